//! Continuations: the second halves of natives that call back into Python. Each is a small state
//! machine the VM keeps in a frame of its own, so the Python it calls can suspend, recurse or raise.

use std::cell::RefCell;
use std::rc::Rc;

use super::builtins;
use super::errors::PyErr;
use super::native::{Args, Continuation, Ctx, Flow, NativeFn, NativeResult, PyCall, Then};
use super::objects::{Attrs, Class};
use super::value::{Function, Value};
use crate::attr;

pub mod checks;
pub mod hashed;
pub mod mapping;
pub mod ordered;
pub mod setops;
mod text;

pub use text::{format_value, percent as text_percent, render, stringify, Finish};

/// Turns a finished class body's namespace into the class: `type`'s way, or with a metaclass,
/// the call `meta(name, bases, ns, **kw)`.
#[derive(Debug)]
pub struct MakeClass {
    pub name: String,
    pub qualname: String,
    pub bases: Vec<Rc<Class>>,
    pub ns: Rc<RefCell<Attrs>>,
    /// The mapping a metaclass's `__prepare__` returned, when not a dict: the body stored its
    /// names there, and it is the namespace the metaclass is given.
    pub ns_map: Option<Value>,
    /// The class statement's keywords but `metaclass` (for `__init_subclass__` or the metaclass).
    pub kw: Vec<(Rc<str>, Value)>,
    /// A metaclass other than `type`: a class deriving from `type`, or any callable.
    pub meta: Option<Value>,
    /// `object` is among the bases as written (`class A(object, metaclass=M)`).
    pub object_written: bool,
}

impl Continuation for MakeClass {
    fn resume(&mut self, ctx: &mut Ctx, _: Value) -> NativeResult {
        let attrs = std::mem::take(&mut *self.ns.borrow_mut());
        if let Some(meta) = self.meta.take() {
            // CPython's namespace: `__module__` and `__qualname__` first, then the body's names.
            let mut ns = crate::table::DictTable::default();
            let module = attrs
                .get("__module__")
                .unwrap_or_else(|| Value::str("__main__"));
            ns.insert_plain(Value::str("__module__"), module);
            ns.insert_plain(Value::str("__qualname__"), Value::str(&self.qualname));
            for (k, v) in attrs.pairs() {
                ns.insert_plain(Value::Str(k), v);
            }
            let ns = match self.ns_map.take() {
                Some(m) => m,
                None => Value::Dict(Rc::new(RefCell::new(ns))),
            };
            // The bases as written (none for `class A(metaclass=M)`, not the implicit object).
            let bases = match self.bases.as_slice() {
                [o] if o.builtin && o.name == "object" && !self.object_written => Vec::new(),
                bs => bs.iter().map(|b| Value::Class(b.clone())).collect(),
            };
            return Err(Flow::Call(Box::new(PyCall {
                func: meta,
                args: Args {
                    pos: vec![Value::str(&self.name), Value::tuple(bases), ns],
                    kw: std::mem::take(&mut self.kw),
                },
                then: Then::Tail,
            })));
        }
        let c = super::vm::new_class(&self.name, &self.qualname, self.bases.clone(), attrs)?;
        if c.attrs.borrow().get("__module__").is_none() {
            // A class of the program (library classes carry `__module__`): what `torch.load`
            // finds by its qualified name, as pickle finds `__main__.Name`.
            ctx.main_classes
                .insert(self.qualname.clone(), Rc::downgrade(&c));
        }
        finish_class(c, std::mem::take(&mut self.kw))
    }
}

/// The namespace a metaclass's `__prepare__` returned, checked to be a mapping and left for the
/// class statement (frame `frame`) that runs again.
#[derive(Debug)]
pub struct Prepared {
    frame: usize,
    meta: String,
}

impl Prepared {
    pub fn new(frame: usize, meta: &Option<Value>) -> Prepared {
        let meta = match meta {
            Some(Value::Class(m)) => m.name.clone(),
            _ => "type".to_string(),
        };
        Prepared { frame, meta }
    }
}

impl Continuation for Prepared {
    fn resume(&mut self, ctx: &mut Ctx, ns: Value) -> NativeResult {
        let mapping = match &ns {
            Value::Dict(_) => true,
            Value::Object(o) => o.class.lookup("__getitem__").is_some(),
            _ => false,
        };
        if !mapping {
            return Err(PyErr::type_error(format!(
                "{}.__prepare__() must return a mapping, not {}",
                self.meta,
                crate::dunder::type_name(&ns)
            ))
            .into());
        }
        ctx.prepared.push((self.frame, ns));
        Ok(Value::None)
    }
}

/// The bases a class statement's `__mro_entries__` gave (`_prelude._resolve_bases`), a tuple left
/// for the statement (frame `frame`) that runs again.
#[derive(Debug)]
pub struct ResolvedBases {
    pub frame: usize,
}

impl Continuation for ResolvedBases {
    fn resume(&mut self, ctx: &mut Ctx, bases: Value) -> NativeResult {
        ctx.resolved_bases.push(self.frame);
        Ok(bases)
    }
}

/// A class body's name read from a `__prepare__`'s mapping: its KeyError falls back to the
/// global or builtin of that name (looked up when the read began), else NameError.
#[derive(Debug)]
pub struct NameFallback {
    name: Rc<str>,
    fallback: Option<Value>,
}

impl NameFallback {
    pub fn attach(r: NativeResult, name: Rc<str>, fallback: Option<Value>) -> NativeResult {
        let this = NameFallback { name, fallback };
        match r {
            Err(Flow::Raise(e)) => this.on_error_value(&e).unwrap_or(Err(e.into())),
            Err(Flow::Call(mut c)) => {
                c.then = match std::mem::replace(&mut c.then, Then::Tail) {
                    Then::Tail => Then::Resume(Box::new(this)),
                    Then::Resume(k) => Then::Nest(Box::new(this), k),
                    other => other,
                };
                Err(Flow::Call(c))
            }
            r => r,
        }
    }

    fn on_error_value(&self, e: &PyErr) -> Option<NativeResult> {
        if e.kind != "KeyError" {
            return None;
        }
        Some(match &self.fallback {
            Some(v) => Ok(v.clone()),
            None => Err(PyErr::name_error(&self.name).into()),
        })
    }
}

impl Continuation for NameFallback {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        Ok(v)
    }

    fn on_error(&mut self, _: &mut Ctx, err: &PyErr) -> Option<NativeResult> {
        self.on_error_value(err)
    }
}

/// The calls CPython's `type.__new__` makes once a class exists: `__set_name__(cls, name)` on each
/// attribute whose class defines it (a descriptor learning its name), in definition order, then
/// the nearest base's `__init_subclass__` (an implicit classmethod) with the new class and the
/// class statement's keywords. The result is the class.
pub fn finish_class(c: Rc<Class>, kw: Vec<(Rc<str>, Value)>) -> NativeResult {
    FinishClass::new(c, kw).next()
}

#[derive(Debug)]
struct FinishClass {
    class: Rc<Class>,
    calls: std::collections::VecDeque<(Value, Args)>,
}

impl FinishClass {
    fn new(c: Rc<Class>, kw: Vec<(Rc<str>, Value)>) -> FinishClass {
        let mut calls = std::collections::VecDeque::new();
        for (name, v) in c.attrs.borrow().pairs() {
            if let Some(m) = attr::special(&v, "__set_name__") {
                calls.push_back((
                    m,
                    Args {
                        pos: vec![Value::Class(c.clone()), Value::Str(name)],
                        kw: Vec::new(),
                    },
                ));
            }
        }
        let hook = c
            .mro_rest
            .iter()
            .find_map(|base| base.attrs.borrow().get("__init_subclass__"));
        let hook = match &hook {
            Some(Value::ClassMethod(f)) => Some((**f).clone()),
            _ => hook,
        };
        match hook {
            // `object`'s own hook only has something to say about keywords (CPython's error).
            Some(f @ Value::Function(_)) => calls.push_back((
                f,
                Args {
                    pos: vec![Value::Class(c.clone())],
                    kw,
                },
            )),
            Some(f @ Value::Native(_)) if !kw.is_empty() => calls.push_back((
                f,
                Args {
                    pos: vec![Value::Class(c.clone())],
                    kw,
                },
            )),
            _ => {}
        }
        FinishClass { class: c, calls }
    }

    fn next(&mut self) -> NativeResult {
        match self.calls.pop_front() {
            None => Ok(Value::Class(self.class.clone())),
            Some((func, args)) => Err(Flow::Call(Box::new(PyCall {
                func,
                args,
                then: Then::Resume(Box::new(FinishClass {
                    class: self.class.clone(),
                    calls: std::mem::take(&mut self.calls),
                })),
            }))),
        }
    }
}

impl Continuation for FinishClass {
    fn resume(&mut self, _: &mut Ctx, _: Value) -> NativeResult {
        self.next()
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
        match super::dunder::truthy(ctx, &v) {
            Ok(b) => Ok(Value::Bool(!b)),
            Err(Flow::Call(c)) => Err(checks::truth_then(c, Box::new(Negate))),
            Err(e) => Err(e),
        }
    }
}

/// `hasattr(o, name)` and `getattr(o, name, default)` when Python code answers the lookup (a
/// property's getter, a class's or a module's `__getattr__`): its AttributeError means False, or
/// the default, as in CPython.
#[derive(Debug)]
pub enum AttrOr {
    Has,
    Default(Value),
}

impl Continuation for AttrOr {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        Ok(match self {
            AttrOr::Has => Value::Bool(true),
            AttrOr::Default(_) => v,
        })
    }

    fn on_error(&mut self, _: &mut Ctx, err: &PyErr) -> Option<NativeResult> {
        if !err.is_absent_attribute() {
            return None;
        }
        Some(Ok(match self {
            AttrOr::Has => Value::Bool(false),
            AttrOr::Default(d) => d.clone(),
        }))
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
        _ => attr::special(it, "__next__").ok_or_else(|| {
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
            // The result of `__iter__`: a built-in iterator needs no more calls.
            if !checks::is_iterator(&v) {
                return Err(PyErr::type_error(format!(
                    "iter() returned non-iterator of type '{}'",
                    super::dunder::type_name(&v)
                ))
                .into());
            }
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
        Value::Generator(g) if g.borrow().coroutine => {
            return Flow::Raise(PyErr::type_error("'coroutine' object is not iterable"));
        }
        Value::Generator(_) => (v.clone(), Some(v.clone())),
        Value::Object(_) | Value::Class(_) => match attr::special(v, "__iter__") {
            Some(Value::None) => {
                return PyErr::type_error(format!(
                    "'{}' object is not iterable",
                    super::dunder::type_name(v)
                ))
                .into();
            }
            Some(m) => (m, None),
            None => match attr::special(v, "__next__") {
                Some(m) => (m, Some(v.clone())),
                None => {
                    if attr::special(v, "__getitem__").is_some() {
                        return by_index(v, after);
                    }
                    return PyErr::type_error(format!(
                        "'{}' object is not iterable",
                        super::dunder::type_name(v)
                    ))
                    .into();
                }
            },
        },
        // A host value whose items need the context (a tensor's rows in the graph): its
        // iterator, made by the host's hook, is collected as a user iterator is.
        Value::Foreign(_) => (
            Value::BoundNative(Rc::new((
                v.clone(),
                Rc::new(crate::native::NativeFunction {
                    name: "__iter__".into(),
                    f: |ctx, a| Ok(builtins::make_iter(ctx, &a.pos[0])?),
                }),
            ))),
            None,
        ),
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
    /// What the items are for (`list(obj)`).
    after: Option<After>,
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

    fn on_error(&mut self, ctx: &mut Ctx, err: &PyErr) -> Option<NativeResult> {
        if err.kind != "IndexError" && err.kind != "StopIteration" {
            return None;
        }
        let items = std::mem::take(&mut self.items);
        Some(match self.after.take() {
            Some(after) => Collect {
                iter: None,
                items,
                after,
            }
            .finish(ctx),
            None => Ok(super::vm::seq_iter(items)),
        })
    }
}

/// A native collecting an object that has only `__getitem__` (`list(obj)`): `obj[0]`, `obj[1]`
/// ... until `IndexError` or `StopIteration`, then `after` (iterating one lazily is
/// `_prelude.iterator`'s).
fn by_index(v: &Value, after: After) -> Flow {
    let get = attr::special(v, "__getitem__").expect("checked by the caller");
    Flow::call(
        get.clone(),
        vec![Value::Int(0)],
        Then::Resume(Box::new(ByIndex {
            get,
            i: 0,
            items: Vec::new(),
            after: Some(after),
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
        return k.finish_plain();
    }
    let args = call_args(use_, &k.items[0]);
    Err(Flow::call(k.func.clone(), args, Then::Resume(Box::new(k))))
}

impl Keyed {
    fn finish(&mut self, ctx: &mut Ctx) -> NativeResult {
        // Keys that are instances order through their `__lt__`: Python calls, one at a time.
        let sorted = matches!(self.use_, KeyUse::Sorted { .. });
        if ordered::has_objects(&self.keys) || (sorted && ordered::sorts_by_comparison(&self.keys))
        {
            let op = match self.use_ {
                KeyUse::Sorted { reverse } => {
                    let items = std::mem::take(&mut self.items);
                    let keys = std::mem::take(&mut self.keys);
                    return ordered::ObjSort::start(
                        ctx,
                        items,
                        Some(keys),
                        reverse,
                        self.into.clone(),
                    );
                }
                KeyUse::Min => Some(super::code::CmpOp::Lt),
                KeyUse::Max => Some(super::code::CmpOp::Gt),
                _ => None,
            };
            if let Some(op) = op {
                let items = std::mem::take(&mut self.items);
                let keys = std::mem::take(&mut self.keys);
                return ordered::Extreme::start(ctx, items, Some(keys), op);
            }
        }
        self.finish_plain()
    }

    fn finish_plain(&mut self) -> NativeResult {
        let items = std::mem::take(&mut self.items);
        let keys = std::mem::take(&mut self.keys);
        match self.use_ {
            KeyUse::Sorted { reverse } => {
                let sorted = builtins::sort_by_keys(items, Some(&keys), reverse)?;
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
    fn next_arg(&mut self, f: &Rc<Function>, v: Value) -> Result<Value, Value> {
        let next = self.keys.len() + 1;
        let same = matches!(&self.func, Value::Function(g) if Rc::ptr_eq(g, f));
        if !same || next >= self.items.len() {
            return Err(v);
        }
        let arg = match (self.use_, &self.items[next]) {
            (KeyUse::Map, Value::Tuple(t)) if t.len() == 1 => t[0].clone(),
            (KeyUse::Map, Value::Tuple(_)) => return Err(v),
            (_, item) => item.clone(),
        };
        self.keys.push(v);
        Ok(arg)
    }

    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        self.keys.push(v);
        if self.keys.len() == self.items.len() {
            return self.finish(ctx);
        }
        let args = call_args(self.use_, &self.items[self.keys.len()]);
        Err(Flow::call(self.func.clone(), args, Then::Keep))
    }
}
