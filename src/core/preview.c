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
    if (e->piece == PIECE_SITE)
        return e->cell >= 0 && e->cell < g->board.nsites ? g->board.sites[e->cell].name : "?";
    return cell_name(g, e->cell);
}

/* Events listed as one line of cells per run of the same kind, player and
 * beat (a removed group, the cells one peg claims, a formed group); a
 * game's own verb is listed so when its table says so, under its name. */
static const char *verb_word(const event_verb_t *v) { return v ? (v->word ? v->word : v->name) : "?"; }

static int is_cell_set(const game_t *g, const event_t *e)
{
    const event_verb_t *v = event_verb(g->rules->verbs, e);
    if (v) return v->text == EVENT_TEXT_SET;
    return e->kind == EV_REMOVE || e->kind == EV_GROUP || e->kind == EV_CHAIN;
}

static const char *set_word(const game_t *g, const event_t *e)
{
    switch (e->kind) {
    case EV_REMOVE: return "remove";
    case EV_GROUP: return "group";
    case EV_GAME: return verb_word(event_verb(g->rules->verbs, e));
    default: return "chain";
    }
}

/* One of the game's own verbs, as its table says to write it. */
static void verb_line(const game_t *g, const event_verb_t *v, const event_t *e, textbuf_t *o)
{
    const char *w = verb_word(v);
    switch (v->text) {
    case EVENT_TEXT_CELL: textbuf_put(o, "%s %d %s\n", w, e->player, cell_name(g, e->cell)); break;
    case EVENT_TEXT_CELLS:
        textbuf_put(o, "%s %d %s %s\n", w, e->player, cell_name(g, e->cell), cell_name(g, e->cell2));
        break;
    case EVENT_TEXT_TO:
        textbuf_put(o, "%s %d %s %s\n", w, e->player, cell_name(g, e->cell), e->cell2 < 0 ? "off" : cell_name(g, e->cell2));
        break;
    case EVENT_TEXT_OFF: textbuf_put(o, "%s %d %s off\n", w, e->player, cell_name(g, e->cell)); break;
    case EVENT_TEXT_PLAYER: textbuf_put(o, "%s %d %d\n", w, e->player, (int)e->value); break;
    case EVENT_TEXT_VALUE: textbuf_put(o, "%s %d\n", w, (int)e->value); break;
    default: break; /* drawing only */
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
        if (is_cell_set(g, e)) {
            if (e->kind == EV_CHAIN) {
                if (chain_from < 0) chain_from = i;
                continue;
            }
            textbuf_put(&o, "%s %d", set_word(g, e), e->player);
            int j = i;
            for (; j < ev->n && ev->ev[j].kind == e->kind && ev->ev[j].sub == e->sub && ev->ev[j].player == e->player &&
                   ev->ev[j].beat == e->beat;
                 j++)
                textbuf_put(&o, " %s", cell_name(g, ev->ev[j].cell));
            textbuf_put(&o, "\n");
            i = j - 1;
            continue;
        }
        const event_verb_t *v = event_verb(g->rules->verbs, e);
        if (v) {
            verb_line(g, v, e, &o);
            continue;
        }
        switch (e->kind) {
        case EV_PLACE: textbuf_put(&o, "place %d %s\n", e->player, place_name(g, e)); break;
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

static void summarise(const game_t *g, const event_list_t *ev, int mover, preview_option_t *o)
{
    for (int i = 0; i < ev->n; i++) {
        const event_t *e = &ev->ev[i];
        const event_verb_t *v = event_verb(g->rules->verbs, e);
        if (v) {
            o->flags |= v->preview;
            if (v->preview & PREVIEW_CAPTURE) o->capture = e->cell;
            if (v->preview & PREVIEW_REGION) o->regions++;
            continue;
        }
        switch (e->kind) {
        case EV_REMOVE:
            o->flags |= PREVIEW_REMOVE;
            o->removes++;
            break;
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
        summarise(g, &ev, mover, o);
        locate(g, &ev, o);
    }
    int failed = ev.failed;
    event_list_free(&ev);
    free(acts);
    return failed ? -1 : n < 0 ? 0 : n;
}
