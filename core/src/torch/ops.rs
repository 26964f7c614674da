//! Tensor ops as the program calls them: argument checks and PyTorch's shape and dtype rules, then
//! one [`Kernel`] through the dispatcher.

use std::rc::Rc;

use crate::ops::{
    broadcast_access, broadcast_shapes, promote, Access, BinaryOp, CompareOp, Kernel, UnaryOp,
};
use crate::script::code::{self, BinOp, CmpOp};
use crate::script::native::{Args, Ctx, Flow, NativeResult};
use crate::script::value::{Module, Value};
use crate::script::PyErr;
use crate::tensor::{DType, HostData, Tensor};

use super::{as_tensor, native, tensor_value, Device, TensorObj, TorchValue};

pub(super) fn register(m: &Module) {
    native(m, "relu", relu_fn);
    native(m, "matmul", matmul_fn);
    native(m, "mm", matmul_fn);
    native(m, "sum", sum_fn);
    native(m, "add", |ctx, a| two(ctx, a, BinOp::Add));
    native(m, "mul", |ctx, a| two(ctx, a, BinOp::Mul));
    native(m, "sub", |ctx, a| two(ctx, a, BinOp::Sub));
    native(m, "div", |ctx, a| two(ctx, a, BinOp::Div));
    native(m, "maximum", |ctx, a| {
        let (x, y) = pair(a, "maximum")?;
        elementwise(ctx, BinaryOp::Maximum, x, y)
    });
    native(m, "minimum", |ctx, a| {
        let (x, y) = pair(a, "minimum")?;
        elementwise(ctx, BinaryOp::Minimum, x, y)
    });
    native(m, "neg", |ctx, a| one_tensor(ctx, a, UnaryOp::Neg));
    native(m, "abs", |ctx, a| one_tensor(ctx, a, UnaryOp::Abs));
}

fn pair<'a>(a: &'a Args, name: &str) -> Result<(&'a Value, &'a Value), PyErr> {
    match (a.get(0, "input"), a.get(1, "other")) {
        (Some(x), Some(y)) => Ok((x, y)),
        _ => Err(PyErr::type_error(format!(
            "{name}() missing 1 required positional arguments: \"other\""
        ))),
    }
}

fn two(ctx: &mut Ctx, a: &Args, op: BinOp) -> NativeResult {
    let (x, y) = pair(a, "add")?;
    binary(ctx, op, x, y)
}

fn one_tensor(ctx: &mut Ctx, a: &Args, op: UnaryOp) -> NativeResult {
    let t = as_tensor(a.get(0, "input").unwrap_or(&Value::None), op.name())?.clone();
    unary_op(ctx, op, &t)
}

/// A Python number as a 0-d tensor, typed by PyTorch's rule for wrapped scalars: it takes the
/// tensor's dtype unless it is a float meeting an integral tensor (then the default float).
fn wrap_scalar(v: &Value, other: DType) -> Result<Tensor, PyErr> {
    let (data, dtype) = match v {
        Value::Bool(b) => (
            HostData::Bool(vec![*b]),
            if other == DType::Bool {
                DType::Bool
            } else {
                other
            },
        ),
        Value::Int(i) => {
            if other == DType::Bool {
                (HostData::I64(vec![*i]), DType::Int64)
            } else if other.is_floating() {
                (HostData::F32(vec![*i as f32]), other)
            } else {
                (HostData::I64(vec![*i]), other)
            }
        }
        Value::Float(f) => {
            if other.is_floating() {
                match other {
                    DType::Float64 => (HostData::F64(vec![*f]), other),
                    d => (HostData::F32(vec![super::creation::round_to(*f, d)]), d),
                }
            } else {
                (HostData::F32(vec![*f as f32]), DType::Float32)
            }
        }
        other => {
            return Err(PyErr::type_error(format!(
                "unsupported operand type: 'Tensor' and '{}'",
                other.type_name()
            )))
        }
    };
    let host = match (&data, dtype) {
        (HostData::I64(v), DType::Int32) => HostData::I32(v.iter().map(|&x| x as i32).collect()),
        _ => data,
    };
    Ok(Tensor::from_host(host, dtype, vec![]))
}

/// Both operands as tensors (scalars wrapped), and the device of the result.
fn operands(a: &Value, b: &Value) -> Result<(Tensor, Tensor, Device), PyErr> {
    match (a, b) {
        (Value::Torch(TorchValue::Tensor(x)), Value::Torch(TorchValue::Tensor(y))) => {
            Ok((x.tensor.clone(), y.tensor.clone(), x.device))
        }
        (Value::Torch(TorchValue::Tensor(x)), s) => Ok((
            x.tensor.clone(),
            wrap_scalar(s, x.tensor.dtype())?,
            x.device,
        )),
        (s, Value::Torch(TorchValue::Tensor(y))) => Ok((
            wrap_scalar(s, y.tensor.dtype())?,
            y.tensor.clone(),
            y.device,
        )),
        _ => Err(PyErr::type_error("expected a Tensor operand")),
    }
}

/// The dtype of `a op b`: a 0-d operand (a wrapped scalar) does not widen a dimensioned tensor of the
/// same category, as in PyTorch.
fn result_dtype(a: &Tensor, b: &Tensor) -> DType {
    let cat = |d: DType| {
        if d.is_floating() {
            2
        } else if d == DType::Bool {
            0
        } else {
            1
        }
    };
    let (da, db) = (a.dtype(), b.dtype());
    match (a.shape.is_empty(), b.shape.is_empty()) {
        (false, true) if cat(da) >= cat(db) => da,
        (true, false) if cat(db) >= cat(da) => db,
        _ => promote(da, db),
    }
}

fn access(t: &Tensor, out: &[usize]) -> Access {
    broadcast_access(&t.shape, &t.strides, t.offset, out)
}

fn elementwise(ctx: &mut Ctx, op: BinaryOp, a: &Value, b: &Value) -> NativeResult {
    let (x, y, device) = operands(a, b)?;
    let shape = broadcast_shapes(&x.shape, &y.shape)?;
    let mut dtype = result_dtype(&x, &y);
    if op == BinaryOp::Div && !dtype.is_floating() {
        dtype = DType::Float32;
    }
    if dtype == DType::Bool && op != BinaryOp::Maximum && op != BinaryOp::Minimum {
        return Err(PyErr::unsupported("arithmetic on bool tensors").into());
    }
    let kernel = Kernel::Binary {
        op,
        a: access(&x, &shape),
        b: access(&y, &shape),
        shape: shape.clone(),
    };
    let line = ctx.span.line;
    let out = ctx
        .torch
        .dispatcher
        .execute(op.name(), kernel, &[&x, &y], dtype, shape, line)?;
    Ok(tensor_value(out, device))
}

pub(super) fn binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value) -> NativeResult {
    let bop = match op {
        BinOp::Add => BinaryOp::Add,
        BinOp::Sub => BinaryOp::Sub,
        BinOp::Mul => BinaryOp::Mul,
        BinOp::Div => BinaryOp::Div,
        BinOp::MatMul => return matmul(ctx, a, b),
        other => {
            return Err(
                PyErr::unsupported(&format!("the tensor operator '{}'", other.symbol())).into(),
            );
        }
    };
    elementwise(ctx, bop, a, b)
}

pub(super) fn unary_op(ctx: &mut Ctx, op: UnaryOp, t: &Rc<TensorObj>) -> NativeResult {
    let x = &t.tensor;
    let kernel = Kernel::Unary {
        op,
        shape: x.shape.clone(),
        a: Access {
            strides: x.strides.clone(),
            offset: x.offset,
        },
    };
    if x.dtype() == DType::Bool && op != UnaryOp::Copy {
        return Err(PyErr::unsupported(&format!("{} on bool tensors", op.name())).into());
    }
    let line = ctx.span.line;
    let out =
        ctx.torch
            .dispatcher
            .execute(op.name(), kernel, &[x], x.dtype(), x.shape.clone(), line)?;
    Ok(tensor_value(out, t.device))
}

pub(super) fn unary(ctx: &mut Ctx, op: code::UnaryOp, a: &Value) -> NativeResult {
    let t = as_tensor(a, "unary op")?.clone();
    match op {
        code::UnaryOp::Neg => unary_op(ctx, UnaryOp::Neg, &t),
        code::UnaryOp::Pos => Ok(a.clone()),
        _ => Err(PyErr::unsupported("'~' on tensors").into()),
    }
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
    let (x, y, device) = operands(a, b)?;
    let shape = broadcast_shapes(&x.shape, &y.shape)?;
    let kernel = Kernel::Compare {
        op: cop,
        a: access(&x, &shape),
        b: access(&y, &shape),
        shape: shape.clone(),
    };
    let line = ctx.span.line;
    let out =
        ctx.torch
            .dispatcher
            .execute(cop.name(), kernel, &[&x, &y], DType::Bool, shape, line)?;
    Ok(tensor_value(out, device))
}

/// A contiguous copy of `t` (itself when already contiguous), through a copy kernel.
fn contiguous(ctx: &mut Ctx, t: &Tensor) -> Result<Tensor, Flow> {
    if t.is_contiguous() && t.offset == 0 && t.storage.len == t.numel() {
        return Ok(t.clone());
    }
    let kernel = Kernel::Unary {
        op: UnaryOp::Copy,
        shape: t.shape.clone(),
        a: Access {
            strides: t.strides.clone(),
            offset: t.offset,
        },
    };
    let line = ctx.span.line;
    ctx.torch
        .dispatcher
        .execute("contiguous", kernel, &[t], t.dtype(), t.shape.clone(), line)
}

pub(super) fn matmul(ctx: &mut Ctx, a: &Value, b: &Value) -> NativeResult {
    let x = as_tensor(a, "matmul")?.clone();
    let y = as_tensor(b, "matmul")?.clone();
    let (xs, ys) = (&x.tensor.shape, &y.tensor.shape);
    if xs.len() != 2 || ys.len() != 2 {
        return Err(PyErr::unsupported("matmul of tensors that are not both 2-D").into());
    }
    if xs[1] != ys[0] {
        return Err(PyErr::runtime_error(format!(
            "mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})",
            xs[0], xs[1], ys[0], ys[1]
        ))
        .into());
    }
    if x.tensor.dtype() != y.tensor.dtype() {
        return Err(PyErr::runtime_error(format!(
            "expected m1 and m2 to have the same dtype, but got: {} != {}",
            dtype_cpp_name(x.tensor.dtype()),
            dtype_cpp_name(y.tensor.dtype())
        ))
        .into());
    }
    let (m, k, n) = (xs[0], xs[1], ys[1]);
    let xc = contiguous(ctx, &x.tensor)?;
    let yc = contiguous(ctx, &y.tensor)?;
    let line = ctx.span.line;
    let dtype = x.tensor.dtype();
    let out = ctx.torch.dispatcher.execute(
        "mm",
        Kernel::Matmul { m, k, n },
        &[&xc, &yc],
        dtype,
        vec![m, n],
        line,
    )?;
    Ok(tensor_value(out, x.device))
}

fn dtype_cpp_name(d: DType) -> &'static str {
    match d {
        DType::Float32 => "float",
        DType::Float64 => "double",
        DType::Float16 => "c10::Half",
        DType::BFloat16 => "c10::BFloat16",
        DType::Int64 => "long int",
        DType::Int32 => "int",
        DType::Bool => "bool",
    }
}

pub(super) fn sum(ctx: &mut Ctx, t: &Rc<TensorObj>) -> NativeResult {
    let x = contiguous(ctx, &t.tensor)?;
    // Integer sums accumulate in int64, as PyTorch's do.
    let dtype = match x.dtype() {
        DType::Bool | DType::Int32 | DType::Int64 => DType::Int64,
        d => d,
    };
    let line = ctx.span.line;
    let out = ctx.torch.dispatcher.execute(
        "sum",
        Kernel::SumAll { n: x.numel() },
        &[&x],
        dtype,
        vec![],
        line,
    )?;
    Ok(tensor_value(out, t.device))
}

pub(super) fn relu_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = as_tensor(a.get(0, "input").unwrap_or(&Value::None), "relu")?.clone();
    unary_op(ctx, UnaryOp::Relu, &t)
}

fn matmul_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (x, y) = pair(a, "matmul")?;
    matmul(ctx, x, y)
}

fn sum_fn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() > 1 || a.kwarg("dim").is_some() {
        return Err(PyErr::unsupported("sum over a dimension").into());
    }
    let t = as_tensor(a.get(0, "input").unwrap_or(&Value::None), "sum")?.clone();
    sum(ctx, &t)
}
