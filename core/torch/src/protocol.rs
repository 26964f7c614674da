//! What the language asks of torch values: `repr`, `str`, `format`, truthiness, `len`, numbers,
//! calls, operators (with `torch.Size` as a tuple), attributes and items (`t[idx] = v`).

use std::rc::Rc;

use tpu_emu::tensor::format::{tensor_repr, ReprSuffix};
use tpu_emu::tensor::{DType, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::code::{BinOp, CmpOp, UnaryOp};
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::{grad_mode, index, methods, nn, ops, tensor_of, torch_of, TorchCtx};

use crate::{Device, TensorObj, TorchValue};

/// The tensor inside a value, or a TypeError naming what was expected.
pub fn as_tensor<'a>(v: &'a Value, what: &str) -> Result<&'a Rc<TensorObj>, PyErr> {
    tensor_of(v).ok_or_else(|| {
        PyErr::type_error(format!(
            "{what}: expected Tensor as element 0 in argument 0, but got {}",
            v.type_name()
        ))
    })
}

/// `repr(t)` / `str(t)`: PyTorch's exact text, after reading the values.
pub fn repr(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    let t = match torch_of(v) {
        Some(TorchValue::Tensor(t)) => t,
        Some(TorchValue::ReturnTypes(r)) => {
            let mut items = Vec::new();
            for (f, v) in r.fields.iter().zip(&r.values) {
                // A tuple field (histogramdd's bin_edges) shows its tensors' own text.
                let text = match v {
                    Value::Tuple(parts) => {
                        let mut shown = Vec::with_capacity(parts.len());
                        for p in parts.iter() {
                            shown.push(repr(ctx, p)?);
                        }
                        match shown.len() {
                            1 => format!("({},)", shown[0]),
                            _ => format!("({})", shown.join(", ")),
                        }
                    }
                    _ => repr(ctx, v)?,
                };
                items.push(format!("{f}={text}"));
            }
            return Ok(format!(
                "torch.return_types.{}(\n{})",
                r.name,
                items.join(",\n")
            ));
        }
        Some(other) => return Ok(other.repr()),
        None => return Ok(v.repr()),
    };
    if t.tensor.storage.is_shapes_only() {
        return Ok(meta_repr(t));
    }
    let line = ctx.span.line;
    let data = ctx
        .torch()
        .dispatcher
        .read(&t.tensor, MaterializationReason::Print, line)?;
    let suffix = ReprSuffix {
        // PyTorch omits the device for the current device; the playground's current device is tpu:0,
        // and CPU tensors print like PyTorch's CPU tensors, so a program prints the same text as on CPU.
        device: match t.device.get() {
            Device::Tpu(i) if i != 0 => Some(t.device.get().name()),
            _ => None,
        },
        grad_fn: t.grad_fn.borrow().as_ref().map(|n| n.name.to_string()),
        requires_grad: t.requires_grad.get(),
        float64_default: crate::precision::default_float() == DType::Float64,
    };
    let text = tensor_repr(
        &data,
        &t.tensor.shape,
        t.tensor.dtype(),
        &suffix,
        &ctx.torch().print_options,
    );
    Ok(if t.is_param.get() {
        format!("Parameter containing:\n{text}")
    } else {
        text
    })
}

/// A `meta` tensor's repr, as PyTorch prints one: `tensor(..., device='meta', size=(2, 3))`, then
/// a dtype other than the default, then `requires_grad`/`grad_fn`.
fn meta_repr(t: &TensorObj) -> String {
    let dims: Vec<String> = t.tensor.shape.iter().map(|d| d.to_string()).collect();
    let size = match dims.len() {
        1 => format!("({},)", dims[0]),
        _ => format!("({})", dims.join(", ")),
    };
    let mut text = format!("tensor(..., device='meta', size={size}");
    if t.tensor.dtype() != crate::precision::default_float() {
        text.push_str(&format!(", dtype=torch.{}", t.tensor.dtype().name()));
    }
    if let Some(n) = t.grad_fn.borrow().as_ref() {
        text.push_str(&format!(", grad_fn=<{}>", n.name));
    } else if t.requires_grad.get() {
        text.push_str(", requires_grad=True");
    }
    text.push(')');
    if t.is_param.get() {
        format!("Parameter containing:\n{text}")
    } else {
        text
    }
}

/// `format(t, spec)`: PyTorch formats a 0-d tensor as its Python scalar.
/// `format(v, spec)` / f-strings: a 0-dim tensor formats its `item()` (PyTorch's
/// `Tensor.__format__`); anything else is `object.__format__`: `str(v)` for an empty spec, else
/// a TypeError.
pub fn format(ctx: &mut Ctx, v: &Value, spec: &str) -> Result<String, Flow> {
    let t = match tensor_of(v) {
        // PyTorch's `Tensor.__format__` formats a 0-d tensor's item, except a meta tensor's.
        Some(t) if t.tensor.shape.is_empty() && !t.tensor.storage.is_shapes_only() => t,
        _ if spec.is_empty() => return str(ctx, v),
        _ => {
            return Err(PyErr::type_error(format!(
                "unsupported format string passed to {}.__format__",
                v.type_name()
            ))
            .into())
        }
    };
    let scalar = methods::item(ctx, t, MaterializationReason::Print)?;
    Ok(tpu_lang::format_spec::format(&scalar, spec)?)
}

/// `str(v)`: a device's name (`cpu`, `tpu:0`; its repr is `device(type='cpu')`), else the repr.
pub fn str(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    match torch_of(v) {
        Some(TorchValue::Device(d)) => Ok(d.name()),
        _ => repr(ctx, v),
    }
}

pub fn truthy(ctx: &mut Ctx, v: &Value) -> Result<bool, Flow> {
    match torch_of(v) {
        Some(TorchValue::Tensor(_)) => {}
        // A Size is a tuple; every other torch object (dtype, device, module, optimizer) is
        // true, as a Python object without __bool__ or __len__ is.
        Some(TorchValue::Size(s)) => return Ok(!s.is_empty()),
        _ => return Ok(true),
    }
    let t = as_tensor(v, "bool")?;
    if t.tensor.numel() != 1 {
        return Err(PyErr::runtime_error(
            "Boolean value of Tensor with more than one value is ambiguous",
        )
        .into());
    }
    let s = methods::item(ctx, t, MaterializationReason::ControlFlow)?;
    Ok(s.truthy()?)
}

pub fn len(_: &mut Ctx, v: &Value) -> NativeResult {
    match torch_of(v) {
        Some(TorchValue::Size(s)) => return Ok(Value::Int(s.len() as i64)),
        Some(TorchValue::ReturnTypes(r)) => return Ok(Value::Int(r.values.len() as i64)),
        _ => {}
    }
    if let Some(TorchValue::NnModule(m)) = torch_of(v) {
        return Err(
            PyErr::type_error(format!("object of type '{}' has no len()", m.class_name())).into(),
        );
    }
    let t = as_tensor(v, "len")?;
    match t.tensor.shape.first() {
        Some(&n) => Ok(Value::Int(n as i64)),
        None => Err(PyErr::type_error("len() of a 0-d tensor").into()),
    }
}

pub fn to_python_number(ctx: &mut Ctx, v: &Value, kind: &str) -> NativeResult {
    let t = as_tensor(v, kind)?;
    // `__index__` (a list indexed by a tensor): integer tensors of one element only.
    if kind == "index" && (t.tensor.numel() != 1 || t.tensor.dtype().is_floating()) {
        return Err(PyErr::type_error(
            "only integer tensors of a single element can be converted to an index",
        )
        .into());
    }
    if t.tensor.numel() != 1 {
        // (`int(t)`/`float(t)` are ValueError in PyTorch; `t.item()` is the RuntimeError.)
        return Err(PyErr::value_error(
            "only one element tensors can be converted to Python scalars",
        )
        .into());
    }
    let s = methods::item(ctx, t, MaterializationReason::ScalarConversion)?;
    Ok(match (kind, s) {
        ("int", Value::Float(f)) => Value::Int(f.trunc() as i64),
        ("int" | "index", Value::Bool(b)) => Value::Int(b as i64),
        ("float", Value::Int(i)) => Value::Float(i as f64),
        ("float", Value::Bool(b)) => Value::Float(b as u8 as f64),
        (_, s) => s,
    })
}

/// Calling a torch object: a module runs its forward.
pub fn call(ctx: &mut Ctx, callee: &Value, args: &Args) -> NativeResult {
    match torch_of(callee) {
        Some(TorchValue::NnModule(m)) => match nn::user::hooked_call(callee, &args.pos, &args.kw) {
            Some(flow) => Err(flow),
            None => nn::modules::forward(ctx, m, args),
        },
        Some(TorchValue::GradMode(on)) => grad_mode::decorate(ctx, *on, args),
        _ => Err(
            PyErr::type_error(format!("'{}' object is not callable", callee.type_name())).into(),
        ),
    }
}

/// A `torch.Size` as the tuple of ints it is in PyTorch (a tuple subclass); other values as they are.
fn size_as_tuple(v: &Value) -> Option<Value> {
    match torch_of(v) {
        Some(TorchValue::Size(s)) => Some(Value::Tuple(
            s.iter().map(|&d| Value::Int(d as i64)).collect(),
        )),
        _ => None,
    }
}

/// An operator with a `torch.Size` operand works on it as a tuple; `Size + tuple`,
/// `tuple + Size` and `Size * n` are Sizes again, as PyTorch's `__add__`/`__radd__`/`__mul__`
/// make them.
fn size_binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value) -> Option<NativeResult> {
    let (ta, tb) = (size_as_tuple(a), size_as_tuple(b));
    if ta.is_none() && tb.is_none() {
        return None;
    }
    let (a, b) = (
        ta.unwrap_or_else(|| a.clone()),
        tb.unwrap_or_else(|| b.clone()),
    );
    let out = tpu_lang::dunder::binary(ctx, op, &a, &b, false);
    Some(match (op, &out) {
        (BinOp::Add | BinOp::Mul, Ok(Value::Tuple(items))) => {
            let dims: Option<Vec<usize>> = items
                .iter()
                .map(|v| match v {
                    Value::Int(d) if *d >= 0 => Some(*d as usize),
                    _ => None,
                })
                .collect();
            match dims {
                Some(d) => Ok(Value::from(TorchValue::Size(Rc::from(d)))),
                None => out,
            }
        }
        _ => out,
    })
}

pub fn binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value, inplace: bool) -> NativeResult {
    if let Some(out) = size_binary(ctx, op, a, b) {
        return out;
    }
    if inplace {
        if let Some(t) = tensor_of(a) {
            if rebinds(ctx, a, t) {
                return ops::binary(ctx, op, a, b);
            }
            return ops::binary_inplace(ctx, op, t, b);
        }
    }
    ops::binary(ctx, op, a, b)
}

/// `s += x` where `s` is an intermediate result in the autograd graph (`batch_loss += loss`):
/// PyTorch adds in place and rebases `s`'s history. The playground computes `s + x` out of place
/// and the statement rebinds the name to it, which is the same program exactly when nothing else
/// sees `s`'s tensor: no other name or container holds it (the operand is held by the variable,
/// the instruction's stack and this call: 3 references) and no view or `.data` shares its
/// storage (`t` is no view of another tensor either). Otherwise the in-place path refuses by
/// name, as before.
fn rebinds(ctx: &Ctx, a: &Value, t: &Rc<TensorObj>) -> bool {
    let Value::Foreign(held) = a else {
        return false;
    };
    t.requires_grad.get()
        && !t.is_leaf()
        && ctx.torch_ref().grad_mode.enabled()
        && !t.viewed.get()
        && Rc::strong_count(t) == 1
        && match Rc::strong_count(&t.tensor.storage) {
            1 => Rc::strong_count(held) <= 3,
            // A view of another tensor (`v = y[:, 1]; v *= 3`, whose write must reach `y`)
            // only as a temporary, which nothing else sees: `y[:, 1] *= 3`, where the
            // statement's store then writes the new value into `y` (CopySlices).
            _ => Rc::strong_count(held) <= TEMPORARY,
        }
}

/// The references a temporary operand of `op=` has (the instruction's stack and this call).
const TEMPORARY: usize = 2;

pub fn unary(ctx: &mut Ctx, op: UnaryOp, a: &Value) -> NativeResult {
    ops::unary_value(ctx, op, a)
}

pub fn compare(ctx: &mut Ctx, op: CmpOp, a: &Value, b: &Value) -> NativeResult {
    let (ta, tb) = (size_as_tuple(a), size_as_tuple(b));
    if ta.is_some() || tb.is_some() {
        let (a, b) = (
            ta.unwrap_or_else(|| a.clone()),
            tb.unwrap_or_else(|| b.clone()),
        );
        return tpu_lang::dunder::compare(ctx, op, &a, &b);
    }
    // `t == None`, `t != "x"`, `t == [1.0, 2.0]`: Tensor.__eq__ declines what it cannot take as
    // a tensor or a number, and Python's identity comparison answers (False, True for `!=`).
    let plain = |v: &Value| {
        matches!(
            v,
            Value::None | Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Dict(_)
        )
    };
    if matches!(op, CmpOp::Eq | CmpOp::Ne)
        && (crate::tensor_of(a).is_none() || crate::tensor_of(b).is_none())
        && (plain(a) || plain(b))
    {
        return Ok(Value::Bool(op == CmpOp::Ne));
    }
    ops::compare(ctx, op, a, b)
}

pub fn getattr(ctx: &mut Ctx, obj: &Value, name: &str) -> Result<Value, PyErr> {
    methods::getattr(ctx, obj, name)
}

pub fn setattr(ctx: &mut Ctx, obj: &Value, name: &str, v: Value) -> Result<(), PyErr> {
    if let Some(TorchValue::NnModule(m)) = torch_of(obj) {
        return nn::modules::setattr(m, name, &v);
    }
    match (tensor_of(obj), name, &v, tensor_of(&v)) {
        (Some(t), "requires_grad", Value::Bool(b), _) => {
            methods::set_requires_grad(t, *b, methods::GradVia::Attribute)
        }
        (Some(t), "grad", Value::None, _) => {
            *t.grad.borrow_mut() = None;
            Ok(())
        }
        (Some(t), "grad", _, Some(g)) => {
            // PyTorch's checks on an assigned gradient: the tensor's size and dtype.
            if g.tensor.shape != t.tensor.shape {
                return Err(PyErr::runtime_error(format!(
                    "attempting to assign a gradient of size '{:?}' to a tensor of size '{:?}'. \
                     Please ensure that the gradient and the tensor are the same size",
                    g.tensor.shape, t.tensor.shape
                )));
            }
            if g.tensor.dtype() != t.tensor.dtype() {
                return Err(PyErr::runtime_error(format!(
                    "attempting to assign a gradient with dtype '{}' to a tensor with grad_dtype \
                     '{}'. The gradient must match the tensor's grad_dtype (defaults to the \
                     tensor's dtype). You can set the tensor's grad_dtype attribute with a \
                     specific dtype, or None to allow any dtype. Set grad_dtype with caution. \
                     Diverging the dtypes of a tensor and its gradient may break downstream \
                     systems that assume they match.",
                    crate::reduce::matmul::dtype_cpp_name(g.tensor.dtype()),
                    crate::ops::scalar_type_name(t.tensor.dtype())
                )));
            }
            *t.grad.borrow_mut() = Some(g.clone());
            Ok(())
        }
        (Some(_), "grad", other, None) => Err(PyErr::type_error(format!(
            "assigned grad expected to be a Tensor or None but got grad of type {}",
            other.type_name()
        ))),
        (Some(t), "data", _, Some(src)) => {
            // Only a value nothing else can see (a temporary, held by `v` and the instruction's
            // stack): sharing its storage then cannot be observed, so taking its values is the
            // same.
            let temporary = matches!(&v, Value::Foreign(rc) if Rc::strong_count(rc) <= 2)
                && Rc::strong_count(src) == 1;
            set_data(ctx, t, src, temporary)
        }
        _ => Err(PyErr::new(
            "AttributeError",
            format!(
                "attribute '{name}' of '{}' objects is not writable in the playground yet",
                obj.type_name()
            ),
        )),
    }
}

/// `t.data = src`: `t` takes `src`'s values, outside autograd (`W.data += step` ends here with
/// `src` the very alias `W.data` gave, which changed nothing more). PyTorch rebinds `t` to
/// `src`'s storage, shape and dtype included; the playground takes the values of a temporary
/// (`temporary`: nothing but the statement holds it; `unseen`: nor its storage) of the same
/// shape and device, and refuses the rest by name (a later write to a
/// shared `src` would show in PyTorch's `t` and not here). Another dtype (`model.double()`,
/// which keeps each Parameter object, so an optimizer built before it still updates the
/// model's weights) recasts `t`'s storage, when nothing else shares it: a view of it would
/// change dtype under its holder, where PyTorch's keeps the old storage.
fn set_data(ctx: &mut Ctx, t: &TensorObj, src: &TensorObj, temporary: bool) -> Result<(), PyErr> {
    let (dst, from) = (&t.tensor, &src.tensor);
    let unseen = temporary && Rc::strong_count(&from.storage) == 1;
    let whole = |x: &Tensor| x.is_contiguous() && x.storage.len == x.numel();
    if Rc::ptr_eq(&dst.storage, &from.storage) {
        if dst.shape == from.shape && dst.strides == from.strides && dst.offset == from.offset {
            return Ok(());
        }
        // `q.data = q.t()`: PyTorch's `q` takes the view's layout over the same storage. Here a
        // tensor's layout is its own, so the view's values are written in, when only `q` and
        // the view (a temporary) hold the storage: nothing else could see it change.
        if dst.shape == from.shape
            && whole(dst)
            && Rc::strong_count(&dst.storage) == 2
            && temporary
            && t.device.get() == src.device.get()
        {
            let copy = crate::kernels::copy(ctx, from).map_err(|f| match f {
                tpu_lang::native::Flow::Raise(e) => e,
                _ => PyErr::unsupported("assigning .data a view of itself while a read is pending"),
            })?;
            dst.storage.adopt(&copy.storage);
            return Ok(());
        }
        return Err(PyErr::unsupported(
            "assigning .data a view of the same storage of another shape, or one that other names share,",
        ));
    }
    let recast = dst.dtype() != from.dtype();
    if !unseen
        || dst.shape != from.shape
        || (recast && Rc::strong_count(&dst.storage) > 1)
        || t.device.get() != src.device.get()
        || !whole(dst)
        || !whole(from)
    {
        return Err(PyErr::unsupported(
            "assigning .data a tensor that other names or views share, or of another shape or device, \
             or of another dtype while a view or a saved tensor shares the storage,",
        ));
    }
    if !recast {
        dst.storage.adopt(&from.storage);
        return Ok(());
    }
    let line = ctx.span.line;
    let d = &mut ctx.torch().dispatcher;
    d.flush_memory_events();
    dst.storage
        .recast(&from.storage, line)
        .map_err(|e| tpu_emu::dispatch::oom_error(&e).into())
}

/// `torch.Size(sizes=())`: a Size from an iterable of ints.
pub(super) fn new_size(_: &mut Ctx, a: &tpu_lang::native::Args) -> tpu_lang::native::NativeResult {
    a.check_kw("Size", &[])?;
    if a.pos.len() > 1 {
        return Err(PyErr::type_error(format!(
            "Size() takes at most 1 argument ({} given)",
            a.pos.len()
        ))
        .into());
    }
    let items = match a.pos.first() {
        None => Vec::new(),
        Some(v) => tpu_lang::builtins::iterate(v)?,
    };
    let mut dims = Vec::with_capacity(items.len());
    for (i, v) in items.iter().enumerate() {
        match v {
            Value::Int(d) if *d >= 0 => dims.push(*d as usize),
            Value::Int(_) => {
                return Err(crate::rng::not_implemented("torch.Size with a negative size").into());
            }
            other => {
                return Err(PyErr::type_error(format!(
                    "torch.Size() takes an iterable of 'int' (item {i} is '{}')",
                    other.type_name()
                ))
                .into())
            }
        }
    }
    Ok(Value::from(TorchValue::Size(Rc::from(dims))))
}

/// `for row in t`: a tensor whose graph is recorded yields rows that carry it (`t[i]` each, as
/// PyTorch's iteration unbinds with a gradient); any other torch value its plain items.
pub fn iter_rows(ctx: &mut Ctx, v: &Value) -> Result<Vec<Value>, PyErr> {
    match torch_of(v) {
        Some(TorchValue::Tensor(t))
            if t.requires_grad.get()
                && ctx.torch().grad_mode.enabled()
                && !t.tensor.shape.is_empty() =>
        {
            // PyTorch's `__iter__` is `unbind(0)`: each row's node is UnbindBackward0.
            (0..t.tensor.shape[0] as i64)
                .map(|i| match getitem(ctx, v, &Value::Int(i)) {
                    Ok(row) => Ok(match crate::tensor_of(&row) {
                        Some(r) => crate::autograd::record::value(crate::autograd::record::rename(
                            r.clone(),
                            "UnbindBackward0",
                        )),
                        None => row,
                    }),
                    Err(Flow::Raise(e)) => Err(e),
                    Err(_) => Err(PyErr::runtime_error(
                        "internal error: a tensor's row needed a device read",
                    )),
                })
                .collect()
        }
        Some(tv) => tv.iter_values(),
        None => Err(PyErr::type_error(format!(
            "'{}' object is not iterable",
            v.type_name()
        ))),
    }
}

pub fn getitem(ctx: &mut Ctx, obj: &Value, idx: &Value) -> Result<Value, Flow> {
    match torch_of(obj) {
        Some(TorchValue::Size(s)) => {
            if let Value::Slice(sl) = idx {
                // A slice of a Size is a Size (`x.shape[1:]`), as PyTorch's tuple subclass gives.
                let (start, stop, step) = tpu_lang::builtins::slice_indices(sl, s.len())?;
                let mut dims = Vec::new();
                let mut i = start;
                while (step > 0 && i < stop) || (step < 0 && i > stop) {
                    dims.push(s[i as usize]);
                    i += step;
                }
                return Ok(Value::from(TorchValue::Size(Rc::from(dims))));
            }
            let Value::Int(i) = idx else {
                return Err(PyErr::type_error(format!(
                    "tuple indices must be integers or slices, not {}",
                    idx.type_name()
                ))
                .into());
            };
            let n = s.len() as i64;
            let j = if *i < 0 { i + n } else { *i };
            if j < 0 || j >= n {
                return Err(PyErr::new("IndexError", "tuple index out of range").into());
            }
            Ok(Value::Int(s[j as usize] as i64))
        }
        Some(TorchValue::Tensor(t)) => index::getitem(ctx, t, idx),
        // `torch.sort(x)[0]`, `x.max(dim=1)[1]`: the named tuple's fields by position.
        Some(TorchValue::ReturnTypes(r)) => match idx {
            Value::Int(i) => match r.at(*i) {
                Some(v) => Ok(v.clone()),
                None => Err(PyErr::new("IndexError", "tuple index out of range").into()),
            },
            _ => Err(PyErr::type_error(format!(
                "tuple indices must be integers or slices, not {}",
                idx.type_name()
            ))
            .into()),
        },
        _ => Err(
            PyErr::type_error(format!("'{}' object is not subscriptable", obj.type_name())).into(),
        ),
    }
}

/// `t[idx] = v`: an in-place write into the view; may stop for a read, so nothing is written until
/// every value is at hand.
pub fn setitem(ctx: &mut Ctx, obj: &Value, idx: &Value, v: Value) -> Result<(), Flow> {
    match tensor_of(obj) {
        Some(t) => index::setitem(ctx, t, idx, &v),
        None => Err(PyErr::type_error(format!(
            "'{}' object does not support item assignment",
            obj.type_name()
        ))
        .into()),
    }
}
