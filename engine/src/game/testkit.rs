//! Tile kinds for the engine's unit tests.

use std::sync::Arc;

use crate::face::KindTable;
use crate::geom::{Half, HalfSet, Side, SideSet};
use crate::tile::{
    CitySegment, FeatureRef, FeatureType, FieldSegment, RoadEnd, RoadSegment, Terrain, TileKind,
};
use Half::*;
use Side::*;

fn sides(list: &[Side]) -> SideSet {
    list.iter().copied().collect()
}

fn halves(list: &[Half]) -> HalfSet {
    list.iter().copied().collect()
}

fn field(h: &[Half], cities: &[usize]) -> FieldSegment {
    FieldSegment {
        halves: halves(h),
        cities: cities.to_vec(),
        herd: false,
    }
}

fn road(s: &[Side], end: Option<RoadEnd>) -> RoadSegment {
    RoadSegment {
        sides: sides(s),
        end,
        ..RoadSegment::default()
    }
}

/// A few base kinds: 0 = D (start), 1 = E (cap N), 2 = U (road N–S),
/// 3 = B (cloister), 4 = W (crossing E, S, W).
pub(crate) fn table() -> Arc<KindTable> {
    Arc::new(base_table())
}

/// The kinds of [`table`] and, after them, three with the expansions'
/// attributes: 5 = U with an inn (`KU_INN`), 6 = E with a cathedral
/// (`KE_CATHEDRAL`), 7 = E with wine (`KE_WINE`); played with `setup`.
pub(crate) fn expansion_table(setup: crate::expansion::Setup) -> Arc<KindTable> {
    let base = base_table();
    let mut kinds: Vec<TileKind> = (0..base.len()).map(|k| base.kind(k).clone()).collect();
    let mut inn = kinds[KU].clone();
    inn.id = "U-inn".into();
    inn.roads[0].inn = true;
    let mut cathedral = kinds[KE].clone();
    cathedral.id = "E-cathedral".into();
    cathedral.cities[0].cathedral = true;
    let mut wine = kinds[KE].clone();
    wine.id = "E-wine".into();
    wine.cities[0].goods = Some(crate::tile::Goods::Wine);
    kinds.extend([inn, cathedral, wine]);
    Arc::new(
        KindTable::new(kinds)
            .expect("playable kinds")
            .with_setup(setup),
    )
}

pub(crate) const KU_INN: usize = 5;
pub(crate) const KE_CATHEDRAL: usize = 6;
pub(crate) const KE_WINE: usize = 7;

fn base_table() -> KindTable {
    let blank = |id: &str, edges: &str| TileKind {
        id: id.into(),
        edges: edges
            .chars()
            .map(|c| Terrain::from_letter(c).unwrap())
            .collect::<Vec<_>>()
            .try_into()
            .unwrap(),
        cities: vec![],
        roads: vec![],
        fields: vec![],
        rivers: vec![],
        cloister: false,
        symbols: vec![],
        quarter: None,
    };
    let all = [Nnw, Nne, Ene, Ese, Sse, Ssw, Wsw, Wnw];
    let d = crate::tile::tests::start_tile();
    let mut e = blank("E", "CFFF");
    e.cities = vec![CitySegment {
        sides: sides(&[N]),
        ..CitySegment::default()
    }];
    e.fields = vec![field(&[Ene, Ese, Sse, Ssw, Wsw, Wnw], &[0])];
    let mut u = blank("U", "RFRF");
    u.roads = vec![road(&[N, S], None)];
    u.fields = vec![
        field(&[Nne, Ene, Ese, Sse], &[]),
        field(&[Ssw, Wsw, Wnw, Nnw], &[]),
    ];
    let mut b = blank("B", "FFFF");
    b.cloister = true;
    b.fields = vec![field(&all, &[])];
    let mut w = blank("W", "FRRR");
    w.roads = vec![
        road(&[E], Some(RoadEnd::Village)),
        road(&[S], Some(RoadEnd::Village)),
        road(&[W], Some(RoadEnd::Village)),
    ];
    w.fields = vec![
        field(&[Wnw, Nnw, Nne, Ene], &[]),
        field(&[Ese, Sse], &[]),
        field(&[Ssw, Wsw], &[]),
    ];
    for k in [&d, &e, &u, &b, &w] {
        assert_eq!(k.validate(), vec![], "{}", k.id);
    }
    KindTable::new(vec![d, e, u, b, w]).expect("playable kinds")
}

pub(crate) const KD: usize = 0;
pub(crate) const KE: usize = 1;
pub(crate) const KU: usize = 2;
pub(crate) const KB: usize = 3;
pub(crate) const KW: usize = 4;

pub(crate) fn city() -> FeatureRef {
    FeatureRef {
        ty: FeatureType::City,
        index: 0,
    }
}

pub(crate) fn road0() -> FeatureRef {
    FeatureRef {
        ty: FeatureType::Road,
        index: 0,
    }
}

/// The kinds of [`expansion_table`] and, after them, the symbols of
/// Princess & Dragon and The Tower on base shapes: 8 = U with a volcano,
/// 9 = U with a dragon, 10 = U with a magic portal, 11 = a city N–S with
/// a princess (`KF_PRINCESS`), 12 = U with a tower foundation; played
/// with `setup`.
pub(crate) fn step_table(setup: crate::expansion::Setup) -> Arc<KindTable> {
    let t = expansion_table(crate::expansion::Setup::default());
    let mut kinds = kinds_of(&t);
    let u = kinds[KU].clone();
    let with = |id: &str, symbol: &str| {
        let mut k = u.clone();
        k.id = id.into();
        k.symbols = vec![symbol.into()];
        k
    };
    let mut f = kinds[KE].clone();
    f.id = "F-princess".into();
    f.edges = [Terrain::City, Terrain::Field, Terrain::City, Terrain::Field];
    f.cities = vec![CitySegment {
        sides: sides(&[N, S]),
        princess: true,
        ..CitySegment::default()
    }];
    f.fields = vec![field(&[Ene, Ese], &[0]), field(&[Wsw, Wnw], &[0])];
    kinds.extend([
        with("U-volcano", "volcano"),
        with("U-dragon", "dragon"),
        with("U-portal", "portal"),
        f,
        with("U-tower", "tower"),
    ]);
    checked_table(kinds, setup)
}

pub(crate) const KU_VOLCANO: usize = 8;
pub(crate) const KU_DRAGON: usize = 9;
pub(crate) const KU_PORTAL: usize = 10;
pub(crate) const KF_PRINCESS: usize = 11;
pub(crate) const KU_TOWER: usize = 12;

/// The kinds of [`step_table`] and, after them, Abbey & Mayor's: 13 = the
/// abbey (`KABBEY`), 14 = E with one pennant (`KE_PENNANT`), 15 = a city
/// N–S with two pennants (`KF_PENNANTS`), 16 = a cloister with a road
/// ending at it from the south (`KA`), 17 = a shrine (`KSHRINE`), 18 = a
/// field alone (`KFIELD`); played with `setup`.
pub(crate) fn abbey_table(setup: crate::expansion::Setup) -> Arc<KindTable> {
    let t = step_table(crate::expansion::Setup::default());
    let mut kinds = kinds_of(&t);
    let mut abbey = kinds[KB].clone();
    abbey.id = "abbey".into();
    abbey.fields = vec![];
    abbey.symbols = vec!["abbey".into()];
    let mut e = kinds[KE].clone();
    e.id = "E-pennant".into();
    e.cities[0].pennants = 1;
    let mut f = kinds[KF_PRINCESS].clone();
    f.id = "F-pennants".into();
    f.cities[0].princess = false;
    f.cities[0].pennants = 2;
    let mut a = kinds[KB].clone();
    a.id = "A".into();
    a.edges = [
        Terrain::Field,
        Terrain::Field,
        Terrain::Road,
        Terrain::Field,
    ];
    a.roads = vec![road(&[S], Some(RoadEnd::Cloister))];
    let mut shrine = kinds[KB].clone();
    shrine.id = "B-shrine".into();
    shrine.symbols = vec!["shrine".into()];
    let mut plain = kinds[KB].clone();
    plain.id = "field".into();
    plain.cloister = false;
    kinds.extend([abbey, e, f, a, shrine, plain]);
    checked_table(kinds, setup)
}

pub(crate) const KABBEY: usize = 13;
pub(crate) const KE_PENNANT: usize = 14;
pub(crate) const KF_PENNANTS: usize = 15;
pub(crate) const KA: usize = 16;
pub(crate) const KSHRINE: usize = 17;
pub(crate) const KFIELD: usize = 18;

/// The kinds of table `t`, to build a larger table from.
fn kinds_of(t: &KindTable) -> Vec<TileKind> {
    (0..t.len()).map(|k| t.kind(k).clone()).collect()
}

/// A table of `kinds`, each checked valid, played with `setup`.
fn checked_table(kinds: Vec<TileKind>, setup: crate::expansion::Setup) -> Arc<KindTable> {
    for k in &kinds {
        assert_eq!(k.validate(), vec![], "{}", k.id);
    }
    Arc::new(
        KindTable::new(kinds)
            .expect("playable kinds")
            .with_setup(setup),
    )
}

/// The kinds of [`abbey_table`] and, after them, The Catapult's: 19 = U
/// with a fair (`KU_FAIR`); played with `setup`.
pub(crate) fn catapult_table(setup: crate::expansion::Setup) -> Arc<KindTable> {
    let t = abbey_table(crate::expansion::Setup::default());
    let mut kinds = kinds_of(&t);
    let mut fair = kinds[KU].clone();
    fair.id = "U-fair".into();
    fair.symbols = vec!["fair".into()];
    kinds.push(fair);
    checked_table(kinds, setup)
}

pub(crate) const KU_FAIR: usize = 19;
