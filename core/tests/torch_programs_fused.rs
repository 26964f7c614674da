//! The programs of `torch_programs.rs` on the GPU backend in Fused and Compiled modes, in a
//! process of their own (see there: lavapipe's shader JIT memory). Compiled runs every second
//! program, for CI's time (this file was its largest test, about 300 s): its kernels are Fused
//! mode's, which runs every program here, and every program runs Compiled on the CPU.

mod common;

use tpu_core::dispatch::EagerMode;

/// Float32 values may differ from PyTorch's in the last digits (see the oracle's README).
const REL: f64 = 1e-5;

#[test]
fn programs_print_pytorchs_text_on_gpu_in_fused_mode() {
    common::check_program_dir("programs", common::gpu, "gpu", REL, &[EagerMode::Fused]);
}

#[test]
fn programs_print_pytorchs_text_on_gpu_in_compiled_mode() {
    common::check_program_dir_every(
        "programs",
        common::gpu,
        "gpu",
        REL,
        &[EagerMode::Compiled],
        2,
    );
}
