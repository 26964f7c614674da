//! Reductions, running sums and softmax: the reference kernels for ops that combine elements.
//!
//! Every group is accumulated in f64 (integers in i64) and rounded once, so results do not depend on
//! how a backend splits the work; PyTorch's own f32 sums differ from the exact sum by a few ulps,
//! well inside the oracle's tolerance.

use super::{collect_any, collect_float, collect_int, get_i64};
use crate::ops::{Access, ReduceOp};
use crate::tensor::{strided_offsets, DType, HostData};

/// Storage offsets grouped by output element: `groups` blocks of `inner` offsets each. A 0-d
/// tensor reduced over dim 0 or -1 (which PyTorch accepts) has no dimension to group: one group
/// of its one element.
fn grouped_offsets(shape: &[usize], a: &Access, dims: &[usize]) -> (Vec<usize>, usize) {
    let dims: Vec<usize> = dims.iter().copied().filter(|&d| d < shape.len()).collect();
    let dims = &dims[..];
    let mut order: Vec<usize> = (0..shape.len()).filter(|d| !dims.contains(d)).collect();
    order.extend_from_slice(dims);
    let sh: Vec<usize> = order.iter().map(|&d| shape[d]).collect();
    let st: Vec<isize> = order.iter().map(|&d| a.strides[d]).collect();
    let inner = dims.iter().map(|&d| shape[d]).product();
    (strided_offsets(&sh, &st, a.offset), inner)
}

fn is_int(h: &HostData) -> bool {
    matches!(h, HostData::I32(_) | HostData::I64(_) | HostData::Bool(_))
}

fn float_reduce(op: ReduceOp, vals: &[f64]) -> f64 {
    let n = vals.len() as f64;
    match op {
        // From +0.0, as PyTorch's accumulator (Rust's f64 `sum` starts at -0.0, which made the sum
        // over an empty dim print as `-0.`).
        ReduceOp::Sum => vals.iter().fold(0.0, |acc, v| acc + v),
        ReduceOp::Mean => vals.iter().fold(0.0, |acc, v| acc + v) / n,
        ReduceOp::Prod => vals.iter().product(),
        ReduceOp::Max | ReduceOp::Min => {
            let max = op == ReduceOp::Max;
            vals.iter().copied().fold(vals[0], |acc, v| {
                if acc.is_nan() || v.is_nan() {
                    f64::NAN
                } else if (max && v > acc) || (!max && v < acc) {
                    v
                } else {
                    acc
                }
            })
        }
        ReduceOp::ArgMax | ReduceOp::ArgMin => {
            let max = op == ReduceOp::ArgMax;
            let mut best = 0;
            for (i, &v) in vals.iter().enumerate() {
                let b = vals[best];
                // The first NaN wins, as in PyTorch; otherwise the first extreme.
                if b.is_nan() {
                    break;
                }
                if v.is_nan() || (max && v > b) || (!max && v < b) {
                    best = i;
                }
            }
            best as f64
        }
        ReduceOp::Var { correction } => {
            let mean = vals.iter().sum::<f64>() / n;
            let ss: f64 = vals.iter().map(|v| (v - mean) * (v - mean)).sum();
            ss / (n - correction).max(0.0)
        }
        ReduceOp::Norm => vals.iter().fold(0.0, |s, v| s + v * v).sqrt(),
        ReduceOp::LogSumExp => {
            let m = vals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            if m.is_infinite() {
                return m;
            }
            m + vals.iter().map(|v| (v - m).exp()).sum::<f64>().ln()
        }
        ReduceOp::Any => vals.iter().any(|&v| v != 0.0) as u8 as f64,
        ReduceOp::All => vals.iter().all(|&v| v != 0.0) as u8 as f64,
    }
}

/// One multiply of PyTorch's `prod` in `dt`: in float for the 16-bit types, rounded back.
fn times(dt: DType, a: f64, b: f64) -> f64 {
    let f = (a as f32) * (b as f32);
    match dt {
        DType::Float64 => a * b,
        DType::Float16 => half::f16::from_f32(f).to_f64(),
        DType::BFloat16 => half::bf16::from_f32(f).to_f64(),
        _ => f as f64,
    }
}

/// `prod` of one group as PyTorch's CPU kernel computes it (`binary_kernel_reduce_vec`), each
/// multiply rounded to the dtype: an inner reduction (`lanes`) of at least four vectors keeps
/// four vectors of partial products (16 lanes of a 16-bit type, 8 of float, 4 of double, as
/// AVX2 and the default build both have them), folds them together and then lane by lane, and
/// multiplies the rest in order; anything else multiplies in order from 1.
fn prod_rounded(vals: &[f64], dt: DType, lanes: bool) -> f64 {
    let width = match dt {
        DType::Float64 => 4,
        DType::Float32 => 8,
        _ => 16,
    };
    let chunk = 4 * width;
    let count = if lanes { vals.len() / chunk } else { 0 };
    let mut out = 1.0;
    if count > 0 {
        let mut acc = vals[..chunk].to_vec();
        for i in 1..count {
            for (e, v) in acc.iter_mut().enumerate() {
                *v = times(dt, *v, vals[i * chunk + e]);
            }
        }
        let lane = |l: usize| {
            let p01 = times(dt, acc[l], acc[width + l]);
            let p23 = times(dt, acc[2 * width + l], acc[3 * width + l]);
            times(dt, p01, p23)
        };
        let folded = (1..width).fold(lane(0), |b, l| times(dt, b, lane(l)));
        out = times(dt, out, folded);
    }
    vals[count * chunk..]
        .iter()
        .fold(out, |o, &v| times(dt, o, v))
}

pub(super) fn reduce(
    op: ReduceOp,
    x: &HostData,
    shape: &[usize],
    a: &Access,
    dims: &[usize],
    out: DType,
) -> HostData {
    if let (HostData::F32(v), DType::Float32) = (x, out) {
        if let Some(res) = reduce_f32(op, v, shape, a, dims) {
            return HostData::F32(res);
        }
    }
    let (offs, inner) = grouped_offsets(shape, a, dims);
    let groups = offs.len().checked_div(inner).unwrap_or_else(|| {
        shape
            .iter()
            .enumerate()
            .filter(|(i, _)| !dims.contains(i))
            .map(|(_, d)| d)
            .product()
    });
    let exact_int = is_int(x)
        && !out.is_floating()
        && matches!(
            op,
            ReduceOp::Sum | ReduceOp::Prod | ReduceOp::Max | ReduceOp::Min
        );
    if exact_int {
        // Integer sums and products are exact (wrapping) in int64, as PyTorch's are.
        return collect_int(
            out,
            (0..groups).map(|g| {
                let it = offs[g * inner..(g + 1) * inner]
                    .iter()
                    .map(|&o| get_i64(x, o));
                match op {
                    ReduceOp::Sum => it.fold(0i64, i64::wrapping_add),
                    ReduceOp::Prod => it.fold(1i64, i64::wrapping_mul),
                    ReduceOp::Max => it.max().unwrap_or(0),
                    _ => it.min().unwrap_or(0),
                }
            }),
        );
    }
    let mut vals = Vec::with_capacity(inner);
    if op == ReduceOp::Prod && out.is_floating() {
        // An inner reduction (the reduced dims trailing, over contiguous data) runs in vector
        // lanes in PyTorch; any other takes each group's elements in order.
        // (Size-1 dims aside, which TensorIterator drops.)
        let kept = |d: &usize| !dims.contains(d) && shape[*d] > 1;
        let last_kept = (0..shape.len()).rfind(kept);
        let trailing = dims
            .iter()
            .filter(|&&d| d < shape.len() && shape[d] > 1)
            .all(|&d| last_kept.is_none_or(|k| d > k));
        let dense = crate::tensor::contiguous_strides(shape)
            .iter()
            .zip(&a.strides)
            .zip(shape)
            .all(|((c, s), &n)| n == 1 || c == s);
        return collect_any(
            out,
            (0..groups).map(|g| {
                vals.clear();
                vals.extend(
                    offs[g * inner..(g + 1) * inner]
                        .iter()
                        .map(|&o| x.get_f64(o)),
                );
                prod_rounded(&vals, out, trailing && dense)
            }),
        );
    }
    collect_any(
        out,
        (0..groups).map(|g| {
            vals.clear();
            let group = &offs[g * inner..(g + 1) * inner];
            match x {
                HostData::F32(v) => vals.extend(group.iter().map(|&o| v[o] as f64)),
                _ => vals.extend(group.iter().map(|&o| x.get_f64(o))),
            }
            float_reduce(op, &vals)
        }),
    )
}

/// Sum, mean, max and min of float32 data over increasing `dims`, walking the view in row-major
/// order and adding each element into its group's f64 accumulator: each group still takes its
/// elements in the order of the reduced dimensions, as [`float_reduce`] does (a max from -inf
/// keeps the first of equal values, as one from the group's first element does), without an
/// offset vector or a copy of each group. `None` for other ops and empty views.
fn reduce_f32(
    op: ReduceOp,
    v: &[f32],
    shape: &[usize],
    a: &Access,
    dims: &[usize],
) -> Option<Vec<f32>> {
    // As `float_reduce`: NaN wins, and of equal values (-0 and +0) the first stays.
    let nan = |t: f64, x: f64| t.is_nan() || x.is_nan();
    let max = |t, x| {
        if nan(t, x) {
            f64::NAN
        } else if x > t {
            x
        } else {
            t
        }
    };
    let min = |t, x| {
        if nan(t, x) {
            f64::NAN
        } else if x < t {
            x
        } else {
            t
        }
    };
    if !matches!(
        op,
        ReduceOp::Sum | ReduceOp::Mean | ReduceOp::Max | ReduceOp::Min
    ) {
        return None;
    }
    let sorted = dims.windows(2).all(|w| w[0] < w[1]);
    if shape.is_empty() || shape.contains(&0) || !sorted || dims.iter().any(|&d| d >= shape.len()) {
        return None;
    }
    // The output's index as strides over the input's shape: 0 along the reduced dimensions.
    let mut ost = vec![0isize; shape.len()];
    let mut groups = 1;
    for d in (0..shape.len()).rev() {
        if !dims.contains(&d) {
            ost[d] = groups as isize;
            groups *= shape[d];
        }
    }
    let init = match op {
        ReduceOp::Max => f64::NEG_INFINITY,
        ReduceOp::Min => f64::INFINITY,
        _ => 0.0,
    };
    let mut acc = vec![init; groups];
    let runs = (shape, [&a.strides[..], &ost[..]], [a.offset, 0]);
    match op {
        ReduceOp::Max => accumulate(v, runs, &mut acc, max),
        ReduceOp::Min => accumulate(v, runs, &mut acc, min),
        _ => accumulate(v, runs, &mut acc, |t, x| t + x),
    }
    let n = (shape.iter().product::<usize>() / groups) as f64;
    let mean = op == ReduceOp::Mean;
    Some(
        acc.into_iter()
            .map(|t| if mean { t / n } else { t } as f32)
            .collect(),
    )
}

/// `acc[group] = step(acc[group], element)` over the view's elements in row-major order; `runs` is
/// the view and the groups' strides over its shape, as `for_each_run` takes them. Generic so that
/// each step is inlined into its loop.
fn accumulate(
    v: &[f32],
    (shape, strides, offsets): (&[usize], [&[isize]; 2], [usize; 2]),
    acc: &mut [f64],
    step: impl Fn(f64, f64) -> f64,
) {
    let at = |b: usize, s: isize, k: usize| (b as isize + k as isize * s) as usize;
    crate::tensor::walk::for_each_run(shape, strides, offsets, |[i, o], [si, so], len| {
        if so == 0 {
            acc[o] = (0..len).fold(acc[o], |t, k| step(t, v[at(i, si, k)] as f64));
        } else {
            for k in 0..len {
                let g = at(o, so, k);
                acc[g] = step(acc[g], v[at(i, si, k)] as f64);
            }
        }
    });
}

/// `(outer, size, inner)` of a contiguous tensor split at `dim`. A 0-d tensor is one element
/// along its only legal dim (PyTorch wraps dim 0 and -1 of a scalar): `(1, 1, 1)`.
fn split_at(shape: &[usize], dim: usize) -> (usize, usize, usize) {
    if shape.is_empty() {
        return (1, 1, 1);
    }
    (
        shape[..dim].iter().product(),
        shape[dim],
        shape[dim + 1..].iter().product(),
    )
}

pub(super) fn cumsum(x: &HostData, shape: &[usize], dim: usize, out: DType) -> HostData {
    let (outer, size, inner) = split_at(shape, dim);
    let n = outer * size * inner;
    if !out.is_floating() {
        let mut res = vec![0i64; n];
        for o in 0..outer {
            for i in 0..inner {
                let mut acc = 0i64;
                for s in 0..size {
                    let k = (o * size + s) * inner + i;
                    acc = acc.wrapping_add(get_i64(x, k));
                    res[k] = acc;
                }
            }
        }
        return collect_int(out, res.into_iter());
    }
    let mut res = vec![0f64; n];
    for o in 0..outer {
        for i in 0..inner {
            let mut acc = 0f64;
            for s in 0..size {
                let k = (o * size + s) * inner + i;
                acc += x.get_f64(k);
                // Each prefix is rounded as PyTorch's f32 accumulator would hold it.
                acc = round_like(acc, out);
                res[k] = acc;
            }
        }
    }
    collect_float(out, res.into_iter())
}

fn round_like(v: f64, dtype: DType) -> f64 {
    match dtype {
        DType::Float64 => v,
        _ => v as f32 as f64,
    }
}

pub(super) fn softmax(
    x: &HostData,
    shape: &[usize],
    dim: usize,
    log: bool,
    out: DType,
) -> HostData {
    let (outer, size, inner) = split_at(shape, dim);
    let mut res = vec![0f64; outer * size * inner];
    for o in 0..outer {
        for i in 0..inner {
            let idx = |s: usize| (o * size + s) * inner + i;
            let m = (0..size)
                .map(|s| x.get_f64(idx(s)))
                .fold(f64::NEG_INFINITY, f64::max);
            let total: f64 = (0..size).map(|s| (x.get_f64(idx(s)) - m).exp()).sum();
            for s in 0..size {
                let z = x.get_f64(idx(s)) - m;
                res[idx(s)] = if log { z - total.ln() } else { z.exp() / total };
            }
        }
    }
    collect_float(out, res.into_iter())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `prod` of 16-bit values rounds at each multiply, as PyTorch 2.15's CPU kernel (its
    /// results, `torch.tensor(v, dtype=...).prod().item()`): the first three in order, the last
    /// (100 values) through the four vectors of lanes.
    #[test]
    fn half_prod_rounds_each_multiply() {
        let f16 = |v: &[f64]| -> Vec<f64> {
            v.iter().map(|&x| half::f16::from_f64(x).to_f64()).collect()
        };
        let bf16 = |v: &[f64]| -> Vec<f64> {
            v.iter()
                .map(|&x| half::bf16::from_f64(x).to_f64())
                .collect()
        };
        let thirds = [4.0 / 3.0, 5.0 / 3.0, 2.0, 7.0 / 3.0];
        assert_eq!(prod_rounded(&bf16(&thirds), DType::BFloat16, true), 10.3125);
        let five = [1.1, 1.3, 1.7, 1.9, 2.3];
        assert_eq!(prod_rounded(&f16(&five), DType::Float16, true), 10.6328125);
        assert_eq!(
            prod_rounded(&bf16(&[1.1; 10]), DType::BFloat16, true),
            2.609375
        );
        assert_eq!(
            prod_rounded(&f16(&[1.01; 100]), DType::Float16, true),
            2.6171875
        );
        // In order (an outer reduction), each multiply rounded as a loop of half multiplies.
        assert_eq!(
            prod_rounded(&f16(&[1.01; 100]), DType::Float16, false),
            2.638671875
        );
    }
}
