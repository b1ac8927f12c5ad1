//! The steps of The Tower (numbers: [`TowerRules`]): tower pieces and the
//! captures they make, finishing a tower with a follower, prisoners
//! exchanged at once, and ransoms.

use super::RANSOM;
use crate::draw::{BoardPiece, Look, on_square};
use crate::expansion::TowerError;
use crate::expansion::TowerRules;
use crate::expansion::{Capture, Target};
use crate::figure::Figure;
use crate::game::Reason;
use crate::game::steps::{StepError, StepOrFollower};
use crate::game::{Award, Game, Player, Pos, When};

/// A tower with at least one piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TowerState {
    /// Index of its tile.
    pub tile: usize,
    /// Its square.
    pub pos: Pos,
    /// Pieces in it.
    pub height: u32,
    /// The follower on top, once it is finished (while it stays there).
    pub top: Option<(Player, Figure)>,
    /// Whether a follower finished it (it grows no more).
    pub finished: bool,
}

/// A follower held by another player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prisoner {
    /// Who holds it.
    pub holder: Player,
    /// Whose it is.
    pub owner: Player,
    /// Small or big.
    pub figure: Figure,
    /// The square of the tower that took it (where it is drawn).
    pub tower: Pos,
}

/// Whether `q` is on one of the four straight lines from `p` within `h`
/// squares (`p` itself included).
pub fn in_range(p: Pos, q: Pos, h: u32) -> bool {
    let (dx, dy) = ((q.0 - p.0).unsigned_abs(), (q.1 - p.1).unsigned_abs());
    (dx == 0 || dy == 0) && dx + dy <= h
}

/// The Tower's state in a game.
#[derive(Clone, Debug, Default)]
pub struct TowerGame {
    /// Towers with at least one piece, in the order they were begun.
    pub(crate) towers: Vec<TowerState>,
    /// Followers held as prisoners.
    pub(crate) prisoners: Vec<Prisoner>,
    /// Tower pieces each player has placed.
    pub(crate) pieces: [u32; crate::game::PLAYERS],
    /// The tower the last turn added a piece to, and its height then.
    pub(crate) reach: Option<(Pos, u32)>,
    /// A ransom was paid this turn.
    pub(crate) ransom_paid: bool,
}

impl crate::expansion::Expansion for crate::expansion::Tower {
    const ID: &'static str = "tower";
    type State = TowerGame;
    type Step = super::steps::TowerStep;
    type Error = super::errors::TowerError;
    type Rules = super::TowerRules;
    const MESSAGES: &'static [(&'static str, &'static [&'static str])] = super::errors::MESSAGES;
    const REASONS: &'static [Reason] = &[RANSOM];
    const PIECES: &'static [&'static str] = &["tower", "reach", "prisoner"];

    fn take(g: &mut Game, step: &Self::Step) -> Result<(), StepOrFollower> {
        use super::steps::TowerStep;
        match *step {
            TowerStep::Ransom {
                player,
                from,
                figure,
            } => Ok(g.ransom(player, from, figure)?),
            TowerStep::Piece {
                player,
                on,
                capture,
            } => g.tower(player, on, capture),
            TowerStep::Top { player, figure, on } => g.top_tower(player, figure, on),
        }
    }

    fn offer(g: &Game, _players: &[Player], out: &mut Vec<Self::Step>) {
        g.tower_offers(out);
    }

    fn tile_placed(g: &mut Game, _t: usize) {
        g.ext.tower.reach = None;
        g.ext.tower.ransom_paid = false;
    }

    /// The squares the last turn's tower piece reaches (its tower's and
    /// those within its height in a straight line), then every tower as a
    /// badge of its height in its square's top-right corner, with the
    /// colour of the follower on top, and the prisoners it took.
    fn draw(g: &Game, out: &mut Vec<BoardPiece>) {
        if let Some(((x, y), h)) = g.ext.tower.reach {
            let h = i32::try_from(h).unwrap_or(i32::MAX);
            let mut squares = Vec::new();
            for d in -h..=h {
                match d {
                    0 => squares.push((x, y)),
                    _ => squares.extend([(x + d, y), (x, y + d)]),
                }
            }
            out.push(BoardPiece {
                squares,
                last_turn: true,
                ..BoardPiece::new("reach", Look::Squares, on_square((x, y), (0, 0)))
            });
        }
        for w in &g.ext.tower.towers {
            out.push(BoardPiece {
                player: w.top.map(|(p, _)| p),
                text: Some(w.height),
                ..BoardPiece::new("tower", Look::Badge, on_square(w.pos, (72, 8)))
            });
        }
        // The prisoners in a row low on the square of the tower that took
        // each, in their owners' colours.
        let mut row: Vec<Pos> = Vec::new();
        for p in &g.ext.tower.prisoners {
            let k = row.iter().filter(|r| **r == p.tower).count() as i32;
            row.push(p.tower);
            let at = on_square(p.tower, (18 + 22 * k, 80));
            out.push(BoardPiece::figure("prisoner", p.figure, p.owner, at));
        }
    }
}

impl Game {
    /// Towers with at least one piece.
    pub fn towers(&self) -> &[TowerState] {
        &self.ext.tower.towers
    }

    /// Followers held as prisoners, in the order they were taken.
    pub fn prisoners(&self) -> &[Prisoner] {
        &self.ext.tower.prisoners
    }

    /// Tower pieces `p` has placed.
    pub fn tower_pieces_placed(&self, p: Player) -> u32 {
        self.ext.tower.pieces[p.index()]
    }

    fn tower_rules(&self) -> Result<TowerRules, StepError> {
        self.extras.tower.ok_or(StepError::NotInPlay)
    }

    /// A tower piece of `player` on the foundation or tower at `on`, and
    /// the capture it makes. Everything is checked before anything changes.
    pub(crate) fn tower(
        &mut self,
        player: Player,
        on: Pos,
        capture: Option<Capture>,
    ) -> Result<(), StepOrFollower> {
        let rules = self.tower_rules()?;
        let pieces = rules.pieces_per_player(self.seats.len());
        if self.ext.tower.pieces[player.index()] >= pieces {
            return Err(StepError::from(TowerError::NoTowerPieces { pieces }).into());
        }
        let t = self.tile_at(on)?;
        let existing = self.ext.tower.towers.iter().position(|w| w.tile == t);
        let height = match existing {
            Some(w) if self.ext.tower.towers[w].finished => {
                return Err(StepError::from(TowerError::TowerFinished { at: on }).into());
            }
            Some(w) => self.ext.tower.towers[w].height + 1,
            None if self.table.kind(self.tiles[t].kind).has_tower() => 1,
            None => return Err(StepError::from(TowerError::NoTower { at: on }).into()),
        };
        let target = match capture {
            Some(c) if !in_range(on, c.on, height) => {
                return Err(StepError::from(TowerError::OutOfRange { at: c.on, height }).into());
            }
            Some(c) => Some((c, self.captive(c)?)),
            None => None,
        };
        self.act(player)?;
        let w = existing.unwrap_or_else(|| {
            self.ext.tower.towers.push(TowerState {
                tile: t,
                pos: on,
                height: 0,
                top: None,
                finished: false,
            });
            self.ext.tower.towers.len() - 1
        });
        self.ext.tower.towers[w].height = height;
        self.ext.tower.reach = Some((on, height));
        self.ext.tower.pieces[player.index()] += 1;
        if let Some((c, captive)) = target {
            let (owner, figure) = match captive {
                Captive::Figure(i) => {
                    let f = self.take_off(i);
                    (f.player, f.figure)
                }
                Captive::Top(t) => self.ext.tower.towers[t].top.take().expect("checked"),
            };
            self.send_home_strays();
            self.imprison(player, (owner, figure), on, c.exchange)?;
        }
        Ok(())
    }

    /// The follower a capture names, checked.
    fn captive(&self, c: Capture) -> Result<Captive, StepOrFollower> {
        match c.target {
            Target::Tower => {
                let t = self.tile_at(c.on)?;
                self.ext
                    .tower
                    .towers
                    .iter()
                    .position(|w| w.tile == t && w.top.is_some())
                    .map(Captive::Top)
                    .ok_or(StepError::NoFollower { at: c.on }.into())
            }
            Target::Feature(spec) => {
                let t = self.tile_at(c.on)?;
                let feature = spec.resolve(self.face(t))?;
                let mut here = self
                    .followers
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| f.tile == t && f.feature == feature);
                let all: Vec<(usize, Figure)> = here.by_ref().map(|(i, f)| (i, f.figure)).collect();
                if let Some(&(i, _)) = all.iter().find(|(_, f)| f.is_follower()) {
                    return Ok(Captive::Figure(i));
                }
                match all.first() {
                    Some(&(_, figure)) => {
                        Err(StepError::from(TowerError::CannotCapture { figure }).into())
                    }
                    None => Err(StepError::NoFollower { at: c.on }.into()),
                }
            }
        }
    }

    /// `holder` captured `owner`'s `figure` with the tower at `tower`:
    /// their own goes home; an
    /// opponent's is held, and exchanged at once when its owner holds one
    /// of the holder's (`exchange`: which one comes back).
    fn imprison(
        &mut self,
        holder: Player,
        (owner, figure): (Player, Figure),
        tower: Pos,
        exchange: Option<Figure>,
    ) -> Result<(), StepOrFollower> {
        if holder == owner {
            if exchange.is_some() {
                return Err(StepError::from(TowerError::NoExchange).into());
            }
            self.supply[owner.index()][figure.index()] += 1;
            return Ok(());
        }
        let held = |g: &Game, f: Figure| {
            g.ext
                .tower
                .prisoners
                .iter()
                .position(|p| p.holder == owner && p.owner == holder && p.figure == f)
        };
        let back = match exchange {
            Some(f) => Some(held(self, f).ok_or(StepError::from(TowerError::NoExchange))?),
            None => held(self, Figure::Follower).or_else(|| held(self, Figure::Big)),
        };
        match back {
            Some(i) => {
                let p = self.ext.tower.prisoners.remove(i);
                self.supply[holder.index()][p.figure.index()] += 1;
                self.supply[owner.index()][figure.index()] += 1;
            }
            None => self.ext.tower.prisoners.push(Prisoner {
                holder,
                owner,
                figure,
                tower,
            }),
        }
        Ok(())
    }

    /// `player` finishes the tower at `on` with their `figure`.
    pub(crate) fn top_tower(
        &mut self,
        player: Player,
        figure: Figure,
        on: Pos,
    ) -> Result<(), StepOrFollower> {
        self.tower_rules()?;
        let t = self.tile_at(on)?;
        let Some(w) = self.ext.tower.towers.iter().position(|w| w.tile == t) else {
            return Err(StepError::from(TowerError::TowerEmpty { at: on }).into());
        };
        if self.ext.tower.towers[w].finished {
            return Err(StepError::from(TowerError::TowerFinished { at: on }).into());
        }
        if !figure.is_follower() {
            return Err(crate::game::FollowerError::WrongFeature {
                figure,
                feature: crate::tile::FeatureType::City,
            }
            .into());
        }
        if self.figures_left(player, figure) == 0 {
            return Err(crate::game::FollowerError::NoFigureLeft { figure }.into());
        }
        if self.ext.princess_dragon.dragon == Some(on) {
            return Err(crate::game::FollowerError::from(
                crate::expansion::DragonError::FollowerOnDragon,
            )
            .into());
        }
        self.act(player)?;
        self.supply[player.index()][figure.index()] -= 1;
        self.ext.tower.towers[w].top = Some((player, figure));
        self.ext.tower.towers[w].finished = true;
        Ok(())
    }

    /// The follower on top of the tower on tile `t`, if any, goes home
    /// (the dragon took it); the tower stays finished.
    pub(crate) fn tower_top_home(&mut self, t: usize) {
        if let Some(w) = self.ext.tower.towers.iter_mut().find(|w| w.tile == t)
            && let Some((p, f)) = w.top.take()
        {
            self.supply[p.index()][f.index()] += 1;
        }
    }

    /// `player` buys back their `figure` held by `from`.
    pub(crate) fn ransom(
        &mut self,
        player: Player,
        from: Player,
        figure: Figure,
    ) -> Result<(), StepError> {
        let rules = self.tower_rules()?;
        if self.ext.tower.ransom_paid {
            return Err(StepError::OutOfOrder);
        }
        if self.turn_player.is_some_and(|p| p != player) {
            return Err(StepError::from(TowerError::NotYourTurn));
        }
        let i = self
            .ext
            .tower
            .prisoners
            .iter()
            .position(|p| p.holder == from && p.owner == player && p.figure == figure)
            .ok_or(StepError::from(TowerError::NoPrisoner { from, figure }))?;
        if self.scores[player.index()] < rules.ransom {
            return Err(StepError::from(TowerError::CannotPay {
                ransom: rules.ransom,
            }));
        }
        self.ext.tower.prisoners.remove(i);
        self.supply[player.index()][figure.index()] += 1;
        self.scores[player.index()] -= rules.ransom;
        self.scores[from.index()] = self.scores[from.index()].saturating_add(rules.ransom);
        self.awards.push(Award {
            reason: RANSOM,
            when: When::Play,
            player: from,
            points: rules.ransom,
            payer: Some(player),
            tiles: Vec::new(),
        });
        self.ext.tower.ransom_paid = true;
        Ok(())
    }
}

/// What a capture takes.
enum Captive {
    /// The figure at this index of `followers`.
    Figure(usize),
    /// The follower on top of the tower at this index of `towers`.
    Top(usize),
}
