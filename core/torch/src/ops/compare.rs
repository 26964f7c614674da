//! Comparisons and the select ops built on them: `==`, `<` ... on tensors, `torch.where` with its
//! gradient, and `clamp` (by numbers or by tensors) as where-selects.

use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, CompareOp};
use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::code::CmpOp;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult, PyCall, Then};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{record, reduce_grad, value};
use crate::kernels::{self, scalar};
use crate::{as_tensor, Device, TensorObj, TorchCtx};

use super::binary::{binary_diff, operands, wrap_scalar};
use super::same_device;

pub(crate) fn compare(ctx: &mut Ctx, op: CmpOp, a: &Value, b: &Value) -> NativeResult {
    let cop = match op {
        CmpOp::Eq => CompareOp::Eq,
        CmpOp::Ne => CompareOp::Ne,
        CmpOp::Lt => CompareOp::Lt,
        CmpOp::Le => CompareOp::Le,
        CmpOp::Gt => CompareOp::Gt,
        CmpOp::Ge => CompareOp::Ge,
        CmpOp::In | CmpOp::NotIn if crate::tensor_of(b).is_some() => {
            let found = tensor_contains(ctx, b, a)?;
            return Ok(Value::Bool(found == (op == CmpOp::In)));
        }
        other => {
            return Err(PyErr::unsupported(&format!("'{}' with tensors", other.symbol())).into())
        }
    };
    if crate::tensor_of(a).is_none() && crate::tensor_of(b).is_none() {
        // dtypes, devices, generators: `x.dtype == torch.float32` is a plain Python truth.
        return match cop {
            CompareOp::Eq => Ok(Value::Bool(tpu_lang::arith::equal(a, b))),
            CompareOp::Ne => Ok(Value::Bool(!tpu_lang::arith::equal(a, b))),
            _ => Err(PyErr::type_error(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                op.symbol(),
                tpu_lang::dunder::type_name(a),
                tpu_lang::dunder::type_name(b)
            ))
            .into()),
        };
    }
    let (x, y, device) = operands(a, b)?;
    let out = kernels::compare(ctx, cop, &x.tensor, &y.tensor)?;
    Ok(crate::tensor_value(out, device))
}

/// `x in t`: PyTorch's `Tensor.__contains__`, `(x == t).any().item()` (a read of the device).
fn tensor_contains(ctx: &mut Ctx, t: &Value, x: &Value) -> Result<bool, Flow> {
    if !matches!(x, Value::Int(_) | Value::Float(_) | Value::Bool(_))
        && crate::tensor_of(x).is_none()
    {
        return Err(PyErr::runtime_error(format!(
            "Tensor.__contains__ only supports Tensor or scalar, but you passed in a <class '{}'>.",
            tpu_lang::dunder::type_name(x)
        ))
        .into());
    }
    let (y, z, _) = operands(t, x)?;
    let eq = kernels::compare(ctx, CompareOp::Eq, &y.tensor, &z.tensor)?;
    let line = ctx.span.line;
    let data = ctx.torch().dispatcher.read(
        &eq,
        tpu_emu::trace::MaterializationReason::ScalarConversion,
        line,
    )?;
    Ok((0..data.len()).any(|i| data.get_f64(i) != 0.0))
}

pub(super) fn where_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let cond = as_tensor(a.get(0, "condition").unwrap_or(&Value::None), "where")?.clone();
    let (x, y) = match (a.get(1, "input"), a.get(2, "other")) {
        (Some(x), Some(y)) => (x, y),
        (None, None) => {
            // torch.where(condition) is condition.nonzero(as_tuple=True).
            let cond_value = a.get(0, "condition").cloned().unwrap_or(Value::None);
            let nonzero = tpu_lang::dunder::getattr(ctx, &cond_value, "nonzero")?;
            return Err(Flow::Call(Box::new(PyCall {
                func: nonzero,
                args: Args {
                    pos: vec![],
                    kw: vec![(Rc::from("as_tuple"), Value::Bool(true))],
                },
                then: Then::Tail,
            })));
        }
        _ => {
            return Err(PyErr::type_error(
                "where() received an invalid combination of arguments - expected (Tensor condition) or (Tensor condition, Tensor input, Tensor other)",
            )
            .into())
        }
    };
    let cd = cond.tensor.dtype();
    if !matches!(cd, DType::Bool | DType::UInt8) {
        // PyTorch takes a bool (or, deprecated, uint8) condition only: a float mask is a mistake.
        return Err(PyErr::runtime_error(format!(
            "where expected condition to be a boolean tensor, but got a tensor with dtype {}",
            super::inplace::scalar_type_name(cd)
        ))
        .into());
    }
    let (x, y, device) = match (x, y) {
        (Value::Foreign(_), _) | (_, Value::Foreign(_)) => operands(x, y)?,
        _ => {
            // Two Python numbers: each a 0-d tensor of its default dtype (float32, int64, bool),
            // on the condition's device.
            let wrap = |v: &Value| -> Result<Rc<TensorObj>, PyErr> {
                let dtype = match v {
                    Value::Bool(_) => DType::Bool,
                    Value::Float(_) => crate::precision::default_float(),
                    _ => DType::Int64,
                };
                Ok(Rc::new(TensorObj::new(
                    wrap_scalar(v, dtype)?,
                    cond.device.get(),
                )))
            };
            (wrap(x)?, wrap(y)?, cond.device.get())
        }
    };
    same_device(&[&cond, &x, &y])?;
    where_diff(ctx, &cond.tensor, &x, &y, device).map(value)
}

pub(crate) fn where_diff(
    ctx: &mut Ctx,
    cond: &Tensor,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
    device: Device,
) -> Result<Rc<TensorObj>, Flow> {
    let out = kernels::where_(ctx, cond, &x.tensor, &y.tensor)?;
    let (c, a, b) = (cond.clone(), x.tensor.clone(), y.tensor.clone());
    let cg = cond.clone();
    let o = record(
        ctx,
        out,
        device,
        "WhereBackward0",
        &[x, y],
        true,
        move || {
            Box::new(move |ctx, g| {
                let zero = scalar(0.0, g.dtype());
                let ga = kernels::where_(ctx, &c, g, &zero)?;
                let gb = kernels::where_(ctx, &c, &zero, g)?;
                Ok(vec![reduce_grad(ctx, &ga, &a)?, reduce_grad(ctx, &gb, &b)?])
            })
        },
    );
    crate::autograd::graph::set(&o, || {
        crate::autograd::graph::Graph::Where(cg, x.clone(), y.clone())
    });
    Ok(o)
}

/// `clamp(min, max)` as where-selects, so its gradient is `g` inside the range and 0 outside.
pub(crate) fn clamp(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    lo: Option<&Value>,
    hi: Option<&Value>,
) -> NativeResult {
    let tensor_bound = |v: Option<&Value>| {
        matches!(
            v.and_then(crate::torch_of),
            Some(crate::TorchValue::Tensor(_))
        )
    };
    if tensor_bound(lo) || tensor_bound(hi) {
        return clamp_tensors(ctx, t, lo, hi);
    }
    let num = |v: Option<&Value>| -> Result<Option<f64>, PyErr> {
        match v {
            None | Some(Value::None) => Ok(None),
            Some(Value::Int(i)) => Ok(Some(*i as f64)),
            Some(Value::Float(f)) => Ok(Some(*f)),
            Some(other) => Err(PyErr::type_error(format!(
                "clamp(): argument 'min' must be Number, not {}",
                other.type_name()
            ))),
        }
    };
    let (mut lo, mut hi) = (num(lo)?, num(hi)?);
    if lo.is_none() && hi.is_none() {
        return Err(PyErr::runtime_error(
            "torch.clamp: At least one of 'min' or 'max' must not be None",
        )
        .into());
    }
    // An integer bound past the integer dtype's range: PyTorch refuses a min above it or a max
    // below it, and clamps with the range's end otherwise (`clamp(-5, 300)` leaves uint8 as is).
    if let Some((rlo, rhi)) = t.tensor.dtype().int_range() {
        let (rlo, rhi) = (rlo as f64, rhi as f64);
        for (bound, name) in [(&mut lo, "min"), (&mut hi, "max")] {
            let Some(v) = *bound else { continue };
            if v.fract() != 0.0 {
                continue;
            }
            if (name == "min" && v > rhi) || (name == "max" && v < rlo) {
                return Err(PyErr::runtime_error(format!(
                    "Clamp {name} value {v} is outside the representable range of {}",
                    super::scalar_type_name(t.tensor.dtype())
                ))
                .into());
            }
            *bound = Some(v.clamp(rlo, rhi));
        }
    }
    let x = t.tensor.clone();
    let mut out = x.clone();
    for (bound, op) in [(lo, BinaryOp::Maximum), (hi, BinaryOp::Minimum)] {
        if let Some(v) = bound {
            out = kernels::binary_scalar(ctx, op, &out, v)?;
        }
    }
    let o = record(
        ctx,
        out,
        t.device.get(),
        "ClampBackward1",
        &[t],
        true,
        move || {
            Box::new(move |ctx, g| {
                // PyTorch 2.15 passes the gradient strictly inside the bounds: at a bound it is 0.
                let mut keep = kernels::full(&[], 1.0, DType::Bool);
                if let Some(v) = lo {
                    let gt = kernels::compare(ctx, CompareOp::Gt, &x, &scalar(v, x.dtype()))?;
                    keep = kernels::compare(ctx, CompareOp::And, &keep, &gt)?;
                }
                if let Some(v) = hi {
                    let lt = kernels::compare(ctx, CompareOp::Lt, &x, &scalar(v, x.dtype()))?;
                    keep = kernels::compare(ctx, CompareOp::And, &keep, &lt)?;
                }
                Ok(vec![Some(kernels::where_(
                    ctx,
                    &keep,
                    g,
                    &scalar(0.0, g.dtype()),
                )?)])
            })
        },
    );
    Ok(value(o))
}

/// `clamp(x, min_tensor, max_tensor)`: `minimum(maximum(x, min), max)`, broadcast, with those
/// ops' gradients (a tie splits the gradient), as PyTorch's ClampBackward0 computes.
fn clamp_tensors(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    lo: Option<&Value>,
    hi: Option<&Value>,
) -> NativeResult {
    let bound = |v: Option<&Value>| -> Result<Option<Rc<TensorObj>>, PyErr> {
        match v {
            None | Some(Value::None) => Ok(None),
            Some(v) => match crate::torch_of(v) {
                Some(crate::TorchValue::Tensor(b)) => Ok(Some(b.clone())),
                _ => Err(PyErr::type_error(format!(
                    "clamp() received an invalid combination of arguments - got (Tensor, {}): \
                     both bounds must be tensors (or None), or both numbers",
                    [lo, hi]
                        .iter()
                        .map(|b| b.map_or("NoneType", |b| b.type_name()))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))),
            },
        }
    };
    let (lo, hi) = (bound(lo)?, bound(hi)?);
    let mut out = t.clone();
    let mut inputs = vec![t];
    for (b, op) in [(&lo, BinaryOp::Maximum), (&hi, BinaryOp::Minimum)] {
        if let Some(b) = b {
            same_device(&[t, b])?;
            out = binary_diff(ctx, op, &out, b, t.device.get(), false)?;
            inputs.push(b);
        }
    }
    Ok(value(crate::autograd::record::rename_over(
        out,
        "ClampBackward0",
        Some(&inputs),
    )))
}
