//! `_weakref`: weak references for `weakref.py`. A reference is a handle (an int) into this
//! thread's table of Rust `Weak` pointers, so the Python object holding it keeps nothing alive:
//! `get` answers the object while something else holds it, and None once reference counting has
//! freed it, as CPython's weakrefs go dead. Instances, classes, functions, methods, generators,
//! sets and modules can be referenced.
//! The table is emptied when a new program starts (no handle of an old run is reachable).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::errors::PyErr;
use crate::native::NativeFunction;
use crate::objects::{Class, Generator, Instance};
use crate::table::SetTable;
use crate::value::{Function, Module, Value};

enum Target {
    Object(Weak<Instance>),
    Class(Weak<Class>),
    Function(Weak<Function>),
    Native(Weak<NativeFunction>),
    Method(Weak<(Value, Value)>),
    Generator(Weak<RefCell<Generator>>),
    Set(Weak<RefCell<SetTable>>),
    Module(Weak<Module>),
}

thread_local! {
    static TABLE: RefCell<Vec<Target>> = const { RefCell::new(Vec::new()) };
}

/// A new program on this thread: the previous one's handles are gone.
pub fn reset() {
    TABLE.with(|t| t.borrow_mut().clear());
}

fn new(v: &Value) -> Result<Value, PyErr> {
    let target = match v {
        Value::Object(o) => Target::Object(Rc::downgrade(o)),
        Value::Class(c) => Target::Class(Rc::downgrade(c)),
        Value::Function(f) => Target::Function(Rc::downgrade(f)),
        Value::Native(f) => Target::Native(Rc::downgrade(f)),
        Value::BoundMethod(m) => Target::Method(Rc::downgrade(m)),
        Value::Generator(g) => Target::Generator(Rc::downgrade(g)),
        Value::Set(t) => Target::Set(Rc::downgrade(t)),
        Value::Module(m) => Target::Module(Rc::downgrade(m)),
        other => {
            return Err(PyErr::type_error(format!(
                "cannot create weak reference to '{}' object",
                other.type_name()
            )))
        }
    };
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        t.push(target);
        Ok(Value::Int(t.len() as i64 - 1))
    })
}

fn get(h: &Value) -> Result<Value, PyErr> {
    let Value::Int(i) = h else {
        return Err(PyErr::type_error("_weakref.get takes a handle"));
    };
    Ok(TABLE.with(|t| {
        let t = t.borrow();
        let alive = match t.get(*i as usize) {
            Some(Target::Object(w)) => w.upgrade().map(Value::Object),
            Some(Target::Class(w)) => w.upgrade().map(Value::Class),
            Some(Target::Function(w)) => w.upgrade().map(Value::Function),
            Some(Target::Native(w)) => w.upgrade().map(Value::Native),
            Some(Target::Method(w)) => w.upgrade().map(Value::BoundMethod),
            Some(Target::Generator(w)) => w.upgrade().map(Value::Generator),
            Some(Target::Set(w)) => w.upgrade().map(Value::Set),
            Some(Target::Module(w)) => w.upgrade().map(Value::Module),
            None => None,
        };
        alive.unwrap_or(Value::None)
    }))
}

/// The module `_weakref`: `new(obj)` gives a handle, `get(handle)` the object or None.
pub fn module() -> Value {
    let m = Module::new("_weakref");
    m.set(
        "new",
        NativeFunction::value("new", |_, a| match a.pos.as_slice() {
            [v] => Ok(new(v)?),
            _ => Err(PyErr::type_error("_weakref.new takes one object").into()),
        }),
    );
    m.set(
        "get",
        NativeFunction::value("get", |_, a| match a.pos.as_slice() {
            [h] => Ok(get(h)?),
            _ => Err(PyErr::type_error("_weakref.get takes one handle").into()),
        }),
    );
    Value::Module(m)
}
