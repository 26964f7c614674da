//! The affine map of `nn.Linear`, `F.linear`, `torch.addmm` and the convolutions' im2col product:
//! `bias + x @ w` as one MXU matmul with the bias in its epilogue, as PyTorch's addmm and XLA's
//! fused dot compute it.
//!
//! * An input with more than two dimensions is folded into the matmul's M (`[B, T, K]` is one
//!   `[B*T, K] @ [K, N]`), as PyTorch's linear and XLA fold it, so the MXU sees one tall matmul
//!   (not B small ones on copies of the weight) and the result is `UnsafeViewBackward0` over
//!   `AddmmBackward0`, as PyTorch names it.
//! * In a half dtype (bfloat16 under autocast) the product is accumulated in float32, the bias
//!   added in float32, and the sum rounded once, as PyTorch's CPU addmm and the MXU's f32
//!   accumulator do; rounding the product before adding the bias would differ by a bf16 ulp.

use std::rc::Rc;

use tpu_emu::ops::BinaryOp;
use tpu_emu::tensor::DType;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::{record, rename, rename_over};
use crate::methods::views::View;
use crate::{kernels, ops, reduce, TensorObj};

/// `bias + x @ wt` for `x` of rank 1 or more (the leading dimensions folded into M, a vector as
/// one row) and a 2-D `wt` (`bias` broadcast over the rows).
pub(crate) fn affine(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    wt: &Rc<TensorObj>,
    bias: &Rc<TensorObj>,
) -> Result<Rc<TensorObj>, Flow> {
    let shape = x.tensor.shape.clone();
    // A 1-D input too: PyTorch's linear flattens any contiguous input with a bias to rows.
    if shape.len() != 2 && !shape.is_empty() {
        let k = shape[shape.len() - 1];
        let rows: usize = shape[..shape.len() - 1].iter().product();
        let x2 = View::new(ctx, x).reshape(&[rows, k])?;
        let y2 = affine(ctx, &x2, wt, bias)?;
        let mut out = shape[..shape.len() - 1].to_vec();
        out.push(wt.tensor.shape[1]);
        let y = View::new(ctx, &y2).reshape(&out)?;
        return Ok(rename(y, "UnsafeViewBackward0"));
    }
    addmm_shapes(x, wt)?;
    let (xc, wc) = match crate::precision::autocast_operands(ctx, x, wt)? {
        Some(cast) => cast,
        None => (x.clone(), wt.clone()),
    };
    if shape.len() == 2 && xc.tensor.dtype() != wc.tensor.dtype() {
        return Err(PyErr::runtime_error(format!(
            "mat1 and mat2 must have the same dtype, but got {} and {}",
            ops::scalar_type_name(xc.tensor.dtype()),
            ops::scalar_type_name(wc.tensor.dtype())
        ))
        .into());
    }
    let half = matches!(xc.tensor.dtype(), DType::BFloat16 | DType::Float16);
    let fits = wc.tensor.shape.len() == 2 && shape.last() == wc.tensor.shape.first();
    if shape.len() != 2 || !half || !fits || xc.tensor.dtype() != wc.tensor.dtype() {
        let y = reduce::matmul(ctx, &xc, &wc)?;
        let b = crate::methods::cast_obj(ctx, bias, y.tensor.dtype())?;
        let y = ops::tensors_op(ctx, BinaryOp::Add, &y, &b)?;
        return Ok(if shape.len() == 2 {
            rename_over(y, "AddmmBackward0", Some(&[bias, x, wt]))
        } else {
            y
        });
    }
    let dtype = xc.tensor.dtype();
    let acc = mm_f32(ctx, &xc, &wc)?;
    let b32 = crate::methods::cast_obj(ctx, bias, dtype)?;
    let b32 = crate::methods::cast_obj(ctx, &b32, DType::Float32)?;
    let sum = ops::tensors_op(ctx, BinaryOp::Add, &acc, &b32)?;
    let y = crate::methods::cast_obj(ctx, &sum, dtype)?;
    Ok(rename_over(y, "AddmmBackward0", Some(&[bias, x, wt])))
}

/// ATen's addmm shape check (a Linear with a bias is one), in its words: before the matmul's
/// own, which names `mm`.
fn addmm_shapes(x: &Rc<TensorObj>, wt: &Rc<TensorObj>) -> Result<(), PyErr> {
    let (xs, ws) = (&x.tensor.shape, &wt.tensor.shape);
    if xs.len() == 2 && ws.len() == 2 && xs[1] != ws[0] {
        return Err(PyErr::runtime_error(format!(
            "addmm: mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})",
            xs[0], xs[1], ws[0], ws[1]
        )));
    }
    Ok(())
}

/// `_torch_nn.affine(x, wt, bias)`: [`affine`] for the library's linear, addmm and convolutions.
pub(crate) fn affine_native(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let arg = |i: usize, name: &str| {
        crate::as_tensor(a.get(i, name).unwrap_or(&Value::None), "affine").cloned()
    };
    let (x, wt, bias) = (arg(0, "input")?, arg(1, "weight")?, arg(2, "bias")?);
    if x.tensor.shape.is_empty() || wt.tensor.shape.len() != 2 {
        return Err(PyErr::runtime_error(
            "affine: expected input of 1 or more dimensions and a 2-D weight",
        )
        .into());
    }
    Ok(crate::autograd::record::value(affine(ctx, &x, &wt, &bias)?))
}

/// `x @ y` of two 2-D half-dtype tensors with a float32 result (the MXU's accumulator before it is
/// rounded); gradients come back in the operands' dtype, each computed the same way.
fn mm_f32(ctx: &mut Ctx, x: &Rc<TensorObj>, y: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
    let dtype = x.tensor.dtype();
    let out = kernels::mm_to(ctx, &x.tensor, &y.tensor, DType::Float32)?;
    let (a, b) = (x.tensor.clone(), y.tensor.clone());
    Ok(record(
        ctx,
        out,
        x.device.get(),
        "MmBackward0",
        &[x, y],
        true,
        move || {
            Box::new(move |ctx, g| {
                // The gradient of a half result arrives as float32 holding half values.
                let g = kernels::cast(ctx, g, dtype)?;
                Ok(vec![
                    Some(kernels::mm_to(ctx, &g, &b.transposed(0, 1), dtype)?),
                    Some(kernels::mm_to(ctx, &a.transposed(0, 1), &g, dtype)?),
                ])
            })
        },
    ))
}
