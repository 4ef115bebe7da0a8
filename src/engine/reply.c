#include "engine/reply.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void reply_clear(reply_t *r)
{
    r->len = 0;
    r->failed = 0;
    if (r->buf) r->buf[0] = '\0';
}

void reply_free(reply_t *r)
{
    free(r->buf);
    r->buf = NULL;
    r->len = r->cap = 0;
    r->failed = 0;
}

static int reserve(reply_t *r, size_t more)
{
    if (r->len + more + 1 <= r->cap) return 0;
    size_t cap = r->cap ? r->cap : 256;
    while (cap < r->len + more + 1) cap *= 2;
    char *b = realloc(r->buf, cap);
    if (!b) {
        r->failed = 1;
        return -1;
    }
    r->buf = b;
    r->cap = cap;
    return 0;
}

void reply_add(reply_t *r, const char *text)
{
    size_t n = strlen(text);
    if (reserve(r, n)) return;
    memcpy(r->buf + r->len, text, n + 1);
    r->len += n;
}

void reply_printf(reply_t *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || reserve(r, (size_t)n)) return;
    va_start(ap, fmt);
    vsnprintf(r->buf + r->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    r->len += (size_t)n;
}

const char *reply_text(const reply_t *r) { return r->buf ? r->buf : ""; }
