//! What the panels read from a run: the trace's events folded into lanes, marks for the editor's
//! gutter, and the matmuls the MXU panel can replay. Pure functions of the events, so the browser
//! suites can test them without drawing anything.

use std::collections::BTreeMap;

use tpu_emu::trace::{Event, MaterializationReason};

/// One kernel on the device lane.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelBar {
    pub seq: u64,
    pub name: String,
    /// The line of the op that launched it (0 when its `OpDispatched` was dropped from the ring).
    pub line: u32,
    pub modelled_s: f64,
    /// Modelled device time before this kernel (kernels laid end to end).
    pub start_s: f64,
    pub host_fallback: bool,
    pub mxu_cycles: u64,
    /// The kernel's (first) matmul on the MXUs: `mm`, `bmm`, or a fused kernel with a matmul.
    pub matmul: Option<MatmulPick>,
}

/// A matmul as the trace describes it: C[batch, m, n] = A[batch, m, k] B[batch, k, n].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatmulPick {
    pub seq: u64,
    pub line: u32,
    pub batch: u64,
    pub m: u64,
    pub k: u64,
    pub n: u64,
}

/// A sync point: where the host waited, why, and when on the device lane.
#[derive(Clone, Debug, PartialEq)]
pub struct SyncMark {
    pub reason: MaterializationReason,
    pub line: u32,
    pub bytes: u64,
    /// Modelled device time reached when the host waited.
    pub at_s: f64,
    /// Kernels launched before it (its place on the device lane).
    pub kernels_before: usize,
}

/// The run's events as lanes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lanes {
    /// Ops dispatched by the host, as (seq, op, line, kernels launched before it).
    pub ops: Vec<(u64, String, u32, usize)>,
    pub kernels: Vec<KernelBar>,
    pub syncs: Vec<SyncMark>,
    /// Sum of the retained kernels' modelled times.
    pub device_s: f64,
    /// The run's distinct matmuls on the MXUs, for the MXU panel's list.
    pub matmuls: Vec<MatmulRow>,
    /// Compile-cache lookups (Fused mode's kernels, `torch.compile`'s guards), in order.
    pub compiles: Vec<CompileMark>,
    /// Fused mode's graph cuts: (line, reason), in order.
    pub cuts: Vec<(u32, MaterializationReason)>,
    /// Compile-cache misses after an earlier entry for the same code: (line, kernel, what
    /// differed), in order.
    pub recompiles: Vec<(u32, String, String)>,
}

/// A compile-cache lookup: a miss is a compile, a hit reuses an executable.
#[derive(Clone, Debug, PartialEq)]
pub struct CompileMark {
    /// Kernels launched before it: it precedes the launch of the kernel it looked up.
    pub kernels_before: usize,
    /// The fused kernel's name, or `torch.compile(f)` for a compiled function's guards.
    pub kernel: String,
    pub line: u32,
    pub hit: bool,
    /// On a miss after an entry for the same code: what differed.
    pub differs: Option<String>,
}

/// One distinct matmul of a run (source line, kernel and shape), as the trace's `MxuMatmul` events
/// describe it: how often it ran and its figures on the chip's MXUs.
#[derive(Clone, Debug, PartialEq)]
pub struct MatmulRow {
    /// The first run's op, and the shape the wavefront animation loads.
    pub pick: MatmulPick,
    /// `mm`, `bmm`, or the fused kernel it ran in.
    pub kernel: String,
    pub count: u64,
    /// Cycles of one pass; a float32 matmul at "highest" precision takes `passes` of them.
    pub cycles: u64,
    pub passes: u32,
    pub utilization_pct: f64,
    pub wasted_pe_cycles: u64,
    /// E.g. "this matmul used 36% of the 4 MXUs because K=64 fills 64 of its 128 rows".
    pub reason: String,
}

/// The reason in words, as the gutter and the timeline show it.
pub fn reason_name(r: MaterializationReason) -> &'static str {
    use MaterializationReason::*;
    match r {
        CpuConversion => "cpu_conversion (.cpu(), .tolist())",
        ScalarConversion => "item (.item(), float(t))",
        ExplicitSync => "explicit_sync",
        AutogradSync => "autograd_sync",
        RepeatedOpDetection => "repeated_op_heuristic",
        DebugMode => "debug_mode (wait after every op)",
        DistributedOp => "distributed_op",
        Compile => "compile",
        Print => "print (the value is formatted on the host)",
        ControlFlow => "control_flow (a tensor decides a branch)",
        HostFallback => "host_fallback (no device kernel: the CPU reference ran it)",
        EndOfProgram => "end_of_program (Fused: what was still recorded ran)",
        ModeChange => "mode_change (leaving Fused: what was recorded ran)",
        CompiledFunctionReturn => {
            "compiled_function_return (a torch.compile'd function's graph ran)"
        }
        GraphBreak { .. } => "graph_break (torch.compile: an op needed a host value)",
    }
}

/// Folds `events` (in trace order) into lanes.
pub fn lanes(events: &[Event]) -> Lanes {
    let mut out = Lanes::default();
    // (seq, line) of each op, in trace order (seqs rise): a kernel's op is found by a binary
    // search, usually the last entry (a BTreeMap here was most of this fold's time).
    let mut line_of: Vec<(u64, u32)> = Vec::new();
    let mut sorted = true;
    let mut clock = 0.0f64;
    for e in events {
        match e {
            Event::OpDispatched { seq, op, line, .. } => {
                sorted &= line_of.last().is_none_or(|&(s, _)| s < *seq);
                line_of.push((*seq, *line));
                out.ops
                    .push((*seq, op.to_string(), *line, out.kernels.len()));
            }
            Event::KernelLaunched {
                seq,
                name,
                host_fallback,
                mxu_cycles,
                modelled_s,
                ..
            } => {
                let line = match line_of.last() {
                    Some(&(s, l)) if s == *seq => l,
                    _ if sorted => line_of
                        .binary_search_by_key(seq, |&(s, _)| s)
                        .map_or(0, |i| line_of[i].1),
                    // Seqs that did not rise (no trace does that today): the newest op with it.
                    _ => line_of
                        .iter()
                        .rev()
                        .find(|&&(s, _)| s == *seq)
                        .map_or(0, |&(_, l)| l),
                };
                let dt = if modelled_s.is_finite() && *modelled_s > 0.0 {
                    *modelled_s
                } else {
                    0.0
                };
                out.kernels.push(KernelBar {
                    seq: *seq,
                    name: name.to_string(),
                    line,
                    modelled_s: dt,
                    start_s: clock,
                    host_fallback: *host_fallback,
                    mxu_cycles: *mxu_cycles,
                    matmul: None,
                });
                clock += dt;
            }
            // The core puts a kernel's matmuls right after its launch.
            Event::MxuMatmul {
                seq,
                line,
                kernel,
                passes,
                mapping,
            } => {
                let g = mapping.spec.gemm;
                let pick = MatmulPick {
                    seq: *seq,
                    line: *line,
                    batch: mapping.spec.batch,
                    m: g.m,
                    k: g.k,
                    n: g.n,
                };
                if let Some(bar) = out.kernels.last_mut() {
                    bar.matmul.get_or_insert(pick);
                }
                let same = |r: &MatmulRow| {
                    let p = r.pick;
                    (p.line, p.batch, p.m, p.k, p.n, r.kernel.as_str())
                        == (pick.line, pick.batch, pick.m, pick.k, pick.n, &**kernel)
                };
                match out.matmuls.iter_mut().find(|r| same(r)) {
                    Some(r) => r.count += 1,
                    None => out.matmuls.push(MatmulRow {
                        pick,
                        kernel: kernel.to_string(),
                        count: 1,
                        cycles: mapping.cycles,
                        passes: *passes,
                        utilization_pct: mapping.utilization_pct,
                        wasted_pe_cycles: mapping.wasted_pe_cycles,
                        reason: mapping.reason.clone(),
                    }),
                }
            }
            Event::Sync {
                reason,
                line,
                bytes,
            } => out.syncs.push(SyncMark {
                reason: *reason,
                line: *line,
                bytes: *bytes,
                at_s: clock,
                kernels_before: out.kernels.len(),
            }),
            // HBM in use and SparseCore work are data for panels of their own; collectives come
            // from the SPMD runner (`tpu run --topology`), and the page runs one process: the
            // lanes skip them.
            Event::Memory { .. } | Event::SparseWork { .. } | Event::Collective { .. } => {}
            // Fused mode's cuts and recompiles mark the gutter; the graphs themselves are the
            // fused-graphs panel's (`graphs`), and their kernels are on the device lane already.
            Event::GraphCut { reason, line, .. } => out.cuts.push((*line, *reason)),
            Event::CacheLookup {
                kernel,
                line,
                hit,
                differs,
                ..
            } => {
                if let (false, Some(d)) = (hit, differs) {
                    out.recompiles.push((*line, kernel.clone(), d.clone()));
                }
                out.compiles.push(CompileMark {
                    kernels_before: out.kernels.len(),
                    kernel: kernel.clone(),
                    line: *line,
                    hit: *hit,
                    differs: differs.clone(),
                });
            }
            Event::FuseRefused { .. } => {}
            // A mode switch (`torch_tpu.set_eager_mode`) has no lane of its own.
            Event::ModeChanged { .. } => {}
        }
    }
    out.device_s = clock;
    out
}

/// What the editor's gutter marks at one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GutterMark {
    pub line: u32,
    /// "error", "recompile", "cut", "sync" (or the page's "paused"): the CSS class.
    pub kind: &'static str,
    /// Shown on hover (the title attribute).
    pub title: String,
}

/// One mark per line with syncs, graph cuts or recompiles (each with its reasons and counts, most
/// frequent first, in the hover text), and the error's line marked as an error with its message
/// (an error wins over the rest on its line). The mark's kind is the line's weightiest: a
/// recompile, then a cut, then a sync.
pub fn gutter_marks(lanes: &Lanes, error: Option<(u32, String)>) -> Vec<GutterMark> {
    // Per line: per (rank, words), the count; the rank orders the kinds (0 recompile, 1 cut, 2 sync).
    let mut per_line: BTreeMap<u32, BTreeMap<(u8, String), u64>> = BTreeMap::new();
    let mut add = |line: u32, rank: u8, words: String| {
        if line > 0 {
            *per_line
                .entry(line)
                .or_default()
                .entry((rank, words))
                .or_default() += 1;
        }
    };
    for (line, kernel, differs) in &lanes.recompiles {
        add(*line, 0, format!("recompile: {kernel}: {differs}"));
    }
    for (line, reason) in &lanes.cuts {
        add(*line, 1, format!("graph cut: {}", reason_name(*reason)));
    }
    for s in &lanes.syncs {
        add(s.line, 2, format!("sync: {}", reason_name(s.reason)));
    }
    let mut marks: Vec<GutterMark> = per_line
        .into_iter()
        .map(|(line, reasons)| {
            let kind = match reasons.keys().map(|k| k.0).min() {
                Some(0) => "recompile",
                Some(1) => "cut",
                _ => "sync",
            };
            let mut r: Vec<((u8, String), u64)> = reasons.into_iter().collect();
            tpu_emu::sort::sort_by(&mut r, |a, b| {
                a.0 .0
                    .cmp(&b.0 .0)
                    .then(b.1.cmp(&a.1))
                    .then(a.0 .1.cmp(&b.0 .1))
            });
            let words: Vec<String> = r
                .iter()
                .map(|((_, words), n)| format!("{words} x{n}"))
                .collect();
            GutterMark {
                line,
                kind,
                title: words.join("\n"),
            }
        })
        .collect();
    if let Some((line, message)) = error {
        marks.retain(|m| m.line != line);
        marks.push(GutterMark {
            line,
            kind: "error",
            title: message,
        });
        tpu_emu::sort::sort_by_key(&mut marks, |m| m.line);
    }
    marks
}
