//! The CPU reference kernels. Every other backend must produce what these produce.
//!
//! Float32 arithmetic is computed in f64 and rounded once to f32: for +, -, *, / that is exactly the
//! IEEE f32 result (double rounding is innocuous when the wide type has at least 2p+2 bits), and it
//! lets one loop serve every dtype. Reductions and matmuls fix their summation order, because the
//! GPU kernels follow the same order and the two backends must agree bit for bit.

mod elementwise;

pub use elementwise::{binary_f32, unary_f32};
mod layout;
mod matmul;
pub use matmul::matmul_f32;
mod reduce;

use super::{Access, Kernel};
use crate::tensor::{strided_offsets, DType, HostData};

/// Lanes of the sum reduction: the WGSL kernel's workgroup size, whose order this replicates.
pub const SUM_LANES: usize = 256;

pub(crate) fn offsets(shape: &[usize], a: &Access) -> Vec<usize> {
    strided_offsets(shape, &a.strides, a.offset)
}

pub(crate) fn get_i64(h: &HostData, i: usize) -> i64 {
    match h {
        HostData::Bool(v) => v[i] as i64,
        HostData::I32(v) => v[i] as i64,
        HostData::I64(v) => v[i],
        HostData::F32(v) => v[i] as i64,
        HostData::F64(v) => v[i] as i64,
    }
}

/// Builds output data of `dtype` from f64 values (rounded once) or i64 values. Half types are
/// stored widened to f32, rounded to their own precision here, on every write.
pub(crate) fn collect_float(dtype: DType, vals: impl Iterator<Item = f64>) -> HostData {
    match dtype {
        DType::Float64 => HostData::F64(vals.collect()),
        DType::Float16 => HostData::F32(vals.map(|x| half::f16::from_f64(x).to_f32()).collect()),
        DType::BFloat16 => HostData::F32(vals.map(|x| half::bf16::from_f64(x).to_f32()).collect()),
        _ => HostData::F32(vals.map(|x| x as f32).collect()),
    }
}

/// Output data of any dtype from f64 values: floats rounded once, integers truncated (an
/// integral value, as a Python int's scalar is, wraps from int64; see [`float_to_int`] for others).
pub fn collect_any(dtype: DType, vals: impl Iterator<Item = f64>) -> HostData {
    if dtype.is_floating() {
        collect_float(dtype, vals)
    } else if dtype == DType::Bool {
        HostData::Bool(vals.map(|v| v != 0.0).collect())
    } else {
        collect_int(
            dtype,
            vals.map(|v| {
                if v.fract() == 0.0 && v.abs() < 9.2e18 {
                    v as i64
                } else {
                    float_to_int(dtype, v)
                }
            }),
        )
    }
}

/// A float converted to an integer dtype as PyTorch's CPU cast does on x86 (C's truncating
/// conversion): int64 directly, the narrower types through a 32-bit conversion and then wrapped
/// (`300.7` is 44 in uint8, `-1.5` is 255). NaN and values out of the conversion's range give its
/// "integer indefinite" (the type's minimum, so 0 once wrapped to uint8, int8 or int16).
pub fn float_to_int(dtype: DType, x: f64) -> i64 {
    if dtype == DType::Int64 {
        return if (i64::MIN as f64..-(i64::MIN as f64)).contains(&x) {
            x as i64
        } else {
            i64::MIN
        };
    }
    let t = if (-2_147_483_648.0..2_147_483_648.0).contains(&x.trunc()) {
        x as i64
    } else {
        i32::MIN as i64
    };
    dtype.wrap(t)
}

/// Output data of an integer (or bool) dtype from i64 values, wrapped to the dtype's width (two's
/// complement, as PyTorch's CPU kernels do): the narrow integers are stored widened to i32, wrapped
/// here, on every write.
pub fn collect_int(dtype: DType, vals: impl Iterator<Item = i64>) -> HostData {
    match dtype {
        DType::Int32 => HostData::I32(vals.map(|x| x as i32).collect()),
        DType::UInt8 | DType::Int8 | DType::Int16 => {
            HostData::I32(vals.map(|x| dtype.wrap(x) as i32).collect())
        }
        DType::Bool => HostData::Bool(vals.map(|x| x != 0).collect()),
        _ => HostData::I64(vals.collect()),
    }
}

/// Runs `kernel` over the host data of its inputs, producing the output in `out_dtype`.
pub fn run(kernel: &Kernel, inputs: &[&HostData], out_dtype: DType) -> HostData {
    match kernel {
        Kernel::Binary { op, shape, a, b } => {
            elementwise::binary(*op, inputs[0], inputs[1], shape, a, b, out_dtype)
        }
        Kernel::Unary { op, shape, a } => elementwise::unary(*op, inputs[0], shape, a, out_dtype),
        Kernel::Compare { op, shape, a, b } => {
            elementwise::compare(*op, inputs[0], inputs[1], shape, a, b)
        }
        Kernel::Where { shape, cond, a, b } => {
            elementwise::select(inputs, shape, [cond, a, b], out_dtype)
        }
        Kernel::BatchMatmul { batch, m, k, n } => {
            let (x, y) = (inputs[0], inputs[1]);
            if let (HostData::F32(a), HostData::F32(b), DType::Float32) = (x, y, out_dtype) {
                let mut out = Vec::with_capacity(batch * m * n);
                for bi in 0..*batch {
                    let (xo, yo) = (bi * m * k, bi * k * n);
                    out.extend(matmul_f32(
                        &a[xo..xo + m * k],
                        &b[yo..yo + k * n],
                        *m,
                        *k,
                        *n,
                    ));
                }
                return HostData::F32(out);
            }
            let mut out = Vec::with_capacity(batch * m * n);
            for bi in 0..*batch {
                let (xo, yo) = (bi * m * k, bi * k * n);
                if let (HostData::F32(a), HostData::F32(b)) = (x, y) {
                    out.extend(
                        matmul_f32(&a[xo..xo + m * k], &b[yo..yo + k * n], *m, *k, *n)
                            .into_iter()
                            .map(f64::from),
                    );
                    continue;
                }
                for i in 0..*m {
                    for j in 0..*n {
                        let mut acc = 0f64;
                        for p in 0..*k {
                            acc = x
                                .get_f64(xo + i * k + p)
                                .mul_add(y.get_f64(yo + p * n + j), acc);
                        }
                        out.push(acc);
                    }
                }
            }
            if out_dtype.is_floating() {
                collect_float(out_dtype, out.into_iter())
            } else {
                collect_int(out_dtype, out.into_iter().map(|v| v as i64))
            }
        }
        Kernel::Reduce { op, shape, a, dims } => {
            reduce::reduce(*op, inputs[0], shape, a, dims, out_dtype)
        }
        Kernel::Cumsum { shape, dim } => reduce::cumsum(inputs[0], shape, *dim, out_dtype),
        Kernel::Softmax { shape, dim, log } => {
            reduce::softmax(inputs[0], shape, *dim, *log, out_dtype)
        }
        Kernel::Take { offsets } => layout::take(inputs[0], offsets),
        Kernel::Assign {
            dst,
            shape,
            src,
            accumulate,
            ..
        } => layout::assign(
            inputs[0],
            inputs[1],
            dst,
            shape,
            src,
            *accumulate,
            out_dtype,
        ),
        Kernel::Cat { dim, shapes, parts } => layout::cat(inputs, *dim, shapes, parts, out_dtype),
        Kernel::Matmul { m, k, n } => match (inputs[0], inputs[1]) {
            // Half dtypes are held as f32 too: accumulated in f32 (as the MXU and PyTorch's CPU
            // kernels do), then rounded to the output dtype.
            (HostData::F32(a), HostData::F32(b)) => {
                let out = matmul_f32(a, b, *m, *k, *n);
                match out_dtype {
                    DType::Float32 => HostData::F32(out),
                    _ => collect_float(out_dtype, out.into_iter().map(f64::from)),
                }
            }
            (x, y) => {
                let mut out = vec![0f64; m * n];
                for i in 0..*m {
                    for j in 0..*n {
                        let mut acc = 0f64;
                        for p in 0..*k {
                            acc += x.get_f64(i * k + p) * y.get_f64(p * n + j);
                        }
                        out[i * n + j] = acc;
                    }
                }
                if out_dtype.is_floating() {
                    collect_float(out_dtype, out.into_iter())
                } else {
                    collect_int(out_dtype, out.into_iter().map(|v| v as i64))
                }
            }
        },
        Kernel::SumAll { n } => {
            let x = inputs[0];
            match out_dtype {
                DType::Float32 => {
                    let HostData::F32(v) = x else {
                        return collect_float(
                            out_dtype,
                            std::iter::once((0..*n).map(|i| x.get_f64(i)).sum()),
                        );
                    };
                    HostData::F32(vec![sum_f32(&v[..*n])])
                }
                d if d.is_floating() => {
                    collect_float(d, std::iter::once((0..*n).map(|i| x.get_f64(i)).sum()))
                }
                d => collect_int(d, std::iter::once((0..*n).map(|i| get_i64(x, i)).sum())),
            }
        }
        Kernel::Cast { to, n } => {
            let x = inputs[0];
            if to.is_floating() {
                collect_float(*to, (0..*n).map(|i| x.get_f64(i)))
            } else if *to == DType::Bool {
                HostData::Bool((0..*n).map(|i| x.get_f64(i) != 0.0).collect())
            } else if matches!(x, HostData::F32(_) | HostData::F64(_)) {
                collect_int(*to, (0..*n).map(|i| float_to_int(*to, x.get_f64(i))))
            } else {
                collect_int(*to, (0..*n).map(|i| get_i64(x, i)))
            }
        }
    }
}

/// The f32 sum in the WGSL reduction's order: lane `l` adds elements `l, l+256, ...` in turn, then
/// the 256 partial sums meet in a binary tree (stride 128, 64, ..., 1).
pub fn sum_f32(v: &[f32]) -> f32 {
    let mut lanes = [0f32; SUM_LANES];
    for (i, x) in v.iter().enumerate() {
        lanes[i % SUM_LANES] += *x;
    }
    let mut stride = SUM_LANES / 2;
    while stride > 0 {
        for l in 0..stride {
            lanes[l] += lanes[l + stride];
        }
        stride /= 2;
    }
    lanes[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{BinaryOp, UnaryOp};

    #[test]
    fn matmul_matches_hand_computation() {
        // [[1,2],[3,4]] @ [[5,6],[7,8]] = [[19,22],[43,50]]
        let c = matmul_f32(&[1., 2., 3., 4.], &[5., 6., 7., 8.], 2, 2, 2);
        assert_eq!(c, vec![19., 22., 43., 50.]);
    }

    /// uint8/int8/int16 live in i32 storage and wrap on every write, as PyTorch's CPU kernels do.
    #[test]
    fn narrow_integers_wrap_on_every_write() {
        let flat = |_n: usize| Access {
            strides: vec![1],
            offset: 0,
        };
        let u8s = HostData::I32(vec![250, 3, 128]);
        let bin = |op, y: i32, out| {
            let k = Kernel::Binary {
                op,
                shape: vec![3],
                a: flat(3),
                b: Access {
                    strides: vec![0],
                    offset: 0,
                },
            };
            run(&k, &[&u8s, &HostData::I32(vec![y])], out)
        };
        assert_eq!(
            bin(BinaryOp::Add, 10, DType::UInt8),
            HostData::I32(vec![4, 13, 138])
        );
        assert_eq!(
            bin(BinaryOp::Mul, 2, DType::UInt8),
            HostData::I32(vec![244, 6, 0])
        );
        assert_eq!(
            bin(BinaryOp::Sub, 4, DType::UInt8),
            HostData::I32(vec![246, 255, 124])
        );
        assert_eq!(
            bin(BinaryOp::Add, 0, DType::Int8),
            HostData::I32(vec![-6, 3, -128])
        );
        let neg = Kernel::Unary {
            op: UnaryOp::Neg,
            shape: vec![3],
            a: flat(3),
        };
        assert_eq!(
            run(&neg, &[&u8s], DType::UInt8),
            HostData::I32(vec![6, 253, 128])
        );
        assert_eq!(
            run(&neg, &[&HostData::I32(vec![-128, 127, 0])], DType::Int8),
            HostData::I32(vec![-128, -127, 0])
        );
        // Casts from float truncate, then wrap; from int64 they wrap.
        let cast = |to, x: &HostData| run(&Kernel::Cast { to, n: x.len() }, &[x], to);
        let floats = HostData::F32(vec![300.7, -1.5, -3.9, 255.9, f32::NAN]);
        assert_eq!(
            cast(DType::UInt8, &floats),
            HostData::I32(vec![44, 255, 253, 255, 0])
        );
        assert_eq!(
            cast(DType::Int8, &floats),
            HostData::I32(vec![44, -1, -3, -1, 0])
        );
        assert_eq!(
            cast(DType::Int16, &HostData::I64(vec![40000, -1, 65536])),
            HostData::I32(vec![-25536, -1, 0])
        );
        assert_eq!(
            collect_any(DType::UInt8, [300.0, -1.0, 2.9].into_iter()),
            HostData::I32(vec![44, 255, 2])
        );
        // An in-place write converts the source to the destination's dtype.
        let k = Kernel::Assign {
            len: 2,
            dst: vec![0, 1].into(),
            shape: vec![2],
            src: flat(2),
            accumulate: false,
        };
        let src = HostData::I64(vec![300, -1]);
        assert_eq!(
            run(&k, &[&HostData::I32(vec![0, 0]), &src], DType::UInt8),
            HostData::I32(vec![44, 255])
        );
    }

    #[test]
    fn sum_order_is_lanes_then_tree() {
        let v: Vec<f32> = (1..=1000).map(|x| x as f32).collect();
        assert_eq!(sum_f32(&v), 500500.0);
        // 1e8 + 1 - 1e8 loses the 1 when added in one lane, but lanes keep it apart.
        assert_eq!(sum_f32(&[1e8, 1.0, -1e8]), 1.0);
    }

    /// The float32 fast paths (transposed copies, comparisons, `where`) against the general
    /// element-by-element path, which float64 data takes.
    #[test]
    fn float32_fast_paths_match_the_general_path() {
        use crate::ops::CompareOp;
        let vals: Vec<f32> = (0..2 * 24 * 17)
            .map(|i| match i % 11 {
                0 => f32::NAN,
                1 => -0.0,
                2 => 0.0,
                _ => ((i * 37 % 101) as f32 - 50.0) / 7.0,
            })
            .collect();
        let (f32s, f64s) = (
            HostData::F32(vals.clone()),
            HostData::F64(vals.iter().map(|&v| v as f64).collect()),
        );
        let acc = |strides: &[isize], offset| Access {
            strides: strides.to_vec(),
            offset,
        };
        let same = |k: &Kernel, x: &HostData, y: &HostData, out| {
            let (a, b) = (run(k, &[&f32s, x], out), run(k, &[&f64s, y], out));
            let bits = |h: &HostData| match h {
                HostData::F32(v) => v.iter().map(|x| x.to_bits() as u64).collect::<Vec<_>>(),
                HostData::F64(v) => v.iter().map(|&x| (x as f32).to_bits() as u64).collect(),
                HostData::Bool(v) => v.iter().map(|&x| x as u64).collect(),
                _ => unreachable!(),
            };
            assert_eq!(bits(&a), bits(&b), "{k:?}");
        };
        // Transposes: [17, 24] of a [24, 17] matrix, a batch of two, a column slice, a row.
        for (shape, strides, offset) in [
            (vec![17, 24], vec![1, 17], 0),
            (vec![2, 17, 24], vec![408, 1, 17], 0),
            (vec![2, 8, 20], vec![408, 1, 17], 3),
            (vec![1, 24], vec![1, 17], 5),
            (vec![24, 17], vec![17, 1], 0),
        ] {
            let k = Kernel::Unary {
                op: UnaryOp::Copy,
                shape: shape.clone(),
                a: acc(&strides, offset),
            };
            same(&k, &f32s, &f64s, DType::Float32);
            for op in [CompareOp::Lt, CompareOp::Eq, CompareOp::Ne, CompareOp::Xor] {
                let k = Kernel::Compare {
                    op,
                    shape: shape.clone(),
                    a: acc(&strides, offset),
                    b: acc(&[0, 1], 1),
                };
                same(&k, &f32s, &f64s, DType::Bool);
            }
        }
        let cond = run(
            &Kernel::Compare {
                op: CompareOp::Gt,
                shape: vec![24, 17],
                a: acc(&[17, 1], 0),
                b: acc(&[0, 0], 0),
            },
            &[&f32s, &HostData::F32(vec![0.5])],
            DType::Bool,
        );
        let k = Kernel::Where {
            shape: vec![24, 17],
            cond: acc(&[17, 1], 0),
            a: acc(&[1, 24], 0),
            b: acc(&[0, 1], 2),
        };
        let (a, b) = (
            run(&k, &[&cond, &f32s, &f32s], DType::Float32),
            run(&k, &[&cond, &f64s, &f64s], DType::Float64),
        );
        let (HostData::F32(a), HostData::F64(b)) = (a, b) else {
            unreachable!()
        };
        let b: Vec<u32> = b.iter().map(|&v| (v as f32).to_bits()).collect();
        assert_eq!(a.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), b);
    }

    /// A whole float32 storage written in order (`copy_`, `add_`) against the general path.
    #[test]
    fn whole_assign_matches_the_general_path() {
        let vals: Vec<f32> = (0..60).map(|i| (i as f32 - 20.5) / 3.0).collect();
        let src: Vec<f32> = (0..60).map(|i| 1e-7 * i as f32 + 1e3).collect();
        let perm: Vec<usize> = (0..60).map(|i| i * 7 % 60).collect();
        let repeats: Vec<usize> = (0..60).map(|i| i % 13).collect();
        for (shape, strides, accumulate, dst) in [
            (vec![60], vec![1], false, None),
            (vec![60], vec![1], true, None),
            (vec![6, 10], vec![1, 6], true, None),
            (vec![6, 10], vec![0, 1], false, None),
            (vec![60], vec![1], true, Some(&perm)),
            (vec![6, 10], vec![1, 6], true, Some(&repeats)),
        ] {
            let k = Kernel::Assign {
                len: 60,
                dst: dst.cloned().unwrap_or_else(|| (0..60).collect()).into(),
                shape: shape.clone(),
                src: Access {
                    strides: strides.clone(),
                    offset: 0,
                },
                accumulate,
            };
            let wide = |v: &[f32]| HostData::F64(v.iter().map(|&x| x as f64).collect());
            let HostData::F32(fast) = run(
                &k,
                &[&HostData::F32(vals.clone()), &HostData::F32(src.clone())],
                DType::Float32,
            ) else {
                unreachable!()
            };
            let HostData::F64(slow) = run(&k, &[&wide(&vals), &wide(&src)], DType::Float64) else {
                unreachable!()
            };
            let slow: Vec<f32> = slow.iter().map(|&v| v as f32).collect();
            assert_eq!(fast, slow, "{shape:?} {strides:?} {accumulate}");
        }
    }

    /// Float32 sums, means and extremes against the general path over the same values in f64.
    #[test]
    fn float32_reductions_match_the_general_path() {
        use crate::ops::ReduceOp;
        let vals: Vec<f32> = (0..120)
            .map(|i| match i % 17 {
                3 => -0.0,
                5 => 0.0,
                _ => 1e3 + ((i * 29 % 97) as f32 - 48.0) / 9.0,
            })
            .collect();
        // Signed zeros alone: of equal extremes the first must stay.
        let zeros: Vec<f32> = (0..120)
            .map(|i| if i % 3 == 1 { -0.0 } else { 0.0 })
            .collect();
        for vals in [vals, zeros] {
            let wide = HostData::F64(vals.iter().map(|&v| v as f64).collect());
            let cases: [(&[usize], &[isize], &[usize]); 5] = [
                (&[4, 5, 6], &[30, 6, 1], &[0]),
                (&[4, 5, 6], &[30, 6, 1], &[0, 2]),
                (&[4, 5, 6], &[1, 4, 20], &[1]),
                (&[6, 20], &[20, 1], &[1]),
                (&[120], &[1], &[0]),
            ];
            for (shape, strides, dims) in cases {
                for op in [ReduceOp::Sum, ReduceOp::Mean, ReduceOp::Max, ReduceOp::Min] {
                    let k = Kernel::Reduce {
                        op,
                        shape: shape.to_vec(),
                        a: Access {
                            strides: strides.to_vec(),
                            offset: 0,
                        },
                        dims: dims.to_vec(),
                    };
                    let HostData::F32(fast) =
                        run(&k, &[&HostData::F32(vals.clone())], DType::Float32)
                    else {
                        unreachable!()
                    };
                    let HostData::F64(slow) = run(&k, &[&wide], DType::Float64) else {
                        unreachable!()
                    };
                    let bits = |v: Vec<f32>| v.into_iter().map(f32::to_bits).collect::<Vec<_>>();
                    let slow: Vec<f32> = slow.iter().map(|&v| v as f32).collect();
                    assert_eq!(bits(fast), bits(slow), "{k:?}");
                }
            }
        }
    }

    #[test]
    fn broadcast_add_and_relu() {
        let out = run(
            &Kernel::Binary {
                op: BinaryOp::Add,
                shape: vec![2, 2],
                a: Access {
                    strides: vec![2, 1],
                    offset: 0,
                },
                b: Access {
                    strides: vec![0, 0],
                    offset: 0,
                },
            },
            &[
                &HostData::F32(vec![-2., 1., 3., -4.]),
                &HostData::F32(vec![1.]),
            ],
            DType::Float32,
        );
        assert_eq!(out, HostData::F32(vec![-1., 2., 4., -3.]));
        let r = run(
            &Kernel::Unary {
                op: UnaryOp::Relu,
                shape: vec![4],
                a: Access {
                    strides: vec![1],
                    offset: 0,
                },
            },
            &[&out],
            DType::Float32,
        );
        assert_eq!(r, HostData::F32(vec![0., 2., 4., 0.]));
    }
}
