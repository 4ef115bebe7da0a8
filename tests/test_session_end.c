/* Games that end off the board (issues 46 and 50): a resignation, another
 * site's time-out, an agreed draw as session entries: who wins, what is
 * refused, undo, saves (format 4) and the records of the sites, in and
 * out. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/foreign.h"
#include "core/session.h"
#include "lib_gametest.h"

static session_t *new_game(const char *id, const char *words)
{
    char err[GAME_ERR_MAX];
    const game_rules_t *r = game_by_id(id);
    assert_non_null(r);
    game_setup_t setup;
    game_setup_default(r, &setup, r->min_players);
    if (game_setup_parse(r, &setup, words, err, sizeof err)) fail_msg("%s", err);
    game_t *g = game_new(r, &setup, NULL, err, sizeof err);
    if (!g) fail_msg("%s", err);
    session_t *s = session_new(g, err, sizeof err);
    if (!s) fail_msg("%s", err);
    return s;
}

static void play(session_t *s, const char *move)
{
    char err[GAME_ERR_MAX];
    if (session_play_entry(s, move, err, sizeof err)) fail_msg("%s: %s", move, err);
}

static void test_resign_ends_the_game(void **state)
{
    char err[GAME_ERR_MAX];
    session_t *s = new_game("churn", "size=4 pie=off");
    play(s, "B2");
    assert_int_equal(session_end(s, SESSION_END_RESIGN, 2, err, sizeof err), 0);
    const game_head_t *h = game_head(session_state(s));
    assert_int_equal(h->status, GAME_WIN);
    assert_int_equal(h->winners, 1); /* colour 1 wins */
    assert_string_equal(session_current(s)->move, "resign 2");
    int c;
    assert_int_equal(session_end_of(s, s->cur, &c), SESSION_END_RESIGN);
    assert_int_equal(c, 2);
    assert_int_equal(session_moves(s, s->cur), 1); /* no move on the board */
    /* Nothing follows the end; the session is as it was after a refusal. */
    int n = s->n;
    assert_int_equal(session_end(s, SESSION_END_RESIGN, 1, err, sizeof err), -1);
    gametest_assert_contains(err, "the game is over");
    assert_int_equal(session_play(s, "A1", err, sizeof err), -1);
    assert_int_equal(s->n, n);
    /* Undo takes it back: the game goes on. */
    assert_int_equal(session_undo(s), 0);
    assert_int_equal(game_head(session_state(s))->status, GAME_ONGOING);
    assert_int_equal(session_end(s, SESSION_END_RESIGN, 3, err, sizeof err), -1);
    gametest_assert_contains(err, "no player 3");
    assert_int_equal(session_end(s, SESSION_END_NONE, 1, err, sizeof err), -1);
    assert_int_equal(s->cur, 1);
    session_free(s);
}

/* With more players every other colour wins together (AbstractPlay's rule). */
static void test_resign_many_and_draw(void **state)
{
    char err[GAME_ERR_MAX];
    session_t *s = new_game("wunchunk", "size=8 players=3");
    play(s, "timeout 3");
    assert_int_equal(game_head(session_state(s))->winners, 3);
    assert_int_equal(session_end_of(s, 1, NULL), SESSION_END_TIMEOUT);
    session_undo(s);
    assert_int_equal(session_end(s, SESSION_END_DRAW, 2, err, sizeof err), 0);
    assert_string_equal(session_current(s)->move, "draw");
    assert_int_equal(game_head(session_state(s))->status, GAME_DRAW);
    assert_int_equal(game_head(session_state(s))->winners, 0);
    session_free(s);
    /* Texts that are no end. */
    int c;
    assert_int_equal(session_end_parse("resign", &c), SESSION_END_NONE);
    assert_int_equal(session_end_parse("resign 0", &c), SESSION_END_NONE);
    assert_int_equal(session_end_parse("resign 1x", &c), SESSION_END_NONE);
    assert_int_equal(session_end_parse("resign -1", &c), SESSION_END_NONE);
    assert_int_equal(session_end_parse("resign 2", &c), SESSION_END_RESIGN);
    assert_int_equal(c, 2);
}

/* A save keeps the end (format 4, which older readers refuse as newer),
 * and the review key changes with it. */
static void test_saved_and_loaded(void **state)
{
    char err[GAME_ERR_MAX + 256];
    session_t *s = new_game("conhex", "pie=off");
    play(s, "J3");
    play(s, "F6");
    uint64_t before = session_review_key(s);
    play(s, "resign 1");
    assert_true(session_review_key(s) != before);
    char *text = session_save_text(s);
    assert_non_null(text);
    gametest_assert_contains(text, "format: " SESSION_SAVE_FORMAT_4 "\n");
    gametest_assert_contains(text, "move: resign 1\n");
    session_t *back = session_load_text("save", text, NULL, err, sizeof err);
    if (!back) fail_msg("%s", err);
    assert_int_equal(back->cur, 3);
    assert_int_equal(session_end_of(back, 3, NULL), SESSION_END_RESIGN);
    assert_int_equal(game_head(session_state(back))->winners, 2);
    session_free(back);
    /* Undone, the end is still in the save's moves to redo: format 4. */
    session_undo(s);
    free(text);
    text = session_save_text(s);
    gametest_assert_contains(text, "format: " SESSION_SAVE_FORMAT_4 "\n");
    gametest_assert_contains(text, "cursor: 2\n");
    free(text);
    /* A damaged end is refused at its line. */
    const char *bad = "format: hexarcade-save 4\ngame: conhex\nplayers: 2\noptions: pie=off\nmove: J3\nmove: resign 7\n";
    assert_null(session_load_text("bad", bad, NULL, err, sizeof err));
    gametest_assert_contains(err, "bad:6: move 'resign 7' refused: no player 7");
    session_free(s);
}

/* AbstractPlay records of a Churn game that ends off the board: the ending
 * and the colour it names, the status, winners and current move it leaves
 * (-1: not checked), the words of its origin line (NULL: not checked); a
 * record with `exports` writes back to the same text. */
typedef struct {
    const char *players, *moves;
    int end, colour, status, winners, cur;
    const char *line;
    int exports;
} ap_end_t;

static const ap_end_t ap_ends[] = {
    /* bob resigned while it was alice's turn: the word stands in alice's
     * place, the results say who lost. */
    {"{\"name\":\"alice\",\"result\":1},{\"name\":\"bob\",\"result\":0}", "[\"b2\",\"a1\"],[\"resign\"]",
     SESSION_END_RESIGN, 2, -1, 1, -1, "bob (Blue) resigned", 1},
    /* A time-out and an agreed draw; an abandoned game stays open. */
    {"{\"name\":\"a\",\"result\":0},{\"name\":\"b\",\"result\":1}", "[\"b2\",\"a1\"],[\"timeout\"]",
     SESSION_END_TIMEOUT, 1, -1, -1, -1, NULL, 0},
    {"{\"name\":\"a\",\"result\":0.5},{\"name\":\"b\",\"result\":0.5}", "[\"b2\",\"draw\"]", SESSION_END_DRAW, -1,
     GAME_DRAW, -1, -1, NULL, 0},
    {"{\"name\":\"a\"},{\"name\":\"b\"}", "[\"b2\",\"abandoned\"]", -1, -1, GAME_ONGOING, -1, 1, NULL, 0},
};

static void ap_end_case(const ap_end_t *k)
{
    char ap[512], err[1024], line[512];
    snprintf(ap, sizeof ap, "{\"header\":{\"game\":{\"name\":\"churn\",\"variants\":[]},\"players\":[%s]},\"moves\":[%s]}",
             k->players, k->moves);
    session_t *s = foreign_load_text("ap", ap, 0, NULL, err, sizeof err);
    if (!s) fail_msg("%s", err);
    int c = -1;
    if (k->end >= 0) assert_int_equal(session_end_of(s, s->cur, &c), k->end);
    if (k->colour >= 0) assert_int_equal(c, k->colour);
    if (k->cur >= 0) assert_int_equal(s->cur, k->cur);
    if (k->status >= 0) assert_int_equal(game_head(session_state(s))->status, k->status);
    if (k->winners >= 0) assert_int_equal(game_head(session_state(s))->winners, k->winners);
    if (k->line) {
        assert_int_equal(foreign_origin_line(s, line, sizeof line), 0);
        gametest_assert_contains(line, k->line);
    }
    if (k->exports) {
        char *back = foreign_export_ap(s, err, sizeof err);
        assert_string_equal(back, ap);
        free(back);
    }
    session_free(s);
}

/* Little Golem's R[resign] and AbstractPlay's last word end the imported
 * game; the exports write the ending back. */
static void test_site_records(void **state)
{
    char err[1024], line[512];
    const char *lg = "(;FF[CONHEX]VA[CONHEX]PB[ann]PW[ben];B[J3];R[F6];B[resign])";
    session_t *s = foreign_load_text("lg", lg, 0, NULL, err, sizeof err);
    if (!s) fail_msg("%s", err);
    assert_int_equal(s->cur, 3);
    assert_int_equal(session_end_of(s, 3, NULL), SESSION_END_RESIGN);
    assert_int_equal(game_head(session_state(s))->winners, 2); /* ben (Blue) wins */
    assert_int_equal(foreign_origin_line(s, line, sizeof line), 0);
    gametest_assert_contains(line, "ann resigned");
    char *back = foreign_export_lg(s, err, sizeof err);
    assert_string_equal(back, lg);
    free(back);
    session_free(s);

    for (size_t i = 0; i < sizeof ap_ends / sizeof ap_ends[0]; i++) ap_end_case(&ap_ends[i]);
    /* Results that contradict the ending are refused: with three players
     * a resignation makes the two others win. */
    const char *wrong = "{\"header\":{\"game\":{\"name\":\"wunchunk\",\"variants\":[\"hex8\"]},\"players\":["
                        "{\"name\":\"a\",\"result\":1},{\"name\":\"b\",\"result\":0},{\"name\":\"c\",\"result\":0}]},"
                        "\"moves\":[[\"resign\"]]}";
    assert_null(foreign_load_text("ap", wrong, 0, NULL, err, sizeof err));
    gametest_assert_contains(err, "the record says Red won, but its moves give Blue and Green");
}

/* A Hexarcade game that ended by a resignation exports with the site's word. */
static void test_export_of_own_game(void **state)
{
    char err[1024];
    session_t *s = new_game("conhex", "pie=off");
    play(s, "J3");
    play(s, "resign 2");
    char *ap = foreign_export_ap(s, err, sizeof err);
    if (!ap) fail_msg("%s", err);
    gametest_assert_contains(ap, "\"moves\":[[\"j9\",\"resign\"]]");
    char *lg = foreign_export_lg(s, err, sizeof err);
    if (!lg) fail_msg("%s", err);
    gametest_assert_contains(lg, ";B[J3];R[resign])");
    /* Read back: the same end. */
    session_t *back = foreign_load_text("ap", ap, 0, NULL, err, sizeof err);
    if (!back) fail_msg("%s", err);
    assert_int_equal(session_end_of(back, back->cur, NULL), SESSION_END_RESIGN);
    session_free(back);
    free(ap);
    free(lg);
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_resign_ends_the_game),
        cmocka_unit_test(test_resign_many_and_draw),
        cmocka_unit_test(test_saved_and_loaded),
        cmocka_unit_test(test_site_records),
        cmocka_unit_test(test_export_of_own_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
