//! The live plot: any scalar the program prints per step, drawn as SVG while the program runs.
//!
//! # The rule
//!
//! Console text is read line by line (a line counts once its `\n` has arrived). In a line, a
//! *pair* is a name (a letter or `_`, then letters, digits, `_`) followed by `:`, `=` or spaces
//! and a number. A pair whose number is written as a float (it has a `.` or an exponent, e.g.
//! `loss 0.1234`, `acc=0.91`, `lr: 1e-3`) is a point of the series with that name; whole numbers
//! are counts and sizes (`in_features=16`), never plotted. If the same line has a whole-number
//! pair named `step`, `epoch`, `iter`, `iteration` or `it`, that number is the point's x;
//! otherwise x is the series' running count (0, 1, 2, ...). A series is drawn once it has two
//! points; `nan` and `inf` are not numbers here. At most [`MAX_SERIES`] series (the first seen)
//! and [`MAX_POINTS`] points each (later ones are dropped and counted), so a `while True:` loop
//! cannot grow the page without bound.

use yew::prelude::*;

pub const MAX_SERIES: usize = 6;
pub const MAX_POINTS: usize = 5_000;
/// Longest line read; a longer one is skipped (it is not a metrics line).
const MAX_LINE: usize = 4_096;
const X_NAMES: [&str; 5] = ["step", "epoch", "iter", "iteration", "it"];

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Series {
    pub name: String,
    pub points: Vec<(f64, f64)>,
    pub dropped: u64,
}

/// The parser's state: the series so far and the unfinished last line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scalars {
    pub series: Vec<Series>,
    partial: String,
    skipping: bool,
}

impl Scalars {
    /// Reads newly printed text.
    pub fn feed(&mut self, text: &str) {
        let mut rest = text;
        loop {
            match rest.find('\n') {
                Some(i) => {
                    let head = &rest[..i];
                    if !self.skipping && self.partial.len() + head.len() <= MAX_LINE {
                        self.partial.push_str(head);
                        let line = std::mem::take(&mut self.partial);
                        self.line(&line);
                    }
                    self.partial.clear();
                    self.skipping = false;
                    rest = &rest[i + 1..];
                }
                None => {
                    if !self.skipping && self.partial.len() + rest.len() <= MAX_LINE {
                        self.partial.push_str(rest);
                    } else {
                        // Too long to be a metrics line: skip it up to its newline.
                        self.partial.clear();
                        self.skipping = true;
                    }
                    return;
                }
            }
        }
    }

    /// The series with two points or more: what the plot draws.
    pub fn drawable(&self) -> Vec<&Series> {
        self.series.iter().filter(|s| s.points.len() >= 2).collect()
    }

    fn line(&mut self, line: &str) {
        let pairs = pairs(line);
        let x = pairs
            .iter()
            .find(|(name, _, is_float)| !is_float && X_NAMES.contains(&name.as_str()))
            .map(|(_, v, _)| *v);
        for (name, value, is_float) in pairs {
            if !is_float {
                continue;
            }
            let idx = match self.series.iter().position(|s| s.name == name) {
                Some(i) => i,
                None if self.series.len() < MAX_SERIES => {
                    self.series.push(Series {
                        name,
                        ..Series::default()
                    });
                    self.series.len() - 1
                }
                None => continue,
            };
            let s = &mut self.series[idx];
            if s.points.len() >= MAX_POINTS {
                s.dropped += 1;
                continue;
            }
            let x = x.unwrap_or(s.points.len() as f64);
            s.points.push((x, value));
        }
    }
}

/// The (name, value, written as a float) pairs of one line, in order.
pub fn pairs(line: &str) -> Vec<(String, f64, bool)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let starts_name = (b[i].is_ascii_alphabetic() || b[i] == b'_')
            && (i == 0
                || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'.'));
        if !starts_name {
            i += 1;
            continue;
        }
        let name_start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
            i += 1;
        }
        let name = &line[name_start..i];
        // The separator: spaces, at most one ':' or '=', spaces; at least one character.
        let mut j = i;
        while j < b.len() && b[j] == b' ' {
            j += 1;
        }
        if j < b.len() && (b[j] == b':' || b[j] == b'=') {
            j += 1;
        }
        while j < b.len() && b[j] == b' ' {
            j += 1;
        }
        if j == i {
            continue;
        }
        let (len, is_float) = number_at(&b[j..]);
        if len == 0 {
            continue;
        }
        if let Ok(v) = line[j..j + len].parse::<f64>() {
            if v.is_finite() {
                out.push((name.to_string(), v, is_float));
            }
        }
        i = j + len;
    }
    out
}

/// Length of the number at the start of `b` (sign, digits, fraction, exponent), and whether it is
/// written as a float. 0 when there is none, or when it runs into a name (`3rd`, `1x2`).
fn number_at(b: &[u8]) -> (usize, bool) {
    let mut i = 0;
    if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
        i += 1;
    }
    let int_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let mut digits = i - int_start;
    let mut is_float = false;
    if i < b.len() && b[i] == b'.' {
        let f = i + 1;
        let mut k = f;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        if k > f || digits > 0 {
            digits += k - f;
            is_float = true;
            i = k;
        }
    }
    if digits == 0 {
        return (0, false);
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        let mut k = i + 1;
        if k < b.len() && (b[k] == b'-' || b[k] == b'+') {
            k += 1;
        }
        let e = k;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        if k > e {
            is_float = true;
            i = k;
        }
    }
    if i < b.len() && (b[i].is_ascii_alphabetic() || b[i] == b'_') {
        return (0, false);
    }
    (i, is_float)
}

#[derive(Properties, PartialEq)]
pub struct PlotProps {
    pub scalars: Scalars,
}

pub enum Msg {}

/// The SVG plot: one polyline per series, each scaled to its own range, with its last value in
/// the legend.
pub struct Plot;

const W: f64 = 480.0;
const H: f64 = 180.0;
const PAD: f64 = 8.0;
/// The series' colours; playground.css gives the legend's `.s0`..`.s5` the same ones.
const COLOURS: [&str; MAX_SERIES] = [
    "#1a6fd6", "#d6451a", "#2e9d4a", "#9a3fd6", "#c49a00", "#00a0a8",
];

impl Component for Plot {
    type Message = Msg;
    type Properties = PlotProps;

    fn create(_: &Context<Self>) -> Self {
        Plot
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let series = ctx.props().scalars.drawable();
        if series.is_empty() {
            return html! {
                <section class="panel plot-panel" id="plot-panel">
                    <h2>{ "Plot" }</h2>
                    <p class="hint">{ "Print a scalar per step (e.g. `step 3  loss 0.1234`) and it is plotted here." }</p>
                </section>
            };
        }
        let lines: Html = series
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let (x0, x1) = range(s.points.iter().map(|p| p.0));
                let (y0, y1) = range(s.points.iter().map(|p| p.1));
                let pts: Vec<String> = s
                    .points
                    .iter()
                    .map(|&(x, y)| {
                        let px = PAD + (x - x0) / (x1 - x0) * (W - 2.0 * PAD);
                        let py = H - PAD - (y - y0) / (y1 - y0) * (H - 2.0 * PAD);
                        format!("{px:.1},{py:.1}")
                    })
                    .collect();
                html! {
                    <polyline class="series" data-name={s.name.clone()} points={pts.join(" ")}
                        fill="none" stroke={COLOURS[i % COLOURS.len()]} stroke-width="2">
                        <title>{ format!("{}: {} points, {} to {}", s.name, s.points.len(), fmt(y0), fmt(y1)) }</title>
                    </polyline>
                }
            })
            .collect();
        let legend: Html = series
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let last = s.points.last().map_or(0.0, |p| p.1);
                let (lo, hi) = range(s.points.iter().map(|p| p.1));
                // A class, not a style attribute: the page's CSP forbids inline styles.
                let class = format!("s{}", i % COLOURS.len());
                // Each series has its own vertical scale: the legend gives its range.
                html! { <li {class}>{ format!("{} {} (last of {}; axis {} to {})", s.name, fmt(last), s.points.len(), fmt(lo), fmt(hi)) }</li> }
            })
            .collect();
        html! {
            <section class="panel plot-panel" id="plot-panel">
                <h2>{ "Plot" }</h2>
                <svg id="plot" viewBox={format!("0 0 {W} {H}")} role="img" aria-label="Scalars printed per step">
                    <rect x="0" y="0" width={W.to_string()} height={H.to_string()} class="plot-bg" />
                    { lines }
                </svg>
                <ul class="legend">{ legend }</ul>
            </section>
        }
    }
}

/// Min and max, widened when flat so the scale never divides by zero.
fn range(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (lo, hi) = values.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
        (lo.min(v), hi.max(v))
    });
    if !(lo.is_finite() && hi.is_finite()) {
        (0.0, 1.0)
    } else if hi - lo < 1e-12 {
        (lo - 0.5, hi + 0.5)
    } else {
        (lo, hi)
    }
}

fn fmt(v: f64) -> String {
    if v != 0.0 && (v.abs() < 1e-3 || v.abs() >= 1e5) {
        format!("{v:.3e}")
    } else {
        format!("{v:.4}")
    }
}
