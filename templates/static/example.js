// Interactive scoring examples: every number comes from the tilebook engine
// compiled to WebAssembly (static/wasm/), the same code as `tilebook score`.
// Its JSON names players, feature types and scoring times in lower case
// ("red", "city", "play"): the ids the form's options and labels use.
// One build of the engine (ENGINE in src/site/mod.rs), with every rule.
let Example;
// The localized names of the kinds examples may place (<locale>/kinds.json).
let kindNames = {};

/** Loads the engine. */
async function loadEngine(root) {
  const glue = await import("./wasm/tilebook_wasm.js");
  await glue.default({ module_or_path: `${root}static/wasm/tilebook_wasm_bg.wasm` });
  Example = glue.Example;
}

const SVG = "http://www.w3.org/2000/svg";
export const TILE = 100;
export const COLOURS = { red: "#d7261e", blue: "#1f5fbf", green: "#2a9134", yellow: "#f0c419", black: "#262626" };
// Figure outlines centred on the origin, as src/svg/figures.rs draws them
// (a test keeps the two equal); a farmer is the `-lying` one.
export const FIGURES = {
  "follower": "M2.2-3.2L8.5-1.5Q9.8 .5 8 1.2L4 1 7.5 8.5Q7 9.3 5.5 9.3L2.5 9.3 0 4.5-2.5 9.3-5.5 9.3Q-7 9.3-7.5 8.5L-4 1-8 1.2Q-9.8 .5-8.5-1.5L-2.2-3.2C-5.5-5-4-10 0-10 4-10 5.5-5 2.2-3.2Z",
  "follower-lying": "M-3.2-2.2L-1.5-8.5Q.5-9.8 1.2-8L1-4 8.5-7.5Q9.3-7 9.3-5.5L9.3-2.5 4.5 0 9.3 2.5 9.3 5.5Q9.3 7 8.5 7.5L1 4 1.2 8Q.5 9.8-1.5 8.5L-3.2 2.2C-5 5.5-10 4-10 0-10-4-5-5.5-3.2-2.2Z",
  "big": "M3-4.3L11.5-2Q13.2 .7 10.8 1.6L5.4 1.4 10.1 11.5Q9.5 12.6 7.4 12.6L3.4 12.6 0 6.1-3.4 12.6-7.4 12.6Q-9.5 12.6-10.1 11.5L-5.4 1.4-10.8 1.6Q-13.2 .7-11.5-2L-3-4.3C-7.4-6.8-5.4-13.5 0-13.5 5.4-13.5 7.4-6.8 3-4.3Z",
  "big-lying": "M-4.3-3L-2-11.5Q.7-13.2 1.6-10.8L1.4-5.4 11.5-10.1Q12.6-9.5 12.6-7.4L12.6-3.4 6.1 0 12.6 3.4 12.6 7.4Q12.6 9.5 11.5 10.1L1.3 5.4 1.6 10.8Q.7 13.2-2 11.5L-4.3 3C-6.8 7.4-13.5 5.4-13.5 0-13.5-5.4-6.7-7.4-4.3-3Z",
  "builder": "M1.8-6L4.5-4.5 5.4 4Q4.8 5 3.8 4.5L3.2-.5 3.9 13 .8 13 0 5.5-.8 13-3.9 13-3.2-.5-3.8 4.5Q-4.8 5-5.4 4L-4.5-4.5-1.8-6C-5-8-3.8-13 0-13 3.8-13 5-8 1.8-6Z",
  "pig": "M-8-1C-8-6 3-7 6.5-3.5L7.5-7 9-2.5 11-1.5 11 1.5 8 2.5Q7 5 5.5 5L5.5 8 3 8 3 5.5-3 5.5-3 8-5.5 8-5.5 5Q-8 3.5-8-1ZM-8-2.2Q-11.5-4.5-10-6.5-8.5-5.5-9.5-3.2Z",
  "mayor": "M-4-13L4-13 3.5-8.5C5.5-7 4.5-3 2-3L6-1.5 9 13-9 13-6-1.5-2-3C-4.5-3-5.5-7-3.5-8.5Z",
  "wagon": "M-11-8L7-8 7-2 13-4 13-2 7 1-11 1ZM-6 .5Q-2.3 .5-2.3 4.2-2.3 8-6 8-9.7 8-9.7 4.2-9.7 .5-6 .5ZM3 .5Q6.7 .5 6.7 4.2 6.7 8 3 8-.7 8-.7 4.2-.7 .5 3 .5Z",
  "barn": "M0-10L12-2 10-2 10 10 3 10 3 3-3 3-3 10-10 10-10-2-12-2Z",
};

// The neutral pieces (the dragon, the fairy, the Count), as
// src/svg/figures.rs draws them (a test keeps the two equal).
export const PIECES = {
  "dragon": "M-16 8L-6-4-14-16 0-8 14-16 6-4 16 8 0 2Z",
  "fairy": "M0-10L3-3 10-3 4 2 6 10 0 5-6 10-4 2-10-3-3-3Z",
  "count": "M-11 10L-11-7-5 0 0-11 5 0 11-7 11 10Z",
};

// The texts of the engine's errors in the page's language, rendered when
// the site was built: {id: {arguments: text}} (see src/site/example.rs).
const ERRORS = (() => {
  try {
    return JSON.parse(document.getElementById("engine-messages")?.textContent || "{}");
  } catch {
    return {};
  }
})();

export const el = (name, attrs = {}) => {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
};

// A point of a tile (data orientation, 0..100) turned clockwise by `deg`.
export const turn = ([x, y], deg) => {
  let p = [x, y];
  for (let i = 0; i < (deg / 90) % 4; i++) p = [TILE - p[1], p[0]];
  return p;
};

// The text of an engine error from its key (`id` or `id:arg:arg…`); any
// other key gets the page's neutral message, never the engine's English.
export const errorText = (key) => {
  const k = String(key), at = k.indexOf(":");
  const [id, args] = at < 0 ? [k, ""] : [k.slice(0, at), k.slice(at + 1)];
  return ERRORS[id]?.[args] ?? ERRORS["engine-error-unknown"]?.[""] ?? "";
};

// The pictures of a state's tiles (`ids`: kind ids by index, for their
// pictures under `tilesUrl`; `name`, if given, titles each tile).
export const tileImages = (st, ids, tilesUrl, name) => st.tiles.map((t, i) => {
  const [x, y] = [t.at[0] * TILE, t.at[1] * TILE];
  const image = el("image", {
    "data-tile": i, href: `${tilesUrl}${ids[t.kind]}.svg`, x, y, width: TILE, height: TILE,
    transform: `rotate(${t.rotation} ${x + TILE / 2} ${y + TILE / 2})`,
  });
  if (name) image.append(Object.assign(el("title"), { textContent: name(t, i) }));
  return image;
});

// The figures of a state, each at its feature's anchor (`anchors`: per
// kind, `[type, index, x, y]`; `name`, if given, titles each figure).
// A figure of `player`'s colour at (x, y) on the board, its outline `d`
// (the follower's when the figure has none), titled `title` if given.
const figurePath = (player, figure, d, x, y, title) => {
  const path = el("path", {
    class: `follower ${player} figure-${figure}`, d: d || FIGURES[figure] || FIGURES.follower,
    transform: `translate(${x} ${y})`,
    fill: COLOURS[player], stroke: "#fff", "stroke-width": 2, "stroke-linejoin": "round",
  });
  if (title) path.append(Object.assign(el("title"), { textContent: title }));
  return path;
};

export const figurePaths = (st, anchors, name) => st.followers.flatMap((f) => {
  const t = st.tiles[f.tile];
  const a = anchors[t.kind].find(([ty, i]) => ty === f.feature.ty && i === f.feature.index);
  if (!a) return [];
  const [px, py] = turn([a[2], a[3]], t.rotation);
  const figure = f.figure ?? "follower";
  const lying = f.feature.ty === "field" && FIGURES[`${figure}-lying`];
  return [figurePath(f.player, figure, lying, t.at[0] * TILE + px, t.at[1] * TILE + py, name?.(f))];
});

// A score table's rows: each player's dot and name, and points.
export const scoreRows = (players, names, nf) => players.map(([p, n]) => {
  const tr = document.createElement("tr");
  const th = document.createElement("th");
  th.scope = "row";
  const dot = document.createElement("span");
  dot.className = `dot ${p}`;
  th.append(dot, names[p]);
  const td = document.createElement("td");
  td.textContent = nf.format(n);
  tr.append(th, td);
  return tr;
});

// The pieces of Princess & Dragon and The Tower: the squares the tower
// piece of the last turn reaches, towers with their height (and the
// colour of the follower on top), the fairy, and the dragon, moving along
// the last turn's path one square at a time unless the reader asked for
// less motion.
export function piecePaths(pc, label) {
  const out = [];
  const centre = ([x, y]) => [x * TILE + TILE / 2, y * TILE + TILE / 2];
  const titled = (e, text) => { const t = el("title"); t.textContent = text; e.append(t); return e; };
  if (pc.reach) {
    const [[x, y], h] = pc.reach;
    const g = titled(el("g", { class: "reach" }), label("reach"));
    for (let d = -h; d <= h; d++) {
      for (const [sx, sy] of d === 0 ? [[x, y]] : [[x + d, y], [x, y + d]]) {
        g.append(el("rect", { "data-x": sx, "data-y": sy, x: sx * TILE + 2, y: sy * TILE + 2, width: TILE - 4, height: TILE - 4 }));
      }
    }
    out.push(g);
  }
  for (const [[x, y], h, top] of pc.towers) {
    const g = titled(el("g", { class: "tower", "data-height": h, transform: `translate(${x * TILE + 72} ${y * TILE + 8})` }), `${label("tower")}: ${h}`);
    g.append(el("rect", { width: 22, height: 26, rx: 3 }));
    const n = el("text", { x: 11, y: 19, "text-anchor": "middle" });
    n.textContent = String(h);
    g.append(n);
    if (top) g.append(el("circle", { cx: 11, cy: -4, r: 6, fill: COLOURS[top] }));
    out.push(g);
  }
  // Barns stand on the corner where four tiles meet.
  for (const [p, [x, y]] of pc.barns ?? []) out.push(figurePath(p, "barn", 0, x * TILE, y * TILE, label("barn")));
  // The Count of Carcassonne: followers waiting in a quarter stand in a
  // row low on its tile, the Count high on his quarter's tile.
  const row = {};
  for (const [p, figure, [x, y]] of pc.quarters ?? []) {
    const k = (row[[x, y]] = (row[[x, y]] ?? -1) + 1);
    out.push(figurePath(p, figure, 0, x * TILE + 18 + 22 * k, y * TILE + 72, label("quarter")));
  }
  // A neutral piece: its outline at (x, y).
  const piece = (name, x, y) => {
    const g = titled(el("g", { class: name, transform: `translate(${x} ${y})` }), label(name));
    g.append(el("path", { d: PIECES[name] }));
    out.push(g);
  };
  if (pc.count) piece("count", pc.count[0] * TILE + 50, pc.count[1] * TILE + 28);
  if (pc.fairy) {
    const [cx, cy] = centre(pc.fairy);
    piece("fairy", cx - 30, cy + 28);
  }
  if (pc.dragon) {
    const path = pc.dragon_path.length > 1 ? pc.dragon_path : [pc.dragon];
    const [x0, y0] = centre(path[0]);
    const g = titled(el("g", { class: "dragon", "data-path": path.map((p) => p.join(",")).join(" ") }), label("dragon"));
    const body = el("g", { transform: `translate(${x0} ${y0})` });
    body.append(el("path", { d: PIECES.dragon }));
    g.append(body);
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (path.length > 1 && !still) {
      // One square per 0.4 s, then it stays on the last.
      const d = path.slice(1).map((p) => { const [cx, cy] = centre(p); return `L${cx - x0} ${cy - y0}`; }).join(" ");
      body.append(el("animateMotion", { path: `M0 0 ${d}`, dur: `${0.4 * (path.length - 1)}s`, fill: "freeze", calcMode: "linear" }));
    } else {
      const [cx, cy] = centre(pc.dragon);
      body.setAttribute("transform", `translate(${cx} ${cy})`);
    }
    out.push(g);
  }
  return out;
}

class Widget {
  constructor(figure, data, tilesUrl) {
    this.figure = figure;
    this.data = data;
    this.tilesUrl = tilesUrl;
    this.form = figure.querySelector("form.controls") || this.controls();
    this.svg = figure.querySelector("svg.board-svg");
    const d = this.form.dataset;
    // data-l-fairy-turn is dataset.lFairyTurn.
    this.label = (name) => d["l" + name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase())] || name;
    this.reset();
    this.form.hidden = false;
    this.bind();
  }

  // The page's controls (one <template> for all its examples), made this
  // example's: its rule edition chosen, only the tile kinds it may place,
  // each by its index in the example.
  controls() {
    const form = document.getElementById("example-controls").content.firstElementChild.cloneNode(true);
    form.rules.value = this.figure.dataset.rules;
    // The kinds it may place, named from the locale's kinds.json, each by
    // its index in the example.
    this.data.ids.forEach((id, i) => {
      const o = document.createElement("option");
      o.value = String(i);
      o.textContent = kindNames[id] || id;
      form.kind.append(o);
    });
    this.figure.insertBefore(form, this.figure.querySelector("figcaption"));
    return form;
  }

  reset() {
    this.ex = new Example(JSON.stringify(this.data.engine));
    this.step = this.ex.tileCount();
    this.rotation = 0;
    this.selected = null;
    this.message("", "");
    this.render();
  }

  bind() {
    const f = this.form;
    f.rules.addEventListener("change", () => this.render());
    f.final.addEventListener("change", () => this.render());
    const steps = { first: () => 0, prev: () => this.step - 1, next: () => this.step + 1, last: () => this.ex.tileCount() };
    for (const [name, to] of Object.entries(steps)) {
      f.elements[name].addEventListener("click", () => {
        this.step = Math.max(0, Math.min(this.ex.tileCount(), to()));
        this.render();
      });
    }
    f.kind.addEventListener("change", () => this.render());
    f.rotate.addEventListener("click", () => { this.rotation = (this.rotation + 90) % 360; this.render(); });
    f.reset.addEventListener("click", () => { f.kind.value = ""; f.player.value = ""; this.reset(); });
    this.svg.addEventListener("click", (e) => this.click(e));
  }

  errorText(key) { return errorText(key); }

  message(feature, error) {
    this.form.querySelector(".feature").textContent = feature;
    this.form.querySelector(".error").textContent = error;
  }

  rules() { return this.form.rules.value; }

  state() {
    const total = this.ex.tileCount();
    const final = this.form.final.checked && this.step === total;
    return JSON.parse(this.ex.state(this.rules(), this.step, final));
  }

  render() {
    const st = this.state();
    this.current = st;
    this.form.querySelector("output[name=step]").value = String(this.step);
    this.form.querySelector(".steps .total").textContent = String(this.ex.tileCount());
    // Where the tile being placed may go.
    const kind = this.form.kind.value;
    this.legal = [];
    if (kind !== "" && this.step === this.ex.tileCount()) {
      this.legal = JSON.parse(this.ex.legal(Number(kind))).filter(([, , d]) => d === this.rotation);
    }
    this.draw(st);
    this.tables(st);
  }

  draw(st) {
    const squares = [...this.data.engine.tiles.map((t) => t.at), ...st.tiles.map((t) => t.at), ...this.legal.map(([x, y]) => [x, y])];
    const xs = squares.map((p) => p[0]), ys = squares.map((p) => p[1]);
    const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
    const [w, h] = [(Math.max(...xs) - x0 + 1) * TILE, (Math.max(...ys) - y0 + 1) * TILE];
    this.svg.setAttribute("viewBox", `${x0 * TILE} ${y0 * TILE} ${w} ${h}`);
    this.svg.setAttribute("width", Math.min(w, 600));
    this.svg.setAttribute("height", Math.round(h * Math.min(w, 600) / w));
    const kids = tileImages(st, this.data.ids, this.tilesUrl);
    if (this.selected) {
      for (const [x, y] of this.selected.tiles) {
        kids.push(el("rect", { class: "mark", x: x * TILE + 4, y: y * TILE + 4, width: TILE - 8, height: TILE - 8, rx: 6 }));
      }
    }
    kids.push(...figurePaths(st, this.data.anchors));
    if (st.pieces) kids.push(...piecePaths(st.pieces, this.label));
    for (const [x, y] of this.legal) {
      kids.push(el("rect", { class: "legal", "data-x": x, "data-y": y, x: x * TILE + 3, y: y * TILE + 3, width: TILE - 6, height: TILE - 6 }));
    }
    this.svg.replaceChildren(...kids);
  }

  tables(st) {
    const box = this.figure.querySelector(".scores");
    box.classList.remove("all");
    const rules = this.rules();
    const tables = [...box.querySelectorAll("table")];
    // A plain example ships its book's edition only: its tables become
    // those of the edition chosen (side-by-side examples ship them all).
    if (!tables.some((t) => t.dataset.rules === rules)) {
      const name = this.form.rules.selectedOptions[0].textContent;
      for (const t of tables) {
        t.dataset.rules = rules;
        const caption = t.querySelector("caption");
        if (caption) caption.textContent = name;
      }
    }
    for (const t of tables) t.hidden = t.dataset.rules !== rules;
    const score = box.querySelector(`table.score[data-rules="${rules}"] tbody`);
    const events = box.querySelector(`table.events[data-rules="${rules}"] tbody`);
    const names = Object.fromEntries([...this.form.player.options].map((o) => [o.value, o.textContent]));
    const row = (cells) => {
      const tr = document.createElement("tr");
      cells.forEach((c, i) => {
        const td = document.createElement(i === 0 && cells.header ? "th" : "td");
        td.textContent = c;
        tr.append(td);
      });
      return tr;
    };
    const nf = new Intl.NumberFormat(document.documentElement.lang);
    score.replaceChildren(...scoreRows(st.players, names, nf));
    const points = (list) => list.map(([p, n]) => `${names[p]} ${nf.format(n)}`).join(", ");
    // The events, then the goods majorities of the final scoring (the most
    // tokens of each kind; the tiles column counts the tokens), as the
    // page's own table lists them.
    events.replaceChildren(
      ...st.events.map((e) => row([this.label(e.feature), this.label(e.when), nf.format(e.tiles.length), points(e.points)])),
      ...(st.goods_majorities ?? []).map((b) => row([this.label(b.goods), this.label("final"), nf.format(b.tokens), points(b.points)])),
      // The fairy's points and ransoms, as the page's own table lists them.
      ...(st.pieces?.awards ?? []).map((a) => row([this.label(a.reason), this.label(a.when), nf.format(a.tiles.length), points([[a.player, a.points]])])),
    );
  }

  click(e) {
    const pt = this.svg.createSVGPoint();
    pt.x = e.clientX; pt.y = e.clientY;
    const p = pt.matrixTransform(this.svg.getScreenCTM().inverse());
    const [sx, sy] = [Math.floor(p.x / TILE), Math.floor(p.y / TILE)];
    this.message("", "");
    if (this.legal.some(([x, y]) => x === sx && y === sy)) {
      try {
        this.ex.addTile(Number(this.form.kind.value), sx, sy, this.rotation);
        this.step = this.ex.tileCount();
        this.form.kind.value = "";
      } catch (err) { this.message("", this.errorText(err.message)); }
      this.render();
      return;
    }
    const st = this.current;
    let tile = -1;
    st.tiles.forEach((t, i) => { if (t.at[0] === sx && t.at[1] === sy) tile = i; });
    if (tile < 0) return;
    const t = st.tiles[tile];
    // Back to the tile's own orientation, then the nearest anchor.
    const local = turn([p.x - sx * TILE, p.y - sy * TILE], (360 - t.rotation) % 360);
    let best = null, dist = Infinity;
    for (const [ty, index, ax, ay] of this.data.anchors[t.kind]) {
      if (ty === "river") continue;
      const d = Math.hypot(ax - local[0], ay - local[1]);
      if (d < dist) { dist = d; best = [ty, index]; }
    }
    if (!best) return;
    const player = this.form.player.value;
    try {
      if (player) {
        this.ex.toggleFollower(tile, best[0], best[1], player, this.form.figure?.value ?? "follower");
        this.selected = null;
        this.step = Math.max(this.step, tile + 1);
      } else {
        const f = JSON.parse(this.ex.feature(this.rules(), this.step, tile, best[0], best[1]));
        this.selected = f;
        const nf = new Intl.NumberFormat(document.documentElement.lang);
        this.message(`${this.label(best[0])}: ${this.label(f.complete ? "complete" : "open")} ${this.label("points")}: ${nf.format(f.value)}`, "");
      }
    } catch (err) {
      this.message("", this.errorText(err.message));
    }
    this.render();
  }
}

export async function start() {
  const root = document.documentElement.dataset.root || "";
  const names = document.getElementById("example-controls")?.content.querySelector("select[name=kind]")?.dataset.names;
  const [, loaded] = await Promise.all([loadEngine(root), names ? fetch(names).then((r) => r.json()) : {}]);
  kindNames = loaded;
  for (const figure of document.querySelectorAll("figure.example[data-json]")) {
    try {
      const data = await fetch(figure.dataset.json).then((r) => r.json());
      figure.widget = new Widget(figure, data, `${root}tiles/`);
      figure.dataset.ready = "true";
    } catch (e) {
      console.error("tilebook example", figure.id, e);
    }
  }
  document.documentElement.dataset.examples = "ready";
}
