//! `repr`, `str` and `format` of instances of built-in-type subclasses: the built-in value's text
//! (a list's items through their own reprs, once per container as CPython's `Py_ReprEnter`).

use std::cell::RefCell;
use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::{Args, Continuation, Ctx, Flow, NativeResult, Then};
use crate::value::Value;

use super::me;

thread_local! {
    /// The instances whose repr is being made (CPython's `Py_ReprEnter`): a container holding
    /// itself prints `[...]` there rather than recursing without end.
    static IN_REPR: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

pub(super) fn repr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let base = me(a)?;
    let key = match a.pos.first() {
        Some(Value::Object(o)) => Rc::as_ptr(o) as usize,
        _ => return crate::conts::stringify(ctx, vec![base], crate::conts::Finish::Repr),
    };
    if let (Value::ByteArray(b), Some(Value::Object(o))) = (&base, a.pos.first()) {
        // A bytearray subclass is named in its repr, `BA(b'xy')`, as CPython's.
        let quoted = crate::bytes::repr(&b.borrow());
        return Ok(Value::str(&format!("{}({quoted})", o.class.name)));
    }
    if let (Value::Set(_), Some(Value::Object(o))) = (&base, a.pos.first()) {
        // CPython names a set subclass in its repr, `S({1, 2})`, `S()`; a set cannot hold
        // itself, so no guard is needed.
        let mut rename = SetRepr(o.class.name.to_string());
        return match crate::conts::stringify(ctx, vec![base], crate::conts::Finish::Repr) {
            Err(Flow::Call(mut c)) => {
                c.then = match std::mem::replace(&mut c.then, Then::Tail) {
                    Then::Resume(k) => Then::Nest(Box::new(rename), k),
                    Then::Tail => Then::Resume(Box::new(rename)),
                    other => other,
                };
                Err(Flow::Call(c))
            }
            Ok(v) => rename.resume(ctx, v),
            r => r,
        };
    }
    if IN_REPR.with(|r| r.borrow().contains(&key)) {
        return Ok(Value::str(match base {
            Value::List(_) => "[...]",
            Value::Dict(_) => "{...}",
            _ => "...",
        }));
    }
    IN_REPR.with(|r| r.borrow_mut().push(key));
    match crate::conts::stringify(ctx, vec![base], crate::conts::Finish::Repr) {
        // The items' Python reprs run first; the instance leaves when the text is done.
        Err(Flow::Call(mut c)) => {
            c.then = match std::mem::replace(&mut c.then, Then::Tail) {
                Then::Resume(k) => Then::Nest(Box::new(LeaveRepr(key)), k),
                Then::Tail => Then::Resume(Box::new(LeaveRepr(key))),
                other => {
                    leave_repr(key);
                    other
                }
            };
            Err(Flow::Call(c))
        }
        r => {
            leave_repr(key);
            r
        }
    }
}

fn leave_repr(key: usize) {
    IN_REPR.with(|r| {
        let mut r = r.borrow_mut();
        if let Some(i) = r.iter().rposition(|k| *k == key) {
            r.remove(i);
        }
    });
}

/// A set's repr (`{1, 2}`, `set()`, `frozenset({2})`) as its subclass's: `S({1, 2})`, `S()`.
#[derive(Debug)]
struct SetRepr(String);

impl Continuation for SetRepr {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        let text = v.to_str();
        let inner = text
            .strip_prefix("frozenset(")
            .and_then(|t| t.strip_suffix(')'))
            .unwrap_or(&text);
        let inner = if inner.starts_with('{') { inner } else { "" };
        Ok(Value::str(&format!("{}({inner})", self.0)))
    }
}

/// Ends an instance's repr once the Python calls it needed have answered (or failed).
#[derive(Debug)]
struct LeaveRepr(usize);

impl Continuation for LeaveRepr {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        leave_repr(self.0);
        Ok(v)
    }

    fn on_error(&mut self, _: &mut Ctx, _: &PyErr) -> Option<NativeResult> {
        leave_repr(self.0);
        None
    }
}

pub(super) fn str_(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(me(a)?)
}

/// `format(x, spec)` for str, int and float subclasses: the value's format, and with an empty
/// spec `str(x)` (the class's `__str__`, as CPython's built-in `__format__` gives).
pub(super) fn format(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let spec = match a.pos.get(1) {
        Some(Value::Str(s)) => s.to_string(),
        _ => String::new(),
    };
    if spec.is_empty() {
        let this = a.pos.first().cloned().unwrap_or(Value::None);
        return crate::conts::stringify(ctx, vec![this], crate::conts::Finish::Str);
    }
    match crate::conts::format_value(ctx, &me(a)?, 0, &spec) {
        // CPython's message names the subclass: "... for object of type 'I'".
        Err(Flow::Raise(mut e))
            if e.message.starts_with("Unknown format code")
                || e.message.starts_with("Invalid format specifier") =>
        {
            if let (Some(cut), Some(this)) = (e.message.rfind(" of type '"), a.pos.first()) {
                e.message = format!(
                    "{} of type '{}'",
                    &e.message[..cut],
                    crate::dunder::type_name(this)
                );
            }
            Err(Flow::Raise(e))
        }
        r => r,
    }
}
