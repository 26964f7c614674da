//! `tpu bench`: measurements reported as ratios against baselines measured in the same run; never
//! used in tests, which assert values, not speeds. `vm` and `dispatch` are programs that time
//! themselves with `time.perf_counter()`, so the same text runs natively, in the browser suites
//! (wasm-tests/tests/bench.rs) and in CPython / real PyTorch (core/benches/vm.rs,
//! scripts/bench_dispatch_torch.py). `matmul` and `fused` are native only; the browser suites run `programs` themselves.

pub mod dispatch;
#[cfg(not(target_arch = "wasm32"))]
pub mod fused;
#[cfg(not(target_arch = "wasm32"))]
mod matmul;
pub mod programs;
pub mod vm;

#[cfg(not(target_arch = "wasm32"))]
pub use matmul::{cli, matmul, MatmulReport, MatmulRow};
