//! Differentiable elementwise ops and matmul: each forward with its backward rule beside it.

use crate::TorchCtx;
use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, CompareOp, UnaryOp};
use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::code::{self, BinOp, CmpOp};
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::autograd::record::{add, div, mul, record, reduce_grad, scale, sub, value};
use super::kernels::{self, scalar};
use super::{as_tensor, native, Device, TensorObj};

pub(super) fn register(m: &Module) {
    native(m, "matmul", |ctx, a| {
        let (x, y) = pair(a, "matmul")?;
        matmul_values(ctx, x, y)
    });
    native(m, "mm", |ctx, a| {
        let (x, y) = pair_named(a, "mm", "mat2")?;
        matmul_values(ctx, x, y)
    });
    native(m, "bmm", |ctx, a| {
        let (x, y) = pair_named(a, "bmm", "mat2")?;
        matmul_values(ctx, x, y)
    });
    native(m, "add", |ctx, a| {
        let (x, y) = pair(a, "add")?;
        let y = scaled_by_alpha(ctx, y, a.kwarg("alpha"))?;
        binary(ctx, BinOp::Add, x, &y)
    });
    native(m, "mul", |ctx, a| two(ctx, a, BinOp::Mul));
    native(m, "sub", |ctx, a| {
        let (x, y) = pair(a, "sub")?;
        let y = scaled_by_alpha(ctx, y, a.kwarg("alpha"))?;
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

fn two(ctx: &mut Ctx, a: &Args, op: BinOp) -> NativeResult {
    let (x, y) = pair(a, "add")?;
    binary(ctx, op, x, y)
}

/// A Python number as a 0-d tensor, typed by PyTorch's rule for wrapped scalars: a float meeting
/// an integral tensor becomes the default float, anything else takes the tensor's category.
fn wrap_scalar(v: &Value, other: DType) -> Result<Tensor, PyErr> {
    let (x, dtype) = match v {
        Value::Bool(b) => (*b as u8 as f64, other),
        Value::Int(i) if other == DType::Bool => (*i as f64, DType::Int64),
        Value::Int(i) => (*i as f64, other),
        Value::Float(f) if other.is_floating() => (*f, other),
        Value::Float(f) => (*f, DType::Float32),
        Value::Long(_) => return Err(PyErr::new("OverflowError", "int too big to convert")),
        other => {
            return Err(PyErr::type_error(format!(
                "unsupported operand type(s) for Tensor and '{}'",
                other.type_name()
            )))
        }
    };
    Ok(scalar(x, dtype))
}

/// Both operands as tensor objects (Python numbers wrapped) and the result's device.
pub(super) fn operands(
    a: &Value,
    b: &Value,
) -> Result<(Rc<TensorObj>, Rc<TensorObj>, Device), PyErr> {
    let wrap = |v: &Value, other: &Rc<TensorObj>| -> Result<Rc<TensorObj>, PyErr> {
        Ok(Rc::new(TensorObj::new(
            wrap_scalar(v, other.tensor.dtype())?,
            other.device.get(),
        )))
    };
    match (crate::tensor_of(a), crate::tensor_of(b)) {
        (Some(x), Some(y)) => Ok((x.clone(), y.clone(), same_device(&[x, y])?)),
        (Some(x), None) => Ok((x.clone(), wrap(b, x)?, x.device.get())),
        (None, Some(y)) => Ok((wrap(a, y)?, y.clone(), y.device.get())),
        _ => Err(PyErr::type_error("expected a Tensor operand")),
    }
}

/// `&`, `|`, `^` (and `torch.bitwise_and`, ...): logical on two bools, bitwise on integers (a
/// bool beside an integer is promoted), refused on floats as PyTorch refuses them.
pub(super) fn bitwise(
    ctx: &mut Ctx,
    cop: CompareOp,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
    device: Device,
) -> NativeResult {
    let (dx, dy) = (x.tensor.dtype(), y.tensor.dtype());
    if dx == DType::Bool && dy == DType::Bool {
        let out = kernels::compare(ctx, cop, &x.tensor, &y.tensor)?;
        return Ok(super::tensor_value(out, device));
    }
    let op = match cop {
        CompareOp::And => BinaryOp::BitAnd,
        CompareOp::Or => BinaryOp::BitOr,
        _ => BinaryOp::BitXor,
    };
    let dtype = kernels::result_dtype(&x.tensor, &y.tensor);
    if dtype.is_floating() {
        return Err(PyErr::new(
            "NotImplementedError",
            format!(
                "\"{}_cpu\" not implemented for '{}'",
                op.name(),
                scalar_type_name(dtype)
            ),
        )
        .into());
    }
    let out = kernels::binary_typed(ctx, op, &x.tensor, &y.tensor, dtype)?;
    Ok(super::tensor_value(out, device))
}

fn bin_op(op: BinOp) -> Option<BinaryOp> {
    Some(match op {
        BinOp::Add => BinaryOp::Add,
        BinOp::Sub => BinaryOp::Sub,
        BinOp::Mul => BinaryOp::Mul,
        BinOp::Div => BinaryOp::Div,
        BinOp::Pow => BinaryOp::Pow,
        BinOp::FloorDiv => BinaryOp::FloorDiv,
        BinOp::Mod => BinaryOp::Remainder,
        _ => return None,
    })
}

pub(super) fn binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value) -> NativeResult {
    if op == BinOp::MatMul {
        return matmul_values(ctx, a, b);
    }
    let logical = match op {
        BinOp::BitAnd => Some(CompareOp::And),
        BinOp::BitOr => Some(CompareOp::Or),
        BinOp::BitXor => Some(CompareOp::Xor),
        _ => None,
    };
    if let Some(cop) = logical {
        let (x, y, device) = operands(a, b)?;
        return bitwise(ctx, cop, &x, &y, device);
    }
    let Some(bop) = bin_op(op) else {
        return Err(PyErr::unsupported(&format!("the tensor operator '{}'", op.symbol())).into());
    };
    elementwise(ctx, bop, a, b)
}

pub(super) fn elementwise(ctx: &mut Ctx, op: BinaryOp, a: &Value, b: &Value) -> NativeResult {
    let scalar_lhs = !matches!(a, Value::Foreign(_));
    let (x, y, device) = operands(a, b)?;
    if matches!(
        op,
        BinaryOp::FloorDiv | BinaryOp::Remainder | BinaryOp::Fmod
    ) && !kernels::result_dtype(&x.tensor, &y.tensor).is_floating()
    {
        check_nonzero_divisor(ctx, &y.tensor)?;
    }
    Ok(value(binary_diff(ctx, op, &x, &y, device, scalar_lhs)?))
}

/// PyTorch raises for integer division by zero, a RuntimeError whose message is the word
/// "ZeroDivisionError" (so `except RuntimeError` catches it); the check reads the divisor (a sync point).
fn check_nonzero_divisor(ctx: &mut Ctx, y: &Tensor) -> Result<(), Flow> {
    if kernels::read_indices(ctx, y)?.contains(&0) {
        return Err(PyErr::runtime_error("ZeroDivisionError").into());
    }
    Ok(())
}

/// `x op y` with its backward rule.
pub(super) fn binary_diff(
    ctx: &mut Ctx,
    op: BinaryOp,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
    device: Device,
    scalar_lhs: bool,
) -> Result<Rc<TensorObj>, Flow> {
    let out = kernels::binary(ctx, op, &x.tensor, &y.tensor)?;
    // The backward keeps the inputs and the output; copied (shape and strides: allocations) only
    // when a node is recorded, which most ops on tensors without grad never do.
    let saved_out = super::autograd::record::needs_grad(ctx, &[x, y]).then(|| out.clone());
    let name = match op {
        BinaryOp::Add => "AddBackward0",
        BinaryOp::Sub if scalar_lhs => "RsubBackward1",
        BinaryOp::Sub => "SubBackward0",
        BinaryOp::Mul => "MulBackward0",
        BinaryOp::Div => "DivBackward0",
        BinaryOp::Maximum => "MaximumBackward0",
        BinaryOp::Minimum => "MinimumBackward0",
        BinaryOp::Pow if y.tensor.shape.is_empty() && !y.requires_grad.get() => "PowBackward0",
        BinaryOp::Pow => "PowBackward1",
        BinaryOp::FloorDiv => "DivBackward2",
        BinaryOp::Remainder => "RemainderBackward0",
        BinaryOp::Atan2 => "Atan2Backward0",
        BinaryOp::Hypot => "HypotBackward0",
        BinaryOp::Fmod => "FmodBackward0",
        BinaryOp::Copysign => "CopysignBackward0",
        BinaryOp::Fmax => "FmaxBackward0",
        BinaryOp::Fmin => "FminBackward0",
        // Integer results: never recorded.
        BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor => "BitwiseBackward0",
    };
    let needs_b = y.requires_grad.get();
    Ok(record(ctx, out, device, name, &[x, y], true, || {
        let (a, b) = (x.tensor.clone(), y.tensor.clone());
        let o = saved_out.expect("a node is recorded only where needs_grad said so");
        Box::new(move |ctx, g| {
            let (ga, gb): (Tensor, Option<Tensor>) = match op {
                BinaryOp::Add => (g.clone(), Some(g.clone())),
                BinaryOp::Sub => (g.clone(), Some(scale(ctx, g, -1.0)?)),
                BinaryOp::Mul => (mul(ctx, g, &b)?, Some(mul(ctx, g, &a)?)),
                BinaryOp::Div => {
                    let ga = div(ctx, g, &b)?;
                    let gb = if needs_b {
                        let q = div(ctx, &o, &b)?;
                        let gq = mul(ctx, g, &q)?;
                        Some(scale(ctx, &gq, -1.0)?)
                    } else {
                        None
                    };
                    (ga, gb)
                }
                BinaryOp::Pow => {
                    // d/da a^b = b a^(b-1); d/db a^b = a^b ln a.
                    let bm1 = kernels::binary_scalar(ctx, BinaryOp::Sub, &b, 1.0)?;
                    let p = kernels::binary(ctx, BinaryOp::Pow, &a, &bm1)?;
                    let pb = mul(ctx, &p, &b)?;
                    let ga = mul(ctx, g, &pb)?;
                    let gb = if needs_b {
                        let ln = kernels::unary(ctx, UnaryOp::Log, &a)?;
                        let oln = mul(ctx, &o, &ln)?;
                        Some(mul(ctx, g, &oln)?)
                    } else {
                        None
                    };
                    (ga, gb)
                }
                BinaryOp::Maximum | BinaryOp::Minimum => {
                    let cop = if op == BinaryOp::Maximum {
                        CompareOp::Gt
                    } else {
                        CompareOp::Lt
                    };
                    // As ATen's: the gradient goes to the side that won, split in half at a tie.
                    let pick = kernels::compare(ctx, cop, &a, &b)?;
                    let tie = kernels::compare(ctx, CompareOp::Eq, &a, &b)?;
                    let zero = scalar(0.0, g.dtype());
                    let half = scale(ctx, g, 0.5)?;
                    let tie_a = kernels::where_(ctx, &tie, &half, &zero)?;
                    let ga = kernels::where_(ctx, &pick, g, &tie_a)?;
                    let tie_b = kernels::where_(ctx, &tie, &half, g)?;
                    let gb = kernels::where_(ctx, &pick, &zero, &tie_b)?;
                    (ga, Some(gb))
                }
                // Piecewise constant in a; PyTorch's rules give zero (floor) and g (remainder).
                BinaryOp::FloorDiv => (scale(ctx, g, 0.0)?, None),
                BinaryOp::Remainder => {
                    // d/db remainder(a, b) = -(a // b), the floor of the exact quotient.
                    let gb = if needs_b {
                        let f = kernels::binary(ctx, BinaryOp::FloorDiv, &a, &b)?;
                        let gf = mul(ctx, g, &f)?;
                        Some(scale(ctx, &gf, -1.0)?)
                    } else {
                        None
                    };
                    (g.clone(), gb)
                }
                BinaryOp::Atan2 => {
                    // d/da atan2(a, b) = b / (a^2 + b^2); d/db = -a / (a^2 + b^2).
                    let a2 = mul(ctx, &a, &a)?;
                    let b2 = mul(ctx, &b, &b)?;
                    let r = add(ctx, &a2, &b2)?;
                    let gr = div(ctx, g, &r)?;
                    let ga = mul(ctx, &gr, &b)?;
                    let gb = if needs_b {
                        let t = mul(ctx, &gr, &a)?;
                        Some(scale(ctx, &t, -1.0)?)
                    } else {
                        None
                    };
                    (ga, gb)
                }
                BinaryOp::Hypot => {
                    let go = div(ctx, g, &o)?;
                    let ga = mul(ctx, &go, &a)?;
                    let gb = if needs_b {
                        Some(mul(ctx, &go, &b)?)
                    } else {
                        None
                    };
                    (ga, gb)
                }
                BinaryOp::Fmod => {
                    // d/db fmod(a, b) = -trunc(a / b).
                    let gb = if needs_b {
                        let q = kernels::binary(ctx, BinaryOp::Div, &a, &b)?;
                        let t = kernels::unary(ctx, UnaryOp::Trunc, &q)?;
                        let gt = mul(ctx, g, &t)?;
                        Some(scale(ctx, &gt, -1.0)?)
                    } else {
                        None
                    };
                    (g.clone(), gb)
                }
                BinaryOp::Copysign => {
                    // out / a, 0 where a is 0; nothing flows to b.
                    let zero = scalar(0.0, g.dtype());
                    let ratio = div(ctx, &o, &a)?;
                    let is0 = kernels::compare(ctx, CompareOp::Eq, &a, &zero)?;
                    let ratio = kernels::where_(ctx, &is0, &zero, &ratio)?;
                    (mul(ctx, g, &ratio)?, Some(scale(ctx, g, 0.0)?))
                }
                BinaryOp::Fmax | BinaryOp::Fmin => {
                    let cop = if op == BinaryOp::Fmax {
                        CompareOp::Ge
                    } else {
                        CompareOp::Le
                    };
                    let ord = kernels::compare(ctx, cop, &a, &b)?;
                    let bnan = kernels::unary(ctx, UnaryOp::IsNan, &b)?;
                    let pick = kernels::compare(ctx, CompareOp::Or, &ord, &bnan)?;
                    let zero = scalar(0.0, g.dtype());
                    let ga = kernels::where_(ctx, &pick, g, &zero)?;
                    let gb = kernels::where_(ctx, &pick, &zero, g)?;
                    (ga, Some(gb))
                }
                BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor => {
                    unreachable!("integer results are not differentiable")
                }
            };
            let gb = match gb {
                Some(gb) => reduce_grad(ctx, &gb, &b)?,
                None => None,
            };
            Ok(vec![reduce_grad(ctx, &ga, &a)?, gb])
        })
    }))
}

/// `t op= v`: computed out of place, then written into `t`'s storage, which every view shares.
pub(super) fn binary_inplace(
    ctx: &mut Ctx,
    op: BinOp,
    t: &Rc<TensorObj>,
    v: &Value,
) -> NativeResult {
    check_inplace(ctx, t)?;
    let Some(bop) = bin_op(op) else {
        return Err(PyErr::unsupported(&format!("the tensor operator '{}='", op.symbol())).into());
    };
    let (x, y, _) = operands(&value(t.clone()), v)?;
    check_inplace_source(ctx, t, &y)?;
    check_overlap(&t.tensor, &y.tensor)?;
    let out = kernels::binary(ctx, bop, &x.tensor, &y.tensor)?;
    write_into(ctx, t, &out)?;
    Ok(value(t.clone()))
}

/// PyTorch forbids in-place changes to leaves that require grad while the graph is recorded.
pub(super) fn check_inplace(ctx: &Ctx, t: &Rc<TensorObj>) -> Result<(), PyErr> {
    if !(t.requires_grad.get() && ctx.torch_ref().grad_mode.enabled()) {
        return Ok(());
    }
    if t.is_leaf() {
        return Err(PyErr::runtime_error(
            "a leaf Variable that requires grad is being used in an in-place operation.",
        ));
    }
    Err(PyErr::unsupported(
        "in-place ops on tensors that are part of an autograd graph",
    ))
}

/// An in-place write of `src` (which requires grad) into `t` (which does not) is recorded by
/// PyTorch (`CopySlices`, `CopyBackwards`, `t` then requires grad); the playground's in-place
/// writes record nothing, so it is refused by name rather than leave a gradient silently missing.
pub(super) fn check_inplace_source(
    ctx: &Ctx,
    t: &Rc<TensorObj>,
    src: &Rc<TensorObj>,
) -> Result<(), PyErr> {
    if src.requires_grad.get() && !t.requires_grad.get() && ctx.torch_ref().grad_mode.enabled() {
        return Err(PyErr::unsupported(
            "writing a tensor that requires grad into one that does not, in place (PyTorch would record the write),",
        ));
    }
    Ok(())
}

/// Writes `src` into `t` with PyTorch's casting rule for in-place results.
pub(super) fn write_into(ctx: &mut Ctx, t: &Rc<TensorObj>, src: &Tensor) -> Result<(), Flow> {
    let (to, from) = (t.tensor.dtype(), src.dtype());
    if (from.is_floating() && !to.is_floating()) || (from != DType::Bool && to == DType::Bool) {
        return Err(PyErr::runtime_error(format!(
            "result type {} can't be cast to the desired output type {}",
            scalar_type_name(from),
            scalar_type_name(to)
        ))
        .into());
    }
    kernels::broadcast_check(&src.shape, &t.tensor.shape)?;
    kernels::assign(ctx, &t.tensor, src)
}

pub(super) fn scalar_type_name(d: DType) -> &'static str {
    match d {
        DType::Float32 => "Float",
        DType::Float64 => "Double",
        DType::Float16 => "Half",
        DType::BFloat16 => "BFloat16",
        DType::Int64 => "Long",
        DType::Int32 => "Int",
        DType::Bool => "Bool",
    }
}

/// A unary op with its backward rule.
pub(super) fn unary(ctx: &mut Ctx, op: UnaryOp, t: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
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
    let (x, y) = (t.tensor.clone(), out.clone());
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
    Ok(record(
        ctx,
        out,
        t.device.get(),
        name,
        &[t],
        true,
        move || Box::new(move |ctx, g| unary_backward_opmath(ctx, op, &x, &y, g)),
    ))
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

pub(super) fn unary_value(ctx: &mut Ctx, op: code::UnaryOp, a: &Value) -> NativeResult {
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
pub(super) fn bitwise_not(ctx: &mut Ctx, t: &Rc<TensorObj>) -> NativeResult {
    let n = unary(ctx, UnaryOp::Neg, t)?;
    Ok(value(scalar_op(ctx, BinaryOp::Sub, &n, 1.0)?))
}

pub(super) fn compare(ctx: &mut Ctx, op: CmpOp, a: &Value, b: &Value) -> NativeResult {
    let cop = match op {
        CmpOp::Eq => CompareOp::Eq,
        CmpOp::Ne => CompareOp::Ne,
        CmpOp::Lt => CompareOp::Lt,
        CmpOp::Le => CompareOp::Le,
        CmpOp::Gt => CompareOp::Gt,
        CmpOp::Ge => CompareOp::Ge,
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
    Ok(super::tensor_value(out, device))
}

fn where_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let cond = as_tensor(a.get(0, "condition").unwrap_or(&Value::None), "where")?.clone();
    let (x, y) = match (a.get(1, "input"), a.get(2, "other")) {
        (Some(x), Some(y)) => (x, y),
        _ => return Err(PyErr::unsupported("torch.where(condition) with one argument").into()),
    };
    let (x, y, device) = match (x, y) {
        (Value::Foreign(_), _) | (_, Value::Foreign(_)) => operands(x, y)?,
        _ => {
            // Two Python numbers: each a 0-d tensor of its default dtype (float32, int64, bool),
            // on the condition's device.
            let wrap = |v: &Value| -> Result<Rc<TensorObj>, PyErr> {
                let dtype = match v {
                    Value::Bool(_) => DType::Bool,
                    Value::Float(_) => DType::Float32,
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

pub(super) fn where_diff(
    ctx: &mut Ctx,
    cond: &Tensor,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
    device: Device,
) -> Result<Rc<TensorObj>, Flow> {
    let out = kernels::where_(ctx, cond, &x.tensor, &y.tensor)?;
    let (c, a, b) = (cond.clone(), x.tensor.clone(), y.tensor.clone());
    Ok(record(
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
    ))
}

/// `clamp(min, max)` as where-selects, so its gradient is `g` inside the range and 0 outside.
pub(super) fn clamp(
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
    let (lo, hi) = (num(lo)?, num(hi)?);
    if lo.is_none() && hi.is_none() {
        return Err(PyErr::runtime_error(
            "torch.clamp: At least one of 'min' or 'max' must not be None",
        )
        .into());
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

/// PyTorch's refusal of an in-place write (`out`) that partly overlaps one of its inputs, as
/// `x[1:] += x[:-1]`: the same memory read and written in one op. A full overlap (`x += x`) is
/// fine. As in PyTorch, only dense views are compared (a strided or broadcast one is too hard to
/// tell and passes).
pub(crate) fn check_overlap(out: &Tensor, input: &Tensor) -> Result<(), PyErr> {
    if !Rc::ptr_eq(&out.storage, &input.storage) || out.numel() == 0 || input.numel() == 0 {
        return Ok(());
    }
    if !out.is_contiguous() || !input.is_contiguous() {
        return Ok(());
    }
    let (a0, a1) = (out.offset, out.offset + out.numel());
    let (b0, b1) = (input.offset, input.offset + input.numel());
    if (a0, a1) != (b0, b1) && a0 < b1 && b0 < a1 {
        return Err(PyErr::runtime_error(
            "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.",
        ));
    }
    Ok(())
}

/// Whether `v` (a tensor or a Python number) has an integral (or bool) type.
fn integral(v: &Value) -> bool {
    match super::tensor_of(v) {
        Some(t) => !t.tensor.dtype().is_floating(),
        None => matches!(v, Value::Int(_) | Value::Bool(_)),
    }
}

/// `abs` or `sign` of a tensor or a Python number.
fn abs_or_sign(ctx: &mut Ctx, v: &Value, sign: bool) -> NativeResult {
    let op = if sign { UnaryOp::Sign } else { UnaryOp::Abs };
    Ok(match (super::tensor_of(v), v) {
        (Some(t), _) => value(unary(ctx, op, t)?),
        (None, Value::Int(i)) => Value::Int(if sign { i.signum() } else { i.wrapping_abs() }),
        (None, Value::Bool(b)) => Value::Int(*b as i64),
        (None, Value::Float(f)) => Value::Float(if sign {
            if *f > 0.0 {
                1.0
            } else if *f < 0.0 {
                -1.0
            } else {
                *f
            }
        } else {
            f.abs()
        }),
        (None, other) => {
            return Err(PyErr::type_error(format!(
                "div(): argument 'other' must be Tensor or Number, not {}",
                other.type_name()
            ))
            .into())
        }
    })
}

/// `div(x, y, rounding_mode=...)`: None is true division, `'floor'` is `//` (PyTorch's same
/// kernel), `'trunc'` rounds toward zero: for integers `sign(x)*sign(y)*(|x| // |y|)` (an
/// integer result, and a zero divisor raises as `//` does), for floats `sign(q)*(|q| // 1)` of the
/// rounded quotient `q = x / y`, which is PyTorch's `trunc(x / y)`.
pub(super) fn div_rounding(
    ctx: &mut Ctx,
    x: &Value,
    y: &Value,
    mode: Option<&Value>,
) -> NativeResult {
    let mode = match mode {
        None | Some(Value::None) => return binary(ctx, BinOp::Div, x, y),
        Some(Value::Str(s)) => s.clone(),
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "div(): argument 'rounding_mode' must be str or None, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    let rounded = match &*mode {
        "floor" => binary(ctx, BinOp::FloorDiv, x, y),
        "trunc" if integral(x) && integral(y) => {
            let (ax, ay) = (abs_or_sign(ctx, x, false)?, abs_or_sign(ctx, y, false)?);
            let (sx, sy) = (abs_or_sign(ctx, x, true)?, abs_or_sign(ctx, y, true)?);
            let q = binary(ctx, BinOp::FloorDiv, &ax, &ay)?;
            let s = binary(ctx, BinOp::Mul, &sx, &sy)?;
            binary(ctx, BinOp::Mul, &s, &q)
        }
        "trunc" => {
            let q = binary(ctx, BinOp::Div, x, y)?;
            let (aq, sq) = (abs_or_sign(ctx, &q, false)?, abs_or_sign(ctx, &q, true)?);
            let f = binary(ctx, BinOp::FloorDiv, &aq, &Value::Int(1))?;
            binary(ctx, BinOp::Mul, &sq, &f)
        }
        other => Err(PyErr::runtime_error(format!(
            "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{other}'"
        ))
        .into()),
    }?;
    // A rounded quotient is piecewise constant: PyTorch's DivBackward2 gives every tensor input
    // a zero gradient (+0.0, of the input's shape), the divisor included.
    with_zero_grads(ctx, rounded, &[x, y], "DivBackward2")
}

/// `result` recorded anew as one node over the tensors among `inputs` whose gradient is zero
/// (+0.0, each of its input's shape): for ops PyTorch differentiates as constant (a rounded
/// quotient, a normal draw from tensor mean and std). The graph that computed `result` is
/// dropped.
pub(super) fn with_zero_grads(
    ctx: &mut Ctx,
    result: Value,
    inputs: &[&Value],
    name: &'static str,
) -> NativeResult {
    let inputs: Vec<Rc<TensorObj>> = inputs
        .iter()
        .filter_map(|v| super::tensor_of(v).cloned())
        .collect();
    let Some(out) = super::tensor_of(&result).cloned() else {
        return Ok(result);
    };
    if out.grad_fn.borrow().is_none() {
        return Ok(result);
    }
    let shapes: Vec<(Vec<usize>, DType)> = inputs
        .iter()
        .map(|t| (t.tensor.shape.clone(), t.tensor.dtype()))
        .collect();
    let refs: Vec<&Rc<TensorObj>> = inputs.iter().collect();
    Ok(value(record(
        ctx,
        out.tensor.clone(),
        out.device.get(),
        name,
        &refs,
        false,
        move || {
            Box::new(move |_, _| {
                Ok(shapes
                    .iter()
                    .map(|(s, d)| Some(kernels::full(s, 0.0, *d)))
                    .collect())
            })
        },
    )))
}

/// `other * alpha` for `add`/`sub`'s `alpha=` (`other` unchanged without it), for a tensor or a
/// Python number.
pub(super) fn scaled_by_alpha(ctx: &mut Ctx, other: &Value, alpha: Option<&Value>) -> NativeResult {
    let Some(alpha) = alpha else {
        return Ok(other.clone());
    };
    if super::tensor_of(other).is_some() {
        return binary(ctx, BinOp::Mul, other, alpha);
    }
    let int = |v: &Value| match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        _ => None,
    };
    let num = |v: &Value| match v {
        Value::Float(f) => Some(*f),
        _ => int(v).map(|i| i as f64),
    };
    match (int(other), int(alpha), num(other), num(alpha)) {
        (Some(a), Some(b), _, _) => Ok(Value::Int(a.wrapping_mul(b))),
        (_, _, Some(a), Some(b)) => Ok(Value::Float(a * b)),
        _ => Err(PyErr::type_error(format!(
            "add(): argument 'alpha' must be Number, not {}",
            alpha.type_name()
        ))
        .into()),
    }
}
