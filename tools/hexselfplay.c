/* hexselfplay: matches between players (random, or an AI level), seats
 * rotating through the colours from game to game, results by seat. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"
#include "ai/ai_know.h"
#include "ai/ai_spec.h"
#include "ai/ai_turn.h"
#include "core/clock.h"
#include "lib_tool.h"
#include "plat/plat.h"

#define SP_RANDOM (-1)   /* a seat's player kind: random, newcomer, or an ai_level_t */
#define SP_NEWCOMER (-2)
#define SP_LIST_MAX 4096 /* whole moves listed by the newcomer; more: sampled */
#define SP_SAMPLES 256   /* random turns the newcomer tries when there are more */

/* A seat's player: random, or an AI level with optional variations
 * ("hard+paranoid", "medium@20000", "expert~norave", "expert:2/1.5": ai_spec.h). */
typedef struct {
    int kind;          /* SP_RANDOM or ai_level_t */
    ai_multi_t multi;
    long iterations;   /* 0: the level's */
    unsigned ablate;
    int depth;         /* playout cut-off (0: the level's, -1: none) */
    double c_uct;      /* exploration constant (0: the level's) */
    int threads;       /* search threads (0: one) */
    int parallel;      /* ai_par_t: how several threads search */
    int keep;          /* tree reuse: the next search starts from this one's tree */
    int ponder;        /* also think on the opponent's time (implies keep) */
    double seconds;    /* > 0: think this long a move (wall clock) instead of a budget */
} sp_player_t;

typedef struct {
    const char *game, *options, *data;
    long size, players, games, cap;
    uint64_t seed;
    sp_player_t kind[GAME_MAX_PLAYERS];   /* per seat */
    const char *name[GAME_MAX_PLAYERS];
    int quiet;                    /* no timing line */
    int64_t clock_ms, clock_inc_ms; /* --clock: minutes per seat + increment (0: none) */
} sp_opts_t;

typedef struct {
    double wins[GAME_MAX_PLAYERS]; /* a win shared by k seats counts 1/k to each */
    long sole[GAME_MAX_PLAYERS], shared[GAME_MAX_PLAYERS];
    long draws, capped, swaps, errors;
    int64_t turns;                 /* over every game: past 2^31 in long runs */
    long on_time;                  /* games (or seats, 3-4 players) lost on time */
    double ai_seconds, seconds;
    double seat_time[GAME_MAX_PLAYERS], seat_max[GAME_MAX_PLAYERS];
    int64_t seat_moves[GAME_MAX_PLAYERS];
    /* Searched moves: root visits found kept, and at the choice. */
    int64_t searched[GAME_MAX_PLAYERS];
    double reused[GAME_MAX_PLAYERS], root[GAME_MAX_PLAYERS];
    ai_keep_t *keep[GAME_MAX_PLAYERS];
    ai_pool_t *pool;               /* the search threads, for every search */
} sp_tally_t;

/* Processor time of this (single-threaded) process: a move's cost on one
 * core, whatever else the machine is running. */
static double cpu_now(void) { return plat_cpu_seconds(); }

/* One turn for the player of the colour to move. */
static ai_request_t sp_request(const sp_player_t *pl, uint64_t seed, ai_keep_t *keep, ai_pool_t *pool)
{
    ai_request_t req = {.level = (ai_level_t)pl->kind, .seed = seed, .multi = pl->multi,
                        .iterations = pl->iterations, .ablate = pl->ablate, .playout_depth = pl->depth,
                        .c_uct = pl->c_uct, .threads = pl->threads, .max_seconds = pl->seconds,
                        .parallel = pl->parallel, .keep = pl->keep || pl->ponder ? keep : NULL, .pool = pool};
    /* Thinking for a time: the clock decides, not the level's budget. */
    if (pl->seconds > 0 && !pl->iterations) req.iterations = 1000000000L;
    return req;
}

/* Does the side to move at st have a win in one? By the rules alone: every
 * action of a turn tried on a copy and the status read (ai_turn.h); a
 * search that runs past its cap counts as no win. */
static int sp_wins_now(const game_t *g, const void *st, move_t *m)
{
    m->n = 0;
    return !game_is_over(st) && ai_find_win(g, ai_know_for(g), st, -1, m, 0, NULL) == 1;
}

/* The tactical newcomer (the check of docs/ai-ladder.md, "First game"):
 * a win in one when there is one; else the first of its legal moves, in
 * random order, after which the opponent has no win in one (where the
 * moves are too many to list, random turns, SP_SAMPLES of them); else a
 * random move. */
static int sp_newcomer(const game_t *g, void *st, rng_t *rng)
{
    size_t sz = g->rules->state_size;
    move_t *m = malloc(sizeof *m), *list = malloc(sizeof *list * SP_LIST_MAX);
    void *after = malloc(sz);
    int rc = -1;
    char err[GAME_ERR_MAX];
    if (!m || !list || !after) goto done;
    if (sp_wins_now(g, st, m)) {
        rc = game_apply_move(g, st, m, NULL, err, sizeof err);
        goto done;
    }
    int n = g->rules->moves(g, st, list, SP_LIST_MAX);
    for (int i = 0; i < (n > 0 ? n : SP_SAMPLES); i++) {
        memcpy(after, st, sz);
        if (n > 0) {
            int j = i + (int)rng_below(rng, (uint32_t)(n - i));
            move_t t = list[i];
            list[i] = list[j];
            list[j] = t;
            if (game_apply_move(g, after, &list[i], NULL, err, sizeof err) != 0) continue;
        } else if (g->rules->random_turn(g, after, rng) != 0) {
            continue;
        }
        if (!sp_wins_now(g, after, m)) {
            memcpy(st, after, sz);
            rc = 0;
            goto done;
        }
    }
    rc = g->rules->random_turn(g, st, rng);
done:
    free(after);
    free(list);
    free(m);
    return rc;
}

static int sp_turn(const game_t *g, void *st, const sp_player_t *pl, rng_t *rng, uint64_t seed, move_t *m,
                   ai_keep_t *keep, ai_pool_t *pool, ai_stats_t *stats, double clock_seconds)
{
    memset(stats, 0, sizeof *stats);
    if (pl->kind == SP_RANDOM) return g->rules->random_turn(g, st, rng);
    if (pl->kind == SP_NEWCOMER) return sp_newcomer(g, st, rng);
    char err[GAME_ERR_MAX];
    ai_request_t req = sp_request(pl, seed, keep, pool);
    /* On a clock the AI takes its time from it, stopping once settled. */
    if (clock_seconds > 0) {
        if (!req.max_seconds || clock_seconds < req.max_seconds) req.max_seconds = clock_seconds;
        req.settle = 1;
    }
    if (ai_choose(g, st, &req, m, stats, err, sizeof err) != 0) return -1;
    return game_apply_move(g, st, m, NULL, err, sizeof err);
}

/* Thinking on the opponent's time, played in turn: as long as the
 * opponent's next move will take (its /S seconds, else this seat's own). */
static void sp_ponder(const game_t *g, const void *st, const sp_player_t *pl, const sp_player_t *opp,
                      uint64_t seed, ai_keep_t *keep, ai_pool_t *pool)
{
    if (!pl->ponder || game_is_over(st)) return;
    ai_request_t req = sp_request(pl, seed, keep, pool);
    req.iterations = 1000000000L;
    req.max_seconds = opp->seconds > 0 ? opp->seconds : pl->seconds > 0 ? pl->seconds : 0.3;
    char err[GAME_ERR_MAX];
    ai_ponder(g, st, &req, NULL, err, sizeof err);
}

/* Game i: seat k starts with colour (k + i) mod players + 1; a swap then
 * exchanges the colours of the two seats (docs/rules/conventions.md 0.3). */
static void sp_game(const game_t *g, const void *start, void *st, void *before, long i, const sp_opts_t *o,
                    move_t *m, sp_tally_t *t)
{
    int players = g->setup.players, seat_of[GAME_MAX_PLAYERS + 1];
    for (int k = 0; k < players; k++) seat_of[(k + i) % players + 1] = k;
    rng_t rng;
    rng_seed(&rng, args_seed(o->seed, (uint64_t)i, 0));
    memcpy(st, start, g->rules->state_size);
    for (int k = 0; k < players; k++) ai_keep_clear(t->keep[k]);
    long turns = 0;
    /* Clocks by seat (1-based), on wall time. */
    gclock_t clk;
    gclock_init(&clk, players, o->clock_ms, o->clock_inc_ms);
    while (!game_is_over(st) && turns < o->cap) {
        const game_head_t *h = game_head(st);
        int swapped = h->swapped, seat = seat_of[h->to_move], mover = h->to_move;
        memcpy(before, st, g->rules->state_size);
        double t0 = cpu_now(), w0 = tool_now();
        double think = gclock_on(&clk) ? ai_clock_seconds(gclock_left(&clk, seat + 1) / 1000.0, clk.inc_ms / 1000.0) : 0;
        gclock_start(&clk, seat + 1);
        ai_stats_t as;
        if (sp_turn(g, st, &o->kind[seat], &rng, args_seed(o->seed, (uint64_t)i, (uint64_t)turns + 1), m,
                    t->keep[seat], t->pool, &as, think)) {
            t->errors++;
            break;
        }
        if (gclock_tick(&clk, (int64_t)((tool_now() - w0) * 1000.0 + 0.5))) {
            /* The flag fell during the turn: the move made is not played. */
            memcpy(st, before, g->rules->state_size);
            char err[GAME_ERR_MAX];
            if (game_flag_fall(g, st, mover, err, sizeof err)) {
                t->errors++;
                break;
            }
            t->on_time++;
            turns++;
            continue;
        }
        gclock_turn_done(&clk, seat + 1);
        double dt = cpu_now() - t0;
        if (as.root_visits > 0) {
            t->searched[seat]++;
            t->reused[seat] += (double)as.reused;
            t->root[seat] += (double)as.root_visits;
        }
        int next = seat_of[game_head(st)->to_move];
        sp_ponder(g, st, &o->kind[seat], &o->kind[next], args_seed(o->seed, (uint64_t)i, (uint64_t)turns + 1),
                  t->keep[seat], t->pool);
        t->seat_time[seat] += dt;
        t->seat_moves[seat]++;
        if (dt > t->seat_max[seat]) t->seat_max[seat] = dt;
        turns++;
        if (game_head(st)->swapped != swapped) {
            int a = seat_of[1];
            seat_of[1] = seat_of[2];
            seat_of[2] = a;
            t->swaps++;
        }
    }
    t->turns += turns;
    const game_head_t *h = game_head(st);
    if (h->status == GAME_WIN) {
        int k = 0;
        for (int p = 1; p <= players; p++) k += (h->winners >> (p - 1)) & 1;
        for (int p = 1; p <= players; p++) {
            if (!((h->winners >> (p - 1)) & 1)) continue;
            t->wins[seat_of[p]] += 1.0 / k;
            if (k == 1) t->sole[seat_of[p]]++;
            else t->shared[seat_of[p]]++;
        }
    } else if (h->status == GAME_DRAW) {
        t->draws++;
    } else {
        t->capped++;
    }
}

static int sp_run(const sp_opts_t *o)
{
    char err[GAME_ERR_MAX + 600], words[1200];
    snprintf(words, sizeof words, "%s", o->options ? o->options : "");
    size_t at = strlen(words);
    if (o->size) at += (size_t)snprintf(words + at, sizeof words - at, " size=%ld", o->size);
    if (o->players) snprintf(words + at, sizeof words - at, " players=%ld", o->players);
    game_t *g = args_new_game(o->game, words, o->data, err, sizeof err);
    if (!g) {
        fprintf(stderr, "hexselfplay: %s\n", args_data_note(err, sizeof err, o->data));
        return 2;
    }
    void *start = game_state_new(g), *st = game_state_new(g), *before = game_state_new(g);
    move_t *m = malloc(sizeof *m);
    if (!start || !st || !before || !m || game_start(g, start, err, sizeof err) != 0) {
        fprintf(stderr, "hexselfplay: %s\n",
                start && st && before && m ? args_data_note(err, sizeof err, o->data) : "out of memory");
        free(before);
        free(m);
        free(st);
        free(start);
        game_free(g);
        return 2;
    }
    int players = g->setup.players;
    sp_tally_t t = {0};
    for (int k = 0; k < players; k++)
        if ((o->kind[k].keep || o->kind[k].ponder) && !(t.keep[k] = ai_keep_new())) {
            fprintf(stderr, "hexselfplay: out of memory\n");
            return 2;
        }
    /* NULL (out of memory) only means each search makes its own. */
    t.pool = ai_pool_new();
    double t0 = tool_now();
    for (long i = 0; i < o->games; i++) sp_game(g, start, st, before, i, o, m, &t);
    t.seconds = tool_now() - t0;

    char opts[512];
    game_setup_format_options(g->rules, &g->setup, opts, sizeof opts);
    if (g->setup.side) printf("game %s size %d players %d options %s\n", g->rules->id, g->setup.side, players, opts);
    else printf("game %s players %d options %s\n", g->rules->id, players, opts);
    printf("games %ld seed %llu cap %ld\n", o->games, (unsigned long long)o->seed, o->cap);
    for (int k = 0; k < players; k++)
        printf("seat %c %-8s wins %8.1f (%5.1f%%)  sole %ld shared %ld\n", 'a' + k, o->name[k],
               t.wins[k], o->games ? 100.0 * t.wins[k] / (double)o->games : 0.0, t.sole[k],
               t.shared[k]);
    printf("draws %ld  unfinished %ld  swaps %ld  errors %ld\n", t.draws, t.capped, t.swaps, t.errors);
    printf("average length %.2f turns\n", o->games ? (double)t.turns / (double)o->games : 0.0);
    if (o->clock_ms) {
        char ctl[64];
        gclock_control_text(o->clock_ms, o->clock_inc_ms, ctl, sizeof ctl);
        printf("clock %s\n", ctl);
        printf("lost on time %ld\n", t.on_time);
    }
    /* Timings on their own line: everything above is the same for the same seed. */
    if (!o->quiet) {
        printf("time %.3f s, %.2f us per move\n", t.seconds,
               t.turns ? 1e6 * t.seconds / (double)t.turns : 0.0);
        for (int k = 0; k < players; k++)
            if (o->kind[k].kind >= 0 && t.seat_moves[k])
                printf("time seat %c %-8s %.3f s per move, longest %.3f s (processor time)\n", 'a' + k, o->name[k],
                       t.seat_time[k] / (double)t.seat_moves[k], t.seat_max[k]);
        /* What tree reuse and thinking ahead gave: visits at the root. */
        for (int k = 0; k < players; k++)
            if (t.searched[k] && t.keep[k])
                printf("tree seat %c %-8s %lld searched moves: root visits %.0f found kept, %.0f at the choice\n",
                       'a' + k, o->name[k], (long long)t.searched[k], t.reused[k] / (double)t.searched[k],
                       t.root[k] / (double)t.searched[k]);
    }
    free(before);
    for (int k = 0; k < players; k++) ai_keep_free(t.keep[k]);
    ai_pool_free(t.pool);
    free(m);
    free(st);
    free(start);
    game_free(g);
    return t.errors ? 1 : 0;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: hexselfplay --game ID [--size N] [--players N] [--a P] [--b P] [--c P] [--d P]\n"
            "                   [--games N] [--seed S] [--options \"k=v ...\"] [--cap N] [--quiet]\n"
            "Plays N games between seats a, b (c, d for 3-4 players); a player P is\n"
            "'random', 'newcomer' or an AI level (first beginner easy medium hard expert);\n"
            "default random. 'newcomer' plays like a tactical first-timer: a win in one\n"
            "when there is one, else a random move after which the opponent has no win\n"
            "in one (tried in random order), else any random move.\n"
            "A level may carry variations: +paranoid or +maxn (3-4 players), @N (N\n"
            "iterations instead of the level's), ~noknow ~norave ~nosolver ~noinformed\n"
            "~noeval ~nowin2 (switch a feature off), ^N (playouts cut off after N turns\n"
            "and evaluated; ^end: played out), %%C (exploration constant C), :N or #N (search\n"
            "on N threads, 1-64), /S (think S seconds a move, wall clock, instead of a\n"
            "budget; with @N: at most N iterations), +root or +tree (several threads:\n"
            "one tree each, root statistics summed, or one shared tree with virtual\n"
            "loss, the default), +keep (tree reuse: each search starts from the last one's tree),\n"
            "+ponder (also think on the opponent's time: played in turn, as long as\n"
            "the opponent's /S or this seat's own), e.g. hard+paranoid,\n"
            "medium@20000~norave, expert%%0.4, expert:2/1.5, medium:2/0.3+tree; each\n"
            "variation at most once. A time makes games depend on the\n"
            "machine; root threads alone do not (the budget is shared), tree threads do.\n"
            "Seat a plays colour 1 in game 1, colour 2 in game 2, ... (colours rotate);\n"
            "a pie swap exchanges the two seats' colours. Prints wins per seat (a win\n"
            "shared by k seats counts 1/k), draws, games cut off at the cap, average\n"
            "length; the same seed gives the same output except the final 'time' line.\n"
            "  --games N  games to play (default 100)   --seed S  base seed (default 1)\n"
            "  --cap N    turns after which a game is cut off as unfinished (default %d)\n"
            "  --quiet    leave out the timing line\n"
            "  --clock M+I  each seat gets M minutes (fractions allowed) plus I seconds a\n"
            "             turn, on wall time; the AI takes its time from its clock, a\n"
            "             flag fall loses (Wunchunk 3-4 players: that seat passes from\n"
            "             then on); prints 'lost on time N'. Results depend on the machine.\n"
            "  --version  print the version and exit\n",
            TOOL_PLY_CAP);
}

/* A seat's player: 0, or -1 with why in err. */
static int sp_player(const char *v, sp_player_t *pl, char *err, size_t n)
{
    memset(pl, 0, sizeof *pl);
    if (!strcmp(v, "random")) {
        pl->kind = SP_RANDOM;
        return 0;
    }
    if (!strcmp(v, "newcomer")) {
        pl->kind = SP_NEWCOMER;
        return 0;
    }
    ai_spec_t sp;
    if (ai_spec_parse(v, &sp, err, n)) return -1;
    pl->kind = (int)sp.level;
    pl->multi = sp.multi;
    pl->iterations = sp.iterations;
    pl->ablate = sp.ablate;
    pl->depth = sp.depth;
    pl->c_uct = sp.c_uct;
    pl->threads = sp.threads;
    pl->parallel = sp.parallel;
    pl->keep = sp.keep;
    pl->ponder = sp.ponder;
    pl->seconds = sp.seconds;
    return 0;
}

int main(int argc, char **argv)
{
    sp_opts_t o = {.games = 100, .seed = 1, .cap = TOOL_PLY_CAP};
    char data[512];
    for (int k = 0; k < GAME_MAX_PLAYERS; k++) {
        o.kind[k].kind = SP_RANDOM;
        o.name[k] = "random";
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = 1;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (tool_version_option(a, argv[0])) {
            return 0;
        } else if (!strcmp(a, "--quiet")) {
            o.quiet = 1;
            continue;
        }
        if (!v) ok = 0;
        else if (!strcmp(a, "--game")) o.game = v;
        else if (!strcmp(a, "--options")) o.options = v;
        else if (!strcmp(a, "--data")) o.data = v;
        else if (!strcmp(a, "--clock")) {
            char cerr[200];
            ok = !gclock_parse_control(v, &o.clock_ms, &o.clock_inc_ms, cerr, sizeof cerr);
            if (!ok) fprintf(stderr, "hexselfplay: %s\n", cerr);
        }
        else if (!strcmp(a, "--size")) ok = !args_parse_long(v, 1, 99, &o.size);
        else if (!strcmp(a, "--players")) ok = !args_parse_long(v, 1, GAME_MAX_PLAYERS, &o.players);
        else if (!strcmp(a, "--games")) ok = !args_parse_long(v, 0, 100000000L, &o.games);
        else if (!strcmp(a, "--cap")) ok = !args_parse_long(v, 1, 100000000L, &o.cap);
        else if (!strcmp(a, "--seed")) {
            int64_t s64;
            ok = !args_parse_i64(v, 0, INT64_MAX, &s64);
            if (ok) o.seed = (uint64_t)s64;
        } else if (strlen(a) == 3 && !strncmp(a, "--", 2) && a[2] >= 'a' && a[2] < 'a' + GAME_MAX_PLAYERS) {
            int k = a[2] - 'a';
            char why[300];
            ok = !sp_player(v, &o.kind[k], why, sizeof why);
            if (!ok) fprintf(stderr, "hexselfplay: %s %s\n", a, why);
            o.name[k] = v;
        } else ok = 0;
        if (!ok) {
            fprintf(stderr, "hexselfplay: bad argument '%s%s%s'\n", a, v ? " " : "", v ? v : "");
            usage(stderr);
            return 2;
        }
        i++;
    }
    if (!o.game) {
        fprintf(stderr, "hexselfplay: --game is required\n");
        usage(stderr);
        return 2;
    }
    if (!o.data) o.data = game_data_dir(data, sizeof data, argv[0]);
    return sp_run(&o);
}
