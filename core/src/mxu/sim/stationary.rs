//! Weight- and input-stationary arrays: one engine, since input-stationary is weight-stationary with
//! the operands' roles swapped (B^T streams past a stationary A^T and the result comes out as C^T).
//!
//! In layout terms the engine computes Y = X S: X (T x Sr) streams in from the left, row r of the
//! array gets column r of X; S (Sr x Sc) is the stationary operand, PE(r, c) holds S[r, c]; partial
//! sums flow down, so column c's bottom PE emits Y[tau, c]. Each PE has a moving operand register, a
//! partial-sum register, the active weight, a shadow weight and a stage of its column's load chain.

use super::flags::{FIRST, PRESENT, REAL};
use super::storage::{
    bands, mac_bands, origin, present_except, walk, Band, Controls, FoldCache, Skewed, Sweep,
};
use super::{Element, PeRegisters, Schedule, Token};
use crate::mxu::Dataflow;

pub(super) struct StationaryArray<E> {
    rows: usize,
    cols: usize,
    sc: usize,
    t: u64,
    /// Input-stationary: Y is C^T and is transposed on the way out.
    transposed: bool,
    /// X (T x Sr), skewed for the left edge.
    x: Skewed<E>,
    /// Sr x Sc, row-major.
    s: Vec<E>,
    /// Y (T x Sc), skewed for the bottom edge: the output buffer, accumulating partial sums over row
    /// folds.
    y: Skewed<E>,
    /// Moving operands and their flags: row i is a ring of C registers, PE(i, j) at `(oa + j) % C`.
    a: Vec<E>,
    fa: Vec<u8>,
    oa: usize,
    /// Where the first-of-fold tokens are.
    firsts: Controls,
    /// Partial sums and their flags: column j is a ring of R registers, PE(i, j) in storage row
    /// `(op + i) % R`, so the add happens in place where the partial sum from above already sits.
    p: Vec<E>,
    fp: Vec<u8>,
    op: usize,
    /// Active and shadow weights, row-major R x C.
    w: Vec<E>,
    wn: Vec<E>,
    /// Load chains: column j is a ring of R registers at `j * R`, stage i at `(wo[j] + i) % R`,
    /// where `wo[j]` is [`origin`] of the column's shifts so far, kept as it moves (one back per
    /// shift) instead of divided out each cycle.
    wl: Vec<E>,
    wo: Vec<usize>,
    /// What the sequencer feeds along each diagonal this cycle.
    feed: Vec<Option<(u64, u64)>>,
    /// The diagonals holding tokens this cycle: only their PEs have work.
    bands: Vec<Band>,
}

impl<E: Element> StationaryArray<E> {
    pub(super) fn new(sched: &Schedule, a: &[E], b: &[E]) -> Self {
        let (m, k, n) = (
            sched.gemm.m as usize,
            sched.gemm.k as usize,
            sched.gemm.n as usize,
        );
        let transposed = sched.dataflow == Dataflow::InputStationary;
        let (rows, cols) = (sched.array.rows as usize, sched.array.cols as usize);
        let (sr, sc, t) = (sched.sr as usize, sched.sc as usize, sched.t as usize);
        let (x, s) = if transposed {
            // X[n, k] = B[k, n] and S[k, m] = A[m, k].
            (
                Skewed::new(sr, t, rows, |tau, r| b[r * n + tau]),
                transpose(a, m, k),
            )
        } else {
            (
                Skewed::new(sr, t, rows, |tau, r| a[tau * k + r]),
                b.to_vec(),
            )
        };
        let pes = rows * cols;
        let zero = E::default();
        StationaryArray {
            rows,
            cols,
            sc,
            t: sched.t,
            transposed,
            x,
            s,
            y: Skewed::new(sc, t, cols, |_, _| zero),
            a: vec![zero; pes],
            fa: vec![0; pes],
            oa: 0,
            firsts: Controls::new(rows, cols),
            p: vec![zero; pes],
            fp: vec![0; pes],
            op: 0,
            w: vec![zero; pes],
            wn: vec![zero; pes],
            wl: vec![zero; pes],
            wo: vec![0; cols],
            feed: vec![None; rows.max(cols)],
            bands: Vec::new(),
        }
    }

    /// One clock. Returns whether an output (real or padding) left the bottom row.
    pub(super) fn step(&mut self, sched: &Schedule, t: u64) -> bool {
        let (rows, cols) = (self.rows, self.cols);
        let zero = E::default();
        let mut folds = FoldCache::default();
        self.oa = origin(t + 1, cols);
        self.op = origin(t + 1, rows);
        walk(
            sched,
            t as i64 - sched.first_stream as i64,
            self.t,
            &mut self.feed,
        );
        self.firsts.retire(t);

        // The operands advance one PE right; each row's edge takes the next element of its stream,
        // overwriting the one that left the last column.
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
                    let first = if tau == 0 { FIRST } else { 0 };
                    (value, PRESENT | first | if real { REAL } else { 0 })
                }
                None => (zero, 0),
            };
            self.a[at] = value;
            self.fa[at] = flag;
            if flag & FIRST != 0 {
                self.firsts.enter(i, t);
            }
        }

        // The partial sums advance one PE down: fresh zeros enter the top of each column, in step
        // with row 0's operand, overwriting the sums that left the bottom last cycle.
        let top = self.op * cols;
        for j in 0..cols {
            self.p[top + j] = zero;
            self.fp[top + j] = match self.feed[j] {
                Some((f, _)) if j < folds.get(sched, f).cols_used as usize => PRESENT | REAL,
                Some(_) => PRESENT,
                None => 0,
            };
        }

        // A fold's first operand swaps the shadow weight in as it reaches each PE.
        for i in 0..rows {
            for j in self.firsts.columns(i, t) {
                if self.fa[i * cols + (self.oa + j) % cols] & FIRST != 0 {
                    self.w[i * cols + j] = self.wn[i * cols + j];
                }
            }
        }

        // Every PE holding a token adds its product to the partial sum passing through it (PEs
        // between wavefronts hold nothing and are skipped).
        bands(sched, t, true, &mut self.bands);
        let sweep = Sweep {
            rows,
            cols,
            oa: self.oa,
            acc_shift: self.op,
            b_shift: 0,
            bands: &self.bands,
        };
        mac_bands(&mut self.p, &self.a, &self.w, &sweep);

        // The bottom row's partial sums are complete: the output buffer adds them in, at addresses
        // its counter takes from the schedule.
        let bottom = ((self.op + rows - 1) % rows) * cols;
        let flags = &self.fp[bottom..bottom + cols];
        let wrote = flags.iter().any(|f| f & PRESENT != 0);
        if flags.iter().any(|f| f & REAL != 0) {
            let since = t as i64 - sched.first_stream as i64 - (rows as i64 - 1);
            walk(sched, since, self.t, &mut self.feed[..cols]);
            for j in 0..cols {
                if self.fp[bottom + j] & REAL != 0 {
                    let (f, tau) =
                        self.feed[j].expect("a partial sum leaves only while its fold streams");
                    let block = folds.get(sched, f).col_fold as usize;
                    let at = self.y.index(block, tau as usize + j, j);
                    self.y.data[at] = E::add(self.y.data[at], self.p[bottom + j]);
                }
            }
        }

        // Each column's load chain shifts while the next stationary tile comes in, bottom row's value
        // first; when the last value enters, the whole column latches into its shadow registers.
        let since = (t + rows as u64) as i64 - sched.first_stream as i64;
        walk(sched, since, rows as u64, &mut self.feed[..cols]);
        for j in 0..cols {
            let Some((f, q)) = self.feed[j] else {
                continue;
            };
            let fold = folds.get(sched, f);
            let row = rows - 1 - q as usize;
            let value = if row < fold.rows_used as usize && j < fold.cols_used as usize {
                self.s[(fold.row0 as usize + row) * self.sc + fold.col0 as usize + j]
            } else {
                zero
            };
            let o = if self.wo[j] == 0 {
                rows - 1
            } else {
                self.wo[j] - 1
            };
            self.wo[j] = o;
            let chain = &mut self.wl[j * rows..(j + 1) * rows];
            chain[o] = value;
            if row == 0 {
                // Stage i is at (o + i) % R: the ring from o, then its start.
                let (tail, head) = (&chain[o..], &chain[..o]);
                for (i, &v) in tail.iter().chain(head).enumerate() {
                    self.wn[i * cols + j] = v;
                }
            }
        }
        wrote
    }

    /// Whether any token still has work ahead: operands not yet in the last column, partial sums not
    /// yet in the bottom row.
    pub(super) fn alive(&self) -> bool {
        let (rows, cols) = (self.rows, self.cols);
        let last_col = (self.oa + cols - 1) % cols;
        let operands = self
            .fa
            .chunks(cols)
            .any(|row| present_except(row, last_col));
        let bottom = (self.op + rows - 1) % rows;
        let sums = (0..rows).filter(|&r| r != bottom).any(|r| {
            self.fp[r * cols..(r + 1) * cols]
                .iter()
                .any(|f| f & PRESENT != 0)
        });
        operands || sums
    }

    pub(super) fn registers(&self, i: usize, j: usize) -> PeRegisters<E> {
        let (rows, cols) = (self.rows, self.cols);
        let a = i * cols + (self.oa + j) % cols;
        let p = ((self.op + i) % rows) * cols + j;
        let w = i * cols + j;
        let load = j * rows + (self.wo[j] + i) % rows;
        PeRegisters {
            right: Token::from_flags(self.a[a], self.fa[a]),
            down: Token::from_flags(self.p[p], self.fp[p]),
            stationary: self.w[w],
            shadow: self.wn[w],
            load: self.wl[load],
        }
    }

    pub(super) fn into_output(self) -> Vec<E> {
        let (t, sc) = (self.t as usize, self.sc);
        let mut out = vec![E::default(); t * sc];
        // Y is C, or C^T (N x M) for input-stationary.
        let transposed = self.transposed;
        self.y.unskew(t, |tau, c, v| {
            out[if transposed {
                c * t + tau
            } else {
                tau * sc + c
            }] = v;
        });
        out
    }
}

/// `rows x cols` row-major into `cols x rows` row-major.
fn transpose<E: Copy>(m: &[E], rows: usize, cols: usize) -> Vec<E> {
    let mut out = Vec::with_capacity(m.len());
    for j in 0..cols {
        out.extend((0..rows).map(|i| m[i * cols + j]));
    }
    out
}
