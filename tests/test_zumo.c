/* Zumo (docs/rules/zumo.md): the Check line, the edge cases
 * (evaporation, several suction lines, a push into the pusher's own stone, a
 * push over the edge with units left over, exact energy and partial-push,
 * pass without a friendly sightline, free first placements, the third
 * repetition, the J11 check), notation, swap, options, levels, events,
 * actions, random_turn's distribution and random games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/game.h"
#include "games/zumo/zumo.h"
#include "lib_gametest.h"

/* ------------------------------------------------------------------------ */
/* Helpers. */

static game_t *zumo(int side, const char *extra) { return gametest_game_sized("zumo", side, extra); }

/* A position from stones "1J12 2J13 ..." (player digit, cell). */
static void *position(const game_t *g, int to_move, const char *stones)
{
    char chars[BOARD_MAX_CELLS], board[4096], text[5000];
    gametest_cell_chars(g, stones, chars);
    board_format_text(&g->board, chars, board, sizeof board);
    snprintf(text, sizeof text, "game: zumo\nsize: %d\nplayers: 2\nto-move: %d\nboard:\n%s", g->setup.side,
             to_move, board);
    return gametest_level_state(g, text);
}

/* The stones of a state as "1C3 2I7 ..." in cell order. */
static const char *stones_of(const game_t *g, const void *st)
{
    static char out[2048];
    char chars[BOARD_MAX_CELLS];
    g->rules->board_chars(g, st, chars);
    out[0] = '\0';
    for (int i = 0; i < g->board.ncells; i++)
        if (chars[i] != '.') {
            if (out[0]) strcat(out, " ");
            size_t n = strlen(out);
            snprintf(out + n, sizeof out - n, "%c%s", chars[i], g->board.cells[i].name);
        }
    return out;
}

/* The sorted legal moves (heap), as gametest_legal with a smaller buffer. */
static char *legal_text(const game_t *g, const void *st) { return gametest_legal_max(g, st, 4000); }

static int word_count(const char *list)
{
    int n = 0;
    for (const char *p = list; *p; p++)
        if (*p != ' ' && (p == list || p[-1] == ' ')) n++;
    return n;
}

/* The legal moves starting with prefix (e.g. "F8" gives "F8 F8,F10+2"). */
static const char *legal_from(const game_t *g, const void *st, const char *prefix)
{
    static char out[8192];
    char *all = legal_text(g, st);
    size_t n = strlen(prefix);
    out[0] = '\0';
    char *save = NULL;
    for (char *w = strtok_r(all, " ", &save); w; w = strtok_r(NULL, " ", &save))
        if (!strncmp(w, prefix, n) && (w[n] == '\0' || w[n] == ',')) {
            if (out[0]) strcat(out, " ");
            strcat(out, w);
        }
    free(all);
    return out;
}

static int act(const game_t *g, void *st, int kind, int a, int n, char *err)
{
    action_t x = {.kind = (int8_t)kind, .player = game_head(st)->to_move, .a = (int16_t)a, .n = (int16_t)n};
    return game_act(g, st, &x, NULL, err, GAME_ERR_MAX);
}

static int has_action(const game_t *g, const void *st, int kind, int a)
{
    action_t out[600];
    int n = g->rules->actions(g, st, out, 600);
    for (int i = 0; i < n; i++)
        if (out[i].kind == kind && (a < 0 || out[i].a == a)) return 1;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Registry, set-up, options, start positions, levels. */

static void test_registry_setup(void **state)
{
    (void)state;
    const game_rules_t *r = game_by_id("zumo");
    assert_non_null(r);
    assert_string_equal(r->name, "Zumo");
    assert_string_equal(r->colour_names[0], "Black");
    assert_string_equal(r->colour_names[1], "White");
    assert_int_equal(r->board_kind, BOARD_HEXHEX);
    assert_int_equal(r->min_side, 6);
    assert_int_equal(r->max_side, 10);
    assert_int_equal(r->min_players, 2);
    assert_int_equal(r->max_players, 2);
    assert_int_equal(r->default_side(2), 10);
    assert_int_equal(r->noptions, 2);
    assert_string_equal(r->options[0].key, "pie");
    assert_int_equal(r->options[0].def, 1);
    assert_string_equal(r->options[1].key, "partial-push");
    assert_int_equal(r->options[1].def, 0);

    game_setup_t s;
    char err[GAME_ERR_MAX], buf[256];
    game_setup_default(r, &s, 2);
    assert_int_equal(s.side, 10);
    game_setup_format_options(r, &s, buf, sizeof buf);
    assert_string_equal(buf, "pie=on partial-push=off");
    assert_int_equal(game_setup_parse(r, &s, "partial-push=on pie=off size=6", err, sizeof err), 0);
    assert_int_equal(s.opt[0], 0);
    assert_int_equal(s.opt[1], 1);
    assert_int_equal(s.side, 6);
    assert_int_not_equal(game_setup_parse(r, &s, "size=5", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "size=11", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "players=3", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "partial=on", err, sizeof err), 0);
    assert_non_null(strstr(err, "unknown option"));
    assert_int_not_equal(game_setup_parse(r, &s, "partial-push=maybe", err, sizeof err), 0);
}

static void test_start_levels(void **state)
{
    (void)state;
    for (int side = 6; side <= 10; side++) {
        game_t *g = zumo(side, NULL);
        void *st = gametest_start(g);
        assert_int_equal(g->board.ncells, 3 * side * side - 3 * side + 1);
        assert_int_equal(game_head(st)->to_move, 1);
        assert_int_equal(game_head(st)->ply, 0);
        assert_int_equal(game_head(st)->status, GAME_ONGOING);
        assert_int_equal(gametest_score1(g, st, 1), 0);
        assert_int_equal(gametest_score1(g, st, 2), 0);
        assert_string_equal(stones_of(g, st), "");
        gametest_board_roundtrip(g, st);
        free(st);
        game_free(g);
    }
    /* The default set-up is side 10, J10 the centre. */
    game_t *g = gametest_game("zumo", "");
    assert_int_equal(g->setup.side, 10);
    int j10 = gametest_cell(g, "J10");
    assert_int_equal(g->board.cells[j10].c, 9);
    assert_int_equal(g->board.cells[j10].r, 9);
    for (int d = 0; d < 6; d++) assert_true(g->board.dir_nb[j10][d] >= 0);
    game_free(g);
}

/* The message of a level that parses but that g refuses to load (static). */
static const char *init_error(const game_t *g, const char *file, const char *text)
{
    static char err[GAME_ERR_MAX];
    level_t *lv = level_new();
    void *st = game_state_new(g);
    assert_non_null(lv);
    assert_non_null(st);
    assert_int_equal(level_parse(lv, file, text, err, sizeof err), 0);
    assert_int_not_equal(game_init_level(g, st, lv, err, sizeof err), 0);
    level_free(lv);
    free(st);
    return err;
}

static void test_levels(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    /* A loaded position: White to move, stones counted, swap never offered. */
    void *st = position(g, 2, "1F6 2A1 2K11");
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(gametest_score1(g, st, 1), 1);
    assert_int_equal(gametest_score1(g, st, 2), 2);
    assert_string_equal(stones_of(g, st), "2A1 1F6 2K11");
    gametest_board_roundtrip(g, st);
    free(st);

    const char *err;
    const char *head = "game: zumo\nsize: 6\nplayers: 2\nto-move: 1\nboard:\n";
    char text[2048];
    /* a bad character: file and line named, the character and cell too */
    snprintf(text, sizeof text, "%s%s", head,
             "     . . . . . .\n    . . . . . . .\n   . . x . . . . .\n  . . . . . . . . .\n"
             " . . . . . . . . . .\n. . . . . . . . . . .\n . . . . . . . . . .\n  . . . . . . . . .\n"
             "   . . . . . . . .\n    . . . . . . .\n     . . . . . .\n");
    err = init_error(g, "bad-char.txt", text);
    assert_non_null(strstr(err, "bad-char.txt:8:"));
    assert_non_null(strstr(err, "'x'"));
    assert_non_null(strstr(err, "F9"));
    /* a row too short */
    snprintf(text, sizeof text, "%s%s", head,
             "     . . . . . .\n    . . . . . . .\n   . . . . . . . .\n  . . . . . . . .\n"
             " . . . . . . . . . .\n. . . . . . . . . . .\n . . . . . . . . . .\n  . . . . . . . . .\n"
             "   . . . . . . . .\n    . . . . . . .\n     . . . . . .\n");
    err = init_error(g, "short-row.txt", text);
    assert_non_null(strstr(err, "short-row.txt:9:"));
    assert_non_null(strstr(err, "has 8 cells, expected 9"));
    /* too few rows */
    snprintf(text, sizeof text, "%s%s", head, "     . . . . . .\n");
    err = init_error(g, "rows.txt", text);
    assert_non_null(strstr(err, "rows.txt:"));
    assert_non_null(strstr(err, "expected 11"));
    /* a digit of no Zumo player */
    snprintf(text, sizeof text, "%s%s", head,
             "     . . . . . .\n    . . . . . . .\n   . . . . . . . .\n  . . . . . . . . .\n"
             " . . . . . . . . . .\n. . . . . 3 . . . . .\n . . . . . . . . . .\n  . . . . . . . . .\n"
             "   . . . . . . . .\n    . . . . . . .\n     . . . . . .\n");
    err = init_error(g, "three.txt", text);
    assert_non_null(strstr(err, "three.txt:11:"));
    assert_non_null(strstr(err, "'3'"));
    /* a level of the wrong size */
    snprintf(text, sizeof text, "game: zumo\nsize: 7\nplayers: 2\nboard:\n");
    err = init_error(g, "size.txt", text);
    assert_non_null(strstr(err, "size.txt:2:"));
    game_free(g);
}

/* ------------------------------------------------------------------------ */
/* The Check of docs/rules/zumo.md: J11 on side 10. */

#define J11_POS "2J8 2G11 2M11 1J13 1C3"

static void test_check_j11(void **state)
{
    (void)state;
    game_t *g = zumo(10, NULL);
    void *st = position(g, 2, J11_POS);
    assert_string_equal(legal_from(g, st, "J11"), "J11 J11,J13+3");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "J11,J13+3", &ev);
    /* three friendly stones moved one step closer, the black stone three further up */
    assert_string_equal(stones_of(g, st), "1C3 2H11 2J9 2J11 1J16 2L11");
    assert_int_equal(gametest_find_verb(&ev, ZUMO_EV_ENERGY)->value, 3);
    assert_int_equal(gametest_count_verb(&ev, ZUMO_EV_SIGHTLINE), 3);
    assert_int_equal(gametest_count_verb(&ev, ZUMO_EV_SLIDE), 3);
    assert_int_equal(gametest_count_verb(&ev, ZUMO_EV_PUSH), 3);
    assert_int_equal(game_head(st)->to_move, 1);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

static void test_events_order(void **state)
{
    (void)state;
    game_t *g = zumo(10, NULL);
    void *st = position(g, 2, J11_POS);
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "J11,J13+3", &ev);
    const event_t *place = gametest_find_event(&ev, EV_PLACE), *line = gametest_find_verb(&ev, ZUMO_EV_SIGHTLINE);
    const event_t *slide = gametest_find_verb(&ev, ZUMO_EV_SLIDE), *energy = gametest_find_verb(&ev, ZUMO_EV_ENERGY);
    assert_non_null(place);
    assert_int_equal(place->cell, gametest_cell(g, "J11"));
    assert_int_equal(place->player, 2);
    assert_true(line->beat > place->beat);
    assert_int_equal(line->value, 1);
    assert_int_equal(line->cell, gametest_cell(g, "J11"));
    assert_true(slide->beat > line->beat);
    assert_true(energy->beat > slide->beat);
    /* each push unit in a beat of its own, after the energy */
    int last = energy->beat, pushes = 0;
    for (int i = 0; i < ev.n; i++) {
        const event_t *e = &ev.ev[i];
        if (gametest_is_verb(e, ZUMO_EV_SLIDE)) assert_int_equal(e->beat, slide->beat);
        if (!gametest_is_verb(e, ZUMO_EV_PUSH)) continue;
        assert_true(e->beat > last);
        last = e->beat;
        assert_int_equal(e->player, 1);
        assert_int_equal(e->value, 2); /* direction (0,+1) */
        assert_int_equal(e->cell, gametest_cell(g, pushes == 0 ? "J13" : pushes == 1 ? "J14" : "J15"));
        pushes++;
    }
    assert_int_equal(pushes, 3);
    /* White's count stays (placed one, none lost): a score event only if it changed */
    assert_int_equal(gametest_score1(g, st, 2), 4);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Edge cases of the issue. */

static void test_evaporation_uncovers(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    /* F6 is adjacent to F5: it evaporates, still gives its unit, and uncovers F9 */
    void *st = position(g, 1, "1F6 2F9 2A1");
    assert_string_equal(legal_from(g, st, "F5"), "F5 F5,F9+1");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "F5,F9+1", &ev);
    assert_string_equal(stones_of(g, st), "2A1 1F5 2F10");
    const event_t *e = gametest_find_verb(&ev, ZUMO_EV_EVAPORATE);
    assert_non_null(e);
    assert_int_equal(e->cell, gametest_cell(g, "F6"));
    assert_int_equal(e->cell2, gametest_cell(g, "F5"));
    assert_int_equal(gametest_find_verb(&ev, ZUMO_EV_ENERGY)->value, 1);
    assert_int_equal(gametest_count_verb(&ev, ZUMO_EV_SLIDE), 0);
    event_list_free(&ev);
    /* without the push the evaporation alone */
    free(st);
    st = position(g, 1, "1F6 2F9 2A1");
    gametest_play(g, st, "F5");
    assert_string_equal(stones_of(g, st), "2A1 1F5 2F9");
    assert_int_equal(gametest_score1(g, st, 1), 1);
    free(st);
    game_free(g);
}

static void test_several_suction_lines(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    /* D4 sees G4 (3 away), D7 (3), B2 (2) and C4 (adjacent): four units */
    void *st = position(g, 1, "1G4 1D7 1B2 1C4 2I7");
    assert_string_equal(legal_from(g, st, "D4"), "D4");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "D4", &ev);
    assert_string_equal(stones_of(g, st), "1C3 1D4 1D6 1F4 2I7");
    assert_int_equal(gametest_find_verb(&ev, ZUMO_EV_ENERGY)->value, 4);
    assert_int_equal(gametest_count_verb(&ev, ZUMO_EV_SIGHTLINE), 4);
    assert_int_equal(gametest_count_verb(&ev, ZUMO_EV_SLIDE), 3);
    assert_int_equal(gametest_count_verb(&ev, ZUMO_EV_EVAPORATE), 1);
    /* every suction step in one beat */
    int beat = gametest_find_verb(&ev, ZUMO_EV_SLIDE)->beat;
    for (int i = 0; i < ev.n; i++)
        if (gametest_is_verb(&ev.ev[i], ZUMO_EV_SLIDE) || gametest_is_verb(&ev.ev[i], ZUMO_EV_EVAPORATE)) assert_int_equal(ev.ev[i].beat, beat);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

static void test_push_removes_own_stone(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    /* F3 draws F1 to F2 (one unit); the white F5 pushed one cell enters F6,
     * removing Black's own stone there */
    void *st = position(g, 1, "1F1 2F5 1F6 2A1");
    assert_string_equal(legal_from(g, st, "F3"), "F3 F3,F5+1");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "F3,F5+1", &ev);
    assert_string_equal(stones_of(g, st), "2A1 1F2 1F3 2F6");
    const event_t *e = gametest_find_verb(&ev, ZUMO_EV_SHATTER);
    assert_non_null(e);
    assert_int_equal(e->cell, gametest_cell(g, "F6"));
    assert_int_equal(e->player, 1);
    assert_int_equal(e->beat, gametest_find_verb(&ev, ZUMO_EV_PUSH)->beat);
    assert_int_equal(gametest_score1(g, st, 1), 2);
    assert_int_equal(gametest_score1(g, st, 2), 2);
    /* a score event for Black, who lost F6 */
    int seen = 0;
    for (int i = 0; i < ev.n; i++)
        if (ev.ev[i].kind == EV_SCORE && ev.ev[i].player == 1 && ev.ev[i].value == 2) seen = 1;
    assert_true(seen);
    event_list_free(&ev);
    free(st);

    /* two units through two stones of either colour */
    st = position(g, 1, "1F1 1D3 2F5 1F6 2F7 2A1");
    gametest_play(g, st, "F3,F5+2");
    assert_string_equal(stones_of(g, st), "2A1 1E3 1F2 1F3 2F7");
    free(st);
    game_free(g);
}

static void test_push_off_with_units_left(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    /* F8: four friendly lines (H8, C8, F5, D6), the white F10 one cell from the edge */
    const char *pos = "1H8 1C8 1F5 1D6 2F10 2A6";
    void *st = position(g, 1, pos);
    assert_string_equal(legal_from(g, st, "F8"), "F8 F8,F10+2");
    const char *msg = gametest_refuse(g, st, "F8,F10+4");
    assert_non_null(strstr(msg, "falls off the board after 2 units"));
    assert_null(strstr(msg, "F10+")); /* in words, not in notation */
    msg = gametest_refuse(g, st, "F8,F10+1");
    assert_non_null(strstr(msg, "whole energy"));
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "F8,F10+2", &ev);
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 1);
    assert_int_equal(gametest_score1(g, st, 2), 1);
    const event_t *fall = gametest_find_verb(&ev, ZUMO_EV_FALL);
    assert_non_null(fall);
    assert_int_equal(fall->cell, gametest_cell(g, "F11"));
    assert_int_equal(fall->value, 2);
    const event_t *win = gametest_find_event(&ev, EV_WIN);
    assert_non_null(win);
    assert_int_equal(win->value, 1);
    assert_true(win->beat > fall->beat);
    assert_true(gametest_count_events(&ev, EV_CHAIN) >= 1);
    char res[64];
    game_result_text(st, res, sizeof res);
    assert_string_equal(res, "winner 1");
    move_t m[4];
    assert_int_equal(g->rules->moves(g, st, m, 4), 0);
    gametest_refuse(g, st, "A2");
    event_list_free(&ev);
    free(st);

    /* unit by unit: the second unit wins, nothing else is needed */
    st = position(g, 1, pos);
    char err[GAME_ERR_MAX];
    assert_int_equal(act(g, st, ACT_PLACE, gametest_cell(g, "F8"), 0, err), 0);
    assert_int_not_equal(act(g, st, ACT_PUSH, gametest_cell(g, "F10"), 3, err), 0);
    assert_non_null(strstr(err, "F10 falls off the board after 2 units"));
    assert_int_equal(act(g, st, ACT_PUSH, gametest_cell(g, "F10"), 1, err), 0);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    assert_int_not_equal(act(g, st, ACT_END, -1, 0, err), 0); /* 1 of 4 spent */
    assert_int_equal(act(g, st, ACT_PUSH, gametest_cell(g, "F10"), 1, err), 0);
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->in_turn, 0);
    free(st);

    /* with partial-push the one-unit push is listed too */
    game_t *gp = zumo(6, "partial-push=on");
    st = position(gp, 1, pos);
    assert_string_equal(legal_from(gp, st, "F8"), "F8 F8,F10+1 F8,F10+2");
    free(st);
    game_free(gp);
    game_free(g);
}

static void test_exact_energy_and_partial(void **state)
{
    (void)state;
    game_t *g = zumo(10, NULL);
    void *st = position(g, 2, J11_POS);
    const char *msg = gametest_refuse(g, st, "J11,J13+2");
    assert_non_null(strstr(msg, "whole energy"));
    assert_non_null(strstr(msg, "2 of 3"));
    msg = gametest_refuse(g, st, "J11,J13+4");
    assert_non_null(strstr(msg, "3 units"));
    msg = gametest_refuse(g, st, "J11,J8+1"); /* J8 is White's own, sucked in */
    assert_non_null(strstr(msg, "not the first opposing stone"));
    /* action by action */
    char err[GAME_ERR_MAX];
    assert_int_equal(act(g, st, ACT_PLACE, gametest_cell(g, "J11"), 0, err), 0);
    assert_true(has_action(g, st, ACT_END, -1)); /* no unit spent yet */
    assert_true(has_action(g, st, ACT_PUSH, gametest_cell(g, "J13")));
    char status[128];
    g->rules->status_text(g, st, status, sizeof status);
    assert_non_null(strstr(status, "Energy 3"));
    assert_int_equal(act(g, st, ACT_PUSH, gametest_cell(g, "J13"), 1, err), 0);
    assert_false(has_action(g, st, ACT_END, -1));
    assert_int_not_equal(act(g, st, ACT_END, -1, 0, err), 0);
    assert_non_null(strstr(err, "whole energy"));
    g->rules->status_text(g, st, status, sizeof status);
    assert_non_null(strstr(status, "2 units left"));
    assert_int_equal(act(g, st, ACT_PUSH, gametest_cell(g, "J13"), 2, err), 0);
    assert_false(has_action(g, st, ACT_PUSH, -1));
    assert_true(has_action(g, st, ACT_END, -1));
    assert_int_not_equal(act(g, st, ACT_PUSH, gametest_cell(g, "J13"), 1, err), 0);
    assert_int_equal(act(g, st, ACT_END, -1, 0, err), 0);
    assert_string_equal(stones_of(g, st), "1C3 2H11 2J9 2J11 1J16 2L11");
    free(st);

    game_t *gp = zumo(10, "partial-push=on");
    st = position(gp, 2, J11_POS);
    assert_string_equal(legal_from(gp, st, "J11"), "J11 J11,J13+1 J11,J13+2 J11,J13+3");
    gametest_play(gp, st, "J11,J13+2");
    assert_string_equal(stones_of(gp, st), "1C3 2H11 2J9 2J11 1J15 2L11");
    free(st);
    /* partial: the turn may end after any unit */
    st = position(gp, 2, J11_POS);
    assert_int_equal(act(gp, st, ACT_PLACE, gametest_cell(gp, "J11"), 0, err), 0);
    assert_int_equal(act(gp, st, ACT_PUSH, gametest_cell(gp, "J13"), 1, err), 0);
    assert_true(has_action(gp, st, ACT_END, -1));
    assert_int_equal(act(gp, st, ACT_END, -1, 0, err), 0);
    free(st);
    game_free(gp);
    game_free(g);
}

static void test_allocations_over_lines(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    /* E5: friendly lines to E2 and H5 (two units); opposing E8 (room 2 up)
     * and C5 (room 2 left) */
    void *st = position(g, 1, "1E2 1H5 2E8 2C5");
    const char *l = legal_from(g, st, "E5");
    assert_string_equal(l, "E5 E5,C5+1,E8+1 E5,C5+2 E5,E8+2");
    /* input in any order and case, blanks around parts */
    void *cp = malloc(g->rules->state_size);
    memcpy(cp, st, g->rules->state_size);
    gametest_play(g, cp, " e5 , e8 + 1 , C5+1 ");
    assert_string_equal(stones_of(g, cp), "2B5 1E3 1E5 2E9 1G5");
    free(cp);
    free(st);
    game_free(g);
}

static void test_no_sightline_only_pass(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    /* Black's only stone A1 is walled in by White: no friendly sightline anywhere */
    void *st = position(g, 1, "1A1 2A2 2B1 2B2");
    char *l = legal_text(g, st);
    assert_string_equal(l, "pass");
    free(l);
    const char *msg = gametest_refuse(g, st, "C3");
    assert_non_null(strstr(msg, "friendly sightline"));
    assert_true(has_action(g, st, ACT_PASS, -1));
    assert_false(has_action(g, st, ACT_PLACE, -1));
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "pass", &ev);
    assert_int_equal(gametest_count_events(&ev, EV_PASS), 1);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(game_head(st)->passes, 1);
    /* White can place: pass refused */
    msg = gametest_refuse(g, st, "pass");
    assert_non_null(strstr(msg, "only when you cannot place"));
    gametest_play(g, st, "C3");
    assert_int_equal(game_head(st)->passes, 0);
    event_list_free(&ev);
    free(st);

    /* a full board: both must pass, and two passes in a row are a draw */
    char full[2048] = "";
    for (int i = 0; i < g->board.ncells; i++) {
        size_t n = strlen(full);
        snprintf(full + n, sizeof full - n, "%s%c%s", i ? " " : "", '1' + (i % 2), g->board.cells[i].name);
    }
    st = position(g, 1, full);
    l = legal_text(g, st);
    assert_string_equal(l, "pass");
    free(l);
    event_list_init(&ev);
    gametest_play_ev(g, st, "pass", &ev);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    gametest_play_ev(g, st, "pass", &ev);
    assert_int_equal(game_head(st)->status, GAME_DRAW);
    char res[64];
    game_result_text(st, res, sizeof res);
    assert_string_equal(res, "draw");
    assert_int_equal(gametest_find_event(&ev, EV_WIN)->value, 0);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

static void test_first_placements_free(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    void *st = gametest_start(g);
    char *l = legal_text(g, st);
    assert_int_equal(word_count(l), 91);
    assert_false(gametest_has_word(l, "swap"));
    free(l);
    char status[128];
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "Black: free first placement");
    gametest_play(g, st, "F6");
    /* White has no stone: any empty cell, plus swap */
    l = legal_text(g, st);
    assert_int_equal(word_count(l), 91);
    assert_true(gametest_has_word(l, "swap"));
    assert_true(gametest_has_word(l, "A1"));
    free(l);
    gametest_refuse(g, st, "F6");
    gametest_play(g, st, "A1");
    /* Black's second placement needs a friendly sightline */
    const char *msg = gametest_refuse(g, st, "A2");
    assert_non_null(strstr(msg, "friendly sightline"));
    gametest_play(g, st, "F8");
    assert_string_equal(stones_of(g, st), "2A1 1F7 1F8");
    /* White's second one too: C1 sees A1, K10 does not */
    gametest_refuse(g, st, "K10");
    gametest_play(g, st, "C1");
    assert_string_equal(stones_of(g, st), "2B1 2C1 1F7 1F8");
    free(st);

    /* a loaded position where White has no stone: White's placement is free */
    st = position(g, 2, "1F6 1F7");
    l = legal_text(g, st);
    assert_int_equal(word_count(l), 89);
    assert_false(gametest_has_word(l, "swap"));
    free(l);
    free(st);
    game_free(g);
}

/* The start C3/I7 with Black to move recurs every four turns. */
static void test_third_repetition(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    void *st = position(g, 1, "1C3 2I7");
    const char *cycle[] = {"C4", "I8", "C3", "I7", "C4", "I8", "C3"};
    for (int i = 0; i < 7; i++) gametest_play(g, st, cycle[i]);
    assert_string_equal(stones_of(g, st), "1C3 2I8");
    /* I7 would make C3/I7, Black to move, occur a third time */
    const char *msg = gametest_refuse(g, st, "I7");
    assert_non_null(strstr(msg, "third time"));
    char *l = legal_text(g, st);
    assert_false(gametest_has_word(l, "I7"));
    assert_true(gametest_has_word(l, "I9"));
    assert_false(gametest_has_word(l, "pass"));
    free(l);
    gametest_refuse(g, st, "pass");
    /* random play never takes it */
    rng_t rng;
    rng_seed(&rng, 7);
    void *cp = malloc(g->rules->state_size);
    for (int i = 0; i < 300; i++) {
        memcpy(cp, st, g->rules->state_size);
        assert_int_equal(g->rules->random_turn(g, cp, &rng), 0);
        assert_string_not_equal(stones_of(g, cp), "1C3 2I7");
    }
    /* action by action: the placement is refused (its only turn repeats) */
    char err[GAME_ERR_MAX];
    assert_int_not_equal(act(g, st, ACT_PLACE, gametest_cell(g, "I7"), 0, err), 0);
    assert_non_null(strstr(err, "third time"));
    assert_false(has_action(g, st, ACT_PLACE, gametest_cell(g, "I7")));
    /* another move, then the second occurrence of other positions is fine */
    gametest_play(g, st, "I9");
    free(cp);
    free(st);

    /* A winning push is barred as well when it makes a position occur a third
     * time. X = Black C3, White C1 H9, White to move: reached twice by the
     * cycle C3 H10 D3 H9 C3; then White brings a stone to A1 and back (A1
     * draws C1 to B1, C1 evaporates B1) while Black goes C3 -> C4, and
     * C3,A1+1 (A1 pushed off) would make X again. */
    st = position(g, 1, "1D3 2C1 2H9");
    const char *seq[] = {"C3", "H10", "D3", "H9", "C3", "A1", "C4", "C1"};
    for (int i = 0; i < 8; i++) gametest_play(g, st, seq[i]);
    assert_string_equal(stones_of(g, st), "2A1 2C1 1C4 2H9");
    l = legal_text(g, st);
    assert_false(gametest_has_word(l, "C3,A1+1"));
    assert_true(gametest_has_word(l, "C3,C1+1")); /* the other winning push makes another position */
    assert_true(gametest_has_word(l, "C3"));
    free(l);
    msg = gametest_refuse(g, st, "C3,A1+1");
    assert_non_null(strstr(msg, "third time"));
    cp = malloc(g->rules->state_size);
    for (int i = 0; i < 300; i++) {
        memcpy(cp, st, g->rules->state_size);
        assert_int_equal(g->rules->random_turn(g, cp, &rng), 0);
        assert_string_not_equal(stones_of(g, cp), "1C3 2C1 2H9");
    }
    free(cp);
    assert_int_equal(act(g, st, ACT_PLACE, gametest_cell(g, "C3"), 0, err), 0);
    assert_false(has_action(g, st, ACT_PUSH, gametest_cell(g, "A1")));
    assert_true(has_action(g, st, ACT_PUSH, gametest_cell(g, "C1")));
    assert_int_not_equal(act(g, st, ACT_PUSH, gametest_cell(g, "A1"), 1, err), 0);
    assert_non_null(strstr(err, "third time"));
    free(st);
    st = position(g, 1, "1D3 2C1 2H9");
    for (int i = 0; i < 8; i++) gametest_play(g, st, seq[i]);
    gametest_play(g, st, "C3,C1+1");
    assert_int_equal(game_head(st)->status, GAME_WIN);
    free(st);
    game_free(g);
}

static void test_duplicate_outcomes_listed_once(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    /* C2 . . C5: C3 evaporates C2 and draws C5 to C4; C4 evaporates C5 and
     * draws C2 to C3 - the same position, listed once (C3, the first text) */
    void *st = position(g, 1, "1C2 1C5 2I7");
    char *l = legal_text(g, st);
    assert_true(gametest_has_word(l, "C3"));
    assert_false(gametest_has_word(l, "C4"));
    free(l);
    void *a = malloc(g->rules->state_size), *b = malloc(g->rules->state_size);
    memcpy(a, st, g->rules->state_size);
    memcpy(b, st, g->rules->state_size);
    gametest_play(g, a, "C3");
    gametest_play(g, b, "C4"); /* still a legal turn */
    assert_string_equal(stones_of(g, a), stones_of(g, b));
    assert_string_equal(stones_of(g, a), "1C3 1C4 2I7");
    free(a);
    free(b);
    /* random play draws every listed outcome and nothing else */
    rng_t rng;
    rng_seed(&rng, 3);
    void *cp = malloc(g->rules->state_size);
    int c3c4 = 0, draws = 6000;
    for (int i = 0; i < draws; i++) {
        memcpy(cp, st, g->rules->state_size);
        g->rules->random_turn(g, cp, &rng);
        c3c4 += !strcmp(stones_of(g, cp), "1C3 1C4 2I7");
    }
    l = legal_text(g, st);
    int n = word_count(l);
    free(l);
    /* about 1/n of the draws, not 2/n */
    assert_true(c3c4 > draws * 6 / (10 * n) && c3c4 < draws * 14 / (10 * n));
    free(cp);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Notation, swap, actions, views. */

static void test_notation(void **state)
{
    (void)state;
    game_t *g = zumo(10, NULL);
    void *st = position(g, 2, J11_POS);
    move_t m;
    char err[GAME_ERR_MAX], out[MOVE_TEXT_MAX];
    struct { const char *in, *out; } ok[] = {
        {"J11", "J11"}, {"j11", "J11"}, {"  J11 ", "J11"}, {"J11,J13+3", "J11,J13+3"},
        {" j11 , j13 + 3 ", "J11,J13+3"}, {"F5,H5+2,F8+1", "F5,F8+1,H5+2"}, {"PASS", "pass"},
        {" swap ", "swap"}, {"A1,S10+1,A10+2", "A1,A10+2,S10+1"}, {"J11,J19+6", "J11,J19+6"}};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        if (g->rules->parse(g, st, ok[i].in, &m, err, sizeof err)) fail_msg("'%s': %s", ok[i].in, err);
        g->rules->format(g, st, &m, out, sizeof out);
        assert_string_equal(out, ok[i].out);
    }
    /* the placement and the pushes become actions; a push off the board goes last */
    assert_int_equal(g->rules->parse(g, st, "J11,J19+1,J13+3", &m, err, sizeof err), 0);
    assert_int_equal(m.n, 3);
    assert_int_equal(m.a[0].kind, ACT_PLACE);
    assert_int_equal(m.a[2].a, gametest_cell(g, "J19"));
    assert_int_equal(m.a[2].n, 1);
    struct { const char *in, *says; } bad[] = {
        {"", "empty move"},
        {"   ", "empty move"},
        {"Z9", "no cell 'Z9' on a side-10 board"},
        {"J0", "no cell 'J0'"},
        {"A11", "no cell 'A11'"},
        {"%", "expected a cell"},
        {"J11,", "found the end"},
        {"J11,J13", "needs its units"},
        {"J11,J13+", "expected the number of units"},
        {"J11,J13+x", "expected the number of units"},
        {"J11,J13+0", "+0 is invalid"},
        {"J11,J13+7", "at most 6 units"},
        {"J11,J13+3,J13+1", "pushed twice"},
        {"J11+3", "expected ',' or the end after 'J11'"},
        {"J11 J12", "expected ',' or the end"},
        {"J11;J13+3", "expected ',' or the end"},
        {"J11,J13+3x", "expected ',' or the end after 'J13'"},
        {"pass,J11", "'pass' stands alone"},
        {"swap J11", "'swap' stands alone"},
        {"J11,+3", "expected a pushed stone's cell"},
        {"J11,J19+1,J1+9", "at most 6 units"},
        {"J11,J19+1,J1+1", "only one stone can be pushed off"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (!g->rules->parse(g, st, bad[i].in, &m, err, sizeof err)) fail_msg("'%s' parsed", bad[i].in);
        if (!strstr(err, bad[i].says)) fail_msg("'%s': '%s' does not say '%s'", bad[i].in, err, bad[i].says);
        gametest_refuse(g, st, bad[i].in);
    }
    /* format merges units given one action at a time and sorts pushes by cell */
    move_t u = {.n = 5};
    u.a[0] = (action_t){.kind = ACT_PLACE, .a = (int16_t)gametest_cell(g, "J11")};
    u.a[1] = (action_t){.kind = ACT_PUSH, .a = (int16_t)gametest_cell(g, "J13"), .n = 1};
    u.a[2] = (action_t){.kind = ACT_PUSH, .a = (int16_t)gametest_cell(g, "B2"), .n = 1};
    u.a[3] = (action_t){.kind = ACT_PUSH, .a = (int16_t)gametest_cell(g, "J13"), .n = 1};
    u.a[4] = (action_t){.kind = ACT_END};
    g->rules->format(g, st, &u, out, sizeof out);
    assert_string_equal(out, "J11,B2+1,J13+2");
    free(st);
    game_free(g);
}

static void test_illegal_refusals(void **state)
{
    (void)state;
    game_t *g = zumo(10, NULL);
    void *st = position(g, 2, J11_POS);
    const char *msg = gametest_refuse(g, st, "J13");
    assert_non_null(strstr(msg, "occupied"));
    msg = gametest_refuse(g, st, "A1");
    assert_non_null(strstr(msg, "friendly sightline"));
    msg = gametest_refuse(g, st, "J11,C3+1");
    assert_non_null(strstr(msg, "not the first opposing stone on a line from J11"));
    msg = gametest_refuse(g, st, "J11,J11+1");
    assert_non_null(strstr(msg, "not the first opposing stone"));
    msg = gametest_refuse(g, st, "swap");
    assert_non_null(strstr(msg, "swap"));
    /* actions out of range or out of turn never crash */
    char err[GAME_ERR_MAX];
    assert_int_not_equal(act(g, st, ACT_PLACE, -1, 0, err), 0);
    assert_int_not_equal(act(g, st, ACT_PLACE, 5000, 0, err), 0);
    assert_int_not_equal(act(g, st, ACT_PUSH, gametest_cell(g, "J13"), 1, err), 0);
    assert_non_null(strstr(err, "place a stone before pushing"));
    assert_int_not_equal(act(g, st, ACT_END, -1, 0, err), 0);
    assert_int_not_equal(act(g, st, ACT_MOVE, 1, 2, err), 0);
    assert_int_not_equal(act(g, st, ACT_THROW, 1, 2, err), 0);
    assert_int_not_equal(act(g, st, 99, 1, 2, err), 0);
    assert_int_equal(act(g, st, ACT_PLACE, gametest_cell(g, "J11"), 0, err), 0);
    assert_int_not_equal(act(g, st, ACT_PLACE, gametest_cell(g, "J12"), 0, err), 0);
    assert_non_null(strstr(err, "one stone per turn"));
    assert_int_not_equal(act(g, st, ACT_PUSH, -7, 1, err), 0);
    assert_int_not_equal(act(g, st, ACT_PUSH, 30000, 1, err), 0);
    assert_int_not_equal(act(g, st, ACT_PUSH, gametest_cell(g, "J13"), 0, err), 0);
    assert_int_not_equal(act(g, st, ACT_PUSH, gametest_cell(g, "J13"), -3, err), 0);
    assert_int_not_equal(act(g, st, ACT_PUSH, gametest_cell(g, "J13"), 4, err), 0);
    assert_int_not_equal(act(g, st, ACT_PASS, -1, 0, err), 0);
    assert_int_not_equal(act(g, st, ACT_SWAP, -1, 0, err), 0);
    /* a whole move cannot start inside a turn */
    assert_int_not_equal(game_play(g, st, "J12", NULL, NULL, 0, err, sizeof err), 0);
    free(st);
    /* random actions, between turns and inside them, never crash; a refusal
     * changes nothing, an accepted action keeps the turn machine sane */
    rng_t rng;
    rng_seed(&rng, 17);
    void *base = position(g, 2, J11_POS), *cp = malloc(g->rules->state_size);
    event_list_t ev;
    event_list_init(&ev);
    for (int t = 0; t < 3000; t++) {
        memcpy(cp, base, g->rules->state_size);
        for (int k = 0; k < 6 && !game_is_over(cp); k++) {
            action_t x = {.kind = (int8_t)rng_below(&rng, 12), .player = (int8_t)rng_below(&rng, 4),
                          .a = (int16_t)((int)rng_below(&rng, 300) - 10), .n = (int16_t)((int)rng_below(&rng, 9) - 2)};
            if (rng_below(&rng, 2)) { /* often a sensible one */
                action_t list[600];
                int na = g->rules->actions(g, cp, list, 600);
                if (na > 0) x = list[rng_below(&rng, (uint32_t)na)];
            }
            int16_t before = game_head(cp)->in_turn;
            int32_t ply = game_head(cp)->ply;
            event_list_clear(&ev);
            if (game_act(g, cp, &x, &ev, err, sizeof err) == 0)
                assert_true(game_head(cp)->in_turn == before + 1 || game_head(cp)->ply == ply + 1);
            else
                assert_int_equal(ev.n, 0);
        }
    }
    event_list_free(&ev);
    free(cp);
    free(base);
    game_free(g);
}

static void test_swap(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    void *st = gametest_start(g);
    gametest_refuse(g, st, "swap");
    gametest_play(g, st, "F6");
    assert_true(has_action(g, st, ACT_SWAP, -1));
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "swap", &ev);
    assert_int_equal(gametest_count_events(&ev, EV_SWAP), 1);
    assert_int_equal(game_head(st)->swapped, 1);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(game_head(st)->ply, 2);
    assert_string_equal(stones_of(g, st), "1F6");
    char *l = legal_text(g, st);
    assert_false(gametest_has_word(l, "swap"));
    assert_int_equal(word_count(l), 90);
    free(l);
    gametest_refuse(g, st, "swap");
    gametest_play(g, st, "A1");
    gametest_refuse(g, st, "swap");
    event_list_free(&ev);
    free(st);

    /* pie off: never */
    game_t *g2 = zumo(6, "pie=off");
    st = gametest_start(g2);
    gametest_play(g2, st, "F6");
    l = legal_text(g2, st);
    assert_false(gametest_has_word(l, "swap"));
    free(l);
    const char *msg = gametest_refuse(g2, st, "swap");
    assert_non_null(strstr(msg, "pie rule"));
    free(st);
    game_free(g2);

    /* a loaded position never offers it */
    st = position(g, 1, "");
    gametest_play(g, st, "F6");
    gametest_refuse(g, st, "swap");
    free(st);
    game_free(g);
}

static void test_score_view_status(void **state)
{
    (void)state;
    game_t *g = zumo(10, NULL);
    void *st = position(g, 2, J11_POS);
    assert_int_equal(gametest_score1(g, st, 1), 2);
    assert_int_equal(gametest_score1(g, st, 2), 3);
    int out[4];
    assert_int_equal(g->rules->score(g, st, 3, out, 4), 0);
    game_view_t v;
    g->rules->view(g, st, &v);
    assert_int_equal(v.cell[gametest_cell(g, "J13")], 1);
    assert_int_equal(v.cell[gametest_cell(g, "J8")], 2);
    assert_int_equal(v.cell[gametest_cell(g, "J11")], 0);
    char status[128];
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "");
    char err[GAME_ERR_MAX];
    assert_int_equal(act(g, st, ACT_PLACE, gametest_cell(g, "J11"), 0, err), 0);
    assert_int_equal(act(g, st, ACT_PUSH, gametest_cell(g, "J13"), 2, err), 0);
    g->rules->view(g, st, &v);
    assert_int_equal(v.mark[gametest_cell(g, "J11")], 1);
    assert_int_equal(v.mark[gametest_cell(g, "J9")], 1);  /* slid */
    assert_int_equal(v.mark[gametest_cell(g, "J15")], 1); /* pushed */
    assert_int_equal(v.mark[gametest_cell(g, "C3")], 0);
    assert_int_equal(v.cell[gametest_cell(g, "J15")], 1);
    g->rules->status_text(g, st, status, sizeof status);
    assert_string_equal(status, "Energy 3 - 1 unit left to push");
    free(st);
    game_free(g);
}

/* Undo is a copy of the previous state; replaying the recorded texts from
 * the start gives every state again byte for byte (no hidden history). */
static void test_undo_by_copies(void **state)
{
    (void)state;
    game_t *g = zumo(8, "partial-push=on");
    size_t sz = g->rules->state_size;
    assert_true(sz <= 1440); /* small enough to copy freely */
    void *st = gametest_start(g), *replay = gametest_start(g);
    enum { N = 60 };
    char texts[N][MOVE_TEXT_MAX];
    void *hist[N + 1];
    move_t *moves = malloc(sizeof(move_t) * 2000);
    rng_t rng;
    rng_seed(&rng, 11);
    int n = 0;
    hist[0] = malloc(sz);
    memcpy(hist[0], st, sz);
    while (n < N && !game_is_over(st)) {
        int k = g->rules->moves(g, st, moves, 2000);
        assert_true(k > 0);
        const move_t *m = &moves[rng_below(&rng, (uint32_t)k)];
        g->rules->format(g, st, m, texts[n], sizeof texts[n]);
        gametest_play(g, st, texts[n]);
        hist[++n] = malloc(sz);
        memcpy(hist[n], st, sz);
    }
    assert_true(n >= 5);
    for (int i = 0; i < n; i++) {
        assert_memory_equal(replay, hist[i], sz);
        gametest_play(g, replay, texts[i]);
    }
    assert_memory_equal(replay, hist[n], sz);
    /* undo: the copy is the position before, and the move applies again */
    memcpy(st, hist[n - 1], sz);
    gametest_play(g, st, texts[n - 1]);
    assert_memory_equal(st, hist[n], sz);
    for (int i = 0; i <= n; i++) free(hist[i]);
    free(moves);
    free(replay);
    free(st);
    game_free(g);
}

/* random_turn draws every listed move with the same chance, and only those:
 * the positions after n * per draws are compared with the n listed moves'. */
static void check_uniform(const game_t *g, const void *st, int per, uint64_t seed)
{
    char *l = legal_text(g, st);
    int n = word_count(l);
    char (*after)[600] = calloc((size_t)n, sizeof *after);
    int *hits = calloc((size_t)n, sizeof *hits);
    void *cp = malloc(g->rules->state_size);
    char *save = NULL;
    int k = 0;
    for (char *w = strtok_r(l, " ", &save); w; w = strtok_r(NULL, " ", &save), k++) {
        memcpy(cp, st, g->rules->state_size);
        gametest_play(g, cp, w);
        snprintf(after[k], sizeof after[k], "%d %s", game_is_over(cp), stones_of(g, cp));
    }
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (!strcmp(after[i], after[j])) fail_msg("two listed moves with one outcome: %s", after[i]);
    rng_t rng;
    rng_seed(&rng, seed);
    for (int t = 0; t < per * n; t++) {
        memcpy(cp, st, g->rules->state_size);
        assert_int_equal(g->rules->random_turn(g, cp, &rng), 0);
        char now[600];
        snprintf(now, sizeof now, "%d %s", game_is_over(cp), stones_of(g, cp));
        int found = -1;
        for (int i = 0; i < n && found < 0; i++)
            if (!strcmp(after[i], now)) found = i;
        if (found < 0) fail_msg("random_turn reached an unlisted position: %s", now);
        hits[found]++;
    }
    /* binomial: mean per, deviation about sqrt(per); allow 6 deviations */
    int tol = 6;
    while (tol * tol < 36 * per) tol++;
    for (int i = 0; i < n; i++)
        if (hits[i] < per - tol || hits[i] > per + tol)
            fail_msg("move %d drawn %d times, expected about %d", i, hits[i], per);
    free(cp);
    free(hits);
    free(after);
    free(l);
}

static void test_random_turn_uniform(void **state)
{
    (void)state;
    game_t *g = zumo(6, NULL);
    void *st = position(g, 1, "1E2 1H5 2E8 2C5 1K9");
    char *l = legal_text(g, st);
    assert_true(word_count(l) > 20 && word_count(l) < 200);
    free(l);
    check_uniform(g, st, 150, 5);
    free(st);
    game_free(g);
    /* positions of random games, with and without partial pushes */
    const char *setups[] = {"size=6", "size=7 partial-push=on", "size=8", "size=10 partial-push=on", "size=10"};
    rng_t rng;
    rng_seed(&rng, 99);
    for (int i = 0; i < 5; i++) {
        g = gametest_game("zumo", setups[i]);
        st = gametest_start(g);
        void *cp = malloc(g->rules->state_size);
        for (int tries = 0, done = 0; tries < 40 && done < 2; tries++) {
            memcpy(cp, st, g->rules->state_size);
            int plies = 4 + (int)rng_below(&rng, 20);
            for (int p = 0; p < plies && !game_is_over(cp); p++) g->rules->random_turn(g, cp, &rng);
            if (game_is_over(cp)) continue;
            char *m = legal_text(g, cp);
            int n = word_count(m);
            free(m);
            if (n >= 10 && n <= 400) {
                check_uniform(g, cp, 60, rng_next(&rng));
                done++;
            }
        }
        free(cp);
        free(st);
        game_free(g);
    }
}

/* ------------------------------------------------------------------------ */
/* Random games: 20,000 across the sizes check, at every ply, that the board
 * text re-reads, that a listed move (half the plies) or random_turn applies
 * as one whole turn, and that the games end; on a subset every ply also
 * formats, parses back and applies a sample of the listed moves. Under
 * `make check` (HEXARCADE_CHECK) a fifth of them. */
static int scaled(int games) { return getenv("HEXARCADE_CHECK") ? (games + 4) / 5 : games; }

static void random_games(int side, const char *extra, int games, int sample)
{
    game_t *g = zumo(side, extra);
    gametest_opts_t o = {.games = scaled(games), .ply_cap = 400,
                         .seed = 500 + (uint64_t)side * 7 + (extra ? 1 : 0) + (sample >= 0 ? 3 : 0),
                         .sample = sample, .max_moves = 1500};
    gametest_stats_t s;
    gametest_random_games(g, &o, &s);
    assert_int_equal(s.finished + s.capped, o.games);
    assert_true(s.finished >= o.games * 95 / 100);
    assert_true(s.wins[1] > 0 && s.wins[2] > 0);
    game_free(g);
}

static void test_random_side6(void **state) { (void)state; random_games(6, NULL, 7000, -1); }
static void test_random_side6_partial(void **state) { (void)state; random_games(6, "partial-push=on", 3000, -1); }
static void test_random_side7(void **state) { (void)state; random_games(7, NULL, 3500, -1); }
static void test_random_side8(void **state) { (void)state; random_games(8, "partial-push=on", 2500, -1); }
static void test_random_side9(void **state) { (void)state; random_games(9, NULL, 2000, -1); }
static void test_random_side10(void **state) { (void)state; random_games(10, NULL, 2000, -1); }
static void test_random_checked(void **state)
{
    (void)state;
    random_games(6, NULL, 250, 4);
    random_games(7, "partial-push=on", 120, 4);
    random_games(8, NULL, 100, 4);
    random_games(10, "partial-push=on", 40, 4);
    random_games(10, "pie=off", 8, 0); /* every listed move of every ply */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry_setup),
        cmocka_unit_test(test_start_levels),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_check_j11),
        cmocka_unit_test(test_events_order),
        cmocka_unit_test(test_evaporation_uncovers),
        cmocka_unit_test(test_several_suction_lines),
        cmocka_unit_test(test_push_removes_own_stone),
        cmocka_unit_test(test_push_off_with_units_left),
        cmocka_unit_test(test_exact_energy_and_partial),
        cmocka_unit_test(test_allocations_over_lines),
        cmocka_unit_test(test_no_sightline_only_pass),
        cmocka_unit_test(test_first_placements_free),
        cmocka_unit_test(test_third_repetition),
        cmocka_unit_test(test_duplicate_outcomes_listed_once),
        cmocka_unit_test(test_notation),
        cmocka_unit_test(test_illegal_refusals),
        cmocka_unit_test(test_swap),
        cmocka_unit_test(test_score_view_status),
        cmocka_unit_test(test_undo_by_copies),
        cmocka_unit_test(test_random_turn_uniform),
        cmocka_unit_test(test_random_side6),
        cmocka_unit_test(test_random_side6_partial),
        cmocka_unit_test(test_random_side7),
        cmocka_unit_test(test_random_side8),
        cmocka_unit_test(test_random_side9),
        cmocka_unit_test(test_random_side10),
        cmocka_unit_test(test_random_checked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
