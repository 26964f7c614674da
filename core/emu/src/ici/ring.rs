//! One ring phase, the building block of every non-routed schedule: p chips in a cycle, and at
//! each of the p - 1 steps every chip sends one block to its neighbour in the ring's direction.
//!
//! - reduce-scatter: at step s position q sends its partial of block q - σ(s+1); the receiver
//!   folds it into its own partial. After p - 1 steps position v holds block v fully reduced.
//! - all-gather: at step s position q forwards block q - σs (its own first); after p - 1 steps
//!   everyone holds every block.
//! - scatter (the first half of a broadcast): the root sends the farthest block first and every
//!   chip forwards what is not its own, so all blocks arrive at step p - 1 and each link carries
//!   one block per step, the same cost as a reduce-scatter.
//!
//! A line along one torus dimension is such a ring; so is a Hamiltonian cycle through the whole
//! torus, which the `ring` and `bidirectional_ring` algorithms use.

use std::ops::Range;

use super::layout::Layout;
use super::schedule::{Message, MessageOp, Path};
use super::topology::{Dir, Topology};

/// What a ring phase does with the blocks it moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhaseKind {
    ReduceScatter,
    AllGather,
    Scatter,
}

impl PhaseKind {
    pub fn name(self) -> &'static str {
        match self {
            PhaseKind::ReduceScatter => "reduce_scatter",
            PhaseKind::AllGather => "all_gather",
            PhaseKind::Scatter => "scatter",
        }
    }
}

/// One ring: its chips in order, the link each uses forwards and backwards, and the slots of
/// the lane this ring works on (every chip of the ring holds the same slot range, cut into p
/// blocks: block v is what position v owns at the end).
#[derive(Clone, Debug)]
pub struct Line {
    pub chips: Vec<u32>,
    /// `fwd[q]`: the link from position q to q + 1.
    pub fwd: Vec<u32>,
    /// `bwd[q]`: the link from position q to q - 1.
    pub bwd: Vec<u32>,
    pub held: Range<u32>,
    /// Position of the root (scatter phases only).
    pub root: usize,
}

impl Line {
    /// Steps this ring needs for one phase.
    pub fn steps(&self) -> usize {
        self.chips.len().saturating_sub(1)
    }

    /// Calls `f` with the messages of step `s` of a phase of `kind` running in direction `dir`.
    pub(super) fn visit(
        &self,
        kind: PhaseKind,
        dir: Dir,
        lane: usize,
        s: usize,
        layout: &Layout,
        f: &mut dyn FnMut(&Message),
    ) {
        let p = self.chips.len();
        if s >= self.steps() {
            return;
        }
        let width = (self.held.end - self.held.start) / p as u32;
        let sigma: i64 = if dir == Dir::Plus { 1 } else { -1 };
        let pos = |x: i64| x.rem_euclid(p as i64) as usize;
        let message = |q: usize, block: usize, op: MessageOp| {
            let first = self.held.start + block as u32 * width;
            let (start, end) = layout.range(lane, first..first + width);
            let (dst, link) = match dir {
                Dir::Plus => (self.chips[(q + 1) % p], self.fwd[q]),
                Dir::Minus => (self.chips[(q + p - 1) % p], self.bwd[q]),
            };
            Message {
                src: self.chips[q],
                dst,
                src_offset: start,
                dst_offset: start,
                len: end - start,
                op,
                path: Path::Link(link),
            }
        };
        let s = s as i64;
        match kind {
            PhaseKind::ReduceScatter => {
                for q in 0..p {
                    f(&message(
                        q,
                        pos(q as i64 - sigma * (s + 1)),
                        MessageOp::Reduce,
                    ));
                }
            }
            PhaseKind::AllGather => {
                for q in 0..p {
                    f(&message(q, pos(q as i64 - sigma * s), MessageOp::Copy));
                }
            }
            PhaseKind::Scatter => {
                let root = self.root as i64;
                for h in 0..=s {
                    // The block bound for distance `delta` left the root at step p - 1 - delta
                    // and is now on its hop number h.
                    let delta = h + p as i64 - 1 - s;
                    let q = pos(root + sigma * h);
                    f(&message(q, pos(root + sigma * delta), MessageOp::Copy));
                }
            }
        }
    }
}

/// The lines along `dim`: for each chip with coordinate 0 there, the ring through it.
/// `select(first_chip)` gives the line's held slots and root, or `None` to leave it out.
pub(super) fn lines_along(
    t: &Topology,
    dim: usize,
    mut select: impl FnMut(usize) -> Option<(Range<u32>, usize)>,
) -> Vec<Line> {
    let (d, stride) = (t.dims()[dim], t.stride(dim));
    let mut lines = Vec::with_capacity(t.chips() / d);
    for base in (0..t.chips()).filter(|&c| t.coord(c, dim) == 0) {
        let Some((held, root)) = select(base) else {
            continue;
        };
        let chips: Vec<u32> = (0..d).map(|v| (base + v * stride) as u32).collect();
        let fwd = chips
            .iter()
            .map(|&c| t.link_id(c as usize, dim, Dir::Plus))
            .collect();
        let bwd = chips
            .iter()
            .map(|&c| t.link_id(c as usize, dim, Dir::Minus))
            .collect();
        lines.push(Line {
            chips,
            fwd,
            bwd,
            held,
            root,
        });
    }
    lines
}

/// A closed walk through every chip once; `moves[q]` (dimension, direction) leads from
/// `chips[q]` to `chips[q + 1]`, the last one back to `chips[0]`.
#[derive(Clone, Debug)]
pub struct Cycle {
    pub chips: Vec<u32>,
    pub moves: Vec<(usize, Dir)>,
}

/// A Hamiltonian cycle of the torus, built one dimension at a time: a cycle C of the inner
/// dimensions times the ring of the next one is a grid with wraparound on both sides, and every
/// such grid has a cycle: snake along rows when the row count is even, along columns when the
/// column count is even, and when both are odd snake the rows over columns 1.. and come back up
/// column 0 after one wraparound step.
pub fn hamiltonian_cycle(t: &Topology) -> Cycle {
    let active = t.active_dims();
    let Some((&last, outer)) = active.split_last() else {
        return Cycle {
            chips: vec![0],
            moves: Vec::new(),
        };
    };
    let (d, stride) = (t.dims()[last], t.stride(last));
    let mut cycle = Cycle {
        chips: (0..d).map(|v| (v * stride) as u32).collect(),
        moves: vec![(last, Dir::Plus); d],
    };
    for &dim in outer.iter().rev() {
        cycle = grow(t, &cycle, dim);
    }
    cycle
}

/// The cycle of (ring of `dim`) x `inner`: rows are coordinates in `dim`, columns positions
/// along `inner`.
fn grow(t: &Topology, inner: &Cycle, dim: usize) -> Cycle {
    let (m, l, stride) = (t.dims()[dim], inner.chips.len(), t.stride(dim));
    let node = |i: usize, j: usize| inner.chips[j] + (i * stride) as u32;
    let right = |j: usize| inner.moves[j];
    let left = |j: usize| {
        let (d, dir) = inner.moves[(j + l - 1) % l];
        (d, dir.reverse())
    };
    let (down, up) = ((dim, Dir::Plus), (dim, Dir::Minus));
    let mut out = Cycle {
        chips: Vec::with_capacity(m * l),
        moves: Vec::with_capacity(m * l),
    };
    let mut push = |chip: u32, mv: (usize, Dir)| {
        out.chips.push(chip);
        out.moves.push(mv);
    };
    if m % 2 == 0 {
        for i in 0..m {
            if i % 2 == 0 {
                (0..l).for_each(|j| push(node(i, j), if j + 1 < l { right(j) } else { down }));
            } else {
                (0..l)
                    .rev()
                    .for_each(|j| push(node(i, j), if j > 0 { left(j) } else { down }));
            }
        }
    } else if l % 2 == 0 {
        for j in 0..l {
            if j % 2 == 0 {
                (0..m).for_each(|i| push(node(i, j), if i + 1 < m { down } else { right(j) }));
            } else {
                (0..m)
                    .rev()
                    .for_each(|i| push(node(i, j), if i > 0 { up } else { right(j) }));
            }
        }
    } else {
        (0..l).for_each(|j| push(node(0, j), if j + 1 < l { right(j) } else { down }));
        for i in 1..m {
            if i % 2 == 1 {
                (1..l)
                    .rev()
                    .for_each(|j| push(node(i, j), if j > 1 { left(j) } else { down }));
            } else {
                // The last row leaves through the column wraparound to column 0.
                (1..l).for_each(|j| {
                    push(
                        node(i, j),
                        if j + 1 < l || i + 1 == m {
                            right(j)
                        } else {
                            down
                        },
                    )
                });
            }
        }
        (1..m).rev().for_each(|i| push(node(i, 0), up));
    }
    out
}

/// The Hamiltonian cycle as one ring holding all `P` slots.
pub(super) fn cycle_line(t: &Topology, cycle: &Cycle, root_chip: usize) -> Line {
    let p = cycle.chips.len();
    let (mut fwd, mut bwd) = (Vec::with_capacity(p), Vec::with_capacity(p));
    if !cycle.moves.is_empty() {
        for q in 0..p {
            let chip = cycle.chips[q] as usize;
            let (dim, dir) = cycle.moves[q];
            fwd.push(t.link_id(chip, dim, dir));
            let (dim, dir) = cycle.moves[(q + p - 1) % p];
            bwd.push(t.link_id(chip, dim, dir.reverse()));
        }
    }
    let root = cycle
        .chips
        .iter()
        .position(|&c| c as usize == root_chip)
        .unwrap_or(0);
    Line {
        chips: cycle.chips.clone(),
        fwd,
        bwd,
        held: 0..p as u32,
        root,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hamiltonian_cycles_visit_every_chip_once_over_links() {
        let shapes: &[&[usize]] = &[
            &[1],
            &[2],
            &[5],
            &[2, 2],
            &[3, 3],
            &[3, 5],
            &[4, 3],
            &[3, 4],
            &[5, 2],
            &[3, 3, 3],
            &[2, 3, 5],
            &[3, 1, 3],
            &[4, 4, 4],
            &[5, 5, 3],
            &[1, 7, 1],
        ];
        for dims in shapes {
            let t = Topology::new(dims).unwrap();
            let c = hamiltonian_cycle(&t);
            let mut seen = vec![false; t.chips()];
            for &chip in &c.chips {
                assert!(
                    !std::mem::replace(&mut seen[chip as usize], true),
                    "{dims:?} revisits {chip}"
                );
            }
            assert!(seen.iter().all(|&s| s), "{dims:?} misses chips");
            for (q, &(dim, dir)) in c.moves.iter().enumerate() {
                let next = c.chips[(q + 1) % c.chips.len()] as usize;
                assert_eq!(
                    t.neighbour(c.chips[q] as usize, dim, dir),
                    next,
                    "{dims:?} at {q}"
                );
            }
            let line = cycle_line(&t, &c, 0);
            let mut links: Vec<u32> = line.fwd.iter().chain(&line.bwd).copied().collect();
            crate::sort::sort(&mut links);
            links.dedup();
            assert_eq!(
                links.len(),
                if t.chips() > 1 { 2 * t.chips() } else { 0 },
                "{dims:?}"
            );
        }
    }
}
