//! "Did you mean" suggestions: the closest candidate within two edits.

/// The candidate closest to `word`, if any is close (at most two edits,
/// ignoring case). For one look-up in a short list; to look up many words
/// in a long one, build a [`Suggester`] once.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_uppercase();
    candidates
        .into_iter()
        .map(|c| (strsim::damerau_levenshtein(&word, &c.to_uppercase()), c))
        .filter(|(d, _)| *d <= MAX_EDITS)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// How many edits a suggestion may be away from the word.
const MAX_EDITS: usize = 2;

/// Words longer than this (in characters) are compared one by one instead
/// of indexed: the deletion variants grow with the square of the length.
const MAX_INDEXED: usize = 32;

/// Suggestions from a fixed list of candidates for many words, each
/// look-up in time independent of the list's length: every candidate is
/// indexed by the strings it gives with up to two characters deleted
/// (two words within two edits share such a string), and only candidates
/// sharing one with the word are measured. Gives what [`suggest`] gives.
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

    /// The candidate closest to `word`, if any is within two edits; the
    /// first in the given order among equally close ones.
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
            .filter(|(d, _)| *d <= MAX_EDITS)
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

    proptest::proptest! {
        #[test]
        fn the_suggester_agrees_with_a_scan(
            ids in proptest::collection::vec("[abAB]{0,5}", 0..20),
            word in "[abcAB]{0,6}",
        ) {
            let s = Suggester::new(ids.iter().map(String::as_str));
            proptest::prop_assert_eq!(s.suggest(&word), suggest(&word, ids.iter().map(String::as_str)));
        }
    }
}
