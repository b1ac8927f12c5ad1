//! The art of feature attributes the expansions add: bridges over roads,
//! roads ending at a house standing alone, cathedrals, goods and
//! princesses in cities, and inns by their lakes beside roads.
//!
//! Bridges and houses change how a road is drawn and are added while the
//! roads are ([`bridge_decks`], [`house_spot`], [`houses`]). Cathedrals,
//! goods and inns are placed last ([`landmarks`]), where there is room: the
//! scene so far is painted into a label map (as for the anchors) and each
//! is put on the spot of its own feature (a city, or the grass for an inn)
//! nearest to where it belongs that keeps clear of everything else, and
//! shrunk if no spot is roomy enough. So it never covers a road, a wall, a
//! roof or a shield, and an inn never stands in a city. Nothing here is
//! drawn for a kind without these attributes, so the art of the base game,
//! the River and the Winter Edition is unchanged.

use kurbo::{BezPath, PathEl, Point, Vec2};
use tilebook_engine::{FeatureRef, FeatureType, RoadEnd, Side, TileKind};

use super::anchors::{GROUND, N, RES, STEP, code, distances, features, paint};
use super::geom::{CENTRE, Pen, mid, on, outward};
use super::landmarks::{self, Frame, Parts};
use super::marks;
use super::palette::*;
use super::scene::{Label, Paint, Scene};
use super::shapes;

/// How far from the side a house standing alone at a road's end stands.
const HOUSE_DEPTH: f64 = 34.0;
/// Length of a bridge deck along its road.
const DECK_LENGTH: f64 = VERGE_WIDTH + 8.0;
/// The smallest a cathedral, inn or goods symbol is drawn, as a scale.
const MIN_SCALE: f64 = 0.45;

/// Where the house at the end of a road from `side` stands.
pub fn house_spot(side: Side) -> Point {
    on(side, 50.0, HOUSE_DEPTH)
}

/// Draws the house standing alone at the end of every road of `kind` that
/// ends at one (`end = "house"`), its door towards its road.
pub fn houses(scene: &mut Scene, kind: &TileKind) {
    for r in kind.roads.iter().filter(|r| r.end == Some(RoadEnd::House)) {
        for side in r.sides.iter() {
            let f = Frame {
                at: house_spot(side),
                scale: 1.0,
                facing: side,
            };
            building(scene, landmarks::house(f), [PLASTER, THATCH, GLASS]);
        }
    }
}

/// Draws a bridge deck where each road with `bridge = true` crosses
/// another road or a river: a shadow and parapets across the road below,
/// whose course is so interrupted, and the deck on top. `lines` are the
/// centre lines of every road, labelled, and `rivers` those of the rivers.
/// A bridge that crosses nothing gets its deck in the middle of its road.
pub fn bridge_decks(
    scene: &mut Scene,
    kind: &TileKind,
    lines: &[(Label, BezPath)],
    rivers: &[BezPath],
) {
    let bridge = |l: &Label| {
        matches!(l, Label::Feature(FeatureRef { ty: FeatureType::Road, index })
            if kind.roads.get(*index).is_some_and(|r| r.bridge))
    };
    let rivers: Vec<Vec<Point>> = rivers.iter().map(polyline).collect();
    for (label, path) in lines.iter().filter(|(l, _)| bridge(l)) {
        let own = polyline(path);
        let others = lines
            .iter()
            .filter(|(l, _)| l != label)
            .map(|(_, p)| polyline(p))
            .chain(rivers.iter().cloned());
        let at = others
            .filter_map(|o| crossing(&own, &o))
            .next()
            .unwrap_or_else(|| length(&own) / 2.0);
        let deck = stretch(&own, at - DECK_LENGTH / 2.0, at + DECK_LENGTH / 2.0);
        let stroke = |colour, width| Paint::Stroke { colour, width };
        scene.push(
            Label::Decor,
            stroke(SHADOW, ROAD_WIDTH + 10.0),
            deck.clone(),
        );
        scene.push(
            Label::Decor,
            stroke(PARAPET, ROAD_WIDTH + 5.0),
            deck.clone(),
        );
        scene.push(*label, stroke(ROAD, ROAD_WIDTH), deck);
    }
}

/// A path as a polyline.
fn polyline(path: &BezPath) -> Vec<Point> {
    let mut points = Vec::new();
    kurbo::flatten(path, 0.1, |el| match el {
        PathEl::MoveTo(p) | PathEl::LineTo(p) => points.push(p),
        _ => {}
    });
    points
}

fn length(line: &[Point]) -> f64 {
    line.windows(2).map(|w| (w[1] - w[0]).hypot()).sum()
}

/// How far along `a` it first crosses `b`.
fn crossing(a: &[Point], b: &[Point]) -> Option<f64> {
    let mut along = 0.0;
    for s in a.windows(2) {
        let d = s[1] - s[0];
        for t in b.windows(2) {
            let e = t[1] - t[0];
            let den = d.cross(e);
            if den.abs() < 1e-9 {
                continue;
            }
            let w = t[0] - s[0];
            let (u, v) = (w.cross(e) / den, w.cross(d) / den);
            if (0.0..=1.0).contains(&u) && (0.0..=1.0).contains(&v) {
                return Some(along + u * d.hypot());
            }
        }
        along += d.hypot();
    }
    None
}

/// The part of `line` from `from` to `to` along it.
fn stretch(line: &[Point], from: f64, to: f64) -> BezPath {
    let mut pen = Pen::new();
    let mut along = 0.0;
    let mut started = false;
    for s in line.windows(2) {
        let len = (s[1] - s[0]).hypot();
        let at = |d: f64| s[0] + (s[1] - s[0]) * ((d - along) / len).clamp(0.0, 1.0);
        if len > 0.0 && along + len >= from && along <= to {
            if !started {
                pen.move_to(at(from.max(along)));
                started = true;
            }
            pen.line_to(at(to.min(along + len)));
        }
        along += len;
    }
    pen.finish()
}

/// Paints the parts of a building in its colours (walls, roofs, windows):
/// walls, roofs, doors, windows, lines and water, all decoration.
fn building(scene: &mut Scene, parts: Parts, [walls, roofs, windows]: [&'static str; 3]) {
    let outlined = |fill| Paint::FillStroke {
        fill,
        stroke: OUTLINE,
        width: 0.7,
    };
    let Parts {
        walls: w,
        roofs: r,
        doors,
        window,
        lines,
        water,
    } = parts;
    scene.push(
        Label::Decor,
        Paint::FillStroke {
            fill: WATER,
            stroke: BANK,
            width: 1.2,
        },
        water,
    );
    scene.push(Label::Decor, outlined(walls), w);
    scene.push(Label::Decor, outlined(roofs), r);
    scene.push(Label::Decor, Paint::Fill(DOOR), doors);
    scene.push(Label::Decor, outlined(windows), window);
    scene.push(
        Label::Decor,
        Paint::Stroke {
            colour: OUTLINE,
            width: 1.0,
        },
        lines,
    );
}

/// Room on a tile: the scene so far as a label map, and how far each
/// pixel is from anything else.
struct Room {
    codes: Vec<u8>,
    /// Distances in [`STEP`]s per pixel.
    dist: Vec<i16>,
}

impl Room {
    fn new(scene: &Scene, feats: &[FeatureRef]) -> Room {
        let codes = paint(scene, feats);
        let dist = distances(&codes);
        Room { codes, dist }
    }

    /// The spot for a shape `radius` units round (at scale 1) on pixels of
    /// code `want`, `margin` clear of anything else: the one nearest to
    /// `target` with room for it whole, else the roomiest, where it is
    /// shrunk to fit (down to [`MIN_SCALE`]). The first pixel of equals,
    /// so always the same.
    fn spot(&self, want: u8, target: Point, radius: f64, margin: f64) -> Option<(Point, f64)> {
        let steps = |pixels: f64| pixels * f64::from(STEP);
        let need = steps((radius + margin) * RES as f64).ceil() as i16;
        let mut near: Option<(f64, usize)> = None;
        let mut roomiest: Option<(i16, usize)> = None;
        for (i, (&c, &d)) in self.codes.iter().zip(&self.dist).enumerate() {
            if c != want {
                continue;
            }
            if d >= need {
                let gap = (centre_of(i) - target).hypot2();
                if near.is_none_or(|(g, _)| gap < g) {
                    near = Some((gap, i));
                }
            } else if roomiest.is_none_or(|(r, _)| d > r) {
                roomiest = Some((d, i));
            }
        }
        match (near, roomiest) {
            (Some((_, i)), _) => Some((centre_of(i), 1.0)),
            (None, Some((d, i))) => {
                let room = f64::from(d) / steps(RES as f64) - margin;
                Some((centre_of(i), (room / radius).clamp(MIN_SCALE, 1.0)))
            }
            (None, None) => None,
        }
    }
}

/// The middle of pixel `i` of the label map, in tile units.
fn centre_of(i: usize) -> Point {
    let unit = |v: usize| (v as f64 + 0.5) / RES as f64;
    Point::new(unit(i % N), unit(i / N))
}

/// The side whose direction from the middle is nearest to `dir`.
fn towards(dir: Vec2) -> Side {
    Side::ALL
        .into_iter()
        .max_by(|a, b| outward(*a).dot(dir).total_cmp(&outward(*b).dot(dir)))
        .unwrap_or(Side::S)
}

/// Where a city segment's buildings head for: the middle for a band or a
/// whole-tile city, else well inside it.
fn city_heart(kind: &TileKind, c: usize) -> Point {
    let sides = kind.cities[c].sides;
    let sum = sides.iter().map(outward).fold(Vec2::ZERO, |a, b| a + b);
    if sum.hypot() < 1e-6 {
        CENTRE
    } else {
        shapes::city_inside(sides)
    }
}

/// Where the middle of a road's course lies.
fn road_middle(kind: &TileKind, r: usize) -> Point {
    let sides: Vec<Side> = kind.roads[r].sides.iter().collect();
    match sides.as_slice() {
        [a, b] => (mid(*a).to_vec2() * 0.25 + CENTRE.to_vec2() * 0.5 + mid(*b).to_vec2() * 0.25)
            .to_point(),
        [s] => mid(*s).midpoint(CENTRE),
        _ => CENTRE,
    }
}

/// Radius of the disc that holds a symbol (a tower foundation at its
/// smaller size, turned any way).
const SYMBOL_RADIUS: f64 = 9.5;

/// Draws the symbols `flags` of `kind` that found no free corner or plain
/// field side: each in a city where there is room, the one whose heart is
/// first in the kind's list, else on grass nearest the middle, else in the
/// middle.
pub fn symbols_with_room(scene: &mut Scene, kind: &TileKind, flags: &[&str]) {
    if flags.is_empty() {
        return;
    }
    let feats = features(kind);
    for flag in flags {
        let room = Room::new(scene, &feats);
        let in_city = (0..kind.cities.len()).find_map(|c| {
            let i = feats.iter().position(|f| {
                *f == FeatureRef {
                    ty: FeatureType::City,
                    index: c,
                }
            })?;
            room.spot(code(i), city_heart(kind, c), SYMBOL_RADIUS, 1.0)
        });
        let at = in_city
            .or_else(|| room.spot(GROUND, CENTRE, SYMBOL_RADIUS, 1.0))
            .map_or(CENTRE, |(at, _)| at);
        super::symbols::draw(scene, flag, at, false);
    }
}

/// Draws the cathedrals, goods symbols and inns of `kind`, each where
/// there is room (see the module's documentation); `scene` holds
/// everything else already.
pub fn landmarks(scene: &mut Scene, kind: &TileKind) {
    let wanted = kind
        .cities
        .iter()
        .any(|c| c.cathedral || c.goods.is_some() || c.princess)
        || kind.roads.iter().any(|r| r.inn)
        || kind.has_herd();
    if !wanted {
        return;
    }
    let feats = features(kind);
    let code_of = |ty, index| {
        let i = feats.iter().position(|f| *f == FeatureRef { ty, index });
        i.map_or(GROUND, code)
    };
    for (c, city) in kind.cities.iter().enumerate() {
        if !city.cathedral {
            continue;
        }
        let room = Room::new(scene, &feats);
        let heart = city_heart(kind, c);
        let want = code_of(FeatureType::City, c);
        if let Some((at, scale)) = room.spot(want, heart, landmarks::CATHEDRAL_RADIUS, 1.5) {
            let open = kind.cities[c]
                .sides
                .iter()
                .map(outward)
                .fold(Vec2::ZERO, |a, b| a + b);
            let facing = if open.hypot() < 1e-6 {
                Side::S
            } else {
                towards(-open)
            };
            let f = Frame { at, scale, facing };
            building(scene, landmarks::cathedral(f), [STONE, SLATE, GLASS]);
        }
    }
    for (c, city) in kind.cities.iter().enumerate() {
        let Some(goods) = city.goods else { continue };
        let room = Room::new(scene, &feats);
        let want = code_of(FeatureType::City, c);
        let heart = city_heart(kind, c);
        if let Some((at, scale)) = room.spot(want, heart, landmarks::GOODS_RADIUS, 1.0) {
            let (body, detail) = landmarks::goods(goods, Frame::upright(at, scale));
            let fill = match goods {
                tilebook_engine::Goods::Wine => WINE,
                tilebook_engine::Goods::Grain => GRAIN,
                tilebook_engine::Goods::Cloth => CLOTH,
            };
            let paint = Paint::FillStroke {
                fill,
                stroke: OUTLINE,
                width: 0.8,
            };
            scene.push(Label::Decor, paint, body);
            let lines = Paint::Stroke {
                colour: OUTLINE,
                width: 0.7,
            };
            scene.push(Label::Decor, lines, detail);
        }
    }
    for (c, city) in kind.cities.iter().enumerate() {
        if !city.princess {
            continue;
        }
        let room = Room::new(scene, &feats);
        let want = code_of(FeatureType::City, c);
        if let Some((at, scale)) = room.spot(want, city_heart(kind, c), marks::CROWN_RADIUS, 1.0) {
            marks::crown(scene, at, scale);
        }
    }
    for (r, road) in kind.roads.iter().enumerate() {
        if !road.inn {
            continue;
        }
        let room = Room::new(scene, &feats);
        let middle = road_middle(kind, r);
        if let Some((at, scale)) = room.spot(GROUND, middle, landmarks::INN_RADIUS, 2.5) {
            let f = Frame {
                at,
                scale,
                facing: towards(middle - at),
            };
            building(scene, landmarks::inn(f), [PLASTER, ROOF, SIGN]);
        }
    }
    for field in kind.fields.iter().filter(|f| f.herd) {
        let room = Room::new(scene, &feats);
        let heart = field_heart(field);
        if let Some((at, scale)) = room.spot(GROUND, heart, marks::HERD_RADIUS, 2.0) {
            marks::herd(scene, at, scale);
        }
    }
}

/// A point well inside a field: the mean of points 30 units in from its
/// half-edges (the middle of the tile for a field with none).
fn field_heart(field: &tilebook_engine::FieldSegment) -> Point {
    let points: Vec<Point> = field
        .halves
        .iter()
        .map(|h| super::geom::half_point(h, 30.0))
        .collect();
    if points.is_empty() {
        return CENTRE;
    }
    let n = points.len() as f64;
    let sum = points.iter().fold(Vec2::ZERO, |a, p| a + p.to_vec2());
    (sum / n).to_point()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crossing_is_found_along_the_line() {
        let a = [Point::new(50.0, 0.0), Point::new(50.0, 100.0)];
        let b = [Point::new(0.0, 30.0), Point::new(100.0, 30.0)];
        assert_eq!(crossing(&a, &b), Some(30.0));
        assert_eq!(
            crossing(&a, &[Point::new(0.0, 0.0), Point::new(10.0, 0.0)]),
            None
        );
        let part = stretch(&a, 20.0, 40.0);
        assert_eq!(
            polyline(&part),
            vec![Point::new(50.0, 20.0), Point::new(50.0, 40.0)]
        );
    }
}
