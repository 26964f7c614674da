//! The device the page runs on: WebGPU when the browser gives one, else the CPU with the reason
//! (the badge says which), and a fresh one after a loss.

use tpu_emu::device::{Backend, CpuBackend, GpuBackend};

/// The device the page runs on: a WebGPU device found once, or the CPU with the reason.
pub enum Device {
    /// A WebGPU device; the note says it replaced one that was lost.
    Gpu(Box<GpuBackend>, Option<String>),
    Cpu(String),
}

/// Whether the browser exposes WebGPU at all (`navigator.gpu`), adapter or not.
fn has_webgpu() -> bool {
    js_sys::Reflect::get(&js_sys::global(), &"navigator".into())
        .and_then(|n| js_sys::Reflect::get(&n, &"gpu".into()))
        .is_ok_and(|g| !g.is_undefined() && !g.is_null())
}

impl Device {
    /// Asks the browser for WebGPU unless `force_cpu`; no adapter means the CPU, with the reason shown.
    pub async fn detect(force_cpu: bool) -> Device {
        if force_cpu {
            return Device::Cpu("forced by ?backend=cpu".into());
        }
        match GpuBackend::new().await {
            Ok(g) => Device::Gpu(Box::new(g), None),
            // WebGPU present but no adapter (a blocklisted GPU, a policy): say which.
            Err(e) if has_webgpu() => Device::Cpu(format!("WebGPU gave no device: {e}")),
            Err(_) => Device::Cpu("no WebGPU in this browser".into()),
        }
    }

    /// Why the WebGPU device was lost, if it was: the run it was in failed, and the next run
    /// needs [`Device::renew`].
    pub fn lost(&self) -> Option<String> {
        match self {
            Device::Gpu(g, _) => g.lost(),
            Device::Cpu(_) => None,
        }
    }

    /// After a loss: a fresh WebGPU device, or the CPU with the reason (the badge says which).
    pub async fn renew(why: &str) -> Device {
        match GpuBackend::new().await {
            Ok(g) => Device::Gpu(
                Box::new(g),
                Some("a fresh device: the last one was lost".into()),
            ),
            Err(e) => Device::Cpu(format!(
                "the WebGPU device was lost ({why}) and no new one was given ({e})"
            )),
        }
    }

    pub fn backend(&self) -> Box<dyn Backend> {
        match self {
            Device::Gpu(g, _) => Box::new(g.fresh()),
            Device::Cpu(why) => Box::new(CpuBackend::new(Some(why.clone()))),
        }
    }

    pub fn badge(&self) -> String {
        match self {
            Device::Gpu(g, Some(note)) => format!("{} ({note})", g.info().badge()),
            _ => self.backend().info().badge(),
        }
    }
}
