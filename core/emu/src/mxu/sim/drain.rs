//! The ws/is output buffer: where the partial sums leaving the bottom row accumulate over row folds,
//! and how they become C.
//!
//! A cycle's sums are a diagonal of the output (one element of each column, each from a different
//! stream element), so they go into a copy of Y (T x Sc) skewed per column block ([`super::storage::Skewed`]'s
//! layout: a cycle's sums are one contiguous run), and C is built from it afterwards, row by row.
//! The buffer holds only the column blocks still taking sums: folds go column fold by column fold
//! (`f = col_fold * row_folds + row_fold`), so once the last row fold of a column block has drained,
//! the block is final; it is then written into C and its memory, zeroed as it is read, serves the
//! next block. A run holds a few blocks at a time instead of all Sc / C of them, which halves the
//! memory a ws (1024, 64, 512) i64 run on 128x128 touches (4.7 MiB of buffer for 4 MiB of C before)
//! and with it the page faults that were a third of that run's time.

use super::{Element, Schedule};

pub(super) struct Drain<E> {
    t: usize,
    sc: usize,
    cols: usize,
    /// Input-stationary: Y is C^T.
    transposed: bool,
    /// Per column block: its skewed buffer while it takes sums.
    live: Vec<Option<Vec<E>>>,
    /// Buffers of finished blocks, all zero, for the next blocks.
    spare: Vec<Vec<E>>,
    /// How many buffers the run has allocated (the rest were reused).
    pub(super) made: usize,
    /// Blocks before this one are in `c`.
    done: usize,
    /// Per column block: the cycle in which its last sum leaves the bottom row.
    last_out: Vec<u64>,
    /// C, M x N, row-major.
    c: Vec<E>,
}

impl<E: Element> Drain<E> {
    /// The output of a Y (T x Sc) = X S run on an array of `rows` x `cols`, C being Y (ws) or
    /// Y^T (is, `transposed`).
    pub(super) fn new(sched: &Schedule, rows: usize, cols: usize, transposed: bool) -> Self {
        let (t, sc) = (sched.t as usize, sched.sc as usize);
        let blocks = sc.div_ceil(cols);
        let row_folds = sched.folds() / blocks as u64;
        // Fold f's last element (T - 1) leaves column w - 1 of the bottom row in cycle
        // stream_start(f) + (T - 1) + (R - 1) + (w - 1).
        let last_out = (0..blocks)
            .map(|b| {
                let w = cols.min(sc - b * cols) as u64;
                let last = (b as u64 + 1) * row_folds - 1;
                sched.stream_start(last) + sched.t + rows as u64 + w - 3
            })
            .collect();
        Drain {
            t,
            sc,
            cols,
            transposed,
            live: (0..blocks).map(|_| None).collect(),
            spare: Vec::new(),
            made: 0,
            done: 0,
            last_out,
            c: vec![E::default(); t * sc],
        }
    }

    /// How many columns `block` has.
    fn width(&self, block: usize) -> usize {
        self.cols.min(self.sc - block * self.cols)
    }

    /// Cycle d's elements of `block`'s columns (stream element d - i of column i at i), to add
    /// sums into.
    pub(super) fn diagonal_mut(&mut self, block: usize, d: usize) -> &mut [E] {
        let w = self.width(block);
        let len = (self.t + self.cols - 1) * self.cols;
        let (spare, made) = (&mut self.spare, &mut self.made);
        let buffer = self.live[block].get_or_insert_with(|| {
            spare.pop().unwrap_or_else(|| {
                *made += 1;
                vec![E::default(); len]
            })
        });
        &mut buffer[d * w..(d + 1) * w]
    }

    /// After cycle `t`'s sums are in: every block whose last sum has left is written into C.
    pub(super) fn drained(&mut self, t: u64) {
        while self.done < self.live.len() && self.last_out[self.done] <= t {
            self.finish(self.done);
            self.done += 1;
        }
    }

    /// Writes `block` into C, zeroing its buffer as it reads it, and keeps the buffer for another.
    fn finish(&mut self, block: usize) {
        let Some(mut y) = self.live[block].take() else {
            // No sum ever reached it: C's zeros stand.
            return;
        };
        let (t, sc, w, col0) = (self.t, self.sc, self.width(block), block * self.cols);
        // Element tau of column i is at (tau + i) * w + i; everything else in the buffer stayed 0.
        if self.transposed {
            // Column i of Y is row col0 + i of C. In tiles of TILE stream elements of every
            // column: the tile reads TILE + w lines of the buffer, two cache lines each, and writes
            // TILE elements of w rows of C, which all stay in L1 (a whole row of C at a time reads
            // a cache line of the buffer per element).
            const TILE: usize = 16;
            for tau0 in (0..t).step_by(TILE) {
                for i in 0..w {
                    let row = &mut self.c[(col0 + i) * t..(col0 + i + 1) * t];
                    for tau in tau0..(tau0 + TILE).min(t) {
                        row[tau] = std::mem::take(&mut y[(tau + i) * w + i]);
                    }
                }
            }
        } else {
            // Row tau of C's block reads the buffer from line tau on, one element a line; the next
            // rows read the neighbours in the same cache lines. (Tiles as for is write C's rows,
            // N elements apart, in an order whose addresses share L1 sets at N = 512.)
            for tau in 0..t {
                let row = &mut self.c[tau * sc + col0..tau * sc + col0 + w];
                let diagonal = &mut y[tau * w..(tau + w) * w];
                for (i, c) in row.iter_mut().enumerate() {
                    *c = std::mem::take(&mut diagonal[i * w + i]);
                }
            }
        }
        self.spare.push(y);
    }

    /// C, with every block written in.
    pub(super) fn into_output(mut self) -> Vec<E> {
        for block in self.done..self.live.len() {
            self.finish(block);
        }
        self.c
    }
}

#[cfg(test)]
mod tests {
    use super::super::{matmul_reference, Engine, Simulator};
    use crate::mxu::{ArrayShape, Dataflow, Gemm, Mode};

    /// Three column blocks (the last narrower), three row folds each (sums accumulating in a block
    /// over its folds), full-range i64: C equals the matmul bit for bit, stepping cycle by cycle and
    /// in blocks, and in scalesim mode, where a fold's sums have all left before the next fold's
    /// first one does (its interval is T + R + C - 2 + R cycles), one buffer serves every block.
    #[test]
    fn blocks_finish_into_c_and_their_buffers_serve_the_next() {
        let array = ArrayShape::new(4, 4).unwrap();
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as i64
        };
        // Sc is N (ws) or M (is): 10 or 9, in blocks of 4, 4 and 2 or 1; Sr = K = 11: three row folds.
        for (m, n) in [(9, 10), (10, 9)] {
            let gemm = Gemm::new(m, 11, n).unwrap();
            let a: Vec<i64> = (0..m * 11).map(|_| next()).collect();
            let b: Vec<i64> = (0..11 * n).map(|_| next()).collect();
            let want = matmul_reference(gemm, &a, &b);
            for df in [Dataflow::WeightStationary, Dataflow::InputStationary] {
                for mode in Mode::ALL {
                    for step in [1, u64::MAX] {
                        let mut sim = Simulator::new(gemm, &a, &b, array, df, mode).unwrap();
                        while sim.advance(step) {}
                        let Engine::Stationary(e) = &sim.engine else {
                            unreachable!("ws and is run on the stationary engine")
                        };
                        let made = e.output_buffers();
                        let what = format!("{df} {mode} {gemm} step {step}");
                        if mode == Mode::ScaleSim {
                            assert_eq!(made, 1, "{what}");
                        } else {
                            assert!((1..=3).contains(&made), "{what}: {made} buffers");
                        }
                        assert_eq!(sim.run().c, want, "{what}");
                    }
                }
            }
        }
    }
}
