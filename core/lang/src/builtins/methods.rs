//! Methods of list, tuple, dict, set, int and float (str's are in `strmethods`).

use std::cell::RefCell;
use std::rc::Rc;

use super::super::conts::hashed::{self, Chain, Filter, FilterThen, KeyAct, ScanAct, Tab};
use super::super::conts::{self, setops, KeyUse};
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, NativeFn, NativeFunction, NativeResult};
use super::super::table::{DictTable, SetTable};
use super::super::value::{DictView, FastMap, Value, ViewKind};
use super::{as_i64, builtin_type_name, iterate};

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
            "bit_length" => Some(|_, a| {
                let b = crate::long::big_of(&a.pos[0]).unwrap_or_default();
                Ok(Value::Int(crate::long::bit_length(&b)))
            }),
            "bit_count" => Some(|_, a| {
                let b = crate::long::big_of(&a.pos[0]).unwrap_or_default();
                Ok(Value::Int(crate::long::bit_count(&b)))
            }),
            "as_integer_ratio" => Some(|_, a| {
                let b = crate::long::big_of(&a.pos[0]).unwrap_or_default();
                Ok(Value::tuple(vec![crate::long::norm(b), Value::Int(1)]))
            }),
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
            "as_integer_ratio" => Some(|_, a| match &a.pos[0] {
                Value::Float(f) => float_ratio(*f),
                _ => Ok(Value::None),
            }),
            "is_integer" => Some(|_, a| match &a.pos[0] {
                Value::Float(f) => Ok(Value::Bool(f.fract() == 0.0 && f.is_finite())),
                _ => Ok(Value::Bool(false)),
            }),
            "conjugate" => Some(|_, a| Ok(a.pos[0].clone())),
            "hex" => Some(|_, a| match &a.pos[0] {
                Value::Float(f) => Ok(Value::str(&super::floathex::float_hex(*f))),
                _ => Ok(Value::None),
            }),
            "real" => return Ok(Value::Float(*x)),
            "imag" => return Ok(Value::Float(0.0)),
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
            "index" | "count" => Some(if name == "index" {
                range_index
            } else {
                range_count
            }),
            "start" => return Ok(Value::Int(*start)),
            "stop" => return Ok(Value::Int(*stop)),
            "step" => return Ok(Value::Int(*step)),
            _ => None,
        },
        Value::StaticMethod(f) | Value::ClassMethod(f) if name == "__func__" => {
            return Ok((**f).clone())
        }
        Value::Native(n) if name == "__name__" || name == "__qualname__" => {
            return Ok(Value::str(&n.name))
        }
        Value::Native(n)
            if name == "__module__" && super::TYPE_NAMES.contains(&n.name.as_str()) =>
        {
            return Ok(Value::str("builtins"))
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
            if (name == "__new__" || name == "__init__")
                && crate::subclass::SUBCLASSABLE.contains(&n.name.as_str()) =>
        {
            // `tuple.__new__(cls, items)`, `dict.__init__(self)`: the built-in type's own, as
            // the type has it when a class derives from it.
            if let Some(c) = crate::subclass::builtin_class(&n.name)? {
                match c.lookup(name) {
                    Some(Value::StaticMethod(ref f)) => return Ok((**f).clone()),
                    Some(v) => return Ok(v),
                    None => {}
                }
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
    if receiver.type_name() != ty {
        return Err(PyErr::type_error(format!(
            "descriptor '{name}' for '{ty}' objects doesn't apply to a '{}' object",
            receiver.type_name()
        ))
        .into());
    }
    let Value::BoundNative(ref b) = method(receiver, &name)? else {
        return Err(PyErr::runtime_error("internal error: unbound method").into());
    };
    let args = Args {
        pos: a.pos[1..].to_vec(),
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

fn list_of(a: &Args) -> &Rc<RefCell<Vec<Value>>> {
    match &a.pos[0] {
        Value::List(l) => l,
        _ => unreachable!("bound to a list"),
    }
}

fn arg<'a>(a: &'a Args, i: usize, what: &str) -> Result<&'a Value, PyErr> {
    a.pos
        .get(i)
        .ok_or_else(|| PyErr::type_error(format!("{what} takes exactly one argument (0 given)")))
}

fn list_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "append" => |ctx, a| {
            let v = arg(a, 1, "list.append()")?.clone();
            let l = list_of(a);
            let n = l.borrow().len();
            ctx.check_items(n + 1)?;
            l.borrow_mut().push(v);
            Ok(Value::None)
        },
        "extend" => |ctx, a| {
            arg(a, 1, "list.extend()")?;
            let items = conts::items_arg(list_extend_again, a, 1)?;
            let l = list_of(a);
            let n = l.borrow().len() + items.len();
            ctx.check_items(n)?;
            l.borrow_mut().extend(items);
            Ok(Value::None)
        },
        "insert" => |_, a| {
            let i = as_i64(arg(a, 1, "insert")?, "")?;
            let v = arg(a, 2, "insert")?.clone();
            let l = list_of(a);
            let n = l.borrow().len() as i64;
            let j = if i < 0 { (i + n).max(0) } else { i.min(n) };
            l.borrow_mut().insert(j as usize, v);
            Ok(Value::None)
        },
        "pop" => |_, a| {
            let l = list_of(a);
            let n = l.borrow().len();
            if n == 0 {
                return Err(PyErr::new("IndexError", "pop from empty list").into());
            }
            let i = match a.pos.get(1) {
                Some(v) => as_i64(v, "")?,
                None => -1,
            };
            let j = if i < 0 { i + n as i64 } else { i };
            if j < 0 || j >= n as i64 {
                return Err(PyErr::new("IndexError", "pop index out of range").into());
            }
            Ok(l.borrow_mut().remove(j as usize))
        },
        "remove" => |ctx, a| {
            let v = arg(a, 1, "list.remove()")?;
            hashed::scan(ctx, &a.pos[0], v, ScanAct::Remove, 0, usize::MAX)
        },
        "index" => seq_index,
        "count" => seq_count,
        "reverse" => |_, a| {
            list_of(a).borrow_mut().reverse();
            Ok(Value::None)
        },
        "clear" => |_, a| {
            list_of(a).borrow_mut().clear();
            Ok(Value::None)
        },
        "copy" => |_, a| Ok(Value::list(list_of(a).borrow().clone())),
        "sort" => |ctx, a| {
            a.check_kw("sort", &["key", "reverse"])?;
            let reverse = match a.kwarg("reverse") {
                Some(v) => v.truthy()?,
                None => false,
            };
            let items = super::super::native::clone_polled(&list_of(a).borrow())?;
            match a.kwarg("key") {
                Some(k) if !matches!(k, Value::None) => conts::keyed_into(
                    k.clone(),
                    items,
                    KeyUse::Sorted { reverse },
                    None,
                    Some(a.pos[0].clone()),
                ),
                _ if conts::ordered::has_objects(&items) => conts::ordered::ObjSort::start(
                    ctx,
                    items,
                    None,
                    reverse,
                    Some(a.pos[0].clone()),
                ),
                _ => {
                    *list_of(a).borrow_mut() = super::sort_by_keys(items, None, reverse)?;
                    Ok(Value::None)
                }
            }
        },
        _ => return None,
    })
}

fn list_extend_again(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let f = list_method("extend").expect("extend exists");
    f(ctx, a)
}

fn seq_index(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = arg(a, 1, "index")?;
    let n = match &a.pos[0] {
        Value::List(l) => l.borrow().len(),
        Value::Tuple(t) => t.len(),
        _ => 0,
    } as i64;
    let bound = |i: usize, dflt: i64| -> Result<usize, PyErr> {
        let x = match a.pos.get(i) {
            Some(x) => as_i64(x, "")?,
            None => dflt,
        };
        let x = if x < 0 { (x + n).max(0) } else { x.min(n) };
        Ok(x as usize)
    };
    let (start, stop) = (bound(2, 0)?, bound(3, n)?);
    hashed::scan(ctx, &a.pos[0], v, ScanAct::Index, start, stop)
}

fn seq_count(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = arg(a, 1, "count")?;
    hashed::scan(ctx, &a.pos[0], v, ScanAct::Count, 0, usize::MAX)
}

fn dict_of(a: &Args) -> &Rc<RefCell<DictTable>> {
    match &a.pos[0] {
        Value::Dict(d) => d,
        _ => unreachable!("bound to a dict"),
    }
}

fn view(a: &Args, kind: ViewKind) -> Value {
    Value::DictView(Rc::new(DictView {
        kind,
        dict: dict_of(a).clone(),
    }))
}

fn dict_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "keys" => |_, a| Ok(view(a, ViewKind::Keys)),
        // A class method: on an instance, the receiver is not an argument.
        "fromkeys" => |ctx, a| dict_fromkeys(ctx, &crate::vm::args(a.pos[1..].to_vec())),
        "values" => |_, a| Ok(view(a, ViewKind::Values)),
        "items" => |_, a| Ok(view(a, ViewKind::Items)),
        "get" => |ctx, a| {
            let k = arg(a, 1, "get")?;
            let d = Tab::Dict(dict_of(a).clone());
            let default = a.pos.get(2).cloned().unwrap_or(Value::None);
            hashed::key_op(ctx, d, k, KeyAct::Get(default))
        },
        "pop" => |ctx, a| {
            let k = arg(a, 1, "pop")?;
            let d = Tab::Dict(dict_of(a).clone());
            hashed::key_op(ctx, d, k, KeyAct::Pop(a.pos.get(2).cloned()))
        },
        "popitem" => |_, a| match dict_of(a).borrow_mut().pop_last() {
            Some((k, v)) => Ok(Value::tuple(vec![k, v])),
            None => Err(PyErr::new("KeyError", "'popitem(): dictionary is empty'").into()),
        },
        "setdefault" => |ctx, a| {
            let k = arg(a, 1, "setdefault")?;
            let default = a.pos.get(2).cloned().unwrap_or(Value::None);
            let d = Tab::Dict(dict_of(a).clone());
            hashed::key_op(ctx, d, k, KeyAct::SetDefault(default))
        },
        "update" => |ctx, a| {
            let mut items: Vec<(Option<i64>, Value, Value)> = Vec::new();
            let plain = a.pos.get(1).map(crate::subclass::plain);
            if let Some(src) = plain.as_ref() {
                if conts::mapping::is_user_mapping(src) {
                    let extra =
                        a.kw.iter()
                            .map(|(k, v)| (None, Value::Str(k.clone()), v.clone()))
                            .collect();
                    return conts::mapping::MappingItems::start(
                        src,
                        dict_of(a).clone(),
                        extra,
                        Value::None,
                        false,
                    );
                }
                match src {
                    Value::Dict(_) => items = hashed::entries(src),
                    other => {
                        for (i, p) in iterate(other)?.into_iter().enumerate() {
                            let kv = iterate(&p)?;
                            if kv.len() != 2 {
                                return Err(PyErr::value_error(format!("dictionary update sequence element #{i} has length {}; 2 is required", kv.len())).into());
                            }
                            items.push((None, kv[0].clone(), kv[1].clone()));
                        }
                    }
                }
            }
            for (k, v) in &a.kw {
                items.push((None, Value::Str(k.clone()), v.clone()));
            }
            hashed::bulk(ctx, Tab::Dict(dict_of(a).clone()), items, Value::None)
        },
        "clear" => |_, a| {
            dict_of(a).borrow_mut().clear();
            Ok(Value::None)
        },
        "copy" => |_, a| {
            Ok(Value::Dict(Rc::new(RefCell::new(
                dict_of(a).borrow().clone(),
            ))))
        },
        _ => return None,
    })
}

fn set_of(a: &Args) -> &Rc<RefCell<SetTable>> {
    match &a.pos[0] {
        Value::Set(s) => s,
        _ => unreachable!("bound to a set"),
    }
}

/// The items of the arguments after the receiver, with the hashes sets and dicts keep.
fn other_items(a: &Args) -> Result<Vec<(Option<i64>, Value, Value)>, PyErr> {
    let mut out = Vec::new();
    for v in &a.pos[1..] {
        match v {
            Value::Set(_) | Value::Dict(_) => out.extend(
                hashed::entries(v)
                    .into_iter()
                    .map(|(h, k, _)| (h, k, Value::None)),
            ),
            other => out.extend(iterate(other)?.into_iter().map(|k| (None, k, Value::None))),
        }
    }
    Ok(out)
}

/// Runs `then` on a set of the other arguments' items (the argument itself when it is a set).
fn with_other_set(
    ctx: &mut Ctx,
    a: &Args,
    then: impl FnOnce(Tab) -> Result<Box<dyn hashed::Machine>, PyErr> + 'static,
) -> NativeResult {
    if let [_, Value::Set(o)] = &a.pos[..] {
        let o = Tab::Set(o.clone());
        let m = then(o)?;
        return hashed::drive(ctx, Boxed(m));
    }
    let build = hashed::set_builder(other_items(a)?);
    hashed::drive(
        ctx,
        Chain::new(build, move |v| {
            let Some(t) = Tab::of(&v) else {
                return Err(PyErr::runtime_error("internal error: not a set"));
            };
            then(t)
        }),
    )
}

#[derive(Debug)]
struct Boxed(Box<dyn hashed::Machine>);

impl hashed::Machine for Boxed {
    fn step(
        &mut self,
        ctx: &mut Ctx,
        input: Option<Value>,
    ) -> Result<hashed::Want<Value>, super::super::native::Flow> {
        self.0.step(ctx, input)
    }
}

/// A frozenset's methods: a set's, less those that change it; the new sets it makes are frozen.
fn frozenset_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "copy" => |_, a| Ok(a.pos[0].clone()),
        "union" => |ctx, a| super::typed_set(set_method("union").expect("set.union")(ctx, a), true),
        "intersection" => |ctx, a| {
            super::typed_set(
                set_method("intersection").expect("set.intersection")(ctx, a),
                true,
            )
        },
        "difference" => |ctx, a| {
            super::typed_set(
                set_method("difference").expect("set.difference")(ctx, a),
                true,
            )
        },
        "symmetric_difference" => |ctx, a| {
            super::typed_set(
                set_method("symmetric_difference").expect("set.symmetric_difference")(ctx, a),
                true,
            )
        },
        "issubset" | "issuperset" | "isdisjoint" => set_method(name)?,
        _ => return None,
    })
}

/// A set method done natively in CPython's order when every item compares natively.
fn native_set_op(name: &str, ctx: &mut Ctx, a: &Args) -> Option<NativeResult> {
    let me = set_of(a);
    if !setops::native_set(me) {
        return None;
    }
    let args: Vec<setops::SetArg> = a.pos[1..]
        .iter()
        .map(setops::SetArg::of)
        .collect::<Option<_>>()?;
    run_set_op(name, ctx, me, &args)
}

/// [`native_set_op`] once its operands are known to compare natively: `None` for a name (or
/// arity) it does not do.
fn run_set_op(
    name: &str,
    ctx: &mut Ctx,
    me: &Rc<RefCell<SetTable>>,
    args: &[setops::SetArg],
) -> Option<NativeResult> {
    let done = |r: Result<Rc<RefCell<SetTable>>, PyErr>| -> NativeResult {
        let r = r?;
        let n = r.borrow().len();
        ctx.check_items(n)?;
        Ok(Value::Set(r))
    };
    let updated = |r: Result<(), PyErr>, ctx: &mut Ctx| -> NativeResult {
        r?;
        ctx.check_items(me.borrow().len())?;
        Ok(Value::None)
    };
    Some(match name {
        "union" => done(setops::union(me, args)),
        "intersection" => done(setops::intersection_multi(me, args)),
        "difference" => done(setops::difference_multi(me, args)),
        "symmetric_difference" => match args {
            [o] => done(setops::symmetric_difference(me, o)),
            _ => return None,
        },
        "update" => updated(args.iter().try_for_each(|o| setops::update(me, o)), ctx),
        "intersection_update" => updated(
            setops::intersection_multi(me, args).map(|r| setops::replace(me, r)),
            ctx,
        ),
        "difference_update" => updated(
            args.iter()
                .try_for_each(|o| setops::difference_update(me, o)),
            ctx,
        ),
        "symmetric_difference_update" => match args {
            [o] => updated(setops::symmetric_difference_update(me, o), ctx),
            _ => return None,
        },
        _ => return None,
    })
}

fn set_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "add" => |ctx, a| {
            let v = arg(a, 1, "set.add()")?;
            hashed::key_op(ctx, Tab::Set(set_of(a).clone()), v, KeyAct::Add)
        },
        "remove" => |ctx, a| {
            let v = arg(a, 1, "set.remove()")?;
            hashed::key_op(ctx, Tab::Set(set_of(a).clone()), v, KeyAct::Remove)
        },
        "discard" => |ctx, a| {
            let v = arg(a, 1, "set.discard()")?;
            hashed::key_op(ctx, Tab::Set(set_of(a).clone()), v, KeyAct::Discard)
        },
        "pop" => |_, a| match set_of(a).borrow_mut().pop_first() {
            Some(v) => Ok(v),
            None => Err(PyErr::new("KeyError", "'pop from an empty set'").into()),
        },
        "update" => |ctx, a| {
            if let Some(r) = native_set_op("update", ctx, a) {
                return r;
            }
            let items = other_items(a)?;
            hashed::bulk(ctx, Tab::Set(set_of(a).clone()), items, Value::None)
        },
        "union" => |ctx, a| {
            if let Some(r) = native_set_op("union", ctx, a) {
                return r;
            }
            let t = Rc::new(RefCell::new(set_of(a).borrow().copy_set()));
            hashed::bulk(ctx, Tab::Set(t.clone()), other_items(a)?, Value::Set(t))
        },
        "intersection" => |ctx, a| {
            if let Some(r) = native_set_op("intersection", ctx, a) {
                return r;
            }
            let me = Tab::Set(set_of(a).clone());
            with_other_set(ctx, a, move |o| {
                // CPython walks the smaller side (the other one when sizes are equal) and
                // keeps its items.
                let (from, against) = if o.value_len() > me.value_len() {
                    (me, o)
                } else {
                    (o, me)
                };
                let items = hashed::entries(&from.value());
                Ok(Box::new(Filter::new(
                    items,
                    against,
                    true,
                    FilterThen::NewSet,
                )))
            })
        },
        "difference" => |ctx, a| {
            if let Some(r) = native_set_op("difference", ctx, a) {
                return r;
            }
            let me = Tab::Set(set_of(a).clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                Ok(Box::new(Filter::new(items, o, false, FilterThen::NewSet)))
            })
        },
        "symmetric_difference" => |ctx, a| {
            if let Some(r) = native_set_op("symmetric_difference", ctx, a) {
                return r;
            }
            let me = Tab::Set(set_of(a).clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                let others = hashed::entries(&o.value());
                Ok(Box::new(
                    Filter::new(items, o, false, FilterThen::NewSet).then_pass(others, me),
                ))
            })
        },
        "intersection_update" => |ctx, a| {
            if let Some(r) = native_set_op("intersection_update", ctx, a) {
                return r;
            }
            let t = set_of(a).clone();
            let me = Tab::Set(t.clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                Ok(Box::new(Filter::new(items, o, true, FilterThen::Update(t))))
            })
        },
        "difference_update" => |ctx, a| {
            if let Some(r) = native_set_op("difference_update", ctx, a) {
                return r;
            }
            let t = set_of(a).clone();
            let me = Tab::Set(t.clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                Ok(Box::new(Filter::new(
                    items,
                    o,
                    false,
                    FilterThen::Update(t),
                )))
            })
        },
        "symmetric_difference_update" => |ctx, a| {
            if let Some(r) = native_set_op("symmetric_difference_update", ctx, a) {
                return r;
            }
            let t = set_of(a).clone();
            let me = Tab::Set(t.clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                let others = hashed::entries(&o.value());
                Ok(Box::new(
                    Filter::new(items, o, false, FilterThen::Update(t)).then_pass(others, me),
                ))
            })
        },
        "issubset" => |ctx, a| {
            let me = Tab::Set(set_of(a).clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                Ok(Box::new(Filter::new(items, o, true, FilterThen::All)))
            })
        },
        "issuperset" => |ctx, a| {
            let f = Filter::new(
                other_items(a)?,
                Tab::Set(set_of(a).clone()),
                true,
                FilterThen::All,
            );
            hashed::filter(ctx, f)
        },
        "isdisjoint" => |ctx, a| {
            let f = Filter::new(
                other_items(a)?,
                Tab::Set(set_of(a).clone()),
                false,
                FilterThen::All,
            );
            hashed::filter(ctx, f)
        },
        "clear" => |_, a| {
            set_of(a).borrow_mut().clear();
            Ok(Value::None)
        },
        "copy" => |_, a| {
            Ok(Value::Set(Rc::new(RefCell::new(
                set_of(a).borrow().copy_set(),
            ))))
        },
        _ => return None,
    })
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
