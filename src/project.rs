//! The project, loaded once: `data/` (tile sets, rule editions, scoring
//! examples), `locales/` (parsed Fluent files), `book/` and, for the site,
//! `templates/`. Every command starts from a [`Project`]; the commands that
//! need only the data load only that part through the same type. Each kind
//! of file is read and parsed in one place, with spans, into one [`Report`].

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::book::Book;
use crate::data::Data;
use crate::diag::Report;
use crate::l10n::render::Rendered;
use crate::l10n::{Locales, Summary};
use crate::site::templates::{self, Templates};

/// Everything a command works from, read once.
pub struct Project {
    /// The project folder.
    pub root: PathBuf,
    /// Tile sets, rule editions and scoring examples.
    pub data: Data,
    /// The parsed locales; `None` for a project without `locales/`.
    pub locales: Option<Locales>,
    /// The rule books.
    pub books: Vec<Book>,
    /// The site's templates, when loaded ([`Project::load_site`]).
    pub templates: Option<Templates>,
}

impl Project {
    /// Loads the data only (tile sets, rule editions, examples), for the
    /// commands that need nothing else.
    pub fn load_data_only(root: &Path, report: &mut Report) -> Project {
        Project {
            root: root.to_path_buf(),
            data: crate::data::load(root, report),
            locales: None,
            books: Vec::new(),
            templates: None,
        }
    }

    /// Loads data, locales and books (everything `check` validates besides
    /// the templates).
    pub fn load(root: &Path, report: &mut Report) -> Project {
        Project::load_parts(root, false, report)
    }

    /// Loads everything the site is made from: [`Project::load`] and the
    /// templates. The templates are `None` when they are missing or broken
    /// (reported).
    pub fn load_site(root: &Path, report: &mut Report) -> Project {
        Project::load_parts(root, true, report)
    }

    /// Loads data, locales, books and (when asked) templates, each part
    /// in parallel with the others, each into a report of its own, taken
    /// into `report` in that order.
    fn load_parts(root: &Path, with_templates: bool, report: &mut Report) -> Project {
        fn apart<T>(load: impl FnOnce(&mut Report) -> T) -> (T, Report) {
            let mut report = Report::new();
            (load(&mut report), report)
        }
        let (((data, r1), (locales, r2)), ((books, r3), (templates, r4))) = rayon::join(
            || {
                rayon::join(
                    || apart(|r| crate::data::load(root, r)),
                    || apart(|r| crate::l10n::load::load(root, r)),
                )
            },
            || {
                rayon::join(
                    || apart(|r| crate::book::load(root, r)),
                    || apart(|r| with_templates.then(|| templates::load(root, r)).flatten()),
                )
            },
        );
        for part in [r1, r2, r3, r4] {
            report.merge(part);
        }
        Project {
            root: root.to_path_buf(),
            data,
            locales,
            books,
            templates,
        }
    }

    /// Runs the checks across files: the localization checks and the
    /// books against the data and the English messages. `None` when the
    /// project has no locales.
    pub fn check(&self, report: &mut Report) -> Option<Summary> {
        self.check_rendering(report).0
    }

    /// [`Project::check`], also returning per locale tag the texts the
    /// localization checks formatted, for the outputs to reuse
    /// ([`crate::l10n::Localizer::with_texts`]).
    pub fn check_rendering(&self, report: &mut Report) -> (Option<Summary>, Texts) {
        let Some(locales) = self.locales.as_ref() else {
            return (None, Texts::new());
        };
        let (summary, texts) = crate::l10n::check_rendering(
            locales,
            &self.data,
            self.root.join(crate::book::BOOK_DIR).is_dir(),
            report,
        );
        crate::book::check(&self.books, &self.data, &summary.message_ids, report);
        (Some(summary), texts)
    }
}

/// Texts formatted by the checks, per locale tag.
pub type Texts = BTreeMap<String, Arc<Rendered>>;
