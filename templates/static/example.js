// Interactive scoring examples: every number comes from the tilebook engine
// compiled to WebAssembly (static/wasm/), the same code as `tilebook score`.
// Its JSON names players, feature types and scoring times in lower case
// ("red", "city", "play"): the ids the form's options and labels use.
// One build of the engine (ENGINE in src/site/mod.rs), with every rule.
import { TILE, choosePath, el, engineOf, errorText, figurePaths, loadExample, offerItems, pathChoice, pathRects, piecePaths, scoreRows, setFigures, tileImages, turn } from "./table.js";

let Example;

/** Loads the engine. */
async function loadEngine(root) {
  const glue = await import("./wasm/tilebook_wasm.js");
  await glue.default({ module_or_path: `${root}static/wasm/tilebook_wasm_bg.wasm` });
  Example = glue.Example;
  setFigures(glue.figureOutlines());
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
    // The kinds it may place, each by its index in the example, named as
    // the page's controls name every kind its examples may place.
    const names = Object.fromEntries([...form.kind.options].map((o) => [o.value, o.textContent]));
    form.kind.replaceChildren(form.kind.options[0]);
    this.data.ids.forEach((id, i) => {
      const o = document.createElement("option");
      o.value = String(i);
      o.textContent = names[id] || id;
      form.kind.append(o);
    });
    // The rule variants it is about: their selects shown, on the options
    // its board plays.
    for (const v of this.data.variants || []) {
      const label = form.querySelector(`label.variant[data-variant="${v.id}"]`);
      if (!label) continue;
      label.hidden = false;
      label.querySelector("select").value = v.options[v.chosen];
    }
    this.figure.insertBefore(form, this.figure.querySelector("figcaption"));
    return form;
  }

  /** The engine's setup for the options chosen in the variants' selects:
   * the board's own, or that of another combination of them. */
  setup() {
    const vs = this.data.variants || [];
    if (!vs.length) return this.data.engine.setup;
    const choose = vs.map((v) => v.options.indexOf(this.form.elements[`variant-${v.id}`].value));
    const found = this.data.setups.find((s) => s.choose.every((c, i) => c === choose[i]));
    return found ? found.setup : null;
  }

  reset() {
    const setup = this.setup();
    if (!setup) {
      // The example's moves are not allowed under these options.
      this.message("", this.label("variant-refused"));
      return;
    }
    this.ex = engineOf(Example, this.data.code, { ...this.data.engine, setup });
    // Every square of the example, for a view that stays put while
    // stepping through it.
    this.squares = JSON.parse(this.ex.placed()).tiles.map((t) => t.at);
    this.step = this.ex.tileCount();
    this.rotation = 0;
    this.selected = null;
    this.path = [];
    this.next = [];
    this.message("", "");
    this.render();
  }

  bind() {
    const f = this.form;
    f.rules.addEventListener("change", () => this.render());
    for (const v of this.data.variants || []) {
      f.elements[`variant-${v.id}`].addEventListener("change", () => this.reset());
    }
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
    // A square of the offers chosen by the keyboard, as by a click.
    this.svg.addEventListener("keydown", (e) => {
      const sq = e.target.closest?.("rect.next");
      if (sq && (e.key === "Enter" || e.key === " ")) {
        e.preventDefault();
        this.choose(Number(sq.dataset.x), Number(sq.dataset.y));
      }
    });
  }

  /** A square of the offers chosen on the table: the path goes on, or its
   * last square is taken back. */
  choose(x, y) {
    this.path = choosePath(this.path, x, y);
    this.render();
  }

  errorText(key) { return errorText(key); }

  message(feature, error) {
    this.form.querySelector(".feature").textContent = feature;
    this.form.querySelector(".error").textContent = error;
  }

  rules() { return this.form.rules.value; }

  /** Whether the state shown counts the final scoring: ticked, at the
   * last step. */
  finalShown() {
    return this.form.final.checked && this.step === this.ex.tileCount();
  }

  state(final = this.finalShown()) {
    return JSON.parse(this.ex.state(this.rules(), this.step, final));
  }

  render() {
    const final = this.finalShown();
    const st = this.state(final);
    this.current = st;
    this.form.querySelector("output[name=step]").value = String(this.step);
    this.form.querySelector(".steps .total").textContent = String(this.ex.tileCount());
    // Where the tile being placed may go.
    const kind = this.form.kind.value;
    this.legal = [];
    if (kind !== "" && this.step === this.ex.tileCount()) {
      this.legal = JSON.parse(this.ex.legal(Number(kind))).filter(([, , d]) => d === this.rotation);
    }
    // The offers first: a path they complete is taken (and drawn by its
    // own render).
    if (this.offers()) return;
    // The final scoring takes every figure home: the board stays as it
    // stood before it, so the figures the caption speaks of stay in sight
    // while the tables count the end.
    this.draw(final ? this.state(false) : st);
    this.tables(st);
  }

  /** What else the last tile's turn allows, as the engine offers it (for
   * the colour chosen, if one is), at the last step: hidden when nothing.
   * Several offers of one kind are also chosen square by square on the
   * table. Resolves to whether an offer the squares completed was taken. */
  offers() {
    const box = this.form.querySelector(".moves");
    if (!box) return false;
    const player = this.form.player.value;
    const offers = this.step === this.ex.tileCount()
      ? JSON.parse(this.ex.offers(this.rules(), this.finalShown())).filter((o) => !player || !o.player || o.player === player) : [];
    box.hidden = !offers.length;
    const option = (select, v) => select?.querySelector(`option[value="${v}"]`)?.textContent ?? v;
    const nf = new Intl.NumberFormat(document.documentElement.lang);
    const names = { label: this.label, colour: (p) => option(this.form.player, p), figure: (f) => option(this.form.figure, f), nf };
    const take = (o) => {
      this.path = [];
      try {
        this.ex.addStep(o.code, o.replaces);
        this.message("", "");
      } catch (err) { this.message("", this.errorText(err.message)); }
      this.render();
    };
    const choice = pathChoice(offers, this.path, this.label);
    this.path = choice.path;
    if (choice.done) {
      take(choice.done);
      return true;
    }
    this.next = choice.next;
    const mark = (squares) => { this.marked = squares; this.draw(this.state(false)); };
    box.querySelector("ul").replaceChildren(...offerItems(choice.shown, names, take, mark));
    return false;
  }

  draw(st) {
    const squares = [...this.squares, ...st.tiles.map((t) => t.at), ...this.legal.map(([x, y]) => [x, y])];
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
    for (const [x, y] of this.marked ?? []) {
      kids.push(el("rect", { class: "mark offer", x: x * TILE + 4, y: y * TILE + 4, width: TILE - 8, height: TILE - 8, rx: 6 }));
    }
    kids.push(...figurePaths(st, this.data.anchors));
    kids.push(...piecePaths(st.pieces ?? [], this.label));
    for (const [x, y] of this.legal) {
      kids.push(el("rect", { class: "legal", "data-x": x, "data-y": y, x: x * TILE + 3, y: y * TILE + 3, width: TILE - 6, height: TILE - 6 }));
    }
    kids.push(...pathRects(this.path ?? [], this.next ?? [], new Intl.NumberFormat(document.documentElement.lang)));
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
    // The events, then the points outside features' majorities (the
    // fairy's, ransoms, the most goods), as the page's own table lists them.
    events.replaceChildren(
      ...st.events.map((e) => row([this.label(e.feature), this.label(e.when), nf.format(e.tiles.length), points(e.points)])),
      ...(st.awards ?? []).map((a) => row([this.label(a.reason), this.label(a.when), nf.format(a.tiles.length), points([[a.player, a.points]])])),
    );
  }

  click(e) {
    const step = e.target.closest?.("rect.next");
    if (step) return this.choose(Number(step.dataset.x), Number(step.dataset.y));
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
  await loadEngine(root);
  for (const figure of document.querySelectorAll("figure.example[data-json]")) {
    try {
      const data = await loadExample(figure.dataset.json);
      figure.widget = new Widget(figure, data, `${root}tiles/`);
      figure.dataset.ready = "true";
    } catch (e) {
      console.error("tilebook example", figure.id, e);
    }
  }
  document.documentElement.dataset.examples = "ready";
}
