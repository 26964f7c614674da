//! Tensor-level ops without autograd: PyTorch's shape and dtype rules, then one [`Kernel`] through
//! the dispatcher. The differentiable layer (forward ops and their backward rules) is built on these,
//! and backward rules call them directly, so gradients go through the dispatcher and the trace too.

use crate::{iterlayout, TorchCtx};
use std::rc::Rc;
use tpu_emu::ops::{
    broadcast_access, broadcast_shapes, promote, Access, BinaryOp, CompareOp, Kernel, ReduceOp,
    UnaryOp,
};
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Ctx, Flow};
use tpu_lang::PyErr;

pub type R = Result<Tensor, Flow>;

fn run(ctx: &mut Ctx, kernel: Kernel, inputs: &[&Tensor], dtype: DType, shape: Vec<usize>) -> R {
    check_result_len(ctx, kernel.name(), kernel.out_len(), dtype, inputs)?;
    let line = ctx.span.line;
    // A result computed from one whose layout may not be PyTorch's may not be either (a
    // matmul's, a full sum's and a row-major copy's are certain).
    let unsure = !matches!(
        kernel,
        Kernel::Matmul { .. }
            | Kernel::BatchMatmul { .. }
            | Kernel::SumAll { .. }
            | Kernel::Unary {
                op: UnaryOp::Copy,
                ..
            }
    ) && inputs.iter().any(|t| t.storage.layout_unsure.get());
    let out = ctx
        .torch()
        .dispatcher
        .execute(kernel.name(), kernel, inputs, dtype, shape, line)?;
    if unsure && out.shape.iter().filter(|&&n| n != 1).count() > 1 {
        out.storage.layout_unsure.set(true);
    }
    Ok(out)
}

/// Results are bounded like created tensors: an outer product of two long vectors must be an
/// error, not an allocation that takes the page down. Every kernel launch checks its result's
/// `len` here; a caller that builds host tables as long as a result before launching it (im2col's
/// gather offsets) checks first.
pub fn check_result_len(
    ctx: &mut Ctx,
    name: &str,
    len: usize,
    dtype: DType,
    inputs: &[&Tensor],
) -> Result<(), Flow> {
    let limit = super::creation::MAX_ELEMENTS;
    if len > limit {
        // Too big for the chip's HBM is PyTorch's own error, and comes first.
        let bytes = (len as u64).saturating_mul(dtype.size() as u64);
        ctx.torch().dispatcher.check_output(inputs, bytes)?;
        return Err(PyErr::runtime_error(format!(
            "the result of {name} would have {len} elements, more than the playground allows ({limit})"
        ))
        .into());
    }
    Ok(())
}

pub fn access(t: &Tensor, out: &[usize]) -> Access {
    broadcast_access(&t.shape, &t.strides, t.offset, out)
}

fn own(t: &Tensor) -> Access {
    Access {
        strides: t.strides.clone(),
        offset: t.offset,
    }
}

/// A 0-d host tensor holding `v` in `dtype` (how Python scalars enter ops).
pub fn scalar(v: f64, dtype: DType) -> Tensor {
    full(&[], v, dtype)
}

/// A host tensor filled with `v`. Creation is not a kernel launch: factories build host data.
pub fn full(shape: &[usize], v: f64, dtype: DType) -> Tensor {
    let n: usize = shape.iter().product();
    let data = tpu_emu::ops::cpu::collect_any(dtype, std::iter::repeat_n(v, n));
    Tensor::from_host(data, dtype, shape.to_vec())
}

/// The dtype of `a op b`: a 0-d operand (a wrapped scalar) does not widen a dimensioned tensor of the
/// same category, as in PyTorch.
pub fn result_dtype(a: &Tensor, b: &Tensor) -> DType {
    let cat = |d: DType| {
        if d.is_floating() {
            2
        } else if d == DType::Bool {
            0
        } else {
            1
        }
    };
    let (da, db) = (a.dtype(), b.dtype());
    match (a.shape.is_empty(), b.shape.is_empty()) {
        (false, true) if cat(da) >= cat(db) => da,
        (true, false) if cat(db) >= cat(da) => db,
        _ => promote(da, db),
    }
}

pub fn binary(ctx: &mut Ctx, op: BinaryOp, a: &Tensor, b: &Tensor) -> R {
    let mut dtype = result_dtype(a, b);
    if op.is_float_only() && !dtype.is_floating() {
        dtype = crate::precision::default_float();
    }
    // On bools `+` is a logical or and `*` a logical and, as in PyTorch: over 0 and 1 those are
    // the maximum and the minimum, which every backend has for bools.
    let op = match (dtype, op) {
        (DType::Bool, BinaryOp::Add) => BinaryOp::Maximum,
        (DType::Bool, BinaryOp::Mul) => BinaryOp::Minimum,
        _ => op,
    };
    if dtype == DType::Bool
        && !matches!(
            op,
            BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::Fmax | BinaryOp::Fmin
        )
    {
        return Err(PyErr::runtime_error(match op {
            BinaryOp::Sub => "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.".to_string(),
            _ => format!("\"{}\" not implemented for 'Bool'", op.name()),
        })
        .into());
    }
    binary_typed(ctx, op, a, b, dtype)
}

pub fn binary_typed(ctx: &mut Ctx, op: BinaryOp, a: &Tensor, b: &Tensor, dtype: DType) -> R {
    let shape = broadcast_shapes(&a.shape, &b.shape)?;
    let Some(order) = iterlayout::order(&[a, b], &shape) else {
        let kernel = Kernel::Binary {
            op,
            a: access(a, &shape),
            b: access(b, &shape),
            shape: shape.clone(),
        };
        return run(ctx, kernel, &[a, b], dtype, shape);
    };
    // A permuted operand: the result in PyTorch's order for it (`crate::iterlayout`).
    let inner = order.permute(&shape);
    let kernel = Kernel::Binary {
        op,
        a: order.access(access(a, &shape)),
        b: order.access(access(b, &shape)),
        shape: inner.clone(),
    };
    Ok(order.unpermute(run(ctx, kernel, &[a, b], dtype, inner)?, &shape))
}

/// `a op s` for a Python scalar `s`, typed by the wrapped-scalar rule.
pub fn binary_scalar(ctx: &mut Ctx, op: BinaryOp, a: &Tensor, s: f64) -> R {
    let d = if a.dtype().is_floating() || s.fract() == 0.0 {
        a.dtype()
    } else {
        crate::precision::default_float()
    };
    binary(ctx, op, a, &scalar(s, d))
}

pub fn unary(ctx: &mut Ctx, op: UnaryOp, a: &Tensor) -> R {
    let dtype = if op.is_predicate() {
        DType::Bool
    } else if op.is_transcendental() && !a.dtype().is_floating() {
        crate::precision::default_float()
    } else {
        a.dtype()
    };
    // (A `Copy` is `contiguous()`'s and reshape's: row-major whatever the input; `clone()` lays
    // its copy out after the input itself, `methods::layout`.)
    let order = match op {
        UnaryOp::Copy => None,
        _ => iterlayout::order(&[a], &a.shape),
    };
    let Some(order) = order else {
        let kernel = Kernel::Unary {
            op,
            shape: a.shape.clone(),
            a: own(a),
        };
        return run(ctx, kernel, &[a], dtype, a.shape.clone());
    };
    let inner = order.permute(&a.shape);
    let kernel = Kernel::Unary {
        op,
        shape: inner.clone(),
        a: order.access(own(a)),
    };
    Ok(order.unpermute(run(ctx, kernel, &[a], dtype, inner)?, &a.shape))
}

pub fn compare(ctx: &mut Ctx, op: CompareOp, a: &Tensor, b: &Tensor) -> R {
    let shape = broadcast_shapes(&a.shape, &b.shape)?;
    let order = iterlayout::order(&[a, b], &shape);
    let inner = order
        .as_ref()
        .map_or_else(|| shape.clone(), |o| o.permute(&shape));
    let permute = |x: Access| {
        order
            .as_ref()
            .map_or_else(|| x.clone(), |o| o.access(x.clone()))
    };
    let kernel = Kernel::Compare {
        op,
        a: permute(access(a, &shape)),
        b: permute(access(b, &shape)),
        shape: inner.clone(),
    };
    let out = run(ctx, kernel, &[a, b], DType::Bool, inner)?;
    Ok(match &order {
        Some(o) => o.unpermute(out, &shape),
        None => out,
    })
}

pub fn where_(ctx: &mut Ctx, cond: &Tensor, a: &Tensor, b: &Tensor) -> R {
    let shape = broadcast_shapes(&broadcast_shapes(&cond.shape, &a.shape)?, &b.shape)?;
    let dtype = result_dtype(a, b);
    // (TensorIterator's operands for `where` are the condition, then self and other.)
    let order = iterlayout::order(&[cond, a, b], &shape);
    let inner = order
        .as_ref()
        .map_or_else(|| shape.clone(), |o| o.permute(&shape));
    let permute = |x: Access| {
        order
            .as_ref()
            .map_or_else(|| x.clone(), |o| o.access(x.clone()))
    };
    let kernel = Kernel::Where {
        cond: permute(access(cond, &shape)),
        a: permute(access(a, &shape)),
        b: permute(access(b, &shape)),
        shape: inner.clone(),
    };
    let out = run(ctx, kernel, &[cond, a, b], dtype, inner)?;
    Ok(match &order {
        Some(o) => o.unpermute(out, &shape),
        None => out,
    })
}

/// The output dtype of a reduction, as PyTorch picks it.
pub fn reduce_dtype(op: ReduceOp, input: DType) -> DType {
    match op {
        ReduceOp::ArgMax | ReduceOp::ArgMin => DType::Int64,
        // uint8 keeps its dtype, as PyTorch's `all`/`any` still do for it.
        ReduceOp::Any | ReduceOp::All if input == DType::UInt8 => DType::UInt8,
        ReduceOp::Any | ReduceOp::All => DType::Bool,
        ReduceOp::Sum | ReduceOp::Prod if !input.is_floating() => DType::Int64,
        ReduceOp::Max | ReduceOp::Min => input,
        _ if !input.is_floating() => crate::precision::default_float(),
        _ => input,
    }
}

/// Reduces over `dims` (any order, no repeats); `keepdim` keeps them as size 1.
pub fn reduce(ctx: &mut Ctx, op: ReduceOp, a: &Tensor, dims: &[usize], keepdim: bool) -> R {
    let mut dims = dims.to_vec();
    tpu_emu::sort::sort(&mut dims);
    let dtype = reduce_dtype(op, a.dtype());
    // Full f32 sums keep the WGSL reduction's kernel, so they run on the GPU backend too.
    if op == ReduceOp::Sum && dims.len() == a.shape.len() && !keepdim && dtype == a.dtype() {
        let x = contiguous(ctx, a)?;
        return run(ctx, Kernel::SumAll { n: x.numel() }, &[&x], dtype, vec![]);
    }
    let out_shape: Vec<usize> = (0..a.shape.len())
        .filter_map(|d| {
            if dims.contains(&d) {
                keepdim.then_some(1)
            } else {
                Some(a.shape[d])
            }
        })
        .collect();
    let kernel = Kernel::Reduce {
        op,
        shape: one_d(&a.shape),
        a: Access {
            strides: if a.shape.is_empty() {
                vec![1]
            } else {
                a.strides.clone()
            },
            offset: a.offset,
        },
        dims: dims.clone(),
    };
    let out = run(ctx, kernel, &[a], dtype, out_shape)?;
    // PyTorch keeps the kept dims in the input's stride order.
    let kept = Tensor {
        storage: a.storage.clone(),
        shape: (0..a.shape.len())
            .map(|d| if dims.contains(&d) { 1 } else { a.shape[d] })
            .collect(),
        strides: a.strides.clone(),
        offset: a.offset,
    };
    Ok(unsure_after(&kept, out))
}

/// `out`, computed row-major from `input` by an op that PyTorch lays out after its input's
/// stride order, marked `layout_unsure` when that order is not row-major (`methods::layout`).
fn unsure_after(input: &Tensor, out: Tensor) -> Tensor {
    if (iterlayout::permuted(input) || input.storage.layout_unsure.get())
        && out.shape.iter().filter(|&&n| n != 1).count() > 1
    {
        out.storage.layout_unsure.set(true);
    }
    out
}

/// Sums `g` down to `shape` (the inverse of broadcasting): the gradient rule of every broadcast.
pub fn sum_to(ctx: &mut Ctx, g: &Tensor, shape: &[usize]) -> R {
    if g.shape == shape {
        return Ok(g.clone());
    }
    let Some(pad) = g.shape.len().checked_sub(shape.len()) else {
        return Err(
            tpu_emu::dispatch::internal("a gradient has fewer dimensions than its input").into(),
        );
    };
    let dims: Vec<usize> = (0..g.shape.len())
        .filter(|&d| d < pad || (shape[d - pad] == 1 && g.shape[d] != 1))
        .collect();
    let r = reduce(ctx, ReduceOp::Sum, g, &dims, true)?;
    Ok(reshape_contiguous(&contiguous(ctx, &r)?, shape))
}

/// A contiguous tensor's metadata for a new shape of the same size.
pub fn reshape_contiguous(t: &Tensor, shape: &[usize]) -> Tensor {
    t.as_view(
        shape.to_vec(),
        tpu_emu::tensor::contiguous_strides(shape),
        t.offset,
    )
}

/// A contiguous copy of `t` (itself when already contiguous and unshifted), through a copy kernel.
pub fn contiguous(ctx: &mut Ctx, t: &Tensor) -> R {
    if t.is_contiguous() && t.offset == 0 && t.storage.len == t.numel() {
        return Ok(t.clone());
    }
    copy(ctx, t)
}

/// Always a fresh contiguous copy.
pub fn copy(ctx: &mut Ctx, t: &Tensor) -> R {
    let kernel = Kernel::Unary {
        op: UnaryOp::Copy,
        shape: t.shape.clone(),
        a: own(t),
    };
    run(ctx, kernel, &[t], t.dtype(), t.shape.clone())
}

/// `reshape`: a view when the layout allows, else a copy.
pub fn reshape(ctx: &mut Ctx, t: &Tensor, shape: &[usize]) -> R {
    match t.view_strides(shape) {
        Some(st) => Ok(t.as_view(shape.to_vec(), st, t.offset)),
        None => Ok(reshape_contiguous(&copy(ctx, t)?, shape)),
    }
}

pub fn cast(ctx: &mut Ctx, t: &Tensor, to: DType) -> R {
    if t.dtype() == to {
        return Ok(t.clone());
    }
    let x = contiguous(ctx, t)?;
    let out = run(
        ctx,
        Kernel::Cast { to, n: x.numel() },
        &[&x],
        to,
        t.shape.clone(),
    )?;
    Ok(unsure_after(t, out))
}

/// `a @ b` for 2-D operands: one kernel (`precision::mm` makes a chip's float32 matmul the
/// MXU's passes).
pub fn mm(ctx: &mut Ctx, a: &Tensor, b: &Tensor) -> R {
    mm_to(ctx, a, b, a.dtype())
}

/// `a @ b` with the result in `dtype`: half operands accumulated into a float32 result (the
/// MXU's accumulator, see `linear`), or rounded once into a half one.
pub fn mm_to(ctx: &mut Ctx, a: &Tensor, b: &Tensor, dtype: DType) -> R {
    let (m, k, n) = (a.shape[0], a.shape[1], b.shape[1]);
    let (x, y) = (contiguous(ctx, a)?, contiguous(ctx, b)?);
    run(
        ctx,
        Kernel::Matmul { m, k, n },
        &[&x, &y],
        dtype,
        vec![m, n],
    )
}

/// `[batch, m, k] @ [batch, k, n]`: one kernel.
pub fn bmm(ctx: &mut Ctx, a: &Tensor, b: &Tensor) -> R {
    let (batch, m, k, n) = (a.shape[0], a.shape[1], a.shape[2], b.shape[2]);
    let (x, y) = (contiguous(ctx, a)?, contiguous(ctx, b)?);
    run(
        ctx,
        Kernel::BatchMatmul { batch, m, k, n },
        &[&x, &y],
        a.dtype(),
        vec![batch, m, n],
    )
}

/// The shape a kernel along a dimension sees: a 0-d tensor is one element along dim 0 (PyTorch
/// lets dim 0 and -1 name it), so kernels that index `shape[dim]` never see an empty shape.
fn one_d(shape: &[usize]) -> Vec<usize> {
    if shape.is_empty() {
        vec![1]
    } else {
        shape.to_vec()
    }
}

pub fn softmax(ctx: &mut Ctx, t: &Tensor, dim: usize, log: bool) -> R {
    let x = contiguous(ctx, t)?;
    let dtype = if t.dtype().is_floating() {
        t.dtype()
    } else {
        crate::precision::default_float()
    };
    let kernel = Kernel::Softmax {
        shape: one_d(&t.shape),
        dim,
        log,
    };
    let out = run(ctx, kernel, &[&x], dtype, t.shape.clone())?;
    Ok(unsure_after(t, out))
}

pub fn cumsum(ctx: &mut Ctx, t: &Tensor, dim: usize) -> R {
    let x = contiguous(ctx, t)?;
    let dtype = if t.dtype().is_floating() {
        t.dtype()
    } else {
        DType::Int64
    };
    let kernel = Kernel::Cumsum {
        shape: one_d(&t.shape),
        dim,
    };
    let out = run(ctx, kernel, &[&x], dtype, t.shape.clone())?;
    Ok(unsure_after(t, out))
}

/// The elements of `t`'s storage at `offsets`, shaped `shape`.
pub fn take(ctx: &mut Ctx, t: &Tensor, offsets: impl Into<Rc<[usize]>>, shape: Vec<usize>) -> R {
    run(
        ctx,
        Kernel::Take {
            offsets: offsets.into(),
        },
        &[t],
        t.dtype(),
        shape,
    )
}

/// Writes `src` (broadcast to `dst`'s shape) into the view `dst`, in place: the storage adopts a
/// new buffer, so every view of it sees the change. The write is the last thing a native may do.
pub fn assign(ctx: &mut Ctx, dst: &Tensor, src: &Tensor) -> Result<(), Flow> {
    check_internal_overlap(dst)?;
    if dst.storage.is_shapes_only() || src.storage.is_shapes_only() {
        broadcast_check(&src.shape, &dst.shape)?;
        let out = meta_write(ctx, dst, src)?;
        dst.storage.adopt(&out.storage);
        return Ok(());
    }
    let offsets = dst.element_offsets();
    assign_at(ctx, dst, offsets, &dst.shape.clone(), src, false)
}

/// An in-place write into a view whose elements share memory: PyTorch's error where a dim of
/// more than one element has stride 0 (an `expand`); any other overlap (an `as_strided` view
/// such as sizes (2, 2) and strides (1, 1)) PyTorch writes element after element, each write
/// seeing the ones before, which the playground's one-pass write does not, so it is refused.
fn check_internal_overlap(dst: &Tensor) -> Result<(), PyErr> {
    if dst.is_contiguous() {
        return Ok(());
    }
    let mut dims: Vec<(isize, usize)> = (0..dst.shape.len())
        .filter(|&d| dst.shape[d] > 1)
        .map(|d| (dst.strides[d], dst.shape[d]))
        .collect();
    if dims.iter().any(|&(st, _)| st == 0) {
        return Err(PyErr::runtime_error(
            "unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.",
        ));
    }
    // Sufficient for no overlap: each stride steps past the span of the smaller ones.
    dims.sort_by_key(|&(st, _)| st.unsigned_abs());
    let mut span = 0usize;
    let mut disjoint = true;
    for &(st, n) in &dims {
        if st.unsigned_abs() <= span {
            disjoint = false;
            break;
        }
        span += st.unsigned_abs() * (n - 1);
    }
    if disjoint {
        return Ok(());
    }
    let mut offsets = dst.element_offsets();
    offsets.sort_unstable();
    if offsets.windows(2).any(|w| w[0] == w[1]) {
        return Err(PyErr::new(
            "NotImplementedError",
            "an in-place write into a view whose elements overlap in memory (PyTorch writes them one after another) is not supported in the playground yet",
        ));
    }
    Ok(())
}

/// `dst.storage[offsets[i]] (+)= src[i]` with `src` broadcast to `shape`.
pub fn assign_at(
    ctx: &mut Ctx,
    dst: &Tensor,
    offsets: impl Into<Rc<[usize]>>,
    shape: &[usize],
    src: &Tensor,
    accumulate: bool,
) -> Result<(), Flow> {
    broadcast_shapes(&src.shape, shape)
        .ok()
        .filter(|s| s == shape)
        .ok_or_else(|| {
            PyErr::runtime_error(format!(
                "shape mismatch: value tensor of shape {:?} cannot be broadcast to indexing result of shape {:?}",
                src.shape, shape
            ))
        })?;
    let whole = Tensor::new(dst.storage.clone(), vec![dst.storage.len]);
    let kernel = Kernel::Assign {
        len: dst.storage.len,
        dst: offsets.into(),
        shape: shape.to_vec(),
        src: access(src, shape),
        accumulate,
    };
    // The old contents die as `dst` adopts the result: the write may take dst's buffer.
    ctx.torch().dispatcher.donor = Some(dst.storage.id);
    let out = run(
        ctx,
        kernel,
        &[&whole, src],
        dst.dtype(),
        vec![dst.storage.len],
    );
    ctx.torch().dispatcher.donor = None;
    dst.storage.adopt(&out?.storage);
    Ok(())
}

pub fn cat(ctx: &mut Ctx, parts: &[Tensor], dim: usize, dtype: DType) -> R {
    let mut shape = parts[0].shape.clone();
    shape[dim] = parts.iter().map(|p| p.shape[dim]).sum();
    let kernel = Kernel::Cat {
        dim,
        shapes: parts.iter().map(|p| p.shape.clone()).collect(),
        parts: parts.iter().map(own).collect(),
    };
    let refs: Vec<&Tensor> = parts.iter().collect();
    run(ctx, kernel, &refs, dtype, shape)
}

/// Host values of a small index tensor (a sync point, as in PyTorch/XLA: data-dependent shapes).
pub fn read_indices(ctx: &mut Ctx, t: &Tensor) -> Result<Vec<i64>, Flow> {
    let line = ctx.span.line;
    let data = ctx.torch().dispatcher.read(
        t,
        tpu_emu::trace::MaterializationReason::HostFallback,
        line,
    )?;
    Ok(match data {
        HostData::Bool(v) => v.into_iter().map(|b| b as i64).collect(),
        HostData::I32(v) => v.into_iter().map(i64::from).collect(),
        HostData::I64(v) => v,
        other => (0..other.len()).map(|i| other.get_f64(i) as i64).collect(),
    })
}

/// PyTorch's errors when an in-place result cannot take the destination's shape: shapes that do
/// not broadcast (the destination as tensor a), or a broadcast shape larger than the destination.
pub fn broadcast_check(src: &[usize], dst: &[usize]) -> Result<(), PyErr> {
    match broadcast_shapes(dst, src) {
        Ok(s) if s == dst => Ok(()),
        Ok(s) => Err(PyErr::runtime_error(format!(
            "output with shape {dst:?} doesn't match the broadcast shape {s:?}"
        ))),
        Err(e) => Err(PyErr::runtime_error(e.message)),
    }
}

/// The new contents of `dst`'s whole storage with `src` written into the view `dst`, without
/// writing it yet: for natives that update several tensors, which must compute every new value
/// before changing any (a read may interrupt them), then [`commit`] each.
pub fn prepared_write(ctx: &mut Ctx, dst: &Tensor, src: &Tensor) -> R {
    broadcast_check(&src.shape, &dst.shape)?;
    if dst.storage.is_shapes_only() || src.storage.is_shapes_only() {
        return meta_write(ctx, dst, src);
    }
    let whole = Tensor::new(dst.storage.clone(), vec![dst.storage.len]);
    let kernel = Kernel::Assign {
        len: dst.storage.len,
        dst: dst.element_offsets().into(),
        shape: dst.shape.clone(),
        src: access(src, &dst.shape),
        accumulate: false,
    };
    run(
        ctx,
        kernel,
        &[&whole, src],
        dst.dtype(),
        vec![dst.storage.len],
    )
}

/// A write of `src` into the view `dst` where either is a `meta` tensor: there are no values to
/// place, so no per-element offsets (a list as long as a real-size tensor); it is dispatched and
/// priced as one copy pass over `dst`'s storage reading both, and its result is a `meta` storage.
fn meta_write(ctx: &mut Ctx, dst: &Tensor, src: &Tensor) -> R {
    let whole = Tensor::new(dst.storage.clone(), vec![dst.storage.len]);
    let kernel = Kernel::Cast {
        to: dst.dtype(),
        n: dst.storage.len,
    };
    run(
        ctx,
        kernel,
        &[&whole, src],
        dst.dtype(),
        vec![dst.storage.len],
    )
}

/// Lands a [`prepared_write`].
pub fn commit(dst: &Tensor, contents: &Tensor) {
    dst.storage.adopt(&contents.storage);
}
