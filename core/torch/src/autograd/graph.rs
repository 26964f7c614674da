//! Higher-order gradients: `torch.autograd.grad(..., create_graph=True)` and
//! `backward(create_graph=True)`.
//!
//! A first-order pass ([`super::Pass`]) runs each node's rule on raw tensors: fast, and nothing
//! of it is recorded. A pass that creates a graph instead computes each input's gradient with the
//! recorded ops themselves (`g * y` through `binary_diff`, `g @ w` through `matmul`, ...), so the
//! gradients it returns carry a graph that a later `grad` or `backward` differentiates again
//! (a gradient penalty, a physics-informed loss on `d2u/dx2`, a Hessian-vector product).
//!
//! Each op that supports this leaves a [`Graph`] on its node at record time: which op it was and
//! the input objects it saw (reference counts, no copies: recording stays as cheap as before).
//! An input's place in the graph is the node's edge, fixed at record time, so a later in-place
//! op that rebases the input's history does not change what this node differentiates. A node
//! without one (an op whose second derivative is not written yet, a `torch.autograd.Function`)
//! stops the pass with `NotImplementedError` naming it: never a gradient that silently misses a
//! term.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, CompareOp, ReduceOp, UnaryOp};
use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Continuation, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use super::{hooks, topo_order, Edge, Node, FREED};
use crate::autograd::record::{record, view_op};
use crate::methods::views::View;
use crate::{kernels, ops, reduce, TensorObj, TorchCtx};

type R = Result<Rc<TensorObj>, Flow>;

/// The recorded op that maps a linear op's output gradient to its input's.
pub(crate) type Map = Rc<dyn Fn(&mut Ctx, &Rc<TensorObj>) -> R>;

/// How a node's inputs' gradients are computed as recorded ops (see the module's doc).
pub(crate) enum Graph {
    /// The gradient passes through unchanged (a composite's renamed node).
    Identity,
    /// `x op y`.
    Binary(BinaryOp, Rc<TensorObj>, Rc<TensorObj>),
    Unary(UnaryOp, Rc<TensorObj>),
    /// `x @ y` of two matrices, or of two batches of them.
    Mm(Rc<TensorObj>, Rc<TensorObj>),
    Bmm(Rc<TensorObj>, Rc<TensorObj>),
    /// A sum or mean over `dims` of `x` (keepdim as recorded).
    Reduce(ReduceOp, Rc<TensorObj>, Vec<usize>),
    /// A view of a tensor of this shape, by `f`. (The shape, not the base: holding the base
    /// would keep its storage referenced, which an in-place op on the view checks.)
    View(Vec<usize>, Rc<dyn Fn(&Tensor) -> Tensor>),
    /// The gradient of a view: its own gradient is the same view of the incoming one.
    ViewBack(Rc<dyn Fn(&Tensor) -> Tensor>),
    /// `where(cond, x, y)`.
    Where(Tensor, Rc<TensorObj>, Rc<TensorObj>),
    /// `softmax(x, dim)`, or `log_softmax` with `true`.
    Softmax(Rc<TensorObj>, usize, bool),
    /// A cast from the dtype given.
    Cast(tpu_emu::tensor::DType),
    /// A linear op of one input whose gradient is another recorded op, given (`im2col`'s is
    /// `col2im`, and the other way round).
    Map(Map),
    /// A renamed activation over its input (`LeakyReluBackward0` over a `where`): as PyTorch's
    /// `leaky_relu_backward(grad, self)`, the gradient it passes on is linked to the input,
    /// whose own gradient from that link is zero (so a parameter before the activation gets a
    /// zero `.grad` from a gradient penalty, not None).
    Activation(Option<Edge>, Rc<TensorObj>),
}

/// A dropped node's graph gives up the nodes its inputs hold to `pending` (see `Node`'s `Drop`:
/// a chain a million ops long is freed by a loop, not by nested drops).
pub(super) fn release(graph: Option<Graph>, pending: &mut Vec<Rc<Node>>) {
    let Some(graph) = graph else { return };
    fn held(t: Rc<TensorObj>, pending: &mut Vec<Rc<Node>>) {
        if let Ok(obj) = Rc::try_unwrap(t) {
            if let Some(n) = obj.grad_fn.borrow_mut().take() {
                pending.push(n);
            }
        }
    }
    match graph {
        Graph::Binary(_, x, y) | Graph::Mm(x, y) | Graph::Bmm(x, y) | Graph::Where(_, x, y) => {
            held(x, pending);
            held(y, pending);
        }
        Graph::Unary(_, x) | Graph::Reduce(_, x, _) | Graph::Softmax(x, _, _) => held(x, pending),
        Graph::Activation(edge, x) => {
            if let Some(Edge::Node(n)) = edge {
                pending.push(n);
            }
            held(x, pending);
        }
        Graph::Identity | Graph::Cast(_) | Graph::Map(_) | Graph::View(..) | Graph::ViewBack(_) => {
        }
    }
}

/// Leaves `graph` on the node that made `t`, when one was recorded.
pub(crate) fn set(t: &Rc<TensorObj>, graph: impl FnOnce() -> Graph) {
    if let Some(node) = t.grad_fn.borrow().as_ref() {
        let mut held = node.graph.borrow_mut();
        if held.is_none() {
            *held = Some(graph());
        }
    }
}

/// Replaces the graph of the node that made `t` (a rename's `Identity`, made an `Activation`).
/// The node was made just now and nothing else holds it yet.
pub(crate) fn set_again(t: &Rc<TensorObj>, graph: Graph) {
    if let Some(node) = t.grad_fn.borrow_mut().as_mut().and_then(Rc::get_mut) {
        node.graph = RefCell::new(Some(graph));
    }
}

/// An input as the node saw it: its value, with the graph position its edge gives (the leaf
/// itself, the node that made it, or no graph for an input that needs no gradient).
fn alias(edge: &Option<Edge>, t: &Rc<TensorObj>) -> Rc<TensorObj> {
    match edge {
        Some(Edge::Leaf(leaf)) => leaf.clone(),
        Some(Edge::Node(n)) => {
            if t.grad_fn
                .borrow()
                .as_ref()
                .is_some_and(|m| Rc::ptr_eq(m, n))
            {
                return t.clone();
            }
            let a = TensorObj::new(t.tensor.clone(), t.device.get());
            *a.grad_fn.borrow_mut() = Some(n.clone());
            a.requires_grad.set(true);
            Rc::new(a)
        }
        None => Rc::new(TensorObj::new(t.tensor.clone(), t.device.get())),
    }
}

/// A constant (no graph) on `like`'s device.
fn constant(t: Tensor, like: &TensorObj) -> Rc<TensorObj> {
    Rc::new(TensorObj::new(t, like.device.get()))
}

fn bin(ctx: &mut Ctx, op: BinaryOp, a: &Rc<TensorObj>, b: &Rc<TensorObj>) -> R {
    ops::tensors_op(ctx, op, a, b)
}

fn scaled(ctx: &mut Ctx, a: &Rc<TensorObj>, s: f64) -> R {
    ops::scalar_op(ctx, BinaryOp::Mul, a, s)
}

fn un(ctx: &mut Ctx, op: UnaryOp, a: &Rc<TensorObj>) -> R {
    ops::unary(ctx, op, a)
}

/// `t` summed down to `shape` (the gradient of a broadcast), recorded.
fn sum_to(ctx: &mut Ctx, t: &Rc<TensorObj>, shape: &[usize]) -> R {
    let ts = t.tensor.shape.clone();
    if ts == shape {
        return Ok(t.clone());
    }
    let lead = ts.len().saturating_sub(shape.len());
    let dims: Vec<usize> = (0..ts.len())
        .filter(|&d| d < lead || (shape[d - lead] == 1 && ts[d] != 1))
        .collect();
    let r = reduce::reduce(ctx, t, ReduceOp::Sum, Some(dims), true)?;
    View::new(ctx, &r).reshape(shape)
}

/// `g` of a reduction's output shape brought back to `shape` (the reduced dims as size 1, then
/// expanded), recorded.
fn expand_back(ctx: &mut Ctx, g: &Rc<TensorObj>, shape: &[usize], dims: &[usize]) -> R {
    let kept: Vec<usize> = (0..shape.len())
        .map(|d| if dims.contains(&d) { 1 } else { shape[d] })
        .collect();
    let g = View::new(ctx, g).reshape(&kept)?;
    View::new(ctx, &g).expand(shape)
}

/// A comparison of `x` against 0 as a constant mask in `x`'s dtype.
fn mask(ctx: &mut Ctx, op: CompareOp, x: &Rc<TensorObj>) -> R {
    let dtype = x.tensor.dtype();
    let m = kernels::compare(ctx, op, &x.tensor, &kernels::scalar(0.0, dtype))?;
    Ok(constant(kernels::cast(ctx, &m, dtype)?, x))
}

/// `g`, recorded over `g` and `x` with a zero gradient for `x`: the link a piecewise-linear
/// activation's backward (`threshold_backward(grad, self)`) keeps to its input.
fn zero_link(ctx: &mut Ctx, g: &Rc<TensorObj>, x: &Rc<TensorObj>) -> R {
    if !x.requires_grad.get() {
        return Ok(g.clone());
    }
    let (shape, dtype) = (x.tensor.shape.clone(), x.tensor.dtype());
    let out = record(
        ctx,
        g.tensor.clone(),
        g.device.get(),
        "ThresholdBackwardBackward0",
        &[g, x],
        false,
        || {
            Box::new(move |_, gg| {
                Ok(vec![
                    Some(gg.clone()),
                    Some(kernels::full(&shape, 0.0, dtype)),
                ])
            })
        },
    );
    set(&out, || Graph::Identity);
    Ok(out)
}

/// The gradient of a view: `g` added into zeros of the base's shape through the view `f`. Its
/// own gradient is the view of the incoming one, so it records a node whose graph says so.
fn view_back(
    ctx: &mut Ctx,
    g: &Rc<TensorObj>,
    shape: &[usize],
    f: Rc<dyn Fn(&Tensor) -> Tensor>,
) -> R {
    let zeros = kernels::full(shape, 0.0, g.tensor.dtype());
    let region = f(&zeros);
    let offsets = region.element_offsets();
    kernels::assign_at(
        ctx,
        &region,
        offsets,
        &region.shape.clone(),
        &g.tensor,
        true,
    )?;
    let fv = f.clone();
    let out = record(
        ctx,
        zeros,
        g.device.get(),
        "AsStridedScatterBackward0",
        &[g],
        false,
        || Box::new(move |ctx, gg| Ok(vec![Some(kernels::copy(ctx, &fv(gg))?)])),
    );
    set(&out, || Graph::ViewBack(f));
    Ok(out)
}

fn unsupported(node: &Node) -> Flow {
    PyErr::unsupported(&format!(
        "higher-order gradients (create_graph=True) through {}",
        node.name
    ))
    .into()
}

/// The gradient of each of `node`'s inputs (None where an edge needs none), as recorded ops.
fn input_grads(
    ctx: &mut Ctx,
    node: &Node,
    g: &Rc<TensorObj>,
) -> Result<Vec<Option<Rc<TensorObj>>>, Flow> {
    super::versions::check(&node.saved)?;
    let held = node.graph.borrow();
    let Some(graph) = held.as_ref() else {
        return Err(unsupported(node));
    };
    let want = |i: usize| node.edges.get(i).is_some_and(|e| e.is_some());
    Ok(match graph {
        Graph::Identity => vec![Some(g.clone())],
        Graph::Activation(edge, x) => {
            let x = alias(edge, x);
            vec![Some(zero_link(ctx, g, &x)?)]
        }
        Graph::Cast(from) => vec![Some(crate::methods::cast_obj(ctx, g, *from)?)],
        Graph::Map(map) => vec![Some(map(ctx, g)?)],
        Graph::Softmax(x, dim, log) => {
            let x = alias(&node.edges[0], x);
            // The probabilities, recomputed so that they carry x's graph.
            let p = reduce::softmax(ctx, &x, *dim, false)?;
            let gi = if *log {
                // g - p * sum(g)
                let s = reduce::reduce(ctx, g, ReduceOp::Sum, Some(vec![*dim]), true)?;
                let ps = bin(ctx, BinaryOp::Mul, &p, &s)?;
                bin(ctx, BinaryOp::Sub, g, &ps)?
            } else {
                // p * (g - sum(g * p))
                let gp = bin(ctx, BinaryOp::Mul, g, &p)?;
                let s = reduce::reduce(ctx, &gp, ReduceOp::Sum, Some(vec![*dim]), true)?;
                let d = bin(ctx, BinaryOp::Sub, g, &s)?;
                bin(ctx, BinaryOp::Mul, &p, &d)?
            };
            // PyTorch's node for the gradient of a softmax.
            let name = match log {
                true => "LogSoftmaxBackwardDataBackward0",
                false => "SoftmaxBackwardDataBackward0",
            };
            vec![Some(crate::autograd::record::rename(gi, name))]
        }
        Graph::Binary(op, x, y) => {
            let (x, y) = (alias(&node.edges[0], x), alias(&node.edges[1], y));
            let (xs, ys) = (x.tensor.shape.clone(), y.tensor.shape.clone());
            let (ga, gb) = match op {
                BinaryOp::Add => (Some(g.clone()), Some(g.clone())),
                BinaryOp::Sub => (Some(g.clone()), Some(scaled(ctx, g, -1.0)?)),
                BinaryOp::Mul => (
                    want(0)
                        .then(|| bin(ctx, BinaryOp::Mul, g, &y))
                        .transpose()?,
                    want(1)
                        .then(|| bin(ctx, BinaryOp::Mul, g, &x))
                        .transpose()?,
                ),
                BinaryOp::Div => {
                    let ga = want(0)
                        .then(|| bin(ctx, BinaryOp::Div, g, &y))
                        .transpose()?;
                    let gb = match want(1) {
                        true => {
                            // -g * x / y^2
                            let gx = bin(ctx, BinaryOp::Mul, g, &x)?;
                            let yy = bin(ctx, BinaryOp::Mul, &y, &y)?;
                            let q = bin(ctx, BinaryOp::Div, &gx, &yy)?;
                            Some(scaled(ctx, &q, -1.0)?)
                        }
                        false => None,
                    };
                    (ga, gb)
                }
                BinaryOp::Pow => {
                    let ga = match want(0) {
                        true => {
                            // g * y * x^(y - 1)
                            let y1 = ops::scalar_op(ctx, BinaryOp::Sub, &y, 1.0)?;
                            let p = bin(ctx, BinaryOp::Pow, &x, &y1)?;
                            let d = bin(ctx, BinaryOp::Mul, &y, &p)?;
                            Some(bin(ctx, BinaryOp::Mul, g, &d)?)
                        }
                        false => None,
                    };
                    let gb = match want(1) {
                        true => {
                            // g * x^y * ln(x)
                            let p = bin(ctx, BinaryOp::Pow, &x, &y)?;
                            let l = un(ctx, UnaryOp::Log, &x)?;
                            let d = bin(ctx, BinaryOp::Mul, &p, &l)?;
                            Some(bin(ctx, BinaryOp::Mul, g, &d)?)
                        }
                        false => None,
                    };
                    (ga, gb)
                }
                _ => return Err(unsupported(node)),
            };
            vec![
                ga.filter(|_| want(0))
                    .map(|t| sum_to(ctx, &t, &xs))
                    .transpose()?,
                gb.filter(|_| want(1))
                    .map(|t| sum_to(ctx, &t, &ys))
                    .transpose()?,
            ]
        }
        Graph::Unary(op, x) => {
            let x = alias(&node.edges[0], x);
            vec![Some(unary_grad(ctx, node, *op, &x, g)?)]
        }
        Graph::Mm(a, b) | Graph::Bmm(a, b) => {
            let (a, b) = (alias(&node.edges[0], a), alias(&node.edges[1], b));
            let (d0, d1) = match graph {
                Graph::Mm(..) => (0, 1),
                _ => (1, 2),
            };
            let ga = match want(0) {
                true => {
                    let bt = View::new(ctx, &b).transpose(d0, d1, "TransposeBackward0")?;
                    Some(reduce::matmul(ctx, g, &bt)?)
                }
                false => None,
            };
            let gb = match want(1) {
                true => {
                    let at = View::new(ctx, &a).transpose(d0, d1, "TransposeBackward0")?;
                    Some(reduce::matmul(ctx, &at, g)?)
                }
                false => None,
            };
            vec![ga, gb]
        }
        Graph::Reduce(op, x, dims) => {
            let shape = x.tensor.shape.clone();
            let ge = expand_back(ctx, g, &shape, dims)?;
            let gi = match op {
                ReduceOp::Sum => ge,
                ReduceOp::Mean => {
                    let n: usize = dims.iter().map(|&d| shape[d]).product();
                    ops::scalar_op(ctx, BinaryOp::Div, &ge, n.max(1) as f64)?
                }
                ReduceOp::Var { correction } => {
                    // g * 2 (x - mean) / (n - correction), the mean recomputed with x's graph.
                    let x = alias(&node.edges[0], x);
                    let n: usize = dims.iter().map(|&d| shape[d]).product();
                    let mean = reduce::reduce(ctx, &x, ReduceOp::Mean, Some(dims.clone()), true)?;
                    let mean = View::new(ctx, &mean).expand(&shape)?;
                    let centred = bin(ctx, BinaryOp::Sub, &x, &mean)?;
                    let d = scaled(ctx, &centred, 2.0 / (n as f64 - correction))?;
                    bin(ctx, BinaryOp::Mul, &ge, &d)?
                }
                ReduceOp::Norm => {
                    // g * x / ||x||, the norm recomputed so that it carries x's graph.
                    let x = alias(&node.edges[0], x);
                    let norm = reduce::reduce(ctx, &x, ReduceOp::Norm, Some(dims.clone()), true)?;
                    let norm = View::new(ctx, &norm).expand(&shape)?;
                    let q = bin(ctx, BinaryOp::Div, &x, &norm)?;
                    bin(ctx, BinaryOp::Mul, &ge, &q)?
                }
                _ => return Err(unsupported(node)),
            };
            vec![Some(gi)]
        }
        Graph::View(shape, f) => vec![Some(view_back(ctx, g, shape, f.clone())?)],
        Graph::ViewBack(f) => vec![Some(view_op(ctx, g, "AsStridedBackward0", f.clone()))],
        Graph::Where(cond, x, y) => {
            let dtype = g.tensor.dtype();
            let m = constant(kernels::cast(ctx, cond, dtype)?, g);
            let ga = match want(0) {
                true => {
                    let gm = bin(ctx, BinaryOp::Mul, g, &m)?;
                    Some(sum_to(ctx, &gm, &x.tensor.shape)?)
                }
                false => None,
            };
            let gb = match want(1) {
                true => {
                    let gm = bin(ctx, BinaryOp::Mul, g, &m)?;
                    let rest = bin(ctx, BinaryOp::Sub, g, &gm)?;
                    Some(sum_to(ctx, &rest, &y.tensor.shape)?)
                }
                false => None,
            };
            vec![ga, gb]
        }
    })
}

/// A unary op's input gradient as recorded ops, under PyTorch's node name where PyTorch has a
/// backward kernel of its own for it (`tanh_backward`: `TanhBackwardBackward0`); the others are
/// PyTorch's formulas over ordinary ops, whose nodes these are too.
fn unary_grad(ctx: &mut Ctx, node: &Node, op: UnaryOp, x: &Rc<TensorObj>, g: &Rc<TensorObj>) -> R {
    let gi = unary_formula(ctx, node, op, x, g)?;
    let name = match op {
        UnaryOp::Tanh => "TanhBackwardBackward0",
        UnaryOp::Sigmoid => "SigmoidBackwardBackward0",
        UnaryOp::Softplus => "SoftplusBackwardBackward0",
        UnaryOp::Gelu => "GeluBackwardBackward0",
        UnaryOp::Silu => "SiluBackwardBackward0",
        _ => return Ok(gi),
    };
    Ok(crate::autograd::record::rename(gi, name))
}

fn unary_formula(
    ctx: &mut Ctx,
    node: &Node,
    op: UnaryOp,
    x: &Rc<TensorObj>,
    g: &Rc<TensorObj>,
) -> R {
    let d = match op {
        UnaryOp::Copy => return Ok(g.clone()),
        UnaryOp::Neg => return scaled(ctx, g, -1.0),
        UnaryOp::Exp => un(ctx, UnaryOp::Exp, x)?,
        UnaryOp::Expm1 => un(ctx, UnaryOp::Exp, x)?,
        UnaryOp::Log => return bin(ctx, BinaryOp::Div, g, x),
        UnaryOp::Log1p => {
            let x1 = ops::scalar_op(ctx, BinaryOp::Add, x, 1.0)?;
            return bin(ctx, BinaryOp::Div, g, &x1);
        }
        UnaryOp::Sqrt => {
            let s = un(ctx, UnaryOp::Sqrt, x)?;
            let s2 = scaled(ctx, &s, 2.0)?;
            return bin(ctx, BinaryOp::Div, g, &s2);
        }
        UnaryOp::Reciprocal => {
            let xx = bin(ctx, BinaryOp::Mul, x, x)?;
            let q = bin(ctx, BinaryOp::Div, g, &xx)?;
            return scaled(ctx, &q, -1.0);
        }
        UnaryOp::Square => scaled(ctx, x, 2.0)?,
        UnaryOp::Sin => un(ctx, UnaryOp::Cos, x)?,
        UnaryOp::Cos => {
            let s = un(ctx, UnaryOp::Sin, x)?;
            scaled(ctx, &s, -1.0)?
        }
        UnaryOp::Tanh => {
            // 1 - tanh(x)^2
            let t = un(ctx, UnaryOp::Tanh, x)?;
            let tt = bin(ctx, BinaryOp::Mul, &t, &t)?;
            let neg = scaled(ctx, &tt, -1.0)?;
            ops::scalar_op(ctx, BinaryOp::Add, &neg, 1.0)?
        }
        UnaryOp::Sigmoid => {
            // s * (1 - s)
            let s = un(ctx, UnaryOp::Sigmoid, x)?;
            let ns = scaled(ctx, &s, -1.0)?;
            let one_minus = ops::scalar_op(ctx, BinaryOp::Add, &ns, 1.0)?;
            bin(ctx, BinaryOp::Mul, &s, &one_minus)?
        }
        UnaryOp::Silu => {
            // s * (1 + x * (1 - s))
            let s = un(ctx, UnaryOp::Sigmoid, x)?;
            let ns = scaled(ctx, &s, -1.0)?;
            let one_minus = ops::scalar_op(ctx, BinaryOp::Add, &ns, 1.0)?;
            let xo = bin(ctx, BinaryOp::Mul, x, &one_minus)?;
            let inner = ops::scalar_op(ctx, BinaryOp::Add, &xo, 1.0)?;
            bin(ctx, BinaryOp::Mul, &s, &inner)?
        }
        UnaryOp::Softplus => un(ctx, UnaryOp::Sigmoid, x)?,
        UnaryOp::Rsqrt => {
            // -r^3 / 2
            let r = un(ctx, UnaryOp::Rsqrt, x)?;
            let r2 = bin(ctx, BinaryOp::Mul, &r, &r)?;
            let r3 = bin(ctx, BinaryOp::Mul, &r2, &r)?;
            scaled(ctx, &r3, -0.5)?
        }
        UnaryOp::Sinh => un(ctx, UnaryOp::Cosh, x)?,
        UnaryOp::Cosh => un(ctx, UnaryOp::Sinh, x)?,
        UnaryOp::Tan => {
            let t = un(ctx, UnaryOp::Tan, x)?;
            let tt = bin(ctx, BinaryOp::Mul, &t, &t)?;
            ops::scalar_op(ctx, BinaryOp::Add, &tt, 1.0)?
        }
        UnaryOp::Atan | UnaryOp::Atanh | UnaryOp::Asinh => {
            // 1 / (1 + x^2), 1 / (1 - x^2), 1 / sqrt(x^2 + 1)
            let xx = bin(ctx, BinaryOp::Mul, x, x)?;
            let (sign, root) = match op {
                UnaryOp::Atan => (1.0, false),
                UnaryOp::Atanh => (-1.0, false),
                _ => (1.0, true),
            };
            let s = scaled(ctx, &xx, sign)?;
            let den = ops::scalar_op(ctx, BinaryOp::Add, &s, 1.0)?;
            if root {
                un(ctx, UnaryOp::Rsqrt, &den)?
            } else {
                un(ctx, UnaryOp::Reciprocal, &den)?
            }
        }
        UnaryOp::Asin | UnaryOp::Acos => {
            // ±1 / sqrt(1 - x^2)
            let xx = bin(ctx, BinaryOp::Mul, x, x)?;
            let s = scaled(ctx, &xx, -1.0)?;
            let den = ops::scalar_op(ctx, BinaryOp::Add, &s, 1.0)?;
            let r = un(ctx, UnaryOp::Rsqrt, &den)?;
            match op {
                UnaryOp::Asin => r,
                _ => scaled(ctx, &r, -1.0)?,
            }
        }
        UnaryOp::Log2 | UnaryOp::Log10 => {
            let ln = if op == UnaryOp::Log2 {
                std::f64::consts::LN_2
            } else {
                std::f64::consts::LN_10
            };
            let xs = scaled(ctx, x, ln)?;
            return bin(ctx, BinaryOp::Div, g, &xs);
        }
        UnaryOp::Exp2 => {
            let e = un(ctx, UnaryOp::Exp2, x)?;
            scaled(ctx, &e, std::f64::consts::LN_2)?
        }
        UnaryOp::Erf | UnaryOp::Erfc => {
            // ±2/sqrt(pi) exp(-x^2)
            let xx = bin(ctx, BinaryOp::Mul, x, x)?;
            let n = scaled(ctx, &xx, -1.0)?;
            let e = un(ctx, UnaryOp::Exp, &n)?;
            let k = std::f64::consts::FRAC_2_SQRT_PI * if op == UnaryOp::Erf { 1.0 } else { -1.0 };
            scaled(ctx, &e, k)?
        }
        UnaryOp::Gelu => {
            // Phi(x) + x phi(x), Phi(x) = (1 + erf(x / sqrt 2)) / 2
            let xs = scaled(ctx, x, std::f64::consts::FRAC_1_SQRT_2)?;
            let erf = un(ctx, UnaryOp::Erf, &xs)?;
            let erf1 = ops::scalar_op(ctx, BinaryOp::Add, &erf, 1.0)?;
            let cdf = scaled(ctx, &erf1, 0.5)?;
            let xx = bin(ctx, BinaryOp::Mul, x, x)?;
            let n = scaled(ctx, &xx, -0.5)?;
            let e = un(ctx, UnaryOp::Exp, &n)?;
            let pdf = scaled(
                ctx,
                &e,
                0.5 * std::f64::consts::FRAC_2_SQRT_PI * std::f64::consts::FRAC_1_SQRT_2,
            )?;
            let xpdf = bin(ctx, BinaryOp::Mul, x, &pdf)?;
            bin(ctx, BinaryOp::Add, &cdf, &xpdf)?
        }
        // Piecewise-linear: a mask, whose own derivative is zero, linked to the input as
        // PyTorch's threshold_backward is.
        UnaryOp::Relu => {
            let m = mask(ctx, CompareOp::Gt, x)?;
            let gm = bin(ctx, BinaryOp::Mul, g, &m)?;
            return zero_link(ctx, &gm, x);
        }
        UnaryOp::Abs => {
            let pos = mask(ctx, CompareOp::Gt, x)?;
            let neg = mask(ctx, CompareOp::Lt, x)?;
            let sign = bin(ctx, BinaryOp::Sub, &pos, &neg)?;
            let gs = bin(ctx, BinaryOp::Mul, g, &sign)?;
            return zero_link(ctx, &gs, x);
        }
        UnaryOp::Sign | UnaryOp::Floor | UnaryOp::Ceil | UnaryOp::Round | UnaryOp::Trunc => {
            return scaled(ctx, g, 0.0)
        }
        UnaryOp::Frac => return Ok(g.clone()),
        _ => return Err(unsupported(node)),
    };
    bin(ctx, BinaryOp::Mul, g, &d)
}

/// What a pass with `create_graph` answers when it ends.
#[derive(Clone, Copy)]
pub(crate) enum Finish {
    /// `torch.autograd.grad`: the targets' gradients, as a tuple.
    Grad,
    /// `backward()`: each leaf's `.grad` written.
    Backward,
}

/// A backward pass whose gradients carry a graph, from `roots` (each output with its
/// gradient). Grad mode is on while it runs, whatever the caller's; a `torch.autograd.Function`'s
/// node calls its Python backward (under `enable_grad`, so that its ops record) and the pass
/// resumes with the answer.
pub(crate) fn start(
    ctx: &mut Ctx,
    roots: Vec<(Rc<TensorObj>, Rc<TensorObj>)>,
    targets: Vec<Rc<TensorObj>>,
    finish: Finish,
) -> NativeResult {
    let mut pass = GraphPass {
        order: Vec::new(),
        pos: 0,
        grads: HashMap::new(),
        leaves: Vec::new(),
        found: vec![None; targets.len()],
        targets,
        finish,
    };
    let mut nodes = Vec::new();
    for (root, g) in roots {
        let node = root.grad_fn.borrow().clone();
        match node {
            Some(node) => {
                with_grad(ctx, |ctx| {
                    accumulate_into(ctx, &mut pass.grads, Rc::as_ptr(&node), g)
                })?;
                nodes.push(node);
            }
            None => with_grad(ctx, |ctx| add_leaf(ctx, &mut pass.leaves, &root, g))?,
        }
    }
    pass.order = topo_order(&nodes);
    pass.go(ctx)
}

/// `f` with grad mode on, restored after whatever `f` answers.
fn with_grad<T>(ctx: &mut Ctx, f: impl FnOnce(&mut Ctx) -> Result<T, Flow>) -> Result<T, Flow> {
    ctx.torch_ref().grad_mode.enter(true);
    let out = f(ctx);
    ctx.torch_ref().grad_mode.exit();
    out
}

pub(crate) struct GraphPass {
    order: Vec<Rc<Node>>,
    pos: usize,
    grads: HashMap<*const Node, Rc<TensorObj>>,
    leaves: Vec<(Rc<TensorObj>, Rc<TensorObj>)>,
    targets: Vec<Rc<TensorObj>>,
    found: Vec<Option<Rc<TensorObj>>>,
    finish: Finish,
}

impl std::fmt::Debug for GraphPass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "<backward pass creating a graph, at node {} of {}>",
            self.pos,
            self.order.len()
        )
    }
}

impl GraphPass {
    /// Runs to the end, or to a Python node's call (the pass resumes with its answer).
    fn go(mut self, ctx: &mut Ctx) -> NativeResult {
        match with_grad(ctx, |ctx| self.run(ctx))? {
            None => self.end(ctx),
            Some((f, arg)) => Err(Flow::Call(Box::new(tpu_lang::native::PyCall {
                func: f,
                args: tpu_lang::native::Args {
                    pos: vec![arg],
                    kw: vec![(Rc::from("create_graph"), tpu_lang::value::Value::Bool(true))],
                },
                then: tpu_lang::native::Then::Resume(Box::new(self)),
            }))),
        }
    }

    fn run(&mut self, ctx: &mut Ctx) -> Result<Option<(Value, Value)>, Flow> {
        while let Some(node) = self.order.get(self.pos).cloned() {
            let Some(g) = self.grads.get(&Rc::as_ptr(&node)).cloned() else {
                self.pos += 1;
                continue;
            };
            if hooks::any() {
                let (queue, retain) = hooks::of_node(&node);
                if !queue.is_empty() {
                    return Err(PyErr::unsupported(
                        "tensor hooks in a backward pass with create_graph=True",
                    )
                    .into());
                }
                if let Some(t) = retain {
                    *t.grad.borrow_mut() = Some(g.clone());
                }
            }
            for (t, slot) in self.targets.iter().zip(self.found.iter_mut()) {
                if t.grad_fn
                    .borrow()
                    .as_ref()
                    .is_some_and(|n| Rc::ptr_eq(n, &node))
                {
                    *slot = Some(g.clone());
                }
            }
            if node.freed.get() && node.saves {
                return Err(PyErr::runtime_error(FREED).into());
            }
            if node.python.is_some() {
                return Ok(Some((
                    node.python
                        .as_ref()
                        .map(|p| p.func.clone())
                        .unwrap_or(Value::None),
                    crate::autograd::record::value(g),
                )));
            }
            let input_grads = input_grads(ctx, &node, &g)?;
            self.apply(ctx, &node, input_grads)?;
        }
        Ok(None)
    }

    /// Sends node `pos`'s input gradients along its edges and moves past it.
    fn apply(
        &mut self,
        ctx: &mut Ctx,
        node: &Rc<Node>,
        input_grads: Vec<Option<Rc<TensorObj>>>,
    ) -> Result<(), Flow> {
        super::send_along_edges(
            node,
            input_grads,
            &mut self.grads,
            &mut self.leaves,
            |a, b| bin(ctx, BinaryOp::Add, a, b),
        )?;
        self.pos += 1;
        Ok(())
    }

    fn end(&mut self, ctx: &mut Ctx) -> NativeResult {
        let result = with_grad(ctx, |ctx| {
            for (t, slot) in self.targets.iter().zip(self.found.iter_mut()) {
                if let Some((leaf, g)) = self.leaves.iter().find(|(l, _)| Rc::ptr_eq(l, t)) {
                    *slot = Some(sum_to(ctx, g, &leaf.tensor.shape)?);
                }
            }
            match self.finish {
                Finish::Grad => Ok(Some(Value::tuple(
                    self.found
                        .iter()
                        .map(|g| {
                            g.clone()
                                .map_or(Value::None, crate::autograd::record::value)
                        })
                        .collect(),
                ))),
                Finish::Backward => {
                    write_grads(ctx, std::mem::take(&mut self.leaves))?;
                    Ok(None)
                }
            }
        })?;
        let after = crate::methods::after_backward(ctx)?;
        Ok(result.unwrap_or(after))
    }
}

impl Continuation for GraphPass {
    fn resume(&mut self, ctx: &mut Ctx, result: Value) -> NativeResult {
        let node = self.order[self.pos].clone();
        let grads = super::python_grads(&node, &result)?;
        with_grad(ctx, |ctx| self.apply(ctx, &node, grads))?;
        // (A pass is resumed in place: the rest of it runs as `go` would.)
        match with_grad(ctx, |ctx| self.run(ctx))? {
            None => self.end(ctx),
            Some((f, arg)) => Err(Flow::Call(Box::new(tpu_lang::native::PyCall {
                func: f,
                args: tpu_lang::native::Args {
                    pos: vec![arg],
                    kw: vec![(Rc::from("create_graph"), Value::Bool(true))],
                },
                then: tpu_lang::native::Then::Keep,
            }))),
        }
    }
}

fn accumulate_into(
    ctx: &mut Ctx,
    grads: &mut HashMap<*const Node, Rc<TensorObj>>,
    key: *const Node,
    g: Rc<TensorObj>,
) -> Result<(), Flow> {
    let sum = match grads.get(&key) {
        Some(prev) => bin(ctx, BinaryOp::Add, prev, &g)?,
        None => g,
    };
    grads.insert(key, sum);
    Ok(())
}

fn add_leaf(
    ctx: &mut Ctx,
    leaves: &mut Vec<(Rc<TensorObj>, Rc<TensorObj>)>,
    leaf: &Rc<TensorObj>,
    g: Rc<TensorObj>,
) -> Result<(), Flow> {
    match leaves.iter_mut().find(|(l, _)| Rc::ptr_eq(l, leaf)) {
        Some(slot) => slot.1 = bin(ctx, BinaryOp::Add, &slot.1, &g)?,
        None => leaves.push((leaf.clone(), g)),
    }
    Ok(())
}

/// `backward(create_graph=True)`'s end: each leaf's `.grad` becomes (or is added to, by a
/// recorded add) its gradient, which carries a graph.
fn write_grads(ctx: &mut Ctx, leaves: Vec<(Rc<TensorObj>, Rc<TensorObj>)>) -> Result<(), Flow> {
    let mut updates = Vec::with_capacity(leaves.len());
    for (leaf, g) in leaves {
        let g = sum_to(ctx, &g, &leaf.tensor.shape)?;
        let g = crate::methods::cast_obj(ctx, &g, leaf.tensor.dtype())?;
        let existing = leaf.grad.borrow().clone();
        let new = match existing {
            Some(old) => bin(ctx, BinaryOp::Add, &old, &g)?,
            // A copy (PyTorch's AccumulateGrad stores one, as `CopyBackwards`), so that the
            // `.grad` is not an object of the graph that an in-place update would change.
            None => {
                let c = un(ctx, UnaryOp::Copy, &g)?;
                crate::autograd::record::rename(c, "CopyBackwards")
            }
        };
        updates.push((leaf, new));
    }
    for (leaf, new) in updates {
        *leaf.grad.borrow_mut() = Some(new);
    }
    Ok(())
}
