#!/usr/bin/env bash
# The page of make web in headless Chromium (make test-web; not part of
# make test yet). Served by tools/serve-web.py on a free port of
# 127.0.0.1, driven by tests/web/smoke.js (puppeteer-core, installed once by
# npm into a cache folder outside the clone):
#  1. cross-origin isolated: the client's first turn comes within
#     WEB_FIRST_TURN_MS (default 20000: a loaded machine; the figure is
#     printed), it keeps turning, nothing failed, and the screenshot of the
#     title is not blank (many colours; the picture is kept in
#     $BUILD/web-shots/ to be looked at) and, when the desktop client
#     $BUILD/hexarcade is built, looks like its --screenshot of the title at
#     the same size (the mean colours of 40 x 40 squares within
#     WEB_NATIVE_DIFF, default 10 of 255; a blank page is 24: the title's drifting hexagons
#     differ, a missing text or a wrong layout does not pass); with
#     Chromium's software WebGL (SwiftShader) the page draws with SDL's
#     software renderer (index.html's renderer(): WebGL drawn by the
#     processor redrew every frame whole, 150-200 ms a frame here);
#  2. playing (tests/web/play.js): a Zumo game against First gets the AI's
#     answer and is kept in IndexedDB; loaded again, Continue resumes it
#     with its moves; IndexedDB refused: said on screen, the game goes on;
#     while Expert thinks the page keeps drawing, its frames paced as a
#     person's page (the script's "paced"): the frames' gaps median within
#     WEB_GAP_MEDIAN_MS (default 50; 17 at 60 Hz), nine in ten within
#     WEB_GAP_P90_MS (default 100, the issue's figure), the longest (most
#     often the move's own frame: a new position, its autosave, new texts,
#     the whole picture put up) within WEB_GAP_MS (default 600: 63-133 ms
#     seen on this quiet two-core machine, 102-152 ms at load 5), and the
#     client's own turns within WEB_TURN_MS (default 500: 44-117 ms quiet,
#     78-135 ms at load 5); a search on the page's thread would stop the
#     frames for the whole 3 s think;
#     a hint, the analysis board's evaluation and the review's analysis
#     run and answer (the client's checks);
#     an AbstractPlay record given by the file input imports, another by a
#     paste; F12's PNG comes as a download; a game saved in a slot, its
#     record and its move list come as downloads whose moves are the
#     game's; a record with a move off the board given by the file input
#     gets the desktop's message on screen and leaves the game as it was
#     (WEB_RUNS picks the runs: keep,refused,import,bad,export,records,
#     analyse,think);
#  3. without the isolation headers: the page loads its form without
#     threads (hexarcade-nt.js) and passes the checks of 1 and 2 (runs
#     WEB_NT_RUNS, by default the same), the AI's jobs on fibers that
#     search in the rest of each frame, with the same limits.
set -u
cd "$(dirname "$0")/.." || exit 1
. tests/lib_suite.sh
BUILD=${BUILD:-build}
WEB=$BUILD/web
PUPPETEER_VERSION=24.9.0
NPM_DIR=${XDG_CACHE_HOME:-$HOME/.cache}/hexarcade/npm-web-$PUPPETEER_VERSION
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
FIRST_MS=${WEB_FIRST_TURN_MS:-20000}

for f in index.html hexarcade.js hexarcade.wasm hexarcade.data hexarcade-nt.js hexarcade-nt.wasm hexarcade-nt.data; do
    [ -f "$WEB/$f" ] || { bad "$WEB/$f is missing (make web first)"; finish; }
done
command -v "$CHROMIUM" >/dev/null || { bad "no $CHROMIUM (Debian, as root: apt-get install chromium)"; finish; }
if [ ! -f "$NPM_DIR/node_modules/puppeteer-core/package.json" ]; then
    mkdir -p "$NPM_DIR"
    npm install --no-audit --no-fund --prefix "$NPM_DIR" "puppeteer-core@$PUPPETEER_VERSION" >"$NPM_DIR.log" 2>&1 ||
        { bad "npm install puppeteer-core@$PUPPETEER_VERSION failed ($NPM_DIR.log)"; finish; }
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/suite_web.XXXXXX")
server=
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

# Starts the server (extra flags in $@) on a free port; sets $url.
serve() {
    SERVE_WEB_QUIET=1 python3 tools/serve-web.py --dir "$WEB" --port 0 "$@" >"$tmp/serve.out" 2>&1 &
    server=$!
    url=
    for _ in $(seq 1 100); do
        url=$(sed -n 's|^serving \(http://127.0.0.1:[0-9]*/\).*|\1|p' "$tmp/serve.out")
        [ -n "$url" ] && return 0
        sleep 0.1
    done
    return 1
}
stop() { kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; server=; }
field() { python3 -c 'import json,sys; v=json.load(open(sys.argv[1])).get(sys.argv[2]); print("" if v is None else v)' "$1" "$2"; }

# The desktop client's title at the page's size, to compare with.
native=
if [ -x "$BUILD/hexarcade" ]; then
    mkdir -p "$tmp/home"
    if HOME=$tmp/home SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$BUILD/hexarcade" --windowed 1280x800 \
        --screenshot "$tmp/native.png" --exit-after 2 >"$tmp/native.log" 2>&1; then
        native=$tmp/native.png
    else
        bad "the desktop client's screenshot failed: $(tail -n 2 "$tmp/native.log")"
    fi
else
    echo "skip the desktop client's title to compare with ($BUILD/hexarcade is not built)"
fi

# 1. The client runs: cross-origin isolated (threads), and served without
# the headers (the form without threads). page_checks PREFIX MODE SERVE-FLAGS...
page_checks() {
local P=$1 mode=$2 sfx=
shift 2
[ "$mode" = plain ] && sfx=-nt
if serve "$@"; then
    NODE_PATH=$NPM_DIR/node_modules CHROMIUM=$CHROMIUM node tests/web/smoke.js "$url" "$tmp/title$sfx.png" "$mode" ${native:+"$native"} \
        >"$tmp/smoke-$mode.json" 2>"$tmp/smoke-$mode.err"
    stop
    r=$tmp/smoke-$mode.json
    if [ ! -s "$r" ] || [ -n "$(field "$r" error)" ]; then
        bad "${P}page: $(field "$r" error 2>/dev/null) $(tail -n 3 "$tmp/smoke-$mode.err")"
        python3 -c 'import json,sys; [print("  ", l) for l in json.load(open(sys.argv[1]))["console"][-15:]]' "$r" 2>/dev/null
    else
        first=$(field "$r" firstTurnMs)
        iso=$(field "$r" isolated) form=$(field "$r" form)
        if [ "$mode" = isolated ]; then
            [ "$iso" = True ] && [ "$form" = hexarcade.js ] && ok "${P}the page is cross-origin isolated and runs the form with threads" ||
                bad "${P}the page: isolated '$iso', form '$form' (wanted True, hexarcade.js)"
        else
            [ "$iso" = False ] && [ "$form" = hexarcade-nt.js ] && ok "${P}not isolated: the page runs the form without threads" ||
                bad "${P}the page: isolated '$iso', form '$form' (wanted False, hexarcade-nt.js)"
        fi
        read -r driver gl < <(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])).get("renderer") or {}; print(r.get("driver"), r.get("gl"))' "$r")
        if [[ $gl == *SwiftShader* ]]; then
            [ "$driver" = software ] && ok "${P}WebGL is SwiftShader here: the page draws with SDL's software renderer" ||
                bad "${P}WebGL is SwiftShader ($gl) but the page chose '$driver', not SDL's software renderer"
        elif [ "$driver" = software ] || [ "$driver" = webgl ]; then
            echo "     the page's renderer: $driver (WebGL: $gl)"
        else
            bad "${P}the page did not say which renderer draws it ('$driver')"
        fi
        errs=$(field "$r" errors)
        [ "$errs" = "[]" ] && ok "${P}no error on the page" || bad "${P}the page failed: $errs"
        if [ -n "$first" ] && python3 -c "import sys; sys.exit(not float('$first') <= $FIRST_MS)"; then
            ok "${P}first turn ${first%.*} ms after the page's start (limit $FIRST_MS)"
        else
            bad "${P}first turn at '${first}' ms (limit $FIRST_MS)"
        fi
        t1=$(field "$r" turns) t2=$(field "$r" turnsAfter)
        [ "${t2:-0}" -gt "${t1:-0}" ] && ok "${P}it keeps turning ($t1 then $t2 turns)" || bad "${P}no turn after the first $t1 ($t2)"
        read -r distinct share < <(python3 -c 'import json,sys; c=json.load(open(sys.argv[1]))["colours"]; print(c["distinct"], c["unlikeCommonest"])' "$r")
        if [ "${distinct:-0}" -ge 16 ] && python3 -c "import sys; sys.exit(not $share >= 0.02)"; then
            ok "${P}the title is drawn ($distinct colours, $(python3 -c "print(round($share*100,1))") % unlike the background)"
        else
            bad "${P}the title looks blank ($distinct colours, share $share unlike the commonest)"
        fi
        mkdir -p "$BUILD/web-shots"
        if [ -n "$native" ]; then
            d=$(field "$r" nativeDiff)
            if [ -n "$d" ] && python3 -c "import sys; sys.exit(not $d <= ${WEB_NATIVE_DIFF:-10})"; then
                ok "${P}the title looks like the desktop's (mean square difference $d of 255)"
            else
                bad "${P}the title differs from the desktop's (mean square difference '${d:-sizes differ}', limit ${WEB_NATIVE_DIFF:-10})"
            fi
            cp "$native" "$BUILD/web-shots/native.png"
        fi
        cp "$tmp/title$sfx.png" "$BUILD/web-shots/title$sfx.png" && echo "     screenshot: $BUILD/web-shots/title$sfx.png"
    fi
else
    bad "${P}tools/serve-web.py did not start: $(cat "$tmp/serve.out")"
    stop
fi
}
page_checks "" isolated
page_checks "without the headers: " plain --no-isolation


# 2. Playing (tests/web/play.js, the client driven by --script through
# the page's test door): a Zumo game against First gets the AI's answer and
# is kept in IndexedDB; loaded again, Continue resumes it with its moves
# (the client's own checks: expect-game, expect-moves); with IndexedDB
# refused the page says so on screen and the game goes on in memory;
# records come in by the file input and a paste, a PNG goes out as a
# download; the page keeps drawing while the AI thinks.
# play_checks PREFIX RUNS SERVE-FLAGS...
play_checks() {
local P=$1 runs=$2 dir out sfx=
[ "${3:-}" = --no-isolation ] && sfx=-nt
shift 2
dir=$(mktemp -d "$tmp/play.XXXXXX") out=$dir/play.json
if serve "$@"; then
    NODE_PATH=$NPM_DIR/node_modules CHROMIUM=$CHROMIUM node tests/web/play.js "$url" "$dir" "$runs" \
        >"$out" 2>"$dir/play.err"
    stop
    # One line per run: its fields, or a failure with the page's last words.
    run() { python3 - "$out" "$1" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    try:
        r = json.loads(line)
    except ValueError:
        continue
    if r.get("run") == sys.argv[2]:
        s = r.get("store") or {}
        print(r.get("exit"), s.get("state"), s.get("copies"),
              "|", r.get("warn") or "", "|", r.get("error") or "", " / ".join(r.get("console", [])[-4:]))
        break
else:
    print("None None None | | no result", open(sys.argv[1]).read()[-300:])
PY
    }
    # A run's screenshot, kept to be looked at (NAME.png from the page).
    keep_shot() { [ -f "$dir/$1.png" ] && mkdir -p "$BUILD/web-shots" && cp "$dir/$1.png" "$BUILD/web-shots/$1$sfx.png"; }
    # A run judged by its exit alone: ok with its screenshot kept, or bad
    # with the page's last words.
    exit_run() { # run shot ok-text bad-text
        local ex rest
        read -r ex _ _ rest < <(run "$1")
        if [ "$ex" = 0 ]; then
            ok "${P}$3"
            keep_shot "$2"
        else
            bad "${P}$4: exit $ex; ${rest#*| }"
        fi
    }
    if [[ ,$runs, == *,keep,* ]]; then
        read -r ex state copies rest < <(run keep)
        if [ "$ex" = 0 ] && [ "$state" = kept ] && [ "${copies:-0}" -ge 1 ] 2>/dev/null; then
            ok "${P}a Zumo game against First gets the AI's answer; its files copied to IndexedDB ($copies copies)"
        else
            bad "${P}the game against First: exit $ex, store $state, copies $copies; ${rest#*| }"
        fi
        exit_run resume resumed "loaded again, Continue resumes the Zumo game with its 4 moves" \
            "loaded again, Continue did not resume the game"
    fi
    if [[ ,$runs, == *,import,* ]]; then
        exit_run import imported \
            "an AbstractPlay record by the file input imports (ConHex, played to its end), another by a paste (Churn)" \
            "importing by the file input and a paste"
    fi
    if [[ ,$runs, == *,bad,* ]]; then
        # The client's own checks: the same screen, game and moves, and
        # the desktop's message on the status line.
        exit_run bad bad "a bad record by the file input: 'Cannot import this record' on screen, the game unchanged" \
            "a bad record by the file input"
    fi
    if [[ ,$runs, == *,export,* ]]; then
        read -r ex _ _ rest < <(run export)
        read -r files bytes png < <(python3 - "$out" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r.get("run") == "export-file":
        print(",".join(r["files"]) or "-", r["bytes"], r["png"])
        break
else:
    print("- 0 False")
PY
)
        if [ "$ex" = 0 ] && [ "$png" = True ]; then
            ok "${P}F12's PNG of the board comes as a download ($files, $bytes bytes)"
        else
            bad "${P}F12's PNG as a download: exit $ex, files '$files', $bytes bytes, a PNG: $png; ${rest#*| }"
        fi
    fi
    if [[ ,$runs, == *,records,* ]]; then
        # The downloads hold the moves of the game (tests/e2e/zumo-start.sav):
        # the slot's .sav and the record as the save's "move:" lines, the
        # move list numbered under its header.
        read -r ex _ _ rest < <(run records)
        why=$(python3 - "$out" tests/e2e/zumo-start.sav <<'PY'
import json, re, sys
want = re.findall(r"^move: (.*)$", open(sys.argv[2]).read(), re.M)
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r.get("run") != "records-files":
        continue
    t = r["texts"]
    def one(pat):
        k = [f for f in t if re.fullmatch(pat, f)]
        return t[k[0]] if len(k) == 1 else None
    sav, rec, mov = one(r"Zumo 1\.sav"), one(r"zumo-\d{8}-\d{6}-record\.txt"), one(r"zumo-\d{8}-\d{6}-moves\.txt")
    if sav is None or rec is None or mov is None:
        print("downloads: %s" % sorted(t))
    elif re.findall(r"^move: (.*)$", sav, re.M) != want or not sav.startswith("format: hexarcade-save"):
        print("the .sav holds other moves: %r" % sav[:300])
    elif re.findall(r"^move: (.*)$", rec, re.M) != want:
        print("the record holds other moves: %r" % rec[:300])
    elif [l for l in mov.splitlines() if not l.startswith("# options: ")] != ["# Zumo, size 6, 2 players: %d moves" % len(want)] + [
            "%d. %s" % (i + 1, m) for i, m in enumerate(want)]:
        print("the move list differs: %r" % mov[:300])
    break
else:
    print("no downloads reported")
PY
)
        if [ "$ex" = 0 ] && [ -z "$why" ]; then
            ok "${P}a game saved in a slot, its record and its move list come as downloads with its moves"
        else
            bad "${P}the records as downloads: exit $ex; ${why}; ${rest#*| }"
        fi
    fi
    if [[ ,$runs, == *,analyse,* ]]; then
        exit_run analyse review \
            "a hint comes, the analysis board's evaluation bar fills, the review analyses the game's 3 positions" \
            "a hint, the evaluation bar and the review"
    fi
    if [[ ,$runs, == *,think,* ]]; then
        # A search on the page's main thread would stop the frames for the
        # whole think (some 3 s at Expert); with threads the page draws on,
        # without them it searches between its frames. The limits hold on
        # a loaded two-core machine (see the header).
        read -r ex _ _ rest < <(run think)
        read -r think turns gap median p90 cost iters isecs < <(python3 - "$out" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r.get("run") == "think":
        print(*(r.get(k) for k in ("thinkMs", "thinkTurns", "maxGapMs", "medianGapMs", "p90GapMs", "maxTurnMs",
                                   "aiIterations", "aiSeconds")))
PY
)
        # The think must outlast the limit, or a stopped page would pass.
        gl=${WEB_GAP_MS:-600} tl=${WEB_TURN_MS:-500} ml=${WEB_GAP_MEDIAN_MS:-50} pl=${WEB_GAP_P90_MS:-100}
        if [ "$ex" = 0 ] && [ "$think" != None ] && [ "$think" -gt "$gl" ] && [ "${turns:-0}" -ge 3 ] &&
            [ "$gap" -le "$gl" ] && [ "$median" -le "$ml" ] && [ "$p90" -le "$pl" ] && [ "$cost" -le "$tl" ]; then
            ok "${P}the page draws while Expert thinks ($think ms: $turns frames, gaps median $median ms (limit $ml), 90 % within $p90 ms (limit $pl), longest $gap ms (limit $gl); the client's longest turn $cost ms, limit $tl; the search: $iters iterations in $isecs s)"
        else
            bad "${P}while Expert thinks: exit $ex, think '$think' ms, $turns frames, gaps median '$median' ms (limit $ml), 90 % within '$p90' ms (limit $pl), longest '$gap' ms (limit $gl), longest turn '$cost' ms (limit $tl); $rest"
        fi
    fi
    if [[ ,$runs, == *,refused,* ]]; then
        IFS='|' read -r head warn rest < <(run refused)
        read -r ex state _ <<<"$head"
        if [ "$ex" = 0 ] && [ "$state" = refused ] && [[ $warn == *"nothing will be kept"* ]]; then
            ok "${P}IndexedDB refused: the page says so on screen and the game goes on"
        else
            bad "${P}IndexedDB refused: exit $ex, store $state, warning '$warn'; $rest"
        fi
    fi
else
    bad "${P}tools/serve-web.py did not start: $(cat "$tmp/serve.out")"
    stop
fi
}
play_checks "" "${WEB_RUNS:-keep,refused,import,bad,export,records,analyse,think}"
# Without the headers: the form without threads, the same runs; its AI on
# fibers between the frames.
play_checks "without the headers: " "${WEB_NT_RUNS:-keep,refused,import,bad,export,records,analyse,think}" --no-isolation


finish
