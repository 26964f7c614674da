//! bf16 on the MXU: programs in core/tests/precision set `torch.set_float32_matmul_precision` or
//! run under `torch.autocast`; their goldens come from real PyTorch (scripts/refdata/precision.py:
//! autocast as PyTorch's CPU autocast computes it, the precisions by rounding the inputs as the
//! MXU's passes do). Each runs on "tpu" on both backends in every mode. And the trace prices what
//! the MXU does: a float32 matmul at "highest" takes six bf16 passes, "high" three matmul
//! kernels of one pass, "medium" one, a bfloat16 matmul one.

mod common;

use tpu_core::dispatch::EagerMode;

use tpu_core::runtime::{RunConfig, Session};
use tpu_core::trace::Event;

const REL: f64 = 1e-5;

#[test]
fn precision_programs_print_the_references_on_cpu() {
    common::check_program_dir("precision", common::cpu, "cpu", REL, &EagerMode::ALL);
}

#[test]
fn precision_programs_print_the_references_on_gpu_in_debug_mode() {
    common::check_program_dir("precision", common::gpu, "gpu", REL, &[EagerMode::Debug]);
}

#[test]
fn precision_programs_print_the_references_on_gpu_in_strict_mode() {
    common::check_program_dir("precision", common::gpu, "gpu", REL, &[EagerMode::Strict]);
}

#[test]
fn precision_programs_print_the_references_on_gpu_in_fused_mode() {
    common::check_program_dir("precision", common::gpu, "gpu", REL, &[EagerMode::Fused]);
}

#[test]
fn precision_programs_print_the_references_on_gpu_in_compiled_mode() {
    common::check_program_dir("precision", common::gpu, "gpu", REL, &[EagerMode::Compiled]);
}

/// The passes of each MXU matmul event of a run of `body` (after a 64x64 float32 `a` and `b`).
fn mxu_passes(body: &str) -> (Vec<u32>, u64) {
    let source = format!(
        "import torch\na = torch.randn(64, 64, device='tpu')\nb = torch.randn(64, 64, device='tpu')\n{body}\n"
    );
    let mut s = Session::new(&source, common::cpu(), &RunConfig::default()).expect("compiles");
    if let Err(e) = s.run_blocking(|| true) {
        panic!("{body}: {}", e.render(&source));
    }
    let passes = s
        .trace()
        .events()
        .filter_map(|e| match e {
            Event::MxuMatmul { passes, .. } => Some(*passes),
            _ => None,
        })
        .collect();
    (passes, s.report().mxu_cycles)
}

#[test]
fn the_trace_prices_each_precision_in_bf16_passes() {
    let (highest, highest_cycles) = mxu_passes("c = a @ b");
    assert_eq!(highest, [6]);
    let (medium, medium_cycles) =
        mxu_passes("torch.set_float32_matmul_precision('medium')\nc = a @ b");
    assert_eq!(medium, [1]);
    assert_eq!(highest_cycles, 6 * medium_cycles);
    let (high, high_cycles) = mxu_passes("torch.set_float32_matmul_precision('high')\nc = a @ b");
    assert_eq!(high, [1, 1, 1]);
    assert_eq!(high_cycles, 3 * medium_cycles);
    let (autocast, _) = mxu_passes("with torch.autocast('tpu'):\n    c = a @ b");
    assert_eq!(autocast, [1]);
    let (bf16, _) = mxu_passes("c = a.bfloat16() @ b.bfloat16()");
    assert_eq!(bf16, [1]);
    // A tensor off the chip is exact whatever the setting (and never reaches the MXU's passes).
    mxu_passes(
        "x = torch.rand(8, 8)\nr = x @ x\ntorch.set_float32_matmul_precision('medium')\nassert torch.equal(x @ x, r)\nassert not torch.equal(a @ b, a.bfloat16().float() @ b.bfloat16().float() + 1)",
    );
}
