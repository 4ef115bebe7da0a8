#!/usr/bin/env bash
# Records of other sites through the tools (docs/import.md): real-shaped
# AbstractPlay records (Churn and ConHex with a pie, Wunchunk with 2 and 3
# players) and Little Golem ConHex texts (with and without a swap), written
# by an independent converter (tests/foreign_records.py) from games hexgtp
# plays, each imported, replayed to its result and exported back to the same
# record; a record of AbstractPlay's own code (tests/data/foreign/apgen);
# an archive's games by index; hexreview reads them; bad records
# are refused with the reason and change nothing.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
GTP=$BUILD/hexgtp
. tests/lib_suite.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if python3 tests/foreign_records.py "$GTP" "$tmp" >"$tmp/log" 2>&1; then
    cat "$tmp/log"
    ok "independent records: import, replay to the recorded result, export back"
else
    cat "$tmp/log"
    bad "independent records"
fi

# An archive: game 1 is the newest of Hexarcade's games, 2 the older (the
# other game skipped).
out=$(printf 'loadgame %s 1\nresult\nloadgame %s 2\nshowboard\nloadgame %s 3\n' "$tmp/archive.json" "$tmp/archive.json" \
    "$tmp/archive.json" | "$GTP")
if echo "$out" | head -1 | grep -q '^=' && echo "$out" | grep -q '^= winner 2' &&
    [ "$(echo "$out" | grep -c '^= $')" -ge 2 ] && echo "$out" | grep -Eq '^([.12] ){6}[.12]$' &&
    echo "$out" | grep -q 'no game 3: the record holds 2 games'; then
    ok "archive by index"
else
    bad "archive by index: $out"
fi

# Refused with the reason; the position before is kept.
printf '{"header":{"game":{"name":"churn","variants":["limping-34"]},"players":[{"name":"a"},{"name":"b"}]},"moves":[]}' >"$tmp/limp.json"
printf '{"header":{"game":{"name":"conhex"},"players":[{"name":"a"},{"name":"b"}]},"moves":[["f6","a11"],["a11"]]}' >"$tmp/ill.json"
printf '{"header": {"game": 1,}' >"$tmp/broken.json"
out=$(printf 'game churn size=3\nplay B2\nloadgame %s\nloadgame %s\nloadgame %s\nshowboard\n' \
    "$tmp/limp.json" "$tmp/ill.json" "$tmp/broken.json" | "$GTP")
if echo "$out" | grep -q "variant 'limping-34': Hexarcade has no limping Churn boards" &&
    echo "$out" | grep -q 'move 3 `a11` (Hexarcade A1) is illegal' &&
    echo "$out" | grep -q 'line 1, column .*: broken JSON' &&
    echo "$out" | tail -4 | grep -q '1'; then
    ok "refusals name what and where, the game is unchanged"
else
    bad "refusals: $out"
fi

# A record as AbstractPlay's own code writes it (the English locale loaded:
# display names) loads and saves back; an unknown variant name is refused
# by its value, the game in play unchanged.
ap=tests/data/foreign/apgen/wunchunk-3p-hex7-en-1.json
printf '{"header":{"game":{"name":"Wunchunk","variants":["Hexhex 9 (217 spaces)"]},"players":[{"name":"a"},{"name":"b"}]},"moves":[]}' >"$tmp/nine.json"
out=$(printf 'loadgame %s\nsavegame %s --format ap\ngame churn size=3\nplay B2\nloadgame %s\nshowboard\n' "$ap" "$tmp/back.json" \
    "$tmp/nine.json" | "$GTP")
if [ "$(echo "$out" | grep -c '^=')" -ge 4 ] &&
    python3 -c 'import json,sys; sys.exit(json.load(open(sys.argv[1])) != json.load(open(sys.argv[2])))' "$ap" "$tmp/back.json" &&
    echo "$out" | grep -q "variant 'Hexhex 9 (217 spaces)' of Wunchunk is not one Hexarcade knows" &&
    echo "$out" | tail -4 | grep -q '1'; then
    ok "AbstractPlay's own record loads and saves back; an unknown variant is refused, the game unchanged"
else
    bad "AbstractPlay's own record: $out"
fi

# savegame --format: a word it does not know is refused; lg of a game not played there too.
out=$(printf 'game wunchunk\nsavegame %s --format sgf\nsavegame %s --format lg\n' "$tmp/x" "$tmp/y" | "$GTP")
if echo "$out" | grep -q "takes ap, lg or hexarcade, not 'sgf'" && echo "$out" | grep -q 'not played on Little Golem' &&
    [ ! -e "$tmp/x" ] && [ ! -e "$tmp/y" ]; then
    ok "savegame --format refusals write nothing"
else
    bad "savegame --format refusals: $out"
fi

# hexreview reads a record as it reads a save.
if [ -x "$BUILD/hexreview" ] && "$BUILD/hexreview" --help 2>&1 | grep -q AbstractPlay; then
    if "$BUILD/hexreview" "$tmp/littlegolem-conhex.txt" --iterations 100 --threads 1 >"$tmp/rev" 2>&1 &&
        head -1 "$tmp/rev" | grep -q '^# Little Golem: ann (Blue) vs ben (Red). ben resigned.$' &&
        grep -q '^21 ' "$tmp/rev"; then
        ok "hexreview reads a Little Golem text"
    else
        bad "hexreview: $(head -5 "$tmp/rev")"
    fi
fi

# The client: --load of one record plays on from its end; of an archive,
# the import screen lists its games (Enter opens the newest in play); a
# broken record is refused before any window opens (exit 2).
if [ -x "$BUILD/hexarcade" ]; then
    run_client() {
        HOME=$tmp/home XDG_DATA_HOME=$tmp/home/d XDG_CONFIG_HOME=$tmp/home/c SDL_VIDEODRIVER=dummy \
            SDL_AUDIODRIVER=dummy timeout 120 "$BUILD/hexarcade" --windowed 1280x720 "$@"
    }
    # The game is over: its result screen comes over the board, so the game
    # and its moves are what is checked.
    printf 'wait 0.3\nexpect-game churn\nexpect-moves 85\nquit\n' >"$tmp/one.script"
    printf 'wait 0.3\nexpect-screen import\nkey enter\nidle\nexpect-game churn\nexpect-moves 85\nquit\n' \
        >"$tmp/arch.script"
    if run_client --load "$tmp/AbstractPlay-churn-pie.json" --script "$tmp/one.script" >"$tmp/c1" 2>&1 &&
        run_client --load "$tmp/archive.json" --script "$tmp/arch.script" >"$tmp/c2" 2>&1; then
        ok "client --load: a record plays on, an archive opens the import screen"
    else
        bad "client --load: $(cat "$tmp/c1" "$tmp/c2")"
    fi
    run_client --load "$tmp/broken.json" >"$tmp/c3" 2>&1
    rc=$?
    if [ "$rc" -eq 2 ] && grep -q 'broken JSON' "$tmp/c3"; then
        ok "client --load of a broken record: exit 2, the reason"
    else
        bad "client --load of a broken record: status $rc: $(cat "$tmp/c3")"
    fi
fi

finish
