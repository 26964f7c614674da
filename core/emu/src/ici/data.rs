//! `run_collective`: checks the ranks' buffers, lays them out for the schedule, runs it with
//! data and hands each rank its result in PyTorch's shape.

use super::alltoall::receive_offset;
use super::collective::{Algorithm, Collective, ReduceOp};
use super::schedule::Schedule;
use super::simulate::{self, CollectiveReport};
use super::topology::{LinkParams, Topology};
use super::{err, IciError};

/// Bytes of one f32 element.
const F32_BYTES: u64 = 4;

pub(super) fn run(
    t: &Topology,
    algorithm: Algorithm,
    collective: Collective,
    mut data: Vec<Vec<f32>>,
    op: ReduceOp,
    link: LinkParams,
) -> Result<(Vec<Vec<f32>>, CollectiveReport), IciError> {
    let p = t.chips();
    if data.len() != p {
        return err(format!(
            "one buffer per rank is needed: {p} ranks, {} buffers",
            data.len()
        ));
    }
    match collective {
        Collective::Barrier => {
            let schedule = Schedule::build(t, algorithm, collective, 0)?;
            let report = simulate::run(t, &schedule, link, F32_BYTES, None);
            return Ok((data, report));
        }
        Collective::SendRecv { src, dst } => {
            let units = data.get(src).map_or(0, Vec::len) as u64;
            let schedule = Schedule::build(t, algorithm, collective, units)?;
            // Only the two ends take part; the other ranks keep their buffers untouched.
            let mut work: Vec<Vec<f32>> = vec![Vec::new(); p];
            work[src] = data[src].clone();
            if dst != src {
                work[dst] = vec![0.0; units as usize];
            }
            let report = simulate::run(t, &schedule, link, F32_BYTES, Some((&mut work, op)));
            data[dst] = std::mem::take(&mut work[dst]);
            return Ok((data, report));
        }
        _ => {}
    }
    let len = data[0].len();
    if let Some(r) = data.iter().position(|b| b.len() != len) {
        return err(format!(
            "every rank passes a buffer of the same size; rank 0 has {len} elements, rank {r} has {}",
            data[r].len()
        ));
    }
    let units = if collective == Collective::AllGather {
        len * p
    } else {
        len
    } as u64;
    let schedule = Schedule::build(t, algorithm, collective, units)?;
    let mut work = vec![vec![0.0f32; schedule.working_len() as usize]; p];
    if let Some(layout) = schedule.layout() {
        match collective {
            Collective::AllGather => {
                for (r, buffer) in data.iter().enumerate() {
                    layout.place_chunk(r, buffer, &mut work[r]);
                }
            }
            Collective::Broadcast { root } => layout.place(&data[root], &mut work[root]),
            _ => {
                for (r, buffer) in data.iter().enumerate() {
                    layout.place(buffer, &mut work[r]);
                }
            }
        }
    } else {
        // All-to-all: the send buffer, and the chip's own chunk already in its receive area.
        for (r, buffer) in data.iter().enumerate() {
            work[r][..len].copy_from_slice(buffer);
            let (start, piece) = super::layout::split(units, p as u64, r as u64);
            let at = receive_offset(units, r, piece) as usize;
            work[r].copy_within(start as usize..(start + piece) as usize, at);
        }
    }
    let report = simulate::run(t, &schedule, link, F32_BYTES, Some((&mut work, op)));
    let results = (0..p)
        .map(|r| match (collective, schedule.layout()) {
            (Collective::ReduceScatter, Some(layout)) => {
                let mut out = vec![0.0; layout.chunk(r).len()];
                layout.read_chunk(r, &work[r], &mut out);
                out
            }
            (_, Some(layout)) => {
                let mut out = vec![0.0; units as usize];
                layout.read_back(&work[r], &mut out);
                out
            }
            (_, None) => {
                // All-to-all: the receive area holds one piece from every rank, in rank order.
                let piece = super::layout::split(units, p as u64, r as u64).1;
                let start = receive_offset(units, 0, piece) as usize;
                work[r][start..start + p * piece as usize].to_vec()
            }
        })
        .collect();
    Ok((results, report))
}

/// `all_to_all` with pieces of any size: `data[s]` is chip s's send buffer, `counts[s][d]` of
/// its elements (in destination order) for chip d. Each chip gets the pieces sent to it, in
/// source order.
pub(super) fn run_v(
    t: &Topology,
    data: Vec<Vec<f32>>,
    counts: Vec<Vec<u64>>,
    link: LinkParams,
) -> Result<(Vec<Vec<f32>>, CollectiveReport), IciError> {
    let p = t.chips();
    let schedule = Schedule::all_to_all_v(t, counts)?;
    let pieces = schedule.pieces().expect("an all-to-all of pieces");
    if data.len() != p {
        return err(format!(
            "one buffer per rank is needed: {p} ranks, {} buffers",
            data.len()
        ));
    }
    let mut work = Vec::with_capacity(p);
    for (r, buffer) in data.into_iter().enumerate() {
        if buffer.len() != pieces.send_len(r) {
            return err(format!(
                "rank {r} passes {} elements for pieces of {} in all",
                buffer.len(),
                pieces.send_len(r)
            ));
        }
        let (at, len) = pieces.receive_area(r);
        let mut w = buffer;
        w.resize(at + len, 0.0);
        work.push(w);
    }
    pieces.keep_own(&mut work);
    let report = simulate::run(
        t,
        &schedule,
        link,
        F32_BYTES,
        Some((&mut work, ReduceOp::Sum)),
    );
    let results = work
        .into_iter()
        .enumerate()
        .map(|(r, mut w)| {
            let (at, _) = pieces.receive_area(r);
            w.drain(..at);
            w
        })
        .collect();
    Ok((results, report))
}
