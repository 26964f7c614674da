//! Tensor creation: `torch.tensor` with PyTorch's dtype inference, and the factories.

use crate::TorchCtx;
use tpu_emu::device::hbm::HbmBlock;
use tpu_emu::dispatch::oom_error;
use tpu_emu::tensor::{DType, HostData, Storage, Tensor};
use tpu_lang::native::{Args, Ctx, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::{native, tensor_value, Device, TorchValue};

pub(super) fn register(m: &Module) {
    super::factories::register(m);
    native(m, "tensor", tensor);
    native(m, "Tensor", tensor_class);
    native(m, "randn", randn);
    native(m, "rand", rand);
    native(m, "zeros", zeros);
    native(m, "ones", ones);
    native(m, "manual_seed", manual_seed);
    native(m, "as_tensor", as_tensor);
}

/// `torch.as_tensor(data, dtype=None, device=None)`: a tensor is returned as is, or converted
/// with `.to(...)` where the dtype or device differs; anything else is `torch.tensor(data, ...)`.
fn as_tensor(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let Some(data) = a.get(0, "data").cloned() else {
        return Err(
            PyErr::type_error("as_tensor() missing required argument 'data' (pos 1)").into(),
        );
    };
    let mut kw: Vec<(std::rc::Rc<str>, Value)> = Vec::new();
    for (i, k) in [(1, "dtype"), (2, "device")] {
        match a.get(i, k) {
            None | Some(Value::None) => {}
            Some(v) => kw.push((k.into(), v.clone())),
        }
    }
    if crate::tensor_of(&data).is_some() {
        if kw.is_empty() {
            return Ok(data);
        }
        let to = crate::methods::raw_method_fn("to").expect("Tensor.to");
        return to(
            ctx,
            &Args {
                pos: vec![data],
                kw,
            },
        );
    }
    tensor(
        ctx,
        &Args {
            pos: vec![data],
            kw,
        },
    )
}

/// The `device=` and `dtype=` keywords of a factory.
pub(crate) fn device_kw(a: &Args) -> Result<Device, PyErr> {
    match (
        a.kwarg("device"),
        a.kwarg("device").and_then(crate::torch_of),
    ) {
        (None | Some(Value::None), _) => Ok(Device::Cpu),
        (Some(Value::Str(s)), _) => Device::parse(s),
        (_, Some(TorchValue::Device(d))) => Ok(*d),
        (Some(other), _) => Err(PyErr::type_error(format!(
            "device must be a string or torch.device, not {}",
            other.type_name()
        ))),
    }
}

pub(super) fn dtype_kw(a: &Args) -> Result<Option<DType>, PyErr> {
    match (a.kwarg("dtype"), a.kwarg("dtype").and_then(crate::dtype_of)) {
        (None | Some(Value::None), _) => Ok(None),
        (_, Some(d)) => Ok(Some(d)),
        (Some(other), _) => Err(PyErr::type_error(format!(
            "dtype must be torch.dtype, not {}",
            other.type_name()
        ))),
    }
}

/// Sizes given as `f(2, 3)`, `f((2, 3))`, `f([2, 3])` or `size=(2, 3)`, as 64-bit counts: on a
/// 32-bit target (the page's wasm32) a size past `usize` must still reach the HBM check whole, so
/// `torch.empty(7_000_000_000, device="tpu")` is PyTorch's out-of-memory error there too, not a
/// tensor of the size's low 32 bits. [`place_sized`] takes them.
pub(super) fn sizes(a: &Args, fname: &str) -> Result<Vec<u64>, PyErr> {
    match given_sizes(a, fname) {
        // (An element that is not an int in a tuple of them is the one error both overloads
        // word alike.)
        Err(e)
            if e.kind == "TypeError"
                && matches!(fname, "randn" | "rand")
                && !e.message.contains("failed to unpack")
                && !e.message.contains("missing 1 required") =>
        {
            Err(invalid_combination(a, fname))
        }
        other => other,
    }
}

fn given_sizes(a: &Args, fname: &str) -> Result<Vec<u64>, PyErr> {
    if a.pos.is_empty() && a.kwarg("size").is_none() {
        return Err(missing_size(a, fname));
    }
    // How the sizes came (PyTorch's argument parser words each case its own way): one sequence
    // (a list, or a tuple/Size), or the ints themselves.
    enum Given {
        List,
        Tuple,
        Varargs,
    }
    let (items, given): (Vec<Value>, Given) = match (a.pos.as_slice(), a.kwarg("size")) {
        ([], Some(s)) | ([s], None) if !matches!(s, Value::Int(_)) => {
            let given = match s {
                Value::List(_) => Given::List,
                Value::Tuple(_) => Given::Tuple,
                Value::Foreign(_) if matches!(crate::torch_of(s), Some(TorchValue::Size(_))) => {
                    Given::Tuple
                }
                other => {
                    return Err(PyErr::type_error(format!(
                        "{fname}(): argument 'size' (position 1) must be tuple of ints, not {}",
                        other.type_name()
                    )))
                }
            };
            (tpu_lang::builtins::iterate(s)?, given)
        }
        ([first, ..], _) if a.pos.len() > 1 && !matches!(first, Value::Int(_)) => {
            return Err(PyErr::type_error(format!(
                "{fname}() takes 1 positional argument but {} were given",
                a.pos.len()
            )))
        }
        (pos, _) => (pos.to_vec(), Given::Varargs),
    };
    let mut out = Vec::with_capacity(items.len());
    for (i, v) in items.iter().enumerate() {
        match v {
            Value::Int(d) if *d >= 0 => out.push(*d as u64),
            Value::Int(_) if fname == "zeros" => {
                return Err(PyErr::runtime_error("zeros: Dimension size must be non-negative."))
            }
            Value::Int(d) => {
                let all: Vec<String> = items.iter().map(|v| v.repr()).collect();
                return Err(PyErr::runtime_error(format!(
                    "Trying to create tensor with negative dimension {d}: [{}]",
                    all.join(", ")
                )));
            }
            other => {
                return Err(PyErr::type_error(match given {
                    Given::List => format!(
                        "{fname}(): argument 'size' (position 1) must be tuple of ints, but found element of type {} at pos {i}",
                        other.type_name()
                    ),
                    Given::Tuple | Given::Varargs => format!(
                        "{fname}(): argument 'size' failed to unpack the object at pos {} with error \"type must be tuple of ints,but got {}\"",
                        i + 1,
                        other.type_name()
                    ),
                }))
            }
        }
    }
    Ok(out)
}

/// A factory called without a size: PyTorch's argument parser says it one of two ways (its
/// overloads of `randn` and `rand`, with a generator and without, make a call with nothing at
/// all an "invalid combination"; any other call lacks "size").
fn missing_size(a: &Args, fname: &str) -> PyErr {
    if a.kw.is_empty() && matches!(fname, "randn" | "rand") {
        return invalid_combination(a, fname);
    }
    PyErr::type_error(format!(
        "{fname}() missing 1 required positional arguments: \"size\""
    ))
}

/// `randn`/`rand` called with sizes that are not ints: their two overloads (with a generator
/// and without) make PyTorch's parser list both, after the types it was given.
fn invalid_combination(a: &Args, fname: &str) -> PyErr {
    let mut got: Vec<String> = a.pos.iter().map(|v| v.type_name().to_string()).collect();
    got.extend(a.kw.iter().map(|(k, v)| format!("{k}={}", v.type_name())));
    let tail = "Tensor out = None, torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool pin_memory = False, bool requires_grad = False)";
    PyErr::type_error(format!(
        "{fname}() received an invalid combination of arguments - got ({}), but expected one of:\n * (tuple of ints size, *, torch.Generator generator, {tail}\n * (tuple of ints size, *, {tail}\n",
        got.join(", ")
    ))
}

/// A new tensor, requiring grad if the factory's `requires_grad=True` says so.
pub(super) fn finish(t: Tensor, device: Device, a: &Args) -> NativeResult {
    let v = tensor_value(t, device);
    if let (Some(Value::Bool(true)), Some(obj)) = (a.kwarg("requires_grad"), crate::tensor_of(&v)) {
        super::methods::set_requires_grad(obj, true, super::methods::GradVia::Factory)?;
    }
    Ok(v)
}

/// Where a new tensor goes, decided before its data exists: its device and, on `tpu`, its block
/// of HBM.
pub(super) struct Place {
    device: Device,
    block: Option<HbmBlock>,
}

/// Decides where a new tensor of `shape` and `dtype` goes, returning its element count. On `tpu`
/// its HBM is taken first, so a tensor too big for the chip is PyTorch's out-of-memory error with
/// nothing allocated (not even host data); the playground's own size limit comes after.
pub(super) fn place(
    ctx: &mut Ctx,
    device: Device,
    shape: &[usize],
    dtype: DType,
) -> Result<(usize, Place), PyErr> {
    let block = match device {
        Device::Cpu => None,
        Device::Tpu(_) | Device::Meta => {
            let bytes = shape
                .iter()
                .fold(dtype.size() as u64, |acc, &d| acc.saturating_mul(d as u64));
            let span_line = ctx.span.line;
            let d = &mut ctx.torch().dispatcher;
            // A meta tensor takes the chip's HBM but no host memory (it holds no values).
            let meta = device == Device::Meta;
            if meta {
                d.hbm.check_unbacked(bytes)
            } else {
                d.hbm.check(bytes)
            }
            .map_err(|e| oom_error(&e))?;
            check_numel(shape)?;
            d.flush_memory_events();
            if meta {
                d.hbm.allocate_unbacked(bytes, span_line)
            } else {
                d.hbm.allocate(bytes, span_line)
            }
            .map_err(|e| oom_error(&e))?
        }
    };
    let n = check_numel(shape)?;
    if device == Device::Meta {
        // No values to make: the factory makes an empty host buffer, which `finish_at` replaces
        // with a `meta` storage of the shape (and the generator does not advance, as PyTorch's).
        return Ok((0, Place { device, block }));
    }
    if matches!(device, Device::Cpu) {
        // CPU tensors live in the host's memory, under the run's host memory budget.
        let bytes = n.saturating_mul(dtype.size());
        tpu_emu::limits::check_host_bytes(bytes).map_err(|budget| {
            PyErr::runtime_error(format!(
                "DefaultCPUAllocator: not enough memory: you tried to allocate {bytes} bytes (the playground's memory limit for a run is {})",
                tpu_lang::native::format_bytes(budget)
            ))
        })?;
    }
    Ok((n, Place { device, block }))
}

/// [`place`] for sizes a program gave ([`sizes`]): on `tpu` the HBM is checked with the sizes as
/// given, before they become the tensor's `usize` shape (returned with the element count).
pub(super) fn place_sized(
    ctx: &mut Ctx,
    device: Device,
    sizes: &[u64],
    dtype: DType,
) -> Result<(usize, Place, Vec<usize>), PyErr> {
    if let Device::Tpu(_) | Device::Meta = device {
        let bytes = sizes
            .iter()
            .fold(dtype.size() as u64, |acc, &d| acc.saturating_mul(d));
        let hbm = &ctx.torch().dispatcher.hbm;
        if device == Device::Meta {
            hbm.check_unbacked(bytes)
        } else {
            hbm.check(bytes)
        }
        .map_err(|e| oom_error(&e))?;
    }
    let shape = sizes
        .iter()
        .map(|&d| usize::try_from(d))
        .collect::<Result<Vec<usize>, _>>()
        .map_err(|_| too_large(sizes))?;
    let (n, at) = place(ctx, device, &shape, dtype)?;
    Ok((n, at, shape))
}

fn too_large(shape: &[impl std::fmt::Debug]) -> PyErr {
    PyErr::runtime_error(format!(
        "a tensor of shape {shape:?} is larger than the playground allows ({MAX_ELEMENTS} elements)"
    ))
}

/// [`finish`] for a tensor placed by [`place`]: its storage takes the HBM block.
pub(super) fn finish_at(t: Tensor, at: Place, a: &Args) -> NativeResult {
    let t = if at.device == Device::Meta {
        let n = t.shape.iter().product();
        Tensor::new(Storage::shapes_only(t.dtype(), n), t.shape)
    } else {
        t
    };
    t.storage.charge(at.block);
    finish(t, at.device, a)
}

/// Most elements one tensor may have: keeps a typo like `torch.zeros(10**6, 10**6)` from exhausting memory.
pub const MAX_ELEMENTS: usize = 1 << 28;

/// Most dimensions one tensor may have. PyTorch's CPU tensors have no fixed cap, but its kernels'
/// index calculators stop at 25 (CUDA) and every shape walk here is linear in the rank; 64 is
/// more than any real program uses and keeps a loop of `unsqueeze` from building a tensor whose
/// printing or broadcasting takes the page down.
pub const MAX_DIMS: usize = 64;

/// The error for a tensor of `dims` dimensions, over [`MAX_DIMS`].
pub fn too_many_dims(dims: usize) -> PyErr {
    PyErr::runtime_error(format!(
        "a tensor of {dims} dimensions has more than the playground allows ({MAX_DIMS})"
    ))
}

/// Refuses a tensor result of more than [`MAX_DIMS`] dimensions (checked by the VM on every value a
/// native returns, so views such as `unsqueeze` and `x[None]` are covered too).
pub fn check_rank(v: &tpu_lang::Value) -> Result<(), PyErr> {
    if let Some(t) = crate::tensor_of(v) {
        if t.tensor.shape.len() > MAX_DIMS {
            return Err(too_many_dims(t.tensor.shape.len()));
        }
    }
    Ok(())
}

pub(crate) fn check_numel(shape: &[usize]) -> Result<usize, PyErr> {
    if shape.len() > MAX_DIMS {
        return Err(too_many_dims(shape.len()));
    }
    let mut n: usize = 1;
    for &d in shape {
        n = n
            .checked_mul(d)
            .filter(|&n| n <= MAX_ELEMENTS)
            .ok_or_else(|| too_large(shape))?;
    }
    Ok(n)
}

pub(super) enum Scalar {
    Bool(bool),
    Int(i64),
    Float(f64),
}

/// Walks nested lists, checking the shape is rectangular as PyTorch does: the shape is the
/// first element's path down (`[[1, 2], 3]` is 2 by 2), a number where a sequence belongs is
/// "not a sequence", and a sequence where a number belongs is refused in the words of the
/// inferred dtype's conversion.
fn flatten(
    v: &Value,
    depth: usize,
    shape: &mut Vec<usize>,
    out: &mut Vec<Scalar>,
) -> Result<(), PyErr> {
    if depth == 0 {
        shape.clear();
        first_path(v, shape);
        return flatten_at(v, 0, shape, out).map_err(|e| match e.message.as_str() {
            MISPLACED => {
                let ty = misplaced_type(v, 0, shape.len()).unwrap_or("list");
                if any_float(v) {
                    PyErr::type_error(format!("must be real number, not {ty}"))
                } else {
                    PyErr::type_error(format!("'{ty}' object cannot be interpreted as an integer"))
                }
            }
            _ => e,
        });
    }
    flatten_at(v, depth, shape, out)
}

const MISPLACED: &str = " a sequence where a number belongs";

fn is_sequence(v: &Value) -> bool {
    matches!(v, Value::List(_) | Value::Tuple(_) | Value::Range { .. })
}

/// The lengths along the first element at each depth (the shape PyTorch infers).
fn first_path(v: &Value, shape: &mut Vec<usize>) {
    let mut at = v.clone();
    while is_sequence(&at) && shape.len() <= MAX_DIMS {
        let n = match &at {
            Value::Range { start, stop, step } => {
                let n = tpu_lang::value::range_len(*start, *stop, *step) as usize;
                shape.push(n);
                return;
            }
            Value::List(l) => l.borrow().len(),
            Value::Tuple(t) => t.len(),
            _ => return,
        };
        shape.push(n);
        let first = match &at {
            Value::List(l) => l.borrow().first().cloned(),
            Value::Tuple(t) => t.first().cloned(),
            _ => None,
        };
        match first {
            Some(f) => at = f,
            None => return,
        }
    }
}

/// The type name of the first sequence found at depth `rank` or deeper.
fn misplaced_type(v: &Value, depth: usize, rank: usize) -> Option<&'static str> {
    if !is_sequence(v) {
        return None;
    }
    if depth >= rank {
        return Some(v.type_name());
    }
    let items = tpu_lang::builtins::iterate(v).ok()?;
    items
        .iter()
        .find_map(|x| misplaced_type(x, depth + 1, rank))
}

fn any_float(v: &Value) -> bool {
    match v {
        Value::Float(_) => true,
        Value::List(_) | Value::Tuple(_) => tpu_lang::builtins::iterate(v)
            .map(|items| items.iter().any(any_float))
            .unwrap_or(false),
        _ => false,
    }
}

fn flatten_at(
    v: &Value,
    depth: usize,
    shape: &mut Vec<usize>,
    out: &mut Vec<Scalar>,
) -> Result<(), PyErr> {
    let scalar = matches!(v, Value::Bool(_) | Value::Int(_) | Value::Float(_));
    if scalar && depth < shape.len() {
        return Err(PyErr::type_error("not a sequence"));
    }
    if is_sequence(v) && depth >= shape.len() && !shape.is_empty() {
        return Err(PyErr::type_error(MISPLACED));
    }
    match (v, crate::torch_of(v)) {
        (Value::Bool(b), _) => out.push(Scalar::Bool(*b)),
        (Value::Int(i), _) => out.push(Scalar::Int(*i)),
        (Value::Float(f), _) => out.push(Scalar::Float(*f)),
        (Value::List(_) | Value::Tuple(_) | Value::Range { .. }, _) => {
            if let Value::Range { start, stop, step } = v {
                // (Bounded first: `torch.tensor(range(10**12))` is the size error, not a list.)
                check_numel(&[tpu_lang::value::range_len(*start, *stop, *step) as usize])?;
            }
            let items = tpu_lang::builtins::iterate(v)?;
            if shape.len() == depth {
                shape.push(items.len());
            } else if shape[depth] != items.len() {
                return Err(PyErr::value_error(format!(
                    "expected sequence of length {} at dim {depth} (got {})",
                    shape[depth],
                    items.len()
                )));
            }
            for it in &items {
                flatten_at(it, depth + 1, shape, out)?;
            }
        }
        (_, Some(TorchValue::Tensor(_))) => {
            return Err(PyErr::unsupported(
                "torch.tensor() of a list of tensors (use torch.stack)",
            ))
        }
        (Value::Long(_), _) => return Err(PyErr::value_error("Overflow when unpacking long long")),
        (other, _) => {
            return Err(PyErr::type_error(format!(
                "new(): invalid data type '{}'",
                other.type_name()
            )))
        }
    }
    Ok(())
}

/// PyTorch's `checked_convert` of a Python number into an integer dtype: an int must fit (uint8
/// also takes -255..-1, which wrap, as c10's `overflows` allows for unsigned types), a float must
/// truncate into the range (so -0.5 does not fit uint8 and 255.9 does). `c_type` picks the
/// message's spelling: `uint8_t` as ATen's fill kernels name it, `uint8` as `torch.tensor` does.
pub(crate) fn check_fits(v: &Value, dtype: DType, c_type: bool) -> Result<(), PyErr> {
    let Some((lo, hi)) = dtype.int_range() else {
        return Ok(());
    };
    let fits = match v {
        Value::Int(i) if dtype == DType::UInt8 => (-hi..=hi).contains(i),
        Value::Int(i) => (lo..=hi).contains(i),
        Value::Float(f) => *f >= lo as f64 && *f < hi as f64 + 1.0,
        _ => true,
    };
    if fits {
        return Ok(());
    }
    let name = match (c_type, dtype) {
        (false, d) => d.name(),
        (true, DType::Int32) => "int",
        (true, DType::UInt8) => "uint8_t",
        (true, DType::Int8) => "int8_t",
        (true, DType::Int16) => "int16_t",
        (true, _) => "int64_t",
    };
    Err(PyErr::runtime_error(format!(
        "value cannot be converted to type {name} without overflow"
    )))
}

pub(super) fn host_of(scalars: &[Scalar], dtype: DType) -> HostData {
    let f = |s: &Scalar| match s {
        Scalar::Bool(b) => *b as u8 as f64,
        Scalar::Int(i) => *i as f64,
        Scalar::Float(x) => *x,
    };
    let i = |s: &Scalar| match s {
        Scalar::Bool(b) => *b as i64,
        Scalar::Int(i) => *i,
        Scalar::Float(x) => *x as i64,
    };
    match dtype {
        DType::Bool => HostData::Bool(scalars.iter().map(|s| f(s) != 0.0).collect()),
        DType::Int32 | DType::Int16 | DType::Int8 | DType::UInt8 => {
            HostData::I32(scalars.iter().map(|s| dtype.wrap(i(s)) as i32).collect())
        }
        DType::Int64 => HostData::I64(scalars.iter().map(i).collect()),
        DType::Float64 => HostData::F64(scalars.iter().map(f).collect()),
        DType::Float32 | DType::Float16 | DType::BFloat16 => {
            HostData::F32(scalars.iter().map(|s| round_to(f(s), dtype)).collect())
        }
    }
}

/// Rounds to the precision the dtype holds (half types are stored widened to f32).
pub(super) fn round_to(x: f64, dtype: DType) -> f32 {
    let v = x as f32;
    match dtype {
        DType::BFloat16 => half::bf16::from_f32(v).to_f32(),
        DType::Float16 => half::f16::from_f32(v).to_f32(),
        _ => v,
    }
}

/// `torch.Tensor`: the class (for `isinstance` and `type(x)`), and as a call the legacy
/// constructor: `torch.Tensor([1, 2])` is float32 data, `torch.Tensor(2, 3)` a float32 tensor of
/// that size (zeros here: PyTorch leaves it uninitialised, and any value is as right).
fn tensor_class(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if !a.kw.is_empty() {
        return Err(PyErr::unsupported("torch.Tensor(...) with keyword arguments").into());
    }
    let float = (
        std::rc::Rc::from("dtype"),
        Value::from(TorchValue::DType(crate::precision::default_float())),
    );
    match a.pos.first() {
        Some(t) if crate::tensor_of(t).is_some() && a.pos.len() == 1 => Ok(t.clone()),
        Some(Value::List(_) | Value::Tuple(_)) if a.pos.len() == 1 => tensor(
            ctx,
            &Args {
                pos: a.pos.clone(),
                kw: vec![float],
            },
        ),
        _ => filled(
            ctx,
            &Args {
                pos: if a.pos.is_empty() {
                    vec![Value::Int(0)]
                } else {
                    a.pos.clone()
                },
                kw: vec![float],
            },
            "Tensor",
            0.0,
        ),
    }
}

fn tensor(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("tensor", &["dtype", "device", "requires_grad"])?;
    let Some(data) = a.pos.first() else {
        return Err(PyErr::type_error(
            "tensor() missing 1 required positional arguments: \"data\"",
        )
        .into());
    };
    let mut shape = Vec::new();
    let mut scalars = Vec::new();
    // Tensors in the data (`torch.tensor(t)`, `torch.tensor([t0, t1])`): their values, read as
    // tolist() reads them, in place of each (only when the plain walk met one).
    let mut from_tensors = None;
    if let Err(e) = flatten(data, 0, &mut shape, &mut scalars) {
        if !has_tensor(data) {
            return Err(e.into());
        }
        let mut widest = None;
        let plain = tensors_as_lists(ctx, data, &mut widest)?;
        shape.clear();
        scalars.clear();
        flatten(&plain, 0, &mut shape, &mut scalars)?;
        from_tensors = Some(widest);
    }
    // PyTorch infers bool if all are bool, int64 if all are ints, else the default float; a
    // tensor given whole keeps its dtype and device.
    let source = match crate::torch_of(data) {
        Some(TorchValue::Tensor(t)) => Some((t.tensor.dtype(), t.device.get())),
        _ => None,
    };
    let inferred = if let Some((d, _)) = source {
        d
    } else if let Some(Some(DType::Float64)) = from_tensors {
        DType::Float64
    } else if scalars.iter().any(|s| matches!(s, Scalar::Float(_))) {
        crate::precision::default_float()
    } else if !scalars.is_empty() && scalars.iter().all(|s| matches!(s, Scalar::Bool(_))) {
        DType::Bool
    } else if scalars.is_empty() {
        crate::precision::default_float()
    } else {
        DType::Int64
    };
    let dtype = dtype_kw(a)?.unwrap_or(inferred);
    if from_tensors.is_none() && source.is_none() {
        for s in &scalars {
            let v = match s {
                Scalar::Bool(_) => continue,
                Scalar::Int(i) => Value::Int(*i),
                Scalar::Float(f) => Value::Float(*f),
            };
            check_fits(&v, dtype, false)?;
        }
    }
    let device = match (a.kwarg("device"), source) {
        (None | Some(Value::None), Some((_, d))) => d,
        _ => device_kw(a)?,
    };
    let (_, at) = place(ctx, device, &shape, dtype)?;
    let t = Tensor::from_host(host_of(&scalars, dtype), dtype, shape);
    finish_at(t, at, a)
}

fn has_tensor(v: &Value) -> bool {
    match (v, crate::torch_of(v)) {
        (_, Some(TorchValue::Tensor(_))) => true,
        (Value::List(_) | Value::Tuple(_), _) => tpu_lang::builtins::iterate(v)
            .map(|items| items.iter().any(has_tensor))
            .unwrap_or(false),
        _ => false,
    }
}

/// `v` with each tensor in it replaced by its tolist(); `widest` is the float64 dtype if any
/// tensor was float64.
fn tensors_as_lists(
    ctx: &mut Ctx,
    v: &Value,
    widest: &mut Option<DType>,
) -> Result<Value, tpu_lang::native::Flow> {
    match (v, crate::torch_of(v)) {
        (_, Some(TorchValue::Tensor(t))) => {
            if t.tensor.dtype() == DType::Float64 {
                *widest = Some(DType::Float64);
            }
            crate::methods::tolist_value(ctx, t)
        }
        (Value::List(_) | Value::Tuple(_), _) => {
            let items = tpu_lang::builtins::iterate(v)?;
            let mut out = Vec::with_capacity(items.len());
            for it in &items {
                // A tensor inside a list is a number to PyTorch: one element only, its value.
                if let Some(t) = crate::tensor_of(it) {
                    if t.tensor.numel() != 1 {
                        return Err(PyErr::value_error(
                            "only one element tensors can be converted to Python scalars",
                        )
                        .into());
                    }
                    if t.tensor.dtype() == DType::Float64 {
                        *widest = Some(DType::Float64);
                    }
                    out.push(crate::methods::item(
                        ctx,
                        t,
                        tpu_emu::trace::MaterializationReason::ScalarConversion,
                    )?);
                    continue;
                }
                out.push(tensors_as_lists(ctx, it, widest)?);
            }
            Ok(Value::list(out))
        }
        _ => Ok(v.clone()),
    }
}

pub(super) fn float_dtype(a: &Args, fname: &str) -> Result<DType, PyErr> {
    let d = dtype_kw(a)?.unwrap_or_else(crate::precision::default_float);
    if !d.is_floating() {
        return Err(PyErr::new(
            "NotImplementedError",
            format!(
                "\"{fname}\" not implemented for '{}'",
                crate::ops::scalar_type_name(d)
            ),
        ));
    }
    Ok(d)
}

fn randn(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "randn",
        &["size", "dtype", "device", "requires_grad", "generator"],
    )?;
    let shape = sizes(a, "randn")?;
    let dtype = float_dtype(a, "normal_kernel_cpu")?;
    let (n, at, shape) = place_sized(ctx, device_kw(a)?, &shape, dtype)?;
    let data = match dtype {
        DType::Float64 => HostData::F64(ctx.torch().generator.normal_f64(n, 0.0, 1.0, true)),
        d => {
            let v = ctx.torch().generator.normal_f32(n, 0.0, 1.0, true);
            HostData::F32(v.into_iter().map(|x| round_to(x as f64, d)).collect())
        }
    };
    finish_at(Tensor::from_host(data, dtype, shape), at, a)
}

fn rand(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw(
        "rand",
        &["size", "dtype", "device", "requires_grad", "generator"],
    )?;
    let shape = sizes(a, "rand")?;
    let dtype = float_dtype(a, "check_uniform_bounds")?;
    let (n, at, shape) = place_sized(ctx, device_kw(a)?, &shape, dtype)?;
    let data = match dtype {
        DType::Float64 => HostData::F64(ctx.torch().generator.uniform_f64(n, 0.0, 1.0)),
        d => {
            let v = ctx.torch().generator.uniform_f32(n, 0.0, 1.0);
            HostData::F32(v.into_iter().map(|x| round_to(x as f64, d)).collect())
        }
    };
    finish_at(Tensor::from_host(data, dtype, shape), at, a)
}

fn filled(ctx: &mut Ctx, a: &Args, fname: &str, value: f64) -> NativeResult {
    a.check_kw(fname, &["size", "dtype", "device", "requires_grad"])?;
    let shape = sizes(a, fname)?;
    let dtype = dtype_kw(a)?.unwrap_or_else(crate::precision::default_float);
    let (n, at, shape) = place_sized(ctx, device_kw(a)?, &shape, dtype)?;
    let scalars: Vec<Scalar> = (0..n).map(|_| Scalar::Float(value)).collect();
    finish_at(
        Tensor::from_host(host_of(&scalars, dtype), dtype, shape),
        at,
        a,
    )
}

fn zeros(ctx: &mut Ctx, a: &Args) -> NativeResult {
    filled(ctx, a, "zeros", 0.0)
}

fn ones(ctx: &mut Ctx, a: &Args) -> NativeResult {
    filled(ctx, a, "ones", 1.0)
}

fn manual_seed(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let seed = match a.get(0, "seed") {
        Some(Value::Int(i)) => *i,
        Some(Value::Bool(b)) => *b as i64,
        // `torch.manual_seed` does `int(seed)` first.
        Some(Value::Float(f)) if f.is_finite() && f.abs() < 9.2e18 => f.trunc() as i64,
        Some(other) => {
            return Err(PyErr::type_error(format!(
                "manual_seed expected an int, got {}",
                other.type_name()
            ))
            .into())
        }
        None => {
            return Err(PyErr::type_error(
                "manual_seed() missing 1 required positional argument: 'seed'",
            )
            .into())
        }
    };
    // PyTorch reinterprets negative seeds as unsigned 64-bit.
    ctx.torch().generator.manual_seed(seed as u64);
    Ok(Value::from(TorchValue::Generator(
        crate::rng::GenRef::Default,
    )))
}
