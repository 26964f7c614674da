//! Continuations: the second halves of natives that call back into Python. Each is a small state
//! machine the VM keeps in a frame of its own, so the Python it calls can suspend, recurse or raise.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::builtins;
use super::errors::PyErr;
use super::native::{Args, Continuation, Ctx, Flow, NativeFn, NativeResult, Then};
use super::objects::{self, Attrs, Class};
use super::value::Value;
use crate::torch;

/// Turns a finished class body's namespace into the class.
#[derive(Debug)]
pub struct MakeClass {
    pub name: String,
    pub qualname: String,
    pub bases: Vec<Rc<Class>>,
    pub ns: Rc<RefCell<Attrs>>,
}

impl Continuation for MakeClass {
    fn resume(&mut self, _: &mut Ctx, _: Value) -> NativeResult {
        let attrs = std::mem::take(&mut *self.ns.borrow_mut());
        let c = super::vm::new_class(&self.name, &self.qualname, self.bases.clone(), attrs)?;
        Ok(Value::Class(c))
    }
}

/// `!=` through `__eq__`, and `not in` through `__contains__`.
#[derive(Debug)]
pub struct Negate;

impl Continuation for Negate {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        if matches!(v, Value::NotImplemented) {
            return Ok(Value::Bool(true));
        }
        Ok(Value::Bool(!super::dunder::truthy(ctx, &v)?))
    }
}

#[derive(Debug)]
pub struct ToBool;

impl Continuation for ToBool {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        Ok(Value::Bool(super::dunder::truthy(ctx, &v)?))
    }
}

/// What to do with the items of a collected iterable.
#[derive(Debug)]
enum After {
    List,
    /// Extend this list with them (`lst += gen`).
    Extend(Value),
    /// Call the native again with the list in place of argument `idx`.
    Retry(NativeFn, Args, usize),
}

/// Drains a generator or user iterator through the frame stack.
#[derive(Debug)]
struct Collect {
    iter: Option<Value>,
    items: Vec<Value>,
    after: After,
}

fn next_call(it: &Value) -> Result<Value, PyErr> {
    match it {
        Value::Generator(_) => Ok(it.clone()),
        _ => objects::special(it, "__next__").ok_or_else(|| {
            PyErr::type_error(format!(
                "iter() returned non-iterator of type '{}'",
                super::dunder::type_name(it)
            ))
        }),
    }
}

impl Collect {
    fn finish(&mut self, ctx: &mut Ctx) -> NativeResult {
        let items = std::mem::take(&mut self.items);
        match &mut self.after {
            After::List => Ok(Value::list(items)),
            After::Extend(l) => {
                if let Value::List(l) = l {
                    l.borrow_mut().extend(items);
                }
                Ok(l.clone())
            }
            After::Retry(f, args, idx) => {
                let mut a = args.clone();
                a.pos[*idx] = Value::list(items);
                f(ctx, &a)
            }
        }
    }
}

impl Continuation for Collect {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        if self.iter.is_none() {
            // The result of `__iter__`: a built-in iterable needs no more calls.
            if let Some(items) = builtins::native_items(&v) {
                self.items = items?;
                return self.finish(ctx);
            }
            let next = next_call(&v)?;
            self.iter = Some(v);
            return Err(Flow::call(next, Vec::new(), Then::Keep));
        }
        ctx.check_items(self.items.len() + 1)?;
        self.items.push(v);
        let next = next_call(self.iter.as_ref().expect("set above"))?;
        Err(Flow::call(next, Vec::new(), Then::Keep))
    }

    fn on_error(&mut self, ctx: &mut Ctx, err: &PyErr) -> Option<NativeResult> {
        (err.kind == "StopIteration").then(|| self.finish(ctx))
    }
}

fn start_collect(v: &Value, after: After, then_tail: bool) -> Flow {
    let _ = then_tail;
    let (first, iter) = match v {
        Value::Generator(_) => (v.clone(), Some(v.clone())),
        Value::Object(_) => match objects::special(v, "__iter__") {
            Some(m) => (m, None),
            None => match objects::special(v, "__next__") {
                Some(m) => (m, Some(v.clone())),
                None => {
                    if objects::special(v, "__getitem__").is_some() {
                        return iter_by_index(v);
                    }
                    return PyErr::type_error(format!(
                        "'{}' object is not iterable",
                        super::dunder::type_name(v)
                    ))
                    .into();
                }
            },
        },
        other => {
            return PyErr::type_error(format!("'{}' object is not iterable", other.type_name()))
                .into()
        }
    };
    Flow::call(
        first,
        Vec::new(),
        Then::Resume(Box::new(Collect {
            iter,
            items: Vec::new(),
            after,
        })),
    )
}

/// A list of the items of a generator or user iterable, made through the frame stack.
pub fn collect(v: &Value, _: Then) -> NativeResult {
    Err(start_collect(v, After::List, true))
}

pub fn collect_then_extend(list: &Value, v: &Value) -> Flow {
    start_collect(v, After::Extend(list.clone()), true)
}

/// The items of argument `idx`, or a call that collects them and runs `f` again with a list.
pub fn items_arg(f: NativeFn, a: &Args, idx: usize) -> Result<Vec<Value>, Flow> {
    let v = &a.pos[idx];
    match builtins::native_items(v) {
        Some(items) => Ok(items?),
        None => Err(start_collect(v, After::Retry(f, a.clone(), idx), true)),
    }
}

/// Old-style iteration: `obj[0]`, `obj[1]` ... until `IndexError` (datasets with `__getitem__`).
#[derive(Debug)]
struct ByIndex {
    get: Value,
    i: i64,
    items: Vec<Value>,
}

impl Continuation for ByIndex {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        ctx.check_items(self.items.len() + 1)?;
        self.items.push(v);
        self.i += 1;
        Err(Flow::call(
            self.get.clone(),
            vec![Value::Int(self.i)],
            Then::Keep,
        ))
    }

    fn on_error(&mut self, _: &mut Ctx, err: &PyErr) -> Option<NativeResult> {
        (err.kind == "IndexError" || err.kind == "StopIteration")
            .then(|| Ok(super::vm::seq_iter(std::mem::take(&mut self.items))))
    }
}

pub fn iter_by_index(v: &Value) -> Flow {
    let get = objects::special(v, "__getitem__").expect("checked by the caller");
    Flow::call(
        get.clone(),
        vec![Value::Int(0)],
        Then::Resume(Box::new(ByIndex {
            get,
            i: 0,
            items: Vec::new(),
        })),
    )
}

/// What a key function's results are for.
#[derive(Debug, Clone, Copy)]
pub enum KeyUse {
    Sorted { reverse: bool },
    Min,
    Max,
    Map,
    Filter,
}

/// Calls `func` on each item (each item a tuple of arguments for `Map`), then finishes.
#[derive(Debug)]
pub struct Keyed {
    func: Value,
    items: Vec<Value>,
    keys: Vec<Value>,
    use_: KeyUse,
    default: Option<Value>,
    /// `list.sort(key=...)`: the list that receives the sorted items.
    into: Option<Value>,
}

fn call_args(use_: KeyUse, item: &Value) -> Vec<Value> {
    match (use_, item) {
        (KeyUse::Map, Value::Tuple(t)) => t.to_vec(),
        _ => vec![item.clone()],
    }
}

pub fn keyed(func: Value, items: Vec<Value>, use_: KeyUse, default: Option<Value>) -> NativeResult {
    keyed_into(func, items, use_, default, None)
}

pub fn keyed_into(
    func: Value,
    items: Vec<Value>,
    use_: KeyUse,
    default: Option<Value>,
    into: Option<Value>,
) -> NativeResult {
    let mut k = Keyed {
        func,
        items,
        keys: Vec::new(),
        use_,
        default,
        into,
    };
    if k.items.is_empty() {
        return k.finish();
    }
    let args = call_args(use_, &k.items[0]);
    Err(Flow::call(k.func.clone(), args, Then::Resume(Box::new(k))))
}

impl Keyed {
    fn finish(&mut self) -> NativeResult {
        let items = std::mem::take(&mut self.items);
        let keys = std::mem::take(&mut self.keys);
        match self.use_ {
            KeyUse::Sorted { reverse } => {
                let sorted = builtins::sort_by_keys(items, &keys, reverse)?;
                match &self.into {
                    Some(Value::List(l)) => {
                        *l.borrow_mut() = sorted;
                        Ok(Value::None)
                    }
                    _ => Ok(Value::list(sorted)),
                }
            }
            KeyUse::Min | KeyUse::Max => {
                if items.is_empty() {
                    let name = if matches!(self.use_, KeyUse::Min) {
                        "min"
                    } else {
                        "max"
                    };
                    return match self.default.take() {
                        Some(d) => Ok(d),
                        None => Err(PyErr::value_error(format!(
                            "{name}() arg is an empty sequence"
                        ))
                        .into()),
                    };
                }
                let want_less = matches!(self.use_, KeyUse::Min);
                let mut best = 0;
                for i in 1..items.len() {
                    let op = if want_less {
                        super::code::CmpOp::Lt
                    } else {
                        super::code::CmpOp::Gt
                    };
                    if let Value::Bool(true) = super::arith::compare(op, &keys[i], &keys[best])? {
                        best = i;
                    }
                }
                Ok(items[best].clone())
            }
            KeyUse::Map => Ok(super::vm::seq_iter(keys)),
            KeyUse::Filter => {
                let mut out = Vec::new();
                for (it, k) in items.into_iter().zip(keys.iter()) {
                    if k.truthy()? {
                        out.push(it);
                    }
                }
                Ok(super::vm::seq_iter(out))
            }
        }
    }
}

impl Continuation for Keyed {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        self.keys.push(v);
        if self.keys.len() == self.items.len() {
            return self.finish();
        }
        let args = call_args(self.use_, &self.items[self.keys.len()]);
        Err(Flow::call(self.func.clone(), args, Then::Keep))
    }
}

/// How converted strings are used once every `__str__`/`__repr__` has answered.
#[derive(Debug, Clone)]
pub enum Finish {
    Print { sep: String, end: String },
    Str,
    Repr,
    Format(String),
}

/// Strings of values that may hold instances with a user `__str__` or `__repr__`: those are
/// called first (through the frame stack), then everything is rendered natively.
#[derive(Debug)]
struct Strs {
    values: Vec<Value>,
    calls: Vec<(usize, bool, Value)>,
    done: HashMap<(usize, bool), String>,
    finish: Finish,
}

fn ptr(o: &Rc<objects::Instance>) -> usize {
    Rc::as_ptr(o) as usize
}

fn user_method(o: &Rc<objects::Instance>, as_str: bool) -> Option<Value> {
    let v = Value::Object(o.clone());
    if as_str {
        if let Some(m) = objects::special(&v, "__str__") {
            return Some(m);
        }
    }
    objects::special(&v, "__repr__")
}

/// Finds the instances whose text needs a Python call, in the order they are printed.
fn find_calls(v: &Value, as_str: bool, out: &mut Vec<(usize, bool, Value)>) {
    match v {
        Value::Object(o) => {
            if let Some(m) = user_method(o, as_str) {
                if !out.iter().any(|(p, s, _)| *p == ptr(o) && *s == as_str) {
                    out.push((ptr(o), as_str, m));
                }
            }
        }
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

/// `str(v)` (or `repr(v)`), with the answers of user methods in `done`.
pub fn render(
    ctx: &mut Ctx,
    v: &Value,
    as_str: bool,
    done: &HashMap<(usize, bool), String>,
) -> Result<String, Flow> {
    let items = |ctx: &mut Ctx, xs: &[Value]| -> Result<Vec<String>, Flow> {
        xs.iter().map(|x| render(ctx, x, false, done)).collect()
    };
    Ok(match v {
        Value::Object(o) => match done.get(&(ptr(o), as_str)) {
            Some(s) => s.clone(),
            None if o.class.is_exception() && as_str => objects::exception_str(o),
            None => v.repr(),
        },
        Value::Str(s) if as_str => s.to_string(),
        Value::Torch(_) => torch::repr(ctx, v)?,
        Value::List(l) => {
            let l = l.borrow().clone();
            format!("[{}]", items(ctx, &l)?.join(", "))
        }
        Value::Tuple(t) => {
            let parts = items(ctx, t)?;
            if parts.len() == 1 {
                format!("({},)", parts[0])
            } else {
                format!("({})", parts.join(", "))
            }
        }
        Value::Set(s) => {
            let s = s.borrow().clone();
            if s.is_empty() {
                "set()".into()
            } else {
                format!("{{{}}}", items(ctx, &s)?.join(", "))
            }
        }
        Value::Dict(d) => {
            let d = d.borrow().clone();
            let mut parts = Vec::with_capacity(d.len());
            for (k, x) in &d {
                parts.push(format!(
                    "{}: {}",
                    render(ctx, k, false, done)?,
                    render(ctx, x, false, done)?
                ));
            }
            format!("{{{}}}", parts.join(", "))
        }
        other if as_str => other.to_str(),
        other => other.repr(),
    })
}

impl Strs {
    fn finish(&mut self, ctx: &mut Ctx) -> NativeResult {
        let as_str = !matches!(self.finish, Finish::Repr);
        let mut parts = Vec::with_capacity(self.values.len());
        for v in &self.values {
            parts.push(render(ctx, v, as_str, &self.done)?);
        }
        match &self.finish {
            Finish::Print { sep, end } => {
                let mut text = parts.join(sep);
                text.push_str(end);
                ctx.write(&text);
                Ok(Value::None)
            }
            Finish::Str | Finish::Repr => Ok(Value::str(&parts.concat())),
            Finish::Format(spec) => {
                if spec.is_empty() {
                    Ok(Value::str(&parts.concat()))
                } else {
                    Err(PyErr::type_error(format!(
                        "unsupported format string passed to {}.__format__",
                        self.values
                            .first()
                            .map(super::dunder::type_name)
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
        let (p, as_str, _) = self.calls[self.done.len()].clone();
        let Value::Str(s) = v else {
            return Err(PyErr::type_error(format!(
                "__{}__ returned non-string (type {})",
                if as_str { "str" } else { "repr" },
                v.type_name()
            ))
            .into());
        };
        self.done.insert((p, as_str), s.to_string());
        if self.done.len() < self.calls.len() {
            let m = self.calls[self.done.len()].2.clone();
            return Err(Flow::call(m, Vec::new(), Then::Keep));
        }
        self.finish(ctx)
    }
}

/// Converts `values` to text as `finish` says, calling user `__str__`/`__repr__` where needed.
pub fn stringify(ctx: &mut Ctx, values: Vec<Value>, finish: Finish) -> NativeResult {
    let as_str = !matches!(finish, Finish::Repr);
    let mut calls = Vec::new();
    for v in &values {
        find_calls(v, as_str, &mut calls);
    }
    let mut s = Strs {
        values,
        calls,
        done: HashMap::new(),
        finish,
    };
    if s.calls.is_empty() {
        return s.finish(ctx);
    }
    let m = s.calls[0].2.clone();
    Err(Flow::call(m, Vec::new(), Then::Resume(Box::new(s))))
}

/// `format(v, spec)` and the pieces of an f-string.
pub fn format_value(ctx: &mut Ctx, v: &Value, conversion: u8, spec: &str) -> NativeResult {
    let needs_python = {
        let mut calls = Vec::new();
        find_calls(v, conversion != 2, &mut calls);
        !calls.is_empty()
    };
    if needs_python || matches!(v, Value::Object(_)) {
        if let (Value::Object(_), Some(m)) = (v, objects::special(v, "__format__")) {
            if conversion == 0 {
                return Err(Flow::call(m, vec![Value::str(spec)], Then::Tail));
            }
        }
        let finish = match conversion {
            2 => Finish::Repr,
            _ => Finish::Format(spec.to_string()),
        };
        if conversion == 2 && !spec.is_empty() {
            let s = render(ctx, v, false, &HashMap::new())?;
            return Ok(Value::str(&builtins::format_value(
                ctx,
                &Value::str(&s),
                0,
                spec,
            )?));
        }
        return stringify(ctx, vec![v.clone()], finish);
    }
    Ok(Value::str(&builtins::format_value(
        ctx, v, conversion, spec,
    )?))
}
