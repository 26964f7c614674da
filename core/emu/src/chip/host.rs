//! What the host side costs in each eager mode, as data, and a [`Timeline`] that puts host and
//! device time together for a run.
//!
//! TorchTPU's modes differ in who waits for whom: Debug waits for every op and reads back its
//! result to check it; Strict dispatches each op asynchronously and the host runs ahead until a
//! sync point; Fused records ops into a graph and launches one kernel per fused group; Compiled
//! replays a captured graph, so its per-op host cost is almost nothing. The figures below are
//! assumptions of the right order for a Python host driving a PCIe-attached accelerator; they are
//! not measurements.
//!
//! One rule keeps the comparison of the eager modes honest: the host work an op costs before it
//! reaches the device (the Python binding, the dispatcher, shape and dtype checks, then enqueueing
//! it or recording it into the lazy graph) is the same [`PER_OP_S`] in Debug, Strict and Fused,
//! and a kernel launch is the same [`PER_LAUNCH_S`] in every mode. What Fused saves is therefore
//! exactly what it changes: fewer launches, and fewer HBM bytes in the kernels the device runs.
//! A launch costs more than an op's host work because on a TPU each one is an executable handed to
//! the runtime (argument buffers, a command over PCIe), while the binding and dispatch are a few
//! microseconds of C++ under Python. Only Compiled, which replays a captured graph behind one
//! guard check, pays less per op.

use serde::{Deserialize, Serialize};

use super::cost::KernelCost;

/// The eager modes as the cost model sees them (the dispatcher's `EagerMode`, one to one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DispatchMode {
    Debug,
    Strict,
    Fused,
    Compiled,
}

impl DispatchMode {
    pub const ALL: [DispatchMode; 4] = [
        DispatchMode::Debug,
        DispatchMode::Strict,
        DispatchMode::Fused,
        DispatchMode::Compiled,
    ];

    /// This mode's host costs.
    pub fn costs(self) -> &'static HostCosts {
        match self {
            DispatchMode::Debug => &DEBUG,
            DispatchMode::Strict => &STRICT,
            DispatchMode::Fused => &FUSED,
            DispatchMode::Compiled => &COMPILED,
        }
    }
}

/// Host-side costs of one mode.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct HostCosts {
    pub mode: DispatchMode,
    /// Host time to handle one op the program calls (Python binding, dispatcher, shape checks, and
    /// the enqueue or the graph recording).
    pub per_op_s: f64,
    /// Host time to launch one kernel on the device.
    pub per_launch_s: f64,
    /// A sync: wait for the device queue to drain, then one read-back round trip.
    pub per_sync_s: f64,
    /// Whether every op is a sync (Debug).
    pub waits_per_op: bool,
    pub rationale: &'static str,
}

/// One PCIe read-back round trip with driver overhead: tens of microseconds on a TPU VM.
const SYNC_S: f64 = 30e-6;

/// Host work per op before the device sees it (binding, dispatch, checks, enqueue or record).
pub const PER_OP_S: f64 = 5e-6;

/// Handing one kernel (an executable) to the device runtime.
pub const PER_LAUNCH_S: f64 = 15e-6;

pub const DEBUG: HostCosts = HostCosts {
    mode: DispatchMode::Debug,
    per_op_s: PER_OP_S,
    per_launch_s: PER_LAUNCH_S,
    // The NaN/Inf and shape checks scan the result on the host after the read-back.
    per_sync_s: SYNC_S + 10e-6,
    waits_per_op: true,
    rationale: "each op runs and the host waits for it, reads it back and checks it: every op \
                pays a launch, a full sync and a check, and the device idles while the host works",
};

pub const STRICT: HostCosts = HostCosts {
    mode: DispatchMode::Strict,
    per_op_s: PER_OP_S,
    per_launch_s: PER_LAUNCH_S,
    per_sync_s: SYNC_S,
    waits_per_op: false,
    rationale: "each op is launched at once, asynchronously: the host runs ahead and the device \
                works in parallel; the host waits only at a sync point",
};

pub const FUSED: HostCosts = HostCosts {
    mode: DispatchMode::Fused,
    // Recording a node (and hashing it for the repeated-op heuristic) in place of enqueueing it.
    per_op_s: PER_OP_S,
    per_launch_s: PER_LAUNCH_S,
    per_sync_s: SYNC_S,
    waits_per_op: false,
    rationale: "ops are recorded, not launched; at a graph cut the group runs as fused kernels, \
                so launches (and HBM round trips between ops) are amortized over the group",
};

pub const COMPILED: HostCosts = HostCosts {
    mode: DispatchMode::Compiled,
    // Replaying a captured graph: a guard check per call rather than per-op work.
    per_op_s: 0.5e-6,
    per_launch_s: PER_LAUNCH_S,
    per_sync_s: SYNC_S,
    waits_per_op: false,
    rationale: "torch.compile captured the function once; each call replays the compiled graph, \
                so per-op host cost is a fraction of a guard check",
};

/// Host and device clocks of one run, advanced as the dispatcher records ops, launches and syncs.
/// The host issues work in order; the device runs kernels in order, each starting when both it is
/// free and the host has launched it. The modelled time is when both are done.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Timeline {
    pub host_s: f64,
    pub device_s: f64,
    /// Device time spent running kernels (the rest is idle).
    pub device_busy_s: f64,
    pub ops: u64,
    pub launches: u64,
    pub syncs: u64,
}

impl Timeline {
    pub fn new() -> Self {
        Self::default()
    }

    /// The program called one op. In Debug this ends with a sync, so call it after [`launch`] of
    /// the op's kernel.
    ///
    /// [`launch`]: Timeline::launch
    pub fn op(&mut self, costs: &HostCosts) {
        self.ops += 1;
        self.host_s += costs.per_op_s;
        if costs.waits_per_op {
            self.sync(costs);
        }
    }

    /// The host launches one kernel.
    pub fn launch(&mut self, costs: &HostCosts, kernel: &KernelCost) {
        self.launches += 1;
        self.host_s += costs.per_launch_s;
        let start = self.host_s.max(self.device_s);
        self.device_s = start + kernel.time_s;
        self.device_busy_s += kernel.time_s;
    }

    /// The host waits for the device, then reads back.
    pub fn sync(&mut self, costs: &HostCosts) {
        self.syncs += 1;
        self.host_s = self.host_s.max(self.device_s) + costs.per_sync_s;
    }

    /// The run's modelled time so far.
    pub fn elapsed_s(&self) -> f64 {
        self.host_s.max(self.device_s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chip::{ChipId, CostModel, Work};

    /// 100 small elementwise ops, then one `.item()`: the modes order as TorchTPU says.
    fn run(mode: DispatchMode) -> Timeline {
        let model = CostModel::new(ChipId::V5e);
        let add = Work::Elementwise {
            elements: 1 << 20,
            input_elements: 2 << 20,
            flops_per_element: 1,
            dtype_bytes: 4,
        };
        let kernel = model.price(&add).unwrap();
        let costs = mode.costs();
        let mut t = Timeline::new();
        match mode {
            DispatchMode::Debug | DispatchMode::Strict => {
                for _ in 0..100 {
                    t.launch(costs, &kernel);
                    t.op(costs);
                }
            }
            DispatchMode::Fused | DispatchMode::Compiled => {
                for _ in 0..100 {
                    t.op(costs);
                }
                // The chain fuses into one kernel reading two inputs and writing one output.
                let fused = Work::Fused {
                    parts: vec![add; 100],
                    external_read_bytes: 8 << 20,
                    external_written_bytes: 4 << 20,
                };
                t.launch(costs, &model.price(&fused).unwrap());
            }
        }
        t.sync(costs);
        t
    }

    #[test]
    fn modes_order_as_torchtpu_describes() {
        let [debug, strict, fused, compiled] = DispatchMode::ALL.map(run);
        assert_eq!(debug.syncs, 101);
        assert_eq!(strict.syncs, 1);
        assert!(debug.elapsed_s() > strict.elapsed_s());
        assert!(strict.elapsed_s() > fused.elapsed_s());
        assert!(fused.elapsed_s() > compiled.elapsed_s());
        // Strict overlaps the host's dispatch with the device's work; run one after the other
        // they would take longer.
        let serial = 100.0 * (STRICT.per_op_s + STRICT.per_launch_s) + strict.device_busy_s;
        assert!(strict.elapsed_s() < serial);
        for mode in DispatchMode::ALL {
            assert!(!mode.costs().rationale.is_empty());
        }
    }

    #[test]
    fn the_timeline_is_deterministic() {
        assert_eq!(run(DispatchMode::Strict), run(DispatchMode::Strict));
    }
}
