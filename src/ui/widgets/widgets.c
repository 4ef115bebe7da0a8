/* Shared drawing helpers. */
#include "ui/widgets/widgets.h"

#include <stdio.h>
#include <string.h>

#include "draw/theme.h"

void widget_fit_text(canvas_t *c, const canvas_text_t *t, const char *text, float max_width,
                     char *out, size_t n)
{
    snprintf(out, n, "%s", text);
    float full = canvas_text_width(c, t, out);
    if (full <= max_width) return;
    canvas_note_cut(c, text, full, max_width);
    static const char ell[] = "\xE2\x80\xA6"; /* U+2026 */
    size_t len = strlen(out);
    while (len > 0) {
        /* Drop one UTF-8 character, then any trailing blanks. */
        do len--;
        while (len > 0 && ((unsigned char)out[len] & 0xC0) == 0x80);
        while (len > 0 && out[len - 1] == ' ') len--;
        if (len + sizeof ell > n) continue;
        memcpy(out + len, ell, sizeof ell);
        if (canvas_text_width(c, t, out) <= max_width) return;
    }
    snprintf(out, n, "%s", ell);
}

void widget_fit_path(canvas_t *c, const canvas_text_t *t, const char *prefix, const char *path, float max_width,
                     char *out, size_t n)
{
    snprintf(out, n, "%s%s", prefix, path);
    if (canvas_text_width(c, t, out) <= max_width) return;
    /* Keep the first folder ("/home" or "~") and drop folders after it, one
     * at a time, until the rest fits. */
    const char *first = strchr(path + (path[0] == '/'), '/');
    const char *tail = first;
    while (tail && (tail = strchr(tail + 1, '/')) != NULL) {
        snprintf(out, n, "%s%.*s/\xE2\x80\xA6%s", prefix, (int)(first - path), path, tail);
        if (canvas_text_width(c, t, out) <= max_width) return;
    }
    char whole[1200];
    snprintf(whole, sizeof whole, "%s%s", prefix, path);
    widget_fit_text(c, t, whole, max_width, out, n);
}

/* A word too long for a line (a file's path): how many of its first bytes
 * fit, broken after a '/' when one fits, else between characters (at least
 * one character). */
static size_t long_word_cut(canvas_t *c, const canvas_text_t *t, const char *p, size_t wlen, float max_width)
{
    char buf[WIDGET_LINE_MAX];
    size_t fit = 0, slash = 0;
    for (size_t k = 1; k <= wlen && k < sizeof buf; k++) {
        if ((p[k - 1] & 0xC0) == 0x80 || (k < wlen && (p[k] & 0xC0) == 0x80)) continue; /* inside a character */
        memcpy(buf, p, k);
        buf[k] = '\0';
        if (canvas_text_width(c, t, buf) > max_width) break;
        fit = k;
        if (p[k - 1] == '/') slash = k;
    }
    if (slash) return slash;
    if (fit) return fit;
    size_t one = 1;
    while (one < wlen && (p[one] & 0xC0) == 0x80) one++;
    return one;
}

int widget_wrap(canvas_t *c, const canvas_text_t *t, const char *text, float max_width,
                char lines[][WIDGET_LINE_MAX], int maxlines)
{
    int n = 0;
    const char *p = text;
    while (*p == ' ') p++;
    while (*p && n < maxlines) {
        if (n == maxlines - 1) {
            widget_fit_text(c, t, p, max_width, lines[n], WIDGET_LINE_MAX);
            return n + 1;
        }
        /* Take words while they fit. */
        char buf[WIDGET_LINE_MAX];
        size_t best = 0, len = 0;
        const char *q = p;
        for (;;) {
            const char *w = q;
            while (*w && *w != ' ') w++;
            size_t take = (size_t)(w - p);
            if (take >= sizeof buf) break;
            memcpy(buf, p, take);
            buf[take] = '\0';
            if (canvas_text_width(c, t, buf) > max_width) {
                /* A first word too long for the line is broken, not cut. */
                if (!best) best = len = long_word_cut(c, t, p, take, max_width);
                break;
            }
            best = take;
            len = take;
            if (!*w) break;
            q = w + 1;
        }
        if (!best) { /* one word longer than the line: cut it */
            widget_fit_text(c, t, p, max_width, lines[n], WIDGET_LINE_MAX);
            return n + 1;
        }
        memcpy(lines[n], p, len);
        lines[n][len] = '\0';
        n++;
        p += len;
        while (*p == ' ') p++;
    }
    return n;
}

static canvas_text_t cap_style(float scale)
{
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_BOLD;
    t.size = 13.0f * scale;
    t.align = CANVAS_CENTRE | CANVAS_MIDDLE;
    t.colour = canvas_hex(THEME_INK, 240);
    return t;
}

static float cap_width(canvas_t *c, float scale, const char *label)
{
    canvas_text_t t = cap_style(scale);
    float w = canvas_text_width(c, &t, label) + 16.0f * scale;
    return w < 30.0f * scale ? 30.0f * scale : w;
}

float widget_keycap(canvas_t *c, float x, float y, float scale, const char *label)
{
    canvas_text_t t = cap_style(scale);
    float w = cap_width(c, scale, label), h = 26.0f * scale;
    canvas_rect_t r = canvas_rect(x, y - h * 0.5f, w, h);
    canvas_rect_t under = r;
    under.y += 3.0f * scale;
    canvas_fill_rrect(c, under, 6.0f * scale, canvas_solid(canvas_hex(THEME_SHADOW, 200)));
    canvas_fill_rrect(c, r, 6.0f * scale,
                      canvas_linear(0, r.y, canvas_hex(0x3a3478, 255), 0, r.y + r.h,
                                    canvas_hex(0x25205a, 255)));
    canvas_stroke_rrect(c, r, 6.0f * scale, 1.2f * scale, canvas_hex(0x6c64c0, 220));
    canvas_text(c, &t, x + w * 0.5f, y, label);
    return w;
}

static canvas_text_t label_style(float scale)
{
    canvas_text_t t = {0};
    t.face = CANVAS_FACE_REGULAR;
    t.size = 15.0f * scale;
    t.align = CANVAS_LEFT | CANVAS_MIDDLE;
    t.colour = canvas_hex(THEME_INK_DIM, 235);
    return t;
}

void widget_key_hints(canvas_t *c, float cx, float y, float scale, const char *const *keys,
                      const char *const *labels, int n)
{
    canvas_text_t lt = label_style(scale);
    float gap_key = 8.0f * scale, gap_group = 30.0f * scale;
    float total = 0;
    for (int i = 0; i < n; i++) {
        total += cap_width(c, scale, keys[i]) + gap_key + canvas_text_width(c, &lt, labels[i]);
        if (i + 1 < n) total += gap_group;
    }
    float x = cx - total * 0.5f;
    for (int i = 0; i < n; i++) {
        x += widget_keycap(c, x, y, scale, keys[i]) + gap_key;
        canvas_text(c, &lt, x, y, labels[i]);
        x += canvas_text_width(c, &lt, labels[i]) + gap_group;
    }
}
