//! The rest of PyTorch's pointwise functions and a few simple shape ops, as people write them:
//! the unary ops' methods and in-place forms, `round(decimals=)`, `nan_to_num`, `logit`, the
//! binary ops (`atan2`, `hypot`, `fmod`, `copysign`, `fmax`, `xlogy`, `logaddexp`, `lerp`,
//! `addcmul`, ...), comparisons and logical/bitwise ops as functions, `isclose`, and `tril`/`triu`,
//! `diag`, `diagonal`, `trace`, `flip`, `roll`, `repeat_interleave`.
//!
//! Each is a kernel of the op table or a composite of them computed in the order PyTorch's CPU
//! kernel computes (so float32 rounds at the same steps), with PyTorch's backward rule.

use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, CompareOp, ReduceOp, UnaryOp};
use tpu_emu::tensor::view::wrap_dim;
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::code::{BinOp, CmpOp};
use tpu_lang::native::{Args, Ctx, Flow, NativeFn, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::autograd::record::{record, reduce_grad, rename, value};
use crate::kernels::{self, scalar};
use crate::methods::views::View;
use crate::{as_tensor, native, ops, Device, TensorObj, TorchCtx};

type Obj = Result<Rc<TensorObj>, Flow>;

fn tensor_arg(v: Option<&Value>, what: &str) -> Result<Rc<TensorObj>, PyErr> {
    Ok(as_tensor(v.unwrap_or(&Value::None), what)?.clone())
}

fn required<'a>(a: &'a Args, i: usize, kw: &str, what: &str) -> Result<&'a Value, PyErr> {
    a.get(i, kw).ok_or_else(|| {
        PyErr::type_error(format!(
            "{what}() missing 1 required positional arguments: \"{kw}\""
        ))
    })
}

fn number(v: &Value, what: &str, arg: &str) -> Result<f64, PyErr> {
    match v {
        Value::Int(i) => Ok(*i as f64),
        Value::Float(f) => Ok(*f),
        Value::Bool(b) => Ok(*b as u8 as f64),
        other => Err(PyErr::type_error(format!(
            "{what}(): argument '{arg}' must be Number, not {}",
            other.type_name()
        ))),
    }
}

fn opt_number(v: Option<&Value>, what: &str, arg: &str) -> Result<Option<f64>, PyErr> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => number(v, what, arg).map(Some),
    }
}

fn int(v: &Value, what: &str, arg: &str) -> Result<i64, PyErr> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        other => Err(PyErr::type_error(format!(
            "{what}(): argument '{arg}' must be int, not {}",
            other.type_name()
        ))),
    }
}

fn opt_int(v: Option<&Value>, what: &str, arg: &str, default: i64) -> Result<i64, PyErr> {
    match v {
        None | Some(Value::None) => Ok(default),
        Some(v) => int(v, what, arg),
    }
}

/// An int or a sequence of ints (`dims=(0, 1)`, `shifts=2`).
fn ints(v: &Value, what: &str, arg: &str) -> Result<Vec<i64>, PyErr> {
    match v {
        Value::Int(_) | Value::Bool(_) => Ok(vec![int(v, what, arg)?]),
        _ => tpu_lang::builtins::iterate(v)?
            .iter()
            .map(|x| int(x, what, arg))
            .collect(),
    }
}

/// PyTorch's refusal of extra positional arguments (they are never ignored): `n` counts the input.
fn arity(a: &Args, n: usize, what: &str) -> Result<(), PyErr> {
    if a.pos.len() > n {
        return Err(PyErr::type_error(format!(
            "{what}() takes {n} positional argument{} but {} were given",
            if n == 1 { "" } else { "s" },
            a.pos.len()
        )));
    }
    Ok(())
}

fn const_obj(v: f64, dtype: DType, device: Device) -> Rc<TensorObj> {
    Rc::new(TensorObj::new(scalar(v, dtype), device))
}

fn host_bool(mask: Vec<bool>, shape: Vec<usize>) -> Tensor {
    Tensor::from_host(HostData::Bool(mask), DType::Bool, shape)
}

/// Writes `result` into `t` as an in-place method does (PyTorch's casting rule), returning `t`.
fn write_back(ctx: &mut Ctx, t: &Rc<TensorObj>, result: &Value) -> NativeResult {
    let r = as_tensor(result, "in-place op")?.clone();
    ops::check_inplace(ctx, t)?;
    ops::check_inplace_source(ctx, t, &r)?;
    ops::check_overlap(&t.tensor, &r.tensor)?;
    ops::write_into(ctx, t, &r.tensor)?;
    Ok(value(t.clone()))
}

/// `t.op_(...)`: `f` computes the out-of-place result from the same arguments.
fn inplace(ctx: &mut Ctx, a: &Args, f: NativeFn) -> NativeResult {
    let t = tensor_arg(a.pos.first(), "in-place op")?;
    ops::check_inplace(ctx, &t)?;
    let r = f(ctx, a)?;
    write_back(ctx, &t, &r)
}

fn unary_of(ctx: &mut Ctx, a: &Args, op: UnaryOp) -> NativeResult {
    arity(a, 1, op.name())?;
    let t = tensor_arg(a.get(0, "input"), op.name())?;
    Ok(value(ops::unary(ctx, op, &t)?))
}

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

fn round(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
        crate::methods::cast_obj(ctx, &t, DType::Float32)?
    };
    let o = ops::scalar_op(ctx, BinaryOp::Mul, &t, c)?;
    Ok(value(rename(o, name)))
}

fn deg2rad(ctx: &mut Ctx, a: &Args) -> NativeResult {
    scaled(ctx, a, std::f64::consts::PI / 180.0, "Deg2RadBackward0")
}

fn rad2deg(ctx: &mut Ctx, a: &Args) -> NativeResult {
    scaled(ctx, a, 180.0 / std::f64::consts::PI, "Rad2DegBackward0")
}

fn sgn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 1, "sgn")?;
    let t = tensor_arg(a.get(0, "input"), "sgn")?;
    let o = ops::unary(ctx, UnaryOp::Sign, &t)?;
    Ok(value(rename(o, "SgnBackward0")))
}

fn positive(_: &mut Ctx, a: &Args) -> NativeResult {
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

fn nan_to_num(ctx: &mut Ctx, a: &Args) -> NativeResult {
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

fn logit(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
fn sinc(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 1, "sinc")?;
    let t = tensor_arg(a.get(0, "input"), "sinc")?;
    let t = if t.tensor.dtype().is_floating() {
        t
    } else {
        crate::methods::cast_obj(ctx, &t, DType::Float32)?
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
fn cumprod(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "cumprod")?;
    let t = tensor_arg(a.get(0, "input"), "cumprod")?;
    let nd = t.tensor.shape.len();
    let dim = wrap_dim(
        int(required(a, 1, "dim", "cumprod")?, "cumprod", "dim")?,
        nd.max(1),
    )?;
    let t = match a.get(2, "dtype").and_then(crate::torch_of) {
        Some(crate::TorchValue::DType(d)) => crate::methods::cast_obj(ctx, &t, *d)?,
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
fn cum_extreme(ctx: &mut Ctx, a: &Args, max: bool) -> NativeResult {
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

// ---- binary ops ------------------------------------------------------------------------------

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
const BINARY: &[(&str, NativeFn)] = binary_fns!(
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

const BINARY_INPLACE: &[(&str, NativeFn)] = binary_inplace!(
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

const COMPARE: &[(&str, NativeFn)] = compare_fns!(
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

const LOGICAL: &[(&str, NativeFn)] = logical_fns!(
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

const BITWISE: &[(&str, NativeFn)] = bitwise_fns!(
    "bitwise_and" => And, "bitwise_or" => Or, "bitwise_xor" => Xor,
);

fn bitwise_not(ctx: &mut Ctx, a: &Args) -> NativeResult {
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

fn true_divide(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 2, "true_divide")?;
    let (x, y) = pair(a, "true_divide", "other")?;
    ops::binary(ctx, BinOp::Div, x, y)
}

fn float_power(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
fn xlogy(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
fn logaddexp(ctx: &mut Ctx, a: &Args, base2: bool) -> NativeResult {
    let what = if base2 { "logaddexp2" } else { "logaddexp" };
    arity(a, 2, what)?;
    let (x, y) = pair(a, what, "other")?;
    let (x, y, device) = ops::operands(x, y)?;
    let (xt, yt) = if kernels::result_dtype(&x.tensor, &y.tensor).is_floating() {
        (x.tensor.clone(), y.tensor.clone())
    } else {
        (
            kernels::cast(ctx, &x.tensor, DType::Float32)?,
            kernels::cast(ctx, &y.tensor, DType::Float32)?,
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

fn clamp_bound(ctx: &mut Ctx, a: &Args, max: bool) -> NativeResult {
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

fn clamp_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 3, "clamp_fn")?;
    let t = tensor_arg(a.get(0, "input"), "clamp")?;
    ops::clamp(ctx, &t, a.get(1, "min"), a.get(2, "max"))
}

/// `lerp(input, end, weight)`: ATen's two-sided formula (`input + w (end - input)` below
/// |w| = 0.5, `end - (end - input)(1 - w)` above), so float32 rounds as PyTorch's.
fn lerp(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
fn addc(ctx: &mut Ctx, a: &Args, div: bool) -> NativeResult {
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
fn isclose(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
                kernels::cast(ctx, &xt, DType::Float32)?,
                kernels::cast(ctx, &yt, DType::Float32)?,
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

// ---- shape ops -------------------------------------------------------------------------------

/// `tril` (`upper = false`) and `triu`: the input where `j - i <= k` (`>= k`), zero elsewhere.
fn tri(ctx: &mut Ctx, a: &Args, upper: bool) -> NativeResult {
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

fn diagonal(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 4, "diagonal")?;
    let t = tensor_arg(a.get(0, "input"), "diagonal")?;
    let nd = t.tensor.shape.len();
    let offset = opt_int(a.get(1, "offset"), "diagonal", "offset", 0)?;
    let d1 = wrap_dim(opt_int(a.get(2, "dim1"), "diagonal", "dim1", 0)?, nd)?;
    let d2 = wrap_dim(opt_int(a.get(3, "dim2"), "diagonal", "dim2", 1)?, nd)?;
    Ok(value(diagonal_view(ctx, &t, offset, d1, d2)?))
}

fn diag(ctx: &mut Ctx, a: &Args) -> NativeResult {
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

fn trace(ctx: &mut Ctx, a: &Args) -> NativeResult {
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

fn flip(ctx: &mut Ctx, a: &Args) -> NativeResult {
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

fn flip_lr_ud(ctx: &mut Ctx, a: &Args, lr: bool) -> NativeResult {
    let what = if lr { "fliplr" } else { "flipud" };
    arity(a, 1, what)?;
    let t = tensor_arg(a.get(0, "input"), what)?;
    let need = if lr { 2 } else { 1 };
    if t.tensor.shape.len() < need {
        return Err(PyErr::runtime_error(format!("Input must be >= {need}-d.")).into());
    }
    flip_dims(ctx, &t, vec![if lr { 1 } else { 0 }])
}

fn roll(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
            View::new(ctx, &r).view(&shape)?
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

fn repeat_interleave(ctx: &mut Ctx, a: &Args) -> NativeResult {
    arity(a, 3, "repeat_interleave")?;
    let first = tensor_arg(a.get(0, "input"), "repeat_interleave")?;
    // `torch.repeat_interleave(repeats)`: the indices 0.. each repeated.
    let Some(reps_v) = a.get(1, "repeats") else {
        let reps = kernels::read_indices(ctx, &first.tensor)?;
        let mut out = Vec::new();
        for (i, &r) in reps.iter().enumerate() {
            if r < 0 {
                return Err(PyErr::runtime_error("repeats can not be negative").into());
            }
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
fn kron(ctx: &mut Ctx, a: &Args) -> NativeResult {
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

// ---- registration ----------------------------------------------------------------------------

/// Functions with the same native as their method (the receiver is argument 0).
const SHARED: &[(&str, NativeFn)] = &[
    ("round", round),
    ("cummax", |c, a| cum_extreme(c, a, true)),
    ("cummin", |c, a| cum_extreme(c, a, false)),
    ("kron", kron),
    ("sinc", sinc),
    ("cumprod", cumprod),
    ("deg2rad", deg2rad),
    ("rad2deg", rad2deg),
    ("sgn", sgn),
    ("positive", positive),
    ("nan_to_num", nan_to_num),
    ("logit", logit),
    ("true_divide", true_divide),
    ("float_power", float_power),
    ("xlogy", xlogy),
    ("logaddexp", |c, a| logaddexp(c, a, false)),
    ("logaddexp2", |c, a| logaddexp(c, a, true)),
    ("bitwise_not", bitwise_not),
    ("clamp_min", |c, a| clamp_bound(c, a, false)),
    ("clamp_max", |c, a| clamp_bound(c, a, true)),
    ("lerp", lerp),
    ("addcmul", |c, a| addc(c, a, false)),
    ("addcdiv", |c, a| addc(c, a, true)),
    ("isclose", isclose),
    ("tril", |c, a| tri(c, a, false)),
    ("triu", |c, a| tri(c, a, true)),
    ("diag", diag),
    ("diagonal", diagonal),
    ("trace", trace),
    ("flip", flip),
    ("fliplr", |c, a| flip_lr_ud(c, a, true)),
    ("flipud", |c, a| flip_lr_ud(c, a, false)),
    ("roll", roll),
    ("repeat_interleave", repeat_interleave),
];

/// In-place methods of the shared natives.
const SHARED_INPLACE: &[(&str, NativeFn)] = &[
    ("round_", |c, a| inplace(c, a, round)),
    ("sinc_", |c, a| inplace(c, a, sinc)),
    ("cumprod_", |c, a| inplace(c, a, cumprod)),
    ("deg2rad_", |c, a| inplace(c, a, deg2rad)),
    ("rad2deg_", |c, a| inplace(c, a, rad2deg)),
    ("sgn_", |c, a| inplace(c, a, sgn)),
    ("nan_to_num_", |c, a| inplace(c, a, nan_to_num)),
    ("logit_", |c, a| inplace(c, a, logit)),
    ("true_divide_", |c, a| inplace(c, a, true_divide)),
    ("float_power_", |c, a| inplace(c, a, float_power)),
    ("xlogy_", |c, a| inplace(c, a, xlogy)),
    ("bitwise_not_", |c, a| inplace(c, a, bitwise_not)),
    ("bitwise_and_", |c, a| inplace(c, a, BITWISE[0].1)),
    ("bitwise_or_", |c, a| inplace(c, a, BITWISE[1].1)),
    ("bitwise_xor_", |c, a| inplace(c, a, BITWISE[2].1)),
    ("logical_and_", |c, a| inplace(c, a, LOGICAL[0].1)),
    ("logical_or_", |c, a| inplace(c, a, LOGICAL[1].1)),
    ("logical_xor_", |c, a| inplace(c, a, LOGICAL[2].1)),
    ("clamp_", |c, a| inplace(c, a, clamp_fn)),
    ("clip_", |c, a| inplace(c, a, clamp_fn)),
    ("clamp_min_", |c, a| {
        inplace(c, a, |c, a| clamp_bound(c, a, false))
    }),
    ("clamp_max_", |c, a| {
        inplace(c, a, |c, a| clamp_bound(c, a, true))
    }),
    ("lerp_", |c, a| inplace(c, a, lerp)),
    ("addcmul_", |c, a| inplace(c, a, |c, a| addc(c, a, false))),
    ("addcdiv_", |c, a| inplace(c, a, |c, a| addc(c, a, true))),
    ("tril_", |c, a| inplace(c, a, |c, a| tri(c, a, false))),
    ("triu_", |c, a| inplace(c, a, |c, a| tri(c, a, true))),
];

/// Every table of natives that is both a `torch.` function and a Tensor method.
const FUNCTION_TABLES: &[&[(&str, NativeFn)]] = &[SHARED, BINARY, COMPARE, LOGICAL, BITWISE];

pub(super) fn register(m: &Module) {
    for table in FUNCTION_TABLES {
        for (name, f) in table.iter() {
            native(m, name, *f);
        }
    }
    native(m, "clip", clamp_fn);
}

/// Every Tensor method this module adds, with its native.
pub(crate) fn methods() -> impl Iterator<Item = &'static (&'static str, NativeFn)> {
    FUNCTION_TABLES
        .iter()
        .copied()
        .chain([UNARY_METHODS, UNARY_INPLACE, BINARY_INPLACE, SHARED_INPLACE])
        .flat_map(|t| t.iter())
}

/// The Tensor method `name` if this module adds it (the method table consults it first).
pub(crate) fn method(name: &str) -> Option<NativeFn> {
    methods().find(|(n, _)| *n == name).map(|(_, f)| *f)
}
