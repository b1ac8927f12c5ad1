//! `tilebook l10n status`: how complete and how current each locale is.
//!
//! Every English message counts once, and its words (the English words of
//! its value and attributes) measure the work it takes. A message is
//! translated when the locale has it; stale when some part of it is stale
//! or not yet accepted in the lock; identical when every part reads exactly
//! as in English (often a copy not yet translated).

use serde::Serialize;

use super::load::Index;
use super::lock::{Freshness, Lock, canonical, freshness};
use super::walk::plain_text;

/// A number of messages and the English words they hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Counts {
    /// Messages.
    pub messages: usize,
    /// English words in them.
    pub words: usize,
}

impl Counts {
    fn add(&mut self, words: usize) {
        self.messages += 1;
        self.words += words;
    }
}

/// Percentages of the English total, by messages and by words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Percent {
    /// Share of messages, 0–100, one decimal.
    pub messages: f64,
    /// Share of words, 0–100, one decimal.
    pub words: f64,
}

/// The status of one locale.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LocaleStatus {
    /// Locale tag.
    pub locale: String,
    /// The language's own name (its `language-name` message).
    pub language: String,
    /// English messages and words.
    pub total: Counts,
    /// Present in the locale.
    pub translated: Counts,
    /// Present, but the English changed since (or never accepted).
    pub stale: Counts,
    /// Not in the locale.
    pub missing: Counts,
    /// Present, and reading exactly as in English.
    pub identical: Counts,
    /// Each count as a share of the total.
    pub percent: PercentAll,
    /// Words of the locale's glossary that no source confirms (marked
    /// `unverified`), by concept id.
    pub unverified: Vec<String>,
}

/// The shares of [`LocaleStatus`]'s counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct PercentAll {
    /// Translated.
    pub translated: Percent,
    /// Stale.
    pub stale: Percent,
    /// Missing.
    pub missing: Percent,
    /// Identical to English.
    pub identical: Percent,
}

/// Words of a text: runs between white space that hold a letter or digit.
pub fn word_count(text: &str) -> usize {
    text.split_whitespace()
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .count()
}

fn share(part: usize, total: usize) -> f64 {
    if total == 0 {
        100.0
    } else {
        (part as f64 * 1000.0 / total as f64).round() / 10.0
    }
}

fn percent(c: Counts, total: Counts) -> Percent {
    Percent {
        messages: share(c.messages, total.messages),
        words: share(c.words, total.words),
    }
}

/// The status of `tr` against `en` (pass `en` twice for English itself).
pub fn status(en: &Index, tr: &Index, lock: &Lock) -> LocaleStatus {
    let is_source = tr.locale.is_source();
    let mut s = LocaleStatus {
        locale: tr.locale.tag.clone(),
        language: tr
            .messages
            .get(super::ids::LANGUAGE_NAME)
            .and_then(|m| m.value)
            .map(|p| plain_text(p).trim().to_string())
            .unwrap_or_else(|| tr.locale.tag.clone()),
        total: Counts::default(),
        translated: Counts::default(),
        stale: Counts::default(),
        missing: Counts::default(),
        identical: Counts::default(),
        percent: PercentAll::default(),
        unverified: Vec::new(),
    };
    for (id, e) in &en.messages {
        let units = e.units();
        let words: usize = units
            .iter()
            .map(|u| word_count(&plain_text(u.pattern)))
            .sum();
        s.total.add(words);
        let Some(t) = tr.messages.get(id) else {
            s.missing.add(words);
            continue;
        };
        s.translated.add(words);
        if is_source {
            continue;
        }
        let pairs: Vec<_> = units.iter().map(|eu| (eu, t.unit(eu.attr))).collect();
        if pairs
            .iter()
            .any(|(eu, tu)| tu.is_none() || freshness(lock, &eu.key(), eu) != Freshness::Current)
        {
            s.stale.add(words);
        }
        if pairs
            .iter()
            .all(|(eu, tu)| tu.is_some_and(|tu| canonical(tu.pattern) == canonical(eu.pattern)))
        {
            s.identical.add(words);
        }
    }
    s.percent = PercentAll {
        translated: percent(s.translated, s.total),
        stale: percent(s.stale, s.total),
        missing: percent(s.missing, s.total),
        identical: percent(s.identical, s.total),
    };
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_shares() {
        assert_eq!(word_count("Cloister with a road"), 4);
        assert_eq!(word_count(" – \u{FFFC} tiles"), 1);
        assert_eq!(share(1, 3), 33.3);
        assert_eq!(share(0, 0), 100.0);
    }
}
