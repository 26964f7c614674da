//! `torch.nn.functional`: the functional forms, built from the differentiable ops.
//!
//! The native modules (`super::modules`) call these in their `forward`, as PyTorch's modules call
//! `torch.nn.functional`.

use crate::TorchCtx;
use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, ReduceOp, UnaryOp};
use tpu_emu::tensor::view::wrap_dim;
use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::code::BinOp;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::autograd::record::{rename, rename_over, value};
use crate::ops::{first, scalar_op, tensors_op, unary};
use crate::reduce::{reduce, softmax};
use crate::{as_tensor, native, TensorObj};

pub(super) fn module() -> Value {
    let f = Module::new("torch.nn.functional");
    native(&f, "relu", |ctx, a| activation(ctx, a, UnaryOp::Relu));
    native(&f, "sigmoid", |ctx, a| activation(ctx, a, UnaryOp::Sigmoid));
    native(&f, "tanh", |ctx, a| activation(ctx, a, UnaryOp::Tanh));
    native(&f, "silu", |ctx, a| activation(ctx, a, UnaryOp::Silu));
    native(&f, "softplus", |ctx, a| {
        activation(ctx, a, UnaryOp::Softplus)
    });
    native(&f, "gelu", gelu);
    native(&f, "dropout", |ctx, a| {
        let x = first(a, "dropout")?;
        let p = dropout_p(a.get(1, "p"))?;
        let training = !matches!(a.get(2, "training"), Some(Value::Bool(false)));
        let inplace = matches!(a.get(3, "inplace"), Some(Value::Bool(true)));
        dropout(ctx, &x, p, training, inplace)
    });
    native(&f, "softmax", |ctx, a| softmax_fn(ctx, a, false));
    native(&f, "log_softmax", |ctx, a| softmax_fn(ctx, a, true));
    native(&f, "layer_norm", layer_norm_fn);
    native(&f, "mse_loss", |ctx, a| loss(ctx, a, false));
    native(&f, "l1_loss", |ctx, a| loss(ctx, a, true));
    native(&f, "cross_entropy", |ctx, a| {
        super::losses::class_loss_native(ctx, a, false)
    });
    native(&f, "nll_loss", |ctx, a| {
        super::losses::class_loss_native(ctx, a, true)
    });
    native(
        &f,
        "binary_cross_entropy_with_logits",
        super::losses::bce_native,
    );
    native(&f, "embedding", |ctx, a| {
        let ids = first(a, "embedding")?;
        let w = as_tensor(a.get(1, "weight").unwrap_or(&Value::None), "embedding")?.clone();
        let pad = match a.get(2, "padding_idx") {
            Some(Value::Int(p)) => Some(*p),
            _ => None,
        };
        // (Positional too: `F.embedding(x, w, None, 1.0)` renormalizes as PyTorch does.)
        for (i, k) in [(5, "scale_grad_by_freq"), (6, "sparse")] {
            if a.get(i, k).map(Value::truthy).transpose()?.unwrap_or(false) {
                let what = format!("torch.nn.functional.embedding's argument '{k}'");
                return Err(PyErr::unsupported(&what).into());
            }
        }
        if a.get(3, "max_norm")
            .is_some_and(|v| !matches!(v, Value::None))
        {
            return Err(embedding_max_norm(ctx, a));
        }
        Ok(value(super::losses::embedding(ctx, &ids, &w, pad)?))
    });
    Value::Module(f)
}

/// `F.embedding` with `max_norm`: `torch.nn._embedding_max_norm` (Python) renormalizes the rows
/// read and looks them up.
fn embedding_max_norm(ctx: &mut Ctx, a: &Args) -> Flow {
    let func = match super::python_attr(ctx, "_embedding_max_norm") {
        Ok(f) => f,
        Err(e) => return e.into(),
    };
    let none = Value::None;
    let pos = ["input", "weight", "padding_idx", "max_norm", "norm_type"]
        .iter()
        .enumerate()
        .map(|(i, k)| a.get(i, k).unwrap_or(&none).clone())
        .collect::<Vec<_>>();
    let mut pos = pos;
    if matches!(pos[4], Value::None) {
        pos[4] = Value::Float(2.0);
    }
    Flow::Call(Box::new(tpu_lang::native::PyCall {
        func,
        args: Args {
            pos,
            kw: Vec::new(),
        },
        then: tpu_lang::native::Then::Tail,
    }))
}

/// A dropout probability, checked as PyTorch does.
pub(super) fn dropout_p(v: Option<&Value>) -> Result<f64, PyErr> {
    let p = match v {
        None => 0.5,
        Some(Value::Float(f)) => *f,
        Some(Value::Int(i)) => *i as f64,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "dropout(): argument 'p' must be float, not {}",
                other.type_name()
            )))
        }
    };
    if !(0.0..=1.0).contains(&p) {
        return Err(PyErr::value_error(format!(
            "dropout probability has to be between 0 and 1, but got {}",
            tpu_emu::tensor::format::py_float_repr(p)
        )));
    }
    Ok(p)
}

/// Dropout as ATen's `_dropout` computes it on the CPU: `noise = empty_like(x).bernoulli_(1 - p)`,
/// `noise.div_(1 - p)`, `x * noise` (so the backward is `MulBackward0`); the input itself when not
/// training or `p == 0`. The mask comes from the seeded generator; if the multiply must wait for a
/// device read, the generator is rolled back so the retried instruction draws the same mask.
pub(super) fn dropout(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    p: f64,
    training: bool,
    inplace: bool,
) -> NativeResult {
    if !training || p == 0.0 || x.tensor.numel() == 0 {
        return Ok(value(x.clone()));
    }
    let dtype = x.tensor.dtype();
    if !dtype.is_floating() {
        return Err(PyErr::runtime_error(format!(
            "\"bernoulli_scalar_cpu_\" not implemented for '{}'",
            crate::ops::scalar_type_name(dtype)
        ))
        .into());
    }
    if x.tensor.storage.is_shapes_only() {
        // A meta input: the mask is a meta tensor (priced as the multiply it feeds, never drawn).
        let noise = Tensor::new(
            tpu_emu::tensor::Storage::shapes_only(dtype, x.tensor.numel()),
            x.tensor.shape.clone(),
        );
        let noise = Rc::new(TensorObj::new(noise, x.device.get()));
        return if inplace {
            crate::ops::check_inplace(ctx, x)?;
            crate::ops::binary_inplace(ctx, BinOp::Mul, x, &value(noise))
        } else {
            tensors_op(ctx, BinaryOp::Mul, x, &noise).map(value)
        };
    }
    let saved = ctx.torch().generator.get_state();
    // The mask is `empty_like(x)`: a dense input's strides, drawn in that memory order.
    let order = (x.tensor.is_dense() && !x.tensor.is_contiguous())
        .then(|| x.tensor.fill_order())
        .flatten();
    let keep = if p == 1.0 {
        vec![false; x.tensor.numel()]
    } else {
        let drawn = ctx.torch().generator.bernoulli(x.tensor.numel(), 1.0 - p);
        tpu_emu::tensor::in_fill_order(drawn, order.as_deref())
    };
    // `div_` by the scalar runs in the tensor's own type.
    let scale = match dtype {
        DType::Float64 => 1.0 / (1.0 - p),
        _ => f64::from(1.0f32 / (1.0 - p) as f32),
    };
    let noise =
        tpu_emu::ops::cpu::collect_any(dtype, keep.iter().map(|&k| if k { scale } else { 0.0 }));
    let noise = Tensor::from_host(noise, dtype, x.tensor.shape.clone());
    let noise = Rc::new(TensorObj::new(noise, x.device.get()));
    let out = if inplace {
        crate::ops::check_inplace(ctx, x)
            .map_err(Flow::Raise)
            .and_then(|_| crate::ops::binary_inplace(ctx, BinOp::Mul, x, &value(noise.clone())))
    } else {
        tensors_op(ctx, BinaryOp::Mul, x, &noise).map(value)
    };
    if let Err(Flow::NeedsRead) = out {
        ctx.torch().generator.set_state(&saved);
    }
    out
}

fn activation(ctx: &mut Ctx, a: &Args, op: UnaryOp) -> NativeResult {
    let t = first(a, op.name())?;
    if let Some(v) = a.get(1, "inplace") {
        if v.truthy()? {
            return super::modules::activation_inplace(ctx, &t, op);
        }
    }
    Ok(value(unary(ctx, op, &t)?))
}

fn gelu(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = first(a, "gelu")?;
    let op = match a.kwarg("approximate") {
        None => UnaryOp::Gelu,
        Some(Value::Str(s)) if &**s == "none" => UnaryOp::Gelu,
        Some(Value::Str(s)) if &**s == "tanh" => UnaryOp::GeluTanh,
        Some(other) => {
            return Err(PyErr::value_error(format!(
                "approximate argument must be either none or tanh. (got {})",
                other.repr()
            ))
            .into())
        }
    };
    Ok(value(unary(ctx, op, &t)?))
}

fn softmax_fn(ctx: &mut Ctx, a: &Args, log: bool) -> NativeResult {
    let t = first(a, "softmax")?;
    let dim = match a.get(1, "dim") {
        Some(Value::Int(d)) => wrap_dim(*d, t.tensor.shape.len())?,
        // PyTorch's implicit-dim rule (deprecated, with a warning): 0 for 0-, 1- and 3-D inputs.
        _ => {
            let nd = t.tensor.shape.len();
            if nd == 0 || nd == 1 || nd == 3 {
                0
            } else {
                1
            }
        }
    };
    let t = super::super::reduce::softmax_input(ctx, a, t)?;
    Ok(value(softmax(ctx, &t, dim, log)?))
}

fn opt_tensor(v: Option<&Value>) -> Result<Option<Rc<TensorObj>>, PyErr> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(as_tensor(v, "layer_norm")?.clone())),
    }
}

fn layer_norm_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = first(a, "layer_norm")?;
    let shape: Vec<usize> = match a.get(1, "normalized_shape") {
        Some(Value::Int(n)) => vec![*n as usize],
        Some(v) => tpu_lang::builtins::iterate(v)?
            .iter()
            .map(|x| match x {
                Value::Int(n) => Ok(*n as usize),
                _ => Err(PyErr::type_error("normalized_shape must be ints")),
            })
            .collect::<Result<_, _>>()?,
        None => return Err(PyErr::type_error("layer_norm() missing normalized_shape").into()),
    };
    let w = opt_tensor(a.get(2, "weight"))?;
    let b = opt_tensor(a.get(3, "bias"))?;
    let eps = match a.get(4, "eps") {
        Some(Value::Float(e)) => *e,
        Some(Value::Int(e)) => *e as f64,
        _ => 1e-5,
    };
    Ok(value(layer_norm(
        ctx,
        &t,
        &shape,
        w.as_ref(),
        b.as_ref(),
        eps,
    )?))
}

/// `(x - mean) / sqrt(var + eps) * w + b` over the trailing `shape`, from differentiable pieces;
/// the result is named as PyTorch's fused kernel names it.
pub(super) fn layer_norm(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    shape: &[usize],
    w: Option<&Rc<TensorObj>>,
    b: Option<&Rc<TensorObj>>,
    eps: f64,
) -> Result<Rc<TensorObj>, Flow> {
    let xs = &x.tensor.shape;
    if shape.len() > xs.len() || xs[xs.len() - shape.len()..] != *shape {
        return Err(PyErr::runtime_error(format!(
            "Given normalized_shape={shape:?}, expected input with shape [*, {}], but got input of size{xs:?}",
            shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
        ))
        .into());
    }
    let dims: Vec<usize> = (xs.len() - shape.len()..xs.len()).collect();
    let mean = reduce(ctx, x, ReduceOp::Mean, Some(dims.clone()), true)?;
    let centred = tensors_op(ctx, BinaryOp::Sub, x, &mean)?;
    let sq = tensors_op(ctx, BinaryOp::Mul, &centred, &centred)?;
    let var = reduce(ctx, &sq, ReduceOp::Mean, Some(dims), true)?;
    let shifted = scalar_op(ctx, BinaryOp::Add, &var, eps)?;
    let inv = unary(ctx, UnaryOp::Rsqrt, &shifted)?;
    let mut out = tensors_op(ctx, BinaryOp::Mul, &centred, &inv)?;
    if let Some(w) = w {
        out = tensors_op(ctx, BinaryOp::Mul, &out, w)?;
    }
    if let Some(b) = b {
        out = tensors_op(ctx, BinaryOp::Add, &out, b)?;
    }
    Ok(rename(out, "NativeLayerNormBackward0"))
}

/// `mse_loss` / `l1_loss` with `reduction=` mean (default), sum or none.
use crate::precision::autocast_fp32 as fp32;

pub(crate) fn loss(ctx: &mut Ctx, a: &Args, l1: bool) -> NativeResult {
    let x = first(a, "loss")?;
    let y = as_tensor(a.get(1, "target").unwrap_or(&Value::None), "loss")?.clone();
    let (x, y) = (fp32(ctx, &x)?, fp32(ctx, &y)?);
    let d = tensors_op(ctx, BinaryOp::Sub, &x, &y)?;
    let e = if l1 {
        unary(ctx, UnaryOp::Abs, &d)?
    } else {
        tensors_op(ctx, BinaryOp::Mul, &d, &d)?
    };
    // F.mse_loss(input, target, size_average=None, reduce=None, reduction='mean', weight=None)
    let reduction = super::losses::reduction_arg(a, 2)?;
    let dt = d.tensor.dtype();
    if !dt.is_floating() {
        // Integer inputs: ATen's mse kernel has no integral instance, and l1's mean cannot
        // infer a float result (its sum and 'none' are integer tensors, as computed above).
        let kind = crate::ops::scalar_type_name(dt);
        if !l1 {
            return Err(PyErr::new(
                "NotImplementedError",
                format!("\"mse_cpu\" not implemented for '{kind}'"),
            )
            .into());
        }
        if reduction == "mean" {
            return Err(PyErr::new(
                "NotImplementedError",
                format!("mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: {kind}"),
            )
            .into());
        }
    }
    if a.get(5, "weight")
        .is_some_and(|v| !matches!(v, Value::None))
    {
        let name = if l1 { "l1_loss" } else { "mse_loss" };
        let what = format!("torch.nn.functional.{name}'s argument 'weight'");
        return Err(PyErr::unsupported(&what).into());
    }
    let (out, name) = match reduction.as_str() {
        "mean" => (
            reduce(ctx, &e, ReduceOp::Mean, None, false)?,
            if l1 {
                "MeanBackward0"
            } else {
                "MseLossBackward0"
            },
        ),
        "sum" => (
            reduce(ctx, &e, ReduceOp::Sum, None, false)?,
            if l1 {
                "SumBackward0"
            } else {
                "MseLossBackward0"
            },
        ),
        "none" if l1 => return Ok(value(e)),
        "none" => (e, "MseLossBackward0"),
        other => {
            return Err(
                PyErr::value_error(format!("{other} is not a valid value for reduction")).into(),
            )
        }
    };
    Ok(value(if l1 {
        out
    } else {
        rename_over(out, name, Some(&[&x, &y]))
    }))
}
