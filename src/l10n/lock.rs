//! The lock file: for each translated unit (a message's value or an
//! attribute) of a locale, the English it was translated from, as a hash
//! and as text. When the English changes, the hash no longer matches and
//! the translation is stale until a translator accepts it again with
//! `tilebook l10n accept`. The text lets `tilebook l10n diff` show what
//! changed.
//!
//! One file per locale, `locales/<tag>/l10n.lock` (TOML), written only by
//! `tilebook l10n accept`, sorted by key.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::ops::Range;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Identifier, Message, Pattern, Resource};
use serde::{Deserialize, Serialize};
use toml::Spanned;

use super::load::{Index, LOCALES_DIR, LockSource, Unit};
use crate::diag::{Diagnostic, Report};

/// The lock file's name inside a locale's folder.
pub const LOCK_FILE: &str = "l10n.lock";

/// What one unit was translated from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LockEntry {
    /// Hash of the English text (first 16 hex digits of its SHA-256).
    pub hash: String,
    /// The English text, in canonical Fluent syntax.
    pub en: String,
}

/// The lock of one locale.
#[derive(Clone, Debug, Default)]
pub struct Lock {
    /// By unit key (`id` or `id.attr`).
    pub entries: BTreeMap<String, LockEntry>,
    /// Where each key is in the file, for diagnostics.
    pub spans: BTreeMap<String, Range<usize>>,
}

/// The lock file of a locale, relative to the project root.
pub fn lock_path(tag: &str) -> PathBuf {
    Path::new(LOCALES_DIR).join(tag).join(LOCK_FILE)
}

/// A pattern in canonical Fluent syntax: what is hashed and stored.
pub fn canonical(pattern: &Pattern<&str>) -> String {
    let resource = Resource {
        body: vec![Entry::Message(Message {
            id: Identifier { name: "x" },
            value: Some(pattern.clone()),
            attributes: Vec::new(),
            comment: None,
        })],
    };
    let text = fluent_syntax::serializer::serialize(&resource);
    let text = text.strip_prefix("x =").unwrap_or(&text);
    let text = text.strip_prefix(' ').unwrap_or(text);
    text.trim_end_matches('\n').to_string()
}

/// The hash recorded for an English text.
pub fn hash(text: &str) -> String {
    crate::output::digest_hex(text.as_bytes(), 8)
}

/// Parses a locale's lock as read with the locale; a missing file is an
/// empty lock. `None` when the file could not be read or parsed (reported):
/// staleness is then unknown.
pub fn parse(tag: &str, source: &LockSource, report: &mut Report) -> Option<Lock> {
    let rel = lock_path(tag);
    let bytes = match source {
        LockSource::Absent => return Some(Lock::default()),
        LockSource::Unreadable => return None,
        LockSource::Bytes(bytes) => bytes.clone(),
    };
    let text = crate::data::decode_text(&rel, bytes, report)?;
    report.add_source(&rel, text.clone());
    match toml::from_str::<BTreeMap<Spanned<String>, LockEntry>>(&text) {
        Ok(map) => {
            let mut lock = Lock::default();
            for (k, v) in map {
                lock.spans.insert(k.get_ref().clone(), k.span());
                lock.entries.insert(k.into_inner(), v);
            }
            Some(lock)
        }
        Err(e) => {
            report.push(
                Diagnostic::error(
                    "l10n/lock-syntax",
                    format!("the lock file cannot be read: {}", e.message().trim()),
                )
                .at(&rel, e.span().unwrap_or(0..0))
                .hint(format!(
                    "the lock is written by `tilebook l10n accept {tag}`; restore it from version control, or delete it and accept the translations again"
                )),
            );
            None
        }
    }
}

/// Writes a locale's lock, sorted by key, atomically: into a temporary
/// file beside it, which then replaces it, so that the lock is either the
/// old one or the new one, never cut short. An I/O error names the lock.
pub fn write(root: &Path, tag: &str, lock: &Lock) -> Result<(), Box<Diagnostic>> {
    let rel = lock_path(tag);
    let failed = |what: &str, e: &dyn std::fmt::Display| {
        Box::new(
            Diagnostic::error(
                "io/write",
                format!("cannot {what} the lock file {}: {e}", rel.display()),
            )
            .in_file(&rel)
            .hint("make the locale folder and its l10n.lock writable, then accept again; the lock is unchanged"),
        )
    };
    let body = toml::to_string(&lock.entries).map_err(|e| failed("write", &e))?;
    let text = format!(
        "# The English each `{tag}` translation was made from: a hash and the text.\n\
         # Written by `tilebook l10n accept {tag}`; do not edit by hand.\n\n{body}"
    );
    let path = root.join(&rel);
    let dir = path.parent().unwrap_or(root);
    let mut builder = tempfile::Builder::new();
    builder.prefix(".l10n.lock-");
    // Keep the lock's permissions (a temporary file is private by default).
    match std::fs::metadata(&path) {
        Ok(meta) => {
            builder.permissions(meta.permissions());
        }
        Err(_) => {
            #[cfg(unix)]
            builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o644));
        }
    }
    let mut temp = builder.tempfile_in(dir).map_err(|e| failed("write", &e))?;
    temp.write_all(text.as_bytes())
        .and_then(|()| temp.as_file().sync_all())
        .map_err(|e| failed("write", &e))?;
    temp.persist(&path)
        .map_err(|e| failed("replace", &e.error))?;
    Ok(())
}

/// How current a translated unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Freshness {
    /// Translated from the English there is now.
    Current,
    /// The English changed after the translation was accepted.
    Stale,
    /// Never accepted: no record in the lock.
    Unaccepted,
}

/// How current the translation of a unit is, given the English unit.
pub fn freshness(lock: &Lock, key: &str, source: &Unit) -> Freshness {
    freshness_of(lock, key, || hash(&canonical(source.pattern)))
}

/// [`freshness`] with the hash of the English unit made by `source_hash`
/// (only when the lock has a record to compare it with).
fn freshness_of(lock: &Lock, key: &str, source_hash: impl FnOnce() -> String) -> Freshness {
    match lock.entries.get(key) {
        None => Freshness::Unaccepted,
        Some(e) if e.hash == source_hash() => Freshness::Current,
        Some(_) => Freshness::Stale,
    }
}

/// The hashes of the English units, by key, each made when first asked
/// for: shared by the checks of every translation.
#[derive(Default)]
pub struct SourceHashes(std::sync::Mutex<BTreeMap<String, String>>);

impl SourceHashes {
    fn get(&self, key: &str, source: &Unit) -> String {
        let known = self.0.lock().map(|m| m.get(key).cloned());
        if let Ok(Some(h)) = known {
            return h;
        }
        let h = hash(&canonical(source.pattern));
        if let Ok(mut m) = self.0.lock() {
            m.insert(key.to_string(), h.clone());
        }
        h
    }
}

/// Units translated in `tr` whose English exists: `(key, English, translation)`.
pub fn pairs<'e, 't>(en: &Index<'e>, tr: &Index<'t>) -> Vec<(String, Unit<'e>, Unit<'t>)> {
    let mut out = Vec::new();
    for (id, t) in &tr.messages {
        let Some(e) = en.messages.get(id) else {
            continue;
        };
        for tu in t.units() {
            if let Some(eu) = e.unit(tu.attr) {
                out.push((tu.key(), eu, tu));
            }
        }
    }
    out
}

/// Reports stale and unaccepted translations and lock records that no
/// longer match a translated unit. `hashes` keeps the hashes of the
/// English units across the translations checked.
pub fn check(
    tag: &str,
    lock: &Lock,
    (en, hashes): (&Index, &SourceHashes),
    tr: &Index,
    out: &mut Vec<Diagnostic>,
) {
    let pairs = pairs(en, tr);
    let language = tr.locale.english_name();
    for (key, eu, tu) in &pairs {
        let file = tr.messages[tu.id].file;
        let at = file.span(tu.name);
        match freshness_of(lock, key, || hashes.get(key, eu)) {
            Freshness::Current => {}
            Freshness::Stale => out.push(
                Diagnostic::warning(
                    "l10n/stale",
                    format!("the English of `{key}` changed since this {language} translation was accepted"),
                )
                .at(&file.rel, at)
                .label("translated from older English")
                .note(format!("English now: {}", canonical(eu.pattern)))
                .hint(format!(
                    "see what changed with `tilebook l10n diff {tag} {key}`, update the translation, then `tilebook l10n accept {tag} {key}`"
                )),
            ),
            Freshness::Unaccepted => out.push(
                Diagnostic::warning(
                    "l10n/unaccepted",
                    format!("the {language} translation of `{key}` is not recorded in the lock file"),
                )
                .at(&file.rel, at)
                .hint(format!(
                    "once the translation is done, record it with `tilebook l10n accept {tag} {key}`"
                )),
            ),
        }
    }
    let live: BTreeSet<&str> = pairs.iter().map(|(k, _, _)| k.as_str()).collect();
    for key in lock.entries.keys() {
        if !live.contains(key.as_str()) {
            let mut d = Diagnostic::warning(
                "l10n/lock-obsolete",
                format!("the lock records `{key}`, which is not translated or no longer exists"),
            )
            .hint(format!(
                "`tilebook l10n accept {tag}` rewrites the lock without it"
            ));
            d = match lock.spans.get(key) {
                Some(span) => d.at(lock_path(tag), span.clone()),
                None => d.in_file(lock_path(tag)),
            };
            out.push(d);
        }
    }
}

/// Records the current English of the given units (all translated units
/// when `keys` is empty; `id` also takes its attributes) and drops records
/// of units that are gone. Returns the keys accepted, or why not.
pub fn accept(
    lock: &mut Lock,
    en: &Index,
    tr: &Index,
    keys: &[String],
) -> Result<Vec<String>, String> {
    let pairs = pairs(en, tr);
    let mut chosen = Vec::new();
    for k in keys {
        let matching: Vec<&(String, Unit, Unit)> = pairs
            .iter()
            .filter(|(key, u, _)| key == k || (u.id == k && !k.contains('.')))
            .collect();
        if matching.is_empty() {
            let why = if tr.messages.contains_key(k.split('.').next().unwrap_or(k)) {
                "English has no such message or attribute"
            } else {
                "there is no translation of it yet"
            };
            return Err(format!("cannot accept `{k}`: {why}"));
        }
        chosen.extend(matching);
    }
    if keys.is_empty() {
        chosen = pairs.iter().collect();
    }
    let mut accepted = Vec::new();
    for (key, eu, _) in chosen {
        let en_text = canonical(eu.pattern);
        let entry = LockEntry {
            hash: hash(&en_text),
            en: en_text,
        };
        if lock.entries.get(key) != Some(&entry) {
            accepted.push(key.clone());
        }
        lock.entries.insert(key.clone(), entry);
    }
    let live: BTreeSet<&String> = pairs.iter().map(|(k, _, _)| k).collect();
    lock.entries.retain(|k, _| live.contains(k));
    accepted.sort();
    accepted.dedup();
    Ok(accepted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_bundle::FluentResource;

    fn pattern_text(src: &str) -> String {
        let r = FluentResource::try_new(src.to_string()).unwrap();
        let Some(Entry::Message(m)) = r.entries().next() else {
            panic!("no message")
        };
        canonical(m.value.as_ref().unwrap())
    }

    #[test]
    fn write_replaces_the_lock_whole_and_keeps_its_permissions() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("locales/xx");
        std::fs::create_dir_all(&dir).unwrap();
        let path = root.path().join(lock_path("xx"));
        std::fs::write(&path, "old").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
        }
        let mut lock = Lock::default();
        let entry = LockEntry {
            hash: hash("Tile"),
            en: "Tile".into(),
        };
        lock.entries.insert("tile".into(), entry.clone());
        write(root.path(), "xx", &lock).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let read: BTreeMap<String, LockEntry> = toml::from_str(&text).unwrap();
        assert_eq!(read.get("tile"), Some(&entry));
        let files: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(files.len(), 1, "no temporary file is left");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o640);
        }
    }

    #[test]
    fn a_failed_write_names_the_lock() {
        let root = tempfile::tempdir().unwrap();
        // No locales/xx/ folder: nothing can be written there.
        let d = write(root.path(), "xx", &Lock::default()).unwrap_err();
        assert_eq!(d.code, "io/write");
        assert_eq!(d.file, Some(lock_path("xx")));
        assert!(
            d.message.contains(&lock_path("xx").display().to_string()),
            "{}",
            d.message
        );
        assert!(d.hint.is_some());
    }

    #[test]
    fn canonical_text_ignores_layout() {
        assert_eq!(pattern_text("a = Hello { $who }!\n"), "Hello { $who }!");
        assert_eq!(pattern_text("a =   Hello {$who}!"), "Hello { $who }!");
        let multi = pattern_text("a =\n    one\n    two\n");
        assert_eq!(multi, pattern_text("a =\n  one\n  two\n"));
        assert_ne!(hash("a"), hash("b"));
        assert_eq!(hash("a").len(), 16);
    }
}
