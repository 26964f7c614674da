//! Built-in `nn` modules as native objects: their parameters (initialised from the seeded generator
//! exactly as PyTorch's `reset_parameters` does), `forward`, `repr`, and the `Module` methods
//! (`parameters`, `named_parameters`, `children`, `train`/`eval`, `zero_grad`, `to`).
//!
//! Here: `Kind`, `NnModule`, the registration and `repr`. The rooms: `constructors`, `forward`,
//! `attrs` (attributes, the `Module` methods, the spec for copies and saves).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_emu::ops::UnaryOp;
use tpu_lang::native::Args;
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::tree::Child;
use crate::{native, TensorObj};

pub(crate) mod attrs;
mod constructors;
mod forward;

pub use attrs::{getattr, setattr};
pub(super) use attrs::{native_rebuild, native_spec};
pub(crate) use constructors::embedding_from_pretrained;
use constructors::{dropout_module, embedding, layer_norm, linear, loss_module, simple};
pub(crate) use forward::activation_inplace;
pub use forward::forward;

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
    /// Attributes a program set on the module (`m.p = 0.0`, `m.tag = "head"`), as they would
    /// land in a Python module's `__dict__`; Dropout's forward and repr read `p` from here.
    pub(super) extra: RefCell<Vec<(String, Value)>>,
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
        let extra = self.extra_repr();
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

    /// `module.extra_repr()`: the settings its repr shows in its parentheses.
    pub fn extra_repr(&self) -> String {
        match &self.kind {
            Kind::Linear { in_f, out_f } => format!(
                "in_features={}, out_features={}, bias={}",
                self.extra_attr("in_features")
                    .map_or(in_f.to_string(), |v| v.repr()),
                self.extra_attr("out_features")
                    .map_or(out_f.to_string(), |v| v.repr()),
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
            Kind::Dropout { inplace, .. } => format!(
                "p={}, inplace={}",
                match self.extra_attr("p") {
                    Some(v) => v.repr(),
                    None => tpu_emu::tensor::format::py_float_repr(self.dropout_p()),
                },
                if *inplace { "True" } else { "False" }
            ),
            _ => String::new(),
        }
    }

    /// An attribute the program set (`extra`).
    pub fn extra_attr(&self, name: &str) -> Option<Value> {
        self.extra
            .borrow()
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    }

    /// Dropout's `p`: as constructed, or a number the program assigned since.
    pub fn dropout_p(&self) -> f64 {
        match (self.extra_attr("p"), &self.kind) {
            (Some(Value::Float(f)), _) => f,
            (Some(Value::Int(i)), _) => i as f64,
            (_, Kind::Dropout { p, .. }) => *p,
            _ => 0.0,
        }
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
