//! From a tile kind to a scene: the list of painted paths, in painting
//! order, each labelled with the feature it shows.
//!
//! The same scene is written as SVG ([`tile`](super::tile)) and painted
//! into a label map to find anchors ([`anchors`](super::anchors)), so the
//! anchors always agree with the art.
//!
//! Painting order: grass; rivers (banks, lakes and springs, water); roads
//! (verges, then surfaces, so crossings join); cities (ground, walls,
//! battlements, roofs, shields, gates); the village at a crossing; the
//! cloister; houses at the ends of roads; symbols; then cathedrals, goods
//! and inns where there is room ([`attributes`]).

use kurbo::{BezPath, Point};
use tilebook_engine::{FeatureRef, FeatureType, RiverEnd, RoadEnd, Side, Symbol, TileKind};

use super::attributes;
use super::carcassonne;
use super::geom::{CENTRE, on, outward};
use super::layout;
use super::marks;
use super::palette::*;
use super::shapes::{self, Course};
use super::spots::{
    CLOISTER_WIDTH, HOUSE_WIDTH, cloister_spot, end_spot, fair_spot, symbol_spots, village_facing,
};
use super::symbols;

/// What a painted path shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The grass under everything: fields, once roads, rivers and cities
    /// have cut it up.
    Ground,
    /// The body of a feature: a city's ground, a road's surface, a river's
    /// water, the cloister's walls.
    Feature(FeatureRef),
    /// Everything else: walls, verges, banks, roofs, shields, gates,
    /// villages, symbols. A follower is never placed on these.
    Decor,
}

/// How a path is painted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Paint {
    /// Filled.
    Fill(&'static str),
    /// Stroked, with butt ends.
    Stroke {
        /// Colour.
        colour: &'static str,
        /// Width in tile units.
        width: f64,
    },
    /// Stroked with a dash pattern.
    Dashed {
        /// Colour.
        colour: &'static str,
        /// Width in tile units.
        width: f64,
        /// SVG dash array.
        dash: &'static str,
    },
    /// Filled and outlined.
    FillStroke {
        /// Fill colour.
        fill: &'static str,
        /// Outline colour.
        stroke: &'static str,
        /// Outline width in tile units.
        width: f64,
    },
}

/// One painted path.
#[derive(Clone, Debug)]
pub struct Item {
    /// What it shows.
    pub label: Label,
    /// How it is painted.
    pub paint: Paint,
    /// The path, in tile units, already rounded.
    pub path: BezPath,
    /// A tooltip (`<title>`), for markers of unknown symbols.
    pub note: Option<String>,
}

/// Everything painted on one tile, in painting order.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    /// The painted paths.
    pub items: Vec<Item>,
}

impl Scene {
    /// Paints `path`.
    pub fn push(&mut self, label: Label, paint: Paint, path: BezPath) {
        if !path.elements().is_empty() {
            self.items.push(Item {
                label,
                paint,
                path,
                note: None,
            });
        }
    }

    /// Paints `path` with a tooltip.
    pub fn push_noted(&mut self, label: Label, paint: Paint, path: BezPath, note: String) {
        self.items.push(Item {
            label,
            paint,
            path,
            note: Some(note),
        });
    }
}

fn feature(ty: FeatureType, index: usize) -> Label {
    Label::Feature(FeatureRef { ty, index })
}

/// The scene of a tile kind, in the orientation of its data.
pub fn compose(kind: &TileKind) -> Scene {
    let mut scene = Scene::default();
    scene.push(Label::Ground, Paint::Fill(FIELD), shapes::square());
    let (cloister_at, cloister_facing) = cloister_spot(kind);
    let river_lines = rivers(&mut scene, kind);
    let reach = layout::city_reach(kind);
    let mut shapes: Vec<shapes::CityShape> = kind
        .cities
        .iter()
        .zip(&reach)
        .map(|(c, r)| match river_under(kind, c.sides) {
            // A city over a river: a cap on each bank, joined by a bridge.
            Some(_) => caps(c.sides),
            None => shapes::city_reaching(c.sides, *r),
        })
        .collect();
    // Two cities crossing: one over the other on a bridge of houses, the
    // fields enclosed between them pockets against the bridge.
    let crossing = layout::crossing_cities(kind);
    if let Some((over, under)) = crossing {
        let pockets = kind.fields.iter().filter(|f| f.halves.is_empty()).count();
        let (o, u) = shapes::crossing_cities(kind.cities[over].sides, pockets);
        shapes[over] = o;
        shapes[under] = u;
    }
    let town = Town {
        shapes: &shapes,
        reach: &reach,
    };
    let gates = roads(&mut scene, kind, cloister_at, &river_lines, &town);
    cities(&mut scene, kind, &shapes, &gates, crossing);
    // A road reaching three or four sides meets the others at a village,
    // unless it forks and runs on.
    let village = kind.roads.iter().any(|r| {
        (r.sides.len() > 2 && !r.fork)
            || (r.sides.len() == 1 && r.end.is_none_or(|e| e == RoadEnd::Village))
    });
    if village {
        let parts = shapes::building(CENTRE, HOUSE_WIDTH, village_facing(kind));
        building(&mut scene, Label::Decor, parts, false);
    }
    // A fair's fences part the fields nothing else parts; the cloister,
    // a village or the tent stands over where they meet.
    let fences = layout::fair_fences(kind);
    for &(from, to) in &fences {
        marks::fence(&mut scene, from, to);
    }
    if kind.cloister && kind.is_shrine() {
        let label = feature(FeatureType::Cloister, 0);
        marks::shrine(
            &mut scene,
            label,
            cloister_at,
            CLOISTER_WIDTH,
            cloister_facing,
        );
    } else if kind.cloister {
        let parts = shapes::building(cloister_at, CLOISTER_WIDTH, cloister_facing);
        building(&mut scene, feature(FeatureType::Cloister, 0), parts, true);
    }
    attributes::houses(&mut scene, kind);
    // Symbols roads end at stand there; the others in the free corners
    // and plain sides, and the rest where there is room.
    let mut spots = symbol_spots(kind, kind.symbols.len())
        .into_iter()
        .filter(|p| *p != CENTRE);
    let mut rest = Vec::new();
    for flag in &kind.symbols {
        // A shrine is the tile's cloister, drawn above.
        if flag == Symbol::Shrine.as_str() && kind.cloister {
            continue;
        }
        let mut ended = end_spot(kind, flag, &shapes);
        // A fair whose fences meet in the middle stands there, over them.
        if flag == Symbol::Fair.as_str() && ended.is_none() && !fences.is_empty() && !kind.cloister
        {
            ended = Some(CENTRE);
        }
        match ended.or_else(|| spots.next()) {
            Some(at) => symbols::draw(&mut scene, flag, at, ended.is_some()),
            None => rest.push(flag.as_str()),
        }
    }
    attributes::symbols_with_room(&mut scene, kind, &rest);
    attributes::landmarks(&mut scene, kind);
    scene
}

fn building(scene: &mut Scene, label: Label, parts: [BezPath; 4], cross: bool) {
    let [walls, roof, door, cross_path] = parts;
    let outline = |fill| Paint::FillStroke {
        fill,
        stroke: OUTLINE,
        width: 0.8,
    };
    scene.push(label, outline(STONE), walls);
    scene.push(Label::Decor, outline(ROOF), roof);
    scene.push(Label::Decor, Paint::Fill(DOOR), door);
    if cross {
        scene.push(
            Label::Decor,
            Paint::Stroke {
                colour: OUTLINE,
                width: 1.2,
            },
            cross_path,
        );
    }
}

/// Courses of a road or river segment: one for a segment through two
/// sides, one per side otherwise, each ending at `end(side)`.
fn courses(sides: tilebook_engine::SideSet, end: impl Fn(Side) -> Course) -> Vec<Course> {
    let list: Vec<Side> = sides.iter().collect();
    match list.as_slice() {
        [a, b] => vec![Course::Through(*a, *b)],
        _ => list.into_iter().map(end).collect(),
    }
}

/// Paints the rivers and gives back their centre lines.
fn rivers(scene: &mut Scene, kind: &TileKind) -> Vec<BezPath> {
    let mut lines = Vec::new();
    let mut ponds = Vec::new();
    let mut springs = Vec::new();
    for (i, r) in kind.rivers.iter().enumerate() {
        let label = feature(FeatureType::River, i);
        for course in courses(r.sides, |s| match r.end {
            Some(RiverEnd::Lake) => Course::ToPoint(s, shapes::lake_centre(s)),
            _ => Course::ToPoint(s, CENTRE),
        }) {
            lines.push((label, course.path()));
        }
        if r.sides.len() == 1 {
            let side = r.sides.iter().next().unwrap_or(Side::S);
            let pond = match r.end {
                Some(RiverEnd::Lake) => shapes::lake(side),
                _ => {
                    springs.push(CENTRE);
                    shapes::circle(CENTRE, 11.0)
                }
            };
            ponds.push((label, pond));
        }
    }
    stroke_all(scene, &lines, Some(Label::Decor), BANK, BANK_WIDTH);
    for (label, pond) in ponds {
        let paint = Paint::FillStroke {
            fill: WATER,
            stroke: BANK,
            width: 2.0,
        };
        scene.push(label, paint, pond);
    }
    stroke_all(scene, &lines, None, WATER, WATER_WIDTH);
    // Where a spring wells up: light water in the middle of its pool.
    for at in springs {
        scene.push(Label::Decor, Paint::Fill(FOAM), shapes::circle(at, 4.5));
    }
    lines.into_iter().map(|(_, path)| path).collect()
}

/// Strokes every centre line, labelled `label` or with its own label.
fn stroke_all(
    scene: &mut Scene,
    lines: &[(Label, BezPath)],
    label: Option<Label>,
    colour: &'static str,
    width: f64,
) {
    for (own, path) in lines {
        let paint = Paint::Stroke { colour, width };
        scene.push(label.unwrap_or(*own), paint, path.clone());
    }
}

/// A city gate a road ends at.
enum Gate {
    /// Where the centre line enters the city segment's outline.
    Into(BezPath, usize),
    /// At a point, the road heading in a direction (a road stopping
    /// between two cities that meet).
    At(Point, kurbo::Vec2),
    /// The mouth of a tunnel at a point, the road running into it in a
    /// direction.
    Mouth(Point, kurbo::Vec2),
}

/// How far in from its side a road in a tunnel dives under the ground
/// when the field beside it runs on over the tunnel.
const TUNNEL_STUB: f64 = 13.0;

/// The cities of a tile as drawn: their shapes and what they reach.
struct Town<'a> {
    shapes: &'a [shapes::CityShape],
    reach: &'a [shapes::CityReach],
}

fn roads(
    scene: &mut Scene,
    kind: &TileKind,
    cloister_at: Point,
    rivers: &[BezPath],
    town: &Town,
) -> Vec<Gate> {
    let mut lines = Vec::new();
    let mut gates = Vec::new();
    let outlines: Vec<BezPath> = town.shapes.iter().map(|c| c.outline.clone()).collect();
    // A road ending between two caps that meet stops at its gate.
    let gate_between = |s: Side| {
        layout::between_meeting_caps(kind, town.reach, s)
            .then(|| layout::gate_towards_middle(s, &outlines))
            .flatten()
    };
    let whole_side = |s: Side| {
        let [a, b] = s.halves();
        kind.fields
            .iter()
            .any(|f| f.halves.contains(a) && f.halves.contains(b))
    };
    for (i, r) in kind.roads.iter().enumerate() {
        let label = feature(FeatureType::Road, i);
        // A road ending at a tower on a tile with a city runs to the
        // city's wall, where the tower stands (see `end_spot`).
        let course_end = match r.end {
            Some(RoadEnd::Tower) if !kind.cities.is_empty() => Some(RoadEnd::City),
            e => e,
        };
        // A road in a tunnel: from each side it dives under the ground
        // where the field beside it runs on over the tunnel, and enters
        // the city by a gate where the fields on either side are apart.
        let sides = if r.tunnel {
            for s in r.sides.iter().filter(|s| whole_side(*s)) {
                let at = on(s, 50.0, TUNNEL_STUB);
                gates.push(Gate::Mouth(at, -outward(s)));
                lines.push((label, Course::ToPoint(s, at).path()));
            }
            r.sides.iter().filter(|s| !whole_side(*s)).collect()
        } else {
            r.sides
        };
        let course_end = if r.tunnel {
            Some(RoadEnd::City)
        } else {
            course_end
        };
        let end = |s| match course_end {
            Some(RoadEnd::Cloister) => Course::ToPoint(s, cloister_at),
            Some(RoadEnd::Fair) => Course::ToPoint(s, fair_spot(kind).unwrap_or(CENTRE)),
            Some(RoadEnd::House) => Course::ToPoint(s, attributes::house_spot(s)),
            Some(RoadEnd::City) => match (gate_between(s), nearest_city(kind, s)) {
                (Some(at), _) => Course::ToPoint(s, at),
                (None, Some(c)) => {
                    let path_end = shapes::city_inside(kind.cities[c].sides);
                    Course::ViaCentre(s, path_end)
                }
                // A gate in the wall of Carcassonne (The Count's city).
                (None, None) => Course::ToPoint(s, carcassonne::gate(kind, s).unwrap_or(CENTRE)),
            },
            _ => Course::ToPoint(s, CENTRE),
        };
        // Each side of a tunnel is a road of its own up to the city.
        let list = if r.tunnel {
            sides.iter().map(end).collect()
        } else {
            courses(sides, end)
        };
        for course in list {
            let path = course.path();
            let gate_end = if r.tunnel { Some(RoadEnd::City) } else { r.end };
            match (gate_end, course) {
                (Some(RoadEnd::City), Course::ViaCentre(s, _)) => {
                    if let Some(c) = nearest_city(kind, s) {
                        gates.push(Gate::Into(path.clone(), c));
                    }
                }
                (Some(RoadEnd::City), Course::ToPoint(s, at)) if at != CENTRE => {
                    gates.push(Gate::At(at, (at - on(s, 50.0, 0.0)).normalize()));
                }
                _ => {}
            }
            lines.push((label, path));
        }
    }
    stroke_all(scene, &lines, Some(Label::Decor), VERGE, VERGE_WIDTH);
    stroke_all(scene, &lines, None, ROAD, ROAD_WIDTH);
    attributes::bridge_decks(scene, kind, &lines, rivers);
    gates
}

/// The city segment a road from `side` leads into: the one whose inside
/// point is nearest to the side.
pub(super) fn nearest_city(kind: &TileKind, side: Side) -> Option<usize> {
    let from = on(side, 50.0, 0.0);
    (0..kind.cities.len()).min_by(|&a, &b| {
        let da = (shapes::city_inside(kind.cities[a].sides) - from).hypot2();
        let db = (shapes::city_inside(kind.cities[b].sides) - from).hypot2();
        da.total_cmp(&db)
    })
}

/// The river a city crosses on a bridge, by the sides it runs through: a
/// river straight across the tile with the city's sides on both banks.
fn river_under(
    kind: &TileKind,
    city: tilebook_engine::SideSet,
) -> Option<tilebook_engine::SideSet> {
    kind.rivers.iter().map(|r| r.sides).find(|river| {
        let list: Vec<Side> = river.iter().collect();
        let [a, b] = list.as_slice() else {
            return false;
        };
        if a.opposite() != *b {
            return false;
        }
        // Sides clockwise after `a` and before `b` are one bank, the rest
        // the other.
        let bank = |s: Side| (s.index() + 4 - a.index()) % 4 < (b.index() + 4 - a.index()) % 4;
        let mut banks = city.iter().filter(|s| !river.contains(*s)).map(bank);
        let first = banks.next();
        first.is_some() && banks.any(|x| Some(x) != first)
    })
}

/// A cap on each of `sides`, as one shape: the banks of a city over a
/// river.
fn caps(sides: tilebook_engine::SideSet) -> shapes::CityShape {
    let mut outline = BezPath::new();
    let mut walls = Vec::new();
    for s in sides.iter() {
        let cap = shapes::city(std::iter::once(s).collect());
        outline.extend(cap.outline.elements().iter().copied());
        walls.extend(cap.walls);
    }
    shapes::CityShape { outline, walls }
}

/// Half the width of the bridge that carries a city over a river.
const CITY_BRIDGE: f64 = 8.0;

/// The bridge of city `i` over the river crossing the tile: city ground
/// from cap to cap across the river, with parapets along both edges.
fn city_bridge(scene: &mut Scene, kind: &TileKind, i: usize) {
    let Some(river) = river_under(kind, kind.cities[i].sides) else {
        return;
    };
    // Across the river: from the bank of one cap to the other's.
    let along = river.iter().next().map_or(Side::N, |s| s);
    let across = along.rotated(tilebook_engine::Rotation::R90);
    let (from, to) = (on(across, 50.0, 24.0), on(across.opposite(), 50.0, 24.0));
    let side = outward(along) * CITY_BRIDGE;
    let mut deck = BezPath::new();
    deck.move_to(from + side);
    deck.line_to(to + side);
    deck.line_to(to - side);
    deck.line_to(from - side);
    deck.close_path();
    scene.push(feature(FeatureType::City, i), Paint::Fill(CITY), deck);
    let inset = (to - from).normalize() * 3.0;
    for edge in [side, -side] {
        let mut line = BezPath::new();
        line.move_to(from + inset + edge);
        line.line_to(to - inset + edge);
        scene.push(
            Label::Decor,
            Paint::Stroke {
                colour: WALL,
                width: 2.0,
            },
            line,
        );
    }
}

fn cities(
    scene: &mut Scene,
    kind: &TileKind,
    shapes: &[shapes::CityShape],
    gates: &[Gate],
    crossing: Option<(usize, usize)>,
) {
    // Inside the walls of Carcassonne, on a tile of the Count's city.
    carcassonne::paint(scene, kind);
    // A city running under another is painted first.
    let mut order: Vec<usize> = (0..shapes.len()).collect();
    if let Some((_, under)) = crossing {
        order.retain(|&i| i != under);
        order.insert(0, under);
    }
    for &i in &order {
        scene.push(
            feature(FeatureType::City, i),
            Paint::Fill(CITY),
            shapes[i].outline.clone(),
        );
    }
    if let Some((over, _)) = crossing {
        scene.push(
            Label::Decor,
            Paint::Stroke {
                colour: SHADOW,
                width: 2.0,
            },
            shapes::bridge_shadows(kind.cities[over].sides),
        );
    }
    for wall in shapes.iter().flat_map(|s| &s.walls) {
        scene.push(
            Label::Decor,
            Paint::Stroke {
                colour: WALL,
                width: WALL_WIDTH,
            },
            wall.clone(),
        );
    }
    for wall in shapes.iter().flat_map(|s| &s.walls) {
        scene.push(
            Label::Decor,
            Paint::Dashed {
                colour: BATTLEMENT,
                width: 1.2,
                dash: "2 1.5",
            },
            wall.clone(),
        );
    }
    for i in 0..kind.cities.len() {
        city_bridge(scene, kind, i);
    }
    for c in &kind.cities {
        let (tiles, ridges) = shapes::roofs(c.sides);
        scene.push(Label::Decor, Paint::Fill(ROOF), tiles);
        scene.push(
            Label::Decor,
            Paint::Stroke {
                colour: OUTLINE,
                width: 0.6,
            },
            ridges,
        );
    }
    for c in &kind.cities {
        for at in shapes::shield_spots(c.sides, c.pennants) {
            scene.push(
                Label::Decor,
                Paint::FillStroke {
                    fill: SHIELD,
                    stroke: SHIELD_RIM,
                    width: 1.0,
                },
                shapes::shield(at),
            );
        }
    }
    for gate in gates {
        let found = match gate {
            Gate::Into(course, c) => shapes
                .get(*c)
                .and_then(|shape| shapes::entry(course, &shape.outline)),
            Gate::At(at, dir) => Some((*at, *dir)),
            Gate::Mouth(at, dir) => {
                marks::tunnel_mouth(scene, *at, *dir);
                None
            }
        };
        if let Some((at, dir)) = found {
            let door = shapes::gate(at, dir);
            scene.push(
                Label::Decor,
                Paint::Stroke {
                    colour: WALL,
                    width: ROAD_WIDTH + 4.0,
                },
                door.clone(),
            );
            scene.push(
                Label::Decor,
                Paint::Stroke {
                    colour: DOOR,
                    width: ROAD_WIDTH - 2.0,
                },
                door,
            );
        }
    }
}
