// The engine's errors on a translated page: the WebAssembly engine reports
// an illegal move by its message key, and the page shows that locale's
// text, rendered when the site was built (never the engine's English).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromium } from "playwright-core";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = process.env.TILEBOOK_BIN || path.join(repo, "target/release/tilebook");
let server, browser, base;

before(async () => {
  const port = await new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
  base = `http://127.0.0.1:${port}`;
  const out = path.join(repo, "target/browser-site-engine-errors");
  server = spawn(bin, ["--root", repo, "--color", "never", "serve", "--port", String(port), "--out", out], { stdio: ["ignore", "pipe", "pipe"] });
  await new Promise((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${log}`)), 60000);
    const watch = (d) => { log += d; if (log.includes("serving ")) { clearTimeout(timer); resolve(); } };
    server.stdout.on("data", watch);
    server.stderr.on("data", watch);
    server.on("exit", (code) => reject(new Error(`serve exited with ${code}:\n${log}`)));
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
});

after(async () => {
  await browser?.close();
  server?.kill();
});

test("an illegal follower on a Polish page shows the Polish reason", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(60000);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/pl/base/scoring.html`, { waitUntil: "load", timeout: 90000 });
  await page.waitForFunction(() => document.documentElement.dataset.examples === "ready");
  const fig = page.locator('figure[data-example="city-tie"]').first();
  await fig.scrollIntoViewIfNeeded();
  // Green tries a knight in the city of the last tile, which red's and
  // blue's knights already hold further along.
  await fig.locator('select[name="player"]').selectOption("green");
  const point = await fig.evaluate((f) => {
    const t = f.widget.current.tiles[4];
    const a = f.widget.data.anchors[t.kind].find(([ty]) => ty === "city");
    let [x, y] = [a[2], a[3]];
    for (let i = 0; i < t.rotation / 90; i++) [x, y] = [100 - y, x];
    const svg = f.querySelector("svg.board-svg");
    const p = svg.createSVGPoint();
    p.x = t.at[0] * 100 + x; p.y = t.at[1] * 100 + y;
    const s = p.matrixTransform(svg.getScreenCTM());
    return { x: s.x, y: s.y };
  });
  await page.mouse.click(point.x, point.y);
  const shown = (await fig.locator(".error").textContent()).trim();
  const table = JSON.parse(await page.locator("#engine-messages").textContent());
  assert.equal(shown, table["engine-follower-occupied"].red);
  assert.match(shown, /zajęty przez czerwonego gracza/);
  assert.doesNotMatch(shown, /occupied|follower/i, "no English");
  // A key the page has no text for gets its neutral Polish message.
  const fallback = await fig.evaluate((f) => f.widget.errorText("no rule edition `fourth`"));
  assert.equal(fallback, "Ten ruch jest niedozwolony.");
  assert.deepEqual(errors, []);
  await page.close();
});
