//! The tensor method table: name -> native (the receiver is argument 0). A mechanical table.

use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, UnaryOp};
use tpu_emu::tensor::view::{infer_shape, wrap_dim};
use tpu_emu::tensor::DType;
use tpu_emu::trace::MaterializationReason;
use tpu_lang::code::BinOp;
use tpu_lang::native::{Args, Ctx, Flow, NativeFn, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use super::views::{detach, flattened_shape, View};
use super::{cast, item, receiver, size_value, tolist_value};
use crate::autograd::record::value;
use crate::{kernels, ops, reduce, TensorObj, TorchValue};

fn int_arg(v: &Value, what: &str) -> Result<i64, PyErr> {
    match v {
        Value::Int(i) => Ok(*i),
        other => Err(PyErr::type_error(format!(
            "{what}(): argument must be int, not {}",
            other.type_name()
        ))),
    }
}

/// Sizes given as `f(2, 3)` or `f((2, 3))`, possibly with `-1`.
fn shape_args(a: &Args, what: &str) -> Result<Vec<i64>, PyErr> {
    let items: Vec<Value> = match &a.pos[1..] {
        [one @ (Value::Tuple(_) | Value::List(_))] => tpu_lang::builtins::iterate(one)?,
        [one] if matches!(crate::torch_of(one), Some(TorchValue::Size(_))) => {
            tpu_lang::builtins::iterate(one)?
        }
        rest => rest.to_vec(),
    };
    items.iter().map(|v| int_arg(v, what)).collect()
}

fn dims_args(a: &Args, ndim: usize, what: &str) -> Result<Vec<usize>, PyErr> {
    shape_args(a, what)?
        .into_iter()
        .map(|d| Ok(wrap_dim(d, ndim)?))
        .collect()
}

fn reshape_like(ctx: &mut Ctx, a: &Args, strict_view: bool) -> NativeResult {
    let t = receiver(a)?;
    let name = if strict_view { "view" } else { "reshape" };
    if a.pos.len() == 2 && crate::dtype_of(&a.pos[1]).is_some() {
        return Err(PyErr::unsupported("view(dtype)").into());
    }
    let shape = infer_shape(&shape_args(a, name)?, t.tensor.numel())?;
    let v = View::new(ctx, &t);
    Ok(value(if strict_view {
        v.view(&shape)?
    } else {
        v.reshape(&shape)?
    }))
}

/// The shape of argument 1, `other` (`view_as`, `reshape_as`, `expand_as`).
fn other_shape(a: &Args, name: &str) -> Result<Vec<usize>, PyErr> {
    let none = Value::None;
    let other = crate::as_tensor(a.get(1, "other").unwrap_or(&none), name)?;
    Ok(other.tensor.shape.clone())
}

fn unary_method(ctx: &mut Ctx, a: &Args, op: UnaryOp) -> NativeResult {
    Ok(value(ops::unary(ctx, op, &receiver(a)?)?))
}

/// Argument 1 of a method, positional or by its keyword `name`.
fn second<'a>(a: &'a Args, name: &str) -> Result<&'a Value, PyErr> {
    a.get(1, name).ok_or_else(|| {
        PyErr::type_error(format!(
            "missing 1 required positional arguments: \"{name}\""
        ))
    })
}

/// `t.add(x)`, `t.mul(x)`: the operator with argument 1 (`alpha=` scales it for add and sub,
/// `rounding_mode=` rounds a division).
fn op_method(ctx: &mut Ctx, a: &Args, op: BinOp) -> NativeResult {
    op_method_named(ctx, a, op, "other")
}

/// As `op_method`, with argument 1's keyword `name` (`exponent`, `mat2`, `vec`, `tensor`).
fn op_method_named(ctx: &mut Ctx, a: &Args, op: BinOp, name: &str) -> NativeResult {
    if matches!(op, BinOp::Add | BinOp::Sub) {
        let what = if op == BinOp::Add { "add" } else { "sub" };
        let (x, other, alpha) = ops::alpha_pair(a, what)?;
        let scaled = ops::scaled_by_alpha(ctx, x, other, alpha)?;
        return ops::binary(ctx, op, x, &scaled);
    }
    let other = second(a, name)?;
    match op {
        BinOp::Div => ops::div_rounding(ctx, &a.pos[0], other, a.kwarg("rounding_mode")),
        _ => ops::binary(ctx, op, &a.pos[0], other),
    }
}

/// `t.add_(x)`: the in-place operator (`alpha=` for add_ and sub_, `rounding_mode=` for div_).
fn inplace_method(ctx: &mut Ctx, a: &Args, op: BinOp) -> NativeResult {
    let other = second(a, "other")?;
    let t = receiver(a)?;
    match (op, a.kwarg("rounding_mode")) {
        (BinOp::Div, Some(Value::Str(s))) if &**s == "floor" => {
            return ops::binary_inplace(ctx, BinOp::FloorDiv, &t, other)
        }
        (BinOp::Div, Some(mode)) if !matches!(mode, Value::None) => {
            // Computed out of place, then written back: a trunc division has no gradient, but
            // the write would not be recorded, so a tensor in a graph is refused by name.
            if t.requires_grad.get() {
                return Err(PyErr::new(
                    "NotImplementedError",
                    "Tensor.div_: the keyword argument 'rounding_mode' on a tensor that requires grad is not supported in the playground yet",
                )
                .into());
            }
            let r = ops::div_rounding(ctx, &a.pos[0], other, Some(mode))?;
            let r = crate::as_tensor(&r, "div_")?.clone();
            ops::check_inplace(ctx, &t)?;
            kernels::broadcast_check(&r.tensor.shape, &t.tensor.shape)?;
            kernels::assign(ctx, &t.tensor, &r.tensor)?;
            return Ok(value(t));
        }
        _ => {}
    }
    if matches!(op, BinOp::Add | BinOp::Sub) {
        let what = if op == BinOp::Add { "add_" } else { "sub_" };
        let (_, other, alpha) = ops::alpha_pair(a, what)?;
        if let Some(alpha) = alpha {
            let scaled = ops::scaled_by_alpha(ctx, &value(t.clone()), other, Some(alpha))?;
            return ops::binary_inplace(ctx, op, &t, &scaled);
        }
        return ops::binary_inplace(ctx, op, &t, other);
    }
    ops::binary_inplace(ctx, op, &t, other)
}

/// `t.fill_(v)` (`node` FillBackward2) and `t.zero_()` (ZeroBackward0): recorded where `t` is a
/// result in the graph, as PyTorch's (its earlier history gets a zero gradient).
fn fill(ctx: &mut Ctx, t: &Rc<TensorObj>, v: f64, node: &'static str) -> NativeResult {
    if ops::needs_rebase(ctx, t) {
        crate::index::overwrite_recorded(ctx, t, &Value::Float(v), node)?;
        return Ok(value(t.clone()));
    }
    ops::check_inplace(ctx, t)?;
    kernels::assign(ctx, &t.tensor, &kernels::scalar(v, t.tensor.dtype()))?;
    Ok(value(t.clone()))
}

fn number(v: Option<&Value>, what: &str) -> Result<f64, PyErr> {
    match v {
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(Value::Float(f)) => Ok(*f),
        Some(Value::Bool(b)) => Ok(*b as u8 as f64),
        _ => Err(PyErr::type_error(format!(
            "{what}(): argument 'value' must be Number"
        ))),
    }
}

/// Tensor method `name`, checking its keyword arguments (`crate::signatures`) on every call.
pub fn method_fn(name: &str) -> Option<NativeFn> {
    let f = crate::signatures::method_wrapper(name);
    debug_assert!(
        f.is_some() || raw_method_fn(name).is_none(),
        "Tensor.{name} has no keyword signature in signatures.rs"
    );
    f
}

/// Tensor method `name` as written, without the keyword check.
pub fn raw_method_fn(name: &str) -> Option<NativeFn> {
    if let Some(f) = crate::pointwise::method(name) {
        return Some(f);
    }
    if let Some((_, f)) = reduce::REDUCTIONS
        .iter()
        .chain(crate::select::METHODS)
        .chain(crate::scatter::METHODS)
        .find(|(n, _)| *n == name)
    {
        return Some(*f);
    }
    Some(match name {
        "item" => |ctx, a| item(ctx, &receiver(a)?, MaterializationReason::ScalarConversion),
        "tolist" => |ctx, a| tolist_value(ctx, &receiver(a)?),
        "numel" | "nelement" => |_, a| Ok(Value::Int(receiver(a)?.tensor.numel() as i64)),
        "dim" | "ndimension" => |_, a| Ok(Value::Int(receiver(a)?.tensor.shape.len() as i64)),
        "size" => |_, a| {
            let t = receiver(a)?;
            match a.get(1, "dim") {
                None => Ok(size_value(&t.tensor.shape)),
                Some(d) => {
                    let d = int_arg(d, "size")?;
                    if t.tensor.shape.is_empty() {
                        return Err(no_dims(d).into());
                    }
                    let j = wrap_dim(d, t.tensor.shape.len())?;
                    Ok(Value::Int(t.tensor.shape[j] as i64))
                }
            }
        },
        "is_contiguous" => super::layout::is_contiguous_method,
        "stride" => |_, a| {
            let t = receiver(a)?;
            let strides = super::layout::strides(&t.tensor)?;
            match a.get(1, "dim") {
                None => Ok(Value::tuple(strides.into_iter().map(Value::Int).collect())),
                Some(d) => {
                    let d = int_arg(d, "stride")?;
                    if t.tensor.shape.is_empty() {
                        return Err(no_dims(d).into());
                    }
                    Ok(Value::Int(strides[wrap_dim(d, t.tensor.shape.len())?]))
                }
            }
        },
        // Where the view starts in its storage (declined where `stride()` is: the storage's
        // layout may not be PyTorch's).
        "storage_offset" => |_, a| {
            let t = receiver(a)?;
            super::layout::strides(&t.tensor)?;
            Ok(Value::Int(t.tensor.offset as i64))
        },
        // An address in no real memory but with a real one's properties: equal for tensors that
        // start at the same element of one storage, apart by `offset * element_size` within one,
        // distinct across storages (each storage's own 4 GiB window, by its id).
        "data_ptr" => |_, a| {
            let t = receiver(a)?;
            let base = 0x7f00_0000_0000u64.wrapping_add((t.tensor.storage.id & 0x3f_ffff) << 32);
            let at = base + (t.tensor.offset * t.tensor.dtype().size()) as u64;
            Ok(Value::Int(at as i64))
        },
        "is_floating_point" => |_, a| Ok(Value::Bool(receiver(a)?.tensor.dtype().is_floating())),
        "is_signed" => |_, a| Ok(Value::Bool(receiver(a)?.tensor.dtype().is_signed())),
        "element_size" => |_, a| Ok(Value::Int(receiver(a)?.tensor.dtype().size() as i64)),
        "float" => |ctx, a| super::layout::convert(ctx, a, DType::Float32, "float"),
        "double" => |ctx, a| super::layout::convert(ctx, a, DType::Float64, "double"),
        "half" => |ctx, a| super::layout::convert(ctx, a, DType::Float16, "half"),
        "bfloat16" => |ctx, a| super::layout::convert(ctx, a, DType::BFloat16, "bfloat16"),
        "long" => |ctx, a| super::layout::convert(ctx, a, DType::Int64, "long"),
        "int" => |ctx, a| super::layout::convert(ctx, a, DType::Int32, "int"),
        "short" => |ctx, a| super::layout::convert(ctx, a, DType::Int16, "short"),
        "char" => |ctx, a| super::layout::convert(ctx, a, DType::Int8, "char"),
        "byte" => |ctx, a| super::layout::convert(ctx, a, DType::UInt8, "byte"),
        "bool" => |ctx, a| super::layout::convert(ctx, a, DType::Bool, "bool"),
        "to" => super::to,
        "cpu" => |ctx, a| {
            let mut args = Args {
                pos: a.pos.clone(),
                kw: a
                    .kw
                    .iter()
                    .filter(|(k, _)| &**k == "memory_format")
                    .cloned()
                    .collect(),
            };
            args.pos.truncate(1);
            args.pos.push(Value::str("cpu"));
            super::to(ctx, &args)
        },
        "view" => |ctx, a| reshape_like(ctx, a, true),
        // `unfold(dimension, size, step)`: every window of `size` along `dimension`, `step` apart,
        // as a new last dimension; a view (overlapping windows share elements, and the backward
        // adds each window's gradient back onto them).
        "unfold" => |ctx, a| {
            let t = receiver(a)?;
            let nd = t.tensor.shape.len();
            let arg = |i: usize, name: &str| -> Result<i64, PyErr> {
                int_arg(a.get(i, name).unwrap_or(&Value::None), "unfold")
            };
            let dim = wrap_dim(arg(1, "dimension")?, nd)?;
            let (size, step) = (arg(2, "size")?, arg(3, "step")?);
            let len = if nd == 0 { 1 } else { t.tensor.shape[dim] };
            if size < 0 {
                return Err(
                    PyErr::runtime_error(format!("size is {size} but must be >= 0")).into(),
                );
            }
            if size as usize > len {
                return Err(PyErr::runtime_error(format!(
                    "maximum size for tensor at dimension {dim} is {len} but size is {size}"
                ))
                .into());
            }
            if step <= 0 {
                return Err(PyErr::runtime_error(format!("step is {step} but must be > 0")).into());
            }
            let (size, step) = (size as usize, step as usize);
            let f = move |x: &tpu_emu::tensor::Tensor| {
                let (mut shape, mut strides) = (x.shape.clone(), x.strides.clone());
                if shape.is_empty() {
                    return x.as_view(vec![size], vec![1], x.offset);
                }
                let stride = strides[dim];
                shape[dim] = (shape[dim] - size) / step + 1;
                strides[dim] = stride * step as isize;
                shape.push(size);
                strides.push(stride);
                x.as_view(shape, strides, x.offset)
            };
            Ok(value(
                View::new(ctx, &t).custom("UnfoldBackward0", Rc::new(f))?,
            ))
        },
        "unflatten" => |ctx, a| {
            let t = receiver(a)?;
            let nd = t.tensor.shape.len();
            let dim = wrap_dim(
                int_arg(a.get(1, "dim").unwrap_or(&Value::None), "unflatten")?,
                nd,
            )?;
            let sizes = match a.get(2, "sizes") {
                Some(v) => tpu_lang::builtins::iterate(v)?
                    .iter()
                    .map(|s| int_arg(s, "unflatten"))
                    .collect::<Result<Vec<i64>, PyErr>>()?,
                None => {
                    return Err(PyErr::type_error(
                        "unflatten() missing required argument 'sizes' (pos 2)",
                    )
                    .into())
                }
            };
            if sizes.is_empty() {
                return Err(PyErr::runtime_error("unflatten: sizes must be non-empty").into());
            }
            if t.tensor.shape.is_empty() {
                return Err(PyErr::runtime_error(format!(
                    "unflatten got an unexpected error:\n{}",
                    no_dims(dim as i64).message
                ))
                .into());
            }
            let n = t.tensor.shape[dim];
            let known: i64 = sizes.iter().filter(|&&s| s != -1).product();
            let inferred = sizes.iter().filter(|&&s| s == -1).count();
            let fits =
                match inferred {
                    0 => known == n as i64,
                    1 => known != 0 && n as i64 % known == 0,
                    _ => return Err(PyErr::runtime_error(
                        "unflatten got an unexpected error:\nonly one dimension can be inferred",
                    )
                    .into()),
                };
            if !fits {
                let list: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
                return Err(PyErr::runtime_error(format!(
                    "unflatten: Provided sizes [{}] don't multiply up to the size of dim {dim} ({n}) in the input tensor",
                    list.join(", ")
                ))
                .into());
            }
            let part = infer_shape(&sizes, n)?;
            let mut shape = t.tensor.shape[..dim].to_vec();
            shape.extend(part);
            shape.extend_from_slice(&t.tensor.shape[dim + 1..]);
            Ok(value(View::new(ctx, &t).view(&shape)?))
        },
        "type" => |ctx, a| {
            let t = receiver(a)?;
            let name = type_string;
            let to = match (
                a.get(1, "dtype"),
                a.get(1, "dtype").and_then(crate::dtype_of),
            ) {
                (None | Some(Value::None), _) => return Ok(Value::str(name(t.tensor.dtype()))),
                (_, Some(d)) => d,
                (Some(Value::Str(s)), _) => {
                    match DType::ALL.into_iter().find(|&d| name(d) == &**s) {
                        Some(d) => d,
                        None if s.starts_with("torch.") && s.ends_with("Tensor") => {
                            return Err(
                                crate::rng::not_implemented(&format!("Tensor.type('{s}')")).into()
                            )
                        }
                        None => {
                            return Err(PyErr::value_error(format!("invalid type: '{s}'")).into())
                        }
                    }
                }
                // A legacy tensor type (`torch.ByteTensor`, torch/_tensortypes.py): its dtype.
                (Some(v @ Value::Class(_)), _) => {
                    match tpu_lang::attr::getattr(v, "dtype")
                        .ok()
                        .as_ref()
                        .and_then(crate::dtype_of)
                    {
                        Some(d) => d,
                        _ => {
                            return Err(PyErr::type_error(
                                "dtype must be a type, str, or dtype object",
                            )
                            .into())
                        }
                    }
                }
                _ => {
                    return Err(
                        PyErr::type_error("dtype must be a type, str, or dtype object").into(),
                    )
                }
            };
            Ok(value(cast(ctx, &t, to)?))
        },
        "reshape" => |ctx, a| reshape_like(ctx, a, false),
        // PyTorch's `self.view(other.size())` and `self.reshape(other.size())`.
        "view_as" => |ctx, a| {
            let (t, shape) = (receiver(a)?, other_shape(a, "view_as")?);
            Ok(value(View::new(ctx, &t).view(&shape)?))
        },
        "reshape_as" => |ctx, a| {
            let (t, shape) = (receiver(a)?, other_shape(a, "reshape_as")?);
            Ok(value(View::new(ctx, &t).reshape(&shape)?))
        },
        "flatten" => |ctx, a| {
            let t = receiver(a)?;
            let nd = t.tensor.shape.len();
            let start = match a.get(1, "start_dim") {
                Some(v) => wrap_dim(int_arg(v, "flatten")?, nd)?,
                None => 0,
            };
            let end = match a.get(2, "end_dim") {
                Some(v) => wrap_dim(int_arg(v, "flatten")?, nd)?,
                None => nd.max(1) - 1,
            };
            if start > end {
                return Err(PyErr::runtime_error(
                    "flatten() has invalid args: start_dim cannot come after end_dim",
                )
                .into());
            }
            let shape = flattened_shape(&t.tensor.shape, start, end);
            if shape == t.tensor.shape {
                return Ok(value(t));
            }
            Ok(value(View::new(ctx, &t).reshape(&shape)?))
        },
        "as_strided" => super::strided::as_strided,
        "permute" => |ctx, a| {
            let t = receiver(a)?;
            let nd = t.tensor.shape.len();
            // PyTorch's order of checks: the count (its message does name sparse_coo), then
            // each dim's range, then repeats.
            let given = shape_args(a, "permute")?;
            if given.len() != nd {
                return Err(PyErr::runtime_error(format!(
                    "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = {nd} is not equal to len(dims) = {}",
                    given.len()
                ))
                .into());
            }
            let dims = dims_args(a, nd, "permute")?;
            let mut sorted = dims.clone();
            tpu_emu::sort::sort(&mut sorted);
            if sorted.windows(2).any(|w| w[0] == w[1]) {
                return Err(
                    PyErr::runtime_error("permute(): duplicate dims are not allowed.").into(),
                );
            }
            Ok(value(View::new(ctx, &t).permute(dims)?))
        },
        "transpose" | "swapaxes" => |ctx, a| {
            let t = receiver(a)?;
            let nd = t.tensor.shape.len();
            let d0 = wrap_dim(
                int_arg(a.get(1, "dim0").unwrap_or(&Value::None), "transpose")?,
                nd,
            )?;
            let d1 = wrap_dim(
                int_arg(a.get(2, "dim1").unwrap_or(&Value::None), "transpose")?,
                nd,
            )?;
            Ok(value(View::new(ctx, &t).transpose(
                d0,
                d1,
                "TransposeBackward0",
            )?))
        },
        "t" => |ctx, a| {
            let t = receiver(a)?;
            match t.tensor.shape.len() {
                0 | 1 => Ok(value(t)),
                2 => Ok(value(View::new(ctx, &t).transpose(0, 1, "TBackward0")?)),
                n => Err(PyErr::runtime_error(format!(
                    "t() expects a tensor with <= 2 dimensions, but self is {n}D"
                ))
                .into()),
            }
        },
        "unsqueeze" => |ctx, a| {
            let t = receiver(a)?;
            let d = int_arg(a.get(1, "dim").unwrap_or(&Value::None), "unsqueeze")?;
            let dim = wrap_dim(d, t.tensor.shape.len() + 1)?;
            Ok(value(View::new(ctx, &t).unsqueeze(dim)?))
        },
        "squeeze" => |ctx, a| {
            let t = receiver(a)?;
            match a.get(1, "dim") {
                None => Ok(value(View::new(ctx, &t).squeeze_all()?)),
                Some(d @ (Value::Tuple(_) | Value::List(_))) => {
                    let nd = t.tensor.shape.len();
                    let mut dims = Vec::new();
                    let items: Vec<Value> = match d {
                        Value::Tuple(t) => t.to_vec(),
                        Value::List(l) => l.borrow().clone(),
                        _ => Vec::new(),
                    };
                    for x in items {
                        let dim = wrap_dim(int_arg(&x, "squeeze")?, nd)?;
                        if dims.contains(&dim) {
                            return Err(PyErr::runtime_error(format!(
                                "dim {dim} appears multiple times in the list of dims"
                            ))
                            .into());
                        }
                        dims.push(dim);
                    }
                    Ok(value(View::new(ctx, &t).squeeze_dims(dims)?))
                }
                Some(d) => {
                    let dim = wrap_dim(int_arg(d, "squeeze")?, t.tensor.shape.len())?;
                    Ok(value(
                        View::new(ctx, &t).squeeze_dim(dim, "SqueezeBackward1")?,
                    ))
                }
            }
        },
        "expand" => |ctx, a| {
            let t = receiver(a)?;
            let req = shape_args(a, "expand")?;
            if req.len() < t.tensor.shape.len() {
                return Err(PyErr::runtime_error(format!(
                    "expand({}{{{:?}}}, size={:?}): the number of sizes provided ({}) must be greater or equal to the number of dimensions in the tensor ({})",
                    type_string(t.tensor.dtype()),
                    t.tensor.shape,
                    req,
                    req.len(),
                    t.tensor.shape.len()
                ))
                .into());
            }
            let pad = req.len().saturating_sub(t.tensor.shape.len());
            let shape: Vec<usize> = req
                .iter()
                .enumerate()
                .map(|(i, &d)| {
                    if d == -1 && i >= pad {
                        t.tensor.shape[i - pad]
                    } else {
                        d.max(0) as usize
                    }
                })
                .collect();
            Ok(value(View::new(ctx, &t).expand(&shape)?))
        },
        "expand_as" => |ctx, a| {
            let (t, shape) = (receiver(a)?, other_shape(a, "expand_as")?);
            Ok(value(View::new(ctx, &t).expand(&shape)?))
        },
        "narrow" => |ctx, a| {
            let t = receiver(a)?;
            if t.tensor.shape.is_empty() {
                return Err(
                    PyErr::runtime_error("narrow() cannot be applied to a 0-dim tensor.").into(),
                );
            }
            let dim = wrap_dim(
                int_arg(a.get(1, "dim").unwrap_or(&Value::None), "narrow")?,
                t.tensor.shape.len(),
            )?;
            // narrow(dim, start: Tensor, length): a 0-d integer tensor start is read (PyTorch's
            // narrow.Tensor overload does the same `.item()`).
            let start = match a.get(2, "start") {
                Some(v @ Value::Foreign(_)) => match crate::to_python_number(ctx, v, "index")? {
                    Value::Int(i) => i,
                    other => int_arg(&other, "narrow")?,
                },
                other => int_arg(other.unwrap_or(&Value::None), "narrow")?,
            };
            let len = int_arg(a.get(3, "length").unwrap_or(&Value::None), "narrow")?;
            let size = t.tensor.shape[dim] as i64;
            let start = if start < 0 { start + size } else { start };
            if start < 0 || len < 0 || start + len > size {
                return Err(PyErr::runtime_error(format!(
                    "start ({start}) + length ({len}) exceeds dimension size ({size})."
                ))
                .into());
            }
            Ok(value(View::new(ctx, &t).slice(
                dim,
                start as usize,
                len as usize,
                1,
            )?))
        },
        "contiguous" => super::layout::contiguous,
        "clone" => super::layout::clone,
        "detach" => |_, a| Ok(value(detach(&receiver(a)?))),
        // In place: the tensor leaves the graph (a leaf that requires no grad) and is returned.
        "detach_" => |_, a| {
            let t = receiver(a)?;
            *t.grad_fn.borrow_mut() = None;
            t.requires_grad.set(false);
            Ok(value(t))
        },
        "__deepcopy__" => |ctx, a| Ok(value(deep_copy(ctx, &receiver(a)?)?)),
        "__index__" => |ctx, a| crate::to_python_number(ctx, &a.pos[0], "index"),
        "__int__" => |ctx, a| crate::to_python_number(ctx, &a.pos[0], "int"),
        "__float__" => |ctx, a| crate::to_python_number(ctx, &a.pos[0], "float"),
        "requires_grad_" => |_, a| {
            let t = receiver(a)?;
            let on = !matches!(a.get(1, "requires_grad"), Some(Value::Bool(false)));
            super::set_requires_grad(&t, on, super::GradVia::Method)?;
            Ok(value(t))
        },
        "backward" => super::backward,
        "register_hook" => |_, a| {
            let none = Value::None;
            crate::autograd::hooks::register_hook(&receiver(a)?, a.get(1, "hook").unwrap_or(&none))
        },
        "register_post_accumulate_grad_hook" => |_, a| {
            let none = Value::None;
            let hook = a.get(1, "hook").unwrap_or(&none);
            crate::autograd::hooks::register_post_accumulate_grad_hook(&receiver(a)?, hook)
        },
        "retain_grad" => |_, a| crate::autograd::hooks::retain_grad(&receiver(a)?),
        "zero_" => |ctx, a| fill(ctx, &receiver(a)?, 0.0, "ZeroBackward0"),
        "uniform_" => |ctx, a| crate::nn::init::method(ctx, a, false),
        "random_" => crate::rng::random_,
        "exponential_" => crate::rng::exponential_,
        "multinomial" => crate::rng::multinomial,
        "bernoulli" => crate::rng::bernoulli,
        "bernoulli_" => crate::rng::bernoulli_,
        "normal_" => |ctx, a| crate::nn::init::method(ctx, a, true),
        "fill_" => |ctx, a| {
            // A 0-d tensor value is read as its number (`inp.fill_(torch.multinomial(w, 1)[0])`);
            // its gradient (PyTorch's FillBackward3) is not provided: refused when needed.
            if let Some(vt) = a.get(1, "value").and_then(crate::tensor_of) {
                if !vt.tensor.shape.is_empty() {
                    return Err(PyErr::runtime_error(format!(
                        "fill_ only supports 0-dimension value tensor but got tensor with {} dimensions.",
                        vt.tensor.shape.len()
                    ))
                    .into());
                }
                if vt.requires_grad.get() && crate::TorchCtx::torch_ref(ctx).grad_mode.enabled() {
                    return Err(PyErr::unsupported(
                        "Tensor.fill_ with a value tensor that requires grad",
                    )
                    .into());
                }
                let given = a.get(1, "value").cloned().unwrap_or(Value::None);
                let n = crate::to_python_number(ctx, &given, "float")?;
                let v = number(Some(&n), "fill_")?;
                let t = receiver(a)?;
                return fill(ctx, &t, v, "FillBackward2");
            }
            let v = number(a.get(1, "value"), "fill_")?;
            let t = receiver(a)?;
            if let Some(given) = a.get(1, "value") {
                crate::creation::check_fits(given, t.tensor.dtype(), true)?;
            }
            fill(ctx, &t, v, "FillBackward2")
        },
        "copy_" => |ctx, a| {
            let t = receiver(a)?;
            let none = Value::None;
            let src = crate::as_tensor(a.get(1, "other").unwrap_or(&none), "copy_")?;
            let grad_mode = crate::TorchCtx::torch_ref(ctx).grad_mode.enabled();
            if ops::needs_rebase(ctx, &t)
                || (grad_mode && src.requires_grad.get() && !t.requires_grad.get())
            {
                ops::check_overlap(&t.tensor, &src.tensor)?;
                kernels::broadcast_check(&src.tensor.shape, &t.tensor.shape)?;
                crate::index::overwrite_recorded(ctx, &t, &value(src.clone()), "CopyBackwards")?;
                return Ok(value(t));
            }
            ops::check_inplace(ctx, &t)?;
            ops::check_inplace_source(ctx, &t, src)?;
            ops::check_overlap(&t.tensor, &src.tensor)?;
            kernels::broadcast_check(&src.tensor.shape, &t.tensor.shape)?;
            kernels::assign(ctx, &t.tensor, &src.tensor)?;
            Ok(value(t))
        },
        "add_" => |ctx, a| inplace_method(ctx, a, BinOp::Add),
        "sub_" => |ctx, a| inplace_method(ctx, a, BinOp::Sub),
        "mul_" => |ctx, a| inplace_method(ctx, a, BinOp::Mul),
        "div_" => |ctx, a| inplace_method(ctx, a, BinOp::Div),
        "add" => |ctx, a| op_method(ctx, a, BinOp::Add),
        "sub" => |ctx, a| op_method(ctx, a, BinOp::Sub),
        "mul" => |ctx, a| op_method(ctx, a, BinOp::Mul),
        "div" => |ctx, a| op_method(ctx, a, BinOp::Div),
        "pow" => |ctx, a| op_method_named(ctx, a, BinOp::Pow, "exponent"),
        "matmul" => |ctx, a| op_method(ctx, a, BinOp::MatMul),
        "mm" => |ctx, a| {
            ops::mm_check(&a.pos[0], second(a, "mat2")?)?;
            op_method_named(ctx, a, BinOp::MatMul, "mat2")
        },
        "bmm" => |ctx, a| ops::bmm_values(ctx, &a.pos[0], second(a, "mat2")?),
        "dot" => |ctx, a| op_method_named(ctx, a, BinOp::MatMul, "tensor"),
        "mv" => |ctx, a| op_method_named(ctx, a, BinOp::MatMul, "vec"),
        "maximum" => |ctx, a| {
            let (t, o) = (
                receiver(a)?,
                crate::as_tensor(a.get(1, "other").unwrap_or(&Value::None), "maximum")?.clone(),
            );
            Ok(value(ops::tensors_op(ctx, BinaryOp::Maximum, &t, &o)?))
        },
        "minimum" => |ctx, a| {
            let (t, o) = (
                receiver(a)?,
                crate::as_tensor(a.get(1, "other").unwrap_or(&Value::None), "minimum")?.clone(),
            );
            Ok(value(ops::tensors_op(ctx, BinaryOp::Minimum, &t, &o)?))
        },
        "clamp" | "clip" => {
            |ctx, a| ops::clamp(ctx, &receiver(a)?, a.get(1, "min"), a.get(2, "max"))
        }
        "relu" => |ctx, a| unary_method(ctx, a, UnaryOp::Relu),
        "abs" => |ctx, a| unary_method(ctx, a, UnaryOp::Abs),
        "neg" => |ctx, a| unary_method(ctx, a, UnaryOp::Neg),
        "exp" => |ctx, a| unary_method(ctx, a, UnaryOp::Exp),
        "log" => |ctx, a| unary_method(ctx, a, UnaryOp::Log),
        "log1p" => |ctx, a| unary_method(ctx, a, UnaryOp::Log1p),
        "sqrt" => |ctx, a| unary_method(ctx, a, UnaryOp::Sqrt),
        "rsqrt" => |ctx, a| unary_method(ctx, a, UnaryOp::Rsqrt),
        "sin" => |ctx, a| unary_method(ctx, a, UnaryOp::Sin),
        "cos" => |ctx, a| unary_method(ctx, a, UnaryOp::Cos),
        "tanh" => |ctx, a| unary_method(ctx, a, UnaryOp::Tanh),
        "sigmoid" => |ctx, a| unary_method(ctx, a, UnaryOp::Sigmoid),
        "sign" => |ctx, a| unary_method(ctx, a, UnaryOp::Sign),
        "reciprocal" => |ctx, a| unary_method(ctx, a, UnaryOp::Reciprocal),
        "square" => |ctx, a| unary_method(ctx, a, UnaryOp::Square),
        "isnan" => |ctx, a| unary_method(ctx, a, UnaryOp::IsNan),
        "isinf" => |ctx, a| unary_method(ctx, a, UnaryOp::IsInf),
        "logical_not" => |ctx, a| unary_method(ctx, a, UnaryOp::LogicalNot),
        "softmax" => |ctx, a| reduce::softmax_native(ctx, a, false),
        "log_softmax" => |ctx, a| reduce::softmax_native(ctx, a, true),
        "cumsum" => reduce::cumsum_native,
        "allclose" => crate::factories::allclose,
        "equal" => crate::factories::equal,
        _ => return None,
    })
}

/// PyTorch's IndexError for a dim given to a 0-d tensor where no dim can be named.
fn no_dims(d: i64) -> PyErr {
    PyErr::new(
        "IndexError",
        format!("Dimension specified as {d} but tensor has no dimensions"),
    )
}

/// `t.type()` of a CPU tensor of this dtype: `torch.FloatTensor`, ...
pub(crate) fn type_string(d: DType) -> &'static str {
    match d {
        DType::Float32 => "torch.FloatTensor",
        DType::Float64 => "torch.DoubleTensor",
        DType::Float16 => "torch.HalfTensor",
        DType::BFloat16 => "torch.BFloat16Tensor",
        DType::Int64 => "torch.LongTensor",
        DType::Int32 => "torch.IntTensor",
        DType::Int16 => "torch.ShortTensor",
        DType::Int8 => "torch.CharTensor",
        DType::UInt8 => "torch.ByteTensor",
        DType::Bool => "torch.BoolTensor",
    }
}

/// `copy.deepcopy(t)`: new storage with the same values, `requires_grad`, Parameter-ness and a
/// copy of `.grad`, as PyTorch's `Tensor.__deepcopy__`; only leaves may be copied.
fn deep_copy(ctx: &mut Ctx, t: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
    if !t.is_leaf() {
        return Err(PyErr::runtime_error(
            "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.  If you were attempting to deepcopy a module, this may be because of a torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001",
        )
        .into());
    }
    let copied = ops::unary(ctx, UnaryOp::Copy, &detach(t))?;
    let out = TensorObj::new(copied.tensor.clone(), copied.device.get());
    out.requires_grad.set(t.requires_grad.get());
    out.is_param.set(t.is_param.get());
    let grad = t.grad.borrow().clone();
    if let Some(g) = grad {
        *out.grad.borrow_mut() = Some(deep_copy(ctx, &detach(&g))?);
    }
    Ok(Rc::new(out))
}
