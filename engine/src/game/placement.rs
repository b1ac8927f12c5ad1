//! Where a tile may go: the edges it touches, the river's course, and the
//! legal placements of a kind, found through the board's frontier index.

use super::board::EMPTY;
use super::features::{Node, find, union};
use super::{Game, Move, Placed, Pos};
use crate::face::{Face, MAX_LOCAL, NONE};
use crate::figure::Figure;
use crate::geom::{Rotation, Side};
use crate::tile::{FeatureType, Terrain};

/// The farthest a tile may lie from the start square (0, 0) along either
/// axis. Far beyond any game (72,000 tiles in a straight line reach 72,000),
/// it keeps every coordinate and its neighbours well inside `i32`.
pub const MAX_COORD: i32 = 1 << 20;

/// The most tiles a board holds: node indices (`tile * MAX_LOCAL + local`)
/// must fit in a `u32`.
pub const MAX_TILES: usize = (u32::MAX as usize) / MAX_LOCAL - 1;

/// Why a tile cannot go where it was asked to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlacementError {
    /// Another tile already lies there.
    Occupied,
    /// The square does not share a side with any placed tile.
    NotAdjacent,
    /// A side does not continue its neighbour.
    EdgeMismatch {
        /// The new tile's side.
        side: Side,
        /// What the new tile shows there.
        mine: Terrain,
        /// What the neighbour shows.
        theirs: Terrain,
    },
    /// A river tile does not continue the river's open end.
    RiverNotContinued,
    /// The river would bend the same way twice in a row.
    RiverUTurn,
    /// The river is already closed by the lake (or never started).
    RiverClosed,
    /// The tile would join the two arms of a forked river (River II), or
    /// lead an arm into a tile already placed.
    RiverArmsJoin,
    /// The square is more than [`MAX_COORD`] squares from the start in
    /// some direction (or the board holds [`MAX_TILES`] tiles already).
    OutOfBounds,
    /// An expansion's own refusal of the square, by the registry's
    /// expansion (its `errors.rs` says which and why).
    Ext(crate::expansion::ExtError),
}

/// How the river bends on a tile, seen in the direction it flows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    Straight,
    Left,
    Right,
}

/// One open end of the river: the tile's square, the side the water
/// leaves by, and how the river bent last on its way there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Arm {
    pos: Pos,
    side: Side,
    last_turn: Option<Turn>,
}

impl Arm {
    /// The square the next tile of this arm goes on.
    fn next(&self) -> Pos {
        step(self.pos, self.side)
    }
}

/// The river's state: its open ends (two after a fork, River II; none once
/// every arm has reached its lake).
#[derive(Clone, Debug, Default)]
pub(crate) struct River {
    arms: Vec<Arm>,
}

impl River {
    /// Whether some arm of the river is still open.
    pub(crate) fn is_open(&self) -> bool {
        !self.arms.is_empty()
    }
}

/// Whether square `p` lies within [`MAX_COORD`] of the start.
fn on_board((x, y): Pos) -> bool {
    x.unsigned_abs() <= MAX_COORD.unsigned_abs() && y.unsigned_abs() <= MAX_COORD.unsigned_abs()
}

/// The square across side `s` of `p`.
pub(crate) fn step(p: Pos, s: Side) -> Pos {
    let (dx, dy) = s.offset();
    (p.0 + dx, p.1 + dy)
}

impl Game {
    /// The river's bend on a tile entered from `entry` and left by `exit`.
    fn turn(entry: Side, exit: Option<Side>) -> Turn {
        let heading = entry.opposite();
        match exit {
            None => Turn::Straight,
            Some(x) if x == heading => Turn::Straight,
            Some(x) if x == heading.rotated(Rotation::R90) => Turn::Right,
            Some(_) => Turn::Left,
        }
    }

    /// River rules for a water tile; returns the river after it. The tile
    /// continues one open arm; a lake closes that arm, a fork splits it in
    /// two (River II); an arm never bends the same way twice in a row, and
    /// never leads into another arm or a tile already placed.
    fn river_check(&self, face: &Face, pos: Pos) -> Result<River, PlacementError> {
        let water: Vec<Side> = Side::ALL
            .into_iter()
            .filter(|s| face.edges[s.index()] == Terrain::Water)
            .collect();
        let mut river = self.river.clone();
        if self.tiles.is_empty() {
            // The first tile: a spring, or any river tile, opens the river.
            let arm = water.last().map(|&side| Arm {
                pos,
                side,
                last_turn: None,
            });
            river.arms.extend(arm);
            return Ok(river);
        }
        if river.arms.is_empty() {
            return Err(PlacementError::RiverClosed);
        }
        let Some(i) = river
            .arms
            .iter()
            .position(|a| a.next() == pos && water.contains(&a.side.opposite()))
        else {
            return Err(PlacementError::RiverNotContinued);
        };
        let arm = river.arms.remove(i);
        if river.arms.iter().any(|a| a.next() == pos) {
            return Err(PlacementError::RiverArmsJoin);
        }
        let entry = arm.side.opposite();
        let exits: Vec<Side> = water.iter().copied().filter(|s| *s != entry).collect();
        for &x in &exits {
            let q = step(pos, x);
            if self.board.tile(q).is_some() || river.arms.iter().any(|a| a.next() == q) {
                return Err(PlacementError::RiverArmsJoin);
            }
        }
        match exits.as_slice() {
            [] => {}
            [x] => {
                let turn = Self::turn(entry, Some(*x));
                if turn != Turn::Straight && arm.last_turn == Some(turn) {
                    return Err(PlacementError::RiverUTurn);
                }
                river.arms.push(Arm {
                    pos,
                    side: *x,
                    last_turn: Some(turn),
                });
            }
            forks => river.arms.extend(forks.iter().map(|&side| Arm {
                pos,
                side,
                last_turn: None,
            })),
        }
        Ok(river)
    }

    /// Checks whether kind `kind` may go on `pos` turned by `rotation`.
    pub fn can_place(
        &self,
        kind: usize,
        pos: Pos,
        rotation: Rotation,
    ) -> Result<(), PlacementError> {
        let face = self.table.face(kind, rotation);
        if !on_board(pos) || self.tiles.len() >= MAX_TILES {
            return Err(PlacementError::OutOfBounds);
        }
        let cell = self.board.index(pos).map(|i| *self.board.cell(i));
        if cell.is_some_and(|c| c.tile != EMPTY) {
            return Err(PlacementError::Occupied);
        }
        if self.tiles.is_empty() {
            // The start tile has no neighbour to match, but the
            // expansions' rules of where a tile may go hold for it as for
            // every tile (an abbey goes only into a hole).
            if let Some(decided) = self.ask_edges(face, pos) {
                decided?;
            }
            return self.ask_may_place(kind, pos, face);
        }
        let Some(cell) = cell.filter(|c| c.mask != 0) else {
            return Err(PlacementError::NotAdjacent);
        };
        if let Some(decided) = self.ask_edges(face, pos) {
            decided?;
        } else if face.packed & cell.mask != cell.value {
            for s in Side::ALL {
                if let Some(t) = self.board.tile(step(pos, s)) {
                    let theirs = self.face(t).edges[s.opposite().index()];
                    let mine = face.edges[s.index()];
                    if mine != theirs {
                        return Err(PlacementError::EdgeMismatch {
                            side: s,
                            mine,
                            theirs,
                        });
                    }
                }
            }
        }
        self.ask_may_place(kind, pos, face)?;
        if face.water {
            self.river_check(face, pos)?;
        } else if self.river.is_open() {
            // While the river is open, only river tiles are played.
            return Err(PlacementError::RiverNotContinued);
        }
        Ok(())
    }

    /// The placements of `kind` where the frontier index of edge patterns
    /// does not say them alone, each square checked with
    /// [`Game::can_place`]; `None` when the index applies:
    /// - while the river runs, or for a river tile: the squares that
    ///   continue an arm of the river (if any);
    /// - for a kind an expansion places apart from its edges
    ///   ([`Expansion::places_apart`](crate::expansion::Expansion::places_apart):
    ///   an abbey, a shrine): every square of the frontier, by rotation.
    fn checked_placements(&self, kind: usize) -> Option<Vec<(Pos, Rotation)>> {
        let water = self.table.face(kind, Rotation::R0).water;
        let squares: Vec<Pos> = if water || self.river.is_open() {
            let mut squares: Vec<Pos> = if water {
                self.river.arms.iter().map(Arm::next).collect()
            } else {
                Vec::new()
            };
            squares.sort_unstable();
            squares.dedup();
            squares
        } else if !self.tiles.is_empty() && self.ask_places_apart(kind) {
            self.board.frontier().map(|i| self.board.pos(i)).collect()
        } else {
            return None;
        };
        Some(
            (squares.iter())
                .flat_map(|&p| Rotation::ALL.into_iter().map(move |r| (p, r)))
                .filter(|&(p, r)| self.can_place(kind, p, r).is_ok())
                .collect(),
        )
    }

    /// The frontier squares where face `r` of `kind` fits, bucket by
    /// bucket: cell indices per rotation.
    fn fitting(&self, kind: usize) -> impl Iterator<Item = (&[u32], Rotation)> {
        Rotation::ALL.into_iter().flat_map(move |r| {
            self.table
                .face(kind, r)
                .fits
                .iter()
                .map(move |&pattern| (self.board.bucket(pattern), r))
        })
    }

    /// Every legal (square, rotation) for kind `kind`, appended to `out`
    /// in an order fixed by the game so far.
    pub fn legal_placements_into(&self, kind: usize, out: &mut Vec<(Pos, Rotation)>) {
        if let Some(checked) = self.checked_placements(kind) {
            out.extend(checked);
            return;
        }
        for (cells, r) in self.fitting(kind) {
            out.extend(cells.iter().map(|&i| (self.board.pos(i), r)));
        }
    }

    /// Every legal (square, rotation) for kind `kind`, sorted.
    pub fn legal_placements(&self, kind: usize) -> Vec<(Pos, Rotation)> {
        let mut found = Vec::new();
        self.legal_placements_into(kind, &mut found);
        // Square by square, each square's rotations in order: sorted as
        // the squares are elsewhere (one sort of squares in the page's
        // engine, none of pairs).
        let mut squares: Vec<Pos> = found.iter().map(|&(p, _)| p).collect();
        squares.sort_unstable();
        squares.dedup();
        let mut out = Vec::with_capacity(found.len());
        for p in squares {
            out.extend(
                Rotation::ALL
                    .into_iter()
                    .map(|r| (p, r))
                    .filter(|x| found.contains(x)),
            );
        }
        out
    }

    /// The number of legal placements of kind `kind`, counted without
    /// listing them for a kind its edges place (the cost does not grow
    /// with the board); a river tile, or a kind an expansion places apart,
    /// is counted from its checked list.
    pub fn legal_count(&self, kind: usize) -> usize {
        if let Some(checked) = self.checked_placements(kind) {
            return checked.len();
        }
        // Plain loops: this runs every turn of every simulated game.
        let mut n = 0;
        for r in Rotation::ALL {
            for &pattern in &self.table.face(kind, r).fits {
                n += self.board.bucket_len(pattern);
            }
        }
        n
    }

    /// The `n`-th legal placement of kind `kind`, in the order of
    /// [`Game::legal_placements_into`] (`n` below [`Game::legal_count`]).
    pub fn legal_nth(&self, kind: usize, n: usize) -> Option<(Pos, Rotation)> {
        self.legal_pick(kind, |_| n)
    }

    /// One legal placement of kind `kind`, the `pick(count)`-th of the
    /// [`Game::legal_count`] in the order of [`Game::legal_nth`] (`pick`
    /// answers below `count`); `None`, without asking, when there is none.
    /// The same as counting, then taking the `n`-th, in one pass over the
    /// index.
    pub fn legal_pick(
        &self,
        kind: usize,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<(Pos, Rotation)> {
        if let Some(checked) = self.checked_placements(kind) {
            return match checked.len() {
                0 => None,
                n => checked.get(pick(n)).copied(),
            };
        }
        // The length of every bucket the kind fits, by rotation.
        let mut lens = [[0u32; 15]; 4];
        let mut total = 0;
        for (r, row) in Rotation::ALL.into_iter().zip(&mut lens) {
            for (len, &pattern) in row.iter_mut().zip(&self.table.face(kind, r).fits) {
                *len = self.board.bucket_len(pattern) as u32;
                total += *len as usize;
            }
        }
        if total == 0 {
            return None;
        }
        let mut n = pick(total);
        for (r, row) in Rotation::ALL.into_iter().zip(&lens) {
            for (&len, &pattern) in row.iter().zip(&self.table.face(kind, r).fits) {
                if n < len as usize {
                    let i = self.board.bucket(pattern)[n];
                    return Some((self.board.pos(i), r));
                }
                n -= len as usize;
            }
        }
        None
    }

    /// Empty squares that share a side with a placed tile.
    pub fn frontier_len(&self) -> usize {
        self.board.frontier_len()
    }

    /// Places a tile; the start tile is the first one placed. Returns the
    /// new tile's index.
    pub fn place(
        &mut self,
        kind: usize,
        pos: Pos,
        rotation: Rotation,
    ) -> Result<usize, PlacementError> {
        self.can_place(kind, pos, rotation)?;
        let face = self.table.face(kind, rotation);
        if face.water {
            self.river = self.river_check(face, pos)?;
        }
        let t = self.tiles.len();
        self.tiles.push(Placed {
            kind,
            rotation,
            pos,
        });
        let cell = self.board.index_or_insert(pos);
        self.board.set_tile(cell, t as u32);
        // The neighbours' cells (none off the board), for both loops.
        let mut beside = [None; 4];
        for s in Side::ALL {
            if !on_board(step(pos, s)) {
                // Never playable: kept off the frontier.
                continue;
            }
            let q = self.board.index_or_insert_beside(cell, pos, s.offset());
            beside[s.index()] = Some(q);
            if self.board.cell(q).tile == EMPTY {
                let code = (face.packed >> (2 * s.index())) & 3;
                self.board.constrain(q, s.opposite(), code);
            }
        }
        if face.cloister.is_some() {
            self.board.watch_cloister(pos);
        }
        // New nodes, one block of MAX_LOCAL per tile: the features', then
        // empty ones.
        let base = t * MAX_LOCAL;
        let features = face.features.len();
        self.nodes.extend(
            face.features
                .iter()
                .enumerate()
                .map(|(i, f)| Node::new((base + i) as u32, f.open, f.pennants, f.attrs)),
        );
        self.nodes.extend(
            (features..MAX_LOCAL).map(|i| Node::new((base + i) as u32, 0, 0, Default::default())),
        );
        // Connect to the neighbours, unless the tile seals its sides.
        let sealed = self.ask_seals(face);
        for s in Side::ALL {
            let Some(u) = beside[s.index()]
                .map(|q| self.board.cell(q).tile)
                .filter(|&u| u != EMPTY)
                .map(|u| u as usize)
            else {
                continue;
            };
            let there = self.tiles[u];
            let other = self.table.face(there.kind, there.rotation);
            let (mine, theirs) = (
                face.side_feature[s.index()],
                other.side_feature[s.opposite().index()],
            );
            if sealed {
                // The side closes the road or city it touches.
                let ty = (theirs != NONE).then(|| other.features[theirs as usize].feature.ty);
                if matches!(ty, Some(FeatureType::City | FeatureType::Road)) {
                    let root = find(&mut self.nodes, Self::node(u, theirs));
                    self.nodes[root as usize].open -= 1;
                }
                continue;
            }
            if mine != NONE && theirs != NONE {
                let root = union(&mut self.nodes, Self::node(t, mine), Self::node(u, theirs));
                self.nodes[root as usize].open -= 2;
            }
            for h in s.halves() {
                let (a, b) = (
                    face.half_field[h.index()],
                    other.half_field[h.facing().index()],
                );
                if a != NONE && b != NONE {
                    union(&mut self.nodes, Self::node(t, a), Self::node(u, b));
                }
            }
        }
        self.follower_this_turn = false;
        self.turn_state = super::steps::TurnState::default();
        self.history.push(Move {
            kind,
            pos,
            rotation,
            follower: None,
            figure: Figure::Follower,
            player: self.turn_player,
            extra_tile: false,
            extra_turn: false,
        });
        let again = self.ask_extra_turn(t);
        if let Some(m) = self.history.last_mut() {
            m.extra_turn = again;
        }
        self.ask_tile_placed(t);
        Ok(t)
    }

    /// Makes room for `tiles` more tiles without reallocating.
    pub fn reserve(&mut self, tiles: usize) {
        self.tiles.reserve(tiles);
        self.history.reserve(tiles);
        self.nodes.reserve(tiles * MAX_LOCAL);
    }
}

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::super::*;
    use crate::geom::Side;
    use crate::rules::Rules;

    #[test]
    fn corner_contact_is_not_enough() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        g.place(KD, (0, 0), Rotation::R0).unwrap();
        assert_eq!(
            g.place(KB, (1, 1), Rotation::R0),
            Err(PlacementError::NotAdjacent)
        );
    }

    #[test]
    fn every_touching_edge_must_match() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        g.place(KD, (0, 0), Rotation::R0).unwrap();
        // B's field against D's road on the east.
        assert!(matches!(
            g.place(KB, (1, 0), Rotation::R0),
            Err(PlacementError::EdgeMismatch { side: Side::W, .. })
        ));
        // U turned a quarter continues the road.
        assert!(g.place(KU, (1, 0), Rotation::R90).is_ok());
        let legal = g.legal_placements(KE);
        assert!(legal.contains(&((0, -1), Rotation::R180)));
        assert!(!legal.contains(&((0, -1), Rotation::R0)));
    }

    /// Every legal placement by trying every square around the board.
    fn brute_force(g: &Game, kind: usize) -> Vec<(Pos, Rotation)> {
        let xs = g.tiles().iter().map(|t| t.pos.0);
        let ys = g.tiles().iter().map(|t| t.pos.1);
        let (x0, x1) = (xs.clone().min().unwrap() - 1, xs.max().unwrap() + 1);
        let (y0, y1) = (ys.clone().min().unwrap() - 1, ys.max().unwrap() + 1);
        let mut out = Vec::new();
        for y in y0..=y1 {
            for x in x0..=x1 {
                for r in Rotation::ALL {
                    if g.can_place(kind, (x, y), r).is_ok() {
                        out.push(((x, y), r));
                    }
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// Empty squares next to a tile, counted one by one.
    fn frontier(g: &Game) -> usize {
        let taken: std::collections::BTreeSet<Pos> = g.tiles().iter().map(|t| t.pos).collect();
        let open: std::collections::BTreeSet<Pos> = taken
            .iter()
            .flat_map(|&p| Side::ALL.map(|s| super::step(p, s)))
            .filter(|q| !taken.contains(q))
            .collect();
        open.len()
    }

    #[test]
    fn the_frontier_index_finds_exactly_the_legal_placements() {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let t = table();
        for seed in 0..12 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut g = Game::new(t.clone(), Rules::standard());
            g.place(KD, (0, 0), Rotation::R0).unwrap();
            for _ in 0..60 {
                for kind in 0..t.len() {
                    let legal = g.legal_placements(kind);
                    assert_eq!(legal, brute_force(&g, kind), "seed {seed}, kind {kind}");
                    assert_eq!(g.legal_count(kind), legal.len());
                    let mut listed = Vec::new();
                    g.legal_placements_into(kind, &mut listed);
                    let nth: Vec<_> = (0..legal.len())
                        .map(|n| g.legal_nth(kind, n).unwrap())
                        .collect();
                    assert_eq!(nth, listed);
                    assert_eq!(g.legal_nth(kind, legal.len()), None);
                    // Picked in one pass: the same n-th, asked of the count.
                    let picked: Vec<_> = (0..legal.len())
                        .map(|n| {
                            g.legal_pick(kind, |count| {
                                assert_eq!(count, legal.len());
                                n
                            })
                        })
                        .collect();
                    assert_eq!(picked, nth.iter().copied().map(Some).collect::<Vec<_>>());
                    if legal.is_empty() {
                        assert_eq!(g.legal_pick(kind, |_| panic!("nothing to pick")), None);
                    }
                }
                assert_eq!(g.frontier_len(), frontier(&g), "seed {seed}");
                let kind = rng.random_range(0..t.len());
                let legal = g.legal_placements(kind);
                if let Some(&(p, r)) = legal.get(rng.random_range(0..legal.len().max(1))) {
                    g.place(kind, p, r).unwrap();
                }
            }
        }
    }

    #[test]
    fn the_board_grows_in_every_direction_without_limit_of_size() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        g.place(KU, (0, 0), Rotation::R90).unwrap();
        // A road 300 tiles long each way, then a road north and south.
        for x in 1..=300 {
            g.place(KU, (x, 0), Rotation::R90).unwrap();
            g.place(KU, (-x, 0), Rotation::R90).unwrap();
        }
        for y in 1..=300 {
            g.place(KB, (0, y), Rotation::R0).unwrap();
            g.place(KB, (0, -y), Rotation::R0).unwrap();
        }
        assert_eq!(g.tiles().len(), 1201);
        // Open squares: both sides of each arm, and the four ends.
        assert_eq!(g.frontier_len(), 2 * 600 + 2 * 600 + 4 - 4);
        assert_eq!(
            g.place(KB, (0, 301), Rotation::R0).map(|_| ()),
            Ok(()),
            "the end of an arm is open"
        );
        assert_eq!(
            g.legal_placements(KU)
                .iter()
                .filter(|(p, _)| *p == (301, 0))
                .count(),
            2,
            "the road continues east, either way round"
        );
    }

    #[test]
    fn squares_beyond_the_coordinate_limit_are_out_of_bounds() {
        let t = table();
        let mut g = Game::new(t.clone(), Rules::standard());
        assert_eq!(
            g.can_place(KB, (MAX_COORD + 1, 0), Rotation::R0),
            Err(PlacementError::OutOfBounds)
        );
        assert_eq!(
            g.can_place(KB, (0, i32::MIN), Rotation::R0),
            Err(PlacementError::OutOfBounds)
        );
        g.place(KB, (MAX_COORD, -MAX_COORD), Rotation::R0).unwrap();
        g.place(KB, (MAX_COORD - 1, -MAX_COORD), Rotation::R0)
            .unwrap();
        assert_eq!(
            g.place(KB, (MAX_COORD + 1, -MAX_COORD), Rotation::R0),
            Err(PlacementError::OutOfBounds)
        );
        // The squares beyond the limit are not offered.
        assert_eq!(
            g.legal_placements(KB),
            brute_force(&g, KB),
            "no square beyond the limit"
        );
        assert_eq!(g.legal_count(KB), 3 * 4);
    }
}
