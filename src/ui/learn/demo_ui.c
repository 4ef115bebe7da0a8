/* Drawing shared by the demonstration, tutorial and attract screens. */
#include "ui/learn/demo_ui.h"

#include <math.h>
#include <string.h>

#include "core/settings.h"
#include "draw/theme.h"
#include "ui/app/client.h"
#include "ui/widgets/menu.h"
#include "ui/widgets/widgets.h"

#define MARGIN 18.0f

void demo_ui_layout(const ui_t *ui, float panel_w, demo_ui_layout_t *L)
{
    float sc = ui->scale, W = (float)ui->width, H = (float)ui->height, m = MARGIN * sc;
    L->sc = sc;
    L->panel = canvas_rect(W - panel_w * sc - m, m, panel_w * sc, H - 2 * m);
    L->board = canvas_rect(m, m, L->panel.x - 2 * m, H - m - 52.0f * sc);
    L->footer_y = H - 26.0f * sc;
}

static void tri(canvas_t *c, float x0, float y0, float x1, float y1, float x2, float y2, canvas_colour_t col)
{
    canvas_pt_t p[3] = {{x0, y0}, {x1, y1}, {x2, y2}};
    canvas_fill_poly(c, p, 3, canvas_solid(col));
}

void demo_ui_icon(canvas_t *c, demo_icon_t icon, float cx, float cy, float size, canvas_colour_t col)
{
    float h = size * 0.5f, w = size * 0.45f, bar = size * 0.16f;
    switch (icon) {
    case DEMO_ICON_PLAY: tri(c, cx - w * 0.8f, cy - h, cx + w, cy, cx - w * 0.8f, cy + h, col); break;
    case DEMO_ICON_PAUSE:
        canvas_fill_rect(c, canvas_rect(cx - w * 0.75f, cy - h, bar * 1.3f, 2 * h), canvas_solid(col));
        canvas_fill_rect(c, canvas_rect(cx + w * 0.75f - bar * 1.3f, cy - h, bar * 1.3f, 2 * h), canvas_solid(col));
        break;
    case DEMO_ICON_BACK: tri(c, cx + w * 0.8f, cy - h, cx - w, cy, cx + w * 0.8f, cy + h, col); break;
    case DEMO_ICON_STEP:
        tri(c, cx - w, cy - h, cx + w * 0.45f, cy, cx - w, cy + h, col);
        canvas_fill_rect(c, canvas_rect(cx + w * 0.55f, cy - h, bar, 2 * h), canvas_solid(col));
        break;
    case DEMO_ICON_FIRST:
        canvas_fill_rect(c, canvas_rect(cx - w - bar * 0.1f, cy - h, bar, 2 * h), canvas_solid(col));
        tri(c, cx + w, cy - h, cx - w * 0.45f, cy, cx + w, cy + h, col);
        break;
    case DEMO_ICON_NEXT:
        tri(c, cx - w * 1.1f, cy - h, cx, cy, cx - w * 1.1f, cy + h, col);
        tri(c, cx - w * 0.15f, cy - h, cx + w * 0.95f, cy, cx - w * 0.15f, cy + h, col);
        canvas_fill_rect(c, canvas_rect(cx + w * 0.95f, cy - h, bar * 0.9f, 2 * h), canvas_solid(col));
        break;
    default: break;
    }
}

void demo_ui_button(canvas_t *c, const ui_t *ui, canvas_rect_t r, demo_icon_t icon, const char *label,
                    canvas_colour_t accent, float hl, int primary, int enabled)
{
    menu_button(c, ui, r, icon == DEMO_ICON_NONE ? label : "", accent, hl,
                primary ? MENU_BTN_PRIMARY : MENU_BTN_NORMAL, enabled);
    if (icon == DEMO_ICON_NONE) return;
    float before = c->alpha;
    if (!enabled) canvas_set_alpha(c, before * 0.4f);
    canvas_colour_t ink = primary ? canvas_hex(0x140c2a, 255) : canvas_hex(THEME_INK, 235);
    demo_ui_icon(c, icon, r.x + r.w * 0.5f, r.y + r.h * 0.5f, r.h * 0.42f, ink);
    canvas_set_alpha(c, before);
}

float demo_ui_text(canvas_t *c, const canvas_text_t *t, float x, float y, float w, float line_h,
                   const char *text, int maxlines)
{
    if (!text || !*text || maxlines <= 0) return 0;
    return menu_paragraph(c, t, x, y, w, line_h, text, maxlines);
}

void demo_ui_background(canvas_t *c, const ui_t *ui)
{
    canvas_fill_rect(c, canvas_rect(0, 0, (float)ui->width, (float)ui->height),
                     canvas_linear(0, 0, canvas_hex(THEME_BG_TOP, 255), 0, (float)ui->height,
                                   canvas_hex(THEME_BG_BOTTOM, 255)));
}

void demo_ui_dots(canvas_t *c, const ui_t *ui, canvas_rect_t r, int n, int cur, canvas_colour_t accent)
{
    if (n <= 0) return;
    float sc = ui->scale, gap = fminf(22.0f * sc, r.w / (float)n), rad = fminf(5.0f * sc, gap * 0.3f);
    float x = r.x + (r.w - gap * (float)(n - 1)) * 0.5f, cy = r.y + r.h * 0.5f;
    for (int i = 0; i < n; i++, x += gap) {
        if (i == cur) {
            canvas_fill_circle(c, x, cy, rad * 2.2f, canvas_solid(canvas_with_alpha(accent, 0.25f)));
            canvas_fill_circle(c, x, cy, rad * 1.3f, canvas_solid(canvas_lighten(accent, 0.3f)));
        } else if (i < cur) {
            canvas_fill_circle(c, x, cy, rad, canvas_solid(canvas_with_alpha(accent, 0.8f)));
        } else {
            canvas_stroke_circle(c, x, cy, rad, 1.5f * sc, canvas_hex(THEME_INK_FAINT, 220));
        }
    }
}

void demo_ui_view_opts(const ui_t *ui, bview_t *bv, float speed_factor)
{
    settings_t st;
    if (ui->client) st = ui->client->settings;
    else settings_default(&st);
    bview_opts_t o;
    bview_default_opts(&o);
    o.coords = st.coords;
    o.flat = st.orientation == SETTINGS_FLAT;
    o.colourblind = st.palette != 0;
    /* Off stays off (reduced motion); otherwise kept where the view still
     * reads well. */
    o.speed = (float)st.anim_speed / 100.0f * speed_factor;
    if (o.speed > 0) o.speed = fminf(fmaxf(o.speed, 0.25f), 4.0f);
    bview_set_opts(bv, &o);
}
