/* Font and text-texture caches. */
#include "ui/platform/font.h"

#include <SDL_ttf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "ui/platform/imgtint.h"

#define FONT_SLOTS 32
#define TEXT_SLOTS 768
/* Pixel memory the text textures may hold (their tinted copies counted):
 * past it the least recently drawn go first, never one drawn this frame.
 * Without it the cache filled all its slots with large glowing one-off
 * texts (captions at each size of their pop-in), some 40 MB and more over
 * an attract-mode run (issue 23). */
#define TEXT_BYTES_MAX (24u << 20)
#define FONT_HINTING TTF_HINTING_LIGHT
/* Glyphs up to this size stay in their font's cache (text_slot). */
#define GLYPHS_KEPT_PX 40
#define MEASURE_SLOTS 512
#define PX_MIN 4
#define PX_MAX 1024

/* SDL_ttf opens every font through one FreeType library for the whole
 * process, and FreeType lets threads share a library only if faces are
 * opened and closed one at a time: board images are made on a worker
 * (bview_prep.c) while the drawing thread opens fonts too. The lock is the
 * process's because that library is (a stroker for an outline is made
 * from it as well). Drawing with an open font needs no lock. */
static SDL_SpinLock face_lock;

static void face_outline(TTF_Font *f, int outline)
{
    SDL_AtomicLock(&face_lock);
    TTF_SetFontOutline(f, outline);
    SDL_AtomicUnlock(&face_lock);
}

/* A face's file is read once (font_cache_new) and each size reads its
 * copy in memory: FreeType reads a glyph's outline in many small pieces,
 * and from a file each was a read through stdio (in a browser page, a
 * call into its JavaScript file system: 10 ms of a move's frame). */
typedef struct {
    void *data;
    size_t size;
} face_file_t;

static TTF_Font *face_open(const face_file_t *file, int px, int outline)
{
    SDL_AtomicLock(&face_lock);
    SDL_RWops *rw = SDL_RWFromConstMem(file->data, (int)file->size);
    TTF_Font *f = rw ? TTF_OpenFontRW(rw, 1, px) : NULL;
    if (f) TTF_SetFontHinting(f, FONT_HINTING);
    SDL_AtomicUnlock(&face_lock);
    if (f && outline) face_outline(f, outline);
    return f;
}

static void face_close(TTF_Font *f)
{
    if (!f) return;
    SDL_AtomicLock(&face_lock);
    TTF_CloseFont(f);
    SDL_AtomicUnlock(&face_lock);
}

typedef struct {
    TTF_Font *font;
    int face, px, outline;
    unsigned long used;
} font_slot_t;

typedef struct {
    SDL_Texture *tex;  /* GPU renderers: the white text */
    char *text;        /* NULL: the slot is free */
    uint32_t hash;
    int face, px, outline, blur;
    int w, h, offset;
    unsigned long used;
    Uint64 used_ms;  /* when (SDL_GetTicks64) */
    size_t bytes;    /* its pixels, with the tinted copies */
    imgtint_t *tint; /* software renderer: the text, tinted when drawn (no tex) */
} text_slot_t;

/* A text's measure at a size, kept: measuring needs no font then. */
typedef struct {
    char *text;        /* NULL: the slot is free */
    uint32_t hash;
    int face, px;
    float tracking;
    canvas_metrics_t m;
    unsigned long used;
} measure_slot_t;

/* One font per face, set to each size (and outline) a measure or a new
 * text needs that no open font has: fitting a caption to its line tries
 * every size down to 70%, and its pop-in draws a size a frame. Kept open
 * per size they were 32 fonts in the attract mode (some 180 KB each
 * measured and drawn); set to a size, the one font gives the same glyphs
 * and metrics as a font opened at it. */
typedef struct {
    TTF_Font *font;
    int px, outline;
} scratch_t;

struct font_cache {
    SDL_Renderer *renderer;
    int software; /* tinted copies of the texts (imgtint.h) */
    char paths[CANVAS_FACE_COUNT][1024];
    face_file_t files[CANVAS_FACE_COUNT]; /* the fonts' files, read */
    font_slot_t fonts[FONT_SLOTS];
    scratch_t scratch[CANVAS_FACE_COUNT];
    measure_slot_t measures[MEASURE_SLOTS];
    text_slot_t texts[TEXT_SLOTS];
    size_t bytes;    /* sum of the slots' */
    unsigned long clock;
    Uint64 now; /* SDL_GetTicks64 at the frame's start */
};

static const char *const face_files[CANVAS_FACE_COUNT] = {
    "fonts/DejaVuSans.ttf",
    "fonts/DejaVuSans-Bold.ttf",
    "fonts/DejaVuSansCondensed-Bold.ttf",
};

const char *font_face_file(canvas_face_t face)
{
    return face < CANVAS_FACE_COUNT ? face_files[face] : face_files[0];
}

int font_check_files(const char *data_dir, char *err, size_t errlen)
{
    for (int f = 0; f < CANVAS_FACE_COUNT; f++) {
        char path[1100];
        snprintf(path, sizeof path, "%s/%s", data_dir, face_files[f]);
        int kind = fileio_exists(path);
        if (kind != FILEIO_REGULAR) {
            /* A FIFO would block TTF_OpenFont for ever. */
            snprintf(err, errlen, "font file %s is %s (set HEXARCADE_DATA to the folder holding fonts/)", path,
                     kind == FILEIO_NONE ? "missing" : fileio_kind_name(kind));
            return -1;
        }
    }
    return 0;
}

static int clamp_px(int px) { return px < PX_MIN ? PX_MIN : px > PX_MAX ? PX_MAX : px; }

font_cache_t *font_cache_new(SDL_Renderer *r, const char *data_dir, char *err, size_t errlen)
{
    if (font_check_files(data_dir, err, errlen)) return NULL;
    font_cache_t *fc = calloc(1, sizeof *fc);
    if (!fc) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    fc->renderer = r;
    fc->software = imgtint_software(r);
    for (int f = 0; f < CANVAS_FACE_COUNT; f++) {
        snprintf(fc->paths[f], sizeof fc->paths[f], "%s/%s", data_dir, face_files[f]);
        face_file_t *file = &fc->files[f];
        file->data = SDL_LoadFile(fc->paths[f], &file->size);
        if (!file->data || file->size > INT_MAX) {
            snprintf(err, errlen, "cannot read font %s: %s", fc->paths[f], file->data ? "too large" : SDL_GetError());
            font_cache_free(fc);
            return NULL;
        }
        fc->scratch[f].font = face_open(file, 16, 0);
        fc->scratch[f].px = 16;
        if (!fc->scratch[f].font || !font_get(fc, (canvas_face_t)f, 16, 0)) {
            snprintf(err, errlen, "cannot open font %s: %s", fc->paths[f], TTF_GetError());
            font_cache_free(fc);
            return NULL;
        }
    }
    return fc;
}

static void slot_clear(font_cache_t *fc, text_slot_t *s)
{
    if (s->tex) SDL_DestroyTexture(s->tex);
    free(s->text);
    imgtint_free(s->tint);
    fc->bytes -= s->bytes;
    memset(s, 0, sizeof *s);
}

void font_cache_drop_textures(font_cache_t *fc)
{
    for (int i = 0; i < TEXT_SLOTS; i++) slot_clear(fc, &fc->texts[i]);
}

/* Makes room for `need` more bytes under TEXT_BYTES_MAX, least recently
 * drawn first; what this frame drew stays (a frame that needs more than
 * the budget gets it, for that frame). */
static void text_make_room(font_cache_t *fc, size_t need)
{
    while (fc->bytes + need > TEXT_BYTES_MAX) {
        text_slot_t *old = NULL;
        for (int i = 0; i < TEXT_SLOTS; i++) {
            text_slot_t *s = &fc->texts[i];
            if ((s->tex || s->tint) && s->used != fc->clock && (!old || s->used < old->used)) old = s;
        }
        if (!old) return;
        slot_clear(fc, old);
    }
}

void font_cache_free(font_cache_t *fc)
{
    if (!fc) return;
    font_cache_drop_textures(fc);
    for (int i = 0; i < FONT_SLOTS; i++)
        face_close(fc->fonts[i].font);
    for (int f = 0; f < CANVAS_FACE_COUNT; f++) {
        face_close(fc->scratch[f].font);
        SDL_free(fc->files[f].data); /* after every font of it is closed */
    }
    for (int i = 0; i < MEASURE_SLOTS; i++) free(fc->measures[i].text);
    free(fc);
}

int font_cache_fonts(const font_cache_t *fc)
{
    int n = 0;
    for (int i = 0; i < FONT_SLOTS; i++) n += fc->fonts[i].font != NULL;
    return n;
}

/* A font (one face at one size) not used for this many frames is closed:
 * each open size holds its face's tables, shaping plan and glyph cache
 * (50-300 KB at 4K sizes), and a title's entrance or a caption's pop-in
 * passes through many sizes once. A size drawn every frame stays open. */
#define FONT_IDLE_FRAMES 30

/* A text not drawn for this many frames is dropped: a screen covered by
 * another (the title under the attract mode) no longer holds its texts,
 * at 4K several MB of them. Frames are counted, not only seconds: a still
 * screen draws none, so its texts stay. But the screen above may draw few
 * frames (the attract mode some 5 a second: 120 took 24 s, the title's
 * texts were part of its high-water mark), so a text also goes once it
 * has missed TEXT_IDLE_MIN_FRAMES frames over TEXT_IDLE_MS. */
#define TEXT_IDLE_FRAMES 120
#define TEXT_IDLE_MIN_FRAMES 4
#define TEXT_IDLE_MS 1000
/* And the texts not drawn in the last frame hold at most this much (as
 * counted for TEXT_BYTES_MAX), the least recently drawn going first: a
 * caption's pop-in draws each frame at a new size, one-offs that stayed
 * a second (at 4K some 800 KB a frame, its glow, shadow and face). */
#define TEXT_SPARE_BYTES (4u << 20)

void font_cache_frame(font_cache_t *fc)
{
    fc->clock++;
    Uint64 now = fc->now = SDL_GetTicks64();
    for (int i = 0; i < TEXT_SLOTS; i++) {
        text_slot_t *t = &fc->texts[i];
        unsigned long missed = fc->clock - t->used;
        if (t->text && (missed > TEXT_IDLE_FRAMES || (missed > TEXT_IDLE_MIN_FRAMES && now - t->used_ms > TEXT_IDLE_MS)))
            slot_clear(fc, t);
    }
    size_t spare = 0;
    for (int i = 0; i < TEXT_SLOTS; i++)
        if (fc->texts[i].text && fc->clock - fc->texts[i].used > 1) spare += fc->texts[i].bytes;
    while (spare > TEXT_SPARE_BYTES) {
        text_slot_t *old = NULL;
        for (int i = 0; i < TEXT_SLOTS; i++) {
            text_slot_t *t = &fc->texts[i];
            if (t->text && fc->clock - t->used > 1 && (!old || t->used < old->used)) old = t;
        }
        spare -= old->bytes;
        slot_clear(fc, old);
    }
    for (int i = 0; i < FONT_SLOTS; i++) {
        font_slot_t *s = &fc->fonts[i];
        if (s->font && fc->clock - s->used > FONT_IDLE_FRAMES) {
            face_close(s->font);
            memset(s, 0, sizeof *s);
        }
    }
}

/* The open font of that face, size and outline (marked used), or NULL;
 * *oldest: the slot to open one in (free, or the least recently used). */
static TTF_Font *open_font(font_cache_t *fc, canvas_face_t face, int px, int outline, int *oldest)
{
    *oldest = 0;
    for (int i = 0; i < FONT_SLOTS; i++) {
        font_slot_t *s = &fc->fonts[i];
        if (s->font && s->face == (int)face && s->px == px && s->outline == outline) {
            s->used = fc->clock;
            return s->font;
        }
        if (!s->font || (fc->fonts[*oldest].font && s->used < fc->fonts[*oldest].used)) *oldest = i;
    }
    return NULL;
}

TTF_Font *font_get(font_cache_t *fc, canvas_face_t face, int px, int outline)
{
    px = clamp_px(px);
    if (outline < 0) outline = 0;
    int oldest;
    TTF_Font *f = open_font(fc, face, px, outline, &oldest);
    if (f) return f;
    f = face_open(&fc->files[face], px, outline);
    if (!f) return NULL;
    font_slot_t *s = &fc->fonts[oldest];
    face_close(s->font);
    s->font = f;
    s->face = (int)face;
    s->px = px;
    s->outline = outline;
    s->used = fc->clock;
    return f;
}

/* A font of that face, size and outline for one measure or render: an
 * open one if any, else the face's scratch font set to it. */
static TTF_Font *font_sized(font_cache_t *fc, canvas_face_t face, int px, int outline)
{
    px = clamp_px(px);
    if (outline < 0) outline = 0;
    int oldest;
    TTF_Font *open = open_font(fc, face, px, outline, &oldest);
    if (open) return open;
    scratch_t *k = &fc->scratch[face < CANVAS_FACE_COUNT ? face : 0];
    if (!k->font) return font_get(fc, face, px, outline);
    if (k->outline != outline) face_outline(k->font, outline);
    if (k->px != px && TTF_SetFontSize(k->font, px)) return font_get(fc, face, px, outline);
    k->px = px;
    k->outline = outline;
    return k->font;
}

static uint32_t hash_text(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* Three box blurs over the alpha of a w x h buffer approximate a Gaussian. */
static void blur_alpha(uint8_t *a, int w, int h, int r)
{
    if (r < 1) return;
    int n = w > h ? w : h;
    uint8_t *line = malloc((size_t)n);
    if (!line) return;
    int div = 2 * r + 1;
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < h; y++) {
            uint8_t *row = a + (size_t)y * (size_t)w;
            memcpy(line, row, (size_t)w);
            int sum = 0;
            for (int k = -r; k <= r; k++) sum += (k >= 0 && k < w) ? line[k] : 0;
            for (int x = 0; x < w; x++) {
                row[x] = (uint8_t)(sum / div);
                int out = x - r, in = x + r + 1;
                if (out >= 0) sum -= line[out];
                if (in < w) sum += line[in];
            }
        }
        for (int x = 0; x < w; x++) {
            for (int y = 0; y < h; y++) line[y] = a[(size_t)y * (size_t)w + (size_t)x];
            int sum = 0;
            for (int k = -r; k <= r; k++) sum += (k >= 0 && k < h) ? line[k] : 0;
            for (int y = 0; y < h; y++) {
                a[(size_t)y * (size_t)w + (size_t)x] = (uint8_t)(sum / div);
                int out = y - r, in = y + r + 1;
                if (out >= 0) sum -= line[out];
                if (in < h) sum += line[in];
            }
        }
    }
    free(line);
}

/* The text's alpha padded by blur on every side and blurred (a glow): w x
 * h bytes, or NULL. Only the alpha is kept on the way: at 4K a caption's
 * glow is some 3500 x 230 pixels, and its ARGB copies were 7 MB at once. */
static uint8_t *glow_alpha(TTF_Font *f, const char *utf8, int blur, int *w, int *h)
{
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *text = TTF_RenderUTF8_Blended(f, utf8, white);
    if (!text) return NULL;
    SDL_Surface *src = text->format->format == SDL_PIXELFORMAT_ARGB8888
                           ? text
                           : SDL_ConvertSurfaceFormat(text, SDL_PIXELFORMAT_ARGB8888, 0);
    int p = blur;
    *w = text->w + 2 * p, *h = text->h + 2 * p;
    uint8_t *alpha = src ? calloc((size_t)*w * (size_t)*h, 1) : NULL;
    for (int y = 0; alpha && y < src->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)src->pixels + (size_t)y * (size_t)src->pitch);
        for (int x = 0; x < src->w; x++) alpha[(size_t)(y + p) * (size_t)*w + (size_t)(x + p)] = (uint8_t)(row[x] >> 24);
    }
    if (src != text) SDL_FreeSurface(src);
    SDL_FreeSurface(text);
    if (alpha) blur_alpha(alpha, *w, *h, (blur + 2) / 3);
    return alpha;
}

/* The rendered text as a white ARGB surface, padded and blurred for glows. */
static SDL_Surface *render_text(TTF_Font *f, const char *utf8, int blur, int *pad)
{
    SDL_Color white = {255, 255, 255, 255};
    *pad = 0;
    if (blur <= 0) return TTF_RenderUTF8_Blended(f, utf8, white);
    int w, h;
    uint8_t *alpha = glow_alpha(f, utf8, blur, &w, &h);
    SDL_Surface *out = alpha ? SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888) : NULL;
    if (!out) {
        free(alpha);
        return NULL;
    }
    for (int y = 0; y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)out->pixels + (size_t)y * (size_t)out->pitch);
        for (int x = 0; x < w; x++) row[x] = (Uint32)alpha[(size_t)y * (size_t)w + (size_t)x] << 24 | 0xFFFFFFu;
    }
    free(alpha);
    *pad = blur;
    return out;
}

/* The texture to draw for slot s with the given vertex colours. */
static SDL_Texture *slot_texture(font_cache_t *fc, text_slot_t *s, canvas_colour_t *top, canvas_colour_t *bottom)
{
    if (!s->tint) return s->tex;
    /* Software: the one texture is the tinted copy (white is a tint too);
     * keeping the white texture as well would hold every text twice. */
    SDL_Texture *t = imgtint_get(s->tint, fc->renderer, *top, *bottom);
    if (t) *top = *bottom = (canvas_colour_t){255, 255, 255, 255};
    return t;
}

/* The cached slot of a text, made if need be; NULL on failure. */
static text_slot_t *text_slot(font_cache_t *fc, canvas_face_t face, int px, int outline, int blur, const char *utf8)
{
    px = clamp_px(px);
    if (blur < 0) blur = 0;
    uint32_t hash = hash_text(utf8);
    int victim = 0;
    for (int i = 0; i < TEXT_SLOTS; i++) {
        text_slot_t *s = &fc->texts[i];
        if (s->text && s->hash == hash && s->face == (int)face && s->px == px &&
            s->outline == outline && s->blur == blur && !strcmp(s->text, utf8)) {
            s->used = fc->clock;
            s->used_ms = fc->now;
            return s;
        }
        if (!s->text || (fc->texts[victim].text && s->used < fc->texts[victim].used)) victim = i;
    }
    TTF_Font *f = font_sized(fc, face, px, outline);
    if (!f) return NULL;
    int pad = 0, tw = 0, th = 0;
    imgtint_t *tint = NULL;
    SDL_Texture *tex = NULL;
    if (fc->software && blur > 0) {
        /* A glow on the software renderer: its tinted copy straight from
         * the blurred alpha (white text keeps only that). */
        uint8_t *alpha = glow_alpha(f, utf8, blur, &tw, &th);
        tint = alpha ? imgtint_from_alpha(alpha, tw, th) : NULL;
        pad = blur;
    } else {
        SDL_Surface *surf = render_text(f, utf8, blur, &pad);
        if (surf) {
            tint = fc->software ? imgtint_from_surface(surf) : NULL;
            tex = tint ? NULL : SDL_CreateTextureFromSurface(fc->renderer, surf);
            tw = surf->w, th = surf->h;
            SDL_FreeSurface(surf);
        }
    }
    /* SDL_ttf keeps every glyph it has drawn, per font: at 4K the title's
     * logo held over a megabyte of them, and a caption's pop-in a font (and
     * its glyphs) per size. The text stays drawn in its slot, so large
     * glyphs go at once (setting the hinting again empties that cache).
     * Small ones stay: a new text in a size in use (a move's line, the
     * status) then reuses them instead of hinting each glyph again. */
    if (px > GLYPHS_KEPT_PX) TTF_SetFontHinting(f, FONT_HINTING);
    if (!tex && !tint) return NULL;
    char *copy = malloc(strlen(utf8) + 1);
    if (!copy) {
        if (tex) SDL_DestroyTexture(tex);
        imgtint_free(tint);
        return NULL;
    }
    strcpy(copy, utf8);
    if (tex) SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    text_slot_t *s = &fc->texts[victim];
    slot_clear(fc, s);
    /* The texture, and on the software renderer the tint's source and
     * tinted copy too. */
    size_t bytes = (size_t)tw * (size_t)th * 4u * (tint ? 3u : 1u);
    text_make_room(fc, bytes);
    s->tex = tex;
    s->bytes = bytes;
    fc->bytes += bytes;
    s->tint = tint;
    s->text = copy;
    s->hash = hash;
    s->face = (int)face;
    s->px = px;
    s->outline = outline;
    s->blur = blur;
    s->w = tw;
    s->h = th;
    s->offset = outline + pad;
    s->used = fc->clock;
    s->used_ms = fc->now;
    return s;
}

SDL_Texture *font_texture(font_cache_t *fc, canvas_face_t face, int px, int outline, int blur,
                          const char *utf8, canvas_colour_t *top, canvas_colour_t *bottom, int *w, int *h,
                          int *offset)
{
    text_slot_t *s = text_slot(fc, face, px, outline, blur, utf8);
    if (!s) return NULL;
    *w = s->w;
    *h = s->h;
    *offset = s->offset;
    return slot_texture(fc, s, top, bottom);
}

imgtint_t *font_tint(font_cache_t *fc, canvas_face_t face, int px, int outline, int blur, const char *utf8,
                     int *offset)
{
    text_slot_t *s = fc->software ? text_slot(fc, face, px, outline, blur, utf8) : NULL;
    if (!s) return NULL;
    *offset = s->offset;
    return s->tint;
}

/* Next code point of UTF-8 text; advances *s. Malformed bytes give U+FFFD. */
static uint32_t next_cp(const char **s)
{
    const unsigned char *p = (const unsigned char *)*s;
    uint32_t c = *p++;
    int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    if (c >= 0x80 && !extra) c = 0xFFFD;
    else if (extra) c &= 0x3Fu >> extra;
    for (; extra > 0; extra--) {
        if ((*p & 0xC0) != 0x80) {
            c = 0xFFFD;
            break;
        }
        c = (c << 6) | (*p++ & 0x3F);
    }
    *s = (const char *)p;
    return c;
}

static void measure_font(font_cache_t *fc, canvas_face_t face, int px, float tracking, const char *utf8,
                         canvas_metrics_t *m)
{
    memset(m, 0, sizeof *m);
    TTF_Font *f = font_sized(fc, face, px, 0);
    if (!f) return;
    m->ascent = (float)TTF_FontAscent(f);
    m->descent = (float)-TTF_FontDescent(f);
    m->height = (float)TTF_FontHeight(f);
    if (tracking == 0.0f) {
        int w = 0, h = 0;
        if (TTF_SizeUTF8(f, utf8, &w, &h) == 0) m->width = (float)w;
        return;
    }
    float x = 0;
    int n = 0;
    for (const char *p = utf8; *p;) {
        uint32_t cp = next_cp(&p);
        int adv = 0;
        if (TTF_GlyphMetrics32(f, cp, NULL, NULL, NULL, NULL, &adv) == 0) x += (float)adv;
        n++;
    }
    if (n > 1) x += tracking * (float)clamp_px(px) * (float)(n - 1);
    m->width = x;
}

void font_measure(font_cache_t *fc, canvas_face_t face, int px, float tracking, const char *utf8,
                  canvas_metrics_t *m)
{
    uint32_t hash = hash_text(utf8);
    measure_slot_t *victim = &fc->measures[0];
    for (int i = 0; i < MEASURE_SLOTS; i++) {
        measure_slot_t *s = &fc->measures[i];
        if (s->text && s->hash == hash && s->face == (int)face && s->px == px && s->tracking == tracking &&
            !strcmp(s->text, utf8)) {
            s->used = fc->clock;
            *m = s->m;
            return;
        }
        if (!s->text || (victim->text && s->used < victim->used)) victim = s;
    }
    measure_font(fc, face, px, tracking, utf8, m);
    char *copy = malloc(strlen(utf8) + 1);
    if (!copy) return;
    strcpy(copy, utf8);
    free(victim->text);
    *victim = (measure_slot_t){copy, hash, (int)face, px, tracking, *m, fc->clock};
}

size_t font_cache_bytes(const font_cache_t *fc) { return fc->bytes; }

size_t font_cache_bytes_max(void) { return TEXT_BYTES_MAX; }

int font_cache_textures(const font_cache_t *fc)
{
    int n = 0;
    for (int i = 0; i < TEXT_SLOTS; i++) n += fc->texts[i].text != NULL;
    return n;
}
