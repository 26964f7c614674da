//! torch's random-number API over the emulator's generator (`tpu_emu::tensor::rng`, PyTorch's CPU
//! generator bit for bit): `torch.Generator` objects, `torch.default_generator`, the seed and
//! state functions, `generator=` on every random op, and the draws that need nothing but the
//! generator (`Tensor.random_`, `torch.bernoulli`).
//!
//! **`generator=`.** Every random kernel draws from `TorchState::generator`, the default one. A
//! call given another generator runs with that generator's state swapped in for the duration and
//! swapped back after ([`call_with_generator`], called by the keyword check of `signatures.rs`
//! for any op that honours `generator`), so no kernel knows generators exist.
//!
//! **Devices.** A generator made with `device='tpu'` is accepted and draws the same CPU stream
//! (the binding draws every random tensor on the host); a generator is not checked against the
//! device of the tensor it fills, where PyTorch refuses a CUDA tensor with a CPU generator, so a
//! program written with `device = "cpu"` and a `torch.Generator()` runs unchanged on the chip.
//!
//! **States.** `get_state()` is PyTorch's 5056-byte `CPUGeneratorImplState`, byte for byte
//! (`Generator::to_bytes`), but in an int64 tensor: the emulator has no uint8 dtype. The values,
//! `print`, slicing and `set_state` round trips are PyTorch's; only `.dtype` differs.

use std::cell::RefCell;
use std::rc::Rc;

use tpu_emu::tensor::rng::{Generator, STATE_BYTES};
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::native::{Args, Ctx, Flow, NativeFn, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::autograd::record::value;
use crate::{kernels, native, tensor_value, torch_of, Device, TensorObj, TorchCtx, TorchValue};

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
    let bytes = g.to_bytes().into_iter().map(i64::from).collect();
    tensor_value(
        Tensor::from_host(HostData::I64(bytes), DType::Int64, vec![STATE_BYTES]),
        Device::Cpu,
    )
}

/// A generator from a state tensor (`set_rng_state`), with PyTorch's errors.
fn read_state(ctx: &mut Ctx, v: &Value) -> Result<Generator, Flow> {
    let t = match torch_of(v) {
        Some(TorchValue::Tensor(t)) if t.tensor.dtype() == DType::Int64 => t.clone(),
        _ => return Err(PyErr::type_error("RNG state must be a torch.ByteTensor").into()),
    };
    let words = kernels::read_indices(ctx, &t.tensor)?;
    let mut bytes = Vec::with_capacity(words.len());
    for w in words {
        bytes.push(u8::try_from(w).map_err(|_| {
            PyErr::runtime_error(format!(
                "RNG state must hold bytes (the playground keeps it in an int64 tensor), found {w}"
            ))
        })?);
    }
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
        return raw(ctx, a);
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

/// Integer draws as host data for `dtype` (`static_cast<scalar_t>` of an int64).
fn host_of_ints(v: Vec<i64>, dtype: DType) -> (HostData, DType) {
    match dtype {
        DType::Bool => (
            HostData::Bool(v.into_iter().map(|x| x != 0).collect()),
            dtype,
        ),
        DType::Int32 => (
            HostData::I32(v.into_iter().map(|x| x as i32).collect()),
            dtype,
        ),
        DType::Int64 => (HostData::I64(v), dtype),
        DType::Float64 => (
            HostData::F64(v.into_iter().map(|x| x as f64).collect()),
            dtype,
        ),
        _ => (
            HostData::F32(v.into_iter().map(|x| x as f32).collect()),
            DType::Float32,
        ),
    }
}

/// `std::numeric_limits<T>::digits` of a float dtype.
fn digits(d: DType) -> u32 {
    match d {
        DType::Float64 => 53,
        DType::Float32 => 24,
        DType::Float16 => 11,
        _ => 8,
    }
}

/// `static_cast<int64_t>(static_cast<scalar_t>(x))` for a float dtype.
fn through(x: i64, d: DType) -> i64 {
    match d {
        DType::Float64 => x as f64 as i64,
        DType::Float32 => x as f32 as i64,
        d => crate::creation::round_to(x as f32 as f64, d) as i64,
    }
}

/// ATen's `update_from`: a `from` the dtype cannot hold moves up to the next value it can.
fn update_from(from: i64, d: DType) -> i64 {
    let plus_1 = through(from.wrapping_add(1), d);
    if plus_1 < from {
        let n = 63 - from.wrapping_add(1).unsigned_abs().leading_zeros() as i64;
        return plus_1 + (1i64 << (n - digits(d) as i64 + 1));
    }
    from
}

/// ATen's `update_to`.
fn update_to(to: i64, d: DType) -> i64 {
    let minus_1 = through(to.wrapping_sub(1), d);
    if minus_1 >= to {
        let n = 63 - to.wrapping_sub(1).unsigned_abs().leading_zeros() as i64;
        return minus_1 - (1i64 << (n - digits(d) as i64 + 1));
    }
    to
}

/// ATen's `check_from_to_in_range`, with the C++ type names PyTorch's message shows.
fn check_in_range(from: i64, to_inc: i64, d: DType) -> Result<(), PyErr> {
    let (min, max, name): (f64, f64, &str) = match d {
        DType::Bool => (0.0, 1.0, "bool"),
        DType::Int32 => (i32::MIN as f64, i32::MAX as f64, "int"),
        DType::Int64 => (i64::MIN as f64, i64::MAX as f64, "long"),
        DType::Float16 => (-65504.0, 65504.0, "c10::Half"),
        DType::BFloat16 => (
            -3.3895313892515355e38,
            3.3895313892515355e38,
            "c10::BFloat16",
        ),
        DType::Float32 => (f32::MIN as f64, f32::MAX as f64, "float"),
        DType::Float64 => (f64::MIN, f64::MAX, "double"),
    };
    let inside = |x: i64| {
        if d.is_floating() {
            (x as f64) >= min && (x as f64) <= max
        } else {
            x >= min as i64 && x <= max as i64
        }
    };
    if !inside(from) {
        return Err(PyErr::runtime_error(format!(
            "from is out of bounds for {name}"
        )));
    }
    if !inside(to_inc) {
        return Err(PyErr::runtime_error(format!(
            "to - 1 is out of bounds for {name}"
        )));
    }
    Ok(())
}

fn random_overloads_error(a: &Args) -> PyErr {
    let mut got: Vec<String> = a.pos[1..]
        .iter()
        .map(|v| v.type_name().to_string())
        .collect();
    got.extend(a.kw.iter().map(|(k, v)| format!("{k}={}", v.type_name())));
    let got = if a.pos.len() == 1 && !a.kw.is_empty() {
        format!("{}, ", got.join(", "))
    } else {
        got.join(", ")
    };
    PyErr::type_error(format!(
        "random_() received an invalid combination of arguments - got ({got}), but expected one of:\n * (*, torch.Generator generator = None)\n * (int from, int to, *, torch.Generator generator = None)\n * (int to, *, torch.Generator generator = None)\n"
    ))
}

/// `Tensor.random_(from=0, to=None, *, generator=None)` on every dtype, as ATen's
/// `random_impl` / `random_from_to_impl` (the generator keyword was taken off by
/// [`call_with_generator`]).
pub fn random_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = crate::as_tensor(&a.pos[0], "random_")?.clone();
    let int = |v: &Value| match v {
        Value::Int(i) => Some(Some(*i)),
        Value::None => Some(None),
        _ => None,
    };
    let from_kw = a.kwarg("from");
    let to_kw = a.kwarg("to");
    // (from, to): to None is "to the dtype's top"; neither given is the plain `random_()`.
    let bounds: Option<(i64, Option<i64>)> = match (&a.pos[1..], from_kw, to_kw) {
        ([], None, None) => None,
        ([to], None, None) | ([], None, Some(to)) => match int(to) {
            Some(Some(to)) => Some((0, Some(to))),
            _ => return Err(random_overloads_error(a).into()),
        },
        ([from, to], None, None) | ([from], None, Some(to)) | ([], Some(from), Some(to)) => {
            match (int(from), int(to)) {
                (Some(Some(from)), Some(to)) => Some((from, to)),
                _ => return Err(random_overloads_error(a).into()),
            }
        }
        ([], Some(from), None) => match int(from) {
            Some(Some(from)) => Some((from, None)),
            _ => return Err(random_overloads_error(a).into()),
        },
        _ => return Err(random_overloads_error(a).into()),
    };
    let dtype = t.tensor.dtype();
    let n = t.tensor.numel();
    let saved = ctx.torch().generator.get_state();
    let drawn = match bounds {
        None => {
            let (modulus, wide) = match dtype {
                DType::Bool => (2, false),
                DType::Int32 => (1 << 31, false),
                DType::Int64 => (1 << 63, true),
                DType::Float64 => ((1 << 53) + 1, true),
                d => ((1 << digits(d)) + 1, false),
            };
            ctx.torch().generator.random_mod(n, modulus, wide)
        }
        Some((mut from, Some(mut to))) => {
            if from >= to {
                return Err(PyErr::runtime_error(format!(
                    "random_ expects 'from' to be less than 'to', but got from={from} >= to={to}"
                ))
                .into());
            }
            if dtype.is_floating() {
                from = update_from(from, dtype);
                to = update_to(to, dtype);
                if from >= to {
                    return Err(PyErr::runtime_error(format!(
                        "random_ expects 'from' casted to dtype to be less than 'to' casted to dtype, but got from={from} >= to={to}"
                    ))
                    .into());
                }
            }
            check_in_range(from, to - 1, dtype)?;
            let range = (to as u64).wrapping_sub(from as u64);
            ctx.torch().generator.random_from_to(n, range, from)
        }
        Some((i64::MIN, None)) => {
            if !matches!(
                dtype,
                DType::Int64 | DType::Float64 | DType::Float32 | DType::BFloat16
            ) {
                return Err(PyErr::runtime_error(
                    "random_full_64_bits_range_kernel_cpu handles only int64, double, float and bfloat16",
                )
                .into());
            }
            ctx.torch().generator.random_from_to(n, 0, 0)
        }
        Some((mut from, None)) => {
            let to_inc = match dtype {
                DType::Bool => 1,
                DType::Int32 => i32::MAX as i64,
                DType::Int64 => i64::MAX,
                d => {
                    let top = 1i64 << digits(d);
                    from = update_from(from, d);
                    if from >= top {
                        return Err(PyErr::runtime_error(format!(
                            "random_ expects 'from' casted to dtype to be less than or equal to 'to_inc' casted to dtype, but got from={from} > to_inc={top}"
                        ))
                        .into());
                    }
                    top
                }
            };
            check_in_range(from, to_inc, dtype)?;
            let range = (to_inc as u64).wrapping_sub(from as u64).wrapping_add(1);
            ctx.torch().generator.random_from_to(n, range, from)
        }
    };
    let (data, host_dtype) = host_of_ints(drawn, dtype);
    write_drawn(ctx, &t, data, host_dtype, &saved)
}

/// `torch.bernoulli(input, p=None, *, generator=None)`, `Tensor.bernoulli(...)`: a new tensor like
/// `input`, drawn with probabilities `input` (or the float `p` for every element).
pub fn bernoulli(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = crate::as_tensor(a.get(0, "input").unwrap_or(&Value::None), "bernoulli")?.clone();
    let out = crate::factories::empty_like(ctx, &t)?;
    match a.get(1, "p") {
        None | Some(Value::None) => bernoulli_into(ctx, &out, &Value::from(TorchValue::Tensor(t))),
        Some(p) => bernoulli_into(ctx, &out, p),
    }
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
            (v, saved)
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
    let n_sample = n_sample as usize;
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
            order.sort_by(|&i, &j| row[j].total_cmp(&row[i]).then(i.cmp(&j)));
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
