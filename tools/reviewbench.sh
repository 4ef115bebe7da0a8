#!/usr/bin/env bash
# make bench: the game review's speed (issue 25): a 60-move ConHex game
# (tests/review/conhex-60.sav) reviewed by hexreview at the review's default
# budget on every core, in wall-clock seconds; the promise is 30 s on a
# 2-core machine. Prints one line; exit 1 past the limit.
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
awk -v a="$t0" -v b="$t1" -v c="$(nproc)" -v l="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
    s = b - a
    printf "review: 60-move ConHex game, default budget: %.1f s wall on %d cores (load %s; limit 30 s)\n", s, c, l
    exit s > 30
}'
