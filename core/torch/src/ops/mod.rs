//! Differentiable elementwise ops and matmul: each forward with its backward rule beside it.
//!
//! Here: the registration of `torch.add` ..., the unary table, the argument helpers, matmul and
//! the device checks. The rooms: `binary` (operands, `x op y`, `div(rounding_mode=)`), `unary`,
//! `compare` (comparisons, `where`, `clamp`), `inplace` (in-place writes and their checks).

use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, UnaryOp};
use tpu_lang::code::BinOp;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::autograd::record::value;
use super::{as_tensor, native, Device, TensorObj};

mod binary;
mod compare;
mod inplace;
mod unary;

pub(super) use binary::{
    binary, binary_diff, bitwise, div_rounding, elementwise, operands, scaled_by_alpha,
    with_zero_grads,
};
use binary::{two, wrap_scalar};
use compare::where_fn;
pub(super) use compare::{clamp, compare, where_diff};
pub(crate) use inplace::check_overlap;
pub(super) use inplace::{
    binary_inplace, check_inplace, check_inplace_source, check_rebase, history_copy, needs_rebase,
    rebase_allowed, scalar_type_name, write_into, write_rebased,
};
pub(super) use unary::{bitwise_not, unary, unary_value};

pub(super) fn register(m: &Module) {
    native(m, "matmul", |ctx, a| {
        let (x, y) = pair(a, "matmul")?;
        matmul_values(ctx, x, y)
    });
    native(m, "mm", |ctx, a| {
        let (x, y) = pair_named(a, "mm", "mat2")?;
        mm_check(x, y)?;
        matmul_values(ctx, x, y)
    });
    native(m, "bmm", |ctx, a| {
        let (x, y) = pair_named(a, "bmm", "mat2")?;
        bmm_values(ctx, x, y)
    });
    native(m, "add", |ctx, a| {
        let (x, y, alpha) = alpha_pair(a, "add")?;
        let y = scaled_by_alpha(ctx, x, y, alpha)?;
        binary(ctx, BinOp::Add, x, &y)
    });
    native(m, "mul", |ctx, a| two(ctx, a, BinOp::Mul));
    native(m, "sub", |ctx, a| {
        let (x, y, alpha) = alpha_pair(a, "sub")?;
        let y = scaled_by_alpha(ctx, x, y, alpha)?;
        binary(ctx, BinOp::Sub, x, &y)
    });
    native(m, "div", |ctx, a| {
        let (x, y) = pair(a, "div")?;
        div_rounding(ctx, x, y, a.kwarg("rounding_mode"))
    });
    native(m, "pow", |ctx, a| {
        match (a.get(0, "input"), a.get(1, "exponent")) {
            (Some(x), Some(y)) => binary(ctx, BinOp::Pow, x, y),
            _ => Err(PyErr::type_error(
                "pow() missing 1 required positional arguments: \"exponent\"",
            )
            .into()),
        }
    });
    native(m, "maximum", |ctx, a| {
        let (x, y) = pair(a, "maximum")?;
        elementwise(ctx, BinaryOp::Maximum, x, y)
    });
    native(m, "minimum", |ctx, a| {
        let (x, y) = pair(a, "minimum")?;
        elementwise(ctx, BinaryOp::Minimum, x, y)
    });
    native(m, "where", where_fn);
    native(m, "clamp", |ctx, a| {
        let t = first(a, "clamp")?;
        clamp(ctx, &t, a.get(1, "min"), a.get(2, "max"))
    });
    for (name, op) in UNARY_FNS {
        native(m, name, unary_native(*op));
    }
}

/// `torch.<name>(t)` and `t.<name>()` for the unary ops.
pub(super) const UNARY_FNS: &[(&str, UnaryOp)] = &[
    ("neg", UnaryOp::Neg),
    ("abs", UnaryOp::Abs),
    ("relu", UnaryOp::Relu),
    ("exp", UnaryOp::Exp),
    ("log", UnaryOp::Log),
    ("log1p", UnaryOp::Log1p),
    ("sqrt", UnaryOp::Sqrt),
    ("rsqrt", UnaryOp::Rsqrt),
    ("sin", UnaryOp::Sin),
    ("cos", UnaryOp::Cos),
    ("tanh", UnaryOp::Tanh),
    ("sigmoid", UnaryOp::Sigmoid),
    ("sign", UnaryOp::Sign),
    ("reciprocal", UnaryOp::Reciprocal),
    ("square", UnaryOp::Square),
    ("isnan", UnaryOp::IsNan),
    ("isinf", UnaryOp::IsInf),
    ("logical_not", UnaryOp::LogicalNot),
    ("tan", UnaryOp::Tan),
    ("asin", UnaryOp::Asin),
    ("acos", UnaryOp::Acos),
    ("atan", UnaryOp::Atan),
    ("sinh", UnaryOp::Sinh),
    ("cosh", UnaryOp::Cosh),
    ("asinh", UnaryOp::Asinh),
    ("acosh", UnaryOp::Acosh),
    ("atanh", UnaryOp::Atanh),
    ("arcsin", UnaryOp::Asin),
    ("arccos", UnaryOp::Acos),
    ("arctan", UnaryOp::Atan),
    ("arcsinh", UnaryOp::Asinh),
    ("arccosh", UnaryOp::Acosh),
    ("arctanh", UnaryOp::Atanh),
    ("erf", UnaryOp::Erf),
    ("erfc", UnaryOp::Erfc),
    ("erfinv", UnaryOp::Erfinv),
    ("expm1", UnaryOp::Expm1),
    ("exp2", UnaryOp::Exp2),
    ("log2", UnaryOp::Log2),
    ("log10", UnaryOp::Log10),
    ("floor", UnaryOp::Floor),
    ("ceil", UnaryOp::Ceil),
    ("trunc", UnaryOp::Trunc),
    ("fix", UnaryOp::Trunc),
    ("frac", UnaryOp::Frac),
    ("isfinite", UnaryOp::IsFinite),
    ("isposinf", UnaryOp::IsPosInf),
    ("isneginf", UnaryOp::IsNegInf),
    ("signbit", UnaryOp::SignBit),
    ("negative", UnaryOp::Neg),
    ("absolute", UnaryOp::Abs),
];

/// A native for unary op `op`: the op is looked up by the native's name at call time, since
/// natives are plain function pointers.
pub(super) fn unary_native(op: UnaryOp) -> tpu_lang::native::NativeFn {
    macro_rules! by_op {
        ($($v:ident),*) => {
            match op {
                $(UnaryOp::$v => |ctx, a| {
                    let t = first(a, UnaryOp::$v.name())?;
                    Ok(value(unary(ctx, UnaryOp::$v, &t)?))
                },)*
                _ => |_, _| Err(PyErr::runtime_error("not a public unary op").into()),
            }
        };
    }
    by_op!(
        Neg, Abs, Relu, Exp, Log, Log1p, Sqrt, Rsqrt, Sin, Cos, Tanh, Sigmoid, Sign, Reciprocal,
        Square, IsNan, IsInf, LogicalNot, Tan, Asin, Acos, Atan, Sinh, Cosh, Asinh, Acosh, Atanh,
        Erf, Erfc, Expm1, Exp2, Log2, Log10, Floor, Ceil, Round, Trunc, Frac, IsFinite, IsPosInf,
        IsNegInf, SignBit, Erfinv
    )
}

pub(super) fn first(a: &Args, name: &str) -> Result<Rc<TensorObj>, PyErr> {
    Ok(as_tensor(a.get(0, "input").unwrap_or(&Value::None), name)?.clone())
}

pub(super) fn pair<'a>(a: &'a Args, name: &str) -> Result<(&'a Value, &'a Value), PyErr> {
    pair_named(a, name, "other")
}

/// `add`/`sub`'s operands and `alpha`: `(input, other, alpha=)`, or the deprecated overload
/// PyTorch still takes, `(input, alpha, other)` with a number second (`p.data.add_(-lr, grad)`
/// in older optimizers), which must not lose its third argument. A method's receiver is
/// `input`.
pub(crate) fn alpha_pair<'a>(
    a: &'a Args,
    name: &str,
) -> Result<(&'a Value, &'a Value, Option<&'a Value>), PyErr> {
    if let [x, alpha, other] = a.pos.as_slice() {
        let number = matches!(alpha, Value::Int(_) | Value::Float(_) | Value::Bool(_));
        if number && crate::tensor_of(other).is_some() && a.kwarg("alpha").is_none() {
            return Ok((x, other, Some(alpha)));
        }
        return Err(PyErr::type_error(format!(
            "{name}() received an invalid combination of arguments: three positional arguments \
             are (Tensor input, Number alpha, Tensor other)"
        )));
    }
    if a.pos.len() > 3 {
        return Err(PyErr::type_error(format!(
            "{name}() takes from 2 to 3 positional arguments but {} were given",
            a.pos.len()
        )));
    }
    let (x, y) = pair(a, name)?;
    Ok((x, y, a.kwarg("alpha")))
}

/// `input` and the second operand, whose keyword is `second` (`other`, `mat2`).
pub(super) fn pair_named<'a>(
    a: &'a Args,
    name: &str,
    second: &str,
) -> Result<(&'a Value, &'a Value), PyErr> {
    match (a.get(0, "input"), a.get(1, second)) {
        (Some(x), Some(y)) => Ok((x, y)),
        _ => Err(PyErr::type_error(format!(
            "{name}() missing 1 required positional arguments: \"{second}\""
        ))),
    }
}

/// `torch.bmm(a, b)`: batches of matrices of the same count, PyTorch's checks and node name.
pub(crate) fn bmm_values(ctx: &mut Ctx, a: &Value, b: &Value) -> NativeResult {
    let x = crate::as_tensor(a, "bmm")?.tensor.shape.clone();
    let y = crate::as_tensor(b, "bmm")?.tensor.shape.clone();
    for (shape, which) in [(&x, "batch1"), (&y, "batch2")] {
        if shape.len() != 3 {
            return Err(PyErr::runtime_error(format!("{which} must be a 3D tensor")).into());
        }
    }
    if y[0] != x[0] || y[1] != x[2] {
        return Err(PyErr::runtime_error(format!(
            "Expected size for first two dimensions of batch2 tensor to be: [{}, {}] but got: [{}, {}].",
            x[0], x[2], y[0], y[1]
        ))
        .into());
    }
    let out = matmul_values(ctx, a, b)?;
    Ok(match crate::tensor_of(&out) {
        Some(t) => crate::autograd::record::value(crate::autograd::record::rename(
            t.clone(),
            "BmmBackward0",
        )),
        None => out,
    })
}

pub(super) fn matmul_values(ctx: &mut Ctx, a: &Value, b: &Value) -> NativeResult {
    let x = as_tensor(a, "matmul")?.clone();
    let y = as_tensor(b, "matmul")?.clone();
    same_device(&[&x, &y])?;
    Ok(value(super::reduce::matmul(ctx, &x, &y)?))
}

/// `x.sub(1)`-style helpers for other modules of the binding.
pub(super) fn scalar_op(
    ctx: &mut Ctx,
    op: BinaryOp,
    t: &Rc<TensorObj>,
    s: f64,
) -> Result<Rc<TensorObj>, Flow> {
    let y = Rc::new(TensorObj::new(
        wrap_scalar(
            &if s.fract() == 0.0 && !t.tensor.dtype().is_floating() {
                Value::Int(s as i64)
            } else {
                Value::Float(s)
            },
            t.tensor.dtype(),
        )?,
        t.device.get(),
    ));
    binary_diff(ctx, op, t, &y, t.device.get(), false)
}

pub(super) fn tensors_op(
    ctx: &mut Ctx,
    op: BinaryOp,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
) -> Result<Rc<TensorObj>, Flow> {
    let device = same_device(&[x, y])?;
    binary_diff(ctx, op, x, y, device, false)
}

/// Where a tensor's data is: its label, or `tpu` for a `cpu`-labelled storage on HBM (a
/// parameter that `module.to("tpu")` moved in place keeps its Parameter object and label).
pub(crate) fn data_device(t: &TensorObj) -> Device {
    match t.device.get() {
        Device::Cpu if t.tensor.storage.on_hbm() => Device::Tpu(0),
        d => d,
    }
}

/// PyTorch's check that an op's tensors are on one device, in its words, naming the first device
/// and the first that differs, in operand order. A 0-dim CPU tensor joins any device (as a
/// scalar does). Returns the op's device: the first operand's, or the device the others are on
/// when it is such a scalar.
pub(crate) fn same_device(tensors: &[&Rc<TensorObj>]) -> Result<Device, PyErr> {
    let cpu_scalar = |t: &TensorObj| data_device(t) == Device::Cpu && t.tensor.shape.is_empty();
    let mut common: Option<(Device, Device)> = None;
    for t in tensors {
        if cpu_scalar(t) {
            continue;
        }
        let d = data_device(t);
        match common {
            None => common = Some((d, t.device.get())),
            Some((c, _)) if c != d && (c == Device::Meta || d == Device::Meta) => {
                // PyTorch's meta kernels check devices in their own words.
                return Err(PyErr::runtime_error(format!(
                    "Tensor on device {} is not on the expected device {}!",
                    d.name(),
                    c.name()
                )));
            }
            Some((c, _)) if c != d => {
                return Err(PyErr::runtime_error(format!(
                    "Expected all tensors to be on the same device, but found at least two devices, {} and {}!",
                    c.name(),
                    d.name()
                )))
            }
            Some(_) => {}
        }
    }
    Ok(match (common, tensors.first()) {
        (Some((_, label)), Some(t0)) if cpu_scalar(t0) => label,
        (_, Some(t0)) => t0.device.get(),
        (_, None) => Device::Cpu,
    })
}

/// `mm`'s operands must be matrices (`matmul` broadcasts; `mm` refuses), in PyTorch's words.
pub(crate) fn mm_check(x: &Value, y: &Value) -> Result<(), PyErr> {
    for (v, name) in [(x, "self"), (y, "mat2")] {
        if let Some(t) = crate::tensor_of(v) {
            let nd = t.tensor.shape.len();
            if nd != 2 {
                return Err(PyErr::runtime_error(format!(
                    "mm: {name} must be a matrix, got {nd}-D tensor"
                )));
            }
        }
    }
    Ok(())
}
