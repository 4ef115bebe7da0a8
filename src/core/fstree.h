/* Whole folders: removing one with everything in it, through the
 * platform seam (no "rm -rf" through a shell, which Windows has not). */
#ifndef FSTREE_H
#define FSTREE_H

/* Removes what is in the folder path (files, links, folders below; a link
 * is removed, never followed), and with self the folder too. 0, or -1
 * with errno when something could not be removed (the rest still is). */
int fstree_remove(const char *path, int self);

#endif
