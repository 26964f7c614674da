//! Module objects as Python sees them: attributes and the `Module` methods (`parameters`,
//! `named_parameters`, `children`, `train`/`eval`, `zero_grad`, `to`), assignment, and the spec
//! and rebuild that `copy.deepcopy` and `torch.save` go through.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_lang::native::{Args, Ctx, NativeFunction, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record::value;
use crate::TorchValue;

use super::constructors::wrap;
use super::forward::forward;
use super::{Kind, NnModule};
use tpu_emu::ops::UnaryOp;

/// Attributes and methods of a module object.
pub fn getattr(obj: &Value, m: &Rc<NnModule>, name: &str) -> Result<Value, PyErr> {
    if let Some(p) = m.param(name) {
        return Ok(value(p));
    }
    if let Some(v) = m.extra_attr(name) {
        return Ok(v);
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
        _ if setting(m, name).is_some() => setting(m, name).unwrap_or(Value::None),
        "extra_repr" => bound(|_, a| Ok(Value::str(&this(a)?.extra_repr()))),
        "reset_parameters"
            if matches!(
                m.kind,
                Kind::Linear { .. } | Kind::LayerNorm { .. } | Kind::Embedding { .. }
            ) =>
        {
            bound(|ctx, a| reset_parameters(ctx, &*this(a)?))
        }
        "forward" => bound(|ctx, a| {
            let m = this(a)?;
            let rest = Args {
                pos: a.pos[1..].to_vec(),
                kw: a.kw.clone(),
            };
            forward(ctx, &m, &rest)
        }),
        _ => {
            if let Some(f) = crate::nn::tree::method(name) {
                return Ok(bound(f));
            }
            return m
                .child_named(name)
                .ok_or_else(|| PyErr::attribute_error(m.class_name(), name));
        }
    })
}

/// `reset_parameters()` as PyTorch's Linear, LayerNorm and Embedding define it: the parameters
/// drawn again in place, as the constructor drew them (the same objects: an optimizer holding them
/// sees the new values). `for m in model.modules(): if hasattr(m, "reset_parameters"): ...`
/// re-initialises these layers too.
fn reset_parameters(ctx: &mut Ctx, m: &NnModule) -> NativeResult {
    use crate::nn::init::{constant, fill, Draw};
    use tpu_emu::tensor::rng::{kaiming_uniform_bound, linear_bias_bound};
    match &m.kind {
        Kind::Linear { .. } => {
            if let Some(w) = m.param("weight") {
                let fan_in = w.tensor.shape.get(1).copied().unwrap_or(0);
                let wb = kaiming_uniform_bound(fan_in, 5f64.sqrt());
                fill(ctx, &w, Draw::Uniform(-wb, wb))?;
                if let Some(b) = m.param("bias") {
                    let bb = if fan_in > 0 {
                        linear_bias_bound(fan_in)
                    } else {
                        0.0
                    };
                    fill(ctx, &b, Draw::Uniform(-bb, bb))?;
                }
            }
        }
        Kind::LayerNorm { .. } => {
            if let Some(w) = m.param("weight") {
                constant(ctx, &w, 1.0)?;
            }
            if let Some(b) = m.param("bias") {
                constant(ctx, &b, 0.0)?;
            }
        }
        Kind::Embedding {
            num,
            dim,
            padding_idx,
        } => {
            if let Some(w) = m.param("weight") {
                let drawn = crate::nn::losses::embedding_weight(ctx, *num, *dim, *padding_idx);
                let drawn = crate::kernels::cast(ctx, &drawn, w.tensor.dtype())?;
                crate::kernels::assign(ctx, &w.tensor, &drawn)?;
            }
        }
        _ => {}
    }
    Ok(Value::None)
}

/// Names of a kind's constructor settings, as PyTorch's module keeps them as attributes.
fn setting_names(kind: &Kind) -> &'static [&'static str] {
    match kind {
        Kind::Embedding { .. } => &[
            "num_embeddings",
            "embedding_dim",
            "padding_idx",
            "max_norm",
            "norm_type",
            "scale_grad_by_freq",
            "sparse",
        ],
        Kind::LayerNorm { .. } => &["normalized_shape", "eps", "elementwise_affine"],
        Kind::Softmax { .. } => &["dim"],
        Kind::Dropout { .. } => &["inplace"],
        Kind::Activation(UnaryOp::Relu | UnaryOp::Silu, _) => &["inplace"],
        Kind::Activation(UnaryOp::Gelu | UnaryOp::GeluTanh, _) => &["approximate"],
        Kind::Loss { .. } | Kind::BceWithLogits { .. } => &["reduction"],
        Kind::ClassLoss {
            log_probs: false, ..
        } => &["reduction", "ignore_index", "label_smoothing"],
        Kind::ClassLoss { .. } => &["reduction", "ignore_index"],
        _ => &[],
    }
}

/// The value of one of `m`'s settings (`embedding.embedding_dim`, `norm.normalized_shape`).
fn setting(m: &NnModule, name: &str) -> Option<Value> {
    if !setting_names(&m.kind).contains(&name) {
        return None;
    }
    let int = |n: usize| Value::Int(n as i64);
    Some(match (&m.kind, name) {
        (Kind::Embedding { num, .. }, "num_embeddings") => int(*num),
        (Kind::Embedding { dim, .. }, "embedding_dim") => int(*dim),
        (Kind::Embedding { padding_idx, .. }, "padding_idx") => {
            padding_idx.map_or(Value::None, Value::Int)
        }
        (Kind::Embedding { .. }, "max_norm") => Value::None,
        (Kind::Embedding { .. }, "norm_type") => Value::Float(2.0),
        (Kind::Embedding { .. }, _) => Value::Bool(false),
        (Kind::LayerNorm { shape, .. }, "normalized_shape") => {
            Value::tuple(shape.iter().map(|&d| int(d)).collect())
        }
        (Kind::LayerNorm { eps, .. }, "eps") => Value::Float(*eps),
        (Kind::LayerNorm { affine, .. }, _) => Value::Bool(*affine),
        (Kind::Softmax { dim }, _) => dim.map_or(Value::None, Value::Int),
        (Kind::Dropout { inplace, .. }, _) => Value::Bool(*inplace),
        (Kind::Activation(UnaryOp::GeluTanh, _), _) => Value::str("tanh"),
        (Kind::Activation(UnaryOp::Gelu, _), _) => Value::str("none"),
        (Kind::Activation(_, inplace), _) => Value::Bool(*inplace),
        (Kind::Loss { reduction, .. } | Kind::BceWithLogits { reduction }, _) => {
            Value::str(reduction)
        }
        (Kind::ClassLoss { opts, .. }, "reduction") => Value::str(&opts.reduction),
        (Kind::ClassLoss { opts, .. }, "ignore_index") => Value::Int(opts.ignore_index),
        (Kind::ClassLoss { opts, .. }, _) => Value::Float(opts.label_smoothing),
        _ => return None,
    })
}

/// The attribute names of the module object itself, as `getattr` answers them (for `dir()`, which
/// adds the `Module` class's names): its parameters, sub-modules, `training` and its kind's
/// settings.
pub fn own_names(m: &NnModule) -> Vec<String> {
    let mut names: Vec<String> = m
        .params
        .borrow()
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    names.extend(m.children.borrow().iter().map(|(n, _)| n.clone()));
    names.push("training".into());
    match m.kind {
        Kind::Linear { .. } => names.extend(["in_features".into(), "out_features".into()]),
        Kind::Dropout { .. } => names.push("p".into()),
        _ => {}
    }
    names.extend(setting_names(&m.kind).iter().map(|n| n.to_string()));
    if matches!(m.kind, Kind::Linear { .. } | Kind::LayerNorm { .. }) && m.param("bias").is_none() {
        names.push("bias".into());
    }
    names
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
        drop(params);
        return set_extra(m, name, v);
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

/// Any other attribute: kept as a Python module's `__dict__` would keep it (`m.p = 0.0` changes
/// Dropout's forward; `m.in_features = 3` only the attribute, as in PyTorch). A sub-module or a
/// tensor would be registered by PyTorch (`parameters()`, `state_dict()`): refused by name, as is
/// a parameter slot of the kind that this module lacks; `training` is the module's own flag.
fn set_extra(m: &NnModule, name: &str, v: &Value) -> Result<(), PyErr> {
    let registered = matches!(
        crate::torch_of(v),
        Some(TorchValue::NnModule(_) | TorchValue::Tensor(_))
    ) || matches!(v, Value::Object(o) if o.attrs.borrow().get("_modules").is_some());
    if registered || matches!(name, "weight" | "bias") {
        return Err(PyErr::unsupported(&format!(
            "setting attribute '{name}' of a native {} to this value",
            m.class_name()
        )));
    }
    if name == "training" {
        m.training.set(v.truthy()?);
        return Ok(());
    }
    let mut extra = m.extra.borrow_mut();
    match extra.iter_mut().find(|(n, _)| n == name) {
        Some(slot) => slot.1 = v.clone(),
        None => extra.push((name.to_string(), v.clone())),
    }
    Ok(())
}

fn native_of(v: Option<&Value>) -> Option<Rc<NnModule>> {
    match crate::torch_of(v?) {
        Some(TorchValue::NnModule(m)) => Some(m.clone()),
        _ => None,
    }
}

/// `_torch_nn.native_spec(m)`: a native module's spec (its kind as JSON) and training flag, for
/// `copy.deepcopy` and `torch.save`; None for any other value.
pub(in crate::nn) fn native_spec(_: &mut Ctx, a: &Args) -> NativeResult {
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
    // An assigned Dropout `p` goes into the copy's kind; other assigned attributes are not kept.
    let mut kind = m.kind.clone();
    if let Kind::Dropout { p, .. } = &mut kind {
        *p = m.dropout_p();
    }
    if m.extra
        .borrow()
        .iter()
        .any(|(n, _)| !(n == "p" && matches!(m.kind, Kind::Dropout { .. })))
    {
        return Err(PyErr::unsupported(&format!(
            "copying or saving a native {} with attributes set on it",
            m.class_name()
        ))
        .into());
    }
    let spec = serde_json::to_string(&kind)
        .map_err(|e| PyErr::runtime_error(format!("internal error: {e}")))?;
    Ok(Value::tuple(vec![
        Value::str(&spec),
        Value::Bool(m.training.get()),
    ]))
}

/// `_torch_nn.native_rebuild(spec, params, training)`: the native module `native_spec` described,
/// with these `(name, Parameter)` pairs and no draw from the generator (nothing is initialised).
pub(in crate::nn) fn native_rebuild(_: &mut Ctx, a: &Args) -> NativeResult {
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
        extra: RefCell::default(),
    }))
}
