#!/usr/bin/env bash
# make bench: the game review (issues 25 and 36).
#  1. speed: a 60-move ConHex game (tests/review/conhex-60.sav) reviewed by
#     hexreview at the review's default budget on every core, in wall-clock
#     seconds; the promise is 30 s on a 2-core machine.
#  2. meaning, 3 players (issue 36): a 3-player Wunchunk game of Easy
#     self-play (side 6, the game of seed HEXARCADE_REVIEWBENCH_GAME, default
#     3: 78 moves) reviewed at the default budget under seeds 1 and 2: the
#     share of moves with the same mark (at least 90%), and hexreview
#     --fresh --write then hexreview printing the same lines
#     (tests/test_ai_review.c, test_multi_player_marks_agree).
# Prints one line each; exit 1 when either fails.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
save=tests/review/conhex-60.sav
t0=$(date +%s.%N)
if ! "$BUILD"/hexreview "$save" --fresh >/dev/null; then
    echo "review: hexreview failed on $save"
    exit 1
fi
t1=$(date +%s.%N)
rc=0
awk -v a="$t0" -v b="$t1" -v c="$(nproc)" -v l="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
    s = b - a
    printf "review: 60-move ConHex game, default budget: %.1f s wall on %d cores (load %s; limit 30 s)\n", s, c, l
    exit s > 30
}' || rc=1
out=$(HEXARCADE_REVIEWBENCH=1 BUILD="$BUILD" "$BUILD"/tests/test_ai_review 2>&1)
st=$?
line=$(printf '%s\n' "$out" | grep '^review agreement:')
if [ $st -ne 0 ] || [ -z "$line" ]; then
    printf '%s\n' "$out" | tail -20
    echo "review: the 3-player agreement check failed"
    rc=1
else
    echo "$line; hexreview --fresh --write then hexreview: the same lines"
fi
exit $rc
