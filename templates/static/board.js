// The scoring board: any tile of the chosen sets on any legal square, any
// figure on any placed tile, undo and redo, the scores under every rule
// edition side by side. Every number and every refusal comes from the
// tilebook engine compiled to WebAssembly (the code of `tilebook score`).
// The position lives in the URL's fragment, so it can be shared, and
// downloads as a board file `tilebook score` reads unchanged.
import init, { Example, Sets, figureOutlines, names } from "./wasm/tilebook_wasm.js";
import { TILE, el, engineOf, errorText, loadExample, offerItems, choosePath, pathChoice, pathRects, figurePaths, piecePaths, scoreRows, setFigures, tileImages, turn } from "./table.js";

const form = document.getElementById("board");
const svg = document.querySelector(".table-board svg");
const d = form.dataset;
const label = (name) => d["l" + name.replace(/-(.)/g, (_, c) => c.toUpperCase()).replace(/^./, (c) => c.toUpperCase())] || name;
const nf = new Intl.NumberFormat(document.documentElement.lang);
const kindNames = Object.fromEntries([...form.kind.options].filter((o) => o.value).map((o) => [o.value, o.textContent]));
const colourNames = Object.fromEntries([...form.player.options].map((o) => [o.value, o.textContent]));
const figureNames = Object.fromEntries([...form.figure.options].map((o) => [o.value, o.textContent]));
const editions = [...document.querySelectorAll(".scores section.edition")].map((s) => s.dataset.rules);

let table; // board/table.json: the kind table and what each set brings
let ex; // the engine's game of the position
// The position: sets ticked, tiles in order ({k: kind id, x, y, r, p}),
// figures ({t: tile index, ty, i: feature index, p: player, f: figure}),
// the expansions' steps ([tile index, …the engine's integers]) and
// whether the final scoring runs.
let pos = { sets: [], tiles: [], followers: [], steps: [], fin: true };
let marked = []; // the squares of the offered step in focus
// The offers' squares chosen on the table one by one (the dragon's path
// square by square), and the squares that may come next.
let path = [];
let next = [];
const undo = [], redo = [];
let rotation = 0;
let shown = null; // the event whose tiles are highlighted: [rules, index]

const index = (id) => table.ids.indexOf(id);
const copy = (p) => JSON.parse(JSON.stringify(p));

// What the ticked sets bring together: the engine adds it up (its
// modules, figures, parameters and block, each kind's tiles), as for
// `tilebook score`.
let offered; // the engine's list of the sets and what each brings
function brought(sets) {
  const b = JSON.parse(offered.brought(sets.join(",")));
  return { ...b, held: new Map(b.held) };
}

// The engine's example of position `p`: its sets' setup, and its tiles,
// followers and steps as integers (names by their index in the engine's
// lists, `names()`).
let NAMES;
function engineExample(p) {
  const player = (n) => NAMES.players.indexOf(n);
  return engineOf(Example, table.code, {
    setup: brought(p.sets).setup,
    tiles: p.tiles.flatMap((t) => [index(t.k), t.x, t.y, t.r, t.p ? player(t.p) + 1 : 0]),
    followers: p.followers.flatMap((f) => [f.t, NAMES.types.indexOf(f.ty), f.i, player(f.p), NAMES.figures.indexOf(f.f)]),
    steps: p.steps.flatMap((s) => [s.length, ...s]),
  });
}

// A position's tiles, followers and steps from the engine's `placed()`,
// its kinds named by `ids`.
const positionOf = (placed, ids) => ({
  tiles: placed.tiles.map((t) => ({ k: ids[t.kind], x: t.at[0], y: t.at[1], r: t.rotation, ...(t.player ? { p: t.player } : {}) })),
  followers: placed.followers.map((f) => ({ t: f.tile, ty: f.feature.ty, i: f.feature.index, p: f.player, f: f.figure ?? "follower" })),
  steps: placed.steps ?? [],
});

// The position from the engine after a move it accepted.
function fromEngine() {
  Object.assign(pos, positionOf(JSON.parse(ex.placed()), table.ids));
}

// The tiles the sets `sets` lay before play, `[kind, x, y, degrees]`:
// the largest of their blocks, as the engine lays it.
const blockOf = (sets) => sets.map((s) => table.blocks[s] ?? []).reduce((a, b) => (b.length > a.length ? b : a), []);

// `p` with the sets `sets`: their block as its first tiles in place of
// the old sets' block, the later tiles' followers and steps renumbered.
function withSets(p, sets) {
  const old = blockOf(p.sets).length, block = blockOf(sets), shift = block.length - old;
  return {
    ...p, sets,
    tiles: [...block.map(([k, x, y, r]) => ({ k: table.ids[k], x, y, r })), ...p.tiles.slice(old)],
    followers: p.followers.filter((f) => f.t >= old).map((f) => ({ ...f, t: f.t + shift })),
    steps: p.steps.filter(([t]) => t >= old).map(([t, ...rest]) => [t + shift, ...rest]),
  };
}

// --- the URL -------------------------------------------------------------
function toHash(p) {
  const q = new URLSearchParams();
  q.set("sets", p.sets.join(","));
  if (p.tiles.length) q.set("t", p.tiles.map((t) => [t.k, t.x, t.y, t.r, ...(t.p ? [t.p] : [])].join(".")).join("~"));
  if (p.followers.length) q.set("f", p.followers.map((f) => [f.t, f.ty, f.i, f.p, f.f].join(".")).join("~"));
  if (p.steps.length) q.set("s", p.steps.map((s) => s.join(".")).join("~"));
  if (!p.fin) q.set("final", "0");
  return "#" + q.toString();
}

function fromHash(hash) {
  const q = new URLSearchParams(hash.replace(/^#/, ""));
  const known = table.sets.map((s) => s.id);
  const sets = (q.get("sets") ?? "").split(",").filter((s) => known.includes(s));
  const split = (v) => (v ? v.split("~").map((x) => x.split(".")) : []);
  return {
    sets: sets.length ? sets : [known[0]],
    tiles: split(q.get("t")).map(([k, x, y, r, p]) => ({ k, x: Number(x), y: Number(y), r: Number(r), ...(p ? { p } : {}) })),
    followers: split(q.get("f")).map(([t, ty, i, p, f]) => ({ t: Number(t), ty, i: Number(i), p, f: f || "follower" })),
    steps: split(q.get("s")).map((s) => s.map(Number)).filter((s) => s.length > 1 && s.every(Number.isInteger)),
    fin: q.get("final") !== "0",
  };
}

// --- changes -------------------------------------------------------------
function message(text) { form.querySelector(".error").textContent = text; }

// Makes `p` the position (replayed by the engine); false, with the
// engine's reason shown, when it is not a legal one.
function load(p) {
  try {
    ex = engineExample(p);
  } catch (e) {
    message(errorText(e.message));
    return false;
  }
  pos = copy(p);
  path = [];
  return true;
}

// Runs a move on the engine; kept (and undoable) when the engine accepts.
function move(run) {
  const before = copy(pos);
  path = [];
  message("");
  try {
    run();
  } catch (e) {
    message(errorText(e.message));
    render();
    return;
  }
  fromEngine();
  undo.push(before);
  redo.length = 0;
  render();
}

function travel(from, to) {
  if (!from.length) return;
  to.push(copy(pos));
  load(from.pop());
  message("");
  render();
}

// --- drawing -------------------------------------------------------------
function left(held) {
  const used = new Map();
  for (const t of pos.tiles) used.set(t.k, (used.get(t.k) ?? 0) + 1);
  return (k) => (held.get(index(k)) ?? 0) - (used.get(k) ?? 0);
}

function render() {
  history.replaceState(null, "", toHash(pos));
  for (const box of form.querySelectorAll("input[name=set]")) box.checked = pos.sets.includes(box.value);
  form.final.checked = pos.fin;
  form.undo.disabled = !undo.length;
  form.redo.disabled = !redo.length;
  form.rotation.value = `${rotation}°`;
  const { held, figures, seats } = brought(pos.sets);
  // The tiles the sets hold, with how many are left; the figures they bring.
  const remaining = left(held);
  for (const o of [...form.kind.options].filter((o) => o.value)) {
    const n = remaining(o.value);
    o.hidden = !held.has(index(o.value));
    o.disabled = o.hidden || n <= 0;
    o.textContent = `${kindNames[o.value]} — ${n > 0 ? `${label("left")} ${nf.format(n)}` : label("used-up")}`;
  }
  if (form.kind.selectedOptions[0]?.disabled) form.kind.value = "";
  for (const o of form.figure.options) o.hidden = o.value !== "follower" && !figures.some(([f]) => f === o.value);
  // The colours the sets seat (a sixth with the engine's say).
  for (const o of form.player.options) o.hidden = o.index >= seats;
  if (form.player.selectedOptions[0]?.hidden) form.player.value = form.player.options[0].value;
  if (form.figure.selectedOptions[0]?.hidden) form.figure.value = "follower";
  const count = ex.tileCount();
  const states = Object.fromEntries(editions.map((r) => [r, JSON.parse(ex.state(r, count, pos.fin))]));
  const board = JSON.parse(ex.state(editions[editions.length - 1], count, false));
  for (const r of editions) tables(r, states[r]);
  compare(states);
  offers();
  draw(board);
  figureChoices(board);
  placedList(board);
}

// What else the turn of the last tile allows (and, with the final scoring,
// what may be done before it), as the engine offers it
// (the expansions' steps: a princess, a tower piece and its capture, the
// dragon's path, a barn, a wagon moving on, a catapult round …), for the
// colour chosen: each a button; focusing one marks its squares.
function offers() {
  const list = form.querySelector("ul.offers");
  const rules = editions[editions.length - 1];
  const mine = JSON.parse(ex.offers(rules, pos.fin)).filter((o) => !o.player || o.player === form.player.value);
  const take = (o) => { path = []; move(() => ex.addStep(o.code, o.replaces)); };
  const choice = pathChoice(mine, path, label);
  path = choice.path;
  if (choice.done) return take(choice.done);
  next = choice.next;
  const shown = choice.shown;
  if (!shown.length) {
    list.replaceChildren(Object.assign(document.createElement("li"), { className: "nothing", textContent: list.dataset.none }));
    return;
  }
  const names = { label, colour: (p) => colourNames[p], figure: (f) => figureNames[f], nf };
  const mark = (squares) => { marked = squares; draw(JSON.parse(ex.state(rules, ex.tileCount(), false))); };
  list.replaceChildren(...offerItems(shown, names, take, mark));
}

// A square of the offers chosen on the table: it extends the path, or,
// chosen again as its last, takes it back.
function choose(x, y) {
  path = choosePath(path, x, y);
  render();
}

function legalSquares() {
  const k = form.kind.value;
  if (!k) return [];
  if (!pos.tiles.length) return [[0, 0]];
  return JSON.parse(ex.legal(index(k))).filter(([, , deg]) => deg === rotation).map(([x, y]) => [x, y]);
}

function tileName(t) {
  return `${kindNames[table.ids[t.kind]]} (${nf.format(t.at[0])}, ${nf.format(t.at[1])}), ${nf.format(t.rotation)}°`;
}

function draw(st) {
  const legal = legalSquares();
  const squares = [...st.tiles.map((t) => t.at), ...legal, [0, 0]];
  const xs = squares.map((p) => p[0]), ys = squares.map((p) => p[1]);
  // One free square around, so the table shows where it can grow.
  const [x0, y0] = [Math.min(...xs) - 1, Math.min(...ys) - 1];
  const [w, h] = [(Math.max(...xs) - x0 + 2) * TILE, (Math.max(...ys) - y0 + 2) * TILE];
  svg.setAttribute("viewBox", `${x0 * TILE} ${y0 * TILE} ${w} ${h}`);
  const scale = Math.min(1.25, 720 / w);
  svg.setAttribute("width", Math.round(w * scale));
  svg.setAttribute("height", Math.round(h * scale));
  const kids = tileImages(st, table.ids, d.tiles, tileName);
  if (shown) {
    const ev = document.querySelector(`section.edition[data-rules="${shown[0]}"]`)?.events?.[shown[1]];
    for (const [x, y] of ev?.tiles ?? []) {
      kids.push(el("rect", { class: "mark", x: x * TILE + 4, y: y * TILE + 4, width: TILE - 8, height: TILE - 8, rx: 6 }));
    }
  }
  for (const [x, y] of marked) {
    kids.push(el("rect", { class: "mark offer", x: x * TILE + 4, y: y * TILE + 4, width: TILE - 8, height: TILE - 8, rx: 6 }));
  }
  // The expansions' pieces as the engine lists them (towers, the dragon,
  // the fairy, barns, prisoners …).
  kids.push(...piecePaths(st.pieces ?? [], label));
  kids.push(...figurePaths(st, table.anchors, (f) => `${colourNames[f.player]}: ${figureNames[f.figure ?? "follower"]}, ${label(f.feature.ty)}`));
  for (const [x, y] of legal) {
    const r = el("rect", {
      class: "legal", "data-x": x, "data-y": y, x: x * TILE + 3, y: y * TILE + 3, width: TILE - 6, height: TILE - 6,
      tabindex: 0, role: "button", "aria-label": `${label("place-at")} (${nf.format(x)}, ${nf.format(y)})`,
    });
    kids.push(r);
  }
  kids.push(...pathRects(path, next, nf));
  svg.replaceChildren(...kids);
}

// The figure form: every placed tile, and the features of the chosen one.
function figureChoices(st) {
  // The tile chosen stays chosen, but a tile just laid is chosen.
  const keep = form.tile.value, grew = st.tiles.length > form.tile.options.length;
  form.tile.replaceChildren(...st.tiles.map((t, i) => new Option(`${nf.format(i + 1)}. ${tileName(t)}`, String(i))));
  if (keep !== "" && !grew && Number(keep) < st.tiles.length) form.tile.value = keep;
  else if (st.tiles.length) form.tile.value = String(st.tiles.length - 1);
  features();
}

function features() {
  const i = Number(form.tile.value);
  const t = pos.tiles[i];
  const keep = form.feature.value;
  if (!t) {
    form.feature.replaceChildren();
    return;
  }
  const list = table.anchors[index(t.k)].filter(([ty]) => ty !== "river");
  form.feature.replaceChildren(...list.map(([ty, n]) => {
    const several = list.filter(([u]) => u === ty).length > 1;
    return new Option(several ? `${label(ty)} ${nf.format(n + 1)}` : label(ty), `${ty}.${n}`);
  }));
  if ([...form.feature.options].some((o) => o.value === keep)) form.feature.value = keep;
}

function placedList(st) {
  const list = document.querySelector("ol.placed");
  if (!st.tiles.length) {
    const li = document.createElement("li");
    li.className = "nothing";
    li.textContent = label("nothing");
    list.replaceChildren(li);
    return;
  }
  list.replaceChildren(...st.tiles.map((t, i) => {
    const li = document.createElement("li");
    li.textContent = tileName(t);
    for (const f of pos.followers.filter((f) => f.t === i)) {
      const span = document.createElement("span");
      span.className = `figure ${f.p}`;
      span.textContent = ` · ${colourNames[f.p]}: ${figureNames[f.f]}, ${label(f.ty)}`;
      li.append(span);
    }
    return li;
  }));
}

// Every player's points under each edition, side by side.
function compare(states) {
  const players = states[editions[0]].players.map(([p]) => p);
  document.querySelector("table.compare tbody").replaceChildren(...players.map((p) => {
    const [tr] = scoreRows([[p, 0]], colourNames, nf);
    tr.lastChild.remove();
    for (const r of editions) {
      const td = document.createElement("td");
      td.dataset.rules = r;
      td.textContent = nf.format(states[r].players.find(([q]) => q === p)?.[1] ?? 0);
      tr.append(td);
    }
    return tr;
  }));
}

function tables(rules, st) {
  const section = document.querySelector(`section.edition[data-rules="${rules}"]`);
  section.events = st.events;
  const points = (list) => list.map(([p, n]) => `${colourNames[p]} ${nf.format(n)}`).join(", ");
  section.querySelector("table.score tbody").replaceChildren(...scoreRows(st.players, colourNames, nf));
  const cell = (text) => Object.assign(document.createElement("td"), { textContent: text });
  const rows = st.events.map((e, i) => {
    const tr = document.createElement("tr");
    // Pennants, cities, then what the expansions count in it (data-marks).
    const details = [["pennants", e.pennants], ["cities", e.cities], ...(d.marks ? d.marks.split(" ") : []).map((k) => [k, e[k]])]
      .filter(([, n]) => n).map(([k, n]) => `${label(k)}: ${nf.format(n)}`).join(", ");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label("show");
    const on = shown?.[0] === rules && shown?.[1] === i;
    button.setAttribute("aria-pressed", String(on));
    button.addEventListener("click", () => {
      shown = on ? null : [rules, i];
      render();
    });
    const last = document.createElement("td");
    last.append(button);
    tr.append(cell(label(e.feature)), cell(label(e.when)), cell(nf.format(e.tiles.length)), cell(details), cell(points(e.points)), last);
    if (on) tr.className = "shown";
    return tr;
  });
  // Then the points outside features' majorities (the fairy's, ransoms,
  // the most goods), as the examples list them.
  const awards = (st.awards ?? []).map((a) => {
    const tr = document.createElement("tr");
    tr.append(cell(label(a.reason)), cell(label(a.when)), cell(nf.format(a.tiles.length)), cell(""), cell(points([[a.player, a.points]])), cell(""));
    return tr;
  });
  section.querySelector("table.events tbody").replaceChildren(...rows, ...awards);
}

// --- the board file --------------------------------------------------------
function boardFile() {
  const count = ex.tileCount();
  // The tiles, figures and steps as the engine writes a board file; the
  // points under each edition after them.
  const lines = ["# A position from the tilebook scoring board: `tilebook score` replays it.", ex.boardFile(pos.sets.join(","), pos.fin).replace(/^#.*\n/, ""), "[expect]"];
  for (const r of editions) {
    const st = JSON.parse(ex.state(r, count, pos.fin));
    lines.push(`${r} = { ${st.players.map(([p, n]) => `${p} = ${n}`).join(", ")} }`);
  }
  return lines.join("\n") + "\n";
}

// --- events ---------------------------------------------------------------
function place(x, y) {
  const k = form.kind.value;
  if (!k) return;
  move(() => ex.addTile(index(k), x, y, rotation));
}

function toggle(tile, ty, i) {
  move(() => ex.toggleFollower(tile, ty, i, form.player.value, form.figure.value));
}

function bind() {
  form.kind.addEventListener("change", render);
  form.rotate.addEventListener("click", () => { rotation = (rotation + 90) % 360; render(); });
  form.tile.addEventListener("change", features);
  form.toggle.addEventListener("click", () => {
    const [ty, i] = form.feature.value.split(".");
    if (form.tile.value !== "" && ty) toggle(Number(form.tile.value), ty, Number(i));
  });
  form.undo.addEventListener("click", () => travel(undo, redo));
  form.redo.addEventListener("click", () => travel(redo, undo));
  form.clear.addEventListener("click", () => {
    undo.push(copy(pos));
    redo.length = 0;
    load({ ...pos, tiles: [], followers: [], steps: [] });
    render();
  });
  form.final.addEventListener("change", () => { pos.fin = form.final.checked; render(); });
  form.player.addEventListener("change", offers);
  for (const box of form.querySelectorAll("input[name=set]")) {
    box.addEventListener("change", () => {
      const sets = [...form.querySelectorAll("input[name=set]:checked")].map((b) => b.value);
      const before = copy(pos);
      // A set whose tiles or figures are on the table stays ticked: the
      // engine refuses the position without it.
      if (!sets.length || !load(withSets(pos, sets))) {
        load(before);
      } else {
        undo.push(before);
        redo.length = 0;
      }
      render();
    });
  }
  form.start.addEventListener("change", async () => {
    const id = form.start.value;
    const before = copy(pos);
    let next = { ...pos, tiles: [], followers: [], steps: [] };
    if (id) {
      const data = await loadExample(`${d.examples}${id}.json`);
      const placed = JSON.parse(engineOf(Example, data.code, data.engine).placed());
      const kinds = placed.tiles.map((t) => data.ids[t.kind]);
      // The offered sets, in order, each switching on one of the
      // example's rules or holding one of its kinds the sets before it do
      // not.
      const sets = [], covered = new Set();
      const modules = placed.modules;
      for (const s of table.sets) {
        const ids = s.held.map(([k]) => table.ids[k]);
        const rules = s.rules && modules.includes(s.rules);
        if (!rules && !kinds.some((k) => ids.includes(k) && !covered.has(k))) continue;
        sets.push(s.id);
        for (const k of ids) covered.add(k);
      }
      next = { sets, fin: data.final !== false, ...positionOf(placed, data.ids) };
    }
    if (load(next)) {
      undo.push(before);
      redo.length = 0;
    }
    render();
  });
  form.download.addEventListener("click", () => {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([boardFile()], { type: "application/toml" }));
    a.download = "board.toml";
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  // Squares: a click, or Enter or Space on a focused square.
  svg.addEventListener("click", (e) => {
    const sq = e.target.closest?.("rect.legal");
    if (sq) return place(Number(sq.dataset.x), Number(sq.dataset.y));
    const step = e.target.closest?.("rect.next");
    if (step) return choose(Number(step.dataset.x), Number(step.dataset.y));
    // A click on a tile puts the chosen figure on the nearest feature.
    const pt = svg.createSVGPoint();
    pt.x = e.clientX; pt.y = e.clientY;
    const p = pt.matrixTransform(svg.getScreenCTM().inverse());
    const [sx, sy] = [Math.floor(p.x / TILE), Math.floor(p.y / TILE)];
    const i = pos.tiles.findIndex((t) => t.x === sx && t.y === sy);
    if (i < 0) return;
    const t = pos.tiles[i];
    // Back to the tile's own orientation, then the nearest anchor.
    const local = turn([p.x - sx * TILE, p.y - sy * TILE], (360 - t.r) % 360);
    let best = null, dist = Infinity;
    for (const [ty, n, ax, ay] of table.anchors[index(t.k)]) {
      if (ty === "river") continue;
      const dd = Math.hypot(ax - local[0], ay - local[1]);
      if (dd < dist) { dist = dd; best = [ty, n]; }
    }
    if (best) toggle(i, best[0], best[1]);
  });
  svg.addEventListener("keydown", (e) => {
    const sq = e.target.closest?.("rect.legal, rect.next");
    if (sq && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      (sq.classList.contains("next") ? choose : place)(Number(sq.dataset.x), Number(sq.dataset.y));
    }
  });
  document.addEventListener("keydown", (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.target.matches?.("input[type=search], input[type=text]")) return;
    if (e.key === "z" && !e.shiftKey) { e.preventDefault(); travel(undo, redo); }
    if (e.key === "y" || (e.key === "z" && e.shiftKey)) { e.preventDefault(); travel(redo, undo); }
  });
}

async function start() {
  const root = document.documentElement.dataset.root || "";
  await init({ module_or_path: `${root}static/wasm/tilebook_wasm_bg.wasm` });
  setFigures(figureOutlines());
  NAMES = JSON.parse(names());
  table = await loadExample(d.table);
  offered = new Sets(table.sets_code);
  if (!load(fromHash(location.hash))) load({ sets: [table.sets[0].id], tiles: [], followers: [], steps: [], fin: true });
  bind();
  form.hidden = false;
  render();
  document.documentElement.dataset.board = "ready";
}

start().catch((e) => console.error("tilebook scoring board", e));
