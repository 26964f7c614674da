//! `memory_format=` of the conversion methods (`float()` ... `bool()`, `to()`), `clone()`,
//! `contiguous()` and `is_contiguous()`. A tensor here is a storage with real strides (views share
//! it), so a layout is honoured as PyTorch lays it out: `torch.channels_last` gives the NHWC
//! strides, `torch.preserve_format` (the default) keeps the input's dense layout, and
//! `is_contiguous(memory_format=...)` answers from the strides by ATen's rules. The values are the
//! same in every layout. Elementwise results take PyTorch's TensorIterator layout
//! (`crate::iterlayout`), so `(x.t() + 1).stride()` is PyTorch's. Other ops that PyTorch lays out
//! after a permuted input (reductions, softmax, cumsum, casts) give row-major results here: their
//! storage is marked `layout_unsure`, and `stride()` of it (or of a view of it) raises
//! NotImplementedError rather than answer wrongly.

use std::rc::Rc;

use tpu_emu::tensor::{contiguous_strides, Tensor};
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{record, value};
use crate::{kernels, TensorObj};

/// A `torch.memory_format`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Format {
    Preserve,
    Contiguous,
    /// `channels_last` (rank 4) or `channels_last_3d` (rank 5): the rank it needs.
    ChannelsLast(usize),
}

/// The `memory_format=` keyword of a call to `op` (`torch.preserve_format` when absent or None).
pub(super) fn format_arg(a: &Args, op: &str) -> Result<Format, PyErr> {
    let Some(v) = a.kwarg("memory_format") else {
        return Ok(Format::Preserve);
    };
    let name = match v {
        Value::None => return Ok(Format::Preserve),
        Value::Object(o) if o.class.name == "memory_format" => {
            match &o.attrs.borrow().get("_name") {
                Some(Value::Str(s)) => s.to_string(),
                _ => String::new(),
            }
        }
        other => {
            // PyTorch's parser names torch's own types by their qualified name.
            let kind = match crate::torch_of(other) {
                Some(crate::TorchValue::DType(_)) => "torch.dtype".to_string(),
                Some(crate::TorchValue::Device(_)) => "torch.device".to_string(),
                _ => other.type_name().to_string(),
            };
            return Err(PyErr::type_error(format!(
                "{op}(): argument 'memory_format' must be torch.memory_format, not {kind}"
            )));
        }
    };
    Ok(match name.as_str() {
        "contiguous_format" => Format::Contiguous,
        "channels_last" => Format::ChannelsLast(4),
        "channels_last_3d" => Format::ChannelsLast(5),
        _ => Format::Preserve,
    })
}

/// ATen's `is_channels_last_contiguous` (rank 4: dims C, W, H, N innermost first; rank 5: C, W, H,
/// D, N), size-1 dims skipped; false for any other rank.
pub(super) fn is_channels_last(t: &Tensor, rank: usize) -> bool {
    if t.shape.len() != rank {
        return false;
    }
    let mut order: Vec<usize> = vec![1];
    order.extend((2..rank).rev());
    order.push(0);
    let mut expected = 1isize;
    for d in order {
        if t.shape[d] != 1 {
            if t.strides[d] != expected {
                return false;
            }
            expected *= t.shape[d] as isize;
        }
    }
    true
}

/// `t.stride()`: its strides, unless its layout may not be PyTorch's (see the module's head).
pub(super) fn strides(t: &Tensor) -> Result<Vec<i64>, PyErr> {
    if t.storage.layout_unsure.get() {
        return Err(PyErr::new(
            "NotImplementedError",
            "Tensor.stride() and is_contiguous() of a result computed from a transposed, permuted or channels_last \
             tensor by a reduction, softmax, cumsum or a cast is not provided by the emulator \
             yet: its values are right, but it is laid out row-major where PyTorch keeps the \
             input's order (call .contiguous() first for a row-major layout)",
        ));
    }
    Ok(t.strides.iter().map(|&s| s as i64).collect())
}

/// `is_contiguous(memory_format=...)`.
pub(super) fn is_contiguous(t: &Tensor, fmt: Format) -> bool {
    match fmt {
        Format::ChannelsLast(rank) => is_channels_last(t, rank),
        Format::Preserve | Format::Contiguous => t.is_contiguous(),
    }
}

/// The dims of a dense, non-overlapping `t` from outermost to innermost stride; None when `t`
/// is not dense and non-overlapping (a broadcast, a slice with gaps).
fn dense_order(t: &Tensor) -> Option<Vec<usize>> {
    let nd = t.shape.len();
    let mut order: Vec<usize> = (0..nd).collect();
    // Stable: equal strides (size-1 dims) keep their order. Insertion sort, ranks are small.
    for i in 1..nd {
        let mut j = i;
        while j > 0 && t.strides[order[j - 1]] < t.strides[order[j]] {
            order.swap(j - 1, j);
            j -= 1;
        }
    }
    let mut expected = 1isize;
    for &d in order.iter().rev() {
        if t.shape[d] != 1 {
            if t.strides[d] != expected {
                return None;
            }
            expected *= t.shape[d] as isize;
        }
    }
    Some(order)
}

/// A fresh copy of `t` laid out densely in the dim order `order` (outermost first).
fn relayout(ctx: &mut Ctx, t: &Tensor, order: &[usize]) -> Result<Tensor, Flow> {
    let shape: Vec<usize> = order.iter().map(|&d| t.shape[d]).collect();
    let strides: Vec<isize> = order.iter().map(|&d| t.strides[d]).collect();
    let packed = kernels::copy(ctx, &t.as_view(shape.clone(), strides, t.offset))?;
    let dense = contiguous_strides(&shape);
    let mut out = vec![0isize; order.len()];
    for (i, &d) in order.iter().enumerate() {
        out[d] = dense[i];
    }
    Ok(packed.as_view(t.shape.clone(), out, packed.offset))
}

fn rank_error(rank: usize) -> PyErr {
    let name = if rank == 4 {
        "channels_last"
    } else {
        "channels_last_3d"
    };
    PyErr::runtime_error(format!("required rank {rank} tensor to use {name} format"))
}

/// `out`, the result of a copying op on `input` (or `input` itself where the op had nothing to
/// change), in the layout `fmt` asks for: re-laid out under a node named `node` (the gradient
/// passes through unchanged) when its layout is not that one already.
pub(super) fn apply(
    ctx: &mut Ctx,
    input: &Rc<TensorObj>,
    out: Rc<TensorObj>,
    fmt: Format,
    node: &'static str,
) -> Result<Rc<TensorObj>, Flow> {
    let order = match fmt {
        Format::Preserve => {
            if Rc::ptr_eq(input, &out) || input.tensor.is_contiguous() {
                return Ok(out);
            }
            match dense_order(&input.tensor) {
                Some(order) => order,
                None => return Ok(out),
            }
        }
        Format::Contiguous => {
            if out.tensor.is_contiguous() {
                return Ok(out);
            }
            (0..out.tensor.shape.len()).collect()
        }
        Format::ChannelsLast(rank) => {
            if out.tensor.shape.len() != rank {
                return Err(rank_error(rank).into());
            }
            if is_channels_last(&out.tensor, rank) && !out.tensor.is_contiguous() {
                return Ok(out);
            }
            let mut order = vec![0];
            order.extend(2..rank);
            order.push(1);
            order
        }
    };
    if dense_order(&out.tensor).as_deref() == Some(&order[..]) {
        return Ok(out);
    }
    let laid = relayout(ctx, &out.tensor, &order)?;
    Ok(record(
        ctx,
        laid,
        out.device.get(),
        node,
        &[&out],
        false,
        || Box::new(|_, g| Ok(vec![Some(g.clone())])),
    ))
}

/// `t.float(memory_format=...)` and the other conversion methods: the cast, in the layout asked.
pub(super) fn convert(
    ctx: &mut Ctx,
    a: &Args,
    to: tpu_emu::tensor::DType,
    op: &str,
) -> NativeResult {
    let t = super::receiver(a)?;
    let fmt = format_arg(a, op)?;
    let out = super::cast(ctx, &t, to)?;
    Ok(value(apply(ctx, &t, out, fmt, "ToCopyBackward0")?))
}

/// `t.clone(memory_format=torch.preserve_format)`.
pub(super) fn clone(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = super::receiver(a)?;
    let fmt = format_arg(a, "clone")?;
    let out = crate::ops::unary(ctx, tpu_emu::ops::UnaryOp::Copy, &t)?;
    // (A preserved layout that may not be PyTorch's stays unsure in the copy.)
    if fmt == Format::Preserve && t.tensor.storage.layout_unsure.get() {
        out.tensor.storage.layout_unsure.set(true);
    }
    Ok(value(apply(ctx, &t, out, fmt, "CloneBackward0")?))
}

/// `t.contiguous(memory_format=torch.contiguous_format)`: `t` itself when already so laid out.
pub(super) fn contiguous(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = super::receiver(a)?;
    let fmt = match a.kwarg("memory_format") {
        None | Some(Value::None) => Format::Contiguous,
        Some(_) => format_arg(a, "contiguous")?,
    };
    if is_contiguous(&t.tensor, fmt) && !t.tensor.storage.layout_unsure.get() {
        return Ok(value(t));
    }
    match fmt {
        Format::Preserve => Err(PyErr::runtime_error(
            "preserve memory format is unsupported by the contiguous operator",
        )
        .into()),
        Format::Contiguous => Ok(value(super::views::View::new(ctx, &t).contiguous()?)),
        Format::ChannelsLast(_) => {
            let same = t.clone();
            Ok(value(apply(ctx, &t, same, fmt, "CloneBackward0")?))
        }
    }
}

/// `t.is_contiguous(memory_format=torch.contiguous_format)`.
pub(super) fn is_contiguous_method(_: &mut Ctx, a: &Args) -> NativeResult {
    let t = super::receiver(a)?;
    let fmt = format_arg(a, "is_contiguous")?;
    strides(&t.tensor)?;
    Ok(Value::Bool(is_contiguous(&t.tensor, fmt)))
}
