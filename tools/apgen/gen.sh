#!/usr/bin/env bash
# Writes tests/data/foreign/apgen/ again: AbstractPlay's gameslib at the
# commit in GAMESLIB_COMMIT, run with node (see README.md).
# usage: tools/apgen/gen.sh GAMESLIB_GIT_DIR WORK_DIR
#   GAMESLIB_GIT_DIR: a clone of github.com/AbstractPlay/gameslib (its .git)
#   WORK_DIR: an empty folder outside the repository (the checkout and
#   node_modules go there)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
git_dir=$1
work=$2
commit=$(cat "$here/GAMESLIB_COMMIT")
mkdir -p "$work/gameslib"
git --git-dir="$git_dir" archive "$commit" | tar -x -C "$work/gameslib"
# Wunchunk as it was before its balance changes (2ca04386, 2026-03-08).
git --git-dir="$git_dir" show 2ca04386^:src/games/wunchunk.ts >"$work/gameslib/src/games/wunchunk-2026-03-07.ts"
cp "$here/package.json" "$work/"
(cd "$work" && npm install --no-audit --no-fund)
ln -sfn "$work/node_modules" "$work/gameslib/node_modules"
out=$repo/tests/data/foreign/apgen
rm -rf "$out.new"
tsx=$work/node_modules/.bin/tsx
"$tsx" "$here/gen.ts" "$work/gameslib" "$out.new" none 1 2
"$tsx" "$here/gen.ts" "$work/gameslib" "$out.new" en 2 2
"$tsx" "$here/gen.ts" "$work/gameslib" "$out.new" de 3 1 light
"$tsx" "$here/gen.ts" "$work/gameslib" "$out.new" fr 4 1 light
"$tsx" "$here/gen.ts" "$work/gameslib" "$out.new" it 5 1 light
cp "$here/FIXTURES.md" "$out.new/README.md"
rm -rf "$out"
mv "$out.new" "$out"
