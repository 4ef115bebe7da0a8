/* Where the user's files live: settings in the XDG config directory, saves
 * and the autosave in the XDG data directory (on Windows both in
 * %APPDATA%/Hexarcade; the platform decides, plat/plat.h). */
#ifndef PATHS_H
#define PATHS_H

#include <stddef.h>

/* $XDG_CONFIG_HOME/hexarcade, else $HOME/.config/hexarcade; -1 if neither
 * variable is set (Windows: %APPDATA%/Hexarcade). The directory is not
 * created. */
int paths_config_dir(char *buf, size_t n);
/* $XDG_DATA_HOME/hexarcade, else $HOME/.local/share/hexarcade. */
int paths_data_dir(char *buf, size_t n);
/* dir/name, creating dir; -1 with a message naming the directory. */
int paths_file(const char *dir, const char *name, char *buf, size_t n, char *err, size_t errlen);

#endif
