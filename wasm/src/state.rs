//! The engine behind one example on a page ([`Core`]): the example's
//! integers replayed, and every answer the page asks for as a value (the
//! state after a step, a feature, legal placements), before it becomes
//! JSON for JavaScript (`lib.rs`).

use std::borrow::Cow;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tilebook_engine::message::UNKNOWN_KIND;
use tilebook_engine::{
    Award, BoardPiece, ExampleCode, ExampleJson, FeatureRef, FeatureSpec, FeatureType, Figure,
    FollowerError, FollowerJson, Game, KindTable, Message, PLAYERS, Player, Pos, ReplayError,
    Rotation, Rules, RulesId, ScoreEvent, Step, TileJson, Turn, UnknownName,
};

/// What the page draws and tabulates for one state.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct StateJson {
    /// The rule edition.
    pub rules: RulesId,
    /// Tiles placed so far.
    pub tiles: Vec<TileJson>,
    /// Followers still on the board.
    pub followers: Vec<FollowerJson>,
    /// Points per player, for every player of the example.
    pub players: Vec<(Player, u32)>,
    /// Every scoring so far.
    pub events: Vec<ScoreEvent>,
    /// Points outside features' majorities (each with its reason: the
    /// fairy's, a ransom, the most goods of a kind). Absent from the JSON
    /// when there are none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub awards: Vec<Award>,
    /// The pieces the expansions in play show on the board
    /// ([`Game::pieces`]), what the last turn did with them included.
    /// Absent from the JSON when there are none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pieces: Vec<BoardPiece>,
}

/// A clicked feature: where it runs and what it is worth now.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct FeatureJson {
    /// The feature.
    pub feature: FeatureRef,
    /// Its squares.
    pub tiles: Vec<Pos>,
    /// Whether it is complete.
    pub complete: bool,
    /// Followers per player on it.
    pub followers: Vec<(Player, u8)>,
    /// Points for its owners if scored now.
    pub value: u32,
}

/// Why the page's request was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoreError {
    /// An engine error: the page shows its text, rendered for the page's
    /// locale when the site was built, by [`Message::key`].
    Engine(Message),
    /// Anything else (JSON that is not an example, an unknown rule
    /// edition): not for readers; the page shows its neutral message.
    Other(String),
}

impl CoreError {
    /// What the page gets: the engine's key of the error, or the text of
    /// any other.
    pub fn key(&self) -> String {
        match self {
            CoreError::Engine(m) => m.key(),
            CoreError::Other(text) => text.clone(),
        }
    }
}

impl From<ReplayError> for CoreError {
    fn from(e: ReplayError) -> CoreError {
        // Not `ReplayError::message`: the examples name features already
        // resolved, so no feature spec fails here, and the messages of
        // feature specs stay out of the module.
        match e {
            ReplayError::UnknownKind { .. } => CoreError::Engine(Message::new(UNKNOWN_KIND)),
            ReplayError::Placement { error, .. } => CoreError::Engine(error.message()),
            ReplayError::Follower { error, .. } => CoreError::Engine(error.message()),
            ReplayError::Feature { .. } => CoreError::Other("a feature spec".into()),
            ReplayError::Step { error, .. } => CoreError::Engine(error.message()),
            e @ ReplayError::NoSeat { .. } => CoreError::Engine(e.message()),
            // The examples' tiles name players in a legal order, and an
            // added tile takes the next player's turn; a follower taken
            // away that earned a builder's second tile can still break it.
            ReplayError::NoPlayer { .. } | ReplayError::TurnOrder { .. } => {
                CoreError::Other("turn order".into())
            }
        }
    }
}

impl From<FollowerError> for CoreError {
    fn from(e: FollowerError) -> CoreError {
        CoreError::Engine(e.message())
    }
}

impl From<String> for CoreError {
    fn from(text: String) -> CoreError {
        CoreError::Other(text)
    }
}

/// The engine behind one example on a page: the example, and its whole
/// board as a game (under the first rule edition, before the final
/// scoring) that placing a tile plays on.
pub struct Core {
    table: Arc<KindTable>,
    ex: ExampleJson,
    game: Game,
}

fn rotation(deg: u16) -> Result<Rotation, CoreError> {
    Rotation::from_degrees(i64::from(deg))
        .ok_or_else(|| CoreError::Other(format!("rotation {deg} is not a quarter turn")))
}

impl Core {
    /// Reads an example (its table's and position's integers,
    /// [`ExampleJson::code`]) and replays its board.
    pub fn new(table: &[i32], code: &ExampleCode) -> Result<Core, CoreError> {
        let mut ex = ExampleJson::from_code(table, code)
            .ok_or_else(|| CoreError::Other("not an example's code".into()))?;
        // The base game's rule variants: parameters of every edition.
        for r in &mut ex.rules {
            for (name, value) in &ex.params {
                r.set_param(name, *value);
            }
        }
        let setup = ex
            .setup()
            .map_err(|_| CoreError::Other("unknown rules module".into()))?;
        let table = Arc::new(
            KindTable::new(ex.kinds.clone())
                .map_err(|e| CoreError::Other(format!("tile kind {} does not compile", e.kind)))?
                .with_setup(setup),
        );
        let mut core = Core {
            game: Game::new(Arc::clone(&table), Rules::standard()),
            table,
            ex,
        };
        core.game = core.replay(&core.first_rules()?, usize::MAX, false)?;
        Ok(core)
    }

    fn rules(&self, id: &str) -> Result<Rules, CoreError> {
        self.ex
            .rules
            .iter()
            .find(|r| r.id == id)
            .cloned()
            .ok_or_else(|| CoreError::Other(format!("no rule edition `{id}`")))
    }

    fn first_rules(&self) -> Result<String, CoreError> {
        self.ex
            .rules
            .first()
            .map(|r| r.id.to_string())
            .ok_or_else(|| CoreError::Other("no rule edition".into()))
    }

    /// The first `step` tiles of the example as the engine's turns.
    fn turns(&self, step: usize) -> Result<Vec<Turn>, CoreError> {
        let mut turns = Vec::new();
        for (i, t) in self.ex.tiles.iter().take(step).enumerate() {
            // Ransoms first, then the figure or other action, then the
            // dragon: the turn's order. Only the full engine reads the
            // expansions' steps.
            let (before, after) = {
                let steps = self
                    .ex
                    .steps
                    .iter()
                    .filter(|c| c.first() == Some(&(i as i32)));
                let steps = steps
                    .map(|c| Step::from_code(&c[1..]))
                    .collect::<Option<Vec<Step>>>()
                    .ok_or_else(|| CoreError::Other("a step".into()))?;
                steps
                    .into_iter()
                    .partition::<Vec<Step>, _>(|s| s.phase() < 1)
            };
            let followers = self
                .ex
                .followers
                .iter()
                .filter(|f| f.tile == i)
                .map(|f| Step::figure(f.player, f.figure, FeatureSpec::Ref(f.feature)));
            turns.push(Turn {
                kind: t.kind,
                pos: t.at,
                rotation: rotation(t.rotation)?,
                steps: before.into_iter().chain(followers).chain(after).collect(),
                player: t.player,
            });
        }
        Ok(turns)
    }

    /// Replays the first `step` tiles under `rules` with the engine's one
    /// replay, then the final scoring if asked and every tile is down.
    pub fn replay(&self, rules: &str, step: usize, final_scoring: bool) -> Result<Game, CoreError> {
        let step = step.min(self.ex.tiles.len());
        let turns = self.turns(step)?;
        let final_scoring = final_scoring && step == self.ex.tiles.len();
        self.replay_turns(self.rules(rules)?, &turns, final_scoring)
    }

    /// The game of `turns` under `rules`: replayed whole or, when its last
    /// turn cannot be scored yet (the dragon still has to move), with that
    /// turn left open for the step it waits for ([`Core::offers`]).
    fn replay_turns(
        &self,
        rules: Rules,
        turns: &[Turn],
        final_scoring: bool,
    ) -> Result<Game, CoreError> {
        let table = Arc::clone(&self.table);
        tilebook_engine::replay(Arc::clone(&table), rules.clone(), turns, final_scoring).or_else(
            |e| {
                tilebook_engine::replay_open(table, rules, turns)
                    .ok()
                    .filter(|g| g.may_end_turn().is_err() && !g.turn_scored())
                    .ok_or_else(|| e.into())
            },
        )
    }

    /// The game after `step` tiles: the kept game when that is the whole
    /// board under its rules before the final scoring, a replay otherwise.
    fn game_at(
        &self,
        rules: &str,
        step: usize,
        final_scoring: bool,
    ) -> Result<Cow<'_, Game>, CoreError> {
        let whole = step >= self.ex.tiles.len() && self.game.rules().id == rules;
        if whole && !final_scoring {
            return Ok(Cow::Borrowed(&self.game));
        }
        self.replay(rules, step, final_scoring).map(Cow::Owned)
    }

    /// Every player with a follower, a tile or points, in colour order,
    /// with their score (a mask, not a sort: smaller in WebAssembly).
    fn players(&self, game: &Game) -> Vec<(Player, u32)> {
        let mut seen = [false; PLAYERS];
        let scorers = game.events().iter().flat_map(|e| e.points.iter());
        let placers = self.ex.tiles.iter().filter_map(|t| t.player);
        for p in (self.ex.followers.iter().map(|f| f.player))
            .chain(placers)
            .chain(scorers.map(|(p, _)| *p))
        {
            seen[p.index()] = true;
        }
        // Who gained or paid points outside a feature (the fairy, ransoms).
        for a in game.awards() {
            for p in std::iter::once(a.player).chain(a.payer) {
                seen[p.index()] = true;
            }
        }
        Player::ALL
            .into_iter()
            .filter(|p| seen[p.index()])
            .map(|p| (p, game.score(p)))
            .collect()
    }

    /// The state after `step` tiles.
    pub fn state(
        &self,
        rules: &str,
        step: usize,
        final_scoring: bool,
    ) -> Result<StateJson, CoreError> {
        let game = self.game_at(rules, step, final_scoring)?;
        Ok(StateJson {
            rules: RulesId::from(rules),
            tiles: self
                .ex
                .tiles
                .iter()
                .take(game.tiles().len())
                .cloned()
                .collect(),
            followers: game
                .followers()
                .iter()
                .map(|f| FollowerJson {
                    player: f.player,
                    figure: f.figure,
                    tile: f.tile,
                    feature: f.feature,
                })
                .collect(),
            players: self.players(&game),
            events: game.events().to_vec(),
            awards: game.awards().to_vec(),
            pieces: game.pieces(),
        })
    }

    /// The feature `feature` of tile `tile` in the state after `step`.
    pub fn feature(
        &self,
        rules: &str,
        step: usize,
        tile: usize,
        feature: FeatureRef,
    ) -> Result<FeatureJson, CoreError> {
        let game = self.game_at(rules, step, false)?;
        if tile >= game.tiles().len() {
            return Err(CoreError::Other(format!("no tile #{}", tile + 1)));
        }
        let extent = game
            .feature_extent(tile, feature)
            .ok_or(FollowerError::UnknownFeature)?;
        Ok(FeatureJson {
            feature,
            tiles: extent.tiles,
            complete: extent.complete,
            followers: Player::ALL
                .into_iter()
                .map(|p| (p, extent.followers[p.index()]))
                .filter(|(_, n)| *n > 0)
                .collect(),
            value: game.feature_value(tile, feature).unwrap_or(0),
        })
    }

    /// Adds the figure `figure` of `player` on `feature` of tile `tile`
    /// (placed in that tile's turn), or removes it when it is already there
    /// (another figure on the tile is replaced). Refused, with
    /// the engine's reason, when the example would become illegal.
    pub fn toggle_follower(
        &mut self,
        tile: usize,
        feature: FeatureRef,
        player: Player,
        figure: Figure,
    ) -> Result<(), CoreError> {
        if tile >= self.ex.tiles.len() {
            return Err(CoreError::Other(format!("no tile #{}", tile + 1)));
        }
        let before = self.ex.followers.clone();
        match self.ex.followers.iter().position(|f| f.tile == tile) {
            // The same figure clicked again goes.
            Some(i)
                if self.ex.followers[i].feature == feature
                    && self.ex.followers[i].figure == figure
                    && self.ex.followers[i].player == player =>
            {
                self.ex.followers.remove(i);
            }
            // Another player's figure placed with the tile is never
            // replaced: the feature it stands on is theirs, and the tile's
            // turn has had its figure.
            Some(i) if self.ex.followers[i].player != player => {
                let held = &self.ex.followers[i];
                let error = if held.feature == feature {
                    FollowerError::Occupied { by: held.player }
                } else {
                    FollowerError::AlreadyPlaced
                };
                return Err(CoreError::Engine(error.message()));
            }
            // The player's own figure of this tile: their other choice.
            Some(i) => {
                self.ex.followers[i] = FollowerJson {
                    player,
                    figure,
                    tile,
                    feature,
                };
            }
            None => self.ex.followers.push(FollowerJson {
                player,
                figure,
                tile,
                feature,
            }),
        }
        self.replay_or(|ex| ex.followers = before)
    }

    /// Replays the example as it now stands under the kept game's rules
    /// and keeps the game; on a refusal, `undo` puts the example back.
    fn replay_or(&mut self, undo: impl FnOnce(&mut ExampleJson)) -> Result<(), CoreError> {
        let rules = self.game.rules().id.clone();
        match self.replay(rules.as_str(), usize::MAX, false) {
            Ok(game) => {
                self.game = game;
                Ok(())
            }
            Err(e) => {
                undo(&mut self.ex);
                Err(e)
            }
        }
    }

    /// Legal (x, y, degrees) for kind `kind` after all tiles.
    pub fn legal(&self, kind: usize) -> Result<Vec<(i32, i32, u16)>, CoreError> {
        if kind >= self.table.len() {
            let turn = self.game.tiles().len();
            return Err(ReplayError::UnknownKind { turn, kind }.into());
        }
        Ok(self
            .game
            .legal_placements(kind)
            .into_iter()
            .map(|((x, y), r)| (x, y, r.degrees()))
            .collect())
    }

    /// Places one more tile at the end: the kept game plays one more turn
    /// (nothing is replayed), left open when it cannot be scored before a
    /// step (the dragon's path, [`Core::add_step`]). When the example's tiles name players, the
    /// tile is the next player's ([`Game::next_player`]), recorded so
    /// that later replays keep the turn order. Refused with the engine's
    /// reason.
    pub fn add_tile(&mut self, kind: usize, x: i32, y: i32, deg: u16) -> Result<(), CoreError> {
        let player = self.game.next_player();
        let turn = Turn {
            kind,
            pos: (x, y),
            rotation: rotation(deg)?,
            steps: Vec::new(),
            player,
        };
        let tile = TileJson {
            kind,
            at: (x, y),
            rotation: deg,
            player,
        };
        if let Err(e) = self.game.play(&turn) {
            // A turn that cannot be scored before a step (a dragon tile
            // before its path) stays open: the tile is laid. Otherwise the
            // refusal stands, and the game is the example's again (a turn
            // refused at its scoring leaves its tile on the board).
            let mut turns = self.turns(usize::MAX)?;
            turns.push(turn);
            let rules = self.game.rules().clone();
            match self.replay_turns(rules.clone(), &turns, false) {
                Ok(open) => self.game = open,
                Err(_) => {
                    turns.pop();
                    self.game = self.replay_turns(rules, &turns, false)?;
                    return Err(e.into());
                }
            }
        }
        self.ex.tiles.push(tile);
        Ok(())
    }

    /// How a board file names `feature` of tile `tile` (`city@N`, board
    /// orientation): what a downloaded board writes for a follower.
    pub fn spec(&self, tile: usize, feature: FeatureRef) -> Result<String, CoreError> {
        if tile >= self.game.tiles().len() {
            return Err(CoreError::Other(format!("no tile #{}", tile + 1)));
        }
        FeatureSpec::naming(self.game.face(tile), feature)
            .map(|s| s.to_string())
            .ok_or_else(|| CoreError::Other("a feature no side names".into()))
    }

    /// What may be done next in the last tile's turn besides a figure on
    /// that tile (the page's click on a feature): every step the engine
    /// offers ([`Game::next_steps`]), each as the integers
    /// [`Core::add_step`] takes, with what a reader needs to choose it;
    /// with the final scoring (`final_scoring`), also what may be done
    /// before it, once every turn is over ([`tilebook_engine::replay_ending`]).
    pub fn offers(&self, rules: &str, final_scoring: bool) -> Result<Vec<OfferJson>, CoreError> {
        let turns = self.turns(usize::MAX)?;
        let Some(last) = turns.last() else {
            return Ok(Vec::new());
        };
        let game =
            tilebook_engine::replay_open(Arc::clone(&self.table), self.rules(rules)?, &turns)?;
        let resolve = |at: Pos, spec: FeatureSpec| {
            let t = game.tiles().iter().position(|p| p.pos == at)?;
            spec.resolve(game.face(t)).ok()
        };
        // The last step the reader took in this turn, grown by one more
        // part (a catapult round's next throw), in its place.
        let mut grown =
            match (self.last_step()).and_then(|step| last.steps.iter().rposition(|s| *s == step)) {
                Some(i) => {
                    tilebook_engine::joins(Arc::clone(&self.table), self.rules(rules)?, &turns, i)?
                }
                None => Vec::new(),
            };
        let mut steps = game.next_steps();
        // Once the last turn can be over (not while a dragon tile waits
        // for its path).
        if final_scoring
            && let Ok(ending) =
                tilebook_engine::replay_ending(Arc::clone(&self.table), self.rules(rules)?, &turns)
        {
            steps.append(&mut ending.offers());
        }
        // The grown steps come last, each in place of the step it grows.
        let plain = steps.len();
        steps.append(&mut grown);
        Ok((steps.into_iter().enumerate())
            .filter_map(|(i, s)| {
                Some(OfferJson {
                    code: s.code(resolve)?,
                    name: s.name(),
                    player: s.player(),
                    squares: s.squares(last.pos),
                    details: s.details(),
                    replaces: i >= plain,
                })
            })
            .collect())
    }

    /// The last step taken in the last tile's turn besides its figures,
    /// and its place in [`ExampleJson::steps`].
    fn last_step_at(&self) -> Option<(usize, Step)> {
        let turn = i32::try_from(self.ex.tiles.len().checked_sub(1)?).ok()?;
        let at = self
            .ex
            .steps
            .iter()
            .rposition(|c| c.first() == Some(&turn))?;
        Some((at, Step::from_code(&self.ex.steps[at][1..])?))
    }

    fn last_step(&self) -> Option<Step> {
        self.last_step_at().map(|(_, s)| s)
    }

    /// Takes one more step in the last tile's turn: `code` as
    /// [`Core::offers`] gives it, in place of the turn's last step when the
    /// offer `replaces` it (that step grown by a part). Refused, with the engine's reason, when
    /// the example would become illegal.
    pub fn add_step(&mut self, code: &[i32], replaces: bool) -> Result<(), CoreError> {
        let Some(last) = self.ex.tiles.len().checked_sub(1) else {
            return Err(CoreError::Other("no tile".into()));
        };
        let Some(step) = Step::from_code(code) else {
            return Err(CoreError::Other("not a step".into()));
        };
        let before = self.ex.steps.clone();
        if replaces {
            let (at, _) = self
                .last_step_at()
                .ok_or_else(|| CoreError::Other("no step to replace".into()))?;
            self.ex.steps.remove(at);
        }
        self.ex.steps.push(
            std::iter::once(last as i32)
                .chain(code.iter().copied())
                .collect(),
        );
        // A step that waits for the end is taken once every turn is over.
        if step.phase() >= Step::AT_THE_END {
            let rules = self.game.rules().id.clone();
            if let Err(e) = self.replay(rules.as_str(), usize::MAX, true) {
                self.ex.steps = before;
                return Err(e);
            }
        }
        self.replay_or(|ex| ex.steps = before)
    }

    /// The position as a board file of the tile sets `sets`, every step
    /// included (written by the engine, as `sim --boards` writes its
    /// games), without `[expect]`.
    pub fn board_file(&self, sets: &[&str], final_scoring: bool) -> Result<String, CoreError> {
        let turns = self.turns(usize::MAX)?;
        // The block's tiles (the Count's city) are the sets', not the
        // file's: `tilebook score` lays them again.
        let block = self.table.setup().block_tiles().unwrap_or(0);
        tilebook_engine::board_file::write_board(
            &self.table,
            sets,
            &turns,
            block,
            final_scoring,
            &[],
        )
        .map_err(|_| CoreError::Other("a feature no side names".into()))
    }

    /// Number of tiles.
    pub fn tile_count(&self) -> usize {
        self.ex.tiles.len()
    }

    /// The example as it stands (with any tiles and followers added).
    pub fn example(&self) -> &ExampleJson {
        &self.ex
    }

    /// The game of the whole board as it stands (before the final scoring).
    pub fn game(&self) -> &Game {
        &self.game
    }
}

/// One step the engine offers ([`Core::offers`]).
#[derive(Serialize)]
pub struct OfferJson {
    /// Its integers, for [`Core::add_step`].
    pub code: Vec<i32>,
    /// Its kind (`tower-piece`): the page's label `step-<name>`.
    pub name: &'static str,
    /// Who takes it, when one player does.
    pub player: Option<Player>,
    /// The squares it concerns, in order.
    pub squares: Vec<Pos>,
    /// What tells it apart, as labels (`figure`, `big`).
    pub details: Vec<(&'static str, &'static str)>,
    /// It takes the place of the turn's last step, grown by one part (a
    /// catapult round with one more throw).
    pub replaces: bool,
}

/// The feature `index` of type `ty` (its lower-case name, as in the JSON).
pub(crate) fn feature_ref(ty: &str, index: usize) -> Result<FeatureRef, CoreError> {
    // Not the error's Display: it lists every name (smaller WebAssembly).
    let ty: FeatureType = ty
        .parse()
        .map_err(|e: UnknownName| CoreError::from(e.name))?;
    Ok(FeatureRef { ty, index })
}

/// `value` as JSON, written by serde-json-core (small in WebAssembly)
/// into a buffer that grows until it fits.
pub fn to_json<T: Serialize>(value: &T) -> Result<String, String> {
    let mut buf = vec![0; 1024];
    loop {
        match serde_json_core::to_slice(value, &mut buf) {
            Ok(len) => {
                buf.truncate(len);
                return String::from_utf8(buf).map_err(|e| e.to_string());
            }
            Err(serde_json_core::ser::Error::BufferFull) => buf.resize(buf.len() * 2, 0),
            Err(e) => return Err(e.to_string()),
        }
    }
}
