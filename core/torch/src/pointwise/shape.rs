//! The simple shape ops: `tril`/`triu`, `diag`, `diagonal`, `trace`, `flip` (`fliplr`, `flipud`),
//! `roll`, `repeat_interleave` and `kron`, as differentiable gathers or views.

use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, ReduceOp, UnaryOp};
use tpu_emu::tensor::view::wrap_dim;
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Args, Ctx, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{rename, value};
use crate::kernels;
use crate::methods::views::View;
use crate::{ops, TensorObj};

use super::{arity, const_obj, host_bool, int, ints, opt_int, required, tensor_arg, Obj};

/// `tril` (`upper = false`) and `triu`: the input where `j - i <= k` (`>= k`), zero elsewhere.
pub(super) fn tri(ctx: &mut Ctx, a: &Args, upper: bool) -> NativeResult {
    let what = if upper { "triu" } else { "tril" };
    arity(a, 2, what)?;
    let t = tensor_arg(a.get(0, "input"), what)?;
    let k = opt_int(a.get(1, "diagonal"), what, "diagonal", 0)?;
    let nd = t.tensor.shape.len();
    if nd < 2 {
        return Err(PyErr::runtime_error(format!(
            "{what}: input tensor must have at least 2 dimensions"
        ))
        .into());
    }
    let (r, c) = (t.tensor.shape[nd - 2], t.tensor.shape[nd - 1]);
    let mut mask = Vec::with_capacity(r * c);
    for i in 0..r as i64 {
        for j in 0..c as i64 {
            mask.push(if upper { j - i >= k } else { j - i <= k });
        }
    }
    let mask = host_bool(mask, vec![r, c]);
    let zero = const_obj(0.0, t.tensor.dtype(), t.device.get());
    let out = ops::where_diff(ctx, &mask, &t, &zero, t.device.get())?;
    Ok(value(rename(
        out,
        if upper {
            "TriuBackward0"
        } else {
            "TrilBackward0"
        },
    )))
}

/// The diagonal view's shape, strides and storage offset (PyTorch's `diagonal`).
fn diagonal_layout(
    x: &Tensor,
    offset: i64,
    d1: usize,
    d2: usize,
) -> (Vec<usize>, Vec<isize>, usize) {
    let (n1, n2) = (x.shape[d1] as i64, x.shape[d2] as i64);
    let len = if offset >= 0 {
        (n1).min(n2 - offset).max(0)
    } else {
        (n1 + offset).min(n2).max(0)
    } as usize;
    let mut start = x.offset as isize;
    if len > 0 {
        start += if offset >= 0 {
            offset as isize * x.strides[d2]
        } else {
            -offset as isize * x.strides[d1]
        };
    }
    let mut shape = Vec::new();
    let mut strides = Vec::new();
    for d in 0..x.shape.len() {
        if d != d1 && d != d2 {
            shape.push(x.shape[d]);
            strides.push(x.strides[d]);
        }
    }
    shape.push(len);
    strides.push(x.strides[d1] + x.strides[d2]);
    (shape, strides, start.max(0) as usize)
}

fn diagonal_view(ctx: &mut Ctx, t: &Rc<TensorObj>, offset: i64, d1: usize, d2: usize) -> Obj {
    if d1 == d2 {
        return Err(PyErr::runtime_error(format!(
            "diagonal dimensions cannot be identical {d1}, {d2}"
        ))
        .into());
    }
    View::new(ctx, t).custom(
        "DiagonalBackward0",
        Rc::new(move |x: &Tensor| {
            let (shape, strides, start) = diagonal_layout(x, offset, d1, d2);
            x.as_view(shape, strides, start)
        }),
    )
}

pub(super) fn diagonal(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 4, "diagonal")?;
    let t = tensor_arg(a.get(0, "input"), "diagonal")?;
    let nd = t.tensor.shape.len();
    let offset = opt_int(a.get(1, "offset"), "diagonal", "offset", 0)?;
    let d1 = wrap_dim(opt_int(a.get(2, "dim1"), "diagonal", "dim1", 0)?, nd)?;
    let d2 = wrap_dim(opt_int(a.get(3, "dim2"), "diagonal", "dim2", 1)?, nd)?;
    Ok(value(diagonal_view(ctx, &t, offset, d1, d2)?))
}

pub(super) fn diag(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "diag")?;
    let t = tensor_arg(a.get(0, "input"), "diag")?;
    let k = opt_int(a.get(1, "diagonal"), "diag", "diagonal", 0)?;
    match t.tensor.shape.len() {
        1 => {
            let len = t.tensor.shape[0];
            let n = len + k.unsigned_abs() as usize;
            let dt = t.tensor.dtype();
            if len == 0 {
                return Ok(crate::tensor_value(
                    kernels::full(&[n, n], 0.0, dt),
                    t.device.get(),
                ));
            }
            // Gather v[i - max(0, -k)] onto the diagonal, then zero everything off it.
            let own = t.tensor.element_offsets();
            let (mut offs, mut goffs, mut mask) = (Vec::new(), Vec::new(), Vec::new());
            for i in 0..n as i64 {
                for j in 0..n as i64 {
                    let on = j - i == k;
                    let src = if on { (i - (-k).max(0)) as usize } else { 0 };
                    offs.push(own[src]);
                    goffs.push(src);
                    mask.push(on);
                }
            }
            let taken =
                crate::select::gathered(ctx, &t, "DiagEmbedBackward0", offs, goffs, vec![n, n])?;
            let mask = host_bool(mask, vec![n, n]);
            let zero = const_obj(0.0, dt, t.device.get());
            let out = ops::where_diff(ctx, &mask, &taken, &zero, t.device.get())?;
            Ok(value(rename(out, "DiagEmbedBackward0")))
        }
        2 => {
            let d = diagonal_view(ctx, &t, k, 0, 1)?;
            Ok(value(ops::unary(ctx, UnaryOp::Copy, &d)?))
        }
        _ => Err(PyErr::runtime_error("diag(): Supports 1D or 2D tensors. Got 3D").into()),
    }
}

pub(super) fn trace(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 1, "trace")?;
    let t = tensor_arg(a.get(0, "input"), "trace")?;
    if t.tensor.shape.len() != 2 {
        return Err(PyErr::runtime_error("trace: expected a matrix").into());
    }
    let d = diagonal_view(ctx, &t, 0, 0, 1)?;
    let s = crate::reduce::reduce(ctx, &d, ReduceOp::Sum, None, false)?;
    Ok(value(rename(s, "TraceBackward0")))
}

/// A differentiable gather whose output element at each coordinate (row-major over `shape`) is
/// the input's element at `src(coordinate)` (a coordinate of the input, row-major over
/// `in_shape`, which is the input's shape or, flattened, its element count).
fn remap(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    name: &'static str,
    in_shape: &[usize],
    shape: Vec<usize>,
    src: impl Fn(&mut [usize]),
) -> Obj {
    let own = t.tensor.element_offsets();
    let n: usize = shape.iter().product();
    let (mut offs, mut goffs) = (Vec::with_capacity(n), Vec::with_capacity(n));
    let mut coord = vec![0usize; shape.len()];
    for k in 0..n {
        let mut rem = k;
        for d in (0..shape.len()).rev() {
            coord[d] = rem % shape[d];
            rem /= shape[d];
        }
        let mut c = coord.clone();
        src(&mut c);
        let flat = c
            .iter()
            .zip(in_shape)
            .fold(0usize, |acc, (&i, &s)| acc * s + i);
        offs.push(own[flat]);
        goffs.push(flat);
    }
    crate::select::gathered(ctx, t, name, offs, goffs, shape)
}

fn dims_of(dims: Vec<i64>, nd: usize) -> Result<Vec<usize>, PyErr> {
    let mut out = Vec::new();
    for d in dims {
        let d = wrap_dim(d, nd.max(1))?;
        if out.contains(&d) {
            return Err(PyErr::runtime_error(format!(
                "dims has duplicates, original flip dims size={}, but unique flip dims size={}",
                out.len() + 1,
                out.len()
            )));
        }
        out.push(d);
    }
    Ok(out)
}

fn flip_dims(ctx: &mut Ctx, t: &Rc<TensorObj>, dims: Vec<usize>) -> NativeResult {
    let shape = t.tensor.shape.clone();
    let in_shape = shape.clone();
    let out = remap(ctx, t, "FlipBackward0", &in_shape, shape.clone(), |c| {
        // A 0-d tensor's dim 0 names no coordinate: flipping it is the identity.
        for &d in dims.iter().filter(|&&d| d < shape.len()) {
            c[d] = shape[d] - 1 - c[d];
        }
    })?;
    Ok(value(out))
}

pub(super) fn flip(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = tensor_arg(a.get(0, "input"), "flip")?;
    let nd = t.tensor.shape.len();
    let dims = if a.pos.len() > 2 {
        a.pos[1..]
            .iter()
            .map(|v| int(v, "flip", "dims"))
            .collect::<Result<Vec<_>, _>>()?
    } else {
        ints(required(a, 1, "dims", "flip")?, "flip", "dims")?
    };
    let dims = dims_of(dims, nd)?;
    flip_dims(ctx, &t, dims)
}

pub(super) fn flip_lr_ud(ctx: &mut Ctx, a: &Args, lr: bool) -> NativeResult {
    let what = if lr { "fliplr" } else { "flipud" };
    arity(a, 1, what)?;
    let t = tensor_arg(a.get(0, "input"), what)?;
    let need = if lr { 2 } else { 1 };
    if t.tensor.shape.len() < need {
        return Err(PyErr::runtime_error(format!("Input must be >= {need}-d.")).into());
    }
    flip_dims(ctx, &t, vec![if lr { 1 } else { 0 }])
}

pub(super) fn roll(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 3, "roll")?;
    let t = tensor_arg(a.get(0, "input"), "roll")?;
    let shifts = ints(required(a, 1, "shifts", "roll")?, "roll", "shifts")?;
    let dims = match a.get(2, "dims") {
        None | Some(Value::None) => None,
        Some(v) => Some(ints(v, "roll", "dims")?),
    };
    let shape = t.tensor.shape.clone();
    let nd = shape.len();
    let out = match dims {
        None => {
            if shifts.len() != 1 {
                return Err(PyErr::runtime_error(format!(
                    "shifts and dimensions must align. shifts: {}, dims:0",
                    shifts.len()
                ))
                .into());
            }
            // Rolled as the flattened tensor, then given its shape back.
            let n = t.tensor.numel();
            let s = shifts[0];
            let flat_shape = vec![n];
            let r = remap(ctx, &t, "RollBackward0", &flat_shape, vec![n], |c| {
                if n > 0 {
                    c[0] = (c[0] as i64 - s).rem_euclid(n as i64) as usize;
                }
            })?;
            // (The view back to the shape is shown as the roll's node, as PyTorch's one op.)
            crate::autograd::record::rename(View::new(ctx, &r).view(&shape)?, "RollBackward0")
        }
        Some(dims) => {
            if dims.len() != shifts.len() {
                return Err(PyErr::runtime_error(format!(
                    "shifts and dimensions must align. shifts: {}, dims:{}",
                    shifts.len(),
                    dims.len()
                ))
                .into());
            }
            if nd == 0 {
                return Err(PyErr::new(
                    "IndexError",
                    format!(
                        "Dimension specified as {} but tensor has no dimensions",
                        dims[0]
                    ),
                )
                .into());
            }
            let dims = dims
                .iter()
                .map(|&d| wrap_dim(d, nd))
                .collect::<Result<Vec<_>, _>>()?;
            let sh = shape.clone();
            remap(ctx, &t, "RollBackward0", &shape, shape.clone(), |c| {
                for (&d, &s) in dims.iter().zip(&shifts) {
                    if sh[d] > 0 {
                        c[d] = (c[d] as i64 - s).rem_euclid(sh[d] as i64) as usize;
                    }
                }
            })?
        }
    };
    Ok(value(out))
}

pub(super) fn repeat_interleave(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 3, "repeat_interleave")?;
    let first = tensor_arg(a.get(0, "input"), "repeat_interleave")?;
    // `torch.repeat_interleave(repeats)`: the indices 0.. each repeated.
    let Some(reps_v) = a.get(1, "repeats") else {
        let reps = kernels::read_indices(ctx, &first.tensor)?;
        if reps.iter().any(|&r| r < 0) {
            return Err(PyErr::runtime_error("repeats can not be negative").into());
        }
        let total = reps
            .iter()
            .try_fold(0usize, |n, &r| n.checked_add(r as usize))
            .unwrap_or(usize::MAX);
        crate::creation::check_numel(&[total])?;
        let mut out = Vec::new();
        for (i, &r) in reps.iter().enumerate() {
            out.extend(std::iter::repeat_n(i as i64, r as usize));
        }
        let n = out.len();
        let t = Tensor::from_host(HostData::I64(out), DType::Int64, vec![n]);
        return Ok(crate::tensor_value(t, first.device.get()));
    };
    let t = first;
    let dim = match a.get(2, "dim") {
        None | Some(Value::None) => None,
        Some(v) => Some(int(v, "repeat_interleave", "dim")?),
    };
    let (in_shape, axis) = match dim {
        None => (vec![t.tensor.numel()], 0),
        Some(d) => (
            t.tensor.shape.clone(),
            wrap_dim(d, t.tensor.shape.len().max(1))?,
        ),
    };
    let in_shape = if in_shape.is_empty() {
        vec![1]
    } else {
        in_shape
    };
    let size = in_shape[axis];
    let reps: Vec<i64> = match crate::tensor_of(reps_v) {
        Some(r) => {
            if !r.tensor.dtype().is_integral() {
                return Err(PyErr::runtime_error(
                    "repeat_interleave only accept 1D vector as repeat",
                )
                .into());
            }
            let v = kernels::read_indices(ctx, &r.tensor)?;
            if r.tensor.shape.len() > 1 {
                return Err(PyErr::runtime_error(
                    "repeat_interleave only accept 1D vector as repeat",
                )
                .into());
            }
            if v.len() == 1 {
                vec![v[0]; size]
            } else if v.len() == size {
                v
            } else {
                return Err(PyErr::runtime_error(format!(
                    "repeats must have the same size as input along dim, but got repeats.size(0) = {} and input.size({}) = {}",
                    v.len(),
                    axis,
                    size
                ))
                .into());
            }
        }
        None => vec![int(reps_v, "repeat_interleave", "repeats")?; size],
    };
    if reps.iter().any(|&r| r < 0) {
        return Err(PyErr::runtime_error("repeats can not be negative").into());
    }
    if let Some(Value::Int(n)) = a.kwarg("output_size") {
        if *n != reps.iter().sum::<i64>() {
            return Err(PyErr::runtime_error("allocated size does not match required size").into());
        }
    }
    // The output's size checked before its index is made (a huge `repeats` is the emulated
    // memory's error, never an allocation the host cannot make).
    let total = reps
        .iter()
        .try_fold(0usize, |n, &r| n.checked_add(r as usize))
        .unwrap_or(usize::MAX);
    let mut out_shape = in_shape.clone();
    out_shape[axis] = total;
    crate::creation::check_numel(&out_shape)?;
    // Output position along the axis -> input position.
    let mut source = Vec::new();
    for (i, &r) in reps.iter().enumerate() {
        source.extend(std::iter::repeat_n(i, r as usize));
    }
    let mut shape = in_shape.clone();
    shape[axis] = source.len();
    let out = remap(ctx, &t, "IndexSelectBackward0", &in_shape, shape, |c| {
        c[axis] = source[c[axis]];
    })?;
    Ok(value(out))
}

/// `kron(a, b)`: both padded to one rank, viewed as `(a0, 1, a1, 1, ..)` and `(1, b0, 1, b1, ..)`,
/// multiplied (one product per element, as ATen's) and flattened pairwise.
pub(super) fn kron(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "kron")?;
    let x = tensor_arg(a.get(0, "input"), "kron")?;
    let y = tensor_arg(a.get(1, "other"), "kron")?;
    let nd = x.tensor.shape.len().max(y.tensor.shape.len());
    let pad = |s: &[usize]| {
        let mut v = vec![1; nd - s.len()];
        v.extend_from_slice(s);
        v
    };
    let (sx, sy) = (pad(&x.tensor.shape), pad(&y.tensor.shape));
    let mut vx = Vec::with_capacity(2 * nd);
    let mut vy = Vec::with_capacity(2 * nd);
    for d in 0..nd {
        vx.extend([sx[d], 1]);
        vy.extend([1, sy[d]]);
    }
    let xv = View::new(ctx, &x).reshape(&vx)?;
    let yv = View::new(ctx, &y).reshape(&vy)?;
    let p = ops::tensors_op(ctx, BinaryOp::Mul, &xv, &yv)?;
    let shape: Vec<usize> = (0..nd).map(|d| sx[d] * sy[d]).collect();
    let out = View::new(ctx, &p).reshape(&shape)?;
    Ok(value(rename(out, "UnsafeViewBackward0")))
}
