/* Previews (core/preview.h) and the engine protocol's `preview`, over random
 * positions of every game: a preview leaves the position unchanged and gives
 * exactly the events and the position the move itself gives; Churn's
 * `remove` lines name exactly the cells the move empties; the options of a
 * step say where each action lands and how the board marks it; the games'
 * preview queries agree with the view. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/game.h"
#include "core/preview.h"
#include "core/rng.h"
#include "engine/gtp.h"
#include "contract/preview.h"
#include "lib_gametest.h"

#define MAX_ACTS 4096
#define TEXT_MAX 65536

/* The game set-ups played (small boards: many positions in little time). */
typedef struct {
    const char *id, *setup;
    int games, plies; /* random games, and at most this many turns each */
} setup_t;

static const setup_t setups[] = {
    {"churn", "size=4", 6, 0},        {"churn", "size=3 pie=off", 10, 0},
    {"wunchunk", "size=5", 6, 30},    {"wunchunk", "size=5 players=3", 4, 30},
    {"conhex", "", 20, 0},            {"uknight", "size=5", 10, 80},
    {"zumo", "size=6", 40, 60},       {"zumo", "size=6 partial-push=on", 40, 60},
};
#define NSETUPS (int)(sizeof setups / sizeof setups[0])

static action_t acts[MAX_ACTS];
static preview_option_t opts[MAX_ACTS];

/* ------------------------------------------------------------------ helpers */

static void board_of(const game_t *g, const void *st, char *chars)
{
    g->rules->board_chars(g, st, chars);
}

static int same_events(const event_list_t *a, const event_list_t *b)
{
    if (a->n != b->n) return 0;
    /* Field by field: event_t has padding. */
    for (int i = 0; i < a->n; i++) {
        const event_t *x = &a->ev[i], *y = &b->ev[i];
        if (x->kind != y->kind || x->beat != y->beat || x->player != y->player || x->piece != y->piece ||
            x->sound != y->sound || x->cell != y->cell || x->cell2 != y->cell2 || x->value != y->value ||
            x->aux != y->aux)
            return 0;
    }
    return 1;
}

/* The cells named by the `remove` lines of a preview text, as a mask. */
static void removed_cells(const game_t *g, const char *text, uint8_t *mask)
{
    memset(mask, 0, BOARD_MAX_CELLS);
    char line[4096];
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, "\n");
        snprintf(line, sizeof line, "%.*s", (int)n, p);
        p += n + (p[n] == '\n');
        if (strncmp(line, "remove ", 7)) continue;
        char *save = NULL, *w = strtok_r(line + 7, " ", &save); /* the player */
        assert_non_null(w);
        while ((w = strtok_r(NULL, " ", &save))) {
            int c = board_parse_cell(&g->board, w);
            if (c < 0) fail_msg("remove names '%s', not a cell", w);
            assert_int_equal(mask[c], 0); /* each cell once */
            mask[c] = 1;
        }
    }
}

/* Every line starts with a keyword of the vocabulary. */
static void check_keywords(const char *text)
{
    static const char *const words[] = {"place", "slide", "evaporate", "push", "shatter", "remove",
                                        "group", "claim", "energy", "leap", "throw", "capture",
                                        "axe", "pass", "swap", "phase", "score", "win", "draw",
                                        "chain"};
    for (const char *p = text; *p;) {
        size_t n = strcspn(p, " \n"), k = 0;
        for (; k < sizeof words / sizeof words[0]; k++)
            if (strlen(words[k]) == n && !strncmp(p, words[k], n)) break;
        if (k == sizeof words / sizeof words[0]) fail_msg("unknown preview line: %.40s", p);
        p += strcspn(p, "\n");
        if (*p) p++;
    }
}

/* A random legal whole move from st, built action by action; at each step
 * the options are checked against the real actions. */
static void check_options(const game_t *g, const void *st);

static void random_move(const game_t *g, const void *st, rng_t *rng, move_t *m, int check)
{
    void *cur = gametest_dup(g, st);
    char err[GAME_ERR_MAX];
    int32_t ply = game_head(cur)->ply;
    m->n = 0;
    while (game_head(cur)->ply == ply && !game_is_over(cur)) {
        if (check) check_options(g, cur);
        int n = g->rules->actions(g, cur, acts, MAX_ACTS);
        assert_true(n > 0);
        const action_t *a = &acts[rng_below(rng, (uint32_t)n)];
        assert_true(m->n < MOVE_MAX_ACTIONS);
        m->a[m->n++] = *a;
        if (game_act(g, cur, a, NULL, err, sizeof err)) fail_msg("listed action refused: %s", err);
    }
    free(cur);
}

/* ------------------------------------------------------------------ options */

static void check_options(const game_t *g, const void *st)
{
    void *before = gametest_dup(g, st), *after = gametest_dup(g, st);
    char err[GAME_ERR_MAX];
    int n = game_preview_options(g, st, opts, MAX_ACTS);
    int na = g->rules->actions(g, st, acts, MAX_ACTS);
    assert_int_equal(n, na < MAX_ACTS ? na : MAX_ACTS);
    assert_memory_equal(st, before, g->rules->state_size);
    game_view_t *v0 = malloc(sizeof *v0), *v1 = malloc(sizeof *v1);
    assert_non_null(v0);
    assert_non_null(v1);
    g->rules->view(g, st, v0);
    int me = game_head(st)->to_move;
    for (int i = 0; i < n; i++) {
        const preview_option_t *o = &opts[i];
        assert_memory_equal(&o->act, &acts[i], sizeof o->act);
        if (game_preview_action(g, st, &o->act, NULL, after, err, sizeof err))
            fail_msg("listed action refused in preview: %s", err);
        g->rules->view(g, after, v1);
        switch (o->act.kind) {
        case ACT_PLACE:
            assert_int_equal(o->target, o->act.a);
            break;
        case ACT_MOVE:
            assert_int_equal(o->source, o->act.a);
            assert_int_equal(o->target, o->act.b);
            assert_int_equal(v1->cell[o->target] & 0xf, me);
            break;
        case ACT_THROW:
            assert_int_equal(o->source, o->act.a);
            assert_int_equal(o->target, o->act.n);
            assert_int_equal(o->mark, PREVIEW_MARK_LINE);
            assert_int_equal(v1->cell[o->target] & 0xf, me);
            /* a capture is the stopping cell's opposing piece */
            if (o->flags & PREVIEW_CAPTURE) {
                assert_int_equal(o->capture, o->target);
                assert_int_equal(v0->cell[o->target] & 0xf, 3 - me);
            } else {
                assert_int_equal(v0->cell[o->target], 0);
            }
            break;
        case ACT_PUSH:
            /* the stone on target belongs to the opponent and moves to dest */
            assert_true(o->target >= 0);
            assert_int_equal(o->mark, PREVIEW_MARK_RING);
            assert_int_equal(v0->cell[o->target], 3 - me);
            assert_int_equal(v1->cell[o->target], 0);
            if (o->flags & PREVIEW_OFF) {
                assert_int_equal(o->dest, -1);
            } else {
                assert_true(o->dest >= 0);
                assert_int_equal(v1->cell[o->dest], 3 - me);
                if (o->flags & PREVIEW_CAPTURE) assert_int_equal(o->capture, o->dest);
                else assert_int_equal(v0->cell[o->dest], 0);
            }
            break;
        default: assert_int_equal(o->target, -1); break;
        }
        /* the rules mark a placement or leap that makes an axe with a star */
        if (o->act.kind != ACT_THROW && o->act.kind != ACT_PUSH)
            assert_int_equal(o->mark, o->flags & PREVIEW_BADGE ? PREVIEW_MARK_STAR : PREVIEW_MARK_NONE);
        /* an axe is a new double of the mover where the action lands */
        if ((o->flags & PREVIEW_BADGE) && o->target >= 0) {
            assert_int_equal(v1->cell[o->target], me | VIEW_ALT);
            assert_int_equal(v0->cell[o->target] & VIEW_ALT, 0);
        }
        if (o->flags & PREVIEW_WIN) assert_true(game_head(after)->winners >> (me - 1) & 1);
        assert_int_equal(!!(o->flags & PREVIEW_ENDS), game_is_over(after));
    }
    assert_memory_equal(st, before, g->rules->state_size);
    free(v0);
    free(v1);
    free(before);
    free(after);
}

/* The games' queries agree with what the view shows. */
static void check_queries(const game_t *g, const void *st, const event_list_t *place_ev)
{
    const board_t *b = &g->board;
    game_view_t *v = malloc(sizeof *v);
    assert_non_null(v);
    g->rules->view(g, st, v);
    if (game_preview_of(g->rules)->progress) {
        for (int c = 0; c < b->ncells; c++)
            for (int p = 1; p <= 2; p++) {
                int need, have = game_cell_progress(g, st, c, p, &need);
                if (v->owner[c]) {
                    assert_int_equal(have, -1);
                    continue;
                }
                int k = 0;
                for (int j = 0; j < b->cells[c].nsites; j++) k += v->site[b->cells[c].sites[j]] == p;
                assert_int_equal(have, k);
                assert_int_equal(need, b->cells[c].need);
                assert_true(have < need);
            }
    } else {
        assert_int_equal(game_cell_progress(g, st, 0, 1, NULL), -1);
    }
    if (!game_head(st)->in_turn) assert_int_equal(game_turn_budget(g, st, NULL), -1);
    if (game_preview_of(g->rules)->budget && place_ev) {
        /* right after a placement: all of its energy is left */
        const event_t *e = NULL; /* the game's "energy" verb, by its name */
        for (int i = 0; i < place_ev->n && !e; i++)
            if (!strcmp(event_name(g->rules->verbs, &place_ev->ev[i]), "energy")) e = &place_ev->ev[i];
        int total, left = game_turn_budget(g, st, &total);
        if (game_head(st)->in_turn) {
            /* no event: a free placement (no stone of the mover on the board) */
            assert_int_equal(total, e ? e->value : 0);
            assert_int_equal(left, total);
        }
    }
    free(v);
}

/* ------------------------------------------------------------------ moves */

/* One position: the preview of a random move against the move itself. */
static void check_position(const game_t *g, const void *st, const move_t *m, long *churn_checked)
{
    size_t sz = g->rules->state_size;
    void *keep = gametest_dup(g, st), *after = game_state_new(g), *played = gametest_dup(g, st);
    char err[GAME_ERR_MAX], canon[MOVE_TEXT_MAX], canon2[MOVE_TEXT_MAX];
    static char text[TEXT_MAX];
    event_list_t ev, real;
    event_list_init(&ev);
    event_list_init(&real);

    if (game_preview_move(g, st, m, &ev, after, err, sizeof err)) fail_msg("preview refused: %s", err);
    assert_memory_equal(st, keep, sz);
    if (game_apply_move(g, played, m, &real, err, sizeof err)) fail_msg("move refused: %s", err);
    assert_memory_equal(after, played, sz);
    assert_true(same_events(&ev, &real));

    /* In notation, as the protocol takes it. */
    g->rules->format(g, st, m, canon, sizeof canon);
    event_list_clear(&ev);
    if (game_preview_text(g, st, canon, &ev, after, canon2, sizeof canon2, err, sizeof err))
        fail_msg("preview of '%s' refused: %s", canon, err);
    assert_memory_equal(st, keep, sz);
    assert_string_equal(canon, canon2);
    memcpy(played, st, sz);
    event_list_clear(&real);
    if (game_play(g, played, canon, &real, NULL, 0, err, sizeof err)) fail_msg("play '%s': %s", canon, err);
    assert_memory_equal(after, played, sz);
    assert_true(same_events(&ev, &real));

    size_t n = game_preview_lines(g, st, &ev, after, text, sizeof text);
    assert_true(n < sizeof text);
    assert_int_equal(strlen(text), n);
    assert_true(n > 0);
    check_keywords(text);

    /* Remove lines: cells held before and empty after. In Churn exactly the
     * cells the move empties (its only removal). */
    char b0[BOARD_MAX_CELLS + BOARD_MAX_SITES], b1[BOARD_MAX_CELLS + BOARD_MAX_SITES];
    uint8_t rm[BOARD_MAX_CELLS];
    board_of(g, st, b0);
    board_of(g, after, b1);
    removed_cells(g, text, rm);
    int churn = !strcmp(g->rules->id, "churn");
    for (int c = 0; c < g->board.ncells; c++) {
        int emptied = b0[c] != '.' && b1[c] == '.';
        if (churn) assert_int_equal(rm[c], emptied);
        else if (rm[c]) assert_true(b0[c] != '.');
    }
    if (churn) ++*churn_checked;

    event_list_free(&ev);
    event_list_free(&real);
    free(keep);
    free(after);
    free(played);
}

static void preview_random_games(void **state)
{
    (void)state;
    long churn_checked = 0, positions = 0, counted[NSETUPS] = {0};
    move_t *m = malloc(sizeof *m);
    assert_non_null(m);
    for (int k = 0; k < NSETUPS; k++) {
        const setup_t *su = &setups[k];
        game_t *g = gametest_game(su->id, su->setup);
        rng_t rng;
        rng_seed(&rng, 1000 + (uint64_t)k);
        for (int gi = 0; gi < su->games; gi++) {
            void *st = gametest_start(g);
            char err[GAME_ERR_MAX];
            for (int ply = 0; !game_is_over(st) && (!su->plies || ply < su->plies); ply++) {
                random_move(g, st, &rng, m, ply % 4 == gi % 4);
                check_position(g, st, m, &churn_checked);
                positions++;
                counted[k]++;
                /* The queries between turns, and right after a placement. */
                check_queries(g, st, NULL);
                if (m->n > 1 || game_preview_of(g->rules)->budget) {
                    event_list_t ev;
                    event_list_init(&ev);
                    void *mid = game_state_new(g);
                    if (game_preview_action(g, st, &m->a[0], &ev, mid, err, sizeof err) == 0)
                        check_queries(g, mid, &ev);
                    event_list_free(&ev);
                    free(mid);
                }
                if (game_apply_move(g, st, m, NULL, err, sizeof err)) fail_msg("%s", err);
            }
            free(st);
        }
        game_free(g);
    }
    free(m);
    print_message("%ld positions previewed, %ld of them Churn\n", positions, churn_checked);
    for (int k = 0; k < NSETUPS; k++) {
        print_message("  %s %s: %ld\n", setups[k].id, setups[k].setup, counted[k]);
        assert_true(counted[k] >= 100);
    }
    assert_true(churn_checked >= 1000);
}

/* A refused move changes nothing and says what play says. */
static void preview_refusals(void **state)
{
    (void)state;
    game_t *g = gametest_game("churn", "size=3");
    void *st = gametest_start(g), *keep = gametest_dup(g, st), *after = gametest_start(g);
    char e1[GAME_ERR_MAX], e2[GAME_ERR_MAX];
    event_list_t ev;
    event_list_init(&ev);
    event_add(&ev, EV_PASS, 1, -1, -1, 0); /* a caller's events are kept */
    const char *bad[] = {"Z9", "", "B2 B3", "pass"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(game_preview_text(g, st, bad[i], &ev, after, NULL, 0, e1, sizeof e1), -1);
        void *cp = gametest_dup(g, st);
        assert_int_equal(game_play(g, cp, bad[i], NULL, NULL, 0, e2, sizeof e2), -1);
        assert_string_equal(e1, e2);
        free(cp);
        assert_int_equal(ev.n, 1);
        assert_memory_equal(st, keep, g->rules->state_size);
        assert_memory_equal(after, keep, g->rules->state_size);
    }
    event_list_free(&ev);
    free(st);
    free(keep);
    free(after);
    game_free(g);
}

/* ------------------------------------------------------------------ protocol */

typedef struct {
    gtp_t *s;
    char *buf;
    size_t len;
    FILE *out;
} proto_t;

/* One command; the answer's text (after "= " or "? ") in a static buffer. */
static const char *ask(proto_t *p, int *ok, const char *fmt, ...)
{
    static char answer[TEXT_MAX];
    char line[GTP_LINE_MAX + 1];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    rewind(p->out);
    gtp_handle_line(p->s, line, 0, p->out);
    fflush(p->out);
    long n = ftell(p->out);
    assert_true(n >= 4 && n < (long)sizeof answer);
    rewind(p->out);
    assert_int_equal(fread(answer, 1, (size_t)n, p->out), (size_t)n);
    answer[n - 2] = '\0'; /* the empty line that ends an answer */
    if (ok) *ok = answer[0] == '=';
    return answer + 2;
}

static void protocol_preview(void **state)
{
    (void)state;
    static char before[TEXT_MAX], shown[TEXT_MAX], lines[TEXT_MAX];
    move_t *m = malloc(sizeof *m);
    assert_non_null(m);
    long churn_checked = 0, positions = 0;
    for (int k = 0; k < NSETUPS; k++) {
        const setup_t *su = &setups[k];
        game_t *g = gametest_game(su->id, su->setup);
        proto_t p = {.s = gtp_new(g->data_dir, 1), .out = tmpfile()};
        assert_non_null(p.s);
        assert_non_null(p.out);
        rng_t rng;
        rng_seed(&rng, 77 + (uint64_t)k);
        int ok, games = su->games / 4 + 1;
        for (int gi = 0; gi < games; gi++) {
            void *st = gametest_start(g);
            char err[GAME_ERR_MAX], text[MOVE_TEXT_MAX];
            ask(&p, &ok, "game %s %s", su->id, su->setup);
            assert_true(ok);
            for (int ply = 0; !game_is_over(st) && (!su->plies || ply < su->plies); ply++) {
                random_move(g, st, &rng, m, 0);
                g->rules->format(g, st, m, text, sizeof text);
                snprintf(before, sizeof before, "%s", ask(&p, &ok, "showboard"));
                const char *a = ask(&p, &ok, "preview %s", text);
                if (!ok) fail_msg("preview %s: %s", text, a);
                /* "\n<lines>board\n<board>" */
                const char *cut = strstr(a, "\nboard\n");
                assert_non_null(cut);
                snprintf(lines, sizeof lines, "%.*s\n", (int)(cut - a - 1), a + 1);
                snprintf(shown, sizeof shown, "\n%s", cut + 7);
                check_keywords(lines);
                assert_string_equal(ask(&p, &ok, "showboard"), before); /* unchanged */
                ask(&p, &ok, "play %s", text);
                assert_true(ok);
                assert_string_equal(ask(&p, &ok, "showboard"), shown);
                /* Churn: the remove lines are the cells emptied. */
                char b0[BOARD_MAX_CELLS + BOARD_MAX_SITES], b1[BOARD_MAX_CELLS + BOARD_MAX_SITES];
                uint8_t rm[BOARD_MAX_CELLS];
                board_of(g, st, b0);
                if (game_apply_move(g, st, m, NULL, err, sizeof err)) fail_msg("%s", err);
                board_of(g, st, b1);
                removed_cells(g, lines, rm);
                if (!strcmp(su->id, "churn")) {
                    for (int c = 0; c < g->board.ncells; c++)
                        assert_int_equal(rm[c], b0[c] != '.' && b1[c] == '.');
                    churn_checked++;
                }
                positions++;
            }
            /* An illegal move is refused as play refuses it, nothing changes. */
            if (!game_is_over(st)) {
                snprintf(before, sizeof before, "%s", ask(&p, &ok, "showboard"));
                snprintf(lines, sizeof lines, "%s", ask(&p, &ok, "preview Z99"));
                assert_false(ok);
                assert_string_equal(ask(&p, &ok, "play Z99"), lines);
                assert_string_equal(ask(&p, &ok, "showboard"), before);
            }
            free(st);
        }
        gtp_free(p.s);
        fclose(p.out);
        game_free(g);
    }
    free(m);
    print_message("%ld positions through the protocol, %ld of them Churn\n", positions, churn_checked);
    assert_true(churn_checked >= 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(preview_random_games),
        cmocka_unit_test(preview_refusals),
        cmocka_unit_test(protocol_preview),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
