//! The Count of Carcassonne in play (seed 000, section VI): followers in
//! the quarters of the city of Carcassonne, and the Count.
//!
//! The city's twelve tiles are laid before play (the board's first turns,
//! [`Setup::tiles_before_play`](crate::Setup::tiles_before_play)); what
//! lies inside its walls is no feature. A player whose turn's scoring gave
//! points to at least one opponent and none to that player puts one
//! follower into a quarter after the scoring ([`Step::Quarter`](crate::game::Step::Quarter)), and may
//! move the Count to any quarter then. Before a feature scores, players
//! move followers from the matching quarter onto it
//! ([`Step::FromQuarter`](crate::game::Step::FromQuarter)): castle to a city, blacksmith to a road,
//! cathedral to a cloister, starting with the player after the one whose
//! turn it is, that player last; from the market onto a field only at the
//! end of the game. Nobody leaves the Count's quarter. A follower moved in
//! counts like any other (a big one as two), even on an occupied feature.

use crate::draw::{BoardPiece, on_square};
use crate::expansion::CountError;
use crate::figure::Figure;
use crate::game::steps::{StepError, StepOrFollower};
use crate::game::{FollowerError, Game, PLAYERS, Player, Pos};
use crate::spec::FeatureSpec;
use crate::tile::{FeatureType, Quarter};

/// The quarters of Carcassonne: who has which followers in each, where
/// the Count stands, and what this turn has done there.
#[derive(Clone, Debug)]
pub struct Quarters {
    /// The Count's quarter (the castle at the start).
    count: Quarter,
    /// Followers in the quarters, in the order they went in.
    inside: Vec<(Player, Figure, Quarter)>,
    /// How many scorings there were when this turn began.
    turn_events: usize,
    /// A follower went into a quarter this turn.
    entered: bool,
    /// The last player who moved followers out this turn.
    mover: Option<Player>,
    /// The final scoring is about to start.
    ending: bool,
}

impl Default for Quarters {
    fn default() -> Quarters {
        Quarters {
            count: Quarter::Castle,
            inside: Vec::new(),
            turn_events: 0,
            entered: false,
            mover: None,
            ending: false,
        }
    }
}

/// The type of feature a quarter's followers go to.
pub fn quarter_feature(q: Quarter) -> FeatureType {
    match q {
        Quarter::Castle => FeatureType::City,
        Quarter::Market => FeatureType::Field,
        Quarter::Blacksmith => FeatureType::Road,
        Quarter::Cathedral => FeatureType::Cloister,
    }
}

/// The order players move out of the quarters in: the player after the
/// one whose turn it is first, that player last.
fn move_order(turn: Option<Player>, p: Player) -> usize {
    let start = turn.map_or(0, |t| t.index() + 1);
    (p.index() + PLAYERS - start % PLAYERS) % PLAYERS
}

impl crate::expansion::Expansion for crate::expansion::Count {
    const ID: &'static str = "count";
    type State = Quarters;
    type Step = super::steps::CountStep;
    type Error = super::errors::CountError;
    type Rules = super::CountRules;
    const MESSAGES: &'static [(&'static str, &'static [&'static str])] = super::errors::MESSAGES;
    const PIECES: &'static [&'static str] = &["count", "quarter"];

    /// A figure on a tile of the city, laid before play.
    fn turn_errors(rules: &crate::expansion::TurnRules, out: &mut Vec<crate::message::Message>) {
        if rules.count.is_some() {
            out.push(StepError::BeforePlay.message());
        }
    }

    fn take(g: &mut Game, step: &Self::Step) -> Result<(), StepOrFollower> {
        use super::steps::CountStep;
        match *step {
            CountStep::Quarter {
                player,
                figure,
                quarter,
                count,
            } => g.enter_quarter(player, figure, quarter, count),
            CountStep::FromQuarter {
                player,
                figure,
                quarter,
                to,
                spec,
                end,
            } => g.leave_quarter(player, figure, quarter, to, spec, end),
        }
    }

    fn turn_start(
        g: &mut Game,
        _t: usize,
        _player: Option<Player>,
        _second: bool,
    ) -> Result<(), StepError> {
        g.quarters_turn_start();
        Ok(())
    }

    fn offer(g: &Game, players: &[Player], out: &mut Vec<Self::Step>) {
        g.count_offers(players, out);
    }

    fn game_ending(g: &mut Game) {
        g.quarters_ending();
    }

    /// The city of Carcassonne is a completed city for the fields that
    /// border it, the fields of its own tiles (Hans im Glück's
    /// clarification of 11/2013, on Wikicarpedia's page of the expansion;
    /// JCloisterZone marks every field of those tiles as bordering it).
    fn outside_city(g: &Game, t: usize) -> bool {
        g.extras.count.is_some() && g.table.kind(g.tiles[t].kind).quarter.is_some()
    }

    /// The followers waiting in a quarter in a row low on its square, the
    /// Count high on his.
    fn draw(g: &Game, out: &mut Vec<BoardPiece>) {
        let (waiting, count) = g.quarter_pieces();
        let mut row: Vec<Pos> = Vec::new();
        for (player, figure, q) in waiting {
            let k = row.iter().filter(|r| **r == q).count() as i32;
            row.push(q);
            let at = on_square(q, (18 + 22 * k, 72));
            out.push(BoardPiece::figure("quarter", figure, player, at));
        }
        if let Some(q) = count {
            let at = on_square(q, (50, 28));
            out.push(BoardPiece::outline("count", super::COUNT_OUTLINE, at));
        }
    }
}

impl Game {
    /// The Count's quarter.
    pub fn count_quarter(&self) -> Quarter {
        self.ext.count.count
    }

    /// The followers in the quarters of Carcassonne: owner, figure,
    /// quarter, in the order they went in.
    pub fn in_quarters(&self) -> &[(Player, Figure, Quarter)] {
        &self.ext.count.inside
    }

    /// The square where a quarter's followers and the Count are drawn:
    /// the middle one of the quarter's tiles on the board, in placement
    /// order (`None` before the city is laid).
    pub fn quarter_square(&self, q: Quarter) -> Option<Pos> {
        let squares: Vec<Pos> = (self.tiles.iter())
            .filter(|t| self.table.kind(t.kind).quarter == Some(q))
            .map(|t| t.pos)
            .collect();
        squares.get(squares.len() / 2).copied()
    }

    /// The followers in the quarters, each on its quarter's square
    /// ([`Game::quarter_square`]), and the Count's square: what a board
    /// draws. Empty without The Count's rules.
    pub fn quarter_pieces(&self) -> (Vec<(Player, Figure, Pos)>, Option<Pos>) {
        if self.extras.count.is_none() {
            return (Vec::new(), None);
        }
        let figures = (self.ext.count.inside.iter())
            .filter_map(|&(p, f, q)| Some((p, f, self.quarter_square(q)?)))
            .collect();
        (figures, self.quarter_square(self.ext.count.count))
    }

    /// A new turn begins: its scorings decide who may enter a quarter.
    pub(crate) fn quarters_turn_start(&mut self) {
        self.ext.count.turn_events = self.events.len();
        self.ext.count.entered = false;
        self.ext.count.mover = None;
    }

    /// The final scoring is next: followers may leave the market.
    pub(crate) fn quarters_ending(&mut self) {
        self.ext.count.ending = true;
        self.ext.count.mover = None;
    }

    /// The Count's candidate steps by `players`: a follower into each
    /// quarter (the Count moving to each, or staying) for a player whose
    /// turn earned it; every follower in a quarter onto each feature of
    /// the squares scored this turn (at the end, of every square).
    fn count_offers(&self, players: &[Player], out: &mut Vec<super::steps::CountStep>) {
        use super::steps::CountStep;
        if self.extras.count.is_none() {
            return;
        }
        let counts = std::iter::once(None).chain(Quarter::ALL.map(Some));
        for player in self.turn_players() {
            if self.ext.count.entered || !self.quarter_earned(player) {
                continue;
            }
            for figure in Figure::ALL.into_iter().filter(|f| f.is_follower()) {
                for quarter in Quarter::ALL {
                    out.extend(counts.clone().map(|count| CountStep::Quarter {
                        player,
                        figure,
                        quarter,
                        count,
                    }));
                }
            }
        }
        // Onto a feature the turn's scoring is about to score (the market:
        // any field, at the end).
        let mut squares: Vec<Pos> = if self.ext.count.ending {
            self.tiles.iter().map(|p| p.pos).collect()
        } else if let Some(t) = self.last_tile().filter(|_| !self.turn_scored()) {
            (self.closed_now(t).into_iter())
                .flat_map(|(root, _)| self.component_tiles(root))
                .chain(
                    self.cloisters_closed_now(t)
                        .into_iter()
                        .map(|u| self.tiles[u].pos),
                )
                .collect()
        } else {
            Vec::new()
        };
        squares.sort_unstable();
        squares.dedup();
        let inside = self.ext.count.inside.iter();
        for &(player, figure, quarter) in inside.filter(|(p, _, _)| players.contains(p)) {
            for &to in &squares {
                let Some(t) = self.board.tile(to) else {
                    continue;
                };
                out.extend(
                    self.face(t)
                        .features
                        .iter()
                        .map(|f| CountStep::FromQuarter {
                            player,
                            figure,
                            quarter,
                            to,
                            spec: FeatureSpec::Ref(f.feature),
                            end: self.ext.count.ending,
                        }),
                );
            }
        }
    }

    /// Whether `player`'s turn scored points for an opponent and none for
    /// `player`.
    pub(crate) fn quarter_earned(&self, player: Player) -> bool {
        let points = self.events[self.ext.count.turn_events..]
            .iter()
            .flat_map(|e| e.points.iter());
        let (mut theirs, mut mine) = (false, false);
        for &(p, n) in points {
            if n > 0 {
                if p == player {
                    mine = true;
                } else {
                    theirs = true;
                }
            }
        }
        theirs && !mine
    }

    /// `player` puts `figure` into `quarter` and the Count perhaps moves
    /// to `count`: [`Step::Quarter`](crate::game::Step::Quarter).
    pub(crate) fn enter_quarter(
        &mut self,
        player: Player,
        figure: Figure,
        quarter: Quarter,
        count: Option<Quarter>,
    ) -> Result<(), StepOrFollower> {
        if self.extras.count.is_none() {
            return Err(StepError::NotInPlay.into());
        }
        if !figure.is_follower() {
            return Err(StepError::from(CountError::NotAFollower { figure }).into());
        }
        self.turn_of(player)?;
        if self.ext.count.entered {
            return Err(StepError::from(CountError::QuarterTwice).into());
        }
        if !self.quarter_earned(player) {
            return Err(StepError::from(CountError::QuarterNotEarned).into());
        }
        if self.figures_left(player, figure) == 0 {
            return Err(FollowerError::NoFigureLeft { figure }.into());
        }
        self.supply[player.index()][figure.index()] -= 1;
        self.ext.count.inside.push((player, figure, quarter));
        self.ext.count.entered = true;
        if let Some(q) = count {
            self.ext.count.count = q;
        }
        Ok(())
    }

    /// `player` moves `figure` out of `quarter` onto feature `spec` of the
    /// tile on `to` (`end`: at the end of the game, before the final
    /// scoring): [`Step::FromQuarter`](crate::game::Step::FromQuarter).
    pub(crate) fn leave_quarter(
        &mut self,
        player: Player,
        figure: Figure,
        quarter: Quarter,
        to: Pos,
        spec: FeatureSpec,
        end: bool,
    ) -> Result<(), StepOrFollower> {
        let Some(rules) = self.extras.count else {
            return Err(StepError::NotInPlay.into());
        };
        if end != self.ext.count.ending {
            return Err(StepError::OutOfOrder.into());
        }
        if quarter == Quarter::Market && !end {
            return Err(StepError::from(CountError::MarketAtEnd).into());
        }
        if end && quarter != Quarter::Market && !rules.every_quarter_at_end {
            return Err(StepError::from(CountError::OnlyMarketAtEnd { quarter }).into());
        }
        if quarter == self.ext.count.count {
            return Err(StepError::from(CountError::CountGuards { quarter }).into());
        }
        let i = self
            .ext
            .count
            .inside
            .iter()
            .position(|&(p, f, q)| p == player && f == figure && q == quarter)
            .ok_or(StepError::from(CountError::NotInQuarter { quarter }))?;
        if let Some(last) = self.ext.count.mover
            && move_order(self.turn_player, player) < move_order(self.turn_player, last)
        {
            return Err(StepError::OutOfOrder.into());
        }
        let t = self.tile_at(to)?;
        let feature = spec.resolve(self.face(t))?;
        if feature.ty != quarter_feature(quarter) {
            return Err(StepError::from(CountError::WrongQuarter { quarter }).into());
        }
        let local = self.face(t).local(feature).expect("resolved");
        let root = self.find(Self::node(t, local));
        let node = &self.nodes[root as usize];
        let scored_now = match feature.ty {
            FeatureType::Field => end,
            // At the end: an unfinished feature the final scoring scores,
            // one with a follower on it.
            // (a mayor counts 1 in the node, whatever its pennants).
            _ if end => !node.scored && node.meeples.iter().any(|&m| m > 0),
            FeatureType::Cloister => {
                !self.nodes[root as usize].scored
                    && self.cloister_neighbours(self.tiles[t].pos).len() == 8
            }
            _ => self.nodes[root as usize].open == 0 && !self.nodes[root as usize].scored,
        };
        if !scored_now {
            return Err(StepError::from(CountError::NotScoredNow { at: to }).into());
        }
        self.ext.count.inside.remove(i);
        self.ext.count.mover = Some(player);
        let strength = &mut self.nodes[root as usize].meeples[player.index()];
        *strength = strength.saturating_add(figure.strength());
        self.followers.push(crate::game::Follower {
            player,
            figure,
            tile: t,
            feature,
        });
        Ok(())
    }
}
