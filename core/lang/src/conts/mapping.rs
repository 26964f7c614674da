//! `dict(m)`, `d.update(m)` and `{**m}` where `m` is an instance of a user class with `keys()`:
//! CPython's mapping protocol, `m.keys()` then `m[k]` for each key, through the frame stack.
//! (Iterating such an instance instead, as for a sequence of pairs, would be a wrong answer:
//! `dict(Counter('ab'))` would pair up the letters of the keys.)

use std::cell::RefCell;
use std::rc::Rc;

use super::hashed::{self, Tab};
use crate::attr;
use crate::dunder;
use crate::errors::PyErr;
use crate::native::{Continuation, Ctx, Flow, NativeResult, Then};
use crate::table::DictTable;
use crate::value::Value;

/// Whether `v` is a mapping by CPython's test: an instance whose class has `keys`.
pub fn is_user_mapping(v: &Value) -> bool {
    match v {
        Value::Object(o) => {
            matches!(o.base, Some(Value::Dict(_))) || attr::special(v, "keys").is_some()
        }
        _ => false,
    }
}

#[derive(Debug)]
pub struct MappingItems {
    obj: Value,
    /// The keys still to read (`None` until `keys()` answered).
    keys: Option<std::vec::IntoIter<Value>>,
    /// The key whose value the running `__getitem__` call gives.
    key: Value,
    items: Vec<(Option<i64>, Value, Value)>,
    /// Items added after the mapping's (`dict(m, a=1)`'s keywords).
    extra: Vec<(Option<i64>, Value, Value)>,
    target: Rc<RefCell<DictTable>>,
    /// What the operation answers once the items are in: the new dict, or None (`update`).
    result: Value,
    /// For a statement (`{**m}` building a display): the result is dropped.
    statement: bool,
}

impl MappingItems {
    /// Adds `obj`'s items (then `extra`) to `target`, answering `result`.
    pub fn start(
        obj: &Value,
        target: Rc<RefCell<DictTable>>,
        extra: Vec<(Option<i64>, Value, Value)>,
        result: Value,
        statement: bool,
    ) -> NativeResult {
        // A dict subclass's `keys` is its dict's unless the class has its own.
        let own = attr::special(obj, "keys").or_else(|| match obj {
            Value::Object(o) => o
                .base
                .as_ref()
                .and_then(|b| crate::builtins::method(b, "keys").ok()),
            _ => None,
        });
        let Some(keys) = own else {
            return Err(PyErr::type_error(format!(
                "'{}' object is not a mapping",
                dunder::type_name(obj)
            ))
            .into());
        };
        let s = MappingItems {
            obj: obj.clone(),
            keys: None,
            key: Value::None,
            items: Vec::new(),
            extra,
            target,
            result,
            statement,
        };
        Err(Flow::call(keys, Vec::new(), Then::Resume(Box::new(s))))
    }

    fn next(&mut self, ctx: &mut Ctx) -> NativeResult {
        loop {
            let Some(k) = self.keys.as_mut().and_then(|k| k.next()) else {
                let mut items = std::mem::take(&mut self.items);
                items.append(&mut self.extra);
                // The table's own continuation (a user `__eq__`) replaces this one.
                return hashed::bulk(
                    ctx,
                    Tab::Dict(self.target.clone()),
                    items,
                    self.result.clone(),
                );
            };
            crate::native::poll()?;
            self.key = k.clone();
            match dunder::getitem(ctx, &self.obj, &k) {
                Ok(v) => self.items.push((None, k, v)),
                Err(Flow::Call(mut c)) if matches!(c.then, Then::Tail) => {
                    c.then = Then::Keep;
                    return Err(Flow::Call(c));
                }
                Err(f) => return Err(f),
            }
        }
    }
}

impl Continuation for MappingItems {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        if self.keys.is_none() {
            // keys() gave a view or generator of its own: collected first (its list comes back
            // here).
            if matches!(v, Value::Object(_) | Value::Generator(_)) {
                return super::ordered::with_then(super::collect(&v, Then::Tail), || Then::Keep);
            }
            let keys = crate::builtins::iterate(&v)?;
            self.keys = Some(keys.into_iter());
        } else {
            let k = std::mem::replace(&mut self.key, Value::None);
            self.items.push((None, k, v));
        }
        self.next(ctx)
    }

    fn discards(&self) -> bool {
        self.statement
    }
}
