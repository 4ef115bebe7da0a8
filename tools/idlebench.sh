#!/usr/bin/env bash
# The client left alone: processor time (% of one core) and resident memory
# (MB, now and at peak) at the title, in a game and in the attract mode,
# under Xvfb, at 1280x720 and 3840x2160 (make bench runs it).
#
#   tools/idlebench.sh [--seconds S] [--sizes "1280x720 3840x2160"] [--games "ID ..."]
#                      [--renderers "software default"] [--no-attract] [--old BIN] [--repeat N]
#
# Each row starts the client in its own Xvfb screen of that size, lets it
# settle (the title's entrance, the game's first frames: WARM seconds; the
# attract mode opens after 30 s on the title, so its row waits ATTRACT_WARM),
# then reads the process's user+system time and wall time over S seconds
# (/proc/PID/stat) and VmRSS and the peak VmHWM (/proc/PID/status). In a
# game both seats are people, so nobody moves. Games: every folder of
# levels/ (each is a game id), unless --games says. Renderers: "software"
# is SDL's software renderer (SDL_RENDER_DRIVER=software), "default" what
# SDL picks (OpenGL under Xvfb). --old BIN runs that binary too, row by row
# in turn with this one (the same load for both); --repeat N measures each
# row N times. The machine's load average is printed: on a busy machine a
# busy client gets less than it asks for.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
CLIENT=$BUILD/hexarcade
SECONDS_MEASURED=8
WARM=4
ATTRACT_WARM=36
SIZES="1280x720 3840x2160"
RENDERERS="software"
GAMES=""
OLD=""
REPEAT=1
ATTRACT=1
while [ $# -gt 0 ]; do
    case $1 in
    --seconds) SECONDS_MEASURED=$2; shift 2 ;;
    --sizes) SIZES=$2; shift 2 ;;
    --games) GAMES=$2; shift 2 ;;
    --renderers) RENDERERS=$2; shift 2 ;;
    --old) OLD=$2; shift 2 ;;
    --repeat) REPEAT=$2; shift 2 ;;
    --no-attract) ATTRACT=0; shift ;;
    *) echo "usage: $0 [--seconds S] [--sizes \"WxH ...\"] [--games \"ID ...\"] [--renderers \"software default\"]" \
            "[--no-attract] [--old BIN] [--repeat N]" >&2; exit 2 ;;
    esac
done
if [ -z "$GAMES" ]; then
    for d in levels/*/; do GAMES="$GAMES $(basename "$d")"; done
fi
if ! command -v xvfb-run >/dev/null 2>&1 || [ ! -x "$CLIENT" ]; then
    echo "idle: needs xvfb-run and $CLIENT"
    exit 1
fi
if [ -n "$OLD" ] && [ ! -x "$OLD" ]; then
    echo "idle: --old $OLD is not an executable"
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HEXARCADE_DATA=$PWD SDL_AUDIODRIVER=dummy
export XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config

# measure BIN RENDERER SIZE WARM [client options]: prints "cpu% rss_mb peak_mb"
measure() {
    local bin=$1 ren=$2 size=$3 warm=$4
    shift 4
    rm -rf "$tmp/data" "$tmp/config"
    (
        if [ "$ren" = software ]; then export SDL_RENDER_DRIVER=software; else unset SDL_RENDER_DRIVER; fi
        timeout $((warm + SECONDS_MEASURED + 60)) xvfb-run -a -s "-screen 0 ${size}x24" bash -c '
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
        ' "$bin" "$size" "$warm" "$SECONDS_MEASURED" "$@" 2>/dev/null
    )
}

load() { awk '{print $1}' /proc/loadavg; }

row() { # where renderer size warm [client options]
    local where=$1 ren=$2 size=$3 warm=$4
    shift 4
    local r who bin
    for ((r = 0; r < REPEAT; r++)); do
        for who in new ${OLD:+old}; do
            bin=$CLIENT
            [ "$who" = old ] && bin=$OLD
            read -r cpu rss hwm <<<"$(measure "$bin" "$ren" "$size" "$warm" "$@")"
            printf "%-10s %-9s %-10s %-4s %7s %7s %8s %6s\n" "$where" "$ren" "$size" "$who" "${cpu:--}" "${rss:--}" \
                "${hwm:--}" "$(load)"
        done
    done
}

echo "Idle client under Xvfb, $SECONDS_MEASURED s after $WARM s (attract: after $ATTRACT_WARM s on the title);" \
    "$(nproc) cores, load average now $(load)${OLD:+; new = $CLIENT, old = $OLD}:"
printf "%-10s %-9s %-10s %-4s %7s %7s %8s %6s\n" "screen" "renderer" "window" "bin" "cpu %" "rss MB" "peak MB" "load"
for size in $SIZES; do
    for ren in $RENDERERS; do
        row title "$ren" "$size" "$WARM"
        for g in $GAMES; do row "$g" "$ren" "$size" "$WARM" --game "$g" --seat1 human --seat2 human; done
        [ "$ATTRACT" = 1 ] && row attract "$ren" "$size" "$ATTRACT_WARM"
    done
done
