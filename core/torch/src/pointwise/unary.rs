//! The unary ops: the methods and in-place forms of `ops::UNARY_FNS` the method table lacks, and
//! the composites (`round(decimals=)`, `deg2rad`, `sgn`, `nan_to_num`, `logit`, `sinc`, `cumprod`,
//! `cummax`/`cummin`), each in the order ATen computes it.

use tpu_emu::ops::{BinaryOp, CompareOp, ReduceOp, UnaryOp};
use tpu_emu::tensor::view::wrap_dim;
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::code::{BinOp, CmpOp};
use tpu_lang::native::{Args, Ctx, NativeFn, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{record, rename, value};
use crate::kernels::{self, scalar};
use crate::{as_tensor, ops, TorchCtx};

use super::{arity, const_obj, inplace, int, opt_int, opt_number, required, tensor_arg, unary_of};

/// Methods (and in-place forms) of the unary ops in `ops::UNARY_FNS` that the method table does
/// not already have.
macro_rules! unary_methods {
    ($( $name:literal => $op:ident ),* $(,)?) => {
        &[$( ($name, |c, a| unary_of(c, a, UnaryOp::$op)), )*]
    };
}
macro_rules! unary_inplace {
    ($( $name:literal => $op:ident ),* $(,)?) => {
        &[$( ($name, |c, a| inplace(c, a, |c, a| unary_of(c, a, UnaryOp::$op))), )*]
    };
}

pub(crate) const UNARY_METHODS: &[(&str, NativeFn)] = unary_methods!(
    "tan" => Tan, "asin" => Asin, "acos" => Acos, "atan" => Atan, "sinh" => Sinh,
    "cosh" => Cosh, "asinh" => Asinh, "acosh" => Acosh, "atanh" => Atanh,
    "arcsin" => Asin, "arccos" => Acos, "arctan" => Atan, "arcsinh" => Asinh,
    "arccosh" => Acosh, "arctanh" => Atanh, "erf" => Erf, "erfc" => Erfc, "erfinv" => Erfinv, "expm1" => Expm1,
    "exp2" => Exp2, "log2" => Log2, "log10" => Log10, "floor" => Floor, "ceil" => Ceil,
    "trunc" => Trunc, "fix" => Trunc, "frac" => Frac, "isfinite" => IsFinite,
    "isposinf" => IsPosInf, "isneginf" => IsNegInf, "signbit" => SignBit,
    "negative" => Neg, "absolute" => Abs,
);

pub(crate) const UNARY_INPLACE: &[(&str, NativeFn)] = unary_inplace!(
    "neg_" => Neg, "negative_" => Neg, "abs_" => Abs, "absolute_" => Abs, "relu_" => Relu,
    "exp_" => Exp, "log_" => Log, "log1p_" => Log1p, "sqrt_" => Sqrt, "rsqrt_" => Rsqrt,
    "sin_" => Sin, "cos_" => Cos, "tanh_" => Tanh, "sigmoid_" => Sigmoid, "sign_" => Sign,
    "reciprocal_" => Reciprocal, "square_" => Square, "logical_not_" => LogicalNot,
    "tan_" => Tan, "asin_" => Asin, "acos_" => Acos, "atan_" => Atan, "sinh_" => Sinh,
    "cosh_" => Cosh, "asinh_" => Asinh, "acosh_" => Acosh, "atanh_" => Atanh,
    "arcsin_" => Asin, "arccos_" => Acos, "arctan_" => Atan, "arcsinh_" => Asinh,
    "arccosh_" => Acosh, "arctanh_" => Atanh, "erf_" => Erf, "erfc_" => Erfc, "erfinv_" => Erfinv,
    "expm1_" => Expm1, "exp2_" => Exp2, "log2_" => Log2, "log10_" => Log10,
    "floor_" => Floor, "ceil_" => Ceil, "trunc_" => Trunc, "fix_" => Trunc, "frac_" => Frac,
);

// ---- unary composites ------------------------------------------------------------------------

pub(super) fn round(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 1, "round")?;
    let t = tensor_arg(a.get(0, "input"), "round")?;
    let d = opt_int(a.kwarg("decimals"), "round", "decimals", 0)?;
    if d == 0 {
        return Ok(value(ops::unary(ctx, UnaryOp::Round, &t)?));
    }
    if !t.tensor.dtype().is_floating() {
        return Err(PyErr::new(
            "NotImplementedError",
            "torch.round: the keyword argument 'decimals' on an integer tensor is not supported in the playground yet",
        )
        .into());
    }
    // ATen's round_decimals: nearbyint(x * 10^d) / 10^d (x / 10^-d * 10^-d for negative d),
    // each step in the tensor's dtype.
    let p = 10f64.powi(d.unsigned_abs().min(308) as i32);
    let (first, second) = if d > 0 {
        (BinaryOp::Mul, BinaryOp::Div)
    } else {
        (BinaryOp::Div, BinaryOp::Mul)
    };
    let s = ops::scalar_op(ctx, first, &t, p)?;
    let r = ops::unary(ctx, UnaryOp::Round, &s)?;
    let o = ops::scalar_op(ctx, second, &r, p)?;
    Ok(value(rename(o, "RoundBackward1")))
}

fn scaled(ctx: &mut Ctx, a: &Args, c: f64, name: &'static str) -> NativeResult {
    arity(a, 1, if c > 1.0 { "rad2deg" } else { "deg2rad" })?;
    let t = tensor_arg(a.get(0, "input"), name)?;
    let t = if t.tensor.dtype().is_floating() {
        t
    } else {
        crate::methods::cast_obj(ctx, &t, crate::precision::default_float())?
    };
    let o = ops::scalar_op(ctx, BinaryOp::Mul, &t, c)?;
    Ok(value(rename(o, name)))
}

pub(super) fn deg2rad(ctx: &mut Ctx, a: &Args) -> NativeResult {
    scaled(ctx, a, std::f64::consts::PI / 180.0, "Deg2RadBackward0")
}

pub(super) fn rad2deg(ctx: &mut Ctx, a: &Args) -> NativeResult {
    scaled(ctx, a, 180.0 / std::f64::consts::PI, "Rad2DegBackward0")
}

pub(super) fn sgn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 1, "sgn")?;
    let t = tensor_arg(a.get(0, "input"), "sgn")?;
    let o = ops::unary(ctx, UnaryOp::Sign, &t)?;
    Ok(value(rename(o, "SgnBackward0")))
}

pub(super) fn positive(_: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 1, "positive")?;
    let t = tensor_arg(a.get(0, "input"), "positive")?;
    if t.tensor.dtype() == DType::Bool {
        return Err(
            PyErr::runtime_error("The `+` operator, on a bool tensor is not supported.").into(),
        );
    }
    Ok(value(t))
}

fn finfo(d: DType) -> (f64, f64) {
    let m = match d {
        DType::Float64 => f64::MAX,
        DType::Float16 => 65504.0,
        DType::BFloat16 => 3.389_531_389_251_535_5e38,
        _ => f32::MAX as f64,
    };
    (-m, m)
}

pub(super) fn nan_to_num(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 4, "nan_to_num")?;
    let t = tensor_arg(a.get(0, "input"), "nan_to_num")?;
    let nan = opt_number(a.get(1, "nan"), "nan_to_num", "nan")?.unwrap_or(0.0);
    let posinf = opt_number(a.get(2, "posinf"), "nan_to_num", "posinf")?;
    let neginf = opt_number(a.get(3, "neginf"), "nan_to_num", "neginf")?;
    let dt = t.tensor.dtype();
    if !dt.is_floating() {
        return Ok(value(ops::unary(ctx, UnaryOp::Copy, &t)?));
    }
    let (lo, hi) = finfo(dt);
    let mut r = t.clone();
    for (op, v) in [
        (UnaryOp::IsNan, nan),
        (UnaryOp::IsPosInf, posinf.unwrap_or(hi)),
        (UnaryOp::IsNegInf, neginf.unwrap_or(lo)),
    ] {
        let cond = kernels::unary(ctx, op, &t.tensor)?;
        r = ops::where_diff(
            ctx,
            &cond,
            &const_obj(v, dt, t.device.get()),
            &r,
            t.device.get(),
        )?;
    }
    Ok(value(rename(r, "NanToNumBackward0")))
}

pub(super) fn logit(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "logit")?;
    let t = tensor_arg(a.get(0, "input"), "logit")?;
    let eps = opt_number(a.get(1, "eps"), "logit", "eps")?;
    // ATen's `x < eps ? eps : (x > 1 - eps ? 1 - eps : x)`: the low bound is tested first, so
    // an eps above 0.5 (low bound over the high one) is not `clamp`, which would give 1 - eps.
    let x = match eps {
        Some(e) => {
            let tv = value(t.clone());
            let low = ops::compare(ctx, CmpOp::Lt, &tv, &Value::Float(e))?;
            let high = ops::compare(ctx, CmpOp::Gt, &tv, &Value::Float(1.0 - e))?;
            let (hi, x0, device) = ops::operands(&Value::Float(1.0 - e), &tv)?;
            let high = as_tensor(&high, "logit")?.tensor.clone();
            let upper = ops::where_diff(ctx, &high, &hi, &x0, device)?;
            let (lo, x1, device) = ops::operands(&Value::Float(e), &value(upper))?;
            let low = as_tensor(&low, "logit")?.tensor.clone();
            value(ops::where_diff(ctx, &low, &lo, &x1, device)?)
        }
        None => value(t.clone()),
    };
    // log(x / (1 - x)), as ATen's logit kernel.
    let om = ops::binary(ctx, BinOp::Sub, &Value::Float(1.0), &x)?;
    let q = ops::binary(ctx, BinOp::Div, &x, &om)?;
    let q = as_tensor(&q, "logit")?.clone();
    let r = ops::unary(ctx, UnaryOp::Log, &q)?;
    Ok(value(rename(
        r,
        if eps.is_some() {
            "LogitBackward1"
        } else {
            "LogitBackward0"
        },
    )))
}

/// `sinc(x) = sin(pi x) / (pi x)`, 1 at 0, in ATen's steps (`pi * x` rounded, then sin, then the
/// quotient). The zeros take a safe divisor, so their gradient (0) is not NaN times zero.
pub(super) fn sinc(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 1, "sinc")?;
    let t = tensor_arg(a.get(0, "input"), "sinc")?;
    let t = if t.tensor.dtype().is_floating() {
        t
    } else {
        crate::methods::cast_obj(ctx, &t, crate::precision::default_float())?
    };
    let (dt, device) = (t.tensor.dtype(), t.device.get());
    let zero = kernels::compare(ctx, CompareOp::Eq, &t.tensor, &scalar(0.0, dt))?;
    let p = ops::scalar_op(ctx, BinaryOp::Mul, &t, std::f64::consts::PI)?;
    let p = ops::where_diff(ctx, &zero, &const_obj(1.0, dt, device), &p, device)?;
    let s = ops::unary(ctx, UnaryOp::Sin, &p)?;
    let q = ops::tensors_op(ctx, BinaryOp::Div, &s, &p)?;
    let r = ops::where_diff(ctx, &zero, &const_obj(1.0, dt, device), &q, device)?;
    Ok(value(rename(r, "SincBackward0")))
}

/// `cumprod(input, dim, dtype=None)`: each prefix's product as a product reduction (the reference
/// multiplies in f64 and rounds once, as ATen accumulates float cumprod in double), concatenated:
/// n reductions for a dimension of n, quadratic work for the short dimensions it is used on.
/// The backward needs no division, so zeros get their true gradient: with S the suffix sums
/// `S_i = g_i + x_{i+1} S_{i+1}`, the input's gradient is `out_{i-1} S_i`.
pub(super) fn cumprod(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "cumprod")?;
    let t = tensor_arg(a.get(0, "input"), "cumprod")?;
    let nd = t.tensor.shape.len();
    let dim = wrap_dim(
        int(required(a, 1, "dim", "cumprod")?, "cumprod", "dim")?,
        nd.max(1),
    )?;
    let t = match a.get(2, "dtype").and_then(crate::dtype_of) {
        Some(d) => crate::methods::cast_obj(ctx, &t, d)?,
        _ => t,
    };
    let n = if nd == 0 { 1 } else { t.tensor.shape[dim] };
    if nd == 0 || n == 0 {
        let out = if t.tensor.dtype().is_floating() {
            ops::unary(ctx, UnaryOp::Copy, &t)?
        } else {
            crate::methods::cast_obj(ctx, &t, DType::Int64)?
        };
        return Ok(value(out));
    }
    let x = t.tensor.clone();
    let mut parts = Vec::with_capacity(n);
    for k in 0..n {
        let prefix = x.sliced(dim, 0, k + 1, 1);
        parts.push(kernels::reduce(ctx, ReduceOp::Prod, &prefix, &[dim], true)?);
    }
    let dtype = parts[0].dtype();
    let out = kernels::cat(ctx, &parts, dim, dtype)?;
    let o = out.clone();
    Ok(value(record(
        ctx,
        out,
        t.device.get(),
        "CumprodBackward0",
        &[&t],
        true,
        move || {
            Box::new(move |ctx, g| {
                let at = |v: &Tensor, i: usize| v.sliced(dim, i, 1, 1);
                let mut grads = vec![None; n];
                let mut s = kernels::copy(ctx, &at(g, n - 1))?;
                for i in (0..n).rev() {
                    if i + 1 < n {
                        let xs = kernels::binary(ctx, BinaryOp::Mul, &at(&x, i + 1), &s)?;
                        s = kernels::binary(ctx, BinaryOp::Add, &at(g, i), &xs)?;
                    }
                    grads[i] = Some(if i == 0 {
                        s.clone()
                    } else {
                        kernels::binary(ctx, BinaryOp::Mul, &at(&o, i - 1), &s)?
                    });
                }
                let grads: Vec<Tensor> =
                    grads.into_iter().map(|g| g.expect("every slice")).collect();
                Ok(vec![Some(kernels::cat(ctx, &grads, dim, g.dtype())?)])
            })
        },
    )))
}

/// `cummax` (`max = true`) and `cummin`: ATen's scan, read on the host (a sync, as `sort`): the
/// running extreme takes each element that is `>=` it (`<=`: ties move to the later index), and a
/// NaN, after which it stays. Values are a differentiable gather of the chosen elements.
pub(super) fn cum_extreme(ctx: &mut Ctx, a: &Args, max: bool) -> NativeResult {
    let what = if max { "cummax" } else { "cummin" };
    arity(a, 2, what)?;
    let t = tensor_arg(a.get(0, "input"), what)?;
    let nd = t.tensor.shape.len();
    let dim = wrap_dim(int(required(a, 1, "dim", what)?, what, "dim")?, nd.max(1))?;
    let line = ctx.span.line;
    let data = ctx.torch().dispatcher.read(
        &t.tensor,
        tpu_emu::trace::MaterializationReason::HostFallback,
        line,
    )?;
    let shape = if nd == 0 {
        vec![1]
    } else {
        t.tensor.shape.clone()
    };
    let size = shape[dim];
    let inner: usize = shape[dim + 1..].iter().product();
    let outer: usize = shape[..dim].iter().product();
    let own = t.tensor.element_offsets();
    let n = outer * size * inner;
    let (mut offs, mut goffs, mut ids) = (vec![0; n], vec![0; n], vec![0i64; n]);
    for o in 0..outer {
        for k in 0..inner {
            let pos = |s: usize| (o * size + s) * inner + k;
            let mut best = 0usize;
            for s in 0..size {
                let (x, b) = (data.get_f64(pos(s)), data.get_f64(pos(best)));
                let take = x.is_nan() || (!b.is_nan() && if max { x >= b } else { x <= b });
                if s == 0 || take {
                    best = s;
                }
                ids[pos(s)] = best as i64;
                offs[pos(s)] = own[pos(best)];
                goffs[pos(s)] = pos(best);
            }
        }
    }
    let out_shape = t.tensor.shape.clone();
    let name = if max {
        "CummaxBackward0"
    } else {
        "CumminBackward0"
    };
    let values = crate::select::gathered(ctx, &t, name, offs, goffs, out_shape.clone())?;
    let indices = Tensor::from_host(HostData::I64(ids), DType::Int64, out_shape);
    Ok(crate::ReturnTuple::pair(
        what,
        value(values),
        crate::tensor_value(indices, t.device.get()),
    ))
}
