//! A game's turns written as a board file (docs/rules-and-boards.md), the
//! form `tilebook score` reads back: the tiles in order with their
//! players, the figures placed with them, and each expansion's steps in
//! its own tables, written by the expansion ([`StepKind::write`](crate::expansion::StepKind::write)).
//! `sim --boards` writes its games with it, and the round-trip tests read
//! them back: writer, reader and replay agree on every move a game makes.

use std::fmt::Write as _;

use crate::face::KindTable;
use crate::figure::Figure;
use crate::game::{Player, Pos, Step, Turn};
use crate::geom::Rotation;
use crate::spec::FeatureSpec;

/// The most tiles a board file lists: far above any real game (the base
/// game has 72 tiles, the biggest box a few hundred), so that a board is
/// read and replayed in bounded time and memory.
pub const MAX_BOARD_TILES: usize = 5_000;

/// The most entries of any other list of a board file: its `[[follower]]`
/// or an expansion's tables, or the values of one key (a catapult
/// round's swaps, a dragon's path).
pub const MAX_BOARD_LIST: usize = 10_000;

/// The most bytes a board file may have (1 MiB): a board of
/// [`MAX_BOARD_TILES`] tiles with their figures and steps fits, and
/// reading it stays within bounded memory.
pub const MAX_BOARD_BYTES: usize = 1 << 20;

/// Why a game cannot be written as a board file: a step names a feature no
/// place of a board file names (a field that touches no edge), or a
/// square without a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unwritable {
    /// The square of the feature.
    pub at: Pos,
}

/// Where the tables of a board file are written: the keys of the current
/// `[[tile]]` (a dragon's path) and the tables after it.
#[derive(Debug)]
pub struct Tables<'a> {
    /// Every tile on the board so far: its square, kind and rotation.
    squares: &'a [(Pos, usize, Rotation)],
    table: &'a KindTable,
    /// Keys the turn's steps add to its `[[tile]]`.
    tile: String,
    /// The tables of the turn's steps.
    out: String,
}

impl Tables<'_> {
    /// Starts a table `[[name]]`.
    pub fn table(&mut self, name: &str) -> &mut Self {
        let _ = write!(self.out, "\n[[{name}]]\n");
        self
    }

    /// Writes `key = value` in the table started last (`value` as TOML).
    pub fn key(&mut self, key: &str, value: impl AsRef<str>) -> &mut Self {
        let _ = writeln!(self.out, "{key} = {}", value.as_ref());
        self
    }

    /// Writes `key = value` into the turn's `[[tile]]`.
    pub fn tile_key(&mut self, key: &str, value: impl AsRef<str>) {
        let _ = writeln!(self.tile, "{key} = {}", value.as_ref());
    }

    /// The feature `spec` names on the tile at `at`, as a board file
    /// writes it (`city@N`), quoted.
    pub fn feature(&self, at: Pos, spec: FeatureSpec) -> Result<String, Unwritable> {
        let &(_, kind, rotation) = self
            .squares
            .iter()
            .find(|(p, _, _)| *p == at)
            .ok_or(Unwritable { at })?;
        let face = self.table.face(kind, rotation);
        let feature = spec.resolve(face).map_err(|_| Unwritable { at })?;
        let named = FeatureSpec::naming(face, feature).ok_or(Unwritable { at })?;
        Ok(quoted(&named.to_string()))
    }

    /// `{ at = [x, y], feature = "…" }`: a figure somewhere on the board.
    pub fn place(&self, at: Pos, spec: FeatureSpec) -> Result<String, Unwritable> {
        Ok(format!(
            "{{ at = {}, feature = {} }}",
            square(at),
            self.feature(at, spec)?
        ))
    }
}

/// A string as TOML writes it (the names written here need no escapes
/// beyond quotes and backslashes).
pub fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// A square as `[x, y]`.
pub fn square(p: Pos) -> String {
    format!("[{}, {}]", p.0, p.1)
}

/// A player as `"red"`.
pub fn player(p: Player) -> String {
    quoted(p.as_str())
}

/// A figure as `"big"`.
pub fn figure(f: Figure) -> String {
    quoted(f.as_str())
}

/// Writes `turns` as a board file of the tile sets `sets`: the first
/// `block` turns are a set's block, which a board does not list (the
/// reader lays it); `expect` gives the points per rule edition to record.
/// A figure on its turn's own tile is a `[[follower]]`; every other step is
/// written by its expansion.
pub fn write_board(
    table: &KindTable,
    sets: &[&str],
    turns: &[Turn],
    block: usize,
    final_scoring: bool,
    expect: &[(&str, Vec<(Player, u32)>)],
) -> Result<String, Unwritable> {
    let mut text = String::from("# A game written by tilebook: `tilebook score` replays it.\n");
    let sets: Vec<String> = sets.iter().map(|s| quoted(s)).collect();
    let _ = writeln!(text, "tilesets = [{}]", sets.join(", "));
    if !final_scoring {
        text.push_str("final = false\n");
    }
    let mut squares: Vec<(Pos, usize, Rotation)> = Vec::with_capacity(turns.len());
    let mut rest = String::new();
    for (i, turn) in turns.iter().enumerate() {
        squares.push((turn.pos, turn.kind, turn.rotation));
        let mut w = Tables {
            squares: &squares,
            table,
            tile: String::new(),
            out: String::new(),
        };
        for step in &turn.steps {
            match step {
                Step::Figure {
                    player: p,
                    figure: f,
                    on,
                    spec,
                } => {
                    w.table("follower").key("player", player(*p));
                    if *f != Figure::Follower {
                        w.key("figure", figure(*f));
                    }
                    w.key("at", square(turn.pos));
                    let at = match on {
                        Some(q) => {
                            w.key("on", square(*q));
                            *q
                        }
                        None => turn.pos,
                    };
                    let feature = w.feature(at, *spec)?;
                    w.key("feature", feature);
                }
                Step::Ext(s) => s.write(turn.pos, &mut w)?,
            }
        }
        if i < block {
            continue;
        }
        let _ = write!(
            text,
            "\n[[tile]]\nkind = {}\nat = {}\n",
            quoted(table.kind(turn.kind).id.as_str()),
            square(turn.pos)
        );
        if turn.rotation != Rotation::R0 {
            let _ = writeln!(text, "rotation = {}", turn.rotation.degrees());
        }
        if let Some(p) = turn.player {
            let _ = writeln!(text, "player = {}", player(p));
        }
        text.push_str(&w.tile);
        rest.push_str(&w.out);
    }
    text.push_str(&rest);
    if !expect.is_empty() {
        text.push_str("\n[expect]\n");
        for (edition, points) in expect {
            let points: Vec<String> = points.iter().map(|(p, n)| format!("{p} = {n}")).collect();
            let _ = writeln!(text, "{edition} = {{ {} }}", points.join(", "));
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testkit::*;
    use crate::tile::{FeatureRef, FeatureType};

    #[test]
    fn a_game_is_written_tile_by_tile_with_its_figures_and_their_places() {
        let table = table();
        let road = FeatureSpec::Ref(FeatureRef {
            ty: FeatureType::Road,
            index: 0,
        });
        let turns = vec![
            Turn {
                kind: KD,
                pos: (0, 0),
                rotation: Rotation::R0,
                steps: vec![],
                player: None,
            },
            Turn {
                kind: KU,
                pos: (1, 0),
                rotation: Rotation::R90,
                steps: vec![Step::figure(Player::Blue, Figure::Follower, road)],
                player: Some(Player::Blue),
            },
        ];
        let text = write_board(
            &table,
            &["base"],
            &turns,
            0,
            false,
            &[("third", vec![(Player::Blue, 0)])],
        )
        .expect("writable");
        let kd = table.kind(KD).id.as_str();
        let ku = table.kind(KU).id.as_str();
        assert_eq!(
            text,
            format!(
                "# A game written by tilebook: `tilebook score` replays it.\n\
                 tilesets = [\"base\"]\nfinal = false\n\n\
                 [[tile]]\nkind = \"{kd}\"\nat = [0, 0]\n\n\
                 [[tile]]\nkind = \"{ku}\"\nat = [1, 0]\nrotation = 90\nplayer = \"blue\"\n\n\
                 [[follower]]\nplayer = \"blue\"\nat = [1, 0]\nfeature = \"road\"\n\n\
                 [expect]\nthird = {{ blue = 0 }}\n"
            )
        );
        // A step on a square without a tile cannot be written.
        let mut bad = turns.clone();
        bad[1].steps = vec![Step::Figure {
            player: Player::Blue,
            figure: Figure::Follower,
            on: Some((5, 5)),
            spec: road,
        }];
        assert_eq!(
            write_board(&table, &["base"], &bad, 0, true, &[]),
            Err(Unwritable { at: (5, 5) })
        );
        assert_eq!(quoted(r#"a"b\c"#), r#""a\"b\\c""#);
    }
}
