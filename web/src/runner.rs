//! Runs a program in the page without blocking it: slices of VM steps, yielding to the browser
//! between them and awaiting GPU read-backs as promises.

use std::cell::Cell;
use std::rc::Rc;

use tpu_core::device::{Backend, CpuBackend, GpuBackend};
use tpu_core::runtime::{Progress, Report, RunConfig, Session};
use tpu_core::script::PyErr;
use wasm_bindgen::JsCast;

/// Instructions per slice: small enough that a slice stays well under a frame (16 ms).
const SLICE: u64 = 20_000;

/// The device the page runs on: a WebGPU device found once, or the CPU with the reason.
pub enum Device {
    Gpu(GpuBackend),
    Cpu(String),
}

impl Device {
    /// Asks the browser for WebGPU unless `force_cpu`; no adapter means the CPU, with the reason shown.
    pub async fn detect(force_cpu: bool) -> Device {
        if force_cpu {
            return Device::Cpu("forced by ?backend=cpu".into());
        }
        match GpuBackend::new().await {
            Ok(g) => Device::Gpu(g),
            Err(_) => Device::Cpu("no WebGPU in this browser".into()),
        }
    }

    pub fn backend(&self) -> Box<dyn Backend> {
        match self {
            Device::Gpu(g) => Box::new(g.fresh()),
            Device::Cpu(why) => Box::new(CpuBackend::new(Some(why.clone()))),
        }
    }

    pub fn badge(&self) -> String {
        self.backend().info().badge()
    }
}

/// Resolves after the browser has had a turn (a zero-delay timeout): keeps the page responsive.
pub async fn yield_to_browser() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ =
                w.set_timeout_with_callback_and_timeout_and_arguments_0(resolve.unchecked_ref(), 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// How a run ended.
pub enum Finish {
    Done(Report),
    Failed(PyErr, String),
    Stopped,
}

/// Runs `source` to the end, passing printed text to `output` as it appears.
pub async fn run(
    source: &str,
    backend: Box<dyn Backend>,
    stop: Rc<Cell<bool>>,
    output: impl Fn(String),
) -> Finish {
    let mut session = match Session::new(source, backend, &RunConfig::default()) {
        Ok(s) => s,
        Err(e) => return Finish::Failed(e.clone(), e.render(source)),
    };
    loop {
        let progress = session.step(SLICE);
        let text = session.take_stdout();
        if !text.is_empty() {
            output(text);
        }
        match progress {
            Progress::Done => return Finish::Done(session.report()),
            Progress::Failed(e) => {
                let text = e.render(source);
                return Finish::Failed(e, text);
            }
            Progress::NeedsValue => {
                if let Err(e) = session.resolve_reads().await {
                    let text = e.render(source);
                    return Finish::Failed(e, text);
                }
            }
            Progress::Running => {
                if stop.get() {
                    return Finish::Stopped;
                }
                yield_to_browser().await;
            }
        }
    }
}
