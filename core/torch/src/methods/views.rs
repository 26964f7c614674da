//! Differentiable view ops on tensor objects: `view`, `reshape`, `permute`, `transpose`, `expand`,
//! `squeeze`, `unsqueeze`, `flatten`. Each shares storage with its input (`reshape` copies only when
//! no view exists, as PyTorch's does).

use std::rc::Rc;

use tpu_emu::tensor::{contiguous_strides, Tensor};
use tpu_lang::native::{Ctx, Flow};
use tpu_lang::PyErr;

use crate::autograd::record::view_op;
use crate::TensorObj;

type Out = Result<Rc<TensorObj>, Flow>;

/// A tensor object and the context its view ops record into.
pub struct View<'a> {
    ctx: &'a mut Ctx,
    t: Rc<TensorObj>,
}

/// `x.as_view(shape)` for any `x` whose layout can take it: the map a reshape's backward re-applies
/// to a contiguous zero tensor.
fn reshaper(shape: Vec<usize>) -> Rc<dyn Fn(&Tensor) -> Tensor> {
    Rc::new(move |x: &Tensor| {
        let st = x
            .view_strides(&shape)
            .unwrap_or_else(|| contiguous_strides(&shape));
        x.as_view(shape.clone(), st, x.offset)
    })
}

impl<'a> View<'a> {
    pub fn new(ctx: &'a mut Ctx, t: &Rc<TensorObj>) -> View<'a> {
        View { ctx, t: t.clone() }
    }

    fn map(self, name: &'static str, f: Rc<dyn Fn(&Tensor) -> Tensor>) -> Out {
        Ok(view_op(self.ctx, &self.t, name, f))
    }

    /// PyTorch's error for a shape of another number of elements (every caller's shape is
    /// checked here, `view_as` and `reshape_as` included, before a layout is computed for it).
    fn check_numel(&self, shape: &[usize]) -> Result<(), Flow> {
        let numel = self.t.tensor.numel();
        if shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d)) == Some(numel) {
            return Ok(());
        }
        let dims: Vec<String> = shape.iter().map(usize::to_string).collect();
        Err(PyErr::runtime_error(format!(
            "shape '[{}]' is invalid for input of size {numel}",
            dims.join(", ")
        ))
        .into())
    }

    /// `view(shape)`: an error when the layout cannot be viewed so.
    pub fn view(self, shape: &[usize]) -> Out {
        self.check_numel(shape)?;
        if self.t.tensor.view_strides(shape).is_none() {
            return Err(PyErr::runtime_error("view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.").into());
        }
        self.map("ViewBackward0", reshaper(shape.to_vec()))
    }

    pub fn reshape(self, shape: &[usize]) -> Out {
        self.check_numel(shape)?;
        if self.t.tensor.view_strides(shape).is_some() {
            return self.map("ViewBackward0", reshaper(shape.to_vec()));
        }
        let copied = crate::ops::unary(self.ctx, tpu_emu::ops::UnaryOp::Copy, &self.t)?;
        View::new(self.ctx, &copied).map("UnsafeViewBackward0", reshaper(shape.to_vec()))
    }

    pub fn unsqueeze(self, dim: usize) -> Out {
        self.map("UnsqueezeBackward0", Rc::new(move |x| x.unsqueezed(dim)))
    }

    pub fn squeeze_dim(self, dim: usize, name: &'static str) -> Out {
        self.map(name, Rc::new(move |x| x.squeezed(Some(&[dim]))))
    }

    /// `squeeze((d0, d1, ...))`: the named dims of size 1 go, the others stay.
    pub fn squeeze_dims(self, dims: Vec<usize>) -> Out {
        self.map(
            "SqueezeBackward2",
            Rc::new(move |x| x.squeezed(Some(&dims))),
        )
    }

    pub fn squeeze_all(self) -> Out {
        self.map("SqueezeBackward0", Rc::new(|x| x.squeezed(None)))
    }

    pub fn permute(self, dims: Vec<usize>) -> Out {
        self.map("PermuteBackward0", Rc::new(move |x| x.permuted(&dims)))
    }

    pub fn transpose(self, a: usize, b: usize, name: &'static str) -> Out {
        self.map(name, Rc::new(move |x| x.transposed(a, b)))
    }

    pub fn expand(self, shape: &[usize]) -> Out {
        crate::creation::check_numel(shape)?;
        self.t.tensor.expanded(shape)?;
        let shape = shape.to_vec();
        self.map(
            "ExpandBackward0",
            Rc::new(move |x| x.expanded(&shape).unwrap_or_else(|_| x.clone())),
        )
    }

    /// Elements `start..start+len*step` along `dim`.
    pub fn slice(self, dim: usize, start: usize, len: usize, step: usize) -> Out {
        self.map(
            "SliceBackward0",
            Rc::new(move |x| x.sliced(dim, start, len, step)),
        )
    }

    /// A view defined by a map (basic indexing), under one node.
    pub fn custom(self, name: &'static str, f: Rc<dyn Fn(&Tensor) -> Tensor>) -> Out {
        self.map(name, f)
    }

    /// `contiguous()`: itself when already contiguous, else a copy.
    pub fn contiguous(self) -> Out {
        let t = &self.t.tensor;
        // (A result whose layout may not be PyTorch's is copied: the copy's is certain.)
        if t.is_contiguous() && !t.storage.layout_unsure.get() {
            return Ok(self.t.clone());
        }
        crate::ops::unary(self.ctx, tpu_emu::ops::UnaryOp::Copy, &self.t)
    }
}

/// A tensor object that shares `t`'s data but not its graph (`detach()`).
pub fn detach(t: &Rc<TensorObj>) -> Rc<TensorObj> {
    t.viewed.set(true);
    Rc::new(TensorObj::new(t.tensor.clone(), t.device.get()))
}

/// Used by `flatten(start, end)`.
pub fn flattened_shape(shape: &[usize], start: usize, end: usize) -> Vec<usize> {
    if shape.is_empty() {
        return vec![1];
    }
    let mut out = shape[..start].to_vec();
    out.push(shape[start..=end].iter().product());
    out.extend_from_slice(&shape[end + 1..]);
    out
}
