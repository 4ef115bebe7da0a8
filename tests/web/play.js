// Plays in the page of make web (tests/suite_web.sh): the client runs a
// --script of tests/e2e's kind (clicks and keys through its real window),
// given through the page's test door (window.hexarcadeTest in index.html).
// Usage: node play.js URL OUTDIR [RUN,...]   (default keep,refused,import,bad,export,records,analyse,think)
// Each run printed as one line of JSON {run, exit, errors, store, warn,
// console; think: thinkMs, thinkTurns, maxGapMs, medianGapMs, p90GapMs,
// maxTurnMs, aiIterations, aiSeconds}:
//  keep    Zumo against First: a stone, the AI's answer (4 moves), the
//          script ends; then the page is loaded again in the same browser
//          (its IndexedDB): Continue (Enter on the title) resumes Zumo with
//          the 4 moves;
//  refused the same game with IndexedDB refused (its open throws, as in
//          private browsing): the page says so and the game goes on;
//  import  an AbstractPlay record (ConHex) given by the file input: the
//          import screen lists it, Enter plays on; then another (Churn)
//          pasted over that game;
//  export  F12 on the play screen: the PNG of the board comes as a
//          download (then a line {run: "export-file", files, bytes, png});
//  records the game saved in a slot (the saves screen, Enter), then Ctrl+C
//          and Ctrl+Shift+C on the play screen: the .sav, the record and
//          the move list come as downloads (then a line {run:
//          "records-files", files, texts: {name: text}});
//  bad     a Zumo game on screen, then an AbstractPlay record with a move
//          off the board given by the file input: the status line says it
//          cannot be imported, and the game on screen is the same (its
//          screen, game and 2 moves; build/web-shots/bad.png);
//  analyse a Zumo game of two people: a hint (H) comes, the analysis board
//          (A) fills its evaluation bar, and the review (V) analyses the
//          game's 3 positions (the client's checks: expect-message,
//          expect-analysed);
//  think   Zumo against Expert (WEB_THINK_LEVEL): while the AI thinks (from
//          the person's move shown to the AI's, --log-moves) the frames'
//          gaps (requestAnimationFrame turns) and the client's own turns;
//          the page's frames paced as a person has them (the script's
//          "paced"; WEB_THINK_DRAWN=1: every frame drawn, as a script
//          otherwise draws).
// The scripts check what is on screen (expect-moves, expect-game); a
// failed check ends the client with status 1. WEB_GAPS=1: think also lists
// each turn around the think ([ms from the person's move, its length]);
// WEB_THINK_LEVEL, WEB_AI_THREADS (a settings.conf) change its set-up.
// WEB_CONSOLE=N keeps the page's last N console lines (default 20);
// WEB_PROFILE=PREFIX writes each run's CPU profile to PREFIX-RUN.cpuprofile
// (Chromium's sampling profiler at 0.2 ms, for DevTools; make web
// WEB_CFLAGS_EXTRA=--profiling-funcs names the C functions in it).
"use strict";
const fs = require("fs");
const path = require("path");
const puppeteer = require("puppeteer-core");

const [url, outdir, which = "keep,refused,import,bad,export,records,analyse,think"] = process.argv.slice(2);
const wanted = which.split(",");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const WAIT_MS = Number(process.env.WEB_WAIT_MS || 120000);
const root = path.join(__dirname, "..", "..");
const sav = fs.readFileSync(path.join(root, "tests/e2e/zumo-start.sav"), "utf8");

const against = (level) => sav.replace(/^seat2: .*$/m, "seat2: " + level);
const runs = {
  keep: {
    args: ["--script", "/tmp/keep.script"],
    files: {
      "/tmp/zumo.sav": against("first"),
      "/tmp/keep.script": ["load /tmp/zumo.sav", "speed 300", "idle", "click F8", "idle", "expect-moves 4",
                           "quit"].join("\n") + "\n",
    },
  },
  resume: {
    args: ["--script", "/tmp/resume.script"],
    files: {
      // The newest game has the focus: Continue.
      "/tmp/resume.script": ["wait 0.5", "expect-screen title", "key enter", "idle", "expect-screen play",
                             "expect-game zumo", "expect-moves 4", "shot /tmp/resumed.png", "wait 0.5",
                             "quit"].join("\n") + "\n",
    },
  },
  think: {
    args: ["--script", "/tmp/think.script", "--log-moves"],
    files: {
      "/tmp/zumo.sav": against(process.env.WEB_THINK_LEVEL || "expert"),
      ...(process.env.WEB_AI_THREADS ? {"/home/web_user/.config/hexarcade/settings.conf": "ai-threads = " + process.env.WEB_AI_THREADS + "\n"} : {}),
      // The move a second after the board is up, as a person looks first:
      // the frames measured are the move's and the think's, not the
      // page's first ones after loading the game.
      "/tmp/think.script": ["load /tmp/zumo.sav", "speed 300", ...(process.env.WEB_THINK_DRAWN ? [] : ["paced"]), "idle", "wait 1",
                            "click F8", "idle", "expect-moves 4", "quit"].join("\n") + "\n",
    },
  },
  // The AI's other jobs, on the page's threads or its fibers: a hint, the
  // analysis board's evaluation, the review's analysis. Each check fails
  // when its job does not end or answer (idle gives up after 120 s).
  analyse: {
    args: ["--script", "/tmp/analyse.script"],
    files: {
      "/tmp/zumo.sav": against("human"),
      "/tmp/analyse.script": ["load /tmp/zumo.sav", "idle", "key h", "idle", "expect-message Hint:",
                              "key a", "wait 3", "expect-analysed 1", "key escape", "idle", "expect-screen play",
                              "key v", "idle", "expect-screen review", "expect-analysed 3",
                              "shot /tmp/review.png", "wait 0.5", "quit"].join("\n") + "\n",
    },
  },
  // A record given by the file input (the test sets the file as a person
  // picks it), then by a paste: the import screen lists its game, Enter
  // plays on from its end.
  import: {
    args: ["--script", "/tmp/import.script", "--log-moves"],
    files: {
      // Both games are over: playing on from the end shows the result.
      // Each waits for the import screen the file brings (a fixed wait
      // was overrun on a loaded machine).
      "/tmp/import.script": ["wait-screen import", "key enter", "idle", "expect-game conhex",
                             "expect-result winner 1", "shot /tmp/imported.png",
                             "wait-screen import", "key enter", "idle", "expect-game churn",
                             "quit"].join("\n") + "\n",
    },
  },
  // F12 on the play screen: a PNG of the board, downloaded.
  export: {
    args: ["--script", "/tmp/export.script"],
    files: {
      "/tmp/zumo.sav": against("first"),
      "/tmp/export.script": ["load /tmp/zumo.sav", "idle", "key f12", "idle", "wait 2", "quit"].join("\n") + "\n",
    },
  },
  // A bad record given while a game is on screen: the desktop's message,
  // and the game stays as it was.
  bad: {
    args: ["--script", "/tmp/bad.script"],
    files: {
      "/tmp/zumo.sav": against("first"),
      "/tmp/bad.script": ["load /tmp/zumo.sav", "idle", "wait-message Cannot import this record",
                          "expect-screen play", "expect-game zumo",
                          "expect-moves 2", "shot /tmp/bad.png",
                          "quit"].join("\n") + "\n",
    },
  },
  // A named save (the saves screen opened by --open save: Enter takes its
  // proposed name), then the record and the move list copied.
  records: {
    args: ["--load", "/tmp/zumo.sav", "--open", "save", "--script", "/tmp/records.script"],
    files: {
      "/tmp/zumo.sav": against("first"),
      "/tmp/records.script": ["idle", "expect-screen saves", "key enter", "idle", "key escape", "idle",
                              "expect-screen play", "key ctrl+c", "idle", "key ctrl+shift+c", "idle", "wait 2",
                              "quit"].join("\n") + "\n",
    },
  },
};
runs.refused = runs.keep;
const RECORDS = path.join(root, "tests/data/foreign");

async function launch() {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
           "--window-size=1280,800", "--disable-dev-shm-usage"],
    defaultViewport: { width: 1280, height: 800 },
  });
}

// A page whose loads pick their run by ?run=NAME; refuse: IndexedDB's
// open throws.
async function newPage(browser, log, refuse) {
  const page = await browser.newPage();
  page.on("console", (m) => log.push(m.type() + ": " + m.text()));
  page.on("pageerror", (e) => log.push("pageerror: " + e.message));
  await page.evaluateOnNewDocument((all, refuse) => {
    const t = all[new URLSearchParams(location.search).get("run")];
    if (t) window.hexarcadeTest = t;
    if (refuse) {
      IDBFactory.prototype.open = function () {
        throw new DOMException("refused by the test", "SecurityError");
      };
    }
  }, runs, !!refuse);
  return page;
}

// Loads the run and waits for the client to end; what the suite checks.
async function play(page, name, log, act) {
  const out = { run: name };
  log.length = 0;
  try {
    let cdp = null;
    if (process.env.WEB_PROFILE) {
      cdp = await page.target().createCDPSession();
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    await page.goto(url + "?run=" + name, { waitUntil: "load", timeout: WAIT_MS });
    if (act) await act(page);
    await page.waitForFunction(() => window.hexarcade.exit !== null || window.hexarcade.errors.length > 0,
                               { timeout: WAIT_MS, polling: 100 });
    if (cdp) {
      const { profile } = await cdp.send("Profiler.stop");
      fs.writeFileSync(process.env.WEB_PROFILE + "-" + name + ".cpuprofile", JSON.stringify(profile));
    }
    // The last copy to IndexedDB ends (the next load reads it).
    await page.waitForFunction(() => !window.hexarcade.store.soon && !window.hexarcade.store.busy, { timeout: WAIT_MS, polling: 100 });
    const h = await page.evaluate(() => window.hexarcade);
    out.exit = h.exit;
    out.errors = h.errors;
    out.store = { state: h.store.state, copies: h.store.copies, error: h.store.error };
    out.warn = await page.evaluate(() => {
      const w = document.getElementById("warn");
      return w.style.display === "block" ? w.textContent : "";
    });
    if (name === "think") {
      // From the person's move shown (3) to the AI's (4): --log-moves.
      const at = (k) => (h.printed.find((p) => p[1].startsWith("shown " + k + " ")) || [null])[0];
      const from = at(3), to = at(4);
      if (from !== null && to !== null) {
        out.thinkMs = Math.round(to - from);
        // The gaps from the frame before the thinking to the one after.
        const gaps = [];
        let maxCost = 0, n = 0, last = null;
        h.turnTimes.forEach((t, i) => {
          if (t < from) {
            last = t;
            return;
          }
          if (last === null || last > to) return;
          gaps.push(t - last);
          last = t;
          if (t <= to) n++;
          maxCost = Math.max(maxCost, h.turnCosts[i]);
        });
        gaps.sort((a, b) => a - b);
        out.thinkTurns = n;
        out.maxGapMs = Math.round(gaps.length ? gaps[gaps.length - 1] : to - from);
        out.medianGapMs = Math.round(gaps.length ? gaps[gaps.length >> 1] : to - from);
        out.p90GapMs = Math.round(gaps.length ? gaps[Math.floor(gaps.length * 0.9)] : to - from);
        out.maxTurnMs = Math.round(maxCost);
        // The search's own count (--log-moves: "ai N iterations S s").
        const ai = h.printed.map((p) => /^ai (\d+) iterations ([\d.]+) s/.exec(p[1])).filter((m) => m).pop();
        if (ai) {
          out.aiIterations = Number(ai[1]);
          out.aiSeconds = Number(ai[2]);
        }
        if (process.env.WEB_GAPS)
          out.turns = h.turnTimes.map((t, i) => [Math.round(t - from), Math.round(h.turnCosts[i])])
                                 .filter((x) => x[0] > -500 && x[0] < to - from + 500);
      }
    }
    const shot = { resume: "resumed.png", import: "imported.png", bad: "bad.png", analyse: "review.png" }[name];
    if (shot) {
      const png = await page.evaluate((f) => {
        try {
          return Array.from(window.Module.FS.readFile(f));
        } catch (e) {
          return null;
        }
      }, "/tmp/" + shot);
      if (png) fs.writeFileSync(path.join(outdir, shot), Buffer.from(png));
    }
  } catch (e) {
    out.error = String(e && e.message || e);
  }
  out.console = log.slice(-(Number(process.env.WEB_CONSOLE) || 20));
  console.log(JSON.stringify(out));
}

(async () => {
  const log = [];
  let browser;
  const fresh = async () => {
    if (browser) await browser.close();
    browser = await launch();
  };
  try {
    if (wanted.includes("keep")) {
      // The same browser (its IndexedDB) for the load after.
      await fresh();
      const page = await newPage(browser, log, false);
      await play(page, "keep", log);
      await play(page, "resume", log);
    }
    if (wanted.includes("refused")) {
      await fresh();
      await play(await newPage(browser, log, true), "refused", log);
    }
    if (wanted.includes("import")) {
      await fresh();
      await play(await newPage(browser, log, false), "import", log, async (page) => {
        await page.waitForFunction(() => window.hexarcade.turns > 0, { timeout: WAIT_MS, polling: 50 });
        const input = await page.$("#open");
        await input.uploadFile(path.join(RECORDS, "AbstractPlay-conhex-pie.json"));
        // The second record pasted once the first game is on screen (the
        // script's shot of it is written).
        const text = fs.readFileSync(path.join(RECORDS, "AbstractPlay-churn-pie.json"), "utf8");
        await page.waitForFunction(() => window.Module.FS.analyzePath("/tmp/imported.png").exists ||
                                   window.hexarcade.exit !== null, { timeout: WAIT_MS, polling: 50 });
        await page.evaluate((t) => {
          const d = new DataTransfer();
          d.setData("text/plain", t);
          window.dispatchEvent(new ClipboardEvent("paste", { clipboardData: d, bubbles: true }));
        }, text);
      });
    }
    if (wanted.includes("bad")) {
      await fresh();
      // A move off the board (z99) in a record that is otherwise whole.
      const text = fs.readFileSync(path.join(RECORDS, "AbstractPlay-conhex-pie.json"), "utf8")
        .replace('["i10", "k1"]', '["z99", "k1"]');
      const file = path.join(outdir, "bad-conhex.json");
      fs.writeFileSync(file, text);
      await play(await newPage(browser, log, false), "bad", log, async (page) => {
        await page.waitForFunction(() => window.hexarcade.turns > 0, { timeout: WAIT_MS, polling: 50 });
        await (await page.$("#open")).uploadFile(file);
      });
    }
    if (wanted.includes("export")) {
      await fresh();
      const page = await newPage(browser, log, false);
      const dir = path.join(outdir, "downloads");
      fs.mkdirSync(dir, { recursive: true });
      const cdp = await page.target().createCDPSession();
      await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: dir });
      await play(page, "export", log);
      // The download lands a moment after the click.
      for (let i = 0; i < 50 && !fs.readdirSync(dir).some((f) => /\.png$/.test(f)); i++)
        await new Promise((r) => setTimeout(r, 200));
      const got = fs.readdirSync(dir).filter((f) => /\.png$/.test(f));
      const png = got.length ? fs.readFileSync(path.join(dir, got[0])) : null;
      console.log(JSON.stringify({ run: "export-file", files: got, bytes: png ? png.length : 0,
                                   png: !!png && png.slice(1, 4).toString() === "PNG" }));
    }
    if (wanted.includes("records")) {
      await fresh();
      const page = await newPage(browser, log, false);
      const dir = path.join(outdir, "records");
      fs.mkdirSync(dir, { recursive: true });
      const cdp = await page.target().createCDPSession();
      await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: dir });
      await play(page, "records", log);
      // Three downloads; each lands a moment after its click.
      const done = () => fs.readdirSync(dir).filter((f) => !/\.crdownload$/.test(f));
      for (let i = 0; i < 50 && done().length < 3; i++) await new Promise((r) => setTimeout(r, 200));
      const texts = {};
      for (const f of done()) texts[f] = fs.readFileSync(path.join(dir, f), "utf8");
      console.log(JSON.stringify({ run: "records-files", files: done(), texts }));
    }
    if (wanted.includes("analyse")) {
      await fresh();
      await play(await newPage(browser, log, false), "analyse", log);
    }
    if (wanted.includes("think")) {
      await fresh();
      await play(await newPage(browser, log, false), "think", log);
    }
  } finally {
    if (browser) await browser.close();
  }
})();
