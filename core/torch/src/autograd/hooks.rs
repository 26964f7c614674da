//! Tensor hooks (`t.register_hook(fn)`) and `t.retain_grad()`, as the backward pass meets them.
//!
//! A hook lives where PyTorch keeps it: on a non-leaf's `grad_fn` (so it runs even after the
//! tensor itself is gone) and on a leaf itself. The registry is a short list, empty in a program
//! that uses neither, so the pass pays one emptiness check per node.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use tpu_lang::native::{Args, Ctx, NativeFunction, NativeResult};
use tpu_lang::objects::{Attrs, Class, Instance};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use super::Node;
use crate::TensorObj;

struct Watch {
    /// The non-leaf's node; `None` for a leaf.
    node: Option<Weak<Node>>,
    tensor: Weak<TensorObj>,
    hooks: Vec<(i64, Value)>,
    /// A leaf's `register_post_accumulate_grad_hook` hooks: called with the leaf once its
    /// `.grad` has taken the pass's gradient.
    post: Vec<(i64, Value)>,
    /// `retain_grad()`: the tensor's `.grad` is written at the end of each backward.
    retain: bool,
}

thread_local! {
    static WATCHED: RefCell<Vec<Watch>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<i64> = const { Cell::new(0) };
    static HANDLE: RefCell<Option<Rc<Class>>> = const { RefCell::new(None) };
}

pub(super) fn any() -> bool {
    WATCHED.with(|w| !w.borrow().is_empty())
}

/// A non-leaf node's hooks (in registration order) and the tensor to retain its gradient in.
pub(super) fn of_node(node: &Rc<Node>) -> (Vec<Value>, Option<Rc<TensorObj>>) {
    WATCHED.with(|w| {
        let w = w.borrow();
        let mut hooks = Vec::new();
        let mut retain = None;
        for e in w.iter() {
            if e.node
                .as_ref()
                .is_some_and(|n| n.as_ptr() == Rc::as_ptr(node))
            {
                hooks.extend(e.hooks.iter().map(|h| h.1.clone()));
                if e.retain {
                    retain = e.tensor.upgrade();
                }
            }
        }
        (hooks, retain)
    })
}

/// A leaf's hooks, in registration order.
pub(super) fn of_leaf(t: &Rc<TensorObj>) -> Vec<Value> {
    leaf_list(t, |e| &e.hooks)
}

/// A leaf's post-accumulate hooks, in registration order.
pub(super) fn post_of_leaf(t: &Rc<TensorObj>) -> Vec<Value> {
    leaf_list(t, |e| &e.post)
}

/// One of a leaf's lists of hooks (`pick`), in registration order.
fn leaf_list(t: &Rc<TensorObj>, pick: fn(&Watch) -> &Vec<(i64, Value)>) -> Vec<Value> {
    WATCHED.with(|w| {
        w.borrow()
            .iter()
            .filter(|e| e.node.is_none() && e.tensor.as_ptr() == Rc::as_ptr(t))
            .flat_map(|e| pick(e).iter().map(|h| h.1.clone()))
            .collect()
    })
}

/// The entry of `t` (made if new), after dropping entries nothing can reach any more.
fn with_entry<R>(t: &Rc<TensorObj>, f: impl FnOnce(&mut Watch) -> R) -> R {
    let node = t.grad_fn.borrow().clone();
    WATCHED.with(|w| {
        let mut w = w.borrow_mut();
        w.retain(|e| match &e.node {
            Some(n) => n.strong_count() > 0,
            None => e.tensor.strong_count() > 0,
        });
        let at = w.iter().position(|e| {
            e.tensor.as_ptr() == Rc::as_ptr(t)
                && match (&e.node, &node) {
                    (Some(a), Some(b)) => a.as_ptr() == Rc::as_ptr(b),
                    (None, None) => true,
                    _ => false,
                }
        });
        let at = at.unwrap_or_else(|| {
            w.push(Watch {
                node: node.as_ref().map(Rc::downgrade),
                tensor: Rc::downgrade(t),
                hooks: Vec::new(),
                post: Vec::new(),
                retain: false,
            });
            w.len() - 1
        });
        f(&mut w[at])
    })
}

/// `t.register_hook(fn)`: a handle whose `remove()` takes the hook off again.
pub(crate) fn register_hook(t: &Rc<TensorObj>, hook: &Value) -> NativeResult {
    register(t, hook, false)
}

/// `t.register_post_accumulate_grad_hook(fn)`: on a leaf, `fn(t)` runs after each backward
/// pass has accumulated into `t.grad` (an optimizer step fused into the backward).
pub(crate) fn register_post_accumulate_grad_hook(t: &Rc<TensorObj>, hook: &Value) -> NativeResult {
    if t.grad_fn.borrow().is_some() {
        return Err(PyErr::runtime_error(
            "post accumulate grad hooks cannot be registered on non-leaf tensors",
        )
        .into());
    }
    register(t, hook, true)
}

fn register(t: &Rc<TensorObj>, hook: &Value, post: bool) -> NativeResult {
    if !t.requires_grad.get() {
        return Err(PyErr::runtime_error(
            "cannot register a hook on a tensor that doesn't require gradient",
        )
        .into());
    }
    let id = NEXT_ID.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    with_entry(t, |e| match post {
        true => e.post.push((id, hook.clone())),
        false => e.hooks.push((id, hook.clone())),
    });
    let class = HANDLE.with(|h| {
        h.borrow_mut()
            .get_or_insert_with(|| {
                let mut attrs = Attrs::default();
                attrs.set("remove", NativeFunction::value("remove", remove));
                attrs.set(
                    "__enter__",
                    NativeFunction::value("__enter__", |_, a| {
                        Ok(a.pos.first().cloned().unwrap_or(Value::None))
                    }),
                );
                attrs.set(
                    "__exit__",
                    NativeFunction::value("__exit__", |c, a| {
                        remove(c, a)?;
                        Ok(Value::Bool(false))
                    }),
                );
                Class::new("RemovableHandle", Vec::new(), attrs, true)
                    .expect("a class with no bases")
            })
            .clone()
    });
    let handle = Instance::new(class);
    handle.attrs.borrow_mut().set("id", Value::Int(id));
    Ok(Value::Object(handle))
}

fn remove(_: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(Value::Object(o)) = a.pos.first() {
        if let Some(Value::Int(id)) = o.attrs.borrow().get("id") {
            WATCHED.with(|w| {
                for e in w.borrow_mut().iter_mut() {
                    e.hooks.retain(|h| h.0 != id);
                    e.post.retain(|h| h.0 != id);
                }
            });
        }
    }
    Ok(Value::None)
}

/// `t.retain_grad()`: a leaf keeps its gradient anyway; a non-leaf's is written from now on.
pub(crate) fn retain_grad(t: &Rc<TensorObj>) -> NativeResult {
    if !t.requires_grad.get() {
        return Err(PyErr::runtime_error(
            "can't retain_grad on Tensor that has requires_grad=False",
        )
        .into());
    }
    if t.grad_fn.borrow().is_some() {
        with_entry(t, |e| e.retain = true);
    }
    Ok(Value::None)
}

/// `t.retains_grad`.
pub(crate) fn retains_grad(t: &Rc<TensorObj>) -> bool {
    t.grad_fn.borrow().is_some()
        && WATCHED.with(|w| {
            w.borrow()
                .iter()
                .any(|e| e.retain && e.node.is_some() && e.tensor.as_ptr() == Rc::as_ptr(t))
        })
}
