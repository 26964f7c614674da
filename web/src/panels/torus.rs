//! The torus panel: this run's ICI traffic (`torus_run.rs`), then a simulator with its own
//! topology sizes (up to a 16x16x16 pod, rings of 256), its collective, algorithm and buffer,
//! whose steps replay one by one in modelled time.
//!
//! The figures come from the core's step simulator (`ici::simulate_sizes`: the schedule run step
//! by step, counting bytes on every directed link). Where chips and links are drawn is
//! `torus_layout.rs` (a large 3-D torus one layer at a time); the step strip, each step's words
//! and its latency- or bandwidth-bound mark are `torus_steps.rs`.

use std::cell::Cell;
use std::rc::Rc;

use tpu_emu::ici::{self, Algorithm, Collective, CollectiveReport, Topology};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::panels::torus_layout::{links_svg, needs_layers, planes_svg, View};
use crate::panels::torus_run::TorusRun;
use crate::panels::torus_steps;
use crate::run::world::RunTraffic;
use crate::state::{SimSettings, MAX_SIM_BYTES, TOPOLOGIES};
pub use crate::state::{COLLECTIVES, SIM_TOPOLOGIES};

#[derive(Properties, PartialEq)]
pub struct TorusProps {
    /// The page's topology: the one distributed programs run on.
    pub topology: AttrValue,
    pub on_topology: Callback<String>,
    /// The last distributed run's traffic, drawn above the simulator.
    #[prop_or_default]
    pub run: Option<Rc<RunTraffic>>,
    /// The simulator's settings when chosen (here, or in the link the page opened); `None`: it
    /// follows the run's topology, with the default collective.
    #[prop_or_default]
    pub sim: Option<SimSettings>,
    /// Told each choice made in the simulator.
    #[prop_or_default]
    pub on_sim: Callback<SimSettings>,
}

pub enum Msg {
    Topology(String),
    SimTopology(String),
    Collective(String),
    Algorithm(String),
    Bytes(String),
    Step(usize),
    Layer(usize),
}

pub struct TorusPanel {
    /// The simulator's topology; it follows the page's until one is chosen here (or in a link).
    sim_topology: String,
    follows_run: bool,
    collective: &'static str,
    /// None: the core's default for the collective and topology.
    algorithm: Option<Algorithm>,
    bytes: u64,
    step: usize,
    layer: usize,
    result: Result<Rc<(Topology, CollectiveReport)>, String>,
    /// How long the last simulation took (ms, the page's clock).
    sim_ms: f64,
    /// When the last view began, to time the drawing in `rendered`.
    view_started: Cell<f64>,
}

/// Runs the chosen collective on `topology` (one of [`SIM_TOPOLOGIES`]).
pub fn simulate(
    topology: &str,
    collective: &str,
    algorithm: Option<Algorithm>,
    bytes: u64,
) -> Result<(Topology, CollectiveReport), String> {
    let t = Topology::parse(topology).map_err(|e| e.0)?;
    let c = Collective::parse(collective)
        .ok_or_else(|| format!("unknown collective '{collective}'"))?;
    if t.active_dims().is_empty() {
        return Err(format!(
            "{} has one chip: a collective moves nothing over ICI",
            t.name()
        ));
    }
    let a = algorithm.unwrap_or_else(|| Algorithm::default_for(c, &t));
    a.check(c).map_err(|e| e.0)?;
    let report = ici::simulate_sizes(&t, a, c, bytes, t.link_params()).map_err(|e| e.0)?;
    Ok((t, report))
}

impl TorusPanel {
    fn settings(&self) -> Option<SimSettings> {
        Some(SimSettings {
            topology: SIM_TOPOLOGIES
                .iter()
                .copied()
                .find(|&t| t == self.sim_topology)?,
            collective: self.collective,
            algorithm: self.algorithm,
            bytes: self.bytes,
        })
    }

    fn apply(&mut self, s: &SimSettings) {
        self.sim_topology = s.topology.to_string();
        self.follows_run = false;
        self.collective = s.collective;
        self.algorithm = s.algorithm;
        self.bytes = s.bytes;
        self.layer = 0;
    }

    fn rerun(&mut self) {
        let started = js_sys::Date::now();
        self.result = simulate(
            &self.sim_topology,
            self.collective,
            self.algorithm,
            self.bytes,
        )
        .map(Rc::new);
        self.sim_ms = js_sys::Date::now() - started;
        self.step = 0;
    }
}

impl Component for TorusPanel {
    type Message = Msg;
    type Properties = TorusProps;

    fn create(ctx: &Context<Self>) -> Self {
        let mut p = TorusPanel {
            sim_topology: ctx.props().topology.to_string(),
            follows_run: true,
            collective: "all_reduce",
            algorithm: None,
            bytes: 1 << 20,
            step: 0,
            layer: 0,
            result: Err(String::new()),
            sim_ms: 0.0,
            view_started: Cell::new(0.0),
        };
        if let Some(s) = &ctx.props().sim {
            p.apply(s);
        }
        p.rerun();
        p
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &TorusProps) -> bool {
        // A link opened after the page (its prompt answered): its settings, unless already these.
        if let Some(s) = &ctx.props().sim {
            if old.sim.as_ref() != Some(s) && self.settings().as_ref() != Some(s) {
                self.apply(s);
                self.rerun();
            }
        }
        if old.topology != ctx.props().topology && self.follows_run {
            self.sim_topology = ctx.props().topology.to_string();
            self.rerun();
        }
        true
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Topology(t) => {
                ctx.props().on_topology.emit(t);
                return false;
            }
            Msg::SimTopology(t) => {
                self.sim_topology = t;
                self.follows_run = false;
                self.layer = 0;
            }
            Msg::Collective(c) => {
                self.collective = COLLECTIVES
                    .iter()
                    .copied()
                    .find(|n| *n == c)
                    .unwrap_or("all_reduce");
                self.algorithm = None;
            }
            Msg::Algorithm(a) => self.algorithm = Algorithm::parse(&a),
            Msg::Bytes(b) => {
                self.bytes = b
                    .trim()
                    .parse::<u64>()
                    .unwrap_or(self.bytes)
                    .clamp(1, MAX_SIM_BYTES);
            }
            Msg::Step(s) => {
                self.step = s;
                return true;
            }
            Msg::Layer(k) => {
                self.layer = k;
                return true;
            }
        }
        self.rerun();
        if let Some(s) = self.settings() {
            ctx.props().on_sim.emit(s);
        }
        true
    }

    fn rendered(&mut self, _: &Context<Self>, _: bool) {
        // The drawing's time, view to DOM, for the e2e suite's budget (`data-render-ms`).
        let ms = js_sys::Date::now() - self.view_started.get();
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("torus-sim"))
        {
            let _ = el.set_attribute("data-render-ms", &format!("{ms:.0}"));
            let _ = el.set_attribute("data-sim-ms", &format!("{:.0}", self.sim_ms));
        }
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        self.view_started.set(js_sys::Date::now());
        let link = ctx.link();
        let topology = ctx.props().topology.to_string();
        let name = |t: &str| {
            if t == "1" {
                "1 chip".to_string()
            } else {
                t.to_string()
            }
        };
        let topo_opts: Html = TOPOLOGIES
            .iter()
            .map(|t| html! { <option value={*t} selected={*t == topology}>{ name(t) }</option> })
            .collect();
        let sim_opts: Html = SIM_TOPOLOGIES
            .iter()
            .map(|t| html! { <option value={*t} selected={*t == self.sim_topology}>{ name(t) }</option> })
            .collect();
        let coll_opts: Html = COLLECTIVES
            .iter()
            .map(|c| html! { <option value={*c} selected={*c == self.collective}>{ *c }</option> })
            .collect();
        let chosen = self.result.as_ref().ok().map(|r| r.1.algorithm);
        let alg_opts: Html = Algorithm::ALL
            .iter()
            .filter(|a| Collective::parse(self.collective).is_some_and(|c| a.check(c).is_ok()))
            .map(|a| html! { <option value={a.name()} selected={Some(*a) == chosen}>{ a.name() }</option> })
            .collect();
        let select = |m: fn(String) -> Msg| {
            link.callback(move |e: Event| m(e.target_unchecked_into::<HtmlSelectElement>().value()))
        };
        let on_bytes = link
            .callback(|e: Event| Msg::Bytes(e.target_unchecked_into::<HtmlInputElement>().value()));
        let body = match &self.result {
            Err(e) => html! { <p id="torus-message" class="hint">{ e.clone() }</p> },
            Ok(r) => self.drawing(ctx, &r.0, &r.1),
        };
        // The page's topology (a distributed program runs once per chip on it) heads the panel
        // with this run; the simulator's size, collective, algorithm and buffer sit under its
        // own heading and change nothing about the run.
        html! {
            <section class="panel torus-panel" id="torus-panel">
                <h2>{ "ICI torus" }</h2>
                <div class="row no-print">
                    <label>{ "run's topology " }<select id="torus-topology" onchange={select(Msg::Topology)}>{ topo_opts }</select></label>
                    <span class="hint">{ "distributed programs run once per chip on it" }</span>
                </div>
                if let Some(run) = &ctx.props().run {
                    <TorusRun traffic={run.clone()} />
                } else {
                    <p class="hint" id="torus-run-none">{ "This run: no collective over ICI yet (a program using torch.distributed runs on the topology above and its traffic is drawn here)." }</p>
                }
                <div class="torus-sim" id="torus-sim">
                    <h3>{ "Simulate a collective" }</h3>
                    <div class="row no-print">
                        <label>{ "size " }<select id="torus-sim-topology" onchange={select(Msg::SimTopology)}>{ sim_opts }</select></label>
                        <label>{ "collective " }<select id="torus-collective" onchange={select(Msg::Collective)}>{ coll_opts }</select></label>
                        <label>{ "algorithm " }<select id="torus-algorithm" onchange={select(Msg::Algorithm)}>{ alg_opts }</select></label>
                        <label>{ "bytes " }<input id="torus-bytes" type="number" min="1" value={self.bytes.to_string()} onchange={on_bytes} /></label>
                    </div>
                    { body }
                </div>
            </section>
        }
    }
}

impl TorusPanel {
    fn drawing(&self, ctx: &Context<Self>, t: &Topology, r: &CollectiveReport) -> Html {
        let link = ctx.link();
        let steps = &r.traffic.steps;
        let step = self.step.min(steps.len());
        let view = if needs_layers(t) {
            View::Layer(self.layer.min(t.dims()[0] - 1))
        } else {
            View::Whole
        };
        // Bytes per link id: the whole run (step 0) or one step.
        let mut per_link = vec![0u64; t.link_count()];
        if step == 0 {
            r.traffic
                .links
                .iter()
                .for_each(|l| per_link[l.id as usize] = l.bytes);
        } else {
            steps[step - 1]
                .transfers
                .iter()
                .for_each(|x| per_link[x.0 as usize] = x.1);
        }
        let bytes_of = |id: u32| per_link[id as usize];
        let title = |id: u32, b: u64| {
            let messages = r
                .traffic
                .links
                .binary_search_by_key(&id, |l| l.id)
                .map_or(0, |i| r.traffic.links[i].messages);
            format!(
                "{} bytes in {} messages over the collective{}",
                crate::fmt::int(r.traffic.bytes(id)),
                messages,
                if step > 0 {
                    let s = &steps[step - 1];
                    format!(
                        "; {} bytes in step {step} ({:.2}–{:.2} µs)",
                        crate::fmt::int(b),
                        s.start_us,
                        s.end_us()
                    )
                } else {
                    String::new()
                },
            )
        };
        let svg = links_svg(t, view, "torus", &bytes_of, &title);
        let f = &r.figures;
        let busy_here = match view {
            View::Layer(k) if step > 0 => Some(
                steps[step - 1]
                    .transfers
                    .iter()
                    .filter(|x| x.1 > 0 && t.coords(t.link(x.0).src)[0] == k)
                    .count(),
            ),
            _ => None,
        };
        let (step_label, bound) = if step == 0 {
            ("all steps: the collective's every byte".to_string(), None)
        } else {
            (
                torus_steps::describe(steps, &r.stages, step, r.link, busy_here),
                Some(steps[step - 1].bound(r.link).name()),
            )
        };
        let on_step = link.callback(|e: InputEvent| {
            Msg::Step(
                e.target_unchecked_into::<HtmlInputElement>()
                    .value()
                    .parse()
                    .unwrap_or(0),
            )
        });
        let on_pick = link.callback(Msg::Step);
        let layers = match view {
            View::Layer(k) => {
                let d = t.dims();
                let per = d[1] * d[2];
                let opts: Html = (0..d[0])
                    .map(|i| html! { <option value={i.to_string()} selected={i == k}>{ format!("layer {i} (chips {}–{})", i * per, (i + 1) * per - 1) }</option> })
                    .collect();
                let on_layer = link.callback(|e: Event| {
                    Msg::Layer(
                        e.target_unchecked_into::<HtmlSelectElement>()
                            .value()
                            .parse()
                            .unwrap_or(0),
                    )
                });
                html! {
                    <div class="row">
                        <label class="no-print">{ "plane " }<select id="torus-layer" onchange={on_layer}>{ opts }</select></label>
                        { planes_svg(t, &bytes_of, k, &link.callback(Msg::Layer)) }
                        <span class="hint" id="torus-layer-note">{ format!(
                            "{} chips as {} planes of {}x{}: one plane drawn; its links to the next plane are the stubs up and right, to the one before up and left",
                            crate::fmt::int(t.chips() as u64), d[0], d[1], d[2]) }</span>
                    </div>
                }
            }
            View::Whole => Html::default(),
        };
        html! {
            <>
            <p id="torus-figures">{ format!(
                "{} with {} on {} chips ({}): {}, {:.2} µs modelled ({:.2} latency + {:.2} bandwidth), {} used, busiest {} bytes",
                r.collective.name(), r.algorithm.name(), crate::fmt::int(r.chips as u64), r.topology, crate::fmt::count(f.steps, "step"), f.t_total_us, f.t_latency_us,
                f.t_bandwidth_us, crate::fmt::count(f.directed_links_used, "directed link"), crate::fmt::int(f.max_bytes_per_directed_link.round() as u64)) }</p>
            <label class="step no-print">{ "step " }
                <input id="torus-step" type="range" min="0" max={steps.len().to_string()} value={step.to_string()} oninput={on_step} aria-label="Schedule step (0: all)" />
            </label>
            <p id="torus-step-label" class="step-label" data-bound={bound.unwrap_or("")}>{ step_label }</p>
            { torus_steps::strip("torus-steps", steps, r.link, step, &on_pick) }
            { torus_steps::legend("torus-legend", steps, r.link) }
            { layers }
            { svg }
            </>
        }
    }
}
