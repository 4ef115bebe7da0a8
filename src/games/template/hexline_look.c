/* How Hexline looks (fields: src/contract/look.h). Red and Blue are the
 * default seat colours, so the table is empty: every field left zero is the
 * common default. */
#include "contract/look.h"

const game_look_t hexline_look = {0};
