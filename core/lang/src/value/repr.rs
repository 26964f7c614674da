//! What making a value's text needs beyond `Value::repr`: CPython's `repr(str)` and printable
//! characters, default reprs' addresses, and the guards against containers that hold themselves
//! or nest past CPython's recursion limit ([`ReprGuard`], [`MAX_REPR_DEPTH`]).

use std::fmt::Write as _;
use std::rc::Rc;

use crate::errors::PyErr;

use super::Value;

/// A stable, CPython-looking address for default reprs (`<Foo object at 0x...>`).
pub fn addr<T>(p: &T) -> String {
    format!("0x{:012x}", p as *const T as usize)
}

/// CPython's `repr(str)`: single quotes unless the text holds a single quote and no double quote.
/// `str.isprintable` for one character, as `repr` decides what to escape: not a control or
/// format character, not a separator other than the space, not private use, not the unassigned
/// U+FFF0-U+FFF8 of the Specials block. (CPython also escapes the other unassigned code points,
/// which this does not know.)
pub fn printable(c: char) -> bool {
    match c {
        ' ' => true,
        c if c.is_control() || c.is_whitespace() => false,
        '\u{ad}'
        | '\u{600}'..='\u{605}'
        | '\u{61c}'
        | '\u{6dd}'
        | '\u{70f}'
        | '\u{180e}'
        | '\u{200b}'..='\u{200f}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{206f}'
        | '\u{feff}'
        | '\u{fdd0}'..='\u{fdef}'
        | '\u{fffe}'..='\u{ffff}'
        | '\u{fff0}'..='\u{fffb}'
        | '\u{e000}'..='\u{f8ff}'
        | '\u{f0000}'..='\u{10ffff}' => false,
        _ => true,
    }
}

pub fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if printable(c) => out.push(c),
            c if (c as u32) < 0x100 => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if (c as u32) < 0x10000 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push(quote);
    out
}

thread_local! {
    /// Containers whose text is being made, innermost last (CPython's `Py_ReprEnter` list).
    static REPR_ACTIVE: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
    /// A container nested deeper than [`MAX_REPR_DEPTH`] was met since the last
    /// [`check_repr_depth`].
    static REPR_TOO_DEEP: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The depth allowed to the text being made ([`reset_repr_depth`]).
    static REPR_LIMIT: std::cell::Cell<usize> = const { std::cell::Cell::new(MAX_REPR_DEPTH) };
}

/// Containers nested deeper than this are not rendered (text, and the walks that look for user
/// `__repr__`s and tensors all recurse once per level): CPython's repr of a list nested 998 deep
/// works at module level and of one 999 deep raises RecursionError (its recursion limit, 1000, less
/// the module's frame), measured with `python3 FILE`. A level is a few native frames, well inside
/// the page's 1 MiB wasm stack at this depth.
pub const MAX_REPR_DEPTH: usize = 998;

/// CPython's error for a repr past its recursion limit.
pub fn repr_depth_error() -> PyErr {
    PyErr::new(
        "RecursionError",
        "maximum recursion depth exceeded while getting the repr of an object",
    )
}

/// Forgets any earlier overflow: called where a text is started. `str()` and `print` reach one
/// level deeper than `repr()` and f-strings in CPython (`str(list)` enters the list's repr
/// without counting a level of its own).
pub(crate) fn reset_repr_depth(as_str: bool) {
    REPR_TOO_DEEP.with(|f| f.set(false));
    REPR_LIMIT.with(|l| l.set(MAX_REPR_DEPTH + usize::from(as_str)));
}

/// The RecursionError for a text whose making met a container nested past [`MAX_REPR_DEPTH`]
/// (the text itself was cut there with `[...]`, and must not be used).
pub(crate) fn check_repr_depth() -> Result<(), PyErr> {
    if REPR_TOO_DEEP.with(|f| f.replace(false)) {
        return Err(repr_depth_error());
    }
    Ok(())
}

/// Marks a container as being rendered (or walked) until dropped; `enter` answers `None` when
/// the container is already being rendered, i.e. it contains itself. Values that are not
/// containers always enter.
#[derive(Debug)]
pub(crate) struct ReprGuard(Option<usize>);

impl ReprGuard {
    pub(crate) fn enter(v: &Value) -> Option<ReprGuard> {
        let addr = match v {
            Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
            Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
            Value::Set(d) => Rc::as_ptr(d) as *const u8 as usize,
            Value::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
            _ => return Some(ReprGuard(None)),
        };
        let fresh = REPR_ACTIVE.with(|a| {
            let mut a = a.borrow_mut();
            if a.len() >= REPR_LIMIT.with(|l| l.get()) {
                REPR_TOO_DEEP.with(|f| f.set(true));
                return false;
            }
            if a.contains(&addr) {
                false
            } else {
                a.push(addr);
                true
            }
        });
        // (Not `then_some`: its argument is made either way, and dropping it would release the
        // entry of the rendering already in progress.)
        if fresh {
            Some(ReprGuard(Some(addr)))
        } else {
            None
        }
    }
}

impl Drop for ReprGuard {
    fn drop(&mut self) {
        if let Some(addr) = self.0 {
            REPR_ACTIVE.with(|a| {
                let mut a = a.borrow_mut();
                if let Some(i) = a.iter().rposition(|x| *x == addr) {
                    a.remove(i);
                }
            });
        }
    }
}

impl Value {
    /// CPython's text for a container met again inside itself.
    pub(crate) fn recursive_repr(&self) -> &'static str {
        match self {
            Value::List(_) => "[...]",
            Value::Tuple(_) => "(...)",
            Value::Set(s) if s.try_borrow().is_ok_and(|t| t.frozen) => "frozenset(...)",
            Value::Set(_) => "set(...)",
            _ => "{...}",
        }
    }
}
