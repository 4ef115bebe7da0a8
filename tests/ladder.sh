#!/usr/bin/env bash
# The AI ladder (docs/ai-ladder.md): hexselfplay, 40 games a line, seed 2026,
# colours alternating. Not part of `make test` (hours of processor time).
# Prints one table row per line and appends it to $OUT; a line already in
# $OUT is skipped, so an interrupted run resumes. Each line run is also
# appended to $RESULTS (default: $OUT with .txt for .md, build/ladder.txt).
# Only --update-docs appends to data/ai-ladder.txt, the file tools/elofit
# fits the levels' ratings from (refit with `build/elofit --c` and copy the
# values into the games' tables, test_elo checks them): a plain run never
# changes a tracked file.
#   bash tests/ladder.sh                         every game, every line
#   bash tests/ladder.sh zumo:easy:beginner ...  chosen lines (game:a:b)
#   bash tests/ladder.sh --update-docs [LINES]   the same, kept in data/
set -u
cd "$(dirname "$0")/.."
GAMES=${GAMES:-40}
SEED=${SEED:-2026}
OUT=${OUT:-build/ladder.md}
RESULTS=${RESULTS:-${OUT%.md}.txt}
if [ "${1:-}" = --update-docs ]; then
    RESULTS=data/ai-ladder.txt
    shift
fi
case "${1:-}" in
    -*) echo "ladder.sh: unknown option '$1' (only --update-docs)" >&2; exit 2 ;;
esac
# BIN: a given binary is used as it is (a frozen copy keeps a long run on
# one version of the AI while the tree changes).
if [ -z "${BIN:-}" ]; then
    BIN=build/hexselfplay
    make --no-print-directory "$BIN" >/dev/null || exit 2
fi
mkdir -p "$(dirname "$OUT")" "$(dirname "$RESULTS")"
touch "$OUT"
levels=(first beginner easy medium hard expert)
lines=("$@")
if [ ${#lines[@]} -eq 0 ]; then
    # Every registered game (a new one too), as the registry lists them.
    make --no-print-directory build/levelcheck >/dev/null || exit 2
    games=$(build/levelcheck --games) || exit 2
    for g in $games; do
        lines+=("$g:first:random")
        for i in 1 2 3 4 5; do lines+=("$g:${levels[$i]}:${levels[$((i - 1))]}"); done
        for i in 1 2 3 4 5; do lines+=("$g:${levels[$i]}:random"); done
    done
fi
fail=0
for line in "${lines[@]}"; do
    IFS=: read -r g a b <<<"$line"
    key="| $g | $a | $b | $GAMES |"
    if grep -qF "$key" "$OUT"; then
        grep -F "$key" "$OUT"
        continue
    fi
    log=$(mktemp)
    "$BIN" --game "$g" --a "$a" --b "$b" --games "$GAMES" --seed "$SEED" >"$log" 2>&1 || fail=1
    wins=$(sed -n 's/^seat a [a-z]* *wins *\([0-9.]*\) *(\([ 0-9.]*\)%).*/\1 (\2%)/p' "$log" | tr -s ' ')
    draws=$(sed -n 's/^draws \([0-9]*\).*unfinished \([0-9]*\).*errors \([0-9]*\).*/\1 \/ \2 \/ \3/p' "$log")
    len=$(sed -n 's/^average length \([0-9.]*\).*/\1/p' "$log")
    ta=$(sed -n 's/^time seat a [a-z]* *\([0-9.]*\) s per move, longest \([0-9.]*\) s.*/\1 \/ \2/p' "$log")
    tb=$(sed -n 's/^time seat b [a-z]* *\([0-9.]*\) s per move, longest \([0-9.]*\) s.*/\1 \/ \2/p' "$log")
    pct=$(sed -n 's/^seat a [a-z]* *wins *[0-9.]* *( *\([0-9.]*\)%).*/\1/p' "$log")
    # First game is meant to be weak: it need only beat random in most games.
    need=75
    [ "$b" = random ] && need=95
    [ "$a" = first ] && [ "$b" = random ] && need=51
    verdict=$(awk -v p="${pct:-0}" -v n=$need 'BEGIN { print (p >= n) ? "meets" : "**misses**" }')
    row="$key $wins | ${draws} | $len | ${ta:--} | ${tb:--} | $verdict ${need}% |"
    echo "$row" | tee -a "$OUT"
    nwins=$(sed -n 's/^seat a [a-z]* *wins *\([0-9.]*\).*/\1/p' "$log")
    ndraws=$(sed -n 's/^draws \([0-9]*\).*unfinished \([0-9]*\).*errors \([0-9]*\).*/\1 \2 \3/p' "$log")
    if [ -n "$nwins" ] && [ -n "$ndraws" ]; then
        echo "$g $a $b $GAMES $nwins $ndraws $SEED" >>"$RESULTS"
    fi
    rm -f "$log"
done
exit $fail
