//! A game in progress: the board, features as they grow and merge,
//! followers, and scoring during play and at the end.
//!
//! Features are tracked with a union–find over *nodes*: every local feature
//! of every placed tile is a node, and placing a tile unites the nodes that
//! its edges continue. Each component's root keeps what scoring needs: open
//! ends, pennants and followers per player.

use std::fmt;

use crate::face::{Face, KindTable, MAX_LOCAL, NONE};
use crate::geom::{Half, Rotation, Side};
use crate::rules::{FarmMethod, Rules};
use crate::tile::{FeatureRef, FeatureType, Terrain};

/// A square on the board: x grows east, y grows south.
pub type Pos = (i32, i32);

/// Followers each player has.
pub const SUPPLY_PER_PLAYER: u8 = 7;

/// Players, by colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Player {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Black.
    Black,
}

/// Number of colours.
pub const PLAYERS: usize = 5;

impl Player {
    /// All colours, in seating order.
    pub const ALL: [Player; PLAYERS] = [
        Player::Red,
        Player::Blue,
        Player::Green,
        Player::Yellow,
        Player::Black,
    ];

    /// Index 0..5.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour's id, as used in board files and JSON.
    pub const fn name(self) -> &'static str {
        ["red", "blue", "green", "yellow", "black"][self as usize]
    }

    /// Parses a colour id.
    pub fn parse(s: &str) -> Option<Player> {
        Player::ALL.into_iter().find(|p| p.name() == s)
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Index in the [`KindTable`].
    pub kind: usize,
    /// Its rotation.
    pub rotation: Rotation,
    /// Its square.
    pub pos: Pos,
}

/// A follower on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Follower {
    /// Owner.
    pub player: Player,
    /// Index of the tile it stands on, in placement order.
    pub tile: usize,
    /// The feature of that tile it occupies.
    pub feature: FeatureRef,
}

impl Follower {
    /// Thief, knight, monk or farmer, by the feature it occupies.
    pub fn role(&self) -> FeatureType {
        self.feature.ty
    }
}

/// One turn as it was played: the tile and the follower deployed with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// Kind index.
    pub kind: usize,
    /// Square.
    pub pos: Pos,
    /// Rotation.
    pub rotation: Rotation,
    /// The follower deployed this turn, if any.
    pub follower: Option<(Player, FeatureRef)>,
}

/// When points were scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum When {
    /// During play, when the feature was completed.
    Play,
    /// In the final scoring.
    Final,
}

impl When {
    /// `play` or `final`.
    pub const fn name(self) -> &'static str {
        match self {
            When::Play => "play",
            When::Final => "final",
        }
    }
}

/// One scoring of one feature.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ScoreEvent {
    /// City, road, cloister, or field (a farm).
    pub feature: FeatureType,
    /// During play or at the end.
    pub when: When,
    /// The squares of the feature's tiles, sorted, each once.
    pub tiles: Vec<Pos>,
    /// Pennants in the city.
    pub pennants: u32,
    /// Completed cities the farm scores (farms only).
    pub cities: u32,
    /// Points per player, sorted by player; empty when nobody scored.
    pub points: Vec<(Player, u32)>,
}

/// Why a tile cannot go where it was asked to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// Another tile already lies there.
    Occupied,
    /// The square does not share a side with any placed tile.
    NotAdjacent,
    /// A side does not continue its neighbour.
    EdgeMismatch {
        /// The new tile's side.
        side: Side,
        /// What the new tile shows there.
        mine: Terrain,
        /// What the neighbour shows.
        theirs: Terrain,
    },
    /// A river tile does not continue the river's open end.
    RiverNotContinued,
    /// The river would bend the same way twice in a row.
    RiverUTurn,
    /// The river is already closed by the lake (or never started).
    RiverClosed,
    /// The square is too far from the start for this board.
    OutOfBounds,
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::Occupied => write!(f, "another tile already lies on that square"),
            PlacementError::NotAdjacent => {
                write!(
                    f,
                    "the tile must share a whole side with a placed tile (a corner is not enough)"
                )
            }
            PlacementError::EdgeMismatch { side, mine, theirs } => write!(
                f,
                "its {side} edge is {mine}, but the neighbouring edge is {theirs}"
            ),
            PlacementError::RiverNotContinued => {
                write!(
                    f,
                    "a river tile must continue the river from the last river tile"
                )
            }
            PlacementError::RiverUTurn => {
                write!(f, "the river may not bend the same way twice in a row")
            }
            PlacementError::RiverClosed => {
                write!(
                    f,
                    "there is no open river end to continue (the lake closes the river; the spring starts it)"
                )
            }
            PlacementError::OutOfBounds => write!(f, "the square is too far from the start tile"),
        }
    }
}

/// Why a follower cannot go where it was asked to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FollowerError {
    /// No tile has been placed this turn.
    NoTile,
    /// A follower was already placed this turn.
    AlreadyPlaced,
    /// The player has no follower left in their supply.
    NoSupply,
    /// The tile has no such feature.
    UnknownFeature,
    /// Followers may not stand on the river.
    River,
    /// The connected feature already holds a follower.
    Occupied {
        /// Who is there (one of them).
        by: Player,
    },
}

impl fmt::Display for FollowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FollowerError::NoTile => write!(f, "a follower can only go on the tile just placed"),
            FollowerError::AlreadyPlaced => write!(f, "only one follower may be placed per turn"),
            FollowerError::NoSupply => write!(f, "the player has no follower left in their supply"),
            FollowerError::UnknownFeature => write!(f, "the tile has no such feature"),
            FollowerError::River => write!(f, "followers may not be placed on the river"),
            FollowerError::Occupied { by } => write!(
                f,
                "the feature is already occupied by {by} further along (it is connected)"
            ),
        }
    }
}

/// How the river bends on a tile, seen in the direction it flows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    Straight,
    Left,
    Right,
}

#[derive(Clone, Debug, Default)]
struct River {
    /// The open river end: the tile's square and the side the water leaves by.
    open: Option<(Pos, Side)>,
    /// Whether a river has begun on this board.
    started: bool,
    last_turn: Option<Turn>,
}

/// A square grid around the start. Each cell holds the index of its tile,
/// or, while empty, the edges its placed neighbours require (as a mask and
/// value over [`Face::packed`]), kept up to date as tiles are placed.
#[derive(Clone, Debug)]
struct Grid {
    radius: i32,
    width: i32,
    cells: Vec<Cell>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cell {
    tile: u16,
    mask: u8,
    value: u8,
}

const EMPTY: u16 = u16::MAX;

/// The farthest a tile may lie from the start, in squares.
pub const MAX_RADIUS: i32 = 1024;

impl Grid {
    fn new(radius: i32) -> Grid {
        let width = 2 * radius + 1;
        let empty = Cell {
            tile: EMPTY,
            mask: 0,
            value: 0,
        };
        Grid {
            radius,
            width,
            cells: vec![empty; (width * width) as usize],
        }
    }

    fn index(&self, (x, y): Pos) -> Option<usize> {
        let (i, j) = (x + self.radius, y + self.radius);
        if (0..self.width).contains(&i) && (0..self.width).contains(&j) {
            Some((j * self.width + i) as usize)
        } else {
            None
        }
    }

    fn get(&self, p: Pos) -> Option<usize> {
        self.index(p)
            .map(|i| self.cells[i].tile)
            .filter(|&c| c != EMPTY)
            .map(usize::from)
    }
}

fn step(p: Pos, s: Side) -> Pos {
    let (dx, dy) = s.offset();
    (p.0 + dx, p.1 + dy)
}

/// The eight squares around `p`.
pub fn ring(p: Pos) -> [Pos; 8] {
    let (x, y) = p;
    [
        (x - 1, y - 1),
        (x, y - 1),
        (x + 1, y - 1),
        (x + 1, y),
        (x + 1, y + 1),
        (x, y + 1),
        (x - 1, y + 1),
        (x - 1, y),
    ]
}

/// One node of the union–find: a local feature of a placed tile. The
/// counters are meaningful at a component's root.
#[derive(Clone, Copy, Debug)]
struct Node {
    parent: u32,
    size: u32,
    /// Next node of the same component, in a circular list.
    next: u32,
    /// Open ends (cities, roads).
    open: i32,
    pennants: u32,
    meeples: [u8; PLAYERS],
    scored: bool,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game<'k> {
    table: &'k KindTable,
    rules: Rules,
    grid: Grid,
    tiles: Vec<Placed>,
    /// Empty squares next to placed tiles, with their grid index.
    frontier: Vec<(Pos, u32)>,
    // Union–find, indexed by node = tile * MAX_LOCAL + local.
    nodes: Vec<Node>,
    followers: Vec<Follower>,
    supply: [u8; PLAYERS],
    scores: [u32; PLAYERS],
    events: Vec<ScoreEvent>,
    river: River,
    follower_this_turn: bool,
    finished: bool,
    history: Vec<Move>,
}

impl<'k> Game<'k> {
    /// A new, empty game; tiles may lie up to `radius` squares from the
    /// start in each direction.
    pub fn new(table: &'k KindTable, rules: Rules, radius: i32) -> Game<'k> {
        Game {
            table,
            rules,
            grid: Grid::new(radius.clamp(1, MAX_RADIUS)),
            tiles: Vec::new(),
            frontier: Vec::new(),
            nodes: Vec::new(),
            followers: Vec::new(),
            supply: [SUPPLY_PER_PLAYER; PLAYERS],
            scores: [0; PLAYERS],
            events: Vec::new(),
            river: River::default(),
            follower_this_turn: false,
            finished: false,
            history: Vec::new(),
        }
    }

    /// The kinds this game uses.
    pub fn table(&self) -> &'k KindTable {
        self.table
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Tiles in placement order.
    pub fn tiles(&self) -> &[Placed] {
        &self.tiles
    }

    /// Followers on the board.
    pub fn followers(&self) -> &[Follower] {
        &self.followers
    }

    /// Followers left in a player's supply.
    pub fn supply(&self, p: Player) -> u8 {
        self.supply[p.index()]
    }

    /// A player's score.
    pub fn score(&self, p: Player) -> u32 {
        self.scores[p.index()]
    }

    /// Every scoring so far.
    pub fn events(&self) -> &[ScoreEvent] {
        &self.events
    }

    /// Index of the tile on square `p`.
    pub fn tile_at(&self, p: Pos) -> Option<usize> {
        self.grid.get(p)
    }

    /// The compiled face of tile `t`.
    pub fn face(&self, t: usize) -> &'k Face {
        let placed = self.tiles[t];
        self.table.face(placed.kind, placed.rotation)
    }

    /// Empty squares that share a side with a placed tile, in the order
    /// they became available.
    pub fn frontier(&self) -> impl Iterator<Item = Pos> + '_ {
        self.frontier.iter().map(|(p, _)| *p)
    }

    fn find(&mut self, mut n: u32) -> u32 {
        while self.nodes[n as usize].parent != n {
            let gp = self.nodes[self.nodes[n as usize].parent as usize].parent;
            self.nodes[n as usize].parent = gp;
            n = gp;
        }
        n
    }

    fn find_const(&self, mut n: u32) -> u32 {
        while self.nodes[n as usize].parent != n {
            n = self.nodes[n as usize].parent;
        }
        n
    }

    fn union(&mut self, a: u32, b: u32) -> u32 {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        let (big, small) = if self.nodes[ra as usize].size >= self.nodes[rb as usize].size {
            (ra, rb)
        } else {
            (rb, ra)
        };
        let (bi, si) = (big as usize, small as usize);
        self.nodes[si].parent = big;
        self.nodes[bi].size += self.nodes[si].size;
        self.nodes[bi].open += self.nodes[si].open;
        self.nodes[bi].pennants += self.nodes[si].pennants;
        for p in 0..PLAYERS {
            self.nodes[bi].meeples[p] += self.nodes[si].meeples[p];
        }
        self.nodes[bi].scored |= self.nodes[si].scored;
        let (a, b) = (self.nodes[bi].next, self.nodes[si].next);
        self.nodes[bi].next = b;
        self.nodes[si].next = a;
        big
    }

    fn node(tile: usize, local: u8) -> u32 {
        (tile * MAX_LOCAL + local as usize) as u32
    }

    /// Squares (each once, sorted) of the tiles a component spans.
    fn component_tiles(&self, root: u32) -> Vec<Pos> {
        let mut tiles = Vec::new();
        let mut n = root;
        loop {
            tiles.push(self.tiles[n as usize / MAX_LOCAL].pos);
            n = self.nodes[n as usize].next;
            if n == root {
                break;
            }
        }
        tiles.sort_unstable();
        tiles.dedup();
        tiles
    }

    fn members(&self, root: u32) -> Vec<u32> {
        let mut out = vec![root];
        let mut n = self.nodes[root as usize].next;
        while n != root {
            out.push(n);
            n = self.nodes[n as usize].next;
        }
        out
    }

    /// The (mask, value) pair a face's packed edges must match on square
    /// `p`, and whether `p` has any neighbour at all.
    fn constraint(&self, p: Pos) -> (u8, u8, bool) {
        match self.grid.index(p) {
            Some(i) => {
                let c = self.grid.cells[i];
                (c.mask, c.value, c.mask != 0)
            }
            None => (0, 0, false),
        }
    }

    /// The river's bend on a tile entered from `entry` and left by `exit`.
    fn turn(entry: Side, exit: Option<Side>) -> Turn {
        let heading = entry.opposite();
        match exit {
            None => Turn::Straight,
            Some(x) if x == heading => Turn::Straight,
            Some(x) if x == heading.rotated(Rotation::R90) => Turn::Right,
            Some(_) => Turn::Left,
        }
    }

    /// River rules for a water tile; returns the new open end and turn.
    #[allow(clippy::type_complexity)]
    fn river_check(
        &self,
        face: &Face,
        pos: Pos,
    ) -> Result<(Option<(Pos, Side)>, Option<Turn>), PlacementError> {
        let water: Vec<Side> = Side::ALL
            .into_iter()
            .filter(|s| face.edges[s.index()] == Terrain::Water)
            .collect();
        if self.tiles.is_empty() {
            // The first tile: a spring, or any river tile, opens the river.
            let open = water.last().map(|s| (pos, *s));
            return Ok((open, None));
        }
        let Some((end_pos, end_side)) = self.river.open else {
            return Err(PlacementError::RiverClosed);
        };
        if step(end_pos, end_side) != pos {
            return Err(PlacementError::RiverNotContinued);
        }
        let entry = end_side.opposite();
        if !water.contains(&entry) {
            return Err(PlacementError::RiverNotContinued);
        }
        let exit = water.iter().copied().find(|s| *s != entry);
        let turn = Self::turn(entry, exit);
        if turn != Turn::Straight && self.river.last_turn == Some(turn) {
            return Err(PlacementError::RiverUTurn);
        }
        Ok((exit.map(|x| (pos, x)), Some(turn)))
    }

    /// Checks whether kind `kind` may go on `pos` turned by `rotation`.
    pub fn can_place(
        &self,
        kind: usize,
        pos: Pos,
        rotation: Rotation,
    ) -> Result<(), PlacementError> {
        let face = self.table.face(kind, rotation);
        if self.grid.index(pos).is_none() || self.tiles.len() >= usize::from(EMPTY) {
            return Err(PlacementError::OutOfBounds);
        }
        if self.grid.get(pos).is_some() {
            return Err(PlacementError::Occupied);
        }
        if self.tiles.is_empty() {
            return Ok(());
        }
        let (mask, value, any) = self.constraint(pos);
        if !any {
            return Err(PlacementError::NotAdjacent);
        }
        if face.packed & mask != value {
            for s in Side::ALL {
                if let Some(t) = self.grid.get(step(pos, s)) {
                    let theirs = self.face(t).edges[s.opposite().index()];
                    let mine = face.edges[s.index()];
                    if mine != theirs {
                        return Err(PlacementError::EdgeMismatch {
                            side: s,
                            mine,
                            theirs,
                        });
                    }
                }
            }
        }
        if face.water {
            self.river_check(face, pos)?;
        } else if self.river.open.is_some() {
            // While the river is open, only river tiles are played.
            return Err(PlacementError::RiverNotContinued);
        }
        Ok(())
    }

    /// Every legal (square, rotation) for kind `kind`, appended to `out`.
    pub fn legal_placements_into(&self, kind: usize, out: &mut Vec<(Pos, Rotation)>) {
        let faces: [&Face; 4] = Rotation::ALL.map(|r| self.table.face(kind, r));
        let river = faces[0].water;
        if river || self.river.open.is_some() {
            // Rare: check fully.
            for &(p, _) in &self.frontier {
                for r in Rotation::ALL {
                    if self.can_place(kind, p, r).is_ok() {
                        out.push((p, r));
                    }
                }
            }
            return;
        }
        let packed = faces.map(|f| f.packed);
        for &(p, i) in &self.frontier {
            let cell = self.grid.cells[i as usize];
            for (r, face) in Rotation::ALL.into_iter().zip(packed) {
                if face & cell.mask == cell.value {
                    out.push((p, r));
                }
            }
        }
    }

    /// Every legal (square, rotation) for kind `kind`.
    pub fn legal_placements(&self, kind: usize) -> Vec<(Pos, Rotation)> {
        let mut out = Vec::new();
        self.legal_placements_into(kind, &mut out);
        out
    }

    /// Places a tile; the start tile is the first one placed. Returns the
    /// new tile's index.
    pub fn place(
        &mut self,
        kind: usize,
        pos: Pos,
        rotation: Rotation,
    ) -> Result<usize, PlacementError> {
        self.can_place(kind, pos, rotation)?;
        let face = self.table.face(kind, rotation);
        if face.water {
            let (open, turn) = self.river_check(face, pos)?;
            self.river.open = open;
            self.river.started = true;
            if turn.is_some() {
                self.river.last_turn = turn;
            }
        }
        let t = self.tiles.len();
        self.tiles.push(Placed {
            kind,
            rotation,
            pos,
        });
        let gi = self.grid.index(pos).expect("checked in can_place");
        self.grid.cells[gi].tile = t as u16;
        self.frontier.retain(|&(q, _)| q != pos);
        for s in Side::ALL {
            let q = step(pos, s);
            let Some(qi) = self.grid.index(q) else {
                continue;
            };
            let cell = &mut self.grid.cells[qi];
            if cell.tile != EMPTY {
                continue;
            }
            if cell.mask == 0 {
                self.frontier.push((q, qi as u32));
            }
            let back = s.opposite().index();
            cell.mask |= 3 << (2 * back);
            cell.value |= (face.packed >> (2 * s.index()) & 3) << (2 * back);
        }
        // New nodes, one block of MAX_LOCAL per tile.
        let base = t * MAX_LOCAL;
        self.nodes.extend((0..MAX_LOCAL).map(|i| {
            let n = (base + i) as u32;
            let f = face.features.get(i);
            Node {
                parent: n,
                size: 1,
                next: n,
                open: f.map_or(0, |f| i32::from(f.open)),
                pennants: f.map_or(0, |f| u32::from(f.pennants)),
                meeples: [0; PLAYERS],
                scored: false,
            }
        }));
        // Connect to the neighbours.
        for s in Side::ALL {
            let Some(u) = self.grid.get(step(pos, s)) else {
                continue;
            };
            let other = self.face(u);
            let (mine, theirs) = (
                face.side_feature[s.index()],
                other.side_feature[s.opposite().index()],
            );
            if mine != NONE && theirs != NONE {
                let root = self.union(Self::node(t, mine), Self::node(u, theirs));
                self.nodes[root as usize].open -= 2;
            }
            for h in s.halves() {
                let (a, b) = (
                    face.half_field[h.index()],
                    other.half_field[h.facing().index()],
                );
                if a != NONE && b != NONE {
                    self.union(Self::node(t, a), Self::node(u, b));
                }
            }
        }
        self.follower_this_turn = false;
        self.history.push(Move {
            kind,
            pos,
            rotation,
            follower: None,
        });
        Ok(t)
    }

    /// Makes room for `tiles` more tiles without reallocating.
    pub fn reserve(&mut self, tiles: usize) {
        self.tiles.reserve(tiles);
        self.history.reserve(tiles);
        self.nodes.reserve(tiles * MAX_LOCAL);
        self.frontier.reserve(2 * tiles + 4);
    }

    /// Every turn so far, in order.
    pub fn history(&self) -> &[Move] {
        &self.history
    }

    /// Completed roads and cities not yet scored (or passed over for want
    /// of followers). Always 0 after [`Game::score_turn`]; for tests.
    pub fn pending_completions(&self) -> usize {
        (0..self.nodes.len())
            .filter(|&n| self.nodes[n].parent == n as u32)
            .filter(|&n| {
                let (t, l) = (n / MAX_LOCAL, n % MAX_LOCAL);
                self.face(t)
                    .features
                    .get(l)
                    .is_some_and(|f| matches!(f.feature.ty, FeatureType::City | FeatureType::Road))
                    && self.nodes[n].open == 0
                    && !self.nodes[n].scored
            })
            .count()
    }

    /// Whether the feature `feature` of the last tile may take a follower
    /// of `player` now.
    pub fn can_place_follower(
        &self,
        player: Player,
        feature: FeatureRef,
    ) -> Result<(), FollowerError> {
        let Some(t) = self.tiles.len().checked_sub(1) else {
            return Err(FollowerError::NoTile);
        };
        if self.follower_this_turn {
            return Err(FollowerError::AlreadyPlaced);
        }
        if self.supply[player.index()] == 0 {
            return Err(FollowerError::NoSupply);
        }
        let Some(local) = self.face(t).local(feature) else {
            return Err(FollowerError::UnknownFeature);
        };
        if feature.ty == FeatureType::River {
            return Err(FollowerError::River);
        }
        let root = self.find_const(Self::node(t, local));
        if let Some(p) = Player::ALL
            .into_iter()
            .find(|p| self.nodes[root as usize].meeples[p.index()] > 0)
        {
            return Err(FollowerError::Occupied { by: p });
        }
        Ok(())
    }

    /// The features of the last tile that `player` may occupy now.
    pub fn follower_options(&self, player: Player) -> Vec<FeatureRef> {
        let mut out = Vec::new();
        self.follower_options_into(player, &mut out);
        out
    }

    /// The features of the last tile that `player` may occupy now,
    /// appended to `out`.
    pub fn follower_options_into(&self, player: Player, out: &mut Vec<FeatureRef>) {
        let Some(t) = self.tiles.len().checked_sub(1) else {
            return;
        };
        out.extend(
            self.face(t)
                .features
                .iter()
                .map(|f| f.feature)
                .filter(|f| self.can_place_follower(player, *f).is_ok()),
        );
    }

    /// Puts a follower of `player` on `feature` of the tile just placed.
    pub fn place_follower(
        &mut self,
        player: Player,
        feature: FeatureRef,
    ) -> Result<(), FollowerError> {
        self.can_place_follower(player, feature)?;
        let t = self.tiles.len() - 1;
        let local = self.face(t).local(feature).expect("checked");
        let root = self.find(Self::node(t, local));
        self.nodes[root as usize].meeples[player.index()] += 1;
        self.supply[player.index()] -= 1;
        self.followers.push(Follower {
            player,
            tile: t,
            feature,
        });
        self.follower_this_turn = true;
        if let Some(last) = self.history.last_mut() {
            last.follower = Some((player, feature));
        }
        Ok(())
    }

    fn root_of(&self, f: &Follower) -> u32 {
        let local = self
            .face(f.tile)
            .local(f.feature)
            .expect("followers stand on features");
        self.find_const(Self::node(f.tile, local))
    }

    /// Majority winners among per-player counts.
    fn winners(counts: &[u8; PLAYERS]) -> Vec<Player> {
        let max = *counts.iter().max().unwrap_or(&0);
        if max == 0 {
            return Vec::new();
        }
        Player::ALL
            .into_iter()
            .filter(|p| counts[p.index()] == max)
            .collect()
    }

    fn award(&mut self, winners: &[Player], points: u32) -> Vec<(Player, u32)> {
        winners
            .iter()
            .map(|&p| {
                self.scores[p.index()] = self.scores[p.index()].saturating_add(points);
                (p, points)
            })
            .collect()
    }

    /// Returns to their supplies the followers on component `root`.
    fn release(&mut self, root: u32) {
        let mut i = 0;
        while i < self.followers.len() {
            let f = self.followers[i];
            if f.role() != FeatureType::Field && self.root_of(&f) == root {
                self.supply[f.player.index()] += 1;
                self.nodes[root as usize].meeples[f.player.index()] -= 1;
                self.followers.remove(i);
            } else {
                i += 1;
            }
        }
    }

    fn score_component(&mut self, root: u32, when: When) {
        let ty = self.face(root as usize / MAX_LOCAL).features[root as usize % MAX_LOCAL]
            .feature
            .ty;
        self.nodes[root as usize].scored = true;
        let winners = Self::winners(&self.nodes[root as usize].meeples);
        if winners.is_empty() {
            return;
        }
        let tiles = self.component_tiles(root);
        let n = tiles.len() as u32;
        let pennants = self.nodes[root as usize].pennants;
        let points = match (ty, when) {
            (FeatureType::City, When::Play) => self.rules.completed_city(n, pennants),
            (FeatureType::City, When::Final) => self.rules.city_final.points(n, pennants),
            (FeatureType::Road, When::Play) => self.rules.road.saturating_mul(n),
            (FeatureType::Road, When::Final) => self.rules.road_final.saturating_mul(n),
            _ => 0,
        };
        let points = self.award(&winners, points);
        self.events.push(ScoreEvent {
            feature: ty,
            when,
            tiles,
            pennants: if ty == FeatureType::City { pennants } else { 0 },
            cities: 0,
            points,
        });
        self.release(root);
    }

    fn neighbour_count(&self, pos: Pos) -> usize {
        ring(pos)
            .into_iter()
            .filter(|q| self.grid.get(*q).is_some())
            .count()
    }

    fn cloister_neighbours(&self, pos: Pos) -> Vec<Pos> {
        ring(pos)
            .into_iter()
            .filter(|q| self.grid.get(*q).is_some())
            .collect()
    }

    fn score_cloister(&mut self, t: usize, when: When) {
        let face = self.face(t);
        let Some(local) = face.cloister else { return };
        let node = Self::node(t, local);
        self.nodes[node as usize].scored = true;
        let winners = Self::winners(&self.nodes[node as usize].meeples);
        if winners.is_empty() {
            return;
        }
        let pos = self.tiles[t].pos;
        let mut tiles = self.cloister_neighbours(pos);
        tiles.push(pos);
        tiles.sort_unstable();
        let points = self.rules.cloister_tile.saturating_mul(tiles.len() as u32);
        let points = self.award(&winners, points);
        self.events.push(ScoreEvent {
            feature: FeatureType::Cloister,
            when,
            tiles,
            pennants: 0,
            cities: 0,
            points,
        });
        self.release(node);
    }

    /// Scores what the last tile completed (after the follower step) and
    /// returns the followers involved. Returns the new events.
    pub fn score_turn(&mut self) -> &[ScoreEvent] {
        let first = self.events.len();
        let Some(t) = self.tiles.len().checked_sub(1) else {
            return &[];
        };
        let face = self.face(t);
        // Scoring marks a component scored, so a component met twice on
        // this tile scores once.
        for (i, f) in face.features.iter().enumerate() {
            if matches!(f.feature.ty, FeatureType::City | FeatureType::Road) {
                let root = self.find(Self::node(t, i as u8));
                let node = &self.nodes[root as usize];
                if node.open == 0 && !node.scored {
                    self.score_component(root, When::Play);
                }
            }
        }
        // Cloisters on this tile and around it, in placement order.
        let pos = self.tiles[t].pos;
        let mut around = [usize::MAX; 9];
        for (slot, q) in around.iter_mut().zip(ring(pos)) {
            *slot = self.grid.get(q).unwrap_or(usize::MAX);
        }
        around[8] = t;
        around.sort_unstable();
        for u in around.into_iter().filter(|&u| u != usize::MAX) {
            let face = self.face(u);
            if let Some(local) = face.cloister
                && !self.nodes[Self::node(u, local) as usize].scored
                && self.neighbour_count(self.tiles[u].pos) == 8
            {
                self.score_cloister(u, When::Play);
            }
        }
        &self.events[first..]
    }

    /// Whether the final scoring has been done.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The final scoring: incomplete roads, cities and cloisters, then
    /// farms. Returns the new events. Calling it twice does nothing.
    pub fn finish(&mut self) -> &[ScoreEvent] {
        let first = self.events.len();
        if self.finished {
            return &self.events[first..];
        }
        self.finished = true;
        // Incomplete features with followers, in the order of their followers.
        let mut roots = Vec::new();
        let mut cloisters = Vec::new();
        for f in &self.followers {
            match f.role() {
                FeatureType::City | FeatureType::Road => {
                    let r = self.root_of(f);
                    if !roots.contains(&r) {
                        roots.push(r);
                    }
                }
                FeatureType::Cloister if !cloisters.contains(&f.tile) => cloisters.push(f.tile),
                _ => {}
            }
        }
        for root in roots {
            self.score_component(root, When::Final);
        }
        for t in cloisters {
            self.score_cloister(t, When::Final);
        }
        self.score_farms();
        &self.events[first..]
    }

    /// Completed cities (roots) bordering the farm with root `farm`.
    fn farm_cities(&self, farm: u32) -> Vec<u32> {
        let mut cities = Vec::new();
        for n in self.members(farm) {
            let (t, local) = (n as usize / MAX_LOCAL, n as usize % MAX_LOCAL);
            for &c in &self.face(t).field_cities[local] {
                let root = self.find_const(Self::node(t, c));
                if self.nodes[root as usize].open == 0 {
                    cities.push(root);
                }
            }
        }
        cities.sort_unstable();
        cities.dedup();
        cities
    }

    fn score_farms(&mut self) {
        let mut farms: Vec<u32> = self
            .followers
            .iter()
            .filter(|f| f.role() == FeatureType::Field)
            .map(|f| self.root_of(f))
            .collect();
        farms.sort_unstable();
        farms.dedup();
        let farm_cities: Vec<(u32, Vec<u32>)> =
            farms.iter().map(|&f| (f, self.farm_cities(f))).collect();
        match self.rules.farm_method {
            FarmMethod::PerFarm | FarmMethod::PerFarmCityOnce => {
                let once = self.rules.farm_method == FarmMethod::PerFarmCityOnce;
                let mut counted: Vec<(Player, u32)> = Vec::new();
                for (farm, cities) in farm_cities {
                    let winners = Self::winners(&self.nodes[farm as usize].meeples);
                    let mut points = Vec::new();
                    for p in winners {
                        let new: Vec<u32> = cities
                            .iter()
                            .copied()
                            .filter(|c| !once || !counted.contains(&(p, *c)))
                            .collect();
                        counted.extend(new.iter().map(|c| (p, *c)));
                        let pts = self.rules.farm_city.saturating_mul(new.len() as u32);
                        self.scores[p.index()] = self.scores[p.index()].saturating_add(pts);
                        points.push((p, pts));
                    }
                    self.events.push(ScoreEvent {
                        feature: FeatureType::Field,
                        when: When::Final,
                        tiles: self.component_tiles(farm),
                        pennants: 0,
                        cities: cities.len() as u32,
                        points,
                    });
                }
            }
            FarmMethod::PerCity => {
                let mut all_cities: Vec<u32> =
                    farm_cities.iter().flat_map(|(_, c)| c.clone()).collect();
                all_cities.sort_unstable();
                all_cities.dedup();
                for city in all_cities {
                    let mut counts = [0u8; PLAYERS];
                    for (farm, cities) in &farm_cities {
                        if cities.contains(&city) {
                            for (c, m) in counts.iter_mut().zip(self.nodes[*farm as usize].meeples)
                            {
                                *c += m;
                            }
                        }
                    }
                    let winners = Self::winners(&counts);
                    let points = self.award(&winners, self.rules.farm_city);
                    self.events.push(ScoreEvent {
                        feature: FeatureType::Field,
                        when: When::Final,
                        tiles: self.component_tiles(city),
                        pennants: 0,
                        cities: 1,
                        points,
                    });
                }
            }
        }
    }

    /// The component a feature of a placed tile belongs to: its squares,
    /// whether it is complete, and its followers per player.
    pub fn feature_extent(&self, tile: usize, feature: FeatureRef) -> Option<Extent> {
        let local = self.face(tile).local(feature)?;
        if feature.ty == FeatureType::Cloister {
            let pos = self.tiles[tile].pos;
            let mut tiles = self.cloister_neighbours(pos);
            tiles.push(pos);
            tiles.sort_unstable();
            let node = Self::node(tile, local);
            return Some(Extent {
                complete: tiles.len() == 9,
                tiles,
                pennants: 0,
                followers: self.nodes[node as usize].meeples,
            });
        }
        let root = self.find_const(Self::node(tile, local));
        Some(Extent {
            tiles: self.component_tiles(root),
            complete: matches!(feature.ty, FeatureType::City | FeatureType::Road)
                && self.nodes[root as usize].open == 0,
            pennants: self.nodes[root as usize].pennants,
            followers: self.nodes[root as usize].meeples,
        })
    }

    /// What the feature is worth to its owners if it were scored now: a
    /// complete road, city or cloister at the rates of play, an incomplete
    /// one at the final rates, a farm at the final rate per completed city
    /// it borders (as the per-farm methods count it).
    pub fn feature_value(&self, tile: usize, feature: FeatureRef) -> Option<u32> {
        let extent = self.feature_extent(tile, feature)?;
        let n = extent.tiles.len() as u32;
        let r = &self.rules;
        Some(match (feature.ty, extent.complete) {
            (FeatureType::City, true) => r.completed_city(n, extent.pennants),
            (FeatureType::City, false) => r.city_final.points(n, extent.pennants),
            (FeatureType::Road, true) => r.road.saturating_mul(n),
            (FeatureType::Road, false) => r.road_final.saturating_mul(n),
            (FeatureType::Cloister, _) => r.cloister_tile.saturating_mul(n),
            (FeatureType::Field, _) => {
                let local = self.face(tile).local(feature)?;
                let root = self.find_const(Self::node(tile, local));
                r.farm_city
                    .saturating_mul(self.farm_cities(root).len() as u32)
            }
            (FeatureType::River, _) => 0,
        })
    }

    /// The features (tile index, feature) connected to `feature` of `tile`.
    pub fn connected(&self, tile: usize, feature: FeatureRef) -> Vec<(usize, FeatureRef)> {
        let Some(local) = self.face(tile).local(feature) else {
            return Vec::new();
        };
        if feature.ty == FeatureType::Cloister {
            return vec![(tile, feature)];
        }
        let root = self.find_const(Self::node(tile, local));
        let mut out: Vec<(usize, FeatureRef)> = self
            .members(root)
            .into_iter()
            .map(|n| {
                let (t, l) = (n as usize / MAX_LOCAL, n as usize % MAX_LOCAL);
                (t, self.face(t).features[l].feature)
            })
            .collect();
        out.sort();
        out
    }

    /// The half-edge `h` of tile `t` as a field, if it is one.
    pub fn field_at(&self, t: usize, h: Half) -> Option<FeatureRef> {
        let face = self.face(t);
        face.field_at(h).map(|l| face.features[l as usize].feature)
    }
}

/// What a feature spans right now.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Extent {
    /// Its squares, sorted, each once.
    pub tiles: Vec<Pos>,
    /// Whether it is complete.
    pub complete: bool,
    /// Pennants (cities).
    pub pennants: u32,
    /// Followers per player.
    pub followers: [u8; PLAYERS],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::{HalfSet, SideSet};
    use crate::rules::{Rate, SmallCity};
    use crate::tile::{CitySegment, FieldSegment, RoadEnd, RoadSegment, TileKind};
    use Half::*;
    use Side::*;

    fn sides(list: &[Side]) -> SideSet {
        list.iter().copied().collect()
    }

    fn halves(list: &[Half]) -> HalfSet {
        list.iter().copied().collect()
    }

    fn field(h: &[Half], cities: &[usize]) -> FieldSegment {
        FieldSegment {
            halves: halves(h),
            cities: cities.to_vec(),
        }
    }

    fn road(s: &[Side], end: Option<RoadEnd>) -> RoadSegment {
        RoadSegment {
            sides: sides(s),
            end,
        }
    }

    /// A few base kinds: 0 = D (start), 1 = E (cap N), 2 = U (road N–S),
    /// 3 = B (cloister), 4 = W (crossing E, S, W).
    fn table() -> KindTable {
        let blank = |id: &str, edges: &str| TileKind {
            id: id.into(),
            edges: edges
                .chars()
                .map(|c| Terrain::from_letter(c).unwrap())
                .collect::<Vec<_>>()
                .try_into()
                .unwrap(),
            cities: vec![],
            roads: vec![],
            fields: vec![],
            rivers: vec![],
            cloister: false,
            symbols: vec![],
        };
        let all = [Nnw, Nne, Ene, Ese, Sse, Ssw, Wsw, Wnw];
        let d = crate::tile::tests::start_tile();
        let mut e = blank("E", "CFFF");
        e.cities = vec![CitySegment {
            sides: sides(&[N]),
            pennants: 0,
        }];
        e.fields = vec![field(&[Ene, Ese, Sse, Ssw, Wsw, Wnw], &[0])];
        let mut u = blank("U", "RFRF");
        u.roads = vec![road(&[N, S], None)];
        u.fields = vec![
            field(&[Nne, Ene, Ese, Sse], &[]),
            field(&[Ssw, Wsw, Wnw, Nnw], &[]),
        ];
        let mut b = blank("B", "FFFF");
        b.cloister = true;
        b.fields = vec![field(&all, &[])];
        let mut w = blank("W", "FRRR");
        w.roads = vec![
            road(&[E], Some(RoadEnd::Village)),
            road(&[S], Some(RoadEnd::Village)),
            road(&[W], Some(RoadEnd::Village)),
        ];
        w.fields = vec![
            field(&[Wnw, Nnw, Nne, Ene], &[]),
            field(&[Ese, Sse], &[]),
            field(&[Ssw, Wsw], &[]),
        ];
        for k in [&d, &e, &u, &b, &w] {
            assert_eq!(k.validate(), vec![], "{}", k.id);
        }
        KindTable::new(vec![d, e, u, b, w])
    }

    const KD: usize = 0;
    const KE: usize = 1;
    const KU: usize = 2;
    const KB: usize = 3;
    const KW: usize = 4;

    fn city() -> FeatureRef {
        FeatureRef {
            ty: FeatureType::City,
            index: 0,
        }
    }

    fn road0() -> FeatureRef {
        FeatureRef {
            ty: FeatureType::Road,
            index: 0,
        }
    }

    #[test]
    fn corner_contact_is_not_enough() {
        let t = table();
        let mut g = Game::new(&t, Rules::standard(), 10);
        g.place(KD, (0, 0), Rotation::R0).unwrap();
        assert_eq!(
            g.place(KB, (1, 1), Rotation::R0),
            Err(PlacementError::NotAdjacent)
        );
    }

    #[test]
    fn every_touching_edge_must_match() {
        let t = table();
        let mut g = Game::new(&t, Rules::standard(), 10);
        g.place(KD, (0, 0), Rotation::R0).unwrap();
        // B's field against D's road on the east.
        assert!(matches!(
            g.place(KB, (1, 0), Rotation::R0),
            Err(PlacementError::EdgeMismatch { side: W, .. })
        ));
        // U turned a quarter continues the road.
        assert!(g.place(KU, (1, 0), Rotation::R90).is_ok());
        let legal = g.legal_placements(KE);
        assert!(legal.contains(&((0, -1), Rotation::R180)));
        assert!(!legal.contains(&((0, -1), Rotation::R0)));
    }

    #[test]
    fn a_two_tile_city_scores_and_the_knight_returns_the_same_turn() {
        let t = table();
        let mut g = Game::new(&t, Rules::standard(), 10);
        g.place(KE, (0, 0), Rotation::R0).unwrap();
        g.place(KE, (0, -1), Rotation::R180).unwrap();
        g.place_follower(Player::Red, city()).unwrap();
        assert_eq!(g.supply(Player::Red), SUPPLY_PER_PLAYER - 1);
        let events = g.score_turn().to_vec();
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].points, vec![(Player::Red, 4)]);
        assert_eq!(g.supply(Player::Red), SUPPLY_PER_PLAYER);
        assert!(g.followers().is_empty());
    }

    #[test]
    fn the_small_city_rule_is_a_rule_variant() {
        let t = table();
        let mut rules = Rules::standard();
        rules.small_city = Some(SmallCity {
            max_tiles: 2,
            rate: Rate {
                tile: 1,
                pennant: 1,
            },
        });
        let mut g = Game::new(&t, rules, 10);
        g.place(KE, (0, 0), Rotation::R0).unwrap();
        g.place(KE, (0, -1), Rotation::R180).unwrap();
        g.place_follower(Player::Blue, city()).unwrap();
        g.score_turn();
        assert_eq!(g.score(Player::Blue), 2);
    }

    #[test]
    fn a_connected_feature_cannot_take_a_second_follower() {
        let t = table();
        let mut g = Game::new(&t, Rules::standard(), 10);
        g.place(KD, (0, 0), Rotation::R0).unwrap();
        g.place(KU, (1, 0), Rotation::R90).unwrap();
        g.place_follower(Player::Red, road0()).unwrap();
        g.score_turn();
        g.place(KU, (2, 0), Rotation::R90).unwrap();
        assert_eq!(
            g.place_follower(Player::Blue, road0()),
            Err(FollowerError::Occupied { by: Player::Red })
        );
        // The field is still free.
        assert!(
            g.follower_options(Player::Blue)
                .iter()
                .any(|f| f.ty == FeatureType::Field)
        );
    }

    #[test]
    fn one_follower_per_turn_and_only_from_the_supply() {
        let t = table();
        let mut g = Game::new(&t, Rules::standard(), 40);
        let monk = FeatureRef {
            ty: FeatureType::Cloister,
            index: 0,
        };
        g.place(KD, (0, 0), Rotation::R0).unwrap();
        g.place(KB, (0, 1), Rotation::R0).unwrap();
        g.place_follower(Player::Red, monk).unwrap();
        assert_eq!(
            g.place_follower(
                Player::Red,
                FeatureRef {
                    ty: FeatureType::Field,
                    index: 0
                }
            ),
            Err(FollowerError::AlreadyPlaced)
        );
        // Six more monks empty the supply.
        for x in 1..7 {
            g.score_turn();
            g.place(KB, (x, 1), Rotation::R0).unwrap();
            g.place_follower(Player::Red, monk).unwrap();
        }
        assert_eq!(g.supply(Player::Red), 0);
        g.score_turn();
        g.place(KB, (7, 1), Rotation::R0).unwrap();
        assert_eq!(
            g.place_follower(Player::Red, monk),
            Err(FollowerError::NoSupply)
        );
        // Another player still may.
        assert!(g.place_follower(Player::Blue, monk).is_ok());
    }

    #[test]
    fn merged_roads_hold_several_thieves_and_ties_score_in_full() {
        let t = table();
        let mut g = Game::new(&t, Rules::standard(), 10);
        g.place(KW, (0, 0), Rotation::R0).unwrap(); // roads E, S, W
        g.place(KU, (0, 1), Rotation::R0).unwrap();
        g.place(KU, (0, 3), Rotation::R0).unwrap_err(); // floating
        g.place(KU, (0, 2), Rotation::R0).unwrap();
        g.place_follower(Player::Red, road0()).unwrap();
        g.score_turn();
        // Blue starts a separate road from the other end.
        g.place(KU, (1, 0), Rotation::R90).unwrap();
        g.place_follower(Player::Blue, road0()).unwrap();
        g.score_turn();
        // A crossing at the bottom closes red's road: W upside down has a
        // road to the north.
        g.place(KW, (0, 3), Rotation::R180).unwrap();
        let ev = g.score_turn().to_vec();
        assert_eq!(ev[0].points, vec![(Player::Red, 4)]);
        assert_eq!(ev[0].tiles.len(), 4);
        g.finish();
        // Blue's road: the crossing's east arm and one tile, still open.
        assert_eq!(g.score(Player::Blue), 2);
    }

    #[test]
    fn a_cloister_scores_nine_when_surrounded_and_one_per_tile_at_the_end() {
        let t = table();
        let mut g = Game::new(&t, Rules::standard(), 10);
        g.place(KB, (0, 0), Rotation::R0).unwrap();
        g.place(KB, (1, 0), Rotation::R0).unwrap();
        g.place_follower(
            Player::Green,
            FeatureRef {
                ty: FeatureType::Cloister,
                index: 0,
            },
        )
        .unwrap();
        g.score_turn();
        for p in [(0, 1), (1, 1), (2, 1), (2, 0), (2, -1), (1, -1), (0, -1)] {
            g.place(KB, p, Rotation::R0).unwrap();
            g.score_turn();
        }
        assert_eq!(g.score(Player::Green), 9);
        assert_eq!(g.supply(Player::Green), SUPPLY_PER_PLAYER);

        let mut h = Game::new(&t, Rules::standard(), 10);
        h.place(KB, (0, 0), Rotation::R0).unwrap();
        h.place(KB, (1, 0), Rotation::R0).unwrap();
        h.place_follower(
            Player::Green,
            FeatureRef {
                ty: FeatureType::Cloister,
                index: 0,
            },
        )
        .unwrap();
        h.score_turn();
        h.place(KB, (1, 1), Rotation::R0).unwrap();
        h.finish();
        assert_eq!(h.score(Player::Green), 3);
    }

    #[test]
    fn farmers_stay_and_score_completed_cities_at_the_end() {
        let t = table();
        let mut g = Game::new(&t, Rules::standard(), 10);
        g.place(KE, (0, 0), Rotation::R0).unwrap();
        g.place(KE, (0, -1), Rotation::R180).unwrap();
        g.place_follower(
            Player::Yellow,
            FeatureRef {
                ty: FeatureType::Field,
                index: 0,
            },
        )
        .unwrap();
        g.score_turn();
        assert_eq!(g.score(Player::Yellow), 0);
        g.finish();
        assert_eq!(g.score(Player::Yellow), 3);
        assert_eq!(g.followers().len(), 1, "farmers never return");
        assert_eq!(g.supply(Player::Yellow), SUPPLY_PER_PLAYER - 1);
        // Finishing twice changes nothing.
        g.finish();
        assert_eq!(g.score(Player::Yellow), 3);
    }
}
