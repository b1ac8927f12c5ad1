//! The figures on a board, one silhouette each: the follower (a meeple),
//! the big follower (the same, a third larger), the builder (taller and
//! slimmer, arms down), the pig (seen from the side), and Abbey & Mayor's
//! mayor (robed, hatted), wagon (a cart) and barn (a gabled building). Each is filled
//! in its player's colour with a white outline, so it shows on any tile.
//!
//! Sizes are in board units, where a tile is 100 units wide. A follower
//! lying down is a farmer: its silhouette is turned a quarter.

use std::fmt::Write as _;

use kurbo::{Affine, BezPath, Shape};
use tilebook_engine::Figure;

use super::geom::Pen;
use super::write::{escape, path_data};

/// The outline of `figure` centred on the origin, in board units; lying
/// down (a farmer) turns a follower or a big follower a quarter. Read from
/// the engine's one drawing of each figure ([`Figure::outline`]), which the
/// site's script draws too.
pub fn figure_path(figure: Figure, lying: bool) -> BezPath {
    BezPath::from_svg(figure.outline(lying)).expect("the engine's outlines are path data")
}

/// The path data of `figure` centred on the origin (board units), rounded
/// as the boards write it.
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
