//! The ICI torus: chips joined by inter-chip-interconnect links in 1-D rings and 2-D / 3-D tori,
//! and the collectives that move data over them as explicit step schedules.
//!
//! Reading order, front to back:
//! 1. [`topology`]: chips, coordinates, directed links, routes, generation presets, emulated hosts.
//! 2. [`collective`]: what is asked (`all_reduce`, ...), how (`ring`, `rotated`, ...), with which op.
//! 3. [`schedule`]: a collective becomes stages of ring phases (or one routed step); each step
//!    lists its messages. [`ring`] generates the messages of one ring phase, `torus` plans which
//!    rings run in which stage, `alltoall` routes the direct all-to-all and send/recv.
//! 4. [`simulate`]: runs a schedule step by step, moving real data (or only counting bytes), and
//!    [`links`] keeps the byte counter and per-step timeline of every directed link.
//! 5. [`analytic`]: the closed-form α–β model (checked against `core/testdata/torus`), which
//!    answers for pods of 100,000 chips; the tests hold the simulator's measured figures equal to
//!    it.
//!
//! The `tpu collective` command that drives this model lives in the CLI crate
//! (`core/src/cli/collective.rs`).
//!
//! The API for the SPMD runner is [`run_collective`]: per-rank buffers in, per-rank results and a
//! [`CollectiveReport`] (figures plus per-link traffic) out.

mod alltoall;
pub mod analytic;
pub mod collective;
mod data;
mod layout;
pub mod links;
pub mod ring;
pub mod schedule;
pub mod simulate;
pub mod topology;
mod torus;

#[cfg(test)]
mod property_tests;
#[cfg(test)]
mod reference_tests;

use std::fmt;

pub use analytic::{all_reduce_lower_bound, estimate, Figures};
pub use collective::{Algorithm, Collective, ReduceOp};
pub use links::{crossover_bytes, Bound, LinkRecord, LinkTraffic, StepRecord, Transfer};
pub use schedule::{Message, MessageOp, Path, Schedule, StageInfo};
pub use simulate::CollectiveReport;
pub use topology::{Dir, Generation, LinkParams, Preset, Topology, PRESETS};

/// A bad request (unknown topology, an algorithm that cannot run a collective, buffers of the
/// wrong size). User errors are values: the page shows the message, the CLI exits 2. A message
/// does not name the collective: the caller, which knows the API called, puts that name first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IciError(pub String);

impl fmt::Display for IciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IciError {}

pub(crate) fn err<T>(message: impl Into<String>) -> Result<T, IciError> {
    Err(IciError(message.into()))
}

/// Runs `collective` with real data: `data[r]` is rank r's buffer, as each rank would pass its
/// tensor to `torch.distributed`. Returns every rank's result and the report of the run.
///
/// Buffer conventions follow PyTorch: all-reduce, reduce-scatter, broadcast and all-to-all take
/// equal-length buffers; all-gather takes each rank's input (the output is `P` times longer);
/// barrier ignores the data and gives it back; send/recv reads `data[src]` and returns it as
/// `dst`'s result, every other rank keeping its buffer. Lengths need not divide by the number of
/// chips: chunks (and their per-direction halves) are then split as evenly as possible, the
/// first ones one element longer, and the figures exceed the model's by those few bytes.
pub fn run_collective(
    topology: &Topology,
    algorithm: Algorithm,
    collective: Collective,
    data: Vec<Vec<f32>>,
    op: ReduceOp,
    link: LinkParams,
) -> Result<(Vec<Vec<f32>>, CollectiveReport), IciError> {
    data::run(topology, algorithm, collective, data, op, link)
}

/// The direct all-to-all with pieces of any size, as `all_to_all_single` with split sizes moves
/// them: `data[s]` is rank s's send buffer, its first `counts[s][0]` elements for rank 0, the
/// next `counts[s][1]` for rank 1, ...; rank d gets `counts[0][d]` elements from rank 0, then
/// rank 1's, ... Routed in dimension order as [`Collective::AllToAll`] is.
pub fn run_all_to_all_v(
    topology: &Topology,
    data: Vec<Vec<f32>>,
    counts: Vec<Vec<u64>>,
    link: LinkParams,
) -> Result<(Vec<Vec<f32>>, CollectiveReport), IciError> {
    data::run_v(topology, data, counts, link)
}

/// Runs the step schedule for a buffer of `bytes` (the reference's `N`: the all-reduce buffer per
/// chip, the all-gather output, the reduce-scatter input, the all-to-all send buffer) counting
/// bytes on every link but moving no data: how the simulator reaches 4096 chips.
pub fn simulate_sizes(
    topology: &Topology,
    algorithm: Algorithm,
    collective: Collective,
    bytes: u64,
    link: LinkParams,
) -> Result<CollectiveReport, IciError> {
    simulate_units(topology, algorithm, collective, bytes, 1, link)
}

/// [`simulate_sizes`] in units of `unit_bytes` (4 for f32 tensors): the schedule of `units`
/// elements, the per-link bytes counted as `run_collective` counts them with data, so a page can
/// rebuild a run's collective step by step from its size alone.
pub fn simulate_units(
    topology: &Topology,
    algorithm: Algorithm,
    collective: Collective,
    units: u64,
    unit_bytes: u64,
    link: LinkParams,
) -> Result<CollectiveReport, IciError> {
    let schedule = Schedule::build(topology, algorithm, collective, units)?;
    Ok(simulate::run(topology, &schedule, link, unit_bytes, None))
}
