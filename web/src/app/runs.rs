//! The app's runs: Run, Step, Stop, Compare and distributed runs, and what their results do to
//! the page's state. The runs themselves go through the [`Runner`] (the worker, or the page).

use std::cell::Cell;
use std::rc::Rc;

use tpu_emu::dispatch::EagerMode;
use tpu_emu::trace::Event;
use tpu_torch::runtime::{Report, RunConfig};
use yew::prelude::*;

use super::{App, Msg, OpWalk, RunState};
use crate::panels::compare;
use crate::panels::metrics::RunReport;
use crate::panels::plot::Scalars;
use crate::panels::trace_view::{self, GutterMark};
use crate::run::runner::Runner;
use crate::run::slices::{Control, End, Finish, Pause, StepKind, Tick};
use crate::run::world::{self, PageLaunch, WorldFinish};
use crate::state;

/// The page's width below which the editor and the console are one column (playground.css).
const ONE_COLUMN_BELOW_PX: f64 = 900.0;

impl App {
    /// The messages about runs (the update's other arms are the page's settings and panels).
    pub(super) fn run_message(&mut self, ctx: &Context<Self>, msg: Msg) {
        match msg {
            Msg::Run => {
                self.op_walk = None;
                if self.state == RunState::Paused {
                    self.state = RunState::Running;
                    self.control.go_on(None);
                } else {
                    self.start(ctx, None);
                }
                // In one column (a phone) the console is below the editor: Run shows it.
                let narrow = web_sys::window()
                    .and_then(|w| w.inner_width().ok())
                    .and_then(|w| w.as_f64())
                    .is_some_and(|w| w < ONE_COLUMN_BELOW_PX);
                if narrow && self.state == RunState::Running {
                    self.scroll_to = Some("console");
                }
            }
            Msg::Step(kind) => {
                // Step op after an instruction that dispatched several ops shows the next of
                // them first; any other step (or the last of them) lets the run go on.
                if kind == StepKind::Op && self.state == RunState::Paused {
                    if let Some(walk) = self.op_walk.as_mut().filter(|w| w.shown < w.count()) {
                        walk.shown += 1;
                        self.show_op_walk();
                        return;
                    }
                }
                self.op_walk = None;
                if self.state == RunState::Paused {
                    self.state = RunState::Running;
                    self.control.go_on(Some(kind));
                } else {
                    self.start(ctx, Some(kind));
                }
            }
            Msg::Stop => self.control.request_stop(),
            Msg::Paused(p) => self.paused(*p),
            Msg::Compare => self.start_compare(ctx),
            Msg::Comparing(m) => {
                self.comparing = m;
                if m.is_none() {
                    self.state = if self.control.stop.get() {
                        RunState::Stopped
                    } else {
                        RunState::Done
                    };
                    self.status = if self.control.stop.get() {
                        "comparison stopped".into()
                    } else {
                        format!("compared {} modes", self.compare.len())
                    };
                }
            }
            Msg::Compared(mode, finish, wall_s, printed) => {
                self.compared(mode, *finish, wall_s, printed)
            }
            Msg::Output(text) => {
                self.scalars.feed(&text);
                self.console.push_str(&text);
            }
            Msg::Progress(t) => self.tick = Some(t),
            Msg::Finished(finish, wall_s) => self.finish(*finish, wall_s),
            Msg::WorldFinished(finish, wall_s) => self.world_finished(*finish, wall_s),
            Msg::Crashed(report) => {
                crate::crash::acknowledge();
                // The run's task died in the panic; its session is gone with it. The editor's text
                // is this component's state, untouched. A fresh device for the next run, since the
                // old one may be in whatever state the panic left it.
                self.control.stop.set(true);
                self.console = report.text();
                self.state = RunState::Failed;
                self.status = "internal error".into();
                self.comparing = None;
                // A crash in the worker has already started a fresh worker; one on the page
                // needs a fresh device.
                if !self.device.as_ref().is_some_and(|r| r.in_worker()) {
                    self.device = None;
                    super::detect_device(ctx);
                }
            }
            _ => {}
        }
    }

    /// Clears what the last run left, for a new one: the device to run on, or `None` while no
    /// device is known yet or a run is still going.
    fn begin_run(&mut self) -> Option<Rc<Runner>> {
        let device = self.device.clone()?;
        if matches!(self.state, RunState::Running | RunState::Paused) {
            return None;
        }
        self.console.clear();
        self.consoles.clear();
        self.console_view = 0;
        self.traffic = None;
        self.status.clear();
        self.marks.clear();
        self.op_walk = None;
        self.scalars = Scalars::default();
        self.tick = None;
        Some(device)
    }

    /// Starts a run; with `step`, it pauses after the first op (or sync). A distributed program
    /// runs once per chip instead (see [`world::launch_for`]).
    fn start(&mut self, ctx: &Context<Self>, step: Option<StepKind>) {
        let launch = match world::launch_for(&self.source, &self.topology) {
            Ok(l) => l,
            Err(e) => {
                self.status = e;
                return;
            }
        };
        if launch != PageLaunch::Single {
            if step.is_some() {
                self.status =
                    "Step pauses a single process; this program runs once per chip: press Run"
                        .into();
                return;
            }
            self.start_world(ctx, launch);
            return;
        }
        let Some(device) = self.begin_run() else {
            return;
        };
        crate::crash::set_context(self.crash_context(&device, "run"));
        self.state = RunState::Running;
        self.control = Rc::new(Control::new(Rc::new(Cell::new(false))));
        self.control.pause.set(step);
        let control = self.control.clone();
        let source = self.source.clone();
        let config = RunConfig {
            mode: self.mode,
            chip: self.chip,
            ..RunConfig::default()
        };
        let link = ctx.link().clone();
        let started = js_sys::Date::now();
        let (out, progress, pauses) = (link.clone(), link.clone(), link.clone());
        // Called here, not in the task below: a worker gets the program before this update's
        // render (see `Runner::run`).
        let run = device.run(
            &source,
            &config,
            control,
            move |text| out.send_message(Msg::Output(text)),
            move |t| progress.send_message(Msg::Progress(t)),
            move |p| pauses.send_message(Msg::Paused(Box::new(p))),
        );
        wasm_bindgen_futures::spawn_local(async move {
            let finish = run.await;
            let wall_s = (js_sys::Date::now() - started) / 1000.0;
            // None: it crashed, and the crash was reported (Msg::Crashed).
            if let Some(finish) = finish {
                link.send_message(Msg::Finished(Box::new(finish), wall_s));
            }
        });
    }

    /// Runs a distributed program through the SPMD runner, one VM per process.
    fn start_world(&mut self, ctx: &Context<Self>, launch: PageLaunch) {
        let Some(device) = self.begin_run() else {
            return;
        };
        crate::crash::set_context(self.crash_context(&device, "distributed run"));
        self.state = RunState::Running;
        self.control = Rc::new(Control::new(Rc::new(Cell::new(false))));
        self.status = match &launch {
            PageLaunch::PerChip(t) => format!(
                "running once per chip on {} ({} ranks)…",
                t.name(),
                t.chips()
            ),
            _ => "running as one process; mp.spawn starts the ranks…".into(),
        };
        let control = self.control.clone();
        let source = self.source.clone();
        let topology = self.topology.clone();
        let config = RunConfig {
            mode: self.mode,
            chip: self.chip,
            ..RunConfig::default()
        };
        let link = ctx.link().clone();
        wasm_bindgen_futures::spawn_local(async move {
            let started = js_sys::Date::now();
            let out = link.clone();
            let finish = device
                .run_world(&source, &config, &topology, &launch, control, move |text| {
                    out.send_message(Msg::Output(text))
                })
                .await;
            let wall_s = (js_sys::Date::now() - started) / 1000.0;
            // None: it crashed, and the crash was reported (Msg::Crashed).
            if let Some(finish) = finish {
                link.send_message(Msg::WorldFinished(Box::new(finish), wall_s));
            }
        });
    }

    fn world_finished(&mut self, finish: WorldFinish, wall_s: f64) {
        self.consoles = finish.consoles;
        if let End::Failed(_, text) = &finish.end {
            for c in &mut self.consoles {
                c.text.push_str(text);
            }
        }
        self.console_view = self
            .consoles
            .iter()
            .position(|c| c.label == "rank 0")
            .unwrap_or(0);
        self.traffic = finish.traffic.map(Rc::new);
        let memory = finish.memory;
        self.finish(
            Finish {
                end: finish.end,
                report: finish.report,
                events: finish.events,
            },
            wall_s,
        );
        if !memory.is_empty() {
            self.memory = Rc::new(memory);
        }
    }

    /// The fused-graphs and memory panels' views of a single process's events.
    fn fold_panels(&mut self, events: &[tpu_emu::trace::Event], report: Option<&Report>) {
        self.graphs = Rc::new(crate::panels::graphs::graphs(events));
        let chip = report.map_or(self.chip, |r| r.chip);
        let partial = report.is_some_and(|r| r.trace_events_dropped > 0);
        self.memory = Rc::new(vec![crate::panels::memory::chip_memory(
            "chip 0",
            chip.spec().hbm_bytes,
            events,
            partial,
        )]);
    }

    /// Runs the program in each mode of [`state::compare_modes`], one after the other; the first
    /// mode's output streams to the console and its run fills the other panels.
    fn start_compare(&mut self, ctx: &Context<Self>) {
        let Some(device) = self.begin_run() else {
            return;
        };
        crate::crash::set_context(self.crash_context(&device, "compare"));
        self.compare = Rc::new(Vec::new());
        self.state = RunState::Running;
        self.control = Rc::new(Control::new(Rc::new(Cell::new(false))));
        // One control for every mode's run: Stop reaches whichever runs (here or in the worker).
        let control = self.control.clone();
        let stop = self.control.stop.clone();
        let source = self.source.clone();
        let chip = self.chip;
        let link = ctx.link().clone();
        wasm_bindgen_futures::spawn_local(async move {
            for (i, mode) in state::compare_modes().into_iter().enumerate() {
                if stop.get() {
                    break;
                }
                link.send_message(Msg::Comparing(Some(mode)));
                let config = RunConfig {
                    mode,
                    chip,
                    ..RunConfig::default()
                };
                let printed = Rc::new(std::cell::RefCell::new(String::new()));
                let (out, into) = (link.clone(), printed.clone());
                let progress = link.clone();
                let started = js_sys::Date::now();
                let finish = device
                    .run(
                        &source,
                        &config,
                        control.clone(),
                        move |text| {
                            into.borrow_mut().push_str(&text);
                            if i == 0 {
                                out.send_message(Msg::Output(text));
                            }
                        },
                        move |t| progress.send_message(Msg::Progress(t)),
                        |_| {},
                    )
                    .await;
                let wall_s = (js_sys::Date::now() - started) / 1000.0;
                let Some(finish) = finish else {
                    // It crashed (reported as Msg::Crashed): the comparison ends there.
                    return;
                };
                let text = printed.borrow().clone();
                link.send_message(Msg::Compared(mode, Box::new(finish), wall_s, text));
            }
            link.send_message(Msg::Comparing(None));
        });
    }

    fn compared(&mut self, mode: EagerMode, finish: Finish, wall_s: f64, printed: String) {
        let end = match &finish.end {
            End::Done => "done".to_string(),
            End::Failed(e, _) => format!("error at line {}", e.span().map_or(0, |s| s.line)),
            End::Stopped => "stopped".to_string(),
        };
        let same_output = match self.compare.first() {
            None => {
                self.compare_output = printed;
                true
            }
            Some(_) => printed == self.compare_output,
        };
        let row = compare::Row {
            mode,
            end,
            report: finish
                .report
                .as_ref()
                .map(|r| RunReport(Rc::new(r.clone()))),
            wall_s,
            lanes: Rc::new(trace_view::lanes(&finish.events)),
            same_output,
        };
        let first = self.compare.is_empty();
        Rc::make_mut(&mut self.compare).push(row);
        if first {
            // The baseline's run fills the single-run panels; the comparison is still going.
            self.finish(finish, wall_s);
            self.state = RunState::Running;
        }
    }

    /// A stepped run paused: show what it has done so far (timeline, metrics, the line reached).
    fn paused(&mut self, p: Pause) {
        if self.control.stop.get() {
            return;
        }
        self.state = RunState::Paused;
        if p.kind == StepKind::Op {
            let walk = OpWalk::new(p);
            if walk.count() > 1 {
                self.op_walk = Some(walk);
                self.show_op_walk();
                return;
            }
            let p = walk.pause;
            self.show_pause(&p, &p.events, None);
            return;
        }
        self.show_pause(&p, &p.events, None);
    }

    /// The op of [`Self::op_walk`] reached: the trace up to it (its kernels included), and the
    /// status saying which of the instruction's ops it is.
    fn show_op_walk(&mut self) {
        let Some(walk) = self.op_walk.take() else {
            return;
        };
        let (events, op, line) = walk.upto();
        self.show_pause(
            &walk.pause,
            events,
            Some((op, line, walk.shown, walk.count())),
        );
        self.op_walk = Some(walk);
    }

    /// Shows a pause: its status, the timeline and panels of `events` (the trace so far, or up
    /// to the op shown of an instruction's several), the line marked in the gutter and editor.
    /// `walk`: the op shown (its name and line), which of how many the instruction dispatched.
    fn show_pause(&mut self, p: &Pause, events: &[Event], walk: Option<(String, u32, u64, u64)>) {
        let what = p.kind.word();
        // Inside library code (an `nn.Sequential`'s loop), the program's calling line and the
        // library file's own line, as a traceback names both.
        let inside = match &p.library {
            Some((path, line)) => format!(" (in {path}, line {line})"),
            None => String::new(),
        };
        let so_far = format!(
            "{}, {} so far",
            crate::fmt::count(p.ops, "op"),
            crate::fmt::count(p.syncs, "sync")
        );
        let (line, title) = match (&walk, p.kind) {
            (Some((op, line, k, n)), _) => {
                self.status = format!(
                    "paused after op {} ({op}) at line {line}{inside}: op {k} of the {n} this line's call dispatched{}; {so_far}",
                    p.from + k,
                    if k < n { ", Step op shows the next" } else { "" },
                );
                (*line, format!("paused here after op {op} ({k} of {n})"))
            }
            (None, StepKind::Line) => {
                self.status = format!("paused before line {}{inside}: {so_far}", p.line);
                (p.line, "paused here: this line runs next".to_string())
            }
            (None, kind) => {
                self.status = format!(
                    "paused after {what} {} ({}) at line {}{inside}: {so_far}",
                    match kind {
                        StepKind::Sync => p.syncs,
                        StepKind::Graph => p.graphs,
                        _ => p.ops,
                    },
                    p.what,
                    p.line,
                );
                (p.line, format!("paused here after {what} {}", p.what))
            }
        };
        self.tick = Some(Tick {
            ops: p.ops,
            steps: p.report.steps,
        });
        let lanes = trace_view::lanes(events);
        self.fold_panels(events, Some(&p.report));
        let mut marks = trace_view::gutter_marks(&lanes, None);
        if line > 0 {
            marks.retain(|m| m.line != line);
            marks.push(GutterMark {
                line,
                kind: "paused",
                title,
            });
        }
        self.marks = marks;
        self.lanes = Rc::new(lanes);
        self.report = Some(RunReport(Rc::new(p.report.clone())));
        self.pick = None;
        if p.kind == StepKind::Graph {
            self.scroll_to = Some(super::NEWEST_GRAPH);
        }
    }

    fn finish(&mut self, finish: Finish, wall_s: f64) {
        let lanes = trace_view::lanes(&finish.events);
        self.fold_panels(&finish.events, finish.report.as_ref());
        let error = match &finish.end {
            End::Done => {
                self.state = RunState::Done;
                if let Some(p) = self.lesson_panel.take() {
                    self.scroll_to = Some(p);
                }
                self.status = match &finish.report {
                    Some(r) => format!(
                        "done: {}, {}, {}",
                        crate::fmt::count(r.ops_dispatched, "op"),
                        crate::fmt::count(r.kernel_launches, "kernel launch"),
                        crate::fmt::count(r.syncs, "sync")
                    ),
                    None => "done".into(),
                };
                None
            }
            End::Failed(e, text) => {
                self.console.push_str(text);
                self.scalars.feed(text);
                self.state = RunState::Failed;
                let line = e.span().map(|s| s.line).unwrap_or(0);
                self.status = format!("error at line {line}");
                let message = text.lines().last().unwrap_or("").to_string();
                (line > 0).then_some((line, message))
            }
            End::Stopped => {
                self.state = RunState::Stopped;
                self.status = "stopped".into();
                None
            }
        };
        self.marks = trace_view::gutter_marks(&lanes, error);
        let mode = finish.report.as_ref().map_or(self.mode, |r| r.mode);
        // The last run's trace (tens of thousands of events) is freed after this run is drawn.
        drop_later((
            std::mem::replace(&mut self.lanes, Rc::new(lanes)),
            std::mem::replace(
                &mut self.trace,
                (!finish.events.is_empty()).then(|| (Rc::new(finish.events), mode)),
            ),
            std::mem::replace(
                &mut self.report,
                finish.report.map(|r| RunReport(Rc::new(r))),
            ),
        ));
        self.wall_s = Some(wall_s);
        self.pick = None;
    }
}

/// Drops `v` in a task of its own, after the render that the current update leads to.
fn drop_later<T: 'static>(v: T) {
    let task = wasm_bindgen::closure::Closure::once_into_js(move || drop(v));
    let _ = crate::run::slices::set_timeout(wasm_bindgen::JsCast::unchecked_ref(&task), 0);
}
