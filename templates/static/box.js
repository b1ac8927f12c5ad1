// "My box": the reader ticks the boxes they own; the page shows the rule
// book made of them. Every part of the page that depends on the choice
// says what it needs: `data-all` (tokens that must all be in the box) and
// `data-none` (tokens none of which may be). A box holds the token of each
// ticked book (`book:<id>`) and of the tile sets each brings (`set:<id>`:
// its chosen printing, or else its own sets). The choice lives in the
// address — ?box=base,river&rules=second&printing=winter-2012 — so that it
// can be bookmarked and shared. The rule (src/book/combine.rs) is the
// build's: this script only applies what the page says.
(() => {
  "use strict";
  const form = document.querySelector("form.box-choice");
  if (!form) return;
  const books = [...form.querySelectorAll('input[name="book"]')];
  const printingOf = (book) => form.querySelector(`select[name="printing"][data-book="${book.value}"]`);
  const rules = form.querySelector('select[name="rules"]');
  const list = (s) => (s || "").split(/[\s,]+/).filter(Boolean);

  // The choice in the address, if any.
  const params = new URLSearchParams(location.search);
  if (params.has("box")) {
    const chosen = new Set(list(params.get("box")));
    for (const b of books) if (!b.disabled) b.checked = chosen.has(b.value);
  }
  const printings = new Set(list(params.get("printing")));
  for (const b of books) {
    const select = printingOf(b);
    if (!select) continue;
    const found = [...select.options].find((o) => o.value && printings.has(o.value));
    if (found) select.value = found.value;
  }
  if (rules && [...rules.options].some((o) => o.value === params.get("rules"))) rules.value = params.get("rules");

  // What the box holds.
  const tokens = () => {
    const out = new Set();
    for (const b of books.filter((b) => b.checked)) {
      out.add(b.dataset.token);
      const select = printingOf(b);
      const printing = select && select.selectedOptions[0];
      if (printing && printing.value) out.add(printing.dataset.token);
      else list(b.dataset.sets).forEach((t) => out.add(t));
    }
    return out;
  };

  const lang = document.documentElement.lang;
  const apply = () => {
    const box = tokens();
    for (const el of document.querySelectorAll("[data-all], [data-none]")) {
      el.hidden = !(list(el.dataset.all).every((t) => box.has(t)) && !list(el.dataset.none).some((t) => box.has(t)));
    }
    // A printing is chosen only for a book in the box.
    for (const b of books) {
      const select = printingOf(b);
      if (select) select.disabled = !b.checked;
    }
    // The tiles added up.
    for (const table of document.querySelectorAll("table.totals")) {
      const sum = [...table.querySelectorAll("tbody tr[data-count]")]
        .filter((r) => !r.hidden)
        .reduce((n, r) => n + Number(r.dataset.count), 0);
      table.querySelector(".total").textContent = new Intl.NumberFormat(lang).format(sum);
    }
    // The examples' scores under the chosen rule edition.
    if (rules) {
      // Each printed example's score table has a column per edition (all
      // shown without scripts): only the chosen one's stays.
      for (const t of document.querySelectorAll(".example.printed .scores:not(.all) table.score")) {
        const col = 1 + [...t.querySelectorAll("thead th[data-rules]")].findIndex((h) => h.dataset.rules === rules.value);
        if (col > 0) for (const r of t.rows) for (const c of [...r.cells].slice(1)) c.hidden = c.cellIndex !== col;
      }
    }
  };

  // The address holds the choice; the language links keep it.
  const remember = () => {
    const chosen = books.filter((b) => b.checked).map((b) => b.value);
    let query = `?box=${chosen.join(",")}`;
    if (rules) query += `&rules=${rules.value}`;
    const picked = books.filter((b) => b.checked).map(printingOf).filter((s) => s && s.value).map((s) => s.value);
    if (picked.length) query += `&printing=${picked.join(",")}`;
    history.replaceState(null, "", location.pathname + query + location.hash);
    for (const a of document.querySelectorAll("nav.languages a")) {
      a.search = query;
    }
  };

  form.addEventListener("change", () => { apply(); remember(); });
  form.addEventListener("submit", (e) => e.preventDefault());
  apply();
  if (params.has("box")) remember();
  form.hidden = false;
  document.documentElement.dataset.box = "ready";
})();
