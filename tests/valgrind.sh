#!/usr/bin/env bash
# Memcheck over a short scripted client session under Xvfb
# (tests/e2e/valgrind.script): our code must show no invalid access and no
# leak; third-party leaks (Mesa, X11, dbus, SDL's own) are suppressed by
# tests/valgrind.supp. Not part of `make test` (minutes under valgrind).
#   BUILD=build bash tests/valgrind.sh      (needs valgrind and xvfb-run)
# Exit status 0 when memcheck reports no error; the log is $OUT/valgrind.log.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD SDL_AUDIODRIVER=dummy
OUT=${OUT:-$(mktemp -d)}
export OUT XDG_DATA_HOME=$OUT/data XDG_CONFIG_HOME=$OUT/config
for t in valgrind xvfb-run; do
    command -v $t >/dev/null 2>&1 || { echo "valgrind.sh: $t is not installed"; exit 2; }
done
[ -x "$BUILD/hexarcade" ] || { echo "valgrind.sh: $BUILD/hexarcade is not built"; exit 2; }
# --errors-for-leak-kinds=definite,indirect: "possibly lost" blocks are the
# display libraries' pointer tricks, never ours (ours would be definite).
timeout 1200 xvfb-run -a -s "-screen 0 1280x720x24" \
    valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect \
    --errors-for-leak-kinds=definite,indirect --error-exitcode=99 --track-origins=yes \
    --num-callers=30 --keep-debuginfo=yes -s --suppressions=tests/valgrind.supp --gen-suppressions=all \
    --log-file="$OUT/valgrind.log" \
    "$BUILD/hexarcade" --windowed 1280x720 --script tests/e2e/valgrind.script --exit-after 900
rc=$?
grep -E 'ERROR SUMMARY|definitely lost|indirectly lost|possibly lost|still reachable' "$OUT/valgrind.log"
echo "valgrind.sh: client exit status $rc (99: memcheck errors), log $OUT/valgrind.log"
exit $rc
