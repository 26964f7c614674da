//! `bytes` and `bytearray`: their repr, construction, the codecs between them and `str`
//! (`str.encode`, `bytes.decode`), hex text and `int.to_bytes`/`int.from_bytes`. The methods
//! are in `builtins/bytesmethods.rs`.

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
    let Some(src) = a.get(0, "source") else {
        if encoding.is_some() || errors.is_some() {
            let what = if encoding.is_some() {
                "encoding"
            } else {
                "errors"
            };
            return Err(PyErr::type_error(format!("{what} without a string argument")).into());
        }
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
        return Ok(make(encode(s, &enc, &errs)?));
    }
    if encoding.is_some() || errors.is_some() {
        let what = if encoding.is_some() {
            "encoding"
        } else {
            "errors"
        };
        return Err(PyErr::type_error(format!("{what} without a string argument")).into());
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
fn text_arg(v: &Value, fname: &str, what: &str) -> Result<String, PyErr> {
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

/// The codecs the VM knows, by their canonical names.
#[derive(Clone, Copy, PartialEq)]
enum Codec {
    Utf8,
    Ascii,
    Latin1,
    Utf16(Option<bool>),
    Utf32(Option<bool>),
}

impl Codec {
    fn lookup(name: &str) -> Result<Codec, PyErr> {
        let norm: String = name
            .trim()
            .to_ascii_lowercase()
            .chars()
            .map(|c| if c == '-' || c == ' ' { '_' } else { c })
            .collect();
        Ok(match norm.as_str() {
            "utf_8" | "utf8" | "u8" | "utf" | "cp65001" => Codec::Utf8,
            "ascii" | "us_ascii" | "646" => Codec::Ascii,
            "latin_1" | "latin1" | "latin" | "l1" | "iso_8859_1" | "iso8859_1" | "8859"
            | "cp819" | "iso_ir_100" => Codec::Latin1,
            "utf_16" | "utf16" | "u16" => Codec::Utf16(None),
            "utf_16_le" | "utf_16le" => Codec::Utf16(Some(false)),
            "utf_16_be" | "utf_16be" => Codec::Utf16(Some(true)),
            "utf_32" | "utf32" | "u32" => Codec::Utf32(None),
            "utf_32_le" | "utf_32le" => Codec::Utf32(Some(false)),
            "utf_32_be" | "utf_32be" => Codec::Utf32(Some(true)),
            _ => return Err(PyErr::new("LookupError", format!("unknown encoding: {name}"))),
        })
    }

    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
            Codec::Utf16(None) => "utf-16",
            Codec::Utf16(Some(false)) => "utf-16-le",
            Codec::Utf16(Some(true)) => "utf-16-be",
            Codec::Utf32(None) => "utf-32",
            Codec::Utf32(Some(false)) => "utf-32-le",
            Codec::Utf32(Some(true)) => "utf-32-be",
        }
    }
}

fn unknown_handler(errors: &str) -> PyErr {
    PyErr::new(
        "LookupError",
        format!("unknown error handler name '{errors}'"),
    )
}

/// `s.encode(encoding, errors)`.
pub fn encode(s: &str, encoding: &str, errors: &str) -> Result<Vec<u8>, PyErr> {
    let codec = Codec::lookup(encoding)?;
    let limit = match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::Ascii => 0x80,
        Codec::Latin1 => 0x100,
        Codec::Utf16(big) => {
            let mut out = if big.is_none() { vec![0xff, 0xfe] } else { vec![] };
            for u in s.encode_utf16() {
                out.extend(if big == Some(true) {
                    u.to_be_bytes()
                } else {
                    u.to_le_bytes()
                });
            }
            return Ok(out);
        }
        Codec::Utf32(big) => {
            let mut out = if big.is_none() {
                vec![0xff, 0xfe, 0, 0]
            } else {
                vec![]
            };
            for c in s.chars() {
                out.extend(if big == Some(true) {
                    (c as u32).to_be_bytes()
                } else {
                    (c as u32).to_le_bytes()
                });
            }
            return Ok(out);
        }
    };
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c as u32) < limit {
            out.push(c as u8);
            i += 1;
            continue;
        }
        let mut end = i + 1;
        while end < chars.len() && chars[end] as u32 >= limit {
            end += 1;
        }
        for &c in &chars[i..end] {
            match errors {
                "strict" => {
                    let what = if end - i == 1 {
                        format!("character '{}'", escape_char(c))
                    } else {
                        format!("characters in position {}-{}", i, end - 1)
                    };
                    let at = if end - i == 1 {
                        format!(" in position {i}")
                    } else {
                        String::new()
                    };
                    return Err(PyErr::new(
                        "UnicodeEncodeError",
                        format!(
                            "'{}' codec can't encode {what}{at}: ordinal not in range({limit})",
                            codec.name()
                        ),
                    ));
                }
                "ignore" => {}
                "replace" => out.push(b'?'),
                "backslashreplace" => out.extend(escape_char(c).bytes()),
                "xmlcharrefreplace" => out.extend(format!("&#{};", c as u32).bytes()),
                "namereplace" | "surrogateescape" | "surrogatepass" => {
                    return Err(PyErr::new(
                        "NotImplementedError",
                        format!("the '{errors}' error handler is not supported by the playground"),
                    ))
                }
                _ => return Err(unknown_handler(errors)),
            }
        }
        i = end;
    }
    Ok(out)
}

fn escape_char(c: char) -> String {
    match c as u32 {
        n if n < 0x100 => format!("\\x{n:02x}"),
        n if n < 0x10000 => format!("\\u{n:04x}"),
        n => format!("\\U{n:08x}"),
    }
}

/// `b.decode(encoding, errors)`.
pub fn decode(b: &[u8], encoding: &str, errors: &str) -> Result<String, PyErr> {
    let codec = Codec::lookup(encoding)?;
    match codec {
        Codec::Latin1 => return Ok(b.iter().map(|&c| c as char).collect()),
        Codec::Utf16(_) | Codec::Utf32(_) => return decode_wide(b, codec, errors),
        _ => {}
    }
    let mut out = String::with_capacity(b.len());
    let mut rest = b;
    let mut pos = 0;
    while !rest.is_empty() {
        // The valid prefix, then the bad run's length and CPython's reason for it.
        let (good, bad, reason) = if codec == Codec::Ascii {
            let good = rest.iter().position(|c| *c >= 0x80).unwrap_or(rest.len());
            (good, 1, "ordinal not in range(128)")
        } else {
            match std::str::from_utf8(rest) {
                Ok(_) => (rest.len(), 0, ""),
                Err(e) => {
                    let good = e.valid_up_to();
                    let first = rest[good];
                    match e.error_len() {
                        None => (good, rest.len() - good, "unexpected end of data"),
                        Some(_) if first < 0xc2 || first > 0xf4 => (good, 1, "invalid start byte"),
                        Some(n) => (good, n, "invalid continuation byte"),
                    }
                }
            }
        };
        // The prefix is ASCII or checked UTF-8.
        out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or_default());
        if good == rest.len() {
            break;
        }
        let start = pos + good;
        let bad_bytes = &rest[good..good + bad];
        match errors {
            "strict" => {
                let what = if bad == 1 {
                    format!("byte 0x{:02x} in position {start}", bad_bytes[0])
                } else {
                    format!("bytes in position {start}-{}", start + bad - 1)
                };
                return Err(PyErr::new(
                    "UnicodeDecodeError",
                    format!("'{}' codec can't decode {what}: {reason}", codec.name()),
                ));
            }
            "ignore" => {}
            "replace" => out.push('\u{fffd}'),
            "backslashreplace" => {
                for c in bad_bytes {
                    let _ = write!(out, "\\x{c:02x}");
                }
            }
            "surrogateescape" | "surrogatepass" => {
                return Err(PyErr::new(
                    "NotImplementedError",
                    format!("the '{errors}' error handler is not supported by the playground"),
                ))
            }
            _ => return Err(unknown_handler(errors)),
        }
        rest = &rest[good + bad..];
        pos = start + bad;
    }
    Ok(out)
}

/// UTF-16 and UTF-32 (with a byte order mark, or a fixed order), strict only.
fn decode_wide(b: &[u8], codec: Codec, errors: &str) -> Result<String, PyErr> {
    let (width, big) = match codec {
        Codec::Utf16(big) => (2, big),
        Codec::Utf32(big) => (4, big),
        _ => (1, None),
    };
    let mut body = b;
    let big = match big {
        Some(big) => big,
        None if width == 2 && b.starts_with(&[0xfe, 0xff]) => {
            body = &b[2..];
            true
        }
        None if width == 2 && b.starts_with(&[0xff, 0xfe]) => {
            body = &b[2..];
            false
        }
        None if width == 4 && b.starts_with(&[0, 0, 0xfe, 0xff]) => {
            body = &b[4..];
            true
        }
        None if width == 4 && b.starts_with(&[0xff, 0xfe, 0, 0]) => {
            body = &b[4..];
            false
        }
        None => false,
    };
    // Errors name the byte order read from the mark (or the machine's, little-endian).
    let name = match (codec, big) {
        (Codec::Utf16(_), big) => Codec::Utf16(Some(big)).name(),
        (_, big) => Codec::Utf32(Some(big)).name(),
    };
    let fail = |start: usize, reason: &str| {
        if errors != "strict" {
            return PyErr::new(
                "NotImplementedError",
                format!(
                    "the playground's {} decoder supports errors='strict' only",
                    codec.name()
                ),
            );
        }
        let end = b.len();
        let what = if end - start == 1 {
            format!("byte 0x{:02x} in position {start}", b[start])
        } else {
            format!("bytes in position {start}-{}", end - 1)
        };
        PyErr::new(
            "UnicodeDecodeError",
            format!("'{name}' codec can't decode {what}: {reason}"),
        )
    };
    let offset = b.len() - body.len();
    let units: Vec<u32> = body
        .chunks(width)
        .filter(|c| c.len() == width)
        .map(|c| {
            c.iter().enumerate().fold(0u32, |acc, (i, &x)| {
                let shift = if big { (width - 1 - i) * 8 } else { i * 8 };
                acc | (x as u32) << shift
            })
        })
        .collect();
    let text = if width == 2 {
        let u16s: Vec<u16> = units.iter().map(|&u| u as u16).collect();
        String::from_utf16(&u16s).map_err(|_| {
            PyErr::new(
                "NotImplementedError",
                "a lone surrogate cannot be held by the playground's str",
            )
        })?
    } else {
        let mut s = String::new();
        for (i, &u) in units.iter().enumerate() {
            match char::from_u32(u) {
                Some(c) => s.push(c),
                None => {
                    let start = offset + i * 4;
                    return Err(PyErr::new(
                        "UnicodeDecodeError",
                        format!(
                            "'{name}' codec can't decode bytes in position {start}-{}: code point \
                             not in range(0x110000)",
                            start + 3
                        ),
                    ));
                }
            }
        }
        s
    };
    if body.len() % width != 0 {
        return Err(fail(offset + body.len() / width * width, "truncated data"));
    }
    Ok(text)
}

/// The arguments of `str.encode` and `bytes.decode`: (encoding, errors).
pub fn codec_args(a: &Args, fname: &str) -> Result<(String, String), PyErr> {
    a.check_kw(fname, &["encoding", "errors"])?;
    if a.pos.len() > 3 {
        return Err(PyErr::type_error(format!(
            "{fname}() takes at most 2 arguments ({} given)",
            a.pos.len() - 1
        )));
    }
    let enc = match a.get(1, "encoding") {
        Some(v) => text_arg(v, fname, "encoding")?,
        None => "utf-8".into(),
    };
    let errs = match a.get(2, "errors") {
        Some(v) => text_arg(v, fname, "errors")?,
        None => "strict".into(),
    };
    Ok((enc, errs))
}

/// `str.encode(encoding='utf-8', errors='strict')`.
pub fn str_encode(_: &mut Ctx, a: &Args) -> NativeResult {
    let (enc, errs) = codec_args(a, "encode")?;
    let Value::Str(s) = &a.pos[0] else {
        return Ok(Value::None);
    };
    Ok(Value::bytes(&encode(s, &enc, &errs)?))
}

/// `bytes.decode(encoding='utf-8', errors='strict')`.
pub fn bytes_decode(_: &mut Ctx, a: &Args) -> NativeResult {
    let (enc, errs) = codec_args(a, "decode")?;
    let b = view(&a.pos[0]).unwrap_or_default();
    Ok(Value::str(&decode(&b, &enc, &errs)?))
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
                .into())
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
        return Err(PyErr::type_error(
            "from_bytes() missing required argument 'bytes' (pos 1)",
        )
        .into());
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
