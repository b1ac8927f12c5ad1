//! The `site/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `site/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "site/missing-template",
        title: "a page template the site needs is missing",
        explanation: "\
The site is rendered through fixed templates in `templates/`: layout.html,
blocks.html, chapter.html, book.html, print.html, gallery.html,
index.html, 404.html and languages.html. Without one, those pages cannot be
built.

```text
git checkout -- templates/gallery.html
```",
        hint: "restore the template from the repository",
    },
    Rule {
        id: "site/no-wasm",
        title: "the WebAssembly engine is not built (warning)",
        explanation: "\
The site's interactive examples run the engine compiled to WebAssembly.
Without it the pages still show every board and score, but the examples do
not respond. This is a warning: the build succeeds.

```text
bash scripts/build-wasm.sh
```",
        hint: "run `bash scripts/build-wasm.sh`",
    },
    Rule {
        id: "site/template",
        title: "a template does not parse or render",
        explanation: "\
Templates are Tera: `{{ value }}`, `{% if %}…{% endif %}`,
`{% for %}…{% endfor %}`. A syntax error is reported at its line; a
template that uses a value the page does not have, or a filter wrongly,
fails when a page is rendered, and the note names the page.

```html
{% if page_title %}<h1>{{ page_title }}</h1>   <!-- wrong: no endif -->
```",
        hint: "fix the template syntax, or use only values the page has",
    },
    Rule {
        id: "site/template-depth",
        title: "a template nests too deeply",
        explanation: "\
Tera renders templates recursively, so very deep nesting would overflow the
stack and abort the process. tilebook refuses a template nested more than
64 levels, counting blocks (`if`, `for`, `macro`), brackets and operators in
expressions, macro calls, includes and parent templates together. The
shipped templates use at most 18.

```text
{% if a %}{% if b %}{% if c %} … 150 levels … {% endif %}{% endif %}{% endif %}
```",
        hint: "flatten the nesting: split a long expression, or move a deep part into a macro of its own",
    },
    Rule {
        id: "site/template-recursion",
        title: "templates call, include or extend themselves in a loop",
        explanation: "\
A macro that calls itself (directly or through other macros), a template
that includes itself, or templates that extend each other in a loop would
make Tera recurse until the stack overflows. tilebook finds every such loop
when it loads the templates and reports it at the call, include or extends
tag; the site's templates never need recursion.

```text
{% macro tree(n) %}{{ self::tree(n=n) }}{% endmacro %}   # wrong
```",
        hint: "write the levels out instead of recursing, or break the include/extends loop",
    },
    Rule {
        id: "site/template-render",
        title: "a template fails while rendering a page",
        explanation: "\
A template parsed, but rendering a page with it failed: it uses a value the
page does not have, calls an unknown filter, test, function or macro, or
passes a filter a value of the wrong type. The diagnostic names the
template (the page's own, its parent or its macro file) and points at the
first use of the name in the error. The previous site is left as it was.
docs/templates.md lists the values every page has.

```text
{{ chapter.no_such_field }}   # wrong: not in the page's context
```",
        hint: "check the name against docs/templates.md, or guard it with {% if %} or the default filter",
    },
];
