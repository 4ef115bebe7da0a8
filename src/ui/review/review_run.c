/* The review's analysis: an ai_review_t (ai_review.h) of the game, read
 * from the save when it was stored there, else filled position by position
 * by the evaluation service on a worker, so the screen
 * stays responsive, the graph fills in as each position is done, and
 * cancelling keeps what was found (ai_review_worker.h). When complete it is stored with the
 * game: in the session it came from (the play screen's, whose autosave
 * then keeps it), or written into its save file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_review_worker.h"
#include "ui/app/client.h"
#include "ui/review/review_int.h"

struct review_run {
    ai_review_t *rv;           /* what the worker has handed over so far */
    ai_review_worker_t *w;
};

/* The review's numbers into the screen's arrays (graph, marks, better moves). */
static void mirror(review_t *r, const ai_review_t *rv)
{
    for (int i = 0; i < r->npos && i < rv->npos; i++) {
        const ai_review_pos_t *p = &rv->pos[i];
        for (int s = 1; s <= r->players; s++) r->win[i * r->players + s - 1] = p->done ? (float)p->win[s] : -1.0f;
        if (i == 0) continue;
        const ai_review_move_t *m = &rv->moves[i - 1];
        r->mark[i] = !m->done || m->mark <= AI_MARK_GOOD ? RMARK_GOOD : (int8_t)(m->mark - AI_MARK_GOOD);
        r->loss[i] = m->done && !m->aside ? (float)m->loss : -1.0f;
        r->seat[i] = m->aside ? 0 : (int8_t)m->mover;
        free(r->best[i]);
        r->best[i] = m->best[0] ? strdup(m->best) : NULL;
    }
    r->analysed = rv->done;
}

/* Keeps a finished review with the game. */
static void store(review_t *r, const ai_review_t *rv)
{
    char err[512];
    if (r->keep) {
        if (ai_review_store(rv, r->keep, err, sizeof err)) snprintf(r->note, sizeof r->note, "Not kept: %s", err);
        return;
    }
    if (!r->save_path[0]) return;
    const char *dir = r->ui->data_dir && *r->ui->data_dir ? r->ui->data_dir : r->ui->client ? r->ui->client->data_dir : NULL;
    session_t *f = session_load(r->save_path, dir, err, sizeof err);
    int rc = f ? ai_review_store(rv, f, err, sizeof err) : -1;
    if (rc == 0) rc = session_save(f, r->save_path, err, sizeof err);
    session_free(f);
    if (rc) snprintf(r->note, sizeof r->note, "The analysis was not saved: %s", err);
    else snprintf(r->note, sizeof r->note, "Analysis done and kept with the save.");
}

static void finish(review_t *r)
{
    review_run_t *run = r->run;
    if (!run) return;
    if (run->rv->done >= run->rv->npos) store(r, run->rv);
    ai_review_worker_free(run->w);
    ai_review_free(run->rv);
    free(run);
    r->run = NULL;
    review_refresh(r);
    review_keep_visible(r);
    review_wrong_pick(r);
}

void review_run_start(review_t *r)
{
    char err[GAME_ERR_MAX];
    ai_review_t *rv = ai_review_new(r->s, err, sizeof err);
    if (!rv) {
        snprintf(r->note, sizeof r->note, "No analysis: %s", err);
        return;
    }
    int stored = ai_review_load(rv, r->s, err, sizeof err);
    if (stored > 0) mirror(r, rv);
    if (stored < 0) snprintf(r->note, sizeof r->note, "The stored review is damaged (%s): analysing again.", err);
    if (rv->done >= rv->npos) {
        r->from_save = 1;
        ai_review_free(rv);
        review_refresh(r);
        review_keep_visible(r);
        review_wrong_pick(r);
        return;
    }
    review_run_t *run = calloc(1, sizeof *run);
    if (run) run->w = ai_review_worker_new();
    if (!run || !run->w) {
        free(run);
        ai_review_free(rv);
        snprintf(r->note, sizeof r->note, "No analysis: out of memory");
        return;
    }
    run->rv = rv;
    r->run = run;
    ai_request_t req;
    ai_review_default_request(&rv->game, &req);
    if (ai_review_worker_start(run->w, rv, &req, err, sizeof err)) {
        snprintf(r->note, sizeof r->note, "No analysis: %s", err);
        finish(r);
    }
}

void review_run_poll(review_t *r)
{
    review_run_t *run = r->run;
    if (!run) return;
    int before = run->rv->done;
    ai_review_status_t st = ai_review_worker_sync(run->w, run->rv);
    if (run->rv->done != before) {
        mirror(r, run->rv);
        review_refresh(r);
    }
    if (st == AI_REVIEW_BUSY) return;
    if (st == AI_REVIEW_FAILED) snprintf(r->note, sizeof r->note, "The analysis stopped: %s", ai_review_worker_error(run->w));
    finish(r);
}

void review_run_cancel(review_t *r)
{
    if (!r->run) return;
    r->cancelled = 1;
    finish(r);
}

void review_run_free(review_t *r)
{
    if (!r->run) return;
    ai_review_worker_free(r->run->w);
    ai_review_free(r->run->rv);
    free(r->run);
    r->run = NULL;
}

double review_run_progress(const review_t *r) { return r->run ? ai_review_worker_progress(r->run->w) : 0; }
