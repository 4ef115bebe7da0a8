// Plays in the page of make web (tests/suite_web.sh): the client runs a
// --script of tests/e2e's kind (clicks and keys through its real window),
// given through the page's test door (window.hexarcadeTest in index.html).
// Usage: node play.js URL OUTDIR [RUN,...]   (default keep,refused,think)
// The runs, each printed as one line of JSON {run, exit, errors, store,
// warn, maxGapMs, console}:
//  keep    Zumo against First: a stone, the AI's answer (4 moves), the
//          script ends; then the page is loaded again in the same browser
//          (its IndexedDB): Continue (Enter on the title) resumes Zumo with
//          the 4 moves;
//  refused the same game with IndexedDB refused (its open throws, as in
//          private browsing): the page says so and the game goes on;
//  think   Zumo against Hard: the frame gaps (requestAnimationFrame turns)
//          from the click to the end while the AI thinks.
// The scripts check what is on screen (expect-moves, expect-game); a
// failed check ends the client with status 1.
"use strict";
const fs = require("fs");
const path = require("path");
const puppeteer = require("puppeteer-core");

const [url, outdir, which = "keep,refused,think"] = process.argv.slice(2);
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
    args: ["--script", "/tmp/think.script"],
    files: {
      "/tmp/zumo.sav": against("hard"),
      "/tmp/think.script": ["load /tmp/zumo.sav", "speed 300", "idle", "wait 1.5", "click F8", "idle",
                            "expect-moves 4", "quit"].join("\n") + "\n",
    },
  },
};
runs.refused = runs.keep;

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
async function play(page, name, log, startGapsAfterMs) {
  const out = { run: name };
  log.length = 0;
  try {
    await page.goto(url + "?run=" + name, { waitUntil: "load", timeout: WAIT_MS });
    await page.waitForFunction(() => window.hexarcade.exit !== null || window.hexarcade.errors.length > 0,
                               { timeout: WAIT_MS, polling: 100 });
    // The last copy to IndexedDB ends (the next load reads it).
    await page.waitForFunction(() => !window.hexarcade.store.busy, { timeout: WAIT_MS, polling: 100 });
    const h = await page.evaluate(() => window.hexarcade);
    out.exit = h.exit;
    out.errors = h.errors;
    out.store = { state: h.store.state, copies: h.store.copies, error: h.store.error };
    out.warn = await page.evaluate(() => {
      const w = document.getElementById("warn");
      return w.style.display === "block" ? w.textContent : "";
    });
    if (startGapsAfterMs !== undefined) {
      const t = h.turnTimes.filter((x) => x >= h.firstTurnMs + startGapsAfterMs);
      let max = 0;
      for (let i = 1; i < t.length; i++) max = Math.max(max, t[i] - t[i - 1]);
      out.maxGapMs = Math.round(max);
      out.gapTurns = t.length;
    }
    if (name === "resume") {
      const png = await page.evaluate(() => {
        try {
          return Array.from(window.Module.FS.readFile("/tmp/resumed.png"));
        } catch (e) {
          return null;
        }
      });
      if (png) fs.writeFileSync(path.join(outdir, "resumed.png"), Buffer.from(png));
    }
  } catch (e) {
    out.error = String(e && e.message || e);
  }
  out.console = log.slice(-20);
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
    if (wanted.includes("think")) {
      // Gaps from the click on (the script's idle and 1.5 s wait before it
      // cover the start's own work: fonts, the board's first images).
      await fresh();
      await play(await newPage(browser, log, false), "think", log, 2500);
    }
  } finally {
    if (browser) await browser.close();
  }
})();
