//! The Catapult in a board file: `[[catapult]]` rounds.

use std::ops::Range;

use schemars::{JsonSchema, SchemaGenerator};
use serde::Deserialize;
use tilebook_engine::{CatchResult, CatchThrow, FeatureSpec, Player, Pos, Round, Step, Swap};
use toml::Spanned;
use toml::de::DeTable;

use super::{BoardReader, SchemaParts, properties};
use crate::data::board::{BoardStep, Cx};
use crate::data::schema::names::Square;
use crate::diag::catalogue::Rule;

/// Its diagnostics.
pub const RULES: &[Rule] = &[
    Rule {
        id: "board/unknown-token",
        title: "a catapult round names a token that does not exist",
        explanation: "\
A `[[catapult]]` round (The Catapult) names the kind of token every player
throws in it: `knock-out`, `seduction`, `target` or `catch`. Any other
name is refused where it is written, with the closest name suggested.

```toml
[[catapult]]
at = [1, 0]
token = \"target\"
winners = [\"red\"]
```",
        hint: "use `knock-out`, `seduction`, `target` or `catch`",
    },
    Rule {
        id: "board/bad-catapult",
        title: "a catapult round's outcome is missing, belongs to another token or cannot be read",
        explanation: "\
Each kind of catapult token has one outcome field, and a `[[catapult]]`
round gives exactly that one: `hit` for `knock-out` (the followers hit,
each `{ at = [x, y], feature = \"...\" }`), `swaps` for `seduction` (each
`{ player, replaces = { at, feature }, from = { at, feature } }`, `from`
optional), `winners` for `target` (players) and `throws` for `catch`
(each `{ thrower, catcher, result }`, `result` one of `short`, `dropped`,
`caught`). An outcome of another token, a missing one (write an empty list
when nothing came of the round) or an unknown catch result is refused.

```toml
[[catapult]]
at = [1, 0]
token = \"catch\"
throws = [{ thrower = \"red\", catcher = \"blue\", result = \"caught\" }]
```",
        hint: "give the round the one outcome of its token: `hit`, `swaps`, `winners` or `throws`",
    },
];

/// Its tables.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Tables {
    /// Catapult rounds after a fair tile's turn (The Catapult).
    #[serde(default)]
    #[schemars(with = "Vec<RawCatapult>")]
    catapult: Vec<Spanned<RawCatapult>>,
}

/// A catapult round, in the turn of the fair tile at `at` (The Catapult):
/// the kind of token thrown and, for that kind, what came of it.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawCatapult {
    /// The square of the fair tile whose turn the round follows.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// The kind of token: `knock-out`, `seduction`, `target` or `catch`.
    #[schemars(with = "String")]
    token: Spanned<String>,
    /// Knock-out: every follower the tokens touched (chain reactions
    /// included), each by its square and feature.
    #[serde(default)]
    #[schemars(with = "Option<Vec<RawPlace>>")]
    hit: Option<Spanned<Vec<RawPlace>>>,
    /// Seduction: each throw that took effect, in throwing order.
    #[serde(default)]
    #[schemars(with = "Option<Vec<RawSwap>>")]
    swaps: Option<Spanned<Vec<RawSwap>>>,
    /// Target: the players nearest the fair (several on a tie).
    #[serde(default)]
    #[schemars(with = "Option<Vec<Player>>")]
    winners: Option<Spanned<Vec<Spanned<String>>>>,
    /// Catch: each throw to the thrower's left neighbour.
    #[serde(default)]
    #[schemars(with = "Option<Vec<RawThrow>>")]
    throws: Option<Spanned<Vec<RawThrow>>>,
}

/// A follower on the board: its square and feature.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawPlace {
    /// Its square.
    #[schemars(with = "Square")]
    at: Spanned<Vec<i32>>,
    /// Its feature there, as for `[[follower]]`.
    #[schemars(with = "String")]
    feature: Spanned<String>,
}

/// A seduction throw that took effect.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawSwap {
    /// Who threw.
    #[schemars(with = "Player")]
    player: Spanned<String>,
    /// The follower nearest the token, which the thrower's replaces.
    replaces: RawPlace,
    /// The thrower's follower moved there from the board; without it, a
    /// follower from the supply.
    #[serde(default)]
    from: Option<RawPlace>,
}

/// One throw of the catch.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawThrow {
    /// Who threw.
    #[schemars(with = "Player")]
    thrower: Spanned<String>,
    /// The left neighbour who tried to catch.
    #[schemars(with = "Player")]
    catcher: Spanned<String>,
    /// `short` (not as far as the ruler), `dropped` or `caught`.
    #[schemars(with = "CatchResult")]
    result: Spanned<String>,
}

/// The kinds of catapult token, as board files name them.
const TOKENS: [&str; 4] = ["knock-out", "seduction", "target", "catch"];

/// A square and feature of a catapult round; `None` when one cannot be
/// read (reported).
fn place(r: &RawPlace, who: &str, cx: &mut Cx<'_>) -> Option<(Pos, FeatureSpec)> {
    let at = cx.pos(&r.at);
    let spec = cx.spec(&r.feature, who);
    Some((at?, spec?))
}

/// A `[[catapult]]` round; `None` when it cannot be read (reported: an
/// unknown token as `board/unknown-token`, an outcome missing or given
/// for another token, or an unknown catch result, as `board/bad-catapult`).
fn round(r: &Spanned<RawCatapult>, cx: &mut Cx<'_>) -> Option<BoardStep> {
    let (span, r) = (r.span(), r.get_ref());
    let at = cx.pos(&r.at);
    let token = r.token.get_ref().as_str();
    let Some(kind) = TOKENS.iter().position(|t| *t == token) else {
        let d = cx
            .error(
                "board/unknown-token",
                format!("`{token}` is not a kind of catapult token"),
                r.token.span(),
            )
            .suggest(token, TOKENS, || {
                format!("tokens are {}", TOKENS.join(", "))
            });
        cx.push(d);
        return None;
    };
    let outcomes = [
        ("hit", r.hit.as_ref().map(Spanned::span)),
        ("swaps", r.swaps.as_ref().map(Spanned::span)),
        ("winners", r.winners.as_ref().map(Spanned::span)),
        ("throws", r.throws.as_ref().map(Spanned::span)),
    ];
    let bad = |cx: &Cx<'_>, message: String, span: Range<usize>| {
        cx.error("board/bad-catapult", message, span)
            .hint("a round gives the outcome of its token: `hit` (knock-out), `swaps` (seduction), `winners` (target) or `throws` (catch), and no other")
    };
    for (i, (name, s)) in outcomes.iter().enumerate() {
        if let Some(s) = s
            && i != kind
        {
            let d = bad(
                cx,
                format!("`{name}` is not an outcome of a `{token}` round"),
                s.clone(),
            );
            cx.push(d);
            return None;
        }
    }
    if outcomes[kind].1.is_none() {
        let d = bad(
            cx,
            format!(
                "a `{token}` round needs its outcome, `{}` (an empty list when nothing came of it)",
                outcomes[kind].0
            ),
            span,
        );
        cx.push(d);
        return None;
    }
    let before = cx.errors();
    let round = match kind {
        0 => Round::KnockOut {
            hits: r
                .hit
                .as_ref()
                .map_or(&[][..], |h| h.get_ref())
                .iter()
                .filter_map(|h| place(h, "catapult hit", cx))
                .collect(),
        },
        1 => {
            let mut swaps = Vec::new();
            for s in r.swaps.as_ref().map_or(&[][..], |s| s.get_ref()) {
                let player = cx.player(&s.player);
                let on = place(&s.replaces, "seduction", cx);
                let from = s.from.as_ref().map(|f| place(f, "seduction", cx));
                if let (Some(player), Some((on, spec))) = (player, on) {
                    swaps.push(Swap {
                        player,
                        on,
                        spec,
                        from: from.flatten(),
                    });
                }
            }
            Round::Seduction { swaps }
        }
        2 => Round::Target {
            winners: r
                .winners
                .as_ref()
                .map_or(&[][..], |w| w.get_ref())
                .iter()
                .filter_map(|w| cx.player(w))
                .collect(),
        },
        _ => {
            let mut throws = Vec::new();
            for t in r.throws.as_ref().map_or(&[][..], |t| t.get_ref()) {
                let thrower = cx.player(&t.thrower);
                let catcher = cx.player(&t.catcher);
                let result = match t.result.get_ref().parse::<CatchResult>() {
                    Ok(c) => Some(c),
                    Err(e) => {
                        let d = bad(
                            cx,
                            format!("`{}` is not a {}", e.name, e.what),
                            t.result.span(),
                        )
                        .suggest(
                            &e.name,
                            e.expected.iter().copied(),
                            || format!("results are {}", e.expected.join(", ")),
                        );
                        cx.push(d);
                        None
                    }
                };
                if let (Some(thrower), Some(catcher), Some(result)) = (thrower, catcher, result) {
                    throws.push(CatchThrow {
                        thrower,
                        catcher,
                        result,
                    });
                }
            }
            Round::Catch { throws }
        }
    };
    (cx.errors() == before).then_some(BoardStep {
        at: Some(at?),
        step: Step::from(round),
        span,
        name: "the catapult round".to_string(),
    })
}

/// The reader of The Catapult's tables.
pub struct Catapult;

impl BoardReader for Catapult {
    fn tables(&self) -> &'static [&'static str] {
        &["catapult"]
    }

    fn read_tables(&self, tables: Spanned<DeTable<'_>>, cx: &mut Cx<'_>) -> Vec<BoardStep> {
        let Some(t) = cx.table::<Tables>(tables) else {
            return Vec::new();
        };
        t.catapult.iter().filter_map(|r| round(r, cx)).collect()
    }

    fn schema(&self, generator: &mut SchemaGenerator, parts: &mut SchemaParts<'_>) {
        parts.board.extend(properties::<Tables>(generator));
    }
}
