//! Features as they grow and merge: a union–find over the local features
//! of placed tiles, and what a feature spans and is worth right now.

use super::scoring::ring;
use super::{Extent, Game, OUTSIDE_CITY, PLAYERS, Pos, When};
use crate::expansion::Tally;
use crate::face::{Attrs, MAX_LOCAL};
use crate::tile::{FeatureRef, FeatureType};

/// One node of the union–find: a local feature of a placed tile. The
/// counters are meaningful at a component's root.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub(crate) parent: u32,
    pub(crate) size: u32,
    /// Next node of the same component, in a circular list.
    pub(crate) next: u32,
    /// Open ends (cities, roads).
    pub(crate) open: i32,
    pub(crate) pennants: u32,
    /// Inns, cathedrals and goods symbols.
    pub(crate) attrs: Attrs,
    /// Strength per player: followers count 1, big followers 2 (builders
    /// and pigs 0), so a majority is a comparison of these.
    pub(crate) meeples: [u8; PLAYERS],
    pub(crate) scored: bool,
}

impl Node {
    /// Node `n`, a component of its own with `open` open ends and
    /// `pennants` pennants.
    pub(crate) fn new(n: u32, open: u8, pennants: u8, attrs: Attrs) -> Node {
        Node {
            parent: n,
            size: 1,
            next: n,
            open: i32::from(open),
            pennants: u32::from(pennants),
            attrs,
            meeples: [0; PLAYERS],
            scored: false,
        }
    }
}

/// The root of node `n`, halving the path on the way.
pub(crate) fn find(nodes: &mut [Node], mut n: u32) -> u32 {
    while nodes[n as usize].parent != n {
        let gp = nodes[nodes[n as usize].parent as usize].parent;
        nodes[n as usize].parent = gp;
        n = gp;
    }
    n
}

/// Unites the components of `a` and `b`; returns the new root.
pub(crate) fn union(nodes: &mut [Node], a: u32, b: u32) -> u32 {
    let (ra, rb) = (find(nodes, a), find(nodes, b));
    if ra == rb {
        return ra;
    }
    let (big, small) = if nodes[ra as usize].size >= nodes[rb as usize].size {
        (ra, rb)
    } else {
        (rb, ra)
    };
    let (bi, si) = (big as usize, small as usize);
    nodes[si].parent = big;
    nodes[bi].size += nodes[si].size;
    nodes[bi].open += nodes[si].open;
    nodes[bi].pennants += nodes[si].pennants;
    let small_attrs = nodes[si].attrs;
    nodes[bi].attrs.add(&small_attrs);
    for p in 0..PLAYERS {
        nodes[bi].meeples[p] = nodes[bi].meeples[p].saturating_add(nodes[si].meeples[p]);
    }
    nodes[bi].scored |= nodes[si].scored;
    let (a, b) = (nodes[bi].next, nodes[si].next);
    nodes[bi].next = b;
    nodes[si].next = a;
    big
}

impl Game {
    pub(crate) fn find(&mut self, n: u32) -> u32 {
        find(&mut self.nodes, n)
    }

    pub(crate) fn find_const(&self, mut n: u32) -> u32 {
        while self.nodes[n as usize].parent != n {
            n = self.nodes[n as usize].parent;
        }
        n
    }

    pub(crate) fn node(tile: usize, local: u8) -> u32 {
        (tile * MAX_LOCAL + local as usize) as u32
    }

    /// Squares (each once, sorted) of the tiles a component spans.
    pub(crate) fn component_tiles(&self, root: u32) -> Vec<Pos> {
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

    pub(crate) fn members(&self, root: u32) -> Vec<u32> {
        let mut out = vec![root];
        let mut n = self.nodes[root as usize].next;
        while n != root {
            out.push(n);
            n = self.nodes[n as usize].next;
        }
        out
    }

    /// Squares of the tiles around `pos` (the eight neighbours), as a
    /// cloister counts them.
    pub(crate) fn cloister_neighbours(&self, pos: Pos) -> Vec<Pos> {
        (ring(pos).into_iter().zip(self.board.ring_tiles(pos)))
            .filter(|&(_, t)| t != super::board::EMPTY)
            .map(|(q, _)| q)
            .collect()
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
            (FeatureType::City | FeatureType::Road, complete) => {
                let local = self.face(tile).local(feature)?;
                let root = self.find_const(Self::node(tile, local));
                let tally = Tally {
                    ty: feature.ty,
                    tiles: n,
                    pennants: extent.pennants,
                    attrs: self.nodes[root as usize].attrs,
                };
                self.line_points(&tally, if complete { When::Play } else { When::Final })
            }
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

    /// Completed cities (roots) bordering the farm with root `farm`.
    pub(crate) fn farm_cities(&self, farm: u32) -> Vec<u32> {
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
        if (self.members(farm).into_iter()).any(|n| self.ask_outside_city(n as usize / MAX_LOCAL)) {
            cities.push(OUTSIDE_CITY);
        }
        cities
    }

    /// The squares of the city `city`: a component's, or those of the
    /// city that is no feature ([`OUTSIDE_CITY`]).
    pub(crate) fn city_tiles(&self, city: u32) -> Vec<Pos> {
        if city == OUTSIDE_CITY {
            (0..self.tiles.len())
                .filter(|&t| self.ask_outside_city(t))
                .map(|t| self.tiles[t].pos)
                .collect()
        } else {
            self.component_tiles(city)
        }
    }
}
