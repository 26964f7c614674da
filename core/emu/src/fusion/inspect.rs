//! The inspector: what each flushed graph became, for tests to assert what fused with what and why
//! something did not. Off unless a test turns it on (`Fusion::inspector = Some(..)`).

use super::fusers::FuseRefusal;
use crate::trace::MaterializationReason;

/// One kernel a graph became.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelRecord {
    /// `mul+add+tanh` for a fused group, the op's name for a single kernel.
    pub name: String,
    /// Ops in it.
    pub ops: usize,
    /// Values it writes to memory (1 for a single kernel).
    pub outputs: usize,
    /// For fused groups: whether the compile cache had it.
    pub cache_hit: Option<bool>,
}

/// One flushed graph.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphRecord {
    pub reason: MaterializationReason,
    pub line: u32,
    /// For a cut by the repeated-op heuristic: the period L it found.
    pub period: Option<usize>,
    /// The recorded ops, in order.
    pub ops: Vec<String>,
    pub eliminated: usize,
    pub kernels: Vec<KernelRecord>,
    /// (op, group it could not join, why).
    pub refused: Vec<(String, String, FuseRefusal)>,
}

#[derive(Clone, Debug, Default)]
pub struct Inspector {
    pub graphs: Vec<GraphRecord>,
}

impl Inspector {
    /// Names of every fused kernel of two or more ops, in launch order.
    pub fn fused(&self) -> Vec<String> {
        self.graphs
            .iter()
            .flat_map(|g| g.kernels.iter())
            .filter(|k| k.ops > 1)
            .map(|k| k.name.clone())
            .collect()
    }

    /// Every refusal, as (op, group, reason).
    pub fn refusals(&self) -> Vec<(String, String, FuseRefusal)> {
        self.graphs
            .iter()
            .flat_map(|g| g.refused.iter().cloned())
            .collect()
    }

    /// Why each graph was cut, in order.
    pub fn cuts(&self) -> Vec<(MaterializationReason, u32)> {
        self.graphs.iter().map(|g| (g.reason, g.line)).collect()
    }
}
