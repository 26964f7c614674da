//! A program's matmul on a chip's MXUs: how its tiles are spread, how many cycles it takes, and
//! where the PE-cycles it did not use went, in words the page can show.
//!
//! The spread: a (batched) matmul is `batch * col_folds` independent column blocks of tiles, each a
//! chain of `row_folds` folds accumulating into the same outputs (they stay on one MXU). Blocks are
//! dealt out evenly over the MXUs; when there are fewer blocks than MXUs, each block's stream (the T
//! extent: M for ws) is also cut into equal slices on separate MXUs, as a compiler splits a tall
//! matmul, so that short streams still leave MXUs idle. Each MXU then runs its folds back to back by
//! the analytic model; the chip waits for the busiest.

use std::cell::RefCell;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::analytic::sequence_cycles;
use super::dataflow::{ArrayShape, Dataflow, Gemm, Mode};

/// A matmul from a program: `batch` independent (M, K, N) products, as `torch.bmm` has them (a
/// plain `mm` or `Linear` is batch 1, its leading dimensions folded into M).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatmulSpec {
    pub batch: u64,
    #[serde(flatten)]
    pub gemm: Gemm,
    pub array: ArrayShape,
    pub mxus: u32,
    pub dataflow: Dataflow,
    pub mode: Mode,
}

/// Where the PE-cycles that did no useful multiply-accumulate went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Waste {
    /// PEs past the edge of partial tiles, while the tiles stream.
    pub tile_edges: u64,
    /// Filling and draining the skewed wavefront, and loading weights where streaming cannot hide it.
    pub fill_drain: u64,
    /// MXUs with no work, or done before the busiest.
    pub idle_mxus: u64,
}

/// The largest of the [`Waste`] parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WasteCause {
    TileEdges,
    FillDrain,
    IdleMxus,
}

/// What the trace carries for one matmul.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatmulMapping {
    #[serde(flatten)]
    pub spec: MatmulSpec,
    pub macs: u64,
    pub row_folds: u64,
    pub col_folds: u64,
    /// Folds over the whole batch.
    pub tiles: u64,
    pub mxus_used: u32,
    /// The busiest MXU's cycles, the chip's time for the matmul (same convention as
    /// [`super::Analysis::total_cycles`]; equal to it for one MXU and batch 1).
    pub cycles: u64,
    /// `cycles * R * C * mxus`: what the chip offered.
    pub pe_cycles: u64,
    /// `100 * macs / pe_cycles`.
    pub utilization_pct: f64,
    pub wasted_pe_cycles: u64,
    pub waste: Waste,
    pub dominant_waste: WasteCause,
    /// E.g. "this matmul used 50% of the MXU because K=64 fills 64 of its 128 rows".
    pub reason: String,
}

/// The most MXUs a chip may have: TPUs have 1 to 8 per core; the cap keeps the per-MXU shares small.
pub const MAX_MXUS: u32 = 1024;

/// One MXU's share: `folds` folds, each streaming `t` elements.
struct Share {
    folds: u64,
    t: u64,
}

/// Maps a matmul onto the chip's MXUs.
pub fn map_matmul(spec: MatmulSpec) -> Result<MatmulMapping, String> {
    map(spec, Explain::Yes)
}

/// Distinct specs [`map_matmul_shared`] keeps.
const MEMO_SIZE: usize = 32;

thread_local! {
    /// The last specs mapped and their mappings, most recent last.
    static MEMO: RefCell<Vec<(MatmulSpec, Rc<MatmulMapping>)>> = const { RefCell::new(Vec::new()) };
}

/// [`map_matmul`], shared: a training loop prices and traces the same few matmuls every step, so
/// the mappings of the last 32 distinct specs are kept (a mapping is a pure function of its spec),
/// and a repeat costs a comparison and a reference count instead of the tiling and its text.
pub fn map_matmul_shared(spec: MatmulSpec) -> Result<Rc<MatmulMapping>, String> {
    let hit = MEMO.with(|m| {
        m.borrow()
            .iter()
            .rev()
            .find(|(s, _)| *s == spec)
            .map(|(_, mapping)| mapping.clone())
    });
    if let Some(mapping) = hit {
        return Ok(mapping);
    }
    let mapping = Rc::new(map(spec, Explain::Yes)?);
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() == MEMO_SIZE {
            m.remove(0);
        }
        m.push((spec, mapping.clone()));
    });
    Ok(mapping)
}

/// [`map_matmul`] without formatting `reason` (left empty): the cost model prices every eager
/// matmul and reads only the counts, and the text's float formatting was a fifth of a small op.
pub fn map_matmul_counts(spec: MatmulSpec) -> Result<MatmulMapping, String> {
    map(spec, Explain::No)
}

/// Whether a mapping carries its human-readable `reason`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Explain {
    Yes,
    No,
}

fn map(spec: MatmulSpec, explain: Explain) -> Result<MatmulMapping, String> {
    let gemm = Gemm::new(spec.gemm.m, spec.gemm.k, spec.gemm.n)?;
    if !(1..=Gemm::MAX_DIM).contains(&spec.batch) {
        return Err(format!(
            "batch must be between 1 and {}, got {}",
            Gemm::MAX_DIM,
            spec.batch
        ));
    }
    if !(1..=MAX_MXUS).contains(&spec.mxus) {
        return Err(format!(
            "a chip has between 1 and {MAX_MXUS} MXUs, got {}",
            spec.mxus
        ));
    }
    let array = ArrayShape::new(spec.array.rows, spec.array.cols)?;
    // The whole batch on one MXU bounds every count below; past 2^62 PE-cycles u64 sums could wrap.
    let single = super::analytic::analyze(gemm, array, spec.dataflow, spec.mode).total_cycles;
    let bound = u128::from(spec.batch) * u128::from(single + 1) * u128::from(array.pes());
    if bound >= 1 << 62 {
        return Err(format!(
            "matmul {} x {gemm} is too large to model",
            spec.batch
        ));
    }
    let layout = spec.dataflow.layout(gemm);
    let (row_folds, col_folds) = layout.folds(array);
    let mxus = u64::from(spec.mxus);
    let blocks = u128::from(spec.batch) * u128::from(col_folds);

    let shares: Vec<Share> = if blocks >= u128::from(mxus) {
        let blocks = blocks as u64; // At most 2^20 * 2^19.
        (0..mxus)
            .map(|i| Share {
                folds: (blocks / mxus + u64::from(i < blocks % mxus)) * row_folds,
                t: layout.t,
            })
            .collect()
    } else {
        let blocks = blocks as u64;
        let ways = (mxus / blocks).min(layout.t);
        (0..blocks * ways)
            .map(|i| {
                let slice = i % ways;
                Share {
                    folds: row_folds,
                    t: layout.t / ways + u64::from(slice < layout.t % ways),
                }
            })
            .collect()
    };

    // Every share has at least one fold; MXUs without a share stay idle.
    let busy: Vec<u64> = shares
        .iter()
        .map(|s| sequence_cycles(spec.dataflow, spec.mode, array, s.t, s.folds).0)
        .collect();
    let cycles = busy.iter().copied().max().unwrap_or(0);
    let pes = u128::from(array.pes());
    let too_big = |_| format!("matmul {} x {gemm} is too large to model", spec.batch);
    let macs = u128::from(spec.batch) * u128::from(gemm.macs());
    let offered = u128::from(cycles) * pes * u128::from(mxus);
    let busy_pe: u128 = busy.iter().map(|&c| u128::from(c) * pes).sum();
    let streaming: u128 = shares
        .iter()
        .map(|s| u128::from(s.folds) * u128::from(s.t) * pes)
        .sum();
    let fit = |v: u128| u64::try_from(v).map_err(too_big);
    let waste = Waste {
        tile_edges: fit(streaming - macs)?,
        fill_drain: fit(busy_pe - streaming)?,
        idle_mxus: fit(offered - busy_pe)?,
    };
    let (macs, pe_cycles) = (fit(macs)?, fit(offered)?);
    let mxus_used = shares.len() as u32;
    let utilization_pct = 100.0 * macs as f64 / pe_cycles as f64;
    let dominant_waste = dominant(&waste);
    let mut mapping = MatmulMapping {
        spec: MatmulSpec {
            gemm,
            array,
            ..spec
        },
        macs,
        row_folds,
        col_folds,
        tiles: fit(u128::from(spec.batch) * u128::from(row_folds * col_folds))?,
        mxus_used,
        cycles,
        pe_cycles,
        utilization_pct,
        wasted_pe_cycles: pe_cycles - macs,
        waste,
        dominant_waste,
        reason: String::new(),
    };
    if explain == Explain::Yes {
        mapping.reason = reason(&mapping, &shares, &busy);
    }
    Ok(mapping)
}

fn dominant(w: &Waste) -> WasteCause {
    let mut best = (w.tile_edges, WasteCause::TileEdges);
    for part in [
        (w.fill_drain, WasteCause::FillDrain),
        (w.idle_mxus, WasteCause::IdleMxus),
    ] {
        if part.0 > best.0 {
            best = part;
        }
    }
    best.1
}

/// The names of the extents a dataflow puts on rows, columns and time.
fn dims(dataflow: Dataflow) -> (&'static str, &'static str, &'static str) {
    match dataflow {
        Dataflow::WeightStationary => ("K", "N", "M"),
        Dataflow::OutputStationary => ("M", "N", "K"),
        Dataflow::InputStationary => ("K", "M", "N"),
    }
}

/// How an extent fills the array's side: "K=64 fills 64 of its 128 rows", "N=200 needs 2 column
/// folds of 128, the last holding 72". None when it fills the side exactly.
fn edge_text(name: &str, extent: u64, side: u32, what: &str) -> Option<String> {
    let side = u64::from(side);
    let folds = extent.div_ceil(side);
    let last = extent - (folds - 1) * side;
    if last == side {
        None
    } else if folds == 1 {
        Some(format!(
            "{name}={extent} fills {extent} of its {side} {what}s"
        ))
    } else {
        Some(format!(
            "{name}={extent} needs {folds} {what} folds of {side}, the last holding {last}"
        ))
    }
}

fn reason(m: &MatmulMapping, shares: &[Share], busy: &[u64]) -> String {
    let spec = &m.spec;
    let whom = if spec.mxus == 1 {
        "the MXU".to_string()
    } else {
        format!("the {} MXUs", spec.mxus)
    };
    let head = format!("this matmul used {:.0}% of {whom}", m.utilization_pct);
    if m.utilization_pct >= 90.0 {
        return format!("{head}: its tiles fill the {} array", spec.array);
    }
    let (row_dim, col_dim, time_dim) = dims(spec.dataflow);
    let layout = spec.dataflow.layout(spec.gemm);
    let because = match m.dominant_waste {
        WasteCause::TileEdges => {
            let parts: Vec<String> = [
                edge_text(row_dim, layout.sr, spec.array.rows, "row"),
                edge_text(col_dim, layout.sc, spec.array.cols, "column"),
            ]
            .into_iter()
            .flatten()
            .collect();
            parts.join(", and ")
        }
        WasteCause::FillDrain => {
            // The busiest MXU's cycles beyond its streaming, per fold.
            let (i, &most) = busy
                .iter()
                .enumerate()
                .max_by_key(|(_, &c)| c)
                .unwrap_or((0, &0));
            let share = &shares[i];
            let overhead = (most - share.folds * share.t) / share.folds.max(1);
            let rows = spec.array.rows;
            if spec.mode == Mode::Tpu && share.t < u64::from(rows) {
                // Port-bound: each column's one port moves R words per tile.
                let port = if spec.dataflow == Dataflow::OutputStationary {
                    format!("moving each column's {rows} results off the array takes {rows} cycles")
                } else {
                    format!("loading the next tile's {rows} rows of weights takes {rows} cycles")
                };
                let unit = if share.t == 1 { "cycle" } else { "cycles" };
                format!(
                    "{time_dim}={} streams for {} {unit} per tile but {port}",
                    layout.t, share.t
                )
            } else {
                format!(
                    "{time_dim}={} streams for {} cycles per tile while filling, draining and \
                     loading the {} array adds about {overhead} cycles per tile",
                    layout.t, share.t, spec.array
                )
            }
        }
        WasteCause::IdleMxus => {
            if m.mxus_used < spec.mxus {
                format!(
                    "only {} of its {} MXUs had work: {} tile block(s) of {col_dim} and a stream \
                     of {time_dim}={} too short to split further",
                    m.mxus_used,
                    spec.mxus,
                    spec.batch * m.col_folds,
                    layout.t
                )
            } else {
                format!(
                    "its {} tile blocks do not divide evenly over {} MXUs",
                    spec.batch * m.col_folds,
                    spec.mxus
                )
            }
        }
    };
    format!("{head} because {because}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mxu::analytic::analyze;

    fn spec(batch: u64, m: u64, k: u64, n: u64, side: u32, mxus: u32) -> MatmulSpec {
        MatmulSpec {
            batch,
            gemm: Gemm::new(m, k, n).unwrap(),
            array: ArrayShape::square(side).unwrap(),
            mxus,
            dataflow: Dataflow::WeightStationary,
            mode: Mode::Tpu,
        }
    }

    #[test]
    fn one_mxu_batch_one_is_the_analytic_model() {
        for mode in Mode::ALL {
            for df in Dataflow::ALL {
                let s = MatmulSpec {
                    dataflow: df,
                    mode,
                    ..spec(1, 300, 70, 90, 32, 1)
                };
                let m = map_matmul(s).unwrap();
                let a = analyze(s.gemm, s.array, df, mode);
                assert_eq!(m.cycles, a.total_cycles);
                assert!((m.utilization_pct - a.overall_util_pct).abs() < 1e-9);
                let w = m.waste;
                assert_eq!(
                    w.tile_edges + w.fill_drain + w.idle_mxus,
                    m.wasted_pe_cycles
                );
                assert_eq!(w.idle_mxus, 0);
            }
        }
    }

    #[test]
    fn head_dim_64_wastes_half_a_128_mxu() {
        let m = map_matmul(spec(1, 4096, 64, 128, 128, 1)).unwrap();
        assert_eq!(m.dominant_waste, WasteCause::TileEdges);
        assert!(
            (m.utilization_pct - 50.0).abs() < 5.0,
            "{}",
            m.utilization_pct
        );
        assert_eq!(
            m.reason,
            format!(
                "this matmul used {:.0}% of the MXU because K=64 fills 64 of its 128 rows",
                m.utilization_pct
            )
        );
        let full = map_matmul(spec(1, 4096, 128, 128, 128, 1)).unwrap();
        assert!(
            full.reason.ends_with("its tiles fill the 128x128 array"),
            "{}",
            full.reason
        );
        let json = serde_json::to_value(&m).unwrap();
        assert_eq!(json["K"], 64);
        assert_eq!(json["dominant_waste"], "tile_edges");
        assert_eq!(json["array"], "128x128");
    }

    #[test]
    fn batches_and_mxus_share_the_work() {
        // 8 independent blocks over 4 MXUs: each MXU takes 2 blocks of 1 fold, no idle MXU.
        let m = map_matmul(spec(8, 512, 128, 128, 128, 4)).unwrap();
        let one = analyze(
            Gemm::new(512, 128, 128).unwrap(),
            m.spec.array,
            Dataflow::WeightStationary,
            Mode::Tpu,
        );
        assert_eq!(m.mxus_used, 4);
        assert_eq!(m.tiles, 8);
        assert_eq!(m.waste.idle_mxus, 0);
        assert!(m.cycles < 2 * one.total_cycles);
        // One block over 4 MXUs: M splits into 4 streams of 128.
        let split = map_matmul(spec(1, 512, 128, 128, 128, 4)).unwrap();
        assert_eq!(split.mxus_used, 4);
        assert_eq!(
            split.cycles,
            analyze(
                Gemm::new(128, 128, 128).unwrap(),
                split.spec.array,
                Dataflow::WeightStationary,
                Mode::Tpu
            )
            .total_cycles
        );
        // M = 1 cannot be split: three MXUs idle.
        let decode = map_matmul(spec(1, 1, 128, 128, 128, 4)).unwrap();
        assert_eq!(decode.mxus_used, 1);
        assert_eq!(decode.dominant_waste, WasteCause::IdleMxus);
        assert!(
            decode.reason.contains("only 1 of its 4 MXUs had work"),
            "{}",
            decode.reason
        );
    }

    #[test]
    fn short_streams_are_load_bound_in_tpu_mode() {
        let m = map_matmul(spec(1, 16, 1024, 1024, 128, 1)).unwrap();
        assert_eq!(m.dominant_waste, WasteCause::FillDrain);
        assert!(
            m.reason
                .contains("M=16 streams for 16 cycles per tile but loading"),
            "{}",
            m.reason
        );
    }

    #[test]
    fn bad_specs_are_errors() {
        assert!(map_matmul(MatmulSpec {
            batch: 0,
            ..spec(1, 2, 2, 2, 4, 1)
        })
        .is_err());
        for mxus in [0, MAX_MXUS + 1] {
            let err = map_matmul(MatmulSpec {
                mxus,
                ..spec(1, 2, 2, 2, 4, 1)
            });
            assert!(err.unwrap_err().contains("MXUs"));
        }
        assert!(map_matmul(MatmulSpec {
            batch: 1 << 21,
            ..spec(1, 2, 2, 2, 4, 1)
        })
        .is_err());
        let huge = MatmulSpec {
            batch: 1 << 20,
            ..spec(1, 1 << 20, 1 << 20, 1 << 20, 2, 1)
        };
        assert!(map_matmul(huge).unwrap_err().contains("too large"));
    }
}
