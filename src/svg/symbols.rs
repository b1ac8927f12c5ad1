//! Pictures for the open-ended flags of a tile kind (`symbols = [...]` in
//! the data).
//!
//! Each known flag has a drawing function; any other flag gets a generic
//! marker whose tooltip (`<title>`) names the flag, so a new flag in the
//! data never stops the art from being made. To give a flag its own
//! picture, add a shape to [`shapes`](super::shapes) and a line to
//! [`draw`]; see `docs/tile-art.md`.

use kurbo::Point;

use super::marks;
use super::palette;
use super::scene::{Label, Paint, Scene};
use super::shapes;

/// The flags that have a picture of their own: every
/// [`Symbol`](tilebook_engine::Symbol).
pub const KNOWN: &[&str] = &tilebook_engine::Symbol::NAMES;

/// Draws the picture of `flag` centred on `at`; `roads_end` when roads end
/// at it (a tower foundation is then drawn large enough to part them).
pub fn draw(scene: &mut Scene, flag: &str, at: Point, roads_end: bool) {
    match flag {
        // Winter Edition animals: tracks in the snow.
        "animal" => scene.push(Label::Decor, Paint::Fill(palette::ANIMAL), shapes::paw(at)),
        "volcano" => marks::volcano(scene, at),
        "dragon" => marks::dragon(scene, at),
        "portal" => marks::portal(scene, at),
        "abbey" => marks::abbey(scene, at),
        "tower" => {
            let width = if roads_end {
                marks::TOWER_WIDTH
            } else {
                marks::TOWER_SMALL
            };
            marks::tower(scene, at, width);
        }
        "fair" => {
            let width = if roads_end {
                marks::TENT_WIDTH
            } else {
                marks::TENT_SMALL
            };
            marks::fair(scene, at, width);
        }
        // A shrine is its tile's cloister, drawn as such (see `scene`); on
        // its own it is a small shrine.
        "shrine" => marks::shrine(scene, Label::Decor, at, 10.0, tilebook_engine::Side::S),
        _ => marker(scene, flag, at),
    }
}

/// The generic marker: a gold disc with a dot, titled with the flag.
fn marker(scene: &mut Scene, flag: &str, at: Point) {
    scene.push_noted(
        Label::Decor,
        Paint::FillStroke {
            fill: palette::MARKER,
            stroke: palette::OUTLINE,
            width: 1.0,
        },
        shapes::circle(at, 5.0),
        flag.to_string(),
    );
    scene.push(
        Label::Decor,
        Paint::Fill(palette::OUTLINE),
        shapes::circle(at, 1.6),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_flags_have_their_own_picture_and_others_a_marker() {
        for flag in KNOWN {
            let mut scene = Scene::default();
            draw(&mut scene, flag, Point::new(50.0, 50.0), false);
            assert!(!scene.items.is_empty(), "{flag}");
            assert!(scene.items.iter().all(|i| i.note.is_none()), "{flag}");
        }
        let mut scene = Scene::default();
        draw(&mut scene, "no such flag", Point::new(50.0, 50.0), false);
        assert_eq!(scene.items[0].note.as_deref(), Some("no such flag"));
    }
}
