//! The suites that compile no GPU shader in this process, as one test binary: each links the whole
//! stack (~50 MB with line tables), and as 17 binaries they cost a clean CI checkout ~0.9 GB of disk
//! and a link apiece on two cores. Run one suite with `cargo test -p tpu-core --test cpu -- python::`
//! (a module path filters the tests).
//!
//! The suites that run kernels on the GPU adapter stay one binary each, beside this folder: the
//! software adapter CI uses (Mesa's lavapipe) does not give back the JIT memory of the shaders a
//! process compiled, and all of them in one process died with LLVM's "Unable to allocate section
//! memory" before the last suite finished.

#[path = "../common/mod.rs"]
mod common;

mod cache_tiers;
mod calibrate;
mod cli;
mod deep;
mod exits;
mod gradcheck;
mod grammar;
mod hostile;
mod hostile_suite;
mod kwargs;
mod language;
mod library;
mod mxu_trace;
mod nn_module;
mod profiler;
mod python;
mod trace_serde;
