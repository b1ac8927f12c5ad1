// tilebook rules site: theme, search, keyboard navigation, printing, and
// loading the interactive examples. No inline scripts: the CSP forbids them.
(() => {
  "use strict";
  const root = document.documentElement;

  // Dark mode: follows the system until the reader chooses.
  const theme = document.querySelector("button.theme");
  const saved = localStorage.getItem("tilebook-theme");
  const systemDark = matchMedia("(prefers-color-scheme: dark)").matches;
  const apply = (dark) => {
    root.classList.toggle("dark", dark);
    root.classList.toggle("light", !dark);
    if (theme) theme.setAttribute("aria-pressed", String(dark));
  };
  apply(saved ? saved === "dark" : systemDark);
  if (theme) {
    theme.hidden = false;
    theme.addEventListener("click", () => {
      const dark = !root.classList.contains("dark");
      localStorage.setItem("tilebook-theme", dark ? "dark" : "light");
      apply(dark);
    });
  }

  // Search: the index is folded at build time; fold the query the same way
  // (lower case, no diacritics, one space), so "tarani" finds "țărani".
  const fold = (s) => s.normalize("NFD").replace(/\p{M}/gu, "")
    .replace(/[łŁ]/g, "l").replace(/ß/g, "s").replace(/[đĐ]/g, "d").replace(/[øØ]/g, "o")
    .toLowerCase().replace(/\s+/g, " ").trim();
  const form = document.querySelector("form.search");
  if (form) {
    const input = form.querySelector("input");
    const list = form.querySelector(".results");
    const localeRoot = root.dataset.localeRoot || "";
    let index = null;
    const load = () => index || (index = fetch(form.dataset.index).then((r) => r.json()).catch(() => []));
    const show = async () => {
      const q = fold(input.value);
      list.replaceChildren();
      if (!q) { list.hidden = true; return; }
      const words = q.split(" ");
      const hits = (await load()).filter((e) => words.every((w) => e.x.includes(w))).slice(0, 12);
      if (!hits.length) {
        const li = document.createElement("li");
        const span = document.createElement("span");
        span.textContent = input.dataset.empty.replace("{q}", input.value);
        li.append(span);
        list.append(li);
      }
      for (const h of hits) {
        const li = document.createElement("li");
        const a = document.createElement("a");
        a.href = localeRoot + h.u;
        a.textContent = h.t;
        li.append(a);
        list.append(li);
      }
      list.hidden = false;
    };
    input.addEventListener("input", show);
    input.addEventListener("focus", load, { once: true });
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const first = list.querySelector("a");
      if (first) location.href = first.href;
    });
    document.addEventListener("click", (e) => { if (!form.contains(e.target)) list.hidden = true; });
    form.addEventListener("keydown", (e) => {
      if (e.key === "Escape") { list.hidden = true; input.blur(); }
      if (e.key === "ArrowDown") {
        const links = [...list.querySelectorAll("a")];
        const i = links.indexOf(document.activeElement);
        if (links.length) { e.preventDefault(); links[Math.min(i + 1, links.length - 1)].focus(); }
      }
    });
  }

  // Keyboard: ← and → turn the pages, / searches.
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const t = e.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement || t.isContentEditable) return;
    if (t.closest && t.closest(".example")) return;
    const go = (sel) => { const a = document.querySelector(sel); if (a) location.href = a.href; };
    if (e.key === "ArrowLeft") go(".pager a.prev");
    else if (e.key === "ArrowRight") go(".pager a.next");
    else if (e.key === "/" && form) { e.preventDefault(); form.querySelector("input").focus(); }
  });

  // The language links keep where the reader is: the section (its id is
  // the same in every language) or the scoring board's position, both the
  // address's hash. Set before the link is followed, however it is (a
  // click, the keyboard, a new tab), since the board rewrites the hash
  // without a hashchange event.
  const languages = [...document.querySelectorAll("nav.languages a")];
  const keepHash = () => { for (const a of languages) a.hash = location.hash; };
  keepHash();
  addEventListener("hashchange", keepHash);
  for (const a of languages) {
    for (const type of ["pointerdown", "focus"]) a.addEventListener(type, keepHash);
  }

  // The print page's button.
  const print = document.querySelector(".print-button");
  if (print) { print.hidden = false; print.addEventListener("click", () => window.print()); }

  // Interactive examples, when the page has any.
  if (document.querySelector("figure.example[data-json]")) {
    import((root.dataset.root || "") + "static/example.js")
      .then((m) => m.start())
      .catch((e) => console.info("tilebook: examples stay static:", e.message));
  }
})();
