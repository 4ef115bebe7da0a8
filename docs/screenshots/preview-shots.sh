#!/bin/sh
# Every preview picture of the manual (docs/manual.md) at 1280x720 and at 4K (3840x2160, the
# *-4k.png files), from the repository root after `make`:
#     sh docs/screenshots/preview-shots.sh [OUT]      (default docs/screenshots)
# The hover previews are drawn by hexshot over the tutorial positions that
# teach the rule; the push step, the throw lines and the whole-move hint are
# taken from the client, played by preview.script under xvfb-run.
set -e
out=${1:-docs/screenshots}
b=${BUILD:-build}
shot() { # name level cell
    "$b/hexshot" "$2" --hover "$3" --size 1280x720 --out "$out/preview-$1.png"
    "$b/hexshot" "$2" --hover "$3" --size 3840x2160 --out "$out/preview-$1-4k.png"
}
shot zumo levels/zumo/tutorials/02-evaporation.txt E6
shot churn levels/churn/tutorials/02-removals.txt B3
shot conhex levels/conhex/tutorials/01-claim.txt E2
shot uknight levels/uknight/tutorials/01-double.txt D4
shot wunchunk levels/wunchunk/tutorials/01-join.txt D6
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for size in 1280x720 3840x2160; do
    mkdir -p "$tmp/$size"
    XDG_CONFIG_HOME="$tmp/cfg" XDG_DATA_HOME="$tmp/data" OUT="$tmp/$size" \
        xvfb-run -a -s "-screen 0 ${size}x24" \
        "$b/hexarcade" --windowed "$size" --script docs/screenshots/preview.script
done
for f in "$tmp/1280x720"/*.png; do cp "$f" "$out/"; done
for f in "$tmp/3840x2160"/*.png; do n=$(basename "$f" .png); cp "$f" "$out/$n-4k.png"; done
