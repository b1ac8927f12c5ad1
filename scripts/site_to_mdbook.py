#!/usr/bin/env python3
"""Turns a built tilebook site into an mdBook source with the same words.

Used by scripts/bench-site.sh to compare a tilebook build with mdBook
building the same text: every chapter page of every book in every locale
becomes one Markdown file (headings, paragraphs, list items, table rows),
in the books' reading order, all in one mdBook (one part per locale and
book). Usage: site_to_mdbook.py SITE_DIR OUT_DIR
"""

import html
import html.parser
import pathlib
import sys


class MainText(html.parser.HTMLParser):
    """Collects the text inside <main> as Markdown blocks."""

    BLOCKS = {"h1": "# ", "h2": "## ", "h3": "### ", "h4": "#### ", "p": "", "li": "- ",
              "figcaption": "", "td": "| ", "th": "| ", "caption": ""}

    def __init__(self):
        super().__init__()
        self.depth = 0
        self.block = None
        self.buf = []
        self.out = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag == "main":
            self.depth += 1
        if self.depth == 0:
            return
        if tag in ("script", "style", "svg", "nav"):
            self.skip += 1
        elif tag in self.BLOCKS and self.block is None and not self.skip:
            self.block = tag
            self.buf = []

    def handle_endtag(self, tag):
        if self.depth == 0:
            return
        if tag in ("script", "style", "svg", "nav"):
            self.skip = max(0, self.skip - 1)
        elif tag == self.block:
            text = " ".join("".join(self.buf).split())
            if text:
                self.out.append(self.BLOCKS[tag] + text)
            self.block = None
        if tag == "main":
            self.depth -= 1

    def handle_data(self, data):
        if self.block is not None and not self.skip:
            self.buf.append(data)


def chapter_pages(book_dir):
    """Chapter pages of a book in reading order: the book's index links them."""
    index = (book_dir / "index.html").read_text(encoding="utf-8")
    seen = []
    for part in index.split('href="')[1:]:
        href = html.unescape(part.split('"', 1)[0])
        if "/" in href or not href.endswith(".html") or href in seen:
            continue
        if href not in ("index.html", "print.html", "tiles.html"):
            seen.append(href)
    return ["index.html"] + seen


def main():
    site, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    src = out / "src"
    src.mkdir(parents=True, exist_ok=True)
    summary = ["# Summary", ""]
    words = 0
    for locale in sorted(p for p in site.iterdir() if p.is_dir() and (p / "index.html").exists()
                         and p.name not in ("static", "tiles", "examples")):
        for book in sorted(p for p in locale.iterdir() if (p / "index.html").exists()):
            summary.append(f"# {locale.name} {book.name}")
            summary.append("")
            for page in chapter_pages(book):
                parser = MainText()
                parser.feed((book / page).read_text(encoding="utf-8"))
                if not parser.out:
                    continue
                rel = pathlib.Path(locale.name) / book.name / page.replace(".html", ".md")
                (src / rel).parent.mkdir(parents=True, exist_ok=True)
                text = "\n\n".join(parser.out) + "\n"
                words += len(text.split())
                (src / rel).write_text(text, encoding="utf-8")
                title = next((b for b in parser.out if b.startswith("# ")), parser.out[0]).lstrip("# ")
                summary.append(f"- [{title}]({rel.as_posix()})")
            summary.append("")
    (src / "SUMMARY.md").write_text("\n".join(summary) + "\n", encoding="utf-8")
    (out / "book.toml").write_text(
        '[book]\ntitle = "tilebook words"\n\n[output.html]\n', encoding="utf-8")
    print(f"{words} words")


if __name__ == "__main__":
    main()
