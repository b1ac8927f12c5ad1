//! The `l10n/…` rules of the message lock (`l10n.lock`: what English each
//! translation was made from), sorted by id.

use super::Rule;

/// The lock's rules, sorted by id.
pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "l10n/lock-obsolete",
        title: "the lock file records something no longer translated (warning)",
        explanation: "\
`locales/<tag>/l10n.lock` records, for each translated message and
attribute, the English it was made from. A record whose message no longer
exists, or is no longer translated, is stale bookkeeping. This is a warning:
it fails `check` only under `--deny warnings`.

```text
tilebook l10n accept pl   # rewrites the lock without it
```",
        hint: "run `tilebook l10n accept <locale>`, which rewrites the lock without it",
    },
    Rule {
        id: "l10n/lock-syntax",
        title: "a lock file cannot be read",
        explanation: "\
The lock file `locales/<tag>/l10n.lock` is TOML written by `tilebook l10n
accept`; it is not meant to be edited by hand. A merge conflict or a hand
edit can break it, and then no translation of the locale can be checked for
staleness.

```toml
<<<<<<< HEAD   # wrong: a merge conflict left in the lock
```",
        hint: "restore it from version control, or delete it and run `tilebook l10n accept <locale>` again",
    },
    Rule {
        id: "l10n/stale",
        title: "the English changed since the translation was accepted (warning)",
        explanation: "\
The lock file records the English each translation was made from. When the
English changes, the translation may no longer say the same; the notes show
the English now, and `tilebook l10n diff` shows what changed. This is a
warning: it fails `check` only under `--deny warnings`.

```text
tilebook l10n diff ro tile-e
tilebook l10n accept ro tile-e
```",
        hint: "update the translation, then `tilebook l10n accept <locale> <id>`",
    },
    Rule {
        id: "l10n/unaccepted",
        title: "a translation is not recorded in the lock file (warning)",
        explanation: "\
Once a translation is done, `tilebook l10n accept` records the English it
was made from, so later changes of the English show as `l10n/stale`. A
translation without a record cannot be checked for staleness. This is a
warning: it fails `check` only under `--deny warnings`.

```text
tilebook l10n accept hu site-search
```",
        hint: "record it with `tilebook l10n accept <locale> <id>`",
    },
];
