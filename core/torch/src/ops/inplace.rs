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
