// Drives the page of make web in headless Chromium (tests/suite_web.sh):
// loads URL, waits for the client's first turns, takes a screenshot and
// counts its colours in the page itself (no image library here).
// Usage: node smoke.js URL SHOT.png [isolated|plain] [NATIVE.png]
// (plain: served without the isolation headers; the page loads its form
// without threads)
// NATIVE.png: the desktop client's screenshot of the same title at the same
// size, compared block by block (the mean colour of 40 x 40 squares).
// Prints one JSON object: what the suite checks.
// WEB_WAIT_MS: how long to wait for the page (default 60000); WEB_STACK=1:
// the page's errors with their stacks (link with --profiling-funcs for
// the C functions' names).
"use strict";
const puppeteer = require("puppeteer-core");

const [url, shot, mode = "isolated", native] = process.argv.slice(2);
const fs = require("fs");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const WAIT_MS = Number(process.env.WEB_WAIT_MS || 60000);

// The colours of a PNG (base64), counted in the page: the distinct ones
// at 4 bits a channel, and the share of pixels unlike the commonest.
function colours(b64) {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const c = document.createElement("canvas");
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext("2d");
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      const seen = new Map();
      for (let i = 0; i < d.length; i += 4) {
        const k = ((d[i] >> 4) << 8) | ((d[i + 1] >> 4) << 4) | (d[i + 2] >> 4);
        seen.set(k, (seen.get(k) || 0) + 1);
      }
      let top = 0;
      for (const n of seen.values()) top = Math.max(top, n);
      const all = d.length / 4;
      resolve({ width: c.width, height: c.height, distinct: seen.size, unlikeCommonest: (all - top) / all });
    };
    img.onerror = () => reject(new Error("the screenshot is not a readable PNG"));
    img.src = "data:image/png;base64," + b64;
  });
}

// The mean difference (0-255) of two PNGs' 40 x 40 squares' mean colours;
// null when their sizes differ.
function blockDiff(a, b) {
  const load = (b64) => new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const c = document.createElement("canvas");
      c.width = img.width;
      c.height = img.height;
      c.getContext("2d").drawImage(img, 0, 0);
      resolve(c.getContext("2d").getImageData(0, 0, c.width, c.height));
    };
    img.onerror = () => reject(new Error("not a readable PNG"));
    img.src = "data:image/png;base64," + b64;
  });
  return Promise.all([load(a), load(b)]).then(([x, y]) => {
    if (x.width !== y.width || x.height !== y.height) return null;
    const B = 40, bw = Math.floor(x.width / B), bh = Math.floor(x.height / B);
    let sum = 0, n = 0;
    for (let by = 0; by < bh; by++) {
      for (let bx = 0; bx < bw; bx++) {
        for (let ch = 0; ch < 3; ch++) {
          let sx = 0, sy = 0;
          for (let yy = by * B; yy < (by + 1) * B; yy++) {
            for (let xx = bx * B; xx < (bx + 1) * B; xx++) {
              const i = (yy * x.width + xx) * 4 + ch;
              sx += x.data[i];
              sy += y.data[i];
            }
          }
          sum += Math.abs(sx - sy) / (B * B);
          n++;
        }
      }
    }
    return sum / n;
  });
}

(async () => {
  const out = { mode, console: [] };
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Root in a container: no sandbox. WebGL by SwiftShader (no GPU).
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
           "--window-size=1280,800", "--disable-dev-shm-usage"],
    defaultViewport: { width: 1280, height: 800 },
  });
  try {
    const page = await browser.newPage();
    page.on("console", (m) => out.console.push(m.type() + ": " + m.text()));
    page.on("pageerror", (e) => out.console.push("pageerror: " + e.message + (process.env.WEB_STACK ? " " + e.stack : "")));
    const t0 = Date.now();
    await page.goto(url, { waitUntil: "load", timeout: WAIT_MS });
    out.isolated = await page.evaluate(() => window.crossOriginIsolated === true);
    // Both forms run: threads where isolated, slices without (the page
    // says which it loaded). The first turn, then enough of them for the
    // title to be drawn.
    await page.waitForFunction(() => window.hexarcade.turns >= 60 || window.hexarcade.errors.length > 0,
                               { timeout: WAIT_MS, polling: 50 });
    const h = await page.evaluate(() => window.hexarcade);
    out.form = h.form;
    out.turns = h.turns;
    out.errors = h.errors;
    out.firstTurnMs = h.firstTurnMs;
    out.renderer = h.renderer;
    out.loadToFirstTurnMs = Date.now() - t0;
    await new Promise((r) => setTimeout(r, 1500));
    out.turnsAfter = await page.evaluate(() => window.hexarcade.turns);
    const b64 = await page.screenshot({ encoding: "base64" });
    fs.writeFileSync(shot, Buffer.from(b64, "base64"));
    out.colours = await page.evaluate(colours, b64);
    if (native) {
      out.nativeColours = await page.evaluate(colours, fs.readFileSync(native).toString("base64"));
      out.nativeDiff = await page.evaluate(blockDiff, b64, fs.readFileSync(native).toString("base64"));
    }
  } catch (e) {
    out.error = String(e && e.message || e);
  } finally {
    await browser.close();
  }
  console.log(JSON.stringify(out));
})();
