//! The other factories (`full`, `eye`, `arange`, `linspace`, `randint`, `randperm`, `normal`,
//! `*_like`), grad-mode switches, `set_printoptions` and `allclose`.

use crate::TorchCtx;
use std::rc::Rc;
use tpu_emu::ops::{BinaryOp, CompareOp, ReduceOp, UnaryOp};
use tpu_emu::tensor::in_fill_order;
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::code::BinOp;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::creation::{
    device_kw, dtype_kw, finish_at, float_dtype, place, place_sized, round_to, sizes,
};
use super::{as_tensor, kernels, native, Device, TensorObj, TorchValue};

pub(super) fn register(m: &Module) {
    native(m, "full", full);
    native(m, "empty", |c, a| filled_like_zeros(c, a, "empty"));
    native(m, "eye", eye);
    native(m, "arange", arange);
    native(m, "linspace", linspace);
    native(m, "randint", randint);
    native(m, "randperm", randperm);
    native(m, "normal", normal);
    native(m, "zeros_like", |c, a| like(c, a, Fill::Value(0.0)));
    native(m, "ones_like", |c, a| like(c, a, Fill::Value(1.0)));
    native(m, "empty_like", |c, a| like(c, a, Fill::Value(0.0)));
    native(m, "full_like", |c, a| {
        let v = num(a.get(1, "fill_value"), "full_like")?;
        like(c, a, Fill::Value(v))
    });
    native(m, "rand_like", |c, a| like(c, a, Fill::Uniform));
    native(m, "randn_like", |c, a| like(c, a, Fill::Normal));
    // `@torch.no_grad` without the call decorates the function it is given, as PyTorch's does.
    native(m, "no_grad", |c, a| match a.pos.first() {
        Some(_) => crate::grad_mode::decorate(c, false, a),
        None => Ok(Value::from(TorchValue::GradMode(false))),
    });
    native(m, "enable_grad", |c, a| match a.pos.first() {
        Some(_) => crate::grad_mode::decorate(c, true, a),
        None => Ok(Value::from(TorchValue::GradMode(true))),
    });
    // PyTorch's private `torch._C._autograd._unsafe_set_version_counter(tensors, versions)`, here
    // `torch._unsafe_set_version_counter`: sets autograd's version counters back (gradcheck's
    // perturbations, which PyTorch makes through `.data`, whose counter is its own).
    // (Private to the library: set without the signature table's check, as PyTorch has no
    // `torch._unsafe_set_version_counter` to check it against.)
    m.set(
        "_unsafe_set_version_counter",
        tpu_lang::native::NativeFunction::value("_unsafe_set_version_counter", |_, a| {
            let items = |v: Option<&Value>| tpu_lang::builtins::iterate(v.unwrap_or(&Value::None));
            let (ts, vs) = (items(a.pos.first())?, items(a.pos.get(1))?);
            if ts.len() != vs.len() {
                return Err(PyErr::runtime_error(
                    "_unsafe_set_version_counter(): as many versions as tensors expected",
                )
                .into());
            }
            for (t, v) in ts.iter().zip(&vs) {
                let t = as_tensor(t, "_unsafe_set_version_counter")?;
                let Value::Int(v) = v else {
                    return Err(PyErr::type_error(
                        "_unsafe_set_version_counter(): versions are ints",
                    )
                    .into());
                };
                t.tensor.storage.grad_version.set((*v).max(0) as u64);
            }
            Ok(Value::None)
        }),
    );
    native(m, "is_grad_enabled", |c, _| {
        Ok(Value::Bool(c.torch().grad_mode.enabled()))
    });
    native(m, "set_printoptions", set_printoptions);
    native(m, "allclose", allclose);
    native(m, "equal", equal);
    native(m, "is_tensor", |_, a| {
        Ok(Value::Bool(
            a.pos.first().and_then(crate::tensor_of).is_some(),
        ))
    });
    native(m, "numel", |_, a| {
        Ok(Value::Int(
            as_tensor(a.get(0, "input").unwrap_or(&Value::None), "numel")?
                .tensor
                .numel() as i64,
        ))
    });
}

fn num(v: Option<&Value>, what: &str) -> Result<f64, PyErr> {
    match v {
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(Value::Float(f)) => Ok(*f),
        Some(Value::Bool(b)) => Ok(*b as u8 as f64),
        Some(Value::Long(_)) => Err(PyErr::new("OverflowError", "int too big to convert")),
        Some(other) => Err(PyErr::type_error(format!(
            "{what}(): argument must be Number, not {}",
            other.type_name()
        ))),
        None => Err(PyErr::type_error(format!(
            "{what}() missing a required argument"
        ))),
    }
}

fn host(vals: impl Iterator<Item = f64>, dtype: DType) -> HostData {
    tpu_emu::ops::cpu::collect_any(dtype, vals)
}

fn full(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "full",
        &["size", "fill_value", "dtype", "device", "requires_grad"],
    )?;
    let size = a.get(0, "size").cloned().unwrap_or(Value::None);
    let shape = sizes(
        &Args {
            pos: vec![size],
            kw: Vec::new(),
        },
        "full",
    )?;
    let fill = a.get(1, "fill_value");
    // The fill value's Python type picks the dtype, as in PyTorch.
    let inferred = match fill {
        Some(Value::Bool(_)) => DType::Bool,
        Some(Value::Int(_)) => DType::Int64,
        _ => crate::precision::default_float(),
    };
    let v = num(fill, "full")?;
    let dtype = dtype_kw(a)?.unwrap_or(inferred);
    if let Some(fill) = fill {
        crate::creation::check_fits(fill, dtype, true)?;
    }
    let (n, at, shape) = place_sized(ctx, device_kw(a)?, &shape, dtype)?;
    finish_at(
        Tensor::from_host(host(std::iter::repeat_n(v, n), dtype), dtype, shape),
        at,
        a,
    )
}

fn filled_like_zeros(ctx: &mut Ctx, a: &Args, fname: &str) -> NativeResult {
    a.check_kw(fname, &["size", "dtype", "device", "requires_grad"])?;
    let shape = sizes(a, fname)?;
    let dtype = dtype_kw(a)?.unwrap_or_else(crate::precision::default_float);
    let (n, at, shape) = place_sized(ctx, device_kw(a)?, &shape, dtype)?;
    // `empty` is uninitialised in PyTorch; zeros are one valid content and keep runs reproducible.
    finish_at(
        Tensor::from_host(host(std::iter::repeat_n(0.0, n), dtype), dtype, shape),
        at,
        a,
    )
}

fn eye(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let n = num(a.get(0, "n"), "eye")?;
    let m = match a.pos.get(1).or(a.kwarg("m")) {
        Some(v) => num(Some(v), "eye")?,
        None => n,
    };
    for (v, name) in [(n, "n"), (m, "m")] {
        if v < 0.0 {
            return Err(PyErr::runtime_error(format!(
                "{name} must be greater or equal to 0, got {v}"
            ))
            .into());
        }
    }
    let (n, m) = (n as usize, m as usize);
    let dtype = dtype_kw(a)?.unwrap_or_else(crate::precision::default_float);
    let (_, at) = place(ctx, device_kw(a)?, &[n, m], dtype)?;
    let vals = (0..n * m).map(|k| (k / m == k % m) as u8 as f64);
    finish_at(
        Tensor::from_host(host(vals, dtype), dtype, vec![n, m]),
        at,
        a,
    )
}

/// An `arange` bound as PyTorch's message shows it: `0`, `2.5`, `nan`, `inf`.
fn range_end(x: f64) -> String {
    match x {
        x if x.is_nan() => "nan".into(),
        x if x.is_infinite() => if x > 0.0 { "inf" } else { "-inf" }.into(),
        x if x.fract() == 0.0 => format!("{}", x as i64),
        x => format!("{x}"),
    }
}

fn arange(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let nums: Vec<&Value> = a
        .pos
        .iter()
        .chain(a.kwarg("start"))
        .chain(a.kwarg("end"))
        .chain(a.kwarg("step"))
        .collect();
    let (start, end, step) = match nums.as_slice() {
        [e] => (&Value::Int(0), *e, &Value::Int(1)),
        [s, e] => (*s, *e, &Value::Int(1)),
        [s, e, st] => (*s, *e, *st),
        _ => {
            return Err(
                PyErr::type_error("arange() received an invalid combination of arguments").into(),
            )
        }
    };
    let all_int = [start, end, step]
        .iter()
        .all(|v| matches!(v, Value::Int(_)));
    let (s, e, st) = (
        num(Some(start), "arange")?,
        num(Some(end), "arange")?,
        num(Some(step), "arange")?,
    );
    if st == 0.0 {
        return Err(PyErr::runtime_error("step must be nonzero").into());
    }
    if !s.is_finite() || !e.is_finite() {
        return Err(PyErr::runtime_error(format!(
            "unsupported range: {} -> {}",
            range_end(s),
            range_end(e)
        ))
        .into());
    }
    if (st > 0.0 && e < s) || (st < 0.0 && e > s) {
        return Err(PyErr::runtime_error(
            "upper bound and lower bound inconsistent with step sign",
        )
        .into());
    }
    let n = ((e - s) / st).ceil().max(0.0) as usize;
    let dtype = dtype_kw(a)?.unwrap_or(if all_int {
        DType::Int64
    } else {
        crate::precision::default_float()
    });
    let (_, at) = place(ctx, device_kw(a)?, &[n], dtype)?;
    // An integral dtype takes start and step as integers first (PyTorch's kernel: a 0.5 step
    // in int64 is 0), the length still from the float range.
    let (s, st) = match dtype.is_floating() {
        true => (s, st),
        false => (s.trunc(), st.trunc()),
    };
    let vals = (0..n).map(|i| s + i as f64 * st);
    finish_at(Tensor::from_host(host(vals, dtype), dtype, vec![n]), at, a)
}

/// A number argument that PyTorch also takes as a 0-d tensor (`linspace(start=torch.tensor(0.))`):
/// the tensor's value is read.
fn num_or_scalar(ctx: &mut Ctx, v: Option<&Value>, what: &str) -> Result<f64, Flow> {
    match v {
        Some(t @ Value::Foreign(_)) => {
            if let Some(TorchValue::Tensor(x)) = crate::torch_of(t) {
                if !x.tensor.shape.is_empty() {
                    return Err(PyErr::runtime_error(format!(
                        "{what}(): argument must be a 0-dimensional tensor, but got a tensor with {} dimensions",
                        x.tensor.shape.len()
                    ))
                    .into());
                }
            }
            match crate::to_python_number(ctx, t, "float")? {
                Value::Float(f) => Ok(f),
                other => Ok(num(Some(&other), what)?),
            }
        }
        other => Ok(num(other, what)?),
    }
}

/// ATen's CPU linspace kernel, value for value (its portable build, `ATEN_CPU_CAPABILITY=default`;
/// the AVX2 build contracts `end - step * i` into a fused multiply-add): the first half counts up
/// from start, the second half down from end, in float32's own arithmetic for float32 (in double
/// for the others), so `linspace(-1, 1, 6)[2]` is -0.19999999 as PyTorch prints it, not -0.2.
fn linspace_values(s: f64, e: f64, steps: usize, dtype: DType) -> Vec<f64> {
    let r: fn(f64) -> f64 = match dtype {
        DType::Float32 => |x| x as f32 as f64,
        _ => |x| x,
    };
    let (start, end) = (r(s), r(e));
    if steps <= 1 {
        // One step is `start` (ATen fills it), not `end`.
        return vec![start; steps];
    }
    let step = r(r(end - start) / r((steps - 1) as f64));
    let half = steps / 2;
    (0..steps)
        .map(|i| {
            if i < half {
                r(start + r(step * i as f64))
            } else {
                r(end - r(step * (steps - 1 - i) as f64))
            }
        })
        .collect()
}

fn linspace(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let s = num_or_scalar(ctx, a.get(0, "start"), "linspace")?;
    let e = num_or_scalar(ctx, a.get(1, "end"), "linspace")?;
    let steps = match a.get(2, "steps") {
        Some(Value::Int(n)) if *n >= 0 => *n as usize,
        _ => return Err(PyErr::runtime_error("number of steps must be non-negative").into()),
    };
    let dtype = dtype_kw(a)?.unwrap_or_else(crate::precision::default_float);
    let (_, at) = place(ctx, device_kw(a)?, &[steps], dtype)?;
    let vals = linspace_values(s, e, steps, dtype);
    finish_at(
        Tensor::from_host(host(vals.into_iter(), dtype), dtype, vec![steps]),
        at,
        a,
    )
}

fn randint(ctx: &mut Ctx, a: &Args) -> NativeResult {
    // randint(high, size) or randint(low, high, size), any of them by keyword.
    let mut pos = a.pos.clone();
    let named = |k: &str| a.kwarg(k).cloned();
    if pos.len() < 3 {
        match (pos.len(), named("low"), named("high"), named("size")) {
            (0, Some(l), Some(h), Some(s)) => pos = vec![l, h, s],
            (0, None, Some(h), Some(s)) => pos = vec![h, s],
            (1, None, Some(h), Some(s)) => pos = vec![pos[0].clone(), h, s],
            (1, None, None, Some(s)) => pos.push(s),
            (2, None, None, Some(s)) => pos.push(s),
            _ => {}
        }
    }
    let (low, high, size) = match pos.as_slice() {
        [h, s] => (0, num(Some(h), "randint")? as i64, s.clone()),
        [l, h, s] => (
            num(Some(l), "randint")? as i64,
            num(Some(h), "randint")? as i64,
            s.clone(),
        ),
        [Value::Int(_)] if a.kw.is_empty() => {
            // PyTorch's parser lists randint's four overloads, all of which need a size.
            let tail = "Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)";
            let gen = "*, torch.Generator generator, ";
            return Err(PyErr::type_error(format!(
                "randint() received an invalid combination of arguments - got (int), but expected one of:\n * (int high, tuple of ints size, {gen}{tail}\n * (int high, tuple of ints size, *, {tail}\n * (int low, int high, tuple of ints size, {gen}{tail}\n * (int low, int high, tuple of ints size, *, {tail}\n"
            ))
            .into());
        }
        _ => {
            return Err(
                PyErr::type_error("randint() received an invalid combination of arguments").into(),
            )
        }
    };
    if low >= high {
        return Err(PyErr::runtime_error(format!(
            "random_ expects 'from' to be less than 'to', but got from={low} >= to={high}"
        ))
        .into());
    }
    let shape = sizes(
        &Args {
            pos: vec![size],
            kw: Vec::new(),
        },
        "randint",
    )?;
    let dtype = dtype_kw(a)?.unwrap_or(DType::Int64);
    crate::rng::check_in_range(low, high - 1, dtype)?;
    let (n, at, shape) = place_sized(ctx, device_kw(a)?, &shape, dtype)?;
    let vals = ctx.torch().generator.randint(low, high, n);
    finish_at(
        Tensor::from_host(
            host(vals.into_iter().map(|v| v as f64), dtype),
            dtype,
            shape,
        ),
        at,
        a,
    )
}

fn randperm(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let n = match a.get(0, "n") {
        Some(Value::Int(n)) if *n >= 0 => *n as usize,
        _ => return Err(PyErr::runtime_error("randperm: n must be non-negative").into()),
    };
    let dtype = dtype_kw(a)?.unwrap_or(DType::Int64);
    let (_, at) = place(ctx, device_kw(a)?, &[n], dtype)?;
    let vals = ctx.torch().generator.randperm(n);
    finish_at(
        Tensor::from_host(
            host(vals.into_iter().map(|v| v as f64), dtype),
            dtype,
            vec![n],
        ),
        at,
        a,
    )
}

/// `normal(mean, std)` with a tensor mean or std, as ATen's normal_out: a standard draw of the
/// broadcast shape (of N(0, std) for a number std beside a tensor mean), scaled by a tensor std
/// and shifted by the mean; both get a zero gradient (NormalBackward1/2/3).
fn normal_tensors(ctx: &mut Ctx, mean: &Value, std: &Value) -> NativeResult {
    let (mt, st) = (
        crate::tensor_of(mean).cloned(),
        crate::tensor_of(std).cloned(),
    );
    let shape = match (&mt, &st) {
        (Some(m), Some(s)) => tpu_emu::ops::broadcast_shapes(&m.tensor.shape, &s.tensor.shape)
            .map_err(|e| PyErr::runtime_error(e.to_string()))?,
        (Some(m), None) => m.tensor.shape.clone(),
        (None, Some(s)) => s.tensor.shape.clone(),
        (None, None) => unreachable!("called with a tensor"),
    };
    let like = mt.as_ref().or(st.as_ref()).expect("a tensor");
    let dtype = like.tensor.dtype();
    if !dtype.is_floating() {
        return Err(PyErr::runtime_error(format!(
            "\"normal_kernel_cpu\" not implemented for '{}'",
            dtype.name()
        ))
        .into());
    }
    let scale = match (&st, std) {
        (None, v) => num(Some(v), "normal")?,
        _ => 1.0,
    };
    if scale < 0.0 {
        return Err(PyErr::runtime_error(format!(
            "normal expects std >= 0.0, but found std {scale}"
        ))
        .into());
    }
    let (n, at) = place(ctx, like.device.get(), &shape, dtype)?;
    let data = match dtype {
        DType::Float64 => HostData::F64(ctx.torch().generator.normal_f64(n, 0.0, scale, true)),
        d => {
            let v = ctx.torch().generator.normal_f32(n, 0.0, scale, true);
            HostData::F32(v.into_iter().map(|x| round_to(x as f64, d)).collect())
        }
    };
    let no_kw = Args {
        pos: Vec::new(),
        kw: Vec::new(),
    };
    let z = finish_at(Tensor::from_host(data, dtype, shape), at, &no_kw)?;
    let scaled = match st {
        Some(_) => crate::ops::binary(ctx, BinOp::Mul, &z, std)?,
        None => z,
    };
    let out = crate::ops::binary(ctx, BinOp::Add, &scaled, mean)?;
    let name = match (&mt, &st) {
        (Some(_), Some(_)) => "NormalBackward3",
        (Some(_), None) => "NormalBackward1",
        _ => "NormalBackward2",
    };
    crate::ops::with_zero_grads(ctx, out, &[mean, std], name)
}

fn normal(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let (Some(m), Some(s)) = (a.get(0, "mean"), a.get(1, "std")) {
        if crate::tensor_of(m).is_some() || crate::tensor_of(s).is_some() {
            let (m, s) = (m.clone(), s.clone());
            return normal_tensors(ctx, &m, &s);
        }
    }
    let mean = num(a.get(0, "mean"), "normal")?;
    let std = num(a.get(1, "std"), "normal")?;
    let size = a.get(2, "size").cloned().unwrap_or(Value::None);
    let shape = sizes(
        &Args {
            pos: vec![size],
            kw: Vec::new(),
        },
        "normal",
    )?;
    let dtype = float_dtype(a, "normal_kernel_cpu")?;
    let (n, at, shape) = place_sized(ctx, device_kw(a)?, &shape, dtype)?;
    let data = match dtype {
        DType::Float64 => HostData::F64(ctx.torch().generator.normal_f64(n, mean, std, true)),
        d => {
            let v = ctx.torch().generator.normal_f32(n, mean, std, true);
            HostData::F32(v.into_iter().map(|x| round_to(x as f64, d)).collect())
        }
    };
    finish_at(Tensor::from_host(data, dtype, shape), at, a)
}

/// `torch.empty_like(t)` (zero-filled, as every `empty` here is) for a native that fills it.
pub(crate) fn empty_like(ctx: &mut Ctx, t: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
    let a = Args {
        pos: vec![Value::from(TorchValue::Tensor(t.clone()))],
        kw: Vec::new(),
    };
    let made = like(ctx, &a, Fill::Value(0.0))?;
    Ok(crate::as_tensor(&made, "empty_like")?.clone())
}

enum Fill {
    Value(f64),
    Uniform,
    Normal,
}

fn like(ctx: &mut Ctx, a: &Args, fill: Fill) -> NativeResult {
    let t = as_tensor(a.get(0, "input").unwrap_or(&Value::None), "like")?.clone();
    let dtype = dtype_kw(a)?.unwrap_or(t.tensor.dtype());
    // Without `device=`, the new tensor goes where `input` is: on HBM if its storage is there
    // (a module's parameters after `module.to("tpu")` keep their label but live on the chip).
    let device = match a.kwarg("device") {
        Some(_) => device_kw(a)?,
        None if t.tensor.storage.on_hbm() && t.device.get() == Device::Cpu => Device::Tpu(0),
        None => t.device.get(),
    };
    let shape = t.tensor.shape.clone();
    if !dtype.is_floating() && !matches!(fill, Fill::Value(_)) {
        return Err(PyErr::runtime_error(format!(
            "\"{}\" not implemented for '{}'",
            if matches!(fill, Fill::Uniform) {
                "check_uniform_bounds"
            } else {
                "normal_kernel_cpu"
            },
            super::ops::scalar_type_name(dtype)
        ))
        .into());
    }
    let (n, at) = place(ctx, device, &shape, dtype)?;
    // `empty_like` keeps a dense input's strides (a transposed one's too), and the fill draws
    // in that memory order, as a non-contiguous tensor (the normal fill's serial path).
    let order = (t.tensor.is_dense() && !t.tensor.is_contiguous())
        .then(|| t.tensor.fill_order())
        .flatten();
    let (o, contiguous) = (order.as_deref(), order.is_none());
    let g = &mut ctx.torch().generator;
    let data = match fill {
        Fill::Value(v) => host(std::iter::repeat_n(v, n), dtype),
        Fill::Uniform => match dtype {
            DType::Float64 => HostData::F64(in_fill_order(g.uniform_f64(n, 0.0, 1.0), o)),
            d => host(
                in_fill_order(g.uniform_f32(n, 0.0, 1.0), o)
                    .into_iter()
                    .map(f64::from),
                d,
            ),
        },
        Fill::Normal => match dtype {
            DType::Float64 => {
                HostData::F64(in_fill_order(g.normal_f64(n, 0.0, 1.0, contiguous), o))
            }
            d => host(
                in_fill_order(g.normal_f32(n, 0.0, 1.0, contiguous), o)
                    .into_iter()
                    .map(f64::from),
                d,
            ),
        },
    };
    finish_at(Tensor::from_host(data, dtype, shape), at, a)
}

fn set_printoptions(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "set_printoptions",
        &[
            "precision",
            "threshold",
            "edgeitems",
            "linewidth",
            "profile",
            "sci_mode",
        ],
    )?;
    let opts = &mut ctx.torch().print_options;
    if let Some(Value::Str(p)) = a.get(4, "profile") {
        *opts = match &**p {
            "short" => tpu_emu::tensor::format::PrintOptions {
                precision: 2,
                threshold: 1000,
                edgeitems: 2,
                linewidth: 80,
                sci_mode: None,
            },
            "full" => tpu_emu::tensor::format::PrintOptions {
                threshold: usize::MAX,
                ..Default::default()
            },
            _ => Default::default(),
        };
    }
    let count = |v: &Value, what: &str| -> Result<usize, PyErr> {
        match v {
            Value::Int(i) if *i >= 0 => Ok(*i as usize),
            Value::Float(f) if f.is_infinite() => Ok(usize::MAX),
            _ => Err(PyErr::type_error(format!(
                "set_printoptions(): {what} must be a non-negative int"
            ))),
        }
    };
    if let Some(v) = a.get(0, "precision").filter(|v| !matches!(v, Value::None)) {
        let p = count(v, "precision")?;
        // PyTorch takes any int; past a few hundred digits a double has nothing left to print, and
        // a huge precision would only build a huge string: refused rather than allocated.
        if p > MAX_PRINT_PRECISION {
            return Err(PyErr::value_error(format!(
                "set_printoptions(): precision {p} is more digits than the playground prints (at most {MAX_PRINT_PRECISION})"
            ))
            .into());
        }
        opts.precision = p;
    }
    if let Some(v) = a.get(1, "threshold").filter(|v| !matches!(v, Value::None)) {
        opts.threshold = count(v, "threshold")?;
    }
    if let Some(v) = a.get(2, "edgeitems").filter(|v| !matches!(v, Value::None)) {
        opts.edgeitems = count(v, "edgeitems")?;
    }
    if let Some(v) = a.get(3, "linewidth").filter(|v| !matches!(v, Value::None)) {
        opts.linewidth = count(v, "linewidth")?;
    }
    if let Some(v) = a.get(5, "sci_mode") {
        opts.sci_mode = match v {
            Value::Bool(b) => Some(*b),
            _ => None,
        };
    }
    Ok(Value::None)
}

/// The most digits `set_printoptions(precision=...)` accepts (a double's exact decimal expansion
/// needs at most 767 significant digits).
const MAX_PRINT_PRECISION: usize = 1000;

/// `allclose(a, b, rtol=1e-05, atol=1e-08)`: `|a - b| <= atol + rtol * |b|` everywhere (a read).
pub(super) fn allclose(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let x = as_tensor(a.get(0, "input").unwrap_or(&Value::None), "allclose")?
        .tensor
        .clone();
    let y = as_tensor(a.get(1, "other").unwrap_or(&Value::None), "allclose")?
        .tensor
        .clone();
    let rtol = a
        .get(2, "rtol")
        .map(|v| num(Some(v), "allclose"))
        .transpose()?
        .unwrap_or(1e-5);
    let atol = a
        .get(3, "atol")
        .map(|v| num(Some(v), "allclose"))
        .transpose()?
        .unwrap_or(1e-8);
    let d = kernels::binary(ctx, BinaryOp::Sub, &x, &y)?;
    let ad = kernels::unary(ctx, UnaryOp::Abs, &d)?;
    let ay = kernels::unary(ctx, UnaryOp::Abs, &y)?;
    let tol = kernels::binary_scalar(ctx, BinaryOp::Mul, &ay, rtol)?;
    let tol = kernels::binary_scalar(ctx, BinaryOp::Add, &tol, atol)?;
    let ok = kernels::compare(ctx, CompareOp::Le, &ad, &tol)?;
    all_true(ctx, &ok)
}

/// Whether every element of the bool tensor `ok` is true: one reduction, then a read.
fn all_true(ctx: &mut Ctx, ok: &Tensor) -> NativeResult {
    let all = kernels::reduce(
        ctx,
        ReduceOp::All,
        ok,
        &(0..ok.shape.len()).collect::<Vec<_>>(),
        false,
    )?;
    let line = ctx.span.line;
    let data = ctx
        .torch()
        .dispatcher
        .read(&all, MaterializationReason::ScalarConversion, line)?;
    Ok(Value::Bool(data.get_f64(0) != 0.0))
}

/// `torch.equal(a, b)`: the same shape and every element equal (a read; False on shape mismatch).
pub(super) fn equal(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let x = as_tensor(a.get(0, "input").unwrap_or(&Value::None), "equal")?
        .tensor
        .clone();
    let y = as_tensor(a.get(1, "other").unwrap_or(&Value::None), "equal")?
        .tensor
        .clone();
    if x.shape != y.shape {
        return Ok(Value::Bool(false));
    }
    let ok = kernels::compare(ctx, CompareOp::Eq, &x, &y)?;
    all_true(ctx, &ok)
}
