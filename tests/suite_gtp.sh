#!/usr/bin/env bash
# Engine protocol tests: feeds each tests/gtp/*.cmd to $BUILD/hexgtp and
# compares the answers with tests/gtp/*.expected. A .cmd with a line
# "# needs: <game> ..." is skipped while one of those games is not in the
# registry (the rules engines land one by one). Then checks that bad input
# never stops the program: over-long lines, binary noise, end of input.
# A .cmd writes only under @TMP@ (the suite's temporary folder).
# UPDATE=1 rewrites the .expected files from the current output (review the
# diff before committing it).
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
GTP=$BUILD/hexgtp
. tests/lib_suite.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$GTP" ]; then
    echo "FAIL $GTP is not built"
    echo "0 passed, 1 failed"
    exit 1
fi

version=$(sed -n 's/^#define HEXARCADE_VERSION "\(.*\)"$/\1/p' src/core/version.h)

has_game() { printf 'game %s\n' "$1" | "$GTP" | head -1 | grep -q '^='; }

for cmd in tests/gtp/*.cmd; do
    name=$(basename "$cmd" .cmd)
    exp=tests/gtp/$name.expected
    skip=
    for g in $(sed -n 's/^# needs: //p' "$cmd"); do
        has_game "$g" || skip="$skip $g"
    done
    if [ -n "$skip" ]; then
        echo "skip $name (not in the registry:$skip)"
        continue
    fi
    # @TMP@ in a .cmd is this run's own temporary folder (files it writes).
    sed "s|@TMP@|$tmp|g" "$cmd" >"$tmp/cmd"
    timeout 120 "$GTP" <"$tmp/cmd" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    # `version` answers the one version (src/core/version.h): @VERSION@ in
    # the .expected files, so a new version changes no test.
    if [ "${UPDATE:-}" = 1 ]; then sed "s/^\(=[0-9]*\) $version\$/\1 @VERSION@/" "$tmp/out" >"$exp"; fi
    [ -f "$exp" ] && sed "s/@VERSION@/$version/g" "$exp" >"$tmp/exp"
    if [ $rc -ne 0 ]; then
        bad "$name: exit status $rc"; cat "$tmp/err"
    elif [ ! -f "$exp" ]; then
        bad "$name: no $exp"
    elif ! diff -u "$tmp/exp" "$tmp/out" >"$tmp/diff"; then
        bad "$name: answers differ"; head -40 "$tmp/diff"
    else
        ok "$name"
    fi
done

# A line longer than the limit is one error answer; the next line still works.
{ printf '5 name '; head -c 20000 /dev/zero | tr '\0' x; printf '\n6 name\n'; } >"$tmp/long"
"$GTP" <"$tmp/long" >"$tmp/out" 2>&1
if [ $? -eq 0 ] && [ "$(cat "$tmp/out")" = "$(printf '?5 line too long (more than 8192 characters)\n\n=6 Hexarcade')" ]; then
    ok "over-long line"
else
    bad "over-long line"; head -c 400 "$tmp/out"
fi

# Binary noise, NUL bytes and a last line without its newline: answers, no crash.
awk 'BEGIN { srand(7); for (i = 0; i < 30000; i++) printf "%c", int(rand() * 255) + 1 }' >"$tmp/noise"
{ printf 'game churn\nplay \001B\0002\n'; cat "$tmp/noise"; printf '\nname\n1 name'; } >"$tmp/in"
"$GTP" <"$tmp/in" >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && [ "$(tail -2 "$tmp/out" | head -1)" = "=1 Hexarcade" ]; then
    ok "binary noise and a last line without newline"
else
    bad "binary noise (exit $rc)"; tail -5 "$tmp/out"
fi

# Every game: random commands from a fixed list never crash, EOF exits 0.
# The games are the registry's (levelcheck lists it), a new one too.
games=$("$BUILD/levelcheck" --games 2>/dev/null)
[ -n "$games" ] || bad "$BUILD/levelcheck --games lists no game (not built?)"
for id in $games; do
    awk -v id="$id" 'BEGIN {
        srand(3); n = split("play pass|play swap|genmove beginner|undo|legal_moves|showboard|score|result|to_move|clear_board|play A1|play Z99|play x|play A1-B3|play A1>A5|play J11,J13+3|play 1A1,2B2|undo|undo|preview A1|preview x|preview pass", c, "|");
        print "game " id
        for (i = 0; i < 300; i++) print c[int(rand() * n) + 1]
    }' >"$tmp/rand"
    timeout 300 "$GTP" <"$tmp/rand" >"$tmp/out" 2>&1
    rc=$?
    answers=$(grep -c '^[=?]' "$tmp/out")
    if [ $rc -eq 0 ] && [ "$answers" -eq 301 ]; then
        ok "$id: 300 random commands"
    else
        bad "$id: random commands (exit $rc, $answers answers)"; tail -5 "$tmp/out"
    fi
done

# No levels/ in the data folder: the refusal says which folder and why
# (issue 34 point 17); from elsewhere without HEXARCADE_DATA the tree's
# data is found however deep the build folder (make check: build/check/).
mkdir -p "$tmp/nodata" "$tmp/away"
printf 'game zumo\n' | "$GTP" --data "$tmp/nodata" >"$tmp/out" 2>&1
if grep -qF "$tmp/nodata/levels/zumo/start-s10-p2.txt: cannot open: No such file or directory [data folder $tmp/nodata: given with --data]" "$tmp/out"; then
    ok "no levels/: the data folder's note"
else bad "no levels/: no data folder note"; cat "$tmp/out"; fi
case $BUILD in /*) root= ;; *) root=$PWD/ ;; esac
(cd "$tmp/away" && printf 'game zumo\n' | env -u HEXARCADE_DATA "$root$GTP") >"$tmp/out" 2>&1
if head -1 "$tmp/out" | grep -q '^=' ; then ok "$GTP from elsewhere without HEXARCADE_DATA finds the tree's levels/"
else bad "$GTP from elsewhere without HEXARCADE_DATA"; cat "$tmp/out"; fi

# A level spec in genmove (issue 34 point 18): threads are written ":N",
# since '#' starts a comment here; a refused spec says why, and '#64'
# cut off by the comment rule leaves a plain level, not a lost variation.
printf 'game churn size=3\n1 genmove beginner:2+root@40/5\n2 genmove easy:0\n3 genmove medium:2:3\n4 genmove beginner+keep\n' >"$tmp/spec"
"$GTP" <"$tmp/spec" >"$tmp/out" 2>&1
if grep -q '^=1 [A-Z]' "$tmp/out" && grep -qF "?2 'easy:0': ':0': threads: give 1 to 64" "$tmp/out" &&
    grep -qF "?3 'medium:2:3': ':3': threads given twice" "$tmp/out" && grep -q '^?4 genmove keeps no tree' "$tmp/out"; then
    ok "genmove takes a level spec (expert:64/0.001)"
else
    bad "genmove level spec"; cat "$tmp/out"
fi

# savegame never replaces what is not a regular file (issue 32): a FIFO, a
# directory and, as root, a character device made here with mknod (never a
# system path) are refused with the reason and left exactly as they were;
# a symbolic link is written through (the link stays, its target is the save).
nodes=$tmp/nodes
mkdir "$nodes"
mkfifo "$nodes/fifo"
mkdir "$nodes/dir"
kinds="fifo:FIFO dir:directory"
if [ "$(id -u)" = 0 ] && mknod "$nodes/null" c 1 3 2>/dev/null; then kinds="$kinds null:device"; fi
for kn in $kinds; do
    n=${kn%%:*} what=${kn#*:}
    before=$(stat -c '%F %t:%T %i %s' "$nodes/$n")
    printf 'game churn\nplay B2\nsavegame %s\n' "$nodes/$n" | timeout 20 "$GTP" >"$tmp/out" 2>&1
    rc=$?
    after=$(stat -c '%F %t:%T %i %s' "$nodes/$n")
    if [ $rc -eq 0 ] && grep -q "^? $nodes/$n: refused: .*$what" "$tmp/out" && [ "$before" = "$after" ] &&
        [ "$(ls "$nodes" | grep -c tmp)" = 0 ]; then
        ok "savegame onto a $what: refused, unchanged ($after)"
    else
        bad "savegame onto a $what (exit $rc; before '$before', after '$after')"; cat "$tmp/out"; ls -la "$nodes"
    fi
done
echo old >"$nodes/real.sav"
ln -s real.sav "$nodes/link.sav"
ln -s fifo "$nodes/tofifo"
ln -s nowhere "$nodes/dangling"
printf 'game churn\nplay B2\nsavegame %s\nsavegame %s\nsavegame %s\n' "$nodes/link.sav" "$nodes/tofifo" "$nodes/dangling" |
    timeout 20 "$GTP" >"$tmp/out" 2>&1
if [ -L "$nodes/link.sav" ] && grep -q '^format: hexarcade-save' "$nodes/real.sav" &&
    [ "$(grep -c '^?' "$tmp/out")" = 2 ] && grep -q "^? $nodes/tofifo: refused: it links to .*FIFO" "$tmp/out" &&
    grep -q "^? $nodes/dangling: refused: .*missing" "$tmp/out" && [ -p "$nodes/fifo" ] && [ ! -e "$nodes/nowhere" ]; then
    ok "savegame through a symbolic link: the target written, the link kept; a link to a FIFO or nowhere refused"
else
    bad "savegame through symbolic links"; cat "$tmp/out"; ls -la "$nodes"
fi

# loadgame then savegame keeps what the engine has no command for (issue
# 34): the seats, the clock line, a flag fall; saved again, the same file.
cat >"$tmp/flag.sav" <<'EOF'
format: hexarcade-save 2
game: churn
size: 3
players: 2
options: pie=on
seat1: human
seat2: expert
clock: 5+3 left 0.000 280.500
move: B2
move: swap
move: C3
move: flag 1
EOF
printf 'loadgame %s\nsavegame %s\nloadgame %s\nsavegame %s\nresult\n' "$tmp/flag.sav" "$tmp/flag2.sav" "$tmp/flag2.sav" \
    "$tmp/flag3.sav" | timeout 20 "$GTP" >"$tmp/out" 2>&1
if [ "$(grep -c '^=' "$tmp/out")" = 5 ] && cmp -s "$tmp/flag2.sav" "$tmp/flag3.sav" &&
    [ "$(grep -v '^cursor' "$tmp/flag2.sav")" = "$(cat "$tmp/flag.sav")" ]; then
    ok "loadgame, savegame of a flag fall with a clock and an AI seat: the same file ($(grep '^= [^ ]' "$tmp/out" | tail -1))"
else
    bad "loadgame/savegame round trip"; cat "$tmp/out"; diff "$tmp/flag.sav" "$tmp/flag2.sav"
fi

# A game loaded from AbstractPlay keeps its record in its save (origin:
# lines): loaded and saved again, the same file, and the AbstractPlay export
# of the reloaded game is the record's as loaded (header, players, result).
for rec in tests/data/foreign/AbstractPlay-churn-pie.json tests/data/foreign/AbstractPlay-wunchunk-3p.json; do
    printf 'loadgame %s\nsavegame %s --format ap\nsavegame %s\nloadgame %s\nsavegame %s\nsavegame %s --format ap\n' \
        "$rec" "$tmp/o1.json" "$tmp/o1.sav" "$tmp/o1.sav" "$tmp/o2.sav" "$tmp/o2.json" | timeout 20 "$GTP" >"$tmp/out" 2>&1
    if [ "$(grep -c '^=' "$tmp/out")" = 6 ] && cmp -s "$tmp/o1.sav" "$tmp/o2.sav" && grep -q '^origin: ' "$tmp/o1.sav" &&
        cmp -s "$tmp/o1.json" "$tmp/o2.json" && grep -q '"players"' "$tmp/o2.json"; then
        ok "loadgame $(basename "$rec"), savegame, loadgame: the same save, origin kept, the same AbstractPlay export"
    else
        bad "origin through a save ($rec)"; cat "$tmp/out"; diff "$tmp/o1.sav" "$tmp/o2.sav"; diff "$tmp/o1.json" "$tmp/o2.json"
    fi
done

# list_commands and docs/rules/protocol.md's command table agree (issue 46):
# the first word of each row of the table that starts "| `", against the
# commands listed.
doc=$(sed -n '/^## Commands/,/^## Preview lines/p' docs/rules/protocol.md | sed -n 's/^| `\([a-z_-]*\)[ `].*/\1/p' | sort)
listed=$(printf 'list_commands\n' | "$GTP" | sed -e 's/^= //' -e '/^$/d' | sort)
if [ -n "$doc" ] && [ "$doc" = "$listed" ]; then
    ok "list_commands and docs/rules/protocol.md name the same $(echo "$listed" | wc -l) commands"
else
    bad "list_commands and docs/rules/protocol.md differ:"; diff <(echo "$doc") <(echo "$listed") | head -20
fi

finish
