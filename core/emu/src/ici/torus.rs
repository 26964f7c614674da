//! Which rings run in which stage, per algorithm.
//!
//! - `ring` / `bidirectional_ring`: one ring through every chip (a Hamiltonian cycle), one lane
//!   or two counter-rotating lanes with half the data each.
//! - `dim_ordered` / `dim_ordered_unidirectional`: reduce-scatter along d1, then d2, ..., then
//!   all-gather back along dk, ..., d1. After the phase along d1 a chip only holds the share of
//!   the buffer whose d1 coordinate is its own, so each later phase moves 1/d_i of the last.
//! - `rotated`: the buffer is cut into k parts (each in two directions); part j visits the
//!   dimensions starting at j, so in every stage the parts use k different dimensions and all 2k
//!   links of a chip are busy. Parts move in lockstep stage by stage; on a torus whose sides
//!   differ, a stage lasts as long as its longest ring and the parts on shorter rings wait.
//!
//! Each lane stores its chunks in the order it reduces them (its first dimension most
//! significant), which keeps every message one contiguous range (see `layout`).

use std::ops::Range;

use super::collective::{Algorithm, Collective};
use super::ring::{cycle_line, hamiltonian_cycle, lines_along, PhaseKind};
use super::schedule::{LanePhase, Stage};
use super::topology::{Dir, Topology};

pub(super) struct Plan {
    /// Per lane: chunk stored in each slot.
    pub orders: Vec<Vec<u32>>,
    pub stages: Vec<Stage>,
}

/// The ring phases a collective is made of: reduce-then-gather, or one of them, or for a
/// broadcast a scatter from the root and then a gather.
fn phase_kinds(collective: Collective) -> &'static [PhaseKind] {
    match collective {
        Collective::ReduceScatter => &[PhaseKind::ReduceScatter],
        Collective::AllGather => &[PhaseKind::AllGather],
        Collective::Broadcast { .. } => &[PhaseKind::Scatter, PhaseKind::AllGather],
        _ => &[PhaseKind::ReduceScatter, PhaseKind::AllGather],
    }
}

fn root_of(collective: Collective) -> usize {
    match collective {
        Collective::Broadcast { root } => root,
        _ => 0,
    }
}

pub(super) fn plan(t: &Topology, algorithm: Algorithm, collective: Collective) -> Plan {
    match algorithm {
        Algorithm::Ring => ring_plan(t, &[Dir::Plus], collective),
        Algorithm::BidirectionalRing => ring_plan(t, &[Dir::Plus, Dir::Minus], collective),
        _ => torus_plan(t, &lanes(t, algorithm), collective),
    }
}

fn ring_plan(t: &Topology, dirs: &[Dir], collective: Collective) -> Plan {
    let cycle = hamiltonian_cycle(t);
    let line = cycle_line(t, &cycle, root_of(collective));
    let stages = phase_kinds(collective)
        .iter()
        .map(|&kind| Stage {
            label: format!("{} around the ring", kind.name()),
            phases: dirs
                .iter()
                .enumerate()
                .map(|(lane, &dir)| LanePhase {
                    lane,
                    kind,
                    dir,
                    lines: vec![line.clone()],
                })
                .collect(),
        })
        .collect();
    Plan {
        orders: vec![cycle.chips; dirs.len()],
        stages,
    }
}

/// A lane of a torus algorithm: the order it visits dimensions in and its direction.
struct Lane {
    dims: Vec<usize>,
    dir: Dir,
}

fn lanes(t: &Topology, algorithm: Algorithm) -> Vec<Lane> {
    let active = t.active_dims();
    let both = |dims: Vec<usize>| {
        [Dir::Plus, Dir::Minus].map(|dir| Lane {
            dims: dims.clone(),
            dir,
        })
    };
    match algorithm {
        Algorithm::DimOrderedUnidirectional => vec![Lane {
            dims: active,
            dir: Dir::Plus,
        }],
        Algorithm::Rotated => (0..active.len().max(1))
            .flat_map(|j| {
                let mut dims = active.clone();
                dims.rotate_left(j);
                both(dims)
            })
            .collect(),
        _ => both(active).into(),
    }
}

/// Position of `chip`'s chunk in a lane that visits `dims` in order: its coordinates read as a
/// mixed-radix number, the first dimension most significant.
fn slot(t: &Topology, dims: &[usize], chip: usize) -> usize {
    dims.iter()
        .fold(0, |acc, &d| acc * t.dims()[d] + t.coord(chip, d))
}

/// Slots a chip holds when its lane runs the phase along `dims[m]`: the chunks whose
/// coordinates along `dims[..m]` equal the chip's.
fn held(t: &Topology, dims: &[usize], m: usize, chip: usize) -> Range<u32> {
    let size = dims[m..].iter().map(|&d| t.dims()[d]).product::<usize>();
    let prefix = slot(t, &dims[..m], chip);
    (prefix * size) as u32..((prefix + 1) * size) as u32
}

fn torus_plan(t: &Topology, lanes: &[Lane], collective: Collective) -> Plan {
    let p = t.chips();
    let orders = lanes
        .iter()
        .map(|lane| {
            let mut order = vec![0u32; p];
            for chip in 0..p {
                order[slot(t, &lane.dims, chip)] = chip as u32;
            }
            order
        })
        .collect();
    let k = lanes[0].dims.len();
    let root = root_of(collective);
    let mut stages = Vec::new();
    for &kind in phase_kinds(collective) {
        let ms: Vec<usize> = if kind == PhaseKind::AllGather {
            (0..k).rev().collect()
        } else {
            (0..k).collect()
        };
        for m in ms {
            let phases: Vec<LanePhase> = lanes
                .iter()
                .enumerate()
                .map(|(index, lane)| {
                    let dim = lane.dims[m];
                    let lines = lines_along(t, dim, |first| {
                        // A scatter only runs on rings that already hold the root's data:
                        // those that agree with the root on every dimension not yet scattered.
                        let later = &lane.dims[m + 1..];
                        let reached = kind != PhaseKind::Scatter
                            || later.iter().all(|&d| t.coord(first, d) == t.coord(root, d));
                        reached.then(|| (held(t, &lane.dims, m, first), t.coord(root, dim)))
                    });
                    LanePhase {
                        lane: index,
                        kind,
                        dir: lane.dir,
                        lines,
                    }
                })
                .collect();
            let mut dims: Vec<String> = Vec::new();
            for lane in lanes {
                let name = format!("d{}", lane.dims[m] + 1);
                if !dims.contains(&name) {
                    dims.push(name);
                }
            }
            stages.push(Stage {
                label: format!("{} along {}", kind.name(), dims.join(", ")),
                phases,
            });
        }
    }
    Plan { orders, stages }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotated_lanes_start_at_every_dimension() {
        let t = Topology::parse("3x4x5").unwrap();
        let lanes = lanes(&t, Algorithm::Rotated);
        let starts: Vec<(usize, Dir)> = lanes.iter().map(|l| (l.dims[0], l.dir)).collect();
        assert_eq!(
            starts,
            vec![
                (0, Dir::Plus),
                (0, Dir::Minus),
                (1, Dir::Plus),
                (1, Dir::Minus),
                (2, Dir::Plus),
                (2, Dir::Minus)
            ]
        );
        assert_eq!(lanes[2].dims, vec![1, 2, 0]);
    }

    #[test]
    fn held_slots_shrink_by_each_dimension() {
        let t = Topology::parse("4x4").unwrap();
        let chip = t.rank(&[2, 3]);
        assert_eq!(held(&t, &[0, 1], 0, chip), 0..16);
        assert_eq!(held(&t, &[0, 1], 1, chip), 8..12);
        assert_eq!(held(&t, &[1, 0], 1, chip), 12..16);
        assert_eq!(slot(&t, &[1, 0], chip), 14);
    }

    #[test]
    fn scatter_runs_only_where_the_data_is() {
        let t = Topology::parse("4x4").unwrap();
        let plan = plan(&t, Algorithm::DimOrdered, Collective::Broadcast { root: 5 });
        let lines: Vec<usize> = plan
            .stages
            .iter()
            .map(|s| s.phases[0].lines.len())
            .collect();
        // Scatter along d1 on the root's column only, then along d2 on every row; gathers
        // everywhere.
        assert_eq!(lines, vec![1, 4, 4, 4]);
        assert_eq!(plan.stages[0].phases[0].lines[0].root, 1);
    }
}
