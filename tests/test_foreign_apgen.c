/* AbstractPlay records as AbstractPlay's own code writes them
 * (tests/data/foreign/apgen/, written by tools/apgen/ with gameslib's
 * genRecord(), with and without the site's locales): every record imports,
 * every stone lands on the cell gameslib put it (the mapping coded here
 * again from docs/import.md's formulas), the winners are gameslib's, and
 * the export is the record again (JSON-equal). The boards Hexarcade lacks
 * are refused by name. Then the variant forms one by one, Wunchunk's rules
 * by the record's date, and refusals that name the field and the value. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json.h>

#include "core/fileio.h"
#include "core/foreign.h"
#include "lib_gametest.h"

#define APGEN_DIR "tests/data/foreign/apgen"

static session_t *load(const char *text, char *err, size_t n) { return foreign_load_text("rec", text, 0, NULL, err, n); }

/* AbstractPlay's cell name -> Hexarcade's cell (hexhex) or hole (ConHex):
 * hexhex <L><k>: row r = index(L) from the bottom, column max(0, r-(n-1))
 * + k - 1; ConHex <l><n>: <L><12-n>. */
static int ap_target(const game_t *g, const char *ap)
{
    char name[16];
    int r = ap[0] - 'a', k = atoi(ap + 1);
    if (board_on_sites(&g->board)) {
        snprintf(name, sizeof name, "%c%d", 'A' + r, 12 - k);
        int site = board_parse_site(&g->board, name);
        if (site < 0) fail_msg("no hole %s (AbstractPlay %s)", name, ap);
        return site;
    }
    int n = g->board.side, c = (r - (n - 1) > 0 ? r - (n - 1) : 0) + k - 1;
    snprintf(name, sizeof name, "%c%d", 'A' + c, r + 1);
    return gametest_cell(g, name);
}

/* Which boards Hexarcade lacks, by the fixture's name, and the words of their refusal. */
static const char *refusal_of(const char *file)
{
    if (!strncmp(file, "churn-limping", 13)) return "Hexarcade has no limping Churn boards";
    if (!strncmp(file, "conhex-size-15", 14)) return "Hexarcade plays ConHex on the 11x11 board only";
    return NULL;
}

static json_object *parse(const char *text)
{
    json_object *o = json_tokener_parse(text);
    if (!o) fail_msg("not JSON: %.200s", text);
    return o;
}

/* One fixture: the record text and gameslib's expectation. */
static void check_one(const char *file, const char *text, char *expect)
{
    char err[1024] = "";
    const char *refused = refusal_of(file);
    session_t *s = load(text, err, sizeof err);
    if (refused) {
        if (s) fail_msg("%s: accepted a board Hexarcade lacks", file);
        gametest_assert_contains(err, refused);
        gametest_assert_contains(err, "variant '");
        return;
    }
    if (!s) fail_msg("%s: %s", file, err);
    const game_t *g = s->game;
    const void *st = session_state(s);
    char chars[BOARD_MAX_SITES > BOARD_MAX_CELLS ? BOARD_MAX_SITES : BOARD_MAX_CELLS];
    g->rules->board_chars(g, st, chars);
    int targets = board_targets(&g->board), stones = 0, seen = 0;
    unsigned want = 0;
    for (int i = 0; i < targets; i++) stones += chars[i] != '.';
    for (char *save = NULL, *line = strtok_r(expect, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (!strncmp(line, "winner", 6)) continue;
        if (!strncmp(line, "colours", 7)) {
            for (const char *p = line + 7; *p; p++)
                if (*p >= '1' && *p <= '4') want |= 1u << (*p - '1');
            continue;
        }
        char cell[16];
        int colour;
        if (sscanf(line, "%15s %d", cell, &colour) != 2) fail_msg("%s: bad line '%s'", file, line);
        int t = ap_target(g, cell);
        if (chars[t] != '0' + colour)
            fail_msg("%s: AbstractPlay %s holds %d there, Hexarcade '%c'", file, cell, colour, chars[t]);
        seen++;
    }
    assert_int_equal(stones, seen);
    const game_head_t *h = game_head(st);
    if (g->setup.players == 2 && want == 3u) {
        assert_int_equal(h->status, GAME_DRAW);
    } else {
        if (h->status != GAME_WIN || h->winners != want)
            fail_msg("%s: gameslib's winners 0x%x, Hexarcade's 0x%x (status %d)", file, want, h->winners, h->status);
    }
    char *back = foreign_export_ap(s, err, sizeof err);
    if (!back) fail_msg("%s: export: %s", file, err);
    json_object *a = parse(text), *b = parse(back);
    if (!json_object_equal(a, b)) fail_msg("%s: the export is not the record:\n%s\n%s", file, text, back);
    json_object_put(a);
    json_object_put(b);
    free(back);
    session_free(s);
}

static void test_gameslib_records(void **state)
{
    plat_dir_t *d = plat_dir_open(APGEN_DIR);
    assert_non_null(d);
    int n = 0, refused = 0, localised = 0;
    for (const char *e; (e = plat_dir_next(d));) {
        size_t k = strlen(e);
        if (k < 6 || strcmp(e + k - 5, ".json")) continue;
        char path[512], epath[512], err[512];
        size_t len;
        snprintf(path, sizeof path, "%s/%s", APGEN_DIR, e);
        snprintf(epath, sizeof epath, "%s/%.*s.expect", APGEN_DIR, (int)(k - 5), e);
        char *text = fileio_read_text(path, &len, err, sizeof err), *expect = fileio_read_text(epath, &len, err, sizeof err);
        if (!text || !expect) fail_msg("%s: %s", e, err);
        check_one(e, text, expect);
        refused += refusal_of(e) != NULL;
        localised += strstr(e, "-none-") == NULL;
        n++;
        free(text);
        free(expect);
    }
    plat_dir_close(d);
    print_message("%d records of gameslib (%d with a locale), %d of boards Hexarcade lacks refused\n", n, localised,
                  refused);
    assert_true(n >= 60 && refused >= 4 && localised >= 30);
}

/* A one-record text of a game with the given variants, players and start date. */
static void record(char *buf, size_t n, const char *game, const char *variants, int players, const char *date,
                   const char *extra, const char *moves)
{
    static const char *const names[] = {"a", "b", "c", "d"};
    char who[128] = "";
    size_t at = 0;
    for (int i = 0; i < players; i++) at += (size_t)snprintf(who + at, sizeof who - at, "%s{\"name\":\"%s\"}", i ? "," : "", names[i]);
    snprintf(buf, n,
             "{\"header\":{\"game\":{\"name\":\"%s\",\"variants\":[%s]},\"players\":[%s]%s%s%s%s},\"moves\":%s}", game,
             variants, who, date ? ",\"date-start\":\"" : "", date ? date : "", date ? "T10:00:00.000Z\"" : "", extra,
             moves);
}

static int side_of(const char *game, const char *variants, int players, char *err, size_t n)
{
    char rec[1024];
    record(rec, sizeof rec, game, variants, players, "2026-06-01", "", "[]");
    session_t *s = load(rec, err, n);
    if (!s) return -1;
    int side = s->game->setup.side;
    session_free(s);
    return side;
}

/* Every form the site writes a variant in: ids, names in its languages, defaults. */
static void test_variant_forms(void **state)
{
    static const struct {
        const char *game, *variants;
        int players, side;
    } ok[] = {
        {"Churn", "", 2, 3},
        {"Churn", "\"Default board\"", 2, 3},
        {"Churn", "\"Hexhex 3 (19 spaces)\"", 2, 3},
        {"Churn", "\"hex4\"", 2, 4},
        {"Churn", "\"Hexhex 4 (37 Felder)\"", 2, 4},
        {"churn", "\"Hexhex 5 (61 cases)\"", 2, 5},
        {"Wunchunk", "\"Default board\"", 2, 6},
        {"Wunchunk", "\"Tabellone predefinito\"", 2, 6},
        {"Wunchunk", "\"Hexhex 6 (91 spazi)\"", 2, 6},
        {"Wunchunk", "\"Hexhex 5 (61 spaces)\"", 2, 5},
        {"Wunchunk", "\"Hexhex 7 (127 spaces)\"", 3, 7},
        {"Wunchunk", "\"Hexhex 8 (193 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x96\xd0\xbb\xd0\xb8)\"", 4, 8},
        {"Wunchunk", "\"hex8\"", 2, 8},
        {"ConHex", "\"Default board: 11x11\"", 2, 0},
        {"ConHex", "\"Plateau par d\xc3\xa9" "faut : 11x11\"", 2, 0},
        {"ConHex", "\"Default board\"", 2, 0},
        {"conhex", "", 2, 0},
    };
    char err[1024];
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        int side = side_of(ok[i].game, ok[i].variants, ok[i].players, err, sizeof err);
        if (side != ok[i].side) fail_msg("%s [%s]: side %d, not %d: %s", ok[i].game, ok[i].variants, side, ok[i].side, err);
    }
    /* The open start by its names: recognised (then its set-up is missing). */
    static const char *const open[] = {"\"open\"", "\"Open start\"", "\"Offener Start\"", "\"D\xc3\xa9part ouvert\"",
                                       "\"Inizio aperto\", \"Hexhex 7 (127 spazi)\""};
    for (size_t i = 0; i < sizeof open / sizeof open[0]; i++) {
        assert_int_equal(side_of("Wunchunk", open[i], 2, err, sizeof err), -1);
        gametest_assert_contains(err, "the 'open' set-up is not finished");
    }
    /* Unknown: refused naming the value and the forms accepted. */
    assert_int_equal(side_of("Wunchunk", "\"Hexhex 9 (217 spaces)\"", 2, err, sizeof err), -1);
    gametest_assert_contains(err, "variant 'Hexhex 9 (217 spaces)' of Wunchunk is not one Hexarcade knows");
    gametest_assert_contains(err, "its id (hex5, hex7, hex8, open)");
    gametest_assert_contains(err, "\"Default board\"");
    assert_int_equal(side_of("Churn", "\"Triangle\"", 2, err, sizeof err), -1);
    gametest_assert_contains(err, "variant 'Triangle' of Churn is not one Hexarcade knows");
    assert_int_equal(side_of("Churn", "\"Alternating 3-4 (27 spaces)\"", 2, err, sizeof err), -1);
    gametest_assert_contains(err, "variant 'Alternating 3-4 (27 spaces)': Hexarcade has no limping Churn boards");
    assert_int_equal(side_of("ConHex", "\"Larger board: 15x15\"", 2, err, sizeof err), -1);
    gametest_assert_contains(err, "variant 'Larger board: 15x15': Hexarcade plays ConHex on the 11x11 board only");
}

/* Wunchunk by the record's start date: before 2026-03-08 the pie and no
 * balance rule, 3-4 players on hex8; from it on the balance rule, no pie,
 * hex7 too. A move against the rules in force: the move number and the
 * rule's words. */
static void test_wunchunk_by_date(void **state)
{
    char rec[1024], err[1024];
    /* Red's second turn joins its crumb a1 with a2: a second chunk. */
    const char *moves = "[[\"1a1\",\"2b1\"],[\"1a2\"]]";
    record(rec, sizeof rec, "Wunchunk", "\"Default board\"", 2, "2026-03-08", "", moves);
    assert_null(load(rec, err, sizeof err));
    gametest_assert_contains(err, "move 3 `1a2`");
    gametest_assert_contains(err, "Player 1 may not create two friendly chunks with their second placement.");
    record(rec, sizeof rec, "Wunchunk", "\"Default board\"", 2, "2026-03-07", "", moves);
    session_t *s = load(rec, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(s->game->setup.opt[game_option_index(s->game->rules, "balance")], 0);
    session_free(s);
    /* The pie: before, yes; from the change on, refused by the header. */
    record(rec, sizeof rec, "Wunchunk", "", 2, "2026-02-01", ",\"pie-invoked\":true", "[[\"1a1\",\"2b1\"]]");
    s = load(rec, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_string_equal(s->hist[2].move, "swap");
    session_free(s);
    record(rec, sizeof rec, "Wunchunk", "", 2, "2026-04-01", ",\"pie-invoked\":true", "[[\"1a1\",\"2b1\"]]");
    assert_null(load(rec, err, sizeof err));
    gametest_assert_contains(err, "the header says the pie was invoked, but AbstractPlay's Wunchunk has no pie since 2026-03-08");
    /* 3 players on hex7: from the change on, from AbstractPlay's own start. */
    record(rec, sizeof rec, "Wunchunk", "\"Hexhex 7 (127 spaces)\"", 3, "2026-02-01", "", "[]");
    assert_null(load(rec, err, sizeof err));
    gametest_assert_contains(err, "AbstractPlay plays 3-4 players on hex8 only before 2026-03-08");
    record(rec, sizeof rec, "Wunchunk", "\"hex7\"", 3, "2026-03-09", "", "[]");
    s = load(rec, err, sizeof err);
    if (!s) fail_msg("%s", err);
    char chars[BOARD_MAX_CELLS];
    s->game->rules->board_chars(s->game, session_state(s), chars);
    static const char *const start[] = {"i7", "h7", "g7", "g8", "h9", "i8"};
    for (int i = 0; i < 6; i++) assert_int_equal(chars[ap_target(s->game, start[i])], '1' + i / 2);
    /* Written back: the record's header, its own start (no set-up moves). */
    char *back = foreign_export_ap(s, err, sizeof err);
    if (!back) fail_msg("%s", err);
    gametest_assert_contains(back, "\"variants\":[\"hex7\"]");
    gametest_assert_contains(back, "\"moves\":[]");
    free(back);
    session_free(s);
    /* Hexarcade's own 3-player side-7 game has another start: not written. */
    game_t *g = gametest_game("wunchunk", "size=7 players=3");
    s = session_new(g, err, sizeof err);
    assert_null(foreign_export_ap(s, err, sizeof err));
    gametest_assert_contains(err, "starts from its own position");
    session_free(s);
}

/* A record's stones come back in its click order, with its results and scores. */
static void test_export_keeps_record(void **state)
{
    char rec[1024], err[1024];
    /* Blue's third turn: two stones (two chunks), a4 (Hexarcade D1) before c3 (C3). */
    record(rec, sizeof rec, "Wunchunk", "\"Default board\"", 2, "2026-02-01", "",
           "[[\"1a6\",\"2a1\"],[\"1b7\",\"2a2\"],[\"1k1\",\"2a4,2c3\"]]");
    session_t *s = load(rec, err, sizeof err);
    if (!s) fail_msg("%s\n%s", err, rec);
    char *back = foreign_export_ap(s, err, sizeof err);
    if (!back) fail_msg("%s", err);
    gametest_assert_contains(back, "\"2a4,2c3\"");
    assert_string_equal(s->hist[6].move, "2C3,2D1");
    free(back);
    session_free(s);
}

/* Bad input: a refused record names the field and the value, and nothing
 * is offered that cannot be opened (foreign_check, the import screen's). */
static void test_checked_before_offered(void **state)
{
    char err[1024];
    foreign_list_t l;
    int dropped;
    const char *good = "{\"header\":{\"game\":{\"name\":\"ConHex\",\"variants\":[\"Default board: 11x11\"]},"
                       "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"date-end\":\"2026-05-02\"},"
                       "\"moves\":[[\"f6\",\"a11\"]]}";
    const char *bad = "{\"header\":{\"game\":{\"name\":\"ConHex\"},\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}],"
                      "\"date-end\":\"2026-05-01\"},\"moves\":[[\"f6\",\"z9\"]]}";
    char text[2048];
    snprintf(text, sizeof text, "[%s,%s]", good, bad);
    assert_int_equal(foreign_read("archive", text, &l, NULL, err, sizeof err), 0);
    assert_int_equal(l.n, 2);
    assert_int_equal(foreign_check("archive", &l, NULL, &dropped, err, sizeof err), 0);
    assert_int_equal(l.n, 1);
    assert_int_equal(dropped, 1);
    assert_string_equal(l.games[0].date, "2026-05-02");
    gametest_assert_contains(err, "archive: game 2: move 2 `z9`: no hole 'z9'");
    foreign_list_free(&l);
    assert_int_equal(foreign_read("rec", bad, &l, NULL, err, sizeof err), 0);
    assert_int_equal(foreign_check("rec", &l, NULL, &dropped, err, sizeof err), -1);
    assert_int_equal(l.n, 0);
    gametest_assert_contains(err, "rec: move 2 `z9`: no hole 'z9'");
    foreign_list_free(&l);
    /* The field and the value: a variant, a player count. */
    assert_null(load("{\"header\":{\"game\":{\"name\":\"Churn\",\"variants\":[\"Hexhex 6 (91 spaces)\"]},"
                     "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},\"moves\":[]}",
                     err, sizeof err));
    gametest_assert_contains(err, "variant 'Hexhex 6 (91 spaces)' of Churn is not one Hexarcade knows");
    assert_null(load("{\"header\":{\"game\":{\"name\":\"Churn\",\"variants\":[4]},"
                     "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]},\"moves\":[]}",
                     err, sizeof err));
    gametest_assert_contains(err, "variant 1 is not a text");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gameslib_records),
        cmocka_unit_test(test_variant_forms),
        cmocka_unit_test(test_wunchunk_by_date),
        cmocka_unit_test(test_export_keeps_record),
        cmocka_unit_test(test_checked_before_offered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
