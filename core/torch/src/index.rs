//! Indexing, get and set: ints, slices and `None` make views (sharing storage); bool masks, integer
//! tensors and lists gather through a `Take` kernel (a copy), and assignments write in place.
//! Also the joining ops `cat` and `stack`.

use std::rc::Rc;

use tpu_emu::tensor::view::wrap_dim;
use tpu_emu::tensor::{contiguous_strides, DType, Tensor};
use tpu_lang::builtins::{iterate, slice_indices};
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::autograd::record::{record, value};
use super::methods::views::View;
use super::{kernels, native, TensorObj, TorchValue};

pub(super) fn register(m: &Module) {
    native(m, "cat", cat_fn);
    native(m, "concat", cat_fn);
    native(m, "stack", stack_fn);
}

/// One step of basic indexing, re-appliable to any tensor of the same shape.
#[derive(Clone, Debug)]
enum Basic {
    Select(usize, usize),
    Slice(usize, usize, usize, usize),
    Unsqueeze(usize),
}

fn apply(ops: &[Basic], t: &Tensor) -> Tensor {
    ops.iter().fold(t.clone(), |x, op| match *op {
        Basic::Select(d, i) => x.selected(d, i),
        Basic::Slice(d, s, n, st) => x.sliced(d, s, n, st),
        Basic::Unsqueeze(d) => x.unsqueezed(d),
    })
}

/// An advanced index on dimension `dim` of the basic view: the positions to take.
struct Advanced {
    dim: usize,
    shape: Vec<usize>,
    values: Vec<i64>,
}

/// The parsed index: basic steps, then advanced indices on the resulting view.
struct Plan {
    basic: Vec<Basic>,
    advanced: Vec<Advanced>,
}

fn index_items(idx: &Value) -> Vec<Value> {
    match idx {
        Value::Tuple(items) => items.to_vec(),
        other => vec![other.clone()],
    }
}

/// A slice whose bounds are one-element integer tensors (`x[n:]`, `x[:k.argmax()]`): each bound
/// its `__index__`, as PyTorch's indexing reads them.
fn slice_of_ints(ctx: &mut Ctx, item: Value) -> Result<Value, Flow> {
    match &item {
        Value::Slice(s) if s.iter().any(|b| matches!(b, Value::Foreign(_))) => {
            let mut out = [Value::None, Value::None, Value::None];
            for (o, b) in out.iter_mut().zip(s.iter()) {
                *o = match b {
                    Value::Foreign(_) => crate::to_python_number(ctx, b, "index")?,
                    other => other.clone(),
                };
            }
            Ok(Value::Slice(Rc::new(out)))
        }
        _ => Ok(item),
    }
}

fn plan(ctx: &mut Ctx, t: &Tensor, idx: &Value) -> Result<Plan, Flow> {
    let mut items = index_items(idx)
        .into_iter()
        .map(|v| slice_of_ints(ctx, v))
        .collect::<Result<Vec<_>, _>>()?;
    let consumed: usize = items
        .iter()
        .map(|v| match (v, crate::torch_of(v)) {
            (Value::None | Value::Bool(_), _) => 0,
            (_, Some(TorchValue::Tensor(m))) if is_mask(m.tensor.dtype()) => m.tensor.shape.len(),
            (Value::Ellipsis, _) => 0,
            (_, _) => 1,
        })
        .sum();
    let ndim = t.shape.len();
    // `...` stands for as many full slices as the other indices leave dimensions.
    if let Some(at) = items.iter().position(|v| matches!(v, Value::Ellipsis)) {
        if items[at + 1..].iter().any(|v| matches!(v, Value::Ellipsis)) {
            return Err(PyErr::new(
                "IndexError",
                "an index can only have a single ellipsis ('...')",
            )
            .into());
        }
        let full = Value::Slice(std::rc::Rc::new([Value::None, Value::None, Value::None]));
        let fill = ndim.saturating_sub(consumed);
        items.splice(at..=at, std::iter::repeat_n(full, fill));
    }
    if consumed > ndim {
        return Err(PyErr::new(
            "IndexError",
            format!("too many indices for tensor of dimension {ndim}"),
        )
        .into());
    }
    let mut shape = t.shape.clone();
    let mut basic = Vec::new();
    let mut advanced = Vec::new();
    // `dim` walks the view being built; `src` walks the input's dimensions (for messages).
    let mut dim = 0usize;
    let mut src = 0usize;
    for item in &items {
        match (item, crate::torch_of(item)) {
            (Value::Int(i), _) => {
                let size = shape[dim];
                let j = if *i < 0 { i + size as i64 } else { *i };
                if j < 0 || j >= size as i64 {
                    return Err(PyErr::new(
                        "IndexError",
                        format!("index {i} is out of bounds for dimension {src} with size {size}"),
                    )
                    .into());
                }
                basic.push(Basic::Select(dim, j as usize));
                shape.remove(dim);
                src += 1;
            }
            (Value::Slice(s), _) => {
                let (start, stop, step) = slice_indices(s, shape[dim])?;
                if step <= 0 {
                    return Err(PyErr::value_error("step must be greater than zero").into());
                }
                let len = tpu_lang::value::range_len(start, stop, step) as usize;
                basic.push(Basic::Slice(dim, start as usize, len, step as usize));
                shape[dim] = len;
                dim += 1;
                src += 1;
            }
            (Value::None, _) => {
                basic.push(Basic::Unsqueeze(dim));
                shape.insert(dim, 1);
                dim += 1;
            }
            (_, Some(TorchValue::Tensor(m)))
                if is_mask(m.tensor.dtype()) && m.tensor.shape.is_empty() =>
            {
                let keep = kernels::read_indices(ctx, &m.tensor)?[0] != 0;
                zero_dim_mask(&mut basic, &mut advanced, &mut shape, &mut dim, keep);
            }
            (Value::Bool(keep), _) => {
                zero_dim_mask(&mut basic, &mut advanced, &mut shape, &mut dim, *keep);
            }
            (_, Some(TorchValue::Tensor(m))) if is_mask(m.tensor.dtype()) => {
                let mask = kernels::read_indices(ctx, &m.tensor)?;
                let k = m.tensor.shape.len();
                if m.tensor.shape[..] != shape[dim..dim + k] {
                    return Err(PyErr::new(
                        "IndexError",
                        format!(
                            "The shape of the mask {:?} at index {src} does not match the shape of the indexed tensor {:?} at index {src}",
                            m.tensor.shape,
                            shape
                        ),
                    )
                    .into());
                }
                // A k-dim mask is k integer indices: the coordinates of its true elements.
                let hits: Vec<usize> = (0..mask.len()).filter(|&i| mask[i] != 0).collect();
                let strides = contiguous_strides(&m.tensor.shape);
                for (j, &st) in strides.iter().enumerate() {
                    let size = m.tensor.shape[j];
                    advanced.push(Advanced {
                        dim: dim + j,
                        shape: vec![hits.len()],
                        values: hits
                            .iter()
                            .map(|&h| ((h / st as usize) % size) as i64)
                            .collect(),
                    });
                }
                dim += k;
                src += k;
            }
            (_, Some(TorchValue::Tensor(ix)))
                if matches!(ix.tensor.dtype(), DType::Int64 | DType::Int32) =>
            {
                let values = kernels::read_indices(ctx, &ix.tensor)?;
                advanced.push(checked(dim, src, shape[dim], ix.tensor.shape.clone(), values)?);
                dim += 1;
                src += 1;
            }
            (_, Some(TorchValue::Tensor(_))) => {
                return Err(PyErr::new(
                    "IndexError",
                    "tensors used as indices must be long, int, byte or bool tensors",
                )
                .into())
            }
            (Value::List(_) | Value::Range { .. }, _) => {
                let vals: Vec<i64> = iterate(item)?
                    .iter()
                    .map(|v| match v {
                        Value::Int(i) => Ok(*i),
                        Value::Bool(b) => Ok(*b as i64),
                        _ => Err(PyErr::new(
                            "IndexError",
                            "tensors used as indices must be long, int, byte or bool tensors",
                        )),
                    })
                    .collect::<Result<_, _>>()?;
                let n = vals.len();
                advanced.push(checked(dim, src, shape[dim], vec![n], vals)?);
                dim += 1;
                src += 1;
            }
            (other, _) => {
                return Err(PyErr::new(
                    "IndexError",
                    format!(
                        "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices (got {})",
                        other.type_name()
                    ),
                )
                .into())
            }
        }
    }
    Ok(Plan { basic, advanced })
}

/// Whether an index tensor of `d` is a mask: bool, or uint8, which PyTorch 2.15 still reads as a
/// mask (with a deprecation warning the playground does not print).
fn is_mask(d: DType) -> bool {
    matches!(d, DType::Bool | DType::UInt8)
}

/// A 0-d mask (`True`, `False`, or a 0-d bool tensor) as PyTorch reads it: a new dimension of
/// size 1 at `dim`, kept whole or emptied (`x[True]` is `x[None]`, `x[False]` has size 0 there).
fn zero_dim_mask(
    basic: &mut Vec<Basic>,
    advanced: &mut Vec<Advanced>,
    shape: &mut Vec<usize>,
    dim: &mut usize,
    keep: bool,
) {
    basic.push(Basic::Unsqueeze(*dim));
    shape.insert(*dim, 1);
    advanced.push(Advanced {
        dim: *dim,
        shape: vec![keep as usize],
        values: if keep { vec![0] } else { vec![] },
    });
    *dim += 1;
}

fn checked(
    dim: usize,
    src: usize,
    size: usize,
    shape: Vec<usize>,
    mut values: Vec<i64>,
) -> Result<Advanced, PyErr> {
    for v in values.iter_mut() {
        if *v < -(size as i64) || *v >= size as i64 {
            return Err(PyErr::new(
                "IndexError",
                format!("index {v} is out of bounds for dimension {src} with size {size}"),
            ));
        }
        if *v < 0 {
            *v += size as i64;
        }
    }
    Ok(Advanced { dim, shape, values })
}

/// The output shape of advanced indexing over `view`, and the offsets it reads, through `strides`
/// and `offset` (the view's own, or a contiguous layout of its shape for the backward).
///
/// The offsets table is as long as the result, so the result's size is checked first, as a kernel
/// launch checks it (`kernels::check_result_len`): `big[idx]` with a huge broadcast index is an
/// error, not an allocation past the host's memory.
fn gather_plan(
    ctx: &mut Ctx,
    view: &Tensor,
    view_shape: &[usize],
    strides: &[isize],
    offset: usize,
    adv: &[Advanced],
) -> Result<(Vec<usize>, Vec<usize>), Flow> {
    let mut bshape: Vec<usize> = Vec::new();
    for a in adv {
        bshape = tpu_emu::ops::broadcast_shapes(&bshape, &a.shape).map_err(|_| {
            let shapes: Vec<String> = adv.iter().map(|a| format!("{:?}", a.shape)).collect();
            PyErr::new(
                "IndexError",
                format!(
                    "shape mismatch: indexing tensors could not be broadcast together with shapes {}",
                    shapes.join(", ")
                ),
            )
        })?;
    }
    let adv_dims: Vec<usize> = adv.iter().map(|a| a.dim).collect();
    let adjacent = adv_dims.windows(2).all(|w| w[1] == w[0] + 1);
    let rest: Vec<usize> = (0..view_shape.len())
        .filter(|d| !adv_dims.contains(d))
        .collect();
    let first = adv_dims[0];
    let (before, after): (Vec<usize>, Vec<usize>) = if adjacent {
        rest.iter().partition(|&&d| d < first)
    } else {
        (Vec::new(), rest.clone())
    };
    let mut out_shape: Vec<usize> = before.iter().map(|&d| view_shape[d]).collect();
    out_shape.extend(&bshape);
    out_shape.extend(after.iter().map(|&d| view_shape[d]));
    let bn: usize = bshape.iter().product();
    // Each index tensor read at a broadcast position b.
    let at = |a: &Advanced, b: usize| -> i64 {
        let acc =
            tpu_emu::ops::broadcast_access(&a.shape, &contiguous_strides(&a.shape), 0, &bshape);
        let mut rem = b;
        let mut off = 0isize;
        for d in (0..bshape.len()).rev() {
            off += (rem % bshape[d]) as isize * acc.strides[d];
            rem /= bshape[d];
        }
        a.values[off as usize]
    };
    let before_shape: Vec<usize> = before.iter().map(|&d| view_shape[d]).collect();
    let after_shape: Vec<usize> = after.iter().map(|&d| view_shape[d]).collect();
    let before_offs = tpu_emu::tensor::strided_offsets(
        &before_shape,
        &before.iter().map(|&d| strides[d]).collect::<Vec<_>>(),
        0,
    );
    let after_offs = tpu_emu::tensor::strided_offsets(
        &after_shape,
        &after.iter().map(|&d| strides[d]).collect::<Vec<_>>(),
        0,
    );
    let len = before_offs
        .len()
        .checked_mul(bn)
        .and_then(|n| n.checked_mul(after_offs.len()))
        .unwrap_or(usize::MAX);
    kernels::check_result_len(ctx, "index", len, view.dtype(), &[view])?;
    let mut offsets = Vec::with_capacity(len);
    for &p in &before_offs {
        for b in 0..bn {
            let q: isize = adv.iter().map(|a| at(a, b) as isize * strides[a.dim]).sum();
            for &r in &after_offs {
                offsets.push((offset as isize + p as isize + q + r as isize) as usize);
            }
        }
    }
    Ok((out_shape, offsets))
}

fn basic_name(ops: &[Basic]) -> &'static str {
    match ops.last() {
        Some(Basic::Select(..)) => "SelectBackward0",
        Some(Basic::Slice(..)) => "SliceBackward0",
        _ => "UnsqueezeBackward0",
    }
}

pub(super) fn getitem(ctx: &mut Ctx, t: &Rc<TensorObj>, idx: &Value) -> NativeResult {
    let Plan { basic, advanced } = plan(ctx, &t.tensor, idx)?;
    let view = if basic.is_empty() {
        t.clone()
    } else {
        let name = basic_name(&basic);
        let ops = basic.clone();
        View::new(ctx, t).custom(name, Rc::new(move |x| apply(&ops, x)))?
    };
    if advanced.is_empty() {
        return Ok(value(view));
    }
    let v = &view.tensor;
    let (shape, offsets) = gather_plan(ctx, v, &v.shape, &v.strides, v.offset, &advanced)?;
    let (_, grad_offsets) = gather_plan(
        ctx,
        v,
        &v.shape,
        &contiguous_strides(&v.shape),
        0,
        &advanced,
    )?;
    let out = kernels::take(ctx, v, offsets, shape.clone())?;
    let (in_shape, dtype) = (v.shape.clone(), v.dtype());
    Ok(value(record(
        ctx,
        out,
        t.device.get(),
        "IndexBackward0",
        &[&view],
        true,
        move || {
            Box::new(move |ctx, g| {
                let zeros = kernels::full(&in_shape, 0.0, dtype);
                kernels::assign_at(ctx, &zeros, grad_offsets.clone(), &shape, g, true)?;
                Ok(vec![Some(zeros)])
            })
        },
    )))
}

/// `t[i]` for iteration: a view along dim 0.
pub(super) fn select_value(t: &Rc<TensorObj>, i: i64) -> Result<Value, PyErr> {
    let n = t.tensor.shape[0] as i64;
    if i >= n {
        return Err(PyErr::new("IndexError", "index out of range"));
    }
    Ok(super::tensor_value(
        t.tensor.selected(0, i as usize),
        t.device.get(),
    ))
}

pub(super) fn setitem(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    idx: &Value,
    v: &Value,
) -> Result<(), Flow> {
    // A write into a result in the graph, or of a value in the graph into a tensor outside it
    // (`out[t] = h` in a loop): recorded, as PyTorch's CopySlices.
    let src_grad = crate::tensor_of(v).is_some_and(|s| s.requires_grad.get());
    if crate::TorchCtx::torch_ref(ctx).grad_mode.enabled()
        && ((t.requires_grad.get() && !t.is_leaf()) || (src_grad && !t.requires_grad.get()))
    {
        return setitem_recorded(ctx, t, idx, v, None);
    }
    if t.requires_grad.get() && t.is_leaf() && crate::TorchCtx::torch_ref(ctx).grad_mode.enabled() {
        // (PyTorch writes through a view of the leaf, and says so.)
        return Err(PyErr::runtime_error(
            "a view of a leaf Variable that requires grad is being used in an in-place operation.",
        )
        .into());
    }
    super::ops::check_inplace(ctx, t)?;
    // `x[mask] = number` is masked_fill_, which takes bool masks only.
    if let (Some(TorchValue::Tensor(m)), Value::Int(_) | Value::Float(_) | Value::Bool(_)) =
        (crate::torch_of(idx), v)
    {
        if m.tensor.dtype() == DType::UInt8 {
            return Err(PyErr::runtime_error(
                "masked_fill_ only supports boolean masks, but got mask with dtype unsigned char",
            )
            .into());
        }
    }
    let Plan { basic, advanced } = plan(ctx, &t.tensor, idx)?;
    let view = apply(&basic, &t.tensor);
    crate::creation::check_fits(v, view.dtype(), true)?;
    let src = match (v, crate::torch_of(v)) {
        (_, Some(TorchValue::Tensor(s))) => {
            super::ops::check_inplace_source(ctx, t, s)?;
            s.tensor.clone()
        }
        (Value::Int(i), _) => kernels::scalar(*i as f64, view.dtype()),
        (Value::Float(f), _) => kernels::scalar(*f, view.dtype()),
        (Value::Bool(b), _) => kernels::scalar(*b as u8 as f64, view.dtype()),
        (other, _) => {
            return Err(PyErr::type_error(format!(
                "can't assign a {} to a Tensor",
                other.type_name()
            ))
            .into())
        }
    };
    let src = &unit_prefix_stripped(&src);
    if advanced.is_empty() {
        super::ops::check_overlap(&view, src)?;
        expand_check(src, &view.shape)?;
        return kernels::assign(ctx, &view, src);
    }
    let (shape, offsets) = gather_plan(
        ctx,
        &view,
        &view.shape,
        &view.strides,
        view.offset,
        &advanced,
    )?;
    kernels::assign_at(ctx, &view, offsets, &shape, src, false)
}

/// The node PyTorch's `Tensor.__setitem__` records for `t[idx] = v` (all pass the gradient as
/// CopySlices does): a bool mask and a number is `masked_fill_`, one integer-tensor index and a
/// number `index_fill_`, other tensor indices `index_put_`, basic indexing CopySlices.
fn setitem_node_name(idx: &Value, v: &Value) -> &'static str {
    let parts: Vec<Value> = match idx {
        Value::Tuple(t) => t.to_vec(),
        other => vec![other.clone()],
    };
    let tensors: Vec<DType> = parts
        .iter()
        .filter_map(|p| crate::tensor_of(p).map(|t| t.tensor.dtype()))
        .collect();
    let number = matches!(v, Value::Int(_) | Value::Float(_) | Value::Bool(_));
    // (An integer, a narrowing slice or None takes a view first, into which the tensor part is
    // written: the base records CopySlices, as for basic indexing.)
    let full = |p: &Value| match p {
        Value::Slice(s) => s.iter().all(|b| matches!(b, Value::None)),
        Value::Ellipsis => true,
        other => crate::tensor_of(other).is_some(),
    };
    if !parts.iter().all(full) {
        return "CopySlices";
    }
    match tensors.as_slice() {
        [] => "CopySlices",
        [DType::Bool] if number => "MaskedFillBackward0",
        [d] if number && d.is_integral() => "IndexFillBackward0",
        _ => "IndexPutBackward0",
    }
}

/// `t[idx] = v` recorded (PyTorch's `CopySlices`): the new contents are computed in a copy,
/// whose node sends the incoming gradient to `t`'s history with the written region zeroed, and
/// the region itself to `v` (summed to its shape); then `t` takes the copy's contents and node,
/// as an in-place op on a result in the graph does (refused where a view or a backward holds
/// `t`'s storage, see `ops::check_rebase`).
fn setitem_recorded(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    idx: &Value,
    v: &Value,
    name: Option<&'static str>,
) -> Result<(), Flow> {
    // (`y[m] = y[m] + 1` reads a view of `y` first, which is gone by now: `rebase_allowed` asks
    // the sticky view flag only where a second holder could be that view.)
    if !super::ops::rebase_allowed(t) {
        return Err(PyErr::unsupported(
            "an index assignment into a tensor of the autograd graph that a live view shares or a backward saved",
        )
        .into());
    }
    let dtype = t.tensor.dtype();
    crate::creation::check_fits(v, dtype, true)?;
    let src = match (v, crate::torch_of(v)) {
        (_, Some(TorchValue::Tensor(s))) => s.clone(),
        (Value::Int(_) | Value::Float(_) | Value::Bool(_), _) => {
            let n = match v {
                Value::Int(i) => *i as f64,
                Value::Float(f) => *f,
                _ => matches!(v, Value::Bool(true)) as u8 as f64,
            };
            Rc::new(TensorObj::new(kernels::scalar(n, dtype), t.device.get()))
        }
        (other, _) => {
            return Err(PyErr::type_error(format!(
                "can't assign a {} to a Tensor",
                other.type_name()
            ))
            .into())
        }
    };
    let data = kernels::copy(ctx, &t.tensor)?;
    write_at(ctx, &data, idx, &src.tensor)?;
    let (idx_c, src_shape, src_dtype) = (idx.clone(), src.tensor.shape.clone(), src.tensor.dtype());
    let name = name.unwrap_or_else(|| setitem_node_name(idx, v));
    let out = record(
        ctx,
        data,
        t.device.get(),
        name,
        &[t, &src],
        false,
        move || {
            Box::new(move |ctx, g| {
                let rest = kernels::copy(ctx, g)?;
                write_at(ctx, &rest, &idx_c, &kernels::scalar(0.0, rest.dtype()))?;
                let plain = value(Rc::new(TensorObj::new(g.clone(), crate::Device::Cpu)));
                let region = match crate::tensor_of(&getitem_value(ctx, &plain, &idx_c)?) {
                    Some(r) => r.tensor.clone(),
                    None => return Err(PyErr::runtime_error("internal error: CopySlices").into()),
                };
                let mut gs = kernels::sum_to(ctx, &region, &src_shape)?;
                if gs.dtype() != src_dtype && src_dtype.is_floating() {
                    gs = kernels::cast(ctx, &gs, src_dtype)?;
                }
                Ok(vec![Some(rest), Some(gs)])
            })
        },
    );
    super::ops::write_rebased(ctx, t, &value(out))?;
    t.requires_grad.set(true);
    Ok(())
}

/// `t.copy_(src)`, `t.fill_(v)`, `t.zero_()` where the write is recorded (`t` a result in the
/// graph, or `src` one): the whole of `t` overwritten, as `t[...] = v` under PyTorch's node for
/// the method (`CopyBackwards`, `FillBackward2`, `ZeroBackward0`), whose gradient for `t`'s
/// earlier history is zero.
pub(crate) fn overwrite_recorded(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    v: &Value,
    name: &'static str,
) -> Result<(), Flow> {
    setitem_recorded(ctx, t, &Value::Ellipsis, v, Some(name))
}

fn getitem_value(ctx: &mut Ctx, t: &Value, idx: &Value) -> NativeResult {
    match crate::tensor_of(t) {
        Some(t) => getitem(ctx, &t.clone(), idx),
        None => Err(PyErr::runtime_error("internal error: getitem of a non-tensor").into()),
    }
}

/// Whether `src` expands to `dst` (the view `t[idx]`), with PyTorch's `expand` errors, as its
/// `__setitem__` copies through `src.expand(dst)`.
fn expand_check(src: &Tensor, dst: &[usize]) -> Result<(), PyErr> {
    let s = &src.shape;
    if s.len() > dst.len() {
        return Err(PyErr::runtime_error(format!(
            "expand({}{{{s:?}}}, size={dst:?}): the number of sizes provided ({}) must be greater or equal to the number of dimensions in the tensor ({})",
            crate::methods::type_string(src.dtype()),
            dst.len(),
            s.len()
        )));
    }
    let pad = dst.len() - s.len();
    for (i, &d) in s.iter().enumerate() {
        if d != 1 && d != dst[pad + i] {
            return Err(PyErr::runtime_error(format!(
                "The expanded size of the tensor ({}) must match the existing size ({d}) at non-singleton dimension {}.  Target sizes: {dst:?}.  Tensor sizes: {s:?}",
                dst[pad + i],
                pad + i
            )));
        }
    }
    Ok(())
}

/// The value of `t[idx] = v` with its leading size-1 dimensions dropped, as PyTorch's
/// `__setitem__` views it first (`slicePrefix1sSize`): `a[1] = torch.ones(1, 4)` fills a row.
fn unit_prefix_stripped(src: &Tensor) -> Tensor {
    let k = src.shape.iter().take_while(|&&d| d == 1).count();
    let mut t = src.clone();
    if k > 0 {
        t.shape.drain(..k);
        t.strides.drain(..k);
    }
    t
}

/// `dst[idx] = src` into `dst` as it is laid out (its plan computed on it).
fn write_at(ctx: &mut Ctx, dst: &Tensor, idx: &Value, src: &Tensor) -> Result<(), Flow> {
    let src = &unit_prefix_stripped(src);
    let Plan { basic, advanced } = plan(ctx, dst, idx)?;
    let view = apply(&basic, dst);
    if advanced.is_empty() {
        super::ops::check_overlap(&view, src)?;
        expand_check(src, &view.shape)?;
        return kernels::assign(ctx, &view, src);
    }
    let (shape, offsets) = gather_plan(
        ctx,
        &view,
        &view.shape,
        &view.strides,
        view.offset,
        &advanced,
    )?;
    kernels::assign_at(ctx, &view, offsets, &shape, src, false)
}

fn tensor_list(v: Option<&Value>, fname: &str) -> Result<Vec<Rc<TensorObj>>, PyErr> {
    let items = iterate(v.unwrap_or(&Value::None))?;
    if items.is_empty() {
        // PyTorch's words differ by op: cat's is a ValueError from its Python binding.
        return Err(match fname {
            "stack" | "hstack" | "vstack" | "dstack" | "column_stack" => {
                PyErr::runtime_error(format!("{fname} expects a non-empty TensorList"))
            }
            "cat" | "concat" | "concatenate" => PyErr::value_error(format!(
                "torch.{fname}(): expected a non-empty list of Tensors"
            )),
            _ => PyErr::runtime_error(format!("{fname}(): expected a non-empty list of Tensors")),
        });
    }
    items
        .iter()
        .enumerate()
        .map(|(i, x)| match (x, crate::torch_of(x)) {
            (_, Some(TorchValue::Tensor(t))) => Ok(t.clone()),
            (other, _) => Err(PyErr::type_error(format!(
                "{fname}(): argument 'tensors' (position 1) must be tuple of Tensors, not {} at {i}",
                other.type_name()
            ))),
        })
        .collect()
}

fn dim_arg(a: &Args, ndim: usize) -> Result<usize, PyErr> {
    match a.get(1, "dim") {
        None => Ok(0),
        Some(Value::Int(d)) => Ok(wrap_dim(*d, ndim)?),
        Some(other) => Err(PyErr::type_error(format!(
            "argument 'dim' must be int, not {}",
            other.type_name()
        ))),
    }
}

pub(super) fn cat(
    ctx: &mut Ctx,
    parts: &[Rc<TensorObj>],
    dim: usize,
) -> Result<Rc<TensorObj>, Flow> {
    if let Some(i) = parts.iter().position(|p| p.tensor.shape.is_empty()) {
        return Err(PyErr::runtime_error(format!(
            "zero-dimensional tensor (at position {i}) cannot be concatenated"
        ))
        .into());
    }
    // PyTorch skips legacy empty tensors (shape (0,)) whatever the others' shapes, as long as one
    // tensor is not one; they still take part in the result's dtype and get an empty gradient.
    let all_legacy = parts.iter().all(|p| is_legacy_empty(&p.tensor));
    let kept: Vec<bool> = parts
        .iter()
        .map(|p| all_legacy || !is_legacy_empty(&p.tensor))
        .collect();
    let first = &parts[kept.iter().position(|&k| k).unwrap_or(0)].tensor;
    for (i, p) in parts.iter().enumerate() {
        if !kept[i] {
            continue;
        }
        let s = &p.tensor.shape;
        if s.len() != first.shape.len() {
            return Err(PyErr::runtime_error(format!(
                "Tensors must have same number of dimensions: got {} and {}",
                first.shape.len(),
                s.len()
            ))
            .into());
        }
        let ok = s.len() == first.shape.len()
            && (0..s.len()).all(|d| d == dim || s[d] == first.shape[d]);
        if !ok {
            let d = (0..s.len().min(first.shape.len()))
                .find(|&d| d != dim && s[d] != first.shape[d])
                .unwrap_or(0);
            return Err(PyErr::runtime_error(format!(
                "Sizes of tensors must match except in dimension {dim}. Expected size {} but got size {} for tensor number {i} in the list.",
                first.shape.get(d).copied().unwrap_or(0),
                s.get(d).copied().unwrap_or(0)
            ))
            .into());
        }
    }
    let dtype = parts.iter().skip(1).fold(parts[0].tensor.dtype(), |d, p| {
        tpu_emu::ops::promote(d, p.tensor.dtype())
    });
    let tensors: Vec<Tensor> = parts
        .iter()
        .zip(&kept)
        .filter(|(_, &k)| k)
        .map(|(p, _)| p.tensor.clone())
        .collect();
    let out = kernels::cat(ctx, &tensors, dim, dtype)?;
    // Each input's extent along dim (None: a skipped legacy empty tensor).
    let sizes: Vec<Option<usize>> = parts
        .iter()
        .zip(&kept)
        .map(|(p, &k)| k.then(|| p.tensor.shape[dim]))
        .collect();
    let refs: Vec<&Rc<TensorObj>> = parts.iter().collect();
    Ok(record(
        ctx,
        out,
        parts[0].device.get(),
        "CatBackward0",
        &refs,
        false,
        move || {
            Box::new(move |_, g| {
                let mut start = 0;
                Ok(sizes
                    .iter()
                    .map(|&n| match n {
                        Some(n) => {
                            let piece = g.sliced(dim, start, n, 1);
                            start += n;
                            Some(piece)
                        }
                        None => Some(kernels::full(&[0], 0.0, g.dtype())),
                    })
                    .collect())
            })
        },
    ))
}

/// A legacy empty tensor: 1-D with no elements, which `cat` skips (ATen's
/// `legacy_cat_wrap_dim` and `cat_meta`).
fn is_legacy_empty(t: &Tensor) -> bool {
    t.shape == [0]
}

fn cat_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.get(0, "tensors").and_then(crate::tensor_of).is_some() {
        return Err(PyErr::type_error(
            "cat(): argument 'tensors' (position 1) must be tuple of Tensors, not Tensor",
        )
        .into());
    }
    let parts = tensor_list(a.get(0, "tensors"), "cat")?;
    crate::ops::same_device(&parts.iter().collect::<Vec<_>>())?;
    // The dim wraps by the first tensor that is not a legacy empty one.
    let wrap_by = parts
        .iter()
        .find(|p| !is_legacy_empty(&p.tensor))
        .unwrap_or(&parts[0]);
    let dim = dim_arg(a, wrap_by.tensor.shape.len())?;
    Ok(value(cat(ctx, &parts, dim)?))
}

fn stack_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let parts = tensor_list(a.get(0, "tensors"), "stack")?;
    crate::ops::same_device(&parts.iter().collect::<Vec<_>>())?;
    let dim = dim_arg(a, parts[0].tensor.shape.len() + 1)?;
    for (i, p) in parts.iter().enumerate() {
        if p.tensor.shape != parts[0].tensor.shape {
            return Err(PyErr::runtime_error(format!(
                "stack expects each tensor to be equal size, but got {:?} at entry 0 and {:?} at entry {i}",
                parts[0].tensor.shape, p.tensor.shape
            ))
            .into());
        }
    }
    let mut unsq = Vec::with_capacity(parts.len());
    for p in &parts {
        unsq.push(View::new(ctx, p).unsqueeze(dim)?);
    }
    let out = cat(ctx, &unsq, dim)?;
    Ok(value(super::autograd::record::rename(
        out,
        "StackBackward0",
    )))
}
