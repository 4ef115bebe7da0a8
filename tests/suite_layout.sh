#!/usr/bin/env bash
# The layout of src/ (docs/architecture.md), checked from the source
# text alone:
#  1. no include circle among the modules of src/ui (a module is a .c with
#     its .h; a private X_int.h belongs to module X);
#  2. screens (src/ui/screens, play, learn) include no other screen's header
#     (play/ is one screen; a screen's header mentions screen_t or is a
#     private X_int.h), only nav.h; the rest of src/ui includes no header
#     of theirs at all, except nav_screens.c, the one file that knows every
#     screen;
#  3. no .c file under src/core mentions mcts, synth or mixer;
#  4. no folder of src holds more than 30 .c files;
#  5. no source file (src, tools) is over 1,500 lines;
#  6. no SDL include outside src/ui;
#  7. no file outside src/games names a game id;
#  8. nothing in the repository points outside it: no text file of src,
#     tools, tests, fuzz, levels, docs, README.md, Makefile or .ci names the
#     old rules documents or a folder beside the repository (the pattern is
#     on one line below; the scan counts the files it read and proves on a
#     planted file that it finds a hit, so it cannot pass by reading nothing);
#  9. docs/rules/ has one file per registered game (docs/rules/<id>.md);
# 10. src/games/conhex/conhex_board.c is what tools/gen_conhex_data.py makes from
#     tests/data/reference/conhex_board.json;
# 11. every event kind of src/core/event.h (EV_GAME aside) is emitted by at
#     least two games: two folders of src/games (or src/core, which emits
#     for every game; the template, src/games/template, is no shipped game); a verb of one game is its own EV_GAME sub-kind;
# 12. a game's sub-kinds (the <ID>_EV_ constants its folder's headers
#     define, the template's too) are named nowhere outside src/games/<id>/
#     (tests aside), and nothing in src/ui, src/audio or tools reads an
#     event's sub: the board asks the game's presenter and verb table.
# 11 and 12 each prove on a planted tree that they find what they forbid.
# 13. no turn policy outside the mid-end (src/core/match.c): nothing else
#     reads a game's turn policy (rules->turn, filled in src/games/<id>/),
#     takes or pops an action past the policy (match_act, match_pop), asks
#     the old questions (ends_by_itself, would_end, pturn), or, in a screen
#     that plays moves (src/ui/play, src/ui/learn/tutorial*), puts a move
#     into the session itself; proved on planted lines. match.c itself
#     names no game's own action kind (the policy is the game's table).
# 14. at most CONCEPT_MAX code lines outside the games' folders (src/games/<id>/) name one game's
#     concept (a chunk, an axe, a push, a peg: tools/concept-lines.py says
#     how it counts and lists them); proved on a planted line first.
# 15. src/ui/platform (the SDL back ends) includes nothing of src/ui/app or
#     the screens; src/engine (the engine protocol) nothing of src/ui or tools.
# 16. the layers (tools/layers.py): no #include of src or tools runs back up
#     a layer or sideways to a folder of the same rank, no circle among the
#     folders, and docs/architecture.md's picture is the one the includes
#     make; proved on a planted tree first.
# 17. one platform seam (src/plat/plat.h): no system conditional (_WIN32,
#     __linux__, __APPLE__, __unix__, __GLIBC__) and no system header
#     (unistd.h, dirent.h, poll.h, fcntl.h, sys/..., windows.h, io.h,
#     malloc.h) in src or tools outside src/plat; no system conditional in
#     tests either, and no system header or POSIX-only call in a test
#     outside the Makefile's POSIX_ONLY_TESTS; src/plat includes nothing
#     else of src and no SDL; every
#     function plat.h declares is defined in src/plat/posix and in
#     src/plat/win32, or once in src/plat/common where it is the same on
#     every system. Proved on planted files first.
# 18. every relative link of the Markdown files (README.md, HACKING.md,
#     docs/, the READMEs beside the code) names a file that exists and, with
#     #anchor, a heading of it (tools/doclinks.py); proved on a planted tree.
set -u
cd "$(dirname "$0")/.."
. tests/lib_suite.sh

if ! command -v python3 >/dev/null 2>&1; then
    echo "FAIL python3 is needed for the include graph"
    echo "0 passed, 1 failed"
    exit 1
fi

# Checks 1 and 2: one line per check, "ok ..." or "FAIL ...", then details.
graph=$(python3 - <<'EOF'
import os, re, sys

UI = "src/ui"
SCREEN_DIRS = ("src/ui/screens/", "src/ui/play/", "src/ui/learn/")
NAV_ALL = {"src/ui/app/nav_screens.c"}   # knows every screen's constructor
inc_re = re.compile(r'^\s*#\s*include\s+"(ui/[^"]+)"')
screen_re = re.compile(r'\bscreen_t\b')

files = sorted(os.path.join(d, f) for d, _, fs in os.walk(UI) for f in fs if f.endswith((".c", ".h")))
inc = {}
for f in files:
    with open(f, encoding="utf-8", errors="replace") as fh:
        inc[f] = [os.path.join("src", m.group(1)) for m in map(inc_re.match, fh) if m]

def module(path):
    stem = os.path.splitext(path)[0]
    return stem[:-4] if stem.endswith("_int") else stem

# 1. Circles among modules (strongly connected components, Tarjan).
edges = {}
for f, hs in inc.items():
    for h in hs:
        if module(h) != module(f):
            edges.setdefault(module(f), set()).add(module(h))
index, low, stack, on, sccs, n = {}, {}, [], set(), [], [0]
sys.setrecursionlimit(100000)
def visit(v):
    index[v] = low[v] = n[0]; n[0] += 1
    stack.append(v); on.add(v)
    for w in sorted(edges.get(v, ())):
        if w not in index:
            visit(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop(); on.discard(w); comp.append(w)
            if w == v: break
        if len(comp) > 1: sccs.append(sorted(comp))
for v in sorted(edges):
    if v not in index: visit(v)
if sccs:
    print("FAIL 1 include circle among src/ui modules: %d" % len(sccs))
    for c in sccs:
        print("     circle: " + " ".join(m[len(UI) + 1:] for m in c))
else:
    print("ok   1 no include circle among %d src/ui modules" % len({module(f) for f in files}))

# 2. Screens reach each other only through nav.h.
def unit(path):
    """The screen a file belongs to: the play folder is one screen; elsewhere
    the first word of the name (saves_draw.c -> saves)."""
    if path.startswith("src/ui/play/"): return "play"
    d, base = os.path.split(path)
    return d + "/" + base.split("_")[0].split(".")[0]

def is_screen_header(h):
    """A screen's own header: anything in play/ (one screen), a private
    X_int.h, or a header whose functions take or make screens. Models and
    drawing helpers (demo_ui.h, rules_text.h, ...) may be shared."""
    if not h.startswith(SCREEN_DIRS) or not h.endswith(".h"): return False
    if h.startswith("src/ui/play/") or h.endswith("_int.h"): return True
    try:
        with open(h, encoding="utf-8", errors="replace") as fh:
            return bool(screen_re.search(fh.read()))
    except OSError:
        return False

def reach(f):
    seen, todo = [], list(inc.get(f, []))
    while todo:
        h = todo.pop(0)
        if h in seen: continue
        seen.append(h)
        todo.extend(inc.get(h, []))
    return seen

problems = []
for f in files:
    for h in reach(f):
        if f.startswith(SCREEN_DIRS):
            if is_screen_header(h) and unit(h) != unit(f):
                problems.append("%s reaches %s (another screen's header: use nav.h)" % (f, h))
        elif f not in NAV_ALL and h.startswith(SCREEN_DIRS):
            problems.append("%s reaches %s (below the screens: use nav.h)" % (f, h))
if problems:
    print("FAIL 2 screens include each other, or lower layers include screens: %d" % len(problems))
    for p in problems: print("     " + p)
else:
    print("ok   2 screens include only nav.h to reach other screens; only nav_screens.c includes them all")
EOF
)
rc=$?
echo "$graph"
if [ $rc -ne 0 ]; then bad "include graph: python3 failed ($rc)"; fi
passed=$((passed + $(echo "$graph" | grep -c '^ok ')))
failed=$((failed + $(echo "$graph" | grep -c '^FAIL ')))

# 3. The core knows nothing of the AI's search or of sound.
hits=$(grep -ilE 'mcts|synth|mixer' src/core/*.c 2>/dev/null)
if [ -z "$hits" ]; then ok "3 no .c under src/core mentions mcts, synth or mixer"; else bad "3 src/core mentions mcts/synth/mixer: $(echo $hits)"; fi

# 4. Small folders.
big=
while read -r d; do
    k=$(find "$d" -maxdepth 1 -name '*.c' | wc -l)
    if [ "$k" -gt 30 ]; then big="$big $d($k)"; fi
done < <(find src -type d | sort)
if [ -z "$big" ]; then ok "4 no folder of src holds more than 30 .c files"; else bad "4 folders with more than 30 .c files:$big"; fi

# 5. Small files.
long=$(find src tools -name '*.[ch]' -print0 | xargs -0 wc -l | awk '$2 != "total" && $1 > 1500 {print $2 "(" $1 ")"}')
if [ -z "$long" ]; then ok "5 no source file in src or tools is over 1500 lines"; else bad "5 files over 1500 lines: $(echo $long)"; fi

# 6. SDL only in the UI.
sdl=$(grep -rlE '^\s*#\s*include\s*[<"]SDL' src --include='*.c' --include='*.h' | grep -v '^src/ui/')
if [ -z "$sdl" ]; then ok "6 no SDL include outside src/ui"; else bad "6 SDL included outside src/ui: $(echo $sdl)"; fi

# 7. No file outside a game's folder names a game: every registered id
#    (read from the registry's list) quoted anywhere in src or tools.
ids=$(sed -n 's/^#define GAME_LIST(X) //p' src/games/registry.c | grep -oE 'X\([a-z0-9_]+\)' | sed 's/X(\(.*\))/\1/')
if [ -z "$ids" ]; then
    bad "7 no game ids found in src/games/registry.c"
else
    pat=$(echo $ids | tr ' ' '|')
    named=$(grep -rnE "\"($pat)\"" src tools --include='*.c' --include='*.h' | grep -v '^src/games/')
    if [ -z "$named" ]; then ok "7 no file outside src/games names a game ($(echo $ids))"; else bad "7 game names outside src/games:"; echo "$named" | head -20; fi
fi

# 8. Self-contained: the rules contract is docs/rules/, the reference data
#    tests/data/reference/; nothing names what lay beside the repository.
OUTSIDE_PAT='\.\./share[d]|/wor[k]/|share[d]/RULES|RULES\.md|DESIGN\.md'
SCAN_ROOTS=(src tools tests fuzz levels docs README.md Makefile .ci)
# Text files only (-I: the screenshots are binary); prints "file:line:text",
# leaving out the one line of this file that holds the pattern.
outside_hits() {
    grep -rnIE "$OUTSIDE_PAT" "$@" 2>/dev/null | grep -v '^tests/suite_layout.sh:[0-9]*:OUTSIDE_PAT='
}
roots=()
for r in "${SCAN_ROOTS[@]}"; do [ -e "$r" ] && roots+=("$r"); done
scanned=$(grep -rlI '' "${roots[@]}" 2>/dev/null | wc -l)
canary_dir=$(mktemp -d)
printf 'see the %s file\n' "RU""LES.md" >"$canary_dir/planted.txt"
canary=$(outside_hits "$canary_dir" | wc -l)
rm -rf "$canary_dir"
hits=$(outside_hits "${roots[@]}")
if [ "$canary" -ne 1 ]; then
    bad "8 the scan for outside references does not find a planted one"
elif [ "${#roots[@]}" -lt 9 ] || [ "$scanned" -lt 200 ]; then
    bad "8 the scan for outside references read too little (${#roots[@]} of ${#SCAN_ROOTS[@]} roots, $scanned files)"
elif [ -n "$hits" ]; then
    bad "8 files name a document or folder outside the repository (cite docs/rules/ instead):"
    echo "$hits" | head -20
else
    ok "8 no outside references in $scanned text files of ${SCAN_ROOTS[*]}"
fi

# 9. The rules contract covers every registered game.
if [ -z "$ids" ]; then
    bad "9 no game ids found in src/games/registry.c"
else
    missing=
    for id in $ids; do [ -s "docs/rules/$id.md" ] || missing="$missing docs/rules/$id.md"; done
    if [ -z "$missing" ]; then ok "9 docs/rules/ has a file for each game ($(echo $ids))"
    else bad "9 registered games without their rules file:$missing"; fi
fi

# 10. The generated ConHex table matches its reference data.
gen_dir=$(mktemp -d)
if python3 tools/gen_conhex_data.py tests/data/reference/conhex_board.json "$gen_dir/conhex_board.c" 2>"$gen_dir/err" &&
   cmp -s "$gen_dir/conhex_board.c" src/games/conhex/conhex_board.c; then
    ok "10 src/games/conhex/conhex_board.c is what tools/gen_conhex_data.py makes from the reference board"
else
    bad "10 src/games/conhex/conhex_board.c differs from tools/gen_conhex_data.py's output (run it: tests/data/reference/README.md)"
    cat "$gen_dir/err"
fi
rm -rf "$gen_dir"

# 11 and 12: the events' vocabulary (python: the scans and their planted trees).
verbs=$(python3 - <<'EOF'
import os, re, shutil, sys, tempfile

EMIT = r'(?:\b(?:event_add|ev_put)\(\s*[^,()]+,\s*{k}\b|\bkind\s*=\s*(?:\(uint8_t\)\s*)?{k}\b)'

def read(p):
    with open(p, encoding="utf-8", errors="replace") as fh:
        return fh.read()

def kinds(root):
    text = read(os.path.join(root, "src/core/event.h"))
    body = re.search(r'typedef enum \{(.*?)\} event_kind_t;', text, re.S).group(1)
    body = re.sub(r'/\*.*?\*/', '', body, flags=re.S)
    return [k for k in re.findall(r'\b(EV_[A-Z0-9_]+)\b', body) if k != "EV_GAME"]

def sources(d):
    return [os.path.join(a, f) for a, _, fs in os.walk(d) for f in fs if f.endswith(".c")]

def lonely(root):
    """Kinds fewer than two games emit: [(kind, emitters)]."""
    games = sorted(d for d in os.listdir(os.path.join(root, "src/games"))
                   if os.path.isdir(os.path.join(root, "src/games", d)) and d != "template")
    texts = {g: "".join(read(f) for f in sources(os.path.join(root, "src/games", g))) for g in games}
    texts["(core)"] = "".join(read(f) for f in sources(os.path.join(root, "src/core")))
    out = []
    for k in kinds(root):
        pat = re.compile(EMIT.format(k=k))
        who = [g for g, t in texts.items() if pat.search(t)]
        if "(core)" not in who and len(who) < 2: out.append((k, who))
    return out

def prefixes(root):
    found = set()
    for base in ("src/games",):
        top = os.path.normpath(os.path.join(root, base))
        for a, _, fs in os.walk(top):
            if os.path.normpath(a) == top: continue
            for f in fs:
                if f.endswith(".h"):
                    found |= set(re.findall(r'\b([A-Z][A-Z0-9]*_EV_)[A-Z0-9_]+\b', read(os.path.join(a, f))))
    return sorted(found)

def named(root, pre):
    """Files outside a game's folder naming a sub-kind; files of the UI,
    the audio and the tools reading an event's sub."""
    hits = []
    name = re.compile(r'\b(?:%s)[A-Z0-9_]+\b' % "|".join(map(re.escape, pre))) if pre else None
    sub = re.compile(r'(?:->|\.)sub\b')
    for base in ("src", "tools"):
        for a, _, fs in os.walk(os.path.join(root, base)):
            parts = os.path.relpath(a, root).split(os.sep)
            if parts[:2] == ["src", "games"] and len(parts) > 2: continue  # a game's own folder
            for f in sorted(fs):
                if not f.endswith((".c", ".h")): continue
                p = os.path.join(a, f)
                t = read(p)
                m = name.search(t) if name else None
                if m: hits.append("%s names %s" % (os.path.relpath(p, root), m.group(0)))
                if parts[0] == "tools" or parts[:2] in (["src", "ui"], ["src", "audio"]):
                    if sub.search(t): hits.append("%s reads an event's sub" % os.path.relpath(p, root))
    return hits

def plant(files):
    d = tempfile.mkdtemp()
    for p, t in files.items():
        os.makedirs(os.path.dirname(os.path.join(d, p)), exist_ok=True)
        with open(os.path.join(d, p), "w") as fh: fh.write(t)
    return d

# 11.
tree = plant({"src/core/event.h": "typedef enum {\n EV_A = 1, /* EV_Z */\n EV_B,\n EV_GAME\n} event_kind_t;\n",
              "src/core/event.c": "",
              "src/games/one/one.c": "event_add(ev, EV_A, 1, 2, 3, 0);\ne.kind = (uint8_t)EV_B;\n",
              "src/games/two/two.c": "ev_put(ev, EV_A, 1, 0, 2, 3, 0, 0);\n"})
caught = [k for k, _ in lonely(tree)] == ["EV_B"]
shutil.rmtree(tree)
real = lonely(".")
n = len(kinds("."))
if not caught:
    print("FAIL 11 the shared-kind check does not catch a planted kind only one game emits")
elif n < 5:
    print("FAIL 11 read only %d event kinds from src/core/event.h" % n)
elif real:
    print("FAIL 11 event kinds fewer than two games emit (make them the game's own EV_GAME verbs):")
    for k, who in real: print("     %s: %s" % (k, ", ".join(who) or "nobody"))
else:
    print("ok   11 each of the %d event kinds of src/core/event.h is emitted by two games or more" % n)

# 12.
tree = plant({"src/games/zz/zz.h": "enum { ZZ_EV_HOP, ZZ_EV_COUNT };\n",
              "src/games/zz/zz_present.c": "case ZZ_EV_HOP: break;\n",
              "src/ui/board/actor.c": "if (e->kind == EV_GAME && e->sub == ZZ_EV_HOP) hop();\n"})
caught = named(tree, prefixes(tree)) == ["src/ui/board/actor.c names ZZ_EV_HOP", "src/ui/board/actor.c reads an event's sub"]
shutil.rmtree(tree)
pre = prefixes(".")
real = named(".", pre)
if not caught:
    print("FAIL 12 the sub-kind check does not catch a planted one in src/ui")
elif len(pre) < 3:
    print("FAIL 12 found only %d games' sub-kind prefixes (%s)" % (len(pre), " ".join(pre)))
elif real:
    print("FAIL 12 a game's sub-kinds named, or an event's sub read, outside its folder:")
    for h in real[:20]: print("     " + h)
else:
    print("ok   12 the games' sub-kinds (%s) are named only in their folders; src/ui, src/audio and tools read no sub" % " ".join(pre))
EOF
)
rc=$?
echo "$verbs"
if [ $rc -ne 0 ]; then bad "event kinds: python3 failed ($rc)"; fi
passed=$((passed + $(echo "$verbs" | grep -c '^ok ')))
failed=$((failed + $(echo "$verbs" | grep -c '^FAIL ')))
# 13. No turn policy outside the mid-end. Prints "file:line:text" for each
#     line under root $1 that decides a turn outside src/core/match.[ch]
#     (the games fill their policy in src/games/).
TURN_PAT='rules->turn|turn->(end_waits|unreachable|locate|colour_choice)|match_(act|pop)\(|ends_by_itself|would_end|pturn'
turn_policy_hits() {
    (cd "$1" && {
        grep -rnE "$TURN_PAT" src tools --include='*.c' --include='*.h' 2>/dev/null |
            grep -vE '^src/core/match\.[ch]:|^src/games/'
        grep -rnE 'session_play(_move)?\(' src/ui/play src/ui/learn --include='*.c' 2>/dev/null |
            grep -E '^src/ui/(play/|learn/tutorial)'
    })
}
plant_dir=$(mktemp -d)
mkdir -p "$plant_dir/src/ui/play" "$plant_dir/src/ui/learn" "$plant_dir/src/games/x"
printf 'if (match_ends_by_itself(t)) end(t);\n' >"$plant_dir/src/ui/play/a.c"
printf 'int w = g->rules->turn->end_waits(g, acts, n);\n' >"$plant_dir/src/ui/learn/tutorial_b.c"
printf 'session_play_move(s, m, err, n);\n' >"$plant_dir/src/ui/learn/tutorial_c.c"
printf 'const game_turn_t x_turn = {.end_waits = waits};\n' >"$plant_dir/src/games/x/x_turn.c"
planted=$(turn_policy_hits "$plant_dir" | wc -l)
rm -rf "$plant_dir"
hits=$(turn_policy_hits .)
if [ "$planted" -ne 3 ]; then
    bad "13 the turn-policy check does not find its 3 planted lines (found $planted)"
elif [ ! -f src/core/match.c ] || ! grep -q 'end_waits' src/core/match.c; then
    bad "13 src/core/match.c does not apply the games' turn policy"
elif own=$(grep -nE 'ACT_(THROW|PUSH|CLEANUP)|EV_(THROW|PUSH)' src/core/match.c) && [ -n "$own" ]; then
    bad "13 src/core/match.c branches on one game's own action kinds (give the game a game_turn_t hook):"
    echo "$own"
elif [ -n "$hits" ]; then
    bad "13 turn policy outside the mid-end (src/core/match.c decides; screens call match_click/take/confirm/commit):"
    echo "$hits" | head -20
else
    ok "13 no turn policy outside the mid-end (src/core/match.c)"
fi

# 14. One game's knowledge stays in its folder. The ceiling only comes
#     down: lower it when a change removes lines (issue 33 aims under 30).
CONCEPT_MAX=3
plant=$(mktemp -d)
mkdir -p "$plant/src/ui" "$plant/src/games/x"
printf '/* a comment on a crumb does not count */\nint f(int v) { return v & crumb_mask; }\nconst char *s = "chunk";\n' >"$plant/src/ui/a.c"
printf 'int g(int v) { return v & crumb_mask; }\n' >"$plant/src/games/x/x.c"
planted=$(python3 tools/concept-lines.py "$plant" 2>&1 | sed -n 's/^TOTAL //p')
rm -rf "$plant"
concepts=$(python3 tools/concept-lines.py 2>&1)
ncon=$(echo "$concepts" | sed -n 's/^TOTAL //p')
if [ "$planted" != 1 ]; then
    bad "14 tools/concept-lines.py does not count exactly the one planted line (got '$planted')"
elif [ -z "$ncon" ]; then
    bad "14 tools/concept-lines.py failed:"; echo "$concepts" | head -5
elif [ "$ncon" -gt "$CONCEPT_MAX" ]; then
    bad "14 $ncon code lines outside the games' folders name one game's concept (at most $CONCEPT_MAX; python3 tools/concept-lines.py --list):"
    echo "$concepts" | sed -n '2,21p'
else
    ok "14 $ncon code lines outside the games' folders name one game's concept (at most $CONCEPT_MAX)"
fi

# 15. Folders say what they hold: src/ui/platform is the SDL platform (the
#     back ends of the canvas, fonts, input, audio device, offscreen
#     drawing, the loop's timing and screen stack) and includes nothing of
#     the application (src/ui/app: main, window and loop wiring, navigation,
#     options, script driver) or of a screen, widget or the board view;
#     src/engine (the engine protocol hexgtp links) includes nothing of
#     src/ui or tools. Proved on planted files first.
layer_hits() {
    grep -HnE '#include "ui/(app|screens|play|learn|review|share|widgets|board)/' "$1"/src/ui/platform/*.[ch] 2>/dev/null
    grep -HnE '#include "(ui/|lib_|\.\./tools)' "$1"/src/engine/*.[ch] 2>/dev/null
}
plant=$(mktemp -d)
mkdir -p "$plant/src/ui/platform" "$plant/src/engine"
printf '#include "ui/app/nav.h"\n#include "ui/platform/font.h"\n' >"$plant/src/ui/platform/a.c"
printf '#include "lib_tool.h"\n#include "core/args.h"\n' >"$plant/src/engine/b.c"
planted=$(layer_hits "$plant" | wc -l)
rm -rf "$plant"
hits=$(layer_hits .)
if [ "$planted" -ne 2 ]; then
    bad "15 the layer check does not find its 2 planted includes (found $planted)"
elif [ ! -f src/engine/gtp.c ] || ! grep -q '"engine/gtp.h"' tools/hexgtp.c; then
    bad "15 the engine protocol is not src/engine/gtp.c linked by tools/hexgtp.c"
elif [ -n "$hits" ]; then
    bad "15 src/ui/platform or src/engine includes what lies above it:"
    echo "$hits" | head -20
else
    ok "15 src/ui/platform includes nothing of the app, screens or board; src/engine nothing of the UI or tools"
fi

# 16. The layers, read from the includes (tools/layers.py says how).
selftest=$(python3 tools/layers.py --selftest 2>&1)
if [ $? -ne 0 ] || ! echo "$selftest" | grep -q '^ok '; then
    bad "16 tools/layers.py does not find a planted arrow back up:"
    echo "$selftest" | head -5
else
    layers=$(python3 tools/layers.py --doc docs/architecture.md 2>&1)
    rc=$?
    echo "$layers" | sed 's/^ok   /ok   16 /; s/^FAIL /FAIL 16 /'
    nok=$(echo "$layers" | grep -c '^ok ')
    nbad=$(echo "$layers" | grep -c '^FAIL ')
    passed=$((passed + nok))
    failed=$((failed + nbad))
    if [ $rc -ne 0 ] && [ "$nbad" -eq 0 ]; then bad "16 tools/layers.py failed ($rc)"; fi
fi

# 17. The platform seam (src/plat/plat.h) is the only place that knows the
#     system: see the list at the top.
SEAM_COND='^\s*#\s*(if|ifdef|ifndef|elif).*(_WIN32|__linux__|__APPLE__|__unix__|__GLIBC__|__MINGW)'
SEAM_HDR='^\s*#\s*include\s*<(unistd|dirent|poll|fcntl|windows|io|malloc|pwd|libgen|sys/[a-z_]+)\.h>'
seam_hits() {
    grep -rHnE "$SEAM_COND" "$1"/src "$1"/tools "$1"/tests --include='*.[ch]' 2>/dev/null | grep -v "^$1/src/plat/"
    grep -rHnE "$SEAM_HDR" "$1"/src "$1"/tools --include='*.[ch]' 2>/dev/null | grep -v "^$1/src/plat/"
    grep -rHnE '#\s*include\s*("(core|ai|games|draw|engine|audio|ui)/|<SDL)' "$1"/src/plat 2>/dev/null
}
# Tests outside the Makefile's POSIX_ONLY_TESTS reach the system only
# through the seam (they run under wine too).
posix_only=" $(sed -n '/^POSIX_ONLY_TESTS *=/,/[^\\]$/p' Makefile | sed 's/.*=//; s/\\//g' | tr '\n' ' ') "
test_hits() {
    for f in "$1"/tests/*.c; do
        case "$posix_only" in *" $(basename "$f" .c) "*) continue ;; esac
        grep -HnE "$SEAM_HDR"'|\b(fork|waitpid|kill|popen|system|mkfifo|geteuid|setenv|unsetenv|mkdtemp|mkstemp|nanosleep|clock_gettime|sysconf|getpid|lstat|opendir|readdir)\(' "$f"
    done
}
plant=$(mktemp -d)
mkdir -p "$plant/src/core" "$plant/tools" "$plant/tests" "$plant/src/plat/posix"
printf '#ifdef _WIN32\n#include <windows.h>\n#endif\n' >"$plant/src/core/a.c"
printf '#include <dirent.h>\n' >"$plant/tools/b.c"
printf '#if defined(__linux__)\n#endif\n' >"$plant/tests/c.c"
printf '#include "core/fileio.h"\n#include <unistd.h>\n' >"$plant/src/plat/posix/d.c"
printf '#include <unistd.h>\nint x(void) { return fork(); }\n' >"$plant/tests/test_zz.c"
planted=$(( $(seam_hits "$plant" | wc -l) + $(test_hits "$plant" | wc -l) ))
rm -rf "$plant"
hits=$(seam_hits .; test_hits .)
missing=""
for f in $(grep -oE '\bplat_[a-z0-9_]+\(' src/plat/plat.h | tr -d '(' | sort -u); do
    # One written the same for every system lives in src/plat/common.
    grep -qE "^[a-zA-Z].*\b$f\(" src/plat/common/*.c 2>/dev/null && continue
    for side in posix win32; do
        grep -qE "^[a-zA-Z].*\b$f\(" src/plat/$side/*.c 2>/dev/null || missing="$missing $side:$f"
    done
done
if [ "$planted" -ne 7 ]; then
    bad "17 the seam check does not find its 7 planted lines (found $planted)"
elif [ ! -f src/plat/plat.h ]; then
    bad "17 src/plat/plat.h is missing"
elif [ -n "$hits" ]; then
    bad "17 the system is asked about outside src/plat (go through src/plat/plat.h):"
    echo "$hits" | head -20
elif [ -n "$missing" ]; then
    bad "17 functions of src/plat/plat.h without an implementation:$missing"
else
    ok "17 only src/plat knows the system; every function of plat.h is in src/plat/posix and src/plat/win32 (or src/plat/common)"
fi

# 18. The documents' links resolve (tools/doclinks.py says how).
selftest=$(python3 tools/doclinks.py --selftest 2>&1)
if [ $? -ne 0 ] || ! echo "$selftest" | grep -q '^ok '; then
    bad "18 tools/doclinks.py does not find a planted broken link:"
    echo "$selftest" | head -5
else
    links=$(python3 tools/doclinks.py --root . 2>&1)
    if [ $? -eq 0 ] && echo "$links" | grep -q '^ok '; then
        ok "18 ${links#ok   }"
    else
        bad "18 ${links#FAIL }"
    fi
fi

finish
