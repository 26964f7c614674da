//! `torch.nn.parallel.DistributedDataParallel`: an `nn.Module` subclass holding the wrapped model
//! as its `module` attribute (so `parameters()`, `state`, the repr and `train()/eval()` walk it as
//! PyTorch's does, names prefixed `module.`), doing what PyTorch's reducer does at its two points:
//!
//! - construction broadcasts rank 0's parameters to every rank (`_sync_module_states`), one
//!   collective over all parameters flattened;
//! - a forward with grad enabled arms the reducer; the next `backward()` ends by averaging the
//!   armed parameters' gradients across ranks: each gradient divided by the world size, then one
//!   SUM all-reduce over all of them flattened (PyTorch's default bucket hook divides first too).
//!
//! Both are collectives through `torch::dist`, so the rank suspends there like any other.

use crate::TorchCtx;
use std::rc::Rc;

use crate::dist::{self, RequestKind};
use crate::TensorObj;
use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Args, Ctx, Flow, NativeFunction, NativeResult, PyCall, Then};
use tpu_lang::objects::{Attrs, Class};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::tree::Child;

/// The parameters of a module value (a user subclass instance or a native module), in
/// `parameters()` order; `None` when `v` is not a module.
fn module_parameters(v: &Value) -> Option<Vec<Rc<TensorObj>>> {
    Some(
        Child::of(v)?
            .named_parameters()
            .into_iter()
            .map(|(_, p)| p)
            .collect(),
    )
}

pub(super) fn module(module_class: &Value) -> Value {
    let m = Module::new("torch.nn.parallel");
    let Value::Class(base) = module_class else {
        return Value::Module(m);
    };
    let mut attrs = Attrs::default();
    attrs.set("__init__", NativeFunction::value("__init__", init));
    attrs.set("forward", NativeFunction::value("forward", forward));
    if let Ok(c) = Class::new("DistributedDataParallel", vec![base.clone()], attrs, true) {
        m.set("DistributedDataParallel", Value::Class(c));
    }
    Value::Module(m)
}

fn instance(a: &Args) -> Result<Rc<tpu_lang::objects::Instance>, PyErr> {
    match a.pos.first() {
        Some(Value::Object(o)) => Ok(o.clone()),
        _ => Err(PyErr::type_error(
            "descriptor '__init__' requires a 'DistributedDataParallel' object",
        )),
    }
}

/// `DistributedDataParallel(module, device_ids=None, ...)`.
fn init(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let o = instance(a)?;
    let inner = a
        .pos
        .get(1)
        .or_else(|| a.kwarg("module"))
        .cloned()
        .ok_or_else(|| {
            PyErr::type_error("DistributedDataParallel.__init__() missing 1 required positional argument: 'module'")
        })?;
    let params = module_parameters(&inner).ok_or_else(|| {
        PyErr::type_error(format!(
            "DistributedDataParallel wraps an nn.Module, not {}",
            inner.type_name()
        ))
    })?;
    dist::group(ctx)?;
    if !params.iter().any(|p| p.requires_grad.get()) {
        return Err(PyErr::runtime_error(
            "DistributedDataParallel is not needed when a module doesn't have any parameter that requires a gradient.",
        )
        .into());
    }
    let tensors: Vec<&Tensor> = params.iter().map(|p| &p.tensor).collect();
    let out = dist::collective_of(
        ctx,
        RequestKind::Broadcast { src: 0 },
        "DistributedDataParallel",
        &tensors,
        1.0,
    )?;
    write_each(ctx, &params, &out)?;
    {
        let mut attrs = o.attrs.borrow_mut();
        attrs.set("training", Value::Bool(true));
        attrs.set("module", inner);
    }
    dist::finish(ctx, "DistributedDataParallel")
}

/// Writes consecutive slices of `flat` into `tensors`.
fn write_each(ctx: &mut Ctx, tensors: &[Rc<TensorObj>], flat: &[f32]) -> Result<(), Flow> {
    let mut at = 0;
    for t in tensors {
        let n = t.tensor.numel();
        dist::write(ctx, t, &flat[at..at + n])?;
        at += n;
    }
    Ok(())
}

/// `ddp(*args)`: arms the reducer (when grad is enabled) and runs the wrapped module.
fn forward(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let o = instance(a)?;
    let inner = o
        .attrs
        .borrow()
        .get("module")
        .ok_or_else(|| PyErr::attribute_error("DistributedDataParallel", "module"))?;
    if ctx.torch().grad_mode.enabled() {
        if let Some(params) = module_parameters(&inner) {
            ctx.torch().dist.ddp_armed = Some(
                params
                    .into_iter()
                    .filter(|p| p.requires_grad.get())
                    .collect(),
            );
        }
    }
    Err(Flow::Call(Box::new(PyCall {
        func: inner,
        args: Args {
            pos: a.pos[1..].to_vec(),
            kw: a.kw.clone(),
        },
        then: Then::Tail,
    })))
}

/// Called at the end of `backward()`: the gradient all-reduce a DDP forward armed, as a call the
/// VM makes next (it may suspend at the collective without running backward again).
pub(crate) fn after_backward(ctx: &mut Ctx) -> Option<Flow> {
    let params = ctx.torch().dist.ddp_armed.take()?;
    let values = params
        .into_iter()
        .map(crate::autograd::record::value)
        .collect();
    Some(Flow::call(
        NativeFunction::value("DistributedDataParallel.reduce_gradients", reduce_gradients),
        vec![Value::list(values)],
        Then::Tail,
    ))
}

/// Averages the gradients of the parameters in `args[0]` across ranks.
fn reduce_gradients(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(Value::List(list)) = a.pos.first() else {
        return Ok(Value::None);
    };
    let with_grad: Vec<Rc<TensorObj>> = list
        .borrow()
        .iter()
        .filter_map(|v| match (v, crate::torch_of(v)) {
            (_, Some(crate::TorchValue::Tensor(p))) => p.grad.borrow().clone(),
            (_, _) => None,
        })
        .collect();
    let world = dist::group(ctx)?.world_size;
    let grads: Vec<&Tensor> = with_grad.iter().map(|g| &g.tensor).collect();
    let out = dist::collective_of(
        ctx,
        RequestKind::AllReduce(tpu_emu::ici::ReduceOp::Sum),
        "DistributedDataParallel.reduce_gradients",
        &grads,
        world as f32,
    )?;
    write_each(ctx, &with_grad, &out)?;
    dist::finish(ctx, "DistributedDataParallel.reduce_gradients")
}
