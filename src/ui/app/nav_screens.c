/* The one place that knows every screen's constructor and what scripts
 * may ask of a screen. Screens reach each other only through nav.h, so
 * adding a screen is one id and one case here. */
#include "ui/app/nav.h"

#include "ui/app/client.h"

#include "ui/learn/attract.h"
#include "ui/learn/demo.h"
#include "ui/learn/demo_files.h"
#include "ui/learn/puzzle_list.h"
#include "ui/learn/tutorial.h"
#include "ui/play/play.h"
#include "ui/review/review.h"
#include "ui/screens/editor.h"
#include "ui/screens/gameselect.h"
#include "ui/screens/import_screen.h"
#include "ui/screens/pausemenu.h"
#include "ui/screens/result.h"
#include "ui/screens/rules_screen.h"
#include "ui/screens/saves_screen.h"
#include "ui/screens/settings_screen.h"
#include "ui/screens/setup.h"
#include "ui/screens/share_screen.h"
#include "ui/screens/stats_screen.h"
#include "ui/screens/title.h"

screen_t *nav_new(ui_t *ui, nav_screen_t id, nav_arg_t a)
{
    switch (id) {
    case NAV_TITLE: return title_new_registered(a.game);
    case NAV_GAMESELECT: return gameselect_screen_new(ui, a.game);
    case NAV_SETUP: return setup_screen_new(ui, a.rules);
    case NAV_PLAY: return play_screen_open(ui, a.session, a.name);
    case NAV_RESULT: return result_screen_new(ui, a.session, a.note);
    case NAV_PAUSE: return pause_screen_new(ui, a.session);
    case NAV_SETTINGS: return settings_screen_new(ui);
    case NAV_RULES: return rules_screen_new(ui, a.rules);
    case NAV_LOAD: return saves_screen_new(ui, 0, NULL);
    case NAV_SAVE: return saves_screen_new(ui, 1, a.session);
    case NAV_DEMO: return demo_screen_new(ui, a.rules);
    case NAV_DEMO_PLAYER: {
        char err[256]; /* the demo list was checked before the window opened */
        return demo_player_from_arg(ui, a.name, err, sizeof err);
    }
    case NAV_TUTORIAL: return tutorial_screen_new(ui, a.rules, a.first);
    case NAV_STRATEGY: return strategy_screen_new(ui, a.rules, a.first);
    case NAV_ATTRACT: return attract_screen_new(ui, a.game);
    case NAV_STATS: return stats_screen_new(ui, a.game);
    case NAV_PUZZLES: return puzzle_list_new(ui, a.rules);
    case NAV_PUZZLE: return puzzle_screen_new(ui, a.rules, a.first);
    case NAV_EDITOR: return editor_screen_new(ui, a.session);
    case NAV_SHARE: return share_screen_new(ui, a.session);
    case NAV_REVIEW: return review_screen_new(ui, a.session, a.name);
    case NAV_WRONG: return review_wrong_new(ui, a.session, a.first);
    case NAV_ANALYSIS: return play_screen_analysis(ui, a.session, a.first);
    case NAV_IMPORT: {
        char err[GAME_ERR_MAX + 512];
        screen_t *s = a.note ? import_screen_new(ui, a.name ? a.name : "record", a.note, err, sizeof err) : NULL;
        if (!s && a.note && ui->client) client_say(ui->client, "Cannot import this record: %s", err);
        return s;
    }
    case NAV_SCREENS: break;
    }
    return NULL;
}

int nav_demo_arg_check(const char *arg, const char *data_dir, char *err, size_t errlen)
{
    return demo_files_check_arg(arg, data_dir, err, errlen);
}

int nav_is(const screen_t *s, nav_screen_t id)
{
    switch (id) {
    case NAV_PLAY: return play_screen_is(s);
    case NAV_RESULT: return result_screen_is(s);
    case NAV_STATS: return stats_screen_is(s);
    default: return 0;
    }
}

session_t *nav_session(screen_t *s, nav_screen_t id)
{
    switch (id) {
    case NAV_PLAY: return play_screen_session(s);
    case NAV_RESULT: return result_screen_session(s);
    default: return NULL;
    }
}

int nav_busy(screen_t *s)
{
    return play_screen_busy(s) || result_screen_busy(s) || tutorial_busy(s) || review_screen_analysing(s) ||
           review_screen_animating(s);
}

int nav_locate(screen_t *s, ui_t *ui, const char *name, float *x, float *y)
{
    if (play_screen_locate(s, ui, name, x, y) == 0) return 0;
    if (tutorial_screen_locate(s, ui, name, x, y) == 0) return 0;
    if (review_screen_locate(s, ui, name, x, y) == 0) return 0;
    return result_screen_locate(s, ui, name, x, y);
}

const char *nav_message(screen_t *s)
{
    const char *m = play_screen_message(s);
    return *m ? m : saves_screen_summary(s);
}

long nav_analysed(screen_t *s)
{
    if (review_screen_is(s)) return review_screen_analysed(s);
    return play_screen_is_analysis(s) ? play_screen_eval_iterations(s) : -1;
}

int nav_autosave(screen_t *s) { return play_screen_autosave(s); }
