// NaN by its bits: drivers compile `x != x` under a no-NaN assumption (lavapipe folds it to false).
fn is_nan_f32(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

// Infinity by its bits (Tint rejects the decimal literal of f32's largest value as too large).
fn is_inf_f32(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
}

// A quiet NaN computed at run time from `x`'s bits: Chrome's WGSL compiler (Tint) rejects NaN and
// infinity as constant expressions ("value nan cannot be represented as 'f32'").
fn nan_like(x: f32) -> f32 {
    return bitcast<f32>((bitcast<u32>(x) & 0u) | 0x7fc00000u);
}

// Float32 functions WGSL lacks, shared by the GPU backend's elementwise kernel and the fused
// kernels that ops::wgsl's expression table builds. Each says how it matches the CPU reference
// (which computes in f64 and rounds once); the measured differences are in docs/tolerances.md.

// erfc(t) for t >= 0, accurate relative to erfc itself (so 1 + erf(-t) keeps its digits):
// t < 1: 1 - t * P(t^2); t >= 1: exp(-t^2) * Q(1/t). P (degree 7) and Q (degree 11) are
// least-squares fits made by scripts/fit_erf.py, which also measures them in f32 with an exact
// exp: erf within 2.4 ulp, erfc within 65 ulp far in the tail (t > 8, where t*t's rounding shows).

// erf(t) = t * P(t^2) for |t| < 1.
fn erf_small(t: f32) -> f32 {
    let s = t * t;
    var p = -9.728331024e-06;
    p = p * s + 1.128815068e-04;
    p = p * s - 8.487264855e-04;
    p = p * s + 5.221261332e-03;
    p = p * s - 2.686551740e-02;
    p = p * s + 1.128378411e-01;
    p = p * s - 3.761263859e-01;
    p = p * s + 1.128379167e+00;
    return t * p;
}

fn erfc_pos(t: f32) -> f32 {
    if (t < 1.0) {
        return 1.0 - erf_small(t);
    }
    if (t > 10.0) {
        return 0.0;
    }
    let u = 1.0 / t;
    var q = 1.003426764e-02;
    q = q * u - 1.109050906e-01;
    q = q * u + 5.000174156e-01;
    q = q * u - 1.259546119e+00;
    q = q * u + 1.983636124e+00;
    q = q * u - 2.001890131e+00;
    q = q * u + 1.184119279e+00;
    q = q * u - 1.873252871e-01;
    q = q * u - 2.518360680e-01;
    q = q * u - 3.084868245e-03;
    q = q * u + 5.643685239e-01;
    q = q * u - 4.470269409e-06;
    return exp(-t * t) * q;
}

fn erf_f32(x: f32) -> f32 {
    let t = abs(x);
    if (t < 1.0) {
        return erf_small(x);
    }
    let r = 1.0 - erfc_pos(t);
    return select(r, -r, x < 0.0);
}

// 1 + erf(z) without cancellation for negative z.
fn one_plus_erf(z: f32) -> f32 {
    if (z < 0.0) {
        return erfc_pos(-z);
    }
    return 2.0 - erfc_pos(z);
}

// GELU with the exact normal CDF: x * Phi(x) = 0.5 * x * (1 + erf(x / sqrt(2))).
fn gelu_f32(x: f32) -> f32 {
    if (is_nan_f32(x)) {
        return x;
    }
    return 0.5 * x * one_plus_erf(x * 0.70710678118654752);
}

// d/dx GELU = Phi(x) + x * phi(x).
fn gelu_deriv_f32(x: f32) -> f32 {
    let cdf = 0.5 * one_plus_erf(x * 0.70710678118654752);
    let pdf = exp(-0.5 * x * x) * 0.39894228040143268;
    return cdf + x * pdf;
}

// Past |x| = 10 tanh is +-1 in f32; some drivers' tanh overflows to NaN there.
fn tanh_f32(x: f32) -> f32 {
    return select(tanh(x), sign(x), abs(x) > 10.0);
}

// GELU's tanh approximation, rounding after each step as PyTorch's f32 kernel (and the CPU
// reference's gelu_tanh_f32) does.
fn gelu_tanh_f32(x: f32) -> f32 {
    let beta = 0.7978845608028654;
    let inner = beta * (x + 0.044715 * (x * x * x));
    return 0.5 * x * (1.0 + tanh_f32(inner));
}

fn gelu_tanh_deriv_f32(x: f32) -> f32 {
    let beta = 0.7978845608028654;
    let t = tanh_f32(beta * (x + 0.044715 * x * x * x));
    let dinner = beta * (1.0 + 3.0 * 0.044715 * x * x);
    return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * dinner;
}

// log(1 + x) keeping small x's digits: log(u) * x / (u - 1) with u = 1 + x corrects u's rounding.
fn log1p_f32(x: f32) -> f32 {
    let u = 1.0 + x;
    if (u == 1.0) {
        return x;
    }
    let d = u - 1.0;
    if (d == u) {
        // u is infinite (x = +inf): log1p(inf) = inf.
        return log(u);
    }
    return log(u) * (x / d);
}

// PyTorch's softplus (beta 1, threshold 20).
fn softplus_f32(x: f32) -> f32 {
    return select(log1p_f32(exp(x)), x, x > 20.0);
}

fn sigmoid_f32(x: f32) -> f32 {
    return 1.0 / (1.0 + exp(-x));
}

fn sign_f32(x: f32) -> f32 {
    return select(select(x, -1.0, x < 0.0), 1.0, x > 0.0);
}

// C's pow, which WGSL's pow (exp2(y * log2(x)), undefined for x < 0) is not: a negative base with
// an integral exponent keeps its sign by the exponent's parity, pow(x, 0) = 1 even for NaN x,
// pow(1, y) = 1, and pow(0, y) is 0 or inf. Exponents 1 and 2 are exact as in the reference.
fn pow_f32(x: f32, y: f32) -> f32 {
    if (y == 0.0 || x == 1.0) {
        return 1.0;
    }
    if (is_nan_f32(x) || is_nan_f32(y)) {
        return nan_like(x);
    }
    if (y == 1.0) {
        return x;
    }
    if (y == 2.0) {
        return x * x;
    }
    let integral = floor(y) == y;
    if (x == 0.0) {
        let odd = integral && abs(y) < 16777216.0 && (i32(abs(y)) % 2) == 1;
        if (y > 0.0) {
            return select(0.0, x, odd);
        }
        // 1 / +-0 keeps the sign for odd exponents.
        return select(1.0 / abs(x), 1.0 / x, odd);
    }
    if (x < 0.0) {
        if (!integral) {
            return nan_like(x);
        }
        let m = pow(-x, y);
        let odd = abs(y) < 16777216.0 && (i32(abs(y)) % 2) == 1;
        return select(m, -m, odd);
    }
    return pow(x, y);
}

// Python's floor division and modulo on floats (the sign of the divisor).
fn floor_div_f32(x: f32, y: f32) -> f32 {
    return floor(x / y);
}

fn remainder_f32(x: f32, y: f32) -> f32 {
    let r = x - y * trunc(x / y);
    return select(r, r + y, r != 0.0 && ((r < 0.0) != (y < 0.0)));
}

fn max_nan(x: f32, y: f32) -> f32 {
    return select(max(x, y), nan_like(x), is_nan_f32(x) || is_nan_f32(y));
}

fn min_nan(x: f32, y: f32) -> f32 {
    return select(min(x, y), nan_like(x), is_nan_f32(x) || is_nan_f32(y));
}

fn as_bool(x: f32) -> bool {
    return !(x == 0.0);
}

fn from_bool(c: bool) -> f32 {
    return select(0.0, 1.0, c);
}

// sin and cos of our own: WGSL only bounds its builtins by 2^-11 absolute on [-pi, pi], and
// SwiftShader (Chrome's software WebGPU) is that far off (1.4e-4 at sin(1.5)), where lavapipe and
// real GPUs are near 1 ulp; the same program would print different digits on different machines.
// Cody-Waite reduction by pi/2 in three parts (the first two exact in f32 products), then Cephes'
// sinf/cosf polynomials on [-pi/4, pi/4]: within 1 eps * max(1, |ref|) of the correctly rounded
// value on [-200, 200] in plain f32 arithmetic (scripts/check_sincos.py measures it).
fn sin_poly(r: f32) -> f32 {
    let z = r * r;
    return r + r * z * (-1.6666654611e-1 + z * (8.3321608736e-3 + z * -1.9515295891e-4));
}

fn cos_poly(r: f32) -> f32 {
    let z = r * r;
    return 1.0 - 0.5 * z + z * z * (4.166664568298827e-2 + z * (-1.388731625493765e-3 + z * 2.443315711809948e-5));
}

// sin(x + shift * pi/2) for shift 0 (sin) or 1 (cos).
fn sin_quadrant(x: f32, shift: i32) -> f32 {
    let q = round(x * 0.63661977236758134);
    let r = ((x - q * 1.5703125) - q * 4.837512969970703125e-4) - q * 7.54978995489188216e-8;
    // q mod 4 without converting a huge q to i32 (infinity and NaN give a NaN r anyway).
    let k = (i32(q - 4.0 * floor(q * 0.25)) + shift) & 3;
    var v: f32;
    switch k {
        case 0: { v = sin_poly(r); }
        case 1: { v = cos_poly(r); }
        case 2: { v = -sin_poly(r); }
        default: { v = -cos_poly(r); }
    }
    return v;
}

fn sin_f32(x: f32) -> f32 {
    return sin_quadrant(x, 0);
}

fn cos_f32(x: f32) -> f32 {
    return sin_quadrant(x, 1);
}
