//! Where the torus panel draws each chip and link, and the SVG itself.
//!
//! A ring of up to 16 chips is a row; a longer one snakes over rows of 16 (each row reversing the
//! last, so ring neighbours stay side by side). A 2-D torus is a grid. A 3-D torus is either all
//! its layers (planes of its first dimension) side by side, or, past 64 chips, one layer at a
//! time ([`View::Layer`], chosen with a selector): a 16x16x16 torus is drawn as one 16x16 plane of
//! 256 chips and their 1,536 outgoing links, not 4,096 chips at once, so the drawing stays under
//! ten thousand elements. A link to a chip not drawn next to its source (a wraparound, a link to
//! another layer) is a short stub out of its source, named on hover.

use tpu_emu::ici::{Dir, Topology};
use yew::prelude::*;

/// Chips per row of a long ring.
const RING_ROW: usize = 16;
/// A 3-D torus with more chips than this is drawn one layer at a time.
pub const WHOLE_3D_MAX: usize = 64;
/// Units per chip in the drawing's own coordinates.
const CELL: f64 = 64.0;
/// The widest drawing (in its own units) scaled to the panel's width; wider ones scroll at their
/// own size, where labels stay readable.
const FIT_WIDTH: f64 = 1200.0;

/// What part of the torus is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// Every chip.
    Whole,
    /// A 3-D torus's layer `k`: the chips whose first coordinate is `k`.
    Layer(usize),
}

impl View {
    /// The view a topology opens with: a layer for a 3-D torus past [`WHOLE_3D_MAX`] chips.
    pub fn default_for(t: &Topology) -> View {
        if needs_layers(t) {
            View::Layer(0)
        } else {
            View::Whole
        }
    }

    /// `self` if it fits `t`, else the default.
    pub fn fit(self, t: &Topology) -> View {
        match self {
            View::Layer(k) if needs_layers(t) && k < t.dims()[0] => self,
            _ => View::default_for(t),
        }
    }
}

/// Whether `t` is drawn a layer at a time.
pub fn needs_layers(t: &Topology) -> bool {
    t.dims().len() == 3 && t.chips() > WHOLE_3D_MAX
}

struct Layout<'a> {
    t: &'a Topology,
    view: View,
}

impl Layout<'_> {
    fn visible(&self, chip: usize) -> bool {
        match self.view {
            View::Whole => true,
            View::Layer(k) => self.t.coords(chip)[0] == k,
        }
    }

    /// Columns and rows of chips in the drawing (a 3-D whole view counts its layers' columns).
    fn grid(&self) -> (usize, usize) {
        let d = self.t.dims();
        match (d.len(), self.view) {
            (1, _) if d[0] <= RING_ROW => (d[0], 1),
            (1, _) => (RING_ROW, d[0].div_ceil(RING_ROW)),
            (2, _) => (d[1], d[0]),
            (_, View::Layer(_)) => (d[2], d[1]),
            _ => (d[0] * d[2], d[1]),
        }
    }

    /// Whether ring position `i`'s row runs right to left.
    fn reversed(&self, chip: usize) -> bool {
        self.t.dims().len() == 1 && (chip / RING_ROW) % 2 == 1
    }

    /// Where chip `chip` is drawn (its centre).
    fn xy(&self, chip: usize) -> (f64, f64) {
        let d = self.t.dims();
        let c = self.t.coords(chip);
        let at = |col: f64, row: f64| ((col + 0.5) * CELL, (row + 0.5) * CELL);
        match (d.len(), self.view) {
            (1, _) => {
                let (row, col) = (c[0] / RING_ROW, c[0] % RING_ROW);
                let col = if self.reversed(chip) {
                    RING_ROW - 1 - col
                } else {
                    col
                };
                at(col as f64, row as f64)
            }
            (2, _) => at(c[1] as f64, c[0] as f64),
            (_, View::Layer(_)) => at(c[2] as f64, c[1] as f64),
            _ => {
                let layer_w = d[2] as f64 * CELL + CELL * 0.6;
                (
                    c[0] as f64 * layer_w + (c[2] as f64 + 0.5) * CELL,
                    (c[1] as f64 + 0.5) * CELL,
                )
            }
        }
    }

    fn extent(&self) -> (f64, f64) {
        let d = self.t.dims();
        let (cols, rows) = self.grid();
        if d.len() == 3 && self.view == View::Whole {
            (
                d[0] as f64 * (d[2] as f64 * CELL + CELL * 0.6),
                d[1] as f64 * CELL,
            )
        } else {
            (cols as f64 * CELL, rows as f64 * CELL)
        }
    }

    /// The unit vector of a stub out of `chip` along `dim` in direction `sign`.
    fn stub(&self, chip: usize, dim: usize, sign: f64) -> (f64, f64) {
        match (self.t.dims().len(), dim) {
            (1, _) if self.reversed(chip) => (-sign, 0.0),
            (1, _) | (2, 1) | (3, 2) => (sign, 0.0),
            (3, 0) => (sign * 0.7, -0.7),
            _ => (0.0, sign),
        }
    }
}

/// Link colour for a fraction of the busiest link's bytes: blue (little) to red (most).
fn heat(f: f64) -> String {
    let f = f.clamp(0.0, 1.0);
    format!("hsl({:.0}, 80%, 45%)", 220.0 * (1.0 - f))
}

/// The topology (or the layer `view` picks) in SVG: chips labelled by rank, and every directed
/// link out of a drawn chip coloured and widened by `bytes_of(link)` against the busiest link of
/// the whole torus; `title(link, bytes)` finishes each link's hover text.
pub fn links_svg(
    t: &Topology,
    view: View,
    id: &str,
    bytes_of: &dyn Fn(u32) -> u64,
    title: &dyn Fn(u32, u64) -> String,
) -> Html {
    let layout = Layout {
        t,
        view: view.fit(t),
    };
    let (w, h) = layout.extent();
    let (cols, rows) = layout.grid();
    // Past 8 chips across, chips are larger boxes with larger labels (the drawing is scaled down
    // to the panel); the link's line keeps clear of them.
    let dense = cols.max(rows) > 8;
    let (half, reach) = if dense { (18.0, 0.3) } else { (11.0, 0.25) };
    let max = (0..t.link_count() as u32)
        .map(bytes_of)
        .max()
        .unwrap_or(0)
        .max(1);
    let mut lines = Vec::new();
    for link in 0..t.link_count() as u32 {
        let l = t.link(link);
        if t.dims()[l.dim] < 2 || !layout.visible(l.src) {
            continue;
        }
        let (x1, y1) = layout.xy(l.src);
        let (x2, y2) = layout.xy(l.dst);
        let (dx, dy) = (x2 - x1, y2 - y1);
        let dist = (dx * dx + dy * dy).sqrt();
        let b = bytes_of(link);
        let sign = if l.dir == Dir::Plus { 1.0 } else { -1.0 };
        let adjacent =
            layout.visible(l.dst) && dist <= CELL * 1.01 && !(t.dims().len() == 3 && l.dim == 0);
        let (ax, ay, bx, by) = if adjacent {
            // Offset the two directions to either side of the chips' centre line.
            let (nx, ny) = (-dy / dist * 4.0 * sign, dx / dist * 4.0 * sign);
            (
                x1 + dx * reach + nx,
                y1 + dy * reach + ny,
                x2 - dx * reach + nx,
                y2 - dy * reach + ny,
            )
        } else {
            // A stub out of the source along the link's dimension and direction.
            let (ux, uy) = layout.stub(l.src, l.dim, sign);
            let off = if l.dir == Dir::Plus { 4.0 } else { -4.0 };
            let (near, far) = if dense { (0.3, 0.48) } else { (0.2, 0.45) };
            (
                x1 + ux * CELL * near - uy * off,
                y1 + uy * CELL * near + ux * off,
                x1 + ux * CELL * far - uy * off,
                y1 + uy * CELL * far + ux * off,
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
            "link {link}: chip {} → chip {} (dim {}, {}{}): {}",
            l.src,
            l.dst,
            l.dim,
            if l.dir == Dir::Plus { "+" } else { "-" },
            if adjacent { "" } else { ", drawn as a stub" },
            title(link, b),
        );
        // One path per link: its line and a chevron at its head marking the direction, in the
        // link's colour and width (a line and a polygon in a group would be three elements, and
        // a 16x16x16 plane draws 1,536 links).
        let (ux, uy) = {
            let (ex, ey) = (bx - ax, by - ay);
            let len = (ex * ex + ey * ey).sqrt().max(1e-9);
            (ex / len, ey / len)
        };
        let (back, side) = (3.0 + width, 2.0 + 0.6 * width);
        let d = format!(
            "M{ax:.1} {ay:.1}L{bx:.1} {by:.1}M{:.1} {:.1}L{bx:.1} {by:.1}L{:.1} {:.1}",
            bx - back * ux - side * uy,
            by - back * uy + side * ux,
            bx - back * ux + side * uy,
            by - back * uy - side * ux
        );
        lines.push(html! {
            <path class={if b > 0 { "link busy" } else { "link" }} data-link={link.to_string()} data-bytes={b.to_string()}
                {d} stroke={colour} fill="none" stroke-width={format!("{width:.1}")}>
                <title>{ title }</title>
            </path>
        });
    }
    let chips: Html = (0..t.chips())
        .filter(|&c| layout.visible(c))
        .map(|c| {
            let (x, y) = layout.xy(c);
            let coords: Vec<String> = t.coords(c).iter().map(usize::to_string).collect();
            html! {
                <g class="chip">
                    <rect x={format!("{:.1}", x - half)} y={format!("{:.1}", y - half)}
                        width={format!("{:.0}", 2.0 * half)} height={format!("{:.0}", 2.0 * half)} rx="4">
                        <title>{ format!("chip {c} at ({}), host {}", coords.join(", "), t.host_of(c)) }</title>
                    </rect>
                    <text x={format!("{x:.1}")} y={format!("{:.1}", y + if dense { 6.0 } else { 4.0 })} text-anchor="middle">{ c }</text>
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
    let what = match layout.view {
        View::Whole => format!("{} torus", t.name()),
        View::Layer(k) => format!("{} torus, layer {k} of {}", t.name(), t.dims()[0]),
    };
    html! {
        <div class="torus-scroll">
            <svg id={id.to_string()} class={if dense { "dense" } else { "" }} {width} {height}
                viewBox={format!("0 0 {w:.0} {h:.0}")} role="img" aria-label={what}>
                { for lines }
                { chips }
            </svg>
        </div>
    }
}

/// The planes of a 3-D torus drawn a layer at a time, as a row of squares coloured by the
/// busiest link out of each plane (against the busiest of all), `current` outlined; a click picks
/// a plane (`on_pick`). So the plane being drawn is seen among all of them.
pub fn planes_svg(
    t: &Topology,
    bytes_of: &dyn Fn(u32) -> u64,
    current: usize,
    on_pick: &Callback<usize>,
) -> Html {
    let layers = t.dims()[0];
    let mut busiest = vec![0u64; layers];
    for link in 0..t.link_count() as u32 {
        let layer = t.coords(t.link(link).src)[0];
        busiest[layer] = busiest[layer].max(bytes_of(link));
    }
    let max = busiest.iter().copied().max().unwrap_or(0).max(1);
    let squares = busiest.iter().enumerate().map(|(k, &b)| {
        let fill = if b == 0 {
            "var(--border)".to_string()
        } else {
            heat(b as f64 / max as f64)
        };
        let pick = on_pick.reform(move |_: MouseEvent| k);
        html! {
            <rect class={if k == current { "plane current" } else { "plane" }} data-layer={k.to_string()}
                x={(k * 20).to_string()} y="2" width="16" height="16" {fill} onclick={pick}>
                <title>{ format!("layer {k}: busiest link out of it {} bytes", crate::fmt::int(b)) }</title>
            </rect>
        }
    });
    html! {
        <svg id="torus-planes" class="planes" viewBox={format!("0 0 {} 20", layers * 20)}
            role="img" aria-label="The torus's planes, coloured by their busiest link">
            { for squares }
        </svg>
    }
}
