// What the browser test files share: tilebook (TILEBOOK_BIN: scripts/test.sh
// gives the debug binary the Rust tests built; by default the release one) serving a build
// of the site on a free port, Debian's Chromium driven by playwright-core,
// and opening a page that records its console errors. Screenshots and
// serve's log go to target/browser/.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { createWriteStream, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromium } from "playwright-core";

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const bin = process.env.TILEBOOK_BIN || path.join(repo, "target/release/tilebook");
export const shots = path.join(repo, "target/browser");
export const LOCALES = ["en", "ro", "hu", "pt-BR", "pl"];
mkdirSync(shots, { recursive: true });

const freePort = () => new Promise((resolve) => {
  const s = createServer();
  s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

/** Starts `tilebook serve` on a free port, building into target/<out>
 * (each test file its own), its log in target/browser/<log>. Resolves to
 * `{ base, output, stop }`: the server's address, what it printed (its
 * build's figures among it) and a function that stops it. */
export async function serve(out, log) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(bin, ["--root", repo, "--color", "never", "serve", "--port", String(port), "--out", path.join(repo, "target", out)], { stdio: ["ignore", "pipe", "pipe"] });
  const serveLog = createWriteStream(path.join(shots, log));
  server.stdout.pipe(serveLog);
  server.stderr.pipe(serveLog);
  const state = { base, output: "", stop: () => server.kill() };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${state.output}`)), 60000);
    const watch = (d) => { state.output += d; if (state.output.includes("serving ")) { clearTimeout(timer); resolve(); } };
    server.stdout.on("data", watch);
    server.stderr.on("data", watch);
    server.on("exit", (code) => reject(new Error(`serve exited with ${code}:\n${state.output}`)));
  });
  return state;
}

/** Debian's Chromium (or $CHROMIUM), headless. */
export const launch = () => chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** Opens `base + url` in a new page of `browser` and records console
 * errors and uncaught exceptions; `setup` gets the page before it loads
 * (to listen to its requests). Resolves to `{ page, errors }`. */
export async function open(browser, base, url, setup = () => {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  setup(page);
  // Generous limits: CI machines have two cores shared with the build.
  page.setDefaultNavigationTimeout(90000);
  page.setDefaultTimeout(60000);
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(e.message));
  // Requests still open if the page never finishes loading: named in the failure.
  const pending = new Set();
  page.on("request", (r) => pending.add(r));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  // One retry: a starved CI machine can stall a first load; a page that
  // never loads fails and names the requests still open.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(base + url, { waitUntil: "load", timeout: 45000 });
      break;
    } catch (e) {
      const open = [...pending].map((r) => r.url()).join(", ");
      console.error(`tilebook: ${url} did not load (attempt ${attempt}); still loading: ${open}`);
      if (attempt === 2) throw new Error(`${e.message}\nstill loading: ${open}`);
      pending.clear();
    }
  }
  return { page, errors };
}
