/* Sharing a game as text: see record.h. */
#include "ui/share/record.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "core/fileio.h"
#include "core/foreign.h"
#include "plat/plat.h"
#include "ui/app/host_out.h"

/* The move list's comment lines that the import reads. */
#define MOVES_OPTIONS "# options: "
#define MOVES_SET_POSITION "# from a set position: copy the game record to share it whole"

char *record_moves_text(const session_t *s)
{
    size_t cap = 1024 + (size_t)(s->cur + 1) * (MOVE_TEXT_MAX / 8), at = 0;
    char *t = malloc(cap);
    if (!t) return NULL;
    const game_t *g = s->game;
    char size[32] = "";
    if (g->board.kind == BOARD_HEXHEX) snprintf(size, sizeof size, ", size %d", g->setup.side);
    at += (size_t)snprintf(t, cap, "# %s%s, %d players: %d move%s\n", g->rules->name, size, g->setup.players, s->cur,
                           s->cur == 1 ? "" : "s");
    /* What the import needs beyond the moves: the options, and whether the
     * game began at a set position (which a move list cannot carry). */
    char opts[512];
    game_setup_format_options(g->rules, &g->setup, opts, sizeof opts);
    if (opts[0]) at += (size_t)snprintf(t + at, cap - at, "%s%s\n", MOVES_OPTIONS, opts);
    if (s->level) at += (size_t)snprintf(t + at, cap - at, "%s\n", MOVES_SET_POSITION);
    for (int i = 1; i <= s->cur; i++) {
        size_t need = strlen(s->hist[i].move) + 16;
        if (at + need >= cap) {
            char *bigger = realloc(t, cap * 2 + need);
            if (!bigger) return free(t), NULL;
            t = bigger, cap = cap * 2 + need;
        }
        at += (size_t)snprintf(t + at, cap - at, "%d. %s\n", i, s->hist[i].move);
    }
    return t;
}

/* The text on the clipboard and, where the host hands texts out (a
 * browser, whose clipboard is the page's own: host_out.h), as a download
 * named GAME-STAMP-what.txt. msg gets copied (what was copied) followed by
 * where it went: 0, or -1 with why (freeing text). */
static int copy_out(const session_t *s, char *text, const char *what, const char *copied, char *msg, size_t n)
{
    int rc = SDL_SetClipboardText(text);
    char name[128], stamp[32] = "game", err[600];
    struct tm tm;
    if (plat_localtime(time(NULL), &tm) == 0) strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(name, sizeof name, "%.24s-%s-%s.txt", s->game->rules->id, stamp, what);
    int out = host_out_text(name, text, err, sizeof err);
    free(text);
    if (out < 0) return snprintf(msg, n, "Could not download the %s: %s", what, err), -1;
    if (out > 0) return snprintf(msg, n, "%s: downloaded as %s.", copied, name), 0;
    if (rc) return snprintf(msg, n, "Could not copy to the clipboard: %s", SDL_GetError()), -1;
    snprintf(msg, n, "%s to the clipboard.", copied);
    return 0;
}

int record_copy(const session_t *s, int moves_only, char *msg, size_t n)
{
    char *text = moves_only ? record_moves_text(s) : session_save_text(s);
    if (!text) return snprintf(msg, n, "out of memory"), -1;
    int moves = session_moves(s, s->cur);
    char copied[96];
    snprintf(copied, sizeof copied, "Copied the %s (%d move%s)", moves_only ? "move list" : "game record", moves,
             moves == 1 ? "" : "s");
    return copy_out(s, text, moves_only ? "moves" : "record", copied, msg, n);
}

/* "# Zumo, size 6, 2 players: 20 moves" (record_moves_text's first line):
 * 1 with the rules (NULL: a game this build does not know), side (0: none
 * given), players and moves; 0 when the line is not such a header. */
static int moves_header(const char *line, const game_rules_t **r, int *side, int *players, int *moves)
{
    if (strncmp(line, "# ", 2)) return 0;
    line += 2;
    size_t k = strcspn(line, ",");
    if (!line[k] || k == 0 || k > 40) return 0;
    *r = NULL;
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *g = game_by_index(i);
        if (strlen(g->name) == k && !strncasecmp(g->name, line, k)) *r = g;
    }
    line += k;
    int used = 0;
    *side = 0;
    if (sscanf(line, ", size %d%n", side, &used) == 1) line += used;
    char pl[16], mv[16], end;
    used = 0;
    if (sscanf(line, ", %d %15[a-z]: %d %15[a-z]%n%c", players, pl, moves, mv, &used, &end) != 4 || line[used] ||
        strncmp(pl, "player", 6) || strncmp(mv, "move", 4))
        return 0;
    return 1;
}

/* A move list as record_moves_text writes it ("Copy move list"): the game
 * replayed in s, or NULL with why. Only called on text whose first line is
 * such a header. */
static session_t *import_moves(const char *name, char *text, const char *data_dir, char *err, size_t n)
{
    const game_rules_t *r;
    int side, players, moves, lineno = 1;
    char *line = text, *next = strchr(text, '\n');
    if (next) *next++ = '\0';
    moves_header(line, &r, &side, &players, &moves);
    if (!r) {
        char known[256] = "";
        for (int i = 0; i < game_count(); i++)
            snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "", game_by_index(i)->name);
        return snprintf(err, n, "%s:1: a move list of a game this Hexarcade does not know (it knows %s)", name, known),
               NULL;
    }
    char words[600] = "";
    /* The moves start after the comment lines that say how the game was set up. */
    for (; next && *next == '#'; lineno++) {
        line = next;
        if ((next = strchr(line, '\n'))) *next++ = '\0';
        if (!strncmp(line, MOVES_SET_POSITION, strlen(MOVES_SET_POSITION)))
            return snprintf(err, n,
                            "%s:%d: this move list begins at a set position, which it does not hold: copy the game "
                            "record instead (Share, Copy game record)",
                            name, lineno + 1),
                   NULL;
        if (!strncmp(line, MOVES_OPTIONS, strlen(MOVES_OPTIONS)))
            snprintf(words, sizeof words, "%.500s", line + strlen(MOVES_OPTIONS));
    }
    size_t k = strlen(words);
    if (side) k += (size_t)snprintf(words + k, sizeof words - k, " size=%d", side);
    snprintf(words + k, sizeof words - k, " players=%d", players);
    game_setup_t setup;
    game_setup_default(r, &setup, players);
    char why[GAME_ERR_MAX + 600];
    if (game_setup_parse(r, &setup, words, why, sizeof why))
        return snprintf(err, n, "%s:1: %s: %s", name, r->name, why), NULL;
    game_t *g = game_new(r, &setup, data_dir, why, sizeof why);
    session_t *s = g ? session_new(g, why, sizeof why) : NULL;
    if (!s) return snprintf(err, n, "%s:1: %s", name, why), NULL;
    int played = 0, failed = 0;
    while (next && !failed) {
        lineno++;
        line = next;
        if ((next = strchr(line, '\n'))) *next++ = '\0';
        const char *p = game_skip_blanks(line);
        if (!*p || *p == '#') continue;
        char *end;
        long num = strtol(p, &end, 10);
        const char *move = game_skip_blanks(end + (*end == '.'));
        size_t len = strlen(move);
        while (len && (move[len - 1] == ' ' || move[len - 1] == '\t')) len--;
        char text1[MOVE_TEXT_MAX];
        if (end == p || *end != '.' || !len || len >= sizeof text1) {
            snprintf(err, n, "%s:%d: expected a numbered move ('%d. ...'), found '%.60s'", name, lineno, played + 1, p);
            failed = 1;
            continue;
        }
        if (num != played + 1) {
            snprintf(err, n, "%s:%d: move %ld where move %d comes next", name, lineno, num, played + 1);
            failed = 1;
            continue;
        }
        memcpy(text1, move, len);
        text1[len] = '\0';
        /* A restart, a flag fall, an end off the board, or a move. */
        if (session_play_entry(s, text1, why, sizeof why)) {
            snprintf(err, n, "%s:%d: move %d '%.60s' refused: %.600s", name, lineno, played + 1, text1, why);
            failed = 1;
            continue;
        }
        played++;
    }
    if (!failed && played != moves) {
        snprintf(err, n, "%s: the list says %d move%s but holds %d: it was cut short or added to", name, moves,
                 moves == 1 ? "" : "s", played);
        failed = 1;
    }
    if (failed) {
        session_free(s);
        return NULL;
    }
    return s;
}

int record_copy_site(const session_t *s, int lg, char *msg, size_t n)
{
    char err[GAME_ERR_MAX + 256];
    char *text = lg ? foreign_export_lg(s, err, sizeof err) : foreign_export_ap_moves(s, err, sizeof err);
    if (!text) return snprintf(msg, n, "Not copied: %s.", err), -1;
    char copied[96];
    snprintf(copied, sizeof copied, "Copied %d move%s %s", s->cur, s->cur == 1 ? "" : "s",
             lg ? "as a Little Golem game" : "in AbstractPlay's notation");
    return copy_out(s, text, lg ? "littlegolem" : "abstractplay", copied, msg, n);
}

/* Any text the import takes: a move list as "Copy move list" writes it, a
 * record of AbstractPlay or Little Golem (an archive: its newest game), or
 * a save or a level (session_import_text). */
static session_t *import_any(const char *name, char *text, const char *data_dir, char *err, size_t n)
{
    const game_rules_t *r;
    int side, players, moves;
    char first[200];
    snprintf(first, sizeof first, "%.*s", (int)strcspn(text, "\n"), text);
    if (moves_header(first, &r, &side, &players, &moves)) return import_moves(name, text, data_dir, err, n);
    if (foreign_detect(text) != FOREIGN_NONE) return foreign_load_text(name, text, 0, data_dir, err, n);
    return session_import_text(name, text, data_dir, err, n);
}

session_t *record_import_text(const char *name, const char *text, const char *data_dir, char *err, size_t n)
{
    size_t len = strlen(text);
    if (len > FILEIO_MAX_READ)
        return snprintf(err, n, "The text is %.1f MB: too large for a game record (at most %u MB).", len / 1048576.0,
                        FILEIO_MAX_READ >> 20),
               NULL;
    char *copy = malloc(len + 1);
    if (!copy) return snprintf(err, n, "out of memory"), NULL;
    memcpy(copy, text, len + 1);
    copy[fileio_text_tidy(copy, len)] = '\0';
    char why[GAME_ERR_MAX + 1200] = "";
    session_t *s = import_any(name, copy, data_dir, why, sizeof why);
    free(copy);
    if (!s) snprintf(err, n, "Not a game record: %s", why);
    return s;
}

/* One line naming a file: a path, or a file:// address ("%20" and the
 * like decoded). 1 with the path in buf. */
static int file_named(const char *text, char *buf, size_t n)
{
    while (*text == ' ' || *text == '\t') text++;
    size_t len = strcspn(text, "\r\n");
    if (text[len] && text[len + strspn(text + len, "\r\n \t")]) return 0; /* more than one line */
    if (!strncmp(text, "file://", 7)) text += 7, len -= 7;
    if (len == 0 || len >= n || text[0] != '/') return 0;
    size_t k = 0;
    for (size_t i = 0; i < len && k + 1 < n; i++) {
        unsigned hi, lo;
        if (text[i] == '%' && i + 2 < len && sscanf(text + i + 1, "%1x%1x", &hi, &lo) == 2) {
            buf[k++] = (char)(hi * 16 + lo);
            i += 2;
        } else {
            buf[k++] = text[i];
        }
    }
    buf[k] = '\0';
    return fileio_exists(buf) != 0;
}

void record_import_note(const session_t *s, const char *from, char *buf, size_t n)
{
    char origin[512];
    if (foreign_origin_line(s, origin, sizeof origin) == 0)
        snprintf(buf, n, "Imported from %s: %s", from, origin);
    else
        snprintf(buf, n, "Imported a game of %d moves from %s.", session_moves(s, s->cur), from);
}

char *record_clipboard_foreign(void)
{
    if (!SDL_HasClipboardText()) return NULL;
    char *text = SDL_GetClipboardText(), path[1024], err[512], *out = NULL;
    if (!text) return NULL;
    size_t len;
    if (file_named(text, path, sizeof path)) {
        char *file = fileio_read_text(path, &len, err, sizeof err);
        if (file && strlen(file) == len && foreign_detect(file) != FOREIGN_NONE) out = file;
        else free(file);
    } else if (foreign_detect(text) != FOREIGN_NONE) {
        out = strdup(text);
    }
    SDL_free(text);
    return out;
}

session_t *record_import_clipboard(const char *data_dir, char *err, size_t n)
{
    if (!SDL_HasClipboardText()) return snprintf(err, n, "The clipboard holds no text to import."), NULL;
    char *text = SDL_GetClipboardText();
    if (!text || !*text) {
        SDL_free(text);
        return snprintf(err, n, "The clipboard holds no text to import."), NULL;
    }
    size_t len = strlen(text);
    if (len > FILEIO_MAX_READ) {
        SDL_free(text);
        return snprintf(err, n, "The clipboard holds %.1f MB of text: too large for a game record (at most %u MB).",
                        len / 1048576.0, FILEIO_MAX_READ >> 20),
               NULL;
    }
    char path[1024];
    session_t *s;
    if (file_named(text, path, sizeof path)) {
        char why[GAME_ERR_MAX + 1200];
        size_t flen;
        char *ftext = fileio_read_text(path, &flen, why, sizeof why);
        /* Binary data: the save reader says where it stops. */
        s = !ftext ? NULL
            : strlen(ftext) != flen ? session_import(path, data_dir, why, sizeof why)
                                    : import_any(path, ftext, data_dir, why, sizeof why);
        free(ftext);
        if (!s) snprintf(err, n, "Not a game record: %s", why);
    } else {
        s = record_import_text("clipboard", text, data_dir, err, n);
    }
    SDL_free(text);
    return s;
}
