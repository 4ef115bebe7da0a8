#!/usr/bin/env python3
"""Writes hexgtp command files of random WHOLE games (tests/wine.sh).

usage: gtp_randgames.py HEXGTP DATA_DIR OUT_DIR GAMES SEED [ID...]

For each game id, GAMES games are played to their end by asking HEXGTP (the
Linux build) for the legal moves and picking one with a seeded generator,
so the same hexgtp and seed give the same files. OUT_DIR/ID.cmd then holds
every game in one session (a 'game' command each: wine's start-up costs
seconds per process), with the position asked after moves (legal moves,
score, side to move; the board every few moves and at the end) and the
result and final score. Feeding the file to two builds compares their
transcripts. A game that has not ended after MAX_MOVES moves is an error:
random games of these rules end long before.
"""
import concurrent.futures
import random
import subprocess
import sys

MAX_MOVES = 3000
BIG = 1024  # a longer list of legal moves is left out of the transcripts
# The board sizes each game allows (the engine refuses others); the random
# games go through all of them, small ones most (the time is wine's).
SETUPS = {
    "wunchunk": ["size=5", "size=5", "size=6", "size=5 players=3", "size=5 players=4", "size=8"],
    "churn": ["size=3", "size=3", "size=4"],
    "conhex": [""],
    "uknight": ["size=5", "size=5", "size=6", "size=7"],
    "zumo": ["size=6", "size=6", "size=7", "size=8"],
}


class Gtp:
    def __init__(self, exe, data):
        self.p = subprocess.Popen([exe, "--data", data], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, cmd, may_fail=False):
        self.p.stdin.write(cmd + "\n")
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line == "":
                sys.exit("gtp_randgames: hexgtp ended at '%s'" % cmd)
            if line == "\n" and lines:
                break
            lines.append(line.rstrip("\n"))
        text = "\n".join(lines)
        if may_fail and text.startswith("?"):
            return None
        if not text.startswith("="):
            sys.exit("gtp_randgames: hexgtp refused '%s': %s" % (cmd, text))
        return text[1:].strip()

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def one_game(gtp, rng, gid, setup, out):
    cmd = ("game %s %s" % (gid, setup)).strip()
    gtp.ask(cmd)
    gtp.ask("hexarcade-level first")
    out += [cmd, "showboard"]
    big = False
    for n in range(MAX_MOVES + 1):
        moves = None if big else gtp.ask("legal_moves", may_fail=True)
        if moves is not None and len(moves.split()) <= BIG:
            out.append("legal_moves")
            if not moves.split():
                # No move left: the game is over (the result says so).
                if gtp.ask("result") == "ongoing":
                    sys.exit("gtp_randgames: %s: no legal move, game not over" % cmd)
                out += ["result", "final_score", "score", "showboard", "to_move"]
                return n
        elif big and gtp.ask("result") != "ongoing":
            out += ["result", "final_score", "score", "showboard", "legal_moves", "to_move"]
            return n
        else:
            # A Wunchunk allotment of several stones: thousands of moves,
            # each list costing milliseconds and megabytes of transcript.
            # The rest of this game is the First AI's picks (genmove).
            big = True
        if n == MAX_MOVES:
            break
        if moves is None:
            move = gtp.ask("genmove")
        else:
            move = rng.choice(moves.split())
            gtp.ask("play " + move)
        out += ["play " + move, "score", "to_move"]
        if (n + 1) % 7 == 0:
            out.append("showboard")
        if (n + 1) % 29 == 0:
            # An undo and the same move again: the way back is checked too.
            out += ["undo", "showboard", "play " + move]
    sys.exit("gtp_randgames: %s: not over after %d moves" % (cmd, MAX_MOVES))


def one_id(exe, data, outdir, games, seed, gid):
    # Each game id its own generator and hexgtp: the same files whatever
    # order the threads run in.
    rng = random.Random("%s/%s" % (seed, gid))
    gtp = Gtp(exe, data)
    setups = SETUPS[gid]
    out, total = [], 0
    for i in range(games):
        total += one_game(gtp, rng, gid, setups[i % len(setups)], out)
    gtp.close()
    with open("%s/%s.cmd" % (outdir, gid), "w") as f:
        f.write("\n".join(out) + "\n")
    return "%s %d %d" % (gid, games, total)


def main():
    if len(sys.argv) < 6:
        sys.exit(__doc__)
    exe, data, outdir, games, seed = sys.argv[1:6]
    ids = sys.argv[6:] or list(SETUPS)
    # The time is the round trips to hexgtp: the ids side by side.
    with concurrent.futures.ThreadPoolExecutor(len(ids)) as pool:
        jobs = [pool.submit(one_id, exe, data, outdir, int(games), seed, gid) for gid in ids]
        for job in jobs:
            print(job.result())


main()
