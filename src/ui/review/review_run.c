/* The review's analysis: an ai_review_t (ai_review.h) of the game, read
 * from the save when it was stored there, else filled position by position
 * by the evaluation service on a worker (ai_eval_worker.h), so the screen
 * stays responsive, the graph fills in as each position is done, and
 * cancelling keeps what was found. When complete it is stored with the
 * game: in the session it came from (the play screen's, whose autosave
 * then keeps it), or written into its save file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval_worker.h"
#include "ai/ai_review.h"
#include "ui/platform/client.h"
#include "ui/review/review_int.h"

struct review_run {
    ai_review_t *rv;
    ai_eval_worker_t *w;
    ai_request_t req;
    int at;                    /* the position being evaluated */
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
    ai_eval_worker_free(run->w);
    ai_review_free(run->rv);
    free(run);
    r->run = NULL;
    review_refresh(r);
}

static int start_at(review_t *r)
{
    review_run_t *run = r->run;
    char err[GAME_ERR_MAX];
    run->at = run->rv->done;
    ai_request_t req = run->req;
    req.seed = run->req.seed + (uint64_t)run->at;
    if (ai_eval_worker_start(run->w, &run->rv->game, ai_review_state(run->rv, run->at), &req, 1, (uint64_t)run->at,
                             err, sizeof err)) {
        snprintf(r->note, sizeof r->note, "The analysis stopped: %s", err);
        return -1;
    }
    return 0;
}

void review_run_start(review_t *r)
{
    char err[GAME_ERR_MAX];
    ai_review_t *rv = ai_review_new(r->s, err, sizeof err);
    if (!rv) {
        snprintf(r->note, sizeof r->note, "No analysis: %s", err);
        return;
    }
    if (ai_review_load(rv, r->s) > 0) mirror(r, rv);
    if (rv->done >= rv->npos) {
        r->from_save = 1;
        ai_review_free(rv);
        review_refresh(r);
        return;
    }
    review_run_t *run = calloc(1, sizeof *run);
    if (run) run->w = ai_eval_worker_new();
    if (!run || !run->w) {
        free(run);
        ai_review_free(rv);
        snprintf(r->note, sizeof r->note, "No analysis: out of memory");
        return;
    }
    run->rv = rv;
    ai_review_default_request(&rv->game, &run->req);
    r->run = run;
    if (start_at(r)) finish(r);
}

void review_run_poll(review_t *r)
{
    review_run_t *run = r->run;
    if (!run) return;
    ai_eval_t e;
    ai_eval_status_t st = ai_eval_worker_poll(run->w, &e);
    if (st == AI_EVAL_BUSY) return;
    if (st == AI_EVAL_FAILED || st == AI_EVAL_IDLE) {
        snprintf(r->note, sizeof r->note, "The analysis stopped: %s",
                 st == AI_EVAL_FAILED ? ai_eval_worker_error(run->w) : "no answer");
        finish(r);
        return;
    }
    ai_review_set(run->rv, run->at, &e);
    mirror(r, run->rv);
    if (run->rv->done >= run->rv->npos || start_at(r)) finish(r);
    else if (r->k == run->at || r->k == run->at - 1) review_refresh(r);
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
    ai_eval_worker_free(r->run->w);
    ai_review_free(r->run->rv);
    free(r->run);
    r->run = NULL;
}

double review_run_progress(const review_t *r)
{
    if (!r->run) return 0;
    const review_run_t *run = r->run;
    double one = 1.0 / run->rv->npos;
    return run->rv->done * one + ai_eval_worker_progress(run->w) * one;
}
