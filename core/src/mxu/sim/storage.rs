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
#[inline(always)]
fn mac_slice<E: Element>(p: &mut [E], a: &[E], b: &[E]) {
    for ((p, &a), &b) in p.iter_mut().zip(a).zip(b) {
        *p = E::mac(*p, a, b);
    }
}

/// `acc[j] += a[(o + j) % len] * b[j]` for j in `lo..=hi`, a row whose `a` lives in a ring with
/// origin `o`: at most two flat runs, either side of the ring's wrap.
#[inline(always)]
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

/// One cycle's multiply-accumulates over the whole array, R x C matrices row-major: every PE on
/// a band computes `acc += a * b`. Row i of `a` is a ring with origin `oa`; the accumulator of row
/// i is stored in row `(acc_shift + i) % R` and its other operand in row `(b_shift + i) % R` (the
/// rings of the registers moving down).
pub(super) struct Sweep<'a> {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) oa: usize,
    pub(super) acc_shift: usize,
    pub(super) b_shift: usize,
    pub(super) bands: &'a [Band],
}

/// The diagonals `lo..=hi` holding one fold's tokens, and the rows and columns of the array that
/// fold's tile covers: PEs past them hold padding (zero operands) and are skipped as well.
#[derive(Clone, Copy, Debug)]
pub(super) struct Band {
    pub(super) lo: usize,
    pub(super) hi: usize,
    pub(super) rows: usize,
    pub(super) cols: usize,
}

#[inline(always)]
fn mac_bands_portable<E: Element>(acc: &mut [E], a: &[E], b: &[E], s: &Sweep) {
    let (rows, cols) = (s.rows, s.cols);
    // Ring rows by a compare instead of a division per row (shifts are below R).
    let wrap = |x: usize| if x >= rows { x - rows } else { x };
    for i in 0..rows {
        let arow = wrap(s.acc_shift + i) * cols;
        let brow = wrap(s.b_shift + i) * cols;
        let row = i * cols;
        for band in s.bands {
            if i >= band.rows {
                continue;
            }
            if let Some((lo, hi)) = columns_on(i, (band.lo, band.hi), band.cols) {
                mac_ring_row(
                    &mut acc[arow..arow + cols],
                    &a[row..row + cols],
                    s.oa,
                    &b[brow..brow + cols],
                    lo,
                    hi,
                );
            }
        }
    }
}

/// The same loop compiled for wider vectors: the workspace builds for the x86-64 baseline (SSE2,
/// no 64-bit vector multiply), and the loop is the simulator's hot spot at 128x128. The results
/// are identical: integer arithmetic wraps the same way, and floats round each `acc + a * b` the
/// same way (Rust never contracts it into a fused multiply-add).
#[cfg(target_arch = "x86_64")]
mod wide {
    use super::{mac_bands_portable, Element, Sweep};

    #[target_feature(enable = "avx2,avx512f,avx512dq,avx512vl")]
    pub(super) fn avx512<E: Element>(acc: &mut [E], a: &[E], b: &[E], s: &Sweep) {
        mac_bands_portable(acc, a, b, s)
    }

    #[target_feature(enable = "avx2")]
    pub(super) fn avx2<E: Element>(acc: &mut [E], a: &[E], b: &[E], s: &Sweep) {
        mac_bands_portable(acc, a, b, s)
    }
}

/// One cycle's multiply-accumulates, on the widest vectors the CPU has.
pub(super) fn mac_bands<E: Element>(acc: &mut [E], a: &[E], b: &[E], s: &Sweep) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512dq")
            && std::arch::is_x86_feature_detected!("avx512vl")
            && std::arch::is_x86_feature_detected!("avx2")
        {
            // SAFETY: the CPU has every feature the function is compiled for (checked above).
            unsafe { wide::avx512(acc, a, b, s) };
            return;
        }
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2 (checked above).
            unsafe { wide::avx2(acc, a, b, s) };
            return;
        }
    }
    mac_bands_portable(acc, a, b, s)
}

/// The diagonal bands holding tokens in cycle `t`, one per fold in flight. With `skip_padding`,
/// each band covers only its fold's tile, for ws and is. A PE in a row past the tile's edge
/// multiplies a padding zero by a zero weight, which leaves the partial sum passing through it as
/// it was (integers exactly; floats too, as a sum that starts at +0 never becomes -0); a PE in a
/// column past it adds to a padding partial sum, whose value nothing reads (its register shows
/// padding, and the output buffer takes only real sums). So they are skipped.
pub(super) fn bands(sched: &Schedule, t: u64, skip_padding: bool, out: &mut Vec<Band>) {
    out.clear();
    let (rows, cols) = (sched.array.rows as usize, sched.array.cols as usize);
    if let Some((oldest, newest)) = sched.folds_in_flight(t) {
        out.extend((oldest..=newest).filter_map(|f| {
            let (lo, hi) = sched.band(f, t)?;
            let (rows, cols) = if skip_padding {
                let fold = sched.fold(f);
                (fold.rows_used as usize, fold.cols_used as usize)
            } else {
                (rows, cols)
            };
            Some(Band {
                lo: lo as usize,
                hi: hi as usize,
                rows,
                cols,
            })
        }));
    }
}

/// Row i's columns on diagonals `lo..=hi`, if any.
#[inline(always)]
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

    /// The vector builds of the MAC loop give the portable loop's results bit for bit (f32
    /// included: each `acc + a * b` rounds twice in both), on every ring position and band.
    #[test]
    fn wide_mac_loops_equal_the_portable_one_bit_for_bit() {
        let (rows, cols) = (13, 37);
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let ints: Vec<i64> = (0..3 * rows * cols).map(|_| next() as i64).collect();
        let floats: Vec<f32> = (0..3 * rows * cols)
            .map(|_| (next() % 2001) as f32 / 7.0 - 140.0)
            .collect();
        for shift in [0, 1, 12] {
            for oa in [0, 5, 36] {
                let band = |lo, hi, rows, cols| Band { lo, hi, rows, cols };
                let bands = [band(0, 3, 13, 37), band(9, 30, 7, 37), band(40, 47, 13, 20)];
                let s = Sweep {
                    rows,
                    cols,
                    oa,
                    acc_shift: shift,
                    b_shift: (shift + 4) % rows,
                    bands: &bands,
                };
                let n = rows * cols;
                let (a, b) = (&ints[n..2 * n], &ints[2 * n..]);
                let (mut want, mut got) = (ints[..n].to_vec(), ints[..n].to_vec());
                mac_bands_portable(&mut want, a, b, &s);
                mac_bands(&mut got, a, b, &s);
                assert_eq!(got, want, "i64 shift {shift} oa {oa}");
                assert_ne!(got, &ints[..n], "the bands did some work");
                let (a, b) = (&floats[n..2 * n], &floats[2 * n..]);
                let (mut want, mut got) = (floats[..n].to_vec(), floats[..n].to_vec());
                mac_bands_portable(&mut want, a, b, &s);
                mac_bands(&mut got, a, b, &s);
                let bits = |v: &[f32]| v.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&got), bits(&want), "f32 shift {shift} oa {oa}");
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
