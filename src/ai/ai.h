/* The computer player: chooses a whole move for the side to move.
 *
 * Behind this interface is a Monte Carlo tree search over the actions of the
 * rules interface (mcts.h), with per-game knowledge (ai_know.h). A turn made
 * of several actions (Wunchunk stones, Zumo push units, Uknight clean-up then
 * action) is searched action by action; ai_choose answers the whole turn.
 *
 * Contract kept by every implementation:
 *  - deterministic: the same game, state, level (or iteration budget) and
 *    seed give the same move, unless a time limit or a cancel cut it short;
 *  - no globals that change, no SDL: several searches may run on threads;
 *  - the AI plays the colour to move. When `swap` is legal it is weighed like
 *    any other move, valued from the colour the AI's seat takes over
 *    (docs/rules/conventions.md 0.3).
 * A level's budget is counted in search iterations per game (not in time),
 * so its strength does not depend on the machine; max_seconds adds a wall
 * clock limit for the UI (Hard answers in about 1 s, Expert in about 5 s on
 * the reference machine without it).
 *
 * For the UI, ai_worker.h runs ai_choose / ai_hint on a thread. */
#ifndef AI_H
#define AI_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/ai_pool.h"
#include "core/game.h"

/* AI_FIRST ("first", shown "First game") sits below Beginner: the level a
 * first-timer beats (ai_level.c says how it plays). */
typedef enum { AI_FIRST = 0, AI_BEGINNER, AI_EASY, AI_MEDIUM, AI_HARD, AI_EXPERT } ai_level_t;
#define AI_LEVELS 6

/* "first", "beginner" .. "expert". */
const char *ai_level_name(ai_level_t level);
/* Level by name, case-insensitive; -1 when unknown. */
int ai_level_parse(const char *name);
/* The level names joined by ", " (for messages). */
const char *ai_level_list(void);

/* Rewards in games of 3-4 players: max^n (each player maximises his own
 * share) or paranoid (everybody else plays against the AI). DEFAULT is the
 * one measured stronger (docs/ai-ladder.md). */
typedef enum { AI_MULTI_DEFAULT = 0, AI_MULTI_MAXN, AI_MULTI_PARANOID } ai_multi_t;

/* Search progress, readable from another thread while the search runs. */
typedef struct {
    atomic_long done;      /* iterations run so far */
    atomic_long total;     /* the iteration budget */
    atomic_int permille;   /* 0..1000: the larger of done/total and elapsed/max_seconds */
    atomic_int finished;   /* set when the search has answered */
} ai_progress_t;

/* A search tree kept from one search to the next (tree reuse): see
 * ai_request_t.keep. */
typedef struct ai_keep ai_keep_t;
ai_keep_t *ai_keep_new(void);
void ai_keep_free(ai_keep_t *k);
/* Drops the kept tree (a new game). */
void ai_keep_clear(ai_keep_t *k);
/* One search at a time may use a keep: threads that share one take turns
 * with these (ai_worker.c does). */
void ai_keep_lock(ai_keep_t *k);
void ai_keep_unlock(ai_keep_t *k);

typedef struct {
    ai_level_t level;
    uint64_t seed;
    /* Another thread may set *cancel non-zero; the search then stops within
     * a few milliseconds and answers its best move so far. NULL: never. */
    atomic_int *cancel;
    /* Optional. */
    long iterations;          /* > 0: this budget instead of the level's */
    double max_seconds;       /* > 0: also stop after this much wall time */
    ai_progress_t *progress;  /* updated while searching (NULL: not) */
    ai_multi_t multi;         /* 3-4 players: reward model */
    unsigned ablate;          /* AI_NO_* bits: switch features off (experiments) */
    int playout_depth;        /* experiments: > 0 cut playouts off after this many
                                 turns, < 0 play them out; 0: the level's */
    double c_uct;             /* experiments: > 0 this exploration constant */
    /* Search threads (0 or 1: one, exactly the single-thread search).
     * Several share the iteration budget (or run to the same clock), by
     * default on one shared tree (tree parallelism; not deterministic),
     * or one tree each (root parallelism; deterministic under a budget). */
    int threads;
    /* Non-zero: stop as soon as the choice is settled (the leader by
     * visits can no longer be caught in the iterations or the time left),
     * as Expert always does; set when playing on a clock. */
    int settle;
    /* How several threads search (ai_par_t): AI_PAR_DEFAULT is the one
     * measured stronger at equal wall time (docs/ai.md "Threads"). */
    int parallel;
    /* Tree reuse (NULL: none). The search starts from the kept tree when
     * that was grown with the same game, level set-up, threads and
     * parallelism and holds this position a turn or two below its root
     * (the moves played since); it runs its whole budget on top of the
     * visits found there, and leaves its tree (its root at the end of the
     * chosen turn) in the keep. Not for 3-4 players (paranoid rewards are
     * relative to the root's mover). A kept tree makes equal requests
     * answer differently, so tests and the ladder leave it NULL. */
    ai_keep_t *keep;
    /* The threads of a search on several (NULL: the search makes its own
     * for its life). A worker gives its persistent pool (ai_pool.h), so
     * its jobs and their searches reuse the same threads. */
    ai_pool_t *pool;
} ai_request_t;

/* Root parallelism: one tree per thread, root statistics summed
 * (deterministic under a budget). Tree parallelism: one shared tree with
 * virtual loss (not deterministic with several threads). */
typedef enum { AI_PAR_DEFAULT = 0, AI_PAR_ROOT, AI_PAR_TREE } ai_par_t;

/* ablate bits, for measuring what each feature is worth. */
enum {
    AI_NO_KNOWLEDGE = 1,  /* no priors from per-game knowledge */
    AI_NO_RAVE = 2,
    AI_NO_SOLVER = 4,
    AI_NO_INFORMED = 8,   /* plain random playouts */
    AI_NO_EVAL = 16,      /* playouts to the end, no cut-off evaluation */
    AI_NO_WIN2 = 32       /* no win-in-two checks in the tree (Hard, Expert) */
};

/* What a search did, for benchmarks and curious callers. */
typedef struct {
    long playouts;    /* search iterations (each ends in a playout or a known result) */
    int64_t plies;    /* turns played inside playouts (past 2^31 in a long search) */
    int candidates;   /* actions weighed at the root */
    double value;     /* the chosen move's mean result for the mover, 0..1 */
    long nodes;       /* tree nodes allocated */
    int proven;       /* +1 proven win for the mover, -1 proven loss, 0 not proven */
    double seconds;   /* wall time of the call */
    long reused;      /* visits at the root found in the kept tree (0: fresh) */
    long root_visits; /* visits at the root when the first action was chosen */
    int fallback;     /* 1: the search's turn led nowhere (no action could end
                         it); the rules' first listed move was answered */
} ai_stats_t;

/* Chooses a move for the side to move of st into *out (a whole turn, ready
 * for game_apply_move). stats may be NULL. Returns 0, or -1 with a message
 * (the game is over, no legal move, out of memory). */
int ai_choose(const game_t *g, const void *st, const ai_request_t *req, move_t *out,
              ai_stats_t *stats, char *err, size_t errlen);

/* Why a hint (or the AI) chose its move. */
typedef enum {
    AI_WHY_SEARCH = 0,  /* best by search */
    AI_WHY_WIN_NOW,     /* wins at once */
    AI_WHY_FORCED,      /* the only legal move */
    AI_WHY_BLOCK,       /* the opponent threatened to win next turn */
    AI_WHY_PROVEN_WIN,  /* wins by force */
    AI_WHY_PROVEN_LOSS, /* every move loses against best play */
    AI_WHY_SWAP         /* takes over the first player's colour */
} ai_why_t;

/* A hint's moves: the best and the next ones by search. */
#define AI_HINT_TOP 3

typedef struct {
    move_t move;
    char text[MOVE_TEXT_MAX];  /* canonical notation of move */
    char why[256];             /* one sentence, the game's words first: "Places at E5: ...; Search: 62% ..." */
    ai_why_t kind;
    double value;              /* estimated result for the mover, 0..1 */
    ai_stats_t stats;
    int nalt;                  /* the next best moves by search (0 when none was needed), none
                                  with a higher win rate than value */
    struct {
        char text[MOVE_TEXT_MAX];
        double win;            /* win rate for the mover, 0..1 */
    } alt[AI_HINT_TOP - 1];
} ai_hint_t;

/* The best move for the side to move, with a short explanation for the UI
 * (shown, not played). A win at once or the only legal move is answered
 * without a search; otherwise the move is the evaluation service's best
 * (ai_eval.h: the same answer the analysis board and the review give at
 * that budget), on req->threads threads (0: one), and the next best moves
 * are in alt. The AI's own move (ai_choose) comes from the same search
 * set-up but may differ: it stops early once settled, reuses its tree and
 * may share it between threads. 0, or -1 with a message. */
int ai_hint(const game_t *g, const void *st, const ai_request_t *req, ai_hint_t *out, char *err,
            size_t errlen);

/* Thinking ahead (pondering): searches st (normally the opponent to move)
 * into req->keep until *req->cancel is set, the budget or clock ends or the
 * tree is full; no move is chosen, the tree stays at st, so a later search
 * with the same keep and set-up starts from the opponent's actual move.
 * 0, or -1 with a message (no keep, the game is over, 3-4 players). */
int ai_ponder(const game_t *g, const void *st, const ai_request_t *req, ai_stats_t *stats, char *err,
              size_t errlen);

/* Turns after which a random playout is stopped and scored by evaluation
 * (or as a draw where the game has no evaluation). */
int ai_playout_cap(const game_t *g);

/* The iteration budget of a level in a game (what `iterations = 0` means):
 * the game's tuned budget, shrunk where the board or the players make an
 * iteration dearer than on the board it was measured on (ai_level.c). */
long ai_level_iterations(const game_t *g, ai_level_t level);

/* The wall-clock cap the UI should put in max_seconds for a level (1 s up
 * to Hard, 5 s for Expert): on this machine the budget ends sooner; on a
 * slower one the cap keeps the promise. */
double ai_level_max_seconds(ai_level_t level);
/* The level's Elo rating in that game (ai_tune_t.elo, fitted from the
 * ladder: docs/ai-ladder.md), 0 when the game's levels are not rated. */
int ai_level_elo(const game_rules_t *r, ai_level_t level);
/* The board side a first game (against First) is set up on
 * (ai_tune_t.first_side: the board the newcomer check measures, one a
 * newcomer can see), 0 where the game has no choice of sides or keeps its
 * default. */
int ai_level_first_side(const game_rules_t *r);

/* Thinking time for a move from the mover's clock: about a 25th of the
 * time left plus most of the increment, never more than 40% of what is
 * left (a long game at 1+0 never runs out). For max_seconds; the level's
 * iteration budget still caps the search (settle lets it stop sooner). */
double ai_clock_seconds(double left_seconds, double increment_seconds);

/* Expert's thinking time a move in the client, wall clock on every thread. */
#define AI_EXPERT_SECONDS 3.0

/* The request the client makes for a level on `threads` search threads
 * (level, threads, budget and clock; the caller adds the seed): Beginner to
 * Hard search their level's budget, shared between the threads (the same
 * search on any machine, only sooner on more cores), with
 * ai_level_max_seconds as a safety net; Expert searches AI_EXPERT_SECONDS
 * on every thread (it grows with the machine), answering sooner once its
 * choice is settled (ConHex, Churn) or proven. */
void ai_level_request(ai_level_t level, int threads, ai_request_t *req);

#endif
