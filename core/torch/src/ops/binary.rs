//! The binary ops with their backward rules: operands (Python numbers wrapped by PyTorch's
//! rule), `&`/`|`/`^`, `x op y` and its gradient, `div(rounding_mode=)` and `alpha=`.

use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, CompareOp, UnaryOp};
use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::code::BinOp;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult, Then};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{add, div, mul, record, reduce_grad, scale, value};
use crate::kernels::{self, scalar};
use crate::{Device, TensorObj, TorchCtx};

use super::inplace::scalar_type_name;
use super::unary::unary;
use super::{matmul_values, pair, same_device};

pub(super) fn two(ctx: &mut Ctx, a: &Args, op: BinOp) -> NativeResult {
    let (x, y) = pair(a, "add")?;
    binary(ctx, op, x, y)
}

/// A Python number as a 0-d tensor, typed by PyTorch's rule for wrapped scalars: a float meeting
/// an integral tensor becomes the default float dtype, anything else takes the tensor's category.
pub(super) fn wrap_scalar(v: &Value, other: DType) -> Result<Tensor, PyErr> {
    let (x, dtype) = match v {
        Value::Bool(b) => (*b as u8 as f64, other),
        Value::Int(i) if other == DType::Bool => (*i as f64, DType::Int64),
        Value::Int(i) => (*i as f64, other),
        Value::Float(f) if other.is_floating() => (*f, other),
        Value::Float(f) => (*f, crate::precision::default_float()),
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
pub(crate) fn operands(
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
pub(crate) fn bitwise(
    ctx: &mut Ctx,
    cop: CompareOp,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
    device: Device,
) -> NativeResult {
    let (dx, dy) = (x.tensor.dtype(), y.tensor.dtype());
    if dx == DType::Bool && dy == DType::Bool {
        let out = kernels::compare(ctx, cop, &x.tensor, &y.tensor)?;
        return Ok(crate::tensor_value(out, device));
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
    Ok(crate::tensor_value(out, device))
}

pub(super) fn bin_op(op: BinOp) -> Option<BinaryOp> {
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

/// The tensor method written in Python (`torch/_ops/elementwise.py`) that runs a shift: `<<`, `>>`
/// (in place: `<<=`, `>>=`), with the reflected form (`1 << t`) handled there.
pub(super) fn shift_method(op: BinOp, inplace: bool) -> Option<&'static str> {
    Some(match (op, inplace) {
        (BinOp::LShift, false) => "bitwise_left_shift",
        (BinOp::RShift, false) => "bitwise_right_shift",
        (BinOp::LShift, true) => "bitwise_left_shift_",
        (BinOp::RShift, true) => "bitwise_right_shift_",
        _ => return None,
    })
}

/// Calls the Python tensor method `name` with `(a, b)`.
pub(super) fn python_method(ctx: &mut Ctx, name: &str, a: &Value, b: &Value) -> NativeResult {
    match ctx.torch().py_methods.get(name).cloned() {
        Some(f) => Err(Flow::call(f, vec![a.clone(), b.clone()], Then::Tail)),
        None => Err(PyErr::unsupported(&format!("torch.Tensor.{name}")).into()),
    }
}

pub(crate) fn binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value) -> NativeResult {
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
    if let Some(name) = shift_method(op, false) {
        return python_method(ctx, name, a, b);
    }
    let Some(bop) = bin_op(op) else {
        return Err(PyErr::unsupported(&format!("the tensor operator '{}'", op.symbol())).into());
    };
    if let (BinOp::Pow, Some(x), Value::Int(e)) = (op, crate::tensor_of(a), b) {
        if *e < 0 && x.tensor.dtype().is_integral() {
            return Err(PyErr::runtime_error(
                "Integers to negative integer powers are not allowed.",
            )
            .into());
        }
    }
    elementwise(ctx, bop, a, b)
}

pub(crate) fn elementwise(ctx: &mut Ctx, op: BinaryOp, a: &Value, b: &Value) -> NativeResult {
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
pub(crate) fn binary_diff(
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
    // Only these rules read the output; holding it otherwise would keep its buffer alive, and
    // mark it as saved for an in-place op on it (`ops::check_rebase`).
    // Div and Pow read it for the divisor's or exponent's gradient only: `y = x / 2` keeps
    // nothing of `y` (as PyTorch's DivBackward1), so `y.masked_fill_(...)` stays possible.
    let reads_out = match op {
        BinaryOp::Div | BinaryOp::Pow => y.requires_grad.get(),
        BinaryOp::Hypot | BinaryOp::Copysign => true,
        _ => false,
    };
    let saved_out =
        (reads_out && crate::autograd::record::needs_grad(ctx, &[x, y])).then(|| out.clone());
    let name = match op {
        BinaryOp::Add => "AddBackward0",
        BinaryOp::Sub if scalar_lhs => "RsubBackward1",
        BinaryOp::Sub => "SubBackward0",
        BinaryOp::Mul => "MulBackward0",
        // `2.5 / t` is `t.reciprocal() * 2.5` in ATen (Tensor.__rtruediv__).
        BinaryOp::Div if scalar_lhs => "MulBackward0",
        BinaryOp::Div => "DivBackward0",
        BinaryOp::Maximum => "MaximumBackward0",
        BinaryOp::Minimum => "MinimumBackward0",
        BinaryOp::Pow if scalar_lhs => "PowBackward2",
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
    // Add and Sub save nothing (below), as PyTorch's AddBackward0/SubBackward0: a second
    // backward through them is no error.
    let saves = !matches!(op, BinaryOp::Add | BinaryOp::Sub);
    let o = record(ctx, out, device, name, &[x, y], saves, || {
        // Add and Sub read neither input, only its shape and dtype (for `reduce_grad`): a
        // broadcast scalar stands for each, so no input's buffer is held (as for the output).
        let like = |t: &Tensor| {
            scalar(0.0, t.dtype())
                .expanded(&t.shape)
                .unwrap_or_else(|_| t.clone())
        };
        // Mul keeps each input only for the other's gradient, and Div never reads its
        // numerator (`x * 10` of a view holds none of the viewed storage, as PyTorch saves
        // nothing of `self` for a scalar other: an index assignment into it stays possible).
        let needs_a = x.requires_grad.get();
        let (a, b) = match op {
            BinaryOp::Add | BinaryOp::Sub => (like(&x.tensor), like(&y.tensor)),
            BinaryOp::Mul => (
                if needs_b {
                    x.tensor.clone()
                } else {
                    like(&x.tensor)
                },
                if needs_a {
                    y.tensor.clone()
                } else {
                    like(&y.tensor)
                },
            ),
            BinaryOp::Div => (like(&x.tensor), y.tensor.clone()),
            _ => (x.tensor.clone(), y.tensor.clone()),
        };
        let o = saved_out;
        Box::new(move |ctx, g| {
            let (ga, gb): (Tensor, Option<Tensor>) = match op {
                BinaryOp::Add => (g.clone(), Some(g.clone())),
                BinaryOp::Sub => (g.clone(), Some(scale(ctx, g, -1.0)?)),
                BinaryOp::Mul => (mul(ctx, g, &b)?, Some(mul(ctx, g, &a)?)),
                BinaryOp::Div => {
                    let ga = div(ctx, g, &b)?;
                    let gb = if needs_b {
                        let q = div(ctx, saved(&o)?, &b)?;
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
                        let oln = mul(ctx, saved(&o)?, &ln)?;
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
                    let go = div(ctx, g, saved(&o)?)?;
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
                    let ratio = div(ctx, saved(&o)?, &a)?;
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
    });
    if matches!(
        op,
        BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div | BinaryOp::Pow
    ) {
        crate::autograd::graph::set(&o, || {
            // The inputs a second derivative reads; the others as stand-ins of their shape, so
            // that `y[:, 2] * 10` holds none of `y`'s storage (an index assignment into `y`
            // checks that nothing else holds it).
            let stand_in = |t: &Rc<TensorObj>| {
                let like = scalar(0.0, t.tensor.dtype())
                    .expanded(&t.tensor.shape)
                    .unwrap_or_else(|_| t.tensor.clone());
                Rc::new(TensorObj::new(like, t.device.get()))
            };
            let (x_read, y_read) = match op {
                BinaryOp::Add | BinaryOp::Sub => (false, false),
                BinaryOp::Mul => (y.requires_grad.get(), x.requires_grad.get()),
                BinaryOp::Div => (y.requires_grad.get(), true),
                _ => (true, true),
            };
            let x = if x_read { x.clone() } else { stand_in(x) };
            let y = if y_read { y.clone() } else { stand_in(y) };
            crate::autograd::graph::Graph::Binary(op, x, y)
        });
    }
    // A Python number on the left (`2 * b`, `2 - b`, `2 ** b`): PyTorch calls the tensor's
    // reflected method, whose node lists the tensor first (`mul(b, 2)`) or alone (`rsub`,
    // `pow(2, b)`), and `next_functions` shows that order.
    let name = o.grad_fn.borrow().as_ref().map(|n| n.name);
    if let (true, Some(name)) = (scalar_lhs, name) {
        let shown: Option<Vec<&Rc<TensorObj>>> = match op {
            BinaryOp::Add | BinaryOp::Mul => Some(vec![y, x]),
            BinaryOp::Sub | BinaryOp::Pow => Some(vec![y]),
            _ => None,
        };
        if let Some(shown) = shown {
            return Ok(crate::autograd::record::rename_over(o, name, Some(&shown)));
        }
    }
    Ok(o)
}

/// The forward's output a rule reads, which `binary_diff` keeps only for the rules that read it.
fn saved(o: &Option<Tensor>) -> Result<&Tensor, PyErr> {
    o.as_ref().ok_or_else(|| {
        PyErr::runtime_error("internal error: a backward read an output it did not keep")
    })
}

/// Whether `v` (a tensor or a Python number) has an integral (or bool) type.
fn integral(v: &Value) -> bool {
    match crate::tensor_of(v) {
        Some(t) => !t.tensor.dtype().is_floating(),
        None => matches!(v, Value::Int(_) | Value::Bool(_)),
    }
}

/// `abs` or `sign` of a tensor or a Python number.
fn abs_or_sign(ctx: &mut Ctx, v: &Value, sign: bool) -> NativeResult {
    let op = if sign { UnaryOp::Sign } else { UnaryOp::Abs };
    Ok(match (crate::tensor_of(v), v) {
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
pub(crate) fn div_rounding(
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
pub(crate) fn with_zero_grads(
    ctx: &mut Ctx,
    result: Value,
    inputs: &[&Value],
    name: &'static str,
) -> NativeResult {
    let inputs: Vec<Rc<TensorObj>> = inputs
        .iter()
        .filter_map(|v| crate::tensor_of(v).cloned())
        .collect();
    let Some(out) = crate::tensor_of(&result).cloned() else {
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
pub(crate) fn scaled_by_alpha(
    ctx: &mut Ctx,
    input: &Value,
    other: &Value,
    alpha: Option<&Value>,
) -> NativeResult {
    let Some(alpha) = alpha else {
        return Ok(other.clone());
    };
    // ATen's `alpha_check` and scalar conversion, in the dtype of the result.
    if let Ok((x, y, _)) = operands(input, other) {
        let dtype = kernels::result_dtype(&x.tensor, &y.tensor);
        if !dtype.is_floating() && matches!(alpha, Value::Float(_)) {
            return Err(PyErr::runtime_error(
                "For integral input tensors, argument alpha must not be a floating point number.",
            )
            .into());
        }
        crate::creation::check_fits(alpha, dtype, true)?;
        // In a bool result alpha is a bool: `other` as it is, or nothing added.
        if dtype == DType::Bool {
            return Ok(match alpha.truthy() {
                Ok(true) => other.clone(),
                _ => Value::Bool(false),
            });
        }
    }
    if crate::tensor_of(other).is_some() {
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
