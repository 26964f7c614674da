//! Metrics: the run's Report, as totals the core counted over the whole run (exact even when the
//! trace's ring dropped old events).

use std::rc::Rc;

use tpu_torch::runtime::Report;
use yew::prelude::*;

use crate::panels::timeline::seconds;

/// A run's report, shared between panels; two are equal when they are the same run's.
#[derive(Clone, Debug)]
pub struct RunReport(pub Rc<Report>);

impl PartialEq for RunReport {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::ops::Deref for RunReport {
    type Target = Report;
    fn deref(&self) -> &Report {
        &self.0
    }
}

#[derive(Properties, PartialEq)]
pub struct MetricsProps {
    pub report: Option<RunReport>,
    /// Wall-clock time of the run in this browser, labelled as such.
    #[prop_or_default]
    pub wall_s: Option<f64>,
}

pub enum Msg {}

pub struct Metrics;

/// The rows the panel shows: (label, value), in order.
pub fn rows(r: &Report, wall_s: Option<f64>) -> Vec<(&'static str, String)> {
    let mut v = vec![
        ("mode", format!("{:?}", r.mode).to_lowercase()),
        ("chip", r.chip.short().to_string()),
        ("backend", r.backend.clone()),
        ("ops dispatched", r.ops_dispatched.to_string()),
        ("kernel launches", r.kernel_launches.to_string()),
        ("syncs", r.syncs.to_string()),
        ("HBM bytes read", r.hbm_bytes_read.to_string()),
        ("HBM bytes written", r.hbm_bytes_written.to_string()),
        ("flops", r.flops.to_string()),
        ("MXU cycles", r.mxu_cycles.to_string()),
        ("modelled time", seconds(r.modelled_time_s)),
        ("VM steps", r.steps.to_string()),
    ];
    if let Some(f) = &r.fusion {
        v.push((
            "compile cache",
            format!(
                "{} hits ({} persistent), {} misses, {} kept ({} evicted)",
                f.cache_hits,
                f.cache_persistent_hits,
                f.cache_misses,
                f.cache_entries,
                f.cache_evictions
            ),
        ));
        if f.gpu_pipelines > 0 {
            v.push((
                "GPU pipelines",
                format!(
                    "{} kept ({} evicted)",
                    f.gpu_pipelines, f.gpu_pipeline_evictions
                ),
            ));
        }
    }
    if r.trace_events_dropped > 0 {
        v.push(("trace events dropped", r.trace_events_dropped.to_string()));
    }
    if let Some(w) = wall_s {
        v.push(("wall time (this browser)", seconds(w)));
    }
    v
}

impl Component for Metrics {
    type Message = Msg;
    type Properties = MetricsProps;

    fn create(_: &Context<Self>) -> Self {
        Metrics
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let body = match &ctx.props().report {
            Some(r) => {
                let rows: Html = rows(r, ctx.props().wall_s)
                    .into_iter()
                    .map(|(k, v)| html! { <tr><th scope="row">{ k }</th><td>{ v }</td></tr> })
                    .collect();
                html! { <table id="metrics">{ rows }</table> }
            }
            None => html! { <p class="hint">{ "The run's totals appear here." }</p> },
        };
        html! {
            <section class="panel metrics-panel" id="metrics-panel">
                <h2>{ "Metrics" }</h2>
                { body }
            </section>
        }
    }
}
