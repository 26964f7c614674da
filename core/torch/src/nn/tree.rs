//! The module tree: a sub-module is either a native module (`modules.rs`) or an instance of a
//! user's `nn.Module` subclass (`user.rs`), and containers of either kind hold both. What walks
//! the tree (parameter names, `train`/`eval`, the nested repr, `state_dict`) goes through
//! [`Child`], so a native `Sequential` of user blocks and a user module holding a native `Linear`
//! are one kind of tree.

use std::cell::RefCell;
use std::rc::Rc;

use crate::autograd::record::value;
use crate::methods::views::detach;
use crate::{as_tensor, kernels, TensorObj, TorchValue};
use tpu_lang::native::{Args, Ctx, NativeFn, NativeResult};
use tpu_lang::objects::Instance;
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use super::modules::NnModule;

/// Own parameters and direct sub-modules, each with its name.
pub type Members = (Vec<(String, Rc<TensorObj>)>, Vec<(String, Child)>);

/// A sub-module: a user subclass instance or a native module.
#[derive(Clone, Debug)]
pub enum Child {
    User(Rc<Instance>),
    Native(Rc<NnModule>),
}

impl Child {
    /// The module as a Python value, if `v` is one.
    pub fn of(v: &Value) -> Option<Child> {
        match (v, crate::torch_of(v)) {
            (_, Some(TorchValue::NnModule(m))) => Some(Child::Native(m.clone())),
            (Value::Object(o), _) if super::user::is_module_class(&o.class) => {
                Some(Child::User(o.clone()))
            }
            (_, _) => None,
        }
    }

    pub fn value(&self) -> Value {
        match self {
            Child::User(u) => Value::Object(u.clone()),
            Child::Native(m) => Value::from(TorchValue::NnModule(m.clone())),
        }
    }

    pub fn same(&self, other: &Child) -> bool {
        match (self, other) {
            (Child::User(x), Child::User(y)) => Rc::ptr_eq(x, y),
            (Child::Native(x), Child::Native(y)) => Rc::ptr_eq(x, y),
            _ => false,
        }
    }

    /// Every parameter under this module, named by its path, each shared tensor once.
    pub fn named_parameters(&self) -> Vec<(String, Rc<TensorObj>)> {
        let mut out = Vec::new();
        self.collect("", &mut out);
        out
    }

    fn collect(&self, prefix: &str, out: &mut Vec<(String, Rc<TensorObj>)>) {
        let (params, kids) = self.members();
        for (n, p) in params {
            if !out.iter().any(|(_, q)| Rc::ptr_eq(q, &p)) {
                out.push((format!("{prefix}{n}"), p));
            }
        }
        for (n, c) in kids {
            c.collect(&format!("{prefix}{n}."), out);
        }
    }

    /// Own buffers (`register_buffer`), in registration order; a buffer set to None is left out.
    pub fn buffers(&self) -> Vec<(String, Rc<TensorObj>)> {
        match self {
            Child::User(u) => super::user::buffers(u),
            Child::Native(_) => Vec::new(),
        }
    }

    /// What `state_dict` holds, in PyTorch's order: each module's own parameters then its own
    /// buffers, the module itself before its children. As in PyTorch, nothing is merged: a tied
    /// weight or a shared sub-module appears under every name it has.
    pub fn state_entries(&self) -> Vec<(String, Rc<TensorObj>)> {
        fn walk(
            c: &Child,
            prefix: &str,
            path: &mut Vec<Child>,
            out: &mut Vec<(String, Rc<TensorObj>)>,
        ) {
            // A module inside itself would recurse forever (PyTorch's too): each is entered once
            // per path.
            if path.iter().any(|d| d.same(c)) {
                return;
            }
            let (params, kids) = c.members();
            for (n, p) in params {
                out.push((format!("{prefix}{n}"), p));
            }
            for (n, b) in c.buffers() {
                out.push((format!("{prefix}{n}"), b));
            }
            path.push(c.clone());
            for (n, k) in kids {
                walk(&k, &format!("{prefix}{n}."), path, out);
            }
            path.pop();
        }
        let mut out = Vec::new();
        walk(self, "", &mut Vec::new(), &mut out);
        out
    }

    /// Own parameters and direct sub-modules, in registration order.
    pub fn members(&self) -> Members {
        match self {
            Child::User(u) => super::user::members(u),
            Child::Native(m) => (m.own_parameters(), m.children()),
        }
    }

    /// `self` and every descendant depth-first, each once, with its dotted name.
    pub fn named_modules(&self) -> Vec<(String, Child)> {
        fn walk(c: &Child, name: String, out: &mut Vec<(String, Child)>) {
            if out.iter().any(|(_, d)| d.same(c)) {
                return;
            }
            out.push((name.clone(), c.clone()));
            for (n, k) in c.members().1 {
                let full = if name.is_empty() {
                    n
                } else {
                    format!("{name}.{n}")
                };
                walk(&k, full, out);
            }
        }
        let mut out = Vec::new();
        walk(self, String::new(), &mut out);
        out
    }

    pub fn set_training(&self, on: bool) {
        match self {
            Child::User(u) => u.attrs.borrow_mut().set("training", Value::Bool(on)),
            Child::Native(m) => m.training.set(on),
        }
        for (_, c) in self.members().1 {
            c.set_training(on);
        }
    }

    pub fn repr(&self) -> String {
        match self {
            Child::User(u) => super::user::text(u),
            Child::Native(m) => m.repr(),
        }
    }

    /// Whether running it needs the VM (a user `forward` somewhere inside).
    pub fn needs_vm(&self) -> bool {
        match self {
            Child::User(_) => true,
            Child::Native(m) => m.children().iter().any(|(_, c)| c.needs_vm()),
        }
    }

    /// The class name PyTorch's messages use.
    pub fn class_name(&self) -> String {
        match self {
            Child::User(u) => u.class.name.to_string(),
            Child::Native(m) => m.class_name().to_string(),
        }
    }
}

/// `module.state_dict()`: parameter and buffer names to detached tensors sharing their storage.
pub fn state_dict(m: &Child) -> Value {
    let items = m
        .state_entries()
        .into_iter()
        .map(|(n, p)| (Value::str(&n), value(detach(&p))))
        .collect();
    Value::Dict(Rc::new(std::cell::RefCell::new(items)))
}

/// `module.load_state_dict(state_dict, strict=True)`: copies each tensor into the parameter of
/// the same name (casting as `copy_` does), with PyTorch's report of missing, unexpected and
/// mis-shaped entries. Everything is checked before anything is written.
pub fn load_state_dict(ctx: &mut Ctx, m: &Child, a: &Args) -> NativeResult {
    let Some(Value::Dict(d)) = a.get(1, "state_dict") else {
        return Err(PyErr::type_error(format!(
            "Expected state_dict to be dict-like, got {}.",
            a.get(1, "state_dict").map_or("NoneType", |v| v.type_name())
        ))
        .into());
    };
    let strict = !matches!(a.get(2, "strict"), Some(Value::Bool(false)));
    let entries: Vec<(Value, Value)> = d.borrow().iter().cloned().collect();
    let params = m.state_entries();
    let mut sources: Vec<(String, Rc<TensorObj>)> = Vec::new();
    for (k, v) in &entries {
        let Value::Str(k) = k else {
            continue;
        };
        sources.push((k.to_string(), as_tensor(v, "load_state_dict")?.clone()));
    }
    let missing: Vec<&String> = params
        .iter()
        .map(|(n, _)| n)
        .filter(|n| !sources.iter().any(|(k, _)| k == *n))
        .collect();
    let unexpected: Vec<&String> = sources
        .iter()
        .map(|(k, _)| k)
        .filter(|k| !params.iter().any(|(n, _)| n == *k))
        .collect();
    let mut errors = Vec::new();
    if strict && !unexpected.is_empty() {
        errors.push(format!(
            "Unexpected key(s) in state_dict: {}. ",
            quoted(&unexpected)
        ));
    }
    if strict && !missing.is_empty() {
        errors.push(format!(
            "Missing key(s) in state_dict: {}. ",
            quoted(&missing)
        ));
    }
    let mut writes = Vec::new();
    for (n, p) in &params {
        if let Some((_, src)) = sources.iter().find(|(k, _)| k == n) {
            if src.tensor.shape != p.tensor.shape {
                errors.push(format!(
                    "size mismatch for {n}: copying a param with shape {} from checkpoint, the shape in current model is {}.",
                    size_text(&src.tensor.shape),
                    size_text(&p.tensor.shape)
                ));
                continue;
            }
            writes.push((p.clone(), src.clone()));
        }
    }
    if !errors.is_empty() {
        return Err(PyErr::runtime_error(format!(
            "Error(s) in loading state_dict for {}:\n\t{}",
            m.class_name(),
            errors.join("\n\t")
        ))
        .into());
    }
    for (p, src) in writes {
        let data = kernels::cast(ctx, &src.tensor, p.tensor.dtype())?;
        kernels::assign(ctx, &p.tensor, &data)?;
    }
    // (missing, unexpected): the library's Module.load_state_dict makes PyTorch's
    // _IncompatibleKeys of them.
    let names = |keys: &[&String]| Value::list(keys.iter().map(|k| Value::str(k)).collect());
    Ok(Value::tuple(vec![names(&missing), names(&unexpected)]))
}

fn quoted(keys: &[&String]) -> String {
    keys.iter()
        .map(|k| format!("\"{k}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

fn size_text(shape: &[usize]) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("torch.Size([{}])", dims.join(", "))
}

fn this(a: &Args) -> Result<Child, PyErr> {
    a.pos
        .first()
        .and_then(Child::of)
        .ok_or_else(|| PyErr::type_error("descriptor requires a 'Module' object"))
}

/// Every buffer under the module, named by its path (`state_entries` less the parameters).
fn named_buffers(m: &Child) -> Vec<(String, Rc<TensorObj>)> {
    let params = m.named_parameters();
    let mut out: Vec<(String, Rc<TensorObj>)> = Vec::new();
    for (n, t) in m.state_entries() {
        if !params.iter().chain(&out).any(|(_, p)| Rc::ptr_eq(p, &t)) {
            out.push((n, t));
        }
    }
    out
}

/// The module's parameters and buffers, each tensor once.
fn distinct_tensors(m: &Child) -> Vec<Rc<TensorObj>> {
    let mut out: Vec<Rc<TensorObj>> = Vec::new();
    for (_, t) in m.state_entries() {
        if !out.iter().any(|p| Rc::ptr_eq(p, &t)) {
            out.push(t);
        }
    }
    out
}

/// `(name, value)` pairs as the generator PyTorch's `named_*` methods return.
fn pairs(items: Vec<(String, Value)>) -> Value {
    generator(
        items
            .into_iter()
            .map(|(n, v)| Value::tuple(vec![Value::str(&n), v]))
            .collect(),
    )
}

/// The values as an iterator: PyTorch's `parameters()`, `children()`, ... are generators, so
/// `next(model.parameters())` works and `len()` of one is a TypeError.
fn generator(items: Vec<Value>) -> Value {
    Value::Iterator(Rc::new(RefCell::new(tpu_lang::value::Iter::Seq {
        items: Rc::from(items),
        pos: 0,
    })))
}

/// The `nn.Module` methods every module has, native or user-defined (receiver first).
pub const METHODS: &[(&str, NativeFn)] = &[
    ("parameters", |_, a| {
        let ps = this(a)?.named_parameters();
        Ok(generator(ps.into_iter().map(|(_, p)| value(p)).collect()))
    }),
    ("named_parameters", |_, a| {
        let ps = this(a)?.named_parameters();
        Ok(pairs(ps.into_iter().map(|(n, p)| (n, value(p))).collect()))
    }),
    ("buffers", |_, a| {
        let bs = named_buffers(&this(a)?);
        Ok(generator(bs.into_iter().map(|(_, b)| value(b)).collect()))
    }),
    ("named_buffers", |_, a| {
        let bs = named_buffers(&this(a)?);
        Ok(pairs(bs.into_iter().map(|(n, b)| (n, value(b))).collect()))
    }),
    ("children", |_, a| {
        let kids = distinct(this(a)?.members().1);
        Ok(generator(kids.iter().map(|(_, c)| c.value()).collect()))
    }),
    ("named_children", |_, a| {
        let kids = distinct(this(a)?.members().1);
        Ok(pairs(
            kids.into_iter().map(|(n, c)| (n, c.value())).collect(),
        ))
    }),
    ("modules", |_, a| {
        let all = this(a)?.named_modules();
        Ok(generator(all.iter().map(|(_, c)| c.value()).collect()))
    }),
    ("named_modules", |_, a| {
        let all = this(a)?.named_modules();
        Ok(pairs(
            all.into_iter().map(|(n, c)| (n, c.value())).collect(),
        ))
    }),
    ("train", |_, a| {
        let on = !matches!(a.get(1, "mode"), Some(Value::Bool(false)));
        this(a)?.set_training(on);
        Ok(a.pos[0].clone())
    }),
    ("eval", |_, a| {
        this(a)?.set_training(false);
        Ok(a.pos[0].clone())
    }),
    ("zero_grad", |_, a| {
        // set_to_none=True is PyTorch's default since 2.0.
        let to_none = !matches!(a.get(1, "set_to_none"), Some(Value::Bool(false)));
        for (_, p) in this(a)?.named_parameters() {
            super::optim::zero_grad(&p, to_none);
        }
        Ok(Value::None)
    }),
    ("state_dict", |_, a| Ok(state_dict(&this(a)?))),
    ("_load_state_dict", |ctx, a| {
        load_state_dict(ctx, &this(a)?, a)
    }),
    // `to(device)` and `cpu()` move the parameters' HBM accounting (the emulated chip's memory).
    // Python's `Module.to` (torch/nn/__init__.py) casts the dtype first, for native modules too,
    // and calls this with the device alone.
    ("_native_to", |ctx, a| {
        let params = distinct_tensors(&this(a)?);
        let device = crate::methods::device_arg(a)?;
        crate::methods::move_parameters(ctx, &params, device)?;
        Ok(a.pos[0].clone())
    }),
    ("cpu", |ctx, a| {
        let params = distinct_tensors(&this(a)?);
        crate::methods::move_parameters(ctx, &params, Some(crate::Device::Cpu))?;
        Ok(a.pos[0].clone())
    }),
];

pub fn method(name: &str) -> Option<NativeFn> {
    METHODS.iter().find(|(n, _)| *n == name).map(|(_, f)| *f)
}

/// Sub-modules each once: a module assigned under two names is one child (PyTorch's memo set),
/// though the repr shows it under both.
fn distinct(kids: Vec<(String, Child)>) -> Vec<(String, Child)> {
    let mut out: Vec<(String, Child)> = Vec::new();
    for (n, c) in kids {
        if !out.iter().any(|(_, d)| d.same(&c)) {
            out.push((n, c));
        }
    }
    out
}
