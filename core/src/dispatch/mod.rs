//! The eager dispatcher: every op the program calls comes through here, is logged, and runs on the
//! backend (or, for what the backend lacks, on the CPU reference over host copies).
//!
//! `EagerMode::Strict` (TorchTPU's default) enqueues each kernel at once and lets the host run ahead;
//! the host waits only at a sync point, which is logged with its [`MaterializationReason`].

use std::collections::HashSet;
use std::rc::Rc;

use serde::Serialize;

use crate::device::Backend;
use crate::ops::{cpu, Kernel};
use crate::script::native::Flow;
use crate::script::PyErr;
use crate::tensor::{DType, HostData, Storage, Tensor};
use crate::trace::{Event, MaterializationReason, Trace};

/// How ops are dispatched, as TorchTPU names the modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
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
    seq: u64,
    /// Storages whose read was requested on the device (so a host fallback can log its sync once).
    requested: HashSet<u64>,
    /// Recent launches, for replay: see [`Replay`].
    replay: Replay,
}

/// What one launch computed, keyed by everything its result depends on.
struct Launch {
    kernel: Kernel,
    dtype: DType,
    /// `(storage id, version)` of each input.
    inputs: Vec<(u64, u64)>,
    out: Tensor,
}

/// Makes re-executed natives idempotent.
///
/// A native that needs a device read returns `Flow::NeedsRead` and the VM runs the same instruction
/// again once the read landed. A native that launches several kernels (a backward pass, a composite
/// op) would then launch fresh copies of kernels it already ran, whose outputs are new device buffers
/// that need reading in turn: it would never finish. So after a `NeedsRead`, launches on that source
/// line reuse the outputs of identical earlier launches (same kernel, same input storages at the same
/// versions: a pure function of its inputs), and the pending reads land on the buffers that are
/// reused. Replay ends at the first launch from another line.
#[derive(Default)]
struct Replay {
    recent: std::collections::VecDeque<Launch>,
    /// The line whose instruction is being re-executed, if any.
    line: Option<u32>,
    /// Bytes of the remembered outputs, which the window keeps alive.
    bytes: usize,
}

/// Launches remembered for replay, and the bytes they may keep alive; a native launching more than
/// this between two reads recomputes the oldest ones (correct, only slower).
const REPLAY_WINDOW: usize = 512;
const REPLAY_BYTES: usize = 64 << 20;

fn input_keys(inputs: &[&Tensor]) -> Vec<(u64, u64)> {
    inputs
        .iter()
        .map(|t| (t.storage.id, t.storage.version.get()))
        .collect()
}

impl Dispatcher {
    pub fn new(backend: Box<dyn Backend>, mode: EagerMode) -> Self {
        Dispatcher {
            mode,
            backend,
            trace: Trace::new(100_000),
            seq: 0,
            requested: HashSet::new(),
            replay: Replay::default(),
        }
    }

    /// A result computed before the instruction now being re-executed asked for a read.
    fn replayed(
        &mut self,
        kernel: &Kernel,
        inputs: &[&Tensor],
        dtype: DType,
        line: u32,
    ) -> Option<Tensor> {
        match self.replay.line {
            Some(l) if l == line => {}
            Some(_) => {
                self.replay.line = None;
                return None;
            }
            None => return None,
        }
        let keys = input_keys(inputs);
        self.replay
            .recent
            .iter()
            .rev()
            .find(|l| l.dtype == dtype && l.inputs == keys && l.kernel == *kernel)
            .map(|l| l.out.clone())
    }

    fn remember(&mut self, kernel: Kernel, inputs: &[&Tensor], dtype: DType, out: &Tensor) {
        let bytes = out.storage.nbytes();
        while self.replay.recent.len() >= REPLAY_WINDOW
            || (self.replay.bytes + bytes > REPLAY_BYTES && !self.replay.recent.is_empty())
        {
            if let Some(old) = self.replay.recent.pop_front() {
                self.replay.bytes -= old.out.storage.nbytes();
            }
        }
        self.replay.bytes += bytes;
        self.replay.recent.push_back(Launch {
            kernel,
            dtype,
            inputs: input_keys(inputs),
            out: out.clone(),
        });
    }

    /// Called when an instruction stops for a read: it will run again from its start.
    fn stop_for_read(&mut self, line: u32) -> Flow {
        self.replay.line = Some(line);
        Flow::NeedsRead
    }

    /// Runs `kernel` over `inputs`, producing a contiguous tensor of `shape` and `dtype`.
    pub fn execute(
        &mut self,
        op: &str,
        kernel: Kernel,
        inputs: &[&Tensor],
        dtype: DType,
        shape: Vec<usize>,
        line: u32,
    ) -> Result<Tensor, Flow> {
        if let Some(out) = self.replayed(&kernel, inputs, dtype, line) {
            return Ok(Tensor::new(out.storage, shape));
        }
        let in_dtypes: Vec<DType> = inputs.iter().map(|t| t.dtype()).collect();
        let on_device = self.backend.supports(&kernel, &in_dtypes, dtype);
        if !on_device {
            // The CPU reference needs every input on the host first.
            let mut all_ready = true;
            for t in inputs {
                all_ready &= self.request(&t.storage)?;
            }
            if !all_ready {
                return Err(self.stop_for_read(line));
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
        self.seq += 1;
        self.trace.push(Event::OpDispatched {
            seq: self.seq,
            op: op.to_string(),
            line,
            inputs: inputs.iter().map(|t| t.shape.clone()).collect(),
            dtype: dtype.name().to_string(),
        });
        let bytes_read: u64 = inputs
            .iter()
            .map(|t| (t.numel() * t.dtype().size()) as u64)
            .sum();
        let out_len = kernel.out_len();
        let storage = if on_device {
            let storages: Vec<&Rc<Storage>> = inputs.iter().map(|t| &t.storage).collect();
            self.backend
                .launch(&kernel, &storages, dtype)
                .map_err(|e| Flow::Raise(internal(&e.0)))?
        } else {
            let states: Vec<_> = inputs.iter().map(|t| t.storage.state.borrow()).collect();
            let data: Vec<&HostData> = states
                .iter()
                .map(|s| s.host.as_ref().expect("requested above"))
                .collect();
            Storage::from_host(cpu::run(&kernel, &data, dtype), dtype)
        };
        self.trace.push(Event::KernelLaunched {
            seq: self.seq,
            name: kernel.name().to_string(),
            backend: self.backend.info().kind,
            host_fallback: !on_device,
            shape: shape.clone(),
            bytes_read,
            bytes_written: (out_len * dtype.size()) as u64,
            flops: kernel.flops(),
        });
        let out = Tensor::new(storage, shape);
        if self.replay.line.is_some_and(|l| l != line) {
            self.replay.line = None;
        }
        self.remember(kernel, inputs, dtype, &out);
        Ok(out)
    }

    /// Asks for `storage` on the host; true when it is already there.
    fn request(&mut self, storage: &Rc<Storage>) -> Result<bool, Flow> {
        if storage.has_host() {
            return Ok(true);
        }
        self.requested.insert(storage.id);
        self.backend
            .request_read(storage)
            .map_err(|e| Flow::Raise(internal(&e.0)))
    }

    /// Logs one sync point: the host waited for `bytes` of device data.
    fn log_sync(&mut self, reason: MaterializationReason, line: u32, bytes: usize) {
        self.trace.push(Event::Sync {
            reason,
            line,
            bytes: bytes as u64,
        });
    }

    /// The view's elements on the host, contiguous; `Flow::NeedsRead` until the device read lands.
    /// Every completed read is a sync point of the emulated TPU, whichever backend computed it.
    pub fn read(
        &mut self,
        t: &Tensor,
        reason: MaterializationReason,
        line: u32,
    ) -> Result<HostData, Flow> {
        if !self.request(&t.storage)? {
            return Err(self.stop_for_read(line));
        }
        self.requested.remove(&t.storage.id);
        self.log_sync(reason, line, t.numel() * t.dtype().size());
        Ok(t.host_contiguous()
            .expect("host copy present after a completed read"))
    }
}

/// A fault of the emulator itself, not of the program: reported with a way to report it.
pub fn internal(msg: &str) -> PyErr {
    PyErr::new(
        "RuntimeError",
        format!("internal error in the TPU emulator: {msg} (please report this with your program)"),
    )
}
