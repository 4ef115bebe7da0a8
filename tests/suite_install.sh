#!/usr/bin/env bash
# Packaging (issue 23): `make install DESTDIR=...` puts only the client and
# hex* programs in $PREFIX/bin, the installed client finds its data, and the
# .desktop file passes desktop-file-validate (desktop-file-utils; skipped
# with a line saying so where the tool is missing). Ends with
# "N passed, N failed".
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; }
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
prefix=/usr
if ! make --no-print-directory -s BUILD="$BUILD" DESTDIR="$dest" PREFIX="$prefix" install-files >"$dest.log" 2>&1; then
    bad "make install failed: $(tail -n 3 "$dest.log" | tr '\n' ' ')"
    rm -f "$dest.log"
    echo "$passed passed, $failed failed"
    exit 1
fi
rm -f "$dest.log"
bin=$dest$prefix/bin
stray=$(ls "$bin" | grep -v -x -E 'hexarcade|hex[a-z0-9_-]+' | tr '\n' ' ')
if [ -z "$stray" ] && [ -x "$bin/hexarcade" ]; then
    ok "bin holds only hexarcade and hex* programs: $(ls "$bin" | tr '\n' ' ')"
else
    bad "bin holds other names: '$stray' (all: $(ls "$bin" | tr '\n' ' '))"
fi
for t in hexlevelcheck hexsoundcheck; do
    if [ -x "$bin/$t" ]; then ok "$t installed"; else bad "$t missing from bin"; fi
done
# The installed level checker finds the installed levels (data beside bin).
if "$bin/hexlevelcheck" --quiet --data "$dest$prefix/share/hexarcade" "$dest$prefix/share/hexarcade/levels" \
    >"$dest/lc.log" 2>&1; then
    ok "installed hexlevelcheck passes the installed levels"
else
    bad "installed hexlevelcheck: $(tail -n 2 "$dest/lc.log" | tr '\n' ' ')"
fi
desk=$dest$prefix/share/applications/hexarcade.desktop
icon=$dest$prefix/share/icons/hicolor/256x256/apps/hexarcade.png
if command -v desktop-file-validate >/dev/null 2>&1; then
    if out=$(desktop-file-validate "$desk" 2>&1) && [ -z "$out" ]; then
        ok "desktop-file-validate: hexarcade.desktop is clean"
    else
        bad "desktop-file-validate: $out"
    fi
else
    echo "skip desktop-file-validate is not installed (Debian: desktop-file-utils; tools/install-deps.sh)"
fi
icon_name=$(sed -n 's/^Icon=//p' "$desk")
if [ "$icon_name" = hexarcade ] && [ "$(head -c 8 "$icon" | od -An -c | tr -d ' ')" = '211PNG\r\n032\n' ]; then
    ok "icon $icon_name: a PNG in hicolor/256x256/apps"
else
    bad "icon: Icon=$icon_name, $(file "$icon" 2>&1)"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
