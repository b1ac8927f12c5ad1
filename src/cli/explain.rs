//! `tilebook explain RULE-ID`: what a diagnostic's rule checks and how to
//! fix it, from the catalogue ([`crate::diag::catalogue`]). Works outside
//! a project folder.

use std::collections::BTreeSet;
use std::io::Write;

use super::{Color, EXIT_OK, Format, emit};
use crate::diag::catalogue::{self, RULES, Rule};
use crate::diag::{Diagnostic, Report};

/// Arguments of `tilebook explain`.
#[derive(clap::Args, Debug)]
#[command(group = clap::ArgGroup::new("what").required(true))]
pub struct Args {
    /// The rule id of a diagnostic, such as `data/syntax`.
    #[arg(value_name = "RULE-ID", group = "what")]
    pub rule: Option<String>,
    /// List every rule id with what it reports.
    #[arg(long, group = "what")]
    pub list: bool,
    /// Print the whole catalogue as Markdown (the content of
    /// docs/diagnostics.md).
    #[arg(long, group = "what")]
    pub markdown: bool,
}

/// Runs `explain` and returns the exit code.
pub fn run(args: &Args, color: Color) -> std::io::Result<u8> {
    let mut out = std::io::stdout().lock();
    if args.markdown {
        out.write_all(catalogue::markdown().as_bytes())?;
        return Ok(EXIT_OK);
    }
    if args.list {
        let width = RULES.iter().map(|r| r.id.len()).max().unwrap_or(0);
        for r in RULES {
            writeln!(out, "{:width$}  {}", r.id, r.title)?;
        }
        return Ok(EXIT_OK);
    }
    let asked = args.rule.as_deref().unwrap_or_default().trim();
    match catalogue::lookup(&asked.to_ascii_lowercase()) {
        Some(rule) => {
            out.write_all(text(rule).as_bytes())?;
            Ok(EXIT_OK)
        }
        None => {
            // The id is shown escaped, as every diagnostic shows its input.
            let close = closest(asked);
            let mut d = Diagnostic::error(
                "usage/unknown-rule-id",
                format!("there is no rule `{asked}`"),
            )
            .note("`tilebook explain --list` lists every rule id");
            if !close.is_empty() {
                let list: Vec<String> = close.iter().map(|id| format!("`{id}`")).collect();
                d = d.hint(format!("did you mean {}?", list.join(" or ")));
            }
            let mut report = Report::new();
            report.push(d);
            emit(&report, Format::Human, color)?;
            Ok(report.exit_code())
        }
    }
}

/// A rule as `explain` prints it: title, explanation (code blocks
/// indented, without their fences) and the fix.
pub fn text(rule: &Rule) -> String {
    let mut out = format!("{}: {}\n\n", rule.id, rule.title);
    let mut in_code = false;
    for line in rule.explanation.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        } else if in_code {
            out.push_str(&format!("    {line}\n"));
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str(&format!("\nFix: {}\n", rule.hint));
    out
}

/// Up to three rule ids close to `asked`, closest first: by the whole id,
/// or by the name after the `/` (`half-unclaimed` finds
/// `tile/half-unclaimed`).
pub fn closest(asked: &str) -> Vec<&'static str> {
    let asked = asked.to_ascii_lowercase();
    let limit = (asked.len() / 3).max(2);
    let mut scored: Vec<(usize, &'static str)> = RULES
        .iter()
        .map(|r| {
            let name = r.id.split_once('/').map_or(r.id, |(_, n)| n);
            let d = strsim::damerau_levenshtein(&asked, r.id)
                .min(strsim::damerau_levenshtein(&asked, name));
            (d, r.id)
        })
        .filter(|(d, _)| *d <= limit)
        .collect();
    scored.sort();
    scored.into_iter().take(3).map(|(_, id)| id).collect()
}

/// The line printed under human-readable diagnostics: the rules they
/// name and how to read about them. `None` when no diagnostic names a
/// rule of the catalogue.
pub fn footer(report: &Report) -> Option<String> {
    let ids: BTreeSet<&str> = report
        .diagnostics()
        .iter()
        .map(|d| d.code)
        .filter(|id| catalogue::lookup(id).is_some())
        .collect();
    let first = ids.first()?;
    let list: Vec<&str> = ids.iter().copied().collect();
    Some(format!(
        "Rules reported: {}. For what a rule checks and how to fix it, run `tilebook explain {first}`.",
        list.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_ids_are_suggested() {
        assert_eq!(closest("data/sintax")[0], "data/syntax");
        assert_eq!(closest("half-unclaimed")[0], "tile/half-unclaimed");
        assert_eq!(closest("TILE/HALF-UNCLAIMD")[0], "tile/half-unclaimed");
        assert!(closest("completely-unrelated-words").is_empty());
    }

    #[test]
    fn text_indents_code_and_drops_fences() {
        let rule = catalogue::lookup("data/bad-edges").expect("listed");
        let t = text(rule);
        assert!(t.starts_with("data/bad-edges: "), "{t}");
        assert!(!t.contains("```"), "{t}");
        assert!(t.contains("\n    edges = \"CRF\""), "{t}");
        assert!(t.ends_with(&format!("Fix: {}\n", rule.hint)), "{t}");
    }

    #[test]
    fn the_footer_names_each_reported_rule_once() {
        let mut report = Report::new();
        assert_eq!(footer(&report), None);
        report.push(Diagnostic::error("tile/half-unclaimed", "a"));
        report.push(Diagnostic::error("data/syntax", "b"));
        report.push(Diagnostic::error("data/syntax", "c"));
        report.push(Diagnostic::error("unlisted", "d"));
        let f = footer(&report).expect("a footer");
        assert!(
            f.starts_with("Rules reported: data/syntax, tile/half-unclaimed."),
            "{f}"
        );
        assert!(f.ends_with("run `tilebook explain data/syntax`."), "{f}");
    }
}
