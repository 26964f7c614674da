//! Frames for the page's animation: which PE holds which operand and which partial sum, at every
//! cycle, without storing any cycle.
//!
//! Every fold's stream is a wavefront: element `tau` of fold f sits on the PEs with row + column = d
//! in cycle `stream_start(f) + tau + d`. So the whole run is the fold [`Schedule`] (a dozen numbers)
//! and any cycle's full PE state is reconstructed on demand in O(R C), one PE in O(1). A 128x128
//! array over millions of cycles serialises to a few hundred bytes. The simulator's tests hold the
//! reconstruction equal to its registers at every cycle.

use serde::{Deserialize, Serialize};

use super::analytic::{Fold, Schedule};
use super::dataflow::Dataflow;

/// What a register holds, named by the matmul's indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Held {
    A {
        m: u64,
        k: u64,
    },
    B {
        k: u64,
        n: u64,
    },
    /// `sum of A[m, k] B[k, n] for k in k_lo..=k_hi`: a partial sum on its way to C[m, n].
    Psum {
        m: u64,
        n: u64,
        k_lo: u64,
        k_hi: u64,
    },
    /// A padding bubble or a padded weight: a PE beyond the edge of a partial fold.
    Pad,
}

/// One PE's registers in one cycle (`None`: nothing has reached the register yet, or its token has
/// moved on). Mirrors [`super::sim::PeRegisters`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeState {
    /// Moving right: A (ws, os) or B (is).
    pub right: Option<Held>,
    /// Moving down: a partial sum (ws, is) or B (os).
    pub down: Option<Held>,
    /// The active weight (ws: B, is: A) or the accumulator (os, a partial sum).
    pub stationary: Option<Held>,
    /// ws, is: the next fold's weight, waiting in the shadow register.
    pub shadow: Option<Held>,
    /// ws, is: the value passing through this stage of the column's load chain.
    pub load: Option<Held>,
}

/// A fold's stream in one cycle: PEs with row + column in `diag_lo..=diag_hi` hold its elements,
/// element `tau_at_lo` on `diag_lo` and one less per diagonal further on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wavefront {
    pub fold: u64,
    pub diag_lo: u64,
    pub diag_hi: u64,
    pub tau_at_lo: u64,
}

/// A whole run's animation, compactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Frames {
    pub schedule: Schedule,
    /// The last cycle with an output write; frames run from cycle 0 to this one.
    pub total_cycles: u64,
}

impl Frames {
    pub fn new(schedule: Schedule) -> Self {
        Frames {
            total_cycles: schedule.last_write(),
            schedule,
        }
    }

    /// Number of frames (cycles 0 ..= total_cycles).
    pub fn len(&self) -> u64 {
        self.total_cycles + 1
    }

    /// Never true: every GEMM writes at least one output.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The folds whose streams are inside the array in `cycle`.
    pub fn wavefronts_at(&self, cycle: u64) -> Vec<Wavefront> {
        let s = &self.schedule;
        let Some((oldest, newest)) = s.folds_in_flight(cycle) else {
            return Vec::new();
        };
        (oldest..=newest)
            .filter_map(|f| {
                let (diag_lo, diag_hi) = s.band(f, cycle)?;
                Some(Wavefront {
                    fold: f,
                    diag_lo,
                    diag_hi,
                    tau_at_lo: cycle - s.stream_start(f) - diag_lo,
                })
            })
            .collect()
    }

    /// Every PE's state in `cycle`, row-major.
    pub fn state_at(&self, cycle: u64) -> Vec<PeState> {
        let (rows, cols) = (self.schedule.array.rows, self.schedule.array.cols);
        (0..rows)
            .flat_map(|i| (0..cols).map(move |j| (i, j)))
            .map(|(i, j)| self.pe(cycle, i, j))
            .collect()
    }

    /// PE(row, col)'s state in `cycle`.
    pub fn pe(&self, cycle: u64, row: u32, col: u32) -> PeState {
        let s = &self.schedule;
        let (i, j) = (u64::from(row), u64::from(col));
        let moving = s.streaming(cycle, i + j).map(|(f, tau)| (s.fold(f), tau));
        let right = moving.map(|(fold, tau)| self.moving_operand(&fold, tau, i));
        let down = moving.map(|(fold, tau)| match s.dataflow {
            Dataflow::OutputStationary => self.os_b(&fold, tau, j),
            _ => self.partial_sum(&fold, tau, i, j),
        });
        if !s.loads_stationary() {
            return PeState {
                right,
                down,
                stationary: self.accumulator(cycle, i, j),
                ..PeState::default()
            };
        }
        // The active weight is the latest fold whose first element has reached this PE.
        let stationary = self
            .latest_fold(cycle, s.first_stream + i + j)
            .map(|(f, _)| self.weight(&s.fold(f), i, j));
        // The shadow latched one cycle before the fold's first element reached the column's top.
        let shadow = self
            .latest_fold(cycle + 1, s.first_stream + j)
            .map(|(f, _)| self.weight(&s.fold(f), i, j));
        PeState {
            right,
            down,
            stationary,
            shadow,
            load: self.load_stage(cycle, i, j),
        }
    }

    /// The latest fold f with `offset + f * interval <= cycle`, and `cycle - offset - f * interval`.
    fn latest_fold(&self, cycle: u64, offset: u64) -> Option<(u64, u64)> {
        let since = cycle.checked_sub(offset)?;
        let f = (since / self.schedule.interval).min(self.schedule.folds() - 1);
        Some((f, since - f * self.schedule.interval))
    }

    fn moving_operand(&self, fold: &Fold, tau: u64, i: u64) -> Held {
        if i >= u64::from(fold.rows_used) {
            return Held::Pad;
        }
        let r = fold.row0 + i;
        match self.schedule.dataflow {
            Dataflow::WeightStationary => Held::A { m: tau, k: r },
            Dataflow::InputStationary => Held::B { k: r, n: tau },
            Dataflow::OutputStationary => Held::A { m: r, k: tau },
        }
    }

    fn os_b(&self, fold: &Fold, tau: u64, j: u64) -> Held {
        if j >= u64::from(fold.cols_used) {
            return Held::Pad;
        }
        Held::B {
            k: tau,
            n: fold.col0 + j,
        }
    }

    /// ws, is: the partial sum of stream element `tau` after PE(i, j) added its product.
    fn partial_sum(&self, fold: &Fold, tau: u64, i: u64, j: u64) -> Held {
        if j >= u64::from(fold.cols_used) {
            return Held::Pad;
        }
        let (k_lo, k_hi) = (fold.row0, (fold.row0 + i).min(self.schedule.sr - 1));
        let c = fold.col0 + j;
        match self.schedule.dataflow {
            Dataflow::InputStationary => Held::Psum {
                m: c,
                n: tau,
                k_lo,
                k_hi,
            },
            _ => Held::Psum {
                m: tau,
                n: c,
                k_lo,
                k_hi,
            },
        }
    }

    /// os: the accumulator, holding its fold's partial sum (or final result until the next fold).
    fn accumulator(&self, cycle: u64, i: u64, j: u64) -> Option<Held> {
        let s = &self.schedule;
        let (f, age) = self.latest_fold(cycle, s.first_stream + i + j)?;
        let fold = s.fold(f);
        if i >= u64::from(fold.rows_used) || j >= u64::from(fold.cols_used) {
            return Some(Held::Pad);
        }
        Some(Held::Psum {
            m: fold.row0 + i,
            n: fold.col0 + j,
            k_lo: 0,
            k_hi: age.min(s.t - 1),
        })
    }

    /// ws, is: fold `fold`'s stationary element for PE(i, j).
    fn weight(&self, fold: &Fold, i: u64, j: u64) -> Held {
        if i >= u64::from(fold.rows_used) || j >= u64::from(fold.cols_used) {
            return Held::Pad;
        }
        let (r, c) = (fold.row0 + i, fold.col0 + j);
        match self.schedule.dataflow {
            Dataflow::InputStationary => Held::A { m: c, k: r },
            _ => Held::B { k: r, n: c },
        }
    }

    /// ws, is: the load chain stage. Column j takes R values per fold, in order, the value for row
    /// R - 1 - q at its q-th shift; stage i holds the value that entered i shifts ago.
    fn load_stage(&self, cycle: u64, i: u64, j: u64) -> Option<Held> {
        let s = &self.schedule;
        let rows = u64::from(s.array.rows);
        let (f, q) = self.latest_fold(cycle + rows, s.first_stream + j)?;
        let entered = f * rows + q.min(rows - 1);
        let e = entered.checked_sub(i)?;
        let (f_e, q_e) = (e / rows, e % rows);
        Some(self.weight(&s.fold(f_e), rows - 1 - q_e, j))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mxu::dataflow::{ArrayShape, Gemm, Mode};

    #[test]
    fn frames_of_a_big_run_stay_small() {
        let array = ArrayShape::square(128).unwrap();
        let gemm = Gemm::new(4096, 4096, 4096).unwrap();
        for df in Dataflow::ALL {
            for mode in Mode::ALL {
                let frames = Frames::new(Schedule::new(gemm, array, df, mode));
                assert!(
                    frames.len() > 4_000_000,
                    "{df} {mode}: {} frames",
                    frames.len()
                );
                let json = serde_json::to_string(&frames).unwrap();
                assert!(json.len() < 1024, "{df} {mode}: {} bytes", json.len());
                let back: Frames = serde_json::from_str(&json).unwrap();
                assert_eq!(back, frames);
                // One frame of the full 16384-PE state, reconstructed on demand.
                let mid = frames.len() / 2;
                let state = frames.state_at(mid);
                assert_eq!(state.len(), 128 * 128);
                // In tpu mode folds follow each other with no gap: mid-run, every PE is busy.
                let busy = state.iter().filter(|pe| pe.right.is_some()).count();
                assert!(
                    mode == Mode::ScaleSim || busy == state.len(),
                    "{df} {mode}: {busy} busy"
                );
            }
        }
    }

    #[test]
    fn wavefronts_cover_exactly_the_moving_operands() {
        let array = ArrayShape::new(4, 3).unwrap();
        let gemm = Gemm::new(5, 9, 7).unwrap();
        for df in Dataflow::ALL {
            for mode in Mode::ALL {
                let frames = Frames::new(Schedule::new(gemm, array, df, mode));
                for t in 0..frames.len() + 3 {
                    let fronts = frames.wavefronts_at(t);
                    for i in 0..4u32 {
                        for j in 0..3u32 {
                            let d = u64::from(i + j);
                            let covered = fronts
                                .iter()
                                .filter(|w| (w.diag_lo..=w.diag_hi).contains(&d));
                            let on = frames.pe(t, i, j).right.is_some();
                            assert_eq!(
                                covered.count(),
                                usize::from(on),
                                "{df} {mode} t={t} ({i},{j})"
                            );
                        }
                    }
                }
            }
        }
    }
}
