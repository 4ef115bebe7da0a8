/* An image as runs, spans and skips (see imgruns.h). */
#include "ui/platform/imgruns.h"

#include <stdlib.h>
#include <string.h>

/* A row is a list of operations, each a header word (count << KIND_BITS |
 * kind) then what the kind needs: a span, count colours; a fill, one
 * colour for count pixels; a skip, nothing (count transparent pixels). */
#define MIN_RUN 4 /* shorter runs go into spans: a header costs a word */
#define KIND_BITS 3
#define MIX_TOP 0xff000000u
enum {
    OP_SPAN,     /* opaque pixels */
    OP_FILL,     /* one opaque colour */
    OP_MIX,      /* translucent pixels (alpha 1-254) */
    OP_MIXFILL,  /* one translucent colour */
    OP_SKIP      /* transparent pixels (all bits 0) */
};

struct imgruns {
    int w, h;
    int blend;       /* some pixel is not opaque: drawn as SDL blends it */
    uint32_t *ops;   /* every row's operations */
    size_t *row;     /* h + 1 offsets into ops */
    size_t nops;
};

/* A pixel's kind: OP_SPAN (opaque), OP_MIX (translucent) or OP_SKIP (0);
 * -1 for a transparent pixel with a colour (its colour would be lost). */
static int kind_of(uint32_t p)
{
    uint32_t a = p >> 24;
    if (a == 255) return OP_SPAN;
    if (a) return OP_MIX;
    return p ? -1 : OP_SKIP;
}

static size_t put_span(uint32_t *ops, size_t n, int kind, const uint32_t *px, int len)
{
    if (len <= 0) return n;
    ops[n++] = (uint32_t)len << KIND_BITS | (uint32_t)kind;
    memcpy(ops + n, px, (size_t)len * 4);
    return n + (size_t)len;
}

/* Appends row y's operations at ops + n (room for 2 * w words); returns
 * the new n, or (size_t)-1 when a pixel cannot be kept. */
static size_t encode_row(const uint32_t *px, int w, uint32_t *ops, size_t n, int *blend)
{
    int x = 0, span = 0, span_kind = OP_SPAN; /* span: pixels since the last op, not yet written */
    while (x < w) {
        int kind = kind_of(px[x]);
        if (kind < 0) return (size_t)-1;
        if (kind != OP_SPAN) *blend = 1;
        int e = x + 1;
        while (e < w && px[e] == px[x]) e++;
        if (x > span && (kind != span_kind || kind == OP_SKIP || e - x >= MIN_RUN)) {
            n = put_span(ops, n, span_kind, px + span, x - span);
            span = x;
        }
        if (kind == OP_SKIP) {
            ops[n++] = (uint32_t)(e - x) << KIND_BITS | OP_SKIP;
            span = e;
        } else if (e - x >= MIN_RUN) {
            ops[n++] = (uint32_t)(e - x) << KIND_BITS | (uint32_t)(kind == OP_SPAN ? OP_FILL : OP_MIXFILL);
            ops[n++] = px[x];
            span = e;
        } else {
            span_kind = kind;
        }
        x = e;
    }
    return put_span(ops, n, span_kind, px + span, w - span);
}

/* Row y of the image as ARGB8888: the row itself, or (rgba) converted
 * from RGBA bytes into buf. */
static const uint32_t *argb_row(const void *px, int w, int y, int pitch, int rgba, uint32_t *buf)
{
    const uint8_t *row = (const uint8_t *)px + (size_t)y * (size_t)pitch;
    if (!rgba) return (const uint32_t *)row;
    for (int x = 0; x < w; x++, row += 4)
        buf[x] = (uint32_t)row[3] << 24 | (uint32_t)row[0] << 16 | (uint32_t)row[1] << 8 | row[2];
    return buf;
}

static imgruns_t *build(const void *px, int w, int h, int pitch, int rgba, double most)
{
    if (w <= 0 || h <= 0) return NULL;
    size_t plain = (size_t)w * (size_t)h * 4, cap = (size_t)((double)plain * most) / 4;
    imgruns_t *r = calloc(1, sizeof *r);
    uint32_t *tmp = malloc((size_t)w * 2 * 4 + 8); /* one row's worst case */
    uint32_t *conv = rgba ? malloc((size_t)w * 4) : NULL;
    if (r) r->row = malloc(sizeof *r->row * ((size_t)h + 1));
    if (r && r->row) r->ops = malloc(cap * 4 + 4);
    if (!r || !tmp || !r->row || !r->ops || (rgba && !conv)) goto refuse;
    for (int y = 0; y < h; y++) {
        size_t k = encode_row(argb_row(px, w, y, pitch, rgba, conv), w, tmp, 0, &r->blend);
        if (k == (size_t)-1 || r->nops + k > cap) goto refuse;
        r->row[y] = r->nops;
        memcpy(r->ops + r->nops, tmp, k * 4);
        r->nops += k;
    }
    r->row[h] = r->nops;
    free(tmp);
    free(conv);
    uint32_t *fit = realloc(r->ops, r->nops * 4 + 4);
    if (fit) r->ops = fit;
    r->w = w, r->h = h;
    return r;
refuse:
    free(tmp);
    free(conv);
    imgruns_free(r);
    return NULL;
}

imgruns_t *imgruns_new(const void *argb, int w, int h, int pitch, double most)
{
    return build(argb, w, h, pitch, 0, most);
}

imgruns_t *imgruns_new_rgba(const uint8_t *rgba, int w, int h, double most)
{
    return build(rgba, w, h, w * 4, 1, most);
}

void imgruns_free(imgruns_t *r)
{
    if (!r) return;
    free(r->ops);
    free(r->row);
    free(r);
}

int imgruns_blend(const imgruns_t *r) { return r->blend; }

size_t imgruns_bytes(const imgruns_t *r) { return sizeof *r + r->nops * 4 + sizeof *r->row * ((size_t)r->h + 1); }

int imgruns_fits(const SDL_Surface *s)
{
    return s->format->BytesPerPixel == 4 &&
           (s->format->format == SDL_PIXELFORMAT_ARGB8888 || s->format->format == SDL_PIXELFORMAT_RGB888);
}

/* SDL's blend of a translucent pixel (its RLE blit of a 32-bit image
 * onto a 32-bit surface): red and blue together, then green, each
 * d + (s - d) * alpha >> 8 in unsigned 32-bit arithmetic. */
static uint32_t mix(uint32_t s, uint32_t d)
{
    uint32_t a = s >> 24;
    uint32_t s1 = s & 0xff00ffu, d1 = d & 0xff00ffu;
    d1 = (d1 + ((s1 - d1) * a >> 8)) & 0xff00ffu;
    s &= 0xff00u;
    d &= 0xff00u;
    d = (d + ((s - d) * a >> 8)) & 0xff00u;
    return d1 | d | MIX_TOP;
}

/* Columns [x0, x1) of the image's row y into out (out[0] is column x0):
 * opaque pixels and-ed with keep (SDL's copy into RGB888 leaves its unused
 * top byte 0), translucent ones blended, transparent ones left. unpack:
 * every pixel written as it is kept (transparent ones as 0). */
static void draw_row(const imgruns_t *r, int y, int x0, int x1, uint32_t *out, uint32_t keep, int unpack)
{
    const uint32_t *op = r->ops + r->row[y], *end = r->ops + r->row[y + 1];
    int x = 0;
    while (op < end && x < x1) {
        int n = (int)(*op >> KIND_BITS), kind = (int)(*op & ((1u << KIND_BITS) - 1));
        int a = x > x0 ? x : x0, b = x + n < x1 ? x + n : x1;
        if (a < b) {
            uint32_t *o = out + (a - x0);
            const uint32_t *p = op + 1 + (a - x);
            if (unpack && kind == OP_SKIP) {
                memset(o, 0, (size_t)(b - a) * 4);
            } else if (kind == OP_FILL || (unpack && kind == OP_MIXFILL)) {
                uint32_t c = op[1] & keep;
                for (int i = 0; i < b - a; i++) o[i] = c;
            } else if (kind == OP_SPAN || (unpack && kind == OP_MIX)) {
                if (keep == 0xFFFFFFFFu) memcpy(o, p, (size_t)(b - a) * 4);
                else
                    for (int i = 0; i < b - a; i++) o[i] = p[i] & keep;
            } else if (kind == OP_MIX) {
                for (int i = 0; i < b - a; i++) o[i] = mix(p[i], o[i]);
            } else if (kind == OP_MIXFILL) {
                for (int i = 0; i < b - a; i++) o[i] = mix(op[1], o[i]);
            }
        }
        op += kind == OP_SKIP ? 1 : kind == OP_FILL || kind == OP_MIXFILL ? 2 : 1 + n;
        x += n;
    }
}

int imgruns_draw(const imgruns_t *r, SDL_Surface *s, int x, int y, const SDL_Rect *clip)
{
    if (!imgruns_fits(s)) return -1;
    /* The image's place on the surface, inside the clip. */
    SDL_Rect all = {0, 0, s->w, s->h}, img = {x, y, r->w, r->h}, on, a;
    if (!SDL_IntersectRect(&all, &img, &on) || !SDL_IntersectRect(&on, clip ? clip : &on, &a)) return 0;
    int x0 = a.x, y0 = a.y, x1 = a.x + a.w, y1 = a.y + a.h;
    if (SDL_MUSTLOCK(s) && SDL_LockSurface(s)) return -1;
    uint32_t keep = s->format->format == SDL_PIXELFORMAT_RGB888 && !r->blend ? 0x00FFFFFFu : 0xFFFFFFFFu;
    for (int py = y0; py < y1; py++)
        draw_row(r, py - y, x0 - x, x1 - x, (uint32_t *)((uint8_t *)s->pixels + (size_t)py * (size_t)s->pitch) + x0,
                 keep, 0);
    if (SDL_MUSTLOCK(s)) SDL_UnlockSurface(s);
    return 0;
}

void imgruns_unpack(const imgruns_t *r, void *argb, int pitch)
{
    for (int y = 0; y < r->h; y++)
        draw_row(r, y, 0, r->w, (uint32_t *)((uint8_t *)argb + (size_t)y * (size_t)pitch), 0xFFFFFFFFu, 1);
}
