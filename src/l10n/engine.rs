//! The engine's messages rendered through Fluent.
//!
//! The engine reports errors as data ([`Message`]: an id and named
//! arguments); their texts are in `locales/<tag>/engine.ftl`. Arguments
//! that name a side, terrain, player or feature type are messages of their
//! own, rendered first in the same locale and passed as text.
//!
//! The command line shows engine errors in English: [`english`] renders
//! them with the project's English messages (`locales/en/terms.ftl` and
//! `locales/en/engine.ftl`, compiled in, so `score` needs no locales), and
//! falls back to the id and its arguments if a message cannot be rendered.
//! The names of awards in `score`'s text come from `locales/en/ui.ftl`,
//! compiled in likewise ([`english_name`]).

use std::sync::OnceLock;

use fluent_bundle::FluentResource;
use tilebook_engine::{Arg, Message};

use super::runtime::{Bundle, FluentArgs, FormatError, Localizer, format_unit, new_bundle};

/// Renders `m` with `format` (one locale's message lookup): the names its
/// arguments stand for first, then the message.
pub fn render_with(
    m: &Message,
    format: impl Fn(&str, Option<&FluentArgs>) -> Result<String, FormatError>,
) -> Result<String, FormatError> {
    let mut args = FluentArgs::new();
    for (name, value) in &m.args {
        match value {
            Arg::Number(n) => args.set(*name, *n),
            Arg::Text(t) => args.set(*name, t.clone()),
            named => {
                let id = named.message_id().unwrap_or_default();
                args.set(*name, format(id, None)?);
            }
        }
    }
    format(m.id, Some(&args))
}

/// Renders `m` in the localizer's locale.
pub fn render(loc: &Localizer, m: &Message) -> Result<String, FormatError> {
    render_with(m, |id, args| loc.format(id, args))
}

/// The English messages of the engine, parsed once.
fn english_bundle() -> &'static Bundle<FluentResource> {
    static BUNDLE: OnceLock<Bundle<FluentResource>> = OnceLock::new();
    BUNDLE.get_or_init(|| {
        let sources = [
            include_str!("../../locales/en/terms.ftl"),
            include_str!("../../locales/en/engine.ftl"),
            include_str!("../../locales/en/ui.ftl"),
        ];
        // A resource with syntax errors keeps the entries that parsed.
        let resources = sources
            .map(|s| FluentResource::try_new(s.to_string()).unwrap_or_else(|(partial, _)| partial));
        let en = "en".parse().unwrap_or_default();
        new_bundle(&en, resources)
    })
}

/// The message id and its arguments, for when no text can be rendered:
/// `engine-follower-occupied (player: engine-player-red)`.
pub fn fallback(m: &Message) -> String {
    if m.args.is_empty() {
        return m.id.to_string();
    }
    let args: Vec<String> = m
        .args
        .iter()
        .map(|(name, value)| match value.message_id() {
            Some(id) => format!("{name}: {id}"),
            None => format!("{name}: {}", value.code()),
        })
        .collect();
    format!("{} ({})", m.id, args.join(", "))
}

/// `m` in English, as a full sentence; the id and its arguments if it
/// cannot be rendered.
pub fn english(m: &Message) -> String {
    let bundle = english_bundle();
    render_with(m, |id, args| format_unit(bundle, "en", id, None, args))
        .unwrap_or_else(|_| fallback(m))
}

/// The English name with message id `id` (an award's,
/// `example-award-ransom`), its first letter in lower case as
/// [`english_clause`] writes it; the id itself if it has no text.
pub fn english_name(id: &str) -> String {
    let text =
        format_unit(english_bundle(), "en", id, None, None).unwrap_or_else(|_| id.to_string());
    lower_first(&text)
}

/// `text` with its first letter in lower case unless the second is a
/// capital too.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(first), second) if !second.is_some_and(char::is_uppercase) => first
            .to_lowercase()
            .chain(text[first.len_utf8()..].chars())
            .collect(),
        _ => text.to_string(),
    }
}

/// `m` in English as a clause for a diagnostic (“tile #3 (…): the north
/// edge …”): the first letter in lower case unless the second is a capital
/// too, no closing full stop.
pub fn english_clause(m: &Message) -> String {
    let text = english(m);
    lower_first(text.strip_suffix('.').unwrap_or(&text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tilebook_engine::{FollowerError, Player};

    #[test]
    fn english_renders_names_inside_the_message() {
        let m = FollowerError::Occupied { by: Player::Red }.message();
        let text = english(&m);
        assert!(text.contains("already occupied by red"), "{text}");
        assert!(text.ends_with('.'), "{text}");
        let clause = english_clause(&m);
        assert!(clause.starts_with("this feature"), "{clause}");
        assert!(!clause.ends_with('.'), "{clause}");
    }

    #[test]
    fn an_award_is_named_from_its_english_message() {
        assert_eq!(english_name("example-award-ransom"), "ransom");
        assert_eq!(
            english_name("example-award-king"),
            "king (completed cities)"
        );
        assert_eq!(english_name("no-such-id"), "no-such-id");
    }

    #[test]
    fn a_message_that_cannot_render_falls_back_to_its_id_and_arguments() {
        let m = Message {
            id: "engine-no-such-message",
            args: vec![
                ("player", Arg::Player(Player::Blue)),
                ("count", Arg::Number(3)),
            ],
        };
        assert_eq!(
            english(&m),
            "engine-no-such-message (player: engine-player-blue, count: 3)"
        );
    }
}
