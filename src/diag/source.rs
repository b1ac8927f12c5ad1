//! Source texts and positions: byte offsets turned into 1-based lines and
//! columns.

use std::ops::Range;
use std::path::PathBuf;

use serde::Serialize;

/// A 1-based line and column (in characters) in a source text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Position {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in Unicode scalar values.
    pub column: usize,
}

/// The 1-based line and column of byte `offset` in `text`.
pub fn position(text: &str, offset: usize) -> Position {
    let offset = offset.min(text.len());
    let mut cut = offset;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let before = &text[..cut];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Position {
        line,
        column: before[line_start..].chars().count() + 1,
    }
}

/// Bytes per block of [`Source`]'s character index.
const BLOCK: usize = 64;

/// A source text with the byte offset of each line start, and how many
/// characters come before each block of [`BLOCK`] bytes, so a position is
/// a binary search and a count within one block, not a scan: a thousand
/// diagnostics on one 50 KB line cost no more than reading it once.
#[derive(Debug)]
pub(super) struct Source {
    pub(super) path: PathBuf,
    pub(super) text: String,
    line_starts: Vec<usize>,
    /// Characters in `text[..k * BLOCK]`, for each block `k`.
    chars_before_block: Vec<usize>,
}

impl Source {
    pub(super) fn new(path: PathBuf, text: String) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        let mut chars_before_block = Vec::with_capacity(text.len() / BLOCK + 1);
        let mut chars = 0;
        for block in text.as_bytes().chunks(BLOCK) {
            chars_before_block.push(chars);
            chars += char_starts(block);
        }
        chars_before_block.push(chars);
        Source {
            path,
            text,
            line_starts,
            chars_before_block,
        }
    }

    /// Characters before byte `offset` (a character boundary).
    fn chars_before(&self, offset: usize) -> usize {
        let block = offset / BLOCK;
        self.chars_before_block[block] + char_starts(&self.text.as_bytes()[block * BLOCK..offset])
    }

    /// The nearest character boundary at or before `offset`, within the text.
    pub(super) fn floor(&self, offset: usize) -> usize {
        let mut cut = offset.min(self.text.len());
        while !self.text.is_char_boundary(cut) {
            cut -= 1;
        }
        cut
    }

    /// The 0-based index of the line holding byte `offset`.
    pub(super) fn line_index(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&s| s <= offset) - 1
    }

    /// The bytes of 0-based line `index`, without its line break.
    pub(super) fn line_range(&self, index: usize) -> Range<usize> {
        let start = self.line_starts[index];
        let end = match self.line_starts.get(index + 1) {
            Some(&next) => next - 1,
            None => self.text.len(),
        };
        let end = if self.text[start..end].ends_with('\r') {
            end - 1
        } else {
            end
        };
        start..end
    }

    pub(super) fn position(&self, offset: usize) -> Position {
        let cut = self.floor(offset);
        let line = self.line_index(cut);
        let start = self.line_starts[line];
        Position {
            line: line + 1,
            column: self.chars_before(cut) - self.chars_before(start) + 1,
        }
    }
}

/// How many characters start in `bytes` (UTF-8 bytes that are not
/// continuation bytes).
fn char_starts(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| (b as i8) >= -0x40).count()
}
