#include "core/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/foreign.h"

static int push_entry(session_t *s, session_entry_kind_t kind, const void *state, const char *move,
                      event_list_t *events)
{
    /* Drop the redo tail. */
    for (int i = s->cur + 1; i < s->n; i++) {
        free(s->hist[i].state);
        event_list_free(&s->hist[i].events);
    }
    s->n = s->cur + 1;
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 64;
        session_entry_t *h = realloc(s->hist, sizeof *h * (size_t)cap);
        if (!h) return -1;
        s->hist = h;
        s->cap = cap;
    }
    void *copy = malloc(s->game->rules->state_size);
    if (!copy) return -1;
    memcpy(copy, state, s->game->rules->state_size);
    session_entry_t *e = &s->hist[s->n];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->state = copy;
    snprintf(e->move, sizeof e->move, "%s", move ? move : "");
    if (events) e->events = *events; /* takes the list */
    else event_list_init(&e->events);
    s->cur = s->n++;
    return 0;
}

static session_t *session_alloc(game_t *g, const void *start, char *err, size_t errlen)
{
    session_t *s = calloc(1, sizeof *s);
    if (s) {
        s->game = g;
        s->cur = -1; /* no entry yet */
    }
    if (!s || push_entry(s, SESSION_START, start, NULL, NULL) < 0) {
        snprintf(err, errlen, "out of memory");
        free(s);
        return NULL;
    }
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) snprintf(s->seat[i], SESSION_SEAT_LEN, "human");
    gclock_init(&s->clock, g->setup.players, 0, 0);
    return s;
}

session_t *session_new(game_t *g, char *err, size_t errlen)
{
    void *st = game_state_new(g);
    if (!st) {
        snprintf(err, errlen, "out of memory");
        game_free(g);
        return NULL;
    }
    if (game_start(g, st, err, errlen) != 0) {
        free(st);
        game_free(g);
        return NULL;
    }
    session_t *s = session_alloc(g, st, err, errlen);
    free(st);
    if (!s) game_free(g);
    return s;
}

session_t *session_new_level(const level_t *lv, const char *data_dir, const char *extra_options,
                             char *err, size_t errlen)
{
    void *st;
    game_t *g = game_from_level(lv, data_dir, extra_options, &st, err, errlen);
    if (!g) return NULL;
    session_t *s = session_alloc(g, st, err, errlen);
    free(st);
    if (!s) {
        game_free(g);
        return NULL;
    }
    s->level = level_new();
    if (!s->level) {
        session_free(s);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    /* Keep only the position: the script of a demo is not part of the game. */
    level_copy_position(s->level, lv);
    return s;
}

void session_free(session_t *s)
{
    if (!s) return;
    for (int i = 0; i < s->n; i++) {
        free(s->hist[i].state);
        event_list_free(&s->hist[i].events);
    }
    free(s->hist);
    free(s->review);
    free(s->origin);
    level_free(s->level);
    game_free(s->game);
    free(s);
}

const void *session_state(const session_t *s) { return s->hist[s->cur].state; }
const session_entry_t *session_current(const session_t *s) { return &s->hist[s->cur]; }
int session_can_undo(const session_t *s) { return s->cur > 0; }
int session_can_redo(const session_t *s) { return s->cur + 1 < s->n; }

int session_play_move(session_t *s, const move_t *m, char *err, size_t errlen)
{
    const game_t *g = s->game;
    void *st = malloc(g->rules->state_size);
    if (!st) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(st, session_state(s), g->rules->state_size);
    char text[MOVE_TEXT_MAX];
    g->rules->format(g, st, m, text, sizeof text);
    event_list_t ev;
    event_list_init(&ev);
    int rc = game_apply_move(g, st, m, &ev, err, errlen);
    if (rc == 0 && push_entry(s, SESSION_MOVE, st, text, &ev) < 0) {
        snprintf(err, errlen, "out of memory");
        rc = -1;
    }
    if (rc != 0) event_list_free(&ev);
    free(st);
    return rc;
}

int session_play(session_t *s, const char *text, char *err, size_t errlen)
{
    move_t *m = malloc(sizeof *m);
    if (!m) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = s->game->rules->parse(s->game, session_state(s), text, m, err, errlen);
    if (rc == 0) rc = session_play_move(s, m, err, errlen);
    free(m);
    return rc;
}

int session_undo(session_t *s)
{
    if (!session_can_undo(s)) return -1;
    s->cur--;
    return 0;
}

int session_redo(session_t *s)
{
    if (!session_can_redo(s)) return -1;
    s->cur++;
    return 0;
}

int session_restart(session_t *s)
{
    return push_entry(s, SESSION_RESTART, s->hist[0].state, "restart", NULL);
}

/* An entry that ends the game off the board: the current position with
 * change (a flag's fall, a resignation) applied to colour, kept as text. */
static int add_ending(session_t *s, session_entry_kind_t kind, const char *text,
                       int (*change)(const game_t *, void *, int, char *, size_t), int colour, char *err,
                       size_t errlen)
{
    const game_t *g = s->game;
    void *st = malloc(g->rules->state_size);
    if (!st) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(st, session_state(s), g->rules->state_size);
    int rc = change(g, st, colour, err, errlen);
    if (rc == 0 && push_entry(s, kind, st, text, NULL) < 0) {
        snprintf(err, errlen, "out of memory");
        rc = -1;
    }
    free(st);
    return rc;
}

int session_flag(session_t *s, int colour, char *err, size_t errlen)
{
    char text[32];
    snprintf(text, sizeof text, "%s %d", SESSION_FLAG_WORD, colour);
    return add_ending(s, SESSION_FLAG, text, game_flag_fall, colour, err, errlen);
}

int session_on_time(const session_t *s) { return session_current(s)->kind == SESSION_FLAG; }

/* "flag C" of a save: the colour, else 0. */
static int flag_colour(const char *move)
{
    size_t k = strlen(SESSION_FLAG_WORD);
    if (strncmp(move, SESSION_FLAG_WORD, k) || move[k] != ' ') return 0;
    char *end;
    long c = strtol(move + k + 1, &end, 10);
    return *end == '\0' && c >= 1 && c <= GAME_MAX_PLAYERS ? (int)c : 0;
}

static const char *const end_words[] = {"", "resign", "timeout", "draw"};

const char *session_end_word(session_end_t how)
{
    return how > SESSION_END_NONE && how <= SESSION_END_DRAW ? end_words[how] : "";
}

session_end_t session_end_parse(const char *text, int *colour)
{
    int c = 0;
    if (colour) *colour = 0;
    if (!strcmp(text, end_words[SESSION_END_DRAW])) return SESSION_END_DRAW;
    for (int how = SESSION_END_RESIGN; how <= SESSION_END_TIMEOUT; how++) {
        size_t k = strlen(end_words[how]);
        if (strncmp(text, end_words[how], k) || text[k] != ' ') continue;
        char *end;
        long v = strtol(text + k + 1, &end, 10);
        if (*end || v < 1 || v > 99 || !(text[k + 1] >= '1' && text[k + 1] <= '9')) return SESSION_END_NONE;
        c = (int)v;
        if (colour) *colour = c;
        return (session_end_t)how;
    }
    return SESSION_END_NONE;
}

int session_end(session_t *s, session_end_t how, int colour, char *err, size_t errlen)
{
    if (how == SESSION_END_DRAW) colour = 0;
    else if (how != SESSION_END_RESIGN && how != SESSION_END_TIMEOUT) {
        snprintf(err, errlen, "no such end of a game");
        return -1;
    } else if (colour < 1) {
        snprintf(err, errlen, "no player %d in this game", colour);
        return -1;
    }
    char text[32];
    if (colour) snprintf(text, sizeof text, "%s %d", end_words[how], colour);
    else snprintf(text, sizeof text, "%s", end_words[how]);
    return add_ending(s, SESSION_END, text, game_end_off_board, colour, err, errlen);
}

session_end_t session_end_of(const session_t *s, int e, int *colour)
{
    if (colour) *colour = 0;
    if (e < 0 || e >= s->n || s->hist[e].kind != SESSION_END) return SESSION_END_NONE;
    return session_end_parse(s->hist[e].move, colour);
}

int session_play_entry(session_t *s, const char *text, char *err, size_t errlen)
{
    int flag = flag_colour(text), colour;
    session_end_t how = session_end_parse(text, &colour);
    if (how) return session_end(s, how, colour, err, errlen);
    if (!strcmp(text, "restart")) {
        if (session_restart(s) == 0) return 0;
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    return flag ? session_flag(s, flag, err, errlen) : session_play(s, text, err, errlen);
}

int session_moves(const session_t *s, int upto)
{
    int n = 0;
    for (int i = 1; i <= upto && i < s->n; i++) {
        if (s->hist[i].kind == SESSION_RESTART) n = 0;
        else if (s->hist[i].kind == SESSION_MOVE) n++;
    }
    return n;
}

int session_flag_colour(const session_t *s, int e)
{
    if (e < 0 || e >= s->n || s->hist[e].kind != SESSION_FLAG) return 0;
    return flag_colour(s->hist[e].move);
}

session_t *session_copy(const session_t *s, int upto, char *err, size_t errlen)
{
    if (upto < 0 || upto >= s->n) upto = s->n - 1;
    size_t ss = s->game->rules->state_size;
    session_t *c = calloc(1, sizeof *c);
    game_t *g = malloc(sizeof *g);
    session_entry_t *h = calloc((size_t)upto + 1, sizeof *h);
    if (!c || !g || !h) goto oom;
    memcpy(g, s->game, sizeof *g); /* plain memory: rules are static, the board has no pointers */
    c->game = g;
    c->hist = h;
    c->cap = upto + 1;
    memcpy(c->seat, s->seat, sizeof c->seat);
    if (s->review) {
        c->review = strdup(s->review);
        if (!c->review) goto oom;
        c->review_key = s->review_key;
    }
    if (s->origin && !(c->origin = strdup(s->origin))) goto oom;
    if (s->level) {
        c->level = level_new();
        if (!c->level) goto oom;
        level_copy_position(c->level, s->level);
    }
    for (int i = 0; i <= upto; i++) {
        const session_entry_t *e = &s->hist[i];
        h[i].kind = e->kind;
        memcpy(h[i].move, e->move, sizeof h[i].move);
        h[i].state = malloc(ss);
        c->n = i + 1;
        if (!h[i].state || event_list_copy(&h[i].events, &e->events)) goto oom;
        memcpy(h[i].state, e->state, ss);
    }
    c->cur = s->cur < upto ? s->cur : upto;
    return c;
oom:
    snprintf(err, errlen, "out of memory");
    if (c && c->game) session_free(c);
    else {
        free(c);
        free(g);
        free(h);
    }
    return NULL;
}

int session_seat_of_colour(const session_t *s, int colour)
{
    const game_head_t *h = game_head(session_state(s));
    if (h->swapped && s->game->setup.players == 2) return 3 - colour;
    return colour;
}

static int seat_is_person(const session_t *s, int seat)
{
    return !s->seat[seat][0] || !strcmp(s->seat[seat], "human");
}

void session_result_words(const session_t *s, char *buf, size_t n)
{
    const game_head_t *h = game_head(session_state(s));
    const char *const *names = s->game->rules->colour_names;
    int players = s->game->setup.players, people = 0, person = -1;
    if (n) buf[0] = '\0';
    if (h->status == GAME_ONGOING) return;
    if (h->status == GAME_DRAW || !h->winners) {
        snprintf(buf, n, "Draw");
        return;
    }
    for (int i = 0; i < players; i++)
        if (seat_is_person(s, i)) people++, person = i;
    if (people == 1) {
        int won = 0;
        for (int c = 1; c <= players; c++)
            if (h->winners >> (c - 1) & 1 && session_seat_of_colour(s, c) - 1 == person) won = 1;
        snprintf(buf, n, won ? "You won" : "You lost");
        return;
    }
    size_t at = 0;
    int count = 0, total = 0;
    for (int c = 1; c <= players; c++) total += h->winners >> (c - 1) & 1;
    for (int c = 1; c <= players && at < n; c++) {
        if (!(h->winners >> (c - 1) & 1)) continue;
        count++;
        const char *sep = count == 1 ? "" : count == total ? " and " : ", ";
        at += (size_t)snprintf(buf + at, n - at, "%s%s", sep, names && names[c - 1] ? names[c - 1] : "?");
    }
    if (at < n) snprintf(buf + at, n - at, " won");
}

/* FNV-1a, 64 bits. */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}

uint64_t session_review_key(const session_t *s)
{
    const game_t *g = s->game;
    uint64_t h = 0xcbf29ce484222325ULL;
    char buf[8192];
    int head[3] = {g->setup.side, g->setup.players, game_head(s->hist[0].state)->to_move};
    h = fnv(h, g->rules->id, strlen(g->rules->id) + 1);
    h = fnv(h, head, sizeof head);
    game_setup_format_options(g->rules, &g->setup, buf, sizeof buf);
    h = fnv(h, buf, strlen(buf) + 1);
    size_t n = game_board_text(g, s->hist[0].state, buf, sizeof buf);
    h = fnv(h, buf, n < sizeof buf ? n : sizeof buf - 1);
    for (int i = 1; i < s->n; i++) h = fnv(h, s->hist[i].move, strlen(s->hist[i].move) + 1);
    return h;
}

int session_set_review(session_t *s, const char *text)
{
    char *copy = NULL;
    if (text && !(copy = strdup(text))) return -1;
    free(s->review);
    s->review = copy;
    s->review_key = copy ? session_review_key(s) : 0;
    return 0;
}

const char *session_review(const session_t *s)
{
    return s->review && s->review_key == session_review_key(s) ? s->review : NULL;
}

char *session_save_text(const session_t *s)
{
    level_t *lv = level_new();
    if (!lv) return NULL;
    const game_t *g = s->game;
    if (s->level) level_copy_position(lv, s->level);
    snprintf(lv->format, sizeof lv->format, "%s", SESSION_SAVE_FORMAT);
    snprintf(lv->game, sizeof lv->game, "%s", g->rules->id);
    lv->size = g->setup.side;
    lv->players = g->setup.players;
    game_setup_format_options(g->rules, &g->setup, lv->options, sizeof lv->options);
    for (int i = 0; i < g->setup.players; i++)
        snprintf(lv->seat[i], sizeof lv->seat[i], "%s", s->seat[i]);
    for (int i = 1; i < s->n; i++)
        if (level_add_step(lv, s->hist[i].move, "", 0)) {
            level_free(lv);
            return NULL;
        }
    lv->cursor = s->cur;
    const char *review = session_review(s);
    if (review) {
        lv->review = strdup(review);
        if (!lv->review) {
            level_free(lv);
            return NULL;
        }
        lv->review_key = s->review_key;
    }
    gclock_save_text(&s->clock, lv->clock, sizeof lv->clock);
    int flag = 0, ended = 0;
    for (int i = 1; i < s->n; i++) {
        flag |= s->hist[i].kind == SESSION_FLAG;
        ended |= s->hist[i].kind == SESSION_END;
    }
    if (review || lv->clock[0] || flag) snprintf(lv->format, sizeof lv->format, "%s", SESSION_SAVE_FORMAT_2);
    if (s->origin && s->origin[0]) {
        if (!(lv->origin = strdup(s->origin))) {
            level_free(lv);
            return NULL;
        }
        snprintf(lv->format, sizeof lv->format, "%s", SESSION_SAVE_FORMAT_3);
    }
    if (ended) snprintf(lv->format, sizeof lv->format, "%s", SESSION_SAVE_FORMAT_4);
    size_t cap = 4096 + (size_t)lv->nsteps * 64 + (review ? strlen(review) * 2 : 0) +
                 (lv->origin ? strlen(lv->origin) * 5 : 0);
    char *out = NULL;
    for (;;) {
        char *p = realloc(out, cap);
        if (!p) {
            free(out);
            out = NULL;
            break;
        }
        out = p;
        if (level_write(lv, out, cap) >= 0) break;
        cap *= 2;
    }
    level_free(lv);
    return out;
}

int session_save_fits(const char *text, const char *path, char *err, size_t errlen)
{
    size_t len = strlen(text);
    if (len <= FILEIO_MAX_READ) return 0;
    snprintf(err, errlen, "%s: not saved: the save would take %zu bytes, over the %u a save may hold", path, len,
             FILEIO_MAX_READ);
    return -1;
}

char *session_save_checked(const session_t *s, const char *path, char *err, size_t errlen)
{
    if (s->n - 1 > LEVEL_MAX_STEPS) {
        snprintf(err, errlen, "%s: cannot save %d moves (at most %d)", path, s->n - 1, LEVEL_MAX_STEPS);
        return NULL;
    }
    char *text = session_save_text(s);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    if (session_save_fits(text, path, err, errlen) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

int session_save_to(const session_t *s, const char *path, int sync, char *err, size_t errlen)
{
    char *text = session_save_checked(s, path, err, errlen);
    if (!text) return -1;
    int rc = (sync ? fileio_write_atomic : fileio_write_atomic_nosync)(path, text, strlen(text), err, errlen);
    free(text);
    return rc;
}

int session_save(const session_t *s, const char *path, char *err, size_t errlen)
{
    return session_save_to(s, path, 1, err, errlen);
}

/* levels_too: a level's text (no format: line) gives a game from its
 * position, and its moves if it has any. */
static session_t *load_text(const char *name, const char *text, const char *data_dir, int levels_too, char *err,
                            size_t errlen)
{
    level_t *lv = level_new();
    if (!lv) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    session_t *s = NULL;
    if (level_parse(lv, name, text, err, errlen) != 0) goto done;
    if (levels_too && !lv->format[0]) {
        /* A level: no format to check. */
    } else if (strncmp(lv->format, "hexarcade-save ", 15) != 0) {
        snprintf(err, errlen, "%s: not a Hexarcade save (no 'format: %s')", name, SESSION_SAVE_FORMAT);
        goto done;
    } else if (strcmp(lv->format, SESSION_SAVE_FORMAT) != 0 && strcmp(lv->format, SESSION_SAVE_FORMAT_2) != 0 &&
               strcmp(lv->format, SESSION_SAVE_FORMAT_3) != 0 && strcmp(lv->format, SESSION_SAVE_FORMAT_4) != 0) {
        snprintf(err, errlen, "%s: saved by a newer Hexarcade ('%s'); this one reads '%s'", name,
                 lv->format, SESSION_SAVE_FORMAT_4);
        goto done;
    }
    if (lv->origin) {
        /* The record must read as it did when imported: the screens and
         * the export rely on it. */
        foreign_list_t l;
        char msg[GAME_ERR_MAX + 256];
        if (foreign_detect(lv->origin) == FOREIGN_NONE) {
            snprintf(err, errlen, "%s:%d: origin is not a record of AbstractPlay or Little Golem", name,
                     lv->line_origin);
            goto done;
        }
        if (foreign_read("origin", lv->origin, &l, NULL, msg, sizeof msg) != 0) {
            snprintf(err, errlen, "%s:%d: damaged origin record (%s)", name, lv->line_origin, msg);
            goto done;
        }
        foreign_list_free(&l);
    }
    if (lv->board_line) {
        s = session_new_level(lv, data_dir, NULL, err, errlen);
    } else {
        const game_rules_t *r = game_by_id(lv->game);
        if (!r) {
            snprintf(err, errlen, "%s:%d: unknown game '%s'", name, lv->line_game, lv->game);
            goto done;
        }
        game_setup_t setup;
        game_setup_default(r, &setup, lv->players ? lv->players : r->min_players);
        char words[LEVEL_TEXT_LEN + 64];
        snprintf(words, sizeof words, "%s", lv->options);
        if (lv->size) {
            size_t k = strlen(words);
            snprintf(words + k, sizeof words - k, " size=%d", lv->size);
        }
        if (lv->players) {
            size_t k = strlen(words);
            snprintf(words + k, sizeof words - k, " players=%d", lv->players);
        }
        char msg[GAME_ERR_MAX];
        if (game_setup_parse(r, &setup, words, msg, sizeof msg)) {
            snprintf(err, errlen, "%s:%d: %s", name, lv->line_options, msg);
            goto done;
        }
        game_t *g = game_new(r, &setup, data_dir, err, errlen);
        if (g) s = session_new(g, err, errlen);
    }
    if (!s) goto done;
    for (int i = 0; i < LEVEL_MAX_SEATS; i++)
        if (lv->seat[i][0]) snprintf(s->seat[i], SESSION_SEAT_LEN, "%s", lv->seat[i]);
    for (int i = 0; i < lv->nsteps; i++) {
        char msg[GAME_ERR_MAX] = "out of memory";
        if (session_play_entry(s, lv->steps[i].move, msg, sizeof msg) != 0) {
            snprintf(err, errlen, "%s:%d: move '%s' refused: %s", name, lv->steps[i].line,
                     lv->steps[i].move, msg);
            session_free(s);
            s = NULL;
            goto done;
        }
    }
    if (lv->cursor >= 0) {
        if (lv->cursor >= s->n) {
            snprintf(err, errlen, "%s: cursor %d is past the %d moves", name, lv->cursor, s->n - 1);
            session_free(s);
            s = NULL;
            goto done;
        }
        s->cur = lv->cursor;
    }
    if (lv->clock[0]) {
        char msg[GAME_ERR_MAX];
        if (gclock_load_text(&s->clock, s->game->setup.players, lv->clock, msg, sizeof msg)) {
            snprintf(err, errlen, "%s: %s", name, msg);
            session_free(s);
            s = NULL;
            goto done;
        }
    }
    if (lv->origin) {
        s->origin = lv->origin;
        lv->origin = NULL;
    }
    /* A review of other moves (the file was edited) is dropped, not an
     * error: the game itself loads. */
    if (lv->review && lv->review_key == session_review_key(s)) {
        s->review = lv->review;
        s->review_key = lv->review_key;
        lv->review = NULL;
    }
done:
    level_free(lv);
    return s;
}

session_t *session_load_text(const char *name, const char *text, const char *data_dir, char *err,
                             size_t errlen)
{
    return load_text(name, text, data_dir, 0, err, errlen);
}

session_t *session_import_text(const char *name, const char *text, const char *data_dir, char *err, size_t errlen)
{
    return load_text(name, text, data_dir, 1, err, errlen);
}

static session_t *load_file(const char *path, const char *data_dir, int levels_too, char *err, size_t errlen)
{
    size_t len, col;
    int line;
    err[0] = '\0';
    char *text = fileio_read_text(path, &len, err, errlen);
    if (!text) return NULL;
    if (fileio_nul_at(text, len, &line, &col)) {
        snprintf(err, errlen, "%s:%d: a NUL byte (character %zu of the line): not a Hexarcade %s (binary data)", path,
                 line, col, levels_too ? "save or level" : "save");
        free(text);
        return NULL;
    }
    session_t *s = load_text(path, text, data_dir, levels_too, err, errlen);
    free(text);
    return s;
}

session_t *session_load(const char *path, const char *data_dir, char *err, size_t errlen)
{
    return load_file(path, data_dir, 0, err, errlen);
}

session_t *session_import(const char *path, const char *data_dir, char *err, size_t errlen)
{
    return load_file(path, data_dir, 1, err, errlen);
}
