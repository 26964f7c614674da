//! How matmuls on the emulated TPU meet its bf16 MXU: `torch.set_float32_matmul_precision` and
//! autocast's state (`torch.set_autocast_enabled`/`set_autocast_dtype`, which the library's
//! `torch.autocast` context manager drives, as PyTorch's does); and the default float dtype
//! (`torch.set_default_dtype`), which every place PyTorch reads it reads through [`default_float`].
//!
//! The MXU multiplies bf16 and accumulates in f32. A float32 matmul on "tpu" therefore computes:
//!
//! * `"highest"` (PyTorch's default): the float32 product, priced as six bf16 passes (XLA's
//!   bf16_6x), so programs print what PyTorch on a CPU prints;
//! * `"high"`: three passes of the bf16x3 split, `a = a_hi + a_lo` with `a_hi = bf16(a)` and
//!   `a_lo = bf16(a - a_hi)`: `a_hi @ b_lo + a_lo @ b_hi + a_hi @ b_hi`, each pass its own matmul
//!   kernel on rounded operands (the trace and the MXU panel show all three);
//! * `"medium"`: one pass, `bf16(a) @ bf16(b)` accumulated in f32.
//!
//! Only tensors on the chip are affected: a `device="cpu"` matmul stays exact. Under autocast a
//! matmul's float32 operands on an autocast device are cast (differentiably) to the autocast dtype
//! first, as PyTorch's autocast casts `mm`, `bmm`, `matmul`, `linear` and the convolutions.

use std::cell::Cell;
use std::rc::Rc;

use tpu_emu::dispatch::pricing::HIGHEST_PASSES;
use tpu_emu::ops::BinaryOp;
use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::native::{Args, Ctx, Flow, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::kernels;
use crate::{native, torch_of, Device, TensorObj, TorchCtx, TorchValue};

/// `torch.get_float32_matmul_precision()`'s answer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MatmulPrecision {
    #[default]
    Highest,
    High,
    Medium,
}

impl MatmulPrecision {
    fn name(self) -> &'static str {
        match self {
            MatmulPrecision::Highest => "highest",
            MatmulPrecision::High => "high",
            MatmulPrecision::Medium => "medium",
        }
    }
}

/// The precision settings of a run.
#[derive(Clone, Debug, Default)]
pub struct PrecisionState {
    pub matmul: MatmulPrecision,
    /// `torch.set_default_dtype(torch.float64)` (float32, PyTorch's default, otherwise).
    pub default_float64: bool,
    /// Autocast on "cpu" and on "tpu": the dtype when enabled.
    autocast_cpu: Option<DType>,
    autocast_tpu: Option<DType>,
    /// `set_autocast_dtype`'s choice per device, kept while autocast is off.
    dtype_cpu: Option<DType>,
    dtype_tpu: Option<DType>,
}

thread_local! {
    /// The default float dtype of the program running on this thread. PyTorch's is a process
    /// global; here each rank keeps its own in its [`PrecisionState`], and `Session::step` installs
    /// it on the thread ([`install_default_float`]) before running that rank's instructions, so the
    /// creation functions, the wrapped-scalar rule and the printer read it without a context.
    static DEFAULT_FLOAT: Cell<DType> = const { Cell::new(DType::Float32) };
}

/// `torch.get_default_dtype()`: what a Python float, a factory without `dtype=`, an integral
/// tensor's true division or transcendental function, and a new module's parameters become.
pub fn default_float() -> DType {
    DEFAULT_FLOAT.with(Cell::get)
}

/// Makes `d` the thread's default float dtype (see [`DEFAULT_FLOAT`]).
pub fn install_default_float(d: DType) {
    DEFAULT_FLOAT.with(|c| c.set(d));
}

impl PrecisionState {
    /// This run's default float dtype.
    pub fn default_float(&self) -> DType {
        if self.default_float64 {
            DType::Float64
        } else {
            DType::Float32
        }
    }

    /// The autocast dtype for tensors on `device`, when autocast is on there.
    pub fn autocast(&self, device: Device) -> Option<DType> {
        match device {
            Device::Cpu => self.autocast_cpu,
            // `meta` tensors stand for the emulated TPU's (see `Device`).
            Device::Tpu(_) | Device::Meta => self.autocast_tpu,
        }
    }
}

pub(crate) fn register(m: &Module) {
    native(m, "set_float32_matmul_precision", set_matmul_precision);
    native(m, "get_default_dtype", |_, _| {
        Ok(Value::from(TorchValue::DType(default_float())))
    });
    native(m, "set_default_dtype", set_default_dtype);
    native(m, "get_float32_matmul_precision", |c, _| {
        Ok(Value::str(c.torch().precision.matmul.name()))
    });
    native(m, "set_autocast_enabled", set_autocast_enabled);
    native(m, "is_autocast_enabled", |c, a| {
        Ok(Value::Bool(match a.get(0, "device_type") {
            // The one-argument-less form asks about CUDA, which the playground has not.
            None => false,
            Some(v) => {
                let device = autocast_device(v)?;
                device.is_some_and(|d| c.torch().precision.autocast(d).is_some())
            }
        }))
    });
    native(m, "set_autocast_dtype", |c, a| {
        let device = autocast_device(a.get(0, "device_type").unwrap_or(&Value::None))?;
        let dtype = dtype_arg(a.get(1, "dtype"), "set_autocast_dtype")?;
        let p = &mut c.torch().precision;
        match device {
            Some(Device::Cpu) => p.dtype_cpu = Some(dtype),
            Some(Device::Tpu(_)) => p.dtype_tpu = Some(dtype),
            Some(Device::Meta) | None => {}
        }
        Ok(Value::None)
    });
    native(m, "get_autocast_dtype", |c, a| {
        let device = autocast_device(a.get(0, "device_type").unwrap_or(&Value::None))?;
        let p = &c.torch().precision;
        let d = match device {
            Some(Device::Cpu) => p.dtype_cpu.unwrap_or(DType::BFloat16),
            Some(Device::Tpu(_)) => p.dtype_tpu.unwrap_or(DType::BFloat16),
            Some(Device::Meta) | None => DType::Float16,
        };
        Ok(Value::from(TorchValue::DType(d)))
    });
}

fn set_matmul_precision(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let p = match a.get(0, "precision") {
        Some(Value::Str(s)) => match &**s {
            "highest" => MatmulPrecision::Highest,
            "high" => MatmulPrecision::High,
            "medium" => MatmulPrecision::Medium,
            // PyTorch warns ("... is not one of 'highest', 'high', or 'medium'; the current
            // setFloat32MatmulPrecision call has no effect") and changes nothing. The run has one
            // output stream, where a warning would read as the program's output: nothing is said.
            _ => return Ok(Value::None),
        },
        other => {
            return Err(PyErr::runtime_error(format!(
                "set_float32_matmul_precision expects a str, but got {}",
                other.map_or("NoneType".to_string(), |v| v.type_name().to_string())
            ))
            .into())
        }
    };
    let t = ctx.torch();
    t.precision.matmul = p;
    // At "high" and "medium" each pass is its own kernel (see `mm_passes`), one pass each.
    t.dispatcher.pricing.f32_matmul_passes = match p {
        MatmulPrecision::Highest => HIGHEST_PASSES,
        _ => 1,
    };
    Ok(Value::None)
}

/// `torch.set_default_dtype(d)`: float32 or float64. PyTorch also accepts the half types, whose
/// defaults the playground does not model: refused by name, not ignored.
fn set_default_dtype(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let d = dtype_arg(a.get(0, "d"), "set_default_dtype")?;
    match d {
        DType::Float32 | DType::Float64 => {}
        DType::Float16 | DType::BFloat16 => {
            return Err(PyErr::unsupported(&format!(
                "torch.set_default_dtype(torch.{}) (the default may be torch.float32 or \
                 torch.float64)",
                d.name()
            ))
            .into())
        }
        _ => {
            return Err(PyErr::type_error(
                "only floating-point types are supported as the default type",
            )
            .into())
        }
    }
    ctx.torch().precision.default_float64 = d == DType::Float64;
    install_default_float(d);
    Ok(Value::None)
}

/// `None` for a device type the playground accepts but has no autocast for (`cuda`).
fn autocast_device(v: &Value) -> Result<Option<Device>, Flow> {
    let s = match v {
        Value::Str(s) => s.to_string(),
        _ => match torch_of(v) {
            Some(TorchValue::Device(Device::Cpu)) => "cpu".to_string(),
            Some(TorchValue::Device(Device::Tpu(_))) => "tpu".to_string(),
            _ => {
                return Err(PyErr::type_error(
                    "autocast: device_type must be a str such as 'tpu' or 'cpu'",
                )
                .into())
            }
        },
    };
    match s.as_str() {
        "cpu" => Ok(Some(Device::Cpu)),
        "tpu" => Ok(Some(Device::Tpu(0))),
        "cuda" | "xla" | "mps" | "xpu" | "hpu" => Ok(None),
        other => Err(PyErr::runtime_error(format!(
            "Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, \
             maia, xla, lazy, vulkan, mps, meta, hpu, mtia, privateuseone, tpu device type at start \
             of device string: {other}"
        ))
        .into()),
    }
}

fn dtype_arg(v: Option<&Value>, what: &str) -> Result<DType, Flow> {
    match v.and_then(crate::dtype_of) {
        Some(d) => Ok(d),
        _ => {
            Err(PyErr::type_error(format!("{what}(): argument 'dtype' must be torch.dtype")).into())
        }
    }
}

/// `torch.set_autocast_enabled(device_type, enabled)`: on with the device's autocast dtype.
fn set_autocast_enabled(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let device = autocast_device(a.get(0, "device_type").unwrap_or(&Value::None))?;
    let enabled = match a.get(1, "enabled") {
        Some(Value::Bool(b)) => *b,
        _ => {
            return Err(PyErr::type_error(
                "set_autocast_enabled(): argument 'enabled' must be bool",
            )
            .into())
        }
    };
    let p = &mut ctx.torch().precision;
    match device {
        Some(Device::Cpu) => {
            p.autocast_cpu = enabled.then(|| p.dtype_cpu.unwrap_or(DType::BFloat16));
        }
        Some(Device::Tpu(_)) => {
            p.autocast_tpu = enabled.then(|| p.dtype_tpu.unwrap_or(DType::BFloat16));
        }
        Some(Device::Meta) | None => {}
    }
    Ok(Value::None)
}

/// A matmul's two operands.
pub(crate) type Operands = (Rc<TensorObj>, Rc<TensorObj>);

/// Autocast's casts for a matmul: both operands in the autocast dtype when autocast is on for
/// `x`'s device and the operands are eligible (float32, float16 or bfloat16; float64 is not).
pub(crate) fn autocast_operands(
    ctx: &mut Ctx,
    x: &Rc<TensorObj>,
    y: &Rc<TensorObj>,
) -> Result<Option<Operands>, Flow> {
    let Some(to) = ctx.torch().precision.autocast(x.device.get()) else {
        return Ok(None);
    };
    let eligible = |t: &TensorObj| {
        matches!(
            t.tensor.dtype(),
            DType::Float32 | DType::Float16 | DType::BFloat16
        )
    };
    if !eligible(x) || !eligible(y) {
        return Ok(None);
    }
    Ok(Some((
        crate::methods::cast_obj(ctx, x, to)?,
        crate::methods::cast_obj(ctx, y, to)?,
    )))
}

/// Autocast's float32 ops (the losses, as PyTorch's autocast lists them): a half tensor on a
/// device with autocast on, cast to float32; any other tensor as it is.
pub(crate) fn autocast_fp32(ctx: &mut Ctx, t: &Rc<TensorObj>) -> Result<Rc<TensorObj>, Flow> {
    let half = matches!(t.tensor.dtype(), DType::BFloat16 | DType::Float16);
    if half && ctx.torch().precision.autocast(t.device.get()).is_some() {
        return crate::methods::cast_obj(ctx, t, DType::Float32);
    }
    Ok(t.clone())
}

/// `_torch_nn.autocast_active()`: whether autocast is on for any device (the Python losses' fast
/// check before [`autocast_fp32_native`]).
pub(crate) fn autocast_active(ctx: &mut Ctx, _: &Args) -> NativeResult {
    let p = &ctx.torch().precision;
    Ok(Value::Bool(
        p.autocast_cpu.is_some() || p.autocast_tpu.is_some(),
    ))
}

/// `_torch_nn.autocast_fp32(*tensors)`: [`autocast_fp32`] of each (other values pass through),
/// for the losses written in Python.
pub(crate) fn autocast_fp32_native(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let mut out = Vec::with_capacity(a.pos.len());
    for v in &a.pos {
        out.push(match crate::tensor_of(v) {
            Some(t) => crate::autograd::record::value(autocast_fp32(ctx, t)?),
            None => v.clone(),
        });
    }
    Ok(Value::tuple(out))
}

/// `a @ b` of 2-D tensors as the device computes it: on the chip (`on_chip`, the operands' device)
/// a float32 matmul is the MXU's passes at the run's precision; otherwise one exact kernel.
pub(crate) fn mm(ctx: &mut Ctx, a: &Tensor, b: &Tensor, on_chip: bool) -> Result<Tensor, Flow> {
    with_passes(ctx, a, b, on_chip, kernels::mm)
}

/// [`mm`] for `[batch, m, k] @ [batch, k, n]`.
pub(crate) fn bmm(ctx: &mut Ctx, a: &Tensor, b: &Tensor, on_chip: bool) -> Result<Tensor, Flow> {
    with_passes(ctx, a, b, on_chip, kernels::bmm)
}

type Product = fn(&mut Ctx, &Tensor, &Tensor) -> Result<Tensor, Flow>;

/// `product(a, b)`, or the sum of its passes' products, left to right.
fn with_passes(
    ctx: &mut Ctx,
    a: &Tensor,
    b: &Tensor,
    on_chip: bool,
    product: Product,
) -> Result<Tensor, Flow> {
    let Some(passes) = mm_passes(ctx, a, b, on_chip)? else {
        return product(ctx, a, b);
    };
    let mut acc: Option<Tensor> = None;
    for (x, y) in &passes {
        let p = product(ctx, x, y)?;
        acc = Some(match acc {
            None => p,
            Some(s) => kernels::binary(ctx, BinaryOp::Add, &s, &p)?,
        });
    }
    Ok(acc.expect("at least one pass"))
}

/// The passes of a float32 matmul on the chip at the run's precision: `None` for one exact
/// product ("highest", any other dtype, or tensors off the chip), else the operand pairs whose
/// products are summed, in that order.
fn mm_passes(
    ctx: &mut Ctx,
    a: &Tensor,
    b: &Tensor,
    on_chip: bool,
) -> Result<Option<Vec<(Tensor, Tensor)>>, Flow> {
    let precision = ctx.torch().precision.matmul;
    let f32 = a.dtype() == DType::Float32 && b.dtype() == DType::Float32;
    if precision == MatmulPrecision::Highest || !on_chip || !f32 {
        return Ok(None);
    }
    let round = |ctx: &mut Ctx, t: &Tensor| -> Result<Tensor, Flow> {
        let half = kernels::cast(ctx, t, DType::BFloat16)?;
        kernels::cast(ctx, &half, DType::Float32)
    };
    let (a_hi, b_hi) = (round(ctx, a)?, round(ctx, b)?);
    if precision == MatmulPrecision::Medium {
        return Ok(Some(vec![(a_hi, b_hi)]));
    }
    let a_lo = kernels::binary(ctx, BinaryOp::Sub, a, &a_hi)?;
    let a_lo = round(ctx, &a_lo)?;
    let b_lo = kernels::binary(ctx, BinaryOp::Sub, b, &b_hi)?;
    let b_lo = round(ctx, &b_lo)?;
    Ok(Some(vec![
        (a_hi.clone(), b_lo),
        (a_lo, b_hi.clone()),
        (a_hi, b_hi),
    ]))
}
