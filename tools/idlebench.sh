#!/usr/bin/env bash
# The client left alone: processor time (% of one core) and resident memory
# (MB, now and at peak) at the title and in a game, with SDL's software
# renderer under Xvfb, at 1280x720 and 3840x2160 (make bench runs it).
#
#   tools/idlebench.sh [--seconds S] [--sizes "1280x720 3840x2160"] [--games "ID ..."]
#
# Each row starts the client in its own Xvfb screen of that size, lets it
# settle (the title's entrance, the game's first frames: WARM seconds), then
# reads the process's user+system time and wall time over S seconds
# (/proc/PID/stat) and VmRSS/VmHWM (/proc/PID/status). In a game both seats
# are people, so nobody moves. Games: every folder of levels/ (each is a
# game id), unless --games says.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
CLIENT=$BUILD/hexarcade
SECONDS_MEASURED=8
WARM=4
SIZES="1280x720 3840x2160"
GAMES=""
while [ $# -gt 0 ]; do
    case $1 in
    --seconds) SECONDS_MEASURED=$2; shift 2 ;;
    --sizes) SIZES=$2; shift 2 ;;
    --games) GAMES=$2; shift 2 ;;
    *) echo "usage: $0 [--seconds S] [--sizes \"WxH ...\"] [--games \"ID ...\"]" >&2; exit 2 ;;
    esac
done
if [ -z "$GAMES" ]; then
    for d in levels/*/; do GAMES="$GAMES $(basename "$d")"; done
fi
if ! command -v xvfb-run >/dev/null 2>&1 || [ ! -x "$CLIENT" ]; then
    echo "idle: needs xvfb-run and $CLIENT"
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HEXARCADE_DATA=$PWD SDL_RENDER_DRIVER=software SDL_AUDIODRIVER=dummy
export XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config

# measure SIZE [client options]: prints "cpu% rss_mb peak_mb"
measure() {
    local size=$1
    shift
    timeout $((WARM + SECONDS_MEASURED + 60)) xvfb-run -a -s "-screen 0 ${size}x24" bash -c '
        "$0" --windowed "$1" "${@:4}" >/dev/null 2>&1 & pid=$!
        sleep "$2"
        ticks() { awk "{print \$14 + \$15}" /proc/$pid/stat 2>/dev/null; }
        t0=$(ticks); w0=$(date +%s.%N)
        sleep "$3"
        t1=$(ticks); w1=$(date +%s.%N)
        rss=$(awk "/^VmRSS/ {print \$2}" /proc/$pid/status 2>/dev/null)
        hwm=$(awk "/^VmHWM/ {print \$2}" /proc/$pid/status 2>/dev/null)
        kill $pid 2>/dev/null; wait $pid 2>/dev/null
        if [ -z "$t0" ] || [ -z "$t1" ] || [ -z "$rss" ]; then echo "- - -"; exit; fi
        echo "$t0 $t1 $w0 $w1 $(getconf CLK_TCK) $rss $hwm" |
            awk "{printf \"%.1f %.0f %.0f\n\", (\$2 - \$1) / \$5 / (\$4 - \$3) * 100, \$6 / 1024, \$7 / 1024}"
    ' "$CLIENT" "$size" "$WARM" "$SECONDS_MEASURED" "$@" 2>/dev/null
}

row() { # where size [client options]
    local where=$1 size=$2
    shift 2
    read -r cpu rss hwm <<<"$(measure "$size" "$@")"
    printf "%-14s %-10s %8s %8s %8s\n" "$where" "$size" "${cpu:--}" "${rss:--}" "${hwm:--}"
}

echo "Idle client, software renderer under Xvfb, $SECONDS_MEASURED s after $WARM s:"
printf "%-14s %-10s %8s %8s %8s\n" "screen" "window" "cpu %" "rss MB" "peak MB"
for size in $SIZES; do
    row title "$size"
    for g in $GAMES; do row "$g" "$size" --game "$g" --seat1 human --seat2 human; done
done
