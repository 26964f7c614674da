//! What a special method returned, checked as CPython's slots check it: `__bool__` must give a
//! bool, `__len__` a non-negative int (through `__index__`), `__iter__` an iterator, `__format__`
//! a str. The call is made with a [`Checked`] continuation, so the checks run only on the path
//! where Python code answered.

use super::super::errors::PyErr;
use super::super::native::{Continuation, Ctx, Flow, NativeResult, PyCall, Then};
use super::super::value::Value;
use crate::attr;
use crate::dunder::type_name;

/// Which special method's answer is checked, and what it becomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// `__bool__`: the bool itself.
    Bool,
    /// `__len__` for truthiness: whether it is non-zero.
    LenTruth,
    /// `__len__` for `len()`: the int.
    Len,
    /// `__iter__`: the iterator.
    Iter,
    /// `__format__`: the str.
    Format,
}

/// The continuation that checks a special method's answer ([`Check`]).
#[derive(Debug)]
pub struct Checked {
    check: Check,
    /// A `__len__` answer's own `__index__` was called: this is its answer.
    via_index: bool,
}

impl Checked {
    pub fn boxed(check: Check) -> Box<dyn Continuation> {
        Box::new(Checked {
            check,
            via_index: false,
        })
    }
}

/// The call of special method `m` with its answer checked.
pub fn checked_call(m: Value, check: Check) -> Flow {
    Flow::call(m, Vec::new(), Then::Resume(Checked::boxed(check)))
}

/// A `__len__` answer as CPython's `slot_sq_length` takes it: an int (a bool or an int
/// subclass's instance counts), not negative, within an index-sized integer.
fn length(v: &Value, via_index: bool) -> Result<Option<i64>, PyErr> {
    let v = match v {
        Value::Object(o) => match &o.base {
            Some(b @ (Value::Int(_) | Value::Long(_) | Value::Bool(_))) => b.clone(),
            _ if via_index => {
                return Err(PyErr::type_error(format!(
                    "__index__ returned non-int (type {})",
                    type_name(v)
                )))
            }
            // Its `__index__` answers.
            _ => return Ok(None),
        },
        other => other.clone(),
    };
    let n = match &v {
        Value::Int(i) => *i,
        Value::Bool(b) => i64::from(*b),
        Value::Long(b) if b.sign() == num_bigint::Sign::Minus => -1,
        Value::Long(_) => {
            return Err(PyErr::new(
                "OverflowError",
                "cannot fit 'int' into an index-sized integer",
            ))
        }
        other if via_index => {
            return Err(PyErr::type_error(format!(
                "__index__ returned non-int (type {})",
                type_name(other)
            )))
        }
        other => {
            return Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                type_name(other)
            )))
        }
    };
    if n < 0 {
        return Err(PyErr::new("ValueError", "__len__() should return >= 0"));
    }
    Ok(Some(n))
}

/// Whether `v` is an iterator: it has a `__next__` (CPython's `tp_iternext`).
pub fn is_iterator(v: &Value) -> bool {
    match v {
        Value::Iterator(_) | Value::Foreign(_) => true,
        Value::Generator(g) => !g.borrow().coroutine,
        Value::Object(_) | Value::Class(_) => attr::special(v, "__next__").is_some(),
        _ => false,
    }
}

impl Continuation for Checked {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        match self.check {
            Check::Bool => match v {
                Value::Bool(_) => Ok(v),
                other => Err(PyErr::type_error(format!(
                    "__bool__ should return bool, returned {}",
                    type_name(&other)
                ))
                .into()),
            },
            Check::Len | Check::LenTruth => match length(&v, self.via_index)? {
                Some(n) if self.check == Check::Len => Ok(Value::Int(n)),
                Some(n) => Ok(Value::Bool(n != 0)),
                None => match attr::special(&v, "__index__") {
                    Some(m) => {
                        self.via_index = true;
                        Err(Flow::call(m, Vec::new(), Then::Keep))
                    }
                    None => Err(PyErr::type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        type_name(&v)
                    ))
                    .into()),
                },
            },
            Check::Iter if is_iterator(&v) => Ok(v),
            Check::Iter => Err(PyErr::type_error(format!(
                "iter() returned non-iterator of type '{}'",
                type_name(&v)
            ))
            .into()),
            Check::Format => match &v {
                Value::Str(_) => Ok(v),
                Value::Object(o) if matches!(o.base, Some(Value::Str(_))) => Ok(v),
                other => Err(PyErr::type_error(format!(
                    "__format__ must return a str, not {}",
                    type_name(other)
                ))
                .into()),
            },
        }
    }
}

/// A truthiness call as [`crate::dunder::truthy`] asks it (its answer checked, then a bool),
/// with that bool given to `after`.
pub fn truth_then(mut call: Box<PyCall>, after: Box<dyn Continuation>) -> Flow {
    call.then = match std::mem::replace(&mut call.then, Then::Tail) {
        Then::Resume(check) => Then::Nest(after, check),
        _ => Then::Resume(after),
    };
    Flow::Call(call)
}

/// The truth of what `__bool__` (`Check::Bool`) or `__len__` (`Check::LenTruth`) returned, where
/// no further call may be made (an `__index__` answer is refused).
pub fn truth_of(check: Check, v: &Value) -> Result<bool, PyErr> {
    match check {
        Check::Bool => match v {
            Value::Bool(b) => Ok(*b),
            other => Err(PyErr::type_error(format!(
                "__bool__ should return bool, returned {}",
                type_name(other)
            ))),
        },
        _ => match length(v, false)? {
            Some(n) => Ok(n != 0),
            None => Err(PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                type_name(v)
            ))),
        },
    }
}
