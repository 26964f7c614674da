//! The device the page runs on, chosen so it is never the slow one: WebGPU on a real GPU, the CPU
//! kernels where the browser's WebGPU is itself a software renderer (every CI browser and many
//! machines without a GPU: there the CPU path ran the examples 13-20x faster, issue 22) or absent;
//! the badge says which and why, and a fresh device comes after a loss.

use serde::{Deserialize, Serialize};
use tpu_emu::device::{Backend, CpuBackend, GpuBackend};

/// What the address asks for: `?backend=cpu` / `?backend=gpu` force one; by default (`Auto`) the
/// page picks the faster.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BackendChoice {
    #[default]
    Auto,
    Cpu,
    Gpu,
}

impl BackendChoice {
    /// From `?backend=`: `cpu`, `gpu` (or `webgpu`), anything else automatic.
    pub fn parse(v: Option<&str>) -> BackendChoice {
        match v {
            Some("cpu") => BackendChoice::Cpu,
            Some("gpu" | "webgpu") => BackendChoice::Gpu,
            _ => BackendChoice::Auto,
        }
    }
}

/// The device the page runs on: a WebGPU device found once, or the CPU with the reason (its text
/// up to the first ": " is the badge's short line, the whole of it the details).
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
    /// The device for `choice`: the CPU when forced; WebGPU when the browser gives a device (for
    /// `Auto` only a hardware one: a software adapter runs the same kernels slower than the CPU
    /// path); otherwise the CPU, with the reason shown.
    pub async fn detect(choice: BackendChoice) -> Device {
        if choice == BackendChoice::Cpu {
            return Device::Cpu("chosen by ?backend=cpu".into());
        }
        match GpuBackend::new().await {
            Ok(g) if choice == BackendChoice::Auto && g.is_software() => Device::Cpu(format!(
                "this browser's WebGPU runs on the CPU: its adapter is a software renderer ({}), \
                 which runs the playground's kernels several times slower than its own CPU \
                 kernels; add ?backend=gpu to the address to use it anyway",
                g.info().adapter
            )),
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

    /// The badge: one short line (what runs the kernels and why), then after a newline the
    /// details the page shows on a click.
    pub fn badge(&self) -> String {
        const SAME: &str = "Results are the same on either backend.";
        match self {
            Device::Gpu(g, Some(note)) => {
                format!("{}\n{note}. {SAME}", g.info().badge())
            }
            Device::Gpu(g, None) => format!(
                "{}\nKernels run on this browser's WebGPU device. {SAME} ?backend=cpu in the \
                 address runs them on the CPU instead.",
                g.info().badge()
            ),
            Device::Cpu(why) => {
                let short = why.split(": ").next().unwrap_or(why);
                format!("CPU kernels: {short}\n{why}. {SAME}")
            }
        }
    }
}
