#!/usr/bin/env bash
# The first hour through the real client under Xvfb (issue 50), driven by
# --script and looked at from outside the client:
#   - an archive given to --load: the import screen, Review, the analysis
#     run to its end (a crash when it ended, before), the review still up;
#   - the result is seen: Enter pressed a moment after a game's end leaves
#     the result screen up;
#   - F11 without a window manager fills the X screen (xwininfo: the
#     window at 0,0 the screen's size, not only SDL's idea of it), and F11
#     again gives the window its place and size back;
#   - screenshots at 1024x600 of the title, Settings, the import screen and
#     Load game (for a person to look at; each checked to be a picture).
# Ends with "N passed, N failed". Without xvfb-run it fails, saying so.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
CLIENT=$BUILD/hexarcade
. tests/lib_suite.sh
if ! command -v xvfb-run >/dev/null 2>&1; then
    bad "xvfb-run is not installed: these tests need it (tools/install-deps.sh installs the xvfb package)"
    finish
fi
if [ ! -x "$CLIENT" ]; then
    bad "$CLIENT is not built"
    finish
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export OUT=$out SDL_AUDIODRIVER=dummy XDG_DATA_HOME=$out/data XDG_CONFIG_HOME=$out/config
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

run() { # name size script [extra args]
    local name=$1 size=$2 script=$3
    shift 3
    timeout 600 xvfb-run -a -s "-screen 0 1280x720x24" \
        "$CLIENT" --windowed "$size" --script "$script" --exit-after 600 "$@" >"$out/$name.log" 2>&1
}

# Review of an imported game, to the end of its analysis. The scripts
# that wait on a screen say "paced": frames are drawn as a person's
# client draws them, when something moves (a script otherwise draws every
# turn, and F11's wait on the title was 17 s of drawing).
cat >"$out/review.script" <<'S'
paced
idle
expect-screen import
shot $OUT/import.png
key down
key enter
wait 0.5
expect-screen review
idle 300
expect-screen review
shot $OUT/review.png
key esc
expect-screen import
S
if run review 1024x600 "$out/review.script" --load tests/data/foreign/archive.json; then
    ok "--load of an archive: Review of its game ran to the end of the analysis"
else
    bad "review of an imported game: $(grep -v '^INFO' "$out/review.log" | tail -n 3 | tr '\n' ' ')"
fi

# The result is seen: Enter a moment after the game's end.
cat >"$out/result.script" <<'S'
start churn size=2 pie=off seats=human,first
speed 300
idle
loop 40
  key h
  wait 0.2
  key enter
  idle
end
wait 0.1
expect-screen result
key enter
wait 1
expect-screen result
S
if run result 1024x600 "$out/result.script"; then
    ok "the result screen stays up through an Enter pressed as it appears"
else
    bad "the result screen: $(grep -v '^INFO' "$out/result.log" | tail -n 3 | tr '\n' ' ')"
fi

# F11 without a window manager, seen by the X server.
if command -v xwininfo >/dev/null 2>&1; then
    printf 'paced\nwait 1\nkey f11\nwait 15\nkey f11\nwait 15\n' >"$out/f11.script"
    # The window's geometry as the X server has it, polled until it is the
    # one wanted (a loaded machine starts the client slowly) or 90 s pass.
    cat >"$out/f11.sh" <<S
#!/bin/bash
"$CLIENT" --windowed 1024x600 --script "$out/f11.script" --exit-after 600 >"$out/f11.log" 2>&1 &
pid=\$!
geometry() { xwininfo -root -tree | grep '"Hexarcade"' | grep -o '[0-9]*x[0-9]*+[0-9-]*+[0-9-]*' | head -n 1; }
for i in \$(seq 450); do g=\$(geometry); [ "\$g" = 1280x720+0+0 ] && break; sleep 0.2; done
echo "\$g" >"$out/f11-on.txt"
for i in \$(seq 450); do g=\$(geometry); case "\$g" in 1024x600+*) break ;; esac; sleep 0.2; done
echo "\$g" >"$out/f11-off.txt"
# Seen: the rest of the script's wait (there for a slow machine) is not
# needed; SIGTERM quits it as a quit does.
kill -TERM \$pid 2>/dev/null
wait \$pid
S
    chmod +x "$out/f11.sh"
    timeout 400 xvfb-run -a -s "-screen 0 1280x720x24" "$out/f11.sh"
    on=$(cat "$out/f11-on.txt")
    off=$(cat "$out/f11-off.txt")
    if [ "$on" = "1280x720+0+0" ]; then
        ok "F11 without a window manager: the window fills the screen ($on)"
    else
        bad "F11 without a window manager: the window is '$on', not 1280x720+0+0"
        grep -v '^INFO' "$out/f11.log" | tail -n 3 | sed 's/^/    /'
    fi
    case "$off" in
    1024x600+*) ok "F11 again: the window has its size back ($off)" ;;
    *) bad "F11 again: the window is '$off', not 1024x600" ;;
    esac
else
    bad "xwininfo is not installed: the full-screen check needs it (x11-utils)"
fi

# Screens at 1024x600 to look at.
printf 'paced\nwait 2\nshot $OUT/title-1024.png\n' >"$out/shots.script"
run shots 1024x600 "$out/shots.script"
printf 'paced\nwait 1\nshot $OUT/settings-1024.png\n' >"$out/settings.script"
# No sound device (a driver that does not exist): Settings says so.
SDL_AUDIODRIVER=none-such run settings 1024x600 "$out/settings.script" --open settings
for f in import title-1024 settings-1024; do
    if [ -s "$out/$f.png" ] && [ "$(wc -c <"$out/$f.png")" -gt 30000 ]; then
        ok "$f.png: a picture at 1024x600"
    else
        bad "$f.png: no picture"
    fi
done
if [ -n "${KEEP_SHOTS:-}" ]; then mkdir -p "$KEEP_SHOTS" && cp "$out"/*.png "$KEEP_SHOTS"/; fi

finish
