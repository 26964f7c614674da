//! `forward` of the built-in modules: each module's computation through the functional ops, with
//! its inputs checked as PyTorch's modules check them.

use std::rc::Rc;

use tpu_emu::ops::BinaryOp;
use tpu_lang::native::{Args, Ctx, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::value;
use crate::methods::views::View;
use crate::nn::functional;
use crate::{as_tensor, ops, reduce, TensorObj};

use super::{Kind, NnModule};

fn first_tensor(a: &Args) -> Result<Rc<TensorObj>, PyErr> {
    Ok(as_tensor(a.pos.first().unwrap_or(&Value::None), "forward")?.clone())
}

/// `forward(input=x)` / `loss(input=y, target=t)`: PyTorch's parameter names given as keywords
/// become the positional arguments the natives read.
fn positional_inputs(a: &Args) -> Result<Option<Args>, PyErr> {
    if !a.kw.iter().any(|(k, _)| matches!(&**k, "input" | "target")) {
        return Ok(None);
    }
    let mut out = Args {
        pos: a.pos.clone(),
        kw: Vec::new(),
    };
    for (i, name) in ["input", "target"].into_iter().enumerate() {
        if let Some((_, v)) = a.kw.iter().find(|(k, _)| &**k == name) {
            if out.pos.len() != i {
                return Err(PyErr::type_error(format!(
                    "forward() got multiple values for argument '{name}'"
                )));
            }
            out.pos.push(v.clone());
        }
    }
    out.kw =
        a.kw.iter()
            .filter(|(k, _)| !matches!(&**k, "input" | "target"))
            .cloned()
            .collect();
    Ok(Some(out))
}

/// The arguments checked as Python checks PyTorch's `forward(self, input)` (a loss's
/// `forward(self, input, target)`): one too many or too few is its TypeError, not ignored.
fn check_arity(m: &NnModule, a: &Args) -> Result<(), PyErr> {
    let names: &[&str] = match &m.kind {
        Kind::ClassLoss { .. } | Kind::BceWithLogits { .. } | Kind::Loss { .. } => {
            &["input", "target"]
        }
        _ => &["input"],
    };
    let cls = m.class_name();
    if let Some((k, _)) = a.kw.first() {
        return Err(PyErr::type_error(format!(
            "{cls}.forward() got an unexpected keyword argument '{k}'"
        )));
    }
    let n = a.pos.len();
    if n > names.len() {
        return Err(PyErr::type_error(format!(
            "{cls}.forward() takes {} positional arguments but {} were given",
            names.len() + 1,
            n + 1
        )));
    }
    let missing: Vec<String> = names[n..].iter().map(|s| format!("'{s}'")).collect();
    match missing.len() {
        0 => Ok(()),
        1 => Err(PyErr::type_error(format!(
            "{cls}.forward() missing 1 required positional argument: {}",
            missing[0]
        ))),
        k => Err(PyErr::type_error(format!(
            "{cls}.forward() missing {k} required positional arguments: {}",
            missing.join(" and ")
        ))),
    }
}

/// `module(x)`.
pub fn forward(ctx: &mut Ctx, m: &Rc<NnModule>, a: &Args) -> NativeResult {
    if let Some(moved) = positional_inputs(a)? {
        return forward(ctx, m, &moved);
    }
    check_arity(m, a)?;
    match &m.kind {
        Kind::Linear { .. } => {
            let x = first_tensor(a)?;
            let (w, b) = m.weight_bias();
            let w = w.ok_or_else(|| PyErr::runtime_error("Linear has no weight"))?;
            let wt = View::new(ctx, &w).transpose(0, 1, "TBackward0")?;
            match b {
                Some(b) if x.tensor.shape.len() >= 2 => {
                    Ok(value(crate::linear::affine(ctx, &x, &wt, &b)?))
                }
                Some(b) => {
                    // A vector with a bias is ATen's addmm of one row (its check, its words).
                    let (xs, ws) = (&x.tensor.shape, &wt.tensor.shape);
                    if xs.len() == 1 && ws.len() == 2 && xs[0] != ws[0] {
                        return Err(PyErr::runtime_error(format!(
                            "addmm: mat1 and mat2 shapes cannot be multiplied (1x{} and {}x{})",
                            xs[0], ws[0], ws[1]
                        ))
                        .into());
                    }
                    let y = reduce::matmul(ctx, &x, &wt)?;
                    let b = crate::methods::cast_obj(ctx, &b, y.tensor.dtype())?;
                    Ok(value(ops::tensors_op(ctx, BinaryOp::Add, &y, &b)?))
                }
                None => Ok(value(reduce::matmul(ctx, &x, &wt)?)),
            }
        }
        Kind::LayerNorm { shape, eps, .. } => {
            let x = first_tensor(a)?;
            let (w, b) = m.weight_bias();
            Ok(value(functional::layer_norm(
                ctx,
                &x,
                shape,
                w.as_ref(),
                b.as_ref(),
                *eps,
            )?))
        }
        Kind::Activation(op, inplace) => {
            let x = first_tensor(a)?;
            match inplace {
                true => activation_inplace(ctx, &x, *op),
                false => Ok(value(ops::unary(ctx, *op, &x)?)),
            }
        }
        Kind::Identity => Ok(a.pos.first().cloned().unwrap_or(Value::None)),
        Kind::Softmax { dim } => {
            let x = first_tensor(a)?;
            let nd = x.tensor.shape.len();
            let d = match dim {
                Some(d) => tpu_emu::tensor::view::wrap_dim(*d, nd)?,
                None => usize::from(!(nd == 0 || nd == 1 || nd == 3)),
            };
            Ok(value(reduce::softmax(ctx, &x, d, false)?))
        }
        Kind::Dropout { inplace, .. } => {
            let x = first_tensor(a)?;
            let training = m.training.get();
            // A `p` the program assigned is checked here, as F.dropout checks it in PyTorch.
            let p = match m.extra_attr("p") {
                Some(v) => functional::dropout_p(Some(&v))?,
                None => m.dropout_p(),
            };
            functional::dropout(ctx, &x, p, training, *inplace)
        }
        Kind::Embedding { padding_idx, .. } => {
            let ids = first_tensor(a)?;
            let w = m
                .weight_bias()
                .0
                .ok_or_else(|| PyErr::runtime_error("Embedding has no weight"))?;
            Ok(value(crate::nn::losses::embedding(
                ctx,
                &ids,
                &w,
                *padding_idx,
            )?))
        }
        Kind::ClassLoss { opts, log_probs } => {
            let x = first_tensor(a)?;
            let t = as_tensor(a.pos.get(1).unwrap_or(&Value::None), "loss")?.clone();
            Ok(value(crate::nn::losses::class_loss(
                ctx, &x, &t, opts, *log_probs,
            )?))
        }
        Kind::BceWithLogits { reduction } => {
            let x = first_tensor(a)?;
            let t = as_tensor(a.pos.get(1).unwrap_or(&Value::None), "loss")?.clone();
            Ok(value(crate::nn::losses::bce_with_logits(
                ctx, &x, &t, reduction,
            )?))
        }
        Kind::Loss { l1, reduction } => {
            let args = Args {
                pos: a.pos.clone(),
                kw: vec![(Rc::from("reduction"), Value::str(reduction))],
            };
            functional::loss(ctx, &args, *l1)
        }
    }
}

/// An activation's `inplace=True` (`nn.ReLU(inplace=True)`, `F.relu(x, inplace=True)`): the input
/// written in place (`relu_`), as PyTorch's, also where autograd records it (the in-place op's
/// node replaces its history). Where that input's storage is shared besides (a view, a tensor a
/// backward saved), which the playground's in-place ops refuse under autograd, the result is a
/// new tensor with the same values instead: the values and gradients are PyTorch's, only the
/// input keeps its old values.
pub(crate) fn activation_inplace(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    op: tpu_emu::ops::UnaryOp,
) -> NativeResult {
    let shared = crate::ops::needs_rebase(ctx, x) && Rc::strong_count(&x.tensor.storage) > 1;
    if !shared {
        let name = format!("{}_", op.name());
        if let Some((_, f)) = crate::pointwise::UNARY_INPLACE
            .iter()
            .find(|(n, _)| *n == name)
        {
            return f(
                ctx,
                &Args {
                    pos: vec![value(x.clone())],
                    kw: Vec::new(),
                },
            );
        }
    }
    Ok(value(ops::unary(ctx, op, x)?))
}
