#!/usr/bin/env bash
# make test-windows: the Windows zip (make windows) unpacked into a fresh
# folder and run under wine in a fresh prefix (Debian's wine; WINEDEBUG=-all):
#   - hexgtp.exe answers every tests/gtp/*.cmd (and 300 random commands per
#     game) byte for byte as the Linux build's $BUILD/hexgtp does, and
#     WINE_GAMES (200) random whole games of every game, played to the end
#     (tests/gtp_randgames.py), with the same transcripts;
#   - hexarcade.exe --version says the version;
#   - hexarcade.exe under Xvfb draws the title and writes a PNG screenshot,
#     plays Zumo by --script to the result, plays every game against First,
#     takes screenshots mid-game, and, started again on the same data,
#     resumes a game left by quitting and keeps the settings changed;
#   - hexgtp.exe and hexarcade.exe killed at random instants while they
#     write: every save, the settings and the record stay whole; the next
#     save of a file removes the temporary its killed writer left;
#   - with WIN_TESTS_DIR (make windows-tests: build/windows/bin/tests), each
#     cross-built cmocka test there, run from the repository beside the
#     zip's DLLs: one ok per cmocka test passed, one FAIL per test failed
#     (or per program that ends without cmocka's summary).
#   - hexgtp.exe saving where Windows refuses (refused_paths): a read-only
#     folder (a tmpfs of its own, as root), a file with the read-only
#     attribute, a path past what a write takes; and past MAX_PATH, saved.
# WINE_ONLY=units runs the unit tests alone (the zip still gives the DLLs);
# WINE_ONLY=refuse the refused paths alone.
# The programs find their data beside themselves (no HEXARCADE_DATA; the
# Linux hexgtp is given the tree's with --data).
# Not a suite_*.sh: make test does not run it (the cross build takes minutes).
set -u
BUILD=${BUILD:-build}
ZIP=${1:?usage: tests/wine.sh build/windows/hexarcade-VERSION-win64.zip}
cd "$(dirname "$0")/.." || exit 1
. tests/lib_suite.sh
note() { echo "     $1"; }
GTP=$BUILD/hexgtp

for t in wine xvfb-run Xvfb unzip python3; do
    command -v "$t" >/dev/null || { bad "$t is missing (tools/cross-deps.sh windows installs it)"; finish; }
done
[ -x "$GTP" ] || { bad "$GTP (the Linux build, to compare with) is not built"; finish; }
[ -f "$ZIP" ] || { bad "$ZIP is not built (make windows)"; finish; }

tmp=$(mktemp -d)
# wineserver outlives the programs; it goes with its prefix. The read-only
# tmpfs of refused_paths is unmounted before the folder goes.
trap 'umount "$tmp/refuse/ro" 2>/dev/null; WINEPREFIX=$tmp/wine wineserver -k 2>/dev/null; rm -rf "$tmp"' EXIT
export WINEPREFIX=$tmp/wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" SDL_AUDIODRIVER=dummy
# The user's own settings and saves stay out of it (an absolute XDG_* wins
# over %APPDATA% in the Windows build too).
export XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config
unset HEXARCADE_DATA
unzip -q "$ZIP" -d "$tmp/unpacked"
app=$(echo "$tmp"/unpacked/hexarcade-*-win64)
t0=$(date +%s)
wineboot -i >/dev/null 2>&1
note "wine prefix made in $(($(date +%s) - t0)) s"
# The server kept between programs: one that exits when idle is started
# again, with wine's own services, by the next program (seconds each on a
# loaded machine: most of hexgtp.exe's time was that, not the program).
# wineboot's server first ends: -p changes none already running.
wineserver -w
wineserver -p
version=$(sed -n 's/^#define HEXARCADE_VERSION "\(.*\)"$/\1/p' src/core/version.h)

# Paths the platform refuses (issue 48's bad input), through hexgtp.exe:
# a save in a folder made read-only (root, whom no permission stops, mounts
# a tmpfs in $tmp and remounts it read-only: Windows then says access
# denied), over a file with Windows' read-only attribute (attrib +r:
# Windows refuses to replace one, ERROR_ACCESS_DENIED; wine as root would,
# so the seam asks first), to a path past MAX_PATH (written: the wide calls
# get the "\\?\" form) and to one past the 4000 bytes a write takes. Each
# refusal answers "?" naming the path and the reason; the old save stays
# byte for byte and no temporary is left.
refuse_save() { # path moves... -> hexgtp.exe's refusals of a churn game's save there
    local f=$1
    shift
    { echo "game churn"; for m in "$@"; do echo "play $m"; done; echo "hexarcade-savegame $f"; } |
        timeout 300 wine "$app/hexgtp.exe" 2>/dev/null | tr -d '\r' | grep '^?'
}
refused_paths() {
    local d=$tmp/refuse m f out n
    m=$d/ro
    mkdir -p "$m" "$d/attr" "$d/long"
    if ! mount -t tmpfs -o size=256k tmpfs "$m" 2>"$d/mount.err"; then
        echo "skip hexgtp.exe in a read-only folder: cannot mount a tmpfs here ($(head -n 1 "$d/mount.err"))"
    elif ! { refuse_save "$m/game.sav" E3 >/dev/null; cp "$m/game.sav" "$d/old.sav"; } ||
        ! mount -o remount,ro "$m" 2>"$d/mount.err"; then
        echo "skip hexgtp.exe in a read-only folder: cannot remount it read-only ($(head -n 1 "$d/mount.err"))"
    else
        out=$(refuse_save "$m/game.sav" E3 D2; refuse_save "$m/new.sav" E3)
        if printf '%s\n' "$out" | grep -qxE "\? $m/game\.sav: cannot write: [A-Za-z].*" &&
            printf '%s\n' "$out" | grep -qxE "\? $m/new\.sav: cannot write: [A-Za-z].*" &&
            cmp -s "$d/old.sav" "$m/game.sav" && [ "$(ls -A "$m")" = game.sav ]; then
            ok "hexgtp.exe in a read-only folder: '$(printf '%s\n' "$out" | head -n 1 | sed "s|$m/||")', the save kept"
        else
            bad "hexgtp.exe in a read-only folder: answers '$out'; in it: $(ls -A "$m" | tr '\n' ' ')"
            cmp "$d/old.sav" "$m/game.sav"
        fi
    fi
    umount "$m" 2>/dev/null
    # Windows' read-only attribute, set and cleared by its own attrib.
    f=$d/attr/game.sav
    refuse_save "$f" E3 >/dev/null
    cp "$f" "$d/old.sav"
    wine cmd /c attrib +r "Z:${f//\//\\}" >/dev/null 2>&1
    out=$(refuse_save "$f" E3 D2)
    if [ "$out" = "? $f: refused: the file is marked read-only (its read-only attribute is set)" ] &&
        cmp -s "$d/old.sav" "$f" && [ "$(ls -A "$d/attr")" = game.sav ]; then
        wine cmd /c attrib -r "Z:${f//\//\\}" >/dev/null 2>&1
        if [ -z "$(refuse_save "$f" E3 D2)" ] && grep -q '^move: D2' "$f"; then
            ok "hexgtp.exe over a file marked read-only (attrib +r): refused, the save kept; saved once cleared"
        else
            bad "hexgtp.exe over a file once marked read-only (attrib -r): not saved"
        fi
    else
        bad "hexgtp.exe over a file marked read-only (attrib +r): '$out'; $(cmp -s "$d/old.sav" "$f" && echo kept || echo changed)"
    fi
    # Past MAX_PATH: 3500 bytes of folders of 200-byte names, written and
    # loaded back; 4100 bytes: refused, shown by its start and end.
    f=$d/long
    while [ ${#f} -lt 3490 ]; do f=$f/$(printf 'f%.0s' $(seq 200)); done
    mkdir -p "$f"
    f=$f/game.sav
    out=$(refuse_save "$f" E3)
    n=$(printf 'hexarcade-loadgame %s\nshowboard\n' "$f" | timeout 300 wine "$app/hexgtp.exe" 2>/dev/null | grep -c '^?')
    if [ -z "$out" ] && [ "$n" = 0 ] && [ "$(ls -A "$(dirname "$f")")" = game.sav ]; then
        ok "hexgtp.exe saved a game at a path of ${#f} bytes (past MAX_PATH) and loaded it back"
    else
        bad "hexgtp.exe at a path of ${#f} bytes: '$out', $n refusals loading it back"
    fi
    f=$(dirname "$f")
    while [ ${#f} -lt 4100 ]; do f=$f/$(printf 'g%.0s' $(seq 200)); done
    f=${f:0:4091}/game.sav
    out=$(refuse_save "$f" E3)
    if printf '%s\n' "$out" | grep -qxF "? ${f:0:60}...${f: -60} (${#f} bytes): refused: a path longer than 4000 bytes (the most written to, with room for a temporary)" &&
        [ -z "$(find "$d/long" -name 'ggg*' -o -name '*.tmp*')" ]; then
        ok "hexgtp.exe at a path of ${#f} bytes: refused by its length, nothing made"
    else
        bad "hexgtp.exe at a path of ${#f} bytes: '$out'"
    fi
}
if [ "${WINE_ONLY:-}" = refuse ]; then
    refused_paths
    finish
fi

# The unit tests: copied beside the zip's DLLs (cmocka.dll comes with them),
# run from the repository with it as their data (HEXARCADE_DATA=.: the
# tests read tests/data/ and docs/ as on Linux). SDL's dummy drivers
# for the UI tests, as on Linux.
units() {
    local dir=$WIN_TESTS_DIR t name log p f sk
    [ -d "$dir" ] || { bad "WIN_TESTS_DIR=$dir is not a folder (make windows-tests)"; return; }
    cp "$dir"/*.dll "$app/"
    for t in "$dir"/test_*.exe; do
        name=$(basename "$t" .exe)
        cp "$t" "$app/"
        log=$tmp/$name.log
        t0=$(date +%s)
        HEXARCADE_DATA=. SDL_VIDEODRIVER=dummy timeout 900 wine "$app/$name.exe" >"$log" 2>&1
        rc=$?
        p=$(grep -aE '^\[  PASSED  \] [0-9]+ test' "$log" | awk '{s+=$4} END {print s+0}')
        f=$(grep -aE '^\[  FAILED  \] [0-9]+ test' "$log" | awk '{s+=$4} END {print s+0}')
        sk=$(grep -aE '^\[  SKIPPED \] [0-9]+ test' "$log" | awk '{s+=$4} END {print s+0}')
        note "$name.exe: $p passed, $f failed, $sk skipped, exit $rc, $(($(date +%s) - t0)) s"
        for ((i = 0; i < p; i++)); do ok "$name.exe: a cmocka test" >/dev/null; done
        if [ "$f" -gt 0 ] || [ "$rc" -ne 0 ]; then
            [ "$f" -gt 0 ] || f=1
            for ((i = 0; i < f; i++)); do bad "$name.exe (exit $rc)"; done
            grep -aE '^\[  (FAILED|ERROR) |error|Error|rror:' "$log" | head -10
            [ "$p" -gt 0 ] || tail -5 "$log"
        fi
    done
}
if [ -n "${WIN_TESTS_DIR:-}" ]; then
    units
    [ "${WINE_ONLY:-}" = units ] && finish
fi

# The engine: each .cmd through both builds from the repository (the .cmd
# files name tests/gtp/levels/ relatively); @TMP@, where a .cmd writes, is
# the same folder for both, emptied in between (wine reads /tmp/... as
# Z:\tmp\..., the same file).
same() { # name input-file
    local name=$1 in=$2
    rm -rf "$tmp/w" && mkdir "$tmp/w" && sed "s|@TMP@|$tmp/w|g" "$in" >"$tmp/cmd"
    timeout 300 "$GTP" --data . <"$tmp/cmd" >"$tmp/lin.out" 2>/dev/null
    rm -rf "$tmp/w" && mkdir "$tmp/w"
    timeout 600 wine "$app/hexgtp.exe" <"$tmp/cmd" >"$tmp/win.out" 2>/dev/null
    if cmp -s "$tmp/lin.out" "$tmp/win.out"; then
        ok "hexgtp.exe $name: $(wc -l <"$tmp/lin.out") lines, byte for byte as Linux"
    else
        bad "hexgtp.exe $name differs from Linux"
        diff -a "$tmp/lin.out" "$tmp/win.out" | head -20
    fi
}
for cmd in tests/gtp/*.cmd; do
    same "$(basename "$cmd" .cmd)" "$cmd"
done
for id in wunchunk churn conhex uknight zumo; do
    awk -v id="$id" 'BEGIN {
        srand(3); n = split("play pass|play swap|genmove beginner|undo|legal_moves|showboard|score|result|to_move|clear_board|play A1|play Z99|play x|play A1-B3|play A1>A5|play J11,J13+3|play 1A1,2B2|undo|undo|preview A1|preview x|preview pass", c, "|");
        print "game " id
        for (i = 0; i < 300; i++) print c[int(rand() * n) + 1]
    }' >"$tmp/rand-$id"
    same "$id: 300 random commands" "$tmp/rand-$id"
done

# Whole games: WINE_GAMES (200) random games of every game played to
# their end on Linux (tests/gtp_randgames.py: a seeded pick among the Linux
# hexgtp's legal moves; the board, legal moves, score and side to move
# asked after moves, the result at the end), all of one game in one
# process each side (wine's start-up costs seconds).
games=${WINE_GAMES:-200}
mkdir "$tmp/games"
t0=$(date +%s)
if python3 tests/gtp_randgames.py "$GTP" . "$tmp/games" "$games" 48 >"$tmp/games.log"; then
    note "random games made on Linux in $(($(date +%s) - t0)) s"
    while read -r id n moves; do
        t0=$(date +%s)
        same "$id: $n random whole games, $moves moves" "$tmp/games/$id.cmd"
        # Every command answered and every game ended (the same on both,
        # when they are byte-identical).
        refused=$(grep -c '^?' "$tmp/lin.out")
        ended=$(grep -cE '^= (winner [0-9]|draw)' "$tmp/lin.out")
        if [ "$refused" = 0 ] && [ "$ended" = "$n" ]; then
            ok "$id: every command answered, $ended of $n games ended ($(($(date +%s) - t0)) s for both)"
        else
            bad "$id: $refused commands refused, $ended of $n games ended"
        fi
    done <"$tmp/games.log"
else
    bad "tests/gtp_randgames.py: $(tail -n 1 "$tmp/games.log")"
fi

# Killed while writing (issue 48's "survive a kill during a write on
# Windows"): hexgtp.exe saves one game file over and over, a move more each
# time (the first random Zumo game), and is killed with SIGKILL at a random
# instant, WINE_KILLS (20) times. After each kill the file is whole: byte for
# byte one of the versions the Linux hexgtp writes, never a mix or a cut.
# A killed writer's temporary ("game.sav.tmpPID") may stay beside it: that
# shows the kill came inside a write; it is never read as the save (the
# client removes a dead writer's temporaries from its own folders, and the
# next save of that file removes its own).
kill_saves() {
    local kills=${WINE_KILLS:-20} k t v f moves inside=0 torn=0 empty=0 seed=${SEED:-$$}
    RANDOM=$seed
    note "kills at random instants: SEED=$seed repeats them"
    mkdir -p "$tmp/kill/ver" "$tmp/kill/w"
    sed -n '2,/^game /{/^play /p}' "$tmp/games/zumo.cmd" | head -n 40 >"$tmp/kill/moves"
    moves=$(wc -l <"$tmp/kill/moves")
    { echo "game zumo size=6"; awk -v d="$tmp/kill/ver" '{ print; print "hexarcade-savegame " d "/" NR ".sav" }' "$tmp/kill/moves"; } |
        "$GTP" --data . >/dev/null
    { for ((k = 0; k < 40; k++)); do
        echo "game zumo size=6"
        awk -v f="$tmp/kill/w/game.sav" '{ print; print "hexarcade-savegame " f }' "$tmp/kill/moves"
    done; } >"$tmp/kill/cmd"
    for ((k = 1; k <= kills; k++)); do
        t=$(awk -v r="$RANDOM" 'BEGIN { printf "%.2f", 0.4 + r / 32768 * 2.5 }')
        # (; : keeps the subshell, which then tells the kill to /dev/null.)
        (timeout -s KILL "$t" wine "$app/hexgtp.exe" <"$tmp/kill/cmd" >/dev/null 2>&1; :) 2>/dev/null
        f=$tmp/kill/w/game.sav
        # A temporary left: this kill came inside a write (counted, then
        # cleared, so that the next kill's is told apart).
        if ls "$tmp/kill/w" | grep -q '\.tmp'; then
            inside=$((inside + 1))
            rm -f "$tmp"/kill/w/*.tmp*
        fi
        if [ ! -e "$f" ]; then
            # Gone after it was once there: a replace that was not one step.
            if [ "$((k - 1))" -gt "$empty" ]; then torn=$((torn + 1)); else empty=$((empty + 1)); fi
            continue
        fi
        for ((v = 1; v <= moves; v++)); do cmp -s "$f" "$tmp/kill/ver/$v.sav" && break; done
        if [ "$v" -gt "$moves" ]; then
            torn=$((torn + 1))
            cp "$f" "$tmp/kill/torn-$k.sav"
        fi
    done
    if [ "$torn" = 0 ] && [ "$empty" -lt "$kills" ]; then
        ok "hexgtp.exe killed $kills times while saving ($inside inside a write, a temporary left): the save always whole"
    else
        bad "hexgtp.exe killed $kills times while saving: $torn times the save torn or gone, $empty kills before a first save"
    fi
    # A killed writer's temporary goes with the next save of that file
    # (hexgtp has no folder of its own to clean at start-up): kills until
    # one lands inside a write, then a whole run saves there.
    for ((k = 0; k < 10; k++)); do
        ls "$tmp/kill/w" | grep -q '\.tmp' && break
        t=$(awk -v r="$RANDOM" 'BEGIN { printf "%.2f", 0.4 + r / 32768 * 2.5 }')
        (timeout -s KILL "$t" wine "$app/hexgtp.exe" <"$tmp/kill/cmd" >/dev/null 2>&1; :) 2>/dev/null
    done
    v=$(ls "$tmp/kill/w" | grep '\.tmp' | tr '\n' ' ')
    if [ -z "$v" ]; then
        echo "skip hexgtp.exe clearing a killed writer's temporary: none of 10 more kills landed inside a write"
    else
        f=$tmp/kill/w/game.sav
        { echo "game zumo size=6"; head -n 3 "$tmp/kill/moves"; echo "hexarcade-savegame $f"; } |
            timeout 300 wine "$app/hexgtp.exe" >/dev/null 2>&1
        if ! ls "$tmp/kill/w" | grep -q '\.tmp' && cmp -s "$f" "$tmp/kill/ver/3.sav"; then
            ok "hexgtp.exe saving over a killed writer's file: its temporary ($v) removed, the save whole"
        else
            bad "hexgtp.exe saving over a killed writer's file: left $(ls "$tmp/kill/w" | tr '\n' ' ')"
        fi
    fi
    # The last save loads back in the Windows build.
    got=$(printf 'hexarcade-loadgame %s\nshowboard\n' "$tmp/kill/w/game.sav" |
        timeout 300 wine "$app/hexgtp.exe" 2>/dev/null | grep -c '^?')
    [ "$got" = 0 ] && ok "hexgtp.exe after the kills: the save loads" ||
        bad "hexgtp.exe after the kills: the save does not load"
}
[ -s "$tmp/games/zumo.cmd" ] && kill_saves
refused_paths

# The client. Each run under its own Xvfb starts a fresh wineserver: one
# left from a run without a display (hexgtp.exe) has a desktop without one,
# and the window fails ("Couldn't create window").
gui() { wineserver -k 2>/dev/null; wineserver -w; timeout 900 xvfb-run -a -s "-screen 0 1280x720x24" wine "$@"; }
got=$(cd "$tmp" && timeout 120 wine "$app/hexarcade.exe" --version 2>&1 | tr -d '\r')
if printf '%s\n' "$got" | grep -qF "$version"; then
    ok "hexarcade.exe --version: $got"
else
    bad "hexarcade.exe --version: '$got' (want $version)"
fi
shot=$tmp/title.png
(cd "$tmp" && gui "$app/hexarcade.exe" --windowed 1024x600 --screenshot title.png --exit-after 5 >"$tmp/client.log" 2>&1)
rc=$?
if [ "$rc" = 0 ] && [ "$(head -c 8 "$shot" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; then
    ok "hexarcade.exe under Xvfb: the title drawn, $(stat -c %s "$shot") bytes of PNG"
else
    bad "hexarcade.exe under Xvfb (exit $rc)"
    tail -20 "$tmp/client.log"
fi

# A whole game through the window: tests/e2e/zumo.script (a stone refused,
# then the keyboard against Beginner to the result screen, saved), and the
# save replays through the Linux engine to a result.
export OUT=$tmp/e2e
mkdir -p "$OUT"
gui "$app/hexarcade.exe" --windowed 1280x720 \
    --script tests/e2e/zumo.script --exit-after 800 >"$tmp/e2e.log" 2>&1
rc=$?
save=$OUT/zumo.sav
if [ "$rc" = 0 ] && [ -s "$save" ]; then
    result=$({ echo "game zumo size=$(sed -n 's/^size: *//p' "$save") $(sed -n 's/^options: *//p' "$save")"
        sed -n 's/^move: *//p' "$save" | sed 's/^/play /'; echo result; } | "$GTP" --data . | grep -v '^$')
    if printf '%s\n' "$result" | grep -q '^?'; then
        bad "hexarcade.exe's Zumo save: the Linux engine refuses a move"; printf '%s\n' "$result" | grep '^?' | head -3
    elif [ "$(printf '%s\n' "$result" | tail -n 1)" = "= ongoing" ]; then
        bad "hexarcade.exe's Zumo save is not finished"
    else
        ok "hexarcade.exe played Zumo by --script to the result, saved; $(grep -c '^move:' "$save") moves replay on Linux to '$(printf '%s\n' "$result" | tail -n 1 | sed 's/^= *//')'"
    fi
else
    bad "hexarcade.exe --script tests/e2e/zumo.script (exit $rc)"
    tail -10 "$tmp/e2e.log"
fi

# Two starts on one data folder (tests/e2e/restart-first.script, then
# restart-second.script): every game against First for a few moves, a
# screenshot mid-game, a setting changed, the program quit in the middle
# of a Zumo game; the next start resumes it by Continue, changes a second
# setting and finishes it. From outside: every save replays through the
# Linux engine, the resumed game starts with the left game's moves, and
# the settings file holds both changes (the second start wrote its own
# change over the first start's settings as it had read them).
restart() { # script [options]
    local name=$1
    shift
    XDG_DATA_HOME=$tmp/restart/data XDG_CONFIG_HOME=$tmp/restart/config \
        gui "$app/hexarcade.exe" --windowed 1280x720 --script "tests/e2e/$name.script" --exit-after 600 "$@" \
        >"$tmp/$name.log" 2>&1
}
replay() { # save -> hexgtp's answers (Linux)
    local size
    size=$(sed -n 's/^size: *//p' "$1")
    { echo "game $(sed -n 's/^game: *//p' "$1")${size:+ size=$size} players=$(sed -n 's/^players: *//p' "$1") $(sed -n 's/^options: *//p' "$1")"
        sed -n 's/^move: *//p' "$1" | sed 's/^/play /'; echo result; } | "$GTP" --data . | grep -v '^$'
}
setting() { sed -n "s/^$1 = //p" "$tmp/restart/config/hexarcade/settings"* 2>/dev/null; }
mkdir -p "$tmp/restart"
# --screenshot: the last frame, the game left in the middle.
if restart restart-first --screenshot "$OUT/quit.png"; then
    ok "hexarcade.exe: every game against First, a setting changed, quit mid-game"
    for id in wunchunk churn conhex uknight zumo; do
        f=$OUT/first-$id.sav
        if [ ! -s "$f" ]; then
            bad "hexarcade.exe against First, $id: no save"
            continue
        fi
        answers=$(replay "$f")
        n=$(grep -c '^move:' "$f")
        if printf '%s\n' "$answers" | grep -q '^?'; then
            bad "hexarcade.exe against First, $id: the Linux engine refuses a move"
        elif [ "$n" -lt 6 ] || ! grep -q '^seat2: first$' "$f"; then
            bad "hexarcade.exe against First, $id: $n moves, $(grep '^seat2:' "$f")"
        else
            ok "hexarcade.exe against First, $id: $n moves, each legal on Linux"
        fi
    done
    for png in "$OUT/mid-game.png" "$OUT/quit.png"; do
    if [ "$(head -c 8 "$png" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] &&
        [ "$(od -An -tu1 -j16 -N8 "$png" | awk '{ print $3*256+$4, $7*256+$8 }')" = "1280 720" ] &&
        [ "$(stat -c %s "$png")" -gt 30000 ]; then
        ok "hexarcade.exe: $(basename "$png") mid-game, a 1280x720 PNG of $(stat -c %s "$png") bytes"
    else
        bad "hexarcade.exe: $(basename "$png") mid-game is not a 1280x720 PNG with a picture"
    fi
    done
    [ "$(setting coordinates)" = off ] && ok "hexarcade.exe: the changed setting saved" ||
        bad "hexarcade.exe: the settings file says coordinates = '$(setting coordinates)', not off"
    if restart restart-second; then
        left=$(grep '^move:' "$OUT/first-zumo.sav")
        got=$(grep '^move:' "$OUT/second-zumo.sav" | head -n "$(printf '%s\n' "$left" | wc -l)")
        result=$(replay "$OUT/second-zumo.sav" | tail -n 1)
        if [ "$left" = "$got" ] && [ "$result" != "= ongoing" ] && ! replay "$OUT/second-zumo.sav" | grep -q '^?'; then
            ok "hexarcade.exe resumed the Zumo game at move $(printf '%s\n' "$left" | wc -l) after a restart and finished it: '${result#= }'"
        else
            bad "hexarcade.exe's resumed Zumo game: result '$result'; its first moves as left: $([ "$left" = "$got" ] && echo yes || echo no)"
        fi
        if [ "$(setting coordinates)/$(setting mute)" = off/on ]; then
            ok "hexarcade.exe: settings kept across a restart (coordinates off from the first start, mute on from the second)"
        else
            bad "hexarcade.exe: after a restart the settings say coordinates $(setting coordinates), mute $(setting mute)"
        fi
    else
        bad "hexarcade.exe --script tests/e2e/restart-second.script (exit $?)"
        tail -5 "$tmp/restart-second.log"
    fi
else
    bad "hexarcade.exe --script tests/e2e/restart-first.script (exit $?)"
    tail -5 "$tmp/restart-first.log"
fi

# The client killed (SIGKILL) at random instants while it plays, saves,
# autosaves and writes its settings and record (tests/e2e/restart-first.
# script), WINE_CLIENT_KILLS (6) times on one data folder: after each kill
# every game file there replays through the Linux engine, the settings
# file and the record are whole; then a start to the end on that folder
# runs, and no temporary is left (it removes a dead writer's).
whole_data() { # data config -> problems, one a line
    local f n
    for f in "$1"/hexarcade/unfinished/*.sav "$1"/hexarcade/finished/*.sav; do
        [ -f "$f" ] || continue
        grep -q '^cursor: ' "$f" || echo "$(basename "$f"): cut short"
        replay "$f" | grep -q '^?' && echo "$(basename "$f"): a move refused"
    done
    f=$(ls "$2"/hexarcade/settings* 2>/dev/null | grep -v '\.lock$\|\.tmp' | head -n 1)
    if [ -n "$f" ]; then
        n=$(grep -c '^[a-z-]* = ' "$f")
        [ "$(head -n 1 "$f")" = "# Hexarcade settings" ] && [ "$n" -ge 11 ] && [ -z "$(tail -c 1 "$f")" ] ||
            echo "$(basename "$f"): cut short ($n settings)"
    fi
    f=$1/hexarcade/record.txt
    if [ -f "$f" ]; then
        [ "$(head -n 1 "$f")" = "hexarcade-record 1" ] && [ -z "$(tail -c 1 "$f")" ] &&
            ! grep -v '^#' "$f" | sed 1d | awk 'NF != 5 { bad = 1 } END { exit !bad }' ||
            echo "record.txt: cut short"
    fi
}
client_kills() {
    local kills=${WINE_CLIENT_KILLS:-6} k t d=$tmp/ckill problems xpid dpy files=0
    mkdir -p "$d/out"
    # One X server for them all, and the wine server started with it.
    exec 7<> <(:)
    Xvfb -displayfd 7 -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
    xpid=$!
    read -r -t 30 dpy <&7 || { bad "Xvfb did not start"; return; }
    wineserver -k 2>/dev/null; wineserver -w
    for ((k = 1; k <= kills; k++)); do
        t=$(awk -v r="$RANDOM" 'BEGIN { printf "%.1f", 4 + r / 32768 * 14 }')
        (DISPLAY=:$dpy OUT=$d/out XDG_DATA_HOME=$d/data XDG_CONFIG_HOME=$d/config timeout -s KILL "$t" \
            wine "$app/hexarcade.exe" --windowed 1280x720 --script tests/e2e/restart-first.script --exit-after 120 \
            >"$d/run.log" 2>&1; :) 2>/dev/null
        problems=$(whole_data "$d/data" "$d/config")
        [ -n "$problems" ] && break
    done
    files=$(find "$d/data" "$d/config" -name '*.sav' -o -name 'settings*' -o -name 'record.txt' | grep -vc '\.lock$')
    if [ -z "$problems" ] && [ "$files" -gt 0 ]; then
        ok "hexarcade.exe killed $kills times while playing and saving: every save, the settings and the record whole ($files files)"
    else
        bad "hexarcade.exe killed (kill $k of $kills, $files files): $(printf '%s' "$problems" | tr '\n' ';')"
    fi
    if DISPLAY=:$dpy OUT=$d/out XDG_DATA_HOME=$d/data XDG_CONFIG_HOME=$d/config timeout 300 \
        wine "$app/hexarcade.exe" --windowed 1280x720 --script tests/e2e/restart-first.script --exit-after 120 \
        >"$d/run.log" 2>&1 && [ -z "$(find "$d/data" "$d/config" -name '*.tmp[0-9]*')" ]; then
        ok "hexarcade.exe after the kills: a start to the end on that data, no temporary left"
    else
        bad "hexarcade.exe after the kills: $(tail -n 1 "$d/run.log"); temporaries: $(find "$d/data" "$d/config" -name '*.tmp[0-9]*' | wc -l)"
    fi
    wineserver -k 2>/dev/null; wineserver -w
    kill "$xpid" 2>/dev/null
    wait "$xpid" 2>/dev/null
}
client_kills
finish
