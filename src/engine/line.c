#include "engine/line.h"

#include <string.h>

int line_read(FILE *in, char *buf, size_t max)
{
    size_t n = 0;
    int c, too_long = 0, any = 0;
    while ((c = getc(in)) != EOF) {
        any = 1;
        if (c == '\n') break;
        if (c == '\0') continue; /* a NUL would end the string early; GTP drops it */
        if (n + 1 < max) buf[n++] = (char)c;
        else too_long = 1;
    }
    buf[n] = '\0';
    if (!any) return -1;
    return too_long;
}

char *line_gtp_clean(char *s)
{
    size_t w = 0;
    for (size_t r = 0; s[r]; r++) {
        unsigned char c = (unsigned char)s[r];
        if (c == '#') break;
        if (c == '\t') c = ' ';
        else if (c < 0x20 || c == 0x7f) continue;
        s[w++] = (char)c;
    }
    while (w && s[w - 1] == ' ') w--;
    s[w] = '\0';
    while (*s == ' ') s++;
    return s;
}
