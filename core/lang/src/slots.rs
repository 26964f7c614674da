//! `__slots__` members: each name a class declares in `__slots__` is a descriptor on the class
//! (`P.x` prints `<member 'x' of 'P' objects>`, its type `member_descriptor`), reading, writing
//! and deleting the instance's attribute of that name. Which stores a slotted instance refuses is
//! `attr::slots_only`'s.

use std::rc::Rc;

use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::objects::{Attrs, Class, Instance};
use crate::value::Value;

thread_local! {
    static MEMBER: Rc<Class> = member_class();
}

fn member_class() -> Rc<Class> {
    let mut attrs = Attrs::default();
    attrs.set("__get__", NativeFunction::value("__get__", get));
    attrs.set("__set__", NativeFunction::value("__set__", set));
    attrs.set("__delete__", NativeFunction::value("__delete__", delete));
    attrs.set("__repr__", NativeFunction::value("__repr__", repr));
    Class::new("member_descriptor", Vec::new(), attrs, true).expect("no bases")
}

/// Whether `v`, found on a class under `name`, is the member descriptor of that same name: then
/// reading, writing and deleting it is the instance's own attribute `name`, which the attribute
/// lookup does directly instead of calling the descriptor (a slotted class's every `self.x`).
pub(crate) fn is_member_named(v: &Value, name: &str) -> bool {
    match v {
        Value::Object(d) => {
            MEMBER.with(|m| Rc::ptr_eq(&d.class, m))
                && matches!(&d.attrs.borrow().get("__name__"), Some(Value::Str(s)) if &**s == name)
        }
        _ => false,
    }
}

/// Puts a member descriptor on `class` for each name of its own `__slots__`; a name that is
/// also a class attribute is CPython's ValueError.
pub(crate) fn add_members(class: &Rc<Class>) -> Result<(), PyErr> {
    let slots = class.attrs.borrow().get("__slots__");
    let names: Vec<Rc<str>> = match &slots {
        Some(Value::Str(s)) => vec![s.clone()],
        Some(Value::Tuple(t)) => t.iter().filter_map(str_of).collect(),
        Some(Value::List(l)) => l.borrow().iter().filter_map(str_of).collect(),
        _ => return Ok(()),
    };
    for name in names {
        if matches!(&*name, "__dict__" | "__weakref__") {
            continue;
        }
        let name = mangled(&class.name, name);
        if class.attrs.borrow().get(&name).is_some() {
            return Err(PyErr::new(
                "ValueError",
                format!("'{name}' in __slots__ conflicts with class variable"),
            ));
        }
        let member = MEMBER.with(|m| Instance::new(m.clone()));
        {
            let mut attrs = member.attrs.borrow_mut();
            attrs.set("__name__", Value::Str(name.clone()));
            attrs.set("__objclass__", Value::Class(class.clone()));
        }
        crate::objects::class_changed();
        class.attrs.borrow_mut().set(&name, Value::Object(member));
    }
    Ok(())
}

/// A private slot name as the class body's code names it (`__x` of `A` is `_A__x`), as CPython
/// mangles `__slots__` entries; `__slots__` itself keeps the spelling given.
pub(crate) fn mangled(class: &str, name: Rc<str>) -> Rc<str> {
    let owner = class.trim_start_matches('_');
    if name.starts_with("__") && !name.ends_with("__") && !owner.is_empty() {
        return Rc::from(format!("_{owner}{name}"));
    }
    name
}

fn str_of(v: &Value) -> Option<Rc<str>> {
    match v {
        Value::Str(s) => Some(s.clone()),
        _ => None,
    }
}

/// The member's name and its class's name.
fn member(a: &Args) -> Result<(Rc<str>, String), PyErr> {
    let Some(Value::Object(m)) = a.pos.first() else {
        return Err(PyErr::type_error(
            "descriptor requires a 'member_descriptor'",
        ));
    };
    let attrs = m.attrs.borrow();
    let name = match &attrs.get("__name__") {
        Some(Value::Str(s)) => s.clone(),
        _ => Rc::from(""),
    };
    let owner = match &attrs.get("__objclass__") {
        Some(Value::Class(c)) => c.name.clone(),
        _ => String::new(),
    };
    Ok((name, owner))
}

fn get(_: &mut Ctx, a: &Args) -> NativeResult {
    let (name, _) = member(a)?;
    match a.pos.get(1) {
        None | Some(Value::None) => Ok(a.pos[0].clone()),
        Some(Value::Object(o)) => o
            .attrs
            .borrow()
            .get(&name)
            .ok_or_else(|| PyErr::attribute_error(&o.class.message_name(), &name).into()),
        Some(other) => Err(PyErr::attribute_error(other.type_name(), &name).into()),
    }
}

fn set(_: &mut Ctx, a: &Args) -> NativeResult {
    let (name, _) = member(a)?;
    match (a.pos.get(1), a.pos.get(2)) {
        (Some(Value::Object(o)), Some(v)) => {
            o.attrs.borrow_mut().set(&name, v.clone());
            Ok(Value::None)
        }
        _ => Err(PyErr::type_error("__set__ expected 2 arguments").into()),
    }
}

fn delete(_: &mut Ctx, a: &Args) -> NativeResult {
    let (name, _) = member(a)?;
    match a.pos.get(1) {
        Some(Value::Object(o)) => {
            let old = o.attrs.borrow_mut().remove(&name);
            match old {
                Some(_) => Ok(Value::None),
                None => Err(PyErr::attribute_error(&o.class.message_name(), &name).into()),
            }
        }
        _ => Err(PyErr::type_error("__delete__ expected 1 argument").into()),
    }
}

fn repr(_: &mut Ctx, a: &Args) -> NativeResult {
    let (name, owner) = member(a)?;
    Ok(Value::str(&format!(
        "<member '{name}' of '{owner}' objects>"
    )))
}
