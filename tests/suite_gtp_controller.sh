#!/usr/bin/env bash
# hexgtp under a real third-party GTP controller: @sabaki/gtp (Sabaki's GTP
# library, from npm) plays a whole game of each game between two hexgtp
# engines (tests/gtp_controller.js). The library is installed into this
# test's own temporary folder (npm's cache and logs too), never into the
# repository or ~/.npm; without node/npm or the network the test says so
# and is skipped. Then Sabaki's streaming analysis: `hexarcade-analyze
# <colour> <interval>` prints info lines until the next command comes,
# which is then answered.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
GTP=$PWD/$BUILD/hexgtp
. tests/lib_suite.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# npm's cache and logs go in this test's folder too, never into ~/.npm.
export npm_config_cache="$tmp/npm-cache" npm_config_logs_dir="$tmp/npm-logs" npm_config_update_notifier=false

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "skip: no node/npm here, so the third-party GTP controller (@sabaki/gtp) is not run"
elif ! (cd "$tmp" && npm init -y >/dev/null 2>&1 &&
    timeout 180 npm install --no-audit --no-fund --silent @sabaki/gtp@3 >"$tmp/npm.log" 2>&1); then
    echo "skip: npm could not install @sabaki/gtp (offline?): $(tail -1 "$tmp/npm.log")"
elif node tests/gtp_controller.js "$tmp" "$GTP" >"$tmp/log" 2>&1; then
    cat "$tmp/log"
    ok "@sabaki/gtp drives hexgtp through a whole game of each game"
else
    cat "$tmp/log"
    bad "@sabaki/gtp match"
fi

# Streaming analysis: lines until the next command, then the empty line
# that ends the answer, then the next command's answer.
out=$( (echo "hexarcade-game churn size=4"; echo "5 hexarcade-analyze b 5"; sleep 0.5; echo "6 hexarcade-to_move";
    echo quit) | "$GTP")
first=$(echo "$out" | grep -n '^=5$' | cut -d: -f1)
if [ -n "$first" ] && echo "$out" | sed -n "$((first + 1))p" | grep -Eq '^info move [A-Z][0-9]+ visits [0-9]+ winrate [0-9]+ order 0 pv ' &&
    echo "$out" | grep -q '^=6 1$' && [ "$(echo "$out" | grep -B1 '^=6 1$' | head -1)" = "" ]; then
    ok "hexarcade-analyze streams info lines until the next command"
else
    bad "streaming analysis: $out"
fi
if echo "$out" | LC_ALL=C grep -q '[^ -~]'; then bad "answers are not ASCII"; else ok "answers are ASCII"; fi

finish
