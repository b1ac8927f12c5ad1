//! `tilebook count`: tile counts per edition against what the rulebook
//! states.

use std::io::Write;
use std::path::Path;

use serde::Serialize;
use tilebook_engine::{FeatureType, Goods, KindId, Piece, Quarter, SideSet, TileKind, TileSetId};

use super::{Color, EXIT_INVALID, EXIT_OK, Format, load_editions_tolerating, select_sets};
use crate::data::{Data, SetInfo};

/// Arguments of `tilebook count`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Only this edition (tile set id, e.g. `base`).
    #[arg(long, value_name = "ID")]
    pub edition: Option<TileSetId>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
}

/// One edition in `count --format json`.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct EditionCount {
    /// Tile set id.
    pub edition: TileSetId,
    /// Tiles counted.
    pub total: u32,
    /// Tiles the rulebook states.
    pub expected: u32,
    /// Whether they agree.
    pub ok: bool,
    /// Ids of the sets this one includes.
    pub includes: Vec<TileSetId>,
    /// What the set's box holds besides its tiles (its `pieces`: figures
    /// per player, goods tokens, neutral tokens), as the data writes them;
    /// left out when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pieces: Vec<Piece>,
    /// Per kind.
    pub kinds: Vec<KindCount>,
    /// The tiles laid together before play (the set's `block`), in its
    /// order; left out when the set has none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub block: Vec<BlockJson>,
}

/// One tile of a set's block in `count --format json`.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct BlockJson {
    /// Kind id.
    pub kind: KindId,
    /// Its square, `[x, y]` (x east, y south).
    pub at: [i32; 2],
    /// Its rotation in degrees clockwise.
    pub rotation: u16,
}

/// One tile kind in `count --format json`.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct KindCount {
    /// Kind id.
    pub id: KindId,
    /// Tiles of this kind in the edition.
    pub count: u32,
    /// N, E, S, W edges in the drawn orientation (C, R, F, W).
    pub edges: String,
    /// Whether one of these is the start tile.
    pub start: bool,
    /// Whether this edition draws the kind in several pictures of the
    /// same shape (the set's `variants`); left out when false.
    #[serde(skip_serializing_if = "is_false")]
    pub variants: bool,
    /// The set that defines the kind.
    pub from: TileSetId,
    /// The kind's features in its drawn orientation: cities, roads,
    /// fields, rivers and the cloister, in that order.
    pub features: Vec<FeatureJson>,
    /// The kind's symbols (`animal`, `volcano`, `dragon`, `portal`,
    /// `tower`, `shrine`, `fair`).
    pub symbols: Vec<String>,
    /// Tiles the players hold, one each, instead of drawing them (the
    /// abbeys of Abbey & Mayor): not counted in the edition's total.
    #[serde(skip_serializing_if = "is_false")]
    pub held: bool,
    /// The quarter of the city of Carcassonne the tile belongs to; left
    /// out for other tiles.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quarter: Option<Quarter>,
}

/// One feature of a kind in `count --format json`; keys that are false,
/// zero or absent are left out.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct FeatureJson {
    /// `city`, `road`, `field`, `river` or `cloister`.
    #[serde(rename = "type")]
    pub ty: FeatureType,
    /// Sides a city, road or river reaches (`N`, `E`, `S`, `W`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Vec<String>>,
    /// Half-edges a field touches (`NNW` … `WNW`; none for a field
    /// enclosed by cities).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub halves: Option<Vec<String>>,
    /// The cities a field borders, as indices (from 0) into the kind's
    /// cities, which come first in `features`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cities: Vec<usize>,
    /// Pennants in a city.
    #[serde(skip_serializing_if = "is_zero")]
    pub pennants: u8,
    /// A cathedral in a city.
    #[serde(skip_serializing_if = "is_false")]
    pub cathedral: bool,
    /// The goods symbol in a city.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goods: Option<Goods>,
    /// The princess in a city.
    #[serde(skip_serializing_if = "is_false")]
    pub princess: bool,
    /// An inn by a road.
    #[serde(skip_serializing_if = "is_false")]
    pub inn: bool,
    /// A road on a bridge.
    #[serde(skip_serializing_if = "is_false")]
    pub bridge: bool,
    /// A road through a tunnel under a city.
    #[serde(skip_serializing_if = "is_false")]
    pub tunnel: bool,
    /// A herd of pigs in a field.
    #[serde(skip_serializing_if = "is_false")]
    pub herd: bool,
    /// A road reaching three or four sides that forks in the middle.
    #[serde(skip_serializing_if = "is_false")]
    pub fork: bool,
    /// What stops a road or river that reaches one side (`village`,
    /// `cloister`, `city`, `house`, `volcano`, `tower`, `fair`; `spring`,
    /// `lake`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<&'static str>,
}

impl FeatureJson {
    /// A feature of type `ty` with no keys but its type.
    fn of(ty: FeatureType) -> FeatureJson {
        FeatureJson {
            ty,
            sides: None,
            halves: None,
            cities: Vec::new(),
            pennants: 0,
            cathedral: false,
            goods: None,
            princess: false,
            inn: false,
            bridge: false,
            tunnel: false,
            herd: false,
            fork: false,
            end: None,
        }
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The features of a kind, as `count --format json` lists them.
pub fn features(kind: &TileKind) -> Vec<FeatureJson> {
    let sides = |set: SideSet| Some(set.iter().map(|s| s.to_string()).collect());
    let cities = kind.cities.iter().map(|c| FeatureJson {
        sides: sides(c.sides),
        pennants: c.pennants,
        cathedral: c.cathedral,
        goods: c.goods,
        princess: c.princess,
        ..FeatureJson::of(FeatureType::City)
    });
    let roads = kind.roads.iter().map(|r| FeatureJson {
        sides: sides(r.sides),
        inn: r.inn,
        bridge: r.bridge,
        tunnel: r.tunnel,
        fork: r.fork,
        end: r.end.map(|e| e.name()),
        ..FeatureJson::of(FeatureType::Road)
    });
    let fields = kind.fields.iter().map(|f| FeatureJson {
        halves: Some(f.halves.iter().map(|h| h.to_string()).collect()),
        cities: f.cities.clone(),
        herd: f.herd,
        ..FeatureJson::of(FeatureType::Field)
    });
    let rivers = kind.rivers.iter().map(|r| FeatureJson {
        sides: sides(r.sides),
        end: r.end.map(|e| e.name()),
        ..FeatureJson::of(FeatureType::River)
    });
    let cloister = kind
        .cloister
        .then(|| FeatureJson::of(FeatureType::Cloister));
    cities
        .chain(roads)
        .chain(fields)
        .chain(rivers)
        .chain(cloister)
        .collect()
}

/// The counts of one edition.
pub fn edition_count(data: &Data, info: &SetInfo) -> EditionCount {
    let set = &info.set;
    EditionCount {
        edition: set.id.clone(),
        total: set.total(),
        expected: set.stated_total,
        ok: set.total() == set.stated_total,
        includes: info.includes.clone(),
        pieces: set.pieces.clone(),
        kinds: set
            .entries
            .iter()
            .map(|e| {
                let kind = data.kind(&e.kind);
                KindCount {
                    id: e.kind.clone(),
                    count: e.count,
                    edges: kind.map(|k| k.edge_letters()).unwrap_or_default(),
                    start: e.start,
                    held: e.held,
                    variants: info.variants.contains(&e.kind),
                    from: e.from.clone(),
                    features: kind.map(features).unwrap_or_default(),
                    symbols: kind.map(|k| k.symbols.clone()).unwrap_or_default(),
                    quarter: kind.and_then(|k| k.quarter),
                }
            })
            .collect(),
        block: set
            .block
            .iter()
            .map(|b| BlockJson {
                kind: b.kind.clone(),
                at: [b.at.0, b.at.1],
                rotation: b.rotation.degrees(),
            })
            .collect(),
    }
}

/// Prints the counts and returns the exit code: 1 when an edition's
/// tiles differ from the total its rulebook states (the counts are printed
/// all the same, with `ok: false` on that edition), or when the data has
/// any other error (then nothing is counted).
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let edition = args.edition.as_ref();
    let tolerated = ["set/total-mismatch"];
    let data = match load_editions_tolerating(root, edition, color, "count", &tolerated)? {
        Ok(data) => data,
        Err(code) => return Ok(code),
    };
    let selected = select_sets(&data, edition).unwrap_or_default();
    let counts: Vec<EditionCount> = selected.iter().map(|s| edition_count(&data, s)).collect();
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => crate::diag::write_json_pretty(&mut out, &counts)?,
        Format::Human => {
            for c in &counts {
                write_human(&mut out, c)?;
            }
        }
    }
    Ok(if counts.iter().all(|c| c.ok) {
        EXIT_OK
    } else {
        EXIT_INVALID
    })
}

fn write_human(out: &mut dyn Write, c: &EditionCount) -> std::io::Result<()> {
    let verdict = if c.ok { "ok" } else { "MISMATCH" };
    write!(
        out,
        "{}: {} tiles, rulebook states {} — {verdict}",
        c.edition, c.total, c.expected
    )?;
    if !c.includes.is_empty() {
        let includes: Vec<&str> = c.includes.iter().map(TileSetId::as_str).collect();
        write!(out, " (includes {})", includes.join(", "))?;
    }
    writeln!(out)?;
    for line in pieces_lines(&c.pieces) {
        writeln!(out, "  {line}")?;
    }
    let width = c
        .kinds
        .iter()
        .map(|k| k.id.as_str().len())
        .max()
        .unwrap_or(1);
    for k in &c.kinds {
        let mut line = format!("  {:<width$}  {}  ×{:<2}", k.id.as_str(), k.edges, k.count);
        if k.start {
            line.push_str("  start tile");
        }
        if k.held {
            line.push_str("  held by the players, not in the total");
        }
        if k.variants {
            line.push_str("  several pictures");
        }
        if let Some(q) = k.quarter {
            line.push_str(&format!("  quarter {q}"));
        }
        if k.from != c.edition {
            line.push_str(&format!("  from {}", k.from));
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    if !c.block.is_empty() {
        writeln!(
            out,
            "  laid as one block of {} tiles before play, in place of a start tile",
            c.block.len()
        )?;
    }
    Ok(())
}

/// The pieces of a set as lines of `count`'s text: its neutral tokens
/// (with how many in all), its goods tokens and its figures per player,
/// each line left out when the set has none of them.
fn pieces_lines(pieces: &[Piece]) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut goods = Vec::new();
    let mut figures = Vec::new();
    let mut in_all = 0u32;
    for p in pieces {
        match p {
            Piece::Token { token, total } => {
                in_all += u32::from(*total);
                tokens.push(format!("{} ×{total}", token.as_str()));
            }
            Piece::Goods { goods: g, total } => goods.push(format!("{} ×{total}", g.as_str())),
            Piece::Figure { figure, per_player } => {
                figures.push(format!("{} ×{per_player}", figure.as_str()));
            }
        }
    }
    let mut lines = Vec::new();
    if !tokens.is_empty() {
        let noun = if in_all == 1 { "token" } else { "tokens" };
        lines.push(format!("+{in_all} {noun}: {}", tokens.join(", ")));
    }
    if !goods.is_empty() {
        lines.push(format!("goods tokens: {}", goods.join(", ")));
    }
    if !figures.is_empty() {
        lines.push(format!("figures per player: {}", figures.join(", ")));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilebook_engine::{Figure, Token};

    #[test]
    fn pieces_are_told_by_kind_and_tokens_added_up() {
        let pieces = [
            Piece::Token {
                token: Token::King,
                total: 1,
            },
            Piece::Token {
                token: Token::Robber,
                total: 1,
            },
            Piece::Goods {
                goods: Goods::Wine,
                total: 9,
            },
            Piece::Figure {
                figure: Figure::Big,
                per_player: 1,
            },
        ];
        assert_eq!(
            pieces_lines(&pieces),
            [
                "+2 tokens: king ×1, robber ×1",
                "goods tokens: wine ×9",
                "figures per player: big ×1",
            ]
        );
        assert!(pieces_lines(&[]).is_empty());
    }
}
