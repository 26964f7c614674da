//! Index-directed writes: `scatter`, `scatter_add`, `index_add` and their in-place `_` forms.
//!
//! As with the gathers of `select.rs`, the index tensor is read to the host first (a sync point:
//! the destinations are data), the destinations become storage offsets, and the elements move
//! through one `Assign` kernel (accumulating for the `_add` forms, in index order, so a repeated
//! index in `scatter` keeps the last write, as PyTorch's CPU kernel does). These are the ops a
//! SparseCore runs on the chips that have one.

use std::rc::Rc;

use tpu_emu::ops::BinaryOp;
use tpu_emu::tensor::view::wrap_dim;
use tpu_emu::tensor::{contiguous_strides, DType, Tensor};
use tpu_lang::native::{Args, Ctx, NativeFn, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::autograd::record::{record, value};
use super::ops::{check_inplace, first, scalar_type_name};
use super::{as_tensor, kernels, native, TensorObj, TorchCtx};

pub(super) fn register(m: &Module) {
    for (name, f) in METHODS {
        if !name.ends_with('_') {
            native(m, name, *f);
        }
    }
}

/// As `torch.f(t, ...)` (the out-of-place ones) and `t.f(...)`.
pub(super) const METHODS: &[(&str, NativeFn)] = &[
    ("scatter", |c, a| scatter(c, a, false, false)),
    ("scatter_", |c, a| scatter(c, a, false, true)),
    ("scatter_add", |c, a| scatter(c, a, true, false)),
    ("scatter_add_", |c, a| scatter(c, a, true, true)),
    ("index_add", |c, a| index_add(c, a, false)),
    ("index_add_", |c, a| index_add(c, a, true)),
];

fn int(v: Option<&Value>, what: &str) -> Result<i64, PyErr> {
    match v {
        Some(Value::Int(i)) => Ok(*i),
        _ => Err(PyErr::type_error(format!(
            "{what}(): argument 'dim' must be int"
        ))),
    }
}

fn index_arg(v: Option<&Value>, what: &str) -> Result<Rc<TensorObj>, PyErr> {
    let t = as_tensor(v.unwrap_or(&Value::None), what)?.clone();
    // A non-empty index only, as ATen's scatter_gather_dtype_check.
    if !matches!(t.tensor.dtype(), DType::Int64 | DType::Int32) && t.tensor.numel() != 0 {
        return Err(PyErr::runtime_error(format!(
            "{what}(): Expected dtype int32/int64 for index"
        )));
    }
    Ok(t)
}

/// Coordinates of the `n`-th element of a contiguous tensor of `shape`.
fn coords(mut n: usize, strides: &[isize]) -> Vec<usize> {
    strides
        .iter()
        .map(|&s| {
            let c = n / s as usize;
            n %= s as usize;
            c
        })
        .collect()
}

fn flat(c: &[usize], strides: &[isize]) -> usize {
    c.iter().zip(strides).map(|(&x, &s)| x * s as usize).sum()
}

/// Storage offsets of `t`'s elements at contiguous positions `pos`.
fn storage_at(t: &Tensor, pos: &[usize]) -> Vec<usize> {
    let own = t.element_offsets();
    pos.iter().map(|&p| own[p]).collect()
}

/// The destination of every index element in `self` and the position of its source element in
/// `src`, both as contiguous positions, with PyTorch's shape checks.
fn scatter_positions(
    self_shape: &[usize],
    dim: usize,
    idx_shape: &[usize],
    ids: &[i64],
    src_shape: Option<&[usize]>,
) -> Result<(Vec<usize>, Vec<usize>), PyErr> {
    // A 0-d tensor is one element along dim 0, as PyTorch treats it here.
    let one = [1usize];
    let d1 = |s: &'_ [usize]| -> Vec<usize> {
        if s.is_empty() {
            one.to_vec()
        } else {
            s.to_vec()
        }
    };
    let (self_shape, idx_shape) = (&d1(self_shape)[..], &d1(idx_shape)[..]);
    let src_owned = src_shape.map(d1);
    let src_shape = src_owned.as_deref();
    let nd = self_shape.len();
    if idx_shape.len() != nd {
        return Err(PyErr::runtime_error(
            "Index tensor must have the same number of dimensions as self tensor",
        ));
    }
    if let Some(s) = src_shape {
        if s.len() != nd {
            return Err(PyErr::runtime_error(
                "Index tensor must have the same number of dimensions as src tensor",
            ));
        }
    }
    let too_big_self = (0..nd).any(|d| d != dim && idx_shape[d] > self_shape[d]);
    let too_big_src = src_shape.is_some_and(|s| (0..nd).any(|d| idx_shape[d] > s[d]));
    if too_big_self || too_big_src {
        let mut msg =
            format!("Expected index {idx_shape:?} to be no larger than self {self_shape:?} apart from dimension {dim}");
        if let Some(s) = src_shape {
            msg.push_str(&format!(" and to be no larger size than src {s:?}"));
        }
        return Err(PyErr::runtime_error(msg));
    }
    let (is, ss) = (
        contiguous_strides(idx_shape),
        contiguous_strides(self_shape),
    );
    let rs = src_shape.map(contiguous_strides);
    let mut dst = Vec::with_capacity(ids.len());
    let mut src = Vec::with_capacity(ids.len());
    for (n, &i) in ids.iter().enumerate() {
        let mut c = coords(n, &is);
        if let Some(rs) = &rs {
            src.push(flat(&c, rs));
        }
        let size = self_shape[dim] as i64;
        if i < -size || i >= size {
            return Err(PyErr::runtime_error(format!(
                "index {i} is out of bounds for dimension {dim} with size {size}"
            )));
        }
        c[dim] = i.rem_euclid(size.max(1)) as usize;
        dst.push(flat(&c, &ss));
    }
    Ok((dst, src))
}

/// `scatter(dim, index, src | value, reduce="add" | "multiply")`: `scatter_reduce` (written in
/// Python, `torch/_ops/index.py`) with "sum" or "prod", the old values included, as PyTorch's
/// deprecated `reduce` argument does; a value is first made a tensor of the index's shape.
#[allow(clippy::too_many_arguments)]
fn scatter_reduced(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    dim: usize,
    idx: &Rc<TensorObj>,
    src: Option<Rc<TensorObj>>,
    src_val: &Value,
    reduce: &Value,
    inplace: bool,
) -> NativeResult {
    let how = match reduce {
        Value::Str(s) if &**s == "add" => "sum",
        Value::Str(s) if &**s == "multiply" => "prod",
        _ => {
            return Err(
                PyErr::runtime_error("reduce argument must be either add or multiply.").into(),
            )
        }
    };
    let src = match src {
        Some(s) => value(s),
        None => {
            let v = match src_val {
                Value::Int(i) => *i as f64,
                Value::Float(f) => *f,
                Value::Bool(b) => *b as u8 as f64,
                _ => 0.0,
            };
            let full = kernels::full(&idx.tensor.shape, v, t.tensor.dtype());
            value(Rc::new(TensorObj::new(full, t.device.get())))
        }
    };
    let name = if inplace {
        "scatter_reduce_"
    } else {
        "scatter_reduce"
    };
    let f = ctx
        .torch()
        .py_methods
        .get(name)
        .cloned()
        .ok_or_else(|| PyErr::unsupported(&format!("torch.Tensor.{name}")))?;
    let args = vec![
        value(t.clone()),
        Value::Int(dim as i64),
        value(idx.clone()),
        src,
        Value::str(how),
    ];
    Err(tpu_lang::native::Flow::call(
        f,
        args,
        tpu_lang::native::Then::Tail,
    ))
}

/// `scatter(dim, index, src | value)` and `scatter_add(dim, index, src)`, in place or not.
fn scatter(ctx: &mut Ctx, a: &Args, add: bool, inplace: bool) -> NativeResult {
    let name = match (add, inplace) {
        (false, false) => "scatter",
        (false, true) => "scatter_",
        (true, false) => "scatter_add",
        (true, true) => "scatter_add_",
    };
    let t = first(a, name)?;
    if inplace {
        check_inplace(ctx, &t)?;
    }
    let dim = wrap_dim(int(a.get(1, "dim"), name)?, t.tensor.shape.len().max(1))?;
    let idx = index_arg(a.get(2, "index"), name)?;
    crate::ops::same_device(&[&t, &idx])?;
    let src_val = a
        .get(3, "src")
        .or_else(|| a.kwarg("value"))
        .ok_or_else(|| PyErr::type_error(format!("{name}() missing 1 required argument: 'src'")))?
        .clone();
    let src = match &src_val {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) if !add => None,
        v => {
            let s = as_tensor(v, name)?.clone();
            if s.tensor.dtype() != t.tensor.dtype() {
                return Err(PyErr::runtime_error(
                    "scatter(): Expected self.dtype to be equal to src.dtype",
                )
                .into());
            }
            Some(s)
        }
    };
    if let Some(r) = a.kwarg("reduce").filter(|r| !matches!(r, Value::None)) {
        return scatter_reduced(ctx, &t, dim, &idx, src, &src_val, r, inplace);
    }
    let ids = kernels::read_indices(ctx, &idx.tensor)?;
    let idx_shape = idx.tensor.shape.clone();
    let self_shape = t.tensor.shape.clone();
    let (dst, src_pos) = scatter_positions(
        &self_shape,
        dim,
        &idx_shape,
        &ids,
        src.as_ref().map(|s| s.tensor.shape.as_slice()),
    )?;
    let values = match &src {
        Some(s) => kernels::take(
            ctx,
            &s.tensor,
            storage_at(&s.tensor, &src_pos),
            idx_shape.clone(),
        )?,
        None => {
            let v = match src_val {
                Value::Int(i) => i as f64,
                Value::Float(f) => f,
                Value::Bool(b) => b as u8 as f64,
                _ => 0.0,
            };
            kernels::full(&idx_shape, v, t.tensor.dtype())
        }
    };
    if inplace {
        kernels::assign_at(
            ctx,
            &t.tensor,
            storage_at(&t.tensor, &dst),
            &idx_shape,
            &values,
            add,
        )?;
        return Ok(value(t));
    }
    let out = kernels::copy(ctx, &t.tensor)?;
    kernels::assign_at(ctx, &out, dst.clone(), &idx_shape, &values, add)?;
    let inputs: Vec<&Rc<TensorObj>> = std::iter::once(&t).chain(src.as_ref()).collect();
    let src_shape = src.as_ref().map(|s| s.tensor.shape.clone());
    let (dtype, grad_name) = (
        t.tensor.dtype(),
        if add {
            "ScatterAddBackward0"
        } else if src.is_some() {
            "ScatterBackward0"
        } else {
            "ScatterBackward1"
        },
    );
    Ok(value(record(
        ctx,
        out,
        t.device.get(),
        grad_name,
        &inputs,
        true,
        move || {
            Box::new(move |ctx, g| {
                // d self: the gradient, except where scatter overwrote (those got their value
                // from src); d src: the gradient at each element's destination.
                let g_self = if add {
                    g.clone()
                } else {
                    let own = kernels::copy(ctx, g)?;
                    let zeros = kernels::full(&idx_shape, 0.0, dtype);
                    kernels::assign_at(ctx, &own, dst.clone(), &idx_shape, &zeros, false)?;
                    own
                };
                let g_src = match &src_shape {
                    Some(shape) => {
                        let picked = kernels::take(ctx, g, storage_at(g, &dst), idx_shape.clone())?;
                        let zeros = kernels::full(shape, 0.0, dtype);
                        kernels::assign_at(
                            ctx,
                            &zeros,
                            src_pos.clone(),
                            &idx_shape,
                            &picked,
                            false,
                        )?;
                        Some(zeros)
                    }
                    None => None,
                };
                let mut grads = vec![Some(g_self)];
                if src_shape.is_some() {
                    grads.push(g_src);
                }
                Ok(grads)
            })
        },
    )))
}

/// `index_add(dim, index, source, alpha=1)`: `self[..., index[k], ...] += alpha * source[..., k, ...]`.
fn index_add(ctx: &mut Ctx, a: &Args, inplace: bool) -> NativeResult {
    let name = if inplace { "index_add_" } else { "index_add" };
    let t = first(a, name)?;
    if inplace {
        check_inplace(ctx, &t)?;
    }
    let nd = t.tensor.shape.len();
    let dim = wrap_dim(int(a.get(1, "dim"), name)?, nd.max(1))?;
    let idx = index_arg(a.get(2, "index"), name)?;
    if idx.tensor.shape.len() > 1 {
        return Err(PyErr::new(
            "IndexError",
            "index_add_(): Index is supposed to be a vector",
        )
        .into());
    }
    let source = as_tensor(a.get(3, "source").unwrap_or(&Value::None), name)?.clone();
    crate::ops::same_device(&[&t, &idx, &source])?;
    let alpha = match a.kwarg("alpha") {
        None => 1.0,
        Some(Value::Int(i)) => *i as f64,
        Some(Value::Float(f)) => *f,
        Some(_) => {
            return Err(PyErr::type_error("index_add(): argument 'alpha' must be Number").into())
        }
    };
    if source.tensor.dtype() != t.tensor.dtype() {
        return Err(PyErr::runtime_error(format!(
            "index_add_(): self ({}) and source ({}) must have the same scalar type",
            scalar_type_name(t.tensor.dtype()),
            scalar_type_name(source.tensor.dtype())
        ))
        .into());
    }
    let ids = kernels::read_indices(ctx, &idx.tensor)?;
    let (ss, rs) = (t.tensor.shape.clone(), source.tensor.shape.clone());
    let mut expected = ss.clone();
    if nd > 0 {
        expected[dim] = ids.len();
    }
    if nd > 0 && rs.len() == nd && rs[dim] != ids.len() {
        return Err(PyErr::runtime_error(format!(
            "index_add_(): Number of indices ({}) should be equal to source.size(dim): ({}), for dim: {dim}",
            ids.len(),
            rs[dim]
        ))
        .into());
    }
    if rs != expected && !(nd == 0 && source.tensor.numel() == ids.len()) {
        return Err(PyErr::runtime_error(format!(
            "index_add_(): Source/destination tensor must have same slice shapes. Destination slice shape: {:?} at dimension {dim} and source slice shape: {:?} at dimension 0.",
            ss.iter().enumerate().filter(|&(d, _)| d != dim).map(|(_, s)| *s).collect::<Vec<_>>(),
            rs.iter().enumerate().filter(|&(d, _)| d != dim).map(|(_, s)| *s).collect::<Vec<_>>()
        ))
        .into());
    }
    // Positions: for each element of `source` (contiguous order), its destination in `self`.
    let size = ss.get(dim).copied().unwrap_or(1) as i64;
    let (outer, inner): (usize, usize) = (
        ss[..dim.min(nd)].iter().product(),
        ss.get(dim + 1..).map_or(1, |s| s.iter().product()),
    );
    let mut dst = Vec::with_capacity(source.tensor.numel());
    for o in 0..outer {
        for &i in &ids {
            // A negative index is out of range too (index_add does not wrap it, unlike
            // indexing); PyTorch's CPU kernel words it by the tensor's rank.
            if i < 0 || i >= size {
                return Err(match nd {
                    0 | 1 => PyErr::new("IndexError", "index out of range in self"),
                    _ => PyErr::runtime_error(format!(
                        "index {i} is out of bounds for dimension {dim} with size {size}"
                    )),
                }
                .into());
            }
            let i = i as usize;
            for k in 0..inner {
                dst.push((o * size as usize + i) * inner + k);
            }
        }
    }
    let mut values = kernels::contiguous(ctx, &source.tensor)?;
    if alpha != 1.0 {
        values = kernels::binary_scalar(ctx, BinaryOp::Mul, &values, alpha)?;
    }
    if inplace {
        kernels::assign_at(
            ctx,
            &t.tensor,
            storage_at(&t.tensor, &dst),
            &rs,
            &values,
            true,
        )?;
        return Ok(value(t));
    }
    let out = kernels::copy(ctx, &t.tensor)?;
    kernels::assign_at(ctx, &out, dst.clone(), &rs, &values, true)?;
    Ok(value(record(
        ctx,
        out,
        t.device.get(),
        "IndexAddBackward0",
        &[&t, &source],
        true,
        move || {
            Box::new(move |ctx, g| {
                let mut picked = kernels::take(ctx, g, storage_at(g, &dst), rs.clone())?;
                if alpha != 1.0 {
                    picked = kernels::binary_scalar(ctx, BinaryOp::Mul, &picked, alpha)?;
                }
                Ok(vec![Some(g.clone()), Some(picked)])
            })
        },
    )))
}
