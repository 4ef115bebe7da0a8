/* Text appended piece by piece to a caller's buffer: what does not fit is
 * cut (the buffer stays terminated), and `at` still counts every byte asked
 * for, as snprintf does. */
#ifndef TEXTBUF_H
#define TEXTBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct {
    char *buf;
    size_t n, at;
} textbuf_t;

void textbuf_put(textbuf_t *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void textbuf_vput(textbuf_t *t, const char *fmt, va_list ap);

#endif
