#!/usr/bin/env bash
# Copyright 2026 The Hexarcade developers. MIT licence (LICENSE).
# Redraws the committed app icons in assets/icons/: hexarcade-N.png at each
# size make install puts in the hicolor theme, drawn by the client itself
# (--write-icon, logo_emblem in src/ui/widgets/logo.c), and hexarcade.svg,
# the same emblem written by tools/gen_icon_svg.py. Run after `make`; review
# the images before committing them.
set -euo pipefail
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
mkdir -p assets/icons
for s in 16 32 48 64 128 256 512; do
    SDL_VIDEODRIVER=dummy "$BUILD/hexarcade" --write-icon "assets/icons/hexarcade-$s.png" --icon-size "$s"
done
python3 tools/gen_icon_svg.py >assets/icons/hexarcade.svg.tmp
mv assets/icons/hexarcade.svg.tmp assets/icons/hexarcade.svg
echo "assets/icons: $(ls assets/icons | tr '\n' ' ')"
