//! Classification losses (`cross_entropy` with `label_smoothing` and `ignore_index`, `nll_loss`,
//! `binary_cross_entropy_with_logits`) and the embedding lookup, built from differentiable ops.
//!
//! Class targets are read to the host to build the selection matrix (a sync point, small: one index
//! per sample); the arithmetic stays on the device.

use crate::TorchCtx;
use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, ReduceOp, UnaryOp};
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{record, rename, value};
use crate::ops::{first, tensors_op, unary};
use crate::reduce::{reduce, softmax};
use crate::{as_tensor, kernels, TensorObj};

/// How a loss reduces over samples.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct LossOptions {
    pub reduction: String,
    pub ignore_index: i64,
    pub label_smoothing: f64,
}

/// A loss's reduction from PyTorch's arguments `size_average`, `reduce` and `reduction` (at
/// positions `at`, `at + 1`, `at + 2`, or by keyword): the legacy pair, when either is given,
/// decides as `torch.nn._reduction.legacy_get_string` does.
pub fn reduction_arg(a: &Args, at: usize) -> Result<String, PyErr> {
    let given = |i: usize, k: &str| a.get(i, k).filter(|v| !matches!(v, Value::None));
    let (size_average, reduce) = (given(at, "size_average"), given(at + 1, "reduce"));
    if size_average.is_some() || reduce.is_some() {
        let size_average = size_average.map(Value::truthy).transpose()?.unwrap_or(true);
        let reduce = reduce.map(Value::truthy).transpose()?.unwrap_or(true);
        return Ok(match (size_average, reduce) {
            (true, true) => "mean",
            (false, true) => "sum",
            _ => "none",
        }
        .to_string());
    }
    let reduction = match a.get(at + 2, "reduction") {
        None | Some(Value::None) => "mean".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "reduction must be a str, not {}",
                other.type_name()
            )))
        }
    };
    if !["mean", "sum", "none"].contains(&reduction.as_str()) {
        return Err(PyErr::value_error(format!(
            "{reduction} is not a valid value for reduction"
        )));
    }
    Ok(reduction)
}

impl LossOptions {
    pub fn from_args(a: &Args) -> Result<LossOptions, PyErr> {
        let reduction = match a.kwarg("reduction") {
            Some(Value::Str(s)) => s.to_string(),
            _ => "mean".to_string(),
        };
        if !["mean", "sum", "none"].contains(&reduction.as_str()) {
            return Err(PyErr::value_error(format!(
                "{reduction} is not a valid value for reduction"
            )));
        }
        let ignore_index = match a.kwarg("ignore_index") {
            Some(Value::Int(i)) => *i,
            _ => -100,
        };
        let label_smoothing = match a.kwarg("label_smoothing") {
            Some(Value::Float(f)) => *f,
            Some(Value::Int(i)) => *i as f64,
            _ => 0.0,
        };
        Ok(LossOptions {
            reduction,
            ignore_index,
            label_smoothing,
        })
    }
}

/// `cross_entropy(input (N, C), target (N,))` or, with `log_probs`, `nll_loss`.
pub fn class_loss(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    target: &Rc<TensorObj>,
    opts: &LossOptions,
    log_probs: bool,
) -> Result<Rc<TensorObj>, Flow> {
    let xs = &x.tensor.shape;
    if xs.len() != 2 || target.tensor.shape.len() != 1 || target.tensor.shape[0] != xs[0] {
        return Err(
            PyErr::unsupported("class losses other than input (N, C) with target (N,)").into(),
        );
    }
    if !target.tensor.dtype().is_integral() {
        return Err(PyErr::unsupported("class-probability targets").into());
    }
    let (n, c) = (xs[0], xs[1]);
    let ids = kernels::read_indices(ctx, &target.tensor)?;
    let eps = if log_probs { 0.0 } else { opts.label_smoothing };
    // Row i of the selection matrix: (1 - eps) at the target class plus eps / C everywhere.
    let mut q = vec![0f64; n * c];
    let mut count = 0usize;
    for (i, &t) in ids.iter().enumerate() {
        if t == opts.ignore_index {
            continue;
        }
        if t < 0 || t as usize >= c {
            return Err(PyErr::new("IndexError", format!("Target {t} is out of bounds.")).into());
        }
        count += 1;
        for k in 0..c {
            q[i * c + k] = eps / c as f64;
        }
        q[i * c + t as usize] += 1.0 - eps;
    }
    let dtype = x.tensor.dtype();
    let q_mask: Vec<bool> = q.iter().map(|&v| v != 0.0).collect();
    let q = Rc::new(TensorObj::new(
        Tensor::from_host(
            tpu_emu::ops::cpu::collect_any(dtype, q.into_iter()),
            dtype,
            vec![n, c],
        ),
        x.device.get(),
    ));
    let logp = if log_probs {
        x.clone()
    } else {
        softmax(ctx, x, 1, true)?
    };
    let logp = if eps == 0.0 {
        // Only the target's log-probability counts: another class's may be -inf (a masked
        // logit), whose product with its zero weight would be NaN, so the others are selected
        // away first (no NaN is ever made, which Debug mode would stop at).
        let mask = Tensor::from_host(HostData::Bool(q_mask), DType::Bool, vec![n, c]);
        let zero = Rc::new(TensorObj::new(kernels::scalar(0.0, dtype), x.device.get()));
        crate::ops::where_diff(ctx, &mask, &logp, &zero, x.device.get())?
    } else {
        logp
    };
    let picked = tensors_op(ctx, BinaryOp::Mul, &logp, &q)?;
    let per_sample = reduce(ctx, &picked, ReduceOp::Sum, Some(vec![1]), false)?;
    let neg = unary(ctx, UnaryOp::Neg, &per_sample)?;
    let out = match opts.reduction.as_str() {
        // An ignored row's loss is 0.0, as PyTorch's, not the -0.0 its negated zero would be
        // (`+ 0.0` changes nothing else, exactly).
        "none" => {
            let unsigned = super::super::ops::scalar_op(ctx, BinaryOp::Add, &neg, 0.0)?;
            return Ok(match eps == 0.0 {
                true => rename(unsigned, "NllLossBackward0"),
                false => unsigned,
            });
        }
        "sum" => reduce(ctx, &neg, ReduceOp::Sum, None, false)?,
        _ => {
            let total = reduce(ctx, &neg, ReduceOp::Sum, None, false)?;
            super::super::ops::scalar_op(ctx, BinaryOp::Div, &total, count as f64)?
        }
    };
    // PyTorch adds the smoothing term to the NLL term, so a smoothed loss ends in an add.
    Ok(rename(
        out,
        if eps == 0.0 {
            "NllLossBackward0"
        } else {
            "AddBackward0"
        },
    ))
}

/// `binary_cross_entropy_with_logits`: PyTorch 2.15's form op for op, so float32 rounds as
/// PyTorch's does: `(1 - y) x - log_sigmoid(x)`, with `log_sigmoid(x) = min(x, 0) -
/// log1p(exp(-|x|))` as ATen's CPU kernel computes it.
pub fn bce_with_logits(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
    reduction: &str,
) -> Result<Rc<TensorObj>, Flow> {
    // 1 - y as -(y - 1): the same float, rounding being symmetric.
    let ym1 = super::super::ops::scalar_op(ctx, BinaryOp::Sub, y, 1.0)?;
    let omy = unary(ctx, UnaryOp::Neg, &ym1)?;
    let a = tensors_op(ctx, BinaryOp::Mul, &omy, x)?;
    let nx = unary(ctx, UnaryOp::Neg, x)?;
    let rn = unary(ctx, UnaryOp::Relu, &nx)?;
    let min0 = unary(ctx, UnaryOp::Neg, &rn)?;
    let ax = unary(ctx, UnaryOp::Abs, x)?;
    let nax = unary(ctx, UnaryOp::Neg, &ax)?;
    let e = unary(ctx, UnaryOp::Exp, &nax)?;
    let l = unary(ctx, UnaryOp::Log1p, &e)?;
    let log_sigmoid = tensors_op(ctx, BinaryOp::Sub, &min0, &l)?;
    let per = tensors_op(ctx, BinaryOp::Sub, &a, &log_sigmoid)?;
    let out = match reduction {
        "none" => return Ok(per),
        "sum" => reduce(ctx, &per, ReduceOp::Sum, None, false)?,
        _ => reduce(ctx, &per, ReduceOp::Mean, None, false)?,
    };
    Ok(rename(out, "BinaryCrossEntropyWithLogitsBackward0"))
}

/// `F.cross_entropy`, `F.nll_loss`.
use crate::precision::autocast_fp32;

pub fn class_loss_native(ctx: &mut Ctx, a: &Args, log_probs: bool) -> NativeResult {
    let x = first(a, "cross_entropy")?;
    let t = as_tensor(a.get(1, "target").unwrap_or(&Value::None), "cross_entropy")?.clone();
    let opts = LossOptions::from_args(a)?;
    let (x, t) = (autocast_fp32(ctx, &x)?, autocast_fp32(ctx, &t)?);
    Ok(value(class_loss(ctx, &x, &t, &opts, log_probs)?))
}

pub fn bce_native(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let x = first(a, "binary_cross_entropy_with_logits")?;
    let y = as_tensor(a.get(1, "target").unwrap_or(&Value::None), "bce")?.clone();
    let opts = LossOptions::from_args(a)?;
    let (x, y) = (autocast_fp32(ctx, &x)?, autocast_fp32(ctx, &y)?);
    Ok(value(bce_with_logits(ctx, &x, &y, &opts.reduction)?))
}

/// `F.embedding(ids, weight, padding_idx)`: rows of `weight`; the padding row gets no gradient.
pub fn embedding(
    ctx: &mut Ctx,
    ids: &Rc<TensorObj>,
    weight: &Rc<TensorObj>,
    padding_idx: Option<i64>,
) -> Result<Rc<TensorObj>, Flow> {
    crate::ops::same_device(&[weight, ids])?;
    if !matches!(ids.tensor.dtype(), DType::Int64 | DType::Int32) {
        return Err(PyErr::runtime_error(format!(
            "Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int; but got {} instead (while checking arguments for embedding)",
            crate::methods::type_string(ids.tensor.dtype())
        ))
        .into());
    }
    if weight.tensor.shape.len() != 2 {
        return Err(PyErr::runtime_error("'weight' must be 2-D").into());
    }
    let rows = kernels::read_indices(ctx, &ids.tensor)?;
    let (num, dim) = (weight.tensor.shape[0], weight.tensor.shape[1]);
    // The offset tables are as long as the result: its size is checked before they are built.
    let len = rows.len().saturating_mul(dim);
    kernels::check_result_len(
        ctx,
        "embedding",
        len,
        weight.tensor.dtype(),
        &[&weight.tensor],
    )?;
    let own = weight.tensor.element_offsets();
    let mut offs = Vec::with_capacity(len);
    let mut goffs = Vec::with_capacity(len);
    for &r in &rows {
        if r < 0 || r as usize >= num {
            return Err(PyErr::new("IndexError", "index out of range in self").into());
        }
        for k in 0..dim {
            offs.push(own[r as usize * dim + k]);
            // The padding row's gradient stays zero: its positions are left out of the scatter.
            if padding_idx != Some(r) {
                goffs.push(Some(r as usize * dim + k));
            } else {
                goffs.push(None);
            }
        }
    }
    let mut shape = ids.tensor.shape.clone();
    shape.push(dim);
    let out = kernels::take(ctx, &weight.tensor, offs, shape.clone())?;
    let w_shape = weight.tensor.shape.clone();
    let dtype = weight.tensor.dtype();
    Ok(record(
        ctx,
        out,
        weight.device.get(),
        "EmbeddingBackward0",
        &[weight],
        true,
        move || {
            Box::new(move |ctx, g| {
                let zeros = kernels::full(&w_shape, 0.0, dtype);
                let gc = kernels::contiguous(ctx, g)?;
                let keep: Vec<usize> = (0..goffs.len()).filter(|&i| goffs[i].is_some()).collect();
                let dst: Vec<usize> = keep.iter().filter_map(|&i| goffs[i]).collect();
                let flat = Tensor::new(gc.storage.clone(), vec![gc.storage.len]);
                let src = kernels::take(ctx, &flat, keep.clone(), vec![keep.len()])?;
                kernels::assign_at(ctx, &zeros, dst, &[keep.len()], &src, true)?;
                Ok(vec![Some(zeros)])
            })
        },
    ))
}

/// The weight of a new `nn.Embedding`: N(0, 1) from the generator, padding row zeroed.
pub fn embedding_weight(ctx: &mut Ctx, num: usize, dim: usize, padding_idx: Option<i64>) -> Tensor {
    let mut w = ctx.torch().generator.normal_f32(num * dim, 0.0, 1.0, true);
    if let Some(p) = padding_idx {
        let p = p as usize;
        w[p * dim..(p + 1) * dim].iter_mut().for_each(|v| *v = 0.0);
    }
    Tensor::from_host(HostData::F32(w), DType::Float32, vec![num, dim])
}
