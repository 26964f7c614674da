//! The programs of `torch_programs.rs` on the GPU backend in Strict mode, in a process of its
//! own (see there: lavapipe's shader JIT memory).

mod common;

use tpu_core::dispatch::EagerMode;

/// Float32 values may differ from PyTorch's in the last digits (see the oracle's README).
const REL: f64 = 1e-5;

#[test]
fn programs_print_pytorchs_text_on_gpu_in_strict_mode() {
    common::check_program_dir("programs", common::gpu, "gpu", REL, &[EagerMode::Strict]);
}
