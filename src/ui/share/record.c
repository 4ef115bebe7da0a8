/* Sharing a game as text: see record.h. */
#include "ui/share/record.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

char *record_moves_text(const session_t *s)
{
    size_t cap = 256 + (size_t)(s->cur + 1) * (MOVE_TEXT_MAX / 8), at = 0;
    char *t = malloc(cap);
    if (!t) return NULL;
    const game_t *g = s->game;
    char size[32] = "";
    if (g->board.kind == BOARD_HEXHEX) snprintf(size, sizeof size, ", size %d", g->setup.side);
    at += (size_t)snprintf(t, cap, "# %s%s, %d players: %d move%s\n", g->rules->name, size, g->setup.players, s->cur,
                           s->cur == 1 ? "" : "s");
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

int record_copy(const session_t *s, int moves_only, char *msg, size_t n)
{
    char *text = moves_only ? record_moves_text(s) : session_save_text(s);
    if (!text) return snprintf(msg, n, "out of memory"), -1;
    int rc = SDL_SetClipboardText(text);
    free(text);
    if (rc) return snprintf(msg, n, "Could not copy to the clipboard: %s", SDL_GetError()), -1;
    int moves = session_moves(s, s->cur);
    snprintf(msg, n, "Copied the %s (%d move%s) to the clipboard.", moves_only ? "move list" : "game record", moves,
             moves == 1 ? "" : "s");
    return 0;
}

session_t *record_import_text(const char *name, const char *text, const char *data_dir, char *err, size_t n)
{
    size_t len = strlen(text);
    char *copy = malloc(len + 1);
    if (!copy) return snprintf(err, n, "out of memory"), NULL;
    memcpy(copy, text, len + 1);
    copy[fileio_text_tidy(copy, len)] = '\0';
    char why[GAME_ERR_MAX + 512];
    session_t *s = session_load_text(name, copy, data_dir, why, sizeof why);
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

session_t *record_import_clipboard(const char *data_dir, char *err, size_t n)
{
    if (!SDL_HasClipboardText()) return snprintf(err, n, "The clipboard holds no text to import."), NULL;
    char *text = SDL_GetClipboardText();
    if (!text || !*text) {
        SDL_free(text);
        return snprintf(err, n, "The clipboard holds no text to import."), NULL;
    }
    char path[1024];
    session_t *s;
    if (file_named(text, path, sizeof path)) {
        char why[GAME_ERR_MAX + 1200];
        s = session_load(path, data_dir, why, sizeof why);
        if (!s) snprintf(err, n, "Not a game record: %s", why);
    } else {
        s = record_import_text("clipboard", text, data_dir, err, n);
    }
    SDL_free(text);
    return s;
}
