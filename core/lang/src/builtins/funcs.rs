//! The builtin functions (`print`, `len`, `sorted` ...). Those that call back into Python (a `key=`,
//! `map`'s function, a user `__len__`) return `Flow::Call` and finish in a continuation.

use std::rc::Rc;

use super::super::conts::{self, Finish};
use super::super::dunder;
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, Flow, NativeFn, NativeResult, Then};
use super::super::value::{range_len, Value};
use super::{as_i64, one_arg};
use crate::attr;

pub(super) use super::numeric::{abs, divmod, pow, round};

use super::introspect::*;
use super::iterables::*;

/// A builtin whose positional arguments are counted first (`super::arity`), in CPython's words.
/// `kw`: the builtin takes keywords (they are its own to check); else any is refused.
macro_rules! counted {
    ($f:expr, $name:literal, $min:literal..=$max:literal, $said:ident) => {
        |ctx, a| {
            super::arity_kw(a, 0, $name, ($min, $max), super::Said::$said, Some($name))?;
            $f(ctx, a)
        }
    };
    ($f:expr, $name:literal, $min:literal..=$max:literal, $said:ident, kw) => {
        |ctx, a| {
            super::arity(a, 0, $name, ($min, $max), super::Said::$said)?;
            $f(ctx, a)
        }
    };
}

/// A builtin that takes no keywords, as CPython's.
macro_rules! positional {
    ($f:expr, $name:literal) => {
        |ctx, a| {
            super::no_keywords(a, $name)?;
            $f(ctx, a)
        }
    };
}

/// Whether `n` is one of the builtins' functions (`len`, `print`), as the builtins module made
/// it: a function, not a method a class binds. (By the function's address: `FUNCS` is a static,
/// so the table and this test read the same pointers; a const could give each use its own copy.)
pub fn is_builtin_function(n: &crate::native::NativeFunction) -> bool {
    FUNCS.iter().any(|(_, f)| std::ptr::fn_addr_eq(*f, n.f))
}

pub static FUNCS: &[(&str, NativeFn)] = &[
    ("print", print),
    ("range", positional!(range, "range")),
    ("len", positional!(len, "len")),
    ("str", counted!(str_, "str", 0..=3, Takes, kw)),
    ("repr", positional!(repr, "repr")),
    ("int", int),
    ("float", counted!(float, "float", 0..=1, Expected)),
    ("complex", crate::complex::construct),
    ("bool", counted!(bool_, "bool", 0..=1, Expected)),
    ("abs", positional!(abs, "abs")),
    ("min", min),
    ("max", max),
    ("sum", counted!(sum, "sum", 0..=2, Takes, kw)),
    ("list", counted!(list, "list", 0..=1, Expected)),
    ("tuple", counted!(tuple, "tuple", 0..=1, Expected)),
    ("dict", dict),
    ("set", counted!(set, "set", 0..=1, Expected)),
    (
        "frozenset",
        counted!(super::iterables::frozenset, "frozenset", 0..=1, Expected),
    ),
    (
        "enumerate",
        counted!(enumerate, "enumerate", 0..=2, Takes, kw),
    ),
    ("zip", zip),
    ("map", positional!(map, "map")),
    // The run's text files (core/lang/src/files.rs): io.open, by way of the prelude.
    ("open", |ctx, a| super::iterables::prelude(ctx, "open", a)),
    ("filter", positional!(filter, "filter")),
    ("sorted", sorted),
    ("reversed", counted!(reversed, "reversed", 1..=1, Expected)),
    ("any", positional!(any, "any")),
    ("all", positional!(all, "all")),
    ("round", counted!(round, "round", 0..=2, Takes, kw)),
    (
        "isinstance",
        counted!(isinstance, "isinstance", 2..=2, Expected),
    ),
    (
        "issubclass",
        counted!(issubclass, "issubclass", 2..=2, Expected),
    ),
    ("getattr", positional!(getattr, "getattr")),
    ("setattr", positional!(setattr, "setattr")),
    ("hasattr", positional!(hasattr, "hasattr")),
    ("delattr", positional!(delattr, "delattr")),
    ("type", type_),
    ("id", positional!(id, "id")),
    ("iter", positional!(iter, "iter")),
    ("next", counted!(next, "next", 1..=2, Expected)),
    ("divmod", counted!(divmod, "divmod", 2..=2, Expected)),
    ("pow", counted!(pow, "pow", 0..=3, Takes, kw)),
    ("hash", positional!(hash, "hash")),
    ("exit", crate::objects::raise_system_exit),
    ("quit", crate::objects::raise_system_exit),
    ("callable", positional!(callable, "callable")),
    ("property", property),
    ("staticmethod", staticmethod),
    ("classmethod", classmethod),
    ("chr", positional!(chr, "chr")),
    ("ord", positional!(ord, "ord")),
    ("format", counted!(format, "format", 1..=2, Expected)),
    ("vars", counted!(vars, "vars", 0..=1, Expected)),
    ("dir", dir),
    ("hex", positional!(hex, "hex")),
    ("input", input),
    ("help", |_, _| {
        Err(PyErr::new(
            "NotImplementedError",
            "help() is not supported by the playground: read the docstring (obj.__doc__)",
        )
        .into())
    }),
    ("oct", positional!(oct, "oct")),
    ("bin", positional!(bin, "bin")),
    ("super", super_),
    ("eval", crate::exec::eval),
    ("exec", crate::exec::exec),
    ("compile", crate::exec::compile),
    ("slice", positional!(slice, "slice")),
    ("bytes", |ctx, a| crate::bytes::construct(ctx, a, false)),
    ("bytearray", |ctx, a| crate::bytes::construct(ctx, a, true)),
    ("ascii", |ctx, a| super::iterables::prelude(ctx, "ascii", a)),
    ("__import__", |ctx, a| {
        super::iterables::prelude(ctx, "_import", a)
    }),
    // The class in core/lang/lib/_prelude.py.
    ("memoryview", |ctx, a| {
        super::iterables::prelude(ctx, "memoryview", a)
    }),
];

fn slice(_: &mut Ctx, a: &Args) -> NativeResult {
    let parts: [Value; 3] = match a.pos.as_slice() {
        [stop] => [Value::None, stop.clone(), Value::None],
        [start, stop] => [start.clone(), stop.clone(), Value::None],
        [start, stop, step] => [start.clone(), stop.clone(), step.clone()],
        [] => return Err(PyErr::type_error("slice expected at least 1 argument, got 0").into()),
        _ => {
            return Err(PyErr::type_error(format!(
                "slice expected at most 3 arguments, got {}",
                a.pos.len()
            ))
            .into())
        }
    };
    Ok(Value::Slice(Rc::new(parts)))
}

fn print(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let Some((k, _)) =
        a.kw.iter()
            .find(|(k, _)| !matches!(&**k, "sep" | "end" | "flush" | "file"))
    {
        let msg = format!("'{k}' is an invalid keyword argument for print()");
        return Err(PyErr::type_error(msg).into());
    }
    let text_kw = |name: &str, default: &str| -> Result<String, PyErr> {
        match a.kwarg(name) {
            Some(Value::None) | None => Ok(default.to_string()),
            Some(Value::Str(s)) => Ok(s.to_string()),
            Some(o) => Err(PyErr::type_error(format!(
                "{name} must be None or a string, not {}",
                o.type_name()
            ))),
        }
    };
    let sep = text_kw("sep", " ")?;
    let end = text_kw("end", "\n")?;
    // Without `file`, the current `sys.stdout`: the run's stream unless the program replaced it.
    let current = match a.kwarg("file") {
        None | Some(Value::None) => ctx.sys.as_ref().and_then(|m| m.get("stdout")),
        Some(f) => Some(f.clone()),
    };
    let mut err = false;
    match current.as_ref() {
        None => {}
        // `sys.stdout = None`: print writes nothing, as CPython's.
        Some(Value::None) => return Ok(Value::None),
        // sys.stdout, and sys.stderr (the CLI's stderr; in the page, the one console).
        Some(Value::Module(m)) if m.name == "sys.stdout" || m.name == "sys.stderr" => {
            err = m.name == "sys.stderr";
        }
        Some(file) => {
            // `print(..., file=f)`: the text, then `f.write(text)`.
            let write = dunder::getattr(ctx, file, "write")?;
            let r = conts::stringify(ctx, a.pos.clone(), Finish::Printed { sep, end });
            let flush = match a.kwarg("flush") {
                Some(v) if v.truthy()? => Some(dunder::getattr(ctx, file, "flush")?),
                _ => None,
            };
            let mut w = WriteTo {
                write,
                pieces: None,
                flush,
            };
            return match r {
                Ok(pieces) => {
                    w.pieces = Some(pieces_of(&pieces));
                    w.next(Then::Resume)
                }
                r => conts::ordered::with_then(r, || Then::Resume(Box::new(w))),
            };
        }
    }
    // Everything is formatted first: a pending device read must leave no partial output behind.
    conts::stringify(ctx, a.pos.clone(), Finish::Print { sep, end, err })
}

/// `print(..., file=f)` once its text is made: `f.write(piece)` for each argument, separator and
/// the end, as CPython writes them; print answers None.
#[derive(Debug)]
struct WriteTo {
    write: Value,
    /// The pieces still to write, last first (`None` until the text is made).
    pieces: Option<Vec<Value>>,
    /// `f.flush`, called after the writes when `flush=True`.
    flush: Option<Value>,
}

fn pieces_of(list: &Value) -> Vec<Value> {
    let mut v = match list {
        Value::List(l) => l.borrow().clone(),
        _ => Vec::new(),
    };
    v.reverse();
    v
}

impl WriteTo {
    /// The next `write` call (`then` keeps or installs this continuation), or None when done.
    fn next(mut self, then: fn(Box<dyn crate::native::Continuation>) -> Then) -> NativeResult {
        match self.pieces.as_mut().and_then(|p| p.pop()) {
            Some(piece) => {
                let write = self.write.clone();
                Err(Flow::call(write, vec![piece], then(Box::new(self))))
            }
            None => match self.flush.take() {
                Some(f) => Err(Flow::call(f, Vec::new(), then(Box::new(self)))),
                None => Ok(Value::None),
            },
        }
    }
}

impl crate::native::Continuation for WriteTo {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        if self.pieces.is_none() {
            self.pieces = Some(pieces_of(&v));
        }
        match self.pieces.as_mut().and_then(|p| p.pop()) {
            Some(piece) => Err(Flow::call(self.write.clone(), vec![piece], Then::Keep)),
            None => match self.flush.take() {
                Some(f) => Err(Flow::call(f, Vec::new(), Then::Keep)),
                None => Ok(Value::None),
            },
        }
    }
}

fn range(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(f) = super::index_retry(a, "range", range) {
        return Err(f);
    }
    let mut ints = Vec::with_capacity(a.pos.len());
    for v in &a.pos {
        ints.push(match v {
            // `range(t)`: a one-element integer tensor's `__index__`.
            Value::Foreign(_) => as_i64(&(ctx.host.to_number)(ctx, v, "index")?, "")?,
            other => as_i64(other, "")?,
        });
    }
    let (start, stop, step) = match ints.as_slice() {
        [stop] => (0, *stop, 1),
        [start, stop] => (*start, *stop, 1),
        [start, stop, step] => (*start, *stop, *step),
        [] => return Err(PyErr::type_error("range expected at least 1 argument, got 0").into()),
        _ => {
            return Err(PyErr::type_error(format!(
                "range expected at most 3 arguments, got {}",
                ints.len()
            ))
            .into())
        }
    };
    if step == 0 {
        return Err(PyErr::value_error("range() arg 3 must not be zero").into());
    }
    Ok(Value::Range { start, stop, step })
}

pub(super) fn len(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "len")?;
    let n = match v {
        Value::Str(s) => crate::strindex::char_count(s) as i64,
        Value::Bytes(b) => b.len() as i64,
        Value::ByteArray(b) => b.borrow().len() as i64,
        Value::List(l) => l.borrow().len() as i64,
        Value::Tuple(t) => t.len() as i64,
        Value::Dict(d) => d.borrow().len() as i64,
        Value::Set(d) => d.borrow().len() as i64,
        Value::DictView(d) => d.dict.borrow().len() as i64,
        Value::Range { start, stop, step } => range_len(*start, *stop, *step),
        Value::Foreign(_) => return (ctx.host.len)(ctx, v),
        Value::Object(_) | Value::Class(_) if attr::special(v, "__len__").is_some() => {
            let m = attr::special(v, "__len__").expect("checked");
            return Err(conts::checks::checked_call(m, conts::checks::Check::Len));
        }
        other => {
            return Err(PyErr::type_error(format!(
                "object of type '{}' has no len()",
                dunder::type_name(other)
            ))
            .into())
        }
    };
    Ok(Value::Int(n))
}

pub(super) fn str_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let (true, Some(v)) = (a.pos.is_empty(), a.kwarg("object")) {
        // `str(object=x, ...)`: the object in its place.
        let mut kw = a.kw.clone();
        kw.retain(|(k, _)| &**k != "object");
        return str_(
            ctx,
            &Args {
                pos: vec![v.clone()],
                kw,
            },
        );
    }
    match a.pos.first() {
        None => Ok(Value::str("")),
        Some(v) if a.pos.len() > 1 || !a.kw.is_empty() => {
            // `str(b, encoding, errors)`: the bytes decoded.
            a.check_kw("str", &["object", "encoding", "errors"])?;
            match v {
                Value::Bytes(_) | Value::ByteArray(_) => crate::codecs::bytes_decode(ctx, a),
                Value::Str(_) => Err(PyErr::type_error("decoding str is not supported").into()),
                other => Err(PyErr::type_error(format!(
                    "decoding to str: need a bytes-like object, {} found",
                    other.type_name()
                ))
                .into()),
            }
        }
        Some(v @ Value::Str(_)) => Ok(v.clone()),
        Some(v) => conts::stringify(ctx, vec![v.clone()], Finish::Str),
    }
}

pub(super) fn repr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "repr")?;
    conts::stringify(ctx, vec![v.clone()], Finish::Repr)
}

/// `int(text, base)` as CPython parses it: surrounding whitespace, one sign, for base 0 a prefix
/// (`0x`, `0o`, `0b`) choosing the base and no leading zeros on a decimal, for bases 2, 8 and 16
/// the optional matching prefix, and underscores only between digits (or after the prefix).
fn parse_int(s: &str, base: i64, orig: &Value) -> Result<Value, PyErr> {
    if base != 0 && !(2..=36).contains(&base) {
        return Err(PyErr::value_error(
            "int() base must be >= 2 and <= 36, or 0",
        ));
    }
    let bad = || {
        PyErr::value_error(format!(
            "invalid literal for int() with base {base}: {}",
            orig.repr()
        ))
    };
    // Unicode digits and spaces read as ASCII ones, as CPython's int() does.
    let ascii = crate::complex::ascii_digits(s);
    let t = ascii.trim();
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let prefix_base = |b: &str| match b.get(..2).map(str::to_ascii_lowercase).as_deref() {
        Some("0x") => Some(16u32),
        Some("0o") => Some(8),
        Some("0b") => Some(2),
        _ => None,
    };
    let (radix, digits, after_prefix) = match (base, prefix_base(body)) {
        (0, Some(r)) => (r, &body[2..], true),
        (0, None) => (10, body, false),
        (b, Some(r)) if b == i64::from(r) => (r, &body[2..], true),
        (b, _) => (b as u32, body, false),
    };
    // An underscore may follow the prefix, then only ever sits between two digits.
    let digits = if after_prefix {
        digits.strip_prefix('_').unwrap_or(digits)
    } else {
        digits
    };
    if digits.is_empty()
        || digits.starts_with('_')
        || digits.ends_with('_')
        || digits.contains("__")
        || !digits.chars().all(|c| c == '_' || c.is_digit(radix))
    {
        return Err(bad());
    }
    let plain: String = digits.chars().filter(|&c| c != '_').collect();
    // Base 0 reads a decimal like a literal: `010` is refused, `000` is zero.
    if base == 0 && !after_prefix && plain.starts_with('0') && plain.chars().any(|c| c != '0') {
        return Err(bad());
    }
    match i64::from_str_radix(&plain, radix) {
        Ok(v) => Ok(Value::Int(if neg { -v } else { v })),
        Err(e) if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) => {
            crate::long::parse_digits(&plain, radix, neg)?.ok_or_else(bad)
        }
        Err(_) => Err(bad()),
    }
}

fn int(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let given = a.pos.len() + a.kw.len();
    if given > 2 {
        let msg = format!("int() takes at most 2 arguments ({given} given)");
        return Err(PyErr::type_error(msg).into());
    }
    if let Some((k, _)) = a.kw.iter().find(|(k, _)| &**k != "base") {
        let msg = format!("'{k}' is an invalid keyword argument for int()");
        return Err(PyErr::type_error(msg).into());
    }
    let Some(v) = a.pos.first() else {
        return Ok(Value::Int(0));
    };
    if let Some(b) = a.get(1, "base") {
        let base = as_i64(b, "")?;
        let v = match v {
            Value::Object(o) if o.base.is_some() => o.base.as_ref().unwrap_or(v),
            _ => v,
        };
        return match v {
            Value::Str(s) => Ok(parse_int(s, base, v)?),
            Value::Bytes(_) | Value::ByteArray(_) => {
                let b = crate::bytes::view(v).unwrap_or_default();
                Ok(parse_int(
                    &crate::codecs::decode(&b, "latin-1", "strict")?,
                    base,
                    v,
                )?)
            }
            _ => Err(PyErr::type_error("int() can't convert non-string with explicit base").into()),
        };
    }
    Ok(match v {
        Value::Int(_) | Value::Long(_) => v.clone(),
        Value::Bool(b) => Value::Int(*b as i64),
        Value::Float(f) => crate::long::from_f64(*f)?,
        Value::Str(s) => parse_int(s, 10, v)?,
        Value::Bytes(_) | Value::ByteArray(_) => {
            let text = crate::codecs::decode(
                &crate::bytes::view(v).unwrap_or_default(),
                "latin-1",
                "strict",
            )?;
            parse_int(&text, 10, v)?
        }
        Value::Foreign(_) => return (ctx.host.to_number)(ctx, v, "int"),
        Value::Object(_) => return super::call_prelude(ctx, "_int", a),
        other => return Err(int_type_error(other).into()),
    })
}

fn int_type_error(v: &Value) -> PyErr {
    PyErr::type_error(format!(
        "int() argument must be a string, a bytes-like object or a real number, not '{}'",
        dunder::type_name(v)
    ))
}

fn float(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Ok(Value::Float(0.0));
    };
    if let Some(b) = crate::bytes::view(v) {
        let text = Value::str(&crate::codecs::decode(&b, "latin-1", "strict")?);
        return match float(ctx, &crate::vm::args(vec![text])) {
            Err(Flow::Raise(mut e)) if e.kind == "ValueError" => {
                e.message = format!("could not convert string to float: {}", v.repr());
                Err(e.into())
            }
            r => r,
        };
    }
    Ok(match v {
        Value::Float(_) => v.clone(),
        Value::Int(i) => Value::Float(*i as f64),
        Value::Long(b) => Value::Float(crate::long::to_f64(b)?),
        Value::Bool(b) => Value::Float(*b as u8 as f64),
        Value::Str(s) => {
            let t = crate::complex::ascii_digits(s);
            let t = t.trim().to_ascii_lowercase();
            // An underscore only ever sits between two digits (`1_000.5`, not `1__0` or `_1`).
            let b = t.as_bytes();
            let grouped = (0..b.len()).all(|i| {
                b[i] != b'_'
                    || (i > 0
                        && b[i - 1].is_ascii_digit()
                        && b.get(i + 1).is_some_and(u8::is_ascii_digit))
            });
            let t = if grouped {
                t.replace('_', "")
            } else {
                String::new()
            };
            let parsed = match t.as_str() {
                "inf" | "+inf" | "infinity" | "+infinity" => Some(f64::INFINITY),
                "-inf" | "-infinity" => Some(f64::NEG_INFINITY),
                "nan" | "+nan" => Some(crate::arith::fresh_nan(1.0)),
                "-nan" => Some(crate::arith::fresh_nan(-1.0)),
                _ => t.parse::<f64>().ok(),
            };
            match parsed {
                Some(f) => Value::Float(f),
                None => {
                    return Err(PyErr::value_error(format!(
                        "could not convert string to float: {}",
                        v.repr()
                    ))
                    .into())
                }
            }
        }
        Value::Foreign(_) => return (ctx.host.to_number)(ctx, v, "float"),
        Value::Object(_) => return super::call_prelude(ctx, "_float", a),
        other => {
            return Err(PyErr::type_error(format!(
                "float() argument must be a string or a real number, not '{}'",
                dunder::type_name(other)
            ))
            .into())
        }
    })
}

fn bool_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        None => Ok(Value::Bool(false)),
        Some(v) => match dunder::truthy(ctx, v) {
            Ok(b) => Ok(Value::Bool(b)),
            Err(f) => Err(f),
        },
    }
}

pub(super) fn hash(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "hash")?;
    super::super::conts::hashed::hash(ctx, v)
}

fn chr(_: &mut Ctx, a: &Args) -> NativeResult {
    let i = as_i64(one_arg(a, "chr")?, "")?;
    match u32::try_from(i).ok().and_then(char::from_u32) {
        Some(c) => Ok(Value::str(&c.to_string())),
        // In range for CPython, which makes a str of one lone surrogate; the playground's str
        // (UTF-8) cannot hold one, and any stand-in would be a wrong answer.
        None if (0xD800..=0xDFFF).contains(&i) => Err(PyErr::new("NotImplementedError", format!(
            "chr({i:#x}): lone surrogates are not supported: the playground's str cannot hold a UTF-16 surrogate code point (U+D800 to U+DFFF)"
        ))
        .into()),
        None => Err(PyErr::value_error("chr() arg not in range(0x110000)").into()),
    }
}

fn ord(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "ord")?;
    let v = match v {
        // A str or bytes subclass's instance is its text.
        Value::Object(o) if o.base.is_some() => o.base.as_ref().unwrap_or(v),
        _ => v,
    };
    match v {
        Value::Str(s) if s.chars().count() == 1 => {
            Ok(Value::Int(s.chars().next().map(|c| c as i64).unwrap_or(0)))
        }
        Value::Str(s) => Err(PyErr::type_error(format!(
            "ord() expected a character, but string of length {} found",
            s.chars().count()
        ))
        .into()),
        // A bytes or bytearray of one byte is that byte's value (CPython's words for the rest).
        Value::Bytes(b) if b.len() == 1 => Ok(Value::Int(b[0] as i64)),
        Value::ByteArray(b) if b.borrow().len() == 1 => Ok(Value::Int(b.borrow()[0] as i64)),
        Value::Bytes(b) => Err(PyErr::type_error(format!(
            "ord() expected a character, but string of length {} found",
            b.len()
        ))
        .into()),
        Value::ByteArray(b) => Err(PyErr::type_error(format!(
            "ord() expected a character, but string of length {} found",
            b.borrow().len()
        ))
        .into()),
        _ => Err(PyErr::type_error(format!(
            "ord() expected string of length 1, but {} found",
            dunder::type_name(&a.pos[0])
        ))
        .into()),
    }
}

/// `input(prompt)`: the prompt written, then the next line of the run's stdin without its end.
fn input(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() > 1 {
        return Err(PyErr::type_error(format!(
            "input expected at most 1 argument, got {}",
            a.pos.len()
        ))
        .into());
    }
    if let Some(p) = a.pos.first() {
        ctx.write(&p.to_str());
    }
    match crate::native::read_stdin_line() {
        Some(mut line) => {
            if line.ends_with('\n') {
                line.pop();
            }
            Ok(Value::str(&line))
        }
        None => Err(PyErr::new("EOFError", "EOF when reading a line").into()),
    }
}

pub(super) fn format(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(v) = a.pos.first() else {
        return Err(PyErr::type_error("format expected at least 1 argument, got 0").into());
    };
    let spec = a.pos.get(1).map(|s| s.to_str()).unwrap_or_default();
    conts::format_value(ctx, v, 0, &spec)
}

fn radix(a: &Args, name: &str, prefix: &str, base: u32) -> NativeResult {
    if let Value::Long(b) = one_arg(a, name)? {
        return Ok(Value::str(&crate::long::to_radix(b, base, prefix)?));
    }
    let i = as_i64(one_arg(a, name)?, "")?;
    let mag = i.unsigned_abs();
    let digits = match base {
        16 => format!("{mag:x}"),
        2 => format!("{mag:b}"),
        _ => format!("{mag:o}"),
    };
    Ok(Value::str(&format!(
        "{}{prefix}{digits}",
        if i < 0 { "-" } else { "" }
    )))
}

fn hex(_: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(f) = super::index_retry(a, "hex", hex) {
        return Err(f);
    }
    radix(a, "hex", "0x", 16)
}

fn oct(_: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(f) = super::index_retry(a, "oct", oct) {
        return Err(f);
    }
    radix(a, "oct", "0o", 8)
}

fn bin(_: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(f) = super::index_retry(a, "bin", bin) {
        return Err(f);
    }
    radix(a, "bin", "0b", 2)
}
