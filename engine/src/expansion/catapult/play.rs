//! The Catapult in play (numbers: [`CatapultRules`]): the catapult round
//! after a fair tile, its outcomes given as data and checked.
//!
//! A round is **one step** ([`Step::Catapult`](crate::game::Step::Catapult),
//! phase 4: after the turn's scoring and after wagons move on), not one
//! step per throw: the rules make the round the unit (one kind of token
//! chosen by the player who laid the fair, every player throwing it once,
//! the tokens going back together), a turn has at most one round, and the
//! target contest is decided only once every token has landed. The
//! outcome of each throw is a part of the round: the followers a
//! knock-out hit, one swap per seduction throw that took effect, the
//! contest's winners, one catch per pair of neighbours.
//!
//! What the engine applies: knock-out sends every named follower (small,
//! big, mayor or wagon: our reading of "follower") home, the thrower's own
//! as well, chain reactions included because the board names every
//! follower that ended up touched. A builder or pig whose owner then has
//! no follower left on its feature goes home too, as after the dragon or
//! a princess ([`Game::send_home_strays`]): the seed says nothing of them,
//! this is our reading. Seduction takes the named follower off (home to
//! its owner) and puts one of the thrower's in its place on the same
//! feature of the same tile: a small follower from the supply, or the
//! thrower's follower moved from the named square and feature (it keeps
//! its kind). Target gives each winner [`CatapultRules::target`] points;
//! catch gives each pair the points of its outcome.

use super::{CATAPULT_CATCH, CATAPULT_TARGET};
use crate::expansion::CatapultError;
use crate::expansion::{CatapultRules, CatchPoints};
use crate::figure::Figure;
use crate::game::Reason;
use crate::game::steps::{StepError, StepOrFollower};
use crate::game::{Follower, Game, Player, Pos, When};
use crate::spec::FeatureSpec;

crate::names::closed_enum! {
    /// How one throw of the catch went.
    #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
    pub enum CatchResult ("catch result") {
        /// The token did not get as far as the ruler.
        Short = "short",
        /// It got past the ruler and the neighbour did not catch it.
        Dropped = "dropped",
        /// The neighbour caught it.
        Caught = "caught",
    }
}

/// One seduction throw that took effect: the follower nearest the token
/// is replaced by one of the thrower's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swap {
    /// Who threw.
    pub player: Player,
    /// The replaced follower's square.
    pub on: Pos,
    /// Its feature there.
    pub spec: FeatureSpec,
    /// Where the thrower's follower comes from: its square and feature,
    /// or `None` for a small follower from the supply.
    pub from: Option<(Pos, FeatureSpec)>,
}

/// One throw of the catch: a player throws to their left neighbour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CatchThrow {
    /// Who threw.
    pub thrower: Player,
    /// Who tried to catch: the next seat.
    pub catcher: Player,
    /// How it went.
    pub result: CatchResult,
}

/// A catapult round: the kind of token thrown and what came of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Round {
    /// Cake fight: the followers the tokens touched, each by its square
    /// and feature (those knocked by moved followers too).
    KnockOut {
        /// The followers hit.
        hits: Vec<(Pos, FeatureSpec)>,
    },
    /// Seduction: each throw that landed on a tile and took effect.
    Seduction {
        /// The swaps, in throwing order.
        swaps: Vec<Swap>,
    },
    /// The fair contest: the players nearest the fair tile (a tie names
    /// several; none when every token left the board).
    Target {
        /// The winners.
        winners: Vec<Player>,
    },
    /// Throw and catch: every throw, in order.
    Catch {
        /// The throws.
        throws: Vec<CatchThrow>,
    },
}

/// Where the catapult stands in the game.
#[derive(Clone, Debug, Default)]
pub struct CatapultState {
    /// The tile whose turn had its round (a second is refused).
    pub(crate) round_of: Option<usize>,
    /// Every round so far: its fair tile and its token's piece name
    /// (drawn on that tile).
    pub(crate) rounds: Vec<(usize, &'static str)>,
}

/// The token a round threw, as a drawn piece's name.
fn token_piece(round: &Round) -> &'static str {
    match round {
        Round::KnockOut { .. } => "token-knock-out",
        Round::Seduction { .. } => "token-seduction",
        Round::Target { .. } => "token-target",
        Round::Catch { .. } => "token-catch",
    }
}

/// A catapult token's outline, centred on the origin in board units: a
/// disc 20 across.
const TOKEN_OUTLINE: &str = "M-10 0a10 10 0 1 0 20 0a10 10 0 1 0-20 0Z";

impl crate::expansion::Expansion for crate::expansion::Catapult {
    const ID: &'static str = "catapult";
    type State = CatapultState;
    type Step = Round;
    type Error = super::errors::CatapultError;
    type Rules = super::CatapultRules;
    const MESSAGES: &'static [(&'static str, &'static [&'static str])] = super::errors::MESSAGES;
    const REASONS: &'static [Reason] = &[CATAPULT_TARGET, CATAPULT_CATCH];
    const PIECES: &'static [&'static str] = &[
        "token-knock-out",
        "token-seduction",
        "token-target",
        "token-catch",
    ];

    fn take(g: &mut Game, step: &Self::Step) -> Result<(), StepOrFollower> {
        g.catapult_round(step)
    }

    /// A fair is drawn in play: the start tile (or a block's) laid before
    /// play cannot be one, as its round would follow no player's turn.
    fn turn_start(
        g: &mut Game,
        t: usize,
        _player: Option<Player>,
        _second: bool,
    ) -> Result<(), StepError> {
        if g.extras.catapult.is_some()
            && t < g.setup().tiles_before_play()
            && g.table.kind(g.tiles[t].kind).is_fair()
        {
            return Err(CatapultError::FairAtStart.into());
        }
        Ok(())
    }

    /// Each round's token on its fair tile, low on the left.
    fn draw(g: &Game, out: &mut Vec<crate::draw::BoardPiece>) {
        for &(t, token) in &g.ext.catapult.rounds {
            let at = crate::draw::on_square(g.tiles[t].pos, (22, 76));
            out.push(crate::draw::BoardPiece::outline(token, TOKEN_OUTLINE, at));
        }
    }

    /// Each kind of round with nothing come of it, and each outcome of a
    /// throw alone (a round is its throws' outcomes together:
    /// [`StepKind::parts`](crate::expansion::StepKind::parts)).
    fn offer(g: &Game, players: &[Player], out: &mut Vec<Self::Step>) {
        g.catapult_offers(players, out);
    }
}

impl Game {
    /// The Catapult's candidate rounds by `players`.
    fn catapult_offers(&self, players: &[Player], out: &mut Vec<Round>) {
        // Only after a fair, once: the rest would all be refused.
        let Some(t) = self.last_tile() else { return };
        if self.extras.catapult.is_none()
            || !self.table.kind(self.tiles[t].kind).is_fair()
            || self.ext.catapult.round_of == Some(t)
        {
            return;
        }
        out.extend([
            Round::KnockOut { hits: Vec::new() },
            Round::Seduction { swaps: Vec::new() },
            Round::Target {
                winners: Vec::new(),
            },
            Round::Catch { throws: Vec::new() },
        ]);
        let spots: Vec<(usize, Pos, FeatureSpec)> = self.figure_spots().collect();
        for &(_, on, spec) in &spots {
            out.push(Round::KnockOut {
                hits: vec![(on, spec)],
            });
        }
        for &player in players {
            out.push(Round::Target {
                winners: vec![player],
            });
            for &(i, on, spec) in &spots {
                if self.followers[i].player == player {
                    continue;
                }
                let own = spots
                    .iter()
                    .filter(|(j, _, _)| self.followers[*j].player == player)
                    .map(|&(_, at, from)| Some((at, from)));
                out.extend(
                    std::iter::once(None)
                        .chain(own)
                        .map(|from| Round::Seduction {
                            swaps: vec![Swap {
                                player,
                                on,
                                spec,
                                from,
                            }],
                        }),
                );
            }
            for &catcher in players.iter().filter(|c| **c != player) {
                out.extend(CatchResult::ALL.map(|result| Round::Catch {
                    throws: vec![CatchThrow {
                        thrower: player,
                        catcher,
                        result,
                    }],
                }));
            }
        }
    }

    /// Plays a catapult round after the scoring of a fair tile's turn.
    pub(crate) fn catapult_round(&mut self, round: &Round) -> Result<(), StepOrFollower> {
        let rules = self.extras.catapult.ok_or(StepError::NotInPlay)?;
        let t = self
            .last_tile()
            .ok_or(StepError::from(CatapultError::NoFair))?;
        if !self.table.kind(self.tiles[t].kind).is_fair() {
            return Err(StepError::from(CatapultError::NoFair).into());
        }
        if self.ext.catapult.round_of == Some(t) {
            return Err(StepError::from(CatapultError::SecondRound).into());
        }
        match round {
            Round::KnockOut { hits } => self.knock_out(hits)?,
            Round::Seduction { swaps } => self.seduce(swaps)?,
            Round::Target { winners } => self.target(rules, t, winners)?,
            Round::Catch { throws } => self.catch(rules, throws)?,
        }
        self.ext.catapult.round_of = Some(t);
        self.ext.catapult.rounds.push((t, token_piece(round)));
        Ok(())
    }

    /// Refuses a player not at the table, when the seats are known.
    fn seated(&self, p: Player) -> Result<(), StepError> {
        let seats = &self.seats;
        if seats.is_empty() || seats.contains(&p) {
            Ok(())
        } else {
            Err(StepError::from(CatapultError::NotSeated { player: p }))
        }
    }

    /// Refuses a player named twice where each throws once.
    fn once(seen: &mut Vec<Player>, p: Player) -> Result<(), StepError> {
        if seen.contains(&p) {
            return Err(StepError::from(CatapultError::NamedTwice { player: p }));
        }
        seen.push(p);
        Ok(())
    }

    /// Knock-out: every follower hit goes home, then builders and pigs
    /// left alone. All hits are found before any leaves the board.
    fn knock_out(&mut self, hits: &[(Pos, FeatureSpec)]) -> Result<(), StepOrFollower> {
        let mut gone: Vec<Follower> = Vec::new();
        for &(at, spec) in hits {
            let i = self.follower_at(at, spec)?;
            let f = self.followers[i];
            if gone.contains(&f) {
                return Err(StepError::NoFollower { at }.into());
            }
            gone.push(f);
        }
        for f in gone {
            let i = self
                .followers
                .iter()
                .position(|g| *g == f)
                .expect("found above");
            self.send_home(i);
        }
        self.send_home_strays();
        Ok(())
    }

    /// Seduction: each swap in turn.
    fn seduce(&mut self, swaps: &[Swap]) -> Result<(), StepOrFollower> {
        let mut seen = Vec::new();
        for swap in swaps {
            self.seated(swap.player)?;
            Self::once(&mut seen, swap.player)?;
            let i = self.follower_at(swap.on, swap.spec)?;
            let old = self.followers[i];
            if old.player == swap.player {
                return Err(StepError::from(CatapultError::SeduceOwn { at: swap.on }).into());
            }
            let figure = match swap.from {
                None => {
                    if self.supply[swap.player.index()][Figure::Follower.index()] == 0 {
                        return Err(StepError::from(CatapultError::NoFollowerLeft).into());
                    }
                    Figure::Follower
                }
                Some((at, spec)) => {
                    let j = self.follower_at(at, spec)?;
                    let mine = self.followers[j];
                    if mine.player != swap.player {
                        return Err(StepError::NotYours {
                            at,
                            owner: mine.player,
                        }
                        .into());
                    }
                    mine.figure
                }
            };
            // The replaced follower goes home; the thrower's takes its
            // place (moved off its old feature, or out of the supply).
            let i = self.followers.iter().position(|g| *g == old).expect("on");
            self.send_home(i);
            if let Some((at, spec)) = swap.from {
                let j = self.follower_at(at, spec)?;
                self.send_home(j);
            }
            self.stand(swap.player, figure, old.tile, old.feature);
            self.send_home_strays();
        }
        Ok(())
    }

    /// The fair contest: each winner scores the target's points.
    fn target(
        &mut self,
        rules: CatapultRules,
        t: usize,
        winners: &[Player],
    ) -> Result<(), StepError> {
        let mut seen = Vec::new();
        for &p in winners {
            self.seated(p)?;
            Self::once(&mut seen, p)?;
        }
        let fair = self.tiles[t].pos;
        for &p in winners {
            self.give(CATAPULT_TARGET, When::Play, p, rules.target, vec![fair]);
        }
        Ok(())
    }

    /// Throw and catch: each throw is to the thrower's left neighbour
    /// (the next seat, when the seats are known), each player throws
    /// once, and the pair scores the points of the outcome.
    fn catch(&mut self, rules: CatapultRules, throws: &[CatchThrow]) -> Result<(), StepError> {
        let mut seen = Vec::new();
        for c in throws {
            self.seated(c.thrower)?;
            self.seated(c.catcher)?;
            let seats = &self.seats;
            let next = seats
                .iter()
                .position(|s| *s == c.thrower)
                .map(|i| seats[(i + 1) % seats.len()]);
            if c.catcher == c.thrower || next.is_some_and(|n| n != c.catcher) {
                return Err(StepError::from(CatapultError::NotNeighbours {
                    thrower: c.thrower,
                    catcher: c.catcher,
                }));
            }
            Self::once(&mut seen, c.thrower)?;
        }
        for c in throws {
            let CatchPoints { thrower, catcher } = match c.result {
                CatchResult::Short => rules.short,
                CatchResult::Dropped => rules.dropped,
                CatchResult::Caught => rules.caught,
            };
            for (p, points) in [(c.thrower, thrower), (c.catcher, catcher)] {
                if points > 0 {
                    self.give(CATAPULT_CATCH, When::Play, p, points, Vec::new());
                }
            }
        }
        Ok(())
    }
}
