//! The set-level `pieces` (figures per player, goods tokens and neutral
//! pieces in all),
//! `rules` (the engine rules module the set switches on) and `params`
//! (values of that module's parameters).

use std::path::Path;

use tilebook_engine::{Figure, Goods, Piece, Token};
use toml::Spanned;

use super::read::RawPiece;
use crate::diag::{Diagnostic, Report};

/// The engine's rules modules a set may name in `rules`.
const KNOWN_RULES: &[&str] = tilebook_engine::MODULE_IDS;

/// A name read against a fixed list, with a did-you-mean on failure.
pub(super) fn parse_name<T: std::str::FromStr>(
    raw: &Spanned<String>,
    names: &[&str],
    code: &'static str,
    what: &str,
    rel: &Path,
    report: &mut Report,
) -> Option<T> {
    if let Ok(v) = raw.get_ref().parse::<T>() {
        return Some(v);
    }
    let mut d = Diagnostic::error(code, format!("`{}` is not a {what}", raw.get_ref()))
        .at(rel, raw.span())
        .label(format!("expected {}", names.join(", ")));
    d = d.suggest(raw.get_ref(), names.iter().copied(), || {
        format!("write one of: {}", names.join(", "))
    });
    report.push(d);
    None
}

/// Reads `pieces`: each table names a figure with `per_player`, or goods
/// or a neutral token with `total`, and nothing else.
pub(super) fn parse_pieces(
    raw: &[Spanned<RawPiece>],
    rel: &Path,
    report: &mut Report,
) -> Vec<Piece> {
    let mut out = Vec::new();
    // A name of type `$t` read by `parse_name`, reported under `$code`.
    macro_rules! named {
        ($raw:expr, $t:ty, $code:literal, $what:literal) => {
            parse_name::<$t>($raw, &<$t>::NAMES, $code, $what, rel, report)
        };
    }
    // The index in `raw` of each piece in `out`.
    let mut first_raw = Vec::new();
    for (i, p) in raw.iter().enumerate() {
        let before = out.len();
        let r = p.get_ref();
        match (&r.figure, &r.per_player, &r.goods, &r.token, &r.total) {
            (Some(figure), Some(n), None, None, None) => {
                out.extend(named!(figure, Figure, "data/bad-piece", "figure").map(
                    |figure| Piece::Figure {
                        figure,
                        per_player: *n.get_ref(),
                    },
                ));
            }
            (None, None, Some(goods), None, Some(n)) => {
                let total = *n.get_ref();
                out.extend(
                    named!(goods, Goods, "data/bad-goods", "kind of goods")
                        .map(|goods| Piece::Goods { goods, total }),
                );
            }
            (None, None, None, Some(token), Some(n)) => {
                let total = *n.get_ref();
                out.extend(
                    named!(token, Token, "data/bad-piece", "token")
                        .map(|token| Piece::Token { token, total }),
                );
            }
            _ => report.push(
                Diagnostic::error(
                    "data/bad-piece",
                    "a piece must name either a figure with `per_player`, or goods or a token with `total`",
                )
                .at(rel, p.span())
                .label("none or several, or a count missing")
                .hint("write `{ figure = \"big\", per_player = 1 }`, `{ goods = \"wine\", total = 9 }` or `{ token = \"tower\", total = 30 }`"),
            ),
        }
        if let Some(piece) = out.get(before).filter(|_| out.len() > before)
            && let Some(first) = out[..before].iter().position(|q| what(q) == what(piece))
        {
            report.push(
                Diagnostic::error(
                    "data/duplicate-piece",
                    format!(
                        "`pieces` lists {} twice (its entry {} and this one, entry {})",
                        what(piece),
                        first_raw[first] + 1,
                        i + 1
                    ),
                )
                .at(rel, p.span())
                .label("listed again here")
                .hint("remove this entry, or merge the two into one with the box's number"),
            );
            out.truncate(before);
        }
        first_raw.resize(out.len(), i);
    }
    out
}

/// What a piece is, whatever its number: `figure `big``, `goods `wine``,
/// `token `tower``.
fn what(p: &Piece) -> String {
    match p {
        Piece::Figure { figure, .. } => format!("figure `{figure}`"),
        Piece::Goods { goods, .. } => format!("goods `{goods}`"),
        Piece::Token { token, .. } => format!("token `{token}`"),
    }
}

/// Reads `rules`: the id of one of the engine's rules modules.
pub(super) fn parse_rules(
    raw: &Spanned<String>,
    rel: &Path,
    report: &mut Report,
) -> Option<String> {
    if KNOWN_RULES.contains(&raw.get_ref().as_str()) {
        return Some(raw.get_ref().clone());
    }
    let d = Diagnostic::error(
        "data/unknown-rules",
        format!("`{}` is not a rules module of the engine", raw.get_ref()),
    )
    .at(rel, raw.span())
    .label(format!("expected {}", KNOWN_RULES.join(" or ")))
    .suggest(raw.get_ref(), KNOWN_RULES.iter().copied(), || {
        format!(
            "name one of the engine's rules modules ({}), or remove `rules` for a set without rules of its own",
            KNOWN_RULES.join(", ")
        )
    });
    report.push(d);
    None
}

/// Reads `params`: each key a parameter of the set's rules module `rules`
/// (`data/unknown-param` otherwise, and for params without a module).
pub(super) fn parse_params(
    raw: &std::collections::BTreeMap<Spanned<String>, Spanned<u32>>,
    rules: Option<&str>,
    rel: &Path,
    report: &mut Report,
) -> Vec<(String, u32)> {
    let names: Vec<&str> = rules
        .and_then(tilebook_engine::expansion::module)
        .map(|m| m.params().iter().map(|p| p.name).collect())
        .unwrap_or_default();
    let owner = rules.map_or("a set without `rules`".to_string(), |r| {
        format!("the rules module `{r}`")
    });
    let hint = if names.is_empty() {
        "only a set that names its `rules` module may give `params`".to_string()
    } else {
        format!("the module's parameters are {}", names.join(", "))
    };
    known_params(raw, &names, &owner, &hint, rel, report).0
}

/// The parameters of `raw` whose names are in `names`, each other name
/// reported as `data/unknown-param` of `owner` (with `hint` when no name
/// is near); `false` with them when any was unknown.
pub(crate) fn known_params(
    raw: &std::collections::BTreeMap<Spanned<String>, Spanned<u32>>,
    names: &[&str],
    owner: &str,
    hint: &str,
    rel: &Path,
    report: &mut Report,
) -> (Vec<(String, u32)>, bool) {
    let mut out = Vec::new();
    let mut ok = true;
    for (name, value) in raw {
        if names.contains(&name.get_ref().as_str()) {
            out.push((name.get_ref().clone(), *value.get_ref()));
            continue;
        }
        ok = false;
        report.push(
            Diagnostic::error(
                "data/unknown-param",
                format!("`{}` is not a parameter of {owner}", name.get_ref()),
            )
            .at(rel, name.span())
            .suggest(name.get_ref(), names.iter().copied(), || hint.to_string()),
        );
    }
    (out, ok)
}
