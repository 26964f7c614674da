//! `torch.optim`: SGD (momentum, dampening, nesterov, weight decay), Adam and AdamW, following
//! PyTorch's single-tensor implementations step for step.
//!
//! `step()` is a native that may stop for a device read; it computes every new parameter and state
//! first and writes them only at the end, so a retried step does not apply twice.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::ops::{BinaryOp, UnaryOp};
use crate::script::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use crate::script::value::{Module, Value};
use crate::script::PyErr;
use crate::tensor::{DType, HostData, Tensor};

use crate::torch::kernels::{self, binary, binary_scalar};
use crate::torch::{native, TensorObj, TorchValue};

#[derive(Debug)]
pub enum Rule {
    Sgd {
        momentum: f64,
        dampening: f64,
        nesterov: bool,
    },
    Adam {
        betas: (f64, f64),
        eps: f64,
        /// AdamW: decoupled weight decay.
        decoupled: bool,
    },
}

/// SGD's momentum buffer, or Adam's `(exp_avg, Some(exp_avg_sq))`.
type ParamState = (Tensor, Option<Tensor>);

#[derive(Debug)]
pub struct Optimizer {
    rule: Rule,
    params: Vec<Rc<TensorObj>>,
    lr: Cell<f64>,
    weight_decay: f64,
    /// Per parameter: SGD's momentum buffer, or Adam's (exp_avg, exp_avg_sq).
    state: RefCell<Vec<Option<ParamState>>>,
    steps: Cell<u64>,
}

pub(in crate::torch) fn module() -> Value {
    let m = Module::new("torch.optim");
    native(&m, "SGD", sgd);
    native(&m, "Adam", |c, a| adam(c, a, false));
    native(&m, "AdamW", |c, a| adam(c, a, true));
    m.set("lr_scheduler", super::schedule::module());
    Value::Module(m)
}

fn params_arg(a: &Args) -> Result<Vec<Rc<TensorObj>>, PyErr> {
    let items = crate::script::builtins::iterate(a.get(0, "params").unwrap_or(&Value::None))?;
    if items.is_empty() {
        return Err(PyErr::value_error("optimizer got an empty parameter list"));
    }
    items
        .iter()
        .map(|v| match v {
            Value::Torch(TorchValue::Tensor(t)) => Ok(t.clone()),
            other => Err(PyErr::type_error(format!(
                "optimizer can only optimize Tensors, but one of the params is {}",
                other.type_name()
            ))),
        })
        .collect()
}

fn float_kw(a: &Args, i: usize, name: &str, default: f64) -> Result<f64, PyErr> {
    match a.get(i, name) {
        None => Ok(default),
        Some(Value::Float(f)) => Ok(*f),
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(other) => Err(PyErr::type_error(format!(
            "{name} must be a float, not {}",
            other.type_name()
        ))),
    }
}

fn make(rule: Rule, params: Vec<Rc<TensorObj>>, lr: f64, wd: f64) -> Value {
    let n = params.len();
    Value::Torch(TorchValue::Optimizer(Rc::new(Optimizer {
        rule,
        params,
        lr: Cell::new(lr),
        weight_decay: wd,
        state: RefCell::new(vec![None; n]),
        steps: Cell::new(0),
    })))
}

fn sgd(_: &mut Ctx, a: &Args) -> NativeResult {
    let params = params_arg(a)?;
    let lr = float_kw(a, 1, "lr", 1e-3)?;
    let momentum = float_kw(a, 2, "momentum", 0.0)?;
    let dampening = float_kw(a, 3, "dampening", 0.0)?;
    let wd = float_kw(a, 4, "weight_decay", 0.0)?;
    let nesterov = matches!(a.get(5, "nesterov"), Some(Value::Bool(true)));
    if nesterov && (momentum <= 0.0 || dampening != 0.0) {
        return Err(
            PyErr::value_error("Nesterov momentum requires a momentum and zero dampening").into(),
        );
    }
    Ok(make(
        Rule::Sgd {
            momentum,
            dampening,
            nesterov,
        },
        params,
        lr,
        wd,
    ))
}

fn adam(_: &mut Ctx, a: &Args, decoupled: bool) -> NativeResult {
    let params = params_arg(a)?;
    let lr = float_kw(a, 1, "lr", 1e-3)?;
    let betas = match a.get(2, "betas") {
        Some(v) => {
            let b = crate::script::builtins::iterate(v)?;
            let f = |x: &Value| match x {
                Value::Float(f) => Ok(*f),
                Value::Int(i) => Ok(*i as f64),
                _ => Err(PyErr::type_error("betas must be floats")),
            };
            (f(&b[0])?, f(&b[1])?)
        }
        None => (0.9, 0.999),
    };
    let eps = float_kw(a, 3, "eps", 1e-8)?;
    let wd = float_kw(a, 4, "weight_decay", if decoupled { 1e-2 } else { 0.0 })?;
    Ok(make(
        Rule::Adam {
            betas,
            eps,
            decoupled,
        },
        params,
        lr,
        wd,
    ))
}

/// `p.grad = None`, or zeroed in place.
pub fn zero_grad(p: &Rc<TensorObj>, to_none: bool) {
    if to_none {
        *p.grad.borrow_mut() = None;
    } else if let Some(g) = &*p.grad.borrow() {
        let n = g.tensor.storage.len;
        let zeros = kernels::full(&[n], 0.0, g.tensor.dtype());
        g.tensor.storage.adopt(&zeros.storage);
    }
}

type Update = (
    Rc<TensorObj>,
    Tensor,
    usize,
    Option<(Tensor, Option<Tensor>)>,
);

impl Optimizer {
    pub fn lr(&self) -> f64 {
        self.lr.get()
    }

    /// What a learning-rate scheduler sets.
    pub fn set_lr(&self, lr: f64) {
        self.lr.set(lr);
    }

    pub fn class_name(&self) -> &'static str {
        match self.rule {
            Rule::Sgd { .. } => "SGD",
            Rule::Adam {
                decoupled: false, ..
            } => "Adam",
            Rule::Adam {
                decoupled: true, ..
            } => "AdamW",
        }
    }

    pub fn repr(&self) -> String {
        let lr = crate::tensor::format::py_float_repr(self.lr.get());
        format!(
            "{} (\nParameter Group 0\n    lr: {lr}\n)",
            self.class_name()
        )
    }

    fn step(&self, ctx: &mut Ctx) -> Result<(), Flow> {
        let lr = self.lr.get();
        let t = self.steps.get() + 1;
        let mut updates: Vec<Update> = Vec::new();
        for (i, p) in self.params.iter().enumerate() {
            let Some(g) = p.grad.borrow().as_ref().map(|g| g.tensor.clone()) else {
                continue;
            };
            let x = p.tensor.clone();
            let prev = self.state.borrow()[i].clone();
            let (new_x, state) = match self.rule {
                Rule::Sgd {
                    momentum,
                    dampening,
                    nesterov,
                } => {
                    let mut d = g.clone();
                    if self.weight_decay != 0.0 {
                        let wx = binary_scalar(ctx, BinaryOp::Mul, &x, self.weight_decay)?;
                        d = binary(ctx, BinaryOp::Add, &d, &wx)?;
                    }
                    let mut state = None;
                    if momentum != 0.0 {
                        let buf = match &prev {
                            None => kernels::copy(ctx, &d)?,
                            Some((b, _)) => {
                                let mb = binary_scalar(ctx, BinaryOp::Mul, b, momentum)?;
                                let dd = binary_scalar(ctx, BinaryOp::Mul, &d, 1.0 - dampening)?;
                                binary(ctx, BinaryOp::Add, &mb, &dd)?
                            }
                        };
                        d = if nesterov {
                            let mb = binary_scalar(ctx, BinaryOp::Mul, &buf, momentum)?;
                            binary(ctx, BinaryOp::Add, &d, &mb)?
                        } else {
                            buf.clone()
                        };
                        state = Some((buf, None));
                    }
                    let step = binary_scalar(ctx, BinaryOp::Mul, &d, lr)?;
                    (binary(ctx, BinaryOp::Sub, &x, &step)?, state)
                }
                Rule::Adam {
                    betas: (b1, b2),
                    eps,
                    decoupled,
                } => {
                    let mut x = x.clone();
                    let mut g = g.clone();
                    if self.weight_decay != 0.0 {
                        if decoupled {
                            x = binary_scalar(
                                ctx,
                                BinaryOp::Mul,
                                &x,
                                1.0 - lr * self.weight_decay,
                            )?;
                        } else {
                            let wx = binary_scalar(ctx, BinaryOp::Mul, &x, self.weight_decay)?;
                            g = binary(ctx, BinaryOp::Add, &g, &wx)?;
                        }
                    }
                    let (m, v) = match &prev {
                        Some((m, Some(v))) => (m.clone(), v.clone()),
                        _ => (
                            kernels::full(&g.shape, 0.0, g.dtype()),
                            kernels::full(&g.shape, 0.0, g.dtype()),
                        ),
                    };
                    // exp_avg.lerp_(grad, 1 - beta1); exp_avg_sq = beta2 * v + (1 - beta2) g².
                    let diff = binary(ctx, BinaryOp::Sub, &g, &m)?;
                    let step_m = binary_scalar(ctx, BinaryOp::Mul, &diff, 1.0 - b1)?;
                    let m = binary(ctx, BinaryOp::Add, &m, &step_m)?;
                    let vb = binary_scalar(ctx, BinaryOp::Mul, &v, b2)?;
                    let g2 = binary(ctx, BinaryOp::Mul, &g, &g)?;
                    let g2s = binary_scalar(ctx, BinaryOp::Mul, &g2, 1.0 - b2)?;
                    let v = binary(ctx, BinaryOp::Add, &vb, &g2s)?;
                    let bc1 = 1.0 - b1.powi(t as i32);
                    let bc2_sqrt = (1.0 - b2.powi(t as i32)).sqrt();
                    let root = kernels::unary(ctx, UnaryOp::Sqrt, &v)?;
                    let scaled = binary_scalar(ctx, BinaryOp::Div, &root, bc2_sqrt)?;
                    let denom = binary_scalar(ctx, BinaryOp::Add, &scaled, eps)?;
                    let ratio = binary(ctx, BinaryOp::Div, &m, &denom)?;
                    let step = binary_scalar(ctx, BinaryOp::Mul, &ratio, lr / bc1)?;
                    (binary(ctx, BinaryOp::Sub, &x, &step)?, Some((m, Some(v))))
                }
            };
            let contents = kernels::prepared_write(ctx, &p.tensor, &new_x)?;
            updates.push((p.clone(), contents, i, state));
        }
        for (p, contents, i, state) in updates {
            kernels::commit(&p.tensor, &contents);
            if state.is_some() {
                self.state.borrow_mut()[i] = state;
            }
        }
        self.steps.set(t);
        Ok(())
    }
}

impl Optimizer {
    /// `optimizer.state`: a dict from each parameter that has state to PyTorch's names for it. It
    /// is a snapshot: `step()` replaces the buffers rather than updating them in place, so a
    /// buffer read here keeps its value after later steps (PyTorch's would change).
    fn state_dict_value(&self) -> Value {
        let state = self.state.borrow();
        let mut entries = Vec::new();
        for (p, s) in self.params.iter().zip(state.iter()) {
            let Some((first, second)) = s else { continue };
            let t = |x: &Tensor| crate::torch::tensor_value(x.clone(), p.device);
            let per_param = match second {
                None => vec![(Value::str("momentum_buffer"), t(first))],
                Some(sq) => {
                    let step = Tensor::from_host(
                        HostData::F32(vec![self.steps.get() as f32]),
                        DType::Float32,
                        Vec::new(),
                    );
                    vec![
                        (Value::str("step"), t(&step)),
                        (Value::str("exp_avg"), t(first)),
                        (Value::str("exp_avg_sq"), t(sq)),
                    ]
                }
            };
            let key = crate::torch::autodiff::value(p.clone());
            entries.push((key, Value::Dict(Rc::new(RefCell::new(per_param)))));
        }
        Value::Dict(Rc::new(RefCell::new(entries)))
    }
}

pub fn getattr(obj: &Value, o: &Rc<Optimizer>, name: &str) -> Result<Value, PyErr> {
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
        "step" => bound(|ctx, a| {
            this(a)?.step(ctx)?;
            Ok(Value::None)
        }),
        "state" => o.state_dict_value(),
        "zero_grad" => bound(|_, a| {
            let to_none = !matches!(a.get(1, "set_to_none"), Some(Value::Bool(false)));
            this(a)?.params.iter().for_each(|p| zero_grad(p, to_none));
            Ok(Value::None)
        }),
        _ => return Err(PyErr::attribute_error(o.class_name(), name)),
    })
}

fn this(a: &Args) -> Result<Rc<Optimizer>, PyErr> {
    match &a.pos[0] {
        Value::Torch(TorchValue::Optimizer(o)) => Ok(o.clone()),
        _ => Err(PyErr::type_error("expected an optimizer")),
    }
}
