/* The names Windows refuses for a file (plat.h: plat_name_refused). */
#include "plat/plat.h"

#include <string.h>
#include <strings.h>

/* The devices every folder has: "NUL" or "nul.sav" anywhere is the
 * device, so a save there would vanish into it. */
static int device_name(const char *name, size_t n)
{
    static const char *const dev[] = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"};
    size_t base = 0;
    while (base < n && name[base] != '.') base++;
    while (base > 0 && name[base - 1] == ' ') base--;
    for (size_t i = 0; i < sizeof dev / sizeof dev[0]; i++)
        if (base == strlen(dev[i]) && !strncasecmp(name, dev[i], base)) return 1;
    return base == 4 && (!strncasecmp(name, "COM", 3) || !strncasecmp(name, "LPT", 3)) && name[3] >= '1' &&
           name[3] <= '9';
}

/* Characters of UTF-16 a name of n bytes of UTF-8 takes. */
static size_t utf16_units(const char *s, size_t n)
{
    size_t u = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c & 0xC0) != 0x80) u += c >= 0xF0 ? 2 : 1;
    }
    return u;
}

static const char *name_refused(const char *name, size_t n)
{
    if (utf16_units(name, n) > 255) return "a name longer than 255 characters (the most Windows holds)";
    if (device_name(name, n)) return "a device's name on Windows (CON, NUL, COM1 ...), not a file's";
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)name[i];
        if (c < 32 || strchr("<>:\"|?*", c)) return "Windows cannot store a name with < > : \" | ? * or a control character";
    }
    if ((name[n - 1] == '.' || name[n - 1] == ' ') && !(n == 1 || (n == 2 && name[0] == '.')))
        return "Windows cannot store a name ending in a dot or a space";
    return NULL;
}

const char *plat_name_refused(const char *path)
{
    /* The wide calls take 32767 characters with "\\?\" (wplat_path puts it
     * before a path past MAX_PATH) and the NUL; made absolute, a relative
     * path grows, and that is refused by the call itself. */
    if (utf16_units(path, strlen(path)) > 32767 - 5)
        return "a path longer than 32762 characters (the most Windows takes, in its \\\\?\\ form)";
    const char *p = path;
    /* "\\?\" or "//?/" (a long path's prefix), then a drive "C:". */
    if ((p[0] == '\\' || p[0] == '/') && (p[1] == '\\' || p[1] == '/') && p[2] == '?' && (p[3] == '\\' || p[3] == '/'))
        p += 4;
    if (((p[0] | 32) >= 'a' && (p[0] | 32) <= 'z') && p[1] == ':') p += 2;
    while (*p) {
        p += strspn(p, "/\\");
        size_t n = strcspn(p, "/\\");
        if (!n) break;
        const char *why = name_refused(p, n);
        if (why) return why;
        p += n;
    }
    return NULL;
}

const char *plat_system(void) { return "windows"; }
