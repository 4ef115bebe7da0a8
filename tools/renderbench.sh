#!/usr/bin/env bash
# The render benchmark (hexshot --bench) of this build against a previous
# binary: the two run in turn, N times each (the same load for both), and
# per scene the medians of their runs are printed side by side: p50 and p99
# of a frame (processor time of the drawing thread, ms), the first frame
# (the old binary makes the images in it; the new one has them made on a
# worker first, that time shown as "made") and what it costs in normal
# frames, p99 new/old, and the new binary's frames drawn whole (nothing
# kept from the last) with the first frame in those.
#
#   tools/renderbench.sh --old OLD_HEXSHOT [--repeat N] [--frames F]
#
# make bench OLD=DIR runs it with DIR/hexshot.
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
NEW=$BUILD/hexshot
OLD=""
REPEAT=3
FRAMES=400
while [ $# -gt 0 ]; do
    case $1 in
    --old) OLD=$2; shift 2 ;;
    --repeat) REPEAT=$2; shift 2 ;;
    --frames) FRAMES=$2; shift 2 ;;
    *) echo "usage: $0 --old OLD_HEXSHOT [--repeat N] [--frames F]" >&2; exit 2 ;;
    esac
done
if [ ! -x "$NEW" ] || [ -z "$OLD" ] || [ ! -x "$OLD" ]; then
    echo "render: needs $NEW and --old HEXSHOT (an executable)"
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-dummy}
# A row of hexshot --bench: the label (up to 36 columns), then cpu f/s,
# p50, p99, wall f/s, p50, p99, first, and (newer binaries) the p50 of
# frames drawn whole and the processor time of the images made on a worker
# before the first frame. Kept: label|p50|p99|first|whole|made ("" when
# absent).
rows() { awk 'NF >= 8 && $0 !~ /^render|^each|^made|cpu f\/s/ { l = substr($0, 1, 36); sub(/ +$/, "", l);
    n = split(substr($0, 37), f, " "); print l "|" f[2] "|" f[3] "|" f[7] "|" (n >= 8 ? f[8] : "") "|" (n >= 9 ? f[9] : "") }'; }
for ((r = 0; r < REPEAT; r++)); do
    "$NEW" --bench --frames "$FRAMES" | rows >>"$tmp/new" || exit 1
    "$OLD" --bench --frames "$FRAMES" | rows >>"$tmp/old" || exit 1
done
echo "render, $REPEAT runs of $FRAMES frames each, new ($NEW) and old ($OLD) in turn; medians of the runs, ms:"
printf "%-36s %9s %9s %9s %9s %9s %9s %9s %9s %11s %9s %9s %9s\n" "" "p50 new" "p50 old" "p99 new" "p99 old" "first new" \
    "first old" "x p50 new" "x p50 old" "p99 new/old" "whole new" "x whole" "made new"
awk -F'|' '
function median(list,   a, n, i, j, t) {
    n = split(list, a, " ");
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2;
}
FNR == 1 { who = (who == "" ? "new" : "old") }
{ if (!($1 in seen)) { seen[$1] = 1; order[++k] = $1 }
  p50[who, $1] = p50[who, $1] " " $2; p99[who, $1] = p99[who, $1] " " $3; first[who, $1] = first[who, $1] " " $4
  if ($5 != "") whole[who, $1] = whole[who, $1] " " $5
  if ($6 != "") made[who, $1] = made[who, $1] " " $6 }
END {
    for (i = 1; i <= k; i++) {
        s = order[i];
        a50 = median(p50["new", s]); b50 = median(p50["old", s]);
        a99 = median(p99["new", s]); b99 = median(p99["old", s]);
        af = median(first["new", s]); bf = median(first["old", s]);
        aw = (("new", s) in whole) ? median(whole["new", s]) : 0;
        am = (("new", s) in made) ? median(made["new", s]) : 0;
        printf "%-36s %9.2f %9.2f %9.2f %9.2f %9.1f %9.0f %9.0f %9.0f %11.2f %9.2f %9.1f %9.0f\n", s, a50, b50, a99, b99, af, bf,
            (a50 > 0 ? af / a50 : 0), (b50 > 0 ? bf / b50 : 0), (b99 > 0 ? a99 / b99 : 0), aw, (aw > 0 ? af / aw : 0), am
    }
}' "$tmp/new" "$tmp/old"
