//! The figures on a board, one silhouette each: the follower (a meeple),
//! the big follower (the same, a third larger), the builder (taller and
//! slimmer, arms down), the pig (seen from the side), and Abbey & Mayor's
//! mayor (robed, hatted), wagon (a cart) and barn (a gabled building). Each is filled
//! in its player's colour with a white outline, so it shows on any tile.
//!
//! Sizes are in board units, where a tile is 100 units wide. A follower
//! lying down is a farmer: its silhouette is turned a quarter.

use std::fmt::Write as _;

use kurbo::{Affine, BezPath, Point, Shape};
use tilebook_engine::Figure;

use super::geom::Pen;
use super::write::{escape, path_data};

/// How much larger the big follower is than the follower, across.
pub const BIG_SCALE: f64 = 1.35;

/// The neutral pieces, as outlines centred on the origin in tile units (a
/// tile is 100): the dragon and the fairy (Princess & Dragon), the Count
/// (The Count of Carcassonne). The
/// site's script draws the same (`PIECES` in templates/static/example.js;
/// a test keeps the two equal).
pub const PIECES: [(&str, &str); 3] = [
    ("dragon", "M-16 8L-6-4-14-16 0-8 14-16 6-4 16 8 0 2Z"),
    ("fairy", "M0-10L3-3 10-3 4 2 6 10 0 5-6 10-4 2-10-3-3-3Z"),
    ("count", "M-11 10L-11-7-5 0 0-11 5 0 11-7 11 10Z"),
];

/// The follower's outline, centred on the origin, head up, about 19 units
/// wide and 19 high.
fn meeple() -> BezPath {
    let mut pen = Pen::new();
    let p = Point::new;
    pen.move_to(p(2.2, -3.2))
        .line_to(p(8.5, -1.5))
        .quad_to(p(9.8, 0.5), p(8.0, 1.2))
        .line_to(p(4.0, 1.0))
        .line_to(p(7.5, 8.5))
        .quad_to(p(7.0, 9.3), p(5.5, 9.3))
        .line_to(p(2.5, 9.3))
        .line_to(p(0.0, 4.5))
        .line_to(p(-2.5, 9.3))
        .line_to(p(-5.5, 9.3))
        .quad_to(p(-7.0, 9.3), p(-7.5, 8.5))
        .line_to(p(-4.0, 1.0))
        .line_to(p(-8.0, 1.2))
        .quad_to(p(-9.8, 0.5), p(-8.5, -1.5))
        .line_to(p(-2.2, -3.2))
        .curve_to(p(-5.5, -5.0), p(-4.0, -10.0), p(0.0, -10.0))
        .curve_to(p(4.0, -10.0), p(5.5, -5.0), p(2.2, -3.2))
        .close();
    pen.finish()
}

/// The builder's outline: taller (26 units) and slimmer than the follower,
/// its arms down at its sides.
fn builder() -> BezPath {
    let mut pen = Pen::new();
    let p = Point::new;
    pen.move_to(p(1.8, -6.0))
        .line_to(p(4.5, -4.5))
        .line_to(p(5.4, 4.0))
        .quad_to(p(4.8, 5.0), p(3.8, 4.5))
        .line_to(p(3.2, -0.5))
        .line_to(p(3.9, 13.0))
        .line_to(p(0.8, 13.0))
        .line_to(p(0.0, 5.5))
        .line_to(p(-0.8, 13.0))
        .line_to(p(-3.9, 13.0))
        .line_to(p(-3.2, -0.5))
        .line_to(p(-3.8, 4.5))
        .quad_to(p(-4.8, 5.0), p(-5.4, 4.0))
        .line_to(p(-4.5, -4.5))
        .line_to(p(-1.8, -6.0))
        .curve_to(p(-5.0, -8.0), p(-3.8, -13.0), p(0.0, -13.0))
        .curve_to(p(3.8, -13.0), p(5.0, -8.0), p(1.8, -6.0))
        .close();
    pen.finish()
}

/// The pig, seen from the side, snout to the east: about 22 units long and
/// 15 high, with an ear, four legs and a curl of tail.
fn pig() -> BezPath {
    let mut pen = Pen::new();
    let p = Point::new;
    pen.move_to(p(-8.0, -1.0))
        .curve_to(p(-8.0, -6.0), p(3.0, -7.0), p(6.5, -3.5))
        .line_to(p(7.5, -7.0))
        .line_to(p(9.0, -2.5))
        .line_to(p(11.0, -1.5))
        .line_to(p(11.0, 1.5))
        .line_to(p(8.0, 2.5))
        .quad_to(p(7.0, 5.0), p(5.5, 5.0))
        .line_to(p(5.5, 8.0))
        .line_to(p(3.0, 8.0))
        .line_to(p(3.0, 5.5))
        .line_to(p(-3.0, 5.5))
        .line_to(p(-3.0, 8.0))
        .line_to(p(-5.5, 8.0))
        .line_to(p(-5.5, 5.0))
        .quad_to(p(-8.0, 3.5), p(-8.0, -1.0))
        .close()
        // The tail: a small curl off its rump.
        .move_to(p(-8.0, -2.2))
        .quad_to(p(-11.5, -4.5), p(-10.0, -6.5))
        .quad_to(p(-8.5, -5.5), p(-9.5, -3.2))
        .close();
    pen.finish()
}

/// The mayor: a robed figure with a round head and a tall hat, its robe
/// widening to the ground; about 18 units wide and 26 high.
fn mayor() -> BezPath {
    let mut pen = Pen::new();
    let p = Point::new;
    pen.move_to(p(-4.0, -13.0))
        .line_to(p(4.0, -13.0))
        .line_to(p(3.5, -8.5))
        .curve_to(p(5.5, -7.0), p(4.5, -3.0), p(2.0, -3.0))
        .line_to(p(6.0, -1.5))
        .line_to(p(9.0, 13.0))
        .line_to(p(-9.0, 13.0))
        .line_to(p(-6.0, -1.5))
        .line_to(p(-2.0, -3.0))
        .curve_to(p(-4.5, -3.0), p(-5.5, -7.0), p(-3.5, -8.5))
        .close();
    pen.finish()
}

/// The wagon, seen from the side: a box on two wheels with a shaft to
/// the east; about 26 units long and 16 high.
fn wagon() -> BezPath {
    let mut pen = Pen::new();
    let p = Point::new;
    pen.move_to(p(-11.0, -8.0))
        .line_to(p(7.0, -8.0))
        .line_to(p(7.0, -2.0))
        .line_to(p(13.0, -4.0))
        .line_to(p(13.0, -2.0))
        .line_to(p(7.0, 1.0))
        .line_to(p(-11.0, 1.0))
        .close();
    // Two wheels below the box.
    for cx in [-6.0, 3.0] {
        pen.move_to(p(cx, 0.5))
            .quad_to(p(cx + 3.7, 0.5), p(cx + 3.7, 4.2))
            .quad_to(p(cx + 3.7, 8.0), p(cx, 8.0))
            .quad_to(p(cx - 3.7, 8.0), p(cx - 3.7, 4.2))
            .quad_to(p(cx - 3.7, 0.5), p(cx, 0.5))
            .close();
    }
    pen.finish()
}

/// The barn: a wide building under a gable roof with a door; about 24
/// units wide and 20 high.
fn barn() -> BezPath {
    let mut pen = Pen::new();
    let p = Point::new;
    pen.move_to(p(0.0, -10.0))
        .line_to(p(12.0, -2.0))
        .line_to(p(10.0, -2.0))
        .line_to(p(10.0, 10.0))
        .line_to(p(3.0, 10.0))
        .line_to(p(3.0, 3.0))
        .line_to(p(-3.0, 3.0))
        .line_to(p(-3.0, 10.0))
        .line_to(p(-10.0, 10.0))
        .line_to(p(-10.0, -2.0))
        .line_to(p(-12.0, -2.0))
        .close();
    pen.finish()
}

/// The outline of `figure` centred on the origin, in board units; lying
/// down (a farmer) turns a follower or a big follower a quarter.
pub fn figure_path(figure: Figure, lying: bool) -> BezPath {
    let (mut path, can_lie) = match figure {
        Figure::Follower => (meeple(), true),
        Figure::Big => (Affine::scale(BIG_SCALE) * meeple(), true),
        Figure::Builder => (builder(), false),
        Figure::Pig => (pig(), false),
        Figure::Mayor => (mayor(), false),
        Figure::Wagon => (wagon(), false),
        Figure::Barn => (barn(), false),
    };
    if lying && can_lie {
        path = Affine::rotate(-std::f64::consts::FRAC_PI_2) * path;
    }
    path
}

/// The path data of `figure` centred on the origin (board units), as the
/// site's script draws it (`FIGURES` in `templates/static/example.js`,
/// which a test keeps equal to this).
pub fn figure_outline(figure: Figure, lying: bool) -> String {
    let mut pen = Pen::new();
    pen.append_mapped(&figure_path(figure, lying), |p| p);
    path_data(&pen.finish())
}

/// How much of the board `figure` covers, in square board units.
pub fn figure_area(figure: Figure) -> f64 {
    figure_path(figure, false).area().abs()
}

/// One figure as an SVG `<path>` centred on `centre` (board units), filled
/// with `colour` and outlined in white; `lying` for a farmer. Its class is
/// `class` followed by `figure-<name>` (`figure-follower`, `figure-big`,
/// `figure-builder`, `figure-pig`).
pub fn figure_svg(
    figure: Figure,
    colour: &str,
    centre: (f32, f32),
    lying: bool,
    class: &str,
) -> String {
    let at = Affine::translate((f64::from(centre.0), f64::from(centre.1)));
    let mut pen = Pen::new();
    pen.append_mapped(&figure_path(figure, lying), |p| at * p);
    let mut out = String::new();
    let _ = write!(
        out,
        "<path class=\"{} figure-{}\" d=\"{}\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"2\" stroke-linejoin=\"round\"/>",
        escape(class),
        figure.as_str(),
        path_data(&pen.finish()),
        escape(colour)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_has_its_own_silhouette() {
        let boxes: Vec<_> = Figure::ALL
            .iter()
            .map(|f| figure_path(*f, false).bounding_box())
            .collect();
        for (f, b) in Figure::ALL.iter().zip(&boxes) {
            assert!(figure_area(*f) > 100.0, "{f}");
            assert!(b.width() < 32.0 && b.height() < 32.0, "{f}: {b:?}");
        }
        let [follower, big, builder, pig, mayor, wagon, barn] = boxes.try_into().unwrap();
        assert!(figure_area(Figure::Big) > 1.5 * figure_area(Figure::Follower));
        // The builder is taller and slimmer than the follower; the pig is
        // longer than it is high.
        assert!(builder.height() > follower.height() + 4.0);
        assert!(builder.width() < follower.width());
        assert!(pig.width() > pig.height());
        assert!(big.height() > follower.height());
        // The mayor stands taller than a follower and wider at the foot
        // than the builder; the wagon is longer than high; the barn wider
        // than the pig is high.
        assert!(mayor.height() > follower.height() + 4.0);
        assert!(mayor.width() > builder.width());
        assert!(wagon.width() > wagon.height() + 6.0);
        assert!(barn.width() > 20.0 && barn.height() < barn.width());
        // A farmer lies down.
        let lying = figure_path(Figure::Follower, true).bounding_box();
        assert!((lying.width() - follower.height()).abs() < 0.5);
    }

    #[test]
    fn the_svg_is_placed_and_escaped() {
        let svg = figure_svg(Figure::Pig, "#d7261e", (150.0, 50.0), false, "follower red");
        assert!(svg.starts_with("<path class=\"follower red figure-pig\" d=\"M142 49"));
        assert!(svg.contains("fill=\"#d7261e\""));
    }
}
