#!/usr/bin/env bash
# make bench-web: the web build's figures (issue 49) in one run.
#  1. speed: hexbench compiled as the page is (emcc -O2 -pthread, the same
#     objects) under node, one thread, beside the native $BUILD/hexbench,
#     taking turns (wasm, native, wasm, native) so a change in the
#     machine's load falls on both; each side's better run and the ratio
#     wasm/native of random playouts/s and the AI's search iterations/s
#     (the issue's target: playouts at least 0.50 of native); and the
#     form without threads (hexbench-nt.js: its objects with Asyncify,
#     what its fibers cost the search's code), its ratio to the wasm with
#     threads (both one thread here);
#  2. size: the page's files, before and after gzip -9 (target: .wasm plus
#     .data at most 12 MB before compression);
#  3. the first frame: the page served by tools/serve-web.py, loaded in
#     headless Chromium (tests/web/smoke.js), the time from the page's start
#     to the client's first turn (target: 3 s), the best of three loads.
# A bench: it says what it measured and exits 0 whatever the figures.
# Usage: tools/webbench.sh [SECONDS per row, default 2]   (WEBBENCH_GAMES:
# the games, default conhex)
set -u
BUILD=${BUILD:-build}
secs=${1:-2}
cd "$(dirname "$0")/.." || exit 1
WEB=$BUILD/web
JS=$BUILD/web-bench/hexbench.js
NT=$BUILD/web-bench/hexbench-nt.js
for f in "$JS" "$NT" "$BUILD/hexbench" "$WEB/hexarcade.wasm"; do
    [ -e "$f" ] || { echo "webbench: $f is not built (make bench-web builds it)" >&2; exit 1; }
done

# Node 18 and later have fetch, which emscripten 3.1.6 then uses for the
# .wasm beside the script (a path, not a URL): off.
node_flags=
node --no-experimental-fetch -e 0 2>/dev/null && node_flags=--no-experimental-fetch

# One row of hexbench: "playouts/s ai-iter/s" of game $1 by the command after it.
row() {
    local game=$1
    shift
    "$@" --seconds "$secs" --game "$game" --data . 2>/dev/null |
        awk -v g="$game" '$1 == g {print $4, $8; exit}'
}
best() { awk -v a="$1" -v b="$2" 'BEGIN {print (a + 0 > b + 0) ? a : b}'; }
ratio() { awk -v w="$1" -v l="$2" 'BEGIN {if (l > 0) printf "%.2f", w / l; else print "-"}'; }

echo "1. speed, one thread: hexbench --seconds $secs (each side the better of two runs)"
printf '%-9s %10s %10s %10s %6s %6s   %10s %10s %10s %6s %6s\n' game "playouts/s" "" "" "" "" "ai-iter/s" "" "" "" ""
printf '%-9s %10s %10s %10s %6s %6s   %10s %10s %10s %6s %6s\n' "" native wasm wasm-nt w/n nt/w native wasm wasm-nt w/n nt/w
for g in ${WEBBENCH_GAMES:-conhex}; do
    read -r wp1 wa1 <<<"$(row "$g" node $node_flags "$JS")"
    read -r tp1 ta1 <<<"$(row "$g" node $node_flags "$NT")"
    read -r np1 na1 <<<"$(row "$g" "$BUILD/hexbench")"
    read -r wp2 wa2 <<<"$(row "$g" node $node_flags "$JS")"
    read -r tp2 ta2 <<<"$(row "$g" node $node_flags "$NT")"
    read -r np2 na2 <<<"$(row "$g" "$BUILD/hexbench")"
    wp=$(best "${wp1:-0}" "${wp2:-0}") wa=$(best "${wa1:-0}" "${wa2:-0}")
    tp=$(best "${tp1:-0}" "${tp2:-0}") ta=$(best "${ta1:-0}" "${ta2:-0}")
    np=$(best "${np1:-0}" "${np2:-0}") na=$(best "${na1:-0}" "${na2:-0}")
    printf '%-9s %10s %10s %10s %6s %6s   %10s %10s %10s %6s %6s\n' "$g" "$np" "$wp" "$tp" "$(ratio "$wp" "$np")" \
        "$(ratio "$tp" "$wp")" "$na" "$wa" "$ta" "$(ratio "$wa" "$na")" "$(ratio "$ta" "$wa")"
done
echo "(native: $BUILD/hexbench; wasm: $JS, wasm-nt: $NT, under node $(node --version), the page's flags; target: playouts >= 0.50)"

echo
echo "2. size of $WEB (bytes)"
printf '%-22s %12s %12s\n' file bytes "gzip -9"
total=0 ztotal=0 nttotal=0 ntztotal=0
for f in index.html hexarcade.js hexarcade.worker.js hexarcade.wasm hexarcade.data hexarcade-nt.js hexarcade-nt.wasm \
    hexarcade-nt.data; do
    [ -f "$WEB/$f" ] || continue
    b=$(wc -c <"$WEB/$f") z=$(gzip -9c "$WEB/$f" | wc -c)
    printf '%-22s %12s %12s\n' "$f" "$b" "$z"
    case $f in
    *-nt.wasm | *-nt.data) nttotal=$((nttotal + b)) ntztotal=$((ntztotal + z)) ;;
    *.wasm | *.data) total=$((total + b)) ztotal=$((ztotal + z)) ;;
    esac
done
# A page loads one form: each within the target.
printf '%-22s %12s %12s   (target: at most 12 MB = 12582912 before compression)\n' ".wasm + .data" "$total" "$ztotal"
printf '%-22s %12s %12s   (the form without threads, the same target)\n' "-nt.wasm + -nt.data" "$nttotal" "$ntztotal"

echo
echo "3. the first frame (the page from tools/serve-web.py in headless Chromium)"
NPM_DIR=${XDG_CACHE_HOME:-$HOME/.cache}/hexarcade/npm-web-24.9.0
if [ ! -f "$NPM_DIR/node_modules/puppeteer-core/package.json" ] || ! command -v "${CHROMIUM:-/usr/bin/chromium}" >/dev/null; then
    echo "skipped: puppeteer-core ($NPM_DIR, make test-web installs it) or chromium is missing"
    exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/webbench.XXXXXX")
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"' EXIT
SERVE_WEB_QUIET=1 python3 tools/serve-web.py --dir "$WEB" --port 0 >"$tmp/serve.out" 2>&1 &
server=$!
url=
for _ in $(seq 1 100); do
    url=$(sed -n 's|^serving \(http://127.0.0.1:[0-9]*/\).*|\1|p' "$tmp/serve.out")
    [ -n "$url" ] && break
    sleep 0.1
done
[ -n "$url" ] || { echo "tools/serve-web.py did not start: $(cat "$tmp/serve.out")"; exit 0; }
firsts=
for i in 1 2 3; do
    NODE_PATH=$NPM_DIR/node_modules node tests/web/smoke.js "$url" "$tmp/shot$i.png" isolated >"$tmp/r$i.json" 2>/dev/null
    f=$(python3 -c 'import json,sys; v=json.load(open(sys.argv[1])).get("firstTurnMs"); print("" if v is None else round(v))' \
        "$tmp/r$i.json" 2>/dev/null)
    firsts="$firsts ${f:--}"
done
echo "first turn of the client, ms after the page's start, three loads:$firsts (target: 3000)"
echo "(the machine's load now: $(cut -d' ' -f1-3 /proc/loadavg); Chromium's WebGL is software here, SwiftShader)"
