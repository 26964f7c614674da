//! TPU Playground's core: a Python VM that runs PyTorch programs on an emulated TPU.
//!
//! Data flows one way: `script` (parse, compile, VM) -> `torch` (the bindings) -> `dispatch` (eager
//! modes) -> `device` (CPU or wgpu backends running `ops` kernels), with every decision recorded in
//! `trace`. `runtime` drives a program to completion without ever blocking. See docs/ARCHITECTURE.md.

pub mod bench;
pub mod chip;
pub mod device;
pub mod dispatch;
pub mod fusion;
pub mod ici;
pub mod mxu;
pub mod ops;
pub mod runtime;
pub mod script;
pub mod spmd;
pub mod tensor;
pub mod torch;
pub mod trace;
