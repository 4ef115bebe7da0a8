/* Words given to a program (a number, a game and its set-up) and the seeds
 * derived from them: shared by the engine protocol and the tools. */
#include "core/args.h"

#include <stdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint64_t args_seed(uint64_t base, uint64_t a, uint64_t b)
{
    return mix64(mix64(mix64(base) + a * 0x9e3779b97f4a7c15ULL) + b * 0xc2b2ae3d27d4eb4fULL);
}

int args_parse_long(const char *s, long lo, long hi, long *out)
{
    char *end;
    if (!s || !*s) return -1;
    long x = strtol(s, &end, 10);
    if (*end || x < lo || x > hi) return -1;
    *out = x;
    return 0;
}

int args_parse_i64(const char *s, int64_t lo, int64_t hi, int64_t *out)
{
    char *end;
    if (!s || !*s) return -1;
    errno = 0;
    long long x = strtoll(s, &end, 10);
    if (*end || errno == ERANGE || x < lo || x > hi) return -1;
    *out = (int64_t)x;
    return 0;
}

int args_parse_double(const char *s, double lo, double hi, double *out)
{
    char *end;
    if (!s || !*s) return -1;
    double x = strtod(s, &end);
    if (*end || !(x >= lo && x <= hi)) return -1;
    *out = x;
    return 0;
}

void args_game_list(char *buf, size_t n)
{
    size_t at = 0;
    if (n) buf[0] = '\0';
    for (int i = 0; i < game_count() && at < n; i++) {
        int k = snprintf(buf + at, n - at, "%s%s", i ? ", " : "", game_by_index(i)->id);
        if (k < 0) break;
        at += (size_t)k;
    }
    if (!game_count()) snprintf(buf, n, "none registered");
}

game_t *args_new_game(const char *id, const char *words, const char *data_dir, char *err,
                      size_t errlen)
{
    const game_rules_t *r = game_by_id(id);
    if (!r) {
        char known[256];
        args_game_list(known, sizeof known);
        snprintf(err, errlen, "unknown game '%s' (known: %s)", id, known);
        return NULL;
    }
    game_setup_t s;
    game_setup_default(r, &s, r->min_players);
    if (words && game_setup_parse(r, &s, words, err, errlen)) return NULL;
    return game_new(r, &s, data_dir, err, errlen);
}

char *args_data_note(char *msg, size_t n, const char *data_dir)
{
    char dir[1024], why[1400];
    snprintf(dir, sizeof dir, "%s/levels", data_dir);
    if (fileio_exists(dir) == FILEIO_DIR) return msg;
    game_data_dir_why(dir, sizeof dir, NULL, why, sizeof why);
    if (strcmp(dir, data_dir)) snprintf(why, sizeof why, "given with --data");
    game_data_note(msg, n, data_dir, why);
    return msg;
}
