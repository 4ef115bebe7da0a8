/* Hex grid maths after Red Blob Games' "Hexagonal Grids": cube coordinates,
 * directions, distance, rounding, lines, rings, spirals and a pixel layout. */
#ifndef HEX_H
#define HEX_H

typedef struct { int q, r, s; } hex_t;
typedef struct { double q, r, s; } hex_frac_t;
typedef struct { double x, y; } hex_point_t;

typedef struct {
    double f0, f1, f2, f3; /* hex -> pixel matrix */
    double b0, b1, b2, b3; /* pixel -> hex matrix */
    double start_angle;    /* in multiples of 60 degrees */
} hex_orientation_t;

typedef struct {
    hex_orientation_t orientation;
    hex_point_t size;
    hex_point_t origin;
} hex_layout_t;

extern const hex_orientation_t hex_pointy;
extern const hex_orientation_t hex_flat;

hex_t hex_make(int q, int r);
int hex_equal(hex_t a, hex_t b);
hex_t hex_add(hex_t a, hex_t b);
hex_t hex_subtract(hex_t a, hex_t b);
hex_t hex_scale(hex_t a, int k);
hex_t hex_rotate_left(hex_t a);
hex_t hex_rotate_right(hex_t a);
hex_t hex_direction(int direction); /* 0..5 */
hex_t hex_neighbor(hex_t h, int direction);
hex_t hex_diagonal_neighbor(hex_t h, int direction);
int hex_length(hex_t h);
int hex_distance(hex_t a, hex_t b);
hex_t hex_round(hex_frac_t h);
hex_frac_t hex_lerp(hex_frac_t a, hex_frac_t b, double t);
/* Cells on the line a..b inclusive; writes at most max, returns the count. */
int hex_linedraw(hex_t a, hex_t b, hex_t *out, int max);
/* Ring of the given radius (radius 0: the centre alone); returns the count. */
int hex_ring(hex_t center, int radius, hex_t *out, int max);
/* Centre, then rings 1..radius. */
int hex_spiral(hex_t center, int radius, hex_t *out, int max);

hex_point_t hex_to_pixel(const hex_layout_t *layout, hex_t h);
hex_frac_t pixel_to_hex(const hex_layout_t *layout, hex_point_t p);
hex_point_t hex_corner_offset(const hex_layout_t *layout, int corner);
void hex_polygon_corners(const hex_layout_t *layout, hex_t h, hex_point_t out[6]);

#endif
