//! Schemas of the closed lists of names data files use where the engine
//! type's serde form is not the name written in the files (a half-edge is
//! `NNW` in a file but `Nnw` in the engine's JSON), or where the reader
//! takes a plain string and checks it against a list: each lists the very
//! names the reader accepts, taken from the same constants.
//!
//! The raw types name these with `#[schemars(with = "…")]`; nothing
//! deserializes into them.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use tilebook_engine::{FarmMethod, Half, Player, Terrain};

use crate::data::tileset::{RIVER_ENDS, ROAD_ENDS};

/// A string schema allowing exactly `names`, described by `description`.
fn one_of<'a>(description: &str, names: impl IntoIterator<Item = &'a str>) -> Schema {
    let names: Vec<&str> = names.into_iter().collect();
    json_schema!({
        "type": "string",
        "enum": names,
        "description": description,
    })
}

/// Declares a schema-only type whose schema `$schema` makes (given the
/// generator as `$generator`).
macro_rules! schema_type {
    ($(#[$doc:meta])* $name:ident, |$generator:ident| $schema:expr) => {
        $(#[$doc])*
        pub struct $name;

        impl JsonSchema for $name {
            fn schema_name() -> Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema($generator: &mut SchemaGenerator) -> Schema {
                $schema
            }
        }
    };
}

/// Declares a schema-only type for a closed list of names.
macro_rules! names_schema {
    ($(#[$doc:meta])* $name:ident, $description:expr, $names:expr) => {
        schema_type!($(#[$doc])* $name, |_generator| one_of($description, $names));
    };
}

names_schema!(
    /// A half-edge (`NNW` … `WNW`), as [`Half::parse`] reads it.
    HalfName,
    "A half-edge: a side's letter, then the corner it is nearer (NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW).",
    Half::ALL.map(Half::name)
);

names_schema!(
    /// What stops a road that reaches one side.
    RoadEndName,
    "What stops a road that reaches only one side: a village (crossing), the tile's cloister, a city gate, a house, or the tile's volcano, tower or fair.",
    ROAD_ENDS.iter().map(|(name, _)| *name)
);

names_schema!(
    /// Where a river that reaches one side begins or ends.
    RiverEndName,
    "Where a river that reaches only one side starts (spring) or ends (lake).",
    RIVER_ENDS.iter().map(|(name, _)| *name)
);

names_schema!(
    /// A phase of play a book's chapter belongs to.
    PhaseName,
    "When in play the chapter's rules apply, in play order: components, overview, setup, turn, tiles, followers, scoring, fields, end, reference, gallery.",
    crate::book::Phase::names()
);

names_schema!(
    /// An engine rules module a tile set may switch on.
    RulesModuleName,
    "The engine rules module playing with the set switches on.",
    tilebook_engine::MODULE_IDS.iter().copied()
);

names_schema!(
    /// A farm scoring method of a rule edition.
    FarmMethodName,
    "How farms score: per-farm (third edition), per-farm-city-once (second), per-city (first).",
    FarmMethod::ALL.map(FarmMethod::name)
);

schema_type!(
    /// The four edge letters of a tile kind, N, E, S, W (`CRFR`).
    EdgeLetters,
    |_generator| {
        let letters: String = [
            Terrain::City,
            Terrain::Road,
            Terrain::Field,
            Terrain::Water,
        ]
        .map(Terrain::letter)
        .iter()
        .collect();
        json_schema!({
            "type": "string",
            "pattern": format!("^[{letters}]{{4}}$"),
            "description": "What each side shows, N, E, S, W: four of C (city), R (road), F (field), W (water, a river); e.g. \"CRFR\".",
        })
    }
);

schema_type!(
    /// A square: `[x, y]`, x growing east and y south.
    Square,
    |generator| json_schema!({
        "type": "array",
        "items": generator.subschema_for::<i32>(),
        "minItems": 2,
        "maxItems": 2,
        "description": "A square, [x, y]: x grows east, y grows south.",
    })
);

schema_type!(
    /// A rotation of a tile: a quarter turn clockwise, in degrees.
    Degrees,
    |_generator| {
        let degrees: Vec<u16> = tilebook_engine::Rotation::ALL.map(|r| r.degrees()).to_vec();
        json_schema!({
            "type": "integer",
            "enum": degrees,
            "description": "Rotation clockwise from the kind's drawn orientation, in degrees: 0, 90, 180 or 270.",
        })
    }
);

schema_type!(
    /// Points per player: a table keyed by player colours.
    PlayerPoints,
    |generator| {
        let points = generator.subschema_for::<u32>().to_value();
        let properties: serde_json::Map<String, serde_json::Value> = Player::NAMES
            .iter()
            .map(|name| (name.to_string(), points.clone()))
            .collect();
        json_schema!({
            "type": "object",
            "properties": properties,
            "additionalProperties": false,
            "description": "Points per player, by colour: red, blue, green, yellow, black, grey.",
        })
    }
);
