//! Examples as integers: what `tilebook build` writes for the browser's
//! engine and what it reads back.
//!
//! A derived JSON reader for tile kinds, rule editions and positions
//! weighs about a seventh of the WebAssembly module; lists of integers
//! need none. Every value is written in a fixed order (the encoders take
//! each struct apart field by field, so a new field does not compile until
//! it is coded) and read back by the same module:
//!
//! - an integer is itself; a flag is `0` or `1`; a value of a closed list
//!   (a terrain, a player) is its index in that list, an optional one its
//!   index plus one, `0` for none;
//! - a string is its length, then its characters' code points;
//! - a list is its length, then its items.
//!
//! Four parts make an example: the *table* (the tile kinds and rule
//! editions, shared by every example of the same tile sets), the *setup*
//! (the rules modules, extra figures and parameters), then the tiles and
//! followers, [`TILE_INTS`] and [`FOLLOWER_INTS`] integers each, and the
//! steps, each its length and then its integers.

use super::{ExampleJson, FollowerJson, TileJson};
use crate::brings::Brings;
use crate::figure::Figure;
use crate::rules::{FarmMethod, Rate, Rules, SmallCity};
use crate::tile::{
    CitySegment, FieldSegment, Goods, Quarter, RiverEnd, RiverSegment, RoadEnd, RoadSegment,
    Terrain,
};
use crate::{FeatureRef, FeatureType, HalfSet, Player, SideSet, TileKind};

/// Integers per tile: kind, x, y, degrees, player (index plus one, `0`
/// for none).
pub const TILE_INTS: usize = 5;

/// Integers per follower: tile, feature type, feature index, player,
/// figure.
pub const FOLLOWER_INTS: usize = 5;

/// Writes values as integers.
#[derive(Default)]
struct Writer(Vec<i32>);

impl Writer {
    /// A number; one beyond `i32` is written as `-1`, which every reader
    /// of a count or index refuses.
    fn int(&mut self, v: impl TryInto<i32>) {
        self.0.push(v.try_into().unwrap_or(-1));
    }

    fn flag(&mut self, b: bool) {
        self.int(i32::from(b));
    }

    fn pick<T: PartialEq>(&mut self, all: &[T], v: &T) {
        self.int(all.iter().position(|x| x == v).unwrap_or(usize::MAX));
    }

    fn maybe<T: PartialEq>(&mut self, all: &[T], v: Option<&T>) {
        match v {
            None => self.int(0),
            Some(v) => self.int(
                all.iter()
                    .position(|x| x == v)
                    .map_or(usize::MAX, |i| i + 1),
            ),
        }
    }

    fn str(&mut self, s: &str) {
        self.int(s.chars().count());
        self.0.extend(s.chars().map(|c| c as i32));
    }

    fn list<T>(&mut self, items: &[T], mut each: impl FnMut(&mut Writer, &T)) {
        self.int(items.len());
        for item in items {
            each(self, item);
        }
    }
}

/// Reads values written by [`Writer`]; `None` on anything else.
struct Reader<'a> {
    code: &'a [i32],
}

impl Reader<'_> {
    fn int(&mut self) -> Option<i32> {
        let (first, rest) = self.code.split_first()?;
        self.code = rest;
        Some(*first)
    }

    fn uint<T: TryFrom<i32>>(&mut self) -> Option<T> {
        T::try_from(self.int()?).ok()
    }

    fn flag(&mut self) -> Option<bool> {
        match self.int()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }

    fn pick<T: Copy>(&mut self, all: &[T]) -> Option<T> {
        all.get(self.uint::<usize>()?).copied()
    }

    fn maybe<T: Copy>(&mut self, all: &[T]) -> Option<Option<T>> {
        match self.uint::<usize>()? {
            0 => Some(None),
            i => all.get(i - 1).copied().map(Some),
        }
    }

    /// A length, never more than the integers left (each item takes at
    /// least one), so a forged length allocates nothing.
    fn len(&mut self) -> Option<usize> {
        self.uint::<usize>().filter(|n| *n <= self.code.len())
    }

    fn str(&mut self) -> Option<String> {
        let n = self.len()?;
        let (chars, rest) = self.code.split_at(n);
        self.code = rest;
        chars
            .iter()
            .map(|c| char::from_u32(u32::try_from(*c).ok()?))
            .collect()
    }

    fn list<T>(&mut self, mut each: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        (0..self.len()?).map(|_| each(self)).collect()
    }

    /// The value, if it used every integer.
    fn whole<T>(mut self, read: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        let v = read(&mut self)?;
        self.code.is_empty().then_some(v)
    }
}

fn write_kind(w: &mut Writer, k: &TileKind) {
    let TileKind {
        id,
        edges,
        cities,
        roads,
        fields,
        rivers,
        cloister,
        symbols,
        quarter,
    } = k;
    w.str(id.as_str());
    for e in edges {
        w.pick(&Terrain::ALL, e);
    }
    w.list(cities, |w, c| {
        let CitySegment {
            sides,
            pennants,
            cathedral,
            goods,
            princess,
        } = c;
        w.int(sides.bits());
        w.int(*pennants);
        w.flag(*cathedral);
        w.maybe(&Goods::ALL, goods.as_ref());
        w.flag(*princess);
    });
    w.list(roads, |w, r| {
        let RoadSegment {
            sides,
            end,
            inn,
            bridge,
            tunnel,
            fork,
        } = r;
        w.int(sides.bits());
        w.maybe(&RoadEnd::ALL, end.as_ref());
        for f in [inn, bridge, tunnel, fork] {
            w.flag(*f);
        }
    });
    w.list(fields, |w, f| {
        let FieldSegment {
            halves,
            cities,
            herd,
        } = f;
        w.int(halves.bits());
        w.list(cities, |w, c| w.int(*c));
        w.flag(*herd);
    });
    w.list(rivers, |w, r| {
        let RiverSegment { sides, end } = r;
        w.int(sides.bits());
        w.maybe(&RiverEnd::ALL, end.as_ref());
    });
    w.flag(*cloister);
    w.list(symbols, |w, s| w.str(s));
    w.maybe(&Quarter::ALL, quarter.as_ref());
}

fn read_kind(r: &mut Reader) -> Option<TileKind> {
    let id = r.str()?.into();
    let edges = [
        r.pick(&Terrain::ALL)?,
        r.pick(&Terrain::ALL)?,
        r.pick(&Terrain::ALL)?,
        r.pick(&Terrain::ALL)?,
    ];
    let cities = r.list(|r| {
        Some(CitySegment {
            sides: SideSet::from_bits(r.uint()?),
            pennants: r.uint()?,
            cathedral: r.flag()?,
            goods: r.maybe(&Goods::ALL)?,
            princess: r.flag()?,
        })
    })?;
    let roads = r.list(|r| {
        Some(RoadSegment {
            sides: SideSet::from_bits(r.uint()?),
            end: r.maybe(&RoadEnd::ALL)?,
            inn: r.flag()?,
            bridge: r.flag()?,
            tunnel: r.flag()?,
            fork: r.flag()?,
        })
    })?;
    let fields = r.list(|r| {
        Some(FieldSegment {
            halves: HalfSet::from_bits(r.uint()?),
            cities: r.list(|r| r.uint())?,
            herd: r.flag()?,
        })
    })?;
    let rivers = r.list(|r| {
        Some(RiverSegment {
            sides: SideSet::from_bits(r.uint()?),
            end: r.maybe(&RiverEnd::ALL)?,
        })
    })?;
    Some(TileKind {
        id,
        edges,
        cities,
        roads,
        fields,
        rivers,
        cloister: r.flag()?,
        symbols: r.list(|r| r.str())?,
        quarter: r.maybe(&Quarter::ALL)?,
    })
}

fn write_rate(w: &mut Writer, rate: &Rate) {
    let Rate { tile, pennant } = rate;
    w.int(*tile);
    w.int(*pennant);
}

fn read_rate(r: &mut Reader) -> Option<Rate> {
    Some(Rate {
        tile: r.uint()?,
        pennant: r.uint()?,
    })
}

fn write_rules(w: &mut Writer, rules: &Rules) {
    let Rules {
        id,
        road,
        road_final,
        city,
        city_final,
        small_city,
        cloister_tile,
        farm_method,
        farm_city,
    } = rules;
    w.str(id.as_str());
    w.int(*road);
    w.int(*road_final);
    write_rate(w, city);
    write_rate(w, city_final);
    match small_city {
        None => w.flag(false),
        Some(SmallCity { max_tiles, rate }) => {
            w.flag(true);
            w.int(*max_tiles);
            write_rate(w, rate);
        }
    }
    w.int(*cloister_tile);
    w.pick(&FarmMethod::ALL, farm_method);
    w.int(*farm_city);
}

fn read_rules(r: &mut Reader) -> Option<Rules> {
    Some(Rules {
        id: r.str()?.into(),
        road: r.uint()?,
        road_final: r.uint()?,
        city: read_rate(r)?,
        city_final: read_rate(r)?,
        small_city: if r.flag()? {
            Some(SmallCity {
                max_tiles: r.uint()?,
                rate: read_rate(r)?,
            })
        } else {
            None
        },
        cloister_tile: r.uint()?,
        farm_method: r.pick(&FarmMethod::ALL)?,
        farm_city: r.uint()?,
    })
}

/// The table of an example: its tile kinds and rule editions as integers.
pub fn table_code(kinds: &[TileKind], rules: &[Rules]) -> Vec<i32> {
    let mut w = Writer::default();
    w.list(kinds, write_kind);
    w.list(rules, write_rules);
    w.0
}

/// The tile kinds and rule editions of a [`table_code`]; `None` if `code`
/// is not one.
pub fn read_table(code: &[i32]) -> Option<(Vec<TileKind>, Vec<Rules>)> {
    Reader { code }.whole(|r| Some((r.list(read_kind)?, r.list(read_rules)?)))
}

impl TileJson {
    /// The tile as [`TILE_INTS`] integers.
    pub fn code(&self) -> [i32; TILE_INTS] {
        let mut w = Writer::default();
        let TileJson {
            kind,
            at,
            rotation,
            player,
        } = self;
        w.int(*kind);
        w.int(at.0);
        w.int(at.1);
        w.int(*rotation);
        w.maybe(&Player::ALL, player.as_ref());
        w.0.try_into().unwrap_or([-1; TILE_INTS])
    }

    /// The tile of [`TileJson::code`]'s integers.
    pub fn from_code(code: &[i32]) -> Option<TileJson> {
        Reader { code }.whole(|r| {
            Some(TileJson {
                kind: r.uint()?,
                at: (r.int()?, r.int()?),
                rotation: r.uint()?,
                player: r.maybe(&Player::ALL)?,
            })
        })
    }
}

impl FollowerJson {
    /// The follower as [`FOLLOWER_INTS`] integers.
    pub fn code(&self) -> [i32; FOLLOWER_INTS] {
        let mut w = Writer::default();
        let FollowerJson {
            player,
            figure,
            tile,
            feature: FeatureRef { ty, index },
        } = self;
        w.int(*tile);
        w.pick(&FeatureType::ALL, ty);
        w.int(*index);
        w.pick(&Player::ALL, player);
        w.pick(&Figure::ALL, figure);
        w.0.try_into().unwrap_or([-1; FOLLOWER_INTS])
    }

    /// The follower of [`FollowerJson::code`]'s integers.
    pub fn from_code(code: &[i32]) -> Option<FollowerJson> {
        Reader { code }.whole(|r| {
            let tile = r.uint()?;
            let feature = FeatureRef {
                ty: r.pick(&FeatureType::ALL)?,
                index: r.uint()?,
            };
            Some(FollowerJson {
                tile,
                feature,
                player: r.pick(&Player::ALL)?,
                figure: r.pick(&Figure::ALL)?,
            })
        })
    }
}

/// An example's position in integers: see [`ExampleJson::code`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ExampleCode {
    /// The rules modules, extra figures and parameters.
    pub setup: Vec<i32>,
    /// Every tile's [`TileJson::code`], one after another.
    pub tiles: Vec<i32>,
    /// Every follower's [`FollowerJson::code`], one after another.
    pub followers: Vec<i32>,
    /// Every step, its length first.
    pub steps: Vec<i32>,
}

/// The setup's modules, extra figures and parameters
/// ([`ExampleJson::describe`]) as integers.
pub fn setup_code(
    modules: &[String],
    figures: &[(Figure, u8)],
    params: &[(String, u32)],
) -> Vec<i32> {
    let mut w = Writer::default();
    w.list(modules, |w, m| w.str(m));
    w.list(figures, |w, (f, n)| {
        w.pick(&Figure::ALL, f);
        w.int(*n);
    });
    w.list(params, |w, (name, v)| {
        w.str(name);
        w.int(*v);
    });
    w.0
}

/// The modules, extra figures and parameters of a [`setup_code`].
pub fn read_setup(code: &[i32]) -> Option<SetupParts> {
    Reader { code }.whole(read_setup_parts)
}

/// A setup's rules modules, extra figures and parameters.
pub type SetupParts = (Vec<String>, Vec<(Figure, u8)>, Vec<(String, u32)>);

fn read_setup_parts(r: &mut Reader) -> Option<SetupParts> {
    Some((
        r.list(|r| r.str())?,
        r.list(|r| Some((r.pick(&Figure::ALL)?, r.uint()?)))?,
        r.list(|r| Some((r.str()?, r.uint()?)))?,
    ))
}

/// The tile sets a scoring board offers, each with what it brings (its
/// kinds by a table's indices), as integers.
pub fn sets_code(sets: &[Brings<usize>]) -> Vec<i32> {
    let mut w = Writer::default();
    w.list(sets, |w, b| {
        let Brings {
            id,
            rules,
            figures,
            params,
            block,
            held,
        } = b;
        w.str(id.as_str());
        match rules {
            None => w.flag(false),
            Some(m) => {
                w.flag(true);
                w.str(m);
            }
        }
        w.0.extend(setup_code(&[], figures, params));
        w.int(*block);
        w.list(held, |w, (kind, n, from)| {
            w.int(*kind);
            w.int(*n);
            w.str(from.as_str());
        });
    });
    w.0
}

/// The sets of a [`sets_code`]; `None` if `code` is not one.
pub fn read_sets(code: &[i32]) -> Option<Vec<Brings<usize>>> {
    Reader { code }.whole(|r| {
        r.list(|r| {
            let id = r.str()?.into();
            let rules = if r.flag()? { Some(r.str()?) } else { None };
            let (_, figures, params) = read_setup_parts(r)?;
            Some(Brings {
                id,
                rules,
                figures,
                params,
                block: r.uint()?,
                held: r.list(|r| Some((r.uint()?, r.uint()?, r.str()?.into())))?,
            })
        })
    })
}

impl ExampleJson {
    /// The example as integers: its table ([`table_code`]) and its
    /// position.
    pub fn code(&self) -> (Vec<i32>, ExampleCode) {
        let ExampleJson {
            kinds,
            rules,
            tiles,
            followers,
            modules,
            figures,
            params,
            steps,
        } = self;
        let mut flat = Writer::default();
        for s in steps {
            flat.list(s, |w, v| w.int(*v));
        }
        (
            table_code(kinds, rules),
            ExampleCode {
                setup: setup_code(modules, figures, params),
                tiles: tiles.iter().flat_map(TileJson::code).collect(),
                followers: followers.iter().flat_map(FollowerJson::code).collect(),
                steps: flat.0,
            },
        )
    }

    /// The example of [`ExampleJson::code`]'s integers; `None` if they are
    /// not one.
    pub fn from_code(table: &[i32], code: &ExampleCode) -> Option<ExampleJson> {
        let (kinds, rules) = read_table(table)?;
        let (modules, figures, params) = read_setup(&code.setup)?;
        if !code.tiles.len().is_multiple_of(TILE_INTS)
            || !code.followers.len().is_multiple_of(FOLLOWER_INTS)
        {
            return None;
        }
        let tiles = (code.tiles.chunks(TILE_INTS))
            .map(TileJson::from_code)
            .collect::<Option<_>>()?;
        let followers = (code.followers.chunks(FOLLOWER_INTS))
            .map(FollowerJson::from_code)
            .collect::<Option<_>>()?;
        let mut r = Reader { code: &code.steps };
        let mut steps = Vec::new();
        while !r.code.is_empty() {
            steps.push(r.list(|r| r.int())?);
        }
        Some(ExampleJson {
            kinds,
            rules,
            tiles,
            followers,
            modules,
            figures,
            params,
            steps,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_and_lists_read_back_and_forged_lengths_are_refused() {
        let mut w = Writer::default();
        w.str("Zürich ✓");
        w.list(&[3, -4], |w, v| w.int(*v));
        let code = w.0;
        let back = Reader { code: &code }.whole(|r| Some((r.str()?, r.list(|r| r.int())?)));
        assert_eq!(back, Some(("Zürich ✓".to_string(), vec![3, -4])));
        // A length beyond what is left, a negative one, a lone surrogate.
        assert_eq!(Reader { code: &[5, 65] }.str(), None);
        assert_eq!(Reader { code: &[-1] }.list(|r| r.int()), None);
        assert_eq!(Reader { code: &[1, 0xD800] }.str(), None);
        // Left-over integers are refused.
        assert_eq!(read_setup(&[0, 0, 0, 7]), None);
        assert_eq!(read_setup(&[0, 0, 0]), Some(Default::default()));
    }

    #[test]
    fn a_tile_and_a_follower_take_five_integers_each() {
        let t = TileJson {
            kind: 3,
            at: (-2, 7),
            rotation: 270,
            player: Some(Player::Grey),
        };
        assert_eq!(t.code(), [3, -2, 7, 270, 6]);
        assert_eq!(TileJson::from_code(&t.code()), Some(t));
        let f = FollowerJson {
            player: Player::Blue,
            figure: Figure::Big,
            tile: 1,
            feature: FeatureRef {
                ty: FeatureType::Field,
                index: 2,
            },
        };
        assert_eq!(FollowerJson::from_code(&f.code()), Some(f));
        // A player beyond the six, a flag of 2.
        assert_eq!(TileJson::from_code(&[0, 0, 0, 0, 7]), None);
        assert_eq!(FollowerJson::from_code(&[0, 9, 0, 0, 0]), None);
    }
}
