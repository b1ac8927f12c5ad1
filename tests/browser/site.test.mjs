// Browser tests of the built rules site in real Chromium (Debian's
// /usr/bin/chromium), driven by playwright-core. Run by scripts/test.sh
// after the Rust tests; screenshots go to target/browser/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOCALES, bin, launch, open as openIn, repo, serve, shots } from "./harness.mjs";

let server, browser, base;
// What `tilebook serve` printed (its build's figures among it).
let serveOutput = "";

before(async () => {
  server = await serve("browser-site", "serve.log");
  base = server.base;
  serveOutput = server.output;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.stop();
});

/** Opens a page and records console errors and uncaught exceptions;
 * `setup` gets the page before it loads (to listen to its requests). */
const open = (url, setup) => openIn(browser, base, url, setup);

const waitExamples = (page) => page.waitForFunction(() => document.documentElement.dataset.examples === "ready", null, { timeout: 20000 });

test("every locale loads without console errors, examples on the engine", async () => {
  for (const loc of LOCALES) {
    for (const url of [`/${loc}/index.html`, `/${loc}/base/scoring.html`, `/${loc}/tiles/winter.html`, `/${loc}/river/play.html`]) {
      const { page, errors } = await open(url);
      assert.equal(await page.getAttribute("html", "lang"), loc, url);
      if (url.includes("scoring") || url.includes("play")) await waitExamples(page);
      assert.deepEqual(errors, [], `${url} has console errors`);
      if (url.endsWith("scoring.html")) await page.screenshot({ path: path.join(shots, `scoring-${loc}.png`), fullPage: false });
      await page.close();
    }
  }
});

test("the language switcher lands on the same page and section", async () => {
  const { page } = await open("/en/base/fields.html");
  await page.click('nav.languages a[hreflang="pl"]');
  await page.waitForURL("**/pl/base/fields.html");
  assert.equal(await page.getAttribute("html", "lang"), "pl");
  // A section reached by its anchor: the other language opens there.
  await page.evaluate(() => { location.hash = "farmers"; });
  await page.waitForURL("**/pl/base/fields.html#farmers");
  await page.click('nav.languages a[hreflang="hu"]');
  await page.waitForURL("**/hu/base/fields.html#farmers");
  assert.equal(await page.getAttribute("html", "lang"), "hu");
  // From the keyboard too.
  await page.focus('nav.languages a[hreflang="ro"]');
  await page.keyboard.press("Enter");
  await page.waitForURL("**/ro/base/fields.html#farmers");
  await page.close();
});

test("search finds a word typed without diacritics", async () => {
  const { page, errors } = await open("/ro/index.html");
  await page.fill("#q", "tarani");
  const first = page.locator(".results a").first();
  await first.waitFor();
  const titles = await page.locator(".results a").allTextContents();
  assert.ok(titles.some((t) => /țăran/i.test(t)), `results: ${titles.join(" | ")}`);
  await page.screenshot({ path: path.join(shots, "search-ro.png") });
  assert.deepEqual(errors, []);
  await page.close();
});

/** The score of `player` in the visible score table of an example. */
async function scoreOf(figure, player) {
  const row = figure.locator(`table.score:not([hidden]) tr:has(.dot.${player}) td`);
  return (await row.count()) ? Number((await row.first().textContent()).replace(/\D/g, "")) : null;
}

/** Screen point of the anchor of the first feature of type `type` on tile
 * `tile` of an example's board, as the page's engine state places it. */
const anchorPoint = (fig, tile, type) => fig.evaluate((f, [tile, type]) => {
  const w = f.widget;
  const t = w.current.tiles[tile];
  const a = w.data.anchors[t.kind].find(([ty]) => ty === type);
  let [x, y] = [a[2], a[3]];
  for (let i = 0; i < t.rotation / 90; i++) [x, y] = [100 - y, x];
  const svg = f.querySelector("svg.board-svg");
  const p = svg.createSVGPoint();
  p.x = t.at[0] * 100 + x; p.y = t.at[1] * 100 + y;
  const s = p.matrixTransform(svg.getScreenCTM());
  return { x: s.x, y: s.y };
}, [tile, type]);

test("switching rule editions and adding a follower change the scores", async () => {
  const { page, errors } = await open("/en/base/editions.html");
  await waitExamples(page);
  const fig = page.locator('figure[data-example="farm-one-city-two-farms"]').first();
  await fig.scrollIntoViewIfNeeded();
  assert.equal(await scoreOf(fig, "blue"), 6, "third edition: 3 + 3");
  await fig.locator('select[name="rules"]').selectOption("first");
  assert.equal(await scoreOf(fig, "blue"), 4, "first edition: the city goes to the majority, 4");
  await fig.locator('select[name="rules"]').selectOption("second");
  assert.equal(await scoreOf(fig, "blue"), 3, "second edition: each city once");
  await fig.locator('select[name="rules"]').selectOption("third");
  assert.equal(await scoreOf(fig, "red"), null);
  // Red puts a knight in the city of the first tile: it completes on the
  // third tile and scores 4.
  await fig.locator('select[name="player"]').selectOption("red");
  const point = await anchorPoint(fig, 0, "city");
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction(() => document.querySelector('figure[data-example="farm-one-city-two-farms"] table.score:not([hidden]) .dot.red'));
  assert.equal(await scoreOf(fig, "red"), 4);
  assert.equal(await scoreOf(fig, "blue"), 6);
  await fig.screenshot({ path: path.join(shots, "example-follower.png") });
  assert.deepEqual(errors, []);
  await page.close();
});

test("an example opens at its end with the final scoring counted and its figures in sight", async () => {
  const { page, errors } = await open("/en/base/final.html");
  await waitExamples(page);
  // The final scoring takes the figures home; every example still shows
  // them at its last step, as its caption and its static board do.
  const figures = page.locator("figure.example[data-json]");
  const n = await figures.count();
  assert.ok(n >= 8, `${n} examples`);
  let shown = 0;
  for (let i = 0; i < n; i++) {
    const fig = figures.nth(i);
    const name = await fig.getAttribute("data-example");
    const final = fig.locator('input[name="final"]');
    assert.equal(await final.isChecked(), true, name);
    const ticked = await fig.locator("svg.board-svg path.follower").count();
    const points = await scoreOf(fig, "red") ?? await scoreOf(fig, "blue");
    await final.uncheck();
    assert.equal(ticked, await fig.locator("svg.board-svg path.follower").count(), `${name}: the same figures`);
    await final.check();
    assert.equal(await scoreOf(fig, "red") ?? await scoreOf(fig, "blue"), points, name);
    shown += ticked;
  }
  assert.ok(shown >= n, `${shown} figures drawn`);
  // The final scoring counted: an unfinished road scores at the end.
  const road = page.locator('figure[data-example="final-road"]').first();
  assert.ok(await scoreOf(road, "red") ?? await scoreOf(road, "blue"));
  assert.deepEqual(errors, []);
  await page.close();
});

test("on a phone: no sideways scrolling, the contents a tap away, targets a finger wide", async () => {
  for (const url of ["/pl/base/editions.html", "/hu/board.html", "/en/box/index.html"]) {
    const { page, errors } = await open(url, (p) => p.setViewportSize({ width: 390, height: 844 }));
    if (url.includes("board")) await waitBoard(page);
    else if (url.includes("editions")) await waitExamples(page);
    else await page.waitForFunction(() => document.documentElement.dataset.box === "ready", null, { timeout: 20000 });
    const wide = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(wide[0] <= wide[1], `${url}: ${wide[0]} px wide in a ${wide[1]} px screen`);
    // The contents: a link on the first screen leads to them.
    await page.screenshot({ path: path.join(shots, `phone-top-${url.split("/").slice(1).join("-")}.png`) });
    const link = page.locator("a.to-contents");
    const box = await link.boundingBox();
    assert.ok(box && box.y + box.height <= 844, `${url}: the contents link on the first screen`);
    await link.click();
    await page.waitForFunction(() => { const r = document.querySelector("nav.sidebar").getBoundingClientRect(); return r.top >= -1 && r.top < innerHeight; });
    // Every control a finger can hit: 44 px tall at least, a tick box's
    // label included.
    const small = await page.evaluate(() => [...document.querySelectorAll(".controls button, .controls select, .controls label, .box-choice label, .box-choice select, .sidebar a, nav.languages a, header.top a, header.top button")]
      .filter((e) => e.offsetParent !== null)
      .map((e) => [e.name || e.textContent.trim().slice(0, 20), Math.round(e.getBoundingClientRect().height)])
      .filter(([, h]) => h < 44));
    assert.deepEqual(small, [], `${url}: targets under 44 px`);
    await page.screenshot({ path: path.join(shots, `phone-${url.split("/").slice(1).join("-")}.png`) });
    assert.deepEqual(errors, [], url);
    await page.close();
  }
});

test("stepping through placements replays the game", async () => {
  const { page, errors } = await open("/en/base/scoring.html");
  await waitExamples(page);
  const fig = page.locator('figure[data-example="city-tie"]').first();
  await fig.locator('button[name="first"]').click();
  assert.equal(await fig.locator("output[name=step]").textContent(), "0");
  assert.equal(await fig.locator("svg.board-svg image").count(), 0);
  await fig.locator('button[name="next"]').click();
  await fig.locator('button[name="next"]').click();
  assert.equal(await fig.locator("svg.board-svg image").count(), 2);
  await fig.locator('button[name="last"]').click();
  assert.equal(await scoreOf(fig, "red"), 10);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a feature can be highlighted and an extra tile placed on a legal square", async () => {
  const { page, errors } = await open("/en/base/scoring.html");
  await waitExamples(page);
  const fig = page.locator('figure[data-example="road-four-tiles"]').first();
  await fig.scrollIntoViewIfNeeded();
  // Click the road of the second tile: the whole road is highlighted.
  const point = await anchorPoint(fig, 1, "road");
  await page.mouse.click(point.x, point.y);
  assert.equal(await fig.locator("svg.board-svg rect.mark").count(), 4, "the four road tiles are marked");
  assert.match(await fig.locator(".feature").textContent(), /Road/);
  // Choose a straight road and place it on the first legal square shown.
  const before = await fig.locator("svg.board-svg image").count();
  const option = await fig.locator('select[name="kind"] option', { hasText: "(U)" }).first().getAttribute("value");
  await fig.locator('select[name="kind"]').selectOption(option);
  await fig.locator('button[name="rotate"]').click();
  const legal = fig.locator("svg.board-svg rect.legal");
  assert.ok(await legal.count() > 0, "legal squares are highlighted");
  const box = await legal.first().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await fig.locator("svg.board-svg image").count(), before + 1);
  assert.equal(await fig.locator("output[name=step]").textContent(), String(before + 1));
  assert.deepEqual(errors, []);
  await page.close();
});

// The expansions' figures: the reader picks the figure the page's sets
// bring, and the engine counts a big follower as two.
test("a big follower chosen in the widget ties a majority; a used one is refused", async () => {
  const { page, errors } = await open("/en/inns-cathedrals/big-follower.html");
  await waitExamples(page);
  const fig = page.locator('figure[data-example="ic-big-follower-city"]').first();
  await fig.scrollIntoViewIfNeeded();
  const figures = await fig.locator('select[name="figure"] option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(figures, ["follower", "big"], "only the figures Inns & Cathedrals brings");
  assert.equal(await scoreOf(fig, "red"), 10, "the big knight wins the city alone");
  assert.equal(await scoreOf(fig, "blue"), 0);
  // Blue's knight on the third tile becomes a big one: two against two.
  await fig.locator('select[name="player"]').selectOption("blue");
  await fig.locator('select[name="figure"]').selectOption("big");
  const city = await anchorPoint(fig, 2, "city");
  await page.mouse.click(city.x, city.y);
  await page.waitForFunction(() => /10/.test(document.querySelector('figure[data-example="ic-big-follower-city"] table.score:not([hidden]) tr:has(.dot.blue) td')?.textContent ?? ""));
  assert.equal(await scoreOf(fig, "red"), 10);
  assert.equal(await scoreOf(fig, "blue"), 10);
  // Red's big follower already stands on the second tile: none is left.
  await fig.locator('select[name="player"]').selectOption("red");
  const last = await anchorPoint(fig, 4, "field");
  await page.mouse.click(last.x, last.y);
  assert.match((await fig.locator(".error").textContent()).trim(), /no big follower left/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a rule variant is switched in an example as an edition is, beside its tables under each option", async () => {
  const { page, errors } = await open("/en/princess-dragon/printings.html");
  await waitExamples(page);
  const fig = page.locator('figure[data-example="pd-dragon-timing"]').first();
  await fig.scrollIntoViewIfNeeded();
  const choose = fig.locator('select[name="variant-dragon-moves"]');
  assert.ok(await choose.isVisible(), "the example's variant is offered");
  assert.equal(await fig.locator('select[name="variant-fairy"]').isVisible(), false, "not the page's other variant");
  assert.equal(await scoreOf(fig, "red"), 0, "before the scoring: the thief is eaten");
  await choose.selectOption("after-scoring");
  await page.waitForFunction(() => document.querySelector('figure[data-example="pd-dragon-timing"] .scores table.score:not([hidden]) .dot.red')?.closest("tr")?.textContent.includes("4"));
  assert.equal(await scoreOf(fig, "red"), 4, "after the scoring: the road scores first");
  for (const rules of ["first", "second"]) {
    await fig.locator('select[name="rules"]').selectOption(rules);
    assert.equal(await scoreOf(fig, "red"), 4, `${rules}, after the scoring`);
  }
  await choose.selectOption("before-scoring");
  assert.equal(await scoreOf(fig, "red"), 0);
  // The tables under the other option, written by the compiler, agree.
  const side = fig.locator(".variant-scores table.score");
  assert.match(await side.locator("caption").first().textContent(), /after the scoring/);
  assert.equal(await side.locator("tr:has(.dot.red) td").first().textContent(), "4");
  // A move only the other printing allows: the reader is told, not shown
  // a wrong board.
  const { page: am } = await open("/en/abbey-mayor/printings.html");
  await waitExamples(am);
  const wagon = am.locator('figure[data-example="am-wagon-around"]').first();
  await wagon.scrollIntoViewIfNeeded();
  assert.equal(await scoreOf(wagon, "red"), 4);
  await wagon.locator('select[name="variant-wagon-moves"]').selectOption("connected");
  assert.match(await wagon.locator("form .error").textContent(), /refuse/);
  await am.close();
  // The house rules of the king: 10 for the title, or 1 as each city closes.
  const { page: ck } = await open("/en/count-king/king.html");
  await waitExamples(ck);
  const king = ck.locator('figure[data-example="kr-king"]').first();
  await king.scrollIntoViewIfNeeded();
  assert.equal(await scoreOf(king, "blue"), 2);
  await king.locator('select[name="variant-king-robber"]').selectOption("ten-twenty");
  assert.equal(await scoreOf(king, "blue"), 10);
  await king.locator('select[name="variant-king-robber"]').selectOption("during-play");
  assert.equal(await scoreOf(king, "blue"), 1);
  assert.equal(await scoreOf(king, "red"), 1);
  await fig.screenshot({ path: path.join(shots, "example-variant.png") });
  assert.deepEqual(errors, []);
  await ck.close();
  await page.close();
});

test("goods go to the completer and the majority shows under every edition", async () => {
  const { page, errors } = await open("/en/traders-builders/goods.html");
  await waitExamples(page);
  const fig = page.locator('figure[data-example="tb-goods"]').first();
  await fig.scrollIntoViewIfNeeded();
  const rows = () => fig.locator("table.events:not([hidden]) tbody tr").evaluateAll((rs) => rs.map((r) => r.textContent));
  for (const rules of ["third", "first"]) {
    await fig.locator('select[name="rules"]').selectOption(rules);
    assert.equal(await scoreOf(fig, "red"), 6, rules);
    assert.equal(await scoreOf(fig, "blue"), 10, `${rules}: the wine majority`);
    assert.ok((await rows()).some((r) => r.startsWith("Most wine")), `${rules}: ${await rows()}`);
    assert.equal(await fig.locator("table.score:not([hidden]) caption").textContent(),
      await fig.locator('select[name="rules"] option:checked').textContent());
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("the dragon moves step by step to a dead end", async () => {
  const wasm = [];
  const { page, errors } = await open("/en/princess-dragon/dragon.html", (p) => p.on("response", (r) => { if (r.url().endsWith(".wasm")) wasm.push(new URL(r.url()).pathname); }));
  await waitExamples(page);
  assert.deepEqual(wasm.map((u) => path.basename(u)), ["tilebook_wasm_bg.wasm"], "the one engine, once");
  const fig = page.locator('figure[data-example="pd-dragon-dead-end"]').first();
  await fig.scrollIntoViewIfNeeded();
  // The last turn: from the volcano through the start and Red's thief's
  // tile to the new one, one square at a time.
  const dragon = fig.locator("svg.board-svg g.dragon");
  assert.equal(await dragon.getAttribute("data-path"), "1,0 0,0 -1,0 -2,0");
  assert.equal(await dragon.locator("animateMotion").count(), 1, "animated");
  assert.equal(await dragon.locator("title").textContent(), "The dragon");
  assert.equal(await scoreOf(fig, "blue"), 4);
  assert.equal(await scoreOf(fig, "red"), 0, "the dragon sent red's thief home");
  // One turn back: the dragon sits on the volcano and does not move.
  await fig.locator('button[name="prev"]').click();
  assert.equal(await fig.locator("svg.board-svg g.dragon").getAttribute("data-path"), "1,0");
  assert.equal(await fig.locator("svg.board-svg g.dragon animateMotion").count(), 0);
  await page.screenshot({ path: path.join(shots, "dragon-en.png") });
  // A dragon tile the reader lays: its turn waits for the dragon, whose
  // paths the engine offers under the example; one taken by the keyboard
  // moves it, and its scoring follows.
  const more = page.locator('figure[data-example="pd-dragon-builder"]').first();
  await more.scrollIntoViewIfNeeded();
  const moves = more.locator(".moves");
  assert.ok(await moves.isHidden(), "nothing offered at the example's end");
  await more.locator('select[name="kind"]').selectOption({ label: await more.locator('select[name="kind"] option', { hasText: "(PD-04)" }).first().textContent() });
  await more.locator('svg.board-svg rect.legal[data-x="-1"][data-y="-1"]').click();
  assert.ok(await moves.isVisible(), "the dragon's paths are offered");
  assert.equal(await more.locator(".error").textContent(), "");
  // Square by square on the table too: the first square chosen by a
  // click leaves the paths through it, and marks it.
  const next = more.locator("svg.board-svg rect.next");
  assert.ok(await next.count() >= 2, "the squares the dragon may go to first");
  await more.locator('svg.board-svg rect.next[data-x="1"][data-y="0"]').click();
  const texts = await moves.locator("button").allTextContents();
  assert.ok(texts.length && texts.every((t) => t.startsWith("The dragon moves: (1, 0)")), texts.join(" | "));
  assert.equal(await more.locator("svg.board-svg rect.mark.offer").count(), 1, "the square chosen");
  const path2 = moves.locator("button", { hasText: "The dragon moves: (1, 0) → (2, 0)" });
  await path2.focus();
  assert.equal(await more.locator("svg.board-svg rect.mark.offer").count(), 3, "its squares marked, and the one chosen");
  await page.keyboard.press("Enter");
  await page.waitForFunction((f) => f.querySelector("svg.board-svg g.dragon")?.dataset.path.endsWith("2,0"), await more.elementHandle());
  assert.ok(await moves.isHidden(), "the turn is over");
  assert.equal(await next.count(), 0, "no square left to choose");
  assert.equal(await more.locator(".error").textContent(), "");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a tower piece shows its reach; the fairy's points and ransoms are listed", async () => {
  const { page, errors } = await open("/en/tower/building.html");
  await waitExamples(page);
  const fig = page.locator('figure[data-example="tw-capture-2"]').first();
  await fig.scrollIntoViewIfNeeded();
  // Height 2: the tower's square and two in each straight line.
  assert.equal(await fig.locator("svg.board-svg g.reach rect").count(), 9);
  assert.equal(await fig.locator("svg.board-svg g.tower").getAttribute("data-height"), "2");
  assert.equal(await scoreOf(fig, "red"), 4);
  assert.equal(await scoreOf(fig, "green"), 0, "green's thief is red's prisoner");
  // The prisoner is drawn, in green, on the square of the tower that took it.
  assert.equal(await fig.locator('svg.board-svg path.follower.green title:text-is("A prisoner, held by the player who took it")').count(), 1);
  await page.close();
  const prisoners = await open("/en/tower/prisoners.html");
  await waitExamples(prisoners.page);
  const ransom = prisoners.page.locator('figure[data-example="tw-ransom"]').first();
  const rows = await ransom.locator("table.events:not([hidden]) tbody tr").evaluateAll((rs) => rs.map((r) => r.textContent));
  assert.ok(rows.some((r) => r.startsWith("Ransom")), rows.join(" | "));
  assert.equal(await scoreOf(ransom, "blue"), 3);
  await prisoners.page.close();
  const fairy = await open("/pl/princess-dragon/fairy.html");
  await waitExamples(fairy.page);
  const f = fairy.page.locator('figure[data-example="pd-fairy-scoring"]').first();
  assert.equal(await scoreOf(f, "red"), 7);
  const frows = await f.locator("table.events:not([hidden]) tbody tr").evaluateAll((rs) => rs.map((r) => r.textContent));
  assert.ok(frows.some((r) => r.startsWith("Wróżka")), frows.join(" | "));
  assert.equal(await f.locator("svg.board-svg g.fairy").count(), 1);
  await fairy.page.close();
  assert.deepEqual([...errors, ...prisoners.errors, ...fairy.errors], []);
});

test("the Count's examples: the city laid first, a follower waiting in the castle, the Count drawn", async () => {
  const wasm = [];
  const { page, errors } = await open("/en/count-king/count.html", (p) => p.on("response", (r) => { if (r.url().endsWith(".wasm")) wasm.push(path.basename(new URL(r.url()).pathname)); }));
  await waitExamples(page);
  assert.deepEqual(wasm, ["tilebook_wasm_bg.wasm"], "the one engine, once");
  const fig = page.locator('figure[data-example="co-castle"]').first();
  await fig.scrollIntoViewIfNeeded();
  // Red's follower left the castle for blue's city: they share it.
  assert.equal(await scoreOf(fig, "red"), 4);
  assert.equal(await scoreOf(fig, "blue"), 7);
  assert.equal(await fig.locator("svg.board-svg g.count title").textContent(), "The Count");
  assert.equal(await fig.locator('svg.board-svg path.follower title:text-is("Waiting in a quarter of Carcassonne")').count(), 0);
  // One turn back: red's follower waits in the castle, blue has only the road.
  await fig.locator('button[name="prev"]').click();
  assert.equal(await fig.locator('svg.board-svg path.follower.red title:text-is("Waiting in a quarter of Carcassonne")').count(), 1);
  assert.equal(await scoreOf(fig, "red"), 0);
  await page.close();
  const target = await open("/en/catapult/target.html");
  await waitExamples(target.page);
  const tie = target.page.locator('figure[data-example="ca-target-tie"]').first();
  assert.equal(await scoreOf(tie, "red"), 5);
  assert.equal(await scoreOf(tie, "green"), 5);
  const rows = await tie.locator("table.events:not([hidden]) tbody tr").evaluateAll((rs) => rs.map((r) => r.textContent));
  assert.ok(rows.some((r) => r.startsWith("Fair contest")), rows.join(" | "));
  await target.page.close();
  assert.deepEqual([...errors, ...target.errors], []);
});

test("every page with examples loads the one engine", async () => {
  const wasm = [];
  const { page, errors } = await open("/en/base/scoring.html", (p) => p.on("response", (r) => { if (r.url().endsWith(".wasm")) wasm.push(path.basename(new URL(r.url()).pathname)); }));
  await waitExamples(page);
  assert.deepEqual(wasm, ["tilebook_wasm_bg.wasm"]);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the print page holds every chapter", async () => {
  const chapters = (readFileSync(path.join(repo, "book/base.toml"), "utf8").match(/^\[\[chapter\]\]/gm) || []).length;
  assert.ok(chapters > 5);
  for (const loc of ["en", "pl"]) {
    const { page, errors } = await open(`/${loc}/base/print.html`);
    assert.equal(await page.locator("article.print > section.chapter").count(), chapters);
    await page.emulateMedia({ media: "print" });
    assert.equal(await page.locator("header.top").isVisible(), false, "no chrome in print");
    await page.pdf({ path: path.join(shots, `print-${loc}.pdf`) });
    assert.deepEqual(errors.filter((e) => !e.includes("favicon")), []);
    await page.close();
  }
});

/** The budget of a page as it travels: everything the browser fetches on
 * opening it (HTML, CSS, scripts, the engine, data and the images of its
 * first screen), headers included. 121 KB since the server sends
 * validators (Last-Modified, ETag) and Vary on every file (issue 32's
 * serve): ro/board.html measured 123,192 B; to be won back in the page. */
const BUDGET = 121 * 1024;

/** The folder serve built into (harness: target/<out>). */
const built = path.join(repo, "target", "browser-site");

/** Pages of the built site (paths relative to it, `/`-separated) whose
 * name matches `re`, the heaviest first by raw bytes. */
function heaviestOf(re) {
  const found = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith(".html")) {
        const rel = path.relative(built, full).split(path.sep).join("/");
        if (re.test(rel)) found.push({ rel, size: statSync(full).size, full });
      }
    }
  };
  walk(built);
  return found.sort((a, b) => b.size - a.size || a.rel.localeCompare(b.rel));
}

/** Opens `url` in a fresh page (an empty cache), waits for it to load and
 * its examples' engine, board or box to be ready, then until no request
 * is open (bar serve's live-reload stream) for half a second. Resolves to
 * the page, its errors and every finished request but serve's own
 * (`/__events`, `/__livereload.js`), each with its path, the encoding it
 * came in, the Accept-Encoding the browser sent, and its bytes as
 * transferred (`sizes()`: body as sent, and headers). */
async function weigh(url) {
  const finished = [];
  const pending = new Set();
  const own = (r) => /^\/__(events|livereload\.js)$/.test(new URL(r.url()).pathname);
  const { page, errors } = await open(url, (p) => {
    p.on("request", (r) => { if (!own(r)) pending.add(r); });
    p.on("requestfailed", (r) => pending.delete(r));
    p.on("requestfinished", (r) => { pending.delete(r); if (!own(r)) finished.push(r); });
  });
  if (await page.locator("figure.example[data-json]").count()) await waitExamples(page);
  if (url.endsWith("board.html")) await waitBoard(page);
  if (url.includes("/box/")) await page.waitForFunction(() => document.documentElement.dataset.box === "ready", null, { timeout: 20000 });
  for (let quiet = 0, seen = -1; quiet < 5;) {
    await page.waitForTimeout(100);
    quiet = pending.size === 0 && finished.length === seen ? quiet + 1 : 0;
    seen = finished.length;
  }
  const requests = await Promise.all(finished.map(async (r) => {
    const response = await r.response();
    const [sizes, sent, got] = await Promise.all([r.sizes(), r.allHeaders(), response.allHeaders()]);
    return {
      path: new URL(r.url()).pathname,
      type: r.resourceType(),
      status: response.status(),
      accept: sent["accept-encoding"] ?? "",
      encoding: got["content-encoding"] ?? "identity",
      body: sizes.responseBodySize,
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    };
  }));
  return { page, errors, requests };
}

/** The file of the built site a response of `path` in `encoding` was
 * made of: the page or its `.br` / `.gz` copy. */
function sentFile(p, encoding) {
  const rel = decodeURIComponent(p).replace(/^\//, "").replace(/\/$/, "/index.html");
  const suffix = { br: ".br", gzip: ".gz", identity: "" }[encoding];
  assert.ok(suffix !== undefined, `${p} came in ${encoding}`);
  return path.join(built, rel + suffix);
}

test("the heaviest pages weigh at most 120 KB as they travel", async (t) => {
  // The page the build names: the heaviest as it travels (its HTML, its
  // stylesheet and scripts, and on pages with examples the engine and its
  // glue, each as its brotli copy).
  const m = serveOutput.match(/heaviest page with its CSS, JS and WebAssembly: (\S+): (\d+) bytes \(\d+ KB\) sent with brotli, (\d+) bytes \(\d+ KB\) raw/);
  assert.ok(m, `serve printed no heaviest page:\n${serveOutput}`);
  const [, heaviest, builtSent, builtRaw] = m;
  // Besides it: in each book, its heaviest chapter with examples (in any
  // locale); the heaviest "My box" and scoring board pages.
  const books = readdirSync(path.join(built, "en"), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(repo, "book", `${e.name}.toml`))).map((e) => e.name);
  assert.ok(books.length >= 10, `books: ${books}`);
  const pages = [heaviest];
  const without = [];
  for (const book of books) {
    const chapter = heaviestOf(new RegExp(`^[^/]+/${book}/[^/]+\\.html$`))
      .find((p) => !p.rel.endsWith("/print.html") && readFileSync(p.full, "utf8").includes(' data-json="'));
    if (chapter) pages.push(chapter.rel);
    else without.push(book);
  }
  t.diagnostic(`books without a chapter with examples: ${without.join(", ") || "none"}`);
  assert.ok(pages.length >= 9, `chapters with examples: ${pages}`);
  pages.push(heaviestOf(/^[^/]+\/box\/index\.html$/)[0].rel, heaviestOf(/^[^/]+\/board\.html$/)[0].rel);
  const accepted = new Set();
  let worst = { url: "", bytes: 0 };
  for (const file of [...new Set(pages)]) {
    const url = "/" + file;
    const { page, errors, requests } = await weigh(url);
    assert.deepEqual(errors, [], `${url} has console errors`);
    const seen = new Set();
    for (const r of requests) {
      // A file asked for again by the same page comes from its cache (the
      // server now sends validators): nothing travels the second time.
      if (seen.has(r.path) && r.body === 0) continue;
      seen.add(r.path);
      accepted.add(r.accept);
      assert.equal(r.status, 200, `${r.path} (${url})`);
      // What travelled is the built file or its copy, byte for byte.
      assert.equal(r.body, statSync(sentFile(r.path, r.encoding)).size, `${r.path} in ${r.encoding}`);
      if (/\.(html|css|js|json|svg|wasm)$/.test(r.path) || r.path.endsWith("/")) {
        assert.notEqual(r.encoding, "identity", `${r.path} travels compressed`);
      }
    }
    const sent = requests.reduce((n, r) => n + r.bytes, 0);
    const raw = requests.reduce((n, r) => n + statSync(sentFile(r.path, "identity")).size, 0);
    const images = requests.filter((r) => r.type === "image").length;
    t.diagnostic(`${url}: ${sent} bytes transferred (${(sent / 1024).toFixed(1)} KB, headers included), ${raw} bytes raw, `
      + `${requests.length} requests (${images} images): ${requests.map((r) => `${r.path} ${r.bytes} ${r.encoding}`).join(", ")}`);
    if (await page.locator("figure.example[data-json]").count()) {
      assert.ok(requests.some((r) => r.path.endsWith("/tilebook_wasm_bg.wasm")), `${url}: the engine is loaded`);
      assert.ok(requests.some((r) => r.path.endsWith("/tilebook_wasm.js")), `${url}: its glue is loaded`);
    }
    if (file === heaviest && requests.every((r) => r.encoding === "br" || !/\.(html|css|js|wasm)$/.test(r.path))) {
      // The build's figure is what the browser fetched of the HTML, its
      // stylesheet and scripts and the engine, as brotli bodies.
      const counted = requests.filter((r) => ["document", "stylesheet", "script"].includes(r.type) || r.path.endsWith(".wasm"));
      assert.equal(counted.reduce((n, r) => n + r.body, 0), Number(builtSent), `${url}: the build's figure`);
      assert.equal(counted.reduce((n, r) => n + statSync(sentFile(r.path, "identity")).size, 0), Number(builtRaw));
    }
    // Images below the first screen load lazily.
    const eager = await page.evaluate(() => [...document.images]
      .filter((i) => i.getBoundingClientRect().top > innerHeight && i.loading !== "lazy").map((i) => i.src));
    assert.deepEqual(eager, [], `${url}: images below the first screen without loading="lazy"`);
    if (sent > worst.bytes) worst = { url, bytes: sent };
    assert.ok(sent <= BUDGET, `${url} transfers ${sent} bytes, over ${BUDGET}`);
    await page.close();
  }
  t.diagnostic(`heaviest as transferred: ${worst.url} ${worst.bytes} bytes; Accept-Encoding sent: ${[...accepted].join(" | ")}`);
  assert.ok([...accepted].every((a) => /\bgzip\b/.test(a)), `the browser accepts gzip: ${[...accepted]}`);
});

test("unknown pages get the localized 404", async () => {
  const { page } = await open("/ro/no-such-page.html");
  assert.equal(await page.getAttribute("html", "lang"), "ro");
  const res = await page.goto(base + "/ro/no-such-page.html");
  assert.equal(res.status(), 404);
  await page.close();
});

// The engine's errors on a translated page: the WebAssembly engine reports
// an illegal move by its message key, and the page shows that locale's
// text, rendered when the site was built (never the engine's English).
test("an illegal follower on a Polish page shows the Polish reason", async () => {
  const { page, errors } = await open("/pl/base/scoring.html");
  await waitExamples(page);
  const fig = page.locator('figure[data-example="city-tie"]').first();
  await fig.scrollIntoViewIfNeeded();
  // Green tries a knight in the city of the last tile, which red's and
  // blue's knights already hold further along.
  await fig.locator('select[name="player"]').selectOption("green");
  const point = await anchorPoint(fig, 4, "city");
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

// Accessibility: axe-core (WCAG 2.x A and AA rules) on every page type in
// every locale; no serious or critical violation. The pages' Content
// Security Policy forbids injected scripts, so this context bypasses it.
const AXE = readFileSync(path.join(repo, "tests/browser/node_modules/axe-core/axe.min.js"), "utf8");
const PAGE_TYPES = (loc) => [
  "/index.html",
  `/${loc}/index.html`,
  `/${loc}/base/index.html`,
  `/${loc}/base/scoring.html`,
  `/${loc}/base/print.html`,
  `/${loc}/tiles/base.html`,
  `/${loc}/tiles/winter-2011-checklist.html`,
  `/${loc}/board.html`,
  `/${loc}/box/index.html?box=base,river,inns-cathedrals,traders-builders`,
  `/${loc}/no-such-page.html`,
];

test("axe-core finds no serious or critical violation on any page type in any locale", async () => {
  const found = [];
  // Every locale in the light theme, and English in the dark one too.
  for (const [loc, colorScheme] of [...LOCALES.map((l) => [l, "light"]), ["en", "dark"]]) {
    const context = await browser.newContext({ bypassCSP: true, colorScheme, viewport: { width: 1280, height: 900 } });
    for (const url of PAGE_TYPES(loc)) {
      if (url === "/index.html" && (loc !== LOCALES[0] || colorScheme === "dark")) continue;
      const page = await context.newPage();
      page.setDefaultTimeout(60000);
      await page.goto(base + url, { waitUntil: "load", timeout: 90000 });
      if (url.endsWith("scoring.html")) await waitExamples(page);
      if (url.endsWith("board.html")) await waitBoard(page);
      await page.addScriptTag({ content: AXE });
      const result = await page.evaluate(() => window.axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      }));
      for (const v of result.violations) {
        if (v.impact === "serious" || v.impact === "critical") {
          found.push(`${url} (${colorScheme}): ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("\n    ")}`);
        }
      }
      await page.close();
    }
    await context.close();
  }
  assert.deepEqual(found, [], `accessibility violations:\n${found.join("\n")}`);
});

// Without scripts the rules read as they are: text, navigation, language
// links, each example's board and score tables; the interactive controls
// stay hidden and the page says they need scripts.
test("with scripts off, the rules, boards and scores are all there", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/hu/base/scoring.html`, { waitUntil: "load", timeout: 90000 });
  assert.ok(await page.locator("main h1").isVisible());
  assert.ok(await page.locator("nav.languages a[hreflang=en]").isVisible());
  const example = page.locator("figure.example").first();
  assert.ok(await example.locator("svg.board-svg image").first().isVisible(), "the board is drawn");
  assert.ok(await example.locator("table.score").first().isVisible(), "the scores are shown");
  assert.equal(await page.locator("form.controls:visible").count(), 0, "no controls without scripts");
  assert.ok(await example.locator("noscript").count() > 0);
  // The sidebar's links work.
  await page.locator("nav.sidebar a").first().click();
  await page.waitForLoadState("load");
  assert.equal(await page.getAttribute("html", "lang"), "hu");
  await context.close();
});

// The scoring board: tiles placed with the keyboard and the mouse, a figure
// from the form, an illegal figure refused in the page's language, undo and
// redo, the URL kept and reopened, and the downloaded board file scored by
// `tilebook score` with the same points under every rule edition.
const waitBoard = (page) => page.waitForFunction(() => document.documentElement.dataset.board === "ready", null, { timeout: 20000 });

/** The points each rule edition's table shows, `{rules: {player: n}}`. */
const boardScores = (page) => page.evaluate(() => Object.fromEntries(
  [...document.querySelectorAll("section.edition")].map((s) => [s.dataset.rules, Object.fromEntries(
    [...s.querySelectorAll("table.score tbody tr")].map((tr) => [tr.querySelector(".dot").classList[1], Number(tr.querySelector("td").textContent.replace(/\D/g, ""))]),
  )]),
));

test("every example the board offers to start from loads with the points `tilebook score` gives it, and its downloaded file scores the same", async () => {
  const { page, errors } = await open("/en/board.html");
  await waitBoard(page);
  const form = page.locator("form#board");
  const ids = (await form.locator('select[name="start"] option').evaluateAll((os) => os.map((o) => o.value))).filter(Boolean);
  // Every example of every book, the Count's with their city; not those
  // played with a variant's other option or a house rule's pieces.
  const ownRules = (f) => /^\[(variants|pieces)\]$/m.test(readFileSync(path.join(repo, "data", "examples", f), "utf8"));
  const shipped = readdirSync(path.join(repo, "data", "examples")).filter((f) => f.endsWith(".toml") && !ownRules(f)).map((f) => f.slice(0, -5));
  assert.ok(!ids.includes("am-wagon-around") && !ids.includes("tb-two-pigs"), "examples of rules of their own are not offered");
  assert.deepEqual([...ids].sort(), shipped.sort());
  // Those of the tile sets the board offers, with the rules they switch on.
  for (const id of ["kr-king", "tb-goods", "cu-challenge", "ic-big-follower-city"]) assert.ok(ids.includes(id), id);
  for (const id of ids) {
    const before = await page.evaluate(() => location.hash);
    await form.locator('select[name="start"]').selectOption(id);
    // Loaded: the position changed (a refused one leaves it, and times out).
    await page.waitForFunction((before) => location.hash !== before, before);
    assert.equal(await form.locator(".error").textContent(), "", id);
    const board = await boardScores(page);
    for (const rules of ["first", "second", "third"]) {
      const file = path.join(repo, "data", "examples", `${id}.toml`);
      const out = JSON.parse(execFileSync(bin, ["--root", repo, "score", file, "--rules", rules, "--format", "json"], { encoding: "utf8" }));
      const expected = Object.fromEntries(Object.entries(out.players).filter(([, n]) => n > 0));
      const got = Object.fromEntries(Object.entries(board[rules]).filter(([, n]) => n > 0));
      assert.deepEqual(got, expected, `${id} under ${rules}`);
    }
    // Every step of every expansion the examples make, written by the
    // engine as a board file: `tilebook score` reads it to the same points.
    await downloadScored(page, `start-${id}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("the scoring board: place, score under every edition, undo, share, download, score again", async () => {
  const { page, errors } = await open("/en/board.html");
  await waitBoard(page);
  const form = page.locator("form#board");
  // The first tile with the keyboard: a focused square takes it on Enter.
  await form.locator('select[name="kind"]').selectOption("E");
  await page.locator('rect.legal[data-x="0"][data-y="0"]').focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll("ol.placed li:not(.nothing)").length === 1);
  // Red's knight on its city, from the form.
  await form.locator('select[name="player"]').selectOption("red");
  await form.locator('select[name="tile"]').selectOption("0");
  await form.locator('select[name="feature"]').selectOption("city.0");
  await form.locator('button[name="toggle"]').click();
  await page.waitForFunction(() => document.querySelector(".table-board path.follower.red"));
  // Tiles and figures carry text alternatives.
  assert.equal(await page.locator(".table-board path.follower.red title").textContent(), "Red: follower, City");
  assert.match(await page.locator(".table-board image title").first().textContent(), /^City cap \(E\) \(0, 0\), 0°$/);
  // A second city cap, turned twice, closes the city: a click on its square.
  await form.locator('select[name="kind"]').selectOption("E");
  await form.locator('button[name="rotate"]').click();
  await form.locator('button[name="rotate"]').click();
  await page.locator('rect.legal[data-x="0"][data-y="-1"]').click();
  await page.waitForFunction(() => document.querySelectorAll("ol.placed li").length === 2);
  const scores = await boardScores(page);
  // The two-tile city: 2 points under the first edition, 4 under the others.
  assert.deepEqual(scores, { first: { red: 2 }, second: { red: 4 }, third: { red: 4 } });
  // The same points side by side in one table.
  const compared = await page.evaluate(() => [...document.querySelectorAll("table.compare tbody td")].map((td) => [td.dataset.rules, td.textContent]));
  assert.deepEqual(Object.fromEntries(compared), { first: "2", second: "4", third: "4" });
  // Each event shows its tiles on the board.
  await page.locator('section.edition[data-rules="third"] table.events button').first().click();
  assert.equal(await page.locator(".table-board rect.mark").count(), 2);
  // Green may not join Red's city: refused with the engine's reason.
  await form.locator('select[name="player"]').selectOption("green");
  await form.locator('select[name="tile"]').selectOption("1");
  await form.locator('select[name="feature"]').selectOption("city.0");
  await form.locator('button[name="toggle"]').click();
  const table = JSON.parse(await page.locator("#engine-messages").textContent());
  assert.equal((await form.locator(".error").textContent()).trim(), table["engine-follower-occupied"].red);
  // Undo takes the second tile back, redo puts it again.
  await form.locator('button[name="undo"]').click();
  assert.equal(await page.locator("ol.placed li").count(), 1);
  await page.keyboard.press("Control+y");
  assert.equal(await page.locator("ol.placed li").count(), 2);
  // The URL holds the position: opened anew, it shows the same scores.
  const url = page.url();
  assert.match(url, /#sets=base&t=E/);
  const again = await open(url.slice(base.length));
  await waitBoard(again.page);
  assert.deepEqual(await boardScores(again.page), scores);
  // Another language keeps the position.
  await again.page.click('nav.languages a[hreflang="pt-BR"]');
  await again.page.waitForURL(`**/pt-BR/board.html${new URL(url).hash}`);
  await waitBoard(again.page);
  assert.deepEqual(await boardScores(again.page), scores);
  await again.page.close();
  // The downloaded board file: `tilebook score` gives the same points.
  const [download] = await Promise.all([page.waitForEvent("download"), form.locator('button[name="download"]').click()]);
  const file = path.join(tmpdir(), `tilebook-board-${process.pid}.toml`);
  await download.saveAs(file);
  for (const rules of ["first", "second", "third"]) {
    const out = JSON.parse(execFileSync(bin, ["--root", repo, "score", file, "--rules", rules, "--format", "json"], { encoding: "utf8" }));
    assert.deepEqual(out.players, scores[rules], `${rules}: the CLI scores the file as the page did`);
  }
  // Any example as a start: its tiles, its figures, and the sets that
  // hold its tiles (the base game alone, though Winter holds them too).
  await form.locator('select[name="start"]').selectOption("farm-two-cities");
  await page.waitForFunction(() => document.querySelectorAll("ol.placed li").length === 4);
  assert.match(page.url(), /#sets=base&t=/);
  assert.equal(await page.locator(".table-board path.follower.blue").count(), 1);
  await page.screenshot({ path: path.join(shots, "board-en.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("the board seats grey, a sixth player, only with Inns & Cathedrals", async () => {
  const { page, errors } = await open("/en/board.html#sets=base");
  await waitBoard(page);
  const form = page.locator("form#board");
  const seated = () => form.locator('select[name="player"] option').evaluateAll((os) => os.filter((o) => !o.hidden).map((o) => o.textContent));
  assert.deepEqual(await seated(), ["Red", "Blue", "Green", "Yellow", "Black"]);
  await form.locator('input[name="set"][value="inns-cathedrals"]').check();
  await page.waitForFunction(() => location.hash.includes("inns-cathedrals"));
  assert.deepEqual(await seated(), ["Red", "Blue", "Green", "Yellow", "Black", "Grey"]);
  // Grey's knight on a city cap, drawn in grey, scored for grey.
  await form.locator('select[name="kind"]').selectOption("E");
  await page.locator('rect.legal[data-x="0"][data-y="0"]').click();
  await page.waitForFunction(() => document.querySelectorAll("ol.placed li:not(.nothing)").length === 1);
  await form.locator('select[name="player"]').selectOption("grey");
  await form.locator('select[name="feature"]').selectOption("city.0");
  await form.locator('button[name="toggle"]').click();
  await page.waitForFunction(() => document.querySelector(".table-board path.follower.grey"));
  assert.deepEqual((await boardScores(page)).third, { grey: 1 });
  // The file keeps grey's knight: `tilebook score` seats six.
  assert.match(await downloadScored(page, "grey"), /player = "grey"/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the board offers an expansion's moves from the engine: a tower piece captures, by keyboard and mouse, and the file keeps it", async () => {
  // Red's thief on the road east of the start, a tower foundation below
  // it, and a straight road just laid at the west: Blue's turn to act.
  const hash = "#sets=base,tower&t=D.0.0.0~U.1.0.90~TW-02.1.1.0~U.-1.0.90&f=1.road.0.red.follower";
  const { page, errors } = await open(`/en/board.html${hash}`);
  await waitBoard(page);
  const form = page.locator("form#board");
  await form.locator('select[name="player"]').selectOption("blue");
  const offers = form.locator("ul.offers button");
  // The engine's offers for Blue: the piece alone, or capturing the thief.
  const texts = await offers.allTextContents();
  assert.ok(texts.includes("Tower piece: (1, 1)"), texts.join(" | "));
  const capture = offers.filter({ hasText: "Tower piece: (1, 1) → (1, 0) · Road" });
  assert.equal(await capture.count(), 1, texts.join(" | "));
  // Focusing it marks its squares on the table.
  await capture.focus();
  assert.equal(await page.locator(".table-board rect.mark.offer").count(), 2);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector(".table-board g.tower"));
  // Red's thief on the road, and red's prisoner by the tower (drawn too).
  const red = (kind) => page.locator(`.table-board path.follower.red title`).evaluateAll((ts, kind) => ts.filter((t) => t.textContent.startsWith("A prisoner") === (kind === "prisoner")).length, kind);
  assert.equal(await red("thief"), 0, "the thief is taken");
  assert.equal(await red("prisoner"), 1, "held as a prisoner");
  assert.match(page.url(), /&s=3\./, "the URL keeps the step");
  // The turn's action is taken: no other tower piece is offered.
  assert.equal(await offers.filter({ hasText: "Tower piece" }).count(), 0);
  // Undo gives the offers back; the mouse takes the plain piece.
  await form.locator('button[name="undo"]').click();
  await offers.filter({ hasText: /^Tower piece: \(1, 1\)$/ }).click();
  await page.waitForFunction(() => document.querySelector(".table-board g.tower"));
  assert.equal(await red("thief"), 1, "the thief stays");
  assert.equal(await red("prisoner"), 0);
  await form.locator('button[name="undo"]').click();
  await capture.click();
  await page.waitForFunction(() => document.querySelector(".table-board g.tower") && document.querySelectorAll(".table-board path.follower.red").length === 1);
  assert.equal(await red("prisoner"), 1);
  // Reopened from its address, the position is the same.
  const scores = await boardScores(page);
  const again = await open(page.url().slice(base.length));
  await waitBoard(again.page);
  assert.deepEqual(await boardScores(again.page), scores);
  assert.equal(await again.page.locator(".table-board g.tower").count(), 1);
  await again.page.close();
  // The downloaded file holds the capture: `tilebook score` agrees.
  const file = await downloadScored(page, "tower");
  assert.match(file, /\[\[tower\]\]\nplayer = "blue"\nat = \[-1, 0\]\non = \[1, 1\]\ncapture = \{ on = \[1, 0\], feature = "road" \}/);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Downloads the board's file and scores it with `tilebook score` under
 * every edition: the points must be the page's (players with points).
 * Resolves to the file's text. */
async function downloadScored(page, name) {
  const scores = await boardScores(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator('form#board button[name="download"]').click()]);
  const file = path.join(tmpdir(), `tilebook-${name}-${process.pid}.toml`);
  await download.saveAs(file);
  const positive = (o) => Object.fromEntries(Object.entries(o).filter(([, n]) => n > 0));
  for (const rules of ["first", "second", "third"]) {
    const out = JSON.parse(execFileSync(bin, ["--root", repo, "score", file, "--rules", rules, "--format", "json"], { encoding: "utf8" }));
    assert.deepEqual(positive(out.players), positive(scores[rules]), `${name}, ${rules}`);
  }
  return readFileSync(file, "utf8");
}

/** Takes the offer named `text` (exactly) by the keyboard (focus, Enter)
 * or the mouse, and waits for the engine to have taken it. */
async function takeOffer(page, text, by) {
  const offer = page.locator("form#board ul.offers button").filter({ hasText: text });
  const all = await page.locator("form#board ul.offers button").allTextContents();
  assert.ok(all.includes(text), `${text} not in: ${all.join(" | ")}`);
  const url = page.url();
  if (by === "keyboard") {
    await offer.first().focus();
    await page.keyboard.press("Enter");
  } else {
    await offer.first().click();
  }
  await page.waitForFunction((url) => location.href !== url, url);
  assert.equal(await page.locator("form#board .error").textContent(), "", text);
}

/** Places kind `kind` at (x, y) with the rotation clicked `turns` times,
 * by the mouse or the keyboard. */
async function placeTile(page, kind, x, y, turns, by) {
  const form = page.locator("form#board");
  await form.locator('select[name="kind"]').selectOption(kind);
  for (let i = 0; i < turns; i++) await form.locator('button[name="rotate"]').click();
  const square = page.locator(`rect.legal[data-x="${x}"][data-y="${y}"]`);
  const url = page.url();
  if (by === "keyboard") {
    await square.focus();
    await page.keyboard.press("Enter");
  } else {
    await square.click();
  }
  await page.waitForFunction((url) => location.href !== url, url);
}

test("each expansion's steps are made on the board as the engine offers them, and `tilebook score` agrees with the file", async () => {
  const play = {
    // The dragon tile is laid with its turn open; the dragon's path is
    // then offered, and the turn scores once it is taken.
    "princess-dragon": async (page, form) => {
      await placeTile(page, "PD-16", -1, 0, 0, "mouse");
      // Square by square on the table: the first by the keyboard, which
      // leaves the paths through it; the last by the mouse, which ends
      // the only path left and takes it.
      const next = (x, y) => page.locator(`.table-board rect.next[data-x="${x}"][data-y="${y}"]`);
      assert.equal(await page.locator(".table-board rect.next").count(), 2, "from the volcano: north or east");
      await next(0, 0).focus();
      await page.keyboard.press("Enter");
      assert.equal(await form.locator("ul.offers button").filter({ hasText: "The dragon moves: (1, 1)" }).count(), 0);
      const url = page.url();
      await next(-1, 0).click();
      await page.waitForFunction((url) => location.href !== url, url);
      assert.equal(await form.locator(".error").textContent(), "");
      return /\ndragon = \[\[0, 0\], \[-1, 0\]\]\n/;
    },
    // The Count's city is laid as the table's first tiles when the set is
    // ticked; a scoring that pays only Blue sends Red's follower into a
    // quarter, and the Count to the market.
    count: async (page, form) => {
      await form.locator('input[name="set"][value="count"]').check();
      await page.waitForFunction(() => document.querySelectorAll(".table-board image").length === 12);
      await placeTile(page, "U", 0, 2, 0, "keyboard");
      await form.locator('select[name="player"]').selectOption("blue");
      await form.locator('select[name="feature"]').selectOption("road.0");
      await form.locator('button[name="toggle"]').click();
      await placeTile(page, "W", 0, 3, 2, "mouse");
      await form.locator('select[name="player"]').selectOption("red");
      await takeOffer(page, "Into a quarter of Carcassonne: castle, follower, the Count: market", "keyboard");
      return /\[\[quarter\]\]\nplayer = "red"\nat = \[0, 3\]\nquarter = "castle"\nfigure = "follower"\ncount = "market"/;
    },
    // Four fields meet at a corner: the barn is offered there.
    "abbey-mayor": async (page) => {
      await placeTile(page, "B", 1, 1, 0, "keyboard");
      await takeOffer(page, "Barn: (1, 1) → (0, 1) → (0, 0) → (1, 0)", "mouse");
      return /figure = "barn"/;
    },
    // The fair's catapult: the catch, one throw at a time, each offer
    // the round so far with one more throw, in its place.
    catapult: async (page, form) => {
      await form.locator('select[name="player"]').selectOption("green");
      await takeOffer(page, "Catapult: catch: Green, Red, caught", "keyboard");
      await takeOffer(page, "Catapult: catch: Green, Red, caught, Red, Blue, dropped", "mouse");
      assert.equal((await boardScores(page)).third.red, 5, "Red caught");
      assert.equal(await page.locator(".table-board g.token-catch title").textContent(), "Catapult: catch", "the token on the fair");
      return /\[\[catapult\]\]\nat = \[1, 1\]\ntoken = "catch"\nthrows = \[\{ thrower = "green", catcher = "red", result = "caught" \}, \{ thrower = "red", catcher = "blue", result = "dropped" \}\]/;
    },
  };
  const starts = {
    "princess-dragon": "#sets=base,princess-dragon&t=D.0.0.0~U.1.0.90~U.2.0.90~PD-01.0.1.0~B.1.1.0&f=0.city.0.blue.follower~1.road.0.red.follower",
    count: "#sets=base",
    "abbey-mayor": "#sets=base,abbey-mayor&t=D.0.0.0~U.1.0.90~B.0.1.0",
    catapult: "#sets=base,catapult&t=D.0.0.0~U.1.0.90.red~B.0.1.0.blue~CA-08.1.1.0.green",
  };
  for (const [set, moves] of Object.entries(play)) {
    const { page, errors } = await open(`/en/board.html${starts[set]}`);
    await waitBoard(page);
    const written = await moves(page, page.locator("form#board"));
    const file = await downloadScored(page, set);
    assert.match(file, written, `${set}:\n${file}`);
    assert.deepEqual(errors, [], set);
    await page.close();
  }
});

/** Puts `figure` of `player` on feature `feature` (`city.0`: its type and
 * index, as the form's select names it) of placed tile `tile` with the
 * figure form, its button pressed by the keyboard (focus, Enter) or the
 * mouse, and waits for the engine to have taken it. */
async function placeFigure(page, player, tile, feature, figure, by) {
  const form = page.locator("form#board");
  await form.locator('select[name="player"]').selectOption(player);
  await form.locator('select[name="tile"]').selectOption(String(tile));
  await form.locator('select[name="feature"]').selectOption(feature);
  await form.locator('select[name="figure"]').selectOption(figure);
  const url = page.url();
  const toggle = form.locator('button[name="toggle"]');
  if (by === "keyboard") {
    await toggle.focus();
    await page.keyboard.press("Enter");
  } else {
    await toggle.click();
  }
  // Taken (the address changes) or refused (the engine's reason shown).
  await page.waitForFunction((url) => location.href !== url || document.querySelector("form#board .error").textContent, url);
  assert.equal(await form.locator(".error").textContent(), "", `${player}'s ${figure} on ${feature} of tile ${tile}`);
}

/** Opens the board at each of `starts` (`{name: hash}`), makes the moves
 * `play[name](page, form)` and downloads the file, which must score as the
 * page does and match every regex the moves resolve to. */
async function playEach(play, starts) {
  for (const [name, moves] of Object.entries(play)) {
    const { page, errors } = await open(`/en/board.html${starts[name]}`);
    await waitBoard(page);
    const written = await moves(page, page.locator("form#board"));
    const file = await downloadScored(page, name);
    for (const re of [written].flat()) assert.match(file, re, `${name}:\n${file}`);
    assert.deepEqual(errors, [], name);
    await page.close();
  }
}

test("each expansion's offered steps: the princess, the fairy, a portal, a ransom, a wagon moving on and followers leaving the quarters of Carcassonne are taken on the board, and `tilebook score` agrees with the file", async () => {
  const play = {
    // Red's knight in the city north of the start; Blue lays a princess
    // tile onto it: the princess sends the knight home.
    princess: async (page, form) => {
      await placeTile(page, "PD-18", 0, -2, 2, "mouse");
      await form.locator('select[name="player"]').selectOption("red");
      assert.equal(await form.locator("ul.offers button").filter({ hasText: "Princess" }).count(), 0, "Blue's tile: not Red's princess");
      await form.locator('select[name="player"]').selectOption("blue");
      await takeOffer(page, "Princess: a knight goes home: (0, -1) · City", "keyboard");
      assert.equal(await page.locator(".table-board path.follower.red").count(), 0, "the knight went home");
      return /\[\[princess\]\]\nplayer = "blue"\nat = \[0, -2\]\non = \[0, -1\]\nfeature = "city"/;
    },
    // Red's thief on a road; Red's next tile on it: the fairy goes beside
    // the thief.
    fairy: async (page, form) => {
      await placeTile(page, "U", 2, 0, 1, "keyboard");
      await form.locator('select[name="player"]').selectOption("red");
      await takeOffer(page, "Fairy beside a follower: (1, 0) · Road", "mouse");
      assert.equal(await page.locator(".table-board g.fairy").count(), 1, "the fairy on the table");
      return /\[\[fairy\]\]\nplayer = "red"\nat = \[2, 0\]\non = \[1, 0\]\nfeature = "road"/;
    },
    // Blue's magic portal: a thief goes through it onto the road of the
    // tile east of the start.
    portal: async (page, form) => {
      await placeTile(page, "PD-29", 0, 1, 1, "mouse");
      await form.locator('select[name="player"]').selectOption("blue");
      await takeOffer(page, "Figure through the portal: (1, 0) · follower, Road", "keyboard");
      assert.equal(await page.locator(".table-board path.follower.blue").count(), 1);
      return /\[\[follower\]\]\nplayer = "blue"\nat = \[0, 1\]\non = \[1, 0\]\nfeature = "road"/;
    },
    // Blue's tower holds Red's thief (the capture is in the address); Red
    // pays 3 points to have it back.
    ransom: async (page, form) => {
      const prisoners = page.locator(".table-board path.follower.red title", { hasText: "A prisoner" });
      assert.equal(await prisoners.count(), 1, "Blue holds Red's thief");
      await placeTile(page, "U", 2, 0, 1, "mouse");
      await form.locator('select[name="player"]').selectOption("red");
      await takeOffer(page, "Ransom: Blue, follower", "keyboard");
      assert.equal(await prisoners.count(), 0, "bought back");
      assert.deepEqual((await boardScores(page)).third, { red: 3, blue: 3 }, "the city's 6, less 3 paid to Blue");
      return /\[\[ransom\]\]\nplayer = "red"\nat = \[2, 0\]\nfrom = "blue"\nfigure = "follower"/;
    },
    // Red's wagon on a road that the new crossing closes: once the road
    // scores, the wagon moves on to an open road of the crossing.
    wagon: async (page, form) => {
      await placeTile(page, "W", 0, 2, 2, "keyboard");
      await form.locator('select[name="player"]').selectOption("red");
      // The crossing's two open roads read apart by their numbers.
      await takeOffer(page, "The wagon moves on: (0, 2) · Road 1", "mouse");
      assert.equal(await page.locator(".table-board path.follower.red.figure-wagon title").textContent(), "Red: wagon, Road");
      return /\[\[wagon\]\]\nplayer = "red"\nat = \[0, 2\]\nto = \[0, 2\]\nfeature = "road@W"/;
    },
    // Red's follower waits in the castle; Blue's cap closes a city by the
    // Count's: before it scores, the follower leaves the castle for it.
    "from-quarter": async (page, form) => {
      await placeTile(page, "E", 2, 1, 3, "mouse");
      await form.locator('select[name="player"]').selectOption("red");
      await takeOffer(page, "Out of a quarter: (2, 1) · castle, follower, City", "keyboard");
      assert.deepEqual((await boardScores(page)).third, { red: 4, blue: 3 }, "Red's follower scores the city, Blue the road");
      return /\[\[from-quarter\]\]\nplayer = "red"\n[^]*?quarter = "castle"\nto = \[2, 1\]\nfeature = "city"/;
    },
    // Red's follower waits in the market; with the final scoring ticked,
    // it leaves for Blue's farm, and both score its city.
    market: async (page, form) => {
      await form.locator('select[name="player"]').selectOption("red");
      assert.ok(await form.locator('input[name="final"]').isChecked());
      await takeOffer(page, "Out of a quarter: (2, 1) · market, follower, Farm", "mouse");
      assert.deepEqual((await boardScores(page)).third, { blue: 6, red: 3 }, "as co-market's [expect]");
      return /\[\[from-quarter\]\]\nplayer = "red"\n[^]*?quarter = "market"\nto = \[2, 1\]\nfeature = "field"/;
    },
  };
  // The Count's city, laid first, and a road that Red's crossing closes.
  const city = "CO-01.-2.-1.0~CO-02.-1.-1.0~CO-03.0.-1.0~CO-04.1.-1.0~CO-05.-2.0.0~CO-06.-1.0.0~CO-07.0.0.0~CO-08.1.0.0~CO-09.-2.1.0~CO-10.-1.1.0~CO-11.0.1.0~CO-12.1.1.0~U.0.2.0.blue~W.0.3.180.red";
  const starts = {
    princess: "#sets=base,princess-dragon&t=D.0.0.0~U.1.0.90.blue~G.0.-1.0.red&f=2.city.0.red.follower",
    fairy: "#sets=base,princess-dragon&t=D.0.0.0~U.1.0.90.red~B.0.1.0.blue&f=1.road.0.red.follower",
    portal: "#sets=base,princess-dragon&t=D.0.0.0~U.1.0.90.blue",
    ransom: "#sets=base,tower&t=D.0.0.0~G.0.-1.0~E.0.-2.180~U.1.0.90~TW-02.1.1.0~U.-1.0.90&f=2.city.0.red.follower~3.road.0.red.follower&s=5.4.1.1.1.1.1.0.1.0.-1",
    wagon: "#sets=base,abbey-mayor&t=W.0.0.0~U.0.1.0&f=1.road.0.red.wagon",
    "from-quarter": `#sets=base,count&t=${city}&f=12.road.0.blue.follower&s=13.8.0.0.0.0.1`,
    market: `#sets=base,count&t=${city}~E.2.1.270.blue&f=12.road.0.blue.follower~14.field.0.blue.follower&s=13.8.0.0.0.1.-1`,
  };
  await playEach(play, starts);
});

test("each expansion's figures and tiles are placed with the form, by keyboard and mouse, and `tilebook score` agrees with the file", async () => {
  const play = {
    // A city cap closes the start's city: Red's big knight in it.
    "inns-cathedrals": async (page) => {
      await placeTile(page, "E", 0, -1, 2, "keyboard");
      await placeFigure(page, "red", 1, "city.0", "big", "mouse");
      assert.deepEqual((await boardScores(page)).first, { red: 2 });
      return /\[\[follower\]\]\nplayer = "red"\nfigure = "big"\nat = \[0, -1\]\nfeature = "city"/;
    },
    // Red's thief and farmer on the road of the start and its farm by the
    // closed city: a builder on the road, the pig in the farm.
    "traders-builders": async (page) => {
      await placeTile(page, "U", 3, 0, 1, "keyboard");
      await placeFigure(page, "red", 4, "road.0", "builder", "mouse");
      await placeTile(page, "U", -1, 0, 0, "mouse");
      await placeFigure(page, "red", 5, "field.1", "pig", "keyboard");
      assert.equal((await boardScores(page)).third.red, 9, "the road's 5, the farm's 3 and the pig's 1");
      return [
        /\[\[follower\]\]\nplayer = "red"\nfigure = "builder"\nat = \[3, 0\]\nfeature = "road"/,
        /\[\[follower\]\]\nplayer = "red"\nfigure = "pig"\nat = \[-1, 0\]\nfeature = "field@N"/,
      ];
    },
    // A pennant city closed by Red's tile with the mayor in it; Blue's
    // wagon on a road below.
    "mayor-wagon": async (page) => {
      await placeTile(page, "E", -1, 0, 1, "mouse");
      await placeFigure(page, "red", 2, "city.0", "mayor", "keyboard");
      await placeTile(page, "U", 0, 1, 0, "keyboard");
      await placeFigure(page, "blue", 3, "road.0", "wagon", "mouse");
      assert.deepEqual((await boardScores(page)).third, { red: 8, blue: 1 }, "the mayor counts the pennant");
      return [
        /\[\[follower\]\]\nplayer = "red"\nfigure = "mayor"\nat = \[-1, 0\]\nfeature = "city"/,
        /\[\[follower\]\]\nplayer = "blue"\nfigure = "wagon"\nat = \[0, 1\]\nfeature = "road"/,
      ];
    },
    // A hole closed on all four sides: Yellow's abbey fills it, a monk in
    // it scores the full cloister.
    abbey: async (page) => {
      await placeTile(page, "AM-abbey", 0, 0, 0, "keyboard");
      await placeFigure(page, "yellow", 7, "cloister.0", "follower", "mouse");
      assert.equal((await boardScores(page)).third.yellow, 8);
      return /\[\[tile\]\]\nkind = "AM-abbey"\nat = \[0, 0\]\nplayer = "yellow"\n[^]*\[\[follower\]\]\nplayer = "yellow"\nat = \[0, 0\]\nfeature = "cloister"/;
    },
    // Red's monk in a cloister; a shrine beside it, Blue's monk in it: a
    // challenge.
    cult: async (page) => {
      await placeTile(page, "CU-01", 1, 0, 0, "mouse");
      await placeFigure(page, "blue", 1, "cloister.0", "follower", "keyboard");
      return /\[\[tile\]\]\nkind = "CU-01"\nat = \[1, 0\]\n[^]*\[\[follower\]\]\nplayer = "blue"\nat = \[1, 0\]\nfeature = "cloister"/;
    },
    // Red holds the king for a two-tile city; Blue closes a three-tile
    // one and takes it; Red closes a road and holds the robber baron: a
    // point per completed city or road at the end.
    "king-robber": async (page) => {
      await placeTile(page, "G", 2, -1, 0, "keyboard");
      // The award's row under the third edition: name, when, tiles, points.
      const award = async (name) => (await page.locator('section.edition[data-rules="third"] table.events tbody tr').allTextContents()).filter((r) => r.startsWith(name));
      assert.deepEqual(await award("King"), ["King (completed cities)at the end0Red 1"]);
      await placeTile(page, "E", 2, -2, 2, "mouse");
      assert.deepEqual(await award("King"), ["King (completed cities)at the end0Blue 2"]);
      // Green starts a road, Red closes it: the robber baron.
      await placeTile(page, "W", 0, 1, 2, "keyboard");
      await placeTile(page, "W", 1, 1, 0, "mouse");
      assert.deepEqual(await award("Robber baron"), ["Robber baron (completed roads)at the end0Red 1"]);
      assert.deepEqual((await boardScores(page)).third, { red: 1, blue: 2, green: 0 });
      return /\[\[tile\]\]\nkind = "W"\nat = \[1, 1\]\nplayer = "red"\n[^]*\nthird = \{ red = 1, blue = 2, green = 0 \}\n/;
    },
    // The river from its spring, a bridge on its third tile with Red's
    // thief on the road over it.
    river: async (page) => {
      await placeTile(page, "river-spring", 0, 0, 0, "keyboard");
      await placeTile(page, "river-straight-ns", 0, 1, 0, "mouse");
      await placeTile(page, "river-bridge", 0, 2, 0, "keyboard");
      await placeFigure(page, "red", 2, "road.0", "follower", "mouse");
      return /\[\[tile\]\]\nkind = "river-bridge"\nat = \[0, 2\]\n[^]*\[\[follower\]\]\nplayer = "red"\nat = \[0, 2\]\nfeature = "road"/;
    },
    // River II: its own spring, then the fork.
    "river-2": async (page) => {
      await placeTile(page, "R2-01", 0, 0, 0, "mouse");
      await placeTile(page, "R2-02", 0, 1, 0, "keyboard");
      return /\[\[tile\]\]\nkind = "R2-01"\nat = \[0, 0\]\n\n\[\[tile\]\]\nkind = "R2-02"\nat = \[0, 1\]\n/;
    },
  };
  const starts = {
    "inns-cathedrals": "#sets=base,inns-cathedrals&t=D.0.0.0",
    "traders-builders": "#sets=base,traders-builders&t=D.0.0.0~E.0.-1.180~U.1.0.90~U.2.0.90&f=2.field.1.red.follower~3.road.0.red.follower",
    "mayor-wagon": "#sets=base,abbey-mayor&t=F.0.0.0~E.1.0.270",
    abbey: "#sets=base,abbey-mayor&t=E.0.-1.180~B.-1.-1.0.blue~W.-1.0.0.green~B.1.-1.0.yellow~W.1.0.0.red~U.1.1.0.blue~B.0.1.0.green&f=0.city.0.red.follower~2.road.0.green.follower~4.road.2.red.follower",
    cult: "#sets=base,cult&t=B.0.0.0&f=0.cloister.0.red.follower",
    "king-robber": "#sets=base,king-robber&t=E.0.0.0~E.0.-1.180.red~B.1.0.0.blue~E.2.0.0.green",
    river: "#sets=river",
    "river-2": "#sets=river-2",
  };
  await playEach(play, starts);
});
