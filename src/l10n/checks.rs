//! Checks of a translation against English: the file set, missing and
//! obsolete messages and attributes, values on one side only, empty
//! texts, variables; and the checks of English against the code and data
//! (required ids, tile and edition names).

use std::collections::BTreeSet;
use std::path::Path;

use fluent_syntax::ast::Pattern;

use super::ids;
use super::load::{EntryKind, Index, SOURCE_LOCALE, Unit};
use super::walk::{plain_text, variables};
use crate::data::Data;
use crate::diag::Diagnostic;

/// Files of English missing from the translation, and files it has that
/// English does not.
pub fn file_set(en: &Index, tr: &Index, out: &mut Vec<Diagnostic>) {
    let names =
        |i: &Index| -> BTreeSet<String> { i.locale.files.iter().map(|f| f.name.clone()).collect() };
    let (en_names, tr_names) = (names(en), names(tr));
    for name in en_names.difference(&tr_names) {
        out.push(
            Diagnostic::error(
                "l10n/missing-file",
                format!("{} has no `{name}`, which English has", tr.locale.english_name()),
            )
            .in_file(tr.locale.dir().join(name))
            .hint(format!(
                "every locale has the same files; create it and translate locales/{SOURCE_LOCALE}/{name}"
            )),
        );
    }
    for name in tr_names.difference(&en_names) {
        out.push(
            Diagnostic::warning(
                "l10n/extra-file",
                format!("`{name}` has no English counterpart"),
            )
            .in_file(tr.locale.dir().join(name))
            .hint("move its messages into the file that holds them in English, then delete it"),
        );
    }
}

/// Messages, attributes and values that differ from English.
pub fn messages(en: &Index, tr: &Index, out: &mut Vec<Diagnostic>) {
    let language = tr.locale.english_name();
    let tag = &tr.locale.tag;
    let tr_files: BTreeSet<&str> = tr.locale.files.iter().map(|f| f.name.as_str()).collect();
    for (id, e) in &en.messages {
        let Some(t) = tr.messages.get(id) else {
            if !tr_files.contains(e.file.name.as_str()) {
                // The whole file is missing: reported once by `file_set`.
                continue;
            }
            out.push(
                Diagnostic::error(
                    "l10n/missing-message",
                    format!("{language} has no translation of `{id}`"),
                )
                .at(&e.file.rel, e.id_span())
                .label("defined in English here")
                .hint(format!("add `{id} = …` to locales/{tag}/{}", e.file.name)),
            );
            continue;
        };
        if t.file.name != e.file.name {
            out.push(
                Diagnostic::warning(
                    "l10n/wrong-file",
                    format!(
                        "`{id}` is in `{}` here but in `{}` in English",
                        t.file.name, e.file.name
                    ),
                )
                .at(&t.file.rel, t.id_span())
                .hint(format!("move it to locales/{tag}/{}", e.file.name)),
            );
        }
        match (e.value.is_some(), t.value.is_some()) {
            (true, false) => out.push(
                Diagnostic::error(
                    "l10n/value-mismatch",
                    format!("`{id}` has a value in English but none in {language}"),
                )
                .at(&t.file.rel, t.id_span())
                .hint(format!("translate the value: `{id} = …`")),
            ),
            (false, true) => out.push(
                Diagnostic::error(
                    "l10n/value-mismatch",
                    format!("`{id}` has a value in {language} but only attributes in English"),
                )
                .at(&t.file.rel, t.id_span())
                .hint("remove the value; translate the attributes only"),
            ),
            _ => {}
        }
        for a in e.attributes {
            if t.attribute(a.id.name).is_none() {
                out.push(
                    Diagnostic::error(
                        "l10n/missing-attribute",
                        format!(
                            "{language} has no translation of attribute `.{}` of `{id}`",
                            a.id.name
                        ),
                    )
                    .at(&e.file.rel, e.file.span(a.id.name))
                    .label("defined in English here")
                    .hint(format!(
                        "add `    .{} = …` under `{id}` in locales/{tag}/{}",
                        a.id.name, t.file.name
                    )),
                );
            }
        }
        for a in t.attributes {
            if e.attribute(a.id.name).is_none() {
                out.push(
                    Diagnostic::warning(
                        "l10n/obsolete-attribute",
                        format!("English has no attribute `.{}` of `{id}`", a.id.name),
                    )
                    .at(&t.file.rel, t.file.span(a.id.name))
                    .hint("remove it (English dropped or renamed it)"),
                );
            }
        }
    }
    for (id, t) in &tr.messages {
        if !en.messages.contains_key(id) {
            let mut d = Diagnostic::warning(
                "l10n/obsolete-message",
                format!("English has no message `{id}`"),
            )
            .at(&t.file.rel, t.id_span());
            d = match crate::diag::suggest(id, en.messages.keys().copied()) {
                Some(best) => d.hint(format!(
                    "English has `{best}`: rename it, or remove this one"
                )),
                None => d.hint("remove it (English dropped or renamed it)"),
            };
            out.push(d);
        }
    }
    for (id, e) in &en.terms {
        if !tr.terms.contains_key(id) {
            out.push(
                Diagnostic::warning(
                    "l10n/missing-term",
                    format!("the glossary of {language} has no term `-{id}`"),
                )
                .at(&e.file.rel, e.id_span())
                .label("English glossary term")
                .hint(format!(
                    "add `-{id} = …` with the established {language} word to locales/{tag}/{}",
                    e.file.name
                )),
            );
        }
    }
}

/// Whether a pattern shows nothing but white space.
fn is_blank(pattern: &Pattern<&str>) -> bool {
    plain_text(pattern).trim().is_empty()
}

/// Messages and attributes whose text is empty.
pub fn empty(index: &Index, out: &mut Vec<Diagnostic>) {
    for e in index.messages.values() {
        for u in e.units() {
            if is_blank(u.pattern) {
                out.push(
                    Diagnostic::error("l10n/empty", format!("`{}` is empty", u.key()))
                        .at(&e.file.rel, e.file.span(u.name))
                        .hint(
                            "write the text; a message that shows nothing is a missing translation",
                        ),
                );
            }
        }
    }
}

/// Variables of a translation against English: ones English does not
/// pass, and English ones the translation drops (in some variant).
pub fn variables_against(en: &Index, tr: &Index, out: &mut Vec<Diagnostic>) {
    let language = tr.locale.english_name();
    for (key, eu, tu) in super::lock::pairs(en, tr) {
        let file = tr.messages[tu.id].file;
        let (ev, tv) = (variables(&eu, en), variables(&tu, tr));
        unknown_variables(file, &tu, &ev.all, "English", out);
        for v in &ev.all {
            let dropped = if !tv.all.contains(v) {
                Some("is not used")
            } else if ev.guaranteed.contains(v) && !tv.guaranteed.contains(v) {
                Some("is missing from some variants")
            } else {
                None
            };
            if let Some(why) = dropped {
                out.push(
                    Diagnostic::warning(
                        "l10n/dropped-variable",
                        format!("`${v}` of English {why} in the {language} `{key}`"),
                    )
                    .at(&file.rel, file.span(tu.name))
                    .hint(format!(
                        "use `{{ ${v} }}` in every variant, or select on it (`{{ ${v} -> … }}` counts in all variants)"
                    )),
                );
            }
        }
    }
}

/// Reports variables written in `unit` that are not in `passed`.
fn unknown_variables(
    file: &super::load::FtlFile,
    unit: &Unit,
    passed: &BTreeSet<&str>,
    who: &str,
    out: &mut Vec<Diagnostic>,
) {
    let vars = {
        let mut seen = BTreeSet::new();
        let mut vs = Vec::new();
        super::walk::walk(unit.pattern, &mut |n| {
            if let super::walk::Node::Inline(
                fluent_syntax::ast::InlineExpression::VariableReference { id },
            ) = n
                && seen.insert(id.name)
            {
                vs.push(id.name);
            }
        });
        vs
    };
    for v in vars {
        if !passed.contains(v) {
            let span = file.span(v);
            let list = if passed.is_empty() {
                "none".to_string()
            } else {
                passed
                    .iter()
                    .map(|p| format!("${p}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            out.push(
                Diagnostic::error(
                    "l10n/unknown-variable",
                    format!("`${v}` is not passed to `{}`", unit.key()),
                )
                .at(&file.rel, span.start.saturating_sub(1)..span.end)
                .note(format!("variables {who} uses here: {list}"))
                .did_you_mean(
                    crate::diag::suggest(v, passed.iter().copied())
                        .map(|b| format!("${b}"))
                        .as_deref(),
                    || "remove it; at run time it would be an error".to_string(),
                ),
            );
        }
    }
}

/// English against the code and the data: every id code asks for (with
/// only the variables code passes), a name for every tile kind and set.
pub fn source_against_code(en: &Index, data: &Data, site: bool, out: &mut Vec<Diagnostic>) {
    let en_dir = en.locale.dir();
    let ext_labels = if site { ids::ext_labels() } else { Vec::new() };
    let mut site_ids: Vec<(&str, &[&str])> = Vec::new();
    if site {
        let fixed = ids::SITE_REQUIRED
            .iter()
            .copied()
            .chain(ids::engine_required());
        // Pushed one by one: each 'static pair shortens to the labels' life.
        for (id, passed) in fixed {
            site_ids.push((id, passed));
        }
        site_ids.extend(ext_labels.iter().map(|(_, id)| (id.as_str(), &[][..])));
    }
    for (id, passed) in ids::REQUIRED.iter().copied().chain(site_ids) {
        match en.messages.get(id) {
            None => out.push(
                Diagnostic::error(
                    "l10n/missing-required",
                    format!("English has no message `{id}`, which the outputs ask for"),
                )
                .in_file(&en_dir)
                .hint(format!(
                    "add `{id} = …` (see src/l10n/ids.rs for what it is for){}",
                    if passed.is_empty() {
                        String::new()
                    } else {
                        format!(
                            "; it may use {}",
                            passed
                                .iter()
                                .map(|p| format!("${p}"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    }
                )),
            ),
            Some(e) => {
                let passed: BTreeSet<&str> = passed.iter().copied().collect();
                for u in e.units() {
                    unknown_variables(e.file, &u, &passed, "the code passes", out);
                }
            }
        }
    }
    let tiles_file = Path::new("locales").join(SOURCE_LOCALE).join("tiles.ftl");
    for (kind_id, info) in &data.kinds {
        let id = ids::tile_name(kind_id);
        if en.entry(EntryKind::Message, &id).is_none() {
            out.push(
                Diagnostic::error(
                    "l10n/missing-tile-name",
                    format!("tile kind `{kind_id}` has no name in English"),
                )
                .at(&info.file, info.id_span.clone())
                .hint(format!(
                    "add `{id} = …` (a short descriptive name) to {}",
                    tiles_file.display()
                )),
            );
        }
    }
    // The quarters of Carcassonne the kinds belong to are named on the
    // picture of the Count's block.
    let mut named = std::collections::BTreeSet::new();
    for (kind_id, info) in &data.kinds {
        let Some(q) = info.kind.quarter else { continue };
        let id = ids::quarter_name(q);
        if !named.insert(q) || en.entry(EntryKind::Message, &id).is_some() {
            continue;
        }
        out.push(
            Diagnostic::error(
                "l10n/missing-tile-name",
                format!("the quarter `{q}` of tile kind `{kind_id}` has no name in English"),
            )
            .at(&info.file, info.id_span.clone())
            .hint(format!(
                "add `{id} = …` (the quarter's name) to the English .ftl files"
            )),
        );
    }
    // Every rule variant and each of its options is named on the pages
    // whose examples switch it.
    for v in &data.variants {
        let names = std::iter::once(ids::variant_name(&v.id))
            .chain((v.options.iter()).map(|o| ids::variant_option_name(&v.id, &o.id)));
        for id in names {
            if en.entry(EntryKind::Message, &id).is_none() {
                out.push(
                    Diagnostic::error(
                        "l10n/missing-required",
                        format!("rule variant `{}` has no name `{id}` in English", v.id),
                    )
                    .at(&v.file, v.span.clone())
                    .hint(format!(
                        "add `{id} = …` to locales/{SOURCE_LOCALE}/variants.ftl"
                    )),
                );
            }
        }
    }
    for set in &data.sets {
        let id = ids::edition_name(&set.set.id);
        if en.entry(EntryKind::Message, &id).is_none() {
            out.push(
                Diagnostic::error(
                    "l10n/missing-edition-name",
                    format!("tile set `{}` has no name in English", set.set.id),
                )
                .at(&set.file, set.id_span.clone())
                .hint(format!("add `{id} = …` to the English .ftl files")),
            );
        }
    }
}
