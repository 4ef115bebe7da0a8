/* Game review: every position of a game evaluated (ai_eval.h), every move
 * marked by how much win probability it lost for its mover, the better move
 * named where it lost enough; progressive, cancellable, and stored with the
 * saved game (docs/review.md).
 *
 *   ai_review_t *r = ai_review_new(session, err, n);  (shaped to the session:
 *                   every entry 1..n-1 of its history, the redo tail too)
 *   ai_review_load(r, session, err, n);      the stored review, when it still fits
 *   if (r->done < r->npos)  ai_review_run(r, &req, cb, ctx, err, n);
 *                   (or ai_review_worker.h on a thread)
 *   ai_review_store(r, session);     kept with the save from now on
 *
 * Players are seats (1..players, as in session.h): after a pie swap the two
 * seats exchange colours, and the review follows the player, not the colour.
 *
 * Marks, by the loss L = win(before) - win(after) of the mover (0..1):
 *   good L < 0.10, inaccuracy 0.10 <= L < 0.20, mistake 0.20 <= L < 0.30,
 *   blunder L >= 0.30; a move equal to the best move is always good (its
 * after is its before). A restart or flag fall entry has no mark.
 * One evaluation judges a move (any number of players: each player's own
 * share, max^n): before is the best move's value in the search of the
 * position before, after the played move's value in that same search (the
 * search of the position after judges it only where the root search could
 * not: a turn of several actions that starts as the best does, a stored
 * review of format 1; an ended or proven position after is exact).
 * A move is marked only when L is larger than the search's own spread:
 * AI_REVIEW_NOISE_Z standard errors of the two means (from their visits,
 * sqrt(v(1-v)/n)); below it the move is good. The values marks are computed
 * from are kept to 6 decimals, stored so, so a stored review reads back the
 * same marks (docs/review.md). The thresholds are lichess's (0.1 / 0.2 / 0.3)
 * read on the probability scale: lichess reads them on winning chances
 * (-1..1), i.e. 5 / 10 / 15 points; ours are twice as lenient because a
 * review search's win rates carry a few points of noise (docs/review.md). */
#ifndef AI_REVIEW_H
#define AI_REVIEW_H

#include <stdint.h>

#include "ai/ai_eval.h"
#include "core/session.h"

#define AI_REVIEW_INACCURACY 0.10
#define AI_REVIEW_MISTAKE 0.20
#define AI_REVIEW_BLUNDER 0.30
#define AI_REVIEW_NOISE_Z 2.0

typedef enum {
    AI_MARK_NONE = 0,   /* not analysed yet, a restart or a flag fall */
    AI_MARK_GOOD,
    AI_MARK_INACCURACY,
    AI_MARK_MISTAKE,
    AI_MARK_BLUNDER
} ai_mark_t;
#define AI_MARKS 5

/* "good", "inaccuracy", "mistake", "blunder" ("" for NONE). */
const char *ai_mark_word(ai_mark_t m);
/* The mark of a loss (0..1) by the thresholds above. */
ai_mark_t ai_mark_of_loss(double loss);
/* The legend the UI shows, one line per mark:
 * "Inaccuracy: lost 10-20% win chance" ... (static text). */
const char *ai_review_legend(void);

typedef struct {
    int done;                            /* evaluated */
    int over;                            /* the game had ended here */
    int to_move;                         /* seat to move (0 when over) */
    double win[GAME_MAX_PLAYERS + 1];    /* [s]: seat s's win probability */
    int proven;                          /* +1 the side to move wins by force, -1 loses */
    char best[MOVE_TEXT_MAX];            /* the best move here ("" when over) */
    long iterations;
    long best_visits;                    /* the sample behind win[to_move] (0: exact) */
    int played;                          /* the move played here was seen by this search: */
    double played_win;                   /* its first action's value for the mover */
    long played_visits;                  /* and visits */
} ai_review_pos_t;

typedef struct {
    int number;                          /* 1-based, as the save's move: lines */
    int aside;                           /* a restart or a flag fall: not a move, no mark */
    int mover;                           /* seat that played */
    int colour;                          /* colour that played */
    char text[MOVE_TEXT_MAX];            /* as in the save */
    int done;                            /* both positions evaluated */
    double before[GAME_MAX_PLAYERS + 1]; /* by seat */
    double after[GAME_MAX_PLAYERS + 1];
    double loss;                         /* mover's before - after, >= 0 */
    double noise;                        /* the noise floor: a loss up to it is good */
    ai_mark_t mark;
    char best[MOVE_TEXT_MAX];            /* inaccuracy..blunder: the better move
                                            (canonical; parse it on the position
                                            before to draw it); else "" */
} ai_review_move_t;

typedef struct ai_review {
    game_t game;                         /* a copy of the session's game */
    int players;
    int npos;                            /* positions: the start and after each entry */
    int nmoves;                          /* entries: npos - 1 */
    ai_review_pos_t *pos;                /* [0..npos-1] */
    ai_review_move_t *moves;             /* [0..nmoves-1]: moves[i] goes pos[i] -> pos[i+1] */
    int done;                            /* positions evaluated, from the start */
    uint64_t key;                        /* session_review_key of the game reviewed */
    /* The search of each position (as stored). */
    ai_level_t level;
    long iterations;
    uint64_t seed;
    unsigned char *states;               /* npos states, state_size each */
} ai_review_t;

/* An empty review of every entry of s's history. NULL with a message. */
ai_review_t *ai_review_new(const session_t *s, char *err, size_t errlen);
ai_review_t *ai_review_copy(const ai_review_t *r);
void ai_review_free(ai_review_t *r);
/* The state of position i (0: the start). */
const void *ai_review_state(const ai_review_t *r, int i);
/* 0..1: positions done. */
double ai_review_progress(const ai_review_t *r);

/* The review's default search per position: the Hard level's set-up at a
 * quarter of its budget, every core (docs/review.md: a 60-move ConHex game
 * in well under 30 s on 2 cores). */
void ai_review_default_request(const game_t *g, ai_request_t *req);

/* Called after each position is evaluated (r->done grew): on the reviewing
 * thread; read r, do not keep pointers. */
typedef void (*ai_review_cb_t)(const ai_review_t *r, void *ctx);

/* Evaluates positions r->done .. npos-1 in order with req (level,
 * iterations, max_seconds, seed: position i uses seed + i, threads, cancel),
 * marking each move once both its positions are done. Returns 0 (also when
 * cancelled: r->done says how far it got), or -1 with a message. */
int ai_review_run(ai_review_t *r, const ai_request_t *req, ai_review_cb_t cb, void *ctx, char *err,
                  size_t errlen);
/* Sets position i from an evaluation (used by run, and by callers that
 * evaluate positions themselves), then marks the moves it completes. */
void ai_review_set(ai_review_t *r, int i, const ai_eval_t *e);

/* Per seat: marks counted, average loss over its moves. */
typedef struct {
    int count[AI_MARKS];
    int moves;
    double avg_loss;
} ai_review_sum_t;
void ai_review_summary(const ai_review_t *r, int seat, ai_review_sum_t *out);

/* The review as save lines (the payload of the save's `review:` lines,
 * docs/review.md): heap text, NULL when out of memory. */
char *ai_review_text(const ai_review_t *r);
/* Reads positions from such text into r (which must be fresh: done 0);
 * positions are taken while contiguous from the start. Returns the count
 * (0 when the text is not for this game: another key), or -1 with a message
 * on malformed text (r unchanged then). */
int ai_review_parse(ai_review_t *r, const char *text, char *err, size_t errlen);
/* Stores r's text in s (session_set_review) when r is a review of s's game
 * as it is now; 0, or -1 with a message. */
int ai_review_store(const ai_review_t *r, session_t *s, char *err, size_t errlen);
/* Reads s's stored review into r; returns positions restored (0: none), or
 * -1 with the reason when the stored text is damaged (a number that is not
 * a finite probability, say): the caller says so and reviews again. */
int ai_review_load(ai_review_t *r, const session_t *s, char *err, size_t errlen);

#endif
