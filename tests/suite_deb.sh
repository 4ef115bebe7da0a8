#!/usr/bin/env bash
# make deb (issue 48): the Debian package builds with dpkg-buildpackage from a
# copy of the tree, lintian reports no error and no warning, and the package
# holds Debian's games layout (/usr/games, /usr/share/games/hexarcade) with
# the fonts linked from fonts-dejavu rather than copied; its programs, unpacked
# in a temporary folder, find their data and answer. Ends with
# "N passed, N failed".
set -u
cd "$(dirname "$0")/.." || exit 1
unset MAKEFLAGS MFLAGS MAKELEVEL BUILD SAN OPT
. tests/lib_suite.sh
if [ -n "${HEXARCADE_CHECK:-}" ]; then
    # The package is built with Debian's flags, never the sanitizers: the
    # same build as make test's, which runs this suite.
    echo "skip make deb under make check: the package ignores the sanitizers (make test runs it)"
    finish
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(sed -n 's/^#define HEXARCADE_VERSION "\(.*\)"$/\1/p' src/core/version.h)
# lintian leaves a folder of its own in TMPDIR (mldbm-elf-*): give it ours.
mkdir "$tmp/t"
if TMPDIR=$tmp/t make --no-print-directory BUILD="$tmp/b" deb >"$tmp/deb.log" 2>&1; then
    ok "make deb built the package and lintian --fail-on error,warning passed"
else
    bad "make deb: $(tail -n 8 "$tmp/deb.log" | tr '\n' ' ')"
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
