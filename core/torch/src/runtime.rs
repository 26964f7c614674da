//! Running a program: a [`Session`] owns one VM and its torch runtime, and is driven in slices.
//!
//! The host calls [`Session::step`]; when it answers `NeedsValue` the host resolves the device reads
//! (natively `wait_reads`, in the browser by awaiting `read_signals`) and steps again. The same loop
//! gives the page its Stop button and responsiveness, and the CLI its time limit.

use crate::TorchCtx;
use std::rc::Rc;

use futures_channel::oneshot;
use serde::{Deserialize, Serialize};

use crate::TorchState;
use tpu_emu::chip::ChipId;
use tpu_emu::device::{Backend, BackendInfo};
use tpu_emu::dispatch::{internal, Dispatcher, EagerMode};
use tpu_emu::trace::Trace;
use tpu_lang::compile::compile_program;
use tpu_lang::native::Ctx;
use tpu_lang::{PyErr, RunOutcome, Vm};

/// Settings of one run.
#[derive(Clone, Debug)]
pub struct RunConfig {
    pub mode: EagerMode,
    /// The TPU generation kernels are priced on.
    pub chip: ChipId,
    /// Total instructions before the program is stopped as runaway.
    pub step_limit: u64,
    /// Bytes of live TPU tensors all the chips of the run may hold together (host memory backs
    /// every emulated HBM): `tpu_emu::device::hbm::MAX_HOST_BYTES` by default.
    pub host_memory_limit: u64,
    /// Where `torch.save` and `open` write: a fresh in-memory store per run when None.
    pub files: Option<tpu_lang::files::Files>,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            mode: EagerMode::Strict,
            chip: ChipId::V5e,
            step_limit: 200_000_000,
            host_memory_limit: tpu_emu::device::hbm::MAX_HOST_BYTES,
            files: None,
        }
    }
}

/// Where a session stands after a slice.
#[derive(Debug)]
pub enum Progress {
    /// More to run: call `step` again (after yielding to the page, if in one).
    Running,
    /// Device reads are pending: resolve them, then `step` again.
    NeedsValue,
    Done,
    /// The program raised; the session is over.
    Failed(PyErr),
}

/// Totals of a run, as `tpu run --report-json` writes them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub mode: EagerMode,
    pub backend: String,
    pub chip: ChipId,
    pub ops_dispatched: u64,
    pub kernel_launches: u64,
    pub syncs: u64,
    pub hbm_bytes_read: u64,
    pub hbm_bytes_written: u64,
    pub flops: u64,
    /// Cycles of the chip's MXUs over the run (the systolic model).
    pub mxu_cycles: u64,
    /// Cycles of the chip's SparseCores over the run (gathers and scatter-adds; 0 on a chip
    /// without SparseCores, which runs them on the vector unit).
    pub sparsecore_cycles: u64,
    /// Matmuls mapped onto the MXUs, their multiply-accumulates, and the PE-cycles the chip's MXUs
    /// offered them (cycles x PEs x MXUs): `100 * mxu_macs / mxu_pe_cycles` is the run's MXU use.
    pub matmuls: u64,
    pub mxu_macs: u64,
    pub mxu_pe_cycles: u64,
    /// The run's time on the emulated chip: host dispatch, launches, kernels (roofline) and syncs.
    /// Deterministic: it depends on the program and the settings only.
    pub modelled_time_s: f64,
    /// The most emulated HBM the run held at once: live tensors plus the caching allocator's
    /// cache (PyTorch's `max_memory_reserved()`), in bytes.
    pub peak_hbm_bytes: u64,
    /// The most bytes live tensors held at once (`max_memory_allocated()`).
    pub peak_hbm_allocated_bytes: u64,
    pub trace_events_dropped: u64,
    /// In-place writes whose result reused their destination's HBM (buffer donation: Debug and
    /// Strict only).
    pub buffers_donated: u64,
    pub steps: u64,
    /// Fused mode's graphs, fused kernels and compile-cache counters (absent in other modes).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub fusion: Option<tpu_emu::fusion::FusionStats>,
}

pub struct Session {
    vm: Vm,
    source: Rc<str>,
    finished: bool,
}

impl Session {
    /// Compiles `source`; a syntax error (or unsupported syntax) is returned at once.
    pub fn new(
        source: &str,
        backend: Box<dyn Backend>,
        config: &RunConfig,
    ) -> Result<Session, PyErr> {
        let code = compile_program(source)?;
        let dispatcher = Dispatcher::for_chip(backend, config.mode, config.chip);
        // A session alone has the bound to itself; the SPMD runner shares one among its ranks.
        tpu_emu::device::hbm::HostMemory::new(config.host_memory_limit).attach(&dispatcher.hbm);
        let mut vm = Vm::new(code, crate::new_ctx(TorchState::new(dispatcher)));
        vm.step_limit = config.step_limit;
        if let Some(files) = &config.files {
            vm.ctx.files = files.0.clone();
        }
        Ok(Session {
            vm,
            source: Rc::from(source),
            finished: false,
        })
    }

    /// The rank's interpreter context (the SPMD runner reads and answers its collectives).
    pub fn ctx(&self) -> &Ctx {
        &self.vm.ctx
    }

    pub fn ctx_mut(&mut self) -> &mut Ctx {
        &mut self.vm.ctx
    }

    /// Where the program stands (the instruction about to run, or to run again).
    pub fn current_span(&self) -> Option<tpu_lang::Span> {
        self.vm.current_span()
    }

    /// The innermost position, library files included (`Vm::current_location`).
    pub fn current_location(&self) -> Option<(Option<std::rc::Rc<str>>, tpu_lang::Span)> {
        self.vm.current_location()
    }

    pub fn source(&self) -> &str {
        &self.source
    }

    /// Runs at most `budget` instructions.
    pub fn step(&mut self, budget: u64) -> Progress {
        if self.finished {
            return Progress::Done;
        }
        // This rank's default dtype on the thread (SPMD ranks share it, each with its own).
        let default_float = self.vm.ctx.torch().precision.default_float();
        crate::precision::install_default_float(default_float);
        let outcome = self.vm.run(budget);
        if matches!(outcome, RunOutcome::Done | RunOutcome::Error(_)) {
            // The last instruction's frees are still in the allocator: into the trace with them.
            self.vm.ctx.torch().dispatcher.flush_memory_events();
        }
        match outcome {
            RunOutcome::Done => {
                self.finished = true;
                // Fused mode: what is still recorded runs now (a flush never waits on the device).
                let d = &mut self.vm.ctx.torch().dispatcher;
                match d.cut(tpu_emu::trace::MaterializationReason::EndOfProgram, 0) {
                    Ok(()) => Progress::Done,
                    Err(tpu_emu::Stop::Raise(e)) => Progress::Failed(e.into()),
                    Err(_) => Progress::Failed(internal("a graph flush asked to wait").into()),
                }
            }
            RunOutcome::OutOfBudget => Progress::Running,
            RunOutcome::NeedsValue => Progress::NeedsValue,
            RunOutcome::Error(e) => {
                self.finished = true;
                Progress::Failed(e)
            }
        }
    }

    fn backend(&mut self) -> &mut dyn Backend {
        self.vm.ctx.torch().dispatcher.backend.as_mut()
    }

    /// Natively: blocks until pending reads land.
    pub fn wait_reads(&mut self) -> Result<(), PyErr> {
        let r = self.backend().wait_reads();
        r.map_err(|e| self.at_current_line(tpu_emu::dispatch::device_error(&e).into()))
    }

    /// A device failure met while the host waited for a value (a lost device): placed at the
    /// instruction that needed the value, as the page and CLI show errors at a line.
    fn at_current_line(&self, e: PyErr) -> PyErr {
        match self.vm.current_span() {
            Some(span) if e.span().is_none() => e.at(span),
            _ => e,
        }
    }

    /// In the browser: signals to await before `complete_reads`.
    pub fn read_signals(&mut self) -> Vec<oneshot::Receiver<()>> {
        self.backend().read_signals()
    }

    /// Awaits every pending device read, then moves the data into place. The browser's way of
    /// resolving `Progress::NeedsValue`: the page's thread keeps running while the GPU answers.
    pub async fn resolve_reads(&mut self) -> Result<(), PyErr> {
        for signal in self.read_signals() {
            // A dropped sender means the callback will never come: complete_reads reports it.
            let _ = signal.await;
        }
        self.complete_reads()
    }

    pub fn complete_reads(&mut self) -> Result<(), PyErr> {
        let r = self.backend().complete_reads();
        r.map(|_| ())
            .map_err(|e| self.at_current_line(tpu_emu::dispatch::device_error(&e).into()))
    }

    /// Sends what the program prints to `sink` as it prints it (`None`: back into the text
    /// [`Session::take_stdout`] drains).
    pub fn set_stdout_sink(&mut self, sink: Option<tpu_lang::native::StdoutSink>) {
        self.vm.ctx.stdout_sink = sink;
    }

    /// Output printed since the last call.
    pub fn take_stdout(&mut self) -> String {
        std::mem::take(&mut self.vm.ctx.stdout)
    }

    /// The run's dispatcher (tests inspect Fused mode's graphs through it).
    pub fn dispatcher_mut(&mut self) -> &mut Dispatcher {
        &mut self.vm.ctx.torch().dispatcher
    }

    pub fn trace(&self) -> &Trace {
        &self.vm.ctx.torch_ref().dispatcher.trace
    }

    pub fn backend_info(&self) -> BackendInfo {
        self.vm.ctx.torch_ref().dispatcher.backend.info().clone()
    }

    pub fn report(&self) -> Report {
        let d = &self.vm.ctx.torch_ref().dispatcher;
        let t = &d.trace.totals;
        Report {
            mode: d.mode,
            backend: d.backend.info().badge(),
            chip: d.pricing.chip,
            ops_dispatched: t.ops_dispatched,
            kernel_launches: t.kernel_launches,
            syncs: t.syncs,
            hbm_bytes_read: t.hbm_bytes_read,
            hbm_bytes_written: t.hbm_bytes_written,
            flops: t.flops,
            mxu_cycles: d.pricing.totals.mxu_cycles,
            sparsecore_cycles: d.pricing.totals.sparsecore_cycles,
            matmuls: t.matmuls,
            mxu_macs: t.mxu_macs,
            mxu_pe_cycles: t.mxu_pe_cycles,
            modelled_time_s: d.pricing.modelled_time_s(),
            peak_hbm_bytes: d.hbm.borrow().reserved_bytes.peak,
            peak_hbm_allocated_bytes: d.hbm.borrow().allocated_bytes.peak,
            buffers_donated: d.buffers_donated,
            trace_events_dropped: d.trace.dropped,
            steps: self.vm.steps,
            fusion: d.mode.defers().then(|| {
                let mut f = d.fusion.report();
                if let Some(k) = d.backend.kernel_cache() {
                    f.gpu_pipelines = k.entries;
                    f.gpu_pipeline_evictions = k.evictions;
                }
                f
            }),
        }
    }

    /// Runs to the end on a native host, waiting on the device at each sync point.
    /// `keep_going` is asked between slices (the CLI's time limit).
    pub fn run_blocking(&mut self, mut keep_going: impl FnMut() -> bool) -> Result<(), PyErr> {
        loop {
            match self.step(100_000) {
                Progress::Done => return Ok(()),
                Progress::Failed(e) => return Err(e),
                Progress::NeedsValue => self.wait_reads()?,
                Progress::Running => {
                    if !keep_going() {
                        let mut e = tpu_lang::native::time_limit_error();
                        if let Some(span) = self.vm.current_span() {
                            e = e.at(span);
                        }
                        self.finished = true;
                        return Err(e);
                    }
                }
            }
        }
    }
}

/// What a whole run produced: for tests, benchmarks and the CLI.
#[derive(Debug)]
pub struct Outcome {
    pub stdout: String,
    pub error: Option<PyErr>,
    pub report: Option<Report>,
}

/// Compiles and runs `source` to the end on a native host.
pub fn run_to_end(source: &str, backend: Box<dyn Backend>, config: &RunConfig) -> Outcome {
    let mut session = match Session::new(source, backend, config) {
        Ok(s) => s,
        Err(e) => {
            return Outcome {
                stdout: String::new(),
                error: Some(e),
                report: None,
            }
        }
    };
    let result = session.run_blocking(|| true);
    Outcome {
        stdout: session.take_stdout(),
        error: result.err(),
        report: Some(session.report()),
    }
}
