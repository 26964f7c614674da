//! What goes wrong with a GPU device while the page is open, and how the backend reports it:
//! the device lost (a driver reset, the browser reclaiming the GPU, `GPUDevice.destroy()`) and a
//! kernel whose WGSL does not compile. Both end the run in progress with a clear error; the host
//! (page or test) asks [`GpuBackend::lost`] after a failed run and opens a fresh device for the
//! next one (see docs/ARCHITECTURE.md, "Errors are values").
//!
//! With the `fault-injection` feature (tests only), [`FaultHandle::inject`] causes either fault
//! through the real mechanism: `Device::destroy` for a lost device, broken WGSL handed to the
//! shader compiler for a kernel.

use std::sync::{Arc, Mutex};

use super::{lock, GpuBackend};
use crate::device::DeviceError;

/// The health of one wgpu device, shared by the backend that opened it and every run's
/// [`GpuBackend::fresh`] copy.
#[derive(Default)]
pub(super) struct Health {
    /// Why the device was lost, once wgpu's device-lost callback has fired.
    pub lost: Option<String>,
    /// Fault injection: the next compilation of this kernel is given broken WGSL.
    pub broken: Option<&'static str>,
}

pub(super) type SharedHealth = Arc<Mutex<Health>>;

/// wgpu's device-lost reason and message, in words.
pub(super) fn describe(reason: wgpu::DeviceLostReason, message: &str) -> String {
    let what = match reason {
        wgpu::DeviceLostReason::Destroyed => "the device was destroyed",
        wgpu::DeviceLostReason::Unknown => "the driver or the browser gave it up",
    };
    let message = message.trim().trim_end_matches('.');
    if message.is_empty() {
        what.to_string()
    } else {
        format!("{what} ({message})")
    }
}

/// Source that no WGSL compiler accepts, for an injected shader failure.
pub(super) const BROKEN_WGSL: &str = "\n// injected fault: not WGSL\nfn broken( {\n";

impl GpuBackend {
    /// Why this backend's device was lost, if it was: the host opens a fresh device for the next
    /// run instead of reusing it.
    pub fn lost(&self) -> Option<String> {
        lock(&self.health).lost.clone()
    }

    /// The run's error for a lost device.
    pub(super) fn lost_error(&self, why: &str) -> DeviceError {
        DeviceError::lost(format!(
            "the {} device was lost: {why}; the next run starts on a fresh device",
            self.info.api
        ))
    }

    /// Natively wgpu calls the device-lost callback from `poll`; give it the chance before an
    /// error is reported, so a lost device is named as such rather than by its first symptom.
    pub(super) fn poll_for_loss(&self) {
        #[cfg(not(target_arch = "wasm32"))]
        let _ = self.device.poll(wgpu::PollType::Poll);
    }

    /// A read-back that failed. The backend never unmaps or destroys a staging buffer before its
    /// map resolves, so unless the device reported an error of its own, a failed map means the
    /// device is gone: in the browser `mapAsync` rejects before the device's `lost` promise
    /// resolves. The device is marked lost then (the callback's reason replaces this one when it
    /// comes), so the host opens a fresh one for the next run.
    pub(super) fn read_failed(&mut self, e: &str) -> DeviceError {
        self.poll_for_loss();
        if self.lost().is_none() && lock(&self.errors).is_empty() {
            lock(&self.health).lost = Some(format!("a read-back from it was refused ({e})"));
        }
        if let Err(reported) = self.check() {
            return reported;
        }
        DeviceError::internal(format!("GPU read-back failed: {e}"))
    }

    /// The error of a kernel whose WGSL did not compile, if `first` (the device's first error
    /// since the last check) is one: named by the pipeline's label, which is the kernel's key.
    /// The pipeline is dropped from the cache, so a later launch compiles the kernel again.
    pub(super) fn shader_error(&mut self, first: &str) -> Option<DeviceError> {
        let lower = first.to_lowercase();
        if !(lower.contains("shader") || lower.contains("wgsl") || lower.contains("parsing")) {
            return None;
        }
        let key =
            self.compiled.iter().rev().copied().find(|k| {
                first.contains(&format!("'{k}'")) || first.contains(&format!("\"{k}\""))
            })?;
        self.pipelines.remove(key);
        let detail = first
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .take(4)
            .collect::<Vec<_>>()
            .join(" / ");
        Some(DeviceError::internal(format!(
            "the GPU kernel `{key}` failed to compile its WGSL, so its op cannot run: {detail}"
        )))
    }

    /// A handle that injects faults into this device while a session owns the backend.
    #[cfg(feature = "fault-injection")]
    pub fn fault_handle(&self) -> FaultHandle {
        FaultHandle {
            device: self.device.clone(),
            health: self.health.clone(),
        }
    }
}

/// A fault to inject (tests only).
#[cfg(feature = "fault-injection")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// `Device::destroy`: the device is lost as a driver reset would lose it.
    DeviceLost,
    /// The next compilation of this kernel (`binary`, `unary`, `reduce`, `systolic`, ...) is
    /// given broken WGSL.
    ShaderCompile(&'static str),
}

#[cfg(feature = "fault-injection")]
pub struct FaultHandle {
    device: wgpu::Device,
    health: SharedHealth,
}

#[cfg(feature = "fault-injection")]
impl FaultHandle {
    pub fn inject(&self, fault: Fault) {
        match fault {
            Fault::DeviceLost => {
                self.device.destroy();
                #[cfg(not(target_arch = "wasm32"))]
                let _ = self.device.poll(wgpu::PollType::Poll);
            }
            Fault::ShaderCompile(kernel) => lock(&self.health).broken = Some(kernel),
        }
    }
}
