//! The `torch` module: the binding between the language and the emulator.
//!
//! Python values of torch types ([`TorchValue`]) wrap tensors, dtypes, sizes and devices. Every op goes
//! through the [`Dispatcher`], which logs it and runs it on the backend; every value the host needs
//! (`print`, `.item()`, `if t:`) is a read that may suspend the VM.

mod creation;
mod methods;
mod ops;

use std::collections::HashMap;
use std::rc::Rc;

use crate::dispatch::Dispatcher;
use crate::script::code::{BinOp, CmpOp, UnaryOp};
use crate::script::native::{Ctx, Flow, NativeFunction, NativeResult};
use crate::script::value::{Module, Value};
use crate::script::PyErr;
use crate::tensor::format::{tensor_repr, PrintOptions, ReprSuffix};
use crate::tensor::rng::Generator;
use crate::tensor::{DType, Tensor};
use crate::trace::MaterializationReason;

pub use methods::call_method;

/// A device as PyTorch names it. The playground runs everything on the emulated chip; the device
/// records what the program asked for, for `.device` and printing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Cpu,
    Tpu(u32),
}

impl Device {
    pub fn parse(s: &str) -> Result<Device, PyErr> {
        match s {
            "cpu" => Ok(Device::Cpu),
            "tpu" => Ok(Device::Tpu(0)),
            _ => {
                if let Some(i) = s.strip_prefix("tpu:").and_then(|n| n.parse::<u32>().ok()) {
                    return Ok(Device::Tpu(i));
                }
                let kind = s.split(':').next().unwrap_or(s);
                if ["cuda", "mps", "xla", "meta", "xpu"].contains(&kind) {
                    Err(PyErr::runtime_error(format!(
                        "the playground emulates a TPU: use device=\"tpu\" instead of \"{s}\""
                    )))
                } else {
                    Err(PyErr::runtime_error(format!(
                        "Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, xla, lazy, vulkan, mps, meta, hpu, mtia, privateuseone device type at start of device string: {s}"
                    )))
                }
            }
        }
    }

    pub fn name(&self) -> String {
        match self {
            Device::Cpu => "cpu".into(),
            Device::Tpu(i) => format!("tpu:{i}"),
        }
    }
}

/// A tensor object as Python sees it: the view plus where the program put it.
#[derive(Debug)]
pub struct TensorObj {
    pub tensor: Tensor,
    pub device: Device,
}

/// Values of torch types.
#[derive(Clone, Debug)]
pub enum TorchValue {
    Tensor(Rc<TensorObj>),
    DType(DType),
    Size(Rc<[usize]>),
    Device(Device),
    Generator,
}

impl TorchValue {
    pub fn type_name(&self) -> &'static str {
        match self {
            TorchValue::Tensor(_) => "Tensor",
            TorchValue::DType(_) => "dtype",
            TorchValue::Size(_) => "Size",
            TorchValue::Device(_) => "device",
            TorchValue::Generator => "Generator",
        }
    }

    /// repr for the values that need no device read (tensors go through [`repr`]).
    pub fn repr(&self) -> String {
        match self {
            TorchValue::Tensor(_) => "<tensor>".into(),
            TorchValue::DType(d) => format!("torch.{}", d.name()),
            TorchValue::Size(s) => {
                let dims: Vec<String> = s.iter().map(|d| d.to_string()).collect();
                format!("torch.Size([{}])", dims.join(", "))
            }
            TorchValue::Device(d) => match d {
                Device::Cpu => "device(type='cpu')".into(),
                Device::Tpu(i) => format!("device(type='tpu', index={i})"),
            },
            TorchValue::Generator => "<torch._C.Generator object>".into(),
        }
    }

    pub fn same_object(&self, other: &TorchValue) -> bool {
        match (self, other) {
            (TorchValue::Tensor(a), TorchValue::Tensor(b)) => Rc::ptr_eq(a, b),
            _ => self.same_value(other),
        }
    }

    /// `==` between non-tensor torch values (tensors compare elementwise through the dispatcher).
    pub fn same_value(&self, other: &TorchValue) -> bool {
        match (self, other) {
            (TorchValue::DType(a), TorchValue::DType(b)) => a == b,
            (TorchValue::Size(a), TorchValue::Size(b)) => a == b,
            (TorchValue::Device(a), TorchValue::Device(b)) => a == b,
            _ => false,
        }
    }

    /// Iterating a tensor yields its sub-tensors along dim 0 (views); a Size yields ints.
    pub fn iter_values(&self) -> Result<Vec<Value>, PyErr> {
        match self {
            TorchValue::Tensor(t) => {
                if t.tensor.shape.is_empty() {
                    return Err(PyErr::type_error("iteration over a 0-d tensor"));
                }
                Ok((0..t.tensor.shape[0])
                    .map(|i| tensor_value(t.tensor.select0(i), t.device))
                    .collect())
            }
            TorchValue::Size(s) => Ok(s.iter().map(|&d| Value::Int(d as i64)).collect()),
            other => Err(PyErr::type_error(format!(
                "'{}' object is not iterable",
                other.type_name()
            ))),
        }
    }
}

pub fn tensor_value(t: Tensor, device: Device) -> Value {
    Value::Torch(TorchValue::Tensor(Rc::new(TensorObj { tensor: t, device })))
}

/// The torch runtime of one program (one rank): dispatcher, generator, print options, modules.
pub struct TorchState {
    pub dispatcher: Dispatcher,
    pub generator: Generator,
    pub print_options: PrintOptions,
    modules: HashMap<String, Value>,
}

impl TorchState {
    pub fn new(dispatcher: Dispatcher) -> Self {
        TorchState {
            dispatcher,
            // PyTorch's default CPU generator starts from seed 67280421310721 when never seeded.
            generator: Generator::new(67280421310721),
            print_options: PrintOptions::default(),
            modules: HashMap::new(),
        }
    }
}

fn native(m: &Module, name: &str, f: crate::script::native::NativeFn) {
    m.set(name, NativeFunction::value(name, f));
}

fn build_torch() -> Value {
    let m = Module::new("torch");
    for (name, d) in [
        ("float32", DType::Float32),
        ("float", DType::Float32),
        ("float64", DType::Float64),
        ("double", DType::Float64),
        ("float16", DType::Float16),
        ("half", DType::Float16),
        ("bfloat16", DType::BFloat16),
        ("int64", DType::Int64),
        ("long", DType::Int64),
        ("int32", DType::Int32),
        ("int", DType::Int32),
        ("bool", DType::Bool),
    ] {
        m.set(name, Value::Torch(TorchValue::DType(d)));
    }
    creation::register(&m);
    ops::register(&m);
    let nn = Module::new("torch.nn");
    let functional = Module::new("torch.nn.functional");
    native(&functional, "relu", ops::relu_fn);
    nn.set("functional", Value::Module(functional));
    m.set("nn", Value::Module(nn));
    Value::Module(m)
}

pub fn import(ctx: &mut Ctx, name: &str) -> Result<Value, PyErr> {
    let top = match ctx.torch.modules.get("torch") {
        Some(t) => t.clone(),
        None => {
            let t = build_torch();
            ctx.torch.modules.insert("torch".into(), t.clone());
            t
        }
    };
    match name {
        "torch" => Ok(top),
        "torch.nn" | "torch.nn.functional" => {
            let Value::Module(m) = &top else {
                unreachable!("torch is a module")
            };
            let nn = m
                .get("nn")
                .ok_or_else(|| PyErr::new("ModuleNotFoundError", "No module named 'torch.nn'"))?;
            if name == "torch.nn" {
                return Ok(nn);
            }
            let Value::Module(nn) = &nn else {
                unreachable!("torch.nn is a module")
            };
            nn.get("functional").ok_or_else(|| {
                PyErr::new(
                    "ModuleNotFoundError",
                    "No module named 'torch.nn.functional'",
                )
            })
        }
        _ => Err(PyErr::new(
            "ModuleNotFoundError",
            format!("No module named '{name}'"),
        )),
    }
}

/// The tensor inside a value, or a TypeError naming what was expected.
pub fn as_tensor<'a>(v: &'a Value, what: &str) -> Result<&'a Rc<TensorObj>, PyErr> {
    match v {
        Value::Torch(TorchValue::Tensor(t)) => Ok(t),
        other => Err(PyErr::type_error(format!(
            "{what}: expected Tensor as element 0 in argument 0, but got {}",
            other.type_name()
        ))),
    }
}

/// `repr(t)` / `str(t)`: PyTorch's exact text, after reading the values.
pub fn repr(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    let t = match v {
        Value::Torch(TorchValue::Tensor(t)) => t,
        Value::Torch(other) => return Ok(other.repr()),
        other => return Ok(other.repr()),
    };
    let line = ctx.span.line;
    let data = ctx
        .torch
        .dispatcher
        .read(&t.tensor, MaterializationReason::Print, line)?;
    let suffix = ReprSuffix {
        // PyTorch omits the device for the current device; the playground's current device is tpu:0,
        // and CPU tensors print like PyTorch's CPU tensors, so a program prints the same text as on CPU.
        device: match t.device {
            Device::Tpu(i) if i != 0 => Some(t.device.name()),
            _ => None,
        },
        grad_fn: None,
        requires_grad: false,
    };
    Ok(tensor_repr(
        &data,
        &t.tensor.shape,
        t.tensor.dtype(),
        &suffix,
        &ctx.torch.print_options,
    ))
}

/// `format(t, spec)`: PyTorch formats a 0-d tensor as its Python scalar.
pub fn format(ctx: &mut Ctx, v: &Value, spec: &str) -> Result<String, Flow> {
    let t = as_tensor(v, "format")?;
    if !t.tensor.shape.is_empty() {
        return Err(
            PyErr::type_error("unsupported format string passed to Tensor.__format__").into(),
        );
    }
    let scalar = methods::item(ctx, t, MaterializationReason::Print)?;
    Ok(crate::script::format_spec::format(&scalar, spec)?)
}

pub fn truthy(ctx: &mut Ctx, v: &Value) -> Result<bool, Flow> {
    let t = as_tensor(v, "bool")?;
    if t.tensor.numel() != 1 {
        return Err(PyErr::runtime_error(
            "Boolean value of Tensor with more than one value is ambiguous",
        )
        .into());
    }
    let s = methods::item(ctx, t, MaterializationReason::ControlFlow)?;
    Ok(s.truthy()?)
}

pub fn len(_: &mut Ctx, v: &Value) -> NativeResult {
    let t = as_tensor(v, "len")?;
    match t.tensor.shape.first() {
        Some(&n) => Ok(Value::Int(n as i64)),
        None => Err(PyErr::type_error("len() of a 0-d tensor").into()),
    }
}

pub fn to_python_number(ctx: &mut Ctx, v: &Value, kind: &str) -> NativeResult {
    let t = as_tensor(v, kind)?;
    if t.tensor.numel() != 1 {
        return Err(PyErr::runtime_error(format!(
            "a Tensor with {} elements cannot be converted to Scalar",
            t.tensor.numel()
        ))
        .into());
    }
    let s = methods::item(ctx, t, MaterializationReason::ScalarConversion)?;
    Ok(match (kind, s) {
        ("int", Value::Float(f)) => Value::Int(f.trunc() as i64),
        ("int", Value::Bool(b)) => Value::Int(b as i64),
        ("float", Value::Int(i)) => Value::Float(i as f64),
        ("float", Value::Bool(b)) => Value::Float(b as u8 as f64),
        (_, s) => s,
    })
}

pub fn binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value, _inplace: bool) -> NativeResult {
    ops::binary(ctx, op, a, b)
}

pub fn unary(ctx: &mut Ctx, op: UnaryOp, a: &Value) -> NativeResult {
    ops::unary(ctx, op, a)
}

pub fn compare(ctx: &mut Ctx, op: CmpOp, a: &Value, b: &Value) -> NativeResult {
    ops::compare(ctx, op, a, b)
}

pub fn getattr(ctx: &mut Ctx, obj: &Value, name: &str) -> Result<Value, PyErr> {
    methods::getattr(ctx, obj, name)
}

pub fn setattr(_: &mut Ctx, obj: &Value, name: &str, _v: Value) -> Result<(), PyErr> {
    Err(PyErr::new(
        "AttributeError",
        format!(
            "attribute '{name}' of '{}' objects is not writable in the playground yet",
            obj.type_name()
        ),
    ))
}

pub fn getitem(_: &mut Ctx, obj: &Value, idx: &Value) -> Result<Value, Flow> {
    match obj {
        Value::Torch(TorchValue::Size(s)) => {
            let Value::Int(i) = idx else {
                return Err(PyErr::type_error("tuple indices must be integers or slices").into());
            };
            let n = s.len() as i64;
            let j = if *i < 0 { i + n } else { *i };
            if j < 0 || j >= n {
                return Err(PyErr::new("IndexError", "tuple index out of range").into());
            }
            Ok(Value::Int(s[j as usize] as i64))
        }
        Value::Torch(TorchValue::Tensor(t)) => Ok(methods::index(t, idx)?),
        other => Err(PyErr::type_error(format!(
            "'{}' object is not subscriptable",
            other.type_name()
        ))
        .into()),
    }
}

pub fn setitem(_: &mut Ctx, _obj: &Value, _idx: &Value, _v: Value) -> Result<(), PyErr> {
    Err(PyErr::unsupported("assigning into a tensor by index"))
}
