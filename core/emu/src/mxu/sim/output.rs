//! The output-stationary array: PE(r, c) accumulates C[r, c] of its fold while rows of A stream in
//! from the left and columns of B from the top, each skewed by one cycle per row or column so that
//! A[r, k] and B[k, c] meet in PE(r, c). A finished PE puts its result on its column's result port
//! in the cycle of its last product, as SCALE-Sim's model does (no extra drain cycles). The port takes
//! one word per cycle; a fold's results reach it one row per cycle, and both modes start folds at
//! least R cycles apart, so a column never has two results at once (checked in debug builds).

use super::flags::{FIRST, LAST, PRESENT, REAL};
use super::storage::{
    any_flag, bands, origin, runs, Band, FoldCache, Lines, RightRings, Run, Skewed,
};
use super::sweep::{sweep_stationary, Block, BlockBand, Finished};
use super::{Element, PeRegisters, Schedule, Token};

pub(super) struct OutputArray<E> {
    rows: usize,
    cols: usize,
    t: usize,
    sc: usize,
    /// Both operands fit [`Element::mac_narrow`].
    narrow: bool,
    /// A (M x K), skewed for the left edge.
    x: Skewed<E>,
    /// B (K x N), skewed for the top edge.
    z: Skewed<E>,
    /// C, Sr x Sc, row-major.
    y: Vec<E>,
    /// Cycles stepped so far.
    next: u64,
    /// A moving right and its flags ([`RightRings`]).
    a: RightRings<E>,
    /// B moving down and its flags: `ld = R + block` slots of C; in cycle t, row i of the array is
    /// slot `(origin(t, ld) + i) % ld`.
    b: Lines<E>,
    fb: Vec<u8>,
    ld: usize,
    /// The accumulators, row-major R x C.
    acc: Lines<E>,
    /// What the sequencer feeds along the edges in a cycle.
    runs: Vec<Run>,
    /// A block's bands: only their PEs have work.
    bands: Vec<BlockBand>,
    cycle_bands: Vec<Band>,
    /// The PEs that finished in a block.
    finished: Vec<Finished<E>>,
}

impl<E: Element> OutputArray<E> {
    pub(super) fn new(sched: &Schedule, a: &[E], b: &[E], block: usize) -> Self {
        let (rows, cols) = (sched.array.rows as usize, sched.array.cols as usize);
        let zero = E::default();
        let (t, sc) = (sched.t as usize, sched.sc as usize);
        let ld = rows + block;
        OutputArray {
            rows,
            cols,
            t,
            sc,
            narrow: E::fits_narrow(a) && E::fits_narrow(b),
            x: Skewed::new(sched.sr as usize, t, rows, |k, m| a[m * t + k]),
            z: Skewed::new(sched.sc as usize, t, cols, |k, n| b[k * sc + n]),
            y: vec![zero; (sched.sr * sched.sc) as usize],
            next: 0,
            a: RightRings::new(rows, cols, block),
            b: Lines::new(ld * cols, zero),
            fb: vec![0; ld * cols],
            ld,
            acc: Lines::new(rows * cols, zero),
            runs: Vec::new(),
            bands: Vec::new(),
            cycle_bands: Vec::new(),
            finished: Vec::new(),
        }
    }

    /// Steps cycles `t0..t0 + n` (`n` at most the block the array was made for; `t0` the next
    /// cycle). Returns the last of them in which a PE (real or padding) finished its output.
    pub(super) fn advance(&mut self, sched: &Schedule, t0: u64, n: usize) -> Option<u64> {
        debug_assert!(t0 == self.next && n >= 1 && n <= self.a.block());
        let mut folds = FoldCache::default();
        self.bands.clear();
        self.a.begin();
        for k in 0..n {
            self.edges(sched, t0 + k as u64, k);
        }
        self.a.commit(t0, n);
        let block = Block {
            rows: self.rows,
            cols: self.cols,
            stride: self.a.stride,
            ld: self.ld,
            bands: &self.bands,
            narrow: self.narrow,
        };
        self.finished.clear();
        sweep_stationary(
            &mut self.acc,
            &self.a.values,
            &self.b,
            &block,
            &mut self.finished,
        );
        self.next = t0 + n as u64;
        self.results(sched, &mut folds)
    }

    /// Cycle `t`'s edges: A enters the rows' rings and B the top slot; the cycle's bands are noted
    /// for the sweep.
    fn edges(&mut self, sched: &Schedule, t: u64, k: usize) {
        let (rows, cols) = (self.rows, self.cols);
        let zero = E::default();
        let last_tau = self.t - 1;
        let oa = self.a.origin(t);
        let since0 = t as i64 - sched.first_stream as i64;
        runs(sched, since0, self.t as u64, rows.max(cols), &mut self.runs);

        // A moves one PE right; row i's edge takes A[row0 + i, tau] (rows no fold feeds take
        // nothing).
        let mut stage = self.a.stage(k);
        for run in &self.runs {
            let fold = sched.fold(run.fold);
            let (lo, hi) = (run.lo, run.hi.min(rows - 1));
            if lo > hi {
                continue;
            }
            let real = (fold.rows_used as usize).min(hi + 1);
            if lo < real {
                let x = self.x.diagonal(fold.row_fold as usize, run.base);
                stage.feed(lo, &x[lo..real], PRESENT | REAL);
            }
            if real.max(lo) <= hi {
                stage.flag(real.max(lo), hi, PRESENT);
            }
            if run.base <= hi {
                stage.mark(run.base, FIRST);
            }
            if let Some(i) = run
                .base
                .checked_sub(last_tau)
                .filter(|&i| i >= lo && i <= hi)
            {
                stage.mark(i, LAST);
            }
        }

        // B moves one PE down; column j's edge takes B[tau, col0 + j].
        let down0 = origin(t, self.ld);
        let top = down0 * cols;
        let (values, flags) = (&mut self.b[top..top + cols], &mut self.fb[top..top + cols]);
        values.fill(zero);
        flags.fill(0);
        for run in &self.runs {
            let fold = sched.fold(run.fold);
            let (lo, hi) = (run.lo, run.hi.min(cols - 1));
            if lo > hi {
                continue;
            }
            let real = (fold.cols_used as usize).min(hi + 1);
            if lo < real {
                let z = self.z.diagonal(fold.col_fold as usize, run.base);
                values[lo..real].copy_from_slice(&z[lo..real]);
                flags[lo..real].fill(PRESENT | REAL);
            }
            flags[real.max(lo)..=hi].fill(PRESENT);
        }

        bands(sched, t, false, &mut self.cycle_bands);
        self.bands.extend(
            self.cycle_bands
                .iter()
                .map(|&band| BlockBand { band, t, down0, oa }),
        );
    }

    /// Finished PEs put their results on their column's port (one word per cycle), at addresses
    /// the port's counter takes from the schedule. Returns the last cycle a PE finished in.
    fn results(&mut self, sched: &Schedule, folds: &mut FoldCache) -> Option<u64> {
        let (rows, cols) = (self.rows, self.cols);
        if cfg!(debug_assertions) {
            let mut used: Vec<(usize, u64)> = self.finished.iter().map(|d| (d.j, d.t)).collect();
            crate::sort::sort(&mut used);
            let n = used.len();
            used.dedup();
            debug_assert_eq!(used.len(), n, "a column's port used twice in one cycle");
        }
        let mut wrote = None;
        for done in &self.finished {
            let (i, j, t) = (done.i, done.j, done.t);
            wrote = wrote.max(Some(t));
            // The tokens that finished the PE: still in their rings (a block is shorter than both).
            let fa = self.a.flags[self.a.at(i, j, self.a.origin(t))];
            let fb = self.fb[((origin(t, self.ld) + i) % self.ld) * cols + j];
            debug_assert!(fa & LAST != 0 && i < rows);
            if fa & REAL != 0 && fb & REAL != 0 {
                let fold = folds.get(sched, done.fold);
                let at = (fold.row0 as usize + i) * self.sc + fold.col0 as usize + j;
                self.y[at] = done.value;
            }
        }
        wrote
    }

    /// Where PE(i, j)'s A and B are after the last cycle stepped.
    fn at(&self, i: usize, j: usize) -> (usize, usize) {
        let t = self.next.wrapping_sub(1);
        let a = self.a.at(i, j, self.a.origin(t));
        let b = ((origin(t, self.ld) + i) % self.ld) * self.cols + j;
        (a, b)
    }

    /// Whether any operand still has a PE ahead of it.
    pub(super) fn alive(&self) -> bool {
        let (rows, cols) = (self.rows, self.cols);
        let t = self.next.wrapping_sub(1);
        let operands = (0..rows).any(|i| {
            let at = self.a.at(i, 0, self.a.origin(t));
            any_flag(&self.a.flags[at..at + cols - 1], PRESENT)
        });
        let down0 = origin(t, self.ld);
        let sums = (0..rows - 1).any(|i| {
            let at = ((down0 + i) % self.ld) * cols;
            any_flag(&self.fb[at..at + cols], PRESENT)
        });
        operands || sums
    }

    pub(super) fn registers(&self, i: usize, j: usize) -> PeRegisters<E> {
        let (a, b) = self.at(i, j);
        PeRegisters {
            right: Token::from_flags(self.a.values[a], self.a.flags[a]),
            down: Token::from_flags(self.b[b], self.fb[b]),
            stationary: self.acc[i * self.cols + j],
            shadow: E::default(),
            load: E::default(),
        }
    }

    pub(super) fn into_output(self) -> Vec<E> {
        self.y
    }
}
