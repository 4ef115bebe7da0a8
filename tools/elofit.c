/* elofit: the AI levels' Elo ratings from the ladder's results
 * (data/ai-ladder.txt of the data folder: the tree it was built in, or the
 * installed data, where make install puts a copy), by maximum likelihood, Beginner anchored at 1000
 * (tools/lib_ladder.h says how a line won 40-0 stays finite). Prints a
 * Markdown table with 95% intervals (docs/ai-ladder.md), the initialisers
 * of the games' tables (--c), or checks them (--check: exit 1 when a
 * game's table differs from the fit). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_level.h"
#include "core/fileio.h"
#include "core/game.h"
#include "lib_ladder.h"
#include "lib_tool.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: elofit [--file PATH] [--game ID] [--c | --check]\n"
               "  --file PATH  the results (default data/ai-ladder.txt in the data folder)\n"
               "  --game ID    one game (default every game with lines)\n"
               "  --c          print each game's '.elo = {...}' initialiser\n"
               "  --check      compare with the ratings built into the games' tables\n"
               "  --version    print the version and exit\n");
}

int main(int argc, char **argv)
{
    const char *path = NULL, *only = NULL;
    int mode = 0; /* 0 table, 1 C, 2 check */
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--file") && i + 1 < argc) path = argv[++i];
        else if (!strcmp(argv[i], "--game") && i + 1 < argc) only = argv[++i];
        else if (!strcmp(argv[i], "--c")) mode = 1;
        else if (!strcmp(argv[i], "--check")) mode = 2;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (tool_version_option(argv[i], argv[0])) {
            return 0;
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (only && !game_by_id(only)) {
        fprintf(stderr, "elofit: unknown game '%s'\n", only);
        return 2;
    }
    char err[512], data[1024], deflt[1100];
    if (!path) {
        snprintf(deflt, sizeof deflt, "%s/data/ai-ladder.txt", game_data_dir(data, sizeof data, argv[0]));
        path = deflt;
    }
    char *text = fileio_read_text(path, NULL, err, sizeof err);
    if (!text) {
        fprintf(stderr, "elofit: %s\n", err);
        return 2;
    }
    if (mode == 0)
        printf("| game | lines | random | first | beginner | easy | medium | hard | expert |\n"
               "|---|---|---|---|---|---|---|---|---|\n");
    int rc = 0, done = 0;
    for (int gi = 0; gi < game_count(); gi++) {
        const game_rules_t *r = game_by_index(gi);
        if (only && strcmp(only, r->id)) continue;
        elo_line_t probe[1];
        int has = ladder_lines(path, text, r->id, probe, 1, err, sizeof err);
        if (has == 0 && !only) continue; /* a game the ladder has not run */
        double rt[LADDER_PLAYERS], sd[LADDER_PLAYERS];
        int n;
        if (ladder_fit(path, text, r->id, rt, sd, &n, err, sizeof err)) {
            fprintf(stderr, "elofit: %s\n", err);
            rc = 2;
            break;
        }
        done++;
        if (mode == 0) {
            printf("| %s | %d |", r->id, n);
            for (int p = 0; p < LADDER_PLAYERS; p++) {
                if (p == LADDER_ANCHOR) printf(" %.0f (anchor) |", rt[p]);
                else printf(" %.0f ± %.0f |", rt[p], 1.96 * sd[p]);
            }
            printf("\n");
        } else if (mode == 1) {
            printf("%s: .elo = {", r->id);
            for (int lv = 0; lv < AI_LEVELS; lv++) printf("%s%ld", lv ? ", " : "", lround(rt[1 + lv]));
            printf("}\n");
        } else {
            for (int lv = 0; lv < AI_LEVELS; lv++) {
                int have = r->tune ? r->tune->elo[lv] : 0;
                if (have != lround(rt[1 + lv])) {
                    printf("%s %s: the table says %d, the fit %ld\n", r->id, ai_level_name(lv), have,
                           lround(rt[1 + lv]));
                    rc = 1;
                }
            }
        }
    }
    if (!rc && !done) {
        fprintf(stderr, "elofit: %s has no lines%s%s\n", path, only ? " for " : "", only ? only : "");
        rc = 2;
    }
    if (mode == 2 && !rc) printf("elofit: every table matches %s\n", path);
    free(text);
    return rc;
}
