//! `Tensor.as_strided(size, stride, storage_offset=None)`: a view of the input's storage with the
//! given geometry, whose writes reach the base (every tensor here is a storage with strides, as
//! in PyTorch). `torch.as_strided`, `as_strided_copy` and `as_strided_scatter` build on it in the
//! library (`torch/_ops/shape.py`).
//!
//! The gradient: the view's map is re-applied to a zero tensor of the input's shape, so it needs
//! the input to be laid out contiguously in its storage and the view to stay within the input's
//! elements; an input that requires grad and breaks that (a transposed or sliced-with-gaps input,
//! a view reaching before or past its elements) is refused by name rather than given a wrong
//! gradient (PyTorch's as_strided_backward works on the whole storage).

use std::rc::Rc;

use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Args, Ctx, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::value;
use crate::TorchValue;

fn int_list(v: Option<&Value>, what: &str) -> Result<Vec<i64>, PyErr> {
    let v = v.ok_or_else(|| {
        PyErr::type_error(format!("as_strided() missing required argument '{what}'"))
    })?;
    let items = match (v, crate::torch_of(v)) {
        (Value::Tuple(_) | Value::List(_), _) | (_, Some(TorchValue::Size(_))) => {
            tpu_lang::builtins::iterate(v)?
        }
        (Value::Int(_), _) => vec![v.clone()],
        (other, _) => {
            return Err(PyErr::type_error(format!(
                "as_strided(): argument '{what}' must be tuple of ints, not {}",
                other.type_name()
            )))
        }
    };
    items
        .iter()
        .map(|x| match x {
            Value::Int(i) => Ok(*i),
            other => Err(PyErr::type_error(format!(
                "as_strided(): argument '{what}' must be tuple of ints, but found element of type {}",
                other.type_name()
            ))),
        })
        .collect()
}

fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

pub(super) fn as_strided(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = super::receiver(a)?;
    let size = int_list(a.get(1, "size"), "size")?;
    let stride = int_list(a.get(2, "stride"), "stride")?;
    let offset = match a.get(3, "storage_offset") {
        None | Some(Value::None) => t.tensor.offset as i64,
        Some(Value::Int(i)) => *i,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "as_strided(): argument 'storage_offset' must be int, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    if size.len() != stride.len() {
        return Err(PyErr::runtime_error("mismatch in length of strides and shape").into());
    }
    if let Some(&s) = size.iter().find(|&&s| s < 0) {
        return Err(PyErr::runtime_error(format!(
            "Trying to create tensor with negative dimension {s}: [{}]",
            join(&size)
        ))
        .into());
    }
    if stride.iter().any(|&s| s < 0) {
        return Err(PyErr::runtime_error(format!(
            "as_strided: Negative strides are not supported at the moment, got strides: [{}]",
            join(&stride)
        ))
        .into());
    }
    if offset < 0 {
        return Err(
            PyErr::runtime_error(format!("Tensor: invalid storage offset {offset}")).into(),
        );
    }
    // The storage the view needs (in elements), as ATen's checkInBoundsForStorage.
    let needed: i64 = if size.contains(&0) {
        0
    } else {
        offset
            + 1
            + size
                .iter()
                .zip(&stride)
                .map(|(n, s)| (n - 1) * s)
                .sum::<i64>()
    };
    let have = t.tensor.storage.len as i64;
    if needed > have {
        let item = t.tensor.dtype().size() as i64;
        return Err(PyErr::runtime_error(format!(
            "setStorage: sizes [{}], strides [{}], storage offset {offset}, and itemsize {item} requiring a storage size of {} are out of bounds for storage of size {}",
            join(&size),
            join(&stride),
            needed * item,
            have * item
        ))
        .into());
    }
    let shape: Vec<usize> = size.iter().map(|&n| n as usize).collect();
    let strides: Vec<isize> = stride.iter().map(|&s| s as isize).collect();
    if crate::autograd::record::needs_grad(ctx, &[&t]) {
        let rel = offset - t.tensor.offset as i64;
        let inside = needed == 0
            || (rel >= 0 && needed - (t.tensor.offset as i64) <= t.tensor.numel() as i64);
        if !t.tensor.is_contiguous() || !inside {
            return Err(PyErr::new(
                "NotImplementedError",
                "Tensor.as_strided of a tensor that requires grad, where the input is not contiguous or the view reaches outside its elements, is not supported in the playground yet",
            )
            .into());
        }
    }
    // Relative to the input's own offset, so that the backward's zero tensor (offset 0) maps the
    // same elements.
    let rel = offset - t.tensor.offset as i64;
    let f = move |x: &Tensor| {
        x.as_view(
            shape.clone(),
            strides.clone(),
            (x.offset as i64 + rel).max(0) as usize,
        )
    };
    Ok(value(
        super::views::View::new(ctx, &t).custom("AsStridedBackward0", Rc::new(f))?,
    ))
}
