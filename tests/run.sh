#!/usr/bin/env bash
# Runs every test binary in $BUILD/tests and every tests/suite_*.sh, then prints
# one closing line "N passed, N failed, N skipped" over all of them. A suite
# that skips a check says why on a line of its own starting "skip" (counted);
# cmocka's skipped tests are counted too.
set -u
BUILD=${BUILD:-build}
export BUILD
cd "$(dirname "$0")/.."
passed=0
failed=0
skipped=0
skipped_names=()
failed_names=()
# The suite runs with a private TMPDIR and HOME, empty at the start: what a
# test leaves in either is its failure ("left behind: ..."), then cleared,
# and the real ones are never written (others run tests on this machine
# at the same time, so the shared temp folder cannot be compared).
sandbox=$(mktemp -d "${TMPDIR:-/tmp}/hexarcade-run.XXXXXX")
trap 'rm -rf "$sandbox"' EXIT
mkdir "$sandbox/tmp" "$sandbox/home"
export TMPDIR="$sandbox/tmp" HOME="$sandbox/home"
# The XDG folders then default to inside that HOME, not the caller's.
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME
log=$sandbox/log

run_one() {
    local name=$1; shift
    "$@" >"$log" 2>&1
    local rc=$?
    cat "$log"
    local p f
    p=$(grep -E '^\[  PASSED  \] [0-9]+ test' "$log" | awk '{s+=$4} END {print s+0}')
    f=$(grep -E '^\[  FAILED  \] [0-9]+ test' "$log" | awk '{s+=$4} END {print s+0}')
    if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then
        # A shell suite: its own "N passed, N failed" line.
        local line
        line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
        if [ -n "$line" ]; then
            p=$(echo "$line" | awk '{print $1}')
            f=$(echo "$line" | awk '{print $3}')
        fi
    fi
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
    local s
    s=$(grep -E '^\[  SKIPPED \] [0-9]+ test' "$log" | awk '{s+=$4} END {print s+0}')
    s=$((s + $(grep -c -E '^skip( |:)' "$log")))
    skipped=$((skipped + s))
    if [ "$s" -ne 0 ]; then skipped_names+=("$name"); fi
    local left
    left=$(cd "$sandbox" && find tmp home -mindepth 1 -maxdepth 3 | sort | head -20)
    if [ -n "$left" ]; then
        echo "FAIL $name left behind (in \$TMPDIR or \$HOME):"
        echo "$left" | sed 's/^/    /'
        f=$((f + 1))
        chmod -R u+rwx "$sandbox/tmp" "$sandbox/home" 2>/dev/null
        rm -rf "$sandbox/tmp" "$sandbox/home"
        mkdir "$sandbox/tmp" "$sandbox/home"
    fi
    passed=$((passed + p))
    failed=$((failed + f))
    if [ "$f" -ne 0 ]; then failed_names+=("$name"); fi
}

for t in "$BUILD"/tests/test_*; do
    [ -x "$t" ] || continue
    echo "== $(basename "$t")"
    run_one "$(basename "$t")" "$t"
done
for s in tests/suite_*.sh; do
    [ -f "$s" ] || continue
    echo "== $(basename "$s")"
    run_one "$(basename "$s")" bash "$s"
done

echo
if [ ${#failed_names[@]} -gt 0 ]; then echo "failing: ${failed_names[*]}"; fi
if [ ${#skipped_names[@]} -gt 0 ]; then echo "skipping (each says why above): ${skipped_names[*]}"; fi
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
