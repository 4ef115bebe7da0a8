/* Previews on a copy of the position (core/preview.h). */
#include "core/preview.h"
#include "core/textbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A heap copy of st (states can be kilobytes: not on the stack). */
static void *copy_of(const game_t *g, const void *st, char *err, size_t errlen)
{
    void *tmp = malloc(g->rules->state_size);
    if (!tmp) snprintf(err, errlen, "out of memory");
    else memcpy(tmp, st, g->rules->state_size);
    return tmp;
}

/* The copy becomes *after on success; ev is restored by the callee on error. */
static int finish(const game_t *g, void *tmp, int rc, void *after)
{
    if (rc == 0 && after) memcpy(after, tmp, g->rules->state_size);
    free(tmp);
    return rc;
}

int game_preview_move(const game_t *g, const void *st, const move_t *m, event_list_t *ev,
                      void *after, char *err, size_t errlen)
{
    void *tmp = copy_of(g, st, err, errlen);
    if (!tmp) return -1;
    return finish(g, tmp, game_apply_move(g, tmp, m, ev, err, errlen), after);
}

int game_preview_action(const game_t *g, const void *st, const action_t *a, event_list_t *ev,
                        void *after, char *err, size_t errlen)
{
    void *tmp = copy_of(g, st, err, errlen);
    if (!tmp) return -1;
    return finish(g, tmp, game_act(g, tmp, a, ev, err, errlen), after);
}

int game_preview_text(const game_t *g, const void *st, const char *text, event_list_t *ev,
                      void *after, char *canon, size_t canon_n, char *err, size_t errlen)
{
    void *tmp = copy_of(g, st, err, errlen);
    if (!tmp) return -1;
    return finish(g, tmp, game_play(g, tmp, text, ev, canon, canon_n, err, errlen), after);
}

/* ------------------------------------------------------------------ lines */

static const char *cell_name(const game_t *g, int cell)
{
    return cell >= 0 && cell < g->board.ncells ? g->board.cells[cell].name : "?";
}

static const char *place_name(const game_t *g, const event_t *e)
{
    if (e->piece == PIECE_PEG)
        return e->cell >= 0 && e->cell < g->board.nsites ? g->board.sites[e->cell].name : "?";
    return cell_name(g, e->cell);
}

/* Events listed as one line of cells per run of the same kind, player and
 * beat (a removed group, the cells one peg claims, a formed group). */
static int is_cell_set(int kind)
{
    return kind == EV_REMOVE || kind == EV_CLAIM || kind == EV_GROUP || kind == EV_CHAIN;
}

static const char *set_word(int kind)
{
    switch (kind) {
    case EV_REMOVE: return "remove";
    case EV_CLAIM: return "claim";
    case EV_GROUP: return "group";
    default: return "chain";
    }
}

/* Each player whose `score` numbers differ between before and after. */
static void score_lines(const game_t *g, const void *before, const void *after, textbuf_t *o)
{
    int a[GAME_SCORE_MAX], b[GAME_SCORE_MAX];
    for (int p = 1; p <= g->setup.players; p++) {
        int na = g->rules->score(g, before, p, a, GAME_SCORE_MAX);
        int nb = g->rules->score(g, after, p, b, GAME_SCORE_MAX);
        if (na > GAME_SCORE_MAX) na = GAME_SCORE_MAX;
        if (nb > GAME_SCORE_MAX) nb = GAME_SCORE_MAX;
        if (na == nb && (nb == 0 || !memcmp(a, b, sizeof(int) * (size_t)nb))) continue;
        textbuf_put(o, "score %d", p);
        for (int i = 0; i < nb; i++) textbuf_put(o, " %d", b[i]);
        textbuf_put(o, "\n");
    }
}

size_t game_preview_lines(const game_t *g, const void *before, const event_list_t *ev,
                          const void *after, char *buf, size_t n)
{
    textbuf_t o = {buf, n, 0};
    if (n) buf[0] = '\0';
    const event_t *win = NULL;
    /* The winning feature goes after the result line: kept for the end. */
    int chain_from = -1;
    for (int i = 0; ev && i < ev->n; i++) {
        const event_t *e = &ev->ev[i];
        if (is_cell_set(e->kind)) {
            if (e->kind == EV_CHAIN) {
                if (chain_from < 0) chain_from = i;
                continue;
            }
            textbuf_put(&o, "%s %d", set_word(e->kind), e->player);
            int j = i;
            for (; j < ev->n && ev->ev[j].kind == e->kind && ev->ev[j].player == e->player &&
                   ev->ev[j].beat == e->beat;
                 j++)
                textbuf_put(&o, " %s", cell_name(g, ev->ev[j].cell));
            textbuf_put(&o, "\n");
            i = j - 1;
            continue;
        }
        switch (e->kind) {
        case EV_PLACE: textbuf_put(&o, "place %d %s\n", e->player, place_name(g, e)); break;
        case EV_SLIDE:
            textbuf_put(&o, "slide %d %s %s\n", e->player, cell_name(g, e->cell), cell_name(g, e->cell2));
            break;
        case EV_EVAPORATE:
            textbuf_put(&o, "evaporate %d %s %s\n", e->player, cell_name(g, e->cell), cell_name(g, e->cell2));
            break;
        case EV_LEAP:
            textbuf_put(&o, "leap %d %s %s\n", e->player, cell_name(g, e->cell), cell_name(g, e->cell2));
            break;
        case EV_PUSH:
            textbuf_put(&o, "push %d %s %s\n", e->player, cell_name(g, e->cell),
                e->cell2 < 0 ? "off" : cell_name(g, e->cell2));
            break;
        case EV_FALL: textbuf_put(&o, "push %d %s off\n", e->player, cell_name(g, e->cell)); break;
        case EV_SHATTER: textbuf_put(&o, "shatter %d %s\n", e->player, cell_name(g, e->cell)); break;
        case EV_RECOLOUR: textbuf_put(&o, "capture %d %s\n", e->player, cell_name(g, e->cell)); break;
        case EV_AXE: textbuf_put(&o, "axe %d %s\n", e->player, cell_name(g, e->cell)); break;
        case EV_THROW:
            textbuf_put(&o, "throw %d %s %s\n", e->player, cell_name(g, e->cell), cell_name(g, e->cell2));
            break;
        case EV_ENERGY: textbuf_put(&o, "energy %d %d\n", e->player, (int)e->value); break;
        case EV_PHASE: textbuf_put(&o, "phase %d\n", (int)e->value); break;
        case EV_PASS: textbuf_put(&o, "pass %d\n", e->player); break;
        case EV_SWAP: textbuf_put(&o, "swap %d\n", e->player); break;
        case EV_WIN: win = e; break;
        default: break; /* sightlines, axe-off, scores (below), captions: drawing only */
        }
    }
    if (before && after) score_lines(g, before, after, &o);
    if (win) {
        if (!win->value) {
            textbuf_put(&o, "draw\n");
        } else {
            textbuf_put(&o, "win");
            for (int p = 1; p <= GAME_MAX_PLAYERS; p++)
                if (win->value >> (p - 1) & 1) textbuf_put(&o, " %d", p);
            textbuf_put(&o, "\n");
        }
    }
    /* The winning feature, one line per player. */
    for (int p = 1; chain_from >= 0 && p <= GAME_MAX_PLAYERS; p++) {
        int any = 0;
        for (int i = chain_from; i < ev->n; i++) {
            const event_t *e = &ev->ev[i];
            if (e->kind != EV_CHAIN || e->player != p) continue;
            if (!any) textbuf_put(&o, "chain %d", p);
            textbuf_put(&o, " %s", cell_name(g, e->cell));
            any = 1;
        }
        if (any) textbuf_put(&o, "\n");
    }
    return o.at;
}

/* ---------------------------------------------------------------- options */

/* Where an action is chosen on the board: a placement on its cell, the
 * game's own kinds where its rules say (rules->locate). */
static void locate(const game_t *g, const event_list_t *ev, preview_option_t *o)
{
    if (o->act.kind == ACT_PLACE) o->target = o->act.a;
    if (g->rules->locate) g->rules->locate(g, ev, o);
}

static void summarise(const event_list_t *ev, int mover, preview_option_t *o)
{
    for (int i = 0; i < ev->n; i++) {
        const event_t *e = &ev->ev[i];
        switch (e->kind) {
        case EV_AXE: o->flags |= PREVIEW_AXE; break;
        case EV_RECOLOUR:
        case EV_SHATTER:
            o->flags |= PREVIEW_CAPTURE;
            o->capture = e->cell;
            break;
        case EV_REMOVE:
            o->flags |= PREVIEW_REMOVE;
            o->removes++;
            break;
        case EV_CLAIM:
            o->flags |= PREVIEW_CLAIM;
            o->claims++;
            break;
        case EV_FALL:
            o->flags |= PREVIEW_OFF;
            o->dest = -1;
            break;
        case EV_EVAPORATE: o->flags |= PREVIEW_EVAPORATE; break;
        case EV_SLIDE: o->flags |= PREVIEW_SLIDE; break;
        case EV_ENERGY: o->energy = (int16_t)e->value; break;
        case EV_WIN:
            o->flags |= PREVIEW_ENDS;
            if (mover >= 1 && (e->value >> (mover - 1) & 1)) o->flags |= PREVIEW_WIN;
            break;
        default: break;
        }
    }
}

int game_preview_options(const game_t *g, const void *st, preview_option_t *out, int max)
{
    if (max <= 0 || game_is_over(st)) return 0;
    action_t *acts = malloc(sizeof *acts * (size_t)max);
    if (!acts) return -1;
    int n = g->rules->actions(g, st, acts, max), mover = game_head(st)->to_move;
    if (n > max) n = max;
    event_list_t ev;
    event_list_init(&ev);
    char err[GAME_ERR_MAX];
    for (int i = 0; i < n; i++) {
        preview_option_t *o = &out[i];
        memset(o, 0, sizeof *o);
        o->act = acts[i];
        o->target = o->source = o->dest = o->capture = -1;
        event_list_clear(&ev);
        if (game_preview_action(g, st, &acts[i], &ev, NULL, err, sizeof err) != 0) continue;
        summarise(&ev, mover, o);
        locate(g, &ev, o);
    }
    int failed = ev.failed;
    event_list_free(&ev);
    free(acts);
    return failed ? -1 : n < 0 ? 0 : n;
}
