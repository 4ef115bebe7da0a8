/* Tutorial lessons: loading, and telling a right answer from a wrong one. */
#include "ui/learn/lesson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The answers in canonical form, so "c2" and "C2", or Wunchunk stones in
 * any order, compare equal to what the player's clicks produce. */
static int canonical_answers(lesson_t *l, char *err, size_t errlen)
{
    const game_t *g = l->s->game;
    void *tmp = malloc(g->rules->state_size);
    if (!tmp) {
        snprintf(err, errlen, "%s: out of memory", l->lv->path);
        return -1;
    }
    for (int i = 0; i < l->lv->nexpect; i++) {
        char why[GAME_ERR_MAX];
        memcpy(tmp, session_state(l->s), g->rules->state_size);
        if (game_play(g, tmp, l->lv->expect[i], NULL, l->expect[i], MOVE_TEXT_MAX, why, sizeof why)) {
            snprintf(err, errlen, "%s: answer '%.60s' is not legal: %s", l->lv->path, l->lv->expect[i], why);
            free(tmp);
            return -1;
        }
    }
    l->nexpect = l->lv->nexpect;
    free(tmp);
    return 0;
}

int lesson_load(lesson_t *l, const char *path, const char *data_dir, char *err, size_t errlen)
{
    memset(l, 0, sizeof *l);
    l->lv = level_new();
    if (!l->lv) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    if (level_load(l->lv, path, err, errlen)) goto fail;
    if (!l->lv->goal[0] || !l->lv->nexpect) {
        snprintf(err, errlen, "%s: a lesson needs 'goal:' and at least one 'expect:'", path);
        goto fail;
    }
    l->s = session_new_level(l->lv, data_dir, NULL, err, errlen);
    if (!l->s) goto fail;
    for (int i = 0; i < l->lv->nsteps; i++) {
        char why[GAME_ERR_MAX];
        if (session_play(l->s, l->lv->steps[i].move, why, sizeof why)) {
            snprintf(err, errlen, "%s:%d: move '%.60s' is illegal: %s", path, l->lv->steps[i].line,
                     l->lv->steps[i].move, why);
            goto fail;
        }
    }
    l->question = l->s->cur;
    if (canonical_answers(l, err, errlen)) goto fail;
    return 0;
fail:
    lesson_free(l);
    return -1;
}

void lesson_free(lesson_t *l)
{
    session_free(l->s);
    level_free(l->lv);
    memset(l, 0, sizeof *l);
}

const char *lesson_intro(const lesson_t *l)
{
    if (!l->lv) return "";
    if (l->lv->start_caption[0]) return l->lv->start_caption;
    if (l->lv->nsteps && l->lv->steps[l->lv->nsteps - 1].caption[0]) return l->lv->steps[l->lv->nsteps - 1].caption;
    return l->lv->description;
}

int lesson_is_answer(const lesson_t *l, const char *canon)
{
    for (int i = 0; i < l->nexpect; i++)
        if (!strcmp(l->expect[i], canon)) return 1;
    return 0;
}
