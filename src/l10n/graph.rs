//! Depth-first search over reference graphs (messages and terms that
//! reference each other), without recursion: a chain of any length is
//! walked on the heap, never on the stack.

use std::collections::BTreeMap;

/// Where a node is in the search.
#[derive(Clone, Copy)]
enum State {
    /// On the current path, at this index.
    OnPath(usize),
    /// Finished.
    Done,
}

/// Searches the graph depth first from each of `roots` in turn, taking the
/// edges of a node from `edges` (each with a payload `E`, e.g. where the
/// reference is written), in their order.
///
/// Calls `back_edge(cycle, target, payload)` for every edge that closes a
/// cycle, with the path from `target` to the node the edge leaves.
/// Returns every node reached, in post-order: each node comes after all the
/// nodes it refers to, except along edges that close a cycle.
pub fn depth_first<N, E>(
    roots: impl IntoIterator<Item = N>,
    mut edges: impl FnMut(N) -> Vec<(N, E)>,
    mut back_edge: impl FnMut(&[N], N, E),
) -> Vec<N>
where
    N: Ord + Copy,
{
    let mut state: BTreeMap<N, State> = BTreeMap::new();
    let mut order = Vec::new();
    for root in roots {
        if state.contains_key(&root) {
            continue;
        }
        let mut path = vec![root];
        let mut pending = vec![edges(root).into_iter()];
        state.insert(root, State::OnPath(0));
        while let Some(next) = pending.last_mut() {
            match next.next() {
                Some((target, payload)) => match state.get(&target) {
                    Some(State::OnPath(i)) => back_edge(&path[*i..], target, payload),
                    Some(State::Done) => {}
                    None => {
                        state.insert(target, State::OnPath(path.len()));
                        path.push(target);
                        pending.push(edges(target).into_iter());
                    }
                },
                None => {
                    pending.pop();
                    if let Some(node) = path.pop() {
                        state.insert(node, State::Done);
                        order.push(node);
                    }
                }
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn post_order_and_cycles() {
        // 0 → 1 → 2 → 0, 1 → 3
        let graph = [vec![1], vec![2, 3], vec![0], vec![]];
        let mut cycles = Vec::new();
        let order = depth_first(
            [0, 1, 2, 3],
            |n: usize| graph[n].iter().map(|t| (*t, ())).collect(),
            |cycle, target, ()| cycles.push((cycle.to_vec(), target)),
        );
        assert_eq!(order, [2, 3, 1, 0]);
        assert_eq!(cycles, [(vec![0, 1, 2], 0)]);
    }

    #[test]
    fn a_long_chain_does_not_recurse() {
        let n = 200_000;
        let order = depth_first(
            [0],
            |i: usize| if i + 1 < n { vec![(i + 1, ())] } else { vec![] },
            |_, _, ()| {},
        );
        assert_eq!(order.len(), n);
        assert_eq!(order[0], n - 1);
    }
}
