/* One tutorial lesson: a position (after the file's scripted moves, if
 * any), a question (goal:), the answers (expect:, kept in canonical form)
 * and what to say after a right answer (success:) or another legal move
 * (wrong:). An illegal try is answered by the rules' own words. No SDL. */
#ifndef LESSON_H
#define LESSON_H

#include <stddef.h>

#include "core/level.h"
#include "core/session.h"

typedef struct {
    level_t *lv;
    session_t *s;      /* entry `question` is the position of the question */
    int question;
    int nexpect;
    char expect[LEVEL_MAX_EXPECT][MOVE_TEXT_MAX];
} lesson_t;

/* 0, or -1 with "file:line: ..." (a file that does not parse, a scripted
 * move or an answer that is not legal, no question or no answer). */
int lesson_load(lesson_t *l, const char *path, const char *data_dir, char *err, size_t errlen);
void lesson_free(lesson_t *l);

/* What the lesson says before asking: the caption before the question (the
 * file's opening caption, else the last scripted step's), else the
 * description; never NULL. */
const char *lesson_intro(const lesson_t *l);
/* 1 when the canonical move text is one of the answers. */
int lesson_is_answer(const lesson_t *l, const char *canon);

#endif
