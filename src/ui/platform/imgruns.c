/* An opaque image as runs and spans (see imgruns.h). */
#include "ui/platform/imgruns.h"

#include <stdlib.h>
#include <string.h>

/* A row is a list of operations, each a header word (count << 1 | fill)
 * then one colour (fill: count pixels of it) or count colours (a span). */
#define MIN_RUN 4 /* shorter runs go into spans: a header costs a word */

struct imgruns {
    int w, h;
    uint32_t *ops;   /* every row's operations */
    size_t *row;     /* h + 1 offsets into ops */
    size_t nops;
};

/* Appends row y's operations at ops + n (room for 2 * w words); returns the new n. */
static size_t encode_row(const uint32_t *px, int w, uint32_t *ops, size_t n)
{
    int x = 0, span = 0; /* span: pixels since the last run, not yet written */
    while (x < w) {
        int e = x + 1;
        while (e < w && px[e] == px[x]) e++;
        if (e - x >= MIN_RUN) {
            if (x > span) {
                ops[n++] = (uint32_t)(x - span) << 1;
                memcpy(ops + n, px + span, (size_t)(x - span) * 4);
                n += (size_t)(x - span);
            }
            ops[n++] = (uint32_t)(e - x) << 1 | 1u;
            ops[n++] = px[x];
            span = e;
        }
        x = e;
    }
    if (w > span) {
        ops[n++] = (uint32_t)(w - span) << 1;
        memcpy(ops + n, px + span, (size_t)(w - span) * 4);
        n += (size_t)(w - span);
    }
    return n;
}

imgruns_t *imgruns_new(const void *argb, int w, int h, int pitch, double most)
{
    if (w <= 0 || h <= 0) return NULL;
    size_t plain = (size_t)w * (size_t)h * 4, cap = (size_t)((double)plain * most) / 4;
    imgruns_t *r = calloc(1, sizeof *r);
    uint32_t *tmp = malloc((size_t)w * 2 * 4 + 8); /* one row's worst case */
    if (r) r->row = malloc(sizeof *r->row * ((size_t)h + 1));
    if (r && r->row) r->ops = malloc(cap * 4 + 4);
    if (!r || !tmp || !r->row || !r->ops) goto refuse;
    for (int y = 0; y < h; y++) {
        const uint32_t *px = (const uint32_t *)((const uint8_t *)argb + (size_t)y * (size_t)pitch);
        size_t k = encode_row(px, w, tmp, 0);
        if (r->nops + k > cap) goto refuse;
        r->row[y] = r->nops;
        memcpy(r->ops + r->nops, tmp, k * 4);
        r->nops += k;
    }
    r->row[h] = r->nops;
    free(tmp);
    uint32_t *fit = realloc(r->ops, r->nops * 4 + 4);
    if (fit) r->ops = fit;
    r->w = w, r->h = h;
    return r;
refuse:
    free(tmp);
    imgruns_free(r);
    return NULL;
}

void imgruns_free(imgruns_t *r)
{
    if (!r) return;
    free(r->ops);
    free(r->row);
    free(r);
}

size_t imgruns_bytes(const imgruns_t *r) { return sizeof *r + r->nops * 4 + sizeof *r->row * ((size_t)r->h + 1); }

int imgruns_fits(const SDL_Surface *s)
{
    return s->format->BytesPerPixel == 4 &&
           (s->format->format == SDL_PIXELFORMAT_ARGB8888 || s->format->format == SDL_PIXELFORMAT_RGB888);
}

/* Columns [x0, x1) of the image's row y into out (out[0] is column x0),
 * each pixel and-ed with keep (SDL's copy into RGB888 leaves its unused top
 * byte 0). */
static void draw_row(const imgruns_t *r, int y, int x0, int x1, uint32_t *out, uint32_t keep)
{
    const uint32_t *op = r->ops + r->row[y], *end = r->ops + r->row[y + 1];
    int x = 0;
    while (op < end && x < x1) {
        int n = (int)(*op >> 1), fill = (int)(*op & 1u);
        int a = x > x0 ? x : x0, b = x + n < x1 ? x + n : x1;
        if (a < b) {
            uint32_t *o = out + (a - x0);
            if (fill) {
                uint32_t c = op[1] & keep;
                for (int i = 0; i < b - a; i++) o[i] = c;
            } else if (keep == 0xFFFFFFFFu) {
                memcpy(o, op + 1 + (a - x), (size_t)(b - a) * 4);
            } else {
                const uint32_t *p = op + 1 + (a - x);
                for (int i = 0; i < b - a; i++) o[i] = p[i] & keep;
            }
        }
        op += fill ? 2 : 1 + n;
        x += n;
    }
}

int imgruns_draw(const imgruns_t *r, SDL_Surface *s, int x, int y, const SDL_Rect *clip)
{
    if (!imgruns_fits(s)) return -1;
    int cx0 = 0, cy0 = 0, cx1 = s->w, cy1 = s->h;
    if (clip) {
        if (clip->x > cx0) cx0 = clip->x;
        if (clip->y > cy0) cy0 = clip->y;
        if (clip->x + clip->w < cx1) cx1 = clip->x + clip->w;
        if (clip->y + clip->h < cy1) cy1 = clip->y + clip->h;
    }
    int x0 = x > cx0 ? x : cx0, x1 = x + r->w < cx1 ? x + r->w : cx1;
    int y0 = y > cy0 ? y : cy0, y1 = y + r->h < cy1 ? y + r->h : cy1;
    if (x0 >= x1 || y0 >= y1) return 0;
    if (SDL_MUSTLOCK(s) && SDL_LockSurface(s)) return -1;
    uint32_t keep = s->format->format == SDL_PIXELFORMAT_RGB888 ? 0x00FFFFFFu : 0xFFFFFFFFu;
    for (int py = y0; py < y1; py++)
        draw_row(r, py - y, x0 - x, x1 - x, (uint32_t *)((uint8_t *)s->pixels + (size_t)py * (size_t)s->pitch) + x0,
                 keep);
    if (SDL_MUSTLOCK(s)) SDL_UnlockSurface(s);
    return 0;
}

void imgruns_unpack(const imgruns_t *r, void *argb, int pitch)
{
    for (int y = 0; y < r->h; y++)
        draw_row(r, y, 0, r->w, (uint32_t *)((uint8_t *)argb + (size_t)y * (size_t)pitch), 0xFFFFFFFFu);
}
