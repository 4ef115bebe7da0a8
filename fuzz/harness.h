/* Fuzz harnesses: one function per input format, shared by the libFuzzer
 * targets (fuzz/fuzz_*.c, `make fuzz`) and the regression test that replays
 * every crasher kept in fuzz/regress/<target>/ (tests/test_regress.c), so a
 * fixed bug is checked by `make test` with the very code that found it.
 *
 * Each takes any bytes, must never crash, leak or trip a sanitizer, and
 * aborts (fuzz_fail) when an invariant breaks: whatever the code writes it
 * must read back the same (canonical moves, saves, settings, levels). */
#ifndef FUZZ_HARNESS_H
#define FUZZ_HARNESS_H

#include <stddef.h>
#include <stdint.h>

/* level_parse, level_write round trip, game_from_level over every game, then
 * the level's script played on the position. */
int fuzz_level(const uint8_t *data, size_t size);
/* Every game's move parser: byte 0 picks a position (start and mid-game of
 * several set-ups of each game), the rest is move text; parse, format, parse
 * again, apply. */
int fuzz_move(const uint8_t *data, size_t size);
/* Actions one at a time from a position, as the UI plays a turn: byte 0
 * picks the position, then each byte below 0x80 plays a listed legal action
 * (which must be accepted), each other byte starts a 4-byte arbitrary action
 * on the board (refused or applied, never out of bounds). */
int fuzz_act(const uint8_t *data, size_t size);
/* session_load_text, then save/reload round trip, undo/redo/restart. */
int fuzz_save(const uint8_t *data, size_t size);
/* settings_parse, then format/parse round trip. */
int fuzz_settings(const uint8_t *data, size_t size);
/* The engine protocol over a buffer of command lines (genmove off). */
int fuzz_gtp(const uint8_t *data, size_t size);
/* Records of other sites (core/foreign.h): every game read is replayed;
 * one that replays is exported to its site's text, which must read and
 * replay to the same moves and export to the same text again. */
int fuzz_foreign(const uint8_t *data, size_t size);

/* Where levels/ lives: $HEXARCADE_DATA, else found as the tools do. */
const char *fuzz_data_dir(void);
/* How many positions fuzz_move picks from (byte 0 modulo this). */
int fuzz_move_positions(void);
/* Position i of fuzz_move: its game (a const game_t *) and state. */
const void *fuzz_move_position(int i, const void **game);

#endif
