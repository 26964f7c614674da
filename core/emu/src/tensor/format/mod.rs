//! `repr(tensor)` byte for byte as PyTorch prints it: a port of `torch/_tensor_str.py`.
//!
//! `formatter` picks notation and column width (`_Formatter`), `layout` nests, wraps and summarises
//! (`_tensor_str`), and this file adds the `tensor(...)` frame and its suffixes (`_str_intern`).
//! `pyfloat` supplies Python's spelling of floats, which every printed number goes through.

mod formatter;
mod layout;
mod pyfloat;
#[cfg(test)]
mod tests;

pub use pyfloat::py_float_repr;

use super::dtype::{DType, HostData};

/// `torch.set_printoptions` state.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintOptions {
    /// Digits after the point in fixed and scientific notation.
    pub precision: usize,
    /// Tensors with more elements than this are summarised with `...`; `usize::MAX` is
    /// PyTorch's `threshold=inf` (`profile="full"`).
    pub threshold: usize,
    /// Leading and trailing items kept along each dim when summarising.
    pub edgeitems: usize,
    /// Columns at which rows wrap; a summarised row still wraps.
    pub linewidth: usize,
    /// `None` lets the values choose; `Some` forces scientific notation on or off.
    pub sci_mode: Option<bool>,
}

impl Default for PrintOptions {
    /// `profile="default"`.
    fn default() -> Self {
        PrintOptions {
            precision: 4,
            threshold: 1000,
            edgeitems: 3,
            linewidth: 80,
            sci_mode: None,
        }
    }
}

/// What goes after the data, decided by the caller (the caller knows devices/autograd).
#[derive(Clone, Debug, Default)]
pub struct ReprSuffix {
    /// `Some("tpu:1")` prints `device='tpu:1'`; `None` when the device is the default one.
    pub device: Option<String>,
    /// The node's class name, e.g. `AddBackward0`; it hides `requires_grad=True`, as in PyTorch.
    pub grad_fn: Option<String>,
    pub requires_grad: bool,
    /// The program's default float dtype is float64 (`torch.set_default_dtype`): float64 then
    /// goes unnamed, as float32 does by default, and float32 is named.
    pub float64_default: bool,
}

const PREFIX: &str = "tensor(";

/// `repr(tensor)` / `print(tensor)` exactly as PyTorch: `data` is contiguous row-major with `shape`
/// (empty shape = 0-d). Half types come widened in `HostData::F32`; `dtype` only names them, and the
/// `HostData` variant decides how elements are written.
///
/// Panics when `data` does not hold exactly `shape.iter().product()` elements.
pub fn tensor_repr(
    data: &HostData,
    shape: &[usize],
    dtype: DType,
    suffix: &ReprSuffix,
    opts: &PrintOptions,
) -> String {
    let numel: usize = shape.iter().product();
    assert_eq!(
        data.len(),
        numel,
        "tensor_repr: {} elements for shape {shape:?}",
        data.len()
    );
    let indent = PREFIX.len();
    let mut suffixes = Vec::new();
    if let Some(device) = &suffix.device {
        suffixes.push(format!("device='{device}'"));
    }
    let dtype_suffix = format!("dtype=torch.{}", dtype.name());
    let default_float = if suffix.float64_default {
        DType::Float64
    } else {
        DType::Float32
    };
    let body = if numel == 0 {
        // NumPy's convention: `(0,)` goes without saying, any other empty shape is spelled out.
        if shape.len() != 1 {
            suffixes.push(format!("size={}", py_tuple(shape)));
        }
        // No elements to hint at the dtype, so only the default float dtype goes unnamed.
        if dtype != default_float {
            suffixes.push(dtype_suffix);
        }
        "[]".to_string()
    } else {
        // With edgeitems=0 the body can be a bare `[...]`, so the shape is the only clue left.
        if opts.edgeitems == 0 {
            suffixes.push(format!("size={}", py_tuple(shape)));
        }
        // `1.` says float and `1` says int64, so only the other dtypes need naming.
        if dtype != default_float && !matches!(dtype, DType::Int64 | DType::Bool) {
            suffixes.push(dtype_suffix);
        }
        layout::tensor_str(data, shape, opts, indent)
    };
    if let Some(name) = &suffix.grad_fn {
        suffixes.push(format!("grad_fn=<{name}>"));
    } else if suffix.requires_grad {
        suffixes.push("requires_grad=True".to_string());
    }
    add_suffixes(format!("{PREFIX}{body}"), &suffixes, indent, opts.linewidth)
}

/// `_add_suffixes`: each suffix goes on the current line if it fits, else on a new line at `indent`.
fn add_suffixes(mut s: String, suffixes: &[String], indent: usize, linewidth: usize) -> String {
    // PyTorch computes `len(s) - s.rfind("\n") + 1`, two more than the last line's length (with
    // or without a newline); the overcount decides real wraps, so it is kept.
    let mut last_line_len = s.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 2;
    for suffix in suffixes {
        let len = suffix.chars().count();
        if last_line_len + len + 2 > linewidth {
            s.push_str(",\n");
            s.push_str(&" ".repeat(indent));
            last_line_len = indent + len;
        } else {
            s.push_str(", ");
            last_line_len += len + 2;
        }
        s.push_str(suffix);
    }
    s.push(')');
    s
}

/// Python's `str(tuple(shape))`: `()`, `(3,)`, `(2, 3)`.
fn py_tuple(shape: &[usize]) -> String {
    match shape {
        [n] => format!("({n},)"),
        _ => {
            let items: Vec<String> = shape.iter().map(|n| n.to_string()).collect();
            format!("({})", items.join(", "))
        }
    }
}
