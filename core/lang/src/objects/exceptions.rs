//! The built-in exceptions' behaviour: `args`, `str`/`repr`, OSError's and SystemExit's
//! attributes, `__init__` and `add_note`, and the class tree (`EXCEPTIONS`).

use super::Instance;
use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeResult};
use crate::value::Value;

/// The exception's `args` tuple.
pub fn exception_args(o: &Instance) -> Vec<Value> {
    match &o.attrs.borrow().get("args") {
        Some(Value::Tuple(t)) => t.to_vec(),
        _ => Vec::new(),
    }
}

/// A `BaseExceptionGroup`'s message and sub-exceptions (`_excgroup.py` defines the classes).
pub fn group(o: &Instance) -> Option<(String, Vec<Value>)> {
    let named = |c: &super::Class| c.name == "BaseExceptionGroup";
    if !named(&o.class) && !o.class.mro_rest.iter().any(|c| named(c)) {
        return None;
    }
    let attrs = o.attrs.borrow();
    let excs = match attrs.get("exceptions") {
        Some(Value::Tuple(ref t)) => t.to_vec(),
        _ => return None,
    };
    let message = attrs.get("message").map(|m| m.to_str()).unwrap_or_default();
    Some((message, excs))
}

/// The built-in classes with a `__str__` of their own (CPython's `KeyError_str`,
/// `OSError_str`, ...); the others inherit `BaseException.__str__`.
const STR_KINDS: &[&str] = &[
    "KeyError",
    "OSError",
    "SyntaxError",
    "UnicodeEncodeError",
    "UnicodeDecodeError",
    "UnicodeTranslateError",
];

/// The built-in class whose `__str__` the first of `classes` (a class's MRO, or the part of
/// it after a `super()`'s class) to hold one gives: `KeyError` for a subclass of it,
/// `BaseException` for most.
pub fn str_kind<'a>(classes: impl IntoIterator<Item = &'a super::Class>) -> &'static str {
    for c in classes {
        if c.builtin {
            if let Some(k) = STR_KINDS.iter().find(|k| **k == &*c.name) {
                return k;
            }
        }
    }
    "BaseException"
}

/// `str(exc)`: empty, the single argument's str, or the tuple of arguments (a group's
/// `msg (n sub-exceptions)`).
pub fn exception_str(o: &Instance) -> String {
    let c = &*o.class;
    let kind = str_kind(std::iter::once(c).chain(c.mro_rest.iter().map(|c| &**c)));
    exception_str_as(o, kind)
}

/// `str(exc)` as the `__str__` of built-in class `kind` makes it (see [`str_kind`]).
pub fn exception_str_as(o: &Instance, kind: &str) -> String {
    if let Some((message, excs)) = group(o) {
        let n = excs.len();
        return format!(
            "{message} ({n} sub-exception{})",
            if n == 1 { "" } else { "s" }
        );
    }
    let args = exception_args(o);
    match args.len() {
        // SyntaxError's text is its `msg`'s, None without one.
        0 if kind == "SyntaxError" => "None".into(),
        0 => String::new(),
        1 if kind == "KeyError" => args[0].repr(),
        _ if kind.starts_with("Unicode") && unicode_error(o) => {
            let attrs = o.attrs.borrow();
            let get = |n: &str| attrs.get(n).unwrap_or(Value::None);
            let int = |n: &str| match get(n) {
                Value::Int(i) => i,
                Value::Bool(b) => b as i64,
                _ => 0,
            };
            unicode_message(
                &o.class.name,
                &get("encoding").to_str(),
                &get("object"),
                int("start"),
                int("end"),
                &get("reason").to_str(),
            )
        }
        1 => args[0].to_str(),
        2 if kind == "SyntaxError" => {
            // `msg (file, line N)`, the file by its last part, as CPython's SyntaxError_str.
            let field = |i: usize| syntax_field(o, i);
            let msg = args[0].to_str();
            let file = match &field(0) {
                Value::Str(f) => Some(f.rsplit('/').next().unwrap_or_default().to_string()),
                _ => None,
            };
            match (file, field(1)) {
                (Some(f), Value::Int(n)) => format!("{msg} ({f}, line {n})"),
                (Some(f), _) => format!("{msg} ({f})"),
                (None, Value::Int(n)) => format!("{msg} (line {n})"),
                _ => msg,
            }
        }
        2..=5 if kind == "OSError" => {
            // `OSError(errno, strerror[, filename[, winerror[, filename2]]])`, as CPython's
            // `OSError.__str__`.
            let attrs = o.attrs.borrow();
            let get = |n: &str| attrs.get(n).unwrap_or(Value::None);
            let errno = attrs.get("errno").unwrap_or_else(|| args[0].clone());
            let strerror = attrs.get("strerror").unwrap_or_else(|| args[1].clone());
            let head = format!("[Errno {}] {}", errno.to_str(), strerror.to_str());
            match (get("filename"), get("filename2")) {
                (Value::None, _) => head,
                (f, Value::None) => format!("{head}: {}", f.repr()),
                (f, f2) => format!("{head}: {} -> {}", f.repr(), f2.repr()),
            }
        }
        _ => Value::tuple(args).repr(),
    }
}

/// Field `i` of a SyntaxError's details, `args[1]`: (filename, lineno, offset, text,
/// end_lineno, end_offset); None where it has none.
pub fn syntax_field(o: &Instance, i: usize) -> Value {
    match exception_args(o).get(1) {
        Some(Value::Tuple(t)) => t.get(i).cloned().unwrap_or(Value::None),
        _ => Value::None,
    }
}

/// A SyntaxError's `msg` (its first argument) and the fields of its details, unless the
/// instance holds its own.
pub fn syntax_error_attr(o: &Instance, name: &str) -> Option<Value> {
    let i = match name {
        "msg" => return Some(exception_args(o).into_iter().next().unwrap_or(Value::None)),
        "filename" => 0,
        "lineno" => 1,
        "offset" => 2,
        "text" => 3,
        "end_lineno" => 4,
        "end_offset" => 5,
        _ => return None,
    };
    if o.attrs.borrow().get(name).is_some() {
        return None;
    }
    Some(syntax_field(o, i))
}

/// `object.__doc__`, CPython's text.
pub const OBJECT_DOC: &str = "The base class of the class hierarchy.\n\nWhen called, it accepts \
no arguments and returns a new featureless\ninstance that has no instance attributes and cannot \
be given any.\n";

/// Whether `o` is a UnicodeEncodeError or UnicodeDecodeError with its fields set (its text is
/// made from them).
pub fn unicode_error(o: &Instance) -> bool {
    (o.class.derives_from_builtin("UnicodeEncodeError")
        || o.class.derives_from_builtin("UnicodeDecodeError"))
        && o.attrs.borrow().get("reason").is_some()
}

/// An `OSError`'s `errno`, `strerror`, `filename` or `filename2`: from its two to five
/// arguments, or from a native error's text (`[Errno 2] No such file or directory: 'x'`).
pub fn os_error_attr(o: &Instance, name: &str) -> Value {
    let args = exception_args(o);
    let i = ["errno", "strerror", "filename", "", "filename2"]
        .iter()
        .position(|n| *n == name)
        .unwrap_or(3);
    if (2..=5).contains(&args.len()) {
        return args.get(i).cloned().unwrap_or(Value::None);
    }
    let text = match args.as_slice() {
        [Value::Str(t)] => t.to_string(),
        _ => return Value::None,
    };
    let Some((n, rest)) = text
        .strip_prefix("[Errno ")
        .and_then(|r| r.split_once("] "))
    else {
        return Value::None;
    };
    let (strerror, file) = match rest.split_once(": '") {
        Some((s, f)) => (s, f.strip_suffix('\'')),
        None => (rest, None),
    };
    match i {
        0 => n.parse().map_or(Value::None, Value::Int),
        1 => Value::str(strerror),
        2 => file.map_or(Value::None, Value::str),
        _ => Value::None,
    }
}

/// An `ImportError`'s `msg`, `name` or `path` not given to its constructor: the first argument,
/// and for the VM's own errors the module named in the text (`No module named 'x'`, `cannot
/// import name 'n' from 'm'`), as CPython's import system sets it.
pub fn import_error_attr(o: &Instance, attr: &str) -> Value {
    let args = exception_args(o);
    let first = args.first().cloned();
    if attr == "msg" {
        return first.unwrap_or(Value::None);
    }
    let (Some(Value::Str(text)), "name") = (&first, attr) else {
        return Value::None;
    };
    let quoted = |rest: &str| rest.split('\'').nth(1).map(Value::str);
    if let Some(rest) = text.strip_prefix("No module named ") {
        return quoted(rest).unwrap_or(Value::None);
    }
    match text.strip_prefix("cannot import name ") {
        Some(rest) => rest
            .split_once(" from ")
            .and_then(|(_, m)| quoted(m))
            .unwrap_or(Value::None),
        None => Value::None,
    }
}

/// CPython's map from an errno to the OSError subclass `OSError(errno, strerror)` makes
/// (Linux's numbers, as the `errno` module's).
pub fn os_error_subclass(errno: &Value) -> Option<&'static str> {
    let Value::Int(n) = errno else { return None };
    Some(match n {
        11 | 114 | 115 => "BlockingIOError",
        10 => "ChildProcessError",
        32 | 108 => "BrokenPipeError",
        103 => "ConnectionAbortedError",
        111 => "ConnectionRefusedError",
        104 => "ConnectionResetError",
        17 => "FileExistsError",
        2 => "FileNotFoundError",
        21 => "IsADirectoryError",
        20 => "NotADirectoryError",
        4 => "InterruptedError",
        1 | 13 => "PermissionError",
        3 => "ProcessLookupError",
        110 => "TimeoutError",
        _ => return None,
    })
}

/// An exception's constructor arguments kept: `args`, and for an OSError given two to five,
/// `errno`, `strerror`, `filename` and `filename2`, with `args` the first two when a file is
/// named (CPython's `oserror_init`).
pub fn init_args(o: &Instance, pos: &[Value]) -> Result<(), PyErr> {
    if o.class.derives_from_builtin("UnicodeEncodeError")
        || o.class.derives_from_builtin("UnicodeDecodeError")
    {
        unicode_fields(o, pos)?;
    }
    if pos.len() == 2 && o.class.derives_from_builtin("SyntaxError") {
        // The details are (filename, lineno, offset, text[, end_lineno, end_offset]).
        let n = match &pos[1] {
            Value::Tuple(t) => Some(t.len()),
            Value::List(l) => Some(l.borrow().len()),
            Value::Str(s) => Some(s.chars().count()),
            Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::None | Value::Long(_) => {
                return Err(PyErr::type_error(format!(
                    "'{}' object is not iterable",
                    pos[1].type_name()
                )))
            }
            _ => None,
        };
        match n {
            Some(n) if n < 4 => {
                return Err(PyErr::type_error(format!(
                    "function takes at least 4 arguments ({n} given)"
                )))
            }
            Some(n) if n > 6 => {
                return Err(PyErr::type_error(format!(
                    "function takes at most 6 arguments ({n} given)"
                )))
            }
            _ => {}
        }
    }
    let mut attrs = o.attrs.borrow_mut();
    if !(2..=5).contains(&pos.len()) || !o.class.derives_from_builtin("OSError") {
        attrs.set("args", Value::tuple(pos.to_vec()));
        return Ok(());
    }
    attrs.set("errno", pos[0].clone());
    attrs.set("strerror", pos[1].clone());
    let file = |i: usize| match pos.get(i) {
        Some(Value::None) | None => None,
        Some(v) => Some(v.clone()),
    };
    let filename = file(2);
    let named = filename.is_some();
    attrs.set("filename", filename.unwrap_or(Value::None));
    attrs.set("filename2", file(4).unwrap_or(Value::None));
    let args = if named { &pos[..2] } else { pos };
    attrs.set("args", Value::tuple(args.to_vec()));
    Ok(())
}

/// A UnicodeEncodeError's or UnicodeDecodeError's text from its fields (CPython's `__str__`):
/// one character or byte named when `end` is `start + 1` and inside `object`, else the range.
pub fn unicode_message(
    kind: &str,
    encoding: &str,
    object: &Value,
    start: i64,
    end: i64,
    reason: &str,
) -> String {
    let at = usize::try_from(start).ok();
    if kind == "UnicodeEncodeError" {
        let one = match (object, at) {
            (Value::Str(s), Some(i)) if end == start + 1 => s.chars().nth(i),
            _ => None,
        };
        return match one {
            Some(c) => {
                let esc = match c as u32 {
                    n if n < 0x100 => format!("\\x{n:02x}"),
                    n if n < 0x10000 => format!("\\u{n:04x}"),
                    n => format!("\\U{n:08x}"),
                };
                format!("'{encoding}' codec can't encode character '{esc}' in position {start}: {reason}")
            }
            None => format!(
                "'{encoding}' codec can't encode characters in position {start}-{}: {reason}",
                end - 1
            ),
        };
    }
    let byte = match (crate::bytes::view(object), at) {
        (Some(b), Some(i)) if end == start + 1 => b.get(i).copied(),
        _ => None,
    };
    match byte {
        Some(b) => {
            format!("'{encoding}' codec can't decode byte 0x{b:02x} in position {start}: {reason}")
        }
        None => format!(
            "'{encoding}' codec can't decode bytes in position {start}-{}: {reason}",
            end - 1
        ),
    }
}

/// The fields of `UnicodeEncodeError(encoding, object, start, end, reason)` and
/// `UnicodeDecodeError(...)` (whose object is kept as bytes), checked as CPython checks them.
fn unicode_fields(o: &Instance, pos: &[Value]) -> Result<(), PyErr> {
    let encode = o.class.derives_from_builtin("UnicodeEncodeError");
    if pos.len() != 5 {
        return Err(PyErr::type_error(format!(
            "function takes exactly 5 arguments ({} given)",
            pos.len()
        )));
    }
    let must_str = |i: usize| match &pos[i] {
        Value::Str(_) => Ok(()),
        v => Err(PyErr::type_error(format!(
            "argument {} must be str, not {}",
            i + 1,
            crate::dunder::type_name(v)
        ))),
    };
    must_str(0)?;
    let object = if encode {
        must_str(1)?;
        pos[1].clone()
    } else {
        match crate::bytes::view(&pos[1]) {
            Some(b) => Value::bytes(&b),
            None => {
                return Err(PyErr::type_error(format!(
                    "a bytes-like object is required, not '{}'",
                    crate::dunder::type_name(&pos[1])
                )))
            }
        }
    };
    for i in [2, 3] {
        if !matches!(pos[i], Value::Int(_) | Value::Bool(_)) {
            return Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                crate::dunder::type_name(&pos[i])
            )));
        }
    }
    must_str(4)?;
    let mut attrs = o.attrs.borrow_mut();
    for (name, v) in ["encoding", "object", "start", "end", "reason"]
        .into_iter()
        .zip([
            pos[0].clone(),
            object,
            pos[2].clone(),
            pos[3].clone(),
            pos[4].clone(),
        ])
    {
        attrs.set(name, v);
    }
    Ok(())
}

/// The attributes every exception keeps outside its `__dict__` (CPython's `BaseException`
/// struct), then `$extra`: its built-in class's own struct fields.
macro_rules! hidden {
    ($($extra:literal),*) => {
        &[
            "args",
            "__traceback__",
            "__context__",
            "__cause__",
            "__suppress_context__",
            // `traceback._tb_of`'s last answer, so `e.__traceback__ is e.__traceback__`.
            "__tb_cache__",
            $($extra),*
        ]
    };
}

/// What every exception keeps outside its `__dict__`.
const HIDDEN_BASE: &[&str] = hidden!();

/// The attributes an instance of `class` keeps outside its `__dict__` ([`super::Attrs`]): an
/// exception's struct fields, by the built-in exception it derives from; nothing for others.
pub fn hidden_names(class: &super::Class) -> &'static [&'static str] {
    const OS: &[&str] = hidden!("errno", "strerror", "filename", "filename2");
    const IMPORT: &[&str] = hidden!("name", "path", "msg");
    const EXIT: &[&str] = hidden!("code");
    const STOP: &[&str] = hidden!("value");
    const UNICODE: &[&str] = hidden!("encoding", "object", "start", "end", "reason");
    const NAME: &[&str] = hidden!("name");
    const ATTRIBUTE: &[&str] = hidden!("name", "obj");
    if !class.is_exception() {
        return &[];
    }
    let builtin = |n: &str| class.derives_from_builtin(n);
    if builtin("NameError") {
        NAME
    } else if builtin("AttributeError") {
        ATTRIBUTE
    } else if builtin("OSError") {
        OS
    } else if builtin("ImportError") {
        IMPORT
    } else if builtin("SystemExit") {
        EXIT
    } else if builtin("StopIteration") {
        STOP
    } else if builtin("UnicodeError") {
        UNICODE
    } else {
        HIDDEN_BASE
    }
}

/// `SystemExit(...).code`: `None` without arguments, the argument alone, or the tuple of them.
pub fn system_exit_code(o: &Instance) -> Value {
    if let Some(code) = o.attrs.borrow().get("code") {
        return code.clone();
    }
    let mut args = exception_args(o);
    match args.len() {
        0 => Value::None,
        1 => args.pop().unwrap_or(Value::None),
        _ => Value::tuple(args),
    }
}

/// `sys.exit(code)`, `exit(code)`, `quit(code)`: a `SystemExit` whose message is the code's text
/// (a native's error becomes an instance when caught; its `args` are read back from the text).
pub fn raise_system_exit(_: &mut Ctx, a: &Args) -> NativeResult {
    Err(PyErr::exit_with(a.pos.first().cloned().unwrap_or(Value::None)).into())
}

thread_local! {
    /// Each explicit `__str__`/`__repr__` made once (see [`exception_method`]).
    static METHODS: std::cell::RefCell<Vec<(&'static str, &'static str, Value)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// `__str__` (as the built-in class `kind`'s, see [`str_kind`]) or `__repr__` of the built-in
/// exceptions, called by name: `KeyError.__str__(e)`, `e.__repr__()`, `super().__str__()`.
pub fn exception_method(kind: &'static str, name: &str) -> Option<Value> {
    let name: &'static str = match name {
        "__str__" => "__str__",
        "__repr__" => "__repr__",
        _ => return None,
    };
    let kind = if name == "__repr__" {
        "BaseException"
    } else {
        kind
    };
    if let Some(v) = METHODS.with(|m| {
        m.borrow()
            .iter()
            .find(|(k, n, _)| *k == kind && *n == name)
            .map(|(_, _, v)| v.clone())
    }) {
        return Some(v);
    }
    let f: crate::native::NativeFn = match (name, kind) {
        ("__repr__", _) => |ctx, a| {
            receiver(a, "__repr__", "BaseException")?;
            crate::builtins::call_prelude(ctx, "_exc_repr", &crate::vm::args(a.pos[..1].to_vec()))
        },
        (_, "BaseException") => |ctx, a| {
            receiver(a, "__str__", "BaseException")?;
            let args = crate::vm::args(vec![a.pos[0].clone(), Value::Bool(false)]);
            crate::builtins::call_prelude(ctx, "_exc_str", &args)
        },
        (_, "KeyError") => |ctx, a| {
            receiver(a, "__str__", "KeyError")?;
            let args = crate::vm::args(vec![a.pos[0].clone(), Value::Bool(true)]);
            crate::builtins::call_prelude(ctx, "_exc_str", &args)
        },
        (_, "OSError") => |_, a| {
            Ok(Value::str(&exception_str_as(
                receiver(a, "__str__", "OSError")?,
                "OSError",
            )))
        },
        (_, "SyntaxError") => |_, a| {
            Ok(Value::str(&exception_str_as(
                receiver(a, "__str__", "SyntaxError")?,
                "SyntaxError",
            )))
        },
        (_, "UnicodeEncodeError") => |_, a| {
            Ok(Value::str(&exception_str_as(
                receiver(a, "__str__", "UnicodeEncodeError")?,
                "UnicodeEncodeError",
            )))
        },
        (_, "UnicodeDecodeError") => |_, a| {
            Ok(Value::str(&exception_str_as(
                receiver(a, "__str__", "UnicodeDecodeError")?,
                "UnicodeDecodeError",
            )))
        },
        (_, _) => |_, a| {
            Ok(Value::str(&exception_str_as(
                receiver(a, "__str__", "UnicodeTranslateError")?,
                "UnicodeTranslateError",
            )))
        },
    };
    let v = crate::native::NativeFunction::value(name, f);
    METHODS.with(|m| m.borrow_mut().push((kind, name, v.clone())));
    Some(v)
}

/// The exception an explicit `__str__`/`__repr__` is given, or CPython's TypeError.
fn receiver<'a>(a: &'a Args, name: &str, kind: &str) -> Result<&'a Instance, PyErr> {
    match a.pos.first() {
        Some(Value::Object(o)) if o.class.derives_from_builtin(kind) => {
            if a.pos.len() > 1 {
                return Err(PyErr::type_error(format!(
                    "expected 0 arguments, got {}",
                    a.pos.len() - 1
                )));
            }
            Ok(o)
        }
        Some(v) => Err(PyErr::type_error(format!(
            "descriptor '{name}' requires a '{kind}' object but received a '{}'",
            crate::dunder::type_name(v)
        ))),
        None => Err(PyErr::type_error(format!(
            "descriptor '{name}' of '{kind}' object needs an argument"
        ))),
    }
}

pub fn exception_repr(o: &Instance) -> String {
    let args = exception_args(o);
    let inner: Vec<String> = args.iter().map(|a| a.repr()).collect();
    format!("{}({})", o.class.name, inner.join(", "))
}

/// The built-in exception hierarchy, as (name, parent).
pub(super) const EXCEPTIONS: &[(&str, &str)] = &[
    ("Exception", "BaseException"),
    ("KeyboardInterrupt", "BaseException"),
    ("SystemExit", "BaseException"),
    ("GeneratorExit", "BaseException"),
    ("ArithmeticError", "Exception"),
    ("ZeroDivisionError", "ArithmeticError"),
    ("OverflowError", "ArithmeticError"),
    ("FloatingPointError", "ArithmeticError"),
    ("LookupError", "Exception"),
    ("IndexError", "LookupError"),
    ("KeyError", "LookupError"),
    ("ValueError", "Exception"),
    ("UnicodeError", "ValueError"),
    ("UnicodeEncodeError", "UnicodeError"),
    ("UnicodeDecodeError", "UnicodeError"),
    ("UnicodeTranslateError", "UnicodeError"),
    ("TypeError", "Exception"),
    ("NameError", "Exception"),
    ("UnboundLocalError", "NameError"),
    ("AttributeError", "Exception"),
    ("RuntimeError", "Exception"),
    ("NotImplementedError", "RuntimeError"),
    ("RecursionError", "RuntimeError"),
    ("StopIteration", "Exception"),
    ("StopAsyncIteration", "Exception"),
    ("AssertionError", "Exception"),
    ("MemoryError", "Exception"),
    ("ImportError", "Exception"),
    ("ModuleNotFoundError", "ImportError"),
    ("SyntaxError", "Exception"),
    ("IndentationError", "SyntaxError"),
    ("TabError", "IndentationError"),
    ("OSError", "Exception"),
    ("FileNotFoundError", "OSError"),
    ("IsADirectoryError", "OSError"),
    ("PermissionError", "OSError"),
    ("FileExistsError", "OSError"),
    ("TimeoutError", "OSError"),
    ("NotADirectoryError", "OSError"),
    ("InterruptedError", "OSError"),
    ("BlockingIOError", "OSError"),
    ("ChildProcessError", "OSError"),
    ("ProcessLookupError", "OSError"),
    ("ConnectionError", "OSError"),
    ("BrokenPipeError", "ConnectionError"),
    ("ConnectionAbortedError", "ConnectionError"),
    ("ConnectionRefusedError", "ConnectionError"),
    ("ConnectionResetError", "ConnectionError"),
    ("EOFError", "Exception"),
    ("ReferenceError", "Exception"),
    ("BufferError", "Exception"),
    ("SystemError", "Exception"),
    ("Warning", "Exception"),
    ("UserWarning", "Warning"),
    ("DeprecationWarning", "Warning"),
    ("PendingDeprecationWarning", "Warning"),
    ("RuntimeWarning", "Warning"),
    ("FutureWarning", "Warning"),
    ("SyntaxWarning", "Warning"),
    ("ImportWarning", "Warning"),
    ("UnicodeWarning", "Warning"),
    ("BytesWarning", "Warning"),
    ("ResourceWarning", "Warning"),
    ("EncodingWarning", "Warning"),
];

/// `BaseException.__init__`: keeps the arguments, and the keywords [`exception_keywords`] takes.
pub(super) fn exc_init(_: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(Value::Object(o)) = a.pos.first() {
        exception_keywords(o, &a.kw)?;
        init_args(o, &a.pos[1..])?;
    }
    Ok(Value::None)
}

/// A built-in exception's constructor takes no keywords but ImportError's `name` and `path`,
/// NameError's `name` and AttributeError's `name` and `obj` (kept as attributes), with CPython's
/// messages, rather than dropping what it cannot keep.
pub fn exception_keywords(o: &Instance, kw: &[(std::rc::Rc<str>, Value)]) -> Result<(), PyErr> {
    let builtin = |n: &str| o.class.derives_from_builtin(n);
    let allowed: &[&str] = if builtin("ImportError") {
        &["name", "path"]
    } else if builtin("NameError") {
        &["name"]
    } else if builtin("AttributeError") {
        &["name", "obj"]
    } else {
        &[]
    };
    for (k, v) in kw {
        if allowed.is_empty() {
            let msg = format!("{}() takes no keyword arguments", o.class.name);
            return Err(PyErr::type_error(msg));
        }
        if !allowed.contains(&&**k) {
            let msg = format!(
                "'{k}' is an invalid keyword argument for {}()",
                o.class.name
            );
            return Err(PyErr::type_error(msg));
        }
        o.attrs.borrow_mut().set(k, v.clone());
    }
    Ok(())
}

/// `e.add_note(note)`: appended to `e.__notes__`, printed after the exception's line.
pub(super) fn exc_add_note(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(Value::Object(o)), Some(note)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("add_note() takes exactly one argument").into());
    };
    if !matches!(note, Value::Str(_)) {
        return Err(
            PyErr::type_error(format!("note must be a str, not '{}'", note.type_name())).into(),
        );
    }
    let notes = o.attrs.borrow().get("__notes__");
    match &notes {
        Some(Value::List(l)) => l.borrow_mut().push(note.clone()),
        Some(_) => {
            return Err(PyErr::type_error("Cannot add note: __notes__ is not a list").into())
        }
        None => o
            .attrs
            .borrow_mut()
            .set("__notes__", Value::list(vec![note.clone()])),
    }
    Ok(Value::None)
}

/// `exc.with_traceback(tb)`: `tb` (a traceback object, or None) as the exception's
/// `__traceback__` from now on, and the exception itself.
pub(super) fn exc_with_traceback(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(exc @ Value::Object(o)), Some(tb)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("with_traceback() takes exactly one argument").into());
    };
    let is_traceback = match tb {
        Value::None => true,
        Value::Object(t) => t.class.name == "traceback",
        _ => false,
    };
    if !is_traceback {
        return Err(PyErr::type_error("__traceback__ must be a traceback or None").into());
    }
    o.attrs.borrow_mut().set("__traceback__", tb.clone());
    if matches!(tb, Value::None) {
        // Raised again, it starts a traceback of its own (`raise err.with_traceback(None)`).
        o.traceback.borrow_mut().clear();
    }
    Ok(exc.clone())
}
