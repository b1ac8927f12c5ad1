// "My box" in real Chromium (issue 18): the reader ticks three sets, the
// address holds the choice and gives it back on a reload, the tiles are
// added up, the chapters follow the phases of play, and an interaction
// shows only with both its books; in two locales. Run by scripts/test.sh
// with the other browser tests; screenshots go to target/browser/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { bin, launch, open as openIn, repo, serve, shots } from "./harness.mjs";

let server, browser;

before(async () => {
  server = await serve("browser-box-site", "serve-box.log");
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.stop();
});

const open = (url) => openIn(browser, server.base, url);
const ready = (page) => page.waitForFunction(() => document.documentElement.dataset.box === "ready", null, { timeout: 20000 });

/** Each tile set's total, as `tilebook count --format json` counts it. */
const totals = Object.fromEntries(
  JSON.parse(execFileSync(bin, ["--root", repo, "count", "--format", "json"], { encoding: "utf8" }))
    .map((e) => [e.edition, e.total]),
);

/** What the page shows: the ticked books, the chosen rule edition and
 * printing, the visible chapters (id and phase), the total and the rows
 * it adds up, and whether the interaction of Traders & Builders with Inns
 * & Cathedrals is shown. */
const shown = (page) => page.evaluate(() => {
  const visible = (el) => el && !el.closest("[hidden]");
  const chapters = [...document.querySelectorAll("section.chapter")].filter(visible);
  return {
    books: [...document.querySelectorAll('form.box-choice input[name="book"]:checked')].map((b) => b.value),
    rules: document.querySelector('form.box-choice select[name="rules"]').value,
    printing: document.querySelector('form.box-choice select[name="printing"]').value,
    phases: document.querySelector("article.box").dataset.phases.split(" "),
    chapters: chapters.map((c) => ({ id: c.id, phase: c.dataset.phase })),
    total: document.querySelector("table.totals .total").textContent,
    rows: [...document.querySelectorAll("table.totals tbody tr")].filter(visible).map((r) => Number(r.dataset.count)),
    interaction: visible(document.getElementById("traders-builders-builder-big-follower")),
    // Each visible score cell by the edition of its column.
    scores: [...document.querySelectorAll(".example.printed .scores:not(.all) table.score")].flatMap((t) => {
      const heads = [...t.querySelectorAll("thead th[data-rules]")];
      return [...t.querySelectorAll("tbody td")]
        .filter(visible)
        .map((td) => heads[td.cellIndex - 1].dataset.rules);
    }),
  };
});

const tick = async (page, book) => {
  await page.locator(`form.box-choice input[name="book"][value="${book}"]`).check();
};

for (const loc of ["en", "pl"]) {
  test(`${loc}: three sets ticked make one book, kept in the address`, async () => {
    const { page, errors } = await open(`/${loc}/box/index.html`);
    await ready(page);
    // Without a choice: the base game alone.
    let now = await shown(page);
    assert.deepEqual(now.books, ["base"]);
    assert.equal(now.total, String(totals.base));
    assert.ok(now.chapters.every((c) => c.id === "totals" || c.id.startsWith("base-")), JSON.stringify(now.chapters));

    // Traders & Builders and the River: no interaction yet.
    await tick(page, "traders-builders");
    await tick(page, "river");
    now = await shown(page);
    assert.equal(now.interaction, false, "the interaction needs Inns & Cathedrals too");
    assert.ok(now.chapters.some((c) => c.id === "traders-builders-builder"));

    // The third set: Inns & Cathedrals, and the second rule edition.
    await tick(page, "inns-cathedrals");
    await page.locator('form.box-choice select[name="rules"]').selectOption("second");
    const chosen = ["base", "river", "inns-cathedrals", "traders-builders"];
    const url = new URL(page.url());
    assert.equal(url.searchParams.get("box"), chosen.join(","));
    assert.equal(url.searchParams.get("rules"), "second");

    const check = async (p, what) => {
      const s = await shown(p);
      assert.deepEqual(s.books, chosen, what);
      assert.equal(s.rules, "second", what);
      // The tiles added up: base, river and the two expansions.
      const expected = totals.base + totals.river + totals["inns-cathedrals"] + totals["traders-builders"];
      assert.equal(s.total, new Intl.NumberFormat(loc).format(expected), what);
      assert.deepEqual(s.rows.sort((a, b) => a - b), [totals.base, totals.river, totals["inns-cathedrals"], totals["traders-builders"]].sort((a, b) => a - b), what);
      // Chapters in play order, of the chosen books only.
      const rank = s.chapters.map((c) => s.phases.indexOf(c.phase));
      assert.ok(rank.every((r) => r >= 0), what);
      assert.ok(rank.every((r, i) => i === 0 || rank[i - 1] <= r), `${what}: ${JSON.stringify(s.chapters)}`);
      for (const book of chosen) assert.ok(s.chapters.some((c) => c.id.startsWith(`${book}-`)), `${what}: ${book}`);
      assert.ok(!s.chapters.some((c) => c.id.startsWith("winter-")), what);
      const at = (id) => s.chapters.findIndex((c) => c.id === id);
      assert.ok(at("base-placing-followers") < at("inns-cathedrals-big-follower"), what);
      assert.ok(at("inns-cathedrals-big-follower") < at("base-scoring"), what);
      // The interaction, now that both books are in.
      assert.equal(s.interaction, true, what);
      // The examples' scores under the chosen edition.
      assert.ok(s.scores.length > 0 && s.scores.every((r) => r === "second"), `${what}: ${s.scores}`);
    };
    await check(page, "after ticking");
    await page.screenshot({ path: path.join(shots, `box-${loc}.png`), fullPage: false });

    // The address alone gives the same book.
    const { page: again, errors: againErrors } = await open(url.pathname + url.search);
    await ready(again);
    await check(again, "after reloading");
    assert.deepEqual(await shown(again), await shown(page), "reloaded: the same book");
    // Unticking one of the two books hides the interaction again.
    await again.locator('form.box-choice input[name="book"][value="inns-cathedrals"]').uncheck();
    assert.equal((await shown(again)).interaction, false);
    assert.equal(new URL(again.url()).searchParams.get("box"), "base,river,traders-builders");
    // The language links keep the choice.
    const other = await again.locator(`nav.languages a[hreflang="${loc === "en" ? "pl" : "en"}"]`).getAttribute("href");
    assert.match(other, /\?box=base,river,traders-builders&rules=second$/);
    assert.deepEqual(errors, []);
    assert.deepEqual(againErrors, []);
    await page.close();
    await again.close();
  });
}

test("a Winter printing counts instead of the base game, and the address says which", async () => {
  const { page, errors } = await open("/en/box/index.html?box=base,winter");
  await ready(page);
  let s = await shown(page);
  assert.deepEqual(s.books, ["base", "winter"]);
  assert.equal(s.total, String(totals.winter), "the Winter Edition includes the base game");
  await page.locator('form.box-choice select[name="printing"]').selectOption("winter-2011");
  s = await shown(page);
  assert.equal(s.total, String(totals["winter-2011"]));
  assert.equal(new URL(page.url()).searchParams.get("printing"), "winter-2011");
  await page.reload({ waitUntil: "load" });
  await ready(page);
  s = await shown(page);
  assert.equal(s.printing, "winter-2011");
  assert.equal(s.total, String(totals["winter-2011"]));
  assert.deepEqual(errors, []);
  await page.close();
});

test("with scripts off the page shows the base game and says why", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.base}/pl/box/index.html?box=base,river`, { waitUntil: "load", timeout: 90000 });
  assert.equal(await page.locator("form.box-choice").isVisible(), false, "no form without scripts");
  assert.ok(await page.locator("noscript").count() > 0);
  const visible = await page.locator("section.chapter:visible").evaluateAll((cs) => cs.map((c) => c.id));
  assert.ok(visible.length > 5);
  assert.ok(visible.every((id) => id === "totals" || id.startsWith("base-")), visible.join(" "));
  assert.equal(await page.locator("table.totals .total").textContent(), String(totals.base));
  await context.close();
});
