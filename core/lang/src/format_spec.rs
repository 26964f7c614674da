//! Python's format-spec mini-language (`format(x, ".4f")`, f-string `{x:>10.3e}`).
//!
//! `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`, with CPython's rules for
//! ints, floats and strings and its error messages.

use super::errors::PyErr;
use super::value::Value;
use tpu_emu::tensor::format::py_float_repr;

#[derive(Default)]
struct Spec {
    /// The fill character written before the alignment (`*>10`).
    fill: Option<char>,
    align: Option<char>,
    sign: Option<char>,
    /// `z`: a negative zero after rounding loses its sign (floats only).
    no_neg_0: bool,
    alternate: bool,
    /// The `0` flag (only without a written fill): fill with zeros, after the sign for numbers.
    zero: bool,
    width: usize,
    grouping: Option<char>,
    precision: Option<usize>,
    ty: Option<char>,
}

impl Spec {
    /// The fill and alignment in effect, as CPython's parser settles them: the `0` flag fills
    /// with zeros and, where the type aligns right by default (numbers), puts them after the sign.
    fn fill_align(&self, default_align: char) -> (char, char) {
        let fill = self.fill.unwrap_or(if self.zero { '0' } else { ' ' });
        let align = match self.align {
            Some(a) => a,
            None if self.zero && default_align == '>' => '=',
            None => default_align,
        };
        (fill, align)
    }
}

/// The spec for a value of type `type_name` whose default presentation type is `default_ty`
/// (`'d'` for ints, `'s'` for strs, none for floats and complexes), as CPython's
/// `parse_internal_render_format_spec`, with its checks of the grouping against the type.
fn parse(spec: &str, type_name: &str, default_ty: Option<char>) -> Result<Spec, PyErr> {
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
        s.no_neg_0 = true;
        i += 1;
    }
    if i < chars.len() && chars[i] == '#' {
        s.alternate = true;
        i += 1;
    }
    // With a written fill, a '0' here is the width's first digit.
    if s.fill.is_none() && i < chars.len() && chars[i] == '0' {
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
            .parse::<i64>()
            .map_err(|_| PyErr::value_error("Too many decimal digits in format string"))?
            as usize;
        if s.width > MAX_WIDTH {
            return Err(PyErr::value_error(format!(
                "width too big (the playground pads to at most {MAX_WIDTH} characters)"
            )));
        }
    }
    let both = || PyErr::value_error("Cannot specify both ',' and '_'.");
    if i < chars.len() && chars[i] == ',' {
        s.grouping = Some(',');
        i += 1;
    }
    if i < chars.len() && chars[i] == '_' {
        if s.grouping.is_some() {
            return Err(both());
        }
        s.grouping = Some('_');
        i += 1;
    }
    if i < chars.len() && chars[i] == ',' && s.grouping == Some('_') {
        return Err(both());
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
    if chars.len() - i > 1 {
        return Err(PyErr::value_error(format!(
            "Invalid format specifier '{spec}' for object of type '{type_name}'"
        )));
    }
    if i < chars.len() {
        s.ty = Some(chars[i]);
    }
    if let Some(sep) = s.grouping {
        match s.ty.or(default_ty) {
            None | Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F') => {}
            Some('b' | 'o' | 'x' | 'X') if sep == '_' => {}
            Some(t) => {
                return Err(PyErr::value_error(if (t as u32) > 32 && (t as u32) < 128 {
                    format!("Cannot specify '{sep}' with '{t}'.")
                } else {
                    format!("Cannot specify '{sep}' with '\\x{:x}'.", t as u32)
                }))
            }
        }
    }
    Ok(s)
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
    general_from(x, prec, alternate, upper, prec.max(1) as i32)
}

/// `general`, scientific from exponent `sci_at` on: `%g`'s is the precision; a spec with a
/// precision and no type switches one digit earlier (`format(100.0, ".3")` is `1e+02`).
fn general_from(x: f64, prec: usize, alternate: bool, upper: bool, sci_at: i32) -> String {
    let p = prec.max(1);
    if x == 0.0 && !alternate && sci_at > 0 {
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
    let mut s = if exp < -4 || exp >= sci_at {
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

/// `digits` with CPython's thousands grouping (`sep` every `size` digits from the right), padded
/// with zeros (separators too) to `min_width` characters, as `_PyUnicode_InsertThousandsGrouping`.
fn grouped(digits: &str, mut min_width: isize, group: Option<(char, usize)>) -> String {
    let d: Vec<char> = digits.chars().collect();
    let mut remaining = d.len() as isize;
    let piece = |remaining: isize, l: isize| {
        let n_zeros = (l - remaining).max(0) as usize;
        let n_chars = remaining.min(l).max(0);
        let from = (remaining - n_chars) as usize;
        let mut p = "0".repeat(n_zeros);
        p.extend(&d[from..remaining as usize]);
        (p, n_chars)
    };
    let Some((sep, size)) = group else {
        return piece(remaining, remaining.max(min_width).max(1)).0;
    };
    let len = size as isize;
    let mut pieces = Vec::new();
    loop {
        let (p, n_chars) = piece(remaining, len.min(remaining.max(min_width).max(1)));
        pieces.push(p);
        remaining -= n_chars;
        min_width -= len;
        if remaining <= 0 && min_width <= 0 {
            break;
        }
        min_width -= 1;
    }
    pieces.reverse();
    pieces.join(&sep.to_string())
}

/// A formatted number or text laid out in the field: `lead` (sign and base prefix), then
/// `digits` (grouped, and zero-filled when the fill is '0' after the sign), then `rest` (the
/// fraction, exponent, or a text), padded to the width with the fill as the alignment says.
fn assemble(
    lead: &str,
    digits: &str,
    rest: &str,
    s: &Spec,
    group: Option<(char, usize)>,
    default_align: char,
) -> String {
    let (fill, align) = s.fill_align(default_align);
    let (lead_n, rest_n) = (lead.chars().count(), rest.chars().count());
    let body = if digits.is_empty() {
        String::new()
    } else {
        let min = if fill == '0' && align == '=' {
            s.width as isize - lead_n as isize - rest_n as isize
        } else {
            0
        };
        grouped(digits, min, group)
    };
    let len = lead_n + body.chars().count() + rest_n;
    if len >= s.width {
        return format!("{lead}{body}{rest}");
    }
    let n = s.width - len;
    let f = |n: usize| fill.to_string().repeat(n);
    match align {
        '<' => format!("{lead}{body}{rest}{}", f(n)),
        '^' => format!("{}{lead}{body}{rest}{}", f(n / 2), f(n - n / 2)),
        '=' => format!("{lead}{}{body}{rest}", f(n)),
        _ => format!("{}{lead}{body}{rest}", f(n)),
    }
}

/// A float's text (without its sign) laid out: its leading digits grouped and zero-filled.
fn lay_number(lead: &str, body: &str, s: &Spec) -> String {
    let cut = body
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(body.len());
    let group = s.grouping.map(|sep| (sep, 3));
    assemble(lead, &body[..cut], &body[cut..], s, group, '>')
}

/// CPython refuses precisions past `INT_MAX`; Rust's formatter stops at `u16::MAX` digits, so the
/// playground says "precision too big" from there (70,000 digits of a float are never the point).
const MAX_PRECISION: usize = u16::MAX as usize;

/// A padded field this wide is a program printing forever in one line: refused, not allocated.
const MAX_WIDTH: usize = 1_000_000;

/// CPython's `unknown_presentation_type`: a control character is shown by its code.
fn unknown_code(t: char, type_name: &str) -> PyErr {
    let shown = if (t as u32) > 32 && (t as u32) < 128 {
        t.to_string()
    } else {
        format!("\\x{:x}", t as u32)
    };
    PyErr::value_error(format!(
        "Unknown format code '{shown}' for object of type '{type_name}'"
    ))
}

fn sign_str(negative: bool, s: &Spec) -> &'static str {
    match (negative, s.sign) {
        (true, _) => "-",
        (false, Some('+')) => "+",
        (false, Some(' ')) => " ",
        _ => "",
    }
}

/// A float's text under a spec, without its sign, and whether it is negative (after `z`).
fn float_text(x: f64, s: &Spec) -> Result<(bool, String), PyErr> {
    let neg = x.is_sign_negative() && !x.is_nan();
    let a = x.abs();
    let prec = s.precision.unwrap_or(6);
    // (Checked first: `format(inf, 'd')` is refused as a finite float's is.)
    if let Some(t) = s.ty.filter(|t| !"eEfFgGn%".contains(*t)) {
        return Err(unknown_code(t, "float"));
    }
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
                    let g = general_from(a, p, s.alternate, false, p.max(1) as i32 - 1);
                    if g.contains(['.', 'e', 'n', 'i']) {
                        g
                    } else {
                        format!("{g}.0")
                    }
                }
                None => py_float_repr(a),
            },
            Some(t) => return Err(unknown_code(t, "float")),
        }
    };
    if matches!(s.ty, Some('F') | Some('E') | Some('G')) {
        body = body.to_uppercase();
    }
    // ('%' of an infinity or a NaN keeps its sign: 'inf%', 'nan%'.)
    if s.ty == Some('%') && !a.is_finite() {
        body.push('%');
    }
    // `z`: a result that rounded to zero drops its minus sign.
    let mantissa = body.split(['e', 'E', '%']).next().unwrap_or("");
    let zero = mantissa.chars().all(|c| c == '0' || c == '.') && mantissa.contains('0');
    Ok((neg && !(s.no_neg_0 && zero), body))
}

fn format_float(x: f64, s: &Spec) -> Result<String, PyErr> {
    let (neg, body) = float_text(x, s)?;
    Ok(lay_number(sign_str(neg, s), &body, s))
}

fn format_int(i: i64, s: &Spec) -> Result<String, PyErr> {
    format_big(&num_bigint::BigInt::from(i), s)
}

/// An int of any size under an int format spec (CPython's `format_long_internal`).
fn format_big(i: &num_bigint::BigInt, s: &Spec) -> Result<String, PyErr> {
    use num_traits::{Signed, ToPrimitive};
    if let Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') = s.ty {
        return format_float(super::long::to_f64(i)?, s);
    }
    if let Some(t) =
        s.ty.filter(|t| !matches!(t, 'b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n'))
    {
        return Err(unknown_code(t, "int"));
    }
    if s.precision.is_some() {
        return Err(PyErr::value_error(
            "Precision not allowed in integer format specifier",
        ));
    }
    if s.no_neg_0 {
        return Err(PyErr::value_error(
            "Negative zero coercion (z) not allowed in integer format specifier",
        ));
    }
    if s.ty == Some('c') {
        if s.sign.is_some() {
            return Err(PyErr::value_error(
                "Sign not allowed with integer format specifier 'c'",
            ));
        }
        if s.alternate {
            return Err(PyErr::value_error(
                "Alternate form (#) not allowed with integer format specifier 'c'",
            ));
        }
    }
    let a = i.magnitude();
    let body = match s.ty {
        Some('b') => a.to_str_radix(2),
        Some('o') => a.to_str_radix(8),
        Some('x') => a.to_str_radix(16),
        Some('X') => a.to_str_radix(16).to_ascii_uppercase(),
        Some('c') => {
            if i.to_i64().is_none() {
                return Err(PyErr::new(
                    "OverflowError",
                    "Python int too large to convert to C long",
                ));
            }
            let c = i
                .to_u32()
                .and_then(char::from_u32)
                .ok_or_else(|| PyErr::new("OverflowError", "%c arg not in range(0x110000)"))?;
            // A character is laid out as a text: no digits to group or fill.
            return Ok(assemble("", "", &c.to_string(), s, None, '>'));
        }
        _ => super::long::to_decimal(&i.abs())?,
    };
    // The base's prefix goes with the sign, before any zero padding (`{:#06x}` is 0x000c).
    let prefix = match (s.alternate, s.ty) {
        (true, Some('b')) => "0b",
        (true, Some('o')) => "0o",
        (true, Some('x')) => "0x",
        (true, Some('X')) => "0X",
        _ => "",
    };
    let lead = format!("{}{prefix}", sign_str(i.is_negative(), s));
    let size = if matches!(s.ty, Some('b' | 'o' | 'x' | 'X')) {
        4
    } else {
        3
    };
    let group = s.grouping.map(|sep| (sep, size));
    Ok(assemble(&lead, &body, "", s, group, '>'))
}

/// A complex under a format spec, as CPython's `format_complex_internal`: each part formatted
/// as a float (the imaginary one always signed unless alone), then the whole padded.
fn format_complex(re: f64, im: f64, s: &Spec) -> Result<String, PyErr> {
    if s.fill_align('>').0 == '0' {
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
        Some(t) => return Err(unknown_code(t, "complex")),
    };
    // No type: repr's digits (without a '.0'), `g` with a precision, parentheses unless the
    // real part is +0, which is then left out.
    let skip_re = ty.is_none() && re == 0.0 && re.is_sign_positive();
    let parens = ty.is_none() && !skip_re;
    let group = s.grouping.map(|sep| (sep, 3));
    let part = |x: f64, sign: Option<char>| -> Result<String, PyErr> {
        let spec = Spec {
            sign,
            no_neg_0: s.no_neg_0,
            alternate: s.alternate,
            grouping: s.grouping,
            precision: s.precision,
            ty: ty.or(s.precision.map(|_| 'g')),
            ..Spec::default()
        };
        let (neg, body) = if spec.ty.is_none() {
            let body = py_float_repr(x.abs());
            let mut body = body.strip_suffix(".0").unwrap_or(&body).to_string();
            if s.alternate && x.is_finite() && !body.contains('.') {
                // '#' keeps a point: `1.`, `1.e+20`.
                let at = body.find('e').unwrap_or(body.len());
                body.insert(at, '.');
            }
            let neg = x.is_sign_negative() && !x.is_nan() && !(s.no_neg_0 && x == 0.0);
            (neg, body)
        } else {
            float_text(x, &spec)?
        };
        let cut = body
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(body.len());
        let digits = if cut == 0 {
            String::new()
        } else {
            grouped(&body[..cut], 0, group)
        };
        Ok(format!("{}{digits}{}", sign_str(neg, &spec), &body[cut..]))
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
    Ok(assemble("", "", &body, &outer, None, '>'))
}

/// `format(v, spec)` for the built-in types.
pub fn format(v: &Value, spec: &str) -> Result<String, PyErr> {
    let type_name = v.type_name();
    let default_ty = match v {
        Value::Int(_) | Value::Long(_) | Value::Bool(_) => Some('d'),
        Value::Str(_) => Some('s'),
        _ => None,
    };
    let s = parse(spec, type_name, default_ty)?;
    match v {
        Value::Float(f) => format_float(*f, &s),
        Value::Complex(re, im) => format_complex(*re, *im, &s),
        Value::Int(i) => format_int(*i, &s),
        Value::Long(b) => format_big(b, &s),
        // (bool formats as int under any spec but the empty one: `f"{True:>5}"` is '    1'.)
        Value::Bool(b) if s.ty.is_some() || !spec.is_empty() => match s.ty {
            Some(t)
                if !matches!(
                    t,
                    'b' | 'c'
                        | 'd'
                        | 'o'
                        | 'x'
                        | 'X'
                        | 'n'
                        | 'e'
                        | 'E'
                        | 'f'
                        | 'F'
                        | 'g'
                        | 'G'
                        | '%'
                ) =>
            {
                Err(unknown_code(t, "bool"))
            }
            _ => format_int(*b as i64, &s),
        },
        Value::Str(text) => {
            if let Some(t) = s.ty.filter(|t| *t != 's') {
                return Err(unknown_code(t, type_name));
            }
            let refuse = |what: &str| {
                Err(PyErr::value_error(format!(
                    "{what} not allowed in string format specifier"
                )))
            };
            match s.sign {
                Some(' ') => return refuse("Space"),
                Some(_) => return refuse("Sign"),
                None => {}
            }
            if s.no_neg_0 {
                return refuse("Negative zero coercion (z)");
            }
            if s.alternate {
                return refuse("Alternate form (#)");
            }
            if s.align == Some('=') {
                return refuse("'=' alignment");
            }
            let body: String = match s.precision {
                Some(p) => text.chars().take(p).collect(),
                None => text.to_string(),
            };
            Ok(assemble("", "", &body, &s, None, '<'))
        }
        other => {
            // These have no `__format__` of their own: object's refuses any spec but ''.
            let plain = matches!(
                other,
                Value::Bytes(_)
                    | Value::ByteArray(_)
                    | Value::None
                    | Value::List(_)
                    | Value::Tuple(_)
                    | Value::Dict(_)
                    | Value::Set(_)
                    | Value::Range { .. }
                    | Value::Ellipsis
            );
            if s.ty.is_some() || s.precision.is_some() || (plain && !spec.is_empty()) {
                return Err(PyErr::type_error(format!(
                    "unsupported format string passed to {}.__format__",
                    other.type_name()
                )));
            }
            Ok(assemble("", "", &other.to_str(), &s, None, '<'))
        }
    }
}
