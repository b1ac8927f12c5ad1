//! The steps of Princess & Dragon (numbers: [`DragonRules`]): the volcano
//! bringing the dragon in, the dragon's move, the princess sending a
//! knight home, the fairy and its points. The magic portal is a placement
//! rule ([`Game::can_place_figure_on`]).

use super::{FAIRY_SCORING, FAIRY_TURN};
use crate::draw::{BoardPiece, on_square};
use crate::expansion::DragonError;
use crate::expansion::DragonRules;
use crate::game::Reason;
use crate::game::steps::{StepError, StepOrFollower};
use crate::game::{Follower, Game, Player, Pos, When};
use crate::spec::FeatureSpec;
use crate::tile::{FeatureRef, FeatureType};

/// Where the fairy stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fairy {
    /// Its square.
    pub pos: Pos,
    /// The follower it stands by (owner, tile index, feature), while that
    /// follower is on the board.
    pub by: Option<(Player, usize, FeatureRef)>,
}

impl Fairy {
    /// The owner of the follower it stands by, while there is one.
    pub fn owner(&self) -> Option<Player> {
        self.by.map(|(p, _, _)| p)
    }
}

/// The four squares next to `p` by a side.
fn beside(p: Pos) -> [Pos; 4] {
    let (x, y) = p;
    [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]
}

/// Princess & Dragon's state in a game: the dragon and the fairy.
#[derive(Clone, Debug, Default)]
pub struct DragonState {
    /// The dragon's square, once a volcano brought it in.
    pub(crate) dragon: Option<Pos>,
    /// The fairy, once placed.
    pub(crate) fairy: Option<Fairy>,
    /// The dragon's move in the last turn: its start, then the squares it
    /// entered (empty when it did not move).
    pub(crate) last_move: Vec<Pos>,
    /// The dragon moved this turn.
    pub(crate) moved: bool,
    /// The tiles whose figures the dragon's move eats once the turn is
    /// scored (the variant where it moves after the scoring).
    pub(crate) pending: Vec<usize>,
    /// The princess sent a knight home this turn.
    pub(crate) princess_used: bool,
}

/// Whether tile `t` is River II's lake with the volcano.
fn lake_volcano(g: &Game, t: usize) -> bool {
    g.face(t).water && g.table.kind(g.tiles[t].kind).is_volcano()
}

impl crate::expansion::Expansion for crate::expansion::PrincessDragon {
    const ID: &'static str = "princess-dragon";
    type State = DragonState;
    type Step = super::steps::DragonStep;
    type Error = super::errors::DragonError;
    type Rules = super::DragonRules;
    const MESSAGES: &'static [(&'static str, &'static [&'static str])] = super::errors::MESSAGES;
    const REASONS: &'static [Reason] = &[FAIRY_TURN, FAIRY_SCORING];
    const PIECES: &'static [&'static str] = &["dragon", "fairy"];

    fn take(g: &mut Game, step: &Self::Step) -> Result<(), StepOrFollower> {
        use super::steps::DragonStep;
        match *step {
            DragonStep::Princess { player, on, spec } => g.princess(player, on, spec),
            DragonStep::Fairy { player, on, spec } => g.place_fairy(player, on, spec),
            DragonStep::Dragon { ref path } => Ok(g.move_dragon(path)?),
        }
    }

    fn offer(g: &Game, _players: &[Player], out: &mut Vec<Self::Step>) {
        g.dragon_offers(out);
    }

    /// The fairy low left on its square, the dragon in the middle of its
    /// own, with the squares of its last move.
    fn draw(g: &Game, out: &mut Vec<BoardPiece>) {
        let state = &g.ext.princess_dragon;
        if let Some(f) = state.fairy {
            let at = on_square(f.pos, (20, 78));
            out.push(BoardPiece::outline("fairy", super::FAIRY_OUTLINE, at));
        }
        if let Some(d) = state.dragon {
            let at = on_square(d, (50, 50));
            out.push(BoardPiece {
                squares: state.last_move.clone(),
                ..BoardPiece::outline("dragon", super::DRAGON_OUTLINE, at)
            });
        }
    }

    fn turn_start(
        g: &mut Game,
        t: usize,
        player: Option<Player>,
        second: bool,
    ) -> Result<(), StepError> {
        g.dragon_turn_start(t, player, second)
    }

    /// A follower may go onto the tile a magic portal leads to.
    fn reaches(g: &Game, last: usize, _t: usize, figure: crate::figure::Figure) -> bool {
        g.extras.princess_dragon.is_some()
            && figure.is_follower()
            && g.table.kind(g.tiles[last].kind).is_portal()
    }

    /// No follower joins the dragon's tile.
    fn may_stand(
        g: &Game,
        figure: crate::figure::Figure,
        t: usize,
        _feature: FeatureRef,
        _root: u32,
    ) -> Result<(), crate::game::FollowerError> {
        if figure.is_follower() && g.ext.princess_dragon.dragon == Some(g.tiles[t].pos) {
            return Err(DragonError::FollowerOnDragon.into());
        }
        // River II's rule, whether the dragon is in play or not.
        if figure.is_follower() && lake_volcano(g, t) {
            return Err(DragonError::LakeVolcano.into());
        }
        Ok(())
    }

    fn tile_placed(g: &mut Game, _t: usize) {
        let state = &mut g.ext.princess_dragon;
        state.moved = false;
        state.princess_used = false;
        state.last_move.clear();
        state.pending.clear();
    }

    /// River II's lake with the volcano earns its player another turn,
    /// whether the dragon is in play or not.
    fn extra_turn(g: &Game, t: usize) -> bool {
        lake_volcano(g, t)
    }

    /// A follower on the dragon's tile, through a portal on another tile
    /// or a completed feature; a dragon tile before the dragon, a dragon
    /// that must move.
    fn turn_errors(rules: &crate::expansion::TurnRules, out: &mut Vec<crate::message::Message>) {
        if rules.princess_dragon.is_none() {
            return;
        }
        out.extend(
            [
                DragonError::FollowerOnDragon.into(),
                crate::game::FollowerError::NotThisTile,
                crate::game::FollowerError::Completed,
            ]
            .map(|e| e.message()),
        );
        out.extend(
            [
                StepError::from(DragonError::DragonAsleep),
                StepError::from(DragonError::DragonMustMove),
            ]
            .map(|e| e.message()),
        );
    }

    /// A follower on the lake with the volcano, where water is.
    fn terrain_errors(terrains: &[crate::tile::Terrain], out: &mut Vec<crate::message::Message>) {
        if terrains.contains(&crate::tile::Terrain::Water) {
            out.push(crate::game::FollowerError::from(DragonError::LakeVolcano).message());
        }
    }

    fn figure_removed(g: &mut Game, f: &Follower) {
        g.fairy_loses(f);
    }

    fn before_scoring(g: &Game, t: usize) -> Result<(), StepError> {
        g.dragon_turn_end(t)?;
        g.princess_turn_end(t)
    }

    /// The dragon's move after the scoring eats now.
    fn turn_scored(g: &mut Game) {
        for u in std::mem::take(&mut g.ext.princess_dragon.pending) {
            g.clear_tile(u);
        }
    }

    fn scored(g: &mut Game, root: u32, when: When, tiles: Option<&[Pos]>) {
        if g.ext.princess_dragon.fairy.is_none() {
            return;
        }
        match tiles {
            Some(tiles) => g.fairy_scores(root, when, tiles),
            None => {
                let tiles = g.component_tiles(root);
                g.fairy_scores(root, when, &tiles);
            }
        }
    }
}

impl Game {
    /// The dragon's square, once a volcano has brought it in.
    pub fn dragon(&self) -> Option<Pos> {
        self.ext.princess_dragon.dragon
    }

    /// The fairy, once placed.
    pub fn fairy(&self) -> Option<Fairy> {
        self.ext.princess_dragon.fairy
    }

    fn dragon_rules(&self) -> Result<DragonRules, StepError> {
        self.extras.princess_dragon.ok_or(StepError::NotInPlay)
    }

    /// Before the turn's steps: a volcano brings the dragon onto tile `t`;
    /// a dragon tile before any volcano is refused (it is set aside), but
    /// for the first tile, laid before play; the
    /// fairy gives its point to `player` if their follower stands with
    /// it, once on a builder's double turn (`second`: this is its second
    /// tile).
    pub(crate) fn dragon_turn_start(
        &mut self,
        t: usize,
        player: Option<Player>,
        second: bool,
    ) -> Result<(), StepError> {
        let Some(rules) = self.extras.princess_dragon else {
            return Ok(());
        };
        let kind = self.table.kind(self.tiles[t].kind);
        if kind.is_volcano() {
            self.ext.princess_dragon.dragon = Some(self.tiles[t].pos);
        } else if kind.is_dragon() && self.ext.princess_dragon.dragon.is_none() && t > 0 {
            // The first tile is laid before play, not drawn (our reading):
            // only a dragon tile drawn later is set aside; on the start
            // tile the dragon is not yet on the board and does nothing.
            return Err(StepError::from(DragonError::DragonAsleep));
        }
        if let (Some(p), Some(fairy)) = (player, self.ext.princess_dragon.fairy)
            && self.beside_fairy(&fairy, rules, p)
            && !second
            && rules.fairy_turn > 0
        {
            self.give(FAIRY_TURN, When::Play, p, rules.fairy_turn, vec![fairy.pos]);
        }
        Ok(())
    }

    /// After the turn's steps: a dragon tile whose dragon did not move is
    /// refused unless the dragon has nowhere to go.
    pub(crate) fn dragon_turn_end(&self, t: usize) -> Result<(), StepError> {
        if self.extras.princess_dragon.is_none()
            || self.ext.princess_dragon.moved
            || !self.table.kind(self.tiles[t].kind).is_dragon()
        {
            return Ok(());
        }
        match self.ext.princess_dragon.dragon {
            Some(at) if self.dragon_may_enter(at, &[at]).next().is_some() => {
                Err(StepError::from(DragonError::DragonMustMove))
            }
            _ => Ok(()),
        }
    }

    /// The squares next to `at` the dragon may enter, given the squares
    /// it has entered in this move.
    fn dragon_may_enter<'a>(
        &'a self,
        at: Pos,
        entered: &'a [Pos],
    ) -> impl Iterator<Item = Pos> + 'a {
        let fairy = self.ext.princess_dragon.fairy.map(|f| f.pos);
        beside(at).into_iter().filter(move |q| {
            self.board.tile(*q).is_some() && !entered.contains(q) && fairy != Some(*q)
        })
    }

    /// The dragon's move after a dragon tile: each square touches the one
    /// before by a side, holds a tile, is entered once (its start counts)
    /// and is not the fairy's; every figure on a square it enters goes
    /// home. It stops short only at a dead end.
    pub(crate) fn move_dragon(&mut self, path: &[Pos]) -> Result<(), StepError> {
        let rules = self.dragon_rules()?;
        let last = self
            .last_tile()
            .ok_or(StepError::from(DragonError::NoDragonMove))?;
        if !self.table.kind(self.tiles[last].kind).is_dragon() || self.ext.princess_dragon.moved {
            return Err(StepError::from(DragonError::NoDragonMove));
        }
        let mut at = self
            .ext
            .princess_dragon
            .dragon
            .ok_or(StepError::from(DragonError::DragonAsleep))?;
        let mut entered = vec![at];
        for &q in path {
            if entered.len() > rules.steps as usize {
                return Err(StepError::from(DragonError::DragonTooFar {
                    steps: rules.steps,
                }));
            }
            if !beside(at).contains(&q) {
                return Err(StepError::from(DragonError::DragonNotAdjacent { at: q }));
            }
            let u = self.tile_at(q)?;
            if entered.contains(&q) {
                return Err(StepError::from(DragonError::DragonRevisits { at: q }));
            }
            if self.ext.princess_dragon.fairy.is_some_and(|f| f.pos == q) {
                return Err(StepError::from(DragonError::DragonOntoFairy { at: q }));
            }
            entered.push(q);
            at = q;
            self.ext.princess_dragon.dragon = Some(q);
            if rules.after_scoring {
                self.ext.princess_dragon.pending.push(u);
            } else {
                self.clear_tile(u);
            }
        }
        let taken = path.len() as u32;
        if taken < rules.steps && self.dragon_may_enter(at, &entered).next().is_some() {
            return Err(StepError::from(DragonError::DragonStopsEarly { taken }));
        }
        self.ext.princess_dragon.moved = true;
        if !path.is_empty() {
            self.ext.princess_dragon.last_move = entered;
        }
        Ok(())
    }

    /// Sends home every figure on tile `u` (the follower on its tower
    /// too), then the builders and pigs left without their owner's
    /// follower.
    fn clear_tile(&mut self, u: usize) {
        let mut i = 0;
        while i < self.followers.len() {
            if self.followers[i].tile == u {
                self.send_home(i);
            } else {
                i += 1;
            }
        }
        self.tower_top_home(u);
        self.send_home_strays();
    }

    /// The princess of the tile just laid sends home the knight on `on`'s
    /// `spec`: a follower (small or big) in the city she lives in.
    pub(crate) fn princess(
        &mut self,
        player: Player,
        on: Pos,
        spec: FeatureSpec,
    ) -> Result<(), StepOrFollower> {
        self.dragon_rules()?;
        let last = self
            .last_tile()
            .ok_or(StepError::from(DragonError::NoPrincess))?;
        let cities = self.princess_cities(last);
        let i = self.follower_at(on, spec)?;
        if self.followers[i].role() != FeatureType::City
            || !cities.contains(&self.root_of(&self.followers[i]))
        {
            return Err(StepError::from(DragonError::NoPrincess).into());
        }
        self.act(player)?;
        self.send_home(i);
        self.send_home_strays();
        self.ext.princess_dragon.princess_used = true;
        Ok(())
    }

    /// The cities of the princess on tile `t`, by their roots.
    fn princess_cities(&self, t: usize) -> Vec<u32> {
        let kind = self.table.kind(self.tiles[t].kind);
        (kind.cities.iter().enumerate())
            .filter(|(_, c)| c.princess)
            .filter_map(|(i, _)| {
                let feature = FeatureRef {
                    ty: FeatureType::City,
                    index: i,
                };
                let local = self.face(t).local(feature)?;
                Some(self.find_const(Self::node(t, local)))
            })
            .collect()
    }

    /// Before the scoring: where the princess must send a knight home (a
    /// variant), a princess tile whose city holds one has done so.
    pub(crate) fn princess_turn_end(&self, t: usize) -> Result<(), StepError> {
        let Some(rules) = self.extras.princess_dragon else {
            return Ok(());
        };
        if !rules.princess_must || self.ext.princess_dragon.princess_used {
            return Ok(());
        }
        let cities = self.princess_cities(t);
        let knight = self.followers.iter().any(|f| {
            f.role() == FeatureType::City
                && f.figure.is_follower()
                && cities.contains(&self.root_of(f))
        });
        if knight {
            return Err(StepError::from(DragonError::PrincessMust));
        }
        Ok(())
    }

    /// Puts the fairy beside `player`'s follower on `on`'s `spec`.
    pub(crate) fn place_fairy(
        &mut self,
        player: Player,
        on: Pos,
        spec: FeatureSpec,
    ) -> Result<(), StepOrFollower> {
        self.dragon_rules()?;
        let i = self.follower_at(on, spec)?;
        let f = self.followers[i];
        if f.player != player {
            return Err(StepError::NotYours {
                at: on,
                owner: f.player,
            }
            .into());
        }
        self.act(player)?;
        self.ext.princess_dragon.fairy = Some(Fairy {
            pos: on,
            by: Some((f.player, f.tile, f.feature)),
        });
        Ok(())
    }

    /// Whether `player` is beside the fairy: owns the follower it stands
    /// by, or (the variant where it stands on a tile) any follower on its
    /// tile.
    fn beside_fairy(&self, fairy: &Fairy, rules: DragonRules, player: Player) -> bool {
        if rules.fairy_on_tile {
            self.followers.iter().any(|f| {
                f.player == player && f.figure.is_follower() && self.tiles[f.tile].pos == fairy.pos
            })
        } else {
            fairy.owner() == Some(player)
        }
    }

    /// The follower `f` leaves the board: the fairy beside it stays on
    /// its square, beside nobody.
    pub(crate) fn fairy_loses(&mut self, f: &Follower) {
        if let Some(fairy) = &mut self.ext.princess_dragon.fairy
            && fairy.by == Some((f.player, f.tile, f.feature))
        {
            fairy.by = None;
        }
    }

    /// The feature with root `root` is being scored (`tiles`: its
    /// squares): the owner of the follower beside the fairy, if it stands
    /// there, scores the fairy's points.
    pub(crate) fn fairy_scores(&mut self, root: u32, when: When, tiles: &[Pos]) {
        let (Some(rules), Some(fairy)) =
            (self.extras.princess_dragon, self.ext.princess_dragon.fairy)
        else {
            return;
        };
        if rules.fairy_on_tile {
            // Every owner of a follower of the feature on the fairy's
            // tile, once each (our reading of the printings that put the
            // fairy on a tile).
            let mut owners = [false; crate::game::PLAYERS];
            for f in &self.followers {
                if f.figure.is_follower()
                    && self.tiles[f.tile].pos == fairy.pos
                    && self.root_of(f) == root
                {
                    owners[f.player.index()] = true;
                }
            }
            for p in Player::ALL.into_iter().filter(|p| owners[p.index()]) {
                if rules.fairy_scoring > 0 {
                    self.give(FAIRY_SCORING, when, p, rules.fairy_scoring, tiles.to_vec());
                }
            }
            return;
        }
        let Some((player, tile, feature)) = fairy.by else {
            return;
        };
        let Some(f) = self
            .followers
            .iter()
            .find(|f| f.player == player && f.tile == tile && f.feature == feature)
            .copied()
        else {
            return;
        };
        if self.root_of(&f) == root && rules.fairy_scoring > 0 {
            self.give(
                FAIRY_SCORING,
                when,
                player,
                rules.fairy_scoring,
                tiles.to_vec(),
            );
        }
    }
}
