/* hexreview: the game review of a saved game (src/ai/ai_review.h) as text.
 * One line per move: its 1-based number and the move as in the save, the
 * mover (seat), the mover's win probability before and after, the mark and,
 * for an inaccuracy, mistake or blunder, the better move; then one summary
 * line per player. A review stored in the save is printed as it is unless a
 * search option asks for a fresh one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_review.h"
#include "core/foreign.h"
#include "lib_tool.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: hexreview FILE [--level L] [--seed S] [--threads N] [--iterations N]\n"
            "                 [--fresh] [--write] [--game N] [--data DIR]\n"
            "Reviews a saved game, an AbstractPlay game record or a Little Golem ConHex\n"
            "text (docs/import.md; such a game's first line is '# ' and where it was\n"
            "played, by whom, and the site's result): one line per move\n"
            "  <n> <move> player <p> before <win> after <win> <mark> [best <move>]\n"
            "(win: the mover's win probability, 0..1; mark: good, inaccuracy, mistake or\n"
            "blunder, by the win probability lost: 0.10, 0.20, 0.30), then per player\n"
            "  player <p>: <n> moves, good <n>, inaccuracy <n>, mistake <n>, blunder <n>,\n"
            "  average loss <x>\n"
            "  --level L       the search set-up (%s; default hard)\n"
            "  --iterations N  search iterations per position (default: a quarter of\n"
            "                  the level's budget)\n"
            "  --seed S        base seed (default 1): the same seed, the same review\n"
            "  --threads N     search threads (default: every core)\n"
            "  --fresh         review again even when the save holds a review\n"
            "  --write         store the review in the save (written atomically; not\n"
            "                  for a record of another site, which is never overwritten)\n"
            "  --game N        the Nth game of an AbstractPlay archive, newest first\n"
            "                  (default 1)\n"
            "  --data DIR      where levels/ lives (default: found from the binary)\n"
            "  --version       print the version and exit\n"
            "Exit status: 0, 1 when the save cannot be read or reviewed, 2 on bad arguments.\n",
            ai_level_list());
}

static void print_review(const ai_review_t *r)
{
    for (int k = 0; k < r->nmoves; k++) {
        const ai_review_move_t *m = &r->moves[k];
        if (m->aside) {
            printf("%d %s\n", m->number, m->text);
            continue;
        }
        printf("%d %s player %d before %.3f after %.3f %s", m->number, m->text, m->mover,
               m->before[m->mover], m->after[m->mover], ai_mark_word(m->mark));
        if (m->best[0]) printf(" best %s", m->best);
        printf("\n");
    }
    for (int p = 1; p <= r->players; p++) {
        ai_review_sum_t s;
        ai_review_summary(r, p, &s);
        printf("player %d: %d moves, good %d, inaccuracy %d, mistake %d, blunder %d, average loss %.3f\n", p,
               s.moves, s.count[AI_MARK_GOOD], s.count[AI_MARK_INACCURACY], s.count[AI_MARK_MISTAKE],
               s.count[AI_MARK_BLUNDER], s.avg_loss);
    }
}

int main(int argc, char **argv)
{
    const char *file = NULL, *data = NULL;
    int level = AI_HARD, fresh = 0, write = 0, asked = 0;
    long seed = 1, threads = 0, iters = 0, game = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (tool_version_option(a, argv[0])) {
            return 0;
        } else if (!strcmp(a, "--level") && v && (level = ai_level_parse(v)) >= 0) {
            asked = 1, i++;
        } else if (!strcmp(a, "--seed") && v && !args_parse_long(v, 0, 0x7fffffffL, &seed)) {
            asked = 1, i++;
        } else if (!strcmp(a, "--iterations") && v && !args_parse_long(v, 1, 100000000L, &iters)) {
            asked = 1, i++;
        } else if (!strcmp(a, "--threads") && v && !args_parse_long(v, 1, 64, &threads)) {
            i++;
        } else if (!strcmp(a, "--game") && v && !args_parse_long(v, 1, 1000000L, &game)) {
            i++;
        } else if (!strcmp(a, "--data") && v) {
            data = v, i++;
        } else if (!strcmp(a, "--fresh")) {
            fresh = 1;
        } else if (!strcmp(a, "--write")) {
            write = 1;
        } else if (a[0] != '-' && !file) {
            file = a;
        } else {
            fprintf(stderr, "hexreview: bad argument '%s'%s\n", a,
                    level < 0 ? " (unknown level)" : "");
            usage(stderr);
            return 2;
        }
    }
    if (!file) {
        fprintf(stderr, "hexreview: no save file given\n");
        usage(stderr);
        return 2;
    }
    char dir[512], err[1600];
    if (data) snprintf(dir, sizeof dir, "%s", data);
    else game_data_dir(dir, sizeof dir, argv[0]);
    session_t *s = foreign_load(file, (int)game - 1, dir, err, sizeof err);
    if (!s) {
        fprintf(stderr, "hexreview: %s\n", args_data_note(err, sizeof err, dir));
        return 1;
    }
    if (write && s->origin) {
        fprintf(stderr, "hexreview: %s: --write would overwrite a record of another site; save the game first\n",
                file);
        session_free(s);
        return 2;
    }
    ai_review_t *r = ai_review_new(s, err, sizeof err);
    int rc = r ? 0 : 1;
    int stored = r && !fresh && !asked ? ai_review_load(r, s, err, sizeof err) : 0;
    if (stored < 0) fprintf(stderr, "hexreview: %s: the stored review is not used (%s): reviewing again\n", file, err);
    if (r && (fresh || asked || stored <= 0 || r->done < r->npos)) {
        ai_request_t req;
        ai_review_default_request(s->game, &req);
        req.level = (ai_level_t)level;
        if (level != AI_HARD && !iters) req.iterations = ai_level_iterations(s->game, req.level) / 4;
        if (iters) req.iterations = iters;
        req.seed = (uint64_t)seed;
        req.threads = (int)threads;
        if (fresh || asked) {
            ai_review_free(r);
            r = ai_review_new(s, err, sizeof err);
        }
        /* One pool of search threads for every position (NULL: each search
         * makes its own). */
        req.pool = ai_pool_new();
        if (!r || ai_review_run(r, &req, NULL, NULL, err, sizeof err) != 0) rc = 1;
        ai_pool_free(req.pool);
    }
    if (rc == 0 && write &&
        (ai_review_store(r, s, err, sizeof err) != 0 || session_save(s, file, err, sizeof err) != 0))
        rc = 1;
    char origin[512];
    if (rc == 0 && foreign_origin_line(s, origin, sizeof origin) == 0) printf("# %s\n", origin);
    if (rc == 0) print_review(r);
    else fprintf(stderr, "hexreview: %s: %s\n", file, args_data_note(err, sizeof err, dir));
    ai_review_free(r);
    session_free(s);
    return rc;
}
