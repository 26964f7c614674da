//! Methods of `bytes` and `bytearray`.
//!
//! Most run as `str`'s method on a stand-in text with one character per byte: bytes below 0x80
//! are themselves, the rest (and the separators `\x1c`-`\x1f`, which `str` treats as whitespace
//! and `bytes` does not) are private-use characters that no `str` method finds cased, alphabetic,
//! numeric or blank. So indices agree, and `str`'s Unicode rules become `bytes`' ASCII rules.

use super::super::bytes::{self, like, view};
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, NativeFn, NativeResult};
use super::super::value::Value;

/// The stand-in character of a byte.
fn ch(b: u8) -> char {
    match b {
        0x1c..=0x1f | 0x80..=0xff => char::from_u32(0xe000 + b as u32).unwrap_or('\0'),
        b => b as char,
    }
}

/// The byte of a stand-in character.
fn byte(c: char) -> u8 {
    match c as u32 {
        n @ 0xe000..=0xe0ff => (n - 0xe000) as u8,
        n => n as u8,
    }
}

fn text(b: &[u8]) -> Value {
    Value::str(&b.iter().map(|&c| ch(c)).collect::<String>())
}

fn untext(s: &str) -> Vec<u8> {
    s.chars().map(byte).collect()
}

fn need_bytes(v: &Value) -> Result<Vec<u8>, PyErr> {
    view(v).ok_or_else(|| {
        PyErr::type_error(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

/// How a method's arguments map onto `str`'s.
#[derive(Clone, Copy)]
enum Shape {
    /// No bytes arguments.
    Plain,
    /// Argument 1 is a bytes-like value or a byte as an int (`find`, `count`, `index`).
    Sub,
    /// Argument 1 is bytes or a tuple of bytes (`startswith`).
    Affix,
    /// Arguments 1.. (and `sep`) are bytes-like or None (`split`, `replace`, `strip`).
    Bytes,
    /// Argument 2 is one byte (`center`).
    Fill,
}

fn shape(name: &str) -> Option<Shape> {
    Some(match name {
        "count" | "find" | "rfind" | "index" | "rindex" => Shape::Sub,
        "startswith" | "endswith" => Shape::Affix,
        "replace" | "split" | "rsplit" | "partition" | "rpartition" | "strip" | "lstrip"
        | "rstrip" | "removeprefix" | "removesuffix" => Shape::Bytes,
        "center" | "ljust" | "rjust" => Shape::Fill,
        "upper" | "lower" | "swapcase" | "capitalize" | "title" | "isalpha" | "isalnum"
        | "isdigit" | "isspace" | "islower" | "isupper" | "istitle" | "zfill" | "expandtabs" => {
            Shape::Plain
        }
        _ => return None,
    })
}

fn convert(v: &Value, shape: Shape, name: &str, i: usize) -> Result<Value, PyErr> {
    Ok(match (shape, v) {
        (Shape::Sub, Value::Int(_) | Value::Bool(_) | Value::Long(_)) if i == 1 => {
            text(&[bytes::byte_of(v)?])
        }
        (Shape::Sub, v) if i == 1 => text(&view(v).ok_or_else(|| {
            PyErr::type_error(format!(
                "argument should be integer or bytes-like object, not '{}'",
                v.type_name()
            ))
        })?),
        (Shape::Affix, Value::Tuple(t)) if i == 1 => Value::tuple(
            t.iter()
                .map(|p| need_bytes(p).map(|b| text(&b)))
                .collect::<Result<_, _>>()?,
        ),
        (Shape::Affix, v) if i == 1 => text(&view(v).ok_or_else(|| {
            PyErr::type_error(format!(
                "{name} first arg must be bytes or a tuple of bytes, not {}",
                v.type_name()
            ))
        })?),
        (Shape::Bytes, Value::None) => Value::None,
        (Shape::Bytes, v) if i <= 2 && !matches!(v, Value::Int(_)) => text(&need_bytes(v)?),
        (Shape::Fill, v) if i == 2 => match view(v) {
            Some(b) if b.len() == 1 => text(&b),
            _ => {
                return Err(PyErr::type_error(format!(
                    "{name}() argument 2 must be a byte string of length 1, not {}",
                    v.type_name()
                )))
            }
        },
        _ => v.clone(),
    })
}

/// The str method's answer back as bytes of the receiver's kind.
fn back(recv: &Value, v: Value) -> Value {
    match &v {
        Value::Str(s) => like(recv, untext(s)),
        Value::List(l) => Value::list(l.borrow().iter().map(|x| back(recv, x.clone())).collect()),
        Value::Tuple(t) => Value::tuple(t.iter().map(|x| back(recv, x.clone())).collect()),
        _ => v,
    }
}

fn bridged(ctx: &mut Ctx, a: &Args, name: &str) -> NativeResult {
    let (Some(shape), Some(f)) = (shape(name), super::strmethods::str_method(name)) else {
        return Err(PyErr::runtime_error(format!("internal error: no bytes.{name}")).into());
    };
    // The str method's own count check would name str: bytes' `is*` are checked here first.
    if name.starts_with("is") {
        super::method_takes(a, None, name, 0)?;
    }
    let recv = &a.pos[0];
    let mut pos = vec![text(&view(recv).unwrap_or_default())];
    for (i, v) in a.pos.iter().enumerate().skip(1) {
        pos.push(convert(v, shape, name, i)?);
    }
    let mut kw = Vec::with_capacity(a.kw.len());
    for (k, v) in &a.kw {
        let v = match &**k {
            "sep" | "chars" => convert(v, shape, name, 1)?,
            _ => v.clone(),
        };
        kw.push((k.clone(), v));
    }
    match f(ctx, &Args { pos, kw }) {
        Ok(v) => Ok(back(recv, v)),
        Err(super::super::native::Flow::Raise(e))
            if e.kind == "ValueError" && e.message == "substring not found" =>
        {
            Err(PyErr::value_error("subsection not found").into())
        }
        Err(e) => Err(e),
    }
}

/// `b.method` for a bytes or bytearray receiver.
pub fn bytes_method(obj: &Value, name: &str) -> Option<NativeFn> {
    if matches!(obj, Value::ByteArray(_)) {
        if let Some(f) = super::bytearray::bytearray_method(name) {
            return Some(f);
        }
    }
    macro_rules! bridge {
        ($($n:literal)*) => {
            match name {
                $($n => return Some(|ctx, a| bridged(ctx, a, $n)),)*
                _ => {}
            }
        };
    }
    bridge!("count" "find" "rfind" "index" "rindex" "startswith" "endswith" "replace" "split"
        "rsplit" "partition" "rpartition" "strip" "lstrip" "rstrip" "removeprefix"
        "removesuffix" "center" "ljust" "rjust" "upper" "lower" "swapcase" "capitalize" "title"
        "isalpha" "isalnum" "isdigit" "isspace" "islower" "isupper" "istitle" "zfill"
        "expandtabs");
    Some(match name {
        "decode" => super::super::codecs::bytes_decode,
        "isascii" => takes!("isascii", 0, |_, a| Ok(Value::Bool(
            view(&a.pos[0]).unwrap_or_default().is_ascii()
        ))),
        "hex" => bytes::hex,
        "join" => join,
        "splitlines" => splitlines,
        "translate" => translate,
        "__bytes__" => |_, a| Ok(Value::bytes(&view(&a.pos[0]).unwrap_or_default())),
        "fromhex" => takes!("fromhex", 1, |_, a| {
            let mutable = matches!(a.pos[0], Value::ByteArray(_));
            bytes::fromhex(a.pos.get(1).unwrap_or(&Value::None), mutable)
        }),
        "maketrans" => |_, a| maketrans(&a.pos[1..]),
        _ => return None,
    })
}

/// `bytes.fromhex`, `bytes.maketrans` and the like looked up on the type itself.
pub fn type_method(type_name: &str, name: &str) -> Option<NativeFn> {
    Some(match (type_name, name) {
        ("bytes", "fromhex") => |_, a| bytes::fromhex(&one(a, "fromhex")?, false),
        ("bytearray", "fromhex") => |_, a| bytes::fromhex(&one(a, "fromhex")?, true),
        (_, "maketrans") => |_, a| maketrans(&a.pos),
        _ => return None,
    })
}

fn one(a: &Args, name: &str) -> Result<Value, PyErr> {
    super::one_arg(a, name).cloned()
}

/// `bytes.maketrans(frm, to)`: the identity table with `frm`'s bytes mapped to `to`'s.
fn maketrans(pos: &[Value]) -> NativeResult {
    if pos.len() != 2 {
        return Err(PyErr::type_error(format!(
            "maketrans expected 2 arguments, got {}",
            pos.len()
        ))
        .into());
    }
    let (frm, to) = (need_bytes(&pos[0])?, need_bytes(&pos[1])?);
    if frm.len() != to.len() {
        return Err(PyErr::value_error("maketrans arguments must have same length").into());
    }
    let mut table: Vec<u8> = (0..=255).collect();
    for (f, t) in frm.iter().zip(&to) {
        table[*f as usize] = *t;
    }
    Ok(Value::bytes(&table))
}

/// `b.translate(table, delete=b'')`: natively for a 256-byte table (or None) and a bytes-like
/// `delete`; the prelude's `_bytes_translate` raises CPython's errors for anything else.
fn translate(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let delete = match (a.pos.len(), a.kw.as_slice()) {
        (2, []) => Some(Vec::new()),
        (3, []) => view(&a.pos[2]),
        (2, [(k, v)]) if &**k == "delete" => view(v),
        _ => None,
    };
    let table = match a.pos.get(1) {
        Some(Value::None) => Some(None),
        Some(t) => view(t).filter(|t| t.len() == 256).map(Some),
        None => None,
    };
    let (Some(delete), Some(table), Some(this)) = (delete, table, view(&a.pos[0])) else {
        return super::call_prelude(ctx, "_bytes_translate", a);
    };
    let mut gone = [false; 256];
    for &d in &delete {
        gone[d as usize] = true;
    }
    let out: Vec<u8> = this
        .iter()
        .filter(|&&c| !gone[c as usize])
        .map(|&c| table.as_ref().map_or(c, |t| t[c as usize]))
        .collect();
    Ok(bytes::like(&a.pos[0], out))
}

fn join(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let sep = view(&a.pos[0]).unwrap_or_default();
    if a.pos.len() != 2 {
        return Err(PyErr::type_error(format!(
            "join() takes exactly one argument ({} given)",
            a.pos.len() - 1
        ))
        .into());
    }
    let items = match super::native_items(&a.pos[1]) {
        Some(items) => items?,
        None => super::super::conts::items_arg(join, a, 1)?,
    };
    let _ = ctx;
    let mut out = Vec::new();
    for (i, it) in items.iter().enumerate() {
        let Some(b) = view(it) else {
            return Err(PyErr::type_error(format!(
                "sequence item {i}: expected a bytes-like object, {} found",
                it.type_name()
            ))
            .into());
        };
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        out.extend_from_slice(&b);
        super::super::native::check_str_len(out.len())?;
    }
    Ok(like(&a.pos[0], out))
}

/// `b.splitlines(keepends=False)`: at `\n`, `\r` and `\r\n` only.
fn splitlines(_: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("splitlines", &["keepends"])?;
    super::arity(a, 1, "splitlines", (0, 1), super::Said::Takes)?;
    let keep = match a.get(1, "keepends") {
        Some(v) => v.truthy()?,
        None => false,
    };
    let b = view(&a.pos[0]).unwrap_or_default();
    let mut out = Vec::new();
    let (mut start, mut i) = (0, 0);
    while i < b.len() {
        let end = match b[i] {
            b'\r' if b.get(i + 1) == Some(&b'\n') => i + 2,
            b'\r' | b'\n' => i + 1,
            _ => {
                i += 1;
                continue;
            }
        };
        out.push(like(
            &a.pos[0],
            b[start..if keep { end } else { i }].to_vec(),
        ));
        start = end;
        i = end;
    }
    if start < b.len() {
        out.push(like(&a.pos[0], b[start..].to_vec()));
    }
    Ok(Value::list(out))
}
