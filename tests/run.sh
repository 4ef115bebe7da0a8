#!/usr/bin/env bash
# Runs every test binary in $BUILD/tests and every tests/suite_*.sh (but
# suite_web.sh: make test-web), a job per core (TEST_JOBS) and the X lane
# (the suites that start an X server, one after another) beside them, then
# prints the slowest five and one closing line "N passed, N failed, N
# skipped" over all of them. A suite that skips a check
# says why on a line of its own starting "skip" (counted); cmocka's skipped
# tests are counted too. Each item's report gives its wall time and its
# processor time (user + system, its children's included): on two cores the
# processor time is what the whole run's length comes from.
# Items named as arguments (test_settings, suite_layout.sh) run alone, the
# same way: the edit loop's one test.
#   TEST_QUICK=1  all but the slow items listed below (make test-quick)
#   TEST_JOBS=N   at most N items at once beside the X lane (default: the
#                 number of cores)
set -u
BUILD=${BUILD:-build}
export BUILD
cd "$(dirname "$0")/.."
jobs_max=${TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
quick=${TEST_QUICK:-}
quick_secs=15
times=$BUILD/test-times.txt
passed=0
failed=0
skipped=0
skipped_names=()
failed_names=()
# Each item runs with a private TMPDIR and HOME, empty at its start: what it
# leaves in either is its failure ("left behind: ..."), and the real ones are
# never written (others run tests on this machine at the same time, so the
# shared temp folder cannot be compared; items running side by side must not
# see each other's files).
sandbox=$(mktemp -d "${TMPDIR:-/tmp}/hexarcade-run.XXXXXX")
trap 'chmod -R u+rwx "$sandbox" 2>/dev/null; rm -rf "$sandbox"' EXIT
# The XDG folders then default to inside that HOME, not the caller's.
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME

names=()
declare -A cmd lane
for t in "$BUILD"/tests/test_*; do
    [ -x "$t" ] || continue
    n=$(basename "$t")
    names+=("$n"); cmd[$n]=$t; lane[$n]=
done
for s in tests/suite_*.sh; do
    [ -f "$s" ] || continue
    # The browser's page has its own target (make test-web: emscripten,
    # Chromium and npm, none of which make test installs).
    [ "$s" = tests/suite_web.sh ] && continue
    n=$(basename "$s")
    names+=("$n"); cmd[$n]="bash $s"
    # Suites that start an X server take turns in one lane: two xvfb-run -a
    # started at once can pick the same display number.
    if grep -q 'xvfb-run -a' "$s"; then lane[$n]=x; else lane[$n]=; fi
done

# The slow items, by name: make test-quick leaves them out (builds and
# packages, real clients under X, statistics over many games, property
# tests over thousands of games), the same set on every machine and load.
# A full run names any other item that took quick_secs or more.
slow=(suite_killsave.sh suite_release.sh suite_newcomer.sh suite_e2e.sh suite_first_hour.sh
    suite_install.sh suite_uifaults.sh suite_tools.sh suite_hexshot.sh test_ui_shell test_foreign test_ui_damage
    test_ai_threads test_zumo test_ui_fit test_ui_review test_ai_puzzles test_wunchunk)
declare -A is_slow
for n in "${slow[@]}"; do is_slow[$n]=1; done

# The last full run's times: the slowest start first (the run ends sooner);
# with none yet, the slow items first.
declare -A last
if [ -f "$times" ]; then
    while read -r secs n _; do last[$n]=$secs; done <"$times"
fi
if [ -n "$quick" ]; then
    keep=()
    for n in "${names[@]}"; do [ -z "${is_slow[$n]:-}" ] && keep+=("$n"); done
    echo "quick: leaves out the slow items: ${slow[*]}"
    names=("${keep[@]}")
fi
if [ $# -gt 0 ]; then
    declare -A known
    for n in "${names[@]}"; do known[$n]=1; done
    for n in "$@"; do
        [ -n "${known[$n]:-}" ] || { echo "run.sh: no test item '$n' (built ones are in $BUILD/tests, suites in tests/)" >&2; exit 2; }
    done
    names=("$@")
fi
mapfile -t order < <(for n in "${names[@]}"; do
    printf '%s %s\n' "${last[$n]:-$([ -n "${is_slow[$n]:-}" ] && echo 999 || echo 0)}" "$n"
done | sort -rn | awk '{print $2}')

# Runs one item in its own folder: log, status, seconds.
run_item() {
    local n=$1 d=$sandbox/items/$1
    mkdir -p "$d/tmp" "$d/home"
    local t0 t1 rc TIMEFORMAT='%U %S'
    t0=$(date +%s.%N)
    # shellcheck disable=SC2086 # the command is words
    { time TMPDIR=$d/tmp HOME=$d/home ${cmd[$n]} >"$d/log" 2>&1; } 2>"$d/cpu"
    rc=$?
    t1=$(date +%s.%N)
    awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.1f\n", b - a}' >"$d/secs"
    awk '{printf "%.1f\n", $1 + $2}' "$d/cpu" >"$d/cpus"
    echo "$rc" >"$d/rc"
}

declare -A reported
report() {
    local n=$1 d=$sandbox/items/$1
    local log=$d/log rc p f s secs cpus
    rc=$(cat "$d/rc")
    secs=$(cat "$d/secs")
    cpus=$(cat "$d/cpus")
    echo "== $n ($secs s, $cpus s of processor)"
    cat "$log"
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
    s=$(grep -E '^\[  SKIPPED \] [0-9]+ test' "$log" | awk '{s+=$4} END {print s+0}')
    s=$((s + $(grep -c -E '^skip( |:)' "$log")))
    skipped=$((skipped + s))
    if [ "$s" -ne 0 ]; then skipped_names+=("$n"); fi
    local left
    left=$(cd "$d" && find tmp home -mindepth 1 -maxdepth 3 | sort | head -20)
    if [ -n "$left" ]; then
        echo "FAIL $n left behind (in \$TMPDIR or \$HOME):"
        echo "$left" | sed 's/^/    /'
        f=$((f + 1))
    fi
    chmod -R u+rwx "$d" 2>/dev/null
    rm -rf "$d/tmp" "$d/home"
    passed=$((passed + p))
    failed=$((failed + f))
    if [ "$f" -ne 0 ]; then failed_names+=("$n"); fi
    echo "$secs $n $cpus" >>"$sandbox/times"
    reported[$n]=1
}
report_done() {
    local n
    for n in "${order[@]}"; do
        [ -z "${reported[$n]:-}" ] && [ -f "$sandbox/items/$n/rc" ] && report "$n"
    done
}

# The X lane: its items one after another, beside the per-core jobs, not
# one of them: its clients mostly wait on their own pace (suite_e2e alone
# left the two cores idle 41% of its time), and counted as a job it held
# a core idle: make test took 4 min 23 s, 3 min 53 s beside them.
xs=()
xpid=
for n in "${order[@]}"; do [ "${lane[$n]}" = x ] && xs+=("$n"); done
if [ ${#xs[@]} -gt 0 ]; then
    (for n in "${xs[@]}"; do run_item "$n"; done) &
    xpid=$!
fi
for n in "${order[@]}"; do
    [ "${lane[$n]}" = x ] && continue
    while [ "$(jobs -rp | grep -v -x -e "${xpid:-none}" | wc -l)" -ge "$jobs_max" ]; do
        wait -n 2>/dev/null
        report_done
    done
    run_item "$n" &
done
wait
report_done

echo
if [ -f "$sandbox/times" ]; then
    echo "slowest: $(sort -rn "$sandbox/times" | head -5 | awk '{printf "%s%s %s s", (NR > 1 ? ", " : ""), $2, $1}')"
    echo "processor time: $(awk '{s += $3} END {printf "%.0f", s}' "$sandbox/times") s in all, $(
        sort -k3 -rn "$sandbox/times" | head -5 | awk '{printf "%s%s %s s", (NR > 1 ? ", " : ""), $2, $3}')"
    if [ -z "$quick" ]; then
        while read -r secs n _; do
            [ -z "${is_slow[$n]:-}" ] && [ "${secs%.*}" -ge "$quick_secs" ] &&
                echo "note: $n took $secs s (quick_secs is $quick_secs): make test-quick runs it; list it in tests/run.sh's slow items?"
        done <"$sandbox/times"
    fi
    # Only a full run sets the times that order and select the next runs.
    [ -z "$quick" ] && [ $# -eq 0 ] && sort -rn "$sandbox/times" >"$times"
fi
if [ ${#failed_names[@]} -gt 0 ]; then echo "failing: ${failed_names[*]}"; fi
if [ ${#skipped_names[@]} -gt 0 ]; then echo "skipping (each says why above): ${skipped_names[*]}"; fi
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
