//! The Count of Carcassonne in a board file: `[[quarter]]` and
//! `[[from-quarter]]` tables.

use schemars::{JsonSchema, SchemaGenerator};
use serde::Deserialize;
use tilebook_engine::{CountStep, Figure, Player, Quarter, Step};
use toml::Spanned;
use toml::de::DeTable;

use super::{BoardReader, SchemaParts, properties};
use crate::data::board::{BoardStep, Cx};
use crate::data::schema::names::Square;
use crate::diag::catalogue::Rule;

/// Its diagnostics.
pub const RULES: &[Rule] = &[
    Rule {
        id: "board/unknown-quarter",
        title: "a step names a quarter of Carcassonne that does not exist",
        explanation: "\
`[[quarter]]` and `[[from-quarter]]` (The Count of Carcassonne) name one of
the city's four quarters in `quarter`, and `[[quarter]]` may move the Count
to one in `count`: `castle`, `market`, `blacksmith` or `cathedral`, in
lower case. Any other name is refused at the value.

```toml
[[quarter]]
player = \"blue\"
at = [1, 0]
quarter = \"chapel\"   # wrong: the cathedral's quarter is `cathedral`
```",
        hint: "use castle, market, blacksmith or cathedral",
    },
    Rule {
        id: "board/quarter-turn",
        title: "a follower leaves the market during a turn",
        explanation: "\
A `[[from-quarter]]` with `at` is taken in the turn of the tile on that
square, just before that turn scores the city, road or cloister the
follower joins: from the castle, the blacksmith or the cathedral. One
without `at` is taken at the end of the game, before the final scoring:
from the market, onto a field, and, where the rule variant `count-end`
lets them, from the other quarters too (the engine refuses them
otherwise). Followers never leave the market during a turn.

```toml
[[from-quarter]]
player = \"red\"
at = [0, 2]              # wrong: the market empties only at the end
quarter = \"market\"
to = [0, -2]
feature = \"field\"
```",
        hint: "drop `at`: the market's followers leave at the end of the game",
    },
];

/// Its tables.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Tables {
    /// Followers put into the quarters of Carcassonne after a turn's
    /// scoring (The Count of Carcassonne).
    #[serde(default)]
    #[schemars(with = "Vec<RawQuarter>")]
    quarter: Vec<Spanned<RawQuarter>>,
    /// Followers leaving a quarter of Carcassonne for a feature being
    /// scored (The Count of Carcassonne).
    #[serde(default, rename = "from-quarter")]
    #[schemars(with = "Vec<RawFromQuarter>")]
    from_quarter: Vec<Spanned<RawFromQuarter>>,
}

/// A follower put into a quarter of Carcassonne after the scoring of
/// the turn of the tile at `at` (The Count of Carcassonne).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawQuarter {
    /// The follower's owner: the player whose turn it is.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile of that turn.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The quarter: `castle`, `market`, `blacksmith` or `cathedral`.
    #[schemars(with = "Quarter")]
    quarter: Spanned<String>,
    /// Which follower (default `follower`; or `big`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
    /// The quarter the Count moves to (default: he stays).
    #[serde(default)]
    #[schemars(with = "Option<Quarter>")]
    count: Option<Spanned<String>>,
}

/// A follower leaving a quarter of Carcassonne for a feature the turn of
/// the tile at `at` is about to score; from the market, for a field at the
/// end of the game (no `at`) (The Count of Carcassonne).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawFromQuarter {
    /// The follower's owner.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The square of the tile whose turn scores the feature; none for the
    /// market, whose followers leave at the end of the game.
    #[serde(default)]
    #[schemars(with = "Option<Square>")]
    at: Option<Spanned<Vec<i32>>>,
    /// The quarter it leaves.
    #[schemars(with = "Quarter")]
    quarter: Spanned<String>,
    /// Which follower (default `follower`; or `big`).
    #[serde(default)]
    #[schemars(with = "Figure")]
    figure: Option<Spanned<String>>,
    /// The square of a tile of the feature it joins.
    #[schemars(with = "Square")]
    to: Spanned<Vec<i32>>,
    /// The feature there, as for `[[follower]]`.
    #[schemars(with = "String")]
    feature: Spanned<String>,
}

/// A quarter's name; `None` (reported) when unknown.
fn quarter(name: &Spanned<String>, cx: &mut Cx<'_>) -> Option<Quarter> {
    match name.get_ref().parse::<Quarter>() {
        Ok(q) => Some(q),
        Err(e) => {
            let d = cx
                .error(
                    "board/unknown-quarter",
                    format!("`{}` is not a {}", e.name, e.what),
                    name.span(),
                )
                .suggest(&e.name, e.expected.iter().copied(), || {
                    format!("the quarters are {}", e.expected.join(", "))
                });
            cx.push(d);
            None
        }
    }
}

/// The reader of The Count's tables.
pub struct Count;

impl BoardReader for Count {
    fn tables(&self) -> &'static [&'static str] {
        &["quarter", "from-quarter"]
    }

    fn read_tables(&self, tables: Spanned<DeTable<'_>>, cx: &mut Cx<'_>) -> Vec<BoardStep> {
        let Some(t) = cx.table::<Tables>(tables) else {
            return Vec::new();
        };
        let mut steps = Vec::new();
        for r in &t.quarter {
            let (span, r) = (r.span(), r.get_ref());
            let player = cx.player(&r.player);
            let at = cx.pos(&r.at);
            let into = quarter(&r.quarter, cx);
            let figure = cx.figure_or_follower(&r.figure);
            let count = match &r.count {
                None => Some(None),
                Some(c) => quarter(c, cx).map(Some),
            };
            let (Some(player), Some(at), Some(quarter), Some(figure), Some(count)) =
                (player, at, into, figure, count)
            else {
                continue;
            };
            let step = CountStep::Quarter {
                player,
                figure,
                quarter,
                count,
            };
            steps.push(BoardStep {
                at: Some(at),
                step: Step::from(step),
                span,
                name: format!("follower of {player} into the {quarter}"),
            });
        }
        for r in &t.from_quarter {
            let (span, r) = (r.span(), r.get_ref());
            let player = cx.player(&r.player);
            let at = match &r.at {
                None => Some(None),
                Some(at) => cx.pos(at).map(Some),
            };
            let from = quarter(&r.quarter, cx);
            let figure = cx.figure_or_follower(&r.figure);
            let to = cx.pos(&r.to);
            let spec = cx.spec(&r.feature, "follower");
            let (Some(player), Some(at), Some(quarter), Some(figure), Some(to), Some(spec)) =
                (player, at, from, figure, to, spec)
            else {
                continue;
            };
            if at.is_some() && quarter == Quarter::Market {
                let d = cx
                    .error(
                        "board/quarter-turn",
                        "followers leave the market only at the end of the game: drop `at`".to_string(),
                        span.clone(),
                    )
                    .hint("write `at = [x, y]` for a follower leaving in a turn; none for one leaving at the end, as the market's do");
                cx.push(d);
                continue;
            }
            // Without `at`, at the end of the game: the market's always,
            // the other quarters' where a rule variant lets them leave then
            // (the engine refuses them otherwise).
            let step = CountStep::FromQuarter {
                player,
                figure,
                quarter,
                to,
                spec,
                end: at.is_none(),
            };
            steps.push(BoardStep {
                at,
                step: Step::from(step),
                span,
                name: format!("follower of {player} leaving the {quarter}"),
            });
        }
        steps
    }

    fn schema(&self, generator: &mut SchemaGenerator, parts: &mut SchemaParts<'_>) {
        parts.board.extend(properties::<Tables>(generator));
    }
}
