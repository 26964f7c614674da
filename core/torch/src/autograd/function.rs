//! The native under `torch.autograd.Function` (core/torch/lib/torch/autograd/__init__.py):
//! `torch._attach_function_node(name, inputs, output, backward)` makes `output` (computed by the
//! Function's forward with grad mode off) the result of one tape node whose backward is the
//! Python callable, over the inputs that require grad.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use tpu_lang::native::{Args, Ctx, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::{edge_of, Node, PythonBackward};

pub(crate) fn register(m: &Module) {
    m.set(
        "_attach_function_node",
        NativeFunction::value("_attach_function_node", attach),
    );
    m.set(
        "_rename_grad_fn",
        NativeFunction::value("_rename_grad_fn", rename_grad_fn),
    );
    m.set(
        "_autograd_grad",
        NativeFunction::value("_autograd_grad", super::grad_native),
    );
}

thread_local! {
    /// Node names are `&'static str` (PyTorch's fixed class names); a Function's is made once
    /// per distinct class name and kept.
    static NAMES: RefCell<HashMap<String, &'static str>> = RefCell::new(HashMap::new());
}

fn interned(name: &str) -> &'static str {
    NAMES.with(|names| {
        *names
            .borrow_mut()
            .entry(name.to_string())
            .or_insert_with(|| Box::leak(name.to_string().into_boxed_str()))
    })
}

/// `torch._rename_grad_fn(out, name)`: `out` under a node named as PyTorch's kernel's
/// (`F.leaky_relu(x).grad_fn` is `LeakyReluBackward0`, not the composition's last op), a native
/// node that passes its gradient through; `out` itself where it has no `grad_fn`.
fn rename_grad_fn(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(out), Some(Value::Str(name))) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("_rename_grad_fn(tensor, name)").into());
    };
    let t = crate::as_tensor(out, "_rename_grad_fn")?.clone();
    let renamed = super::record::rename(t.clone(), interned(name));
    // An activation's input (`_rename_grad_fn(out, name, input)`): see `graph::Graph::Activation`.
    if let Some(input) = a.pos.get(2).and_then(crate::tensor_of) {
        if !Rc::ptr_eq(&renamed, &t) {
            let edge = super::edge_of(input);
            super::graph::set_again(
                &renamed,
                super::graph::Graph::Activation(edge, input.clone()),
            );
        }
    }
    Ok(super::record::value(renamed))
}

fn attach(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(Value::Str(name)), Some(inputs), Some(out), Some(backward)) =
        (a.pos.first(), a.pos.get(1), a.pos.get(2), a.pos.get(3))
    else {
        return Err(
            PyErr::type_error("_attach_function_node(name, inputs, output, backward)").into(),
        );
    };
    let inputs = tpu_lang::builtins::iterate(inputs)?;
    let out_t = crate::as_tensor(out, "autograd.Function")?.clone();
    let mut edges = Vec::with_capacity(inputs.len());
    let mut shapes = Vec::with_capacity(inputs.len());
    for v in &inputs {
        match crate::tensor_of(v) {
            Some(t) => {
                if Rc::ptr_eq(t, &out_t) {
                    return Err(PyErr::unsupported(
                        "a torch.autograd.Function whose forward returns one of its inputs",
                    )
                    .into());
                }
                edges.push(edge_of(t));
                shapes.push(Some(t.tensor.shape.clone()));
            }
            None => {
                edges.push(None);
                shapes.push(None);
            }
        }
    }
    // A forward that returns a tensor made outside it, with a grad_fn of its own: PyTorch rebases
    // that tensor onto the Function's node (its old node stays in the graphs that recorded it).
    let node = Node::python(
        interned(name),
        edges,
        PythonBackward {
            func: backward.clone(),
            shapes,
            device: out_t.device.get(),
        },
    );
    *out_t.grad_fn.borrow_mut() = Some(Rc::new(node));
    out_t.requires_grad.set(true);
    Ok(out.clone())
}
