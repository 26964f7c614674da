//! Tensor attributes and methods (`t.shape`, `t.item()`, `t.sum()`), and basic indexing.

use std::rc::Rc;

use crate::ops::Kernel;
use crate::script::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use crate::script::value::Value;
use crate::script::PyErr;
use crate::tensor::{DType, HostData, Tensor};
use crate::trace::MaterializationReason;

use super::{as_tensor, ops, tensor_value, Device, TensorObj, TorchValue};

/// A Python scalar from a one-element tensor, read from the device.
pub(super) fn item(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    reason: MaterializationReason,
) -> Result<Value, Flow> {
    if t.tensor.numel() != 1 {
        return Err(PyErr::runtime_error(format!(
            "a Tensor with {} elements cannot be converted to Scalar",
            t.tensor.numel()
        ))
        .into());
    }
    let line = ctx.span.line;
    let data = ctx.torch.dispatcher.read(&t.tensor, reason, line)?;
    Ok(scalar(&data, 0))
}

fn scalar(data: &HostData, i: usize) -> Value {
    match data {
        HostData::Bool(v) => Value::Bool(v[i]),
        HostData::I32(v) => Value::Int(v[i] as i64),
        HostData::I64(v) => Value::Int(v[i]),
        HostData::F32(v) => Value::Float(v[i] as f64),
        HostData::F64(v) => Value::Float(v[i]),
    }
}

fn tolist(data: &HostData, shape: &[usize], offset: &mut usize) -> Value {
    match shape.split_first() {
        None => {
            let v = scalar(data, *offset);
            *offset += 1;
            v
        }
        Some((&n, rest)) => Value::list((0..n).map(|_| tolist(data, rest, offset)).collect()),
    }
}

fn method_fn(name: &str) -> Option<crate::script::native::NativeFn> {
    Some(match name {
        "item" => |ctx, a| {
            let t = receiver(a)?;
            item(ctx, &t, MaterializationReason::ScalarConversion)
        },
        "tolist" => |ctx, a| {
            let t = receiver(a)?;
            let line = ctx.span.line;
            let data =
                ctx.torch
                    .dispatcher
                    .read(&t.tensor, MaterializationReason::CpuConversion, line)?;
            Ok(tolist(&data, &t.tensor.shape, &mut 0))
        },
        "sum" => |ctx, a| {
            if a.pos.len() > 1 || a.kwarg("dim").is_some() {
                return Err(PyErr::unsupported("sum over a dimension").into());
            }
            ops::sum(ctx, &receiver(a)?)
        },
        "relu" => |ctx, a| ops::unary_op(ctx, crate::ops::UnaryOp::Relu, &receiver(a)?),
        "abs" => |ctx, a| ops::unary_op(ctx, crate::ops::UnaryOp::Abs, &receiver(a)?),
        "neg" => |ctx, a| ops::unary_op(ctx, crate::ops::UnaryOp::Neg, &receiver(a)?),
        "matmul" | "mm" => {
            |ctx, a| ops::matmul(ctx, &a.pos[0], a.get(1, "other").unwrap_or(&Value::None))
        }
        "numel" => |_, a| Ok(Value::Int(receiver(a)?.tensor.numel() as i64)),
        "dim" => |_, a| Ok(Value::Int(receiver(a)?.tensor.shape.len() as i64)),
        "size" => |_, a| {
            let t = receiver(a)?;
            match a.get(1, "dim") {
                None => Ok(size_value(&t.tensor.shape)),
                Some(Value::Int(d)) => {
                    let nd = t.tensor.shape.len() as i64;
                    let j = if *d < 0 { d + nd } else { *d };
                    if j < 0 || j >= nd {
                        return Err(PyErr::new(
                            "IndexError",
                            format!(
                                "Dimension out of range (expected to be in range of [{}, {}], but got {d})",
                                -nd.max(1),
                                nd.max(1) - 1
                            ),
                        )
                        .into());
                    }
                    Ok(Value::Int(t.tensor.shape[j as usize] as i64))
                }
                Some(other) => Err(PyErr::type_error(format!(
                    "size(): argument 'dim' must be int, not {}",
                    other.type_name()
                ))
                .into()),
            }
        },
        "float" => |ctx, a| cast(ctx, &receiver(a)?, DType::Float32),
        "double" => |ctx, a| cast(ctx, &receiver(a)?, DType::Float64),
        "long" => |ctx, a| cast(ctx, &receiver(a)?, DType::Int64),
        "int" => |ctx, a| cast(ctx, &receiver(a)?, DType::Int32),
        "bool" => |ctx, a| cast(ctx, &receiver(a)?, DType::Bool),
        "cpu" => |_, a| {
            let t = receiver(a)?;
            Ok(tensor_value(t.tensor.clone(), Device::Cpu))
        },
        "to" => |ctx, a| {
            let t = receiver(a)?;
            let mut out = a.pos[0].clone();
            for v in a.pos[1..]
                .iter()
                .chain(a.kwarg("dtype"))
                .chain(a.kwarg("device"))
            {
                out = match v {
                    Value::Torch(TorchValue::DType(d)) => cast(ctx, as_tensor(&out, "to")?, *d)?,
                    Value::Str(s) => {
                        let cur = as_tensor(&out, "to")?;
                        tensor_value(cur.tensor.clone(), Device::parse(s)?)
                    }
                    Value::Torch(TorchValue::Device(d)) => {
                        let cur = as_tensor(&out, "to")?;
                        tensor_value(cur.tensor.clone(), *d)
                    }
                    other => {
                        return Err(PyErr::type_error(format!(
                            "to() received an invalid combination of arguments - got ({})",
                            other.type_name()
                        ))
                        .into())
                    }
                };
            }
            let _ = t;
            Ok(out)
        },
        _ => return None,
    })
}

fn receiver(a: &Args) -> Result<Rc<TensorObj>, PyErr> {
    Ok(as_tensor(&a.pos[0], "method")?.clone())
}

fn size_value(shape: &[usize]) -> Value {
    Value::Torch(TorchValue::Size(Rc::from(shape.to_vec())))
}

fn cast(ctx: &mut Ctx, t: &Rc<TensorObj>, to: DType) -> NativeResult {
    if t.tensor.dtype() == to {
        return Ok(Value::Torch(TorchValue::Tensor(t.clone())));
    }
    let x = &t.tensor;
    let xc = if x.is_contiguous() && x.offset == 0 && x.storage.len == x.numel() {
        x.clone()
    } else {
        let data =
            ctx.torch
                .dispatcher
                .read(x, MaterializationReason::HostFallback, ctx.span.line)?;
        Tensor::from_host(data, x.dtype(), x.shape.clone())
    };
    let line = ctx.span.line;
    let out = ctx.torch.dispatcher.execute(
        "to",
        Kernel::Cast { to, n: xc.numel() },
        &[&xc],
        to,
        x.shape.clone(),
        line,
    )?;
    Ok(tensor_value(out, t.device))
}

pub(super) fn getattr(_: &mut Ctx, obj: &Value, name: &str) -> Result<Value, PyErr> {
    let Value::Torch(tv) = obj else {
        unreachable!("called for torch values only")
    };
    match (tv, name) {
        (TorchValue::Tensor(t), "shape") => Ok(size_value(&t.tensor.shape)),
        (TorchValue::Tensor(t), "dtype") => Ok(Value::Torch(TorchValue::DType(t.tensor.dtype()))),
        (TorchValue::Tensor(t), "device") => Ok(Value::Torch(TorchValue::Device(t.device))),
        (TorchValue::Tensor(t), "ndim") => Ok(Value::Int(t.tensor.shape.len() as i64)),
        (TorchValue::Tensor(_), "requires_grad") => Ok(Value::Bool(false)),
        (TorchValue::Tensor(_), _) => match method_fn(name) {
            Some(f) => Ok(Value::BoundNative(Rc::new((
                obj.clone(),
                Rc::new(NativeFunction {
                    name: name.to_string(),
                    f,
                }),
            )))),
            None => Err(PyErr::attribute_error("Tensor", name)),
        },
        (TorchValue::DType(d), "is_floating_point") => Ok(Value::Bool(d.is_floating())),
        (TorchValue::Device(d), "type") => Ok(Value::str(match d {
            Device::Cpu => "cpu",
            Device::Tpu(_) => "tpu",
        })),
        (other, _) => Err(PyErr::attribute_error(other.type_name(), name)),
    }
}

/// `abs(t)` and other builtins that call a tensor method.
pub fn call_method(ctx: &mut Ctx, v: &Value, name: &str, extra: &[Value]) -> NativeResult {
    let f = method_fn(name).ok_or_else(|| PyErr::attribute_error("Tensor", name))?;
    let mut pos = vec![v.clone()];
    pos.extend_from_slice(extra);
    f(
        ctx,
        &Args {
            pos,
            kw: Vec::new(),
        },
    )
}

/// `t[i]` (integers along leading dimensions): a view sharing storage.
pub(super) fn index(t: &Rc<TensorObj>, idx: &Value) -> Result<Value, PyErr> {
    let ints: Vec<i64> = match idx {
        Value::Int(i) => vec![*i],
        Value::Tuple(items) if items.iter().all(|v| matches!(v, Value::Int(_))) => items
            .iter()
            .map(|v| match v {
                Value::Int(i) => *i,
                _ => unreachable!("checked above"),
            })
            .collect(),
        _ => return Err(PyErr::unsupported("this kind of tensor indexing")),
    };
    let mut view = t.tensor.clone();
    for (dim, i) in ints.into_iter().enumerate() {
        let Some(&size) = view.shape.first() else {
            return Err(PyErr::new(
                "IndexError",
                format!(
                    "too many indices for tensor of dimension {}",
                    t.tensor.shape.len()
                ),
            ));
        };
        let j = if i < 0 { i + size as i64 } else { i };
        if j < 0 || j >= size as i64 {
            return Err(PyErr::new(
                "IndexError",
                format!("index {i} is out of bounds for dimension {dim} with size {size}"),
            ));
        }
        view = view.select0(j as usize);
    }
    Ok(tensor_value(view, t.device))
}
