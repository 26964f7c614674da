//! The `torch` module: the binding between the language and the emulator.
//!
//! Python values of torch types ([`TorchValue`]) wrap tensors, dtypes, sizes and devices. Every op goes
//! through the [`Dispatcher`](tpu_emu::dispatch::Dispatcher), which logs it and runs it on the
//! backend; every value the host needs (`print`, `.item()`, `if t:`) is a read that may suspend
//! the VM.
//!
//! Here: the values themselves. `state` holds the runtime of one program and builds the `torch`
//! module; `protocol` holds what the language asks of a torch value (repr, operators, items).

pub mod autograd;
pub(crate) mod creation;
pub mod dist;
pub mod dist_p2p;
mod dynamo;
mod einsum;
mod factories;
mod grad_mode;
pub mod host;
mod index;
mod iterlayout;
pub mod kernels;
mod linear;
mod methods;
pub mod multiprocessing;
mod nn;
mod ops;
mod pointwise;
pub mod precision;
mod profiler;
mod protocol;
mod reduce;
pub mod rng;
pub mod runtime;
mod scatter;
mod select;
mod serialization;
pub mod signatures;
pub mod spmd;
mod state;
mod stl_order;
mod tpu;
pub mod upstream;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::autograd::Node;

use tpu_emu::tensor::{DType, Tensor};
use tpu_lang::native::{Args, Ctx, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

pub use host::{dtype_of, new_ctx, tensor_of, torch_of, TorchCtx};
pub use methods::call_method;

pub use protocol::{
    as_tensor, binary, call, compare, format, getattr, getitem, len, repr, setattr, setitem, str,
    to_python_number, truthy, unary,
};
use state::native;
pub use state::{import, TorchState, LIBRARY};

/// A device as PyTorch names it. The playground runs everything on the emulated chip; the device
/// records what the program asked for, for `.device` and printing.
///
/// `meta` is PyTorch's device of shapes without values, placed here on the emulated TPU: its
/// tensors take HBM and their ops are dispatched, fused, priced and traced at their real size, but
/// no kernel runs (so sizes the per-op compute budget refuses on `tpu` can be priced); reading a
/// value is PyTorch's meta-tensor error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Cpu,
    Tpu(u32),
    Meta,
}

impl Device {
    pub fn parse(s: &str) -> Result<Device, PyErr> {
        match s {
            "cpu" => Ok(Device::Cpu),
            "tpu" => Ok(Device::Tpu(0)),
            "meta" => Ok(Device::Meta),
            _ => {
                if let Some(i) = s.strip_prefix("tpu:").and_then(|n| n.parse::<u32>().ok()) {
                    return Ok(Device::Tpu(i));
                }
                // (The host has one CPU: `cpu:0` is it, as a tensor's device says `cpu`.)
                if s.strip_prefix("cpu:")
                    .is_some_and(|n| n.parse::<u32>().is_ok())
                {
                    return Ok(Device::Cpu);
                }
                let kind = s.split(':').next().unwrap_or(s);
                if ["cuda", "mps", "xla", "xpu"].contains(&kind) {
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
            Device::Meta => "meta".into(),
        }
    }
}

/// A tensor object as Python sees it: the view, where the program put it, and its autograd state.
#[derive(Debug)]
pub struct TensorObj {
    pub tensor: Tensor,
    /// The device the program sees; a Cell because `module.to("tpu")` moves a Parameter in
    /// place (the same object, as PyTorch's `param.data = ...` keeps it).
    pub device: Cell<Device>,
    pub requires_grad: Cell<bool>,
    /// `.grad`: accumulated by `backward()` into leaves that require grad.
    pub grad: RefCell<Option<Rc<TensorObj>>>,
    /// The node that made this tensor (`None` for leaves).
    pub grad_fn: RefCell<Option<Rc<Node>>>,
    /// An `nn.Parameter`: prints as `Parameter containing:` and the tensor.
    pub is_param: Cell<bool>,
    /// Whether a view or `.data`/`detach()` shares this tensor's storage (see `rebinds`).
    pub viewed: Cell<bool>,
}

impl TensorObj {
    pub fn new(tensor: Tensor, device: Device) -> TensorObj {
        TensorObj {
            tensor,
            device: Cell::new(device),
            requires_grad: Cell::new(false),
            grad: RefCell::new(None),
            grad_fn: RefCell::new(None),
            is_param: Cell::new(false),
            viewed: Cell::new(false),
        }
    }

    pub fn is_leaf(&self) -> bool {
        self.grad_fn.borrow().is_none()
    }
}

/// Values of torch types.
#[derive(Clone, Debug)]
pub enum TorchValue {
    Tensor(Rc<TensorObj>),
    DType(DType),
    Size(Rc<[usize]>),
    Device(Device),
    Generator(rng::GenRef),
    /// `torch.no_grad()` / `torch.enable_grad()`: a context manager setting grad mode.
    GradMode(bool),
    /// What `torch.set_grad_enabled(mode)` returns: the mode before it, which its `__exit__`
    /// restores.
    GradModeSet(bool),
    /// A tensor's `grad_fn`, named as PyTorch's node classes.
    Node(Rc<Node>),
    /// `torch.return_types.max(values=..., indices=...)`: PyTorch's named tuple of results.
    ReturnTypes(Rc<ReturnTuple>),
    /// A built-in `nn.Module` (`nn.Linear`, `nn.Sequential`, ...).
    NnModule(Rc<nn::modules::NnModule>),
    /// A `torch.optim` optimizer.
    Optimizer(Rc<nn::optim::Optimizer>),
    /// `torch.distributed.ReduceOp.SUM`, ...
    ReduceOp(tpu_emu::ici::ReduceOp),
    /// What `dist.isend` / `dist.irecv` return.
    Work(Rc<dist_p2p::Work>),
    /// `torch_tpu.eager_mode("fused")`: a context manager switching the eager mode.
    EagerModeCtx(tpu_emu::dispatch::EagerMode),
}

impl TorchValue {
    pub fn type_name(&self) -> &'static str {
        match self {
            TorchValue::Tensor(_) => "Tensor",
            TorchValue::DType(_) => "dtype",
            TorchValue::Size(_) => "Size",
            TorchValue::Device(_) => "device",
            TorchValue::Generator(_) => "Generator",
            TorchValue::GradMode(true) => "enable_grad",
            TorchValue::GradMode(false) => "no_grad",
            TorchValue::GradModeSet(_) => "set_grad_enabled",
            TorchValue::Node(n) => n.name,
            TorchValue::ReturnTypes(r) => r.class_name(),
            TorchValue::NnModule(m) => m.class_name(),
            TorchValue::Optimizer(o) => o.class_name(),
            TorchValue::ReduceOp(_) => "RedOpType",
            TorchValue::Work(_) => "Work",
            TorchValue::EagerModeCtx(_) => "eager_mode",
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
                Device::Meta => "device(type='meta')".into(),
            },
            TorchValue::Generator(_) => "<torch._C.Generator object>".into(),
            TorchValue::GradMode(on) => format!(
                "<torch.autograd.grad_mode.{} object>",
                if *on { "enable_grad" } else { "no_grad" }
            ),
            TorchValue::GradModeSet(_) => {
                "<torch.autograd.grad_mode.set_grad_enabled object>".into()
            }
            TorchValue::Node(n) => format!("<{} object>", n.name),
            TorchValue::ReturnTypes(r) => format!("<torch.return_types.{}>", r.name),
            TorchValue::NnModule(m) => m.repr(),
            TorchValue::Optimizer(o) => o.repr(),
            TorchValue::ReduceOp(op) => dist::reduce_op_repr(*op),
            TorchValue::Work(_) => "<torch.distributed.distributed_c10d.Work object>".into(),
            TorchValue::EagerModeCtx(_) => "<torch_tpu.eager_mode object>".into(),
        }
    }

    pub fn same_object(&self, other: &TorchValue) -> bool {
        match (self, other) {
            (TorchValue::Tensor(a), TorchValue::Tensor(b)) => Rc::ptr_eq(a, b),
            (TorchValue::Node(a), TorchValue::Node(b)) => Rc::ptr_eq(a, b),
            (TorchValue::NnModule(a), TorchValue::NnModule(b)) => Rc::ptr_eq(a, b),
            (TorchValue::Optimizer(a), TorchValue::Optimizer(b)) => Rc::ptr_eq(a, b),
            (TorchValue::Work(a), TorchValue::Work(b)) => Rc::ptr_eq(a, b),
            (TorchValue::Generator(a), TorchValue::Generator(b)) => a.same(b),
            _ => self.same_value(other),
        }
    }

    /// `==` between non-tensor torch values (tensors compare elementwise through the dispatcher).
    pub fn same_value(&self, other: &TorchValue) -> bool {
        match (self, other) {
            (TorchValue::DType(a), TorchValue::DType(b)) => a == b,
            (TorchValue::Size(a), TorchValue::Size(b)) => a == b,
            (TorchValue::Device(a), TorchValue::Device(b)) => a == b,
            (TorchValue::ReduceOp(a), TorchValue::ReduceOp(b)) => a == b,
            // Tensors and modules hash by identity, and containers test identity before `==`,
            // so as dict keys (`optimizer.state[p]`) a tensor finds only itself.
            (TorchValue::Tensor(a), TorchValue::Tensor(b)) => Rc::ptr_eq(a, b),
            (TorchValue::NnModule(a), TorchValue::NnModule(b)) => Rc::ptr_eq(a, b),
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
                (0..t.tensor.shape[0] as i64)
                    .map(|i| index::select_value(t, i))
                    .collect()
            }
            TorchValue::Size(s) => Ok(s.iter().map(|&d| Value::Int(d as i64)).collect()),
            TorchValue::ReturnTypes(r) => Ok(r.values.clone()),
            other => Err(PyErr::type_error(format!(
                "'{}' object is not iterable",
                other.type_name()
            ))),
        }
    }
}

/// A `torch.return_types.<name>`: a tuple (len, index, unpack, `isinstance(r, tuple)`) whose
/// items are also fields (`r.values`, `r.indices`; `r.min`, `r.max` for aminmax).
#[derive(Debug)]
pub struct ReturnTuple {
    pub name: String,
    pub fields: Vec<String>,
    pub values: Vec<Value>,
}

impl ReturnTuple {
    /// `(values, indices)`, as max/min/sort/topk/cummax/cummin return.
    pub fn pair(name: &str, values: Value, indices: Value) -> Value {
        Value::from(TorchValue::ReturnTypes(Rc::new(ReturnTuple {
            name: name.into(),
            fields: vec!["values".into(), "indices".into()],
            values: vec![values, indices],
        })))
    }

    /// `type(r).__name__`: PyTorch's class per function (`max`, `sort`, ...).
    pub fn class_name(&self) -> &'static str {
        const NAMES: &[&str] = &[
            "max",
            "min",
            "sort",
            "topk",
            "cummax",
            "cummin",
            "median",
            "nanmedian",
            "mode",
            "kthvalue",
            "aminmax",
            "frexp",
            "slogdet",
            "qr",
            "svd",
            "lu_unpack",
            "histogram",
            "geqrf",
            "triangular_solve",
            "lu",
            "eig",
            "eigh",
            "unique",
        ];
        NAMES
            .iter()
            .find(|n| **n == self.name)
            .copied()
            .unwrap_or("return_types")
    }

    pub fn field(&self, name: &str) -> Option<&Value> {
        let i = self.fields.iter().position(|f| f == name)?;
        self.values.get(i)
    }

    /// `r[i]` for an int, negative ones from the end.
    pub fn at(&self, i: i64) -> Option<&Value> {
        let n = self.values.len() as i64;
        let j = if i < 0 { i + n } else { i };
        (0..n).contains(&j).then(|| &self.values[j as usize])
    }
}

/// `torch._return_type(name, fields, values)`: the library's functions (median, mode, aminmax,
/// ...) return the same named tuple as the native ones.
fn make_return_type(_: &mut Ctx, a: &Args) -> NativeResult {
    let strs = |v: Option<&Value>| -> Result<Vec<String>, PyErr> {
        match v {
            Some(Value::Tuple(t)) => t
                .iter()
                .map(|x| match x {
                    Value::Str(s) => Ok(s.to_string()),
                    _ => Err(PyErr::type_error("_return_type: field names must be str")),
                })
                .collect(),
            _ => Err(PyErr::type_error("_return_type(name, fields, values)")),
        }
    };
    let (Some(Value::Str(name)), Some(Value::Tuple(values))) = (a.pos.first(), a.pos.get(2)) else {
        return Err(PyErr::type_error("_return_type(name, fields, values)").into());
    };
    let fields = strs(a.pos.get(1))?;
    if fields.len() != values.len() {
        return Err(PyErr::type_error("_return_type: as many fields as values").into());
    }
    Ok(Value::from(TorchValue::ReturnTypes(Rc::new(ReturnTuple {
        name: name.to_string(),
        fields,
        values: values.to_vec(),
    }))))
}

pub fn tensor_value(t: Tensor, device: Device) -> Value {
    Value::from(TorchValue::Tensor(Rc::new(TensorObj::new(t, device))))
}
