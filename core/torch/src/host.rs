//! The torch binding as the language's host (`tpu_lang::host`): torch's values are the VM's foreign
//! values, its state rides in the context, and the VM's hooks run the dispatcher's duties.

use std::rc::Rc;

use tpu_lang::host::{Foreign, Host, Member};
use tpu_lang::native::{Ctx, Flow, NativeFunction, NativeResult};
use tpu_lang::value::FastMap;
use tpu_lang::{PyErr, Value};

use crate::{TorchState, TorchValue};

impl Foreign for TorchValue {
    fn type_name(&self) -> &'static str {
        TorchValue::type_name(self)
    }

    fn repr(&self) -> String {
        TorchValue::repr(self)
    }

    fn same_object(&self, other: &dyn Foreign) -> bool {
        downcast(other).is_some_and(|o| TorchValue::same_object(self, o))
    }

    fn same_value(&self, other: &dyn Foreign) -> bool {
        downcast(other).is_some_and(|o| TorchValue::same_value(self, o))
    }

    fn is_callable(&self) -> bool {
        matches!(self, TorchValue::NnModule(_) | TorchValue::Node(_))
    }

    fn eq_is_elementwise(&self) -> bool {
        matches!(self, TorchValue::Tensor(_))
    }

    fn identity(&self) -> Option<usize> {
        match self {
            TorchValue::Tensor(a) => Some(Rc::as_ptr(a) as *const u8 as usize),
            TorchValue::Node(a) => Some(Rc::as_ptr(a) as *const u8 as usize),
            TorchValue::NnModule(a) => Some(Rc::as_ptr(a) as *const u8 as usize),
            TorchValue::Optimizer(a) => Some(Rc::as_ptr(a) as *const u8 as usize),
            TorchValue::Work(a) => Some(Rc::as_ptr(a) as *const u8 as usize),
            _ => None,
        }
    }

    fn iter_values(&self) -> Result<Vec<Value>, PyErr> {
        TorchValue::iter_values(self)
    }

    fn iter_needs_ctx(&self) -> bool {
        matches!(self, TorchValue::Tensor(t) if t.requires_grad.get())
    }

    fn own_names(&self) -> Vec<String> {
        match self {
            TorchValue::NnModule(m) => crate::nn::modules::attrs::own_names(m),
            _ => Vec::new(),
        }
    }

    fn class_name(&self) -> &'static str {
        match self {
            TorchValue::Tensor(t) if t.is_param.get() => "Parameter",
            other => other.type_name(),
        }
    }

    fn is_instance(&self, class: &str) -> bool {
        class == self.class_name()
            || (class == "Tensor" && matches!(self, TorchValue::Tensor(_)))
            || (class == "Module" && matches!(self, TorchValue::NnModule(_)))
            // torch.Size and the return_types are tuple subclasses in PyTorch.
            || (class == "tuple"
                && matches!(self, TorchValue::Size(_) | TorchValue::ReturnTypes(_)))
    }
}

/// torch's classes as `type()` prints them.
const CLASSES: &[(&str, &str)] = &[
    ("Tensor", "torch.Tensor"),
    ("Parameter", "torch.nn.parameter.Parameter"),
    ("dtype", "torch.dtype"),
    ("Size", "torch.Size"),
    ("device", "torch.device"),
    ("Generator", "torch._C.Generator"),
    // The native nn modules (core/torch/src/nn/modules.rs): their constructors print and
    // type() as PyTorch's classes.
    ("Linear", "torch.nn.modules.linear.Linear"),
    ("LayerNorm", "torch.nn.modules.normalization.LayerNorm"),
    ("ReLU", "torch.nn.modules.activation.ReLU"),
    ("Tanh", "torch.nn.modules.activation.Tanh"),
    ("Sigmoid", "torch.nn.modules.activation.Sigmoid"),
    ("SiLU", "torch.nn.modules.activation.SiLU"),
    ("GELU", "torch.nn.modules.activation.GELU"),
    ("Identity", "torch.nn.modules.linear.Identity"),
    ("Softmax", "torch.nn.modules.activation.Softmax"),
    ("Dropout", "torch.nn.modules.dropout.Dropout"),
    ("L1Loss", "torch.nn.modules.loss.L1Loss"),
    ("MSELoss", "torch.nn.modules.loss.MSELoss"),
    ("Embedding", "torch.nn.modules.sparse.Embedding"),
    ("CrossEntropyLoss", "torch.nn.modules.loss.CrossEntropyLoss"),
    ("NLLLoss", "torch.nn.modules.loss.NLLLoss"),
    (
        "BCEWithLogitsLoss",
        "torch.nn.modules.loss.BCEWithLogitsLoss",
    ),
    // The native optimizers (core/torch/src/nn/optim.rs).
    ("SGD", "torch.optim.sgd.SGD"),
    ("Adam", "torch.optim.adam.Adam"),
    ("AdamW", "torch.optim.adamw.AdamW"),
];

/// The bases of torch's classes, as PyTorch's MROs have them (the private classes between
/// left out: `Linear.__mro__` is `(Linear, Module, object)` as in PyTorch, `MSELoss`'s skips
/// `_Loss`).
const BASES: &[(&str, &str)] = &[
    ("Parameter", "Tensor"),
    ("Size", "tuple"),
    ("Linear", "Module"),
    ("LayerNorm", "Module"),
    ("ReLU", "Module"),
    ("Tanh", "Module"),
    ("Sigmoid", "Module"),
    ("SiLU", "Module"),
    ("GELU", "Module"),
    ("Identity", "Module"),
    ("Softmax", "Module"),
    ("Dropout", "Module"),
    ("L1Loss", "Module"),
    ("MSELoss", "Module"),
    ("Embedding", "Module"),
    ("CrossEntropyLoss", "Module"),
    ("NLLLoss", "Module"),
    ("BCEWithLogitsLoss", "Module"),
    ("SGD", "Optimizer"),
    ("Adam", "Optimizer"),
    ("AdamW", "Optimizer"),
];

/// The class a name of `CLASSES` or `BASES` stands for: what `torch`, `torch.nn` or
/// `torch.optim` binds it to (`Host::class_value`).
fn class_value(ctx: &mut Ctx, name: &str) -> Option<Value> {
    let Some(Value::Module(ref torch)) = ctx.torch().modules.get("torch").cloned() else {
        return None;
    };
    let sub = |m: &str| match torch.get(m) {
        Some(Value::Module(ref s)) => s.get(name),
        _ => None,
    };
    torch
        .get(name)
        .or_else(|| sub("nn"))
        .or_else(|| sub("optim"))
}

/// The names `dir()` may list for torch's class `class` (`Host::class_names`).
fn class_names(ctx: &mut Ctx, class: &str) -> Vec<&'static str> {
    match class {
        "Tensor" | "Parameter" => {
            // Only what the playground has (PyTorch's other names raise when read).
            let mut names = crate::upstream::names("torch.Tensor");
            names.retain(|n| {
                crate::methods::method_fn(n).is_some() || ctx.torch().py_methods.contains_key(*n)
            });
            names.extend(crate::methods::TENSOR_DATA);
            names
        }
        "Size" => vec!["count", "index", "numel"],
        "dtype" => vec!["is_floating_point", "itemsize"],
        _ => Vec::new(),
    }
}

/// What torch's class `class` has under `name` (`Host::class_member`).
fn class_member(ctx: &mut Ctx, class: &str, name: &str) -> Option<Member> {
    match class {
        "Tensor" | "Parameter" => {
            if crate::methods::TENSOR_DATA.contains(&name) {
                Some(Member::Data)
            } else if tpu_lang::hostclass::is_special(name)
                || crate::methods::method_fn(name).is_some()
                || ctx.torch().py_methods.contains_key(name)
                // PyTorch's own, refused when called (`crate::upstream`).
                || crate::upstream::has("torch.Tensor", name)
            {
                Some(Member::Method)
            } else {
                None
            }
        }
        "Size" => matches!(name, "numel" | "index" | "count").then_some(Member::Method),
        "dtype" => match name {
            "is_floating_point" | "itemsize" => Some(Member::Data),
            _ => None,
        },
        _ if BASES.iter().any(|(c, b)| *c == class && *b == "Module") => {
            let module = match class_value(ctx, "Module") {
                Some(Value::Class(ref c)) => c.lookup(name).is_some(),
                _ => false,
            };
            (module || name == "forward").then_some(Member::Method)
        }
        _ => None,
    }
}

/// The native nn modules a class statement may derive from, through their Python equivalents
/// (torch/nn/_native_twins.py: the same arguments, draws and forward, written over F).
const SUBCLASSABLE: &[&str] = &[
    "Linear",
    "LayerNorm",
    "Embedding",
    "Dropout",
    "ReLU",
    "Tanh",
    "Sigmoid",
    "SiLU",
    "GELU",
    "Identity",
    "Softmax",
    "MSELoss",
    "L1Loss",
];

/// What torch's class `class` itself holds under `name` (`Host::class_attr`).
fn class_attr(_: &mut Ctx, class: &str, name: &str) -> Option<Value> {
    match (class, name) {
        ("Embedding", "from_pretrained") => Some(NativeFunction::value(
            "from_pretrained",
            crate::nn::modules::embedding_from_pretrained,
        )),
        (c, "__mro_entries__") if SUBCLASSABLE.contains(&c) => Some(Value::BoundNative(Rc::new((
            Value::str(c),
            Rc::new(NativeFunction {
                name: "__mro_entries__".into(),
                f: twin_entries,
            }),
        )))),
        _ => None,
    }
}

/// `nn.Linear.__mro_entries__(bases)`: `(Linear,)`, the Python class `torch.nn._subclass_base`
/// imports for it.
fn twin_entries(ctx: &mut Ctx, a: &tpu_lang::native::Args) -> NativeResult {
    let name = a.pos.first().cloned().unwrap_or(Value::None);
    let f = crate::nn::python_attr(ctx, "_subclass_base")?;
    Err(Flow::call(f, vec![name], tpu_lang::native::Then::Tail))
}

#[inline]
fn downcast(f: &dyn Foreign) -> Option<&TorchValue> {
    f.downcast_ref()
}

impl From<TorchValue> for Value {
    fn from(t: TorchValue) -> Value {
        Value::Foreign(Rc::new(t))
    }
}

/// The torch value `v` holds, if it holds one.
#[inline]
pub fn torch_of(v: &Value) -> Option<&TorchValue> {
    match v {
        Value::Foreign(f) => downcast(&**f),
        _ => None,
    }
}

/// The dtype `v` names where an argument takes one: a `torch.dtype`, or Python's own `float`,
/// `int` and `bool` (`dtype=float`), which PyTorch reads as float64, int64 and bool.
pub fn dtype_of(v: &Value) -> Option<tpu_emu::tensor::DType> {
    use tpu_emu::tensor::DType;
    match v {
        Value::Native(n) => match n.name.as_str() {
            "float" => Some(DType::Float64),
            "int" => Some(DType::Int64),
            "bool" => Some(DType::Bool),
            _ => None,
        },
        _ => match torch_of(v) {
            Some(TorchValue::DType(d)) => Some(*d),
            _ => None,
        },
    }
}

/// The tensor `v` holds, if it holds one.
#[inline]
pub fn tensor_of(v: &Value) -> Option<&Rc<crate::TensorObj>> {
    match torch_of(v) {
        Some(TorchValue::Tensor(t)) => Some(t),
        _ => None,
    }
}

/// torch's state in a run's context (every VM of the torch binding is made with [`new_ctx`]).
pub trait TorchCtx {
    fn torch(&mut self) -> &mut TorchState;
    fn torch_ref(&self) -> &TorchState;
}

impl TorchCtx for Ctx {
    #[inline]
    fn torch(&mut self) -> &mut TorchState {
        self.host_state()
            .expect("a torch run's context holds TorchState")
    }

    #[inline]
    fn torch_ref(&self) -> &TorchState {
        self.host_state_ref()
            .expect("a torch run's context holds TorchState")
    }
}

/// A context for a torch program: the torch host and its state.
pub fn new_ctx(state: TorchState) -> Ctx {
    Ctx::new(&HOST, state)
}

/// Exception classes of torch the builtins table holds (the emulator raises the first by name).
const EXCEPTIONS: &[(&str, &str)] = &[
    // PyTorch's out-of-memory error: a dotted key no program can name as a builtin; the `torch`
    // module hands out this same class as `torch.OutOfMemoryError` (see `TorchState::oom_class`).
    ("torch.OutOfMemoryError", "RuntimeError"),
    // torch.compile's errors (`tpu_emu::fusion::capture`, `crate::dynamo`), as Dynamo's.
    ("torch._dynamo.exc.TorchDynamoException", "RuntimeError"),
    (
        "torch._dynamo.exc.Unsupported",
        "torch._dynamo.exc.TorchDynamoException",
    ),
    (
        "torch._dynamo.exc.InvalidBackend",
        "torch._dynamo.exc.TorchDynamoException",
    ),
];

fn on_start(ctx: &mut Ctx, builtins: &FastMap<&'static str, Value>) {
    // `torch.OutOfMemoryError` must be the very class a native's OOM error is raised as.
    if let Some(c) = builtins.get("torch.OutOfMemoryError") {
        ctx.torch().oom_class = c.clone();
    }
    if let Some(c) = builtins.get("object") {
        ctx.torch().object_class = c.clone();
    }
}

#[inline]
fn before_turn(ctx: &mut Ctx) -> Result<(), Flow> {
    let d = &mut ctx.torch().dispatcher;
    // Debug mode waits for each op's result and checks it before the program goes on.
    d.debug_check()?;
    // The dispatcher logs each instruction's launches, so a retry after a device read replays
    // them instead of launching fresh copies (see dispatch::Replay).
    d.begin_instruction();
    Ok(())
}

pub static HOST: Host = Host {
    classes: CLASSES,
    bases: BASES,
    class_value,
    class_member,
    class_attr,
    class_names,
    exceptions: EXCEPTIONS,
    on_start,
    before_turn,
    quiet: |ctx| ctx.torch_ref().dispatcher.quiet(),
    check_result: crate::creation::check_rank,
    environ: |ctx| Value::Dict(ctx.torch().dist.environ.clone()),
    getattr: crate::getattr,
    missing: crate::upstream::missing,
    setattr: crate::setattr,
    repr: crate::repr,
    str: crate::str,
    format: crate::format,
    truthy: crate::truthy,
    len: crate::len,
    to_number: crate::to_python_number,
    call_method: crate::call_method,
    call: crate::call,
    binary: crate::binary,
    unary: crate::unary,
    compare: crate::compare,
    getitem: crate::getitem,
    iter: crate::protocol::iter_rows,
    setitem: crate::setitem,
};
