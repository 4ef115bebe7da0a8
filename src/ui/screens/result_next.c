/* The next level after a win (result_next.h). */
#include "ui/screens/result_next.h"

#include <stdio.h>
#include <string.h>

#include "ai/ai.h"
#include "core/settings.h"
#include "ui/app/client.h"
#include "ui/screens/setup_model.h"
#include "ui/widgets/seat.h"

int result_next_level(const session_t *s)
{
    const void *st = session_state(s);
    unsigned won = game_head(st)->winners;
    if (s->level || !game_is_over(st) || seat_humans(s) != 1) return -1;
    int level = -1, person_won = 0, winners = 0;
    for (int c = 1; c <= s->game->setup.players; c++) {
        int seat = seat_of_colour(s, c), lv = seat_ai_level(s, seat), w = won >> (c - 1) & 1;
        winners += w;
        if (lv < 0) person_won = w;
        else if (level >= 0 && lv != level) return -1; /* AI seats of several levels: no one next step */
        else level = lv;
    }
    if (!person_won || winners != 1 || level < 0 || level >= AI_EXPERT) return -1;
    return level + 1;
}

void result_next_label(int level, char *buf, size_t n)
{
    const char *name = ai_level_name((ai_level_t)level);
    snprintf(buf, n, "Try %c%s next", name[0] - 32 * (name[0] >= 'a' && name[0] <= 'z'), name + 1);
}

session_t *result_next_session(const session_t *s, int level, char *err, size_t n)
{
    const game_t *g = s->game;
    game_t *ng = game_new(g->rules, &g->setup, g->data_dir, err, n);
    session_t *ns = ng ? session_new(ng, err, n) : NULL;
    if (!ns) return NULL;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++)
        snprintf(ns->seat[i], SESSION_SEAT_LEN, "%s",
                 seat_ai_level(s, i) >= 0 ? ai_level_name((ai_level_t)level) : s->seat[i]);
    gclock_init(&ns->clock, g->setup.players, s->clock.base_ms, s->clock.inc_ms);
    return ns;
}

void result_next_remember(struct client *cl, const session_t *ns)
{
    if (!cl || cl->settings_bad) return;
    const game_rules_t *r = ns->game->rules;
    setup_model_t m;
    setup_model_init_level(&m, r, settings_last_setup(&cl->settings, r->id), AI_FIRST);
    m.setup = ns->game->setup;
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) {
        int lv = i < m.setup.players ? seat_ai_level(ns, i) : -1;
        m.who[i] = lv < 0 ? 0 : 1 + lv;
    }
    m.clock_ms = ns->clock.base_ms;
    m.clock_inc_ms = ns->clock.inc_ms;
    char words[SETTINGS_SETUP_LEN];
    setup_model_words(&m, words, sizeof words);
    if (settings_set_last_setup(&cl->settings, r->id, words) == 0) client_save_settings(cl);
}
