//! The timeline: host dispatch, compiles, device work and syncs, read from the trace alone.
//!
//! Four lanes share one axis, the order of device work: each kernel is a bar whose width is its
//! modelled time (roofline plus launch, from the core's cost model), laid end to end, with a
//! minimum width so that a 50 ns kernel stays visible and clickable beside a 50 µs one. The host
//! lane has a tick per dispatched op above the kernel it launched; the compile lane marks each
//! compile-cache lookup of Fused mode and `torch.compile` above the kernel it was for, a compile
//! (a miss, with what differed from the entry before) as a block and a hit as a thin tick; the
//! sync lane marks where the host waited, with the reason and line on hover. Totals are exact: the device's sum over the
//! retained kernels, and the run's modelled time from the report (which adds host dispatch and
//! sync costs). Only the newest [`MAX_BARS`] kernels are drawn, so a long run stays light.

use std::rc::Rc;

use yew::prelude::*;

use crate::panels::metrics::RunReport;
use crate::panels::trace_view::{reason_name, Lanes, MatmulPick};

pub const MAX_BARS: usize = 300;
const MIN_W: f64 = 3.0;
const FULL_W: f64 = 960.0;
const LANE_H: f64 = 22.0;

#[derive(Properties, PartialEq)]
pub struct TimelineProps {
    pub lanes: Rc<Lanes>,
    pub report: Option<RunReport>,
    /// The matmul shown in the MXU panel, highlighted.
    #[prop_or_default]
    pub selected: Option<u64>,
    pub on_pick: Callback<MatmulPick>,
    /// Downloads the run's trace in Chrome's Trace Event format (for Perfetto).
    #[prop_or_default]
    pub on_download: Option<Callback<()>>,
}

pub enum Msg {
    Pick(MatmulPick),
}

pub struct Timeline;

pub use crate::fmt::seconds;

impl Component for Timeline {
    type Message = Msg;
    type Properties = TimelineProps;

    fn create(_: &Context<Self>) -> Self {
        Timeline
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Pick(p) => ctx.props().on_pick.emit(p),
        }
        false
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let props = ctx.props();
        let lanes = &props.lanes;
        if lanes.kernels.is_empty() && lanes.syncs.is_empty() {
            return html! {
                <section class="panel timeline-panel" id="timeline-panel">
                    <h2>{ "Timeline" }</h2>
                    <p class="hint">{ "Run a program to see its host dispatch, compiles, device work and syncs." }</p>
                </section>
            };
        }
        let first = lanes.kernels.len().saturating_sub(MAX_BARS);
        let shown = &lanes.kernels[first..];
        let window_s: f64 = shown.iter().map(|k| k.modelled_s).sum();
        let scale = if window_s > 0.0 {
            FULL_W / window_s
        } else {
            0.0
        };
        // x of every shown kernel's left edge, and the end.
        let mut xs = Vec::with_capacity(shown.len() + 1);
        let mut x = 0.0;
        for k in shown {
            xs.push(x);
            x += (k.modelled_s * scale).max(MIN_W);
        }
        xs.push(x);
        let width = x.max(FULL_W);
        let x_at = |kernels_before: usize| -> Option<f64> {
            kernels_before
                .checked_sub(first)
                .map(|i| xs[i.min(shown.len())])
        };
        let link = ctx.link();
        let bars: Html = shown
            .iter()
            .zip(&xs)
            .map(|(k, &x)| {
                let w = (k.modelled_s * scale).max(MIN_W);
                let mut class = classes!("kernel");
                if k.host_fallback {
                    class.push("fallback");
                }
                let title = format!(
                    "{}{} (line {}): {} modelled{}{}",
                    k.name,
                    k.matmul
                        .map(|m| if m.batch > 1 {
                            format!(" {}x[{}x{} @ {}x{}]", m.batch, m.m, m.k, m.k, m.n)
                        } else {
                            format!(" {}x{} @ {}x{}", m.m, m.k, m.k, m.n)
                        })
                        .unwrap_or_default(),
                    k.line,
                    seconds(k.modelled_s),
                    if k.mxu_cycles > 0 { format!(", {} MXU cycles", k.mxu_cycles) } else { String::new() },
                    if k.host_fallback { ", ran on the CPU reference" } else { "" },
                );
                let onclick = k.matmul.map(|m| link.callback(move |_: MouseEvent| Msg::Pick(m)));
                // Matmul bars are buttons for the keyboard too: Tab to one, Enter or Space picks it.
                let onkeydown = k.matmul.map(|m| {
                    link.batch_callback(move |e: KeyboardEvent| {
                        (e.key() == "Enter" || e.key() == " ").then(|| {
                            e.prevent_default();
                            Msg::Pick(m)
                        })
                    })
                });
                let tabindex = k.matmul.map(|_| "0");
                let role = k.matmul.map(|_| "button");
                if k.matmul.is_some() {
                    class.push("matmul");
                    if k.matmul.map(|m| m.seq) == props.selected {
                        class.push("selected");
                    }
                }
                html! {
                    <rect class={class} data-seq={k.seq.to_string()} x={format!("{x:.1}")} y={(2.0 * LANE_H).to_string()}
                        width={format!("{:.1}", (w - 0.5).max(1.0))} height={(LANE_H - 4.0).to_string()} {onclick} {onkeydown}
                        tabindex={tabindex} role={role} aria-label={k.matmul.map(|_| title.clone())}>
                        <title>{ title }</title>
                    </rect>
                }
            })
            .collect();
        let ops: Html = lanes
            .ops
            .iter()
            .filter_map(|(seq, op, line, before)| {
                let x = x_at(*before)?;
                Some(html! {
                    <rect class="op" x={format!("{x:.1}")} y="2" width="1.5" height={(LANE_H - 6.0).to_string()}>
                        <title>{ format!("op {seq}: {op} (line {line})") }</title>
                    </rect>
                })
            })
            .collect();
        let syncs: Html = lanes
            .syncs
            .iter()
            .filter_map(|s| {
                let x = x_at(s.kernels_before)?;
                Some(html! {
                    <rect class="sync" x={format!("{:.1}", (x - 1.0).max(0.0))} y={(3.0 * LANE_H).to_string()}
                        width="3" height={(LANE_H - 4.0).to_string()}>
                        <title>{ format!("line {}: {} ({} bytes to the host)", s.line, reason_name(s.reason), s.bytes) }</title>
                    </rect>
                })
            })
            .collect();
        let compiles: Html = lanes
            .compiles
            .iter()
            .filter_map(|c| {
                let x = x_at(c.kernels_before)?;
                let (class, w, title) = if c.hit {
                    (
                        "compile hit",
                        1.5,
                        format!("line {}: {}: compile-cache hit", c.line, c.kernel),
                    )
                } else {
                    let why = c
                        .differs
                        .as_deref()
                        .map_or(String::new(), |d| format!(" ({d})"));
                    (
                        "compile miss",
                        5.0,
                        format!("line {}: {}: compiled{why}", c.line, c.kernel),
                    )
                };
                Some(html! {
                    <rect class={class} x={format!("{x:.1}")} y={(LANE_H + 2.0).to_string()}
                        width={w.to_string()} height={(LANE_H - 6.0).to_string()}>
                        <title>{ title }</title>
                    </rect>
                })
            })
            .collect();
        let total = props.report.as_ref().map(|r| r.modelled_time_s);
        let summary = match total {
            Some(t) => format!(
                "device {} in {} · host dispatch and syncs {} · run {} (modelled, {})",
                seconds(lanes.device_s),
                crate::fmt::count(lanes.kernels.len() as u64, "kernel"),
                seconds((t - lanes.device_s).max(0.0)),
                seconds(t),
                props.report.as_ref().map(|r| r.chip.short()).unwrap_or(""),
            ),
            None => format!(
                "device {} in {} (modelled)",
                seconds(lanes.device_s),
                crate::fmt::count(lanes.kernels.len() as u64, "kernel")
            ),
        };
        let note = (first > 0).then(|| {
            html! { <p class="hint">{ format!("showing the newest {MAX_BARS} of {}", crate::fmt::count(lanes.kernels.len() as u64, "kernel")) }</p> }
        });
        let download = props.on_download.clone().map(|cb| {
            html! {
                <button id="download-trace" class="small" onclick={Callback::from(move |_| cb.emit(()))}
                    title="The run's host, TPU, compile and ICI lanes as a Chrome trace: open it in ui.perfetto.dev or chrome://tracing">
                    { "Download trace (Perfetto)" }</button>
            }
        });
        html! {
            <section class="panel timeline-panel" id="timeline-panel">
                <h2>{ "Timeline" }</h2>
                <p id="timeline-totals" class="totals">{ summary }</p>
                { download }
                <div class="lanes">
                    <div class="lane-names" aria-hidden="true">
                        <span>{ "host" }</span><span>{ "compile" }</span><span>{ "device" }</span><span>{ "sync" }</span>
                    </div>
                    <div class="lane-scroll">
                        <svg id="timeline" width={format!("{width:.0}")} height={(4.0 * LANE_H).to_string()}
                            role="group" aria-label="Timeline of host dispatch, compiles, device kernels and syncs">
                            { ops }{ compiles }{ bars }{ syncs }
                        </svg>
                    </div>
                </div>
                { note }
                <p class="hint">{ "Bar width is modelled time (3 px at least). Click a matmul (blue) to watch it on the MXU." }</p>
            </section>
        }
    }
}
