//! Reverse-mode autograd: the tape is a graph of [`Node`]s hanging off tensors' `grad_fn`.
//!
//! Each differentiable op records, beside its forward, a closure that maps the output's gradient to
//! its inputs' gradients (micrograd's `_backward`, one per op). Nodes carry PyTorch's class names
//! (`AddBackward0`, `MmBackward0`), which `grad_fn=<...>` prints. Gradients are computed with the
//! same dispatcher ops as the forward, so a backward pass shows up in the trace. Autograd lives in
//! one place: this module runs the backward pass; `record` attaches nodes to ops' outputs.
//!
//! `backward()` is a native that may stop for a device read and run again; it therefore changes
//! nothing (no `.grad` written, no graph freed) until every gradient is computed.

pub(crate) mod record;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use crate::kernels;
use crate::TensorObj;
use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Ctx, Flow};
use tpu_lang::PyErr;

/// Maps the output gradient to one gradient per input (`None` where an input needs none).
pub type BackwardFn = Box<dyn Fn(&mut Ctx, &Tensor) -> Result<Vec<Option<Tensor>>, Flow>>;

/// Where an input's gradient goes.
pub enum Edge {
    /// A leaf that requires grad: the gradient accumulates into its `.grad` (`AccumulateGrad`).
    Leaf(Rc<TensorObj>),
    /// An intermediate result: the gradient flows on into the node that made it.
    Node(Rc<Node>),
}

pub struct Node {
    /// PyTorch's class name, e.g. `MulBackward0`.
    pub name: &'static str,
    /// One entry per input of the op; `None` for inputs that do not require grad.
    pub edges: Vec<Option<Edge>>,
    backward: BackwardFn,
    /// Whether the rule keeps tensors from the forward (then a second backward without
    /// `retain_graph=True` is an error, as in PyTorch; rules that keep nothing can run again).
    saves: bool,
    freed: Cell<bool>,
}

impl std::fmt::Debug for Node {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<{} object>", self.name)
    }
}

impl Node {
    pub fn new(name: &'static str, edges: Vec<Option<Edge>>, saves: bool, f: BackwardFn) -> Node {
        Node {
            name,
            edges,
            backward: f,
            saves,
            freed: Cell::new(false),
        }
    }
}

/// The edge of a tensor used as an op input: `None` if it does not require grad.
pub fn edge_of(t: &Rc<TensorObj>) -> Option<Edge> {
    if !t.requires_grad.get() {
        return None;
    }
    Some(match &*t.grad_fn.borrow() {
        Some(node) => Edge::Node(node.clone()),
        None => Edge::Leaf(t.clone()),
    })
}

const FREED: &str = "Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.";

/// Nodes reachable from `root`, each after every node that feeds it a gradient.
fn topo_order(root: &Rc<Node>) -> Vec<Rc<Node>> {
    let mut order = Vec::new();
    let mut seen: HashMap<*const Node, ()> = HashMap::new();
    // Iterative post-order DFS: deep graphs (long training loops' chains) must not overflow the stack.
    let mut stack: Vec<(Rc<Node>, bool)> = vec![(root.clone(), false)];
    while let Some((node, expanded)) = stack.pop() {
        if expanded {
            order.push(node);
            continue;
        }
        if seen.insert(Rc::as_ptr(&node), ()).is_some() {
            continue;
        }
        stack.push((node.clone(), true));
        for e in node.edges.iter().flatten() {
            if let Edge::Node(n) = e {
                if !seen.contains_key(&Rc::as_ptr(n)) {
                    stack.push((n.clone(), false));
                }
            }
        }
    }
    order.reverse();
    order
}

/// Runs backward from `root` (whose gradient is `grad`), accumulating into the leaves' `.grad`.
pub fn backward(
    ctx: &mut Ctx,
    root: &Rc<TensorObj>,
    grad: Tensor,
    retain_graph: bool,
) -> Result<(), Flow> {
    let Some(root_node) = root.grad_fn.borrow().clone() else {
        // A leaf: its gradient is the given one.
        return accumulate(ctx, &[(root.clone(), grad)]);
    };
    let order = topo_order(&root_node);
    let mut grads: HashMap<*const Node, Tensor> = HashMap::new();
    grads.insert(Rc::as_ptr(&root_node), grad);
    let mut leaves: Vec<(Rc<TensorObj>, Tensor)> = Vec::new();
    for node in &order {
        let Some(g) = grads.remove(&Rc::as_ptr(node)) else {
            continue;
        };
        if node.freed.get() && node.saves {
            return Err(PyErr::runtime_error(FREED).into());
        }
        let input_grads = (node.backward)(ctx, &g)?;
        for (edge, ig) in node.edges.iter().zip(input_grads) {
            let (Some(edge), Some(ig)) = (edge, ig) else {
                continue;
            };
            match edge {
                Edge::Node(n) => {
                    let key = Rc::as_ptr(n);
                    let sum = match grads.remove(&key) {
                        Some(prev) => add(ctx, &prev, &ig)?,
                        None => ig,
                    };
                    grads.insert(key, sum);
                }
                Edge::Leaf(t) => match leaves.iter_mut().find(|(l, _)| Rc::ptr_eq(l, t)) {
                    Some(slot) => slot.1 = add(ctx, &slot.1, &ig)?,
                    None => leaves.push((t.clone(), ig)),
                },
            }
        }
    }
    accumulate(ctx, &leaves)?;
    if !retain_graph {
        order.iter().for_each(|n| n.freed.set(true));
    }
    Ok(())
}

fn add(ctx: &mut Ctx, a: &Tensor, b: &Tensor) -> Result<Tensor, Flow> {
    kernels::binary(ctx, tpu_emu::ops::BinaryOp::Add, a, b)
}

/// `leaf.grad += g` for each leaf: the new values are computed first, then written, so a read that
/// interrupts this leaves every `.grad` as it was.
fn accumulate(ctx: &mut Ctx, leaves: &[(Rc<TensorObj>, Tensor)]) -> Result<(), Flow> {
    let mut updates = Vec::with_capacity(leaves.len());
    for (leaf, g) in leaves {
        let g = kernels::sum_to(ctx, g, &leaf.tensor.shape)?;
        let g = kernels::cast(ctx, &g, leaf.tensor.dtype())?;
        let existing = leaf.grad.borrow().clone();
        let new = match &existing {
            Some(old) => add(ctx, &old.tensor, &g)?,
            // A fresh buffer: the incoming gradient may be shared with other leaves or the graph.
            None => kernels::copy(ctx, &g)?,
        };
        updates.push((leaf, existing, new));
    }
    for (leaf, existing, new) in updates {
        match existing {
            // In place, as PyTorch accumulates: a reference to `x.grad` taken earlier sees the sum.
            Some(old) if old.tensor.is_contiguous() && old.tensor.storage.len == new.numel() => {
                old.tensor.storage.adopt(&new.storage)
            }
            _ => {
                *leaf.grad.borrow_mut() = Some(Rc::new(TensorObj::new(new, leaf.device.get())));
            }
        }
    }
    Ok(())
}

/// Whether ops record the graph: `torch.no_grad()` turns it off, `torch.enable_grad()` on.
#[derive(Debug)]
pub struct GradMode {
    enabled: Cell<bool>,
    stack: RefCell<Vec<bool>>,
}

impl Default for GradMode {
    fn default() -> Self {
        GradMode {
            enabled: Cell::new(true),
            stack: RefCell::new(Vec::new()),
        }
    }
}

impl GradMode {
    pub fn enabled(&self) -> bool {
        self.enabled.get()
    }

    /// Enters a `with` block that sets the mode; `exit` restores the previous one.
    pub fn enter(&self, enabled: bool) {
        self.stack.borrow_mut().push(self.enabled.get());
        self.enabled.set(enabled);
    }

    pub fn exit(&self) {
        if let Some(prev) = self.stack.borrow_mut().pop() {
            self.enabled.set(prev);
        }
    }
}
