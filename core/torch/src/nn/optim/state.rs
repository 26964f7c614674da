//! The optimizers' saved form: `state_dict()`, `load_state_dict()` and the `state` attribute.

use std::cell::RefCell;
use std::rc::Rc;

use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Ctx, Flow};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use super::{as_f64, dict_get, Kind, Optimizer};
use crate::kernels;
use crate::TensorObj;

impl Optimizer {
    /// `optimizer.state_dict()`: PyTorch's `{"state": {index: {...}}, "param_groups": [...]}`,
    /// parameters named by their index over all groups (what `torch.save` keeps).
    pub(super) fn state_dict(&self) -> Value {
        let value = self.state_dict_value();
        let Value::Dict(by_param) = &value else {
            unreachable!("state_dict_value is a dict")
        };
        let params: Vec<Rc<TensorObj>> = self.params().collect();
        let state: Vec<(Value, Value)> = by_param
            .borrow()
            .iter()
            .map(|(k, v)| {
                let i = params
                    .iter()
                    .position(|p| crate::tensor_of(k).is_some_and(|t| Rc::ptr_eq(p, t)))
                    .unwrap_or(0);
                (Value::Int(i as i64), v.clone())
            })
            .collect();
        let mut next = 0i64;
        let groups = self
            .groups()
            .iter()
            .map(|g| {
                let mut packed: Vec<(Value, Value)> = g
                    .dict
                    .borrow()
                    .iter()
                    .filter(|(k, _)| !matches!(k, Value::Str(s) if &**s == "params"))
                    .cloned()
                    .collect();
                let ids = (next..next + g.params.len() as i64)
                    .map(Value::Int)
                    .collect();
                next += g.params.len() as i64;
                packed.push((Value::str("params"), Value::list(ids)));
                Value::dict(packed)
            })
            .collect();
        Value::dict(vec![
            (Value::str("state"), Value::dict(state)),
            (Value::str("param_groups"), Value::list(groups)),
        ])
    }

    /// `optimizer.load_state_dict(sd)`: the groups' hyperparameters and each parameter's state
    /// from a `state_dict()` (copied, on the parameter's device), checked as PyTorch checks it.
    pub(super) fn load_state_dict(&self, ctx: &mut Ctx, sd: &Value) -> Result<(), Flow> {
        let Value::Dict(sd) = sd else {
            return Err(PyErr::type_error("load_state_dict() expects a dict").into());
        };
        let sd = sd.borrow();
        let get = |k: &str| {
            dict_get(sd.iter(), k)
                .cloned()
                .ok_or_else(|| PyErr::key_error(Value::str(k)))
        };
        let groups = tpu_lang::builtins::iterate(&get("param_groups")?)?;
        if groups.len() != self.groups.borrow().len() {
            return Err(PyErr::value_error(
                "loaded state dict has a different number of parameter groups",
            )
            .into());
        }
        let mut hyper = Vec::new();
        for (g, saved) in self.groups().iter().zip(&groups) {
            let Value::Dict(saved) = saved else {
                return Err(PyErr::type_error("a parameter group must be a dict").into());
            };
            let saved: Vec<(Value, Value)> = saved.borrow().iter().cloned().collect();
            let n = dict_get(&saved, "params")
                .map(|p| tpu_lang::builtins::iterate(p).map(|v| v.len()))
                .transpose()?
                .unwrap_or(0);
            if n != g.params.len() {
                return Err(PyErr::value_error(
                    "loaded state dict contains a parameter group that doesn't match the size of optimizer's group",
                )
                .into());
            }
            hyper.push(saved);
        }
        let saved_state = match &get("state")? {
            Value::Dict(d) => d.borrow().iter().cloned().collect::<Vec<_>>(),
            _ => return Err(PyErr::type_error("'state' must be a dict").into()),
        };
        let params: Vec<Rc<TensorObj>> = self.params().collect();
        let mut state = vec![None; params.len()];
        let mut steps = vec![0; params.len()];
        let mut step_values = vec![None; params.len()];
        for (k, per) in &saved_state {
            let i = match k {
                Value::Int(i) if (*i as usize) < params.len() && *i >= 0 => *i as usize,
                _ => continue,
            };
            let Value::Dict(per) = per else { continue };
            let per: Vec<(Value, Value)> = per.borrow().iter().cloned().collect();
            // A saved buffer already of the parameter's dtype and device is kept itself (PyTorch's
            // `.to(dtype, device)` returns it), so later steps show in it; else a converted copy.
            let copy = |ctx: &mut Ctx, key: &str| -> Result<Option<Tensor>, Flow> {
                match dict_get(&per, key).and_then(crate::tensor_of) {
                    Some(t)
                        if t.tensor.dtype() == params[i].tensor.dtype()
                            && t.device.get() == params[i].device.get()
                            && t.tensor.is_contiguous()
                            && t.tensor.shape == params[i].tensor.shape =>
                    {
                        Ok(Some(t.tensor.clone()))
                    }
                    Some(t) => {
                        let c = kernels::copy(ctx, &t.tensor)?;
                        Ok(Some(kernels::cast(ctx, &c, params[i].tensor.dtype())?))
                    }
                    None => Ok(None),
                }
            };
            state[i] = match self.kind {
                Kind::Sgd => copy(ctx, "momentum_buffer")?.map(|b| (b, None)),
                Kind::Adam | Kind::AdamW => {
                    if let Some(step) = dict_get(&per, "step").and_then(crate::tensor_of) {
                        let v = crate::methods::item(
                            ctx,
                            step,
                            tpu_emu::trace::MaterializationReason::ScalarConversion,
                        )?;
                        steps[i] = as_f64(&v, "step")? as u64;
                        // (The saved `step` tensor itself counts on, as PyTorch keeps it.)
                        if step.tensor.shape.is_empty() && step.tensor.dtype().is_floating() {
                            step_values[i] = Some(step.tensor.clone());
                        }
                    }
                    match (copy(ctx, "exp_avg")?, copy(ctx, "exp_avg_sq")?) {
                        (Some(a), Some(b)) => Some((a, Some(b))),
                        _ => None,
                    }
                }
            };
        }
        // Written only now: a device read above runs this again from the start.
        for (g, saved) in self.groups().iter().zip(hyper) {
            let mut d = g.dict.borrow_mut();
            for (k, v) in saved {
                if !matches!(&k, Value::Str(s) if &**s == "params") {
                    d.insert_plain(k, v);
                }
            }
        }
        *self.state.borrow_mut() = state;
        *self.steps.borrow_mut() = steps;
        *self.step_values.borrow_mut() = step_values;
        Ok(())
    }

    /// `optimizer.state`: a dict from each parameter that has state to PyTorch's names for it:
    /// the optimizer's own buffers, which later steps update (`settle`), as PyTorch's do.
    pub(super) fn state_dict_value(&self) -> Value {
        let state = self.state.borrow();
        let steps = self.steps.borrow();
        let mut entries = Vec::new();
        for (i, (p, s)) in self.params().zip(state.iter()).enumerate() {
            let p = &p;
            let Some((first, second)) = s else { continue };
            let t = |x: &Tensor| crate::tensor_value(x.clone(), p.device.get());
            let per_param = match second {
                None => vec![(Value::str("momentum_buffer"), t(first))],
                Some(sq) => {
                    // PyTorch's `_get_scalar_dtype()`: float64 under a float64 default.
                    let n = steps.get(i).copied().unwrap_or(0);
                    let mut kept = self.step_values.borrow_mut();
                    let step = match kept.get(i).cloned().flatten() {
                        Some(t) => t,
                        None => {
                            let t = match crate::precision::default_float() {
                                DType::Float64 => Tensor::from_host(
                                    HostData::F64(vec![n as f64]),
                                    DType::Float64,
                                    vec![],
                                ),
                                _ => Tensor::from_host(
                                    HostData::F32(vec![n as f32]),
                                    DType::Float32,
                                    vec![],
                                ),
                            };
                            if let Some(slot) = kept.get_mut(i) {
                                *slot = Some(t.clone());
                            }
                            t
                        }
                    };
                    vec![
                        (Value::str("step"), t(&step)),
                        (Value::str("exp_avg"), t(first)),
                        (Value::str("exp_avg_sq"), t(sq)),
                    ]
                }
            };
            let key = crate::autograd::record::value(p.clone());
            entries.push((
                key,
                Value::Dict(Rc::new(RefCell::new(
                    tpu_lang::table::DictTable::from_pairs(per_param),
                ))),
            ));
        }
        Value::Dict(Rc::new(RefCell::new(
            tpu_lang::table::DictTable::from_unique(entries),
        )))
    }
}
