#!/bin/sh
# The AI on many cores (docs/ai.md, "Threads"): run on a machine with many
# cores, from the repository root after `make`.
#   sh tools/threadcurve.sh curve     wall-clock iterations/s of a ConHex
#                                     search on 1..16 threads, tree and root
#   sh tools/threadcurve.sh matches   medium#2/0.3 against medium#1/0.3, 20
#                                     ConHex and 20 Zumo games, each match
#                                     pinned to its own pair of cores
#                                     (taskset), as on a 2-core machine
# BIN names the folder of the programs (default build), OUT where the
# matches' outputs go (default .).
set -e
bin=${BIN:-build}
out=${OUT:-.}
case "$1" in
curve)
    for par in tree root; do
        for t in 1 2 3 4 6 8 12 16; do
            printf '%s %2d ' "$par" "$t"
            "$bin/hexbench" --game conhex --ai-threads "$t" --parallel "$par" --seconds 2 |
                awk '$1 == "conhex" { print "iter/s", $(NF-4), "cores used", $NF }'
        done
    done
    ;;
matches)
    # 4 games a pair of cores (two with each colour), 5 pairs a game.
    slot=0
    for game in conhex zumo; do
        for k in 0 1 2 3 4; do
            lo=$((slot * 2 % 16))
            taskset -c "$lo,$((lo + 1))" "$bin/hexselfplay" --game "$game" \
                --a 'medium#2/0.3' --b 'medium#1/0.3' --games 4 --seed $((k * 100 + 1)) \
                >"$out/match-$game-$k.txt" 2>&1 &
            slot=$((slot + 1))
            # 8 pairs of cores at once: wait for the first wave.
            [ "$slot" -eq 8 ] && wait
        done
    done
    wait
    for game in conhex zumo; do
        cat "$out"/match-"$game"-*.txt | awk -v g="$game" '
            /^seat a/ { a += $5 } /^seat b/ { b += $5 } /^games/ { n += $2 }
            END { printf "%s: medium#2/0.3 %.1f, medium#1/0.3 %.1f of %d games\n", g, a, b, n }'
    done
    ;;
*)
    echo "usage: sh tools/threadcurve.sh curve|matches" >&2
    exit 2
    ;;
esac
