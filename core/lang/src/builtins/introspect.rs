//! Builtins about objects and types: `isinstance`, `getattr`, `type`, `property` ...

use super::super::conts::AttrOr;
use super::super::dunder;
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, Flow, NativeResult, Then};
use super::super::objects::{self, Property};
use super::super::value::Value;
use super::{builtin_type_name, is_type_name, one_arg};
use crate::attr;
use std::rc::Rc;

/// `isinstance`'s test against one class-like value.
pub(super) fn is_instance_of(v: &Value, t: &Value) -> Result<bool, PyErr> {
    Ok(match t {
        // A host value is an instance of a class the host names (a native nn module of
        // torch.nn.Module), besides of its own.
        Value::Class(c) => match v {
            Value::Foreign(f) => f.is_instance(&c.name) || objects::instance_of(v, c),
            _ => objects::instance_of(v, c),
        },
        Value::Native(n) if is_type_name(&n.name) => {
            let name = n.name.as_str();
            name == v.type_name()
                || (name == "int" && matches!(v, Value::Bool(_)))
                || matches!(v, Value::Object(o) if crate::subclass::base_type(&o.class) == Some(name))
                || matches!(v, Value::Foreign(f) if f.is_instance(name))
                || name == "object"
                || matches!(v, Value::Object(o) if o.class.name == name && o.class.qualname() == name)
        }
        Value::Tuple(ts) => {
            for t in ts.iter() {
                if is_instance_of(v, t)? {
                    return Ok(true);
                }
            }
            false
        }
        Value::Foreign(_) | Value::Native(_) => match v {
            Value::Foreign(f) => f.is_instance(&builtin_type_name(t)),
            _ => builtin_type_name(t) == v.type_name(),
        },
        Value::Object(_) if crate::union::members(t).is_some() => {
            for m in crate::union::members(t).unwrap_or_default() {
                if is_instance_of(v, &m)? {
                    return Ok(true);
                }
            }
            false
        }
        _ if crate::union::is_alias(t) => {
            return Err(PyErr::type_error(
                "isinstance() argument 2 cannot be a parameterized generic",
            ))
        }
        _ => {
            return Err(PyErr::type_error(
                "isinstance() arg 2 must be a type, a tuple of types, or a union",
            ))
        }
    })
}

pub(super) fn isinstance(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(v), Some(t)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error(format!(
            "isinstance expected 2 arguments, got {}",
            a.pos.len()
        ))
        .into());
    };
    // As CPython: an exact match answers without the hook.
    let exact = matches!((v, t), (Value::Object(o), Value::Class(c)) if Rc::ptr_eq(&o.class, c));
    if let (Some((hooks, rest)), false) = (hooks(t, "__instancecheck__"), exact) {
        if is_instance_of(v, &rest)? {
            return Ok(Value::Bool(true));
        }
        return Err(AnyHook::start(hooks, v.clone()));
    }
    let mut found = is_instance_of(v, t)?;
    if !found && matches!(v, Value::Object(_)) {
        // An instance of a class derived from a host class's Python equivalent.
        found = match t {
            Value::Tuple(ts) => ts
                .iter()
                .any(|t| crate::hostclass::is_twin_instance(ctx, v, t)),
            _ => crate::hostclass::is_twin_instance(ctx, v, t),
        };
    }
    if let (false, Value::Object(o)) = (found, v) {
        // A class that overrides `__class__` (a property, as mock's spec): the class it claims
        // answers too, as CPython's `recursive_isinstance` reads `inst.__class__`.
        if o.class.lookup("__class__").is_some() {
            let args = Args {
                pos: vec![v.clone(), t.clone()],
                kw: Vec::new(),
            };
            return super::call_prelude(ctx, "_isinstance_class", &args);
        }
    }
    Ok(Value::Bool(found))
}

/// A class's metaclass's own `__instancecheck__`/`__subclasscheck__` (a Python function, as
/// `abc.ABCMeta`'s), bound to the class.
fn meta_check(t: &Value, name: &str) -> Option<Value> {
    match t {
        Value::Class(c) => {
            let hook = c.meta()?.lookup(name)?;
            matches!(hook, Value::Function(_))
                .then(|| Value::BoundMethod(Rc::new((t.clone(), hook))))
        }
        // An object that is no type but whose class defines the check (typing's `List`), as
        // CPython looks the check up on type(cls) for any cls.
        Value::Object(o) if o.base.is_none() => attr::special(t, name),
        _ => None,
    }
}

/// The metaclass checks `t` asks for (a class with one, or those of the classes in a tuple),
/// and the tuple of the classes left to the built-in test.
fn hooks(t: &Value, name: &str) -> Option<(Vec<Value>, Value)> {
    let (mut found, mut rest) = (Vec::new(), Vec::new());
    match t {
        Value::Tuple(ts) => {
            for x in ts.iter() {
                match meta_check(x, name) {
                    Some(h) => found.push(h),
                    None => rest.push(x.clone()),
                }
            }
        }
        _ => found.extend(meta_check(t, name)),
    }
    (!found.is_empty()).then(|| (found, Value::tuple(rest)))
}

/// Calls the metaclass checks one after another until one answers true.
#[derive(Debug)]
struct AnyHook {
    /// The checks still to call, last first.
    rest: Vec<Value>,
    arg: Value,
}

impl AnyHook {
    fn start(mut hooks: Vec<Value>, arg: Value) -> Flow {
        hooks.reverse();
        let first = hooks.pop().expect("at least one check");
        let pos = vec![arg.clone()];
        Flow::call(
            first,
            pos,
            Then::Resume(Box::new(AnyHook { rest: hooks, arg })),
        )
    }
}

impl crate::native::Continuation for AnyHook {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        if v.truthy()? {
            return Ok(Value::Bool(true));
        }
        match self.rest.pop() {
            Some(h) => Err(Flow::call(h, vec![self.arg.clone()], Then::Keep)),
            None => Ok(Value::Bool(false)),
        }
    }
}

pub(super) fn issubclass(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let (Some(Value::Native(n)), Some(t)) = (a.pos.first(), a.pos.get(1)) {
        if crate::hostclass::path(ctx, &n.name).is_some() {
            // A host class (`nn.Parameter`): its bases are the host's to say.
            let name = n.name.clone();
            let targets = match t {
                Value::Tuple(ts) => ts.to_vec(),
                other => vec![other.clone()],
            };
            let found = targets
                .iter()
                .any(|t| crate::hostclass::is_subclass(ctx, &name, t));
            // An ABC's own `__subclasscheck__` still has its say when the bases do not.
            let hooked = targets
                .iter()
                .any(|t| matches!(t, Value::Class(k) if k.meta().is_some()));
            if found || !hooked {
                return Ok(Value::Bool(found));
            }
        }
    }
    if let (Some(Value::Class(c)), Some(t)) = (a.pos.first(), a.pos.get(1)) {
        let targets = match t {
            Value::Tuple(ts) => &ts[..],
            other => std::slice::from_ref(other),
        };
        if targets
            .iter()
            .any(|t| crate::hostclass::is_twin_subclass(ctx, c, t))
        {
            return Ok(Value::Bool(true));
        }
    }
    subclass_check(a)
}

fn subclass_check(a: &Args) -> NativeResult {
    let (Some(c), Some(t)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("issubclass expected 2 arguments").into());
    };
    if let Some((hooks, rest)) = hooks(t, "__subclasscheck__") {
        let plain = Args {
            pos: vec![c.clone(), rest],
            kw: Vec::new(),
        };
        if !matches!(t, Value::Class(_)) && subclass_check(&plain)?.truthy()? {
            return Ok(Value::Bool(true));
        }
        return Err(AnyHook::start(hooks, c.clone()));
    }
    let flat;
    let t = match t {
        // Unions in a tuple stand for their members.
        Value::Tuple(ts) if ts.iter().any(|x| crate::union::members(x).is_some()) => {
            flat = Value::tuple(
                ts.iter()
                    .flat_map(|x| crate::union::members(x).unwrap_or_else(|| vec![x.clone()]))
                    .collect(),
            );
            &flat
        }
        other => other,
    };
    if let Some(ms) = crate::union::members(t) {
        // A union answers as the tuple of its members.
        let as_tuple = Args {
            pos: vec![c.clone(), Value::tuple(ms)],
            kw: Vec::new(),
        };
        return subclass_check(&as_tuple);
    }
    let Value::Class(c) = c else {
        if let Value::Native(n) = c {
            let check = |t: &Value| match t {
                Value::Native(m) => n.name == m.name || (n.name == "bool" && m.name == "int"),
                Value::Class(k) => k.builtin && k.name == "object",
                _ => false,
            };
            let class_like =
                |t: &Value| matches!(t, Value::Native(_) | Value::Class(_) | Value::Foreign(_));
            let items = match t {
                Value::Tuple(ts) => ts.to_vec(),
                other => vec![other.clone()],
            };
            for t in &items {
                if !class_like(t) {
                    return Err(PyErr::type_error(
                        "issubclass() arg 2 must be a class, a tuple of classes, or a union",
                    )
                    .into());
                }
                if check(t) {
                    return Ok(Value::Bool(true));
                }
            }
            return Ok(Value::Bool(false));
        }
        return Err(PyErr::type_error("issubclass() arg 1 must be a class").into());
    };
    let check = |t: &Value| match t {
        Value::Class(k) => Ok(c.is_subclass(k)),
        // `issubclass(M, type)`: M is a metaclass.
        Value::Native(n) if n.name == "type" => Ok(crate::metaclass::is_metaclass(c)),
        Value::Native(n) if n.name == "object" => Ok(true),
        Value::Native(n) => Ok(crate::subclass::base_type(c) == Some(n.name.as_str())),
        Value::Foreign(_) => Ok(false),
        _ => Err(PyErr::type_error(
            "issubclass() arg 2 must be a class, a tuple of classes, or a union",
        )),
    };
    Ok(Value::Bool(match t {
        Value::Tuple(ts) => {
            let mut found = false;
            for t in ts.iter() {
                if check(t)? {
                    found = true;
                    break;
                }
            }
            found
        }
        other => check(other)?,
    }))
}

/// CPython's argument-count errors of getattr (2 or 3), setattr (3), hasattr and delattr (2),
/// which take no keywords either.
fn attr_arity(a: &Args, f: &str) -> Result<(), PyErr> {
    let (min, max) = match f {
        "getattr" => (2, 3),
        "setattr" => (3, 3),
        _ => (2, 2),
    };
    if !a.kw.is_empty() {
        return Err(PyErr::type_error(format!(
            "{f}() takes no keyword arguments"
        )));
    }
    let n = a.pos.len();
    if (min..=max).contains(&n) {
        return Ok(());
    }
    Err(PyErr::type_error(if min == max {
        format!("{f} expected {min} arguments, got {n}")
    } else if n < min {
        format!("{f} expected at least {min} arguments, got {n}")
    } else {
        format!("{f} expected at most {max} arguments, got {n}")
    }))
}

pub(super) fn attr_name(a: &Args, f: &str) -> Result<String, PyErr> {
    attr_arity(a, f)?;
    match a.pos.get(1) {
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(other) => Err(PyErr::type_error(format!(
            "attribute name must be string, not '{}'",
            crate::dunder::type_name(other)
        ))),
        None => Err(PyErr::type_error(format!(
            "{f} expected at least 2 arguments, got {}",
            a.pos.len()
        ))),
    }
}

pub(super) fn getattr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let name = attr_name(a, "getattr")?;
    match (dunder::getattr(ctx, &a.pos[0], &name), a.pos.get(2)) {
        (Err(Flow::Raise(e)), Some(d)) if e.is_absent_attribute() => Ok(d.clone()),
        (Err(Flow::Call(c)), Some(d)) => Err(or_else(c, AttrOr::Default(d.clone()))),
        // (The error names the object, as a failed `obj.name` does: `e.obj`.)
        (Err(Flow::Raise(mut e)), _) => {
            e.set_obj(&a.pos[0], &name);
            Err(Flow::Raise(e))
        }
        (r, _) => r,
    }
}

/// The Python call that answers an attribute lookup, its AttributeError caught by `then`.
fn or_else(mut c: Box<crate::native::PyCall>, then: AttrOr) -> Flow {
    c.then = match std::mem::replace(&mut c.then, Then::Tail) {
        Then::Tail => Then::Resume(Box::new(then)),
        // A `__getattribute__` call with `__getattr__` behind it: `then` takes what that gives.
        Then::Resume(k) => Then::Nest(Box::new(then), k),
        other => other,
    };
    Flow::Call(c)
}

pub(super) fn setattr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let name = attr_name(a, "setattr")?;
    let v = a.pos.get(2).cloned().unwrap_or(Value::None);
    dunder::setattr(ctx, &a.pos[0], &name, v)?;
    Ok(Value::None)
}

/// `delattr(obj, name)`: as `del obj.name` (a class's `__delattr__`, a property's deleter, a
/// descriptor's `__delete__`).
pub(super) fn delattr(_: &mut Ctx, a: &Args) -> NativeResult {
    let name = attr_name(a, "delattr")?;
    crate::attr::delete(&a.pos[0], &name, true)?;
    Ok(Value::None)
}

pub(super) fn hasattr(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let name = attr_name(a, "hasattr")?;
    Ok(Value::Bool(match dunder::getattr(ctx, &a.pos[0], &name) {
        Ok(_) => true,
        Err(Flow::Call(c)) => return Err(or_else(c, AttrOr::Has)),
        Err(Flow::Raise(e)) if e.is_absent_attribute() => false,
        Err(f) => return Err(f),
    }))
}

pub(super) fn type_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() == 3 {
        // `type(name, bases, ns)`: a new class, as a class statement makes it.
        if let Value::Tuple(bases) = &a.pos[1] {
            // A base with a metaclass: that metaclass makes the class (its `__new__`, then its
            // `__init__`), as `type.__new__` hands over to the winner.
            let bases = bases
                .iter()
                .map(crate::metaclass::base_class)
                .collect::<Result<Vec<_>, _>>()?;
            if let Some(m) = crate::metaclass::winner(None, &bases)? {
                let mut kw = a.kw.clone();
                kw.push((Rc::from(crate::metaclass::PLAIN_CALL), Value::None));
                return Err(Flow::Call(Box::new(crate::native::PyCall {
                    func: Value::Class(m),
                    args: Args {
                        pos: a.pos.clone(),
                        kw,
                    },
                    then: Then::Tail,
                })));
            }
        }
        let c = crate::metaclass::build(ctx, None, &a.pos[0], &a.pos[1], &a.pos[2])?;
        return crate::conts::finish_class(c, a.kw.clone());
    }
    if a.pos.len() != 1 || !a.kw.is_empty() {
        return Err(PyErr::type_error("type() takes 1 or 3 arguments").into());
    }
    Ok(type_of(&a.pos[0]))
}

/// `types.ModuleType(name, doc=None)`: a new, empty module.
/// `types.MethodType(func, obj)`: `func` bound to `obj`.
fn method_new(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if !a.kw.is_empty() {
        return Err(PyErr::type_error("method() takes no keyword arguments").into());
    }
    let [f, obj] = a.pos.as_slice() else {
        return Err(
            PyErr::type_error(format!("method expected 2 arguments, got {}", a.pos.len())).into(),
        );
    };
    if !matches!(
        callable(ctx, &crate::vm::args(vec![f.clone()]))?,
        Value::Bool(true)
    ) {
        return Err(PyErr::type_error("first argument must be callable").into());
    }
    if matches!(obj, Value::None) {
        return Err(PyErr::type_error("instance must not be None").into());
    }
    Ok(Value::BoundMethod(Rc::new((obj.clone(), f.clone()))))
}

fn module_new(_: &mut Ctx, a: &Args) -> NativeResult {
    let mut name = a.pos.first().cloned();
    let mut doc = a.pos.get(1).cloned();
    if a.pos.len() > 2 {
        return Err(PyErr::type_error(format!(
            "module() takes at most 2 arguments ({} given)",
            a.pos.len()
        ))
        .into());
    }
    for (k, v) in &a.kw {
        let slot = match &**k {
            "name" => &mut name,
            "doc" => &mut doc,
            _ => {
                return Err(PyErr::type_error(format!(
                    "module() got an unexpected keyword argument '{k}'"
                ))
                .into())
            }
        };
        *slot = Some(v.clone());
    }
    let name = match &name {
        Some(Value::Str(s)) => s.clone(),
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "module() argument 'name' must be str, not {}",
                builtin_type_name(other)
            ))
            .into())
        }
        None => {
            return Err(
                PyErr::type_error("module() missing required argument 'name' (pos 1)").into(),
            )
        }
    };
    let m = crate::value::Module::new(&name);
    m.set("__name__", Value::Str(name));
    m.set("__doc__", doc.unwrap_or(Value::None));
    for n in ["__package__", "__loader__", "__spec__"] {
        m.set(n, Value::None);
    }
    Ok(Value::Module(m))
}

/// `type(v)`, also `v.__class__` for the built-in types.
pub fn type_of(v: &Value) -> Value {
    match v {
        Value::Object(o) => Value::Class(o.class.clone()),
        Value::Class(c) if c.meta.borrow().is_some() => {
            Value::Class(crate::metaclass::class_of_class(c))
        }
        other => {
            let name = match other {
                Value::Class(_) => "type",
                Value::Native(n) if is_type_name(&n.name) => "type",
                Value::Foreign(f) => f.class_name(),
                o => o.type_name(),
            };
            // Made once per type name: `type(a) in _ATOMIC` in a loop (deepcopy's) neither
            // searches the builtins table nor allocates.
            if let Some(t) = TYPES.with(|m| m.borrow().get(name).cloned()) {
                return t;
            }
            let t = match super::funcs::FUNCS.iter().find(|(n, _)| *n == name) {
                Some((n, f)) => super::NativeFunction::value(n, *f),
                None if name == "module" => super::NativeFunction::value(name, module_new),
                None if name == "method" => super::NativeFunction::value(name, method_new),
                None => super::NativeFunction::value(name, type_),
            };
            TYPES.with(|m| m.borrow_mut().insert(name.to_string(), t.clone()));
            t
        }
    }
}

thread_local! {
    /// `type(v)` of the built-in and host values, by type name (see `type_of`).
    static TYPES: std::cell::RefCell<crate::value::FastMap<String, Value>> =
        std::cell::RefCell::new(crate::value::FastMap::default());
}

pub(super) fn id(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::Int(identity(one_arg(a, "id")?)))
}

/// `id(v)`: the address of a boxed value, the bits of an unboxed one.
pub(crate) fn identity(v: &Value) -> i64 {
    let p = match v {
        Value::List(l) => Rc::as_ptr(l) as *const u8 as usize as u64,
        Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize as u64,
        Value::Object(o) => Rc::as_ptr(o) as *const u8 as usize as u64,
        Value::Class(c) => Rc::as_ptr(c) as *const u8 as usize as u64,
        Value::Function(f) => Rc::as_ptr(f) as *const u8 as usize as u64,
        Value::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize as u64,
        Value::Str(s) => Rc::as_ptr(s) as *const u8 as usize as u64,
        Value::Set(s) => Rc::as_ptr(s) as *const u8 as usize as u64,
        Value::Long(b) => Rc::as_ptr(b) as *const u8 as usize as u64,
        Value::Module(m) => Rc::as_ptr(m) as *const u8 as usize as u64,
        Value::Iterator(i) => Rc::as_ptr(i) as *const u8 as usize as u64,
        Value::Generator(g) => Rc::as_ptr(g) as *const u8 as usize as u64,
        Value::Foreign(f) => f.identity().unwrap_or(Rc::as_ptr(f) as *const u8 as usize) as u64,
        Value::DictView(v) => Rc::as_ptr(v) as *const u8 as usize as u64,
        Value::Native(n) => Rc::as_ptr(n) as *const u8 as usize as u64,
        Value::BoundMethod(b) => Rc::as_ptr(b) as *const u8 as usize as u64,
        Value::BoundNative(b) => Rc::as_ptr(b) as *const u8 as usize as u64,
        Value::Property(p) => Rc::as_ptr(p) as *const u8 as usize as u64,
        Value::Slice(s) => Rc::as_ptr(s) as *const u8 as usize as u64,
        Value::Bytes(b) => Rc::as_ptr(b) as *const u8 as usize as u64,
        Value::ByteArray(b) => Rc::as_ptr(b) as *const u8 as usize as u64,
        Value::StaticMethod(m) | Value::ClassMethod(m) => {
            Rc::as_ptr(m) as *const u8 as usize as u64
        }
        Value::Int(i) => *i as u64,
        // Unboxed values are their own identity (as `is` has them): their bits, kept apart from
        // the addresses above by the top bit.
        Value::Float(f) => (f.to_bits() >> 2) | (1u64 << 62),
        Value::Super(s) => Rc::as_ptr(s) as *const u8 as usize as u64,
        Value::None => 1u64 << 61,
        Value::NotImplemented => (1u64 << 61) + 64,
        Value::Ellipsis => (1u64 << 61) + 80,
        Value::Bool(b) => (1u64 << 61) + 16 + *b as u64 * 16,
        other => other as *const Value as usize as u64,
    };
    p as i64 & i64::MAX
}

/// `f.__call__`: a method-wrapper calling `f` (a function, a built-in, a bound method, a class).
pub(crate) fn call_wrapper(f: &Value) -> Value {
    thread_local! {
        static CALL: Rc<super::NativeFunction> = Rc::new(super::NativeFunction {
            name: "__call__".into(),
            f: |_, a| {
                let Some(f) = a.pos.first() else {
                    return Err(PyErr::type_error("__call__ needs its receiver").into());
                };
                Err(crate::native::Flow::Call(Box::new(crate::native::PyCall {
                    func: f.clone(),
                    args: Args {
                        pos: a.pos[1..].to_vec(),
                        kw: a.kw.clone(),
                    },
                    then: crate::native::Then::Tail,
                })))
            },
        });
    }
    Value::BoundNative(Rc::new((f.clone(), CALL.with(Rc::clone))))
}

pub(super) fn callable(_: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "callable")?;
    Ok(Value::Bool(match v {
        Value::Function(_)
        | Value::Native(_)
        | Value::BoundNative(_)
        | Value::BoundMethod(_)
        | Value::Class(_) => true,
        Value::Object(_) => attr::special(v, "__call__").is_some(),
        Value::Foreign(f) => f.is_callable(),
        // (A staticmethod object is callable since 3.10.)
        Value::StaticMethod(_) => true,
        _ => false,
    }))
}

pub(super) fn property(_: &mut Ctx, a: &Args) -> NativeResult {
    let fget = a.get(0, "fget").cloned().unwrap_or(Value::None);
    let fset = a.get(1, "fset").cloned().unwrap_or(Value::None);
    let fdel = a.get(2, "fdel").cloned().unwrap_or(Value::None);
    let doc = a.get(3, "doc").cloned().unwrap_or(Value::None);
    Ok(Property::full(fget, fset, fdel, doc))
}

pub(super) fn staticmethod(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::StaticMethod(Rc::new(
        one_arg(a, "staticmethod")?.clone(),
    )))
}

pub(super) fn classmethod(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::ClassMethod(Rc::new(
        one_arg(a, "classmethod")?.clone(),
    )))
}

pub(super) fn vars(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "vars")?;
    if let Value::Module(m) = v {
        return Ok(m.namespace());
    }
    if let Value::Class(c) = v {
        return crate::dunder::class_dict_proxy(ctx, c);
    }
    match attr::getattr(v, "__dict__") {
        Err(Flow::Raise(e)) if e.kind == "AttributeError" => {
            Err(PyErr::type_error("vars() argument must have __dict__ attribute").into())
        }
        r => r,
    }
}

/// What `object` itself lists in CPython 3.11's `dir()` of an instance of a Python class.
const OBJECT_DIR: &[&str] = &[
    "__class__",
    "__delattr__",
    "__dict__",
    "__dir__",
    "__doc__",
    "__eq__",
    "__format__",
    "__ge__",
    "__getattribute__",
    "__getstate__",
    "__gt__",
    "__hash__",
    "__init__",
    "__init_subclass__",
    "__le__",
    "__lt__",
    "__module__",
    "__ne__",
    "__new__",
    "__reduce__",
    "__reduce_ex__",
    "__repr__",
    "__setattr__",
    "__sizeof__",
    "__str__",
    "__subclasshook__",
    "__weakref__",
];

/// The keyword under which `dir()` is given its caller's names (`Vm::implicit_scope`).
pub(crate) const SCOPE: &str = " scope";

/// `dir(obj)`: the sorted names of an instance (its own and its classes'), a class or a module;
/// `dir()`: the sorted names of the calling scope.
pub(crate) fn dir(ctx: &mut Ctx, a: &Args) -> NativeResult {
    dir_with(ctx, a, true)
}

/// `object.__dir__(obj)`: the default listing, never the class's own `__dir__` (which may be
/// the one calling it).
pub(crate) fn object_dir(ctx: &mut Ctx, a: &Args) -> NativeResult {
    dir_with(ctx, a, false)
}

fn dir_with(ctx: &mut Ctx, a: &Args, own_dir: bool) -> NativeResult {
    if a.pos.len() > 1 {
        return Err(PyErr::type_error(format!(
            "dir expected at most 1 argument, got {}",
            a.pos.len()
        ))
        .into());
    }
    let mut names: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    let Some(v) = a.pos.first() else {
        let Some((_, Value::Dict(d))) = a.kw.first().filter(|(k, _)| &**k == SCOPE) else {
            return Err(PyErr::new("NotImplementedError", "dir() in library code").into());
        };
        names.extend(d.borrow().iter().map(|(k, _)| k.to_str()));
        return Ok(Value::list(names.iter().map(|n| Value::str(n)).collect()));
    };
    let class_names = |c: &Rc<objects::Class>, names: &mut std::collections::BTreeSet<String>| {
        for k in c.mro() {
            names.extend(k.attrs.borrow().names().iter().map(|n| n.to_string()));
        }
        names.extend(OBJECT_DIR.iter().map(|s| s.to_string()));
        // `object` itself has no `__dict__`, `__module__` or `__weakref__`; a class whose every
        // base has `__slots__` has those of them its slots name.
        if c.is_object() {
            for n in ["__dict__", "__module__", "__weakref__"] {
                names.remove(n);
            }
        } else if let Some(slots) = attr::slots_only(c) {
            for n in ["__dict__", "__weakref__"] {
                if !slots.iter().any(|s| &**s == n) {
                    names.remove(n);
                }
            }
        }
    };
    if own_dir && matches!(v, Value::Object(_) | Value::Class(_)) {
        // A class's own `__dir__` (a metaclass's for a class) answers, sorted, as CPython's.
        if let Some(m) = attr::special(v, "__dir__") {
            let args = Args {
                pos: vec![m],
                kw: Vec::new(),
            };
            return super::call_prelude(ctx, "_dir_sorted", &args);
        }
    }
    match v {
        Value::Object(o) => {
            names.extend(o.attrs.borrow().names().iter().map(|n| n.to_string()));
            class_names(&o.class, &mut names);
        }
        Value::Class(c) => class_names(c, &mut names),
        Value::Module(m) => names.extend(m.names()),
        Value::Native(n) if crate::hostclass::path(ctx, &n.name).is_some() => {
            let class = n.name.clone();
            return match crate::hostclass::dir(ctx, &class) {
                Some(listed) => Ok(Value::list(listed)),
                None => builtin_dir(ctx, v),
            };
        }
        Value::Foreign(f) => {
            let class = f.class_name();
            let own = f.own_names();
            return match crate::hostclass::dir(ctx, class) {
                Some(listed) if own.is_empty() => Ok(Value::list(listed)),
                Some(listed) => {
                    let mut all: std::collections::BTreeSet<String> = own.into_iter().collect();
                    all.extend(listed.iter().filter_map(|v| match v {
                        Value::Str(s) => Some(s.to_string()),
                        _ => None,
                    }));
                    Ok(Value::list(all.iter().map(|n| Value::str(n)).collect()))
                }
                None => builtin_dir(ctx, v),
            };
        }
        other => return builtin_dir(ctx, other),
    }
    Ok(Value::list(names.iter().map(|n| Value::str(n)).collect()))
}

/// `dir()` of a built-in type or value: CPython's names, those the playground answers.
fn builtin_dir(ctx: &mut Ctx, other: &Value) -> NativeResult {
    let type_name = match other {
        Value::Native(n) if super::is_type_name(&n.name) => &*n.name,
        o => o.type_name(),
    };
    let Some(all) = super::dirnames::names(type_name) else {
        return Err(PyErr::new(
            "NotImplementedError",
            format!(
                "dir() of a '{}' object is not supported by the playground yet",
                dunder::type_name(other)
            ),
        )
        .into());
    };
    let mut found = Vec::with_capacity(all.len());
    for n in all {
        match dunder::getattr(ctx, other, n) {
            Err(Flow::Raise(e)) if e.is_absent_attribute() => {}
            Err(Flow::Raise(e)) => return Err(e.into()),
            _ => found.push(Value::str(n)),
        }
    }
    Ok(Value::list(found))
}

pub(super) fn super_(_: &mut Ctx, a: &Args) -> NativeResult {
    match (a.pos.first(), a.pos.get(1)) {
        (Some(Value::Class(c)), Some(obj)) => Ok(Value::Super(Rc::new((c.clone(), obj.clone())))),
        _ => Err(PyErr::runtime_error("super(): no arguments").into()),
    }
}

/// A built-in type's MRO: itself, `int` for `bool`, then `object` (`object`'s is itself alone).
fn builtin_mro(t: &Value, name: &str) -> Vec<Value> {
    let mut mro = vec![t.clone()];
    if name == "bool" {
        mro.push(type_of(&Value::Int(0)));
    }
    if name != "object" {
        if let Some(object) = crate::metaclass::type_class().and_then(|t| t.bases.first().cloned())
        {
            mro.push(Value::Class(object));
        }
    }
    mro
}

/// `__mro__`, `__bases__`, `__base__` and `mro` of built-in type `t` (named `name`): as
/// CPython's (`bool.__mro__ == (bool, int, object)`, `list.__bases__ == (object,)`).
pub fn builtin_type_attr(t: &Value, name: &str, attr: &str) -> Value {
    let mro = builtin_mro(t, name);
    match attr {
        "__mro__" => Value::tuple(mro),
        "__bases__" => Value::tuple(mro.get(1).cloned().into_iter().collect()),
        "__base__" => mro.get(1).cloned().unwrap_or(Value::None),
        _ => Value::BoundNative(Rc::new((
            t.clone(),
            Rc::new(super::NativeFunction {
                name: "mro".into(),
                f: |_, a| match a.pos.first() {
                    Some(t @ Value::Native(n)) => Ok(Value::list(builtin_mro(t, &n.name))),
                    _ => Ok(Value::list(Vec::new())),
                },
            }),
        ))),
    }
}
