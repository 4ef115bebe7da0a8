#!/usr/bin/env bash
# UI faults through the real client (issue 14), under Xvfb where a window is
# needed: fonts and levels missing, unreadable or corrupt (a clear message
# naming the path, a failure status, no crash), and quitting while the AI
# thinks (the client exits at once and cleanly). The play screen under
# resizes, minimising and input storms is tests/test_ui_faults.c.
# Ends with "N passed, N failed".
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
CLIENT=$BUILD/hexarcade
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}
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
finish
