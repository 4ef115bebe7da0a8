/* A level with variations, as the tools write one: "hard+paranoid",
 * "medium@20000~norave", "expert:2/1.5". The marks:
 *   +paranoid +maxn (3-4 players)  +root +tree (threads)  +keep +ponder
 *   @N iterations   ^N playout cut-off (^end: played out)   %C exploration
 *   :N threads, 1-64 ('#N' too where no comment rule applies: the engine
 *      protocol, hexgtp, drops everything from '#' as a comment)
 *   /S seconds a move (wall clock)   ~noknow ~norave ~nosolver ~noinformed ~noeval ~nowin2
 * Each mark that takes a value appears once; a refusal says why. */
#ifndef AI_SPEC_H
#define AI_SPEC_H

#include <stddef.h>

#include "ai/ai.h"

typedef struct {
    ai_level_t level;
    ai_multi_t multi;
    int parallel;      /* ai_par_t */
    long iterations;   /* 0: the level's */
    unsigned ablate;   /* AI_NO_* */
    int depth;         /* playout cut-off (0: the level's, -1: none) */
    double c_uct;      /* 0: the level's */
    int threads;       /* 0: one */
    int keep, ponder;  /* tree reuse; thinking on the opponent's time */
    double seconds;    /* > 0: think this long a move instead of a budget */
} ai_spec_t;

/* 0 with *sp filled, or -1 with "'expert#0': threads: give 1 to 64". */
int ai_spec_parse(const char *text, ai_spec_t *sp, char *err, size_t n);
/* The request for sp (level, variations; seed and keep left to the caller).
 * A time without a budget: the clock decides, not the level's budget. */
void ai_spec_request(const ai_spec_t *sp, ai_request_t *req);

#endif
