#!/usr/bin/env bash
# Soak (docs/hardening.md): hexselfplay under ASan + UBSan, Beginner against
# Beginner, GAMES games per game (default 2000), one game at a time, niced.
# Not part of `make test` (tens of minutes). Builds build/check/hexselfplay
# with make check's flags, then prints each game's tally; fails on any error,
# crash or sanitizer report.
#   bash tests/soak.sh                 every registered game, 2000 each
#   GAMES=200 bash tests/soak.sh zumo churn
#   LEVEL='easy#3+ponder' GAMES=50 bash tests/soak.sh   on 3 threads (one shared
#                                      tree), keeping the tree and thinking ahead
set -u
cd "$(dirname "$0")/.."
GAMES=${GAMES:-2000}
LEVEL=${LEVEL:-beginner}
BUILD=${BUILD:-build/check}
make --no-print-directory BUILD="$BUILD" OPT=-O1 \
    SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined" \
    "$BUILD/hexselfplay" "$BUILD/levelcheck" >/dev/null || exit 2
# Every registered game by default (a new one too), as the registry lists them.
[ $# -gt 0 ] || set -- $("$BUILD/levelcheck" --games)
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
fail=0
for g in "$@"; do
    for id in $g; do
        log=$(mktemp)
        nice -n 10 "$BUILD/hexselfplay" --game "$id" --a "$LEVEL" --b "$LEVEL" --games "$GAMES" >"$log" 2>&1
        rc=$?
        errs=$(sed -n 's/.*errors \([0-9]*\).*/\1/p' "$log")
        echo "$id: status $rc, $(grep -E '^games|^draws|^time [0-9]' "$log" | tr '\n' ' ')"
        if [ $rc -ne 0 ] || [ "${errs:-1}" != 0 ] || grep -q 'Sanitizer\|runtime error' "$log"; then
            fail=1
            tail -n 20 "$log"
        fi
        rm -f "$log"
    done
done
exit $fail
