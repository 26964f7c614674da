//! Runs a program in the page without blocking it: slices of VM steps, yielding to the browser
//! between them and awaiting GPU read-backs as promises.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use futures_channel::oneshot;
use serde::{Deserialize, Serialize};

use tpu_emu::device::Backend;
use tpu_emu::fusion::persist::CacheStore;
use tpu_emu::trace::Event;
use tpu_lang::PyErr;
use tpu_torch::runtime::{Progress, Report, RunConfig, Session};
use wasm_bindgen::JsCast;

/// Slices are sized by time, not by instruction count: one instruction may run a whole backward
/// pass, so the runner measures each slice and halves or doubles its instruction budget to keep a
/// slice near [`SLICE_MS`], between 1 and [`MAX_SLICE`] instructions; it runs slices back to back and
/// gives the browser a turn once [`TURN_MS`] have passed since the last one.
const MAX_SLICE: u64 = 20_000;
const SLICE_MS: f64 = 4.0;
pub const TURN_MS: f64 = 12.0;

/// Resolves after the browser has had a turn: keeps the page responsive, and in a worker lets the
/// page's Stop and Step messages in. A message to itself through a `MessageChannel` (a window and
/// a worker both have one), not a zero-delay timeout: browsers clamp a timeout set from a timeout's
/// task, five deep, to at least 4 ms, and a run's turns are such a chain, so each turn after the
/// fourth slept 4 ms for nothing (a sixth of a 60 ms run). A message is a task like any other: the
/// page's messages and rendering still get their turn between two.
pub async fn yield_to_browser() {
    let Ok(channel) = web_sys::MessageChannel::new() else {
        return sleep_ms(0).await;
    };
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        channel.port1().set_onmessage(Some(&resolve));
        if channel
            .port2()
            .post_message(&wasm_bindgen::JsValue::UNDEFINED)
            .is_err()
        {
            let _ = set_timeout(&resolve, 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    // The channel lives until its message has come (it is dropped here, not before).
    channel.port1().set_onmessage(None);
}

/// Resolves after `ms` milliseconds, through the global's `setTimeout` (window or worker).
pub async fn sleep_ms(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = set_timeout(&resolve, ms);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// `setTimeout(f, ms)` on whatever the global is.
pub fn set_timeout(f: &js_sys::Function, ms: i32) -> Result<(), wasm_bindgen::JsValue> {
    let global = js_sys::global();
    let set = js_sys::Reflect::get(&global, &"setTimeout".into())?;
    set.dyn_into::<js_sys::Function>()?
        .call2(&global, f, &ms.into())
        .map(|_| ())
}

/// How a run ended.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub enum End {
    Done,
    /// The error and its CPython-style rendering.
    Failed(PyErr, String),
    Stopped,
}

/// How an exception the program did not catch ends the run: a `SystemExit` with status 0
/// (`sys.exit()`, `exit(0)`) is a normal end, as CPython's; another `SystemExit` ends it without a
/// traceback (its text, or its status); anything else with its traceback.
pub fn end_of(e: PyErr, source: &str) -> End {
    match e.system_exit() {
        Some((0, None)) => End::Done,
        Some((status, text)) => {
            let text = format!(
                "{}\n",
                text.unwrap_or_else(|| format!("SystemExit: {status}"))
            );
            End::Failed(e, text)
        }
        None => {
            let text = e.render(source);
            End::Failed(e, text)
        }
    }
}

/// A finished run: how it ended, and what the core reported (none when the program did not compile).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Finish {
    pub end: End,
    pub report: Option<Report>,
    /// The trace's retained events (the newest ones; `report.trace_events_dropped` counts the rest).
    /// Sent apart, as `ToPage::Events` pieces: never in this message's JSON.
    #[serde(skip)]
    pub events: Vec<Event>,
}

/// How far a run has got, sent after every slice for the progress indicator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tick {
    pub ops: u64,
    pub steps: u64,
}

/// Runs `source` with `config` to the end, passing printed text to `output` as it appears and
/// the progress to `tick` after every slice.
pub async fn run_with(
    source: &str,
    backend: Box<dyn Backend>,
    config: &RunConfig,
    stop: Rc<Cell<bool>>,
    output: impl Fn(String),
    tick: impl Fn(Tick),
) -> Finish {
    let control = Rc::new(Control::new(stop));
    run_controlled(source, backend, config, control, output, tick, |_| {}).await
}

/// What a Step stops after.
///
/// The VM's unit is one instruction, and one instruction can dispatch many ops (`loss.backward()`
/// dispatches the whole backward pass), so a step runs whole instructions: `Op` stops after the
/// first instruction that dispatched at least one op (all of that instruction's ops are shown);
/// `Sync` stops after the first instruction during which the host waited for the device (a
/// `.item()`, a `print` of a tensor, a data-dependent `if`), once that instruction has its value:
/// after `loss.item()` has returned, before the rest of its line (the `print` that formats it)
/// runs. In a training loop that ends each step with `loss.item()`, `Sync` is one training step.
///
/// `Graph` (Fused mode, `torch.compile`) stops after the first instruction during which a graph
/// was cut: the recorded ops ran as the fused kernels of one graph (a training step's forward and
/// backward can be several graphs; the fused-graphs panel shows the one just cut).
///
/// `Line` stops before the first instruction of another line of the program: the program's own
/// line (a call into library code, `model(x)` through `nn.Module.__call__`, is one line), so it
/// goes into a function the program defines and over one the library does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepKind {
    Op,
    Sync,
    Graph,
    Line,
}

impl StepKind {
    /// The word the page's status uses for it.
    pub fn word(self) -> &'static str {
        match self {
            StepKind::Op => "op",
            StepKind::Sync => "sync",
            StepKind::Graph => "graph",
            StepKind::Line => "line",
        }
    }
}

/// A request the page makes of a run that runs elsewhere (in the worker).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signal {
    Stop,
    /// Go on, pausing again at the next op or sync if set.
    Resume(Option<StepKind>),
}

/// Where a [`Control`] forwards its signals.
type Remote = Box<dyn Fn(Signal)>;

/// How the page steers a run: Stop, and Step (pause after the next op or sync, then wait).
pub struct Control {
    pub stop: Rc<Cell<bool>>,
    /// Where the run pauses next; cleared when it pauses there.
    pub pause: Cell<Option<StepKind>>,
    resume: RefCell<Option<oneshot::Sender<()>>>,
    /// Where the run is elsewhere (a worker): Stop and Resume are forwarded to it too.
    remote: RefCell<Option<Remote>>,
}

impl Control {
    pub fn new(stop: Rc<Cell<bool>>) -> Self {
        Control {
            stop,
            pause: Cell::new(None),
            resume: RefCell::new(None),
            remote: RefCell::new(None),
        }
    }

    /// Forwards later [`Control::request_stop`] and [`Control::go_on`] to `remote`.
    pub fn set_remote(&self, remote: Remote) {
        *self.remote.borrow_mut() = Some(remote);
    }

    /// Stop: the run ends at its next slice (or its pause).
    pub fn request_stop(&self) {
        self.stop.set(true);
        if let Some(r) = &*self.remote.borrow() {
            r(Signal::Stop);
        }
        self.resume();
    }

    /// A paused run goes on, pausing again at the next `pause` (Step) or not (Run).
    pub fn go_on(&self, pause: Option<StepKind>) {
        self.pause.set(pause);
        if let Some(r) = &*self.remote.borrow() {
            r(Signal::Resume(pause));
        }
        self.resume();
    }

    /// Lets a paused run go on (to its next pause point, if `pause` is set again first).
    pub fn resume(&self) {
        if let Some(tx) = self.resume.borrow_mut().take() {
            let _ = tx.send(());
        }
    }

    /// Whether the run is waiting in a pause.
    pub fn is_paused(&self) -> bool {
        self.resume.borrow().is_some()
    }
}

/// Where a stepped run paused: the counts so far, the op or sync it stopped after and its line,
/// and the trace so far (for the timeline).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Pause {
    pub kind: StepKind,
    pub ops: u64,
    pub syncs: u64,
    pub graphs: u64,
    /// The op (`add`, `matmul`, ...), or the sync's or graph cut's reason it stopped after.
    pub what: String,
    pub line: u32,
    /// The step's counter when it began: for `Op`, the ops dispatched before the instruction that
    /// stopped it (the page shows that instruction's ops one at a time); for `Line`, the line left.
    #[serde(default)]
    pub from: u64,
    /// When the run paused inside a library file (`torch/nn/modules/container.py`, a Python part of
    /// torch or the standard library), that file and its line; `line` is the program's calling line.
    #[serde(default)]
    pub library: Option<(String, u32)>,
    pub report: Report,
    /// Sent apart, as `ToPage::Events` pieces: never in this message's JSON.
    #[serde(skip)]
    pub events: Vec<Event>,
}

/// What a step watches: a count of ops, syncs or graph cuts, or the program's line (0 when no
/// program frame runs).
fn counter(session: &Session, kind: StepKind) -> u64 {
    let t = &session.trace().totals;
    match kind {
        StepKind::Op => t.ops_dispatched,
        StepKind::Sync => t.syncs,
        StepKind::Graph => t.graphs,
        StepKind::Line => session.current_span().map_or(0, |s| u64::from(s.line)),
    }
}

/// Whether the step that began at counter value `at` has been taken.
fn reached(session: &Session, kind: StepKind, at: u64) -> bool {
    let now = counter(session, kind);
    match kind {
        // Not at the module's implicit end, which sits on the blank line after the last.
        StepKind::Line => {
            now != 0
                && now != at
                && session
                    .source()
                    .lines()
                    .nth(now as usize - 1)
                    .is_some_and(|l| !l.trim().is_empty())
        }
        _ => now > at,
    }
}

fn pause_of(session: &Session, kind: StepKind, from: u64, events: Vec<Event>) -> Pause {
    let report = session.report();
    let last = session
        .trace()
        .events()
        .rev()
        .find_map(|e| match (kind, e) {
            (StepKind::Op, Event::OpDispatched { op, line, .. }) => Some((op.to_string(), *line)),
            (StepKind::Sync, Event::Sync { reason, line, .. })
            | (StepKind::Graph, Event::GraphCut { reason, line, .. }) => Some((
                crate::panels::trace_view::reason_name(*reason).to_string(),
                *line,
            )),
            _ => None,
        });
    let (what, line) = match kind {
        StepKind::Line => (String::new(), counter(session, kind) as u32),
        _ => last.unwrap_or_default(),
    };
    let library = match session.current_location() {
        Some((Some(path), span)) => Some((path.to_string(), span.line)),
        _ => None,
    };
    Pause {
        kind,
        ops: report.ops_dispatched,
        syncs: report.syncs,
        graphs: session.trace().totals.graphs,
        what,
        line,
        from,
        library,
        events,
        report,
    }
}

/// [`run_with`] under a [`Control`]: when `control.pause` is set, the run goes one instruction at
/// a time until the next op (or sync) and then calls `paused` and waits for `control.resume()`.
pub async fn run_controlled(
    source: &str,
    backend: Box<dyn Backend>,
    config: &RunConfig,
    control: Rc<Control>,
    output: impl Fn(String),
    tick: impl Fn(Tick),
    paused: impl Fn(Pause),
) -> Finish {
    let store = Box::new(crate::run::compile_store::LocalStore);
    run_with_store(
        source, backend, config, control, store, output, tick, paused, None,
    )
    .await
}

/// Where a run's events go while it runs, when they go somewhere (see [`run_with_store`]): the
/// events recorded since the last piece, read in place from the trace (the worker encodes them
/// for the page without a copy).
pub type EventStream = Box<dyn Fn(&mut dyn Iterator<Item = &Event>)>;

/// The trace's events in pieces, in order, each event once: what was recorded since the last piece
/// and is still retained (a piece taken after the trace dropped unsent events starts at its oldest).
#[derive(Default)]
pub struct EventFeed {
    sent: u64,
}

impl EventFeed {
    pub fn take(&mut self, session: &Session) -> Vec<Event> {
        let trace = session.trace();
        let piece = trace.events_from(self.sent).cloned().collect();
        self.sent = trace.recorded();
        piece
    }

    /// What [`EventFeed::take`] would give, handed to `stream` in place.
    pub fn send(&mut self, session: &Session, stream: &EventStream) {
        let trace = session.trace();
        stream(&mut trace.events_from(self.sent));
        self.sent = trace.recorded();
    }
}

thread_local! {
    /// The page's files (`torch.save`, `open`): one store for every run of the page (or of its
    /// worker), so a model saved by one run loads in the next, as files would on a disk.
    static PAGE_FILES: tpu_lang::files::Files =
        tpu_lang::files::Files(tpu_lang::files::MemoryFiles::new());
}

/// The page's file store (see `PAGE_FILES`).
pub fn page_files() -> tpu_lang::files::Files {
    PAGE_FILES.with(|f| f.clone())
}

/// [`run_controlled`] with the compile cache's persistent tier in `store` (the worker's store
/// holds what the page read from local storage and sends back what the run writes).
///
/// With `stream`, the trace's events go to it while the run runs, a piece at each turn the browser
/// gets, and a [`Pause`] or the [`Finish`] carries only the events not yet sent (the page puts
/// them back together: `protocol::EventLog`). The worker streams them, so that encoding, posting
/// and decoding a trace of megabytes overlap the run instead of following it. Without, each
/// pause and the finish carry every retained event.
#[allow(clippy::too_many_arguments)]
pub async fn run_with_store(
    source: &str,
    backend: Box<dyn Backend>,
    config: &RunConfig,
    control: Rc<Control>,
    store: Box<dyn CacheStore>,
    output: impl Fn(String),
    tick: impl Fn(Tick),
    paused: impl Fn(Pause),
    stream: Option<EventStream>,
) -> Finish {
    let stop = control.stop.clone();
    let mut feed = EventFeed::default();
    // The events a pause or the finish carries.
    let rest = |feed: &mut EventFeed, session: &Session| match &stream {
        Some(_) => feed.take(session),
        None => session.trace().events().cloned().collect(),
    };
    let mut config = config.clone();
    if config.files.is_none() {
        config.files = Some(page_files());
    }
    let mut session = match Session::new(source, backend, &config) {
        Ok(s) => s,
        Err(e) => {
            let text = e.render(source);
            return Finish {
                end: End::Failed(e, text),
                report: None,
                events: Vec::new(),
            };
        }
    };
    crate::run::compile_store::attach(&mut session, store);
    let mut budget: u64 = 64;
    let mut last_turn = js_sys::Date::now();
    // The step being taken and the counter's value when it began.
    let mut stepping: Option<(StepKind, u64)> = None;
    let end = loop {
        if stepping.is_none() {
            stepping = control.pause.get().map(|k| (k, counter(&session, k)));
        }
        crate::crash::injected();
        let started = js_sys::Date::now();
        let progress = session.step(if stepping.is_some() { 1 } else { budget });
        let took = js_sys::Date::now() - started;
        if stepping.is_none() {
            budget = next_budget(budget, took);
        }
        let text = session.take_stdout();
        if !text.is_empty() {
            output(text);
        }
        if let (Some((kind, at)), Progress::Running) = (stepping, &progress) {
            if reached(&session, kind, at) {
                stepping = None;
                control.pause.set(None);
                let (tx, rx) = oneshot::channel();
                *control.resume.borrow_mut() = Some(tx);
                let events = rest(&mut feed, &session);
                paused(pause_of(&session, kind, at, events));
                // A dropped sender (the page went away) ends the wait too.
                let _ = rx.await;
                control.resume.borrow_mut().take();
                if stop.get() {
                    break End::Stopped;
                }
                last_turn = js_sys::Date::now();
                continue;
            }
        }
        match progress {
            Progress::Done => break End::Done,
            Progress::Failed(e) => break end_of(e, source),
            Progress::NeedsValue => {
                if let Err(e) = session.resolve_reads().await {
                    let text = e.render(source);
                    break End::Failed(e, text);
                }
                last_turn = js_sys::Date::now();
            }
            Progress::Running => {
                if stop.get() {
                    break End::Stopped;
                }
                if js_sys::Date::now() - last_turn >= TURN_MS {
                    let report = session.report();
                    tick(Tick {
                        ops: report.ops_dispatched,
                        steps: report.steps,
                    });
                    if let Some(stream) = &stream {
                        feed.send(&session, stream);
                    }
                    yield_to_browser().await;
                    last_turn = js_sys::Date::now();
                }
            }
        }
    };
    let report = session.report();
    // The persistent tier's notices (storage refused, entries discarded), as the CLI's `tpu:` lines.
    for notice in report.fusion.iter().flat_map(|f| &f.cache_notices) {
        output(format!("tpu: {notice}\n"));
    }
    Finish {
        end,
        report: Some(report),
        events: rest(&mut feed, &session),
    }
}

/// The next slice's instruction budget after one of `budget` instructions took `took_ms`.
pub fn next_budget(budget: u64, took_ms: f64) -> u64 {
    if took_ms > SLICE_MS {
        (budget / 2).max(1)
    } else if took_ms < SLICE_MS / 4.0 {
        (budget * 2).min(MAX_SLICE)
    } else {
        budget
    }
}

/// Runs `source` in the default settings (strict mode, v5e).
pub async fn run(
    source: &str,
    backend: Box<dyn Backend>,
    stop: Rc<Cell<bool>>,
    output: impl Fn(String),
) -> Finish {
    run_with(source, backend, &RunConfig::default(), stop, output, |_| {}).await
}
