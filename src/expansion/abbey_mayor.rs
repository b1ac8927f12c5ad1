//! Abbey & Mayor in a board file: `[[wagon]]` tables, and a barn's
//! `[[follower]]` on a `corner`.

use std::ops::Range;

use schemars::{JsonSchema, SchemaGenerator};
use serde::Deserialize;
use tilebook_engine::{AbbeyStep, Corner, Figure, Player, Pos, Step};
use toml::Spanned;
use toml::de::DeTable;

use super::{BoardReader, SchemaParts, properties};
use crate::data::board::{BoardStep, Cx};
use crate::data::schema::names::Square;
use crate::diag::catalogue::Rule;

/// Its diagnostics.
pub const RULES: &[Rule] = &[Rule {
    id: "board/bad-corner",
    title: "a barn's corner is missing, misplaced or not a barn's",
    explanation: "\
A barn (Abbey & Mayor) stands where four tiles meet, on a corner of the
tile laid in its turn, and not on a feature. Its `[[follower]]` gives
`figure = \"barn\"` and `corner = [x, y]`: the point written as the square
whose north-west corner it is. For the tile at `[2, 1]`, the corners are
`[2, 1]` (north-west), `[3, 1]` (north-east), `[3, 2]` (south-east) and
`[2, 2]` (south-west). Only a barn has a `corner`, and a barn has no
`feature`.

```toml
[[follower]]
player = \"blue\"
at = [2, 1]
figure = \"barn\"
corner = [3, 2]
```",
    hint: "give the barn `corner = [x, y]`, a corner of its tile, and no `feature`",
}];

/// Its tables.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Tables {
    /// Wagons moving on after their feature scored (Abbey & Mayor).
    #[serde(default)]
    #[schemars(with = "Vec<RawWagon>")]
    wagon: Vec<Spanned<RawWagon>>,
}

/// A wagon moving on after its feature scored, in the turn of the tile
/// at `at` (Abbey & Mayor).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawWagon {
    /// The wagon's owner.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of the turn whose scoring freed it.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The square it moves to: a tile of the feature it scored on.
    #[schemars(with = "Square")]
    to: Spanned<Vec<i32>>,
    /// The feature it moves onto there, as for `[[follower]]`.
    #[schemars(with = "String")]
    feature: Spanned<String>,
}

/// What it adds to a `[[follower]]`, for the schema (a barn's follower is
/// read whole, as a [`RawBarn`]).
#[allow(dead_code)]
#[derive(JsonSchema)]
struct FollowerKeys {
    /// A barn's place (Abbey & Mayor): the point where four tiles meet,
    /// one of the four corners of the tile at `at`, written as the square
    /// whose north-west corner it is (`at`'s south-east corner is
    /// `[x + 1, y + 1]`).
    #[schemars(with = "Option<Square>")]
    corner: Option<Spanned<Vec<i32>>>,
}

/// A barn's `[[follower]]`: the core's keys and its `corner`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBarn {
    player: Spanned<String>,
    at: Spanned<Vec<i32>>,
    #[serde(default)]
    feature: Option<Spanned<String>>,
    #[serde(default)]
    figure: Option<Spanned<String>>,
    #[serde(default)]
    corner: Option<Spanned<Vec<i32>>>,
}

/// A barn's corner of the tile at `at`: `corner` names one of its four
/// corners, the figure is a barn, and no `feature` is given; otherwise
/// `None`, reported as `board/bad-corner`.
fn corner(
    r: &RawBarn,
    figure: Figure,
    at: Pos,
    span: Range<usize>,
    cx: &mut Cx<'_>,
) -> Option<Corner> {
    let bad = |cx: &mut Cx<'_>, message: String, span: Range<usize>| {
        let d = cx.error("board/bad-corner", message, span)
            .hint("a barn is `figure = \"barn\"` with `corner = [x, y]`, one of the four corners of its tile (`at`'s own square is its north-west corner), and no `feature`");
        cx.push(d);
        None
    };
    let Some(corner) = &r.corner else {
        return bad(
            cx,
            "a barn stands on a corner, but this one names none".into(),
            span,
        );
    };
    if figure != Figure::Barn {
        return bad(
            cx,
            format!("only a barn stands on a corner, not a {figure}"),
            corner.span(),
        );
    }
    if let Some(feature) = &r.feature {
        return bad(
            cx,
            "a barn stands on a corner, not on a feature: remove `feature`".into(),
            feature.span(),
        );
    }
    let point = cx.pos(corner)?;
    let found = Corner::ALL.into_iter().find(|c| c.point(at) == point);
    if found.is_none() {
        return bad(
            cx,
            format!(
                "[{}, {}] is not a corner of the tile at [{}, {}]; its corners are [{}, {}], [{}, {}], [{}, {}] and [{}, {}]",
                point.0,
                point.1,
                at.0,
                at.1,
                at.0,
                at.1,
                at.0 + 1,
                at.1,
                at.0 + 1,
                at.1 + 1,
                at.0,
                at.1 + 1
            ),
            corner.span(),
        );
    }
    found
}

/// The reader of Abbey & Mayor's tables and barns.
pub struct AbbeyMayor;

impl BoardReader for AbbeyMayor {
    fn tables(&self) -> &'static [&'static str] {
        &["wagon"]
    }

    fn read_tables(&self, tables: Spanned<DeTable<'_>>, cx: &mut Cx<'_>) -> Vec<BoardStep> {
        let Some(t) = cx.table::<Tables>(tables) else {
            return Vec::new();
        };
        let mut steps = Vec::new();
        for r in &t.wagon {
            let (span, r) = (r.span(), r.get_ref());
            let Some((player, at, to)) = cx.who_where(&r.player, &r.at, &r.to) else {
                continue;
            };
            let Some(spec) = cx.spec(&r.feature, "wagon") else {
                continue;
            };
            steps.push(BoardStep {
                at: Some(at),
                step: Step::from(AbbeyStep::Wagon { player, to, spec }),
                span,
                name: format!("wagon of {player}"),
            });
        }
        steps
    }

    fn follower_form(&self) -> (&'static [Figure], &'static [&'static str]) {
        (&[Figure::Barn], &["corner"])
    }

    fn read_follower(
        &self,
        table: Spanned<DeTable<'_>>,
        span: Range<usize>,
        cx: &mut Cx<'_>,
    ) -> Option<BoardStep> {
        let r: RawBarn = cx.table(table)?;
        let player = cx.player(&r.player)?;
        let at = cx.pos(&r.at)?;
        let figure = cx.figure_or_follower(&r.figure)?;
        let corner = corner(&r, figure, at, span.clone(), cx)?;
        Some(BoardStep {
            at: Some(at),
            step: Step::from(AbbeyStep::Barn { player, corner }),
            span,
            name: format!("barn of {player}"),
        })
    }

    fn schema(&self, generator: &mut SchemaGenerator, parts: &mut SchemaParts<'_>) {
        parts.board.extend(properties::<Tables>(generator));
        parts.follower.extend(properties::<FollowerKeys>(generator));
    }
}
