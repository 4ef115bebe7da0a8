#!/usr/bin/env bash
# Packaging (issues 23 and 32), on a machine made to look like a packager's:
# a PATH without xvfb-run, desktop-file-validate or appstreamcli, pkg-config
# without cmocka, and apt-get/sudo that only record being called.
#  * `make install` there builds and installs, runs no installer, needs no
#    test (cmocka) build; a missing build dependency stops it by name;
#    `make test` there does reach the installer;
#  * CPPFLAGS, CFLAGS and LDFLAGS reach every compile and link line;
#  * the default layout (PREFIX=/usr) and Debian's games layout (BINDIR,
#    DATADIR, MANDIR) land where asked; the installed programs find the
#    installed data; every program answers --version with the one version
#    (src/core/version.h), as does the engine's `version`; hexelofit works;
#  * man pages for every program, rendering without a warning; the desktop
#    file, the AppStream metainfo (validated where the tools are), icons at
#    each size and as SVG;
#  * `make uninstall` leaves no file.
# The programs are relinked in a copy of $BUILD (the compiled-in data folder
# follows DATADIR); SAN and OPT must be those $BUILD was made with (make
# check passes them). Ends with "N passed, N failed".
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.." || exit 1
# Only the variables given here (not those of a calling `make test X=...`),
# and the data found as installed, not from $HEXARCADE_DATA.
unset MAKEFLAGS MFLAGS MAKELEVEL HEXARCADE_DATA
repo=$PWD
. tests/lib_suite.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(sed -n 's/^#define HEXARCADE_VERSION "\(.*\)"$/\1/p' src/core/version.h)
[ -n "$version" ] || { bad "no version in src/core/version.h"; finish; }

# ---- The packager's machine.
mkdir "$tmp/path" "$tmp/pc" "$tmp/empty"
IFS=: read -r -a dirs <<<"$PATH"
# The first of each name along PATH, linked by one ln per folder (one per
# file was some 3,000 processes).
declare -A seen=()
for d in "${dirs[@]}"; do
    links=()
    for f in "$d"/*; do
        n=${f##*/}
        case $n in xvfb-run | desktop-file-validate | appstreamcli | apt-get | sudo) continue ;; esac
        [ -e "$f" ] && [ -z "${seen[$n]:-}" ] || continue
        seen[$n]=1
        links+=("$f")
    done
    [ ${#links[@]} -eq 0 ] || ln -s -t "$tmp/path" -- "${links[@]}"
done
for n in apt-get sudo; do
    printf '#!/bin/sh\necho "%s $*" >>"%s"\nexit 1\n' "$n" "$tmp/installer-called" >"$tmp/path/$n"
    chmod +x "$tmp/path/$n"
done
# Every .pc file this machine's pkg-config sees, cmocka's left out.
IFS=: read -r -a pcdirs <<<"${PKG_CONFIG_PATH:+$PKG_CONFIG_PATH:}$(pkg-config --variable pc_path pkg-config)"
for d in "${pcdirs[@]}"; do
    for f in "$d"/*.pc; do
        n=${f##*/}
        [ -e "$f" ] && [ "$n" != cmocka.pc ] && [ ! -e "$tmp/pc/$n" ] && ln -s "$f" "$tmp/pc/$n"
    done
done
bare() { env -u PKG_CONFIG_PATH PATH="$tmp/path" PKG_CONFIG_LIBDIR="$tmp/pc" "$@"; }
if bare bash tools/install-deps.sh --check 2>"$tmp/check.log"; then
    bad "the packager's machine still has the test tools: $(cat "$tmp/check.log")"
    finish
fi
if grep -q 'libcmocka-dev' "$tmp/check.log" && grep -q '(xvfb)' "$tmp/check.log" &&
    bare bash tools/install-deps.sh --build --check 2>>"$tmp/check.log"; then
    ok "packager's machine: build dependencies only ($(cat "$tmp/check.log"))"
else
    bad "packager's machine: $(cat "$tmp/check.log")"
fi

# ---- A copy of the build to relink in (the tests' objects stay behind).
b=$tmp/build
mkdir -p "$b/obj"
for p in "$BUILD"/obj/src "$BUILD"/obj/tools "$BUILD"/libhexui.a; do
    [ -e "$p" ] || { bad "$p is not built (make build-all first)"; finish; }
done
cp -a "$BUILD"/obj/src "$BUILD"/obj/tools "$b/obj/"
cp -a "$BUILD"/libhexui.a "$b/"
mk() { make --no-print-directory BUILD="$b" SAN="${SAN:-}" OPT="${OPT:--O2}" "$@"; }

# ---- CPPFLAGS, CFLAGS, LDFLAGS on every compile and link line (a dry run
# of everything, tests and fuzz targets too, with a compiler named hexcc).
mk -n -B CC=hexcc CPPFLAGS=-DPKG_CPP CFLAGS=-DPKG_C LDFLAGS=-Wl,-zPKG_LD build-all fuzz-build >"$tmp/n.log" 2>&1
grep '^hexcc ' "$tmp/n.log" >"$tmp/cc.log"
compiles=$(grep -c -- ' -c ' "$tmp/cc.log")
links=$(grep -v -c -- ' -c ' "$tmp/cc.log")
lost=$(grep -- ' -c ' "$tmp/cc.log" | grep -v -e '-DPKG_CPP .*-DPKG_C ' | head -n 2)
lost="$lost$(grep -v -- ' -c ' "$tmp/cc.log" | grep -v -e '-DPKG_C .*-Wl,-zPKG_LD' | head -n 2)"
if [ "$compiles" -gt 100 ] && [ "$links" -gt 50 ] && [ -z "$lost" ]; then
    ok "CPPFLAGS and CFLAGS on all $compiles compile lines, CFLAGS and LDFLAGS on all $links link lines"
else
    bad "flags lost ($compiles compile, $links link lines): $lost"
fi

# ---- A missing build dependency stops make install by name, installing nothing.
mkdir "$tmp/pc-nosdlimg"
for f in "$tmp"/pc/*.pc; do [ "${f##*/}" = SDL2_image.pc ] || ln -s "$(readlink "$f")" "$tmp/pc-nosdlimg/${f##*/}"; done
d0=$tmp/dest0
env -u PKG_CONFIG_PATH PATH="$tmp/path" PKG_CONFIG_LIBDIR="$tmp/pc-nosdlimg" \
    make --no-print-directory BUILD="$b" DESTDIR="$d0" PREFIX=/usr install >"$tmp/nodep.log" 2>&1
rc=$?
if [ $rc -ne 0 ] && grep -q 'libsdl2-image-dev' "$tmp/nodep.log" && grep -q 'install-deps.sh --build' "$tmp/nodep.log" &&
    [ ! -e "$d0" ] && [ ! -e "$tmp/installer-called" ]; then
    ok "no SDL2_image: make install stops (status $rc) naming libsdl2-image-dev, installs nothing"
else
    bad "no SDL2_image: status $rc, $(tail -n 3 "$tmp/nodep.log" | tr '\n' ' ')"
fi

# ---- make run sets itself up (issue 45): with a build package missing it
# calls the installer before it builds; make and make all only check.
nosdl() { env -u PKG_CONFIG_PATH PATH="$tmp/path" PKG_CONFIG_LIBDIR="$tmp/pc-nosdlimg" "$@"; }
nosdl make --no-print-directory -n BUILD="$b" run >"$tmp/run-n.log" 2>&1
nosdl make --no-print-directory -n BUILD="$b" all >"$tmp/all-n.log" 2>&1
bare make --no-print-directory -n BUILD="$b" run >"$tmp/run-have.log" 2>&1
installs() { grep -q -E 'make run: .*libsdl2-image-dev.*installing' "$1" && grep -q -E 'bash tools/install-deps\.sh --build$' "$1"; }
if installs "$tmp/run-n.log" && ! grep -q -E 'install-deps\.sh --build$' "$tmp/all-n.log" &&
    ! grep -q -E 'install-deps\.sh --build$' "$tmp/run-have.log"; then
    ok "make -n run without SDL2_image calls the installer first; make -n all, and make -n run with everything there, do not"
else
    bad "make -n run/all: run: $(grep -m 2 install-deps "$tmp/run-n.log" | tr '\n' ' ') all: $(grep -m 2 install-deps "$tmp/all-n.log" | tr '\n' ' ')"
fi
# For real: the installer (apt-get here only records being called) is asked
# for the build set, fails, and so nothing is built or started.
nosdl make --no-print-directory BUILD="$tmp/runbuild" run >"$tmp/run.log" 2>&1
rc=$?
if [ $rc -ne 0 ] && grep -q 'apt-get install .*libsdl2-image-dev' "$tmp/installer-called" 2>/dev/null &&
    ! grep -q 'libcmocka-dev' "$tmp/installer-called" && [ ! -e "$tmp/runbuild/hexarcade" ]; then
    ok "make run without SDL2_image runs the installer for the build set (status $rc when it fails; nothing built)"
else
    bad "make run without SDL2_image: status $rc, installer: $(cat "$tmp/installer-called" 2>/dev/null), $(tail -n 3 "$tmp/run.log" | tr '\n' ' ')"
fi
rm -f "$tmp/installer-called"

# Checks one installed layout: $1 the DESTDIR, $2 BINDIR, $3 DATADIR, $4
# MANDIR, $5 the share folder (desktop, icons, metainfo), all under $1.
check_layout() {
    local bin=$1$2 data=$1$3 man=$1$4 share=$1$5 what=$6
    local stray progs p out
    local count=0
    stray="" progs=""
    for p in "$bin"/*; do
        p=${p##*/}
        progs="$progs$p "
        count=$((count + 1))
        [[ $p =~ ^(hexarcade|hex[a-z0-9_-]+)$ ]] || stray="$stray$p "
    done
    if [ -z "$stray" ] && [ -x "$bin/hexarcade" ] && [ "$count" -eq 10 ]; then
        ok "$what: $2 holds the client and 9 hex* programs: $progs"
    else
        bad "$what: $2 holds '$progs' (others: '$stray')"
    fi
    for p in levels fonts data/ai-ladder.txt; do
        [ -e "$data/$p" ] || bad "$what: $3/$p missing"
    done
    local noversion="" nopage="" warned=""
    for p in "$bin"/*; do
        p=${p##*/}
        if ! out=$("$bin/$p" --version 2>&1) || [ "${out##* }" != "$version" ] || [ "$(echo "$out" | wc -l)" -ne 1 ]; then
            noversion="$noversion $p:'$out'"
        fi
        local page=$man/man1/$p.1
        [ "$p" = hexarcade ] && page=$man/man6/hexarcade.6
        if [ ! -f "$page" ]; then
            nopage="$nopage $p"
            continue
        fi
        # groff -ww: every warning; man --warnings as well where man-db is.
        groff -ww -man -z "$page" >"$tmp/groff.log" 2>&1 || echo "groff failed" >>"$tmp/groff.log"
        if command -v man >/dev/null 2>&1; then
            MANWIDTH=80 man --warnings -E UTF-8 -l "$page" >"$tmp/man.out" 2>>"$tmp/groff.log"
            grep -q -i "${p}" "$tmp/man.out" || echo "man rendered nothing" >>"$tmp/groff.log"
        fi
        [ -s "$tmp/groff.log" ] && warned="$warned $p: $(head -n 2 "$tmp/groff.log" | tr '\n' ' ')"
    done
    if [ -z "$noversion" ]; then ok "$what: every program answers --version with $version"; else bad "$what: --version:$noversion"; fi
    if [ -z "$nopage$warned" ]; then
        ok "$what: a man page for every program in $4 (man1, man6), rendered without a warning"
    else
        bad "$what: man pages missing:$nopage; warnings:$warned"
    fi
    out=$(printf 'version\n' | "$bin/hexgtp" 2>&1 | head -n 1)
    if [ "$out" = "= $version" ]; then ok "$what: the engine's version answers '$out'"; else bad "$what: engine version '$out'"; fi
    # Run from a folder without levels/ or data/: the data is found from
    # the programs' folder (BINDIR to DATADIR).
    if (cd "$tmp/empty" && "$bin/hexlevelcheck" --quiet >"$tmp/lc.log" 2>&1); then
        ok "$what: installed hexlevelcheck finds and passes the installed levels"
    else
        bad "$what: hexlevelcheck: $(tail -n 2 "$tmp/lc.log" | tr '\n' ' ')"
    fi
    if (cd "$tmp/empty" && "$bin/hexelofit" >"$tmp/elo.log" 2>&1) && grep -q '^| wunchunk |' "$tmp/elo.log"; then
        ok "$what: installed hexelofit fits the installed ladder results"
    else
        bad "$what: hexelofit: $(tail -n 2 "$tmp/elo.log" | tr '\n' ' ')"
    fi
    local desk=$share/applications/hexarcade.desktop meta=$share/metainfo/io.github.hexarcade.Hexarcade.metainfo.xml
    if command -v desktop-file-validate >/dev/null 2>&1; then
        if out=$(desktop-file-validate "$desk" 2>&1) && [ -z "$out" ]; then
            ok "$what: desktop-file-validate: hexarcade.desktop is clean"
        else
            bad "$what: desktop-file-validate: $out"
        fi
    else
        echo "skip desktop-file-validate is not installed (Debian: desktop-file-utils; tools/install-deps.sh)"
    fi
    if command -v appstreamcli >/dev/null 2>&1; then
        if out=$(appstreamcli validate --no-net "$meta" 2>&1); then
            ok "$what: appstreamcli validate: the metainfo passes"
        else
            bad "$what: appstreamcli validate: $(echo "$out" | head -n 4 | tr '\n' ' ')"
        fi
    else
        echo "skip appstreamcli is not installed (Debian: appstream; tools/install-deps.sh)"
    fi
    local launch release icon n w h badicons=""
    launch=$(sed -n 's:.*<launchable type="desktop-id">\(.*\)</launchable>.*:\1:p' "$meta")
    release=$(grep -m 1 '<release ' "$meta" | sed -n 's/.*version="\([^"]*\)".*/\1/p')
    if [ "$launch" = hexarcade.desktop ] && [ "$release" = "$version" ]; then
        ok "$what: metainfo launches hexarcade.desktop; its newest release is $version"
    else
        bad "$what: metainfo launchable '$launch', newest release '$release' (version $version)"
    fi
    [ "$(sed -n 's/^Icon=//p' "$desk")" = hexarcade ] || badicons="Icon= is not hexarcade"
    for n in 16 32 48 64 128 256 512; do
        icon=$share/icons/hicolor/${n}x$n/apps/hexarcade.png
        # The PNG signature, then IHDR's width and height (bytes 17-24).
        w=$(od -An -tu1 -j16 -N4 "$icon" 2>/dev/null | awk '{print $1*16777216+$2*65536+$3*256+$4}')
        h=$(od -An -tu1 -j20 -N4 "$icon" 2>/dev/null | awk '{print $1*16777216+$2*65536+$3*256+$4}')
        [ "$(head -c 8 "$icon" 2>/dev/null | od -An -c | tr -d ' ')" = '211PNG\r\n032\n' ] && [ "$w" = "$n" ] &&
            [ "$h" = "$n" ] || badicons="$badicons ${n}px($w x $h)"
    done
    grep -q '<svg ' "$share/icons/hicolor/scalable/apps/hexarcade.svg" 2>/dev/null || badicons="$badicons svg"
    if [ -z "$badicons" ]; then
        ok "$what: icons hexarcade.png at 16-512 px and hexarcade.svg in hicolor"
    else
        bad "$what: icons:$badicons"
    fi
}

# ---- The default layout, on the packager's machine, with marked flags.
d1=$tmp/dest1
printf 'static const char pkg_mark[] __attribute__((used)) = "HEXARCADE_PACKAGING_CPPFLAGS";\n' >"$tmp/mark.h"
bare make --no-print-directory BUILD="$b" SAN="${SAN:-}" OPT="${OPT:--O2}" DESTDIR="$d1" PREFIX=/usr \
    CPPFLAGS="-include $tmp/mark.h" CFLAGS=-frecord-gcc-switches \
    LDFLAGS=-Wl,--build-id=0x5eed0032 install >"$tmp/install1.log" 2>&1
rc=$?
if [ $rc -eq 0 ] && [ ! -e "$tmp/installer-called" ] && ! grep -q 'install-deps: installing' "$tmp/install1.log" &&
    ! grep -q 'tests/' "$tmp/install1.log"; then
    ok "make install PREFIX=/usr without cmocka/xvfb: built and installed, no installer run, no test built"
else
    bad "make install without cmocka/xvfb: status $rc, installer: $(cat "$tmp/installer-called" 2>/dev/null), $(tail -n 4 "$tmp/install1.log" | tr '\n' ' ')"
fi
if [ $rc -eq 0 ]; then
    # The relinked programs carry the flags: game.o (compiled again, the
    # data folder changed) holds the string CPPFLAGS' -include brought and
    # the compile line CFLAGS asked to record, the link its build id.
    if grep -a -q 'HEXARCADE_PACKAGING_CPPFLAGS' "$d1/usr/bin/hexgtp" &&
        { ! command -v readelf >/dev/null 2>&1 || { readelf -S "$d1/usr/bin/hexgtp" | grep -q 'GCC.command.line' &&
            readelf -n "$d1/usr/bin/hexarcade" | grep -q '5eed0032'; }; }; then
        ok "the installed programs were built with the given CPPFLAGS, CFLAGS and LDFLAGS"
    else
        bad "the given CPPFLAGS/CFLAGS/LDFLAGS are not in the installed programs"
    fi
    check_layout "$d1" /usr/bin /usr/share/hexarcade /usr/share/man /usr/share "PREFIX=/usr"
    # A file install did not put (in DATADIR itself) is not uninstall's.
    echo "not Hexarcade's" >"$d1/usr/share/hexarcade/other.txt"
    make --no-print-directory BUILD="$b" DESTDIR="$d1" PREFIX=/usr uninstall >"$tmp/un1.log" 2>&1
    left=$(find "$d1" ! -type d | head -n 5 | tr '\n' ' ')
    if [ "$left" = "$d1/usr/share/hexarcade/other.txt " ]; then
        ok "make uninstall PREFIX=/usr leaves no file of its own (and the one it did not put)"
    else
        bad "make uninstall left: '$left'"
    fi
fi

# ---- Debian's games layout.
d2=$tmp/dest2
deb=(PREFIX=/usr BINDIR=/usr/games DATADIR=/usr/share/games/hexarcade MANDIR=/usr/share/man)
bare make --no-print-directory BUILD="$b" SAN="${SAN:-}" OPT="${OPT:--O2}" DESTDIR="$d2" "${deb[@]}" install \
    >"$tmp/install2.log" 2>&1
rc=$?
if [ $rc -eq 0 ] && [ ! -e "$d2/usr/bin" ] && [ ! -e "$d2/usr/share/hexarcade" ]; then
    ok "make install BINDIR=/usr/games DATADIR=/usr/share/games/hexarcade: nothing in usr/bin or usr/share/hexarcade"
    check_layout "$d2" /usr/games /usr/share/games/hexarcade /usr/share/man /usr/share "Debian layout"
    make --no-print-directory BUILD="$b" DESTDIR="$d2" "${deb[@]}" uninstall >"$tmp/un2.log" 2>&1
    left=$(find "$d2" ! -type d | head -n 5 | tr '\n' ' ')
    if [ -z "$left" ]; then ok "make uninstall (Debian layout) leaves no file"; else bad "make uninstall left: $left"; fi
else
    bad "Debian layout: status $rc, $(ls "$d2/usr" 2>&1 | tr '\n' ' ') $(tail -n 3 "$tmp/install2.log" | tr '\n' ' ')"
fi

# ---- make test on the packager's machine goes to the installer (here the
# recording stand-ins): only make test and make check install.
bare make --no-print-directory BUILD="$b" test-deps >"$tmp/testdeps.log" 2>&1
if grep -q 'apt-get install' "$tmp/installer-called" 2>/dev/null && grep -q 'libcmocka-dev' "$tmp/installer-called"; then
    ok "make test without cmocka runs the installer for the test set"
else
    bad "make test without cmocka did not reach the installer: $(tail -n 2 "$tmp/testdeps.log" | tr '\n' ' ')"
fi

# ---- The CHANGELOG's newest entry is this version.
top=$(grep -m 1 '^## ' CHANGELOG.md)
case $top in
"## $version "*) ok "CHANGELOG.md starts at $version" ;;
*) bad "CHANGELOG.md's newest entry '$top' is not $version" ;;
esac
cd "$repo" || exit 1
finish
