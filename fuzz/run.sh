#!/usr/bin/env bash
# Runs the libFuzzer targets built by `make fuzz` (in $BUILD, default
# build/fuzz), each for FUZZ_SECONDS (default 60) from its seed corpus:
#   level     levels/, tests/levels-good, tests/levels-bad, tests/gtp/levels
#   move      generated: every fuzz position + legal and near-legal moves
#   act       the move seeds (a position byte and bytes that pick actions)
#   save      generated saves of every game + tests/levels-good saves
#   settings  generated settings files
#   gtp       tests/gtp/*.cmd
#   foreign   tests/data/foreign (AbstractPlay records, Little Golem texts)
# The growing corpus is kept in $BUILD/corpus/<target> (so a second run goes
# on from where the first stopped); crashers go to $BUILD/artifacts/<target>/.
# Copy a crasher to fuzz/regress/<target>/ once fixed: make test replays it.
# Prints one line per target and a closing "N passed, N failed" line.
#   fuzz/run.sh [level move act save settings gtp foreign]
#   fuzz/run.sh --check-toolchain CC   (0 when CC builds a libFuzzer target)
set -u
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--check-toolchain" ]; then
    cc=${2:-clang}
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' >"$tmp/t.c"
    if "$cc" -fsanitize=fuzzer,address,undefined "$tmp/t.c" -o "$tmp/t" >/dev/null 2>&1 &&
        "$tmp/t" -runs=1 >/dev/null 2>&1; then
        exit 0
    fi
    echo "fuzz: $cc cannot build a libFuzzer target (installing clang and its runtime)" >&2
    exit 1
fi

BUILD=${BUILD:-build/fuzz}
SECONDS_EACH=${FUZZ_SECONDS:-60}
export HEXARCADE_DATA=$PWD
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(level move act save settings gtp foreign)

# Inputs larger than these only repeat what smaller ones reach.
max_len() {
    case $1 in
        move | act) echo 256 ;;
        settings) echo 1024 ;;
        gtp) echo 4096 ;;
        *) echo 16384 ;;
    esac
}

seeds="$BUILD/seeds"
# Two runs at once (one target each, on two cores) must not seed together.
exec 9>"$BUILD/.seeds.lock"
flock 9
if [ ! -d "$seeds/move" ] || [ "$BUILD/fuzz_seedgen" -nt "$seeds/move" ]; then
    rm -rf "$seeds"
    "$BUILD/fuzz_seedgen" "$seeds" || { echo "fuzz: seedgen failed"; exit 1; }
fi
mkdir -p "$seeds/level" "$seeds/gtp"
find levels tests/levels-good tests/levels-bad tests/gtp/levels -name '*.txt' -exec cp {} "$seeds/level/" \; 2>/dev/null
# Same base names in several folders: prefix by folder so none is lost.
for d in tests/levels-good tests/levels-bad tests/levels-good/demos tests/levels-bad/demos; do
    for f in "$d"/*.txt; do [ -f "$f" ] && cp "$f" "$seeds/level/$(echo "$d" | tr / _)_$(basename "$f")"; done
done
cp tests/levels-good/*save*.txt "$seeds/save/" 2>/dev/null
cp tests/gtp/*.cmd "$seeds/gtp/"
mkdir -p "$seeds/foreign"
cp tests/data/foreign/*.json tests/data/foreign/*.txt "$seeds/foreign/"
mkdir -p "$seeds/act"
cp "$seeds"/move/* "$seeds/act/"
flock -u 9

passed=0
failed=0
summary=()
for t in "${targets[@]}"; do
    bin=$BUILD/fuzz_$t
    if [ ! -x "$bin" ]; then
        echo "FAIL $t: $bin is not built (make fuzz)"
        failed=$((failed + 1))
        continue
    fi
    corpus=$BUILD/corpus/$t
    art=$BUILD/artifacts/$t
    mkdir -p "$corpus" "$art"
    dict=()
    [ -f "fuzz/dict/$t.dict" ] && dict=(-dict="fuzz/dict/$t.dict")
    log=$BUILD/fuzz_$t.log
    before=$(find "$art" -type f | wc -l)
    echo "== fuzz_$t for ${SECONDS_EACH}s (log: $log)"
    "$bin" -max_total_time="$SECONDS_EACH" -max_len="$(max_len "$t")" -timeout=30 \
        -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$art/" "${dict[@]}" "$corpus" "$seeds/$t" </dev/null >"$log" 2>&1
    rc=$?
    execs=$(grep -h 'stat::number_of_executed_units' "$log" | awk '{s+=$2} END {print s+0}')
    after=$(find "$art" -type f | wc -l)
    units=$(find "$corpus" -type f | wc -l)
    line="fuzz_$t: $execs executions in ${SECONDS_EACH}s, corpus $units, new crashers $((after - before))"
    summary+=("$line")
    if [ $rc -ne 0 ] || [ "$after" -gt "$before" ]; then
        failed=$((failed + 1))
        echo "FAIL $line"
        grep -m5 -E 'ERROR|runtime error|fuzz invariant|Test unit written' "$log"
    else
        passed=$((passed + 1))
        echo "ok   $line"
    fi
done
echo
printf '%s\n' "${summary[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
