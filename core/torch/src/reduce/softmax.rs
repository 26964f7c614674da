//! Ops along one dimension: `softmax` and `log_softmax` with their backward, and `cumsum`.

use std::rc::Rc;

use tpu_emu::ops::ReduceOp;
use tpu_emu::tensor::view::wrap_dim;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{mul, needs_grad, record, sub, value};
use crate::kernels;
use crate::ops::first;
use crate::TensorObj;

fn dim_of(a: &Args, t: &Rc<TensorObj>, name: &str) -> Result<usize, PyErr> {
    match a.get(1, "dim") {
        Some(Value::Int(d)) => Ok(wrap_dim(*d, t.tensor.shape.len())?),
        _ => Err(PyErr::type_error(format!(
            "{name}() missing 1 required positional arguments: \"dim\""
        ))),
    }
}

pub(crate) fn softmax_native(ctx: &mut Ctx, a: &Args, log: bool) -> NativeResult {
    let t = first(a, "softmax")?;
    let dim = dim_of(a, &t, if log { "log_softmax" } else { "softmax" })?;
    let t = softmax_input(ctx, a, t)?;
    Ok(value(softmax(ctx, &t, dim, log)?))
}

/// `softmax(..., dtype=)`: PyTorch casts the input to `dtype` first (how an integer tensor gets a
/// softmax at all).
pub(crate) fn softmax_input(
    ctx: &mut Ctx,
    a: &Args,
    t: Rc<TensorObj>,
) -> Result<Rc<TensorObj>, Flow> {
    // The dtype by keyword, or positionally after the dims (`torch.softmax(x, 1, torch.float64)`,
    // `F.softmax(x, 1, 3, dtype)`, `x.norm(2, 1, True, dtype)`): a dtype is never another argument.
    let positional = a.pos.iter().skip(2).find_map(crate::dtype_of);
    match crate::creation::dtype_kw(a)?.or(positional) {
        Some(d) if d != t.tensor.dtype() => crate::methods::cast(ctx, &t, d),
        _ => Ok(t),
    }
}

pub(crate) fn softmax(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    dim: usize,
    log: bool,
) -> Result<Rc<TensorObj>, Flow> {
    let dtype = t.tensor.dtype();
    if !dtype.is_floating() {
        // PyTorch's CPU kernels are float-only, and name themselves (the last-dim one for the
        // last dimension, or a 0-d tensor's only one).
        let nd = t.tensor.shape.len();
        let last = if nd == 0 || dim + 1 == nd {
            "lastdim_"
        } else {
            ""
        };
        let log = if log { "log_" } else { "" };
        return Err(PyErr::new(
            "NotImplementedError",
            format!(
                "\"{log}softmax_{last}kernel_impl\" not implemented for '{}'",
                crate::ops::scalar_type_name(dtype)
            ),
        )
        .into());
    }
    let out = kernels::softmax(ctx, &t.tensor, dim, log)?;
    let saved_out = needs_grad(ctx, &[t]).then(|| out.clone());
    let name = if log {
        "LogSoftmaxBackward0"
    } else {
        "SoftmaxBackward0"
    };
    let o = record(ctx, out, t.device.get(), name, &[t], true, || {
        let y = saved_out.expect("a node is recorded only where needs_grad said so");
        Box::new(move |ctx, g| {
            let gi = if log {
                // g - softmax * sum(g)
                let s = kernels::reduce(ctx, ReduceOp::Sum, g, &[dim], true)?;
                let p = kernels::unary(ctx, tpu_emu::ops::UnaryOp::Exp, &y)?;
                let ps = mul(ctx, &p, &s)?;
                sub(ctx, g, &ps)?
            } else {
                // y * (g - sum(g * y))
                let gy = mul(ctx, g, &y)?;
                let s = kernels::reduce(ctx, ReduceOp::Sum, &gy, &[dim], true)?;
                let d = sub(ctx, g, &s)?;
                mul(ctx, &y, &d)?
            };
            Ok(vec![Some(gi)])
        })
    });
    crate::autograd::graph::set(&o, || {
        crate::autograd::graph::Graph::Softmax(t.clone(), dim, log)
    });
    Ok(o)
}

pub(crate) fn cumsum_native(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = first(a, "cumsum")?;
    let dim = dim_of(a, &t, "cumsum")?;
    let t = softmax_input(ctx, a, t)?;
    let mut out = kernels::cumsum(ctx, &t.tensor, dim)?;
    // The kernel widens integers to int64 as PyTorch does without dtype=; with it, the result
    // has exactly that dtype.
    if let Some(d) = crate::creation::dtype_kw(a)? {
        if out.dtype() != d {
            out = kernels::cast(ctx, &out, d)?;
        }
    }
    Ok(value(record(
        ctx,
        out,
        t.device.get(),
        "CumsumBackward0",
        &[&t],
        false,
        move || {
            Box::new(move |ctx, g| {
                // The reversed running sum: total - cumsum + g.
                let total = kernels::reduce(ctx, ReduceOp::Sum, g, &[dim], true)?;
                let c = kernels::cumsum(ctx, g, dim)?;
                let rest = sub(ctx, &total, &c)?;
                let r = crate::autograd::record::add(ctx, &rest, g)?;
                Ok(vec![Some(r)])
            })
        },
    )))
}
