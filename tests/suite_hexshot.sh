#!/usr/bin/env bash
# hexshot: every game's start position renders through the real board
# renderer (a PNG of the asked size, not blank) and matches its committed
# reference in tests/shots/ within a tolerance; so do a few moments of
# animations (undo included). `tests/suite_hexshot.sh --update` redraws the
# references after a deliberate change of the look (then look at them).
set -u
BUILD=${BUILD:-build}
cd "$(dirname "$0")/.."
export HEXARCADE_DATA=$PWD
SHOT=$BUILD/hexshot
REF=tests/shots
. tests/lib_suite.sh
update=0
[ "${1:-}" = "--update" ] && update=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$SHOT" ]; then
    echo "FAIL $SHOT is not built"
    echo "0 passed, 1 failed"
    exit 1
fi

W=800
H=450

# Width and height from a PNG's IHDR chunk.
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{printf "%dx%d", $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}'; }
png_magic() { [ "$(od -An -tx1 -N8 "$1" | tr -d ' \n')" = "89504e470d0a1a0a" ]; }

# shot NAME hexshot-arguments...: render, check, compare (or update).
shot() {
    local name=$1; shift
    local out=$tmp/$name.png
    if ! "$SHOT" "$@" --size ${W}x${H} --plain --out "$out" >"$tmp/log" 2>&1; then
        bad "$name: hexshot failed"; cat "$tmp/log"; return
    fi
    if ! png_magic "$out"; then bad "$name: not a PNG"; return; fi
    local size
    size=$(png_size "$out")
    if [ "$size" != "${W}x${H}" ]; then bad "$name: size $size, not ${W}x${H}"; return; fi
    # A flat picture of this size packs into a few kilobytes.
    local bytes
    bytes=$(wc -c <"$out")
    if [ "$bytes" -lt 20000 ]; then bad "$name: looks blank ($bytes bytes)"; return; fi
    if [ $update -eq 1 ]; then
        mkdir -p "$REF"
        cp "$out" "$REF/$name.png"
        ok "$name: reference updated"
        return
    fi
    if [ ! -f "$REF/$name.png" ]; then bad "$name: no reference $REF/$name.png"; return; fi
    if "$SHOT" --compare "$out" "$REF/$name.png" --tolerance 2.5 >"$tmp/cmp" 2>&1; then
        ok "$name ($(cat "$tmp/cmp"))"
    else
        bad "$name: $(cat "$tmp/cmp")"
        cp "$out" "$tmp/../hexshot-$name.png" 2>/dev/null && echo "     (kept as $(dirname "$tmp")/hexshot-$name.png)"
    fi
}

L=levels
# Every game's start.
shot start-churn $L/churn/start-s3-p2.txt
shot start-conhex $L/conhex/start-p2.txt
shot start-uknight $L/uknight/start-s6-p2.txt
shot start-wunchunk $L/wunchunk/start-s6-p2.txt
shot start-wunchunk-p4 $L/wunchunk/start-s8-p4.txt
shot start-zumo $L/zumo/start-s10-p2.txt
# Moments of animations: a formed group bursting smaller ones, pushes,
# a thrown axe, a claim sweeping, and an undo half played back.
CHURN="D3 C3 B4 C1 D5 A2 A1 E3 A3"
ZUMO="H5 G2 H9 B2 J6 I9,I6+1 B3,C3+1 B2,B3+2 F5 A1 F4 G2,G8+1 I11 F1,F4+3 F8,H8+3"
UKNIGHT="G3 F4 G6 B2 I5 I7 I9 F5 C1 C2 E2 F3 D5 E3 G7 A3 G5 F6 D3 E6 G7>I7"
CONHEX="E8 G6 B7 D5 F8 B3 E2 F5 C10 J6 H10 I10 B9"
shot anim-churn-group $L/churn/start-s3-p2.txt --moves "$CHURN" --at 0.35
shot anim-churn-burst $L/churn/start-s3-p2.txt --moves "$CHURN" --at-frac 0.5
shot anim-zumo-push $L/zumo/start-s6-p2.txt --moves "$ZUMO" --at-frac 0.6
shot anim-uknight-throw $L/uknight/start-s5-p2.txt --moves "$UKNIGHT" --at-event throw:0.5
shot anim-conhex-claim $L/conhex/start-p2.txt --moves "$CONHEX" --at-event claim:0.5
shot undo-churn $L/churn/start-s3-p2.txt --moves "$CHURN" --undo --at-frac 0.3
shot flat-colourblind $L/wunchunk/start-s5-p3.txt --moves "1A1 2E5 3I9 1B1" --flat --colourblind

# The same moment forwards and backwards is the same picture.
FRAC=0.57
"$SHOT" $L/churn/start-s3-p2.txt --moves "$CHURN" --at-frac $FRAC --size ${W}x${H} --plain --out "$tmp/f.png" >/dev/null 2>&1
"$SHOT" $L/churn/start-s3-p2.txt --moves "$CHURN" --undo --at-frac "$(awk "BEGIN{print 1-$FRAC}")" --size ${W}x${H} --plain \
    --out "$tmp/b.png" >/dev/null 2>&1
if "$SHOT" --compare "$tmp/f.png" "$tmp/b.png" --tolerance 0.5 >"$tmp/cmp" 2>&1; then ok "undo plays the same frames backwards"
else bad "undo frame differs: $(cat "$tmp/cmp")"; fi

# Sizes: 1280x720 up to 3840x2160, and a tall window.
for size in 1280x720 3840x2160 900x1400; do
    if "$SHOT" $L/conhex/start-p2.txt --size $size --out "$tmp/s.png" >/dev/null 2>&1 && [ "$(png_size "$tmp/s.png")" = "$size" ]; then
        ok "renders at $size"
    else
        bad "renders at $size"
    fi
done

# --gif: a save's game (or moves N to M) as an animated GIF89a of the
# asked size; a range outside the game is refused and writes nothing.
GIFSAVE=$tmp/z.sav
{ printf 'format: hexarcade-save 1\ngame: zumo\nsize: 6\nplayers: 2\noptions: pie=off\n'
  for m in $ZUMO; do printf 'move: %s\n' "$m"; done; } >"$GIFSAVE"
gif_size() { od -An -tu1 -j6 -N4 "$1" | awk '{printf "%dx%d", $1+$2*256, $3+$4*256}'; }
if "$SHOT" --gif "$tmp/g.gif" --save "$GIFSAVE" --speed 4 --size 320x200 >"$tmp/o" 2>&1 &&
   [ "$(head -c 6 "$tmp/g.gif")" = GIF89a ] && [ "$(gif_size "$tmp/g.gif")" = 320x200 ] &&
   grep -q "^$tmp/g.gif: 15 moves, [0-9]* frames" "$tmp/o"; then ok "--gif: $(cat "$tmp/o")"
else bad "--gif of a save"; cat "$tmp/o"; fi
if "$SHOT" --gif "$tmp/r.gif" $L/zumo/start-s6-p2.txt --moves "$ZUMO" --from 10 --to 12 >"$tmp/o" 2>&1 &&
   [ "$(gif_size "$tmp/r.gif")" = 640x360 ] && grep -q ": 3 moves" "$tmp/o"; then ok "--gif --from --to: $(cat "$tmp/o")"
else bad "--gif of a range"; cat "$tmp/o"; fi
rm -f "$tmp/bad.gif"
if ! "$SHOT" --gif "$tmp/bad.gif" --save "$GIFSAVE" --from 12 --to 30 >"$tmp/o" 2>&1 && grep -q "moves 12 to 30" "$tmp/o" &&
   [ ! -e "$tmp/bad.gif" ] && ! ls "$tmp" | grep -q tmp; then ok "--gif refuses a range outside the game"
else bad "--gif range outside the game"; cat "$tmp/o"; fi
if "$SHOT" --help | grep -q -- "--gif OUT.gif"; then ok "--help names --gif"; else bad "--help names --gif"; fi

# --cell-names writes every cell's name on the board: the picture differs
# from the plain one (and hexshot accepts the option).
if "$SHOT" $L/churn/start-s3-p2.txt --cell-names --size ${W}x${H} --plain --out "$tmp/names.png" >"$tmp/o" 2>&1 &&
   ! "$SHOT" --compare "$tmp/names.png" "$tmp/start-churn.png" >/dev/null 2>&1; then ok "--cell-names writes the names"
else bad "--cell-names"; cat "$tmp/o"; fi

# The labelled pictures of docs/rules/ are what the program draws now
# (docs/rules/pictures.sh redraws them after a change of the look).
mkdir -p "$tmp/rules"
if BUILD=$BUILD docs/rules/pictures.sh "$tmp/rules" >"$tmp/o" 2>&1; then
    n=0
    for f in "$tmp"/rules/*.png; do
        n=$((n + 1))
        ref=docs/rules/$(basename "$f")
        if [ ! -f "$ref" ]; then bad "docs/rules: $ref is not committed (run docs/rules/pictures.sh)"
        elif "$SHOT" --compare "$f" "$ref" --tolerance 2.5 >"$tmp/cmp" 2>&1; then ok "docs/rules/$(basename "$f") is current"
        else bad "docs/rules/$(basename "$f"): $(cat "$tmp/cmp") (run docs/rules/pictures.sh)"; fi
    done
    [ "$n" -ge 8 ] || bad "docs/rules/pictures.sh drew $n pictures, expected 8"
else
    bad "docs/rules/pictures.sh failed"; cat "$tmp/o"
fi

# Comparing: a different picture fails, sizes must agree.
if "$SHOT" --compare "$tmp/start-churn.png" "$tmp/start-zumo.png" >/dev/null 2>&1; then bad "--compare takes churn for zumo"
else ok "--compare tells two pictures apart"; fi
"$SHOT" $L/churn/start-s3-p2.txt --size 640x360 --plain --out "$tmp/small.png" >/dev/null 2>&1
"$SHOT" --compare "$tmp/start-churn.png" "$tmp/small.png" >"$tmp/cmp" 2>&1
if [ $? -eq 1 ] && grep -q sizes "$tmp/cmp"; then ok "--compare refuses different sizes"; else bad "--compare sizes"; fi

# Bad input: a message and a failure status, never a picture.
for args in "nosuch.txt" "$L/churn/start-s3-p2.txt --moves Z9" "$L/churn/start-s3-p2.txt --size 10x10" \
            "$L/churn/start-s3-p2.txt --bogus" "$L/churn/start-s3-p2.txt --at-event fall" "--compare nosuch.png nosuch2.png"; do
    rm -f "$tmp/bad.png"
    # shellcheck disable=SC2086
    "$SHOT" $args --out "$tmp/bad.png" >"$tmp/o" 2>&1
    rc=$?
    if [ $rc -ne 0 ] && [ -s "$tmp/o" ] && [ ! -f "$tmp/bad.png" ]; then ok "hexshot $args: refused ($rc)"
    else bad "hexshot $args: exit $rc"; cat "$tmp/o"; fi
done

finish
