//! The methods only `bytearray` has: those that change it in place.

use std::cell::RefCell;
use std::rc::Rc;

use super::super::bytes::{byte_of, view};
use super::super::errors::PyErr;
use super::super::native::{Args, Ctx, NativeFn, NativeResult};
use super::super::value::Value;
use super::as_i64;

fn this(a: &Args) -> &Rc<RefCell<Vec<u8>>> {
    match &a.pos[0] {
        Value::ByteArray(b) => b,
        _ => unreachable!("bytearray methods are bound to a bytearray"),
    }
}

fn arg<'a>(a: &'a Args, i: usize, name: &str) -> Result<&'a Value, PyErr> {
    a.pos.get(i).ok_or_else(|| {
        PyErr::type_error(format!(
            "{name}() takes exactly {} argument{} ({} given)",
            i,
            if i == 1 { "" } else { "s" },
            a.pos.len() - 1
        ))
    })
}

/// The bytes `extend` and `+=` add: a bytes-like value, or an iterable of ints natively walked.
pub fn bytes_from_iterable(v: &Value) -> Result<Option<Vec<u8>>, PyErr> {
    if let Some(b) = view(v) {
        return Ok(Some(b));
    }
    match super::native_items(v) {
        Some(items) => items?
            .iter()
            .map(byte_of)
            .collect::<Result<_, _>>()
            .map(Some),
        None => Ok(None),
    }
}

/// The bytes of a list of ints made from a bytearray (each checked when it was stored).
pub fn ints_back(list: &Value) -> Vec<u8> {
    match list {
        Value::List(l) => l.borrow().iter().filter_map(|v| byte_of(v).ok()).collect(),
        _ => Vec::new(),
    }
}

pub fn bytearray_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "append" => |_, a| {
            let b = byte_of(arg(a, 1, "append")?)?;
            this(a).borrow_mut().push(b);
            Ok(Value::None)
        },
        "extend" => extend,
        "insert" => |_, a| {
            arg(a, 2, "insert")?;
            let i = as_i64(&a.pos[1], "")?;
            let b = byte_of(&a.pos[2])?;
            let mut v = this(a).borrow_mut();
            let n = v.len() as i64;
            let j = if i < 0 { (i + n).max(0) } else { i.min(n) };
            v.insert(j as usize, b);
            Ok(Value::None)
        },
        "pop" => |_, a| {
            let mut v = this(a).borrow_mut();
            let n = v.len() as i64;
            if n == 0 {
                return Err(PyErr::new("IndexError", "pop from empty bytearray").into());
            }
            let i = match a.pos.get(1) {
                Some(x) => as_i64(x, "")?,
                None => -1,
            };
            let j = if i < 0 { i + n } else { i };
            if j < 0 || j >= n {
                return Err(PyErr::new("IndexError", "pop index out of range").into());
            }
            Ok(Value::Int(v.remove(j as usize) as i64))
        },
        "remove" => |_, a| {
            let b = byte_of(arg(a, 1, "remove")?)?;
            let mut v = this(a).borrow_mut();
            match v.iter().position(|x| *x == b) {
                Some(i) => {
                    v.remove(i);
                    Ok(Value::None)
                }
                None => Err(PyErr::value_error("value not found in bytearray").into()),
            }
        },
        "reverse" => takes!("bytearray"."reverse", 0, |_, a| {
            this(a).borrow_mut().reverse();
            Ok(Value::None)
        }),
        "clear" => takes!("bytearray"."clear", 0, |_, a| {
            this(a).borrow_mut().clear();
            Ok(Value::None)
        }),
        "copy" => {
            takes!("bytearray"."copy", 0, |_, a| Ok(Value::bytearray(this(a).borrow().clone())))
        }
        _ => return None,
    })
}

fn extend(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let src = arg(a, 1, "extend")?;
    if matches!(
        src,
        Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::None
    ) {
        return Err(
            PyErr::type_error(format!("can't extend bytearray with {}", src.type_name())).into(),
        );
    }
    let items = match bytes_from_iterable(src)? {
        Some(b) => b,
        None => {
            let items = super::super::conts::items_arg(extend, a, 1)?;
            items.iter().map(byte_of).collect::<Result<_, _>>()?
        }
    };
    let n = this(a).borrow().len() + items.len();
    super::super::native::check_str_len(n)?;
    let _ = ctx;
    this(a).borrow_mut().extend(items);
    Ok(Value::None)
}
