/* The rules of each game in plain words, page by page, written for this
 * project from RULES.md. Each page may name a diagram: a level file under
 * levels/ (its position, then its scripted moves replayed in a loop). */
#ifndef RULES_TEXT_H
#define RULES_TEXT_H

typedef struct {
    const char *title;      /* "Where to place" */
    const char *body;       /* paragraphs separated by '\n' */
    const char *diagram;    /* "churn/rules/removal.txt" under levels/, or NULL */
    const char *caption;    /* under the diagram */
    int targets;            /* 1: light the cells the player to move may take */
} rules_page_t;

typedef struct {
    const char *game;       /* rules id */
    const rules_page_t *pages;
    int npages;
} rules_book_t;

/* The book of a game, or NULL when none is written. */
const rules_book_t *rules_book(const char *game_id);

#endif
