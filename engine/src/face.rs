//! Tile kinds compiled for play: every kind in each of its four rotations,
//! with lookup tables from sides and half-edges to local features.

use crate::geom::{Half, Rotation, Side};
use crate::tile::{FeatureRef, FeatureType, Terrain, TileKind};

/// "No feature" in a lookup table.
pub const NONE: u8 = u8::MAX;

/// Local features per tile the engine supports (cities + roads + fields +
/// rivers + cloister). The busiest base tile has 8.
pub const MAX_LOCAL: usize = 16;

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
    /// Compiles `kind` turned clockwise by `rotation`.
    pub fn new(kind: &TileKind, rotation: Rotation) -> Face {
        let t = kind.rotated(rotation);
        let mut features = Vec::new();
        let mut side_feature = [NONE; 4];
        let mut half_field = [NONE; 8];
        let mut push = |f: LocalFeature| {
            features.push(f);
            (features.len() - 1) as u8
        };
        for (i, c) in t.cities.iter().enumerate() {
            let local = push(LocalFeature {
                feature: FeatureRef {
                    ty: FeatureType::City,
                    index: i,
                },
                pennants: c.pennants,
                open: c.sides.len() as u8,
            });
            c.sides.iter().for_each(|s| side_feature[s.index()] = local);
        }
        for (i, r) in t.roads.iter().enumerate() {
            let local = push(LocalFeature {
                feature: FeatureRef {
                    ty: FeatureType::Road,
                    index: i,
                },
                pennants: 0,
                open: r.sides.len() as u8,
            });
            r.sides.iter().for_each(|s| side_feature[s.index()] = local);
        }
        // Cities come first, so a city's local index is its index in the kind.
        let mut field_cities = vec![Vec::new(); t.cities.len() + t.roads.len()];
        for (i, f) in t.fields.iter().enumerate() {
            let local = push(LocalFeature {
                feature: FeatureRef {
                    ty: FeatureType::Field,
                    index: i,
                },
                pennants: 0,
                open: 0,
            });
            f.halves.iter().for_each(|h| half_field[h.index()] = local);
            field_cities.push(f.cities.iter().map(|&c| c as u8).collect());
        }
        for (i, r) in t.rivers.iter().enumerate() {
            let local = push(LocalFeature {
                feature: FeatureRef {
                    ty: FeatureType::River,
                    index: i,
                },
                pennants: 0,
                open: r.sides.len() as u8,
            });
            r.sides.iter().for_each(|s| side_feature[s.index()] = local);
        }
        field_cities.resize(
            t.cities.len() + t.roads.len() + t.fields.len() + t.rivers.len() + 1,
            Vec::new(),
        );
        let cloister = t.cloister.then(|| {
            push(LocalFeature {
                feature: FeatureRef {
                    ty: FeatureType::Cloister,
                    index: 0,
                },
                pennants: 0,
                open: 0,
            })
        });
        assert!(
            features.len() <= MAX_LOCAL,
            "tile kind {} has more than {MAX_LOCAL} features",
            kind.id
        );
        let packed = Side::ALL
            .iter()
            .map(|s| terrain_code(t.edge(*s)) << (2 * s.index()))
            .fold(0, |a, b| a | b);
        Face {
            edges: t.edges,
            packed,
            side_feature,
            half_field,
            features,
            field_cities,
            cloister,
        }
    }

    /// The local index of a feature reference.
    pub fn local(&self, feature: FeatureRef) -> Option<u8> {
        self.features
            .iter()
            .position(|f| f.feature == feature)
            .map(|i| i as u8)
    }

    /// The local field touching half-edge `h`, if any.
    pub fn field_at(&self, h: Half) -> Option<u8> {
        Some(self.half_field[h.index()]).filter(|&f| f != NONE)
    }

    /// The local city, road or river feature on side `s`, if any.
    pub fn feature_at(&self, s: Side) -> Option<u8> {
        Some(self.side_feature[s.index()]).filter(|&f| f != NONE)
    }

    /// Local fields in index order, with their local index.
    pub fn fields(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.features
            .iter()
            .enumerate()
            .filter(|(_, f)| f.feature.ty == FeatureType::Field)
            .enumerate()
            .map(|(n, (i, _))| (n, i as u8))
    }
}

/// Every kind of a game, compiled in all four rotations.
#[derive(Clone, Debug, Default)]
pub struct KindTable {
    kinds: Vec<TileKind>,
    faces: Vec<[Face; 4]>,
}

impl KindTable {
    /// Compiles `kinds`; their index in this list is their kind index.
    pub fn new(kinds: Vec<TileKind>) -> KindTable {
        let faces = kinds
            .iter()
            .map(|k| Rotation::ALL.map(|r| Face::new(k, r)))
            .collect();
        KindTable { kinds, faces }
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

    /// The index of the kind with this id.
    pub fn index_of(&self, id: &str) -> Option<usize> {
        self.kinds.iter().position(|k| k.id == id)
    }

    /// Kind `k` turned by `r`.
    pub fn face(&self, k: usize, r: Rotation) -> &Face {
        &self.faces[k][r.quarter_turns() as usize]
    }
}
