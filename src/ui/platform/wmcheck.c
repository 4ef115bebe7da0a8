/* The window-manager check: libX11 is opened at run time (SDL_LoadObject),
 * so the program needs it only where SDL itself runs on X11. */
#include "ui/platform/wmcheck.h"

#include <SDL_syswm.h>

#if defined(SDL_VIDEO_DRIVER_X11)
typedef Atom (*intern_atom_fn)(Display *, const char *, Bool);
typedef int (*get_property_fn)(Display *, Window, Atom, long, long, Bool, Atom, Atom *, int *, unsigned long *,
                               unsigned long *, unsigned char **);
typedef int (*xfree_fn)(void *);
typedef Window (*root_fn)(Display *);

int wmcheck_missing(SDL_Window *win)
{
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(win, &info) || info.subsystem != SDL_SYSWM_X11 || !info.info.x11.display) return 0;
    void *lib = SDL_LoadObject("libX11.so.6");
    if (!lib) return 0;
    intern_atom_fn intern = (intern_atom_fn)SDL_LoadFunction(lib, "XInternAtom");
    get_property_fn get = (get_property_fn)SDL_LoadFunction(lib, "XGetWindowProperty");
    xfree_fn xfree = (xfree_fn)SDL_LoadFunction(lib, "XFree");
    root_fn root = (root_fn)SDL_LoadFunction(lib, "XDefaultRootWindow");
    int missing = 0;
    if (intern && get && xfree && root) {
        Display *d = info.info.x11.display;
        Atom check = intern(d, "_NET_SUPPORTING_WM_CHECK", True);
        Atom type = None;
        int format = 0;
        unsigned long n = 0, after = 0;
        unsigned char *data = NULL;
        /* No such atom at all: nothing ever announced a window manager. */
        if (check == None) missing = 1;
        else if (get(d, root(d), check, 0, 1, False, XA_WINDOW, &type, &format, &n, &after, &data) == Success)
            missing = type != XA_WINDOW || n == 0;
        if (data) xfree(data);
    }
    SDL_UnloadObject(lib);
    return missing;
}
#else
int wmcheck_missing(SDL_Window *win)
{
    (void)win;
    return 0;
}
#endif
