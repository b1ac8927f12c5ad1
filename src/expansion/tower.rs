//! The Tower in a board file: `[[tower]]` pieces and their captures,
//! `[[tower-follower]]` and `[[ransom]]` tables.

use schemars::{JsonSchema, SchemaGenerator};
use serde::Deserialize;
use tilebook_engine::{Capture, Figure, Player, Step, Target, TowerStep};
use toml::Spanned;
use toml::de::DeTable;

use super::{BoardReader, SchemaParts, properties};
use crate::data::board::{BoardStep, Cx};
use crate::data::schema::names::Square;
use crate::diag::catalogue::Rule;

/// Its diagnostics.
pub const RULES: &[Rule] = &[Rule {
    id: "board/bad-capture",
    title: "a capture names neither a feature nor a tower, or both",
    explanation: "\
A tower piece's `capture` names the captured follower by its square and
either the feature it stands on or `tower = true` for a follower on top of
a tower on that square. A capture with both, or with neither, cannot say
which follower was taken.

```toml
[[tower]]
player = \"blue\"
at = [-1, 0]
on = [1, 1]
capture = { on = [1, 0], feature = \"road\" }
```",
    hint: "write `feature = \"road\"` (or another feature), or `tower = true`",
}];

/// Its tables.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Tables {
    /// Tower pieces placed, and what they capture (The Tower).
    #[serde(default)]
    #[schemars(with = "Vec<RawTower>")]
    tower: Vec<Spanned<RawTower>>,
    /// Followers finishing a tower (The Tower).
    #[serde(default, rename = "tower-follower")]
    #[schemars(with = "Vec<RawTowerFollower>")]
    tower_follower: Vec<Spanned<RawTowerFollower>>,
    /// Prisoners bought back (The Tower).
    #[serde(default)]
    #[schemars(with = "Vec<RawRansom>")]
    ransom: Vec<Spanned<RawRansom>>,
}

/// A tower piece.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawTower {
    /// Whose piece.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of the turn it is placed in.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The tower's square.
    #[schemars(with = "Square")]
    on: Spanned<Vec<i32>>,
    /// The follower it captures, if any.
    #[serde(default)]
    capture: Option<RawCapture>,
}

/// The follower a tower piece captures.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawCapture {
    /// Its square.
    #[schemars(with = "Square")]
    on: Spanned<Vec<i32>>,
    /// Its feature, as for `[[follower]]`; absent when `tower = true`.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    feature: Option<Spanned<String>>,
    /// It stands on top of the tower on that square.
    #[serde(default)]
    tower: bool,
    /// When the capture makes two players hold each other's followers:
    /// which of the capturing player's comes back (`follower` or `big`).
    #[serde(default)]
    #[schemars(with = "Option<Figure>")]
    exchange: Option<Spanned<String>>,
}

/// A follower finishing a tower.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawTowerFollower {
    /// Owner.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of the turn it is placed in.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The tower's square.
    #[schemars(with = "Square")]
    on: Spanned<Vec<i32>>,
    /// Which follower (default `follower`; or `big`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
}

/// A prisoner bought back.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawRansom {
    /// Who pays: the player whose turn it is.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of that turn.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// Who holds the prisoner and is paid.
    #[schemars(with = "Player")]
    from: Spanned<String>,
    /// Which follower (default `follower`; or `big`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
}

/// A capture; `None` when it cannot be read (reported).
fn capture(c: &RawCapture, cx: &mut Cx<'_>) -> Option<Capture> {
    let on = cx.pos(&c.on)?;
    let target = match (&c.feature, c.tower) {
        (Some(f), false) => Target::Feature(cx.spec(f, "capture")?),
        (None, true) => Target::Tower,
        _ => {
            let d = cx
                .error(
                    "board/bad-capture",
                    "a capture names either the follower's `feature` or `tower = true`, not both nor neither",
                    c.on.span(),
                )
                .hint("write `capture = { on = [x, y], feature = \"road\" }`, or `tower = true` for the follower on top of a tower");
            cx.push(d);
            return None;
        }
    };
    let exchange = match &c.exchange {
        Some(f) => Some(cx.figure(f)?),
        None => None,
    };
    Some(Capture {
        on,
        target,
        exchange,
    })
}

/// The reader of The Tower's tables.
pub struct Tower;

impl BoardReader for Tower {
    fn tables(&self) -> &'static [&'static str] {
        &["tower", "tower-follower", "ransom"]
    }

    fn read_tables(&self, tables: Spanned<DeTable<'_>>, cx: &mut Cx<'_>) -> Vec<BoardStep> {
        let Some(t) = cx.table::<Tables>(tables) else {
            return Vec::new();
        };
        let mut steps = Vec::new();
        for r in &t.ransom {
            let (span, r) = (r.span(), r.get_ref());
            let (Some(player), Some(from), Some(at)) =
                (cx.player(&r.player), cx.player(&r.from), cx.pos(&r.at))
            else {
                continue;
            };
            let Some(figure) = cx.figure_or_follower(&r.figure) else {
                continue;
            };
            let step = TowerStep::Ransom {
                player,
                from,
                figure,
            };
            steps.push(BoardStep {
                at: Some(at),
                step: Step::from(step),
                span,
                name: format!("ransom paid by {player}"),
            });
        }
        for r in &t.tower {
            let (span, r) = (r.span(), r.get_ref());
            let Some((player, at, on)) = cx.who_where(&r.player, &r.at, &r.on) else {
                continue;
            };
            let capture = match &r.capture {
                None => None,
                Some(c) => match capture(c, cx) {
                    Some(c) => Some(c),
                    None => continue,
                },
            };
            let step = TowerStep::Piece {
                player,
                on,
                capture,
            };
            steps.push(BoardStep {
                at: Some(at),
                step: Step::from(step),
                span,
                name: format!("tower piece of {player}"),
            });
        }
        for r in &t.tower_follower {
            let (span, r) = (r.span(), r.get_ref());
            let Some((player, at, on)) = cx.who_where(&r.player, &r.at, &r.on) else {
                continue;
            };
            let Some(figure) = cx.figure_or_follower(&r.figure) else {
                continue;
            };
            steps.push(BoardStep {
                at: Some(at),
                step: Step::from(TowerStep::Top { player, figure, on }),
                span,
                name: format!("tower follower of {player}"),
            });
        }
        steps
    }

    fn schema(&self, generator: &mut SchemaGenerator, parts: &mut SchemaParts<'_>) {
        parts.board.extend(properties::<Tables>(generator));
    }
}
