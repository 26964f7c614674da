//! One lane of `avx_mathfun.h`'s `log256_ps` and `sincos256_ps`, the Cephes-style float32 `log`
//! and `sin`/`cos` that PyTorch's AVX2 `normal_fill` uses for `randn` blocks of 16.
//!
//! GCC builds that kernel with `-mfma` and contracts every multiply whose only use is an add or a
//! subtract into one fused multiply-add. Which operations are fused changes the last bit of about
//! 1 % of samples, so each `mul_add` below stands exactly where GCC put a `vfmadd`; the plain
//! products are the ones it left alone (found by search over all variants against torch 2.15,
//! RNG_ALGORITHM.md §3b and `torch_rng_reference.py`).
//!
//! Only `+ - *`, `mul_add` and bit operations appear, all correctly rounded IEEE binary32, so the
//! results are identical on every target, wasm32 included (`f32::mul_add` is a true fma there too,
//! in software).

// The constants keep avx_mathfun.h's spelling digit for digit, so they can be checked against it;
// the extra digits do not change the double they parse to.
#![allow(clippy::excessive_precision)]

/// The C header spells its constants as double literals stored into float arrays; converting
/// through f64 here reproduces that double rounding (a direct f32 literal could differ in a
/// rare last bit).
const fn c(x: f64) -> f32 {
    x as f32
}

/// The header's `0.707106781186547524`, which parses to this very double.
const SQRTHF: f32 = c(std::f64::consts::FRAC_1_SQRT_2);
const LOG_P: [f32; 9] = [
    c(7.037_683_629_2E-2),
    c(-1.151_461_031_0E-1),
    c(1.167_699_874_0E-1),
    c(-1.242_014_084_6E-1),
    c(1.424_932_278_7E-1),
    c(-1.666_805_766_5E-1),
    c(2.000_071_476_5E-1),
    c(-2.499_999_399_3E-1),
    c(3.333_333_117_4E-1),
];
const LOG_Q1: f32 = c(-2.121_944_40e-4);
const LOG_Q2: f32 = c(0.693_359_375);
/// The smallest normal float: `log256_ps` clamps to it so the exponent trick sees no subnormals.
const MIN_NORM_POS: f32 = f32::MIN_POSITIVE;

/// `log256_ps` for one lane. `x <= 0` gives NaN as the header does (Box–Muller never passes one).
pub(super) fn log(x: f32) -> f32 {
    if x <= 0.0 || x.is_nan() {
        return f32::NAN;
    }
    let bits = x.max(MIN_NORM_POS).to_bits();
    // The exponent, unbiased to make the mantissa below lie in [0.5, 1).
    let mut e = ((bits >> 23) as i32 - 0x7f) as f32 + 1.0;
    let mut m = f32::from_bits((bits & !0x7f80_0000) | 0x3f00_0000);
    // Below sqrt(1/2) the header folds the mantissa into [sqrt(1/2), sqrt(2)) - 1 with one less in
    // the exponent; the `(m - 1) + m` order is the header's and matters for rounding.
    if m < SQRTHF {
        e -= 1.0;
        m = (m - 1.0) + m;
    } else {
        m -= 1.0;
    }
    let z = m * m;
    let mut y = LOG_P[0];
    for &p in &LOG_P[1..] {
        y = y.mul_add(m, p);
    }
    y *= m;
    y = y.mul_add(z, e * LOG_Q1);
    y = (-z).mul_add(0.5, y);
    e.mul_add(LOG_Q2, m + y)
}

const FOPI: f32 = c(1.273_239_544_735_16);
const DP1: f32 = c(-0.785_156_25);
const DP2: f32 = c(-2.418_756_484_985_351_562_5e-4);
const DP3: f32 = c(-3.774_894_977_445_941_08e-8);
const COS_P: [f32; 3] = [
    c(2.443_315_711_809_948E-005),
    c(-1.388_731_625_493_765E-003),
    c(4.166_664_568_298_827E-002),
];
const SIN_P: [f32; 3] = [
    c(-1.951_529_589_1E-4),
    c(8.332_160_873_6E-3),
    c(-1.666_665_461_1E-1),
];

/// `sincos256_ps` for one lane: `(sin x, cos x)`. Accurate for the `[0, 2π)` angles Box–Muller
/// feeds it; like the header it loses accuracy for huge arguments.
pub(super) fn sincos(x: f32) -> (f32, f32) {
    let mut sign_sin = x < 0.0;
    let x = x.abs();
    // The octant, rounded up to even as the header does with `(j + 1) & ~1`; `as` truncates.
    let j = (((x * FOPI) as i32).wrapping_add(1)) & !1;
    let y = j as f32;
    let swap = j & 4 != 0;
    let use_sin_poly = j & 2 == 0;
    // Extended-precision range reduction x - y·π/4 in three fused steps.
    let x = y.mul_add(DP1, x);
    let x = y.mul_add(DP2, x);
    let x = y.mul_add(DP3, x);
    let sign_cos = j.wrapping_sub(2) & 4 == 0;
    sign_sin ^= swap;

    let z = x * x;
    let mut cos_poly = COS_P[0].mul_add(z, COS_P[1]).mul_add(z, COS_P[2]);
    cos_poly *= z;
    cos_poly = cos_poly.mul_add(z, -(z * 0.5));
    cos_poly += 1.0;

    let mut sin_poly = SIN_P[0].mul_add(z, SIN_P[1]).mul_add(z, SIN_P[2]);
    sin_poly *= z;
    sin_poly = sin_poly.mul_add(x, x);

    let (mut s, mut c) = if use_sin_poly {
        (sin_poly, cos_poly)
    } else {
        (cos_poly, sin_poly)
    };
    if sign_sin {
        s = -s;
    }
    if sign_cos {
        c = -c;
    }
    (s, c)
}

#[cfg(test)]
mod tests {
    use super::{log, sincos};

    /// A port slip (a wrong constant, a swapped octant) shows up as a gross error long before it
    /// shows up in the oracle's bits; the Cephes routines are good to a few ulp.
    #[test]
    fn close_to_libm_over_the_box_muller_domain() {
        for i in 1..=4096u32 {
            let u = i as f32 / 4096.0;
            let l = log(u);
            assert!(
                (l - u.ln()).abs() <= 4.0 * f32::EPSILON * l.abs().max(1.0),
                "log({u})"
            );
            let th = std::f32::consts::TAU * (u - 1.0 / 4096.0);
            let (s, c) = sincos(th);
            assert!((s - th.sin()).abs() < 1e-6, "sin({th})");
            assert!((c - th.cos()).abs() < 1e-6, "cos({th})");
        }
    }

    #[test]
    fn log_of_non_positive_is_nan() {
        assert!(log(0.0).is_nan());
        assert!(log(-1.0).is_nan());
        assert_eq!(log(1.0), 0.0);
    }
}
