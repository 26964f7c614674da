//! Differentiable reductions, softmax, cumsum and matmul, with PyTorch's argument forms
//! (`dim=` int, tuple or None; `keepdim`; `unbiased`/`correction`).
//!
//! Here: the reductions (`sum`, `mean`, `max`, `var`, `norm` ...). `softmax` holds softmax and
//! cumsum, `matmul` matmul and mm.

use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, CompareOp, ReduceOp};
use tpu_emu::tensor::view::wrap_dim;
use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::autograd::record::{div, mul, needs_grad, record, scale, sub, value};
use super::kernels;
use super::ops::first;
use super::{native, tensor_value, TensorObj, TorchValue};

pub(crate) mod matmul;
mod softmax;

pub(super) use matmul::{dtype_cpp_name, matmul};
pub(super) use softmax::{cumsum_native, softmax, softmax_input, softmax_native};

pub(super) fn register(m: &Module) {
    for (name, f) in REDUCTIONS {
        native(m, name, *f);
    }
    native(m, "softmax", |ctx, a| softmax_native(ctx, a, false));
    native(m, "log_softmax", |ctx, a| softmax_native(ctx, a, true));
    native(m, "cumsum", cumsum_native);
}

/// The reductions, as both `torch.f(t, ...)` and `t.f(...)`.
pub(super) const REDUCTIONS: &[(&str, tpu_lang::native::NativeFn)] = &[
    ("sum", |c, a| reduction(c, a, ReduceOp::Sum)),
    ("mean", |c, a| reduction(c, a, ReduceOp::Mean)),
    ("prod", |c, a| reduction(c, a, ReduceOp::Prod)),
    ("max", |c, a| extreme(c, a, true)),
    ("min", |c, a| extreme(c, a, false)),
    ("amax", |c, a| reduction_as(c, a, ReduceOp::Max, "amax")),
    ("amin", |c, a| reduction_as(c, a, ReduceOp::Min, "amin")),
    ("argmax", |c, a| reduction(c, a, ReduceOp::ArgMax)),
    ("argmin", |c, a| reduction(c, a, ReduceOp::ArgMin)),
    ("var", |c, a| moments(c, a, false)),
    ("std", |c, a| moments(c, a, true)),
    ("norm", norm),
    ("logsumexp", |c, a| reduction(c, a, ReduceOp::LogSumExp)),
    ("any", |c, a| reduction(c, a, ReduceOp::Any)),
    ("all", |c, a| reduction(c, a, ReduceOp::All)),
];

/// The `dim` argument: `None` means every dimension.
fn dims_arg(v: Option<&Value>, ndim: usize) -> Result<Option<Vec<usize>>, PyErr> {
    let items = match v {
        None | Some(Value::None) => return Ok(None),
        Some(Value::Int(d)) => vec![*d],
        Some(Value::List(_)) | Some(Value::Tuple(_)) => {
            tpu_lang::builtins::iterate(v.unwrap_or(&Value::None))?
                .iter()
                .map(|x| match x {
                    Value::Int(i) => Ok(*i),
                    other => Err(PyErr::type_error(format!(
                        "dim must be int or tuple of ints, not {}",
                        other.type_name()
                    ))),
                })
                .collect::<Result<_, _>>()?
        }
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "argument 'dim' must be tuple of ints, not {}",
                other.type_name()
            )))
        }
    };
    let mut dims = Vec::new();
    for d in items {
        let w = wrap_dim(d, ndim)?;
        if dims.contains(&w) {
            return Err(PyErr::runtime_error(format!(
                "dim {w} appears multiple times in the list of dims"
            )));
        }
        dims.push(w);
    }
    Ok(Some(dims))
}

fn flag(a: &Args, i: usize, name: &str, default: bool) -> Result<bool, PyErr> {
    match a.get(i, name) {
        None => Ok(default),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(PyErr::type_error(format!(
            "argument '{name}' must be bool, not {}",
            other.type_name()
        ))),
    }
}

/// `g` of a reduction's output shape, broadcast back to the input's shape (a view, no copy).
fn expand_back(ctx: &mut Ctx, g: &Tensor, in_shape: &[usize], dims: &[usize]) -> kernels::R {
    let kept: Vec<usize> = (0..in_shape.len())
        .map(|d| if dims.contains(&d) { 1 } else { in_shape[d] })
        .collect();
    let gc = kernels::contiguous(ctx, g)?;
    Ok(kernels::reshape_contiguous(&gc, &kept).expanded(in_shape)?)
}

fn reduction(ctx: &mut Ctx, a: &Args, op: ReduceOp) -> NativeResult {
    reduction_as(ctx, a, op, op.name())
}

/// [`reduction`] under the name PyTorch's messages give it (`amax` is a max).
fn reduction_as(ctx: &mut Ctx, a: &Args, op: ReduceOp, name: &str) -> NativeResult {
    let t = first(a, name)?;
    if matches!(op, ReduceOp::ArgMax | ReduceOp::ArgMin)
        && t.tensor.dtype() == tpu_emu::tensor::DType::Bool
    {
        return Err(PyErr::new(
            "NotImplementedError",
            format!("{name}(): does not support bool input"),
        )
        .into());
    }
    let nd = t.tensor.shape.len();
    let dims = dims_arg(a.get(1, "dim"), nd)?;
    let keepdim = flag(a, 2, "keepdim", false)?;
    if let Some(d) = a.kwarg("dtype").and_then(crate::dtype_of) {
        let c = kernels::cast(ctx, &t.tensor, d)?;
        let t2 = Rc::new(TensorObj::new(c, t.device.get()));
        let out = reduce_as(ctx, &t2, op, dims, keepdim, name)?;
        // The result has the dtype asked for (`sum(dtype=torch.uint8)` wraps).
        if out.tensor.dtype() != d
            && !d.is_floating()
            && matches!(op, ReduceOp::Sum | ReduceOp::Prod)
        {
            return Ok(value(crate::methods::cast_obj(ctx, &out, d)?));
        }
        return Ok(value(out));
    }
    if op == ReduceOp::Mean && !t.tensor.dtype().is_floating() {
        return Err(PyErr::new(
            "NotImplementedError",
            format!(
                "mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: {}",
                crate::ops::scalar_type_name(t.tensor.dtype())
            ),
        )
        .into());
    }
    if matches!(op, ReduceOp::ArgMax | ReduceOp::ArgMin)
        && dims.as_ref().is_some_and(|d| d.len() > 1)
    {
        return Err(PyErr::type_error("argmax(): argument 'dim' must be int").into());
    }
    Ok(value(reduce_as(ctx, &t, op, dims, keepdim, name)?))
}

/// A reduction with its backward rule. `dims = None` reduces everything (and, for argmax/argmin,
/// over the flattened tensor).
pub(super) fn reduce(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    op: ReduceOp,
    dims: Option<Vec<usize>>,
    keepdim: bool,
) -> Result<Rc<TensorObj>, Flow> {
    reduce_as(ctx, t, op, dims, keepdim, op.name())
}

/// A max, min, argmax or argmin of an empty tensor, as PyTorch's `zero_numel_check_dims`: over
/// every dim an error, over given dims one only where each has a non-zero size (reducing a dim
/// of 3 in a (5, 0, 3) tensor gives an empty (5, 0) result).
fn check_empty_extreme(
    name: &str,
    op: ReduceOp,
    shape: &[usize],
    dims: Option<&[usize]>,
) -> Result<(), PyErr> {
    let extreme = matches!(
        op,
        ReduceOp::Max | ReduceOp::Min | ReduceOp::ArgMax | ReduceOp::ArgMin
    );
    if !extreme || shape.iter().product::<usize>() != 0 {
        return Ok(());
    }
    let Some(dims) = dims.filter(|d| !d.is_empty()) else {
        return Err(PyErr::runtime_error(format!(
            "{name}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument."
        )));
    };
    match dims.iter().find(|&&d| shape.get(d) == Some(&0)) {
        Some(d) => Err(PyErr::new(
            "IndexError",
            format!("{name}(): Expected reduction dim {d} to have non-zero size."),
        )),
        None => Ok(()),
    }
}

fn reduce_as(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    op: ReduceOp,
    dims: Option<Vec<usize>>,
    keepdim: bool,
    name: &str,
) -> Result<Rc<TensorObj>, Flow> {
    check_empty_extreme(name, op, &t.tensor.shape, dims.as_deref())?;
    let rank = t.tensor.shape.len();
    let all = dims.is_none();
    let dims = dims.unwrap_or_else(|| (0..rank).collect());
    // A 0-d tensor accepts dim 0 and -1 (PyTorch wraps them) but has no dimension to reduce.
    let dims: Vec<usize> = dims.into_iter().filter(|&d| d < rank).collect();
    let out = kernels::reduce(ctx, op, &t.tensor, &dims, keepdim && !all)?;
    let name = match (op, all) {
        (ReduceOp::Sum, true) => "SumBackward0",
        (ReduceOp::Sum, false) => "SumBackward1",
        (ReduceOp::Mean, true) => "MeanBackward0",
        (ReduceOp::Mean, false) => "MeanBackward1",
        (ReduceOp::Prod, true) => "ProdBackward0",
        (ReduceOp::Prod, false) => "ProdBackward1",
        // amax/amin are ATen ops of their own, with their own nodes.
        (ReduceOp::Max, _) if name == "amax" => "AmaxBackward0",
        (ReduceOp::Min, _) if name == "amin" => "AminBackward0",
        (ReduceOp::Max, _) => "MaxBackward1",
        (ReduceOp::Min, _) => "MinBackward1",
        (ReduceOp::Var { .. }, _) => "VarBackward0",
        // Tensor.norm is linalg.vector_norm in PyTorch 2.
        (ReduceOp::Norm, _) => "LinalgVectorNormBackward0",
        (ReduceOp::LogSumExp, _) => "LogsumexpBackward0",
        // Index and bool outputs carry no gradient.
        _ => return Ok(Rc::new(TensorObj::new(out, t.device.get()))),
    };
    // What the backward keeps is copied only when a node is recorded (see ops::binary_diff), and
    // only what its rule reads: a sum or mean keeps neither its input nor its result (as
    // PyTorch's SumBackward0/MeanBackward0 save only sizes), so an in-place write to either
    // after it stays possible, and a second backward through it is no error.
    let keeps = !matches!(op, ReduceOp::Sum | ReduceOp::Mean);
    let saved_out = (keeps && needs_grad(ctx, &[t])).then(|| out.clone());
    let graph_dims = matches!(
        op,
        ReduceOp::Sum | ReduceOp::Mean | ReduceOp::Norm | ReduceOp::Var { .. }
    )
    .then(|| dims.clone())
    .filter(|_| needs_grad(ctx, &[t]));
    let o = record(ctx, out, t.device.get(), name, &[t], keeps, || {
        let in_shape = t.tensor.shape.clone();
        let n: usize = dims.iter().map(|&d| in_shape[d]).product();
        let kept = saved_out.map(|o| (t.tensor.clone(), o));
        Box::new(move |ctx, g| {
            let ge = expand_back(ctx, g, &in_shape, &dims)?;
            let (x, o) = match (&kept, op) {
                (_, ReduceOp::Sum) => return Ok(vec![Some(kernels::copy(ctx, &ge)?)]),
                (_, ReduceOp::Mean) => return Ok(vec![Some(scale(ctx, &ge, 1.0 / n as f64)?)]),
                (Some((x, o)), _) => (x, o),
                (None, _) => unreachable!("a node is recorded only where needs_grad said so"),
            };
            let oe = expand_back(ctx, o, &in_shape, &dims)?;
            let gi = match op {
                ReduceOp::Prod => prod_grad(ctx, &ge, &oe, x, &dims, &in_shape)?,
                ReduceOp::Max | ReduceOp::Min => {
                    // Ties share the gradient evenly, as PyTorch's evenly_distribute_backward.
                    let hit = kernels::compare(ctx, CompareOp::Eq, x, &oe)?;
                    let hitf = kernels::cast(ctx, &hit, g.dtype())?;
                    let count = kernels::reduce(ctx, ReduceOp::Sum, &hitf, &dims, true)?;
                    let count = count.expanded(&in_shape)?;
                    let share = div(ctx, &ge, &count)?;
                    mul(ctx, &share, &hitf)?
                }
                ReduceOp::Var { correction } => {
                    let mean = kernels::reduce(ctx, ReduceOp::Mean, x, &dims, true)?;
                    let centred = sub(ctx, x, &mean)?;
                    let k = 2.0 / (n as f64 - correction);
                    let d = scale(ctx, &centred, k)?;
                    mul(ctx, &ge, &d)?
                }
                ReduceOp::Norm => {
                    let q = div(ctx, x, &oe)?;
                    mul(ctx, &ge, &q)?
                }
                ReduceOp::LogSumExp => {
                    let z = sub(ctx, x, &oe)?;
                    let e = kernels::unary(ctx, tpu_emu::ops::UnaryOp::Exp, &z)?;
                    mul(ctx, &ge, &e)?
                }
                _ => unreachable!("non-differentiable reductions return above"),
            };
            Ok(vec![Some(gi)])
        })
    });
    if let Some(dims) = graph_dims {
        crate::autograd::graph::set(&o, || {
            crate::autograd::graph::Graph::Reduce(op, t.clone(), dims)
        });
    }
    Ok(o)
}

/// prod's gradient: `g * out / x` (ATen's formula) where a slice has no zero; where it has
/// one, the zero's gradient is the product of the others (the product of the slice's nonzero
/// entries) and the rest get 0; with two or more, all 0. (`out / x` alone gave NaN at a zero.)
fn prod_grad(
    ctx: &mut Ctx,
    ge: &Tensor,
    oe: &Tensor,
    x: &Tensor,
    dims: &[usize],
    in_shape: &[usize],
) -> Result<Tensor, Flow> {
    let zero = kernels::full(&[], 0.0, x.dtype());
    let one = kernels::full(&[], 1.0, x.dtype());
    let is_zero = kernels::compare(ctx, CompareOp::Eq, x, &zero)?;
    let nonzero_x = kernels::where_(ctx, &is_zero, &one, x)?;
    let zeros = kernels::cast(ctx, &is_zero, x.dtype())?;
    let count = kernels::reduce(ctx, ReduceOp::Sum, &zeros, dims, true)?.expanded(in_shape)?;
    let pnz = kernels::reduce(ctx, ReduceOp::Prod, &nonzero_x, dims, true)?.expanded(in_shape)?;
    let none = kernels::compare(ctx, CompareOp::Eq, &count, &zero)?;
    // A slice without zeros divides its product as ATen does (`out / x`, bit for bit).
    let product = kernels::where_(ctx, &none, oe, &pnz)?;
    let r = div(ctx, &product, &nonzero_x)?;
    let one_zero = kernels::compare(ctx, CompareOp::Eq, &count, &one)?;
    let this_one = kernels::compare(ctx, CompareOp::And, &one_zero, &is_zero)?;
    let keep = kernels::compare(ctx, CompareOp::Or, &none, &this_one)?;
    let kept = kernels::where_(ctx, &keep, &r, &zero)?;
    mul(ctx, ge, &kept)
}

/// `max()`/`min()`: over everything, or `(values, indices)` along a dim, or elementwise with a
/// second tensor.
fn extreme(ctx: &mut Ctx, a: &Args, is_max: bool) -> NativeResult {
    let t = first(a, if is_max { "max" } else { "min" })?;
    let (op, arg) = if is_max {
        (ReduceOp::Max, ReduceOp::ArgMax)
    } else {
        (ReduceOp::Min, ReduceOp::ArgMin)
    };
    let second = a.get(1, "dim").or_else(|| a.kwarg("other"));
    match (second, second.and_then(crate::torch_of)) {
        (None, _) => Ok(value(reduce(ctx, &t, op, None, false)?)),
        (_, Some(TorchValue::Tensor(other))) => {
            let bop = if is_max {
                BinaryOp::Maximum
            } else {
                BinaryOp::Minimum
            };
            Ok(value(super::ops::tensors_op(ctx, bop, &t, other)?))
        }
        (Some(Value::Int(d)), _) => {
            let dim = wrap_dim(*d, t.tensor.shape.len())?;
            let keepdim = flag(a, 2, "keepdim", false)?;
            let values = reduce(ctx, &t, op, Some(vec![dim]), keepdim)?;
            let idx = kernels::reduce(ctx, arg, &t.tensor, &[dim], keepdim)?;
            let values_node = values.grad_fn.borrow().clone();
            // Along a dim PyTorch names the node MaxBackward0 / MinBackward0.
            let values = match values_node {
                Some(_) => super::autograd::record::rename(
                    values,
                    if is_max {
                        "MaxBackward0"
                    } else {
                        "MinBackward0"
                    },
                ),
                None => values,
            };
            Ok(crate::ReturnTuple::pair(
                if is_max { "max" } else { "min" },
                value(values),
                tensor_value(idx, t.device.get()),
            ))
        }
        (Some(other), _) => Err(PyErr::type_error(format!(
            "max(): argument 'dim' must be int, not {}",
            other.type_name()
        ))
        .into()),
    }
}

/// `var`/`std` with `unbiased=` or `correction=` (default 1).
fn moments(ctx: &mut Ctx, a: &Args, std: bool) -> NativeResult {
    let t = first(a, if std { "std" } else { "var" })?;
    if !t.tensor.dtype().is_floating() {
        return Err(PyErr::new(
            "NotImplementedError",
            "std and var only support floating point and complex dtypes",
        )
        .into());
    }
    let nd = t.tensor.shape.len();
    // `t.var(True)` passes `unbiased` positionally; `t.var(0)` passes a dim.
    let (dims, unbiased_pos) = match a.get(1, "dim") {
        Some(Value::Bool(b)) => (None, Some(*b)),
        other => (dims_arg(other, nd)?, None),
    };
    // `var(input, dim, unbiased, keepdim)`: both may come positionally after a dim.
    let unbiased_pos = unbiased_pos.or(match a.pos.get(2) {
        Some(Value::Bool(b)) if unbiased_pos.is_none() => Some(*b),
        _ => None,
    });
    let unbiased = match (unbiased_pos, a.kwarg("unbiased")) {
        (Some(b), _) => b,
        (None, Some(Value::Bool(b))) => *b,
        _ => true,
    };
    let correction = match a.kwarg("correction") {
        Some(Value::Int(c)) => *c as f64,
        Some(Value::Float(c)) => *c,
        _ => unbiased as u8 as f64,
    };
    let keepdim = match a.kwarg("keepdim").or(a.pos.get(3)) {
        Some(Value::Bool(b)) => *b,
        _ => false,
    };
    let var = reduce(ctx, &t, ReduceOp::Var { correction }, dims, keepdim)?;
    if !std {
        return Ok(value(var));
    }
    let s = super::ops::unary(ctx, tpu_emu::ops::UnaryOp::Sqrt, &var)?;
    Ok(value(super::autograd::record::rename(s, "StdBackward0")))
}

/// torch.norm's other string p (torch/functional.py): `torch.linalg.matrix_norm` over dim (all the
/// dims when None), through the library's `torch._norm_by_matrix`.
fn norm_by_matrix(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let top = crate::state::import(ctx, "torch")?;
    let Value::Module(m) = &top else {
        unreachable!("torch is a module")
    };
    let func = m
        .get("_norm_by_matrix")
        .ok_or_else(|| PyErr::runtime_error("torch._norm_by_matrix is missing"))?;
    let arg = |i: usize, name: &str| a.get(i, name).cloned().unwrap_or(Value::None);
    let keepdim = a.get(3, "keepdim").cloned().unwrap_or(Value::Bool(false));
    let dtype = a.kwarg("dtype").cloned().unwrap_or(Value::None);
    let pos = vec![arg(0, "input"), arg(1, "p"), arg(2, "dim"), keepdim, dtype];
    Err(Flow::Call(Box::new(tpu_lang::native::PyCall {
        func,
        args: Args { pos, kw: vec![] },
        then: tpu_lang::native::Then::Tail,
    })))
}

/// `torch.norm(input, p='fro', dim=None, keepdim=False, *, dtype=None)` and `t.norm(...)`: p = 2
/// (and 'fro', which over one or two dims is the same sum of squares) is the norm kernel; p = 1
/// is `sum(|x|)`, p = inf `amax(|x|)`, p = -inf `amin(|x|)`, p = 0 the count of non-zeros, any
/// other p `sum(|x|^p)^(1/p)` (PyTorch's vector norm); 'nuc' is the sum of the singular values (`torch.linalg.matrix_norm`).
/// `Tensor.norm`: a vector norm is `linalg.vector_norm` in PyTorch 2, one node whatever its p.
fn norm(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let out = norm_of(ctx, a)?;
    if matches!(a.get(1, "p"), Some(Value::Str(_))) {
        return Ok(out);
    }
    Ok(match crate::tensor_of(&out) {
        Some(t) => value(crate::autograd::record::rename(
            t.clone(),
            "LinalgVectorNormBackward0",
        )),
        None => out,
    })
}

fn norm_of(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = first(a, "norm")?;
    if let Some(Value::Str(s)) = a.get(1, "p") {
        let over = match a.get(2, "dim") {
            Some(Value::List(l)) => l.borrow().len(),
            Some(Value::Tuple(t)) => t.len(),
            _ => 0,
        };
        if &**s != "fro" || over > 2 {
            return norm_by_matrix(ctx, a);
        }
    }
    let t = softmax_input(ctx, a, t)?;
    let nd = t.tensor.shape.len();
    let dims = dims_arg(a.get(2, "dim"), nd)?;
    let keepdim = flag(a, 3, "keepdim", false)?;
    let p = match a.get(1, "p") {
        None | Some(Value::None) => 2.0,
        Some(Value::Str(_)) => 2.0, // 'fro' over at most two dims (others went above)
        Some(Value::Int(i)) => *i as f64,
        Some(Value::Float(f)) => *f,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "norm(): argument 'p' must be Number or str, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    if p == 2.0 {
        return Ok(value(reduce(ctx, &t, ReduceOp::Norm, dims, keepdim)?));
    }
    if !t.tensor.dtype().is_floating() {
        return Err(PyErr::runtime_error(format!(
            "linalg.vector_norm: Expected a floating point or complex tensor as input. Got {}",
            super::ops::scalar_type_name(t.tensor.dtype())
        ))
        .into());
    }
    let abs = super::ops::unary(ctx, tpu_emu::ops::UnaryOp::Abs, &t)?;
    if p.is_infinite() {
        let op = if p > 0.0 {
            ReduceOp::Max
        } else {
            ReduceOp::Min
        };
        return Ok(value(reduce(ctx, &abs, op, dims, keepdim)?));
    }
    if p == 1.0 {
        return Ok(value(reduce(ctx, &abs, ReduceOp::Sum, dims, keepdim)?));
    }
    if p == 0.0 {
        // The count of non-zero elements, in the input's dtype (no gradient, as in PyTorch).
        let nz = kernels::compare(
            ctx,
            CompareOp::Ne,
            &abs.tensor,
            &kernels::scalar(0.0, abs.tensor.dtype()),
        )?;
        let nz = kernels::cast(ctx, &nz, t.tensor.dtype())?;
        let nz = Rc::new(TensorObj::new(nz, t.device.get()));
        let count = reduce(ctx, &nz, ReduceOp::Sum, dims, keepdim)?;
        // In the graph all the same, with no gradient for the input (ATen's
        // linalg_vector_norm_backward answers an undefined tensor for ord 0).
        let out = crate::autograd::record::record(
            ctx,
            count.tensor.clone(),
            count.device.get(),
            "LinalgVectorNormBackward0",
            &[&t],
            false,
            || Box::new(|_, _| Ok(vec![None])),
        );
        return Ok(value(out));
    }
    let powed = super::ops::scalar_op(ctx, BinaryOp::Pow, &abs, p)?;
    let summed = reduce(ctx, &powed, ReduceOp::Sum, dims, keepdim)?;
    Ok(value(super::ops::scalar_op(
        ctx,
        BinaryOp::Pow,
        &summed,
        1.0 / p,
    )?))
}
