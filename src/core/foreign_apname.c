/* AbstractPlay's variant entries in every form the site writes them
 * (docs/import.md): a variant's id ("hex4"), its display name in the
 * language the site had loaded ("Hexhex 4 (37 spaces)", "Hexhex 4 (37
 * Felder)"), or a board group's default label ("Default board",
 * "Default board: 11x11", "Standard-Spielfeld"). A name is read by what it
 * states, its numbers (the board's size), not by its words; the words are
 * only needed for the names without numbers, listed here and in the games'
 * own files, from AbstractPlay/gameslib's locales/<lang>/apgames.json. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "core/foreign.h"

/* variants._default.board.name in the site's locales (en, de, fr, it; the
 * others have none), and gameslib's own fallback "Default <group>". */
static const char *const default_labels[] = {"Default board", "Standard-Spielfeld", ("Plateau par d\xc3\xa9" "faut"),
                                             "Tabellone predefinito"};

void foreign_ap_name(const char *text, foreign_ap_name_t *out)
{
    memset(out, 0, sizeof *out);
    for (size_t i = 0; i < sizeof default_labels / sizeof default_labels[0]; i++) {
        size_t n = strlen(default_labels[i]);
        if (!strncasecmp(text, default_labels[i], n) && (!text[n] || text[n] == ':' || text[n] == ' ')) out->dflt = 1;
    }
    if (!strncmp(text, "Default ", 8)) out->dflt = 1;
    for (const char *p = text; *p;) {
        if (!isdigit((unsigned char)*p)) {
            p++;
            continue;
        }
        long v = 0;
        while (isdigit((unsigned char)*p)) v = v < 100000 ? v * 10 + (*p++ - '0') : (p++, v);
        if (out->n < FOREIGN_NAME_NUMS) out->num[out->n] = (int)v;
        out->n++;
    }
}

int foreign_ap_hexhex_side(const foreign_ap_name_t *nm)
{
    /* "Hexhex N (M spaces)": the side, then the cells (not checked: the
     * site's Ukrainian hex8 says 193); three numbers or more are another
     * board ("Alternating 3-4 (27 spaces)"). */
    return nm->n >= 1 && nm->n <= 2 ? nm->num[0] : -1;
}

void foreign_ap_unknown(const char *game, const char *text, const char *ids, const char *example, char *err,
                        size_t errlen)
{
    snprintf(err, errlen,
             "variant '%.60s' of %s is not one Hexarcade knows: a variant is written as its id (%s), its name in "
             "any of AbstractPlay's languages (\"%s\"), or \"Default board\"",
             text, game, ids, example);
}
