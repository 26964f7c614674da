//! Backends: where kernels run. `Cpu` is the reference and the fallback; `Gpu` runs WGSL through wgpu
//! (WebGPU in the browser, Vulkan natively).
//!
//! Launches never block. Reads are requested, then completed: natively by waiting on the device, in
//! the browser by awaiting the signals the backend hands out, so the page's thread is never held.

pub mod cpu;
pub mod gpu;
pub mod hbm;

use std::rc::Rc;

use futures_channel::oneshot;
use serde::{Deserialize, Serialize};

use crate::ops::Kernel;
use crate::tensor::{DType, Storage};

pub use cpu::CpuBackend;
pub use gpu::GpuBackend;

/// A buffer in device memory. Only the GPU backend creates them.
#[derive(Debug)]
pub struct DeviceBuffer {
    pub(crate) buffer: wgpu::Buffer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BackendKind {
    Cpu,
    Gpu,
}

/// What the badge shows: the kind, the adapter, and (for a fallback) why.
#[derive(Clone, Debug, Serialize)]
pub struct BackendInfo {
    pub kind: BackendKind,
    /// The adapter's name (`llvmpipe (LLVM 15.0.6, 256 bits)`), or `CPU`.
    pub adapter: String,
    /// The graphics API under wgpu: `WebGPU` in a browser, `Vulkan` natively.
    pub api: String,
    /// Why the CPU is in use, when it is a fallback.
    pub fallback_reason: Option<String>,
}

impl BackendInfo {
    /// One line for the page's badge and the CLI report.
    pub fn badge(&self) -> String {
        match (&self.kind, &self.fallback_reason) {
            (BackendKind::Gpu, _) => format!("{}: {}", self.api, self.adapter),
            (BackendKind::Cpu, Some(why)) => format!("CPU: {why}"),
            (BackendKind::Cpu, None) => "CPU".to_string(),
        }
    }
}

/// A device-side failure (lost device, shader error): an error value, never a panic; a lost device
/// reaches the program as a plain RuntimeError, anything else as an internal error to report.
#[derive(Clone, Debug)]
pub struct DeviceError(pub String, pub DeviceFault);

/// Whose fault a device error is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceFault {
    /// The program's: a tensor larger than the device can hold in one buffer. Raised as PyTorch's
    /// out-of-memory error, before anything is created on the device.
    OutOfMemory,
    /// The playground's: a kernel it should not have launched, a storage it lost track of.
    Internal,
    /// The device's: it was lost (a driver reset, a closed tab's GPU process, an injected loss);
    /// the program is not at fault and nothing is to be reported, the next run takes a fresh one.
    Lost,
}

impl DeviceError {
    pub fn internal(message: impl Into<String>) -> Self {
        DeviceError(message.into(), DeviceFault::Internal)
    }

    pub fn lost(message: impl Into<String>) -> Self {
        DeviceError(message.into(), DeviceFault::Lost)
    }

    pub fn out_of_memory(message: impl Into<String>) -> Self {
        DeviceError(message.into(), DeviceFault::OutOfMemory)
    }
}

/// Which WGSL matmul the GPU backend runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MatmulKernel {
    /// An 8 x 8 array of PEs stepped cycle by cycle: each cycle operands move one PE right or down
    /// (one invocation runs one array in its registers, 8 arrays to a workgroup).
    Systolic,
    /// Register blocking (an 8 x 8 block of C per invocation, no workgroup memory), for speed.
    Tiled,
}

pub trait Backend {
    fn info(&self) -> &BackendInfo;

    /// Whether this backend runs `kernel` for these dtypes itself; otherwise the dispatcher runs the
    /// CPU reference on host copies (and the trace says so).
    fn supports(&self, kernel: &Kernel, inputs: &[DType], out: DType) -> bool;

    /// Enqueues `kernel` over the inputs' storages and returns the output's storage at once.
    fn launch(
        &mut self,
        kernel: &Kernel,
        inputs: &[&Rc<Storage>],
        out: DType,
    ) -> Result<Rc<Storage>, DeviceError>;

    /// Enqueues a kernel generated at run time (Fused mode's codegen): `wgsl` binds `inputs` at
    /// 0.. and float32 outputs of `output_lens` elements after them, and is dispatched over
    /// `workgroups` workgroups (folded into two dimensions past WebGPU's 65535); `key` names the
    /// source for the backend's pipeline cache. Backends without a shader compiler refuse.
    fn launch_generated(
        &mut self,
        _key: u64,
        _wgsl: &str,
        _inputs: &[&Rc<Storage>],
        _output_lens: &[usize],
        _workgroups: usize,
    ) -> Result<Vec<Rc<Storage>>, DeviceError> {
        Err(DeviceError::internal(
            "this backend runs no generated kernels".to_string(),
        ))
    }

    /// Asks for the host copy of `storage`; true if it is already there.
    fn request_read(&mut self, storage: &Rc<Storage>) -> Result<bool, DeviceError>;

    /// Moves reads that have landed into their storages; true when none is outstanding.
    fn complete_reads(&mut self) -> Result<bool, DeviceError>;

    /// Native hosts: blocks until every outstanding read has landed. Never called in the browser.
    fn wait_reads(&mut self) -> Result<(), DeviceError>;

    /// Browser hosts: signals that fire when the outstanding reads land (await them, then `complete_reads`).
    fn read_signals(&mut self) -> Vec<oneshot::Receiver<()>>;

    /// Whether a buffer of `bytes` fits this backend's largest buffer (and storage binding): a
    /// kernel over a bigger input or output runs on the CPU reference instead, as an unsupported
    /// one does.
    fn fits(&self, _bytes: u64) -> bool {
        true
    }

    /// The backend's cache of compiled generated kernels, for backends that keep one.
    fn kernel_cache(&self) -> Option<KernelCacheStats> {
        None
    }
}

/// A backend's bounded cache of compiled kernels: entries now, and entries evicted so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct KernelCacheStats {
    pub entries: u64,
    pub evictions: u64,
}
