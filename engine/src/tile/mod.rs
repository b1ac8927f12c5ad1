//! Tile kinds: the four edges and the features inside a tile.
//!
//! A [`TileKind`] is pure geometry plus a few flags. It is built by the data
//! layer from TOML and checked here by [`TileKind::validate`], which returns
//! every inconsistency it finds as a [`GeometryError`].

use std::fmt;
use std::str::FromStr;

use crate::geom::{HalfSet, Rotation, Side, SideSet};
use crate::names::{KindId, UnknownName};

/// What an edge of a tile shows, and so what the touching edge of a
/// neighbour must show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Terrain {
    /// A city wall opening: continues a city.
    City,
    /// A road reaching the middle of the side, with field on either half.
    Road,
    /// Field on the whole side.
    Field,
    /// A river reaching the middle of the side, with field on either half.
    Water,
}

impl Terrain {
    /// Every terrain, in declaration order (a new one goes here too).
    pub const ALL: [Terrain; 4] = [Terrain::City, Terrain::Road, Terrain::Field, Terrain::Water];

    /// The one-letter code used in data files and JSON: `C`, `R`, `F`, `W`.
    pub const fn letter(self) -> char {
        match self {
            Terrain::City => 'C',
            Terrain::Road => 'R',
            Terrain::Field => 'F',
            Terrain::Water => 'W',
        }
    }

    /// Parses a one-letter code.
    pub const fn from_letter(c: char) -> Option<Terrain> {
        match c {
            'C' => Some(Terrain::City),
            'R' => Some(Terrain::Road),
            'F' => Some(Terrain::Field),
            'W' => Some(Terrain::Water),
            _ => None,
        }
    }

    /// Lower-case English name, as used in diagnostics and feature ids.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::City => "city",
            Terrain::Road => "road",
            Terrain::Field => "field",
            Terrain::Water => "water",
        }
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether a flag is off (left out of JSON).
#[cfg(feature = "serde")]
fn is_false(b: &bool) -> bool {
    !*b
}

crate::names::closed_enum! {
    /// A kind of goods drawn in a city (Traders & Builders): whoever
    /// completes the city takes one token of it per symbol.
    ///
    /// In data files and JSON a kind of goods is its lower-case English
    /// name (`wine`, `grain`, `cloth`; [`Goods::as_str`]).
    #[cfg_attr(
        feature = "schema",
        derive(schemars::JsonSchema),
        schemars(description = "A kind of goods (Traders & Builders).")
    )]
    pub enum Goods ("kind of goods") {
        /// Wine (a barrel).
        Wine = "wine",
        /// Grain (a sheaf).
        Grain = "grain",
        /// Cloth (a bolt).
        Cloth = "cloth",
    }
}

impl Goods {
    /// Index 0..3.
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A city segment: the part of a city drawn on one tile.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CitySegment {
    /// Sides where the segment opens onto the neighbour (both halves of each).
    pub sides: SideSet,
    /// Pennants (shields) drawn inside this segment.
    pub pennants: u8,
    /// A cathedral stands in this segment (Inns & Cathedrals).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub cathedral: bool,
    /// A goods symbol drawn in this segment (Traders & Builders).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub goods: Option<Goods>,
    /// The princess lives in this segment (Princess & Dragon).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub princess: bool,
}

/// What stops a road that reaches only one side of its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RoadEnd {
    /// A crossing with a village or house: every road meeting it ends there.
    Village,
    /// The road ends at the cloister on this tile.
    Cloister,
    /// The road ends at a city gate on this tile.
    City,
    /// The road ends at a house standing alone (Traders & Builders).
    House,
    /// The road ends at the volcano on this tile (Princess & Dragon; the
    /// tile has the `volcano` symbol).
    Volcano,
    /// The road ends at the tower foundation on this tile (The Tower; the
    /// tile has the `tower` symbol).
    Tower,
    /// The road ends at the fair on this tile (The Catapult; the tile has
    /// the `fair` symbol): a fair stops a road as a village does.
    Fair,
}

impl RoadEnd {
    /// Every road end, in declaration order (a new one goes here too).
    pub const ALL: [RoadEnd; 7] = [
        RoadEnd::Village,
        RoadEnd::Cloister,
        RoadEnd::City,
        RoadEnd::House,
        RoadEnd::Volcano,
        RoadEnd::Tower,
        RoadEnd::Fair,
    ];

    /// The name used in data files.
    pub const fn name(self) -> &'static str {
        match self {
            RoadEnd::Village => "village",
            RoadEnd::Cloister => "cloister",
            RoadEnd::City => "city",
            RoadEnd::House => "house",
            RoadEnd::Volcano => "volcano",
            RoadEnd::Tower => "tower",
            RoadEnd::Fair => "fair",
        }
    }
}

/// A road segment: one piece of road on one tile.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RoadSegment {
    /// Sides the road reaches (one or two; three or four for a fork).
    pub sides: SideSet,
    /// What stops the road on this tile, when it reaches only one side.
    pub end: Option<RoadEnd>,
    /// An inn stands by this piece of road (Inns & Cathedrals).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub inn: bool,
    /// This road crosses another on a bridge: the two stay separate roads
    /// (Traders & Builders).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub bridge: bool,
    /// This road runs through a tunnel under a city that crosses the tile
    /// (Princess & Dragon): road and city both go on unbroken, and the
    /// road parts no field.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub tunnel: bool,
    /// This road reaches three or four sides and forks in the middle of
    /// the tile, with nothing to stop it: it is one road that runs on in
    /// every direction it reaches (Abbey & Mayor).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub fork: bool,
}

/// Where a river begins or ends on its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RiverEnd {
    /// The spring: the river starts here.
    Spring,
    /// The lake: the river ends here.
    Lake,
}

impl RiverEnd {
    /// Both river ends.
    pub const ALL: [RiverEnd; 2] = [RiverEnd::Spring, RiverEnd::Lake];

    /// The name used in data files.
    pub const fn name(self) -> &'static str {
        match self {
            RiverEnd::Spring => "spring",
            RiverEnd::Lake => "lake",
        }
    }
}

/// A river segment on one tile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RiverSegment {
    /// Sides the river reaches: one (a spring or lake), two, or three
    /// where the river forks (River II).
    pub sides: SideSet,
    /// Spring or lake, when the river reaches only one side.
    pub end: Option<RiverEnd>,
}

/// A field segment: one connected piece of field on one tile.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FieldSegment {
    /// Half-edges the field touches.
    pub halves: HalfSet,
    /// Indices into [`TileKind::cities`] of the city segments this field
    /// shares a wall with on this tile.
    pub cities: Vec<usize>,
    /// A herd of pigs grazes in this field (River II): whoever's farmers
    /// own the field gets more for each city (a rule of the engine's).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub herd: bool,
}

/// The kinds of feature a tile can hold.
///
/// In data files, board files and JSON a type is its lower-case name
/// (`city`, `road`, `field`, `river`, `cloister`; [`FeatureType::as_str`]),
/// read by [`FromStr`](std::str::FromStr) and serde alike; `farm` is
/// accepted as another name of `field`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum FeatureType {
    /// A city segment.
    City,
    /// A road segment.
    Road,
    /// A field segment (`farm` is read as this too).
    #[cfg_attr(feature = "serde", serde(alias = "farm"))]
    Field,
    /// A river segment.
    River,
    /// The cloister.
    Cloister,
}

impl FeatureType {
    /// Every type, in declaration order.
    pub const ALL: [FeatureType; 5] = [
        FeatureType::City,
        FeatureType::Road,
        FeatureType::Field,
        FeatureType::River,
        FeatureType::Cloister,
    ];

    /// The names [`FeatureType::as_str`] gives, in the order of
    /// [`FeatureType::ALL`].
    pub const NAMES: [&'static str; 5] = ["city", "road", "field", "river", "cloister"];

    /// Another name of [`FeatureType::Field`] that is read (never written).
    pub const FIELD_ALIAS: &'static str = "farm";

    /// The lower-case name used in data files, JSON and diagnostics.
    pub const fn as_str(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

impl fmt::Display for FeatureType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for FeatureType {
    type Err = UnknownName;

    /// Reads a lower-case name, or `farm` for a field.
    fn from_str(s: &str) -> Result<FeatureType, UnknownName> {
        if s == Self::FIELD_ALIAS {
            return Ok(FeatureType::Field);
        }
        UnknownName::position("feature type", &Self::NAMES, s).map(|i| Self::ALL[i])
    }
}

/// One feature of a tile kind: its type and its index in that type's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FeatureRef {
    /// Which list.
    pub ty: FeatureType,
    /// Index in that list (0 for the cloister).
    pub index: usize,
}

impl fmt::Display for FeatureRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ty == FeatureType::Cloister {
            f.write_str("the cloister")
        } else {
            write!(f, "{} #{}", self.ty, self.index + 1)
        }
    }
}

/// A kind of land tile: its edges, features and symbols, in the orientation
/// it is drawn in.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TileKind {
    /// Stable id, unique across all tile sets (`D`, `river-spring`, …).
    pub id: KindId,
    /// Terrain of the N, E, S and W edges.
    pub edges: [Terrain; 4],
    /// City segments.
    pub cities: Vec<CitySegment>,
    /// Road segments.
    pub roads: Vec<RoadSegment>,
    /// Field segments.
    pub fields: Vec<FieldSegment>,
    /// River segments.
    pub rivers: Vec<RiverSegment>,
    /// Whether a cloister stands in the middle of the tile.
    pub cloister: bool,
    /// Symbols printed on the tile (`animal`, `volcano`, `dragon`,
    /// `portal`, `tower`, `shrine`, `fair`: [`Symbol`]) that expansions
    /// give meaning to; the
    /// base rules ignore them. Names outside [`Symbol::NAMES`] are kept
    /// (the data layer warns about them) and mean nothing to the engine.
    pub symbols: Vec<String>,
    /// The quarter of the city of Carcassonne the tile belongs to (The
    /// Count of Carcassonne); its half-edges that no feature claims lie
    /// in that city.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub quarter: Option<Quarter>,
}

mod crossing;
mod error;
mod quarter;
mod symbol;
mod validate;

pub use error::GeometryError;
pub use quarter::Quarter;
pub use symbol::Symbol;

impl TileKind {
    /// The terrain of side `side`.
    pub fn edge(&self, side: Side) -> Terrain {
        self.edges[side.index()]
    }

    /// The edges as four letters, N E S W (`CRFR` for the start tile).
    pub fn edge_letters(&self) -> String {
        self.edges.iter().map(|t| t.letter()).collect()
    }

    /// The same kind turned clockwise by `r`.
    pub fn rotated(&self, r: Rotation) -> TileKind {
        let mut edges = self.edges;
        for s in Side::ALL {
            edges[s.rotated(r).index()] = self.edges[s.index()];
        }
        TileKind {
            id: self.id.clone(),
            edges,
            cities: self
                .cities
                .iter()
                .map(|c| CitySegment {
                    sides: c.sides.rotated(r),
                    ..c.clone()
                })
                .collect(),
            roads: self
                .roads
                .iter()
                .map(|x| RoadSegment {
                    sides: x.sides.rotated(r),
                    ..x.clone()
                })
                .collect(),
            fields: self
                .fields
                .iter()
                .map(|x| FieldSegment {
                    halves: x.halves.rotated(r),
                    ..x.clone()
                })
                .collect(),
            rivers: self
                .rivers
                .iter()
                .map(|x| RiverSegment {
                    sides: x.sides.rotated(r),
                    end: x.end,
                })
                .collect(),
            cloister: self.cloister,
            symbols: self.symbols.clone(),
            quarter: self.quarter,
        }
    }

    /// Number of features: cities, roads, fields, rivers and the cloister.
    pub fn feature_count(&self) -> usize {
        self.cities.len()
            + self.roads.len()
            + self.fields.len()
            + self.rivers.len()
            + usize::from(self.cloister)
    }

    /// Whether any city segment has a cathedral.
    pub fn has_cathedral(&self) -> bool {
        self.cities.iter().any(|c| c.cathedral)
    }

    /// Whether any road segment has an inn.
    pub fn has_inn(&self) -> bool {
        self.roads.iter().any(|r| r.inn)
    }

    /// Total pennants over all city segments.
    pub fn pennants(&self) -> u32 {
        self.cities.iter().map(|c| u32::from(c.pennants)).sum()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::geom::Half;

    /// A set of the sides listed.
    pub(crate) fn sides(list: &[Side]) -> SideSet {
        list.iter().copied().collect()
    }

    /// A set of the half-edges listed.
    pub(crate) fn halves(list: &[Half]) -> HalfSet {
        list.iter().copied().collect()
    }

    /// The start tile: city on N, road E–W.
    pub(crate) fn start_tile() -> TileKind {
        use Half::*;
        TileKind {
            id: "D".into(),
            edges: [Terrain::City, Terrain::Road, Terrain::Field, Terrain::Road],
            cities: vec![CitySegment {
                sides: sides(&[Side::N]),
                ..CitySegment::default()
            }],
            roads: vec![RoadSegment {
                sides: sides(&[Side::E, Side::W]),
                ..RoadSegment::default()
            }],
            fields: vec![
                FieldSegment {
                    halves: halves(&[Ene, Wnw]),
                    cities: vec![0],
                    herd: false,
                },
                FieldSegment {
                    halves: halves(&[Ese, Sse, Ssw, Wsw]),
                    cities: vec![],
                    herd: false,
                },
            ],
            rivers: vec![],
            cloister: false,
            symbols: vec![],
            quarter: None,
        }
    }

    #[test]
    fn start_tile_is_valid() {
        assert_eq!(start_tile().validate(), vec![]);
        assert_eq!(start_tile().edge_letters(), "CRFR");
    }

    #[test]
    fn rotation_moves_edges_and_features() {
        let t = start_tile().rotated(Rotation::R90);
        assert_eq!(t.edge_letters(), "RCRF");
        assert!(t.cities[0].sides.contains(Side::E));
        assert!(t.fields[0].halves.contains(Half::Nne));
        assert!(t.fields[0].halves.contains(Half::Sse));
        assert_eq!(t.validate(), vec![]);
        let back = t.rotated(Rotation::R270);
        assert_eq!(back, start_tile());
    }

    #[test]
    fn every_rotation_stays_valid() {
        for r in Rotation::ALL {
            assert!(start_tile().rotated(r).validate().is_empty());
        }
    }

    #[test]
    fn feature_types_read_back_their_names() {
        for (ty, name) in FeatureType::ALL.into_iter().zip(FeatureType::NAMES) {
            assert_eq!(ty.as_str(), name);
            assert_eq!(ty.to_string(), name);
            assert_eq!(name.parse::<FeatureType>(), Ok(ty));
        }
        assert_eq!("farm".parse::<FeatureType>(), Ok(FeatureType::Field));
    }

    #[test]
    fn an_unknown_feature_type_is_a_typed_error() {
        let e = "City".parse::<FeatureType>().unwrap_err();
        assert_eq!(e.name, "City");
        assert_eq!(e.what, "feature type");
        assert_eq!(e.expected, FeatureType::NAMES);
        assert!("".parse::<FeatureType>().is_err());
        assert!("fields".parse::<FeatureType>().is_err());
    }

    #[cfg(feature = "serde")]
    #[test]
    fn feature_types_are_lower_case_in_json() {
        for ty in FeatureType::ALL {
            let json = serde_json::to_string(&ty).expect("writes");
            assert_eq!(json, format!("\"{ty}\""));
            assert_eq!(serde_json::from_str::<FeatureType>(&json).ok(), Some(ty));
        }
        // `farm` is read as a field, and written as `field`.
        let farm: FeatureType = serde_json::from_str("\"farm\"").expect("alias");
        assert_eq!(farm, FeatureType::Field);
        assert!(serde_json::from_str::<FeatureType>("\"City\"").is_err());
        let f = FeatureRef {
            ty: FeatureType::City,
            index: 0,
        };
        assert_eq!(
            serde_json::to_string(&f).expect("writes"),
            r#"{"ty":"city","index":0}"#
        );
    }

    #[cfg(feature = "serde")]
    #[test]
    fn a_kind_id_is_a_plain_string_in_json() {
        let json = serde_json::to_value(start_tile()).expect("writes");
        assert_eq!(json["id"], "D");
    }
}
