//! A turn's steps after its tile: what the player does with it (place a
//! figure, or what an expansion offers instead), then what follows (the
//! dragon's move). Each step is checked against the rules of the modules
//! in play ([`TurnRules`]) and refused with a [`StepError`] saying why.
//!
//! The order of a turn, as [`Game::play`] takes it: the tile (a volcano
//! brings the dragon onto it); the fairy's point for the player whose
//! follower stands with it; a ransom; one action (a figure, a princess's
//! removal, the fairy, a tower piece or a tower's top); the dragon's move
//! on a dragon tile; scoring. The expansions' own steps are their types in
//! `expansion/<name>/steps.rs`, played by their `play.rs`.

use super::{Follower, Game, Player, Pos, When};
use crate::expansion::{ExtStep, TurnRules};
use crate::figure::Figure;
use crate::spec::FeatureSpec;

/// One step of a turn, after its tile: the base game's figure (on the tile
/// just laid, or through a magic portal on another), or an expansion's.
/// In the site's example JSON a step is a list of integers
/// ([`Step::code`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Place a figure on a feature of the tile just laid or, where an
    /// expansion reaches it (a magic portal), of the tile on `on`.
    Figure {
        /// Owner.
        player: Player,
        /// Which figure.
        figure: Figure,
        /// The square of another tile; `None`: the tile just laid.
        on: Option<Pos>,
        /// The feature.
        spec: FeatureSpec,
    },
    /// A step of an expansion, by the registry's expansion.
    Ext(ExtStep),
}

impl Step {
    /// The step's place in a turn: 0 before the action (a ransom), 1 the
    /// action, 2 after it and before the scoring (the dragon's move),
    /// [`Step::AFTER_SCORING`] (3) after the turn's scoring, 4 after those
    /// (the catapult round), [`Step::AT_THE_END`] (5) before the final
    /// scoring. An expansion's steps say their own.
    pub fn phase(&self) -> u8 {
        match self {
            Step::Figure { .. } => Step::figure_phase(),
            Step::Ext(s) => s.phase(),
        }
    }

    /// The phase of a figure placed with the tile: the turn's action.
    pub const fn figure_phase() -> u8 {
        1
    }

    /// The step's parts, each a step the rules would accept alone where
    /// the whole is accepted (a catapult round's hits, each on its own):
    /// how [`Game::offers`] lists a step made of any number of outcomes
    /// without listing every combination. Most steps are their one part.
    pub fn parts(&self) -> Vec<Step> {
        match self {
            Step::Figure { .. } => vec![self.clone()],
            Step::Ext(s) => s.parts().into_iter().map(Step::Ext).collect(),
        }
    }

    /// The step with one more part `part` ([`Step::parts`] undone: a
    /// catapult round with one more throw); `None` when `part` is not a
    /// part of the same kind of step.
    pub fn join(&self, part: &Step) -> Option<Step> {
        match (self, part) {
            (Step::Ext(s), Step::Ext(p)) => s.join(p).map(Step::Ext),
            _ => None,
        }
    }

    /// The names of the core's steps ([`Step::name`]): a figure placed
    /// through a portal (a figure on the turn's own tile is the page's
    /// click on its feature).
    pub const NAMES: &'static [&'static str] = &["figure"];

    /// What kind of step it is, for a reader: `figure`, or its
    /// expansion's name for it ([`StepKind::name`](crate::expansion::StepKind::name)).
    pub fn name(&self) -> &'static str {
        match self {
            Step::Figure { .. } => "figure",
            Step::Ext(s) => s.name(),
        }
    }

    /// Who takes it, when one player does.
    pub fn player(&self) -> Option<Player> {
        match self {
            Step::Figure { player, .. } => Some(*player),
            Step::Ext(s) => s.player(),
        }
    }

    /// The squares it concerns when taken in the turn of the tile on
    /// `at` (a portal's figure: the square it goes to).
    pub fn squares(&self, at: Pos) -> Vec<Pos> {
        match self {
            Step::Figure { on, .. } => vec![on.unwrap_or(at)],
            Step::Ext(s) => s.squares(at),
        }
    }

    /// What tells it apart from its kind's other steps by the same player
    /// on the same squares ([`StepKind::details`](crate::expansion::StepKind::details)).
    pub fn details(&self) -> Vec<(&'static str, &'static str)> {
        match self {
            Step::Figure { figure, spec, .. } => vec![("figure", figure.as_str()), spec.detail()],
            Step::Ext(s) => s.details(),
        }
    }

    /// Whose rules the step is: `base` for a figure, else the id of its
    /// expansion.
    pub fn source(&self) -> &'static str {
        match self {
            Step::Figure { .. } => "base",
            Step::Ext(s) => s.expansion(),
        }
    }

    /// The first phase played after the turn's scoring.
    pub const AFTER_SCORING: u8 = 3;

    /// The phase played after the last turn, before the final scoring.
    pub const AT_THE_END: u8 = 5;

    /// A figure on a feature of the tile just laid.
    pub fn figure(player: Player, figure: Figure, spec: FeatureSpec) -> Step {
        Step::Figure {
            player,
            figure,
            on: None,
            spec,
        }
    }
}

/// Why a step cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepError {
    /// The step belongs to an expansion whose tile set is not in play.
    NotInPlay,
    /// The step comes after one that follows it in a turn (a ransom
    /// before the action, the dragon last), repeats one taken once, comes
    /// before the turn's scoring when it follows it (or after it when it
    /// precedes it), or waits for the end of the game.
    OutOfOrder,
    /// A second action this turn (figure, princess, fairy, tower).
    AlreadyActed,
    /// The step is the turn's player's alone (its action, entering a
    /// quarter), and it is `player`'s turn.
    TurnOf {
        /// Whose turn it is.
        player: Player,
    },
    /// The turn lays a tile of a block before play (the city of
    /// Carcassonne): no figure and no step goes with it.
    BeforePlay,
    /// The colour has no seat at this table (grey without Inns &
    /// Cathedrals).
    NoSeat {
        /// The colour.
        player: Player,
    },
    /// No tile lies on the square.
    NoTile {
        /// The square.
        at: Pos,
    },
    /// No follower (small or big) stands there.
    NoFollower {
        /// The square.
        at: Pos,
    },
    /// The follower there is not the player's.
    NotYours {
        /// The square.
        at: Pos,
        /// Whose it is.
        owner: Player,
    },
    /// An expansion's own refusal, by the registry's expansion.
    Ext(crate::expansion::ExtError),
}

/// Why points changed hands outside a feature's scoring, or on top of it:
/// one of the reasons an expansion declares
/// ([`Expansion::REASONS`](crate::expansion::Expansion::REASONS)), by its
/// id (`fairy-turn`). JSON writes the id; its name in a locale is the
/// message `example-award-<id>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reason(&'static str);

impl Reason {
    /// The reason with id `id` (kebab-case), for an expansion to declare.
    pub const fn new(id: &'static str) -> Reason {
        Reason(id)
    }

    /// Its id (`fairy-turn`).
    pub const fn id(self) -> &'static str {
        self.0
    }

    /// The reason a registered expansion declares with id `id`.
    pub fn from_id(id: &str) -> Option<Reason> {
        crate::expansion::EXT_REASONS
            .iter()
            .flat_map(|r| r.iter())
            .find(|r| r.0 == id)
            .copied()
    }

    /// Every registered reason, in registry order.
    pub fn all() -> impl Iterator<Item = Reason> {
        crate::expansion::EXT_REASONS
            .iter()
            .flat_map(|r| r.iter().copied())
    }
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Reason {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Reason {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Reason, D::Error> {
        let id = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Reason::from_id(&id).ok_or_else(|| {
            let ids: Vec<&'static str> = Reason::all().map(Reason::id).collect();
            serde::de::Error::custom(format_args!(
                "unknown award reason `{id}`, expected one of {}",
                ids.join(", ")
            ))
        })
    }
}

/// Points given for something other than a feature's majority: the
/// fairy's, a ransom.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Award {
    /// Why.
    pub reason: Reason,
    /// During play or in the final scoring.
    pub when: When,
    /// Who gains the points.
    pub player: Player,
    /// How many.
    pub points: u32,
    /// Who pays them (a ransom's payer loses as many).
    #[cfg_attr(feature = "serde", serde(default))]
    pub payer: Option<Player>,
    /// The tiles concerned: the fairy's, or the scored feature's.
    pub tiles: Vec<Pos>,
}

/// The state of a turn's steps.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct TurnState {
    /// The phase reached.
    pub(crate) phase: u8,
    /// The turn's scoring is done: only steps after it remain
    /// ([`Step::AFTER_SCORING`] and later).
    pub(crate) scored: bool,
    /// The last turn is over and the final scoring is next: only steps
    /// [`Step::AT_THE_END`] remain.
    pub(crate) ending: bool,
}

impl TurnState {
    /// Whether a step of phase `phase` may come now: not before one taken
    /// already, after the turn's scoring only when it is done, at the end
    /// only when the game is ending.
    pub(crate) fn admits(&self, phase: u8) -> bool {
        phase >= self.phase
            && (phase >= Step::AFTER_SCORING) == self.scored
            && (phase >= Step::AT_THE_END) == self.ending
    }
}

impl Game {
    /// What the modules in play add to a turn.
    pub fn turn_rules(&self) -> &TurnRules {
        &self.extras
    }

    /// Points given outside features' majorities, in order.
    pub fn awards(&self) -> &[Award] {
        &self.awards
    }

    /// Takes one step of the current turn (after its tile).
    pub fn step(&mut self, step: &Step) -> Result<(), StepOrFollower> {
        if !self.turn_state.admits(step.phase()) {
            return Err(StepError::OutOfOrder.into());
        }
        if (self.setup().block_tiles()).is_some_and(|n| self.tiles.len() <= n) {
            return Err(StepError::BeforePlay.into());
        }
        self.turn_state.phase = step.phase();
        match *step {
            Step::Figure {
                player,
                figure,
                on,
                spec,
            } => {
                let t = match on {
                    None => self
                        .last_tile()
                        .ok_or(StepOrFollower::Follower(super::FollowerError::NoTile))?,
                    Some(at) => self.tile_at(at)?,
                };
                let feature = spec.resolve(self.face(t))?;
                self.turn_of(player)?;
                self.place_figure_on(player, figure, t, feature)?;
            }
            Step::Ext(ref s) => s.take(self)?,
        }
        Ok(())
    }

    /// The index of the tile on `at`.
    pub(crate) fn tile_at(&self, at: Pos) -> Result<usize, StepError> {
        self.board.tile(at).ok_or(StepError::NoTile { at })
    }

    /// The last tile's index.
    pub(crate) fn last_tile(&self) -> Option<usize> {
        self.tiles.len().checked_sub(1)
    }

    /// Marks the turn's action taken, or refuses a second.
    pub(crate) fn act(&mut self, by: Player) -> Result<(), StepError> {
        self.turn_of(by)?;
        if self.follower_this_turn {
            return Err(StepError::AlreadyActed);
        }
        self.follower_this_turn = true;
        Ok(())
    }

    /// Refuses `by` when it is known to be another player's turn, or when
    /// the colour has no seat at this table.
    pub(crate) fn turn_of(&self, by: Player) -> Result<(), StepError> {
        if by.index() >= self.setup().seats() {
            return Err(StepError::NoSeat { player: by });
        }
        match self.turn_player {
            Some(player) if player != by => Err(StepError::TurnOf { player }),
            _ => Ok(()),
        }
    }

    /// The index in `followers` of the follower (small or big) on `at`'s
    /// feature `spec`.
    pub(crate) fn follower_at(&self, at: Pos, spec: FeatureSpec) -> Result<usize, StepOrFollower> {
        let t = self.tile_at(at)?;
        let feature = spec.resolve(self.face(t))?;
        self.followers
            .iter()
            .position(|f| f.tile == t && f.feature == feature && f.figure.is_follower())
            .ok_or(StepError::NoFollower { at }.into())
    }

    /// Takes the figure `i` off the board (the caller sends it home or to
    /// prison); the fairy beside it stays on its tile.
    pub(crate) fn take_off(&mut self, i: usize) -> Follower {
        let f = self.followers[i];
        let root = self.root_of(&f) as usize;
        let strength = &mut self.nodes[root].meeples[f.player.index()];
        *strength = strength.saturating_sub(f.figure.strength());
        self.followers.remove(i);
        self.ask_figure_removed(&f);
        f
    }

    /// Sends figure `i` home to its owner's supply.
    pub(crate) fn send_home(&mut self, i: usize) {
        let f = self.take_off(i);
        self.supply[f.player.index()][f.figure.index()] += 1;
    }

    /// Sends home every builder and pig whose owner has no follower left
    /// on its feature.
    pub(crate) fn send_home_strays(&mut self) {
        let mut i = 0;
        while i < self.followers.len() {
            let f = self.followers[i];
            if !f.figure.is_follower()
                && self.nodes[self.root_of(&f) as usize].meeples[f.player.index()] == 0
            {
                self.send_home(i);
            } else {
                i += 1;
            }
        }
    }

    /// Gives `points` to `player` for `reason`.
    pub(crate) fn give(
        &mut self,
        reason: Reason,
        when: When,
        player: Player,
        points: u32,
        tiles: Vec<Pos>,
    ) {
        self.scores[player.index()] = self.scores[player.index()].saturating_add(points);
        self.awards.push(Award {
            reason,
            when,
            player,
            points,
            payer: None,
            tiles,
        });
    }
}

/// A step's failure: a rule of the step, a figure's placement, or a
/// feature spec naming nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepOrFollower {
    /// The step's own rule.
    Step(StepError),
    /// Placing a figure.
    Follower(super::FollowerError),
    /// A spec names no feature of the tile.
    Feature(crate::spec::FeatureSpecError),
}

impl From<StepError> for StepOrFollower {
    fn from(e: StepError) -> StepOrFollower {
        StepOrFollower::Step(e)
    }
}

impl From<super::FollowerError> for StepOrFollower {
    fn from(e: super::FollowerError) -> StepOrFollower {
        StepOrFollower::Follower(e)
    }
}

impl From<crate::spec::FeatureSpecError> for StepOrFollower {
    fn from(e: crate::spec::FeatureSpecError) -> StepOrFollower {
        StepOrFollower::Feature(e)
    }
}
