//! `torch.optim`: SGD (momentum, dampening, nesterov, weight decay), Adam and AdamW, following
//! PyTorch's single-tensor implementations step for step.
//!
//! `step()` is a native that may stop for a device read; it computes every new parameter and state
//! first and writes them only at the end, so a retried step does not apply twice.

use std::cell::RefCell;
use std::rc::Rc;

use tpu_emu::ops::{BinaryOp, UnaryOp};
use tpu_emu::tensor::Tensor;
use tpu_lang::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::kernels::{self, binary, binary_scalar};
use crate::{native, TensorObj, TorchValue};

/// The update rule of a step, read from a parameter group's hyperparameters.
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

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    Sgd,
    Adam,
    AdamW,
}

/// SGD's momentum buffer, or Adam's `(exp_avg, Some(exp_avg_sq))`.
type ParamState = (Tensor, Option<Tensor>);

/// A dict shared with the program (`optimizer.param_groups[i]`), so a program that sets
/// `group["lr"]` changes what the next step uses, as in PyTorch.
type Dict = Rc<RefCell<tpu_lang::table::DictTable>>;

#[derive(Debug, Clone)]
pub struct Group {
    dict: Dict,
    params: Vec<Rc<TensorObj>>,
}

#[derive(Debug)]
pub struct Optimizer {
    kind: Kind,
    /// The constructor's hyperparameters (`optimizer.defaults`), which `add_param_group` fills in.
    defaults: Vec<(&'static str, Value)>,
    groups: RefCell<Vec<Group>>,
    /// Per parameter, over all groups in order: SGD's momentum buffer, or Adam's (exp_avg, exp_avg_sq).
    state: RefCell<Vec<Option<ParamState>>>,
    /// Per parameter, Adam's `state[p]["step"]`: the steps that updated it (a parameter whose
    /// first gradient comes late, unfrozen or added in a new group, starts its bias correction
    /// then, as PyTorch's does).
    steps: RefCell<Vec<u64>>,
    /// Per parameter, the `step` tensor a `state_dict()` or `state` handed out, kept counting
    /// (PyTorch's is the optimizer's own tensor, which `step()` updates in place).
    step_values: RefCell<Vec<Option<Tensor>>>,
}

/// A state buffer's new value: written into the old buffer's storage when something else holds it
/// (a tensor a `state_dict()` handed out, which PyTorch's in-place update changes too), else
/// taking its place.
fn settle(old: &mut Tensor, new: Tensor) {
    let shared = Rc::strong_count(&old.storage) > 1 && !Rc::ptr_eq(&old.storage, &new.storage);
    if shared && old.shape == new.shape && old.dtype() == new.dtype() && old.is_contiguous() {
        old.storage.adopt(&new.storage);
    } else {
        *old = new;
    }
}

pub(crate) fn module() -> Value {
    let m = Module::new("torch.optim");
    native(&m, "SGD", |_, a| make(a, Kind::Sgd));
    native(&m, "Adam", |_, a| make(a, Kind::Adam));
    native(&m, "AdamW", |_, a| make(a, Kind::AdamW));
    Value::Module(m)
}

/// Each optimizer's hyperparameters with PyTorch's defaults, in the order of its `defaults` dict
/// (which is also where a positional argument after `params` goes).
fn defaults(kind: Kind) -> Vec<(&'static str, Value)> {
    let f = Value::Float;
    match kind {
        Kind::Sgd => vec![
            ("lr", f(1e-3)),
            ("momentum", Value::Int(0)),
            ("dampening", Value::Int(0)),
            ("weight_decay", Value::Int(0)),
            ("nesterov", Value::Bool(false)),
            ("maximize", Value::Bool(false)),
            ("foreach", Value::None),
            ("differentiable", Value::Bool(false)),
            ("fused", Value::None),
        ],
        Kind::Adam | Kind::AdamW => vec![
            ("lr", f(1e-3)),
            ("betas", Value::tuple(vec![f(0.9), f(0.999)])),
            ("eps", f(1e-8)),
            (
                "weight_decay",
                if kind == Kind::AdamW {
                    f(1e-2)
                } else {
                    Value::Int(0)
                },
            ),
            ("amsgrad", Value::Bool(false)),
            ("maximize", Value::Bool(false)),
            ("foreach", Value::None),
            ("capturable", Value::Bool(false)),
            ("differentiable", Value::Bool(false)),
            ("fused", Value::None),
            ("decoupled_weight_decay", Value::Bool(kind == Kind::AdamW)),
        ],
    }
}

fn tensors_of(v: &Value) -> Result<Vec<Rc<TensorObj>>, PyErr> {
    let items = match (v, crate::torch_of(v)) {
        (_, Some(TorchValue::Tensor(t))) => return Ok(vec![t.clone()]),
        (other, _) => tpu_lang::builtins::iterate(other)?,
    };
    items
        .iter()
        .map(|v| match (v, crate::torch_of(v)) {
            (_, Some(TorchValue::Tensor(t))) => Ok(t.clone()),
            (other, _) => Err(PyErr::type_error(format!(
                "optimizer can only optimize Tensors, but one of the params is {}",
                other.type_name()
            ))),
        })
        .collect()
}

fn dict_get<'a>(d: impl IntoIterator<Item = &'a (Value, Value)>, key: &str) -> Option<&'a Value> {
    d.into_iter()
        .find(|(k, _)| matches!(k, Value::Str(s) if &**s == key))
        .map(|(_, v)| v)
}

fn as_f64(v: &Value, key: &str) -> Result<f64, PyErr> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as u8 as f64),
        other => Err(PyErr::type_error(format!(
            "{key} must be a float, not {}",
            other.type_name()
        ))),
    }
}

/// `SGD(params, lr=..., ...)`, `Adam(...)`, `AdamW(...)`: `params` is an iterable of tensors or
/// of dicts (parameter groups) whose own keys override the keyword defaults.
fn make(a: &Args, kind: Kind) -> NativeResult {
    let mut defs = defaults(kind);
    for (i, (name, slot)) in defs.iter_mut().enumerate() {
        if let Some(v) = a.get(i + 1, name) {
            *slot = v.clone();
        }
    }
    let items = tpu_lang::builtins::iterate(a.get(0, "params").unwrap_or(&Value::None))?;
    if items.is_empty() {
        return Err(PyErr::value_error("optimizer got an empty parameter list").into());
    }
    let given: Vec<Vec<(Value, Value)>> = if items.iter().all(|v| matches!(v, Value::Dict(_))) {
        items
            .iter()
            .map(|v| match v {
                Value::Dict(d) => d.borrow().iter().cloned().collect(),
                _ => unreachable!("checked above"),
            })
            .collect()
    } else {
        vec![vec![(Value::str("params"), Value::list(items))]]
    };
    let mut groups: Vec<Group> = Vec::new();
    for entries in given {
        let group = new_group(entries, &defs, &groups, kind)?;
        groups.push(group);
    }
    let n = groups.iter().map(|g| g.params.len()).sum();
    Ok(Value::from(TorchValue::Optimizer(Rc::new(Optimizer {
        kind,
        defaults: defs,
        groups: RefCell::new(groups),
        state: RefCell::new(vec![None; n]),
        steps: RefCell::new(vec![0; n]),
        step_values: RefCell::new(vec![None; n]),
    }))))
}

/// One parameter group from its dict's entries: its tensors (leaves, in no other group) and
/// the hyperparameters, the defaults filling those it does not name, each checked.
fn new_group(
    mut entries: Vec<(Value, Value)>,
    defs: &[(&'static str, Value)],
    groups: &[Group],
    kind: Kind,
) -> Result<Group, PyErr> {
    let params = tensors_of(
        dict_get(&entries, "params").ok_or_else(|| PyErr::key_error(Value::str("params")))?,
    )?;
    for p in &params {
        if !p.is_leaf() {
            return Err(PyErr::value_error("can't optimize a non-leaf Tensor"));
        }
        if groups
            .iter()
            .flat_map(|g| &g.params)
            .any(|q| Rc::ptr_eq(p, q))
        {
            return Err(PyErr::value_error(
                "some parameters appear in more than one parameter group",
            ));
        }
    }
    // PyTorch keeps the group's tensors as a list (a generator given is read once, here).
    let list = Value::list(
        params
            .iter()
            .map(|p| crate::autograd::record::value(p.clone()))
            .collect(),
    );
    for (k, v) in entries.iter_mut() {
        if matches!(k, Value::Str(s) if &**s == "params") {
            *v = list.clone();
        }
    }
    for (name, v) in defs {
        if dict_get(&entries, name).is_none() {
            entries.push((Value::str(name), v.clone()));
        }
    }
    let group = Group {
        dict: Rc::new(RefCell::new(entries.into_iter().collect())),
        params,
    };
    let lr = group.get("lr")?;
    if lr < 0.0 {
        return Err(PyErr::value_error(format!(
            "Invalid learning rate: {}",
            tpu_emu::tensor::format::py_float_repr(lr)
        )));
    }
    for unsupported in ["maximize", "amsgrad"] {
        if let Some(Value::Bool(true)) = dict_get(&*group.dict.borrow(), unsupported) {
            return Err(PyErr::unsupported(&format!("{unsupported}=True")));
        }
    }
    if kind == Kind::Sgd {
        let nesterov = matches!(
            dict_get(&*group.dict.borrow(), "nesterov"),
            Some(Value::Bool(true))
        );
        if nesterov && (group.get("momentum")? <= 0.0 || group.get("dampening")? != 0.0) {
            return Err(PyErr::value_error(
                "Nesterov momentum requires a momentum and zero dampening",
            ));
        }
    }
    Ok(group)
}

impl Group {
    fn get(&self, key: &str) -> Result<f64, PyErr> {
        let d = self.dict.borrow();
        let v = dict_get(&*d, key).ok_or_else(|| PyErr::key_error(Value::str(key)))?;
        as_f64(v, key)
    }

    fn rule(&self, kind: Kind) -> Result<Rule, PyErr> {
        Ok(match kind {
            Kind::Sgd => Rule::Sgd {
                momentum: self.get("momentum")?,
                dampening: self.get("dampening")?,
                nesterov: self.get("nesterov")? != 0.0,
            },
            Kind::Adam | Kind::AdamW => {
                let betas = {
                    let d = self.dict.borrow();
                    let none = Value::None;
                    let b = tpu_lang::builtins::iterate(dict_get(&*d, "betas").unwrap_or(&none))?;
                    match b.as_slice() {
                        [b1, b2] => (as_f64(b1, "betas")?, as_f64(b2, "betas")?),
                        _ => return Err(PyErr::value_error("betas must be a pair of floats")),
                    }
                };
                Rule::Adam {
                    betas,
                    eps: self.get("eps")?,
                    decoupled: kind == Kind::AdamW,
                }
            }
        })
    }
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
    /// Every parameter over all groups, in order (the index of its state).
    fn params(&self) -> impl Iterator<Item = Rc<TensorObj>> {
        let all: Vec<Rc<TensorObj>> = self.groups().into_iter().flat_map(|g| g.params).collect();
        all.into_iter()
    }

    /// The parameter groups now (a group's dict and tensors are shared, so this is cheap).
    fn groups(&self) -> Vec<Group> {
        self.groups.borrow().clone()
    }

    pub fn class_name(&self) -> &'static str {
        match self.kind {
            Kind::Sgd => "SGD",
            Kind::Adam => "Adam",
            Kind::AdamW => "AdamW",
        }
    }

    /// PyTorch's `repr(optimizer)`: each group's hyperparameters, sorted by name.
    pub fn repr(&self) -> String {
        let mut s = format!("{} (", self.class_name());
        for (i, g) in self.groups().iter().enumerate() {
            if i > 0 {
                s.push('\n');
            }
            s.push_str(&format!("\nParameter Group {i}"));
            let d = g.dict.borrow();
            let mut keys: Vec<(String, String)> = d
                .iter()
                .filter_map(|(k, v)| match k {
                    Value::Str(k) if &**k != "params" => Some((k.to_string(), v.repr())),
                    _ => None,
                })
                .collect();
            tpu_emu::sort::sort(&mut keys);
            for (k, v) in keys {
                s.push_str(&format!("\n    {k}: {v}"));
            }
        }
        s.push_str("\n)");
        s
    }

    fn step(&self, ctx: &mut Ctx) -> Result<(), Flow> {
        let steps = self.steps.borrow().clone();
        let mut updates: Vec<Update> = Vec::new();
        let mut i = 0;
        for group in &self.groups() {
            let lr = group.get("lr")?;
            let weight_decay = group.get("weight_decay")?;
            let rule = group.rule(self.kind)?;
            for p in &group.params {
                let t = steps.get(i).copied().unwrap_or(0) + 1;
                self.update(ctx, p, i, t, lr, weight_decay, &rule, &mut updates)?;
                i += 1;
            }
        }
        for (p, contents, i, state) in updates {
            kernels::commit(&p.tensor, &contents);
            if let Some((na, nb)) = state {
                let mut all = self.state.borrow_mut();
                match &mut all[i] {
                    Some((a, b)) => {
                        settle(a, na);
                        match (b.as_mut(), nb) {
                            (Some(b), Some(nb)) => settle(b, nb),
                            (_, nb) => *b = nb,
                        }
                    }
                    slot => *slot = Some((na, nb)),
                }
            }
            if let Some(n) = self.steps.borrow_mut().get_mut(i) {
                *n += 1;
                if let Some(Some(t)) = self.step_values.borrow().get(i) {
                    let v = kernels::full(&[], *n as f64, t.dtype());
                    t.storage.adopt(&v.storage);
                }
            }
        }
        Ok(())
    }

    /// The new value and state of parameter `i` (written by `step` once every one is computed).
    #[allow(clippy::too_many_arguments)]
    fn update(
        &self,
        ctx: &mut Ctx,
        p: &Rc<TensorObj>,
        i: usize,
        t: u64,
        lr: f64,
        weight_decay: f64,
        rule: &Rule,
        updates: &mut Vec<Update>,
    ) -> Result<(), Flow> {
        {
            let Some(g) = p.grad.borrow().as_ref().map(|g| g.tensor.clone()) else {
                return Ok(());
            };
            let x = p.tensor.clone();
            let prev = self.state.borrow()[i].clone();
            let (new_x, state) = match *rule {
                Rule::Sgd {
                    momentum,
                    dampening,
                    nesterov,
                } => {
                    let mut d = g.clone();
                    if weight_decay != 0.0 {
                        let wx = binary_scalar(ctx, BinaryOp::Mul, &x, weight_decay)?;
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
                    if weight_decay != 0.0 {
                        if decoupled {
                            x = binary_scalar(ctx, BinaryOp::Mul, &x, 1.0 - lr * weight_decay)?;
                        } else {
                            let wx = binary_scalar(ctx, BinaryOp::Mul, &x, weight_decay)?;
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
        Ok(())
    }
}

mod state;

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
            let o = this(a)?;
            match a.get(1, "closure") {
                // `step(closure)`: the closure (which reevaluates the loss, under grad mode as
                // PyTorch's `torch.enable_grad()`), then the update; the loss is returned.
                Some(f) if !matches!(f, Value::None) => Err(Flow::call(
                    f.clone(),
                    Vec::new(),
                    tpu_lang::native::Then::Resume(Box::new(StepAfter(o))),
                )),
                _ => {
                    o.step(ctx)?;
                    Ok(Value::None)
                }
            }
        }),
        "state" => o.state_dict_value(),
        "defaults" => Value::dict(
            o.defaults
                .iter()
                .map(|(k, v)| (Value::str(k), v.clone()))
                .collect(),
        ),
        "add_param_group" => bound(|_, a| {
            let o = this(a)?;
            let entries = match a.get(1, "param_group") {
                Some(Value::Dict(d)) => d.borrow().iter().cloned().collect::<Vec<_>>(),
                other => {
                    return Err(PyErr::type_error(format!(
                        "param_group must be a dict, but got <class '{}'>",
                        other.map_or("NoneType".to_string(), tpu_lang::dunder::type_name)
                    ))
                    .into())
                }
            };
            // A lone tensor is a group of one, as PyTorch reads `{"params": p}`.
            let entries = entries
                .into_iter()
                .map(|(k, v)| match (&k, crate::tensor_of(&v)) {
                    (Value::Str(s), Some(_)) if &**s == "params" => (k, Value::list(vec![v])),
                    _ => (k, v),
                })
                .collect();
            let group = new_group(entries, &o.defaults, &o.groups(), o.kind)?;
            let n = group.params.len();
            o.groups.borrow_mut().push(group);
            o.state.borrow_mut().extend(std::iter::repeat_n(None, n));
            o.steps.borrow_mut().extend(std::iter::repeat_n(0, n));
            o.step_values
                .borrow_mut()
                .extend(std::iter::repeat_n(None, n));
            Ok(Value::None)
        }),
        "state_dict" => bound(|_, a| Ok(this(a)?.state_dict())),
        "load_state_dict" => bound(|ctx, a| {
            let none = Value::None;
            this(a)?.load_state_dict(ctx, a.get(1, "state_dict").unwrap_or(&none))?;
            Ok(Value::None)
        }),
        "param_groups" => Value::list(
            o.groups()
                .iter()
                .map(|g| Value::Dict(g.dict.clone()))
                .collect(),
        ),
        "zero_grad" => bound(|_, a| {
            let to_none = !matches!(a.get(1, "set_to_none"), Some(Value::Bool(false)));
            this(a)?.params().for_each(|p| zero_grad(&p, to_none));
            Ok(Value::None)
        }),
        _ => return Err(PyErr::attribute_error(o.class_name(), name)),
    })
}

/// `step(closure)` once the closure has answered the loss.
#[derive(Debug)]
struct StepAfter(Rc<Optimizer>);

impl tpu_lang::native::Continuation for StepAfter {
    fn resume(&mut self, ctx: &mut Ctx, loss: Value) -> NativeResult {
        self.0.step(ctx)?;
        Ok(loss)
    }
}

fn this(a: &Args) -> Result<Rc<Optimizer>, PyErr> {
    match (&a.pos[0], crate::torch_of(&a.pos[0])) {
        (_, Some(TorchValue::Optimizer(o))) => Ok(o.clone()),
        (_, _) => Err(PyErr::type_error("expected an optimizer")),
    }
}
