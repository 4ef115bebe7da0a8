/* Writes AbstractPlay game records with AbstractPlay's own code: random
 * games of every variant of Churn, ConHex and Wunchunk played by gameslib's
 * engines, each written by GameBase.genRecord() (what the website's
 * "Download completed record" gives), beside gameslib's own final board and
 * winners. See README.md (how to run it, the gameslib commit).
 *
 * usage: tsx gen.ts GAMESLIB_DIR OUT_DIR LOCALE(none|en|de|fr|it) SEED [COUNT [light]]
 * Output per game: <name>.json (the record, exactly JSON.stringify of
 * genRecord()) and <name>.expect (a line "winner 1 2": gameslib's winners,
 * seats; a line "colours 1 2": their colours; then one line per stone
 * "<AbstractPlay cell> <colour>"). */
import * as fs from "fs";
import * as path from "path";

const [gamesDir, outDir, locale, seedText, countText] = process.argv.slice(2);
if (!gamesDir || !outDir || !locale || !seedText) {
    console.error("usage: tsx gen.ts GAMESLIB_DIR OUT_DIR LOCALE(none|en|de|fr|it) SEED [COUNT [light]]");
    process.exit(2);
}

/* A seeded Math.random (mulberry32): gameslib's random moves use it, so a
 * seed gives the same games again. */
let seed = Number(seedText) >>> 0;
Math.random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/* eslint-disable @typescript-eslint/no-var-requires */
const src = (p: string) => require(path.resolve(gamesDir, "src", p));
if (locale !== "none") src("i18n-node").addResource(locale); /* as the site's back end does */
const { ChurnGame } = src("games/churn");
const { ConhexGame } = src("games/conhex");
const { WunchunkGame } = src("games/wunchunk");
/* Wunchunk before 2026-03-08 (gameslib 2ca04386^, copied in by gen.sh). */
const { WunchunkGame: WunchunkOld } = src("games/wunchunk-2026-03-07");

type Cfg = { tag: string; make: () => any; players: number; pie: boolean; start: string; end: string };
/* Random Churn on the big boards runs to thousands of turns: one game each, and none with "light". */
const heavy = ["churn-hex5", "churn-limping-446"];
const cfgs: Cfg[] = [];
const add = (tag: string, make: () => any, players: number, pie: boolean, start = "2026-05-02T10:00:00.000Z",
             end = "2026-05-09T18:30:00.000Z") => cfgs.push({ tag, make, players, pie, start, end });
for (const v of [[], ["hex4"], ["hex5"], ["limping-34"], ["limping-335"], ["limping-446"]])
    add(`churn-${v[0] ?? "hex3"}`, () => new ChurnGame(undefined, v), 2, true);
for (const v of [[], ["size-15"]]) add(`conhex-${v[0] ?? "11"}`, () => new ConhexGame(undefined, v), 2, true);
for (const v of [[], ["hex5"], ["hex7"], ["hex8"], ["open"], ["open", "hex7"]])
    add(`wunchunk-2p-${v.join("-") || "hex6"}`, () => new WunchunkGame(2, v), 2, false);
for (const p of [3, 4])
    for (const v of [[], ["hex7"]]) add(`wunchunk-${p}p-${v[0] ?? "hex8"}`, () => new WunchunkGame(p, v), p, false);
for (const v of [[], ["hex5"], ["hex8"], ["open"]])
    add(`wunchunk-old-2p-${v.join("-") || "hex6"}`, () => new WunchunkOld(2, v), 2, !v.includes("open"),
        "2026-02-10T09:00:00.000Z", "2026-02-20T21:00:00.000Z");
for (const p of [3, 4])
    add(`wunchunk-old-${p}p-hex8`, () => new WunchunkOld(p, []), p, false, "2026-02-10T09:00:00.000Z",
        "2026-02-20T21:00:00.000Z");

/* One random legal move: gameslib's own randomMove, retried while its
 * validator refuses it (Wunchunk's random moves ignore the balance rule). */
function play(g: any): void {
    /* The open start: a chunk of each colour, then the choice of sides. */
    if (g.variants.includes("open") && g.stack.length === 1) {
        const empty = (c: string) => !g.board.has(c);
        const cells: string[] = g.graph.listCells().filter(empty);
        const pick = (taken: string[]) => {
            for (;;) {
                const a = cells[Math.floor(Math.random() * cells.length)];
                const nb = g.graph.neighbours(a).filter((c: string) => !taken.includes(c) && c !== a);
                if (taken.includes(a) || nb.length === 0) continue;
                return [a, nb[Math.floor(Math.random() * nb.length)]];
            }
        };
        const red = pick([]), blue = pick(red);
        g.move(`1${red[0]},1${red[1]},2${blue[0]},2${blue[1]}`);
        return;
    }
    if (g.variants.includes("open") && g.stack.length === 2) {
        g.move(Math.random() < 0.5 ? "swap" : "pass");
        return;
    }
    for (let tries = 0; tries < 200; tries++) {
        const m: string = g.randomMove();
        const r = g.validateMove(m);
        if (r.valid && r.complete !== -1) {
            g.move(m);
            return;
        }
    }
    g.move("pass");
}

const names = ["alice", "bob", "carol", "dave"];
const count = Number(countText ?? "2");
const light = process.argv[7] === "light";
fs.mkdirSync(outDir, { recursive: true });
for (const c of cfgs) {
    const isHeavy = heavy.includes(c.tag);
    if (isHeavy && light) continue;
    for (let k = 1; k <= (isHeavy ? 1 : count); k++) {
        const g = c.make();
        let plies = 0;
        while (!g.gameover && plies++ < 20000) play(g);
        if (!g.gameover) throw new Error(`${c.tag}: no end after 20000 plies`);
        const pied = c.pie && Math.random() < 0.5;
        const rec = g.genRecord({
            uid: `apgen-${c.tag}-${locale}-${k}`,
            players: names.slice(0, c.players).map((n, i) => ({ name: n, uid: `uid-${n}`, isai: i === 1 ? true : undefined })),
            dateStart: new Date(c.start),
            dateEnd: new Date(c.end),
            pied,
        });
        /* date-generated is the time of the run: a fixed one keeps the fixtures reproducible. */
        rec.header["date-generated"] = "2026-12-06T00:00:00.000Z";
        const base = path.join(outDir, `${c.tag}-${locale}-${k}`);
        fs.writeFileSync(`${base}.json`, JSON.stringify(rec) + "\n");
        const board: Map<string, number> = g.board ?? g.boardVertex;
        /* gameslib's winners are seats; after Wunchunk's open-start swap seat 1 plays colour 2. */
        const colour = (p: number) => (g.swapped ? 3 - p : p);
        const lines = [`winner ${[...g.winner].sort().join(" ")}`, `colours ${[...g.winner].map(colour).sort().join(" ")}`];
        for (const [cell, p] of [...board.entries()].sort()) lines.push(`${cell} ${p}`);
        fs.writeFileSync(`${base}.expect`, lines.join("\n") + "\n");
        console.log(`${base}: ${plies} plies, winner ${g.winner}`);
    }
}
