//! `_json`'s encoder (see `json.rs`): `encode` writes the JSON text of dicts, lists, tuples,
//! strs, ints, floats, bools and None in one pass, as CPython's C encoder writes it without
//! indent and its Python encoder with indent (separators, `sort_keys`, `skipkeys`,
//! `ensure_ascii`, `check_circular`, `allow_nan`, each with CPython's messages).
//!
//! Anything else (an instance, including those of subclasses of the built-in types, which
//! `default` or a Python `__iter__`/`items` may have to see; a dict with `sort_keys` whose keys
//! are not all strs; nesting past `json::MAX_DEPTH`) makes it decline with None before any
//! Python code has run, and `json/encoder.py` encodes the whole value itself.

use std::fmt::Write;

use tpu_emu::tensor::format::py_float_repr;

use crate::errors::PyErr;
use crate::json::{Fail, MAX_DEPTH};
use crate::native::{Args, Ctx, NativeResult, MAX_STR_BYTES};
use crate::value::Value;

struct Enc<'a> {
    out: String,
    ascii: bool,
    skipkeys: bool,
    allow_nan: bool,
    sort_keys: bool,
    circular: bool,
    indent: Option<&'a str>,
    key_sep: &'a str,
    item_sep: &'a str,
    /// The lists and dicts being written (their addresses), for "Circular reference detected".
    markers: Vec<usize>,
}

/// `s` as a JSON string, quotes included: only `"`, `\` and control characters escaped, or
/// (`ascii`) everything outside ' '..'~' too, as `\uXXXX` (surrogate pairs past the BMP).
pub fn escape(out: &mut String, s: &str, ascii: bool) {
    out.push('"');
    let mut start = 0;
    for (i, c) in s.char_indices() {
        let plain = if ascii {
            (' '..='~').contains(&c) && c != '"' && c != '\\'
        } else {
            c >= ' ' && c != '"' && c != '\\'
        };
        if plain {
            continue;
        }
        out.push_str(&s[start..i]);
        start = i + c.len_utf8();
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            _ => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    let _ = write!(out, "\\u{:04x}", u);
                }
            }
        }
    }
    out.push_str(&s[start..]);
    out.push('"');
}

impl Enc<'_> {
    /// A float's JSON text; out of range ones are refused with the C encoder's message, or
    /// the Python encoder's (which names the value) where it is the one CPython uses.
    fn float(&mut self, f: f64) -> Result<(), Fail> {
        if f.is_finite() {
            self.out.push_str(&py_float_repr(f));
            return Ok(());
        }
        if !self.allow_nan {
            let mut msg = "Out of range float values are not JSON compliant".to_string();
            if self.indent.is_some() {
                msg.push_str(": ");
                msg.push_str(&py_float_repr(f));
            }
            return Err(PyErr::value_error(msg).into());
        }
        self.out.push_str(if f.is_nan() {
            "NaN"
        } else if f > 0.0 {
            "Infinity"
        } else {
            "-Infinity"
        });
        Ok(())
    }

    /// The text of a value that is not a container; false if `v` is a container or other.
    fn scalar(&mut self, v: &Value) -> Result<bool, Fail> {
        match v {
            Value::Str(s) => escape(&mut self.out, s, self.ascii),
            Value::None => self.out.push_str("null"),
            Value::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            Value::Int(i) => {
                let _ = write!(self.out, "{i}");
            }
            Value::Long(b) => self.out.push_str(&crate::long::to_decimal(b)?),
            Value::Float(f) => self.float(*f)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn enter(&mut self, addr: usize, depth: usize) -> Result<(), Fail> {
        if depth >= MAX_DEPTH {
            return Err(Fail::Decline);
        }
        crate::native::poll()?;
        if self.out.len() > MAX_STR_BYTES {
            crate::native::check_str_len(self.out.len())?;
        }
        if self.circular && addr != 0 {
            if self.markers.contains(&addr) {
                return Err(PyErr::value_error("Circular reference detected").into());
            }
            self.markers.push(addr);
        }
        Ok(())
    }

    fn leave(&mut self, addr: usize) {
        if self.circular && addr != 0 {
            self.markers.pop();
        }
    }

    /// The separator before an item (none before the first) and, with indent, the new line.
    fn sep(&mut self, first: bool, level: usize) {
        if !first {
            self.out.push_str(self.item_sep);
        }
        if let Some(ind) = self.indent {
            self.out.push('\n');
            for _ in 0..level {
                self.out.push_str(ind);
            }
        }
    }

    fn close(&mut self, level: usize, bracket: char) {
        if let Some(ind) = self.indent {
            self.out.push('\n');
            for _ in 0..level {
                self.out.push_str(ind);
            }
        }
        self.out.push(bracket);
    }

    fn value(&mut self, v: &Value, level: usize) -> Result<(), Fail> {
        if self.scalar(v)? {
            return Ok(());
        }
        match v {
            Value::List(l) => {
                let items = l.borrow();
                self.seq(&items, std::rc::Rc::as_ptr(l) as *const u8 as usize, level)
            }
            Value::Tuple(t) => self.seq(t, 0, level),
            Value::Dict(d) => {
                let d2 = d.borrow();
                if d2.is_empty() {
                    self.out.push_str("{}");
                    return Ok(());
                }
                let addr = std::rc::Rc::as_ptr(d) as *const u8 as usize;
                self.enter(addr, level)?;
                self.out.push('{');
                let mut entries: Vec<&(Value, Value)> = d2.iter().collect();
                if self.sort_keys {
                    if !entries.iter().all(|e| matches!(e.0, Value::Str(_))) {
                        return Err(Fail::Decline);
                    }
                    tpu_emu::sort::sort_by(&mut entries, |a, b| match (&a.0, &b.0) {
                        (Value::Str(x), Value::Str(y)) => x.cmp(y),
                        _ => std::cmp::Ordering::Equal,
                    });
                }
                let mut first = true;
                for (k, item) in entries {
                    let mark = self.out.len();
                    self.sep(first, level + 1);
                    match k {
                        Value::Str(s) => escape(&mut self.out, s, self.ascii),
                        Value::Float(_)
                        | Value::Int(_)
                        | Value::Long(_)
                        | Value::Bool(_)
                        | Value::None => {
                            self.out.push('"');
                            self.scalar(k)?;
                            self.out.push('"');
                        }
                        Value::Object(_) => return Err(Fail::Decline),
                        _ if self.skipkeys => {
                            self.out.truncate(mark);
                            continue;
                        }
                        _ => {
                            return Err(PyErr::type_error(format!(
                                "keys must be str, int, float, bool or None, not {}",
                                crate::dunder::type_name(k)
                            ))
                            .into())
                        }
                    }
                    first = false;
                    self.out.push_str(self.key_sep);
                    self.value(item, level + 1)?;
                }
                if first && self.indent.is_some() {
                    // Every key skipped: the Python encoder wrote its new line after the brace.
                    self.sep(true, level + 1);
                }
                self.close(level, '}');
                self.leave(addr);
                Ok(())
            }
            _ => Err(Fail::Decline),
        }
    }

    fn seq(&mut self, items: &[Value], addr: usize, level: usize) -> Result<(), Fail> {
        if items.is_empty() {
            self.out.push_str("[]");
            return Ok(());
        }
        self.enter(addr, level)?;
        self.out.push('[');
        for (i, v) in items.iter().enumerate() {
            self.sep(i == 0, level + 1);
            self.value(v, level + 1)?;
        }
        self.close(level, ']');
        self.leave(addr);
        Ok(())
    }
}

fn flag(a: &Args, i: usize) -> bool {
    !matches!(
        a.pos.get(i),
        None | Some(Value::Bool(false) | Value::Int(0) | Value::None)
    )
}

/// `encode(o, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent, key_sep,
/// item_sep)`: the JSON text of `o` (indent a str or None), or None where it declines.
pub fn encode(_: &mut Ctx, a: &Args) -> NativeResult {
    let text = |i: usize| match a.pos.get(i) {
        Some(Value::Str(s)) => Some(&**s),
        _ => None,
    };
    let (Some(key_sep), Some(item_sep), Some(o)) = (text(7), text(8), a.pos.first()) else {
        return Ok(Value::None);
    };
    let indent = match a.pos.get(6) {
        Some(Value::None) => None,
        Some(Value::Str(s)) => Some(&**s),
        _ => return Ok(Value::None),
    };
    let mut e = Enc {
        out: String::new(),
        skipkeys: flag(a, 1),
        ascii: flag(a, 2),
        circular: flag(a, 3),
        allow_nan: flag(a, 4),
        sort_keys: flag(a, 5),
        indent,
        key_sep,
        item_sep,
        markers: Vec::new(),
    };
    match e.value(o, 0) {
        Ok(()) => {
            crate::native::check_str_len(e.out.len())?;
            Ok(Value::Str(e.out.into()))
        }
        Err(Fail::Py(err)) => Err(err.into()),
        Err(_) => Ok(Value::None),
    }
}

/// `encode_basestring(s)`: `s` as a JSON string, non-ASCII characters kept.
pub fn basestring(_: &mut Ctx, a: &Args) -> NativeResult {
    let mut out = String::new();
    escape(&mut out, &crate::json::str_arg(a.pos.first())?, false);
    Ok(Value::Str(out.into()))
}

/// `encode_basestring_ascii(s)`: `s` as a JSON string of ASCII characters.
pub fn basestring_ascii(_: &mut Ctx, a: &Args) -> NativeResult {
    let mut out = String::new();
    escape(&mut out, &crate::json::str_arg(a.pos.first())?, true);
    crate::native::check_str_len(out.len())?;
    Ok(Value::Str(out.into()))
}
