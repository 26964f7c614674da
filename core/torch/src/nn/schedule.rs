//! `torch.optim.lr_scheduler.StepLR` / `CosineAnnealingLR` (PyTorch's chainable update rules, so
//! the learning rates round as PyTorch's do) (`torch.nn.utils.clip_grad_norm_` is Python: core/torch/lib/torch/nn/utils/__init__.py).

use std::cell::Cell;
use std::f64::consts::PI;
use std::rc::Rc;

use tpu_lang::native::{Args, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::optim::Optimizer;
use crate::{native, TorchValue};

#[derive(Debug)]
pub enum Rule {
    Step { step_size: u64, gamma: f64 },
    Cosine { t_max: u64, eta_min: f64 },
}

#[derive(Debug)]
pub struct Scheduler {
    rule: Rule,
    opt: Rc<Optimizer>,
    /// Each group's learning rate when the scheduler was made (PyTorch's `initial_lr`).
    base_lrs: Vec<f64>,
    epoch: Cell<u64>,
}

pub(crate) fn module() -> Value {
    let m = Module::new("torch.optim.lr_scheduler");
    native(&m, "StepLR", |_, a| {
        let step_size = match a.get(1, "step_size") {
            Some(Value::Int(s)) if *s > 0 => *s as u64,
            // PyTorch keeps a float step_size as given (`epoch % step_size`); a whole one acts
            // as that int (the Transformer tutorial passes 1.0).
            Some(Value::Float(f)) if *f >= 1.0 && f.fract() == 0.0 => *f as u64,
            _ => return Err(PyErr::type_error("StepLR() step_size must be a positive int").into()),
        };
        let gamma = num(a.get(2, "gamma"), 0.1)?;
        make(a, Rule::Step { step_size, gamma })
    });
    native(&m, "CosineAnnealingLR", |_, a| {
        let t_max = match a.get(1, "T_max") {
            Some(Value::Int(s)) if *s > 0 => *s as u64,
            // PyTorch keeps a float step_size as given (`epoch % step_size`); a whole one acts
            // as that int (the Transformer tutorial passes 1.0).
            Some(Value::Float(f)) if *f >= 1.0 && f.fract() == 0.0 => *f as u64,
            _ => {
                return Err(
                    PyErr::type_error("CosineAnnealingLR() T_max must be a positive int").into(),
                )
            }
        };
        let eta_min = num(a.get(2, "eta_min"), 0.0)?;
        make(a, Rule::Cosine { t_max, eta_min })
    });
    Value::Module(m)
}

fn num(v: Option<&Value>, default: f64) -> Result<f64, PyErr> {
    match v {
        None => Ok(default),
        Some(Value::Float(f)) => Ok(*f),
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(other) => Err(PyErr::type_error(format!(
            "expected a number, got {}",
            other.type_name()
        ))),
    }
}

fn make(a: &Args, rule: Rule) -> NativeResult {
    let Some(TorchValue::Optimizer(opt)) = a.get(0, "optimizer").and_then(crate::torch_of) else {
        return Err(
            PyErr::type_error("the scheduler's first argument must be an optimizer").into(),
        );
    };
    Ok(Value::from(TorchValue::Scheduler(Rc::new(Scheduler {
        rule,
        base_lrs: opt.lrs()?,
        opt: opt.clone(),
        epoch: Cell::new(0),
    }))))
}

impl Scheduler {
    pub fn class_name(&self) -> &'static str {
        match self.rule {
            Rule::Step { .. } => "StepLR",
            Rule::Cosine { .. } => "CosineAnnealingLR",
        }
    }

    /// One `scheduler.step()`: PyTorch's recursive formulas from each group's current rate.
    fn step(&self) -> Result<(), PyErr> {
        let e = self.epoch.get() + 1;
        self.epoch.set(e);
        let new: Vec<f64> = self
            .opt
            .lrs()?
            .into_iter()
            .zip(&self.base_lrs)
            .map(|(lr, &base)| self.next_lr(e, lr, base))
            .collect();
        self.opt.set_lrs(&new);
        Ok(())
    }

    fn next_lr(&self, e: u64, lr: f64, base_lr: f64) -> f64 {
        match self.rule {
            Rule::Step { step_size, gamma } => {
                if e.is_multiple_of(step_size) {
                    lr * gamma
                } else {
                    lr
                }
            }
            Rule::Cosine { t_max, eta_min } => {
                let (t, ef) = (t_max as f64, e as f64);
                if (e as i64 - 1 - t_max as i64).rem_euclid(2 * t_max as i64) == 0 {
                    lr + (base_lr - eta_min) * (1.0 - (PI / t).cos()) / 2.0
                } else {
                    (1.0 + (PI * ef / t).cos()) / (1.0 + (PI * (ef - 1.0) / t).cos())
                        * (lr - eta_min)
                        + eta_min
                }
            }
        }
    }
}

pub fn getattr(obj: &Value, s: &Rc<Scheduler>, name: &str) -> Result<Value, PyErr> {
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
        "step" => bound(|_, a| {
            this(a)?.step()?;
            Ok(Value::None)
        }),
        "get_last_lr" => bound(|_, a| {
            let lrs = this(a)?.opt.lrs()?;
            Ok(Value::list(lrs.into_iter().map(Value::Float).collect()))
        }),
        "last_epoch" => Value::Int(s.epoch.get() as i64),
        _ => return Err(PyErr::attribute_error(s.class_name(), name)),
    })
}

fn this(a: &Args) -> Result<Rc<Scheduler>, PyErr> {
    match (&a.pos[0], crate::torch_of(&a.pos[0])) {
        (_, Some(TorchValue::Scheduler(s))) => Ok(s.clone()),
        (_, _) => Err(PyErr::type_error("expected a scheduler")),
    }
}
