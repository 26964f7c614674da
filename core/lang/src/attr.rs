//! Attribute lookup and assignment: `getattr`/`setattr` on instances, classes, `super()` objects,
//! functions, properties and bound methods (their own attributes in `funcattr.rs` and
//! `property.rs`); binding what a class lookup found (`bind`: methods,
//! class and static methods, properties, descriptors with `__get__`); the fallbacks to a class's
//! metaclass and to the built-in base of a subclassed built-in type; and `special`, an instance's
//! (or a class's metaclass's) special method bound to it.

use std::rc::Rc;

use super::errors::PyErr;
use super::native::{Args, Continuation, Ctx, Flow, NativeResult, Then};
use super::objects::{class_changed, no_properties, system_exit_code, Class};
use super::value::Value;

/// Whether `v` (found on a class) is a data descriptor: its class defines `__set__` or
/// `__delete__`, so it takes precedence over an instance's own attribute, as in CPython.
pub(crate) fn is_data_descriptor(v: &Value) -> bool {
    match v {
        Value::Property(_) => true,
        Value::Object(d) => {
            d.class.lookup("__set__").is_some() || d.class.lookup("__delete__").is_some()
        }
        _ => false,
    }
}

/// `d.__get__(receiver, owner)` for a descriptor object found on a class, as a call.
fn descriptor_get(found: &Value, receiver: Value, owner: &Rc<Class>) -> Option<Flow> {
    let get = special(found, "__get__")?;
    Some(Flow::call(
        get,
        vec![receiver, Value::Class(owner.clone())],
        Then::Tail,
    ))
}

/// Binds what a class attribute lookup found to the receiver, as descriptors do.
pub fn bind(found: Value, receiver: &Value, cls: &Rc<Class>) -> Result<Value, Flow> {
    Ok(match found {
        // A built-in type kept as a class attribute (`_member_type_ = int`) is no method.
        Value::Native(ref n) if crate::builtins::is_type_name(&n.name) => found,
        // A builtin function (`f = len` in a class body) is no descriptor in CPython: not bound.
        Value::Native(ref n) if crate::builtins::is_builtin_function(n) => found,
        Value::Function(_) | Value::Native(_) => {
            Value::BoundMethod(Rc::new((receiver.clone(), found)))
        }
        // A built-in type's method stored on a class (`put = dict.__setitem__`) binds, as
        // CPython's method descriptors do.
        Value::BoundNative(ref b) if crate::builtins::unbound_info(b).is_some() => {
            Value::BoundMethod(Rc::new((receiver.clone(), found)))
        }
        Value::StaticMethod(ref f) => (**f).clone(),
        Value::ClassMethod(ref f) => {
            Value::BoundMethod(Rc::new((Value::Class(cls.clone()), (**f).clone())))
        }
        Value::Property(ref p) => {
            if let Some(v) = crate::subclass::tuple_field(&p.fget, receiver) {
                return Ok(v);
            }
            if matches!(p.fget, Value::None) {
                return Err(crate::property::missing(p, receiver, "getter").into());
            }
            return Err(Flow::call(
                p.fget.clone(),
                vec![receiver.clone()],
                Then::Tail,
            ));
        }
        Value::Object(_) => match descriptor_get(&found, receiver.clone(), cls) {
            Some(call) => return Err(call),
            None => found,
        },
        other => other,
    })
}

thread_local! {
    /// Whether a class on this thread has defined `__getattribute__` (never reset): until one
    /// does, attribute lookup never looks for it.
    static GETATTRIBUTE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A class defining `__getattribute__` was made (`objects::note_attribute_hooks`).
pub(crate) fn note_getattribute() {
    GETATTRIBUTE.with(|g| g.set(true));
}

/// The `__getattribute__` (a Python function) of `class`, once any class has defined one.
#[inline]
pub(crate) fn getattribute_hook(class: &Rc<Class>) -> Option<Value> {
    if !GETATTRIBUTE.with(|g| g.get()) {
        return None;
    }
    class
        .lookup("__getattribute__")
        .filter(|h| matches!(h, Value::Function(_)))
}

/// After a class's own `__getattribute__` raised AttributeError: its `__getattr__`, as CPython's
/// `slot_tp_getattr_hook`.
#[derive(Debug)]
struct GetattrFallback {
    getattr: Value,
    name: Value,
}

impl Continuation for GetattrFallback {
    fn resume(&mut self, _: &mut Ctx, result: Value) -> NativeResult {
        Ok(result)
    }

    fn on_error(&mut self, _: &mut Ctx, err: &PyErr) -> Option<NativeResult> {
        if err.kind != "AttributeError" {
            return None;
        }
        Some(Err(Flow::call(
            self.getattr.clone(),
            vec![self.name.clone()],
            Then::Tail,
        )))
    }
}

/// `object.__getattribute__(obj, name)`: the ordinary lookup, without a class's own
/// `__getattribute__` or `__getattr__`.
pub(crate) fn object_getattribute(_: &mut Ctx, a: &Args) -> NativeResult {
    match (a.pos.first(), a.pos.get(1)) {
        (Some(obj), Some(Value::Str(name))) if a.pos.len() == 2 => lookup(obj, name, false),
        (Some(_), Some(n)) if a.pos.len() == 2 => Err(PyErr::type_error(format!(
            "attribute name must be string, not '{}'",
            n.type_name()
        ))
        .into()),
        _ => Err(PyErr::type_error(format!(
            "expected 1 argument, got {}",
            a.pos.len().saturating_sub(1)
        ))
        .into()),
    }
}

/// Attribute lookup on instances, classes and `super()` objects: an instance's class's own
/// `__getattribute__` decides, when it has one (with its `__getattr__` after an AttributeError).
pub fn getattr(obj: &Value, name: &str) -> Result<Value, Flow> {
    if let Value::Object(o) = obj {
        if let Some(hook) = getattribute_hook(&o.class) {
            let bound = Value::BoundMethod(Rc::new((obj.clone(), hook)));
            let then = match o.class.lookup("__getattr__") {
                Some(ga) => Then::Resume(Box::new(GetattrFallback {
                    getattr: bind(ga, obj, &o.class)?,
                    name: Value::str(name),
                })),
                None => Then::Tail,
            };
            return Err(Flow::call(bound, vec![Value::str(name)], then));
        }
    }
    lookup(obj, name, true)
}

/// Whether `name` is an alternate constructor of the built-in type class `c` derives from
/// (`D.fromkeys`, `I.from_bytes`, `F.fromhex`, `S.maketrans`): `_prelude._alt_constructor`
/// makes an instance of `c` from the built-in's result, as CPython's do.
fn alt_constructor(c: &Rc<Class>, name: &str) -> bool {
    matches!(
        (crate::subclass::base_type(c), name),
        (Some("dict"), "fromkeys")
            | (Some("int" | "bool"), "from_bytes")
            | (Some("float" | "bytes" | "bytearray"), "fromhex")
            | (Some("str" | "bytes" | "bytearray"), "maketrans")
    )
}

/// `object`'s special method `name` as class `c` inherits it (`attr.rs` asks on a miss): none
/// for `__hash__` where the class defines `__eq__` (CPython sets its `__hash__` to None).
fn object_method(c: &Rc<Class>, name: &str) -> Option<Value> {
    if name == "__hash__" && c.lookup("__eq__").is_some() {
        return Some(Value::None);
    }
    if c.is_exception() && matches!(name, "__str__" | "__repr__") {
        let kind =
            crate::objects::str_kind(std::iter::once(&**c).chain(c.mro_rest.iter().map(|c| &**c)));
        return crate::objects::exception_method(kind, name);
    }
    crate::builtins::object_method(name)
}

/// A descriptor's answer (`got`: a property's getter may be a Python call), or, when it raises
/// AttributeError and `fallback`, the class's `__getattr__`, as CPython's `slot_tp_getattr_hook`.
fn getattr_after(
    got: Result<Value, Flow>,
    obj: &Value,
    o: &Rc<crate::objects::Instance>,
    name: &str,
    fallback: bool,
) -> Result<Value, Flow> {
    let Some(ga) = o.class.lookup("__getattr__").filter(|_| fallback) else {
        return got;
    };
    match got {
        Err(Flow::Call(mut c)) if matches!(c.then, Then::Tail) => {
            c.then = Then::Resume(Box::new(GetattrFallback {
                getattr: bind(ga, obj, &o.class)?,
                name: Value::str(name),
            }));
            Err(Flow::Call(c))
        }
        Err(Flow::Raise(e)) if e.kind == "AttributeError" => Err(Flow::call(
            ga,
            vec![obj.clone(), Value::str(name)],
            Then::Tail,
        )),
        other => other,
    }
}

/// The ordinary lookup (`object.__getattribute__`), then an instance's `__getattr__` when
/// `fallback`.
fn lookup(obj: &Value, name: &str, fallback: bool) -> Result<Value, Flow> {
    match obj {
        Value::Object(o) => {
            // Unless its class overrides `__class__` (a property, as mock's spec does).
            if name == "__class__" && o.class.lookup("__class__").is_none() {
                return Ok(Value::Class(o.class.clone()));
            }
            if name == "__dict__" {
                if o.class.is_object() || (!no_properties() && slots_only(&o.class).is_some()) {
                    return Err(PyErr::attribute_error(&o.class.message_name(), name).into());
                }
                return Ok(Value::Dict(o.attrs.borrow_mut().live_dict()));
            }
            if no_properties() || o.class.plain_reads() {
                // No data descriptor can shadow it: an own attribute wins, as it would below.
                if let Some(v) = o.attrs.borrow().get(name) {
                    return Ok(v.clone());
                }
            }
            let found = o.class.lookup(name);
            if found
                .as_ref()
                .is_some_and(|f| crate::slots::is_member_named(f, name))
            {
                // A slot: what the member's `__get__` would read, without the call.
                return o
                    .attrs
                    .borrow()
                    .get(name)
                    .ok_or_else(|| PyErr::attribute_error(&o.class.message_name(), name).into());
            }
            if found.as_ref().is_some_and(is_data_descriptor) {
                let got = bind(found.expect("matched"), obj, &o.class);
                return getattr_after(got, obj, o, name, fallback);
            }
            if let Some(v) = o.attrs.borrow().get(name) {
                return Ok(v.clone());
            }
            if let Some(f) = found {
                return getattr_after(bind(f, obj, &o.class), obj, o, name, fallback);
            }
            if let Some(b) = &o.base {
                // The built-in type's own methods (`append`, `upper`), on the value carried.
                if let Ok(m) = crate::builtins::method(b, name) {
                    return Ok(m);
                }
            }
            if matches!(name, "errno" | "strerror" | "filename" | "filename2")
                && o.class.derives_from_builtin("OSError")
            {
                return Ok(crate::objects::os_error_attr(o, name));
            }
            if matches!(name, "msg" | "name" | "path")
                && o.class.derives_from_builtin("ImportError")
            {
                return Ok(crate::objects::import_error_attr(o, name));
            }
            // (Set where the VM raised the error, or given to the constructor; else None.)
            if (name == "name" && o.class.derives_from_builtin("NameError"))
                || (matches!(name, "name" | "obj")
                    && o.class.derives_from_builtin("AttributeError"))
            {
                return Ok(Value::None);
            }
            if o.class.derives_from_builtin("SyntaxError") {
                if let Some(v) = crate::objects::syntax_error_attr(o, name) {
                    return Ok(v);
                }
            }
            if name == "__traceback__" && o.class.is_exception() {
                // Made by the prelude (`dunder::find`, which has the context to call it): the
                // fast path stops here and the general one asks there.
                return Err(Flow::Raise(PyErr::new(
                    "AttributeError",
                    "__traceback__ is made by dunder::getattr",
                )));
            }
            if matches!(name, "__cause__" | "__context__") && o.class.is_exception() {
                return Ok(Value::None);
            }
            if name == "__suppress_context__" && o.class.is_exception() {
                return Ok(Value::Bool(false));
            }
            if name == "args" && o.class.is_exception() {
                return Ok(Value::tuple(Vec::new()));
            }
            if name == "value" && o.class.derives_from_builtin("StopIteration") {
                // `StopIteration(x).value` is x (None without arguments).
                return Ok(match &o.attrs.borrow().get("args") {
                    Some(Value::Tuple(t)) if !t.is_empty() => t[0].clone(),
                    _ => Value::None,
                });
            }
            if name == "code" && o.class.derives_from_builtin("SystemExit") {
                return Ok(system_exit_code(o));
            }
            if name == "__module__" {
                // Its class's, which CPython keeps in the class's dict (`A().__module__`).
                return getattr(&Value::Class(o.class.clone()), name);
            }
            if let Some(f) = object_method(&o.class, name) {
                return bind(f, obj, &o.class);
            }
            if let Some(ga) = o.class.lookup("__getattr__").filter(|_| fallback) {
                return Err(Flow::call(
                    ga,
                    vec![obj.clone(), Value::str(name)],
                    Then::Tail,
                ));
            }
            Err(PyErr::attribute_error(&o.class.message_name(), name).into())
        }
        Value::Class(c) => {
            match name {
                "__name__" => return Ok(Value::str(&c.display_name())),
                "__qualname__" => return Ok(Value::str(&c.display_qualname())),
                // Each class has its own (None without a docstring): never inherited.
                "__doc__" if !c.builtin => {
                    return Ok(c.attrs.borrow().get("__doc__").unwrap_or(Value::None))
                }
                "__doc__" if c.name == "object" => {
                    return Ok(Value::str(crate::objects::OBJECT_DOC))
                }
                "__module__" if c.attrs.borrow().get("__module__").is_none() => {
                    return Ok(Value::str(if c.builtin { "builtins" } else { "__main__" }))
                }
                "__bases__" => {
                    return Ok(Value::tuple(
                        c.bases.iter().map(crate::subclass::shown).collect(),
                    ))
                }
                "__mro__" => {
                    return Ok(Value::tuple(
                        c.mro().iter().map(crate::subclass::shown).collect(),
                    ))
                }
                "__subclasses__" => {
                    return Ok(Value::BoundNative(Rc::new((
                        obj.clone(),
                        Rc::new(crate::native::NativeFunction {
                            name: "__subclasses__".into(),
                            f: |_, a| match a.pos.first() {
                                Some(Value::Class(c)) => Ok(Value::list(
                                    c.subclasses().into_iter().map(Value::Class).collect(),
                                )),
                                _ => Ok(Value::list(Vec::new())),
                            },
                        }),
                    ))))
                }
                "__base__" => {
                    return Ok(match c.bases.first().or(c.mro_rest.last()) {
                        Some(b) => crate::subclass::shown(b),
                        None => Value::None,
                    })
                }
                // A read-only mappingproxy over a snapshot of the class's own namespace, made
                // by the prelude's class (`dunder::class_dict_proxy`, which has the context to
                // call it): the fast path stops here and the general one asks there.
                "__dict__" => {
                    return Err(Flow::Raise(PyErr::new(
                        "AttributeError",
                        "__dict__ is made by dunder::getattr",
                    )));
                }
                _ => {}
            }
            let found = c.lookup(name);
            if found.is_none() {
                if name == "__class__" {
                    return Ok(crate::builtins::introspect::type_of(obj));
                }
                if let Some(m) = c.meta() {
                    // What the class lacks, its metaclass has (bound to the class).
                    if let Some(f) = m.lookup(name) {
                        return bind(f, obj, &m);
                    }
                }
                if name == "mro" {
                    // `C.mro()`: the list `__mro__` is made from (a metaclass may define its own).
                    return Ok(Value::BoundNative(Rc::new((
                        obj.clone(),
                        Rc::new(crate::native::NativeFunction {
                            name: "mro".into(),
                            f: |_, a| match a.pos.first() {
                                Some(Value::Class(c)) => {
                                    Ok(Value::list(c.mro().into_iter().map(Value::Class).collect()))
                                }
                                _ => Ok(Value::list(Vec::new())),
                            },
                        }),
                    ))));
                }
                if name == "__call__" {
                    // `type.__call__` bound to the class: calling it makes an instance.
                    return Ok(crate::builtins::introspect::call_wrapper(obj));
                }
                if let Some(f) = object_method(c, name) {
                    return match &f {
                        Value::ClassMethod(m) => {
                            Ok(Value::BoundMethod(Rc::new((obj.clone(), (**m).clone()))))
                        }
                        _ => Ok(f),
                    };
                }
            }
            match found {
                Some(Value::ClassMethod(ref f)) => {
                    Ok(Value::BoundMethod(Rc::new((obj.clone(), (**f).clone()))))
                }
                Some(Value::StaticMethod(ref f)) => Ok((**f).clone()),
                Some(v @ Value::Object(_)) => match descriptor_get(&v, Value::None, c) {
                    Some(call) => Err(call),
                    None => Ok(v),
                },
                Some(v) => Ok(v),
                None if fallback && c.meta().is_some_and(|m| m.lookup("__getattr__").is_some()) => {
                    // A metaclass's `__getattr__` answers what the class lacks.
                    let m = c.meta().expect("checked");
                    let ga = m.lookup("__getattr__").expect("checked");
                    Err(Flow::call(
                        ga,
                        vec![obj.clone(), Value::str(name)],
                        Then::Tail,
                    ))
                }
                None if alt_constructor(c, name) => Ok(Value::BoundNative(Rc::new((
                    Value::tuple(vec![obj.clone(), Value::str(name)]),
                    Rc::new(crate::native::NativeFunction {
                        name: name.into(),
                        f: |ctx, a| {
                            let mut a = a.clone();
                            let head = match a.pos.first() {
                                Some(Value::Tuple(t)) => t.to_vec(),
                                _ => Vec::new(),
                            };
                            if !head.is_empty() {
                                a.pos.splice(0..1, head);
                            }
                            crate::builtins::call_prelude(ctx, "_alt_constructor", &a)
                        },
                    }),
                )))),
                None => Err(PyErr::new(
                    "AttributeError",
                    format!("type object '{}' has no attribute '{name}'", c.name),
                )
                .into()),
            }
        }
        Value::Super(s) => {
            let (owner, receiver) = (&s.0, &s.1);
            let mut as_class = matches!(receiver, Value::Class(_));
            let cls = match receiver {
                Value::Object(o) => o.class.clone(),
                // In a metaclass's method, `super()` goes along the metaclass's MRO, bound to
                // the class (an instance of it).
                Value::Class(c)
                    if !c.is_subclass(owner) && crate::metaclass::class_is_instance(c, owner) =>
                {
                    as_class = false;
                    crate::metaclass::class_of_class(c)
                }
                Value::Class(c) => c.clone(),
                _ => {
                    return Err(PyErr::type_error(
                        "super(type, obj): obj must be an instance or subtype of type",
                    )
                    .into())
                }
            };
            let mro = cls.mro();
            let start = mro
                .iter()
                .position(|c| Rc::ptr_eq(c, owner))
                .map(|i| i + 1)
                .unwrap_or(mro.len());
            for c in &mro[start..] {
                let found = c.attrs.borrow().get(name);
                if let Some(f) = found {
                    if as_class {
                        return match f {
                            Value::ClassMethod(ref f) => Ok(Value::BoundMethod(Rc::new((
                                receiver.clone(),
                                (**f).clone(),
                            )))),
                            Value::StaticMethod(ref f) => Ok((**f).clone()),
                            other => Ok(other),
                        };
                    }
                    return bind(f, receiver, &cls);
                }
            }
            if let Value::Object(o) = receiver {
                if let Some(b) = &o.base {
                    if let Ok(m) = crate::builtins::method(b, name) {
                        return Ok(m);
                    }
                }
            }
            let rest = &mro[start..];
            let exc_method = || {
                let exc = rest
                    .iter()
                    .any(|c| c.builtin && &*c.name == "BaseException");
                exc.then(|| {
                    let kind = crate::objects::str_kind(rest.iter().map(|c| &**c));
                    crate::objects::exception_method(kind, name)
                })
                .flatten()
            };
            if let Some(f) = exc_method().or_else(|| crate::builtins::object_method(name)) {
                return match as_class {
                    true => Ok(f),
                    false => bind(f, receiver, &cls),
                };
            }
            Err(PyErr::new(
                "AttributeError",
                format!("'super' object has no attribute '{name}'"),
            )
            .into())
        }
        Value::Function(f) => crate::funcattr::function_attr(f, name),
        Value::Property(p) => crate::property::property_attr(obj, p, name),
        Value::BoundMethod(b) => match name {
            "__self__" => Ok(b.0.clone()),
            "__func__" => Ok(b.1.clone()),
            "__call__" => Ok(crate::builtins::introspect::call_wrapper(obj)),
            // Anything else is the function's, as CPython's `method_getattro` falls back to it
            // (`obj.m.tagged` for a decorator's mark, `__doc__`, `__wrapped__`; a miss is the
            // function's AttributeError, as there).
            _ => getattr(&b.1, name),
        },
        _ => Err(PyErr::attribute_error(obj.type_name(), name).into()),
    }
}

/// The names the classes along `class`'s MRO declare in `__slots__`, when its instances have no
/// `__dict__`: every class but `object` declares `__slots__`, and none names `__dict__` there.
pub(crate) fn slots_only(class: &Rc<Class>) -> Option<Vec<Rc<str>>> {
    let mut names = Vec::new();
    for c in class.mro() {
        if c.builtin {
            // `object` and the built-in value types (a namedtuple's `tuple`) give no `__dict__`.
            if c.name == "object" || crate::subclass::SUBCLASSABLE.contains(&c.name.as_str()) {
                continue;
            }
            return None;
        }
        let slots = c.attrs.borrow().get("__slots__")?;
        let own = |v: &Value| match v {
            Value::Str(s) => Some(crate::slots::mangled(&c.name, s.clone())),
            _ => None,
        };
        match &slots {
            Value::Str(_) => names.extend(own(&slots)),
            Value::Tuple(items) => names.extend(items.iter().filter_map(own)),
            Value::List(items) => names.extend(items.borrow().iter().filter_map(own)),
            _ => return None,
        }
    }
    if names.iter().any(|n| &**n == "__dict__") {
        return None;
    }
    Some(names)
}

/// `obj.name = v` on instances and classes; a property's setter runs as a Python call.
/// The Python method `name` of `c`'s metaclass, when a metaclass defines one (`type`'s own
/// natives are the store itself).
fn meta_hook(c: &Rc<Class>, name: &str) -> Option<Value> {
    let meta = c.meta.borrow().clone()?;
    meta.lookup(name)
        .filter(|f| matches!(f, Value::Function(_)))
}

pub fn setattr(obj: &Value, name: &str, v: Value) -> Result<(), Flow> {
    store(obj, name, v, true)
}

/// `obj.name = v`; with `hook`, a class's own `__setattr__` decides first (without:
/// `object.__setattr__`, the store itself, descriptors and `__slots__` included).
pub(crate) fn store(obj: &Value, name: &str, v: Value, hook: bool) -> Result<(), Flow> {
    if let Some(e) = crate::objects::immutable_type(obj, name) {
        return Err(e.into());
    }
    match obj {
        Value::Object(o) => {
            if o.class.is_object() {
                // `object()` has no `__dict__`: nothing can be stored on it.
                return Err(PyErr::attribute_error(&o.class.message_name(), name).into());
            }
            // No hook or descriptor anywhere in its classes (see `Class::plain_attrs`).
            let plain = no_properties() || o.class.plain_attrs();
            if hook && !plain {
                // A class's own `__setattr__` (not `object`'s) decides every store.
                if let Some(f) = o.class.lookup("__setattr__") {
                    if is_own_hook(&f, "__setattr__") {
                        let bound = Value::BoundMethod(Rc::new((obj.clone(), f)));
                        return Err(Flow::call(bound, vec![Value::str(name), v], Then::Tail));
                    }
                }
            }
            let prop = match plain {
                true => None,
                false => o.class.lookup(name),
            };
            if let Some(Value::Property(ref p)) = prop {
                if matches!(p.fset, Value::None) {
                    return Err(PyErr::new(
                        "AttributeError",
                        format!(
                            "property '{name}' of '{}' object has no setter",
                            o.class.name
                        ),
                    )
                    .into());
                }
                return Err(Flow::call(p.fset.clone(), vec![obj.clone(), v], Then::Tail));
            }
            if prop
                .as_ref()
                .is_some_and(|d| crate::slots::is_member_named(d, name))
            {
                // A slot: what the member's `__set__` would write, without the call.
                o.attrs.borrow_mut().set(name, v);
                return Ok(());
            }
            if let Some(set) = prop.as_ref().and_then(|d| special(d, "__set__")) {
                return Err(Flow::call(set, vec![obj.clone(), v], Then::Tail));
            }
            if !no_properties() {
                // Instances of a class with `__slots__` (and no `__dict__`) take only those.
                if let Some(names) = o.class.slots_only() {
                    if !names.iter().any(|n| &**n == name) {
                        return Err(PyErr::attribute_error(&o.class.message_name(), name).into());
                    }
                }
            }
            if name == "__class__" {
                // An instance's class is fixed here (CPython lets compatible layouts switch):
                // refused by name rather than stored as a plain attribute.
                return Err(PyErr::new(
                    "NotImplementedError",
                    "assigning __class__ is not supported in the playground yet",
                )
                .into());
            }
            if name == "__dict__" {
                let Value::Dict(ref d) = v else {
                    return Err(PyErr::type_error(format!(
                        "__dict__ must be set to a dictionary, not a '{}'",
                        v.type_name()
                    ))
                    .into());
                };
                let old = o.attrs.borrow_mut().replace_dict(d.clone());
                drop(old);
                return Ok(());
            }
            o.attrs.borrow_mut().set(name, v);
            Ok(())
        }
        Value::Function(f) => {
            // `__name__`, `__doc__`, ... too (functools.wraps copies them): read back first.
            f.dict.borrow_mut().set(name, v);
            Ok(())
        }
        // A metaclass's own `__setattr__` decides a store on its classes (Enum refusing to
        // rebind a member).
        Value::Class(c) if hook && meta_hook(c, "__setattr__").is_some() => {
            let f = meta_hook(c, "__setattr__").unwrap_or(Value::None);
            let bound = Value::BoundMethod(Rc::new((obj.clone(), f)));
            Err(Flow::call(bound, vec![Value::str(name), v], Then::Tail))
        }
        Value::Class(c) if matches!(name, "__name__" | "__qualname__") => {
            let Value::Str(text) = &v else {
                return Err(PyErr::type_error(format!(
                    "can only assign string to {}.{name}, not '{}'",
                    c.display_name(),
                    v.type_name()
                ))
                .into());
            };
            if c.builtin {
                return Err(PyErr::type_error(format!(
                    "cannot set '{name}' attribute of immutable type '{}'",
                    c.display_name()
                ))
                .into());
            }
            let mut renamed = c.renamed.borrow_mut();
            match name {
                "__name__" => renamed.0 = Some(text.to_string()),
                _ => renamed.1 = Some(text.to_string()),
            }
            Ok(())
        }
        Value::Class(c) => {
            class_changed();
            if name == "__del__" {
                crate::finalize::note_class();
            }
            crate::objects::note_attribute_hook(name);
            c.attrs.borrow_mut().set(name, v);
            Ok(())
        }
        // complex's parts are read-only members; int's and float's are getset descriptors.
        Value::Complex(..) if name == "real" || name == "imag" => {
            Err(PyErr::new("AttributeError", "readonly attribute").into())
        }
        Value::Int(_) | Value::Bool(_) | Value::Long(_) | Value::Float(_)
            if name == "real" || name == "imag" =>
        {
            Err(PyErr::new(
                "AttributeError",
                format!(
                    "attribute '{name}' of '{}' objects is not writable",
                    obj.type_name()
                ),
            )
            .into())
        }
        other => Err(PyErr::new(
            "AttributeError",
            format!("'{}' object has no attribute '{name}'", other.type_name()),
        )
        .into()),
    }
}

/// Whether `v` answers operators through Python: an instance, or a class whose metaclass is not
/// `type` (its metaclass's special methods).
pub fn has_specials(v: &Value) -> bool {
    match v {
        Value::Object(_) => true,
        Value::Class(c) => c.meta.borrow().is_some(),
        _ => false,
    }
}

/// A special method (`__add__`, `__len__` ...) of an instance's class, bound to it.
pub fn special(obj: &Value, name: &str) -> Option<Value> {
    let f = match obj {
        Value::Object(o) => o.class.lookup(name)?,
        // A class's special methods are its metaclass's (`len(Color)`, `iter(Color)`).
        Value::Class(c) => crate::metaclass::meta_special(c, name)?,
        _ => return None,
    };
    match f {
        Value::Function(_) | Value::Native(_) => {
            Some(Value::BoundMethod(Rc::new((obj.clone(), f))))
        }
        Value::StaticMethod(ref f) => Some((**f).clone()),
        other => Some(other),
    }
}

/// Whether `f`, a class's `__setattr__`/`__delattr__` (`name`), is the class's own hook rather
/// than a built-in type's plain one: a Python function, or another built-in method stored under
/// the name (`__setattr__ = dict.__setitem__`, an attribute-dict class).
pub(crate) fn is_own_hook(f: &Value, name: &str) -> bool {
    match f {
        Value::Function(_) => true,
        Value::Native(n) => n.name != name,
        // `dict.__setitem__` and the like (a built-in type's method, unbound).
        Value::BoundNative(b) => {
            crate::builtins::unbound_info(b).is_some_and(|(_, n, _)| n != name)
        }
        _ => false,
    }
}

/// `del obj.name`: a class's own `__delattr__`, a property's deleter or a descriptor's
/// `__delete__` runs as a Python call; otherwise the attribute is removed.
pub(crate) fn delete(obj: &Value, name: &str, hook: bool) -> Result<(), Flow> {
    if let Some(e) = crate::objects::immutable_type(obj, name) {
        return Err(e.into());
    }
    if let (Value::Class(c), true) = (obj, hook) {
        if let Some(f) = meta_hook(c, "__delattr__") {
            let bound = Value::BoundMethod(Rc::new((obj.clone(), f)));
            return Err(Flow::call(bound, vec![Value::str(name)], Then::Tail));
        }
    }
    if let Value::Object(o) = obj {
        if let Some(f) = o
            .class
            .lookup("__delattr__")
            .filter(|f| hook && is_own_hook(f, "__delattr__"))
        {
            let bound = Value::BoundMethod(Rc::new((obj.clone(), f)));
            return Err(Flow::call(bound, vec![Value::str(name)], Then::Tail));
        }
        match &o.class.lookup(name) {
            Some(Value::Property(p)) => {
                if matches!(p.fdel, Value::None) {
                    return Err(PyErr::new(
                        "AttributeError",
                        format!(
                            "property '{name}' of '{}' object has no deleter",
                            o.class.name
                        ),
                    )
                    .into());
                }
                return Err(Flow::call(p.fdel.clone(), vec![obj.clone()], Then::Tail));
            }
            Some(d @ Value::Object(_)) => {
                if let Some(m) = special(d, "__delete__") {
                    return Err(Flow::call(m, vec![obj.clone()], Then::Tail));
                }
            }
            _ => {}
        }
    }
    crate::dunder::delattr(obj, name).map_err(Flow::Raise)
}
