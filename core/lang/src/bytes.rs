//! `bytes` and `bytearray`: their repr, construction, hex text and `int.to_bytes`/`int.from_bytes`.
//! The codecs to and from `str` are in `codecs.rs`, the methods in `builtins/bytesmethods.rs` and
//! `builtins/bytearray.rs`.

use std::fmt::Write as _;

use super::errors::PyErr;
use super::native::{Args, Ctx, NativeResult};
use super::value::Value;

/// The bytes of a bytes-like value (`bytes`, `bytearray`), copied.
pub fn view(v: &Value) -> Option<Vec<u8>> {
    match v {
        Value::Bytes(b) => Some(b.to_vec()),
        Value::ByteArray(b) => Some(b.borrow().clone()),
        _ => None,
    }
}

/// A value of the receiver's kind: `bytes` for bytes, `bytearray` for bytearray.
pub fn like(v: &Value, b: Vec<u8>) -> Value {
    match v {
        Value::ByteArray(_) => Value::bytearray(b),
        _ => Value::bytes(&b),
    }
}

/// CPython's `repr(bytes)`: single quotes unless the bytes hold a `'` and no `"`.
pub fn repr(b: &[u8]) -> String {
    repr_as(b, false)
}

/// The repr of bytes, or (`array`) of a bytearray's bytes, where CPython escapes every `'`
/// whatever the quotes.
pub fn repr_as(b: &[u8], array: bool) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    let mut out = String::with_capacity(b.len() + 3);
    out.push('b');
    out.push(quote as char);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            c if c == quote || (array && c == b'\'') => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..=0x7e => out.push(c as char),
            c => {
                let _ = write!(out, "\\x{c:02x}");
            }
        }
    }
    out.push(quote as char);
    out
}

/// The byte an int stands for, with CPython's errors.
pub fn byte_of(v: &Value) -> Result<u8, PyErr> {
    match v {
        Value::Long(_) => Err(PyErr::value_error("byte must be in range(0, 256)")),
        v => {
            let i = super::builtins::as_i64(v, "")?;
            u8::try_from(i).map_err(|_| PyErr::value_error("byte must be in range(0, 256)"))
        }
    }
}

/// `bytes(...)` and `bytearray(...)`: from nothing, a size, a str with its encoding, a
/// bytes-like value or an iterable of ints (a general iterable or an object with `__bytes__`
/// goes through the prelude's `_bytes`).
pub fn construct(ctx: &mut Ctx, a: &Args, mutable: bool) -> NativeResult {
    let name = if mutable { "bytearray" } else { "bytes" };
    a.check_kw(name, &["source", "encoding", "errors"])?;
    let make = |b: Vec<u8>| {
        if mutable {
            Value::bytearray(b)
        } else {
            Value::bytes(&b)
        }
    };
    if a.pos.len() > 3 {
        return Err(PyErr::type_error(format!(
            "{name}() takes at most 3 arguments ({} given)",
            a.pos.len() + a.kw.len()
        ))
        .into());
    }
    let encoding = a.get(1, "encoding");
    let errors = a.get(2, "errors");
    let src = a.get(0, "source");
    if !matches!(src, Some(Value::Str(_))) && (encoding.is_some() || errors.is_some()) {
        let what = if encoding.is_some() {
            "encoding"
        } else {
            "errors"
        };
        return Err(PyErr::type_error(format!("{what} without a string argument")).into());
    }
    let Some(src) = src else {
        return Ok(make(Vec::new()));
    };
    if let Value::Str(s) = src {
        let Some(enc) = encoding else {
            return Err(PyErr::type_error("string argument without an encoding").into());
        };
        let enc = text_arg(enc, name, "encoding")?;
        let errs = match errors {
            Some(e) => text_arg(e, name, "errors")?,
            None => "strict".into(),
        };
        return Ok(make(super::codecs::encode(s, &enc, &errs)?));
    }
    match src {
        Value::Int(_) | Value::Bool(_) | Value::Long(_) => {
            let n = super::builtins::as_i64(src, "")?;
            if n < 0 {
                return Err(PyErr::value_error("negative count").into());
            }
            super::native::check_str_len(n as usize)?;
            Ok(make(vec![0; n as usize]))
        }
        Value::Bytes(_) | Value::ByteArray(_) => Ok(make(view(src).unwrap_or_default())),
        Value::Float(_) | Value::None => Err(PyErr::type_error(format!(
            "cannot convert '{}' object to {name}",
            src.type_name()
        ))
        .into()),
        Value::List(_) | Value::Tuple(_) | Value::Range { .. } | Value::Set(_) => {
            let items = super::builtins::iterate(src)?;
            super::native::poll_n(items.len())?;
            let mut out = Vec::with_capacity(items.len());
            for v in &items {
                out.push(match v {
                    Value::Int(_) | Value::Bool(_) | Value::Long(_) if !mutable => byte_of(v)
                        .map_err(|_| PyErr::value_error("bytes must be in range(0, 256)"))?,
                    other => byte_of(other)?,
                });
            }
            Ok(make(out))
        }
        _ => {
            let args = super::vm::args(vec![src.clone(), Value::Bool(mutable)]);
            super::builtins::call_prelude(ctx, "_bytes", &args)
        }
    }
}

/// A str argument of a constructor or method, with CPython's TypeError otherwise.
pub(crate) fn text_arg(v: &Value, fname: &str, what: &str) -> Result<String, PyErr> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        // Argument Clinic names None as itself, not by its type.
        Value::None => Err(PyErr::type_error(format!(
            "{fname}() argument '{what}' must be str, not None"
        ))),
        other => Err(PyErr::type_error(format!(
            "{fname}() argument '{what}' must be str, not {}",
            other.type_name()
        ))),
    }
}

/// `bytes.fromhex(s)`: pairs of hex digits, whitespace between pairs.
pub fn fromhex(text: &Value, mutable: bool) -> NativeResult {
    let Value::Str(s) = text else {
        return Err(PyErr::type_error(format!(
            "fromhex() argument must be str, not {}",
            text.type_name()
        ))
        .into());
    };
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len() / 2);
    let mut i = 0;
    let digit = |c: u8| (c as char).to_digit(16);
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let hi = digit(b[i]);
        let lo = b.get(i + 1).and_then(|&c| digit(c));
        match (hi, lo) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            (Some(_), None) => {
                let at = i + 1;
                let pos = s[..s.len().min(at)].chars().count();
                return Err(PyErr::value_error(format!(
                    "non-hexadecimal number found in fromhex() arg at position {pos}"
                ))
                .into());
            }
            (None, _) => {
                let pos = s[..i].chars().count();
                return Err(PyErr::value_error(format!(
                    "non-hexadecimal number found in fromhex() arg at position {pos}"
                ))
                .into());
            }
        }
        i += 2;
    }
    Ok(if mutable {
        Value::bytearray(out)
    } else {
        Value::bytes(&out)
    })
}

/// `b.hex(sep='', bytes_per_sep=1)`.
pub fn hex(_: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("hex", &["sep", "bytes_per_sep"])?;
    let b = view(&a.pos[0]).unwrap_or_default();
    let digits: Vec<String> = b.iter().map(|c| format!("{c:02x}")).collect();
    let sep = match a.get(1, "sep") {
        None => return Ok(Value::str(&digits.concat())),
        Some(Value::Str(s)) if s.chars().count() == 1 && s.is_ascii() => s.to_string(),
        Some(Value::Str(s)) if s.chars().count() != 1 => {
            return Err(PyErr::value_error("sep must be length 1.").into())
        }
        Some(Value::Str(_)) => return Err(PyErr::value_error("sep must be ASCII.").into()),
        Some(v) => match view(v) {
            Some(s) if s.len() == 1 && s[0].is_ascii() => (s[0] as char).to_string(),
            Some(s) if s.len() != 1 => {
                return Err(PyErr::value_error("sep must be length 1.").into())
            }
            Some(_) => return Err(PyErr::value_error("sep must be ASCII.").into()),
            None => {
                // CPython asks the separator's length first.
                return Err(PyErr::type_error(format!(
                    "object of type '{}' has no len()",
                    v.type_name()
                ))
                .into());
            }
        },
    };
    let per = match a.get(2, "bytes_per_sep") {
        Some(v) => super::builtins::as_i64(v, "")?,
        None => 1,
    };
    if per == 0 || digits.is_empty() {
        return Ok(Value::str(&digits.concat()));
    }
    let n = per.unsigned_abs() as usize;
    // A positive count groups from the right, a negative one from the left.
    let groups: Vec<String> = if per > 0 {
        let first = digits.len() % n;
        let mut g = Vec::new();
        if first > 0 {
            g.push(digits[..first].concat());
        }
        g.extend(digits[first..].chunks(n).map(|c| c.concat()));
        g
    } else {
        digits.chunks(n).map(|c| c.concat()).collect()
    };
    Ok(Value::str(&groups.join(&sep)))
}

fn byteorder(a: &Args, i: usize) -> Result<bool, PyErr> {
    match a.get(i, "byteorder") {
        None => Ok(true),
        Some(Value::Str(s)) if &**s == "big" => Ok(true),
        Some(Value::Str(s)) if &**s == "little" => Ok(false),
        Some(Value::Str(_)) => Err(PyErr::value_error(
            "byteorder must be either 'little' or 'big'",
        )),
        Some(v) => Err(PyErr::type_error(format!(
            "to_bytes() argument 'byteorder' must be str, not {}",
            v.type_name()
        ))),
    }
}

fn signed(a: &Args) -> Result<bool, PyErr> {
    a.kwarg("signed").map_or(Ok(false), Value::truthy)
}

/// `n.to_bytes(length=1, byteorder='big', *, signed=False)`.
pub fn to_bytes(_: &mut Ctx, a: &Args) -> NativeResult {
    use num_bigint::Sign;
    a.check_kw("to_bytes", &["length", "byteorder", "signed"])?;
    let n = super::long::big_of(&a.pos[0]).unwrap_or_default();
    let len = match a.get(1, "length") {
        Some(v) => super::builtins::as_i64(v, "")?,
        None => 1,
    };
    if len < 0 {
        return Err(PyErr::value_error("length argument must be non-negative").into());
    }
    let big = byteorder(a, 2)?;
    let signed = signed(a)?;
    if !signed && n.sign() == Sign::Minus {
        return Err(PyErr::new("OverflowError", "can't convert negative int to unsigned").into());
    }
    let mut raw = if signed {
        n.to_signed_bytes_le()
    } else {
        n.to_bytes_le().1
    };
    // num-bigint's forms are minimal, but zero's is one byte where CPython needs none, and
    // CPython's `_PyLong_AsByteArray` also fits -1 into no bytes when signed.
    if n.sign() == Sign::NoSign || (signed && len == 0 && raw == [0xff]) {
        raw.clear();
    }
    let len = len as usize;
    if raw.len() > len {
        return Err(PyErr::new("OverflowError", "int too big to convert").into());
    }
    super::native::check_str_len(len)?;
    raw.resize(len, if n.sign() == Sign::Minus { 0xff } else { 0 });
    if big {
        raw.reverse();
    }
    Ok(Value::bytes(&raw))
}

/// `int.from_bytes(bytes, byteorder='big', *, signed=False)`.
pub fn from_bytes(ctx: &mut Ctx, a: &Args) -> NativeResult {
    use num_bigint::BigInt;
    a.check_kw("from_bytes", &["bytes", "byteorder", "signed"])?;
    let Some(src) = a.get(0, "bytes") else {
        return Err(
            PyErr::type_error("from_bytes() missing required argument 'bytes' (pos 1)").into(),
        );
    };
    let raw = match (view(src), src) {
        (Some(b), _) => b,
        (None, Value::List(_) | Value::Tuple(_) | Value::Range { .. }) => {
            match &construct(ctx, &super::vm::args(vec![src.clone()]), false)? {
                Value::Bytes(b) => b.to_vec(),
                _ => Vec::new(),
            }
        }
        (None, other) => {
            return Err(PyErr::type_error(format!(
                "cannot convert '{}' object to bytes",
                other.type_name()
            ))
            .into())
        }
    };
    let big = byteorder(a, 1)?;
    let n = match (big, signed(a)?) {
        (true, true) => BigInt::from_signed_bytes_be(&raw),
        (false, true) => BigInt::from_signed_bytes_le(&raw),
        (true, false) => BigInt::from_bytes_be(num_bigint::Sign::Plus, &raw),
        (false, false) => BigInt::from_bytes_le(num_bigint::Sign::Plus, &raw),
    };
    Ok(super::long::norm(n))
}
