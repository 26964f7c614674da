//! The codecs between `str` and `bytes`: `str.encode`, `bytes.decode`, `bytes(s, encoding)` and
//! `str(b, encoding)` over UTF-8 (and UTF-8 with a signature), ASCII, Latin-1, cp1252, UTF-16 and UTF-32, with the strict, ignore,
//! replace, backslashreplace and xmlcharrefreplace handlers and CPython's Unicode errors.

use std::fmt::Write as _;

use super::bytes::{text_arg, view};
use super::errors::PyErr;
use super::native::{Args, Ctx, NativeResult};
use super::value::Value;

mod unicode_escape;

/// The codecs the VM knows, by their canonical names.
#[derive(Clone, Copy, PartialEq)]
enum Codec {
    Utf8,
    Ascii,
    Latin1,
    Utf16(Option<bool>),
    Utf32(Option<bool>),
    /// Latin-1 with `\uXXXX` / `\UXXXXXXXX` for the rest (pickle's protocol 0).
    RawUnicodeEscape,
    /// Python's string-literal escapes (`codecs/unicode_escape.rs`).
    UnicodeEscape,
    /// UTF-8 with a byte order mark: written first, skipped when read.
    Utf8Sig,
    /// Windows' Western code page: Latin-1 but for 0x80..0x9F ([`CP1252_HIGH`]).
    Cp1252,
}

/// cp1252's characters for the bytes 0x80..=0x9F (`None`: undefined).
const CP1252_HIGH: [Option<char>; 32] = [
    Some('\u{20ac}'),
    None,
    Some('\u{201a}'),
    Some('\u{192}'),
    Some('\u{201e}'),
    Some('\u{2026}'),
    Some('\u{2020}'),
    Some('\u{2021}'),
    Some('\u{2c6}'),
    Some('\u{2030}'),
    Some('\u{160}'),
    Some('\u{2039}'),
    Some('\u{152}'),
    None,
    Some('\u{17d}'),
    None,
    None,
    Some('\u{2018}'),
    Some('\u{2019}'),
    Some('\u{201c}'),
    Some('\u{201d}'),
    Some('\u{2022}'),
    Some('\u{2013}'),
    Some('\u{2014}'),
    Some('\u{2dc}'),
    Some('\u{2122}'),
    Some('\u{161}'),
    Some('\u{203a}'),
    Some('\u{153}'),
    None,
    Some('\u{17e}'),
    Some('\u{178}'),
];

/// The byte cp1252 writes for `c`, if any.
fn cp1252_byte(c: char) -> Option<u8> {
    match c as u32 {
        n if n < 0x80 || (0xa0..0x100).contains(&n) => Some(n as u8),
        _ => CP1252_HIGH
            .iter()
            .position(|&h| h == Some(c))
            .map(|i| 0x80 + i as u8),
    }
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
            "raw_unicode_escape" => Codec::RawUnicodeEscape,
            "unicode_escape" => Codec::UnicodeEscape,
            "utf_8_sig" => Codec::Utf8Sig,
            "cp1252" | "windows_1252" | "1252" => Codec::Cp1252,
            _ => {
                return Err(PyErr::new(
                    "LookupError",
                    format!("unknown encoding: {name}"),
                ))
            }
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
            Codec::RawUnicodeEscape => "rawunicodeescape",
            Codec::UnicodeEscape => "unicodeescape",
            Codec::Utf8Sig => "utf-8",
            // A table codec's errors name the table machinery, as CPython's.
            Codec::Cp1252 => "charmap",
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
        Codec::Utf8Sig => {
            let mut out = b"\xef\xbb\xbf".to_vec();
            out.extend_from_slice(s.as_bytes());
            return Ok(out);
        }
        Codec::Cp1252 => 0,
        Codec::UnicodeEscape => return Ok(unicode_escape::encode(s)),
        Codec::RawUnicodeEscape => {
            let mut out = Vec::with_capacity(s.len());
            for c in s.chars() {
                match c as u32 {
                    n if n < 0x100 => out.push(n as u8),
                    n if n < 0x10000 => out.extend(format!("\\u{n:04x}").bytes()),
                    n => out.extend(format!("\\U{n:08x}").bytes()),
                }
            }
            return Ok(out);
        }
        Codec::Ascii => 0x80,
        Codec::Latin1 => 0x100,
        Codec::Utf16(big) => {
            let mut out = if big.is_none() {
                vec![0xff, 0xfe]
            } else {
                vec![]
            };
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
    // The byte of each character the codec can write.
    let byte_of = |c: char| match codec {
        Codec::Cp1252 => cp1252_byte(c),
        _ => ((c as u32) < limit).then_some(c as u8),
    };
    let reason = match codec {
        Codec::Cp1252 => "character maps to <undefined>".to_string(),
        _ => format!("ordinal not in range({limit})"),
    };
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if let Some(b) = byte_of(c) {
            out.push(b);
            i += 1;
            continue;
        }
        let mut end = i + 1;
        while end < chars.len() && byte_of(chars[end]).is_none() {
            end += 1;
        }
        for &c in &chars[i..end] {
            match errors {
                "strict" => {
                    return Err(PyErr::unicode(
                        "UnicodeEncodeError",
                        codec.name(),
                        Value::str(s),
                        i,
                        end,
                        &reason,
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

/// `ascii()`'s text: every character past ASCII as its `\x`, `\u` or `\U` escape.
pub(crate) fn ascii_escaped(s: &str) -> String {
    s.chars()
        .map(|c| match c.is_ascii() {
            true => c.to_string(),
            false => escape_char(c),
        })
        .collect()
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
        Codec::RawUnicodeEscape => return decode_raw_unicode_escape(b),
        Codec::UnicodeEscape => return unicode_escape::decode(b, errors),
        Codec::Utf8Sig => {
            // Its errors place themselves after the mark, as CPython's (which decodes the rest).
            let rest = b.strip_prefix(b"\xef\xbb\xbf").unwrap_or(b);
            return decode(rest, "utf-8", errors);
        }
        Codec::Cp1252 => return decode_cp1252(b, errors),
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
                        Some(_) if !(0xc2..=0xf4).contains(&first) => {
                            (good, 1, "invalid start byte")
                        }
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
                return Err(PyErr::unicode(
                    "UnicodeDecodeError",
                    codec.name(),
                    Value::bytes(b),
                    start,
                    start + bad,
                    reason,
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

/// cp1252's bytes: each undefined one is an error of its own.
fn decode_cp1252(b: &[u8], errors: &str) -> Result<String, PyErr> {
    let mut out = String::with_capacity(b.len());
    for (i, &c) in b.iter().enumerate() {
        let ch = match c {
            0x80..=0x9f => CP1252_HIGH[(c - 0x80) as usize],
            _ => Some(c as char),
        };
        match (ch, errors) {
            (Some(ch), _) => out.push(ch),
            (None, "strict") => {
                return Err(PyErr::unicode(
                    "UnicodeDecodeError",
                    Codec::Cp1252.name(),
                    Value::bytes(b),
                    i,
                    i + 1,
                    "character maps to <undefined>",
                ))
            }
            (None, "ignore") => {}
            (None, "replace") => out.push('\u{fffd}'),
            (None, "backslashreplace") => {
                let _ = write!(out, "\\x{c:02x}");
            }
            (None, "surrogateescape" | "surrogatepass") => {
                return Err(PyErr::new(
                    "NotImplementedError",
                    format!("the '{errors}' error handler is not supported by the playground"),
                ))
            }
            (None, _) => return Err(unknown_handler(errors)),
        }
    }
    Ok(out)
}

/// raw-unicode-escape: bytes as Latin-1, but `\uXXXX` and `\UXXXXXXXX` after an odd number of
/// backslashes are the code point; strict only.
fn decode_raw_unicode_escape(b: &[u8]) -> Result<String, PyErr> {
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    let mut backslashes = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'\\' {
            backslashes += 1;
            out.push('\\');
            i += 1;
            continue;
        }
        if (c == b'u' || c == b'U') && backslashes % 2 == 1 {
            let width = if c == b'u' { 4 } else { 8 };
            let start = i - 1;
            let digits = &b[i + 1..(i + 1 + width).min(b.len())];
            let value = (digits.len() == width && digits.iter().all(u8::is_ascii_hexdigit))
                .then(|| u32::from_str_radix(std::str::from_utf8(digits).unwrap_or("x"), 16).ok())
                .flatten();
            let Some(value) = value else {
                let end = i + digits.iter().take_while(|d| d.is_ascii_hexdigit()).count();
                return Err(PyErr::unicode(
                    "UnicodeDecodeError",
                    "rawunicodeescape",
                    Value::bytes(b),
                    start,
                    end + 1,
                    &format!(
                        "truncated \\{}XXXX{} escape",
                        c as char,
                        if width == 8 { "XXXX" } else { "" }
                    ),
                ));
            };
            let Some(ch) = char::from_u32(value) else {
                return Err(PyErr::unicode(
                    "UnicodeDecodeError",
                    "rawunicodeescape",
                    Value::bytes(b),
                    start,
                    i + width + 1,
                    "\\Uxxxxxxxx out of range",
                ));
            };
            out.pop();
            out.push(ch);
            i += 1 + width;
            backslashes = 0;
            continue;
        }
        backslashes = 0;
        out.push(c as char);
        i += 1;
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
        PyErr::unicode(
            "UnicodeDecodeError",
            name,
            Value::bytes(b),
            start,
            b.len(),
            reason,
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
                    return Err(PyErr::unicode(
                        "UnicodeDecodeError",
                        name,
                        Value::bytes(b),
                        start,
                        start + 4,
                        "code point not in range(0x110000)",
                    ));
                }
            }
        }
        s
    };
    if !body.len().is_multiple_of(width) {
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
