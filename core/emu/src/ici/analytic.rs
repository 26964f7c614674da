//! The α–β model (the one `scripts/refdata/torus.py` describes), in closed form: no chips, no
//! data, so it answers for a 100,000-chip torus in microseconds.
//!
//! Every ring algorithm is a sequence of stages; in stage m each lane (one direction of one part
//! of N) runs a ring of size d over the N·share/Π(earlier sizes) bytes it still holds, taking
//! d − 1 steps of messages 1/d of that. A step costs α + its largest message / B. This sum is
//! formulas (1)–(5) of the README: a bidirectional ring is two lanes of N/2 over one ring of P;
//! dimension-ordered is two lanes visiting d1..dk; rotated is 2k lanes of N/(2k), lane pair j
//! starting at dimension j. On a torus with unequal sides the rotated stages last as long as
//! their longest ring, which the sum also covers (the README gives only the symmetric case).
//! All-to-all is formula (7), send/recv one route, and the lower bound formula (6).

use serde::Serialize;

use super::collective::{Algorithm, Collective};
use super::topology::{LinkParams, Topology};
use super::IciError;

/// The reference table's columns (plus the step count and the busiest link of each dimension).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figures {
    pub steps: u64,
    /// Σ over steps of the step's longest route: what α is paid for.
    pub latency_hops: u64,
    pub t_latency_us: f64,
    pub t_bandwidth_us: f64,
    pub t_total_us: f64,
    pub max_bytes_per_directed_link: f64,
    pub directed_links_used: u64,
    /// Busiest directed link of each dimension (0 where a dimension carries nothing). For a
    /// broadcast around the whole-torus ring the busiest link is the root's, in one dimension;
    /// the model, which does not know the ring's path, reports it for every dimension.
    pub per_dim_max_bytes: Vec<f64>,
}

fn figures(
    steps: u64,
    hops: u64,
    bandwidth_bytes: f64,
    per_dim: Vec<f64>,
    links: u64,
    link: LinkParams,
) -> Figures {
    let t_latency_us = hops as f64 * link.alpha_us();
    let t_bandwidth_us = bandwidth_bytes / link.bytes_per_us();
    Figures {
        steps,
        latency_hops: hops,
        t_latency_us,
        t_bandwidth_us,
        t_total_us: t_latency_us + t_bandwidth_us,
        max_bytes_per_directed_link: per_dim.iter().copied().fold(0.0, f64::max),
        directed_links_used: links,
        per_dim_max_bytes: per_dim,
    }
}

/// The model's figures for `collective` on `bytes` (the README's `N` convention).
pub fn estimate(
    t: &Topology,
    algorithm: Algorithm,
    collective: Collective,
    bytes: f64,
    link: LinkParams,
) -> Result<Figures, IciError> {
    algorithm.check(collective)?;
    collective.check_ranks(t.chips())?;
    Ok(match collective {
        Collective::AllToAll => all_to_all(t, bytes, link),
        Collective::SendRecv { src, dst } => send_recv(t, src, dst, bytes, link),
        _ => rings(t, algorithm, collective, bytes, link),
    })
}

/// Formula (6): every chip must send 2(P−1)/P·N over its 2k links, so no all-reduce beats
/// (P−1)/P · N/(k·B). The rotated algorithm reaches it; only its latency is extra.
pub fn all_reduce_lower_bound(t: &Topology, bytes: f64, link: LinkParams) -> Figures {
    let (p, active) = (t.chips() as f64, t.active_dims());
    let k = active.len();
    if k == 0 {
        return figures(0, 0, 0.0, vec![0.0; t.ndims()], 0, link);
    }
    let per_link = (p - 1.0) / p * bytes / k as f64;
    let per_dim = (0..t.ndims())
        .map(|d| if active.contains(&d) { per_link } else { 0.0 })
        .collect();
    figures(
        0,
        0,
        per_link,
        per_dim,
        2 * k as u64 * t.chips() as u64,
        link,
    )
}

/// A lane: the rings it runs in order as (size, dimension; `None` for the whole-torus ring),
/// its direction (0 = +, 1 = −) and its share of N.
struct Lane {
    rings: Vec<(usize, Option<usize>)>,
    dir: usize,
    share: f64,
}

fn lanes(t: &Topology, algorithm: Algorithm) -> Vec<Lane> {
    let active = t.active_dims();
    let ring = |dims: &[usize]| -> Vec<(usize, Option<usize>)> {
        dims.iter().map(|&d| (t.dims()[d], Some(d))).collect()
    };
    let pair = |rings: Vec<(usize, Option<usize>)>, share: f64| {
        [0, 1].map(|dir| Lane {
            rings: rings.clone(),
            dir,
            share,
        })
    };
    match algorithm {
        Algorithm::Ring => vec![Lane {
            rings: vec![(t.chips(), None)],
            dir: 0,
            share: 1.0,
        }],
        Algorithm::BidirectionalRing => pair(vec![(t.chips(), None)], 0.5).into(),
        Algorithm::DimOrderedUnidirectional => vec![Lane {
            rings: ring(&active),
            dir: 0,
            share: 1.0,
        }],
        Algorithm::Rotated => {
            let k = active.len().max(1);
            (0..k)
                .flat_map(|j| {
                    let mut dims = active.clone();
                    dims.rotate_left(j);
                    pair(ring(&dims), 0.5 / k as f64)
                })
                .collect()
        }
        _ => pair(ring(&active), 0.5).into(),
    }
}

fn rings(
    t: &Topology,
    algorithm: Algorithm,
    collective: Collective,
    bytes: f64,
    link: LinkParams,
) -> Figures {
    // All-reduce, broadcast (scatter + gather) and barrier run the stages twice; the second
    // half mirrors the first step for step. A barrier's messages are empty tokens.
    let halves: u64 = match collective {
        Collective::ReduceScatter | Collective::AllGather => 1,
        _ => 2,
    };
    let n = if collective == Collective::Barrier {
        0.0
    } else {
        bytes
    };
    let lanes = lanes(t, algorithm);
    let k = lanes[0].rings.iter().filter(|r| r.0 > 1).count();
    let mut per_link = vec![[0.0f64; 2]; t.ndims()];
    let mut whole_ring = [0.0f64; 2];
    let (mut steps, mut bandwidth) = (0u64, 0.0f64);
    for m in 0..k {
        let stage: Vec<(usize, f64)> = lanes
            .iter()
            .map(|lane| {
                let before: usize = lane.rings[..m].iter().map(|r| r.0).product();
                let d = lane.rings[m].0;
                (d - 1, n * lane.share / before as f64 / d as f64)
            })
            .collect();
        let stage_steps = stage.iter().map(|s| s.0).max().unwrap_or(0);
        for s in 0..stage_steps {
            bandwidth += stage
                .iter()
                .filter(|l| s < l.0)
                .map(|l| l.1)
                .fold(0.0, f64::max);
        }
        for (lane, &(lane_steps, message)) in lanes.iter().zip(&stage) {
            let carried = lane_steps as f64 * message;
            match lane.rings[m].1 {
                Some(dim) => per_link[dim][lane.dir] += carried,
                None => whole_ring[lane.dir] += carried,
            }
        }
        steps += stage_steps as u64;
    }
    let active = t.active_dims();
    let per_dim: Vec<f64> = (0..t.ndims())
        .map(|d| {
            let [plus, minus] = per_link[d];
            let ring = if active.contains(&d) {
                whole_ring[0].max(whole_ring[1])
            } else {
                0.0
            };
            plus.max(minus).max(ring) * halves as f64
        })
        .collect();
    let p = t.chips() as u64;
    let links = match algorithm {
        _ if k == 0 => 0,
        Algorithm::Ring | Algorithm::BidirectionalRing => lanes.len() as u64 * p,
        _ => {
            let uses = |d: usize, dir: usize| {
                lanes
                    .iter()
                    .any(|l| l.dir == dir && l.rings.iter().any(|r| r.1 == Some(d)))
            };
            active
                .iter()
                .map(|&d| (0..2).filter(|&dir| uses(d, dir)).count() as u64 * p)
                .sum()
        }
    };
    figures(
        steps * halves,
        steps * halves,
        bandwidth * halves as f64,
        per_dim,
        links,
        link,
    )
}

/// Formula (7): the busiest link of dimension i carries N·d/8 (d even) or N(d²−1)/(8d) (odd),
/// everything in flight at once; α is paid once per hop of the longest route, Σ⌊d/2⌋.
fn all_to_all(t: &Topology, bytes: f64, link: LinkParams) -> Figures {
    let active = t.active_dims();
    let per_dim: Vec<f64> = (0..t.ndims())
        .map(|i| {
            let d = t.dims()[i] as f64;
            match t.dims()[i] {
                1 => 0.0,
                even if even % 2 == 0 => bytes * d / 8.0,
                _ => bytes * (d * d - 1.0) / (8.0 * d),
            }
        })
        .collect();
    let hops: u64 = active.iter().map(|&i| (t.dims()[i] / 2) as u64).sum();
    let busiest = per_dim.iter().copied().fold(0.0, f64::max);
    let links = 2 * active.len() as u64 * t.chips() as u64;
    figures(
        u64::from(!active.is_empty()),
        hops,
        busiest,
        per_dim,
        links,
        link,
    )
}

fn send_recv(t: &Topology, src: usize, dst: usize, bytes: f64, link: LinkParams) -> Figures {
    let moves: Vec<usize> = (0..t.ndims())
        .map(|i| {
            let d = t.dims()[i];
            let fwd = (t.coord(dst, i) + d - t.coord(src, i)) % d;
            fwd.min(d - fwd)
        })
        .collect();
    let hops: u64 = moves.iter().map(|&m| m as u64).sum();
    let per_dim = moves
        .iter()
        .map(|&m| if m > 0 { bytes } else { 0.0 })
        .collect();
    let busiest = if hops > 0 { bytes } else { 0.0 };
    figures(u64::from(hops > 0), hops, busiest, per_dim, hops, link)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: f64 = 1048576.0;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-300)
    }

    #[test]
    fn closed_forms_of_the_readme() {
        let link = LinkParams::REFERENCE;
        let (alpha, b) = (1.0, 1e11 / 1e6);
        // Formula (4) with bidirectional rings on 4x4x4: bandwidth (1 − 1/P)·N/B.
        let t = Topology::parse("4x4x4").unwrap();
        let f = estimate(&t, Algorithm::DimOrdered, Collective::AllReduce, MIB, link).unwrap();
        assert!(close(f.t_bandwidth_us, (1.0 - 1.0 / 64.0) * MIB / b));
        assert!(close(f.t_latency_us, 2.0 * 9.0 * alpha));
        // Formula (5): 2k(d−1)α + (P−1)/P·N/(kB), every link (P−1)/P·N/k.
        let f = estimate(&t, Algorithm::Rotated, Collective::AllReduce, MIB, link).unwrap();
        assert!(close(f.t_latency_us, 2.0 * 3.0 * 3.0 * alpha));
        assert!(close(f.t_bandwidth_us, 63.0 / 64.0 * MIB / (3.0 * b)));
        assert!(close(
            f.max_bytes_per_directed_link,
            63.0 / 64.0 * MIB / 3.0
        ));
        assert!(f
            .per_dim_max_bytes
            .iter()
            .all(|&x| close(x, f.max_bytes_per_directed_link)));
        // ... which is the lower bound (6) in bandwidth.
        let lb = all_reduce_lower_bound(&t, MIB, link);
        assert!(close(lb.t_bandwidth_us, f.t_bandwidth_us));
        // Formula (7), odd side: N(d²−1)/(8d).
        let t = Topology::parse("5x4").unwrap();
        let f = estimate(&t, Algorithm::Direct, Collective::AllToAll, MIB, link).unwrap();
        assert!(close(f.per_dim_max_bytes[0], MIB * 24.0 / 40.0));
        assert!(close(f.max_bytes_per_directed_link, MIB * 24.0 / 40.0));
        assert_eq!(f.latency_hops, 4);
    }

    #[test]
    fn rotated_on_unequal_sides_waits_for_the_longest_ring() {
        let t = Topology::parse("2x8").unwrap();
        let f = estimate(
            &t,
            Algorithm::Rotated,
            Collective::ReduceScatter,
            1600.0,
            LinkParams::REFERENCE,
        )
        .unwrap();
        // Stage 1: part 0 on d1 (1 step of 1600/4/2 = 200 B), part 1 on d2 (7 steps of 50 B);
        // stage 2: part 0 on d2 (7 steps of 25 B), part 1 on d1 (1 step of 25 B).
        assert_eq!(f.steps, 14);
        assert!(close(
            f.t_bandwidth_us * 1e5,
            200.0 + 6.0 * 50.0 + 7.0 * 25.0
        ));
    }

    #[test]
    fn pods_answer_at_once() {
        for name in ["v4-pod", "v5p-pod", "torus-100k"] {
            let t = Topology::parse(name).unwrap();
            for a in [Algorithm::Ring, Algorithm::DimOrdered, Algorithm::Rotated] {
                let f = estimate(&t, a, Collective::AllReduce, 1e9, t.link_params()).unwrap();
                assert!(f.t_total_us > 0.0 && f.directed_links_used > 0);
            }
        }
    }
}
