//! Tile geometry: sides, half-edges, rotations and small bit sets of them.
//!
//! A tile is a square seen from above with north up. Its four **sides** are
//! N, E, S, W. Each side is split into two **half-edges**, named by the side
//! and the half: `NNW` is the north side's west half, `NNE` its east half, and
//! so on clockwise (`ENE`, `ESE`, `SSE`, `SSW`, `WSW`, `WNW`). Fields claim
//! half-edges, because a road or a river running to the middle of a side
//! separates the field on its left from the field on its right.

use std::fmt;

/// One of the four sides of a tile, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Side {
    /// North (up).
    N,
    /// East (right).
    E,
    /// South (down).
    S,
    /// West (left).
    W,
}

impl Side {
    /// All sides, clockwise from north.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// Index 0..4, clockwise from north.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side with index `i % 4`.
    pub const fn from_index(i: usize) -> Side {
        Side::ALL[i % 4]
    }

    /// The side facing this one on the neighbouring tile.
    pub const fn opposite(self) -> Side {
        Side::from_index(self.index() + 2)
    }

    /// This side after turning the tile clockwise by `r`.
    pub const fn rotated(self, r: Rotation) -> Side {
        Side::from_index(self.index() + r.quarter_turns() as usize)
    }

    /// The two half-edges of this side, in clockwise order.
    pub const fn halves(self) -> [Half; 2] {
        [
            Half::from_index(self.index() * 2),
            Half::from_index(self.index() * 2 + 1),
        ]
    }

    /// Offset `(dx, dy)` to the neighbouring square across this side
    /// (x grows east, y grows south).
    pub const fn offset(self) -> (i32, i32) {
        match self {
            Side::N => (0, -1),
            Side::E => (1, 0),
            Side::S => (0, 1),
            Side::W => (-1, 0),
        }
    }

    /// The side's name, as written in data files.
    pub const fn name(self) -> &'static str {
        ["N", "E", "S", "W"][self.index()]
    }

    /// Parses `N`, `E`, `S` or `W`.
    pub fn parse(s: &str) -> Option<Side> {
        Side::ALL.into_iter().find(|side| side.name() == s)
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the eight half-edges of a tile, clockwise from the north side's
/// west half.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Half {
    /// North side, west half.
    Nnw,
    /// North side, east half.
    Nne,
    /// East side, north half.
    Ene,
    /// East side, south half.
    Ese,
    /// South side, east half.
    Sse,
    /// South side, west half.
    Ssw,
    /// West side, south half.
    Wsw,
    /// West side, north half.
    Wnw,
}

impl Half {
    /// All half-edges, clockwise from `NNW`.
    pub const ALL: [Half; 8] = [
        Half::Nnw,
        Half::Nne,
        Half::Ene,
        Half::Ese,
        Half::Sse,
        Half::Ssw,
        Half::Wsw,
        Half::Wnw,
    ];

    /// Index 0..8, clockwise from `NNW`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The half-edge with index `i % 8`.
    pub const fn from_index(i: usize) -> Half {
        Half::ALL[i % 8]
    }

    /// The side this half-edge lies on.
    pub const fn side(self) -> Side {
        Side::from_index(self.index() / 2)
    }

    /// The half-edge it touches on the neighbouring tile across its side:
    /// `NNW` meets the neighbour's `SSW`, `NNE` meets `SSE`, and so on.
    pub const fn facing(self) -> Half {
        // Mirror across the side: index 2s+k faces 2(s+2)+(1-k).
        let i = self.index();
        let side = i / 2;
        let k = i % 2;
        Half::from_index(((side + 2) % 4) * 2 + (1 - k))
    }

    /// This half-edge after turning the tile clockwise by `r`.
    pub const fn rotated(self, r: Rotation) -> Half {
        Half::from_index(self.index() + 2 * r.quarter_turns() as usize)
    }

    /// The half-edge's name, as written in data files.
    pub const fn name(self) -> &'static str {
        ["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"][self.index()]
    }

    /// Parses `NNW` … `WNW`.
    pub fn parse(s: &str) -> Option<Half> {
        Half::ALL.into_iter().find(|h| h.name() == s)
    }
}

impl fmt::Display for Half {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A clockwise rotation by a whole number of quarter turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rotation(u8);

impl Rotation {
    /// No rotation.
    pub const R0: Rotation = Rotation(0);
    /// 90 degrees clockwise.
    pub const R90: Rotation = Rotation(1);
    /// 180 degrees.
    pub const R180: Rotation = Rotation(2);
    /// 270 degrees clockwise.
    pub const R270: Rotation = Rotation(3);
    /// All four rotations.
    pub const ALL: [Rotation; 4] = [Self::R0, Self::R90, Self::R180, Self::R270];

    /// A rotation by `n` quarter turns clockwise (taken modulo 4).
    pub const fn quarter(n: u8) -> Rotation {
        Rotation(n % 4)
    }

    /// Parses degrees (0, 90, 180 or 270); any other value is `None`.
    pub const fn from_degrees(deg: i64) -> Option<Rotation> {
        match deg {
            0 => Some(Self::R0),
            90 => Some(Self::R90),
            180 => Some(Self::R180),
            270 => Some(Self::R270),
            _ => None,
        }
    }

    /// The rotation in degrees clockwise.
    pub const fn degrees(self) -> u16 {
        self.0 as u16 * 90
    }

    /// Number of clockwise quarter turns, 0..4.
    pub const fn quarter_turns(self) -> u8 {
        self.0
    }

    /// This rotation followed by `other`.
    pub const fn then(self, other: Rotation) -> Rotation {
        Rotation((self.0 + other.0) % 4)
    }

    /// The rotation that undoes this one.
    pub const fn inverse(self) -> Rotation {
        Rotation((4 - self.0) % 4)
    }
}

/// A set of sides, as a 4-bit mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SideSet(u8);

impl SideSet {
    /// The empty set.
    pub const EMPTY: SideSet = SideSet(0);

    /// Whether `side` is in the set.
    pub const fn contains(self, side: Side) -> bool {
        self.0 & (1 << side.index()) != 0
    }

    /// Adds `side`.
    pub fn insert(&mut self, side: Side) {
        self.0 |= 1 << side.index();
    }

    /// Number of sides in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The sides in clockwise order from north.
    pub fn iter(self) -> impl Iterator<Item = Side> {
        Side::ALL.into_iter().filter(move |s| self.contains(*s))
    }

    /// The set after turning the tile clockwise by `r`.
    pub fn rotated(self, r: Rotation) -> SideSet {
        self.iter().map(|s| s.rotated(r)).collect()
    }

    /// The raw mask (bit `i` is side `i`).
    pub const fn bits(self) -> u8 {
        self.0
    }
    /// The set of raw mask `bits` ([`SideSet::bits`]); bits beyond the
    /// last side are dropped.
    pub const fn from_bits(bits: u8) -> SideSet {
        SideSet(bits & 0b1111)
    }
}

impl FromIterator<Side> for SideSet {
    fn from_iter<I: IntoIterator<Item = Side>>(iter: I) -> Self {
        let mut set = SideSet::EMPTY;
        for s in iter {
            set.insert(s);
        }
        set
    }
}

/// A set of half-edges, as an 8-bit mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HalfSet(u8);

impl HalfSet {
    /// The empty set.
    pub const EMPTY: HalfSet = HalfSet(0);

    /// Whether `half` is in the set.
    pub const fn contains(self, half: Half) -> bool {
        self.0 & (1 << half.index()) != 0
    }

    /// Adds `half`.
    pub fn insert(&mut self, half: Half) {
        self.0 |= 1 << half.index();
    }

    /// Number of half-edges in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The half-edges in clockwise order from `NNW`.
    pub fn iter(self) -> impl Iterator<Item = Half> {
        Half::ALL.into_iter().filter(move |h| self.contains(*h))
    }

    /// The set after turning the tile clockwise by `r`.
    pub fn rotated(self, r: Rotation) -> HalfSet {
        self.iter().map(|h| h.rotated(r)).collect()
    }

    /// The raw mask (bit `i` is half-edge `i`).
    pub const fn bits(self) -> u8 {
        self.0
    }
    /// The set of raw mask `bits` ([`HalfSet::bits`]).
    pub const fn from_bits(bits: u8) -> HalfSet {
        HalfSet(bits)
    }
}

impl FromIterator<Half> for HalfSet {
    fn from_iter<I: IntoIterator<Item = Half>>(iter: I) -> Self {
        let mut set = HalfSet::EMPTY;
        for h in iter {
            set.insert(h);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_rotate_clockwise() {
        assert_eq!(Side::N.rotated(Rotation::R90), Side::E);
        assert_eq!(Side::W.rotated(Rotation::R90), Side::N);
        assert_eq!(Side::E.rotated(Rotation::R270), Side::N);
        for s in Side::ALL {
            assert_eq!(s.rotated(Rotation::R180), s.opposite());
        }
    }

    #[test]
    fn halves_rotate_with_their_side() {
        for h in Half::ALL {
            for r in Rotation::ALL {
                assert_eq!(h.rotated(r).side(), h.side().rotated(r));
            }
        }
        assert_eq!(Half::Nnw.rotated(Rotation::R90), Half::Ene);
        assert_eq!(Half::Wnw.rotated(Rotation::R90), Half::Nne);
    }

    #[test]
    fn facing_half_edges_mirror_across_the_side() {
        assert_eq!(Half::Nnw.facing(), Half::Ssw);
        assert_eq!(Half::Nne.facing(), Half::Sse);
        assert_eq!(Half::Ene.facing(), Half::Wnw);
        assert_eq!(Half::Ese.facing(), Half::Wsw);
        for h in Half::ALL {
            assert_eq!(h.facing().facing(), h);
            assert_eq!(h.facing().side(), h.side().opposite());
        }
    }

    #[test]
    fn rotations_compose_and_invert() {
        for a in Rotation::ALL {
            assert_eq!(a.then(a.inverse()), Rotation::R0);
            for b in Rotation::ALL {
                assert_eq!(a.then(b).degrees() % 360, (a.degrees() + b.degrees()) % 360);
            }
        }
        assert_eq!(Rotation::from_degrees(45), None);
    }

    #[test]
    fn names_round_trip() {
        for s in Side::ALL {
            assert_eq!(Side::parse(s.name()), Some(s));
        }
        for h in Half::ALL {
            assert_eq!(Half::parse(h.name()), Some(h));
        }
        assert_eq!(Half::parse("NWN"), None);
    }

    #[test]
    fn sets_rotate() {
        let set: SideSet = [Side::N, Side::W].into_iter().collect();
        let r: Vec<_> = set.rotated(Rotation::R90).iter().collect();
        assert_eq!(r, vec![Side::N, Side::E]);
        let halves: HalfSet = Side::S.halves().into_iter().collect();
        assert_eq!(
            halves.rotated(Rotation::R180),
            Side::N.halves().into_iter().collect()
        );
    }
}
