//! The native half of `binascii` and `base64` (`core/lang/lib/binascii.py`, `base64.py`): the
//! private module `_binascii`, whose loops run over whole buffers as CPython's C `binascii` does
//! (and as CPython's `base64.py` does with `int.from_bytes`/`struct` a word at a time).
//!
//! Each function takes `bytes` or `bytearray` (the Python side converts any other bytes-like
//! value first, and checks argument types, with CPython's messages). A malformed input is
//! answered with a `str`: the message of the error the Python side raises (`binascii.Error` or
//! `ValueError`, as CPython's), so the exception and its traceback are the library's.

use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::value::{Module, Value};

/// The module `_binascii`.
pub fn module() -> Value {
    let m = Module::new("_binascii");
    let fns: &[(&str, crate::native::NativeFn)] = &[
        ("b2a_base64", b2a_base64),
        ("a2b_base64", a2b_base64),
        ("a2b_hex", a2b_hex),
        ("crc32", crc32),
        ("b32encode", b32encode),
        ("b32decode", b32decode),
        ("encode85", encode85),
        ("a85decode", a85decode),
        ("b85decode", b85decode),
    ];
    for (name, f) in fns {
        m.set(name, NativeFunction::value(name, *f));
    }
    Value::Module(m)
}

/// Runs `f` over the bytes of argument `i` (bytes, bytearray, or with `text` an ASCII str).
fn with_buf<R>(a: &Args, i: usize, text: bool, f: impl FnOnce(&[u8]) -> R) -> Result<R, PyErr> {
    match a.pos.get(i) {
        Some(Value::Bytes(b)) => Ok(f(b)),
        Some(Value::ByteArray(b)) => Ok(f(&b.borrow())),
        Some(Value::Str(s)) if text && s.is_ascii() => Ok(f(s.as_bytes())),
        Some(v) => Err(PyErr::type_error(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))),
        None => Err(PyErr::type_error("_binascii: missing argument")),
    }
}

fn flag(a: &Args, i: usize) -> bool {
    match a.pos.get(i) {
        Some(Value::Bool(b)) => *b,
        Some(Value::Int(n)) => *n != 0,
        _ => false,
    }
}

fn answer(r: Result<Vec<u8>, String>) -> NativeResult {
    Ok(match r {
        Ok(b) => Value::bytes(&b),
        Err(msg) => Value::str(&msg),
    })
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// `b2a_base64(data, newline)`.
fn b2a_base64(_: &mut Ctx, a: &Args) -> NativeResult {
    let newline = flag(a, 1);
    let out = with_buf(a, 0, false, |d| {
        let mut out = Vec::with_capacity(d.len().div_ceil(3) * 4 + 1);
        let mut chunks = d.chunks_exact(3);
        for c in &mut chunks {
            let n = (c[0] as u32) << 16 | (c[1] as u32) << 8 | c[2] as u32;
            out.extend_from_slice(&[
                B64[(n >> 18) as usize],
                B64[(n >> 12 & 63) as usize],
                B64[(n >> 6 & 63) as usize],
                B64[(n & 63) as usize],
            ]);
        }
        match *chunks.remainder() {
            [x] => {
                let n = (x as u32) << 16;
                out.extend_from_slice(&[B64[(n >> 18) as usize], B64[(n >> 12 & 63) as usize]]);
                out.extend_from_slice(b"==");
            }
            [x, y] => {
                let n = (x as u32) << 16 | (y as u32) << 8;
                out.extend_from_slice(&[
                    B64[(n >> 18) as usize],
                    B64[(n >> 12 & 63) as usize],
                    B64[(n >> 6 & 63) as usize],
                    b'=',
                ]);
            }
            _ => {}
        }
        if newline {
            out.push(b'\n');
        }
        out
    })?;
    Ok(Value::bytes(&out))
}

fn b64_value(c: u8) -> Option<u8> {
    Some(match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => return None,
    })
}

/// `a2b_base64(data, strict_mode)`: step for step CPython 3.11's `binascii_a2b_base64_impl`.
fn a2b_base64(_: &mut Ctx, a: &Args) -> NativeResult {
    let strict = flag(a, 1);
    answer(with_buf(a, 0, true, |d| decode64(d, strict))?)
}

fn decode64(d: &[u8], strict: bool) -> Result<Vec<u8>, String> {
    let err = |m: &str| Err(m.to_string());
    if strict && d.first() == Some(&b'=') {
        return err("Leading padding not allowed");
    }
    let mut out = Vec::with_capacity(d.len() / 4 * 3 + 3);
    let (mut quad_pos, mut left, mut pads) = (0u8, 0u8, 0usize);
    let mut padding_started = false;
    for (i, &c) in d.iter().enumerate() {
        if c == b'=' {
            padding_started = true;
            if quad_pos >= 2 {
                pads += 1;
                if quad_pos as usize + pads >= 4 {
                    if strict && i + 1 < d.len() {
                        return err("Excess data after padding");
                    }
                    return Ok(out);
                }
            }
            continue;
        }
        let Some(v) = b64_value(c) else {
            if strict {
                return err("Only base64 data is allowed");
            }
            continue;
        };
        if strict && padding_started {
            return err("Discontinuous padding not allowed");
        }
        pads = 0;
        match quad_pos {
            0 => {
                quad_pos = 1;
                left = v;
            }
            1 => {
                quad_pos = 2;
                out.push(left << 2 | v >> 4);
                left = v & 0x0f;
            }
            2 => {
                quad_pos = 3;
                out.push(left << 4 | v >> 2);
                left = v & 0x03;
            }
            _ => {
                quad_pos = 0;
                out.push(left << 6 | v);
                left = 0;
            }
        }
    }
    match quad_pos {
        0 => Ok(out),
        1 => Err(format!(
            "Invalid base64-encoded string: number of data characters ({}) cannot be 1 more \
             than a multiple of 4",
            out.len() / 3 * 4 + 1
        )),
        _ => err("Incorrect padding"),
    }
}

/// `a2b_hex(data)` (`unhexlify`).
fn a2b_hex(_: &mut Ctx, a: &Args) -> NativeResult {
    answer(with_buf(a, 0, true, |d| {
        if d.len() % 2 == 1 {
            return Err("Odd-length string".to_string());
        }
        let digit = |c: u8| (c as char).to_digit(16);
        d.chunks_exact(2)
            .map(|p| match (digit(p[0]), digit(p[1])) {
                (Some(h), Some(l)) => Ok((h * 16 + l) as u8),
                _ => Err("Non-hexadecimal digit found".to_string()),
            })
            .collect()
    })?)
}

/// `crc32(data, crc)` with `crc` already reduced to 32 bits.
fn crc32(_: &mut Ctx, a: &Args) -> NativeResult {
    let start = match a.pos.get(1) {
        Some(Value::Int(n)) => *n as u32,
        _ => 0,
    };
    let crc = with_buf(a, 0, false, |d| {
        let mut crc = !start;
        for &b in d {
            crc ^= b as u32;
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    0xEDB8_8320 ^ (crc >> 1)
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    })?;
    Ok(Value::Int(crc as i64))
}

/// The alphabet argument `i`, of exactly `n` bytes.
fn alphabet(a: &Args, i: usize, n: usize) -> Result<Vec<u8>, PyErr> {
    let abc = with_buf(a, i, false, <[u8]>::to_vec)?;
    if abc.len() != n {
        return Err(PyErr::value_error(format!(
            "_binascii: an alphabet of {n} bytes expected"
        )));
    }
    Ok(abc)
}

/// `b32encode(alphabet, data)`: CPython 3.11's `base64._b32encode`.
fn b32encode(_: &mut Ctx, a: &Args) -> NativeResult {
    let abc = alphabet(a, 0, 32)?;
    let out = with_buf(a, 1, false, |d| {
        let mut out = Vec::with_capacity(d.len().div_ceil(5) * 8);
        for chunk in d.chunks(5) {
            let mut word = [0u8; 8];
            word[3..3 + chunk.len()].copy_from_slice(chunk);
            let c = u64::from_be_bytes(word);
            out.extend((0..8).map(|k| abc[(c >> (35 - 5 * k) & 31) as usize]));
        }
        let pad = match d.len() % 5 {
            1 => 6,
            2 => 4,
            3 => 3,
            4 => 1,
            _ => 0,
        };
        let n = out.len();
        out[n - pad..].fill(b'=');
        out
    })?;
    Ok(Value::bytes(&out))
}

/// `b32decode(alphabet, data, padchars)`: CPython 3.11's `base64._b32decode` after its
/// checks of the length, `map01` and `casefold`, over the data with its `=`s stripped.
fn b32decode(_: &mut Ctx, a: &Args) -> NativeResult {
    let abc = alphabet(a, 0, 32)?;
    let mut rev = [u8::MAX; 256];
    for (i, &c) in abc.iter().enumerate() {
        rev[c as usize] = i as u8;
    }
    let padchars = match a.pos.get(2) {
        Some(Value::Int(n)) => *n,
        _ => 0,
    };
    answer(with_buf(a, 1, false, |d| {
        let mut out = Vec::with_capacity(d.len().div_ceil(8) * 5);
        let mut acc = 0u64;
        for quanta in d.chunks(8) {
            acc = 0;
            for &c in quanta {
                let v = rev[c as usize];
                if v == u8::MAX {
                    return Err("Non-base32 digit found".to_string());
                }
                acc = acc << 5 | v as u64;
            }
            out.extend_from_slice(&acc.to_be_bytes()[3..]);
        }
        if ![0, 1, 3, 4, 6].contains(&padchars) {
            return Err("Incorrect padding".to_string());
        }
        if padchars != 0 && !out.is_empty() {
            let last = (acc << (5 * padchars)).to_be_bytes();
            let keep = ((43 - 5 * padchars) / 8) as usize;
            let n = out.len() - 5;
            out.truncate(n);
            out.extend_from_slice(&last[3..3 + keep]);
        }
        Ok(out)
    })?)
}

/// `encode85(data, chars, pad, foldnuls, foldspaces)`: CPython 3.11's `base64._85encode`.
fn encode85(_: &mut Ctx, a: &Args) -> NativeResult {
    let chars = alphabet(a, 1, 85)?;
    let (pad, foldnuls, foldspaces) = (flag(a, 2), flag(a, 3), flag(a, 4));
    let out = with_buf(a, 0, false, |d| {
        let padding = (4 - d.len() % 4) % 4;
        let mut out = Vec::with_capacity(d.len().div_ceil(4) * 5);
        let mut last = 0;
        for chunk in d.chunks(4) {
            let mut w = [0u8; 4];
            w[..chunk.len()].copy_from_slice(chunk);
            let word = u32::from_be_bytes(w);
            last = out.len();
            if foldnuls && word == 0 {
                out.push(b'z');
            } else if foldspaces && word == 0x2020_2020 {
                out.push(b'y');
            } else {
                let mut digits = [0u8; 5];
                let mut n = word;
                for slot in digits.iter_mut().rev() {
                    *slot = chars[(n % 85) as usize];
                    n /= 85;
                }
                out.extend_from_slice(&digits);
            }
        }
        if padding != 0 && !pad {
            if out[last..] == *b"z" {
                out.truncate(last);
                out.extend_from_slice(&[chars[0]; 5]);
            }
            let n = out.len() - padding;
            out.truncate(n);
        }
        out
    })?;
    Ok(Value::bytes(&out))
}

/// `a85decode(data, foldspaces, ignorechars)`: CPython 3.11's loop of `base64.a85decode`,
/// after the `adobe` markers are stripped.
fn a85decode(_: &mut Ctx, a: &Args) -> NativeResult {
    let foldspaces = flag(a, 1);
    let ignore = with_buf(a, 2, false, <[u8]>::to_vec)?;
    answer(with_buf(a, 0, false, |d| {
        let mut out = Vec::with_capacity(d.len() / 5 * 4 + 4);
        let mut curr = [0u8; 5];
        let mut n = 0;
        for &x in d.iter().chain(b"uuuu") {
            match x {
                b'!'..=b'u' => {
                    curr[n] = x;
                    n += 1;
                    if n == 5 {
                        let acc = curr.iter().fold(0u64, |acc, &c| acc * 85 + (c - 33) as u64);
                        let Ok(word) = u32::try_from(acc) else {
                            return Err("Ascii85 overflow".to_string());
                        };
                        out.extend_from_slice(&word.to_be_bytes());
                        n = 0;
                    }
                }
                b'z' if n != 0 => return Err("z inside Ascii85 5-tuple".to_string()),
                b'z' => out.extend_from_slice(&[0; 4]),
                b'y' if foldspaces && n != 0 => return Err("y inside Ascii85 5-tuple".to_string()),
                b'y' if foldspaces => out.extend_from_slice(b"    "),
                _ if ignore.contains(&x) => {}
                _ => return Err(format!("Non-Ascii85 digit found: {}", x as char)),
            }
        }
        let padding = 4 - n;
        out.truncate(out.len().saturating_sub(padding));
        Ok(out)
    })?)
}

const B85: &[u8; 85] =
    b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";

/// `b85decode(data)`: CPython 3.11's `base64.b85decode` after its argument's conversion.
fn b85decode(_: &mut Ctx, a: &Args) -> NativeResult {
    let mut rev = [u8::MAX; 256];
    for (i, &c) in B85.iter().enumerate() {
        rev[c as usize] = i as u8;
    }
    answer(with_buf(a, 0, false, |d| {
        let padding = (5 - d.len() % 5) % 5;
        let mut out = Vec::with_capacity(d.len().div_ceil(5) * 4);
        for (k, chunk) in d.chunks(5).enumerate() {
            let i = k * 5;
            let mut acc = 0u64;
            for j in 0..5 {
                let c = chunk.get(j).copied().unwrap_or(b'~');
                let v = rev[c as usize];
                if v == u8::MAX {
                    return Err(format!("bad base85 character at position {}", i + j));
                }
                acc = acc * 85 + v as u64;
            }
            let Ok(word) = u32::try_from(acc) else {
                return Err(format!("base85 overflow in hunk starting at byte {i}"));
            };
            out.extend_from_slice(&word.to_be_bytes());
        }
        out.truncate(out.len() - padding);
        Ok(out)
    })?)
}
