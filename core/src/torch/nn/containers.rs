//! The container modules (`nn.Sequential`, `nn.ModuleList`, `nn.ModuleDict`): their constructors,
//! a Sequential's forward run child by child (natively while it can, through the VM for a user's
//! `forward`, resuming as a continuation), and ModuleList's grouped repr.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::script::native::{Args, Continuation, Ctx, Flow, NativeResult, Then};
use crate::script::value::Value;
use crate::script::PyErr;

use super::modules::{forward, wrap, Kind, NnModule};
use super::tree::Child;

pub(super) fn module_arg(v: &Value) -> Result<Child, PyErr> {
    Child::of(v)
        .ok_or_else(|| PyErr::type_error(format!("{} is not a Module subclass", v.type_name())))
}

pub(super) fn container(kind: Kind, children: Vec<(String, Child)>) -> Value {
    wrap(NnModule {
        kind,
        params: Vec::new(),
        children: RefCell::new(children),
        training: Cell::new(true),
    })
}

/// `nn.Sequential(*modules)`.
pub(super) fn sequential(_: &mut Ctx, a: &Args) -> NativeResult {
    let children = a
        .pos
        .iter()
        .enumerate()
        .map(|(i, v)| Ok((i.to_string(), module_arg(v)?)))
        .collect::<Result<_, PyErr>>()?;
    Ok(container(Kind::Sequential, children))
}

/// `nn.ModuleList(modules=None)`.
pub(super) fn module_list(_: &mut Ctx, a: &Args) -> NativeResult {
    let items = match a.get(0, "modules") {
        None | Some(Value::None) => Vec::new(),
        Some(v) => crate::script::builtins::iterate(v)?,
    };
    let children = items
        .iter()
        .enumerate()
        .map(|(i, v)| Ok((i.to_string(), module_arg(v)?)))
        .collect::<Result<_, PyErr>>()?;
    Ok(container(Kind::ModuleList, children))
}

/// `nn.ModuleDict(modules=None)`: from a dict or an iterable of (key, module) pairs.
pub(super) fn module_dict(_: &mut Ctx, a: &Args) -> NativeResult {
    let pairs: Vec<(Value, Value)> = match a.get(0, "modules") {
        None | Some(Value::None) => Vec::new(),
        Some(Value::Dict(d)) => d.borrow().clone(),
        Some(v) => crate::script::builtins::iterate(v)?
            .iter()
            .map(|p| {
                let kv = crate::script::builtins::iterate(p)?;
                match kv.as_slice() {
                    [k, v] => Ok((k.clone(), v.clone())),
                    _ => Err(PyErr::value_error(
                        "ModuleDict update sequence element has the wrong length; 2 is required",
                    )),
                }
            })
            .collect::<Result<_, PyErr>>()?,
    };
    let mut children: Vec<(String, Child)> = Vec::new();
    for (k, v) in pairs {
        let Value::Str(k) = k else {
            return Err(PyErr::type_error(format!(
                "module name should be a string. Got {}",
                k.type_name()
            ))
            .into());
        };
        let c = module_arg(&v)?;
        match children.iter_mut().find(|(n, _)| **n == *k) {
            Some(slot) => slot.1 = c,
            None => children.push((k.to_string(), c)),
        }
    }
    Ok(container(Kind::ModuleDict, children))
}

/// The rest of a `Sequential` whose child `next - 1` was a call through the VM.
#[derive(Debug)]
pub(super) struct SequentialRest {
    pub(super) m: Rc<NnModule>,
    pub(super) next: usize,
}

/// Where a run of a Sequential's children stopped.
pub(super) enum SeqStep {
    Done(Value),
    /// Child `i` needs the VM (a user `forward`), with this input.
    Call(usize, Value),
}

/// Runs the children from `start` natively, until one needs the VM.
pub(super) fn sequential_from(
    ctx: &mut Ctx,
    m: &Rc<NnModule>,
    start: usize,
    mut v: Value,
) -> Result<SeqStep, Flow> {
    let children = m.children();
    for (i, (_, child)) in children.iter().enumerate().skip(start) {
        match child {
            Child::Native(c) if !child.needs_vm() => {
                v = forward(
                    ctx,
                    c,
                    &Args {
                        pos: vec![v],
                        kw: Vec::new(),
                    },
                )?;
            }
            _ => return Ok(SeqStep::Call(i, v)),
        }
    }
    Ok(SeqStep::Done(v))
}

impl Continuation for SequentialRest {
    fn resume(&mut self, ctx: &mut Ctx, result: Value) -> NativeResult {
        match sequential_from(ctx, &self.m, self.next, result)? {
            SeqStep::Done(v) => Ok(v),
            SeqStep::Call(i, v) => {
                self.next = i + 1;
                let f = self.m.children()[i].1.value();
                Err(Flow::call(f, vec![v], Then::Keep))
            }
        }
    }
}
/// PyTorch's ModuleList repr: runs of identical children print once, as `(0-2): 3 x Linear(...)`.
pub(super) fn group_repeats(lines: Vec<(String, String)>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let mut j = i + 1;
        while j < lines.len() && lines[j].1 == lines[i].1 {
            j += 1;
        }
        if j - i == 1 {
            out.push(lines[i].clone());
        } else {
            out.push((
                format!("{}-{}", lines[i].0, lines[j - 1].0),
                format!("{} x {}", j - i, lines[i].1),
            ));
        }
        i = j;
    }
    out
}
