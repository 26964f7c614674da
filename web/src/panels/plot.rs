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
//! otherwise x is the series' running count (0, 1, 2, ...). Two more shapes tutorials print:
//! a word containing `loss` followed, after other words, by a float (`step 2 loss on rank 0's
//! shard 2.9763`) puts that float in the series named by the word, whatever name stands right
//! before the number; and a line of just an integer and a float (`print(t, loss.item())`:
//! `249 1871.4`) is a point (x, y) of the series `value`. A series is drawn once it has two
//! points, each in its own small chart with its axes' ranges written on it; `nan` and `inf` are
//! not numbers here. At most [`MAX_SERIES`] series (the first seen)
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
        let mut pairs = pairs_at(line);
        // `loss ... 2.9763`: the float after a loss word belongs to the loss, not to the word
        // standing right before it (unless a pair is named for the loss already).
        if let Some((word, at)) = loss_word(line) {
            if !pairs
                .iter()
                .any(|p| p.0.to_ascii_lowercase().contains("loss"))
            {
                if let Some(p) = pairs.iter_mut().find(|p| p.2 && p.3 > at) {
                    p.0 = word;
                }
            }
        }
        let mut x = pairs
            .iter()
            .find(|(name, _, is_float, _)| !is_float && X_NAMES.contains(&name.as_str()))
            .map(|p| p.1);
        if !pairs.iter().any(|p| p.2) {
            // `249 1871.4`: a bare step and a float.
            if let Some((step, y)) = bare_point(line) {
                pairs.push(("value".into(), y, true, 0));
                x = Some(step);
            }
        }
        for (name, value, is_float, _) in pairs {
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
    pairs_at(line)
        .into_iter()
        .map(|(n, v, f, _)| (n, v, f))
        .collect()
}

/// The first word containing `loss` (any case) and the byte offset just past it.
fn loss_word(line: &str) -> Option<(String, usize)> {
    let lower = line.to_ascii_lowercase();
    let at = lower.find("loss")?;
    let b = line.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut start = at;
    while start > 0 && word(b[start - 1]) {
        start -= 1;
    }
    let mut end = at + 4;
    while end < b.len() && word(b[end]) {
        end += 1;
    }
    Some((line[start..end].to_string(), end))
}

/// A line of exactly an integer and a float (commas and spaces between): (x, y).
fn bare_point(line: &str) -> Option<(f64, f64)> {
    let mut parts = line.split([' ', ',', '\t']).filter(|p| !p.is_empty());
    let (a, b) = (parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let (la, fa) = number_at(a.as_bytes());
    let (lb, fb) = number_at(b.as_bytes());
    if la != a.len() || lb != b.len() || fa || !fb {
        return None;
    }
    let (x, y) = (a.parse::<f64>().ok()?, b.parse::<f64>().ok()?);
    (x.is_finite() && y.is_finite()).then_some((x, y))
}

/// As [`pairs`], with the byte offset of each number.
fn pairs_at(line: &str) -> Vec<(String, f64, bool, usize)> {
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
                out.push((name.to_string(), v, is_float, j));
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

/// The plot: one small SVG chart per series, each on its own scale with its axes' ranges
/// written at their ends, and the series' name, last value and point count under it.
pub struct Plot;

const W: f64 = 480.0;
const H: f64 = 120.0;
/// Room for the y labels on the left and the x labels below.
const LEFT: f64 = 56.0;
const BOTTOM: f64 = 16.0;
const PAD: f64 = 6.0;

fn chart(i: usize, s: &Series) -> Html {
    let (x0, x1) = range(s.points.iter().map(|p| p.0));
    let (y0, y1) = range(s.points.iter().map(|p| p.1));
    let (left, right, top, bottom) = (LEFT, W - PAD, PAD, H - BOTTOM);
    let pts: Vec<String> = s
        .points
        .iter()
        .map(|&(x, y)| {
            let px = left + (x - x0) / (x1 - x0) * (right - left);
            let py = bottom - (y - y0) / (y1 - y0) * (bottom - top);
            format!("{px:.1},{py:.1}")
        })
        .collect();
    let last = s.points.last().map_or(0.0, |p| p.1);
    // A class, not a style attribute (the page's CSP forbids inline styles): playground.css
    // colours the series' line and caption, with lighter shades in the dark theme.
    let class = format!("s{}", i % MAX_SERIES);
    let t = |v: f64| v.to_string();
    html! {
        <figure class="plot-chart">
            <svg class="plot-svg" viewBox={format!("0 0 {W} {H}")} role="img"
                aria-label={format!("{} against step: {} points from {} to {}", s.name, s.points.len(), fmt(y0), fmt(y1))}>
                <line class="plot-axis" x1={t(left)} y1={t(top)} x2={t(left)} y2={t(bottom)} />
                <line class="plot-axis" x1={t(left)} y1={t(bottom)} x2={t(right)} y2={t(bottom)} />
                <text class="plot-label" x={t(left - 4.0)} y={t(top + 8.0)} text-anchor="end">{ fmt(y1) }</text>
                <text class="plot-label" x={t(left - 4.0)} y={t(bottom)} text-anchor="end">{ fmt(y0) }</text>
                <text class="plot-label" x={t(left)} y={t(H - 2.0)} text-anchor="start">{ fmt(x0) }</text>
                <text class="plot-label" x={t(right)} y={t(H - 2.0)} text-anchor="end">{ format!("{} (step)", fmt(x1)) }</text>
                <polyline class={classes!("series", class.clone())} data-name={s.name.clone()} points={pts.join(" ")}
                    fill="none" stroke="currentColor" stroke-width="2" />
            </svg>
            <figcaption {class}>{ format!("{}: last {} ({} points)", s.name, fmt(last), s.points.len()) }</figcaption>
        </figure>
    }
}

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
                    <p class="hint">{ "Print a scalar per step (e.g. `step 3  loss 0.1234`, or `print(step, loss.item())`) and it is plotted here." }</p>
                </section>
            };
        }
        let charts: Html = series
            .iter()
            .enumerate()
            .map(|(i, s)| chart(i, s))
            .collect();
        html! {
            <section class="panel plot-panel" id="plot-panel">
                <h2>{ "Plot" }</h2>
                <div id="plot">{ charts }</div>
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
