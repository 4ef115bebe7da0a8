#include "core/textbuf.h"

#include <stdio.h>

void textbuf_vput(textbuf_t *t, const char *fmt, va_list ap)
{
    size_t room = t->at < t->n ? t->n - t->at : 0;
    int k = vsnprintf(room ? t->buf + t->at : NULL, room, fmt, ap);
    if (k > 0) t->at += (size_t)k;
}

void textbuf_put(textbuf_t *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    textbuf_vput(t, fmt, ap);
    va_end(ap);
}
