//! The MXU panel: a matmul picked in the timeline, streamed cycle by cycle through a small
//! teaching array (4, 8 or 16 PEs a side; ws, os or is), with the real chip's figures beside it.
//!
//! The animation reads the core's compact [`Frames`]: the fold schedule (a dozen numbers) from
//! which any cycle's PE state is rebuilt on demand, so scrubbing to cycle 10 million costs the
//! same as cycle 1. The figures for the real chip come from `map_matmul` with the same spec the
//! cost model priced (128x128, weight-stationary, all of the chip's MXUs), so the panel shows
//! what the timeline's modelled time was computed from.

use tpu_emu::chip::{ChipId, CostModel};
use tpu_emu::mxu::Schedule;
use tpu_emu::mxu::{
    analyze, map_matmul, ArrayShape, Dataflow, Frames, Gemm, Held, MatmulMapping, Mode, PeState,
};
use wasm_bindgen::prelude::*;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::panels::trace_view::MatmulPick;

pub const SIDES: [u32; 3] = [4, 8, 16];
pub const SPEEDS: [u32; 5] = [1, 4, 16, 64, 256];
const TICK_MS: i32 = 100;

#[derive(Properties, PartialEq)]
pub struct MxuProps {
    pub pick: MatmulPick,
    pub chip: ChipId,
    /// The run's matmuls ([`crate::panels::matmul_list::matmul_list`]), shown above the animation.
    #[prop_or_default]
    pub list: Html,
}

pub enum Msg {
    Side(u32),
    Dataflow(Dataflow),
    Play,
    Pause,
    Scrub(u64),
    Speed(u32),
    Tick,
}

/// A repeating browser timer, cleared when dropped.
struct Ticker {
    id: i32,
    _callback: Closure<dyn FnMut()>,
}

impl Drop for Ticker {
    fn drop(&mut self) {
        if let Some(w) = web_sys::window() {
            w.clear_interval_with_handle(self.id);
        }
    }
}

pub struct MxuPanel {
    side: u32,
    dataflow: Dataflow,
    cycle: u64,
    speed: u32,
    /// Fractional cycles carried between ticks at low speeds.
    carry: f64,
    ticker: Option<Ticker>,
    frames: Result<Frames, String>,
    chip: Result<MatmulMapping, String>,
}

/// The teaching array's frames for `pick` (one batch element).
pub fn frames_for(pick: &MatmulPick, side: u32, dataflow: Dataflow) -> Result<Frames, String> {
    let gemm = Gemm::new(pick.m, pick.k, pick.n)?;
    let array = ArrayShape::square(side)?;
    Ok(Frames::new(Schedule::new(gemm, array, dataflow, Mode::Tpu)))
}

/// The real chip's mapping of `pick`, as the cost model priced it.
pub fn chip_mapping(pick: &MatmulPick, chip: ChipId) -> Result<MatmulMapping, String> {
    let spec = CostModel::new(chip).matmul_spec(pick.batch, pick.m, pick.k, pick.n)?;
    map_matmul(spec)
}

use crate::fmt::int;
pub use crate::fmt::pct;

fn held(h: &Option<Held>) -> String {
    match h {
        None => "-".into(),
        Some(Held::A { m, k }) => format!("A[{m},{k}]"),
        Some(Held::B { k, n }) => format!("B[{k},{n}]"),
        Some(Held::Psum { m, n, k_lo, k_hi }) => format!("C[{m},{n}] k {k_lo}..{k_hi}"),
        Some(Held::Pad) => "pad".into(),
    }
}

/// The CSS class of a PE in a frame: computing (an operand passes a real stationary value or
/// accumulator), padding (beyond a partial fold's edge), loaded (holding a value, idle), empty.
pub fn pe_class(pe: &PeState) -> &'static str {
    let real = |h: &Option<Held>| matches!(h, Some(x) if *x != Held::Pad);
    if real(&pe.right) && (real(&pe.stationary) || real(&pe.down)) {
        "pe busy"
    } else if pe.right == Some(Held::Pad) || pe.stationary == Some(Held::Pad) {
        "pe pad"
    } else if real(&pe.stationary) || real(&pe.load) || real(&pe.shadow) {
        "pe loaded"
    } else {
        "pe"
    }
}

impl MxuPanel {
    fn recompute(&mut self, ctx: &Context<Self>) {
        let p = ctx.props();
        self.frames = frames_for(&p.pick, self.side, self.dataflow);
        self.chip = chip_mapping(&p.pick, p.chip);
        self.cycle = 0;
        self.carry = 0.0;
        self.ticker = None;
    }

    fn last_cycle(&self) -> u64 {
        self.frames.as_ref().map_or(0, |f| f.total_cycles)
    }
}

impl Component for MxuPanel {
    type Message = Msg;
    type Properties = MxuProps;

    fn create(ctx: &Context<Self>) -> Self {
        let p = ctx.props();
        MxuPanel {
            side: 4,
            dataflow: Dataflow::WeightStationary,
            cycle: 0,
            speed: 4,
            carry: 0.0,
            ticker: None,
            frames: frames_for(&p.pick, 4, Dataflow::WeightStationary),
            chip: chip_mapping(&p.pick, p.chip),
        }
    }

    fn changed(&mut self, ctx: &Context<Self>, old: &MxuProps) -> bool {
        // A new list (every page update makes new callbacks) keeps the animation where it is;
        // a new matmul or chip starts it again.
        let p = ctx.props();
        if (p.pick, p.chip) != (old.pick, old.chip) {
            self.recompute(ctx);
        }
        true
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Side(s) => {
                self.side = s;
                self.recompute(ctx);
            }
            Msg::Dataflow(d) => {
                self.dataflow = d;
                self.recompute(ctx);
            }
            Msg::Play => {
                if self.cycle >= self.last_cycle() {
                    self.cycle = 0;
                }
                let link = ctx.link().clone();
                let callback = Closure::<dyn FnMut()>::new(move || link.send_message(Msg::Tick));
                self.ticker = web_sys::window()
                    .and_then(|w| {
                        w.set_interval_with_callback_and_timeout_and_arguments_0(
                            callback.as_ref().unchecked_ref(),
                            TICK_MS,
                        )
                        .ok()
                    })
                    .map(|id| Ticker {
                        id,
                        _callback: callback,
                    });
            }
            Msg::Pause => self.ticker = None,
            Msg::Scrub(c) => self.cycle = c.min(self.last_cycle()),
            Msg::Speed(s) => self.speed = s,
            Msg::Tick => {
                self.carry += f64::from(self.speed) * f64::from(TICK_MS) / 1000.0;
                let whole = self.carry.floor();
                self.carry -= whole;
                self.cycle = (self.cycle + whole as u64).min(self.last_cycle());
                if self.cycle >= self.last_cycle() {
                    self.ticker = None;
                }
            }
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let p = ctx.props().pick;
        let link = ctx.link();
        let side_opts: Html = SIDES
            .iter()
            .map(|&s| html! { <option value={s.to_string()} selected={s == self.side}>{ format!("{s}x{s}") }</option> })
            .collect();
        let flow_opts: Html = Dataflow::ALL
            .iter()
            .map(|d| html! { <option value={d.short()} selected={*d == self.dataflow}>{ d.short() }</option> })
            .collect();
        let speed_opts: Html = SPEEDS
            .iter()
            .map(|&s| html! { <option value={s.to_string()} selected={s == self.speed}>{ format!("{s} cycles/s") }</option> })
            .collect();
        let on_side = link.callback(|e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            Msg::Side(v.parse().unwrap_or(4))
        });
        let on_flow = link.callback(|e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            Msg::Dataflow(v.parse().unwrap_or(Dataflow::WeightStationary))
        });
        let on_speed = link.callback(|e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            Msg::Speed(v.parse().unwrap_or(4))
        });
        let on_scrub = link.callback(|e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            Msg::Scrub(v.parse().unwrap_or(0))
        });
        let playing = self.ticker.is_some();
        let grid = match &self.frames {
            Err(e) => html! { <p class="error-text">{ e.clone() }</p> },
            Ok(frames) => {
                let cell = 28.0;
                let states = frames.state_at(self.cycle);
                let side = self.side;
                let cells: Html = states
                    .iter()
                    .enumerate()
                    .map(|(i, pe)| {
                        let (r, c) = (i as u32 / side, i as u32 % side);
                        let title = format!(
                            "PE({r},{c}) at cycle {}: right {}, down {}, stationary {}, shadow {}, load {}",
                            self.cycle, held(&pe.right), held(&pe.down), held(&pe.stationary),
                            held(&pe.shadow), held(&pe.load)
                        );
                        html! {
                            <rect class={pe_class(pe)} x={(f64::from(c) * cell + 1.0).to_string()}
                                y={(f64::from(r) * cell + 1.0).to_string()} width={(cell - 2.0).to_string()}
                                height={(cell - 2.0).to_string()} rx="3">
                                <title>{ title }</title>
                            </rect>
                        }
                    })
                    .collect();
                let span = f64::from(side) * cell;
                let waves: Vec<String> = frames
                    .wavefronts_at(self.cycle)
                    .iter()
                    .map(|w| format!("fold {} on diagonals {}..{}", w.fold, w.diag_lo, w.diag_hi))
                    .collect();
                let busy = states.iter().filter(|s| pe_class(s) == "pe busy").count();
                let teach = analyze(
                    frames.schedule.gemm,
                    frames.schedule.array,
                    self.dataflow,
                    Mode::Tpu,
                );
                html! {
                    <>
                    <svg id="mxu-grid" data-cycle={self.cycle.to_string()} width={span.to_string()} height={span.to_string()}
                        viewBox={format!("0 0 {span} {span}")} role="img"
                        aria-label={format!("{side}x{side} systolic array at cycle {}", self.cycle)}>
                        { cells }
                    </svg>
                    <p id="mxu-cycle">{ format!("cycle {} of {} · {busy} of {} PEs multiplying · {}", int(self.cycle), int(frames.total_cycles), side * side,
                        if waves.is_empty() { "no stream in the array".to_string() } else { waves.join("; ") }) }</p>
                    <p>{ format!("On this {side}x{side} array ({}): {} folds, {} cycles, {} of PE-cycles used.",
                        self.dataflow.short(), frames.schedule.folds(), int(teach.total_cycles as u64 + 1), pct(teach.overall_util_pct)) }</p>
                    </>
                }
            }
        };
        let chip = match &self.chip {
            Err(e) => {
                html! { <p class="error-text">{ format!("the chip's model refused this matmul: {e}") }</p> }
            }
            Ok(m) => html! {
                <p id="mxu-chip">{ format!(
                    "On {} ({} MXUs of {}x{}, ws): {} cycles, {} utilization, {} wasted PE-cycles ({} tile edges, {} fill and drain, {} idle MXUs). {}",
                    ctx.props().chip.short(), m.spec.mxus, m.spec.array.rows, m.spec.array.cols, int(m.cycles),
                    pct(m.utilization_pct), int(m.wasted_pe_cycles), int(m.waste.tile_edges), int(m.waste.fill_drain),
                    int(m.waste.idle_mxus), m.reason) }</p>
            },
        };
        html! {
            <section class="panel mxu-panel" id="mxu-panel">
                <h2>{ format!("MXU: {} (line {}): {}[{}x{}] @ [{}x{}]", if p.batch > 1 { "bmm" } else { "mm" }, p.line,
                    if p.batch > 1 { format!("{}x", p.batch) } else { String::new() }, p.m, p.k, p.k, p.n) }</h2>
                { ctx.props().list.clone() }
                <div class="row">
                    <label>{ "array " }<select id="mxu-side" onchange={on_side}>{ side_opts }</select></label>
                    <label>{ "dataflow " }<select id="mxu-dataflow" onchange={on_flow}>{ flow_opts }</select></label>
                    if playing {
                        <button id="mxu-pause" onclick={link.callback(|_| Msg::Pause)}>{ "Pause" }</button>
                    } else {
                        <button id="mxu-play" onclick={link.callback(|_| Msg::Play)}>{ "Play" }</button>
                    }
                    <label>{ "speed " }<select id="mxu-speed" onchange={on_speed}>{ speed_opts }</select></label>
                </div>
                <input id="mxu-scrub" type="range" min="0" max={self.last_cycle().to_string()}
                    value={self.cycle.to_string()} oninput={on_scrub} aria-label="Cycle" />
                { grid }
                { chip }
            </section>
        }
    }
}
