//! The torus panel: chips and directed ICI links in SVG, coloured by the bytes a collective put
//! on them, with a step slider that replays the schedule.
//!
//! The figures come from the core's step simulator (`ici::simulate_sizes`: the schedule run step
//! by step, counting bytes on every directed link). Layout: a 1-D ring is a row, a 2-D torus a
//! grid, a 3-D torus its first dimension's layers side by side. Each directed link is a line
//! between its chips, the two directions a few pixels apart; a wraparound link (and, in 3-D, a
//! link between layers) is drawn as a short arrow out of its source toward its destination,
//! named on hover, so the picture stays a readable grid.

use std::rc::Rc;

use tpu_emu::ici::{self, Algorithm, Collective, CollectiveReport, Dir, Topology};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::panels::torus_run::TorusRun;
use crate::run::world::RunTraffic;
use crate::state::TOPOLOGIES;

pub const COLLECTIVES: [&str; 5] = [
    "all_reduce",
    "all_gather",
    "reduce_scatter",
    "broadcast",
    "all_to_all",
];
/// Largest buffer accepted (bytes): the simulator counts bytes only, but a cap keeps the input sane.
pub const MAX_BYTES: u64 = 1 << 40;

#[derive(Properties, PartialEq)]
pub struct TorusProps {
    pub topology: AttrValue,
    pub on_topology: Callback<String>,
    /// The last distributed run's traffic, drawn above the simulator.
    #[prop_or_default]
    pub run: Option<Rc<RunTraffic>>,
}

pub enum Msg {
    Topology(String),
    Collective(String),
    Algorithm(String),
    Bytes(String),
    Step(usize),
}

pub struct TorusPanel {
    collective: &'static str,
    /// None: the core's default for the collective and topology.
    algorithm: Option<Algorithm>,
    bytes: u64,
    step: usize,
    result: Result<Rc<(Topology, CollectiveReport)>, String>,
}

/// Runs the chosen collective on `topology` (one of [`TOPOLOGIES`]).
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

/// Where chip `chip` is drawn (its centre), and the drawing's size.
pub fn chip_xy(t: &Topology, chip: usize, cell: f64) -> (f64, f64) {
    let d = t.dims();
    let c = t.coords(chip);
    match d.len() {
        1 => ((c[0] as f64 + 0.5) * cell, 0.5 * cell),
        2 => ((c[1] as f64 + 0.5) * cell, (c[0] as f64 + 0.5) * cell),
        _ => {
            let layer_w = d[2] as f64 * cell + cell * 0.6;
            (
                c[0] as f64 * layer_w + (c[2] as f64 + 0.5) * cell,
                (c[1] as f64 + 0.5) * cell,
            )
        }
    }
}

fn extent(t: &Topology, cell: f64) -> (f64, f64) {
    let d = t.dims();
    match d.len() {
        1 => (d[0] as f64 * cell, cell),
        2 => (d[1] as f64 * cell, d[0] as f64 * cell),
        _ => (
            d[0] as f64 * (d[2] as f64 * cell + cell * 0.6),
            d[1] as f64 * cell,
        ),
    }
}

/// Link colour for a fraction of the busiest link's bytes: blue (little) to red (most).
fn heat(f: f64) -> String {
    let f = f.clamp(0.0, 1.0);
    format!("hsl({:.0}, 80%, 45%)", 220.0 * (1.0 - f))
}

impl TorusPanel {
    fn rerun(&mut self, topology: &str) {
        self.result = simulate(topology, self.collective, self.algorithm, self.bytes).map(Rc::new);
        self.step = 0;
    }
}

impl Component for TorusPanel {
    type Message = Msg;
    type Properties = TorusProps;

    fn create(ctx: &Context<Self>) -> Self {
        let mut p = TorusPanel {
            collective: "all_reduce",
            algorithm: None,
            bytes: 1 << 20,
            step: 0,
            result: Err(String::new()),
        };
        p.rerun(&ctx.props().topology);
        p
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &TorusProps) -> bool {
        if old.topology != ctx.props().topology {
            self.rerun(&ctx.props().topology);
        }
        true
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        let topology = ctx.props().topology.to_string();
        match msg {
            Msg::Topology(t) => {
                ctx.props().on_topology.emit(t);
                return false;
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
                    .clamp(1, MAX_BYTES);
            }
            Msg::Step(s) => {
                self.step = s;
                return true;
            }
        }
        self.rerun(&topology);
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let link = ctx.link();
        let topology = ctx.props().topology.to_string();
        let topo_opts: Html = TOPOLOGIES
            .iter()
            .map(|t| html! { <option value={*t} selected={*t == topology}>{ if *t == "1" { "1 chip".to_string() } else { t.to_string() } }</option> })
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
        let on_topo = link.callback(|e: Event| {
            Msg::Topology(e.target_unchecked_into::<HtmlSelectElement>().value())
        });
        let on_coll = link.callback(|e: Event| {
            Msg::Collective(e.target_unchecked_into::<HtmlSelectElement>().value())
        });
        let on_alg = link.callback(|e: Event| {
            Msg::Algorithm(e.target_unchecked_into::<HtmlSelectElement>().value())
        });
        let on_bytes = link
            .callback(|e: Event| Msg::Bytes(e.target_unchecked_into::<HtmlInputElement>().value()));
        let on_step = link.callback(|e: InputEvent| {
            Msg::Step(
                e.target_unchecked_into::<HtmlInputElement>()
                    .value()
                    .parse()
                    .unwrap_or(0),
            )
        });
        let body = match &self.result {
            Err(e) => html! { <p id="torus-message" class="hint">{ e.clone() }</p> },
            Ok(r) => self.drawing(&r.0, &r.1, on_step),
        };
        // The topology is the page's (a distributed program runs once per chip on it); the
        // collective, algorithm and size below drive only the simulator, under its own heading.
        html! {
            <section class="panel torus-panel" id="torus-panel">
                <h2>{ "ICI torus" }</h2>
                <div class="row">
                    <label>{ "topology " }<select id="torus-topology" onchange={on_topo}>{ topo_opts }</select></label>
                    <span class="hint">{ "distributed programs run once per chip on it; the simulator below uses it too" }</span>
                </div>
                if let Some(run) = &ctx.props().run {
                    <TorusRun traffic={run.clone()} />
                } else {
                    <p class="hint" id="torus-run-none">{ "This run: no collective over ICI yet (a program using torch.distributed runs on the topology above and its traffic is drawn here)." }</p>
                }
                <div class="torus-sim" id="torus-sim">
                    <h3>{ "Simulate a collective" }</h3>
                    <div class="row">
                        <label>{ "collective " }<select id="torus-collective" onchange={on_coll}>{ coll_opts }</select></label>
                        <label>{ "algorithm " }<select id="torus-algorithm" onchange={on_alg}>{ alg_opts }</select></label>
                        <label>{ "bytes " }<input id="torus-bytes" type="number" min="1" value={self.bytes.to_string()} onchange={on_bytes} /></label>
                    </div>
                    { body }
                </div>
            </section>
        }
    }
}

impl TorusPanel {
    fn drawing(&self, t: &Topology, r: &CollectiveReport, on_step: Callback<InputEvent>) -> Html {
        let steps = r.traffic.steps.len();
        let step = self.step.min(steps);
        // Bytes per link id: the whole run (step 0) or one step.
        let per_link: Vec<(u32, u64)> = if step == 0 {
            r.traffic.links.iter().map(|l| (l.id, l.bytes)).collect()
        } else {
            r.traffic.steps[step - 1]
                .transfers
                .iter()
                .map(|x| (x.0, x.1))
                .collect()
        };
        let bytes_of = |id: u32| per_link.iter().find(|x| x.0 == id).map_or(0, |x| x.1);
        let title = |id: u32, b: u64| {
            let total = r.traffic.bytes(id);
            format!(
                "{} bytes in {} messages over the collective{}",
                crate::fmt::int(total),
                r.traffic
                    .links
                    .iter()
                    .find(|x| x.id == id)
                    .map_or(0, |x| x.messages),
                if step > 0 {
                    format!("; {} bytes in step {step}", crate::fmt::int(b))
                } else {
                    String::new()
                },
            )
        };
        let svg = links_svg(t, "torus", &bytes_of, &title);
        let f = &r.figures;
        let step_label = if step == 0 {
            "all steps".to_string()
        } else {
            let s = &r.traffic.steps[step - 1];
            let stage = r
                .stages
                .iter()
                .find(|g| (g.first_step..g.first_step + g.steps).contains(&(step - 1)));
            format!(
                "step {step} of {steps}{}: {} busy, largest message {} bytes, {:.2} µs",
                stage.map(|g| format!(" ({})", g.label)).unwrap_or_default(),
                crate::fmt::count(s.transfers.len() as u64, "link"),
                crate::fmt::int(s.max_bytes),
                s.duration_us
            )
        };
        html! {
            <>
            <p id="torus-figures">{ format!(
                "{} with {} on {} chips ({}): {}, {:.2} µs modelled ({:.2} latency + {:.2} bandwidth), {} used, busiest {} bytes",
                r.collective.name(), r.algorithm.name(), r.chips, r.topology, crate::fmt::count(f.steps, "step"), f.t_total_us, f.t_latency_us,
                f.t_bandwidth_us, crate::fmt::count(f.directed_links_used, "directed link"), crate::fmt::int(f.max_bytes_per_directed_link.round() as u64)) }</p>
            <label class="step">{ "step " }
                <input id="torus-step" type="range" min="0" max={steps.to_string()} value={step.to_string()} oninput={on_step} aria-label="Schedule step (0: all)" />
                <span id="torus-step-label">{ step_label }</span>
            </label>
            { svg }
            </>
        }
    }
}

/// The widest drawing (in its own units, 64 per chip) scaled to the panel's width; wider ones
/// scroll at their own size, where labels stay readable.
const FIT_WIDTH: f64 = 1200.0;

/// The topology in SVG: chips, and every directed link coloured and widened by `bytes_of(link)`
/// against the busiest; `title(link, bytes)` finishes each link's hover text.
pub fn links_svg(
    t: &Topology,
    id: &str,
    bytes_of: &dyn Fn(u32) -> u64,
    title: &dyn Fn(u32, u64) -> String,
) -> Html {
    let cell = 64.0;
    let (w, h) = extent(t, cell);
    let max = (0..t.link_count() as u32)
        .map(bytes_of)
        .max()
        .unwrap_or(0)
        .max(1);
    let mut lines = Vec::new();
    for link in 0..t.link_count() as u32 {
        let id = link;
        let l = t.link(id);
        if t.dims()[l.dim] < 2 {
            continue;
        }
        let (x1, y1) = chip_xy(t, l.src, cell);
        let (x2, y2) = chip_xy(t, l.dst, cell);
        let (dx, dy) = (x2 - x1, y2 - y1);
        let dist = (dx * dx + dy * dy).sqrt();
        let b = bytes_of(id);
        let sign = if l.dir == Dir::Plus { 1.0 } else { -1.0 };
        let adjacent = dist <= cell * 1.01 && !(t.dims().len() == 3 && l.dim == 0);
        let (ax, ay, bx, by) = if adjacent {
            // Offset the two directions to either side of the chips' centre line.
            let (nx, ny) = (-dy / dist * 4.0 * sign, dx / dist * 4.0 * sign);
            (
                x1 + dx * 0.25 + nx,
                y1 + dy * 0.25 + ny,
                x2 - dx * 0.25 + nx,
                y2 - dy * 0.25 + ny,
            )
        } else {
            // A stub out of the source along the link's dimension and direction.
            let (ux, uy) = match (t.dims().len(), l.dim) {
                (1, _) | (2, 1) | (3, 2) => (sign, 0.0),
                (3, 0) => (sign * 0.7, -0.7),
                _ => (0.0, sign),
            };
            let off = if l.dir == Dir::Plus { 4.0 } else { -4.0 };
            (
                x1 + ux * cell * 0.2 - uy * off,
                y1 + uy * cell * 0.2 + ux * off,
                x1 + ux * cell * 0.45 - uy * off,
                y1 + uy * cell * 0.45 + ux * off,
            )
        };
        let colour = if b == 0 {
            "var(--border)".to_string()
        } else {
            heat(b as f64 / max as f64)
        };
        let width = if b == 0 {
            1.5
        } else {
            2.0 + 3.0 * b as f64 / max as f64
        };
        let title = format!(
            "link {id}: chip {} → chip {} (dim {}, {}{}): {}",
            l.src,
            l.dst,
            l.dim,
            if l.dir == Dir::Plus { "+" } else { "-" },
            if adjacent { "" } else { ", drawn as a stub" },
            title(id, b),
        );
        // An arrowhead in the link's own colour marks its direction.
        let (ux, uy) = {
            let (ex, ey) = (bx - ax, by - ay);
            let len = (ex * ex + ey * ey).sqrt().max(1e-9);
            (ex / len, ey / len)
        };
        let head = format!(
            "{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}",
            bx,
            by,
            bx - 6.0 * ux - 3.0 * uy,
            by - 6.0 * uy + 3.0 * ux,
            bx - 6.0 * ux + 3.0 * uy,
            by - 6.0 * uy - 3.0 * ux
        );
        lines.push(html! {
                <g class={if b > 0 { "link busy" } else { "link" }} data-link={id.to_string()} data-bytes={b.to_string()}>
                    <line x1={format!("{ax:.1}")} y1={format!("{ay:.1}")} x2={format!("{bx:.1}")} y2={format!("{by:.1}")}
                        stroke={colour.clone()} stroke-width={format!("{width:.1}")} />
                    <polygon points={head} fill={colour} />
                    <title>{ title }</title>
                </g>
            });
    }
    let chips: Html = (0..t.chips())
            .map(|c| {
                let (x, y) = chip_xy(t, c, cell);
                let coords: Vec<String> = t.coords(c).iter().map(usize::to_string).collect();
                html! {
                    <g class="chip">
                        <rect x={format!("{:.1}", x - 11.0)} y={format!("{:.1}", y - 11.0)} width="22" height="22" rx="4">
                            <title>{ format!("chip {c} at ({}), host {}", coords.join(", "), t.host_of(c)) }</title>
                        </rect>
                        <text x={format!("{x:.1}")} y={format!("{:.1}", y + 4.0)} text-anchor="middle">{ c }</text>
                    </g>
                }
            })
            .collect();
    // Sized to the panel (up to a height playground.css caps); a torus too wide to read at the
    // panel's width keeps its own size and scrolls.
    let (width, height) = if w <= FIT_WIDTH {
        ("100%".to_string(), None)
    } else {
        (format!("{w:.0}"), Some(format!("{h:.0}")))
    };
    html! {
        <div class="torus-scroll">
            <svg id={id.to_string()} {width} {height} viewBox={format!("0 0 {w:.0} {h:.0}")}
                role="img" aria-label={format!("{} torus", t.name())}>
                { for lines }
                { chips }
            </svg>
        </div>
    }
}
