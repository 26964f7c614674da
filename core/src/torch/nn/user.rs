//! `nn.Module` as a class users subclass. Its instances keep parameters and sub-modules as ordinary
//! attributes; walking the instance's attributes in assignment order gives PyTorch's registration
//! order (`_parameters` and `_modules` are insertion-ordered too), so no `__setattr__` hook is
//! needed. Sub-modules may be user instances or the native modules of `modules.rs`, whose own
//! parameters, repr and training flag are reused here.

use std::rc::Rc;

use crate::script::native::{Args, Ctx, Flow, NativeFunction, NativeResult, PyCall, Then};
use crate::script::objects::{Attrs, Class, Instance};
use crate::script::value::Value;
use crate::script::PyErr;
use crate::torch::autodiff::value;
use crate::torch::{as_tensor, TensorObj, TorchValue};

use super::modules::NnModule;

/// A sub-module: a user subclass instance or a native module.
enum Child {
    User(Rc<Instance>),
    Native(Rc<NnModule>),
}

/// `nn.Module`, with no bases: it is created before (and apart from) the VM's `object`, and every
/// method a module needs is its own.
pub(super) fn module_class() -> Value {
    let methods: &[(&str, crate::script::native::NativeFn)] = &[
        ("__init__", init),
        ("__call__", call),
        ("__repr__", repr),
        ("parameters", parameters),
        ("named_parameters", named_parameters),
        ("children", children),
        ("named_children", named_children),
        ("modules", modules),
        ("train", train),
        ("eval", eval),
        ("zero_grad", zero_grad),
        // One emulated chip holds every tensor; `to(device)` and `to(dtype=float32)` keep it.
        ("to", identity),
        ("cpu", identity),
        ("float", identity),
    ];
    let mut attrs = Attrs::default();
    for (name, f) in methods {
        attrs.set(name, NativeFunction::value(name, *f));
    }
    match Class::new("Module", Vec::new(), attrs, true) {
        Ok(c) => Value::Class(c),
        Err(_) => Value::None,
    }
}

/// `nn.Parameter(data, requires_grad=True)`: a leaf sharing `data`'s storage, printed as a Parameter.
pub(super) fn parameter(_: &mut Ctx, a: &Args) -> NativeResult {
    let data = as_tensor(a.get(0, "data").unwrap_or(&Value::None), "Parameter")?;
    let p = TensorObj::new(data.tensor.clone(), data.device);
    p.requires_grad.set(!matches!(
        a.get(1, "requires_grad"),
        Some(Value::Bool(false))
    ));
    p.is_param.set(true);
    Ok(value(Rc::new(p)))
}

fn is_module_class(c: &Rc<Class>) -> bool {
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
fn members(o: &Instance) -> (Named<Rc<TensorObj>>, Named<Child>) {
    let mut params = Vec::new();
    let mut kids = Vec::new();
    for (name, v) in o.attrs.borrow().0.iter() {
        match v {
            Value::Torch(TorchValue::Tensor(t)) if t.is_param.get() => {
                params.push((name.to_string(), t.clone()))
            }
            Value::Torch(TorchValue::NnModule(m)) => {
                kids.push((name.to_string(), Child::Native(m.clone())))
            }
            Value::Object(c) if is_module_class(&c.class) => {
                kids.push((name.to_string(), Child::User(c.clone())))
            }
            _ => {}
        }
    }
    (params, kids)
}

/// Every parameter under `o`, prefixed by its path, each shared tensor once (as PyTorch does).
fn all_parameters(o: &Instance) -> Vec<(String, Rc<TensorObj>)> {
    let mut out: Vec<(String, Rc<TensorObj>)> = Vec::new();
    collect(o, "", &mut out);
    out
}

/// The parameters of a module value (a user subclass instance or a native module), in
/// `parameters()` order; `None` when `v` is not a module.
pub(super) fn module_parameters(v: &Value) -> Option<Vec<Rc<TensorObj>>> {
    match v {
        Value::Torch(TorchValue::NnModule(m)) => {
            let mut out = Vec::new();
            for (n, p) in m.named_parameters() {
                push(&mut out, n, p);
            }
            Some(out.into_iter().map(|(_, p)| p).collect())
        }
        Value::Object(o) if is_module_class(&o.class) => {
            Some(all_parameters(o).into_iter().map(|(_, p)| p).collect())
        }
        _ => None,
    }
}

fn collect(o: &Instance, prefix: &str, out: &mut Vec<(String, Rc<TensorObj>)>) {
    let (params, kids) = members(o);
    for (n, p) in params {
        push(out, format!("{prefix}{n}"), p);
    }
    for (n, c) in kids {
        match c {
            Child::Native(m) => {
                for (pn, p) in m.named_parameters() {
                    push(out, format!("{prefix}{n}.{pn}"), p);
                }
            }
            Child::User(u) => collect(&u, &format!("{prefix}{n}."), out),
        }
    }
}

fn push(out: &mut Vec<(String, Rc<TensorObj>)>, name: String, p: Rc<TensorObj>) {
    if !out.iter().any(|(_, q)| Rc::ptr_eq(q, &p)) {
        out.push((name, p));
    }
}

/// Sub-modules each once: a module assigned under two names is one child (PyTorch's memo set),
/// though the repr shows it under both.
fn distinct(kids: Vec<(String, Child)>) -> Vec<(String, Child)> {
    let mut out: Vec<(String, Child)> = Vec::new();
    for (n, c) in kids {
        if !out.iter().any(|(_, d)| same(d, &c)) {
            out.push((n, c));
        }
    }
    out
}

fn same(a: &Child, b: &Child) -> bool {
    match (a, b) {
        (Child::User(x), Child::User(y)) => Rc::ptr_eq(x, y),
        (Child::Native(x), Child::Native(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

fn child_value(c: &Child) -> Value {
    match c {
        Child::User(u) => Value::Object(u.clone()),
        Child::Native(m) => Value::Torch(TorchValue::NnModule(m.clone())),
    }
}

fn init(_: &mut Ctx, a: &Args) -> NativeResult {
    let o = this(a)?;
    o.attrs.borrow_mut().set("training", Value::Bool(true));
    Ok(Value::None)
}

/// `module(*args)`: runs the subclass's `forward` through the frame stack.
fn call(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let o = this(a)?;
    if o.class.lookup("forward").is_none() && o.attrs.borrow().get("forward").is_none() {
        return Err(PyErr::new(
            "NotImplementedError",
            format!(
                "Module [{}] is missing the required \"forward\" function",
                o.class.name
            ),
        )
        .into());
    }
    let forward = crate::script::dunder::getattr(ctx, &a.pos[0], "forward")?;
    Err(Flow::Call(Box::new(PyCall {
        func: forward,
        args: Args {
            pos: a.pos[1..].to_vec(),
            kw: a.kw.clone(),
        },
        then: Then::Tail,
    })))
}

/// PyTorch's nested repr: `Name(\n  (child): ChildRepr\n)`, children indented by two spaces.
fn text(o: &Instance) -> String {
    let (_, kids) = members(o);
    if kids.is_empty() {
        return format!("{}()", o.class.name);
    }
    let mut s = format!("{}(\n", o.class.name);
    for (n, c) in &kids {
        let child = match c {
            Child::User(u) => text(u),
            Child::Native(m) => m.repr(),
        };
        s.push_str(&format!("  ({n}): {}\n", child.replace('\n', "\n  ")));
    }
    s.push(')');
    s
}

fn repr(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::str(&text(&*this(a)?)))
}

fn parameters(_: &mut Ctx, a: &Args) -> NativeResult {
    let ps = all_parameters(&*this(a)?);
    Ok(Value::list(ps.into_iter().map(|(_, p)| value(p)).collect()))
}

fn named_parameters(_: &mut Ctx, a: &Args) -> NativeResult {
    let ps = all_parameters(&*this(a)?);
    Ok(Value::list(
        ps.into_iter()
            .map(|(n, p)| Value::tuple(vec![Value::str(&n), value(p)]))
            .collect(),
    ))
}

fn children(_: &mut Ctx, a: &Args) -> NativeResult {
    let kids = distinct(members(&*this(a)?).1);
    Ok(Value::list(
        kids.iter().map(|(_, c)| child_value(c)).collect(),
    ))
}

fn named_children(_: &mut Ctx, a: &Args) -> NativeResult {
    let kids = distinct(members(&*this(a)?).1);
    Ok(Value::list(
        kids.iter()
            .map(|(n, c)| Value::tuple(vec![Value::str(n), child_value(c)]))
            .collect(),
    ))
}

/// `modules()`: the module itself, then every descendant depth-first, each once.
fn modules(_: &mut Ctx, a: &Args) -> NativeResult {
    fn walk(v: Value, out: &mut Vec<Value>) {
        if out.iter().any(|m| crate::script::arith::identical(m, &v)) {
            return;
        }
        out.push(v.clone());
        match &v {
            Value::Object(o) => {
                for (_, c) in members(o).1 {
                    walk(child_value(&c), out);
                }
            }
            Value::Torch(TorchValue::NnModule(m)) => {
                for c in m.children_values() {
                    walk(c, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(Value::Object(this(a)?), &mut out);
    Ok(Value::list(out))
}

fn set_training(o: &Instance, on: bool) {
    o.attrs.borrow_mut().set("training", Value::Bool(on));
    for (_, c) in members(o).1 {
        match c {
            Child::User(u) => set_training(&u, on),
            Child::Native(m) => m.set_training(on),
        }
    }
}

fn train(_: &mut Ctx, a: &Args) -> NativeResult {
    let on = !matches!(a.get(1, "mode"), Some(Value::Bool(false)));
    set_training(&*this(a)?, on);
    Ok(a.pos[0].clone())
}

fn eval(_: &mut Ctx, a: &Args) -> NativeResult {
    set_training(&*this(a)?, false);
    Ok(a.pos[0].clone())
}

fn zero_grad(_: &mut Ctx, a: &Args) -> NativeResult {
    // set_to_none=True is PyTorch's default since 2.0.
    let to_none = !matches!(a.get(1, "set_to_none"), Some(Value::Bool(false)));
    for (_, p) in all_parameters(&*this(a)?) {
        super::optim::zero_grad(&p, to_none);
    }
    Ok(Value::None)
}

fn identity(_: &mut Ctx, a: &Args) -> NativeResult {
    this(a)?;
    Ok(a.pos[0].clone())
}
