//! Python's format-spec mini-language (`format(x, ".4f")`, f-string `{x:>10.3e}`).
//!
//! `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`, with CPython's rules for
//! ints, floats and strings and its error messages.

use super::errors::PyErr;
use super::value::Value;
use tpu_emu::tensor::format::py_float_repr;

#[derive(Default)]
struct Spec {
    fill: Option<char>,
    align: Option<char>,
    sign: Option<char>,
    alternate: bool,
    zero: bool,
    width: usize,
    grouping: Option<char>,
    precision: Option<usize>,
    ty: Option<char>,
}

fn parse(spec: &str) -> Result<Spec, PyErr> {
    let chars: Vec<char> = spec.chars().collect();
    let mut i = 0;
    let mut s = Spec::default();
    let is_align = |c: char| matches!(c, '<' | '>' | '^' | '=');
    if chars.len() >= 2 && is_align(chars[1]) {
        s.fill = Some(chars[0]);
        s.align = Some(chars[1]);
        i = 2;
    } else if !chars.is_empty() && is_align(chars[0]) {
        s.align = Some(chars[0]);
        i = 1;
    }
    if i < chars.len() && matches!(chars[i], '+' | '-' | ' ') {
        s.sign = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == 'z' {
        i += 1;
    }
    if i < chars.len() && chars[i] == '#' {
        s.alternate = true;
        i += 1;
    }
    if i < chars.len() && chars[i] == '0' {
        s.zero = true;
        i += 1;
    }
    let start = i;
    while i < chars.len() && chars[i].is_ascii_digit() {
        i += 1;
    }
    if i > start {
        s.width = chars[start..i]
            .iter()
            .collect::<String>()
            .parse()
            .map_err(|_| PyErr::value_error("Too many decimal digits in format string"))?;
        if s.width > MAX_WIDTH {
            return Err(PyErr::value_error(format!(
                "width too big (the playground pads to at most {MAX_WIDTH} characters)"
            )));
        }
    }
    if i < chars.len() && matches!(chars[i], ',' | '_') {
        s.grouping = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == '.' {
        i += 1;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return Err(PyErr::value_error("Format specifier missing precision"));
        }
        let p: usize = chars[start..i]
            .iter()
            .collect::<String>()
            .parse()
            .map_err(|_| PyErr::value_error("Too many decimal digits in format string"))?;
        if p > MAX_PRECISION {
            return Err(PyErr::value_error("precision too big"));
        }
        s.precision = Some(p);
    }
    if i < chars.len() {
        s.ty = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() {
        return Err(PyErr::value_error("Invalid format specifier"));
    }
    Ok(s)
}

fn group(digits: &str, sep: char) -> String {
    group_by(digits, sep, 3)
}

/// Digits with `sep` every `size` from the right (4 for binary, octal and hex, as CPython).
fn group_by(digits: &str, sep: char, size: usize) -> String {
    let mut out = String::new();
    let n = digits.len();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (n - i).is_multiple_of(size) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// Python's `'%e'` exponent has at least two digits: `1.5e+00`.
fn exp_form(x: f64, prec: usize, upper: bool) -> String {
    let s = format!("{:.*e}", prec, x);
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    let sign = if e < 0 { '-' } else { '+' };
    let out = format!("{mant}e{sign}{:02}", e.abs());
    if upper {
        out.to_uppercase()
    } else {
        out
    }
}

/// `%g`: scientific if the exponent is < -4 or >= precision, trailing zeros removed unless `#`.
fn general(x: f64, prec: usize, alternate: bool, upper: bool) -> String {
    let p = prec.max(1);
    if x == 0.0 && !alternate {
        return if x.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    let sci = format!("{:.*e}", p - 1, x);
    let exp: i32 = sci
        .split_once('e')
        .map(|(_, e)| e.parse().unwrap_or(0))
        .unwrap_or(0);
    let mut s = if exp < -4 || exp >= p as i32 {
        exp_form(x, p - 1, upper)
    } else {
        format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, x)
    };
    if !alternate {
        if let Some(epos) = s.find(['e', 'E']) {
            let (m, e) = s.split_at(epos);
            let m = if m.contains('.') {
                m.trim_end_matches('0').trim_end_matches('.')
            } else {
                m
            };
            s = format!("{m}{e}");
        } else if s.contains('.') {
            s = s.trim_end_matches('0').trim_end_matches('.').to_string();
        }
    } else if !s.contains('.') {
        // '#' keeps the point even with one digit: `1.`, `1.e+20`.
        let at = s.find(['e', 'E']).unwrap_or(s.len());
        s.insert(at, '.');
    }
    s
}

fn pad(body: String, sign: &str, s: &Spec, default_align: char) -> String {
    let len = body.chars().count() + sign.chars().count();
    if len >= s.width {
        return format!("{sign}{body}");
    }
    let fill_n = s.width - len;
    let (fill, align) = if s.zero && s.align.is_none() {
        ('0', '=')
    } else {
        (s.fill.unwrap_or(' '), s.align.unwrap_or(default_align))
    };
    let f = |n: usize| fill.to_string().repeat(n);
    match align {
        '<' => format!("{sign}{body}{}", f(fill_n)),
        '^' => format!("{}{sign}{body}{}", f(fill_n / 2), f(fill_n - fill_n / 2)),
        '=' => format!("{sign}{}{body}", f(fill_n)),
        _ => format!("{}{sign}{body}", f(fill_n)),
    }
}

/// CPython refuses precisions past `INT_MAX`; Rust's formatter stops at `u16::MAX` digits, so the
/// playground says "precision too big" from there (70,000 digits of a float are never the point).
const MAX_PRECISION: usize = u16::MAX as usize;

/// A padded field this wide is a program printing forever in one line: refused, not allocated.
const MAX_WIDTH: usize = 1_000_000;

fn sign_str(negative: bool, s: &Spec) -> &'static str {
    match (negative, s.sign) {
        (true, _) => "-",
        (false, Some('+')) => "+",
        (false, Some(' ')) => " ",
        _ => "",
    }
}

fn format_float(x: f64, s: &Spec) -> Result<String, PyErr> {
    let neg = x.is_sign_negative() && !x.is_nan();
    let a = x.abs();
    let prec = s.precision.unwrap_or(6);
    let mut body = if a.is_nan() {
        "nan".to_string()
    } else if a.is_infinite() {
        "inf".to_string()
    } else {
        match s.ty {
            Some('f') | Some('F') if s.alternate && prec == 0 => format!("{a:.0}."),
            Some('f') | Some('F') => format!("{:.*}", prec, a),
            Some('e' | 'E') if s.alternate && prec == 0 => {
                exp_form(a, 0, s.ty == Some('E')).replacen(['e', 'E'], ".e", 1)
            }
            Some('e') => exp_form(a, prec, false),
            Some('E') => exp_form(a, prec, true),
            // 'n' is 'g' in the C locale, the only one the playground has.
            Some('g') | Some('n') => general(a, prec, s.alternate, false),
            Some('G') => general(a, prec, s.alternate, true),
            Some('%') => format!("{:.*}%", prec, a * 100.0),
            None => match s.precision {
                // No type: like 'g' but always with at least one digit past the point when short.
                Some(p) => {
                    let g = general(a, p, s.alternate, false);
                    if g.contains(['.', 'e', 'n', 'i']) {
                        g
                    } else {
                        format!("{g}.0")
                    }
                }
                None => py_float_repr(a),
            },
            Some(t) => {
                return Err(PyErr::value_error(format!(
                    "Unknown format code '{t}' for object of type 'float'"
                )))
            }
        }
    };
    if matches!(s.ty, Some('F') | Some('E') | Some('G')) {
        body = body.to_uppercase();
    }
    if let Some(sep) = s.grouping {
        let (int_part, rest) = match body.find(['.', 'e', 'E', '%']) {
            Some(p) => body.split_at(p),
            None => (body.as_str(), ""),
        };
        body = format!("{}{}", group(int_part, sep), rest);
    }
    Ok(pad(body, sign_str(neg, s), s, '>'))
}

fn format_int(i: i64, s: &Spec) -> Result<String, PyErr> {
    format_big(&num_bigint::BigInt::from(i), s)
}

/// An int of any size under an int format spec.
fn format_big(i: &num_bigint::BigInt, s: &Spec) -> Result<String, PyErr> {
    use num_traits::{Signed, ToPrimitive};
    if let Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') = s.ty {
        return format_float(super::long::to_f64(i)?, s);
    }
    if s.precision.is_some() {
        return Err(PyErr::value_error(
            "Precision not allowed in integer format specifier",
        ));
    }
    let a = i.magnitude();
    let mut body = match s.ty {
        None | Some('d') | Some('n') => super::long::to_decimal(&i.abs())?,
        Some('b') => a.to_str_radix(2),
        Some('o') => a.to_str_radix(8),
        Some('x') => a.to_str_radix(16),
        Some('X') => a.to_str_radix(16).to_ascii_uppercase(),
        Some('c') => match a.to_u32().and_then(char::from_u32) {
            Some(c) => c.to_string(),
            None => return Err(PyErr::new("OverflowError", "%c arg not in range(0x110000)")),
        },
        Some(t) => {
            return Err(PyErr::value_error(format!(
                "Unknown format code '{t}' for object of type 'int'"
            )))
        }
    };
    if let Some(sep) = s.grouping {
        let size = if matches!(s.ty, Some('b' | 'o' | 'x' | 'X')) {
            4
        } else {
            3
        };
        body = group_by(&body, sep, size);
    }
    // The base's prefix goes with the sign, before any zero padding (`{:#06x}` is 0x000c).
    let prefix = match (s.alternate, s.ty) {
        (true, Some('b')) => "0b",
        (true, Some('o')) => "0o",
        (true, Some('x')) => "0x",
        (true, Some('X')) => "0X",
        _ => "",
    };
    let mut sign = sign_str(i.is_negative(), s).to_string();
    sign.push_str(prefix);
    Ok(pad(body, &sign, s, '>'))
}

/// A complex under a format spec, as CPython's `format_complex_internal`: each part formatted
/// as a float (the imaginary one always signed unless alone), then the whole padded.
fn format_complex(re: f64, im: f64, s: &Spec) -> Result<String, PyErr> {
    if (s.zero && s.fill.is_none()) || s.fill == Some('0') {
        return Err(PyErr::value_error(
            "Zero padding is not allowed in complex format specifier",
        ));
    }
    if s.align == Some('=') {
        return Err(PyErr::value_error(
            "'=' alignment flag is not allowed in complex format specifier",
        ));
    }
    let ty = match s.ty {
        None => None,
        Some('n') => Some('g'),
        Some(t @ ('e' | 'E' | 'f' | 'F' | 'g' | 'G')) => Some(t),
        Some(t) => {
            return Err(PyErr::value_error(format!(
                "Unknown format code '{t}' for object of type 'complex'"
            )))
        }
    };
    // No type: repr's digits (without a '.0'), `g` with a precision, parentheses unless the
    // real part is +0, which is then left out.
    let skip_re = ty.is_none() && re == 0.0 && re.is_sign_positive();
    let parens = ty.is_none() && !skip_re;
    let part = |x: f64, sign: Option<char>| -> Result<String, PyErr> {
        let spec = Spec {
            sign,
            alternate: s.alternate,
            grouping: s.grouping,
            precision: s.precision,
            ty: ty.or(s.precision.map(|_| 'g')),
            ..Spec::default()
        };
        if spec.ty.is_none() {
            let neg = x.is_sign_negative() && !x.is_nan();
            let body = py_float_repr(x.abs());
            let mut body = body.strip_suffix(".0").unwrap_or(&body).to_string();
            if s.alternate && x.is_finite() && !body.contains('.') {
                // '#' keeps a point: `1.`, `1.e+20`.
                let at = body.find('e').unwrap_or(body.len());
                body.insert(at, '.');
            }
            let body = match s.grouping {
                Some(sep) => match body.find(['.', 'e']) {
                    Some(p) => format!("{}{}", group(&body[..p], sep), &body[p..]),
                    None => group(&body, sep),
                },
                None => body,
            };
            return Ok(format!("{}{body}", sign_str(neg, &spec)));
        }
        format_float(x, &spec)
    };
    let re_text = if skip_re {
        String::new()
    } else {
        part(re, s.sign)?
    };
    let im_text = part(im, if skip_re { s.sign } else { Some('+') })?;
    let body = if parens {
        format!("({re_text}{im_text}j)")
    } else {
        format!("{re_text}{im_text}j")
    };
    let outer = Spec {
        fill: s.fill,
        align: s.align,
        width: s.width,
        ..Spec::default()
    };
    Ok(pad(body, "", &outer, '>'))
}

pub fn format(v: &Value, spec: &str) -> Result<String, PyErr> {
    let s = parse(spec)?;
    match v {
        Value::Float(f) => format_float(*f, &s),
        Value::Complex(re, im) => format_complex(*re, *im, &s),
        Value::Int(i) => format_int(*i, &s),
        Value::Long(b) => format_big(b, &s),
        // (bool formats as int under any spec but the empty one: `f"{True:>5}"` is '    1'.)
        Value::Bool(b) if s.ty.is_some() || !spec.is_empty() => format_int(*b as i64, &s),
        Value::Str(text) => {
            if let Some(t) = s.ty.filter(|t| *t != 's') {
                return Err(PyErr::value_error(format!(
                    "Unknown format code '{t}' for object of type 'str'"
                )));
            }
            let body: String = match s.precision {
                Some(p) => text.chars().take(p).collect(),
                None => text.to_string(),
            };
            Ok(pad(body, "", &s, '<'))
        }
        other => {
            let bytes = matches!(other, Value::Bytes(_) | Value::ByteArray(_));
            if s.ty.is_some() || s.precision.is_some() || (bytes && !spec.is_empty()) {
                return Err(PyErr::type_error(format!(
                    "unsupported format string passed to {}.__format__",
                    other.type_name()
                )));
            }
            Ok(pad(other.to_str(), "", &s, '<'))
        }
    }
}
