//! The native half of `json` (`core/lang/lib/json/`): the private module `_json`, as CPython's
//! `json` runs over its C accelerator `_json`. Decoding here ([`decode`], [`scanstring`]), step
//! for step as CPython's C scanner (`Modules/_json.c`): what it accepts, each error's message and
//! position; encoding in `json_enc.rs`.
//!
//! Positions cross this boundary as character indices, as Python counts them: an ASCII
//! document is scanned as its bytes, any other as its characters.
//!
//! The native side never calls Python. What needs Python (the hooks `object_hook`,
//! `object_pairs_hook`, `parse_float`, `parse_int`, `parse_constant`; a lone surrogate escape,
//! which the VM's str cannot hold; nesting past [`MAX_DEPTH`]) is declined: the function returns
//! None before anything visible has happened, and the Python scanner (`json/scanner.py`) does
//! the whole document, so every result and error stays CPython's.

use std::cell::RefCell;
use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::table::DictTable;
use crate::value::{Module, Value};

/// Containers nested deeper than this are left to the Python scanner and encoder (their
/// RecursionError is the VM's, raised where CPython raises its own).
pub const MAX_DEPTH: usize = 400;

/// Why a native scan or encode did not give a value.
pub enum Fail {
    /// Not for the native side: the caller runs the Python code instead.
    Decline,
    /// No JSON value starts here (the scanner's StopIteration).
    Stop(usize),
    /// A JSONDecodeError: its message and position.
    Bad(&'static str, i64),
    Py(PyErr),
}

impl From<PyErr> for Fail {
    fn from(e: PyErr) -> Self {
        Fail::Py(e)
    }
}

/// The module `_json`.
pub fn module() -> Value {
    let m = Module::new("_json");
    m.set("nan", Value::Float(crate::arith::JSON_NAN));
    m.set("decode", NativeFunction::value("decode", decode));
    m.set(
        "scanstring",
        NativeFunction::value("scanstring", scanstring),
    );
    m.set(
        "encode",
        NativeFunction::value("encode", crate::json_enc::encode),
    );
    m.set(
        "encode_basestring",
        NativeFunction::value("encode_basestring", crate::json_enc::basestring),
    );
    m.set(
        "encode_basestring_ascii",
        NativeFunction::value("encode_basestring_ascii", crate::json_enc::basestring_ascii),
    );
    Value::Module(m)
}

/// A document's unit: a byte of an ASCII str, else a character.
trait Unit: Copy {
    fn code(self) -> u32;
    fn push_all(s: &[Self], out: &mut String);
    fn to_rc(s: &[Self]) -> Rc<str>;
}

impl Unit for u8 {
    #[inline]
    fn code(self) -> u32 {
        self as u32
    }
    fn push_all(s: &[u8], out: &mut String) {
        // An ASCII document's bytes are each a character.
        out.extend(s.iter().map(|&b| b as char));
    }
    fn to_rc(s: &[u8]) -> Rc<str> {
        Rc::from(std::str::from_utf8(s).unwrap_or_default())
    }
}

impl Unit for char {
    #[inline]
    fn code(self) -> u32 {
        self as u32
    }
    fn push_all(s: &[char], out: &mut String) {
        out.extend(s.iter());
    }
    fn to_rc(s: &[char]) -> Rc<str> {
        Rc::from(s.iter().collect::<String>())
    }
}

struct Dec<'a, T> {
    s: &'a [T],
    strict: bool,
    depth: usize,
    max_items: usize,
}

#[inline]
fn is_ws(c: u32) -> bool {
    matches!(c, 0x20 | 0x09 | 0x0a | 0x0d)
}

#[inline]
fn is_digit(c: u32) -> bool {
    (0x30..=0x39).contains(&c)
}

fn hex4<T: Unit>(s: &[T]) -> Option<u32> {
    s.iter().try_fold(0u32, |v, c| {
        Some(v * 16 + char::from_u32(c.code())?.to_digit(16)?)
    })
}

impl<T: Unit> Dec<'_, T> {
    #[inline]
    fn at(&self, i: usize) -> u32 {
        self.s[i].code()
    }

    #[inline]
    fn ws(&self, mut i: usize) -> usize {
        while i < self.s.len() && is_ws(self.at(i)) {
            i += 1;
        }
        i
    }

    fn lit(&self, i: usize, text: &str) -> bool {
        text.bytes()
            .enumerate()
            .all(|(k, b)| self.at(i + k) == b as u32)
    }

    /// CPython's `scanstring`: the string whose body starts at `end` (just after its opening
    /// quote), and the index after its closing quote.
    fn string(&self, mut end: usize) -> Result<(Rc<str>, usize), Fail> {
        let (s, n) = (self.s, self.s.len());
        if end > n {
            return Err(PyErr::value_error("end is out of bounds").into());
        }
        let begin = end as i64 - 1;
        let mut out = String::new();
        loop {
            let mut next = end;
            let mut c = 0;
            while next < n {
                c = self.at(next);
                if c == b'"' as u32 || c == b'\\' as u32 {
                    break;
                }
                if self.strict && c < 0x20 {
                    return Err(Fail::Bad("Invalid control character at", next as i64));
                }
                next += 1;
            }
            if next >= n {
                return Err(Fail::Bad("Unterminated string starting at", begin));
            }
            if c == b'"' as u32 && out.is_empty() {
                // No escape: the body as it is (the common case, without a copy between).
                return Ok((T::to_rc(&s[end..next]), next + 1));
            }
            if next > end {
                T::push_all(&s[end..next], &mut out);
            }
            next += 1;
            if c == b'"' as u32 {
                return Ok((Rc::from(out), next));
            }
            if next == n {
                return Err(Fail::Bad("Unterminated string starting at", begin));
            }
            let c = self.at(next);
            if c != b'u' as u32 {
                end = next + 1;
                out.push(match char::from_u32(c) {
                    Some(q @ ('"' | '\\' | '/')) => q,
                    Some('b') => '\u{8}',
                    Some('f') => '\u{c}',
                    Some('n') => '\n',
                    Some('r') => '\r',
                    Some('t') => '\t',
                    _ => return Err(Fail::Bad("Invalid \\escape", end as i64 - 2)),
                });
                continue;
            }
            next += 1;
            end = next + 4;
            if end >= n {
                return Err(Fail::Bad("Invalid \\uXXXX escape", next as i64 - 1));
            }
            let bad = |end: usize| Fail::Bad("Invalid \\uXXXX escape", end as i64 - 5);
            let mut code = hex4(&s[next..end]).ok_or_else(|| bad(end))?;
            if (0xD800..=0xDBFF).contains(&code)
                && end + 6 < n
                && self.at(end) == b'\\' as u32
                && self.at(end + 1) == b'u' as u32
            {
                end += 6;
                let low = hex4(&s[end - 4..end]).ok_or_else(|| bad(end))?;
                if (0xDC00..=0xDFFF).contains(&low) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                } else {
                    end -= 6;
                }
            }
            // A lone surrogate: the VM's str cannot hold it (the Python scanner says so).
            out.push(char::from_u32(code).ok_or(Fail::Decline)?);
        }
    }

    /// CPython's `scan_once`: the value starting at `idx` and the index after it.
    fn value(&mut self, idx: usize) -> Result<(Value, usize), Fail> {
        let n = self.s.len();
        if idx >= n {
            return Err(Fail::Stop(idx));
        }
        let c = char::from_u32(self.at(idx)).unwrap_or('\0');
        let constant = |v: Value, len: usize| Ok((v, idx + len));
        match c {
            '"' => {
                let (s, end) = self.string(idx + 1)?;
                Ok((Value::Str(s), end))
            }
            '{' | '[' => {
                if self.depth >= MAX_DEPTH {
                    return Err(Fail::Decline);
                }
                crate::native::poll()?;
                self.depth += 1;
                let r = if c == '{' {
                    self.object(idx + 1)
                } else {
                    self.array(idx + 1)
                };
                self.depth -= 1;
                r
            }
            'n' if idx + 3 < n && self.lit(idx + 1, "ull") => constant(Value::None, 4),
            't' if idx + 3 < n && self.lit(idx + 1, "rue") => constant(Value::Bool(true), 4),
            'f' if idx + 4 < n && self.lit(idx + 1, "alse") => constant(Value::Bool(false), 5),
            'N' if idx + 2 < n && self.lit(idx + 1, "aN") => {
                constant(Value::Float(crate::arith::JSON_NAN), 3)
            }
            'I' if idx + 7 < n && self.lit(idx + 1, "nfinity") => {
                constant(Value::Float(f64::INFINITY), 8)
            }
            '-' if idx + 8 < n && self.lit(idx + 1, "Infinity") => {
                constant(Value::Float(f64::NEG_INFINITY), 9)
            }
            _ => self.number(idx),
        }
    }

    fn number(&self, start: usize) -> Result<(Value, usize), Fail> {
        let n = self.s.len();
        let digit = |i: usize| i < n && is_digit(self.at(i));
        let mut idx = start;
        if self.at(idx) == b'-' as u32 {
            idx += 1;
            if idx >= n {
                return Err(Fail::Stop(start));
            }
        }
        match self.at(idx) {
            0x31..=0x39 => {
                idx += 1;
                while digit(idx) {
                    idx += 1;
                }
            }
            0x30 => idx += 1,
            _ => return Err(Fail::Stop(start)),
        }
        let mut is_float = false;
        if idx + 1 < n && self.at(idx) == b'.' as u32 && digit(idx + 1) {
            is_float = true;
            idx += 2;
            while digit(idx) {
                idx += 1;
            }
        }
        if idx + 1 < n && (self.at(idx) | 0x20) == b'e' as u32 {
            let e_start = idx;
            idx += 1;
            if idx + 1 < n && matches!(self.at(idx), 0x2b | 0x2d) {
                idx += 1;
            }
            while digit(idx) {
                idx += 1;
            }
            if is_digit(self.at(idx - 1)) {
                is_float = true;
            } else {
                idx = e_start;
            }
        }
        let mut text = String::with_capacity(idx - start);
        T::push_all(&self.s[start..idx], &mut text);
        let v = if is_float {
            Value::Float(text.parse::<f64>().map_err(|_| Fail::Decline)?)
        } else if let Ok(i) = text.parse::<i64>() {
            Value::Int(i)
        } else {
            let (neg, digits) = match text.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, &text[..]),
            };
            crate::long::parse_digits(digits, 10, neg)?.ok_or(Fail::Decline)?
        };
        Ok((v, idx))
    }

    fn object(&mut self, idx: usize) -> Result<(Value, usize), Fail> {
        let n = self.s.len();
        let mut idx = self.ws(idx);
        let mut pairs = Vec::new();
        if idx >= n || self.at(idx) != b'}' as u32 {
            loop {
                if idx >= n || self.at(idx) != b'"' as u32 {
                    return Err(Fail::Bad(
                        "Expecting property name enclosed in double quotes",
                        idx as i64,
                    ));
                }
                let (key, next) = self.string(idx + 1)?;
                idx = self.ws(next);
                if idx >= n || self.at(idx) != b':' as u32 {
                    return Err(Fail::Bad("Expecting ':' delimiter", idx as i64));
                }
                idx = self.ws(idx + 1);
                let (v, next) = self.value(idx)?;
                pairs.push((key, v));
                idx = self.ws(next);
                if idx < n && self.at(idx) == b'}' as u32 {
                    break;
                }
                if idx >= n || self.at(idx) != b',' as u32 {
                    return Err(Fail::Bad("Expecting ',' delimiter", idx as i64));
                }
                idx = self.ws(idx + 1);
                if pairs.len() >= self.max_items {
                    return Err(Fail::Decline);
                }
            }
        }
        let mut t = DictTable::with_capacity(pairs.len());
        for (k, v) in pairs {
            // Str keys: hashed directly, compared natively (a repeated key keeps its place and
            // takes the later value, as dict assignment does).
            let h = crate::table::hash_str(&k);
            if let Err((k, v)) = t.insert_native(h, (Value::Str(k), v), |e, n| e.1 = n.1) {
                t.insert_plain(k, v);
            }
        }
        Ok((Value::Dict(Rc::new(RefCell::new(t))), idx + 1))
    }

    fn array(&mut self, idx: usize) -> Result<(Value, usize), Fail> {
        let n = self.s.len();
        let mut idx = self.ws(idx);
        let mut items = Vec::new();
        if idx >= n || self.at(idx) != b']' as u32 {
            loop {
                let (v, next) = self.value(idx)?;
                items.push(v);
                idx = self.ws(next);
                if idx < n && self.at(idx) == b']' as u32 {
                    break;
                }
                if idx >= n || self.at(idx) != b',' as u32 {
                    return Err(Fail::Bad("Expecting ',' delimiter", idx as i64));
                }
                idx = self.ws(idx + 1);
                if items.len() >= self.max_items {
                    return Err(Fail::Decline);
                }
            }
        }
        Ok((Value::list(items), idx + 1))
    }

    /// The whole document (`whole`: whitespace around one value, nothing else, as
    /// `JSONDecoder.decode`) or the value at `idx` (`scan_once`).
    fn run(&mut self, idx: usize, whole: bool, bom: bool) -> Result<(Value, usize), Fail> {
        if !whole {
            return self.value(idx);
        }
        if bom && self.s.first().is_some_and(|c| c.code() == 0xFEFF) {
            return Err(Fail::Bad(
                "Unexpected UTF-8 BOM (decode using utf-8-sig)",
                0,
            ));
        }
        let start = self.ws(idx);
        let (v, end) = match self.value(start) {
            Err(Fail::Stop(at)) => return Err(Fail::Bad("Expecting value", at as i64)),
            r => r?,
        };
        let end = self.ws(end);
        if end != self.s.len() {
            return Err(Fail::Bad("Extra data", end as i64));
        }
        Ok((v, end))
    }
}

/// The answer to Python: `(value, end)`; `(message, pos, None)` for a JSONDecodeError the
/// caller raises; `(None, pos, None)` for StopIteration(pos); None when declined.
fn answer(r: Result<(Value, usize), Fail>) -> NativeResult {
    Ok(match r {
        Ok((v, end)) => Value::tuple(vec![v, Value::Int(end as i64)]),
        Err(Fail::Decline) => Value::None,
        Err(Fail::Stop(at)) => Value::tuple(vec![Value::None, Value::Int(at as i64), Value::None]),
        Err(Fail::Bad(msg, at)) => Value::tuple(vec![Value::str(msg), Value::Int(at), Value::None]),
        Err(Fail::Py(e)) => return Err(e.into()),
    })
}

fn with_units<R>(
    s: &str,
    f: impl FnOnce(Dec<'_, u8>) -> R,
    g: impl FnOnce(Dec<'_, char>) -> R,
    max_items: usize,
    strict: bool,
) -> R {
    if s.is_ascii() {
        f(Dec {
            s: s.as_bytes(),
            strict,
            depth: 0,
            max_items,
        })
    } else {
        let chars: Vec<char> = s.chars().collect();
        g(Dec {
            s: &chars,
            strict,
            depth: 0,
            max_items,
        })
    }
}

/// The str argument (an instance of a str subclass gives its str, as CPython's
/// `PyUnicode_Check` takes it), else CPython's TypeError.
pub fn str_arg(v: Option<&Value>) -> Result<Rc<str>, PyErr> {
    if let Some(Value::Object(o)) = v {
        if let Some(Value::Str(s)) = &o.base {
            return Ok(s.clone());
        }
    }
    match v {
        Some(Value::Str(s)) => Ok(s.clone()),
        other => Err(PyErr::type_error(format!(
            "first argument must be a string, not {}",
            other.map_or("NoneType".into(), crate::dunder::type_name)
        ))),
    }
}

fn args(a: &Args) -> Result<(Rc<str>, i64, bool), PyErr> {
    let s = str_arg(a.pos.first())?;
    let idx = match a.pos.get(1) {
        Some(Value::Int(i)) => *i,
        Some(Value::Bool(b)) => *b as i64,
        _ => return Err(PyErr::type_error("an integer is required")),
    };
    let strict = !matches!(
        a.pos.get(2),
        Some(Value::Bool(false) | Value::Int(0) | Value::None)
    );
    Ok((s, idx, strict))
}

/// `decode(s, idx, strict, mode)`: see [`answer`] and `Dec::run`.
fn decode(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (s, idx, strict) = args(a)?;
    if idx < 0 {
        return Err(PyErr::value_error("idx cannot be negative").into());
    }
    // 0 (or False): scan_once; 1 (True): a whole document; 2: a whole document as `loads`
    // reads it, a byte order mark refused first.
    let mode = match a.pos.get(3) {
        Some(Value::Bool(b)) => *b as i64,
        Some(Value::Int(m)) => *m,
        _ => 0,
    };
    let (whole, bom) = (mode > 0, mode == 2);
    let idx = idx as usize;
    answer(with_units(
        &s,
        |mut d| d.run(idx, whole, bom),
        |mut d| d.run(idx, whole, bom),
        ctx.max_items,
        strict,
    ))
}

/// `scanstring(s, end, strict)`: `(str, end)` as [`answer`] gives it.
fn scanstring(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (s, end, strict) = args(a)?;
    let r = |e: Result<(Rc<str>, usize), Fail>| e.map(|(t, end)| (Value::Str(t), end));
    if end < 0 {
        return Err(PyErr::value_error("end is out of bounds").into());
    }
    let end = end as usize;
    answer(with_units(
        &s,
        |d| r(d.string(end)),
        |d| r(d.string(end)),
        ctx.max_items,
        strict,
    ))
}
