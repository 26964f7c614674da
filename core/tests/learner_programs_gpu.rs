//! The programs of `core/tests/learner_programs/` on the GPU backend in Debug mode (which waits
//! for and checks each op), in a process of its own: lavapipe keeps JIT memory for every shader it
//! compiles, and these with `torch_programs.rs`'s in one process ran out of it (SIGSEGV).
//!
//! Every third program, for CI's time (all 89 took 270 s on lavapipe; there are 150 now): every one runs in all four
//! modes on the CPU (`torch_programs.rs`), and the kernels they launch are the ones the feature
//! programs of `core/tests/programs/` run on the GPU in every mode. These add the language's and
//! the library's breadth, which does not depend on the backend.

mod common;

use tpu_core::dispatch::EagerMode;

/// Float32 values may differ from PyTorch's in the last digits (see the oracle's README).
const REL: f64 = 1e-5;

#[test]
fn learner_programs_print_pytorchs_text_on_gpu_in_debug_mode() {
    common::check_program_dir_every(
        "learner_programs",
        common::gpu,
        "gpu",
        REL,
        &[EagerMode::Debug],
        3,
    );
}
