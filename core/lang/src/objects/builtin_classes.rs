//! `object` and the built-in exception classes as the builtins table holds them: `object`'s own
//! `__init__`, `__setattr__`, `__delattr__`, `__getattribute__` and `__init_subclass__`, and
//! `BaseException` with its subclasses (CPython's hierarchy, `EXCEPTIONS`, and the host's).

use super::*;

/// `object.__setattr__(obj, name, value)`: the store itself, under a class's own `__setattr__`.
fn object_setattr(_: &mut Ctx, a: &Args) -> NativeResult {
    match (a.pos.first(), a.pos.get(1), a.pos.get(2)) {
        (Some(obj @ (Value::Object(_) | Value::Class(_))), Some(Value::Str(name)), Some(v)) => {
            crate::attr::store(obj, name, v.clone(), false)?;
            Ok(Value::None)
        }
        (Some(_), Some(Value::Str(_)), Some(_)) => {
            Err(PyErr::type_error("can't apply this __setattr__ to this object").into())
        }
        (_, Some(n), Some(_)) => Err(PyErr::type_error(format!(
            "attribute name must be string, not '{}'",
            n.type_name()
        ))
        .into()),
        _ => Err(PyErr::type_error(format!(
            "expected 2 arguments, got {}",
            a.pos.len().saturating_sub(1)
        ))
        .into()),
    }
}

/// `object.__init_subclass__(cls)`: nothing to do; keyword arguments are CPython's TypeError.
fn object_init_subclass(_: &mut Ctx, a: &Args) -> NativeResult {
    if !a.kw.is_empty() {
        let name = match a.pos.first() {
            Some(Value::Class(c)) => c.name.clone(),
            _ => "object".into(),
        };
        return Err(PyErr::type_error(format!(
            "{name}.__init_subclass__() takes no keyword arguments"
        ))
        .into());
    }
    Ok(Value::None)
}

fn object_init(_: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() > 1 || !a.kw.is_empty() {
        let name = match a.pos.first() {
            Some(Value::Object(o)) => o.class.name.clone(),
            _ => "object".into(),
        };
        return Err(PyErr::type_error(format!("{name}() takes no arguments")).into());
    }
    Ok(Value::None)
}

/// `object` and the exception classes, for the builtins table; `extra` are the host's own exception
/// classes (see `host::Host::exceptions`), each after its parent.
pub fn builtin_classes(extra: &[(&'static str, &'static str)]) -> Vec<(&'static str, Value)> {
    let object = Class::new("object", Vec::new(), Attrs::default(), true).expect("no bases");
    class_changed();
    object
        .attrs
        .borrow_mut()
        .set("__init__", NativeFunction::value("__init__", object_init));
    object.attrs.borrow_mut().set(
        "__getattribute__",
        NativeFunction::value("__getattribute__", crate::attr::object_getattribute),
    );
    object.attrs.borrow_mut().set(
        "__setattr__",
        NativeFunction::value("__setattr__", object_setattr),
    );
    object.attrs.borrow_mut().set(
        "__delattr__",
        NativeFunction::value("__delattr__", |_, a| match (a.pos.first(), a.pos.get(1)) {
            (Some(obj @ (Value::Object(_) | Value::Class(_))), Some(Value::Str(name))) => {
                crate::attr::delete(obj, name, false)?;
                Ok(Value::None)
            }
            _ => Err(PyErr::type_error("can't apply this __delattr__ to this object").into()),
        }),
    );
    object.attrs.borrow_mut().set(
        "__init_subclass__",
        Value::ClassMethod(Rc::new(NativeFunction::value(
            "__init_subclass__",
            object_init_subclass,
        ))),
    );
    crate::metaclass::make_type_class(&object);
    let mut attrs = Attrs::default();
    attrs.set("__init__", NativeFunction::value("__init__", exc_init));
    attrs.set("add_note", NativeFunction::value("add_note", exc_add_note));
    attrs.set(
        "with_traceback",
        NativeFunction::value("with_traceback", exceptions::exc_with_traceback),
    );
    let base = Class::new("BaseException", vec![object.clone()], attrs, true).expect("one base");
    let mut out: Vec<(&'static str, Rc<Class>)> = vec![("object", object), ("BaseException", base)];
    for (name, parent) in EXCEPTIONS.iter().chain(extra) {
        let p = out
            .iter()
            .find(|(n, _)| n == parent)
            .map(|(_, c)| c.clone())
            .expect("parents are listed first");
        let short = name.rsplit('.').next().unwrap_or(name);
        let mut c = Class::new(short, vec![p], Attrs::default(), true).expect("one base");
        if let Some(c) = Rc::get_mut(&mut c) {
            c.qualname = name.to_string();
        }
        out.push((name, c));
    }
    // CPython's old names for OSError: the same class.
    if let Some((_, os)) = out.iter().find(|(n, _)| *n == "OSError") {
        let os = os.clone();
        out.push(("IOError", os.clone()));
        out.push(("EnvironmentError", os));
    }
    out.into_iter().map(|(n, c)| (n, Value::Class(c))).collect()
}
