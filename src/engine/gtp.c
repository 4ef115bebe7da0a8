#include "engine/gtp.h"

#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "ai/ai.h"
#include "ai/ai_eval.h"
#include "ai/ai_review.h"
#include "ai/ai_spec.h"
#include "core/args.h"
#include "core/fileio.h"
#include "core/foreign.h"
#include "core/preview.h"
#include "core/session.h"
#include "core/version.h"
#include "engine/line.h"
#include "engine/reply.h"
#include "plat/plat.h"

#define GTP_MOVES_MAX 100000   /* legal_moves answers "too many" beyond this */
#define GTP_FIRST_TRY 1024     /* most positions: list without the big buffer */
#define GTP_PREVIEW_MAX 65536  /* a preview's lines, or its board text */

struct gtp {
    game_t *g;           /* NULL until `game` or `loadlevel` */
    void *st;            /* the current position */
    void *origin;        /* where clear_board goes back to */
    unsigned char *hist; /* the position before each move played, in order */
    char **moves;        /* the canonical text of each move played (for savegame) */
    int nhist, cap;
    level_t *level;      /* the start position's level (loadlevel, loadgame), NULL: standard */
    /* The game as loadgame read it: what the engine has no command for
     * (seats, clock, stored review, moves after the save's cursor) is
     * written back from it by savegame. NULL after game or loadlevel. */
    session_t *loaded;
    char *record;        /* the record of a game loaded from another site (core/foreign.h), or NULL */
    char data_dir[512];
    uint64_t seed;
    int quit;
    int no_ai;           /* genmove refused (gtp_set_ai) */
    int moves_max;       /* legal_moves limit */
    int ai_level;        /* genmove <colour>'s AI level (hexarcade-level) */
    FILE *in;            /* where commands come from (gtp_run), NULL: one line at a time */
    int stream_cs;       /* > 0: a streaming analysis was asked, every stream_cs centiseconds */
    /* GTP's time_settings and time_left: the AI's clock (seconds; < 0 unknown). */
    double main_time, byo_time;
    int byo_stones, timed;
    double time_left[GAME_MAX_PLAYERS + 1];
    int stones_left[GAME_MAX_PLAYERS + 1];
    FILE *out;           /* where answers go */
    reply_t reply;
};

typedef int (*gtp_fn)(gtp_t *s, const char *args, reply_t *r);

typedef struct {
    const char *name;
    gtp_fn fn;
    int takes_args; /* 0: any argument is an error */
    int private;    /* Hexarcade's own: listed as hexarcade-<name>, the bare name kept as an alias */
} gtp_cmd_t;

#define GTP_PRIVATE "hexarcade-"

static const gtp_cmd_t *gtp_find(const char *name);
static void gtp_list(reply_t *r);
static int colour_first(const gtp_t *s, const char *a, const char **rest, int *colour, reply_t *r);

static int fail(reply_t *r, const char *msg)
{
    reply_clear(r);
    reply_add(r, msg);
    return -1;
}

static int need_game(const gtp_t *s, reply_t *r)
{
    return s->g ? 0 : fail(r, "no game: use 'game <id>' (or 'loadlevel <path>')");
}

/* Takes over a new game and position; the old ones are freed. */
static int gtp_adopt(gtp_t *s, game_t *g, void *st, reply_t *r)
{
    void *origin = malloc(g->rules->state_size);
    if (!origin) {
        game_free(g);
        free(st);
        return fail(r, "out of memory");
    }
    memcpy(origin, st, g->rules->state_size);
    game_free(s->g);
    free(s->st);
    free(s->origin);
    free(s->hist);
    for (int i = 0; i < s->nhist; i++) free(s->moves[i]);
    free(s->moves);
    level_free(s->level);
    s->level = NULL;
    session_free(s->loaded);
    s->loaded = NULL;
    free(s->record);
    s->record = NULL;
    s->g = g;
    s->st = st;
    s->origin = origin;
    s->hist = NULL;
    s->moves = NULL;
    s->nhist = s->cap = 0;
    return 0;
}

/* Saves the current position before a move, for undo, and the move's text
 * (NULL: filled in by set_last_move once the move is known good). */
static int push_history(gtp_t *s)
{
    size_t sz = s->g->rules->state_size;
    if (s->nhist == s->cap) {
        int cap = s->cap ? 2 * s->cap : 64;
        unsigned char *h = realloc(s->hist, sz * (size_t)cap);
        if (!h) return -1;
        s->hist = h;
        char **m = realloc(s->moves, sizeof *m * (size_t)cap);
        if (!m) return -1;
        s->moves = m;
        s->cap = cap;
    }
    s->moves[s->nhist] = NULL;
    memcpy(s->hist + sz * (size_t)s->nhist++, s->st, sz);
    return 0;
}

static void pop_history(gtp_t *s)
{
    free(s->moves[--s->nhist]);
}

/* The text of the move just pushed; -1 when out of memory. */
static int set_last_move(gtp_t *s, const char *text)
{
    s->moves[s->nhist - 1] = strdup(text);
    return s->moves[s->nhist - 1] ? 0 : -1;
}

static int cmd_name(gtp_t *s, const char *a, reply_t *r)
{
    reply_add(r, "Hexarcade");
    return 0;
}

static int cmd_version(gtp_t *s, const char *a, reply_t *r)
{
    reply_add(r, HEXARCADE_VERSION);
    return 0;
}

static int cmd_protocol_version(gtp_t *s, const char *a, reply_t *r)
{
    reply_add(r, "2");
    return 0;
}

static int cmd_list_commands(gtp_t *s, const char *a, reply_t *r)
{
    gtp_list(r);
    return 0;
}

static int cmd_known_command(gtp_t *s, const char *a, reply_t *r)
{
    if (!*a) return fail(r, "known_command needs a command name");
    reply_add(r, gtp_find(a) ? "true" : "false");
    return 0;
}

static int cmd_quit(gtp_t *s, const char *a, reply_t *r)
{
    s->quit = 1;
    return 0;
}

static int cmd_game(gtp_t *s, const char *a, reply_t *r)
{
    char id[64], err[GAME_ERR_MAX], known[256];
    size_t n = strcspn(a, " ");
    if (!n) {
        args_game_list(known, sizeof known);
        reply_printf(r, "game needs an id (known: %s)", known);
        return -1;
    }
    snprintf(id, sizeof id, "%.*s", (int)(n < sizeof id - 1 ? n : sizeof id - 1), a);
    game_t *g = args_new_game(id, a + n, s->data_dir, err, sizeof err);
    if (!g) return fail(r, err);
    void *st = game_state_new(g);
    if (!st) {
        game_free(g);
        return fail(r, "out of memory");
    }
    if (game_start(g, st, err, sizeof err) != 0) {
        reply_printf(r, "cannot start %s: %s", id, err);
        free(st);
        game_free(g);
        return -1;
    }
    return gtp_adopt(s, g, st, r);
}

/* A relative path not found from the working directory is tried under the
 * data directory, so `loadlevel levels/zumo/...` works from anywhere. */
static int load_level_file(gtp_t *s, level_t *lv, const char *path, char *err, size_t errlen)
{
    if (path[0] != '/' && !fileio_exists(path)) {
        char alt[1024];
        snprintf(alt, sizeof alt, "%s/%s", s->data_dir, path);
        if (fileio_exists(alt)) return level_load(lv, alt, err, errlen);
    }
    return level_load(lv, path, err, errlen);
}

static int cmd_loadlevel(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX + 600];
    if (!*a) return fail(r, "loadlevel needs a path");
    level_t *lv = level_new();
    if (!lv) return fail(r, "out of memory");
    void *st = NULL;
    game_t *g = NULL;
    if (load_level_file(s, lv, a, err, sizeof err) == 0)
        g = game_from_level(lv, s->data_dir, NULL, &st, err, sizeof err);
    level_t *pos = g ? level_new() : NULL;
    if (pos) level_copy_position(pos, lv); /* what savegame writes as the start */
    level_free(lv);
    if (!g) return fail(r, err);
    if (!pos) {
        game_free(g);
        free(st);
        return fail(r, "out of memory");
    }
    if (gtp_adopt(s, g, st, r) != 0) {
        level_free(pos);
        return -1;
    }
    s->level = pos;
    return 0;
}

/* What a loaded save held beyond the moves, onto ss (the game as the
 * engine has it): the seats and the clock line as they were (the engine
 * runs no clock), the stored review (written only while it is still of
 * these moves), and, while the moves played are the save's own, the moves
 * after its cursor with the cursor where the engine stands. */
static int keep_loaded(const gtp_t *s, session_t *ss, char *err, size_t errlen)
{
    const session_t *l = s->loaded;
    memcpy(ss->seat, l->seat, sizeof ss->seat);
    ss->clock = l->clock;
    if (l->review) {
        free(ss->review);
        ss->review = strdup(l->review);
        if (!ss->review) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        ss->review_key = l->review_key;
    }
    int same = s->nhist < l->n;
    for (int i = 0; same && i < s->nhist; i++) same = !strcmp(s->moves[i], l->hist[i + 1].move);
    if (!same) return 0;
    for (int i = s->nhist + 1; i < l->n; i++) {
        char msg[GAME_ERR_MAX] = "out of memory";
        if (session_play_entry(ss, l->hist[i].move, msg, sizeof msg) != 0) {
            snprintf(err, errlen, "move %d '%s' refused on replay: %s", i, l->hist[i].move, msg);
            return -1;
        }
    }
    ss->cur = s->nhist;
    return 0;
}

/* The game so far as a session (start position, every move played). */
static session_t *as_session(const gtp_t *s, char *err, size_t errlen)
{
    session_t *ss;
    if (s->level) {
        ss = session_new_level(s->level, s->data_dir, NULL, err, errlen);
    } else {
        game_t *g = malloc(sizeof *g);
        if (!g) {
            snprintf(err, errlen, "out of memory");
            return NULL;
        }
        *g = *s->g;
        ss = session_new(g, err, errlen);
    }
    if (ss && s->record && !(ss->origin = strdup(s->record))) {
        snprintf(err, errlen, "out of memory");
        session_free(ss);
        return NULL;
    }
    for (int i = 0; ss && i < s->nhist; i++) {
        char msg[GAME_ERR_MAX] = "out of memory";
        if (session_play_entry(ss, s->moves[i], msg, sizeof msg) != 0) {
            snprintf(err, errlen, "move %d '%s' refused on replay: %s", i + 1, s->moves[i], msg);
            session_free(ss);
            ss = NULL;
        }
    }
    if (ss && s->loaded && keep_loaded(s, ss, err, errlen)) {
        session_free(ss);
        ss = NULL;
    }
    return ss;
}

/* Cuts a trailing " <flag> <word>" off args (in place) into word; 1 when found. */
static int trailing_option(char *args, const char *flag, char *word, size_t n)
{
    char *sp = strrchr(args, ' ');
    if (!sp) return 0;
    size_t fl = strlen(flag);
    char *before = sp;
    while (before > args && before[-1] == ' ') before--;
    if ((size_t)(before - args) < fl || strncmp(before - fl, flag, fl) || (before - fl > args && before[-fl - 1] != ' '))
        return 0;
    snprintf(word, n, "%s", sp + 1);
    char *cut = before - fl;
    while (cut > args && cut[-1] == ' ') cut--;
    *cut = '\0';
    return 1;
}

/* Writes the game (set-up, start, every move) as a save file, or with
 * --format ap|lg as an AbstractPlay record or a Little Golem text;
 * atomically. */
static int cmd_savegame(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX + 1200], path[GTP_LINE_MAX], fmt[32] = "hexarcade";
    if (need_game(s, r)) return -1;
    snprintf(path, sizeof path, "%s", a);
    if (trailing_option(path, "--format", fmt, sizeof fmt) && strcmp(fmt, "ap") && strcmp(fmt, "lg") &&
        strcmp(fmt, "hexarcade")) {
        reply_printf(r, "savegame --format takes ap, lg or hexarcade, not '%.30s'", fmt);
        return -1;
    }
    if (!*path) return fail(r, "savegame needs a path");
    session_t *ss = as_session(s, err, sizeof err);
    int rc = -1;
    if (ss && !strcmp(fmt, "hexarcade")) {
        rc = session_save(ss, path, err, sizeof err);
    } else if (ss) {
        char *text = !strcmp(fmt, "ap") ? foreign_export_ap(ss, err, sizeof err) : foreign_export_lg(ss, err, sizeof err);
        if (text) {
            size_t len = strlen(text);
            text[len] = '\0';
            char *line = malloc(len + 2);
            if (line) {
                memcpy(line, text, len);
                line[len] = '\n';
                rc = fileio_write_atomic(path, line, len + 1, err, sizeof err);
                free(line);
            } else {
                snprintf(err, sizeof err, "out of memory");
            }
            free(text);
        }
    }
    session_free(ss);
    return rc == 0 ? 0 : fail(r, err);
}

/* Takes the game of a save file at its cursor, or of an AbstractPlay
 * record (an archive's game N, 1 the newest: `loadgame PATH N`) or a
 * Little Golem text at its end; a bad file changes nothing. */
static int cmd_loadgame(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX + 1200], path[GTP_LINE_MAX];
    long index = 1;
    if (!*a) return fail(r, "loadgame needs a path");
    snprintf(path, sizeof path, "%s", a);
    char *sp = strrchr(path, ' ');
    if (sp && !fileio_exists(path) && !args_parse_long(sp + 1, 1, 1000000, &index)) {
        while (sp > path && sp[-1] == ' ') sp--;
        *sp = '\0';
    }
    session_t *ss = foreign_load(path, (int)index - 1, s->data_dir, err, sizeof err);
    if (!ss) return fail(r, err);
    char *origin = ss->origin ? strdup(ss->origin) : NULL;
    if (ss->origin && !origin) {
        session_free(ss);
        return fail(r, "out of memory");
    }
    size_t sz = ss->game->rules->state_size;
    game_t *g = malloc(sizeof *g);
    void *st = malloc(sz);
    level_t *pos = ss->level ? level_new() : NULL;
    if (!g || !st || (ss->level && !pos)) {
        free(origin);
        free(g);
        free(st);
        level_free(pos);
        session_free(ss);
        return fail(r, "out of memory");
    }
    *g = *ss->game;
    memcpy(st, ss->hist[0].state, sz);
    if (pos) level_copy_position(pos, ss->level);
    if (gtp_adopt(s, g, st, r) != 0) {
        level_free(pos);
        free(origin);
        session_free(ss);
        return -1;
    }
    s->level = pos;
    s->record = origin;
    /* The moves in effect, each with the position before it for undo. */
    for (int i = 1; i <= ss->cur; i++) {
        if (push_history(s) || set_last_move(s, ss->hist[i].move)) {
            if (s->nhist && !s->moves[s->nhist - 1]) pop_history(s);
            session_free(ss);
            return fail(r, "out of memory");
        }
        memcpy(s->st, ss->hist[i].state, sz);
    }
    s->loaded = ss;
    return 0;
}

/* The search's top moves for the side to move, one per line:
 * "<move> <win rate> <visits>" (the review's search per position, one
 * thread: the same answer on every machine). */
static int cmd_analyze(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX];
    long n = 3;
    if (need_game(s, r)) return -1;
    /* Sabaki's form, `<colour> [interval]`: a streaming analysis (run_stream).
     * A number alone is the older form's count of moves. */
    const char *rest;
    int colour, k = strchr(a, ' ') || !*a || strspn(a, "0123456789") != strlen(a)
                        ? colour_first(s, a, &rest, &colour, r) : 0;
    if (k < 0) return -1;
    if (k > 0) {
        long cs = 100;
        if (*rest && args_parse_long(rest, 1, 100000, &cs))
            return fail(r, "analyze <colour> <interval>: the interval is in centiseconds, 1 to 100000");
        if (s->no_ai) return fail(r, "analyze is switched off here");
        if (game_is_over(s->st)) return fail(r, "the game is over");
        s->stream_cs = (int)cs;
        return 0;
    }
    if (*a && args_parse_long(a, 1, AI_EVAL_TOP_MAX, &n)) {
        reply_printf(r, "analyze takes a count of moves from 1 to %d, not '%.40s'", AI_EVAL_TOP_MAX, a);
        return -1;
    }
    if (s->no_ai) return fail(r, "analyze is switched off here");
    if (game_is_over(s->st)) return fail(r, "the game is over");
    ai_request_t req;
    ai_review_default_request(s->g, &req);
    req.seed = args_seed(s->seed, (uint64_t)game_head(s->st)->ply, (uint64_t)s->nhist);
    req.threads = 1;
    ai_eval_t *e = malloc(sizeof *e);
    if (!e) return fail(r, "out of memory");
    int rc = ai_eval(s->g, s->st, &req, (int)n, e, NULL, NULL, err, sizeof err);
    if (rc != 0) {
        free(e);
        return fail(r, err);
    }
    /* The first line starts after "= " so that the lines line up. */
    reply_printf(r, "\n");
    for (int i = 0; i < e->ntop; i++)
        reply_printf(r, "%s%s %.3f %ld", i ? "\n" : "", e->top[i].text, e->top[i].win, e->top[i].visits);
    free(e);
    return 0;
}

static int cmd_clear_board(gtp_t *s, const char *a, reply_t *r)
{
    if (need_game(s, r)) return -1;
    memcpy(s->st, s->origin, s->g->rules->state_size);
    while (s->nhist) pop_history(s);
    return 0;
}

/* The colour GTP's b (seat 1) or w (seat 2) plays now: after a swap the
 * seats play each other's colours, so the player who swapped has moved
 * and the other moves next, as HexGui and MoHex have it. */
static int seat_colour(const gtp_t *s, int seat)
{
    return s->g->setup.players == 2 && game_head(s->st)->swapped ? 3 - seat : seat;
}

/* A GTP colour word: b/black (the first player, colour 1 until a swap),
 * w/white (the second), a colour name of the game or a player number; 0
 * when the word is none of them. */
static int colour_word(const gtp_t *s, const char *w, size_t n)
{
    char word[32];
    if (!n || n >= sizeof word) return 0;
    snprintf(word, sizeof word, "%.*s", (int)n, w);
    int players = s->g->setup.players;
    if (!strcasecmp(word, "b") || !strcasecmp(word, "black")) return seat_colour(s, 1);
    if (!strcasecmp(word, "w") || !strcasecmp(word, "white")) return seat_colour(s, 2);
    for (int c = 1; c <= players; c++) {
        if (!strcasecmp(word, s->g->rules->colour_names[c - 1])) return c;
        if (word[0] == '0' + c && !word[1]) return c;
    }
    return 0;
}

/* "<colour> rest": the colour (which must be the one to move) and the rest
 * in *rest; 0 when a has no colour word first; -1 with a message. */
static int colour_first(const gtp_t *s, const char *a, const char **rest, int *colour, reply_t *r)
{
    size_t n = strcspn(a, " ");
    int c = colour_word(s, a, n);
    if (!c) return 0;
    *colour = c;
    *rest = a + n;
    while (**rest == ' ') ++*rest;
    int me = game_head(s->st)->to_move;
    if (!game_is_over(s->st) && c != me) {
        reply_printf(r, "it is %s's turn (colour %d), not %s's", s->g->rules->colour_names[me - 1], me,
                     s->g->rules->colour_names[c - 1]);
        return -1;
    }
    return 1;
}

/* `play [colour] resign`: that colour (the side to move when none is
 * named) resigns, whoever is to move; an entry of the game as the save
 * keeps it ("resign C"), taken back by undo. */
static int play_resign(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX], text[32];
    size_t n = strcspn(a, " ");
    int colour = game_head(s->st)->to_move;
    if (strcasecmp(a, "resign")) {
        colour = colour_word(s, a, n);
        if (!colour) return 0;
        const char *rest = a + n;
        while (*rest == ' ') rest++;
        if (strcasecmp(rest, "resign")) return 0;
    }
    if (push_history(s)) return fail(r, "out of memory");
    if (game_end_off_board(s->g, s->st, colour, err, sizeof err) != 0) {
        pop_history(s);
        reply_printf(r, "cannot resign: %s", err);
        return -1;
    }
    snprintf(text, sizeof text, "resign %d", colour);
    if (set_last_move(s, text)) {
        memcpy(s->st, s->hist + s->g->rules->state_size * (size_t)(s->nhist - 1), s->g->rules->state_size);
        pop_history(s);
        return fail(r, "out of memory");
    }
    return 1;
}

static int cmd_play(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX];
    if (need_game(s, r)) return -1;
    if (!*a) return fail(r, "play needs a move");
    int resigned = play_resign(s, a, r);
    if (resigned) return resigned < 0 ? -1 : 0;
    /* GTP's `play <colour> <move>`, or the move alone. */
    const char *rest;
    int colour, k = colour_first(s, a, &rest, &colour, r);
    if (k < 0) return -1;
    if (k > 0 && *rest) a = rest;
    char canon[MOVE_TEXT_MAX];
    if (push_history(s)) return fail(r, "out of memory");
    if (game_play(s->g, s->st, a, NULL, canon, sizeof canon, err, sizeof err) != 0) {
        pop_history(s); /* game_play left the position unchanged */
        reply_printf(r, "illegal move: %s", err);
        return -1;
    }
    if (set_last_move(s, canon)) {
        memcpy(s->st, s->hist + s->g->rules->state_size * (size_t)(s->nhist - 1), s->g->rules->state_size);
        pop_history(s);
        return fail(r, "out of memory");
    }
    return 0;
}

/* The consequences of a move, then the board it would give; the position
 * is unchanged (core/preview.h words the lines). */
static int cmd_preview(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX];
    if (need_game(s, r)) return -1;
    if (!*a) return fail(r, "preview needs a move");
    size_t sz = s->g->rules->state_size;
    void *after = malloc(sz);
    char *text = malloc(GTP_PREVIEW_MAX);
    event_list_t ev;
    event_list_init(&ev);
    int rc = after && text ? 0 : fail(r, "out of memory");
    if (rc == 0 && game_preview_text(s->g, s->st, a, &ev, after, NULL, 0, err, sizeof err) != 0) {
        reply_printf(r, "illegal move: %s", err);
        rc = -1;
    }
    if (rc == 0 && ev.failed) rc = fail(r, "out of memory");
    if (rc == 0) {
        size_t n = game_preview_lines(s->g, s->st, &ev, after, text, GTP_PREVIEW_MAX);
        if (n >= GTP_PREVIEW_MAX) rc = fail(r, "preview too long");
        else reply_printf(r, "\n%sboard\n", text);
    }
    if (rc == 0) {
        size_t n = game_board_text(s->g, after, text, GTP_PREVIEW_MAX);
        if (n >= GTP_PREVIEW_MAX) rc = fail(r, "board text too long");
        else {
            if (n && text[n - 1] == '\n') text[n - 1] = '\0';
            reply_add(r, text);
        }
    }
    event_list_free(&ev);
    free(text);
    free(after);
    return rc;
}

static int cmd_undo(gtp_t *s, const char *a, reply_t *r)
{
    if (need_game(s, r)) return -1;
    if (!s->nhist) return fail(r, "cannot undo");
    size_t sz = s->g->rules->state_size;
    memcpy(s->st, s->hist + sz * (size_t)(s->nhist - 1), sz);
    pop_history(s);
    return 0;
}

static int cmd_to_move(gtp_t *s, const char *a, reply_t *r)
{
    if (need_game(s, r)) return -1;
    reply_printf(r, "%d", game_head(s->st)->to_move);
    return 0;
}

static int cmd_legal_moves(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX];
    if (need_game(s, r)) return -1;
    /* A small list first: the full limit needs a ~100 MB move buffer. */
    int first = s->moves_max < GTP_FIRST_TRY ? s->moves_max : GTP_FIRST_TRY;
    char *text = game_legal_moves_text(s->g, s->st, first, NULL, err, sizeof err);
    if (!text && !strcmp(err, "too many") && s->moves_max > first)
        text = game_legal_moves_text(s->g, s->st, s->moves_max, NULL, err, sizeof err);
    if (!text) return fail(r, err);
    reply_add(r, text);
    free(text);
    return 0;
}

static int cmd_showboard(gtp_t *s, const char *a, reply_t *r)
{
    char text[8192];
    if (need_game(s, r)) return -1;
    size_t n = game_board_text(s->g, s->st, text, sizeof text);
    if (n >= sizeof text) return fail(r, "board text too long");
    if (n && text[n - 1] == '\n') text[n - 1] = '\0';
    /* The rows start on the line after "= " so that they line up. */
    reply_printf(r, "\n%s", text);
    return 0;
}

/* How the last move ended the game off the board (session_end_parse). */
static session_end_t last_end(const gtp_t *s, int *colour)
{
    *colour = 0;
    return s->nhist ? session_end_parse(s->moves[s->nhist - 1], colour) : SESSION_END_NONE;
}

static int cmd_result(gtp_t *s, const char *a, reply_t *r)
{
    char text[64];
    if (need_game(s, r)) return -1;
    game_result_text(s->st, text, sizeof text);
    reply_add(r, text);
    int c;
    session_end_t how = last_end(s, &c);
    if (how == SESSION_END_RESIGN) reply_printf(r, " (%d resigned)", c);
    else if (how == SESSION_END_TIMEOUT) reply_printf(r, " (%d ran out of time)", c);
    else if (how == SESSION_END_DRAW) reply_printf(r, " (agreed)");
    return 0;
}

static int cmd_score(gtp_t *s, const char *a, reply_t *r)
{
    int v[GAME_SCORE_MAX];
    if (need_game(s, r)) return -1;
    for (int p = 1; p <= s->g->setup.players; p++) {
        int n = s->g->rules->score(s->g, s->st, p, v, GAME_SCORE_MAX);
        reply_printf(r, "%s%d", p > 1 ? "\n" : "", p);
        for (int i = 0; i < n && i < GAME_SCORE_MAX; i++) reply_printf(r, " %d", v[i]);
    }
    return 0;
}

static double move_seconds(const gtp_t *s, int c);

static int cmd_genmove(gtp_t *s, const char *a, reply_t *r)
{
    char err[GAME_ERR_MAX], text[MOVE_TEXT_MAX];
    if (need_game(s, r)) return -1;
    if (s->no_ai) return fail(r, "genmove is switched off here");
    /* GTP's `genmove <colour>` plays at hexarcade-level's level; otherwise
     * a level spec (ai_spec.h): threads as "expert:4", since '#' starts a
     * comment here. */
    const char *rest;
    int colour, k = colour_first(s, a, &rest, &colour, r);
    if (k < 0) return -1;
    if (k > 0 && *rest) return fail(r, "genmove takes a colour or a level, not both");
    if (game_is_over(s->st)) return fail(r, "the game is over");
    ai_spec_t spec = {.level = (ai_level_t)s->ai_level};
    if (k == 0 && *a && ai_spec_parse(a, &spec, err, sizeof err)) return fail(r, err);
    if (spec.keep || spec.ponder) return fail(r, "genmove keeps no tree between moves: +keep and +ponder are refused");
    /* The seed depends on the position's turn and the history length, so a
     * replayed session gets the same moves. */
    ai_request_t req = {.seed = args_seed(s->seed, (uint64_t)game_head(s->st)->ply, (uint64_t)s->nhist)};
    ai_spec_request(&spec, &req);
    double limit = move_seconds(s, game_head(s->st)->to_move);
    if (limit > 0 && !(req.max_seconds > 0)) {
        req.max_seconds = limit;
        req.settle = 1;
    }
    move_t *m = malloc(sizeof *m);
    if (!m) return fail(r, "out of memory");
    int rc = ai_choose(s->g, s->st, &req, m, NULL, err, sizeof err);
    if (rc == 0) {
        s->g->rules->format(s->g, s->st, m, text, sizeof text);
        if (push_history(s)) {
            rc = -1;
            snprintf(err, sizeof err, "out of memory");
        } else if (game_apply_move(s->g, s->st, m, NULL, err, sizeof err) != 0) {
            pop_history(s);
            rc = -1;
        } else if (set_last_move(s, text)) {
            memcpy(s->st, s->hist + s->g->rules->state_size * (size_t)(s->nhist - 1), s->g->rules->state_size);
            pop_history(s);
            rc = -1;
            snprintf(err, sizeof err, "out of memory");
        }
    }
    free(m);
    if (rc != 0) return fail(r, err);
    reply_add(r, text);
    return 0;
}

/* time_settings <main> <byo-yomi> <stones> (seconds; 0 0 0: no limit). */
static int cmd_time_settings(gtp_t *s, const char *a, reply_t *r)
{
    double m, b;
    int st, used = 0;
    if (sscanf(a, "%lf %lf %d %n", &m, &b, &st, &used) != 3 || a[used] || m < 0 || b < 0 || st < 0 ||
        !isfinite(m) || !isfinite(b))
        return fail(r, "time_settings takes <main time> <byo-yomi time> <byo-yomi stones>");
    s->main_time = m;
    s->byo_time = b;
    s->byo_stones = st;
    s->timed = m > 0 || b > 0;
    for (int c = 0; c <= GAME_MAX_PLAYERS; c++) s->time_left[c] = -1, s->stones_left[c] = 0;
    return 0;
}

/* time_left <colour> <seconds> <stones>: what the controller's clock says. */
static int cmd_time_left(gtp_t *s, const char *a, reply_t *r)
{
    if (need_game(s, r)) return -1;
    size_t n = strcspn(a, " ");
    int c = colour_word(s, a, n), st, used = 0;
    double t;
    if (!c) return fail(r, "time_left takes <colour> <seconds> <stones>");
    if (sscanf(a + n, "%lf %d %n", &t, &st, &used) != 2 || a[n + used] || t < 0 || st < 0 || !isfinite(t))
        return fail(r, "time_left takes <colour> <seconds> <stones>");
    s->time_left[c] = t;
    s->stones_left[c] = st;
    return 0;
}

/* The AI's wall time for a move of colour c under the time settings; 0:
 * none (the level's budget alone). In main time a share of what is left
 * (a game here is some 30 turns a side); in byo-yomi the period over its
 * stones, less a margin for the answer's way back. */
static double move_seconds(const gtp_t *s, int c)
{
    if (!s->timed) return 0;
    double left = s->time_left[c] >= 0 ? s->time_left[c] : s->main_time;
    int stones = s->time_left[c] >= 0 ? s->stones_left[c] : 0;
    double t = stones > 0 ? left / stones : left / 30 + (s->byo_stones ? s->byo_time / s->byo_stones : 0);
    if (left <= 0 && !stones) t = s->byo_stones ? s->byo_time / s->byo_stones : 0.05;
    t *= 0.8;
    return t < 0.02 ? 0.02 : t;
}

static int cmd_level(gtp_t *s, const char *a, reply_t *r)
{
    int level = ai_level_parse(a);
    if (level < 0) {
        reply_printf(r, "unknown level '%.40s' (%s)", a, ai_level_list());
        return -1;
    }
    s->ai_level = level;
    return 0;
}

/* GTP's boardsize: a new game of the same game and set-up on a board of
 * side N (hexhex games). */
static int cmd_boardsize(gtp_t *s, const char *a, reply_t *r)
{
    long n;
    char words[64], opts[256], id[32];
    if (args_parse_long(a, 1, 99, &n)) return fail(r, "boardsize takes a number");
    if (!s->g) {
        /* Five games share the protocol: which one is not guessed. */
        char known[256];
        args_game_list(known, sizeof known);
        reply_printf(r, "no game: choose one first with 'game <id> size=%ld' (ids: %s); boardsize then changes its side",
                     n, known);
        return -1;
    }
    const game_rules_t *rules = s->g->rules;
    if (rules->board_kind != BOARD_HEXHEX) {
        reply_printf(r, "%s has one board (boardsize applies to the hexhex games)", rules->name);
        return -1;
    }
    if (n < rules->min_side || n > rules->max_side) {
        reply_printf(r, "%s is played on sides %d to %d, not %ld", rules->name, rules->min_side, rules->max_side, n);
        return -1;
    }
    game_setup_format_options(rules, &s->g->setup, opts, sizeof opts);
    snprintf(id, sizeof id, "%s", rules->id);
    snprintf(words, sizeof words, "%s size=%ld players=%d ", id, n, s->g->setup.players);
    char line[400];
    snprintf(line, sizeof line, "%s%s", words, opts);
    return cmd_game(s, line, r);
}

static int cmd_komi(gtp_t *s, const char *a, reply_t *r)
{
    char *end;
    strtod(a, &end);
    if (end == a || *end) return fail(r, "komi takes a number");
    return 0; /* no game here has komi: accepted and ignored */
}

/* GTP's final_score: B+ or W+ for a 2-player game's winner (the first or
 * second player, whatever colour a swap gave them), the winning colour's
 * name with 3-4 players, 0 for a draw; then the margin where the game
 * has one (Churn's stones, Wunchunk's chunks: "B+3"), R for a
 * resignation and T for a time-out, as SGF's results have them. */
static int cmd_final_score(gtp_t *s, const char *a, reply_t *r)
{
    if (need_game(s, r)) return -1;
    const game_head_t *h = game_head(s->st);
    if (h->status == GAME_ONGOING) return fail(r, "the game is not over");
    if (h->status == GAME_DRAW || !h->winners) return reply_add(r, "0"), 0;
    int ended, margin = s->g->rules->margin ? s->g->rules->margin(s->g, s->st) : -1;
    session_end_t how = last_end(s, &ended);
    for (int c = 1; c <= s->g->setup.players; c++) {
        if (!(h->winners >> (c - 1) & 1)) continue;
        if (s->g->setup.players == 2) reply_printf(r, "%s+", seat_colour(s, 1) == c ? "B" : "W");
        else reply_printf(r, "%s+", s->g->rules->colour_names[c - 1]);
        if (how == SESSION_END_RESIGN) reply_add(r, "R");
        else if (how == SESSION_END_TIMEOUT) reply_add(r, "T");
        else if (margin > 0) reply_printf(r, "%d", margin);
        return 0;
    }
    return 0;
}

static const gtp_cmd_t gtp_cmds[] = {
    {"name", cmd_name, 0, 0},
    {"version", cmd_version, 0, 0},
    {"protocol_version", cmd_protocol_version, 0, 0},
    {"list_commands", cmd_list_commands, 0, 0},
    {"known_command", cmd_known_command, 1, 0},
    {"quit", cmd_quit, 0, 0},
    {"game", cmd_game, 1, 1},
    {"loadlevel", cmd_loadlevel, 1, 1},
    {"clear_board", cmd_clear_board, 0, 0},
    {"boardsize", cmd_boardsize, 1, 0},
    {"komi", cmd_komi, 1, 0},
    {"play", cmd_play, 1, 0},
    {"preview", cmd_preview, 1, 1},
    {"undo", cmd_undo, 0, 0},
    {"to_move", cmd_to_move, 0, 1},
    {"legal_moves", cmd_legal_moves, 0, 1},
    {"showboard", cmd_showboard, 0, 0},
    {"result", cmd_result, 0, 1},
    {"score", cmd_score, 0, 1},
    {"final_score", cmd_final_score, 0, 0},
    {"time_settings", cmd_time_settings, 1, 0},
    {"time_left", cmd_time_left, 1, 0},
    {"genmove", cmd_genmove, 1, 0},
    {"level", cmd_level, 1, 1},
    {"analyze", cmd_analyze, 1, 1},
    {"savegame", cmd_savegame, 1, 1},
    {"loadgame", cmd_loadgame, 1, 1},
};
#define GTP_NCMDS (int)(sizeof gtp_cmds / sizeof gtp_cmds[0])

/* A private command answers to hexarcade-<name> and, as before the prefix,
 * to <name> (but `level` only with the prefix: it is new). */
static const gtp_cmd_t *gtp_find(const char *name)
{
    size_t np = strlen(GTP_PRIVATE);
    int prefixed = !strncmp(name, GTP_PRIVATE, np);
    for (int i = 0; i < GTP_NCMDS; i++) {
        const gtp_cmd_t *c = &gtp_cmds[i];
        if (prefixed && c->private && !strcmp(c->name, name + np)) return c;
        if (!prefixed && !strcmp(c->name, name) && !(c->fn == cmd_level)) return c;
    }
    return NULL;
}

static void gtp_list(reply_t *r)
{
    for (int i = 0; i < GTP_NCMDS; i++)
        reply_printf(r, "%s%s%s", i ? "\n" : "", gtp_cmds[i].private ? GTP_PRIVATE : "", gtp_cmds[i].name);
}

/* The answer in ASCII, as GTP controllers read it: a dash for the dashes
 * of the rules' messages, '?' for any other character beyond ASCII. */
static void put_ascii(FILE *out, const char *text)
{
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        if (*p < 0x80) {
            fputc(*p++, out);
            continue;
        }
        int dash = p[0] == 0xE2 && p[1] == 0x80 && (p[2] == 0x93 || p[2] == 0x94);
        fputc(dash ? '-' : '?', out);
        p++;
        while ((*p & 0xC0) == 0x80) p++; /* the rest of the character */
    }
}

/* "=12 text" / "?12 text" followed by the empty line that ends an answer. */
static void answer(gtp_t *s, int ok, const char *id, const char *text)
{
    fprintf(s->out, "%c%s ", ok ? '=' : '?', id);
    put_ascii(s->out, text);
    fputs("\n\n", s->out);
    fflush(s->out);
}

static double now_seconds(void) { return plat_now(); }

typedef struct {
    gtp_t *s;
    double every, last;
    FILE *in; /* the commands, watched for the next one; NULL: none */
    int printed;
    atomic_int cancel;
} stream_t;

/* "info move X visits N winrate W order i pv X ..." for each top move on
 * one line (Leela Zero's and Sabaki's form: win rate in 1/10000). */
static void stream_line(gtp_t *s, const ai_eval_t *e)
{
    for (int i = 0; i < e->ntop; i++) {
        const ai_eval_move_t *m = &e->top[i];
        char text[MOVE_TEXT_MAX];
        snprintf(text, sizeof text, "%s", m->text);
        for (char *p = text; *p; p++)
            if (*p == ' ') *p = '_'; /* one word a move */
        fprintf(s->out, "%sinfo move %s visits %ld winrate %d order %d pv %s", i ? " " : "", text, m->visits,
                (int)lround(m->win * 10000), i, text);
        if (i == 0 && e->final && e->line[0]) {
            const char *more = strchr(e->line, ' '); /* the line starts with top[0] */
            if (more) put_ascii(s->out, more);
        }
    }
    fputc('\n', s->out);
    fflush(s->out);
}

static void stream_cb(const ai_eval_t *e, void *ctx)
{
    stream_t *t = ctx;
    double now = now_seconds();
    if (now - t->last >= t->every) {
        stream_line(t->s, e);
        t->last = now;
        t->printed++;
    }
    if (t->in && plat_input_wait(t->in, 0) > 0) atomic_store(&t->cancel, 1);
}

/* Sabaki's analyze: info lines every interval until the next command comes
 * (or the search ends: then the last answer, and the wait), then the empty
 * line that ends the answer. Without an input to watch, one search of the
 * review's budget. */
static void run_stream(gtp_t *s, const char *id)
{
    char err[GAME_ERR_MAX];
    stream_t t = {.s = s, .every = s->stream_cs / 100.0, .last = now_seconds(), .in = s->in};
    atomic_init(&t.cancel, 0);
    s->stream_cs = 0;
    fprintf(s->out, "=%s\n", id);
    fflush(s->out);
    ai_request_t req;
    ai_review_default_request(s->g, &req);
    req.seed = args_seed(s->seed, (uint64_t)game_head(s->st)->ply, (uint64_t)s->nhist);
    req.threads = 1;
    if (t.in) {
        req.iterations = 100000000; /* until the next command */
        req.max_seconds = 3600;
        req.cancel = &t.cancel;
    }
    ai_eval_t *e = malloc(sizeof *e);
    /* The finished answer, or the answer so far when none was shown yet. */
    if (e && ai_eval(s->g, s->st, &req, AI_EVAL_TOP_MAX, e, stream_cb, &t, err, sizeof err) == 0 &&
        (!e->cancelled || !t.printed) && e->ntop > 0)
        stream_line(s, e);
    free(e);
    if (t.in && !atomic_load(&t.cancel)) plat_input_wait(t.in, -1);
    fputc('\n', s->out);
    fflush(s->out);
}

/* One cleaned, non-empty command line. */
static void gtp_line(gtp_t *s, char *line, reply_t *r)
{
    /* The id is echoed whole, however long: a cut one matches nothing. */
    const char *id = "";
    size_t nd = strspn(line, "0123456789");
    if (nd && (line[nd] == ' ' || !line[nd])) {
        id = line;
        line += nd;
        if (*line) *line++ = '\0';
        while (*line == ' ') line++;
    }
    if (!*line) {
        answer(s, 0, id, "no command after the id");
        return;
    }
    size_t nc = strcspn(line, " ");
    char *args = line + nc;
    while (*args == ' ') args++;
    line[nc] = '\0';
    const gtp_cmd_t *c = gtp_find(line);
    reply_clear(r);
    if (!c) {
        reply_printf(r, "unknown command: %.60s", line);
        answer(s, 0, id, reply_text(r));
        return;
    }
    if (!c->takes_args && *args) {
        reply_printf(r, "%s takes no arguments", c->name);
        answer(s, 0, id, reply_text(r));
        return;
    }
    int rc = c->fn(s, args, r);
    if (r->failed) {
        reply_clear(r);
        reply_add(r, "out of memory");
        rc = -1;
    } else if (rc != 0 && s->data_dir[0] && r->len < 4096) {
        /* A file of the data folder missing: say which folder and why. */
        char msg[4600];
        snprintf(msg, sizeof msg, "%s", reply_text(r));
        reply_clear(r);
        reply_add(r, args_data_note(msg, sizeof msg, s->data_dir));
    }
    if (rc == 0 && s->stream_cs > 0) {
        run_stream(s, id);
        return;
    }
    s->stream_cs = 0;
    answer(s, rc == 0, id, reply_text(r));
}

gtp_t *gtp_new(const char *data_dir, uint64_t seed)
{
    gtp_t *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->seed = seed;
    s->moves_max = GTP_MOVES_MAX;
    s->ai_level = AI_MEDIUM;
    for (int c = 0; c <= GAME_MAX_PLAYERS; c++) s->time_left[c] = -1;
    snprintf(s->data_dir, sizeof s->data_dir, "%s", data_dir ? data_dir : "");
    return s;
}

void gtp_free(gtp_t *s)
{
    if (!s) return;
    reply_free(&s->reply);
    free(s->record);
    for (int i = 0; i < s->nhist; i++) free(s->moves[i]);
    free(s->moves);
    free(s->hist);
    level_free(s->level);
    session_free(s->loaded);
    free(s->origin);
    free(s->st);
    game_free(s->g);
    free(s);
}

void gtp_set_ai(gtp_t *s, int on) { s->no_ai = !on; }

void gtp_set_moves_max(gtp_t *s, int max) { s->moves_max = max; }

int gtp_handle_line(gtp_t *s, char *line, int too_long, FILE *out)
{
    s->out = out;
    if (too_long) {
        /* Keep the id of an over-long line if it has one. */
        const char *id = "";
        size_t nd = strspn(line, "0123456789");
        if (nd && line[nd] == ' ') line[nd] = '\0', id = line;
        char msg[80];
        snprintf(msg, sizeof msg, "line too long (more than %d characters)", GTP_LINE_MAX);
        answer(s, 0, id, msg);
        return s->quit;
    }
    char *cmd = line_gtp_clean(line);
    if (*cmd) gtp_line(s, cmd, &s->reply);
    return s->quit;
}

int gtp_run(gtp_t *s, FILE *in, FILE *out)
{
    char *line = malloc(GTP_LINE_MAX + 1);
    if (!line) return -1;
    int rc;
    s->in = in;
    while (!s->quit && (rc = line_read(in, line, GTP_LINE_MAX + 1)) >= 0)
        gtp_handle_line(s, line, rc == 1, out);
    free(line);
    return 0;
}
