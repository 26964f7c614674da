//! `torch.compile(model_or_fn, *, fullgraph, dynamic, backend, mode, options, disable)`, also as
//! a decorator (`@torch.compile`, `@torch.compile(...)`), and what it returns: for a function, a
//! callable that wraps it (`_torchdynamo_orig_callable`, `__wrapped__`); for an `nn.Module`, an
//! `OptimizedModule` (a Module whose only child is `_orig_mod`, so `parameters()` are the
//! original's and `state_dict()` keys start with `_orig_mod.`, as in PyTorch). Each call captures
//! the function through `tpu_emu::fusion::capture`. See docs/ARCHITECTURE.md, "Compiled mode".

use crate::TorchCtx;
use std::rc::Rc;

use tpu_emu::fusion::capture::{self, Guard, Signature};
use tpu_lang::native::{
    Args, Continuation, Ctx, Flow, NativeFn, NativeFunction, NativeResult, PyCall, Then,
};
use tpu_lang::objects::{Attrs, Class, Instance};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use super::TorchValue;

/// The backends `torch.compile` accepts by name. The playground compiles every one of them with
/// its own pass (the fusion pass and the kernel cache); `tpu` is TorchTPU's.
const BACKENDS: &[&str] = &[
    "tpu",
    "inductor",
    "eager",
    "aot_eager",
    "aot_eager_decomp_partition",
    "cudagraphs",
    "openxla",
    "onnxrt",
    "tvm",
];

/// The `mode=` values of PyTorch 2.15, in its error message's order.
const MODES: &[&str] = &[
    "default",
    "lite",
    "reduce-overhead",
    "max-autotune-no-cudagraphs",
    "max-autotune",
];

const KWARGS: &[&str] = &[
    "fullgraph",
    "dynamic",
    "backend",
    "mode",
    "options",
    "disable",
];

/// Sets `torch.compile` on the `torch` module; `module_class` is `nn.Module`.
pub(super) fn register(m: &Module, module_class: &Value) {
    let classes = Value::tuple(vec![optimized_module_class(module_class), function_class()]);
    m.set("compile", bound(classes, "compile", compile));
}

fn bound(receiver: Value, name: &str, f: NativeFn) -> Value {
    Value::BoundNative(Rc::new((
        receiver,
        Rc::new(NativeFunction {
            name: name.to_string(),
            f,
        }),
    )))
}

fn class(name: &str, bases: Vec<Rc<Class>>, methods: &[(&str, NativeFn)]) -> Value {
    let mut attrs = Attrs::default();
    for (n, f) in methods {
        attrs.set(n, NativeFunction::value(n, *f));
    }
    match Class::new(name, bases, attrs, true) {
        Ok(c) => Value::Class(c),
        Err(_) => Value::None,
    }
}

/// `torch._dynamo.eval_frame.OptimizedModule`: calling it (or its `forward`) runs the compiled
/// original; other attributes are the original's.
fn optimized_module_class(module_class: &Value) -> Value {
    let Value::Class(base) = module_class else {
        return Value::None;
    };
    class(
        "OptimizedModule",
        vec![base.clone()],
        &[
            ("__call__", call),
            ("forward", call),
            ("__getattr__", delegate),
        ],
    )
}

/// A compiled function: prints as the original (`functools.wraps` in PyTorch), attributes are the
/// original's.
fn function_class() -> Value {
    class(
        "function",
        Vec::new(),
        &[
            ("__call__", call),
            ("__repr__", repr),
            ("__getattr__", delegate),
        ],
    )
}

/// `torch.compile(...)`. `a.pos[0]` is the receiver: the two classes, and for the decorator
/// form's second step, the keywords given to the first.
fn compile(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let recv = match a.pos.first() {
        Some(Value::Tuple(t)) if t.len() >= 2 => t.clone(),
        _ => return Err(tpu_emu::dispatch::internal("torch.compile without its classes").into()),
    };
    let mut kw = a.kw.clone();
    if let Some(Value::Tuple(saved)) = recv.get(2) {
        for p in saved.iter() {
            if let Value::Tuple(p) = p {
                if let (Some(Value::Str(k)), Some(v)) = (p.first(), p.get(1)) {
                    kw.push((k.clone(), v.clone()));
                }
            }
        }
    }
    let args = Args {
        pos: a.pos[1..].to_vec(),
        kw,
    };
    args.check_kw("compile", &[&["model"], KWARGS].concat())?;
    if args.pos.len() > 1 {
        return Err(PyErr::type_error(format!(
            "compile() takes from 0 to 1 positional arguments but {} were given",
            args.pos.len()
        ))
        .into());
    }
    let fullgraph = flag(&args, "fullgraph")?;
    match args.kwarg("backend") {
        None | Some(Value::None) => {}
        Some(Value::Str(b)) if BACKENDS.contains(&&**b) => {}
        Some(Value::Str(b)) => {
            return Err(PyErr::new(
                "torch._dynamo.exc.InvalidBackend",
                format!("Invalid backend: '{b}'. See `torch._dynamo.list_backends()` for available backends."),
            )
            .into())
        }
        Some(_) => {
            return Err(PyErr::new(
                "NotImplementedError",
                "torch.compile(backend=<callable>): the playground compiles with its own TPU backend; pass a backend name such as \"tpu\" or \"inductor\"",
            )
            .into())
        }
    }
    match args.kwarg("mode") {
        None | Some(Value::None) => {}
        Some(Value::Str(m)) if MODES.contains(&&**m) => {}
        Some(other) => {
            let shown = match other {
                Value::Str(s) => s.to_string(),
                v => v.repr(),
            };
            return Err(PyErr::runtime_error(format!(
                "Unrecognized mode={shown}, should be one of: {}",
                MODES.join(", ")
            ))
            .into());
        }
    }
    if !matches!(args.kwarg("mode"), None | Some(Value::None))
        && !matches!(args.kwarg("options"), None | Some(Value::None))
    {
        return Err(PyErr::runtime_error(
            "Either mode or options can be specified, but both can't be specified at the same time.",
        )
        .into());
    }
    let model = match args.get(0, "model") {
        None | Some(Value::None) => {
            // `@torch.compile(...)`: a decorator that compiles with these keywords.
            let saved: Vec<Value> = args
                .kw
                .iter()
                .map(|(k, v)| Value::tuple(vec![Value::Str(k.clone()), v.clone()]))
                .collect();
            let recv = Value::tuple(vec![recv[0].clone(), recv[1].clone(), Value::tuple(saved)]);
            return Ok(bound(recv, "compile", compile));
        }
        Some(m) => m.clone(),
    };
    if flag(&args, "disable")? {
        return Ok(model);
    }
    let (is_module, name, params) = describe(&model).ok_or_else(|| {
        PyErr::runtime_error(format!(
            "torch.compile: '{}' object is not callable",
            model.type_name()
        ))
    })?;
    let id = ctx
        .torch()
        .dispatcher
        .fusion
        .compiled
        .register(&name, fullgraph);
    let cls = if is_module { &recv[0] } else { &recv[1] };
    let Value::Class(cls) = cls else {
        return Err(tpu_emu::dispatch::internal("torch.compile's classes are missing").into());
    };
    let o = Instance::new(cls.clone());
    {
        let mut at = o.attrs.borrow_mut();
        if is_module {
            at.set("training", Value::Bool(true));
            at.set("_orig_mod", model);
        } else {
            at.set("_torchdynamo_orig_callable", model.clone());
            at.set("__wrapped__", model);
        }
        at.set("_compile_id", Value::Int(id as i64));
        at.set(
            "_compile_params",
            Value::tuple(params.into_iter().map(|p| Value::str(&p)).collect()),
        );
    }
    Ok(Value::Object(o))
}

fn flag(a: &Args, name: &str) -> Result<bool, PyErr> {
    match a.kwarg(name) {
        None | Some(Value::None) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(v) => Err(PyErr::type_error(format!(
            "compile(): {name} must be a bool, not {}",
            v.type_name()
        ))),
    }
}

/// Whether `model` is a module, the name its guards log, and its positional parameter names.
fn describe(model: &Value) -> Option<(bool, String, Vec<String>)> {
    fn params(f: &tpu_lang::value::Function, skip: usize) -> Vec<String> {
        f.code.locals[..f.code.argcount as usize]
            .iter()
            .skip(skip)
            .map(|s| s.to_string())
            .collect()
    }
    match (model, crate::torch_of(model)) {
        (Value::Function(f), _) => Some((false, f.code.name.clone(), params(f, 0))),
        (Value::BoundMethod(b), _) => match &b.1 {
            Value::Function(f) => Some((false, f.code.name.clone(), params(f, 1))),
            _ => Some((false, "method".into(), Vec::new())),
        },
        (Value::Native(n), _) => Some((false, n.name.clone(), Vec::new())),
        (Value::BoundNative(b), _) => Some((false, b.1.name.clone(), Vec::new())),
        (_, Some(TorchValue::NnModule(_))) => Some((true, "forward".into(), vec!["input".into()])),
        (Value::Object(o), _) if crate::nn::is_module_instance(o) => {
            let names = match o.class.lookup("forward") {
                Some(Value::Function(ref f)) => params(f, 1),
                _ => Vec::new(),
            };
            Some((true, format!("{}.forward", o.class.name), names))
        }
        (Value::Object(o), _) if o.class.lookup("__call__").is_some() => {
            Some((false, o.class.name.clone(), Vec::new()))
        }
        (_, _) => None,
    }
}

fn this(a: &Args) -> Result<Rc<Instance>, PyErr> {
    match a.pos.first() {
        Some(Value::Object(o)) => Ok(o.clone()),
        _ => Err(PyErr::type_error("descriptor requires a compiled object")),
    }
}

/// The original callable of a compiled object.
fn original(o: &Instance) -> Result<Value, PyErr> {
    let at = o.attrs.borrow();
    at.get("_orig_mod")
        .or_else(|| at.get("_torchdynamo_orig_callable"))
        .ok_or_else(|| PyErr::runtime_error("this compiled object lost its original callable"))
}

/// What Dynamo guards an argument on.
fn guard(v: &Value) -> Guard {
    match (v, crate::torch_of(v)) {
        (_, Some(TorchValue::Tensor(t))) => Guard::Tensor {
            shape: t.tensor.shape.clone(),
            dtype: t.tensor.dtype(),
            requires_grad: t.requires_grad.get(),
        },
        (Value::Int(_) | Value::Bool(_) | Value::Str(_) | Value::None, _) => Guard::Const(v.repr()),
        (other, _) => Guard::Type(other.type_name().to_string()),
    }
}

fn signature(params: &[String], a: &Args) -> Signature {
    let mut sig: Signature = a
        .pos
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let name = params
                .get(i)
                .cloned()
                .unwrap_or_else(|| format!("args[{i}]"));
            (name, guard(v))
        })
        .collect();
    sig.extend(a.kw.iter().map(|(k, v)| (k.to_string(), guard(v))));
    sig
}

/// Calling a compiled object: the guards are checked (a hit, or a compile naming the failed
/// guard), the original runs with every op captured, and its graph runs when it returns. A call
/// inside another capture is inlined into it, as Dynamo inlines nested compiled functions.
fn call(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let o = this(a)?;
    let func = original(&o)?;
    let args = Args {
        pos: a.pos[1..].to_vec(),
        kw: a.kw.clone(),
    };
    let line = ctx.span.line;
    let d = &mut ctx.torch().dispatcher;
    if d.fusion.compiled.capture.is_some() {
        return Err(Flow::Call(Box::new(PyCall {
            func,
            args,
            then: Then::Tail,
        })));
    }
    let (id, params) = {
        let at = o.attrs.borrow();
        let id = match &at.get("_compile_id") {
            Some(Value::Int(i)) => *i as usize,
            _ => {
                return Err(tpu_emu::dispatch::internal("a compiled object without its id").into())
            }
        };
        let params: Vec<String> = match &at.get("_compile_params") {
            Some(Value::Tuple(t)) => t
                .iter()
                .map(|v| match v {
                    Value::Str(s) => s.to_string(),
                    _ => String::new(),
                })
                .collect(),
            _ => Vec::new(),
        };
        (id, params)
    };
    capture::begin(d, id, signature(&params, &args), line)?;
    Err(Flow::Call(Box::new(PyCall {
        func,
        args,
        then: Then::Resume(Box::new(Return { line })),
    })))
}

/// Ends the capture when the compiled function returns or raises.
#[derive(Debug)]
struct Return {
    line: u32,
}

impl Continuation for Return {
    fn resume(&mut self, ctx: &mut Ctx, result: Value) -> NativeResult {
        capture::end(&mut ctx.torch().dispatcher, self.line)?;
        Ok(result)
    }

    fn on_error(&mut self, ctx: &mut Ctx, _err: &PyErr) -> Option<NativeResult> {
        // The ops recorded before the error still run (nothing is left pending in Strict mode);
        // the error propagates.
        match capture::end(&mut ctx.torch().dispatcher, self.line) {
            Ok(()) => None,
            Err(e) => Some(Err(e.into())),
        }
    }
}

fn repr(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::str(&original(&*this(a)?)?.repr()))
}

/// Attributes the compiled object lacks are the original's (`__name__`, a module's attributes).
fn delegate(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let o = this(a)?;
    let name = match a.pos.get(1) {
        Some(Value::Str(s)) => s.clone(),
        _ => return Err(PyErr::type_error("attribute name must be string").into()),
    };
    let orig = original(&o)?;
    tpu_lang::dunder::getattr(ctx, &orig, &name)
}
