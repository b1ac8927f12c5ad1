//! The project is loaded once (`tilebook::project::Project`): the site's
//! localizers share the parsed Fluent resources, and the site shows the
//! example scores replayed once per rule edition.

use std::sync::Arc;

use crate::common::repo;
use tilebook::diag::Report;
use tilebook::l10n::Localizer;
use tilebook::project::Project;

#[test]
fn one_load_reads_data_locales_and_books_without_errors() {
    let mut report = Report::new();
    let project = Project::load(&repo(), &mut report);
    let summary = project.check(&mut report).expect("the project has locales");
    assert_eq!(report.errors(), 0);
    let locales = project.locales.as_ref().unwrap();
    assert_eq!(locales.tags(), ["en", "hu", "pl", "pt-BR", "ro"]);
    assert_eq!(summary.locales, 5);
    assert_eq!(project.books.len(), 10);
    // Every board file of data/examples/ is read once.
    let boards = std::fs::read_dir(repo().join("data/examples"))
        .expect("the examples")
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "toml"))
        })
        .count();
    assert!(boards >= 58, "{boards}");
    assert_eq!(project.data.examples.len(), boards);
    assert!(
        project.templates.is_none(),
        "load() leaves the templates out"
    );
    let site = Project::load_site(&repo(), &mut report);
    assert!(site.templates.is_some());
}

#[test]
fn a_localizer_shares_the_parsed_resources_of_its_locale() {
    let mut report = Report::new();
    let project = Project::load(&repo(), &mut report);
    let en = project.locales.as_ref().unwrap().source().unwrap();
    let before: Vec<usize> = en
        .files
        .iter()
        .map(|f| Arc::strong_count(&f.resource))
        .collect();
    let loc = Localizer::from_locale(en);
    for (f, n) in en.files.iter().zip(before) {
        assert_eq!(Arc::strong_count(&f.resource), n + 1, "{}", f.name);
    }
    assert_eq!(loc.locale(), "en");
    assert!(!loc.format("site-title", None).unwrap().is_empty());
}

#[test]
fn data_only_loads_no_locales_or_books() {
    let mut report = Report::new();
    let project = Project::load_data_only(&repo(), &mut report);
    assert_eq!(report.errors(), 0);
    assert!(project.locales.is_none());
    assert!(project.books.is_empty());
    assert_eq!(project.data.sets.len(), 18);
}
