//! Names and ids: the ids of tile kinds, tile sets and rule editions, each
//! its own type, and the error for a name outside a closed list (a feature
//! type, a player colour).
//!
//! The three ids are plain strings in data files and JSON
//! (`#[serde(transparent)]`), but distinct types in code, so that a tile set
//! id cannot be passed where a rule edition id is meant. Whether an id is
//! well formed (the one pattern of ids that become paths, URLs and HTML ids)
//! is checked by the compiler when it reads `data/`, not here: the engine
//! takes the ids it is given.

use std::borrow::Borrow;
use std::fmt;

/// `Display` and `FromStr` for an enum of a closed list of names: it
/// shows as its `as_str()`, and reads back from one of its `NAMES` (an
/// `UnknownName` naming `$what` otherwise); `ALL` and `NAMES` list the
/// values and their names in the same order.
macro_rules! closed_names {
    ($name:ty, $what:literal) => {
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::names::UnknownName;

            /// Reads one of the lower-case names.
            fn from_str(s: &str) -> Result<Self, $crate::names::UnknownName> {
                $crate::names::UnknownName::position($what, &Self::NAMES, s).map(|i| Self::ALL[i])
            }
        }
    };
}
pub(crate) use closed_names;

/// Defines a fieldless enum of a closed list of lower-case names, as data
/// files and JSON write them: the derives every such list has (serde reads
/// and writes the names), `ALL`, `NAMES` and `as_str` in the order given,
/// and [`closed_names!`]. Attributes before `pub enum` (docs, a schema
/// derive) are kept.
macro_rules! closed_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident ($what:literal) {
            $($(#[$vmeta:meta])* $variant:ident = $text:literal,)+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(
            feature = "serde",
            derive(serde::Serialize, serde::Deserialize),
            serde(rename_all = "lowercase")
        )]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every value, in the order of `NAMES`.
            pub const ALL: [$name; [$($text),+].len()] = [$($name::$variant),+];

            /// The names `as_str` gives.
            pub const NAMES: [&'static str; [$($text),+].len()] = [$($text),+];

            /// The lower-case name used in data files, JSON and diagnostics.
            pub const fn as_str(self) -> &'static str {
                Self::NAMES[self as usize]
            }
        }

        $crate::names::closed_names!($name, $what);
    };
}
pub(crate) use closed_enum;

/// Defines a string id type with the conversions and traits every id has.
macro_rules! string_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(
            feature = "serde",
            derive(serde::Serialize, serde::Deserialize),
            serde(transparent)
        )]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        pub struct $name(String);

        impl $name {
            /// The id `id` (not checked against the id pattern).
            pub fn new(id: impl Into<String>) -> $name {
                $name(id.into())
            }

            /// The id as text.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// The id as an owned string.
            pub fn into_string(self) -> String {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        // Consistent with `Eq`, `Ord` and `Hash` (all derived from the
        // string), so maps keyed by the id can be searched with a `&str`.
        impl Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.0
            }
        }

        impl From<String> for $name {
            fn from(id: String) -> $name {
                $name(id)
            }
        }

        impl From<&str> for $name {
            fn from(id: &str) -> $name {
                $name(id.to_string())
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }
    };
}

string_id! {
    /// The id of a tile kind (`D`, `river-spring`), unique across all tile
    /// sets.
    KindId
}

string_id! {
    /// The id of a tile set (`base`, `river`, `winter`).
    TileSetId
}

string_id! {
    /// The id of a rule edition (`first`, `second`, `third`).
    RulesId
}

/// A name that is not one of a closed list's: the error of parsing a
/// [`FeatureType`](crate::FeatureType) or a [`Player`](crate::Player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// What was being parsed: `feature type`, `player colour`.
    pub what: &'static str,
    /// The name given.
    pub name: String,
    /// Every name accepted, in their order.
    pub expected: &'static [&'static str],
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a {}; expected {}",
            self.name,
            self.what,
            self.expected.join(", ")
        )
    }
}

impl std::error::Error for UnknownName {}

impl UnknownName {
    /// The index of `name` in `expected`, or the error saying that a `what`
    /// has no such name: the one parse of every closed list of names.
    pub fn position(
        what: &'static str,
        expected: &'static [&'static str],
        name: &str,
    ) -> Result<usize, UnknownName> {
        expected
            .iter()
            .position(|n| *n == name)
            .ok_or_else(|| UnknownName {
                what,
                name: name.to_string(),
                expected,
            })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[test]
    fn ids_compare_show_and_look_up_as_their_text() {
        let id = KindId::new("river-spring");
        assert_eq!(id, "river-spring");
        assert_eq!(id.to_string(), "river-spring");
        assert_eq!(id.as_str(), "river-spring");
        assert_eq!(TileSetId::from("base").into_string(), "base");
        let map: BTreeMap<RulesId, u8> = [(RulesId::from("third"), 3)].into();
        assert_eq!(map.get("third"), Some(&3));
        assert_eq!(map.get("first"), None);
    }

    #[cfg(feature = "serde")]
    #[test]
    fn ids_are_plain_strings_in_json() {
        let id: TileSetId = serde_json::from_str("\"winter\"").expect("reads");
        assert_eq!(id, "winter");
        assert_eq!(serde_json::to_string(&id).expect("writes"), "\"winter\"");
    }

    #[test]
    fn an_unknown_name_says_what_was_expected() {
        let e = UnknownName {
            what: "player colour",
            name: "purple".into(),
            expected: &["red", "blue"],
        };
        assert_eq!(
            e.to_string(),
            "`purple` is not a player colour; expected red, blue"
        );
    }
}
