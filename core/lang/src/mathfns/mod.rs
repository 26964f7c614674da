//! `math`'s functions whose exact results CPython 3.11 gets from glibc or from its own C code,
//! ported so the playground prints the same floats: glibc's `cbrt`, `asinh`, `acosh`, `atanh`,
//! `erf`, `erfc` (the Rust toolchain resolves `cbrt` to its own port of musl's, and computes the
//! inverse hyperbolics itself), CPython's `m_tgamma`/`m_lgamma` (Lanczos), `m_remainder`,
//! `vector_norm` (hypot, dist) and `fsum`. Each calls only operations whose results are exact or
//! come from the same libm functions as CPython's (`exp`, `log`, `log1p`, `sin`, `cos`, `pow`).
//! The page's wasm build takes `exp`/`log` from Rust's libm port, so there a last digit can differ.
//!
//! Here: `cbrt`, the inverse hyperbolics, `remainder`, `nextafter`, `ulp`, `vector_norm`, `fsum`.
//! The rooms: `erf` (erf, erfc), `gamma` (gamma, lgamma), `natives` (the `math` module's natives).

// The coefficients are written as the C sources have them, digit for digit, so they can be checked
// against those sources; each parses to the same double.
#![allow(clippy::excessive_precision)]

use super::errors::PyErr;

mod erf;
mod gamma;
mod natives;

pub use erf::{erf, erfc};
use gamma::domain_error;
pub use gamma::{gamma, lgamma};
pub use natives::install;

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
