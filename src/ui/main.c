/* hexarcade: the client. Parses options, then runs the app shell. */
#include <stdio.h>

#include "../core/game.h"
#include "app.h"
#include "opts.h"
#include "shot.h"

int main(int argc, char **argv)
{
    char err[1024];
    opts_t o;
    if (opts_parse(&o, argc, argv, err, sizeof err)) {
        fprintf(stderr, "hexarcade: %s\nTry 'hexarcade --help' for the options.\n", err);
        return 2;
    }
    if (o.help) {
        fputs(opts_help(), stdout);
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
        if (shot_write_icon(o.write_icon, 256, err, sizeof err)) {
            fprintf(stderr, "hexarcade: %s\n", err);
            return 1;
        }
        return 0;
    }
    char data[1024];
    game_data_dir(data, sizeof data, argv[0]);
    int status;
    app_t *app = app_new(&o, data, game, err, sizeof err, &status);
    if (!app) {
        fprintf(stderr, "hexarcade: %s\n", err);
        return status;
    }
    status = app_run(app);
    app_free(app);
    return status;
}
