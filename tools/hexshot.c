/* hexshot: pictures of boards through the real board renderer, headless
 * (a software renderer over a surface; no window, no display needed).
 *
 *   hexshot LEVEL [--moves "B2 C3"] [--random N] [--seed S] [--pick KIND]
 *           [--at SECONDS | --at-frac F | --at-event KIND[:F]] [--undo] [--size WxH] [--out FILE]
 *           [--no-coords] [--flat] [--colourblind] [--no-scores] [--no-banners]
 *           [--hover CELL] [--targets] [--ambient T] [--plain] [--info] [--cell-names]
 *   hexshot --gif OUT.gif (--save FILE.sav | LEVEL [--moves ..] [--random N])
 *           [--from N] [--to M] [--speed X] [--size WxH] [--fps F] [--hold S]
 *   hexshot --compare A.png B.png [--tolerance T]
 *   hexshot --bench [--frames N]
 *
 * The level's position, after the moves (then N random moves, then random
 * moves until one shows an event of KIND and that one), is drawn at rest,
 * or at time t of the last move's animation (--undo: of its undoing), over
 * the menu's hex field (--plain: a flat colour, for reference pictures).
 * --gif animates moves N to M (all by default) of a save or of the level's
 * moves, with the rule animations, at a speed and size (default 640x360).
 * --cell-names writes every cell's name on it (ConHex: every hole's name,
 * and each cell's "cx,cy" name in its middle): the labelled pictures of the
 * notation in docs/rules/ (docs/rules/pictures.sh). */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/level.h"
#include "core/session.h"
#include "draw/theme.h"
#include "games/look.h"
#include "lib_pick.h"
#include "lib_tool.h"
#include "ui/board/bview.h"
#include "ui/platform/canvas_sdl.h"
#include "ui/platform/font.h"
#include "ui/platform/shot.h"
#include "ui/share/frame.h"
#include "ui/share/gifout.h"
#include "plat/plat.h"
#include "core/fstree.h"

typedef struct {
    const char *level, *moves, *out, *pick, *hover, *at_event;
    const char *cmp_a, *cmp_b;
    const char *gif, *save;      /* --gif OUT, --save FILE.sav */
    gifout_opts_t go;            /* --from --to --speed --fps --hold */
    int w, h;
    double at, at_frac;
    int have_at, have_frac, undo;
    int coords, flat, colourblind, scores, banners, targets, info, plain, names;
    long random_n;
    long seed;
    double tolerance, ambient;
    int bench;
    int keep;          /* --bench --keep: each frame keeps the game on disk too */
    long frames;
} shot_opts_t;

static int usage(const char *msg)
{
    if (msg) fprintf(stderr, "hexshot: %s\n", msg);
    fprintf(msg ? stderr : stdout,
            "usage: hexshot LEVEL [--moves \"M1 M2\"] [--random N] [--seed S] [--pick KIND]\n"
            "               [--at SECONDS | --at-frac F | --at-event KIND[:F]] [--undo] [--size WxH] [--out FILE]\n"
            "               [--no-coords] [--flat] [--colourblind] [--no-scores] [--no-banners]\n"
            "               [--hover CELL] [--targets] [--ambient T] [--plain] [--info] [--cell-names]\n"
            "       hexshot --gif OUT.gif (--save FILE.sav | LEVEL [--moves ...] [--random N])\n"
            "               [--from N] [--to M] [--speed X] [--size WxH] [--fps F] [--hold S]\n"
            "       hexshot --compare A.png B.png [--tolerance T]\n"
            "       hexshot --bench [--frames N] [--keep]\n"
            "       hexshot --version\n"
            "--bench --keep: each frame first keeps the game on disk as the play screen\n"
            "  keeps a move (autosaves_keep, in /var/tmp): frames with a move in each\n"
            "--gif: moves N to M of the game (all by default) with their animations, as\n"
            "  an animated GIF: speed X (0.25..8, default 1), size WxH (default 640x360),\n"
            "  F frames a second (5..50, default 20), each position held S seconds (0.6)\n"
            "--cell-names: every cell's name written on it (ConHex: every hole's name,\n"
            "  and each cell's \"cx,cy\" name in its middle)\n");
    return msg ? 2 : 0;
}

static int parse_size(const char *s, int *w, int *h)
{
    char *end;
    long a = strtol(s, &end, 10);
    if (*end != 'x' && *end != 'X') return -1;
    long b = strtol(end + 1, &end, 10);
    if (*end || a < 64 || b < 64 || a > 8192 || b > 8192) return -1;
    *w = (int)a;
    *h = (int)b;
    return 0;
}

static int parse_double(const char *s, double *out)
{
    char *end;
    double v = strtod(s, &end);
    if (end == s || *end || !isfinite(v)) return -1;
    *out = v;
    return 0;
}

static int parse_args(int argc, char **argv, shot_opts_t *o, char *err, size_t n)
{
    memset(o, 0, sizeof *o);
    o->w = 1280, o->h = 720;
    o->out = "hexshot.png";
    o->coords = o->scores = o->banners = 1;
    o->seed = 1;
    o->tolerance = 2.0;
    o->ambient = 1.0;
    o->frames = 400;
    gifout_default_opts(&o->go);
    int size_given = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define NEED()                                                        \
    do {                                                              \
        if (!v) return snprintf(err, n, "%s needs a value", a), -1;   \
        i++;                                                          \
    } while (0)
        if (!strcmp(a, "--moves")) {
            NEED();
            o->moves = v;
        } else if (!strcmp(a, "--out")) {
            NEED();
            o->out = v;
        } else if (!strcmp(a, "--gif")) {
            NEED();
            o->gif = v;
        } else if (!strcmp(a, "--save")) {
            NEED();
            o->save = v;
        } else if (!strcmp(a, "--from") || !strcmp(a, "--to") || !strcmp(a, "--fps")) {
            NEED();
            long l;
            if (args_parse_long(v, 1, 1000000L, &l)) return snprintf(err, n, "bad number '%s' for %s", v, a), -1;
            if (!strcmp(a, "--from")) o->go.from = (int)l;
            else if (!strcmp(a, "--to")) o->go.to = (int)l;
            else o->go.fps = (int)l;
        } else if (!strcmp(a, "--speed") || !strcmp(a, "--hold")) {
            NEED();
            double d;
            if (parse_double(v, &d) || d < 0) return snprintf(err, n, "bad number '%s' for %s", v, a), -1;
            if (!strcmp(a, "--speed")) o->go.speed = d;
            else o->go.hold = d;
        } else if (!strcmp(a, "--pick")) {
            NEED();
            o->pick = v;
        } else if (!strcmp(a, "--hover")) {
            NEED();
            o->hover = v;
        } else if (!strcmp(a, "--at-event")) {
            NEED();
            o->at_event = v;
        }
        else if (!strcmp(a, "--size")) {
            NEED();
            if (parse_size(v, &o->w, &o->h)) return snprintf(err, n, "bad size '%s' (WxH, 64..8192)", v), -1;
            size_given = 1;
        } else if (!strcmp(a, "--at") || !strcmp(a, "--at-frac") || !strcmp(a, "--tolerance") ||
                   !strcmp(a, "--ambient")) {
            NEED();
            double d;
            if (parse_double(v, &d) || d < 0) return snprintf(err, n, "bad number '%s' for %s", v, a), -1;
            if (!strcmp(a, "--at")) o->at = d, o->have_at = 1;
            else if (!strcmp(a, "--at-frac")) {
                if (d > 1) return snprintf(err, n, "--at-frac is 0..1, not %s", v), -1;
                o->at_frac = d, o->have_frac = 1;
            } else if (!strcmp(a, "--tolerance")) o->tolerance = d;
            else o->ambient = d;
        } else if (!strcmp(a, "--random") || !strcmp(a, "--seed") || !strcmp(a, "--frames")) {
            NEED();
            long l;
            if (args_parse_long(v, 0, 1000000000L, &l)) return snprintf(err, n, "bad number '%s' for %s", v, a), -1;
            if (!strcmp(a, "--random")) o->random_n = l;
            else if (!strcmp(a, "--seed")) o->seed = l;
            else o->frames = l < 10 ? 10 : l;
        } else if (!strcmp(a, "--compare")) {
            if (i + 2 >= argc) return snprintf(err, n, "--compare needs two files"), -1;
            o->cmp_a = argv[++i];
            o->cmp_b = argv[++i];
        } else if (!strcmp(a, "--undo")) o->undo = 1;
        else if (!strcmp(a, "--coords")) o->coords = 1;
        else if (!strcmp(a, "--no-coords")) o->coords = 0;
        else if (!strcmp(a, "--flat")) o->flat = 1;
        else if (!strcmp(a, "--colourblind") || !strcmp(a, "--colorblind")) o->colourblind = 1;
        else if (!strcmp(a, "--no-scores")) o->scores = 0;
        else if (!strcmp(a, "--no-banners")) o->banners = 0;
        else if (!strcmp(a, "--targets")) o->targets = 1;
        else if (!strcmp(a, "--info")) o->info = 1;
        else if (!strcmp(a, "--plain")) o->plain = 1;
        else if (!strcmp(a, "--cell-names")) o->names = 1;
        else if (!strcmp(a, "--bench")) o->bench = 1;
        else if (!strcmp(a, "--keep")) o->keep = 1;
        else if (a[0] == '-' && a[1]) return snprintf(err, n, "unknown option %s", a), -1;
        else if (!o->level) o->level = a;
        else return snprintf(err, n, "one level file only ('%s' too)", a), -1;
#undef NEED
    }
    if (o->have_at + o->have_frac + (o->at_event != NULL) > 1)
        return snprintf(err, n, "--at, --at-frac and --at-event exclude each other"), -1;
    if (o->save && o->level) return snprintf(err, n, "--save and a level file exclude each other"), -1;
    if (o->save && !o->gif) return snprintf(err, n, "--save is for --gif"), -1;
    if (o->gif && size_given) o->go.w = o->w, o->go.h = o->h;
    if (!o->level && !o->save && !o->cmp_a && !o->bench) return snprintf(err, n, "no level file given"), -1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Comparing two pictures. */

static SDL_Surface *load_argb(const char *path)
{
    char why[1200];
    if (!fileio_is_regular(path, why, sizeof why)) {
        fprintf(stderr, "hexshot: cannot read %s\n", why);
        return NULL;
    }
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        fprintf(stderr, "hexshot: cannot read %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    return c;
}

/* Same size, and the mean channel difference within the tolerance with
 * under 1% of pixels far off (more than 48 in some channel): anti-aliasing
 * and font hinting may differ a little between machines; a wrong picture
 * does not pass. */
static int compare(const shot_opts_t *o)
{
    SDL_Surface *a = load_argb(o->cmp_a), *b = a ? load_argb(o->cmp_b) : NULL;
    if (!a || !b) {
        if (a) SDL_FreeSurface(a);
        return 2;
    }
    int rc = 0;
    if (a->w != b->w || a->h != b->h) {
        printf("differ: sizes %dx%d and %dx%d\n", a->w, a->h, b->w, b->h);
        rc = 1;
    } else {
        double sum = 0;
        long far = 0, total = (long)a->w * a->h;
        for (int y = 0; y < a->h; y++) {
            const Uint32 *ra = (const Uint32 *)((const Uint8 *)a->pixels + (size_t)y * (size_t)a->pitch);
            const Uint32 *rb = (const Uint32 *)((const Uint8 *)b->pixels + (size_t)y * (size_t)b->pitch);
            for (int x = 0; x < a->w; x++) {
                int worst = 0;
                for (int k = 0; k < 24; k += 8) {
                    int d = abs((int)((ra[x] >> k) & 255) - (int)((rb[x] >> k) & 255));
                    sum += d;
                    worst = d > worst ? d : worst;
                }
                far += worst > 48;
            }
        }
        double mean = sum / (3.0 * (double)total), far_pct = 100.0 * (double)far / (double)total;
        rc = mean <= o->tolerance && far_pct <= 1.0 ? 0 : 1;
        printf("%s: mean difference %.3f (tolerance %.3f), %.3f%% of pixels far off\n", rc ? "differ" : "same",
               mean, o->tolerance, far_pct);
    }
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    return rc;
}

/* ------------------------------------------------------------------ */
/* Positions: moves given, random moves, a picked move. */

static int play_words(session_t *s, const char *moves, char *err, size_t n)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *tok = strtok(buf, " \t\n;"); tok; tok = strtok(NULL, " \t\n;")) {
        char why[GAME_ERR_MAX];
        if (session_play(s, tok, why, sizeof why)) return snprintf(err, n, "move '%s': %s", tok, why), -1;
    }
    return 0;
}

/* Random moves that keep the game going where they can (a picture of the
 * middle game should not end after seven moves). */
static int play_random(session_t *s, rng_t *rng, long count, char *err, size_t n)
{
    move_t *m = malloc(sizeof *m);
    void *tmp = malloc(s->game->rules->state_size);
    if (!m || !tmp) {
        free(m);
        free(tmp);
        return snprintf(err, n, "out of memory"), -1;
    }
    for (long i = 0; i < count && !game_is_over(session_state(s)); i++) {
        char why[GAME_ERR_MAX];
        int found = -1;
        for (int tries = 0; tries < 40; tries++) {
            if (pick_random_move(s->game, session_state(s), rng, m)) break;
            found = 0;
            memcpy(tmp, session_state(s), s->game->rules->state_size);
            if (!game_apply_move(s->game, tmp, m, NULL, why, sizeof why) && !game_is_over(tmp)) break;
        }
        if (found || session_play_move(s, m, why, sizeof why)) break;
    }
    free(m);
    free(tmp);
    return 0;
}

static int play_pick(session_t *s, rng_t *rng, const char *kind_name, char *err, size_t n)
{
    if (pick_kind(s->game->rules, kind_name) < 0) return snprintf(err, n, "no event kind '%s'", kind_name), -1;
    move_t *m = malloc(sizeof *m);
    if (!m) return snprintf(err, n, "out of memory"), -1;
    int rc = -1;
    for (int ply = 0; ply < 3000 && !game_is_over(session_state(s)); ply++) {
        char why[GAME_ERR_MAX];
        if (!pick_move_with(s->game, session_state(s), kind_name, 20000, m)) {
            rc = session_play_move(s, m, why, sizeof why);
            if (rc) snprintf(err, n, "%s", why);
            break;
        }
        if (pick_random_move(s->game, session_state(s), rng, m) || session_play_move(s, m, why, sizeof why)) break;
    }
    if (rc && !*err) snprintf(err, n, "no move showing '%s' came up", kind_name);
    free(m);
    return rc;
}

static session_t *position(const shot_opts_t *o, const char *data, char *err, size_t n)
{
    level_t *lv = level_new();
    if (!lv) return snprintf(err, n, "out of memory"), NULL;
    session_t *s = NULL;
    if (level_load(lv, o->level, err, n)) goto done;
    s = session_new_level(lv, data, NULL, err, n);
    if (!s) goto done;
    rng_t rng;
    rng_seed(&rng, (uint64_t)o->seed);
    err[0] = '\0';
    if ((o->moves && play_words(s, o->moves, err, n)) || play_random(s, &rng, o->random_n, err, n) ||
        (o->pick && play_pick(s, &rng, o->pick, err, n))) {
        session_free(s);
        s = NULL;
    }
done:
    level_free(lv);
    return s;
}

/* --cell-names: the names of the notation written on the board, light
 * text with a dark outline so that it reads over empty cells and pieces
 * alike. ConHex moves name holes (written under each hole); its cells have
 * names too (the reference data's "cx,cy"), written a little below the
 * middle of each (clear of the hole names above it), or above the middle
 * when a hole sits there (the centre cell). */
static void draw_names(bview_t *bv, const game_t *g, canvas_t *c)
{
    const blayout_t *L = bview_get_layout(bv);
    const board_t *b = &g->board;
    float u = blayout_unit(L);
    canvas_text_t t = {.face = CANVAS_FACE_BOLD,
                       .align = CANVAS_CENTRE | CANVAS_MIDDLE,
                       .colour = canvas_hex(0xffffff, 255),
                       .outline = 2.0f,
                       .outline_colour = canvas_hex(0x000000, 230)};
    if (b->kind == BOARD_HEXHEX) {
        t.size = roundf(u * 0.55f);
        for (int i = 0; i < b->ncells; i++) {
            canvas_pt_t p = blayout_cell_px(L, b, i);
            canvas_text(c, &t, p.x, p.y, b->cells[i].name);
        }
        return;
    }
    t.size = roundf(u * 0.24f);
    for (int i = 0; i < b->nsites; i++) {
        canvas_pt_t p = blayout_site_px(L, b, i);
        canvas_text(c, &t, p.x, p.y + u * 0.28f, b->sites[i].name);
    }
    t.colour = canvas_hex(0xffd75e, 255);
    t.size = roundf(u * 0.26f);
    for (int i = 0; i < b->ncells; i++) {
        const board_cell_t *cell = &b->cells[i];
        double dy = 0.12;
        for (int k = 0; k < cell->nsites; k++) {
            const board_pt_t *h = &b->sites[cell->sites[k]].pos;
            if (fabs(h->x - cell->centre.x) < 0.3 && fabs(h->y - cell->centre.y) < 0.3) dy = -0.38;
        }
        canvas_pt_t p = blayout_px(L, cell->centre.x, cell->centre.y + dy);
        canvas_text(c, &t, p.x, p.y, cell->name);
    }
}

/* --at-event KIND[:F]: the clock F (0.5 when left out) into the first
 * event of KIND. */
static double event_clock(bview_t *bv, const char *spec)
{
    char kind[32];
    float f = 0.5f;
    const char *colon = strchr(spec, ':');
    size_t len = colon ? (size_t)(colon - spec) : strlen(spec);
    if (len >= sizeof kind) return -1;
    memcpy(kind, spec, len);
    kind[len] = '\0';
    if (colon) f = strtof(colon + 1, NULL);
    return bview_event_clock(bv, kind, f);
}

static int show(bview_t *bv, const session_t *s, const shot_opts_t *o)
{
    if (o->at_event) {
        if (s->cur <= 0) return -1;
        if (o->undo) bview_unplay_entry(bv, s, s->cur);
        else bview_play_entry(bv, s, s->cur);
        double t = event_clock(bv, o->at_event);
        if (t < 0) return -1;
        bview_seek(bv, t);
        return 0;
    }
    int timed = o->have_at || o->have_frac;
    if (s->cur > 0 && o->undo) {
        bview_unplay_entry(bv, s, s->cur);
        double total = bview_duration(bv);
        if (!timed) bview_finish(bv);
        else bview_seek(bv, o->have_frac ? (1.0 - o->at_frac) * total : total - o->at);
    } else if (s->cur > 0 && timed) {
        bview_play_entry(bv, s, s->cur);
        bview_seek(bv, o->have_frac ? o->at_frac * bview_duration(bv) : o->at);
    } else {
        bview_show_entry(bv, s, s->cur);
    }
    return 0;
}

static int shoot(const shot_opts_t *o, const char *data)
{
    char err[1024] = "";
    session_t *s = position(o, data, err, sizeof err);
    if (!s) {
        fprintf(stderr, "hexshot: %s\n", args_data_note(err, sizeof err, data));
        return 1;
    }
    const game_t *g = s->game;
    bview_t *bv = bview_new(g);
    frame_t t;
    int rc = 1;
    if (!bv) {
        fprintf(stderr, "hexshot: out of memory\n");
        goto done;
    }
    bview_opts_t vo;
    bview_default_opts(&vo);
    vo.coords = o->coords;
    vo.flat = o->flat;
    vo.colourblind = o->colourblind;
    vo.banners = o->banners;
    bview_set_opts(bv, &vo);
    if (show(bv, s, o)) {
        fprintf(stderr, "hexshot: the last move has no '%s' event\n", o->at_event);
        goto done_bv;
    }
    bview_set_ambient(bv, o->ambient);
    if (frame_open(&t, o->w, o->h, data, err, sizeof err)) {
        fprintf(stderr, "hexshot: %s\n", args_data_note(err, sizeof err, data));
        frame_close(&t);
        goto done_bv;
    }
    const void *st = session_state(s);
    if (o->hover) {
        int hv = board_parse_target(&g->board, o->hover);
        bview_set_hover(bv, hv);
        bview_set_ghost(bv, game_head(st)->to_move);
        bview_set_preview(bv, st, hv, -1, 0); /* what the move there would do */
    }
    if (o->targets) {
        /* The places the side to move may put a piece now. */
        uint8_t mask[BOARD_MAX_CELLS] = {0};
        action_t *acts = malloc(sizeof *acts * 8192);
        int na = acts ? g->rules->actions(g, st, acts, 8192) : 0;
        for (int i = 0; i < na && i < 8192; i++)
            if (acts[i].kind == ACT_PLACE && acts[i].a >= 0 && acts[i].a < BOARD_MAX_CELLS) mask[acts[i].a] = 1;
        free(acts);
        bview_set_targets(bv, mask, game_head(st)->to_move);
    }
    /* The status line of the position the picture shows: before the move
     * while it plays, before it when undone. */
    const void *shown = (o->undo || o->have_at || o->have_frac || o->at_event) && s->cur > 0 ? s->hist[s->cur - 1].state : st;
    frame_draw(&t, bv, g, shown, o->scores, !o->plain, o->ambient);
    if (o->names) draw_names(bv, g, &t.c);
    if (shot_save_png(t.ren, o->out, err, sizeof err)) fprintf(stderr, "hexshot: %s\n", err);
    else rc = 0;
    if (o->info) {
        printf("game %s, %d moves, last: %s\n", g->rules->id, s->cur, s->cur > 0 ? s->hist[s->cur].move : "-");
        printf("moves:");
        for (int i = 1; i <= s->cur; i++) printf(" %s", s->hist[i].move);
        printf("\n");
        printf("animation %.3f s at 1x, clock %.3f\n", bview_duration(bv), bview_clock(bv));
    }
    bview_free(bv, &t.c);
    frame_close(&t);
    bv = NULL;
done_bv:
    bview_free(bv, NULL);
done:
    session_free(s);
    return rc;
}

/* --gif: the game of a save (or a level and its moves) as an animated GIF. */
static int gif(const shot_opts_t *o, const char *data)
{
    char err[1024] = "";
    session_t *s = o->save ? session_load(o->save, data, err, sizeof err) : position(o, data, err, sizeof err);
    if (!s) {
        fprintf(stderr, "hexshot: %s\n", args_data_note(err, sizeof err, data));
        return 1;
    }
    gifout_stats_t st;
    int rc = gifout_write(s, &o->go, data, o->gif, &st, err, sizeof err);
    if (rc) fprintf(stderr, "hexshot: %s\n", args_data_note(err, sizeof err, data));
    else
        printf("%s: %d moves, %d frames, %dx%d, %.2f s (animations %.2f s at 1x, speed %g)\n", o->gif, st.moves,
               st.frames, o->go.w, o->go.h, (double)st.delay_cs / 100.0, st.anim_s, o->go.speed);
    session_free(s);
    return rc ? 1 : 0;
}

/* ------------------------------------------------------------------ */
/* The render benchmark. */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Processor time, ms, of this thread (CLOCK_THREAD_CPUTIME_ID) or of the
 * whole process with its workers (CLOCK_PROCESS_CPUTIME_ID): on a busy
 * machine wall time also counts the other programs' turns; the frame
 * budget is about our own work. */
enum { CPU_THREAD, CPU_PROCESS };
static double cpu_ms(int which)
{
    return (which == CPU_THREAD ? plat_thread_cpu_seconds() : plat_cpu_seconds()) * 1000.0;
}

static double pct(const double *sorted, long n, int p)
{
    long i = (n * p) / 100;
    return sorted[i < n ? i : n - 1];
}

/* --keep: where the game is kept, and its autosave name there. */
typedef struct {
    const char *dir;   /* NULL: not kept */
    char name[AUTOSAVES_NAME_MAX];
} bench_keep_t;

/* Frame i of a scene, 1/60 s after frame i - 1 (an animation looped), drawn
 * over the last or, whole, as if nothing were kept: its processor time,
 * ms, and its wall time in *wall. With a keep, the game is written as the
 * play screen writes it after a move, in the frame's time. */
static double bench_frame(frame_t *t, bview_t *bv, const session_t *s, int scores, double total, long i, int whole,
                          bench_keep_t *keep, double *wall)
{
    double tt = (double)i / 60.0;
    if (total > 0) bview_seek(bv, fmod(tt, total));
    bview_set_ambient(bv, tt);
    if (whole) csdl_invalidate(t->cs);
    Uint64 a = SDL_GetPerformanceCounter();
    double ca = cpu_ms(CPU_THREAD);
    if (keep && keep->dir) {
        char err[512], path[1300];
        if (autosaves_keep(s, keep->dir, keep->name, sizeof keep->name, path, sizeof path, err, sizeof err))
            fprintf(stderr, "hexshot: %s\n", err);
    }
    frame_draw(t, bv, s->game, session_state(s), scores, 0, tt);
    double cpu = cpu_ms(CPU_THREAD) - ca;
    *wall = (double)(SDL_GetPerformanceCounter() - a) / (double)SDL_GetPerformanceFrequency() * 1000.0;
    return cpu;
}

static int bench_scene(const char *label, const char *level, const char *data, long random_n, const char *pick,
                       int animate, int scores, long frames, const char *keep_dir)
{
    bench_keep_t keep = {.dir = keep_dir, .name = ""};
    char err[1024] = "", path[1200];
    shot_opts_t o;
    memset(&o, 0, sizeof o);
    snprintf(path, sizeof path, "%s/%s", data, level);
    o.level = path;
    o.random_n = random_n;
    o.pick = pick;
    o.seed = 7;
    session_t *s = position(&o, data, err, sizeof err);
    if (!s) {
        fprintf(stderr, "hexshot: %s: %s\n", label, args_data_note(err, sizeof err, data));
        return 1;
    }
    bview_t *bv = bview_new(s->game);
    frame_t t;
    double *cpu = malloc(sizeof *cpu * (size_t)frames), *wall = malloc(sizeof *wall * (size_t)frames);
    if (!bv || !cpu || !wall || frame_open(&t, 1920, 1080, data, err, sizeof err)) {
        fprintf(stderr, "hexshot: %s: %s\n", label, *err ? err : "out of memory");
        free(cpu);
        free(wall);
        bview_free(bv, NULL);
        session_free(s);
        return 1;
    }
    if (animate) bview_play_entry(bv, s, s->cur);
    else bview_show_entry(bv, s, s->cur);
    double total = animate ? bview_duration(bv) : 0.0;
    /* The images made on a worker, as a screen has them made before its
     * first frame (the processor time of the whole process meanwhile),
     * then the first frame. */
    double m0 = cpu_ms(CPU_PROCESS);
    while (!frame_prepare(&t, bv, s->game->setup.players, scores)) SDL_Delay(1);
    double made = cpu_ms(CPU_PROCESS) - m0, c0 = cpu_ms(CPU_THREAD);
    frame_draw(&t, bv, s->game, session_state(s), scores, 0, 0.0);
    double first = cpu_ms(CPU_THREAD) - c0, wall_sum = 0;
    for (long i = 0; i < frames; i++) {
        cpu[i] = bench_frame(&t, bv, s, scores, total, i, 0, &keep, &wall[i]);
        if (getenv("HEXSHOT_BENCH_TRACE")) fprintf(stderr, "%ld %.2f %.2f\n", i, cpu[i], wall[i]);
        wall_sum += wall[i];
    }
    qsort(cpu, (size_t)frames, sizeof *cpu, cmp_double);
    qsort(wall, (size_t)frames, sizeof *wall, cmp_double);
    double cpu_sum = 0;
    for (long i = 0; i < frames; i++) cpu_sum += cpu[i];
    double p50 = pct(cpu, frames, 50), p99 = pct(cpu, frames, 99), wp50 = pct(wall, frames, 50),
           wp99 = pct(wall, frames, 99);
    /* The same frames drawn whole (as if nothing were kept from the last):
     * what every frame cost before, and what a scene's first frame draws
     * besides making its images. */
    long nwhole = frames / 4 > 0 ? frames / 4 : 1;
    for (long i = 0; i < nwhole; i++) cpu[i] = bench_frame(&t, bv, s, scores, total, i, 1, &keep, &wall[i]);
    qsort(cpu, (size_t)nwhole, sizeof *cpu, cmp_double);
    printf("%-36s %8.1f %7.2f %7.2f %9.1f %7.2f %7.2f %8.2f %7.2f %7.1f\n", label, 1000.0 * (double)frames / cpu_sum,
           p50, p99, 1000.0 * (double)frames / wall_sum, wp50, wp99, first, pct(cpu, nwhole, 50), made);
    free(cpu);
    free(wall);
    bview_free(bv, &t.c);
    frame_close(&t);
    session_free(s);
    return 0;
}

/* The scenes are the games' own (their look tables' bench entries): the
 * animated ones first, then the still ones, each in menu order. */
static int bench(const shot_opts_t *o, const char *data)
{
    char keep_dir[1100], root[1024];
    if (o->keep && (plat_temp_root(1, root, sizeof root) ||
                    snprintf(keep_dir, sizeof keep_dir, "%s/hexshot-keep-XXXXXX", root) >= (int)sizeof keep_dir ||
                    plat_mkdtemp(keep_dir))) {
        perror("hexshot: a temporary folder");
        return 1;
    }
    if (o->keep)
        printf("--keep: in every frame the game is first kept on disk as the play screen keeps a move\n"
               "(rewritten whole, unflushed; the flush runs on a thread of its own): a move in each frame\n");
    printf("render: software renderer, 1920x1080, one thread; frame = board view (+ score panel), no menu background;\n"
           "each frame redraws what changed; whole: p50 of the same frames drawn whole;\n"
           "made: the board's images made on a worker before the first frame (processor ms, all threads)\n");
    printf("%-36s %8s %7s %7s %9s %7s %7s %8s %7s %7s\n", "", "cpu f/s", "p50 ms", "p99 ms", "wall f/s", "p50 ms", "p99 ms",
           "first ms", "whole", "made");
    int rc = 0;
    const char *only = getenv("HEXSHOT_BENCH_ONLY"); /* profiling one game's scene (its id) */
    for (int scores = 0; scores < 2; scores++)
        for (int animated = 1; animated >= 0; animated--)
            for (int i = 0; i < game_count(); i++) {
                const game_rules_t *r = game_by_index(i);
                const look_bench_t *b = &game_look(r)->bench;
                if (!b->level || !b->animate != !animated || (only && strcmp(only, r->id))) continue;
                rc |= bench_scene(scores ? b->label_scores : b->label, b->level, data, b->turns, b->pick,
                                  b->animate, scores, o->frames, o->keep ? keep_dir : NULL);
            }
    if (o->keep) {
        if (fstree_remove(keep_dir, 1) != 0)
            fprintf(stderr, "hexshot: could not remove %s: %s\n", keep_dir, strerror(errno));
    }
    return rc;
}

int main(int argc, char **argv)
{
    shot_opts_t o;
    char err[512];
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return usage(NULL);
        if (tool_version_option(argv[i], argv[0])) return 0;
    }
    if (parse_args(argc, argv, &o, err, sizeof err)) return usage(err);
    if (IMG_Init(IMG_INIT_PNG) == 0) {
        fprintf(stderr, "hexshot: cannot start SDL_image: %s\n", IMG_GetError());
        return 1;
    }
    if (o.cmp_a) {
        int rc = compare(&o);
        IMG_Quit();
        return rc;
    }
    if (TTF_Init()) {
        fprintf(stderr, "hexshot: cannot start SDL_ttf: %s\n", TTF_GetError());
        IMG_Quit();
        return 1;
    }
    char data[1024];
    game_data_dir(data, sizeof data, argv[0]);
    int rc = o.bench ? bench(&o, data) : o.gif ? gif(&o, data) : shoot(&o, data);
    TTF_Quit();
    IMG_Quit();
    return rc;
}
