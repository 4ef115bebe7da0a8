/* Seedable random numbers with explicit state (xoshiro256**), never rand(). */
#ifndef RNG_H
#define RNG_H

#include <stdint.h>

typedef struct { uint64_t s[4]; } rng_t;

void rng_seed(rng_t *r, uint64_t seed);

/* Inline: every random playout draws from here once a turn or more. */
static inline uint64_t rng_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t rng_next(rng_t *r)
{
    uint64_t *s = r->s;
    uint64_t result = rng_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 45);
    return result;
}

/* Uniform in [0, n); n must be > 0. Lemire's multiply-shift: unbiased
 * enough for play, and branch-free. */
static inline uint32_t rng_below(rng_t *r, uint32_t n)
{
    return (uint32_t)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

/* Uniform in [0, 1). */
static inline double rng_double(rng_t *r) { return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }

#endif
