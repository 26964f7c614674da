//! `float.hex()` and `float.fromhex()` as CPython's.

use super::super::errors::PyErr;

/// `float.hex()`: CPython's `[-]0x1.<13 hex digits>p<exp>` (`0x0.` for zero and subnormals).
pub(super) fn float_hex(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf" } else { "-inf" }.into();
    }
    let sign = if f.is_sign_negative() { "-" } else { "" };
    if f == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (lead, e) = if exp == 0 {
        (0, -1022)
    } else {
        (1, exp - 1023)
    };
    format!("{sign}0x{lead}.{frac:013x}p{e:+}")
}

/// `float.fromhex(s)`: `[sign] ['0x'] digits ['.' digits] ['p' [sign] digits]`, `inf`,
/// `infinity` or `nan`, with surrounding whitespace; correctly rounded (half to even, into the
/// subnormals), as CPython's `float_fromhex`.
pub(super) fn from_hex(s: &str) -> Result<f64, PyErr> {
    let invalid = || PyErr::value_error("invalid hexadecimal floating-point string");
    let t = s.trim_matches(|c: char| c.is_whitespace());
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let sign = |x: f64| if neg { -x } else { x };
    let lower = t.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
        return Ok(sign(f64::INFINITY));
    }
    if lower == "nan" {
        return Ok(sign(f64::NAN));
    }
    let b = lower.as_bytes();
    let mut i = if b.starts_with(b"0x") { 2 } else { 0 };
    let mut digits: Vec<u8> = Vec::new();
    let (mut frac_digits, mut seen_point, mut any) = (0i64, false, false);
    while i < b.len() {
        match b[i] {
            c @ (b'0'..=b'9' | b'a'..=b'f') => {
                let d = (c as char).to_digit(16).expect("hex digit") as u8;
                any = true;
                if seen_point {
                    frac_digits += 1;
                }
                if !(digits.is_empty() && d == 0) {
                    digits.push(d);
                } else if seen_point {
                    // A leading zero after the point only scales.
                }
            }
            b'.' if !seen_point => seen_point = true,
            _ => break,
        }
        i += 1;
    }
    if !any {
        return Err(invalid());
    }
    let mut exp: i64 = 0;
    if i < b.len() {
        if b[i] != b'p' {
            return Err(invalid());
        }
        i += 1;
        let eneg = match b.get(i) {
            Some(b'-') => {
                i += 1;
                true
            }
            Some(b'+') => {
                i += 1;
                false
            }
            _ => false,
        };
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            // Past any float's range either way; saturate.
            exp = (exp * 10 + (b[i] - b'0') as i64).min(1 << 40);
            i += 1;
        }
        if i == start || i != b.len() {
            return Err(invalid());
        }
        if eneg {
            exp = -exp;
        }
    }
    if digits.is_empty() {
        return Ok(sign(0.0));
    }
    // The value is M * 2**e with M the digits as an integer of `len` bits.
    let lead = digits[0].leading_zeros() as i64 - 4;
    let len = 4 * digits.len() as i64 - lead;
    let bit = |k: i64| -> bool {
        let k = k + lead;
        (digits[(k / 4) as usize] >> (3 - k % 4)) & 1 == 1
    };
    let top = len - 1 + exp - 4 * frac_digits;
    if top > 1023 {
        return Err(too_large());
    }
    // The bits kept: 53, fewer for a subnormal result.
    let keep = if top >= -1022 { 53 } else { top + 1075 };
    if keep < 0 {
        return Ok(sign(0.0));
    }
    let mut q: u64 = 0;
    for k in 0..keep.min(len) {
        q = (q << 1) | bit(k) as u64;
    }
    if keep > len {
        q <<= keep - len;
    }
    let half = keep < len && bit(keep);
    let sticky = keep + 1 < len && (keep + 1..len).any(bit);
    if half && (sticky || q & 1 == 1) {
        q += 1;
    }
    // q * 2**(top - keep + 1), in two exact steps.
    let mut e = top - keep + 1;
    let mut x = q as f64;
    while e != 0 {
        let step = e.clamp(-1000, 1000);
        x *= f64::from_bits(((1023 + step) as u64) << 52);
        e -= step;
    }
    if x.is_infinite() {
        return Err(too_large());
    }
    Ok(sign(x))
}

fn too_large() -> PyErr {
    PyErr::new(
        "OverflowError",
        "hexadecimal value too large to represent as a float",
    )
}
