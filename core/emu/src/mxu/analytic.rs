//! The analytic model: closed forms for a GEMM's folds, cycles, utilizations and SRAM traffic, and the
//! fold schedule the simulator's sequencer and the frames follow.
//!
//! The closed forms are written out separately from [`Schedule`] on purpose: the simulator runs the
//! schedule and observes when its last output leaves the array, and the tests compare that with
//! [`Analysis::total_cycles`], so a slip in either shows up.

use serde::{Deserialize, Serialize};

use super::dataflow::{ArrayShape, Dataflow, Gemm, Layout, Mode};

/// Everything the model says about one GEMM. Serialised with the column names of SCALE-Sim's
/// reports as collected in the reference CSV, so `tpu mxu --json` output lines up with it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    pub array: ArrayShape,
    pub dataflow: Dataflow,
    pub mode: Mode,
    #[serde(flatten)]
    pub gemm: Gemm,
    #[serde(rename = "MACs")]
    pub macs: u64,
    /// The cycle (counted from 0) in which the last output is written: SCALE-Sim's convention, one
    /// less than the cycles the array is busy. Kept in the tpu mode too so the two modes compare.
    pub total_cycles: u64,
    /// Always 0: both modes assume SRAM keeps up (SCALE-Sim's `InterfaceBandwidth: CALC`).
    pub stall_cycles: u64,
    /// `100 * MACs / (total_cycles * R * C)`.
    pub overall_util_pct: f64,
    /// Mean over folds of the fraction of PEs the fold maps work onto.
    pub mapping_eff_pct: f64,
    /// Utilization while folds compute, leaving out what the mode counts as overhead (see the module
    /// docs: SCALE-Sim's per-fold quirk in scalesim mode, the one-off fill and drain in tpu mode).
    pub compute_util_pct: f64,
    /// Words of A read from SRAM (SCALE-Sim's ifmap).
    pub sram_ifmap_reads: u64,
    /// Words of B read from SRAM (SCALE-Sim's filter).
    pub sram_filter_reads: u64,
    /// Words of C written to SRAM, partial sums included (SCALE-Sim's ofmap).
    pub sram_ofmap_writes: u64,
    #[serde(rename = "Sr")]
    pub sr: u64,
    #[serde(rename = "Sc")]
    pub sc: u64,
    #[serde(rename = "T")]
    pub t: u64,
    pub row_folds: u64,
    pub col_folds: u64,
    /// Cycles between the starts of consecutive folds: the whole fold in scalesim mode (SCALE-Sim's
    /// `cycles_per_fold`), the pipelined interval in tpu mode.
    pub cycles_per_fold: u64,
}

/// Runs the analytic model.
pub fn analyze(gemm: Gemm, array: ArrayShape, dataflow: Dataflow, mode: Mode) -> Analysis {
    let layout = dataflow.layout(gemm);
    let Layout { sr, sc, t } = layout;
    let (r, c) = (u64::from(array.rows), u64::from(array.cols));
    let (row_folds, col_folds) = layout.folds(array);
    let folds = row_folds * col_folds;
    let macs = gemm.macs();
    let pes = array.pes();
    let stationary_load = dataflow != Dataflow::OutputStationary;

    let (total_cycles, cycles_per_fold) = sequence_cycles(dataflow, mode, array, t, folds);

    let compute_util_pct = match mode {
        // SCALE-Sim divides each fold's work by rows + cols - 1 of an intermediate matrix, which for ws
        // and is is one more than the per-fold cycles used for the total; reproduced as is.
        Mode::ScaleSim => {
            let fold_cycles = if stationary_load {
                2 * r + 2 * c + t - 3
            } else {
                t + r + c - 2
            };
            pct(sr * sc * t, pes * folds * fold_cycles)
        }
        Mode::Tpu => pct(macs, pes * folds * cycles_per_fold),
    };

    let (sram_ifmap_reads, sram_filter_reads, sram_ofmap_writes) = match dataflow {
        Dataflow::OutputStationary => {
            // SCALE-Sim adds the output matrix's row + column count per fold to its write counter, a
            // bookkeeping artefact; a real MXU writes each output once.
            let artefact = match mode {
                Mode::ScaleSim => folds * (r + c),
                Mode::Tpu => 0,
            };
            (
                col_folds * gemm.m * gemm.k,
                row_folds * gemm.k * gemm.n,
                gemm.m * gemm.n + artefact,
            )
        }
        Dataflow::WeightStationary => (
            col_folds * gemm.m * gemm.k,
            gemm.k * gemm.n,
            row_folds * gemm.m * gemm.n,
        ),
        Dataflow::InputStationary => (
            gemm.m * gemm.k,
            col_folds * gemm.k * gemm.n,
            row_folds * gemm.m * gemm.n,
        ),
    };

    Analysis {
        array,
        dataflow,
        mode,
        gemm,
        macs,
        total_cycles,
        stall_cycles: 0,
        overall_util_pct: pct(macs, total_cycles * pes),
        // The used rows over all row folds add up to Sr (and the columns to Sc), so SCALE-Sim's mean
        // over folds has this closed form.
        mapping_eff_pct: pct(sr * sc, pes * folds),
        compute_util_pct,
        sram_ifmap_reads,
        sram_filter_reads,
        sram_ofmap_writes,
        sr,
        sc,
        t,
        row_folds,
        col_folds,
        cycles_per_fold,
    }
}

/// `(total_cycles, cycles_per_fold)` of `folds` folds, each streaming `t` elements, on one array:
/// the closed forms of the module docs.
pub(super) fn sequence_cycles(
    dataflow: Dataflow,
    mode: Mode,
    array: ArrayShape,
    t: u64,
    folds: u64,
) -> (u64, u64) {
    let (r, c) = (u64::from(array.rows), u64::from(array.cols));
    let stationary_load = dataflow != Dataflow::OutputStationary;
    match mode {
        Mode::ScaleSim => {
            // SCALE-Sim's demand matrices: os needs T operand rows plus the skew across R + C; ws and
            // is first spend R rows loading the stationary tile.
            let fold = if stationary_load {
                2 * r + c + t - 2
            } else {
                t + r + c - 2
            };
            (folds * fold - 1, fold)
        }
        Mode::Tpu => {
            // Folds start `interval` apart; the last one then needs T - 1 + R - 1 + C - 1 more cycles
            // for its final partial sum to reach the bottom-right corner.
            let interval = tpu_interval(r, t);
            let first = if stationary_load { r } else { 0 };
            (first + (folds - 1) * interval + t + r + c - 3, interval)
        }
    }
}

/// Cycles between fold starts in tpu mode: T cycles to stream a fold, or R cycles for the column's
/// one port to move R words, whichever is longer. For ws and is the port shifts the next stationary
/// tile into the load chain; for os it carries the fold's R results of the column off the array.
fn tpu_interval(rows: u64, t: u64) -> u64 {
    t.max(rows)
}

fn pct(num: u64, den: u64) -> f64 {
    100.0 * num as f64 / den as f64
}

/// One fold: which block of the (Sr x Sc) operand the array holds, and when its stream starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fold {
    pub index: u64,
    /// Which block of Sr (rows) and of Sc (columns) the fold holds.
    pub row_fold: u64,
    pub col_fold: u64,
    /// First Sr index on array row 0.
    pub row0: u64,
    /// First Sc index on array column 0.
    pub col0: u64,
    /// Array rows holding real work; the rest are padding.
    pub rows_used: u32,
    /// Array columns holding real work.
    pub cols_used: u32,
    /// The cycle the fold's first streamed operand enters PE(0, 0).
    pub stream_start: u64,
}

/// The sequencer's plan for a GEMM: folds in SCALE-Sim's order (column folds outer, row folds
/// inner), every fold the full array's size in time (partial folds are padded, as SCALE-Sim's and a
/// real MXU's are), fold f's stream entering PE(0, 0) at `first_stream + f * interval`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    pub dataflow: Dataflow,
    pub mode: Mode,
    pub array: ArrayShape,
    pub gemm: Gemm,
    #[serde(rename = "Sr")]
    pub sr: u64,
    #[serde(rename = "Sc")]
    pub sc: u64,
    #[serde(rename = "T")]
    pub t: u64,
    pub row_folds: u64,
    pub col_folds: u64,
    pub first_stream: u64,
    pub interval: u64,
}

impl Schedule {
    /// The plan for one GEMM.
    pub fn new(gemm: Gemm, array: ArrayShape, dataflow: Dataflow, mode: Mode) -> Self {
        let layout = dataflow.layout(gemm);
        let (row_folds, col_folds) = layout.folds(array);
        let (r, c) = (u64::from(array.rows), u64::from(array.cols));
        let loads = dataflow != Dataflow::OutputStationary;
        // The stationary tile takes R cycles to shift in before the first stream can meet it.
        let first_stream = if loads { r } else { 0 };
        let interval = match mode {
            // The next fold loads only after this one's last output has left: a whole fold apart.
            Mode::ScaleSim => layout.t + r + c - 2 + first_stream,
            Mode::Tpu => tpu_interval(r, layout.t),
        };
        Schedule {
            dataflow,
            mode,
            array,
            gemm,
            sr: layout.sr,
            sc: layout.sc,
            t: layout.t,
            row_folds,
            col_folds,
            first_stream,
            interval,
        }
    }

    /// Number of folds.
    pub fn folds(&self) -> u64 {
        self.row_folds * self.col_folds
    }

    /// Whether the dataflow loads a stationary operand (ws, is) rather than accumulating in place (os).
    pub fn loads_stationary(&self) -> bool {
        self.dataflow != Dataflow::OutputStationary
    }

    /// The cycle fold `f`'s stream enters PE(0, 0).
    pub fn stream_start(&self, f: u64) -> u64 {
        self.first_stream + f * self.interval
    }

    /// Fold `f`, `f < folds()`.
    pub fn fold(&self, f: u64) -> Fold {
        let (rows, cols) = (u64::from(self.array.rows), u64::from(self.array.cols));
        let (row_fold, col_fold) = (f % self.row_folds, f / self.row_folds);
        let (row0, col0) = (row_fold * rows, col_fold * cols);
        Fold {
            index: f,
            row_fold,
            col_fold,
            row0,
            col0,
            // Both fit in u32: they are at most the array's side.
            rows_used: (self.sr - row0).min(rows) as u32,
            cols_used: (self.sc - col0).min(cols) as u32,
            stream_start: self.stream_start(f),
        }
    }

    /// The fold whose stream element `tau` is at diagonal `d` (row + column of a PE, or the row or
    /// column of an edge) in cycle `cycle`, if any: `cycle = stream_start(f) + tau + d`, `tau < T`.
    pub fn streaming(&self, cycle: u64, d: u64) -> Option<(u64, u64)> {
        let since = cycle.checked_sub(self.first_stream + d)?;
        let f = since / self.interval;
        let tau = since - f * self.interval;
        (f < self.folds() && tau < self.t).then_some((f, tau))
    }

    /// The folds whose streams are inside the array in `cycle`, oldest and newest, if any.
    pub fn folds_in_flight(&self, cycle: u64) -> Option<(u64, u64)> {
        let since = cycle.checked_sub(self.first_stream)?;
        let newest = (since / self.interval).min(self.folds() - 1);
        let oldest = since
            .saturating_sub(self.t - 1 + self.last_diagonal())
            .div_ceil(self.interval);
        (oldest <= newest).then_some((oldest, newest))
    }

    /// The diagonals (row + column) holding fold f's stream in `cycle`, first and last; element
    /// `cycle - stream_start(f) - d` is on diagonal d.
    pub fn band(&self, f: u64, cycle: u64) -> Option<(u64, u64)> {
        let age = cycle.checked_sub(self.stream_start(f))?;
        let (lo, hi) = (
            age.saturating_sub(self.t - 1),
            age.min(self.last_diagonal()),
        );
        (lo <= hi).then_some((lo, hi))
    }

    /// The bottom-right PE's diagonal, R + C - 2.
    pub fn last_diagonal(&self) -> u64 {
        u64::from(self.array.rows + self.array.cols - 2)
    }

    /// ws, is: the fold whose stationary tile is shifting into column `col`'s load chain in cycle
    /// `cycle`, and the index `q` of the value entering (destined for row R - 1 - q). Column `col` of
    /// fold f loads in cycles `stream_start(f) - R + col + q`, q < R, and latches its chain into the
    /// shadow registers as q = R - 1 enters, one cycle before the fold's first element reaches the
    /// column. Needs `interval >= R`, which both modes give.
    pub fn loading(&self, cycle: u64, col: u64) -> Option<(u64, u64)> {
        if !self.loads_stationary() {
            return None;
        }
        let rows = u64::from(self.array.rows);
        let since = (cycle + rows).checked_sub(self.first_stream + col)?;
        let f = since / self.interval;
        let q = since - f * self.interval;
        (f < self.folds() && q < rows).then_some((f, q))
    }

    /// The cycle of the last output write, derived from the plan (the analytic closed form and the
    /// simulator's observation must both agree with it).
    pub fn last_write(&self) -> u64 {
        let (r, c) = (u64::from(self.array.rows), u64::from(self.array.cols));
        self.stream_start(self.folds() - 1) + self.t + r + c - 3
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schedule_agrees_with_closed_forms() {
        let mut checked = 0;
        for side in [2u32, 3, 4, 8, 128] {
            let array = ArrayShape::new(side, side + 1).unwrap();
            for (m, k, n) in [(1, 1, 1), (17, 33, 9), (300, 5, 64), (4, 1000, 2)] {
                let gemm = Gemm::new(m, k, n).unwrap();
                for df in Dataflow::ALL {
                    for mode in Mode::ALL {
                        let a = analyze(gemm, array, df, mode);
                        let s = Schedule::new(gemm, array, df, mode);
                        assert_eq!(a.total_cycles, s.last_write(), "{array} {df} {mode} {gemm}");
                        assert_eq!(a.cycles_per_fold, s.interval);
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 5 * 4 * 3 * 2);
    }

    #[test]
    fn tpu_mode_never_slower_and_folds_cover_the_operand() {
        let array = ArrayShape::square(4).unwrap();
        let gemm = Gemm::new(17, 33, 9).unwrap();
        for df in Dataflow::ALL {
            let s = analyze(gemm, array, df, Mode::ScaleSim);
            let t = analyze(gemm, array, df, Mode::Tpu);
            assert!(t.total_cycles < s.total_cycles);
            let sched = Schedule::new(gemm, array, df, Mode::Tpu);
            let used: u64 = (0..sched.folds())
                .map(|f| {
                    let fold = sched.fold(f);
                    u64::from(fold.rows_used) * u64::from(fold.cols_used)
                })
                .sum();
            assert_eq!(used, sched.sr * sched.sc);
        }
    }
}
