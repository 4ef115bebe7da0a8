/* The sound-check scene, played by the engine of the game it belongs to. */
#include "audio/sfxscene.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/game.h"
#include "core/level.h"
#include "contract/learn.h"

static const game_learn_t *scene_game(const game_rules_t **r)
{
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *g = game_by_index(i);
        if (g->learn && g->learn->sound_scene && g->learn->sound_move) {
            if (r) *r = g;
            return g->learn;
        }
    }
    return NULL;
}

const char *sfxscene_move(void)
{
    const game_learn_t *L = scene_game(NULL);
    return L ? L->sound_move : NULL;
}

const char *sfxscene_game_name(void)
{
    const game_rules_t *r = NULL;
    return scene_game(&r) ? r->name : NULL;
}

int sfxscene_play(const char *move, event_list_t *ev, sfxplan_pan_t *pan, char *err, size_t errlen)
{
    const game_learn_t *L = scene_game(NULL);
    if (!L) {
        snprintf(err, errlen, "no registered game has a sound-check scene");
        return -1;
    }
    level_t *lv = level_new();
    if (!lv) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = -1;
    void *st = NULL;
    game_t *g = NULL;
    if (level_parse(lv, "sound-check scene", L->sound_scene, err, errlen)) goto done;
    g = game_from_level(lv, NULL, NULL, &st, err, errlen);
    if (!g) goto done;
    if (game_play(g, st, move ? move : L->sound_move, ev, NULL, 0, err, errlen)) goto done;
    if (pan) sfxplan_board_pan(&g->board, 0.5f, pan);
    rc = ev->failed ? -1 : 0;
    if (rc) snprintf(err, errlen, "out of memory");
done:
    free(st);
    game_free(g);
    level_free(lv);
    return rc;
}
