//! Compare: the same program run in every eager mode the core implements, one after the other,
//! each with its lane and its figures side by side.
//!
//! The modes come from [`state::compare_modes`] (every mode, in the order the selector
//! lists them). Each lane is as long
//! as that mode's modelled run time (the core's clock: device kernels plus host dispatch and sync
//! costs), all on one scale so lengths compare; the kernels are drawn inside it end to end by
//! their modelled times and the syncs as ticks, so what is left of the lane is host time. Beside
//! each: ops, launches, syncs, the modelled time and its ratio to the first mode's, the measured
//! wall time of the run in this browser (labelled as such: it measures the emulator, not a TPU),
//! and whether it printed the same text as the first mode.

use std::rc::Rc;

use tpu_emu::dispatch::EagerMode;
use yew::prelude::*;

use crate::panels::metrics::RunReport;
use crate::panels::timeline::seconds;
use crate::panels::trace_view::Lanes;
use crate::state;

const FULL_W: f64 = 720.0;
const LANE_H: f64 = 18.0;
const GAP: f64 = 8.0;
/// Kernels drawn per lane (the newest); the lane's length and the figures stay exact.
pub const MAX_KERNELS: usize = 400;

/// One mode's run.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub mode: EagerMode,
    /// "done", "error at line N" or "stopped".
    pub end: String,
    pub report: Option<RunReport>,
    pub wall_s: f64,
    pub lanes: Rc<Lanes>,
    /// Printed the same text as the first mode.
    pub same_output: bool,
}

/// The modelled time of each row over the first row's (`None` where a time is missing or zero).
pub fn ratios(rows: &[Row]) -> Vec<Option<f64>> {
    let base = rows
        .first()
        .and_then(|r| r.report.as_ref())
        .map(|r| r.modelled_time_s);
    rows.iter()
        .map(|r| match (base, r.report.as_ref()) {
            (Some(b), Some(r)) if b > 0.0 => Some(r.modelled_time_s / b),
            _ => None,
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct CompareProps {
    pub rows: Rc<Vec<Row>>,
    /// The mode being run now, while a comparison is going.
    #[prop_or_default]
    pub running: Option<EagerMode>,
}

#[function_component(Compare)]
pub fn compare(props: &CompareProps) -> Html {
    let rows = &props.rows;
    let progress = props.running.map(|m| {
        html! { <p class="hint" id="compare-progress">{ format!("running in {} mode…", state::mode_name(m)) }</p> }
    });
    if rows.is_empty() {
        let names: Vec<&str> = state::compare_modes()
            .into_iter()
            .map(state::mode_name)
            .collect();
        return html! {
            <section class="panel compare-panel" id="compare-panel">
                <h2>{ "Compare modes" }</h2>
                <p class="hint">{ format!("Compare runs the program in each mode the core implements ({}) and lays their timelines side by side.", names.join(", ")) }</p>
                { progress }
            </section>
        };
    }
    let longest = rows
        .iter()
        .filter_map(|r| r.report.as_ref().map(|r| r.modelled_time_s))
        .fold(0.0_f64, f64::max);
    let scale = if longest > 0.0 { FULL_W / longest } else { 0.0 };
    let ratios = ratios(rows);
    let height = rows.len() as f64 * (LANE_H + GAP);
    let lanes: Html = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let y = i as f64 * (LANE_H + GAP);
            let total = r.report.as_ref().map_or(0.0, |r| r.modelled_time_s);
            let first = r.lanes.kernels.len().saturating_sub(MAX_KERNELS);
            let kernels: Html = r.lanes.kernels[first..]
                .iter()
                .map(|k| {
                    let x = (k.start_s - r.lanes.kernels[first].start_s) * scale;
                    html! {
                        <rect class="kernel" x={format!("{x:.2}")} y={format!("{:.1}", y + 3.0)}
                            width={format!("{:.2}", (k.modelled_s * scale).max(0.5))} height={format!("{:.1}", LANE_H - 6.0)}>
                            <title>{ format!("{} (line {}): {}", k.name, k.line, seconds(k.modelled_s)) }</title>
                        </rect>
                    }
                })
                .collect();
            let syncs: Html = r
                .lanes
                .syncs
                .iter()
                .map(|s| {
                    let x = s.at_s * scale;
                    html! {
                        <rect class="sync" x={format!("{x:.2}")} y={format!("{y:.1}")} width="2" height={format!("{LANE_H:.1}")}>
                            <title>{ format!("sync at line {}: {}", s.line, crate::panels::trace_view::reason_name(s.reason)) }</title>
                        </rect>
                    }
                })
                .collect();
            html! {
                <g class="lane" data-mode={state::mode_name(r.mode)}>
                    <rect class="run" x="0" y={format!("{y:.1}")} width={format!("{:.2}", total * scale)} height={format!("{LANE_H:.1}")}>
                        <title>{ format!("{} mode: {} modelled run time", state::mode_name(r.mode), seconds(total)) }</title>
                    </rect>
                    { kernels }
                    { syncs }
                </g>
            }
        })
        .collect();
    let names: Html = rows
        .iter()
        .map(|r| html! { <span>{ state::mode_name(r.mode) }</span> })
        .collect();
    let table: Html = rows
        .iter()
        .zip(&ratios)
        .map(|(r, ratio)| {
            let figures = match &r.report {
                Some(rep) => html! {
                    <>
                        <td>{ rep.ops_dispatched }</td>
                        <td>{ rep.kernel_launches }</td>
                        <td>{ rep.syncs }</td>
                        <td class="modelled">{ seconds(rep.modelled_time_s) }</td>
                    </>
                },
                None => html! { <><td>{ "-" }</td><td>{ "-" }</td><td>{ "-" }</td><td class="modelled">{ "-" }</td></> },
            };
            html! {
                <tr data-mode={state::mode_name(r.mode)}>
                    <th scope="row">{ state::mode_name(r.mode) }</th>
                    <td class="end">{ r.end.clone() }</td>
                    { figures }
                    <td class="ratio">{ ratio.map_or("-".to_string(), |x| format!("{x:.2}x")) }</td>
                    <td class="wall">{ seconds(r.wall_s) }</td>
                    <td class="same">{ if r.same_output { "same" } else { "differs" } }</td>
                </tr>
            }
        })
        .collect();
    let base = state::mode_name(rows[0].mode);
    html! {
        <section class="panel compare-panel" id="compare-panel">
            <h2>{ "Compare modes" }</h2>
            { progress }
            <div class="lanes">
                <div class="lane-names compare-names">{ names }</div>
                <div class="lane-scroll">
                    <svg id="compare-lanes" width={format!("{FULL_W}")} height={format!("{height:.0}")}
                        role="img" aria-label="One lane per mode, each as long as its modelled run time">
                        { lanes }
                    </svg>
                </div>
            </div>
            <p class="hint">{ "Each lane is as long as the mode's modelled run time, on one scale; blue: device kernels end to end; ticks: syncs; the rest is host dispatch and waiting." }</p>
            <table id="compare-table">
                <thead><tr>
                    <th>{ "mode" }</th><th>{ "end" }</th><th>{ "ops" }</th><th>{ "launches" }</th><th>{ "syncs" }</th>
                    <th>{ "modelled time" }</th><th>{ format!("vs {base}") }</th><th>{ "measured (this browser)" }</th><th>{ "output" }</th>
                </tr></thead>
                <tbody>{ table }</tbody>
            </table>
        </section>
    }
}
