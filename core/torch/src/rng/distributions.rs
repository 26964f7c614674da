//! The draws from distributions PyTorch's CPU generator makes: `bernoulli` (function, method
//! and in place), `exponential_`, and `multinomial` (ATen's exponential trick without replacement,
//! a search of the cumulative sums with it).

use std::rc::Rc;

use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::autograd::record;
use crate::{torch_of, TensorObj, TorchCtx, TorchValue};

use super::{cpp_double, not_implemented, write_drawn};

/// `torch.bernoulli(input, p=None, *, generator=None)`, `Tensor.bernoulli(...)`: a new tensor like
/// `input`, drawn with probabilities `input` (or the float `p` for every element). As in PyTorch,
/// the draw is in the graph of an `input` that requires grad (`BernoulliBackward0`, whose
/// gradient is zero: derivatives.yaml's `self: zeros_like(grad)`).
pub fn bernoulli(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = crate::as_tensor(a.get(0, "input").unwrap_or(&Value::None), "bernoulli")?.clone();
    let out = crate::factories::empty_like(ctx, &t)?;
    let with_p = match a.get(1, "p") {
        None | Some(Value::None) => {
            bernoulli_into(ctx, &out, &Value::from(TorchValue::Tensor(t.clone())))?;
            false
        }
        Some(p) => {
            bernoulli_into(ctx, &out, p)?;
            true
        }
    };
    // `bernoulli.p` (a float p) has no derivative in PyTorch: its node raises when reached.
    let name = if with_p {
        "NotImplemented"
    } else {
        "BernoulliBackward0"
    };
    let drawn = record::record(
        ctx,
        out.tensor.clone(),
        out.device.get(),
        name,
        &[&t],
        false,
        || {
            Box::new(move |_, g: &Tensor| {
                if with_p {
                    return Err(PyErr::runtime_error(
                        "derivative for aten::bernoulli is not implemented",
                    )
                    .into());
                }
                Ok(vec![Some(crate::kernels::full(&g.shape, 0.0, g.dtype()))])
            })
        },
    );
    Ok(record::value(drawn))
}

/// `Tensor.bernoulli_(p=0.5, *, generator=None)`: `p` a float or a probability tensor.
pub fn bernoulli_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = crate::as_tensor(&a.pos[0], "bernoulli_")?.clone();
    let p = a.get(1, "p").cloned().unwrap_or(Value::Float(0.5));
    bernoulli_into(ctx, &t, &p)
}

fn bernoulli_into(ctx: &mut Ctx, t: &Rc<TensorObj>, p: &Value) -> NativeResult {
    let n = t.tensor.numel();
    let drawn = match (p, torch_of(p)) {
        (Value::Float(_) | Value::Int(_) | Value::Bool(_), _) => {
            let p = match p {
                Value::Float(f) => *f,
                Value::Int(i) => *i as f64,
                _ => matches!(p, Value::Bool(true)) as u8 as f64,
            };
            if !(0.0..=1.0).contains(&p) {
                return Err(PyErr::runtime_error(format!(
                    "bernoulli_ expects p to be in [0, 1], but got p={}",
                    cpp_double(p)
                ))
                .into());
            }
            let saved = ctx.torch().generator.get_state();
            let v = ctx.torch().generator.bernoulli(n, p);
            let order = t.tensor.fill_order();
            (tpu_emu::tensor::in_fill_order(v, order.as_deref()), saved)
        }
        (_, Some(TorchValue::Tensor(pt))) => {
            if !pt.tensor.dtype().is_floating() {
                return Err(PyErr::new(
                    "NotImplementedError",
                    format!(
                        "\"bernoulli_tensor_cpu_p_\" not implemented for '{}'",
                        crate::ops::scalar_type_name(pt.tensor.dtype())
                    ),
                )
                .into());
            }
            if pt.tensor.shape != t.tensor.shape {
                return Err(crate::rng::not_implemented(
                    "bernoulli_ with a probability tensor of another shape than self",
                )
                .into());
            }
            let line = ctx.span.line;
            let data = ctx.torch().dispatcher.read(
                &pt.tensor,
                MaterializationReason::HostFallback,
                line,
            )?;
            let bad = || {
                PyErr::runtime_error("Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)")
            };
            let saved = ctx.torch().generator.get_state();
            let v = match data {
                HostData::F64(p) => {
                    if p.iter().any(|x| !(0.0..=1.0).contains(x)) {
                        return Err(bad().into());
                    }
                    ctx.torch().generator.bernoulli_f64(&p)
                }
                other => {
                    let p: Vec<f32> = (0..other.len()).map(|i| other.get_f64(i) as f32).collect();
                    if p.iter().any(|x| !(0.0..=1.0).contains(x)) {
                        return Err(bad().into());
                    }
                    ctx.torch().generator.bernoulli_f32(&p)
                }
            };
            (v, saved)
        }
        (other, _) => {
            return Err(PyErr::type_error(format!(
                "bernoulli_(): argument 'p' must be float, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    let (v, saved) = drawn;
    write_drawn(ctx, t, HostData::Bool(v), DType::Bool, &saved)
}

/// `Tensor.exponential_(lambd=1, *, generator=None)`.
pub fn exponential_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = crate::as_tensor(&a.pos[0], "exponential_")?.clone();
    let lambd = match a.get(1, "lambd") {
        None => 1.0,
        Some(Value::Float(f)) => *f,
        Some(Value::Int(i)) => *i as f64,
        Some(Value::Bool(b)) => *b as u8 as f64,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "exponential_(): argument 'lambd' (position 1) must be float, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    let dtype = t.tensor.dtype();
    if !dtype.is_floating() {
        return Err(PyErr::runtime_error(format!(
            "Exponential distribution is a continuous probability distribution. dtype must be a floating point but you specified {}",
            crate::ops::scalar_type_name(dtype)
        ))
        .into());
    }
    if lambd <= 0.0 || lambd.is_nan() {
        return Err(PyErr::runtime_error(format!(
            "exponential_ expects lambda > 0.0, but found lambda={}",
            cpp_double(lambd)
        ))
        .into());
    }
    let saved = ctx.torch().generator.get_state();
    let v = ctx.torch().generator.exponential(t.tensor.numel(), lambd);
    let (data, host) = if dtype == DType::Float64 {
        (HostData::F64(v), DType::Float64)
    } else {
        // `static_cast<scalar_t>(double)`: to float, then (Half, BFloat16) from the float.
        (
            HostData::F32(v.into_iter().map(|x| x as f32).collect()),
            DType::Float32,
        )
    };
    write_drawn(ctx, &t, data, host, &saved)
}

/// `torch.multinomial(input, num_samples, replacement=False, *, generator=None)` and the method,
/// as ATen's CPU `multinomial_out`: without replacement, or for one sample, the exponential trick
/// (`q = input / exponential_(q)`, then argmax or topk along the last dim); with replacement,
/// a binary search of one double uniform per sample in the row's normalised cumulative sums.
pub fn multinomial(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = crate::as_tensor(a.get(0, "input").unwrap_or(&Value::None), "multinomial")?.clone();
    let n_sample = match a.get(1, "num_samples") {
        Some(Value::Int(n)) => *n,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "multinomial(): argument 'num_samples' (position 2) must be int, not {}",
                other.type_name()
            ))
            .into())
        }
        None => {
            return Err(PyErr::type_error(
                "multinomial() missing required argument 'num_samples' (pos 2)",
            )
            .into())
        }
    };
    let replacement = match a.get(2, "replacement") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "multinomial(): argument 'replacement' (position 3) must be bool, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    let shape = t.tensor.shape.clone();
    if shape.is_empty() || shape.len() > 2 {
        return Err(PyErr::runtime_error("prob_dist must be 1 or 2 dim").into());
    }
    let dtype = t.tensor.dtype();
    if !dtype.is_floating() {
        return Err(PyErr::runtime_error(format!(
            "multinomial only supports floating-point dtypes for input, got: {}",
            crate::ops::scalar_type_name(dtype)
        ))
        .into());
    }
    if n_sample <= 0 {
        return Err(PyErr::runtime_error("cannot sample n_sample <= 0 samples").into());
    }
    let n_cat = *shape.last().expect("1 or 2 dims");
    let rows = if shape.len() == 2 { shape[0] } else { 1 };
    // The result's size is checked before anything is allocated (a huge `num_samples` with
    // replacement asked the host for terabytes and aborted the run); on the page's 32-bit
    // target a count past usize is too large too, never truncated.
    let n_sample = usize::try_from(n_sample).unwrap_or(usize::MAX);
    crate::creation::check_numel(&[rows, n_sample])?;
    if !replacement && n_sample > n_cat {
        return Err(PyErr::runtime_error(
            "cannot sample n_sample > prob_dist.size(-1) samples without replacement",
        )
        .into());
    }
    if n_cat > 1 << 24 {
        return Err(PyErr::runtime_error("number of categories cannot exceed 2^24").into());
    }
    if n_cat == 0 {
        // No category to draw from (a mutated program's `randn(2, 0)`): PyTorch's check of
        // the row sums answers first.
        return Err(PyErr::runtime_error(
            "invalid multinomial distribution (sum of probabilities <= 0)",
        )
        .into());
    }
    let line = ctx.span.line;
    let data = ctx
        .torch()
        .dispatcher
        .read(&t.tensor, MaterializationReason::HostFallback, line)?;
    let p: Vec<f64> = (0..data.len()).map(|i| data.get_f64(i)).collect();
    let saved = ctx.torch().generator.get_state();
    let out = if !replacement || n_sample == 1 {
        if p.iter().any(|x| !(*x >= 0.0 && *x < f64::INFINITY)) {
            return Err(PyErr::runtime_error(
                "probability tensor contains either `inf`, `nan` or element < 0",
            )
            .into());
        }
        // `self.sum()` (1-D) or `self.sum(1) == 0` per row: a row of zeros sums to zero exactly.
        if p.chunks(n_cat.max(1))
            .any(|row| row.iter().all(|&x| x == 0.0))
            || n_cat == 0
        {
            return Err(PyErr::runtime_error(
                "invalid multinomial distribution (sum of probabilities <= 0)",
            )
            .into());
        }
        let e = ctx.torch().generator.exponential(p.len(), 1.0);
        // q = input / exponential(q), in the input's dtype.
        let q: Vec<f64> = p
            .iter()
            .zip(&e)
            .map(|(&p, &e)| match dtype {
                DType::Float64 => p / e,
                DType::Float32 => f64::from(p as f32 / e as f32),
                d => {
                    let e = f64::from(crate::creation::round_to(f64::from(e as f32), d));
                    f64::from(crate::creation::round_to(f64::from(p as f32 / e as f32), d))
                }
            })
            .collect();
        let mut out = Vec::with_capacity(rows * n_sample);
        for row in q.chunks(n_cat) {
            let mut order: Vec<usize> = (0..n_cat).collect();
            // Largest first; equal values keep index order (argmax takes the first maximum).
            tpu_emu::sort::sort_by(&mut order, |&i, &j| {
                row[j].total_cmp(&row[i]).then(i.cmp(&j))
            });
            if n_sample > 1 {
                // topk orders ties its own way: refuse rather than guess when a tie decides.
                let decides =
                    (0..n_sample.min(n_cat - 1)).any(|k| row[order[k]] == row[order[k + 1]]);
                if decides {
                    ctx.torch().generator.set_state(&saved);
                    return Err(not_implemented(
                        "torch.multinomial without replacement when two candidates tie (zero probabilities reached)",
                    )
                    .into());
                }
            }
            out.extend(order[..n_sample].iter().map(|&i| i as i64));
        }
        out
    } else {
        if !matches!(dtype, DType::Float32 | DType::Float64) {
            return Err(not_implemented(&format!(
                "torch.multinomial with replacement on {} probabilities",
                dtype.name()
            ))
            .into());
        }
        let mut out = Vec::with_capacity(rows * n_sample);
        for row in p.chunks(n_cat) {
            // Cumulative sums in the input's dtype, then normalised by the total.
            let mut cum = Vec::with_capacity(n_cat);
            let (mut s32, mut s64) = (0f32, 0f64);
            for &x in row {
                if x < 0.0 {
                    ctx.torch().generator.set_state(&saved);
                    return Err(PyErr::runtime_error(
                        "invalid multinomial distribution (encountering probability entry < 0)",
                    )
                    .into());
                }
                if !x.is_finite() {
                    ctx.torch().generator.set_state(&saved);
                    return Err(PyErr::runtime_error(
                        "invalid multinomial distribution (encountering probability entry = infinity or NaN)",
                    )
                    .into());
                }
                if dtype == DType::Float64 {
                    s64 += x;
                    cum.push(s64);
                } else {
                    s32 += x as f32;
                    cum.push(f64::from(s32));
                }
            }
            let sum = if dtype == DType::Float64 {
                s64
            } else {
                f64::from(s32)
            };
            if sum <= 0.0 {
                ctx.torch().generator.set_state(&saved);
                return Err(PyErr::runtime_error(
                    "invalid multinomial distribution (sum of probabilities <= 0)",
                )
                .into());
            }
            for c in &mut cum {
                *c = if dtype == DType::Float64 {
                    *c / sum
                } else {
                    f64::from(*c as f32 / sum as f32)
                };
            }
            cum[n_cat - 1] = 1.0;
            for _ in 0..n_sample {
                let u = ctx.torch().generator.uniform_double();
                let (mut left, mut right) = (0usize, n_cat);
                while right > left {
                    let mid = left + (right - left) / 2;
                    if cum[mid] < u {
                        left = mid + 1;
                    } else {
                        right = mid;
                    }
                }
                out.push(left as i64);
            }
        }
        out
    };
    let out_shape = if shape.len() == 2 {
        vec![rows, n_sample]
    } else {
        vec![n_sample]
    };
    let device = t.device.get();
    let (_, at) = crate::creation::place(ctx, device, &out_shape, DType::Int64)?;
    crate::creation::finish_at(
        Tensor::from_host(HostData::I64(out), DType::Int64, out_shape),
        at,
        &Args {
            pos: Vec::new(),
            kw: Vec::new(),
        },
    )
}

/// The concentrations of `torch._standard_gamma` / `torch._sample_dirichlet`: a float32 or float64
/// tensor (ATen dispatches these kernels over those two), read to the host. Its gradient (the
/// reparameterized sample's, `_standard_gamma_grad`) is not provided: refused by name when
/// autograd would need it, never silently a sample without one.
fn concentrations(
    ctx: &mut Ctx,
    a: &Args,
    what: &str,
    kernel: &str,
) -> Result<(Rc<TensorObj>, HostData), Flow> {
    let t = crate::as_tensor(a.get(0, "input").unwrap_or(&Value::None), what)?.clone();
    let dtype = t.tensor.dtype();
    if !matches!(dtype, DType::Float32 | DType::Float64) {
        return Err(PyErr::new(
            "NotImplementedError",
            format!(
                "\"{kernel}\" not implemented for '{}'",
                crate::ops::scalar_type_name(dtype)
            ),
        )
        .into());
    }
    if t.requires_grad.get() && ctx.torch_ref().grad_mode.enabled() {
        return Err(PyErr::unsupported(&format!(
            "the gradient of torch.{what} (a reparameterized sample's, through its concentration)"
        ))
        .into());
    }
    let line = ctx.span.line;
    let data = ctx
        .torch()
        .dispatcher
        .read(&t.tensor, MaterializationReason::HostFallback, line)?;
    Ok((t, data))
}

/// `torch._standard_gamma(alpha)`: one Gamma(alpha, 1) draw per element in memory order, as
/// ATen's `_s_gamma_cpu` (`Generator::standard_gamma`), raised to the dtype's smallest normal
/// number. What `Gamma`, `Chi2` and `StudentT` sample through.
pub fn standard_gamma(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (t, alpha) = concentrations(ctx, a, "_standard_gamma", "gamma_cpu")?;
    let f32_alpha = t.tensor.dtype() == DType::Float32;
    let saved = ctx.torch().generator.get_state();
    let g = &mut ctx.torch().generator;
    let v: Vec<f64> = (0..alpha.len())
        .map(|i| g.standard_gamma(alpha.get_f64(i), f32_alpha))
        .collect();
    let (data, host) = if f32_alpha {
        let v = v.into_iter().map(|x| (x as f32).max(f32::MIN_POSITIVE));
        (HostData::F32(v.collect()), DType::Float32)
    } else {
        let v = v.into_iter().map(|x| x.max(f64::MIN_POSITIVE));
        (HostData::F64(v.collect()), DType::Float64)
    };
    let out = crate::factories::empty_like(ctx, &t)?;
    write_drawn(ctx, &out, data, host, &saved)
}

/// `torch._sample_dirichlet(alpha)`: along the last dim, double gamma draws normalised by their
/// row's sum, as ATen's `_s_dirichlet_cpu`, each kept inside the dtype's `(tiny, 1)`. What
/// `Dirichlet` and `Beta` sample through.
pub fn sample_dirichlet(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (t, alpha) = concentrations(ctx, a, "_sample_dirichlet", "dirichlet")?;
    let k = t.tensor.shape.last().copied().unwrap_or(1);
    let alpha: Vec<f64> = (0..alpha.len()).map(|i| alpha.get_f64(i)).collect();
    let saved = ctx.torch().generator.get_state();
    let v = ctx.torch().generator.dirichlet(&alpha, k);
    let (data, host) = if t.tensor.dtype() == DType::Float32 {
        let below_one = f32::from_bits(1.0f32.to_bits() - 1);
        let v = v
            .into_iter()
            .map(|x| (x as f32).max(f32::MIN_POSITIVE).min(below_one));
        (HostData::F32(v.collect()), DType::Float32)
    } else {
        let below_one = f64::from_bits(1.0f64.to_bits() - 1);
        let v = v
            .into_iter()
            .map(|x| x.max(f64::MIN_POSITIVE).min(below_one));
        (HostData::F64(v.collect()), DType::Float64)
    };
    let out = crate::factories::empty_like(ctx, &t)?;
    write_drawn(ctx, &out, data, host, &saved)
}

/// `torch.poisson(input)`: a Poisson(rate) count per element in memory order, as ATen's
/// `_s_poisson_cpu` (`Generator::poisson`), in `input`'s float dtype. Its derivative is zero, as
/// PyTorch's `PoissonBackward0` gives.
pub fn poisson(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = crate::as_tensor(a.get(0, "input").unwrap_or(&Value::None), "poisson")?.clone();
    let dtype = t.tensor.dtype();
    if !dtype.is_floating() {
        return Err(PyErr::new(
            "NotImplementedError",
            format!(
                "\"poisson_cpu\" not implemented for '{}'",
                crate::ops::scalar_type_name(dtype)
            ),
        )
        .into());
    }
    let line = ctx.span.line;
    let rates =
        ctx.torch()
            .dispatcher
            .read(&t.tensor, MaterializationReason::HostFallback, line)?;
    if (0..rates.len()).any(|i| {
        let r = rates.get_f64(i);
        r < 0.0 || r.is_nan()
    }) {
        return Err(
            PyErr::runtime_error("invalid Poisson rate, expected rate to be non-negative").into(),
        );
    }
    let saved = ctx.torch().generator.get_state();
    let g = &mut ctx.torch().generator;
    let v: Vec<f64> = (0..rates.len())
        .map(|i| g.poisson(rates.get_f64(i)) as f64)
        .collect();
    let (data, host) = if dtype == DType::Float64 {
        (HostData::F64(v), DType::Float64)
    } else {
        (
            HostData::F32(v.into_iter().map(|x| x as f32).collect()),
            DType::Float32,
        )
    };
    let out = crate::factories::empty_like(ctx, &t)?;
    write_drawn(ctx, &out, data, host, &saved)?;
    let drawn = record::record(
        ctx,
        out.tensor.clone(),
        out.device.get(),
        "PoissonBackward0",
        &[&t],
        false,
        || Box::new(|_, g: &Tensor| Ok(vec![Some(crate::kernels::full(&g.shape, 0.0, g.dtype()))])),
    );
    Ok(record::value(drawn))
}
