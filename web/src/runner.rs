//! Runs a program in the page without blocking it: slices of VM steps, yielding to the browser
//! between them and awaiting GPU read-backs as promises.

use std::cell::Cell;
use std::rc::Rc;

use tpu_core::device::{Backend, CpuBackend, GpuBackend};
use tpu_core::runtime::{Progress, Report, RunConfig, Session};
use tpu_core::script::PyErr;
use tpu_core::trace::Event;
use wasm_bindgen::JsCast;

/// Slices are sized by time, not by instruction count: one instruction may run a whole backward
/// pass, so the runner measures each slice and halves or doubles its instruction budget to keep a
/// slice near [`SLICE_MS`], between 1 and [`MAX_SLICE`] instructions; it runs slices back to back and
/// gives the browser a turn once [`TURN_MS`] have passed since the last one.
const MAX_SLICE: u64 = 20_000;
const SLICE_MS: f64 = 4.0;
const TURN_MS: f64 = 12.0;

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
pub enum End {
    Done,
    /// The error and its CPython-style rendering.
    Failed(PyErr, String),
    Stopped,
}

/// A finished run: how it ended, and what the core reported (none when the program did not compile).
pub struct Finish {
    pub end: End,
    pub report: Option<Report>,
    /// The trace's retained events (the newest ones; `report.trace_events_dropped` counts the rest).
    pub events: Vec<Event>,
}

/// How far a run has got, sent after every slice for the progress indicator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tick {
    pub ops: u64,
    pub steps: u64,
}

/// Runs `source` with `config` to the end, passing printed text to `output` as it appears and
/// the progress to `tick` after every slice.
pub async fn run_with(
    source: &str,
    backend: Box<dyn Backend>,
    config: &RunConfig,
    stop: Rc<Cell<bool>>,
    output: impl Fn(String),
    tick: impl Fn(Tick),
) -> Finish {
    let mut session = match Session::new(source, backend, config) {
        Ok(s) => s,
        Err(e) => {
            let text = e.render(source);
            return Finish {
                end: End::Failed(e, text),
                report: None,
                events: Vec::new(),
            };
        }
    };
    let mut budget: u64 = 64;
    let mut last_turn = js_sys::Date::now();
    let end = loop {
        let started = js_sys::Date::now();
        let progress = session.step(budget);
        let took = js_sys::Date::now() - started;
        budget = next_budget(budget, took);
        let text = session.take_stdout();
        if !text.is_empty() {
            output(text);
        }
        match progress {
            Progress::Done => break End::Done,
            Progress::Failed(e) => {
                let text = e.render(source);
                break End::Failed(e, text);
            }
            Progress::NeedsValue => {
                if let Err(e) = session.resolve_reads().await {
                    let text = e.render(source);
                    break End::Failed(e, text);
                }
                last_turn = js_sys::Date::now();
            }
            Progress::Running => {
                if stop.get() {
                    break End::Stopped;
                }
                if js_sys::Date::now() - last_turn >= TURN_MS {
                    let report = session.report();
                    tick(Tick {
                        ops: report.ops_dispatched,
                        steps: report.steps,
                    });
                    yield_to_browser().await;
                    last_turn = js_sys::Date::now();
                }
            }
        }
    };
    Finish {
        end,
        report: Some(session.report()),
        events: session.trace().events().cloned().collect(),
    }
}

/// The next slice's instruction budget after one of `budget` instructions took `took_ms`.
pub fn next_budget(budget: u64, took_ms: f64) -> u64 {
    if took_ms > SLICE_MS {
        (budget / 2).max(1)
    } else if took_ms < SLICE_MS / 4.0 {
        (budget * 2).min(MAX_SLICE)
    } else {
        budget
    }
}

/// Runs `source` in the default settings (strict mode, v5e).
pub async fn run(
    source: &str,
    backend: Box<dyn Backend>,
    stop: Rc<Cell<bool>>,
    output: impl Fn(String),
) -> Finish {
    run_with(source, backend, &RunConfig::default(), stop, output, |_| {}).await
}
