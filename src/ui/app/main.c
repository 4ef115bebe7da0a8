/* hexarcade: the client. Parses options, loads the settings, opens the
 * window, then shows the title, a game (--game with set-up options, or
 * --load), a menu screen (--open, for screenshots) or the demonstrations
 * (--demo). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/autosaves.h"
#include "core/fileio.h"
#include "core/foreign.h"
#include "core/game.h"
#include "plat/plat.h"
#include "ui/app/app.h"
#include "ui/app/client.h"
#include "ui/app/host.h"
#include "ui/app/icon.h"
#include "ui/app/nav.h"
#include "ui/app/opts.h"
#include "ui/platform/audio.h"
#include "ui/platform/shot.h"
#include "ui/share/record.h"

/* The game the options ask for, made before any window opens so a bad
 * value is a plain message and exit status 2. NULL when none is asked for. */
/* --load of a record of another site holding several games (an
 * AbstractPlay archive): its text, for the import screen (heap); NULL
 * otherwise. A record that cannot be read fails as --load does. */
static char *archive_from_options(const opts_t *o, char *err, size_t errlen, int *failed)
{
    size_t len;
    char why[256];
    *failed = 0;
    char *text = o->load ? fileio_read_text(o->load, &len, why, sizeof why) : NULL;
    if (!text || strlen(text) != len || foreign_detect(text) == FOREIGN_NONE) return free(text), NULL;
    foreign_list_t l;
    if (foreign_read(o->load, text, &l, NULL, err, errlen) != 0) {
        *failed = 1;
        return free(text), NULL;
    }
    int several = l.n > 1;
    foreign_list_free(&l);
    if (!several) return free(text), NULL;
    return text;
}

static session_t *game_from_options(const opts_t *o, int game, const char *data, char *err, size_t errlen,
                                    int *failed)
{
    *failed = 0;
    if (o->load) {
        /* A save, or an AbstractPlay record (an archive's newest game) or a Little Golem text. */
        session_t *s = foreign_load(o->load, 0, data, err, errlen);
        if (!s) *failed = 1;
        return s;
    }
    /* The pause and save screens need a game under them. */
    int need = opts_starts_play(o) || (o->open && (!strcmp(o->open, "pause") || !strcmp(o->open, "save")));
    if (!need) return NULL;
    const game_rules_t *r = game_by_index(game >= 0 ? game : 0);
    game_setup_t setup;
    char seats[GAME_MAX_PLAYERS][SESSION_SEAT_LEN];
    game_t *g = NULL;
    session_t *s = NULL;
    if (r && opts_game_setup(o, r, &setup, seats, err, errlen) == 0 && (g = game_new(r, &setup, data, err, errlen)))
        s = session_new(g, err, errlen);
    if (!s) {
        *failed = 1;
        return NULL;
    }
    memcpy(s->seat, seats, sizeof s->seat);
    return s;
}

/* The screens to show over the title at start. */
static void first_screens(ui_t *ui, const opts_t *o, int game, session_t *s, const char *archive)
{
    const game_rules_t *r = game >= 0 ? game_by_index(game) : NULL;
    if (archive) {
        /* An archive's games to choose from, over the title. */
        nav_push(ui, NAV_IMPORT, (nav_arg_t){.name = o->load, .note = archive});
        return;
    }
    if (o->demo) {
        nav_push(ui, NAV_DEMO_PLAYER, (nav_arg_t){.name = o->demo});
        return;
    }
    if (s) {
        /* --load of an unfinished game's autosave: leaving writes that file again. */
        char autosave[AUTOSAVES_NAME_MAX] = "";
        if (o->load && ui->client) autosaves_name_of(ui->client->saves_dir, o->load, autosave, sizeof autosave);
        if (s->origin && ui->client) {
            char note[600];
            record_import_note(s, o->load, note, sizeof note);
            client_note(ui->client, "%s", note);
        }
        nav_arg_t a = {.session = s, .name = autosave};
        int play = nav_push(ui, NAV_PLAY, a) == 0;
        if (play && o->open && !strcmp(o->open, "pause")) nav_push(ui, NAV_PAUSE, a);
        if (play && o->open && !strcmp(o->open, "save")) {
            nav_push(ui, NAV_PAUSE, a);
            nav_push(ui, NAV_SAVE, a);
        }
        return;
    }
    const char *open = o->open;
    if (!open && r) open = "setup"; /* --game alone: its setup */
    if (!open) return;
    nav_arg_t a = {.game = game, .rules = r ? r : game_by_index(0)};
    if (!strcmp(open, "select") || !strcmp(open, "setup")) nav_push(ui, NAV_GAMESELECT, a);
    if (!strcmp(open, "setup")) nav_push(ui, NAV_SETUP, a);
    if (!strcmp(open, "settings")) nav_push(ui, NAV_SETTINGS, a);
    if (!strcmp(open, "load")) nav_push(ui, NAV_LOAD, a);
    if (!strcmp(open, "rules")) nav_push(ui, NAV_RULES, a);
    if (!strcmp(open, "stats")) nav_push(ui, NAV_STATS, a);
    if (!strcmp(open, "puzzles")) nav_push(ui, NAV_PUZZLES, a);
}

/* What is left to do once the loop has ended (host_run's end). */
typedef struct {
    app_t *app;
    client_t *cl;
    int status;
} main_end_t;

static void main_end(void *ctx, int status)
{
    main_end_t *e = ctx;
    /* A game still open is autosaved as its screen closes: a failure there
     * would lose it silently, so it is said and the status shows it. */
    e->cl->autosave_failed = 0;
    app_free(e->app);
    if (e->cl->autosave_failed) {
        fprintf(stderr, "hexarcade: %s\n", e->cl->message);
        if (status == 0) status = 1;
    }
    audio_shutdown(e->cl->audio);
    e->status = status;
}

int main(int argc, char **argv)
{
    host_prepare();
    /* Large freed blocks go back to the system (plat_heap_tune: glibc's
     * mmap threshold; a 4K game held 3 MB less, docs/idle.md). */
    plat_heap_tune();
    char err[1024];
    opts_t o;
    if (opts_parse(&o, argc, argv, err, sizeof err)) {
        fprintf(stderr, "hexarcade: %s\nTry 'hexarcade --help' for the options.\n", err);
        return 2;
    }
    if (o.help) {
        char help[4096];
        fputs(opts_help(help, sizeof help), stdout);
        return 0;
    }
    if (o.version) {
        printf("hexarcade %s\n", HEXARCADE_VERSION);
        return 0;
    }
    int game = opts_game_index(&o, err, sizeof err);
    if (game == -2) {
        fprintf(stderr, "hexarcade: %s\n", err);
        return 2;
    }
    if (o.write_icon) {
        if (icon_write(o.write_icon, o.icon_size ? o.icon_size : 256, err, sizeof err)) {
            fprintf(stderr, "hexarcade: %s\n", err);
            return 1;
        }
        return 0;
    }
    char data[1024], why[512];
    game_data_dir_why(data, sizeof data, argv[0], why, sizeof why);
    /* A bad --demo is a plain message before any window opens. */
    if (o.demo && nav_demo_arg_check(o.demo, data, err, sizeof err)) {
        game_data_note(err, sizeof err, data, why);
        fprintf(stderr, "hexarcade: %s\n", err);
        return 2;
    }
    int failed;
    char *archive = archive_from_options(&o, err, sizeof err, &failed);
    session_t *start = failed || archive ? NULL : game_from_options(&o, game, data, err, sizeof err, &failed);
    if (failed) {
        game_data_note(err, sizeof err, data, why);
        if (o.load) fprintf(stderr, "hexarcade: --load: %s\n", err);
        else fprintf(stderr, "hexarcade: %s\n", err);
        return 2;
    }

    client_t cl;
    client_init(&cl, data);
    cl.script_mode = o.script != NULL;
    cl.log_moves = o.log_moves;
    if (cl.message[0]) fprintf(stderr, "hexarcade: %s\n", cl.message);
    /* The settings choose full screen unless the command line says. */
    if (!o.fullscreen && !o.width && cl.settings.fullscreen) o.fullscreen = 1;

    int status;
    app_t *app = app_new(&o, data, game, err, sizeof err, &status);
    if (!app) {
        session_free(start);
        free(archive);
        game_data_note(err, sizeof err, data, why);
        fprintf(stderr, "hexarcade: %s\n", err);
        return status;
    }
    ui_t *ui = app_ui(app);
    ui->client = &cl;
    ui->choose_game = nav_choose_game;
    cl.audio = audio_init();
    client_apply_settings(&cl);
    first_screens(ui, &o, game, start, archive);
    free(archive);
    screen_stack_apply(ui->screens, ui);

    main_end_t end = {app, &cl, 0};
    host_run(app, main_end, &end);
    return end.status;
}
