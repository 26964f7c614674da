//! How the simulator stores and feeds its registers cheaply, without changing what they hold.
//!
//! * Moving registers live in rings: a shift moves the ring's origin instead of copying every value.
//! * Operands are stored along the anti-diagonals the array's edges read, so each cycle's edge reads
//!   (and the output buffer's writes) are contiguous instead of a cache miss per row.
//! * Only PEs on the diagonal bands holding tokens compute; the others have nothing to do.
//! * Control bits (first and last of a fold) are found through the cycles their tokens entered,
//!   not by scanning every PE's flags.

use std::collections::VecDeque;

use super::{flags, Element, Schedule};
use crate::mxu::Fold;

/// Where position 0 of a ring of `len` registers sits after `shifts` shifts. Moving registers (a row
/// of operands moving right, a column of partial sums moving down, a load chain) live in rings
/// addressed by position minus shifts: a shift moves the origin instead of copying every value, so
/// the state is exactly that of shifting registers at a fraction of the cost. Position p is at
/// `(origin + p) % len`; the register that falls off the end is the one the new value overwrites.
pub(super) fn origin(shifts: u64, len: usize) -> usize {
    (len - (shifts % len as u64) as usize) % len
}

/// What the sequencer feeds along diagonals 0, 1, 2, ... of the array in one cycle: entry d is the
/// (fold, index) with `since0 - d = fold * interval + index`, `index < limit`, or None. One division
/// per call instead of one per edge.
pub(super) fn walk(sched: &Schedule, since0: i64, limit: u64, out: &mut [Option<(u64, u64)>]) {
    out.fill(None);
    if since0 < 0 {
        return;
    }
    let (folds, interval) = (sched.folds(), sched.interval);
    let (mut f, mut at) = (since0 as u64 / interval, since0 as u64 % interval);
    for slot in out.iter_mut() {
        if f < folds && at < limit {
            *slot = Some((f, at));
        }
        if at > 0 {
            at -= 1;
        } else if f > 0 {
            f -= 1;
            at = interval - 1;
        } else {
            return;
        }
    }
}

/// Per row, the entry cycles of the control-carrying tokens (first or last of a fold) still in the
/// row, oldest first; one that entered in cycle e sits in column t - e. Finding the few PEs a control
/// bit reaches this way, then reading the bit there, replaces scanning every PE's flags each cycle.
pub(super) struct Controls {
    rows: Vec<VecDeque<u64>>,
    cols: u64,
}

impl Controls {
    pub(super) fn new(rows: usize, cols: usize) -> Self {
        Controls {
            rows: vec![VecDeque::new(); rows],
            cols: cols as u64,
        }
    }

    /// Forgets the tokens that cycle `t`'s shift pushes out of the last column.
    pub(super) fn retire(&mut self, t: u64) {
        for row in &mut self.rows {
            while row.front().is_some_and(|&e| t - e >= self.cols) {
                row.pop_front();
            }
        }
    }

    pub(super) fn enter(&mut self, row: usize, t: u64) {
        self.rows[row].push_back(t);
    }

    /// The columns of row `row` holding control tokens after cycle `t`.
    pub(super) fn columns(&self, row: usize, t: u64) -> impl Iterator<Item = usize> + '_ {
        self.rows[row].iter().map(move |&e| (t - e) as usize)
    }
}

/// Whether any flag in a ring row other than the one at `skip` says present.
pub(super) fn present_except(flags: &[u8], skip: usize) -> bool {
    let present = |f: &u8| f & flags::PRESENT != 0;
    flags[..skip].iter().any(present) || flags[skip + 1..].iter().any(present)
}

/// `p += a * b` over three equal slices: the one loop every PE runs, kept flat for vectorising.
fn mac_slice<E: Element>(p: &mut [E], a: &[E], b: &[E]) {
    for ((p, &a), &b) in p.iter_mut().zip(a).zip(b) {
        *p = E::mac(*p, a, b);
    }
}

/// `acc[j] += a[(o + j) % len] * b[j]` for j in `lo..=hi`, a row whose `a` lives in a ring with
/// origin `o`: at most two flat runs, either side of the ring's wrap.
pub(super) fn mac_ring_row<E: Element>(
    acc: &mut [E],
    a_ring: &[E],
    o: usize,
    b: &[E],
    lo: usize,
    hi: usize,
) {
    let wrap = acc.len() - o;
    let end = hi + 1;
    if lo < wrap {
        let stop = end.min(wrap);
        mac_slice(&mut acc[lo..stop], &a_ring[o + lo..o + stop], &b[lo..stop]);
    }
    if end > wrap {
        let start = lo.max(wrap);
        mac_slice(
            &mut acc[start..end],
            &a_ring[start - wrap..end - wrap],
            &b[start..end],
        );
    }
}

/// The diagonal bands holding tokens in cycle `t`, one per fold in flight.
pub(super) fn bands(sched: &Schedule, t: u64, out: &mut Vec<(usize, usize)>) {
    out.clear();
    if let Some((oldest, newest)) = sched.folds_in_flight(t) {
        out.extend(
            (oldest..=newest)
                .filter_map(|f| sched.band(f, t))
                .map(|(lo, hi)| (lo as usize, hi as usize)),
        );
    }
}

/// Row i's columns on diagonals `lo..=hi`, if any.
pub(super) fn columns_on(
    i: usize,
    (lo, hi): (usize, usize),
    cols: usize,
) -> Option<(usize, usize)> {
    let first = lo.saturating_sub(i);
    let last = hi.checked_sub(i)?.min(cols - 1);
    (first <= last).then_some((first, last))
}

/// An operand arranged for one edge of the array. In a fold, edge line i (an array row or column)
/// takes stream element `d - i` in the fold's cycle d, so each cycle the edge reads an anti-diagonal
/// of the operand: in row-major order that is a cache miss per line. Stored block by block (a block
/// is the `width` lines one fold puts on the edge) along those anti-diagonals, each cycle's reads,
/// and the output buffer's writes, are one contiguous run.
pub(super) struct Skewed<E> {
    /// Per block: where it starts in `data`, and how many lines it has (the last may be narrower).
    blocks: Vec<(usize, usize)>,
    pub(super) data: Vec<E>,
}

impl<E: Element> Skewed<E> {
    /// `lines` lines of `t` stream elements each, element (tau, line) = `get(tau, line)`.
    pub(super) fn new(
        lines: usize,
        t: usize,
        width: usize,
        get: impl Fn(usize, usize) -> E,
    ) -> Self {
        let mut blocks = Vec::with_capacity(lines.div_ceil(width));
        let mut data = Vec::new();
        for first in (0..lines).step_by(width) {
            let w = width.min(lines - first);
            blocks.push((data.len(), w));
            for d in 0..t + w - 1 {
                data.extend((0..w).map(|i| match d.checked_sub(i) {
                    Some(tau) if tau < t => get(tau, first + i),
                    _ => E::default(),
                }));
            }
        }
        Skewed { blocks, data }
    }

    /// Index of element `d - i` of line i of `block`.
    pub(super) fn index(&self, block: usize, d: usize, i: usize) -> usize {
        let (start, w) = self.blocks[block];
        start + d * w + i
    }

    /// Calls `put(tau, line, value)` for every element: back to the operand's own layout.
    pub(super) fn unskew(&self, t: usize, mut put: impl FnMut(usize, usize, E)) {
        let mut first = 0;
        for &(start, w) in &self.blocks {
            for i in 0..w {
                for tau in 0..t {
                    put(tau, first + i, self.data[start + (tau + i) * w + i]);
                }
            }
            first += w;
        }
    }
}

/// The fold last asked for: edges next to each other almost always feed the same fold.
#[derive(Default)]
pub(super) struct FoldCache(Option<Fold>);

impl FoldCache {
    pub(super) fn get(&mut self, sched: &Schedule, f: u64) -> Fold {
        match self.0 {
            Some(fold) if fold.index == f => fold,
            _ => *self.0.insert(sched.fold(f)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mxu::{ArrayShape, Dataflow, Gemm, Mode};

    #[test]
    fn walk_feeds_what_the_schedule_streams() {
        let gemm = Gemm::new(7, 13, 5).unwrap();
        for mode in Mode::ALL {
            let sched = Schedule::new(
                gemm,
                ArrayShape::new(3, 4).unwrap(),
                Dataflow::WeightStationary,
                mode,
            );
            let mut out = vec![None; 6];
            for t in 0..sched.last_write() + 3 {
                walk(
                    &sched,
                    t as i64 - sched.first_stream as i64,
                    sched.t,
                    &mut out,
                );
                for (d, got) in out.iter().enumerate() {
                    assert_eq!(*got, sched.streaming(t, d as u64), "{mode} t={t} d={d}");
                }
                walk(
                    &sched,
                    (t + 3) as i64 - sched.first_stream as i64,
                    3,
                    &mut out,
                );
                for (j, got) in out.iter().enumerate() {
                    assert_eq!(*got, sched.loading(t, j as u64), "{mode} t={t} col {j}");
                }
            }
        }
    }

    #[test]
    fn skewed_operands_round_trip() {
        let (lines, t) = (11, 6);
        let skewed = Skewed::new(lines, t, 4, |tau, line| (tau * 100 + line) as i64);
        // Block 1 holds lines 4..8; in its cycle d, line i reads element d - i, contiguously.
        let at = skewed.index(1, 5, 0);
        let run: Vec<i64> = (0..4).map(|i| skewed.data[at + i]).collect();
        assert_eq!(run, [504, 405, 306, 207]);
        let mut seen = 0;
        skewed.unskew(t, |tau, line, v| {
            assert_eq!(v, (tau * 100 + line) as i64);
            seen += 1;
        });
        assert_eq!(seen, lines * t);
    }
}
