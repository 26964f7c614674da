//! The layout of an elementwise result, as PyTorch's TensorIterator chooses it: a result over
//! row-major inputs is row-major, but one over a channels_last or transposed input keeps that
//! input's dim order (`(x.t() + 1).stride()` is `(1, 3)` for a 3x2 `x`, and `y + 1` of a
//! channels_last `y` is channels_last). The kernel runs in that order (its operands' accesses
//! permuted, so the result is written densely in it) and the result is the permuted view back.
//!
//! The rule is TensorIterator's: when every operand has the result's shape and they share a
//! layout (all row-major, all channels_last, or all the same dense strides), that layout;
//! otherwise its `reorder_dimensions`, an insertion sort of the dims that asks the operands in
//! order which of two dims is inner (the smaller stride; a broadcast dim has no say; equal
//! strides put the smaller size inner).

use tpu_emu::ops::Access;
use tpu_emu::tensor::{contiguous_strides, Tensor};

/// The result's dim order (outermost first) and, for TensorIterator's "same dense strides"
/// case, the exact strides it copies; None when the result is row-major.
pub struct Order {
    pub dims: Vec<usize>,
    pub strides: Option<Vec<isize>>,
}

/// Each operand's strides over the broadcast `shape`: a broadcast dim (missing, or of size 1
/// where the result's is not) has stride 0, as `TensorIteratorBase::compute_strides` sets it.
fn broadcast_strides(t: &Tensor, shape: &[usize]) -> Vec<isize> {
    let lead = shape.len() - t.shape.len();
    (0..shape.len())
        .map(|i| {
            if i < lead {
                return 0;
            }
            let j = i - lead;
            if t.shape[j] == 1 && shape[i] != 1 {
                0
            } else {
                t.strides[j]
            }
        })
        .collect()
}

/// ATen's `is_channels_last_contiguous` for rank 4 or 5 (size-1 dims skipped).
fn channels_last(t: &Tensor) -> bool {
    let rank = t.shape.len();
    if rank != 4 && rank != 5 {
        return false;
    }
    let mut order = vec![1];
    order.extend((2..rank).rev());
    order.push(0);
    dense_in(t, &order)
}

/// Whether `t` is densely laid out with `inner_first` as its dims from innermost out.
fn dense_in(t: &Tensor, inner_first: &[usize]) -> bool {
    let mut expected = 1isize;
    for &d in inner_first {
        if t.shape[d] != 1 {
            if t.strides[d] != expected {
                return false;
            }
            expected *= t.shape[d] as isize;
        }
    }
    true
}

/// ATen's `is_non_overlapping_and_dense`: some order of the dims lays `t` out densely.
fn non_overlapping_and_dense(t: &Tensor) -> bool {
    let mut dims: Vec<usize> = (0..t.shape.len()).collect();
    dims.sort_by_key(|&d| (t.shape[d] != 1, t.strides[d]));
    dims.retain(|&d| t.shape[d] != 1);
    dense_in(t, &dims)
}

/// Whether `t`'s dims are not in row-major order (a transpose, a permute, channels_last):
/// strides that grow inward somewhere, broadcast and size-1 dims aside.
pub fn permuted(t: &Tensor) -> bool {
    let mut outer = isize::MAX;
    for (&n, &s) in t.shape.iter().zip(&t.strides) {
        if n == 1 || s == 0 {
            continue;
        }
        if s > outer {
            return true;
        }
        outer = s;
    }
    false
}

/// The order of `operands`' elementwise result over the broadcast `shape`.
pub fn order(operands: &[&Tensor], shape: &[usize]) -> Option<Order> {
    let nd = shape.len();
    if nd < 2 || operands.is_empty() {
        return None;
    }
    // TensorIterator's fast setup: every operand of the result's shape, in one layout.
    if operands.iter().all(|t| t.shape == shape) {
        if operands.iter().all(|t| t.is_contiguous()) {
            return None;
        }
        if operands.iter().all(|t| channels_last(t)) {
            let mut dims = vec![0];
            dims.extend(2..nd);
            dims.push(1);
            return Some(Order {
                dims,
                strides: None,
            });
        }
        let first = &operands[0].strides;
        if operands
            .iter()
            .all(|t| non_overlapping_and_dense(t) && &t.strides == first)
        {
            let mut dims: Vec<usize> = (0..nd).collect();
            // Outermost first: larger strides first; ties (size-1 dims) keep their order.
            dims.sort_by_key(|&d| std::cmp::Reverse((shape[d] != 1, first[d])));
            return Some(Order {
                dims,
                strides: Some(first.clone()),
            });
        }
    }
    let strides: Vec<Vec<isize>> = operands
        .iter()
        .map(|t| broadcast_strides(t, shape))
        .collect();
    // `should_swap`: 1 when dim0 belongs outside dim1, -1 when inside, 0 when no operand says.
    let should_swap = |d0: usize, d1: usize| -> i32 {
        for s in &strides {
            let (s0, s1) = (s[d0], s[d1]);
            if s0 == 0 || s1 == 0 {
                continue;
            }
            if s0 < s1 {
                return -1;
            }
            if s0 > s1 {
                return 1;
            }
            if shape[d0] > shape[d1] {
                return 1;
            }
        }
        0
    };
    // Innermost first, as TensorIterator's `perm_`: starts as nd-1, ..., 0.
    let mut perm: Vec<usize> = (0..nd).rev().collect();
    for i in 1..nd {
        let mut d1 = i;
        for d0 in (0..i).rev() {
            match should_swap(perm[d0], perm[d1]) {
                c if c > 0 => {
                    perm.swap(d0, d1);
                    d1 = d0;
                }
                c if c < 0 => break,
                _ => {}
            }
        }
    }
    perm.reverse();
    if perm.iter().enumerate().all(|(i, &d)| i == d) {
        return None;
    }
    Some(Order {
        dims: perm,
        strides: None,
    })
}

impl Order {
    /// `xs` (one per dim of the result) in the result's order.
    pub fn permute<T: Copy>(&self, xs: &[T]) -> Vec<T> {
        self.dims.iter().map(|&d| xs[d]).collect()
    }

    /// An operand's access in the result's order.
    pub fn access(&self, a: Access) -> Access {
        Access {
            strides: self.permute(&a.strides),
            offset: a.offset,
        }
    }

    /// The result, computed densely in this order, as a view of `shape` in the caller's order.
    pub fn unpermute(&self, out: Tensor, shape: &[usize]) -> Tensor {
        let strides = match &self.strides {
            Some(s) => s.clone(),
            None => {
                let dense = contiguous_strides(&self.permute(shape));
                let mut strides = vec![0isize; shape.len()];
                for (i, &d) in self.dims.iter().enumerate() {
                    strides[d] = dense[i];
                }
                strides
            }
        };
        out.as_view(shape.to_vec(), strides, out.offset)
    }
}
