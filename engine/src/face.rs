//! Tile kinds compiled for play: every kind in each of its four rotations,
//! with lookup tables from sides and half-edges to local features.

use std::borrow::Borrow;
use std::fmt;

use crate::expansion::Setup;
use crate::geom::{Half, Rotation, Side};
use crate::names::KindId;
use crate::tile::{
    CitySegment, FeatureRef, FeatureType, GeometryError, Goods, RoadSegment, Terrain, TileKind,
};

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

/// What the expansions' rules count in a feature: inns on a road,
/// cathedrals and goods symbols in a city. Summed as features merge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Attrs {
    /// Inns (roads).
    pub inns: u8,
    /// Cathedrals (cities).
    pub cathedrals: u8,
    /// Goods symbols by [`Goods::index`] (cities).
    pub goods: [u8; 3],
    /// Herds of pigs (fields, River II).
    pub herds: u8,
}

impl Attrs {
    /// The attributes of a city segment.
    pub fn of_city(c: &CitySegment) -> Attrs {
        let mut goods = [0; 3];
        if let Some(g) = c.goods {
            goods[g.index()] = 1;
        }
        Attrs {
            cathedrals: u8::from(c.cathedral),
            goods,
            ..Attrs::default()
        }
    }

    /// The attributes of a road segment.
    pub fn of_road(r: &RoadSegment) -> Attrs {
        Attrs {
            inns: u8::from(r.inn),
            ..Attrs::default()
        }
    }

    /// Both together (saturating).
    pub fn add(&mut self, other: &Attrs) {
        self.inns = self.inns.saturating_add(other.inns);
        self.cathedrals = self.cathedrals.saturating_add(other.cathedrals);
        for (a, b) in self.goods.iter_mut().zip(other.goods) {
            *a = a.saturating_add(b);
        }
        self.herds = self.herds.saturating_add(other.herds);
    }

    /// Goods symbols of kind `g`.
    pub fn goods(&self, g: Goods) -> u8 {
        self.goods[g.index()]
    }
}

/// One feature of a face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalFeature {
    /// What it is, and its index in the kind's list of that type.
    pub feature: FeatureRef,
    /// Pennants (cities only).
    pub pennants: u8,
    /// Inns, cathedrals, goods.
    pub attrs: Attrs,
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
    /// Whether this is an abbey (Abbey & Mayor): it fits any hole closed
    /// on all four sides and closes what its sides touch.
    pub abbey: bool,
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
                    .map(|c| (c.sides, c.pennants, Attrs::of_city(c)))
                    .collect::<Vec<_>>(),
            ),
            (
                FeatureType::Road,
                t.roads
                    .iter()
                    .map(|r| (r.sides, 0, Attrs::of_road(r)))
                    .collect(),
            ),
        ];
        let mut add = |ty: FeatureType,
                       index: usize,
                       (pennants, attrs): (u8, Attrs),
                       open: usize,
                       cities: Vec<u8>| {
            if index == 0 {
                offsets[ty as usize] = features.len() as u8;
            }
            features.push(LocalFeature {
                feature: FeatureRef { ty, index },
                pennants,
                attrs,
                open: open as u8,
            });
            field_cities.push(cities);
            (features.len() - 1) as u8
        };
        let plain = (0, Attrs::default());
        for (ty, list) in lines {
            for (i, (sides, pennants, attrs)) in list.into_iter().enumerate() {
                let local = add(ty, i, (pennants, attrs), sides.len(), Vec::new());
                sides.iter().for_each(|s| side_feature[s.index()] = local);
            }
        }
        for (i, f) in t.fields.iter().enumerate() {
            let herd = Attrs {
                herds: u8::from(f.herd),
                ..Attrs::default()
            };
            let local = add(
                FeatureType::Field,
                i,
                (0, herd),
                0,
                f.cities.iter().map(|&c| c as u8).collect(),
            );
            f.halves.iter().for_each(|h| half_field[h.index()] = local);
        }
        for (i, r) in t.rivers.iter().enumerate() {
            let local = add(FeatureType::River, i, plain, r.sides.len(), Vec::new());
            r.sides.iter().for_each(|s| side_feature[s.index()] = local);
        }
        let cloister = t
            .cloister
            .then(|| add(FeatureType::Cloister, 0, plain, 0, Vec::new()));
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
            abbey: t.is_abbey(),
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

/// Every kind of a game, compiled in all four rotations, and what the
/// game is played with (the [`Setup`] of the tile sets the kinds come
/// from).
#[derive(Clone, Debug, Default)]
pub struct KindTable {
    kinds: Vec<TileKind>,
    faces: Vec<[Face; 4]>,
    setup: Setup,
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
        Ok(KindTable {
            kinds,
            faces,
            setup: Setup::default(),
        })
    }

    /// The same table, played with `setup` (the base game's by default).
    pub fn with_setup(mut self, setup: Setup) -> KindTable {
        self.setup = setup;
        self
    }

    /// What games on this table are played with.
    pub fn setup(&self) -> &Setup {
        &self.setup
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
