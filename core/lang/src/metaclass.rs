//! `type` as a class, for metaclasses: `class M(type)`, `class A(metaclass=M, **kw)`, a
//! metaclass's `__new__`/`__init__`/`__call__`, its methods and special methods seen from its
//! classes (`len(Color)`, `Color.__members__`), three-argument `type(name, bases, ns)`, and
//! `object.__new__`.
//!
//! The builtin name `type` stays the native function (`type(x)` is hot); the class `type` behind
//! it is built with the builtin classes and reached through [`type_class`]. A class whose
//! metaclass is `type` keeps `meta` empty, so ordinary classes pay nothing.

use std::cell::RefCell;
use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::{Args, Continuation, Ctx, Flow, NativeFunction, NativeResult, PyCall, Then};
use crate::objects::{Attrs, Class, Instance};
use crate::value::Value;

/// Holds the class `type`; left alone at thread exit, when the value drops it would need have
/// gone already (the class is freed with the process).
struct Held(Option<Rc<Class>>);

impl Drop for Held {
    fn drop(&mut self) {
        std::mem::forget(self.0.take());
    }
}

thread_local! {
    /// The class `type` of the VM built last on this thread (each VM builds its builtin classes;
    /// classes are told apart by name, never by this pointer).
    static TYPE: RefCell<Held> = const { RefCell::new(Held(None)) };
}

/// The keyword marker of a call that instantiates a class without its metaclass's `__call__`
/// (what `type.__call__` does when a metaclass's `__call__` reaches it through `super()`).
pub const PLAIN_CALL: &str = "\0plain";

/// Builds the class `type` over `object`, and gives `object` its `__new__`.
pub fn make_type_class(object: &Rc<Class>) -> Rc<Class> {
    crate::objects::class_changed();
    object.attrs.borrow_mut().set(
        "__new__",
        Value::StaticMethod(Rc::new(NativeFunction::value("__new__", object_new))),
    );
    let mut attrs = Attrs::default();
    attrs.set(
        "__new__",
        Value::StaticMethod(Rc::new(NativeFunction::value("__new__", type_new))),
    );
    attrs.set("__init__", NativeFunction::value("__init__", type_init));
    attrs.set("__call__", NativeFunction::value("__call__", type_call));
    attrs.set(
        "__prepare__",
        Value::ClassMethod(Rc::new(NativeFunction::value("__prepare__", type_prepare))),
    );
    attrs.set("mro", NativeFunction::value("mro", type_mro));
    let t = Class::new("type", vec![object.clone()], attrs, true).expect("one base");
    TYPE.with(|c| c.borrow_mut().0 = Some(t.clone()));
    t
}

/// The class `type` (None only before any VM exists on this thread).
pub fn type_class() -> Option<Rc<Class>> {
    TYPE.with(|c| c.borrow().0.clone())
}

pub fn is_type_class(c: &Class) -> bool {
    c.builtin && c.name == "type"
}

/// Whether `c` is a metaclass: `type` or a class deriving from it.
pub fn is_metaclass(c: &Rc<Class>) -> bool {
    is_type_class(c) || c.mro_rest.iter().any(|b| is_type_class(b))
}

/// `type(c)` for a class: its metaclass, else `type`.
pub fn class_of_class(c: &Rc<Class>) -> Rc<Class> {
    c.meta().or_else(type_class).unwrap_or_else(|| c.clone())
}

/// `isinstance(c, k)` for a class `c`.
pub fn class_is_instance(c: &Rc<Class>, k: &Rc<Class>) -> bool {
    if is_type_class(k) || (k.builtin && k.name == "object") {
        return true;
    }
    c.meta().is_some_and(|m| m.is_subclass(k))
}

/// A special method of the class `c` from its metaclass (None for a plain class).
pub fn meta_special(c: &Rc<Class>, name: &str) -> Option<Value> {
    let m = c.meta()?;
    match m.lookup_owner(name)? {
        // `type`'s own natives behave as the VM's defaults already.
        (owner, _) if is_type_class(&owner) => None,
        (_, f) => Some(f),
    }
}

/// The metaclass a new class gets: the most derived of the one asked for and its bases' (None:
/// `type`), or CPython's conflict error.
pub fn winner(
    explicit: Option<Rc<Class>>,
    bases: &[Rc<Class>],
) -> Result<Option<Rc<Class>>, PyErr> {
    let mut best = explicit;
    for b in bases {
        let Some(m) = b.meta() else { continue };
        match &best {
            None => best = Some(m),
            Some(w) if m.is_subclass(w) => best = Some(m),
            Some(w) if w.is_subclass(&m) => {}
            Some(_) => {
                return Err(PyErr::type_error(
                    "metaclass conflict: the metaclass of a derived class must be a (non-strict) \
                     subclass of the metaclasses of all its bases",
                ))
            }
        }
    }
    if let Some(w) = &best {
        if is_type_class(w) {
            return Ok(None);
        }
    }
    Ok(best)
}

/// A class statement's or `type()`'s base: a class, or the builtin `type` (a metaclass's base).
pub fn base_class(v: &Value) -> Result<Rc<Class>, PyErr> {
    match v {
        Value::Class(c) => Ok(c.clone()),
        Value::Native(n) if n.name == "type" => {
            type_class().ok_or_else(|| PyErr::runtime_error("internal error: no class 'type'"))
        }
        Value::Native(n) => match crate::subclass::builtin_class(&n.name)? {
            Some(c) => Ok(c),
            None => Err(PyErr::type_error(format!(
                "the playground cannot subclass '{}'",
                n.name
            ))),
        },
        other => Err(PyErr::type_error(format!(
            "the playground can only subclass classes, not '{}'",
            other.type_name()
        ))),
    }
}

/// CPython's refusal to instantiate a class whose `__abstractmethods__` is not empty (set by
/// `abc.ABCMeta`); only classes with a metaclass can have one.
pub fn check_abstract(c: &Rc<Class>) -> Result<(), PyErr> {
    if c.meta.borrow().is_none() {
        return Ok(());
    }
    let Some(Value::Set(ref s)) = c.lookup("__abstractmethods__") else {
        return Ok(());
    };
    let mut names: Vec<String> = s.borrow().iter().map(|v| v.to_str()).collect();
    if names.is_empty() {
        return Ok(());
    }
    tpu_emu::sort::sort(&mut names);
    Err(PyErr::type_error(format!(
        "Can't instantiate abstract class {} with abstract method{} {}",
        c.name,
        if names.len() == 1 { "" } else { "s" },
        names.join(", ")
    )))
}

/// `type.__new__(mcls, name, bases, ns, **kw)`: makes the class, with `mcls` (or a base's more
/// derived metaclass) as its metaclass, then runs `__set_name__` and `__init_subclass__(**kw)`.
fn type_new(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let mcls = match a.pos.first() {
        Some(Value::Class(c)) if is_metaclass(c) => c.clone(),
        Some(Value::Native(n)) if n.name == "type" => base_class(&a.pos[0])?,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "type.__new__(X): X is not a type object ({})",
                other.type_name()
            ))
            .into())
        }
        None => return Err(PyErr::type_error("type.__new__(): not enough arguments").into()),
    };
    if a.pos.len() != 4 {
        return Err(PyErr::type_error("type.__new__() takes exactly 3 arguments").into());
    }
    let explicit = (!is_type_class(&mcls)).then_some(mcls);
    let c = build(ctx, explicit, &a.pos[1], &a.pos[2], &a.pos[3])?;
    crate::conts::finish_class(c, a.kw.clone())
}

/// The class `type(name, bases, ns)` makes (its `__set_name__`/`__init_subclass__` still to run).
pub fn build(
    ctx: &mut Ctx,
    explicit: Option<Rc<Class>>,
    name: &Value,
    bases: &Value,
    ns: &Value,
) -> Result<Rc<Class>, PyErr> {
    let Value::Str(name) = name else {
        return Err(PyErr::type_error(format!(
            "type.__new__() argument 1 must be str, not {}",
            name.type_name()
        )));
    };
    let Value::Tuple(bases) = bases else {
        return Err(PyErr::type_error(format!(
            "type.__new__() argument 2 must be tuple, not {}",
            bases.type_name()
        )));
    };
    // A dict, or an instance of a dict subclass (a `__prepare__`'s namespace).
    let ns = match ns {
        Value::Object(o) => o.base.as_ref().unwrap_or(ns),
        ns => ns,
    };
    let Value::Dict(ns) = ns else {
        return Err(PyErr::type_error(format!(
            "type.__new__() argument 3 must be dict, not {}",
            ns.type_name()
        )));
    };
    let mut base_classes = bases
        .iter()
        .map(base_class)
        .collect::<Result<Vec<_>, _>>()?;
    if base_classes.is_empty() {
        if let Some(object) = type_class().and_then(|t| t.bases.first().cloned()) {
            base_classes.push(object);
        }
    }
    crate::subclass::check_bases(&base_classes)?;
    let meta = winner(explicit, &base_classes)?;
    let mut attrs = Attrs::default();
    let mut qualname = name.to_string();
    for (k, v) in ns.borrow().iter() {
        let Value::Str(k) = k else {
            return Err(PyErr::type_error(
                "the playground's class namespaces take str keys only",
            ));
        };
        if &**k == "__qualname__" {
            match v {
                Value::Str(q) => qualname = q.to_string(),
                other => {
                    return Err(PyErr::type_error(format!(
                        "type __qualname__ must be a str, not {}",
                        other.type_name()
                    )))
                }
            }
            continue;
        }
        attrs.set(k, v.clone());
    }
    let c = crate::vm::new_class(name, &qualname, base_classes, attrs)?;
    *c.meta.borrow_mut() = meta;
    let main = match &c.attrs.borrow().get("__module__") {
        None => true,
        Some(Value::Str(m)) => &**m == "__main__",
        Some(_) => false,
    };
    if main {
        ctx.main_classes.insert(qualname, Rc::downgrade(&c));
    }
    Ok(c)
}

/// `type.__init__(cls, ...)`: nothing to do.
fn type_init(_: &mut Ctx, _: &Args) -> NativeResult {
    Ok(Value::None)
}

/// `type.__call__(cls, *args, **kw)`: the instantiation a metaclass's `__call__` reaches with
/// `super().__call__(...)`: `__new__`, then `__init__`, without the metaclass's `__call__` again.
fn type_call(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(cls) = a.pos.first() else {
        return Err(
            PyErr::type_error("descriptor '__call__' of 'type' object needs an argument").into(),
        );
    };
    let mut kw = a.kw.clone();
    if matches!(cls, Value::Class(_)) {
        kw.push((Rc::from(PLAIN_CALL), Value::None));
    }
    Err(Flow::Call(Box::new(PyCall {
        func: cls.clone(),
        args: Args {
            pos: a.pos[1..].to_vec(),
            kw,
        },
        then: Then::Tail,
    })))
}

/// A metaclass's own `__prepare__` (not `type`'s), bound to it: the class statement calls it
/// for the namespace its body runs in.
pub fn python_prepare(meta: Option<&Value>) -> Option<Value> {
    let Some(Value::Class(m)) = meta else {
        return None;
    };
    let found = m.lookup("__prepare__")?;
    match found {
        Value::ClassMethod(ref f) if matches!(**f, Value::Native(_)) => None,
        Value::ClassMethod(ref f) => Some(Value::BoundMethod(Rc::new((
            Value::Class(m.clone()),
            (**f).clone(),
        )))),
        Value::StaticMethod(ref f) => Some((**f).clone()),
        Value::Function(_) => Some(found),
        _ => None,
    }
}

/// A class statement's bases as written: `()` for `class A:` (not the implicit `object`).
pub fn written_bases(bases: &[Rc<Class>], object_written: bool) -> Value {
    match bases {
        [o] if o.builtin && o.name == "object" && !object_written => Value::tuple(Vec::new()),
        bs => Value::tuple(bs.iter().map(|b| Value::Class(b.clone())).collect()),
    }
}

/// `type.__prepare__(name, bases, **kw)`: a new empty namespace.
fn type_prepare(_: &mut Ctx, _: &Args) -> NativeResult {
    Ok(Value::Dict(Rc::default()))
}

/// `cls.mro()`: the class, then its method resolution order.
fn type_mro(_: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        Some(Value::Class(c)) => Ok(Value::list(c.mro().into_iter().map(Value::Class).collect())),
        _ => Err(PyErr::type_error("descriptor 'mro' of 'type' object needs an argument").into()),
    }
}

/// `object.__new__(cls)`: a new instance, not yet initialised. Extra arguments are CPython's
/// error unless the class overrides `__init__` and not `__new__`.
fn object_new(_: &mut Ctx, a: &Args) -> NativeResult {
    let cls = match a.pos.first() {
        Some(Value::Class(c)) => c.clone(),
        // A built-in type is made by its own `__new__`.
        Some(Value::Native(n)) if crate::builtins::is_type_name(&n.name) => {
            let t = &n.name;
            return Err(PyErr::type_error(format!(
                "object.__new__({t}) is not safe, use {t}.__new__()"
            ))
            .into());
        }
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "object.__new__(X): X is not a type object ({})",
                other.type_name()
            ))
            .into())
        }
        None => return Err(PyErr::type_error("object.__new__(): not enough arguments").into()),
    };
    check_abstract(&cls)?;
    if is_metaclass(&cls) {
        return Err(PyErr::type_error(format!(
            "object.__new__({}) is not safe, use type.__new__()",
            cls.name
        ))
        .into());
    }
    if a.pos.len() > 1 || !a.kw.is_empty() {
        let own_new = cls.lookup_owner("__new__").is_some_and(|(o, _)| !o.builtin);
        let own_init = cls
            .lookup_owner("__init__")
            .is_some_and(|(o, _)| !o.builtin);
        if own_new || !own_init {
            if cls.is_exception() {
                let inst = Instance::new(cls);
                inst.attrs
                    .borrow_mut()
                    .set("args", Value::tuple(a.pos[1..].to_vec()));
                return Ok(Value::Object(inst));
            }
            return Err(PyErr::type_error(if own_new {
                "object.__new__() takes exactly one argument (the type to instantiate)".to_string()
            } else {
                format!("{}() takes no arguments", cls.name)
            })
            .into());
        }
    }
    let inst = Instance::new(cls.clone());
    if cls.is_exception() {
        inst.attrs
            .borrow_mut()
            .set("args", Value::tuple(a.pos[1..].to_vec()));
    }
    Ok(Value::Object(inst))
}

/// After a Python `__new__` returned `v`: `__init__` with the same arguments when `v` is an
/// instance of the class called, as `type.__call__` does; the result is `v` either way.
#[derive(Debug)]
pub struct InitAfterNew {
    pub cls: Rc<Class>,
    pub args: Args,
    /// The class was called by a statement whose result is dropped.
    pub discard: bool,
}

impl Continuation for InitAfterNew {
    fn discards(&self) -> bool {
        self.discard
    }

    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        if !crate::objects::instance_of(&v, &self.cls) || matches!(v, Value::Native(_)) {
            return Ok(v);
        }
        let init = match &v {
            Value::Class(c) => class_of_class(c).lookup_owner("__init__"),
            Value::Object(o) => o.class.lookup_owner("__init__"),
            _ => None,
        };
        match init {
            // `object.__init__` and `type.__init__` have nothing to do; a built-in base's fills its
            // container.
            Some((owner, f))
                if !(owner.builtin && (owner.name == "object" || is_type_class(&owner))) =>
            {
                let mut pos = vec![v.clone()];
                pos.append(&mut self.args.pos);
                Err(Flow::Call(Box::new(PyCall {
                    func: f,
                    args: Args {
                        pos,
                        kw: std::mem::take(&mut self.args.kw),
                    },
                    then: Then::Resume(Box::new(Give(v, self.discard))),
                })))
            }
            _ => Ok(v),
        }
    }
}

/// Answers its value whatever the call before it returned (`__init__`'s None).
#[derive(Debug)]
struct Give(Value, bool);

impl Continuation for Give {
    fn discards(&self) -> bool {
        self.1
    }

    fn resume(&mut self, _: &mut Ctx, r: Value) -> NativeResult {
        if !matches!(r, Value::None) {
            return Err(PyErr::type_error(format!(
                "__init__() should return None, not '{}'",
                r.type_name()
            ))
            .into());
        }
        Ok(self.0.clone())
    }
}
