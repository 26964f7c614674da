//! The unary ops with their backward rules (a half dtype's computed in float32, as PyTorch's
//! opmath), Python's unary operators on tensors, and `~x` on integers.

use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, CompareOp, UnaryOp};
use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::code;
use tpu_lang::native::{Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{add, mul, record, scale, sub, value};
use crate::kernels::{self, scalar};
use crate::{as_tensor, TensorObj};

use super::scalar_op;

/// A unary op with its backward rule.
pub(crate) fn unary(ctx: &mut Ctx, op: UnaryOp, t: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
    if t.tensor.dtype() == DType::Bool && !matches!(op, UnaryOp::LogicalNot | UnaryOp::Copy) {
        if op == UnaryOp::Neg {
            return Err(PyErr::runtime_error("Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.").into());
        }
        if !op.is_predicate() && !op.is_transcendental() {
            return Err(PyErr::runtime_error(format!(
                "\"{}\" not implemented for 'Bool'",
                op.name()
            ))
            .into());
        }
    }
    let out = kernels::unary(ctx, op, &t.tensor)?;
    // The backward keeps only what its rule reads, as PyTorch saves `self` or `result` per op:
    // a kept tensor holds its storage, and a later index assignment into a result (`e =
    // a.clone(); e[1] = 0`) is refused while a backward holds it.
    let (keep_x, keep_y) = saved_operands(op);
    let x = match keep_x {
        true => t.tensor.clone(),
        false => kernels::scalar(0.0, t.tensor.dtype()),
    };
    let y = match keep_y {
        true => out.clone(),
        false => kernels::scalar(0.0, out.dtype()),
    };
    let name = match op {
        UnaryOp::Copy => "CloneBackward0",
        UnaryOp::Neg => "NegBackward0",
        UnaryOp::Relu => "ReluBackward0",
        UnaryOp::Abs => "AbsBackward0",
        UnaryOp::Exp => "ExpBackward0",
        UnaryOp::Log => "LogBackward0",
        UnaryOp::Log1p => "Log1PBackward0",
        UnaryOp::Sqrt => "SqrtBackward0",
        UnaryOp::Rsqrt => "RsqrtBackward0",
        UnaryOp::Sin => "SinBackward0",
        UnaryOp::Cos => "CosBackward0",
        UnaryOp::Tanh => "TanhBackward0",
        UnaryOp::Sigmoid => "SigmoidBackward0",
        UnaryOp::Gelu | UnaryOp::GeluTanh => "GeluBackward0",
        UnaryOp::Silu => "SiluBackward0",
        UnaryOp::Softplus => "SoftplusBackward0",
        UnaryOp::Sign => "SignBackward0",
        UnaryOp::Reciprocal => "ReciprocalBackward0",
        UnaryOp::Square => "PowBackward0",
        UnaryOp::Tan => "TanBackward0",
        UnaryOp::Asin => "AsinBackward0",
        UnaryOp::Acos => "AcosBackward0",
        UnaryOp::Atan => "AtanBackward0",
        UnaryOp::Sinh => "SinhBackward0",
        UnaryOp::Cosh => "CoshBackward0",
        UnaryOp::Asinh => "AsinhBackward0",
        UnaryOp::Acosh => "AcoshBackward0",
        UnaryOp::Atanh => "AtanhBackward0",
        UnaryOp::Erf => "ErfBackward0",
        UnaryOp::Erfc => "ErfcBackward0",
        UnaryOp::Erfinv => "ErfinvBackward0",
        UnaryOp::Expm1 => "Expm1Backward0",
        UnaryOp::Exp2 => "Exp2Backward0",
        UnaryOp::Log2 => "Log2Backward0",
        UnaryOp::Log10 => "Log10Backward0",
        UnaryOp::Floor => "FloorBackward0",
        UnaryOp::Ceil => "CeilBackward0",
        UnaryOp::Round => "RoundBackward0",
        UnaryOp::Trunc => "TruncBackward0",
        UnaryOp::Frac => "FracBackward0",
        // Predicates are not differentiable: their outputs are bool and never require grad.
        _ => {
            return Ok(Rc::new(TensorObj::new(out, t.device.get())));
        }
    };
    let o = record(ctx, out, t.device.get(), name, &[t], true, move || {
        Box::new(move |ctx, g| unary_backward_opmath(ctx, op, &x, &y, g))
    });
    crate::autograd::graph::set(&o, || crate::autograd::graph::Graph::Unary(op, t.clone()));
    Ok(o)
}

/// Which of (input, result) `unary_backward` reads for `op`.
fn saved_operands(op: UnaryOp) -> (bool, bool) {
    use UnaryOp::*;
    match op {
        Copy | Neg | Sign | Floor | Ceil | Round | Trunc | Frac => (false, false),
        Relu | Exp | Sqrt | Rsqrt | Tanh | Sigmoid | Reciprocal | Tan | Expm1 | Erfinv | Exp2 => {
            (false, true)
        }
        _ => (true, false),
    }
}

/// A unary op's gradient. A half-dtype op's is computed in float32 and rounded once, as
/// PyTorch's backward kernels compute in their "opmath" type.
fn unary_backward_opmath(
    ctx: &mut Ctx,
    op: UnaryOp,
    x: &Tensor,
    y: &Tensor,
    g: &Tensor,
) -> Result<Vec<Option<Tensor>>, Flow> {
    let dtype = x.dtype();
    if !matches!(dtype, DType::BFloat16 | DType::Float16) {
        return unary_backward(ctx, op, x, y, g);
    }
    let x32 = kernels::cast(ctx, x, DType::Float32)?;
    let y32 = kernels::cast(ctx, y, DType::Float32)?;
    let g32 = kernels::cast(ctx, g, DType::Float32)?;
    let grads = unary_backward(ctx, op, &x32, &y32, &g32)?;
    grads
        .into_iter()
        .map(|gi| gi.map(|t| kernels::cast(ctx, &t, dtype)).transpose())
        .collect()
}

fn unary_backward(
    ctx: &mut Ctx,
    op: UnaryOp,
    x: &Tensor,
    y: &Tensor,
    g: &Tensor,
) -> Result<Vec<Option<Tensor>>, Flow> {
    let local = |ctx: &mut Ctx, u: UnaryOp| kernels::unary(ctx, u, x);
    let one = scalar(1.0, y.dtype());
    // The local derivative d(out)/d(in); the gradient is g times it.
    let d = match op {
        UnaryOp::Copy => return Ok(vec![Some(g.clone())]),
        UnaryOp::Neg => return Ok(vec![Some(scale(ctx, g, -1.0)?)]),
        UnaryOp::Sign | UnaryOp::Floor | UnaryOp::Ceil | UnaryOp::Round | UnaryOp::Trunc => {
            return Ok(vec![Some(scale(ctx, g, 0.0)?)])
        }
        UnaryOp::Frac => return Ok(vec![Some(g.clone())]),
        UnaryOp::Relu => {
            let pos = kernels::compare(ctx, CompareOp::Gt, y, &scalar(0.0, y.dtype()))?;
            let gi = kernels::where_(ctx, &pos, g, &scalar(0.0, g.dtype()))?;
            return Ok(vec![Some(gi)]);
        }
        UnaryOp::Abs => local(ctx, UnaryOp::Sign)?,
        UnaryOp::Exp => y.clone(),
        UnaryOp::Log => kernels::unary(ctx, UnaryOp::Reciprocal, x)?,
        UnaryOp::Log1p => {
            let xp1 = kernels::binary_scalar(ctx, BinaryOp::Add, x, 1.0)?;
            kernels::unary(ctx, UnaryOp::Reciprocal, &xp1)?
        }
        UnaryOp::Sqrt => {
            let y2 = scale(ctx, y, 2.0)?;
            kernels::unary(ctx, UnaryOp::Reciprocal, &y2)?
        }
        UnaryOp::Rsqrt => {
            let y2 = mul(ctx, y, y)?;
            let y3 = mul(ctx, &y2, y)?;
            scale(ctx, &y3, -0.5)?
        }
        UnaryOp::Sin => local(ctx, UnaryOp::Cos)?,
        UnaryOp::Cos => {
            let s = local(ctx, UnaryOp::Sin)?;
            scale(ctx, &s, -1.0)?
        }
        UnaryOp::Tanh => {
            let y2 = mul(ctx, y, y)?;
            sub(ctx, &one, &y2)?
        }
        UnaryOp::Sigmoid => {
            let om = sub(ctx, &one, y)?;
            mul(ctx, y, &om)?
        }
        UnaryOp::Gelu => local(ctx, UnaryOp::GeluDeriv)?,
        UnaryOp::GeluTanh => local(ctx, UnaryOp::GeluTanhDeriv)?,
        UnaryOp::Silu => {
            // s + x s (1 - s)
            let s = local(ctx, UnaryOp::Sigmoid)?;
            let om = sub(ctx, &one, &s)?;
            let so = mul(ctx, &s, &om)?;
            let xso = mul(ctx, x, &so)?;
            add(ctx, &s, &xso)?
        }
        UnaryOp::Softplus => local(ctx, UnaryOp::Sigmoid)?,
        UnaryOp::Reciprocal => {
            let y2 = mul(ctx, y, y)?;
            scale(ctx, &y2, -1.0)?
        }
        UnaryOp::Square => scale(ctx, x, 2.0)?,
        UnaryOp::Tan => {
            let y2 = mul(ctx, y, y)?;
            add(ctx, &one, &y2)?
        }
        UnaryOp::Asin | UnaryOp::Acos => {
            // +-1 / sqrt(1 - x^2)
            let x2 = mul(ctx, x, x)?;
            let om = sub(ctx, &one, &x2)?;
            let r = kernels::unary(ctx, UnaryOp::Rsqrt, &om)?;
            if op == UnaryOp::Acos {
                scale(ctx, &r, -1.0)?
            } else {
                r
            }
        }
        UnaryOp::Atan => {
            let x2 = mul(ctx, x, x)?;
            let op1 = add(ctx, &x2, &one)?;
            kernels::unary(ctx, UnaryOp::Reciprocal, &op1)?
        }
        UnaryOp::Sinh => local(ctx, UnaryOp::Cosh)?,
        UnaryOp::Cosh => local(ctx, UnaryOp::Sinh)?,
        UnaryOp::Asinh | UnaryOp::Acosh => {
            let x2 = mul(ctx, x, x)?;
            let s = if op == UnaryOp::Asinh {
                add(ctx, &x2, &one)?
            } else {
                sub(ctx, &x2, &one)?
            };
            kernels::unary(ctx, UnaryOp::Rsqrt, &s)?
        }
        UnaryOp::Atanh => {
            let x2 = mul(ctx, x, x)?;
            let om = sub(ctx, &one, &x2)?;
            kernels::unary(ctx, UnaryOp::Reciprocal, &om)?
        }
        UnaryOp::Erf | UnaryOp::Erfc => {
            // +-2 / sqrt(pi) * exp(-x^2)
            let x2 = mul(ctx, x, x)?;
            let nx2 = scale(ctx, &x2, -1.0)?;
            let e = kernels::unary(ctx, UnaryOp::Exp, &nx2)?;
            let c = std::f64::consts::FRAC_2_SQRT_PI;
            scale(ctx, &e, if op == UnaryOp::Erf { c } else { -c })?
        }
        UnaryOp::Expm1 => add(ctx, y, &one)?,
        UnaryOp::Erfinv => {
            // sqrt(pi) / 2 * exp(erfinv(x)^2)
            let y2 = mul(ctx, y, y)?;
            let e = kernels::unary(ctx, UnaryOp::Exp, &y2)?;
            scale(ctx, &e, 0.5 * std::f64::consts::PI.sqrt())?
        }
        UnaryOp::Exp2 => scale(ctx, y, std::f64::consts::LN_2)?,
        UnaryOp::Log2 | UnaryOp::Log10 => {
            let c = if op == UnaryOp::Log2 {
                std::f64::consts::LN_2
            } else {
                std::f64::consts::LN_10
            };
            let xc = scale(ctx, x, c)?;
            kernels::unary(ctx, UnaryOp::Reciprocal, &xc)?
        }
        _ => unreachable!("predicates return above"),
    };
    let gi = mul(ctx, g, &d)?;
    Ok(vec![Some(gi)])
}

pub(crate) fn unary_value(ctx: &mut Ctx, op: code::UnaryOp, a: &Value) -> NativeResult {
    let t = as_tensor(a, "unary op")?.clone();
    match op {
        code::UnaryOp::Neg => Ok(value(unary(ctx, UnaryOp::Neg, &t)?)),
        code::UnaryOp::Pos => Ok(a.clone()),
        code::UnaryOp::Invert if t.tensor.dtype() == DType::Bool => {
            Ok(value(unary(ctx, UnaryOp::LogicalNot, &t)?))
        }
        code::UnaryOp::Invert if !t.tensor.dtype().is_floating() => bitwise_not(ctx, &t),
        code::UnaryOp::Invert => Err(PyErr::type_error(
            "~ (operator.invert) is only implemented on integer and Boolean-type tensors",
        )
        .into()),
        _ => Err(PyErr::unsupported("this unary operator on tensors").into()),
    }
}

/// `~x` on an integer tensor: `-x - 1`, wrapping (two's complement).
pub(crate) fn bitwise_not(ctx: &mut Ctx, t: &Rc<TensorObj>) -> NativeResult {
    let n = unary(ctx, UnaryOp::Neg, t)?;
    Ok(value(scalar_op(ctx, BinaryOp::Sub, &n, 1.0)?))
}
