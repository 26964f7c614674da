//! PyTorch's official tutorials, rewritten in core/tests/tutorials on synthetic data (each file's
//! docstring names the tutorial it follows and what it changed), each with the stdout real
//! PyTorch 2.15 printed, run with `device = "tpu"` on both backends in every eager mode. The page
//! runs them too (wasm-tests). Held-out tutorials of the same kinds check the general behaviour.

mod common;

use tpu_core::dispatch::EagerMode;

/// Training loops carry float32 rounding through their steps: the tutorials keep their loops
/// short enough that the last digits they print stay within this.
const REL: f64 = 1e-5;

#[test]
fn tutorials_print_pytorchs_text_on_cpu() {
    common::check_program_dir("tutorials", common::cpu, "cpu", REL, &EagerMode::ALL);
}

#[test]
fn tutorials_print_pytorchs_text_on_gpu_in_debug_mode() {
    common::check_program_dir("tutorials", common::gpu, "gpu", REL, &[EagerMode::Debug]);
}

#[test]
fn tutorials_print_pytorchs_text_on_gpu_in_strict_mode() {
    common::check_program_dir("tutorials", common::gpu, "gpu", REL, &[EagerMode::Strict]);
}

#[test]
fn tutorials_print_pytorchs_text_on_gpu_in_fused_mode() {
    common::check_program_dir("tutorials", common::gpu, "gpu", REL, &[EagerMode::Fused]);
}

#[test]
fn tutorials_print_pytorchs_text_on_gpu_in_compiled_mode() {
    common::check_program_dir("tutorials", common::gpu, "gpu", REL, &[EagerMode::Compiled]);
}
