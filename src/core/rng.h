/* Seedable random numbers with explicit state (xoshiro256**), never rand(). */
#ifndef RNG_H
#define RNG_H

#include <stdint.h>

typedef struct { uint64_t s[4]; } rng_t;

void rng_seed(rng_t *r, uint64_t seed);
uint64_t rng_next(rng_t *r);
/* Uniform in [0, n); n must be > 0. */
uint32_t rng_below(rng_t *r, uint32_t n);
/* Uniform in [0, 1). */
double rng_double(rng_t *r);

#endif
