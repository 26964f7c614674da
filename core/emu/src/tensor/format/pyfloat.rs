//! Python's float-to-text conversions: `repr` for `.item()` and `.tolist()`, `.Nf` and `.Ne` for the
//! numbers in a tensor printout.
//!
//! Rust's `{:.N}` and `{:.Ne}` already round the exact binary value half-to-even, as CPython's dtoa
//! does, so only the spelling differs: Rust writes `1.0000e-5` and `NaN` where Python writes
//! `1.0000e-05` and `nan`.

/// CPython's `repr(float)`: the shortest digits that round-trip, in exponent form when the decimal
/// exponent is below -4 or at least 16 (`1e-05`, `1e+16`), else positional with at least one
/// fractional digit (`1.0`, `123456789.0`).
pub fn py_float_repr(x: f64) -> String {
    if let Some(s) = non_finite(x) {
        return s.to_string();
    }
    let shortest = shortest_digits(x);
    let (mantissa, exp) = split_exponent(&shortest);
    let (sign, mantissa) = match mantissa.strip_prefix('-') {
        Some(m) => ("-", m),
        None => ("", mantissa),
    };
    let digits: String = mantissa.chars().filter(|&c| c != '.').collect();
    let digits = match digits.trim_end_matches('0') {
        "" => "0",
        d => d,
    };
    // CPython's `decpt`: the value is 0.DIGITS times 10^decpt.
    let decpt = exp + 1;
    let body = if !(-4 < decpt && decpt <= 16) {
        let (lead, rest) = digits.split_at(1);
        let frac = if rest.is_empty() {
            String::new()
        } else {
            format!(".{rest}")
        };
        format!("{lead}{frac}e{}", exponent_suffix(exp))
    } else if decpt <= 0 {
        format!("0.{}{digits}", "0".repeat(decpt.unsigned_abs() as usize))
    } else {
        let point = decpt as usize;
        if point >= digits.len() {
            format!("{digits}{}.0", "0".repeat(point - digits.len()))
        } else {
            format!("{}.{}", &digits[..point], &digits[point..])
        }
    };
    format!("{sign}{body}")
}

/// The shortest round-trip digits in Rust's `{:e}` spelling, picked as CPython's dtoa mode 0 picks.
///
/// Rust's `{:e}` finds how many digits are needed but, when the value sits exactly halfway between
/// two such candidates (`968.96588134765625`, a float32), may take the upper one where dtoa takes the
/// even one (`968.9658813476562`). Rounding to that many digits half-to-even fixes the tie; near a
/// power of two the rounded candidate can fall outside the round-trip interval, and then Rust's
/// choice was the only one.
fn shortest_digits(x: f64) -> String {
    let rust = format!("{x:e}");
    let (mantissa, _) = split_exponent(&rust);
    let digits = mantissa.chars().filter(char::is_ascii_digit).count();
    let rounded = format!("{x:.prec$e}", prec = digits - 1);
    if rounded.parse::<f64>() == Ok(x) {
        rounded
    } else {
        rust
    }
}

/// Python's `format(x, f".{precision}f")`.
pub(super) fn format_fixed(x: f64, precision: usize) -> String {
    match non_finite(x) {
        Some(s) => s.to_string(),
        None => format!("{x:.precision$}"),
    }
}

/// Python's `format(x, f".{precision}e")`: the exponent is signed and has at least two digits.
pub(super) fn format_sci(x: f64, precision: usize) -> String {
    if let Some(s) = non_finite(x) {
        return s.to_string();
    }
    let rust = format!("{x:.precision$e}");
    let (mantissa, exp) = split_exponent(&rust);
    format!("{mantissa}e{}", exponent_suffix(exp))
}

/// Python spells every NaN `nan`, whatever its sign bit (x86's default NaN from `0/0` is negative).
fn non_finite(x: f64) -> Option<&'static str> {
    if x.is_nan() {
        Some("nan")
    } else if x == f64::INFINITY {
        Some("inf")
    } else if x == f64::NEG_INFINITY {
        Some("-inf")
    } else {
        None
    }
}

fn split_exponent(rust_exp: &str) -> (&str, i32) {
    let (mantissa, exp) = rust_exp
        .split_once('e')
        .expect("Rust's LowerExp output always contains 'e'");
    let exp = exp
        .parse()
        .expect("Rust's LowerExp exponent is a decimal integer");
    (mantissa, exp)
}

fn exponent_suffix(exp: i32) -> String {
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{sign}{:02}", exp.unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repr_matches_cpython() {
        // Each right-hand side is what CPython 3.11 prints for `repr(x)`.
        let cases: &[(f64, &str)] = &[
            (0.1, "0.1"),
            (2.5, "2.5"),
            (1.0, "1.0"),
            (-0.0, "-0.0"),
            (0.0, "0.0"),
            (1e16, "1e+16"),
            (1e15, "1000000000000000.0"),
            (1.5e16, "1.5e+16"),
            (1e-5, "1e-05"),
            (1e-4, "0.0001"),
            (0.00012345, "0.00012345"),
            (1.2345e-5, "1.2345e-05"),
            (123456789.0, "123456789.0"),
            (5e-324, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
            (-3.0, "-3.0"),
            (12345.5, "12345.5"),
            // Exact ties between two shortest candidates go to the even digit.
            // The float32 968.96588134765625.
            (f64::from_bits(0x408e_47ba_2000_0000), "968.9658813476562"),
            (f64::from_bits(0x430a_7aba_6ba6_6bf2), "931661310381438.2"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::NAN, "nan"),
            (-f64::NAN, "nan"),
        ];
        for &(x, want) in cases {
            assert_eq!(py_float_repr(x), want, "repr({x:?})");
        }
    }

    #[test]
    fn repr_of_widened_f32_item() {
        // tensor_basics.out line 77 prints x[0].tolist(): float32 values widened to double.
        assert_eq!(py_float_repr(1.540_996_1_f32 as f64), "1.5409960746765137");
        assert_eq!(py_float_repr(-0.293_428_9_f32 as f64), "-0.293428897857666");
        assert_eq!(py_float_repr(0.1_f32 as f64), "0.10000000149011612");
    }

    #[test]
    fn fixed_and_sci_match_python_format() {
        // Right-hand sides from CPython 3.11 `format(x, ".4f")` / `format(x, ".4e")`.
        assert_eq!(format_fixed(0.03125, 4), "0.0312"); // exact tie rounds to even
        assert_eq!(format_fixed(-0.0, 4), "-0.0000");
        assert_eq!(format_fixed(2.5, 0), "2");
        assert_eq!(format_fixed(f64::NAN, 4), "nan");
        assert_eq!(format_sci(1e-5, 4), "1.0000e-05");
        assert_eq!(format_sci(123456792.0, 4), "1.2346e+08");
        assert_eq!(format_sci(0.0, 4), "0.0000e+00");
        assert_eq!(format_sci(4.9e-324, 1), "4.9e-324");
        assert_eq!(format_sci(1.5, 0), "2e+00");
        assert_eq!(format_sci(f64::NEG_INFINITY, 4), "-inf");
    }
}
