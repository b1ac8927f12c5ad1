//! The marks of Princess & Dragon, The Tower, the cult and The Catapult:
//! the volcano, the dragon's mark, the magic portal, the tower foundation,
//! the shrine and the fair's tent (tile symbols, drawn by
//! [`symbols`](super::symbols)), the princess's crown in her city and the
//! mouth of a tunnel; and River II's herd of pigs in its field.
//!
//! Each is a few filled paths centred on a point, about 14 units across
//! (the tower foundation is as wide as asked), painted as decoration, so a
//! follower stands clear of them.

use kurbo::{BezPath, Point, Vec2};

use tilebook_engine::Side;

use super::geom::Pen;
use super::palette::*;
use super::scene::{Label, Paint, Scene};
use super::shapes;

/// Width of the tower foundation where roads end at it: wide enough to
/// keep their surfaces apart in the middle of the tile.
pub const TOWER_WIDTH: f64 = 18.0;
/// Width of the tower foundation standing on its own in a field or city.
pub const TOWER_SMALL: f64 = 13.0;
/// Radius of the disc that holds the princess's crown (at scale 1).
pub const CROWN_RADIUS: f64 = 7.5;
/// Radius of the disc that holds a herd of pigs (at scale 1).
pub const HERD_RADIUS: f64 = 10.0;

/// A herd of pigs (River II): three pink pigs, two in front and one
/// behind, facing east, about 20 units across at scale 1.
pub fn herd(scene: &mut Scene, at: Point, scale: f64) {
    use kurbo::Affine;
    let pig = super::figures::figure_path(tilebook_engine::Figure::Pig, false);
    for (dx, dy) in [(1.5, -4.5), (-4.5, 2.5), (5.0, 3.5)] {
        let place = Affine::translate(at.to_vec2() + Vec2::new(dx, dy) * scale)
            * Affine::scale(0.45 * scale);
        scene.push(Label::Decor, outlined(PIG), place * pig.clone());
    }
}

/// A polygon of points relative to `at`.
fn polygon(at: Point, points: &[(f64, f64)]) -> BezPath {
    let mut pen = Pen::new();
    pen.polygon(points.iter().map(|&(x, y)| at + Vec2::new(x, y)));
    pen.finish()
}

fn outlined(fill: &'static str) -> Paint {
    Paint::FillStroke {
        fill,
        stroke: OUTLINE,
        width: 0.8,
    }
}

/// The volcano: an ash-grey cone with lava at its mouth.
pub fn volcano(scene: &mut Scene, at: Point) {
    let cone = [(-7.5, 5.5), (-2.5, -3.5), (2.5, -3.5), (7.5, 5.5)];
    scene.push(Label::Decor, outlined(ASH), polygon(at, &cone));
    let lava = [
        (-2.5, -3.5),
        (0.0, -7.0),
        (2.5, -3.5),
        (1.0, 1.5),
        (-1.0, -0.5),
    ];
    scene.push(Label::Decor, Paint::Fill(LAVA), polygon(at, &lava));
}

/// The dragon's mark: a red dragon seen from the side, facing east, its
/// wing raised, its tail behind it.
pub fn dragon(scene: &mut Scene, at: Point) {
    let wing = [
        (-2.5, 0.5),
        (-5.0, -6.5),
        (-1.5, -4.0),
        (0.5, -7.0),
        (2.5, 0.0),
    ];
    let tail = [(-4.0, 3.5), (-8.0, 5.5), (-7.0, 2.5), (-4.0, 1.0)];
    let body = [
        (-4.5, 2.0),
        (-1.5, 0.0),
        (2.5, 0.0),
        (4.5, -3.5),
        (7.5, -3.5),
        (7.5, -1.5),
        (5.5, -1.0),
        (4.5, 3.0),
        (2.5, 5.0),
        (-2.5, 5.0),
    ];
    for part in [&wing[..], &tail[..], &body[..]] {
        scene.push(Label::Decor, outlined(DRAGON), polygon(at, part));
    }
    // The eye.
    scene.push(
        Label::Decor,
        Paint::Fill(STONE),
        shapes::circle(at + Vec2::new(6.0, -2.5), 0.7),
    );
}

/// An arch, `w` wide and `h` high, its foot on `at`'s line `foot` below.
fn arch(at: Point, w: f64, h: f64, foot: f64) -> BezPath {
    let p = |x: f64, y: f64| at + Vec2::new(x, y);
    let top = foot - h;
    let mut pen = Pen::new();
    pen.move_to(p(-w / 2.0, foot))
        .line_to(p(-w / 2.0, top + w / 2.0))
        .quad_to(p(-w / 2.0, top), p(0.0, top))
        .quad_to(p(w / 2.0, top), p(w / 2.0, top + w / 2.0))
        .line_to(p(w / 2.0, foot))
        .close();
    pen.finish()
}

/// The magic portal: a stone arch filled with violet light.
pub fn portal(scene: &mut Scene, at: Point) {
    scene.push(Label::Decor, outlined(STONE), arch(at, 12.0, 13.0, 6.5));
    scene.push(Label::Decor, Paint::Fill(MAGIC), arch(at, 7.0, 9.0, 6.5));
    scene.push(Label::Decor, Paint::Fill(FOAM), shapes::circle(at, 1.4));
}

/// The tower foundation: a square of stone, `width` wide, with its hollow.
pub fn tower(scene: &mut Scene, at: Point, width: f64) {
    let square = |half: f64| {
        polygon(
            at,
            &[(-half, -half), (half, -half), (half, half), (-half, half)],
        )
    };
    scene.push(Label::Decor, outlined(STONE), square(width / 2.0));
    scene.push(Label::Decor, Paint::Fill(WALL), square(width * 0.28));
}

/// The abbey's mark: a stone cross with a dark outline, standing above
/// its church.
pub fn abbey(scene: &mut Scene, at: Point) {
    let cross = polygon(
        at,
        &[
            (-2.0, -9.0),
            (2.0, -9.0),
            (2.0, -4.0),
            (6.5, -4.0),
            (6.5, 0.0),
            (2.0, 0.0),
            (2.0, 9.0),
            (-2.0, 9.0),
            (-2.0, 0.0),
            (-6.5, 0.0),
            (-6.5, -4.0),
            (-2.0, -4.0),
        ],
    );
    scene.push(Label::Decor, outlined(STONE), cross);
}

/// The princess's crown, upright.
pub fn crown(scene: &mut Scene, at: Point, scale: f64) {
    let points = [
        (-6.0, 4.0),
        (-6.0, -3.5),
        (-3.0, -0.5),
        (0.0, -5.5),
        (3.0, -0.5),
        (6.0, -3.5),
        (6.0, 4.0),
    ];
    let scaled: Vec<(f64, f64)> = points
        .iter()
        .map(|&(x, y)| (x * scale, y * scale))
        .collect();
    scene.push(Label::Decor, outlined(CROWN), polygon(at, &scaled));
}

/// The mouth of a tunnel at `at`, the road running into it along `dir`: a
/// dark arch across the road.
pub fn tunnel_mouth(scene: &mut Scene, at: Point, dir: Vec2) {
    let across = Vec2::new(-dir.y, dir.x);
    let mut pen = Pen::new();
    let half = ROAD_WIDTH / 2.0 + 1.5;
    pen.polygon([
        at - across * half,
        at - across * half + dir * 4.0,
        at + dir * 6.5,
        at + across * half + dir * 4.0,
        at + across * half,
    ]);
    scene.push(Label::Decor, outlined(DOOR), pen.finish());
}

/// Width of a fair's tent where roads end at it: wide enough to cover
/// their ends in the middle of the tile.
pub const TENT_WIDTH: f64 = 17.0;
/// Width of a fair's tent standing on its own in a field or city.
pub const TENT_SMALL: f64 = 14.0;
/// Width of the shrine of the cult (as wide as the cloister it is).
pub const SHRINE_WIDTH: f64 = 18.0;

/// The fair: a red tent striped in white, its door dark, a pennant on its
/// pole.
pub fn fair(scene: &mut Scene, at: Point, width: f64) {
    let [canvas, stripes, door, flag] = shapes::tent(at, width);
    scene.push(Label::Decor, outlined(TENT), canvas);
    scene.push(Label::Decor, Paint::Fill(STONE), stripes);
    scene.push(Label::Decor, Paint::Fill(DOOR), door);
    scene.push(Label::Decor, outlined(TENT), flag);
}

/// The shrine's building, `label` on its walls (the cloister it is), its
/// door towards `facing`: stone walls under a steep near-black roof with a
/// flame on top, where a cloister has a red gable and a cross.
pub fn shrine(scene: &mut Scene, label: Label, at: Point, width: f64, facing: Side) {
    let [walls, roof, door, flame] = shapes::shrine(at, width, facing);
    scene.push(label, outlined(STONE), walls);
    scene.push(Label::Decor, outlined(SHRINE_ROOF), roof);
    scene.push(Label::Decor, Paint::Fill(DOOR), door);
    scene.push(Label::Decor, outlined(FLAME), flame);
}

/// A fair's fence from `from` to `to`: a rail with posts along it, wide
/// enough to part the grass on either side.
pub fn fence(scene: &mut Scene, from: Point, to: Point) {
    let mut rail = Pen::new();
    rail.move_to(from).line_to(to);
    scene.push(
        Label::Decor,
        Paint::Stroke {
            colour: FENCE,
            width: 2.0,
        },
        rail.finish(),
    );
    let length = (to - from).hypot();
    let posts = (length / 6.0).floor().max(1.0) as usize;
    let mut pen = Pen::new();
    for i in 0..=posts {
        let at = from + (to - from) * (i as f64 / posts as f64);
        pen.append_mapped(&shapes::circle(at, 1.5), |p| p);
    }
    scene.push(Label::Decor, Paint::Fill(FENCE), pen.finish());
}
