//! The page's handle on where programs run: in a module worker (`dist/worker.js`, the default)
//! or, where no worker can be started, on the page itself as before.
//!
//! The rest of the page sees one interface, [`Runner`]: its badge, where it runs, and
//! [`Runner::run`], which takes the same callbacks as [`slices::run_controlled`]. For the worker,
//! `run` posts `Start` and turns the worker's messages back into those callbacks; the run's
//! [`Control`] forwards Stop and Step to it. A worker that has not finished 1 s after Stop (one
//! instruction can run long) is terminated and a fresh one started, and the console says so; a
//! panic in the worker arrives as `Crashed` (or, failing that, as the worker's `error` event) and
//! is reported as the page reports its own crashes, and a fresh worker is started.
//!
//! The worker is tried when the page starts (`mount`, unless `?worker=off`; the browser suites
//! mount the app without one): `new Worker` throwing, the script failing to load or no answer
//! within [`BOOT_MS`] means the page runs programs itself, and says why next to the badge.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

use futures_channel::oneshot;
use tpu_torch::runtime::RunConfig;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::run::compile_store::{self, Stored};
use crate::run::device::{BackendChoice, Device};
use crate::run::protocol::{self, Settings, ToPage, ToWorker};
use crate::run::slices::{self, Control, End, Finish, Pause, Signal, Tick};
use crate::run::world::{self, PageLaunch, WorldFinish};

/// The worker's script, beside index.html in `dist/`.
pub const WORKER_SCRIPT: &str = "worker.js";
/// How long the worker may take to load and find its device before the page runs programs itself.
pub const BOOT_MS: i32 = 20_000;
/// How long a stopped run in the worker may take to end before the worker is replaced.
pub const STOP_MS: i32 = 1_000;

/// What reaches a waiting run (or the boot) from the worker.
enum Incoming {
    Msg(ToPage),
    /// The worker's `error` event (a failed load, an uncaught exception).
    Error(String),
    /// A console line from the page itself (local storage refused the cache).
    Notice(String),
    /// Run `n`'s Stop got no answer in time.
    StopTimeout(u32),
    BootTimeout,
}

/// A queue a task can wait on.
#[derive(Default)]
struct Inbox {
    queue: RefCell<VecDeque<Incoming>>,
    waiter: RefCell<Option<oneshot::Sender<()>>>,
}

impl Inbox {
    fn push(&self, m: Incoming) {
        self.queue.borrow_mut().push_back(m);
        if let Some(tx) = self.waiter.borrow_mut().take() {
            let _ = tx.send(());
        }
    }

    async fn recv(&self) -> Incoming {
        loop {
            if let Some(m) = self.queue.borrow_mut().pop_front() {
                return m;
            }
            let (tx, rx) = oneshot::channel();
            *self.waiter.borrow_mut() = Some(tx);
            let _ = rx.await;
        }
    }

    fn clear(&self) {
        self.queue.borrow_mut().clear();
    }
}

/// Where the page's programs run.
pub enum Runner {
    /// On the page's main thread, with why the worker is not used.
    Page(Rc<Device>, String),
    Worker(Rc<WorkerLink>),
}

impl Runner {
    /// Starts the worker and waits for its device; where that fails, finds the page's own device.
    /// `changed` is called when the badge changes later (a fresh worker found its device).
    pub async fn start(backend: BackendChoice, worker: bool, changed: Rc<dyn Fn()>) -> Runner {
        if !worker {
            let device = Device::detect(backend).await;
            return Runner::Page(
                Rc::new(device),
                "the page was opened with ?worker=off (or mounted without a worker)".into(),
            );
        }
        Runner::with_worker(WORKER_SCRIPT, backend, changed).await
    }

    /// The worker from `script` (a URL), or the page where it cannot start.
    pub async fn with_worker(
        script: &str,
        backend: BackendChoice,
        changed: Rc<dyn Fn()>,
    ) -> Runner {
        match WorkerLink::boot(script, backend, changed).await {
            Ok(link) => Runner::Worker(link),
            Err(why) => {
                web_sys::console::warn_1(&format!("tpu: runs on the page: {why}").into());
                Runner::Page(Rc::new(Device::detect(backend).await), why)
            }
        }
    }

    pub fn badge(&self) -> String {
        match self {
            Runner::Page(d, _) => d.badge(),
            Runner::Worker(w) => w.badge.borrow().clone(),
        }
    }

    /// Said next to the badge.
    pub fn placement(&self) -> (String, String) {
        match self {
            Runner::Page(_, why) => (
                "runs on the page".into(),
                format!("Programs run on the page's main thread: {why}"),
            ),
            Runner::Worker(_) => (
                "runs in a worker".into(),
                "Programs run in a Web Worker, off the page's main thread".into(),
            ),
        }
    }

    pub fn in_worker(&self) -> bool {
        matches!(self, Runner::Worker(_))
    }

    /// Why the page's WebGPU device was lost (the worker replaces its own).
    pub fn lost(&self) -> Option<String> {
        match self {
            Runner::Page(d, _) => d.lost(),
            Runner::Worker(_) => None,
        }
    }

    /// Runs `source` as [`slices::run_controlled`] does, here or in the worker. `None` when the
    /// run crashed: the crash was reported (`crash::deliver`, or the page's panic hook). A worker
    /// gets the program when this is called, not when the future is first polled (see
    /// `WorkerLink::exchange`).
    pub fn run(
        &self,
        source: &str,
        config: &RunConfig,
        control: Rc<Control>,
        output: impl Fn(String) + 'static,
        tick: impl Fn(Tick) + 'static,
        paused: impl Fn(Pause) + 'static,
    ) -> Pin<Box<dyn Future<Output = Option<Finish>>>> {
        match self {
            Runner::Page(d, _) => {
                let (d, source, config) = (d.clone(), source.to_string(), config.clone());
                Box::pin(async move {
                    Some(
                        slices::run_controlled(
                            &source,
                            d.backend(),
                            &config,
                            control,
                            output,
                            tick,
                            paused,
                        )
                        .await,
                    )
                })
            }
            Runner::Worker(w) => {
                let start = ToWorker::Start {
                    source: source.to_string(),
                    settings: Settings::from(config),
                    pause: control.pause.get(),
                    cache: Stored::read(),
                };
                let ended = w.exchange(start, control, output, tick, paused);
                Box::pin(async move {
                    match ended.await? {
                        Ended::Single(f) => Some(*f),
                        Ended::World(w) => Some(Finish {
                            end: w.end,
                            report: w.report,
                            events: w.events,
                        }),
                    }
                })
            }
        }
    }

    /// Runs a distributed program through the SPMD runner, here or in the worker; `output` gets only the page's own notes (the ranks' output is in the
    /// finish's consoles). `None` when it crashed (reported).
    pub async fn run_world(
        &self,
        source: &str,
        config: &RunConfig,
        topology: &str,
        launch: &PageLaunch,
        control: Rc<Control>,
        output: impl Fn(String),
    ) -> Option<WorldFinish> {
        match self {
            Runner::Page(device, _) => {
                let stop = control.stop.clone();
                Some(world::run_world(source, device.clone(), config, launch, stop).await)
            }
            Runner::Worker(w) => {
                let start = ToWorker::StartWorld {
                    source: source.to_string(),
                    settings: Settings::from(config),
                    topology: topology.to_string(),
                    cache: Stored::read(),
                };
                match w.exchange(start, control, output, |_| {}, |_| {}).await? {
                    Ended::World(w) => Some(*w),
                    Ended::Single(f) => Some(WorldFinish {
                        end: f.end,
                        consoles: Vec::new(),
                        report: f.report,
                        events: f.events,
                        traffic: None,
                        memory: Vec::new(),
                    }),
                }
            }
        }
    }
}

/// How a run in the worker ended.
enum Ended {
    Single(Box<Finish>),
    World(Box<WorldFinish>),
}

/// The page's side of the worker.
pub struct WorkerLink {
    script: String,
    worker: RefCell<Option<web_sys::Worker>>,
    backend: BackendChoice,
    badge: RefCell<String>,
    inbox: Rc<Inbox>,
    changed: Rc<dyn Fn()>,
    /// Bumped for each worker started: events of a replaced one are ignored.
    generation: Rc<Cell<u32>>,
    run: Cell<u32>,
}

fn js_error(e: &JsValue) -> String {
    if let Some(ev) = e.dyn_ref::<web_sys::ErrorEvent>() {
        let m = ev.message();
        return if m.is_empty() {
            "the worker's script could not be loaded".into()
        } else {
            m
        };
    }
    crate::saved::js_text(e, "the worker failed")
}

impl WorkerLink {
    async fn boot(
        script: &str,
        backend: BackendChoice,
        changed: Rc<dyn Fn()>,
    ) -> Result<Rc<WorkerLink>, String> {
        let link = Rc::new(WorkerLink {
            script: script.to_string(),
            worker: RefCell::new(None),
            backend,
            badge: RefCell::new("starting the worker…".into()),
            inbox: Rc::new(Inbox::default()),
            changed,
            generation: Rc::new(Cell::new(0)),
            run: Cell::new(0),
        });
        link.spawn()?;
        let inbox = link.inbox.clone();
        let timeout = Closure::once_into_js(move || inbox.push(Incoming::BootTimeout));
        let _ = slices::set_timeout(timeout.unchecked_ref(), BOOT_MS);
        loop {
            match link.inbox.recv().await {
                Incoming::Msg(ToPage::Badge { .. }) => return Ok(link),
                Incoming::Error(e) => {
                    link.terminate();
                    return Err(format!("no worker could be started ({e})"));
                }
                Incoming::BootTimeout => {
                    link.terminate();
                    return Err(format!(
                        "the worker did not find its device within {} s",
                        BOOT_MS / 1000
                    ));
                }
                _ => {}
            }
        }
    }

    /// Starts a worker and asks it for its device.
    fn spawn(self: &Rc<Self>) -> Result<(), String> {
        let generation = self.generation.get() + 1;
        self.generation.set(generation);
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(&self.script, &options)
            .map_err(|e| crate::saved::js_text(&e, "the browser refused to start a worker"))?;
        let me = Rc::downgrade(self);
        let current = self.generation.clone();
        let onmessage =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let Some(link) = me.upgrade() else { return };
                if current.get() != generation {
                    return;
                }
                let data = e.data();
                // The trace's pieces come as bytes, everything else as text.
                let wire = match data.as_string() {
                    Some(text) => protocol::Wire::Text(text),
                    None => match data.dyn_ref::<js_sys::Uint8Array>() {
                        Some(bytes) => protocol::Wire::Bytes(bytes.to_vec()),
                        None => return,
                    },
                };
                match protocol::from_wire(&wire) {
                    Ok(ToPage::Badge { badge }) => {
                        *link.badge.borrow_mut() = badge.clone();
                        (link.changed)();
                        link.inbox.push(Incoming::Msg(ToPage::Badge { badge }));
                    }
                    Ok(ToPage::Cache { text }) => {
                        if let Err(notice) = compile_store::store_text(&text) {
                            link.inbox
                                .push(Incoming::Notice(format!("tpu: {notice}\n")));
                        }
                    }
                    Ok(m) => link.inbox.push(Incoming::Msg(m)),
                    Err(e) => link.inbox.push(Incoming::Error(e)),
                }
            });
        let me = Rc::downgrade(self);
        let current = self.generation.clone();
        let onerror = Closure::<dyn Fn(JsValue)>::new(move |e: JsValue| {
            if let (Some(link), true) = (me.upgrade(), current.get() == generation) {
                link.inbox.push(Incoming::Error(js_error(&e)));
            }
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        // They stay with the worker: one pair per worker started (a crash or a hung Stop).
        onmessage.forget();
        onerror.forget();
        let detect = protocol::encode(&ToWorker::Detect {
            backend: self.backend,
        });
        let _ = worker.post_message(&JsValue::from_str(&detect));
        *self.worker.borrow_mut() = Some(worker);
        Ok(())
    }

    fn terminate(&self) {
        self.generation.set(self.generation.get() + 1);
        if let Some(w) = self.worker.borrow_mut().take() {
            w.terminate();
        }
    }

    /// Ends the worker and starts a fresh one (its badge arrives later).
    fn restart(self: &Rc<Self>) {
        self.terminate();
        *self.badge.borrow_mut() = "starting a fresh worker…".into();
        if let Err(e) = self.spawn() {
            *self.badge.borrow_mut() = format!("no worker could be started again ({e})");
        }
        (self.changed)();
    }

    fn post(&self, msg: &ToWorker) {
        if let Some(w) = &*self.worker.borrow() {
            let _ = w.post_message(&JsValue::from_str(&protocol::encode(msg)));
        }
    }

    /// Posts `start` now and returns the future that turns the worker's answers into the callbacks
    /// until the run ends. The post is not left to the future's first poll: a page that starts a run
    /// renders before that poll (clearing a training loop's panels took about 8 ms), and the worker
    /// can run meanwhile.
    fn exchange(
        self: &Rc<Self>,
        start: ToWorker,
        control: Rc<Control>,
        output: impl Fn(String),
        tick: impl Fn(Tick),
        paused: impl Fn(Pause),
    ) -> impl std::future::Future<Output = Option<Ended>> {
        let begun = self.begin(start, &control);
        let me = self.clone();
        async move {
            match begun {
                Ok(run) => me.answers(run, output, tick, paused).await,
                Err(finish) => Some(Ended::Single(finish)),
            }
        }
    }

    /// Posts `start`; the run's number, or the finish of a run that cannot start.
    fn begin(self: &Rc<Self>, start: ToWorker, control: &Rc<Control>) -> Result<u32, Box<Finish>> {
        if self.worker.borrow().is_none() {
            // The last restart failed (the badge says why): nothing would answer.
            let e = tpu_lang::PyErr::runtime_error(format!(
                "the program cannot run: {}; reload the page",
                self.badge.borrow()
            ));
            let text = format!("{}\n", e.header());
            return Err(Box::new(Finish {
                end: End::Failed(e, text),
                report: None,
                events: Vec::new(),
            }));
        }
        let run = self.run.get() + 1;
        self.run.set(run);
        self.inbox.clear();
        self.post(&start);
        let me = Rc::downgrade(self);
        control.set_remote(Box::new(move |signal| {
            let Some(link) = me.upgrade() else { return };
            match signal {
                Signal::Stop => {
                    link.post(&ToWorker::Stop);
                    let inbox = link.inbox.clone();
                    let late =
                        Closure::once_into_js(move || inbox.push(Incoming::StopTimeout(run)));
                    let _ = slices::set_timeout(late.unchecked_ref(), STOP_MS);
                }
                Signal::Resume(pause) => link.post(&ToWorker::Resume { pause }),
            }
        }));
        Ok(run)
    }

    /// The worker's answers for run `run`, until it ends.
    async fn answers(
        self: &Rc<Self>,
        run: u32,
        output: impl Fn(String),
        tick: impl Fn(Tick),
        paused: impl Fn(Pause),
    ) -> Option<Ended> {
        let mut notices = 0;
        let mut events = protocol::EventLog::default();
        loop {
            match self.inbox.recv().await {
                Incoming::Msg(ToPage::Output { text }) => output(text),
                Incoming::Msg(ToPage::Tick(t)) => tick(t),
                Incoming::Msg(ToPage::Events(piece)) => events.extend(piece),
                Incoming::Msg(ToPage::Paused(mut p)) => {
                    p.events = events.snapshot();
                    paused(*p)
                }
                Incoming::Msg(ToPage::Finished(mut f)) => {
                    f.events = events.into_vec();
                    return Some(Ended::Single(f));
                }
                Incoming::Msg(ToPage::WorldFinished(mut f)) => {
                    f.events = events.into_vec();
                    return Some(Ended::World(f));
                }
                Incoming::Msg(ToPage::Crashed { message }) => {
                    self.restart();
                    crate::crash::deliver(message);
                    return None;
                }
                Incoming::Error(e) => {
                    self.restart();
                    crate::crash::deliver(format!("the worker running the program failed: {e}"));
                    return None;
                }
                Incoming::Notice(text) => {
                    // Once per run, as the in-page tier stops writing after its first refusal.
                    notices += 1;
                    if notices == 1 {
                        output(text);
                    }
                }
                Incoming::StopTimeout(n) if n == run => {
                    self.restart();
                    output(format!(
                        "tpu: the worker did not stop within {} s (one instruction was still running): it was ended and a fresh one started\n",
                        STOP_MS / 1000
                    ));
                    return Some(Ended::Single(Box::new(Finish {
                        end: End::Stopped,
                        report: None,
                        events: Vec::new(),
                    })));
                }
                // EventBytes only travels: the page reads it as Events.
                Incoming::Msg(
                    ToPage::Badge { .. } | ToPage::Cache { .. } | ToPage::EventBytes(_),
                )
                | Incoming::StopTimeout(_)
                | Incoming::BootTimeout => {}
            }
        }
    }
}
