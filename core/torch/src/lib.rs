//! The `torch` module: the binding between the language and the emulator.
//!
//! Python values of torch types ([`TorchValue`]) wrap tensors, dtypes, sizes and devices. Every op goes
//! through the [`Dispatcher`], which logs it and runs it on the backend; every value the host needs
//! (`print`, `.item()`, `if t:`) is a read that may suspend the VM.

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
pub mod kernels;
mod linear;
mod methods;
pub mod multiprocessing;
mod nn;
mod ops;
mod pointwise;
pub mod precision;
mod profiler;
mod reduce;
pub mod rng;
pub mod runtime;
mod scatter;
mod select;
mod serialization;
pub mod signatures;
pub mod spmd;
mod tpu;
pub mod upstream;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use crate::autograd::{GradMode, Node};

use tpu_emu::dispatch::Dispatcher;
use tpu_emu::tensor::format::{tensor_repr, PrintOptions, ReprSuffix};
use tpu_emu::tensor::rng::Generator;
use tpu_emu::tensor::{DType, Tensor};
use tpu_emu::trace::MaterializationReason;
use tpu_lang::code::{BinOp, CmpOp, UnaryOp};
use tpu_lang::native::{Args, Ctx, Flow, NativeFunction, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

pub use host::{new_ctx, tensor_of, torch_of, TorchCtx};
pub use methods::call_method;

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

/// The torch runtime of one program (one rank): dispatcher, generator, print options, modules.
pub struct TorchState {
    pub dispatcher: Dispatcher,
    pub generator: Generator,
    /// How many seeds `torch.seed()` / `Generator.seed()` have handed out (see `rng`).
    pub seed_counter: u64,
    pub print_options: PrintOptions,
    pub grad_mode: GradMode,
    pub(crate) modules: HashMap<String, Value>,
    /// Tensor methods written in Python (`torch/_ops.py`, registered by `torch/__init__.py`
    /// through `torch._register_tensor_methods`): what `t.name` binds when no native has it.
    pub py_methods: HashMap<String, Value>,
    /// `torch.OutOfMemoryError`: the class the VM raises a native's OOM error as (set by the VM).
    pub oom_class: Value,
    /// The VM's `object`, the base of `nn.Module` (as in CPython, every class's last base).
    pub object_class: Value,
    /// `torch.distributed` and `mp.spawn` state of this rank (see `dist`).
    pub dist: dist::DistState,
    /// `torch.set_float32_matmul_precision` and autocast (see `precision`).
    pub precision: precision::PrecisionState,
}

impl TorchState {
    pub fn new(dispatcher: Dispatcher) -> Self {
        tpu_lang::library::register(&LIBRARY);
        TorchState {
            dispatcher,
            // PyTorch's default CPU generator starts from seed 67280421310721 when never seeded.
            generator: Generator::new(67280421310721),
            seed_counter: 0,
            print_options: PrintOptions::default(),
            grad_mode: GradMode::default(),
            modules: HashMap::new(),
            py_methods: HashMap::new(),
            oom_class: Value::None,
            object_class: Value::None,
            dist: dist::DistState::default(),
            precision: precision::PrecisionState::default(),
        }
    }
}

/// Registers native `f` as `m.name`; in the op modules (`signatures::CHECKED_MODULES`) the
/// function checks its keyword arguments against its entry in `signatures.rs` on every call.
fn native(m: &Module, name: &str, f: tpu_lang::native::NativeFn) {
    let f = if signatures::CHECKED_MODULES.contains(&m.name.as_str()) {
        signatures::register_function(&format!("{}.{name}", m.name), f)
    } else {
        f
    };
    m.set(name, NativeFunction::value(name, f));
}

fn build_torch(oom_class: &Value, object_class: &Value) -> Value {
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
        m.set(name, Value::from(TorchValue::DType(d)));
    }
    creation::register(&m);
    serialization::register(&m);
    autograd::register(&m);
    grad_mode::register(&m);
    precision::register(&m);
    m.set("Size", NativeFunction::value("Size", new_size));
    // torch.device("tpu"), torch.device("tpu", 1), torch.device(t.device).
    m.set(
        "device",
        NativeFunction::value("device", |_, a| {
            let d = match (a.get(0, "type"), a.get(1, "index")) {
                (Some(v), None) if matches!(torch_of(v), Some(TorchValue::Device(_))) => {
                    return Ok(v.clone())
                }
                (Some(Value::Str(s)), None | Some(Value::None)) => Device::parse(s)?,
                (Some(Value::Str(s)), Some(Value::Int(i))) if !s.contains(':') && *i >= 0 => {
                    Device::parse(&format!("{s}:{i}"))?
                }
                (Some(Value::Str(s)), Some(Value::Int(_))) if s.contains(':') => {
                    return Err(PyErr::runtime_error(format!(
                        "type (string) must not include an index because index was passed explicitly: {s}"
                    ))
                    .into())
                }
                (Some(Value::Int(i)), None) if *i >= 0 => Device::Tpu(*i as u32),
                _ => {
                    return Err(PyErr::type_error(
                        "device() received an invalid combination of arguments",
                    )
                    .into())
                }
            };
            Ok(Value::from(TorchValue::Device(d)))
        }),
    );
    // torch/__init__.py hands over the Tensor methods written in Python (`torch/_ops.py`).
    m.set(
        "_register_tensor_methods",
        NativeFunction::value("_register_tensor_methods", |ctx, a| {
            let Some(Value::Dict(d)) = a.pos.first() else {
                return Err(PyErr::type_error("_register_tensor_methods(dict)").into());
            };
            let pairs: Vec<(Value, Value)> = d.borrow().iter().cloned().collect();
            for (k, f) in pairs {
                if let Value::Str(k) = &k {
                    ctx.torch().py_methods.insert(k.to_string(), f);
                }
            }
            Ok(Value::None)
        }),
    );
    m.set(
        "_return_type",
        NativeFunction::value("_return_type", make_return_type),
    );
    // The last line of the library's module `__getattr__`s: NotImplementedError for a name
    // PyTorch has (upstream.rs), else the AttributeError CPython gives.
    m.set(
        "_missing_attribute",
        NativeFunction::value("_missing_attribute", |_, a| {
            let (Some(Value::Str(module)), Some(Value::Str(name))) = (a.pos.first(), a.pos.get(1))
            else {
                return Err(PyErr::type_error("_missing_attribute(module, name)").into());
            };
            Err(upstream::missing(module, name)
                .unwrap_or_else(|| {
                    PyErr::new(
                        "AttributeError",
                        format!("module '{module}' has no attribute '{name}'"),
                    )
                })
                .into())
        }),
    );
    rng::register(&m);
    ops::register(&m);
    pointwise::register(&m);
    reduce::register(&m);
    index::register(&m);
    select::register(&m);
    scatter::register(&m);
    native(&m, "einsum", einsum::einsum);
    let nn = nn::module(object_class);
    if let Value::Module(n) = &nn {
        if let Some(module_class) = n.get("Module") {
            dynamo::register(&m, &module_class);
        }
    }
    m.set("nn", nn);
    m.set("optim", nn::optim::module());
    m.set("tpu", tpu::module(oom_class));
    m.set("OutOfMemoryError", oom_class.clone());
    m.set("distributed", dist::distributed_module());
    m.set("multiprocessing", multiprocessing::multiprocessing_module());
    Value::Module(m)
}

mod lib_files {
    include!(concat!(env!("OUT_DIR"), "/torch_lib.rs"));
}

/// torch's part of the library layer: the Python files under `torch/lib/` (`torch/nn/...`) and
/// the native modules below. Registered whenever torch state is made ([`TorchState::new`]).
pub static LIBRARY: tpu_lang::library::Pack = tpu_lang::library::Pack {
    name: "torch",
    files: lib_files::FILES,
    natives: native_module,
};

fn native_module(ctx: &mut Ctx, name: &str) -> Option<Result<Value, PyErr>> {
    match name {
        "torch"
        | "torch.nn"
        | "torch.nn.functional"
        | "torch_tpu"
        | "torch.distributed"
        | "torch.multiprocessing"
        | "torch.nn.parallel"
        | "torch.optim" => Some(import(ctx, name)),
        "_torch_nn" => Some(Ok(nn::primitives())),
        _ => None,
    }
}

pub fn import(ctx: &mut Ctx, name: &str) -> Result<Value, PyErr> {
    let top = match ctx.torch().modules.get("torch") {
        Some(t) => t.clone(),
        None => {
            let (oom, object) = (
                ctx.torch().oom_class.clone(),
                ctx.torch().object_class.clone(),
            );
            let t = build_torch(&oom, &object);
            ctx.torch().modules.insert("torch".into(), t.clone());
            t
        }
    };
    match name {
        "torch" => Ok(top),
        "torch_tpu" => Ok(ctx
            .torch()
            .modules
            .entry("torch_tpu".into())
            .or_insert_with(tpu::torch_tpu_module)
            .clone()),
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
        "torch.distributed" | "torch.multiprocessing" | "torch.nn.parallel" | "torch.optim" => {
            let Value::Module(m) = &top else {
                unreachable!("torch is a module")
            };
            let path: Vec<&str> = name.split('.').skip(1).collect();
            let mut v = m.get(path[0]);
            if let (Some(Value::Module(sub)), Some(last)) = (&v, path.get(1)) {
                v = sub.get(last);
            }
            v.ok_or_else(|| PyErr::new("ModuleNotFoundError", format!("No module named '{name}'")))
        }
        _ => Err(PyErr::new(
            "ModuleNotFoundError",
            format!("No module named '{name}'"),
        )),
    }
}

/// The tensor inside a value, or a TypeError naming what was expected.
pub fn as_tensor<'a>(v: &'a Value, what: &str) -> Result<&'a Rc<TensorObj>, PyErr> {
    tensor_of(v).ok_or_else(|| {
        PyErr::type_error(format!(
            "{what}: expected Tensor as element 0 in argument 0, but got {}",
            v.type_name()
        ))
    })
}

/// `repr(t)` / `str(t)`: PyTorch's exact text, after reading the values.
pub fn repr(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    let t = match torch_of(v) {
        Some(TorchValue::Tensor(t)) => t,
        Some(TorchValue::ReturnTypes(r)) => {
            let mut items = Vec::new();
            for (f, v) in r.fields.iter().zip(&r.values) {
                items.push(format!("{f}={}", repr(ctx, v)?));
            }
            return Ok(format!(
                "torch.return_types.{}(\n{})",
                r.name,
                items.join(",\n")
            ));
        }
        Some(other) => return Ok(other.repr()),
        None => return Ok(v.repr()),
    };
    if t.tensor.storage.is_shapes_only() {
        return Ok(meta_repr(t));
    }
    let line = ctx.span.line;
    let data = ctx
        .torch()
        .dispatcher
        .read(&t.tensor, MaterializationReason::Print, line)?;
    let suffix = ReprSuffix {
        // PyTorch omits the device for the current device; the playground's current device is tpu:0,
        // and CPU tensors print like PyTorch's CPU tensors, so a program prints the same text as on CPU.
        device: match t.device.get() {
            Device::Tpu(i) if i != 0 => Some(t.device.get().name()),
            _ => None,
        },
        grad_fn: t.grad_fn.borrow().as_ref().map(|n| n.name.to_string()),
        requires_grad: t.requires_grad.get(),
    };
    let text = tensor_repr(
        &data,
        &t.tensor.shape,
        t.tensor.dtype(),
        &suffix,
        &ctx.torch().print_options,
    );
    Ok(if t.is_param.get() {
        format!("Parameter containing:\n{text}")
    } else {
        text
    })
}

/// A `meta` tensor's repr, as PyTorch prints one: `tensor(..., device='meta', size=(2, 3))`, then
/// a dtype other than the default, then `requires_grad`/`grad_fn`.
fn meta_repr(t: &TensorObj) -> String {
    let dims: Vec<String> = t.tensor.shape.iter().map(|d| d.to_string()).collect();
    let size = match dims.len() {
        1 => format!("({},)", dims[0]),
        _ => format!("({})", dims.join(", ")),
    };
    let mut text = format!("tensor(..., device='meta', size={size}");
    if t.tensor.dtype() != DType::Float32 {
        text.push_str(&format!(", dtype=torch.{}", t.tensor.dtype().name()));
    }
    if let Some(n) = t.grad_fn.borrow().as_ref() {
        text.push_str(&format!(", grad_fn=<{}>", n.name));
    } else if t.requires_grad.get() {
        text.push_str(", requires_grad=True");
    }
    text.push(')');
    if t.is_param.get() {
        format!("Parameter containing:\n{text}")
    } else {
        text
    }
}

/// `format(t, spec)`: PyTorch formats a 0-d tensor as its Python scalar.
/// `format(v, spec)` / f-strings: a 0-dim tensor formats its `item()` (PyTorch's
/// `Tensor.__format__`); anything else is `object.__format__`: `str(v)` for an empty spec, else
/// a TypeError.
pub fn format(ctx: &mut Ctx, v: &Value, spec: &str) -> Result<String, Flow> {
    let t = match tensor_of(v) {
        // PyTorch's `Tensor.__format__` formats a 0-d tensor's item, except a meta tensor's.
        Some(t) if t.tensor.shape.is_empty() && !t.tensor.storage.is_shapes_only() => t,
        _ if spec.is_empty() => return str(ctx, v),
        _ => {
            return Err(PyErr::type_error(format!(
                "unsupported format string passed to {}.__format__",
                v.type_name()
            ))
            .into())
        }
    };
    let scalar = methods::item(ctx, t, MaterializationReason::Print)?;
    Ok(tpu_lang::format_spec::format(&scalar, spec)?)
}

/// `str(v)`: a device's name (`cpu`, `tpu:0`; its repr is `device(type='cpu')`), else the repr.
pub fn str(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    match torch_of(v) {
        Some(TorchValue::Device(d)) => Ok(d.name()),
        _ => repr(ctx, v),
    }
}

pub fn truthy(ctx: &mut Ctx, v: &Value) -> Result<bool, Flow> {
    match torch_of(v) {
        Some(TorchValue::Tensor(_)) => {}
        // A Size is a tuple; every other torch object (dtype, device, module, optimizer) is
        // true, as a Python object without __bool__ or __len__ is.
        Some(TorchValue::Size(s)) => return Ok(!s.is_empty()),
        _ => return Ok(true),
    }
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
    match torch_of(v) {
        Some(TorchValue::Size(s)) => return Ok(Value::Int(s.len() as i64)),
        Some(TorchValue::ReturnTypes(r)) => return Ok(Value::Int(r.values.len() as i64)),
        _ => {}
    }
    if let Some(TorchValue::NnModule(m)) = torch_of(v) {
        return Err(
            PyErr::type_error(format!("object of type '{}' has no len()", m.class_name())).into(),
        );
    }
    let t = as_tensor(v, "len")?;
    match t.tensor.shape.first() {
        Some(&n) => Ok(Value::Int(n as i64)),
        None => Err(PyErr::type_error("len() of a 0-d tensor").into()),
    }
}

pub fn to_python_number(ctx: &mut Ctx, v: &Value, kind: &str) -> NativeResult {
    let t = as_tensor(v, kind)?;
    // `__index__` (a list indexed by a tensor): integer tensors of one element only.
    if kind == "index" && (t.tensor.numel() != 1 || t.tensor.dtype().is_floating()) {
        return Err(PyErr::type_error(
            "only integer tensors of a single element can be converted to an index",
        )
        .into());
    }
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
        ("int" | "index", Value::Bool(b)) => Value::Int(b as i64),
        ("float", Value::Int(i)) => Value::Float(i as f64),
        ("float", Value::Bool(b)) => Value::Float(b as u8 as f64),
        (_, s) => s,
    })
}

/// Calling a torch object: a module runs its forward.
pub fn call(ctx: &mut Ctx, callee: &Value, args: &Args) -> NativeResult {
    match torch_of(callee) {
        Some(TorchValue::NnModule(m)) => nn::modules::forward(ctx, m, args),
        Some(TorchValue::GradMode(on)) => grad_mode::decorate(*on, args),
        _ => Err(
            PyErr::type_error(format!("'{}' object is not callable", callee.type_name())).into(),
        ),
    }
}

/// A `torch.Size` as the tuple of ints it is in PyTorch (a tuple subclass); other values as they are.
fn size_as_tuple(v: &Value) -> Option<Value> {
    match torch_of(v) {
        Some(TorchValue::Size(s)) => Some(Value::Tuple(
            s.iter().map(|&d| Value::Int(d as i64)).collect(),
        )),
        _ => None,
    }
}

/// An operator with a `torch.Size` operand works on it as a tuple; `Size + tuple`,
/// `tuple + Size` and `Size * n` are Sizes again, as PyTorch's `__add__`/`__radd__`/`__mul__`
/// make them.
fn size_binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value) -> Option<NativeResult> {
    let (ta, tb) = (size_as_tuple(a), size_as_tuple(b));
    if ta.is_none() && tb.is_none() {
        return None;
    }
    let (a, b) = (
        ta.unwrap_or_else(|| a.clone()),
        tb.unwrap_or_else(|| b.clone()),
    );
    let out = tpu_lang::dunder::binary(ctx, op, &a, &b, false);
    Some(match (op, &out) {
        (BinOp::Add | BinOp::Mul, Ok(Value::Tuple(items))) => {
            let dims: Option<Vec<usize>> = items
                .iter()
                .map(|v| match v {
                    Value::Int(d) if *d >= 0 => Some(*d as usize),
                    _ => None,
                })
                .collect();
            match dims {
                Some(d) => Ok(Value::from(TorchValue::Size(Rc::from(d)))),
                None => out,
            }
        }
        _ => out,
    })
}

pub fn binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value, inplace: bool) -> NativeResult {
    if let Some(out) = size_binary(ctx, op, a, b) {
        return out;
    }
    if inplace {
        if let Some(t) = tensor_of(a) {
            if rebinds(ctx, a, t) {
                return ops::binary(ctx, op, a, b);
            }
            return ops::binary_inplace(ctx, op, t, b);
        }
    }
    ops::binary(ctx, op, a, b)
}

/// `s += x` where `s` is an intermediate result in the autograd graph (`batch_loss += loss`):
/// PyTorch adds in place and rebases `s`'s history. The playground computes `s + x` out of place
/// and the statement rebinds the name to it, which is the same program exactly when nothing else
/// sees `s`'s tensor: no other name or container holds it (the operand is held by the variable,
/// the instruction's stack and this call: 3 references) and no view or `.data` shares its
/// storage. Otherwise the in-place path refuses by name, as before.
fn rebinds(ctx: &Ctx, a: &Value, t: &Rc<TensorObj>) -> bool {
    let Value::Foreign(held) = a else {
        return false;
    };
    t.requires_grad.get()
        && !t.is_leaf()
        && ctx.torch_ref().grad_mode.enabled()
        && !t.viewed.get()
        && Rc::strong_count(t) == 1
        && Rc::strong_count(held) <= 3
}

pub fn unary(ctx: &mut Ctx, op: UnaryOp, a: &Value) -> NativeResult {
    ops::unary_value(ctx, op, a)
}

pub fn compare(ctx: &mut Ctx, op: CmpOp, a: &Value, b: &Value) -> NativeResult {
    let (ta, tb) = (size_as_tuple(a), size_as_tuple(b));
    if ta.is_some() || tb.is_some() {
        let (a, b) = (
            ta.unwrap_or_else(|| a.clone()),
            tb.unwrap_or_else(|| b.clone()),
        );
        return tpu_lang::dunder::compare(ctx, op, &a, &b);
    }
    ops::compare(ctx, op, a, b)
}

pub fn getattr(ctx: &mut Ctx, obj: &Value, name: &str) -> Result<Value, PyErr> {
    methods::getattr(ctx, obj, name)
}

pub fn setattr(_: &mut Ctx, obj: &Value, name: &str, v: Value) -> Result<(), PyErr> {
    if let Some(TorchValue::NnModule(m)) = torch_of(obj) {
        return nn::modules::setattr(m, name, &v);
    }
    match (tensor_of(obj), name, &v, tensor_of(&v)) {
        (Some(t), "requires_grad", Value::Bool(b), _) => methods::set_requires_grad(t, *b),
        (Some(t), "grad", Value::None, _) => {
            *t.grad.borrow_mut() = None;
            Ok(())
        }
        (Some(t), "grad", _, Some(g)) => {
            *t.grad.borrow_mut() = Some(g.clone());
            Ok(())
        }
        (Some(t), "data", _, Some(src)) => {
            // Only a value nothing else can see (a temporary, held by `v` and the instruction's
            // stack): sharing its storage then cannot be observed, so taking its values is the
            // same.
            let unseen = matches!(&v, Value::Foreign(rc) if Rc::strong_count(rc) <= 2)
                && Rc::strong_count(src) == 1
                && Rc::strong_count(&src.tensor.storage) == 1;
            set_data(t, src, unseen)
        }
        _ => Err(PyErr::new(
            "AttributeError",
            format!(
                "attribute '{name}' of '{}' objects is not writable in the playground yet",
                obj.type_name()
            ),
        )),
    }
}

/// `t.data = src`: `t` takes `src`'s values, outside autograd (`W.data += step` ends here with
/// `src` the very alias `W.data` gave, which changed nothing more). PyTorch rebinds `t` to
/// `src`'s storage, shape included; the playground takes the values of a temporary (`unseen`)
/// of the same shape, dtype and device, and refuses the rest by name (a later write to a shared
/// `src` would show in PyTorch's `t` and not here).
fn set_data(t: &TensorObj, src: &TensorObj, unseen: bool) -> Result<(), PyErr> {
    let (dst, from) = (&t.tensor, &src.tensor);
    if Rc::ptr_eq(&dst.storage, &from.storage) && dst.shape == from.shape {
        return Ok(());
    }
    let whole = |x: &Tensor| x.is_contiguous() && x.storage.len == x.numel();
    if !unseen
        || dst.shape != from.shape
        || dst.dtype() != from.dtype()
        || dst.storage.on_hbm() != from.storage.on_hbm()
        || !whole(dst)
        || !whole(from)
    {
        return Err(PyErr::unsupported(
            "assigning .data a tensor that other names or views share, or of another shape, dtype or device,",
        ));
    }
    dst.storage.adopt(&from.storage);
    Ok(())
}

/// `torch.Size(sizes=())`: a Size from an iterable of ints.
fn new_size(_: &mut Ctx, a: &tpu_lang::native::Args) -> tpu_lang::native::NativeResult {
    a.check_kw("Size", &[])?;
    if a.pos.len() > 1 {
        return Err(PyErr::type_error(format!(
            "Size() takes at most 1 argument ({} given)",
            a.pos.len()
        ))
        .into());
    }
    let items = match a.pos.first() {
        None => Vec::new(),
        Some(v) => tpu_lang::builtins::iterate(v)?,
    };
    let mut dims = Vec::with_capacity(items.len());
    for (i, v) in items.iter().enumerate() {
        match v {
            Value::Int(d) if *d >= 0 => dims.push(*d as usize),
            Value::Int(_) => {
                return Err(crate::rng::not_implemented("torch.Size with a negative size").into());
            }
            other => {
                return Err(PyErr::type_error(format!(
                    "torch.Size() takes an iterable of 'int' (item {i} is '{}')",
                    other.type_name()
                ))
                .into())
            }
        }
    }
    Ok(Value::from(TorchValue::Size(Rc::from(dims))))
}

pub fn getitem(ctx: &mut Ctx, obj: &Value, idx: &Value) -> Result<Value, Flow> {
    match torch_of(obj) {
        Some(TorchValue::Size(s)) => {
            if let Value::Slice(sl) = idx {
                // A slice of a Size is a Size (`x.shape[1:]`), as PyTorch's tuple subclass gives.
                let (start, stop, step) = tpu_lang::builtins::slice_indices(sl, s.len())?;
                let mut dims = Vec::new();
                let mut i = start;
                while (step > 0 && i < stop) || (step < 0 && i > stop) {
                    dims.push(s[i as usize]);
                    i += step;
                }
                return Ok(Value::from(TorchValue::Size(Rc::from(dims))));
            }
            let Value::Int(i) = idx else {
                return Err(PyErr::type_error(format!(
                    "tuple indices must be integers or slices, not {}",
                    idx.type_name()
                ))
                .into());
            };
            let n = s.len() as i64;
            let j = if *i < 0 { i + n } else { *i };
            if j < 0 || j >= n {
                return Err(PyErr::new("IndexError", "tuple index out of range").into());
            }
            Ok(Value::Int(s[j as usize] as i64))
        }
        Some(TorchValue::Tensor(t)) => index::getitem(ctx, t, idx),
        // `torch.sort(x)[0]`, `x.max(dim=1)[1]`: the named tuple's fields by position.
        Some(TorchValue::ReturnTypes(r)) => match idx {
            Value::Int(i) => match r.at(*i) {
                Some(v) => Ok(v.clone()),
                None => Err(PyErr::new("IndexError", "tuple index out of range").into()),
            },
            _ => Err(PyErr::type_error(format!(
                "tuple indices must be integers or slices, not {}",
                idx.type_name()
            ))
            .into()),
        },
        _ => Err(
            PyErr::type_error(format!("'{}' object is not subscriptable", obj.type_name())).into(),
        ),
    }
}

/// `t[idx] = v`: an in-place write into the view; may stop for a read, so nothing is written until
/// every value is at hand.
pub fn setitem(ctx: &mut Ctx, obj: &Value, idx: &Value, v: Value) -> Result<(), Flow> {
    match tensor_of(obj) {
        Some(t) => index::setitem(ctx, t, idx, &v),
        None => Err(PyErr::type_error(format!(
            "'{}' object does not support item assignment",
            obj.type_name()
        ))
        .into()),
    }
}
