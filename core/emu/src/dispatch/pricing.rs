//! What each kernel costs on the emulated chip: the bridge from the op table's [`Kernel`] to the
//! cost model's [`Work`], and the run's modelled clock.
//!
//! The mapping is by kind of work, not by op: every elementwise kernel is one vector operation per
//! output element over its inputs' bytes; reductions, softmax and cumsum read everything once;
//! gathers (`Take`) count each element as one row of its dtype's width, which overcounts rows for
//! whole-row lookups (an embedding) and so prices them conservatively.

use serde::Serialize;

use crate::chip::{
    ChipId, CostModel, DispatchMode, HostCosts, KernelCost, SparseEngine, SparseKind, Timeline,
    Work,
};
use crate::ops::Kernel;
use crate::tensor::DType;

use super::EagerMode;

/// The cost model of one run, and its clocks.
pub struct Pricing {
    pub chip: ChipId,
    model: CostModel,
    host: &'static HostCosts,
    pub timeline: Timeline,
    pub totals: PricedTotals,
    /// MXU passes of a float32 matmul kernel: 6 at PyTorch's default "highest" precision (the
    /// f32 product from six bf16 passes, XLA's bf16_6x), 1 otherwise, since at "high" and
    /// "medium" the torch binding launches each bf16 pass as its own matmul on rounded operands
    /// (three for "high"). Set by `torch.set_float32_matmul_precision`.
    pub f32_matmul_passes: u32,
}

/// A float32 matmul's MXU passes at "highest" precision.
pub const HIGHEST_PASSES: u32 = 6;

/// Sums over the run, for the report.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PricedTotals {
    pub mxu_cycles: u64,
    pub vpu_cycles: u64,
    pub sparsecore_cycles: u64,
    pub device_busy_s: f64,
}

/// The host-cost table of an eager mode.
pub fn mode_of(mode: EagerMode) -> DispatchMode {
    match mode {
        EagerMode::Debug => DispatchMode::Debug,
        EagerMode::Strict => DispatchMode::Strict,
        EagerMode::Fused => DispatchMode::Fused,
        EagerMode::Compiled => DispatchMode::Compiled,
    }
}

/// The cost model's description of `kernel`, given its inputs' element counts and dtypes; a
/// float32 matmul takes `f32_passes` MXU passes (see [`Pricing::f32_matmul_passes`]).
pub fn work_of(kernel: &Kernel, inputs: &[(usize, DType)], out: DType, f32_passes: u32) -> Work {
    let out_elems = kernel.out_len();
    let input_elements: usize = inputs.iter().map(|(n, _)| *n).sum();
    let bytes = out
        .size()
        .max(inputs.first().map(|(_, d)| d.size()).unwrap_or(4));
    let passes = match inputs.first() {
        Some((_, DType::Float32)) => f32_passes,
        _ => 1,
    };
    match kernel {
        Kernel::Matmul { m, k, n } => Work::Matmul {
            batch: 1,
            m: *m,
            k: *k,
            n: *n,
            dtype_bytes: bytes,
            passes,
        },
        Kernel::BatchMatmul { batch, m, k, n } => Work::Matmul {
            batch: *batch,
            m: *m,
            k: *k,
            n: *n,
            dtype_bytes: bytes,
            passes,
        },
        Kernel::SumAll { n } => Work::Reduction {
            elements: *n,
            outputs: 1,
            dtype_bytes: bytes,
        },
        Kernel::Reduce { shape, .. } => Work::Reduction {
            elements: shape.iter().product(),
            outputs: out_elems,
            dtype_bytes: bytes,
        },
        Kernel::Cumsum { shape, .. } | Kernel::Softmax { shape, .. } => Work::Reduction {
            elements: shape.iter().product(),
            outputs: out_elems,
            dtype_bytes: bytes,
        },
        Kernel::Take { offsets } => Work::Gather {
            rows: offsets.len(),
            row_bytes: bytes,
            sparse: SparseKind::Lookup,
        },
        Kernel::Assign {
            accumulate: true,
            dst,
            ..
        } => Work::Gather {
            rows: dst.len(),
            row_bytes: bytes,
            sparse: SparseKind::ScatterAdd,
        },
        _ => Work::Elementwise {
            elements: out_elems,
            input_elements,
            flops_per_element: 1,
            dtype_bytes: bytes,
        },
    }
}

/// The trace's account of a sparse kernel (a [`Work::Gather`]): where it ran, at what cost.
pub fn sparse_event(seq: u64, work: &Work, cost: &KernelCost) -> Option<crate::trace::Event> {
    let Work::Gather {
        rows,
        row_bytes,
        sparse,
    } = work
    else {
        return None;
    };
    let engine = if cost.chip.spec().sparse_cores.is_some() {
        SparseEngine::SparseCore
    } else {
        SparseEngine::Vpu
    };
    Some(crate::trace::Event::SparseWork {
        seq,
        kind: *sparse,
        rows: *rows as u64,
        row_bytes: *row_bytes as u64,
        engine,
        cycles: match engine {
            SparseEngine::SparseCore => cost.sparsecore_cycles,
            SparseEngine::Vpu => cost.vpu_cycles,
        },
        modelled_s: cost.time_s,
        bound: cost.bound,
    })
}

impl Pricing {
    /// The program switched modes: later ops and syncs cost what the new mode's host costs.
    pub fn set_mode(&mut self, mode: EagerMode) {
        self.host = mode_of(mode).costs();
    }

    pub fn new(chip: ChipId, mode: EagerMode) -> Self {
        Pricing {
            chip,
            model: CostModel::new(chip),
            host: mode_of(mode).costs(),
            timeline: Timeline::new(),
            totals: PricedTotals::default(),
            f32_matmul_passes: HIGHEST_PASSES,
        }
    }

    /// Prices one launch and advances the clocks; `None` for work the model rejects (a matmul
    /// dimension past 2^20, which the tensor limits keep out of reach).
    pub fn launch(&mut self, work: &Work) -> Option<KernelCost> {
        let cost = self.model.price(work).ok()?;
        self.timeline.launch(self.host, &cost);
        self.totals.mxu_cycles += cost.mxu_cycles;
        self.totals.vpu_cycles += cost.vpu_cycles;
        self.totals.sparsecore_cycles += cost.sparsecore_cycles;
        self.totals.device_busy_s += cost.time_s;
        Some(cost)
    }

    /// The trace's account of a matmul on the chip's MXUs (see [`crate::trace::Event::MxuMatmul`]):
    /// the tiles of the spec the cost model priced. `None` for other work, and for an empty matmul
    /// or one with K = 0, which never reaches the MXUs.
    pub fn mxu_event(
        &self,
        seq: u64,
        line: u32,
        kernel: std::borrow::Cow<'static, str>,
        work: &Work,
    ) -> Option<crate::trace::Event> {
        let Work::Matmul {
            batch,
            m,
            k,
            n,
            passes,
            ..
        } = *work
        else {
            return None;
        };
        let u = |x: usize| x as u64;
        // Any zero dimension, without the product (it overflows a 32-bit usize at real sizes).
        if [batch, m, k, n].contains(&0) {
            return None;
        }
        let spec = self.model.matmul_spec(u(batch), u(m), u(k), u(n)).ok()?;
        let mapping = crate::mxu::map_matmul_shared(spec).ok()?;
        Some(crate::trace::Event::MxuMatmul {
            seq,
            line,
            kernel,
            passes,
            mapping,
        })
    }

    pub fn op(&mut self) {
        self.timeline.op(self.host);
    }

    pub fn sync(&mut self) {
        self.timeline.sync(self.host);
    }

    /// The run's modelled time so far, in seconds of the emulated chip.
    pub fn modelled_time_s(&self) -> f64 {
        self.timeline.elapsed_s()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernels_map_to_the_work_they_do() {
        let mm = work_of(
            &Kernel::Matmul { m: 2, k: 3, n: 4 },
            &[(6, DType::Float32), (12, DType::Float32)],
            DType::Float32,
            HIGHEST_PASSES,
        );
        assert!(matches!(
            mm,
            Work::Matmul {
                batch: 1,
                m: 2,
                k: 3,
                n: 4,
                dtype_bytes: 4,
                passes: 6,
            }
        ));
        // A bf16 matmul is one pass whatever the float32 precision.
        let bf16 = work_of(
            &Kernel::Matmul { m: 2, k: 3, n: 4 },
            &[(6, DType::BFloat16), (12, DType::BFloat16)],
            DType::BFloat16,
            HIGHEST_PASSES,
        );
        assert!(matches!(bf16, Work::Matmul { passes: 1, .. }));
        let s = work_of(
            &Kernel::SumAll { n: 10 },
            &[(10, DType::Float32)],
            DType::Float32,
            HIGHEST_PASSES,
        );
        assert!(matches!(
            s,
            Work::Reduction {
                elements: 10,
                outputs: 1,
                ..
            }
        ));
    }

    #[test]
    fn a_matmul_advances_the_modelled_clock_and_counts_mxu_cycles() {
        let mut p = Pricing::new(ChipId::V5e, EagerMode::Strict);
        let w = Work::Matmul {
            batch: 1,
            m: 128,
            k: 128,
            n: 128,
            dtype_bytes: 4,
            passes: 1,
        };
        let c = p.launch(&w).expect("priced");
        p.op();
        p.sync();
        assert!(c.mxu_cycles > 0);
        assert_eq!(p.totals.mxu_cycles, c.mxu_cycles);
        assert!(p.modelled_time_s() >= c.time_s);
        // Six passes, six times the MXU's cycles.
        let mut w6 = w;
        if let Work::Matmul { passes, .. } = &mut w6 {
            *passes = 6;
        }
        let six = p.launch(&w6).expect("priced");
        assert_eq!(six.mxu_cycles, 6 * c.mxu_cycles);
    }
}
