//! Weight- and input-stationary arrays: one engine, since input-stationary is weight-stationary with
//! the operands' roles swapped (B^T streams past a stationary A^T and the result comes out as C^T).
//!
//! In layout terms the engine computes Y = X S: X (T x Sr) streams in from the left, row r of the
//! array gets column r of X; S (Sr x Sc) is the stationary operand, PE(r, c) holds S[r, c]; partial
//! sums flow down, so column c's bottom PE emits Y[tau, c]. Each PE has a moving operand register, a
//! partial-sum register, the active weight, a shadow weight and a stage of its column's load chain.
//!
//! The weights are held as a double-buffered MXU holds them: each PE has weight banks, its column's
//! load chain latches a fold's tile into the fold's bank (which is then the shadow), and the fold's
//! first operand, passing the PE, selects that bank as the active weight. The sweep multiplies each
//! fold's operands by the fold's bank, which is the one every PE on that fold's band has selected.

use super::drain::Drain;
use super::flags::{FIRST, PRESENT, REAL};
use super::storage::{
    any_flag, bands, origin, runs, Band, Lines, RightRings, Run, Skewed, BANKS, ZERO_BANK,
};
use super::sweep::{sweep_down, Block, BlockBand};
use super::{Element, PeRegisters, Schedule, Token};
use crate::mxu::Dataflow;

pub(super) struct StationaryArray<E> {
    rows: usize,
    cols: usize,
    t: u64,
    /// Both operands fit [`Element::mac_narrow`].
    narrow: bool,
    /// X (T x Sr), skewed for the left edge.
    x: Skewed<E>,
    /// Sr x Sc as the load chains read it: per row fold, skewed for the top edge (column j of the
    /// array takes the tile's rows bottom first, stream element `idx` being tile row `R - 1 - idx`),
    /// so that a cycle's loads are one contiguous run instead of a cache miss per column.
    s: Vec<Skewed<E>>,
    /// Y (T x Sc), skewed for the bottom edge, for the column blocks still taking sums: the output
    /// buffer, accumulating partial sums over row folds (a cycle's sums are one contiguous run of
    /// it), and C, which each block goes into once final ([`Drain`]).
    y: Drain<E>,
    /// Cycles stepped so far.
    next: u64,
    /// Moving operands and their flags ([`RightRings`]).
    a: RightRings<E>,
    /// Partial sums and their flags: `ld = R + block` slots of C; in cycle t, row i of the array is
    /// slot `(origin(t, ld) + i) % ld`, so a partial sum stays in its slot as it moves down and
    /// the add happens in place. The `block` slots past the bottom row hold finished sums until the
    /// output buffer has taken them.
    p: Lines<E>,
    fp: Vec<u8>,
    ld: usize,
    /// Weight banks, [`BANKS`] of R x C: PE(i, j)'s active weight is in bank `active[i][j]` and its
    /// shadow (the last tile its column latched) in bank `shadow[j]`.
    w: Lines<E>,
    active: Vec<u8>,
    shadow: Vec<u8>,
    /// Load chains: column j is a ring of R registers at `j * R`, stage i at `(wo[j] + i) % R`,
    /// where `wo[j]` is [`origin`] of the column's shifts so far, kept as it moves (one back per
    /// shift) instead of divided out each cycle.
    wl: Vec<E>,
    wo: Vec<usize>,
    /// What the sequencer feeds along the edges in a cycle.
    runs: Vec<Run>,
    /// A block's bands: only their PEs have work.
    bands: Vec<BlockBand>,
    cycle_bands: Vec<Band>,
}

impl<E: Element> StationaryArray<E> {
    pub(super) fn new(sched: &Schedule, a: &[E], b: &[E], block: usize) -> Self {
        let (k, n) = (sched.gemm.k as usize, sched.gemm.n as usize);
        let transposed = sched.dataflow == Dataflow::InputStationary;
        let (rows, cols) = (sched.array.rows as usize, sched.array.cols as usize);
        let (sr, sc, t) = (sched.sr as usize, sched.sc as usize, sched.t as usize);
        let (x, s) = if transposed {
            // X[n, k] = B[k, n] and S[k, m] = A[m, k].
            (
                Skewed::new(sr, t, rows, |tau, r| b[r * n + tau]),
                loads(sr, sc, rows, cols, |r, c| a[c * k + r]),
            )
        } else {
            (
                Skewed::new(sr, t, rows, |tau, r| a[tau * k + r]),
                loads(sr, sc, rows, cols, |r, c| b[r * n + c]),
            )
        };
        let pes = rows * cols;
        let zero = E::default();
        let ld = rows + block;
        StationaryArray {
            rows,
            cols,
            t: sched.t,
            narrow: E::fits_narrow(a) && E::fits_narrow(b),
            x,
            s,
            y: Drain::new(sched, rows, cols, transposed),
            next: 0,
            a: RightRings::new(rows, cols, block),
            p: Lines::new(ld * cols, zero),
            fp: vec![0; ld * cols],
            ld,
            w: Lines::new(BANKS * pes, zero),
            active: vec![ZERO_BANK; pes],
            shadow: vec![ZERO_BANK; cols],
            wl: vec![zero; pes],
            wo: vec![0; cols],
            runs: Vec::new(),
            bands: Vec::new(),
            cycle_bands: Vec::new(),
        }
    }

    /// Steps cycles `t0..t0 + n` (`n` at most the block the array was made for; `t0` the next
    /// cycle). Returns the last of them in which an output (real or padding) left the bottom row.
    pub(super) fn advance(&mut self, sched: &Schedule, t0: u64, n: usize) -> Option<u64> {
        debug_assert!(t0 == self.next && n >= 1 && n <= self.a.block());
        self.bands.clear();
        self.a.begin();
        for k in 0..n {
            self.edges(sched, t0 + k as u64, k);
        }
        self.a.commit(t0, n);
        for t in t0..t0 + n as u64 {
            self.swaps(sched, t);
        }
        let block = Block {
            rows: self.rows,
            cols: self.cols,
            stride: self.a.stride,
            ld: self.ld,
            bands: &self.bands,
            narrow: self.narrow,
        };
        sweep_down(&mut self.p, &self.a.values, &self.w, &block);
        let mut wrote = None;
        for t in t0..t0 + n as u64 {
            if self.output(sched, t) {
                wrote = Some(t);
            }
        }
        self.y.drained(t0 + n as u64 - 1);
        self.next = t0 + n as u64;
        wrote
    }

    /// Everything in cycle `t` (cycle k of the block) but the swaps, the multiply-accumulates and
    /// the output buffer: the edges feed the operand rings (staged) and the partial-sum slots, the
    /// load chains shift and latch, and the cycle's bands are noted for the sweep.
    fn edges(&mut self, sched: &Schedule, t: u64, k: usize) {
        let (rows, cols) = (self.rows, self.cols);
        let zero = E::default();
        let oa = self.a.origin(t);
        let since0 = t as i64 - sched.first_stream as i64;
        runs(sched, since0, self.t, rows.max(cols), &mut self.runs);

        // The operands advance one PE right; each row's edge takes the next element of its stream
        // (rows no fold feeds take nothing).
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
        }

        // The partial sums advance one PE down: fresh zeros enter the top of each column, in step
        // with row 0's operand, into the slot whose sum the output buffer took a block ago.
        let top = origin(t, self.ld) * cols;
        self.p[top..top + cols].fill(zero);
        let flags = &mut self.fp[top..top + cols];
        flags.fill(0);
        for run in &self.runs {
            let (lo, hi) = (run.lo, run.hi.min(cols - 1));
            if lo > hi {
                continue;
            }
            let real = (sched.fold(run.fold).cols_used as usize).clamp(lo, hi + 1);
            flags[lo..real].fill(PRESENT | REAL);
            flags[real..=hi].fill(PRESENT);
        }

        let down0 = origin(t, self.ld);
        bands(sched, t, true, &mut self.cycle_bands);
        self.bands.extend(
            self.cycle_bands
                .iter()
                .map(|&band| BlockBand { band, t, down0, oa }),
        );

        // Each column's load chain shifts while the next stationary tile comes in, bottom row's value
        // first; when the last value enters, the whole column latches into the fold's bank, which
        // becomes the column's shadow.
        let since = (t + rows as u64) as i64 - sched.first_stream as i64;
        runs(sched, since, rows as u64, cols, &mut self.runs);
        for run in &self.runs {
            let fold = sched.fold(run.fold);
            let bank = (run.fold % 3) as usize;
            // Column j takes tile row R - 1 - (base - j) (zero past the tile), one diagonal of the
            // skewed copy; columns past the tile's take zeros.
            let used = (fold.cols_used as usize).min(run.hi + 1);
            let diagonal = (run.lo < used)
                .then(|| self.s[fold.row_fold as usize].diagonal(fold.col_fold as usize, run.base));
            for j in run.lo..=run.hi {
                let row = rows - 1 - (run.base - j);
                let value = match diagonal {
                    Some(d) if j < used => d[j],
                    _ => zero,
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
                        self.w[(bank * rows + i) * cols + j] = v;
                    }
                    self.shadow[j] = bank as u8;
                }
            }
        }
    }

    /// A fold's first operand selects the fold's bank as it reaches each PE in cycle `t` (after the
    /// block's feeds are in the rings).
    fn swaps(&mut self, sched: &Schedule, t: u64) {
        let (rows, cols) = (self.rows, self.cols);
        let oa = self.a.origin(t);
        // On diagonal t - stream_start(f), where the PE's operand register shows the first bit.
        let last = sched.last_diagonal();
        if let Some((oldest, newest)) = sched.folds_in_flight(t) {
            for f in oldest..=newest {
                let Some(d) = t.checked_sub(sched.stream_start(f)).filter(|&d| d <= last) else {
                    continue;
                };
                let d = d as usize;
                for i in d.saturating_sub(cols - 1)..=d.min(rows - 1) {
                    let j = d - i;
                    if self.a.flags[self.a.at(i, j, oa)] & FIRST != 0 {
                        self.active[i * cols + j] = (f % 3) as u8;
                    }
                }
            }
        }
    }

    /// Cycle `t`'s bottom row, after the sweep: the output buffer adds the complete partial sums in,
    /// at addresses its counter takes from the schedule. Returns whether any left (real or padding).
    fn output(&mut self, sched: &Schedule, t: u64) -> bool {
        let (rows, cols) = (self.rows, self.cols);
        let bottom = ((origin(t, self.ld) + rows - 1) % self.ld) * cols;
        let flags = &self.fp[bottom..bottom + cols];
        let wrote = any_flag(flags, PRESENT);
        if wrote {
            let since = t as i64 - sched.first_stream as i64 - (rows as i64 - 1);
            runs(sched, since, self.t, cols, &mut self.runs);
            for run in &self.runs {
                let fold = sched.fold(run.fold);
                let real = (fold.cols_used as usize).min(run.hi + 1);
                if run.lo >= real {
                    continue;
                }
                debug_assert!(self.fp[bottom + run.lo..bottom + real]
                    .iter()
                    .all(|f| f & REAL != 0));
                let y = self.y.diagonal_mut(fold.col_fold as usize, run.base);
                let sums = &self.p[bottom + run.lo..bottom + real];
                for (y, &p) in y[run.lo..real].iter_mut().zip(sums) {
                    *y = E::add(*y, p);
                }
            }
        }
        wrote
    }

    /// Where PE(i, j)'s operand and partial sum are after the last cycle stepped.
    fn at(&self, i: usize, j: usize) -> (usize, usize) {
        let t = self.next.wrapping_sub(1);
        let a = self.a.at(i, j, self.a.origin(t));
        let p = ((origin(t, self.ld) + i) % self.ld) * self.cols + j;
        (a, p)
    }

    /// Whether any token still has work ahead: operands not yet in the last column, partial sums not
    /// yet in the bottom row.
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
            any_flag(&self.fp[at..at + cols], PRESENT)
        });
        operands || sums
    }

    pub(super) fn registers(&self, i: usize, j: usize) -> PeRegisters<E> {
        let (rows, cols) = (self.rows, self.cols);
        let (a, p) = self.at(i, j);
        let bank = |b: u8| self.w[(b as usize * rows + i) * cols + j];
        let load = j * rows + (self.wo[j] + i) % rows;
        PeRegisters {
            right: Token::from_flags(self.a.values[a], self.a.flags[a]),
            down: Token::from_flags(self.p[p], self.fp[p]),
            stationary: bank(self.active[i * cols + j]),
            shadow: bank(self.shadow[j]),
            load: self.wl[load],
        }
    }

    /// How many output-buffer blocks the run has allocated ([`Drain`] reuses finished ones).
    #[cfg(test)]
    pub(super) fn output_buffers(&self) -> usize {
        self.y.made
    }

    /// C from the output buffer ([`Drain`]).
    pub(super) fn into_output(self) -> Vec<E> {
        self.y.into_output()
    }
}

/// The stationary operand S (`sr x sc`, element (r, c) = `get(r, c)`) as the load chains take it:
/// per row fold, [`Skewed`] over the Sc columns in blocks of `cols` (one per column fold), with
/// stream element `idx` of column c being S[row0 + R - 1 - idx, c] (the chain shifts the bottom
/// row's value in first), zero past the fold's rows.
fn loads<E: Element>(
    sr: usize,
    sc: usize,
    rows: usize,
    cols: usize,
    get: impl Fn(usize, usize) -> E,
) -> Vec<Skewed<E>> {
    (0..sr)
        .step_by(rows)
        .map(|row0| {
            let used = rows.min(sr - row0);
            Skewed::new(sc, rows, cols, |idx, c| {
                let row = rows - 1 - idx;
                if row < used {
                    get(row0 + row, c)
                } else {
                    E::default()
                }
            })
        })
        .collect()
}
