//! The glossary of a locale, `locales/<tag>/glossary.toml`: for each game
//! concept, the word the published rulebook of that language (a seed) uses,
//! which seed it comes from, and the synonyms a translation must not use
//! instead; and the check that reports a message using one of them
//! (`l10n/non-seed-word`).
//!
//! The format is described in `docs/localization.md`. A synonym is written
//! as words separated by spaces; a word ending in `*` also matches any
//! letters after it (`mező*` matches „mezőn” and „mezőket”). Matching
//! ignores case and starts and ends at word boundaries. A term reference
//! counts as the term's default form („porțiune de { -city }” reads
//! „porțiune de oraș”); other placeables break a phrase. A synonym wholly
//! inside a term is reported once, at the term.

use std::collections::BTreeMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
use serde::Deserialize;
use toml::Spanned;

use super::load::{EntryKind, FtlFile, Index, LOCALES_DIR, LockSource};
use super::walk::{Node, plain_text, walk};
use crate::diag::{Diagnostic, Report};

/// The glossary's file name inside a locale's folder.
pub const GLOSSARY_FILE: &str = "glossary.toml";

/// The glossary of a locale, relative to the project root.
pub fn glossary_path(tag: &str) -> PathBuf {
    Path::new(LOCALES_DIR).join(tag).join(GLOSSARY_FILE)
}

/// The file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GlossaryToml {
    #[serde(default)]
    seeds: BTreeMap<String, String>,
    #[serde(default)]
    sources: BTreeMap<String, String>,
    #[serde(default)]
    concept: Vec<ConceptToml>,
}

/// One `[[concept]]` as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ConceptToml {
    id: Spanned<String>,
    word: String,
    #[serde(default)]
    term: Option<Spanned<String>>,
    #[serde(default)]
    seed: Option<Spanned<String>>,
    #[serde(default)]
    source: Option<Spanned<String>>,
    #[serde(default)]
    unverified: Option<Spanned<String>>,
    #[serde(default)]
    also: Vec<Spanned<String>>,
    #[serde(default)]
    avoid: Vec<Spanned<String>>,
    #[serde(default)]
    allow: Vec<Spanned<String>>,
    #[serde(default)]
    #[allow(dead_code)]
    note: Option<String>,
}

/// A locale's glossary, checked.
#[derive(Debug, Default)]
pub struct Glossary {
    /// The file, relative to the project root.
    pub rel: PathBuf,
    /// The concepts, in file order.
    pub concepts: Vec<Concept>,
}

/// One game concept of the glossary.
#[derive(Debug)]
pub struct Concept {
    /// What the word names, e.g. `field`.
    pub id: String,
    /// Where the id is in the file.
    pub span: Range<usize>,
    /// The rulebook's word.
    pub word: String,
    /// The term of `terms.ftl` that carries the word (without the `-`),
    /// and where the glossary names it.
    pub term: Option<(String, Range<usize>)>,
    /// The seed the word comes from (a key of `[seeds]`); `None` for a word
    /// the seed does not have.
    pub seed: Option<String>,
    /// Where else the word is printed: a key of `[sources]` (a rule book,
    /// the publisher's page).
    pub source: Option<String>,
    /// For a word no source confirms: what was searched.
    pub unverified: Option<String>,
    /// Other words of the rulebook for the concept, accepted where its term
    /// is expected (a shortening: Hungarian „kártya” for „területkártya”).
    pub also: Vec<Phrase>,
    /// The synonyms not to use.
    pub avoid: Vec<Phrase>,
    /// Phrases in which an avoided word means something else.
    pub allow: Vec<Phrase>,
}

/// A phrase to look for: words, each matched whole or, with a final `*`,
/// as the beginning of a word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phrase {
    /// As written in the glossary.
    pub text: String,
    /// Each word in lower case, and whether it is a prefix (`*`).
    words: Vec<(Vec<char>, bool)>,
}

/// A text prepared once for any number of phrase searches: its characters
/// in lower case with their byte offsets, and where its words start, by
/// first letter.
pub struct Text<'t> {
    text: &'t str,
    chars: Vec<(usize, char)>,
    /// (first letter, char index) of every word, sorted.
    starts: Vec<(char, usize)>,
}

impl<'t> Text<'t> {
    /// Lower-cases `text` and finds its words once.
    pub fn new(text: &'t str) -> Text<'t> {
        let chars: Vec<(usize, char)> = text.char_indices().map(|(i, c)| (i, lower(c))).collect();
        let mut starts: Vec<(char, usize)> = (0..chars.len())
            .filter(|&i| i == 0 || !chars[i - 1].1.is_alphanumeric())
            .map(|i| (chars[i].1, i))
            .collect();
        starts.sort_unstable();
        Text {
            text,
            chars,
            starts,
        }
    }

    /// The char indices of the words starting with `first`, in order.
    fn words_starting(&self, first: char) -> &[(char, usize)] {
        let from = self.starts.partition_point(|s| s.0 < first);
        let to = self.starts.partition_point(|s| s.0 <= first);
        &self.starts[from..to]
    }
}

/// A character in lower case (one character; a letter whose lower case is
/// several characters stays as it is).
fn lower(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let mut l = c.to_lowercase();
    match (l.next(), l.next()) {
        (Some(one), None) => one,
        _ => c,
    }
}

impl Phrase {
    /// Parses a phrase; `None` when it has no word, or a word that is only
    /// `*` or has a `*` anywhere but at its end.
    pub fn parse(text: &str) -> Option<Phrase> {
        let mut words = Vec::new();
        for w in text.split_whitespace() {
            let (stem, prefix) = match w.strip_suffix('*') {
                Some(stem) => (stem, true),
                None => (w, false),
            };
            if stem.is_empty() || stem.contains('*') {
                return None;
            }
            words.push((stem.chars().map(lower).collect(), prefix));
        }
        (!words.is_empty()).then(|| Phrase {
            text: text.to_string(),
            words,
        })
    }

    /// The byte ranges in `text` where the phrase occurs.
    pub fn find(&self, text: &Text) -> Vec<Range<usize>> {
        let chars = &text.chars;
        let mut found = Vec::new();
        // Matches do not overlap: a word inside the last match is skipped.
        let mut next = 0;
        for &(_, i) in text.words_starting(self.words[0].0[0]) {
            if i < next {
                continue;
            }
            if let Some(end) = self.match_at(chars, i) {
                let end_byte = chars.get(end).map_or(text.text.len(), |c| c.0);
                found.push(chars[i].0..end_byte);
                next = end;
            }
        }
        found
    }

    /// Where a match starting at char `start` ends (a char index).
    fn match_at(&self, chars: &[(usize, char)], start: usize) -> Option<usize> {
        let mut i = start;
        for (n, (stem, prefix)) in self.words.iter().enumerate() {
            if n > 0 {
                let spaces = chars[i..]
                    .iter()
                    .take_while(|(_, c)| c.is_whitespace())
                    .count();
                if spaces == 0 {
                    return None;
                }
                i += spaces;
            }
            for want in stem {
                let (_, got) = chars.get(i)?;
                if got != want {
                    return None;
                }
                i += 1;
            }
            let more = chars[i..]
                .iter()
                .take_while(|(_, c)| c.is_alphanumeric())
                .count();
            if *prefix {
                i += more;
            } else if more > 0 {
                return None;
            }
        }
        Some(i)
    }
}

/// Parses a locale's glossary as read with the locale. `None` when there
/// is none, or it could not be read or parsed (reported as
/// `l10n/glossary-invalid`).
pub fn parse(tag: &str, source: &LockSource, report: &mut Report) -> Option<Glossary> {
    let rel = glossary_path(tag);
    let LockSource::Bytes(bytes) = source else {
        return None;
    };
    let text = crate::data::decode_text(&rel, bytes.clone(), report)?;
    report.add_source(&rel, text.clone());
    let invalid = |message: String, span: Range<usize>, hint: &str| {
        Diagnostic::error("l10n/glossary-invalid", message)
            .at(&rel, span)
            .hint(hint.to_string())
    };
    let file: GlossaryToml = match toml::from_str(&text) {
        Ok(file) => file,
        Err(e) => {
            report.push(invalid(
                format!("the glossary cannot be read: {}", e.message().trim()),
                e.span().unwrap_or(0..0),
                "see docs/localization.md for the format: `[seeds]`, then one `[[concept]]` per word",
            ));
            return None;
        }
    };
    let mut glossary = Glossary {
        rel: rel.clone(),
        concepts: Vec::new(),
    };
    let mut ok = true;
    let mut ids = BTreeMap::new();
    for c in file.concept {
        if let Some(first) = ids.insert(c.id.get_ref().clone(), c.id.span()) {
            report.push(
                invalid(
                    format!("concept `{}` is listed twice", c.id.get_ref()),
                    c.id.span(),
                    "merge the two entries into one",
                )
                .label(format!("first listed at byte {}", first.start)),
            );
            ok = false;
        }
        if let Some(seed) = &c.seed
            && !file.seeds.contains_key(seed.get_ref())
        {
            report.push(invalid(
                format!(
                    "seed `{}` of concept `{}` is not listed under `[seeds]`",
                    seed.get_ref(),
                    c.id.get_ref()
                ),
                seed.span(),
                "add the seed to `[seeds]` (its number = what it is), or correct the number",
            ));
            ok = false;
        }
        if let Some(source) = &c.source
            && !file.sources.contains_key(source.get_ref())
        {
            report.push(invalid(
                format!(
                    "source `{}` of concept `{}` is not listed under `[sources]`",
                    source.get_ref(),
                    c.id.get_ref()
                ),
                source.span(),
                "add the source to `[sources]` (a key = the rule book or page a reader can check), or correct the key",
            ));
            ok = false;
        }
        if let Some(unverified) = &c.unverified {
            if c.seed.is_some() || c.source.is_some() {
                report.push(invalid(
                    format!(
                        "concept `{}` has a source and is marked unverified",
                        c.id.get_ref()
                    ),
                    unverified.span(),
                    "a word a source confirms is verified: drop `unverified`, or drop the source",
                ));
                ok = false;
            } else if unverified.get_ref().trim().is_empty() {
                report.push(invalid(
                    format!("concept `{}` is unverified without saying what was searched", c.id.get_ref()),
                    unverified.span(),
                    "write what was searched and not found (publisher's site, rule book, shop pages)",
                ));
                ok = false;
            }
        } else if c.seed.is_none() && c.source.is_none() {
            report.push(
                Diagnostic::warning(
                    "l10n/glossary-unsourced",
                    format!(
                        "concept `{}` („{}”) names no source for its word",
                        c.id.get_ref(),
                        c.word
                    ),
                )
                .at(&rel, c.id.span())
                .hint("name where the word is printed (`seed = \"…\"` or `source = \"…\"`, a key of `[sources]`), or say `unverified = \"what was searched\"`"),
            );
        }
        let mut phrases = |list: Vec<Spanned<String>>| -> Vec<Phrase> {
            list.into_iter()
                .filter_map(|p| {
                    let phrase = Phrase::parse(p.get_ref());
                    if phrase.is_none() {
                        report.push(invalid(
                            format!("`{}` is not a phrase to look for", p.get_ref()),
                            p.span(),
                            "write one or more words; a `*` may end a word (`mező*`), nothing else",
                        ));
                        ok = false;
                    }
                    phrase
                })
                .collect()
        };
        let avoid = phrases(c.avoid);
        let allow = phrases(c.allow);
        let also = phrases(c.also);
        glossary.concepts.push(Concept {
            span: c.id.span(),
            id: c.id.into_inner(),
            word: c.word,
            term: c.term.map(|t| {
                let span = t.span();
                let name = t.into_inner();
                (name.strip_prefix('-').unwrap_or(&name).to_string(), span)
            }),
            seed: c.seed.map(Spanned::into_inner),
            source: c.source.map(Spanned::into_inner),
            unverified: c.unverified.map(Spanned::into_inner),
            also,
            avoid,
            allow,
        });
    }
    ok.then_some(glossary)
}

/// Checks a locale against its glossary: each concept's term exists and
/// holds the rulebook's word (`l10n/glossary-term`), and no message or term
/// uses a synonym the glossary lists (`l10n/non-seed-word`).
pub fn check(glossary: &Glossary, index: &Index, out: &mut Vec<Diagnostic>) {
    let terms_file = index.locale.dir().join("terms.ftl");
    for c in &glossary.concepts {
        let Some((term, span)) = &c.term else {
            continue;
        };
        let problem = match index.terms.get(term.as_str()) {
            None => Some(format!(
                "concept `{}` names the term `-{term}`, which the locale does not define",
                c.id
            )),
            Some(e) => {
                let mut has_word = false;
                let word = Phrase::parse(&format!("{}*", c.word));
                for u in e.units().iter().filter(|u| u.attr.is_none()) {
                    walk(u.pattern, &mut |node| {
                        if let Node::Text(t) = node {
                            has_word |= word
                                .as_ref()
                                .is_some_and(|w| !w.find(&Text::new(t)).is_empty());
                        }
                    });
                }
                (!has_word).then(|| {
                    format!(
                        "the term `-{term}` does not say „{}”, the word of concept `{}`",
                        c.word, c.id
                    )
                })
            }
        };
        if let Some(message) = problem {
            out.push(
                Diagnostic::warning("l10n/glossary-term", message)
                    .at(&glossary.rel, span.clone())
                    .hint(format!(
                        "define `-{term} = {}` in {} (with the forms its parameters need), or correct the glossary",
                        c.word,
                        terms_file.display()
                    )),
            );
        }
    }
    for e in index.messages.values().chain(index.terms.values()) {
        for u in e.units() {
            let mut flats = Vec::new();
            flatten(u.pattern, e.file, index, &mut flats);
            for flat in &flats {
                for (c, phrase, at) in synonyms(glossary, &flat.text) {
                    let Some(span) = flat.file_span(&at) else {
                        // Entirely inside a term: reported at the term.
                        continue;
                    };
                    let found = &flat.text[at.clone()];
                    let seed = match (&c.seed, &c.source) {
                        (Some(s), _) => format!("the rulebook (seed {s}) says „{}”", c.word),
                        (None, Some(k)) => {
                            format!("the glossary says „{}” (source `{k}`)", c.word)
                        }
                        (None, None) => format!("the glossary says „{}”", c.word),
                    };
                    let hint = match &c.term {
                        Some((term, _)) => format!(
                            "use the term `{{ -{term} }}` („{}”) with the form the sentence needs",
                            c.word
                        ),
                        None => format!("write „{}” (or a form of it) instead", c.word),
                    };
                    out.push(
                        Diagnostic::warning(
                            "l10n/non-seed-word",
                            format!(
                                "„{found}” in `{}` is not the rulebook's word for `{}`: {seed}",
                                u.key(),
                                c.id
                            ),
                        )
                        .at(&e.file.rel, span)
                        .note(format!(
                            "{} lists „{}” as a synonym to avoid",
                            glossary.rel.display(),
                            phrase.text
                        ))
                        .hint(hint),
                    );
                }
            }
        }
    }
}

/// The text a pattern shows, as far as the check can tell: literal text,
/// string literals, and each term reference replaced by the term's default
/// form; other placeables become U+FFFC, which no phrase matches across.
/// Each variant of a select is a text of its own.
pub(super) struct Flat {
    pub(super) text: String,
    /// Pieces of `text` and where they come from in the file.
    pieces: Vec<Piece>,
}

/// A piece of a [`Flat`] text.
struct Piece {
    flat: Range<usize>,
    file: Range<usize>,
    /// Written in the message itself (not a term's text).
    literal: bool,
}

impl Flat {
    fn push(&mut self, text: &str, file: Range<usize>, literal: bool) {
        let start = self.text.len();
        self.text.push_str(text);
        self.pieces.push(Piece {
            flat: start..self.text.len(),
            file,
            literal,
        });
    }

    /// Where a range of the text is in the file; `None` when it holds no
    /// literal text.
    fn file_span(&self, at: &Range<usize>) -> Option<Range<usize>> {
        let touched: Vec<&Piece> = self
            .pieces
            .iter()
            .filter(|p| p.flat.start < at.end && at.start < p.flat.end)
            .collect();
        if !touched.iter().any(|p| p.literal) {
            return None;
        }
        let (first, last) = (touched.first()?, touched.last()?);
        let start = if first.literal {
            first.file.start + (at.start - first.flat.start)
        } else {
            first.file.start
        };
        let end = if last.literal {
            last.file.start + (at.end - last.flat.start)
        } else {
            last.file.end
        };
        Some(start..end)
    }
}

/// Flattens `pattern` (and, as texts of their own, the variants of its
/// selects) into `out`.
pub(super) fn flatten(pattern: &Pattern<&str>, file: &FtlFile, index: &Index, out: &mut Vec<Flat>) {
    let mut flat = Flat {
        text: String::new(),
        pieces: Vec::new(),
    };
    let mut variants = Vec::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => flat.push(value, file.span(value), true),
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    flat.push(value, file.span(value), true);
                }
                Expression::Inline(InlineExpression::TermReference { id, .. }) => {
                    let name = file.id_span(EntryKind::Term, id.name);
                    match index.terms.get(id.name).and_then(|t| t.value) {
                        Some(term) => flat.push(&plain_text(term), name, false),
                        None => flat.push(OTHER, name, false),
                    }
                }
                Expression::Select { variants: vs, .. } => {
                    flat.push(OTHER, 0..0, false);
                    variants.extend(vs.iter().map(|v| &v.value));
                }
                Expression::Inline(_) => flat.push(OTHER, 0..0, false),
            },
        }
    }
    out.push(flat);
    for v in variants {
        flatten(v, file, index, out);
    }
}

/// What a placeable the check cannot read stands for.
const OTHER: &str = "\u{FFFC}";

/// The synonyms of `text`: concept, the phrase found, and where (bytes),
/// leaving out those inside an allowed phrase; sorted by position.
fn synonyms<'g>(
    glossary: &'g Glossary,
    text: &str,
) -> Vec<(&'g Concept, &'g Phrase, Range<usize>)> {
    let text = Text::new(text);
    let mut found = Vec::new();
    for c in &glossary.concepts {
        let hits: Vec<(&Phrase, Range<usize>)> = c
            .avoid
            .iter()
            .flat_map(|p| p.find(&text).into_iter().map(move |at| (p, at)))
            .collect();
        if hits.is_empty() {
            // Most texts: no allowed phrase to look for either.
            continue;
        }
        let allowed: Vec<Range<usize>> = c.allow.iter().flat_map(|p| p.find(&text)).collect();
        for (phrase, at) in hits {
            if !allowed
                .iter()
                .any(|a| a.start <= at.start && at.end <= a.end)
            {
                found.push((c, phrase, at));
            }
        }
    }
    found.sort_by_key(|(c, _, at)| (at.start, c.id.clone()));
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(phrase: &str, text: &str) -> Vec<&'static str> {
        let p = Phrase::parse(phrase).unwrap();
        let text: &'static str = Box::leak(text.to_string().into_boxed_str());
        p.find(&Text::new(text))
            .into_iter()
            .map(|r| &text[r])
            .collect()
    }

    #[test]
    fn phrases_match_whole_words_ignoring_case() {
        assert_eq!(find("mező*", "A mezőn és a Mezőket"), ["mezőn", "Mezőket"]);
        assert_eq!(find("zapas", "zapasu, zapas."), ["zapas"]);
        assert_eq!(find("zapas", "nazapas"), Vec::<&str>::new());
        assert_eq!(
            find("porțiun* de oraș", "o porțiune  de\noraș mare"),
            ["porțiune  de\noraș"]
        );
        assert_eq!(
            find("a város darabja", "a város darabjai"),
            Vec::<&str>::new()
        );
    }

    #[test]
    fn bad_phrases_are_refused() {
        assert!(Phrase::parse("").is_none());
        assert!(Phrase::parse("*").is_none());
        assert!(Phrase::parse("me*ző").is_none());
        assert!(Phrase::parse("  rét  ").is_some());
    }

    #[test]
    fn allowed_phrases_hide_a_synonym() {
        let g = Glossary {
            rel: PathBuf::from("g.toml"),
            concepts: vec![Concept {
                id: "field".into(),
                span: 0..0,
                word: "rét".into(),
                term: None,
                seed: None,
                source: None,
                unverified: None,
                also: Vec::new(),
                avoid: vec![Phrase::parse("mező*").unwrap()],
                allow: vec![Phrase::parse("0-s mező*").unwrap()],
            }],
        };
        let text = "a 0-s mezőre lép, a mezőn áll";
        let found: Vec<&str> = synonyms(&g, text)
            .into_iter()
            .map(|(_, _, r)| &text[r])
            .collect();
        assert_eq!(found, ["mezőn"]);
    }
}
