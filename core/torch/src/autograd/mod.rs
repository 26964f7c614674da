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

mod function;
pub(crate) mod graph;
pub(crate) mod hooks;
pub(crate) mod record;
mod saved_table;
pub(crate) mod versions;

pub(crate) use function::register;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use crate::kernels;
use crate::{Device, TensorObj};
use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Continuation, Ctx, Flow, NativeResult, Then};
use tpu_lang::value::Value;
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
    /// A RefCell because a pass without `retain_graph` drops a saving rule once it has run (see
    /// [`Node::free`]): the tensors it saved are freed then, as PyTorch frees saved variables.
    backward: RefCell<BackwardFn>,
    /// Whether the rule keeps tensors from the forward (then a second backward without
    /// `retain_graph=True` is an error, as in PyTorch; rules that keep nothing can run again).
    saves: bool,
    freed: Cell<bool>,
    /// A `torch.autograd.Function`'s backward (Python), with its inputs' shapes: the engine
    /// calls it instead of `backward` (see [`Pass`]).
    pub(crate) python: Option<PythonBackward>,
    /// What `next_functions` shows, where it is not `edges`: a composite op named after
    /// PyTorch's fused node (`AddmmBackward0`) shows the fused op's inputs.
    pub(crate) shown: Option<Vec<Option<Edge>>>,
    /// `AccumulateGrad`'s `variable` (the nodes `next_functions` gives for leaves).
    pub(crate) variable: Option<Rc<TensorObj>>,
    /// How a pass with `create_graph=True` differentiates this node (see [`graph`]); set by the
    /// ops that support it.
    /// A RefCell because a pass without `retain_graph` drops it with the saved tensors.
    pub(crate) graph: RefCell<Option<graph::Graph>>,
    /// The version of each tensor the backward reads, as recorded (see [`versions`]).
    pub(crate) saved: Vec<versions::Saved>,
}

/// A Python backward: `func(grad_output)` answers one gradient per forward input.
pub(crate) struct PythonBackward {
    pub func: Value,
    /// The shape of each forward input that is a tensor (None for other arguments).
    pub shapes: Vec<Option<Vec<usize>>>,
    /// The output's device: the gradient's, as the Python backward sees it.
    pub device: Device,
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
            backward: RefCell::new(f),
            saves,
            freed: Cell::new(false),
            python: None,
            shown: None,
            variable: None,
            graph: RefCell::new(None),
            saved: Vec::new(),
        }
    }

    /// `grad_fn.next_functions`: `(node, 0)` per input, `AccumulateGrad` for a leaf.
    pub(crate) fn next_functions(&self) -> Vec<Option<Rc<Node>>> {
        self.shown
            .as_ref()
            .unwrap_or(&self.edges)
            .iter()
            .map(|e| match e {
                None => None,
                Some(Edge::Node(n)) => Some(n.clone()),
                Some(Edge::Leaf(t)) => {
                    let mut acc = Node::new(
                        "AccumulateGrad",
                        Vec::new(),
                        false,
                        Box::new(|_, _| Ok(Vec::new())),
                    );
                    acc.variable = Some(t.clone());
                    Some(Rc::new(acc))
                }
            })
            .collect()
    }

    /// After a pass without `retain_graph`: a rule that saved tensors from the forward gives them
    /// up (a second pass through it is PyTorch's error, `FREED`), so their storages and emulated
    /// HBM are released, and a Parameter they held may be recast (`model.double()`).
    fn free(&self) {
        self.freed.set(true);
        // (A rule running now, were a pass ever nested inside one, keeps its tensors: never a
        // panic over a borrow.)
        if let (true, Ok(mut rule)) = (self.saves, self.backward.try_borrow_mut()) {
            *rule = Box::new(|_, _| Err(PyErr::runtime_error(FREED).into()));
        }
        // The graph a `create_graph` pass would differentiate goes too, for every node: the
        // inputs it holds may be views of a Parameter (a bias expanded for an add), which would
        // keep the Parameter's storage shared. (A later create_graph pass through a node that
        // saved nothing is then refused by name, not answered.) Those inputs stay held by this
        // node's edges, so nothing drops deeply here; `release` hands over their nodes all the
        // same, for the iterative drop.
        let mut pending = Vec::new();
        if let Ok(mut held) = self.graph.try_borrow_mut() {
            graph::release(held.take(), &mut pending);
        }
        drop(pending);
    }

    /// A node whose backward is Python's (`torch.autograd.Function`).
    pub(crate) fn python(name: &'static str, edges: Vec<Option<Edge>>, f: PythonBackward) -> Node {
        let mut node = Node::new(
            name,
            edges,
            true,
            Box::new(|_, _| Err(PyErr::runtime_error("internal error: a Python node").into())),
        );
        node.python = Some(f);
        node
    }
}

/// A long chain of nodes (`s = s + x` a million times) is freed iteratively: dropping one node
/// would otherwise drop the next inside it, as deep as the chain, and overflow the stack when a run
/// ends (a test thread's 2 MiB, the page's). Each node whose last reference this was gives up its
/// edges to a work list before it goes.
impl Drop for Node {
    fn drop(&mut self) {
        let mut pending: Vec<Rc<Node>> = Vec::new();
        let take = |edges: Vec<Option<Edge>>, pending: &mut Vec<Rc<Node>>| {
            pending.extend(edges.into_iter().filter_map(|e| match e {
                Some(Edge::Node(n)) => Some(n),
                _ => None,
            }));
        };
        take(std::mem::take(&mut self.edges), &mut pending);
        take(self.shown.take().unwrap_or_default(), &mut pending);
        // The inputs a `graph::Graph` holds hold their own nodes: released the same way.
        graph::release(self.graph.take(), &mut pending);
        while let Some(n) = pending.pop() {
            if let Ok(mut node) = Rc::try_unwrap(n) {
                take(std::mem::take(&mut node.edges), &mut pending);
                take(node.shown.take().unwrap_or_default(), &mut pending);
                graph::release(node.graph.take(), &mut pending);
            }
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

/// Nodes reachable from `roots`, each after every node that feeds it a gradient.
fn topo_order(roots: &[Rc<Node>]) -> Vec<Rc<Node>> {
    let mut order = Vec::new();
    let mut seen: HashMap<*const Node, ()> = HashMap::new();
    // Iterative post-order DFS: deep graphs (long training loops' chains) must not overflow the stack.
    let mut stack: Vec<(Rc<Node>, bool)> = roots.iter().map(|r| (r.clone(), false)).collect();
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

/// Runs backward from `root` (whose gradient is `grad`), accumulating into the leaves' `.grad`,
/// then `then` (the caller's steps after a backward pass). A node of a `torch.autograd.Function`
/// or a tensor hook calls Python: the pass then continues in its continuation ([`Pass`]).
pub fn backward(
    ctx: &mut Ctx,
    root: &Rc<TensorObj>,
    grad: Tensor,
    retain_graph: bool,
    then: After,
) -> NativeResult {
    run_pass(ctx, vec![(root.clone(), grad)], retain_graph, then, None)
}

/// `torch._autograd_grad(outputs, grad_outputs, inputs, retain_graph)`, under the library's
/// `torch.autograd.grad` (which checks and normalises the arguments): the gradients of `inputs`
/// (None where the graph does not reach one), with no `.grad` written.
pub(crate) fn grad_native(ctx: &mut Ctx, a: &tpu_lang::native::Args) -> NativeResult {
    let tensors = |i: usize| -> Result<Vec<Option<Rc<TensorObj>>>, PyErr> {
        let items = match a.pos.get(i) {
            Some(Value::List(l)) => l.borrow().clone(),
            Some(Value::Tuple(t)) => t.to_vec(),
            _ => return Err(PyErr::type_error("_autograd_grad expects lists")),
        };
        Ok(items.iter().map(|v| crate::tensor_of(v).cloned()).collect())
    };
    let outputs = tensors(0)?;
    let grad_outputs = tensors(1)?;
    let inputs: Vec<Rc<TensorObj>> = tensors(2)?.into_iter().flatten().collect();
    let retain = matches!(a.pos.get(3), Some(Value::Bool(true)));
    if matches!(a.pos.get(4), Some(Value::Bool(true))) {
        // create_graph=True: the gradients carry a graph (see `graph`).
        let mut roots = Vec::new();
        for (out, g) in outputs.into_iter().zip(grad_outputs) {
            let Some(out) = out else { continue };
            let g = g.unwrap_or_else(|| {
                let ones = kernels::full(&out.tensor.shape, 1.0, out.tensor.dtype());
                Rc::new(TensorObj::new(ones, out.device.get()))
            });
            roots.push((out, g));
        }
        return graph::start(ctx, roots, inputs, graph::Finish::Grad);
    }
    let mut roots = Vec::new();
    for (out, g) in outputs.into_iter().zip(grad_outputs) {
        let Some(out) = out else { continue };
        let g = match g {
            Some(g) => g.tensor.clone(),
            None => kernels::full(&out.tensor.shape, 1.0, out.tensor.dtype()),
        };
        roots.push((out, g));
    }
    run_pass(
        ctx,
        roots,
        retain,
        crate::methods::after_backward,
        Some(inputs),
    )
}

/// A backward pass from `roots`; with `capture`, `torch.autograd.grad`'s: the gradients of those
/// tensors are its result and no `.grad` is written.
pub(crate) fn run_pass(
    ctx: &mut Ctx,
    roots: Vec<(Rc<TensorObj>, Tensor)>,
    retain_graph: bool,
    then: After,
    capture: Option<Vec<Rc<TensorObj>>>,
) -> NativeResult {
    let device = roots.first().map_or(Device::Cpu, |r| r.0.device.get());
    let mut grads: HashMap<*const Node, Tensor> = HashMap::new();
    let mut leaves: Vec<(Rc<TensorObj>, Tensor)> = Vec::new();
    let mut nodes = Vec::new();
    for (root, grad) in roots {
        let node = root.grad_fn.borrow().clone();
        match node {
            Some(node) => {
                let key = Rc::as_ptr(&node);
                let sum = match grads.remove(&key) {
                    Some(prev) => add(ctx, &prev, &grad)?,
                    None => grad,
                };
                grads.insert(key, sum);
                nodes.push(node);
            }
            None => match leaves.iter_mut().find(|(l, _)| Rc::ptr_eq(l, &root)) {
                Some(slot) => slot.1 = add(ctx, &slot.1, &grad)?,
                None => leaves.push((root, grad)),
            },
        }
    }
    let mut pass = Pass {
        order: topo_order(&nodes),
        pos: 0,
        grads,
        leaves,
        retain_graph,
        then,
        waiting: Waiting::No,
        device,
        queue: Vec::new(),
        queued_at: None,
        retain: None,
        retained: Vec::new(),
        leaf_pos: 0,
        capture: capture.map(|targets| Capture {
            found: vec![None; targets.len()],
            targets,
        }),
        result: None,
        post: None,
    };
    match pass.run(ctx)? {
        None => pass.end(ctx),
        Some(call) => Err(Flow::call(
            call.0,
            vec![call.1],
            Then::Resume(Box::new(pass)),
        )),
    }
}

/// What runs after a backward pass (graph cuts, DDP's all-reduce): a native's tail.
pub type After = fn(&mut Ctx) -> NativeResult;

/// A backward pass in progress: nodes run in `order` from `pos`; a Python node suspends the pass
/// until its gradients come back (`resume`). Each native node's step changes the state only
/// after it succeeded, so a device read in the middle runs that step again, nothing twice.
pub struct Pass {
    order: Vec<Rc<Node>>,
    pos: usize,
    grads: HashMap<*const Node, Tensor>,
    leaves: Vec<(Rc<TensorObj>, Tensor)>,
    retain_graph: bool,
    then: After,
    /// What the Python call that is out answers.
    waiting: Waiting,
    /// The device hooks see gradients on.
    device: Device,
    /// Hooks still to call on the gradient at hand (last first), queued at the step `queued_at`.
    queue: Vec<Value>,
    queued_at: Option<(bool, usize)>,
    /// The tensor that retains node `pos`'s gradient (`retain_grad()`).
    retain: Option<Rc<TensorObj>>,
    retained: Vec<(Rc<TensorObj>, Tensor)>,
    /// The leaf whose hooks run once every node has run.
    leaf_pos: usize,
    capture: Option<Capture>,
    /// `torch.autograd.grad`'s answer, once the pass is over.
    result: Option<Value>,
    /// The post-accumulate hooks still to call (last first), once the leaves have accumulated.
    post: Option<Vec<(Value, Value)>>,
}

#[derive(Clone, Copy, PartialEq)]
enum Waiting {
    No,
    /// A Python node's call: its result is the gradients of node `pos`.
    Node,
    /// A hook on node `pos`'s gradient: its result, if a tensor, replaces it.
    NodeHook,
    /// A hook on leaf `leaf_pos`'s gradient.
    LeafHook,
    /// A post-accumulate hook: it must answer None.
    PostHook,
}

/// `torch.autograd.grad`'s inputs and their gradients as the pass finds them.
struct Capture {
    targets: Vec<Rc<TensorObj>>,
    found: Vec<Option<Tensor>>,
}

impl std::fmt::Debug for Pass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "<backward pass at node {} of {}>",
            self.pos,
            self.order.len()
        )
    }
}

impl Pass {
    /// Runs nodes until the end (accumulating into the leaves: `None`) or a Python node, whose
    /// function and argument are returned for the caller to call.
    fn run(&mut self, ctx: &mut Ctx) -> Result<Option<(Value, Value)>, Flow> {
        while let Some(node) = self.order.get(self.pos).cloned() {
            let key = Rc::as_ptr(&node);
            let Some(g) = self.grads.get(&key).cloned() else {
                self.pos += 1;
                continue;
            };
            if self.queued_at != Some((false, self.pos)) {
                self.queued_at = Some((false, self.pos));
                if hooks::any() {
                    let (mut queue, retain) = hooks::of_node(&node);
                    queue.reverse();
                    self.queue = queue;
                    self.retain = retain;
                }
            }
            if let Some(hook) = self.queue.pop() {
                self.waiting = Waiting::NodeHook;
                return Ok(Some((hook, self.grad_value(g))));
            }
            if let Some(t) = self.retain.take() {
                self.retained.retain(|(r, _)| !Rc::ptr_eq(r, &t));
                self.retained.push((t, g.clone()));
            }
            if let Some(c) = &mut self.capture {
                for (t, found) in c.targets.iter().zip(c.found.iter_mut()) {
                    if t.grad_fn
                        .borrow()
                        .as_ref()
                        .is_some_and(|n| Rc::ptr_eq(n, &node))
                    {
                        *found = Some(g.clone());
                    }
                }
            }
            if node.freed.get() && node.saves {
                return Err(PyErr::runtime_error(FREED).into());
            }
            versions::check(&node.saved)?;
            if let Some(py) = &node.python {
                let arg = record::value(Rc::new(TensorObj::new(g, py.device)));
                self.waiting = Waiting::Node;
                return Ok(Some((py.func.clone(), arg)));
            }
            let input_grads = (node.backward.borrow())(ctx, &g)?;
            self.apply(ctx, &node, input_grads)?;
        }
        while let Some((leaf, g)) = self.leaves.get(self.leaf_pos).cloned() {
            if self.queued_at != Some((true, self.leaf_pos)) {
                self.queued_at = Some((true, self.leaf_pos));
                if hooks::any() {
                    self.queue = hooks::of_leaf(&leaf);
                    self.queue.reverse();
                }
            }
            if let Some(hook) = self.queue.pop() {
                self.waiting = Waiting::LeafHook;
                return Ok(Some((hook, self.grad_value(g))));
            }
            self.leaf_pos += 1;
        }
        match &mut self.capture {
            Some(c) => {
                let mut out = Vec::with_capacity(c.targets.len());
                for (t, found) in c.targets.iter().zip(&c.found) {
                    let g = match self.leaves.iter().find(|(l, _)| Rc::ptr_eq(l, t)) {
                        Some((_, g)) => Some(leaf_grad(ctx, t, g)?),
                        None => found.clone(),
                    };
                    out.push(match g {
                        Some(g) => record::value(Rc::new(TensorObj::new(g, t.device.get()))),
                        None => Value::None,
                    });
                }
                self.result = Some(Value::tuple(out));
            }
            None if self.post.is_none() => {
                accumulate(ctx, &self.leaves)?;
                // A retained gradient adds to the one a backward before left, out of place
                // (PyTorch's retain_grad hook: `grad = grad + new`).
                for (t, g) in &self.retained {
                    let old = t.grad.borrow().clone();
                    let g = match old {
                        Some(old) => add(ctx, &old.tensor, g)?,
                        None => g.clone(),
                    };
                    *t.grad.borrow_mut() = Some(Rc::new(TensorObj::new(g, t.device.get())));
                }
                // Each leaf's post-accumulate hooks, with the leaf, in the leaves' order.
                let mut post = Vec::new();
                if hooks::any() {
                    for (leaf, _) in &self.leaves {
                        for h in hooks::post_of_leaf(leaf) {
                            post.push((h, record::value(leaf.clone())));
                        }
                    }
                }
                post.reverse();
                self.post = Some(post);
            }
            None => {}
        }
        if let Some((hook, leaf)) = self.post.as_mut().and_then(Vec::pop) {
            self.waiting = Waiting::PostHook;
            return Ok(Some((hook, leaf)));
        }
        if !self.retain_graph {
            self.order.iter().for_each(|n| n.free());
        }
        Ok(None)
    }

    /// A gradient as the tensor a hook is given.
    fn grad_value(&self, g: Tensor) -> Value {
        record::value(Rc::new(TensorObj::new(g, self.device)))
    }

    /// The steps after the pass, and its answer (`torch.autograd.grad`'s tuple, else theirs).
    fn end(&mut self, ctx: &mut Ctx) -> NativeResult {
        let after = (self.then)(ctx)?;
        Ok(self.result.take().unwrap_or(after))
    }

    /// A hook's answer: a tensor replaces the gradient it was given; None keeps it.
    fn hooked(&mut self, result: &Value) -> Result<(), PyErr> {
        if matches!(result, Value::None) {
            return Ok(());
        }
        let t = crate::tensor_of(result).ok_or_else(|| {
            PyErr::type_error(format!(
                "hook should return None or a Tensor, not {}",
                result.type_name()
            ))
        })?;
        let slot = match self.waiting {
            Waiting::LeafHook => &mut self.leaves[self.leaf_pos].1,
            _ => {
                let key = Rc::as_ptr(&self.order[self.pos]);
                self.grads
                    .get_mut(&key)
                    .expect("the gradient the hook was given")
            }
        };
        if t.tensor.shape != slot.shape {
            return Err(PyErr::runtime_error(format!(
                "hook 'hook' has changed the size of value: expected {:?}, got {:?}",
                slot.shape, t.tensor.shape
            )));
        }
        *slot = t.tensor.clone();
        Ok(())
    }

    /// Sends node `pos`'s input gradients along its edges and moves past it.
    fn apply(
        &mut self,
        ctx: &mut Ctx,
        node: &Rc<Node>,
        input_grads: Vec<Option<Tensor>>,
    ) -> Result<(), Flow> {
        send_along_edges(
            node,
            input_grads,
            &mut self.grads,
            &mut self.leaves,
            |a, b| add(ctx, a, b),
        )?;
        self.pos += 1;
        Ok(())
    }

    /// A Python backward's answer as one gradient per edge, in PyTorch's words when it is wrong.
    fn python_grads(&self, node: &Node, result: &Value) -> Result<Vec<Option<Tensor>>, PyErr> {
        Ok(python_grads(node, result)?
            .into_iter()
            .map(|g| g.map(|t| t.tensor.clone()))
            .collect())
    }
}

/// Sums `node`'s input gradients into what its edges have gathered (`grads` per node, `leaves`
/// per leaf), and drops the node's own: every sum is computed before anything is written, so an
/// op that fails leaves the pass as it was, never half-applied. An input reached by two edges
/// (`x * x`) sums over both. Shared by the plain pass (tensors) and the `create_graph` one
/// (tensor objects carrying their graph).
pub(crate) fn send_along_edges<G: Clone>(
    node: &Rc<Node>,
    input_grads: Vec<Option<G>>,
    grads: &mut HashMap<*const Node, G>,
    leaves: &mut Vec<(Rc<TensorObj>, G)>,
    mut add: impl FnMut(&G, &G) -> Result<G, Flow>,
) -> Result<(), Flow> {
    let mut to_nodes: Vec<(*const Node, G)> = Vec::new();
    let mut to_leaves: Vec<(Rc<TensorObj>, G)> = Vec::new();
    for (edge, ig) in node.edges.iter().zip(input_grads) {
        let (Some(edge), Some(ig)) = (edge, ig) else {
            continue;
        };
        match edge {
            Edge::Node(n) => {
                let key = Rc::as_ptr(n);
                let prev = match to_nodes.iter().position(|(k, _)| *k == key) {
                    Some(i) => Some(to_nodes.swap_remove(i).1),
                    None => grads.get(&key).cloned(),
                };
                let sum = match prev {
                    Some(prev) => add(&prev, &ig)?,
                    None => ig,
                };
                to_nodes.push((key, sum));
            }
            Edge::Leaf(t) => {
                let prev = match to_leaves.iter().position(|(l, _)| Rc::ptr_eq(l, t)) {
                    Some(i) => Some(to_leaves.swap_remove(i).1),
                    None => leaves
                        .iter()
                        .find(|(l, _)| Rc::ptr_eq(l, t))
                        .map(|(_, g)| g.clone()),
                };
                let sum = match prev {
                    Some(prev) => add(&prev, &ig)?,
                    None => ig,
                };
                to_leaves.push((t.clone(), sum));
            }
        }
    }
    grads.remove(&Rc::as_ptr(node));
    grads.extend(to_nodes);
    for (t, g) in to_leaves {
        match leaves.iter_mut().find(|(l, _)| Rc::ptr_eq(l, &t)) {
            Some(slot) => slot.1 = g,
            None => leaves.push((t, g)),
        }
    }
    Ok(())
}

/// A Python backward's answer as one gradient per edge (the tensors themselves: a pass with
/// `create_graph` keeps their graph), in PyTorch's words when it is wrong.
fn python_grads(node: &Node, result: &Value) -> Result<Vec<Option<Rc<TensorObj>>>, PyErr> {
    {
        let py = node.python.as_ref().expect("a Python node");
        let items = match result {
            Value::Tuple(t) => t.to_vec(),
            Value::List(l) => l.borrow().clone(),
            other => vec![other.clone()],
        };
        let expected = py.shapes.len();
        if items.len() != expected {
            return Err(PyErr::runtime_error(format!(
                "function {} returned an incorrect number of gradients (expected {expected}, got {})",
                node.name,
                items.len()
            )));
        }
        let mut out = Vec::with_capacity(expected);
        for (i, (item, shape)) in items.iter().zip(&py.shapes).enumerate() {
            match (item, crate::tensor_of(item), shape) {
                (Value::None, _, _) | (_, _, None) => out.push(None),
                (_, Some(t), Some(shape)) => {
                    if &t.tensor.shape != shape {
                        return Err(PyErr::runtime_error(format!(
                            "Function {} returned an invalid gradient at index {i} - got {:?} but expected shape compatible with {:?}",
                            node.name, t.tensor.shape, shape
                        )));
                    }
                    out.push(Some(t.clone()));
                }
                (_, None, Some(_)) => {
                    return Err(PyErr::type_error(format!(
                        "function {} returned a gradient different than None at position {}, but the corresponding forward input was not a Variable",
                        node.name,
                        i + 1
                    )))
                }
            }
        }
        Ok(out)
    }
}

impl Continuation for Pass {
    fn resume(&mut self, ctx: &mut Ctx, result: Value) -> NativeResult {
        match self.waiting {
            Waiting::Node => {
                let node = self.order[self.pos].clone();
                let grads = self.python_grads(&node, &result)?;
                self.apply(ctx, &node, grads)?;
            }
            Waiting::NodeHook | Waiting::LeafHook => self.hooked(&result)?,
            Waiting::PostHook if !matches!(result, Value::None) => {
                return Err(PyErr::type_error(format!(
                    "expected Variable, but hook returned '{}'",
                    result.type_name()
                ))
                .into());
            }
            Waiting::PostHook | Waiting::No => {}
        }
        self.waiting = Waiting::No;
        match self.run(ctx)? {
            None => self.end(ctx),
            Some((f, arg)) => Err(Flow::call(f, vec![arg], Then::Keep)),
        }
    }
}

fn add(ctx: &mut Ctx, a: &Tensor, b: &Tensor) -> Result<Tensor, Flow> {
    kernels::binary(ctx, tpu_emu::ops::BinaryOp::Add, a, b)
}

/// `leaf.grad += g` for each leaf: the new values are computed first, then written, so a read that
/// interrupts this leaves every `.grad` as it was.
/// A leaf's gradient as its `.grad` holds it: summed to its shape, in its dtype.
fn leaf_grad(ctx: &mut Ctx, leaf: &TensorObj, g: &Tensor) -> Result<Tensor, Flow> {
    let g = kernels::sum_to(ctx, g, &leaf.tensor.shape)?;
    kernels::cast(ctx, &g, leaf.tensor.dtype())
}

fn accumulate(ctx: &mut Ctx, leaves: &[(Rc<TensorObj>, Tensor)]) -> Result<(), Flow> {
    let mut updates = Vec::with_capacity(leaves.len());
    for (leaf, g) in leaves {
        let g = leaf_grad(ctx, leaf, g)?;
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

    /// `torch.set_grad_enabled(mode)`: the mode from now on (its context manager restores the
    /// previous one itself).
    pub fn set(&self, enabled: bool) {
        self.enabled.set(enabled);
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
