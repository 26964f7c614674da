//! The `unicode_escape` codec: text as Python string-literal escapes in Latin-1 bytes, and back
//! (CPython's `PyUnicode_AsUnicodeEscapeString` and `_PyUnicode_DecodeUnicodeEscapeInternal`).

use crate::errors::PyErr;
use crate::value::Value;

/// `s.encode('unicode_escape')`: printable ASCII as it is, `\t` `\n` `\r` `\\` escaped, other
/// code points as `\xNN`, `\uNNNN` or `\UNNNNNNNN`.
pub(super) fn encode(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.extend(b"\\\\"),
            '\t' => out.extend(b"\\t"),
            '\n' => out.extend(b"\\n"),
            '\r' => out.extend(b"\\r"),
            ' '..='~' => out.push(c as u8),
            c if (c as u32) < 0x100 => out.extend(format!("\\x{:02x}", c as u32).bytes()),
            c if (c as u32) < 0x10000 => out.extend(format!("\\u{:04x}", c as u32).bytes()),
            c => out.extend(format!("\\U{:08x}", c as u32).bytes()),
        }
    }
    out
}

/// `b.decode('unicode_escape', errors)`: bytes as Latin-1 text with the escapes of a string
/// literal read (an unknown one kept as it is); a malformed escape goes to the error handler
/// over the bytes from its backslash to where reading stopped.
pub(super) fn decode(b: &[u8], errors: &str) -> Result<String, PyErr> {
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c != b'\\' {
            out.push(c as char);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let Some(&e) = b.get(i) else {
            fail(b, errors, start, i, "\\ at end of string", &mut out)?;
            break;
        };
        i += 1;
        let simple = match e {
            b'\n' => Some(None),
            b'\\' | b'\'' | b'"' => Some(Some(e as char)),
            b'b' => Some(Some('\x08')),
            b'f' => Some(Some('\x0c')),
            b't' => Some(Some('\t')),
            b'n' => Some(Some('\n')),
            b'r' => Some(Some('\r')),
            b'v' => Some(Some('\x0b')),
            b'a' => Some(Some('\x07')),
            _ => None,
        };
        if let Some(ch) = simple {
            out.extend(ch);
            continue;
        }
        match e {
            b'0'..=b'7' => {
                let mut v = u32::from(e - b'0');
                for _ in 0..2 {
                    match b.get(i) {
                        Some(&d @ b'0'..=b'7') => {
                            v = v * 8 + u32::from(d - b'0');
                            i += 1;
                        }
                        _ => break,
                    }
                }
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            b'x' | b'u' | b'U' => {
                let (count, message) = match e {
                    b'x' => (2, "truncated \\xXX escape"),
                    b'u' => (4, "truncated \\uXXXX escape"),
                    _ => (8, "truncated \\UXXXXXXXX escape"),
                };
                let mut v: u32 = 0;
                let mut ok = true;
                for _ in 0..count {
                    match b.get(i).and_then(|d| (*d as char).to_digit(16)) {
                        Some(d) => {
                            v = v * 16 + d;
                            i += 1;
                        }
                        None => {
                            ok = false;
                            break;
                        }
                    }
                }
                match (ok, char::from_u32(v)) {
                    (true, Some(ch)) => out.push(ch),
                    (true, None) => {
                        fail(b, errors, start, i, "illegal Unicode character", &mut out)?
                    }
                    (false, _) => fail(b, errors, start, i, message, &mut out)?,
                }
            }
            b'N' => {
                let mut message = "malformed \\N character escape";
                if b.get(i) == Some(&b'{') {
                    let name_start = i + 1;
                    match b[name_start..].iter().position(|&x| x == b'}') {
                        Some(len) if len > 0 => {
                            i = name_start + len + 1;
                            let name = std::str::from_utf8(&b[name_start..name_start + len]);
                            if let Some(ch) = name.ok().and_then(unicode_names2::character) {
                                out.push(ch);
                                continue;
                            }
                            message = "unknown Unicode character name";
                        }
                        Some(_) => i = name_start,
                        None => i = b.len(),
                    }
                } else if i >= b.len() {
                    i = b.len();
                }
                fail(b, errors, start, i, message, &mut out)?;
            }
            other => {
                out.push('\\');
                out.push(other as char);
            }
        }
    }
    Ok(out)
}

/// A malformed escape at `start..end`: raised (strict), or replaced as the handler says.
fn fail(
    b: &[u8],
    errors: &str,
    start: usize,
    end: usize,
    reason: &str,
    out: &mut String,
) -> Result<(), PyErr> {
    match errors {
        "ignore" => Ok(()),
        "replace" => {
            out.push('\u{fffd}');
            Ok(())
        }
        "backslashreplace" => {
            for x in &b[start..end] {
                out.push_str(&format!("\\x{x:02x}"));
            }
            Ok(())
        }
        "strict" => Err(PyErr::unicode(
            "UnicodeDecodeError",
            "unicodeescape",
            Value::bytes(b),
            start,
            end,
            reason,
        )),
        other => Err(super::unknown_handler(other)),
    }
}
