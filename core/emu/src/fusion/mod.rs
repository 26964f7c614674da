//! Fused eager mode: ops are recorded into a lazy graph instead of running, and the graph is cut
//! (planned, fused, launched) only at a [`MaterializationReason`]: a read of a pending value, a
//! host-fallback op needing its inputs, after `backward()`, the end of the program, or the
//! repeated-op heuristic. See docs/ARCHITECTURE.md, "Fused mode".
//!
//! - [`graph`]: the recorded ops and their pending outputs;
//! - [`planner`]: liveness (dead ops are never computed) and the grouping into kernels;
//! - [`fusers`]: what may fuse, the per-op expression table, [`FuseRefusal`];
//! - [`codegen`]: a group as one CPU loop or one generated WGSL kernel ([`reduce_wgsl`]: the
//!   kernel of a group with a reduction);
//! - [`cache`]: the compile cache keyed by structural hash with shapes and dtypes;
//! - [`inspect`]: what each graph became, for tests;
//! - [`compile`]: `torch.compile`'s capture and guard cache (Compiled mode).

pub mod cache;
pub mod capture;
pub mod codegen;
pub mod fusers;
pub mod graph;
pub mod inspect;
pub mod persist;
pub mod planner;
mod reduce_wgsl;

use std::borrow::Cow;
use std::collections::hash_map::DefaultHasher;
use std::collections::VecDeque;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::chip::Work;
use crate::device::BackendKind;
use crate::dispatch::{internal, pricing, Dispatcher};
use crate::error::Stop;
use crate::ops::Kernel;
use crate::tensor::{DType, HostData, Storage, Tensor};
use crate::trace::{Event, MaterializationReason};

pub use fusers::FuseRefusal;
use graph::{Graph, Input, Src};
use inspect::{GraphRecord, Inspector, KernelRecord};
use planner::Step;

/// Fused mode's totals, for the report.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct FusionStats {
    /// Graphs cut and launched.
    pub graphs: u64,
    /// Ops recorded into graphs.
    pub ops_recorded: u64,
    /// Recorded ops never computed (their results were dropped unread).
    pub ops_eliminated: u64,
    /// Launches of fused kernels holding two or more ops.
    pub fused_kernels: u64,
    pub cache_hits: u64,
    pub cache_misses: u64,
    /// Of the hits, those answered by another chip of the host and by the persistent tier.
    pub cache_host_hits: u64,
    pub cache_persistent_hits: u64,
    /// Entries the chip's compile cache holds at the end, and those it evicted to stay within
    /// its bound (`cache::MAX_ENTRIES`).
    #[serde(default)]
    pub cache_entries: u64,
    #[serde(default)]
    pub cache_evictions: u64,
    /// The GPU backend's pipelines of generated kernels at the end, and those it evicted (its
    /// bound is `device::gpu::MAX_GENERATED`); zero on the CPU backend.
    #[serde(default)]
    pub gpu_pipelines: u64,
    #[serde(default)]
    pub gpu_pipeline_evictions: u64,
    /// The persistent tier's notices: the store unavailable, entries discarded and why.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cache_notices: Vec<String>,
    /// `torch.compile`d calls, their guard-cache hits, compiles and graph breaks.
    pub compiled: capture::CompileStats,
}

/// The repeated-op heuristic, as TorchTPU has it: hashes of the last 256 dispatched ops; after each
/// op, if the newest L ops (10 < L <= 128) equal the L before them, cut there.
#[derive(Default)]
pub struct LoopDetector {
    history: VecDeque<u64>,
    /// The period of the latest detection.
    pub last_period: Option<usize>,
}

const HISTORY: usize = 256;
const MIN_PERIOD: usize = 11;
const MAX_PERIOD: usize = 128;

impl LoopDetector {
    /// Adds one op's hash; `Some(L)` when the newest L ops repeat the L before them.
    pub fn push(&mut self, h: u64) -> Option<usize> {
        self.history.push_back(h);
        if self.history.len() > HISTORY {
            self.history.pop_front();
        }
        let len = self.history.len();
        let found = (MIN_PERIOD..=MAX_PERIOD)
            .take_while(|l| 2 * l <= len)
            .find(|&l| (0..l).all(|k| self.history[len - 1 - k] == self.history[len - 1 - l - k]));
        if found.is_some() {
            self.last_period = found;
        }
        found
    }

    /// After a heuristic cut with period `l`: keep only the last period, so the next cut comes one
    /// period later (one graph per loop step) instead of after every following op, whose shifted
    /// window would repeat too.
    pub fn keep_last(&mut self, l: usize) {
        while self.history.len() > l {
            self.history.pop_front();
        }
    }
}

/// Fused mode's state in a dispatcher.
#[derive(Default)]
pub struct Fusion {
    pub graph: Graph,
    pub cache: cache::CompileCache,
    pub stats: FusionStats,
    pub detector: LoopDetector,
    /// A cut the heuristic asked for after an op, taken before the next op is recorded: by then
    /// the VM has dropped the operands of the op that ended the period, so values only it read
    /// stay in registers instead of counting as still held by the program.
    pending_cut: Option<u32>,
    /// Test-only: what each graph became.
    pub inspector: Option<Inspector>,
    /// `torch.compile`: the compiled functions' guard caches and the capture in progress.
    pub compiled: capture::Compiled,
}

impl Fusion {
    /// The statistics with the cache's counters.
    pub fn report(&self) -> FusionStats {
        FusionStats {
            cache_hits: self.cache.stats.hits,
            cache_misses: self.cache.stats.misses,
            cache_host_hits: self.cache.stats.host_hits,
            cache_persistent_hits: self.cache.stats.persistent_hits,
            cache_entries: self.cache.stats.entries,
            cache_evictions: self.cache.stats.evictions,
            cache_notices: self
                .cache
                .persistent
                .as_ref()
                .map(|p| p.borrow().notices.clone())
                .unwrap_or_default(),
            compiled: self.compiled.stats.clone(),
            ..self.stats.clone()
        }
    }
}

fn op_hash(op: &str, kernel: &Kernel, inputs: &[&Tensor], dtype: DType, shape: &[usize]) -> u64 {
    let mut h = DefaultHasher::new();
    op.hash(&mut h);
    kernel.name().hash(&mut h);
    shape.hash(&mut h);
    dtype.hash(&mut h);
    for t in inputs {
        t.shape.hash(&mut h);
    }
    h.finish()
}

fn is_gpu(d: &Dispatcher) -> bool {
    d.backend.info().kind == BackendKind::Gpu
}

/// Fused mode's hook at the top of `Dispatcher::execute`: records the op and returns its pending
/// tensor, or `None` when the op must run eagerly (a host fallback, whose pending inputs are
/// flushed first).
pub fn record(
    d: &mut Dispatcher,
    op: &'static str,
    kernel: &Kernel,
    inputs: &[&Tensor],
    dtype: DType,
    shape: &[usize],
    line: u32,
) -> Result<Option<Tensor>, Stop> {
    let in_dtypes: Vec<DType> = inputs.iter().map(|t| t.dtype()).collect();
    let shapes_only = inputs.iter().any(|t| t.storage.is_shapes_only());
    let generated = is_gpu(d)
        && fusers::elementwise(kernel, &in_dtypes, dtype).is_ok_and(|e| e.wgsl("a", "b").is_some());
    if !shapes_only
        && (!(generated || d.backend.supports(kernel, &in_dtypes, dtype))
            || !d.device_fits(inputs, kernel.out_len()))
    {
        if inputs.iter().any(|t| d.fusion.graph.is_pending(&t.storage)) {
            flush(d, MaterializationReason::HostFallback, line)?;
        }
        return Ok(None);
    }
    if let Some(at) = d.fusion.pending_cut.take() {
        flush(d, MaterializationReason::RepeatedOpDetection, at)?;
    }
    d.log_dispatch(op, inputs, dtype, line);
    d.pricing.op();
    let on_chip = inputs.iter().any(|t| d.fusion.graph.on_chip(&t.storage));
    let ins: Vec<Input> = inputs
        .iter()
        .map(|t| Input {
            src: d.fusion.graph.source(&t.storage),
            numel: t.numel(),
            dtype: t.dtype(),
        })
        .collect();
    let storage = d.fusion.graph.record(
        d.seq,
        op,
        line,
        kernel.clone(),
        ins,
        dtype,
        shape.to_vec(),
        on_chip,
    );
    d.fusion.stats.ops_recorded += 1;
    if shapes_only {
        // Known now, before the graph runs: a read of it is the meta error, not a flush.
        storage.drop_values();
    }
    let out = Tensor::new(storage, shape.to_vec());
    // A capture is one graph: the heuristic neither cuts it nor learns from it.
    if d.fusion.compiled.capture.is_some() {
        return Ok(Some(out));
    }
    if let Some(period) = d
        .fusion
        .detector
        .push(op_hash(op, kernel, inputs, dtype, shape))
    {
        d.fusion.pending_cut = Some(line);
        d.fusion.detector.keep_last(period);
    }
    Ok(Some(out))
}

fn device_err(e: crate::device::DeviceError) -> Stop {
    Stop::Raise(crate::dispatch::device_error(&e))
}

/// Cuts the graph: plans it, launches its kernels in order, and fills the pending storages the
/// program still holds. Never waits for the device (no reads), so it can run anywhere.
pub fn flush(d: &mut Dispatcher, reason: MaterializationReason, line: u32) -> Result<(), Stop> {
    d.fusion.pending_cut = None;
    if d.fusion.graph.is_empty() {
        return Ok(());
    }
    let nodes = d.fusion.graph.take();
    let gpu = is_gpu(d);
    let plan = planner::plan(&nodes, gpu);
    let mut values: Vec<Option<Rc<Storage>>> = vec![None; nodes.len()];
    let mut kernels = Vec::new();
    for r in &plan.refused {
        d.trace.push(Event::FuseRefused {
            op: nodes[r.node].op.clone(),
            line: nodes[r.node].line,
            group: r.group.clone(),
            reason: r.reason.clone(),
        });
    }
    for step in &plan.steps {
        let single = match step {
            Step::Single(i) => Some(*i),
            Step::Fused(p) if p.members.len() == 1 => {
                let node = &nodes[p.members[0]];
                let in_dtypes: Vec<DType> = node.inputs.iter().map(|i| i.dtype).collect();
                d.backend
                    .supports(&node.kernel, &in_dtypes, node.dtype)
                    .then_some(p.members[0])
            }
            Step::Fused(_) => None,
        };
        if let Some(i) = single {
            let node = &nodes[i];
            let inputs: Vec<Rc<Storage>> =
                node.inputs.iter().map(|x| value(&values, &x.src)).collect();
            let refs: Vec<&Rc<Storage>> = inputs.iter().collect();
            let out = if inputs.iter().any(|s| s.is_shapes_only()) {
                Storage::shapes_only(node.dtype, node.kernel.out_len())
            } else {
                d.backend
                    .launch(&node.kernel, &refs, node.dtype)
                    .map_err(device_err)?
            };
            let sizes: Vec<(usize, DType)> =
                node.inputs.iter().map(|x| (x.numel, x.dtype)).collect();
            let work = pricing::work_of(
                &node.kernel,
                &sizes,
                node.dtype,
                d.pricing.f32_matmul_passes,
            );
            let cost = d.pricing.launch(&work);
            d.trace.push(Event::KernelLaunched {
                seq: node.seq,
                name: Cow::Borrowed(node.kernel.name()),
                backend: d.backend.info().kind,
                host_fallback: false,
                shape: node.shape.clone(),
                bytes_read: sizes.iter().map(|(n, t)| (n * t.size()) as u64).sum(),
                bytes_written: (node.kernel.out_len() * node.dtype.size()) as u64,
                flops: node.kernel.flops(),
                mxu_cycles: cost.as_ref().map_or(0, |c| c.mxu_cycles),
                modelled_s: cost.as_ref().map_or(0.0, |c| c.time_s),
            });
            let name = node.kernel.name();
            if let Some(e) = d
                .pricing
                .mxu_event(node.seq, node.line, Cow::Borrowed(name), &work)
            {
                d.trace.push(e);
            }
            kernels.push(KernelRecord {
                name: node.kernel.name().to_string(),
                ops: 1,
                outputs: 1,
                cache_hit: None,
            });
            values[i] = Some(out);
            continue;
        }
        let Step::Fused(p) = step else { continue };
        kernels.push(launch_group(d, &nodes, p, &mut values)?);
    }
    // The program's pending storages take on their values; dropped ones were never written.
    for (i, node) in nodes.iter().enumerate() {
        if let (Some(out), Some(v)) = (node.out.upgrade(), &values[i]) {
            if v.is_shapes_only() {
                out.drop_values();
                continue;
            }
            let mut fresh = std::mem::take(&mut *v.state.borrow_mut());
            let mut st = out.state.borrow_mut();
            st.host = fresh.host.take();
            st.device = fresh.device.take();
        }
    }
    // The results the program still holds now take their HBM, as the graph's buffers do on the
    // chip (intermediates the fused kernels kept in registers, or dropped results, take none).
    // After every pending storage has its value: an out-of-memory error leaves none pending.
    let mut oom = None;
    for (i, node) in nodes.iter().enumerate() {
        let Some(out) = node.out.upgrade() else {
            continue;
        };
        if !node.on_chip || out.on_hbm() || values[i].is_none() || oom.is_some() {
            continue;
        }
        d.flush_memory_events();
        let bytes = (node.kernel.out_len() as u64).saturating_mul(node.dtype.size() as u64);
        let block = if out.is_shapes_only() {
            d.hbm.allocate_unbacked(bytes, node.line)
        } else {
            d.hbm.allocate(bytes, node.line)
        };
        match block {
            Ok(b) => out.charge(b),
            Err(e) => oom = Some(e),
        }
    }
    d.fusion.stats.graphs += 1;
    d.fusion.stats.ops_eliminated += plan.eliminated as u64;
    d.trace.push(Event::GraphCut {
        graph: d.fusion.stats.graphs,
        reason,
        line,
        ops: nodes.len(),
        ops_eliminated: plan.eliminated,
        kernels: kernels.len(),
    });
    if let Some(ins) = d.fusion.inspector.as_mut() {
        ins.graphs.push(GraphRecord {
            reason,
            line,
            period: (reason == MaterializationReason::RepeatedOpDetection)
                .then_some(d.fusion.detector.last_period)
                .flatten(),
            ops: nodes.iter().map(|n| n.op.clone()).collect(),
            eliminated: plan.eliminated,
            kernels,
            refused: plan
                .refused
                .iter()
                .map(|r| (nodes[r.node].op.clone(), r.group.clone(), r.reason.clone()))
                .collect(),
        });
    }
    match oom {
        Some(e) => Err(Stop::Raise(crate::dispatch::oom_error(&e))),
        None => Ok(()),
    }
}

fn value(values: &[Option<Rc<Storage>>], src: &Src) -> Rc<Storage> {
    match src {
        Src::Node(j) => values[*j]
            .clone()
            .expect("the planner runs producers before their consumers"),
        Src::Leaf(s) => s.clone(),
    }
}

fn launch_group(
    d: &mut Dispatcher,
    nodes: &[graph::Node],
    p: &codegen::FusedProgram,
    values: &mut [Option<Rc<Storage>>],
) -> Result<KernelRecord, Stop> {
    let name = p.name();
    let key = p.structural_key();
    let lookup = d.fusion.cache.lookup(
        key,
        p.code_key(),
        &p.shape,
        "float32",
        p.inputs.iter().map(|(_, a)| a.strides.clone()).collect(),
    );
    let (hit, tier, differs) = match lookup {
        cache::Lookup::Hit(tier) => (true, Some(tier), None),
        cache::Lookup::Miss { differs } => (false, None, differs),
    };
    d.trace.push(Event::CacheLookup {
        kernel: name.clone(),
        line: p.members.first().map_or(0, |&m| nodes[m].line),
        key: format!("{key:016x}"),
        hit,
        tier,
        differs,
    });
    let inputs: Vec<Rc<Storage>> = p.inputs.iter().map(|(s, _)| value(values, s)).collect();
    let outs = if inputs.iter().any(|s| s.is_shapes_only()) {
        p.output_lens()
            .iter()
            .map(|&n| Storage::shapes_only(DType::Float32, n))
            .collect()
    } else if is_gpu(d) {
        let wgsl = p
            .wgsl()
            .ok_or_else(|| Stop::Raise(internal("a GPU group without WGSL")))?;
        let refs: Vec<&Rc<Storage>> = inputs.iter().collect();
        d.backend
            .launch_generated(key, &wgsl, &refs, &p.output_lens(), p.workgroups())
            .map_err(device_err)?
    } else {
        for s in &inputs {
            s.settle();
        }
        let states: Vec<_> = inputs.iter().map(|s| s.state.borrow()).collect();
        let mut data: Vec<&HostData> = Vec::with_capacity(states.len());
        for s in &states {
            data.push(
                s.host
                    .as_ref()
                    .ok_or_else(|| Stop::Raise(internal("a fused input without host data")))?,
            );
        }
        codegen::host_outputs(p.run_cpu(&data))
    };
    if outs.len() != p.outputs.len() {
        return Err(Stop::Raise(internal(&format!(
            "fused kernel {name} returned {} outputs, not {}",
            outs.len(),
            p.outputs.len()
        ))));
    }
    for (o, &r) in p.outputs.iter().enumerate() {
        values[p.members[r]] = Some(outs[o].clone());
    }
    let passes = d.pricing.f32_matmul_passes;
    let parts: Vec<Work> = p
        .members
        .iter()
        .map(|&m| {
            let node = &nodes[m];
            let sizes: Vec<(usize, DType)> =
                node.inputs.iter().map(|x| (x.numel, x.dtype)).collect();
            pricing::work_of(&node.kernel, &sizes, node.dtype, passes)
        })
        .collect();
    let bytes_read = p.bytes_read(nodes);
    let bytes_written = p.output_lens().iter().map(|n| (n * 4) as u64).sum();
    // Each matmul in the group, in the group's order, as the kernel's MXU work.
    let matmuls: Vec<_> = p
        .members
        .iter()
        .zip(&parts)
        .filter_map(|(&m, work)| {
            d.pricing
                .mxu_event(nodes[m].seq, nodes[m].line, Cow::Owned(name.clone()), work)
        })
        .collect();
    let cost = d.pricing.launch(&Work::Fused {
        parts,
        external_read_bytes: bytes_read,
        external_written_bytes: bytes_written,
    });
    let last = &nodes[*p.members.last().expect("a group has members")];
    d.trace.push(Event::KernelLaunched {
        seq: last.seq,
        name: Cow::Owned(name.clone()),
        backend: d.backend.info().kind,
        host_fallback: false,
        shape: p.shape.clone(),
        bytes_read,
        bytes_written,
        flops: (p.n * p.instrs.len()) as u64,
        mxu_cycles: cost.as_ref().map_or(0, |c| c.mxu_cycles),
        modelled_s: cost.as_ref().map_or(0.0, |c| c.time_s),
    });
    for e in matmuls {
        d.trace.push(e);
    }
    if p.members.len() > 1 {
        d.fusion.stats.fused_kernels += 1;
    }
    Ok(KernelRecord {
        name,
        ops: p.members.len(),
        outputs: p.outputs.len(),
        cache_hit: Some(hit),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_detector_finds_a_period_between_11_and_128_and_nothing_shorter() {
        let mut d = LoopDetector::default();
        // A loop of 10 ops: L must exceed 10, so the first L that repeats is 20, after 40 ops.
        let first = (0..100u64).find_map(|i| d.push(i % 10).map(|l| (i, l)));
        assert_eq!(first, Some((39, 20)));
        let mut d = LoopDetector::default();
        let mut found = None;
        for i in 0..40u64 {
            if let Some(l) = d.push(i % 13) {
                found = Some((i, l));
                break;
            }
        }
        // Ops 0..=25 are two full periods of 13: the cut comes after op 25.
        assert_eq!(found, Some((25, 13)));
        d.keep_last(13);
        // The next period ends one step later, not after every op.
        let cuts: Vec<u64> = (26..60u64).filter(|&i| d.push(i % 13).is_some()).collect();
        assert_eq!(cuts.first(), Some(&38));
    }

    #[test]
    fn a_period_past_128_is_not_detected() {
        let mut d = LoopDetector::default();
        assert!((0..256u64).all(|i| d.push(i % 129).is_none()));
    }
}
