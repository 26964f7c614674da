//! The step simulator: runs a schedule step by step, counting every message on its links and,
//! when given data, moving it. A step's messages are simultaneous: all payloads are read before
//! any is written, as on real chips where a step's sends leave before its receives land.
//!
//! Without data the simulator only counts bytes, which is how it runs a 4096-chip all-reduce:
//! the messages are generated on the fly and only the per-link counters are kept.

use serde::Serialize;

use super::analytic::Figures;
use super::collective::{Algorithm, Collective, ReduceOp};
use super::links::{LinkTraffic, Recorder};
use super::schedule::{Message, MessageOp, Path, Schedule, StageInfo};
use super::topology::{LinkParams, Topology};

/// Everything measured in one run of a collective.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CollectiveReport {
    pub collective: Collective,
    pub algorithm: Algorithm,
    pub topology: String,
    pub chips: usize,
    /// The reference's `N` in bytes (the all-gather output, the reduce-scatter input, ...).
    pub bytes: u64,
    /// Bytes per unit of the schedule: 4 with f32 data, 1 when only sizes are simulated.
    pub unit_bytes: u64,
    pub link: LinkParams,
    pub figures: Figures,
    /// 1 for every ring schedule (one message per directed link per step); a routed step
    /// counts every flow that crosses a link.
    pub max_messages_per_link_step: u32,
    pub stages: Vec<StageInfo>,
    pub traffic: LinkTraffic,
}

/// Runs `schedule`. With `data` (each rank's working buffer, `schedule.working_len()` long)
/// the messages move real values, reduced with `op`.
pub(super) fn run(
    t: &Topology,
    schedule: &Schedule,
    link: LinkParams,
    unit_bytes: u64,
    mut data: Option<(&mut [Vec<f32>], ReduceOp)>,
) -> CollectiveReport {
    let mut recorder = Recorder::new(t, link);
    let mut batch: Vec<Message> = Vec::new();
    let mut payload: Vec<f32> = Vec::new();
    let keep = data.is_some();
    for step in 0..schedule.steps() {
        let mut hops = 0;
        schedule.visit(step, &mut |m| {
            let bytes = m.len * unit_bytes;
            match m.path {
                Path::Link(l) => {
                    recorder.add(l, bytes);
                    hops = hops.max(1);
                }
                Path::Routed { ties } => {
                    let h = t.walk_route(m.src as usize, m.dst as usize, ties, |l| {
                        recorder.add(l, bytes)
                    });
                    hops = hops.max(h);
                }
            }
            if keep {
                batch.push(*m);
            }
        });
        if let Some((buffers, op)) = data.as_mut() {
            deliver(buffers, &batch, *op, &mut payload);
            batch.clear();
            if *op == ReduceOp::Avg && step + 1 == schedule.reduce_steps() {
                average_owned(schedule, buffers);
            }
        }
        recorder.end_step(schedule.stage_of(step), hops);
    }
    let (figures, traffic, max_messages_per_link_step) = recorder.finish(t);
    CollectiveReport {
        collective: schedule.collective(),
        algorithm: schedule.algorithm(),
        topology: t.name(),
        chips: t.chips(),
        bytes: schedule.units() * unit_bytes,
        unit_bytes,
        link,
        figures,
        max_messages_per_link_step,
        stages: schedule.stages(),
        traffic,
    }
}

/// Reads every payload of the step, then writes them.
fn deliver(buffers: &mut [Vec<f32>], batch: &[Message], op: ReduceOp, payload: &mut Vec<f32>) {
    payload.clear();
    for m in batch {
        let (start, len) = (m.src_offset as usize, m.len as usize);
        payload.extend_from_slice(&buffers[m.src as usize][start..start + len]);
    }
    let mut at = 0;
    for m in batch {
        let (start, len) = (m.dst_offset as usize, m.len as usize);
        let incoming = &payload[at..at + len];
        let target = &mut buffers[m.dst as usize][start..start + len];
        match m.op {
            MessageOp::Copy => target.copy_from_slice(incoming),
            MessageOp::Reduce => target
                .iter_mut()
                .zip(incoming)
                .for_each(|(a, &b)| *a = op.combine(*a, b)),
        }
        at += len;
    }
}

/// AVG: each rank divides the chunk it owns once it is fully summed, before any all-gather
/// copies it, so every rank ends with bit-identical values.
fn average_owned(schedule: &Schedule, buffers: &mut [Vec<f32>]) {
    let Some(layout) = schedule.layout() else {
        return;
    };
    let p = buffers.len() as f32;
    for (rank, buffer) in buffers.iter_mut().enumerate() {
        for (_, start, len) in layout.pieces(rank) {
            let (start, len) = (start as usize, len as usize);
            buffer[start..start + len].iter_mut().for_each(|x| *x /= p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_schedules_send_one_message_per_link_per_step() {
        let t = Topology::parse("3x4").unwrap();
        for algorithm in Algorithm::ALL
            .into_iter()
            .filter(|&a| a != Algorithm::Direct)
        {
            for collective in [
                Collective::AllReduce,
                Collective::Broadcast { root: 7 },
                Collective::Barrier,
            ] {
                let s = Schedule::build(&t, algorithm, collective, 1000).unwrap();
                let report = run(&t, &s, LinkParams::REFERENCE, 1, None);
                assert_eq!(
                    report.max_messages_per_link_step, 1,
                    "{algorithm:?} {collective:?}"
                );
                let total: f64 = report.traffic.steps.iter().map(|s| s.duration_us).sum();
                assert!((total - report.figures.t_total_us).abs() < 1e-9 * total.max(1.0));
            }
        }
    }

    #[test]
    fn barrier_costs_only_latency() {
        let t = Topology::parse("4x4").unwrap();
        let s = Schedule::build(&t, Algorithm::DimOrdered, Collective::Barrier, 123).unwrap();
        let r = run(&t, &s, LinkParams::REFERENCE, 1, None);
        assert_eq!(r.figures.t_bandwidth_us, 0.0);
        assert_eq!(r.figures.steps, 12);
        assert_eq!(r.figures.directed_links_used, 64);
    }

    #[test]
    fn units_rebuild_a_data_run_step_by_step() {
        // What the page relies on to replay a run's collective: the same per-step traffic as
        // the run with data, from the element count alone (uneven chunks included).
        let t = Topology::parse("2x3").unwrap();
        for (collective, len, units) in [
            (Collective::AllReduce, 37, 37),
            (Collective::AllGather, 5, 30),
            (Collective::ReduceScatter, 36, 36),
            (Collective::Broadcast { root: 4 }, 11, 11),
        ] {
            let algorithm = Algorithm::default_for(collective, &t);
            let data = vec![vec![1.0f32; len]; t.chips()];
            let (_, with_data) = crate::ici::run_collective(
                &t,
                algorithm,
                collective,
                data,
                ReduceOp::Sum,
                LinkParams::REFERENCE,
            )
            .unwrap();
            let sizes = crate::ici::simulate_units(
                &t,
                algorithm,
                collective,
                units,
                4,
                LinkParams::REFERENCE,
            )
            .unwrap();
            assert_eq!(sizes.traffic, with_data.traffic, "{collective:?}");
            assert_eq!(sizes.figures, with_data.figures, "{collective:?}");
        }
    }
}
