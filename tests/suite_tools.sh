#!/usr/bin/env bash
# hexselfplay and hexbench: they finish, print what they promise, and
# self-play is reproducible (same seed, same output but the timing line).
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
SP=$BUILD/hexselfplay
BENCH=$BUILD/hexbench
. tests/lib_suite.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for b in "$SP" "$BENCH" "$BUILD/levelcheck"; do
    if [ ! -x "$b" ]; then
        echo "FAIL $b is not built"
        echo "0 passed, 1 failed"
        exit 1
    fi
done
games=$("$BUILD/levelcheck" --games)
has() { echo "$games" | grep -qx "$1"; }

# Runs hexselfplay twice with the same arguments; the output without its
# timing line must be equal and show every game accounted for.
same_twice() {
    local label=$1; shift
    timeout 600 "$SP" "$@" >"$tmp/a" 2>&1; local ra=$?
    timeout 600 "$SP" "$@" >"$tmp/b" 2>&1; local rb=$?
    grep -v '^time ' "$tmp/a" >"$tmp/a2"
    grep -v '^time ' "$tmp/b" >"$tmp/b2"
    if [ $ra -ne 0 ] || [ $rb -ne 0 ]; then
        bad "$label: exit status $ra/$rb"; cat "$tmp/a"
    elif ! diff -u "$tmp/a2" "$tmp/b2"; then
        bad "$label: two runs differ"
    elif ! grep -q '^seat a ' "$tmp/a" || ! grep -q '^average length ' "$tmp/a" ||
         ! grep -q '^time ' "$tmp/a" || ! grep -q 'errors 0$' "$tmp/a"; then
        bad "$label: output incomplete"; cat "$tmp/a"
    else
        ok "$label"
    fi
}

if has churn; then
    same_twice "churn 1000 random games, seed 1, twice" --game churn --a random --b random --games 1000 --seed 1
    # The wins of the seats and the draws add up to the games played.
    total=$(awk '/^seat /{s += $5} /^draws /{s += $2 + $4} END {print s}' "$tmp/a")
    if [ "$total" = 1000 ] || [ "$total" = "1000.0" ]; then ok "churn: wins + draws + unfinished = 1000"
    else bad "churn: results add up to $total, not 1000"; fi
    "$SP" --game churn --games 50 --seed 2 --quiet >"$tmp/c"
    if grep -q '^time ' "$tmp/c"; then bad "--quiet still prints the timing line"; else ok "--quiet leaves out timings"; fi
    "$SP" --game churn --games 50 --seed 3 --quiet >"$tmp/d"
    if cmp -s "$tmp/c" "$tmp/d"; then bad "seeds 2 and 3 gave the same games"; else ok "another seed, other games"; fi
    same_twice "churn AI (beginner) against random" --game churn --a beginner --b random --games 6 --seed 4
fi

# Every game: random and AI players finish with no errors, reproducibly.
for id in $games; do
    same_twice "$id: 3 random games" --game "$id" --games 3 --seed 5
    same_twice "$id: beginner against easy" --game "$id" --a beginner --b easy --games 2 --seed 6 --cap 30
    same_twice "$id: newcomer against first" --game "$id" --a newcomer --b first --games 2 --seed 6 --cap 400
done
if has wunchunk; then
    same_twice "wunchunk 4 players, beginner and random" --game wunchunk --players 4 --size 5 --a beginner --games 4 --seed 7
    same_twice "wunchunk 3 players, first, newcomer and random" --game wunchunk --players 3 --a first --b newcomer --games 3 --seed 7
fi

# AI player variations: an iteration budget, features off, reward models.
if has conhex; then
    same_twice "conhex: medium@300~norave against easy~noknow" --game conhex --a 'medium@300~norave' --b 'easy~noknow' --games 2 --seed 8
    if grep -q '^time seat a medium@300~norave .* s per move, longest ' "$tmp/a"; then ok "per-seat move times"
    else bad "per-seat move times missing"; cat "$tmp/a"; fi
fi
if has conhex; then
    # %C sets the exploration constant: ConHex's own (0.25) changes nothing,
    # a far larger one other games.
    same_twice "conhex: easy%5@200 against easy@200" --game conhex --a 'easy%5@200' --b 'easy@200' --games 2 --seed 10
    sed 's/easy%5@200/A/' "$tmp/a" | grep -v '^time ' >"$tmp/wide"
    "$SP" --game conhex --a 'easy%0.25@200' --b 'easy@200' --games 2 --seed 10 | sed 's/easy%0.25@200/A/' | grep -v '^time ' >"$tmp/same"
    "$SP" --game conhex --a 'easy@200' --b 'easy@200' --games 2 --seed 10 | sed '0,/^seat a easy@200/s//seat a A/' | grep -v '^time ' >"$tmp/plain"
    if diff -q "$tmp/same" "$tmp/plain" >/dev/null; then ok "%0.25 is ConHex's own constant: the same games"
    else bad "%0.25 changed ConHex's games"; diff "$tmp/same" "$tmp/plain"; fi
    if diff -q "$tmp/wide" "$tmp/plain" >/dev/null; then bad "%5 changed nothing"
    else ok "%5: other games"; fi
fi
if has conhex; then
    # Two search threads of root parallelism share the budget: still the
    # same games twice.
    same_twice "conhex two root threads (easy#2@400+root) against one" --game conhex --a 'easy#2@400+root' --b 'easy@400' --games 2 --seed 12
    # The default, one shared tree on three threads, keeping its tree and
    # thinking ahead: legal games to the end (not the same twice).
    timeout 300 "$SP" --game conhex --a 'easy#3@400+ponder' --b 'easy#2@400+tree' --games 2 --seed 12 >"$tmp/t" 2>&1
    if [ $? -eq 0 ] && grep -q 'errors 0$' "$tmp/t" && grep -q "^tree seat a easy#3@400+ponder" "$tmp/t"; then
        ok "conhex easy#3@400+ponder against easy#2@400+tree: finished, tree kept"
    else bad "conhex tree threads with pondering"; cat "$tmp/t"; fi
    # Thinking for a time (wall clock): the games finish, legal, with threads.
    timeout 120 "$SP" --game conhex --a 'beginner#2/0.01' --b 'beginner/0.01' --games 1 --seed 3 >"$tmp/t" 2>&1
    if [ $? -eq 0 ] && grep -q 'errors 0$' "$tmp/t" && grep -q "^seat a beginner#2/0.01" "$tmp/t"; then
        ok "conhex beginner#2/0.01 against beginner/0.01: finished"
    else bad "conhex with /S seconds a move"; cat "$tmp/t"; fi
fi
if has wunchunk; then
    same_twice "wunchunk 3 players, paranoid against max^n" --game wunchunk --players 3 --size 5 --a 'easy+paranoid@200' --b 'easy+maxn@200' --c random --games 3 --seed 9
fi

# On a clock: each seat's time on the wall clock, the AI taking its time
# from it; the games lost on time are counted (how many depends on the
# machine, so only the line is checked here; docs/clocks.md has figures).
timeout 300 "$SP" --game conhex --a easy --b medium --games 2 --clock 0.05+0.01 >"$tmp/c" 2>&1
if [ $? -eq 0 ] && grep -qx 'clock 0.05+0.01' "$tmp/c" && grep -qE '^lost on time [0-9]+$' "$tmp/c" &&
    [ "$(grep -oE '^draws [0-9]+' "$tmp/c" | grep -oE '[0-9]+')" = 0 ] && grep -q '^seat b ' "$tmp/c"; then
    ok "hexselfplay --clock 0.05+0.01: 'lost on time N'"
else bad "hexselfplay --clock"; cat "$tmp/c"; fi
if has wunchunk; then
    timeout 300 "$SP" --game wunchunk --players 3 --size 5 --a easy@100 --b random --c random --games 1 --clock 0.02+0 >"$tmp/c" 2>&1
    if [ $? -eq 0 ] && grep -qE '^lost on time [0-9]+$' "$tmp/c" && grep -q 'unfinished 0' "$tmp/c"; then
        ok "hexselfplay wunchunk 3 players on a clock: finished, 'lost on time N'"
    else bad "hexselfplay wunchunk --clock"; cat "$tmp/c"; fi
fi

# Bad arguments: a message and exit status 2, not a crash.
for args in "--game nosuch" "--game churn --a wizard" "--game churn --a hard~bogus" "--game churn --a hard@x" "--game churn --a hard%x" "--game churn --a hard%0" "--game churn --a hard#0" "--game churn --a hard#65" "--game churn --a hard#x" "--game churn --a hard#" "--game churn --a hard/0" "--game churn --a hard/x" "--game churn --a hard/" "--game churn --games x" "--game churn --size 99" "--game churn --clock x" "--game churn --clock 0+0" "--game churn --clock 5+" "--game churn --clock" "--bogus" ""; do
    # shellcheck disable=SC2086
    "$SP" $args >"$tmp/o" 2>&1
    rc=$?
    if [ $rc -eq 2 ] && [ -s "$tmp/o" ]; then ok "hexselfplay $args: refused"
    else bad "hexselfplay $args: exit $rc"; cat "$tmp/o"; fi
done

# A refused level spec says why (issue 34 point 18): the mark, its word and
# what it takes; a variation given twice is refused, not the last one kept.
while IFS='|' read -r spec want; do
    "$SP" --game churn --a "$spec" --games 1 >"$tmp/o" 2>&1
    rc=$?
    if [ $rc -eq 2 ] && grep -qF -- "$want" "$tmp/o"; then ok "hexselfplay --a '$spec': says '$want'"
    else bad "hexselfplay --a '$spec': exit $rc, want '$want'"; cat "$tmp/o"; fi
done <<'SPECS'
expert#0|'#0': threads: give 1 to 64
expert:65|':65': threads: give 1 to 64
medium#2#3|'#3': threads given twice
medium#2:3|':3': threads given twice
beginner/0.01/0.01|'/0.01': the time a move given twice
/0.01/0.01|no level before the variations
hard+paranoid+maxn|'+maxn': given twice or against another
hard~norave~norave|'~norave': given twice
hard@100@200|'@200': iterations given twice
SPECS
timeout 120 "$SP" --game conhex --a 'beginner:2/0.01' --b 'beginner' --games 1 --seed 3 >"$tmp/t" 2>&1
if [ $? -eq 0 ] && grep -q 'errors 0$' "$tmp/t" && grep -q "^seat a beginner:2/0.01" "$tmp/t"; then
    ok "hexselfplay beginner:2/0.01 (threads as ':N', as the engine protocol writes them)"
else bad "hexselfplay beginner:2/0.01"; cat "$tmp/t"; fi

# A tool that finds no levels/ says which data folder it used and why, as
# the client does (issue 34 point 17); built in the tree, it finds the
# tree's data from anywhere without HEXARCADE_DATA, however deep its build
# folder (make check: build/check/).
mkdir -p "$tmp/nodata" "$tmp/away"
printf 'format: hexarcade-save 1\ngame: zumo\nplayers: 2\n' >"$tmp/z.sav"
note="[data folder $tmp/nodata: given with --data]"
"$SP" --game zumo --games 1 --data "$tmp/nodata" >"$tmp/o" 2>&1
if grep -qF "levels/zumo/start-s10-p2.txt: cannot open: No such file or directory $note" "$tmp/o"; then ok "hexselfplay without levels/: the data folder's note"
else bad "hexselfplay without levels/"; cat "$tmp/o"; fi
"$BUILD/hexreview" --data "$tmp/nodata" "$tmp/z.sav" >"$tmp/o" 2>&1
if grep -qF "$note" "$tmp/o"; then ok "hexreview without levels/: the data folder's note"
else bad "hexreview without levels/"; cat "$tmp/o"; fi
"$BENCH" --game zumo --seconds 0.01 --data "$tmp/nodata" >"$tmp/o" 2>&1
if grep -qF "$note" "$tmp/o"; then ok "hexbench without levels/: the data folder's note"
else bad "hexbench without levels/"; cat "$tmp/o"; fi
"$BUILD/levelcheck" --data "$tmp/nodata" >"$tmp/o" 2>&1
if grep -qF "$tmp/nodata/levels: cannot open directory $note" "$tmp/o"; then ok "levelcheck without levels/: the data folder's note"
else bad "levelcheck without levels/"; cat "$tmp/o"; fi
"$BUILD/levelcheck" --quiet levels/zumo/start-s6-p2.txt >"$tmp/o" 2>&1
if ! grep -qF "[data folder" "$tmp/o"; then ok "levelcheck with levels/: no note"
else bad "levelcheck with levels/ notes"; cat "$tmp/o"; fi
cp "$SP" "$tmp/away/hexselfplay"
(cd "$tmp/away" && env -u HEXARCADE_DATA ./hexselfplay --game zumo --games 1) >"$tmp/o" 2>&1
if grep -qF "[data folder " "$tmp/o" || grep -q 'errors 0$' "$tmp/o"; then ok "hexselfplay alone in a folder: the note (or an installed data folder)"
else bad "hexselfplay alone in a folder"; cat "$tmp/o"; fi
case $BUILD in /*) root= ;; *) root=$PWD/ ;; esac
(cd "$tmp/away" && env -u HEXARCADE_DATA "$root$SP" --game zumo --size 6 --games 1 --seed 2) >"$tmp/o" 2>&1
if grep -q 'errors 0$' "$tmp/o"; then ok "$SP from elsewhere without HEXARCADE_DATA: finds the tree's levels/"
else bad "$SP from elsewhere without HEXARCADE_DATA"; cat "$tmp/o"; fi

# hexbench: a header and one row of numbers per game.
timeout 300 "$BENCH" --seconds 0.05 >"$tmp/bench" 2>&1
rc=$?
rows=$(grep -cE '^[a-z]+ +[-0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ ' "$tmp/bench")
if [ $rc -eq 0 ] && head -1 "$tmp/bench" | grep -q 'playouts/s' && [ "$rows" -eq "$(echo "$games" | grep -c .)" ]; then
    ok "hexbench: one row per game"
    if head -1 "$tmp/bench" | grep -q 'ai-iter/s *iter/playout'; then ok "hexbench: AI iterations/s and the cost of an iteration in playouts"
    else bad "hexbench: no AI columns"; cat "$tmp/bench"; fi
else
    bad "hexbench (exit $rc, $rows rows)"; cat "$tmp/bench"
fi
for args in "--ai-threads 0" "--ai-threads x" "--ai-threads 65" "--ai-threads"; do
    # shellcheck disable=SC2086
    "$BENCH" --game conhex $args >"$tmp/o" 2>&1
    if [ $? -eq 2 ]; then ok "hexbench $args: refused"; else bad "hexbench $args"; fi
done
timeout 120 "$BENCH" --game conhex --seconds 0.05 --ai-threads 2 >"$tmp/bench2" 2>&1
if [ $? -eq 0 ] && grep -qE '^conhex +[-0-9]+ +[0-9]+ ' "$tmp/bench2" && grep -q '2 search threads, per second of wall clock' "$tmp/bench2"; then
    ok "hexbench --ai-threads 2: a row, wall-clock iterations/s"
else bad "hexbench --ai-threads 2"; cat "$tmp/bench2"; fi
"$BENCH" --game nosuch >"$tmp/o" 2>&1
if [ $? -eq 2 ]; then ok "hexbench --game nosuch: refused"; else bad "hexbench --game nosuch"; fi

# tests/ladder.sh changes no tracked file unless asked (issue 32): run on a
# copy of the script and of data/ai-ladder.txt in a temporary tree, a plain
# run keeps its lines beside OUT (build/); --update-docs appends to data/.
if has churn; then
    mkdir -p "$tmp/tree/tests" "$tmp/tree/data"
    cp tests/ladder.sh "$tmp/tree/tests/"
    cp data/ai-ladder.txt "$tmp/tree/data/"
    cp data/ai-ladder.txt "$tmp/ladder.before"
    BIN=$PWD/$SP GAMES=2 bash "$tmp/tree/tests/ladder.sh" churn:beginner:random >"$tmp/l" 2>&1
    rc=$?
    if [ $rc -eq 0 ] && cmp -s "$tmp/tree/data/ai-ladder.txt" "$tmp/ladder.before" &&
        grep -q '^churn beginner random 2 ' "$tmp/tree/build/ladder.txt" && grep -q '| churn | beginner | random | 2 |' "$tmp/tree/build/ladder.md"; then
        ok "ladder.sh: results in build/ladder.txt, data/ai-ladder.txt untouched"
    else bad "ladder.sh without --update-docs (status $rc)"; cat "$tmp/l"; fi
    BIN=$PWD/$SP GAMES=2 OUT=$tmp/tree/build/again.md bash "$tmp/tree/tests/ladder.sh" --update-docs churn:beginner:random >"$tmp/l" 2>&1
    rc=$?
    if [ $rc -eq 0 ] && [ "$(($(wc -l <"$tmp/ladder.before") + 1))" = "$(wc -l <"$tmp/tree/data/ai-ladder.txt")" ] &&
        tail -1 "$tmp/tree/data/ai-ladder.txt" | grep -q '^churn beginner random 2 '; then
        ok "ladder.sh --update-docs appends to data/ai-ladder.txt"
    else bad "ladder.sh --update-docs (status $rc)"; cat "$tmp/l"; fi
    if BIN=$PWD/$SP bash "$tmp/tree/tests/ladder.sh" --docs >"$tmp/l" 2>&1; then bad "ladder.sh --docs accepted"
    else ok "ladder.sh: an unknown option refused ($(head -1 "$tmp/l"))"; fi
fi

finish
