//! Attributes and imports: getting, setting and deleting an attribute, `LoadMethod` (the callee of
//! `obj.m(args)`), zero-argument `super()`, and `import`.

use std::rc::Rc;

use super::super::caches::{class_attr, class_method};
use super::super::fast::Fast;
use super::super::push::{
    copy_value, drop_value, insert_below_top, pop_drop, push_copy, push_moved, Method,
};
use super::super::step::{next, top};
use super::super::{Frame, Step, Vm};
use crate::attr;
use crate::builtins;
use crate::code::CodeObject;
use crate::compile::SWAPPED;
use crate::dunder;
use crate::errors::PyErr;
use crate::native::Flow;
use crate::objects;
use crate::value::Value;

// The general path (`Vm::step`).
impl Vm {
    pub(in super::super) fn load_attr(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let (name, obj, r) = self.attr_of_top(fi, i);
        self.complete(fi, 1, with_obj(r, &obj, &name), next_pc)
    }

    /// Attribute name `i` of frame `fi`'s top value: the name, the value, and the lookup.
    fn attr_of_top(&mut self, fi: usize, i: u32) -> (Rc<str>, Value, crate::native::NativeResult) {
        let frame = &mut self.frames[fi];
        let name = frame.code.names[i as usize].clone();
        let obj = top(frame, 0).clone();
        let r = dunder::getattr(&mut self.ctx, &obj, &name);
        (name, obj, r)
    }

    /// `with`'s method lookup (`Instr::LoadContextAttr`): an AttributeError becomes CPython 3.11's
    /// TypeError, which names the missing `__exit__` when `__enter__` is there.
    pub(in super::super) fn load_context_attr(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let (name, obj, r) = self.attr_of_top(fi, i);
        let r = match r {
            Err(Flow::Raise(e)) if e.kind == "AttributeError" => {
                let missed_exit = match &*name {
                    "__exit__" => Some("__enter__"),
                    "__aexit__" => Some("__aenter__"),
                    _ => None,
                }
                .is_some_and(|enter| {
                    matches!(
                        dunder::getattr(&mut self.ctx, &obj, enter),
                        Ok(_) | Err(Flow::Call(_))
                    )
                });
                let protocol = if name.starts_with("__a") {
                    "asynchronous context manager"
                } else {
                    "context manager"
                };
                let mut msg = format!(
                    "'{}' object does not support the {protocol} protocol",
                    dunder::type_name(&obj)
                );
                if missed_exit {
                    msg.push_str(&format!(" (missed {name} method)"));
                }
                Err(PyErr::type_error(msg).into())
            }
            r => r,
        };
        self.complete(fi, 1, r, next_pc)
    }

    pub(in super::super) fn store_attr(
        &mut self,
        fi: usize,
        raw: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let i = raw & !SWAPPED;
        let name = frame.code.names[i as usize].clone();
        let (obj, value) = if raw & SWAPPED != 0 {
            (top(frame, 1).clone(), top(frame, 0).clone())
        } else {
            (top(frame, 0).clone(), top(frame, 1).clone())
        };
        if let Value::Module(m) = &obj {
            if m.name == "builtins" {
                self.rebind_builtin(&name, value.clone());
            }
        }
        let r = dunder::setattr(&mut self.ctx, &obj, &name, value);
        self.complete_none(fi, 2, r, next_pc)
    }

    pub(in super::super) fn delete_attr(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let name = frame.code.names[i as usize].clone();
        let obj = top(frame, 0).clone();
        let r = crate::attr::delete(&obj, &name, true);
        self.complete_none(fi, 1, r, next_pc)
    }

    pub(in super::super) fn load_method(
        &mut self,
        fi: usize,
        i: u32,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        // The general case: the attribute as `LoadAttr` gives it, under the marker.
        let name = frame.code.names[i as usize].clone();
        let obj = top(frame, 0).clone();
        let r = with_obj(dunder::getattr(&mut self.ctx, &obj, &name), &obj, &name);
        if !matches!(r, Err(Flow::NeedsRead)) {
            // (A read leaves the stack as it was: the instruction runs again.)
            let n = frame.stack.len();
            frame.stack.insert(n - 1, Value::NotImplemented);
        }
        self.complete(fi, 1, r, next_pc)
    }

    pub(in super::super) fn load_super(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let owner = frame.func.as_ref().and_then(|f| f.owner.borrow().clone());
        let receiver = frame.locals.first().cloned().flatten();
        match (owner, receiver) {
            (Some(c), Some(r)) => frame.stack.push(Value::Super(Rc::new((c, r)))),
            _ => return Err(PyErr::runtime_error("super(): no arguments")),
        }
        next(frame, next_pc)
    }

    pub(in super::super) fn load_class_cell(
        &mut self,
        fi: usize,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        match frame.func.as_ref().and_then(|f| f.owner.borrow().clone()) {
            Some(c) => frame.stack.push(Value::Class(c)),
            None => return Err(PyErr::new("NameError", "name '__class__' is not defined")),
        }
        next(frame, next_pc)
    }
}

// The fast loop (`Vm::run_fast`).

/// A failed lookup's AttributeError carries the object (`e.obj`), as CPython's.
fn with_obj(
    r: crate::native::NativeResult,
    obj: &Value,
    name: &str,
) -> crate::native::NativeResult {
    match r {
        Err(Flow::Raise(mut e)) => {
            e.set_obj(obj, name);
            Err(Flow::Raise(e))
        }
        // A module's own `__getattr__` (the library's lazy ones) raising AttributeError: the
        // same context, once it has (CPython's `PyObject_GetAttr` fills in any).
        r @ Err(Flow::Call(_)) if matches!(obj, Value::Module(_)) => {
            crate::conts::ordered::with_then(r, || {
                crate::native::Then::Resume(Box::new(AttrContext {
                    obj: obj.clone(),
                    name: name.to_string(),
                }))
            })
        }
        r => r,
    }
}

/// Above a module's `__getattr__` call: its AttributeError gets `name` and `obj`.
#[derive(Debug)]
struct AttrContext {
    obj: Value,
    name: String,
}

impl crate::native::Continuation for AttrContext {
    fn resume(&mut self, _: &mut crate::native::Ctx, v: Value) -> crate::native::NativeResult {
        Ok(v)
    }

    fn on_error(
        &mut self,
        _: &mut crate::native::Ctx,
        err: &PyErr,
    ) -> Option<crate::native::NativeResult> {
        if !err.derives_from("AttributeError") {
            return None;
        }
        let mut e = err.clone();
        e.set_obj(&self.obj, &self.name);
        Some(Err(Flow::Raise(e)))
    }
}

#[inline(always)]
pub(in super::super) fn fast_load_attr(frame: &mut Frame, code: &CodeObject, i: u32) -> Fast {
    let stack = &mut frame.stack;
    // Attributes of instances of Python classes (no dispatcher involved);
    // a property or `__getattr__` (a call) goes the general way.
    let name = &code.names[i as usize];
    let found = match stack.last() {
        // An instance's own attribute, found by the interned name's pointer,
        // while no property could shadow it (`attr::getattr`'s shortcut).
        Some(obj @ Value::Object(o)) => {
            if (objects::no_properties() || o.class.plain_reads())
                && !matches!(&**name, "__class__" | "__dict__")
            {
                // Copied field by field from the attribute into the slot
                // the instance held (a value built first and then moved
                // stalled on its own stores); the instance is kept alive
                // by `o` meanwhile.
                let o = o.clone();
                let attrs = o.attrs.borrow();
                if let Some(v) = attrs.get_rc(name) {
                    pop_drop(stack, 1);
                    push_copy(stack, v);
                    drop(attrs);
                    drop_value(Value::Object(o));
                    return Fast::Next;
                }
            }
            attr::getattr(obj, name)
        }
        // Methods of the built-in containers and str (`xs.append`).
        Some(
            obj @ (Value::List(_)
            | Value::Dict(_)
            | Value::Str(_)
            | Value::Tuple(_)
            | Value::Set(_)),
        ) => builtins::method(obj, name).map_err(Flow::Raise),
        Some(Value::Class(c)) if c.meta.borrow().is_none() => match class_attr(code, i, c) {
            Some(v) => Ok(v),
            None => return Fast::Stop,
        },
        Some(obj) => match plain_getattr(obj, name) {
            Some(v) => Ok(v),
            None => return Fast::Stop,
        },
        _ => return Fast::Stop,
    };
    let Ok(v) = found else { return Fast::Stop };
    pop_drop(stack, 1);
    push_moved(stack, v);
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_store_attr(frame: &mut Frame, code: &CodeObject, raw: u32) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    if len < 2 {
        return Fast::Stop;
    }
    let (obj, value) = if raw & SWAPPED != 0 {
        (&stack[len - 2], &stack[len - 1])
    } else {
        (&stack[len - 1], &stack[len - 2])
    };
    if !matches!(obj, Value::Object(_)) {
        return Fast::Stop;
    }
    let name = &code.names[(raw & !SWAPPED) as usize];
    match obj {
        Value::Object(o)
            if !matches!(&**name, "__dict__" | "__class__")
                && !o.class.is_object()
                && (objects::no_properties()
                    || o.class
                        .plain_store(name, o.attrs.borrow().get_rc(name).is_some())) =>
        {
            let old = o.attrs.borrow_mut().set_rc(name, copy_value(value));
            if let Some(old) = old {
                drop_value(old);
            }
        }
        _ => {
            if attr::setattr(obj, name, value.clone()).is_err() {
                return Fast::Stop;
            }
        }
    }
    pop_drop(stack, 2);
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_load_method(frame: &mut Frame, code: &CodeObject, i: u32) -> Fast {
    let stack = &mut frame.stack;
    // A plain function of an instance's class (when the instance's own
    // attributes do not shadow it), or a native method of a built-in
    // container or str: pushed with the receiver, no bound object made.
    let name = &code.names[i as usize];
    let method = match stack.last() {
        Some(Value::Object(o)) => {
            let Some(f) = class_method(code, i, &o.class) else {
                return Fast::Stop;
            };
            let attrs = o.attrs.borrow();
            if attrs.is_dict()
                || attrs.get_rc(name).is_some()
                || matches!(&**name, "__class__" | "__dict__")
            {
                return Fast::Stop;
            }
            Method::Function(f)
        }
        Some(
            obj @ (Value::List(_)
            | Value::Dict(_)
            | Value::Str(_)
            | Value::Tuple(_)
            | Value::Set(_)),
        ) => {
            let ty = obj.type_name();
            let hit = code
                .method_cache
                .borrow()
                .iter()
                .find_map(|e| (e.0 == i && std::ptr::eq(e.1, ty)).then(|| e.2.clone()));
            match hit {
                Some(f) => Method::Native(f),
                None => match builtins::container_method(obj, name) {
                    Some(f) => {
                        let mut cache = code.method_cache.borrow_mut();
                        if cache.len() < 16 {
                            cache.push((i, ty, f.clone()));
                        }
                        Method::Native(f)
                    }
                    None => return Fast::Stop,
                },
            }
        }
        Some(obj) => {
            // What `LoadAttr` finds, under the marker (as `Vm::load_method`).
            let v = match obj {
                Value::Class(c) if c.meta.borrow().is_none() => class_attr(code, i, c),
                _ => plain_getattr(obj, name),
            };
            let Some(v) = v else {
                return Fast::Stop;
            };
            pop_drop(stack, 1);
            stack.push(Value::NotImplemented);
            stack.push(v);
            return Fast::Next;
        }
        _ => return Fast::Stop,
    };
    // The method goes under its receiver: the receiver moves up a slot.
    insert_below_top(stack, method);
    Fast::Next
}

/// An attribute of a module, a class (not under a metaclass) or `super()` that `dunder::getattr`
/// finds without a call: `math.sqrt`, `Strength.REQUIRED`, `cls.method`, `super().method`. `None`:
/// the general path decides (a descriptor's Python `__get__`, a module's `__getattr__`, an error).
#[inline(never)]
fn plain_getattr(obj: &Value, name: &str) -> Option<Value> {
    match obj {
        Value::Module(m) => m.get(name),
        Value::Class(c) if c.meta.borrow().is_none() => attr::getattr(obj, name).ok(),
        Value::Super(_) => attr::getattr(obj, name).ok(),
        _ => None,
    }
}
