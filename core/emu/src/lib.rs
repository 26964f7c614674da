//! TPU Playground's emulator: the layer that knows no Python.
//!
//! Tensors and their kernels (`tensor`, `ops`) run on a backend (`device`: the CPU reference or wgpu)
//! through the eager dispatcher (`dispatch`, with `fusion` for the Fused and Compiled modes); the chip's
//! cost model (`chip`), the systolic array (`mxu`) and the torus (`ici`) price what runs, and every
//! decision is recorded in `trace`. Errors are [`Error`] values carrying the exception class PyTorch
//! raises; a dispatcher call that must wait for a device read returns [`Stop::NeedsRead`]. The layers
//! above (`tpu-lang`, `tpu-torch`) turn both into Python's exceptions and the VM's suspension.
//! See docs/ARCHITECTURE.md.

pub mod chip;
pub mod device;
pub mod dispatch;
pub mod error;
pub mod fusion;
pub mod ici;
pub mod limits;
pub mod mxu;
pub mod ops;
pub mod sort;
pub mod tensor;
pub mod trace;

pub use error::{Error, Stop};
