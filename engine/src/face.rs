//! Tile kinds compiled for play: every kind in each of its four rotations,
//! with lookup tables from sides and half-edges to local features.

use std::borrow::Borrow;
use std::fmt;

use crate::geom::{Half, Rotation, Side};
use crate::names::KindId;
use crate::tile::{FeatureRef, FeatureType, GeometryError, Terrain, TileKind};

/// "No feature" in a lookup table.
pub const NONE: u8 = u8::MAX;

/// Local features per tile the engine supports (cities + roads + fields +
/// rivers + cloister). The busiest base tile has 8; a kind whose geometry
/// is valid has at most 13 (four sides, eight half-edges, a cloister).
pub const MAX_LOCAL: usize = 16;

/// Number of edge patterns a frontier square can require: per side,
/// nothing or one of the four terrains.
pub(crate) const PATTERNS: usize = 625;

/// The share of side `s` showing the terrain with code `code` in an edge
/// pattern: a pattern is a number in base 5, one digit per side, 0 for
/// "no requirement", 1 + the terrain's code otherwise.
pub(crate) const fn side_digit(s: Side, code: u8) -> u16 {
    (1 + code as u16) * [1, 5, 25, 125][s.index()]
}

/// One feature of a face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalFeature {
    /// What it is, and its index in the kind's list of that type.
    pub feature: FeatureRef,
    /// Pennants (cities only).
    pub pennants: u8,
    /// Sides it reaches (cities, roads, rivers), each an open end until a
    /// neighbour continues it.
    pub open: u8,
}

/// A tile kind in one rotation, ready for play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Face {
    /// Edges N, E, S, W in board orientation.
    pub edges: [Terrain; 4],
    /// Edges packed two bits per side, for fast matching.
    pub packed: u8,
    /// For each side, the local city, road or river feature on it.
    pub side_feature: [u8; 4],
    /// For each half-edge, the local field on it ([`NONE`] on city sides).
    pub half_field: [u8; 8],
    /// The features, indexed by local index.
    pub features: Vec<LocalFeature>,
    /// For each local feature, the local cities it borders (empty for all
    /// but fields).
    pub field_cities: Vec<Vec<u8>>,
    /// Local index of the cloister.
    pub cloister: Option<u8>,
    /// Whether any edge is water (a River tile).
    pub water: bool,
    /// The 15 frontier edge patterns this face fits: for each non-empty
    /// set of sides, those sides requiring exactly this face's edges.
    pub(crate) fits: [u16; 15],
    /// Local index of the first feature of each [`FeatureType`].
    offsets: [u8; 5],
}

/// Two-bit code of a terrain, for [`Face::packed`].
pub const fn terrain_code(t: Terrain) -> u8 {
    match t {
        Terrain::City => 0,
        Terrain::Road => 1,
        Terrain::Field => 2,
        Terrain::Water => 3,
    }
}

impl Face {
    /// Compiles `kind` turned clockwise by `rotation`. Fails on a kind
    /// with more than [`MAX_LOCAL`] features.
    pub fn new(kind: &TileKind, rotation: Rotation) -> Result<Face, GeometryError> {
        let count = kind.feature_count();
        if count > MAX_LOCAL {
            return Err(GeometryError::TooManyFeatures {
                count,
                max: MAX_LOCAL,
            });
        }
        let t = kind.rotated(rotation);
        let mut features = Vec::new();
        let mut side_feature = [NONE; 4];
        let mut half_field = [NONE; 8];
        let mut field_cities = Vec::new();
        let mut offsets = [0u8; 5];
        // Cities come first, so a city's local index is its index in the
        // kind; then roads, fields, rivers and the cloister.
        let lines = [
            (
                FeatureType::City,
                t.cities
                    .iter()
                    .map(|c| (c.sides, c.pennants))
                    .collect::<Vec<_>>(),
            ),
            (
                FeatureType::Road,
                t.roads.iter().map(|r| (r.sides, 0)).collect(),
            ),
        ];
        let mut add =
            |ty: FeatureType, index: usize, pennants: u8, open: usize, cities: Vec<u8>| {
                if index == 0 {
                    offsets[ty as usize] = features.len() as u8;
                }
                features.push(LocalFeature {
                    feature: FeatureRef { ty, index },
                    pennants,
                    open: open as u8,
                });
                field_cities.push(cities);
                (features.len() - 1) as u8
            };
        for (ty, list) in lines {
            for (i, (sides, pennants)) in list.into_iter().enumerate() {
                let local = add(ty, i, pennants, sides.len(), Vec::new());
                sides.iter().for_each(|s| side_feature[s.index()] = local);
            }
        }
        for (i, f) in t.fields.iter().enumerate() {
            let local = add(
                FeatureType::Field,
                i,
                0,
                0,
                f.cities.iter().map(|&c| c as u8).collect(),
            );
            f.halves.iter().for_each(|h| half_field[h.index()] = local);
        }
        for (i, r) in t.rivers.iter().enumerate() {
            let local = add(FeatureType::River, i, 0, r.sides.len(), Vec::new());
            r.sides.iter().for_each(|s| side_feature[s.index()] = local);
        }
        let cloister = t
            .cloister
            .then(|| add(FeatureType::Cloister, 0, 0, 0, Vec::new()));
        let packed = Side::ALL
            .iter()
            .map(|s| terrain_code(t.edge(*s)) << (2 * s.index()))
            .fold(0, |a, b| a | b);
        let fits = std::array::from_fn(|i| {
            Side::ALL
                .into_iter()
                .filter(|s| (i + 1) & (1 << s.index()) != 0)
                .map(|s| side_digit(s, terrain_code(t.edge(s))))
                .sum()
        });
        Ok(Face {
            edges: t.edges,
            packed,
            water: t.edges.contains(&Terrain::Water),
            fits,
            side_feature,
            half_field,
            features,
            field_cities,
            cloister,
            offsets,
        })
    }

    /// The local index of a feature reference.
    pub fn local(&self, feature: FeatureRef) -> Option<u8> {
        let local = self.offsets[feature.ty as usize] as usize + feature.index;
        self.features
            .get(local)
            .filter(|f| f.feature == feature)
            .map(|_| local as u8)
    }

    /// The local field touching half-edge `h`, if any.
    pub fn field_at(&self, h: Half) -> Option<u8> {
        Some(self.half_field[h.index()]).filter(|&f| f != NONE)
    }

    /// The local city, road or river feature on side `s`, if any.
    pub fn feature_at(&self, s: Side) -> Option<u8> {
        Some(self.side_feature[s.index()]).filter(|&f| f != NONE)
    }
}

/// A tile kind that cannot be compiled for play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// The kind's id.
    pub kind: KindId,
    /// What is wrong with it.
    pub error: GeometryError,
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tile kind `{}`: {}", self.kind, self.error)
    }
}

impl std::error::Error for CompileError {}

/// Every kind of a game, compiled in all four rotations.
#[derive(Clone, Debug, Default)]
pub struct KindTable {
    kinds: Vec<TileKind>,
    faces: Vec<[Face; 4]>,
}

impl KindTable {
    /// Compiles `kinds`; their index in this list is their kind index.
    /// Fails on the first kind that cannot be played (see [`Face::new`]).
    pub fn new(kinds: Vec<TileKind>) -> Result<KindTable, CompileError> {
        let mut faces = Vec::with_capacity(kinds.len());
        for k in &kinds {
            let face = |r| {
                Face::new(k, r).map_err(|error| CompileError {
                    kind: k.id.clone(),
                    error,
                })
            };
            let [a, b, c, d] = Rotation::ALL;
            faces.push([face(a)?, face(b)?, face(c)?, face(d)?]);
        }
        Ok(KindTable { kinds, faces })
    }

    /// Number of kinds.
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The kind with index `k`.
    pub fn kind(&self, k: usize) -> &TileKind {
        &self.kinds[k]
    }

    /// The index of the kind with this id (a [`KindId`] or its text).
    pub fn index_of<Q>(&self, id: &Q) -> Option<usize>
    where
        KindId: Borrow<Q>,
        Q: PartialEq + ?Sized,
    {
        self.kinds.iter().position(|k| k.id.borrow() == id)
    }

    /// Kind `k` turned by `r`.
    pub fn face(&self, k: usize, r: Rotation) -> &Face {
        &self.faces[k][r.quarter_turns() as usize]
    }
}
