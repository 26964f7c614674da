//! Elementwise reference kernels: binary, unary, comparison and `where`.
//!
//! Floating ops compute in f64 and round once to the output dtype; for the transcendental ones this
//! is at least as accurate as PyTorch's f32 vector code, which keeps the two within the oracle's 1e-5.

use super::{collect_any, collect_float, collect_int, get_i64, offsets};
use crate::ops::{Access, BinaryOp, CompareOp, UnaryOp};
use crate::tensor::walk::for_each_run;
use crate::tensor::{DType, HostData};

fn float_binary(op: BinaryOp, x: f64, y: f64) -> f64 {
    match op {
        BinaryOp::Add => x + y,
        BinaryOp::Sub => x - y,
        BinaryOp::Mul => x * y,
        BinaryOp::Div => x / y,
        // PyTorch propagates NaN through maximum/minimum.
        BinaryOp::Maximum => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.max(y)
            }
        }
        BinaryOp::Minimum => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                x.min(y)
            }
        }
        BinaryOp::Pow => x.powf(y),
        BinaryOp::FloorDiv => (x / y).floor(),
        BinaryOp::Remainder => {
            let r = x % y;
            if r != 0.0 && (r < 0.0) != (y < 0.0) {
                r + y
            } else {
                r
            }
        }
        BinaryOp::Atan2 => x.atan2(y),
        BinaryOp::Hypot => x.hypot(y),
        // Rust's `%` on floats is C's fmod (exact, the dividend's sign).
        BinaryOp::Fmod => x % y,
        BinaryOp::Copysign => x.copysign(y),
        BinaryOp::Fmax => {
            if x.is_nan() {
                y
            } else if y.is_nan() {
                x
            } else {
                x.max(y)
            }
        }
        BinaryOp::Fmin => {
            if x.is_nan() {
                y
            } else if y.is_nan() {
                x
            } else {
                x.min(y)
            }
        }
        // The binding refuses float operands; the integer meaning of truncated values, as the
        // device's i32 expression computes it.
        BinaryOp::BitAnd => ((x as i64) & (y as i64)) as f64,
        BinaryOp::BitOr => ((x as i64) | (y as i64)) as f64,
        BinaryOp::BitXor => ((x as i64) ^ (y as i64)) as f64,
    }
}

/// Integer arithmetic wraps, as PyTorch's does. Division by zero is rejected before the kernel runs.
fn int_binary(op: BinaryOp, x: i64, y: i64) -> i64 {
    match op {
        BinaryOp::Add => x.wrapping_add(y),
        BinaryOp::Sub => x.wrapping_sub(y),
        BinaryOp::Mul => x.wrapping_mul(y),
        // True division of integers is promoted to float by the binding; this arm is never reached
        // with integer output, but truncation is the only meaning it could have.
        BinaryOp::Div => x.checked_div(y).unwrap_or(0),
        BinaryOp::Maximum => x.max(y),
        BinaryOp::Minimum => x.min(y),
        BinaryOp::Pow => {
            if y < 0 {
                // PyTorch raises for negative integer powers; the binding checks. 1^-n = 1.
                (x == 1) as i64
            } else {
                x.wrapping_pow(y.min(u32::MAX as i64) as u32)
            }
        }
        BinaryOp::FloorDiv => {
            if y == 0 {
                return 0;
            }
            // Wrapping, as two's-complement hardware does: `i64::MIN // -1` is `i64::MIN` (Rust's
            // `/` and `%` panic there).
            let q = x.wrapping_div(y);
            if (x.wrapping_rem(y) != 0) && ((x < 0) != (y < 0)) {
                q.wrapping_sub(1)
            } else {
                q
            }
        }
        BinaryOp::Remainder => {
            if y == 0 {
                return 0;
            }
            let r = x.wrapping_rem(y);
            if r != 0 && ((r < 0) != (y < 0)) {
                r + y
            } else {
                r
            }
        }
        // Division by zero is rejected by the binding, as for `%`.
        BinaryOp::Fmod => x.checked_rem(y).unwrap_or(0),
        BinaryOp::Fmax => x.max(y),
        BinaryOp::Fmin => x.min(y),
        BinaryOp::BitAnd => x & y,
        BinaryOp::BitOr => x | y,
        BinaryOp::BitXor => x ^ y,
        // Float-only ops: integer operands are promoted by the binding.
        BinaryOp::Atan2 | BinaryOp::Hypot | BinaryOp::Copysign => 0,
    }
}

/// One float32 binary op exactly as [`binary`] computes each element (in f64, rounded once): the
/// fused CPU loops call this so that Fused and Strict agree bit for bit.
pub fn binary_f32(op: BinaryOp, x: f32, y: f32) -> f32 {
    float_binary(op, x as f64, y as f64) as f32
}

/// One float32 unary op exactly as [`unary`] computes each element.
pub fn unary_f32(op: UnaryOp, x: f32) -> f32 {
    if op == UnaryOp::GeluTanh {
        return gelu_tanh_f32(x as f64) as f32;
    }
    float_unary(op, x as f64) as f32
}

pub(super) fn binary(
    op: BinaryOp,
    x: &HostData,
    y: &HostData,
    shape: &[usize],
    a: &Access,
    b: &Access,
    out: DType,
) -> HostData {
    if let (HostData::F32(xv), HostData::F32(yv), DType::Float32) = (x, y, out) {
        // The common case without an offset per element: the same arithmetic, run by run, the
        // four basic ops spelled out so that their loops carry no dispatch on `op`.
        // A closure per op, each loop its own instance (through a `fn` pointer the loop made an
        // indirect call per element).
        macro_rules! runs {
            ($f:expr) => {
                binary_runs(xv, yv, shape, a, b, $f)
            };
        }
        return HostData::F32(match op {
            // Computed in f32 directly: for +, -, *, / the f64 result rounded once to f32 is the
            // correctly rounded f32 result (f64 has more than 2 * 24 + 2 bits), so the bits are the
            // reference's, at twice the vector width.
            BinaryOp::Add => runs!(|p, q| p + q),
            BinaryOp::Sub => runs!(|p, q| p - q),
            BinaryOp::Mul => runs!(|p, q| p * q),
            BinaryOp::Div => runs!(|p, q| p / q),
            _ => binary_runs(xv, yv, shape, a, b, |p, q| binary_f32(op, p, q)),
        });
    }
    let (oa, ob) = (offsets(shape, a), offsets(shape, b));
    let pairs = oa.iter().zip(&ob);
    if out.is_floating() {
        collect_float(
            out,
            pairs.map(|(&i, &j)| float_binary(op, x.get_f64(i), y.get_f64(j))),
        )
    } else {
        collect_int(
            out,
            pairs.map(|(&i, &j)| int_binary(op, get_i64(x, i), get_i64(y, j))),
        )
    }
}

/// `f` over two operands read through their accesses, in row-major order of `shape`.
fn binary_runs<T: Copy, U: Copy, R>(
    x: &[T],
    y: &[U],
    shape: &[usize],
    a: &Access,
    b: &Access,
    f: impl Fn(T, U) -> R,
) -> Vec<R> {
    let mut out = Vec::with_capacity(shape.iter().product());
    let (st, at) = ([&a.strides[..], &b.strides[..]], [a.offset, b.offset]);
    for_each_run(shape, st, at, |[i, j], [si, sj], len| match (si, sj) {
        (1, 1) => out.extend(
            x[i..i + len]
                .iter()
                .zip(&y[j..j + len])
                .map(|(&p, &q)| f(p, q)),
        ),
        (1, 0) => out.extend(x[i..i + len].iter().map(|&p| f(p, y[j]))),
        (0, 1) => out.extend(y[j..j + len].iter().map(|&q| f(x[i], q))),
        _ => out.extend((0..len as isize).map(|t| {
            f(
                x[(i as isize + t * si) as usize],
                y[(j as isize + t * sj) as usize],
            )
        })),
    });
    out
}

/// `f` over one float32 operand read through its access, in row-major order of `shape`.
fn unary_runs(x: &[f32], shape: &[usize], a: &Access, f: impl Fn(f32) -> f32) -> Vec<f32> {
    let mut out = Vec::with_capacity(shape.iter().product());
    for_each_run(shape, [&a.strides[..]], [a.offset], |[i], [si], len| {
        if si == 1 {
            out.extend(x[i..i + len].iter().map(|&p| f(p)));
        } else {
            out.extend((0..len as isize).map(|t| f(x[(i as isize + t * si) as usize])));
        }
    });
    out
}

/// A float32 copy of a view whose last two dimensions are transposed (the second-to-last
/// contiguous in storage, the last strided: `x.t().contiguous()`, the matmuls' operands), in tiles
/// of 16 rows so that every read is a stretch of storage and the writes stay in cache; `None` for
/// other layouts. The values are the plain copy's, element for element.
fn copy_transposed(x: &[f32], shape: &[usize], a: &Access) -> Option<Vec<f32>> {
    if a.strides.len() != shape.len() || shape.contains(&0) {
        return None;
    }
    let dims: Vec<(usize, isize)> = shape
        .iter()
        .zip(&a.strides)
        .filter(|(&n, _)| n != 1)
        .map(|(&n, &s)| (n, s))
        .collect();
    let [.., (rows, 1), (cols, step)] = dims[..] else {
        return None;
    };
    if step <= 1 || rows < 8 {
        return None;
    }
    let step = step as usize;
    let (outer, ost): (Vec<usize>, Vec<isize>) = dims[..dims.len() - 2].iter().copied().unzip();
    let block = rows * cols;
    let mut out = vec![0f32; block * outer.iter().product::<usize>()];
    let mut blocks = out.chunks_exact_mut(block);
    for_each_run(&outer, [&ost[..]], [a.offset], |[b], [s], len| {
        for t in 0..len as isize {
            let (base, blk) = ((b as isize + t * s) as usize, blocks.next().expect("sized"));
            for r0 in (0..rows).step_by(16) {
                let r1 = (r0 + 16).min(rows);
                for j in 0..cols {
                    let src = &x[base + j * step + r0..base + j * step + r1];
                    for (r, &v) in (r0..).zip(src) {
                        blk[r * cols + j] = v as f64 as f32;
                    }
                }
            }
        }
    });
    Some(out)
}

const SQRT_2_OVER_PI: f64 = 0.797_884_560_802_865_4;

fn float_unary(op: UnaryOp, v: f64) -> f64 {
    match op {
        UnaryOp::Copy => v,
        UnaryOp::Neg => -v,
        // relu keeps NaN, as torch.relu does (max(NaN, 0) propagates NaN).
        UnaryOp::Relu => {
            if v.is_nan() || v > 0.0 {
                v
            } else {
                0.0
            }
        }
        UnaryOp::Abs => v.abs(),
        UnaryOp::Exp => v.exp(),
        UnaryOp::Log => v.ln(),
        UnaryOp::Log1p => v.ln_1p(),
        UnaryOp::Sqrt => v.sqrt(),
        UnaryOp::Rsqrt => 1.0 / v.sqrt(),
        UnaryOp::Sin => v.sin(),
        UnaryOp::Cos => v.cos(),
        UnaryOp::Tanh => v.tanh(),
        UnaryOp::Sigmoid => 1.0 / (1.0 + (-v).exp()),
        UnaryOp::Gelu => 0.5 * v * (1.0 + libm::erf(v / std::f64::consts::SQRT_2)),
        UnaryOp::GeluTanh => 0.5 * v * (1.0 + (SQRT_2_OVER_PI * (v + 0.044715 * v * v * v)).tanh()),
        UnaryOp::Silu => v / (1.0 + (-v).exp()),
        // PyTorch's softplus (beta 1) switches to the identity above threshold 20.
        UnaryOp::Softplus => {
            if v > 20.0 {
                v
            } else {
                v.exp().ln_1p()
            }
        }
        // ATen's (0 < x) - (x < 0): +0 for both zeros and for NaN.
        UnaryOp::Sign => {
            if v > 0.0 {
                1.0
            } else if v < 0.0 {
                -1.0
            } else {
                0.0
            }
        }
        UnaryOp::Reciprocal => 1.0 / v,
        UnaryOp::Square => v * v,
        UnaryOp::IsNan => v.is_nan() as u8 as f64,
        UnaryOp::IsInf => v.is_infinite() as u8 as f64,
        UnaryOp::LogicalNot => (v == 0.0) as u8 as f64,
        UnaryOp::GeluDeriv => {
            let cdf = 0.5 * (1.0 + libm::erf(v / std::f64::consts::SQRT_2));
            let pdf = (-0.5 * v * v).exp() / (2.0 * std::f64::consts::PI).sqrt();
            cdf + v * pdf
        }
        UnaryOp::GeluTanhDeriv => {
            let inner = SQRT_2_OVER_PI * (v + 0.044715 * v * v * v);
            let t = inner.tanh();
            let dinner = SQRT_2_OVER_PI * (1.0 + 3.0 * 0.044715 * v * v);
            0.5 * (1.0 + t) + 0.5 * v * (1.0 - t * t) * dinner
        }
        UnaryOp::Tan => v.tan(),
        UnaryOp::Asin => v.asin(),
        UnaryOp::Acos => v.acos(),
        UnaryOp::Atan => v.atan(),
        UnaryOp::Sinh => v.sinh(),
        UnaryOp::Cosh => v.cosh(),
        UnaryOp::Asinh => v.asinh(),
        UnaryOp::Acosh => v.acosh(),
        UnaryOp::Atanh => v.atanh(),
        UnaryOp::Erf => libm::erf(v),
        UnaryOp::Erfc => libm::erfc(v),
        UnaryOp::Expm1 => v.exp_m1(),
        UnaryOp::Exp2 => v.exp2(),
        UnaryOp::Log2 => v.log2(),
        UnaryOp::Log10 => v.log10(),
        UnaryOp::Floor => v.floor(),
        UnaryOp::Ceil => v.ceil(),
        UnaryOp::Round => v.round_ties_even(),
        UnaryOp::Trunc => v.trunc(),
        UnaryOp::Frac => v - v.trunc(),
        UnaryOp::IsFinite => v.is_finite() as u8 as f64,
        UnaryOp::IsPosInf => (v == f64::INFINITY) as u8 as f64,
        UnaryOp::IsNegInf => (v == f64::NEG_INFINITY) as u8 as f64,
        UnaryOp::SignBit => v.is_sign_negative() as u8 as f64,
        UnaryOp::Erfinv => erfinv(v),
    }
}

/// Giles' single-precision approximation of erfinv ("Approximating the erfinv function", GPU
/// Computing Gems), the starting point both backends share.
fn erfinv_giles(x: f64) -> f64 {
    let mut w = -((1.0 - x) * (1.0 + x)).ln();
    let p = if w < 5.0 {
        w -= 2.5;
        [
            2.810_226_36e-08,
            3.432_739_39e-07,
            -3.523_387_7e-06,
            -4.391_506_54e-06,
            0.000_218_580_87,
            -0.001_253_725_03,
            -0.004_177_681_64,
            0.246_640_727,
            1.501_409_41,
        ]
        .iter()
        .fold(0.0, |p, c| c + p * w)
    } else {
        w = w.sqrt() - 3.0;
        [
            -0.000_200_214_257,
            0.000_100_950_558,
            0.001_349_343_22,
            -0.003_673_428_44,
            0.005_739_507_73,
            -0.007_622_461_3,
            0.009_438_870_47,
            1.001_674_06,
            2.832_976_82,
        ]
        .iter()
        .fold(0.0, |p, c| c + p * w)
    };
    p * x
}

/// erfinv in f64: Giles' estimate, then Newton steps on erf (on erfc past 0.5, where 1 - y keeps
/// the digits erf's flat top loses): correctly rounded to f32 and near f64's own precision.
fn erfinv(y: f64) -> f64 {
    if y.is_nan() || y.abs() > 1.0 {
        return f64::NAN;
    }
    if y.abs() == 1.0 {
        return y * f64::INFINITY;
    }
    let a = y.abs();
    let mut x = erfinv_giles(a);
    let k = std::f64::consts::FRAC_2_SQRT_PI;
    for _ in 0..3 {
        let d = k * (-x * x).exp();
        if d == 0.0 {
            break;
        }
        x -= if a > 0.5 {
            (libm::erfc(x) - (1.0 - a)) / -d
        } else {
            (libm::erf(x) - a) / d
        };
    }
    x.copysign(y)
}

/// GELU's tanh approximation as PyTorch computes it in float32, rounding after every step: the
/// cancellation in `1 + tanh(..)` for negative inputs makes the f32 steps visible in the printed
/// digits, so the f32 result follows them rather than the exact value.
fn gelu_tanh_f32(v: f64) -> f64 {
    let x = v as f32;
    let beta = (std::f64::consts::SQRT_2 * 0.5 * std::f64::consts::FRAC_2_SQRT_PI) as f32;
    let cube = x * x * x;
    let inner = beta * (x + 0.044715f32 * cube);
    let t = (inner as f64).tanh() as f32;
    (0.5f32 * x * (1.0 + t)) as f64
}

pub(super) fn unary(
    op: UnaryOp,
    x: &HostData,
    shape: &[usize],
    a: &Access,
    out: DType,
) -> HostData {
    if let (HostData::F32(xv), DType::Float32) = (x, out) {
        macro_rules! runs {
            ($f:expr) => {
                unary_runs(xv, shape, a, $f)
            };
        }
        return HostData::F32(match op {
            UnaryOp::Copy => {
                copy_transposed(xv, shape, a).unwrap_or_else(|| runs!(|v| v as f64 as f32))
            }
            UnaryOp::Neg => runs!(|v| -(v as f64) as f32),
            UnaryOp::Relu => runs!(|v| float_unary(UnaryOp::Relu, v as f64) as f32),
            UnaryOp::GeluTanh => runs!(|v| gelu_tanh_f32(v as f64) as f32),
            _ => unary_runs(xv, shape, a, |v| float_unary(op, v as f64) as f32),
        });
    }
    let oa = offsets(shape, a);
    if op == UnaryOp::GeluTanh && out != DType::Float64 {
        return collect_any(out, oa.iter().map(|&i| gelu_tanh_f32(x.get_f64(i))));
    }
    if out.is_floating() || op.is_predicate() {
        return collect_any(out, oa.iter().map(|&i| float_unary(op, x.get_f64(i))));
    }
    collect_int(
        out,
        oa.iter().map(|&i| {
            let v = get_i64(x, i);
            match op {
                UnaryOp::Neg => v.wrapping_neg(),
                UnaryOp::Relu => v.max(0),
                UnaryOp::Abs => v.wrapping_abs(),
                UnaryOp::Sign => v.signum(),
                UnaryOp::Square => v.wrapping_mul(v),
                UnaryOp::Frac => 0,
                // Integer inputs of the remaining ops are promoted to float by the binding.
                _ => v,
            }
        }),
    )
}

fn is_float(h: &HostData) -> bool {
    matches!(h, HostData::F32(_) | HostData::F64(_))
}

pub(super) fn compare(
    op: CompareOp,
    x: &HostData,
    y: &HostData,
    shape: &[usize],
    a: &Access,
    b: &Access,
) -> HostData {
    if let (HostData::F32(xv), HostData::F32(yv)) = (x, y) {
        // Float32 operands compare exactly as their f64 widenings do: no offset vectors, no type
        // dispatch per element.
        return HostData::Bool(binary_runs(xv, yv, shape, a, b, |p, q| {
            compare_f32(op, p, q)
        }));
    }
    let (oa, ob) = (offsets(shape, a), offsets(shape, b));
    let both_int = !is_float(x) && !is_float(y);
    HostData::Bool(
        oa.iter()
            .zip(&ob)
            .map(|(&i, &j)| {
                let (p, q) = (x.get_f64(i) != 0.0, y.get_f64(j) != 0.0);
                let ord = if both_int {
                    Some(get_i64(x, i).cmp(&get_i64(y, j)))
                } else {
                    x.get_f64(i).partial_cmp(&y.get_f64(j))
                };
                match (op, ord) {
                    (CompareOp::And, _) => p && q,
                    (CompareOp::Or, _) => p || q,
                    (CompareOp::Xor, _) => p != q,
                    (CompareOp::Ne, None) => true,
                    (_, None) => false,
                    (CompareOp::Eq, Some(o)) => o.is_eq(),
                    (CompareOp::Ne, Some(o)) => o.is_ne(),
                    (CompareOp::Lt, Some(o)) => o.is_lt(),
                    (CompareOp::Le, Some(o)) => o.is_le(),
                    (CompareOp::Gt, Some(o)) => o.is_gt(),
                    (CompareOp::Ge, Some(o)) => o.is_ge(),
                }
            })
            .collect(),
    )
}

fn compare_f32(op: CompareOp, p: f32, q: f32) -> bool {
    match op {
        CompareOp::And => p != 0.0 && q != 0.0,
        CompareOp::Or => p != 0.0 || q != 0.0,
        CompareOp::Xor => (p != 0.0) != (q != 0.0),
        CompareOp::Eq => p == q,
        CompareOp::Ne => p != q,
        CompareOp::Lt => p < q,
        CompareOp::Le => p <= q,
        CompareOp::Gt => p > q,
        CompareOp::Ge => p >= q,
    }
}

/// `torch.where(cond, a, b)`; inputs are `[cond, a, b]`.
pub(super) fn select(
    inputs: &[&HostData],
    shape: &[usize],
    acc: [&Access; 3],
    out: DType,
) -> HostData {
    if let ([HostData::Bool(c), HostData::F32(x), HostData::F32(y)], DType::Float32) = (inputs, out)
    {
        // A bool condition choosing between float32 operands, run by run (the value goes through
        // f64 as the general path's does).
        let mut vals = Vec::with_capacity(shape.iter().product());
        let st = acc.map(|a| &a.strides[..]);
        for_each_run(
            shape,
            st,
            acc.map(|a| a.offset),
            |[i, j, k], [si, sj, sk], len| {
                vals.extend((0..len as isize).map(|t| {
                    let at = |b: usize, s: isize| (b as isize + t * s) as usize;
                    let v = if c[at(i, si)] {
                        x[at(j, sj)]
                    } else {
                        y[at(k, sk)]
                    };
                    v as f64 as f32
                }));
            },
        );
        return HostData::F32(vals);
    }
    let (oc, oa, ob) = (
        offsets(shape, acc[0]),
        offsets(shape, acc[1]),
        offsets(shape, acc[2]),
    );
    let (c, x, y) = (inputs[0], inputs[1], inputs[2]);
    let pick = |k: usize| {
        if c.get_f64(oc[k]) != 0.0 {
            (x, oa[k])
        } else {
            (y, ob[k])
        }
    };
    if out.is_floating() || out == DType::Bool {
        collect_any(
            out,
            (0..oc.len()).map(|k| {
                let (h, i) = pick(k);
                h.get_f64(i)
            }),
        )
    } else {
        collect_int(
            out,
            (0..oc.len()).map(|k| {
                let (h, i) = pick(k);
                get_i64(h, i)
            }),
        )
    }
}
