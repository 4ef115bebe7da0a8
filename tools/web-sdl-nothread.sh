#!/usr/bin/env bash
# SDL2 without threads for the page that is not cross-origin isolated
# (make web's second form, docs/web.md): the same Debian source package
# and folders as tools/cross-deps.sh web's SDL, with SDL's generic (no)
# thread back end and no -pthread, into its own cache beside that one:
#   ${XDG_CACHE_HOME:-~/.cache}/hexarcade/cross/web-nt-<key>/  include/SDL2 lib/libSDL2.a lib/pkgconfig/sdl2.pc
# <key> hashes the threaded set's name, the .dsc, emscripten's version and
# this script. The other libraries (zlib, libpng, FreeType, giflib,
# json-c, SDL2_ttf, SDL2_image) start no thread: they are copied from the
# threaded set as they are, so that the prefix is one whole set.
# Kept apart from tools/cross-deps.sh, whose whole text keys every target
# (a change there would rebuild the Windows set too).
# Usage: tools/web-sdl-nothread.sh WEB_PREFIX   (prints the prefix made)
set -euo pipefail
web_prefix=${1:?usage: $0 WEB_PREFIX (the prefix tools/cross-deps.sh web printed)}
top=${XDG_CACHE_HOME:-$HOME/.cache}/hexarcade/cross
SELF=$(readlink -f "$0")
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
die() { echo "web-sdl-nothread: $*" >&2; exit 1; }

# The version the threaded set was built from (its sdl2.pc), and its source.
version=$(sed -n 's/^Version: //p' "$web_prefix/lib/pkgconfig/sdl2.pc" 2>/dev/null) ||
    die "$web_prefix/lib/pkgconfig/sdl2.pc is missing (run tools/cross-deps.sh web first)"
dsc=$(cd "$top/src" && ls libsdl2_"$version"*.dsc 2>/dev/null | sort -V | tail -n 1)
[ -n "$dsc" ] || die "no libsdl2_$version*.dsc in $top/src (tools/cross-deps.sh web fetches it)"
key=$( { basename "$web_prefix"; echo "$dsc"; cat "$top/src/$dsc"; dpkg-query -W -f='${Version}' emscripten; cat "$SELF"; } |
    sha256sum | cut -c1-16)
prefix=$top/web-nt-$key
if [ -f "$prefix/.stamp" ]; then echo "$prefix"; exit 0; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/web-sdl-nt.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "web-sdl-nothread: building SDL2 without threads from $dsc into $prefix" >&2
dpkg-source --no-check -x "$top/src/$dsc" "$work/sdl" >"$work/unpack.log" 2>&1 ||
    die "dpkg-source -x $dsc failed: $(tail -n 3 "$work/unpack.log")"
cd "$work/sdl"
# tools/cross-deps.sh's WEB_SDL_DIRS with src/thread/generic for
# src/thread/pthread (SDL_config_emscripten.h: SDL_THREADS_DISABLED
# without -pthread).
dirs="src src/atomic src/audio src/audio/disk src/audio/dummy src/audio/emscripten src/cpuinfo src/dynapi
    src/events src/file src/filesystem/emscripten src/haptic src/haptic/dummy src/joystick src/joystick/emscripten
    src/joystick/virtual src/libm src/loadso/dlopen src/locale src/locale/emscripten src/misc src/misc/emscripten
    src/power src/power/emscripten src/render src/render/opengles2 src/render/software src/sensor src/sensor/dummy
    src/stdlib src/thread src/thread/generic src/timer src/timer/unix src/video src/video/emscripten
    src/video/yuv2rgb"
jobs=${JOBS:-2} n=0 objs=()
mkdir -p xobj
for d in $dirs; do
    for f in "$d"/*.c; do
        [ -f "$f" ] || continue
        n=$((n + 1))
        objs+=("xobj/$n.o")
        emcc -O2 -Iinclude -c "$f" -o "xobj/$n.o" 2>>"$work/cc.log" &
        [ $((n % jobs)) -ne 0 ] || wait
    done
done
wait
for f in "${objs[@]}"; do [ -f "$f" ] || die "SDL: $f was not compiled: $(tail -n 5 "$work/cc.log")"; done
rm -rf "$prefix"
mkdir -p "$prefix"
cp -a "$web_prefix/include" "$web_prefix/lib" "$prefix/"
rm -f "$prefix/lib/libSDL2.a"
emar rcs "$prefix/lib/libSDL2.a" "${objs[@]}"
install -m 644 include/*.h "$prefix/include/SDL2/"
# shellcheck disable=SC2016 # ${prefix} is pkg-config's
printf 'prefix=${pcfiledir}/../..\nlibdir=${prefix}/lib\nincludedir=${prefix}/include\n\nName: sdl2\nDescription: SDL2 without threads for emscripten\nVersion: %s\nRequires:\nLibs: -L${libdir} -lSDL2\nCflags: -I${includedir}/SDL2\n' \
    "$version" >"$prefix/lib/pkgconfig/sdl2.pc"
touch "$prefix/.stamp"
echo "$prefix"
