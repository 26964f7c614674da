//! TPU Playground's command line, the top layer: `tpu run | mxu | collective | bench`.
//!
//! The layers below, lowest first (each knows only those under it; `scripts/check_layers.py` holds
//! Cargo's dependency graph to this order):
//! 1. `tpu-emu`: the emulator (tensors, kernels, backends, dispatcher, fusion, chip, MXU, ICI, trace).
//!    Knows no Python.
//! 2. `tpu-lang`: Python (parser front end, compiler, VM, builtins, the standard library layer).
//!    Knows no torch; a binding plugs in through `tpu_lang::host`.
//! 3. `tpu-torch`: the PyTorch binding (torch, nn, optim, autograd, distributed, SPMD ranks) and the
//!    runtime that drives a program.
//! 4. This crate: the CLI's parsing and commands, and the benchmarks. The page (`web`) sits beside it
//!    over the same three layers.
//!
//! The re-exports below give the integration tests (in `core/tests`) and the `tpu` binary one name
//! for the whole stack.

pub mod bench;
pub mod cli;

pub use tpu_emu::{chip, device, dispatch, fusion, ici, limits, mxu, ops, tensor, trace};
pub use tpu_lang as script;
pub use tpu_torch as torch;
pub use tpu_torch::{runtime, spmd};
