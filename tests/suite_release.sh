#!/usr/bin/env bash
# The release tarball and the Debian package built from it (issues 32 and
# 48), as a packager takes them: make dist writes hexarcade-VERSION.tar.gz,
# which holds exactly the committed tree (HEAD) under hexarcade-VERSION/;
# unpacked alone, that tree builds the package with dpkg-buildpackage
# (make deb: Debian's hardened flags), lintian reports no error and no
# warning, and the package holds Debian's games layout (/usr/games,
# /usr/share/games/hexarcade) with the fonts linked from fonts-dejavu
# rather than copied; its programs, unpacked in a temporary folder, find
# their data and answer.
#
# One build for both: the package's build from the unpacked tarball is what
# shows that the tarball alone builds the programs. That the tests build
# from it too is shown without a second build: every file of the tree that
# the checkout's own build compiled (its .d files, under $BUILD/obj) is in
# the tarball. (Two builds, one per suite, were a fifth of make test's
# processor time.)
#
# Outside a git checkout (.ci/run tests such a copy too) the tarball part is
# skipped and the package is built from the tree itself. Under make check
# the package is skipped: it ignores the sanitizers (make test builds it).
# Ends with "N passed, N failed".
set -u
cd "$(dirname "$0")/.." || exit 1
objs=${BUILD:-build}/obj
# The tarball and the package are built as a user would: none of the
# calling make's variables (make test BUILD=..., make check's SAN and OPT).
unset MAKEFLAGS MFLAGS MAKELEVEL BUILD SAN OPT
. tests/lib_suite.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(sed -n 's/^#define HEXARCADE_VERSION "\(.*\)"$/\1/p' src/core/version.h)
name=hexarcade-$version
tree=$PWD # what make deb packs: the unpacked tarball when there is one

if ! git rev-parse --verify -q HEAD >"$tmp/head" 2>&1; then
    echo "skip make dist: not a git checkout (the package is built from this tree)"
elif make --no-print-directory BUILD="$tmp/out" dist >"$tmp/dist.log" 2>&1 && [ -f "$tmp/out/$name.tar.gz" ]; then
    ok "make dist wrote $name.tar.gz ($(wc -c <"$tmp/out/$name.tar.gz") bytes)"
    tar -tzf "$tmp/out/$name.tar.gz" >"$tmp/entries"
    grep -v '/$' "$tmp/entries" | sed "s|^$name/||" | LC_ALL=C sort >"$tmp/listed"
    git ls-tree -r --name-only HEAD | LC_ALL=C sort >"$tmp/tracked"
    outside=$(grep -v -c "^$name/" "$tmp/entries")
    if [ "$outside" -eq 0 ] && diff "$tmp/tracked" "$tmp/listed" >"$tmp/diff"; then
        ok "the tarball holds the $(wc -l <"$tmp/listed") files of HEAD under $name/"
    else
        bad "the tarball differs from HEAD ($outside entries outside $name/): $(head -n 5 "$tmp/diff" | tr '\n' ' ')"
    fi
    for f in LICENSE CHANGELOG.md src/core/version.h man/hexarcade.6 tools/install-deps.sh debian/rules; do
        grep -q -x "$f" "$tmp/listed" || bad "the tarball lacks $f"
    done
    # Every file of the tree a compile read (sources and headers, the
    # tests' included): those outside the tree (/usr/...) and the build's
    # own are not the tarball's business; a file that is gone since is no
    # longer compiled.
    if [ -d "$objs" ] && find "$objs" -name '*.d' | grep -q .; then
        find "$objs" -name '*.d' -exec cat {} + | tr ' \\' '\n\n' | sed 's/:$//' | grep -v -e '^$' -e '^/' -e '^build/' |
            grep -v '\.o$' | sort -u | xargs realpath -m --relative-to=. -- | grep -v -e '^\.\./' -e '^build/' |
            LC_ALL=C sort -u >"$tmp/read"
        LC_ALL=C comm -23 "$tmp/read" "$tmp/listed" | while read -r f; do [ -f "$f" ] && echo "$f"; done >"$tmp/missing"
        if [ ! -s "$tmp/missing" ]; then
            ok "every one of the $(wc -l <"$tmp/read") files the checkout's build compiled (programs and tests) is in the tarball"
        else
            bad "the tarball lacks files the build compiles (untracked?): $(head -n 5 "$tmp/missing" | tr '\n' ' ')"
        fi
    else
        bad "no build to compare the tarball with: $objs has no .d files (make build-all first)"
    fi
    mkdir "$tmp/u"
    tar -xzf "$tmp/out/$name.tar.gz" -C "$tmp/u"
    if [ "$(ls -A "$tmp/u")" = "$name" ]; then tree=$tmp/u/$name; else bad "the tarball unpacks to $(ls -A "$tmp/u")"; fi
else
    bad "make dist: $(tail -n 3 "$tmp/dist.log" | tr '\n' ' ')"
fi

if [ -n "${HEXARCADE_CHECK:-}" ]; then
    # The package is built with Debian's flags, never the sanitizers: the
    # same build as make test's, which runs this suite.
    echo "skip make deb under make check: the package ignores the sanitizers (make test runs it)"
    finish
fi
# lintian leaves a folder of its own in TMPDIR (mldbm-elf-*): give it ours.
# The debug symbols' package that debhelper adds (hexarcade-dbgsym) is left
# out (noautodbgsym, as Debian's own builders allow): compressing its 40 MB
# was a tenth of the build, and nothing here looks into it. Without it the
# debug information is only stripped again, so it is not made (-g0 after
# Debian's -g, through dpkg-buildflags): GCC's -g changes no code, so the
# programs are the package's own, and a fifth of the compiling goes.
mkdir "$tmp/t"
from="the unpacked tarball"
[ "$tree" = "$PWD" ] && from="this tree"
if TMPDIR=$tmp/t DEB_BUILD_OPTIONS=noautodbgsym DEB_CFLAGS_APPEND=-g0 make --no-print-directory -C "$tree" BUILD="$tmp/b" deb >"$tmp/deb.log" 2>&1; then
    ok "make deb in $from built the package and lintian --fail-on error,warning passed"
else
    bad "make deb in $from: $(tail -n 8 "$tmp/deb.log" | tr '\n' ' ')"
    finish
fi
deb=$tmp/b/deb/hexarcade_${version}_$(dpkg --print-architecture).deb
[ -f "$deb" ] || { bad "no $deb"; finish; }
dpkg-deb -x "$deb" "$tmp/x"
dpkg-deb -f "$deb" Depends >"$tmp/depends"
n=$(find "$tmp/x/usr/games" -type f -name 'hex*' | wc -l)
if [ "$n" -eq 10 ] && [ ! -e "$tmp/x/usr/bin" ] && [ -d "$tmp/x/usr/share/games/hexarcade/levels" ] &&
    [ -f "$tmp/x/usr/share/man/man6/hexarcade.6.gz" ] && [ -f "$tmp/x/usr/share/applications/hexarcade.desktop" ]; then
    ok "Debian's games layout: $n programs in /usr/games, data in /usr/share/games/hexarcade, man pages, desktop file"
else
    bad "layout: $n programs in usr/games; $(cd "$tmp/x" && find . -maxdepth 3 | head -n 12 | tr '\n' ' ')"
fi
fonts_ok=1
for f in DejaVuSans.ttf DejaVuSans-Bold.ttf DejaVuSansCondensed-Bold.ttf; do
    t=$(readlink "$tmp/x/usr/share/games/hexarcade/fonts/$f")
    [ "$t" = "../../../fonts/truetype/dejavu/$f" ] || [ "$t" = "/usr/share/fonts/truetype/dejavu/$f" ] || fonts_ok=0
done
if [ $fonts_ok = 1 ] && ! find "$tmp/x" -name '*.ttf' -type f | grep -q . &&
    grep -q fonts-dejavu-core "$tmp/depends" && grep -q fonts-dejavu-extra "$tmp/depends"; then
    ok "the fonts are links to fonts-dejavu-core/-extra, which the package depends on ($(cat "$tmp/depends"))"
else
    bad "fonts: $(ls -l "$tmp/x/usr/share/games/hexarcade/fonts" 2>&1 | tr '\n' ' ') depends: $(cat "$tmp/depends")"
fi
# Unpacked elsewhere, the programs find the data from /usr/games (the
# relative path compiled in), and answer.
x=$tmp/x/usr/games
out=$("$x/hexarcade" --version 2>&1)
if [ "$out" = "hexarcade $version" ] && "$x/hexlevelcheck" --quiet >"$tmp/lc.log" 2>&1 &&
    printf 'game zumo\nclear_board\ngenmove b\nquit\n' | "$x/hexgtp" >"$tmp/gtp.log" 2>&1 &&
    [ "$(grep -c '^= ' "$tmp/gtp.log")" -ge 3 ]; then
    ok "the packaged programs answer: '$out', levelcheck passes, the engine plays ($(sed -n 3p "$tmp/gtp.log"))"
else
    bad "packaged programs: '$out' $(tail -n 2 "$tmp/lc.log" "$tmp/gtp.log" | tr '\n' ' ')"
fi
finish
