//! The binary ops as functions and methods (`atan2`, `hypot`, `fmod`, `copysign`, `fmax`, ...),
//! comparisons and logical/bitwise ops as functions, and the composites in ATen's order:
//! `float_power`, `xlogy`, `logaddexp`, `clamp_min`/`clamp_max`, `lerp`, `addcmul`/`addcdiv`,
//! `isclose`.

use tpu_emu::ops::{BinaryOp, CompareOp, UnaryOp};
use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::code::{BinOp, CmpOp};
use tpu_lang::native::{Args, Ctx, Flow, NativeFn, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{record, reduce_grad, rename, value};
use crate::kernels::{self, scalar};
use crate::{as_tensor, ops, Device};

use super::{arity, const_obj, inplace, number, opt_number, required, tensor_arg};

fn pair<'a>(a: &'a Args, what: &str, second: &str) -> Result<(&'a Value, &'a Value), PyErr> {
    arity(a, 2, what)?;
    Ok((
        required(a, 0, "input", what)?,
        required(a, 1, second, what)?,
    ))
}

macro_rules! binary_fns {
    ($( $name:literal => $op:ident ),* $(,)?) => {
        &[$( ($name, |c, a| {
            let (x, y) = pair(a, $name, "other")?;
            ops::elementwise(c, BinaryOp::$op, x, y)
        }), )*]
    };
}

/// `torch.<name>(input, other)` and `Tensor.<name>(other)` for the table's binary ops.
pub(super) const BINARY: &[(&str, NativeFn)] = binary_fns!(
    "atan2" => Atan2, "arctan2" => Atan2, "hypot" => Hypot, "fmod" => Fmod,
    "copysign" => Copysign, "fmax" => Fmax, "fmin" => Fmin, "remainder" => Remainder,
    "floor_divide" => FloorDiv,
);

macro_rules! binary_inplace {
    ($( $name:literal => $op:ident ),* $(,)?) => {
        &[$( ($name, |c, a| inplace(c, a, |c, a| {
            let (x, y) = pair(a, $name, "other")?;
            ops::elementwise(c, BinaryOp::$op, x, y)
        })), )*]
    };
}

pub(super) const BINARY_INPLACE: &[(&str, NativeFn)] = binary_inplace!(
    "atan2_" => Atan2, "arctan2_" => Atan2, "hypot_" => Hypot, "fmod_" => Fmod,
    "copysign_" => Copysign, "remainder_" => Remainder, "floor_divide_" => FloorDiv,
);

macro_rules! compare_fns {
    ($( $name:literal => $op:ident ),* $(,)?) => {
        &[$( ($name, |c, a| {
            let (x, y) = pair(a, $name, "other")?;
            ops::compare(c, CmpOp::$op, x, y)
        }), )*]
    };
}

pub(super) const COMPARE: &[(&str, NativeFn)] = compare_fns!(
    "eq" => Eq, "ne" => Ne, "not_equal" => Ne, "lt" => Lt, "less" => Lt, "le" => Le,
    "less_equal" => Le, "gt" => Gt, "greater" => Gt, "ge" => Ge, "greater_equal" => Ge,
);

macro_rules! logical_fns {
    ($( $name:literal => $op:ident ),* $(,)?) => {
        &[$( ($name, |c, a| {
            let (x, y) = pair(a, $name, "other")?;
            let (x, y, device) = ops::operands(x, y)?;
            let out = kernels::compare(c, CompareOp::$op, &x.tensor, &y.tensor)?;
            Ok(crate::tensor_value(out, device))
        }), )*]
    };
}

pub(super) const LOGICAL: &[(&str, NativeFn)] = logical_fns!(
    "logical_and" => And, "logical_or" => Or, "logical_xor" => Xor,
);

macro_rules! bitwise_fns {
    ($( $name:literal => $op:ident ),* $(,)?) => {
        &[$( ($name, |c, a| {
            let (x, y) = pair(a, $name, "other")?;
            let (x, y, device) = ops::operands(x, y)?;
            ops::bitwise(c, CompareOp::$op, &x, &y, device)
        }), )*]
    };
}

pub(super) const BITWISE: &[(&str, NativeFn)] = bitwise_fns!(
    "bitwise_and" => And, "bitwise_or" => Or, "bitwise_xor" => Xor,
);

pub(super) fn bitwise_not(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 1, "bitwise_not")?;
    let t = tensor_arg(a.get(0, "input"), "bitwise_not")?;
    match t.tensor.dtype() {
        DType::Bool => Ok(value(ops::unary(ctx, UnaryOp::LogicalNot, &t)?)),
        d if d.is_floating() => Err(PyErr::new(
            "NotImplementedError",
            format!(
                "\"bitwise_not_cpu\" not implemented for '{}'",
                ops::scalar_type_name(d)
            ),
        )
        .into()),
        _ => ops::bitwise_not(ctx, &t),
    }
}

pub(super) fn true_divide(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "true_divide")?;
    let (x, y) = pair(a, "true_divide", "other")?;
    ops::binary(ctx, BinOp::Div, x, y)
}

pub(super) fn float_power(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "float_power")?;
    let (x, y) = pair(a, "float_power", "exponent")?;
    let to64 = |ctx: &mut Ctx, v: &Value| -> NativeResult {
        Ok(match crate::tensor_of(v) {
            Some(t) => value(crate::methods::cast_obj(ctx, t, DType::Float64)?),
            None => Value::Float(number(v, "float_power", "exponent")?),
        })
    };
    let (x, y) = (to64(ctx, x)?, to64(ctx, y)?);
    if crate::tensor_of(&x).is_none() {
        // A number base: a float64 0-d tensor, so the result is float64 as PyTorch's.
        let b = const_obj(
            number(&x, "float_power", "input")?,
            DType::Float64,
            Device::Cpu,
        );
        return ops::binary(ctx, BinOp::Pow, &value(b), &y);
    }
    ops::binary(ctx, BinOp::Pow, &x, &y)
}

/// `xlogy(x, y)`: `x * log(y)`, 0 where `x == 0`, NaN where `y` is NaN (ATen's order).
pub(super) fn xlogy(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "xlogy")?;
    let (x, y) = pair(a, "xlogy", "other")?;
    let (x, y, device) = ops::operands(x, y)?;
    let lg = ops::unary(ctx, UnaryOp::Log, &y)?;
    let p = ops::tensors_op(ctx, BinaryOp::Mul, &x, &lg)?;
    let dt = p.tensor.dtype();
    let zero = scalar(0.0, x.tensor.dtype());
    let x0 = kernels::compare(ctx, CompareOp::Eq, &x.tensor, &zero)?;
    let r = ops::where_diff(ctx, &x0, &const_obj(0.0, dt, device), &p, device)?;
    let ynan = kernels::unary(ctx, UnaryOp::IsNan, &y.tensor)?;
    let r = ops::where_diff(ctx, &ynan, &const_obj(f64::NAN, dt, device), &r, device)?;
    Ok(value(rename(r, "XlogyBackward0")))
}

/// `logaddexp` (`base2 = false`) and `logaddexp2`: ATen's `m + log1p(exp(-|a - b|))` (the
/// infinity of two equal infinite operands kept), with its backward rule.
pub(super) fn logaddexp(ctx: &mut Ctx, a: &Args, base2: bool) -> NativeResult {
    let what = if base2 { "logaddexp2" } else { "logaddexp" };
    arity(a, 2, what)?;
    let (x, y) = pair(a, what, "other")?;
    let (x, y, device) = ops::operands(x, y)?;
    let (xt, yt) = if kernels::result_dtype(&x.tensor, &y.tensor).is_floating() {
        (x.tensor.clone(), y.tensor.clone())
    } else {
        (
            kernels::cast(ctx, &x.tensor, crate::precision::default_float())?,
            kernels::cast(ctx, &y.tensor, crate::precision::default_float())?,
        )
    };
    let m = kernels::binary(ctx, BinaryOp::Maximum, &xt, &yt)?;
    let d = kernels::binary(ctx, BinaryOp::Sub, &xt, &yt)?;
    let ad = kernels::unary(ctx, UnaryOp::Abs, &d)?;
    let nd = kernels::unary(ctx, UnaryOp::Neg, &ad)?;
    let e = kernels::unary(ctx, if base2 { UnaryOp::Exp2 } else { UnaryOp::Exp }, &nd)?;
    let mut l = kernels::unary(ctx, UnaryOp::Log1p, &e)?;
    if base2 {
        l = kernels::binary_scalar(ctx, BinaryOp::Mul, &l, 1.0 / std::f64::consts::LN_2)?;
    }
    let s = kernels::binary(ctx, BinaryOp::Add, &m, &l)?;
    let inf = kernels::unary(ctx, UnaryOp::IsInf, &xt)?;
    let same = kernels::compare(ctx, CompareOp::Eq, &xt, &yt)?;
    let both = kernels::compare(ctx, CompareOp::And, &inf, &same)?;
    let out = kernels::where_(ctx, &both, &xt, &s)?;
    let name = if base2 {
        "Logaddexp2Backward0"
    } else {
        "LogaddexpBackward0"
    };
    Ok(value(record(
        ctx,
        out,
        device,
        name,
        &[&x, &y],
        true,
        move || {
            Box::new(move |ctx, g| {
                // d/da = 1 / (1 + exp(b - a)) (2^(b - a) for base 2), and symmetrically.
                let part = |ctx: &mut Ctx, p: &Tensor, q: &Tensor| -> Result<Tensor, Flow> {
                    let d = kernels::binary(ctx, BinaryOp::Sub, q, p)?;
                    let e =
                        kernels::unary(ctx, if base2 { UnaryOp::Exp2 } else { UnaryOp::Exp }, &d)?;
                    let e1 = kernels::binary_scalar(ctx, BinaryOp::Add, &e, 1.0)?;
                    kernels::binary(ctx, BinaryOp::Div, g, &e1)
                };
                let ga = part(ctx, &xt, &yt)?;
                let gb = part(ctx, &yt, &xt)?;
                Ok(vec![
                    reduce_grad(ctx, &ga, &xt)?,
                    reduce_grad(ctx, &gb, &yt)?,
                ])
            })
        },
    )))
}

pub(super) fn clamp_bound(ctx: &mut Ctx, a: &Args, max: bool) -> NativeResult {
    let what = if max { "clamp_max" } else { "clamp_min" };
    arity(a, 2, what)?;
    let t = tensor_arg(a.get(0, "input"), what)?;
    let kw = if max { "max" } else { "min" };
    let b = required(a, 1, kw, what)?;
    let r = if max {
        ops::clamp(ctx, &t, None, Some(b))?
    } else {
        ops::clamp(ctx, &t, Some(b), None)?
    };
    let r = as_tensor(&r, what)?.clone();
    let tensor_bound = matches!(crate::torch_of(b), Some(crate::TorchValue::Tensor(_)));
    Ok(value(rename(
        r,
        match (max, tensor_bound) {
            (true, false) => "ClampMaxBackward0",
            (true, true) => "ClampMaxBackward1",
            (false, false) => "ClampMinBackward0",
            (false, true) => "ClampMinBackward1",
        },
    )))
}

pub(super) fn clamp_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 3, "clamp_fn")?;
    let t = tensor_arg(a.get(0, "input"), "clamp")?;
    ops::clamp(ctx, &t, a.get(1, "min"), a.get(2, "max"))
}

/// `lerp(input, end, weight)`: ATen's two-sided formula (`input + w (end - input)` below
/// |w| = 0.5, `end - (end - input)(1 - w)` above), so float32 rounds as PyTorch's.
pub(super) fn lerp(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 3, "lerp")?;
    let x = required(a, 0, "input", "lerp")?.clone();
    let end = required(a, 1, "end", "lerp")?.clone();
    let w = required(a, 2, "weight", "lerp")?.clone();
    let diff = ops::binary(ctx, BinOp::Sub, &end, &x)?;
    let out = match crate::tensor_of(&w) {
        None => {
            let wv = number(&w, "lerp", "weight")?;
            if wv.abs() < 0.5 {
                let p = ops::binary(ctx, BinOp::Mul, &w, &diff)?;
                ops::binary(ctx, BinOp::Add, &x, &p)?
            } else {
                let om = Value::Float(1.0 - wv);
                let p = ops::binary(ctx, BinOp::Mul, &diff, &om)?;
                ops::binary(ctx, BinOp::Sub, &end, &p)?
            }
        }
        Some(wt) => {
            let wt = wt.clone();
            let small_p = ops::binary(ctx, BinOp::Mul, &w, &diff)?;
            let small = ops::binary(ctx, BinOp::Add, &x, &small_p)?;
            let om = ops::binary(ctx, BinOp::Sub, &Value::Float(1.0), &w)?;
            let big_p = ops::binary(ctx, BinOp::Mul, &diff, &om)?;
            let big = ops::binary(ctx, BinOp::Sub, &end, &big_p)?;
            let aw = kernels::unary(ctx, UnaryOp::Abs, &wt.tensor)?;
            let half = scalar(0.5, aw.dtype());
            let cond = kernels::compare(ctx, CompareOp::Lt, &aw, &half)?;
            let (s, b) = (
                as_tensor(&small, "lerp")?.clone(),
                as_tensor(&big, "lerp")?.clone(),
            );
            let device = ops::same_device(&[&s, &b])?;
            value(ops::where_diff(ctx, &cond, &s, &b, device)?)
        }
    };
    let r = as_tensor(&out, "lerp")?.clone();
    let name = if crate::tensor_of(&w).is_some() {
        "LerpBackward1"
    } else {
        "LerpBackward0"
    };
    Ok(value(rename(r, name)))
}

/// `addcmul` (`div = false`): `input + value * t1 * t2`; `addcdiv`: `input + value * (t1 / t2)`,
/// in ATen's order.
pub(super) fn addc(ctx: &mut Ctx, a: &Args, div: bool) -> NativeResult {
    let what = if div { "addcdiv" } else { "addcmul" };
    arity(a, 3, what)?;
    let x = required(a, 0, "input", what)?.clone();
    let t1 = required(a, 1, "tensor1", what)?.clone();
    let t2 = required(a, 2, "tensor2", what)?.clone();
    let v = a.kwarg("value").cloned().unwrap_or(Value::Int(1));
    number(&v, what, "value")?;
    let p = if div {
        let q = ops::binary(ctx, BinOp::Div, &t1, &t2)?;
        ops::binary(ctx, BinOp::Mul, &v, &q)?
    } else {
        let s = ops::binary(ctx, BinOp::Mul, &v, &t1)?;
        ops::binary(ctx, BinOp::Mul, &s, &t2)?
    };
    let r = ops::binary(ctx, BinOp::Add, &x, &p)?;
    let r = as_tensor(&r, what)?.clone();
    Ok(value(rename(
        r,
        if div {
            "AddcdivBackward0"
        } else {
            "AddcmulBackward0"
        },
    )))
}

/// `isclose`: `a == b`, or both NaN with `equal_nan`, or a finite `|a - b| <= atol + |rtol * b|`.
pub(super) fn isclose(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 5, "isclose")?;
    let (x, y) = pair(a, "isclose", "other")?;
    let rtol = opt_number(a.get(2, "rtol"), "isclose", "rtol")?.unwrap_or(1e-5);
    let atol = opt_number(a.get(3, "atol"), "isclose", "atol")?.unwrap_or(1e-8);
    let equal_nan = matches!(a.get(4, "equal_nan"), Some(Value::Bool(true)));
    let (x, y, device) = ops::operands(x, y)?;
    if x.tensor.dtype() != y.tensor.dtype() {
        return Err(PyErr::runtime_error(format!(
            "{} did not match {}",
            ops::scalar_type_name(x.tensor.dtype()),
            ops::scalar_type_name(y.tensor.dtype())
        ))
        .into());
    }
    if rtol < 0.0 || atol < 0.0 {
        return Err(PyErr::runtime_error(format!(
            "{} must be greater than or equal to zero, but got {}",
            if rtol < 0.0 { "rtol" } else { "atol" },
            if rtol < 0.0 { rtol } else { atol }
        ))
        .into());
    }
    let (xt, yt) = (x.tensor.clone(), y.tensor.clone());
    let mut close = kernels::compare(ctx, CompareOp::Eq, &xt, &yt)?;
    if equal_nan {
        let nx = kernels::unary(ctx, UnaryOp::IsNan, &xt)?;
        let ny = kernels::unary(ctx, UnaryOp::IsNan, &yt)?;
        let both = kernels::compare(ctx, CompareOp::And, &nx, &ny)?;
        close = kernels::compare(ctx, CompareOp::Or, &close, &both)?;
    }
    if xt.dtype() != DType::Bool && !(xt.dtype().is_integral() && rtol == 0.0 && atol == 0.0) {
        let (xf, yf) = if xt.dtype().is_floating() {
            (xt, yt)
        } else {
            (
                kernels::cast(ctx, &xt, crate::precision::default_float())?,
                kernels::cast(ctx, &yt, crate::precision::default_float())?,
            )
        };
        let ry = kernels::binary(ctx, BinaryOp::Mul, &scalar(rtol, xf.dtype()), &yf)?;
        let ary = kernels::unary(ctx, UnaryOp::Abs, &ry)?;
        let allowed = kernels::binary(ctx, BinaryOp::Add, &scalar(atol, xf.dtype()), &ary)?;
        let d = kernels::binary(ctx, BinaryOp::Sub, &xf, &yf)?;
        let actual = kernels::unary(ctx, UnaryOp::Abs, &d)?;
        let fin = kernels::unary(ctx, UnaryOp::IsFinite, &actual)?;
        let within = kernels::compare(ctx, CompareOp::Le, &actual, &allowed)?;
        let ok = kernels::compare(ctx, CompareOp::And, &fin, &within)?;
        close = kernels::compare(ctx, CompareOp::Or, &close, &ok)?;
    }
    Ok(crate::tensor_value(close, device))
}
