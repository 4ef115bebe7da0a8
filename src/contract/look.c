/* The look every field of which is the common default. */
#include "contract/look.h"

const game_look_t *game_look(const game_rules_t *r)
{
    static const game_look_t plain = {0};
    return r && r->look ? r->look : &plain;
}
