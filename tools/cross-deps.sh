#!/usr/bin/env bash
# The libraries a cross build of Hexarcade links, built from the system's own
# Debian source packages (apt-get source; nothing is downloaded from anywhere
# else) into a cache outside the clone:
#   ${XDG_CACHE_HOME:-$HOME/.cache}/hexarcade/cross/<target>-<key>/
# <key> hashes the source package versions, the cross compiler's version and
# this script, so a change to any of them builds afresh and an unchanged one
# reuses the finished prefix at once (its .stamp is written last: a failed
# build leaves none and is redone). The prefix holds include/, lib/,
# lib/pkgconfig/ (relocatable .pc files, for PKG_CONFIG_LIBDIR), bin/ (the
# DLLs) and share/licenses/<package>/copyright.
#
# Usage: tools/cross-deps.sh windows|web
#   windows: x86_64-w64-mingw32 (Debian's mingw-w64, posix threads), DLLs.
#   web: wasm32 (Debian's emscripten; never its "ports", which download),
#        static libraries built with -pthread (make web, docs/web.md).
# A target is a toolchain (target_<name>) plus the one list of packages;
# each package's build (build_<package>) asks only for $HOST, $CMAKE_TC and
# the configure flags, so another toolchain (emscripten) is another target.
# The last line printed is the prefix (for the Makefile); the time it took
# goes to stderr with the progress. Build logs: <prefix>.log/<package>.log.
set -euo pipefail

usage() { echo "usage: tools/cross-deps.sh windows|web" >&2; exit 2; }
[ $# -eq 1 ] || usage
TARGET=$1
SELF=$(readlink -f "$0")
START=$(date +%s)
say() { echo "cross-deps: $*" >&2; }
die() { say "$*"; exit 1; }

# Debian source packages, in build order (each needs only those before it).
# SDL2_image reads PNG only (src/ui: IMG_Init(IMG_INIT_PNG), IMG_SavePNG),
# through libpng; SDL2_ttf renders without harfbuzz (Latin text only).
SRC_PKGS="zlib libpng1.6 freetype giflib json-c libsdl2 libsdl2-ttf libsdl2-image cmocka"

# ---- Root, apt-get, and the source entries.

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null 2>&1; then sudo "$@"
    else die "not root and no sudo; run as root: $*"; fi
}

# One deb-src entry for each deb entry of the existing sources, in a file of
# our own (the system's files are never edited).
DEB_SRC_FILE=/etc/apt/sources.list.d/hexarcade-deb-src.sources
deb_src_entries() {
    local f
    # deb822 files: each stanza with Types: deb, copied with Types: deb-src.
    for f in /etc/apt/sources.list.d/*.sources; do
        if [ ! -f "$f" ] || [ "$f" = "$DEB_SRC_FILE" ]; then continue; fi
        awk '
            function flush() { if (deb && uris != "" && enabled) { print "Types: deb-src"; print uris; print suites;
                                   if (comps != "") print comps; if (signed != "") print signed; print "" }
                               deb = 0; uris = suites = comps = signed = ""; enabled = 1 }
            BEGIN { enabled = 1 }
            /^[ \t]*$/ { flush(); next }
            /^#/ { next }
            /^Types:/ { deb = ($0 ~ /[ \t]deb([ \t]|$)/) && $0 !~ /deb-src/ }
            /^URIs:/ { uris = $0 } /^Suites:/ { suites = $0 } /^Components:/ { comps = $0 }
            /^Signed-By:/ { signed = $0 } /^Enabled:[ \t]*no/ { enabled = 0 }
            END { flush() }' "$f"
    done
    # One-line sources: "deb [options] uri suite components..."
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        awk '$1 == "deb" {
                i = 2; opts = ""
                if ($2 ~ /^\[/) { while (i <= NF) { opts = opts " " $i; if ($i ~ /\]$/) { i++; break } i++ } }
                if (i + 1 > NF) next
                printf "Types: deb-src\nURIs: %s\nSuites: %s\n", $i, $(i + 1)
                comps = ""; for (j = i + 2; j <= NF; j++) comps = comps " " $j
                if (comps != "") printf "Components:%s\n", comps
                if (match(opts, /signed-by=[^] ]+/)) printf "Signed-By: %s\n", substr(opts, RSTART + 10, RLENGTH - 10)
                print ""
            }' "$f"
    done
}

# apt waits for another apt (another build, an upgrade) instead of failing.
enable_sources() {
    local want
    want=$(deb_src_entries)
    [ -n "$want" ] || die "no deb entry in /etc/apt/sources.list or sources.list.d to take source entries from"
    if [ ! -f "$DEB_SRC_FILE" ] || [ "$(cat "$DEB_SRC_FILE")" != "$want" ]; then
        say "source entries -> $DEB_SRC_FILE"
        printf '%s\n' "$want" | as_root tee "$DEB_SRC_FILE.tmp" >/dev/null
        as_root mv "$DEB_SRC_FILE.tmp" "$DEB_SRC_FILE"
        as_root apt-get -o DPkg::Lock::Timeout=600 update -q >&2
    elif ! apt-get source --print-uris --only-source zlib >/dev/null 2>&1; then
        as_root apt-get -o DPkg::Lock::Timeout=600 update -q >&2
    fi
}

install_tools() {
    local missing=() p
    for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    command -v apt-get >/dev/null 2>&1 || die "no apt-get: install ${missing[*]} (Debian names) first"
    say "installing ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}" >&2
}

# ---- Targets: the toolchain and how packages are configured for it.

target_windows() {
    HOST=x86_64-w64-mingw32
    install_tools gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64 \
        mingw-w64-tools cmake autoconf automake libtool make pkg-config dpkg-dev wine xvfb xauth zip unzip
    # The posix thread model: the code uses pthreads (winpthreads).
    CC=$HOST-gcc-posix CXX=$HOST-g++-posix
    command -v "$CC" >/dev/null || die "$CC missing (gcc-mingw-w64-x86-64-posix)"
    TOOLCHAIN_ID="$($CC --version | head -n1) $(dpkg-query -W -f='${Version}' mingw-w64-x86-64-dev)"
    NAME=win64
    AR=$HOST-ar
}

target_web() {
    HOST=wasm32-unknown-emscripten
    install_tools emscripten cmake make pkg-config dpkg-dev
    # The system's node may not be Debian's (NodeSource's looks elsewhere)
    # and then misses Debian's acorn, which emcc's optimizer needs.
    export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
    CC=emcc CXX=em++ AR=emar
    # Threads: every object that shares the memory is built with -pthread.
    CFLAGS_X="-O2 -pthread"
    TOOLCHAIN_ID="emscripten $(dpkg-query -W -f='${Version}' emscripten) -pthread"
    NAME=web
    # No tests run in the browser: no cmocka.
    SRC_PKGS=${SRC_PKGS% cmocka}
}

# Static libraries for the web (one .wasm), DLLs for Windows: cmake's
# words for either.
is_web() { [ "$NAME" = web ]; }
shared() { if is_web; then echo OFF; else echo ON; fi; }
static() { if is_web; then echo ON; else echo OFF; fi; }

# ---- The cache and its key.

# The newest version of a source package that the mirrors serve, fetched
# into $SRCDIR once (a version whose download failed is skipped for a day:
# a mirror may lack a security update's sources). Prints its .dsc name.
fetch_src() {
    local p=$1 v dsc
    for v in $(apt-cache showsrc --only-source "$p" 2>/dev/null | awk '/^Version:/ { print $2 }' | sort -u -r -V); do
        dsc=${p}_${v#*:}.dsc
        [ -f "$SRCDIR/$dsc" ] && { echo "$dsc"; return 0; }
        [ -n "$(find "$SRCDIR/$dsc.unavailable" -mmin -1440 2>/dev/null)" ] && continue
        say "apt-get source $p=$v"
        if (cd "$SRCDIR" && apt-get source --download-only --only-source "$p=$v") >"$SRCDIR/$p.fetch.log" 2>&1 &&
            [ -f "$SRCDIR/$dsc" ]; then
            echo "$dsc"; return 0
        fi
        say "  not served ($SRCDIR/$p.fetch.log); trying an older version"
        touch "$SRCDIR/$dsc.unavailable"
    done
    die "apt-get source cannot fetch any version of '$p' (deb-src entries: $DEB_SRC_FILE)"
}

# ---- Package builds: each unpacks its source into $WORK and installs into $PREFIX.

CFLAGS_X="-O2"
# Each build runs under set -e (see main): any failing step fails the package.
cm() {  # cmake for the host, into $PREFIX
    cmake -S . -B xbuild -G "Unix Makefiles" -DCMAKE_TOOLCHAIN_FILE="$CMAKE_TC" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="$CFLAGS_X -DNDEBUG" -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_PREFIX_PATH="$PREFIX" "$@"
    cmake --build xbuild -j"$JOBS"
    cmake --install xbuild
}
conf() {  # autotools for the host, into $PREFIX
    ./configure --host="$HOST" --prefix="$PREFIX" CC="$CC" CFLAGS="$CFLAGS_X" \
        CPPFLAGS="-I$PREFIX/include" LDFLAGS="-L$PREFIX/lib" "$@"
    make -j"$JOBS"
    make install
}

build_zlib() {
    # Debian's source drops win32/ (the DLL's resources and .def), which
    # zlib's CMake needs for Windows: a static library, linked into the DLLs
    # that use it (libpng, freetype).
    local o srcs="adler32 compress crc32 deflate gzclose gzlib gzread gzwrite inflate infback inftrees inffast trees uncompr zutil"
    # Elsewhere than Windows gzlib.c needs unistd.h (configure's define).
    local unistd=
    is_web && unistd=-DHAVE_UNISTD_H
    # shellcheck disable=SC2086 # lists of flags
    for o in $srcs; do $CC $CFLAGS_X $unistd -c "$o.c" -o "$o.o"; done
    rm -f libz.a
    # shellcheck disable=SC2046,SC2086 # the object files
    $AR rcs libz.a $(printf '%s.o ' $srcs)
    install -d "$PREFIX/lib/pkgconfig" "$PREFIX/include"
    install -m 644 libz.a "$PREFIX/lib/"
    install -m 644 zlib.h zconf.h "$PREFIX/include/"
    # shellcheck disable=SC2016 # ${prefix} is pkg-config's
    printf 'prefix=%s\nlibdir=${prefix}/lib\nincludedir=${prefix}/include\n\nName: zlib\nDescription: zlib compression library\nVersion: %s\nLibs: -L${libdir} -lz\nCflags: -I${includedir}\n' \
        "$PREFIX" "$(sed -n 's/^#define ZLIB_VERSION "\(.*\)"/\1/p' zlib.h)" >"$PREFIX/lib/pkgconfig/zlib.pc"
}
build_libpng1.6() {
    cm -DPNG_TESTS=OFF -DPNG_SHARED="$(shared)" -DPNG_STATIC="$(static)" -DPNG_EXECUTABLES=OFF -DPNG_TOOLS=OFF
}
build_freetype() {
    # zlib for compressed fonts; no harfbuzz, brotli, bzip2 or png glyphs.
    cm -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
        -DFT_REQUIRE_ZLIB=ON -DBUILD_SHARED_LIBS="$(shared)"
}
build_giflib() {
    # giflib's Makefile builds Unix shared objects only: its library files
    # here, with quantize.c (GifQuantizeBuffer, the GIF export's palette).
    local srcs="dgif_lib.c egif_lib.c gifalloc.c gif_err.c gif_font.c gif_hash.c openbsd-reallocarray.c quantize.c"
    if is_web; then
        # shellcheck disable=SC2086 # a list of file names
        $CC $CFLAGS_X -c $srcs
        # shellcheck disable=SC2046,SC2086 # the object files
        $AR rcs libgif.a ${srcs//.c/.o}
        install -d "$PREFIX/lib" "$PREFIX/include"
        install -m 644 libgif.a "$PREFIX/lib/"
        install -m 644 gif_lib.h "$PREFIX/include/"
        return 0
    fi
    # shellcheck disable=SC2086 # a list of file names
    $CC $CFLAGS_X -shared -o libgif-7.dll $srcs -Wl,--out-implib,libgif.dll.a
    install -d "$PREFIX/bin" "$PREFIX/lib" "$PREFIX/include"
    install -m 644 libgif-7.dll "$PREFIX/bin/"
    install -m 644 libgif.dll.a "$PREFIX/lib/"
    install -m 644 gif_lib.h "$PREFIX/include/"
}
build_json-c() {
    cm -DBUILD_TESTING=OFF -DBUILD_SHARED_LIBS="$(shared)" -DBUILD_STATIC_LIBS="$(static)" -DDISABLE_WERROR=ON \
        -DBUILD_APPS=OFF
}
build_libsdl2() {
    # No test programs, and what Hexarcade never asks for left out (HID
    # drivers, haptics, power, Vulkan, GLES): fewer files on a cold build.
    # Video, render, audio, events, timers and game controllers stay.
    if is_web; then web_sdl2; return 0; fi
    cm -DSDL_TEST=OFF -DSDL_TESTS=OFF -DSDL_STATIC=OFF -DSDL_SHARED=ON \
        -DSDL_HIDAPI=OFF -DSDL_HAPTIC=OFF -DSDL_POWER=OFF -DSDL_VULKAN=OFF -DSDL_OPENGLES=OFF
}
build_libsdl2-ttf() {
    if is_web; then
        # shellcheck disable=SC2086 # a list of flags
        $CC $CFLAGS_X -I"$PREFIX/include/SDL2" -I"$PREFIX/include/freetype2" -c SDL_ttf.c
        web_lib SDL2_ttf SDL_ttf.o
        install -m 644 SDL_ttf.h "$PREFIX/include/SDL2/"
        web_pc SDL2_ttf "sdl2 freetype2"
        return 0
    fi
    cm -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_VENDORED=OFF -DSDL2TTF_SAMPLES=OFF -DBUILD_SHARED_LIBS="$(shared)"
}
build_libsdl2-image() {
    if is_web; then
        # Every format's file (IMG.c names them all), PNG (libpng) and BMP on.
        local f
        for f in IMG*.c; do
            # shellcheck disable=SC2086 # a list of flags
            $CC $CFLAGS_X -DLOAD_PNG -DLOAD_BMP -I"$PREFIX/include/SDL2" -I"$PREFIX/include" -c "$f"
        done
        # shellcheck disable=SC2046 # the object files
        web_lib SDL2_image $(ls IMG*.o)
        install -m 644 SDL_image.h "$PREFIX/include/SDL2/"
        web_pc SDL2_image "sdl2 libpng"
        return 0
    fi
    # PNG through libpng (loaded at link time, not dlopen'ed); nothing else.
    cm -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_DEPS_SHARED=OFF -DBUILD_SHARED_LIBS="$(shared)" \
        -DSDL2IMAGE_BACKEND_STB=OFF -DSDL2IMAGE_BACKEND_WIC=OFF -DSDL2IMAGE_PNG=ON \
        -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_BMP=ON -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_JXL=OFF \
        -DSDL2IMAGE_LBM=OFF -DSDL2IMAGE_PCX=OFF -DSDL2IMAGE_PNM=OFF -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF \
        -DSDL2IMAGE_TGA=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_XCF=OFF -DSDL2IMAGE_XPM=OFF \
        -DSDL2IMAGE_XV=OFF
}
# ---- SDL for the web, compiled without its cmake: its configure step makes
# hundreds of test programs, each a full emscripten link (the cold build
# took over half an hour there); SDL ships the configuration for emscripten
# (include/SDL_config_emscripten.h, threads by __EMSCRIPTEN_PTHREADS__), as
# emscripten's own SDL port uses. The folders: SDL's core and the
# emscripten, pthread, unix, dummy and software back ends.
WEB_SDL_DIRS="src src/atomic src/audio src/audio/disk src/audio/dummy src/audio/emscripten src/cpuinfo src/dynapi
    src/events src/file src/filesystem/emscripten src/haptic src/haptic/dummy src/joystick src/joystick/emscripten
    src/joystick/virtual src/libm src/loadso/dlopen src/locale src/locale/emscripten src/misc src/misc/emscripten
    src/power src/power/emscripten src/render src/render/opengles2 src/render/software src/sensor src/sensor/dummy
    src/stdlib src/thread src/thread/pthread src/timer src/timer/unix src/video src/video/emscripten
    src/video/yuv2rgb"
web_sdl2() {
    local d f n=0 objs=()
    mkdir -p xobj
    for d in $WEB_SDL_DIRS; do
        for f in "$d"/*.c; do
            [ -f "$f" ] || continue
            n=$((n + 1))
            objs+=("xobj/$n.o")
            # shellcheck disable=SC2086 # a list of flags
            $CC $CFLAGS_X -Iinclude -c "$f" -o "xobj/$n.o" &
            [ $((n % JOBS)) -ne 0 ] || wait
        done
    done
    wait
    for f in "${objs[@]}"; do [ -f "$f" ] || die "SDL: $f was not compiled"; done
    web_lib SDL2 "${objs[@]}"
    install -d "$PREFIX/include/SDL2"
    install -m 644 include/*.h "$PREFIX/include/SDL2/"
    web_pc sdl2 ""
}
# A static library of the given objects, into $PREFIX/lib.
web_lib() {
    local name=$1
    shift
    install -d "$PREFIX/lib"
    rm -f "lib$name.a"
    $AR rcs "lib$name.a" "$@"
    install -m 644 "lib$name.a" "$PREFIX/lib/"
}
# A pkg-config file for a library built without its own build system.
web_pc() {
    local name=$1 requires=$2 lib=$1 version
    [ "$name" = sdl2 ] && lib=SDL2
    version=$(dpkg-parsechangelog -S Version 2>/dev/null | sed 's/[+~-].*//')
    install -d "$PREFIX/lib/pkgconfig"
    # shellcheck disable=SC2016 # ${prefix} is pkg-config's
    printf 'prefix=%s\nlibdir=${prefix}/lib\nincludedir=${prefix}/include\n\nName: %s\nDescription: %s for emscripten\nVersion: %s\nRequires: %s\nLibs: -L${libdir} -l%s\nCflags: -I${includedir}/SDL2\n' \
        "$PREFIX" "$name" "$name" "${version:-0}" "$requires" "$lib" >"$PREFIX/lib/pkgconfig/$name.pc"
}

build_cmocka() { cm -DWITH_EXAMPLES=OFF -DUNIT_TESTING=OFF -DBUILD_SHARED_LIBS=ON; }

# The .pc files name $PREFIX: made relative to their own place, the prefix
# can move (a cache copied elsewhere).
relocate_pc() {
    local f
    for f in "$PREFIX"/lib/pkgconfig/*.pc; do
        [ -f "$f" ] || continue
        sed -i -e "s|^prefix=.*|prefix=\${pcfiledir}/../..|" -e "s|$PREFIX|\${prefix}|g" "$f"
        # Some (cmocka's) name the path without a prefix variable.
        # shellcheck disable=SC2016 # ${pcfiledir} is pkg-config's
        grep -q '^prefix=' "$f" || sed -i '1i prefix=${pcfiledir}/../..' "$f"
    done
}

main() {
    case $TARGET in
    windows) target_windows ;;
    web) target_web ;;
    *) usage ;;
    esac
    install_tools dpkg-dev
    enable_sources
    local top=${XDG_CACHE_HOME:-$HOME/.cache}/hexarcade/cross
    # The sources, kept between keys (a script change re-unpacks, not re-fetches).
    SRCDIR=$top/src
    mkdir -p "$SRCDIR"
    local dscs=() p d
    for p in $SRC_PKGS; do
        d=$(fetch_src "$p")
        dscs+=("$d")
    done
    local key
    key=$( { echo "${dscs[*]}"; echo "$TOOLCHAIN_ID"; cat "$SELF"; } | sha256sum | cut -c1-16)
    PREFIX=$top/$NAME-$key
    mkdir -p "$top"
    # One build of a key at a time; a second caller waits and reuses it.
    exec 9>"$top/.lock-$NAME-$key"
    flock 9
    if [ -f "$PREFIX/.stamp" ]; then
        say "reusing $PREFIX ($(($(date +%s) - START)) s)"
        echo "$PREFIX"
        return 0
    fi
    rm -rf "$PREFIX" "$PREFIX.log"
    mkdir -p "$PREFIX" "$PREFIX.log"
    WORK=$(mktemp -d "$top/work-$NAME.XXXXXX")
    trap 'rm -rf "$WORK"' EXIT
    JOBS=${JOBS:-$(nproc)}
    CMAKE_TC=$WORK/toolchain.cmake
    if is_web; then
        # Emscripten's own file, which looks for libraries in its sysroot
        # only: the prefix is added to where it looks.
        cat >"$CMAKE_TC" <<EOF
include(/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)
list(APPEND CMAKE_FIND_ROOT_PATH $PREFIX)
EOF
    else
        cat >"$CMAKE_TC" <<EOF
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER $CC)
set(CMAKE_CXX_COMPILER $CXX)
set(CMAKE_RC_COMPILER $HOST-windres)
set(CMAKE_FIND_ROOT_PATH $PREFIX)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
EOF
    fi
    export PKG_CONFIG_LIBDIR=$PREFIX/lib/pkgconfig PKG_CONFIG_PATH=
    set -- "${dscs[@]}"
    for p in $SRC_PKGS; do
        local t0 dsc=$1 dir
        shift
        t0=$(date +%s)
        dir=$WORK/$p
        dpkg-source --no-check -x "$SRCDIR/$dsc" "$dir" >"$PREFIX.log/$p.log" 2>&1 ||
            die "dpkg-source -x $dsc failed: see $PREFIX.log/$p.log"
        say "building $p (${dsc%.dsc})"
        # In the background so that set -e holds inside (it is off on the
        # left of ||): a failing step stops the package's build.
        (set -e; cd "$dir"; "build_$p") >>"$PREFIX.log/$p.log" 2>&1 &
        wait $! ||
            die "building $p failed: see $PREFIX.log/$p.log"
        install -d "$PREFIX/share/licenses/$p"
        install -m 644 "$dir/debian/copyright" "$PREFIX/share/licenses/$p/copyright"
        say "  $p: $(($(date +%s) - t0)) s"
    done
    relocate_pc
    printf '%s\n' "${dscs[@]}" >"$PREFIX/sources.txt"
    echo "$TOOLCHAIN_ID" >>"$PREFIX/sources.txt"
    touch "$PREFIX/.stamp"
    # The prefixes of other keys (an older script or source version) go,
    # but for one being built or used now (its lock is held).
    local other
    for other in "$top/$NAME"-*; do
        case $other in "$PREFIX" | *.log) continue ;; esac
        ( flock -n 8 && rm -rf "$other" "$other.log" ) 8>"$top/.lock-${other##*/}" || true
    done
    say "built $PREFIX in $(($(date +%s) - START)) s"
    echo "$PREFIX"
}

main
