//! The torch runtime of one program ([`TorchState`]) and the `torch` module it serves: the
//! module's construction, the library layer's pack ([`LIBRARY`]) and `import`.

use std::collections::HashMap;

use tpu_emu::dispatch::Dispatcher;
use tpu_emu::tensor::format::PrintOptions;
use tpu_emu::tensor::rng::Generator;
use tpu_emu::tensor::DType;
use tpu_lang::native::{Ctx, NativeFunction};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::autograd::GradMode;
use crate::{
    autograd, creation, dist, dynamo, einsum, grad_mode, index, multiprocessing, nn, ops,
    pointwise, precision, reduce, rng, scatter, select, serialization, signatures, torch_of, tpu,
    upstream, TorchCtx,
};

use crate::protocol::new_size;
use crate::{make_return_type, Device, TorchValue};

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
/// function checks its keyword arguments against its entry in `signatures/table.rs` on every call.
pub(crate) fn native(m: &Module, name: &str, f: tpu_lang::native::NativeFn) {
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
        ("int16", DType::Int16),
        ("short", DType::Int16),
        ("int8", DType::Int8),
        ("uint8", DType::UInt8),
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
    // The class of `torch.float32` (`isinstance(d, torch.dtype)`); PyTorch makes no new ones.
    m.set(
        "dtype",
        NativeFunction::value("dtype", |_, _| {
            Err(PyErr::type_error("cannot create 'torch.dtype' instances").into())
        }),
    );
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
    files: lib_files::files,
    lazy_paths: lib_files::lazy_paths,
    lazy_files: lib_files::lazy_files,
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
        | "torch.nn.init"
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
        "torch.distributed"
        | "torch.multiprocessing"
        | "torch.nn.parallel"
        | "torch.nn.init"
        | "torch.optim" => {
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
