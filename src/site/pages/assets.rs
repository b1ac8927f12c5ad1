//! Files besides the locales' pages: static assets, the WebAssembly engine,
//! the language choice at the root and the root 404 page.

use std::path::{Path, PathBuf};

use serde::Serialize;
use tera::Context;

use super::Site;
use super::model::Text;
use crate::diag::{Diagnostic, Report};
use crate::l10n::ids;
use crate::output::Files;
use crate::site::CSP;

/// The minified form of the static file `name` (`bytes`), when
/// `scripts/build-wasm.sh` made one from these very bytes: `<wasm>/static/
/// <name>`, beside `<name>.sha256` holding the SHA-256 of the source it was
/// made from. Any other file, or an edited source, is used as it is.
fn minified(wasm: &Path, name: &Path, bytes: Vec<u8>) -> Vec<u8> {
    let min = wasm.join("static").join(name);
    let mut sum = min.clone().into_os_string();
    sum.push(".sha256");
    let Ok(recorded) = std::fs::read_to_string(&sum) else {
        return bytes;
    };
    if recorded.trim() != crate::output::digest_hex(&bytes, 32) {
        return bytes;
    }
    std::fs::read(&min).unwrap_or(bytes)
}

impl Site<'_> {
    pub(super) fn static_files(&self, files: &mut Files, report: &mut Report) -> Option<()> {
        let dir = Path::new(crate::site::templates::TEMPLATES_DIR).join("static");
        let dir_name = dir.to_string_lossy();
        let mut assets = Vec::new();
        for ext in ["css", "js", "svg"] {
            assets.extend(crate::data::files_with_extension(
                &self.root, &dir_name, ext, report,
            ));
        }
        for rel in assets {
            let path = self.root.join(&rel);
            let bytes = std::fs::read(&path)
                .map_err(|e| report.push(crate::data::read_error(&path, &rel, &e)));
            let name = rel.strip_prefix(&dir).unwrap_or(&rel);
            let bytes = minified(&self.opts.wasm, name, bytes.ok()?);
            files.insert(PathBuf::from("static").join(name), bytes);
        }
        let wasm = &self.opts.wasm;
        // The engine (scripts/build-wasm.sh): its module and its glue.
        let name = crate::site::ENGINE;
        let names = [format!("{name}.js"), format!("{name}_bg.wasm")];
        if names.iter().all(|n| wasm.join(n).is_file()) {
            for (from, to) in names.iter().map(|n| (wasm.join(n), n)) {
                match std::fs::read(&from) {
                    Ok(b) => {
                        files.insert(PathBuf::from("static/wasm").join(to), b);
                    }
                    Err(e) => {
                        report.push(crate::data::read_error(&from, &from, &e));
                        return None;
                    }
                }
            }
        } else {
            report.push(
                Diagnostic::warning(
                    "site/no-wasm",
                    format!(
                        "the engine compiled to WebAssembly is not in {}: the examples will show their scores but not respond",
                        wasm.display()
                    ),
                )
                .hint("run `bash scripts/build-wasm.sh` (the README's main command does)"),
            );
        }
        Some(())
    }

    pub(super) fn root_pages(&self, files: &mut Files, report: &mut Report) -> Option<()> {
        #[derive(Serialize)]
        struct Choice {
            tag: String,
            name: String,
            title: String,
            choose: String,
            url: String,
        }
        let languages: Vec<Choice> = self
            .locales
            .iter()
            .map(|(tag, loc)| {
                let t = Text::new(loc);
                Choice {
                    tag: tag.clone(),
                    name: t.get(ids::LANGUAGE_NAME),
                    title: t.get("site-title"),
                    choose: t.get("site-choose-language"),
                    url: format!("{tag}/index.html"),
                }
            })
            .collect();
        let mut ctx = Context::new();
        ctx.insert("root", "");
        ctx.insert("csp", CSP);
        ctx.insert("languages", &languages);
        ctx.insert("live_reload", &self.opts.live_reload);
        match self.templates.render("languages.html", &ctx) {
            Ok(html) => {
                files.insert("index.html".into(), html.into_bytes());
            }
            Err(d) => {
                report.push(*d);
                return None;
            }
        }
        // Outside any locale, unknown paths get the source locale's 404.
        if let Some((tag, _)) = self.locales.first()
            && let Some(page) = files.get(&PathBuf::from(tag).join("404.html")).cloned()
        {
            files.insert("404.html".into(), page);
        }
        Some(())
    }
}
