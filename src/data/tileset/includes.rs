//! Resolving `includes`: each set's kinds, its own and those of the sets it
//! includes, worked out once per set (memoised, without recursion), so that
//! the work is linear in the sets and their includes however they nest.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::rc::Rc;

use tilebook_engine::{KindId, TileSetEntry};

use super::ParsedFile;
use crate::diag::{Diagnostic, Report};

/// One set's includes resolved.
#[derive(Default)]
pub(super) struct Resolved {
    /// Its kinds, each once, depth first: the included sets' in the order
    /// the set names them, then its own.
    pub(super) entries: Vec<TileSetEntry>,
    /// Kinds that reach the set twice (through two includes, or an include
    /// and its own list), sorted: `set/duplicate-kind`.
    pub(super) twice: BTreeSet<KindId>,
    /// Whether every included set exists and every kind could be read.
    pub(super) complete: bool,
}

/// Resolves the includes of every set in `by_id`, reporting unknown
/// includes (`data/unknown-include`) and cycles (`data/include-cycle`, once
/// each, at the include that closes it).
pub(super) fn resolve_all<'a>(
    by_id: &BTreeMap<&'a str, &'a ParsedFile>,
    report: &mut Report,
) -> HashMap<&'a str, Rc<Resolved>> {
    let mut done: HashMap<&'a str, Rc<Resolved>> = HashMap::new();
    for &root in by_id.values() {
        resolve(root, by_id, &mut done, report);
    }
    done
}

/// A set being resolved: the next include to look at, and what it has so
/// far.
struct Frame<'a> {
    file: &'a ParsedFile,
    next: usize,
    seen: HashSet<KindId>,
    out: Resolved,
}

impl<'a> Frame<'a> {
    fn new(file: &'a ParsedFile) -> Self {
        Frame {
            file,
            next: 0,
            seen: HashSet::new(),
            out: Resolved {
                complete: !file.incomplete,
                ..Resolved::default()
            },
        }
    }

    /// Adds an included set's kinds (or the set's own).
    fn add(&mut self, entries: impl IntoIterator<Item = TileSetEntry>) {
        for e in entries {
            if self.seen.insert(e.kind.clone()) {
                self.out.entries.push(e);
            } else {
                self.out.twice.insert(e.kind);
            }
        }
    }
}

/// Resolves `root` and every set it reaches that is not resolved yet,
/// depth first on an explicit stack (a long chain of includes cannot
/// overflow the thread's stack).
fn resolve<'a>(
    root: &'a ParsedFile,
    by_id: &BTreeMap<&'a str, &'a ParsedFile>,
    done: &mut HashMap<&'a str, Rc<Resolved>>,
    report: &mut Report,
) {
    if done.contains_key(root.id.as_str()) {
        return;
    }
    let mut stack = vec![Frame::new(root)];
    let mut on_stack: HashSet<&str> = HashSet::from([root.id.as_str()]);
    while let Some(top) = stack.last_mut() {
        let f = top.file;
        let Some(inc) = f.includes.get(top.next) else {
            // Every include is in: then the set's own kinds.
            let mut frame = stack.pop().expect("the top frame");
            frame.add(f.kinds.iter().map(|k| TileSetEntry {
                kind: k.kind.id.clone(),
                count: k.count,
                start: k.start,
                from: f.id.clone(),
                held: k.kind.is_abbey(),
            }));
            on_stack.remove(f.id.as_str());
            let resolved = Rc::new(frame.out);
            if let Some(parent) = stack.last_mut() {
                parent.take(&resolved);
            }
            done.insert(f.id.as_str(), resolved);
            continue;
        };
        top.next += 1;
        let name = inc.get_ref();
        let Some(&target) = by_id.get(name.as_str()) else {
            report.push(
                Diagnostic::error(
                    "data/unknown-include",
                    format!(
                        "tile set `{}` includes `{name}`, which does not exist",
                        f.id
                    ),
                )
                .at(&f.rel, inc.span())
                .suggest(name.as_str(), by_id.keys().copied(), || {
                    format!(
                        "known tile sets: {}",
                        by_id.keys().copied().collect::<Vec<_>>().join(", ")
                    )
                }),
            );
            top.out.complete = false;
            continue;
        };
        if on_stack.contains(name.as_str()) {
            let from = stack
                .iter()
                .position(|s| s.file.id == *name)
                .expect("a set on the stack has a frame");
            let path: Vec<&str> = stack[from..].iter().map(|s| s.file.id.as_str()).collect();
            report.push(
                Diagnostic::error(
                    "data/include-cycle",
                    format!(
                        "including `{name}` here makes a cycle: {} → {name}",
                        path.join(" → ")
                    ),
                )
                .at(&f.rel, inc.span())
                .hint("a set may include another only if that one does not include it back"),
            );
            continue;
        }
        if let Some(resolved) = done.get(name.as_str()) {
            let resolved = Rc::clone(resolved);
            stack.last_mut().expect("the top frame").take(&resolved);
            continue;
        }
        on_stack.insert(target.id.as_str());
        stack.push(Frame::new(target));
    }
}

impl Frame<'_> {
    /// Takes in a resolved included set.
    fn take(&mut self, r: &Resolved) {
        self.out.complete &= r.complete;
        self.out.twice.extend(r.twice.iter().cloned());
        self.add(r.entries.iter().cloned());
    }
}
