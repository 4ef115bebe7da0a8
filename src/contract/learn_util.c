/* Helpers of the attract-mode captions (learn_util.h). */
#include "contract/learn_util.h"

const char *learn_colour(const game_t *g, int p)
{
    return p >= 1 && p <= g->setup.players ? g->rules->colour_names[p - 1] : "Someone";
}

const char *learn_lower(const char *name, char *buf, size_t n)
{
    size_t i = 0;
    for (; name[i] && i + 1 < n; i++) buf[i] = name[i] >= 'A' && name[i] <= 'Z' ? (char)(name[i] - 'A' + 'a') : name[i];
    buf[i] = '\0';
    return buf;
}

const char *learn_number(int k)
{
    static const char *const words[] = {"no", "one", "two", "three", "four", "five", "six"};
    return k >= 0 && k < 7 ? words[k] : "many";
}

int learn_count(const event_list_t *ev, event_kind_t kind)
{
    int n = 0;
    for (int i = 0; i < ev->n; i++) n += ev->ev[i].kind == kind;
    return n;
}

int learn_count_verb(const event_list_t *ev, int sub)
{
    int n = 0;
    for (int i = 0; i < ev->n; i++) n += ev->ev[i].kind == EV_GAME && ev->ev[i].sub == sub;
    return n;
}

const event_t *learn_first_verb(const event_list_t *ev, int sub)
{
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == EV_GAME && ev->ev[i].sub == sub) return &ev->ev[i];
    return NULL;
}

const event_t *learn_first(const event_list_t *ev, event_kind_t kind)
{
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind) return &ev->ev[i];
    return NULL;
}

int learn_beats_with(const event_list_t *ev, event_kind_t kind)
{
    int n = 0, last = -1;
    for (int i = 0; i < ev->n; i++)
        if (ev->ev[i].kind == kind && ev->ev[i].beat != last) {
            n++;
            last = ev->ev[i].beat;
        }
    return n;
}

int learn_first_score(const game_t *g, const void *st, int p)
{
    int v[GAME_SCORE_MAX];
    return g->rules->score(g, st, p, v, GAME_SCORE_MAX) > 0 ? v[0] : 0;
}
