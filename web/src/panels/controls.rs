//! The controls: the examples gallery (a course, each with what it teaches), eager mode, chip
//! generation, Run / Step / Stop, Compare, progress, Share and the script download. In teacher
//! mode ([`Hidden`]) the chosen ones are not drawn at all.

use tpu_emu::chip::ChipId;
use tpu_emu::dispatch::EagerMode;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::examples;
use crate::run::slices::{StepKind, Tick};
use crate::state;
use crate::teacher::Hidden;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub example: Option<AttrValue>,
    pub mode: EagerMode,
    pub chip: ChipId,
    /// A run is going or paused.
    pub running: bool,
    /// The run is paused by a Step.
    #[prop_or_default]
    pub paused: bool,
    pub can_run: bool,
    pub tick: Option<Tick>,
    pub status: AttrValue,
    pub on_example: Callback<&'static str>,
    pub on_mode: Callback<EagerMode>,
    pub on_chip: Callback<ChipId>,
    pub on_run: Callback<()>,
    #[prop_or_default]
    pub on_step: Callback<StepKind>,
    #[prop_or_default]
    pub on_compare: Callback<()>,
    #[prop_or_default]
    pub on_export: Callback<()>,
    #[prop_or_default]
    pub hide: Hidden,
    pub on_stop: Callback<()>,
    pub on_share: Callback<()>,
}

pub enum Msg {
    Example(&'static str),
    Mode(String),
    Chip(String),
    Run,
    Step(StepKind),
    Stop,
    Share,
    Compare,
    Export,
}

pub struct Controls;

impl Component for Controls {
    type Message = Msg;
    type Properties = ControlsProps;

    fn create(_: &Context<Self>) -> Self {
        Controls
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        let p = ctx.props();
        match msg {
            Msg::Example(name) => p.on_example.emit(name),
            Msg::Mode(m) => {
                if let Some(mode) = EagerMode::parse(&m) {
                    p.on_mode.emit(mode);
                }
            }
            Msg::Chip(c) => {
                if let Ok(chip) = c.parse() {
                    p.on_chip.emit(chip);
                }
            }
            Msg::Run => p.on_run.emit(()),
            Msg::Step(k) => p.on_step.emit(k),
            Msg::Stop => p.on_stop.emit(()),
            Msg::Share => p.on_share.emit(()),
            Msg::Compare => p.on_compare.emit(()),
            Msg::Export => p.on_export.emit(()),
        }
        false
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let p = ctx.props();
        let h = p.hide;
        let link = ctx.link();
        let gallery: Html = examples::course()
            .into_iter()
            .enumerate()
            .map(|(i, e)| {
                let current = p.example.as_deref() == Some(e.name);
                let name = e.name;
                html! {
                    <li class={classes!(current.then_some("current"))}>
                        <button class="example" data-name={name} aria-pressed={current.to_string()}
                            onclick={link.callback(move |_| Msg::Example(name))} disabled={p.running}>
                            { format!("{}. {}", i + 1, e.title()) }
                        </button>
                        <span class="teaches" title={e.teaches()}>{ e.summary() }</span>
                    </li>
                }
            })
            .collect();
        let modes: Html = state::modes()
            .into_iter()
            .map(
                |(m, name)| html! { <option value={name} selected={m == p.mode}>{ name }</option> },
            )
            .collect();
        let chips: Html = ChipId::ALL
            .iter()
            .map(|c| html! { <option value={c.short()} selected={*c == p.chip}>{ format!("{} ({})", c.short(), c.spec().name) }</option> })
            .collect();
        let progress = match (p.running && !p.paused, p.tick) {
            (true, Some(t)) => format!(
                "running: {}, {}",
                crate::fmt::count(t.ops, "op"),
                crate::fmt::count(t.steps, "step")
            ),
            (true, None) => "running…".to_string(),
            _ => String::new(),
        };
        html! {
            <section class="controls">
                if !h.gallery {
                    <nav aria-label="Examples, in course order">
                        <ol id="gallery">{ gallery }</ol>
                    </nav>
                }
                <div class="row">
                    <button id="run" onclick={link.callback(|_| Msg::Run)}
                        disabled={(p.running && !p.paused) || !p.can_run}
                        title="Run (Ctrl+Enter); from a pause, run to the end">{ if p.paused { "Continue" } else { "Run" } }</button>
                    if !h.step {
                    <button id="step-op" class="secondary" onclick={link.callback(|_| Msg::Step(StepKind::Op))}
                        disabled={(p.running && !p.paused) || !p.can_run}
                        title="Run until the next tensor op is dispatched, then pause; a line that dispatched several (loss.backward()) shows them one per click">{ "Step op" }</button>
                    <button id="step-line" class="secondary" onclick={link.callback(|_| Msg::Step(StepKind::Line))}
                        disabled={(p.running && !p.paused) || !p.can_run}
                        title="Run the current line of the program, then pause before the next one (into functions the program defines, over library calls)">{ "Step line" }</button>
                    <button id="step-sync" class="secondary" onclick={link.callback(|_| Msg::Step(StepKind::Sync))}
                        disabled={(p.running && !p.paused) || !p.can_run}
                        title="Run until the program next waits for a value from the device (.item(), print(), a comparison), then pause: in a training loop that prints every tenth step, ten steps">{ "Step to sync" }</button>
                    // Where the mode selector is hidden (teacher mode) and the mode records no
                    // graphs, Step graph could never be used: not shown rather than dead.
                    if p.mode.defers() || !h.settings {
                    <button id="step-graph" class="secondary" onclick={link.callback(|_| Msg::Step(StepKind::Graph))}
                        disabled={(p.running && !p.paused) || !p.can_run || !p.mode.defers()}
                        title={if p.mode.defers() { "Run until the ops recorded so far are cut into a graph and launched as fused kernels, then pause" } else { "Step graph: choose fused or compiled mode, which record ops into graphs" }}>{ "Step graph" }</button>
                    }
                    }
                    <button id="stop" onclick={link.callback(|_| Msg::Stop)} disabled={!p.running}>{ "Stop" }</button>
                    if !h.compare {
                        <button id="compare" class="secondary" onclick={link.callback(|_| Msg::Compare)}
                            disabled={p.running || !p.can_run}
                            title="Run the program in every mode the core implements, side by side">{ "Compare modes" }</button>
                    }
                    if !h.settings {
                    <label>{ "mode " }
                        <select id="mode" disabled={p.running} onchange={link.callback(|e: Event| Msg::Mode(e.target_unchecked_into::<HtmlSelectElement>().value()))}>
                            { modes }
                        </select>
                    </label>
                    <label>{ "chip " }
                        <select id="chip" disabled={p.running} onchange={link.callback(|e: Event| Msg::Chip(e.target_unchecked_into::<HtmlSelectElement>().value()))}>
                            { chips }
                        </select>
                    </label>
                    }
                    if !h.share {
                        <button id="share" class="secondary" onclick={link.callback(|_| Msg::Share)}>{ "Share" }</button>
                    }
                    if !h.export {
                        <button id="export" class="secondary" onclick={link.callback(|_| Msg::Export)}
                            title="Download the program as a .py file">{ "Download .py" }</button>
                    }
                    <span id="progress" class="status" role="status">{ progress }</span>
                    <span id="status" class="status">{ p.status.clone() }</span>
                </div>
            </section>
        }
    }
}
