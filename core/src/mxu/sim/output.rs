//! The output-stationary array: PE(r, c) accumulates C[r, c] of its fold while rows of A stream in
//! from the left and columns of B from the top, each skewed by one cycle per row or column so that
//! A[r, k] and B[k, c] meet in PE(r, c). A finished PE puts its result on its column's result port
//! in the cycle of its last product, as SCALE-Sim's model does (no extra drain cycles). The port takes
//! one word per cycle; a fold's results reach it one row per cycle, and both modes start folds at
//! least R cycles apart, so a column never has two results at once (checked in debug builds).

use super::flags::{FIRST, LAST, PRESENT, REAL};
use super::storage::{
    bands, mac_bands, origin, present_except, walk, Band, Controls, FoldCache, Skewed, Sweep,
};
use super::{Element, PeRegisters, Schedule, Token};

pub(super) struct OutputArray<E> {
    rows: usize,
    cols: usize,
    t: usize,
    sc: usize,
    /// A (M x K), skewed for the left edge.
    x: Skewed<E>,
    /// B (K x N), skewed for the top edge.
    z: Skewed<E>,
    /// C, Sr x Sc, row-major.
    y: Vec<E>,
    /// A moving right and its flags: row i is a ring of C registers, PE(i, j) at `(oa + j) % C`.
    a: Vec<E>,
    fa: Vec<u8>,
    oa: usize,
    /// Where the first- and last-of-fold tokens are.
    controls: Controls,
    /// B moving down and its flags: column j is a ring of R registers, PE(i, j) in storage row
    /// `(ob + i) % R`.
    b: Vec<E>,
    fb: Vec<u8>,
    ob: usize,
    /// The accumulators, row-major R x C.
    acc: Vec<E>,
    /// Per column, one past the last cycle its result port was used.
    port_used: Vec<u64>,
    /// What the sequencer feeds along each diagonal this cycle.
    feed: Vec<Option<(u64, u64)>>,
    /// The diagonals holding tokens this cycle: only their PEs have work.
    bands: Vec<Band>,
}

impl<E: Element> OutputArray<E> {
    pub(super) fn new(sched: &Schedule, a: &[E], b: &[E]) -> Self {
        let (rows, cols) = (sched.array.rows as usize, sched.array.cols as usize);
        let pes = rows * cols;
        let zero = E::default();
        let (t, sc) = (sched.t as usize, sched.sc as usize);
        OutputArray {
            rows,
            cols,
            t,
            sc,
            x: Skewed::new(sched.sr as usize, t, rows, |k, m| a[m * t + k]),
            z: Skewed::new(sched.sc as usize, t, cols, |k, n| b[k * sc + n]),
            y: vec![zero; (sched.sr * sched.sc) as usize],
            a: vec![zero; pes],
            fa: vec![0; pes],
            oa: 0,
            controls: Controls::new(rows, cols),
            b: vec![zero; pes],
            fb: vec![0; pes],
            ob: 0,
            acc: vec![zero; pes],
            port_used: vec![0; cols],
            feed: vec![None; rows.max(cols)],
            bands: Vec::new(),
        }
    }

    /// One clock. Returns whether a PE (real or padding) finished its output this cycle.
    pub(super) fn step(&mut self, sched: &Schedule, t: u64) -> bool {
        let (rows, cols) = (self.rows, self.cols);
        let zero = E::default();
        let last_tau = self.t as u64 - 1;
        let mut folds = FoldCache::default();
        self.oa = origin(t + 1, cols);
        self.ob = origin(t + 1, rows);
        walk(
            sched,
            t as i64 - sched.first_stream as i64,
            self.t as u64,
            &mut self.feed,
        );
        self.controls.retire(t);

        // A moves one PE right; row i's edge takes A[row0 + i, tau].
        for i in 0..rows {
            let at = i * cols + self.oa;
            let (value, flag) = match self.feed[i] {
                Some((f, tau)) => {
                    let fold = folds.get(sched, f);
                    let real = i < fold.rows_used as usize;
                    let value = if real {
                        self.x.data[self.x.index(fold.row_fold as usize, tau as usize + i, i)]
                    } else {
                        zero
                    };
                    let mut flag = PRESENT | if real { REAL } else { 0 };
                    flag |= if tau == 0 { FIRST } else { 0 };
                    flag |= if tau == last_tau { LAST } else { 0 };
                    (value, flag)
                }
                None => (zero, 0),
            };
            self.a[at] = value;
            self.fa[at] = flag;
            if flag & (FIRST | LAST) != 0 {
                self.controls.enter(i, t);
            }
        }

        // B moves one PE down; column j's edge takes B[tau, col0 + j].
        let top = self.ob * cols;
        for j in 0..cols {
            let (value, flag) = match self.feed[j] {
                Some((f, tau)) => {
                    let fold = folds.get(sched, f);
                    if j < fold.cols_used as usize {
                        let at = self.z.index(fold.col_fold as usize, tau as usize + j, j);
                        (self.z.data[at], PRESENT | REAL)
                    } else {
                        (zero, PRESENT)
                    }
                }
                None => (zero, 0),
            };
            self.b[top + j] = value;
            self.fb[top + j] = flag;
        }

        // A fold's first pair restarts each accumulator it reaches.
        for i in 0..rows {
            for j in self.controls.columns(i, t) {
                if self.fa[i * cols + (self.oa + j) % cols] & FIRST != 0 {
                    self.acc[i * cols + j] = zero;
                }
            }
        }

        // Every PE holding a pair multiplies it into its accumulator (PEs between wavefronts hold
        // nothing and are skipped).
        bands(sched, t, false, &mut self.bands);
        let sweep = Sweep {
            rows,
            cols,
            oa: self.oa,
            acc_shift: 0,
            b_shift: self.ob,
            bands: &self.bands,
        };
        mac_bands(&mut self.acc, &self.a, &self.b, &sweep);

        // Finished PEs put their results on their column's port, at addresses the port's counter
        // takes from the schedule.
        let mut wrote = false;
        for i in 0..rows {
            for j in self.controls.columns(i, t) {
                let fa = self.fa[i * cols + (self.oa + j) % cols];
                if fa & LAST == 0 {
                    continue;
                }
                wrote = true;
                debug_assert!(
                    self.port_used[j] <= t,
                    "column {j}'s port used twice in cycle {t}"
                );
                self.port_used[j] = t + 1;
                let fb = self.fb[((self.ob + i) % rows) * cols + j];
                if fa & REAL != 0 && fb & REAL != 0 {
                    let since = t as i64 - sched.first_stream as i64 - (i + j) as i64;
                    walk(sched, since, self.t as u64, &mut self.feed[..1]);
                    let (f, _) =
                        self.feed[0].expect("a result is finished only while its fold streams");
                    let fold = folds.get(sched, f);
                    let at = (fold.row0 as usize + i) * self.sc + fold.col0 as usize + j;
                    self.y[at] = self.acc[i * cols + j];
                }
            }
        }
        wrote
    }

    /// Whether any operand still has a PE ahead of it.
    pub(super) fn alive(&self) -> bool {
        let (rows, cols) = (self.rows, self.cols);
        let last_col = (self.oa + cols - 1) % cols;
        let a_left = self
            .fa
            .chunks(cols)
            .any(|row| present_except(row, last_col));
        let bottom = (self.ob + rows - 1) % rows;
        let b_left = (0..rows).filter(|&r| r != bottom).any(|r| {
            self.fb[r * cols..(r + 1) * cols]
                .iter()
                .any(|f| f & PRESENT != 0)
        });
        a_left || b_left
    }

    pub(super) fn registers(&self, i: usize, j: usize) -> PeRegisters<E> {
        let (rows, cols) = (self.rows, self.cols);
        let a = i * cols + (self.oa + j) % cols;
        let b = ((self.ob + i) % rows) * cols + j;
        PeRegisters {
            right: Token::from_flags(self.a[a], self.fa[a]),
            down: Token::from_flags(self.b[b], self.fb[b]),
            stationary: self.acc[i * cols + j],
            shadow: E::default(),
            load: E::default(),
        }
    }

    pub(super) fn into_output(self) -> Vec<E> {
        self.y
    }
}
