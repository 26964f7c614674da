//! Tensor attributes and methods (`t.shape`, `t.item()`, `t.view(...)`, `t.backward()`).
//!
//! Methods that are also `torch.*` functions share the native: the receiver is argument 0.

mod layout;
mod strided;
mod table;
pub(crate) use table::type_string;
pub mod views;

use crate::TorchCtx;
use std::rc::Rc;

use tpu_emu::tensor::{DType, HostData, Storage, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use tpu_lang::value::{FastMap, Value};
use tpu_lang::PyErr;

use super::autograd::record::{record, value};
use super::{as_tensor, kernels, Device, TensorObj, TorchValue};

pub use table::{method_fn, raw_method_fn};

/// A Python scalar from a one-element tensor, read from the device.
pub(crate) fn item(
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
    if t.tensor.storage.is_shapes_only() {
        return Err(PyErr::runtime_error("Tensor.item() cannot be called on meta tensors").into());
    }
    let line = ctx.span.line;
    let data = ctx.torch().dispatcher.read(&t.tensor, reason, line)?;
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

pub(super) fn tolist_value(ctx: &mut Ctx, t: &Rc<TensorObj>) -> NativeResult {
    let line = ctx.span.line;
    let data =
        ctx.torch()
            .dispatcher
            .read(&t.tensor, MaterializationReason::CpuConversion, line)?;
    Ok(tolist(&data, &t.tensor.shape, &mut 0))
}

fn receiver(a: &Args) -> Result<Rc<TensorObj>, PyErr> {
    Ok(as_tensor(&a.pos[0], "method")?.clone())
}

fn size_value(shape: &[usize]) -> Value {
    Value::from(TorchValue::Size(Rc::from(shape.to_vec())))
}

/// `.to(dtype)`, `.float()`: a differentiable cast (`ToCopyBackward0`).
/// `t.to(dtype)`, differentiable, for the binding's other modules.
pub(crate) fn cast_obj(ctx: &mut Ctx, t: &Rc<TensorObj>, to: DType) -> Result<Rc<TensorObj>, Flow> {
    cast(ctx, t, to)
}

pub(super) fn cast(ctx: &mut Ctx, t: &Rc<TensorObj>, to: DType) -> Result<Rc<TensorObj>, Flow> {
    if t.tensor.dtype() == to {
        return Ok(t.clone());
    }
    let out = kernels::cast(ctx, &t.tensor, to)?;
    let from = t.tensor.dtype();
    if !to.is_floating() {
        return Ok(Rc::new(TensorObj::new(out, t.device.get())));
    }
    Ok(record(
        ctx,
        out,
        t.device.get(),
        "ToCopyBackward0",
        &[t],
        false,
        move || Box::new(move |ctx, g| Ok(vec![Some(kernels::cast(ctx, g, from)?)])),
    ))
    .inspect(|o| crate::autograd::graph::set(o, || crate::autograd::graph::Graph::Cast(from)))
}

/// The tensor on another device. Both devices are the one emulated chip, so the contents are
/// shared (host data cloned, the device buffer shared); what moves is the HBM accounting: a copy
/// onto `tpu` takes a block of HBM (checked first: too big is PyTorch's out-of-memory error), a
/// copy off it holds none, so dropping the `tpu` tensor frees its HBM as in PyTorch.
fn with_device(ctx: &mut Ctx, t: &Rc<TensorObj>, d: Device) -> Result<Rc<TensorObj>, Flow> {
    if t.device.get() == d {
        return Ok(t.clone());
    }
    if t.tensor.storage.is_shapes_only() {
        return Err(PyErr::new(
            "NotImplementedError",
            "Cannot copy out of meta tensor; no data!",
        )
        .into());
    }
    let to_tpu = matches!(d, Device::Tpu(_) | Device::Meta);
    let mut tensor = t.tensor.clone();
    if d == Device::Meta {
        // PyTorch's copy to meta keeps the shape and drops the values; here it takes HBM.
        if !t.tensor.storage.is_materialized() {
            let line = ctx.span.line;
            ctx.torch()
                .dispatcher
                .cut(tpu_emu::trace::MaterializationReason::CpuConversion, line)?;
        }
        let bytes = (t.tensor.numel() * t.tensor.dtype().size()) as u64;
        let span_line = ctx.span.line;
        let dispatcher = &mut ctx.torch().dispatcher;
        dispatcher.flush_memory_events();
        let block = dispatcher
            .hbm
            .allocate_unbacked(bytes, span_line)
            .map_err(|e| tpu_emu::dispatch::oom_error(&e))?;
        let storage = Storage::shapes_only(t.tensor.dtype(), t.tensor.numel());
        storage.charge(block);
        tensor = Tensor::new(storage, t.tensor.shape.clone());
    } else if moves_off_or_onto_hbm(ctx, t, to_tpu)? {
        // The copy takes the contents as they are now: in Fused mode a recorded op must run first.
        if !t.tensor.storage.is_materialized() {
            let line = ctx.span.line;
            ctx.torch()
                .dispatcher
                .cut(tpu_emu::trace::MaterializationReason::CpuConversion, line)?;
        }
        let block = if to_tpu {
            let bytes = t.tensor.storage.nbytes() as u64;
            let span_line = ctx.span.line;
            let dispatcher = &mut ctx.torch().dispatcher;
            dispatcher.flush_memory_events();
            dispatcher
                .hbm
                .allocate(bytes, span_line)
                .map_err(|e| tpu_emu::dispatch::oom_error(&e))?
        } else {
            None
        };
        let storage = t.tensor.storage.copy_contents();
        storage.charge(block);
        tensor.storage = storage;
    }
    let o = TensorObj::new(tensor, d);
    o.requires_grad.set(t.requires_grad.get());
    *o.grad_fn.borrow_mut() = t.grad_fn.borrow().clone();
    Ok(Rc::new(o))
}

/// Whether `.to()` copies `t` across the host/HBM line. A result Fused mode has recorded but not
/// run holds no HBM yet, though it will: `.cpu()` of it runs the recorded ops first, so that the
/// copy is not skipped and the CPU tensor left on a storage that then lands in HBM (which every
/// later op took for a TPU tensor).
fn moves_off_or_onto_hbm(ctx: &mut Ctx, t: &Rc<TensorObj>, to_tpu: bool) -> Result<bool, Flow> {
    if !to_tpu && !t.tensor.storage.is_materialized() {
        let line = ctx.span.line;
        ctx.torch()
            .dispatcher
            .cut(tpu_emu::trace::MaterializationReason::CpuConversion, line)?;
    }
    Ok(to_tpu != t.tensor.storage.on_hbm())
}

/// `module.to(device)` / `module.cpu()`: moves the parameters' storages in place, keeping each
/// Parameter object (as PyTorch's `Module.to` swaps `param.data`): onto `tpu` each takes a block
/// of HBM, off it each gives its block back. `device` is `None` for a dtype-only `.to(...)`.
pub(crate) fn move_parameters(
    ctx: &mut Ctx,
    params: &[Rc<TensorObj>],
    device: Option<Device>,
) -> Result<(), PyErr> {
    let Some(device) = device else {
        return Ok(());
    };
    if device != Device::Meta && params.iter().any(|p| p.tensor.storage.is_shapes_only()) {
        return Err(PyErr::new(
            "NotImplementedError",
            "Cannot copy out of meta tensor; no data! Please use torch.nn.Module.to_empty() instead of torch.nn.Module.to() when moving module from meta to a different device.",
        ));
    }
    let to_tpu = matches!(device, Device::Tpu(_) | Device::Meta);
    let grads: Vec<Rc<TensorObj>> = params
        .iter()
        .filter_map(|p| p.grad.borrow().clone())
        .collect();
    for p in params.iter().chain(&grads) {
        // The same Parameter object, now on `device` (PyTorch's `param.data = param.to(device)`).
        p.device.set(device);
        let storage = &p.tensor.storage;
        if device == Device::Meta {
            if !storage.is_shapes_only() {
                // The values go (and the host-backed block with them).
                storage.drop_values();
                storage.charge(None);
            } else if storage.on_hbm() {
                continue;
            }
            // The chip's HBM holds the shape's bytes, host memory none.
            let span_line = ctx.span.line;
            let dispatcher = &mut ctx.torch().dispatcher;
            dispatcher.flush_memory_events();
            let block = dispatcher
                .hbm
                .allocate_unbacked(storage.nbytes() as u64, span_line)
                .map_err(|e| tpu_emu::dispatch::oom_error(&e))?;
            storage.charge(block);
            continue;
        }
        if storage.on_hbm() == to_tpu {
            continue;
        }
        let block = if to_tpu {
            let span_line = ctx.span.line;
            let dispatcher = &mut ctx.torch().dispatcher;
            dispatcher.flush_memory_events();
            dispatcher
                .hbm
                .allocate(storage.nbytes() as u64, span_line)
                .map_err(|e| tpu_emu::dispatch::oom_error(&e))?
        } else {
            None
        };
        storage.charge(block);
    }
    Ok(())
}

/// The device a `.to(...)` call names, if any (`module.to("tpu")`, `to(device=...)`).
pub(crate) fn device_arg(a: &Args) -> Result<Option<Device>, PyErr> {
    for v in a.pos[1..].iter().chain(a.kwarg("device")) {
        match (v, crate::torch_of(v)) {
            (Value::Str(s), _) => return Device::parse(s).map(Some),
            (_, Some(TorchValue::Device(d))) => return Ok(Some(*d)),
            (_, Some(TorchValue::Tensor(t))) => return Ok(Some(t.device.get())),
            _ => {}
        }
    }
    Ok(None)
}

pub(super) fn to(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let input = receiver(a)?;
    let fmt = layout::format_arg(a, "to")?;
    let mut out = input.clone();
    // `to(device, dtype, non_blocking, copy)`: the flags positionally, after what they qualify
    // (non_blocking changes nothing here: every copy is synchronous).
    let mut flags = Vec::new();
    for v in a.pos[1..]
        .iter()
        .chain(a.kwarg("dtype"))
        .chain(a.kwarg("device"))
    {
        if let Some(d) = crate::dtype_of(v) {
            out = cast(ctx, &out, d)?;
            continue;
        }
        out = match (v, crate::torch_of(v)) {
            (Value::Bool(b), _) => {
                flags.push(*b);
                continue;
            }
            (Value::Str(s), _) => with_device(ctx, &out, Device::parse(s)?)?,
            (_, Some(TorchValue::Device(d))) => with_device(ctx, &out, *d)?,
            (_, Some(TorchValue::Tensor(other))) => {
                let o = cast(ctx, &out, other.tensor.dtype())?;
                with_device(ctx, &o, other.device.get())?
            }
            (other, _) => {
                return Err(PyErr::type_error(format!(
                    "to() received an invalid combination of arguments - got ({})",
                    other.type_name()
                ))
                .into())
            }
        };
    }
    // `copy=True`: a new tensor even where nothing changes (laid out as `input`, below).
    let copy = match a.kwarg("copy") {
        None => flags.get(1).copied().unwrap_or(false),
        Some(Value::Bool(false)) => false,
        Some(Value::Bool(true)) => true,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "to(): argument 'copy' must be bool, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    if copy && Rc::ptr_eq(&out, &input) {
        let fresh = crate::ops::unary(ctx, tpu_emu::ops::UnaryOp::Copy, &input)?;
        if input.tensor.storage.layout_unsure.get() {
            fresh.tensor.storage.layout_unsure.set(true);
        }
        out = crate::autograd::record::rename(fresh, "ToCopyBackward0");
    }
    Ok(value(layout::apply(
        ctx,
        &input,
        out,
        fmt,
        "ToCopyBackward0",
    )?))
}

/// PyTorch's refusal of `requires_grad` on an integer tensor, in the words of each way in.
pub(super) enum GradVia {
    /// A factory's `requires_grad=True`, `nn.Parameter`.
    Factory,
    /// `t.requires_grad_()`.
    Method,
    /// `t.requires_grad = True`.
    Attribute,
}

pub(super) fn set_requires_grad(t: &Rc<TensorObj>, on: bool, via: GradVia) -> Result<(), PyErr> {
    if !t.is_leaf() && !on {
        return Err(PyErr::runtime_error("you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a subgraph that doesn't require differentiation use var_no_grad = var.detach()."));
    }
    if on && !t.tensor.dtype().is_floating() {
        return Err(PyErr::runtime_error(match via {
            GradVia::Factory => {
                "Only Tensors of floating point and complex dtype can require gradients"
            }
            GradVia::Method => "only Tensors of floating point dtype can require gradients",
            GradVia::Attribute => {
                "only Tensors of floating point and complex dtype can require gradients"
            }
        }));
    }
    t.requires_grad.set(on);
    Ok(())
}

/// `t.backward(gradient=None, retain_graph=None)`.
pub(super) fn backward(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = receiver(a)?;
    a.check_kw(
        "backward",
        &["gradient", "retain_graph", "create_graph", "inputs"],
    )?;
    if !t.requires_grad.get() {
        return Err(PyErr::runtime_error(
            "element 0 of tensors does not require grad and does not have a grad_fn",
        )
        .into());
    }
    let gradient = a.get(1, "gradient");
    if matches!(a.get(3, "create_graph"), Some(Value::Bool(true))) {
        return backward_creating_graph(ctx, &t, gradient);
    }
    let grad = match (gradient, gradient.and_then(crate::tensor_of)) {
        (None | Some(Value::None), _) => {
            if t.tensor.numel() != 1 {
                return Err(PyErr::runtime_error(
                    "grad can be implicitly created only for scalar outputs",
                )
                .into());
            }
            if t.tensor.storage.is_shapes_only() {
                // A meta root's gradient is a meta tensor too (on its device, as PyTorch's).
                let n = t.tensor.numel();
                Tensor::new(
                    Storage::shapes_only(t.tensor.dtype(), n),
                    t.tensor.shape.clone(),
                )
            } else {
                kernels::full(&t.tensor.shape, 1.0, t.tensor.dtype())
            }
        }
        (_, Some(g)) => {
            if g.tensor.shape != t.tensor.shape {
                return Err(PyErr::runtime_error(format!(
                    "Mismatch in shape: grad_output[0] has a shape of torch.Size({:?}) and output[0] has a shape of torch.Size({:?}).",
                    g.tensor.shape, t.tensor.shape
                ))
                .into());
            }
            g.tensor.clone()
        }
        (Some(other), None) => {
            return Err(PyErr::type_error(format!(
                "gradient must be a Tensor, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    let retain = matches!(a.get(2, "retain_graph"), Some(Value::Bool(true)));
    // Inside a torch.compile capture, Dynamo does not trace backward: an error under
    // fullgraph=True, else the forward's graph breaks here and the backward runs as usual.
    let line = ctx.span.line;
    tpu_emu::fusion::capture::graph_break(
        &mut ctx.torch().dispatcher,
        tpu_emu::fusion::capture::Uncapturable::Backward,
        line,
    )?;
    crate::autograd::backward(ctx, &t, grad, retain, after_backward)
}

/// `t.backward(gradient, create_graph=True)`: the leaves' `.grad` carry a graph (see
/// `autograd::graph`), for a second derivative taken from them.
fn backward_creating_graph(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    gradient: Option<&Value>,
) -> NativeResult {
    let g = match (gradient, gradient.and_then(crate::tensor_of)) {
        (None | Some(Value::None), _) => {
            if t.tensor.numel() != 1 {
                return Err(PyErr::runtime_error(
                    "grad can be implicitly created only for scalar outputs",
                )
                .into());
            }
            let ones = kernels::full(&t.tensor.shape, 1.0, t.tensor.dtype());
            Rc::new(TensorObj::new(ones, t.device.get()))
        }
        (_, Some(g)) if g.tensor.shape == t.tensor.shape => g.clone(),
        (_, Some(g)) => {
            return Err(PyErr::runtime_error(format!(
                "Mismatch in shape: grad_output[0] has a shape of torch.Size({:?}) and output[0] has a shape of torch.Size({:?}).",
                g.tensor.shape, t.tensor.shape
            ))
            .into())
        }
        (Some(other), None) => {
            return Err(PyErr::type_error(format!(
                "gradient must be a Tensor, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    use crate::autograd::graph;
    graph::start(
        ctx,
        vec![(t.clone(), g)],
        Vec::new(),
        graph::Finish::Backward,
    )
}

/// What follows a backward pass (after its last Python node, if it had any).
pub(crate) fn after_backward(ctx: &mut Ctx) -> NativeResult {
    let line = ctx.span.line;
    // Fused mode cuts the graph after backward, as TorchTPU's AutogradSync does.
    ctx.torch()
        .dispatcher
        .cut(MaterializationReason::AutogradSync, line)?;
    // DistributedDataParallel's reducer: gradients are averaged across ranks once backward ends.
    if let Some(reduce) = crate::nn::after_backward(ctx) {
        return Err(reduce);
    }
    Ok(Value::None)
}

pub(super) fn getattr(ctx: &mut Ctx, obj: &Value, name: &str) -> Result<Value, PyErr> {
    let Some(tv) = crate::torch_of(obj) else {
        unreachable!("called for torch values only")
    };
    let bound = |f| {
        Value::BoundNative(Rc::new((
            obj.clone(),
            Rc::new(NativeFunction {
                name: name.to_string(),
                f,
            }),
        )))
    };
    match (tv, name) {
        (TorchValue::Tensor(t), "T" | "mT" | "H" | "mH") => {
            let nd = t.tensor.shape.len();
            if name == "H" && nd > 2 {
                return Err(PyErr::runtime_error(format!(
                    "tensor.H is only supported on matrices (2-D tensors). Got {nd}-D tensor. For batches of matrices, consider using tensor.mH"
                )));
            }
            if matches!(name, "mT" | "mH") && nd < 2 {
                return Err(PyErr::runtime_error(format!(
                    "tensor.{name} is only supported on matrices or batches of matrices. Got {nd}-D tensor."
                )));
            }
            if name == "T" && nd != 2 && nd > 0 {
                // PyTorch deprecates .T on other ranks but reverses all dims.
                let dims: Vec<usize> = (0..nd).rev().collect();
                return Ok(value(
                    views::View::new(ctx, t).permute(dims).map_err(flow_err)?,
                ));
            }
            if nd < 2 {
                return Ok(obj.clone());
            }
            // `.T` is a permute in ATen; `.mT` (and, real, `.H`/`.mH`) a transpose.
            let node = if name == "T" {
                "PermuteBackward0"
            } else {
                "TransposeBackward0"
            };
            let v = views::View::new(ctx, t).transpose(nd - 2, nd - 1, node);
            Ok(value(v.map_err(flow_err)?))
        }
        (TorchValue::Tensor(t), _) => match tensor_attr(t, name) {
            Some(v) => Ok(v),
            None => match bound_method(name) {
                Some(f) => Ok(Value::BoundNative(Rc::new((obj.clone(), f)))),
                None => match ctx.torch().py_methods.get(name) {
                    Some(f) => Ok(Value::BoundMethod(Rc::new((obj.clone(), f.clone())))),
                    None => Err(crate::upstream::tensor_attribute(name)),
                },
            },
        },
        (TorchValue::DType(d), "is_floating_point") => Ok(Value::Bool(d.is_floating())),
        (TorchValue::DType(d), "is_signed") => Ok(Value::Bool(d.is_signed())),
        (TorchValue::DType(_), "is_complex") => Ok(Value::Bool(false)),
        (TorchValue::DType(d), "itemsize") => Ok(Value::Int(d.size() as i64)),
        (TorchValue::Size(_), "numel" | "index" | "count") => Ok(bound(match name {
            "numel" => |_, a| {
                let s = size_of(a);
                Ok(Value::Int(s.iter().product::<usize>() as i64))
            },
            "count" => |_, a| {
                let s = size_of(a);
                let n = s
                    .iter()
                    .filter(|&&d| matches!(a.pos.get(1), Some(Value::Int(v)) if *v == d as i64))
                    .count();
                Ok(Value::Int(n as i64))
            },
            _ => |_, a| {
                let s = size_of(a);
                s.iter()
                    .position(|&d| matches!(a.pos.get(1), Some(Value::Int(v)) if *v == d as i64))
                    .map(|i| Value::Int(i as i64))
                    .ok_or_else(|| PyErr::value_error("tuple.index(x): x not in tuple").into())
            },
        })),
        (TorchValue::Device(d), "type") => Ok(Value::str(match d {
            Device::Cpu => "cpu",
            Device::Tpu(_) => "tpu",
            Device::Meta => "meta",
        })),
        (TorchValue::Device(d), "index") => Ok(match d {
            Device::Cpu | Device::Meta => Value::None,
            Device::Tpu(i) => Value::Int(*i as i64),
        }),
        // A method every module has that the library's nn.Module redefines in Python
        // (state_dict's OrderedDict and prefix=, the named walks' prefix=): that one, for native
        // modules too.
        (TorchValue::NnModule(m), _) => {
            if super::nn::tree::method(name).is_some() {
                if let Some(f @ Value::Function(_)) = module_class_attr(ctx, name) {
                    return Ok(Value::BoundMethod(Rc::new((obj.clone(), f))));
                }
            }
            super::nn::modules::getattr(obj, m, name).or_else(|e| {
                // A method the library adds to nn.Module in Python (`apply`, `requires_grad_`, ...)
                // binds to native modules too, as every module is an nn.Module.
                match module_class_attr(ctx, name) {
                    Some(f @ Value::Function(_)) => {
                        Ok(Value::BoundMethod(Rc::new((obj.clone(), f))))
                    }
                    _ => Err(e),
                }
            })
        }
        (TorchValue::Optimizer(o), _) => super::nn::optim::getattr(obj, o, name),
        (TorchValue::Work(w), _) => super::dist_p2p::getattr(obj, w, name),
        (TorchValue::Generator(g), _) => crate::rng::getattr(obj, g, name),
        (TorchValue::Node(n), "next_functions") => Ok(Value::tuple(
            n.next_functions()
                .into_iter()
                .map(|f| {
                    let f = f.map_or(Value::None, |n| Value::from(TorchValue::Node(n)));
                    Value::tuple(vec![f, Value::Int(0)])
                })
                .collect(),
        )),
        (TorchValue::Node(n), "variable") => match &n.variable {
            Some(t) => Ok(value(t.clone())),
            None => Err(PyErr::attribute_error(n.name, name)),
        },
        (TorchValue::Node(_), "name") => Ok(bound(|_, a| {
            match a.pos.first().and_then(crate::torch_of) {
                // PyTorch's C++-only nodes name themselves in full.
                Some(TorchValue::Node(n))
                    if matches!(
                        n.name,
                        "NotImplemented" | "AccumulateGrad" | "CopySlices" | "CopyBackwards"
                    ) =>
                {
                    Ok(Value::str(&format!("torch::autograd::{}", n.name)))
                }
                Some(TorchValue::Node(n)) => Ok(Value::str(n.name)),
                _ => Ok(Value::None),
            }
        })),
        (TorchValue::ReturnTypes(r), f) if r.field(f).is_some() => {
            Ok(r.field(f).cloned().unwrap_or(Value::None))
        }
        (TorchValue::GradMode(on), "__enter__") => Ok(bound(if *on {
            |ctx, _| {
                ctx.torch().grad_mode.enter(true);
                Ok(Value::None)
            }
        } else {
            |ctx, _| {
                ctx.torch().grad_mode.enter(false);
                Ok(Value::None)
            }
        })),
        (TorchValue::EagerModeCtx(_), "__enter__" | "__exit__") => {
            Ok(bound(super::tpu::eager_mode_method(name)))
        }
        (TorchValue::GradModeSet(_), "__enter__") => Ok(bound(|_, _| Ok(Value::None))),
        (TorchValue::GradModeSet(_), "__exit__") => Ok(bound(|ctx, a| {
            if let Some(TorchValue::GradModeSet(prev)) = a.pos.first().and_then(crate::torch_of) {
                ctx.torch().grad_mode.set(*prev);
            }
            Ok(Value::Bool(false))
        })),
        (TorchValue::GradMode(_), "__exit__") => Ok(bound(|ctx, _| {
            ctx.torch().grad_mode.exit();
            Ok(Value::Bool(false))
        })),
        (other, _) => Err(PyErr::attribute_error(other.type_name(), name)),
    }
}

/// The Size a Size method is bound to.
fn size_of(a: &Args) -> Rc<[usize]> {
    match a.pos.first().and_then(crate::torch_of) {
        Some(TorchValue::Size(s)) => s.clone(),
        _ => unreachable!("a Size method is bound to a Size"),
    }
}

/// View ops never read the device; a `Flow` from them is always a raised error.
fn flow_err(f: Flow) -> PyErr {
    match f {
        Flow::Raise(e) => e,
        Flow::NeedsRead => tpu_emu::dispatch::internal("a view op asked for a device read").into(),
        Flow::Call(_) => tpu_emu::dispatch::internal("a view op called back into Python").into(),
    }
}

thread_local! {
    /// Tensor methods by name, each made once (`a.view` runs once per op in a loop: a string
    /// match, a name copy and an allocation each time were a tenth of the lookup's cost).
    static METHODS: std::cell::RefCell<FastMap<Rc<str>, Option<Rc<NativeFunction>>>> =
        std::cell::RefCell::new(FastMap::default());
}

/// Tensor method `name` as a native function (`None`: the Tensor has no such method).
fn bound_method(name: &str) -> Option<Rc<NativeFunction>> {
    METHODS.with(|m| {
        if let Some(f) = m.borrow().get(name) {
            return f.clone();
        }
        let f = method_fn(name).map(|f| {
            Rc::new(NativeFunction {
                name: name.to_string(),
                f,
            })
        });
        m.borrow_mut().insert(Rc::from(name), f.clone());
        f
    })
}

/// The names of a tensor's attributes that are values (`tensor_attr`, `.T`, `.mT`): what
/// `torch.Tensor.name` answers as a descriptor.
pub(crate) const TENSOR_DATA: &[&str] = &[
    "shape",
    "dtype",
    "device",
    "ndim",
    "requires_grad",
    "is_leaf",
    "retains_grad",
    "itemsize",
    "nbytes",
    "is_meta",
    "is_cpu",
    "is_cuda",
    "grad",
    "grad_fn",
    "data",
    "_version",
    "T",
    "mT",
    "H",
    "mH",
];

/// Attributes that are values, not methods (`None`: not one of them).
fn tensor_attr(t: &Rc<TensorObj>, name: &str) -> Option<Value> {
    Some(match name {
        "shape" => size_value(&t.tensor.shape),
        "dtype" => Value::from(TorchValue::DType(t.tensor.dtype())),
        "device" => Value::from(TorchValue::Device(t.device.get())),
        "ndim" => Value::Int(t.tensor.shape.len() as i64),
        "requires_grad" => Value::Bool(t.requires_grad.get()),
        "is_leaf" => Value::Bool(t.is_leaf()),
        "retains_grad" => Value::Bool(crate::autograd::hooks::retains_grad(t)),
        "itemsize" => Value::Int(t.tensor.dtype().size() as i64),
        "nbytes" => Value::Int((t.tensor.dtype().size() * t.tensor.numel()) as i64),
        "is_meta" => Value::Bool(t.device.get() == Device::Meta),
        "is_cpu" => Value::Bool(t.device.get() == Device::Cpu),
        // (No CUDA device here: a `tpu` tensor is not one.)
        "is_cuda" => Value::Bool(false),
        "grad" => match &*t.grad.borrow() {
            Some(g) => value(g.clone()),
            None => Value::None,
        },
        "grad_fn" => match &*t.grad_fn.borrow() {
            Some(n) => Value::from(TorchValue::Node(n.clone())),
            None => Value::None,
        },
        "data" => value(views::detach(t)),
        // Autograd's version counter (see autograd/versions.rs), shared with views.
        "_version" => Value::Int(t.tensor.storage.grad_version.get() as i64),
        _ => return None,
    })
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

/// `torch.nn.Module`'s attribute `name`, as the library left it.
fn module_class_attr(ctx: &mut Ctx, name: &str) -> Option<Value> {
    let torch = ctx.torch().modules.get("torch").cloned()?;
    let Value::Module(torch) = &torch else {
        return None;
    };
    let nn = torch.get("nn")?;
    let Value::Module(nn) = &nn else {
        return None;
    };
    match &nn.get("Module")? {
        Value::Class(c) => c.lookup(name),
        _ => None,
    }
}
