#!/usr/bin/env bash
# End-to-end: the real client in a real window under Xvfb, driven by the
# scripts in tests/e2e/ (--script: clicks on named cells and buttons, keys).
# Each script plays a whole game of one game against the AI (Wunchunk also
# with four seats, two people and two AIs), checks a refused move's words,
# takes screenshots and saves the game. Two games left one after the other
# are both resumed on the next start. Then, from outside the client:
#   - the saved game replays move by move through build/hexgtp (every move
#     legal) to a finished game,
#   - its first moves are the ones the script clicked,
#   - every screenshot is a PNG of the window's size with a board in it
#     (a picture of one flat colour compresses to a few kilobytes),
#   - one run at 3840x2160 gives a 3840x2160 picture.
# Ends with "N passed, N failed". Without xvfb-run it fails, saying so.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
CLIENT=$BUILD/hexarcade
GTP=$BUILD/hexgtp
. tests/lib_suite.sh

if ! command -v xvfb-run >/dev/null 2>&1; then
    bad "xvfb-run is not installed: the end-to-end tests need it (tools/install-deps.sh installs the xvfb package)"
    finish
fi
for b in "$CLIENT" "$GTP"; do
    if [ ! -x "$b" ]; then
        bad "$b is not built"
        finish
    fi
done

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export OUT=$out SDL_AUDIODRIVER=dummy
# Under the sanitizers (make check) the display libraries (X11, dbus) keep
# memory to the end; our own code's leaks are checked by test_ui_play, which
# runs the same screens without a display.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
# The user's own settings and autosave stay out of it.
export XDG_DATA_HOME=$out/data XDG_CONFIG_HOME=$out/config

# game script -> moves the game must start with (entry:move ...): the saved
# opening it loads, then the moves the script makes itself
declare -A FIRST=(
    [churn]="1:C3 2:A1 3:E5"
    [conhex]="1:F6"
    [wunchunk]="1:2A1"
    [wunchunk4]="1:2A1 2:4E1"
    [uknight]="1:A3"
    [zumo]="1:F6 2:K11 3:F8"
)
scripts=(churn conhex wunchunk wunchunk4 uknight zumo)

run() { # name size script [extra args]
    local name=$1 size=$2 script=$3
    shift 3
    timeout 900 xvfb-run -a -s "-screen 0 ${size}x24" \
        "$CLIENT" --windowed "$size" --script "$script" --exit-after 800 "$@" \
        >"$out/$name.log" 2>&1
    echo $? >"$out/$name.rc"
}

# The 3840x2160 run: a few moves and a picture.
cat >"$out/big.script" <<'EOF'
start zumo size=8 pie=off seats=human,beginner
click H8
idle
click B3
expect-message sightline
shot $OUT/big.png
EOF

# The games run side by side (each has its own display).
for g in "${scripts[@]}"; do run "$g" 1280x720 "tests/e2e/$g.script" & done
run big 3840x2160 "$out/big.script" &
wait

png_size() { # file -> "W H" from the IHDR chunk
    od -An -tu1 -j16 -N8 "$1" 2>/dev/null |
        awk '{ printf "%d %d\n", $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8 }'
}
check_png() { # file w h
    local f=$1 want="$2 $3" got bytes
    if [ ! -s "$f" ]; then
        bad "$(basename "$f"): no screenshot"
        return
    fi
    got=$(png_size "$f")
    bytes=$(wc -c <"$f")
    if [ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" != "211PNG" ]; then
        bad "$(basename "$f"): not a PNG"
    elif [ "$got" != "$want" ]; then
        bad "$(basename "$f"): $got, not $want"
    elif [ "$bytes" -lt 30000 ]; then
        bad "$(basename "$f"): only $bytes bytes: blank?"
    else
        ok "$(basename "$f"): ${2}x$3 PNG with a picture ($bytes bytes)"
    fi
}

# Replays a save through the engine protocol; prints hexgtp's answers.
replay() { # save
    local f=$1 id size players opts
    id=$(sed -n 's/^game: *//p' "$f")
    size=$(sed -n 's/^size: *//p' "$f")
    players=$(sed -n 's/^players: *//p' "$f")
    opts=$(sed -n 's/^options: *//p' "$f")
    {
        echo "game $id${size:+ size=$size}${players:+ players=$players} $opts"
        sed -n 's/^move: *//p' "$f" | sed 's/^/play /'
        echo result
    } | "$GTP"
}

for g in "${scripts[@]}"; do
    rc=$(cat "$out/$g.rc" 2>/dev/null || echo 99)
    if [ "$rc" = 0 ]; then
        ok "$g: the scripted game ran through the window to the result screen"
    else
        bad "$g: the client exited with $rc"
        sed 's/^/    /' "$out/$g.log" | tail -n 5
    fi
    save=$out/$g.sav
    if [ ! -s "$save" ]; then
        bad "$g: no saved game"
        continue
    fi
    answers=$(replay "$save")
    nmoves=$(grep -c '^move:' "$save")
    refused=$(echo "$answers" | grep -c '^?')
    result=$(echo "$answers" | grep '^=' | tail -n 1 | sed 's/^= *//')
    if [ "$refused" -ne 0 ]; then
        bad "$g: the engine refused $refused of the $nmoves saved moves"
        echo "$answers" | grep '^?' | head -n 3 | sed 's/^/    /'
    elif [ "$result" = ongoing ] || [ -z "$result" ]; then
        bad "$g: the saved game is not finished (result '$result')"
    else
        ok "$g: $nmoves moves replay through hexgtp to '$result'"
    fi
    good=1
    for want in ${FIRST[$g]}; do
        n=${want%%:*} mv=${want#*:}
        got=$(grep '^move:' "$save" | sed -n "${n}p" | sed 's/^move: *//')
        [ "$got" = "$mv" ] || { good=0; bad "$g: move $n is '$got', the script played '$mv'"; }
    done
    [ $good = 1 ] && ok "$g: the moves made by mouse and keyboard are in the game (${FIRST[$g]})"
    for f in "$out/$g"-*.png; do check_png "$f" 1280 720; done
done

if [ "$(cat "$out/big.rc" 2>/dev/null)" = 0 ]; then
    ok "3840x2160: scripted moves and a refusal"
else
    bad "3840x2160: the client exited with $(cat "$out/big.rc" 2>/dev/null)"
    tail -n 5 "$out/big.log" | sed 's/^/    /'
fi
check_png "$out/big.png" 3840 2160

# Two games left, then the program quit (issue 22): both are kept, each in
# its own autosave, and the next start (the same data directory) resumes
# both at the move they were left at (Continue the newest, Load game the
# other).
left() { # script -> status
    XDG_DATA_HOME=$out/left/data XDG_CONFIG_HOME=$out/left/config timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
        "$CLIENT" --windowed 1280x720 --script "tests/e2e/$1.script" --exit-after 120 >"$out/$1.log" 2>&1
}
if left left-two-games; then
    games=$(for f in "$out"/left/data/hexarcade/unfinished/*.sav; do
        [ -f "$f" ] && echo "$(sed -n 's/^game: *//p' "$f"):$(grep -c '^move:' "$f")"
    done | sort | tr '\n' ' ')
    if [ "$games" = "churn:4 zumo:4 " ]; then
        ok "two games left: each has its own autosave ($games)"
    else
        bad "two games left: the unfinished games are '$games', not 'churn:4 zumo:4'"
    fi
    if left left-resume; then
        ok "the next start resumes both left games at their move"
    else
        bad "resuming the left games: $(tail -n 1 "$out/left-resume.log")"
    fi
    check_png "$out/left-load.png" 1280 720
else
    bad "leaving two games: $(tail -n 1 "$out/left-two-games.log")"
fi

# Resigning (issue 50) and a site's resignation (issue 46) through the
# window: Resign in the pause menu asks, then ends the game as the
# person's loss, which the save keeps and hexgtp reads back as such; a
# Little Golem game ended by R[resign], given with --load, opens finished
# on the result screen and its review opens.
run resign 1280x720 tests/e2e/resign.script
run site-resigned 1280x720 tests/e2e/site-resigned.script --load tests/data/foreign/littlegolem-conhex.txt
if [ "$(cat "$out/resign.rc")" = 0 ] && [ "$(grep '^move:' "$out/resign.sav" | tail -n 1)" = "move: resign 1" ] &&
    grep -q '^format: hexarcade-save 4$' "$out/resign.sav"; then
    ok "resign: asked, confirmed, the result screen, the save ends with 'resign 1'"
else
    bad "resign: status $(cat "$out/resign.rc"), $(tail -n 2 "$out/resign.log" | tr '\n' ' ')"
fi
got=$(printf 'hexarcade-loadgame %s\nhexarcade-result\nfinal_score\n' "$out/resign.sav" | "$GTP" | grep '^=' | tail -n 2 | tr '\n' ' ')
if [ "$got" = "= winner 2 (1 resigned) = W+R " ]; then ok "resign: hexgtp reads the save as Red's win by resignation"; else bad "resign: hexgtp says '$got'"; fi
if [ "$(cat "$out/site-resigned.rc")" = 0 ]; then
    ok "a Little Golem resignation given with --load: finished, result screen, review"
else
    bad "site-resigned: status $(cat "$out/site-resigned.rc"), $(tail -n 2 "$out/site-resigned.log" | tr '\n' ' ')"
fi
check_png "$out/resign-result.png" 1280 720
check_png "$out/site-resigned.png" 1280 720

# A script error is reported with its line, and the exit status says so.
printf 'start churn\nclick Z99\n' >"$out/bad.script"
xvfb-run -a "$CLIENT" --windowed 800x450 --script "$out/bad.script" --exit-after 30 >"$out/bad.log" 2>&1
rc=$?
if [ $rc -ne 0 ] && grep -q "bad.script:2: no 'Z99'" "$out/bad.log"; then
    ok "a failing script stops the client with its line ($rc)"
else
    bad "a failing script: status $rc, $(tail -n 1 "$out/bad.log")"
fi

finish
