/* The six levels: names, and the search set-up of each level in each game.
 *
 * First game (AI_FIRST) mostly plays random moves and sees a win in one
 * only some of the time (ai_first.h). Every other level is a search
 * budget (iterations, calibrated per game so Hard takes well under a
 * second and Expert a few on the reference machine) plus the knowledge it
 * may use. Beginner searches very little (with the game's
 * priors where they are cheap enough to make its few iterations look
 * sensible) and takes a win in one (ai.c
 * checks for one before searching) but does not look for the opponent's;
 * Easy and up also check every new turn of the tree for a win in one. The
 * tuning of each game (playout cut-off, RAVE, informed playouts, reward
 * model) was measured in self-play: docs/ai-ladder.md. */
#include "ai/ai_level.h"

#include <string.h>
#include <strings.h>

/* The win-in-two checks' caps (actions): one check, and per iteration. */
#define AI_WIN2_CAP 200000L
#define AI_WIN2_SHARE 20L

static const char *const ai_names[AI_LEVELS] = {"first", "beginner", "easy", "medium", "hard", "expert"};

const char *ai_level_name(ai_level_t level)
{
    return level >= 0 && level < AI_LEVELS ? ai_names[level] : "?";
}

int ai_level_parse(const char *name)
{
    for (int i = 0; i < AI_LEVELS; i++)
        if (!strcasecmp(name, ai_names[i])) return i;
    return -1;
}

const char *ai_level_list(void) { return "first, beginner, easy, medium, hard, expert"; }


/* A game without its own tune is not rated (elo 0). */
static const ai_tune_t default_tune = {{20, 100, 600, 4000, 25000, 150000}, AI_ALL_PRIORS, 0.3, 0, 0.f, 0.f, 0, 0, 0, 1, 3, 0, .elo = {0}};

static const ai_tune_t *tune_of(const game_t *g)
{
    return g->rules->tune ? g->rules->tune : &default_tune;
}

/* Cells of a hexhex board of side s. */
static double hexhex_cells(int s) { return 3.0 * s * (s - 1) + 1; }

/* The share of the levels' budgets searched on g's board and players.
 * The budgets were measured on the game's two-player default board
 * (docs/ai-ladder.md). Where playouts run to the end of the game (no
 * cut-off: Wunchunk; ConHex has one board), an iteration costs about in
 * proportion to the cells, and a little more for each player beyond two
 * (hexbench --all, iterations per processor second from the start:
 * Wunchunk side 8 with 3 players 1.92 times side 6 with 2, with 4
 * players 1.95; the model below says 2.04 and 2.23). A larger board or
 * more players shrink the budget by that cost, so the longest move keeps
 * the level's promise; a smaller board keeps the budget. With cut-off
 * playouts the cost grows little with the board (Churn side 5 1.25
 * times side 3, Uknight side 7 1.17 times side 6; Zumo's default is its
 * largest board): those keep theirs. */
static double budget_scale(const game_t *g)
{
    int side = g->setup.side, ref = g->rules->default_side ? g->rules->default_side(2) : 0;
    if (tune_of(g)->playout_depth != 0 || side <= 0 || ref <= 0) return 1.0;
    double cost = hexhex_cells(side) / hexhex_cells(ref) * (1.0 + 0.1 * (g->setup.players - 2));
    return cost > 1.0 ? 1.0 / cost : 1.0;
}

long ai_level_iterations(const game_t *g, ai_level_t level)
{
    if (level < 0 || level >= AI_LEVELS) return 0;
    return (long)(tune_of(g)->iters[level] * budget_scale(g));
}

double ai_level_max_seconds(ai_level_t level) { return level >= AI_EXPERT ? 5.0 : 1.0; }

double ai_clock_seconds(double left, double inc)
{
    if (left <= 0) return 0.001;
    double t = left / 25.0 + inc * 0.8, most = left * 0.4;
    return t > most ? most : t;
}

void ai_level_request(ai_level_t level, int threads, ai_request_t *req)
{
    req->level = level;
    req->threads = threads;
    req->max_seconds = ai_level_max_seconds(level);
    if (level == AI_EXPERT) {
        /* A time, not a budget: the clock ends the search. */
        req->iterations = 2000000000L;
        req->max_seconds = AI_EXPERT_SECONDS;
    }
}

int ai_playout_cap(const game_t *g)
{
    /* Far beyond a normal random game (Churn side 5 takes ~7,000 turns for
     * 61 cells); it only stops a runaway, scored by evaluation. */
    return 200 * (g->board.ncells + g->board.nsites);
}

void ai_level_config(const game_t *g, const ai_request_t *req, mcts_config_t *cfg)
{
    const ai_tune_t *t = tune_of(g);
    const ai_know_t *k = ai_know_for(g);
    ai_level_t lv = req->level;
    unsigned no = req->ablate;
    memset(cfg, 0, sizeof *cfg);
    cfg->iterations = req->iterations > 0 ? req->iterations : ai_level_iterations(g, lv);
    cfg->max_seconds = req->max_seconds;
    cfg->c_uct = req->c_uct > 0 ? req->c_uct : lv == AI_EXPERT && t->c_expert > 0 ? t->c_expert : t->c_uct;
    /* Every level uses the game's evaluation, and the priors where its
     * tune says so; Beginner also differs by its tiny budget, no RAVE and
     * no decisive-move checks in the tree. */
    cfg->use_prior = !(no & AI_NO_KNOWLEDGE) && k->prior && t->priors[lv];
    cfg->prior_weight = t->prior_weight;
    cfg->bias_weight = t->bias_weight;
    cfg->fpu = 1.0f;
    cfg->rave = lv >= AI_EASY && t->rave && !(no & AI_NO_RAVE) && k->amaf;
    cfg->rave_b = 1e-4f;
    cfg->solver = !(no & AI_NO_SOLVER);
    cfg->use_eval = !(no & AI_NO_EVAL) && k->eval;
    cfg->playout_depth = cfg->use_eval ? t->playout_depth : 0;
    if (req->playout_depth > 0 && k->eval && !(no & AI_NO_EVAL)) {
        cfg->use_eval = 1;
        cfg->playout_depth = req->playout_depth;
    } else if (req->playout_depth < 0) {
        cfg->playout_depth = 0;
    }
    cfg->informed = lv >= AI_MEDIUM && t->informed && !(no & AI_NO_INFORMED);
    cfg->expand_after = lv == AI_EXPERT ? t->expand_expert : lv == AI_HARD ? t->expand_hard : 1;
    cfg->win_check = lv >= AI_EASY && k->win_check > 0 && cfg->solver;
    cfg->win_cap = k->win_check;
    /* Hard and Expert also prove a win in two after each of their own
     * turns (mcts.c; two players). A check that finds a threat walks every
     * answer, each with a win-in-one check: capped per check and, over a
     * search, at a few times the actions of its iterations. */
    if (lv >= AI_HARD && cfg->win_check && g->setup.players == 2 && !(no & AI_NO_WIN2)) {
        cfg->win2_cap = AI_WIN2_CAP;
        cfg->win2_share = AI_WIN2_SHARE;
    }
    /* Paranoid measured stronger than max^n in 3-player Wunchunk. */
    int multi = req->multi ? (int)req->multi : AI_MULTI_PARANOID;
    cfg->paranoid = g->setup.players > 2 && multi == AI_MULTI_PARANOID;
    /* Expert's large budget often settles its choice well before the end:
     * it then answers (the same move: by visits, the leader can no longer
     * be caught). Not where later actions of the turn use the tree. */
    cfg->settle = (lv == AI_EXPERT || req->settle) && t->one_action;
    /* 40 bytes a node: 4M nodes is 160 MB, approached only by Expert. */
    cfg->max_nodes = 4000000;
}

int ai_level_first_side(const game_rules_t *r)
{
    if (!r || !r->tune || r->tune->first_side < r->min_side || r->tune->first_side > r->max_side) return 0;
    return r->tune->first_side;
}

int ai_level_elo(const game_rules_t *r, ai_level_t level)
{
    if (!r || !r->tune || level < 0 || level >= AI_LEVELS) return 0;
    return r->tune->elo[level];
}
