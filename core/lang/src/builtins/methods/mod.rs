//! Methods of list, tuple, dict, set, int and float (str's are in `strmethods`).
//!
//! Here: the lookup by receiver and name, unbound calls, and the tuple's, int's, float's and
//! range's methods. The rooms: `list`, `dict`, `set` (set and frozenset).

use std::cell::RefCell;
use std::rc::Rc;

use super::super::conts::hashed;
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, NativeFn, NativeFunction, NativeResult};
use super::super::table::{DictTable, SetTable};
use super::super::value::{FastMap, Value};
use super::{as_i64, builtin_type_name};

mod dict;
pub(crate) use dict::plain_get as dict_plain_get;
mod list;
mod set;

use dict::dict_method;
use list::{arg, list_method, seq_count, seq_index};
use set::{frozenset_method, set_method};

/// `obj.name` for the built-in types: the method bound to its receiver.
pub fn method(obj: &Value, name: &str) -> Result<Value, PyErr> {
    let f: Option<NativeFn> = match obj {
        Value::List(_) => list_method(name),
        Value::Tuple(_) => tuple_method(name),
        Value::Dict(_) => dict_method(name),
        Value::Set(t) if t.borrow().frozen => frozenset_method(name),
        Value::Set(_) => set_method(name),
        Value::Str(_) => super::strmethods::str_method(name),
        Value::Bytes(_) | Value::ByteArray(_) => super::bytesmethods::bytes_method(obj, name),
        Value::Int(_) | Value::Bool(_) | Value::Long(_) => match name {
            "to_bytes" => Some(crate::bytes::to_bytes),
            // A class method, so on an int too (`(3).from_bytes(...)`), unbound, as CPython's.
            "from_bytes" => {
                return Ok(Value::Native(cached(
                    "int-type",
                    "from_bytes",
                    crate::bytes::from_bytes,
                )))
            }
            "bit_length" => Some(takes!("int"."bit_length", 0, |_, a| {
                let b = crate::long::big_of(&a.pos[0]).unwrap_or_default();
                Ok(Value::Int(crate::long::bit_length(&b)))
            })),
            "bit_count" => Some(takes!("int"."bit_count", 0, |_, a| {
                let b = crate::long::big_of(&a.pos[0]).unwrap_or_default();
                Ok(Value::Int(crate::long::bit_count(&b)))
            })),
            "as_integer_ratio" => Some(takes!("int"."as_integer_ratio", 0, |_, a| {
                let b = crate::long::big_of(&a.pos[0]).unwrap_or_default();
                Ok(Value::tuple(vec![crate::long::norm(b), Value::Int(1)]))
            })),
            "conjugate" | "__index__" | "__int__" => Some(|_, a| {
                Ok(crate::long::norm(
                    crate::long::big_of(&a.pos[0]).unwrap_or_default(),
                ))
            }),
            "__float__" => Some(|_, a| {
                let b = crate::long::big_of(&a.pos[0]).unwrap_or_default();
                Ok(Value::Float(crate::long::to_f64(&b)?))
            }),
            "real" | "numerator" => {
                return Ok(crate::long::norm(
                    crate::long::big_of(obj).unwrap_or_default(),
                ))
            }
            "imag" => return Ok(Value::Int(0)),
            "denominator" => return Ok(Value::Int(1)),
            _ => None,
        },
        Value::Float(x) => match name {
            "as_integer_ratio" => Some(
                takes!("float"."as_integer_ratio", 0, |_, a| match &a.pos[0] {
                    Value::Float(f) => float_ratio(*f),
                    _ => Ok(Value::None),
                }),
            ),
            "is_integer" => Some(takes!("float"."is_integer", 0, |_, a| match &a.pos[0] {
                Value::Float(f) => Ok(Value::Bool(f.fract() == 0.0 && f.is_finite())),
                _ => Ok(Value::Bool(false)),
            })),
            "conjugate" => Some(takes!("float"."conjugate", 0, |_, a| Ok(a.pos[0].clone()))),
            "hex" => Some(takes!("float"."hex", 0, |_, a| match &a.pos[0] {
                Value::Float(f) => Ok(Value::str(&super::floathex::float_hex(*f))),
                _ => Ok(Value::None),
            })),
            "real" => return Ok(Value::Float(*x)),
            "imag" => return Ok(Value::Float(0.0)),
            _ => None,
        },
        Value::Complex(re, im) => match name {
            "conjugate" => Some(takes!("complex"."conjugate", 0, |_, a| match &a.pos[0] {
                Value::Complex(re, im) => Ok(Value::Complex(*re, -im)),
                _ => Ok(Value::None),
            })),
            "real" => return Ok(Value::Float(*re)),
            "imag" => return Ok(Value::Float(*im)),
            _ => None,
        },
        Value::Slice(s) => match name {
            "indices" => Some(|_, a| {
                let (Value::Slice(s), Some(n)) = (&a.pos[0], a.pos.get(1)) else {
                    return Err(PyErr::type_error("indices() takes exactly one argument").into());
                };
                let n = as_i64(n, "")?;
                if n < 0 {
                    return Err(PyErr::value_error("length should not be negative").into());
                }
                let (start, stop, step) = super::slice_indices(s, n as usize)?;
                Ok(Value::tuple(vec![
                    Value::Int(start),
                    Value::Int(stop),
                    Value::Int(step),
                ]))
            }),
            "start" => return Ok(s[0].clone()),
            "stop" => return Ok(s[1].clone()),
            "step" => return Ok(s[2].clone()),
            _ => None,
        },
        Value::Range { start, stop, step } => match name {
            "index" => Some(takes!("range"."index", 1, range_index)),
            "count" => Some(takes!("range"."count", 1, range_count)),
            "start" => return Ok(Value::Int(*start)),
            "stop" => return Ok(Value::Int(*stop)),
            "step" => return Ok(Value::Int(*step)),
            _ => None,
        },
        Value::StaticMethod(f) | Value::ClassMethod(f) if name == "__func__" => {
            return Ok((**f).clone())
        }
        Value::Native(_) | Value::BoundNative(_) if name == "__call__" => {
            return Ok(super::introspect::call_wrapper(obj))
        }
        // A built-in method's receiver (`[].append.__self__`); an unbound one has none.
        Value::BoundNative(b) if name == "__self__" && unbound_info(b).is_none() => {
            return Ok(b.0.clone())
        }
        Value::Native(n) if name == "__name__" || name == "__qualname__" => {
            return Ok(Value::str(&n.name))
        }
        // A built-in method's name; its qualname names its type (`str.upper`, `int.__add__`).
        Value::BoundNative(b) if name == "__name__" => return Ok(Value::str(&b.1.name)),
        Value::BoundNative(b) if name == "__qualname__" => {
            let ty = match unbound_info(b) {
                Some((ty, _, _)) => ty,
                None if matches!(b.0, Value::Native(_) | Value::Tuple(_)) => String::new(),
                None => b.0.type_name().to_string(),
            };
            return Ok(Value::str(&match ty.is_empty() {
                true => b.1.name.clone(),
                false => format!("{ty}.{}", b.1.name),
            }));
        }
        Value::Native(n) if name == "__module__" && super::is_type_name(&n.name) => {
            return Ok(Value::str("builtins"))
        }
        Value::Native(n)
            if super::is_type_name(&n.name)
                && (matches!(name, "__mro__" | "__bases__" | "__base__")
                    || (name == "mro" && n.name != "type")) =>
        {
            return Ok(super::introspect::builtin_type_attr(obj, &n.name, name));
        }
        Value::Native(n) if n.name == "str" && name == "maketrans" => {
            return Ok(Value::Native(cached("str-type", "maketrans", |ctx, a| {
                super::call_prelude(ctx, "_str_maketrans", a)
            })));
        }
        Value::Native(n) if n.name == "int" && name == "from_bytes" => {
            return Ok(Value::Native(cached(
                "int-type",
                "from_bytes",
                crate::bytes::from_bytes,
            )));
        }
        Value::Native(n)
            if super::bytesmethods::type_method(&n.name, name).is_some()
                && (n.name == "bytes" || n.name == "bytearray") =>
        {
            let f = super::bytesmethods::type_method(&n.name, name).expect("checked");
            let key = if n.name == "bytes" {
                "bytes-type"
            } else {
                "bytearray-type"
            };
            return Ok(Value::Native(cached(key, name, f)));
        }
        Value::Native(n) if n.name == "dict" && name == "fromkeys" => {
            return Ok(Value::Native(cached(
                "dict-type",
                "fromkeys",
                dict_fromkeys,
            )));
        }
        Value::Native(n)
            if name == "__dict__" && crate::subclass::SUBCLASSABLE.contains(&n.name.as_str()) =>
        {
            // `tuple.__dict__` (CPython's read-only mappingproxy): a snapshot of the special
            // methods the type has as a base, and its named methods.
            let Some(c) = crate::subclass::builtin_class(&n.name)? else {
                return Err(PyErr::attribute_error(&n.name, name));
            };
            let mut d = c.attrs.borrow().snapshot();
            // Its named methods (`tuple.count`), as the type answers them.
            for m in super::dirnames::names(&n.name).unwrap_or_default() {
                if !m.starts_with('_') {
                    if let Ok(f) = method(obj, m) {
                        d.insert_plain(Value::str(m), f);
                    }
                }
            }
            return Ok(Value::Dict(std::rc::Rc::new(std::cell::RefCell::new(d))));
        }
        Value::Native(n)
            if (name == "__new__" || name == "__init__")
                && crate::subclass::SUBCLASSABLE.contains(&n.name.as_str()) =>
        {
            // `tuple.__new__(cls, items)`, `dict.__init__(self)`: the built-in type's own, as
            // the type has it when a class derives from it. (An immutable type's `__init__` is
            // `object.__init__`, as CPython's.)
            let own_init = matches!(n.name.as_str(), "list" | "dict" | "set");
            if name == "__init__" && !own_init {
                let object = crate::metaclass::type_class().and_then(|t| t.bases.first().cloned());
                if let Some(init) = object.and_then(|o| o.lookup("__init__")) {
                    return Ok(init);
                }
            }
            if let Some(c) = crate::subclass::builtin_class(&n.name)? {
                match c.lookup(name) {
                    Some(Value::StaticMethod(ref f)) => return Ok((**f).clone()),
                    Some(v) => return Ok(v),
                    None => {}
                }
            }
            None
        }
        // `int.__subclasses__()`: the classes deriving from the type as a base.
        Value::Native(n)
            if name == "__subclasses__"
                && crate::subclass::SUBCLASSABLE.contains(&n.name.as_str()) =>
        {
            if let Some(c) = crate::subclass::builtin_class(&n.name)? {
                return crate::attr::getattr(&Value::Class(c), name).map_err(|e| match e {
                    crate::native::Flow::Raise(e) => e,
                    _ => PyErr::runtime_error("__subclasses__"),
                });
            }
            None
        }
        Value::Native(n) if n.name == "type" => {
            // `type.__new__(mcls, ...)`, `type.__call__(cls, ...)`: the class `type`'s own.
            let found = crate::metaclass::type_class().and_then(|t| t.lookup(name));
            return match &found {
                Some(Value::StaticMethod(f)) => Ok((**f).clone()),
                Some(Value::ClassMethod(f)) => {
                    Ok(Value::BoundMethod(Rc::new((obj.clone(), (**f).clone()))))
                }
                Some(v) => Ok(v.clone()),
                None => Err(PyErr::new(
                    "AttributeError",
                    format!("type object 'type' has no attribute '{name}'"),
                )),
            };
        }
        Value::Native(n) => {
            // `str.lower`, `list.append`: the method itself, taking its receiver first.
            let Some(sample) = sample_of(&n.name) else {
                return Err(PyErr::attribute_error("builtin_function_or_method", name));
            };
            if name == "__new__" {
                // Only the types a class can derive from have theirs (above).
                return Err(PyErr::new(
                    "AttributeError",
                    format!("type object '{}' has no attribute '__new__'", n.name),
                ));
            }
            // Checks the method exists; the call itself checks its receiver (`unbound_call`).
            let found = method(&sample, name).map_err(|_| {
                PyErr::new(
                    "AttributeError",
                    format!("type object '{}' has no attribute '{name}'", n.name),
                )
            })?;
            if super::protocols::CLASS_METHODS.contains(&name) {
                // `float.fromhex(s)`, `list.__class_getitem__(int)`: bound to the type.
                if let Value::BoundNative(ref b) = found {
                    return Ok(Value::BoundNative(Rc::new((obj.clone(), b.1.clone()))));
                }
            }
            return Ok(Value::BoundNative(Rc::new((
                Value::tuple(vec![obj.clone(), Value::str(name)]),
                cached("unbound", name, unbound_call),
            ))));
        }
        Value::Generator(g) => match name {
            "gi_yieldfrom" | "cr_await" => return Ok(crate::vm::awaited_value(g)),
            // Running: its frame is on the VM's stack, out of the generator.
            "gi_running" | "cr_running" => {
                let g = g.borrow();
                return Ok(Value::Bool(!g.finished && g.frame.is_none()));
            }
            "gi_suspended" | "cr_suspended" => {
                let g = g.borrow();
                return Ok(Value::Bool(g.started && !g.finished && g.frame.is_some()));
            }
            "gi_code" | "cr_code" => return Ok(crate::funcattr::code_attrs(&g.borrow().code)),
            "gi_frame" | "cr_frame" => return Ok(gen_frame(&g.borrow())),
            "__qualname__" => return Ok(Value::str(&g.borrow().qualname)),
            "__name__" => {
                let q = g.borrow().qualname.clone();
                return Ok(Value::str(q.rsplit('.').next().unwrap_or(&q)));
            }
            "__next__" => Some(super::iterables::next),
            // A coroutine's `__await__()`: the coroutine itself (what `await` drives).
            "__await__" if g.borrow().coroutine => {
                Some(|_, a| Ok(a.pos.first().cloned().unwrap_or(Value::None)))
            }
            "send" => Some(super::iterables::gen_send),
            "throw" => Some(super::iterables::gen_throw),
            "close" => Some(super::iterables::gen_close),
            _ => None,
        },
        // Keys and items views are sets: `isdisjoint` asks each of the other's items `in` it.
        Value::DictView(v) if name == "isdisjoint" && v.kind != crate::value::ViewKind::Values => {
            Some(|ctx, a| super::call_prelude(ctx, "_view_isdisjoint", a))
        }
        _ => None,
    };
    if f.is_none() && name == "__class__" {
        return Ok(super::introspect::type_of(obj));
    }
    if f.is_none() && name == "__new__" {
        // `(3).__new__` is `int.__new__`, where the type has one.
        let t = super::introspect::type_of(obj);
        if let Value::Native(n) = &t {
            if crate::subclass::SUBCLASSABLE.contains(&n.name.as_str()) {
                return method(&t, name);
            }
        }
    }
    let f = f.or_else(|| {
        (name.starts_with("__") || super::protocols::CLASS_METHODS.contains(&name))
            .then(|| super::protocols::protocol_method(obj, name))
            .flatten()
    });
    match f {
        Some(f) => Ok(Value::BoundNative(Rc::new((
            obj.clone(),
            cached(obj.type_name(), name, f),
        )))),
        None => Err(PyErr::attribute_error(
            &super::super::dunder::type_name(obj),
            name,
        )),
    }
}

/// An instance of the built-in type named `name`, to find its methods on.
fn sample_of(name: &str) -> Option<Value> {
    Some(match name {
        "str" => Value::str(""),
        "bytes" => Value::bytes(b""),
        "bytearray" => Value::bytearray(Vec::new()),
        "list" => Value::list(Vec::new()),
        "tuple" => Value::tuple(Vec::new()),
        "dict" => Value::Dict(Rc::new(RefCell::new(DictTable::new()))),
        "set" => Value::Set(Rc::new(RefCell::new(SetTable::new()))),
        "frozenset" => {
            let mut t = SetTable::new();
            t.frozen = true;
            Value::Set(Rc::new(RefCell::new(t)))
        }
        "int" => Value::Int(0),
        "bool" => Value::Bool(false),
        "float" => Value::Float(0.0),
        "complex" => Value::Complex(0.0, 0.0),
        "range" => Value::Range {
            start: 0,
            stop: 0,
            step: 1,
        },
        "NoneType" => Value::None,
        _ => return None,
    })
}

/// The native behind `obj.name` for a list, tuple, dict, set or str, unbound: it takes the
/// receiver as its first argument, as the method [`method`] binds does. For `LoadMethod`.
pub fn container_method(obj: &Value, name: &str) -> Option<Rc<NativeFunction>> {
    let f = match obj {
        Value::List(_) => list_method(name),
        Value::Tuple(_) => tuple_method(name),
        Value::Dict(_) => dict_method(name),
        Value::Set(t) if t.borrow().frozen => frozenset_method(name),
        Value::Set(_) => set_method(name),
        Value::Str(_) => super::strmethods::str_method(name),
        Value::Bytes(_) | Value::ByteArray(_) => super::bytesmethods::bytes_method(obj, name),
        _ => None,
    }?;
    Some(cached(obj.type_name(), name, f))
}

fn tuple_method(name: &str) -> Option<NativeFn> {
    match name {
        "index" => Some(seq_index),
        "count" => Some(seq_count),
        _ => None,
    }
}

/// `str.lower(s)`, `list.append(l, x)`: the receiver must be an instance of the type, as CPython's
/// method descriptors insist, before the bound method runs.
/// Whether two bound natives are one built-in type's same unbound method (`str.upper is
/// str.upper`, as CPython's method descriptors are one object), made again on each lookup.
pub fn same_unbound(x: &(Value, Rc<NativeFunction>), y: &(Value, Rc<NativeFunction>)) -> bool {
    if !Rc::ptr_eq(&x.1, &y.1) || !std::ptr::fn_addr_eq(x.1.f, unbound_call as NativeFn) {
        return false;
    }
    match (&x.0, &y.0) {
        (Value::Tuple(a), Value::Tuple(b)) if a.len() == 2 && b.len() == 2 => {
            crate::arith::identical(&a[0], &b[0])
                && matches!((&a[1], &b[1]), (Value::Str(p), Value::Str(q)) if p == q)
        }
        _ => false,
    }
}

/// A built-in type's unbound method (`str.upper`, `int.__add__`): its type's name, its name and
/// whether CPython makes it a slot wrapper (an operator's or protocol's special method) rather
/// than a method descriptor.
pub fn unbound_info(b: &(Value, Rc<NativeFunction>)) -> Option<(String, String, bool)> {
    if !std::ptr::fn_addr_eq(b.1.f, unbound_call as NativeFn) {
        return None;
    }
    let Value::Tuple(info) = &b.0 else {
        return None;
    };
    let (ty, name) = (builtin_type_name(info.first()?), info.get(1)?.to_str());
    // Special methods CPython defines as plain methods, not slots.
    const METHODS: &[&str] = &[
        "__sizeof__",
        "__reversed__",
        "__format__",
        "__reduce__",
        "__reduce_ex__",
        "__getnewargs__",
        "__class_getitem__",
        "__dir__",
        "__subclasshook__",
        "__init_subclass__",
        "__round__",
        "__trunc__",
        "__floor__",
        "__ceil__",
        "__getstate__",
        "__copy__",
        "__deepcopy__",
    ];
    let method = METHODS.contains(&name.as_str())
        || (name == "__getitem__" && matches!(ty.as_str(), "list" | "dict"))
        || (name == "__contains__" && matches!(ty.as_str(), "dict" | "set" | "frozenset"));
    let slot = name.starts_with("__") && name.ends_with("__") && !method;
    Some((ty, name, slot))
}

fn unbound_call(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(Value::Tuple(info)) = a.pos.first() else {
        return Err(PyErr::runtime_error("internal error: unbound method").into());
    };
    let (ty, name) = (builtin_type_name(&info[0]), info[1].to_str());
    let Some(receiver) = a.pos.get(1) else {
        return Err(
            PyErr::type_error(format!("unbound method {ty}.{name}() needs an argument")).into(),
        );
    };
    // An instance of a subclass (`class D(dict)`) answers through the built-in value it carries.
    let receiver = match receiver {
        Value::Object(o) => match &o.base {
            Some(base) if base.type_name() == ty => base,
            _ => receiver,
        },
        _ => receiver,
    };
    // (bool derives from int: `int.__mul__(True, 3)`.)
    let int_bool = ty == "int" && matches!(receiver, Value::Bool(_));
    if receiver.type_name() != ty && !int_bool {
        return Err(PyErr::type_error(format!(
            "descriptor '{name}' for '{ty}' objects doesn't apply to a '{}' object",
            crate::dunder::type_name(receiver)
        ))
        .into());
    }
    let Value::BoundNative(ref b) = method(receiver, &name)? else {
        return Err(PyErr::runtime_error("internal error: unbound method").into());
    };
    let mut pos = a.pos[1..].to_vec();
    pos[0] = receiver.clone();
    let args = Args {
        pos,
        kw: a.kw.clone(),
    };
    (b.1.f)(ctx, &args)
}

thread_local! {
    /// One function object per (type, method): `lst.append(x)` in a loop allocates no name.
    static METHODS: RefCell<FastMap<&'static str, FastMap<String, Rc<NativeFunction>>>> =
        RefCell::new(FastMap::default());
}

fn cached(type_name: &'static str, name: &str, f: NativeFn) -> Rc<NativeFunction> {
    METHODS.with(|m| {
        let mut m = m.borrow_mut();
        let per_type = m.entry(type_name).or_default();
        if let Some(nf) = per_type.get(name) {
            return nf.clone();
        }
        let nf = Rc::new(NativeFunction {
            name: name.to_string(),
            f,
        });
        per_type.insert(name.to_string(), nf.clone());
        nf
    })
}

/// `dict.fromkeys(keys, value=None)`.
fn dict_fromkeys(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.is_empty() {
        return Err(PyErr::type_error("fromkeys expected at least 1 argument, got 0").into());
    }
    let value = a.pos.get(1).cloned().unwrap_or(Value::None);
    // A generator or an object with `__iter__` is collected through the frame stack first.
    let keys = crate::conts::items_arg(dict_fromkeys, a, 0)?;
    let n = keys.len();
    let pairs =
        super::super::native::collect_polled(n, keys.into_iter().map(|k| (k, value.clone())))?;
    hashed::new_dict(ctx, pairs)
}

/// Where int `x` sits in range `r`, if it does.
fn range_position(r: &Value, x: &Value) -> Option<i64> {
    let Value::Range { start, stop, step } = r else {
        return None;
    };
    let x = match x {
        Value::Bool(b) => *b as i64,
        Value::Int(i) => *i,
        _ => return None,
    };
    let k = (x as i128 - *start as i128) / *step as i128;
    let in_range = if *step > 0 {
        x >= *start && x < *stop
    } else {
        x <= *start && x > *stop
    };
    (in_range && (x as i128 - *start as i128) % *step as i128 == 0).then_some(k as i64)
}

/// `range.index(x)`.
fn range_index(_: &mut Ctx, a: &Args) -> NativeResult {
    let x = arg(a, 1, "index")?;
    match range_position(&a.pos[0], x) {
        Some(k) => Ok(Value::Int(k)),
        None => Err(PyErr::value_error(format!("{} is not in range", x.repr())).into()),
    }
}

/// `range.count(x)`.
fn range_count(_: &mut Ctx, a: &Args) -> NativeResult {
    let x = arg(a, 1, "count")?;
    Ok(Value::Int(range_position(&a.pos[0], x).is_some() as i64))
}

/// `float.as_integer_ratio()`: the exact fraction, in lowest terms.
fn float_ratio(f: f64) -> NativeResult {
    if f.is_nan() {
        return Err(PyErr::value_error("cannot convert NaN to integer ratio").into());
    }
    if f.is_infinite() {
        return Err(PyErr::new("OverflowError", "cannot convert Infinity to integer ratio").into());
    }
    if f == 0.0 {
        return Ok(Value::tuple(vec![Value::Int(0), Value::Int(1)]));
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let (mut m, mut e) = if exp == 0 {
        ((bits & ((1 << 52) - 1)) as i64, -1074)
    } else {
        (((bits & ((1 << 52) - 1)) | (1 << 52)) as i64, exp - 1075)
    };
    while e < 0 && m % 2 == 0 {
        m /= 2;
        e += 1;
    }
    let sign = if f < 0.0 { -1 } else { 1 };
    let m = num_bigint::BigInt::from(sign * m);
    let one = num_bigint::BigInt::from(1);
    Ok(if e >= 0 {
        Value::tuple(vec![crate::long::norm(m << e as u64), Value::Int(1)])
    } else {
        Value::tuple(vec![
            crate::long::norm(m),
            crate::long::norm(one << (-e) as u64),
        ])
    })
}

/// A generator's `gi_frame`: None once it has finished, else a snapshot frame object (as
/// `sys._getframe` gives them) with its code, line and locals where it is paused.
fn gen_frame(g: &crate::objects::Generator) -> Value {
    if g.finished {
        return Value::None;
    }
    let m = crate::value::Module::new("frame");
    m.set("f_code", crate::funcattr::code_attrs(&g.code));
    m.set("f_back", Value::None);
    let mut line = g.code.first_line as i64;
    let mut locals = crate::table::DictTable::default();
    if let Some(f) = &g.frame {
        if g.started {
            let pc = f.pc.saturating_sub(1);
            line = f.code.spans.get(pc).map_or(line, |s| s.line as i64);
        }
        for (name, v) in f.code.locals.iter().zip(&f.locals) {
            if let Some(v) = v {
                locals.insert_plain(Value::Str(name.clone()), v.clone());
            }
        }
        let names = f.code.cellvars.iter().chain(&f.code.freevars);
        for (name, c) in names.zip(&f.cells) {
            if let Some(v) = &*c.borrow() {
                locals.insert_plain(Value::Str(name.clone()), v.clone());
            }
        }
    }
    m.set("f_lineno", Value::Int(line));
    m.set(
        "f_locals",
        Value::Dict(Rc::new(std::cell::RefCell::new(locals))),
    );
    Value::Module(m)
}
