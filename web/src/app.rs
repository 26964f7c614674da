//! The page: editor, Run / Stop, console and the backend badge.

use std::cell::Cell;
use std::rc::Rc;

use yew::prelude::*;

use crate::editor::Editor;
use crate::examples::EXAMPLES;
use crate::runner::{self, Device, Finish};

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum RunState {
    Idle,
    Running,
    Done,
    Failed,
    Stopped,
}

impl RunState {
    fn name(self) -> &'static str {
        match self {
            RunState::Idle => "idle",
            RunState::Running => "running",
            RunState::Done => "done",
            RunState::Failed => "error",
            RunState::Stopped => "stopped",
        }
    }
}

pub enum Msg {
    DeviceReady(Rc<Device>),
    Edit(String),
    Run,
    Stop,
    Output(String),
    Finished(RunState, String),
}

#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// Run on the CPU even where WebGPU exists (`?backend=cpu`).
    #[prop_or_default]
    pub force_cpu: bool,
}

pub struct App {
    source: String,
    console: String,
    state: RunState,
    device: Option<Rc<Device>>,
    error_line: Option<u32>,
    stop: Rc<Cell<bool>>,
    status: String,
}

impl Component for App {
    type Message = Msg;
    type Properties = AppProps;

    fn create(ctx: &Context<Self>) -> Self {
        let force_cpu = ctx.props().force_cpu;
        let link = ctx.link().clone();
        wasm_bindgen_futures::spawn_local(async move {
            let device = Device::detect(force_cpu).await;
            link.send_message(Msg::DeviceReady(Rc::new(device)));
        });
        App {
            source: EXAMPLES[0].source.to_string(),
            console: String::new(),
            state: RunState::Idle,
            device: None,
            error_line: None,
            stop: Rc::new(Cell::new(false)),
            status: String::new(),
        }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::DeviceReady(d) => self.device = Some(d),
            Msg::Edit(text) => {
                self.source = text;
                return false;
            }
            Msg::Run => {
                let Some(device) = self.device.clone() else {
                    return false;
                };
                if self.state == RunState::Running {
                    return false;
                }
                self.console.clear();
                self.status.clear();
                self.error_line = None;
                self.state = RunState::Running;
                self.stop = Rc::new(Cell::new(false));
                let stop = self.stop.clone();
                let source = self.source.clone();
                let link = ctx.link().clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let out = link.clone();
                    let finish = runner::run(&source, device.backend(), stop, move |text| {
                        out.send_message(Msg::Output(text))
                    })
                    .await;
                    let msg = match finish {
                        Finish::Done(r) => Msg::Finished(
                            RunState::Done,
                            format!(
                                "done: {} ops, {} kernel launches, {} syncs",
                                r.ops_dispatched, r.kernel_launches, r.syncs
                            ),
                        ),
                        Finish::Failed(e, text) => {
                            link.send_message(Msg::Output(text));
                            let line = e.span().map(|s| s.line).unwrap_or(0);
                            Msg::Finished(RunState::Failed, format!("error at line {line}"))
                        }
                        Finish::Stopped => Msg::Finished(RunState::Stopped, "stopped".into()),
                    };
                    link.send_message(msg);
                });
            }
            Msg::Stop => self.stop.set(true),
            Msg::Output(text) => self.console.push_str(&text),
            Msg::Finished(state, status) => {
                self.state = state;
                if state == RunState::Failed {
                    self.error_line = status.rsplit(' ').next().and_then(|n| n.parse().ok());
                }
                self.status = status;
            }
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let link = ctx.link();
        let badge = match &self.device {
            Some(d) => d.badge(),
            None => "looking for WebGPU…".to_string(),
        };
        let running = self.state == RunState::Running;
        html! {
            <main class="playground" data-state={self.state.name()}>
                <header>
                    <h1>{ "TPU Playground" }</h1>
                    <span id="backend-badge" class="badge" role="status">{ badge }</span>
                </header>
                <section class="controls">
                    <button id="run" onclick={link.callback(|_| Msg::Run)}
                        disabled={running || self.device.is_none()} title="Run (Ctrl+Enter)">{ "Run" }</button>
                    <button id="stop" onclick={link.callback(|_| Msg::Stop)} disabled={!running}>{ "Stop" }</button>
                    <span id="status" class="status">{ &self.status }</span>
                </section>
                <Editor source={AttrValue::from(self.source.clone())} error_line={self.error_line}
                    on_change={link.callback(Msg::Edit)} on_run={link.callback(|_| Msg::Run)} />
                <section class="console-panel">
                    <h2>{ "Console" }</h2>
                    // Program output is text: Yew renders a String as a text node, never as HTML.
                    <pre id="console" aria-live="polite">{ &self.console }</pre>
                </section>
            </main>
        }
    }
}
