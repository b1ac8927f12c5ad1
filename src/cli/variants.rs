//! `tilebook variants`: the rule variants, each option with its source
//! (the printing, rulebook or clarification that says it), and the
//! parameters it sets.

use std::io::Write;
use std::path::Path;

use serde::Serialize;

use super::{Color, EXIT_OK, Format, emit};
use crate::data::variant::RuleVariant;
use crate::diag::Report;

/// Arguments of `tilebook variants`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Only this variant.
    pub id: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
}

/// One variant in `variants --format json`.
#[derive(Serialize)]
struct VariantJson<'a> {
    id: &'a str,
    /// The tile set that defines it; absent for the base game's.
    #[serde(skip_serializing_if = "Option::is_none")]
    set: Option<&'a str>,
    default: &'a str,
    options: Vec<OptionJson<'a>>,
}

/// One option in `variants --format json`.
#[derive(Serialize)]
struct OptionJson<'a> {
    id: &'a str,
    source: &'a str,
    /// A reading of ours, not a publisher's rule.
    reading: bool,
    /// A house rule, in no printing.
    house_rule: bool,
    params: std::collections::BTreeMap<&'a str, u32>,
}

fn to_json(v: &RuleVariant) -> VariantJson<'_> {
    VariantJson {
        id: &v.id,
        set: v.set.as_ref().map(|s| s.as_str()),
        default: &v.default,
        options: (v.options.iter())
            .map(|o| OptionJson {
                id: &o.id,
                source: &o.source,
                reading: o.reading,
                house_rule: o.house_rule,
                params: o.params.iter().map(|(n, v)| (n.as_str(), *v)).collect(),
            })
            .collect(),
    }
}

/// Lists the variants and returns the exit code.
pub fn run(root: &Path, args: &Args, color: Color) -> std::io::Result<u8> {
    let mut report = Report::new();
    let data = crate::data::load_core(root, &mut report);
    if report.errors() > 0 {
        emit(&report, Format::Human, color)?;
        eprintln!("variants: the project's data has errors; run `tilebook check`");
        return Ok(report.exit_code());
    }
    let chosen: Vec<&RuleVariant> = match &args.id {
        None => data.variants.iter().collect(),
        Some(id) => match data.variant(id) {
            Some(v) => vec![v],
            None => {
                let known: Vec<String> = data.variants.iter().map(|v| v.id.clone()).collect();
                let e = crate::data::variant::ChoiceError::UnknownVariant {
                    variant: id.clone(),
                    known,
                };
                report.push(e.diagnostic());
                emit(&report, Format::Human, color)?;
                return Ok(report.exit_code());
            }
        },
    };
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Json => {
            let json: Vec<_> = chosen.iter().map(|v| to_json(v)).collect();
            serde_json::to_writer_pretty(&mut out, &json)?;
            writeln!(out)?;
        }
        Format::Human => {
            for (i, v) in chosen.iter().enumerate() {
                if i > 0 {
                    writeln!(out)?;
                }
                let whose = v
                    .set
                    .as_ref()
                    .map_or("base game".to_string(), |s| s.to_string());
                writeln!(out, "{} ({whose})", v.id)?;
                for o in &v.options {
                    let mark = if o.id == v.default { "*" } else { " " };
                    let params: Vec<String> =
                        o.params.iter().map(|(n, v)| format!("{n} = {v}")).collect();
                    let params = if params.is_empty() {
                        String::new()
                    } else {
                        format!("  [{}]", params.join(", "))
                    };
                    writeln!(out, "  {mark} {}{params}", o.id)?;
                    let reading = match (o.reading, o.house_rule) {
                        (true, _) => "our reading: ",
                        (_, true) => "house rule: ",
                        _ => "",
                    };
                    writeln!(out, "      {reading}{}", o.source)?;
                }
            }
            if args.id.is_none() {
                writeln!(
                    out,
                    "\n* the default. Choose another with `score --variant ID=OPTION`, `sim --variant`, or a board's [variants]."
                )?;
            }
        }
    }
    Ok(EXIT_OK)
}
