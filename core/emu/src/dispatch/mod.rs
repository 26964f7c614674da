//! The eager dispatcher: every op the program calls comes through here, is logged, and runs on the
//! backend (or, for what the backend lacks, on the CPU reference over host copies).
//!
//! `EagerMode::Strict` (TorchTPU's default) enqueues each kernel at once and lets the host run ahead;
//! the host waits only at a sync point, which is logged with its [`MaterializationReason`].

pub mod pricing;

use std::borrow::Cow;
use std::collections::HashSet;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::chip::ChipId;
use crate::device::hbm::{Hbm, HbmBlock, OutOfMemory};
use crate::device::Backend;
use crate::error::Error;
use crate::error::Stop;
use crate::ops::{cpu, Kernel};
use crate::tensor::{DType, HostData, Storage, Tensor};
use crate::trace::{Event, MaterializationReason, Trace};
use pricing::Pricing;

/// The most floating-point operations one op may cost. The emulator runs every op on the machine
/// it is in (the page's one thread), where a single instruction over huge but legal tensors (a
/// matmul of two 8192x8192 tensors: 1.1e12 flops) would run for minutes and Stop could not end
/// it, since Stop acts between instructions. 2^32 flops is a 1290^3 matmul, a few seconds on the
/// CPU reference at worst; every example and test program stays far below it.
pub const MAX_OP_FLOPS: u64 = 1 << 32;

/// Refuses an op that would cost more than [`MAX_OP_FLOPS`], before anything is allocated or run.
pub fn check_op_budget(op: &str, kernel: &Kernel) -> Result<(), Error> {
    let flops = kernel.flops();
    if flops > MAX_OP_FLOPS {
        return Err(Error::runtime_error(format!(
            "{op} would take {:.3e} floating-point operations, more than the playground's per-op budget ({:.3e}): one op runs without a pause, so an op this big would freeze the page; use smaller tensors",
            flops as f64, MAX_OP_FLOPS as f64
        )));
    }
    Ok(())
}

/// How ops are dispatched, as TorchTPU names the modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EagerMode {
    /// Run each op and wait for it; check every result.
    Debug,
    /// Run each op at once, asynchronously; the host runs ahead until a sync point.
    Strict,
    /// Defer ops into graphs, fuse, compile, cache.
    Fused,
    /// `torch.compile`: capture whole functions.
    Compiled,
}

impl EagerMode {
    /// Every mode TorchTPU names, in the page's order.
    pub const ALL: [EagerMode; 4] = [
        EagerMode::Debug,
        EagerMode::Strict,
        EagerMode::Fused,
        EagerMode::Compiled,
    ];

    /// Whether ops outside a capture are recorded into the lazy graph: Fused, and Compiled, whose
    /// code around compiled functions runs as in Fused (as TorchTPU's compiled mode does).
    pub fn defers(self) -> bool {
        matches!(self, EagerMode::Fused | EagerMode::Compiled)
    }

    /// Whether an in-place write may reuse its destination's buffer for its result (XLA's buffer
    /// donation): on in Debug and Strict, off in Fused and Compiled, as TorchTPU sets it. A
    /// deferred graph keeps the values it recorded until it runs, so no buffer of it is dead early.
    pub fn donates_buffers(self) -> bool {
        !self.defers()
    }

    pub fn parse(s: &str) -> Option<EagerMode> {
        match s {
            "debug" => Some(EagerMode::Debug),
            "strict" => Some(EagerMode::Strict),
            "fused" => Some(EagerMode::Fused),
            "compiled" => Some(EagerMode::Compiled),
            _ => None,
        }
    }
}

pub struct Dispatcher {
    pub mode: EagerMode,
    pub backend: Box<dyn Backend>,
    pub trace: Trace,
    /// The cost model of the emulated chip and the run's modelled clock.
    pub pricing: Pricing,
    /// The chip's HBM: every `tpu` storage holds a block of it.
    pub hbm: Hbm,
    /// Debug mode: results not yet checked, with the op and line that made them.
    unchecked: Vec<Unchecked>,
    pub(crate) seq: u64,
    /// Storages whose read was requested on the device (so a host fallback can log its sync once).
    requested: HashSet<u64>,
    /// Recent launches, for replay: see [`Replay`].
    replay: Replay,
    /// Fused mode: the lazy graph, the compile cache and their statistics (`crate::fusion`).
    pub fusion: crate::fusion::Fusion,
    /// The modes `torch_tpu.eager_mode(...)` blocks entered from, innermost last.
    pub mode_stack: Vec<EagerMode>,
    /// The storage an in-place write is about to replace whole (set around its launch by
    /// `torch::kernels::assign_at`): its buffer may be donated to the write's result.
    pub donor: Option<u64>,
    /// In-place writes whose result took their destination's buffer instead of new HBM.
    pub buffers_donated: u64,
}

/// Makes re-executed natives idempotent.
///
/// A native that needs a device read returns `Stop::NeedsRead`, and the VM runs the same instruction
/// again once the read has landed. A native that launches several kernels (a backward pass, a
/// composite op) would launch fresh copies of the kernels it already ran, whose outputs are new
/// device buffers needing reads in turn: it would never finish. So the launches of the current
/// instruction are logged, and when the instruction is retried after a read, its launches are
/// answered from the log in order (the retry runs the same deterministic code from the same state,
/// so the k-th launch is the same kernel); the pending reads land on the very buffers reused.
#[derive(Default)]
struct Replay {
    log: Vec<(Kernel, DType, Tensor)>,
    /// Position in the log while a retried instruction replays it.
    cursor: Option<usize>,
    /// The current instruction stopped for a read and will run again.
    retry_pending: bool,
    /// How many times the current instruction has stopped for a read (see [`MAX_READ_RETRIES`]).
    read_retries: u32,
}

/// Launches logged per instruction; past this a retry recomputes the rest (correct, only slower).
const REPLAY_LOG: usize = 4096;

/// Device reads one instruction may wait for. Each read lands before the retry, so an instruction
/// that keeps asking is asking for a storage its retry made anew: a bug of the replay, which would
/// otherwise freeze the page waiting forever. Stopping it turns that into an error with the line.
const MAX_READ_RETRIES: u32 = 10_000;

impl Dispatcher {
    /// The number of the last op dispatched (ops are numbered from 1 in the trace's events).
    pub fn last_seq(&self) -> u64 {
        self.seq
    }

    pub fn new(backend: Box<dyn Backend>, mode: EagerMode) -> Self {
        Self::for_chip(backend, mode, ChipId::V5e)
    }

    /// A dispatcher whose kernels are priced on `chip`.
    pub fn for_chip(backend: Box<dyn Backend>, mode: EagerMode, chip: ChipId) -> Self {
        Dispatcher {
            mode,
            pricing: Pricing::new(chip, mode),
            hbm: Hbm::for_chip(chip),
            unchecked: Vec::new(),
            backend,
            trace: Trace::new(crate::trace::CAPACITY),
            seq: 0,
            requested: HashSet::new(),
            replay: Replay::default(),
            fusion: crate::fusion::Fusion::default(),
            mode_stack: Vec::new(),
            donor: None,
            buffers_donated: 0,
        }
    }

    /// Whether ops are recorded into the lazy graph now: in a deferring mode, or inside a
    /// `torch.compile` capture (in any mode).
    pub fn lazy(&self) -> bool {
        self.mode.defers() || self.fusion.compiled.capture.is_some()
    }

    /// Fused mode: cuts the lazy graph now (a no-op in the other modes, or with nothing recorded).
    pub fn cut(&mut self, reason: MaterializationReason, line: u32) -> Result<(), Stop> {
        if self.lazy() {
            crate::fusion::flush(self, reason, line)?;
        }
        Ok(())
    }

    /// The VM calls this before each instruction: a retry replays the log, anything else starts a
    /// new one.
    #[inline]
    pub fn begin_instruction(&mut self) {
        // Most instructions launch nothing: nothing logged, nothing to retry, no frees to trace.
        if self.replay.log.is_empty()
            && self.replay.cursor.is_none()
            && !self.replay.retry_pending
            && self.hbm.borrow_mut().pending_is_empty()
        {
            return;
        }
        self.begin_instruction_slow();
    }

    /// Nothing launched, logged, freed or left unchecked since the instruction began: what the VM's
    /// fast path checks after a native call it ran, to go on without the per-instruction protocol.
    #[inline]
    pub fn quiet(&self) -> bool {
        self.replay.log.is_empty()
            && self.replay.cursor.is_none()
            && !self.replay.retry_pending
            && self.unchecked.is_empty()
            && self.hbm.borrow().pending_is_empty()
    }

    #[cold]
    fn begin_instruction_slow(&mut self) {
        self.flush_memory_events();
        if std::mem::take(&mut self.replay.retry_pending) {
            self.replay.cursor = Some(0);
        } else {
            self.replay.log.clear();
            self.replay.cursor = None;
            self.replay.read_retries = 0;
        }
    }

    /// The logged result of this launch, when the instruction is a retry.
    fn replayed(&mut self, kernel: &Kernel, dtype: DType) -> Option<Tensor> {
        let c = self.replay.cursor?;
        match self.replay.log.get(c) {
            Some((k, d, out)) if k == kernel && *d == dtype => {
                self.replay.cursor = Some(c + 1);
                Some(out.clone())
            }
            _ => {
                // The retry went another way (it cannot, for deterministic natives): stop replaying.
                self.replay.log.truncate(c);
                self.replay.cursor = None;
                None
            }
        }
    }

    fn remember(&mut self, kernel: Kernel, dtype: DType, out: &Tensor) {
        if self.replay.cursor.is_none() && self.replay.log.len() < REPLAY_LOG {
            self.replay.log.push((kernel, dtype, out.clone()));
        }
    }

    /// Debug mode: waits for the results of the ops run since the last check (`Stop::NeedsRead`
    /// until they are on the host) and stops at the first NaN, or Inf not carried from an input,
    /// naming the op and its line, as TorchTPU's Debug mode does. A no-op in the other modes.
    #[inline]
    pub fn debug_check(&mut self) -> Result<(), Stop> {
        if self.unchecked.is_empty() {
            return Ok(());
        }
        self.debug_check_slow()
    }

    #[cold]
    fn debug_check_slow(&mut self) -> Result<(), Stop> {
        let outputs: Vec<Rc<Storage>> = self
            .unchecked
            .iter()
            .map(|u| u.out.storage.clone())
            .collect();
        if !self.request_all(&outputs)? {
            return Err(Stop::NeedsRead);
        }
        // An op whose result holds an infinity has its inputs read too: one an input already held
        // is carried (a -inf mask through `triu` or `where`), not produced, and passes. A NaN
        // always stops the run, carried or not: it is what the hunt is for.
        let inputs: Vec<Rc<Storage>> = self
            .unchecked
            .iter()
            .filter(|u| first_non_finite(&u.out).is_some_and(f64::is_infinite))
            .flat_map(|u| u.inputs.iter().filter(|t| t.dtype().is_floating()))
            .map(|t| t.storage.clone())
            .collect();
        if !self.request_all(&inputs)? {
            return Err(Stop::NeedsRead);
        }
        for u in std::mem::take(&mut self.unchecked) {
            self.requested.remove(&u.out.storage.id);
            // The modelled clock already waited for this op (Debug's `waits_per_op`): trace only.
            self.trace.push(Event::Sync {
                reason: MaterializationReason::DebugMode,
                line: u.line,
                bytes: u.out.storage.nbytes() as u64,
            });
            let Some(v) = first_non_finite(&u.out) else {
                continue;
            };
            let carried = v.is_infinite()
                && u.inputs.iter().any(|t| {
                    self.requested.remove(&t.storage.id);
                    t.dtype().is_floating() && holds_like(t, v)
                });
            if !carried {
                let what = if v.is_nan() { "NaN" } else { "Inf" };
                return Err(Stop::Raise(Error::runtime_error(format!(
                    "{what} first produced by `torch.{}` at line {} (Debug mode checks the result of every op)",
                    u.op, u.line
                ))));
            }
        }
        Ok(())
    }

    /// Requests every storage's host copy: whether all are there now.
    fn request_all(&mut self, storages: &[Rc<Storage>]) -> Result<bool, Stop> {
        let mut ready = true;
        for s in storages {
            ready &= self.request(s)?;
        }
        Ok(ready)
    }

    /// Called when an instruction stops for a read: it will run again from its start.
    /// Stops the current instruction without a device read: a collective waiting for the other
    /// ranks (see `torch::dist`). Like a read, the instruction runs again and replays its launches.
    /// (A rank may wait for the others for as long as they run: no bound on these.)
    pub fn suspend(&mut self) -> Stop {
        self.replay.retry_pending = true;
        Stop::NeedsRead
    }

    fn stop_for_read(&mut self) -> Stop {
        self.replay.read_retries += 1;
        if self.replay.read_retries > MAX_READ_RETRIES {
            self.replay = Replay::default();
            return Stop::Raise(internal(&format!(
                "this line waited for {MAX_READ_RETRIES} device reads and was stopped (a read that never reached the retried instruction)"
            )));
        }
        self.replay.retry_pending = true;
        Stop::NeedsRead
    }

    /// Runs `kernel` over `inputs`, producing a contiguous tensor of `shape` and `dtype`.
    pub fn execute(
        &mut self,
        op: &'static str,
        kernel: Kernel,
        inputs: &[&Tensor],
        dtype: DType,
        shape: Vec<usize>,
        line: u32,
    ) -> Result<Tensor, Stop> {
        if let Some(out) = self.replayed(&kernel, dtype) {
            return Ok(Tensor::new(out.storage, shape));
        }
        // A `meta` input: the op is dispatched, priced and traced at its real size, but no kernel
        // runs (so the compute budget does not apply), and its result is a `meta` storage too.
        let shapes_only = inputs.iter().any(|t| t.storage.is_shapes_only());
        if !shapes_only {
            check_op_budget(op, &kernel)?;
        }
        if self.lazy() {
            if let Some(out) =
                crate::fusion::record(self, op, &kernel, inputs, dtype, &shape, line)?
            {
                self.remember(kernel, dtype, &out);
                return Ok(out);
            }
        }
        let in_dtypes: Vec<DType> = inputs.iter().map(|t| t.dtype()).collect();
        let on_device = shapes_only
            || (self.backend.supports(&kernel, &in_dtypes, dtype)
                && self.device_fits(inputs, kernel.out_len()));
        if !on_device {
            // The CPU reference needs every input on the host first.
            let mut all_ready = true;
            for t in inputs {
                all_ready &= self.request(&t.storage)?;
            }
            if !all_ready {
                return Err(self.stop_for_read());
            }
            for t in inputs {
                if self.requested.remove(&t.storage.id) {
                    self.log_sync(
                        MaterializationReason::HostFallback,
                        line,
                        t.storage.nbytes(),
                    );
                }
            }
        }
        let block = if self.donation(&kernel, inputs) {
            self.donate(inputs[0], line);
            None
        } else {
            self.allocate_output(inputs, kernel.out_len(), dtype, line, shapes_only)?
        };
        self.log_dispatch(op, inputs, dtype, line);
        let bytes_read: u64 = inputs
            .iter()
            .map(|t| (t.numel() * t.dtype().size()) as u64)
            .sum();
        let sizes: Vec<(usize, DType)> = inputs.iter().map(|t| (t.numel(), t.dtype())).collect();
        let work = pricing::work_of(&kernel, &sizes, dtype, self.pricing.f32_matmul_passes);
        let cost = self.pricing.launch(&work);
        self.pricing.op();
        let out_len = kernel.out_len();
        let storage = if shapes_only {
            Storage::shapes_only(dtype, out_len)
        } else if on_device {
            let storages: Vec<&Rc<Storage>> = inputs.iter().map(|t| &t.storage).collect();
            self.backend
                .launch(&kernel, &storages, dtype)
                .map_err(|e| Stop::Raise(device_error(&e)))?
        } else {
            let states: Vec<_> = inputs.iter().map(|t| t.storage.state.borrow()).collect();
            let data: Vec<&HostData> = states
                .iter()
                .map(|s| s.host.as_ref().expect("requested above"))
                .collect();
            Storage::from_host(cpu::run(&kernel, &data, dtype), dtype)
        };
        storage.charge(block);
        self.trace.push(Event::KernelLaunched {
            seq: self.seq,
            name: Cow::Borrowed(kernel.name()),
            backend: self.backend.info().kind,
            host_fallback: !on_device,
            shape: shape.clone(),
            bytes_read,
            bytes_written: (out_len * dtype.size()) as u64,
            flops: kernel.flops(),
            mxu_cycles: cost.as_ref().map_or(0, |c| c.mxu_cycles),
            modelled_s: cost.as_ref().map_or(0.0, |c| c.time_s),
        });
        if let Some(e) = self
            .pricing
            .mxu_event(self.seq, line, Cow::Borrowed(kernel.name()), &work)
        {
            self.trace.push(e);
        }
        if let Some(e) = cost.and_then(|c| pricing::sparse_event(self.seq, &work, &c)) {
            self.trace.push(e);
        }
        let out = Tensor::new(storage, shape);
        if self.mode == EagerMode::Debug && dtype.is_floating() && !shapes_only {
            self.unchecked.push(Unchecked {
                out: out.clone(),
                op: op.to_string(),
                line,
                inputs: inputs.iter().map(|t| (*t).clone()).collect(),
            });
        }
        self.remember(kernel, dtype, &out);
        Ok(out)
    }

    /// Whether the inputs' storages and an output of `out_len` elements each fit one buffer of the
    /// backend (the GPU's: its elements are 4 bytes, whatever the dtype).
    pub fn device_fits(&self, inputs: &[&Tensor], out_len: usize) -> bool {
        let most = inputs
            .iter()
            .map(|t| t.storage.len)
            .fold(out_len, usize::max);
        self.backend.fits((most as u64).saturating_mul(4))
    }

    /// Whether `kernel`'s result may take its destination's HBM block: an in-place write of a
    /// whole storage that is about to adopt the result (so its old contents are dead), in a mode
    /// that donates buffers, outside a `torch.compile` capture.
    fn donation(&self, kernel: &Kernel, inputs: &[&Tensor]) -> bool {
        self.mode.donates_buffers()
            && !self.lazy()
            && matches!(kernel, Kernel::Assign { len, .. } if *len == inputs[0].storage.len)
            && self.donor == Some(inputs[0].storage.id)
            && inputs[0].storage.on_hbm()
    }

    /// Logs a donation: the result reuses `dst`'s block, so nothing is allocated (and nothing is
    /// freed when the result, adopted by `dst`, is dropped).
    fn donate(&mut self, dst: &Tensor, line: u32) {
        self.flush_memory_events();
        self.buffers_donated += 1;
        let (allocated, reserved) = {
            let a = self.hbm.borrow();
            (a.allocated_bytes.current, a.reserved_bytes.current)
        };
        self.trace.push(Event::Memory {
            action: crate::device::hbm::MemoryAction::Donate,
            bytes: crate::device::hbm::round_size(dst.storage.nbytes() as u64),
            allocated,
            reserved,
            line: Some(line),
        });
    }

    /// The output's block of HBM, taken before anything runs so that an op too big for the chip
    /// fails with PyTorch's out-of-memory error having allocated nothing. The output lives on the
    /// TPU when any input does (an op runs on its operands' device); `None` for a host-only op.
    fn allocate_output(
        &mut self,
        inputs: &[&Tensor],
        out_len: usize,
        dtype: DType,
        line: u32,
        shapes_only: bool,
    ) -> Result<Option<HbmBlock>, Stop> {
        if !inputs.iter().any(|t| t.storage.on_hbm()) {
            return Ok(None);
        }
        self.flush_memory_events();
        let bytes = (out_len as u64).saturating_mul(dtype.size() as u64);
        let block = if shapes_only {
            self.hbm.allocate_unbacked(bytes, line)
        } else {
            self.hbm.allocate(bytes, line)
        };
        block.map_err(|e| Stop::Raise(oom_error(&e)))
    }

    /// Whether an output of `bytes` on the inputs' device would fit in HBM: an op whose result is
    /// too big for the chip is an out-of-memory error before any other limit is checked.
    pub fn check_output(&mut self, inputs: &[&Tensor], bytes: u64) -> Result<(), Error> {
        if !inputs.iter().any(|t| t.storage.on_hbm()) {
            return Ok(());
        }
        self.hbm.check(bytes).map_err(|e| oom_error(&e))
    }

    /// Moves the allocator's events into the trace (frees happen in `Drop`, away from the trace).
    pub fn flush_memory_events(&mut self) {
        let events = {
            let mut a = self.hbm.borrow_mut();
            if a.pending_is_empty() {
                return;
            }
            a.drain_events()
        };
        for e in events {
            self.trace.push(Event::Memory {
                action: e.action,
                bytes: e.bytes,
                allocated: e.allocated,
                reserved: e.reserved,
                line: e.line,
            });
        }
    }

    /// Numbers the op and logs its dispatch (eagerly run or recorded into a Fused graph alike).
    pub(crate) fn log_dispatch(
        &mut self,
        op: &'static str,
        inputs: &[&Tensor],
        dtype: DType,
        line: u32,
    ) {
        self.seq += 1;
        self.trace.push(Event::OpDispatched {
            seq: self.seq,
            op,
            line,
            inputs: inputs.iter().map(|t| t.shape.clone()).collect(),
            dtype: dtype.name(),
        });
    }

    /// Asks for `storage` on the host; true when it is already there.
    fn request(&mut self, storage: &Rc<Storage>) -> Result<bool, Stop> {
        if storage.has_host() {
            return Ok(true);
        }
        if storage.is_shapes_only() {
            return Err(Stop::Raise(meta_read_error()));
        }
        self.requested.insert(storage.id);
        let ready = self
            .backend
            .request_read(&storage.read_source())
            .map_err(|e| Stop::Raise(device_error(&e)))?;
        // A read made on the storage's origin lands there; `has_host` takes the copy.
        Ok(ready && storage.has_host())
    }

    /// Switches the eager mode mid-run (`torch_tpu.set_eager_mode`): leaving Fused cuts the lazy
    /// graph first (`MaterializationReason::ModeChange`), so every recorded op runs before the
    /// new mode's first; then the pricing takes the new mode's host costs and the trace logs the
    /// change. Returns the mode left. A `Stop::NeedsRead` from the cut leaves the mode unchanged
    /// (the instruction runs again).
    pub fn set_mode(&mut self, mode: EagerMode, line: u32) -> Result<EagerMode, Stop> {
        let from = self.mode;
        if from == mode {
            return Ok(from);
        }
        self.cut(MaterializationReason::ModeChange, line)?;
        self.mode = mode;
        self.pricing.set_mode(mode);
        self.trace.push(Event::ModeChanged {
            line,
            from,
            to: mode,
        });
        Ok(from)
    }

    /// `torch.tpu.synchronize()`: the host waits for the chip; a sync point with no data moved.
    pub fn synchronize(&mut self, line: u32) {
        self.log_sync(MaterializationReason::ExplicitSync, line, 0);
    }

    /// Logs one sync point: the host waited for `bytes` of device data.
    fn log_sync(&mut self, reason: MaterializationReason, line: u32, bytes: usize) {
        self.pricing.sync();
        self.trace.push(Event::Sync {
            reason,
            line,
            bytes: bytes as u64,
        });
    }

    /// The view's elements on the host, contiguous; `Stop::NeedsRead` until the device read lands.
    /// Every completed read is a sync point of the emulated TPU, whichever backend computed it.
    pub fn read(
        &mut self,
        t: &Tensor,
        reason: MaterializationReason,
        line: u32,
    ) -> Result<HostData, Stop> {
        crate::fusion::capture::host_read(self, reason, t.dtype(), line)?;
        if self.lazy() && self.fusion.graph.is_pending(&t.storage) {
            crate::fusion::flush(self, reason, line)?;
        }
        if !self.request(&t.storage)? {
            return Err(self.stop_for_read());
        }
        self.requested.remove(&t.storage.id);
        self.log_sync(reason, line, t.numel() * t.dtype().size());
        Ok(t.host_contiguous()
            .expect("host copy present after a completed read"))
    }
}

/// A read of a `meta` tensor's values, which it has none of: PyTorch's words for copying a meta
/// tensor out (its `item()` and printing are handled by the binding before any read).
pub fn meta_read_error() -> Error {
    Error::new(
        "NotImplementedError",
        "Cannot copy out of meta tensor; no data!",
    )
}

/// PyTorch's out-of-memory error (`torch.OutOfMemoryError`, a `RuntimeError`), for the chip.
pub fn oom_error(e: &OutOfMemory) -> Error {
    Error::new("torch.OutOfMemoryError", e.message())
}

/// A fault of the emulator itself, not of the program: reported with a way to report it.
/// A backend's error as the program sees it: a lost device is a plain `RuntimeError` (nothing to
/// report: the next run takes a fresh device), anything else a bug of the playground.
pub fn device_error(e: &crate::device::DeviceError) -> Error {
    match e.1 {
        crate::device::DeviceFault::Lost => Error::runtime_error(e.0.clone()),
        crate::device::DeviceFault::OutOfMemory => {
            Error::new("torch.OutOfMemoryError", e.0.clone())
        }
        crate::device::DeviceFault::Internal => internal(&e.0),
    }
}

pub fn internal(msg: &str) -> Error {
    Error::new(
        "RuntimeError",
        format!("internal error in the TPU emulator: {msg} (please report this with your program)"),
    )
}

/// An op's result Debug mode has yet to check, with the inputs it was computed from.
#[derive(Debug)]
struct Unchecked {
    out: Tensor,
    op: String,
    line: u32,
    inputs: Vec<Tensor>,
}

/// The first NaN or infinity in a tensor whose host copy is present.
fn first_non_finite(t: &Tensor) -> Option<f64> {
    let data = t
        .host_contiguous()
        .expect("host copy present after a completed read");
    (0..data.len())
        .map(|i| data.get_f64(i))
        .find(|v| !v.is_finite())
}

/// Whether `t` holds the infinity `v` (of its sign).
fn holds_like(t: &Tensor, v: f64) -> bool {
    let Some(data) = t.host_contiguous() else {
        return false;
    };
    (0..data.len()).any(|i| data.get_f64(i) == v)
}
