#define _GNU_SOURCE /* fopencookie: the engine protocol's answers go nowhere */
#include "harness.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/foreign.h"
#include "core/game.h"
#include "core/level.h"
#include "core/session.h"
#include "core/settings.h"
#include "engine/gtp.h"
#include "memfs.h"

/* Bounds that keep one input fast: the fuzzer's worth is in executions per
 * second, and none of these cut a code path off (only repetitions of it). */
#define FZ_SCRIPT_STEPS 200   /* scripted moves of a level played */
#define FZ_LEGAL_MAX 2000     /* legal move lists longer than this are "too many" */
#define FZ_LEGAL_TRY 24       /* listed moves parsed and applied back */
#define FZ_BOARD_TEXT 32768

/* An invariant broke: say which, then abort so libFuzzer keeps the input
 * and cmocka (test_regress) reports the failing test. */
static void fz_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void fz_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "fuzz invariant: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    abort();
}

/* The parsers take C strings: an embedded NUL simply ends the text, as it
 * does for every caller that read a file (they refuse NULs before parsing). */
static char *fz_text(const uint8_t *data, size_t size)
{
    char *t = malloc(size + 1);
    if (!t) abort();
    memcpy(t, data, size);
    t[size] = '\0';
    return t;
}

/* fz_text as the file readers give it to the parsers: a leading BOM
 * dropped, CR and CR LF line ends made LF (fileio_read_text). */
static char *fz_file_text(const uint8_t *data, size_t size)
{
    char *t = fz_text(data, size);
    fileio_text_tidy(t, size);
    return t;
}

const char *fuzz_data_dir(void)
{
    static char dir[1024];
    if (!dir[0]) {
        const char *env = getenv("HEXARCADE_DATA");
        if (env && *env) snprintf(dir, sizeof dir, "%s", env);
        else game_data_dir(dir, sizeof dir, NULL);
    }
    return dir;
}

/* The first thing every harness does: the file layer on files in memory
 * (memfs.h), an empty table for each input, so no input can write, rename
 * or remove a real file (a fuzzed `savegame /dev/null` once replaced it). */
static void fz_begin(void)
{
    if (memfs_active()) memfs_reset();
    else memfs_install(fuzz_data_dir());
    if (!memfs_active()) fz_fail("the file operations in memory are not in use");
}

/* Everything the UI and the tools read from a position, so a state the rules
 * accepted is also one they can show. */
static void fz_exercise(const game_t *g, const void *st)
{
    const game_rules_t *r = g->rules;
    char *text = malloc(FZ_BOARD_TEXT);
    if (!text) abort();
    game_board_text(g, st, text, FZ_BOARD_TEXT);
    game_result_text(st, text, 64);
    r->status_text(g, st, text, 256);
    game_view_t *v = malloc(sizeof *v);
    if (!v) abort();
    r->view(g, st, v);
    free(v);
    int score[GAME_SCORE_MAX];
    for (int p = 1; p <= g->setup.players; p++) {
        int n = r->score(g, st, p, score, GAME_SCORE_MAX);
        if (n < 0 || n > GAME_SCORE_MAX) fz_fail("%s: score of %d gave %d values", r->id, p, n);
    }
    action_t act[256];
    int na = r->actions(g, st, act, 256);
    if (na < 0 || na > 256) fz_fail("%s: actions gave %d", r->id, na);
    free(text);
}

/* The legal move list must be what the parser reads back and what the rules
 * accept: a listed move that is refused would be a dead end for the AI and a
 * save that cannot be loaded. */
static void fz_check_legal(const game_t *g, const void *st)
{
    const game_rules_t *r = g->rules;
    if (game_head(st)->in_turn) return; /* lists are of whole turns */
    char err[GAME_ERR_MAX];
    int count = 0;
    char *list = game_legal_moves_text(g, st, FZ_LEGAL_MAX, &count, err, sizeof err);
    if (!list) {
        if (strcmp(err, "too many")) fz_fail("%s: legal moves: %s", r->id, err);
        return;
    }
    void *tmp = malloc(r->state_size);
    if (!tmp) abort();
    char *save = NULL;
    /* Spread the tries over the list rather than its first entries; a fixed
     * stride, so a kept input replays the same way. */
    int stride = count / FZ_LEGAL_TRY + 1, i = 0;
    for (char *w = strtok_r(list, " ", &save); w; w = strtok_r(NULL, " ", &save), i++) {
        if (i % stride) continue;
        memcpy(tmp, st, r->state_size);
        if (game_play(g, tmp, w, NULL, NULL, 0, err, sizeof err) != 0)
            fz_fail("%s: listed legal move '%s' refused: %s", r->id, w, err);
    }
    free(tmp);
    free(list);
}

/* ---- levels ---------------------------------------------------------- */

static char *fz_level_text(const level_t *lv)
{
    size_t cap = 8192;
    for (;;) {
        char *buf = malloc(cap);
        if (!buf) abort();
        if (level_write(lv, buf, cap) >= 0) return buf;
        free(buf);
        cap *= 2;
    }
}

int fuzz_level(const uint8_t *data, size_t size)
{
    fz_begin();
    char *text = fz_file_text(data, size);
    char err[2048];
    level_t *lv = level_new();
    if (!lv) abort();
    if (level_parse(lv, "fuzz.txt", text, err, sizeof err) == 0) {
        void *st = NULL;
        game_t *g = game_from_level(lv, fuzz_data_dir(), NULL, &st, err, sizeof err);
        if (g) {
            /* A level a game accepts must survive level_write: saves and the
             * level editor write levels this way. */
            char *w1 = fz_level_text(lv);
            level_t *lv2 = level_new();
            if (!lv2) abort();
            if (level_parse(lv2, "fuzz.txt", w1, err, sizeof err) != 0)
                fz_fail("level_write output does not parse: %s\n---\n%s", err, w1);
            char *w2 = fz_level_text(lv2);
            if (strcmp(w1, w2)) fz_fail("level round trip differs:\n%s---\n%s", w1, w2);
            free(w1);
            free(w2);
            level_free(lv2);

            fz_exercise(g, st);
            fz_check_legal(g, st);
            event_list_t ev;
            event_list_init(&ev);
            char canon[MOVE_TEXT_MAX];
            for (int i = 0; i < lv->nsteps && i < FZ_SCRIPT_STEPS; i++) {
                if (!strcmp(lv->steps[i].move, "restart")) continue;
                event_list_clear(&ev);
                if (game_play(g, st, lv->steps[i].move, &ev, canon, sizeof canon, err, sizeof err))
                    continue; /* refused: the position is unchanged */
                fz_exercise(g, st);
            }
            fz_check_legal(g, st);
            event_list_free(&ev);
            free(st);
            game_free(g);
        }
    }
    level_free(lv);
    free(text);
    return 0;
}

/* ---- moves ----------------------------------------------------------- */

#define FZ_MAX_POS 256

typedef struct {
    game_t *g;
    void *st;
} fz_pos_t;

static fz_pos_t fz_pos[FZ_MAX_POS];
static int fz_npos = -1;

static void fz_add_pos(game_t *g, const void *st)
{
    if (fz_npos >= FZ_MAX_POS) return;
    void *copy = malloc(g->rules->state_size);
    if (!copy) abort();
    memcpy(copy, st, g->rules->state_size);
    fz_pos[fz_npos].g = g;
    fz_pos[fz_npos].st = copy;
    fz_npos++;
}

/* Start and mid-game positions (after 1, 3, 10 and 40 random turns, and the
 * end of a random game) of each game with its fewest and most players and
 * its smallest board. Fixed seeds: the same byte always picks the same
 * position, so a kept crasher replays. Kept for the process's life. */
static void fz_build_positions(void)
{
    fz_npos = 0;
    char err[GAME_ERR_MAX];
    for (int i = 0; i < game_count(); i++) {
        const game_rules_t *r = game_by_index(i);
        game_setup_t setups[3];
        int ns = 0;
        game_setup_default(r, &setups[ns++], r->min_players);
        if (r->max_players > r->min_players) game_setup_default(r, &setups[ns++], r->max_players);
        if (r->board_kind == BOARD_HEXHEX && r->min_side != setups[0].side) {
            setups[ns] = setups[0];
            setups[ns++].side = r->min_side;
        }
        for (int k = 0; k < ns; k++) {
            game_t *g = game_new(r, &setups[k], fuzz_data_dir(), err, sizeof err);
            if (!g) continue;
            void *st = game_state_new(g);
            if (!st || game_start(g, st, err, sizeof err) != 0) {
                /* No start level for this set-up: nothing to fuzz there. */
                free(st);
                game_free(g);
                continue;
            }
            fz_add_pos(g, st);
            rng_t rng;
            rng_seed(&rng, (uint64_t)(i * 16 + k + 1));
            const int marks[] = {1, 3, 10, 40};
            int turns = 0;
            for (int m = 0; m < 4; m++) {
                while (turns < marks[m] && !game_is_over(st) && r->random_turn(g, st, &rng) == 0)
                    turns++;
                if (!game_is_over(st)) fz_add_pos(g, st);
            }
            while (turns < 20000 && !game_is_over(st) && r->random_turn(g, st, &rng) == 0) turns++;
            fz_add_pos(g, st);
            free(st);
            /* g stays: the positions refer to it. */
        }
    }
}

int fuzz_move_positions(void)
{
    if (fz_npos < 0) fz_build_positions();
    return fz_npos;
}

const void *fuzz_move_position(int i, const void **game)
{
    if (i < 0 || i >= fuzz_move_positions()) return NULL;
    *game = fz_pos[i].g;
    return fz_pos[i].st;
}

int fuzz_move(const uint8_t *data, size_t size)
{
    fz_begin();
    if (size < 1 || fuzz_move_positions() == 0) return 0;
    const fz_pos_t *p = &fz_pos[data[0] % fz_npos];
    const game_t *g = p->g;
    const game_rules_t *r = g->rules;
    char *text = fz_text(data + 1, size - 1);
    char err[GAME_ERR_MAX], canon[MOVE_TEXT_MAX], canon2[MOVE_TEXT_MAX];
    move_t *m = malloc(sizeof *m), *m2 = malloc(sizeof *m2);
    void *a = malloc(r->state_size), *b = malloc(r->state_size);
    if (!m || !m2 || !a || !b) abort();
    if (r->parse(g, p->st, text, m, err, sizeof err) == 0) {
        if (m->n < 0 || m->n > MOVE_MAX_ACTIONS) fz_fail("%s: parse gave %d actions", r->id, m->n);
        r->format(g, p->st, m, canon, sizeof canon);
        if (r->parse(g, p->st, canon, m2, err, sizeof err) != 0)
            fz_fail("%s: canonical '%s' of '%s' does not parse: %s", r->id, canon, text, err);
        r->format(g, p->st, m2, canon2, sizeof canon2);
        if (strcmp(canon, canon2))
            fz_fail("%s: canonical '%s' of '%s' formats back as '%s'", r->id, canon, text, canon2);
        memcpy(a, p->st, r->state_size);
        memcpy(b, p->st, r->state_size);
        event_list_t ev;
        event_list_init(&ev);
        int rc = game_apply_move(g, a, m, &ev, err, sizeof err);
        event_list_free(&ev);
        if (rc == 0) {
            /* What the session saves (the canonical text) must replay to the
             * same position. */
            if (game_apply_move(g, b, m2, NULL, err, sizeof err) != 0)
                fz_fail("%s: '%s' was legal, its canonical '%s' is not: %s", r->id, text, canon, err);
            char *ta = malloc(FZ_BOARD_TEXT), *tb = malloc(FZ_BOARD_TEXT);
            if (!ta || !tb) abort();
            game_board_text(g, a, ta, FZ_BOARD_TEXT);
            game_board_text(g, b, tb, FZ_BOARD_TEXT);
            if (strcmp(ta, tb) || game_head(a)->to_move != game_head(b)->to_move ||
                game_head(a)->ply != game_head(b)->ply || game_head(a)->status != game_head(b)->status)
                fz_fail("%s: '%s' and its canonical '%s' lead to different positions", r->id, text,
                        canon);
            free(ta);
            free(tb);
            fz_exercise(g, a);
        }
    }
    free(a);
    free(b);
    free(m);
    free(m2);
    free(text);
    return 0;
}

/* ---- actions, one at a time (as the UI plays a turn) -------------------- */

int fuzz_act(const uint8_t *data, size_t size)
{
    fz_begin();
    if (size < 1 || fuzz_move_positions() == 0) return 0;
    const fz_pos_t *p = &fz_pos[data[0] % fz_npos];
    const game_t *g = p->g;
    const game_rules_t *r = g->rules;
    void *st = malloc(r->state_size);
    action_t *list = malloc(sizeof *list * 1024);
    if (!st || !list) abort();
    memcpy(st, p->st, r->state_size);
    char err[GAME_ERR_MAX];
    event_list_t ev;
    event_list_init(&ev);
    int places = r->board_kind == BOARD_SITES ? g->board.nsites : g->board.ncells;
    for (size_t i = 1; i < size && !game_is_over(st);) {
        int n = r->actions(g, st, list, 1024);
        if (n < 0 || n > 1024) fz_fail("%s: actions gave %d", r->id, n);
        uint8_t c = data[i++];
        event_list_clear(&ev);
        if (!(c & 0x80) && n > 0) {
            /* A listed action must be accepted: the UI offers exactly these. */
            action_t a = list[c % n];
            if (game_act(g, st, &a, &ev, err, sizeof err) != 0)
                fz_fail("%s: listed action %d (kind %d a %d b %d n %d) refused: %s", r->id, c % n,
                        a.kind, a.a, a.b, a.n, err);
        } else if (i + 3 <= size) {
            /* Any action on the board (cells in range, as a click gives):
             * refused with a reason or applied, never out of bounds. */
            action_t a = {.kind = (int8_t)(c % 9), .player = game_head(st)->to_move};
            a.a = (int16_t)(data[i] % places);
            a.b = (int16_t)(data[i + 1] % places);
            if (a.kind == ACT_THROW) a.b = (int16_t)(data[i + 1] % 6);
            a.n = (int16_t)(data[i + 2] % 8) - 1;
            i += 3;
            game_act(g, st, &a, &ev, err, sizeof err);
        } else {
            break;
        }
        fz_exercise(g, st);
    }
    /* Once, at the end: the full list costs more than all the actions. */
    fz_check_legal(g, st);
    event_list_free(&ev);
    free(list);
    free(st);
    return 0;
}

/* ---- saves ----------------------------------------------------------- */

int fuzz_save(const uint8_t *data, size_t size)
{
    fz_begin();
    char *text = fz_file_text(data, size);
    char err[2048];
    session_t *s = session_load_text("fuzz.sav", text, fuzz_data_dir(), err, sizeof err);
    if (s) {
        if (s->cur < 0 || s->cur >= s->n) fz_fail("loaded cursor %d of %d entries", s->cur, s->n);
        char *t1 = session_save_text(s);
        if (!t1) fz_fail("session_save_text failed");
        session_t *s2 = session_load_text("again.sav", t1, fuzz_data_dir(), err, sizeof err);
        if (!s2) fz_fail("a save does not load back: %s\n---\n%s", err, t1);
        char *t2 = session_save_text(s2);
        if (!t2 || strcmp(t1, t2)) fz_fail("save round trip differs:\n%s---\n%s", t1, t2 ? t2 : "");
        free(t1);
        free(t2);
        session_free(s2);

        /* Walk the history the way the UI does. */
        fz_exercise(s->game, session_state(s));
        while (session_undo(s) == 0) {}
        fz_exercise(s->game, session_state(s));
        while (session_redo(s) == 0) {}
        if (session_restart(s) == 0) {
            fz_check_legal(s->game, session_state(s));
            if (session_undo(s) != 0) fz_fail("restart cannot be undone");
        }
        session_free(s);
    }
    free(text);
    return 0;
}

/* ---- settings -------------------------------------------------------- */

int fuzz_settings(const uint8_t *data, size_t size)
{
    fz_begin();
    char *text = fz_file_text(data, size);
    char err[1024], buf[16384];
    settings_t s, t;
    settings_default(&s);
    if (settings_parse(&s, "fuzz.conf", text, err, sizeof err) == 0) {
        size_t n = settings_format(&s, buf, sizeof buf);
        if (n >= sizeof buf) fz_fail("settings text too long (%zu)", n);
        settings_default(&t);
        if (settings_parse(&t, "again.conf", buf, err, sizeof err) != 0)
            fz_fail("written settings do not parse: %s\n%s", err, buf);
        if (memcmp(&s, &t, sizeof s)) fz_fail("settings round trip differs:\n%s", buf);
    }
    free(text);
    return 0;
}

/* ---- engine protocol ------------------------------------------------- */

static ssize_t fz_discard(void *cookie, const char *buf, size_t n)
{
    (void)cookie, (void)buf;
    return (ssize_t)n;
}

int fuzz_gtp(const uint8_t *data, size_t size)
{
    fz_begin();
    static FILE *sink;
    if (!sink) sink = fopencookie(NULL, "w", (cookie_io_functions_t){.write = fz_discard});
    if (!sink || size == 0) return 0; /* fmemopen refuses an empty buffer */
    FILE *in = fmemopen((void *)data, size, "r");
    if (!in) return 0;
    gtp_t *s = gtp_new(fuzz_data_dir(), 1);
    if (!s) abort();
    gtp_set_ai(s, 0);
    gtp_set_moves_max(s, FZ_LEGAL_MAX);
    gtp_run(s, in, sink);
    gtp_free(s);
    fclose(in);
    return 0;
}

/* One game of a record: replayed, exported, read back to the same. */
static void fz_foreign_game(const foreign_game_t *fg)
{
    char err[2048];
    session_t *s = foreign_session(fg, fuzz_data_dir(), err, sizeof err);
    if (!s) return;
    if (s->level) {
        /* A start set up by the record's first moves (Wunchunk's open) is
         * not exported: it must say so. */
        char *t = foreign_export_ap(s, err, sizeof err);
        if (t || !strstr(err, "set-up position")) fz_fail("a set-up start exported, or refused without the reason");
        session_free(s);
        return;
    }
    char *t1 = fg->format == FOREIGN_AP ? foreign_export_ap(s, err, sizeof err) : foreign_export_lg(s, err, sizeof err);
    if (!t1) fz_fail("a replayed record does not export: %s", err);
    session_t *s2 = foreign_load_text("again", t1, 0, fuzz_data_dir(), err, sizeof err);
    if (!s2) fz_fail("an exported record does not load back: %s\n---\n%s", err, t1);
    if (s2->cur != s->cur) fz_fail("exported record: %d moves back of %d", s2->cur, s->cur);
    for (int i = 1; i <= s->cur; i++)
        if (strcmp(s->hist[i].move, s2->hist[i].move)) fz_fail("move %d: %s back as %s", i, s->hist[i].move, s2->hist[i].move);
    char *t2 = fg->format == FOREIGN_AP ? foreign_export_ap(s2, err, sizeof err) : foreign_export_lg(s2, err, sizeof err);
    if (!t2 || strcmp(t1, t2)) fz_fail("export round trip differs:\n%s\n---\n%s", t1, t2 ? t2 : "");
    char line[512];
    foreign_origin_line(s2, line, sizeof line);
    free(t1);
    free(t2);
    session_free(s2);
    session_free(s);
}

int fuzz_foreign(const uint8_t *data, size_t size)
{
    fz_begin();
    char *text = fz_text(data, size);
    char err[2048], line[256];
    foreign_list_t l;
    int skipped;
    if (foreign_read("fuzz", text, &l, &skipped, err, sizeof err) == 0) {
        if (l.n < 1) fz_fail("a record read with no game");
        /* An archive is bounded by the input's size; replay a few. */
        for (int i = 0; i < l.n && i < 8; i++) {
            foreign_game_line(&l.games[i], line, sizeof line);
            fz_foreign_game(&l.games[i]);
        }
        foreign_list_free(&l);
    } else if (!err[0]) {
        fz_fail("a record refused without a message");
    }
    free(text);
    return 0;
}
