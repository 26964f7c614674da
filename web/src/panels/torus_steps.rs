//! A collective's steps in modelled time, for the simulator and this run's replay: a strip with
//! one segment per step (its width the step's time, split into the per-hop latency term and the
//! bytes-over-bandwidth term of the α–β model, `tpu_emu::ici::StepRecord::terms`), the chosen
//! step in words (when it starts and ends, which links carry how many bytes, which term
//! dominates), and a legend that says how a step's bound is decided.

use tpu_emu::ici::{crossover_bytes, Bound, LinkParams, StageInfo, StepRecord};
use yew::prelude::*;

/// The mark shown beside a step's bound, in the strip's legend and the step's line.
pub fn mark(b: Bound) -> &'static str {
    match b {
        Bound::Latency => "◇",
        Bound::Bandwidth => "◆",
    }
}

fn class(b: Bound) -> &'static str {
    match b {
        Bound::Latency => "latency",
        Bound::Bandwidth => "bandwidth",
    }
}

/// Width of the strip in its own units.
const STRIP_W: f64 = 1000.0;

/// The strip of `steps` (0: none chosen; k: step k highlighted), each segment a button for
/// `on_pick(k)`. `id` names the strip's SVG.
pub fn strip(
    id: &str,
    steps: &[StepRecord],
    link: LinkParams,
    current: usize,
    on_pick: &Callback<usize>,
) -> Html {
    let total = steps.last().map_or(0.0, StepRecord::end_us).max(1e-12);
    let scale = STRIP_W / total;
    let segments = steps.iter().enumerate().map(|(i, s)| {
        let (lat, bw) = s.terms(link);
        let bound = s.bound(link);
        let x = s.start_us * scale;
        let (wl, wb) = (lat * scale, bw * scale);
        let pick = on_pick.reform(move |_: MouseEvent| i + 1);
        let title = format!(
            "step {}: {:.2}–{:.2} µs, {:.2} µs latency + {:.2} µs bandwidth, {} {}",
            i + 1,
            s.start_us,
            s.end_us(),
            lat,
            bw,
            mark(bound),
            bound.name()
        );
        let chosen = if current == i + 1 { " current" } else { "" };
        html! {
            <g class={format!("step {}{chosen}", class(bound))} data-step={(i + 1).to_string()} onclick={pick}>
                <rect class="lat" x={format!("{x:.2}")} y="2" width={format!("{wl:.2}")} height="20" />
                <rect class="bw" x={format!("{:.2}", x + wl)} y="2" width={format!("{wb:.2}")} height="20" />
                <title>{ title }</title>
            </g>
        }
    });
    let outline = (current > 0 && current <= steps.len()).then(|| {
        let s = &steps[current - 1];
        html! {
            <rect class="step-outline" x={format!("{:.2}", s.start_us * scale)} y="0.5"
                width={format!("{:.2}", (s.duration_us * scale).max(2.0))} height="23" />
        }
    });
    html! {
        <svg id={id.to_string()} class="step-strip" viewBox={format!("0 0 {STRIP_W:.0} 24")}
            preserveAspectRatio="none" role="img" aria-label="The steps in modelled time">
            { for segments }
            { for outline }
        </svg>
    }
}

/// How many steps are latency-bound, and the rule, in a sentence.
pub fn legend(id: &str, steps: &[StepRecord], link: LinkParams) -> Html {
    let latency = steps
        .iter()
        .filter(|s| s.bound(link) == Bound::Latency)
        .count();
    html! {
        <p id={id.to_string()} class="hint step-legend">
            <span class="swatch latency" aria-hidden="true"></span>{ " latency " }
            <span class="swatch bandwidth" aria-hidden="true"></span>{ " bandwidth. " }
            { format!(
                "Each step costs α = {:.2} µs per hop plus its largest message over B = {} GB/s; it is {} latency-bound when the α term is the larger (its largest message under {} bytes per hop), {} bandwidth-bound otherwise. {latency} of {} latency-bound.",
                link.alpha_us(),
                crate::fmt::int((link.bandwidth_bytes_per_s / 1e9).round() as u64),
                mark(Bound::Latency),
                crate::fmt::int(crossover_bytes(link).round() as u64),
                mark(Bound::Bandwidth),
                crate::fmt::count(steps.len() as u64, "step"),
            ) }
        </p>
    }
}

/// Step `k` (1-based) of `steps` in words: its stage, when it runs, what its busy links carry
/// and its bound. `busy_here` counts the busy links drawn (a layer's), when not all are.
pub fn describe(
    steps: &[StepRecord],
    stages: &[StageInfo],
    k: usize,
    link: LinkParams,
    busy_here: Option<usize>,
) -> String {
    let s = &steps[k - 1];
    let stage = stages
        .iter()
        .find(|g| (g.first_step..g.first_step + g.steps).contains(&(k - 1)));
    let (lat, bw) = s.terms(link);
    let bound = s.bound(link);
    // Uneven chunks leave some messages empty: those links are named apart.
    let carrying = s.transfers.iter().filter(|x| x.1 > 0).count();
    let empty = s.transfers.len() - carrying;
    let min = s
        .transfers
        .iter()
        .map(|x| x.1)
        .filter(|&b| b > 0)
        .min()
        .unwrap_or(0);
    let mut carry = if min == s.max_bytes {
        format!("{} bytes each", crate::fmt::int(s.max_bytes))
    } else {
        format!(
            "{} to {} bytes each",
            crate::fmt::int(min),
            crate::fmt::int(s.max_bytes)
        )
    };
    if empty > 0 {
        carry += &format!(
            ", and {} with an empty message",
            crate::fmt::count(empty as u64, "more link")
        );
    }
    format!(
        "step {k} of {}{}: {:.2}–{:.2} µs, {} busy{} carrying {carry}; {:.2} µs latency ({} × α) + {:.2} µs bandwidth: {} {}",
        steps.len(),
        stage.map(|g| format!(" ({})", g.label)).unwrap_or_default(),
        s.start_us,
        s.end_us(),
        crate::fmt::count(carrying as u64, "link"),
        busy_here.map(|n| format!(" ({n} in this layer)")).unwrap_or_default(),
        lat,
        crate::fmt::count(u64::from(s.hops), "hop"),
        bw,
        mark(bound),
        bound.name()
    )
}
