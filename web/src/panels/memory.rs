//! The memory panel: HBM in use on each chip over the run's modelled time, from the trace's
//! `Memory` events (one per allocation, free, donation and cache release, with the allocator's
//! totals after it).
//!
//! Two curves per chip, as PyTorch names them: *reserved* (`memory_reserved()`: what the caching
//! allocator holds, the HBM in use) and *allocated* (`memory_allocated()`: what live tensors hold).
//! The x axis is the modelled device time, the timeline's: an event's time is the sum of the
//! modelled times of the kernels launched before it, so allocations made before any kernel (the
//! parameters) stand at 0. A chip's curve is drawn as steps over [`COLUMNS`] columns of the
//! width, each keeping the largest values of its events, so a peak is never averaged away.

use tpu_emu::trace::Event;
use yew::prelude::*;

/// Columns the curve is reduced to.
pub const COLUMNS: usize = 240;

/// One chip's memory over the run (sent from the worker with a distributed run's finish).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ChipMemory {
    /// `chip 0`, `rank 3`.
    pub label: String,
    /// The chip's HBM.
    pub capacity: u64,
    /// (modelled time in seconds, reserved bytes, allocated bytes) after each event, in order.
    pub points: Vec<(f64, u64, u64)>,
    /// The largest reserved and allocated values in the retained events.
    pub peak_reserved: u64,
    pub peak_allocated: u64,
    /// The trace dropped older events, so the curve starts later than the run.
    pub partial: bool,
}

/// Folds one chip's events into its curve.
pub fn chip_memory(label: &str, capacity: u64, events: &[Event], partial: bool) -> ChipMemory {
    let mut m = ChipMemory {
        label: label.to_string(),
        capacity,
        partial,
        ..ChipMemory::default()
    };
    let mut clock = 0.0f64;
    for e in events {
        match e {
            Event::KernelLaunched { modelled_s, .. }
                if modelled_s.is_finite() && *modelled_s > 0.0 =>
            {
                clock += *modelled_s;
            }
            Event::Memory {
                allocated,
                reserved,
                ..
            } => {
                m.points.push((clock, *reserved, *allocated));
                m.peak_reserved = m.peak_reserved.max(*reserved);
                m.peak_allocated = m.peak_allocated.max(*allocated);
            }
            _ => {}
        }
    }
    m
}

/// The curve reduced to `columns` steps over its time range: for each column holding events, the
/// largest reserved and allocated values among them (a column without events continues the step
/// before it). Returns (column, reserved, allocated), columns ascending.
pub fn columns(points: &[(f64, u64, u64)], columns: usize) -> Vec<(usize, u64, u64)> {
    let Some(&(t_end, _, _)) = points.last() else {
        return Vec::new();
    };
    let columns = columns.max(1);
    let t0 = points[0].0;
    let span = t_end - t0;
    let col_of = |t: f64| -> usize {
        if span <= 0.0 {
            0
        } else {
            (((t - t0) / span) * (columns - 1) as f64).round() as usize
        }
    };
    let mut out: Vec<(usize, u64, u64)> = Vec::new();
    for &(t, r, a) in points {
        let c = col_of(t).min(columns - 1);
        match out.last_mut() {
            Some(last) if last.0 == c => {
                last.1 = last.1.max(r);
                last.2 = last.2.max(a);
            }
            _ => out.push((c, r, a)),
        }
    }
    out
}

/// Bytes for people: `512 B`, `4.0 KiB`, `1.50 MiB`, `16.0 GiB`.
pub fn bytes(n: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if n < 1024 {
        return format!("{n} B");
    }
    let mut v = n as f64 / 1024.0;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if v < 10.0 {
        format!("{v:.2} {}", UNITS[u])
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

pub use crate::fmt::share as percent;

#[derive(Properties, PartialEq)]
pub struct MemoryProps {
    pub chips: std::rc::Rc<Vec<ChipMemory>>,
}

const W: f64 = 480.0;
const H: f64 = 90.0;
const PAD: f64 = 4.0;

fn step_path(
    cols: &[(usize, u64, u64)],
    pick: impl Fn(&(usize, u64, u64)) -> u64,
    top: u64,
) -> String {
    let x = |c: usize| PAD + c as f64 / (COLUMNS - 1) as f64 * (W - 2.0 * PAD);
    let y = |v: u64| H - PAD - v as f64 / top.max(1) as f64 * (H - 2.0 * PAD);
    let mut d = String::new();
    for (i, col) in cols.iter().enumerate() {
        let (px, py) = (x(col.0), y(pick(col)));
        if i == 0 {
            d.push_str(&format!("M{px:.1},{py:.1}"));
        } else {
            d.push_str(&format!("H{px:.1}V{py:.1}"));
        }
    }
    if let Some(last) = cols.last() {
        d.push_str(&format!("H{:.1}", x(last.0).max(W - PAD)));
    }
    d
}

/// The panel: per chip, the two curves on a scale of its own peak, and the peak against the
/// chip's HBM.
#[function_component(MemoryPanel)]
pub fn memory_panel(props: &MemoryProps) -> Html {
    let chips = &props.chips;
    let body = if chips.iter().all(|c| c.points.is_empty()) {
        html! { <p class="hint">{ "Run a program and each chip's HBM in use appears here over the run's modelled time." }</p> }
    } else {
        chips
            .iter()
            .map(|c| {
                let cols = columns(&c.points, COLUMNS);
                let top = c.peak_reserved.max(c.peak_allocated);
                let pct = percent(c.peak_reserved, c.capacity);
                let t_end = c.points.last().map_or(0.0, |p| p.0);
                let caption = format!(
                    "{}: peak {} reserved ({pct} of {} HBM), {} allocated by live tensors; {} allocator events over {} modelled{}",
                    c.label,
                    bytes(c.peak_reserved),
                    bytes(c.capacity),
                    bytes(c.peak_allocated),
                    c.points.len(),
                    crate::panels::timeline::seconds(t_end),
                    if c.partial { " (the trace dropped older events: the curve starts later)" } else { "" },
                );
                html! {
                    <figure class="hbm-chip" data-label={c.label.clone()} data-peak={c.peak_reserved.to_string()}>
                        <svg viewBox={format!("0 0 {W} {H}")} role="img" aria-label={caption.clone()}>
                            <rect x="0" y="0" width={W.to_string()} height={H.to_string()} class="plot-bg" />
                            <path class="reserved" d={step_path(&cols, |c| c.1, top)} fill="none" stroke-width="2" />
                            <path class="allocated" d={step_path(&cols, |c| c.2, top)} fill="none" stroke-width="1.5" />
                        </svg>
                        <figcaption>{ caption }</figcaption>
                    </figure>
                }
            })
            .collect()
    };
    html! {
        <section class="panel memory-panel" id="memory-panel">
            <h2>{ "HBM" }</h2>
            <p class="legend-line"><span class="key reserved">{ "reserved (HBM in use)" }</span>{ " " }<span class="key allocated">{ "allocated (live tensors)" }</span></p>
            { body }
        </section>
    }
}
