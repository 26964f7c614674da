//! The built-in modules' constructors (`nn.Linear`, `nn.LayerNorm`, `nn.Embedding`, `nn.Dropout`,
//! the activations and losses ...): their arguments checked as PyTorch's, their parameters drawn
//! from the seeded generator as `reset_parameters` draws them, on the device asked for.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_emu::tensor::rng::{kaiming_uniform_bound, linear_bias_bound};
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Args, Ctx, Flow, NativeResult, PyCall, Then};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::nn::functional;
use crate::TorchCtx;
use crate::{Device, TensorObj, TorchValue};

use super::{Kind, NnModule};

/// A module whose parameters are not float32 (`dtype=torch.float64`, or no `dtype=` after
/// `torch.set_default_dtype(torch.float64)`) is made by its Python twin
/// (`torch/nn/_native_twins.py`, through `torch.nn._twin`), which draws and computes in the
/// dtype asked for as PyTorch's `reset_parameters` does; the native modules hold float32.
fn twin_unless_float32(ctx: &mut Ctx, a: &Args, name: &str) -> Result<(), Flow> {
    let dtype = crate::creation::dtype_kw(a)?.unwrap_or_else(crate::precision::default_float);
    if dtype == DType::Float32 {
        return Ok(());
    }
    Err(to_twin(ctx, a, name))
}

/// The call of `torch.nn._twin(name, *args, **kwargs)`: the module made by its Python twin.
fn to_twin(ctx: &mut Ctx, a: &Args, name: &str) -> Flow {
    let func = match crate::nn::python_attr(ctx, "_twin") {
        Ok(f) => f,
        Err(e) => return e.into(),
    };
    let mut pos = vec![Value::str(name)];
    pos.extend(a.pos.iter().cloned());
    Flow::Call(Box::new(PyCall {
        func,
        args: Args {
            pos,
            kw: a.kw.clone(),
        },
        then: Then::Tail,
    }))
}

/// Whether an Embedding renormalizes its rows (`max_norm`, at `first`, or a `norm_type` other
/// than 2 after it): the Python twin does, at each lookup, as PyTorch's module does.
fn renormalizes(a: &Args, first: usize) -> bool {
    let max_norm = a
        .get(first, "max_norm")
        .is_some_and(|v| !matches!(v, Value::None));
    let norm_type = a.get(first + 1, "norm_type").is_some_and(|v| match v {
        Value::Int(i) => *i != 2,
        Value::Float(f) => *f != 2.0,
        _ => true,
    });
    max_norm || norm_type
}

/// `nn.Embedding(num_embeddings, embedding_dim, padding_idx=None)`: weight ~ N(0, 1).
pub(super) fn embedding(ctx: &mut Ctx, a: &Args) -> NativeResult {
    twin_unless_float32(ctx, a, "Embedding")?;
    if renormalizes(a, 3) {
        return Err(to_twin(ctx, a, "Embedding"));
    }
    let num = size(a.get(0, "num_embeddings"), "num_embeddings")?;
    let dim = size(a.get(1, "embedding_dim"), "embedding_dim")?;
    unsupported_embedding_options(a, 3, "nn.Embedding")?;
    if a.kwarg("_weight").is_some() || a.kwarg("_freeze").is_some() {
        return Err(PyErr::unsupported("nn.Embedding's arguments '_weight' and '_freeze'").into());
    }
    crate::creation::check_numel(&[num, dim])?;
    let padding_idx = match a.get(2, "padding_idx") {
        Some(Value::Int(p)) => {
            let q = if *p < 0 { p + num as i64 } else { *p };
            if q < 0 || q as usize >= num {
                return Err(
                    PyErr::runtime_error("Padding_idx must be within num_embeddings").into(),
                );
            }
            Some(q)
        }
        _ => None,
    };
    let w = crate::nn::losses::embedding_weight(ctx, num, dim, padding_idx);
    let m = NnModule {
        kind: Kind::Embedding {
            num,
            dim,
            padding_idx,
        },
        params: RefCell::new(vec![("weight", parameter(w))]),
        children: RefCell::default(),
        training: Cell::new(true),
        extra: RefCell::default(),
    };
    placed(ctx, m, a)
}

/// `nn.Embedding.from_pretrained(embeddings, freeze=True, padding_idx=None)`: an Embedding whose
/// weight is a Parameter over `embeddings`' storage (nothing drawn), trainable unless frozen.
pub(crate) fn embedding_from_pretrained(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let none = Value::None;
    let e = crate::as_tensor(a.get(0, "embeddings").unwrap_or(&none), "from_pretrained")?;
    if e.tensor.shape.len() != 2 {
        return Err(PyErr::new(
            "AssertionError",
            "Embeddings parameter is expected to be 2-dimensional",
        )
        .into());
    }
    if renormalizes(a, 3) {
        return Err(to_twin(ctx, a, "Embedding.from_pretrained"));
    }
    unsupported_embedding_options(a, 3, "nn.Embedding.from_pretrained")?;
    let (num, dim) = (e.tensor.shape[0], e.tensor.shape[1]);
    let padding_idx = match a.get(2, "padding_idx") {
        Some(Value::Int(p)) => {
            let q = if *p < 0 { p + num as i64 } else { *p };
            if q < 0 || q as usize >= num {
                return Err(
                    PyErr::runtime_error("Padding_idx must be within num_embeddings").into(),
                );
            }
            Some(q)
        }
        _ => None,
    };
    let w = TensorObj::new(e.tensor.clone(), e.device.get());
    let freeze = match a.get(1, "freeze") {
        Some(v) => v.truthy()?,
        None => true,
    };
    w.requires_grad.set(!freeze);
    w.is_param.set(true);
    let _ = ctx;
    Ok(wrap(NnModule {
        kind: Kind::Embedding {
            num,
            dim,
            padding_idx,
        },
        params: RefCell::new(vec![("weight", Rc::new(w))]),
        children: RefCell::default(),
        training: Cell::new(true),
        extra: RefCell::default(),
    }))
}

/// Embedding's options that PyTorch applies at lookup time (`scale_grad_by_freq`, `sparse`
/// gradients; `max_norm` went to the twin), positional from `first`: neither the native module
/// nor its twin has them, so any but the default is refused rather than ignored.
fn unsupported_embedding_options(a: &Args, first: usize, what: &str) -> Result<(), PyErr> {
    let is = |i: usize, k: &str, ok: fn(&Value) -> bool| a.get(first + i, k).is_none_or(ok);
    let checks = [
        (
            "scale_grad_by_freq",
            is(2, "scale_grad_by_freq", |v| matches!(v, Value::Bool(false))),
        ),
        (
            "sparse",
            is(3, "sparse", |v| matches!(v, Value::Bool(false))),
        ),
    ];
    match checks.iter().find(|(_, ok)| !ok) {
        Some((k, _)) => Err(PyErr::unsupported(&format!("{what}'s argument '{k}'"))),
        None => Ok(()),
    }
}

/// A module whose constructor made parameters, placed as its `device=` asks (its `dtype=` is
/// float32: [`twin_unless_float32`] sent any other to the Python twin).
fn placed(ctx: &mut Ctx, m: NnModule, a: &Args) -> NativeResult {
    let params: Vec<Rc<TensorObj>> = m.params.borrow().iter().map(|(_, p)| p.clone()).collect();
    let device = match a.kwarg("device") {
        None | Some(Value::None) => None,
        Some(_) => Some(crate::creation::device_kw(a)?),
    };
    crate::methods::move_parameters(ctx, &params, device)?;
    Ok(wrap(m))
}

pub(in crate::nn) fn wrap(m: NnModule) -> Value {
    Value::from(TorchValue::NnModule(Rc::new(m)))
}

pub(super) fn simple(kind: Kind) -> Value {
    wrap(NnModule {
        kind,
        params: RefCell::default(),
        children: RefCell::default(),
        training: Cell::new(true),
        extra: RefCell::default(),
    })
}

/// `nn.MSELoss(size_average=None, reduce=None, reduction='mean')` and `nn.L1Loss`.
pub(super) fn loss_module(a: &Args, l1: bool) -> NativeResult {
    let reduction = crate::nn::losses::reduction_arg(a, 0)?;
    Ok(simple(Kind::Loss { l1, reduction }))
}

/// A leaf tensor that requires grad and prints as a Parameter. Its storage is at version 1, as
/// a PyTorch module's parameter is after `reset_parameters` writes it in place (the version a
/// backward's "modified by an inplace operation" message counts from).
fn parameter(t: Tensor) -> Rc<TensorObj> {
    t.storage.grad_version.set(t.storage.grad_version.get() + 1);
    let p = TensorObj::new(t, Device::Cpu);
    p.requires_grad.set(true);
    p.is_param.set(true);
    Rc::new(p)
}

fn size(v: Option<&Value>, what: &str) -> Result<usize, PyErr> {
    match v {
        Some(Value::Int(n)) if *n >= 0 => Ok(*n as usize),
        _ => Err(PyErr::type_error(format!(
            "{what} must be a non-negative int"
        ))),
    }
}

/// `nn.Linear(in, out, bias=True)`: weight ~ U(±kaiming bound with a=√5), then bias ~ U(±1/√in),
/// drawn in that order from the global generator.
pub(super) fn linear(ctx: &mut Ctx, a: &Args) -> NativeResult {
    twin_unless_float32(ctx, a, "Linear")?;
    let in_f = size(a.get(0, "in_features"), "in_features")?;
    let out_f = size(a.get(1, "out_features"), "out_features")?;
    let bias = !matches!(a.get(2, "bias"), Some(Value::Bool(false)));
    crate::creation::check_numel(&[out_f, in_f])?;
    if matches!(a.kwarg("device"), Some(v) if !matches!(v, Value::None))
        && crate::creation::device_kw(a)? == Device::Meta
    {
        // On `meta` there are no values to draw (nor does PyTorch's generator advance).
        let meta = |shape: Vec<usize>| {
            let n = shape.iter().product();
            parameter(Tensor::new(
                tpu_emu::tensor::Storage::shapes_only(DType::Float32, n),
                shape,
            ))
        };
        let mut params = vec![("weight", meta(vec![out_f, in_f]))];
        if bias {
            params.push(("bias", meta(vec![out_f])));
        }
        let m = NnModule {
            kind: Kind::Linear { in_f, out_f },
            params: RefCell::new(params),
            children: RefCell::default(),
            training: Cell::new(true),
            extra: RefCell::default(),
        };
        return placed(ctx, m, a);
    }
    let wb = kaiming_uniform_bound(in_f, 5f64.sqrt());
    let w = ctx.torch().generator.uniform_f32(out_f * in_f, -wb, wb);
    let mut params = vec![(
        "weight",
        parameter(Tensor::from_host(
            HostData::F32(w),
            DType::Float32,
            vec![out_f, in_f],
        )),
    )];
    if bias {
        let bb = linear_bias_bound(in_f);
        let b = ctx.torch().generator.uniform_f32(out_f, -bb, bb);
        params.push((
            "bias",
            parameter(Tensor::from_host(
                HostData::F32(b),
                DType::Float32,
                vec![out_f],
            )),
        ));
    }
    let m = NnModule {
        kind: Kind::Linear { in_f, out_f },
        params: RefCell::new(params),
        children: RefCell::default(),
        training: Cell::new(true),
        extra: RefCell::default(),
    };
    placed(ctx, m, a)
}

pub(super) fn layer_norm(ctx: &mut Ctx, a: &Args) -> NativeResult {
    twin_unless_float32(ctx, a, "LayerNorm")?;
    let shape: Vec<usize> = match a.get(0, "normalized_shape") {
        Some(Value::Int(n)) if *n >= 0 => vec![*n as usize],
        Some(v) => tpu_lang::builtins::iterate(v)?
            .iter()
            .map(|x| size(Some(x), "normalized_shape"))
            .collect::<Result<_, _>>()?,
        None => return Err(PyErr::type_error("LayerNorm() missing normalized_shape").into()),
    };
    let eps = match a.get(1, "eps") {
        Some(Value::Float(e)) => *e,
        None | Some(Value::None) => 1e-5,
        // (An int eps, `nn.LayerNorm(6, 1)`, is kept and printed as given: the Python twin.)
        Some(_) => return Err(to_twin(ctx, a, "LayerNorm")),
    };
    let affine = !matches!(a.get(2, "elementwise_affine"), Some(Value::Bool(false)));
    let bias = !matches!(a.get(3, "bias"), Some(Value::Bool(false)));
    crate::creation::check_numel(&shape)?;
    let n: usize = shape.iter().product();
    let filled = |v: f32| {
        parameter(Tensor::from_host(
            HostData::F32(vec![v; n]),
            DType::Float32,
            shape.clone(),
        ))
    };
    let mut params = Vec::new();
    if affine {
        params.push(("weight", filled(1.0)));
        if bias {
            params.push(("bias", filled(0.0)));
        }
    }
    let m = NnModule {
        kind: Kind::LayerNorm {
            shape,
            eps,
            affine,
            bias,
        },
        params: RefCell::new(params),
        children: RefCell::default(),
        training: Cell::new(true),
        extra: RefCell::default(),
    };
    placed(ctx, m, a)
}

/// `nn.Dropout(p=0.5, inplace=False)`.
pub(super) fn dropout_module(_: &mut Ctx, a: &Args) -> NativeResult {
    let p = functional::dropout_p(a.get(0, "p"))?;
    let inplace = matches!(a.get(1, "inplace"), Some(Value::Bool(true)));
    Ok(simple(Kind::Dropout { p, inplace }))
}
