//! The host's classes as classes. A host class (`torch.Tensor`, `nn.Parameter`, `torch.Size`) is
//! a native constructor named after it, as the built-in types are; this module gives it what a
//! class has: its name, module, bases and MRO from [`Host::bases`](crate::host::Host), `issubclass`
//! against other host classes, the built-in types and the host's own Python-visible classes
//! (`nn.Linear` is an `nn.Module`), unbound methods (`torch.Tensor.add(a, b)`), data descriptors
//! (`torch.Tensor.shape`), and the special methods of its instances (`t.__add__(1)`), which run
//! the operator the VM runs for the value.

use std::rc::Rc;

use crate::errors::PyErr;
use crate::host::Member;
use crate::native::{Args, Ctx, Flow, NativeFunction, NativeResult, PyCall, Then};
use crate::objects::Property;
use crate::value::Value;

/// `type()`'s path of host class `name` (`torch.nn.parameter.Parameter`), if it is one.
pub fn path(ctx: &Ctx, name: &str) -> Option<&'static str> {
    ctx.host
        .classes
        .iter()
        .find(|(c, _)| *c == name)
        .map(|(_, p)| *p)
}

/// The names from `name` up through its bases, `name` first (`object` not included).
fn chain(ctx: &Ctx, name: &str) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    let mut at = ctx
        .host
        .classes
        .iter()
        .find(|(c, _)| *c == name)
        .map(|(c, _)| *c);
    // The table is static and acyclic; the bound only guards a mistake in it.
    while let Some(c) = at.filter(|_| out.len() < 16) {
        out.push(c);
        at = ctx
            .host
            .bases
            .iter()
            .find(|(k, _)| *k == c)
            .map(|(_, b)| *b);
    }
    out
}

/// The value a class name stands for: a built-in type, or the host's class of that name.
fn class_value(ctx: &mut Ctx, name: &str) -> Option<Value> {
    if crate::builtins::is_type_name(name) {
        return crate::builtins::funcs::FUNCS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(n, f)| NativeFunction::value(n, *f));
    }
    (ctx.host.class_value)(ctx, name)
}

fn object_class() -> Option<Value> {
    crate::metaclass::type_class()
        .and_then(|t| t.bases.first().cloned())
        .map(Value::Class)
}

/// The MRO of host class `cls` (named `name`): the class, its host and built-in bases, then the
/// MRO of a Python-visible class it derives from (which ends in `object`), or `object`.
fn mro(ctx: &mut Ctx, cls: &Value, name: &str) -> Vec<Value> {
    let mut out = vec![cls.clone()];
    for base in chain(ctx, name).into_iter().skip(1) {
        match class_value(ctx, base) {
            Some(Value::Class(ref c)) => {
                out.extend(c.mro().into_iter().map(Value::Class));
                return out;
            }
            Some(v) => out.push(v),
            None => {}
        }
    }
    // A built-in base (`tuple`) ends in `object` as the host class does.
    out.extend(object_class());
    out
}

/// `issubclass(C, target)` for host class `name`.
pub fn is_subclass(ctx: &mut Ctx, name: &str, target: &Value) -> bool {
    let names = chain(ctx, name);
    match target {
        Value::Native(m) => names.iter().any(|n| *n == m.name) || m.name == "object",
        Value::Class(k) if k.builtin && k.name == "object" => true,
        Value::Class(k) => names
            .iter()
            .skip(1)
            .any(|b| matches!(class_value(ctx, b), Some(Value::Class(ref c)) if c.is_subclass(k))),
        _ => false,
    }
}

/// `C.attr` for host class `cls`, named `name`.
pub fn class_attr(ctx: &mut Ctx, cls: &Value, name: &str, attr: &str) -> NativeResult {
    let full = path(ctx, name).unwrap_or(name);
    let (module, short) = full.rsplit_once('.').unwrap_or(("builtins", full));
    Ok(match attr {
        "__name__" | "__qualname__" => Value::str(short),
        "__module__" => Value::str(module),
        "__doc__" => Value::None,
        "__mro__" => Value::tuple(mro(ctx, cls, name)),
        "__bases__" | "__base__" => {
            let base = mro(ctx, cls, name).get(1).cloned().unwrap_or(Value::None);
            if attr == "__base__" {
                base
            } else {
                Value::tuple(vec![base])
            }
        }
        "mro" => Value::BoundNative(Rc::new((
            cls.clone(),
            Rc::new(NativeFunction {
                name: "mro".into(),
                f: |ctx, a| match a.pos.first() {
                    Some(c @ Value::Native(n)) => {
                        let name = n.name.clone();
                        Ok(Value::list(mro(ctx, c, &name)))
                    }
                    _ => Ok(Value::list(Vec::new())),
                },
            }),
        ))),
        _ => match (ctx.host.class_attr)(ctx, name, attr) {
            Some(v) => v,
            None => member(ctx, cls, name, attr)?,
        },
    })
}

/// `C.attr` for a method or data member of host class `cls` (the hook's `class_member`).
fn member(ctx: &mut Ctx, cls: &Value, name: &str, attr: &str) -> NativeResult {
    let short = path(ctx, name)
        .unwrap_or(name)
        .rsplit_once('.')
        .map_or(name, |(_, s)| s);
    Ok(match (ctx.host.class_member)(ctx, name, attr) {
        Some(Member::Method) => Value::BoundNative(Rc::new((
            Value::tuple(vec![cls.clone(), Value::str(attr)]),
            Rc::new(NativeFunction {
                name: attr.into(),
                f: unbound,
            }),
        ))),
        Some(Member::Data) => Property::value(
            Value::BoundNative(Rc::new((
                Value::tuple(vec![cls.clone(), Value::str(attr)]),
                Rc::new(NativeFunction {
                    name: attr.into(),
                    f: read,
                }),
            ))),
            Value::None,
        ),
        None => {
            return Err(PyErr::new(
                "AttributeError",
                format!("type object '{short}' has no attribute '{attr}'"),
            )
            .into())
        }
    })
}

/// Whether `v`, an instance of a Python class, is one of host class `t` through the class's
/// Python equivalent (`class LoRA(nn.Linear)` derives from `torch.nn.modules.linear.Linear`
/// written in Python): a class in its MRO of that name and module.
pub fn is_twin_instance(ctx: &Ctx, v: &Value, t: &Value) -> bool {
    match v {
        Value::Object(o) => is_twin_subclass(ctx, &o.class, t),
        _ => false,
    }
}

/// `issubclass(C, t)` for a Python class `C` and host class `t`, as [`is_twin_instance`].
pub fn is_twin_subclass(ctx: &Ctx, c: &Rc<crate::objects::Class>, t: &Value) -> bool {
    let Value::Native(n) = t else { return false };
    // The host table's key is the class's short name: compare names along the MRO first (a false
    // `isinstance(obj, int)` stops here), and read the table only on a name that matches.
    let twin = |k: &Rc<crate::objects::Class>| {
        *k.name == *n.name
            && {
                let module = path(ctx, &n.name)
                    .and_then(|f| f.rsplit_once('.'))
                    .map(|(m, _)| m);
                matches!((module, k.attrs.borrow().get("__module__")), (Some(module), Some(Value::Str(ref m))) if &**m == module)
            }
    };
    c.mro().iter().any(twin)
}

/// The receiver of an unbound method or descriptor of host class `info[0]`, checked.
fn receiver<'a>(a: &'a Args, what: &str) -> Result<(&'a Value, String, String), PyErr> {
    let Some(Value::Tuple(info)) = a.pos.first() else {
        return Err(PyErr::runtime_error("internal error: unbound host method"));
    };
    let class = match &info[0] {
        Value::Native(n) => n.name.to_string(),
        _ => String::new(),
    };
    let name = info[1].to_str().to_string();
    let Some(obj) = a.pos.get(1) else {
        return Err(PyErr::type_error(format!(
            "{what} '{name}' of '{class}' object needs an argument"
        )));
    };
    let fits = match obj {
        Value::Foreign(f) => f.is_instance(&class),
        _ => false,
    };
    if !fits {
        return Err(PyErr::type_error(format!(
            "descriptor '{name}' for '{class}' objects doesn't apply to a '{}' object",
            obj.type_name()
        )));
    }
    Ok((obj, class, name))
}

/// `C.name(obj, *args, **kw)`: `obj.name(*args, **kw)`.
fn unbound(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (obj, _, name) = receiver(a, "method")?;
    let obj = obj.clone();
    let m = crate::dunder::getattr(ctx, &obj, &name)?;
    Err(Flow::Call(Box::new(PyCall {
        func: m,
        args: Args {
            pos: a.pos[2..].to_vec(),
            kw: a.kw.clone(),
        },
        then: Then::Tail,
    })))
}

/// The getter of `C.name` for a data member: `obj.name`.
fn read(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (obj, _, name) = receiver(a, "attribute")?;
    let obj = obj.clone();
    crate::dunder::getattr(ctx, &obj, &name)
}

/// `dir()` of host class `name` or of one of its instances: its members, special methods
/// included, sorted (None if the host lists no names for the class).
pub fn dir(ctx: &mut Ctx, name: &str) -> Option<Vec<Value>> {
    let listed = (ctx.host.class_names)(ctx, name);
    // A base the host names by a program-visible class (`nn.Module`): its names along its MRO.
    let mut inherited: Vec<Rc<str>> = Vec::new();
    for (_, base) in ctx.host.bases.iter().filter(|(c, _)| *c == name) {
        if let Some(Value::Class(ref c)) = (ctx.host.class_value)(ctx, base) {
            for k in c.mro() {
                inherited.extend(k.attrs.borrow().names());
            }
        }
    }
    if listed.is_empty() && inherited.is_empty() {
        return None;
    }
    let mut names: std::collections::BTreeSet<&str> = listed
        .into_iter()
        .chain(crate::builtins::PROTOCOL_NAMES.iter().copied())
        .chain(inherited.iter().map(|n| &**n))
        .collect();
    names.retain(|n| (ctx.host.class_member)(ctx, name, n).is_some());
    names.insert("__class__");
    Some(names.into_iter().map(Value::str).collect())
}

/// Whether `name` is a special method a host value can have (`__add__`, `__getitem__`).
pub fn is_special(name: &str) -> bool {
    crate::builtins::foreign_protocol(name).is_some()
}

/// `obj.__add__` and the other special methods of a host value whose class has them: the
/// operator the VM runs, bound to `obj` (None where the class has no such method).
pub fn special(ctx: &mut Ctx, obj: &Value, name: &str) -> Option<Value> {
    let Value::Foreign(f) = obj else {
        return None;
    };
    let f_name = crate::builtins::foreign_protocol(name)?;
    let class = f.class_name();
    if (ctx.host.class_member)(ctx, class, name) != Some(Member::Method) {
        return None;
    }
    Some(Value::BoundNative(Rc::new((
        obj.clone(),
        Rc::new(NativeFunction {
            name: name.into(),
            f: f_name,
        }),
    ))))
}
