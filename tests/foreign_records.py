#!/usr/bin/env python3
"""Real-shaped records of other sites, written by a converter of our own.

Plays games with hexgtp (the AI at level beginner, fixed seeds), writes each
as an AbstractPlay game record or a Little Golem ConHex text with the
mappings of docs/import.md (coded here from the formulas, apart from the
product's code), then checks through a second hexgtp that each imports
(`loadgame`), replays to the same board and the recorded result, and
exports back (`savegame --format ap|lg`) to the same record.

usage: foreign_records.py HEXGTP DIR   (DIR: a fresh temporary folder)
"""
import json
import os
import subprocess
import sys


class Gtp:
    def __init__(self, exe, seed):
        self.p = subprocess.Popen([exe, "--seed", str(seed)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True)

    def cmd(self, line, ok=True):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            l = self.p.stdout.readline()
            if l == "":
                raise SystemExit("hexgtp ended on: " + line)
            if l == "\n" and out:
                break
            out.append(l.rstrip("\n"))
        text = "\n".join(out)
        if ok and not text.startswith("="):
            raise SystemExit("hexgtp refused %r: %s" % (line, text))
        return text[1:].strip() if text[:1] in "=?" else text

    def close(self):
        self.cmd("quit")
        self.p.wait()


# ---- The mappings, from the formulas alone.

def ap_hex_cell(name, side):
    """Hexarcade <letter(c)><r+1> -> AbstractPlay <letter(r)><k>, k = c - max(0, r-(n-1)) + 1."""
    c = ord(name[0]) - ord("A")
    r = int(name[1:]) - 1
    k = c - max(0, r - (side - 1)) + 1
    return "%s%d" % (chr(ord("a") + r), k)


def ap_churn(move, side):
    return ap_hex_cell(move, side)


def ap_wunchunk(move, side):
    if move == "pass":
        return "pass"
    return ",".join(s[0] + ap_hex_cell(s[1:], side) for s in move.split(","))


def ap_conhex(move):
    """Hexarcade <L><n> -> AbstractPlay <l><12-n>."""
    return "%s%d" % (move[0].lower(), 12 - int(move[1:]))


def lg_conhex(move, swapped):
    """Little Golem's swap reflects the pieces: holes after it are transposed."""
    if move == "swap" or not swapped:
        return move
    n = int(move[1:])
    return "%s%d" % (chr(ord("A") + n - 1), ord(move[0]) - ord("A") + 1)


# ---- Games

def play(exe, seed, setup, pie, limit=None):
    """Plays a game (beginner on every seat); returns the moves, the board, the result."""
    g = Gtp(exe, seed)
    g.cmd("game " + setup)
    moves = []
    while g.cmd("result") == "ongoing" and (limit is None or len(moves) < limit):
        if pie and len(moves) == 1:
            g.cmd("play swap")
            moves.append("swap")
            continue
        moves.append(g.cmd("genmove beginner"))
    board, result = g.cmd("showboard"), g.cmd("result")
    g.close()
    return moves, board, result


def winners_of(result):
    return [int(w) for w in result.split()[1:]] if result.startswith("winner") else []


def ap_record(game, variants, names, moves_ap, pie, result, ending=None):
    """moves_ap: the AbstractPlay moves (no pie); names by final colour."""
    win = winners_of(result)
    players = []
    for i, n in enumerate(names):
        p = {"name": n, "userid": "id-" + n, "is_ai": False}
        if win:
            p["result"] = 1 if i + 1 in win else 0
        players.append(p)
    header = {"game": {"name": game, "variants": variants}, "event": None,
              "site": {"name": "Abstract Play", "gameid": "test-%s" % game},
              "date-start": "2024-04-01T08:00:00.000Z", "date-end": "2024-05-01T10:00:00.000Z",
              "players": players}
    if pie:
        header["pie-invoked"] = True
    flat = list(moves_ap) + ([ending] if ending else [])
    n = len(names)
    rounds = [flat[i:i + n] for i in range(0, len(flat), n)]
    return {"header": header, "moves": rounds}


def check(exe, d, name, text, board, result, fmt, exact=True):
    path = os.path.join(d, name)
    with open(path, "w") as f:
        f.write(text)
    g = Gtp(exe, 7)
    g.cmd("loadgame " + path)
    got_board, got_result = g.cmd("showboard"), g.cmd("result")
    if got_board != board:
        raise SystemExit("%s: the board after import differs:\n%s\nexpected\n%s" % (name, got_board, board))
    if got_result != result:
        raise SystemExit("%s: result %s, expected %s" % (name, got_result, result))
    out = os.path.join(d, name + ".out")
    g.cmd("savegame %s --format %s" % (out, fmt))
    g.close()
    back = open(out).read().rstrip("\n")
    if fmt == "ap":
        same = json.loads(back) == json.loads(text)
    else:
        same = back == text
    if not same:
        raise SystemExit("%s: exported\n%s\ninstead of\n%s" % (name, back, text))
    print("foreign: %s: %d moves, %s, imported, replayed and exported back" % (name, text.count(";") if fmt == "lg" else
                                                                              sum(len(r) for r in json.loads(text)["moves"]),
                                                                              result))


def main():
    exe, d = sys.argv[1], sys.argv[2]

    # Churn, side 3, with a pie.
    moves, board, result = play(exe, 3, "churn size=3 pie=on", pie=True)
    ap = [ap_churn(m, 3) for m in moves if m != "swap"]
    rec = ap_record("churn", [], ["alice", "bob"], ap, True, result)
    check(exe, d, "AbstractPlay-churn-pie.json", json.dumps(rec), board, result, "ap")

    # Churn hex4, no pie, ended by a resignation of Red after 12 moves: the
    # game ends there, Blue the winner (issue 46).
    moves, board, result = play(exe, 4, "churn size=4 pie=off", pie=False, limit=12)
    rec = ap_record("churn", ["hex4"], ["alice", "bob"], [ap_churn(m, 4) for m in moves], False, "ongoing",
                    ending="resign")
    rec["header"]["players"][0]["result"], rec["header"]["players"][1]["result"] = 0, 1  # Red resigned
    check(exe, d, "AbstractPlay-churn-hex4-resign.json", json.dumps(rec, indent=2), board, "winner 2 (1 resigned)", "ap")

    # ConHex with a pie.
    moves, board, result = play(exe, 5, "conhex pie=on", pie=True)
    ap = [ap_conhex(m) for m in moves if m != "swap"]
    rec = ap_record("conhex", [], ["carol", "dave"], ap, True, result)
    check(exe, d, "AbstractPlay-conhex-pie.json", json.dumps(rec), board, result, "ap")

    # Wunchunk, 2 players (side 6, AbstractPlay's pie offered: the AI may
    # take it), and 3 players on side 8 (hex8, as AbstractPlay sets it).
    moves, board, result = play(exe, 6, "wunchunk size=6 players=2 balance=off pie=on", pie=False)
    pie = len(moves) > 1 and moves[1] == "swap"
    rec = ap_record("wunchunk", [], ["erin", "frank"], [ap_wunchunk(m, 6) for m in moves if m != "swap"], pie, result)
    check(exe, d, "AbstractPlay-wunchunk-2p.json", json.dumps(rec), board, result, "ap")
    moves, board, result = play(exe, 8, "wunchunk size=8 players=3 balance=off pie=off", pie=False)
    rec = ap_record("wunchunk", ["hex8"], ["erin", "frank", "gina"], [ap_wunchunk(m, 8) for m in moves], False, result)
    check(exe, d, "AbstractPlay-wunchunk-3p.json", json.dumps(rec), board, result, "ap")

    # A player's archive: both Churn games (the resigned one older) and a
    # game Hexarcade does not play.
    older = json.loads(open(os.path.join(d, "AbstractPlay-churn-hex4-resign.json")).read())
    older["header"]["date-end"] = "2024-04-15T10:00:00.000Z"
    arch = [older, json.loads(open(os.path.join(d, "AbstractPlay-churn-pie.json")).read()),
            {"header": {"game": {"name": "homeworlds", "variants": []}, "players": [{"name": "x"}, {"name": "y"}],
                        "date-end": "2024-06-01T00:00:00.000Z"}, "moves": []}]
    with open(os.path.join(d, "archive.json"), "w") as f:
        json.dump(arch, f)

    # Little Golem ConHex: without a swap (Red resigns), and with one.
    moves, board, result = play(exe, 9, "conhex pie=off", pie=False, limit=21)
    lg = "(;FF[CONHEX]VA[CONHEX]EV[conhex.ch.12.1.1]PB[ann]PW[ben]SO[https://www.littlegolem.net]"
    lg += "".join(";%s[%s]" % ("BR"[i % 2], lg_conhex(m, False)) for i, m in enumerate(moves))
    lg += ";R[resign])"
    check(exe, d, "littlegolem-conhex.txt", lg, board, "winner 1 (2 resigned)", "lg")
    moves, board, result = play(exe, 10, "conhex pie=on", pie=True)
    lg = "(;FF[CONHEX]VA[CONHEX]EV[conhex.ch.12.1.2]PB[ann]PW[ben]SO[https://www.littlegolem.net]"
    swapped = False
    for i, m in enumerate(moves):
        lg += ";%s[%s]" % ("BR"[i % 2], lg_conhex(m, swapped))
        swapped = swapped or m == "swap"
    lg += ")"
    check(exe, d, "littlegolem-conhex-swap.txt", lg, board, result, "lg")


if __name__ == "__main__":
    main()
