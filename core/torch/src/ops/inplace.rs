//! In-place writes and PyTorch's checks on them: `t op= v`, leaves that require grad, sources
//! that require grad, partial overlaps, and the casting rule for in-place results.

use std::rc::Rc;

use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::code::BinOp;
use tpu_lang::native::{Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::value;
use crate::kernels;
use crate::TensorObj;
use crate::TorchCtx;

use super::binary::{bin_op, operands};

/// `t op= v`: computed out of place, then written into `t`'s storage, which every view shares.
pub(crate) fn binary_inplace(
    ctx: &mut Ctx,
    op: BinOp,
    t: &Rc<TensorObj>,
    v: &Value,
) -> NativeResult {
    if needs_rebase(ctx, t) {
        // `h += x` on a result in the graph: the recorded out-of-place op, written back.
        check_rebase(t)?;
        if super::binary::shift_method(op, true).is_none() && bin_op(op).is_some() {
            let src = value(history_copy(ctx, t)?);
            // `h *= h`: both operands are the copy.
            let same = matches!(crate::tensor_of(v), Some(o) if Rc::ptr_eq(&o.tensor.storage, &t.tensor.storage));
            let r = super::binary::binary(ctx, op, &src, if same { &src } else { v })?;
            return write_rebased(ctx, t, &r);
        }
    }
    // `loss = torch.zeros(1); loss += l` with `l` in the graph: PyTorch records the in-place add
    // and `loss` joins the graph (AddBackward0). Computed from a plain copy of `loss`'s values,
    // then written back with the op's node, where no view of `loss` would miss the new history.
    let grad_src = crate::tensor_of(v).is_some_and(|s| s.requires_grad.get());
    if grad_src
        && !t.requires_grad.get()
        && ctx.torch_ref().grad_mode.enabled()
        && rebase_allowed(t)
        && !t.viewed.get()
        && super::binary::shift_method(op, true).is_none()
        && bin_op(op).is_some()
    {
        let plain = Rc::new(TensorObj::new(
            kernels::copy(ctx, &t.tensor)?,
            t.device.get(),
        ));
        let r = super::binary::binary(ctx, op, &value(plain), v)?;
        write_rebased(ctx, t, &r)?;
        t.requires_grad.set(true);
        return Ok(value(t.clone()));
    }
    check_inplace(ctx, t)?;
    if let Some(name) = super::binary::shift_method(op, true) {
        return super::binary::python_method(ctx, name, &value(t.clone()), v);
    }
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
pub(crate) fn check_inplace(ctx: &Ctx, t: &Rc<TensorObj>) -> Result<(), PyErr> {
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

/// Whether an in-place op on `t` changes the recorded graph: `t` is a result in it (not a leaf)
/// and grad mode is on. PyTorch then rebases `t`'s history onto the in-place op's node.
pub(crate) fn needs_rebase(ctx: &Ctx, t: &Rc<TensorObj>) -> bool {
    t.requires_grad.get() && !t.is_leaf() && ctx.torch_ref().grad_mode.enabled()
}

/// The playground rebases `t` (`y = x * 2; y.add_(1)`, `nn.ReLU(inplace=True)` after a layer)
/// when nothing else holds its storage now: no live view or `.data` alias, and no op saved it
/// for a backward still to run (a pass without `retain_graph` frees what it saved). The one
/// holder allowed besides `t` is the node that made `t`, where PyTorch's node saves its result
/// too (`sigmoid(z).add_(1)`, `exp`, `tanh`, `relu`): that node checks the result's version when
/// its backward runs, so the write is PyTorch's error there. Anything else (a view, whose
/// `grad_fn` would not be rebased; a later op that saved `t`; a rule of the playground's that
/// keeps a result PyTorch's does not) would read the new values silently: refused by name.
pub(crate) fn check_rebase(t: &Rc<TensorObj>) -> Result<(), PyErr> {
    if rebase_allowed(t) {
        return Ok(());
    }
    Err(PyErr::unsupported(
        "an in-place op on a tensor of the autograd graph that a view shares or a backward saved",
    ))
}

/// See [`check_rebase`]. `t.viewed` is sticky (a view once taken may be gone): it matters only
/// where the storage has a second holder, which could then be that view.
pub(crate) fn rebase_allowed(t: &Rc<TensorObj>) -> bool {
    match Rc::strong_count(&t.tensor.storage) {
        1 => true,
        2 => {
            !t.viewed.get()
                && t.grad_fn
                    .borrow()
                    .as_ref()
                    .is_some_and(|n| crate::autograd::versions::checks(&n.saved, &t.tensor.storage))
        }
        _ => false,
    }
}

/// A copy of `t`'s values with `t`'s history (its `grad_fn`): the operand an in-place op on a
/// result in the graph computes from, so that whatever its node saves is not the storage the
/// result is then written into.
pub(crate) fn history_copy(ctx: &mut Ctx, t: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
    let data = kernels::copy(ctx, &t.tensor)?;
    let c = TensorObj::new(data, t.device.get());
    c.requires_grad.set(true);
    *c.grad_fn.borrow_mut() = t.grad_fn.borrow().clone();
    Ok(Rc::new(c))
}

/// Writes `result` (computed out of place, with its node recorded) into `t` and makes that node
/// `t`'s `grad_fn`: the in-place op's place in the graph, as PyTorch's rebase gives it.
pub(crate) fn write_rebased(ctx: &mut Ctx, t: &Rc<TensorObj>, result: &Value) -> NativeResult {
    let r = crate::as_tensor(result, "in-place op")?.clone();
    let node = r.grad_fn.borrow().clone();
    let Some(node) = node else {
        return Err(PyErr::unsupported(
            "an in-place op without a gradient on a tensor of the autograd graph",
        )
        .into());
    };
    // (The node saved the copy or its own result, never `t`'s storage. Where it saved its result
    // (sigmoid_), PyTorch fails a backward after a further in-place write to `t`; here that
    // write is accepted and its gradient is the exact one: a program PyTorch refuses, not a
    // wrong answer. Telling the two apart needs PyTorch's version counters.)
    check_overlap(&t.tensor, &r.tensor)?;
    write_into(ctx, t, &r.tensor)?;
    *t.grad_fn.borrow_mut() = Some(node);
    Ok(value(t.clone()))
}

/// An in-place write of `src` (which requires grad) into `t` (which does not) is recorded by
/// PyTorch (`CopySlices`, `CopyBackwards`, `t` then requires grad); the playground's in-place
/// writes record nothing, so it is refused by name rather than leave a gradient silently missing.
pub(crate) fn check_inplace_source(
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
pub(crate) fn write_into(ctx: &mut Ctx, t: &Rc<TensorObj>, src: &Tensor) -> Result<(), Flow> {
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

pub(crate) fn scalar_type_name(d: DType) -> &'static str {
    match d {
        DType::Float32 => "Float",
        DType::Float64 => "Double",
        DType::Float16 => "Half",
        DType::BFloat16 => "BFloat16",
        DType::Int64 => "Long",
        DType::Int32 => "Int",
        DType::Int16 => "Short",
        DType::Int8 => "Char",
        DType::UInt8 => "Byte",
        DType::Bool => "Bool",
    }
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
