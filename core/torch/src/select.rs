//! Ops that pick elements by index or order: `index_select`, `gather`, `masked_fill`, `sort`,
//! `topk`, and the splitting views `split`/`chunk`, plus `outer`.
//!
//! Gathers compute their storage offsets on the host, so an index tensor on the device is read
//! first (a sync point, as data-dependent shapes are on a real TPU); `sort` and `topk` read the
//! values they order. The gathered elements themselves move through a `Take` kernel.

use crate::TorchCtx;
use std::rc::Rc;

use tpu_emu::ops::BinaryOp;
use tpu_emu::tensor::view::wrap_dim;
use tpu_emu::tensor::{contiguous_strides, strided_offsets, DType, HostData, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::autograd::record::{record, value};
use super::methods::views::View;
use super::ops::first;
use super::{as_tensor, kernels, native, tensor_value, TensorObj, TorchValue};

pub(super) fn register(m: &Module) {
    for (name, f) in METHODS {
        native(m, name, *f);
    }
}

/// As `torch.f(t, ...)` and `t.f(...)`.
pub(super) const METHODS: &[(&str, tpu_lang::native::NativeFn)] = &[
    ("index_select", index_select),
    ("gather", gather),
    ("masked_fill", masked_fill),
    ("sort", |c, a| sort(c, a, None)),
    ("argsort", |c, a| {
        let sorted = sort(c, a, None)?;
        match crate::torch_of(&sorted) {
            Some(TorchValue::ReturnTypes(r)) => Ok(r.values[1].clone()),
            _ => Ok(sorted),
        }
    }),
    ("topk", |c, a| {
        let k = match a.get(1, "k") {
            Some(Value::Int(k)) if *k >= 0 => *k as usize,
            _ => return Err(PyErr::type_error("topk(): argument 'k' must be int").into()),
        };
        sort(c, a, Some(k))
    }),
    ("split", |c, a| split(c, a, false)),
    ("chunk", |c, a| split(c, a, true)),
    ("outer", outer),
];

fn int(v: Option<&Value>, what: &str) -> Result<i64, PyErr> {
    match v {
        Some(Value::Int(i)) => Ok(*i),
        _ => Err(PyErr::type_error(format!("{what} must be int"))),
    }
}

fn index_tensor(v: Option<&Value>, what: &str) -> Result<Rc<TensorObj>, PyErr> {
    let t = as_tensor(v.unwrap_or(&Value::None), what)?.clone();
    // gather checks the dtype of a non-empty index only (ATen's scatter_gather_dtype_check).
    let empty_gather = what == "gather" && t.tensor.numel() == 0;
    if !matches!(t.tensor.dtype(), DType::Int64 | DType::Int32) && !empty_gather {
        let ints = if what == "index_select" {
            "int32 or int64"
        } else {
            "int32/int64"
        };
        return Err(PyErr::runtime_error(format!(
            "{what}(): Expected dtype {ints} for index"
        )));
    }
    Ok(t)
}

/// A differentiable gather of `t`'s elements at `offsets` (into `t`'s storage), shaped `shape`;
/// `grad_offsets` are the same positions in a contiguous tensor of `t`'s shape.
pub(crate) fn gathered(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    name: &'static str,
    offsets: Vec<usize>,
    grad_offsets: Vec<usize>,
    shape: Vec<usize>,
) -> Result<Rc<TensorObj>, Flow> {
    let out = kernels::take(ctx, &t.tensor, offsets, shape.clone())?;
    let (in_shape, dtype) = (t.tensor.shape.clone(), t.tensor.dtype());
    Ok(record(
        ctx,
        out,
        t.device.get(),
        name,
        &[t],
        true,
        move || {
            Box::new(move |ctx, g| {
                let zeros = kernels::full(&in_shape, 0.0, dtype);
                kernels::assign_at(ctx, &zeros, grad_offsets.clone(), &shape, g, true)?;
                Ok(vec![Some(zeros)])
            })
        },
    ))
}

/// Offsets of every element of `t` (through its strides), and of a contiguous layout.
fn layouts(t: &Tensor) -> (Vec<usize>, Vec<usize>) {
    let own = t.element_offsets();
    let flat = strided_offsets(&t.shape, &contiguous_strides(&t.shape), 0);
    (own, flat)
}

fn index_select(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = first(a, "index_select")?;
    let dim = wrap_dim(int(a.get(1, "dim"), "dim")?, t.tensor.shape.len())?;
    let idx = index_tensor(a.get(2, "index"), "index_select")?;
    crate::ops::same_device(&[&t, &idx])?;
    let ids = kernels::read_indices(ctx, &idx.tensor)?;
    if t.tensor.shape.is_empty() {
        // A 0-d input: one index, which must be 0, and a 0-d result (PyTorch's words).
        if ids.len() != 1 {
            return Err(PyErr::runtime_error(format!(
                "index_select(): Index to scalar can have only 1 value, got {} value(s)",
                ids.len()
            ))
            .into());
        }
        if ids[0] != 0 {
            return Err(PyErr::new("IndexError", "index out of range in self").into());
        }
        let (own, flat) = layouts(&t.tensor);
        return Ok(value(gathered(
            ctx,
            &t,
            "IndexSelectBackward0",
            own,
            flat,
            vec![],
        )?));
    }
    let size = t.tensor.shape[dim];
    let mut shape = t.tensor.shape.clone();
    shape[dim] = ids.len();
    let (inner, outer): (usize, usize) = (
        t.tensor.shape[dim + 1..].iter().product(),
        t.tensor.shape[..dim].iter().product(),
    );
    // The offset tables are as long as the result: its size is checked before they are built.
    let len = outer.saturating_mul(ids.len()).saturating_mul(inner);
    kernels::check_result_len(ctx, "index_select", len, t.tensor.dtype(), &[&t.tensor])?;
    let (own, flat) = layouts(&t.tensor);
    let (mut offs, mut goffs) = (Vec::with_capacity(len), Vec::with_capacity(len));
    for o in 0..outer {
        for &i in &ids {
            if i < 0 || i as usize >= size {
                return Err(PyErr::new("IndexError", "index out of range in self").into());
            }
            for k in 0..inner {
                let pos = (o * size + i as usize) * inner + k;
                offs.push(own[pos]);
                goffs.push(flat[pos]);
            }
        }
    }
    Ok(value(gathered(
        ctx,
        &t,
        "IndexSelectBackward0",
        offs,
        goffs,
        shape,
    )?))
}

fn gather(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = first(a, "gather")?;
    let nd = t.tensor.shape.len();
    let dim = wrap_dim(int(a.get(1, "dim"), "dim")?, nd)?;
    let idx = index_tensor(a.get(2, "index"), "gather")?;
    crate::ops::same_device(&[&t, &idx])?;
    // As ATen's gather_shape_check, a 0-d tensor counts as 1-d of one element (ensure_nonempty);
    // an empty index is not checked (gather_meta), its result is empty of its shape.
    let nonempty = |s: &[usize]| if s.is_empty() { vec![1] } else { s.to_vec() };
    let in_shape = nonempty(&t.tensor.shape);
    if idx.tensor.numel() > 0 && nonempty(&idx.tensor.shape).len() != in_shape.len() {
        return Err(PyErr::runtime_error(
            "Index tensor must have the same number of dimensions as input tensor",
        )
        .into());
    }
    let ids = kernels::read_indices(ctx, &idx.tensor)?;
    let (own, flat) = layouts(&t.tensor);
    let in_strides = contiguous_strides(&in_shape);
    let shape = idx.tensor.shape.clone();
    let idx_strides = contiguous_strides(&nonempty(&shape));
    let (mut offs, mut goffs) = (Vec::new(), Vec::new());
    for (n, &i) in ids.iter().enumerate() {
        // The index tensor's own coordinates, with `dim` replaced by the index value.
        let mut pos = 0isize;
        let mut rem = n;
        for (d, (&st, &in_st)) in idx_strides.iter().zip(&in_strides).enumerate() {
            let c = rem / st as usize;
            rem %= st as usize;
            let c = if d == dim { i } else { c as i64 };
            if c < 0 || c as usize >= in_shape[d] {
                return Err(PyErr::runtime_error(format!(
                    "index {c} is out of bounds for dimension {d} with size {}",
                    in_shape[d]
                ))
                .into());
            }
            pos += c as isize * in_st;
        }
        offs.push(own[pos as usize]);
        goffs.push(flat[pos as usize]);
    }
    Ok(value(gathered(
        ctx,
        &t,
        "GatherBackward0",
        offs,
        goffs,
        shape,
    )?))
}

fn masked_fill(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = first(a, "masked_fill")?;
    let mask = as_tensor(a.get(1, "mask").unwrap_or(&Value::None), "masked_fill")?.clone();
    if mask.tensor.dtype() != DType::Bool {
        return Err(PyErr::runtime_error(format!(
            "masked_fill_ only supports boolean masks, but got mask with dtype {}",
            super::reduce::dtype_cpp_name(mask.tensor.dtype())
        ))
        .into());
    }
    let given = a.get(2, "value");
    if let Some(given) = given {
        crate::creation::check_fits(given, t.tensor.dtype(), true)?;
    }
    let v = match (given, given.and_then(crate::torch_of)) {
        (Some(Value::Int(i)), _) => *i as f64,
        (Some(Value::Float(f)), _) => *f,
        (Some(Value::Bool(b)), _) => *b as u8 as f64,
        (_, Some(TorchValue::Tensor(s))) if !s.tensor.shape.is_empty() => {
            return Err(PyErr::runtime_error(format!(
                "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with {} dimension(s).",
                s.tensor.shape.len()
            ))
            .into())
        }
        (_, Some(TorchValue::Tensor(s))) if s.device == t.device => {
            // A 0-d tensor value on the same device stays in the graph: its gradient is the
            // sum of the gradient over the filled places (PyTorch's MaskedFillBackward1).
            let fill = if s.tensor.dtype() == t.tensor.dtype() {
                s.clone()
            } else {
                super::methods::cast(ctx, s, t.tensor.dtype())?
            };
            let out = super::ops::where_diff(ctx, &mask.tensor, &fill, &t, t.device.get())?;
            return Ok(value(super::autograd::record::rename(
                out,
                "MaskedFillBackward1",
            )));
        }
        (_, Some(TorchValue::Tensor(s))) => {
            let line = ctx.span.line;
            let d = ctx.torch().dispatcher.read(
                &s.tensor,
                MaterializationReason::ScalarConversion,
                line,
            )?;
            d.get_f64(0)
        }
        (_, _) => {
            return Err(PyErr::type_error("masked_fill(): argument 'value' must be Number").into())
        }
    };
    let fill = Rc::new(TensorObj::new(
        kernels::scalar(v, t.tensor.dtype()),
        t.device.get(),
    ));
    let out = super::ops::where_diff(ctx, &mask.tensor, &fill, &t, t.device.get())?;
    Ok(value(super::autograd::record::rename(
        out,
        "MaskedFillBackward0",
    )))
}

/// `sort(dim=-1, descending=False, stable=)` and `topk(k, dim=-1, largest=True, sorted=True)`:
/// always stable (so `stable=False` is honoured too: it only permits reordering ties), NaN last
/// ascending (first descending), as PyTorch orders them; `topk` picks as PyTorch's CPU kernel
/// does ([`topk_order`]).
fn sort(ctx: &mut Ctx, a: &Args, k: Option<usize>) -> NativeResult {
    let t = first(a, if k.is_some() { "topk" } else { "sort" })?;
    let nd = t.tensor.shape.len();
    let dim_pos = if k.is_some() { 2 } else { 1 };
    let dim = match a.get(dim_pos, "dim") {
        Some(Value::Int(d)) => wrap_dim(*d, nd)?,
        _ => nd.max(1) - 1,
    };
    let descending = match k {
        Some(_) => !matches!(a.get(3, "largest"), Some(Value::Bool(false))),
        None => matches!(a.get(2, "descending"), Some(Value::Bool(true))),
    };
    let sorted = !matches!(a.get(4, "sorted"), Some(Value::Bool(false)));
    let line = ctx.span.line;
    let data: HostData =
        ctx.torch()
            .dispatcher
            .read(&t.tensor, MaterializationReason::HostFallback, line)?;
    let shape = if nd == 0 {
        vec![1]
    } else {
        t.tensor.shape.clone()
    };
    let size = shape[dim];
    let mut take = k.unwrap_or(size);
    if take > size {
        return Err(PyErr::runtime_error("selected index k out of range").into());
    }
    if nd == 0 {
        // PyTorch's 0-d topk: k may be 0 or 1, and either answers the one element (0-d out).
        take = 1;
    }
    let inner: usize = shape[dim + 1..].iter().product();
    let outer: usize = shape[..dim].iter().product();
    let (own, flat) = layouts(&t.tensor);
    let mut out_shape = shape.clone();
    out_shape[dim] = take;
    let (mut offs, mut goffs, mut ids) = (Vec::new(), Vec::new(), vec![0i64; outer * take * inner]);
    let key = |i: usize| data.get_f64(i);
    for o in 0..outer {
        for kk in 0..inner {
            let pos = |s: usize| (o * size + s) * inner + kk;
            if let Some(k) = k.filter(|_| nd > 0) {
                for (r, s) in topk_order(size, k, descending, sorted, |s| key(pos(s))).enumerate() {
                    ids[(o * take + r) * inner + kk] = s as i64;
                }
                continue;
            }
            let mut order: Vec<usize> = (0..size).collect();
            tpu_emu::sort::sort_by(&mut order, |&x, &y| {
                let (p, q) = (key(pos(x)), key(pos(y)));
                let ord = match (p.is_nan(), q.is_nan()) {
                    (true, true) => std::cmp::Ordering::Equal,
                    (true, false) => std::cmp::Ordering::Greater,
                    (false, true) => std::cmp::Ordering::Less,
                    _ => p.partial_cmp(&q).unwrap_or(std::cmp::Ordering::Equal),
                };
                if descending {
                    ord.reverse()
                } else {
                    ord
                }
            });
            for (r, &s) in order.iter().take(take).enumerate() {
                ids[(o * take + r) * inner + kk] = s as i64;
            }
        }
    }
    // Values in output order: walk the output row-major.
    for o in 0..outer {
        for r in 0..take {
            for kk in 0..inner {
                let s = ids[(o * take + r) * inner + kk] as usize;
                let p = (o * size + s) * inner + kk;
                offs.push(own[p]);
                goffs.push(flat[p]);
            }
        }
    }
    let (name, tname) = match k {
        Some(_) => ("TopkBackward0", "topk"),
        None => ("SortBackward0", "sort"),
    };
    let final_shape = if nd == 0 { vec![] } else { out_shape };
    let values = gathered(ctx, &t, name, offs, goffs, final_shape.clone())?;
    let indices = Tensor::from_host(HostData::I64(ids), DType::Int64, final_shape);
    Ok(crate::ReturnTuple::pair(
        tname,
        value(values),
        tensor_value(indices, t.device.get()),
    ))
}

/// The indices `topk` picks from one slice of `n` values, in PyTorch's CPU order
/// (`TopKImpl.h`): NaN counts as the largest; `partial_sort` when k * 64 <= n, else
/// `nth_element` at k - 1 and, when `sorted`, a `sort` of the k - 1 before it. Neither is
/// stable, so equal values come in the order these algorithms leave them (`stl_order`).
fn topk_order(
    n: usize,
    k: usize,
    largest: bool,
    sorted: bool,
    value: impl Fn(usize) -> f64,
) -> impl Iterator<Item = usize> {
    let mut queue: Vec<(f64, usize)> = (0..n).map(|j| (value(j), j)).collect();
    let before = move |x: &(f64, usize), y: &(f64, usize)| match largest {
        true => (x.0.is_nan() && !y.0.is_nan()) || x.0 > y.0,
        false => (!x.0.is_nan() && y.0.is_nan()) || x.0 < y.0,
    };
    if k > 0 {
        if k * 64 <= n {
            crate::stl_order::partial_sort(&mut queue, k, &before);
        } else {
            crate::stl_order::nth_element(&mut queue, k - 1, &before);
            if sorted {
                crate::stl_order::sort(&mut queue[..k - 1], &before);
            }
        }
    }
    queue.into_iter().take(k).map(|(_, j)| j)
}

/// `split(size_or_sizes, dim=0)` / `chunk(n, dim=0)`: views, as a tuple.
fn split(ctx: &mut Ctx, a: &Args, chunk: bool) -> NativeResult {
    let t = first(a, if chunk { "chunk" } else { "split" })?;
    let dim = match a.get(2, "dim") {
        Some(Value::Int(d)) => wrap_dim(*d, t.tensor.shape.len())?,
        _ => 0,
    };
    let what = if chunk { "chunk" } else { "split" };
    if t.tensor.shape.is_empty() {
        return Err(PyErr::runtime_error(format!(
            "{what} expects at least a 1-dimensional tensor"
        ))
        .into());
    }
    let n = t.tensor.shape[dim];
    let arg = if chunk {
        a.get(1, "chunks")
    } else {
        // torch.split names it split_size_or_sections, Tensor.split split_size.
        a.get(1, "split_size_or_sections")
            .or_else(|| a.kwarg("split_size"))
    };
    // A torch.Size is a tuple of sizes (`x.split(y.shape)`).
    let as_tuple = match arg.and_then(crate::torch_of) {
        Some(TorchValue::Size(s)) => Some(Value::tuple(
            s.iter().map(|&d| Value::Int(d as i64)).collect(),
        )),
        _ => None,
    };
    let arg = as_tuple.as_ref().or(arg);
    // PyTorch's rules and words: chunk of an empty dimension gives `chunks` empty parts; a
    // split size of 0 only splits an empty dimension (into one part).
    let sizes: Vec<usize> = match (chunk, arg) {
        (true, Some(Value::Int(c))) if *c <= 0 => {
            return Err(PyErr::runtime_error(format!(
                "chunk expects `chunks` to be greater than 0, got: {c}"
            ))
            .into())
        }
        (true, Some(Value::Int(c))) if n == 0 => vec![0; *c as usize],
        (true, Some(Value::Int(c))) => {
            let each = n.div_ceil(*c as usize);
            (0..n).step_by(each).map(|s| each.min(n - s)).collect()
        }
        (false, Some(Value::Int(s))) if *s < 0 => {
            return Err(PyErr::runtime_error(format!(
                "split expects split_size be non-negative, but got split_size={s}"
            ))
            .into())
        }
        (false, Some(Value::Int(0))) if n > 0 => {
            return Err(PyErr::runtime_error(format!(
                "split_size can only be 0 if dimension size is 0, but got dimension size of {n}"
            ))
            .into())
        }
        (false, Some(Value::Int(s))) => {
            let each = (*s as usize).max(1);
            (0..n.max(1))
                .step_by(each)
                .map(|st| each.min(n - st))
                .collect()
        }
        (false, Some(v @ (Value::List(_) | Value::Tuple(_)))) => {
            let parts: Vec<i64> = tpu_lang::builtins::iterate(v)?
                .iter()
                .map(|x| int(Some(x), "split size"))
                .collect::<Result<_, _>>()?;
            if parts.iter().any(|&p| p < 0) {
                return Err(PyErr::runtime_error(format!(
                    "split_with_sizes expects split_sizes have only non-negative entries, but got split_sizes={parts:?}"
                ))
                .into());
            }
            let parts: Vec<usize> = parts.iter().map(|&p| p as usize).collect();
            if parts.iter().sum::<usize>() != n {
                return Err(PyErr::runtime_error(format!(
                    "split_with_sizes expects split_sizes to sum exactly to {n} (input tensor's size at dimension {dim}), but got split_sizes={parts:?}"
                ))
                .into());
            }
            parts
        }
        (_, other) => {
            return Err(PyErr::type_error(format!(
                "{what}(): argument '{}' must be int, not {}",
                if chunk { "chunks" } else { "split_size" },
                other.map_or("NoneType", |v| v.type_name())
            ))
            .into())
        }
    };
    // The parts' node, as ATen's (one per part here, under its name).
    let node = if matches!(arg, Some(Value::List(_) | Value::Tuple(_))) && !chunk {
        "SplitWithSizesBackward0"
    } else {
        "SplitBackward0"
    };
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0;
    for s in sizes {
        let part = View::new(ctx, &t).slice(dim, start, s, 1)?;
        out.push(value(crate::autograd::record::rename(part, node)));
        start += s;
    }
    Ok(Value::tuple(out))
}

fn outer(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let x = first(a, "outer")?;
    let y = as_tensor(a.get(1, "vec2").unwrap_or(&Value::None), "outer")?.clone();
    for (t, name) in [(&x, "self"), (&y, "vec2")] {
        let nd = t.tensor.shape.len();
        if nd != 1 {
            return Err(PyErr::runtime_error(format!(
                "outer: Expected 1-D argument {name}, but got {nd}-D"
            ))
            .into());
        }
    }
    let xc = View::new(ctx, &x).unsqueeze(1)?;
    let yr = View::new(ctx, &y).unsqueeze(0)?;
    Ok(value(super::ops::tensors_op(ctx, BinaryOp::Mul, &xc, &yr)?))
}
