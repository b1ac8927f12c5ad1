//! Princess & Dragon in a board file: `[[princess]]` and `[[fairy]]`
//! tables, and a dragon tile's `dragon` path.

use schemars::{JsonSchema, SchemaGenerator};
use serde::Deserialize;
use tilebook_engine::{DragonStep, Player, Pos, Step};
use toml::Spanned;
use toml::de::DeTable;

use super::{BoardReader, SchemaParts, properties};
use crate::data::board::{BoardStep, Cx};
use crate::data::schema::names::Square;
use crate::diag::catalogue::Rule;

/// Its diagnostics: none of its own.
pub const RULES: &[Rule] = &[];

/// Its tables.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Tables {
    /// Princesses sending knights home (Princess & Dragon).
    #[serde(default)]
    #[schemars(with = "Vec<RawOnFeature>")]
    princess: Vec<Spanned<RawOnFeature>>,
    /// The fairy put beside a follower (Princess & Dragon).
    #[serde(default)]
    #[schemars(with = "Vec<RawOnFeature>")]
    fairy: Vec<Spanned<RawOnFeature>>,
}

/// What it adds to a `[[tile]]`.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct TileKeys {
    /// The squares the dragon enters after this dragon tile, in order
    /// (Princess & Dragon).
    #[serde(default)]
    #[schemars(with = "Option<Vec<Square>>")]
    dragon: Option<Vec<Spanned<Vec<i32>>>>,
}

/// A step on a follower somewhere on the board: a princess sending it
/// home, the fairy put beside it.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawOnFeature {
    /// Who does it.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of the turn it is done in.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The follower's square.
    #[schemars(with = "Square")]
    on: Spanned<Vec<i32>>,
    /// The follower's feature there, as for `[[follower]]`.
    #[schemars(with = "String")]
    feature: Spanned<String>,
}

/// The reader of Princess & Dragon's tables and keys.
pub struct PrincessDragon;

impl BoardReader for PrincessDragon {
    fn tables(&self) -> &'static [&'static str] {
        &["princess", "fairy"]
    }

    fn read_tables(&self, tables: Spanned<DeTable<'_>>, cx: &mut Cx<'_>) -> Vec<BoardStep> {
        let Some(t) = cx.table::<Tables>(tables) else {
            return Vec::new();
        };
        let mut steps = Vec::new();
        for (list, fairy) in [(&t.princess, false), (&t.fairy, true)] {
            for r in list {
                let (span, r) = (r.span(), r.get_ref());
                let Some((player, at, on)) = cx.who_where(&r.player, &r.at, &r.on) else {
                    continue;
                };
                let who = if fairy { "fairy" } else { "princess" };
                let Some(spec) = cx.spec(&r.feature, who) else {
                    continue;
                };
                let step = if fairy {
                    DragonStep::Fairy { player, on, spec }
                } else {
                    DragonStep::Princess { player, on, spec }
                };
                steps.push(BoardStep {
                    at: Some(at),
                    step: Step::from(step),
                    span,
                    name: format!("{who} of {player}"),
                });
            }
        }
        steps
    }

    fn tile_keys(&self) -> &'static [&'static str] {
        &["dragon"]
    }

    fn read_tile(&self, at: Pos, keys: Spanned<DeTable<'_>>, cx: &mut Cx<'_>) -> Option<BoardStep> {
        let tile_span = keys.span();
        let path = cx.table::<TileKeys>(keys)?.dragon?;
        let squares: Vec<Pos> = path.iter().filter_map(|q| cx.pos(q)).collect();
        if squares.len() < path.len() {
            return None;
        }
        let span = match (path.first(), path.last()) {
            (Some(a), Some(b)) => a.span().start..b.span().end,
            _ => tile_span,
        };
        Some(BoardStep {
            at: Some(at),
            step: Step::from(DragonStep::Dragon { path: squares }),
            span,
            name: "the dragon's move".to_string(),
        })
    }

    fn schema(&self, generator: &mut SchemaGenerator, parts: &mut SchemaParts<'_>) {
        parts.board.extend(properties::<Tables>(generator));
        parts.tile.extend(properties::<TileKeys>(generator));
    }
}
