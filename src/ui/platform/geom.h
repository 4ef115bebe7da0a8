/* Tessellation of canvas shapes into coloured triangles (no SDL). Edges get
 * a feather: the shape is inset by half the feather and a ring of triangles
 * fades from full colour to transparent across it, which looks anti-aliased
 * when drawn with SDL_RenderGeometry. The vertex layout matches SDL_Vertex. */
#ifndef GEOM_H
#define GEOM_H

#include "draw/canvas.h"

typedef struct {
    float x, y;
    canvas_colour_t c;
    float u, v;
} geom_vertex_t;

typedef struct {
    geom_vertex_t *v;
    int nv, capv;
    int *idx;
    int ni, capi;
    int failed;            /* an allocation failed; the mesh is incomplete */
} geom_mesh_t;

#define GEOM_MAX_POINTS 1024  /* points of one polygon or path */

void geom_init(geom_mesh_t *m);
void geom_free(geom_mesh_t *m);
void geom_reset(geom_mesh_t *m);
/* An empty mesh gives back its room beyond most_v vertices and most_i
 * indices (a batch as large has not come for a while). 0, or -1 when the
 * mesh is not empty (nothing changes). */
int geom_trim(geom_mesh_t *m, int most_v, int most_i);

/* Fill a simple polygon (convex or concave). Radial paints fan out from the
 * focus when it lies inside the polygon. feather 0: hard edges. */
void geom_fill_poly(geom_mesh_t *m, const canvas_pt_t *p, int n, const canvas_paint_t *paint,
                    float feather);
/* Stroke a path of width w (closed: back to the start, mitred joins). */
void geom_stroke_path(geom_mesh_t *m, const canvas_pt_t *p, int n, int closed, float width,
                      canvas_colour_t col, float feather);
/* A textured quad (u, v over 0..1) with a top and a bottom colour. */
void geom_quad(geom_mesh_t *m, canvas_rect_t r, canvas_colour_t top, canvas_colour_t bottom);

/* Outlines of a circle and a rounded rectangle, fine enough that the error
 * stays under a third of a pixel; return the count (at most max). */
int geom_circle_points(float cx, float cy, float r, canvas_pt_t *out, int max);
int geom_rrect_points(canvas_rect_t r, float radius, canvas_pt_t *out, int max);

/* Helpers (exposed for tests). */
float geom_signed_area(const canvas_pt_t *p, int n);
/* Triangulate a simple polygon by ear clipping: 3*(n-2) indices to out;
 * returns the triangle count, or -1 when it fails (self-crossing). */
int geom_triangulate(const canvas_pt_t *p, int n, int *out);
int geom_point_in_poly(const canvas_pt_t *p, int n, float x, float y);

#endif
