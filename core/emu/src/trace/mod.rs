//! The trace: one serde event stream that the page, the CLI report and the tests all read.
//!
//! Bounded: a ring buffer keeps the newest events and counts the dropped ones, while running totals
//! cover the whole run, so a long training loop cannot exhaust memory and the totals stay exact.

pub mod chrome;
mod intern;
mod matmuls;
pub mod wire;

use std::borrow::Cow;
use std::collections::VecDeque;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::chip::{Bound, SparseEngine, SparseKind};
use crate::device::hbm::MemoryAction;
use crate::device::BackendKind;

fn one_pass() -> u32 {
    1
}

pub use matmuls::{distinct_matmuls, MatmulLine};

/// A name the core writes from its statics (an op, a dtype): `&'static str`, deserialized through
/// [`intern::name`]. An alias because serde borrows a field spelled `&str` from the input (which
/// would tie a deserialized event to the text it was read from); this one is owned by the intern
/// table instead.
pub type StaticName = &'static str;

/// Why the host had to wait for device values (TorchTPU's materialization reasons).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MaterializationReason {
    /// `.cpu()`, `.tolist()`, `.numpy()`.
    CpuConversion,
    /// `.item()`, `float(t)`, `int(t)`.
    ScalarConversion,
    /// `torch.tpu.synchronize()`.
    ExplicitSync,
    AutogradSync,
    RepeatedOpDetection,
    DebugMode,
    DistributedOp,
    /// A `torch.compile`d function was called: ops recorded before it run first, so its capture
    /// starts from an empty graph.
    Compile,
    /// `print(t)`, `repr(t)`, f-strings.
    Print,
    /// `if t > 0:`, `while t:`, `bool(t)`.
    ControlFlow,
    /// An op the backend cannot run itself ran on the CPU reference, which needs host copies.
    HostFallback,
    /// Fused mode: the program ended with ops still recorded.
    EndOfProgram,
    /// The program left Fused mode (`torch_tpu.set_eager_mode`) with ops still recorded.
    ModeChange,
    /// A `torch.compile`d function returned: its captured graph runs (`fusion::capture`).
    CompiledFunctionReturn,
    /// Inside a `torch.compile`d function, an op that needs a value on the host (`op`: `print`,
    /// `Tensor.item`, ...) split the captured graph, as Dynamo's graph break does.
    GraphBreak {
        #[serde(deserialize_with = "intern::name")]
        op: StaticName,
    },
}

/// One thing that happened, with the source line that caused it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The program called an op.
    OpDispatched {
        seq: u64,
        /// The op table's name (static: a dispatched op's event allocates no text).
        #[serde(deserialize_with = "intern::name")]
        op: StaticName,
        line: u32,
        inputs: Vec<Vec<usize>>,
        #[serde(deserialize_with = "intern::name")]
        dtype: StaticName,
    },
    /// A kernel ran (or was enqueued) on a backend.
    KernelLaunched {
        seq: u64,
        /// The op's kernel name (static), or a fused kernel's (`mm+add+gelu`, made once per group).
        name: Cow<'static, str>,
        backend: BackendKind,
        /// The op ran on the CPU reference because the backend has no kernel for it.
        host_fallback: bool,
        shape: Vec<usize>,
        bytes_read: u64,
        bytes_written: u64,
        flops: u64,
        /// Cycles of the chip's MXUs (the systolic model), 0 for kernels that use none.
        mxu_cycles: u64,
        /// The kernel's modelled time on the emulated chip (roofline plus launch), in seconds.
        modelled_s: f64,
    },
    /// The program switched eager modes (`torch_tpu.set_eager_mode`, `torch_tpu.eager_mode`).
    ModeChanged {
        line: u32,
        from: crate::dispatch::EagerMode,
        to: crate::dispatch::EagerMode,
    },
    /// The host waited for device values.
    Sync {
        reason: MaterializationReason,
        line: u32,
        bytes: u64,
    },
    /// The kernel `seq` moved rows named by an index list (an embedding lookup, `index_select`,
    /// `gather`, a scatter-add): sparse work, and the engine that ran it, the chip's SparseCores or,
    /// on a chip without them (v5e), the TensorCore's vector unit.
    SparseWork {
        seq: u64,
        kind: SparseKind,
        rows: u64,
        row_bytes: u64,
        engine: SparseEngine,
        /// The engine's cycles: SparseCore cycles, or vector-unit cycles where there are none.
        cycles: u64,
        /// The kernel's modelled time and what bounds it.
        modelled_s: f64,
        bound: Bound,
    },
    /// Emulated HBM changed: a block allocated, freed into the cache, or the cache released.
    Memory {
        action: MemoryAction,
        bytes: u64,
        /// Bytes held by live tensors after the event (`memory_allocated()`).
        allocated: u64,
        /// Bytes the allocator holds after the event, cache included (`memory_reserved()`): HBM
        /// in use.
        reserved: u64,
        /// The line of an allocation; a free happens when the last reference goes.
        line: Option<u32>,
    },
    /// A `torch.distributed` collective ran over the ICI links (in every rank's trace).
    Collective {
        /// 0, 1, ...: the run's collectives in order, the same number on every rank.
        seq: u64,
        /// As the program called it: `all_reduce`, `all_gather_into_tensor`, ...
        op: String,
        line: u32,
        /// This rank's input buffer.
        bytes: u64,
        algorithm: String,
        topology: String,
        steps: u32,
        /// The step schedule's modelled time (latency + largest message / bandwidth per step).
        modelled_s: f64,
        /// Bytes each directed link carried, links that carried none left out.
        links: Vec<LinkBytes>,
    },
    /// Fused mode: the lazy graph was cut (planned, fused, launched).
    GraphCut {
        /// The run's graph count so far, this one included.
        graph: u64,
        reason: MaterializationReason,
        line: u32,
        /// Ops recorded in the graph.
        ops: usize,
        /// Ops whose results nothing could read any more, so never computed.
        ops_eliminated: usize,
        /// Kernels the graph became.
        kernels: usize,
    },
    /// Fused mode: a fused group did not take in the next op, and why.
    FuseRefused {
        op: String,
        line: u32,
        /// The group's name so far (`mul+add`).
        group: String,
        reason: crate::fusion::FuseRefusal,
    },
    /// A matmul mapped onto the chip's MXUs as tiles: every `mm`, `bmm` (and so `linear`, `einsum`,
    /// `@`), each matmul inside a fused kernel included, priced by the same spec the cost model used.
    /// `seq` and `line` are the matmul op's; the mapping carries M, K, N, the batch, the array and
    /// dataflow, folds and tiles, cycles, utilization, wasted PE-cycles and the reason in words.
    MxuMatmul {
        seq: u64,
        line: u32,
        /// The kernel it ran in: `mm`, `bmm`, or a fused kernel's name (`mm+add+gelu`).
        kernel: Cow<'static, str>,
        /// Trips through the MXU, each costing the mapping's cycles: 6 for a float32 matmul at
        /// "highest" precision, else 1 (see `dispatch::pricing::Pricing::f32_matmul_passes`).
        #[serde(default = "one_pass")]
        passes: u32,
        /// Shared with the mapping's memo (`mxu::map_matmul_shared`): a loop's repeated matmul
        /// costs a reference count, not a mapping and its text.
        #[serde(flatten)]
        mapping: Rc<crate::mxu::MatmulMapping>,
    },
    /// Fused mode: a compile-cache lookup for a fused kernel.
    CacheLookup {
        kernel: String,
        /// The source line: the fused group's first op, or the compiled function's call.
        line: u32,
        /// The structural hash, with shapes and dtypes.
        key: String,
        hit: bool,
        /// On a hit: the compile-cache tier that answered (`chip`, `host`, `persistent`).
        tier: Option<crate::fusion::cache::CacheTier>,
        /// On a miss after an entry for the same code: what differed (`shape [4, 8] -> [2, 8]`).
        differs: Option<String>,
    },
}

/// Bytes one directed ICI link carried. `link` is the topology's link id; on a dimension of two
/// chips the `+` and `-` links join the same pair, so (`dim`, `dir`) tell them apart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LinkBytes {
    pub link: u32,
    pub src: usize,
    pub dst: usize,
    pub dim: usize,
    pub dir: crate::ici::Dir,
    pub bytes: u64,
}

/// Totals over the whole run, including dropped events.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Totals {
    pub ops_dispatched: u64,
    pub kernel_launches: u64,
    pub syncs: u64,
    pub hbm_bytes_read: u64,
    pub hbm_bytes_written: u64,
    pub flops: u64,
    /// Matmuls mapped onto the MXUs ([`Event::MxuMatmul`]), their multiply-accumulates and the
    /// PE-cycles the chip offered them: `100 * mxu_macs / mxu_pe_cycles` is the run's MXU use.
    pub matmuls: u64,
    pub mxu_macs: u64,
    pub mxu_pe_cycles: u64,
    /// Graphs cut (Fused mode, `torch.compile`): what the page's "Step graph" counts.
    pub graphs: u64,
}

/// How many events a run's trace keeps (the newest; the rest are counted as dropped).
pub const CAPACITY: usize = 100_000;

#[derive(Debug)]
pub struct Trace {
    events: VecDeque<Event>,
    capacity: usize,
    pub dropped: u64,
    pub totals: Totals,
}

impl Trace {
    pub fn new(capacity: usize) -> Self {
        Trace {
            events: VecDeque::new(),
            capacity,
            dropped: 0,
            totals: Totals::default(),
        }
    }

    pub fn push(&mut self, e: Event) {
        match &e {
            Event::OpDispatched { .. } => self.totals.ops_dispatched += 1,
            Event::KernelLaunched {
                bytes_read,
                bytes_written,
                flops,
                ..
            } => {
                self.totals.kernel_launches += 1;
                self.totals.hbm_bytes_read += bytes_read;
                self.totals.hbm_bytes_written += bytes_written;
                self.totals.flops += flops;
            }
            Event::Sync { .. } => self.totals.syncs += 1,
            Event::MxuMatmul {
                mapping, passes, ..
            } => {
                // Each pass does the matmul's multiply-accumulates in the mapping's PE-cycles.
                let p = u64::from(*passes);
                self.totals.matmuls += 1;
                self.totals.mxu_macs = self
                    .totals
                    .mxu_macs
                    .saturating_add(mapping.macs.saturating_mul(p));
                self.totals.mxu_pe_cycles = self
                    .totals
                    .mxu_pe_cycles
                    .saturating_add(mapping.pe_cycles.saturating_mul(p));
            }
            Event::Memory { .. } | Event::SparseWork { .. } | Event::Collective { .. } => {}
            Event::GraphCut { .. } => self.totals.graphs += 1,
            Event::FuseRefused { .. } | Event::CacheLookup { .. } => {}
            Event::ModeChanged { .. } => {}
        }
        if self.events.len() == self.capacity {
            self.events.pop_front();
            self.dropped += 1;
        }
        self.events.push_back(e);
    }

    pub fn events(&self) -> impl DoubleEndedIterator<Item = &Event> + Clone {
        self.events.iter()
    }

    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Events recorded over the whole run, the dropped ones included: an event's number in the
    /// run, counted from 0, is its index among the retained ones plus [`Trace::dropped`].
    pub fn recorded(&self) -> u64 {
        self.events.len() as u64 + self.dropped
    }

    /// The retained events numbered `from` and later (all retained ones when `from` was dropped).
    pub fn events_from(&self, from: u64) -> impl Iterator<Item = &Event> {
        let skip = from
            .saturating_sub(self.dropped)
            .min(self.events.len() as u64);
        self.events.range(skip as usize..)
    }

    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_buffer_drops_oldest_but_totals_stay_exact() {
        let mut t = Trace::new(3);
        for i in 0..5 {
            t.push(Event::Sync {
                reason: MaterializationReason::Print,
                line: i,
                bytes: 4,
            });
        }
        assert_eq!(t.len(), 3);
        assert_eq!(t.dropped, 2);
        assert_eq!(t.totals.syncs, 5);
        // Events by their number in the run: 0 and 1 were dropped.
        assert_eq!(t.recorded(), 5);
        let lines = |from| -> Vec<u32> {
            t.events_from(from)
                .map(|e| match e {
                    Event::Sync { line, .. } => *line,
                    _ => unreachable!(),
                })
                .collect()
        };
        assert_eq!(lines(0), [2, 3, 4]);
        assert_eq!(lines(3), [3, 4]);
        assert_eq!(lines(5), Vec::<u32>::new());
        let first = t.events().next().cloned();
        assert_eq!(
            first,
            Some(Event::Sync {
                reason: MaterializationReason::Print,
                line: 2,
                bytes: 4
            })
        );
    }
}
