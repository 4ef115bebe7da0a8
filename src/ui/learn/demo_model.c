/* Demonstration pages over a session. */
#include "ui/learn/demo_model.h"

#include <stdio.h>
#include <string.h>

int demo_model_load(demo_model_t *m, const char *path, const char *data_dir, char *err, size_t errlen)
{
    memset(m, 0, sizeof *m);
    m->lv = level_new();
    if (!m->lv) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    if (level_load(m->lv, path, err, errlen)) goto fail;
    m->s = session_new_level(m->lv, data_dir, NULL, err, errlen);
    if (!m->s) goto fail;
    for (int i = 0; i < m->lv->nsteps; i++) {
        char why[GAME_ERR_MAX];
        if (session_play(m->s, m->lv->steps[i].move, why, sizeof why)) {
            snprintf(err, errlen, "%s:%d: move %d '%.60s' is illegal: %s", path, m->lv->steps[i].line, i + 1,
                     m->lv->steps[i].move, why);
            goto fail;
        }
    }
    m->nsteps = m->lv->nsteps;
    m->npages = 1 + m->nsteps + (m->lv->end_caption[0] ? 1 : 0);
    return 0;
fail:
    demo_model_free(m);
    return -1;
}

void demo_model_free(demo_model_t *m)
{
    session_free(m->s);
    level_free(m->lv);
    memset(m, 0, sizeof *m);
}

static int clamp_page(const demo_model_t *m, int page)
{
    if (page < 0) return 0;
    return page >= m->npages ? m->npages - 1 : page;
}

int demo_model_entry(const demo_model_t *m, int page)
{
    page = clamp_page(m, page);
    return page > m->nsteps ? m->nsteps : page;
}

int demo_model_moves_at(const demo_model_t *m, int page) { return page >= 1 && page <= m->nsteps; }

const char *demo_model_caption(const demo_model_t *m, int page)
{
    if (!m->lv) return "";
    page = clamp_page(m, page);
    if (page == 0) {
        if (m->lv->start_caption[0]) return m->lv->start_caption;
        return m->lv->description[0] ? m->lv->description : m->lv->title;
    }
    if (page <= m->nsteps) return m->lv->steps[page - 1].caption;
    return m->lv->end_caption;
}

const char *demo_model_move(const demo_model_t *m, int page)
{
    if (!m->lv || !demo_model_moves_at(m, page)) return "";
    return m->s->hist[page].move;
}
