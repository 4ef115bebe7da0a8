/* Puzzles (levels/<game>/puzzles/): what each kind asks, and exhaustive
 * checks over whole turns. Every legal whole turn comes from the rules'
 * own list (rules->moves: multi-action turns of Wunchunk, Zumo and Uknight
 * included), with no sampling and no heuristics, so an answer set found
 * here is exact. The generator (tools/puzzlegen), levelcheck's puzzle
 * check and the client's judge share it. Two players only: "the opponent"
 * is the colour that moves after the mover. No SDL. */
#ifndef AI_PUZZLE_H
#define AI_PUZZLE_H

#include "core/game.h"

typedef enum {
    PUZ_NONE = 0,
    PUZ_WIN1,   /* win at once */
    PUZ_WIN2,   /* a move after which every reply leaves a win at once */
    PUZ_DEFEND, /* the opponent threatens a win at once: the moves that leave none */
    PUZ_STUDY,  /* a position with its text; the answers are the text's moves */
    PUZ_KINDS
} puz_kind_t;

/* "win1", "win2", "defend", "study"; parse gives PUZ_NONE for anything else. */
const char *puz_kind_name(puz_kind_t k);
puz_kind_t puz_kind_parse(const char *s);
/* Whole turns of the mover the kind takes to reach its goal (1 or 2). */
int puz_kind_depth(puz_kind_t k);

/* Buffers of the searches: one list of whole turns per depth, each at most
 * max_moves long (a position with more counts as "too many": -1). */
typedef struct puz_search puz_search_t;
puz_search_t *puz_search_new(const game_t *g, int max_moves);
void puz_search_free(puz_search_t *s);

/* 1 when st is over with colour its sole winner. */
int puz_sole_win(const void *st, int colour);
/* The mover's whole turns that win at once: the count (first into m when
 * not NULL), or -1 when st has more turns than the cap. */
int puz_wins_now(puz_search_t *s, const void *st, move_t *m);
/* The same for colour as if it moved now (the turn handed over on a copy,
 * as a threat is judged). */
int puz_threat(puz_search_t *s, const void *st, int colour, move_t *m);

/* Every answer of kind k at st into out (at most max; canonical, in the
 * rules' order): PUZ_WIN1 the turns that win at once; PUZ_WIN2 the turns
 * after which every reply leaves a win at once; PUZ_DEFEND the turns after
 * which the opponent has none. The count, -1 when a list was over the cap,
 * -2 when there are more than max answers. (PUZ_STUDY: none, 0.) */
int puz_answers(puz_search_t *s, const void *st, puz_kind_t k, move_t *out, int max);

typedef enum {
    PUZ_REFUTE_NONE = 0, /* no reply refutes it (it was an answer after all) */
    PUZ_REFUTE_WINS,     /* the reply wins at once */
    PUZ_REFUTE_HOLDS     /* after the reply the mover has no win at once */
} puz_refute_t;

/* The opponent's best reply at st (the position after the mover's turn,
 * the opponent to move) into r: a win at once when there is one, else the
 * reply leaving the mover the fewest wins at once (none: it holds; the
 * first such in the rules' order, so the choice is deterministic).
 * Returns what the reply does (puz_refute_t; PUZ_REFUTE_NONE when the
 * mover still wins at once after every reply), or -1 when a list was over
 * the cap or the opponent has no turn. */
int puz_reply(puz_search_t *s, const void *st, move_t *r);

/* The first action of a move as a move of its own (for a hint). */
void puz_first_action(const move_t *m, move_t *out);

#endif
