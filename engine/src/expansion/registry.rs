//! The registry of expansions: the one list ([`super::MODULES`], made by
//! the [`registry!`] macro in `expansion/mod.rs`) from which the engine
//! knows every expansion, and the hooks through which a game asks them.
//!
//! An expansion is a type implementing [`Module`](super::Module) (its
//! numbers, read once per game) and [`Expansion`] (its state in a game and
//! its hooks into the turn). The core of the game (`game/`) calls the hooks
//! of every registered expansion through the `Game::ask_*` methods the
//! macro generates, in registry order; it never names an expansion. Each
//! hook has a default that does nothing, and each expansion checks for
//! itself whether it is in play (its rules, read from the
//! [`Setup`](super::Setup), are `None` otherwise), so a hook of an
//! expansion not in play costs one branch. Dispatch is static: no trait
//! objects, no allocation, nothing the WebAssembly module pays for.

use std::fmt;

use crate::face::Face;
use crate::figure::Figure;
use crate::game::{
    Follower, FollowerError, Game, PlacementError, Player, Pos, StepError, StepOrFollower, When,
};
use crate::spec::FeatureSpec;
use crate::tile::{FeatureRef, FeatureType};

/// How a step's features are written as integers: the feature a spec names
/// on a square (`None`: the step cannot be written).
pub type Resolve<'a> = &'a dyn Fn(Pos, FeatureSpec) -> Option<FeatureRef>;

/// The steps of one expansion: their place in a turn and their integers in
/// the site's example JSON (after the registry's number of the expansion,
/// see `game/step_code.rs`).
pub trait StepKind: Clone + fmt::Debug + PartialEq + Eq + Sized {
    /// Whether any step of this kind exists ([`NoStep`]: none).
    const EXISTS: bool = true;

    /// The step's place in a turn ([`crate::Step::phase`]).
    fn phase(&self) -> u8;

    /// The step as integers.
    fn code(&self, resolve: Resolve<'_>) -> Option<Vec<i32>>;

    /// The step `code` writes; `None` when the integers are not one.
    fn from_code(code: &[i32]) -> Option<Self>;

    /// Every name [`StepKind::name`] gives: each has its label in every
    /// locale (`example-step-<name>`).
    const NAMES: &'static [&'static str];

    /// What kind of step it is, for a reader (`tower-piece`, `dragon`):
    /// one of [`StepKind::NAMES`].
    fn name(&self) -> &'static str;

    /// Who takes it, when one player does.
    fn player(&self) -> Option<Player>;

    /// The squares it concerns, taken in the turn of the tile on `at`, in
    /// order (the dragon's path, a tower and the square it captures on, a
    /// barn's four): what a board highlights for it.
    fn squares(&self, at: Pos) -> Vec<Pos>;

    /// The values its [`StepKind::details`] give that are neither a
    /// player, a figure nor a feature type (`castle`, `caught`): each has
    /// its label in every locale (`example-detail-<value>`).
    const DETAILS: &'static [&'static str] = &[];

    /// The keys of its [`StepKind::details`] whose value a reader must see
    /// named by its role (`count`: where the Count goes, not a quarter
    /// entered): each has its label in every locale
    /// (`example-detail-key-<key>`), which a page puts before the value.
    const DETAIL_KEYS: &'static [&'static str] = &[];

    /// What tells it apart from another step of its kind by the same
    /// player on the same squares, as labels a page has: `figure:big`,
    /// `player:blue`, `feature:road`, `quarter:castle`, `result:caught`,
    /// `corner:ne`, in order.
    fn details(&self) -> Vec<(&'static str, &'static str)>;

    /// Writes the step, taken in the turn of the tile on `at`, as a board
    /// file's tables (or keys of the turn's `[[tile]]`), the form its
    /// board reader (`src/expansion/`) reads back.
    fn write(
        &self,
        at: Pos,
        w: &mut crate::board_file::Tables<'_>,
    ) -> Result<(), crate::board_file::Unwritable>;

    /// Its parts: each a step of its own that the rules accept where the
    /// whole is accepted (a catapult round's hits, one each), so that
    /// [`Game::offers`](crate::game::Game::offers) lists the parts of a
    /// step of many outcomes rather than every combination of them. The
    /// step itself by default.
    fn parts(&self) -> Vec<Self> {
        vec![self.clone()]
    }

    /// The step with one more part `part` (as [`StepKind::parts`] splits
    /// it): a catapult round with one more throw. `None` when `part` is no
    /// part of the same step, the default.
    fn join(&self, _part: &Self) -> Option<Self> {
        None
    }
}

/// The refusals of one expansion's steps, each a message (a Fluent id and
/// its arguments, texts in `locales/*/engine.ftl`).
pub trait ErrorKind: Clone + Copy + fmt::Debug + PartialEq + Eq + std::hash::Hash {
    /// The error as a message.
    fn message(&self) -> crate::message::Message;
}

/// The refusals of an expansion that has no steps of its own: none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoError {}

impl ErrorKind for NoError {
    fn message(&self) -> crate::message::Message {
        match *self {}
    }
}

/// The steps of an expansion that has none: no value exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoStep {}

impl StepKind for NoStep {
    const EXISTS: bool = false;
    const NAMES: &'static [&'static str] = &[];

    fn name(&self) -> &'static str {
        match *self {}
    }

    fn player(&self) -> Option<Player> {
        match *self {}
    }

    fn squares(&self, _at: Pos) -> Vec<Pos> {
        match *self {}
    }

    fn details(&self) -> Vec<(&'static str, &'static str)> {
        match *self {}
    }

    fn phase(&self) -> u8 {
        match *self {}
    }

    fn code(&self, _resolve: Resolve<'_>) -> Option<Vec<i32>> {
        match *self {}
    }

    fn from_code(_code: &[i32]) -> Option<Self> {
        None
    }

    fn write(
        &self,
        _at: Pos,
        _w: &mut crate::board_file::Tables<'_>,
    ) -> Result<(), crate::board_file::Unwritable> {
        match *self {}
    }
}

/// An expansion in a game: its state and its hooks into a turn. Every
/// hook is an associated function taking the game, so it reads the core
/// through the game's API and its own state through the field the
/// registry gives it in [`States`](super::States).
pub trait Expansion {
    /// The id tile sets name it by (`rules = "king-robber"`).
    const ID: &'static str;

    /// What it keeps in a game (empty while it is not in play).
    type State: Clone + fmt::Debug + Default;

    /// Its steps of a turn ([`NoStep`] for none).
    type Step: StepKind;

    /// Its refusals of them ([`NoError`] for none).
    type Error: ErrorKind;

    /// Its numbers in a game, set by its [`Module::turn_rules`](super::Module::turn_rules)
    /// when it is in play: its field of [`TurnRules`](super::TurnRules)
    /// (`()` for an expansion whose hooks need none).
    type Rules: Clone + Copy + fmt::Debug + PartialEq + Eq;

    /// The ids of its messages, with the variables each is given (the
    /// site's checks require them in every locale).
    const MESSAGES: &'static [(&'static str, &'static [&'static str])] = &[];

    /// The reasons of the points it gives outside a feature's majority
    /// (its awards: the fairy's, a ransom), each with a kebab-case id
    /// that JSON writes and `example-award-<id>` names in every locale.
    const REASONS: &'static [crate::game::Reason] = &[];

    /// The names of the pieces it draws ([`Expansion::draw`]): each the
    /// board's class and `example-piece-<name>` its label in every locale.
    const PIECES: &'static [&'static str] = &[];

    /// The refusals its turn rules add to the site's interactive examples
    /// when `rules` has it in play (a follower on the dragon's tile).
    fn turn_errors(_rules: &super::TurnRules, _out: &mut Vec<crate::message::Message>) {}

    /// The refusals it adds to the site's interactive examples whose tiles
    /// show `terrains`, whatever the modules in play (the lake with the
    /// volcano, on water).
    fn terrain_errors(_terrains: &[crate::tile::Terrain], _out: &mut Vec<crate::message::Message>) {
    }

    /// Takes one of its steps (refused as not in play by default: only an
    /// expansion with steps has any to take).
    fn take(_g: &mut Game, _step: &Self::Step) -> Result<(), StepOrFollower> {
        Err(StepError::NotInPlay.into())
    }

    /// Proposes its steps for [`Game::offers`](crate::game::Game::offers):
    /// at least every step of its own the rules accept now, by any of
    /// `players` (more does no harm: the engine keeps only the steps it
    /// accepts, taking each on a copy of the game). A step of many
    /// outcomes ([`StepKind::parts`]) is proposed part by part.
    fn offer(_g: &Game, _players: &[Player], _out: &mut Vec<Self::Step>) {}

    /// Whether `player` may play tile kind `kind` this turn at all (the
    /// abbey: once per player).
    fn may_play(_g: &Game, _kind: usize, _player: Player) -> Result<(), StepError> {
        Ok(())
    }

    /// For a tile whose edges need not match its neighbours', where it may
    /// go instead (`Some`); `None` leaves the edges to the base rules.
    fn edges(_g: &Game, _face: &Face, _pos: Pos) -> Option<Result<(), PlacementError>> {
        None
    }

    /// Whether its [`Expansion::edges`] or [`Expansion::may_place`] may
    /// decide where tile kind `kind` goes otherwise than its edges do (an
    /// abbey, in a hole whatever its neighbours' edges; a shrine or a
    /// cloister, not beside several of the other): the engine then lists
    /// that kind's legal squares by asking every square of the frontier,
    /// rather than from its index of edge patterns alone.
    fn places_apart(_g: &Game, _kind: usize) -> bool {
        false
    }

    /// Whether tile kind `kind` may lie on `pos`, beyond the edges.
    fn may_place(_g: &Game, _kind: usize, _pos: Pos, _face: &Face) -> Result<(), PlacementError> {
        Ok(())
    }

    /// Whether the tile `face` joins none of its neighbours' features:
    /// each of its sides closes the road or city it touches instead (an
    /// abbey).
    fn seals(_g: &Game, _face: &Face) -> bool {
        false
    }

    /// Tile `t` was placed: a new turn's state.
    fn tile_placed(_g: &mut Game, _t: usize) {}

    /// Whether tile `t`, just placed, earns whoever laid it another turn
    /// (River II's lake with the volcano): [`Move::extra_turn`](crate::game::Move::extra_turn).
    fn extra_turn(_g: &Game, _t: usize) -> bool {
        false
    }

    /// Whether tile `t`, just laid by `player`, earns them another tile in
    /// the same turn (a builder's second tile):
    /// [`Move::extra_tile`](crate::game::Move::extra_tile). Not asked for
    /// a turn's second tile: a turn has one extra tile at most.
    fn extra_tile(_g: &Game, _t: usize, _player: Player) -> bool {
        false
    }

    /// What a farm's owner `player` scores per city on top of the
    /// edition's rate, from what stands in `farms` (the farm scored, or
    /// the farms around the city scored): a pig, a herd.
    fn farm_bonus(_g: &Game, _player: Player, _farms: &[u32]) -> u32 {
        0
    }

    /// Whether the fields of tile `t` border a completed city that is no
    /// feature of the board, which the king counts too (The Count's city
    /// of Carcassonne: the tiles of its block).
    fn outside_city(_g: &Game, _t: usize) -> bool {
        false
    }

    /// The turn of tile `t` starts, after its placement (`second`: the
    /// turn's second tile, [`Move::extra_tile`](crate::game::Move::extra_tile)).
    fn turn_start(
        _g: &mut Game,
        _t: usize,
        _player: Option<Player>,
        _second: bool,
    ) -> Result<(), StepError> {
        Ok(())
    }

    /// Whether `figure` may be placed on tile `t`, not the tile `last`
    /// just laid (a magic portal).
    fn reaches(_g: &Game, _last: usize, _t: usize, _figure: Figure) -> bool {
        false
    }

    /// Whether `figure` may stand on `feature` of tile `t`, whose
    /// component's root is `root`.
    fn may_stand(
        _g: &Game,
        _figure: Figure,
        _t: usize,
        _feature: FeatureRef,
        _root: u32,
    ) -> Result<(), FollowerError> {
        Ok(())
    }

    /// `figure` was placed on `feature` of tile `t`.
    fn figure_placed(_g: &mut Game, _t: usize, _feature: FeatureRef, _figure: Figure) {}

    /// A figure left the board, for whatever reason.
    fn figure_removed(_g: &mut Game, _f: &Follower) {}

    /// A figure goes home because its feature (component `root`) scored.
    fn figure_released(_g: &mut Game, _f: &Follower, _root: u32) {}

    /// The turn of tile `t` is about to be scored: what must have happened
    /// by now (the dragon's move).
    fn before_scoring(_g: &Game, _t: usize) -> Result<(), StepError> {
        Ok(())
    }

    /// Features that tile `t` closes besides its own (component roots and
    /// types: an abbey closes its neighbours').
    fn closes(_g: &Game, _t: usize, _out: &mut Vec<(u32, FeatureType)>) {}

    /// A feature was completed and scored during play: of type `ty`, by
    /// tile `t` (a cloister: the cloister's tile), component `root`.
    fn completed(_g: &mut Game, _ty: FeatureType, _t: usize, _root: u32) {}

    /// The feature of component `root` has just scored `when` for its
    /// majority; `tiles` are its squares where the scoring had them at
    /// hand (`None`: a farm, whose squares the hook finds itself if it
    /// needs them).
    fn scored(_g: &mut Game, _root: u32, _when: When, _tiles: Option<&[Pos]>) {}

    /// The turn's scoring is done.
    fn turn_scored(_g: &mut Game) {}

    /// The last turn is over; what waits for the end comes next.
    fn game_ending(_g: &mut Game) {}

    /// The final scoring, after farms.
    fn final_scoring(_g: &mut Game) {}

    /// What `player` holds of its tokens that the outcome of a game lists,
    /// each with its id (goods: `wine`, `grain`, `cloth`), in order.
    fn holds(_g: &Game, _player: Player, _out: &mut Vec<(&'static str, u32)>) {}

    /// Lists its pieces on the board as they stand ([`Game::pieces`]):
    /// where each is, its outline and how it is drawn. Drawing needs
    /// nothing else of an expansion.
    fn draw(_g: &Game, _out: &mut Vec<crate::draw::BoardPiece>) {}
}

/// Lists the expansions once: `field: Type` each. Generates
/// [`super::MODULES`] and [`super::MODULE_IDS`], the game state of every
/// expansion ([`super::States`]) and the `Game::ask_*` methods through
/// which the core calls every hook in registry order.
macro_rules! registry {
    ($($field:ident: $ty:ident),* $(,)?) => {
        /// Every rules module, in registry order, with the id tile sets
        /// name it by.
        pub static MODULES: &[(&str, &dyn Module)] =
            &[$((<$ty as Expansion>::ID, &$ty)),*];

        /// The ids of [`MODULES`], in the same order: what a tile set's
        /// `rules` may name.
        pub const MODULE_IDS: &[&str] = &[$(<$ty as Expansion>::ID),*];

        /// A step of an expansion's, by the expansion (the variants are the
        /// registry's types).
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum ExtStep {
            $(
                #[doc = concat!("A step of `", stringify!($ty), "`.")]
                $ty(<$ty as Expansion>::Step),
            )*
        }

        impl ExtStep {
            /// The step's place in a turn.
            pub fn phase(&self) -> u8 {
                match self {
                    $(ExtStep::$ty(s) => s.phase(),)*
                }
            }

            /// The id of the expansion whose step it is.
            pub fn expansion(&self) -> &'static str {
                match self {
                    $(ExtStep::$ty(_) => <$ty as Expansion>::ID,)*
                }
            }

            /// The step as integers: the expansion's place in the
            /// registry (from 1), then the expansion's own.
            pub fn code(&self, resolve: registry::Resolve<'_>) -> Option<Vec<i32>> {
                let (id, inner) = match self {
                    $(ExtStep::$ty(s) => (<$ty as Expansion>::ID, s.code(resolve)?),)*
                };
                let n = MODULE_IDS.iter().position(|i| *i == id)? as i32 + 1;
                Some(std::iter::once(n).chain(inner).collect())
            }

            /// The step [`ExtStep::code`] writes.
            pub fn from_code(code: &[i32]) -> Option<ExtStep> {
                let (&n, rest) = code.split_first()?;
                let id = *MODULE_IDS.get(usize::try_from(n.checked_sub(1)?).ok()?)?;
                $(
                    if id == <$ty as Expansion>::ID {
                        return <<$ty as Expansion>::Step as registry::StepKind>::from_code(rest)
                            .map(ExtStep::$ty);
                    }
                )*
                None
            }

            /// Writes the step into a board file ([`StepKind::write`](registry::StepKind::write)).
            pub fn write(&self, at: crate::game::Pos, w: &mut crate::board_file::Tables<'_>) -> Result<(), crate::board_file::Unwritable> {
                match self {
                    $(ExtStep::$ty(s) => registry::StepKind::write(s, at, w),)*
                }
            }

            /// Its kind, for a reader ([`StepKind::name`](registry::StepKind::name)).
            pub fn name(&self) -> &'static str {
                match self {
                    $(ExtStep::$ty(s) => registry::StepKind::name(s),)*
                }
            }

            /// Who takes it ([`StepKind::player`](registry::StepKind::player)).
            pub fn player(&self) -> Option<Player> {
                match self {
                    $(ExtStep::$ty(s) => registry::StepKind::player(s),)*
                }
            }

            /// The squares it concerns ([`StepKind::squares`](registry::StepKind::squares)).
            pub fn squares(&self, at: crate::game::Pos) -> Vec<crate::game::Pos> {
                match self {
                    $(ExtStep::$ty(s) => registry::StepKind::squares(s, at),)*
                }
            }

            /// What tells it apart ([`StepKind::details`](registry::StepKind::details)).
            pub fn details(&self) -> Vec<(&'static str, &'static str)> {
                match self {
                    $(ExtStep::$ty(s) => registry::StepKind::details(s),)*
                }
            }

            /// The step's parts ([`StepKind::parts`](registry::StepKind::parts)).
            pub fn parts(&self) -> Vec<ExtStep> {
                match self {
                    $(ExtStep::$ty(s) => registry::StepKind::parts(s).into_iter().map(ExtStep::$ty).collect(),)*
                }
            }

            /// The step with one more part ([`StepKind::join`](registry::StepKind::join)).
            pub fn join(&self, part: &ExtStep) -> Option<ExtStep> {
                match (self, part) {
                    $((ExtStep::$ty(s), ExtStep::$ty(p)) => registry::StepKind::join(s, p).map(ExtStep::$ty),)*
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// Takes the step in `g`.
            pub(crate) fn take(&self, g: &mut crate::game::Game) -> Result<(), crate::game::StepOrFollower> {
                match self {
                    $(ExtStep::$ty(s) => <$ty as Expansion>::take(g, s),)*
                }
            }
        }

        /// An expansion's refusal of a step, by the expansion.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum ExtError {
            $(
                #[doc = concat!("A refusal of `", stringify!($ty), "`.")]
                $ty(<$ty as Expansion>::Error),
            )*
        }

        impl ExtError {
            /// The error as a message.
            pub fn message(&self) -> crate::message::Message {
                match self {
                    $(ExtError::$ty(e) => registry::ErrorKind::message(e),)*
                }
            }
        }

        /// Whether the module `id` has steps of its own in a turn (a
        /// dragon's move, a tower piece), beyond tiles and figures.
        pub fn has_steps(id: &str) -> bool {
            $(
                if id == <$ty as Expansion>::ID {
                    return <<$ty as Expansion>::Step as registry::StepKind>::EXISTS;
                }
            )*
            false
        }

        /// Every expansion's message ids ([`Expansion::MESSAGES`]), in
        /// registry order.
        pub static EXT_MESSAGES: &[&[(&str, &[&str])]] = &[$(<$ty as Expansion>::MESSAGES),*];

        /// Every expansion's award reasons ([`Expansion::REASONS`]), in
        /// registry order.
        pub static EXT_REASONS: &[&[crate::game::Reason]] = &[$(<$ty as Expansion>::REASONS),*];

        /// Every expansion's step names ([`StepKind::NAMES`](registry::StepKind::NAMES)),
        /// in registry order.
        pub static EXT_STEP_NAMES: &[&[&str]] = &[$(<<$ty as Expansion>::Step as registry::StepKind>::NAMES),*];

        /// Every expansion's detail values ([`StepKind::DETAILS`](registry::StepKind::DETAILS)),
        /// in registry order.
        pub static EXT_DETAILS: &[&[&str]] = &[$(<<$ty as Expansion>::Step as registry::StepKind>::DETAILS),*];

        /// Every expansion's detail keys named by their role
        /// ([`StepKind::DETAIL_KEYS`](registry::StepKind::DETAIL_KEYS)), in
        /// registry order.
        pub static EXT_DETAIL_KEYS: &[&[&str]] = &[$(<<$ty as Expansion>::Step as registry::StepKind>::DETAIL_KEYS),*];

        /// Every expansion's piece names ([`Expansion::PIECES`]), in
        /// registry order.
        pub static EXT_PIECES: &[&[&str]] = &[$(<$ty as Expansion>::PIECES),*];

        /// Every expansion's [`Expansion::turn_errors`], in registry order.
        pub fn ext_turn_errors(rules: &TurnRules, out: &mut Vec<crate::message::Message>) {
            $(<$ty as Expansion>::turn_errors(rules, out);)*
        }

        /// Every expansion's [`Expansion::terrain_errors`], in registry
        /// order.
        pub fn ext_terrain_errors(terrains: &[crate::tile::Terrain], out: &mut Vec<crate::message::Message>) {
            $(<$ty as Expansion>::terrain_errors(terrains, out);)*
        }

        /// What the modules in play add to a turn: each expansion's
        /// [`Expansion::Rules`], set when its module is in play (one field
        /// each, named as in the registry). The game reads it once, when it
        /// starts.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct TurnRules {
            $(
                #[doc = concat!("The rules of `", stringify!($ty), "`, when in play.")]
                pub $field: Option<<$ty as Expansion>::Rules>,
            )*
        }

        impl TurnRules {
            /// What either `self` or `other` adds to a turn (each
            /// expansion's rules from `self` when it has them, else from
            /// `other`): the turn rules of several games at once.
            pub fn or(self, other: TurnRules) -> TurnRules {
                TurnRules {
                    $($field: self.$field.or(other.$field),)*
                }
            }
        }

        /// Each expansion's state in a game, one field each (named as in
        /// the registry).
        // An expansion without state in a game has `()`, never read.
        #[allow(dead_code)]
        #[derive(Clone, Debug, Default)]
        pub(crate) struct States {
            $(
                #[doc = concat!("The state of `", stringify!($ty), "`.")]
                pub(crate) $field: <$ty as Expansion>::State,
            )*
        }

        impl crate::game::Game {
            /// Every expansion's proposed steps ([`Expansion::offer`]), in
            /// registry order.
            pub(crate) fn ask_offer(&self, players: &[Player], out: &mut Vec<crate::game::Step>) {
                $({
                    let mut own = Vec::new();
                    <$ty as Expansion>::offer(self, players, &mut own);
                    out.extend(own.into_iter().map(|s| crate::game::Step::Ext(ExtStep::$ty(s))));
                })*
            }

            /// Asks every expansion: [`Expansion::may_play`].
            pub(crate) fn ask_may_play(&self, kind: usize, player: Player) -> Result<(), StepError> {
                $(<$ty as Expansion>::may_play(self, kind, player)?;)*
                Ok(())
            }

            /// Asks every expansion, the first to answer decides: [`Expansion::edges`].
            pub(crate) fn ask_edges(&self, face: &Face, pos: Pos) -> Option<Result<(), PlacementError>> {
                None $(.or_else(|| <$ty as Expansion>::edges(self, face, pos)))*
            }

            /// Asks every expansion, any may say so: [`Expansion::places_apart`].
            pub(crate) fn ask_places_apart(&self, kind: usize) -> bool {
                false $(|| <$ty as Expansion>::places_apart(self, kind))*
            }

            /// Asks every expansion: [`Expansion::may_place`].
            pub(crate) fn ask_may_place(&self, kind: usize, pos: Pos, face: &Face) -> Result<(), PlacementError> {
                $(<$ty as Expansion>::may_place(self, kind, pos, face)?;)*
                Ok(())
            }

            /// Asks every expansion, any may say so: [`Expansion::seals`].
            pub(crate) fn ask_seals(&self, face: &Face) -> bool {
                false $(|| <$ty as Expansion>::seals(self, face))*
            }

            /// Asks every expansion, any may grant it: [`Expansion::extra_turn`].
            pub(crate) fn ask_extra_turn(&self, t: usize) -> bool {
                false $(|| <$ty as Expansion>::extra_turn(self, t))*
            }

            /// Asks every expansion, any may grant it: [`Expansion::extra_tile`].
            pub(crate) fn ask_extra_tile(&self, t: usize, player: Player) -> bool {
                false $(|| <$ty as Expansion>::extra_tile(self, t, player))*
            }

            /// Adds every expansion's [`Expansion::farm_bonus`].
            pub(crate) fn ask_farm_bonus(&self, player: Player, farms: &[u32]) -> u32 {
                0u32 $(.saturating_add(<$ty as Expansion>::farm_bonus(self, player, farms)))*
            }

            /// Asks every expansion, any may say so: [`Expansion::outside_city`].
            pub(crate) fn ask_outside_city(&self, t: usize) -> bool {
                false $(|| <$ty as Expansion>::outside_city(self, t))*
            }

            /// Tells every expansion: [`Expansion::tile_placed`].
            pub(crate) fn ask_tile_placed(&mut self, t: usize) {
                $(<$ty as Expansion>::tile_placed(self, t);)*
            }

            /// Tells every expansion: [`Expansion::turn_start`].
            pub(crate) fn ask_turn_start(&mut self, t: usize, player: Option<Player>, second: bool) -> Result<(), StepError> {
                $(<$ty as Expansion>::turn_start(self, t, player, second)?;)*
                Ok(())
            }

            /// Asks every expansion, any may allow: [`Expansion::reaches`].
            pub(crate) fn ask_reaches(&self, last: usize, t: usize, figure: Figure) -> bool {
                false $(|| <$ty as Expansion>::reaches(self, last, t, figure))*
            }

            /// Asks every expansion: [`Expansion::may_stand`].
            pub(crate) fn ask_may_stand(&self, figure: Figure, t: usize, feature: FeatureRef, root: u32) -> Result<(), FollowerError> {
                $(<$ty as Expansion>::may_stand(self, figure, t, feature, root)?;)*
                Ok(())
            }

            /// Tells every expansion: [`Expansion::figure_placed`].
            pub(crate) fn ask_figure_placed(&mut self, t: usize, feature: FeatureRef, figure: Figure) {
                $(<$ty as Expansion>::figure_placed(self, t, feature, figure);)*
            }

            /// Tells every expansion: [`Expansion::figure_removed`].
            pub(crate) fn ask_figure_removed(&mut self, f: &Follower) {
                $(<$ty as Expansion>::figure_removed(self, f);)*
            }

            /// Tells every expansion: [`Expansion::figure_released`].
            pub(crate) fn ask_figure_released(&mut self, f: &Follower, root: u32) {
                $(<$ty as Expansion>::figure_released(self, f, root);)*
            }

            /// Asks every expansion: [`Expansion::before_scoring`].
            pub(crate) fn ask_before_scoring(&self, t: usize) -> Result<(), StepError> {
                $(<$ty as Expansion>::before_scoring(self, t)?;)*
                Ok(())
            }

            /// Asks every expansion: [`Expansion::closes`].
            pub(crate) fn ask_closes(&self, t: usize, out: &mut Vec<(u32, FeatureType)>) {
                $(<$ty as Expansion>::closes(self, t, out);)*
            }

            /// Tells every expansion: [`Expansion::completed`].
            pub(crate) fn ask_completed(&mut self, ty: FeatureType, t: usize, root: u32) {
                $(<$ty as Expansion>::completed(self, ty, t, root);)*
            }

            /// Tells every expansion: [`Expansion::scored`].
            pub(crate) fn ask_scored(&mut self, root: u32, when: When, tiles: Option<&[Pos]>) {
                $(<$ty as Expansion>::scored(self, root, when, tiles);)*
            }

            /// Tells every expansion: [`Expansion::turn_scored`].
            pub(crate) fn ask_turn_scored(&mut self) {
                $(<$ty as Expansion>::turn_scored(self);)*
            }

            /// Tells every expansion: [`Expansion::game_ending`].
            pub(crate) fn ask_game_ending(&mut self) {
                $(<$ty as Expansion>::game_ending(self);)*
            }

            /// Tells every expansion: [`Expansion::final_scoring`].
            pub(crate) fn ask_final_scoring(&mut self) {
                $(<$ty as Expansion>::final_scoring(self);)*
            }

            /// What `player` holds of every expansion's tokens, in registry
            /// order ([`Expansion::holds`]): each token's id and how many.
            pub fn holds(&self, player: Player) -> Vec<(&'static str, u32)> {
                let mut out = Vec::new();
                $(<$ty as Expansion>::holds(self, player, &mut out);)*
                out
            }

            /// Asks every expansion: [`Expansion::draw`].
            pub(crate) fn ask_draw(&self, out: &mut Vec<crate::draw::BoardPiece>) {
                $(<$ty as Expansion>::draw(self, out);)*
            }
        }
    };
}

pub(crate) use registry;
