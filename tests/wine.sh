#!/usr/bin/env bash
# make test-windows: the Windows zip (make windows) unpacked into a fresh
# folder and run under wine in a fresh prefix (Debian's wine; WINEDEBUG=-all):
#   - hexgtp.exe answers every tests/gtp/*.cmd (and 300 random commands per
#     game) byte for byte as the Linux build's $BUILD/hexgtp does;
#   - hexarcade.exe --version says the version;
#   - hexarcade.exe under Xvfb draws the title and writes a PNG screenshot;
#   - with WIN_TESTS_DIR (make windows-tests: build/windows/bin/tests), each
#     cross-built cmocka test there, run from the repository beside the
#     zip's DLLs: one ok per cmocka test passed, one FAIL per test failed
#     (or per program that ends without cmocka's summary).
# WINE_ONLY=units runs the unit tests alone (the zip still gives the DLLs).
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

for t in wine xvfb-run unzip; do
    command -v "$t" >/dev/null || { bad "$t is missing (tools/cross-deps.sh windows installs it)"; finish; }
done
[ -x "$GTP" ] || { bad "$GTP (the Linux build, to compare with) is not built"; finish; }
[ -f "$ZIP" ] || { bad "$ZIP is not built (make windows)"; finish; }

tmp=$(mktemp -d)
# wineserver outlives the programs; it goes with its prefix.
trap 'WINEPREFIX=$tmp/wine wineserver -k 2>/dev/null; rm -rf "$tmp"' EXIT
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
finish
