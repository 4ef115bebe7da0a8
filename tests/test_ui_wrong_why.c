/* What went wrong says why in the game's words (issue 50): a ConHex move
 * that does not block the opponent's last peg is told as "this lets Blue
 * connect top to bottom with a peg at ..."; the sentence still says the
 * chance lost and the better move (the block). Recording canvas, dummy SDL drivers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "contract/ai_know.h"
#include "ai/ai_turn.h"
#include "core/level.h"
#include "core/session.h"
#include "ui/app/nav.h"
#include "ui/review/review.h"
#include "uilib_fixture.h"

/* Blue's chain down the left edge lacks its last cell (A10 finishes it);
 * Red to move. */
static const char *const position = "game: conhex\nto-move: 2\nboard:\n"
                                    "1 + + + + + + + + + .\n+ + . . . . . . . + +\n"
                                    "+ 1 + . . . . . + . +\n+ 1 . + . . . + . 2 +\n"
                                    "+ 1 . . + . + . 2 . +\n+ 1 . . . . . . 2 . +\n"
                                    "+ 1 . . + . + . 2 . +\n+ 1 . + . . . + 2 . +\n"
                                    "+ 1 + . . . . . + 2 +\n+ + . . . . . . . + +\n"
                                    ". + + + + + + + + + 2\n";

static void test_why_in_the_games_words(void **state)
{
    uifx_t *f = *state;
    char err[512];
    level_t *lv = level_new();
    assert_non_null(lv);
    assert_int_equal(level_parse(lv, "why", position, err, sizeof err), 0);
    session_t *s = session_new_level(lv, ".", NULL, err, sizeof err);
    level_free(lv);
    assert_non_null(s);
    snprintf(s->seat[0], SESSION_SEAT_LEN, "easy");
    snprintf(s->seat[1], SESSION_SEAT_LEN, "human");
    /* Red plays far from Blue's gap. */
    assert_int_equal(session_play(s, "F6", err, sizeof err), 0);
    /* Blue's winning peg, by the rules: the better move for Red too. */
    move_t win = {0};
    char hole[32], text[600];
    assert_int_equal(ai_find_win(s->game, ai_know_for(s->game), session_state(s), -1, &win, 0, NULL), 1);
    s->game->rules->format(s->game, session_state(s), &win, hole, sizeof hole);
    snprintf(text, sizeof text,
             "hexarcade-review 1 level=medium iterations=800 seed=1 positions=2\n"
             "0 0.4000 0.6000 +0 best %s\n1 0.9500 0.0500 +0 best %s\n", hole, hole);
    assert_int_equal(session_set_review(s, text), 0);
    assert_int_equal(nav_push(&f->ui, NAV_WRONG, (nav_arg_t){.session = s, .first = 2}), 0);
    uifx_steps(f, 2, 0);
    assert_true(review_screen_from_save(uifx_top(f)));
    assert_int_equal(review_wrong_count(uifx_top(f)), 1);
    assert_int_equal(review_wrong_text(uifx_top(f), 0, text, sizeof text), 0);
    print_message("%s\n", text);
    assert_non_null(strstr(text, "Move 1, F6"));
    assert_non_null(strstr(text, "lost 55% of your chance to win."));
    char want[200];
    snprintf(want, sizeof want, "Why: this lets Blue connect top to bottom with a peg at %s", hole);
    if (!strstr(text, want)) fail_msg("'%s' does not say why", text);
    snprintf(want, sizeof want, "Better: %s", hole);
    assert_non_null(strstr(text, want));
    /* On the screen: the sentence wraps in its box, nothing cut. */
    uifx_render(f);
    assert_non_null(crec_find_text(f->rec, "Why:"));
    screen_pop(&f->ss);
    uifx_steps(f, 1, 0);
    session_free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_why_in_the_games_words, uifx_setup, uifx_teardown),
    };
    return cmocka_run_group_tests_name("ui_wrong_why", tests, NULL, NULL);
}
