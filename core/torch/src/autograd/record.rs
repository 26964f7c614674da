//! Recording the tape: an op's output gets a [`Node`] when grad mode is on and an input requires
//! grad. The rules themselves sit beside each forward (in `ops`, `reduce`, `index`, `nn`).

use crate::TorchCtx;
use std::rc::Rc;

use crate::autograd::{edge_of, BackwardFn, Edge, Node};
use tpu_emu::ops::BinaryOp;
use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Ctx, Flow};
use tpu_lang::value::Value;

use crate::kernels::{self, R};
use crate::{Device, TensorObj, TorchValue};

/// Whether an op over `inputs` must record a node.
pub fn needs_grad(ctx: &Ctx, inputs: &[&Rc<TensorObj>]) -> bool {
    ctx.torch_ref().grad_mode.enabled() && inputs.iter().any(|t| t.requires_grad.get())
}

/// The output of a differentiable op: with a node named `name` when needed. `rule` builds the
/// backward closure only then, so ops on tensors without grad keep nothing alive.
pub fn record(
    ctx: &Ctx,
    out: Tensor,
    device: Device,
    name: &'static str,
    inputs: &[&Rc<TensorObj>],
    saves: bool,
    rule: impl FnOnce() -> BackwardFn,
) -> Rc<TensorObj> {
    // An op on a parameter that `module.to("tpu")` moved in place (its label still `cpu`, its
    // data on HBM) computes on the chip: its result is a `tpu` tensor, as PyTorch's would be.
    let device = match device {
        Device::Cpu
            if inputs
                .iter()
                .any(|t| crate::ops::data_device(t) != Device::Cpu) =>
        {
            Device::Tpu(0)
        }
        d => d,
    };
    let obj = Rc::new(TensorObj::new(out, device));
    if needs_grad(ctx, inputs) {
        let edges = inputs.iter().map(|t| edge_of(t)).collect();
        let mut node = Node::new(name, edges, saves, rule());
        node.saved = super::versions::saved(name, inputs, &obj, saves);
        *obj.grad_fn.borrow_mut() = Some(Rc::new(node));
        obj.requires_grad.set(true);
    }
    obj
}

pub fn value(t: Rc<TensorObj>) -> Value {
    Value::from(TorchValue::Tensor(t))
}

/// Gives a composite op's output the node name of PyTorch's fused op (`NativeLayerNormBackward0`):
/// a node that passes the gradient through to the composite's own graph.
pub fn rename(t: Rc<TensorObj>, name: &'static str) -> Rc<TensorObj> {
    rename_over(t, name, None)
}

/// [`rename`], with the fused op's inputs as `next_functions` shows them (`AddmmBackward0`:
/// bias, input, the weight's transpose).
pub fn rename_over(
    t: Rc<TensorObj>,
    name: &'static str,
    inputs: Option<&[&Rc<TensorObj>]>,
) -> Rc<TensorObj> {
    let Some(inner) = t.grad_fn.borrow().clone() else {
        return t;
    };
    if inner.name == name && inputs.is_none() {
        // Already that node (`x.norm()`'s own reduction): no second one over it.
        return t;
    }
    let obj = TensorObj::new(t.tensor.clone(), t.device.get());
    let mut node = Node::new(
        name,
        vec![Some(Edge::Node(inner))],
        false,
        Box::new(|_, g| Ok(vec![Some(g.clone())])),
    );
    node.shown = inputs.map(|ts| ts.iter().map(|t| edge_of(t)).collect());
    node.graph = std::cell::RefCell::new(Some(super::graph::Graph::Identity));
    *obj.grad_fn.borrow_mut() = Some(Rc::new(node));
    obj.requires_grad.set(true);
    Rc::new(obj)
}

/// A view op (`view`, `permute`, `t[1:, 0]`, `expand`): `f` maps any tensor of the input's shape to
/// the view. The gradient is the same view of a zero tensor, into which the incoming gradient is
/// added (added, so that `expand`'s repeated elements sum, as its rule requires).
pub fn view_op(
    ctx: &Ctx,
    t: &Rc<TensorObj>,
    name: &'static str,
    f: Rc<dyn Fn(&Tensor) -> Tensor>,
) -> Rc<TensorObj> {
    t.viewed.set(true);
    let out = f(&t.tensor);
    let fg = f.clone();
    let o = record(ctx, out, t.device.get(), name, &[t], false, || {
        let (shape, dtype) = (t.tensor.shape.clone(), t.tensor.dtype());
        Box::new(move |ctx, g| {
            if g.storage.is_shapes_only() {
                // A meta gradient: priced as one dense pass over the input's shape (what the
                // view's transpose is on a TPU), since the exact scatter below needs the region's
                // offsets, a list as long as the tensor.
                let n = shape.iter().product();
                let zeros = Tensor::new(
                    tpu_emu::tensor::Storage::shapes_only(dtype, n),
                    shape.clone(),
                );
                return Ok(vec![Some(kernels::binary(
                    ctx,
                    BinaryOp::Add,
                    &zeros,
                    &zeros,
                )?)]);
            }
            let zeros = kernels::full(&shape, 0.0, dtype);
            let region = f(&zeros);
            let offsets = region.element_offsets();
            kernels::assign_at(ctx, &region, offsets, &region.shape.clone(), g, true)?;
            Ok(vec![Some(zeros)])
        })
    });
    super::graph::set(&o, || super::graph::Graph::View(t.tensor.shape.clone(), fg));
    o
}

/// Small arithmetic for backward rules.
pub fn mul(ctx: &mut Ctx, a: &Tensor, b: &Tensor) -> R {
    kernels::binary(ctx, BinaryOp::Mul, a, b)
}

pub fn div(ctx: &mut Ctx, a: &Tensor, b: &Tensor) -> R {
    kernels::binary(ctx, BinaryOp::Div, a, b)
}

pub fn sub(ctx: &mut Ctx, a: &Tensor, b: &Tensor) -> R {
    kernels::binary(ctx, BinaryOp::Sub, a, b)
}

pub fn add(ctx: &mut Ctx, a: &Tensor, b: &Tensor) -> R {
    kernels::binary(ctx, BinaryOp::Add, a, b)
}

pub fn scale(ctx: &mut Ctx, a: &Tensor, s: f64) -> R {
    kernels::binary_scalar(ctx, BinaryOp::Mul, a, s)
}

/// `g` summed to `shape` and cast to `like`'s dtype: how each input of a broadcasting op receives
/// its gradient.
pub fn reduce_grad(ctx: &mut Ctx, g: &Tensor, like: &Tensor) -> Result<Option<Tensor>, Flow> {
    let s = kernels::sum_to(ctx, g, &like.shape)?;
    if like.dtype().is_floating() && s.dtype() != like.dtype() {
        return Ok(Some(kernels::cast(ctx, &s, like.dtype())?));
    }
    Ok(Some(s))
}
