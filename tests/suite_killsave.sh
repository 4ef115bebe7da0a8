#!/usr/bin/env bash
# Nothing shown is lost (issue 47): the real client plays AI-against-AI
# games of every game under Xvfb with --log-moves (it prints "shown N MOVE"
# as the first frame showing a move is drawn) and is killed with SIGKILL,
# KILLS times (default 100), each game in turn (the five games in workers
# side by side). Each time, the game on
# disk must hold every move the runs before showed, the next start
# (--load of the one autosave in unfinished/) must show them all again,
# and unfinished/ holds one file per game.
#
# Most kills come at random instants. The others land inside a write: the
# client runs with tests/killat.c preloaded, which sends SIGKILL as the
# writer enters the rename (or link) that would put a kept file in place,
# so the temporary is whole and the autosave not yet replaced. Which kills landed inside a
# write is not taken from the plan but seen afterwards: a writer's
# temporary ("NAME.tmpPID") left in unfinished/ or finished/.
#
# Then three signals: SIGHUP, SIGTERM and SIGINT each end a client as a
# quit does (exit 0, the game on disk, its lock let go).
# Ends with the figures (kills, kills inside a write, moves lost) and
# "N passed, N failed". KILLS=20 for a shorter run.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
CLIENT=$BUILD/hexarcade
KILLS=${KILLS:-100}
. tests/lib_suite.sh

for t in Xvfb; do
    command -v "$t" >/dev/null 2>&1 || { bad "$t is not installed (tools/install-deps.sh installs the xvfb package)"; finish; }
done
[ -x "$CLIENT" ] || { bad "$CLIENT is not built"; finish; }
KILLAT=$BUILD/tests/killat.so
[ -f "$KILLAT" ] || { bad "$KILLAT is not built (make build-all)"; finish; }

out=$(mktemp -d)
xpid=
cleanup() {
    [ -n "$xpid" ] && kill "$xpid" 2>/dev/null && wait "$xpid" 2>/dev/null
    rm -rf "$out"
}
trap cleanup EXIT
export SDL_AUDIODRIVER=dummy XDG_CONFIG_HOME=$out/config
# The preloaded killat.so comes before the sanitizer's runtime (make check).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0:verify_asan_link_order=0"

# The clients' window: what is checked is the files, not the picture, and
# drawing is most of a client's processor time here (480x360 took a sixth
# less of the suite's than 800x600).
WIN=480x360
# One X server for every run: a free display number, told back on a pipe.
exec 7<> <(:)
Xvfb -displayfd 7 -screen 0 800x600x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
read -r -t 30 dpy <&7 || { bad "Xvfb did not start"; finish; }
export DISPLAY=:$dpy

# A wait without a process (sleep was one per 50 ms of polling): a read
# that times out on a pipe nobody writes to.
exec 9<> <(:)
nap() { read -r -t "$1" -u 9 _ || :; }

seed=${SEED:-$(( $(date +%s) % 32768 ))}
RANDOM=$seed
echo "seed $seed (SEED=$seed repeats the instants)"

games=(wunchunk churn conhex uknight zumo)
declare -A expect # game -> the moves shown so far, one per line
kills=0 inside=0 lost=0 wrong=0 starts_checked=0 injected=0

moves_of() { sed -n 's/^move: *//p' "$1"; }

# The file of game g's game under way (or just finished): the one whose
# moves start with those shown. Finished games already checked are moved
# out of the data folder by the test, so an earlier game that repeats
# these moves (the AI's seed is fixed) is not taken for it.
file_of() { # data-dir expected-file -> path or nothing
    local f n
    n=$(wc -l <"$2")
    for f in "$1"/hexarcade/unfinished/*.sav "$1"/hexarcade/finished/*.sav; do
        [ -f "$f" ] || continue
        if [ "$(moves_of "$f" | head -n "$n")" = "$(cat "$2")" ]; then
            echo "$f"
            return
        fi
    done
}

# The moves a run showed, as the log says (a "cursor N" takes back).
shown_moves() { # log
    awk '/^shown / { n = $2; m[n] = substr($0, length("shown " $2) + 2); top = n }
         /^cursor / { top = $2 }
         END { for (i = 1; i <= top; i++) print m[i] }' "$1"
}

# One kill of game g, its k-th overall (1..KILLS): the run, the checks of
# what it showed against what is on disk, the counts (this worker's).
kill_once() { # k g
    local k=$1 g=$2 data exp log args unf when pid t tmp n again shown f best c m nunf
    data=$out/data-$g
    mkdir -p "$data"
    exp=$out/expect-$g
    [ -f "$exp" ] || : >"$exp"
    log=$out/run-$k.log
    unf=("$data"/hexarcade/unfinished/*.sav)
    if [ -f "${unf[0]}" ]; then
        args=(--load "${unf[0]}")
    else
        args=(--game "$g" --seat1 first --seat2 first)
        : >"$exp"
    fi
    # Two kills in five aimed inside a write (which game's turn it is
    # shifts every five), the rest at a random instant.
    if [ $(((k + k / 5) % 5)) -lt 2 ]; then
        when=$((1 + RANDOM % 4))
        XDG_CONFIG_HOME=$out/config-$g XDG_DATA_HOME=$data LD_PRELOAD=$KILLAT KILLAT_WHEN=$when \
            "$CLIENT" --windowed "$WIN" --log-moves --exit-after 120 "${args[@]}" >"$log" 2>"$log.err" &
        pid=$!
        injected=$((injected + 1))
        # The game may end before that many writes: then a timer.
        for ((t = 0; t < 400; t++)); do
            kill -0 "$pid" 2>/dev/null || break
            nap 0.05
        done
        kill -9 "$pid" 2>/dev/null
    else
        XDG_CONFIG_HOME=$out/config-$g XDG_DATA_HOME=$data "$CLIENT" --windowed "$WIN" --log-moves --exit-after 120 "${args[@]}" >"$log" 2>"$log.err" &
        pid=$!
        nap "$((RANDOM % 3)).$((RANDOM % 1000))"
        kill -9 "$pid" 2>/dev/null
    fi
    wait "$pid" 2>/dev/null
    kills=$((kills + 1))
    tmp=$(find "$data" -name '*.sav.tmp[0-9]*' 2>/dev/null | head -1)
    [ -n "$tmp" ] && inside=$((inside + 1))
    # A resumed game shows its moves again on its first frame: they must
    # be every move shown before.
    if [ -s "$log" ] && [ -s "$exp" ] && [ "${args[0]}" = --load ]; then
        n=$(wc -l <"$exp")
        again=$(shown_moves "$log" | head -n "$n")
        if [ "$(shown_moves "$log" | wc -l)" -ge "$n" ]; then
            starts_checked=$((starts_checked + 1))
            [ "$again" = "$(cat "$exp")" ] || { wrong=$((wrong + 1)); echo "    run $k ($g): the resumed game did not show the moves shown before"; }
        fi
    fi
    shown=$out/shown-$k
    shown_moves "$log" >"$shown"
    # What this run showed goes after what the run before it showed (a
    # resumed game starts with it).
    if [ "$(wc -l <"$shown")" -ge "$(wc -l <"$exp")" ]; then cp "$shown" "$exp"; fi
    f=$(file_of "$data" "$exp")
    if [ ! -s "$exp" ]; then
        : # nothing shown yet: nothing to lose
    elif [ -z "$f" ]; then
        best=0
        for c in "$data"/hexarcade/unfinished/*.sav "$data"/hexarcade/finished/*.sav; do
            [ -f "$c" ] || continue
            m=$(paste -d '\n' <(moves_of "$c") "$exp" | paste - - | awk -F '\t' '$1 != $2 { exit } { n++ } END { print n + 0 }')
            [ "$m" -gt "$best" ] && best=$m
        done
        n=$(wc -l <"$exp")
        lost=$((lost + n - best))
        echo "    run $k ($g, ${args[*]}): $((n - best)) of the $n moves shown are not on disk"
        : >"$exp"
    elif [[ $f == */finished/* ]]; then
        mkdir -p "$out/done-$g"
        mv "$f" "$out/done-$g/"
        : >"$exp"
    fi
    nunf=$(find "$data/hexarcade/unfinished" -name '*.sav' 2>/dev/null | wc -l)
    [ "$nunf" -le 1 ] || { wrong=$((wrong + 1)); echo "    run $k ($g): $nunf files in unfinished/ for one game"; }
}

# The games' runs are independent (a data folder and the moves shown each),
# so each game's kills go in a worker of its own, the five side by side:
# one after another, the runs' waits (the random instants, the writes a kill
# waits for) added up to minutes. Game g still gets kills g, g+5, ... of
# KILLS, the same kinds at the same k; each worker's instants come from
# SEED and the game, its settings from a config folder of its own.
worker() { # index into games
    local gi=$1 k
    RANDOM=$((seed + 1000 * gi))
    for ((k = gi + 1; k <= KILLS; k += ${#games[@]})); do
        kill_once "$k" "${games[$gi]}"
    done 2> >(grep -v ' Killed ' >&2) # bash's word for each client killed, wanted here
    echo "$kills $inside $lost $wrong $starts_checked $injected" >"$out/count-$gi"
}
wpids=()
for gi in "${!games[@]}"; do
    worker "$gi" &
    wpids+=($!)
done
wait "${wpids[@]}" # not the X server
kills=0 inside=0 lost=0 wrong=0 starts_checked=0 injected=0
for gi in "${!games[@]}"; do
    read -r a b c d e f <"$out/count-$gi" || { bad "the worker of ${games[$gi]} told no counts"; continue; }
    kills=$((kills + a)) inside=$((inside + b)) lost=$((lost + c)) wrong=$((wrong + d))
    starts_checked=$((starts_checked + e)) injected=$((injected + f))
done

echo "kills: $kills, inside a write: $inside (aimed $injected), moves lost: $lost, resumed starts checked: $starts_checked"
[ "$lost" = 0 ] && ok "$kills kills with SIGKILL: no move shown was lost" || bad "$kills kills: $lost moves shown were lost"
[ "$wrong" = 0 ] && ok "every resumed game showed the moves shown before; one file per game in unfinished/" ||
    bad "$wrong runs resumed a different game or left more than one file per game"
[ "$starts_checked" -gt 0 ] && ok "$starts_checked resumed starts showed every move of the run before" ||
    bad "no resumed start was checked"
want=$((KILLS * 3 / 10))
[ "$inside" -ge "$want" ] && ok "$inside kills inside a write (at least $want)" ||
    bad "only $inside kills landed inside a write (at least $want wanted)"

# SIGHUP, SIGTERM, SIGINT: a quit.
for sig in HUP TERM INT; do
    data=$out/sig-$sig
    mkdir -p "$data"
    : >"$out/sig.log"
    XDG_DATA_HOME=$data "$CLIENT" --windowed "$WIN" --log-moves --exit-after 120 --game zumo --seat1 first \
        --seat2 first >"$out/sig.log" 2>&1 &
    pid=$!
    for ((t = 0; t < 600; t++)); do
        [ "$(grep -c '^shown' "$out/sig.log")" -ge 2 ] && break
        nap 0.05
    done
    kill -"$sig" "$pid"
    wait "$pid"
    rc=$?
    f=$(find "$data/hexarcade/unfinished" -name '*.sav' | head -1)
    locks=$(find "$data/hexarcade/unfinished" -name '.*.lock' | wc -l)
    n=$(shown_moves "$out/sig.log" | wc -l)
    if [ "$rc" = 0 ] && [ -n "$f" ] && [ "$(moves_of "$f" | head -n "$n")" = "$(shown_moves "$out/sig.log")" ] &&
        [ "$locks" = 0 ]; then
        ok "SIG$sig: the client quit (exit 0), its $n moves shown on disk, the game's lock let go"
    else
        bad "SIG$sig: exit $rc, save '${f:-none}', $locks lock files left, $n moves shown"
    fi
done
finish
