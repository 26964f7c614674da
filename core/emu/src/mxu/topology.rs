//! SCALE-Sim's topology files: a network's layers, each convolution lowered to the GEMM the array
//! computes, as SCALE-Sim lowers it.
//!
//! A convolution topology has the header `Layer name, IFMAP Height, IFMAP Width, Filter Height,
//! Filter Width, Channels, Num Filter, Strides,` and one row per layer; a GEMM topology (SCALE-Sim's
//! `-i gemm`) has `Layer Name, M, N, K,`, in that order. Rows end with a comma; an optional last
//! field is SCALE-Sim's `N:M` sparsity ratio, which it ignores unless sparsity is configured on (it
//! is off in every configuration the project uses), and so does this reader.
//!
//! The lowering (SCALE-Sim's `topology_utils`): the output is `ceil((H - Fh + S) / S)` by
//! `ceil((W - Fw + S) / S)` pixels, a window per pixel. SCALE-Sim rounds up, so a stride that leaves a
//! partial window at the edge counts one more output than PyTorch's floor would; reproduced as is.
//! Then M = output pixels, K = Fh * Fw * C (a window), N = filters: the im2col matmul the playground
//! computes for `F.conv2d` too (core/torch/lib/torch/nn/_conv.py, whose M also folds in the batch).
//! A layer whose name contains `DP` is depthwise: SCALE-Sim splits it into one single-channel layer
//! per channel, named `<name>Channel_<i>`.

use std::fmt;

use super::dataflow::Gemm;

/// One layer of a topology file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layer {
    pub name: String,
    pub shape: LayerShape,
}

/// What a layer computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayerShape {
    Conv {
        ifmap_h: u64,
        ifmap_w: u64,
        filter_h: u64,
        filter_w: u64,
        channels: u64,
        filters: u64,
        stride: u64,
    },
    Gemm(Gemm),
}

impl Layer {
    /// The GEMM the array computes for this layer.
    pub fn gemm(&self) -> Result<Gemm, String> {
        match self.shape {
            LayerShape::Gemm(g) => Ok(g),
            LayerShape::Conv {
                ifmap_h,
                ifmap_w,
                filter_h,
                filter_w,
                channels,
                filters,
                stride,
            } => {
                let (oh, ow) = (
                    (ifmap_h - filter_h + stride).div_ceil(stride),
                    (ifmap_w - filter_w + stride).div_ceil(stride),
                );
                Gemm::new(oh * ow, filter_h * filter_w * channels, filters)
                    .map_err(|e| format!("layer {}: {e}", self.name))
            }
        }
    }
}

impl fmt::Display for Layer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.shape {
            LayerShape::Gemm(g) => write!(f, "{}: GEMM M={} K={} N={}", self.name, g.m, g.k, g.n),
            LayerShape::Conv {
                ifmap_h,
                ifmap_w,
                filter_h,
                filter_w,
                channels,
                filters,
                stride,
            } => write!(
                f,
                "{}: conv {ifmap_h}x{ifmap_w}x{channels} * {filter_h}x{filter_w} x{filters}, stride {stride}",
                self.name
            ),
        }
    }
}

const CONV_FIELDS: [&str; 7] = [
    "IFMAP Height",
    "IFMAP Width",
    "Filter Height",
    "Filter Width",
    "Channels",
    "Num Filter",
    "Strides",
];
const GEMM_FIELDS: [&str; 3] = ["M", "N", "K"];
/// The largest side, channel count or filter count a convolution row may name (the lowered GEMM is
/// bounded by [`Gemm::MAX_DIM`] as well).
const MAX_FIELD: u64 = 1 << 20;

/// Reads a topology file's text; errors name the line (from 1) and the field.
pub fn parse_topology(text: &str) -> Result<Vec<Layer>, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty());
    let Some((_, header)) = lines.next() else {
        return Err("the topology file is empty".into());
    };
    let head = fields(header);
    let gemm = head.len() >= 4
        && head[1..4]
            .iter()
            .zip(GEMM_FIELDS)
            .all(|(h, want)| h.eq_ignore_ascii_case(want));
    let names: &[&str] = if gemm { &GEMM_FIELDS } else { &CONV_FIELDS };
    if !gemm && head.len() < 8 {
        return Err(format!(
            "line 1: expected a header naming the layer and {} (a convolution topology) or the \
             layer and M, N, K (a GEMM topology), got '{header}'",
            CONV_FIELDS.join(", ")
        ));
    }
    let mut layers = Vec::new();
    for (line, row) in lines {
        let cells = fields(row);
        let want = names.len() + 1;
        // One more cell is allowed: SCALE-Sim's sparsity ratio.
        if cells.len() < want || cells.len() > want + 1 {
            return Err(format!(
                "line {line}: expected {want} fields (the layer name, {}), got {}",
                names.join(", "),
                cells.len()
            ));
        }
        let name = cells[0].to_string();
        if name.is_empty() {
            return Err(format!("line {line}: the layer name is empty"));
        }
        let mut values = Vec::with_capacity(names.len());
        for (cell, field) in cells[1..want].iter().zip(names) {
            match cell.parse::<u64>() {
                Ok(v) if (1..=MAX_FIELD).contains(&v) => values.push(v),
                _ => {
                    return Err(format!(
                        "line {line}, field '{field}': expected an integer from 1 to {MAX_FIELD}, got '{cell}'"
                    ))
                }
            }
        }
        if let Some(ratio) = cells.get(want) {
            let ok = ratio.split_once(':').is_some_and(|(a, b)| {
                a.trim().parse::<u32>().is_ok() && b.trim().parse::<u32>().is_ok()
            });
            if !ok {
                return Err(format!(
                    "line {line}, field 'Sparsity': expected N:M, got '{ratio}'"
                ));
            }
        }
        let shape = if gemm {
            let g = Gemm::new(values[0], values[2], values[1])
                .map_err(|e| format!("line {line}: {e}"))?;
            LayerShape::Gemm(g)
        } else {
            let [ifmap_h, ifmap_w, filter_h, filter_w, channels, filters, stride] = values[..]
            else {
                unreachable!("seven values were parsed");
            };
            for (f, i, what) in [(filter_h, ifmap_h, "Height"), (filter_w, ifmap_w, "Width")] {
                if f > i {
                    return Err(format!(
                        "line {line}, field 'Filter {what}': the filter ({f}) is larger than the IFMAP ({i})"
                    ));
                }
            }
            LayerShape::Conv {
                ifmap_h,
                ifmap_w,
                filter_h,
                filter_w,
                channels,
                filters,
                stride,
            }
        };
        let layer = Layer { name, shape };
        layer.gemm().map_err(|e| format!("line {line}: {e}"))?;
        match shape {
            LayerShape::Conv { channels, .. } if layer.name.contains("DP") => {
                for c in 0..channels {
                    let mut one = layer.clone();
                    one.name = format!("{}Channel_{c}", layer.name);
                    if let LayerShape::Conv { channels, .. } = &mut one.shape {
                        *channels = 1;
                    }
                    layers.push(one);
                }
            }
            _ => layers.push(layer),
        }
    }
    if layers.is_empty() {
        return Err("the topology file has a header but no layers".into());
    }
    Ok(layers)
}

/// A row's comma-separated cells, trimmed, without the empty one after a trailing comma.
fn fields(row: &str) -> Vec<&str> {
    let mut cells: Vec<&str> = row.split(',').map(str::trim).collect();
    if cells.last() == Some(&"") {
        cells.pop();
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conv_rows_lower_as_scalesim_lowers_them() {
        let layers = parse_topology(
            "Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,\n\
             Conv3, 12, 12, 5, 5, 4, 6, 2,\n\n\
             FC, 1, 1, 1, 1, 256, 120, 1, 1:1,\n\
             DPx, 8, 8, 3, 3, 2, 4, 1,\n",
        )
        .unwrap();
        let names: Vec<&str> = layers.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["Conv3", "FC", "DPxChannel_0", "DPxChannel_1"]);
        // ceil((12 - 5 + 2) / 2) = 5 (PyTorch's floor would give 4).
        assert_eq!(layers[0].gemm(), Gemm::new(25, 100, 6));
        assert_eq!(layers[1].gemm(), Gemm::new(1, 256, 120));
        assert_eq!(layers[3].gemm(), Gemm::new(36, 9, 4));
    }

    #[test]
    fn gemm_rows_are_m_n_k() {
        let layers = parse_topology("Layer Name, M, N, K,\nqk, 64, 32, 16,\n").unwrap();
        assert_eq!(layers[0].gemm(), Gemm::new(64, 16, 32));
        assert_eq!(layers[0].to_string(), "qk: GEMM M=64 K=16 N=32");
    }

    #[test]
    fn errors_name_the_line_and_the_field() {
        let conv = "Layer name, IFMAP Height, IFMAP Width, Filter Height, Filter Width, Channels, Num Filter, Strides,\n";
        for (text, want) in [
            ("", "empty"),
            ("name, a, b,\n", "line 1: expected a header"),
            (conv, "no layers"),
            (
                &format!("{conv}c, 8, 8, 3, x, 1, 1, 1,\n"),
                "line 2, field 'Filter Width': expected an integer from 1 to 1048576, got 'x'",
            ),
            (
                &format!("{conv}\nc, 8, 8, 3, 3, 1, 0, 1,\n"),
                "line 3, field 'Num Filter'",
            ),
            (&format!("{conv}c, 8, 8, 3,\n"), "line 2: expected 8 fields"),
            (
                &format!("{conv}c, 2, 8, 3, 3, 1, 1, 1,\n"),
                "line 2, field 'Filter Height': the filter (3) is larger than the IFMAP (2)",
            ),
            (
                &format!("{conv}c, 8, 8, 3, 3, 1, 1, 1, half,\n"),
                "field 'Sparsity'",
            ),
            ("Layer, M, N, K,\ng, 4, 4, -4,\n", "line 2, field 'K'"),
            (
                &format!("{conv}c, 1048576, 1048576, 1, 1, 1, 1, 1,\n"),
                "line 2: layer c: M must be between 1 and",
            ),
        ] {
            let err = parse_topology(text).unwrap_err();
            assert!(err.contains(want), "{text:?}: {err}");
        }
    }
}
