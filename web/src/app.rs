//! The page: owns the state (program, settings, the last run's results) and lays out the
//! components, which report back through callbacks (struct components with a `Msg` of their own
//! where they keep state, function components otherwise).
//! The runs' messages are handled in `app/runs.rs`; Step op's walk through one instruction's ops
//! is `app/op_walk.rs`.

mod op_walk;
mod runs;

use op_walk::OpWalk;

use std::cell::Cell;
use std::rc::Rc;

use tpu_emu::chip::ChipId;
use tpu_emu::dispatch::EagerMode;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::editor::Editor;
use crate::examples;
use crate::export;
use crate::panels::compare::{self, Compare};
use crate::panels::controls::Controls;
use crate::panels::graphs::GraphsPanel;
use crate::panels::memory::MemoryPanel;
use crate::panels::metrics::{Metrics, RunReport};
use crate::panels::mxu::MxuPanel;
use crate::panels::plot::{Plot, Scalars};
use crate::panels::timeline::Timeline;
use crate::panels::torus::TorusPanel;
use crate::panels::trace_view::{GutterMark, Lanes, MatmulPick};
use crate::run::device::Device;
use crate::run::runner::Runner;
use crate::run::slices::{Control, Finish, Pause, StepKind, Tick};
use crate::run::world::{Console, RunTraffic, WorldFinish};
use crate::saved::{self, Origin};
use crate::state::{self, ShareState};
use crate::teacher::Hidden;

/// `scroll_to`'s name for the fused-graphs card of the graph cut last (after Step graph).
const NEWEST_GRAPH: &str = "newest-graph";

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum RunState {
    Idle,
    Running,
    Done,
    Failed,
    Stopped,
    /// A stepped run waiting for the next Step, Run or Stop.
    Paused,
}

impl RunState {
    fn name(self) -> &'static str {
        match self {
            RunState::Idle => "idle",
            RunState::Running => "running",
            RunState::Done => "done",
            RunState::Failed => "error",
            RunState::Stopped => "stopped",
            RunState::Paused => "paused",
        }
    }
}

pub enum Msg {
    /// Where programs run (the worker, or the page) and on which device; sent again when the
    /// worker's badge changes.
    DeviceReady(Rc<Runner>),
    Edit(String),
    Example(&'static str),
    Mode(EagerMode),
    Chip(ChipId),
    Topology(String),
    Run,
    Step(StepKind),
    Stop,
    Share,
    /// Copy the share link to the clipboard.
    CopyShare,
    Paused(Box<Pause>),
    Compare,
    /// One mode of a comparison finished: the mode, its run, wall time and everything it printed.
    Compared(EagerMode, Box<Finish>, f64, String),
    /// The comparison's next mode started, or (`None`) it is over.
    Comparing(Option<EagerMode>),
    Export,
    /// Download the last run's trace in Chrome's Trace Event format.
    ExportTrace,
    Output(String),
    Progress(Tick),
    /// Render what `Output` and `Progress` changed since the last render (see [`RENDER_MS`]).
    Flush,
    Finished(Box<Finish>, f64),
    /// A distributed run (one VM per chip) ended.
    WorldFinished(Box<WorldFinish>, f64),
    /// The console shows this process's output (an index into the run's consoles).
    ConsoleView(usize),
    Pick(MatmulPick),
    /// A panic ended the run (see `crash`): its report.
    Crashed(crate::crash::CrashReport),
    /// A panel was clicked: a share link made now opens at it.
    Focus(&'static str),
    /// The torus simulator's settings were chosen: a share link made now carries them.
    Sim(state::SimSettings),
    /// A line number in the gutter was clicked: its (first) matmul goes to the MXU panel.
    PickLine(u32),
    /// The prompt's answers when a link meets saved work (see `saved`).
    OpenShared,
    KeepMine,
}

#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// `?backend=cpu|gpu` forces a backend; by default the page picks the faster.
    #[prop_or_default]
    pub backend: crate::run::device::BackendChoice,
    /// The URL hash the page opened with (the shared state), "" for none.
    #[prop_or_default]
    pub hash: AttrValue,
    /// Teacher mode: the controls hidden (`?teacher`).
    #[prop_or_default]
    pub hide: Hidden,
    /// Run programs in a worker (`dist/worker.js`): the page's `mount` asks for it unless
    /// `?worker=off`; a component mounted without it (the browser suites) runs them on the page.
    #[prop_or_default]
    pub worker: bool,
}

pub struct App {
    source: String,
    example: Option<&'static str>,
    mode: EagerMode,
    chip: ChipId,
    topology: String,
    /// The torus simulator's settings once chosen there (or opened from a link).
    sim: Option<state::SimSettings>,
    console: String,
    state: RunState,
    device: Option<Rc<Runner>>,
    control: Rc<Control>,
    status: String,
    tick: Option<Tick>,
    report: Option<RunReport>,
    wall_s: Option<f64>,
    lanes: Rc<Lanes>,
    marks: Vec<GutterMark>,
    /// Step op's walk through the ops of the instruction it stopped after.
    op_walk: Option<OpWalk>,
    scalars: Scalars,
    pick: Option<MatmulPick>,
    share_url: Option<String>,
    /// Whether the link was copied (the button says so until the next Share).
    share_copied: bool,
    /// A message about the link the page opened with (a refused hash).
    notice: Option<String>,
    /// The last comparison's rows, and the mode it is running now.
    compare: Rc<Vec<compare::Row>>,
    comparing: Option<EagerMode>,
    /// What the comparison's first mode printed (the others are checked against it).
    compare_output: String,
    /// Bumped when the page replaces the program (see `EditorProps::revision`).
    revision: u32,
    /// A distributed run's output, one console per process (empty after a single-process run).
    consoles: Vec<Console>,
    console_view: usize,
    /// The last run's fused graphs, and HBM in use per chip (one per rank after a distributed run).
    graphs: Rc<crate::panels::graphs::Graphs>,
    memory: Rc<Vec<crate::panels::memory::ChipMemory>>,
    /// The last distributed run's ICI traffic, for the torus panel.
    traffic: Option<Rc<RunTraffic>>,
    /// Local storage of the program and settings, and the link waiting in its prompt.
    keeper: saved::Keeper,
    /// The panel last clicked (or the one the link opened at): a share link opens there.
    panel: Option<&'static str>,
    /// The link's panel, scrolled into view after the first render.
    scroll_to: Option<&'static str>,
    /// The panel the chosen example names (`# opens: panel=...`), scrolled to after its run.
    lesson_panel: Option<&'static str>,
    /// The last single-process run's events and the mode it ran in, for the trace download.
    trace: Option<(Rc<Vec<tpu_emu::trace::Event>>, EagerMode)>,
    /// When the page last rendered, and whether a `Flush` is on its way (see [`RENDER_MS`]).
    rendered_at: f64,
    flush_pending: bool,
}

/// A run's printed text and progress render at most this often (ms): every message re-rendering
/// the page, with the last run's panels on it, took the main thread 5-10 ms per tick of the run
/// (so most of it, and on two cores time from the worker). What arrives in between renders
/// together, at the latest this long after it came.
const RENDER_MS: f64 = 100.0;

impl Component for App {
    type Message = Msg;
    type Properties = AppProps;

    fn create(ctx: &Context<Self>) -> Self {
        crate::crash::install(ctx.link().callback(Msg::Crashed));
        detect_device(ctx);
        let first = examples::course()[0];
        let (shared, refused) = match ShareState::decode(&ctx.props().hash) {
            Ok(s) => (s, None),
            Err(e) => (None, Some(e)),
        };
        let panel = shared.as_ref().and_then(|s| s.panel);
        let (keeper, s, origin) =
            saved::Keeper::open(shared, ShareState::with_source(first.source));
        let notice = refused.map(|e| {
            let what = match origin {
                Origin::Saved => "your saved program",
                _ => "the first example",
            };
            format!("The link could not be opened ({e}); showing {what}.")
        });
        App {
            example: examples::name_of(&s.source),
            source: s.source,
            mode: s.mode,
            chip: s.chip,
            topology: s.topology,
            sim: s.sim,
            console: String::new(),
            state: RunState::Idle,
            device: None,
            control: Rc::new(Control::new(Rc::new(Cell::new(false)))),
            status: String::new(),
            tick: None,
            report: None,
            wall_s: None,
            lanes: Rc::new(Lanes::default()),
            marks: Vec::new(),
            op_walk: None,
            scalars: Scalars::default(),
            pick: None,
            share_url: None,
            share_copied: false,
            notice,
            compare: Rc::new(Vec::new()),
            comparing: None,
            compare_output: String::new(),
            revision: 0,
            consoles: Vec::new(),
            console_view: 0,
            graphs: Rc::default(),
            memory: Rc::default(),
            traffic: None,
            keeper,
            panel,
            scroll_to: panel,
            lesson_panel: None,
            trace: None,
            rendered_at: 0.0,
            flush_pending: false,
        }
    }

    fn rendered(&mut self, _ctx: &Context<Self>, _first_render: bool) {
        self.rendered_at = js_sys::Date::now();
        // A link that names a panel opens the page there, once.
        if let Some(p) = self.scroll_to.take() {
            let document = web_sys::window().and_then(|w| w.document());
            if p == NEWEST_GRAPH {
                // After Step graph: the card of the graph just cut, in its list and on the page.
                if let Some(el) =
                    document.and_then(|d| d.query_selector("#graphs .newest").ok().flatten())
                {
                    // Its bottom to the bottom of the list and of the window.
                    el.scroll_into_view_with_bool(false);
                }
            } else if let Some(el) =
                document.and_then(|d| d.get_element_by_id(&format!("{p}-panel")))
            {
                el.scroll_into_view();
            }
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        if matches!(msg, Msg::Run | Msg::Step(_) | Msg::Compare) {
            self.renew_if_lost(ctx);
        }
        // What the page keeps in local storage changes with these (Edit saves itself).
        let persist = matches!(
            msg,
            Msg::Example(_)
                | Msg::Mode(_)
                | Msg::Chip(_)
                | Msg::Topology(_)
                | Msg::OpenShared
                | Msg::Sim(_)
        );
        match msg {
            Msg::DeviceReady(d) => self.device = Some(d),
            Msg::Run
            | Msg::Step(_)
            | Msg::Stop
            | Msg::Paused(_)
            | Msg::Compare
            | Msg::Comparing(_)
            | Msg::Compared(..)
            | Msg::Finished(..)
            | Msg::WorldFinished(..)
            | Msg::Crashed(_) => self.run_message(ctx, msg),
            Msg::Output(_) | Msg::Progress(_) => {
                self.run_message(ctx, msg);
                return self.render_soon(ctx);
            }
            Msg::Flush => self.flush_pending = false,
            Msg::Edit(text) => {
                self.source = text;
                self.example = None;
                return self.keeper.keep(&self.share_state());
            }
            Msg::Example(name) => {
                if let Some(e) = examples::by_name(name) {
                    self.source = e.source.to_string();
                    self.example = Some(e.name);
                    self.revision += 1;
                    // The lesson opens in the mode that teaches it (Strict unless it names one);
                    // its panel comes into view after its run.
                    let (mode, panel) = e.opens();
                    self.mode = mode.unwrap_or(EagerMode::Strict);
                    self.lesson_panel = panel;
                }
            }
            Msg::Mode(m) => self.mode = m,
            Msg::Chip(c) => self.chip = c,
            Msg::Topology(t) => {
                if state::TOPOLOGIES.contains(&t.as_str()) {
                    self.topology = t;
                }
            }
            Msg::Export => {
                if let Err(e) = export::download(&self.source, self.example) {
                    self.status = format!(
                        "the download could not start: {}",
                        e.as_string()
                            .unwrap_or_else(|| "the browser refused it".into())
                    );
                }
            }
            Msg::ExportTrace => {
                if let Some((events, mode)) = &self.trace {
                    let doc = tpu_emu::trace::chrome::document(vec![
                        tpu_emu::trace::chrome::process_events(
                            0,
                            "TPU Playground (modelled)",
                            *mode,
                            events.iter(),
                        ),
                    ]);
                    let name = export::file_name(self.example).replace(".py", ".trace.json");
                    if let Err(e) =
                        export::download_text(&doc.to_string(), &name, "application/json")
                    {
                        self.status = format!(
                            "the download could not start: {}",
                            e.as_string()
                                .unwrap_or_else(|| "the browser refused it".into())
                        );
                    }
                }
            }
            Msg::Share => {
                let hash = self.share_state().encode();
                self.share_url = Some(if hash.len() > state::MAX_HASH {
                    format!(
                        "The program is too long to share in a link (over {} KiB).",
                        state::MAX_SOURCE / 1024
                    )
                } else {
                    state::write_hash(&hash).unwrap_or_else(|| format!("#{hash}"))
                });
                self.share_copied = false;
            }
            Msg::CopyShare => {
                if let Some(u) = &self.share_url {
                    self.share_copied = copy_to_clipboard(u);
                }
            }
            Msg::ConsoleView(i) => self.console_view = i.min(self.consoles.len().saturating_sub(1)),
            Msg::Pick(p) => self.pick = Some(p),
            Msg::PickLine(line) => {
                let Some(row) = self.lanes.matmuls.iter().find(|r| r.pick.line == line) else {
                    return false;
                };
                self.pick = Some(row.pick);
                self.scroll_to = Some("mxu");
            }
            Msg::OpenShared => {
                if let Some(s) = self.keeper.waiting.take() {
                    self.example = examples::name_of(&s.source);
                    (self.source, self.mode, self.chip, self.topology, self.sim) =
                        (s.source, s.mode, s.chip, s.topology, s.sim);
                    self.revision += 1;
                    if s.panel.is_some() {
                        self.panel = s.panel;
                        self.scroll_to = s.panel;
                    }
                }
            }
            Msg::KeepMine => self.keeper.waiting = None,
            Msg::Focus(p) => {
                if self.panel == Some(p) {
                    return false;
                }
                self.panel = Some(p);
            }
            Msg::Sim(sim) => {
                self.sim = Some(sim);
                // The panel shows it already: kept, and in the next link, with no render.
                self.keeper.keep(&self.share_state());
                return false;
            }
        }
        if persist {
            self.keeper.keep(&self.share_state());
        }
        self.renew_if_lost(ctx);
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let link = ctx.link();
        let badge = match &self.device {
            Some(d) => d.badge(),
            None => "looking for WebGPU…".to_string(),
        };
        // One short line; the details (why this backend, how to force the other) on a click.
        let badge = match badge.split_once('\n') {
            Some((short, details)) => html! {
                <details id="backend-badge" class="badge" aria-live="polite">
                    <summary>{ short.to_string() }</summary>
                    <p class="badge-details">{ details.to_string() }</p>
                </details>
            },
            None => html! { <span id="backend-badge" class="badge" role="status">{ badge }</span> },
        };
        let placement = self.device.as_ref().map(|d| {
            let (text, title) = d.placement();
            html! { <span id="runs-in" class="runs-in" title={title}>{ text }</span> }
        });
        let running = matches!(self.state, RunState::Running | RunState::Paused);
        let paused = self.state == RunState::Paused;
        let notice = self
            .notice
            .as_ref()
            .map(|n| html! { <p id="notice" class="notice" role="alert">{ n.clone() }</p> });
        let share = self.share_url.as_ref().map(|u| {
            let copied = if self.share_copied { "Copied" } else { "Copy link" };
            html! {
                <div class="share-url" role="group" aria-label="Share">
                    <input id="share-url" readonly=true value={u.clone()} aria-label="Link to this program and its settings" />
                    <button id="share-copy" class="secondary" onclick={link.callback(|_| Msg::CopyShare)}>{ copied }</button>
                    <p class="hint">{ "The link holds the program, the mode, the chip, the topology, the open panel and the torus simulator's settings once chosen. For a class, put ?teacher before the # (only Run, Step and Stop stay; ?teacher=gallery,share hides just those)." }</p>
                </div>
            }
        });
        let list = crate::panels::matmul_list::matmul_list(
            &self.lanes.matmuls,
            self.pick.map(|p| p.seq),
            &link.callback(Msg::Pick),
        );
        let mxu = match self.pick {
            Some(p) => html! { <MxuPanel pick={p} chip={self.chip} {list} /> },
            None => html! {
                <section class="panel mxu-panel" id="mxu-panel">
                    <h2>{ "MXU" }</h2>
                    { list }
                    <p class="hint">{ "Click a matmul in the list or the timeline to watch it stream through a systolic array." }</p>
                </section>
            },
        };
        html! {
            <main class={classes!("playground", ctx.props().hide.any().then_some("teacher"))} data-state={self.state.name()}>
                <header>
                    <h1>{ "TPU Playground" }</h1>
                    { badge }
                    { placement }
                    <crate::theme::ThemeToggle />
                    { notice }
                    { self.keeper.view(link.callback(|_| Msg::OpenShared), link.callback(|_| Msg::KeepMine)) }
                </header>
                <Controls example={self.example.map(AttrValue::from)} mode={self.mode} chip={self.chip}
                    running={running} paused={paused} can_run={self.device.is_some()} tick={self.tick}
                    status={AttrValue::from(self.status.clone())}
                    on_example={link.callback(Msg::Example)} on_mode={link.callback(Msg::Mode)}
                    on_chip={link.callback(Msg::Chip)} on_run={link.callback(|_| Msg::Run)}
                    on_step={link.callback(Msg::Step)} on_compare={link.callback(|_| Msg::Compare)}
                    on_export={link.callback(|_| Msg::Export)} hide={ctx.props().hide} on_stop={link.callback(|_| Msg::Stop)} on_share={link.callback(|_| Msg::Share)} />
                { share }
                <Editor source={AttrValue::from(self.source.clone())} marks={self.marks.clone()} revision={self.revision}
                    matmuls={self.matmul_lines()} on_line={link.callback(Msg::PickLine)}
                    on_change={link.callback(Msg::Edit)} on_run={link.callback(|_| Msg::Run)} />
                <section class="console-panel" id="console-panel">
                    <h2>{ "Console" }</h2>
                    { self.rank_selector(ctx) }
                    // Program output is text: Yew renders a String as a text node, never as HTML.
                    <pre id="console" aria-live="polite">{ self.console_text() }</pre>
                </section>
                <div class="panels" onclick={link.batch_callback(|e: MouseEvent| panel_of(&e).map(Msg::Focus))}>
                    <Timeline lanes={self.lanes.clone()} report={self.report.clone()}
                        selected={self.pick.map(|p| p.seq)} on_pick={link.callback(Msg::Pick)}
                        on_download={self.trace.is_some().then(|| link.callback(|_| Msg::ExportTrace))} />
                    <Compare rows={self.compare.clone()} running={self.comparing} />
                    <Plot scalars={self.scalars.clone()} />
                    <Metrics report={self.report.clone()} wall_s={self.wall_s} />
                    <GraphsPanel graphs={self.graphs.clone()} mode={self.report.as_ref().map(|r| r.mode)} />
                    <MemoryPanel chips={self.memory.clone()} />
                    { mxu }
                    <TorusPanel topology={AttrValue::from(self.topology.clone())} on_topology={link.callback(Msg::Topology)}
                        run={self.traffic.clone()} sim={self.sim.clone()} on_sim={link.callback(Msg::Sim)} />
                </div>
            </main>
        }
    }
}

/// The panel a click landed in: its section's id, `{name}-panel`, as one of `state::PANELS`.
fn panel_of(e: &MouseEvent) -> Option<&'static str> {
    let target: web_sys::Element = e.target()?.dyn_into().ok()?;
    let section = target.closest("section.panel").ok()??;
    let id = section.id();
    let name = id.strip_suffix("-panel")?;
    state::PANELS.iter().copied().find(|&p| p == name)
}

/// Starts the worker (or, where none can start, finds the page's own device: WebGPU, else the
/// CPU) and sends the runner to the app when known.
fn detect_device(ctx: &Context<App>) {
    let backend = ctx.props().backend;
    let worker = ctx.props().worker;
    let link = ctx.link().clone();
    wasm_bindgen_futures::spawn_local(async move {
        let known: Rc<std::cell::RefCell<Option<Rc<Runner>>>> = Rc::default();
        let again = (link.clone(), known.clone());
        // A later badge (a fresh worker's) re-renders the page with the same runner.
        let changed: Rc<dyn Fn()> = Rc::new(move || {
            if let Some(r) = again.1.borrow().clone() {
                again.0.send_message(Msg::DeviceReady(r));
            }
        });
        let runner = Rc::new(Runner::start(backend, worker, changed).await);
        *known.borrow_mut() = Some(runner.clone());
        link.send_message(Msg::DeviceReady(runner));
    });
}

impl App {
    /// Whether to render after an `Output` or `Progress` now: yes if the last render is
    /// [`RENDER_MS`] old; otherwise a `Flush` comes when it is (one at a time).
    fn render_soon(&mut self, ctx: &Context<Self>) -> bool {
        let since = js_sys::Date::now() - self.rendered_at;
        if since >= RENDER_MS {
            return true;
        }
        if !self.flush_pending {
            self.flush_pending = true;
            let link = ctx.link().clone();
            let flush =
                wasm_bindgen::closure::Closure::once_into_js(move || link.send_message(Msg::Flush));
            let wait = (RENDER_MS - since).ceil() as i32;
            if crate::run::slices::set_timeout(flush.unchecked_ref(), wait).is_err() {
                self.flush_pending = false;
                return true;
            }
        }
        false
    }

    /// A lost WebGPU device (the run on it failed, saying so) is replaced before the next run:
    /// Run waits (disabled) until a fresh device, or the CPU fallback, is known.
    fn renew_if_lost(&mut self, ctx: &Context<Self>) {
        if matches!(self.state, RunState::Running | RunState::Paused) {
            return;
        }
        // Only the page's own device: the worker replaces its lost device itself.
        let Some((why, placement)) = self.device.as_deref().and_then(|r| match r {
            Runner::Page(d, placement) => d.lost().map(|why| (why, placement.clone())),
            Runner::Worker(_) => None,
        }) else {
            return;
        };
        self.device = None;
        let link = ctx.link().clone();
        wasm_bindgen_futures::spawn_local(async move {
            let device = Device::renew(&why).await;
            let runner = Runner::Page(Rc::new(device), placement);
            link.send_message(Msg::DeviceReady(Rc::new(runner)));
        });
    }

    /// The lines with a matmul on the MXUs, for the editor's gutter: the first of each line's
    /// distinct matmuls, described as the MXU list does.
    fn matmul_lines(&self) -> Vec<(u32, String)> {
        let mut out: Vec<(u32, String)> = Vec::new();
        for r in &self.lanes.matmuls {
            let p = r.pick;
            if p.line > 0 && !out.iter().any(|(l, _)| *l == p.line) {
                out.push((
                    p.line,
                    format!(
                        "{} [{}x{} @ {}x{}]: {} of the MXUs",
                        r.kernel,
                        p.m,
                        p.k,
                        p.k,
                        p.n,
                        crate::fmt::pct(r.utilization_pct)
                    ),
                ));
            }
        }
        out
    }

    /// The program and settings: what a share link carries and local storage keeps.
    fn share_state(&self) -> ShareState {
        ShareState {
            source: self.source.clone(),
            mode: self.mode,
            chip: self.chip,
            topology: self.topology.clone(),
            panel: self.panel,
            sim: self.sim.clone(),
        }
    }

    /// What a crash report says about the run about to start: its settings and the program as a
    /// share link (the program itself, percent-encoded), so a report can be replayed.
    fn crash_context(&self, device: &Runner, what: &str) -> String {
        let hash = self.share_state().encode();
        let link = if hash.len() > state::MAX_HASH {
            format!(
                "(the program, {} bytes, is too long for a link)",
                self.source.len()
            )
        } else {
            format!("#{hash}")
        };
        format!(
            "{what}: mode {:?}, chip {}, backend {} ({}), tpu-web {}\nprogram: {link}",
            self.mode,
            self.chip.short(),
            device.badge(),
            device.placement().0,
            env!("CARGO_PKG_VERSION")
        )
    }

    fn console_text(&self) -> String {
        match self.consoles.get(self.console_view) {
            Some(c) => c.text.clone(),
            None => self.console.clone(),
        }
    }

    /// The console's process selector, after a distributed run.
    fn rank_selector(&self, ctx: &Context<Self>) -> Html {
        if self.consoles.is_empty() {
            return Html::default();
        }
        let options: Html = self
            .consoles
            .iter()
            .enumerate()
            .map(|(i, c)| html! { <option value={i.to_string()} selected={i == self.console_view}>{ c.label.clone() }</option> })
            .collect();
        let on_change = ctx.link().callback(|e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            Msg::ConsoleView(v.parse().unwrap_or(0))
        });
        html! {
            <label class="console-rank">{ "output of " }
                <select id="console-rank" onchange={on_change} aria-label="Whose output the console shows">{ options }</select>
            </label>
        }
    }
}

/// Writes `text` to the clipboard (`navigator.clipboard.writeText`, which needs a secure context
/// such as https or localhost); false where the browser offers no clipboard.
fn copy_to_clipboard(text: &str) -> bool {
    use js_sys::Reflect;
    use wasm_bindgen::JsCast;
    let clipboard = Reflect::get(&js_sys::global(), &"navigator".into())
        .and_then(|n| Reflect::get(&n, &"clipboard".into()))
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null());
    let Some(clipboard) = clipboard else {
        return false;
    };
    let write = Reflect::get(&clipboard, &"writeText".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    write.is_some_and(|f| f.call1(&clipboard, &text.into()).is_ok())
}
