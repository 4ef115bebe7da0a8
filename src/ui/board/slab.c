/* Cutting a picture into opaque and blended pieces (see slab.h). */
#include "ui/board/slab.h"

#include <stdlib.h>
#include <string.h>

/* Offscreen blending rounds an opaque pixel under an antialiased edge down
 * to 253 or so: nearly opaque counts as opaque (and is made so). */
#define OPAQUE 250

static uint8_t alpha_at(const uint8_t *rgba, int w, int x, int y) { return rgba[((size_t)y * (size_t)w + (size_t)x) * 4 + 3]; }

/* The longest run of opaque pixels of row y: [*lo, *hi), empty when lo == hi. */
static void opaque_run(const uint8_t *rgba, int w, int y, int *lo, int *hi)
{
    *lo = *hi = 0;
    for (int x = 0; x < w;) {
        if (alpha_at(rgba, w, x, y) < OPAQUE) {
            x++;
            continue;
        }
        int s = x;
        while (x < w && alpha_at(rgba, w, x, y) >= OPAQUE) x++;
        if (x - s > *hi - *lo) *lo = s, *hi = x;
    }
}

/* Columns [x0, x1) of rows [y0, y1) narrowed to where anything shows. */
static int shown_box(const uint8_t *rgba, int w, int *x0, int *x1, int y0, int y1)
{
    int lo = *x1, hi = *x0;
    for (int y = y0; y < y1; y++)
        for (int x = *x0; x < *x1; x++)
            if (alpha_at(rgba, w, x, y)) {
                if (x < lo) lo = x;
                if (x + 1 > hi) hi = x + 1;
            }
    if (lo >= hi) return 0;
    *x0 = lo, *x1 = hi;
    return 1;
}

/* Columns [x0, x1) of the band's rows [0, rows), placed at row y of the picture. */
static int add(slab_t *s, canvas_t *c, const uint8_t *rgba, int w, int x0, int x1, int rows, int y, int opaque)
{
    int pw = x1 - x0, ph = rows;
    if (pw <= 0 || ph <= 0) return 0;
    if (s->n >= SLAB_MAX) return -1;
    uint8_t *buf = malloc((size_t)pw * (size_t)ph * 4);
    if (!buf) return -1;
    for (int r = 0; r < ph; r++)
        memcpy(buf + (size_t)r * (size_t)pw * 4, rgba + ((size_t)r * (size_t)w + (size_t)x0) * 4, (size_t)pw * 4);
    if (opaque)
        for (size_t i = 0; i < (size_t)pw * (size_t)ph; i++) buf[i * 4 + 3] = 255;
    int id = canvas_image_new(c, pw, ph, buf);
    free(buf);
    if (!id) return -1;
    s->p[s->n++] = (slab_piece_t){id, x0, y, pw, ph};
    return 0;
}

void slab_begin(slab_t *s, int w, int h)
{
    memset(s, 0, sizeof *s);
    s->w = w, s->h = h;
}

int slab_band_rows(int h)
{
    int band = (h + SLAB_BANDS - 1) / SLAB_BANDS;
    return band < 1 ? 1 : band;
}

int slab_add_band(slab_t *s, canvas_t *c, const uint8_t *rgba, int y0, int y1)
{
    int w = s->w, rows = y1 - y0;
    /* The opaque middle every row of the band shares. */
    int lo = 0, hi = w;
    for (int y = 0; y < rows && lo < hi; y++) {
        int a, b;
        opaque_run(rgba, w, y, &a, &b);
        if (a > lo) lo = a;
        if (b < hi) hi = b;
    }
    int rc = 0;
    if (lo >= hi) {
        int x0 = 0, x1 = w;
        if (shown_box(rgba, w, &x0, &x1, 0, rows)) rc = add(s, c, rgba, w, x0, x1, rows, y0, 0);
    } else {
        int l0 = 0, l1 = lo, r0 = hi, r1 = w;
        if (shown_box(rgba, w, &l0, &l1, 0, rows)) rc |= add(s, c, rgba, w, l0, l1, rows, y0, 0);
        rc |= add(s, c, rgba, w, lo, hi, rows, y0, 1);
        if (shown_box(rgba, w, &r0, &r1, 0, rows)) rc |= add(s, c, rgba, w, r0, r1, rows, y0, 0);
    }
    if (rc) slab_free(s, c);
    return rc ? -1 : 0;
}

int slab_make(slab_t *s, canvas_t *c, const uint8_t *rgba, int w, int h)
{
    slab_begin(s, w, h);
    int band = slab_band_rows(h);
    for (int y0 = 0; y0 < h; y0 += band) {
        int y1 = y0 + band < h ? y0 + band : h;
        if (slab_add_band(s, c, rgba + (size_t)y0 * (size_t)w * 4, y0, y1)) return -1;
    }
    return 0;
}

void slab_draw(const slab_t *s, canvas_t *c, float x, float y, canvas_colour_t tint)
{
    for (int i = 0; i < s->n; i++) {
        const slab_piece_t *p = &s->p[i];
        canvas_image_draw(c, p->id, canvas_rect(x + (float)p->x, y + (float)p->y, (float)p->w, (float)p->h), tint);
    }
}

void slab_free(slab_t *s, canvas_t *c)
{
    for (int i = 0; i < s->n; i++)
        if (s->p[i].id) canvas_image_free(c, s->p[i].id);
    memset(s, 0, sizeof *s);
}
