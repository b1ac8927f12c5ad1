//! The board: the tile on each square, and the frontier — the empty squares
//! that share a side with a tile — indexed by the edges they require.
//!
//! Squares live in chunks of 16 × 16 cells, allocated as tiles reach them;
//! a directory of chunks covers the bounding box and doubles in the
//! direction the board grows. A cell's index never changes once its chunk
//! exists, and finding a square's cell is two array reads however large the
//! board is.
//!
//! Every frontier square knows what its placed neighbours require of a
//! tile put there: per side nothing, or one terrain — one of
//! [`PATTERNS`] edge patterns. The frontier is kept as one bucket of
//! squares per pattern, so the squares where a face fits are the buckets of
//! the 15 patterns its edges satisfy (`Face::fits`).
//! Finding them costs the same on a board of 70 tiles or of 70,000.

use super::Pos;
use crate::face::{PATTERNS, side_digit};
use crate::geom::Side;

/// Squares per chunk side, as a power of two.
const CHUNK_BITS: u32 = 4;
const CHUNK: i32 = 1 << CHUNK_BITS;
const CHUNK_MASK: i32 = CHUNK - 1;
const CHUNK_CELLS: usize = 1 << (2 * CHUNK_BITS);
/// Chunk borders are shifted by half a chunk, so the start square lies in
/// the middle of its chunk rather than at the corner of four.
const SHIFT: i32 = CHUNK / 2;
/// "No chunk here" in the directory.
const NO_CHUNK: u32 = u32::MAX;

/// A coordinate's place within its chunk (0 to `CHUNK - 1`).
#[inline]
const fn local(v: i32) -> i32 {
    v.wrapping_add(SHIFT) & CHUNK_MASK
}

/// "No tile" in a cell.
pub(crate) const EMPTY: u32 = u32::MAX;

/// One square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cell {
    /// Index of the tile on it, or [`EMPTY`].
    pub(crate) tile: u32,
    /// Its place in its frontier bucket (while empty and constrained).
    slot: u32,
    /// The edge pattern its neighbours require; 0 when it has none.
    pub(crate) pattern: u16,
    /// The same requirement as a mask and value over `Face::packed`.
    pub(crate) mask: u8,
    /// See `mask`.
    pub(crate) value: u8,
    /// Cloister tiles on this square or around it: a tile laid here can
    /// complete a cloister only where it is not 0.
    cloisters: u8,
}

const BLANK: Cell = Cell {
    tile: EMPTY,
    slot: 0,
    pattern: 0,
    mask: 0,
    value: 0,
    cloisters: 0,
};

/// The squares of a game and its frontier.
#[derive(Clone, Debug)]
pub(crate) struct Board {
    /// Chunk coordinates of the directory's first entry.
    cx0: i32,
    cy0: i32,
    /// The directory's size in chunks.
    cw: i32,
    ch: i32,
    /// Chunk number of each directory entry, row by row, or [`NO_CHUNK`].
    dir: Vec<u32>,
    /// The square at the north-west corner of each chunk.
    origins: Vec<Pos>,
    /// [`CHUNK_CELLS`] cells per chunk, row by row.
    cells: Vec<Cell>,
    /// Per edge pattern, the frontier squares (cell indices) requiring it.
    buckets: Buckets,
    /// Number of frontier squares.
    frontier: usize,
}

impl Board {
    /// An empty board.
    pub(crate) fn new() -> Board {
        Board {
            cx0: 0,
            cy0: 0,
            cw: 0,
            ch: 0,
            dir: Vec::new(),
            origins: Vec::new(),
            cells: Vec::new(),
            buckets: Buckets::new(),
            frontier: 0,
        }
    }

    /// The chunk holding square `p`. Wrapping arithmetic: squares near the
    /// ends of `i32` are never on the board, and must not overflow.
    #[inline]
    fn chunk_of((x, y): Pos) -> (i32, i32) {
        (
            x.wrapping_add(SHIFT) >> CHUNK_BITS,
            y.wrapping_add(SHIFT) >> CHUNK_BITS,
        )
    }

    /// The cell of square `p` within its chunk.
    #[inline]
    fn offset((x, y): Pos) -> u32 {
        ((local(y) << CHUNK_BITS) | local(x)) as u32
    }

    /// The directory entry of chunk `(cx, cy)`, if the directory covers it.
    #[inline]
    fn entry(&self, cx: i32, cy: i32) -> Option<usize> {
        let (dx, dy) = (cx.wrapping_sub(self.cx0), cy.wrapping_sub(self.cy0));
        ((0..self.cw).contains(&dx) && (0..self.ch).contains(&dy))
            .then(|| (dy * self.cw + dx) as usize)
    }

    /// The cell index of square `p`, if its chunk exists.
    #[inline]
    pub(crate) fn index(&self, p: Pos) -> Option<u32> {
        let (cx, cy) = Self::chunk_of(p);
        let chunk = self.dir[self.entry(cx, cy)?];
        (chunk != NO_CHUNK).then(|| (chunk << (2 * CHUNK_BITS)) | Self::offset(p))
    }

    /// The cell with index `i`.
    #[inline]
    pub(crate) fn cell(&self, i: u32) -> &Cell {
        &self.cells[i as usize]
    }

    /// The square of cell `i`.
    #[inline]
    pub(crate) fn pos(&self, i: u32) -> Pos {
        let (x, y) = self.origins[(i >> (2 * CHUNK_BITS)) as usize];
        let local = (i as i32) & ((1 << (2 * CHUNK_BITS)) - 1);
        (x + (local & CHUNK_MASK), y + (local >> CHUNK_BITS))
    }

    /// The index of the tile on square `p`, if any.
    #[inline]
    pub(crate) fn tile(&self, p: Pos) -> Option<usize> {
        self.index(p)
            .map(|i| self.cells[i as usize].tile)
            .filter(|&t| t != EMPTY)
            .map(|t| t as usize)
    }

    /// The tiles on the eight squares around `p`, in the order of
    /// [`ring`](super::scoring::ring), each an index or [`EMPTY`]. Inside a
    /// chunk (most squares) the eight are read from one chunk, found once.
    pub(crate) fn ring_tiles(&self, p: Pos) -> [u32; 8] {
        let ring = super::scoring::ring(p);
        if (1..CHUNK_MASK).contains(&local(p.0)) && (1..CHUNK_MASK).contains(&local(p.1)) {
            // Every square around lies in p's chunk: none when it has none.
            let Some(i) = self.index(p) else {
                return [EMPTY; 8];
            };
            return ring.map(|(x, y)| {
                let delta = (y - p.1) * CHUNK + (x - p.0);
                self.cells[(i as i32 + delta) as usize].tile
            });
        }
        ring.map(|q| self.index(q).map_or(EMPTY, |i| self.cells[i as usize].tile))
    }

    /// The cell index of the square `(dx, dy)` from square `p`, whose cell
    /// is `i` (a step to a neighbour): within `p`'s chunk it is `i` moved,
    /// else [`Board::index_or_insert`] finds or makes it.
    pub(crate) fn index_or_insert_beside(&mut self, i: u32, p: Pos, (dx, dy): (i32, i32)) -> u32 {
        let (lx, ly) = (local(p.0) + dx, local(p.1) + dy);
        if (0..CHUNK).contains(&lx) && (0..CHUNK).contains(&ly) {
            return (i as i32 + dy * CHUNK + dx) as u32;
        }
        self.index_or_insert((p.0 + dx, p.1 + dy))
    }

    /// The cell index of square `p`, making its chunk (and growing the
    /// directory) when needed.
    pub(crate) fn index_or_insert(&mut self, p: Pos) -> u32 {
        if let Some(i) = self.index(p) {
            return i;
        }
        let (cx, cy) = Self::chunk_of(p);
        let e = match self.entry(cx, cy) {
            Some(e) => e,
            None => {
                self.grow(cx, cy);
                self.entry(cx, cy).expect("the directory now covers it")
            }
        };
        let chunk = self.origins.len() as u32;
        self.dir[e] = chunk;
        self.origins.push((cx * CHUNK - SHIFT, cy * CHUNK - SHIFT));
        self.cells.resize(self.cells.len() + CHUNK_CELLS, BLANK);
        (chunk << (2 * CHUNK_BITS)) | Self::offset(p)
    }

    /// Widens the directory to cover chunk `(cx, cy)`: at least doubling it
    /// on each side that grows, so growing is rare.
    fn grow(&mut self, cx: i32, cy: i32) {
        let (mut x0, mut y0, mut x1, mut y1) = if self.dir.is_empty() {
            (cx - 1, cy - 1, cx + 2, cy + 2)
        } else {
            (self.cx0, self.cy0, self.cx0 + self.cw, self.cy0 + self.ch)
        };
        if cx < x0 {
            x0 = cx.min(x0 - self.cw);
        }
        if cx >= x1 {
            x1 = (cx + 1).max(x1 + self.cw);
        }
        if cy < y0 {
            y0 = cy.min(y0 - self.ch);
        }
        if cy >= y1 {
            y1 = (cy + 1).max(y1 + self.ch);
        }
        let (w, h) = (x1 - x0, y1 - y0);
        let mut dir = vec![NO_CHUNK; (w * h) as usize];
        for row in 0..self.ch {
            let from = (row * self.cw) as usize;
            let to = ((row + self.cy0 - y0) * w + self.cx0 - x0) as usize;
            dir[to..to + self.cw as usize]
                .copy_from_slice(&self.dir[from..from + self.cw as usize]);
        }
        (self.cx0, self.cy0, self.cw, self.ch, self.dir) = (x0, y0, w, h, dir);
    }

    /// Records a cloister tile on square `p`: on it and the eight around.
    pub(crate) fn watch_cloister(&mut self, p: Pos) {
        for q in std::iter::once(p).chain(super::scoring::ring(p)) {
            let i = self.index_or_insert(q) as usize;
            self.cells[i].cloisters = self.cells[i].cloisters.saturating_add(1);
        }
    }

    /// Whether a cloister tile lies on square `p` or around it.
    pub(crate) fn near_cloister(&self, p: Pos) -> bool {
        self.index(p)
            .is_some_and(|i| self.cells[i as usize].cloisters > 0)
    }

    /// Puts tile `t` on the empty cell `i`, taking it off the frontier.
    pub(crate) fn set_tile(&mut self, i: u32, t: u32) {
        let c = self.cells[i as usize];
        if c.pattern != 0 {
            self.unlist(c.pattern, c.slot);
        }
        self.cells[i as usize].tile = t;
    }

    /// Records that the empty cell `i` has a tile across its side `s`
    /// showing the terrain with code `code` there.
    pub(crate) fn constrain(&mut self, i: u32, s: Side, code: u8) {
        let c = self.cells[i as usize];
        debug_assert_eq!(c.tile, EMPTY);
        if c.pattern != 0 {
            self.unlist(c.pattern, c.slot);
        }
        self.frontier += 1;
        let pattern = c.pattern + side_digit(s, code);
        self.cells[i as usize] = Cell {
            tile: EMPTY,
            slot: self.buckets.push(pattern, i),
            pattern,
            mask: c.mask | (3 << (2 * s.index())),
            value: c.value | (code << (2 * s.index())),
            cloisters: c.cloisters,
        };
    }

    /// Takes the square at `slot` out of the bucket of `pattern`.
    fn unlist(&mut self, pattern: u16, slot: u32) {
        if let Some(moved) = self.buckets.swap_remove(pattern, slot) {
            self.cells[moved as usize].slot = slot;
        }
        self.frontier -= 1;
    }

    /// The frontier squares (cell indices) whose neighbours require
    /// exactly `pattern`.
    #[inline]
    pub(crate) fn bucket(&self, pattern: u16) -> &[u32] {
        self.buckets.get(pattern)
    }

    /// How many frontier squares require exactly `pattern` (the length of
    /// its bucket, without taking the slice).
    #[inline]
    pub(crate) fn bucket_len(&self, pattern: u16) -> usize {
        self.buckets.spans[usize::from(pattern)].len as usize
    }

    /// Number of frontier squares.
    pub(crate) fn frontier_len(&self) -> usize {
        self.frontier
    }

    /// Every frontier square (cell index), bucket by bucket in pattern
    /// order: an order fixed by the game so far.
    pub(crate) fn frontier(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.buckets.spans.len())
            .flat_map(|pattern| self.buckets.get(pattern as u16).iter().copied())
    }
}

/// One list of cell indices per edge pattern, all in one arena: a list
/// that outgrows its room moves to the arena's end with twice the room.
/// A game so makes a few allocations, not one or more per list; the room
/// left behind is at most three times what the lists hold at their
/// longest.
#[derive(Clone, Debug)]
struct Buckets {
    arena: Vec<u32>,
    spans: Vec<Span>,
}

/// Where one list lies in the arena.
#[derive(Clone, Copy, Debug, Default)]
struct Span {
    start: u32,
    len: u32,
    room: u32,
}

impl Buckets {
    fn new() -> Buckets {
        Buckets {
            arena: Vec::with_capacity(256),
            spans: vec![Span::default(); PATTERNS],
        }
    }

    #[inline]
    fn get(&self, pattern: u16) -> &[u32] {
        let s = self.spans[usize::from(pattern)];
        &self.arena[s.start as usize..(s.start + s.len) as usize]
    }

    /// Appends `cell` to the list of `pattern`; returns its slot.
    fn push(&mut self, pattern: u16, cell: u32) -> u32 {
        let s = &mut self.spans[usize::from(pattern)];
        if s.len == s.room {
            let start = self.arena.len();
            let room = (2 * s.room).max(4);
            self.arena
                .extend_from_within(s.start as usize..(s.start + s.len) as usize);
            self.arena.resize(start + room as usize, 0);
            (s.start, s.room) = (start as u32, room);
        }
        self.arena[(s.start + s.len) as usize] = cell;
        s.len += 1;
        s.len - 1
    }

    /// Removes the entry at `slot` of the list of `pattern`, moving the last
    /// one into its place; returns the cell moved, if any.
    fn swap_remove(&mut self, pattern: u16, slot: u32) -> Option<u32> {
        let s = &mut self.spans[usize::from(pattern)];
        s.len -= 1;
        let last = self.arena[(s.start + s.len) as usize];
        (slot < s.len).then(|| {
            self.arena[(s.start + slot) as usize] = last;
            last
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip_through_cells_across_chunks_and_growth() {
        let mut b = Board::new();
        let squares: Vec<Pos> = (-40..40)
            .flat_map(|x| [(x, 0), (0, x), (x, -x), (x * 7, x * 3)])
            .chain([(1_000, -2_000), (-1_500, 700)])
            .collect();
        let cells: Vec<u32> = squares.iter().map(|&p| b.index_or_insert(p)).collect();
        for (&p, &i) in squares.iter().zip(&cells) {
            assert_eq!(b.index(p), Some(i), "{p:?}");
            assert_eq!(b.pos(i), p);
        }
        // Far squares have no cell, and do not overflow.
        for p in [(i32::MAX, 0), (0, i32::MIN), (5_000, 5_000)] {
            assert_eq!(b.index(p), None);
        }
        // A board may start at the edge of the coordinates.
        let mut far = Board::new();
        let edge = super::super::MAX_COORD + 1;
        for p in [(edge, -edge), (-edge, edge)] {
            let i = far.index_or_insert(p);
            assert_eq!(far.pos(i), p);
            far = Board::new();
        }
    }

    #[test]
    fn the_tiles_around_a_square_are_those_on_its_eight_neighbours_within_and_across_chunks() {
        let mut b = Board::new();
        // Tiles on a scatter of squares around chunk borders, one chunk
        // left without tiles.
        let placed: Vec<Pos> = (-20..20)
            .flat_map(|x| [(x, x / 3), (x / 2, -x), (x, 7), (7, x)])
            .filter(|&(x, y)| (x + 2 * y) % 3 != 0)
            .collect();
        for (t, &p) in placed.iter().enumerate() {
            let i = b.index_or_insert(p);
            if b.cell(i).tile == EMPTY {
                b.set_tile(i, t as u32);
            }
        }
        for x in -26..26 {
            for y in -26..26 {
                let by_square = super::super::scoring::ring((x, y))
                    .map(|q| b.tile(q).map_or(EMPTY, |t| t as u32));
                assert_eq!(b.ring_tiles((x, y)), by_square, "({x}, {y})");
            }
        }
    }

    #[test]
    fn a_step_to_a_neighbour_finds_the_cell_its_square_has() {
        let mut b = Board::new();
        for x in -40..40 {
            for y in [-17, -16, -9, -8, -1, 0, 7, 8, 15, 23] {
                let i = b.index_or_insert((x, y));
                for (dx, dy) in [(0, -1), (1, 0), (0, 1), (-1, 0)] {
                    let beside = b.index_or_insert_beside(i, (x, y), (dx, dy));
                    assert_eq!(
                        Some(beside),
                        b.index((x + dx, y + dy)),
                        "({x}, {y}) + ({dx}, {dy})"
                    );
                    assert_eq!(b.pos(beside), (x + dx, y + dy));
                }
            }
        }
    }

    #[test]
    fn the_frontier_moves_squares_between_buckets() {
        let mut b = Board::new();
        let a = b.index_or_insert((0, 0));
        let c = b.index_or_insert((1, 0));
        b.constrain(a, Side::N, 2);
        b.constrain(c, Side::N, 2);
        let north_field = side_digit(Side::N, 2);
        assert_eq!(b.bucket(north_field), &[a, c]);
        b.constrain(a, Side::E, 0);
        assert_eq!(b.bucket(north_field), &[c]);
        assert_eq!(b.bucket(north_field + side_digit(Side::E, 0)), &[a]);
        assert_eq!(b.frontier_len(), 2);
        b.set_tile(c, 0);
        assert!(b.bucket(north_field).is_empty());
        assert_eq!(b.frontier_len(), 1);
        assert_eq!(b.tile((1, 0)), Some(0));
        assert_eq!(b.tile((0, 0)), None);
    }
}
