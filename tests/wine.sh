#!/usr/bin/env bash
# make test-windows: the Windows zip (make windows) unpacked into a fresh
# folder and run under wine in a fresh prefix (Debian's wine; WINEDEBUG=-all):
#   - hexgtp.exe answers every tests/gtp/*.cmd (and 300 random commands per
#     game) byte for byte as the Linux build's $BUILD/hexgtp does;
#   - hexarcade.exe --version says the version;
#   - hexarcade.exe under Xvfb draws the title and writes a PNG screenshot.
# The programs find their data beside themselves (no HEXARCADE_DATA).
# Not a suite_*.sh: make test does not run it (the cross build takes minutes).
set -u
BUILD=${BUILD:-build}
ZIP=${1:?usage: tests/wine.sh build/windows/hexarcade-VERSION-win64.zip}
cd "$(dirname "$0")/.." || exit 1
. tests/lib_suite.sh
note() { echo "     $1"; }
GTP=$BUILD/hexgtp

for t in wine xvfb-run unzip; do
    command -v "$t" >/dev/null || { bad "$t is missing (tools/cross-deps.sh windows installs it)"; finish; }
done
[ -x "$GTP" ] || { bad "$GTP (the Linux build, to compare with) is not built"; finish; }
[ -f "$ZIP" ] || { bad "$ZIP is not built (make windows)"; finish; }

tmp=$(mktemp -d)
# wineserver outlives the programs; it goes with its prefix.
trap 'WINEPREFIX=$tmp/wine wineserver -k 2>/dev/null; rm -rf "$tmp"' EXIT
export WINEPREFIX=$tmp/wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" SDL_AUDIODRIVER=dummy
unset HEXARCADE_DATA
unzip -q "$ZIP" -d "$tmp/unpacked"
app=$(echo "$tmp"/unpacked/hexarcade-*-win64)
t0=$(date +%s)
wineboot -i >/dev/null 2>&1
note "wine prefix made in $(($(date +%s) - t0)) s"
version=$(sed -n 's/^#define HEXARCADE_VERSION "\(.*\)"$/\1/p' src/core/version.h)

# The engine: each .cmd through both builds, run from the same folder (the
# .cmd files that write files write them under it, by relative paths).
same() { # name input-file
    local name=$1 in=$2
    mkdir -p "$tmp/lin" "$tmp/win"
    (cd "$tmp/lin" && timeout 300 "$OLDPWD/$GTP" --data "$OLDPWD" <"$in" >"$tmp/lin.out" 2>/dev/null)
    (cd "$tmp/win" && timeout 600 wine "$app/hexgtp.exe" <"$in" >"$tmp/win.out" 2>/dev/null)
    if cmp -s "$tmp/lin.out" "$tmp/win.out"; then
        ok "hexgtp.exe $name: $(wc -l <"$tmp/lin.out") lines, byte for byte as Linux"
    else
        bad "hexgtp.exe $name differs from Linux"
        diff -a "$tmp/lin.out" "$tmp/win.out" | head -20
    fi
}
for cmd in tests/gtp/*.cmd; do
    name=$(basename "$cmd" .cmd)
    # @TMP@: a folder of this run; Linux and wine spell its path differently,
    # so the .cmd files that write there are left out.
    if grep -q '@TMP@' "$cmd"; then note "skip $name (writes under @TMP@)"; continue; fi
    same "$name" "$PWD/$cmd"
done
for id in wunchunk churn conhex uknight zumo; do
    awk -v id="$id" 'BEGIN {
        srand(3); n = split("play pass|play swap|genmove beginner|undo|legal_moves|showboard|score|result|to_move|clear_board|play A1|play Z99|play x|play A1-B3|play A1>A5|play J11,J13+3|play 1A1,2B2|undo|undo|preview A1|preview x|preview pass", c, "|");
        print "game " id
        for (i = 0; i < 300; i++) print c[int(rand() * n) + 1]
    }' >"$tmp/rand-$id"
    same "$id: 300 random commands" "$tmp/rand-$id"
done

# The client.
got=$(cd "$tmp" && timeout 120 wine "$app/hexarcade.exe" --version 2>&1 | tr -d '\r')
if printf '%s\n' "$got" | grep -qF "$version"; then
    ok "hexarcade.exe --version: $got"
else
    bad "hexarcade.exe --version: '$got' (want $version)"
fi
shot=$tmp/title.png
(cd "$tmp" && timeout 300 xvfb-run -a -s "-screen 0 1280x720x24" \
    wine "$app/hexarcade.exe" --windowed 1024x600 --screenshot title.png --exit-after 5 >"$tmp/client.log" 2>&1)
rc=$?
if [ "$rc" = 0 ] && [ "$(head -c 8 "$shot" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; then
    ok "hexarcade.exe under Xvfb: the title drawn, $(stat -c %s "$shot") bytes of PNG"
else
    bad "hexarcade.exe under Xvfb (exit $rc)"
    tail -20 "$tmp/client.log"
fi
finish
