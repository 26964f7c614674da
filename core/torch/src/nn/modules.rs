//! Built-in `nn` modules as native objects: their parameters (initialised from the seeded generator
//! exactly as PyTorch's `reset_parameters` does), `forward`, `repr`, and the `Module` methods
//! (`parameters`, `named_parameters`, `children`, `train`/`eval`, `zero_grad`, `to`).

use crate::TorchCtx;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, UnaryOp};
use tpu_emu::tensor::rng::{kaiming_uniform_bound, linear_bias_bound};
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Args, Ctx, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::functional;
use super::tree::Child;
use crate::autograd::record::value;
use crate::methods::views::View;
use crate::{as_tensor, native, ops, reduce, Device, TensorObj, TorchValue};

fn yes() -> bool {
    true
}

/// What a native module is; serialised as its spec by `torch.save` (see [`native_spec`]).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum Kind {
    Linear {
        in_f: usize,
        out_f: usize,
    },
    LayerNorm {
        shape: Vec<usize>,
        eps: f64,
        affine: bool,
        /// `bias=False`: a weight and no bias (with `elementwise_affine`).
        #[serde(default = "yes")]
        bias: bool,
    },
    /// The op, and `inplace` (ReLU and SiLU take it; the others are never in place).
    Activation(UnaryOp, bool),
    Identity,
    Softmax {
        dim: Option<i64>,
    },
    Dropout {
        p: f64,
        inplace: bool,
    },
    Loss {
        l1: bool,
        reduction: String,
    },
    Embedding {
        num: usize,
        dim: usize,
        padding_idx: Option<i64>,
    },
    /// CrossEntropyLoss (`log_probs: false`) or NLLLoss.
    ClassLoss {
        opts: super::losses::LossOptions,
        log_probs: bool,
    },
    BceWithLogits {
        reduction: String,
    },
}

#[derive(Debug)]
pub struct NnModule {
    pub kind: Kind,
    /// Parameters by name, in registration order (`weight` before `bias`); a program may assign
    /// another Parameter to one (weight tying: `decoder.weight = encoder.weight`).
    pub(super) params: RefCell<Vec<(&'static str, Rc<TensorObj>)>>,
    /// Sub-modules by name (`"0"`, `"1"`, ... in sequences; the keys of a ModuleDict).
    pub(super) children: RefCell<Vec<(String, Child)>>,
    pub(super) training: Cell<bool>,
}

/// `inplace=` of ReLU and SiLU (positional or keyword).
fn inplace_arg(a: &Args) -> Result<bool, PyErr> {
    match a.get(0, "inplace") {
        None | Some(Value::Bool(false)) => Ok(false),
        Some(Value::Bool(true)) => Ok(true),
        Some(v) => Ok(v.truthy()?),
    }
}

pub(crate) fn register(nn: &Module) {
    native(nn, "Linear", linear);
    native(nn, "LayerNorm", layer_norm);
    native(nn, "Dropout", dropout_module);
    native(nn, "ReLU", |_, a| {
        Ok(simple(Kind::Activation(UnaryOp::Relu, inplace_arg(a)?)))
    });
    native(nn, "Tanh", |_, _| {
        Ok(simple(Kind::Activation(UnaryOp::Tanh, false)))
    });
    native(nn, "Sigmoid", |_, _| {
        Ok(simple(Kind::Activation(UnaryOp::Sigmoid, false)))
    });
    native(nn, "SiLU", |_, a| {
        Ok(simple(Kind::Activation(UnaryOp::Silu, inplace_arg(a)?)))
    });
    native(nn, "Identity", |_, _| Ok(simple(Kind::Identity)));
    native(nn, "GELU", |_, a| {
        let tanh = matches!(a.get(0, "approximate"), Some(Value::Str(s)) if &**s == "tanh");
        Ok(simple(Kind::Activation(
            if tanh {
                UnaryOp::GeluTanh
            } else {
                UnaryOp::Gelu
            },
            false,
        )))
    });
    native(nn, "Softmax", |_, a| {
        let dim = match a.get(0, "dim") {
            Some(Value::Int(d)) => Some(*d),
            _ => None,
        };
        Ok(simple(Kind::Softmax { dim }))
    });
    native(nn, "MSELoss", |_, a| loss_module(a, false));
    native(nn, "L1Loss", |_, a| loss_module(a, true));
    native(nn, "CrossEntropyLoss", |_, a| {
        let opts = super::losses::LossOptions::from_args(a)?;
        Ok(simple(Kind::ClassLoss {
            opts,
            log_probs: false,
        }))
    });
    native(nn, "NLLLoss", |_, a| {
        let opts = super::losses::LossOptions::from_args(a)?;
        Ok(simple(Kind::ClassLoss {
            opts,
            log_probs: true,
        }))
    });
    native(nn, "BCEWithLogitsLoss", |_, a| {
        let opts = super::losses::LossOptions::from_args(a)?;
        Ok(simple(Kind::BceWithLogits {
            reduction: opts.reduction,
        }))
    });
    native(nn, "Embedding", embedding);
}

/// `nn.Embedding(num_embeddings, embedding_dim, padding_idx=None)`: weight ~ N(0, 1).
fn embedding(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let num = size(a.get(0, "num_embeddings"), "num_embeddings")?;
    let dim = size(a.get(1, "embedding_dim"), "embedding_dim")?;
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
    let w = super::losses::embedding_weight(ctx, num, dim, padding_idx);
    let m = NnModule {
        kind: Kind::Embedding {
            num,
            dim,
            padding_idx,
        },
        params: RefCell::new(vec![("weight", parameter(w))]),
        children: RefCell::default(),
        training: Cell::new(true),
    };
    placed(ctx, m, a)
}

/// A module whose constructor made parameters, placed as its `device=` and `dtype=` ask.
fn placed(ctx: &mut Ctx, m: NnModule, a: &Args) -> NativeResult {
    match a.kwarg("dtype") {
        None | Some(Value::None) => {}
        Some(v) if matches!(crate::torch_of(v), Some(TorchValue::DType(DType::Float32))) => {}
        Some(_) => {
            return Err(PyErr::unsupported(&format!(
                "nn.{}(dtype=...) other than torch.float32",
                m.class_name()
            ))
            .into())
        }
    }
    let params: Vec<Rc<TensorObj>> = m.params.borrow().iter().map(|(_, p)| p.clone()).collect();
    let device = match a.kwarg("device") {
        None | Some(Value::None) => None,
        Some(_) => Some(crate::creation::device_kw(a)?),
    };
    crate::methods::move_parameters(ctx, &params, device)?;
    Ok(wrap(m))
}

pub(super) fn wrap(m: NnModule) -> Value {
    Value::from(TorchValue::NnModule(Rc::new(m)))
}

fn simple(kind: Kind) -> Value {
    wrap(NnModule {
        kind,
        params: RefCell::default(),
        children: RefCell::default(),
        training: Cell::new(true),
    })
}

fn loss_module(a: &Args, l1: bool) -> NativeResult {
    let reduction = match a.kwarg("reduction") {
        Some(Value::Str(s)) => s.to_string(),
        _ => "mean".to_string(),
    };
    Ok(simple(Kind::Loss { l1, reduction }))
}

/// A leaf tensor that requires grad and prints as a Parameter.
fn parameter(t: Tensor) -> Rc<TensorObj> {
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
fn linear(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
    };
    placed(ctx, m, a)
}

fn layer_norm(ctx: &mut Ctx, a: &Args) -> NativeResult {
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
        _ => 1e-5,
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
    };
    placed(ctx, m, a)
}

/// `nn.Dropout(p=0.5, inplace=False)`.
fn dropout_module(_: &mut Ctx, a: &Args) -> NativeResult {
    let p = functional::dropout_p(a.get(0, "p"))?;
    let inplace = matches!(a.get(1, "inplace"), Some(Value::Bool(true)));
    Ok(simple(Kind::Dropout { p, inplace }))
}

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

/// `module(x)`.
pub fn forward(ctx: &mut Ctx, m: &Rc<NnModule>, a: &Args) -> NativeResult {
    if let Some(moved) = positional_inputs(a)? {
        return forward(ctx, m, &moved);
    }
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
            // In place as PyTorch's `inplace=True` (the input changes), unless autograd records
            // the input, where the playground computes a new tensor with the same values.
            if *inplace && !x.requires_grad.get() {
                let name = format!("{}_", op.name());
                if let Some((_, f)) = crate::pointwise::UNARY_INPLACE
                    .iter()
                    .find(|(n, _)| *n == name)
                {
                    return f(
                        ctx,
                        &Args {
                            pos: vec![a.pos[0].clone()],
                            kw: Vec::new(),
                        },
                    );
                }
            }
            Ok(value(ops::unary(ctx, *op, &x)?))
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
        Kind::Dropout { p, inplace } => {
            let x = first_tensor(a)?;
            let training = m.training.get();
            functional::dropout(ctx, &x, *p, training, *inplace)
        }
        Kind::Embedding { padding_idx, .. } => {
            let ids = first_tensor(a)?;
            let w = m
                .weight_bias()
                .0
                .ok_or_else(|| PyErr::runtime_error("Embedding has no weight"))?;
            Ok(value(super::losses::embedding(
                ctx,
                &ids,
                &w,
                *padding_idx,
            )?))
        }
        Kind::ClassLoss { opts, log_probs } => {
            let x = first_tensor(a)?;
            let t = as_tensor(a.pos.get(1).unwrap_or(&Value::None), "loss")?.clone();
            Ok(value(super::losses::class_loss(
                ctx, &x, &t, opts, *log_probs,
            )?))
        }
        Kind::BceWithLogits { reduction } => {
            let x = first_tensor(a)?;
            let t = as_tensor(a.pos.get(1).unwrap_or(&Value::None), "loss")?.clone();
            Ok(value(super::losses::bce_with_logits(
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

impl NnModule {
    pub fn class_name(&self) -> &'static str {
        match &self.kind {
            Kind::Linear { .. } => "Linear",
            Kind::LayerNorm { .. } => "LayerNorm",
            Kind::Activation(UnaryOp::Relu, _) => "ReLU",
            Kind::Activation(UnaryOp::Tanh, _) => "Tanh",
            Kind::Activation(UnaryOp::Sigmoid, _) => "Sigmoid",
            Kind::Activation(UnaryOp::Silu, _) => "SiLU",
            Kind::Activation(..) => "GELU",
            Kind::Identity => "Identity",
            Kind::Softmax { .. } => "Softmax",
            Kind::Dropout { .. } => "Dropout",
            Kind::Loss { l1: true, .. } => "L1Loss",
            Kind::Loss { l1: false, .. } => "MSELoss",
            Kind::Embedding { .. } => "Embedding",
            Kind::ClassLoss {
                log_probs: false, ..
            } => "CrossEntropyLoss",
            Kind::ClassLoss {
                log_probs: true, ..
            } => "NLLLoss",
            Kind::BceWithLogits { .. } => "BCEWithLogitsLoss",
        }
    }

    /// `repr(module)` as PyTorch prints it (children indented, one per line).
    pub fn repr(&self) -> String {
        let extra = match &self.kind {
            Kind::Linear { in_f, out_f } => format!(
                "in_features={in_f}, out_features={out_f}, bias={}",
                if self.params.borrow().len() > 1 {
                    "True"
                } else {
                    "False"
                }
            ),
            Kind::LayerNorm {
                shape,
                eps,
                affine,
                bias,
            } => {
                let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
                let tuple = if dims.len() == 1 {
                    format!("({},)", dims[0])
                } else {
                    format!("({})", dims.join(", "))
                };
                let on = |b: bool| if b { "True" } else { "False" };
                format!(
                    "{tuple}, eps={}, elementwise_affine={}, bias={}",
                    tpu_emu::tensor::format::py_float_repr(*eps),
                    on(*affine),
                    on(*affine && *bias)
                )
            }
            Kind::Embedding {
                num,
                dim,
                padding_idx,
            } => match padding_idx {
                Some(p) => format!("{num}, {dim}, padding_idx={p}"),
                None => format!("{num}, {dim}"),
            },
            Kind::Activation(UnaryOp::Relu | UnaryOp::Silu, true) => "inplace=True".into(),
            Kind::Activation(UnaryOp::Gelu, _) => "approximate='none'".into(),
            Kind::Activation(UnaryOp::GeluTanh, _) => "approximate='tanh'".into(),
            Kind::Softmax { dim } => match dim {
                Some(d) => format!("dim={d}"),
                None => "dim=None".into(),
            },
            Kind::Dropout { p, inplace } => format!(
                "p={}, inplace={}",
                tpu_emu::tensor::format::py_float_repr(*p),
                if *inplace { "True" } else { "False" }
            ),
            _ => String::new(),
        };
        let children = self.children();
        if children.is_empty() {
            return format!("{}({extra})", self.class_name());
        }
        let lines: Vec<(String, String)> = children
            .iter()
            .map(|(n, c)| (n.clone(), c.repr().replace('\n', "\n  ")))
            .collect();
        let mut s = format!("{}(\n", self.class_name());
        for (n, child) in lines {
            s.push_str(&format!("  ({n}): {child}\n"));
        }
        s.push(')');
        s
    }

    /// The parameter of that name, as assigned last.
    pub fn param(&self, name: &str) -> Option<Rc<TensorObj>> {
        self.params
            .borrow()
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, p)| p.clone())
    }

    /// `weight` and `bias` (Linear, LayerNorm, Embedding), as assigned last.
    fn weight_bias(&self) -> (Option<Rc<TensorObj>>, Option<Rc<TensorObj>>) {
        (self.param("weight"), self.param("bias"))
    }

    /// Direct sub-modules with their names.
    pub fn children(&self) -> Vec<(String, Child)> {
        self.children.borrow().clone()
    }

    pub fn own_parameters(&self) -> Vec<(String, Rc<TensorObj>)> {
        self.params
            .borrow()
            .iter()
            .map(|(n, p)| (n.to_string(), p.clone()))
            .collect()
    }

    /// `(name, parameter)` pairs, children's prefixed with their names, as PyTorch names them.
    pub fn named_parameters(self: &Rc<Self>) -> Vec<(String, Rc<TensorObj>)> {
        Child::Native(self.clone()).named_parameters()
    }

    /// A sub-module by attribute name (`module_dict.encoder`).
    fn child_named(&self, name: &str) -> Option<Value> {
        self.children
            .borrow()
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, c)| c.value())
    }
}

/// Attributes and methods of a module object.
pub fn getattr(obj: &Value, m: &Rc<NnModule>, name: &str) -> Result<Value, PyErr> {
    if let Some(p) = m.param(name) {
        return Ok(value(p));
    }
    let bound = |f| {
        Value::BoundNative(Rc::new((
            obj.clone(),
            Rc::new(NativeFunction {
                name: name.to_string(),
                f,
            }),
        )))
    };
    Ok(match name {
        "training" => Value::Bool(m.training.get()),
        "bias" if matches!(m.kind, Kind::Linear { .. } | Kind::LayerNorm { .. }) => Value::None,
        "in_features" | "out_features" => match m.kind {
            Kind::Linear { in_f, out_f } => {
                Value::Int(if name == "in_features" { in_f } else { out_f } as i64)
            }
            _ => return Err(PyErr::attribute_error(m.class_name(), name)),
        },
        "p" => match m.kind {
            Kind::Dropout { p, .. } => Value::Float(p),
            _ => return Err(PyErr::attribute_error(m.class_name(), name)),
        },
        "forward" => bound(|ctx, a| {
            let m = this(a)?;
            let rest = Args {
                pos: a.pos[1..].to_vec(),
                kw: a.kw.clone(),
            };
            forward(ctx, &m, &rest)
        }),
        _ => {
            if let Some(f) = super::tree::method(name) {
                return Ok(bound(f));
            }
            return m
                .child_named(name)
                .ok_or_else(|| PyErr::attribute_error(m.class_name(), name));
        }
    })
}

fn this(a: &Args) -> Result<Rc<NnModule>, PyErr> {
    match (&a.pos[0], crate::torch_of(&a.pos[0])) {
        (_, Some(TorchValue::NnModule(m))) => Ok(m.clone()),
        (_, _) => Err(PyErr::type_error("expected a Module")),
    }
}

/// `module.weight = p` on a native module: a Parameter replaces the one of that name (weight
/// tying shares one Parameter between modules, as in PyTorch); anything else is PyTorch's error.
pub fn setattr(m: &NnModule, name: &str, v: &Value) -> Result<(), PyErr> {
    let mut params = m.params.borrow_mut();
    let Some(slot) = params.iter_mut().find(|(n, _)| *n == name) else {
        return Err(PyErr::new(
            "AttributeError",
            format!(
                "attribute '{name}' of native '{}' modules is not writable in the playground yet",
                m.class_name()
            ),
        ));
    };
    match crate::tensor_of(v) {
        Some(p) if p.is_param.get() => {
            slot.1 = p.clone();
            Ok(())
        }
        Some(t) => Err(PyErr::type_error(format!(
            "cannot assign '{}' as parameter '{name}' (torch.nn.Parameter or None expected)",
            crate::methods::type_string(t.tensor.dtype())
        ))),
        None if matches!(v, Value::None) => Err(PyErr::unsupported(&format!(
            "assigning None to parameter '{name}' of a native {}",
            m.class_name()
        ))),
        None => Err(PyErr::type_error(format!(
            "cannot assign '{}' as parameter '{name}' (torch.nn.Parameter or None expected)",
            v.type_name()
        ))),
    }
}

fn native_of(v: Option<&Value>) -> Option<Rc<NnModule>> {
    match crate::torch_of(v?) {
        Some(TorchValue::NnModule(m)) => Some(m.clone()),
        _ => None,
    }
}

/// `_torch_nn.native_spec(m)`: a native module's spec (its kind as JSON) and training flag, for
/// `copy.deepcopy` and `torch.save`; None for any other value.
pub(super) fn native_spec(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(m) = native_of(a.pos.first()) else {
        return Ok(Value::None);
    };
    if !m.children.borrow().is_empty() {
        return Err(PyErr::unsupported(&format!(
            "copying or saving a native {} with sub-modules",
            m.class_name()
        ))
        .into());
    }
    let spec = serde_json::to_string(&m.kind)
        .map_err(|e| PyErr::runtime_error(format!("internal error: {e}")))?;
    Ok(Value::tuple(vec![
        Value::str(&spec),
        Value::Bool(m.training.get()),
    ]))
}

/// `_torch_nn.native_rebuild(spec, params, training)`: the native module `native_spec` described,
/// with these `(name, Parameter)` pairs and no draw from the generator (nothing is initialised).
pub(super) fn native_rebuild(_: &mut Ctx, a: &Args) -> NativeResult {
    let bad = || {
        PyErr::new(
            "RuntimeError",
            "not a native module spec from this playground",
        )
    };
    let spec = match a.pos.first() {
        Some(Value::Str(s)) => s.clone(),
        _ => return Err(bad().into()),
    };
    let kind: Kind = serde_json::from_str(&spec).map_err(|_| bad())?;
    let mut params = Vec::new();
    for pair in tpu_lang::builtins::iterate(a.pos.get(1).unwrap_or(&Value::None))? {
        let items = tpu_lang::builtins::iterate(&pair)?;
        let (Some(Value::Str(n)), Some(t)) =
            (items.first(), items.get(1).and_then(crate::tensor_of))
        else {
            return Err(bad().into());
        };
        let name: &'static str = match &**n {
            "weight" => "weight",
            "bias" => "bias",
            _ => return Err(bad().into()),
        };
        params.push((name, t.clone()));
    }
    Ok(wrap(NnModule {
        kind,
        params: RefCell::new(params),
        children: RefCell::default(),
        training: Cell::new(!matches!(a.pos.get(2), Some(Value::Bool(false)))),
    }))
}
