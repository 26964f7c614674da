//! The MXU: a systolic array of R x C multiply-accumulate PEs, modelled twice over.
//!
//! * [`analyze`]: closed forms for a GEMM's folds, cycles, utilizations and SRAM traffic.
//! * [`sim`]: a cycle-stepping simulator of every PE's registers, whose output is the matmul and
//!   whose cycle count is the analytic model's, and [`Frames`], its run reconstructed for the
//!   page's animation at any cycle.
//! * [`map_matmul`]: a (batched) matmul spread over a chip's MXUs, with the PE-cycles it wasted
//!   and why, in words.
//! * [`parse_topology`]: SCALE-Sim's topology files, each convolution lowered to its GEMM.
//! * `tpu mxu M K N ...` and `tpu mxu --topology FILE` (the CLI crate) drive these models from the
//!   command line.
//!
//! # Dataflows
//!
//! For C[M x N] = A[M x K] B[K x N], a dataflow spreads one extent over the array's rows (Sr),
//! one over its columns (Sc), and streams the third through in time (T), as SCALE-Sim does:
//!
//! | dataflow | Sr | Sc | T | stays in the PEs |
//! |---|---|---|---|---|
//! | ws (weight-stationary, the TPU's) | K | N | M | B: PE(k, n) holds B[k, n] |
//! | os (output-stationary) | M | N | K | C: PE(m, n) accumulates C[m, n] |
//! | is (input-stationary) | K | M | N | A: PE(k, m) holds A[m, k] |
//!
//! A GEMM bigger than the array is cut into `ceil(Sr/R) * ceil(Sc/C)` folds, column folds outer,
//! row folds inner. A partial fold still takes the whole array's time: the PEs past its edge get
//! padding, which is the tile waste the page shows ("K=64 fills 64 of the 128 rows").
//!
//! # The two timing modes
//!
//! Cycles are counted from 0 and `total_cycles` is the cycle of the last output write (SCALE-Sim's
//! convention, one less than the cycles the array is busy), in both modes.
//!
//! **scalesim** reproduces SCALE-Sim v2 (commit 22f88b1), quirks included, checked against the 54
//! reference rows in `core/testdata/systolic`. Folds run strictly one after another, each taking
//! `P = T + R + C - 2` cycles (os) or `P = 2R + C + T - 2` (ws, is: R cycles to shift the stationary
//! tile in, then T + R + C - 2 for the skewed stream to pass), and `total_cycles = folds * P - 1`.
//! Its compute utilization divides each fold's work by `2R + 2C + T - 3` cycles for ws and is, one more
//! than the fold takes, and its os SRAM write count adds `R + C` per fold; both are SCALE-Sim's
//! bookkeeping and are reported as it reports them.
//!
//! **tpu** models a real MXU. Each PE has a shadow weight register and each column a load shift
//! chain, so the next fold's stationary tile shifts in while the current fold streams; a "first of
//! fold" bit travelling with the stream swaps the shadow in PE by PE, so consecutive folds'
//! wavefronts follow each other through the array with no drain between them. Each column has one
//! port that moves one word per cycle: for ws and is it feeds the load chain (R weights per fold),
//! for os it carries the column's R finished results away (the accumulators restart with the next
//! fold's first product). So fold starts are `I = max(T, R)` apart: streaming or the port, whichever
//! is longer (a short stream, like a decode step's M = 1, is load-bound). With F folds,
//!
//! * ws, is: `total_cycles = R + (F - 1) * max(T, R) + T + R + C - 3`
//! * os: `total_cycles = (F - 1) * max(T, R) + T + R + C - 3`
//!
//! i.e. one load (ws, is), the folds back to back, one fill and drain. A single fold costs the same
//! in both modes; the saving grows with the folds. In tpu mode `compute_util_pct` is
//! `MACs / (R * C * F * I)`, the steady-state utilization without the one-off fill and drain, and
//! the os SRAM writes are `M * N` (each output once). SRAM reads are the same as scalesim's.
//! `docs/mxu.md` compares the modes on the reference GEMMs ([`comparison_table`]).

mod analytic;
mod compare;
mod dataflow;
mod frames;
pub mod sim;
mod tiles;
mod topology;

#[cfg(test)]
mod oracle_tests;

pub use analytic::{analyze, Analysis, Fold, Schedule};
pub use compare::comparison_table;
pub use dataflow::{ArrayShape, Dataflow, Gemm, Layout, Mode};
pub use frames::{Frames, Held, PeState, Wavefront};
pub use tiles::{
    map_matmul, map_matmul_counts, map_matmul_shared, MatmulMapping, MatmulSpec, Waste, WasteCause,
    MAX_MXUS,
};
pub use topology::{parse_topology, Layer, LayerShape};
