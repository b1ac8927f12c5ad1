//! The index of a locale: its messages and terms by id, each with the
//! file that defines it, and their translatable units (a message's value
//! and attributes). Built from the files [`super::load`] parsed.

use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::OnceLock;

use fluent_syntax::ast::{Attribute, Entry as AstEntry, Pattern};

use super::load::{FtlFile, Locale};
use crate::diag::Diagnostic;

/// Whether an entry is a message or a term.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum EntryKind {
    /// `id = …`, asked for by code.
    Message,
    /// `-id = …`, the glossary; referenced by messages only.
    Term,
}

/// A message or term of one locale.
#[derive(Clone, Copy)]
pub struct Entry<'a> {
    /// Message or term.
    pub kind: EntryKind,
    /// The id, without the `-` of a term.
    pub id: &'a str,
    /// The file that defines it.
    pub file: &'a FtlFile,
    /// Its value (a term always has one).
    pub value: Option<&'a Pattern<&'a str>>,
    /// Its attributes.
    pub attributes: &'a [Attribute<&'a str>],
}

/// A translatable unit: a message's value or one of its attributes.
#[derive(Clone, Copy)]
pub struct Unit<'a> {
    /// The entry's id.
    pub id: &'a str,
    /// The attribute, or `None` for the value.
    pub attr: Option<&'a str>,
    /// The text.
    pub pattern: &'a Pattern<&'a str>,
    /// The identifier to point at: the entry's id or the attribute's name.
    pub name: &'a str,
}

impl Unit<'_> {
    /// `id` for a value, `id.attr` for an attribute.
    pub fn key(&self) -> String {
        unit_key(self.id, self.attr)
    }
}

/// `id` or `id.attr`.
pub fn unit_key(id: &str, attr: Option<&str>) -> String {
    match attr {
        Some(a) => format!("{id}.{a}"),
        None => id.to_string(),
    }
}

impl<'a> Entry<'a> {
    /// The value and the attributes, in that order.
    pub fn units(&self) -> Vec<Unit<'a>> {
        let value = self.value.map(|p| Unit {
            id: self.id,
            attr: None,
            pattern: p,
            name: self.id,
        });
        value
            .into_iter()
            .chain(self.attributes.iter().map(|a| Unit {
                id: self.id,
                attr: Some(a.id.name),
                pattern: &a.value,
                name: a.id.name,
            }))
            .collect()
    }

    /// The attribute with this name.
    pub fn attribute(&self, name: &str) -> Option<&'a Attribute<&'a str>> {
        self.attributes.iter().find(|a| a.id.name == name)
    }

    /// The unit with this attribute name (`None`: the value).
    pub fn unit(&self, attr: Option<&str>) -> Option<Unit<'a>> {
        self.units().into_iter().find(|u| u.attr == attr)
    }

    /// The byte range of the id in its file.
    pub fn id_span(&self) -> Range<usize> {
        self.file.id_span(self.kind, self.id)
    }
}

/// The messages and terms of one locale, by id.
pub struct Index<'a> {
    /// The locale.
    pub locale: &'a Locale,
    /// Messages by id.
    pub messages: BTreeMap<&'a str, Entry<'a>>,
    /// Terms by id (without the `-`).
    pub terms: BTreeMap<&'a str, Entry<'a>>,
    /// The variables of every message unit, computed on first use by
    /// [`super::walk::variables`].
    pub(crate) message_vars: OnceLock<super::walk::VarsByUnit<'a>>,
}

impl<'a> Index<'a> {
    /// Indexes a locale. Entries defined twice keep their first definition;
    /// the duplicates come back as diagnostics.
    pub fn build(locale: &'a Locale) -> (Index<'a>, Vec<Diagnostic>) {
        let mut index = Index {
            locale,
            messages: BTreeMap::new(),
            terms: BTreeMap::new(),
            message_vars: OnceLock::new(),
        };
        let mut problems = Vec::new();
        for file in &locale.files {
            for entry in file.resource.entries() {
                let e = match entry {
                    AstEntry::Message(m) => Entry {
                        kind: EntryKind::Message,
                        id: m.id.name,
                        file,
                        value: m.value.as_ref(),
                        attributes: &m.attributes,
                    },
                    AstEntry::Term(t) => Entry {
                        kind: EntryKind::Term,
                        id: t.id.name,
                        file,
                        value: Some(&t.value),
                        attributes: &t.attributes,
                    },
                    _ => continue,
                };
                problems.extend(duplicate_attributes(&e));
                let map = match e.kind {
                    EntryKind::Message => &mut index.messages,
                    EntryKind::Term => &mut index.terms,
                };
                if let Some(first) = map.get(e.id) {
                    problems.push(duplicate(&e, first));
                } else {
                    map.insert(e.id, e);
                }
            }
        }
        (index, problems)
    }

    /// The entry of this kind and id.
    pub fn entry(&self, kind: EntryKind, id: &str) -> Option<&Entry<'a>> {
        match kind {
            EntryKind::Message => self.messages.get(id),
            EntryKind::Term => self.terms.get(id),
        }
    }
}

fn duplicate(e: &Entry, first: &Entry) -> Diagnostic {
    let sigil = if e.kind == EntryKind::Term { "-" } else { "" };
    let pos = crate::diag::position(first.file.source(), first.id_span().start);
    Diagnostic::error(
        "l10n/duplicate",
        format!("`{sigil}{}` is defined twice", e.id),
    )
    .at(&e.file.rel, e.id_span())
    .label("second definition")
    .note(format!(
        "first defined at {}:{}:{}",
        first.file.rel.display(),
        pos.line,
        pos.column
    ))
    .hint("ids are unique across all files of a locale; remove or rename one of them")
}

fn duplicate_attributes(e: &Entry) -> Vec<Diagnostic> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for a in e.attributes {
        if seen.contains(&a.id.name) {
            out.push(
                Diagnostic::error(
                    "l10n/duplicate",
                    format!("attribute `.{}` of `{}` is defined twice", a.id.name, e.id),
                )
                .at(&e.file.rel, e.file.span(a.id.name))
                .hint("remove or rename one of the two attributes"),
            );
        }
        seen.push(a.id.name);
    }
    out
}
