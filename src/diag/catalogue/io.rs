//! The `io/…` rules of the catalogue, sorted by id.

use super::Rule;

/// The `io/…` rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "io/not-ours",
        title: "the output folder holds files tilebook did not write",
        explanation: "\
`tilebook build`, `tiles`, `schema` and `sim` replace their whole output
folder. So that they never delete your files, they replace a folder only
when it does not exist yet, is empty, or holds the manifest
`.tilebook-output` that tilebook writes into every output folder (the
files it wrote there) and nothing that manifest does not list. A non-empty
folder without the manifest, a manifest that is empty, edited or a link,
the old empty marker `.tilebook-tiles`, a folder holding a file, folder or
link tilebook did not write, an existing file, or a link that points nowhere is refused and left
as it was; the message names what is not tilebook's.

```text
tilebook build --out ~/Documents   # refused: not a tilebook output
```",
        hint: "if you no longer need what is in it, delete the folder yourself; otherwise give --out a new or empty folder",
    },
    Rule {
        id: "io/not-utf8",
        title: "a file is not UTF-8 text",
        explanation: "\
Every text file tilebook reads (TOML, Fluent, board files) is UTF-8. A file
saved in another encoding (Latin-2, Windows-1250, UTF-16) is rejected; the
message gives the offset of the first byte that is not UTF-8.

```text
iconv -f ISO-8859-2 -t UTF-8 locales/pl/ui.ftl > ui.ftl
```",
        hint: "save the file as UTF-8",
    },
    Rule {
        id: "io/out-in-project",
        title: "the output would overwrite the project's own files",
        explanation: "\
An output folder may not be the project folder, nor be, contain or lie
inside `data/`, `locales/`, `book/` or `templates/`: replacing it would
delete the files tilebook is built from, and `serve` would rebuild forever
on its own output. Paths are compared after resolving `..` and links.

```text
tilebook build --out data/site     # refused
tilebook build --out target/site   # the default
```",
        hint: "give --out a folder outside data/, locales/, book/ and templates/, such as target/site (the default)",
    },
    Rule {
        id: "io/out-symlink",
        title: "the output folder is reached through a symbolic link",
        explanation: "\
tilebook replaces its output folder as a whole, by renaming. Through a
symbolic link that would replace, or write into, a folder the path does not
name: the output is refused when it is a link itself, or when a folder on
the way to it inside the project is one (such as a `target` linked to
another disk). The message names the link and where it points.

```text
tilebook build                              # refused: target -> /mnt/fast/target
tilebook build --out /mnt/fast/target/site  # the real folder, accepted
```",
        hint: "give --out the real folder the link points to, or remove the link",
    },
    Rule {
        id: "io/read",
        title: "a file or folder cannot be read",
        explanation: "\
The operating system refused to read a file or folder tilebook needs (a
data file, a locale folder, a static asset of the site, the WebAssembly
build). The message gives the system's reason, such as missing permission.

```text
chmod u+r data/tilesets/base.toml
```",
        hint: "check that the file exists and that you may read it",
    },
    Rule {
        id: "io/read-dir",
        title: "a folder cannot be listed",
        explanation: "\
A folder of the project (`data/tilesets/`, `data/examples/`, a locale, the
templates) exists but cannot be listed: it is a file, a link to nothing, or
the system refuses to read it. What it would hold is not checked, and what
depends on it is skipped rather than reported one by one.

```text
ls -ld data/examples   # a file where the folder should be
```",
        hint: "make it a readable folder",
    },
    Rule {
        id: "io/symlink-loop",
        title: "a symbolic link leads back into a folder containing it",
        explanation: "\
tilebook follows symbolic links in the project's folders (a tile set kept
elsewhere and linked in is read like any file). A link that points back at
a folder containing it would be followed forever, so it is reported and
skipped.

```text
ln -s .. data/tilesets/loop   # wrong
```",
        hint: "remove the link, or point it outside the folders it is in",
    },
    Rule {
        id: "io/write",
        title: "an output file or folder cannot be written",
        explanation: "\
`tilebook build` or `tilebook tiles` could not create its output folder or
write a file into it. The message gives the system's reason (no permission, disk full, a
read-only file system); the previous output is left as it was.

```text
tilebook tiles --out /tmp/tiles
```",
        hint: "choose an output folder you can write to with --out DIR",
    },
];
