#!/usr/bin/env bash
# Draws the labelled board pictures of docs/rules/ with hexshot (every cell
# written with its name: --cell-names), from the start level files, so the
# pictures always show what the program itself draws and names.
#
#   docs/rules/pictures.sh            redraw the committed pictures
#   docs/rules/pictures.sh DIR        draw them into DIR instead (the tests
#                                     compare those with the committed ones)
# Needs build/hexshot (make -j2 build-all); BUILD=... picks another build.
set -eu
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
out=${1:-docs/rules}
shot=$BUILD/hexshot
if [ ! -x "$shot" ]; then
    echo "pictures.sh: $shot is not built (make -j2 build-all)" >&2
    exit 1
fi
mkdir -p "$out"
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy} HEXARCADE_DATA=$PWD

# NAME LEVEL [SIZE]: one picture, the board at rest, no score panel or banner.
pic() {
    "$shot" "$2" --plain --cell-names --no-scores --no-banners --size "${3:-800x800}" --out "$out/$1.png"
}

pic hexhex-s5 levels/churn/start-s5-p2.txt 800x740
pic churn-s3 levels/churn/start-s3-p2.txt 800x640
pic wunchunk-s6-p2 levels/wunchunk/start-s6-p2.txt
pic wunchunk-s8-p3 levels/wunchunk/start-s8-p3.txt
pic wunchunk-s8-p4 levels/wunchunk/start-s8-p4.txt
pic conhex levels/conhex/start-p2.txt
pic uknight-s6 levels/uknight/start-s6-p2.txt
pic zumo-s10 levels/zumo/start-s10-p2.txt 900x900
