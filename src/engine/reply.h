/* A growing text buffer for answers whose length is not known in advance
 * (a legal_moves list can run to megabytes). */
#ifndef ENGINE_REPLY_H
#define ENGINE_REPLY_H

#include <stddef.h>

typedef struct {
    char *buf;     /* always NUL-terminated once anything was added */
    size_t len, cap;
    int failed;    /* an allocation failed: the text is incomplete */
} reply_t;

void reply_clear(reply_t *r);
void reply_free(reply_t *r);
/* Appends formatted text. */
void reply_printf(reply_t *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void reply_add(reply_t *r, const char *text);
/* The text so far ("" when empty). */
const char *reply_text(const reply_t *r);

#endif
