//! The cost model: one kernel launch, described by its [`Work`], priced on a chip generation.
//!
//! Each engine's time is its cycles at the chip's clock (bytes over HBM bandwidth for memory); the
//! engines overlap, as XLA's pipelined kernels overlap DMA with compute, so the kernel takes the
//! slowest of them (the roofline), plus the chip's fixed launch cost. The slowest names the
//! [`Bound`]; when the launch cost alone outweighs every engine the kernel is launch-bound.

use serde::{Deserialize, Serialize};

use super::generations::{ChipId, Generation};
use super::sparsecore::{price_sparse, SparseEngine, SparseKind};
use crate::mxu::{map_matmul_shared, ArrayShape, Dataflow, Gemm, MatmulSpec, Mode};

/// What one kernel does, in the sizes the model needs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Work {
    /// `batch` independent products of (m x k) and (k x n), operands and result `dtype_bytes` wide,
    /// each taking `passes` trips through the MXU: the MXU multiplies bf16, so a float32 matmul at
    /// PyTorch's default "highest" precision costs 6 bf16 passes (XLA's bf16_6x), "high" 3 and
    /// "medium" 1; the dispatcher decides (`Pricing::f32_matmul_passes`).
    Matmul {
        batch: usize,
        m: usize,
        k: usize,
        n: usize,
        dtype_bytes: usize,
        #[serde(default = "one_pass")]
        passes: u32,
    },
    /// `elements` outputs, each costing `flops_per_element` vector operations, reading
    /// `input_elements` elements in all (a broadcast operand counts at its own size).
    Elementwise {
        elements: usize,
        input_elements: usize,
        flops_per_element: u32,
        dtype_bytes: usize,
    },
    /// `elements` inputs summed (or max-ed) into `outputs` results.
    Reduction {
        elements: usize,
        outputs: usize,
        dtype_bytes: usize,
    },
    /// Rows named by an index list: see [`super::sparsecore`].
    Gather {
        rows: usize,
        row_bytes: usize,
        sparse: SparseKind,
    },
    /// Several ops in one kernel. Intermediates stay in registers and VMEM, so HBM sees only the
    /// kernel's external inputs and outputs, which the fuser knows and states here.
    Fused {
        parts: Vec<Work>,
        external_read_bytes: u64,
        external_written_bytes: u64,
    },
}

fn one_pass() -> u32 {
    1
}

/// What held a kernel back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    Mxu,
    Vpu,
    Hbm,
    SparseCore,
    Launch,
}

/// One kernel's modelled cost.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KernelCost {
    pub chip: ChipId,
    /// Cycles the MXUs are busy (the busiest MXU).
    pub mxu_cycles: u64,
    pub vpu_cycles: u64,
    pub sparsecore_cycles: u64,
    pub hbm_bytes_read: u64,
    pub hbm_bytes_written: u64,
    /// Useful floating-point operations (a multiply-accumulate is two).
    pub flops: u64,
    pub mxu_time_s: f64,
    pub vpu_time_s: f64,
    pub hbm_time_s: f64,
    pub sparsecore_time_s: f64,
    /// The roofline max of the engines plus the launch cost.
    pub time_s: f64,
    pub bound: Bound,
}

/// Prices kernels for one generation. Deterministic: the result depends only on the chip and the
/// work.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CostModel {
    /// By value, so a what-if chip (v5p without its SparseCores, a teaching MXU size) prices too.
    pub chip: Generation,
}

/// Raw engine counts before the roofline.
#[derive(Default)]
struct Counts {
    mxu: u64,
    vpu: u64,
    sparse: u64,
    read: u64,
    written: u64,
    flops: u64,
}

/// The VPU folds a reduction's last vector register across its 128 lanes in log2(128) = 7 rotate
/// and add steps (on the cross-lane unit), once per register of outputs.
const LANE_TREE_STEPS: u64 = 7;

impl CostModel {
    pub fn new(chip: ChipId) -> Self {
        CostModel { chip: *chip.spec() }
    }

    /// Prices one kernel launch. Errors only for a matmul the systolic model cannot take (an extent
    /// over 2^20, or more work than its counters hold); an empty one costs only its launch.
    pub fn price(&self, work: &Work) -> Result<KernelCost, String> {
        let c = self.counts(work)?;
        let g = &self.chip;
        let mxu_time_s = c.mxu as f64 / g.clock_hz;
        let vpu_time_s = c.vpu as f64 / g.clock_hz;
        let sparsecore_time_s = c.sparse as f64 / g.clock_hz;
        let hbm_time_s = (c.read + c.written) as f64 / g.hbm_bytes_per_s;
        // Ties go to the earlier engine, so an idle kernel is launch-bound and a balanced one
        // names the compute unit.
        let mut bound = (Bound::Launch, g.launch_s);
        for (b, t) in [
            (Bound::Mxu, mxu_time_s),
            (Bound::Vpu, vpu_time_s),
            (Bound::SparseCore, sparsecore_time_s),
            (Bound::Hbm, hbm_time_s),
        ] {
            if t > bound.1 {
                bound = (b, t);
            }
        }
        let engines = mxu_time_s
            .max(vpu_time_s)
            .max(sparsecore_time_s)
            .max(hbm_time_s);
        Ok(KernelCost {
            chip: g.id,
            mxu_cycles: c.mxu,
            vpu_cycles: c.vpu,
            sparsecore_cycles: c.sparse,
            hbm_bytes_read: c.read,
            hbm_bytes_written: c.written,
            flops: c.flops,
            mxu_time_s,
            vpu_time_s,
            hbm_time_s,
            sparsecore_time_s,
            time_s: engines + g.launch_s,
            bound: bound.0,
        })
    }

    fn counts(&self, work: &Work) -> Result<Counts, String> {
        let g = &self.chip;
        let u = |x: usize| x as u64;
        Ok(match *work {
            Work::Matmul {
                batch,
                m,
                k,
                n,
                dtype_bytes,
                passes,
            } => {
                let (b, m, k, n, d) = (u(batch), u(m), u(k), u(n), u(dtype_bytes));
                if b * m * n == 0 {
                    return Ok(Counts::default());
                }
                if k == 0 {
                    // PyTorch's result is zeros: written, never multiplied.
                    return Ok(Counts {
                        written: b * m * n * d,
                        ..Counts::default()
                    });
                }
                let mapping = map_matmul_shared(self.matmul_spec(b, m, k, n)?)?;
                Counts {
                    // `cycles` is the cycle of the last write, counted from 0: busy one more,
                    // once per pass.
                    mxu: (mapping.cycles + 1) * u64::from(passes.max(1)),
                    read: b * (m * k + k * n) * d,
                    written: b * m * n * d,
                    flops: 2 * mapping.macs,
                    ..Counts::default()
                }
            }
            Work::Elementwise {
                elements,
                input_elements,
                flops_per_element,
                dtype_bytes,
            } => Counts {
                vpu: self.vector_cycles(u(elements), u64::from(flops_per_element)),
                read: u(input_elements) * u(dtype_bytes),
                written: u(elements) * u(dtype_bytes),
                flops: u(elements).saturating_mul(u64::from(flops_per_element)),
                ..Counts::default()
            },
            Work::Reduction {
                elements,
                outputs,
                dtype_bytes,
            } => {
                let per_core = u(outputs).div_ceil(u64::from(g.tensor_cores));
                Counts {
                    vpu: self.vector_cycles(u(elements), 1)
                        + LANE_TREE_STEPS * per_core.div_ceil(g.vreg_elems()),
                    read: u(elements) * u(dtype_bytes),
                    written: u(outputs) * u(dtype_bytes),
                    flops: u(elements),
                    ..Counts::default()
                }
            }
            Work::Gather {
                rows,
                row_bytes,
                sparse,
            } => {
                let p = price_sparse(g, u(rows), u(row_bytes), sparse);
                let (vpu, sc) = match p.engine {
                    SparseEngine::SparseCore => (0, p.cycles),
                    SparseEngine::Vpu => (p.cycles, 0),
                };
                let adds = match sparse {
                    SparseKind::Lookup => 0,
                    SparseKind::Pool { .. } | SparseKind::ScatterAdd => {
                        u(rows) * u(row_bytes).div_ceil(4)
                    }
                };
                Counts {
                    vpu,
                    sparse: sc,
                    read: p.hbm_bytes_read,
                    written: p.hbm_bytes_written,
                    flops: adds,
                    ..Counts::default()
                }
            }
            Work::Fused {
                ref parts,
                external_read_bytes,
                external_written_bytes,
            } => {
                // One kernel: each unit runs its parts back to back; HBM sees the boundary only.
                let mut sum = Counts {
                    read: external_read_bytes,
                    written: external_written_bytes,
                    ..Counts::default()
                };
                for part in parts {
                    let c = self.counts(part)?;
                    sum.mxu += c.mxu;
                    sum.vpu += c.vpu;
                    sum.sparse += c.sparse;
                    sum.flops += c.flops;
                }
                sum
            }
        })
    }

    /// The systolic model's input for a matmul on this chip: weight-stationary, `tpu` timing, all of
    /// the chip's MXUs. The trace's MXU view maps the same spec, so it shows what was priced.
    pub fn matmul_spec(&self, batch: u64, m: u64, k: u64, n: u64) -> Result<MatmulSpec, String> {
        Ok(MatmulSpec {
            batch,
            gemm: Gemm::new(m, k, n)?,
            array: ArrayShape::square(self.chip.mxu_side)?,
            mxus: self.chip.mxus(),
            dataflow: Dataflow::WeightStationary,
            mode: Mode::Tpu,
        })
    }

    /// `ops` full-register operations per element, over `elements` split evenly across the
    /// TensorCores, each issuing `vpu_ops_per_cycle` register operations a cycle. A partial
    /// register costs a whole one.
    fn vector_cycles(&self, elements: u64, ops: u64) -> u64 {
        let g = &self.chip;
        let per_core = elements.div_ceil(u64::from(g.tensor_cores));
        // Saturating: a per-element op count is the dispatcher's figure, and a panic in wasm kills
        // the page.
        (per_core.div_ceil(g.vreg_elems()).saturating_mul(ops))
            .div_ceil(u64::from(g.vpu_ops_per_cycle))
    }

    /// HBM bytes the same work would move as separate kernels: each part's own inputs and outputs.
    /// The fuser compares this with a fused kernel's external bytes.
    pub fn unfused_bytes(&self, work: &Work) -> Result<u64, String> {
        match work {
            Work::Fused { parts, .. } => parts.iter().map(|p| self.unfused_bytes(p)).sum(),
            _ => self.counts(work).map(|c| c.read + c.written),
        }
    }
}
