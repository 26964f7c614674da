//! A collective as an explicit step schedule.
//!
//! Ring-based collectives are a list of stages; in a stage every lane (one direction of one part
//! of the data) runs one ring phase on a set of rings, all in lockstep, so each step every chip
//! sends at most one message per directed link. A stage lasts as long as its longest ring.
//!
//! The direct all-to-all and send/recv are one routed step: every message goes straight to its
//! destination along its dimension-order route, the routers forwarding it hop by hop (cut
//! through, as ICI routes between non-neighbours). That step costs α per hop of its longest
//! route plus the busiest link's bytes over B: the reference's "everything in flight at once"
//! model, formula 7.
//!
//! Messages are generated on demand from the stage description (a 16x16x16 rotated all-reduce
//! has 2.2 million of them), so a schedule stays small however many chips it covers.

use serde::Serialize;

use super::alltoall;
use super::collective::{Algorithm, Collective};
use super::layout::Layout;
use super::ring::{Line, PhaseKind};
use super::topology::{Dir, Topology};
use super::torus;
use super::IciError;

/// What the receiver does with a message's payload.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum MessageOp {
    /// Fold into the receiver's partial with the reduction op.
    Reduce,
    /// Overwrite.
    Copy,
}

/// How a message travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Path {
    /// Over one directed link to a neighbour.
    Link(u32),
    /// Along the dimension-order route from `src` to `dst` (see `Topology::walk_route`).
    Routed { ties: u8 },
}

/// One message: `len` units from `src`'s working buffer at `src_offset` to `dst`'s at
/// `dst_offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Message {
    pub src: u32,
    pub dst: u32,
    pub src_offset: u64,
    pub dst_offset: u64,
    pub len: u64,
    pub op: MessageOp,
    pub path: Path,
}

/// A named run of steps, for the page's step animation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StageInfo {
    pub label: String,
    pub first_step: usize,
    pub steps: usize,
}

/// One lane's ring phase within a stage.
pub(super) struct LanePhase {
    pub lane: usize,
    pub kind: PhaseKind,
    pub dir: Dir,
    pub lines: Vec<Line>,
}

pub(super) struct Stage {
    pub label: String,
    pub phases: Vec<LanePhase>,
}

impl Stage {
    pub(super) fn steps(&self) -> usize {
        let lines = self.phases.iter().flat_map(|ph| &ph.lines);
        lines.map(Line::steps).max().unwrap_or(0)
    }
}

enum Body {
    Rings {
        layout: Layout,
        stages: Vec<Stage>,
        starts: Vec<usize>,
    },
    AllToAll,
    /// An all-to-all whose pieces differ in size (`all_to_all_single` with split sizes).
    AllToAllV(alltoall::Pieces),
    SendRecv {
        src: usize,
        dst: usize,
    },
}

/// A collective, planned: ask it for the messages of each step.
pub struct Schedule {
    topology: Topology,
    collective: Collective,
    algorithm: Algorithm,
    units: u64,
    body: Body,
    reduce_steps: usize,
}

impl Schedule {
    /// Plans `collective` over `units` per chip (the reference's `N` convention: the all-gather
    /// output, the reduce-scatter input, the all-to-all send buffer). A barrier moves nothing:
    /// its messages are empty tokens on the all-reduce schedule.
    pub fn build(
        t: &Topology,
        algorithm: Algorithm,
        collective: Collective,
        units: u64,
    ) -> Result<Schedule, IciError> {
        algorithm.check(collective)?;
        collective.check_ranks(t.chips())?;
        let p = t.chips();
        let units = if collective == Collective::Barrier {
            0
        } else {
            units
        };
        let body = match collective {
            Collective::AllToAll => Body::AllToAll,
            Collective::SendRecv { src, dst } => Body::SendRecv { src, dst },
            _ => {
                let plan = torus::plan(t, algorithm, collective);
                let layout = Layout::new(units, p, &plan.orders);
                let stages: Vec<Stage> =
                    plan.stages.into_iter().filter(|s| s.steps() > 0).collect();
                let mut starts = Vec::with_capacity(stages.len() + 1);
                starts.push(0);
                for s in &stages {
                    starts.push(starts.last().unwrap() + s.steps());
                }
                Body::Rings {
                    layout,
                    stages,
                    starts,
                }
            }
        };
        let mut schedule = Schedule {
            topology: t.clone(),
            collective,
            algorithm,
            units,
            body,
            reduce_steps: 0,
        };
        schedule.reduce_steps = match collective {
            Collective::ReduceScatter => schedule.steps(),
            Collective::AllReduce => schedule.steps() / 2,
            _ => 0,
        };
        Ok(schedule)
    }

    /// The direct all-to-all of pieces of any size: `counts[s][d]` units go from chip `s` to
    /// chip `d` (see `alltoall::Pieces` for where they sit in the working buffers).
    pub fn all_to_all_v(t: &Topology, counts: Vec<Vec<u64>>) -> Result<Schedule, IciError> {
        let pieces = alltoall::Pieces::new(t.chips(), counts)?;
        Ok(Schedule {
            topology: t.clone(),
            collective: Collective::AllToAll,
            algorithm: Algorithm::Direct,
            units: pieces.largest_send(),
            body: Body::AllToAllV(pieces),
            reduce_steps: 0,
        })
    }

    pub(super) fn pieces(&self) -> Option<&alltoall::Pieces> {
        match &self.body {
            Body::AllToAllV(pieces) => Some(pieces),
            _ => None,
        }
    }

    pub fn topology(&self) -> &Topology {
        &self.topology
    }

    pub fn collective(&self) -> Collective {
        self.collective
    }

    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// Units per chip in the user's layout.
    pub fn units(&self) -> u64 {
        self.units
    }

    /// Units per chip while the schedule runs (an all-to-all keeps a receive area beside the
    /// send buffer).
    pub fn working_len(&self) -> u64 {
        match self.body {
            Body::AllToAll => alltoall::working_len(self.units, self.topology.chips()),
            _ => self.units,
        }
    }

    /// Steps after which every reduced value is complete (where AVG divides).
    pub fn reduce_steps(&self) -> usize {
        self.reduce_steps
    }

    pub fn steps(&self) -> usize {
        match &self.body {
            Body::Rings { starts, .. } => *starts.last().unwrap(),
            Body::AllToAll => usize::from(self.topology.chips() > 1),
            Body::AllToAllV(pieces) => usize::from(pieces.moves_any()),
            Body::SendRecv { src, dst } => usize::from(src != dst),
        }
    }

    pub fn stages(&self) -> Vec<StageInfo> {
        match &self.body {
            Body::Rings { stages, starts, .. } => stages
                .iter()
                .zip(starts)
                .map(|(s, &first_step)| StageInfo {
                    label: s.label.clone(),
                    first_step,
                    steps: s.steps(),
                })
                .collect(),
            _ if self.steps() == 0 => Vec::new(),
            _ => {
                let label = format!("{} routed in dimension order", self.collective.name());
                vec![StageInfo {
                    label,
                    first_step: 0,
                    steps: 1,
                }]
            }
        }
    }

    /// Index of the stage `step` belongs to.
    pub fn stage_of(&self, step: usize) -> usize {
        match &self.body {
            Body::Rings { starts, .. } => starts.partition_point(|&s| s <= step) - 1,
            _ => 0,
        }
    }

    pub(super) fn layout(&self) -> Option<&Layout> {
        match &self.body {
            Body::Rings { layout, .. } => Some(layout),
            _ => None,
        }
    }

    /// Calls `f` with every message of `step`.
    pub fn visit(&self, step: usize, f: &mut dyn FnMut(&Message)) {
        let t = &self.topology;
        match &self.body {
            Body::Rings {
                layout,
                stages,
                starts,
            } => {
                let index = self.stage_of(step);
                let s = step - starts[index];
                for phase in &stages[index].phases {
                    for line in &phase.lines {
                        line.visit(phase.kind, phase.dir, phase.lane, s, layout, f);
                    }
                }
            }
            Body::AllToAll => alltoall::visit_all_to_all(t, self.units, f),
            Body::AllToAllV(pieces) => pieces.visit(t, f),
            Body::SendRecv { src, dst } => alltoall::visit_send_recv(*src, *dst, self.units, f),
        }
    }

    /// The messages of `step`, collected (for the page and tests; the simulator visits).
    pub fn messages(&self, step: usize) -> Vec<Message> {
        let mut out = Vec::new();
        self.visit(step, &mut |m| out.push(*m));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_cover_the_steps() {
        let t = Topology::parse("4x2x3").unwrap();
        let s = Schedule::build(&t, Algorithm::DimOrdered, Collective::AllReduce, 96).unwrap();
        let stages = s.stages();
        assert_eq!(stages.len(), 6);
        assert_eq!(s.steps(), 2 * (3 + 1 + 2));
        assert_eq!(
            stages.last().map(|st| st.first_step + st.steps),
            Some(s.steps())
        );
        assert_eq!(s.stage_of(0), 0);
        assert_eq!(s.stage_of(3), 1);
        assert_eq!(s.reduce_steps(), 6);
    }

    #[test]
    fn bad_ranks_are_errors() {
        let t = Topology::parse("2x2").unwrap();
        assert!(
            Schedule::build(&t, Algorithm::Ring, Collective::Broadcast { root: 4 }, 8).is_err()
        );
        assert!(Schedule::build(
            &t,
            Algorithm::Direct,
            Collective::SendRecv { src: 0, dst: 9 },
            8
        )
        .is_err());
    }
}
