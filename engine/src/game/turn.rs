//! A turn in stages, and what may be done at each: the tile is laid
//! ([`Game::begin_turn`]), steps are taken ([`Game::step`]), the turn is
//! scored ([`Game::end_turn`]), steps after the scoring follow; after the
//! last turn, the steps that wait for the end ([`Game::end_play`]).
//!
//! [`Game::offers`] lists every step the rules accept at the current
//! stage. Each expansion proposes its own ([`Expansion::offer`](crate::expansion::Expansion::offer)),
//! the core proposes figures, and the engine keeps those it accepts by
//! taking each on a copy of the game: the list is the rules' own answer,
//! never a second version of them. The scoring board, the examples, `sim`
//! and the tests all ask this one list.

use super::steps::{Step, StepError, TurnState};
use super::{Game, Player, Pos, ReplayError};
use crate::figure::Figure;
use crate::geom::Rotation;
use crate::spec::FeatureSpec;

impl Game {
    /// Lays the tile of a new turn for `player` (`None`: unknown): the
    /// expansions' checks of who may play it, its placement, a builder's
    /// second tile, and what a new turn starts with (the dragon brought
    /// in by a volcano). Returns the tile's index. Errors name the turn by
    /// the number of tiles placed before it; a refused placement leaves
    /// the game as it was.
    pub fn begin_turn(
        &mut self,
        kind: usize,
        pos: Pos,
        rotation: Rotation,
        player: Option<Player>,
    ) -> Result<usize, ReplayError> {
        let at = self.tiles.len();
        if kind >= self.table.len() {
            return Err(ReplayError::UnknownKind { turn: at, kind });
        }
        let tile_error = |error| ReplayError::Step {
            turn: at,
            step: None,
            error,
        };
        self.set_turn_player(player);
        // The turn's second tile: the tile before earned it.
        let n = self.history.len();
        let second = player.is_some()
            && n > 0
            && self.history[n - 1].extra_tile
            && self.history[n - 1].player == player;
        if let Some(p) = player {
            self.ask_may_play(kind, p).map_err(tile_error)?;
        }
        let t = self
            .place(kind, pos, rotation)
            .map_err(|error| ReplayError::Placement { turn: at, error })?;
        if let Some(p) = player {
            self.note_extra_tile(t, p);
        }
        self.ask_turn_start(t, player, second).map_err(tile_error)?;
        Ok(t)
    }

    /// Scores the turn, once what the rules require before it has
    /// happened (a dragon tile's dragon moved): refused otherwise, and
    /// refused when the turn is scored already.
    pub fn end_turn(&mut self) -> Result<(), StepError> {
        if self.turn_state.scored {
            return Err(StepError::OutOfOrder);
        }
        if let Some(t) = self.last_tile() {
            self.ask_before_scoring(t)?;
        }
        self.score_turn();
        Ok(())
    }

    /// Whether the turn's scoring is done (or the game is ending).
    pub fn turn_scored(&self) -> bool {
        self.turn_state.scored
    }

    /// Whether the turn may be scored now ([`Game::end_turn`] would).
    pub fn may_end_turn(&self) -> Result<(), StepError> {
        if self.turn_state.scored {
            return Err(StepError::OutOfOrder);
        }
        match self.last_tile() {
            Some(t) => self.ask_before_scoring(t),
            None => Ok(()),
        }
    }

    /// The last turn is over: the expansions hear it, and only the steps
    /// that wait for the end of the game ([`Step::AT_THE_END`]) may follow,
    /// before [`Game::finish`].
    pub fn end_play(&mut self) {
        self.ask_game_ending();
        self.turn_state = TurnState {
            phase: 0,
            scored: true,
            ending: true,
        };
    }

    /// The players who may act in a step: the seats when known, else
    /// every colour the game seats.
    pub fn acting_players(&self) -> Vec<Player> {
        if self.seats.is_empty() {
            self.seated_colours()
        } else {
            self.seats.clone()
        }
    }

    /// Every colour the game has a seat for ([`Setup::seats`](crate::expansion::Setup::seats)).
    fn seated_colours(&self) -> Vec<Player> {
        Player::ALL[..self.setup().seats().min(Player::ALL.len())].to_vec()
    }

    /// Who takes the turn's own steps (its action, a ransom, a quarter):
    /// the player whose turn it is, or, unknown (a tile laid before play, a
    /// board that names no players), any colour with a seat.
    pub(crate) fn turn_players(&self) -> Vec<Player> {
        match self.turn_player {
            Some(p) => vec![p],
            None => self.seated_colours(),
        }
    }

    /// Every step the rules accept now, at the turn's current stage: the
    /// figures that may go on the tile just laid (or through a portal),
    /// and each expansion's steps (a princess, a tower piece and each
    /// capture, the dragon's every path, a barn, a wagon moving on, a
    /// quarter, a catapult round). Each was taken on a copy of the game
    /// and accepted; in a stable order (figures first, then the
    /// expansions in registry order).
    pub fn offers(&self) -> Vec<Step> {
        let mut out = self.candidates();
        out.retain(|s| self.accepts(s));
        out
    }

    /// What [`Game::offers`] chooses from: every step proposed at the
    /// turn's current stage, accepted or not (each is, or is refused by
    /// [`Game::step`]). For a caller that needs only some of the offers
    /// (one at random), trying a few of these costs less than
    /// [`Game::offers`].
    pub fn candidates(&self) -> Vec<Step> {
        let players = self.acting_players();
        let mut out = Vec::new();
        if self.turn_state.admits(Step::figure_phase()) {
            self.figure_candidates(&mut out);
        }
        self.ask_offer(&players, &mut out);
        out.retain(|s| self.turn_state.admits(s.phase()));
        out
    }

    /// What may be done next in a turn left open ([`crate::game::replay_open`]):
    /// the steps of its current stage and, when the turn may be scored
    /// now, those that follow its scoring (taking one scores the turn).
    pub fn next_steps(&self) -> Vec<Step> {
        let mut out = self.offers();
        if !self.turn_state.scored && self.may_end_turn().is_ok() {
            let mut after = self.clone();
            if after.end_turn().is_ok() {
                out.extend(after.offers());
            }
        }
        out
    }

    /// Whether the rules accept `step` now: it is taken on a copy.
    pub fn accepts(&self, step: &Step) -> bool {
        self.clone().step(step).is_ok()
    }

    /// The figures the turn's player (or, unknown, any acting player) may
    /// try on the tile just laid, and on the tiles an expansion lets a
    /// figure reach from it.
    fn figure_candidates(&self, out: &mut Vec<Step>) {
        let Some(last) = self.last_tile() else {
            return;
        };
        let who = self.turn_players();
        let mut options = Vec::new();
        for &player in &who {
            options.clear();
            self.figure_options_into(player, &mut options);
            out.extend(
                options.iter().map(|&(figure, feature)| {
                    Step::figure(player, figure, FeatureSpec::Ref(feature))
                }),
            );
            for figure in Figure::ALL {
                if self.figures_left(player, figure) == 0 {
                    continue;
                }
                for t in (0..self.tiles.len()).filter(|&t| t != last) {
                    if !self.ask_reaches(last, t, figure) {
                        continue;
                    }
                    let on = Some(self.tiles[t].pos);
                    out.extend(self.face(t).features.iter().map(|f| Step::Figure {
                        player,
                        figure,
                        on,
                        spec: FeatureSpec::Ref(f.feature),
                    }));
                }
            }
        }
    }

    /// Every figure on the board as a step names it: its index in
    /// [`Game::followers`], its square and its feature there.
    pub(crate) fn figure_spots(&self) -> impl Iterator<Item = (usize, Pos, FeatureSpec)> + '_ {
        self.followers
            .iter()
            .enumerate()
            .map(|(i, f)| (i, self.tiles[f.tile].pos, FeatureSpec::Ref(f.feature)))
    }
}
