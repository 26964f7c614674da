//! The chip: TPU generations as data, and a cost model that prices each kernel launch on one.
//!
//! * [`generations`]: v4, v5e, v5p and v6e (Trillium), each figure with its source
//!   ([`generations_table`] renders them; the table below is its output, checked by a test).
//! * [`CostModel::price`]: one kernel's [`Work`] to a [`KernelCost`].
//! * [`sparsecore`]: gathers and scatter-adds on the SparseCores, or on the vector unit.
//! * [`host`]: host dispatch costs per eager mode, and a [`Timeline`] that adds them up.
//! * [`calibration`]: published figures (measured, the scaling book's worked answers, its hardware
//!   tables), each with its source, beside the models' values (`tpu calibrate`).
//!
//! # The model
//!
//! A kernel is priced on three engines and HBM, which XLA's pipelined kernels overlap, so its time
//! is the slowest of them (the roofline) plus a fixed launch cost:
//!
//! ```text
//! time = max(mxu_cycles / clock, vpu_cycles / clock, sparsecore_cycles / clock,
//!            (hbm_bytes_read + hbm_bytes_written) / hbm_bandwidth) + launch
//! ```
//!
//! * **MXU cycles** come from the systolic model ([`crate::mxu::map_matmul`]) in `tpu` mode,
//!   weight-stationary, on the chip's `TensorCores x MXUs` arrays of its MXU side: tile waste, fill
//!   and drain and idle MXUs all cost time, so a matmul with K = 64 keeps v6e's 256-row MXUs busy
//!   4x as long as its multiply-accumulates need, as on the real chip.
//! * **VPU cycles**: elementwise work in whole vector registers (8 sublanes x 128 lanes) split over
//!   the TensorCores, `ops_per_cycle` register operations a cycle; a reduction adds 7 cross-lane
//!   steps per register of outputs.
//! * **HBM bytes**: every operand read and every result written, once. A fused kernel keeps its
//!   intermediates on chip, so only its external inputs and outputs count: the reason to fuse.
//! * **SparseCore cycles**: rows spread over 16 subcores per SparseCore, each moving whole 32-byte
//!   DMA granules; a chip without SparseCores (v5e) runs the same rows on its TensorCore, one DMA per
//!   cycle per core, each row padded to the 512-byte lane row ([`sparsecore`]).
//! * **Bound** names the slowest term; [`Bound::Launch`] when the fixed launch cost beats them all.
//!
//! Everything is a pure function of the chip and the work: no clocks, no randomness, so the same
//! program prices the same on any machine (wall-clock time is reported elsewhere, labelled as such).
//!
//! # What the dispatcher calls
//!
//! ```text
//! let model = CostModel::new(chip);                  // ChipId from --chip / the page
//! let cost = model.price(&Work::Matmul { .. })?;     // per kernel launched: into the trace event
//! timeline.launch(mode.costs(), &cost);              // device time, overlapped per mode
//! timeline.op(mode.costs());                          // per op the program called
//! timeline.sync(mode.costs());                        // per MaterializationReason
//! timeline.elapsed_s()                                // the report's modelled_time_s
//! ```
//!
//! # The generations
//!
//! | chip | TensorCores x MXUs | MXU | clock | peak bf16 | HBM | HBM BW | VPU | ICI | SparseCores |
//! |---|---|---|---|---|---|---|---|---|---|
//! | TPU v4 | 2 x 4 | 128x128 | 1.05 GHz | 275 TFLOP/s | 32 GiB | 1200 GB/s | 8x128, 2 ops/cycle | 6 links x 45 GB/s | 4 x 16 subcores x 8 lanes |
//! | TPU v5e | 1 x 4 | 128x128 | 1.50 GHz | 197 TFLOP/s | 16 GiB | 819 GB/s | 8x128, 4 ops/cycle | 4 links x 50 GB/s | none |
//! | TPU v5p | 2 x 4 | 128x128 | 1.75 GHz | 459 TFLOP/s | 95 GiB | 2765 GB/s | 8x128, 4 ops/cycle | 6 links x 100 GB/s | 4 x 16 subcores x 8 lanes |
//! | TPU v6e (Trillium) | 1 x 2 | 256x256 | 3.50 GHz | 918 TFLOP/s | 32 GiB | 1638 GB/s | 8x128, 4 ops/cycle | 4 links x 100 GB/s | 2 x 16 subcores x 8 lanes |
//!
//! * TPU v4: cores, MXUs, peak, HBM \[C-v4\]; clock \[ISCA23\]; ICI \[SB\]; VPU 2 ALUs/slot \[SB\]; SparseCores 4x16x8 \[JAX guide\]; SC DMA granule 32 B assumed as on v5p
//! * TPU v5e: cores, MXUs, peak, HBM, ICI ports \[C-v5e\]; clock 1.5 GHz \[SB\]; link rate \[SB\]; VPU 4 ops/cycle \[SB, 'in v5'\]; no SparseCores \[JAX\]
//! * TPU v5p: cores, MXUs, peak, HBM, SparseCores \[C-v5p\]; clock DERIVED from peak; ICI \[SB\], 6 x 2 x 1e11 = 1200 GBps \[C-v5p\]; VPU 4 ops/cycle \[SB\]; SC shape \[JAX\]
//! * TPU v6e (Trillium): core, 2 MXUs 256x256, VPU 8x128, peak, HBM, ICI ports \[C-v6e\]; clock DERIVED from peak (unpublished); link rate \[SB\], 4 x 2 x 1e11 = 800 GBps \[C-v6e\]; VPU 4 ops/cycle assumed as v5; SparseCores 2x16x8 \[JAX\]
//!
//! The bracketed keys name the sources listed in [`generations`], with the figures taken from each.

pub mod calibration;
pub mod cost;
pub mod generations;
pub mod host;
pub mod sparsecore;

#[cfg(test)]
mod tests;

pub use cost::{Bound, CostModel, KernelCost, Work};
pub use generations::{generations_table, ChipId, Generation, SparseCoreSpec};
pub use host::{DispatchMode, HostCosts, Timeline};
pub use sparsecore::{price_sparse, SparseEngine, SparseKind, SparsePrice};
