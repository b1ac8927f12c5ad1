//! The figures on boards: every figure has a silhouette of its own, the
//! big follower is larger, and the boards draw the engine's outlines (the
//! ones the site's script gets from the WebAssembly module).

use tilebook::engine::Figure;
use tilebook::svg::figures::{figure_area, figure_outline, figure_svg};
use tilebook::svg::render;

#[test]
fn every_figure_has_a_silhouette_and_the_big_one_is_larger() {
    let mut sizes = Vec::new();
    for figure in Figure::ALL {
        let svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40mm\" height=\"40mm\" viewBox=\"0 0 40 40\">{}</svg>",
            figure_svg(figure, "#d7261e", (20.0, 20.0), false, "follower red")
        );
        let pixmap = render::rasterize(&svg, 4.0).unwrap();
        let w = pixmap.width() as usize;
        let red: Vec<usize> = (0..pixmap.pixels().len())
            .filter(|&i| {
                let p = pixmap.pixels()[i].demultiply();
                p.alpha() > 250 && p.red() > 180 && p.green() < 80
            })
            .collect();
        assert!(red.len() > 200, "{figure}: {} pixels", red.len());
        let rows = |v: &[usize]| v.last().unwrap() / w - v.first().unwrap() / w;
        sizes.push((figure, red.len(), rows(&red)));
    }
    let [follower, big, builder, pig, mayor, wagon, barn] = sizes.try_into().unwrap();
    assert!(
        big.1 as f64 > follower.1 as f64 * 1.5,
        "{big:?} {follower:?}"
    );
    assert!(
        builder.2 > follower.2,
        "builder not taller: {builder:?} {follower:?}"
    );
    assert!(pig.2 < follower.2, "{pig:?}");
    // Abbey & Mayor: the mayor stands taller than a follower, the wagon
    // is lower than it, the barn covers more than a follower.
    assert!(mayor.2 > follower.2, "{mayor:?}");
    assert!(wagon.2 < follower.2, "{wagon:?}");
    assert!(barn.1 > follower.1, "{barn:?}");
    assert!(figure_area(Figure::Big) > figure_area(Figure::Follower));
}

/// The boards draw the engine's outlines: a figure's path data, rounded
/// as boards write it, is the engine's (which the site's script gets from
/// the WebAssembly module) read back.
#[test]
fn the_boards_draw_the_engines_outlines() {
    for figure in Figure::ALL {
        for lying in [false, true] {
            let d = figure_outline(figure, lying);
            let engine = kurbo::BezPath::from_svg(figure.outline(lying)).unwrap();
            assert_eq!(
                d,
                tilebook::svg::write::path_data(&engine),
                "{figure} {lying}"
            );
        }
    }
}
