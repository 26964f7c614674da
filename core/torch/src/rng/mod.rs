//! torch's random-number API over the emulator's generator (`tpu_emu::tensor::rng`, PyTorch's CPU
//! generator bit for bit): `torch.Generator` objects, `torch.default_generator`, the seed and
//! state functions, `generator=` on every random op, and the draws that need nothing but the
//! generator (`Tensor.random_`, `torch.bernoulli`).
//!
//! **`generator=`.** Every random kernel draws from `TorchState::generator`, the default one. A
//! call given another generator runs with that generator's state swapped in for the duration and
//! swapped back after ([`call_with_generator`], called by the keyword check of `signatures`
//! for any op that honours `generator`), so no kernel knows generators exist.
//!
//! **Devices.** A generator made with `device='tpu'` is accepted and draws the same CPU stream
//! (the binding draws every random tensor on the host); a generator is not checked against the
//! device of the tensor it fills, where PyTorch refuses a CUDA tensor with a CPU generator, so a
//! program written with `device = "cpu"` and a `torch.Generator()` runs unchanged on the chip.
//!
//! **States.** `get_state()` is PyTorch's 5056-byte `CPUGeneratorImplState`, byte for byte
//! (`Generator::to_bytes`), in a uint8 tensor as PyTorch's: values, `print`, slicing, `.dtype`
//! and `set_state` round trips are PyTorch's.
//!
//! Here: generator objects and state, the seed and state functions, `generator=`. The draws are
//! in `random` (`Tensor.random_`) and `distributions` (`bernoulli`, `exponential_`, `multinomial`,
//! `_standard_gamma`, `_sample_dirichlet`, `poisson`).

use std::cell::RefCell;
use std::rc::Rc;

use tpu_emu::tensor::rng::{Generator, STATE_BYTES};
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Args, Ctx, Flow, NativeFn, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::autograd::record::value;
use crate::{kernels, native, tensor_value, torch_of, Device, TensorObj, TorchCtx, TorchValue};

mod distributions;
mod random;

pub use distributions::{
    bernoulli, bernoulli_, exponential_, multinomial, poisson, sample_dirichlet, standard_gamma,
};
pub(crate) use random::check_in_range;
pub use random::random_;

/// A `torch.Generator` made by the program, with its own engine.
#[derive(Debug)]
pub struct GenObj {
    pub gen: RefCell<Generator>,
    pub device: Device,
}

/// A generator value: `torch.default_generator` (the run's own, `TorchState::generator`) or one
/// the program made.
#[derive(Clone, Debug)]
pub enum GenRef {
    Default,
    Own(Rc<GenObj>),
}

impl GenRef {
    pub fn same(&self, other: &GenRef) -> bool {
        match (self, other) {
            (GenRef::Default, GenRef::Default) => true,
            (GenRef::Own(a), GenRef::Own(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }

    fn device(&self) -> Device {
        match self {
            GenRef::Default => Device::Cpu,
            GenRef::Own(g) => g.device,
        }
    }
}

pub(crate) fn register(m: &Module) {
    m.set(
        "Generator",
        NativeFunction::value("Generator", new_generator),
    );
    m.set(
        "default_generator",
        Value::from(TorchValue::Generator(GenRef::Default)),
    );
    native(m, "get_rng_state", |ctx, _| {
        Ok(state_tensor(&ctx.torch().generator))
    });
    native(m, "set_rng_state", |ctx, a| {
        let state = a.get(0, "new_state").cloned().ok_or_else(|| {
            PyErr::type_error("set_rng_state() missing 1 required positional argument: 'new_state'")
        })?;
        ctx.torch().generator = read_state(ctx, &state)?;
        Ok(Value::None)
    });
    native(m, "initial_seed", |ctx, _| {
        seed_value(ctx.torch().generator.initial_seed())
    });
    native(m, "seed", |ctx, _| {
        let s = fresh_seed(ctx);
        ctx.torch().generator.manual_seed(s);
        seed_value(s)
    });
    native(m, "bernoulli", bernoulli);
    native(m, "multinomial", multinomial);
    native(m, "_standard_gamma", standard_gamma);
    native(m, "_sample_dirichlet", sample_dirichlet);
    native(m, "poisson", poisson);
}

/// A double as C++'s `ostream << double` writes it in PyTorch's messages (`%g`: six significant
/// digits, no trailing zeros): `0`, `2.5`, `1e-05`.
pub(crate) fn cpp_double(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.into();
    }
    let sci = format!("{x:.5e}");
    let (mantissa, exp) = sci.split_once('e').expect("an exponent");
    let exp: i32 = exp.parse().expect("an integer exponent");
    let trim = |s: String| {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    };
    if !(-4..6).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa.to_string()), exp.abs())
    } else {
        trim(format!("{x:.*}", (5 - exp) as usize))
    }
}

/// NotImplementedError naming what the playground does not do yet.
pub(crate) fn not_implemented(what: &str) -> PyErr {
    PyErr::new(
        "NotImplementedError",
        format!("{what} is not supported in the playground yet"),
    )
}

/// `torch.Generator(device='cpu')`. The playground also takes `'tpu'`: a program written for a
/// chip keeps its generator beside its tensors; both draw PyTorch's CPU stream.
fn new_generator(_: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("Generator", &["device"])?;
    if a.pos.len() > 1 {
        return Err(PyErr::type_error(format!(
            "Generator() takes at most 1 argument ({} given)",
            a.pos.len()
        ))
        .into());
    }
    if !a.pos.is_empty() && a.kwarg("device").is_some() {
        return Err(
            PyErr::type_error("Generator() got multiple values for argument 'device'").into(),
        );
    }
    let device = match (a.get(0, "device"), a.get(0, "device").and_then(torch_of)) {
        (None, _) => Device::Cpu,
        (Some(Value::Str(s)), _) => Device::parse(s)?,
        (_, Some(TorchValue::Device(d))) => *d,
        (Some(other), _) => {
            return Err(PyErr::type_error(format!(
                "Generator(): argument 'device' must be torch.device, not {}",
                other.type_name()
            ))
            .into())
        }
    };
    Ok(Value::from(TorchValue::Generator(GenRef::Own(Rc::new(
        GenObj {
            gen: RefCell::new(Generator::default()),
            device,
        },
    )))))
}

/// Runs `f` on the engine `g` names.
fn with<R>(ctx: &mut Ctx, g: &GenRef, f: impl FnOnce(&mut Generator) -> R) -> R {
    match g {
        GenRef::Default => f(&mut ctx.torch().generator),
        GenRef::Own(o) => f(&mut o.gen.borrow_mut()),
    }
}

/// A seed as a Python int. PyTorch's are unsigned 64-bit; the playground's ints are signed, so
/// one past `i64::MAX` (a negative `manual_seed`) is refused rather than shown wrong.
fn seed_value(s: u64) -> NativeResult {
    i64::try_from(s).map(Value::Int).map_err(|_| {
        PyErr::new(
            "OverflowError",
            format!("the seed {s} does not fit in 64 bits signed (the playground's int is 64-bit)"),
        )
        .into()
    })
}

/// `Generator.seed()` / `torch.seed()`: PyTorch reads 64 bits of `/dev/urandom`; the playground's
/// runs repeat themselves, so the seeds come from a fixed sequence (SplitMix64 over a counter of
/// this run), 63 bits wide so they stay Python ints here.
fn fresh_seed(ctx: &mut Ctx) -> u64 {
    let st = ctx.torch();
    st.seed_counter = st.seed_counter.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = st.seed_counter;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) >> 1
}

/// `manual_seed`'s argument as PyTorch's `Generator.manual_seed` takes it (an int; a bool or a
/// float is refused).
fn seed_arg(a: &Args, i: usize) -> Result<u64, PyErr> {
    match a.get(i, "seed") {
        Some(Value::Int(s)) => Ok(*s as u64),
        Some(other) => Err(PyErr::runtime_error(format!(
            "manual_seed expected a long, but got {}",
            other.type_name()
        ))),
        None => Err(PyErr::type_error(
            "manual_seed() missing required argument 'seed' (pos 1)",
        )),
    }
}

fn state_tensor(g: &Generator) -> Value {
    let bytes = g.to_bytes().into_iter().map(i32::from).collect();
    tensor_value(
        Tensor::from_host(HostData::I32(bytes), DType::UInt8, vec![STATE_BYTES]),
        Device::Cpu,
    )
}

/// A generator from a state tensor (`set_rng_state`), with PyTorch's errors.
fn read_state(ctx: &mut Ctx, v: &Value) -> Result<Generator, Flow> {
    let t = match torch_of(v) {
        Some(TorchValue::Tensor(t)) if t.tensor.dtype() == DType::UInt8 => t.clone(),
        _ => return Err(PyErr::type_error("RNG state must be a torch.ByteTensor").into()),
    };
    let words = kernels::read_indices(ctx, &t.tensor)?;
    // uint8 storage holds 0..=255 only (every write wraps).
    let bytes: Vec<u8> = words.into_iter().map(|w| w as u8).collect();
    Ok(Generator::from_bytes(&bytes).map_err(PyErr::runtime_error)?)
}

/// A generator's attributes and methods.
pub fn getattr(obj: &Value, g: &GenRef, name: &str) -> Result<Value, PyErr> {
    let f: NativeFn = match name {
        "device" => return Ok(Value::from(TorchValue::Device(g.device()))),
        "manual_seed" => |ctx, a| {
            a.check_kw("manual_seed", &["seed"])?;
            let s = seed_arg(a, 1)?;
            with(ctx, &this(a), |g| g.manual_seed(s));
            Ok(a.pos[0].clone())
        },
        "seed" => |ctx, a| {
            a.check_kw("seed", &[])?;
            let s = fresh_seed(ctx);
            with(ctx, &this(a), |g| g.manual_seed(s));
            seed_value(s)
        },
        "initial_seed" => |ctx, a| {
            a.check_kw("initial_seed", &[])?;
            seed_value(with(ctx, &this(a), |g| g.initial_seed()))
        },
        "get_state" => |ctx, a| {
            a.check_kw("get_state", &[])?;
            Ok(with(ctx, &this(a), |g| state_tensor(g)))
        },
        "set_state" => |ctx, a| {
            a.check_kw("set_state", &["new_state"])?;
            let state = a.get(1, "new_state").cloned().ok_or_else(|| {
                PyErr::type_error("set_state() missing required argument 'new_state' (pos 1)")
            })?;
            let new = read_state(ctx, &state)?;
            with(ctx, &this(a), |g| *g = new);
            Ok(a.pos[0].clone())
        },
        _ => return Err(PyErr::attribute_error("torch._C.Generator", name)),
    };
    Ok(Value::BoundNative(Rc::new((
        obj.clone(),
        Rc::new(NativeFunction {
            name: name.to_string(),
            f,
        }),
    ))))
}

fn this(a: &Args) -> GenRef {
    match a.pos.first().and_then(torch_of) {
        Some(TorchValue::Generator(g)) => g.clone(),
        _ => unreachable!("a generator method is bound to a generator"),
    }
}

/// Calls `raw` with `a`'s `generator=` honoured: without one (or with `None` or the default
/// generator) as is; with one of the program's, with its state swapped into the run's generator
/// for the call and back after (also when the call raised or waits on a device read, so a retry
/// draws the same numbers from the same state).
pub fn call_with_generator(name: &str, raw: NativeFn, ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(i) = a.kw.iter().position(|(k, _)| &**k == "generator") else {
        // A generator given positionally (`init.normal_(w, 0., 1., g)`): the same, out of the
        // positional arguments (a Generator is never another argument).
        let at = a
            .pos
            .iter()
            .position(|v| matches!(crate::torch_of(v), Some(TorchValue::Generator(_))));
        let Some(at) = at else {
            return raw(ctx, a);
        };
        let mut moved = Args {
            pos: a.pos.clone(),
            kw: a.kw.clone(),
        };
        let g = moved.pos.remove(at);
        moved.kw.push((std::rc::Rc::from("generator"), g));
        return call_with_generator(name, raw, ctx, &moved);
    };
    let given = &a.kw[i].1;
    let own = match (given, torch_of(given)) {
        (Value::None, _) | (_, Some(TorchValue::Generator(GenRef::Default))) => None,
        (_, Some(TorchValue::Generator(GenRef::Own(g)))) => Some(g.clone()),
        (other, _) => {
            let short = name.rsplit('.').next().unwrap_or(name);
            return Err(PyErr::type_error(format!(
                "{short}(): argument 'generator' must be torch.Generator, not {}",
                other.type_name()
            ))
            .into());
        }
    };
    let mut rest = Args {
        pos: a.pos.clone(),
        kw: a.kw.clone(),
    };
    rest.kw.remove(i);
    let Some(g) = own else {
        return raw(ctx, &rest);
    };
    std::mem::swap(&mut ctx.torch().generator, &mut g.gen.borrow_mut());
    let out = raw(ctx, &rest);
    std::mem::swap(&mut ctx.torch().generator, &mut g.gen.borrow_mut());
    out
}

/// Writes `data` (host values of `host_dtype`, `t`'s shape) into `t`, cast to its dtype. If the
/// write must wait for a device read, the generator is rolled back to `saved`, so the retried
/// instruction draws the same numbers.
fn write_drawn(
    ctx: &mut Ctx,
    t: &Rc<TensorObj>,
    data: HostData,
    host_dtype: DType,
    saved: &tpu_emu::tensor::rng::RngState,
) -> NativeResult {
    let src = Tensor::from_host(data, host_dtype, t.tensor.shape.clone());
    let dtype = t.tensor.dtype();
    let written = kernels::cast(ctx, &src, dtype).and_then(|s| kernels::assign(ctx, &t.tensor, &s));
    if let Err(Flow::NeedsRead) = written {
        ctx.torch().generator.set_state(saved);
    }
    written?;
    Ok(value(t.clone()))
}

#[cfg(test)]
mod tests {
    use super::cpp_double;

    #[test]
    fn doubles_print_as_cpp_streams_them() {
        for (x, s) in [
            (0.0, "0"),
            (2.5, "2.5"),
            (-1.0, "-1"),
            (1e-5, "1e-05"),
            (1234567.0, "1.23457e+06"),
            (0.1, "0.1"),
            (123456.0, "123456"),
            (0.0001, "0.0001"),
        ] {
            assert_eq!(cpp_double(x), s);
        }
    }
}
