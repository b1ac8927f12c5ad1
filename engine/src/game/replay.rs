//! One replay: a board given as turns (a tile, then the followers placed
//! with it) becomes a [`Game`], or a typed [`ReplayError`] saying which
//! turn, and which follower of it, failed and why. The compiler's board
//! files and the site's interactive examples both go through [`replay`];
//! a kept game takes one more turn with [`Game::play`].

use std::sync::Arc;

use super::steps::{Step, StepError, StepOrFollower};
use super::{FollowerError, Game, Move, PlacementError, Player, Pos};
use crate::face::KindTable;
use crate::geom::Rotation;
use crate::rules::Rules;
use crate::spec::FeatureSpecError;

/// One turn of a board: a tile, and the steps taken with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Kind index in the game's [`KindTable`].
    pub kind: usize,
    /// Square.
    pub pos: Pos,
    /// Rotation.
    pub rotation: Rotation,
    /// What the player did after laying the tile, in the turn's order
    /// (a second figure is refused: [`FollowerError::AlreadyPlaced`]).
    pub steps: Vec<Step>,
    /// Whose turn it is, when the board says: they complete the cities
    /// the tile completes (goods), and replay checks the turn order.
    pub player: Option<Player>,
}

/// Why a board cannot be replayed: the turn (its index, which is also the
/// index its tile would have had) and, for followers, which one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The turn names a kind index the table does not have.
    UnknownKind {
        /// Index of the turn.
        turn: usize,
        /// The kind index given.
        kind: usize,
    },
    /// The turn's tile cannot go where it was put.
    Placement {
        /// Index of the turn.
        turn: usize,
        /// Why.
        error: PlacementError,
    },
    /// A step's spec names no feature of its tile.
    Feature {
        /// Index of the turn.
        turn: usize,
        /// Index of the step in the turn.
        step: usize,
        /// Why.
        error: FeatureSpecError,
    },
    /// The tile names a colour the game has no seat for (grey, the sixth,
    /// sits only with Inns & Cathedrals).
    NoSeat {
        /// Index of the turn.
        turn: usize,
        /// The colour named.
        player: Player,
    },
    /// Some tiles name their player and this one does not.
    NoPlayer {
        /// Index of the turn.
        turn: usize,
    },
    /// The turn is not this player's: seats play in order, a builder's
    /// owner may play a second tile once.
    TurnOrder {
        /// Index of the turn.
        turn: usize,
        /// Who should play (the next seat).
        expected: Player,
        /// Who the board says played.
        found: Player,
    },
    /// A follower may not go on the feature it names.
    Follower {
        /// Index of the turn.
        turn: usize,
        /// Index of the step in the turn.
        step: usize,
        /// Why.
        error: FollowerError,
    },
    /// A step an expansion brings breaks its rules; `step` is `None` for
    /// what the tile itself requires (a dragon tile's move).
    Step {
        /// Index of the turn.
        turn: usize,
        /// Index of the step in the turn, if a step.
        step: Option<usize>,
        /// Why.
        error: StepError,
    },
}

impl ReplayError {
    /// The index of the turn that failed.
    pub fn turn(&self) -> usize {
        match *self {
            ReplayError::UnknownKind { turn, .. }
            | ReplayError::Placement { turn, .. }
            | ReplayError::Feature { turn, .. }
            | ReplayError::NoPlayer { turn }
            | ReplayError::NoSeat { turn, .. }
            | ReplayError::TurnOrder { turn, .. }
            | ReplayError::Follower { turn, .. }
            | ReplayError::Step { turn, .. } => turn,
        }
    }
}

/// Replays `turns` in a new game of `table` under `rules`: each turn places
/// its tile, then its followers, then scores what the tile completed.
/// With `final_scoring`, the final scoring follows the last turn.
pub fn replay(
    table: Arc<KindTable>,
    rules: Rules,
    turns: &[Turn],
    final_scoring: bool,
) -> Result<Game, ReplayError> {
    let before_play = table.setup().tiles_before_play();
    let seats = check_turn_order(turns, before_play, table.setup().seats())?;
    let mut game = Game::new(table, rules);
    game.set_seats(seats.clone());
    game.reserve(turns.len());
    for (i, turn) in turns.iter().enumerate() {
        game.play(turn)?;
        // A builder's second tile: the same player may play the next turn.
        if let (Some(p), Some(next)) = (turn.player, turns.get(i + 1)) {
            let bonus = game.history().last().is_some_and(Move::plays_again);
            let expected = next_seat(&seats, p);
            if next.player == Some(p) && !bonus && expected != p {
                return Err(ReplayError::TurnOrder {
                    turn: i + 1,
                    expected,
                    found: p,
                });
            }
        }
    }
    if final_scoring {
        game.play_at_the_end(turns)?;
        game.finish();
    }
    Ok(game)
}

/// Replays `turns` like [`replay`] up to the final scoring, not done:
/// every turn over and the steps that wait for the end taken. What may
/// still be done before the final scoring (the market's followers) is
/// [`Game::offers`].
pub fn replay_ending(
    table: Arc<KindTable>,
    rules: Rules,
    turns: &[Turn],
) -> Result<Game, ReplayError> {
    let mut game = replay(table, rules, turns, false)?;
    game.play_at_the_end(turns)?;
    Ok(game)
}

/// Replays `turns` like [`replay`] but leaves the last turn open: its tile
/// laid and its steps taken, and its scoring done only when a step after
/// it was taken. What may be done next is [`Game::next_steps`].
pub fn replay_open(
    table: Arc<KindTable>,
    rules: Rules,
    turns: &[Turn],
) -> Result<Game, ReplayError> {
    let Some((last, before)) = turns.split_last() else {
        return Ok(Game::new(table, rules));
    };
    let before_play = table.setup().tiles_before_play();
    let seats = check_turn_order(turns, before_play, table.setup().seats())?;
    let mut game = replay(table, rules, before, false)?;
    game.set_seats(seats);
    let at = game.tiles.len();
    game.begin_turn(last.kind, last.pos, last.rotation, last.player)?;
    for (i, step) in last.steps.iter().enumerate() {
        if step.phase() >= Step::AT_THE_END {
            continue;
        }
        if step.phase() >= Step::AFTER_SCORING && !game.turn_scored() {
            game.end_turn().map_err(|error| ReplayError::Step {
                turn: at,
                step: None,
                error,
            })?;
        }
        game.step(step).map_err(|e| step_error(at, i, e))?;
    }
    Ok(game)
}

/// What may take the place of step `index` of the last turn (its index in
/// the turn's steps) with one more part ([`Step::join`]): every step the
/// turn offers without it ([`replay_open`], [`Game::next_steps`]) that
/// joins it, kept when the turn replays with the joined step instead. So a
/// catapult round grows throw by throw without listing every combination.
pub fn joins(
    table: Arc<KindTable>,
    rules: Rules,
    turns: &[Turn],
    index: usize,
) -> Result<Vec<Step>, ReplayError> {
    let Some(step) = turns.last().and_then(|t| t.steps.get(index)) else {
        return Ok(Vec::new());
    };
    // The turns with the step replaced by `s`, or without it.
    let with = |s: Option<Step>| {
        let mut turns = turns.to_vec();
        if let Some(last) = turns.last_mut() {
            match s {
                Some(s) => last.steps[index] = s,
                None => drop(last.steps.remove(index)),
            }
        }
        turns
    };
    let game = replay_open(Arc::clone(&table), rules.clone(), &with(None))?;
    let mut out: Vec<Step> = Vec::new();
    for offer in game.next_steps() {
        let Some(joined) = step.join(&offer) else {
            continue;
        };
        if joined == *step || out.contains(&joined) {
            continue;
        }
        if replay_open(
            Arc::clone(&table),
            rules.clone(),
            &with(Some(joined.clone())),
        )
        .is_ok()
        {
            out.push(joined);
        }
    }
    Ok(out)
}

/// The seats, in the order players first play, given whose each turn was
/// (the `before_play` tiles, laid before the game starts, do not count).
fn seats(players: impl IntoIterator<Item = Option<Player>>, before_play: usize) -> Vec<Player> {
    let mut seats: Vec<Player> = Vec::new();
    for p in players.into_iter().skip(before_play).flatten() {
        if !seats.contains(&p) {
            seats.push(p);
        }
    }
    seats
}

/// The seat after `p`'s (`p` itself when nobody else sits: no seats, or
/// `p` alone).
fn next_seat(seats: &[Player], p: Player) -> Player {
    match seats.iter().position(|s| *s == p) {
        Some(i) => seats[(i + 1) % seats.len()],
        None => seats.first().copied().unwrap_or(p),
    }
}

/// When any turn after the `before_play` tiles (the start tile, or a
/// block of tiles) names its player, every one must, and seats play in
/// turn: a player repeats only for a builder's second tile (checked as the
/// game is played), and nobody new sits down once the first player has
/// played again. Returns the seats (none when no turn names its player).
fn check_turn_order(
    turns: &[Turn],
    before_play: usize,
    seated: usize,
) -> Result<Vec<Player>, ReplayError> {
    if let Some((turn, player)) = (turns.iter().enumerate())
        .find_map(|(i, t)| t.player.filter(|p| p.index() >= seated).map(|p| (i, p)))
    {
        return Err(ReplayError::NoSeat { turn, player });
    }
    let rest = turns.iter().enumerate().skip(before_play);
    if rest.clone().all(|(_, t)| t.player.is_none()) {
        return Ok(Vec::new());
    }
    if let Some((turn, _)) = rest.clone().find(|(_, t)| t.player.is_none()) {
        return Err(ReplayError::NoPlayer { turn });
    }
    let seats = seats(turns.iter().map(|t| t.player), before_play);
    let mut last: Option<Player> = None;
    for (turn, t) in rest {
        let p = t.player.expect("checked above");
        if let Some(prev) = last
            && p != prev
            && p != next_seat(&seats, prev)
        {
            return Err(ReplayError::TurnOrder {
                turn,
                expected: next_seat(&seats, prev),
                found: p,
            });
        }
        last = Some(p);
    }
    Ok(seats)
}

impl Game {
    /// Who plays the next tile, when the turns so far name their players:
    /// the same player again when the last tile earned another
    /// ([`Move::plays_again`]), the next seat otherwise (seats in the order players first
    /// played). `None` when no turn after the first names its player.
    pub fn next_player(&self) -> Option<Player> {
        let before_play = self.setup().tiles_before_play();
        let seats = seats(self.history.iter().map(|m| m.player), before_play);
        let last = self.history.last()?;
        let p = last.player.filter(|_| !seats.is_empty())?;
        Some(if last.plays_again() {
            p
        } else {
            next_seat(&seats, p)
        })
    }

    /// Plays one turn: places its tile, then its followers, then scores
    /// what the tile completed. Returns the tile's index. Errors name the
    /// turn by the number of tiles placed before it. A refused tile leaves
    /// the game as it was; a refused follower leaves the tile (and the
    /// followers before it) placed and the turn unscored.
    pub fn play(&mut self, turn: &Turn) -> Result<usize, ReplayError> {
        let at = self.tiles.len();
        let t = self.begin_turn(turn.kind, turn.pos, turn.rotation, turn.player)?;
        let map_step = |i: usize, e: StepOrFollower| step_error(at, i, e);
        // Steps before the scoring, then the scoring, then the steps after
        // it (a wagon moving on); those at the end of the game wait for it
        // ([`Game::play_at_the_end`]).
        let after = turn
            .steps
            .iter()
            .position(|s| s.phase() >= Step::AFTER_SCORING)
            .unwrap_or(turn.steps.len());
        for (i, step) in turn.steps[..after].iter().enumerate() {
            self.step(step).map_err(|e| map_step(i, e))?;
        }
        self.end_turn().map_err(|error| ReplayError::Step {
            turn: at,
            step: None,
            error,
        })?;
        for (i, step) in turn.steps.iter().enumerate().skip(after) {
            if step.phase() < Step::AT_THE_END {
                self.step(step).map_err(|e| map_step(i, e))?;
            }
        }
        Ok(t)
    }

    /// Takes the steps of `turns` that wait for the end of the game
    /// (followers leaving the market), in order, before the final scoring.
    pub fn play_at_the_end(&mut self, turns: &[Turn]) -> Result<(), ReplayError> {
        self.end_play();
        for (turn, t) in turns.iter().enumerate() {
            for (step, s) in t.steps.iter().enumerate() {
                if s.phase() >= Step::AT_THE_END {
                    self.step(s).map_err(|e| step_error(turn, step, e))?;
                }
            }
        }
        Ok(())
    }
}

/// A step's failure as the replay's error of turn `turn`.
fn step_error(turn: usize, step: usize, e: StepOrFollower) -> ReplayError {
    match e {
        StepOrFollower::Step(error) => ReplayError::Step {
            turn,
            step: Some(step),
            error,
        },
        StepOrFollower::Follower(error) => ReplayError::Follower { turn, step, error },
        StepOrFollower::Feature(error) => ReplayError::Feature { turn, step, error },
    }
}

impl Game {
    /// Records whether tile `t`, just placed by `player`, earns them a
    /// second tile in the same turn ([`Move::extra_tile`], an expansion's
    /// rule): never on a turn's second tile (no chain). Returns whether it
    /// does.
    pub fn note_extra_tile(&mut self, t: usize, player: Player) -> bool {
        let n = self.history.len();
        let second =
            n >= 2 && self.history[n - 2].extra_tile && self.history[n - 2].player == Some(player);
        let earned = !second && self.ask_extra_tile(t, player);
        if let Some(m) = self.history.last_mut() {
            m.extra_tile = earned;
        }
        earned
    }
}

#[cfg(test)]
mod tests {
    use super::super::testkit::*;
    use super::*;
    use crate::figure::Figure;
    use crate::geom::Side;
    use crate::tile::{FeatureRef, FeatureType};

    fn turn(kind: usize, pos: Pos, quarter: u8, followers: &[(Player, &str)]) -> Turn {
        Turn {
            kind,
            pos,
            rotation: Rotation::quarter(quarter),
            steps: followers
                .iter()
                .map(|(p, s)| Step::figure(*p, Figure::Follower, s.parse().expect("a spec")))
                .collect(),
            player: None,
        }
    }

    /// D, then a road continuing it east with red's thief, then a cloister.
    fn board() -> Vec<Turn> {
        vec![
            turn(KD, (0, 0), 0, &[]),
            turn(KU, (1, 0), 1, &[(Player::Red, "road")]),
            turn(KB, (0, 1), 0, &[(Player::Blue, "cloister")]),
        ]
    }

    #[test]
    fn a_board_replays_to_the_game_played_by_hand() {
        let g = replay(table(), Rules::standard(), &board(), false).expect("legal");
        let mut h = Game::new(table(), Rules::standard());
        h.place(KD, (0, 0), Rotation::R0).unwrap();
        h.score_turn();
        h.place(KU, (1, 0), Rotation::R90).unwrap();
        h.place_follower(Player::Red, road0()).unwrap();
        h.score_turn();
        h.place(KB, (0, 1), Rotation::R0).unwrap();
        h.place_follower(
            Player::Blue,
            FeatureRef {
                ty: FeatureType::Cloister,
                index: 0,
            },
        )
        .unwrap();
        h.score_turn();
        assert_eq!(g.history(), h.history());
        assert_eq!(g.followers(), h.followers());
        assert!(!g.is_finished());
        let done = replay(table(), Rules::standard(), &board(), true).expect("legal");
        assert!(done.is_finished());
        h.finish();
        assert_eq!(done.events(), h.events());
        assert!(done.score(Player::Red) > 0 && done.score(Player::Blue) > 0);
    }

    #[test]
    fn the_next_player_is_the_next_seat_or_nobody() {
        let next = |turns: &[Turn]| {
            let g = replay(table(), Rules::standard(), turns, false).expect("legal");
            g.next_player()
        };
        // Tiles without players: nobody plays next.
        assert_eq!(next(&board()), None);
        // The first tile's player alone does not sit.
        let mut b = board();
        b[0].player = Some(Player::Yellow);
        assert_eq!(next(&b), None);
        // Red, blue, green, then red again: blue's turn, not yellow's (the
        // first tile's) nor the first seat's.
        b.push(turn(KU, (2, 0), 1, &[]));
        b.push(turn(KU, (3, 0), 1, &[]));
        for (t, p) in b[1..]
            .iter_mut()
            .zip([Player::Red, Player::Blue, Player::Green, Player::Red])
        {
            t.player = Some(p);
        }
        assert_eq!(next(&b), Some(Player::Blue));
        assert_eq!(next(&b[..4]), Some(Player::Red), "after the last seat");
        assert_eq!(next(&b[..3]), Some(Player::Red), "two seats so far");
        assert_eq!(next(&b[..2]), Some(Player::Red), "red alone so far");
    }

    #[test]
    fn a_kept_game_plays_one_more_turn() {
        let mut g = replay(table(), Rules::standard(), &board(), false).expect("legal");
        assert_eq!(g.play(&turn(KU, (2, 0), 1, &[])), Ok(3));
        assert_eq!(g.tiles().len(), 4);
        // A refused tile leaves the game as it was.
        assert_eq!(
            g.play(&turn(KB, (9, 9), 0, &[])),
            Err(ReplayError::Placement {
                turn: 4,
                error: PlacementError::NotAdjacent
            })
        );
        assert_eq!(g.tiles().len(), 4);
        assert_eq!(g.history().len(), 4);
    }

    #[test]
    fn every_failure_names_its_turn_and_follower() {
        let fails =
            |turns: &[Turn]| replay(table(), Rules::standard(), turns, true).expect_err("illegal");
        let mut b = board();
        b[1].kind = 99;
        assert_eq!(fails(&b), ReplayError::UnknownKind { turn: 1, kind: 99 });
        let mut b = board();
        b[2].pos = (0, 0);
        assert_eq!(
            fails(&b),
            ReplayError::Placement {
                turn: 2,
                error: PlacementError::Occupied
            }
        );
        let mut b = board();
        b[1].rotation = Rotation::R0;
        assert_eq!(
            fails(&b),
            ReplayError::Placement {
                turn: 1,
                error: PlacementError::EdgeMismatch {
                    side: Side::W,
                    mine: crate::tile::Terrain::Field,
                    theirs: crate::tile::Terrain::Road
                }
            }
        );
        let mut b = board();
        b[2] = turn(KB, (0, 1), 0, &[(Player::Blue, "city")]);
        assert_eq!(
            fails(&b),
            ReplayError::Feature {
                turn: 2,
                step: 0,
                error: FeatureSpecError::NoneOfType {
                    ty: FeatureType::City
                }
            }
        );
        let mut b = board();
        b[2] = turn(
            KB,
            (0, 1),
            0,
            &[(Player::Blue, "cloister"), (Player::Green, "field")],
        );
        assert_eq!(
            fails(&b),
            ReplayError::Follower {
                turn: 2,
                step: 1,
                error: FollowerError::AlreadyPlaced
            }
        );
        let mut b = board();
        b.push(turn(KU, (2, 0), 1, &[(Player::Blue, "road")]));
        let e = fails(&b);
        assert_eq!(
            e,
            ReplayError::Follower {
                turn: 3,
                step: 0,
                error: FollowerError::Occupied { by: Player::Red }
            }
        );
        assert_eq!(e.turn(), 3);
    }
}
