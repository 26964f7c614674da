//! What every directed link carried: a byte and message counter per link, and a per-step
//! timeline (which links carried how many bytes at each step, and when the step ran) for the
//! page's per-link heat map and step animation.

use serde::Serialize;

use super::analytic::Figures;
use super::topology::{Dir, LinkParams, Topology};

/// Totals of one directed link that carried at least one message.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LinkRecord {
    pub id: u32,
    pub src: usize,
    pub dst: usize,
    pub dim: usize,
    pub dir: Dir,
    pub bytes: u64,
    pub messages: u64,
}

/// `(link id, bytes)` carried in one step; serialised as a two-element array to keep the
/// timeline of a 4096-chip run compact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Transfer(pub u32, pub u64);

/// One step: when it ran, what it cost, and every link's bytes in it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StepRecord {
    pub step: u32,
    pub stage: u32,
    /// Longest route in the step (1 for neighbour steps): the step pays α per hop.
    pub hops: u32,
    pub start_us: f64,
    pub duration_us: f64,
    pub max_bytes: u64,
    pub transfers: Vec<Transfer>,
}

/// Which term of the α–β model dominates a step's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// α per hop is at least the largest message over B: more bytes would cost little.
    Latency,
    /// The largest message over B is the larger term: fewer steps would save little.
    Bandwidth,
}

impl Bound {
    /// Compares a step's latency term with its bandwidth term (ties are latency-bound).
    pub fn of(latency_us: f64, bandwidth_us: f64) -> Bound {
        if latency_us >= bandwidth_us {
            Bound::Latency
        } else {
            Bound::Bandwidth
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Bound::Latency => "latency-bound",
            Bound::Bandwidth => "bandwidth-bound",
        }
    }
}

/// The message size at which one hop's α equals the message's time on a link (α·B): a step whose
/// largest message is smaller than `hops` times this is latency-bound.
pub fn crossover_bytes(link: LinkParams) -> f64 {
    link.alpha_us() * link.bytes_per_us()
}

impl StepRecord {
    /// The step's time as the model splits it: (α × hops, largest message / B), in µs; they sum
    /// to `duration_us`.
    pub fn terms(&self, link: LinkParams) -> (f64, f64) {
        (
            f64::from(self.hops) * link.alpha_us(),
            self.max_bytes as f64 / link.bytes_per_us(),
        )
    }

    /// Whether the step's time is mostly per-hop latency or bytes over bandwidth.
    pub fn bound(&self, link: LinkParams) -> Bound {
        let (latency, bandwidth) = self.terms(link);
        Bound::of(latency, bandwidth)
    }

    /// When the step ends on the modelled clock (µs from the collective's start).
    pub fn end_us(&self) -> f64 {
        self.start_us + self.duration_us
    }
}

/// Per-link counters and the timeline of one collective.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LinkTraffic {
    /// Size of the link id space: `chips * 2 * dims` (see `topology`).
    pub link_count: usize,
    pub links: Vec<LinkRecord>,
    pub steps: Vec<StepRecord>,
}

impl LinkTraffic {
    /// Bytes carried by link `id` (0 when it carried nothing).
    pub fn bytes(&self, id: u32) -> u64 {
        self.links
            .binary_search_by_key(&id, |l| l.id)
            .map_or(0, |i| self.links[i].bytes)
    }
}

/// Accumulates a run step by step.
pub(super) struct Recorder {
    link: LinkParams,
    bytes: Vec<u64>,
    messages: Vec<u64>,
    step_bytes: Vec<u64>,
    step_messages: Vec<u32>,
    touched: Vec<u32>,
    steps: Vec<StepRecord>,
    /// Σ over steps of the step's largest per-link bytes, kept exact so the bandwidth term is
    /// one division: the figures then match the closed forms to the last bit or two.
    sum_max_bytes: u128,
    hops: u64,
    max_messages_per_link_step: u32,
    clock_us: f64,
}

impl Recorder {
    pub(super) fn new(t: &Topology, link: LinkParams) -> Recorder {
        let n = t.link_count();
        Recorder {
            link,
            bytes: vec![0; n],
            messages: vec![0; n],
            step_bytes: vec![0; n],
            step_messages: vec![0; n],
            touched: Vec::new(),
            steps: Vec::new(),
            sum_max_bytes: 0,
            hops: 0,
            max_messages_per_link_step: 0,
            clock_us: 0.0,
        }
    }

    /// One message (or one routed flow) crossing `link` in the current step.
    pub(super) fn add(&mut self, link: u32, bytes: u64) {
        let l = link as usize;
        if self.step_messages[l] == 0 {
            self.touched.push(link);
        }
        self.step_bytes[l] += bytes;
        self.step_messages[l] += 1;
    }

    pub(super) fn end_step(&mut self, stage: usize, hops: u32) {
        crate::sort::sort(&mut self.touched);
        let mut max_bytes = 0;
        let mut transfers = Vec::with_capacity(self.touched.len());
        for &link in &self.touched {
            let l = link as usize;
            let (b, m) = (self.step_bytes[l], self.step_messages[l]);
            max_bytes = max_bytes.max(b);
            self.max_messages_per_link_step = self.max_messages_per_link_step.max(m);
            self.bytes[l] += b;
            self.messages[l] += u64::from(m);
            self.step_bytes[l] = 0;
            self.step_messages[l] = 0;
            transfers.push(Transfer(link, b));
        }
        self.touched.clear();
        let duration_us =
            f64::from(hops) * self.link.alpha_us() + max_bytes as f64 / self.link.bytes_per_us();
        self.steps.push(StepRecord {
            step: self.steps.len() as u32,
            stage: stage as u32,
            hops,
            start_us: self.clock_us,
            duration_us,
            max_bytes,
            transfers,
        });
        self.clock_us += duration_us;
        self.sum_max_bytes += u128::from(max_bytes);
        self.hops += u64::from(hops);
    }

    /// The measured figures, the traffic, and the most messages any link carried in one step.
    pub(super) fn finish(self, t: &Topology) -> (Figures, LinkTraffic, u32) {
        let mut per_dim = vec![0.0f64; t.ndims()];
        let mut links = Vec::new();
        for (id, (&bytes, &messages)) in self.bytes.iter().zip(&self.messages).enumerate() {
            if messages > 0 {
                let link = t.link(id as u32);
                per_dim[link.dim] = per_dim[link.dim].max(bytes as f64);
                links.push(LinkRecord {
                    id: id as u32,
                    src: link.src,
                    dst: link.dst,
                    dim: link.dim,
                    dir: link.dir,
                    bytes,
                    messages,
                });
            }
        }
        let t_latency_us = self.hops as f64 * self.link.alpha_us();
        let t_bandwidth_us = self.sum_max_bytes as f64 / self.link.bytes_per_us();
        let figures = Figures {
            steps: self.steps.len() as u64,
            latency_hops: self.hops,
            t_latency_us,
            t_bandwidth_us,
            t_total_us: t_latency_us + t_bandwidth_us,
            max_bytes_per_directed_link: per_dim.iter().copied().fold(0.0, f64::max),
            directed_links_used: links.len() as u64,
            per_dim_max_bytes: per_dim,
        };
        let traffic = LinkTraffic {
            link_count: t.link_count(),
            links,
            steps: self.steps,
        };
        (figures, traffic, self.max_messages_per_link_step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ici::{simulate_sizes, Algorithm, Collective};

    #[test]
    fn a_steps_terms_sum_to_its_time_and_name_its_bound() {
        let t = Topology::parse("4x4").unwrap();
        let link = LinkParams::REFERENCE;
        // α·B = 1 µs × 1e5 B/µs: a 1 KiB all-reduce is latency-bound at every step, a 64 MiB
        // one bandwidth-bound.
        assert_eq!(crossover_bytes(link), 1e5);
        for (bytes, bound) in [(1 << 10, Bound::Latency), (1 << 26, Bound::Bandwidth)] {
            let r = simulate_sizes(
                &t,
                Algorithm::DimOrdered,
                Collective::AllReduce,
                bytes,
                link,
            )
            .unwrap();
            let mut clock = 0.0;
            for s in &r.traffic.steps {
                let (l, b) = s.terms(link);
                assert!((l + b - s.duration_us).abs() < 1e-9, "{s:?}");
                assert_eq!(s.bound(link), bound, "{bytes} bytes, step {}", s.step);
                assert!((s.start_us - clock).abs() < 1e-9);
                clock = s.end_us();
            }
            assert!((clock - r.figures.t_total_us).abs() < 1e-6 * clock);
        }
    }

    #[test]
    fn a_barrier_is_latency_bound_and_ties_go_to_latency() {
        let t = Topology::parse("8").unwrap();
        let link = LinkParams::REFERENCE;
        let r = simulate_sizes(&t, Algorithm::Ring, Collective::Barrier, 0, link).unwrap();
        assert!(r
            .traffic
            .steps
            .iter()
            .all(|s| s.bound(link) == Bound::Latency));
        assert_eq!(Bound::of(1.0, 1.0), Bound::Latency);
        assert_eq!(Bound::of(1.0, 1.5), Bound::Bandwidth);
        assert_eq!(Bound::Bandwidth.name(), "bandwidth-bound");
    }
}
