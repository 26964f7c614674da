//! `math`'s functions whose exact results CPython 3.11 gets from glibc or from its own C code,
//! ported so the playground prints the same floats: glibc's `cbrt`, `asinh`, `acosh`, `atanh`,
//! `erf`, `erfc` (the Rust toolchain resolves `cbrt` to its own port of musl's, and computes the
//! inverse hyperbolics itself), CPython's `m_tgamma`/`m_lgamma` (Lanczos), `m_remainder`,
//! `vector_norm` (hypot, dist) and `fsum`. Each calls only operations whose results are exact or
//! come from the same libm functions as CPython's (`exp`, `log`, `log1p`, `sin`, `cos`, `pow`).
//! The page's wasm build takes `exp`/`log` from Rust's libm port, so there a last digit can differ.

// The coefficients are written as the C sources have them, digit for digit, so they can be checked
// against those sources; each parses to the same double.
#![allow(clippy::excessive_precision)]

use super::errors::PyErr;

const LN2: f64 = std::f64::consts::LN_2;

/// The high 32 bits of `x`'s representation, as fdlibm's `GET_HIGH_WORD`.
fn high(x: f64) -> i32 {
    (x.to_bits() >> 32) as i32
}

/// glibc's `cbrt` (sysdeps/ieee754/dbl-64/s_cbrt.c).
pub fn cbrt(x: f64) -> f64 {
    const CBRT2: f64 = 1.2599210498948731648;
    const SQR_CBRT2: f64 = 1.5874010519681994748;
    const FACTOR: [f64; 5] = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];
    if x == 0.0 || !x.is_finite() {
        return x + x;
    }
    let (xm, xe) = frexp(x.abs());
    let u = 0.354895765043919860
        + ((1.50819193781584896
            + ((-2.11499494167371287
                + ((2.44693122563534430
                    + ((-1.83469277483613086
                        + (0.784932344976639262 - 0.145263899385486377 * xm) * xm)
                        * xm))
                    * xm))
                * xm))
            * xm);
    let t2 = u * u * u;
    let ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * FACTOR[(2 + xe % 3) as usize];
    ldexp(if x > 0.0 { ym } else { -ym }, xe / 3)
}

/// `x = m * 2**e` with 0.5 <= |m| < 1 (x finite and nonzero).
pub fn frexp(x: f64) -> (f64, i32) {
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(64), -64)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32 - 1022;
    (
        f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52)),
        e + bias,
    )
}

/// `x * 2**e`, rounded once (as C's ldexp).
pub fn ldexp(x: f64, e: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let (m, ex) = frexp(x);
    // x = (2m) * 2**(t - 1), with 1 <= |2m| < 2.
    let t = ex as i64 + e as i64;
    let pow2 = |k: i64| f64::from_bits(((k + 1023) as u64) << 52);
    if t > 1024 {
        return f64::INFINITY.copysign(x);
    }
    if t >= -1021 {
        return (m * 2.0) * pow2(t - 1);
    }
    // A subnormal result: exact down to 2**-1022, then one rounding multiplication.
    let k = t - 1 + 1022;
    if k < -60 {
        return 0.0f64.copysign(x);
    }
    (m * 2.0) * pow2(-1022) * pow2(k)
}

/// glibc's `asinh` (s_asinh.c).
pub fn asinh(x: f64) -> f64 {
    let ix = high(x) & 0x7fffffff;
    if ix < 0x3e300000 {
        return x;
    }
    let w = if ix > 0x41b00000 {
        if ix >= 0x7ff00000 {
            return x + x;
        }
        x.abs().ln() + LN2
    } else {
        let xa = x.abs();
        if ix > 0x40000000 {
            (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln()
        } else {
            let t = xa * xa;
            (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
        }
    };
    w.copysign(x)
}

/// glibc's `acosh` (e_acosh.c).
pub fn acosh(x: f64) -> f64 {
    let hx = high(x);
    if hx < 0x3ff00000 {
        f64::NAN
    } else if hx >= 0x41b00000 {
        if hx >= 0x7ff00000 {
            x + x
        } else {
            x.ln() + LN2
        }
    } else if x == 1.0 {
        0.0
    } else if hx > 0x40000000 {
        let t = x * x;
        (2.0 * x - 1.0 / (x + (t - 1.0).sqrt())).ln()
    } else {
        let t = x - 1.0;
        (t + (2.0 * t + t * t).sqrt()).ln_1p()
    }
}

/// glibc's `atanh` (e_atanh.c).
pub fn atanh(x: f64) -> f64 {
    let xa = x.abs();
    let t = if xa < 0.5 {
        if xa < 2f64.powi(-28) {
            return x;
        }
        let t = xa + xa;
        0.5 * (t + t * xa / (1.0 - xa)).ln_1p()
    } else if xa < 1.0 {
        0.5 * ((xa + xa) / (1.0 - xa)).ln_1p()
    } else if xa > 1.0 || xa.is_nan() {
        return f64::NAN;
    } else {
        return x / 0.0;
    };
    t.copysign(x)
}

// fdlibm's s_erf.c coefficients (Sun Microsystems: "Permission to use, copy, modify, and
// distribute this software is freely granted, provided that this notice is preserved."), as
// glibc's erf/erfc use them.
const ERX: f64 = 8.45062911510467529297e-01;
const EFX: f64 = 1.28379167095512586316e-01;
const PP0: f64 = 1.28379167095512558561e-01;
const PP1: f64 = -3.25042107247001499370e-01;
const PP2: f64 = -2.84817495755985104766e-02;
const PP3: f64 = -5.77027029648944159157e-03;
const PP4: f64 = -2.37630166566501626084e-05;
const QQ1: f64 = 3.97917223959155352819e-01;
const QQ2: f64 = 6.50222499887672944485e-02;
const QQ3: f64 = 5.08130628187576562776e-03;
const QQ4: f64 = 1.32494738004321644526e-04;
const QQ5: f64 = -3.96022827877536812320e-06;
const PA0: f64 = -2.36211856075265944077e-03;
const PA1: f64 = 4.14856118683748331666e-01;
const PA2: f64 = -3.72207876035701323847e-01;
const PA3: f64 = 3.18346619901161753674e-01;
const PA4: f64 = -1.10894694282396677476e-01;
const PA5: f64 = 3.54783043256182359371e-02;
const PA6: f64 = -2.16637559486879084300e-03;
const QA1: f64 = 1.06420880400844228286e-01;
const QA2: f64 = 5.40397917702171048937e-01;
const QA3: f64 = 7.18286544141962662868e-02;
const QA4: f64 = 1.26171219808761642112e-01;
const QA5: f64 = 1.36370839120290507362e-02;
const QA6: f64 = 1.19844998467991074170e-02;
const RA0: f64 = -9.86494403484714822705e-03;
const RA1: f64 = -6.93858572707181764372e-01;
const RA2: f64 = -1.05586262253232909814e+01;
const RA3: f64 = -6.23753324503260060396e+01;
const RA4: f64 = -1.62396669462573470355e+02;
const RA5: f64 = -1.84605092906711035994e+02;
const RA6: f64 = -8.12874355063065934246e+01;
const RA7: f64 = -9.81432934416914548592e+00;
const SA1: f64 = 1.96512716674392571292e+01;
const SA2: f64 = 1.37657754143519042600e+02;
const SA3: f64 = 4.34565877475229228821e+02;
const SA4: f64 = 6.45387271733267880336e+02;
const SA5: f64 = 4.29008140027567833386e+02;
const SA6: f64 = 1.08635005541779435134e+02;
const SA7: f64 = 6.57024977031928170135e+00;
const SA8: f64 = -6.04244152148580987438e-02;
const RB0: f64 = -9.86494292470009928597e-03;
const RB1: f64 = -7.99283237680523006574e-01;
const RB2: f64 = -1.77579549177547519889e+01;
const RB3: f64 = -1.60636384855821916062e+02;
const RB4: f64 = -6.37566443368389627722e+02;
const RB5: f64 = -1.02509513161107724954e+03;
const RB6: f64 = -4.83519191608651397019e+02;
const SB1: f64 = 3.03380607434824582924e+01;
const SB2: f64 = 3.25792512996573918826e+02;
const SB3: f64 = 1.53672958608443695994e+03;
const SB4: f64 = 3.19985821950859553908e+03;
const SB5: f64 = 2.55305040643316442583e+03;
const SB6: f64 = 4.74528541206955367215e+02;
const SB7: f64 = -2.24409524465858183362e+01;

/// `x` with the low 32 bits of its representation cleared (fdlibm's `SET_LOW_WORD(z, 0)`).
fn high_only(x: f64) -> f64 {
    f64::from_bits(x.to_bits() & 0xffff_ffff_0000_0000)
}

/// The rational approximations of erf near 0 (`x + x*y` is erf, `1 - that` erfc).
fn erf_small(z: f64) -> f64 {
    let r1 = PP0 + z * PP1;
    let z2 = z * z;
    let r2 = PP2 + z * PP3;
    let z4 = z2 * z2;
    let s1 = 1.0 + z * QQ1;
    let s2 = QQ2 + z * QQ3;
    let s3 = QQ4 + z * QQ5;
    let r = r1 + z2 * r2 + z4 * PP4;
    let s = s1 + z2 * s2 + z4 * s3;
    r / s
}

/// P/Q for 0.84375 <= |x| < 1.25, in glibc's order.
fn erf_mid(s: f64) -> f64 {
    let p1 = PA0 + s * PA1;
    let s2 = s * s;
    let q1 = 1.0 + s * QA1;
    let s4 = s2 * s2;
    let p2 = PA2 + s * PA3;
    let s6 = s4 * s2;
    let q2 = QA2 + s * QA3;
    let p3 = PA4 + s * PA5;
    let q3 = QA4 + s * QA5;
    let p = p1 + s2 * p2 + s4 * p3 + s6 * PA6;
    let q = q1 + s2 * q2 + s4 * q3 + s6 * QA6;
    p / q
}

/// `erfc(ax) * ax` for 1.25 <= ax < 28: exp(-z*z - 0.5625) * exp((z-ax)*(z+ax) + R/S).
fn erfc_tail(ax: f64) -> f64 {
    let s = 1.0 / (ax * ax);
    let (r, q);
    if ax < 1.0 / 0.35 {
        let r1 = RA0 + s * RA1;
        let s2 = s * s;
        let q1 = 1.0 + s * SA1;
        let s4 = s2 * s2;
        let r2 = RA2 + s * RA3;
        let s6 = s4 * s2;
        let q2 = SA2 + s * SA3;
        let s8 = s4 * s4;
        let r3 = RA4 + s * RA5;
        let q3 = SA4 + s * SA5;
        let r4 = RA6 + s * RA7;
        let q4 = SA6 + s * SA7;
        r = r1 + s2 * r2 + s4 * r3 + s6 * r4;
        q = q1 + s2 * q2 + s4 * q3 + s6 * q4 + s8 * SA8;
    } else {
        let r1 = RB0 + s * RB1;
        let s2 = s * s;
        let q1 = 1.0 + s * SB1;
        let s4 = s2 * s2;
        let r2 = RB2 + s * RB3;
        let s6 = s4 * s2;
        let q2 = SB2 + s * SB3;
        let r3 = RB4 + s * RB5;
        let q3 = SB4 + s * SB5;
        let q4 = SB6 + s * SB7;
        r = r1 + s2 * r2 + s4 * r3 + s6 * RB6;
        q = q1 + s2 * q2 + s4 * q3 + s6 * q4;
    }
    let z = high_only(ax);
    (-z * z - 0.5625).exp() * ((z - ax) * (z + ax) + r / q).exp()
}

/// glibc's `erf` (s_erf.c).
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let ax = x.abs();
    if ax < 0.84375 {
        if ax < 2f64.powi(-28) {
            if ax < f64::MIN_POSITIVE {
                return 0.0625 * (16.0 * x + (16.0 * EFX) * x);
            }
            return x + EFX * x;
        }
        return x + x * erf_small(x * x);
    }
    if ax < 1.25 {
        let pq = erf_mid(ax - 1.0);
        return if x >= 0.0 { ERX + pq } else { -ERX - pq };
    }
    if ax >= 6.0 {
        return 1.0f64.copysign(x);
    }
    let r = erfc_tail(ax);
    if x >= 0.0 {
        1.0 - r / ax
    } else {
        r / ax - 1.0
    }
}

/// glibc's `erfc` (s_erf.c).
pub fn erfc(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.is_infinite() {
        return if x > 0.0 { 0.0 } else { 2.0 };
    }
    let ax = x.abs();
    if ax < 0.84375 {
        if ax < 2f64.powi(-56) {
            return 1.0 - x;
        }
        let y = erf_small(x * x);
        return if x < 0.25 {
            1.0 - (x + x * y)
        } else {
            0.5 - (x * y + (x - 0.5))
        };
    }
    if ax < 1.25 {
        let pq = erf_mid(ax - 1.0);
        return if x >= 0.0 {
            (1.0 - ERX) - pq
        } else {
            1.0 + (ERX + pq)
        };
    }
    if ax < 28.0 {
        if x < -6.0 {
            return 2.0;
        }
        let r = erfc_tail(ax);
        return if x > 0.0 { r / ax } else { 2.0 - r / ax };
    }
    if x > 0.0 {
        0.0
    } else {
        2.0
    }
}

// CPython's Lanczos approximation (Modules/mathmodule.c, `m_tgamma`, `m_lgamma`).
const LANCZOS_G: f64 = 6.024680040776729583740234375;
const LANCZOS_G_MINUS_HALF: f64 = 5.524680040776729583740234375;
const LANCZOS_NUM: [f64; 13] = [
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408,
];
const LANCZOS_DEN: [f64; 13] = [
    0.0,
    39916800.0,
    120543840.0,
    150917976.0,
    105258076.0,
    45995730.0,
    13339535.0,
    2637558.0,
    357423.0,
    32670.0,
    1925.0,
    66.0,
    1.0,
];

fn lanczos_sum(x: f64) -> f64 {
    let (mut num, mut den) = (0.0, 0.0);
    if x < 5.0 {
        for i in (0..13).rev() {
            num = num * x + LANCZOS_NUM[i];
            den = den * x + LANCZOS_DEN[i];
        }
    } else {
        for i in 0..13 {
            num = num / x + LANCZOS_NUM[i];
            den = den / x + LANCZOS_DEN[i];
        }
    }
    num / den
}

/// sin(pi * x), exact at the integers and half-integers (CPython's `m_sinpi`).
fn sinpi(x: f64) -> f64 {
    use std::f64::consts::PI;
    let y = x.abs() % 2.0;
    let r = match (2.0 * y).round() as i32 {
        0 => (PI * y).sin(),
        1 => (PI * (y - 0.5)).cos(),
        2 => (PI * (1.0 - y)).sin(),
        3 => -(PI * (y - 1.5)).cos(),
        _ => (PI * (y - 2.0)).sin(),
    };
    1.0f64.copysign(x) * r
}

fn domain_error() -> PyErr {
    PyErr::value_error("math domain error")
}

fn range_error() -> PyErr {
    PyErr::new("OverflowError", "math range error")
}

/// `math.gamma`, with CPython's errors.
pub fn gamma(x: f64) -> Result<f64, PyErr> {
    use std::f64::consts::PI;
    if !x.is_finite() {
        if x.is_nan() || x > 0.0 {
            return Ok(x);
        }
        return Err(domain_error());
    }
    if x == 0.0 {
        return Err(domain_error());
    }
    if x == x.floor() {
        if x < 0.0 {
            return Err(domain_error());
        }
        if x <= 23.0 {
            let mut f = 1.0;
            for k in 2..x as i64 {
                f *= k as f64;
            }
            return Ok(f);
        }
    }
    let absx = x.abs();
    if absx < 1e-20 {
        let r = 1.0 / x;
        return if r.is_infinite() {
            Err(range_error())
        } else {
            Ok(r)
        };
    }
    if absx > 200.0 {
        return if x < 0.0 {
            Ok(0.0 / sinpi(x))
        } else {
            Err(range_error())
        };
    }
    let y = absx + LANCZOS_G_MINUS_HALF;
    let z = if absx > LANCZOS_G_MINUS_HALF {
        (y - absx) - LANCZOS_G_MINUS_HALF
    } else {
        (y - LANCZOS_G_MINUS_HALF) - absx
    };
    let z = z * LANCZOS_G / y;
    let mut r;
    if x < 0.0 {
        r = -PI / sinpi(absx) / absx * y.exp() / lanczos_sum(absx);
        r -= z * r;
        if absx < 140.0 {
            r /= y.powf(absx - 0.5);
        } else {
            let sqrtpow = y.powf(absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / y.exp();
        r += z * r;
        if absx < 140.0 {
            r *= y.powf(absx - 0.5);
        } else {
            let sqrtpow = y.powf(absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    if r.is_infinite() {
        return Err(range_error());
    }
    Ok(r)
}

/// `math.lgamma`, with CPython's errors.
pub fn lgamma(x: f64) -> Result<f64, PyErr> {
    const LOGPI: f64 = 1.144729885849400174143427351353058711647;
    if !x.is_finite() {
        return Ok(if x.is_nan() { x } else { f64::INFINITY });
    }
    if x == x.floor() && x <= 2.0 {
        return if x <= 0.0 {
            Err(domain_error())
        } else {
            Ok(0.0)
        };
    }
    let absx = x.abs();
    if absx < 1e-20 {
        return Ok(-absx.ln());
    }
    let mut r = lanczos_sum(absx).ln() - LANCZOS_G;
    r += (absx - 0.5) * ((absx + LANCZOS_G - 0.5).ln() - 1.0);
    if x < 0.0 {
        r = LOGPI - sinpi(absx).abs().ln() - absx.ln() - r;
    }
    if r.is_infinite() {
        return Err(range_error());
    }
    Ok(r)
}

/// IEEE 754 remainder, as CPython's `m_remainder` (with its domain errors).
pub fn remainder(x: f64, y: f64) -> Result<f64, PyErr> {
    if x.is_finite() && y.is_finite() {
        if y == 0.0 {
            return Err(domain_error());
        }
        let (absx, absy) = (x.abs(), y.abs());
        let m = absx % absy;
        let c = absy - m;
        let r = if m < c {
            m
        } else if m > c {
            -c
        } else {
            m - 2.0 * ((0.5 * (absx - m)) % absy)
        };
        return Ok(1.0f64.copysign(x) * r);
    }
    if x.is_nan() {
        return Ok(x);
    }
    if y.is_nan() {
        return Ok(y);
    }
    if x.is_infinite() {
        return Err(domain_error());
    }
    Ok(x)
}

/// C's `nextafter`.
pub fn nextafter(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        return f64::from_bits(1).copysign(y);
    }
    let b = x.to_bits();
    let away = (y > x) == (x > 0.0);
    f64::from_bits(if away { b + 1 } else { b - 1 })
}

/// `math.ulp`.
pub fn ulp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let x = x.abs();
    if x.is_infinite() {
        return x;
    }
    let x2 = nextafter(x, f64::INFINITY);
    if x2.is_infinite() {
        return x - nextafter(x, f64::NEG_INFINITY);
    }
    x2 - x
}

/// CPython's `vector_norm`: the Euclidean norm of finite values (`max` the largest magnitude),
/// correctly rounded in nearly all cases, as `hypot` and `dist` compute it.
pub fn vector_norm(vec: &mut [f64], max: f64, found_nan: bool) -> f64 {
    const T27: f64 = 134217729.0;
    if max.is_infinite() {
        return max;
    }
    if found_nan {
        return f64::NAN;
    }
    if max == 0.0 || vec.len() <= 1 {
        return max;
    }
    let (_, max_e) = frexp(max);
    let (mut csum, mut frac1, mut frac2, mut frac3) = (1.0f64, 0.0f64, 0.0f64, 0.0f64);
    if max_e >= -1023 {
        let scale = ldexp(1.0, -max_e);
        let add = |csum: &mut f64, frac: &mut f64, x: f64| {
            let old = *csum;
            *csum += x;
            *frac += (old - *csum) + x;
        };
        for &v in vec.iter() {
            let x = v * scale;
            let t = x * T27;
            let hi = t - (t - x);
            let lo = x - hi;
            add(&mut csum, &mut frac1, hi * hi);
            add(&mut csum, &mut frac2, 2.0 * hi * lo);
            frac3 += lo * lo;
        }
        let h = (csum - 1.0 + (frac1 + frac2 + frac3)).sqrt();
        let t = h * T27;
        let hi = t - (t - h);
        let lo = h - hi;
        add(&mut csum, &mut frac1, -hi * hi);
        add(&mut csum, &mut frac2, -2.0 * hi * lo);
        add(&mut csum, &mut frac3, -lo * lo);
        let x = csum - 1.0 + (frac1 + frac2 + frac3);
        return (h + x / (2.0 * h)) / scale;
    }
    for &v in vec.iter() {
        let x = v / max;
        let x = x * x;
        let old = csum;
        csum += x;
        frac1 += (old - csum) + x;
    }
    max * (csum - 1.0 + frac1).sqrt()
}

/// `math.fsum` of these floats: Shewchuk's exact partials and CPython's final rounding and
/// errors.
pub fn fsum(items: impl Iterator<Item = Result<f64, PyErr>>) -> Result<f64, PyErr> {
    let mut p: Vec<f64> = Vec::new();
    let (mut special_sum, mut inf_sum) = (0.0f64, 0.0f64);
    for x in items {
        let mut x = x?;
        let xsave = x;
        let mut i = 0;
        for j in 0..p.len() {
            let mut y = p[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                p[i] = lo;
                i += 1;
            }
            x = hi;
        }
        p.truncate(i);
        if x != 0.0 {
            if !x.is_finite() {
                if xsave.is_finite() {
                    return Err(PyErr::new("OverflowError", "intermediate overflow in fsum"));
                }
                if xsave.is_infinite() {
                    inf_sum += xsave;
                }
                special_sum += xsave;
                p.clear();
            } else {
                p.push(x);
            }
        }
    }
    if special_sum != 0.0 {
        if inf_sum.is_nan() {
            return Err(PyErr::value_error("-inf + inf in fsum"));
        }
        return Ok(special_sum);
    }
    let mut n = p.len();
    let mut hi = 0.0;
    if n > 0 {
        n -= 1;
        hi = p[n];
        let mut lo = 0.0;
        while n > 0 {
            let x = hi;
            n -= 1;
            let y = p[n];
            hi = x + y;
            lo = y - (hi - x);
            if lo != 0.0 {
                break;
            }
        }
        if n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0)) {
            let y = lo * 2.0;
            let x = hi + y;
            if y == x - hi {
                hi = x;
            }
        }
    }
    Ok(hi)
}

use super::modules::{float_arg, num, two};
use super::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use super::value::{Module, Value};

/// CPython's `math_1`: a NaN from a non-NaN is a domain error; an infinity from a finite
/// argument an overflow (`can_overflow`) or a singularity (a domain error).
fn math1(a: &Args, name: &str, f: fn(f64) -> f64, can_overflow: bool) -> NativeResult {
    let x = float_arg(a, name)?;
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(domain_error().into());
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow {
            range_error()
        } else {
            domain_error()
        }
        .into());
    }
    Ok(Value::Float(r))
}

/// The math functions CPython computes with `math_1` or its own C code (see the module's
/// comment), with CPython's errors.
pub fn install(m: &Module) {
    let fns: &[(&str, super::native::NativeFn)] = &[
        ("sqrt", |_, a| math1(a, "sqrt", f64::sqrt, false)),
        ("exp", |_, a| math1(a, "exp", f64::exp, true)),
        ("exp2", |_, a| math1(a, "exp2", f64::exp2, true)),
        ("expm1", |_, a| math1(a, "expm1", f64::exp_m1, true)),
        ("sin", |_, a| math1(a, "sin", f64::sin, false)),
        ("cos", |_, a| math1(a, "cos", f64::cos, false)),
        ("tan", |_, a| math1(a, "tan", f64::tan, false)),
        ("asin", |_, a| math1(a, "asin", f64::asin, false)),
        ("acos", |_, a| math1(a, "acos", f64::acos, false)),
        ("atan", |_, a| math1(a, "atan", f64::atan, false)),
        ("sinh", |_, a| math1(a, "sinh", f64::sinh, true)),
        ("cosh", |_, a| math1(a, "cosh", f64::cosh, true)),
        ("tanh", |_, a| math1(a, "tanh", f64::tanh, false)),
        ("asinh", |_, a| math1(a, "asinh", asinh, false)),
        ("acosh", |_, a| math1(a, "acosh", acosh, false)),
        ("atanh", |_, a| math1(a, "atanh", atanh, false)),
        ("cbrt", |_, a| math1(a, "cbrt", cbrt, false)),
        ("fabs", |_, a| math1(a, "fabs", f64::abs, false)),
        ("erf", |_, a| math1(a, "erf", erf, false)),
        ("erfc", |_, a| math1(a, "erfc", erfc, false)),
        ("log1p", |_, a| {
            // CPython's m_log1p keeps the sign of a zero.
            math1(a, "log1p", |x| if x == 0.0 { x } else { x.ln_1p() }, false)
        }),
        ("gamma", |_, a| {
            Ok(Value::Float(gamma(float_arg(a, "gamma")?)?))
        }),
        ("lgamma", |_, a| {
            Ok(Value::Float(lgamma(float_arg(a, "lgamma")?)?))
        }),
        ("ulp", |_, a| Ok(Value::Float(ulp(float_arg(a, "ulp")?)))),
        ("remainder", |_, a| {
            let (x, y) = two(a, "remainder")?;
            Ok(Value::Float(remainder(x, y)?))
        }),
        ("nextafter", |_, a| {
            let (x, y) = two(a, "nextafter")?;
            Ok(Value::Float(nextafter(x, y)))
        }),
        ("pow", |_, a| {
            let (x, y) = two(a, "pow")?;
            Ok(Value::Float(pow(x, y)?))
        }),
        ("fmod", |_, a| {
            let (x, y) = two(a, "fmod")?;
            if y.is_infinite() && x.is_finite() {
                return Ok(Value::Float(x));
            }
            let r = x % y;
            if r.is_nan() && !x.is_nan() && !y.is_nan() {
                return Err(domain_error().into());
            }
            Ok(Value::Float(r))
        }),
        ("hypot", |_, a| {
            if a.pos.iter().any(|v| matches!(v, Value::Object(_))) {
                return Err(retry(a, "hypot"));
            }
            let mut v = a.pos.iter().map(num).collect::<Result<Vec<f64>, PyErr>>()?;
            Ok(Value::Float(norm(&mut v)))
        }),
        ("dist", dist),
        ("fsum", |ctx, a| {
            if a.pos.len() != 1 {
                return Err(PyErr::type_error(format!(
                    "math.fsum() takes exactly one argument ({} given)",
                    a.pos.len()
                ))
                .into());
            }
            fsum_native(ctx, a)
        }),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
}

fn fsum_native(_: &mut Ctx, a: &Args) -> NativeResult {
    let items = super::conts::items_arg(fsum_native, a, 0)?;
    fsum_items(&items)
}

fn fsum_items(items: &[Value]) -> NativeResult {
    Ok(Value::Float(fsum(items.iter().map(num))?))
}

/// Calls `_prelude._math_retry`, which converts instances with `__float__`/`__index__`.
fn retry(a: &Args, name: &str) -> Flow {
    let mut pos = vec![Value::str(name)];
    pos.extend(a.pos.iter().cloned());
    let f = NativeFunction::value("_math_retry", |ctx, a| {
        super::builtins::call_prelude(ctx, "_math_retry", a)
    });
    Flow::call(f, pos, super::native::Then::Tail)
}

/// The norm of these coordinates, as CPython's hypot.
fn norm(v: &mut [f64]) -> f64 {
    let mut max = 0.0f64;
    let mut found_nan = false;
    for x in v.iter_mut() {
        *x = x.abs();
        found_nan |= x.is_nan();
        if *x > max {
            max = *x;
        }
    }
    vector_norm(v, max, found_nan)
}

fn dist(_: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() != 2 {
        return Err(
            PyErr::type_error(format!("dist expected 2 arguments, got {}", a.pos.len())).into(),
        );
    }
    let p = super::conts::items_arg(dist, a, 0)?;
    let q = super::conts::items_arg(dist, a, 1)?;
    if p.len() != q.len() {
        return Err(
            PyErr::value_error("both points must have the same number of dimensions").into(),
        );
    }
    let mut v = Vec::with_capacity(p.len());
    for (x, y) in p.iter().zip(&q) {
        v.push(num(x)? - num(y)?);
    }
    Ok(Value::Float(norm(&mut v)))
}

/// CPython's `math_pow`: C99's special values, then libm's pow with CPython's errors.
fn pow(x: f64, y: f64) -> Result<f64, PyErr> {
    if !x.is_finite() || !y.is_finite() {
        return Ok(if x.is_nan() {
            if y == 0.0 {
                1.0
            } else {
                x
            }
        } else if y.is_nan() {
            if x == 1.0 {
                1.0
            } else {
                y
            }
        } else if x.is_infinite() {
            let odd_y = y.is_finite() && (y.abs() % 2.0) == 1.0;
            if y > 0.0 {
                if odd_y {
                    x
                } else {
                    x.abs()
                }
            } else if y == 0.0 {
                1.0
            } else if odd_y {
                0.0f64.copysign(x)
            } else {
                0.0
            }
        } else if x.abs() == 1.0 {
            1.0
        } else if (y > 0.0 && x.abs() > 1.0) || (y < 0.0 && x.abs() < 1.0) {
            f64::INFINITY
        } else {
            0.0
        });
    }
    let r = x.powf(y);
    if r.is_nan() || (r.is_infinite() && x == 0.0) {
        return Err(domain_error());
    }
    if r.is_infinite() {
        return Err(range_error());
    }
    Ok(r)
}
