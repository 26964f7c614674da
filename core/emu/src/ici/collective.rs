//! What is asked of the pod: the collective, the algorithm that schedules it, the reduction.
//! Names are spelled as `torch.distributed` and the CLI spell them.

use serde::{Deserialize, Serialize};

use super::topology::Topology;
use super::{err, IciError};

/// A collective over every chip of the topology. `root`, `src` and `dst` are ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Collective {
    AllReduce,
    ReduceScatter,
    AllGather,
    Broadcast { root: usize },
    AllToAll,
    Barrier,
    SendRecv { src: usize, dst: usize },
}

impl Collective {
    pub fn name(self) -> &'static str {
        match self {
            Collective::AllReduce => "all_reduce",
            Collective::ReduceScatter => "reduce_scatter",
            Collective::AllGather => "all_gather",
            Collective::Broadcast { .. } => "broadcast",
            Collective::AllToAll => "all_to_all",
            Collective::Barrier => "barrier",
            Collective::SendRecv { .. } => "send_recv",
        }
    }

    /// Parses the names that carry no rank argument (`broadcast` gets root 0).
    pub fn parse(name: &str) -> Option<Collective> {
        Some(match name {
            "all_reduce" => Collective::AllReduce,
            "reduce_scatter" => Collective::ReduceScatter,
            "all_gather" => Collective::AllGather,
            "broadcast" => Collective::Broadcast { root: 0 },
            "all_to_all" => Collective::AllToAll,
            "barrier" => Collective::Barrier,
            _ => return None,
        })
    }

    /// Refuses a root, source or destination that is not a rank of `chips`.
    pub fn check_ranks(self, chips: usize) -> Result<(), IciError> {
        match self {
            Collective::Broadcast { root } if root >= chips => {
                err(format!("root {root} is not a rank of {chips} chips"))
            }
            Collective::SendRecv { src, dst } if src >= chips || dst >= chips => err(format!(
                "send/recv between {src} and {dst}: ranks go from 0 to {}",
                chips - 1
            )),
            _ => Ok(()),
        }
    }

    /// Collectives that are routed point to point rather than run as rings.
    pub fn is_routed(self) -> bool {
        matches!(self, Collective::AllToAll | Collective::SendRecv { .. })
    }
}

/// How a collective is scheduled. See `scripts/refdata/torus.py` for the formulas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Algorithm {
    /// One unidirectional ring through every chip (a Hamiltonian cycle of the torus).
    Ring,
    /// Two counter-rotating rings through every chip, half the data each.
    BidirectionalRing,
    /// Reduce-scatter along d1, d2, ..., all-gather back along dk, ..., d1, with a bidirectional
    /// ring in each dimension.
    DimOrdered,
    /// The same with unidirectional rings: half the links, twice the bytes on each.
    DimOrderedUnidirectional,
    /// The data cut into k parts, part j starting at dimension j, so all 2k links of a chip are
    /// busy at every stage.
    Rotated,
    /// Every chip sends to every chip at once, routed in dimension order (all-to-all, send/recv).
    Direct,
}

impl Algorithm {
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Ring,
        Algorithm::BidirectionalRing,
        Algorithm::DimOrdered,
        Algorithm::DimOrderedUnidirectional,
        Algorithm::Rotated,
        Algorithm::Direct,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Ring => "ring",
            Algorithm::BidirectionalRing => "bidirectional_ring",
            Algorithm::DimOrdered => "dim_ordered",
            Algorithm::DimOrderedUnidirectional => "dim_ordered_unidirectional",
            Algorithm::Rotated => "rotated",
            Algorithm::Direct => "direct",
        }
    }

    pub fn parse(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// What a caller that does not choose gets: the direct route for point-to-point traffic,
    /// the bidirectional ring on a 1-D ring, dimension-ordered rings on a torus.
    pub fn default_for(collective: Collective, topology: &Topology) -> Algorithm {
        if collective.is_routed() {
            Algorithm::Direct
        } else if topology.active_dims().len() <= 1 {
            Algorithm::BidirectionalRing
        } else {
            Algorithm::DimOrdered
        }
    }

    /// Refuses combinations that have no schedule, saying why.
    pub fn check(self, collective: Collective) -> Result<(), IciError> {
        match (collective.is_routed(), self == Algorithm::Direct) {
            (true, false) => err(format!(
                "{} is routed point to point: use --algorithm direct, not {}",
                collective.name(),
                self.name()
            )),
            (false, true) => err(format!(
                "the direct algorithm only routes all_to_all and send/recv; {} runs on rings \
                 (ring, bidirectional_ring, dim_ordered, dim_ordered_unidirectional, rotated)",
                collective.name()
            )),
            _ => Ok(()),
        }
    }
}

/// The reduction of `all_reduce` and `reduce_scatter`, as `torch.distributed.ReduceOp` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReduceOp {
    Sum,
    Avg,
    Max,
    Min,
    Product,
}

impl ReduceOp {
    /// Combines a received partial `b` into the local partial `a`. AVG sums here and divides
    /// once the reduction is complete. MAX and MIN propagate NaN, as `torch.maximum` does.
    pub fn combine(self, a: f32, b: f32) -> f32 {
        match self {
            ReduceOp::Sum | ReduceOp::Avg => a + b,
            ReduceOp::Product => a * b,
            ReduceOp::Max => {
                if b > a || b.is_nan() {
                    b
                } else {
                    a
                }
            }
            ReduceOp::Min => {
                if b < a || b.is_nan() {
                    b
                } else {
                    a
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for a in Algorithm::ALL {
            assert_eq!(Algorithm::parse(a.name()), Some(a));
        }
        for name in [
            "all_reduce",
            "reduce_scatter",
            "all_gather",
            "broadcast",
            "all_to_all",
            "barrier",
        ] {
            assert_eq!(Collective::parse(name).map(Collective::name), Some(name));
        }
        assert_eq!(Algorithm::parse("tree"), None);
    }

    #[test]
    fn direct_only_for_routed_collectives() {
        assert!(Algorithm::Direct.check(Collective::AllToAll).is_ok());
        assert!(Algorithm::Ring.check(Collective::AllToAll).is_err());
        assert!(Algorithm::Direct.check(Collective::AllReduce).is_err());
        assert!(Algorithm::Rotated
            .check(Collective::Broadcast { root: 3 })
            .is_ok());
    }

    #[test]
    fn max_and_min_propagate_nan() {
        assert!(ReduceOp::Max.combine(f32::NAN, 1.0).is_nan());
        assert!(ReduceOp::Max.combine(1.0, f32::NAN).is_nan());
        assert!(ReduceOp::Min.combine(f32::NAN, 1.0).is_nan());
        assert_eq!(ReduceOp::Max.combine(1.0, 2.0), 2.0);
        assert_eq!(ReduceOp::Min.combine(1.0, 2.0), 1.0);
    }
}
