/* Level tables: from a request (level, budget, ablations) to a search set-up. */
#ifndef AI_LEVEL_H
#define AI_LEVEL_H

#include "ai/ai.h"
#include "ai/mcts.h"

/* How the search is set up for one game, level by level: each game's folder
 * fills one (in its <id>_ai.c) from self-play measurements
 * (docs/ai-ladder.md) and points its rules table at it. Budgets grow about
 * 5-10 times a level, calibrated on the processor time of whole self-play
 * games so Hard stays under a second and Expert under five on one core of
 * the reference machine (the UI adds ai_level_max_seconds as a safety net).
 * Where budget alone cannot open a 75% gap between neighbours, a level also
 * leaves the priors out. */
typedef struct ai_tune {
    long iters[AI_LEVELS];  /* budget per level */
    unsigned char priors[AI_LEVELS]; /* the level uses the knowledge priors */
    double c_uct;
    double c_expert;        /* Expert's exploration constant (0: c_uct) */
    float prior_weight;     /* virtual visits of the prior */
    float bias_weight;      /* progressive bias */
    int rave;               /* RAVE pays in this game */
    int playout_depth;      /* cut-off (0: play to the end) */
    int informed;           /* knowledge playouts pay */
    int expand_hard, expand_expert; /* visits before expansion (memory: nodes ~
                                       iterations / expand * branching) */
    int one_action;         /* a turn is one action (no later action of the
                               turn needs the rest of the budget) */
    /* Each level's Elo rating, fitted by tools/elofit from the ladder's
     * results (data/ai-ladder.txt; Beginner = 1000; test_elo checks the
     * table against the file). 0: not rated. The UI shows them next to
     * the levels and rates the person against them. */
    int elo[AI_LEVELS];
    /* The First level (ai_first.h), in percent of its turns: it looks for
     * a win in one (first_win); else it plays a move that leaves the
     * opponent a win in one where there is one (first_leave); else it
     * plays a move that threatens a win in one (first_threat); else a
     * quiet weak move, one of those that lose the fewest of its pieces
     * at once, after which random games go worst for it (first_worst, where a
     * newcomer's tactics cannot beat a fair First: Churn); else a random
     * move (first_random); else it searches iters[AI_FIRST] with no
     * checks. Tuned so the newcomer check beats it (docs/ai-ladder.md,
     * "First game"). */
    int first_win, first_random, first_leave, first_worst, first_threat;
    /* The board a first game is set up on (ai_level_first_side), the one
     * the newcomer check measures: Zumo's default side 10 shows 271 small
     * cells at 1280x720. 0: the default board. */
    int first_side;
} ai_tune_t;

#define AI_ALL_PRIORS {1, 1, 1, 1, 1, 1}

void ai_level_config(const game_t *g, const ai_request_t *req, mcts_config_t *cfg);

#endif
