#!/usr/bin/env python3
"""Count the code lines outside the games' folders that name one game's concept.

How it counts (issue 33): every .c and .h file under src and tools, except
the games' own folders (src/games/<id>/) and the registry's one line (the
shared files directly in src/games count), with comments and the insides
of string and character literals blanked. A line counts when one of its
identifiers has an underscore-separated part (compared in lower case) in
CONCEPT_PARTS, or is one of CONCEPT_IDS; the identifiers in GENERIC (or
"file:identifier" there) do not, where the same word means something every
game has (a screen stack's push, the C type double, a block of samples).
Words inside strings do not count (a usage text may name a game's
notation); the identifiers that pick them do.

Every line that names a game's concept counts, not only if/switch/case/?:
lines: a line that only exists for one game (a field, an enum member, a
helper's call) is knowledge that belongs in that game's folder as much as
the branch that uses it. So the count is an upper bound on the branches.

The drawing kit (src/draw) is counted too: its shape functions for one
game's pieces (an axe, a peg, a plate) are that game's drawing.

Usage: concept-lines.py [--list] [ROOT]   prints "TOTAL n" then per-file
counts (most first); --list prints every counted line too."""
import os
import re
import signal
import sys

# One game's words: Wunchunk, Uknight, Zumo, ConHex (Churn's flips and
# pulls are the shared recolour and slide).
CONCEPT_PARTS = {
    # Wunchunk
    "chunk", "chunks", "crumb", "crumbs", "allotment",
    # Uknight
    "knight", "knights", "axe", "axes", "chop", "chops", "throw", "thrown",
    "cleanup", "double", "doubles", "doubled",
    # Zumo
    "push", "pushes", "pushed", "pushing", "pushable", "evaporate", "evaporates",
    "evaporation", "evap", "shatter", "shatters", "shattered", "energy",
    "sightline", "sightlines",
    # ConHex
    "conhex", "plate", "plates", "peg", "pegs", "claim", "claims", "claimed",
}
CONCEPT_IDS = {"EV_FALL", "SND_FALL"}
# Same letters, another meaning.
GENERIC = {
    "double",                                   # the C type
    "CHUNK", "EVAL_CHUNKS", "EVAL_CHUNK_MIN", "EVAL_CHUNK_MAX",  # blocks of samples, of work
    "src/ai/ai_eval.c:chunk", "src/core/fileio.c:claim", "expand_claimed",
    "nav_push", "screen_push", "canvas_push_clip", "SDL_PushEvent", "OP_PUSH",
    "push_entry", "push_history", "result_pushed",
    "parse_double", "cmp_double", "args_parse_double", "rng_double",
    "json_object_get_double", "json_type_double",
}

TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def strip_comments(text):
    """The text with comments and the insides of string and character
    literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == "/" and i + 1 < n and text[i + 1] == "/":
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif c == "/" and i + 1 < n and text[i + 1] == "*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (j - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def is_concept(tok, rel):
    if tok in GENERIC or rel + ":" + tok in GENERIC:
        return False
    if tok in CONCEPT_IDS:
        return True
    return any(p.lower() in CONCEPT_PARTS for p in tok.split("_") if p)


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` is not an error
    args = sys.argv[1:]
    listing = "--list" in args
    args = [a for a in args if a != "--list"]
    root = args[0] if args else "."
    per_file, lines_out = {}, []
    for top in ("src", "tools"):
        for d, _, fs in sorted(os.walk(os.path.join(root, top))):
            rel_d = os.path.relpath(d, root)
            if rel_d.startswith("src/games/"):
                continue  # a game's own folder; the shared files of src/games count
            for f in sorted(fs):
                if not f.endswith((".c", ".h")):
                    continue
                path = os.path.join(d, f)
                rel = os.path.relpath(path, root)
                if rel == "src/games/registry.c":
                    continue  # the one registry line names every game by design
                with open(path, encoding="utf-8", errors="replace") as fh:
                    code = strip_comments(fh.read())
                for k, line in enumerate(code.split("\n"), 1):
                    hits = sorted({t for t in TOKEN.findall(line) if is_concept(t, rel)})
                    if hits:
                        per_file[rel] = per_file.get(rel, 0) + 1
                        lines_out.append("%s:%d: [%s] %s" % (rel, k, " ".join(hits), line.strip()))
    print("TOTAL %d" % sum(per_file.values()))
    for rel, c in sorted(per_file.items(), key=lambda kv: (-kv[1], kv[0])):
        print("%5d %s" % (c, rel))
    if listing:
        for l in lines_out:
            print(l)


if __name__ == "__main__":
    main()
