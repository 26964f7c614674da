//! The native half of `array` (`core/lang/lib/array.py`): the private module `_array`, whose
//! `register(cls)` names the library's `array` class, so the VM's fast loop can index its
//! instances as it indexes a list (`a[i]`, `a[i] = v`): scimark's loops do little else.
//!
//! An array keeps its items in the list `_items`, each already converted for its typecode
//! (`_typecode`). A load in range reads the list; a store in range converts what needs no
//! Python and no error (an int in the typecode's range, a float or int for `d`/`f`, a
//! one-character str for `u`) exactly as the class's converters do. Everything else (slices,
//! out-of-range indices, other values, subclasses of `array`) goes to the class's own
//! `__getitem__`/`__setitem__`, with CPython's errors.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::objects::{Class, Instance};
use crate::value::{Module, Value};

thread_local! {
    /// The class registered last on this thread. Weak: it keeps the class's allocation (so no
    /// other class can take its address) but not the class, which goes with its run.
    static ARRAY: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}

/// The module `_array`.
pub fn module() -> Value {
    let m = Module::new("_array");
    m.set("register", NativeFunction::value("register", register));
    Value::Module(m)
}

fn register(_: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(Value::Class(c)) = a.pos.first() {
        ARRAY.with(|r| *r.borrow_mut() = Rc::downgrade(c));
    }
    Ok(Value::None)
}

#[inline]
fn is_array(o: &Instance) -> bool {
    o.class.name == "array"
        && ARRAY.with(|r| std::ptr::eq(r.borrow().as_ptr(), Rc::as_ptr(&o.class)))
}

#[inline]
fn index(i: i64, len: usize) -> Option<usize> {
    let j = if i < 0 { i.checked_add(len as i64)? } else { i };
    (0..len as i64).contains(&j).then_some(j as usize)
}

/// `a[i]` for an array and an index in range.
#[inline]
pub fn get(o: &Instance, i: i64) -> Option<Value> {
    if !is_array(o) {
        return None;
    }
    let attrs = o.attrs.borrow();
    let Value::List(l) = attrs.get_slot("_items")? else {
        return None;
    };
    let l = l.borrow();
    l.get(index(i, l.len())?).cloned()
}

/// `v` converted for `typecode` where that needs no Python and raises nothing.
#[inline]
fn convert(typecode: &str, v: &Value) -> Option<Value> {
    let int_in = |lo: i64, hi: i64| match v {
        &Value::Int(n) if (lo..=hi).contains(&n) => Some(Value::Int(n)),
        _ => None,
    };
    match typecode {
        "d" => match *v {
            Value::Float(f) => Some(Value::Float(f)),
            Value::Int(n) => Some(Value::Float(n as f64)),
            _ => None,
        },
        "f" => match *v {
            // Rust's `as f32` rounds to nearest (ties to even), inf past FLT_MAX: the C cast.
            Value::Float(f) => Some(Value::Float(f as f32 as f64)),
            Value::Int(n) => Some(Value::Float(n as f64 as f32 as f64)),
            _ => None,
        },
        "b" => int_in(-128, 127),
        "B" => int_in(0, 255),
        "h" => int_in(-32768, 32767),
        "H" => int_in(0, 65535),
        "i" => int_in(i32::MIN as i64, i32::MAX as i64),
        "I" => int_in(0, u32::MAX as i64),
        "l" | "q" => int_in(i64::MIN, i64::MAX),
        "L" | "Q" => int_in(0, i64::MAX),
        "u" => match v {
            Value::Str(s) if s.chars().count() == 1 => Some(v.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// `a[i] = v` for an array, an index in range and a value [`convert`] takes; false: not done.
#[inline]
pub fn set(o: &Instance, i: i64, v: &Value) -> bool {
    if !is_array(o) {
        return false;
    }
    let attrs = o.attrs.borrow();
    let (Some(Value::Str(tc)), Some(Value::List(l))) =
        (attrs.get_slot("_typecode"), attrs.get_slot("_items"))
    else {
        return false;
    };
    let Some(v) = convert(tc, v) else {
        return false;
    };
    let mut l = l.borrow_mut();
    match index(i, l.len()) {
        Some(j) => {
            l[j] = v;
            true
        }
        None => false,
    }
}
