/* The evaluation service: what the AI thinks of a position. One place used
 * by the review (ai_review.h), the analysis board, hints and the tools.
 *
 * For a position between turns it answers the win probability of every
 * player (by colour, summing to 1) and the search's top N moves, each a
 * whole move ready for game_apply_move with its canonical text, its win rate
 * for the mover and its visits. It runs the tree search of mcts_forest.h
 * with the request's level set-up (ai_level.c), budget (iterations and/or
 * max_seconds) and threads, in chunks: after each chunk the partial answer
 * goes to a callback (progressive), and a cancel flag stops it within a few
 * milliseconds (the answer so far is still returned, marked cancelled).
 *
 * Whole moves: the search weighs the first action of a turn at its root
 * (ai_turn.c). Where a turn is several actions (Wunchunk stones, Zumo push
 * units, Uknight clean-up then action) the top N are the N best first
 * actions, each completed into a whole turn by the search: the best one by
 * following the main tree down to the turn's end (as ai_choose does), the
 * others by a small search of their own (a twentieth of the budget, at least
 * 64 iterations, per further action) from the state after their first
 * action. A move's win rate is its first action's. Partial answers (the
 * callback) hold first actions only: `whole` is 0 for those not yet a whole
 * turn. A win in one (found before any search, ai_turn.h) is always top[0].
 *
 * 3-4 players: the search is run with max^n rewards (each player's own
 * share), whatever req->multi says, so the per-player probabilities mean
 * something (paranoid rewards give every opponent 1 - mine).
 *
 * Deterministic: the same game, state, request (iterations, seed, threads)
 * give the same answer, unless max_seconds or a cancel cut it short. */
#ifndef AI_EVAL_H
#define AI_EVAL_H

#include <stdatomic.h>

#include "ai/ai.h"

#define AI_EVAL_TOP_MAX 8
#define AI_EVAL_LINE_MAX 256
#define AI_EVAL_LINE_TURNS 5
#define AI_EVAL_LINE_VISITS 16

typedef struct {
    move_t move;               /* a whole turn when `whole` (else its first actions) */
    char text[MOVE_TEXT_MAX];  /* canonical notation of move */
    double win;                /* win rate for the mover, 0..1 */
    long visits;               /* search visits of its first action */
    int proof;                 /* +1 proven win for the mover, -1 proven loss, 0 */
    int whole;                 /* 1: move is the whole turn */
} ai_eval_move_t;

typedef struct {
    int players;
    int to_move;                        /* colour to move (0 when the game is over) */
    double win[GAME_MAX_PLAYERS + 1];   /* [c]: colour c's win probability, c = 1..players */
    int proven;                         /* +1 the mover wins by force, -1 loses, 0 unknown */
    int ntop;
    ai_eval_move_t top[AI_EVAL_TOP_MAX]; /* best first: proven wins, then by visits */
    long iterations;                    /* search iterations so far */
    long budget;                        /* the iteration budget */
    double progress;                    /* 0..1 (the larger of iterations and time) */
    double seconds;                     /* wall time so far */
    /* The finished answer's main line: top[0] and the whole turns the
     * search expects after it, down its tree while each step had at least
     * AI_EVAL_LINE_VISITS visits (at most AI_EVAL_LINE_TURNS turns after
     * top[0]), in notation, space-separated; "" in a partial answer. */
    char line[AI_EVAL_LINE_MAX];
    int final;                          /* 1: the finished answer (0: a partial one) */
    int cancelled;                      /* stopped by the cancel flag */
    int over;                           /* the game is over: win[] is the result, no moves */
    /* The root child of the best move's first action: its visits (the
     * sample behind win[to_move]; 0 for a win in one or a proof). */
    long best_visits;
    /* ai_eval_probe only: the probed move's first action as the same search
     * saw it (its mean for the mover and its visits), so a played move and
     * the best are judged by one evaluation. probed 0: not among the root's
     * children (or no search ran). */
    int probed;
    double probe_win;
    long probe_visits;
} ai_eval_t;

/* Called on the searching thread with each partial answer (and the final
 * one); it must copy what it keeps. */
typedef void (*ai_eval_cb_t)(const ai_eval_t *partial, void *ctx);

/* Threads when req->threads <= 0: every core on a desktop, all but one in
 * a browser page (plat_search_cores), at least 1. */
int ai_eval_default_threads(void);

/* Evaluates st (between turns) into *out with `top` moves (1..AI_EVAL_TOP_MAX;
 * fewer when fewer are legal). Uses req->level's set-up, req->iterations (0:
 * the level's), req->max_seconds, req->seed, req->threads (<= 0: every core),
 * req->cancel and req->progress; req->multi is ignored (max^n). cb may be
 * NULL. A finished game answers its result (out->over). 0, or -1 with a
 * message (a turn under way, no legal move, out of memory). */
int ai_eval(const game_t *g, const void *st, const ai_request_t *req, int top, ai_eval_t *out,
            ai_eval_cb_t cb, void *ctx, char *err, size_t errlen);

/* ai_eval, also reading the root statistics of probe's first action
 * (probe: a whole legal move at st) into out->probed/probe_win/probe_visits. */
int ai_eval_probe(const game_t *g, const void *st, const ai_request_t *req, int top, const move_t *probe,
                  ai_eval_t *out, ai_eval_cb_t cb, void *ctx, char *err, size_t errlen);

/* The win probability of the player who holds colour c at st, by seat
 * (docs/rules/conventions.md 0.3: after a swap the two seats exchange colours): out[s] for
 * seat s = 1..players. */
void ai_eval_by_seat(const game_t *g, const void *st, const ai_eval_t *e, double *out);

#endif
