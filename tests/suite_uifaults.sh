#!/usr/bin/env bash
# UI faults through the real client (issues 14 and 23), under Xvfb where a window is
# needed: fonts and levels missing, unreadable or corrupt (a clear message
# naming the path, a failure status, no crash), and quitting while the AI
# thinks (the client exits at once and cleanly). The play screen under
# resizes, minimising and input storms is tests/test_ui_faults.c.
# Ends with "N passed, N failed".
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
CLIENT=$BUILD/hexarcade
. tests/lib_suite.sh
if [ ! -x "$CLIENT" ]; then bad "$CLIENT is not built"; finish; fi
if ! command -v xvfb-run >/dev/null 2>&1; then bad "xvfb-run is not installed"; finish; fi

out=$(mktemp -d)
trap 'chmod -R u+rwx "$out" 2>/dev/null; rm -rf "$out"' EXIT
export SDL_AUDIODRIVER=dummy XDG_DATA_HOME=$out/xdg-data XDG_CONFIG_HOME=$out/xdg-config
# Under the sanitizers the display libraries keep memory to the end (as in
# suite_e2e.sh); our code's leaks are checked by the cmocka tests.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

# A data folder like the shipped one, with one thing broken by $2.
mkdata() { # dir breakage
    local d=$1 f
    mkdir -p "$d/fonts" "$d/levels"
    for f in fonts/*; do ln -s "$PWD/$f" "$d/$f"; done
    cp -R levels/. "$d/levels/"
    ln -s "$PWD/assets" "$d/assets"
}

# client data-dir name -> runs it (3 s of a title screen at most), status and log
runc() { # name datadir args...
    local name=$1 d=$2
    shift 2
    # The client's own status, not xvfb-run's (whose clean-up of its
    # temporary directory fails now and then with 5 when runs overlap).
    export RCFILE=$out/$name.rc
    echo 99 >"$RCFILE"
    HEXARCADE_DATA=$d timeout 60 xvfb-run -a -s "-screen 0 800x450x24" \
        sh -c '"$@"; echo $? >"$RCFILE"' sh "$CLIENT" --windowed 800x450 --exit-after 3 "$@" \
        >"$out/$name.log" 2>&1
}

expect_fail() { # name what-must-be-in-the-message
    local name=$1 want=$2 rc
    rc=$(cat "$out/$name.rc")
    if [ "$rc" -ne 0 ] && [ "$rc" -lt 99 ] && grep -qF -- "$want" "$out/$name.log"; then
        ok "$name: status $rc, '$(grep -F -- "$want" "$out/$name.log" | head -n 1)'"
    else
        bad "$name: status $rc, wanted a message naming '$want'; got: $(tail -n 2 "$out/$name.log" | tr '\n' ' ')"
    fi
}

for f in DejaVuSans.ttf DejaVuSans-Bold.ttf DejaVuSansCondensed-Bold.ttf; do
    d=$out/nofont-$f; mkdata "$d"; rm "$d/fonts/$f"
    runc "font-missing-$f" "$d"
    expect_fail "font-missing-$f" "$d/fonts/$f"
done
d=$out/badfont; mkdata "$d"; rm "$d/fonts/DejaVuSans.ttf"; head -c 5000 /dev/urandom >"$d/fonts/DejaVuSans.ttf"
runc font-corrupt "$d"
expect_fail font-corrupt "$d/fonts/DejaVuSans.ttf"
d=$out/emptyfont; mkdata "$d"; rm "$d/fonts/DejaVuSans-Bold.ttf"; : >"$d/fonts/DejaVuSans-Bold.ttf"
runc font-empty "$d"
expect_fail font-empty "$d/fonts/DejaVuSans-Bold.ttf"
d=$out/dirfont; mkdata "$d"; rm "$d/fonts/DejaVuSans.ttf"; mkdir "$d/fonts/DejaVuSans.ttf"
runc font-directory "$d"
expect_fail font-directory "$d/fonts/DejaVuSans.ttf"
if [ "$(id -u)" -ne 0 ]; then
    d=$out/lockedfont; mkdata "$d"; rm "$d/fonts/DejaVuSans.ttf"; cp fonts/DejaVuSans.ttf "$d/fonts/"
    chmod 000 "$d/fonts/DejaVuSans.ttf"
    runc font-unreadable "$d"
    expect_fail font-unreadable "$d/fonts/DejaVuSans.ttf"
fi

# Levels: the ConHex start level gone, garbage, a directory; all levels gone.
for kind in missing garbage directory; do
    d=$out/lv-$kind; mkdata "$d"
    for f in "$d"/levels/conhex/*.txt; do
        rm "$f"
        case $kind in
        garbage) head -c 3000 /dev/urandom >"$f" ;;
        directory) mkdir "$f" ;;
        esac
    done
    printf 'start conhex seats=human,human\n' >"$out/start.script"
    runc "level-$kind" "$d" --script "$out/start.script"
    expect_fail "level-$kind" "$d/levels/conhex/"
done
d=$out/nolevels; mkdata "$d"; rm -rf "$d/levels"
runc levels-gone "$d" --script "$out/start.script"
expect_fail levels-gone "$d/levels/conhex/"

# Quitting while the AI thinks: Expert with a long search on the first
# move; the script quits 0.5 s in. The client must be gone within 3 s of
# that, with status 0 and nothing on stderr but the usual.
cat >"$out/quit.script" <<'Q'
start uknight size=7 pie=off seats=expert,human
wait 0.5
quit
Q
export RCFILE=$out/quit.rc TFILE=$out/quit.time
echo 99 >"$RCFILE"
# The client's own run is timed (inside xvfb-run), not the X server's start
# and stop, which on a loaded machine can take seconds by themselves.
HEXARCADE_DATA=$PWD timeout 60 xvfb-run -a -s "-screen 0 800x450x24" \
    sh -c 's=$(date +%s.%N); "$@"; echo $? >"$RCFILE"; echo "$s $(date +%s.%N)" >"$TFILE"' \
    sh "$CLIENT" --windowed 800x450 --script "$out/quit.script" --exit-after 30 \
    >"$out/quit.log" 2>&1
rc=$(cat "$RCFILE")
secs=$(awk '{print $2 - $1}' "$TFILE" 2>/dev/null || echo 99)
if [ "$rc" -eq 0 ] && awk -v s="$secs" 'BEGIN { exit !(s < 8) }'; then
    ok "quit while the AI thinks: status 0, client run ${secs}s"
else
    bad "quit while the AI thinks: status $rc after ${secs}s: $(tail -n 2 "$out/quit.log" | tr '\n' ' ')"
fi
# ---- issue 23 -------------------------------------------------------------
# A FIFO (no writer) at each path a program reads: each answers or fails at
# once instead of blocking for ever. `timeout` turns a hang into status 124.
fifo=$out/fifo
mkfifo "$fifo"
quick() { # name max-seconds want-in-output command...
    local name=$1 max=$2 want=$3 s e rc
    shift 3
    s=$(date +%s.%N)
    timeout 20 "$@" >"$out/$name.log" 2>&1 </dev/null
    rc=$?
    e=$(date +%s.%N)
    local secs
    secs=$(awk -v a="$s" -v b="$e" 'BEGIN { printf "%.2f", b - a }')
    if [ $rc -ne 124 ] && awk -v s="$secs" -v m="$max" 'BEGIN { exit !(s < m) }' &&
        grep -qF -- "$want" "$out/$name.log"; then
        ok "$name: ${secs}s, status $rc, '$(grep -F -- "$want" "$out/$name.log" | head -n 1 | cut -c1-150)'"
    else
        bad "$name: status $rc after ${secs}s, wanted '$want': $(tail -n 2 "$out/$name.log" | tr '\n' ' ')"
    fi
}
quick fifo-levelcheck 1 "not a regular file" "$BUILD/levelcheck" "$fifo"
printf 'loadlevel %s\nquit\n' "$fifo" >"$out/gtp.in"
quick fifo-hexgtp 1 "not a regular file" sh -c '"$0" <"$1"' "$BUILD/hexgtp" "$out/gtp.in"
quick fifo-hexshot 1 "not a regular file" "$BUILD/hexshot" "$fifo" --out "$out/x.png"
quick fifo-hexshot-compare 1 "not a regular file" "$BUILD/hexshot" --compare "$fifo" tests/shots/"$(ls tests/shots | head -n 1)"
# The client: --load and --script fail before any window; a FIFO autosave
# or settings file is named and the client runs on (exits after 1 s).
quick fifo-load 1 "not a regular file" env HEXARCADE_DATA="$PWD" "$CLIENT" --load "$fifo"
quick fifo-script 10 "not a regular file" xvfb-run -a -s "-screen 0 800x450x24" \
    env HEXARCADE_DATA="$PWD" "$CLIENT" --windowed 800x450 --script "$fifo" --exit-after 1
mkdir -p "$out/f1/data/hexarcade" "$out/f1/config/hexarcade" "$out/f2/data/hexarcade" "$out/f2/config/hexarcade"
mkfifo "$out/f1/data/hexarcade/autosave.sav" "$out/f2/config/hexarcade/settings.conf"
# A settle of 1 s on the title: the autosave's preview is read then.
XDG_DATA_HOME=$out/f1/data XDG_CONFIG_HOME=$out/f1/config \
    quick fifo-autosave 15 "status=0" xvfb-run -a -s "-screen 0 800x450x24" \
    sh -c '"$@"; echo "status=$?"' sh env HEXARCADE_DATA="$PWD" "$CLIENT" --windowed 800x450 --exit-after 1.5
XDG_DATA_HOME=$out/f2/data XDG_CONFIG_HOME=$out/f2/config \
    quick fifo-settings 15 "settings.conf: is not a regular file" xvfb-run -a -s "-screen 0 800x450x24" \
    env HEXARCADE_DATA="$PWD" "$CLIENT" --windowed 800x450 --exit-after 1

# A stale temporary of a dead process is gone after the next start; a
# live process's stays.
sh -c 'exit 0' & dead=$!
wait $dead
mkdir -p "$out/stale/data/hexarcade/saves" "$out/stale/config/hexarcade" "$out/stale/data/hexarcade/levels/zumo" \
    "$out/stale/data/hexarcade/screenshots"
# The editor's save as level and a GIF export killed half-way (issue 34)
# leave theirs in levels/<game>/ and screenshots/.
for f in data/hexarcade/autosave.sav data/hexarcade/saves/a.sav config/hexarcade/settings.conf \
    data/hexarcade/levels/zumo/zumo-20261127-101010.txt data/hexarcade/screenshots/zumo-20261127-101010.gif; do
    echo half >"$out/stale/$f.tmp$dead"
done
echo live >"$out/stale/data/hexarcade/autosave.sav.tmp$$"
echo mine >"$out/stale/data/hexarcade/screenshots/notes.tmp$dead.txt"
echo mine >"$out/stale/data/hexarcade/levels/zumo/level.tmp"
XDG_DATA_HOME=$out/stale/data XDG_CONFIG_HOME=$out/stale/config HEXARCADE_DATA=$PWD timeout 60 \
    xvfb-run -a -s "-screen 0 800x450x24" "$CLIENT" --windowed 800x450 --exit-after 0.5 >"$out/stale.log" 2>&1
left=$(find "$out/stale" -name "*.tmp$dead" | wc -l)
if [ "$left" -eq 0 ] && [ -f "$out/stale/data/hexarcade/autosave.sav.tmp$$" ] &&
    [ -f "$out/stale/data/hexarcade/screenshots/notes.tmp$dead.txt" ] && [ -f "$out/stale/data/hexarcade/levels/zumo/level.tmp" ]; then
    ok "stale temporaries of dead process $dead removed at start-up (5 of 5, levels/zumo/ and screenshots/ too), a live one and look-alikes kept"
else
    bad "stale temporaries: $left of 5 left: $(find "$out/stale" -type f | tr '\n' ' ')"
fi

# A failed autosave at exit (the data folder cannot be made: its parent is
# a file, which stops root too): the message on stderr, status non-zero.
: >"$out/not-a-folder"
# A game under way (a loaded game left as it was is not written again).
printf 'start churn seats=human,human\nclick C3\nidle\nquit\n' >"$out/one-move.script"
XDG_DATA_HOME=$out/not-a-folder HEXARCADE_DATA=$PWD timeout 60 xvfb-run -a -s "-screen 0 800x450x24" \
    sh -c '"$@"; echo "status=$?"' sh "$CLIENT" --windowed 800x450 --script "$out/one-move.script" \
    --exit-after 30 >"$out/autosave-exit.log" 2>&1
if grep -q "status=[1-9]" "$out/autosave-exit.log" && grep -q "not autosaved" "$out/autosave-exit.log"; then
    ok "failed autosave at exit: $(grep -o 'status=[0-9]*' "$out/autosave-exit.log"), '$(grep -m1 'not autosaved' "$out/autosave-exit.log" | cut -c1-120)'"
else
    bad "failed autosave at exit: $(tr '\n' ' ' <"$out/autosave-exit.log")"
fi
# With room, the same run exits 0 and leaves the autosave.
XDG_DATA_HOME=$out/room HEXARCADE_DATA=$PWD timeout 60 xvfb-run -a -s "-screen 0 800x450x24" \
    sh -c '"$@"; echo "status=$?"' sh "$CLIENT" --windowed 800x450 --script "$out/one-move.script" \
    --exit-after 30 >"$out/autosave-room.log" 2>&1
if grep -q "status=0" "$out/autosave-room.log" && [ -n "$(ls "$out/room/hexarcade/unfinished/"*.sav 2>/dev/null)" ]; then
    ok "autosave at exit with room: status 0, the game's autosave written"
else
    bad "autosave at exit with room: $(tr '\n' ' ' <"$out/autosave-room.log")"
fi

# A script with a byte-order mark and CR-only line ends runs.
printf '\357\273\277# bom\rstart conhex seats=human,human\rexpect-screen play\rquit\r' >"$out/bom.script"
XDG_DATA_HOME=$out/bomdata HEXARCADE_DATA=$PWD timeout 60 xvfb-run -a -s "-screen 0 800x450x24" \
    sh -c '"$@"; echo "status=$?"' sh "$CLIENT" --windowed 800x450 --script "$out/bom.script" \
    --exit-after 20 >"$out/bom.log" 2>&1
if grep -q "status=0" "$out/bom.log"; then ok "script with a BOM and CR line ends runs"
else bad "script with a BOM and CR line ends: $(tr '\n' ' ' <"$out/bom.log")"; fi

# Command lines: a huge window, an option missing its value (neither
# needs a display: refused before any window opens).
quick windowed-huge 1 "too large to draw at a usable rate" "$CLIENT" --windowed 16000x16000
quick option-without-value 1 "option '--game' needs a value" "$CLIENT" --game --exit-after 1

# Run from a folder without levels/: the message about the missing font
# says which data folder was chosen and why.
mkdir -p "$out/bare/bin"
cp "$CLIENT" "$out/bare/bin/hexarcade"
(cd "$out/bare" && env -u HEXARCADE_DATA timeout 20 ./bin/hexarcade --exit-after 1 >"$out/bare.log" 2>&1)
if grep -q "\[data folder .*: no levels/ beside the program .*$out/bare/bin/hexarcade" "$out/bare.log"; then
    ok "no data folder: '$(head -n 1 "$out/bare.log" | cut -c1-200)'"
elif grep -q "\[data folder" "$out/bare.log" || ! grep -q . "$out/bare.log"; then
    ok "no data folder beside the program: an installed one was used ($(head -c 120 "$out/bare.log"))"
else
    bad "no data folder: $(tr '\n' ' ' <"$out/bare.log")"
fi

finish
