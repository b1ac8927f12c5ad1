//! "Did you mean" suggestions: the closest candidate within a few edits,
//! for every diagnostic that names something unknown
//! ([`Diagnostic::suggest`](super::Diagnostic::suggest)).

/// The candidate closest to `word`, if any is close: at most two edits,
/// or a quarter of the candidate's length for long ones, ignoring case;
/// the first in the given order among equally close ones. For one look-up
/// in a short list; to look up many words in a long one, build a
/// [`Suggester`] once.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_uppercase();
    let chars = word.chars().count();
    candidates
        .into_iter()
        .map(|c| (c, c.to_uppercase()))
        // The distance is at least the difference in length: skip what
        // cannot be close before measuring it.
        .filter(|(_, u)| u.chars().count().abs_diff(chars) <= max_edits(u))
        .map(|(c, u)| (strsim::damerau_levenshtein(&word, &u), max_edits(&u), c))
        .filter(|(d, max, _)| d <= max)
        .min_by_key(|(d, _, _)| *d)
        .map(|(_, _, c)| c)
}

/// How many edits a suggestion may be away from the word: two, or a
/// quarter of the candidate's length (in characters).
fn max_edits(candidate: &str) -> usize {
    MAX_EDITS.max(candidate.chars().count() / 4)
}

/// The edits a short candidate may be away (and the deletions the
/// [`Suggester`] indexes).
const MAX_EDITS: usize = 2;

/// Words longer than this (in characters) are compared one by one instead
/// of indexed: the deletion variants grow with the square of the length,
/// and longer candidates may be more than two edits away.
const MAX_INDEXED: usize = 11;
const _: () = assert!(MAX_INDEXED / 4 <= MAX_EDITS);

/// Suggestions from a fixed list of candidates for many words, each
/// look-up in time independent of the list's length: every candidate is
/// indexed by the strings it gives with up to two characters deleted
/// (two words within two edits share such a string), and only candidates
/// sharing one with the word are measured (long ones, which may be
/// further, always are). Gives what [`suggest`] gives.
pub struct Suggester<'a> {
    /// Candidates in the given order, with their upper-case form.
    words: Vec<(&'a str, String)>,
    /// Deletion variant → indices into `words`.
    index: std::collections::HashMap<String, Vec<usize>>,
    /// Indices of candidates too long to index.
    long: Vec<usize>,
}

impl<'a> Suggester<'a> {
    /// Indexes the candidates.
    pub fn new(candidates: impl IntoIterator<Item = &'a str>) -> Self {
        let words: Vec<(&str, String)> = candidates
            .into_iter()
            .map(|c| (c, c.to_uppercase()))
            .collect();
        let mut index: std::collections::HashMap<String, Vec<usize>> = Default::default();
        let mut long = Vec::new();
        for (i, (_, upper)) in words.iter().enumerate() {
            if upper.chars().count() > MAX_INDEXED {
                long.push(i);
                continue;
            }
            for v in deletions(upper) {
                let slot = index.entry(v).or_default();
                if slot.last() != Some(&i) {
                    slot.push(i);
                }
            }
        }
        Suggester { words, index, long }
    }

    /// What [`suggest`] gives for `word`.
    pub fn suggest(&self, word: &str) -> Option<&'a str> {
        let upper = word.to_uppercase();
        let mut seen: Vec<usize> = if upper.chars().count() > MAX_INDEXED {
            (0..self.words.len()).collect()
        } else {
            deletions(&upper)
                .iter()
                .filter_map(|v| self.index.get(v))
                .flatten()
                .chain(&self.long)
                .copied()
                .collect()
        };
        seen.sort_unstable();
        seen.dedup();
        seen.into_iter()
            .map(|i| (strsim::damerau_levenshtein(&upper, &self.words[i].1), i))
            .filter(|&(d, i)| d <= max_edits(&self.words[i].1))
            .min()
            .map(|(_, i)| self.words[i].0)
    }
}

/// `word` and every string made from it by deleting one or two characters.
fn deletions(word: &str) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let mut out = vec![word.to_string()];
    for i in 0..chars.len() {
        let one: Vec<char> = [&chars[..i], &chars[i + 1..]].concat();
        for j in i..one.len() {
            out.push(one[..j].iter().chain(&one[j + 1..]).collect());
        }
        out.push(one.into_iter().collect());
    }
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suggester_finds_what_a_scan_finds() {
        let ids = [
            "river-lake",
            "D",
            "river-lane",
            "N",
            "Z01",
            "a-very-long-tile-kind-id-beyond-the-index",
        ];
        let s = Suggester::new(ids);
        for word in [
            "river-lak",
            "rvier-lake",
            "d",
            "NN",
            "Z10",
            "Z1",
            "zzz",
            "",
            "a-very-long-tile-kind-id-beyond-the-indx",
        ] {
            assert_eq!(s.suggest(word), suggest(word, ids), "{word}");
        }
        assert_eq!(s.suggest("river-lakk"), Some("river-lake"));
    }

    #[test]
    fn long_ids_may_be_further_off_short_ones_not() {
        // Sixteen characters: four edits away is still close.
        let ids = ["book-base-farmers", "D", "river-spring"];
        assert_eq!(
            suggest("book-bse-framers-x", ids),
            Some("book-base-farmers")
        );
        assert_eq!(suggest("rivr-sprng", ids), Some("river-spring"));
        assert_eq!(suggest("XYZ", ids), None);
        // Case does not count.
        assert_eq!(suggest("RIVER-SPRING", ids), Some("river-spring"));
        let s = Suggester::new(ids);
        for word in ["book-bse-framers-x", "rivr-sprng", "XYZ", "d"] {
            assert_eq!(s.suggest(word), suggest(word, ids), "{word}");
        }
    }

    proptest::proptest! {
        #[test]
        fn the_suggester_agrees_with_a_scan(
            ids in proptest::collection::vec("[abAB]{0,5}|[ab-]{10,16}", 0..20),
            word in "[abcAB]{0,6}|[abc-]{9,17}",
        ) {
            let s = Suggester::new(ids.iter().map(String::as_str));
            proptest::prop_assert_eq!(s.suggest(&word), suggest(&word, ids.iter().map(String::as_str)));
        }
    }
}
