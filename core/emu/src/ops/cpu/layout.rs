//! Kernels that move elements without arithmetic: gathers, in-place assignment and concatenation.

use super::offsets;
use crate::ops::Access;
use crate::tensor::walk::for_each_run;
use crate::tensor::{DType, HostData};

/// The storage elements at `offs`, in order.
pub(super) fn take(x: &HostData, offs: &[usize]) -> HostData {
    match x {
        HostData::Bool(v) => HostData::Bool(offs.iter().map(|&o| v[o]).collect()),
        HostData::I32(v) => HostData::I32(offs.iter().map(|&o| v[o]).collect()),
        HostData::I64(v) => HostData::I64(offs.iter().map(|&o| v[o]).collect()),
        HostData::F32(v) => HostData::F32(offs.iter().map(|&o| v[o]).collect()),
        HostData::F64(v) => HostData::F64(offs.iter().map(|&o| v[o]).collect()),
    }
}

/// A copy of `dst` with `dst[at[i]] = src[i]` (the source read through its access and converted to
/// the destination's type, `out`: narrow integers wrap). Later writes to the same element win, as PyTorch's `index_put_` does on
/// the CPU.
pub(super) fn assign(
    dst: &HostData,
    src: &HostData,
    at: &[usize],
    shape: &[usize],
    acc: &Access,
    accumulate: bool,
    out_dtype: DType,
) -> HostData {
    if let (HostData::F32(dv), HostData::F32(sv)) = (dst, src) {
        // The float32 case without a type dispatch or an offset vector per element; the same
        // arithmetic (sums in f64, rounded once; a write through f64).
        let whole = at.len() == dv.len() && shape.iter().product::<usize>() == dv.len();
        if whole && at.iter().enumerate().all(|(i, &d)| i == d) {
            // Every element written once, in storage order (`copy_`, an optimizer's update): the
            // old contents matter only to a sum, one rounding of two f32s, so f32's own sum.
            let mut out = Vec::with_capacity(dv.len());
            for_each_run(
                shape,
                [&acc.strides[..]],
                [acc.offset],
                |[s], [step], len| {
                    let d = out.len();
                    if step == 1 && accumulate {
                        out.extend(
                            dv[d..d + len]
                                .iter()
                                .zip(&sv[s..s + len])
                                .map(|(p, q)| p + q),
                        );
                    } else if step == 1 {
                        out.extend(sv[s..s + len].iter().map(|&v| v as f64 as f32));
                    } else {
                        out.extend((0..len as isize).map(|t| {
                            let v = sv[(s as isize + t * step) as usize];
                            if accumulate {
                                dv[d + t as usize] + v
                            } else {
                                v as f64 as f32
                            }
                        }));
                    }
                },
            );
            return HostData::F32(out);
        }
        if accumulate {
            // Each destination written at most once (a view's gradient into zeros): every sum is
            // one rounding of two f32s, so f32's own. A repeated one (an `expand`) needs the
            // wide sums below.
            let (mut out, mut seen, mut repeated) = (dv.clone(), vec![false; dv.len()], false);
            pairs_f32(at, shape, acc, sv, |d, v| {
                repeated |= std::mem::replace(&mut seen[d], true);
                out[d] += v;
            });
            if !repeated {
                return HostData::F32(out);
            }
            let mut vals: Vec<f64> = dv.iter().map(|&v| v as f64).collect();
            pairs_f32(at, shape, acc, sv, |d, v| vals[d] += v as f64);
            return HostData::F32(vals.into_iter().map(|v| v as f32).collect());
        }
        let mut out = dv.clone();
        pairs_f32(at, shape, acc, sv, |d, v| out[d] = v as f64 as f32);
        return HostData::F32(out);
    }
    let so = offsets(shape, acc);
    let mut out = dst.clone();
    if accumulate {
        let mut vals: Vec<f64> = (0..dst.len()).map(|i| dst.get_f64(i)).collect();
        for (&d, &s) in at.iter().zip(&so) {
            vals[d] += src.get_f64(s);
        }
        return super::collect_any(out_dtype, vals.into_iter());
    }
    match &mut out {
        HostData::Bool(v) => at
            .iter()
            .zip(&so)
            .for_each(|(&d, &s)| v[d] = src.get_f64(s) != 0.0),
        HostData::I32(v) => at
            .iter()
            .zip(&so)
            .for_each(|(&d, &s)| v[d] = out_dtype.wrap(super::get_i64(src, s)) as i32),
        HostData::I64(v) => at
            .iter()
            .zip(&so)
            .for_each(|(&d, &s)| v[d] = super::get_i64(src, s)),
        HostData::F32(v) => at
            .iter()
            .zip(&so)
            .for_each(|(&d, &s)| v[d] = src.get_f64(s) as f32),
        HostData::F64(v) => at
            .iter()
            .zip(&so)
            .for_each(|(&d, &s)| v[d] = src.get_f64(s)),
    }
    out
}

/// `f(at[i], the source's i-th element)` for each element of the strided float32 source, as far
/// as both go.
fn pairs_f32(
    at: &[usize],
    shape: &[usize],
    acc: &Access,
    src: &[f32],
    mut f: impl FnMut(usize, f32),
) {
    let mut dsts = at.iter().copied();
    for_each_run(
        shape,
        [&acc.strides[..]],
        [acc.offset],
        |[s], [step], len| {
            for (t, d) in (0..len as isize).zip(dsts.by_ref()) {
                f(d, src[(s as isize + t * step) as usize]);
            }
        },
    );
}

/// Concatenation along `dim`: for each outer index, each part's slab in turn.
pub(super) fn cat(
    inputs: &[&HostData],
    dim: usize,
    shapes: &[Vec<usize>],
    parts: &[Access],
    out: DType,
) -> HostData {
    let per_part: Vec<Vec<usize>> = shapes
        .iter()
        .zip(parts)
        .map(|(s, a)| offsets(s, a))
        .collect();
    let outer: usize = shapes[0][..dim].iter().product();
    let mut vals = Vec::new();
    for o in 0..outer {
        for (p, offs) in per_part.iter().enumerate() {
            let slab: usize = shapes[p][dim..].iter().product();
            for &off in &offs[o * slab..(o + 1) * slab] {
                vals.push((p, off));
            }
        }
    }
    if out.is_floating() || out == DType::Bool {
        super::collect_any(out, vals.iter().map(|&(p, o)| inputs[p].get_f64(o)))
    } else {
        super::collect_int(out, vals.iter().map(|&(p, o)| super::get_i64(inputs[p], o)))
    }
}
