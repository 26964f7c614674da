//! Distributed programs on the page: the same SPMD runner as `tpu run` (`spmd::World`), driven in
//! time-sized slices with the browser's turns between them, every rank its own VM and device.
//!
//! What the page keeps of a run: each process's output (a console per rank), rank 0's (or the
//! spawn parent's) report and trace for the other panels, and the ICI traffic of every collective
//! from the ranks' `Collective` trace events for the torus panel.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use tpu_emu::fusion::persist::PersistentTier;
use tpu_emu::ici::Topology;
use tpu_emu::trace::{Event, LinkBytes};
use tpu_lang::PyErr;
use tpu_torch::runtime::{Progress, Report, RunConfig};
use tpu_torch::spmd::{SpmdConfig, World};

use crate::run::device::Device;
use crate::run::slices::{next_budget, yield_to_browser, End, TURN_MS};

/// How the page launches a program, chosen before it runs.
#[derive(Clone, Debug, PartialEq)]
pub enum PageLaunch {
    /// One `Session`: a program that never names `torch.distributed` or `torch.multiprocessing`
    /// (torchrun would only print it once per chip); Step works here.
    Single,
    /// One VM per chip of the topology, as `torchrun --nproc_per_node=N` (`tpu run --topology`).
    PerChip(Topology),
    /// The 1-chip topology and a distributed program: `python prog.py`, whose `mp.spawn` gets a
    /// ring of its `nprocs` chips (`tpu run` without `--topology`).
    Spawn,
}

/// Chooses the launch for `source` on the page's `topology` (one of `state::TOPOLOGIES`).
pub fn launch_for(source: &str, topology: &str) -> Result<PageLaunch, String> {
    let distributed =
        source.contains("torch.distributed") || source.contains("torch.multiprocessing");
    if !distributed {
        return Ok(PageLaunch::Single);
    }
    let t = Topology::parse(topology).map_err(|e| e.0)?;
    Ok(if t.chips() == 1 {
        PageLaunch::Spawn
    } else {
        PageLaunch::PerChip(t)
    })
}

/// One collective (or matched send/receive) of the run, as the ranks' traces recorded it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CollectiveCall {
    pub seq: u64,
    /// As the program called it on the lowest rank that took part.
    pub op: String,
    pub line: u32,
    /// The lowest taking rank's input buffer, in bytes.
    pub bytes: u64,
    pub algorithm: String,
    /// Steps of its schedule.
    pub steps: u32,
    pub modelled_s: f64,
    pub links: Vec<LinkBytes>,
}

/// The ICI traffic of a run, for the torus panel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunTraffic {
    /// The topology the ranks ran on (`Topology::name`).
    pub topology: String,
    pub calls: Vec<CollectiveCall>,
}

impl RunTraffic {
    /// Bytes per link id over the calls `pick` selects (all of them for `None`).
    pub fn bytes(&self, pick: Option<usize>) -> BTreeMap<u32, u64> {
        let mut out = BTreeMap::new();
        let calls = match pick {
            Some(i) => &self.calls[i..i + 1],
            None => &self.calls[..],
        };
        for c in calls {
            for l in &c.links {
                *out.entry(l.link).or_insert(0) += l.bytes;
            }
        }
        out
    }
}

/// What one process printed, labelled for the console's rank selector.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Console {
    /// `rank 0`, ..., or `parent` (the process that called `mp.spawn`).
    pub label: String,
    pub text: String,
}

/// A finished distributed run.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct WorldFinish {
    pub end: End,
    /// One console per process (the parent first under spawn, then ranks in order), and the
    /// whole output in the CLI's order as the last one (`all`).
    pub consoles: Vec<Console>,
    /// Rank 0's report (the parent's when no rank ran).
    pub report: Option<Report>,
    /// Rank 0's trace events.
    /// Sent apart, as `ToPage::Events` pieces: never in this message's JSON.
    #[serde(skip)]
    pub events: Vec<Event>,
    pub traffic: Option<RunTraffic>,
    /// HBM in use on each chip over the run (`rank N`, in rank order; the parent's first under
    /// spawn).
    pub memory: Vec<crate::panels::memory::ChipMemory>,
}

/// Each process's memory curve, from its own trace.
pub fn memory(w: &World) -> Vec<crate::panels::memory::ChipMemory> {
    let mut sessions: Vec<_> = w.sessions().collect();
    tpu_emu::sort::sort_by_key(&mut sessions, |(rank, _)| *rank);
    sessions
        .into_iter()
        .map(|(rank, s)| {
            let report = s.report();
            let events: Vec<Event> = s.trace().events().cloned().collect();
            crate::panels::memory::chip_memory(
                &rank.map_or("parent".to_string(), |r| format!("rank {r}")),
                report.chip.spec().hbm_bytes,
                &events,
                report.trace_events_dropped > 0,
            )
        })
        .collect()
}

fn consoles(w: &World) -> Vec<Console> {
    let mut by_proc: BTreeMap<Option<usize>, String> = BTreeMap::new();
    for o in w.outputs() {
        by_proc.entry(o.rank).or_default().push_str(&o.text);
    }
    for (rank, _) in w.sessions() {
        by_proc.entry(rank).or_default();
    }
    let mut out: Vec<Console> = by_proc
        .into_iter()
        .map(|(rank, text)| Console {
            label: rank.map_or("parent".to_string(), |r| format!("rank {r}")),
            text,
        })
        .collect();
    out.push(Console {
        label: "all".to_string(),
        text: w.stdout(),
    });
    out
}

/// The collectives of the run, from every process's trace (a send/receive is in its two ends'
/// traces only), one entry per `seq`.
pub fn traffic(w: &World) -> Option<RunTraffic> {
    let topology = w.report().topology?;
    let mut calls: BTreeMap<u64, CollectiveCall> = BTreeMap::new();
    for (_, s) in w.sessions() {
        for e in s.trace().events() {
            if let Event::Collective {
                seq,
                op,
                line,
                bytes,
                algorithm,
                steps,
                modelled_s,
                links,
                ..
            } = e
            {
                calls.entry(*seq).or_insert_with(|| CollectiveCall {
                    seq: *seq,
                    op: op.clone(),
                    line: *line,
                    bytes: *bytes,
                    algorithm: algorithm.clone(),
                    steps: *steps,
                    modelled_s: *modelled_s,
                    links: links.clone(),
                });
            }
        }
    }
    Some(RunTraffic {
        topology,
        calls: calls.into_values().collect(),
    })
}

/// Runs `source` through the SPMD runner to the end (or Stop), every process on its own backend
/// from `device`.
pub async fn run_world(
    source: &str,
    device: Rc<Device>,
    config: &RunConfig,
    launch: &PageLaunch,
    stop: Rc<Cell<bool>>,
) -> WorldFinish {
    let tier = crate::run::compile_store::open();
    run_world_with(source, device, config, launch, stop, tier).await
}

/// [`run_world`] with the compile cache's persistent tier `tier` (the worker's is over a
/// `compile_store::RelayStore`).
pub async fn run_world_with(
    source: &str,
    device: Rc<Device>,
    config: &RunConfig,
    launch: &PageLaunch,
    stop: Rc<Cell<bool>>,
    tier: PersistentTier,
) -> WorldFinish {
    let topology = match launch {
        PageLaunch::PerChip(t) => Some(t.clone()),
        _ => None,
    };
    let spmd = SpmdConfig {
        run: config.clone(),
        topology,
        algorithm: None,
    };
    let mut world = match World::new(source, spmd, Box::new(move || Ok(device.backend()))) {
        Ok(w) => w,
        Err(e) => {
            let text = e.render(source);
            return WorldFinish {
                end: End::Failed(e, text),
                consoles: Vec::new(),
                report: None,
                events: Vec::new(),
                traffic: None,
                memory: Vec::new(),
            };
        }
    };
    world.set_compile_cache(tier);
    let mut budget: u64 = 64;
    let mut last_turn = js_sys::Date::now();
    let end = loop {
        let started = js_sys::Date::now();
        let progress = world.step(budget);
        budget = next_budget(budget, js_sys::Date::now() - started);
        match progress {
            Progress::Done => break End::Done,
            Progress::Failed(e) => break super::slices::end_of(e, source),
            Progress::NeedsValue => {
                if let Err(e) = world.resolve_reads().await {
                    world.stop(e.clone());
                    let text = e.render(source);
                    break End::Failed(e, text);
                }
            }
            Progress::Running => {}
        }
        if stop.get() {
            world.stop(PyErr::new("KeyboardInterrupt", "stopped from the page"));
            break End::Stopped;
        }
        if js_sys::Date::now() - last_turn >= TURN_MS {
            yield_to_browser().await;
            last_turn = js_sys::Date::now();
        }
    };
    let first = world
        .sessions()
        .find(|(r, _)| *r == Some(0))
        .or_else(|| world.sessions().next())
        .map(|(_, s)| (s.report(), s.trace().events().cloned().collect()));
    let (report, events) = match first {
        Some((r, e)) => (Some(r), e),
        None => (None, Vec::new()),
    };
    WorldFinish {
        end,
        consoles: consoles(&world),
        report,
        events,
        traffic: traffic(&world),
        memory: memory(&world),
    }
}
