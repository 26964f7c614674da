//! `torch.nn.init` and the random in-place fills it is built on (`Tensor.uniform_`, `normal_`).
//!
//! Each initializer computes its bound or standard deviation in double exactly as
//! `torch/nn/init.py` does, then fills the tensor from the seeded generator with the same kernels
//! as `torch.rand`/`torch.randn`, so a seeded model initialised by hand matches PyTorch's numbers.

use crate::TorchCtx;
use std::rc::Rc;
use tpu_emu::tensor::in_fill_order;

use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::autograd::record::value;
use crate::ops::check_inplace;
use crate::{as_tensor, kernels, native, TensorObj};

pub(super) fn module() -> Value {
    let m = Module::new("torch.nn.init");
    // The initializers that draw take PyTorch's `generator=` (swapped in by `rng`).
    native(&m, "uniform_", |ctx, a| {
        crate::rng::call_with_generator("uniform_", init_uniform, ctx, a)
    });
    native(&m, "normal_", |ctx, a| {
        crate::rng::call_with_generator("normal_", init_normal, ctx, a)
    });
    native(&m, "constant_", |ctx, a| {
        let t = target(a)?;
        let v = num(a.get(1, "val"), f64::NAN, "constant_")?;
        constant(ctx, &t, v)
    });
    native(&m, "zeros_", |ctx, a| constant(ctx, &target(a)?, 0.0));
    native(&m, "ones_", |ctx, a| constant(ctx, &target(a)?, 1.0));
    native(&m, "eye_", eye);
    native(&m, "calculate_gain", |_, a| {
        let nl = match a.get(0, "nonlinearity") {
            Some(Value::Str(s)) => s.to_string(),
            _ => {
                return Err(PyErr::type_error("calculate_gain(): nonlinearity must be str").into())
            }
        };
        Ok(Value::Float(gain(&nl, a.get(1, "param"))?))
    });
    native(&m, "xavier_uniform_", |ctx, a| {
        crate::rng::call_with_generator("xavier_uniform_", |c, a| xavier(c, a, true), ctx, a)
    });
    native(&m, "xavier_normal_", |ctx, a| {
        crate::rng::call_with_generator("xavier_normal_", |c, a| xavier(c, a, false), ctx, a)
    });
    native(&m, "kaiming_uniform_", |ctx, a| {
        crate::rng::call_with_generator("kaiming_uniform_", |c, a| kaiming(c, a, true), ctx, a)
    });
    native(&m, "kaiming_normal_", |ctx, a| {
        crate::rng::call_with_generator("kaiming_normal_", |c, a| kaiming(c, a, false), ctx, a)
    });
    Value::Module(m)
}

fn init_uniform(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = target(a)?;
    let lo = num(a.get(1, "a"), 0.0, "uniform_")?;
    let hi = num(a.get(2, "b"), 1.0, "uniform_")?;
    fill(ctx, &t, Draw::Uniform(lo, hi))
}

fn init_normal(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = target(a)?;
    let mean = num(a.get(1, "mean"), 0.0, "normal_")?;
    let std = num(a.get(2, "std"), 1.0, "normal_")?;
    fill(ctx, &t, Draw::Normal(mean, std))
}

fn target(a: &Args) -> Result<Rc<TensorObj>, PyErr> {
    Ok(as_tensor(a.get(0, "tensor").unwrap_or(&Value::None), "init")?.clone())
}

fn num(v: Option<&Value>, default: f64, what: &str) -> Result<f64, PyErr> {
    match v {
        None => Ok(default),
        Some(Value::Float(f)) => Ok(*f),
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(Value::Bool(b)) => Ok(*b as u8 as f64),
        Some(other) => Err(PyErr::type_error(format!(
            "{what}(): argument must be a number, not {}",
            other.type_name()
        ))),
    }
}

#[derive(Clone, Copy)]
pub(crate) enum Draw {
    Uniform(f64, f64),
    Normal(f64, f64),
}

/// Fills `t` in place from the generator. If the write must wait for a device read, the generator
/// is rolled back, so the retried instruction draws the same numbers.
pub(crate) fn fill(ctx: &mut Ctx, t: &Rc<TensorObj>, draw: Draw) -> NativeResult {
    let dtype = t.tensor.dtype();
    if !dtype.is_floating() {
        let op = match draw {
            Draw::Uniform(..) => "uniform_",
            Draw::Normal(..) => "normal_",
        };
        return Err(PyErr::runtime_error(format!(
            "\"{op}_kernel_cpu\" not implemented for '{}'",
            crate::ops::scalar_type_name(dtype)
        ))
        .into());
    }
    if let Draw::Normal(_, std) = draw {
        if std < 0.0 {
            return Err(PyErr::runtime_error(format!(
                "normal expects std >= 0.0, but found std {}",
                tpu_emu::tensor::format::py_float_repr(std)
            ))
            .into());
        }
    }
    if let Draw::Uniform(lo, hi) = draw {
        if lo > hi {
            return Err(PyErr::runtime_error(format!(
                "uniform_ expects to return a [from, to) range, but found from={} > to={}",
                tpu_emu::tensor::format::py_float_repr(lo),
                tpu_emu::tensor::format::py_float_repr(hi)
            ))
            .into());
        }
    }
    if t.tensor.storage.is_shapes_only() {
        // A meta tensor has no values to draw: PyTorch's generator does not advance either.
        return Ok(value(t.clone()));
    }
    let n = t.tensor.numel();
    let contiguous = t.tensor.is_contiguous();
    // Drawn in the order PyTorch's iterator visits the view (memory order for a transposed one).
    let order = t.tensor.fill_order();
    let o = order.as_deref();
    let saved = ctx.torch().generator.get_state();
    let g = &mut ctx.torch().generator;
    let data = match (draw, dtype) {
        (Draw::Uniform(lo, hi), DType::Float64) => {
            HostData::F64(in_fill_order(g.uniform_f64(n, lo, hi), o))
        }
        (Draw::Normal(m, s), DType::Float64) => {
            HostData::F64(in_fill_order(g.normal_f64(n, m, s, contiguous), o))
        }
        (Draw::Uniform(lo, hi), _) => HostData::F32(in_fill_order(g.uniform_f32(n, lo, hi), o)),
        (Draw::Normal(m, s), _) => {
            HostData::F32(in_fill_order(g.normal_f32(n, m, s, contiguous), o))
        }
    };
    let host_dtype = if dtype == DType::Float64 {
        DType::Float64
    } else {
        DType::Float32
    };
    let src = Tensor::from_host(data, host_dtype, t.tensor.shape.clone());
    let written = kernels::cast(ctx, &src, dtype).and_then(|s| kernels::assign(ctx, &t.tensor, &s));
    if let Err(Flow::NeedsRead) = written {
        ctx.torch().generator.set_state(&saved);
    }
    written?;
    Ok(value(t.clone()))
}

pub(crate) fn constant(ctx: &mut Ctx, t: &Rc<TensorObj>, v: f64) -> NativeResult {
    kernels::assign(ctx, &t.tensor, &kernels::scalar(v, t.tensor.dtype()))?;
    Ok(value(t.clone()))
}

fn eye(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = target(a)?;
    let [r, c] = t.tensor.shape[..] else {
        return Err(PyErr::value_error("Only tensors with 2 dimensions are supported").into());
    };
    let data = tpu_emu::ops::cpu::collect_any(
        t.tensor.dtype(),
        (0..r * c).map(|k| f64::from(u8::from(k / c == k % c))),
    );
    let src = Tensor::from_host(data, t.tensor.dtype(), vec![r, c]);
    kernels::assign(ctx, &t.tensor, &src)?;
    Ok(value(t))
}

/// `nn.init.calculate_gain(nonlinearity, param=None)`.
fn gain(nonlinearity: &str, param: Option<&Value>) -> Result<f64, PyErr> {
    Ok(match nonlinearity {
        "linear" | "conv1d" | "conv2d" | "conv3d" | "conv_transpose1d" | "conv_transpose2d"
        | "conv_transpose3d" | "sigmoid" => 1.0,
        "tanh" => 5.0 / 3.0,
        "relu" => 2f64.sqrt(),
        "leaky_relu" => {
            let slope = match param {
                None | Some(Value::None) => 0.01,
                Some(Value::Int(i)) => *i as f64,
                Some(Value::Float(f)) => *f,
                Some(_) => {
                    return Err(PyErr::value_error(format!(
                        "negative_slope {} not a valid number",
                        param.map_or(String::new(), |p| p.repr())
                    )))
                }
            };
            (2.0 / (1.0 + slope * slope)).sqrt()
        }
        "selu" => 3.0 / 4.0,
        other => {
            return Err(PyErr::value_error(format!(
                "Unsupported nonlinearity {other}"
            )))
        }
    })
}

/// `(fan_in, fan_out)` as `_calculate_fan_in_and_fan_out` computes them.
fn fans(t: &Tensor) -> Result<(f64, f64), PyErr> {
    let s = &t.shape;
    if s.len() < 2 {
        return Err(PyErr::value_error(
            "Fan in and fan out can not be computed for tensor with fewer than 2 dimensions",
        ));
    }
    let receptive: usize = s[2..].iter().product();
    Ok(((s[1] * receptive) as f64, (s[0] * receptive) as f64))
}

fn xavier(ctx: &mut Ctx, a: &Args, uniform: bool) -> NativeResult {
    let t = target(a)?;
    let g = num(a.get(1, "gain"), 1.0, "xavier")?;
    let (fan_in, fan_out) = fans(&t.tensor)?;
    let std = g * (2.0 / (fan_in + fan_out)).sqrt();
    if uniform {
        let bound = 3f64.sqrt() * std;
        fill(ctx, &t, Draw::Uniform(-bound, bound))
    } else {
        fill(ctx, &t, Draw::Normal(0.0, std))
    }
}

fn kaiming(ctx: &mut Ctx, a: &Args, uniform: bool) -> NativeResult {
    let t = target(a)?;
    if t.tensor.numel() == 0 {
        return Ok(value(t));
    }
    let slope = a.get(1, "a").cloned().unwrap_or(Value::Int(0));
    let mode = match a.get(2, "mode") {
        None => "fan_in".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => v.repr(),
    };
    let nl = match a.get(3, "nonlinearity") {
        None => "leaky_relu".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => v.repr(),
    };
    let (fan_in, fan_out) = fans(&t.tensor)?;
    let fan = match mode.as_str() {
        "fan_in" => fan_in,
        "fan_out" => fan_out,
        _ => {
            return Err(PyErr::value_error(format!(
                "Mode {mode} not supported, please use one of ['fan_in', 'fan_out']"
            ))
            .into())
        }
    };
    let std = gain(&nl, Some(&slope))? / fan.sqrt();
    if uniform {
        let bound = 3f64.sqrt() * std;
        fill(ctx, &t, Draw::Uniform(-bound, bound))
    } else {
        fill(ctx, &t, Draw::Normal(0.0, std))
    }
}

/// `Tensor.uniform_(from=0, to=1)` and `Tensor.normal_(mean=0, std=1)`: refused on a leaf that
/// requires grad while grad mode is on, as every in-place op is.
pub(crate) fn method(ctx: &mut Ctx, a: &Args, normal: bool) -> NativeResult {
    let t = target(a)?;
    check_inplace(ctx, &t)?;
    let draw = if normal {
        Draw::Normal(
            num(a.get(1, "mean"), 0.0, "normal_")?,
            num(a.get(2, "std"), 1.0, "normal_")?,
        )
    } else {
        Draw::Uniform(
            num(a.get(1, "from"), 0.0, "uniform_")?,
            num(a.get(2, "to"), 1.0, "uniform_")?,
        )
    };
    fill(ctx, &t, draw)
}
