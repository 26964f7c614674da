//! The TPU generations the playground emulates, as data: one row per chip, every figure per chip
//! unless its name says otherwise, each with where it comes from.
//!
//! Sources (read for this table; the page and file named, as stored in late 2026):
//!
//! * \[C-v4\] Cloud TPU v4 page, docs.cloud.google.com/tpu/docs/v4: "two TensorCores. Each TensorCore
//!   has four MXUs, a vector unit, and a scalar unit"; peak 275 TFLOP/s bf16; HBM2 32 GiB, 1200 GBps.
//! * \[C-v5e\] Cloud TPU v5e page, docs.cloud.google.com/tpu/docs/v5e: one TensorCore with four MXUs;
//!   197 TFLOP/s bf16; 16 GB, 819 GBps; 4 ICI ports, 400 GBps bidirectional per chip.
//! * \[C-v5p\] Cloud TPU v5p page, docs.cloud.google.com/tpu/docs/v5p: 2 TensorCores of four MXUs;
//!   459 TFLOP/s bf16; 95 GiB, 2765 GBps; 4 SparseCores per chip; 1200 GBps bidirectional ICI.
//! * \[C-v6e\] Cloud TPU v6e page, docs.cloud.google.com/tpu/docs/v6e: one TensorCore with "two
//!   256x256 MXUs, a 128x8 VPU with 128 lanes x 8 sublanes"; 918 TFLOP/s bf16; 32 GB, 1638 GBps;
//!   4 ICI ports, 800 GBps bidirectional per chip.
//! * \[SB\] jax-ml/scaling-book `tpus.md` ("How to Think About TPUs"): MXU 128x128 except v6e's
//!   256x256; v5e at 1.5 GHz; one-way ICI per link 4.5e10 (v4), 5e10 (v5e), 1e11 (v5p, v6e) B/s;
//!   links: 6 (v4, v5p, 3-D torus), 4 (v5e, v6e, 2-D torus); VPU (8, 128) with 2 ALUs per
//!   (lane, sublane) on v4, "in v5 you can add 4 pairs of f32 values together from VREGs in each
//!   cycle"; "each core of the TPU is only capable of creating one DMA request per cycle".
//! * \[JAX\] jax `jax/_src/pallas/mosaic/tpu_info.py` (`TpuInfo`, `SparseCoreInfo`): num_mxus 4 (v4,
//!   v5e, v5p) and 2 (v6e); SparseCores 4 (v5p) and 2 (v6e), 16 vector subcores each, 8 lanes,
//!   DMA granule 32 bytes; and the Pallas SparseCore guide (docs.jax.dev/en/latest/pallas/tpu/
//!   sparsecore.html), whose table gives v4 4 SparseCores of 16 subcores, SIMD width 8.
//! * \[ISCA23\] Jouppi et al., "TPU v4: An Optically Reconfigurable Supercomputer for Machine Learning
//!   with Hardware Support for Embeddings", ISCA 2023: v4 runs at 1050 MHz and has SparseCores.
//! * \[torus\] the design brief's torus reference (published pod and ICI figures): the ICI table
//!   above, cross-checked per chip.
//!
//! Published figures the model is checked against (kernel and collective times, the scaling
//! book's tables per generation) are cited one by one in [`super::calibration`].
//!
//! Derived or assumed figures, each flagged in its row: the clocks of v5p and v6e are not published;
//! they are solved from `peak = 2 * MXUs * R * C * clock` (the peak counts a multiply-accumulate as
//! two FLOPs). For v6e that gives 3.5 GHz with two 256x256 MXUs, implausible as a real clock: Google
//! has not said how Trillium's MXUs reach 918 TFLOP/s. The model keeps the published peak exact,
//! which is what a roofline needs, and its cycle counts are "cycles at the derived clock".

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A chip generation, as the page's selector and the CLI's `--chip` name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChipId {
    V4,
    V5e,
    V5p,
    V6e,
}

impl ChipId {
    /// Every generation, oldest first, the order the table lists them.
    pub const ALL: [ChipId; 4] = [ChipId::V4, ChipId::V5e, ChipId::V5p, ChipId::V6e];

    /// The short name: "v4", "v5e", "v5p", "v6e".
    pub fn short(self) -> &'static str {
        match self {
            ChipId::V4 => "v4",
            ChipId::V5e => "v5e",
            ChipId::V5p => "v5p",
            ChipId::V6e => "v6e",
        }
    }

    /// The chip's row in the table.
    pub fn spec(self) -> &'static Generation {
        match self {
            ChipId::V4 => &V4,
            ChipId::V5e => &V5E,
            ChipId::V5p => &V5P,
            ChipId::V6e => &V6E,
        }
    }
}

impl fmt::Display for ChipId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.short())
    }
}

impl FromStr for ChipId {
    type Err = String;
    /// Accepts the short name, with or without a "tpu" prefix, and "trillium" for v6e.
    fn from_str(s: &str) -> Result<Self, String> {
        let lower = s.trim().to_ascii_lowercase();
        let name = lower
            .trim_start_matches("tpu")
            .trim_start_matches([' ', '-', '_']);
        match name {
            "v4" => Ok(ChipId::V4),
            "v5e" | "v5litepod" => Ok(ChipId::V5e),
            "v5p" => Ok(ChipId::V5p),
            "v6e" | "trillium" => Ok(ChipId::V6e),
            _ => Err(format!(
                "unknown TPU generation '{s}': expected v4, v5e, v5p or v6e"
            )),
        }
    }
}

/// A chip's SparseCores: dataflow processors beside the TensorCores for embedding lookups and
/// scatter-adds (\[ISCA23\]); each is a set of vector subcores ("tiles") with their own DMA engines.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SparseCoreSpec {
    /// SparseCores per chip.
    pub count: u32,
    /// Vector subcores per SparseCore; each works on its own rows.
    pub subcores: u32,
    /// 32-bit SIMD lanes per subcore.
    pub lanes: u32,
    /// The smallest HBM transfer a subcore's DMA makes, in bytes; a row is moved in whole granules.
    pub dma_granule_bytes: u32,
}

/// One generation's figures. All per chip; `tensor_cores * mxus_per_core` MXUs share the work of one
/// kernel, as XLA's megacore does on v4 and v5p.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Generation {
    pub id: ChipId,
    pub name: &'static str,
    pub tensor_cores: u32,
    pub mxus_per_core: u32,
    /// The MXU is a square systolic array of this side.
    pub mxu_side: u32,
    pub clock_hz: f64,
    /// As published; `2 * MXUs * side^2 * clock` equals it within 0.2 %.
    pub peak_bf16_flops: f64,
    pub hbm_bytes: u64,
    pub hbm_bytes_per_s: f64,
    /// VPU shape per TensorCore: sublanes x lanes 32-bit slots (one vector register).
    pub vpu_sublanes: u32,
    pub vpu_lanes: u32,
    /// Full-register vector operations the VPU issues per cycle per TensorCore.
    pub vpu_ops_per_cycle: u32,
    pub ici_links: u32,
    /// One direction of one link.
    pub ici_link_bytes_per_s: f64,
    pub sparse_cores: Option<SparseCoreSpec>,
    /// Fixed device-side cost of launching one kernel (program fetch, DMA set-up, pipeline fill).
    pub launch_s: f64,
    /// Where each figure comes from, and which are assumptions.
    pub sources: &'static str,
}

const GIB: u64 = 1 << 30;

/// No public per-kernel figure exists; 1 µs is the order of a short XLA HLO kernel's fixed cost in
/// TPU profiles and is an assumption, the same for every generation so they compare on work alone.
const LAUNCH_S: f64 = 1.0e-6;

/// TPU v4: 2 TensorCores x 4 MXUs of 128x128 at 1050 MHz.
pub const V4: Generation = Generation {
    id: ChipId::V4,
    name: "TPU v4",
    tensor_cores: 2,
    mxus_per_core: 4,
    mxu_side: 128,
    clock_hz: 1.05e9,
    peak_bf16_flops: 275e12,
    hbm_bytes: 32 * GIB,
    hbm_bytes_per_s: 1200e9,
    vpu_sublanes: 8,
    vpu_lanes: 128,
    vpu_ops_per_cycle: 2,
    ici_links: 6,
    ici_link_bytes_per_s: 4.5e10,
    sparse_cores: Some(SparseCoreSpec {
        count: 4,
        subcores: 16,
        lanes: 8,
        dma_granule_bytes: 32,
    }),
    launch_s: LAUNCH_S,
    sources: "cores, MXUs, peak, HBM [C-v4]; clock [ISCA23]; ICI [SB]; VPU 2 ALUs/slot [SB]; \
              SparseCores 4x16x8 [JAX guide]; SC DMA granule 32 B assumed as on v5p",
};

/// TPU v5e: 1 TensorCore x 4 MXUs of 128x128 at 1.5 GHz.
pub const V5E: Generation = Generation {
    id: ChipId::V5e,
    name: "TPU v5e",
    tensor_cores: 1,
    mxus_per_core: 4,
    mxu_side: 128,
    clock_hz: 1.5e9,
    peak_bf16_flops: 197e12,
    hbm_bytes: 16 * GIB,
    hbm_bytes_per_s: 819e9,
    vpu_sublanes: 8,
    vpu_lanes: 128,
    vpu_ops_per_cycle: 4,
    ici_links: 4,
    ici_link_bytes_per_s: 5e10,
    sparse_cores: None,
    launch_s: LAUNCH_S,
    sources: "cores, MXUs, peak, HBM, ICI ports [C-v5e]; clock 1.5 GHz [SB]; link rate [SB]; \
              VPU 4 ops/cycle [SB, 'in v5']; no SparseCores [JAX]",
};

/// TPU v5p: 2 TensorCores x 4 MXUs of 128x128; clock derived from the peak.
pub const V5P: Generation = Generation {
    id: ChipId::V5p,
    name: "TPU v5p",
    tensor_cores: 2,
    mxus_per_core: 4,
    mxu_side: 128,
    clock_hz: 1.75e9,
    peak_bf16_flops: 459e12,
    hbm_bytes: 95 * GIB,
    hbm_bytes_per_s: 2765e9,
    vpu_sublanes: 8,
    vpu_lanes: 128,
    vpu_ops_per_cycle: 4,
    ici_links: 6,
    ici_link_bytes_per_s: 1e11,
    sparse_cores: Some(SparseCoreSpec {
        count: 4,
        subcores: 16,
        lanes: 8,
        dma_granule_bytes: 32,
    }),
    launch_s: LAUNCH_S,
    sources: "cores, MXUs, peak, HBM, SparseCores [C-v5p]; clock DERIVED from peak; ICI [SB], \
              6 x 2 x 1e11 = 1200 GBps [C-v5p]; VPU 4 ops/cycle [SB]; SC shape [JAX]",
};

/// TPU v6e (Trillium): 1 TensorCore x 2 MXUs of 256x256; clock derived from the peak.
pub const V6E: Generation = Generation {
    id: ChipId::V6e,
    name: "TPU v6e (Trillium)",
    tensor_cores: 1,
    mxus_per_core: 2,
    mxu_side: 256,
    clock_hz: 3.5e9,
    peak_bf16_flops: 918e12,
    hbm_bytes: 32 * GIB,
    hbm_bytes_per_s: 1638e9,
    vpu_sublanes: 8,
    vpu_lanes: 128,
    vpu_ops_per_cycle: 4,
    ici_links: 4,
    ici_link_bytes_per_s: 1e11,
    sparse_cores: Some(SparseCoreSpec {
        count: 2,
        subcores: 16,
        lanes: 8,
        dma_granule_bytes: 32,
    }),
    launch_s: LAUNCH_S,
    sources: "core, 2 MXUs 256x256, VPU 8x128, peak, HBM, ICI ports [C-v6e]; clock DERIVED from \
              peak (unpublished); link rate [SB], 4 x 2 x 1e11 = 800 GBps [C-v6e]; VPU 4 \
              ops/cycle assumed as v5; SparseCores 2x16x8 [JAX]",
};

impl Generation {
    /// MXUs one kernel spreads over.
    pub fn mxus(&self) -> u32 {
        self.tensor_cores * self.mxus_per_core
    }

    /// Elements in one vector register, the VPU's unit of work.
    pub fn vreg_elems(&self) -> u64 {
        u64::from(self.vpu_sublanes) * u64::from(self.vpu_lanes)
    }

    /// `2 * MXUs * side^2 * clock`: the peak the systolic model can reach.
    pub fn modelled_peak_flops(&self) -> f64 {
        let side = f64::from(self.mxu_side);
        2.0 * f64::from(self.mxus()) * side * side * self.clock_hz
    }

    /// Bidirectional ICI bandwidth of the chip: every link, both directions.
    pub fn ici_bytes_per_s(&self) -> f64 {
        2.0 * f64::from(self.ici_links) * self.ici_link_bytes_per_s
    }
}

/// The table of generations as markdown, for the page, `tpu chips` and the module docs.
pub fn generations_table() -> String {
    use std::fmt::Write;
    let mut out = String::from(
        "| chip | TensorCores x MXUs | MXU | clock | peak bf16 | HBM | HBM BW | VPU | ICI | \
         SparseCores |\n|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for id in ChipId::ALL {
        let g = id.spec();
        let sc = match g.sparse_cores {
            Some(s) => format!("{} x {} subcores x {} lanes", s.count, s.subcores, s.lanes),
            None => "none".to_string(),
        };
        // Writing to a String cannot fail.
        let _ = writeln!(
            out,
            "| {} | {} x {} | {}x{} | {:.2} GHz | {:.0} TFLOP/s | {} GiB | {:.0} GB/s | {}x{}, {} ops/cycle | \
             {} links x {:.0} GB/s | {} |",
            g.name,
            g.tensor_cores,
            g.mxus_per_core,
            g.mxu_side,
            g.mxu_side,
            g.clock_hz / 1e9,
            g.peak_bf16_flops / 1e12,
            g.hbm_bytes / GIB,
            g.hbm_bytes_per_s / 1e9,
            g.vpu_sublanes,
            g.vpu_lanes,
            g.vpu_ops_per_cycle,
            g.ici_links,
            g.ici_link_bytes_per_s / 1e9,
            sc
        );
    }
    out.push('\n');
    for id in ChipId::ALL {
        let g = id.spec();
        let _ = writeln!(out, "* {}: {}", g.name, g.sources);
    }
    out
}
