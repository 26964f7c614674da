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

// exp(x) to about an ulp. The builtin is allowed 3 + 2|x| ulp (Vulkan's bound; lavapipe's is
// near it): a hundred ulp at x = -50, which moves a printed fifth digit. x = k ln2 + r by
// Cody-Waite with fma (the two parts of ln2 stay apart whatever the shader compiler
// reassociates), exp(r) by its Taylor polynomial (|r| <= ln2 / 2: the remainder is under 1e-8),
// times 2^k. Outside (-104, 88) (overflow to inf, underflow to 0, NaN), the builtin.
fn exp_f32(x: f32) -> f32 {
    if (!(x > -104.0 && x < 88.0)) {
        return exp(x);
    }
    let k = round(x * 1.4426950408889634);
    var r = fma(-k, 0.693145751953125, x);
    r = fma(-k, 1.4286068203094172e-06, r);
    var p = 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    p = p * r + 1.0;
    p = p * r + 1.0;
    // (In two steps below 2^-126, so that a subnormal result is rounded once, from a normal.)
    let ki = i32(k);
    if (ki < -125) {
        return ldexp(ldexp(p, ki + 64), -64);
    }
    return ldexp(p, ki);
}

// log(1 + x) keeping small x's digits.
fn log1p_f32(x: f32) -> f32 {
    // Near 0: 2 atanh(s) with s = x / (2 + x), as its series (|s| < 1/3; the terms to s^13 leave
    // under 1e-7 relative). No `(1 + x) - 1`: a shader compiler may fold that to `x` (lavapipe's
    // does), and the classic `log(u) * x / (u - 1)` then loses every digit below 2^-23.
    if (abs(x) < 0.5) {
        let s = x / (2.0 + x);
        let s2 = s * s;
        var p = 1.0 / 13.0;
        p = p * s2 + 1.0 / 11.0;
        p = p * s2 + 1.0 / 9.0;
        p = p * s2 + 1.0 / 7.0;
        p = p * s2 + 1.0 / 5.0;
        p = p * s2 + 1.0 / 3.0;
        p = p * s2 + 1.0;
        return 2.0 * s * p;
    }
    // Away from 0 (and -1 <= x < -0.5, where 1 + x is exact), the plain logarithm; NaN and inf too.
    return log(1.0 + x);
}

// PyTorch's softplus (beta 1, threshold 20).
fn softplus_f32(x: f32) -> f32 {
    return select(log1p_f32(exp_f32(x)), x, x > 20.0);
}

fn sigmoid_f32(x: f32) -> f32 {
    return 1.0 / (1.0 + exp(-x));
}

// ATen's (0 < x) - (x < 0): +0 for both zeros and for NaN.
// ATen's (0 < x) - (x < 0): +0 for both zeros and NaN (a nested select gave -0 on lavapipe).
fn sign_f32(x: f32) -> f32 {
    return f32(x > 0.0) - f32(x < 0.0);
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

// Python's floor division on floats, as ATen's div_floor_floating: the exact fmod gives the
// quotient of the exact division, where floor(x / y) floors a rounded one (1.5 // 0.3 is 4, and
// the f32 quotient 5.0). Defined below fmod_f32, which WGSL allows.
fn floor_div_f32(x: f32, y: f32) -> f32 {
    if (y == 0.0) {
        return x / y;
    }
    let m = fmod_f32(x, y);
    var d = (x - m) / y;
    if (m != 0.0 && ((y < 0.0) != (m < 0.0))) {
        d = d - 1.0;
    }
    if (d != 0.0) {
        let f = floor(d);
        return select(f, f + 1.0, d - f > 0.5);
    }
    return select(0.0, -0.0, (x / y) < 0.0);
}

// ATen's remainder: fmod, moved by y where the signs differ (one rounding, as the reference).
fn remainder_f32(x: f32, y: f32) -> f32 {
    let r = fmod_f32(x, y);
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

// The inverse and hyperbolic functions, guarded where WGSL leaves a result indeterminate (outside
// the domain, NaN) and rewritten where its definitions cancel: WGSL's asinh is
// log(x + sqrt(x*x + 1)), which loses every digit for negative x, and acosh's x*x - 1 loses them
// near 1. Each form below keeps its digits through log1p_f32.
fn tan_f32(x: f32) -> f32 {
    return sin_f32(x) / cos_f32(x);
}

// asin and acos of our own (Cephes' asinf/acosf): lavapipe's builtins are 1e-4 off, which WGSL
// allows (they inherit atan2's 4096 ulp). asin_core is asin on [0, 1]: a polynomial up to 0.5,
// pi/2 - 2 asin(sqrt((1 - a) / 2)) above.
fn asin_poly(x: f32, z: f32) -> f32 {
    return ((((4.2163199048e-2 * z + 2.4181311049e-2) * z + 4.5470025998e-2) * z + 7.4953002686e-2) * z + 1.6666752422e-1) * z * x + x;
}

fn asin_core(a: f32) -> f32 {
    if (a > 0.5) {
        let z = 0.5 * (1.0 - a);
        let s = sqrt(z);
        return 1.5707963267948966 - 2.0 * asin_poly(s, z);
    }
    return asin_poly(a, a * a);
}

fn asin_f32(x: f32) -> f32 {
    if (is_nan_f32(x) || abs(x) > 1.0) {
        return nan_like(x);
    }
    let r = asin_core(abs(x));
    return select(r, -r, x < 0.0);
}

fn acos_f32(x: f32) -> f32 {
    if (is_nan_f32(x) || abs(x) > 1.0) {
        return nan_like(x);
    }
    if (x < -0.5) {
        let z = 0.5 * (1.0 + x);
        return 3.14159265358979323846 - 2.0 * asin_poly(sqrt(z), z);
    }
    if (x > 0.5) {
        let z = 0.5 * (1.0 - x);
        return 2.0 * asin_poly(sqrt(z), z);
    }
    return 1.5707963267948966 - asin_poly(x, x * x);
}

// A float's integer value for the bitwise ops (which the binding only sends integers): NaN as 0,
// as the reference's conversion.
fn int_of(x: f32) -> i32 {
    return i32(select(x, 0.0, is_nan_f32(x)));
}

// atan and atan2 of our own (Cephes' atanf: reduction by tan(pi/8) and tan(3pi/8), then a
// polynomial): lavapipe's builtin atan is 3.3e-6 off at 1, which WGSL allows (4096 ulp).
fn atan_core(t: f32) -> f32 {
    var x = t;
    var y = 0.0;
    if (t > 2.414213562373095) {
        y = 1.5707963267948966;
        x = -1.0 / t;
    } else if (t > 0.4142135623730950) {
        y = 0.7853981633974483;
        x = (t - 1.0) / (t + 1.0);
    }
    let z = x * x;
    return y + ((((8.05374449538e-2 * z - 1.38776856032e-1) * z + 1.99777106478e-1) * z - 3.33329491539e-1) * z * x + x);
}

fn atan_f32(x: f32) -> f32 {
    if (is_nan_f32(x)) {
        return x;
    }
    let r = atan_core(abs(x));
    return select(r, -r, x < 0.0);
}

fn sign_bit(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x80000000u) != 0u;
}

fn sinh_f32(x: f32) -> f32 {
    let t = abs(x);
    // Below 0.5, sinh = expm1(t) + expm1(t) / (expm1(t) + 1) halves, without exp's cancellation.
    let e = expm1_f32(t);
    let s = 0.5 * (e + e / (e + 1.0));
    let r = select(0.5 * (exp(t) - exp(-t)), s, t < 1.0);
    return select(select(r, -r, x < 0.0), x, is_nan_f32(x));
}

fn cosh_f32(x: f32) -> f32 {
    let t = abs(x);
    return select(0.5 * (exp(t) + exp(-t)), t, is_nan_f32(x));
}

fn asinh_f32(x: f32) -> f32 {
    let t = abs(x);
    var r: f32;
    if (t > 1.0e18) {
        r = log(t) + 0.69314718055994531;
    } else {
        let t2 = t * t;
        r = log1p_f32(t + t2 / (1.0 + sqrt(1.0 + t2)));
    }
    return select(select(r, -r, x < 0.0), x, is_nan_f32(x));
}

fn acosh_f32(x: f32) -> f32 {
    if (is_nan_f32(x) || x < 1.0) {
        return nan_like(x);
    }
    if (x > 1.0e18) {
        return log(x) + 0.69314718055994531;
    }
    let d = x - 1.0;
    return log1p_f32(d + sqrt(d * (x + 1.0)));
}

fn atanh_f32(x: f32) -> f32 {
    let t = abs(x);
    if (is_nan_f32(x) || t > 1.0) {
        return nan_like(x);
    }
    let r = 0.5 * log1p_f32(2.0 * t / (1.0 - t));
    return select(r, -r, x < 0.0);
}

fn erfc_f32(x: f32) -> f32 {
    return select(2.0 - erfc_pos(-x), erfc_pos(x), x >= 0.0);
}

// exp(x) - 1: a degree-9 Taylor polynomial below 0.5 (its remainder is under 1e-10 of the
// result), exp(x) - 1 above, where the subtraction loses at most a bit.
fn expm1_f32(x: f32) -> f32 {
    if (is_nan_f32(x)) {
        return x;
    }
    if (abs(x) < 0.5) {
        var p = 1.0 / 362880.0;
        p = p * x + 1.0 / 40320.0;
        p = p * x + 1.0 / 5040.0;
        p = p * x + 1.0 / 720.0;
        p = p * x + 1.0 / 120.0;
        p = p * x + 1.0 / 24.0;
        p = p * x + 1.0 / 6.0;
        p = p * x + 0.5;
        p = p * x + 1.0;
        return p * x;
    }
    if (x < -20.0) {
        return -1.0;
    }
    return exp(x) - 1.0;
}

// C's atan2, special cases included: the quadrant from the signs (of zeros too), the angle from
// atan_core of |y| / |x| (or |x| / |y| past 45 degrees, keeping the quotient below 1).
fn atan2_f32(y: f32, x: f32) -> f32 {
    if (is_nan_f32(x) || is_nan_f32(y)) {
        return nan_like(x);
    }
    let ay = abs(y);
    let ax = abs(x);
    var a: f32;
    if (is_inf_f32(ay) && is_inf_f32(ax)) {
        a = 0.7853981633974483;
    } else if (is_inf_f32(ay) || ax == 0.0) {
        a = select(1.5707963267948966, 0.0, ay == 0.0);
    } else if (is_inf_f32(ax)) {
        a = 0.0;
    } else if (ay > ax) {
        a = 1.5707963267948966 - atan_core(ax / ay);
    } else {
        a = atan_core(ay / ax);
    }
    // The left half-plane (x < 0, or x = -0): pi - a.
    if (sign_bit(x)) {
        a = 3.14159265358979323846 - a;
    }
    return select(a, -a, sign_bit(y));
}

// sqrt(x^2 + y^2) directly where the squares neither overflow nor underflow, scaled elsewhere;
// an infinite operand gives infinity even beside a NaN, as C's hypot.
fn hypot_f32(x: f32, y: f32) -> f32 {
    let a = abs(x);
    let b = abs(y);
    if (is_inf_f32(a) || is_inf_f32(b)) {
        return select(a, b, is_inf_f32(b));
    }
    if (is_nan_f32(a) || is_nan_f32(b)) {
        return nan_like(x);
    }
    let m = max(a, b);
    if (m == 0.0) {
        return 0.0;
    }
    if (m < 1.0e18 && m > 1.0e-18) {
        return sqrt(a * a + b * b);
    }
    let r = min(a, b) / m;
    return m * sqrt(1.0 + r * r);
}

// C's fmod (the dividend's sign), exactly: x - y * trunc(x / y) in f32 rounds the quotient
// (fmod(1.5, 0.3) came out 0 instead of 0.29999995). Long division instead: subtract |y| scaled by
// the largest power of two that fits, each subtraction exact (Sterbenz: r/2 <= s <= r), at most one
// step per binary exponent between x and y.
fn fmod_f32(x: f32, y: f32) -> f32 {
    let ax = abs(x);
    let ay = abs(y);
    if (is_nan_f32(x) || is_nan_f32(y) || is_inf_f32(x) || ay == 0.0) {
        return nan_like(x);
    }
    if (is_inf_f32(y) || ax < ay) {
        return x;
    }
    var r = ax;
    let ey = frexp(ay).exp;
    for (var i = 0; i < 300; i++) {
        if (r < ay) {
            break;
        }
        let k = frexp(r).exp - ey;
        var s = ldexp(ay, k);
        if (s > r) {
            s = ldexp(ay, k - 1);
        }
        r = r - s;
    }
    return select(r, -r, x < 0.0);
}

// Maximum and minimum ignoring NaN: NaN only where both are.
fn fmax_f32(x: f32, y: f32) -> f32 {
    return select(select(max(x, y), x, is_nan_f32(y)), y, is_nan_f32(x));
}

fn fmin_f32(x: f32, y: f32) -> f32 {
    return select(select(min(x, y), x, is_nan_f32(y)), y, is_nan_f32(x));
}

// erfinv: Giles' single-precision approximation ("Approximating the erfinv function"), then one
// Newton step on erf (on erfc past 0.5, which keeps 1 - y's digits), as the reference refines.
fn erfinv_f32(y: f32) -> f32 {
    let a = abs(y);
    if (is_nan_f32(y) || a > 1.0) {
        return nan_like(y);
    }
    if (a == 1.0) {
        return bitcast<f32>((bitcast<u32>(y) & 0x80000000u) | 0x7f800000u);
    }
    var w = -log((1.0 - a) * (1.0 + a));
    var p: f32;
    if (w < 5.0) {
        w = w - 2.5;
        p = 2.81022636e-08;
        p = 3.43273939e-07 + p * w;
        p = -3.5233877e-06 + p * w;
        p = -4.39150654e-06 + p * w;
        p = 0.00021858087 + p * w;
        p = -0.00125372503 + p * w;
        p = -0.00417768164 + p * w;
        p = 0.246640727 + p * w;
        p = 1.50140941 + p * w;
    } else {
        w = sqrt(w) - 3.0;
        p = -0.000200214257;
        p = 0.000100950558 + p * w;
        p = 0.00134934322 + p * w;
        p = -0.00367342844 + p * w;
        p = 0.00573950773 + p * w;
        p = -0.0076224613 + p * w;
        p = 0.00943887047 + p * w;
        p = 1.00167406 + p * w;
        p = 2.83297682 + p * w;
    }
    var x = p * a;
    let d = 1.1283791670955126 * exp(-x * x);
    if (d > 0.0) {
        if (a > 0.5) {
            x = x + (erfc_pos(x) - (1.0 - a)) / d;
        } else {
            x = x - (erf_f32(x) - a) / d;
        }
    }
    return select(x, -x, y < 0.0);
}
