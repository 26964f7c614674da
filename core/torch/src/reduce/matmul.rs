//! `matmul` (`x @ y`) and `mm` with PyTorch's shape rules (1-D operands promoted, batch
//! dimensions broadcast) and backward rules; autocast's operands and the chip's MXU precision
//! through `precision`.

use std::rc::Rc;

use tpu_emu::tensor::DType;
use tpu_lang::native::{Ctx, Flow};
use tpu_lang::PyErr;

use crate::autograd::record::record;
use crate::methods::views::View;
use crate::precision;
use crate::TensorObj;

/// `x @ y` with PyTorch's rules for 1-D, 2-D and batched (broadcast) operands, built from
/// differentiable views and one `mm`/`bmm`, so the backward of each piece composes.
pub(crate) fn matmul(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
) -> Result<Rc<TensorObj>, Flow> {
    if let Some((xc, yc)) = crate::precision::autocast_operands(ctx, x, y)? {
        // Autocast: the same matmul on operands in the autocast dtype.
        return matmul_in(ctx, &xc, &yc);
    }
    matmul_in(ctx, x, y)
}

fn matmul_in(ctx: &mut Ctx, x: &Rc<TensorObj>, y: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
    let (xs, ys) = (x.tensor.shape.clone(), y.tensor.shape.clone());
    if xs.is_empty() || ys.is_empty() {
        return Err(PyErr::runtime_error(format!(
            "both arguments to matmul need to be at least 1D, but they are {}D and {}D",
            xs.len(),
            ys.len()
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
    let k_x = *xs.last().unwrap_or(&0);
    let k_y = if ys.len() == 1 {
        ys[0]
    } else {
        ys[ys.len() - 2]
    };
    if k_x != k_y {
        return Err(PyErr::runtime_error(match (xs.len(), ys.len()) {
            (1, 1) => format!(
                "inconsistent tensor size, expected tensor [{}] and src [{}] to have the same number of elements, but got {} and {} elements respectively",
                xs[0], ys[0], xs[0], ys[0]
            ),
            (2, 1) => format!(
                "size mismatch, got input ({}), mat ({}x{}), vec ({})",
                xs[0], xs[0], xs[1], ys[0]
            ),
            (2, 2) => format!(
                "mm: mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})",
                xs[0], xs[1], ys[0], ys[1]
            ),
            // Both batched: ATen's bmm over the broadcast batch.
            (a, b) if a >= 3 && b >= 3 => {
                let batch: usize = xs[..a - 2].iter().product::<usize>().max(
                    ys[..b - 2].iter().product::<usize>(),
                );
                format!(
                    "Expected size for first two dimensions of batch2 tensor to be: [{batch}, {k_x}] but got: [{batch}, {k_y}]."
                )
            }
            // One matrix (or vector) on the right: the left folded into the rows of one mm.
            (_, 2) => format!(
                "mm: mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})",
                xs[..xs.len() - 1].iter().product::<usize>(),
                k_x,
                k_y,
                ys[1]
            ),
            _ => format!(
                "mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})",
                xs[..xs.len() - 1].iter().product::<usize>(),
                k_x,
                k_y,
                ys.last().copied().unwrap_or(1)
            ),
        })
        .into());
    }
    match (xs.len(), ys.len()) {
        (2, 2) => mm(ctx, x, y),
        (1, 1) => {
            let xr = View::new(ctx, x).unsqueeze(0)?;
            let yr = View::new(ctx, y).unsqueeze(1)?;
            let p = mm(ctx, &xr, &yr)?;
            let s = View::new(ctx, &p).reshape(&[])?;
            Ok(crate::autograd::record::rename(s, "DotBackward0"))
        }
        (2, 1) => {
            let yr = View::new(ctx, y).unsqueeze(1)?;
            let p = mm(ctx, x, &yr)?;
            let s = View::new(ctx, &p).reshape(&[xs[0]])?;
            Ok(crate::autograd::record::rename(s, "MvBackward0"))
        }
        (1, 2) => {
            let xr = View::new(ctx, x).unsqueeze(0)?;
            let p = mm(ctx, &xr, y)?;
            View::new(ctx, &p).squeeze_dim(0, "SqueezeBackward4")
        }
        (n, 2) if n > 2 => {
            // PyTorch's fold: the leading dimensions become the rows of one mm (one tall matmul
            // on the MXU, the weight read once), viewed back.
            let rows = xs[..n - 1].iter().product();
            let x2 = View::new(ctx, x).reshape(&[rows, k_x])?;
            let p = mm(ctx, &x2, y)?;
            let mut out = xs[..n - 1].to_vec();
            out.push(ys[1]);
            let r = View::new(ctx, &p).reshape(&out)?;
            Ok(crate::autograd::record::rename(r, "UnsafeViewBackward0"))
        }
        _ => batched(ctx, x, y),
    }
}

fn batched(ctx: &mut Ctx, x: &Rc<TensorObj>, y: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
    let x2 = if x.tensor.shape.len() == 1 {
        View::new(ctx, x).unsqueeze(0)?
    } else {
        x.clone()
    };
    let y2 = if y.tensor.shape.len() == 1 {
        View::new(ctx, y).unsqueeze(1)?
    } else {
        y.clone()
    };
    let (xs, ys) = (&x2.tensor.shape, &y2.tensor.shape);
    let (m, k, n) = (xs[xs.len() - 2], xs[xs.len() - 1], ys[ys.len() - 1]);
    let bx = &xs[..xs.len() - 2];
    let by = &ys[..ys.len() - 2];
    let batch = tpu_emu::ops::broadcast_shapes(bx, by)?;
    let nb: usize = batch.iter().product();
    let mut full_x = batch.clone();
    full_x.extend([m, k]);
    let mut full_y = batch.clone();
    full_y.extend([k, n]);
    let xe = View::new(ctx, &x2).expand(&full_x)?;
    let ye = View::new(ctx, &y2).expand(&full_y)?;
    let xb = View::new(ctx, &xe).reshape(&[nb, m, k])?;
    let yb = View::new(ctx, &ye).reshape(&[nb, k, n])?;
    let chip = on_chip(x);
    let out = precision::bmm(ctx, &xb.tensor, &yb.tensor, chip)?;
    let (a, b) = (xb.tensor.clone(), yb.tensor.clone());
    let p = record(
        ctx,
        out,
        x.device.get(),
        "BmmBackward0",
        &[&xb, &yb],
        true,
        move || {
            Box::new(move |ctx, g| {
                let bt = b.transposed(1, 2);
                let at = a.transposed(1, 2);
                Ok(vec![
                    Some(precision::bmm(ctx, g, &bt, chip)?),
                    Some(precision::bmm(ctx, &at, g, chip)?),
                ])
            })
        },
    );
    crate::autograd::graph::set(&p, || {
        crate::autograd::graph::Graph::Bmm(xb.clone(), yb.clone())
    });
    let mut out_shape = batch;
    if x.tensor.shape.len() > 1 {
        out_shape.push(m);
    }
    if y.tensor.shape.len() > 1 {
        out_shape.push(n);
    }
    let r = View::new(ctx, &p).reshape(&out_shape)?;
    Ok(crate::autograd::record::rename(r, "UnsafeViewBackward0"))
}

/// `mm` of two 2-D tensors.
pub(crate) fn mm(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
) -> Result<Rc<TensorObj>, Flow> {
    let chip = on_chip(x);
    let out = precision::mm(ctx, &x.tensor, &y.tensor, chip)?;
    let (a, b) = (x.tensor.clone(), y.tensor.clone());
    let o = record(
        ctx,
        out,
        x.device.get(),
        "MmBackward0",
        &[x, y],
        true,
        move || {
            Box::new(move |ctx, g| {
                let bt = b.transposed(0, 1);
                let at = a.transposed(0, 1);
                Ok(vec![
                    Some(precision::mm(ctx, g, &bt, chip)?),
                    Some(precision::mm(ctx, &at, g, chip)?),
                ])
            })
        },
    );
    crate::autograd::graph::set(&o, || {
        crate::autograd::graph::Graph::Mm(x.clone(), y.clone())
    });
    Ok(o)
}

/// Whether `t` is on the emulated chip, whose MXU computes its matmuls (see `precision`).
fn on_chip(t: &TensorObj) -> bool {
    matches!(t.device.get(), crate::Device::Tpu(_) | crate::Device::Meta)
}

pub(crate) fn dtype_cpp_name(d: DType) -> &'static str {
    match d {
        DType::Float32 => "float",
        DType::Float64 => "double",
        DType::Float16 => "c10::Half",
        DType::BFloat16 => "c10::BFloat16",
        DType::Int64 => "long int",
        DType::Int32 => "int",
        DType::Int16 => "short int",
        DType::Int8 => "signed char",
        DType::UInt8 => "unsigned char",
        DType::Bool => "bool",
    }
}
