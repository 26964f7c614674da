//! Whole programs in core/tests/programs, each with the stdout real PyTorch 2.15 printed
//! (written by scripts/program_goldens.py), run with `device = "tpu"` on the CPU and GPU backends in
//! every implemented eager mode (Fused once crashed on `x @ w + x`, which only nn_containers has).
//! The GPU's Strict mode runs in `torch_programs_gpu.rs`, its Fused and Compiled modes in
//! `torch_programs_fused.rs`: processes of their own, as lavapipe keeps JIT memory for every
//! shader it compiles, and the fused kernels of ~160 programs in four modes ran one process out
//! of it ("LLVM ERROR: Unable to allocate section memory"), as did Debug and Strict together
//! over ~215 programs.

mod common;

use tpu_core::dispatch::EagerMode;

/// Float32 values may differ from PyTorch's in the last digits (see the oracle's README).
const REL: f64 = 1e-5;

#[test]
fn programs_print_pytorchs_text_on_cpu() {
    common::check_program_dir("programs", common::cpu, "cpu", REL, &EagerMode::ALL);
}

/// The learner-style programs (`core/tests/learner_programs/`: training loops, datasets, models
/// written as a newcomer writes them), in every mode on the CPU; on the GPU in
/// `learner_programs_gpu.rs`.
#[test]
fn learner_programs_print_pytorchs_text_on_cpu() {
    common::check_program_dir("learner_programs", common::cpu, "cpu", REL, &EagerMode::ALL);
}

#[test]
fn programs_print_pytorchs_text_on_gpu_in_debug_mode() {
    common::check_program_dir("programs", common::gpu, "gpu", REL, &[EagerMode::Debug]);
}
