// The table as the engine draws it: what the scoring board (board.js) and
// the interactive examples (example.js) share. The engine's table files,
// tiles, figures and the expansions' pieces as SVG, score rows, and the
// steps the engine offers as buttons and as squares chosen on the table.
// Every rule stays in the engine (static/wasm/): this file only draws.

// Each table file's JSON (the tile kinds and rule editions as the
// engine reads them, kind ids and follower anchors), by address: fetched
// once for every example of the page that shares it.
const tables = new Map();

/** An example file's JSON at `url` with its table's `code`, `ids` and
 * `anchors`; its `engine` holds the rest of what the engine reads. */
export async function loadExample(url) {
  const at = new URL(url, location.href);
  const data = await fetch(at).then((r) => r.json());
  const table = new URL(data.table, at).href;
  if (!tables.has(table)) tables.set(table, fetch(table).then((r) => r.json()));
  const { code, ids, anchors } = await tables.get(table);
  return { ...data, code, ids, anchors };
}

/** The engine's example of a table's `code` and a position `e`: its
 * setup, tiles, followers and steps, each a list of integers. */
export const engineOf = (Example, code, e) => new Example(code, e.setup, e.tiles, e.followers, e.steps);

const SVG = "http://www.w3.org/2000/svg";
export const TILE = 100;
export const COLOURS = { red: "#d7261e", blue: "#1f5fbf", green: "#2a9134", yellow: "#f0c419", black: "#262626", grey: "#8a8d91" };
// Figure outlines centred on the origin ({name: path data}, a farmer's
// as `<name>-lying`), from the engine (its `figureOutlines`): the outlines
// the compiler's boards draw too.
let FIGURES = {};
export const setFigures = (json) => { FIGURES = Object.fromEntries(JSON.parse(json)); };

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

// The pieces the expansions in play show (the engine's list, in drawing
// order), each drawn by its look alone: marked squares, a badge with its
// number (and its player's dot), a figure in its player's colour, or a
// neutral outline, which moves along the squares of its last move one
// square at a time unless the reader asked for less motion. Each is
// titled by its name's label (and a badge's number).
export function piecePaths(pieces, label) {
  const titled = (e, text) => { const t = el("title"); t.textContent = text; e.append(t); return e; };
  return pieces.map((pc) => {
    const title = pc.text == null ? label(`piece-${pc.name}`) : `${label(`piece-${pc.name}`)}: ${pc.text}`;
    if (pc.look === "figure") return figurePath(pc.player, pc.figure, pc.outline, pc.x, pc.y, title);
    if (pc.look === "squares") {
      const g = titled(el("g", { class: pc.name }), title);
      for (const [sx, sy] of pc.squares) {
        g.append(el("rect", { "data-x": sx, "data-y": sy, x: sx * TILE + 2, y: sy * TILE + 2, width: TILE - 4, height: TILE - 4 }));
      }
      return g;
    }
    if (pc.look === "badge") {
      const g = titled(el("g", { class: pc.name, "data-height": pc.text, transform: `translate(${pc.x} ${pc.y})` }), title);
      g.append(el("rect", { width: 22, height: 26, rx: 3 }));
      const n = el("text", { x: 11, y: 19, "text-anchor": "middle" });
      n.textContent = String(pc.text);
      g.append(n);
      if (pc.player) g.append(el("circle", { cx: 11, cy: -4, r: 6, fill: COLOURS[pc.player] }));
      return g;
    }
    // An outline; one that moved starts on its first square (board units
    // from the one it stands on) and walks to the last.
    // Its `data-path`: those squares, or the one it stands on.
    const path = pc.squares?.length ? pc.squares : [[Math.floor(pc.x / TILE), Math.floor(pc.y / TILE)]];
    const [lx, ly] = path[path.length - 1];
    const [x0, y0] = [pc.x + (path[0][0] - lx) * TILE, pc.y + (path[0][1] - ly) * TILE];
    const g = titled(el("g", { class: pc.name, "data-path": path.map((p) => p.join(",")).join(" "), transform: `translate(${x0} ${y0})` }), title);
    g.append(el("path", { d: pc.outline }));
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (path.length > 1 && !still) {
      // One square per 0.4 s, then it stays on the last.
      const d = path.slice(1).map(([x, y]) => `L${(x - path[0][0]) * TILE} ${(y - path[0][1]) * TILE}`).join(" ");
      g.append(el("animateMotion", { path: `M0 0 ${d}`, dur: `${0.4 * (path.length - 1)}s`, fill: "freeze", calcMode: "linear" }));
    } else {
      g.setAttribute("transform", `translate(${pc.x} ${pc.y})`);
    }
    return g;
  });
}

/** The choice among `offers` square by square on the table: those that
 * go through the squares of `path` (chosen so far, in order), `done` the
 * one the path completes when it is the only one left, and `next` the
 * squares that may come next where several offers of one kind differ,
 * each `[x, y, label]`. A path that leads to no offer starts again.
 * Resolves to `{ path, shown, next, done }`. */
export function pathChoice(offers, path, label) {
  const through = (o) => path.every(([x, y], i) => o.squares[i]?.[0] === x && o.squares[i]?.[1] === y);
  let shown = offers.filter(through);
  if (!shown.length) [path, shown] = [[], offers];
  const done = path.length && shown.length === 1 && shown[0].squares.length === path.length ? shown[0] : null;
  const seen = new Set();
  const several = (o) => shown.filter((p) => p.name === o.name).length > 1;
  const next = shown.filter(several).flatMap((o) => {
    const sq = o.squares[path.length];
    if (!sq || seen.has(String(sq))) return [];
    seen.add(String(sq));
    return [[...sq, label(`step-${o.name}`)]];
  });
  return { path, shown, next, done };
}

/** `path` with the square (x, y) chosen: added to it, or taken back when
 * it is its last. */
export function choosePath(path, x, y) {
  const last = path[path.length - 1];
  return last && last[0] === x && last[1] === y ? path.slice(0, -1) : [...path, [x, y]];
}

/** The squares chosen so far (`path`) marked, and those that may come next
 * (`next`, from {@link pathChoice}) as buttons a click, Enter or Space
 * chooses. */
export function pathRects(path, next, nf) {
  return [
    ...path.map(([x, y]) => el("rect", { class: "mark offer", x: x * TILE + 4, y: y * TILE + 4, width: TILE - 8, height: TILE - 8, rx: 6 })),
    ...next.map(([x, y, what]) => el("rect", {
      class: "next", "data-x": x, "data-y": y, x: x * TILE + 10, y: y * TILE + 10, width: TILE - 20, height: TILE - 20, rx: 10,
      tabindex: 0, role: "button", "aria-label": `${what}: (${nf.format(x)}, ${nf.format(y)})`,
    })),
  ];
}

/** The engine's offers `offers` (its `offers()`) as list items, each a
 * button named by its kind's label (`step-<name>`), squares and details:
 * `take(o)` takes it; `mark(squares)` marks its squares while it has the
 * focus or the pointer (`[]` after). `names` gives `label(id)`,
 * `colour(player)`, `figure(name)` and `nf` (a NumberFormat). */
export function offerItems(offers, names, take, mark) {
  const { label, colour, figure, nf } = names;
  // A feature is named by its type ("road.1": the tile's second road),
  // numbered as the figure form numbers it where two offers would
  // otherwise read the same.
  const feature = (v, numbered) => {
    const [ty, n] = v.split(".");
    return numbered && n !== undefined ? `${label(ty)} ${nf.format(Number(n) + 1)}` : label(ty);
  };
  // A value named by its role ("the Count: market") where the engine
  // says so (a `detail-key-<key>` label).
  const valued = (k, v) => {
    const role = label(`detail-key-${k}`);
    return role === `detail-key-${k}` ? label(`detail-${v}`) : `${role}: ${label(`detail-${v}`)}`;
  };
  const detail = (numbered) => ([k, v]) => (k === "player" ? colour(v) : k === "figure" ? figure(v) : k === "feature" ? feature(v, numbered) : valued(k, v));
  const square = ([x, y]) => `(${nf.format(x)}, ${nf.format(y)})`;
  const text = (o, numbered) => {
    const parts = [o.squares.map(square).join(" → "), o.details.map(detail(numbered)).join(", ")].filter(Boolean);
    return `${label(`step-${o.name}`)}${parts.length ? ": " + parts.join(" · ") : ""}`;
  };
  const plain = offers.map((o) => text(o, false));
  return offers.map((o, i) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = plain.indexOf(plain[i]) !== plain.lastIndexOf(plain[i]) ? text(o, true) : plain[i];
    for (const [on, events] of [[true, ["focus", "mouseenter"]], [false, ["blur", "mouseleave"]]]) {
      for (const e of events) button.addEventListener(e, () => mark(on ? o.squares : []));
    }
    button.addEventListener("click", () => { mark([]); take(o); });
    const li = document.createElement("li");
    li.append(button);
    return li;
  });
}
