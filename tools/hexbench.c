/* hexbench: how fast each game plays random games, and how many search
 * iterations the AI gets through, on one thread. One table row per game and
 * set-up. The last column is the cost of one AI iteration (selection down
 * the tree, expansion with knowledge priors, a playout, back-propagation)
 * in random playouts from the start position: above 1 where the tree and the
 * knowledge cost more than they save, below 1 where playouts are cut off
 * and evaluated. With --ai-threads N the AI searches on N threads and its
 * rate is per second of wall clock (the threads' gain), with the cores it got. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"
#include "core/autosaves.h"
#include "core/fileio.h"
#include "lib_tool.h"
#include "plat/plat.h"
#include "core/fstree.h"

typedef struct {
    double seconds;  /* measuring time per row */
    int all;         /* every size and player count, not just the standard one */
    int ai;          /* also time the AI */
    int level;       /* the AI level timed */
    int threads;     /* --ai-threads N (0: not given: one thread, processor time) */
    int parallel;    /* --parallel root|tree (ai_par_t) */
    long cap;        /* turns after which a random game is cut off */
    long same;       /* --same N: kernel games against random_turn's */
    int keep;        /* --keep: the cost of keeping a move on disk */
    const char *only;
    const char *data;
} bench_opts_t;

typedef struct {
    double playouts_s, moves_s, avg_len, finished_pct, ai_s, ai_iter_us, ai_cores;
} bench_row_t;

/* Processor time of this single-threaded process: "on one core" whatever
 * else the machine runs (wall time would count the other programs' turns). */
static double cpu_now(void) { return plat_cpu_seconds(); }

/* Wall clock: with several search threads, processor time would count
 * every thread's, so their gain is measured against the clock. */
static double wall_now(void) { return plat_now(); }

/* Random games from st until `seconds` pass; returns games, turns, finished.
 * The clock is read after a batch of games, doubled until a batch takes a
 * millisecond: reading processor time is a system call (under wine a round
 * trip to its server, longer than a short game), which would otherwise be
 * counted as the games' own time. */
static void run_playouts(const game_t *g, const void *start, void *tmp, rng_t *rng, double seconds,
                         long cap, long *games, long *turns, long *finished, double *elapsed)
{
    size_t sz = g->rules->state_size;
    double t0 = cpu_now(), t = t0;
    long batch = 1;
    *games = *turns = *finished = 0;
    do {
        for (long i = 0; i < batch; i++) {
            memcpy(tmp, start, sz);
            *turns += tool_playout(g, tmp, rng, cap);
            *finished += game_is_over(tmp);
            ++*games;
        }
        double now = cpu_now();
        if (now - t < 0.001 && batch < 4096) batch *= 2;
        t = now;
    } while (t - t0 < seconds);
    *elapsed = t - t0;
}

/* The AI's search iterations per second from the start position, at the
 * level's set-up (its knowledge, cut-offs and tree), one search after
 * another with fresh seeds until `seconds` pass. */
static double run_ai(const game_t *g, const void *start, double seconds, int level, int threads,
                     int parallel, double *cores)
{
    double c0 = cpu_now();
    move_t *m = malloc(sizeof *m);
    char err[GAME_ERR_MAX];
    long iters = 0;
    double (*clock_of)(void) = threads > 0 ? wall_now : cpu_now;
    double t0 = clock_of(), t = t0;
    long budget = ai_level_iterations(g, (ai_level_t)level);
    /* One pool of search threads for every search of the row (NULL: each
     * search makes its own). */
    ai_pool_t *pool = threads > 1 ? ai_pool_new() : NULL;
    for (uint64_t k = 0; m && t - t0 < seconds; k++) {
        /* A search is cut at the time left, so a slow game's row still ends. */
        ai_request_t req = {.level = (ai_level_t)level, .seed = k + 1, .iterations = budget,
                            .max_seconds = seconds - (t - t0), .threads = threads,
                            .parallel = parallel, .pool = pool};
        ai_stats_t st;
        if (ai_choose(g, start, &req, m, &st, err, sizeof err) != 0) break;
        iters += st.playouts;
        t = clock_of();
    }
    free(m);
    ai_pool_free(pool);
    /* Processor seconds per second: the cores the search got. */
    *cores = t > t0 ? (cpu_now() - c0) / (t - t0) : 0.0;
    return t > t0 ? (double)iters / (t - t0) : 0.0;
}

static int bench_one(const game_rules_t *r, int side, int players, const bench_opts_t *o,
                     bench_row_t *row, char *err, size_t errlen)
{
    game_setup_t s;
    game_setup_default(r, &s, players);
    s.side = side;
    game_t *g = game_new(r, &s, o->data, err, errlen);
    if (!g) return -1;
    void *start = game_state_new(g), *tmp = game_state_new(g);
    int rc = start && tmp ? game_start(g, start, err, errlen) : -1;
    if (rc == 0) {
        rng_t rng;
        rng_seed(&rng, 12345);
        long games, turns, finished;
        double elapsed;
        /* Warm-up: caches, branch predictors, CPU frequency. */
        double warm = o->seconds / 5 < 0.2 ? o->seconds / 5 : 0.2;
        run_playouts(g, start, tmp, &rng, warm, o->cap, &games, &turns, &finished, &elapsed);
        run_playouts(g, start, tmp, &rng, o->seconds, o->cap, &games, &turns, &finished, &elapsed);
        row->playouts_s = (double)games / elapsed;
        row->moves_s = (double)turns / elapsed;
        row->avg_len = (double)turns / (double)games;
        row->finished_pct = 100.0 * (double)finished / (double)games;
        row->ai_s = o->ai ? run_ai(g, start, o->seconds, o->level, o->threads, o->parallel, &row->ai_cores) : 0.0;
    } else if (!start || !tmp) {
        snprintf(err, errlen, "out of memory");
    }
    free(tmp);
    free(start);
    game_free(g);
    return rc;
}

/* --same: n games from the start by random_turn and n by the game's playout
 * kernel, with the mean length and the first player's share of each and
 * their standard errors: a kernel must play the same games. */
static void print_same(const game_rules_t *r, const bench_opts_t *o)
{
    char err[GAME_ERR_MAX + 600];
    game_setup_t s;
    game_setup_default(r, &s, r->min_players);
    game_t *g = game_new(r, &s, o->data, err, sizeof err);
    void *start = g ? game_state_new(g) : NULL, *tmp = g ? game_state_new(g) : NULL;
    if (!start || !tmp || game_start(g, start, err, sizeof err)) {
        printf("%-9s failed: %s\n", r->id, start && tmp ? err : "out of memory");
    } else {
        for (int kernel = 0; kernel < 2; kernel++) {
            rng_t rng;
            rng_seed(&rng, 777 + (uint64_t)kernel);
            double len = 0, len2 = 0, first = 0;
            for (long k = 0; k < o->same; k++) {
                memcpy(tmp, start, r->state_size);
                long n = 0;
                if (kernel) n = r->playout(g, tmp, &rng, o->cap);
                else
                    while (n < o->cap && !game_is_over(tmp) && r->random_turn(g, tmp, &rng) == 0) n++;
                len += (double)n;
                len2 += (double)n * (double)n;
                first += game_head(tmp)->winners == 1;
            }
            double m = len / (double)o->same, sd = sqrt(len2 / (double)o->same - m * m);
            double f = first / (double)o->same;
            printf("%-9s %-11s %9ld %10.3f +- %.3f %9.4f +- %.4f\n", r->id,
                   kernel ? "playout" : "random_turn", o->same, m, sd / sqrt((double)o->same), f,
                   sqrt(f * (1 - f) / (double)o->same));
        }
    }
    free(tmp);
    free(start);
    game_free(g);
}

static void print_row(const game_rules_t *r, int side, int players, const bench_opts_t *o)
{
    char err[GAME_ERR_MAX + 600], size[8];
    bench_row_t row = {0};
    if (side) snprintf(size, sizeof size, "%d", side);
    else snprintf(size, sizeof size, "-");
    printf("%-9s %4s %7d ", r->id, size, players);
    fflush(stdout);
    if (bench_one(r, side, players, o, &row, err, sizeof err) != 0) {
        printf("  failed: %s\n", args_data_note(err, sizeof err, o->data));
        return;
    }
    printf("%12.0f %12.0f %9.1f %8.1f%%", row.playouts_s, row.moves_s, row.avg_len, row.finished_pct);
    if (o->ai) printf(" %12.0f %12.2f", row.ai_s, row.ai_s > 0 ? row.playouts_s / row.ai_s : 0.0);
    if (o->ai && o->threads) printf("  cores used %.2f", row.ai_cores);
    printf("\n");
    fflush(stdout);
}

/* --keep: what keeping a game move by move costs (issue 47). The play
 * screen rewrites the game's autosave whole after each move, before the
 * frame that shows it, without the flush (autosaves_keep); a thread then
 * flushes it (fileio_sync). Both are timed here on this machine's disk
 * (/var/tmp, not a RAM-backed /tmp) over random games of each game: the
 * first is what a move adds to its frame, the second what it would add
 * if flushed in the frame. */
static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

#define KEEP_MOVES 150
#define FRAME_MS (1000.0 / 60.0)

static void keep_bench(const bench_opts_t *o)
{
    /* On disk (/var/tmp, not a tmpfs): the flush is what is measured. */
    char dir[1100], root[1024];
    if (plat_temp_root(1, root, sizeof root) || snprintf(dir, sizeof dir, "%s/hexbench-keep-XXXXXX", root) >= (int)sizeof dir ||
        plat_mkdtemp(dir)) {
        perror("hexbench: a temporary folder");
        return;
    }
    printf("keeping a move on disk (a random game of each game, up to %d moves; frame at 60 Hz: %.1f ms)\n",
           KEEP_MOVES, FRAME_MS);
    printf("%-9s %6s %11s %11s %11s %11s %12s %12s %9s\n", "game", "moves", "keep med", "keep worst", "cpu med",
           "cpu worst", "flush med", "flush worst", "over 1/4");
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        if (o->only && strcmp(o->only, r->id)) continue;
        game_setup_t su;
        char err[512], name[AUTOSAVES_NAME_MAX] = "", path[1300];
        game_setup_default(r, &su, r->min_players);
        game_t *g = game_new(r, &su, o->data, err, sizeof err);
        session_t *s = g ? session_new(g, err, sizeof err) : NULL;
        double keep[KEEP_MOVES], flush[KEEP_MOVES], cpu[KEEP_MOVES];
        int n = 0;
        rng_t rng;
        rng_seed(&rng, 4711 + (uint64_t)i);
        while (s && n < KEEP_MOVES && !game_is_over(session_state(s))) {
            /* A random legal move, played through the session as the
             * screen plays one. */
            int count = 0;
            char *legal = game_legal_moves_text(s->game, session_state(s), 100000, &count, err, sizeof err);
            char *w = legal;
            for (int pick = count > 0 ? (int)rng_below(&rng, (uint32_t)count) : 0; w && pick > 0; pick--) {
                w = strchr(w, ' ');
                if (w) w++;
            }
            char *end = w ? strchr(w, ' ') : NULL;
            if (end) *end = '\0';
            int rc = !w || !*w || session_play(s, w, err, sizeof err);
            free(legal);
            if (rc) break;
            double c0 = cpu_now(), t0 = wall_now();
            if (autosaves_keep(s, dir, name, sizeof name, path, sizeof path, err, sizeof err)) break;
            double t1 = wall_now();
            cpu[n] = (cpu_now() - c0) * 1000.0;
            if (fileio_sync(path, err, sizeof err)) break;
            keep[n] = (t1 - t0) * 1000.0;
            flush[n] = (wall_now() - t1) * 1000.0;
            n++;
        }
        if (!s || n == 0) {
            printf("%-9s   failed: %s\n", r->id, err);
        } else {
            int over = 0;
            for (int k = 0; k < n; k++) over += keep[k] > FRAME_MS / 4;
            qsort(keep, (size_t)n, sizeof keep[0], by_value);
            qsort(flush, (size_t)n, sizeof flush[0], by_value);
            qsort(cpu, (size_t)n, sizeof cpu[0], by_value);
            printf("%-9s %6d %9.3f ms %8.3f ms %8.3f ms %8.3f ms %9.3f ms %9.3f ms %9d\n", r->id, n, keep[n / 2],
                   keep[n - 1], cpu[n / 2], cpu[n - 1], flush[n / 2], flush[n - 1], over);
        }
        session_free(s);
        fstree_remove(dir, 0); /* emptied for the next game; the removal below says if not */
    }
    printf("keep: wall time on the drawing thread, in the frame that shows the move (cpu: the processor\n"
           "time of it: the rest is waiting for the disk or for a core); flush: on a thread of its own\n"
           "(over 1/4: moves whose keep took over a quarter of a frame, wall time)\n");
    if (fstree_remove(dir, 1) != 0) fprintf(stderr, "hexbench: could not remove %s: %s\n", dir, strerror(errno));
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: hexbench [--seconds S] [--all] [--game ID] [--no-ai] [--level L] [--cap N]\n"
            "                [--ai-threads N] [--parallel root|tree] [--data DIR]\n"
            "Random playouts/s and moves/s per game on one thread after a warm-up\n"
            "(rates per second of processor time, so other programs do not count),\n"
            "one row per game at its standard size (--all: every size and player count),\n"
            "plus the AI's search iterations/s (level hard unless --level, from the start\n"
            "position) and the cost of one iteration counted in random playouts\n"
            "(iter/playout = playouts/s divided by ai-iter/s).\n"
            "  --seconds S  measuring time per row and per column (default 1)\n"
            "  --cap N      turns after which a random game is cut off (default %d)\n"
            "  --ai-threads N  the AI searches on N threads (1..64); its iterations/s\n"
            "               are then per second of wall clock (all threads together), and\n"
            "               'cores used' is the processor time the search got per second\n"
            "  --parallel root|tree  how several threads search: one tree each (root\n"
            "               statistics summed) or one shared tree with virtual loss (default)\n"
            "  --same N     instead: N random games by random_turn and N by each game's\n"
            "               playout kernel, mean length and first player's share with\n"
            "               their standard errors (the kernel must play the same games)\n"
            "  --keep       instead: the cost of keeping a move on disk, median and worst ms,\n"
            "               in the frame (the rewrite) and off it (the flush), per game\n"
            "  --version    print the version and exit\n",
            TOOL_PLY_CAP);
}

int main(int argc, char **argv)
{
    bench_opts_t o = {.seconds = 1.0, .ai = 1, .level = AI_HARD, .cap = TOOL_PLY_CAP};
    char data[512];
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long n;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (tool_version_option(a, argv[0])) {
            return 0;
        } else if (!strcmp(a, "--all")) {
            o.all = 1;
        } else if (!strcmp(a, "--keep")) {
            o.keep = 1;
        } else if (!strcmp(a, "--no-ai")) {
            o.ai = 0;
        } else if (!strcmp(a, "--seconds") && v && atof(v) > 0 && atof(v) <= 3600) {
            o.seconds = atof(v);
            i++;
        } else if (!strcmp(a, "--cap") && v && !args_parse_long(v, 1, 100000000L, &n)) {
            o.cap = n;
            i++;
        } else if (!strcmp(a, "--same") && v && !args_parse_long(v, 1, 100000000L, &n)) {
            o.same = n;
            i++;
        } else if (!strcmp(a, "--ai-threads") && v && !args_parse_long(v, 1, 64, &n)) {
            o.threads = (int)n;
            i++;
        } else if (!strcmp(a, "--parallel") && v && (!strcmp(v, "root") || !strcmp(v, "tree"))) {
            o.parallel = !strcmp(v, "root") ? AI_PAR_ROOT : AI_PAR_TREE;
            i++;
        } else if (!strcmp(a, "--level") && v && ai_level_parse(v) >= 0) {
            o.level = ai_level_parse(v);
            i++;
        } else if (!strcmp(a, "--game") && v) {
            o.only = v;
            i++;
        } else if (!strcmp(a, "--data") && v) {
            o.data = v;
            i++;
        } else {
            fprintf(stderr, "hexbench: bad argument '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    if (!o.data) o.data = game_data_dir(data, sizeof data, argv[0]);
    if (o.only && !game_by_id(o.only)) {
        char known[256];
        args_game_list(known, sizeof known);
        fprintf(stderr, "hexbench: unknown game '%s' (known: %s)\n", o.only, known);
        return 2;
    }
    if (o.keep) {
        keep_bench(&o);
        return 0;
    }
    if (o.same) {
        printf("%-9s %-11s %9s %19s %19s\n", "game", "games by", "games", "mean length", "first's share");
        for (int i = 0; i < game_count(); i++) {
            const game_rules_t *r = game_by_index(i);
            if (r->playout && (!o.only || !strcmp(o.only, r->id))) print_same(r, &o);
        }
        return 0;
    }
    printf("%-9s %4s %7s %12s %12s %9s %9s", "game", "size", "players", "playouts/s", "moves/s",
           "turns", "finished");
    if (o.ai) printf(" %12s %12s", "ai-iter/s", "iter/playout");
    printf("\n");
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        if (o.only && strcmp(o.only, r->id)) continue;
        int p0 = r->min_players, p1 = o.all ? r->max_players : r->min_players;
        for (int p = p0; p <= p1; p++) {
            if (r->board_kind != BOARD_HEXHEX) {
                print_row(r, 0, p, &o);
                continue;
            }
            int s0 = o.all ? r->min_side : r->default_side(p), s1 = o.all ? r->max_side : s0;
            for (int side = s0; side <= s1; side++) print_row(r, side, p, &o);
        }
    }
    if (o.ai && o.threads)
        printf("ai-iter/s: %d search thread%s, per second of wall clock\n", o.threads, o.threads > 1 ? "s" : "");
    return 0;
}
