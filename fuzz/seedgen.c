/* Writes the generated part of the fuzz seed corpus (fuzz/run.sh calls it):
 *   DIR/move/      position byte + legal and near-legal move texts, for
 *                  every position fuzz_move picks from;
 *   DIR/save/      saves of random games of every game and set-up, at the
 *                  start, mid-game, after undo and after restart;
 *   DIR/settings/  the default settings file and a few variations.
 * Generated rather than committed so that they follow the position table
 * and the rules as they change. Deterministic (fixed seeds). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/game.h"
#include "core/session.h"
#include "core/settings.h"
#include "harness.h"

static int sg_files;

static void sg_write(const char *dir, const char *name, const char *prefix, size_t plen,
                     const char *text)
{
    char path[1024], err[512];
    size_t n = strlen(text);
    char *buf = malloc(plen + n + 1);
    if (!buf) exit(1);
    memcpy(buf, prefix, plen);
    memcpy(buf + plen, text, n + 1);
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (fileio_write_atomic(path, buf, plen + n, err, sizeof err) != 0) {
        fprintf(stderr, "seedgen: %s\n", err);
        exit(1);
    }
    free(buf);
    sg_files++;
}

/* Near misses the parsers must refuse cleanly, for every position. */
static const char *const sg_bad[] = {"", "pass", "swap", "A1", "a1", "Z99", "A0", "A1-B3",
                                     "A1>A5", "J11,J13+3", "1A1,2B2", "A1 end", "clean", "x",
                                     "A1,A1", "A1+1", "A1*1"};

static void sg_moves(const char *dir)
{
    char err[GAME_ERR_MAX], name[64];
    for (int i = 0; i < fuzz_move_positions(); i++) {
        const void *gv;
        const void *st = fuzz_move_position(i, &gv);
        const game_t *g = gv;
        unsigned char b = (unsigned char)i;
        int count = 0, k = 0;
        char *list = game_legal_moves_text(g, st, 4000, &count, err, sizeof err);
        if (list) {
            int stride = count / 6 + 1, j = 0;
            char *save = NULL;
            for (char *w = strtok_r(list, " ", &save); w; w = strtok_r(NULL, " ", &save), j++) {
                if (j % stride) continue;
                snprintf(name, sizeof name, "p%03d-legal%d", i, k++);
                sg_write(dir, name, (const char *)&b, 1, w);
            }
            free(list);
        }
        for (size_t j = 0; j < sizeof sg_bad / sizeof sg_bad[0]; j++) {
            snprintf(name, sizeof name, "p%03d-bad%zu", i, j);
            sg_write(dir, name, (const char *)&b, 1, sg_bad[j]);
        }
    }
}

/* Plays up to n random legal moves (chosen from the legal list). */
static void sg_play(session_t *s, rng_t *rng, int n)
{
    char err[GAME_ERR_MAX];
    for (int i = 0; i < n && !game_is_over(session_state(s)); i++) {
        int count = 0;
        char *list = game_legal_moves_text(s->game, session_state(s), 4000, &count, err, sizeof err);
        if (!list || !count) {
            free(list);
            return;
        }
        int pick = (int)rng_below(rng, (uint32_t)count), j = 0;
        char *save = NULL;
        for (char *w = strtok_r(list, " ", &save); w; w = strtok_r(NULL, " ", &save), j++)
            if (j == pick) {
                session_play(s, w, err, sizeof err);
                break;
            }
        free(list);
    }
}

static void sg_saves(const char *dir)
{
    char err[GAME_ERR_MAX], name[96];
    const int lengths[] = {0, 3, 12, 60};
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        for (int players = r->min_players; players <= r->max_players; players++) {
            game_setup_t setup;
            game_setup_default(r, &setup, players);
            for (int li = 0; li < 4; li++) {
                game_t *g = game_new(r, &setup, fuzz_data_dir(), err, sizeof err);
                session_t *s = g ? session_new(g, err, sizeof err) : NULL;
                if (!s) continue;
                rng_t rng;
                rng_seed(&rng, (uint64_t)(i * 100 + players * 10 + li));
                sg_play(s, &rng, lengths[li]);
                if (li == 2) {
                    session_undo(s); /* a cursor inside the script */
                    session_undo(s);
                }
                if (li == 3) {
                    session_restart(s);
                    sg_play(s, &rng, 2);
                }
                if (li == 1) snprintf(s->seat[1], SESSION_SEAT_LEN, "hard");
                char *text = session_save_text(s);
                if (text) {
                    snprintf(name, sizeof name, "%s-p%d-%d.sav", r->id, players, lengths[li]);
                    sg_write(dir, name, "", 0, text);
                    free(text);
                }
                session_free(s);
            }
        }
    }
}

static void sg_settings(const char *dir)
{
    char buf[1024];
    settings_t s;
    settings_default(&s);
    settings_format(&s, buf, sizeof buf);
    sg_write(dir, "default.conf", "", 0, buf);
    s.fullscreen = 1;
    s.anim_speed = 0;
    s.volume = 100;
    s.mute = 1;
    s.palette = 1;
    s.orientation = SETTINGS_FLAT;
    s.coords = 0;
    settings_format(&s, buf, sizeof buf);
    sg_write(dir, "changed.conf", "", 0, buf);
    sg_write(dir, "comments.conf", "", 0, "# comment\n\n  volume =  5  \r\nanimation-speed=300\n");
    sg_write(dir, "bad.conf", "", 0, "volume = loud\n");
    sg_write(dir, "setups.conf", "", 0,
             "volume = 20\nsetup-churn = size=3 pie=on seat1=human seat2=medium\n"
             "setup-wunchunk = size=6 players=3\nsetup-zumo = partial-push=on\n");
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: seedgen DIR (writes DIR/move, DIR/save, DIR/settings)\n");
        return 2;
    }
    char sub[1024];
    const char *parts[] = {"move", "save", "settings"};
    for (int i = 0; i < 3; i++) {
        snprintf(sub, sizeof sub, "%s/%s", argv[1], parts[i]);
        if (fileio_mkdirs(sub) != 0) {
            fprintf(stderr, "seedgen: cannot create %s\n", sub);
            return 1;
        }
    }
    snprintf(sub, sizeof sub, "%s/move", argv[1]);
    sg_moves(sub);
    snprintf(sub, sizeof sub, "%s/save", argv[1]);
    sg_saves(sub);
    snprintf(sub, sizeof sub, "%s/settings", argv[1]);
    sg_settings(sub);
    printf("seedgen: %d files in %s (%d move positions)\n", sg_files, argv[1], fuzz_move_positions());
    return 0;
}
