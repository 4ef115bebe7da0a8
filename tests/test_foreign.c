/* Records of other sites (core/foreign.h): the mappings' fixed points, what
 * is refused and how, archives, and a round trip of 1,000 random games per
 * game and variant: Hexarcade -> AbstractPlay (or Little Golem) text ->
 * Hexarcade gives the same moves and the same final position. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fileio.h"
#include "core/foreign.h"
#include "core/rng.h"
#include "games/foreign_hex.h"
#include "lib_gametest.h"

#define DATA_DIR NULL

static session_t *load(const char *text, int index, char *err, size_t n)
{
    return foreign_load_text("rec", text, index, DATA_DIR, err, n);
}

static void assert_refused(const char *text, const char *part)
{
    char err[1024] = "";
    session_t *s = load(text, 0, err, sizeof err);
    if (s) fail_msg("accepted: %s", text);
    gametest_assert_contains(err, part);
}

static const char *move_at(const session_t *s, int i) { return s->hist[i].move; }

static void test_detect(void **state)
{
    assert_int_equal(foreign_detect(" {\"header\":1}"), FOREIGN_AP);
    assert_int_equal(foreign_detect("\n[ ]"), FOREIGN_AP);
    assert_int_equal(foreign_detect("(;FF[CONHEX]"), FOREIGN_LG);
    assert_int_equal(foreign_detect("format: hexarcade-save 1\n"), FOREIGN_NONE);
}

/* The fixed points: side 6 f6 = F6, a1 = A1, k1 = F11, f1 = A6,
 * k6 = K11; ConHex a11 = A1, f6 = F6, k1 = K11. */
static void test_mapping_points(void **state)
{
    static const char *const hex[][2] = {{"f6", "1F6"}, {"a1", "1A1"}, {"k1", "1F11"}, {"f1", "1A6"}, {"k6", "1K11"}};
    for (size_t i = 0; i < sizeof hex / sizeof hex[0]; i++) {
        char rec[512], err[512];
        snprintf(rec, sizeof rec,
                 "{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[]},\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},"
                 "\"moves\":[[\"1%s\"]]}",
                 hex[i][0]);
        session_t *s = load(rec, 0, err, sizeof err);
        if (!s) fail_msg("%s: %s", hex[i][0], err);
        assert_int_equal(s->game->setup.side, 6);
        assert_int_equal(s->cur, 1);
        assert_string_equal(move_at(s, 1), hex[i][1]);
        session_free(s);
    }
    static const char *const ch[][2] = {{"a11", "A1"}, {"f6", "F6"}, {"k1", "K11"}};
    for (size_t i = 0; i < sizeof ch / sizeof ch[0]; i++) {
        char rec[512], err[512];
        snprintf(rec, sizeof rec,
                 "{\"header\":{\"game\":{\"name\":\"conhex\"},\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},"
                 "\"moves\":[[\"%s\"]]}",
                 ch[i][0]);
        session_t *s = load(rec, 0, err, sizeof err);
        if (!s) fail_msg("%s: %s", ch[i][0], err);
        assert_string_equal(move_at(s, 1), ch[i][1]);
        session_free(s);
    }
}

/* The header picks the board: the same move text on another variant is
 * another cell (Churn side 3 b2 = B2, on hex4 b2 = B2 too, but c5 exists
 * only on the bigger board). */
static void test_header_picks_board(void **state)
{
    char err[512];
    const char *small = "{\"header\":{\"game\":{\"name\":\"churn\",\"variants\":[]},\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},"
                        "\"moves\":[[\"e3\"]]}";
    const char *big = "{\"header\":{\"game\":{\"name\":\"churn\",\"variants\":[\"hex5\"]},\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},"
                      "\"moves\":[[\"e3\"]]}";
    session_t *s = load(small, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(s->game->setup.side, 3);
    assert_string_equal(move_at(s, 1), "E5"); /* row e of side 3 starts at column C */
    session_free(s);
    s = load(big, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(s->game->setup.side, 5);
    assert_string_equal(move_at(s, 1), "C5");
    session_free(s);
    assert_refused("{\"header\":{\"game\":{\"name\":\"churn\",\"variants\":[]},\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},"
                   "\"moves\":[[\"e4\"]]}",
                   "move 1 `e4`: no cell 'e4' on a side-3 board");
}

static void test_refusals(void **state)
{
    const char *players = "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]";
    char rec[1024];
    snprintf(rec, sizeof rec, "{\"header\":{\"game\":{\"name\":\"hex\"},%s},\"moves\":[]}", players);
    assert_refused(rec, "a record of 'hex', not of a game Hexarcade plays (");
    snprintf(rec, sizeof rec, "{\"header\":{\"game\":{\"name\":\"churn\",\"variants\":[\"limping-34\"]},%s},\"moves\":[]}",
             players);
    assert_refused(rec, "variant 'limping-34': Hexarcade has no limping Churn boards");
    /* A move on an occupied cell, refused at that move with both names. */
    snprintf(rec, sizeof rec, "{\"header\":{\"game\":{\"name\":\"conhex\"},%s},\"moves\":[[\"f6\",\"a11\"],[\"a11\"]]}",
             players);
    assert_refused(rec, "move 3 `a11` (Hexarcade A1) is illegal: ");
    /* Broken JSON: what and where. */
    assert_refused("{\"header\":\n  {\"game\" 1}}", "rec: line 2, column 11: broken JSON: ");
    assert_refused("{\"header\":{\"game\":", "broken JSON: the text ends inside a value");
    assert_refused("[]", "an empty archive");
    snprintf(rec, sizeof rec, "{\"header\":{\"game\":{\"name\":\"churn\"},%s},\"moves\":[[\"resign\"],[\"b2\"]]}", players);
    assert_refused(rec, "move 2 `b2` follows the game's end (resign)");
    /* 3-4 players only on hex8; a pie only for 2. */
    assert_refused("{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"hex7\"]},"
                   "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"}]},\"moves\":[]}",
                   "AbstractPlay plays 3-4 players on hex8 only");
    assert_refused("{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"hex8\"]},"
                   "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"}],\"pie-invoked\":true},"
                   "\"moves\":[[\"1a1\"]]}",
                   "the header says the pie was invoked, but AbstractPlay's Wunchunk has no pie with 3-4 players");
    /* Little Golem. */
    assert_refused("(;FF[HEX]VA[HEX];B[a1])", "a Little Golem game of 'HEX'");
    assert_refused("(;FF[CONHEX]VA[CONHEX];B[J3];B[F6])", "move 2: B moves where R was to move");
    assert_refused("(;FF[CONHEX]VA[CONHEX];B[J3];R[J3])", "move 2 `J3` (Hexarcade J3) is illegal");
    assert_refused("(;FF[CONHEX]VA[CONHEX];B[J3];R[F6];B[swap])", "move 3: swap is only R's first move");
    assert_refused("(;FF[CONHEX]VA[CONHEX];B[J3]", "expected ';' or ')' after move 1");
    /* A record whose moves end the game with another winner than it says. */
}

/* The site's result and players are kept: the origin line shows them. */
static void test_origin_and_result(void **state)
{
    char err[512], line[512];
    const char *rec = "{\"header\":{\"game\":{\"name\":\"churn\",\"variants\":[]},\"players\":[{\"name\":\"alice\",\"result\":0},"
                      "{\"name\":\"bob\",\"result\":1}],\"pie-invoked\":true,\"date-end\":\"2024-05-01T10:00:00Z\"},"
                      "\"moves\":[[\"b2\",\"a1\"],[\"resign\"]]}";
    session_t *s = load(rec, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(s->cur, 4); /* b2, swap, a1, and alice's resignation (issue 46) */
    assert_string_equal(move_at(s, 2), "swap");
    assert_string_equal(move_at(s, 4), "resign 1");
    assert_int_equal(foreign_origin_line(s, line, sizeof line), 0);
    assert_string_equal(line, "AbstractPlay, 2024-05-01: alice (Red) vs bob (Blue). alice (Red) resigned.");
    char *back = foreign_export_ap(s, err, sizeof err);
    assert_non_null(back);
    assert_string_equal(back, rec);
    free(back);
    /* Undone to before the end: the ending and the results are left out. */
    s->cur = 1;
    back = foreign_export_ap(s, err, sizeof err);
    assert_non_null(back);
    assert_null(strstr(back, "resign"));
    assert_null(strstr(back, "\"result\""));
    gametest_assert_contains(back, "\"moves\":[[\"b2\"]]");
    free(back);
    session_free(s);

    const char *lg = "(;FF[CONHEX]VA[CONHEX]EV[ch.1]PB[ann]PW[ben]SO[https://www.littlegolem.net];B[J3];R[swap];B[D3];R[resign])";
    s = load(lg, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_string_equal(move_at(s, 1), "J3");
    assert_string_equal(move_at(s, 2), "swap");
    assert_string_equal(move_at(s, 3), "C4"); /* D3 reflected */
    assert_int_equal(foreign_origin_line(s, line, sizeof line), 0);
    assert_string_equal(line, "Little Golem: ben (Blue) vs ann (Red). ben resigned.");
    back = foreign_export_lg(s, err, sizeof err);
    assert_non_null(back);
    assert_string_equal(back, lg);
    free(back);
    session_free(s);
}

static void assert_save_keeps_origin(const session_t *s, const char *what);

/* Wunchunk's open variant: the first turn's 2+2 stones are the start; after
 * a swap the seats play each other's colours (and the record's pass that
 * AbstractPlay puts in is no move here). */
static void test_wunchunk_open(void **state)
{
    char err[1024], line[512];
    const char *swapped = "{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"open\"]},"
                          "\"players\":[{\"name\":\"ann\",\"result\":1},{\"name\":\"ben\",\"result\":0}]},"
                          "\"moves\":[[\"1f6,1f7,2e4,2e5\",\"swap\"],[\"pass\",\"1a1\"],[\"2k1\",\"resign\"]]}";
    session_t *s = load(swapped, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_non_null(s->level);
    assert_int_equal(s->cur, 3); /* two moves and ben's resignation */
    assert_string_equal(move_at(s, 1), "1A1");
    assert_string_equal(move_at(s, 2), "2F11");
    assert_int_equal(foreign_origin_line(s, line, sizeof line), 0);
    /* ben swapped: he plays Red (colour 1), moved first, and resigned. */
    assert_string_equal(line, "AbstractPlay: ben (Red) vs ann (Blue). ben (Red) resigned.");
    const char *b = gametest_board(s->game, s->hist[0].state);
    gametest_assert_contains(b, ". . . . . 1 1 . . . .\n . . . 2 2 . . . . .");
    /* Exported: the set-up turn and the swap come back from the start,
     * as the record had them; so after a save and a load. */
    char *back = foreign_export_ap(s, err, sizeof err);
    if (!back) fail_msg("%s", err);
    assert_string_equal(back, swapped);
    free(back);
    assert_save_keeps_origin(s, "open, swapped");
    session_free(s);

    const char *passed = "{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"open\",\"hex5\"]},"
                         "\"players\":[{\"name\":\"ann\"},{\"name\":\"ben\"}]},"
                         "\"moves\":[[\"1e5,1e6,2d4,2d5\",\"pass\"],[\"1a1\"]]}";
    s = load(passed, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(s->game->setup.side, 5);
    assert_int_equal(s->cur, 1);
    assert_int_equal(foreign_origin_line(s, line, sizeof line), 0);
    assert_string_equal(line, "AbstractPlay: ann (Red) vs ben (Blue).");
    back = foreign_export_ap(s, err, sizeof err);
    if (!back) fail_msg("%s", err);
    assert_string_equal(back, passed);
    free(back);
    /* Without the record (a game set up here): the stones in cell order,
     * then `pass`; read back, the same start and moves. */
    free(s->origin);
    s->origin = NULL;
    back = foreign_export_ap(s, err, sizeof err);
    if (!back) fail_msg("%s", err);
    gametest_assert_contains(back, "\"variants\":[\"hex5\",\"open\"]");
    gametest_assert_contains(back, "\"moves\":[[\"1e5,1e6,2d4,2d5\",\"pass\"],[\"1a1\"]]");
    session_t *again = load(back, 0, err, sizeof err);
    if (!again) fail_msg("%s", err);
    assert_int_equal(again->cur, 1);
    assert_string_equal(move_at(again, 1), move_at(s, 1));
    char start[8192];
    snprintf(start, sizeof start, "%s", gametest_board(s->game, s->hist[0].state));
    assert_string_equal(gametest_board(again->game, again->hist[0].state), start);
    free(back);
    session_free(again);
    /* A start that is no `open` set-up stays refused. */
    level_t *lv = s->level;
    snprintf(lv->rows[0], sizeof lv->rows[0], "1 . . . 2");
    assert_null(foreign_export_ap(s, err, sizeof err));
    gametest_assert_contains(err, "AbstractPlay records cannot hold (its 'open' start is 2 stones of each colour");
    session_free(s);

    assert_refused("{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"open\"]},"
                   "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},\"moves\":[[\"1f6,1f7,2e4\",\"pass\"]]}",
                   "not an 'open' set-up (2 stones of each colour)");
    assert_refused("{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"open\"]},"
                   "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},\"moves\":[[\"1f6,1f7,2e4,2e5\",\"swap\"],[\"1a1\"]]}",
                   "after 'swap' the record holds the first seat's 'pass'");
    assert_refused("{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"open\"]},"
                   "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},\"moves\":[[\"1f6,1f7,2e4,2e5\"]]}",
                   "the 'open' set-up is not finished (1 move)");
    assert_refused("{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"open\",\"hex8\"]},"
                   "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"}]},\"moves\":[]}",
                   "variant 'open' of Wunchunk is not supported");
}

/* Equal results in a finished record: a draw, named so. */
static void test_draw_named(void **state)
{
    foreign_list_t l;
    char err[512], line[256];
    const char *rec = "{\"header\":{\"game\":{\"name\":\"churn\"},\"players\":[{\"name\":\"a\",\"result\":1},"
                      "{\"name\":\"b\",\"result\":1}]},\"moves\":[]}";
    assert_int_equal(foreign_read("rec", rec, &l, NULL, err, sizeof err), 0);
    foreign_game_line(&l.games[0], line, sizeof line);
    assert_string_equal(line, "Churn: a (Red) vs b (Blue). a draw");
    assert_int_equal(l.games[0].winners, 0);
    foreign_list_free(&l);
}

static void test_archive(void **state)
{
    const char *arch =
        "[{\"header\":{\"game\":{\"name\":\"churn\"},\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"date-end\":\"2024-01-01\"},\"moves\":[[\"a1\"]]},"
        " {\"header\":{\"game\":{\"name\":\"homeworlds\"},\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"date-end\":\"2024-09-01\"},\"moves\":[]},"
        " {\"header\":{\"game\":{\"name\":\"conhex\"},\"players\":[{\"name\":\"c\"},{\"name\":\"d\"}],\"date-end\":\"2024-03-01\"},\"moves\":[[\"f6\"]]}]";
    foreign_list_t l;
    int skipped;
    char err[512], line[256];
    assert_int_equal(foreign_read("arch", arch, &l, &skipped, err, sizeof err), 0);
    assert_int_equal(l.n, 2);
    assert_int_equal(skipped, 1);
    foreign_game_line(&l.games[0], line, sizeof line);
    assert_string_equal(line, "2024-03-01 ConHex: c (Blue) vs d (Red)");
    foreign_game_line(&l.games[1], line, sizeof line);
    assert_string_equal(line, "2024-01-01 Churn: a (Red) vs b (Blue)");
    foreign_list_free(&l);
    session_t *s = load(arch, 1, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_string_equal(s->game->rules->name, "Churn");
    session_free(s);
    assert_refused("[{\"header\":{\"game\":{\"name\":\"homeworlds\"},\"players\":[{\"name\":\"a\"}]},\"moves\":[]}]",
                   "no game Hexarcade plays among 1 records");
}

/* The real-shaped records kept in tests/data/foreign (written by the
 * independent converter tests/foreign_records.py): each replays to its
 * recorded result and exports back to the same record. */
/* Saved and loaded back: the origin is kept, so the origin line and the
 * export are what they were. */
static void assert_save_keeps_origin(const session_t *s, const char *what)
{
    char err[1024], before[512], after[512];
    char *text = session_save_text(s);
    assert_non_null(text);
    /* Format 4 when the site ended the game off the board (issue 46). */
    int ended = session_end_of(s, s->n - 1, NULL) != SESSION_END_NONE;
    gametest_assert_contains(text, ended ? "format: " SESSION_SAVE_FORMAT_4 "\n" : "format: " SESSION_SAVE_FORMAT_3 "\n");
    session_t *back = session_load_text("save", text, DATA_DIR, err, sizeof err);
    if (!back) fail_msg("%s: %s", what, err);
    assert_non_null(back->origin);
    assert_string_equal(back->origin, s->origin);
    assert_int_equal(back->cur, s->cur);
    assert_int_equal(foreign_origin_line(s, before, sizeof before), 0);
    assert_int_equal(foreign_origin_line(back, after, sizeof after), 0);
    assert_string_equal(after, before);
    int ap = foreign_detect(s->origin) == FOREIGN_AP;
    char *x = ap ? foreign_export_ap(s, err, sizeof err) : foreign_export_lg(s, err, sizeof err);
    char *y = ap ? foreign_export_ap(back, err, sizeof err) : foreign_export_lg(back, err, sizeof err);
    if ((x == NULL) != (y == NULL)) fail_msg("%s: export %s after the save only: %s", what, x ? "refused" : "made", err);
    if (x) assert_string_equal(y, x);
    free(x);
    free(y);
    /* Saved again: the same file. */
    char *again = session_save_text(back);
    assert_non_null(again);
    assert_string_equal(again, text);
    free(again);
    free(text);
    session_free(back);
}

/* The origin's text survives a save whatever it holds: new lines, blanks
 * at a line's ends, backslashes, '#', UTF-8, lines longer than a save's. A
 * damaged origin block is refused at its line, as other save errors. */
static void test_origin_saved(void **state)
{
    char err[1024];
    char rec[4096];
    /* A pretty-printed record (a player's archive is written so). */
    size_t k = (size_t)snprintf(rec, sizeof rec,
                                "{\n  \"header\": {\"game\": {\"name\": \"churn\", \"variants\": []},\n"
                                "\t\"players\": [{\"name\": \" J\xc3\xb6rg \\\\ #1 \"}, {\"name\": \"b\\nob\xc3\xa9 \"}],"
                                " \"date-end\": \"2024-05-01\", \"note\": \"");
    for (int i = 0; i < 700; i++) rec[k++] = i % 50 == 49 ? ' ' : 'x';
    snprintf(rec + k, sizeof rec - k, "\"},  \n  \"moves\": [[\"b2\", \"a1\"]]  \n}\n");
    session_t *s = load(rec, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    /* The import keeps json-c's compact text; an origin as the user's file had it: */
    free(s->origin);
    s->origin = strdup(rec);
    assert_non_null(s->origin);
    assert_save_keeps_origin(s, "pretty");

    char *text = session_save_text(s);
    assert_non_null(text);
    /* Every line of the save is one the format reads back (no bare control bytes). */
    for (const char *p = text; *p; p++) assert_true((unsigned char)*p >= 0x20 || *p == '\n');
    char *o = strstr(text, "\norigin: ");
    assert_non_null(o);
    int line = 2;
    for (const char *p = text; p < o; p++) line += *p == '\n';
    char want[64];

    /* A bad escape on the origin's first line. */
    char *bad = strdup(text);
    char *bo = bad + (o - text) + 9;
    bo[0] = '\\';
    bo[1] = 'q';
    assert_null(session_load_text("save", bad, DATA_DIR, err, sizeof err));
    snprintf(want, sizeof want, "save:%d: bad escape '\\q", line);
    gametest_assert_contains(err, want);
    /* A piece of the record lost: the JSON no longer reads. */
    strcpy(bad, text);
    char *second = strstr(bad + (o - text) + 1, "\norigin: ");
    assert_non_null(second);
    char *third = strstr(second + 1, "\norigin: ");
    assert_non_null(third);
    memmove(second, third, strlen(third) + 1);
    assert_null(session_load_text("save", bad, DATA_DIR, err, sizeof err));
    snprintf(want, sizeof want, "save:%d: damaged origin record", line);
    gametest_assert_contains(err, want);
    /* Not a record at all. */
    strcpy(bad, text);
    bo = bad + (o - text) + 9;
    bo[0] = 'z';
    assert_null(session_load_text("save", bad, DATA_DIR, err, sizeof err));
    snprintf(want, sizeof want, "save:%d: origin is not a record", line);
    gametest_assert_contains(err, want);
    /* An escaped NUL would cut the text. */
    strcpy(bad, text);
    bo = bad + (o - text) + 9;
    memcpy(bo, "\\x00", 4);
    assert_null(session_load_text("save", bad, DATA_DIR, err, sizeof err));
    gametest_assert_contains(err, "bad escape");
    free(bad);
    free(text);
    session_free(s);

    /* A game of no site: no origin, the format it had. */
    game_t *g = gametest_game("churn", "size=3");
    s = session_new(g, err, sizeof err);
    text = session_save_text(s);
    assert_non_null(text);
    gametest_assert_contains(text, "format: " SESSION_SAVE_FORMAT "\n");
    assert_null(strstr(text, "origin:"));
    free(text);
    session_free(s);
}

static void test_kept_records(void **state)
{
    const char *dir = "tests/data/foreign";
    plat_dir_t *d = plat_dir_open(dir);
    assert_non_null(d);
    int n = 0;
    for (const char *e; (e = plat_dir_next(d));) {
        size_t k = strlen(e);
        if (k < 5 || (strcmp(e + k - 5, ".json") && strcmp(e + k - 4, ".txt"))) continue;
        char path[512], err[1024];
        size_t len;
        snprintf(path, sizeof path, "%s/%s", dir, e);
        char *text = fileio_read_text(path, &len, err, sizeof err);
        assert_non_null(text);
        foreign_list_t l;
        if (foreign_read(path, text, &l, NULL, err, sizeof err) != 0) fail_msg("%s", err);
        for (int g = 0; g < l.n; g++) {
            const foreign_game_t *fg = &l.games[g];
            session_t *s = foreign_session(fg, DATA_DIR, err, sizeof err);
            if (!s) fail_msg("%s game %d: %s", path, g + 1, err);
            const game_head_t *h = game_head(session_state(s));
            if (fg->end[0] && !foreign_end_kind(fg->end)) {
                assert_int_equal(h->status, GAME_ONGOING); /* abandoned: left as it was */
            } else {
                assert_int_not_equal(h->status, GAME_ONGOING);
                /* A Little Golem text names no winner: the board's stands. */
                if (fg->format == FOREIGN_AP) assert_int_equal(h->winners, fg->winners);
            }
            char *back = fg->format == FOREIGN_AP ? foreign_export_ap(s, err, sizeof err) : foreign_export_lg(s, err, sizeof err);
            if (!back) fail_msg("%s: %s", path, err);
            assert_string_equal(back, fg->record); /* the record as read (JSON re-written by json-c) */
            free(back);
            assert_save_keeps_origin(s, path);
            session_free(s);
            n++;
        }
        foreign_list_free(&l);
        free(text);
    }
    plat_dir_close(d);
    assert_true(n >= 9);
}

/* A record whose moves end the game with other winners than it names is
 * refused (a mapping gone wrong would show so). */
static void test_result_must_agree(void **state)
{
    char err[1024];
    size_t len;
    char *text = fileio_read_text("tests/data/foreign/AbstractPlay-conhex-pie.json", &len, err, sizeof err);
    assert_non_null(text);
    int swapped = 0;
    for (char *p = strstr(text, "\"result\": "); p; p = strstr(p + 1, "\"result\": ")) {
        char *v = p + strlen("\"result\": ");
        if (*v == '0' || *v == '1') *v = *v == '0' ? '1' : '0', swapped++;
    }
    assert_int_equal(swapped, 2);
    assert_refused(text, "the record says Red won, but its moves give Blue");
    free(text);
}

/* ---- The round trip */

/* One random whole turn from the actions (any game), into m; -1 when the
 * game is over or a turn has no way on. */
static int random_move(const game_t *g, void *st, rng_t *rng, move_t *m)
{
    static action_t acts[4096];
    size_t sz = g->rules->state_size;
    void *start = malloc(sz);
    memcpy(start, st, sz);
    for (int tries = 0; tries < 50; tries++) {
        memcpy(st, start, sz);
        m->n = 0;
        for (;;) {
            int n = g->rules->actions(g, st, acts, 4096);
            if (n <= 0) break;
            int pick = (int)rng_below(rng, (uint32_t)n);
            /* End a turn often, or Wunchunk's turns fill the board at once. */
            for (int i = 0; i < n; i++)
                if (acts[i].kind == ACT_END && rng_below(rng, 3) == 0) pick = i;
            char err[GAME_ERR_MAX];
            if (game_act(g, st, &acts[pick], NULL, err, sizeof err) != 0) break;
            m->a[m->n++] = acts[pick];
            if (game_head(st)->in_turn == 0) {
                free(start);
                return 0;
            }
            if (m->n >= MOVE_MAX_ACTIONS - 1) break;
        }
    }
    memcpy(st, start, sz);
    free(start);
    return -1;
}

typedef struct {
    const char *id, *setup;
    foreign_format_t f;
} trip_t;

static void round_trip(const trip_t *t, int games)
{
    char err[1024];
    rng_t rng;
    rng_seed(&rng, 35);
    move_t *m = malloc(sizeof *m);
    long plies = 0;
    for (int k = 0; k < games; k++) {
        game_t *g = gametest_game(t->id, t->setup);
        session_t *s = session_new(g, err, sizeof err);
        assert_non_null(s);
        void *st = malloc(g->rules->state_size);
        for (int ply = 0; ply < 400 && !game_is_over(session_state(s)); ply++) {
            memcpy(st, session_state(s), g->rules->state_size);
            if (random_move(g, st, &rng, m) != 0) break;
            if (session_play_move(s, m, err, sizeof err) != 0) fail_msg("%s %s: %s", t->id, t->setup, err);
        }
        free(st);
        plies += s->cur;
        char *text = t->f == FOREIGN_AP ? foreign_export_ap(s, err, sizeof err) : foreign_export_lg(s, err, sizeof err);
        if (!text) fail_msg("%s %s: export: %s", t->id, t->setup, err);
        session_t *back = load(text, 0, err, sizeof err);
        if (!back) fail_msg("%s %s: game %d: %s\n%s", t->id, t->setup, k, err, text);
        assert_int_equal(back->cur, s->cur);
        for (int i = 1; i <= s->cur; i++) assert_string_equal(move_at(back, i), move_at(s, i));
        char a[8192], b[8192];
        game_board_text(s->game, session_state(s), a, sizeof a);
        game_board_text(back->game, session_state(back), b, sizeof b);
        assert_string_equal(a, b);
        game_result_text(session_state(s), a, sizeof a);
        game_result_text(session_state(back), b, sizeof b);
        assert_string_equal(a, b);
        /* And written again, the same text. */
        char *again = t->f == FOREIGN_AP ? foreign_export_ap(back, err, sizeof err) : foreign_export_lg(back, err, sizeof err);
        assert_non_null(again);
        assert_string_equal(again, text);
        free(again);
        free(text);
        session_free(back);
        session_free(s);
    }
    free(m);
    print_message("%s %s (%s): %d games, %ld moves\n", t->id, t->setup, t->f == FOREIGN_AP ? "AbstractPlay" : "Little Golem",
                  games, plies);
}

static void test_round_trip_churn(void **state)
{
    static const trip_t t[] = {{"churn", "size=3 pie=on", FOREIGN_AP},
                               {"churn", "size=4 pie=on", FOREIGN_AP},
                               {"churn", "size=5 pie=on", FOREIGN_AP}};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) round_trip(&t[i], 1000);
}

static void test_round_trip_conhex(void **state)
{
    static const trip_t t[] = {{"conhex", "pie=on", FOREIGN_AP}, {"conhex", "pie=on", FOREIGN_LG}};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) round_trip(&t[i], 1000);
}

static void test_round_trip_wunchunk(void **state)
{
    static const trip_t t[] = {
        {"wunchunk", "size=6 players=2 balance=off pie=on", FOREIGN_AP},
        {"wunchunk", "size=5 players=2 balance=off pie=on", FOREIGN_AP},
        {"wunchunk", "size=7 players=2 balance=off pie=on", FOREIGN_AP},
        {"wunchunk", "size=8 players=2 balance=off pie=on", FOREIGN_AP},
        {"wunchunk", "size=6 players=2 balance=on pie=off", FOREIGN_AP},
        {"wunchunk", "size=8 players=3 balance=off pie=off", FOREIGN_AP},
        {"wunchunk", "size=8 players=4 balance=off pie=off", FOREIGN_AP},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) round_trip(&t[i], 1000);
}

/* Wunchunk's `open` variant, 1,000 random games per board: a random set-up
 * (click order, swap or pass) imported, random moves, exported (with the
 * record kept: its set-up as it was; without: the stones in cell order and
 * `pass`), read back: the same start, moves and position. */
static void test_round_trip_wunchunk_open(void **state)
{
    static const char *const boards[] = {"hex5", "", "hex7", "hex8"};
    char err[1024], rec[1024];
    rng_t rng;
    rng_seed(&rng, 3535);
    move_t *m = malloc(sizeof *m);
    for (int side = 5; side <= 8; side++) {
        long plies = 0;
        game_t *g0 = gametest_game("wunchunk", side == 6 ? "size=6 players=2" : side == 5 ? "size=5 players=2"
                                               : side == 7 ? "size=7 players=2" : "size=8 players=2");
        for (int k = 0; k < 1000; k++) {
            int cells[4];
            /* A chunk of each colour: two neighbouring stones (any four
             * stones import, but from scattered ones a turn has no way on). */
            for (int i = 0; i < 4; i += 2) {
                int dup;
                do {
                    const board_cell_t *c = &g0->board.cells[cells[i] = (int)rng_below(&rng, (uint32_t)g0->board.ncells)];
                    cells[i + 1] = c->nb[rng_below(&rng, (uint32_t)c->nnb)];
                    dup = 0;
                    for (int j = 0; j < i; j++) dup |= cells[j] == cells[i] || cells[j] == cells[i + 1];
                } while (dup);
            }
            char setup[128];
            size_t at = 0;
            for (int i = 0; i < 4; i++) {
                char name[16];
                foreign_hex_cell_out(&g0->board, cells[i], name, sizeof name);
                at += (size_t)snprintf(setup + at, sizeof setup - at, "%s%d%s", i ? "," : "", i < 2 ? 1 : 2, name);
            }
            int swap = (int)rng_below(&rng, 2), keep = k % 2;
            snprintf(rec, sizeof rec,
                     "{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"open\"%s%s%s]},"
                     "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},\"moves\":[[\"%s\",\"%s\"]%s]}",
                     boards[side - 5][0] ? ",\"" : "", boards[side - 5], boards[side - 5][0] ? "\"" : "", setup,
                     swap ? "swap" : "pass", swap ? ",[\"pass\"]" : "");
            session_t *s = load(rec, 0, err, sizeof err);
            if (!s) fail_msg("%s\n%s", err, rec);
            if (!keep) {
                free(s->origin);
                s->origin = NULL;
            }
            const game_t *g = s->game;
            void *st = malloc(g->rules->state_size);
            for (int ply = 0; ply < 400 && !game_is_over(session_state(s)); ply++) {
                int tries = 0;
                do {
                    memcpy(st, session_state(s), g->rules->state_size);
                    if (random_move(g, st, &rng, m) != 0) break;
                    /* The open choice was the swap; an early pass ends most games at once. */
                } while (m->n >= 1 && (m->a[0].kind == ACT_SWAP || ((m->a[0].kind == ACT_PASS || m->a[0].kind == ACT_END) && ply < 20)) &&
                         ++tries < 20);
                if (m->n >= 1 && m->a[0].kind == ACT_SWAP) break;
                if (session_play_move(s, m, err, sizeof err) != 0) fail_msg("%s", err);
            }
            free(st);
            plies += s->cur;
            char *text = foreign_export_ap(s, err, sizeof err);
            if (!text) fail_msg("open game %d: export: %s\n%s", k, err, rec);
            if (keep) gametest_assert_contains(text, setup);
            else gametest_assert_contains(text, "\",\"pass\"]");
            session_t *back = load(text, 0, err, sizeof err);
            if (!back) fail_msg("open game %d: %s\n%s", k, err, text);
            assert_int_equal(back->cur, s->cur);
            for (int i = 1; i <= s->cur; i++) assert_string_equal(move_at(back, i), move_at(s, i));
            char a[8192], b[8192];
            game_board_text(s->game, s->hist[0].state, a, sizeof a);
            game_board_text(back->game, back->hist[0].state, b, sizeof b);
            assert_string_equal(a, b);
            game_board_text(s->game, session_state(s), a, sizeof a);
            game_board_text(back->game, session_state(back), b, sizeof b);
            assert_string_equal(a, b);
            char *again = foreign_export_ap(back, err, sizeof err);
            assert_non_null(again);
            assert_string_equal(again, text);
            free(again);
            free(text);
            session_free(back);
            session_free(s);
        }
        game_free(g0);
        print_message("wunchunk open side %d (AbstractPlay): 1000 games, %ld moves\n", side, plies);
    }
    free(m);
}

/* Games AbstractPlay has not: refused on export with the reason. */
static void test_export_refusals(void **state)
{
    char err[512];
    game_t *g = gametest_game("wunchunk", "size=6 players=3");
    session_t *s = session_new(g, err, sizeof err);
    assert_null(foreign_export_ap(s, err, sizeof err));
    gametest_assert_contains(err, "AbstractPlay has no Wunchunk of side 6 for 3 players");
    assert_null(foreign_export_lg(s, err, sizeof err));
    gametest_assert_contains(err, "Wunchunk is not played on Little Golem");
    session_free(s);
    g = gametest_game("churn", "size=2");
    s = session_new(g, err, sizeof err);
    assert_null(foreign_export_ap(s, err, sizeof err));
    gametest_assert_contains(err, "AbstractPlay has no Churn of side 2");
    session_free(s);
}

/* Fields a record cannot mean: each refused with the field named. */
static void test_refused_fields(void **state)
{
    const char *game = "\"game\":{\"name\":\"churn\",\"variants\":[]}";
    char rec[1024];
    /* json-c reads NaN and Infinity as numbers: they order nothing. */
    snprintf(rec, sizeof rec, "{\"header\":{%s,\"players\":[{\"name\":\"a\",\"result\":NaN},{\"name\":\"b\",\"result\":1}]},"
             "\"moves\":[[\"b2\",\"resign\"]]}", game);
    assert_refused(rec, "rec: \"header\".\"players\"[0].\"result\" is NaN, not a number");
    snprintf(rec, sizeof rec, "{\"header\":{%s,\"players\":[{\"name\":\"a\",\"result\":1},{\"name\":\"b\",\"result\":-Infinity}]},"
             "\"moves\":[[\"b2\",\"resign\"]]}", game);
    assert_refused(rec, "\"header\".\"players\"[1].\"result\" is -Infinity, not a number");
    /* A NUL inside a name. */
    snprintf(rec, sizeof rec, "{\"header\":{%s,\"players\":[{\"name\":\"a\"},{\"name\":\"b\\u0000ob\"}]},\"moves\":[[\"b2\"]]}",
             game);
    assert_refused(rec, "\"header\".\"players\"[1].\"name\" holds a NUL character");
    /* A result for a board the moves leave open, with no ending word. */
    snprintf(rec, sizeof rec, "{\"header\":{%s,\"players\":[{\"name\":\"a\",\"result\":1},{\"name\":\"b\",\"result\":0}]},"
             "\"moves\":[[\"b2\",\"a1\"]]}", game);
    assert_refused(rec, "the results (\"header\".\"players\"[].\"result\") say Red won, but the record's 2 moves leave "
                        "the game unfinished");
    snprintf(rec, sizeof rec, "{\"header\":{%s,\"players\":[{\"name\":\"a\",\"result\":0.5},{\"name\":\"b\",\"result\":0.5}]},"
             "\"moves\":[[\"b2\"]]}", game);
    assert_refused(rec, "say it was a draw, but the record's 1 moves leave the game unfinished");
    /* The same results with the site's ending: taken. */
    char err[512];
    snprintf(rec, sizeof rec, "{\"header\":{%s,\"players\":[{\"name\":\"a\",\"result\":1},{\"name\":\"b\",\"result\":0}]},"
             "\"moves\":[[\"b2\",\"resign\"]]}", game);
    session_t *s = load(rec, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    session_free(s);
}

/* An AbstractPlay record of n moves ("a1" each: read, never replayed far). */
static char *many_moves(int n)
{
    size_t cap = 256 + (size_t)n * 12;
    char *t = malloc(cap);
    assert_non_null(t);
    size_t at = (size_t)snprintf(t, cap, "{\"header\":{\"game\":{\"name\":\"churn\"},\"players\":[{\"name\":\"a\"},"
                                         "{\"name\":\"b\"}]},\"moves\":[");
    for (int i = 0; i < n; i += 2) at += (size_t)snprintf(t + at, cap - at, "%s[\"a1\",\"a1\"]", i ? "," : "");
    snprintf(t + at, cap - at, "]}");
    return t;
}

/* The move list grows by doubling (a slot per move made reading a 400k-move
 * record quadratic), and a record longer than a save holds is refused
 * before its replay. */
static void test_many_moves(void **state)
{
    char err[512];
    foreign_list_t l;
    char *t = many_moves(400000);
    assert_int_equal(foreign_read("big", t, &l, NULL, err, sizeof err), 0);
    assert_int_equal(l.games[0].nmoves, 400000);
    assert_true(l.games[0].moves_cap >= 400000 && l.games[0].moves_cap < 800000);
    assert_null(foreign_session(&l.games[0], DATA_DIR, err, sizeof err));
    gametest_assert_contains(err, "the record has 400000 moves; a Hexarcade save holds at most 100000");
    foreign_list_free(&l);
    free(t);
    /* At the limit the replay runs (and stops at the second a1, taken). */
    t = many_moves(LEVEL_MAX_STEPS);
    assert_refused(t, "move 2 `a1` (Hexarcade A1) is illegal");
    free(t);
}

/* A record whose origin: lines take n bytes or less, padded in a "note"
 * with pad backslashes (4 bytes each in a save: \\ in JSON, each escaped
 * again) and x plain bytes. */
static char *padded_record(size_t pad, size_t x)
{
    const char *head = "{\"header\":{\"game\":{\"name\":\"churn\",\"variants\":[]},\"players\":[{\"name\":\"a\"},"
                       "{\"name\":\"b\"}],\"note\":\"";
    const char *tail = "\"},\"moves\":[[\"b2\",\"a1\"]]}";
    size_t h = strlen(head), k = strlen(tail);
    char *t = malloc(h + 2 * pad + x + k + 1);
    assert_non_null(t);
    memcpy(t, head, h);
    memset(t + h, '\\', 2 * pad);
    memset(t + h + 2 * pad, 'x', x);
    memcpy(t + h + 2 * pad + x, tail, k + 1);
    return t;
}

/* The largest record the import takes is saved, and the save loads back:
 * the origin's worst escaping is counted (each backslash written twice). */
static void test_largest_origin(void **state)
{
    char err[1024];
    /* The most backslashes, then plain bytes, that fit FOREIGN_ORIGIN_MAX. */
    size_t lo = 0, hi = FOREIGN_ORIGIN_MAX / 4;
    while (lo < hi) {
        size_t mid = (lo + hi + 1) / 2;
        char *t = padded_record(mid, 0);
        if (level_origin_size(t) <= FOREIGN_ORIGIN_MAX) lo = mid;
        else hi = mid - 1;
        free(t);
    }
    size_t pad = lo, x = 0;
    for (;; x++) {
        char *t = padded_record(pad, x + 1);
        size_t k = level_origin_size(t);
        free(t);
        if (k > FOREIGN_ORIGIN_MAX) break;
    }
    char *rec = padded_record(pad, x);
    assert_true(level_origin_size(rec) > FOREIGN_ORIGIN_MAX - 8);
    session_t *s = load(rec, 0, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_string_equal(s->origin, rec); /* json-c's compact text is the record's own */

    char dir[1024], path[1200];
    assert_non_null(gametest_tmpdir(dir, sizeof dir, "hexarcade-foreign-"));
    snprintf(path, sizeof path, "%s/big.sav", dir);
    if (session_save(s, path, err, sizeof err) != 0) fail_msg("%s", err);
    plat_stat_t st;
    assert_int_equal(plat_stat(path, &st), 0);
    assert_true(st.size > (int64_t)FOREIGN_ORIGIN_MAX && st.size <= (int64_t)FILEIO_MAX_READ);
    session_t *back = session_load(path, DATA_DIR, err, sizeof err);
    if (!back) fail_msg("%s", err);
    assert_string_equal(back->origin, rec);
    assert_int_equal(back->cur, 2);
    char *out = foreign_export_ap(back, err, sizeof err);
    assert_non_null(out);
    assert_string_equal(out, rec);
    free(out);
    session_free(back);
    session_free(s);
    free(rec);

    /* One byte more: refused at import, by how much. */
    rec = padded_record(pad, x + 1);
    char want[160];
    snprintf(want, sizeof want, "rec: the record is too large to keep with the game: %zu bytes in a save, at most %u",
             level_origin_size(rec), FOREIGN_ORIGIN_MAX);
    assert_refused(rec, want);
    free(rec);

    /* A save the reader would refuse is never written; the file there stays. */
    game_t *g = gametest_game("churn", "size=3");
    s = session_new(g, err, sizeof err);
    assert_non_null(s);
    s->origin = malloc(FILEIO_MAX_READ + 2);
    assert_non_null(s->origin);
    memset(s->origin, '{', FILEIO_MAX_READ + 1);
    s->origin[FILEIO_MAX_READ + 1] = '\0';
    assert_int_equal(session_save(s, path, err, sizeof err), -1);
    gametest_assert_contains(err, "big.sav: not saved: the save would take ");
    gametest_assert_contains(err, "over the 16777216 a save may hold");
    assert_int_equal(plat_stat(path, &st), 0);
    assert_true(st.size <= (int64_t)FILEIO_MAX_READ);
    session_free(s);
    assert_int_equal(plat_unlink(path), 0);
    assert_int_equal(plat_rmdir(dir), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_detect),
        cmocka_unit_test(test_mapping_points),
        cmocka_unit_test(test_header_picks_board),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_origin_and_result),
        cmocka_unit_test(test_archive),
        cmocka_unit_test(test_draw_named),
        cmocka_unit_test(test_wunchunk_open),
        cmocka_unit_test(test_export_refusals),
        cmocka_unit_test(test_kept_records),
        cmocka_unit_test(test_origin_saved),
        cmocka_unit_test(test_result_must_agree),
        cmocka_unit_test(test_refused_fields),
        cmocka_unit_test(test_many_moves),
        cmocka_unit_test(test_largest_origin),
        cmocka_unit_test(test_round_trip_churn),
        cmocka_unit_test(test_round_trip_conhex),
        cmocka_unit_test(test_round_trip_wunchunk),
        cmocka_unit_test(test_round_trip_wunchunk_open),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
