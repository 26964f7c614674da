//! `obj[i]`, `obj[i] = v` and `del obj[i]` on any value (`dunder`'s item operations): built-in
//! containers natively, a sequence indexed by an object's `__index__` (or a one-element tensor),
//! and instances and classes through `__getitem__`/`__setitem__`/`__delitem__`/
//! `__class_getitem__`, returned as calls for the VM to make.

use super::builtins;
use super::errors::PyErr;
use super::native::{Ctx, Flow, NativeResult, Then};
use super::value::Value;
use crate::attr;
use crate::dunder::{call, type_name};

/// A sequence indexed by a value with `__index__` (a one-element integer tensor, an object of a
/// class that defines it): the int it stands for, as CPython's `PyNumber_AsSsize_t`. `Ok(None)`:
/// the index needs no conversion; `Err(Flow)` may be the call of a Python `__index__`, whose
/// result then goes to `then`.
fn sequence_index(
    ctx: &mut Ctx,
    obj: &Value,
    idx: &Value,
    then: impl FnOnce() -> Box<dyn crate::native::Continuation>,
) -> Result<Option<Value>, Flow> {
    if !matches!(
        obj,
        Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Range { .. }
            | Value::Bytes(_)
            | Value::ByteArray(_)
    ) {
        return Ok(None);
    }
    match idx {
        Value::Foreign(_) => Ok(Some((ctx.host.to_number)(ctx, idx, "index")?)),
        // An int subclass's instance indexes by its int value (CPython's PyLong_Check comes
        // before `__index__`).
        Value::Object(o) if matches!(o.base, Some(Value::Int(_) | Value::Bool(_))) => {
            Ok(o.base.clone())
        }
        Value::Object(_) => match attr::special(idx, "__index__") {
            Some(m) => Err(Flow::call(m, Vec::new(), Then::Resume(then()))),
            None => Ok(None),
        },
        // `seq[t:]` with a one-element integer tensor: the host's index of each such bound.
        Value::Slice(s) if s.iter().any(|b| matches!(b, Value::Foreign(_))) => {
            let mut out = [Value::None, Value::None, Value::None];
            for (o, b) in out.iter_mut().zip(s.iter()) {
                *o = match b {
                    Value::Foreign(_) => (ctx.host.to_number)(ctx, b, "index")?,
                    other => other.clone(),
                };
            }
            let converted = Value::Slice(std::rc::Rc::new(out));
            match sequence_index(ctx, obj, &converted, then)? {
                Some(v) => Ok(Some(v)),
                None => Ok(Some(converted)),
            }
        }
        // `seq[obj:]`: the bounds' `__index__` (`_prelude._slice_index`), then the slice.
        Value::Slice(s) if s.iter().any(|b| matches!(b, Value::Object(_))) => {
            let f = ctx
                .prelude
                .as_ref()
                .and_then(|m| m.get("_slice_index"))
                .ok_or_else(|| PyErr::runtime_error("internal error: no _prelude._slice_index"))?;
            Err(Flow::call(f, vec![idx.clone()], Then::Resume(then())))
        }
        _ => Ok(None),
    }
}

/// `seq[i]` once a Python `__index__` has answered `i`.
#[derive(Debug)]
struct GetIndexed(Value);

impl crate::native::Continuation for GetIndexed {
    fn resume(&mut self, ctx: &mut Ctx, i: Value) -> NativeResult {
        checked_index(&i)?;
        builtins::getitem(ctx, &self.0, &i)
    }
}

/// `seq[i] = v` once a Python `__index__` has answered `i`.
#[derive(Debug)]
struct SetIndexed(Value, Value);

impl crate::native::Continuation for SetIndexed {
    fn resume(&mut self, ctx: &mut Ctx, i: Value) -> NativeResult {
        checked_index(&i)?;
        builtins::setitem(ctx, &self.0, &i, self.1.clone())?;
        Ok(Value::None)
    }
}

fn checked_index(i: &Value) -> Result<(), PyErr> {
    match i {
        Value::Int(_) | Value::Bool(_) | Value::Long(_) | Value::Slice(_) => Ok(()),
        other => Err(PyErr::type_error(format!(
            "__index__ returned non-int (type {})",
            other.type_name()
        ))),
    }
}

pub fn getitem(ctx: &mut Ctx, obj: &Value, idx: &Value) -> NativeResult {
    let o = obj.clone();
    if let Some(i) = sequence_index(ctx, obj, idx, || Box::new(GetIndexed(o)))? {
        return builtins::getitem(ctx, obj, &i);
    }
    if let Value::Object(_) = obj {
        return match attr::special(obj, "__getitem__") {
            Some(m) => Err(call(m, vec![idx.clone()])),
            None => Err(PyErr::type_error(format!(
                "'{}' object is not subscriptable",
                type_name(obj)
            ))
            .into()),
        };
    }
    if let Value::Class(c) = obj {
        // A metaclass's `__getitem__` first (`Color['RED']`), as CPython's type slots have it.
        if let Some(m) = attr::special(obj, "__getitem__") {
            return Err(call(m, vec![idx.clone()]));
        }
        // `list[int]`-style annotations evaluate to the class itself.
        // (A plain function there is a class method implicitly, as CPython's.)
        match &c.lookup("__class_getitem__") {
            Some(Value::ClassMethod(f)) => {
                return Err(call((**f).clone(), vec![obj.clone(), idx.clone()]))
            }
            Some(Value::StaticMethod(f)) => return Err(call((**f).clone(), vec![idx.clone()])),
            Some(m) => return Err(call(m.clone(), vec![obj.clone(), idx.clone()])),
            None => {}
        }
    }
    builtins::getitem(ctx, obj, idx)
}

pub fn setitem(ctx: &mut Ctx, obj: &Value, idx: &Value, v: Value) -> Result<(), Flow> {
    let (o, w) = (obj.clone(), v.clone());
    if let Some(i) = sequence_index(ctx, obj, idx, || Box::new(SetIndexed(o, w)))? {
        return builtins::setitem(ctx, obj, &i, v);
    }
    if let Value::Object(_) = obj {
        return match attr::special(obj, "__setitem__") {
            Some(m) => Err(call(m, vec![idx.clone(), v])),
            None => Err(PyErr::type_error(format!(
                "'{}' object does not support item assignment",
                type_name(obj)
            ))
            .into()),
        };
    }
    builtins::setitem(ctx, obj, idx, v)
}

pub fn delitem(ctx: &mut Ctx, obj: &Value, idx: &Value) -> Result<(), Flow> {
    if let Value::Dict(d) = obj {
        use super::conts::hashed::{key_stmt, KeyAct, Tab};
        return key_stmt(ctx, Tab::Dict(d.clone()), idx, KeyAct::Del);
    }
    if let Value::Object(_) = obj {
        return match attr::special(obj, "__delitem__") {
            Some(m) => Err(call(m, vec![idx.clone()])),
            None => Err(builtins::no_item_deletion(&type_name(obj), idx).into()),
        };
    }
    Ok(builtins::delitem(obj, idx)?)
}
