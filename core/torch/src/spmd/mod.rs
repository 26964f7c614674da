//! The SPMD runner: a program run once per chip of a topology, each rank its own [`Session`] (its
//! own VM, dispatcher, torch state and generator), the ranks meeting at `torch.distributed`
//! collectives that move their real data over the ICI step schedule.
//!
//! Two launches, as PyTorch has them:
//! - **torchrun** (`tpu run --topology 2x2 prog.py`, [`SpmdConfig::topology`] set): one VM per chip
//!   from the start, with `RANK`, `WORLD_SIZE`, `LOCAL_RANK`, `MASTER_ADDR`, `MASTER_PORT` in
//!   `os.environ`.
//! - **`python prog.py`** (no topology): one parent VM. When it calls
//!   `torch.multiprocessing.spawn(fn, args, nprocs=N)` it stops there and the runner starts N child
//!   VMs on a ring of N chips (or on `--topology` when its chip count is N). A child runs the same
//!   program from the top with the same (empty) environment, so it deterministically replays the
//!   parent up to the same `spawn` call, where it calls `fn(rank, *args)` and exits when `fn`
//!   returns. What a child printed before that is the parent's output replayed, and is dropped.
//!   When every child has exited the parent's `spawn` returns (or raises PyTorch's
//!   `ProcessRaisedException` with the failed child's traceback) and the parent goes on.
//!
//! Stepping: every runnable rank gets a slice in turn (round-robin). A rank that calls a
//! collective stops with its request in `DistState::pending` (see `torch::dist`). When every rank
//! of the world waits, the runner checks they called the same collective, runs it with
//! [`ici::run_collective`], hands each rank its result, adds each link's bytes to the run's totals
//! and a `Collective` event to every rank's trace, and steps them again. A rank that finishes or
//! fails while others wait is a hang, reported with the waiting ranks and the missing ones' lines.
//!
//! Here: the world and its stepping. `settle` holds what happens between slices (ends, spawns,
//! collectives), `p2p` the point-to-point matching, `hang` the hang reports.

mod hang;
mod p2p;
mod settle;

use crate::TorchCtx;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use serde::Serialize;

use crate::dist::{DistState, Launch};
use crate::runtime::{Progress, Report, RunConfig, Session};
use tpu_emu::device::hbm::HostMemory;
use tpu_emu::device::Backend;
use tpu_emu::fusion::cache::HostCache;
use tpu_emu::fusion::persist::PersistentTier;
use tpu_emu::ici::{Algorithm, Topology};
use tpu_emu::trace::LinkBytes;
use tpu_lang::PyErr;

/// How to launch a program.
#[derive(Clone, Debug, Default)]
pub struct SpmdConfig {
    pub run: RunConfig,
    /// torchrun's launch, one rank per chip. `None`: the program runs as one process, and
    /// `mp.spawn(nprocs=N)` gets a ring of N chips.
    pub topology: Option<Topology>,
    /// The collectives' schedule; `None`: `Algorithm::default_for` the topology.
    pub algorithm: Option<Algorithm>,
}

/// The most processes a run starts: each is a whole VM with its own device.
pub const MAX_RANKS: usize = 256;

/// Makes one backend per rank (each rank is its own device).
pub type BackendFactory = Box<dyn FnMut() -> Result<Box<dyn Backend>, String>>;

#[derive(Debug)]
enum State {
    Runnable,
    /// Device reads are pending.
    Reads,
    /// Waiting at a collective (its request is in the rank's `DistState::pending`).
    Collective,
    /// Waiting for a send or receive to be matched (`DistState::p2p.waiting`).
    P2p,
    /// The parent waits for its spawned children.
    Spawning,
    Done,
    Failed(PyErr),
}

struct Proc {
    session: Session,
    state: State,
    /// What it printed so far, drained from its session after each slice.
    printed: String,
}

impl Proc {
    fn dist(&self) -> &DistState {
        &self.session.ctx().torch_ref().dist
    }

    fn over(&self) -> bool {
        matches!(self.state, State::Done | State::Failed(_))
    }

    /// Runs one slice and records where it stopped.
    fn step(&mut self, budget: u64) {
        if !matches!(self.state, State::Runnable) {
            return;
        }
        self.state = match self.session.step(budget) {
            Progress::Running => State::Runnable,
            Progress::Done => match self.dist().launch {
                // A child replays the parent up to its `spawn` call; ending before it means its
                // run went another way than the parent's (the program is not deterministic).
                Launch::SpawnChild { rank, .. } if !self.dist().in_child => {
                    self.session.take_stdout();
                    State::Failed(PyErr::runtime_error(format!(
                        "spawned process {rank} ended without reaching the torch.multiprocessing.spawn call that started it: the program ran differently in the child than in the parent (the playground's children replay the parent's run)"
                    )))
                }
                _ => State::Done,
            },
            Progress::Failed(e) => State::Failed(e),
            Progress::NeedsValue => {
                let d = self.dist();
                if d.exited {
                    State::Done
                } else if d.waiting() {
                    State::Collective
                } else if d.waiting_p2p() {
                    State::P2p
                } else if d.spawn_request.is_some() {
                    State::Spawning
                } else {
                    State::Reads
                }
            }
        };
    }
}

/// Moves what `p` printed in its last slice to its own record and to the run's, in print order.
fn drain(
    printed: &mut Vec<ProcOutput>,
    sink: &mut Option<tpu_lang::native::StdoutSink>,
    rank: Option<usize>,
    p: &mut Proc,
) {
    let text = p.session.take_stdout();
    if text.is_empty() {
        return;
    }
    p.printed.push_str(&text);
    if let Some(sink) = sink {
        // Streamed: already shown, so not kept for `stdout_as_printed`.
        sink(&text);
        return;
    }
    match printed.last_mut() {
        Some(last) if last.rank == rank => last.text.push_str(&text),
        _ => printed.push(ProcOutput { rank, text }),
    }
}

/// What one process printed: `rank` is `None` for the parent of `mp.spawn`.
#[derive(Clone, Debug, Serialize)]
pub struct ProcOutput {
    pub rank: Option<usize>,
    pub text: String,
}

/// Figures of a distributed run.
#[derive(Clone, Debug, Serialize)]
pub struct SpmdReport {
    /// The topology the ranks ran on (`None`: the program never had more than one process).
    pub topology: Option<String>,
    pub ranks: usize,
    pub collectives: u64,
    /// The collectives' modelled time on the ICI links, summed.
    pub ici_modelled_s: f64,
    /// Bytes every directed link carried over the run, links that carried none left out.
    pub links: Vec<LinkBytes>,
    /// Each rank's own report, in rank order (the parent's first under `mp.spawn`).
    pub per_process: Vec<Report>,
}

pub struct World {
    source: String,
    config: SpmdConfig,
    factory: BackendFactory,
    /// The `python prog.py` process, when not launched by torchrun.
    parent: Option<Proc>,
    /// The ranks running now.
    ranks: Vec<Proc>,
    topology: Option<Topology>,
    outputs: Vec<ProcOutput>,
    /// Everything printed, in the order the emulated processes printed it (drained after each
    /// slice; consecutive pieces of one process merged): what the CLI shows, as torchrun's
    /// terminal shows lines as the ranks print them, ordered by their barriers and collectives.
    printed: Vec<ProcOutput>,
    /// Where the ranks' output goes as they print it, when the host streams it (the CLI).
    sink: Option<tpu_lang::native::StdoutSink>,
    /// Processes that have exited, in the order they did: (rank, session).
    done: Vec<(Option<usize>, Session)>,
    /// Failed processes, in the order they were seen: (rank, error).
    failures: Vec<(Option<usize>, PyErr)>,
    /// A hang or mismatched collectives: the world's own error.
    error: Option<PyErr>,
    /// When a rank raised and the others were left waiting for it: what they waited at (the
    /// run's error is then the failed rank's own, as torchrun reports the first failure).
    stranded: Option<String>,
    /// Bytes per directed link over the run, by link id.
    links: BTreeMap<u32, LinkBytes>,
    collectives: u64,
    ici_modelled_s: f64,
    finished: bool,
    /// The compile cache's host tier, one per emulated host (`Topology::host_of`), shared by the
    /// dispatchers of its chips: one compiles a kernel, the others find it.
    host_caches: BTreeMap<usize, HostCache>,
    /// The persistent tier, shared by every process (`set_compile_cache`).
    persistent: Option<Rc<RefCell<PersistentTier>>>,
    /// The bound on the live TPU tensors of every process together (`RunConfig::host_memory_limit`).
    host_memory: HostMemory,
}

impl World {
    /// Compiles the program once per process it starts now; a syntax error is returned at once.
    pub fn new(
        source: &str,
        config: SpmdConfig,
        mut factory: BackendFactory,
    ) -> Result<World, PyErr> {
        let host_memory = HostMemory::new(config.run.host_memory_limit);
        let mut world = World {
            source: source.to_string(),
            topology: config.topology.clone(),
            config,
            factory: Box::new(|| Err(String::new())),
            parent: None,
            ranks: Vec::new(),
            outputs: Vec::new(),
            printed: Vec::new(),
            sink: None,
            done: Vec::new(),
            failures: Vec::new(),
            error: None,
            stranded: None,
            links: BTreeMap::new(),
            collectives: 0,
            ici_modelled_s: 0.0,
            finished: false,
            host_caches: BTreeMap::new(),
            persistent: None,
            host_memory,
        };
        match world.topology.clone() {
            Some(t) => {
                let p = t.chips();
                if p > MAX_RANKS {
                    return Err(PyErr::value_error(format!(
                        "a {} topology has {p} chips; the playground runs a program on at most {MAX_RANKS} (`tpu collective` models whole pods)",
                        t.name()
                    )));
                }
                for rank in 0..p {
                    let launch = Launch::Torchrun {
                        rank,
                        world_size: p,
                    };
                    let proc = world.start(&mut factory, launch, Some(t.host_of(rank)))?;
                    world.ranks.push(proc);
                }
            }
            None => world.parent = Some(world.start(&mut factory, Launch::Parent, None)?),
        }
        world.factory = factory;
        Ok(world)
    }

    fn start(
        &mut self,
        factory: &mut BackendFactory,
        launch: Launch,
        host: Option<usize>,
    ) -> Result<Proc, PyErr> {
        let backend =
            factory().map_err(|e| PyErr::runtime_error(format!("no backend for a rank: {e}")))?;
        let mut session = Session::new(&self.source, backend, &self.config.run)?;
        session.ctx_mut().torch().dist = DistState::launched(launch);
        let cache = &mut session.dispatcher_mut().fusion.cache;
        cache.host = host.map(|h| self.host_caches.entry(h).or_default().clone());
        cache.persistent = self.persistent.clone();
        self.host_memory.attach(&session.dispatcher_mut().hbm);
        Ok(Proc {
            session,
            printed: String::new(),
            state: State::Runnable,
        })
    }

    /// Gives every process, now and later, the compile cache's persistent tier.
    pub fn set_compile_cache(&mut self, tier: PersistentTier) {
        let tier = Rc::new(RefCell::new(tier));
        for p in self.parent.iter_mut().chain(self.ranks.iter_mut()) {
            p.session.dispatcher_mut().fusion.cache.persistent = Some(tier.clone());
        }
        self.persistent = Some(tier);
    }

    /// The persistent tier's notices (the store unavailable, entries discarded).
    pub fn compile_cache_notices(&self) -> Vec<String> {
        self.persistent
            .as_ref()
            .map(|p| p.borrow().notices.clone())
            .unwrap_or_default()
    }

    pub fn source(&self) -> &str {
        &self.source
    }

    /// Every runnable process gets a slice of `budget` instructions; then the runner settles
    /// collectives, spawns and ends. `NeedsValue`: call [`World::wait_reads`], then step again.
    pub fn step(&mut self, budget: u64) -> Progress {
        if self.finished {
            return self.outcome();
        }
        if self.ranks.is_empty() {
            if let Some(p) = &mut self.parent {
                p.step(budget);
                drain(&mut self.printed, &mut self.sink, None, p);
            }
        } else {
            for (r, p) in self.ranks.iter_mut().enumerate() {
                p.step(budget);
                drain(&mut self.printed, &mut self.sink, Some(r), p);
            }
        }
        let reading = self.active().any(|p| matches!(p.state, State::Reads));
        if reading {
            return Progress::NeedsValue;
        }
        self.settle();
        if self.finished {
            self.outcome()
        } else {
            Progress::Running
        }
    }

    fn active(&self) -> impl Iterator<Item = &Proc> {
        self.parent
            .iter()
            .filter(|_| self.ranks.is_empty())
            .chain(self.ranks.iter())
    }

    /// Natively: waits for every process's pending device reads.
    pub fn wait_reads(&mut self) -> Result<(), PyErr> {
        let procs = self.parent.iter_mut().chain(self.ranks.iter_mut());
        for p in procs {
            if matches!(p.state, State::Reads) {
                p.session.wait_reads()?;
                p.state = State::Runnable;
            }
        }
        Ok(())
    }

    /// In the browser: awaits every process's pending device reads (promises), as
    /// `Session::resolve_reads` does for one.
    pub async fn resolve_reads(&mut self) -> Result<(), PyErr> {
        let procs = self.parent.iter_mut().chain(self.ranks.iter_mut());
        for p in procs {
            if matches!(p.state, State::Reads) {
                p.session.resolve_reads().await?;
                p.state = State::Runnable;
            }
        }
        Ok(())
    }

    /// Ends the run now with `e` (the page's Stop), keeping what every process printed.
    pub fn stop(&mut self, e: PyErr) {
        self.fail_world(e);
    }

    fn outcome(&self) -> Progress {
        match self.first_error() {
            Some(e) => Progress::Failed(e),
            None => Progress::Done,
        }
    }

    /// The error that ends the run: the world's own (a hang, a mismatch), else the parent's (which
    /// carries a failed child's traceback), else the first rank's that failed.
    pub fn first_error(&self) -> Option<PyErr> {
        self.error.clone().or_else(|| {
            let parent = self.failures.iter().find(|(r, _)| r.is_none());
            parent.or(self.failures.first()).map(|(_, e)| e.clone())
        })
    }

    /// When a rank raised while others waited at a collective for it: the hang report of those
    /// left waiting (the run's error is the rank's own).
    pub fn stranded(&self) -> Option<&str> {
        self.stranded.as_deref()
    }

    /// Every process that raised, with its rank (`None`: the parent).
    pub fn failures(&self) -> &[(Option<usize>, PyErr)] {
        &self.failures
    }

    /// What each process printed, in the order the CLI shows it: the parent's output up to
    /// `mp.spawn`, its children's in rank order, then the parent's again; under torchrun, rank 0,
    /// rank 1, ... Available once the run is over (processes still running are not included).
    pub fn outputs(&self) -> &[ProcOutput] {
        &self.outputs
    }

    /// All output, in [`World::outputs`] order (grouped by process: comparable with a golden).
    pub fn stdout(&self) -> String {
        self.outputs.iter().map(|o| o.text.as_str()).collect()
    }

    /// All output, in the order the processes printed it (what the CLI shows, as torchrun's
    /// terminal does; the barriers and collectives order it).
    pub fn stdout_as_printed(&self) -> String {
        self.printed.iter().map(|o| o.text.as_str()).collect()
    }

    pub fn report(&self) -> SpmdReport {
        SpmdReport {
            topology: self.topology.as_ref().map(Topology::name),
            ranks: self.topology.as_ref().map_or(1, Topology::chips),
            collectives: self.collectives,
            ici_modelled_s: self.ici_modelled_s,
            links: self.links.values().cloned().collect(),
            per_process: self.done.iter().map(|(_, s)| s.report()).collect(),
        }
    }

    /// Sends what the program prints to `sink` as it is printed: a lone process's (`python
    /// prog.py`, no topology) at once, ranks' (`--topology`) after each slice, in the order they
    /// printed it (their barriers and collectives order it, as torchrun's terminal shows it). The
    /// output is still kept per process for [`World::outputs`]/[`World::stdout`], except a lone
    /// process's; one that spawns ranks goes back to collecting (its later lines must come after
    /// theirs).
    pub fn stream_stdout(&mut self, sink: tpu_lang::native::StdoutSink) {
        match (&self.topology, &mut self.parent) {
            (None, Some(p)) => p.session.set_stdout_sink(Some(sink)),
            // Ranks: each slice's output as it is drained, in the order they printed it.
            _ => self.sink = Some(sink),
        }
    }

    /// Runs to the end on a native host. `keep_going` is asked between rounds (a time limit).
    pub fn run_blocking(&mut self, mut keep_going: impl FnMut() -> bool) -> Result<(), PyErr> {
        loop {
            match self.step(100_000) {
                Progress::Done => return Ok(()),
                Progress::Failed(e) => return Err(e),
                Progress::NeedsValue => {
                    if let Err(e) = self.wait_reads() {
                        self.fail_world(e.clone());
                        return Err(e);
                    }
                }
                Progress::Running => {
                    if !keep_going() {
                        let mut e = tpu_lang::native::time_limit_error();
                        // Where the first process still running stands.
                        let span = self
                            .parent
                            .iter()
                            .filter(|_| self.ranks.is_empty())
                            .chain(self.ranks.iter())
                            .find(|p| !p.over())
                            .and_then(|p| p.session.current_span());
                        if let Some(span) = span {
                            e = e.at(span);
                        }
                        self.fail_world(e.clone());
                        return Err(e);
                    }
                }
            }
        }
    }

    /// Ends every process with the world's error, keeping what each printed.
    fn fail_world(&mut self, e: PyErr) {
        self.error.get_or_insert(e);
        self.collect_ranks();
        if let Some(p) = self.parent.take() {
            self.collect(None, p);
        }
        self.finished = true;
    }

    /// Moves an exited process's output, failure and session into the run's record.
    fn collect(&mut self, rank: Option<usize>, mut p: Proc) {
        drain(&mut self.printed, &mut self.sink, rank, &mut p);
        let text = std::mem::take(&mut p.printed);
        if !text.is_empty() {
            self.outputs.push(ProcOutput { rank, text });
        }
        if let State::Failed(e) = &p.state {
            self.failures.push((rank, e.clone()));
        }
        self.done.push((rank, p.session));
    }

    fn collect_ranks(&mut self) {
        let ranks = std::mem::take(&mut self.ranks);
        for (r, p) in ranks.into_iter().enumerate() {
            self.collect(Some(r), p);
        }
    }

    /// The sessions of the processes that have exited, with their ranks (`None`: the parent):
    /// their traces and reports.
    pub fn sessions(&self) -> impl Iterator<Item = (Option<usize>, &Session)> {
        self.done.iter().map(|(r, s)| (*r, s))
    }
}
