//! Views: new shape, strides and offset over the same storage, with PyTorch's rules and errors.
//!
//! Nothing here launches a kernel; a view is metadata. Ops that cannot be a view (a `reshape` of a
//! non-viewable layout) copy through the dispatcher in the binding.

use super::Tensor;
use crate::error::Error;

/// Wraps a possibly negative dimension, with PyTorch's IndexError.
pub fn wrap_dim(d: i64, ndim: usize) -> Result<usize, Error> {
    let n = ndim.max(1) as i64;
    let w = if d < 0 { d + n } else { d };
    if w < 0 || w >= n {
        return Err(Error::new(
            "IndexError",
            format!(
                "Dimension out of range (expected to be in range of [{}, {}], but got {d})",
                -n,
                n - 1
            ),
        ));
    }
    Ok(w as usize)
}

/// Resolves one `-1` in a requested shape, as `view`/`reshape` do.
pub fn infer_shape(req: &[i64], numel: usize) -> Result<Vec<usize>, Error> {
    let shape_str = || {
        let parts: Vec<String> = req.iter().map(|d| d.to_string()).collect();
        format!("[{}]", parts.join(", "))
    };
    let mut infer = None;
    let mut known = 1usize;
    for (i, &d) in req.iter().enumerate() {
        if d == -1 {
            if infer.is_some() {
                return Err(Error::runtime_error("only one dimension can be inferred"));
            }
            infer = Some(i);
        } else if d < 0 {
            return Err(Error::runtime_error(format!("invalid shape dimension {d}")));
        } else {
            known = known.saturating_mul(d as usize);
        }
    }
    let mut out: Vec<usize> = req.iter().map(|&d| d.max(0) as usize).collect();
    match infer {
        Some(i) if known != 0 && numel.is_multiple_of(known) => out[i] = numel / known,
        None if known == numel => {}
        _ => {
            return Err(Error::runtime_error(format!(
                "shape '{}' is invalid for input of size {numel}",
                shape_str()
            )))
        }
    }
    Ok(out)
}

impl Tensor {
    /// The same storage seen through other metadata.
    pub fn as_view(&self, shape: Vec<usize>, strides: Vec<isize>, offset: usize) -> Tensor {
        Tensor {
            storage: self.storage.clone(),
            shape,
            strides,
            offset,
        }
    }

    /// `view(shape)`: ATen's `computeStride`, which succeeds when each group of merged or split
    /// dimensions is contiguous within itself; `None` when no such strides exist.
    pub fn view_strides(&self, shape: &[usize]) -> Option<Vec<isize>> {
        let (old_shape, old_strides) = (&self.shape, &self.strides);
        let numel = self.numel();
        if numel == 0 || old_shape.is_empty() {
            return Some(super::contiguous_strides(shape));
        }
        let mut new_strides = vec![0isize; shape.len()];
        let mut view_d = shape.len() as isize - 1;
        let mut chunk_base_stride = *old_strides.last().unwrap_or(&1);
        let mut tensor_numel = 1usize;
        let mut view_numel = 1usize;
        for tensor_d in (0..old_shape.len()).rev() {
            tensor_numel *= old_shape[tensor_d];
            let boundary = tensor_d == 0
                || (old_shape[tensor_d - 1] != 1
                    && old_strides[tensor_d - 1] != tensor_numel as isize * chunk_base_stride);
            if boundary {
                while view_d >= 0 && (view_numel < tensor_numel || shape[view_d as usize] == 1) {
                    new_strides[view_d as usize] = view_numel as isize * chunk_base_stride;
                    view_numel *= shape[view_d as usize];
                    view_d -= 1;
                }
                if view_numel != tensor_numel {
                    return None;
                }
                if tensor_d > 0 {
                    chunk_base_stride = old_strides[tensor_d - 1];
                    tensor_numel = 1;
                    view_numel = 1;
                }
            }
        }
        if view_d != -1 {
            return None;
        }
        Some(new_strides)
    }

    pub fn permuted(&self, dims: &[usize]) -> Tensor {
        self.as_view(
            dims.iter().map(|&d| self.shape[d]).collect(),
            dims.iter().map(|&d| self.strides[d]).collect(),
            self.offset,
        )
    }

    pub fn transposed(&self, a: usize, b: usize) -> Tensor {
        let mut dims: Vec<usize> = (0..self.shape.len()).collect();
        // A 0-d tensor's dims 0 and -1 both wrap to 0 (PyTorch wraps against max(dim, 1)), and
        // its transpose is itself.
        if !dims.is_empty() {
            dims.swap(a, b);
        }
        self.permuted(&dims)
    }

    pub fn unsqueezed(&self, dim: usize) -> Tensor {
        let (mut shape, mut strides) = (self.shape.clone(), self.strides.clone());
        let st = if dim < shape.len() {
            strides[dim] * shape[dim] as isize
        } else {
            1
        };
        shape.insert(dim, 1);
        strides.insert(dim, st);
        self.as_view(shape, strides, self.offset)
    }

    /// Drops the size-1 dimensions in `dims` (all of them when `None`).
    pub fn squeezed(&self, dims: Option<&[usize]>) -> Tensor {
        let keep: Vec<usize> = (0..self.shape.len())
            .filter(|&d| self.shape[d] != 1 || dims.is_some_and(|ds| !ds.contains(&d)))
            .collect();
        self.permuted_subset(&keep)
    }

    fn permuted_subset(&self, keep: &[usize]) -> Tensor {
        self.as_view(
            keep.iter().map(|&d| self.shape[d]).collect(),
            keep.iter().map(|&d| self.strides[d]).collect(),
            self.offset,
        )
    }

    /// Elements `start, start+step, ...` (`len` of them) along `dim`.
    pub fn sliced(&self, dim: usize, start: usize, len: usize, step: usize) -> Tensor {
        let (mut shape, mut strides) = (self.shape.clone(), self.strides.clone());
        let offset = (self.offset as isize + start as isize * strides[dim]) as usize;
        shape[dim] = len;
        strides[dim] *= step as isize;
        self.as_view(shape, strides, offset)
    }

    /// Index `i` along `dim`, removing the dimension.
    pub fn selected(&self, dim: usize, i: usize) -> Tensor {
        let (mut shape, mut strides) = (self.shape.clone(), self.strides.clone());
        let offset = (self.offset as isize + i as isize * strides[dim]) as usize;
        shape.remove(dim);
        strides.remove(dim);
        self.as_view(shape, strides, offset)
    }

    /// Broadcasts to `shape` with stride 0 on the new and size-1 dimensions.
    pub fn expanded(&self, shape: &[usize]) -> Result<Tensor, Error> {
        let pad = shape.len().checked_sub(self.shape.len()).ok_or_else(|| {
            Error::runtime_error(format!(
                "expand(torch.FloatTensor{{{:?}}}, size=[{}]): the number of sizes provided ({}) must be greater or equal to the number of dimensions in the tensor ({})",
                self.shape,
                shape.len(),
                shape.len(),
                self.shape.len()
            ))
        })?;
        let mut strides = vec![0isize; shape.len()];
        for (i, &s) in shape.iter().enumerate() {
            if i < pad {
                continue;
            }
            let (d, st) = (self.shape[i - pad], self.strides[i - pad]);
            strides[i] = if d == s {
                st
            } else if d == 1 {
                0
            } else {
                return Err(Error::runtime_error(format!(
                    "The expanded size of the tensor ({s}) must match the existing size ({d}) at non-singleton dimension {i}.  Target sizes: {shape:?}.  Tensor sizes: {:?}",
                    self.shape
                )));
            };
        }
        Ok(self.as_view(shape.to_vec(), strides, self.offset))
    }
}
