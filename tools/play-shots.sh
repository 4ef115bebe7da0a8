#!/usr/bin/env bash
# Pictures of the play screens, made by running scripts in the client under
# Xvfb (--script: clicks, keys, "shot FILE"):
#   tools/play-shots.sh          tools/shots/docs/*.script -> docs/screenshots
#                                (play-<game>.png, refused.png, result.png)
#   tools/play-shots.sh menus    tools/shots/menus/*.script: whole games from
#                                each game's setup screen to its result
# SIZE=3840x2160 for big pictures; OUT=DIR to write elsewhere. A script's
# "# args:" line gives the client options it needs (--game X --open setup);
# a "# record: FILE" line puts FILE in the data folder as the player's
# record for that script.
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
SIZE=${SIZE:-1280x720}
set_name=${1:-docs}
if [ "$set_name" = docs ]; then export OUT=${OUT:-docs/screenshots}; else export OUT=${OUT:-/tmp/hexarcade-shots}; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config SDL_AUDIODRIVER=dummy
mkdir -p "$OUT"
status=0
for s in tools/shots/"$set_name"/*.script; do
    echo "== $s"
    args=$(sed -n 's/^# args: //p' "$s")
    record=$(sed -n 's/^# record: //p' "$s")
    rm -f "$tmp/data/hexarcade/record.txt"
    if [ -n "$record" ]; then
        mkdir -p "$tmp/data/hexarcade"
        cp "$record" "$tmp/data/hexarcade/record.txt"
    fi
    # shellcheck disable=SC2086
    xvfb-run -a -s "-screen 0 ${SIZE}x24" "$BUILD/hexarcade" --windowed "$SIZE" $args --script "$s" \
        --exit-after 1500 || status=1
done
echo "pictures in $OUT"
exit $status
