/* Churn (docs/rules/churn.md): rules, edge cases, notation, swap, options,
 * levels, events, random games and the reference transcripts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/editpos.h"
#include "core/game.h"
#include "core/level.h"
#include "lib_gametest.h"
#include "lib_json.h"

#define SMALLEST "Churn: you must place where the new group is smallest \xe2\x80\x94 size "

/* ------------------------------------------------------------------------ */
/* Helpers. */

static game_t *churn(int side, const char *extra) { return gametest_game_sized("churn", side, extra); }

/* A level of side 3 (or any side) from rows given top first. */
static void *level(const game_t *g, int to_move, const char *rows)
{
    char text[2048];
    snprintf(text, sizeof text, "game: churn\nsize: %d\nplayers: 2\nto-move: %d\nboard:\n%s\n",
             g->setup.side, to_move, rows);
    return gametest_level_state(g, text);
}

/* The legal moves (at most 200), byte-sorted, space-separated (static buffer). */
static const char *legal(const game_t *g, const void *st)
{
    static char out[2048];
    char *s = gametest_legal_max(g, st, 200);
    snprintf(out, sizeof out, "%s", s);
    free(s);
    return out;
}

/* The board text without the indentation, rows joined by '/'. */
static const char *flat(const game_t *g, const void *st)
{
    static char out[1024];
    const char *t = gametest_board(g, st);
    size_t n = 0;
    for (const char *p = t; *p && n + 2 < sizeof out; p++) {
        if (*p == ' ') continue;
        out[n++] = *p == '\n' ? '/' : *p;
    }
    if (n && out[n - 1] == '/') n--;
    out[n] = '\0';
    return out;
}

/* The cells of events of one kind in one beat (-1: any beat), sorted by name. */
static const char *ev_cells(const game_t *g, const event_list_t *ev, int kind, int beat)
{
    static char out[1024];
    const char *p[256];
    int n = 0;
    for (int i = 0; i < ev->n && n < 256; i++)
        if (ev->ev[i].kind == kind && (beat < 0 || ev->ev[i].beat == beat))
            p[n++] = g->board.cells[ev->ev[i].cell].name;
    gametest_join_sorted(p, n, out, sizeof out);
    return out;
}

/* ------------------------------------------------------------------------ */
/* Registry, set-up, options, start positions. */

static void test_registry_setup(void **state)
{
    (void)state;
    const game_rules_t *r = game_by_id("churn");
    assert_non_null(r);
    assert_string_equal(r->name, "Churn");
    assert_string_equal(r->colour_names[0], "Red");
    assert_string_equal(r->colour_names[1], "Blue");
    assert_int_equal(r->board_kind, BOARD_HEXHEX);
    assert_int_equal(r->min_side, 2);
    assert_int_equal(r->max_side, 5);
    assert_int_equal(r->min_players, 2);
    assert_int_equal(r->max_players, 2);
    assert_int_equal(r->default_side(2), 3);
    assert_true(r->noptions >= 1);
    assert_string_equal(r->options[0].key, "pie");
    assert_int_equal(r->options[0].def, 1);

    game_setup_t s;
    char err[GAME_ERR_MAX], buf[256];
    game_setup_default(r, &s, 2);
    assert_int_equal(s.side, 3);
    assert_int_equal(s.players, 2);
    assert_int_equal(s.opt[0], 1);
    game_setup_format_options(r, &s, buf, sizeof buf);
    assert_string_equal(buf, "pie=on");
    assert_int_equal(game_setup_parse(r, &s, "pie=off size=5", err, sizeof err), 0);
    assert_int_equal(s.opt[0], 0);
    assert_int_equal(s.side, 5);
    assert_int_not_equal(game_setup_parse(r, &s, "size=6", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "size=1", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "players=3", err, sizeof err), 0);
    assert_int_not_equal(game_setup_parse(r, &s, "balance=on", err, sizeof err), 0);
    assert_non_null(strstr(err, "unknown option"));
}

static void test_start_levels(void **state)
{
    (void)state;
    for (int side = 2; side <= 5; side++) {
        game_t *g = churn(side, NULL);
        void *st = gametest_start(g);
        int cells = 3 * side * side - 3 * side + 1;
        assert_int_equal(g->board.ncells, cells);
        assert_int_equal(game_head(st)->to_move, 1);
        assert_int_equal(game_head(st)->ply, 0);
        assert_int_equal(game_head(st)->status, GAME_ONGOING);
        assert_int_equal(gametest_score1(g, st, 1), 0);
        assert_int_equal(gametest_score1(g, st, 2), 0);
        /* An empty board: every cell has size 1. */
        move_t *m = malloc(sizeof(move_t) * 64);
        assert_non_null(m);
        assert_int_equal(g->rules->moves(g, st, m, 64), cells);
        assert_int_equal(g->rules->moves(g, st, m, cells - 1), -1); /* too many */
        free(m);
        gametest_board_roundtrip(g, st);
        char path[1024];
        game_start_level_path(g, path, sizeof path);
        char expect[64];
        snprintf(expect, sizeof expect, "levels/churn/start-s%d-p2.txt", side);
        assert_non_null(strstr(path, expect));
        free(st);
        game_free(g);
    }
}

/* docs/rules/conventions.md 0.1 check (side 5): the neighbours of E5 are D4 D5 E4 E6 F5 F6.
 * With one Red stone on E5 and Red to move, the legal moves are exactly the
 * cells not next to E5 (isolated placements come first). */
static void test_neighbours_e5(void **state)
{
    (void)state;
    game_t *g = churn(5, NULL);
    void *st = gametest_start(g);
    gametest_play(g, st, "E5");
    gametest_play(g, st, "A1");
    const char *l = legal(g, st);
    int n = 0;
    char seen[64] = {0};
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", l);
    for (char *save = NULL, *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        seen[gametest_cell(g, w)] = 1;
        n++;
    }
    assert_int_equal(n, 61 - 2 - 6);
    char missing[256] = "";
    for (int i = 0; i < g->board.ncells; i++) {
        if (seen[i] || i == gametest_cell(g, "E5") || i == gametest_cell(g, "A1")) continue;
        if (missing[0]) strcat(missing, " ");
        strcat(missing, g->board.cells[i].name);
    }
    assert_string_equal(missing, "D4 D5 E4 E6 F5 F6");
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------------ */
/* The rules of section 2. */

/* A turn places exactly one stone of the mover's colour; no pass. */
static void test_one_stone_no_pass(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    void *st = gametest_start(g);
    gametest_play(g, st, "C3");
    assert_int_equal(gametest_score1(g, st, 1), 1);
    assert_int_equal(gametest_score1(g, st, 2), 0);
    assert_int_equal(game_head(st)->to_move, 2);
    assert_string_equal(flat(g, st), ".../..../..1../..../...");
    const char *e = gametest_refuse(g, st, "pass");
    assert_non_null(strstr(e, "no pass"));
    e = gametest_refuse(g, st, "C3");
    assert_string_equal(e, "Churn: C3 is occupied");
    gametest_play(g, st, "c4");
    assert_int_equal(gametest_score1(g, st, 2), 1);
    assert_string_equal(flat(g, st), ".../.2../..1../..../...");
    assert_null(strstr(legal(g, st), "pass"));
    free(st);
    game_free(g);
}

/* Forced isolated placement: a cell with no friendly neighbour (size 1)
 * must be taken while one exists. */
static void test_forced_isolated(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    void *st = gametest_start(g);
    gametest_play(g, st, "C3");
    gametest_play(g, st, "A1");
    /* Red: every empty cell but C3's six neighbours. */
    assert_string_equal(legal(g, st), "A2 A3 B1 B4 C1 C5 D2 D5 E3 E4 E5");
    const char *e = gametest_refuse(g, st, "D3");
    assert_string_equal(e, SMALLEST "1 is possible (D3 would form a group of 2)");
    gametest_play(g, st, "E5");

    /* Late in a game: Blue has one isolated cell, A1, among four. */
    void *l = level(g, 2,
                    "2 2 1\n"
                    "1 . . 2\n"
                    "1 1 . 2 2\n"
                    "1 1 2 2\n"
                    ". 1 2");
    assert_string_equal(legal(g, l), "A1");
    e = gametest_refuse(g, l, "C3");
    assert_string_equal(e, SMALLEST "1 is possible (C3 would form a group of 7)");
    e = gametest_refuse(g, l, "D4");
    assert_non_null(strstr(e, SMALLEST "1 is possible"));
    gametest_play(g, l, "A1");
    assert_string_equal(flat(g, l), "221/1..2/11.22/1122/212");
    free(l);
    free(st);
    game_free(g);
}

/* A placement touching two groups: the sizes add (1 + 2 + 3 = 6). Other
 * smaller groups go; the one formed is the size counted. */
static void test_two_groups_add(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    /* Red groups: C5 D5 C4 (3), E4 D3 (2), A2 B2 (2), C1 (1). E5, D4 touch
     * the 3 and the 2 (size 6); C2 touches A2-B2, C1, E4-D3 (1+2+1+2 = 6);
     * C3 touches three groups (1+2+3+2 = 8). */
    void *st = level(g, 1,
                     "1 1 .\n"
                     "2 1 . 1\n"
                     "2 2 . 1 2\n"
                     "1 1 . 2\n"
                     "2 2 1");
    assert_string_equal(legal(g, st), "C2 D4 E5");
    const char *e = gametest_refuse(g, st, "C3");
    assert_string_equal(e, SMALLEST "6 is possible (C3 would form a group of 8)");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "D4", &ev);
    /* D4 joins C5 D5 C4 and E4 D3; A2 B2 and C1 are smaller: removed. */
    assert_string_equal(flat(g, st), "11./2111/22.12/...2/22.");
    assert_string_equal(ev_cells(g, &ev, EV_GROUP, 0), "C4 C5 D3 D4 D5 E4");
    assert_int_equal(gametest_find_event(&ev, EV_GROUP)->value, 6);
    assert_string_equal(ev_cells(g, &ev, EV_REMOVE, -1), "A2 B2 C1");
    assert_int_equal(gametest_score1(g, st, 1), 6);
    assert_int_equal(game_head(st)->to_move, 2);
    event_list_free(&ev);
    free(st);

    /* The sizes add through the placed cell: 1 + 1 + 2 = 4 at B1. */
    st = level(g, 1,
               "1 1 .\n"
               "1 1 2 2\n"
               "2 2 2 2 2\n"
               "2 2 1 2\n"
               "1 . 1");
    assert_string_equal(legal(g, st), "B1");
    gametest_play(g, st, "B1");
    /* The 4-group C5 D5 B4 C4 is equal: it stays. */
    assert_string_equal(flat(g, st), "11./1122/22222/2212/111");
    assert_int_equal(gametest_score1(g, st, 1), 8);
    free(st);
    game_free(g);
}

/* Equal groups stay; only strictly smaller ones are removed. */
static void test_equal_groups_survive(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    /* Blue: B4 C5 D5 (3), A1 A2 B2 (3), D3 (1), C1 (1). D2 joins D3 and C1
     * into a group of 3: both other 3-groups stay. */
    void *st = level(g, 2,
                     "2 2 1\n"
                     "2 1 . 1\n"
                     "1 1 . 2 1\n"
                     "2 2 1 .\n"
                     "2 1 2");
    assert_string_equal(legal(g, st), "D2");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "D2", &ev);
    assert_string_equal(flat(g, st), "221/21.1/11.21/2212/212");
    assert_int_equal(gametest_count_events(&ev, EV_REMOVE), 0);
    assert_string_equal(ev_cells(g, &ev, EV_GROUP, 0), "C1 D2 D3");
    assert_int_equal(gametest_score1(g, st, 2), 9);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* Several groups removed at once, group by group, beat by beat. */
static void test_several_removed(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    /* Blue: A2 A3, B1 C1, E3 E4, C4 D5 (all 2). C3 touches only C4 D5:
     * size 3, the three other pairs are smaller. */
    void *st = level(g, 2,
                     "1 2 1\n"
                     ". 2 . 2\n"
                     "2 1 . 1 2\n"
                     "2 . 1 1\n"
                     "1 2 2");
    assert_string_equal(legal(g, st), "C3");
    const char *e = gametest_refuse(g, st, "B2");
    assert_string_equal(e, SMALLEST "3 is possible (B2 would form a group of 5)");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "C3", &ev);
    assert_string_equal(flat(g, st), "121/.2../.121./..11/1..");
    assert_int_equal(gametest_score1(g, st, 2), 3);
    assert_int_equal(gametest_score1(g, st, 1), 7);
    /* Beat 0: the placement and the formed group; then one beat per removed
     * group; then the score. */
    assert_int_equal(ev.ev[0].kind, EV_PLACE);
    assert_int_equal(ev.ev[0].cell, gametest_cell(g, "C3"));
    assert_int_equal(ev.ev[0].player, 2);
    assert_int_equal(ev.ev[0].beat, 0);
    assert_string_equal(ev_cells(g, &ev, EV_PLACE, 0), "C3");
    assert_string_equal(ev_cells(g, &ev, EV_GROUP, 0), "C3 C4 D5");
    for (int i = 0; i < ev.n; i++)
        if (ev.ev[i].kind == EV_GROUP) assert_int_equal(ev.ev[i].value, 3);
    assert_string_equal(ev_cells(g, &ev, EV_REMOVE, 1), "A2 A3");
    assert_string_equal(ev_cells(g, &ev, EV_REMOVE, 2), "B1 C1");
    assert_string_equal(ev_cells(g, &ev, EV_REMOVE, 3), "E3 E4");
    const event_t *sc = gametest_find_event(&ev, EV_SCORE);
    assert_non_null(sc);
    assert_int_equal(sc->player, 2);
    assert_int_equal(sc->value, 3);
    assert_int_equal(sc->beat, 4);
    assert_int_equal(gametest_count_events(&ev, EV_SCORE), 1);
    assert_int_equal(gametest_count_events(&ev, EV_WIN), 0);
    assert_int_equal(event_beats(&ev), 5);
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* The placement that fills the board, then a removal that reopens it: the
 * game goes on (the end is checked after the removal step). */
static void test_fill_then_reopen(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    /* Blue: C5 C4 B4 A3 (4), B2 (1), E5 (1), E3 (1). C3 is the last empty
     * cell: 1 + 4 + 1 = 6; E5 and E3 are smaller and go. */
    void *st = level(g, 2,
                     "2 1 2\n"
                     "2 2 1 1\n"
                     "2 1 . 1 2\n"
                     "1 2 1 1\n"
                     "1 1 1");
    assert_string_equal(legal(g, st), "C3");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "C3", &ev);
    assert_int_equal(game_head(st)->status, GAME_ONGOING);
    assert_string_equal(flat(g, st), "21./2211/2121./1211/111");
    assert_int_equal(gametest_find_event(&ev, EV_GROUP)->value, 6);
    assert_string_equal(ev_cells(g, &ev, EV_REMOVE, -1), "E3 E5");
    assert_int_equal(gametest_count_events(&ev, EV_WIN), 0);
    assert_int_equal(game_head(st)->to_move, 1);
    /* Red: E5 and E3 both touch Red's one 11-stone group. */
    assert_string_equal(legal(g, st), "E3 E5");
    event_list_free(&ev);
    free(st);
    game_free(g);
}

/* The end: the board full after the removal step; more stones wins. */
static void test_end_and_win(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    /* B1 is the last empty cell; Red forms 1 + 1 + 2 = 4; nothing smaller. */
    void *st = level(g, 1,
                     "2 2 2\n"
                     "2 2 2 2\n"
                     "2 2 2 2 2\n"
                     "2 2 1 2\n"
                     "1 . 1");
    assert_string_equal(legal(g, st), "B1");
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "b1", &ev);
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 2);
    assert_int_equal(gametest_score1(g, st, 1), 4);
    assert_int_equal(gametest_score1(g, st, 2), 15);
    char buf[64];
    game_result_text(st, buf, sizeof buf);
    assert_string_equal(buf, "winner 2");
    const event_t *w = gametest_find_event(&ev, EV_WIN);
    assert_non_null(w);
    assert_int_equal(w->value, 2);
    assert_int_equal(ev.ev[ev.n - 1].kind, EV_WIN);
    assert_int_equal(gametest_count_events(&ev, EV_CHAIN), 15);
    for (int i = 0; i < ev.n; i++)
        if (ev.ev[i].kind == EV_CHAIN) assert_int_equal(ev.ev[i].player, 2);
    assert_string_equal(legal(g, st), "");
    const char *e = gametest_refuse(g, st, "A1");
    assert_non_null(strstr(e, "over"));
    g->rules->status_text(g, st, buf, sizeof buf);
    assert_string_equal(buf, "Blue wins 15 to 4");
    event_list_free(&ev);
    free(st);

    /* Red wins a full-board level at once (no move). */
    st = level(g, 2,
               "1 1 1\n"
               "1 1 1 1\n"
               "2 2 2 1 1\n"
               "2 2 2 2\n"
               "1 2 2");
    assert_int_equal(game_head(st)->status, GAME_WIN);
    assert_int_equal(game_head(st)->winners, 1);
    assert_string_equal(legal(g, st), "");
    free(st);
    game_free(g);
}

/* The sorted list of a player's group sizes (largest first) strictly grows
 * on each of his turns (docs/rules/churn.md: why the game always ends). */
static int group_sizes(const game_t *g, const void *st, int player, int *out)
{
    char chars[BOARD_MAX_CELLS];
    g->rules->board_chars(g, st, chars);
    int seen[BOARD_MAX_CELLS] = {0}, stack[BOARD_MAX_CELLS], n = 0;
    for (int i = 0; i < g->board.ncells; i++) {
        if (seen[i] || chars[i] != '0' + player) continue;
        int sp = 0, size = 0;
        stack[sp++] = i;
        seen[i] = 1;
        while (sp) {
            int c = stack[--sp];
            size++;
            for (int d = 0; d < 6; d++) {
                int nb = g->board.dir_nb[c][d];
                if (nb >= 0 && !seen[nb] && chars[nb] == '0' + player) {
                    seen[nb] = 1;
                    stack[sp++] = nb;
                }
            }
        }
        int k = n++;
        while (k > 0 && out[k - 1] < size) {
            out[k] = out[k - 1];
            k--;
        }
        out[k] = size;
    }
    return n;
}

static int sizes_cmp(const int *a, int na, const int *b, int nb)
{
    for (int i = 0; i < na && i < nb; i++)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return na < nb ? -1 : na > nb;
}

static void test_group_sizes_grow(void **state)
{
    (void)state;
    for (int side = 2; side <= 4; side++) {
        game_t *g = churn(side, NULL);
        void *st = game_state_new(g);
        rng_t rng;
        rng_seed(&rng, 77 + (uint64_t)side);
        int games = side == 4 ? 6 : 200;
        for (int k = 0; k < games; k++) {
            char err[GAME_ERR_MAX];
            assert_int_equal(game_start(g, st, err, sizeof err), 0);
            while (!game_is_over(st)) {
                int p = game_head(st)->to_move, a[64], b[64];
                int na = group_sizes(g, st, p, a);
                assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
                int nb = group_sizes(g, st, p, b);
                assert_true(sizes_cmp(b, nb, a, na) > 0);
            }
            /* The end: a full board, the majority wins. */
            int s1 = gametest_score1(g, st, 1), s2 = gametest_score1(g, st, 2);
            assert_int_equal(s1 + s2, g->board.ncells);
            assert_int_equal(game_head(st)->status, GAME_WIN);
            assert_int_equal(game_head(st)->winners, s1 > s2 ? 1 : 2);
        }
        free(st);
        game_free(g);
    }
}

/* The groups the state keeps up to date through random_turn (its own fast
 * path) and act() give the same legal moves as groups built afresh from the
 * board text. */
static void test_incremental_matches_rebuild(void **state)
{
    (void)state;
    for (int side = 2; side <= 5; side++) {
        game_t *g = churn(side, NULL);
        void *st = gametest_start(g);
        rng_t rng;
        rng_seed(&rng, 4242 + (uint64_t)side);
        int games = side <= 3 ? 60 : 1, cap = side == 5 ? 1500 : 0;
        char text[4096], canon[16], err[GAME_ERR_MAX];
        for (int k = 0; k < games; k++) {
            assert_int_equal(game_start(g, st, err, sizeof err), 0);
            for (int ply = 0; !game_is_over(st) && (!cap || ply < cap); ply++) {
                snprintf(text, sizeof text, "game: churn\nsize: %d\nto-move: %d\nboard:\n%s", side,
                         game_head(st)->to_move, gametest_board(g, st));
                void *fresh = gametest_level_state(g, text);
                char want[4096];
                /* A loaded position never offers swap; the played one may. */
                snprintf(want, sizeof want, "%s%s", legal(g, fresh), game_swap_legal(g, st) ? " swap" : "");
                const char *got = legal(g, st);
                if (strcmp(got, want)) fail_msg("side %d ply %d: %s != %s", side, ply, got, want);
                free(fresh);
                if (rng_below(&rng, 3)) {
                    assert_int_equal(g->rules->random_turn(g, st, &rng), 0);
                } else {
                    move_t m;
                    action_t a[64];
                    int n = g->rules->actions(g, st, a, 64);
                    assert_true(n > 0);
                    m.n = 1;
                    m.a[0] = a[rng_below(&rng, (uint32_t)n)];
                    if (m.a[0].kind == ACT_SWAP) m.a[0] = a[0];
                    g->rules->format(g, st, &m, canon, sizeof canon);
                    gametest_play(g, st, canon);
                }
            }
        }
        free(st);
        game_free(g);
    }
}

/* ------------------------------------------------------------------------ */
/* Notation. */

static void test_notation(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    void *st = gametest_start(g);
    char canon[64], err[GAME_ERR_MAX];
    move_t m;
    /* Canonical output, case-insensitive input, blanks around. */
    const char *ok[] = {"B2", "b2", "  b2", "B2  ", "\tb2\t", " B2\r\n"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        if (g->rules->parse(g, st, ok[i], &m, err, sizeof err)) fail_msg("'%s': %s", ok[i], err);
        assert_int_equal(m.n, 1);
        assert_int_equal(m.a[0].kind, ACT_PLACE);
        assert_int_equal(m.a[0].a, gametest_cell(g, "B2"));
        g->rules->format(g, st, &m, canon, sizeof canon);
        assert_string_equal(canon, "B2");
    }
    const char *sw[] = {"swap", "SWAP", " Swap "};
    for (size_t i = 0; i < sizeof sw / sizeof sw[0]; i++) {
        assert_int_equal(g->rules->parse(g, st, sw[i], &m, err, sizeof err), 0);
        assert_int_equal(m.a[0].kind, ACT_SWAP);
        g->rules->format(g, st, &m, canon, sizeof canon);
        assert_string_equal(canon, "swap");
    }
    /* game_play hands back the canonical text. */
    void *copy = gametest_start(g);
    assert_int_equal(game_play(g, copy, " e5 ", NULL, canon, sizeof canon, err, sizeof err), 0);
    assert_string_equal(canon, "E5");
    free(copy);
    /* Every cell formats and parses back. */
    for (int i = 0; i < g->board.ncells; i++) {
        move_t a = {.n = 1, .a = {{.kind = ACT_PLACE, .player = 1, .a = (int16_t)i}}};
        g->rules->format(g, st, &a, canon, sizeof canon);
        assert_string_equal(canon, g->board.cells[i].name);
        assert_int_equal(g->rules->parse(g, st, canon, &m, err, sizeof err), 0);
        assert_int_equal(m.a[0].a, i);
    }

    /* Malformed forms: a clear message, nothing changes. */
    struct { const char *text, *msg; } bad[] = {
        {"", "expected a cell, found nothing"},
        {"   ", "expected a cell, found nothing"},
        {"Z9", "no cell 'Z9' on a side-3 board"},
        {"a4", "no cell 'a4' on a side-3 board"},
        {"E1", "no cell 'E1' on a side-3 board"},
        {"B0", "no cell 'B0' on a side-3 board"},
        {"B", "expected a cell, found 'B'"},
        {"2B", "expected a cell, found '2B'"},
        {"B2x", "expected a cell, found 'B2x'"},
        {"B2,C3", "expected a cell, found 'B2,C3'"},
        {"swapx", "expected a cell, found 'swapx'"},
        {"-", "expected a cell, found '-'"},
        {"B2 C3", "a Churn move is a single cell or 'swap'; unexpected 'C3' after 'B2'"},
        {"swap B2", "a Churn move is a single cell or 'swap'; unexpected 'B2' after 'swap'"},
        {"pass", "Churn has no pass: a move is a cell"},
        {"PASS", "Churn has no pass: a move is a cell"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (!g->rules->parse(g, st, bad[i].text, &m, err, sizeof err))
            fail_msg("'%s' parsed", bad[i].text);
        assert_string_equal(err, bad[i].msg);
        const char *e = gametest_refuse(g, st, bad[i].text);
        assert_string_equal(e, bad[i].msg);
    }
    /* A long token is cut in the message, without overflow. */
    char longw[300];
    memset(longw, 'x', sizeof longw - 1);
    longw[sizeof longw - 1] = '\0';
    assert_int_not_equal(g->rules->parse(g, st, longw, &m, err, sizeof err), 0);
    assert_non_null(strstr(err, "expected a cell"));
    /* Side 5 names reach I9. */
    game_t *g5 = churn(5, NULL);
    void *s5 = gametest_start(g5);
    assert_int_equal(g5->rules->parse(g5, s5, "i9", &m, err, sizeof err), 0);
    assert_int_equal(g5->rules->parse(g5, s5, "J9", &m, err, sizeof err), -1);
    assert_string_equal(err, "no cell 'J9' on a side-5 board");
    assert_int_equal(g5->rules->parse(g5, s5, "A10", &m, err, sizeof err), -1);
    free(s5);
    game_free(g5);
    free(st);
    game_free(g);
}

/* Illegal actions by value never crash and change nothing. */
static void test_bad_actions(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    void *st = gametest_start(g);
    gametest_play(g, st, "C3");
    char err[GAME_ERR_MAX];
    action_t bad[] = {
        {.kind = ACT_PLACE, .player = 2, .a = -1},
        {.kind = ACT_PLACE, .player = 2, .a = 19},
        {.kind = ACT_PLACE, .player = 2, .a = 32767},
        {.kind = ACT_PLACE, .player = 2, .a = -32768},
        {.kind = ACT_PLACE, .player = 1, .a = 0},  /* Red's stone on Blue's turn */
        {.kind = ACT_PLACE, .player = 3, .a = 0},
        {.kind = ACT_PLACE, .player = -7, .a = 0},
        {.kind = ACT_PLACE, .player = 2, .a = 9},  /* C3: occupied */
        {.kind = ACT_PASS},
        {.kind = ACT_END},
        {.kind = ACT_MOVE, .a = 0, .b = 1},
        {.kind = ACT_THROW},
        {.kind = ACT_PUSH},
        {.kind = ACT_CLEANUP},
        {.kind = ACT_NONE},
        {.kind = 99},
        {.kind = -5},
    };
    assert_int_equal(gametest_cell(g, "C3"), 9);
    size_t sz = g->rules->state_size;
    void *copy = malloc(sz);
    assert_non_null(copy);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memcpy(copy, st, sz);
        err[0] = '\0';
        if (game_act(g, copy, &bad[i], NULL, err, sizeof err) == 0) fail_msg("bad action %zu accepted", i);
        assert_true(err[0] != '\0');
        assert_memory_equal(copy, st, sz);
        move_t m = {.n = 1, .a = {bad[i]}};
        assert_int_not_equal(game_apply_move(g, copy, &m, NULL, err, sizeof err), 0);
        assert_memory_equal(copy, st, sz);
        char text[64];
        g->rules->format(g, st, &m, text, sizeof text); /* never crashes */
    }
    /* A stone with player 0 means the mover's. */
    action_t own = {.kind = ACT_PLACE, .player = 0, .a = 0};
    assert_int_equal(game_act(g, st, &own, NULL, err, sizeof err), 0);
    assert_int_equal(gametest_score1(g, st, 2), 1);
    /* Two actions in one move: the turn ended after the placement. */
    move_t two = {.n = 2, .a = {{.kind = ACT_PLACE, .player = 1, .a = 18}, {.kind = ACT_END}}};
    memcpy(copy, st, sz);
    assert_int_not_equal(game_apply_move(g, copy, &two, NULL, err, sizeof err), 0);
    assert_memory_equal(copy, st, sz);
    free(copy);
    free(st);
    game_free(g);
}

/* actions() lists the same turns as moves(); a placement ends the turn. */
static void test_actions(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    void *st = gametest_start(g);
    action_t a[64];
    assert_int_equal(g->rules->actions(g, st, a, 64), 19);
    assert_int_equal(g->rules->actions(g, st, a, 5), 5);
    for (int i = 0; i < 19; i++) assert_int_equal(a[i].kind, ACT_PLACE);
    gametest_play(g, st, "C3");
    int n = g->rules->actions(g, st, a, 64);
    assert_int_equal(n, 19);
    assert_int_equal(a[n - 1].kind, ACT_SWAP);
    char err[GAME_ERR_MAX];
    assert_int_equal(game_act(g, st, &a[0], NULL, err, sizeof err), 0);
    assert_int_equal(game_head(st)->in_turn, 0);
    assert_int_equal(game_head(st)->ply, 2);
    n = g->rules->actions(g, st, a, 64);
    move_t *m = malloc(sizeof(move_t) * 64);
    assert_non_null(m);
    assert_int_equal(g->rules->moves(g, st, m, 64), n);
    for (int i = 0; i < n; i++) {
        assert_int_equal(m[i].n, 1);
        assert_int_equal(m[i].a[0].kind, a[i].kind);
        assert_int_equal(m[i].a[0].a, a[i].a);
    }
    free(m);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------------ */
/* The pie rule. */

static void test_swap(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    void *st = gametest_start(g);
    const char *e = gametest_refuse(g, st, "swap"); /* Red's first turn */
    assert_non_null(strstr(e, "swap"));
    assert_null(strstr(legal(g, st), "swap"));
    gametest_play(g, st, "C3");
    /* Blue: any of the 18 empty cells, or swap. */
    const char *l = legal(g, st);
    assert_non_null(strstr(l, " swap"));
    assert_int_equal(strlen(l), 18 * 3 + strlen("swap"));
    char before[256];
    snprintf(before, sizeof before, "%s", gametest_board(g, st));
    event_list_t ev;
    event_list_init(&ev);
    gametest_play_ev(g, st, "SWAP", &ev);
    assert_int_equal(gametest_count_events(&ev, EV_SWAP), 1);
    assert_string_equal(gametest_board(g, st), before); /* the board is unchanged */
    assert_int_equal(game_head(st)->swapped, 1);
    assert_int_equal(game_head(st)->to_move, 2);    /* colour 2 still to move */
    assert_int_equal(game_head(st)->ply, 2);
    assert_int_equal(gametest_score1(g, st, 1), 1);
    /* Colour 2 (now the first mover) places a stone; no second swap. */
    l = legal(g, st);
    assert_null(strstr(l, "swap"));
    assert_string_equal(l, "A1 A2 A3 B1 B2 B3 B4 C1 C2 C4 C5 D2 D3 D4 D5 E3 E4 E5");
    gametest_refuse(g, st, "swap");
    gametest_play(g, st, "C4");
    assert_int_equal(game_head(st)->to_move, 1);
    gametest_refuse(g, st, "swap");
    event_list_free(&ev);
    free(st);

    /* Not after Blue's first turn. */
    st = gametest_start(g);
    gametest_play(g, st, "C3");
    gametest_play(g, st, "A1");
    gametest_play(g, st, "E5");
    gametest_refuse(g, st, "swap");
    free(st);
    game_free(g);

    /* pie=off: never. */
    g = churn(3, "pie=off");
    st = gametest_start(g);
    gametest_play(g, st, "C3");
    assert_null(strstr(legal(g, st), "swap"));
    e = gametest_refuse(g, st, "swap");
    assert_non_null(strstr(e, "pie rule is off"));
    free(st);
    game_free(g);

    /* A loaded position never offers swap, even one move in. */
    g = churn(3, NULL);
    st = level(g, 2, ". . .\n. . . .\n. . 1 . .\n. . . .\n. . .");
    assert_null(strstr(legal(g, st), "swap"));
    e = gametest_refuse(g, st, "swap");
    assert_non_null(strstr(e, "level"));
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Levels. */

static void test_levels(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    char err[GAME_ERR_MAX];
    /* A good level: stones, Blue to move, comments and free indentation. */
    void *st = gametest_level_state(g,
                                    "# a test\n"
                                    "game: churn\n"
                                    "size: 3\n"
                                    "players: 2\n"
                                    "to-move: 2\n"
                                    "title: Test\n"
                                    "board:\n"
                                    "      . . .\n"
                                    "   . 1 . .   # row 4\n"
                                    ". . 2 . .\n"
                                    "  . . . .\n"
                                    "    1 . .\n");
    assert_int_equal(game_head(st)->to_move, 2);
    assert_int_equal(game_head(st)->no_swap, 1);
    assert_int_equal(gametest_score1(g, st, 1), 2);
    assert_int_equal(gametest_score1(g, st, 2), 1);
    assert_string_equal(flat(g, st), ".../.1../..2../..../1..");
    gametest_board_roundtrip(g, st);
    /* Blue must place away from C3 (neighbours B2 B3 C2 C4 D3 D4). */
    assert_string_equal(legal(g, st), "A2 A3 B1 B4 C1 C5 D2 D5 E3 E4 E5");
    free(st);

    /* to-move absent: Red. */
    st = gametest_level_state(g, "game: churn\nsize: 3\nboard:\n. . .\n. . . .\n. . . . .\n. . . .\n. . .\n");
    assert_int_equal(game_head(st)->to_move, 1);
    free(st);

    struct { const char *text, *msg; } bad[] = {
        /* wrong row count */
        {"game: churn\nsize: 3\nboard:\n. . .\n. . . .\n. . . . .\n. . . .\n",
         "bad.txt:7: board has 4 rows, expected 5"},
        /* wrong row length */
        {"game: churn\nsize: 3\nboard:\n. . .\n. . . .\n. . . .\n. . . .\n. . .\n",
         "bad.txt:6: board row 3 (number 3) has 4 cells, expected 5"},
        {"game: churn\nsize: 3\nboard:\n. . . .\n. . . .\n. . . . .\n. . . .\n. . .\n",
         "bad.txt:4: board row 1 (number 5) has 4 cells, expected 3"},
        /* bad characters */
        {"game: churn\nsize: 3\nboard:\n. . .\n. . x .\n. . . . .\n. . . .\n. . .\n",
         "bad.txt:5: board row 2, cell 3 (D4): 'x' is not a Churn cell (use '.', '1' or '2')"},
        {"game: churn\nsize: 3\nboard:\n. . .\n. . . .\n. . . . .\n. . . .\n3 . .\n",
         "bad.txt:8: board row 5, cell 1 (A1): '3' is not a Churn cell (use '.', '1' or '2')"},
        {"game: churn\nsize: 3\nboard:\n. . .\n. . . .\n. . A . .\n. . . .\n. . .\n",
         "bad.txt:6: board row 3, cell 3 (C3): 'A' is not a Churn cell (use '.', '1' or '2')"},
        /* cells not separated */
        {"game: churn\nsize: 3\nboard:\n. . .\n. . . .\n. .. . .\n. . . .\n. . .\n",
         "bad.txt:6: board row 3: cells must be single characters separated by spaces"},
        /* no board */
        {"game: churn\nsize: 3\n", "bad.txt: missing 'board:'"},
        /* Uknight's key */
        {"game: churn\nsize: 3\nphase: 2\nboard:\n. . .\n. . . .\n. . . . .\n. . . .\n. . .\n",
         "bad.txt:3: Churn has no phases ('phase:' is for Uknight)"},
        /* to-move 3 */
        {"game: churn\nsize: 3\nto-move: 3\nboard:\n. . .\n. . . .\n. . . . .\n. . . .\n. . .\n",
         "bad.txt:3: to-move 3, but there are 2 players"},
        /* another size */
        {"game: churn\nsize: 4\nboard:\n. . .\n. . . .\n. . . . .\n. . . .\n. . .\n",
         "bad.txt:2: level has size 4, the game size 3"},
        {"game: churn\nsize: 3\nplayers: 3\nboard:\n. . .\n. . . .\n. . . . .\n. . . .\n. . .\n",
         "bad.txt:3: level is for 3 players, the game has 2"},
        {"game: zumo\nsize: 3\nboard:\n. . .\n. . . .\n. . . . .\n. . . .\n. . .\n",
         "bad.txt:1: level is for 'zumo', not churn"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_string_equal(gametest_level_error(g, "bad.txt", bad[i].text), bad[i].msg);
    game_free(g);

    /* game_from_level: the level's own size and options. */
    level_t *lv = level_new();
    assert_non_null(lv);
    assert_int_equal(level_parse(lv, "s2.txt",
                                 "game: churn\nsize: 2\noptions: pie=off\nto-move: 2\nboard:\n"
                                 "1 .\n. . .\n. 2\n",
                                 err, sizeof err),
                     0);
    void *s2 = NULL;
    game_t *g2 = game_from_level(lv, NULL, NULL, &s2, err, sizeof err);
    if (!g2) fail_msg("%s", err);
    assert_int_equal(g2->setup.side, 2);
    assert_int_equal(g2->setup.opt[0], 0);
    assert_int_equal(game_head(s2)->to_move, 2);
    assert_int_equal(gametest_score1(g2, s2, 1), 1);
    free(s2);
    game_free(g2);
    /* size 6 is no Churn size */
    assert_int_equal(level_parse(lv, "s6.txt", "game: churn\nsize: 6\nboard:\n", err, sizeof err), 0);
    assert_null(game_from_level(lv, NULL, NULL, &s2, err, sizeof err));
    assert_non_null(strstr(err, "s6.txt:2:"));
    level_free(lv);
}

/* ------------------------------------------------------------------------ */
/* score, view, status, board text, undo by state copies. */

static void test_score_view_status(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    void *st = gametest_start(g);
    char buf[128];
    g->rules->status_text(g, st, buf, sizeof buf);
    assert_string_equal(buf, "Red 0 - Blue 0 - Red must form a group of 1");
    gametest_play(g, st, "C3");
    gametest_play(g, st, "A1");
    gametest_play(g, st, "E5");
    gametest_play(g, st, "C1");
    int out[4] = {-1, -1, -1, -1};
    assert_int_equal(g->rules->score(g, st, 1, out, 4), 1);
    assert_int_equal(out[0], 2);
    assert_int_equal(g->rules->score(g, st, 2, out, 4), 1);
    assert_int_equal(out[0], 2);
    assert_int_equal(g->rules->score(g, st, 3, out, 4), 0);
    assert_int_equal(g->rules->score(g, st, 0, out, 4), 0);
    game_view_t v;
    memset(&v, 0x55, sizeof v);
    g->rules->view(g, st, &v);
    for (int i = 0; i < g->board.ncells; i++) {
        const char *n = g->board.cells[i].name;
        int want = !strcmp(n, "C3") || !strcmp(n, "E5") ? 1 : !strcmp(n, "A1") || !strcmp(n, "C1") ? 2 : 0;
        assert_int_equal(v.cell[i], want);
        assert_int_equal(v.mark[i], 0);
        assert_int_equal(v.owner[i], 0);
    }
    g->rules->status_text(g, st, buf, sizeof buf);
    assert_string_equal(buf, "Red 2 - Blue 2 - Red must form a group of 1");
    assert_string_equal(gametest_board(g, st),
                        "  . . 1\n"
                        " . . . .\n"
                        ". . 1 . .\n"
                        " . . . .\n"
                        "  2 . 2\n");
    free(st);
    game_free(g);
}

static void test_undo_by_copies(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    size_t sz = g->rules->state_size;
    void *st = gametest_start(g);
    unsigned char (*hist)[2048] = malloc(200 * sizeof *hist);
    char moves[200][8];
    assert_non_null(hist);
    assert_true(sz <= sizeof hist[0]);
    rng_t rng;
    rng_seed(&rng, 5);
    int n = 0;
    move_t *m = malloc(sizeof(move_t) * 64);
    assert_non_null(m);
    while (!game_is_over(st) && n < 200) {
        memcpy(hist[n], st, sz);
        int k = g->rules->moves(g, st, m, 64);
        assert_true(k > 0);
        move_t *pick = &m[rng_below(&rng, (uint32_t)k)];
        g->rules->format(g, st, pick, moves[n], sizeof moves[n]);
        gametest_play(g, st, moves[n]);
        n++;
    }
    /* Going back and replaying gives the same states, byte for byte. */
    for (int back = n - 1; back >= 0; back--) {
        void *re = malloc(sz);
        assert_non_null(re);
        memcpy(re, hist[back], sz);
        gametest_play(g, re, moves[back]);
        if (back + 1 < n) assert_memory_equal(re, hist[back + 1], sz);
        else assert_memory_equal(re, st, sz);
        free(re);
    }
    free(hist);
    free(m);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------------ */
/* Random games (gametest invariants) on every size. */

static void random_games(int side, int games, int sample)
{
    game_t *g = churn(side, NULL);
    gametest_opts_t o = {.games = games, .ply_cap = 0, .seed = 1000 + (uint64_t)side,
                         .sample = sample, .max_moves = 64};
    gametest_stats_t s;
    gametest_random_games(g, &o, &s);
    assert_int_equal(s.finished, games);
    assert_int_equal(s.capped, 0);
    assert_int_equal(s.draws, 0);
    assert_int_equal(s.wins[1] + s.wins[2], games);
    game_free(g);
}

static void test_random_side2(void **state) { (void)state; random_games(2, 9000, 0); }
static void test_random_side3(void **state) { (void)state; random_games(3, 11000, 1); }
static void test_random_side4(void **state) { (void)state; random_games(4, 150, 1); }
static void test_random_side5(void **state) { (void)state; random_games(5, 3, 1); }

/* random_turn picks uniformly among the minimum-size cells. */
static void test_random_turn_uniform(void **state)
{
    (void)state;
    game_t *g = churn(3, NULL);
    void *st = level(g, 1,
                     "1 1 .\n"
                     "2 1 . 1\n"
                     "2 2 . 1 2\n"
                     "1 1 . 2\n"
                     "2 2 1");
    void *t = game_state_new(g);
    rng_t rng;
    rng_seed(&rng, 9);
    int hits[3] = {0}, c2 = gametest_cell(g, "C2"), d4 = gametest_cell(g, "D4"), e5 = gametest_cell(g, "E5");
    const int N = 30000;
    char chars[BOARD_MAX_CELLS];
    for (int i = 0; i < N; i++) {
        memcpy(t, st, g->rules->state_size);
        assert_int_equal(g->rules->random_turn(g, t, &rng), 0);
        g->rules->board_chars(g, t, chars);
        hits[0] += chars[c2] == '1';
        hits[1] += chars[d4] == '1';
        hits[2] += chars[e5] == '1';
    }
    assert_int_equal(hits[0] + hits[1] + hits[2], N);
    for (int k = 0; k < 3; k++) assert_true(hits[k] > N / 3 - 600 && hits[k] < N / 3 + 600);
    /* Isolated cells too: 11 of them for Red after C3, A1. */
    void *s2 = gametest_start(g);
    gametest_play(g, s2, "C3");
    gametest_play(g, s2, "A1");
    int counts[BOARD_MAX_CELLS] = {0};
    for (int i = 0; i < 22000; i++) {
        memcpy(t, s2, g->rules->state_size);
        assert_int_equal(g->rules->random_turn(g, t, &rng), 0);
        g->rules->board_chars(g, t, chars);
        for (int c = 0; c < g->board.ncells; c++)
            if (chars[c] == '1' && c != gametest_cell(g, "C3")) counts[c]++;
    }
    int legal_cells = 0;
    for (int c = 0; c < g->board.ncells; c++) {
        if (!counts[c]) continue;
        legal_cells++;
        assert_true(counts[c] > 2000 - 400 && counts[c] < 2000 + 400);
    }
    assert_int_equal(legal_cells, 11);
    /* Over: no turn. */
    void *full = level(g, 1, "1 1 1\n1 1 1 1\n2 2 2 2 1\n2 2 2 2\n1 2 2");
    assert_int_equal(g->rules->random_turn(g, full, &rng), -1);
    free(full);
    free(s2);
    free(t);
    free(st);
    game_free(g);
}

/* ------------------------------------------------------------------------ */
/* The reference transcripts. */

typedef struct {
    game_t *g;
    void *st;
    move_t *moves;
    event_list_t ev;
    int games, plies, illegal;
} replay_t;

static void sorted_json_list(const tj_t *arr, char *out, size_t n)
{
    const char *p[256];
    int k = tj_len(arr);
    assert_true(k <= 256);
    for (int i = 0; i < k; i++) p[i] = tj_str(tj_at(arr, i));
    gametest_join_sorted(p, k, out, n);
}

static void replay_game(const tj_t *v, void *ctx)
{
    replay_t *r = ctx;
    const game_t *g = r->g;
    char err[GAME_ERR_MAX], want[2048];
    int index = tj_int(tj_get(v, "index"));
    assert_string_equal(tj_str(tj_get(v, "game")), "churn");
    assert_int_equal(tj_int(tj_get(v, "side")), g->setup.side);
    assert_int_equal(tj_int(tj_get(v, "players")), 2);
    if (game_start(g, r->st, err, sizeof err)) fail_msg("%s", err);
    const tj_t *moves = tj_get(v, "moves"), *legal_l = tj_get(v, "legal"),
               *removed = tj_get(v, "removed"), *illegal = tj_get(v, "illegal");
    int plies = tj_int(tj_get(v, "plies"));
    assert_int_equal(tj_len(moves), plies);
    assert_int_equal(tj_len(legal_l), plies);
    assert_int_equal(tj_len(removed), plies);
    for (int i = 0; i < plies; i++) {
        if (game_is_over(r->st)) fail_msg("game %d: over before ply %d", index, i);
        /* The legal-move set (swap was never taken: compare cells only). */
        sorted_json_list(tj_at(legal_l, i), want, sizeof want);
        const char *got = legal(g, r->st);
        char cells_only[4096];
        snprintf(cells_only, sizeof cells_only, "%s", got);
        char *sw = strstr(cells_only, " swap");
        if (sw) {
            assert_int_equal(i, 1); /* only on Blue's first turn */
            *sw = '\0';
        }
        if (strcmp(cells_only, want))
            fail_msg("game %d ply %d: legal moves\n got  %s\n want %s\n%s", index, i, cells_only,
                     want, gametest_board(g, r->st));
        /* The recorded illegal moves are refused. */
        for (int k = 0; k < tj_len(illegal); k++) {
            const tj_t *e = tj_at(illegal, k);
            if (tj_int(tj_get(e, "ply")) != i) continue;
            const char *mv = tj_str(tj_get(e, "move")), *why = tj_str(tj_get(e, "reason"));
            const char *msg = gametest_refuse(g, r->st, mv);
            if (!strcmp(why, "occupied")) assert_non_null(strstr(msg, "is occupied"));
            else if (!strcmp(why, "not-minimum-size")) assert_non_null(strstr(msg, SMALLEST));
            else fail_msg("game %d: unknown reason '%s'", index, why);
            r->illegal++;
        }
        /* Play the move; the removed cells as recorded (from the events). */
        const char *mv = tj_str(tj_at(moves, i));
        gametest_play_ev(g, r->st, mv, &r->ev);
        sorted_json_list(tj_at(removed, i), want, sizeof want);
        const char *rem = ev_cells(g, &r->ev, EV_REMOVE, -1);
        if (strcmp(rem, want))
            fail_msg("game %d ply %d (%s): removed\n got  %s\n want %s", index, i, mv, rem, want);
        r->plies++;
    }
    if (!game_is_over(r->st)) fail_msg("game %d: not over after %d plies", index, plies);
    /* Result, scores, final board. */
    const tj_t *w = tj_get(v, "winners");
    unsigned mask = 0;
    for (int k = 0; k < tj_len(w); k++) mask |= 1u << (tj_int(tj_at(w, k)) - 1);
    assert_int_equal(game_head(r->st)->status, GAME_WIN);
    assert_int_equal(game_head(r->st)->winners, mask);
    const tj_t *fs = tj_get(v, "final_scores");
    assert_int_equal(gametest_score1(g, r->st, 1), tj_int(tj_at(fs, 0)));
    assert_int_equal(gametest_score1(g, r->st, 2), tj_int(tj_at(fs, 1)));
    const tj_t *fb = tj_get(v, "final_board");
    want[0] = '\0';
    for (int k = 0; k < tj_len(fb); k++) {
        strncat(want, tj_str(tj_at(fb, k)), sizeof want - strlen(want) - 1);
        strncat(want, "\n", sizeof want - strlen(want) - 1);
    }
    assert_string_equal(gametest_board(g, r->st), want);
    r->games++;
}

static void replay_file(const char *path, int side, int games)
{
    replay_t r = {0};
    r.g = churn(side, NULL);
    r.st = game_state_new(r.g);
    event_list_init(&r.ev);
    assert_non_null(r.st);
    int n = gametest_transcript_open(path, replay_game, &r);
    /* Freed before the checks: a failed check must not leak. */
    event_list_free(&r.ev);
    free(r.st);
    game_free(r.g);
    gametest_transcript_check(path, n);
    assert_int_equal(n, games);
    assert_int_equal(r.games, games);
    assert_true(r.illegal > 0);
}

static void test_transcripts_side3(void **state)
{
    (void)state;
    replay_file("tests/data/reference/transcripts/churn3.jsonl", 3, 300);
}

static void test_transcripts_side4(void **state)
{
    (void)state;
    replay_file("tests/data/reference/transcripts/churn4.jsonl", 4, 40);
}

/* The size of the group of colour ch that holds cell i (chars: one a cell). */
static int group_size(const game_t *g, const char *chars, int i, char ch)
{
    int seen[BOARD_MAX_CELLS] = {0}, stack[BOARD_MAX_CELLS], n = 0, size = 0;
    stack[n++] = i;
    seen[i] = 1;
    while (n) {
        int c = stack[--n];
        size++;
        for (int k = 0; k < g->board.cells[c].nnb; k++) {
            int d = g->board.cells[c].nb[k];
            if (d >= 0 && !seen[d] && chars[d] == ch) seen[d] = 1, stack[n++] = d;
        }
    }
    return size;
}

/* Issue 34: lesson 2 said every empty cell makes a group of 3, but three
 * of them make 4. What its caption says now holds: five cells may be
 * played, each making 3; the other three empty cells would make 4. */
static void test_lesson_two_caption_is_true(void **state)
{
    (void)state;
    char err[512];
    level_t *lv = level_new();
    assert_non_null(lv);
    if (level_load(lv, "levels/churn/tutorials/02-removals.txt", err, sizeof err)) fail_msg("%s", err);
    void *st = NULL;
    game_t *g = game_from_level(lv, NULL, NULL, &st, err, sizeof err);
    if (!g) fail_msg("%s", err);
    action_t acts[256];
    int n = g->rules->actions(g, st, acts, 256), legal = 0, other = 0;
    editpos_t e;
    editpos_from_state(&e, g, st);
    for (int i = 0; i < e.ntargets; i++) {
        if (e.chars[i] != '.') continue;
        int may = 0;
        for (int k = 0; k < n; k++) may |= acts[k].kind == ACT_PLACE && acts[k].a == i;
        e.chars[i] = '1';
        int size = group_size(g, e.chars, i, '1');
        e.chars[i] = '.';
        if (may) {
            legal++;
            if (size != 3) fail_msg("%s makes a group of %d, not 3", g->board.cells[i].name, size);
        } else {
            other++;
            if (size != 4) fail_msg("%s would make a group of %d, not 4", g->board.cells[i].name, size);
        }
    }
    assert_int_equal(legal, 5);
    assert_int_equal(other, 3);
    const char *cap = lv->start_caption;
    assert_non_null(strstr(cap, "five cells you may play"));
    assert_non_null(strstr(cap, "group of 3"));
    assert_non_null(strstr(cap, "three empty cells would make a group of 4"));
    assert_null(strstr(cap, "Every empty cell"));
    free(st);
    game_free(g);
    level_free(lv);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lesson_two_caption_is_true),
        cmocka_unit_test(test_registry_setup),
        cmocka_unit_test(test_start_levels),
        cmocka_unit_test(test_neighbours_e5),
        cmocka_unit_test(test_one_stone_no_pass),
        cmocka_unit_test(test_forced_isolated),
        cmocka_unit_test(test_two_groups_add),
        cmocka_unit_test(test_equal_groups_survive),
        cmocka_unit_test(test_several_removed),
        cmocka_unit_test(test_fill_then_reopen),
        cmocka_unit_test(test_end_and_win),
        cmocka_unit_test(test_group_sizes_grow),
        cmocka_unit_test(test_incremental_matches_rebuild),
        cmocka_unit_test(test_notation),
        cmocka_unit_test(test_bad_actions),
        cmocka_unit_test(test_actions),
        cmocka_unit_test(test_swap),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_score_view_status),
        cmocka_unit_test(test_undo_by_copies),
        cmocka_unit_test(test_random_turn_uniform),
        cmocka_unit_test(test_random_side2),
        cmocka_unit_test(test_random_side3),
        cmocka_unit_test(test_random_side4),
        cmocka_unit_test(test_random_side5),
        cmocka_unit_test(test_transcripts_side3),
        cmocka_unit_test(test_transcripts_side4),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
