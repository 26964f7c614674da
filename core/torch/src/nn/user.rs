//! `nn.Module` as a class users subclass. Its instances keep parameters and sub-modules as ordinary
//! attributes; walking the instance's attributes in assignment order gives PyTorch's registration
//! order (`_parameters` and `_modules` are insertion-ordered too), so no `__setattr__` hook is
//! needed. Sub-modules may be user instances or the native modules of `modules.rs`, whose own
//! parameters, repr and training flag are reused here.

use std::cell::RefCell;
use std::rc::Rc;

use crate::autograd::record::value;
use crate::{as_tensor, TensorObj, TorchValue};
use tpu_lang::native::{Args, Ctx, Flow, NativeFunction, NativeResult, PyCall, Then};
use tpu_lang::objects::{Attrs, Class, Instance};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use super::tree::Child;

/// `nn.Module`, whose one base is the VM's `object` (so a mixin's `super().__init__()` reaches
/// Module before object, by C3 as in CPython); every method a module needs is its own.
pub(super) fn module_class(object_class: &Value) -> Value {
    let methods: &[(&str, tpu_lang::native::NativeFn)] = &[
        ("__init__", init),
        ("__call__", call),
        ("__repr__", repr),
        ("forward", forward_unimplemented),
    ];
    let mut attrs = Attrs::default();
    // `<class 'torch.nn.modules.module.Module'>`, as PyTorch prints it.
    attrs.set("__module__", Value::str("torch.nn.modules.module"));
    for (name, f) in methods.iter().chain(super::tree::METHODS) {
        attrs.set(name, NativeFunction::value(name, *f));
    }
    let bases = match object_class {
        Value::Class(o) => vec![o.clone()],
        _ => Vec::new(),
    };
    match Class::new("Module", bases, attrs, true) {
        Ok(c) => Value::Class(c),
        Err(_) => Value::None,
    }
}

/// `nn.Parameter(data, requires_grad=True)`: a leaf sharing `data`'s storage, printed as a Parameter.
pub(super) fn parameter(_: &mut Ctx, a: &Args) -> NativeResult {
    let none = Value::None;
    let data = as_tensor(a.get(0, "data").unwrap_or(&none), "Parameter")?;
    let p = TensorObj::new(data.tensor.clone(), data.device.get());
    let grad = !matches!(a.get(1, "requires_grad"), Some(Value::Bool(false)));
    if grad && !data.tensor.dtype().is_floating() {
        return Err(PyErr::runtime_error(
            "Only Tensors of floating point and complex dtype can require gradients",
        )
        .into());
    }
    p.requires_grad.set(grad);
    p.is_param.set(true);
    Ok(value(Rc::new(p)))
}

pub(super) fn is_module_class(c: &Rc<Class>) -> bool {
    c.mro().iter().any(|k| k.builtin && k.name == "Module")
}

fn this(a: &Args) -> Result<Rc<Instance>, PyErr> {
    match a.pos.first() {
        Some(Value::Object(o)) if is_module_class(&o.class) => Ok(o.clone()),
        _ => Err(PyErr::type_error("descriptor requires a 'Module' object")),
    }
}

/// Parameters or sub-modules by attribute name.
type Named<T> = Vec<(String, T)>;

/// The instance's parameters and sub-modules, in assignment order.
pub(super) fn members(o: &Instance) -> (Named<Rc<TensorObj>>, Named<Child>) {
    let mut params = Vec::new();
    let mut kids = Vec::new();
    for (name, v) in o.attrs.borrow().pairs().iter() {
        match (v, crate::torch_of(v)) {
            (_, Some(TorchValue::Tensor(t))) if t.is_param.get() => {
                params.push((name.to_string(), t.clone()))
            }
            (other, _) => {
                if let Some(c) = Child::of(other) {
                    kids.push((name.to_string(), c));
                }
            }
        }
    }
    (params, kids)
}

/// The instance's buffers: the tensors named by `register_buffer` (the library's
/// `torch/nn/__init__.py` keeps their names in the attribute `_buffer_names`), None ones left out.
pub(super) fn buffers(o: &Instance) -> Named<Rc<TensorObj>> {
    let attrs = o.attrs.borrow();
    let Some(Value::List(names)) = &attrs.get("_buffer_names") else {
        return Vec::new();
    };
    let names = names.borrow();
    names
        .iter()
        .filter_map(|n| {
            let Value::Str(n) = n else { return None };
            match attrs.get(n).as_ref().and_then(crate::torch_of) {
                Some(TorchValue::Tensor(t)) => Some((n.to_string(), t.clone())),
                _ => None,
            }
        })
        .collect()
}

fn init(_: &mut Ctx, a: &Args) -> NativeResult {
    let o = this(a)?;
    o.attrs.borrow_mut().set("training", Value::Bool(true));
    Ok(Value::None)
}

thread_local! {
    /// The modules with hooks (`register_forward_hook` and kin): each module's address, the module
    /// itself (kept, so the address stays its own) and the library's hook runner
    /// (`torch/nn/_hooks.py`), which a call of the module runs instead of its forward.
    static HOOKED: RefCell<Vec<(usize, Value, Value)>> = const { RefCell::new(Vec::new()) };
}

fn module_addr(v: &Value) -> Option<usize> {
    match v {
        Value::Object(o) if is_module_class(&o.class) => Some(Rc::as_ptr(o) as *const () as usize),
        _ => match crate::torch_of(v) {
            Some(TorchValue::NnModule(m)) => Some(Rc::as_ptr(m) as *const () as usize),
            _ => None,
        },
    }
}

/// A call of a hooked module as a call of its hook runner with the same arguments; None (nearly
/// free: one empty-list check) for a module without hooks.
pub(crate) fn hooked_call(module: &Value, args: &[Value], kw: &[(Rc<str>, Value)]) -> Option<Flow> {
    let runner = HOOKED.with(|h| {
        let h = h.borrow();
        if h.is_empty() {
            return None;
        }
        let at = module_addr(module)?;
        h.iter().find(|e| e.0 == at).map(|e| e.2.clone())
    })?;
    Some(Flow::Call(Box::new(PyCall {
        func: runner,
        args: Args {
            pos: args.to_vec(),
            kw: kw.to_vec(),
        },
        then: Then::Tail,
    })))
}

/// `_torch_nn.set_hooks(module, runner)`: from now on a call of `module` runs `runner`
/// (`_torch_nn.set_hooks(module, None)` forgets it).
fn set_hooks(_: &mut Ctx, a: &Args) -> NativeResult {
    let module = a.pos.first().cloned().unwrap_or(Value::None);
    let at = module_addr(&module)
        .ok_or_else(|| PyErr::type_error("set_hooks() expects an nn.Module"))?;
    let runner = a.pos.get(1).cloned().unwrap_or(Value::None);
    HOOKED.with(|h| {
        let mut h = h.borrow_mut();
        h.retain(|e| e.0 != at);
        if !matches!(runner, Value::None) {
            h.push((at, module, runner));
        }
    });
    Ok(Value::None)
}

/// `_torch_nn.forward_unhooked(module, *args, **kwargs)`: the module's forward without its hooks
/// (what the hook runner calls).
fn forward_unhooked(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let module = a.pos.first().cloned().unwrap_or(Value::None);
    let rest = Args {
        pos: a.pos.get(1..).unwrap_or_default().to_vec(),
        kw: a.kw.clone(),
    };
    if let Some(TorchValue::NnModule(m)) = crate::torch_of(&module) {
        return super::modules::forward(ctx, m, &rest);
    }
    let forward = tpu_lang::dunder::getattr(ctx, &module, "forward")?;
    Err(Flow::Call(Box::new(PyCall {
        func: forward,
        args: rest,
        then: Then::Tail,
    })))
}

/// `Module.forward`, which a subclass overrides: PyTorch's `_forward_unimplemented`.
fn forward_unimplemented(_: &mut Ctx, a: &Args) -> NativeResult {
    let o = this(a)?;
    Err(PyErr::new(
        "NotImplementedError",
        format!(
            "Module [{}] is missing the required \"forward\" function",
            o.class.name
        ),
    )
    .into())
}

/// `module(*args)`: runs the subclass's `forward` through the frame stack (or, for a module with
/// hooks, its hook runner).
fn call(ctx: &mut Ctx, a: &Args) -> NativeResult {
    this(a)?;
    if let Some(flow) = hooked_call(&a.pos[0], &a.pos[1..], &a.kw) {
        return Err(flow);
    }
    let forward = tpu_lang::dunder::getattr(ctx, &a.pos[0], "forward")?;
    Err(Flow::Call(Box::new(PyCall {
        func: forward,
        args: Args {
            pos: a.pos[1..].to_vec(),
            kw: a.kw.clone(),
        },
        then: Then::Tail,
    })))
}

/// PyTorch's nested repr: `Name(\n  (child): ChildRepr\n)`, children indented by two spaces (the
/// library's `Module.__repr__` in `torch/nn/__init__.py` is the same algorithm with `extra_repr`;
/// this one serves a user module nested in a native one).
pub(super) fn text(o: &Instance) -> String {
    let (_, kids) = members(o);
    if kids.is_empty() {
        return format!("{}()", o.class.name);
    }
    let mut s = format!("{}(\n", o.class.name);
    for (n, c) in kids {
        s.push_str(&format!("  ({n}): {}\n", c.repr().replace('\n', "\n  ")));
    }
    s.push(')');
    s
}

/// `_torch_nn`: the native primitives the library's `torch/nn/modules/container.py` is written
/// over (what a module's children are).
pub(crate) fn primitives() -> Value {
    let m = tpu_lang::value::Module::new("_torch_nn");
    let fns: &[(&str, tpu_lang::native::NativeFn)] = &[
        ("is_module", |_, a| {
            Ok(Value::Bool(a.pos.first().and_then(Child::of).is_some()))
        }),
        ("child_items", |_, a| {
            let kids = children_of(a)?;
            Ok(Value::list(
                kids.into_iter()
                    .map(|(n, c)| Value::tuple(vec![Value::str(&n), c.value()]))
                    .collect(),
            ))
        }),
        ("child_modules", |_, a| {
            let kids = children_of(a)?;
            Ok(Value::list(
                kids.into_iter().map(|(_, c)| c.value()).collect(),
            ))
        }),
        // `own_attr(module, name, default)`: the instance's own attribute (not its class's, and
        // without `__dict__`, which moves the attributes off the VM's fast path): what
        // `Module.__setattr__`'s checks read, as PyTorch's read `_parameters` and `_modules`.
        ("own_attr", |_, a| {
            let (Some(Value::Object(o)), Some(Value::Str(name))) = (a.pos.first(), a.pos.get(1))
            else {
                return Err(PyErr::type_error("own_attr(module, name, default)").into());
            };
            let own = o.attrs.borrow().get(name);
            Ok(own.unwrap_or_else(|| a.pos.get(2).cloned().unwrap_or(Value::None)))
        }),
        ("im2col", super::conv::im2col_native),
        ("native_spec", super::modules::native_spec),
        ("native_rebuild", super::modules::native_rebuild),
        ("col2im", super::conv::col2im_native),
        ("affine", crate::linear::affine_native),
        ("as_convolution", super::conv::as_convolution),
        ("autocast_active", crate::precision::autocast_active),
        ("autocast_fp32", crate::precision::autocast_fp32_native),
        ("set_hooks", set_hooks),
        ("forward_unhooked", forward_unhooked),
    ];
    for (name, f) in fns {
        m.set(name, NativeFunction::value(name, *f));
    }
    Value::Module(m)
}

/// The direct sub-modules of a module instance, in registration order, repeats included.
fn children_of(a: &Args) -> Result<Vec<(String, Child)>, PyErr> {
    Ok(members(&*this(a)?).1)
}

fn repr(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::str(&text(&*this(a)?)))
}
