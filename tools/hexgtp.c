/* hexgtp: the engine protocol of docs/rules/protocol.md on
 * stdin/stdout, GTP v2 framing, for every game in the registry. The protocol
 * itself is in src/engine/gtp.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/gtp.h"
#include "plat/plat.h"
#include "lib_tool.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: hexgtp [--seed N] [--data DIR]\n"
            "Speaks the Hexarcade engine protocol (GTP v2 framing) on stdin/stdout:\n"
            "one command per line, optionally after a numeric id; answers '= text' or\n"
            "'? message', each followed by an empty line. '#' starts a comment.\n"
            "Commands: name version protocol_version list_commands known_command quit\n"
            "Hexarcade's own commands are listed as hexarcade-<name>; the bare names\n"
            "below are kept as aliases.\n"
            "  game <id> [size=N players=N option=on|off ...]   start a new game\n"
            "  loadlevel <path>   set the position from a level file (its move: lines\n"
            "                     are not played); clear_board returns to it\n"
            "  clear_board play <move> undo to_move legal_moves showboard result score\n"
            "  play <colour> <move>, genmove <colour>   GTP's forms: colour b/black (the\n"
            "                     first player), w/white (the second; after 'play w swap'\n"
            "                     b moves next), the game's colour name or number; it\n"
            "                     must be the colour to move\n"
            "  play [colour] resign   that colour resigns (a move of the record)\n"
            "  genmove [first|beginner|easy|medium|hard|expert]  the AI moves (default medium);\n"
            "                     a level spec as hexselfplay's, threads written :N\n"
            "                     ('#' starts a comment): genmove expert:4/1.5\n"
            "  hexarcade-level L  the level of genmove <colour> (default medium)\n"
            "  boardsize N        a new game of the same game on side N (hexhex games)\n"
            "  clear_board        back to the start (an error before any game)\n"
            "  komi X             accepted and ignored\n"
            "  time_settings M B S, time_left <colour> T S   the AI's clock (seconds): a\n"
            "                     share of the time left per move, as a wall-time limit\n"
            "  final_score        B+ / W+ (the winner, first or second player; 3-4 players:\n"
            "                     its colour name), 0 for a draw; then the margin where\n"
            "                     the game has one (B+3), R after a resignation (W+R)\n"
            "  hexarcade-analyze <colour> [interval]   Sabaki's streaming analysis: one\n"
            "                     line 'info move M visits N winrate W order K pv M ...'\n"
            "                     per move (winrate in 1/10000) every interval\n"
            "                     centiseconds (default 100) until the next command\n"
            "  preview <move>     what the move would do, one line each, then 'board' and\n"
            "                     the board it would give; the position is unchanged\n"
            "  analyze [N]        the AI's top N moves (default 3, at most 8) for the side\n"
            "                     to move, one per line: <move> <win rate 0..1> <visits>\n"
            "                     (the review's search: Hard's set-up, a quarter of its\n"
            "                     budget, one thread; the same answer under the same seed)\n"
            "  savegame <path> [--format ap|lg|hexarcade]   write the game (start, every\n"
            "                     move) as a save file, an AbstractPlay record or a\n"
            "                     Little Golem text (docs/import.md), atomically; never\n"
            "                     over what is not a regular file. After loadgame of a\n"
            "                     save it keeps the save's seats, clock line, flag fall,\n"
            "                     stored review and moves after its cursor: load, save,\n"
            "                     load gives back the same file\n"
            "  loadgame <path> [N]   take the game of a save file at its cursor, or of\n"
            "                     an AbstractPlay record (game N of an archive, newest\n"
            "                     first) or a Little Golem text (undo goes back through\n"
            "                     its moves); a bad file is refused with a message and\n"
            "                     the position is unchanged\n"
            "No game is selected at start: position commands answer\n"
            "\"? no game: use 'game <id>'\" until 'game' or 'loadlevel' succeeds.\n"
            "Lines longer than %d characters are refused. Bad input never ends the\n"
            "program; 'quit' or end of input does (exit 0).\n"
            "  --seed N    base seed of genmove (default 1); same seed, same moves\n"
            "  --data DIR  where levels/ lives (default: found from the binary)\n"
            "  --version   print the version and exit\n",
            GTP_LINE_MAX);
}

int main(int argc, char **argv)
{
    uint64_t seed = 1;
    const char *data = NULL;
    plat_stdio_binary(); /* the transcript byte for byte as on Linux */
    for (int i = 1; i < argc; i++) {
        long v;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (tool_version_option(argv[i], argv[0])) {
            return 0;
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc &&
                   !args_parse_long(argv[i + 1], 0, 0x7fffffffL, &v)) {
            seed = (uint64_t)v;
            i++;
        } else if (!strcmp(argv[i], "--data") && i + 1 < argc) {
            data = argv[++i];
        } else {
            fprintf(stderr, "hexgtp: bad argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    char dir[512];
    if (data) snprintf(dir, sizeof dir, "%s", data);
    else game_data_dir(dir, sizeof dir, argv[0]);

    /* Unbuffered: a streaming analysis stops when the next command is there
     * to read, which a buffer could already hold unseen. */
    setvbuf(stdin, NULL, _IONBF, 0);
    gtp_t *s = gtp_new(dir, seed);
    if (!s || gtp_run(s, stdin, stdout) != 0) {
        gtp_free(s);
        fprintf(stderr, "hexgtp: out of memory\n");
        return 1;
    }
    gtp_free(s);
    return 0;
}
