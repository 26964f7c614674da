//! The programs of `core/tests/learner_programs/` on the GPU backend in Fused mode (the lazy graph
//! and its fused kernels on the real adapter), in a process of its own: lavapipe keeps JIT memory for every shader it
//! compiles, and these with `torch_programs.rs`'s in one process ran out of it (SIGSEGV).
//!
//! Every sixth program, in Fused mode, for CI's time: all 89 took 270 s in Debug on lavapipe; of the
//! 150 now, every third took 711 s in Debug (a LeNet-5 alone over 120 s; Fused runs it in 83 s).
//! Every one runs in all four
//! modes on the CPU (`torch_programs.rs`), and the kernels they launch are the ones the feature
//! programs of `core/tests/programs/` run on the GPU in every mode. These add the language's and
//! the library's breadth, which does not depend on the backend.

mod common;

use tpu_core::dispatch::EagerMode;

/// Float32 values may differ from PyTorch's in the last digits (see the oracle's README).
const REL: f64 = 1e-5;

#[test]
fn learner_programs_print_pytorchs_text_on_gpu_in_fused_mode() {
    common::check_program_dir_every(
        "learner_programs",
        common::gpu,
        "gpu",
        REL,
        &[EagerMode::Fused],
        6,
    );
}
