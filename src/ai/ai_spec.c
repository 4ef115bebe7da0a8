/* Level specs: see ai_spec.h. */
#include "ai/ai_spec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SPEC_MARKS "+@~^%#:/"

/* Whole number in [lo, hi] taking the whole word. */
static int whole(const char *w, long lo, long hi, long *out)
{
    char *end;
    if (!*w || *w == ' ' || *w == '+' || *w == '-') return -1;
    long v = strtol(w, &end, 10);
    if (*end || v < lo || v > hi) return -1;
    *out = v;
    return 0;
}

static int real(const char *w, double lo, double hi, double *out)
{
    char *end;
    if (!*w || *w == ' ' || *w == '+' || *w == '-') return -1;
    double v = strtod(w, &end);
    if (*end || !(v >= lo && v <= hi)) return -1;
    *out = v;
    return 0;
}

/* One variation: mark c, its word; seen[] counts the marks that take a value. */
static int variation(ai_spec_t *sp, char c, const char *w, int *seen, char *why, size_t n)
{
    static const char *const ablations[] = {"noknow", "norave", "nosolver", "noinformed", "noeval", "nowin2"};
    static const unsigned ablation_bits[] = {AI_NO_KNOWLEDGE, AI_NO_RAVE, AI_NO_SOLVER, AI_NO_INFORMED, AI_NO_EVAL,
                                             AI_NO_WIN2};
    long v;
    const char *slot = strchr(SPEC_MARKS, c == '#' ? ':' : c);
    int *count = &seen[slot - SPEC_MARKS];
    if (c == '+') {
        int *field = NULL, val = 0;
        if (!strcmp(w, "paranoid") || !strcmp(w, "maxn")) {
            field = (int *)&sp->multi, val = w[0] == 'p' ? AI_MULTI_PARANOID : AI_MULTI_MAXN;
            count = &seen[8];
        } else if (!strcmp(w, "root") || !strcmp(w, "tree")) {
            field = &sp->parallel, val = w[0] == 'r' ? AI_PAR_ROOT : AI_PAR_TREE;
            count = &seen[9];
        } else if (!strcmp(w, "keep")) {
            field = &sp->keep, val = 1, count = &seen[10];
        } else if (!strcmp(w, "ponder")) {
            field = &sp->ponder, val = 1, count = &seen[11];
        } else {
            return snprintf(why, n, "unknown (+paranoid, +maxn, +root, +tree, +keep or +ponder)"), -1;
        }
        if ((*count)++) return snprintf(why, n, "given twice or against another +%s", w), -1;
        *field = val;
        return 0;
    }
    if (c == '~') {
        for (size_t i = 0; i < sizeof ablations / sizeof ablations[0]; i++)
            if (!strcmp(w, ablations[i])) {
                if (sp->ablate & ablation_bits[i]) return snprintf(why, n, "given twice"), -1;
                sp->ablate |= ablation_bits[i];
                return 0;
            }
        return snprintf(why, n, "unknown (~noknow, ~norave, ~nosolver, ~noinformed, ~noeval or ~nowin2)"), -1;
    }
    if ((*count)++) {
        const char *what = c == '@' ? "iterations" : c == '^' ? "the playout cut-off" : c == '%' ? "the exploration constant"
                           : c == '/' ? "the time a move" : "threads";
        return snprintf(why, n, "%s given twice", what), -1;
    }
    switch (c) {
    case '@':
        if (whole(w, 1, 1000000000L, &sp->iterations)) return snprintf(why, n, "iterations: give 1 to 1000000000"), -1;
        return 0;
    case '^':
        if (!strcmp(w, "end")) return sp->depth = -1, 0;
        if (whole(w, 1, 100000, &v)) return snprintf(why, n, "playout cut-off: give 1 to 100000 turns, or end"), -1;
        return sp->depth = (int)v, 0;
    case '%':
        if (real(w, 0.001, 100.0, &sp->c_uct)) return snprintf(why, n, "exploration constant: give 0.001 to 100"), -1;
        return 0;
    case '/':
        if (real(w, 0.001, 3600.0, &sp->seconds)) return snprintf(why, n, "seconds a move: give 0.001 to 3600"), -1;
        return 0;
    default: /* '#' or ':' */
        if (whole(w, 1, 64, &v)) return snprintf(why, n, "threads: give 1 to 64"), -1;
        return sp->threads = (int)v, 0;
    }
}

int ai_spec_parse(const char *text, ai_spec_t *sp, char *err, size_t n)
{
    ai_spec_t t;
    memset(&t, 0, sizeof t);
    char name[32], why[160];
    size_t k = strcspn(text, SPEC_MARKS);
    if (k == 0 || k >= sizeof name) {
        snprintf(err, n, "'%.80s': %s (%s)", text, k ? "unknown level" : "no level before the variations",
                 ai_level_list());
        return -1;
    }
    memcpy(name, text, k);
    name[k] = '\0';
    int level = ai_level_parse(name);
    if (level < 0 && !text[k]) {
        snprintf(err, n, "unknown level '%s' (%s)", name, ai_level_list());
        return -1;
    } else if (level < 0) {
        snprintf(err, n, "'%.80s': unknown level '%s' (%s)", text, name, ai_level_list());
        return -1;
    }
    t.level = (ai_level_t)level;
    int seen[12] = {0};
    for (const char *p = text + k; *p;) {
        char c = *p++;
        size_t len = strcspn(p, SPEC_MARKS);
        char word[64];
        if (len >= sizeof word) {
            snprintf(err, n, "'%.80s': '%c%.20s...' is too long", text, c, p);
            return -1;
        }
        memcpy(word, p, len);
        word[len] = '\0';
        p += len;
        if (variation(&t, c, word, seen, why, sizeof why)) {
            snprintf(err, n, "'%.80s': '%c%s': %s", text, c, word, why);
            return -1;
        }
    }
    *sp = t;
    return 0;
}

void ai_spec_request(const ai_spec_t *sp, ai_request_t *req)
{
    req->level = sp->level;
    req->multi = sp->multi;
    req->iterations = sp->iterations;
    req->ablate = sp->ablate;
    req->playout_depth = sp->depth;
    req->c_uct = sp->c_uct;
    req->threads = sp->threads;
    req->max_seconds = sp->seconds;
    req->parallel = sp->parallel;
    if (sp->seconds > 0 && !sp->iterations) req->iterations = 1000000000L;
}
