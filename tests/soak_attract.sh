#!/usr/bin/env bash
# Attract-mode memory soak (docs/hardening.md, issue 23): the client idles on
# the title under Xvfb with the software renderer until the attract mode
# starts, then cycles its AI games for SECONDS (default 3600). The resident
# set size is sampled from /proc every EVERY seconds (default 30) into
# OUT (default attract-rss.txt): "seconds rss_kb" lines. --exit-after
# counts the client's own clock, which runs slow on a loaded machine.
# Not part of `make test` (an hour). Prints the first, peak-after-warm-up
# and last samples; fails when the last sample exceeds the sample at
# WARMUP seconds (default 600) by more than SLACK_KB (default 16384).
#   SECONDS_RUN=3600 bash tests/soak_attract.sh
set -u
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
RUN=${SECONDS_RUN:-3600}
EVERY=${EVERY:-30}
OUT=${OUT:-attract-rss.txt}
WARMUP=${WARMUP:-600}
SLACK_KB=${SLACK_KB:-16384}
SIZE=${SIZE:-1280x720}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
export XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config
: >"$OUT"
# The client writes its own pid (exec keeps it), so the samples are of
# this run and not of another client with the same arguments.
xvfb-run -a -s "-screen 0 ${SIZE}x24" sh -c 'echo $$ >"$0"; exec "$@"' "$tmp/pid" \
    "$BUILD/hexarcade" --windowed "$SIZE" --exit-after "$RUN" >"$tmp/log" 2>&1 &
start=$(date +%s)
pid=
for _ in $(seq 100); do
    pid=$(cat "$tmp/pid" 2>/dev/null)
    [ -n "$pid" ] && break
    sleep 0.2
done
if [ -z "$pid" ]; then echo "the client did not start"; cat "$tmp/log"; exit 2; fi
while kill -0 "$pid" 2>/dev/null; do
    rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$pid/status" 2>/dev/null)
    [ -n "$rss" ] && echo "$(($(date +%s) - start)) $rss" >>"$OUT"
    sleep "$EVERY"
done
wait
echo "samples: $(wc -l <"$OUT"), first: $(head -n 1 "$OUT"), last: $(tail -n 1 "$OUT")"
awk -v w="$WARMUP" -v slack="$SLACK_KB" '
    $1 >= w && !base { base = $2; at = $1 }
    { last = $2; if (base && $2 > peak) peak = $2 }
    END {
        if (!base) { print "run shorter than the warm-up: no verdict"; exit 0 }
        printf "after warm-up (%d s): %d kB, peak %d kB, last %d kB: %s\n", at, base, peak, last,
            (last - base > slack ? "FAIL (grew more than " slack " kB)" : "flat")
        exit (last - base > slack)
    }' "$OUT"
