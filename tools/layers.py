#!/usr/bin/env python3
"""The layers of src/ and tools/, read from their #include lines.

Each folder is a layer (LAYERS, bottom first); a file may include headers of
its own folder and of the layers below, never of one above (an arrow back
up) nor of another folder of its own rank (a sideways arrow: src/draw,
src/ai and src/audio read the games' tables from src/contract, never from
each other; one game's folder never reads another's). Circles among the
folders are reported too. Inside src/ui the folders are one layer: its
modules are kept free of circles by tests/suite_layout.sh check 1.

  tools/layers.py [--root DIR]           the report; status 1 on any fault
  tools/layers.py --doc FILE             also: FILE's picture (between the
                                         markers) is the one made now
  tools/layers.py --doc FILE --write     rewrite FILE's picture
  tools/layers.py --selftest             the checks find what they forbid
                                         in a planted tree

The report's lines start "ok " or "FAIL " (tests/suite_layout.sh counts
them), details indented below a FAIL.
"""
import os
import re
import shutil
import sys
import tempfile

# Bottom first: (rank, folder, what it holds). A folder that is not listed
# (a new one under src/) is a fault until it is given a rank here.
LAYERS = [
    (0, "src/plat", "the operating system's calls"),
    (1, "src/core", "rules interface, mid-end, session, files, board maths"),
    (2, "src/contract", "the tables every game fills: look, words, learn, preview, AI knowledge"),
    (3, "src/draw", "the drawing kit, no SDL"),
    (3, "src/ai", "search, levels, worker, review"),
    (3, "src/audio", "synthesis, mixer, cue plans"),
    (4, "src/games", "registry, presenter interface, the AI's facts worded"),
    (5, "src/games/<id>", "one folder a game: rules, AI knowledge, tables"),
    (6, "src/engine", "the engine protocol"),
    (6, "src/ui", "the client, the only SDL"),
    (7, "tools", "headless programs and hexshot"),
]
RANK = {name: rank for rank, name, _ in LAYERS}
BEGIN = "<!-- layers: made by tools/layers.py from the includes; do not edit by hand -->"
END = "<!-- end of the layers -->"
INC = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def node(path):
    """The layer a file (repository-relative) belongs to; None outside src and tools."""
    parts = path.split("/")
    if parts[0] == "tools":
        return "tools"
    if parts[0] != "src" or len(parts) < 3:
        return None
    if parts[1] == "games" and len(parts) > 3:
        return "src/games/<id>"
    return "src/" + parts[1]


def folder(path):
    return os.path.dirname(path)


def resolve(root, src_file, inc):
    """The repository path an include names (it may not exist in a planted tree)."""
    if inc.startswith("lib_"):
        return "tools/" + inc
    here = os.path.normpath(os.path.join(folder(src_file), inc))
    if os.path.exists(os.path.join(root, here)):
        return here
    return "src/" + os.path.normpath(inc)


def scan(root):
    """[(file, line number, included path)] for every file of src and tools."""
    out = []
    for base in ("src", "tools"):
        for d, subdirs, files in os.walk(os.path.join(root, base)):
            subdirs.sort()
            for f in sorted(files):
                if not f.endswith((".c", ".h")):
                    continue
                rel = os.path.relpath(os.path.join(d, f), root).replace(os.sep, "/")
                with open(os.path.join(d, f), encoding="utf-8", errors="replace") as fh:
                    for k, line in enumerate(fh, 1):
                        m = INC.match(line)
                        if m:
                            out.append((rel, k, resolve(root, rel, m.group(1)).replace(os.sep, "/")))
    return out


def circles(edges):
    """Strongly connected sets of more than one folder (Tarjan)."""
    index, low, stack, on, found, n = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def analyse(root):
    """The faults and the layer graph of the tree at root."""
    incs = scan(root)
    up, sideways, unmapped, arrows, folders = [], [], set(), {}, {}
    for f, k, h in incs:
        a, b = node(f), node(h)
        for p, n_ in ((f, a), (h, b)):
            if n_ is not None and n_ not in RANK:
                unmapped.add(n_)
        if a is None or b is None or a not in RANK or b not in RANK:
            continue
        fa, fb = folder(f), folder(h)
        if fa != fb:
            folders.setdefault(fa, set()).add(fb)
        if a == b and not (a == "src/games/<id>" and fa != fb):
            continue
        where = "%s:%d includes %s" % (f, k, h)
        if RANK[b] > RANK[a]:
            up.append("%s (%s, rank %d, reads %s, rank %d)" % (where, a, RANK[a], b, RANK[b]))
        elif RANK[b] == RANK[a]:
            sideways.append("%s (%s and %s are of one rank)" % (where, a, b))
        if a != b:
            arrows.setdefault(a, set()).add(b)
    # Folder circles: src/ui's folders count as one (see the docstring).
    def merged(p):
        return "src/ui" if p == "src/ui" or p.startswith("src/ui/") else p
    edges = {}
    for a, bs in folders.items():
        for b in bs:
            if merged(a) != merged(b):
                edges.setdefault(merged(a), set()).add(merged(b))
    return {"files": len({f for f, _, _ in incs}), "includes": len(incs), "up": up,
            "sideways": sideways, "unmapped": sorted(unmapped), "circles": circles(edges),
            "arrows": arrows}


def picture(res):
    """The layer picture: each layer, top first, and the layers it includes."""
    present = {n for n in res["arrows"]} | {b for bs in res["arrows"].values() for b in bs}
    rows = [(r, n, what) for r, n, what in LAYERS if n in present]
    rows.sort(key=lambda t: (-t[0], [n for _, n, _ in LAYERS].index(t[1])))
    width = max(len(n) for _, n, _ in rows)
    lines = ["```", "rank layer%s  includes (read from the #include lines)" % (" " * (width - 5))]
    last = None
    for r, n, what in rows:
        if last is not None and r != last:
            lines.append("")
        last = r
        below = sorted(res["arrows"].get(n, ()), key=lambda b: (-RANK[b], [x for _, x, _ in LAYERS].index(b)))
        lines.append("%4d %-*s  %s" % (r, width, n, ", ".join(below) if below else "-"))
        lines.append("     %-*s  (%s)" % (width, "", what))
    lines.append("")
    lines.append("arrows back up: %d; sideways: %d; circles among folders: %d"
                 % (len(res["up"]), len(res["sideways"]), len(res["circles"])))
    lines.append("```")
    return "\n".join(lines)


def doc_block(text):
    i, j = text.find(BEGIN), text.find(END)
    if i < 0 or j < i:
        return None
    return text[i + len(BEGIN):j].strip("\n")


def report(root, doc=None, write=False):
    res = analyse(root)
    bad = 0

    def fail(title, items):
        nonlocal bad
        bad += 1
        print("FAIL " + title)
        for x in items[:30]:
            print("     " + x)

    if res["files"] < 20:
        fail("layers: read only %d files of src and tools" % res["files"], [])
    if res["unmapped"]:
        fail("layers: folders without a layer (give them a rank in tools/layers.py LAYERS)",
             res["unmapped"])
    if res["up"]:
        fail("layers: %d includes run back up" % len(res["up"]), res["up"])
    else:
        print("ok   layers: 0 of %d includes in %d files run back up" % (res["includes"], res["files"]))
    if res["sideways"]:
        fail("layers: %d includes run sideways (a folder of the same rank)" % len(res["sideways"]),
             res["sideways"])
    else:
        print("ok   layers: no include runs sideways (draw, ai, audio; one game and another)")
    if res["circles"]:
        fail("layers: folders include each other in a circle", [" -> ".join(c) for c in res["circles"]])
    else:
        print("ok   layers: no include circle among the folders")
    if doc:
        made = picture(res)
        with open(doc, encoding="utf-8") as fh:
            text = fh.read()
        have = doc_block(text)
        if write:
            if have is None:
                fail("layers: %s has no markers for the picture" % doc, [BEGIN, END])
            else:
                new = text[:text.find(BEGIN) + len(BEGIN)] + "\n" + made + "\n" + text[text.find(END):]
                tmp = doc + ".tmp%d" % os.getpid()
                with open(tmp, "w", encoding="utf-8") as fh:
                    fh.write(new)
                os.replace(tmp, doc)
                print("ok   layers: wrote the picture into %s" % doc)
        elif have is None:
            fail("layers: %s has no picture between the markers" % doc, [BEGIN, END])
        elif have != made:
            fail("layers: %s's picture differs from the includes (tools/layers.py --doc %s --write)"
                 % (doc, doc), ["made now:"] + made.splitlines())
        else:
            print("ok   layers: %s's picture is the one the includes make" % doc)
    return bad


def plant(files):
    d = tempfile.mkdtemp()
    for p, t in files.items():
        os.makedirs(os.path.dirname(os.path.join(d, p)), exist_ok=True)
        with open(os.path.join(d, p), "w") as fh:
            fh.write(t)
    return d


def selftest():
    """The checks on a planted tree: one arrow up, two sideways that make a
    circle, one game reading another, a folder without a layer."""
    filler = {"src/core/f%d.c" % i: '#include "core/game.h"\n' for i in range(20)}
    tree = plant(dict(filler, **{
        "src/core/game.h": "",
        "src/core/bad.c": '#include "contract/look.h"\n',
        "src/contract/look.h": '#include "core/game.h"\n',
        "src/draw/palette.c": '#include "ai/ai.h"\n#include "contract/look.h"\n',
        "src/ai/ai.h": '#include "draw/palette.h"\n',
        "src/draw/palette.h": "",
        "src/games/one/one.c": '#include "games/two/two.h"\n',
        "src/games/two/two.h": "",
        "src/zz/z.c": '#include "core/game.h"\n',
    }))
    try:
        res = analyse(tree)
    finally:
        shutil.rmtree(tree)
    want = {"up": 1, "sideways": 3, "circles": 2, "unmapped": 1}
    got = {k: len(res[k]) for k in want}
    if got != want or "src/core/bad.c:1" not in res["up"][0]:
        print("FAIL layers: the checks do not find what was planted (want %s, got %s)" % (want, got))
        return 1
    print("ok   layers: a planted arrow up, sideways arrows, circles and a folder without a layer are found")
    return 0


def main(argv):
    root, doc, write = ".", None, False
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--root" and args:
            root = args.pop(0)
        elif a == "--doc" and args:
            doc = args.pop(0)
        elif a == "--write":
            write = True
        elif a == "--selftest":
            return selftest()
        else:
            print("usage: tools/layers.py [--root DIR] [--doc FILE [--write]] | --selftest", file=sys.stderr)
            return 2
    return 1 if report(root, doc and os.path.normpath(os.path.join(root, doc)), write) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
