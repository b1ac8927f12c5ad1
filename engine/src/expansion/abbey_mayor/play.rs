//! Abbey & Mayor in play (numbers: [`AbbeyRules`]): the mayor's strength,
//! barns (where they may stand, the farmers they score at once, their
//! final scoring), wagons moving on after their feature scores, and the
//! abbey tile that closes the hole it fills.

// Without the `more` feature the engine leaves these rules out.

use super::BARN;
use super::{BarnField, WagonReach};
use crate::expansion::AbbeyError;
use crate::expansion::AbbeyRules;
use crate::face::MAX_LOCAL;
use crate::figure::Figure;
use crate::game::Reason;
use crate::game::scoring::ring;
use crate::game::steps::{StepError, StepOrFollower};
use crate::game::{Follower, FollowerError, Game, PLAYERS, Player, Pos, ScoreEvent, When};
use crate::geom::Half;
use crate::spec::FeatureSpec;
use crate::tile::{FeatureRef, FeatureType};

crate::names::closed_enum! {
    /// A corner of a square: the point where it meets three other
    /// squares. A barn stands on such a point.
    pub enum Corner ("corner") {
        /// North-west.
        Nw = "nw",
        /// North-east.
        Ne = "ne",
        /// South-east.
        Se = "se",
        /// South-west.
        Sw = "sw",
    }
}

impl Corner {
    /// The corner's two half-edges, on the tile it belongs to.
    pub const fn halves(self) -> [Half; 2] {
        match self {
            Corner::Nw => [Half::Wnw, Half::Nnw],
            Corner::Ne => [Half::Nne, Half::Ene],
            Corner::Se => [Half::Ese, Half::Sse],
            Corner::Sw => [Half::Ssw, Half::Wsw],
        }
    }

    /// The four squares meeting at this corner of `p`, each with its own
    /// corner that touches the point: `p` first, then clockwise.
    pub fn squares(self, p: Pos) -> [(Pos, Corner); 4] {
        let (x, y) = p;
        // The point's north-west square, from which the others follow.
        let (dx, dy) = match self {
            Corner::Nw => (-1, -1),
            Corner::Ne => (0, -1),
            Corner::Se => (0, 0),
            Corner::Sw => (-1, 0),
        };
        let nw = (x + dx, y + dy);
        let all = [
            (nw, Corner::Se),
            ((nw.0 + 1, nw.1), Corner::Sw),
            ((nw.0 + 1, nw.1 + 1), Corner::Nw),
            ((nw.0, nw.1 + 1), Corner::Ne),
        ];
        let start = all.iter().position(|(q, _)| *q == p).unwrap_or(0);
        std::array::from_fn(|i| all[(start + i) % 4])
    }

    /// The meeting point in board units of squares (a square's north-west
    /// corner is its own coordinates).
    pub const fn point(self, p: Pos) -> Pos {
        match self {
            Corner::Nw => p,
            Corner::Ne => (p.0 + 1, p.1),
            Corner::Se => (p.0 + 1, p.1 + 1),
            Corner::Sw => (p.0, p.1 + 1),
        }
    }
}

/// A barn on the board. It never leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Barn {
    /// Owner.
    pub player: Player,
    /// The tile it was put on the corner of (the tile laid that turn).
    pub tile: usize,
    /// That corner.
    pub corner: Corner,
    /// The field it stands in, as a feature of that tile.
    pub field: FeatureRef,
}

/// A wagon whose feature scored this turn: it may move on to one of
/// `targets`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FreedWagon {
    pub(crate) player: Player,
    /// The features it may move on to, as the variant in play reads
    /// "next to": each on the square where it meets the scored feature
    /// (or lies around the wagon), with the feature's root.
    pub(crate) targets: Vec<(Pos, FeatureRef, u32)>,
}

/// Abbey & Mayor's state in a game: barns, and this turn's wagons.
#[derive(Clone, Debug, Default)]
pub struct AbbeyState {
    /// Barns, in the order they were put down.
    pub(crate) barns: Vec<Barn>,
    /// Wagons this turn's scoring freed, which may move on.
    pub(crate) freed_wagons: Vec<FreedWagon>,
    /// The last player who moved a wagon this turn.
    pub(crate) wagon_mover: Option<Player>,
}

impl crate::expansion::Expansion for crate::expansion::AbbeyMayor {
    const ID: &'static str = "abbey-mayor";
    type State = AbbeyState;
    type Step = super::steps::AbbeyStep;
    type Error = super::errors::AbbeyError;
    type Rules = super::AbbeyRules;
    const MESSAGES: &'static [(&'static str, &'static [&'static str])] = super::errors::MESSAGES;
    const REASONS: &'static [Reason] = &[BARN];
    const PIECES: &'static [&'static str] = &["barn"];

    fn take(g: &mut Game, step: &Self::Step) -> Result<(), StepOrFollower> {
        use super::steps::AbbeyStep;
        match *step {
            AbbeyStep::Barn { player, corner } => g.place_barn(player, corner),
            AbbeyStep::Wagon { player, to, spec } => g.move_wagon(player, to, spec),
        }
    }

    /// Each player has one abbey.
    fn may_play(g: &Game, kind: usize, player: Player) -> Result<(), StepError> {
        let abbey = |k: usize| g.table.kind(k).is_abbey();
        if abbey(kind)
            && g.history
                .iter()
                .any(|m| m.player == Some(player) && abbey(m.kind))
        {
            return Err(StepError::from(AbbeyError::AbbeyUsed));
        }
        Ok(())
    }

    /// Any edges meet an abbey; it needs a hole closed all round.
    fn edges(
        g: &Game,
        face: &crate::face::Face,
        pos: Pos,
    ) -> Option<Result<(), crate::game::PlacementError>> {
        face.abbey.then(|| {
            g.abbey_hole(pos)
                .then_some(())
                .ok_or(AbbeyError::NotInHole.into())
        })
    }

    /// An abbey goes in a hole, whatever the edges around it.
    fn places_apart(g: &Game, kind: usize) -> bool {
        g.table.face(kind, crate::geom::Rotation::R0).abbey
    }

    /// An abbey outside a hole, a farmer in a barn's field.
    fn turn_errors(rules: &crate::expansion::TurnRules, out: &mut Vec<crate::message::Message>) {
        if rules.abbey_mayor.is_some() {
            out.push(crate::game::PlacementError::from(AbbeyError::NotInHole).message());
            out.push(FollowerError::from(AbbeyError::Barn).message());
        }
    }

    /// An abbey's sides close what they touch.
    fn seals(_g: &Game, face: &crate::face::Face) -> bool {
        face.abbey
    }

    /// A barn on each corner of the tile just laid, each freed wagon on
    /// each feature of the squares of the feature it scored on.
    fn offer(g: &Game, _players: &[Player], out: &mut Vec<Self::Step>) {
        use super::steps::AbbeyStep;
        if g.extras.abbey_mayor.is_none() {
            return;
        }
        for player in g.turn_players() {
            out.extend(Corner::ALL.map(|corner| AbbeyStep::Barn { player, corner }));
        }
        for w in &g.ext.abbey_mayor.freed_wagons {
            out.extend(w.targets.iter().map(|&(to, feature, _)| AbbeyStep::Wagon {
                player: w.player,
                to,
                spec: FeatureSpec::Ref(feature),
            }));
        }
    }

    fn tile_placed(g: &mut Game, _t: usize) {
        g.ext.abbey_mayor.freed_wagons.clear();
        g.ext.abbey_mayor.wagon_mover = None;
    }

    /// Every barn on the corner where its four squares meet.
    fn draw(g: &Game, out: &mut Vec<crate::draw::BoardPiece>) {
        for b in &g.ext.abbey_mayor.barns {
            let at = crate::draw::on_square(b.corner.point(g.tiles[b.tile].pos), (0, 0));
            out.push(crate::draw::BoardPiece::figure(
                "barn",
                Figure::Barn,
                b.player,
                at,
            ));
        }
    }

    /// No farmer joins a field with a barn; a barn itself goes on a
    /// corner, by its own step.
    fn may_stand(
        g: &Game,
        figure: Figure,
        _t: usize,
        feature: FeatureRef,
        root: u32,
    ) -> Result<(), FollowerError> {
        if figure == Figure::Barn {
            return Err(AbbeyError::BarnOnCorner.into());
        }
        if feature.ty == FeatureType::Field && g.has_barn(root) {
            return Err(AbbeyError::Barn.into());
        }
        Ok(())
    }

    fn figure_released(g: &mut Game, f: &Follower, root: u32) {
        if f.figure == Figure::Wagon {
            g.free_wagon(f, root);
        }
    }

    /// An abbey's sides close the features of its four neighbours.
    fn closes(g: &Game, t: usize, out: &mut Vec<(u32, FeatureType)>) {
        if g.face(t).abbey {
            out.extend(g.abbey_neighbours(t));
        }
    }

    fn turn_scored(g: &mut Game) {
        g.score_joined_barns();
    }

    fn final_scoring(g: &mut Game) {
        g.score_barns_final();
    }
}

impl Game {
    /// Barns on the board, in the order they were put there.
    pub fn barns(&self) -> &[Barn] {
        &self.ext.abbey_mayor.barns
    }

    /// The strength per player on component `root`: its followers' as
    /// placed, with each mayor counting the city's pennants instead of 1.
    pub(crate) fn majority(&self, root: u32) -> [u8; PLAYERS] {
        let node = &self.nodes[root as usize];
        let mut counts = node.meeples;
        if self.setup().figures[Figure::Mayor.index()] == 0 {
            return counts;
        }
        let pennants = u8::try_from(node.pennants).unwrap_or(u8::MAX);
        for f in &self.followers {
            if f.figure.is_mayor() && self.root_of(f) == root {
                let c = &mut counts[f.player.index()];
                *c = c.saturating_sub(1).saturating_add(pennants);
            }
        }
        counts
    }

    /// Whether the field component `root` holds a barn.
    pub(crate) fn has_barn(&self, root: u32) -> bool {
        self.ext
            .abbey_mayor
            .barns
            .iter()
            .any(|b| self.barn_root(b) == root)
    }

    fn barn_root(&self, b: &Barn) -> u32 {
        let local = self
            .face(b.tile)
            .local(b.field)
            .expect("barns stand in fields");
        self.find_const(Self::node(b.tile, local))
    }

    /// The rules of the abbey and the barn, when Abbey & Mayor is in play.
    fn abbey_rules(&self) -> Result<AbbeyRules, StepError> {
        self.extras.abbey_mayor.ok_or(StepError::NotInPlay)
    }

    /// Puts `player`'s barn on the corner `corner` of the tile just laid:
    /// four tiles must meet there with a field in each one's corner, and
    /// the field must not hold a barn yet. The farmers already in it score
    /// at once and go home with their pigs.
    pub(crate) fn place_barn(
        &mut self,
        player: Player,
        corner: Corner,
    ) -> Result<(), StepOrFollower> {
        let rules = self.abbey_rules()?;
        let t = self.last_tile().ok_or(FollowerError::NoTile)?;
        if self.figures_left(player, Figure::Barn) == 0 {
            return Err(FollowerError::NoFigureLeft {
                figure: Figure::Barn,
            }
            .into());
        }
        let pos = self.tiles[t].pos;
        let mut field = None;
        for (q, c) in corner.squares(pos) {
            let u = self
                .board
                .tile(q)
                .ok_or(StepError::from(AbbeyError::NotFourFields { at: pos }))?;
            let face = self.face(u);
            let [a, b] = c.halves().map(|h| face.half_field[h.index()]);
            if a == crate::face::NONE || a != b {
                return Err(StepError::from(AbbeyError::NotFourFields { at: pos }).into());
            }
            if u == t {
                field = Some(face.features[a as usize].feature);
            }
        }
        let field = field.expect("the tile just laid is one of the four");
        let local = self.face(t).local(field).expect("a field of the tile");
        let root = self.find(Self::node(t, local));
        if rules.barn_field != BarnField::Any && self.has_barn(root) {
            return Err(StepError::from(AbbeyError::BarnTaken { at: pos }).into());
        }
        if rules.barn_field == BarnField::Empty
            && self.nodes[root as usize].meeples.iter().any(|&m| m > 0)
        {
            return Err(StepError::from(AbbeyError::BarnFarmers { at: pos }).into());
        }
        self.act(player)?;
        self.supply[player.index()][Figure::Barn.index()] -= 1;
        self.ext.abbey_mayor.barns.push(Barn {
            player,
            tile: t,
            corner,
            field,
        });
        if let Some(last) = self.history.last_mut() {
            last.figure = Figure::Barn;
        }
        self.score_barn_field(root, rules.barn_farmer);
        Ok(())
    }

    /// Scores the farmers on the barn field `root` at `rate` per completed
    /// city (a pig adds its bonus) and sends them and their pigs home.
    fn score_barn_field(&mut self, root: u32, rate: u32) {
        let winners = Self::winners(&self.nodes[root as usize].meeples);
        if winners.is_empty() {
            return;
        }
        let cities = self.farm_cities(root).len() as u32;
        let mut points = Vec::new();
        for p in winners {
            let rate = rate.saturating_add(self.pig_bonus(p, root));
            points.extend(self.award(&[p], rate.saturating_mul(cities)));
        }
        self.events.push(ScoreEvent {
            feature: FeatureType::Field,
            when: When::Play,
            tiles: self.component_tiles(root),
            pennants: 0,
            cities,
            marks: crate::expansion::Marks::default(),
            points,
        });
        let mut i = 0;
        while i < self.followers.len() {
            let f = self.followers[i];
            if f.role() == FeatureType::Field && self.root_of(&f) == root {
                self.send_home(i);
            } else {
                i += 1;
            }
        }
    }

    /// After a tile's scoring: farmers the tile joined to a barn's field
    /// score at once at the joined rate and go home.
    pub(crate) fn score_joined_barns(&mut self) {
        let Some(rules) = self.extras.abbey_mayor else {
            return;
        };
        let mut roots: Vec<u32> = self
            .ext
            .abbey_mayor
            .barns
            .iter()
            .map(|b| self.barn_root(b))
            .collect();
        roots.dedup();
        for root in roots {
            if self.nodes[root as usize].meeples.iter().any(|&m| m > 0) {
                self.score_barn_field(root, rules.barn_joined);
            }
        }
    }

    /// The final scoring of barns: each owner scores its field's completed
    /// cities, several barns on one field each in full.
    pub(crate) fn score_barns_final(&mut self) {
        let Some(rules) = self.extras.abbey_mayor else {
            return;
        };
        for i in 0..self.ext.abbey_mayor.barns.len() {
            let b = self.ext.abbey_mayor.barns[i];
            let root = self.barn_root(&b);
            let cities = self.farm_cities(root).len() as u32;
            let tiles = self.component_tiles(root);
            self.give(
                BARN,
                When::Final,
                b.player,
                rules.barn_final.saturating_mul(cities),
                tiles,
            );
        }
    }

    /// Notes a wagon sent home by the scoring of `root`: it may move on
    /// this turn, to the features the variant in play lets it reach.
    pub(crate) fn free_wagon(&mut self, f: &Follower, root: u32) {
        let Some(rules) = self.extras.abbey_mayor else {
            return;
        };
        let targets = match rules.wagon_reach {
            WagonReach::Connected => self.connected_features(root),
            WagonReach::Around => self.features_around(root, self.tiles[f.tile].pos),
        };
        self.ext.abbey_mayor.freed_wagons.push(FreedWagon {
            player: f.player,
            targets,
        });
    }

    /// Adds to `out`, once, the feature `local` of tile `t` as a wagon's
    /// target (its square, reference and root), if a wagon may stand on
    /// it and it is not the scored feature `root`.
    fn add_target(&self, out: &mut Vec<(Pos, FeatureRef, u32)>, root: u32, t: usize, local: u8) {
        let target = (
            self.tiles[t].pos,
            self.face(t).features[local as usize].feature,
            self.find_const(Self::node(t, local)),
        );
        if target.2 != root && Figure::Wagon.may_stand_on(target.1.ty) && !out.contains(&target) {
            out.push(target);
        }
    }

    /// The features on the square `pos` and the eight around it (the
    /// reading of the later printings: a wagon crosses at most one tile).
    fn features_around(&self, root: u32, pos: Pos) -> Vec<(Pos, FeatureRef, u32)> {
        let mut out = Vec::new();
        for q in std::iter::once(pos).chain(ring(pos)) {
            let Some(t) = self.board.tile(q) else {
                continue;
            };
            for local in 0..self.face(t).features.len() {
                self.add_target(&mut out, root, t, local as u8);
            }
        }
        out
    }

    /// The features directly connected to the road, city or cloister
    /// `root` (the reading of seed 000 and the first printings): at each
    /// of its parts, what it meets on that tile at a road's end (the other
    /// roads of a crossing, the cloister or city gate a road runs into, the
    /// roads running into a city or cloister), and an abbey one of its
    /// roads runs into, or the roads running into it.
    fn connected_features(&self, root: u32) -> Vec<(Pos, FeatureRef, u32)> {
        use crate::tile::RoadEnd::{City, Cloister, Fair, Village};
        let mut out = Vec::new();
        for n in self.members(root) {
            let (t, l) = (n as usize / MAX_LOCAL, n as usize % MAX_LOCAL);
            let face = self.face(t);
            let kind = self.table.kind(self.tiles[t].kind);
            // What a one-sided road of the tile runs into, if `m` is one.
            let end = |m: usize| {
                let f = face.features[m].feature;
                let r = kind
                    .roads
                    .get(f.index)
                    .filter(|_| f.ty == FeatureType::Road)?;
                r.end.filter(|_| r.sides.len() == 1)
            };
            let (mine, ty) = (end(l), face.features[l].feature.ty);
            for m in (0..face.features.len()).filter(|&m| m != l) {
                let meets = match (mine, face.features[m].feature.ty) {
                    (Some(Village | Fair), _) => matches!(end(m), Some(Village | Fair)),
                    (Some(Cloister), FeatureType::Cloister) | (Some(City), FeatureType::City) => {
                        true
                    }
                    (None, FeatureType::Road) => match ty {
                        FeatureType::City => end(m) == Some(City),
                        FeatureType::Cloister => end(m) == Some(Cloister),
                        _ => false,
                    },
                    _ => false,
                };
                if meets {
                    self.add_target(&mut out, root, t, m as u8);
                }
            }
            // An abbey: the roads running into it, or the one a road of the
            // scored feature runs into.
            if face.abbey {
                for (node, road) in self.abbey_neighbours(t) {
                    if road == FeatureType::Road {
                        let (u, local) =
                            (node as usize / MAX_LOCAL, (node as usize % MAX_LOCAL) as u8);
                        self.add_target(&mut out, root, u, local);
                    }
                }
            }
            let sides = crate::geom::Side::ALL.into_iter();
            for s in sides.filter(|s| {
                ty == FeatureType::Road && usize::from(face.side_feature[s.index()]) == l
            }) {
                if let Some(u) = self
                    .board
                    .tile(crate::game::placement::step(self.tiles[t].pos, s))
                    && let (true, Some(c)) = (self.face(u).abbey, self.face(u).cloister)
                {
                    self.add_target(&mut out, root, u, c);
                }
            }
        }
        out
    }

    /// Moves `player`'s wagon, freed by this turn's scoring, onto feature
    /// `spec` of the tile on `to`: a road, city or cloister on one of the
    /// scored feature's squares, neither complete nor occupied. Players
    /// move in seat order from the player whose turn it is.
    pub(crate) fn move_wagon(
        &mut self,
        player: Player,
        to: Pos,
        spec: FeatureSpec,
    ) -> Result<(), StepOrFollower> {
        let i = self
            .ext
            .abbey_mayor
            .freed_wagons
            .iter()
            .position(|w| w.player == player)
            .ok_or(StepError::from(AbbeyError::NoWagon))?;
        if let Some(last) = self.ext.abbey_mayor.wagon_mover
            && seat_after(self.turn_player, player) < seat_after(self.turn_player, last)
        {
            return Err(StepError::OutOfOrder.into());
        }
        let t = self.tile_at(to)?;
        let feature = spec.resolve(self.face(t))?;
        let reached = self.face(t).local(feature).is_some_and(|local| {
            let root = self.find_const(Self::node(t, local));
            (self.ext.abbey_mayor.freed_wagons[i].targets.iter())
                .any(|&(p, _, r)| (p, r) == (to, root))
        });
        if !reached {
            return Err(StepError::from(AbbeyError::NotAdjacent { at: to }).into());
        }
        if !Figure::Wagon.may_stand_on(feature.ty) {
            return Err(FollowerError::WrongFeature {
                figure: Figure::Wagon,
                feature: feature.ty,
            }
            .into());
        }
        let extent = self
            .feature_extent(t, feature)
            .ok_or(FollowerError::UnknownFeature)?;
        if extent.complete {
            return Err(FollowerError::Completed.into());
        }
        if let Some(by) = Player::ALL
            .into_iter()
            .find(|p| extent.followers[p.index()] > 0)
        {
            return Err(FollowerError::Occupied { by }.into());
        }
        if self.ext.princess_dragon.dragon == Some(to) {
            return Err(
                FollowerError::from(crate::expansion::DragonError::FollowerOnDragon).into(),
            );
        }
        self.ext.abbey_mayor.freed_wagons.remove(i);
        self.ext.abbey_mayor.wagon_mover = Some(player);
        let local = self.face(t).local(feature).expect("resolved");
        let root = self.find(Self::node(t, local));
        let strength = &mut self.nodes[root as usize].meeples[player.index()];
        *strength = strength.saturating_add(Figure::Wagon.strength());
        self.supply[player.index()][Figure::Wagon.index()] -= 1;
        self.followers.push(Follower {
            player,
            figure: Figure::Wagon,
            tile: t,
            feature,
        });
        Ok(())
    }

    /// The nodes of the features on the sides of tile `t`'s neighbours
    /// that face it, with their types.
    pub(crate) fn abbey_neighbours(&self, t: usize) -> Vec<(u32, FeatureType)> {
        let pos = self.tiles[t].pos;
        let mut out = Vec::new();
        for s in crate::geom::Side::ALL {
            let Some(u) = self.board.tile(crate::game::placement::step(pos, s)) else {
                continue;
            };
            let face = self.face(u);
            let theirs = face.side_feature[s.opposite().index()];
            if theirs != crate::face::NONE {
                out.push((
                    Self::node(u, theirs),
                    face.features[theirs as usize].feature.ty,
                ));
            }
        }
        out
    }

    /// Whether an abbey may fill `pos`: all four neighbours are tiles.
    pub(crate) fn abbey_hole(&self, pos: Pos) -> bool {
        ring(pos)
            .into_iter()
            .skip(1)
            .step_by(2)
            .all(|q| self.board.tile(q).is_some())
    }
}

/// How many seats after the player whose turn it is `p` sits (0: that
/// player; unknown turn: seat order from red).
fn seat_after(turn: Option<Player>, p: Player) -> usize {
    let start = turn.map_or(0, Player::index);
    (p.index() + crate::game::PLAYERS - start) % crate::game::PLAYERS
}
