//! The trace in Chrome's Trace Event format, the JSON that Perfetto (ui.perfetto.dev) and
//! chrome://tracing open, and that PyTorch's own profiler writes.
//!
//! Each process (an SPMD rank) is one `pid` with four lanes (`tid`): `host` (each op's dispatch
//! and each kernel launch, and the waits at sync points), `TPU` (the kernels, on the device's
//! clock), `compile` (compile-cache lookups of fused and compiled kernels: a miss compiles, a hit
//! names its tier) and `ICI` (collectives over the links). A counter track carries the HBM in use.
//!
//! Times are the playground's model, replayed from the events by the rule the dispatcher prices a
//! run with ([`crate::chip::Timeline`]): the host pays its mode's cost per op and per launch; a
//! kernel starts when the device is free and the host has launched it; a sync waits for the device
//! and pays a read-back. Timestamps are microseconds, as the format wants.

use serde_json::{json, Value};

use crate::chip::{DispatchMode, HostCosts};
use crate::dispatch::EagerMode;

use super::{Event, MaterializationReason};

const HOST: &str = "host";
const DEVICE: &str = "TPU";
const COMPILE: &str = "compile";
const ICI: &str = "ICI";

fn us(s: f64) -> f64 {
    // Nanosecond resolution keeps the file short and exact enough for any viewer.
    (s * 1e9).round() / 1e3
}

fn costs(mode: EagerMode) -> &'static HostCosts {
    DispatchMode::costs(crate::dispatch::pricing::mode_of(mode))
}

/// The clocks of one process while its events are replayed.
struct Replay {
    pid: usize,
    costs: &'static HostCosts,
    host_s: f64,
    device_s: f64,
    /// The op being dispatched: its kernels launch before its host work ends (the dispatcher
    /// prices the launch, then the op), so its span closes at the next event that is not its own.
    pending: Option<Pending>,
    out: Vec<Value>,
}

struct Pending {
    seq: u64,
    name: String,
    start_s: f64,
    args: Value,
}

impl Replay {
    fn span(&mut self, tid: &str, cat: &str, name: &str, start_s: f64, dur_s: f64, args: Value) {
        self.out.push(json!({
            "name": name, "cat": cat, "ph": "X", "pid": self.pid, "tid": tid,
            "ts": us(start_s), "dur": us(dur_s), "args": args,
        }));
    }

    fn instant(&mut self, tid: &str, cat: &str, name: &str, args: Value) {
        self.out.push(json!({
            "name": name, "cat": cat, "ph": "i", "s": "t", "pid": self.pid, "tid": tid,
            "ts": us(self.host_s), "args": args,
        }));
    }

    /// The host waits for the device, then reads back.
    fn sync(&mut self, name: &str, args: Value) {
        let start = self.host_s;
        self.host_s = self.host_s.max(self.device_s) + self.costs.per_sync_s;
        self.span(HOST, "sync", name, start, self.host_s - start, args);
    }

    /// Ends the pending op: its host work, and in Debug the wait and check after it.
    fn flush(&mut self) {
        if let Some(p) = self.pending.take() {
            self.host_s += self.costs.per_op_s;
            self.span(
                HOST,
                "cpu_op",
                &p.name,
                p.start_s,
                self.host_s - p.start_s,
                p.args,
            );
            if self.costs.waits_per_op {
                self.sync(
                    "sync: debug_mode",
                    json!({ "seq": p.seq, "reason": "debug_mode" }),
                );
            }
        }
    }

    fn event(&mut self, e: &Event) {
        // Strict and Debug launch an op's kernel inside its dispatch; Fused and Compiled record
        // the op and launch at a graph cut, after its host work (an op they run eagerly, outside
        // a graph, is drawn that way too: its launch after its host work, 5 µs early).
        let records = matches!(
            self.costs.mode,
            DispatchMode::Fused | DispatchMode::Compiled
        );
        let own_kernel = !records
            && matches!(
                (e, &self.pending),
                (Event::KernelLaunched { seq, .. }, Some(p)) if p.seq == *seq
            );
        // Debug's per-op waits are priced with the op (above); their events only mark them.
        let debug_wait = matches!(
            e,
            Event::Sync {
                reason: MaterializationReason::DebugMode,
                ..
            }
        );
        if !own_kernel && !debug_wait && !matches!(e, Event::MxuMatmul { .. }) {
            self.flush();
        }
        match e {
            Event::OpDispatched {
                seq,
                op,
                line,
                inputs,
                dtype,
            } => {
                self.pending = Some(Pending {
                    seq: *seq,
                    name: format!("aten::{op}"),
                    start_s: self.host_s,
                    args: json!({ "seq": seq, "line": line, "Input Dims": inputs, "dtype": dtype }),
                });
            }
            Event::KernelLaunched {
                seq,
                name,
                shape,
                bytes_read,
                bytes_written,
                flops,
                mxu_cycles,
                modelled_s,
                host_fallback,
                ..
            } => {
                let launch = self.costs.per_launch_s;
                self.span(
                    HOST,
                    "launch",
                    "launch",
                    self.host_s,
                    launch,
                    json!({ "seq": seq }),
                );
                self.host_s += launch;
                let dur = if modelled_s.is_finite() && *modelled_s > 0.0 {
                    *modelled_s
                } else {
                    0.0
                };
                let start = self.host_s.max(self.device_s);
                let args = json!({
                    "seq": seq, "shape": shape, "bytes read": bytes_read,
                    "bytes written": bytes_written, "flops": flops, "mxu cycles": mxu_cycles,
                    "host fallback": host_fallback,
                });
                self.span(DEVICE, "kernel", name, start, dur, args);
                self.device_s = start + dur;
            }
            Event::Sync {
                reason: MaterializationReason::DebugMode,
                ..
            } => {}
            Event::Sync {
                reason,
                line,
                bytes,
            } => {
                let reason = serde_json::to_value(reason).unwrap_or(Value::Null);
                // A reason with data (`graph_break`) serializes as an object keyed by its name.
                let word = match &reason {
                    Value::String(s) => s.clone(),
                    Value::Object(o) => o.keys().next().cloned().unwrap_or_default(),
                    _ => String::new(),
                };
                let name = format!("sync: {word}");
                self.sync(
                    &name,
                    json!({ "line": line, "bytes": bytes, "reason": reason }),
                );
            }
            Event::ModeChanged { line, to, .. } => {
                self.costs = costs(*to);
                let name = format!("mode: {}", format!("{to:?}").to_lowercase());
                self.instant(HOST, "mode", &name, json!({ "line": line }));
            }
            Event::CacheLookup {
                kernel,
                line,
                hit,
                tier,
                differs,
                ..
            } => {
                let name = if *hit {
                    format!("cache hit: {kernel}")
                } else {
                    format!("compile: {kernel}")
                };
                let args = json!({ "line": line, "hit": hit, "tier": tier, "differs": differs });
                self.instant(COMPILE, "compile", &name, args);
            }
            Event::GraphCut {
                graph,
                reason,
                line,
                ops,
                kernels,
                ..
            } => {
                let args = json!({ "graph": graph, "reason": reason, "line": line, "ops": ops, "kernels": kernels });
                self.instant(COMPILE, "graph", &format!("graph {graph} cut"), args);
            }
            Event::Collective {
                seq,
                op,
                line,
                bytes,
                algorithm,
                topology,
                steps,
                modelled_s,
                links,
            } => {
                // A collective waits for the work before it and holds both sides until it is done.
                let start = self.host_s.max(self.device_s);
                let dur = if modelled_s.is_finite() {
                    *modelled_s
                } else {
                    0.0
                };
                let args = json!({
                    "seq": seq, "line": line, "bytes": bytes, "algorithm": algorithm,
                    "topology": topology, "steps": steps, "links used": links.len(),
                    "link bytes": links.iter().map(|l| l.bytes).sum::<u64>(),
                });
                self.span(ICI, "collective", op, start, dur, args);
                self.host_s = start + dur;
                self.device_s = start + dur;
            }
            Event::Memory {
                allocated,
                reserved,
                ..
            } => {
                self.out.push(json!({
                    "name": "HBM", "ph": "C", "pid": self.pid, "ts": us(self.host_s),
                    "args": { "allocated": allocated, "reserved": reserved },
                }));
            }
            // Sparse work, matmul mappings and refused fusions describe a kernel already on the
            // device lane; their details are the page's panels'.
            Event::SparseWork { .. } | Event::MxuMatmul { .. } | Event::FuseRefused { .. } => {}
        }
    }
}

/// One process's events (`pid` its rank). `mode` is the run's eager mode; where the program
/// switched modes, the first switch's `from` is where it started, and each switch changes the
/// host's costs from there on.
pub fn process_events<'a, I>(pid: usize, label: &str, mode: EagerMode, events: I) -> Vec<Value>
where
    I: IntoIterator<Item = &'a Event>,
    I::IntoIter: Clone,
{
    let events = events.into_iter();
    let start = events
        .clone()
        .find_map(|e| match e {
            Event::ModeChanged { from, .. } => Some(*from),
            _ => None,
        })
        .unwrap_or(mode);
    let mut r = Replay {
        pid,
        costs: costs(start),
        host_s: 0.0,
        device_s: 0.0,
        pending: None,
        out: Vec::new(),
    };
    let meta = |name: &str, tid: Option<(&str, usize)>, args: Value| {
        let mut v = json!({ "name": name, "ph": "M", "pid": pid, "args": args });
        if let Some((tid, _)) = tid {
            v["tid"] = json!(tid);
        }
        v
    };
    r.out
        .push(meta("process_name", None, json!({ "name": label })));
    for (i, lane) in [HOST, DEVICE, COMPILE, ICI].into_iter().enumerate() {
        r.out.push(meta(
            "thread_name",
            Some((lane, i)),
            json!({ "name": lane }),
        ));
        r.out.push(meta(
            "thread_sort_index",
            Some((lane, i)),
            json!({ "sort_index": i }),
        ));
    }
    for e in events {
        r.event(e);
    }
    r.flush();
    r.out
}

/// A whole file: the processes' events in one `traceEvents` array.
pub fn document(processes: Vec<Vec<Value>>) -> Value {
    let events: Vec<Value> = processes.into_iter().flatten().collect();
    json!({
        "traceEvents": events,
        "displayTimeUnit": "ms",
        "otherData": {
            "source": "TPU Playground",
            "times": "modelled: the eager mode's host costs and the chip's cost model, not measured",
        },
    })
}
