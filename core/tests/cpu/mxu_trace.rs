//! Every matmul of a program is in the trace as an `MxuMatmul` event: its tiles on the chip's MXUs,
//! cycles, utilization, wasted PE-cycles and the reason, for `@`, `nn.Linear`, `torch.bmm`,
//! `torch.einsum`, and matmuls inside Fused mode's kernels.
//!
//! The expected figures are closed forms of docs/mxu.md's `tpu` mode on v5e (4 MXUs of 128x128,
//! weight-stationary: the spec the cost model prices): an MXU running F folds that each stream T
//! rows of A writes its last output in cycle `R + (F - 1) * max(T, R) + T + R + C - 3`, and the
//! chip offers `cycles * R * C * MXUs` PE-cycles.

use crate::common;

use tpu_core::dispatch::EagerMode;
use tpu_core::mxu::{Dataflow, MatmulMapping, Mode, WasteCause};
use tpu_core::runtime::{RunConfig, Session};
use tpu_core::trace::{distinct_matmuls, Event};

const R: u64 = 128;
const MXUS: u64 = 4;

/// The `tpu`-mode cycle of the last write for F folds of T on one 128x128 MXU (docs/mxu.md).
fn tpu_cycles(folds: u64, t: u64) -> u64 {
    R + (folds - 1) * t.max(R) + t + R + R - 3
}

type Mm = (u64, u32, String, MatmulMapping);

/// Runs `src` on the CPU backend in `mode`: the session and its matmul events.
fn run(src: &str, mode: EagerMode) -> (Session, Vec<Mm>) {
    let config = RunConfig {
        mode,
        ..RunConfig::default()
    };
    let mut s = Session::new(src, common::cpu(), &config).expect("compiles");
    s.run_blocking(|| true).expect("runs");
    let mm = s
        .trace()
        .events()
        .filter_map(|e| match e {
            Event::MxuMatmul {
                seq,
                line,
                kernel,
                mapping,
                ..
            } => Some((*seq, *line, kernel.to_string(), (**mapping).clone())),
            _ => None,
        })
        .collect();
    (s, mm)
}

/// (batch, M, K, N).
type Shape = (u64, u64, u64, u64);

/// (batch, M, K, N) of a mapping.
fn shape(m: &MatmulMapping) -> Shape {
    let g = m.spec.gemm;
    (m.spec.batch, g.m, g.k, g.n)
}

const HEAD64: &str = r#"
import torch
x = torch.ones(1024, 64, device="tpu")
w = torch.ones(64, 512, device="tpu")
y = x @ w
print(y[0, 0].item())
"#;

#[test]
fn k_64_on_a_128x128_mxu_fills_half_its_rows_and_the_trace_says_so() {
    let (s, mm) = run(HEAD64, EagerMode::Strict);
    assert_eq!(s.report().matmuls, 1);
    assert_eq!(mm.len(), 1, "{mm:?}");
    let (_, line, kernel, m) = &mm[0];
    assert_eq!((*line, kernel.as_str()), (5, "mm"));
    assert_eq!(shape(m), (1, 1024, 64, 512));
    assert_eq!(
        (m.spec.array.rows, m.spec.array.cols, m.spec.mxus),
        (128, 128, 4)
    );
    assert_eq!(
        (m.spec.dataflow, m.spec.mode),
        (Dataflow::WeightStationary, Mode::Tpu)
    );
    // K=64 on the rows: one row fold; N=512 on the columns: 4 column folds, one per MXU, each
    // streaming T = M = 1024 rows of A.
    assert_eq!(
        (m.row_folds, m.col_folds, m.tiles, m.mxus_used),
        (1, 4, 4, 4)
    );
    let cycles = tpu_cycles(1, 1024);
    assert_eq!(m.cycles, cycles);
    let macs = 1024 * 64 * 512;
    let offered = cycles * R * R * MXUS;
    assert_eq!((m.macs, m.pe_cycles), (macs, offered));
    assert_eq!(m.wasted_pe_cycles, offered - macs);
    let util = 100.0 * macs as f64 / offered as f64;
    assert!(
        (m.utilization_pct - util).abs() < 1e-9,
        "{}",
        m.utilization_pct
    );
    // While the tiles stream, the 64 rows past K's edge idle on all four MXUs: half the array.
    assert_eq!(m.waste.tile_edges, (R - 64) * R * 1024 * MXUS);
    assert_eq!(m.waste.idle_mxus, 0);
    assert_eq!(m.dominant_waste, WasteCause::TileEdges);
    assert!(
        m.reason.contains("because K=64 fills 64 of its 128 rows"),
        "{}",
        m.reason
    );
    // The report counts each of the six bf16 passes of a float32 matmul at "highest" precision.
    let report = s.report();
    assert_eq!(
        (report.mxu_macs, report.mxu_pe_cycles),
        (6 * macs, 6 * offered)
    );
}

const BATCHED: &str = r#"
import torch
import torch.nn as nn
for b in [4, 8, 12]:
    a = torch.ones(b, 256, 128, device="tpu")
    w = torch.ones(b, 128, 128, device="tpu")
    c = torch.bmm(a, w)
    e = torch.einsum("bij,bjk->bik", a, w)
x = torch.ones(256, 128, device="tpu")
lin = nn.Linear(128, 384, bias=False).to("tpu")(x)
print(c.sum().item(), e.sum().item(), lin.sum().item())
"#;

#[test]
fn batched_matmuls_einsum_and_linear_each_map_their_batch_onto_the_mxus() {
    let (s, mm) = run(BATCHED, EagerMode::Strict);
    let got: Vec<(u32, Shape, u64)> = mm
        .iter()
        .map(|(_, line, _, m)| (*line, shape(m), m.cycles))
        .collect();
    // B batches of one 128x128 tile each, dealt over 4 MXUs: B / 4 folds per MXU, T = 256.
    let bmm = |b: u64| (b, 256, 128, 128);
    let expected: Vec<(u32, Shape, u64)> = [4, 8, 12]
        .into_iter()
        .flat_map(|b| {
            let c = tpu_cycles(b / 4, 256);
            [(7, bmm(b), c), (8, bmm(b), c)]
        })
        // nn.Linear is x @ W^T: (256, 128) @ (128, 384), 3 column folds on 3 of the 4 MXUs.
        .chain([(10, (1, 256, 128, 384), tpu_cycles(1, 256))])
        .collect();
    assert_eq!(got, expected);
    // Going from 4 to 8 batches adds one fold per MXU, which starts max(T, R) = 256 cycles later.
    assert_eq!(got[2].2 - got[0].2, 256);
    for (_, _, _, m) in &mm {
        let (b, mm_, k, n) = shape(m);
        assert_eq!(m.macs, b * mm_ * k * n);
        assert_eq!(m.pe_cycles, m.cycles * R * R * MXUS);
    }
    let lin = &mm.last().unwrap().3;
    assert_eq!(lin.mxus_used, 3);
    // The fourth MXU idles for the whole matmul; the three busy ones fill and drain for
    // 3R - 3 = 381 of their 637 cycles, which outweighs it.
    assert_eq!(lin.waste.idle_mxus, lin.cycles * R * R);
    assert_eq!(lin.waste.tile_edges, 0);
    assert_eq!(lin.dominant_waste, WasteCause::FillDrain);
    // The report groups repeats by line and shape; each ran once here.
    let lines = distinct_matmuls(s.trace().events());
    assert_eq!(lines.len(), 7);
    assert!(lines.iter().all(|l| l.count == 1));
    assert_eq!(s.report().matmuls, 7);
}

const MLP_BLOCK: &str = r#"
import torch
import torch.nn.functional as F
x = torch.ones(64, 128, device="tpu")
w = torch.ones(128, 256, device="tpu") * 0.01
b = torch.ones(256, device="tpu")
for step in range(3):
    h = F.gelu(x @ w + b)
    out = h @ w.t()
    print(out.sum().item())
"#;

#[test]
fn fused_kernels_carry_one_event_per_matmul_like_eager_mode() {
    let (_, strict) = run(MLP_BLOCK, EagerMode::Strict);
    let (fused_s, fused) = run(MLP_BLOCK, EagerMode::Fused);
    // Two matmuls per step, three steps, in both modes, with the same lines and mappings.
    assert_eq!(strict.len(), 6, "{strict:?}");
    assert_eq!(fused.len(), 6, "{fused:?}");
    for (s, f) in strict.iter().zip(&fused) {
        assert_eq!((s.1, &s.3), (f.1, &f.3));
    }
    assert_eq!(
        strict.iter().map(|m| m.1).collect::<Vec<_>>(),
        [8, 9, 8, 9, 8, 9]
    );
    assert!(strict.iter().all(|m| m.2 == "mm"));
    // In Fused mode x @ w + b and the gelu ran as one kernel: its event names that kernel.
    let launched: Vec<String> = fused_s
        .trace()
        .events()
        .filter_map(|e| match e {
            Event::KernelLaunched { name, .. } => Some(name.to_string()),
            _ => None,
        })
        .collect();
    let first = &fused[0].2;
    assert!(first.contains('+') && first.contains("gelu"), "{first}");
    assert!(launched.contains(first), "{first} not in {launched:?}");
    // (64, 128, 256): two column folds for 4 MXUs, so each block's stream of M = 64 rows is cut
    // in two: every MXU streams T = 32 rows through one tile.
    assert_eq!(shape(&fused[0].3), (1, 64, 128, 256));
    assert_eq!(fused[0].3.cycles, tpu_cycles(1, 32));
    let lines = distinct_matmuls(fused_s.trace().events());
    assert_eq!(lines.len(), 2);
    assert!(lines.iter().all(|l| l.count == 3));
}

const CONV: &str = r#"
import torch
import torch.nn as nn
conv = nn.Conv2d(3, 6, 5).to("tpu")
x = torch.ones(8, 3, 32, 32, device="tpu", requires_grad=True)
y = conv(x)
y.sum().backward()
print(y.shape)
"#;

#[test]
fn a_convolution_streams_the_batch_times_its_pixels_past_the_stationary_filters() {
    // LeNet's first layer: im2col lays out a 3*5*5 window per row for each of 8*28*28 output
    // pixels, and one mm multiplies them by the 75x6 filters (docs/mxu.md). The backward's two
    // matmuls are the columns' gradient and the filters' gradient (K = the pixels).
    let (mut s, mm) = run(CONV, EagerMode::Strict);
    assert_eq!(s.take_stdout(), "torch.Size([8, 6, 28, 28])\n");
    let shapes: Vec<(u32, String, Shape)> = mm
        .iter()
        .map(|(_, line, kernel, m)| (*line, kernel.clone(), shape(m)))
        .collect();
    assert_eq!(
        shapes,
        vec![
            (6, "mm".to_string(), (1, 6272, 75, 6)),
            (7, "mm".to_string(), (1, 6272, 6, 75)),
            (7, "mm".to_string(), (1, 75, 6272, 6)),
        ],
        "{shapes:?}"
    );
}
