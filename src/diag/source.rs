//! Source texts and positions: byte offsets turned into 1-based lines and
//! columns.

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

/// A source text with the byte offset of each line start, so a position
/// is a binary search, not a scan.
#[derive(Debug)]
pub(super) struct Source {
    pub(super) path: PathBuf,
    pub(super) text: String,
    line_starts: Vec<usize>,
}

impl Source {
    pub(super) fn new(path: PathBuf, text: String) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Source {
            path,
            text,
            line_starts,
        }
    }

    pub(super) fn position(&self, offset: usize) -> Position {
        let text = &self.text;
        let mut cut = offset.min(text.len());
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        let line = self.line_starts.partition_point(|&s| s <= cut);
        let start = self.line_starts[line - 1];
        Position {
            line,
            column: text[start..cut].chars().count() + 1,
        }
    }
}
