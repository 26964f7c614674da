//! A class's `__dict__` (and `vars(C)`) as CPython's `type_new` leaves it: `__module__` first,
//! the body's names in order, then the `__dict__` and `__weakref__` descriptors where the class is
//! the first of its line to give its instances those, and `__doc__` (None without a docstring).
//! The VM keeps none of these extra entries among the class's attributes (so its attribute
//! shortcuts see no descriptor): they are added to the snapshot the program reads.

use std::rc::Rc;

use super::{Attrs, Class, Instance};
use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::table::DictTable;
use crate::value::Value;

thread_local! {
    static GETSET: Rc<Class> = getset_class();
}

/// `getset_descriptor`: what `C.__dict__['__dict__']` holds (`<attribute '__dict__' of 'C'
/// objects>`); its `__get__` reads the attribute of that name.
fn getset_class() -> Rc<Class> {
    let mut attrs = Attrs::default();
    attrs.set("__get__", NativeFunction::value("__get__", get));
    attrs.set("__repr__", NativeFunction::value("__repr__", repr));
    Class::new("getset_descriptor", Vec::new(), attrs, true).expect("no bases")
}

fn descriptor(name: &str, class: &Rc<Class>) -> Value {
    let d = GETSET.with(|g| Instance::new(g.clone()));
    {
        let mut attrs = d.attrs.borrow_mut();
        attrs.set("__name__", Value::str(name));
        attrs.set("__objclass__", Value::Class(class.clone()));
    }
    Value::Object(d)
}

fn fields(a: &Args) -> Result<(String, String), PyErr> {
    let Some(Value::Object(d)) = a.pos.first() else {
        return Err(PyErr::type_error(
            "descriptor requires a 'getset_descriptor'",
        ));
    };
    let attrs = d.attrs.borrow();
    let name = attrs
        .get("__name__")
        .map(|v| v.to_str())
        .unwrap_or_default();
    let owner = match &attrs.get("__objclass__") {
        Some(Value::Class(c)) => c.name.clone(),
        _ => String::new(),
    };
    Ok((name, owner))
}

fn get(_: &mut Ctx, a: &Args) -> NativeResult {
    let (name, _) = fields(a)?;
    match a.pos.get(1) {
        None | Some(Value::None) => Ok(a.pos[0].clone()),
        Some(obj) => crate::attr::getattr(obj, &name),
    }
}

fn repr(_: &mut Ctx, a: &Args) -> NativeResult {
    let (name, owner) = fields(a)?;
    Ok(Value::str(&format!(
        "<attribute '{name}' of '{owner}' objects>"
    )))
}

/// The names a class's own `__slots__` declares (None: no `__slots__`).
fn own_slots(c: &Class) -> Option<Vec<String>> {
    let slots = c.attrs.borrow().get("__slots__")?;
    Some(match &slots {
        Value::Str(s) => vec![s.to_string()],
        Value::Tuple(t) => t.iter().map(Value::to_str).collect(),
        Value::List(l) => l.borrow().iter().map(Value::to_str).collect(),
        _ => Vec::new(),
    })
}

/// Whether the class adds the `__dict__` and the `__weakref__` descriptors: its instances have
/// them (no `__slots__`, or slots naming them) and no base already gives them.
fn adds_dict_weakref(c: &Rc<Class>) -> (bool, bool) {
    let (mut base_dict, mut base_weak) = (false, false);
    for k in c.mro().iter().skip(1) {
        if k.builtin {
            // Exceptions carry a dict; sets take weak references; the variable-size types
            // (int, tuple, bytes) can take none.
            base_dict |= k.is_exception();
            base_weak |= matches!(
                k.name.as_str(),
                "set" | "frozenset" | "int" | "bool" | "tuple" | "bytes"
            );
            continue;
        }
        match own_slots(k) {
            None => (base_dict, base_weak) = (true, true),
            Some(names) => {
                base_dict |= names.iter().any(|n| n == "__dict__");
                base_weak |= names.iter().any(|n| n == "__weakref__");
            }
        }
    }
    let mine = own_slots(c);
    let wants = |n: &str| mine.as_ref().is_none_or(|s| s.iter().any(|x| x == n));
    (
        wants("__dict__") && !base_dict,
        wants("__weakref__") && !base_weak,
    )
}

/// `C.__dict__` of a Python class, in CPython's order.
pub(crate) fn class_dict(c: &Rc<Class>) -> DictTable {
    let own = c.attrs.borrow().pairs();
    let mut pairs: Vec<(Value, Value)> = Vec::with_capacity(own.len() + 4);
    let has = |n: &str| own.iter().any(|(k, _)| &**k == n);
    if !c.builtin && !has("__module__") {
        let module = crate::attr::getattr(&Value::Class(c.clone()), "__module__")
            .unwrap_or_else(|_| Value::str("__main__"));
        pairs.push((Value::str("__module__"), module));
    }
    pairs.extend(own.iter().map(|(k, v)| (Value::Str(k.clone()), v.clone())));
    if !c.builtin {
        let (dict, weak) = adds_dict_weakref(c);
        if dict && !has("__dict__") {
            pairs.push((Value::str("__dict__"), descriptor("__dict__", c)));
        }
        if weak && !has("__weakref__") {
            pairs.push((Value::str("__weakref__"), descriptor("__weakref__", c)));
        }
        if !has("__doc__") {
            pairs.push((Value::str("__doc__"), Value::None));
        }
    }
    if c.builtin && c.is_exception() {
        let (methods, members) = exception_entries(&c.name);
        let class = Value::Class(c.clone());
        for m in methods {
            if !has(m) {
                if let Ok(v) = crate::attr::getattr(&class, m) {
                    pairs.push((Value::str(m), v));
                }
            }
        }
        for m in members {
            pairs.push((Value::str(m), descriptor(m, c)));
        }
    }
    DictTable::from_pairs(pairs)
}

/// What a built-in exception class's own `__dict__` holds beyond the VM's attributes: its slot
/// methods and its members (as `exceptions.c` defines each class).
fn exception_entries(name: &str) -> (&'static [&'static str], &'static [&'static str]) {
    match name {
        "BaseException" => (
            &[
                "__new__",
                "__repr__",
                "__str__",
                "__getattribute__",
                "__setattr__",
                "__delattr__",
                "__reduce__",
                "__setstate__",
            ],
            &[
                "__dict__",
                "args",
                "__traceback__",
                "__context__",
                "__cause__",
                "__suppress_context__",
            ],
        ),
        "OSError" => (
            &["__init__", "__new__", "__reduce__", "__str__"],
            &[
                "errno",
                "strerror",
                "filename",
                "filename2",
                "characters_written",
            ],
        ),
        "UnicodeEncodeError" | "UnicodeDecodeError" | "UnicodeTranslateError" => (
            &["__init__", "__new__", "__str__"],
            &["encoding", "object", "start", "end", "reason"],
        ),
        "ImportError" => (
            &["__init__", "__reduce__", "__str__"],
            &["msg", "name", "path"],
        ),
        "SyntaxError" => (
            &["__init__", "__str__"],
            &[
                "msg",
                "filename",
                "lineno",
                "offset",
                "text",
                "end_lineno",
                "end_offset",
                "print_file_and_line",
            ],
        ),
        "AttributeError" => (&["__init__", "__str__"], &["name", "obj"]),
        "NameError" => (&["__init__", "__str__"], &["name"]),
        "KeyError" => (&["__init__", "__str__"], &[]),
        "SystemExit" => (&["__init__"], &["code"]),
        "StopIteration" => (&["__init__"], &["value"]),
        "BlockingIOError"
        | "BrokenPipeError"
        | "ChildProcessError"
        | "ConnectionAbortedError"
        | "ConnectionError"
        | "ConnectionRefusedError"
        | "ConnectionResetError"
        | "FileExistsError"
        | "FileNotFoundError"
        | "IndentationError"
        | "InterruptedError"
        | "IsADirectoryError"
        | "ModuleNotFoundError"
        | "NotADirectoryError"
        | "PermissionError"
        | "ProcessLookupError"
        | "TabError"
        | "TimeoutError"
        | "UnboundLocalError" => (&["__init__"], &[]),
        _ => (&["__init__", "__new__"], &[]),
    }
}
