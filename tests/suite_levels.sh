#!/usr/bin/env bash
# Level files: $BUILD/levelcheck must accept every file under levels/ and
# tests/levels-good/, and reject each file under tests/levels-bad/ with the
# message its "# want: <line>: <text>" comment gives, prefixed by the file's
# path (so every refusal names file:line). Files with "# needs: <game> ..."
# wait until those games are in the registry.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
LC=$BUILD/levelcheck
. tests/lib_suite.sh
out=$(mktemp)
trap 'rm -f "$out"' EXIT

if [ ! -x "$LC" ]; then
    echo "FAIL $LC is not built"
    echo "0 passed, 1 failed"
    exit 1
fi
registered=" $("$LC" --games | tr '\n' ' ') "

# Missing games of a file, if any.
missing() {
    local g m=
    for g in $(sed -n 's/^# needs: //p' "$1"); do
        case "$registered" in *" $g "*) ;; *) m="$m $g" ;; esac
    done
    echo "$m"
}

# The shipped levels: one result per file.
"$LC" levels >"$out" 2>&1
rc=$?
while read -r word rest; do
    case "$word" in
        ok) ok "$rest" ;;
        FAIL) bad "$rest" ;;
    esac
done <"$out"
if [ $rc -ne 0 ] && ! grep -q '^FAIL' "$out"; then bad "levelcheck levels: exit $rc"; cat "$out"; fi

for f in $(find tests/levels-good -name '*.txt' | sort); do
    m=$(missing "$f")
    if [ -n "$m" ]; then echo "skip $f (not in the registry:$m)"; continue; fi
    if "$LC" "$f" >"$out" 2>&1; then ok "$f"; else bad "$f"; cat "$out"; fi
done

for f in $(find tests/levels-bad -name '*.txt' | sort); do
    m=$(missing "$f")
    if [ -n "$m" ]; then echo "skip $f (not in the registry:$m)"; continue; fi
    want=$(sed -n 's/^# want: //p' "$f" | head -1)
    if [ -z "$want" ]; then bad "$f: no '# want:' line"; continue; fi
    "$LC" "$f" >"$out" 2>&1
    rc=$?
    if [ $rc -ne 1 ]; then
        bad "$f: exit status $rc, expected 1"; cat "$out"
    elif ! grep -qF -- "$f:$want" "$out"; then
        bad "$f: message lacks '$f:$want'"; cat "$out"
    else
        ok "$f rejected"
    fi
done

# A directory of several files: each gets its line, the summary counts them.
"$LC" --quiet tests/levels-bad >"$out" 2>&1
rc=$?
n=$(find tests/levels-bad -name '*.txt' | wc -l)
if [ $rc -eq 1 ] && grep -q "^levelcheck: $n files, 0 ok, $n failed$" "$out"; then
    ok "levelcheck over tests/levels-bad: $n files, all failed"
else
    bad "levelcheck over tests/levels-bad (exit $rc)"; tail -3 "$out"
fi
"$LC" tests/levels-bad/no-such-file.txt >"$out" 2>&1
if [ $? -eq 1 ] && grep -q 'no-such-file.txt: cannot open' "$out"; then
    ok "a missing file fails"
else
    bad "a missing file"; cat "$out"
fi

# Puzzles (issue 27): every file's answers are exactly what the exhaustive
# whole-turn search finds for its kind; a file that lists one answer too
# few fails; mining is repeatable under a seed and writes valid levels.
PG=$BUILD/puzzlegen
if [ ! -x "$PG" ]; then
    bad "$PG is not built"
else
    tmp=$(mktemp -d)
    if "$PG" --verify --quiet levels/*/puzzles >"$out" 2>&1 && ! grep -q " 0 files" "$out"; then ok "puzzlegen --verify: $(tail -1 "$out")"; else bad "puzzlegen --verify"; cat "$out"; fi
    for g in $("$LC" --games); do
        n=$(find "levels/$g/puzzles" -name '*.txt' 2>/dev/null | wc -l)
        if [ "$n" -ge 12 ]; then ok "$g has $n puzzles"; else bad "$g has $n puzzles (fewer than 12)"; fi
    done
    src=$(grep -l '^expect:' levels/*/puzzles/*.txt | while read -r f; do
        [ "$(grep -c '^expect:' "$f")" -ge 2 ] && grep -q '^puzzle: win' "$f" && echo "$f"; done | head -1)
    awk 'BEGIN{d=0} /^expect:/ && !d {d=1; next} {print}' "$src" >"$tmp/short.txt"
    if "$PG" --verify "$tmp/short.txt" >"$out" 2>&1; then bad "an answer left out of $src passes --verify"
    elif grep -q 'the search finds' "$out"; then ok "an answer left out of $src is found missing"
    else bad "an answer left out: $(cat "$out")"; fi
    # The failure is a sentence (issue 34 point 18: it read "finds 0 answers:;").
    sed 's/^board:/puzzle: win1\nexpect: F6\nboard:/' levels/zumo/start-s6-p2.txt >"$tmp/none.txt"
    "$PG" --verify "$tmp/none.txt" >"$out" 2>&1
    if grep -qF 'the search finds no answer; the file lists 1 answer (F6)' "$out"; then ok "--verify says: $(head -1 "$out" | sed 's/.*: the/the/')"
    else bad "--verify wording: $(cat "$out")"; fi
    mkdir -p "$tmp/a" "$tmp/b"
    args="churn --size 3 --games 14 --count 1 --kinds win2 --min-moves 2 --seed 3 --quiet"
    "$PG" $args --out "$tmp/a" >/dev/null 2>&1
    "$PG" $args --out "$tmp/b" >/dev/null 2>&1
    if [ -n "$(ls "$tmp/a")" ] && diff -r "$tmp/a" "$tmp/b" >/dev/null; then ok "puzzlegen under one seed writes the same files"
    else bad "puzzlegen under one seed: $(ls "$tmp/a" "$tmp/b")"; fi
    if "$LC" --quiet "$tmp/a" >"$out" 2>&1 && "$PG" --verify --quiet "$tmp/a" >>"$out" 2>&1; then ok "a mined puzzle passes levelcheck and --verify"
    else bad "a mined puzzle"; cat "$out"; fi
    # --out makes a missing folder (and its parents); a puzzle that cannot be
    # written (a FIFO at its name, a file where the folder should be) stops
    # mining with status 1, the FIFO left as it was (issue 32).
    "$PG" $args --out "$tmp/new/deeper" >"$out" 2>&1
    if [ $? -eq 0 ] && diff -r "$tmp/a" "$tmp/new/deeper" >/dev/null; then ok "puzzlegen --out makes a missing folder"
    else bad "puzzlegen --out into a missing folder"; cat "$out"; fi
    mkdir -p "$tmp/c"
    name=$(ls "$tmp/a" | head -1)
    mkfifo "$tmp/c/$name"
    timeout 600 "$PG" $args --out "$tmp/c" >"$out" 2>&1
    rc=$?
    if [ $rc -eq 1 ] && grep -q "$name: refused: .*FIFO" "$out" && [ -p "$tmp/c/$name" ] && [ "$(ls "$tmp/c" | wc -l)" = 1 ]; then
        ok "puzzlegen: a puzzle that cannot be written: status 1, the FIFO unchanged"
    else bad "puzzlegen onto a FIFO: status $rc"; cat "$out"; ls -la "$tmp/c"; fi
    echo x >"$tmp/afile"
    "$PG" $args --out "$tmp/afile/sub" >"$out" 2>&1
    rc=$?
    if [ $rc -eq 1 ] && grep -q "cannot make the folder $tmp/afile/sub" "$out"; then ok "puzzlegen --out under a file: status 1 ($(head -1 "$out"))"
    else bad "puzzlegen --out under a file: status $rc"; cat "$out"; fi
    # --retitle: a title of kind and turn says what the answer does; a title
    # written by hand, or an answer that only places, keeps its title.
    mkdir -p "$tmp/r"
    sed 's/^title: .*/title: Win in one at turn 24/' levels/zumo/puzzles/win1-black-s1-g1-t24.txt >"$tmp/r/push.txt"
    cp levels/wunchunk/puzzles/win1-blue-s2-g10-t51.txt "$tmp/r/place.txt"
    sed 's/^title: .*/title: My own title/' levels/zumo/puzzles/win1-black-s1-g2-t18.txt >"$tmp/r/hand.txt"
    cp "$tmp/r/place.txt" "$tmp/r/place.before"
    if "$PG" --verify --quiet --retitle "$tmp/r/push.txt" "$tmp/r/place.txt" "$tmp/r/hand.txt" >"$out" 2>&1 &&
        grep -qx 'title: Win in one: a push off the edge' "$tmp/r/push.txt" &&
        grep -qx 'title: My own title' "$tmp/r/hand.txt" && cmp -s "$tmp/r/place.txt" "$tmp/r/place.before"; then
        ok "puzzlegen --retitle: $(grep '^title' "$tmp/r/push.txt")"
    else bad "puzzlegen --retitle: $(cat "$out") $(grep -h '^title' "$tmp"/r/*.txt)"; fi
    if "$PG" --retitle levels/zumo/puzzles >"$out" 2>&1; then bad "--retitle without --verify accepted"
    else ok "--retitle without --verify: $(head -1 "$out")"; fi
    rm -rf "$tmp"
fi

finish
