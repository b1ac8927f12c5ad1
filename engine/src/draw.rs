//! What a board shows besides its tiles and the figures on features: the
//! pieces of the expansions in play (a tower with its height, the dragon
//! and its last move, the fairy, barns, followers waiting in a quarter and
//! the Count, the squares a tower piece reaches), as one list that the
//! compiler's boards and the site's script draw alike
//! ([`Game::pieces`](crate::Game::pieces)).
//!
//! Each expansion lists its own pieces ([`Expansion::draw`]
//! (crate::expansion::Expansion::draw)), with their outlines and where
//! they stand in board units; whoever draws them knows only the few
//! [`Look`]s, never an expansion or a piece.

use std::borrow::Cow;

use crate::figure::Figure;
use crate::game::{Player, Pos};

/// Side of a tile in board units: a piece's `x` and `y` are in these.
pub const TILE: i32 = 100;

/// How a [`BoardPiece`] is drawn. The list is drawn in this order (marks
/// under badges under figures under neutral pieces), each look's pieces
/// in the registry's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum Look {
    /// Every square of [`BoardPiece::squares`] marked, one rectangle each
    /// (in a group of the piece's name).
    Squares,
    /// A small box at (`x`, `y`), its top-left corner, showing the piece's
    /// [`BoardPiece::text`], with a dot of its player's colour on top when
    /// it has a player.
    Badge,
    /// A figure: its outline centred on (`x`, `y`) in its player's colour,
    /// drawn as a follower on a feature is.
    Figure,
    /// A neutral piece: its outline centred on (`x`, `y`), in a group of
    /// the piece's name; it moves along [`BoardPiece::squares`] when they
    /// are given.
    Outline,
}

/// One piece on the board, as the expansion that owns it lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BoardPiece {
    /// What it is: its class on the board and the id of the page's label
    /// for it (`tower`, `dragon`, …; the site's `data-l-*` labels).
    pub name: Cow<'static, str>,
    /// How it is drawn.
    pub look: Look,
    /// Its outline as SVG path data centred on the origin, in board units
    /// (empty for a badge or marked squares).
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_empty"))]
    pub outline: Cow<'static, str>,
    /// The figure it is ([`Look::Figure`]).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub figure: Option<Figure>,
    /// Where it stands, in board units ([`TILE`] to a square), as its
    /// [`Look`] says.
    pub x: i32,
    /// See [`BoardPiece::x`].
    pub y: i32,
    /// Whose colour it shows: a figure's owner, the follower on top of a
    /// badge.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub player: Option<Player>,
    /// The number a badge shows (a tower's height).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub text: Option<u32>,
    /// Squares: those marked ([`Look::Squares`]), or the ones an outline
    /// moved through in the last turn, its start first and the square it
    /// stands on last (empty when it did not move).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub squares: Vec<Pos>,
    /// Whether it shows only what the last turn did (the squares a tower
    /// piece reached): the page's script draws it, a still board does not.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub last_turn: bool,
}

// serde hands a `skip_serializing_if` the field itself.
#[cfg(feature = "serde")]
#[allow(clippy::ptr_arg)]
fn is_empty(s: &Cow<'static, str>) -> bool {
    s.is_empty()
}

#[cfg(feature = "serde")]
fn is_false(b: &bool) -> bool {
    !*b
}

impl BoardPiece {
    /// A piece named `name` drawn as `look` at (`x`, `y`), with nothing
    /// else.
    pub fn new(name: &'static str, look: Look, (x, y): (i32, i32)) -> BoardPiece {
        BoardPiece {
            name: Cow::Borrowed(name),
            look,
            outline: Cow::Borrowed(""),
            figure: None,
            x,
            y,
            player: None,
            text: None,
            squares: Vec::new(),
            last_turn: false,
        }
    }

    /// `player`'s `figure` centred on board point (`x`, `y`), named `name`.
    pub fn figure(name: &'static str, figure: Figure, player: Player, at: (i32, i32)) -> Self {
        BoardPiece {
            outline: Cow::Borrowed(figure.outline(false)),
            figure: Some(figure),
            player: Some(player),
            ..BoardPiece::new(name, Look::Figure, at)
        }
    }

    /// A neutral piece named `name` with outline `outline`, centred on
    /// board point (`x`, `y`).
    pub fn outline(name: &'static str, outline: &'static str, at: (i32, i32)) -> Self {
        BoardPiece {
            outline: Cow::Borrowed(outline),
            ..BoardPiece::new(name, Look::Outline, at)
        }
    }
}

/// The board point `(dx, dy)` board units from the north-west corner of
/// square `pos`.
pub fn on_square(pos: Pos, (dx, dy): (i32, i32)) -> (i32, i32) {
    (pos.0 * TILE + dx, pos.1 * TILE + dy)
}

impl crate::game::Game {
    /// Every piece the expansions in play show on the board, in drawing
    /// order ([`Look`]).
    pub fn pieces(&self) -> Vec<BoardPiece> {
        let mut all = Vec::new();
        self.ask_draw(&mut all);
        // In the order of the looks, each look's in the registry's order
        // (a stable sort by buckets: no sorting code in the page's engine).
        let looks = [Look::Squares, Look::Badge, Look::Figure, Look::Outline];
        let mut out = Vec::with_capacity(all.len());
        for look in looks {
            out.extend(all.iter().filter(|p| p.look == look).cloned());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expansion::{DragonStep, Setup};
    use crate::game::testkit::*;
    use crate::game::{Game, Step, Turn};
    use crate::geom::Rotation;
    use crate::rules::Rules;

    fn t(kind: usize, pos: Pos, steps: Vec<Step>) -> Turn {
        Turn {
            kind,
            pos,
            rotation: Rotation::quarter(0),
            steps,
            player: None,
        }
    }

    #[test]
    fn the_dragon_is_drawn_with_its_last_move_and_only_that() {
        let setup = Setup::with_modules(&["princess-dragon", "tower"]).expect("known");
        let mut g = Game::new(step_table(setup), Rules::standard());
        g.play(&t(KU_VOLCANO, (0, 0), vec![])).expect("legal");
        for y in 1..4 {
            g.play(&t(KU, (0, y), vec![])).expect("legal");
        }
        let path = vec![(0, 1), (0, 2), (0, 3), (0, 4)];
        g.play(&t(
            KU_DRAGON,
            (0, 4),
            vec![Step::from(DragonStep::Dragon { path })],
        ))
        .expect("legal");
        let dragon = BoardPiece {
            squares: vec![(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)],
            ..BoardPiece::outline(
                "dragon",
                crate::expansion::princess_dragon::DRAGON_OUTLINE,
                (50, 450),
            )
        };
        assert_eq!(g.pieces(), std::slice::from_ref(&dragon));
        // The next turn: the dragon stays, its move is over.
        g.play(&t(KU, (1, 0), vec![])).expect("legal");
        let still = BoardPiece {
            squares: Vec::new(),
            ..dragon
        };
        assert_eq!(g.pieces(), [still]);
    }
}
