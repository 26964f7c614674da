//! `torch.einsum` for the patterns tutorials use: any number of operands, each index letter at most
//! once per operand, explicit (`ij,jk->ik`) or implicit (`ij,jk`: the letters seen once, sorted)
//! output.
//!
//! Like ATen's `sumproduct_pair`, operands are contracted pairwise, left to right, each pair as one
//! batched matmul: a letter is summed away as soon as nothing later needs it, the rest are grouped
//! into batch (both operands and still needed), left, contracted and right dimensions. So an
//! einsum is differentiable views, sums and `bmm`s, and its matmuls reach the MXU as `@` does.

use std::rc::Rc;

use tpu_emu::ops::ReduceOp;
use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use super::autograd::record::value;
use super::methods::views::View;
use super::{as_tensor, reduce, TensorObj};

type Labels = Vec<char>;

/// `torch.einsum(equation, *operands)` or `torch.einsum(equation, [operands])`.
pub(super) fn einsum(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let eq = match a.get(0, "equation") {
        Some(Value::Str(s)) => s.to_string(),
        _ => return Err(PyErr::type_error("einsum(): argument 'equation' must be str").into()),
    };
    let operands: Vec<Value> = match &a.pos[1..] {
        [one @ (Value::List(_) | Value::Tuple(_))] => tpu_lang::builtins::iterate(one)?,
        rest => rest.to_vec(),
    };
    let tensors: Vec<Rc<TensorObj>> = operands
        .iter()
        .map(|v| as_tensor(v, "einsum").cloned())
        .collect::<Result<_, _>>()?;
    let (inputs, output) = parse(&eq, &tensors)?;
    Ok(value(evaluate(ctx, tensors, inputs, &output)?))
}

fn parse(eq: &str, tensors: &[Rc<TensorObj>]) -> Result<(Vec<Labels>, Labels), PyErr> {
    let eq: String = eq.chars().filter(|c| !c.is_whitespace()).collect();
    if eq.contains("...") {
        return Err(PyErr::unsupported("einsum with an ellipsis (...)"));
    }
    let (lhs, rhs) = match eq.split_once("->") {
        Some((l, r)) => (l, Some(r)),
        None => (eq.as_str(), None),
    };
    let inputs: Vec<Labels> = lhs.split(',').map(|s| s.chars().collect()).collect();
    if inputs.len() != tensors.len() {
        return Err(PyErr::runtime_error(if inputs.len() > tensors.len() {
            "einsum(): fewer operands were provided than specified in the equation"
        } else {
            "einsum(): more operands were provided than specified in the equation"
        }));
    }
    for (i, (labels, t)) in inputs.iter().zip(tensors).enumerate() {
        if let Some(c) = labels.iter().find(|c| !c.is_ascii_alphabetic()) {
            return Err(PyErr::runtime_error(format!(
                "einsum(): invalid subscript given at index {}: '{c}'",
                eq.find(*c).unwrap_or(0)
            )));
        }
        if labels.len() != t.tensor.shape.len() {
            return Err(PyErr::runtime_error(format!(
                "einsum(): the number of subscripts in the equation ({}) does not match the number of dimensions ({}) for operand {i} and no ellipsis was given",
                labels.len(),
                t.tensor.shape.len()
            )));
        }
        for (k, c) in labels.iter().enumerate() {
            if let Some(j) = labels[..k].iter().position(|d| d == c) {
                let (m, n) = (t.tensor.shape[j], t.tensor.shape[k]);
                if m != n {
                    return Err(PyErr::runtime_error(format!(
                        "einsum(): subscript {c} is repeated for operand {i} but the sizes don't match, {n} != {m}"
                    )));
                }
            }
        }
    }
    let output: Labels = match rhs {
        Some(r) => {
            let out: Labels = r.chars().collect();
            for (k, c) in out.iter().enumerate() {
                if out[..k].contains(c) {
                    return Err(PyErr::runtime_error(format!(
                        "einsum(): output subscript {c} appears more than once in the output"
                    )));
                }
                if !inputs.iter().any(|l| l.contains(c)) {
                    return Err(PyErr::runtime_error(format!(
                        "einsum(): output subscript {c} does not appear in the equation for any input operand"
                    )));
                }
            }
            out
        }
        None => {
            let mut once: Labels = ('a'..='z')
                .chain('A'..='Z')
                .filter(|c| inputs.iter().flatten().filter(|d| *d == c).count() == 1)
                .collect();
            // PyTorch sorts upper case before lower case (ASCII order).
            tpu_emu::sort::sort(&mut once);
            once
        }
    };
    // Every size of one letter must agree (PyTorch also broadcasts a size of 1; not here).
    let mut sizes: Vec<(char, usize)> = Vec::new();
    for (i, (labels, t)) in inputs.iter().zip(tensors).enumerate() {
        for (c, &n) in labels.iter().zip(&t.tensor.shape) {
            match sizes.iter().find(|(d, _)| d == c) {
                Some(&(_, m)) if m != n => {
                    return Err(PyErr::runtime_error(format!(
                        "einsum(): subscript {c} has size {n} for operand {i} which does not broadcast with previously seen size {m}"
                    )))
                }
                Some(_) => {}
                None => sizes.push((*c, n)),
            }
        }
    }
    Ok((inputs, output))
}

type Out = Result<Rc<TensorObj>, Flow>;

/// Sums `t` over the letters of `labels` that `keep` rejects.
fn sum_out(
    ctx: &mut Ctx,
    t: Rc<TensorObj>,
    labels: &mut Labels,
    keep: impl Fn(char) -> bool,
) -> Out {
    let dims: Vec<usize> = (0..labels.len()).filter(|&d| !keep(labels[d])).collect();
    if dims.is_empty() {
        return Ok(t);
    }
    labels.retain(|&c| keep(c));
    reduce::reduce(ctx, &t, ReduceOp::Sum, Some(dims), false)
}

fn permuted(ctx: &mut Ctx, t: &Rc<TensorObj>, from: &Labels, to: &[char]) -> Out {
    let dims: Vec<usize> = to
        .iter()
        .map(|c| from.iter().position(|d| d == c).expect("letter present"))
        .collect();
    if dims.iter().enumerate().all(|(i, &d)| i == d) {
        return Ok(t.clone());
    }
    View::new(ctx, t).permute(dims)
}

fn size_of(t: &Rc<TensorObj>, labels: &Labels, c: char) -> usize {
    labels
        .iter()
        .position(|&d| d == c)
        .map_or(1, |i| t.tensor.shape[i])
}

/// A letter repeated within one operand (`ii->i`) takes the diagonal: one dimension whose stride
/// is the sum of the repeated ones, a view as `torch.diagonal` is.
fn diagonal(ctx: &mut Ctx, t: Rc<TensorObj>, labels: &mut Labels) -> Out {
    let mut unique: Labels = Vec::new();
    for &c in labels.iter() {
        if !unique.contains(&c) {
            unique.push(c);
        }
    }
    if unique.len() == labels.len() {
        return Ok(t);
    }
    let from = labels.clone();
    let to = unique.clone();
    *labels = unique;
    View::new(ctx, &t).custom(
        "DiagonalBackward0",
        Rc::new(move |x: &Tensor| {
            let mut shape = Vec::with_capacity(to.len());
            let mut strides = Vec::with_capacity(to.len());
            for c in &to {
                let dims: Vec<usize> = (0..from.len()).filter(|&d| from[d] == *c).collect();
                shape.push(x.shape[dims[0]]);
                strides.push(dims.iter().map(|&d| x.strides[d]).sum());
            }
            x.as_view(shape, strides, x.offset)
        }),
    )
}

fn evaluate(
    ctx: &mut Ctx,
    tensors: Vec<Rc<TensorObj>>,
    mut inputs: Vec<Labels>,
    output: &Labels,
) -> Out {
    let n = tensors.len();
    let mut diag = Vec::with_capacity(n);
    for (t, labels) in tensors.into_iter().zip(inputs.iter_mut()) {
        diag.push(diagonal(ctx, t, labels)?);
    }
    let mut ops = diag.into_iter();
    let mut cur = ops
        .next()
        .ok_or_else(|| PyErr::runtime_error("einsum(): must provide at least one operand"))?;
    let mut cur_l = inputs[0].clone();
    for k in 1..n {
        let next = ops.next().expect("one tensor per operand");
        let mut next_l = std::mem::take(&mut inputs[k]);
        // Letters needed after this pair: the output's and the later operands'.
        let later: Labels = output
            .iter()
            .chain(inputs[k + 1..].iter().flatten())
            .copied()
            .collect();
        let (cl, nl) = (cur_l.clone(), next_l.clone());
        cur = sum_out(ctx, cur, &mut cur_l, |c| {
            later.contains(&c) || nl.contains(&c)
        })?;
        let next = sum_out(ctx, next, &mut next_l, |c| {
            later.contains(&c) || cl.contains(&c)
        })?;
        let batch: Labels = cur_l
            .iter()
            .filter(|c| next_l.contains(c) && later.contains(c))
            .copied()
            .collect();
        let contracted: Labels = cur_l
            .iter()
            .filter(|c| next_l.contains(c) && !later.contains(c))
            .copied()
            .collect();
        let left: Labels = cur_l
            .iter()
            .filter(|c| !next_l.contains(c))
            .copied()
            .collect();
        let right: Labels = next_l
            .iter()
            .filter(|c| !cur_l.contains(c))
            .copied()
            .collect();
        let prod = |t: &Rc<TensorObj>, l: &Labels, set: &Labels| -> usize {
            set.iter().map(|&c| size_of(t, l, c)).product()
        };
        let (b, lsz, ksz, rsz) = (
            prod(&cur, &cur_l, &batch).max(prod(&next, &next_l, &batch)),
            prod(&cur, &cur_l, &left),
            prod(&cur, &cur_l, &contracted),
            prod(&next, &next_l, &right),
        );
        let a_order: Labels = batch
            .iter()
            .chain(&left)
            .chain(&contracted)
            .copied()
            .collect();
        let b_order: Labels = batch
            .iter()
            .chain(&contracted)
            .chain(&right)
            .copied()
            .collect();
        let a = permuted(ctx, &cur, &cur_l, &a_order)?;
        let a = View::new(ctx, &a).reshape(&[b, lsz, ksz])?;
        let bt = permuted(ctx, &next, &next_l, &b_order)?;
        let bt = View::new(ctx, &bt).reshape(&[b, ksz, rsz])?;
        let prod_t = reduce::matmul(ctx, &a, &bt)?;
        let mut shape: Vec<usize> = batch
            .iter()
            .map(|&c| size_of(&cur, &cur_l, c).max(size_of(&next, &next_l, c)))
            .collect();
        shape.extend(left.iter().map(|&c| size_of(&cur, &cur_l, c)));
        shape.extend(right.iter().map(|&c| size_of(&next, &next_l, c)));
        cur = View::new(ctx, &prod_t).reshape(&shape)?;
        cur_l = batch.iter().chain(&left).chain(&right).copied().collect();
    }
    cur = sum_out(ctx, cur, &mut cur_l, |c| output.contains(&c))?;
    permuted(ctx, &cur, &cur_l, output)
}
