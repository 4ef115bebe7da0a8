#include "audio/sfxscene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/level.h"

/* Black: F5 (adjacent: evaporates), C6 and H6 (slide in), K11 (in the way
 * of the push). White: F7 (an opposing line left alone) and I9 (pushed). */
static const char scene_level[] =
    "game: zumo\n"
    "size: 6\n"
    "players: 2\n"
    "to-move: 1\n"
    "options: pie=off\n"
    "title: Sound check: a Zumo push turn\n"
    "board:\n"
    "     . . . . . 1\n"
    "    . . . . . . .\n"
    "   . . . . . 2 . .\n"
    "  . . . . . . . . .\n"
    " . . . . 2 . . . . .\n"
    ". . 1 . . . . 1 . . .\n"
    " . . . . . 1 . . . .\n"
    "  . . . . . . . . .\n"
    "   . . . . . . . .\n"
    "    . . . . . . .\n"
    "     . . . . . .\n";

static int cell(const board_t *b, const char *name) { return board_parse_cell(b, name); }

static void put(event_list_t *ev, event_kind_t kind, int player, int c, int c2, int value)
{
    event_add(ev, kind, player, c, c2, value);
}

/* The events the engine gives for the reference move (kept in step with
 * src/games/zumo.c by test_sound, which compares the two). */
static void hand_built(const board_t *b, event_list_t *ev)
{
    int f6 = cell(b, "F6"), i9 = cell(b, "I9"), j10 = cell(b, "J10"), k11 = cell(b, "K11");
    put(ev, EV_PLACE, 1, f6, -1, PIECE_STONE);
    event_beat(ev);
    put(ev, EV_SIGHTLINE, 1, f6, cell(b, "H6"), 1);
    put(ev, EV_SIGHTLINE, 1, f6, cell(b, "C6"), 1);
    put(ev, EV_SIGHTLINE, 1, f6, cell(b, "F5"), 1);
    event_beat(ev);
    put(ev, EV_SLIDE, 1, cell(b, "H6"), cell(b, "G6"), 0);
    put(ev, EV_SLIDE, 1, cell(b, "C6"), cell(b, "D6"), 0);
    put(ev, EV_EVAPORATE, 1, cell(b, "F5"), f6, 0);
    event_beat(ev);
    put(ev, EV_ENERGY, 1, f6, -1, 3);
    event_beat(ev);
    put(ev, EV_PUSH, 2, i9, j10, 1);
    event_beat(ev);
    put(ev, EV_PUSH, 2, j10, k11, 1);
    put(ev, EV_SHATTER, 1, k11, -1, 0);
    event_beat(ev);
    put(ev, EV_FALL, 2, k11, -1, 1);
    put(ev, EV_SCORE, 1, -1, -1, 3);
    put(ev, EV_SCORE, 2, -1, -1, 1);
    event_beat(ev);
    put(ev, EV_CHAIN, 1, f6, -1, 0);
    put(ev, EV_CHAIN, 1, k11, -1, 0);
    put(ev, EV_WIN, 1, -1, -1, 1);
}

int sfxscene_zumo_push_by_hand(event_list_t *ev, sfxplan_pan_t *pan)
{
    board_t *b = malloc(sizeof *b);
    if (!b || board_init_hexhex(b, 6)) {
        free(b);
        return -1;
    }
    hand_built(b, ev);
    if (pan) sfxplan_board_pan(b, 0.5f, pan);
    free(b);
    return ev->failed ? -1 : 0;
}

int sfxscene_zumo_push(const char *move, event_list_t *ev, sfxplan_pan_t *pan, char *err,
                       size_t errlen)
{
    level_t *lv = level_new();
    if (!lv) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = -1;
    void *st = NULL;
    game_t *g = NULL;
    if (level_parse(lv, "sound-check scene", scene_level, err, errlen)) goto done;
    /* A build without the scene's game (a trimmed registry) still records
     * the reference move, from the events built by hand. */
    if (!game_by_id(lv->game)) {
        if (move && strcmp(move, SFXSCENE_ZUMO_MOVE) != 0) {
            snprintf(err, errlen, "no Zumo engine: only the reference move %s can be recorded",
                     SFXSCENE_ZUMO_MOVE);
            goto done;
        }
        rc = sfxscene_zumo_push_by_hand(ev, pan);
        if (rc) snprintf(err, errlen, "out of memory");
        goto done;
    }
    g = game_from_level(lv, NULL, NULL, &st, err, errlen);
    if (!g) goto done;
    if (game_play(g, st, move ? move : SFXSCENE_ZUMO_MOVE, ev, NULL, 0, err, errlen)) goto done;
    if (pan) sfxplan_board_pan(&g->board, 0.5f, pan);
    rc = 1;
done:
    free(st);
    game_free(g);
    level_free(lv);
    return rc;
}
