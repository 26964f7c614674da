//! The planner: which recorded ops are still needed, and how the graph splits into kernels.
//!
//! Liveness first: an op whose output the program no longer holds (every view dropped, so the
//! pending storage's Rc count is zero) and that no needed op reads is never computed. Then a greedy
//! pass in program order grows one elementwise group at a time: the next needed op joins the open
//! group if the fusers allow it, else the group closes (with the refusal logged when the op wanted
//! in) and the op starts a group of its own or runs as its own kernel. Groups are consecutive runs
//! of ops, so running the steps in order respects every dependency.

use super::codegen::FusedProgram;
use super::fusers::FuseRefusal;
use super::graph::{Node, Src};

/// One kernel of the planned graph.
#[derive(Debug)]
pub enum Step {
    /// A recorded op run as its own kernel (matmul, reduction, gather, ...).
    Single(usize),
    /// A fused group (possibly of one op).
    Fused(Box<FusedProgram>),
}

/// An op a group did not take in, and why.
#[derive(Clone, Debug)]
pub struct Refused {
    pub node: usize,
    /// The group's name at the time.
    pub group: String,
    pub reason: FuseRefusal,
}

#[derive(Debug)]
pub struct Plan {
    pub steps: Vec<Step>,
    pub refused: Vec<Refused>,
    pub live: Vec<bool>,
    /// Recorded ops never computed because nothing could read their results.
    pub eliminated: usize,
}

fn reads(node: &Node, j: usize) -> bool {
    node.inputs
        .iter()
        .any(|i| matches!(i.src, Src::Node(x) if x == j))
}

/// Plans `nodes`; `gpu` restricts groups to ops with a WGSL expression.
pub fn plan(nodes: &[Node], gpu: bool) -> Plan {
    let n = nodes.len();
    let held: Vec<bool> = nodes.iter().map(|x| x.out.strong_count() > 0).collect();
    let mut consumers: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, node) in nodes.iter().enumerate() {
        for input in &node.inputs {
            if let Src::Node(j) = input.src {
                consumers[j].push(i);
            }
        }
    }
    let mut live = held.clone();
    for i in (0..n).rev() {
        if live[i] {
            for input in &nodes[i].inputs {
                if let Src::Node(j) = input.src {
                    live[j] = true;
                }
            }
        }
    }
    let build = |members: &[usize]| {
        let needed = |i: usize| {
            held[i]
                || consumers[i]
                    .iter()
                    .any(|c| live[*c] && !members.contains(c))
        };
        FusedProgram::build(nodes, members, &needed, gpu)
    };
    let mut steps = Vec::new();
    let mut refused = Vec::new();
    let mut open: Option<FusedProgram> = None;
    for i in 0..n {
        if !live[i] {
            continue;
        }
        if let Some(group) = open.take() {
            let mut members = group.members.clone();
            members.push(i);
            match build(&members) {
                Ok(bigger) => {
                    open = Some(bigger);
                    continue;
                }
                Err(reason) => {
                    let wanted = group.members.iter().any(|&m| reads(&nodes[i], m));
                    let about_the_group = !matches!(
                        reason,
                        FuseRefusal::NotElementwise
                            | FuseRefusal::ShapeMismatch { .. }
                            | FuseRefusal::DType { .. }
                    );
                    if wanted || about_the_group {
                        refused.push(Refused {
                            node: i,
                            group: group.name(),
                            reason,
                        });
                    }
                    steps.push(Step::Fused(Box::new(group)));
                }
            }
        }
        match build(&[i]) {
            Ok(single) => open = Some(single),
            Err(_) => steps.push(Step::Single(i)),
        }
    }
    if let Some(group) = open {
        steps.push(Step::Fused(Box::new(group)));
    }
    let eliminated = live.iter().filter(|l| !**l).count();
    Plan {
        steps,
        refused,
        live,
        eliminated,
    }
}
