//! Text of values that may hold instances with a user `__str__`/`__repr__`: those methods are
//! called first, through the frame stack, then everything is rendered natively.

use super::super::builtins;
use super::super::errors::PyErr;
use super::super::native::{Continuation, Ctx, Flow, NativeResult, Then};
use super::super::objects::{self};
use super::super::value::{check_repr_depth, reset_repr_depth, ReprGuard, Value};
use crate::attr;
use std::collections::HashMap;
use std::rc::Rc;

/// How converted strings are used once every `__str__`/`__repr__` has answered.
#[derive(Debug, Clone)]
pub enum Finish {
    /// `print(...)` to the run's output, or (`err`) to its error stream (`file=sys.stderr`).
    Print {
        sep: String,
        end: String,
        err: bool,
    },
    /// What `print` would write, piece by piece as it writes them (for `print(..., file=f)`):
    /// a list of strs.
    Printed {
        sep: String,
        end: String,
    },
    Str,
    Repr,
    Format(String),
    /// `f"{x!r:>6}"`: the value's repr (or str, or ascii), then that text formatted by the spec.
    Converted {
        repr: bool,
        ascii: bool,
        spec: String,
    },
    /// `text % args`, each `%s` and `%r` value rendered with its own `__str__`/`__repr__`.
    Percent(String),
}

impl Finish {
    /// Whether the values are rendered by their reprs (else by their strs).
    fn is_repr(&self) -> bool {
        matches!(self, Finish::Repr | Finish::Converted { repr: true, .. })
    }
}

/// Strings of values that may hold instances with a user `__str__` or `__repr__`: those are
/// called first (through the frame stack), then everything is rendered natively.
#[derive(Debug)]
struct Strs {
    values: Vec<Value>,
    calls: Vec<(usize, bool, Value)>,
    done: HashMap<(usize, bool), String>,
    finish: Finish,
    /// For `%`: the instances a numeric conversion needs as numbers (by [`number_kind`]),
    /// converted after the texts, and their numbers (None: the instance has none).
    nums: Vec<(usize, char, Value)>,
    nums_done: HashMap<(usize, char), Value>,
    /// For each call, the value (of `values`) it was found in.
    owners: Vec<usize>,
    /// That value marked in progress while its calls run, if it is a container (CPython's
    /// `Py_ReprEnter`): a user `__repr__` that reprs it again gets `[...]`, not an endless
    /// recursion. Released before the next value's calls and the final rendering, or when the
    /// machine is dropped.
    pins: Vec<ReprGuard>,
}

/// The conversion a `%` type asks of an instance: `x` its `__index__` (`%x %X %o %c`), `d`
/// `int()` (`%d %i %u`), `f` `float()` (the float types), as `_prelude._percent_num` does.
fn number_kind(ty: char) -> char {
    match ty {
        'x' | 'X' | 'o' | 'c' => 'x',
        'd' | 'i' | 'u' => 'd',
        _ => 'f',
    }
}

fn ptr(o: &Rc<objects::Instance>) -> usize {
    Rc::as_ptr(o) as usize
}

fn foreign_ptr(f: &Rc<dyn crate::host::Foreign>) -> usize {
    Rc::as_ptr(f) as *const u8 as usize
}

fn user_method(o: &Rc<objects::Instance>, as_str: bool) -> Option<Value> {
    let v = Value::Object(o.clone());
    if as_str {
        if let Some(m) = attr::special(&v, "__str__") {
            return Some(m);
        }
        // An exception's `str` is BaseException's (its arguments), whatever `__repr__` it has.
        if o.class.is_exception() {
            return None;
        }
    }
    attr::special(&v, "__repr__")
}

/// Finds the instances whose text needs a Python call, in the order they are printed.
fn find_calls(v: &Value, as_str: bool, out: &mut Vec<(usize, bool, Value)>) {
    let Some(_guard) = ReprGuard::enter(v) else {
        return;
    };
    match v {
        Value::Object(o) => {
            if let Some(m) = user_method(o, as_str) {
                if !out.iter().any(|(p, s, _)| *p == ptr(o) && *s == as_str) {
                    out.push((ptr(o), as_str, m));
                }
            } else if o.class.is_exception() {
                // A built-in exception's text is its arguments' (see `exception_text`).
                let args = objects::exception_args(o);
                let one_str = as_str && args.len() == 1 && !is_builtin_key_error(o);
                args.iter().for_each(|a| find_calls(a, one_str, out));
            }
        }
        // A class whose metaclass defines `__repr__`/`__str__` (`<enum 'Color'>`).
        Value::Class(c) if c.meta.borrow().is_some() => {
            let m = as_str
                .then(|| attr::special(v, "__str__"))
                .flatten()
                .or_else(|| attr::special(v, "__repr__"));
            if let Some(m) = m {
                let p = Rc::as_ptr(c) as usize;
                if !out.iter().any(|(q, s, _)| *q == p && *s == as_str) {
                    out.push((p, as_str, m));
                }
            }
        }
        // A bound method shows its receiver's repr.
        Value::BoundMethod(b) if matches!(b.1, Value::Function(_)) => find_calls(&b.0, false, out),
        Value::List(l) => l.borrow().iter().for_each(|x| find_calls(x, false, out)),
        Value::Tuple(t) => t.iter().for_each(|x| find_calls(x, false, out)),
        Value::Set(s) => s.borrow().iter().for_each(|x| find_calls(x, false, out)),
        Value::Dict(d) => d.borrow().iter().for_each(|(k, x)| {
            find_calls(k, false, out);
            find_calls(x, false, out);
        }),
        _ => {}
    }
}

/// Whether an exception's text is its one argument's repr (KeyError's `__str__`, inherited).
fn is_builtin_key_error(o: &objects::Instance) -> bool {
    o.class.derives_from_builtin("KeyError")
}

/// `str(e)` or `repr(e)` of an exception whose class defines neither: CPython's
/// `BaseException.__str__`/`__repr__` over its arguments, each argument's text through `render`
/// (so an argument's own `__str__`/`__repr__` answers, as in `LookupError(obj)`).
fn exception_text(
    ctx: &mut Ctx,
    o: &objects::Instance,
    as_str: bool,
    done: &HashMap<(usize, bool), String>,
) -> Result<String, Flow> {
    let args = objects::exception_args(o);
    if !as_str {
        let mut inner = Vec::with_capacity(args.len());
        for a in &args {
            inner.push(render(ctx, a, false, done)?);
        }
        return Ok(format!("{}({})", o.class.name, inner.join(", ")));
    }
    Ok(match args.as_slice() {
        [] if o.class.derives_from_builtin("SyntaxError") => "None".into(),
        [] => String::new(),
        // A codec error's text from its fields.
        _ if objects::unicode_error(o) => objects::exception_str(o),
        // A SyntaxError's `msg (file, line N)` from its fields.
        [_, Value::Tuple(_)] if o.class.derives_from_builtin("SyntaxError") => {
            objects::exception_str(o)
        }
        [a] => render(ctx, a, !is_builtin_key_error(o), done)?,
        // OSError's `[Errno n] text: 'file'` form.
        _ if o.class.derives_from_builtin("OSError") && args.len() <= 5 => {
            objects::exception_str(o)
        }
        _ => render(ctx, &Value::tuple(args), false, done)?,
    })
}

/// Whether a container holds a host value (a tensor) at any depth the repr would reach.
fn holds_foreign(v: &Value) -> bool {
    let Some(_guard) = ReprGuard::enter(v) else {
        return false;
    };
    match v {
        Value::Foreign(_) => true,
        Value::List(l) => l.borrow().iter().any(holds_foreign),
        Value::Tuple(t) => t.iter().any(holds_foreign),
        Value::Set(s) => s.borrow().iter().any(holds_foreign),
        Value::Dict(d) => d
            .borrow()
            .iter()
            .any(|(k, x)| holds_foreign(k) || holds_foreign(x)),
        _ => false,
    }
}

/// A long text written in pieces of about 1 MiB and joined once at the end, piece by piece against
/// the time limit (a `String` that doubles as it grows would copy, and first touch, up to its whole
/// size in one step: 100 ms and more at 10^8 bytes on a busy host).
struct Pieces {
    done: Vec<String>,
    cur: String,
}

impl Pieces {
    const PIECE: usize = 1 << 20;

    fn new(start: &str) -> Self {
        Pieces {
            done: Vec::new(),
            cur: start.to_string(),
        }
    }

    fn push(&mut self, s: &str) {
        if self.cur.len() + s.len() > Self::PIECE && !self.cur.is_empty() {
            let full = std::mem::replace(&mut self.cur, String::with_capacity(Self::PIECE));
            self.done.push(full);
        }
        self.cur.push_str(s);
    }

    fn finish(self) -> Result<String, crate::errors::PyErr> {
        if self.done.is_empty() {
            return Ok(self.cur);
        }
        let total = self.done.iter().map(String::len).sum::<usize>() + self.cur.len();
        let mut out = String::with_capacity(total);
        for p in self.done.iter().chain(std::iter::once(&self.cur)) {
            crate::native::poll_n(p.len())?;
            out.push_str(p);
        }
        Ok(out)
    }
}

/// `str(v)` (or `repr(v)`), with the answers of user methods in `done`.
pub fn render(
    ctx: &mut Ctx,
    v: &Value,
    as_str: bool,
    done: &HashMap<(usize, bool), String>,
) -> Result<String, Flow> {
    // Items written into pieces of about 1 MiB, joined at the end against the time limit: a
    // growing string's doubling copies up to its whole size in one step no poll can interrupt.
    let items = |ctx: &mut Ctx, xs: &[Value], open: &str, close: &str| -> Result<String, Flow> {
        let mut out = Pieces::new(open);
        for (i, x) in xs.iter().enumerate() {
            if i > 0 {
                out.push(", ");
            }
            out.push(&render(ctx, x, false, done)?);
        }
        out.push(close);
        Ok(out.finish()?)
    };
    // Each value charges the time limit: a big container's printout stops at it.
    crate::native::poll()?;
    let Some(_guard) = ReprGuard::enter(v) else {
        return Ok(v.recursive_repr().into());
    };
    Ok(match v {
        Value::Object(o) => match done.get(&(ptr(o), as_str)) {
            Some(s) => s.clone(),
            None if o.class.is_exception() => exception_text(ctx, o, as_str, done)?,
            None => v.repr(),
        },
        Value::Class(c) if done.contains_key(&(Rc::as_ptr(c) as usize, as_str)) => {
            done[&(Rc::as_ptr(c) as usize, as_str)].clone()
        }
        Value::Str(s) if as_str => s.to_string(),
        Value::Long(b) => crate::long::to_decimal(b)?,
        Value::Native(n) if ctx.host.classes.iter().any(|(c, _)| *c == n.name) => {
            let path = ctx.host.classes.iter().find(|(c, _)| *c == n.name);
            format!("<class '{}'>", path.map(|(_, p)| *p).unwrap_or_default())
        }
        Value::Foreign(_) if as_str => (ctx.host.str)(ctx, v)?,
        Value::Foreign(_) => (ctx.host.repr)(ctx, v)?,
        Value::List(l) => {
            let l = crate::native::clone_polled(&l.borrow())?;
            items(ctx, &l, "[", "]")?
        }
        Value::DictView(d) => {
            let open = format!("{}([", d.kind.type_name());
            items(ctx, &d.items(), &open, "])")?
        }
        Value::BoundMethod(b) if matches!(b.1, Value::Function(_)) => {
            let Value::Function(f) = &b.1 else {
                return Ok(v.repr());
            };
            let of = render(ctx, &b.0, false, done)?;
            format!("<bound method {} of {of}>", f.code.qualname)
        }
        Value::Tuple(t) if t.len() == 1 => format!("({},)", render(ctx, &t[0], false, done)?),
        Value::Tuple(t) => items(ctx, t, "(", ")")?,
        Value::Set(s) => {
            let frozen = s.borrow().frozen;
            let s: Vec<Value> = {
                let s = s.borrow();
                crate::native::collect_polled(s.len(), s.iter().cloned())?
            };
            match (frozen, s.is_empty()) {
                (false, true) => "set()".into(),
                (false, false) => items(ctx, &s, "{", "}")?,
                (true, true) => "frozenset()".into(),
                (true, false) => items(ctx, &s, "frozenset({", "})")?,
            }
        }
        Value::Dict(d) => {
            let d: Vec<(Value, Value)> = {
                let d = d.borrow();
                crate::native::collect_polled(d.len(), d.iter().cloned())?
            };
            let mut out = Pieces::new("{");
            for (i, (k, x)) in d.iter().enumerate() {
                if i > 0 {
                    out.push(", ");
                }
                out.push(&render(ctx, k, false, done)?);
                out.push(": ");
                out.push(&render(ctx, x, false, done)?);
            }
            out.push("}");
            out.finish()?
        }
        other if as_str => other.to_str(),
        other => other.repr(),
    })
}

impl Strs {
    /// The next instance a `%` conversion needs as a number: `_prelude._percent_num`'s call.
    fn next_number(&self, ctx: &Ctx) -> Result<Option<(Value, Vec<Value>)>, PyErr> {
        let Some((_, kind, v)) = self.nums.get(self.nums_done.len()) else {
            return Ok(None);
        };
        let f = ctx
            .prelude
            .as_ref()
            .and_then(|m| m.get("_percent_num"))
            .ok_or_else(|| PyErr::runtime_error("internal error: no _prelude._percent_num"))?;
        Ok(Some((f, vec![Value::str(&kind.to_string()), v.clone()])))
    }

    /// Marks the value call `i` was found in as in progress (see `pins`).
    fn pin_for(&mut self, i: usize) {
        let owner = self.owners.get(i).copied();
        if i > 0 && owner == self.owners.get(i - 1).copied() {
            return;
        }
        self.pins.clear();
        if let Some(v) = owner.and_then(|j| self.values.get(j)) {
            self.pins.extend(ReprGuard::enter(v));
        }
    }

    fn finish(&mut self, ctx: &mut Ctx) -> NativeResult {
        self.pins.clear();
        if let Finish::Percent(text) = &self.finish {
            let (done, nums) = (&self.done, &self.nums_done);
            let out = crate::strfmt::percent_with(
                text,
                &self.values[0],
                &mut |v, as_str| render(ctx, v, as_str, done),
                &mut |v, ty| {
                    let n = match v {
                        Value::Object(o) => nums.get(&(ptr(o), number_kind(ty))),
                        // (A tensor's number, `"%.3f" % loss`, as an instance's.)
                        Value::Foreign(f) => nums.get(&(foreign_ptr(f), number_kind(ty))),
                        _ => None,
                    };
                    Ok(match n {
                        Some(n) if !matches!(n, Value::None) => n.clone(),
                        _ => v.clone(),
                    })
                },
            )?;
            return Ok(Value::str(&out));
        }
        let as_str = !self.finish.is_repr();
        let mut parts = Vec::with_capacity(self.values.len());
        reset_repr_depth(as_str);
        for v in &self.values {
            parts.push(render(ctx, v, as_str, &self.done)?);
        }
        check_repr_depth()?;
        match &self.finish {
            Finish::Print { sep, end, err } => {
                let mut text = parts.join(sep);
                text.push_str(end);
                match err {
                    true => ctx.write_err(&text),
                    false => ctx.write(&text),
                }
                Ok(Value::None)
            }
            Finish::Printed { sep, end } => {
                let mut pieces = Vec::with_capacity(parts.len() * 2 + 1);
                for (i, p) in parts.iter().enumerate() {
                    if i > 0 {
                        pieces.push(Value::str(sep));
                    }
                    pieces.push(Value::str(p));
                }
                pieces.push(Value::str(end));
                Ok(Value::list(pieces))
            }
            Finish::Str | Finish::Repr | Finish::Percent(_) => Ok(Value::str(&parts.concat())),
            Finish::Converted { ascii, spec, .. } => {
                let mut text = parts.concat();
                if *ascii {
                    text = crate::codecs::ascii_escaped(&text);
                }
                Ok(Value::str(&crate::format_spec::format(
                    &Value::str(&text),
                    spec,
                )?))
            }
            Finish::Format(spec) => {
                if spec.is_empty() {
                    Ok(Value::str(&parts.concat()))
                } else {
                    Err(PyErr::type_error(format!(
                        "unsupported format string passed to {}.__format__",
                        self.values
                            .first()
                            .map(super::super::dunder::type_name)
                            .unwrap_or_default()
                    ))
                    .into())
                }
            }
        }
    }
}

impl Continuation for Strs {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        // Every user method has answered and `finish` waited for a device read: this is its
        // retry with the same result (the answers are kept).
        if self.done.len() == self.calls.len() && self.nums_done.len() == self.nums.len() {
            return self.finish(ctx);
        }
        if self.done.len() == self.calls.len() {
            let (p, kind, _) = self.nums[self.nums_done.len()].clone();
            self.nums_done.insert((p, kind), v);
            return match self.next_number(ctx)? {
                Some(call) => Err(Flow::call(call.0, call.1, Then::Keep)),
                None => self.finish(ctx),
            };
        }
        let (p, as_str, _) = self.calls[self.done.len()].clone();
        let Value::Str(ref s) = v else {
            return Err(PyErr::type_error(format!(
                "__{}__ returned non-string (type {})",
                if as_str { "str" } else { "repr" },
                v.type_name()
            ))
            .into());
        };
        self.done.insert((p, as_str), s.to_string());
        if self.done.len() < self.calls.len() {
            self.pin_for(self.done.len());
            let m = self.calls[self.done.len()].2.clone();
            return Err(Flow::call(m, Vec::new(), Then::Keep));
        }
        match self.next_number(ctx)? {
            Some(call) => Err(Flow::call(call.0, call.1, Then::Keep)),
            None => self.finish(ctx),
        }
    }
}

/// `text % args` where a `%s` or `%r` value may be (or hold) an instance with its own `__str__` or
/// `__repr__`: a dry run of the format finds which, they are called, then the format runs.
pub fn percent(ctx: &mut Ctx, text: &str, args: &Value) -> NativeResult {
    // `%(key)s` over an instance (a mapping class, a dict subclass with `__missing__`): its
    // `__getitem__` gives each key's value (`_prelude._percent_map`).
    if let Value::Object(o) = args {
        if text.contains("%(")
            && !matches!(o.base, Some(Value::Tuple(_)))
            && crate::attr::special(args, "__getitem__").is_some()
        {
            if let Some(f) = ctx.prelude.as_ref().and_then(|m| m.get("_percent_map")) {
                return Err(Flow::call(
                    f,
                    vec![Value::str(text), args.clone()],
                    Then::Keep,
                ));
            }
        }
    }
    // No instance anywhere in the arguments: nothing to call, one pass.
    fn holds_instance(v: &Value, depth: usize) -> bool {
        match v {
            Value::Object(_) | Value::Foreign(_) => true,
            Value::Class(c) if c.meta.borrow().is_some() => true,
            _ if depth > 64 => true,
            Value::Tuple(t) => t.iter().any(|x| holds_instance(x, depth + 1)),
            Value::List(l) => l.borrow().iter().any(|x| holds_instance(x, depth + 1)),
            Value::Dict(d) => d
                .borrow()
                .iter()
                .any(|(k, x)| holds_instance(k, depth + 1) || holds_instance(x, depth + 1)),
            Value::Set(s) => s.borrow().iter().any(|x| holds_instance(x, depth + 1)),
            _ => false,
        }
    }
    if !holds_instance(args, 0) && !holds_foreign(args) {
        return Ok(Value::str(&crate::strfmt::percent(text, args)?));
    }
    let (mut calls, mut nums) = (Vec::new(), Vec::<(usize, char, Value)>::new());
    reset_repr_depth(true);
    crate::strfmt::percent_with(
        text,
        args,
        &mut |v, as_str| {
            find_calls(v, as_str, &mut calls);
            Ok(String::new())
        },
        &mut |v, ty| {
            let kind = number_kind(ty);
            let key = match v {
                Value::Object(o) => Some(ptr(o)),
                Value::Foreign(f) => Some(foreign_ptr(f)),
                _ => None,
            };
            if let Some(key) = key {
                if !nums.iter().any(|(p, k, _)| *p == key && *k == kind) {
                    nums.push((key, kind, v.clone()));
                }
            }
            Ok(if kind == 'f' {
                Value::Float(0.0)
            } else {
                Value::Int(0)
            })
        },
    )?;
    check_repr_depth()?;
    let mut s = Strs {
        values: vec![args.clone()],
        calls,
        done: HashMap::new(),
        finish: Finish::Percent(text.to_string()),
        nums,
        nums_done: HashMap::new(),
        owners: Vec::new(),
        pins: Vec::new(),
    };
    if !s.calls.is_empty() {
        let m = s.calls[0].2.clone();
        return Err(Flow::call(m, Vec::new(), Then::Resume(Box::new(s))));
    }
    match s.next_number(ctx)? {
        Some((f, args)) => Err(Flow::call(f, args, Then::Resume(Box::new(s)))),
        None => s.finish(ctx),
    }
}

/// Converts `values` to text as `finish` says, calling user `__str__`/`__repr__` where needed.
pub fn stringify(ctx: &mut Ctx, values: Vec<Value>, finish: Finish) -> NativeResult {
    let as_str = !finish.is_repr();
    let mut calls = Vec::new();
    let mut owners = Vec::new();
    reset_repr_depth(as_str);
    for (j, v) in values.iter().enumerate() {
        find_calls(v, as_str, &mut calls);
        owners.resize(calls.len(), j);
    }
    check_repr_depth()?;
    let mut s = Strs {
        values,
        calls,
        done: HashMap::new(),
        finish,
        nums: Vec::new(),
        nums_done: HashMap::new(),
        owners,
        pins: Vec::new(),
    };
    if s.calls.is_empty() {
        return s.finish(ctx);
    }
    s.pin_for(0);
    let m = s.calls[0].2.clone();
    Err(Flow::call(m, Vec::new(), Then::Resume(Box::new(s))))
}

/// `format(v, spec)` and the pieces of an f-string.
pub fn format_value(ctx: &mut Ctx, v: &Value, conversion: u8, spec: &str) -> NativeResult {
    reset_repr_depth(false);
    let text = format_value_unchecked(ctx, v, conversion, spec)?;
    check_repr_depth()?;
    Ok(text)
}

fn format_value_unchecked(ctx: &mut Ctx, v: &Value, conversion: u8, spec: &str) -> NativeResult {
    if let Value::Long(b) = v {
        // Its decimal text past `sys.get_int_max_str_digits()` is CPython's ValueError, in
        // f-strings and `format()` as in `str()` (a spec of its own checks for itself).
        if spec.is_empty() || conversion > 0 {
            crate::long::to_decimal(b)?;
        }
    }
    let needs_python = {
        let mut calls = Vec::new();
        find_calls(v, conversion < 2, &mut calls);
        !calls.is_empty()
    };
    // Containers go the way print's do too: a tensor inside is the host's repr (a device read),
    // not the placeholder a plain repr gives.
    let container = matches!(
        v,
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_)
    ) && holds_foreign(v);
    if needs_python || container || matches!(v, Value::Object(_)) {
        if let (Value::Object(_), Some(m)) = (v, attr::special(v, "__format__")) {
            if conversion == 0 {
                let check = super::checks::Checked::boxed(super::checks::Check::Format);
                return Err(Flow::call(m, vec![Value::str(spec)], Then::Resume(check)));
            }
        }
        let finish = match conversion {
            0 => Finish::Format(spec.to_string()),
            1 if spec.is_empty() => Finish::Str,
            2 if spec.is_empty() => Finish::Repr,
            // (`!s`/`!r` with a spec, and `!a`: the text, then escaped or formatted.)
            _ => Finish::Converted {
                repr: conversion >= 2,
                ascii: conversion == 3,
                spec: spec.to_string(),
            },
        };
        return stringify(ctx, vec![v.clone()], finish);
    }
    Ok(Value::str(&builtins::format_value(
        ctx, v, conversion, spec,
    )?))
}
