//! The extension interface: how a binding layered over the language (the torch crate) plugs its
//! objects and its duties into the VM, without the language knowing it exists.
//!
//! - [`Foreign`]: a value the binding owns (a tensor, a dtype, an `nn.Module`), held by the VM as
//!   [`Value::Foreign`]. The VM asks the value itself only what needs no context: its type name, its
//!   plain repr, identity and equality, its items.
//! - [`Host`]: a table of plain functions for everything that needs the run's context (attributes,
//!   operators, indexing, calls, printing of foreign values) and the hooks the VM calls at instruction
//!   boundaries (Debug mode's check of the last op, the dispatcher's replay log). The VM copies a
//!   function out of the table and calls it with the whole `&mut Ctx`, so a host may touch anything.
//! - The host's own state is [`Ctx::host_state`](crate::native::Ctx::host_state), a `Box<dyn Any>`
//!   the binding reaches by downcasting (torch: `TorchCtx::torch`).
//!
//! A native that must wait for a device read returns `Flow::NeedsRead` and the VM suspends; the
//! emulator reports that as `tpu_emu::Stop::NeedsRead`, turned into the VM's flow in `errors.rs`.

use std::any::Any;
use std::fmt;

use crate::code::{BinOp, CmpOp, UnaryOp};
use crate::errors::PyErr;
use crate::native::{Args, Ctx, Flow, NativeResult};
use crate::value::FastMap;
use crate::value::Value;

/// A value owned by the host binding. Implementations are plain Rust types behind `Rc`.
pub trait Foreign: Any + fmt::Debug {
    /// Python's `type(v).__name__`.
    fn type_name(&self) -> &'static str;
    /// A repr that needs no device read (the VM's fallback; printing goes through [`Host::repr`]).
    fn repr(&self) -> String;
    /// `is`.
    fn same_object(&self, other: &dyn Foreign) -> bool;
    /// `callable(v)` (an nn module is: it is called to run its forward).
    fn is_callable(&self) -> bool {
        false
    }
    /// Whether its `==` is elementwise (a tensor's): a container holding one compares it by
    /// identity, then by the truth of `==`, as CPython compares items (`_prelude._host_eq`).
    fn eq_is_elementwise(&self) -> bool {
        false
    }
    /// `id()`: a number the same for every wrapper of one host object (a tensor read twice
    /// through `model.weight` is one object), None where the wrapper is the object.
    fn identity(&self) -> Option<usize> {
        None
    }
    /// `==` where it is a plain Python truth (dtypes, devices, sizes), not an elementwise op.
    fn same_value(&self, other: &dyn Foreign) -> bool;
    /// The items a `for` loop or `list(v)` sees.
    fn iter_values(&self) -> Result<Vec<Value>, PyErr>;
    /// Whether its items are made by the host's `iter` hook (with the context: a tensor that
    /// requires grad gives rows in the graph), never by [`Foreign::iter_values`]: unpacking and
    /// `list()` then take the iterator protocol's path, as a `for` loop does.
    fn iter_needs_ctx(&self) -> bool {
        false
    }
    /// The name of `type(v)` as the host's class objects are named (`Parameter` for a tensor
    /// that is one, where `type_name` says `Tensor` in messages).
    /// The value's own attribute names, which `dir()` lists with its class's (a module's
    /// parameters and sub-modules).
    fn own_names(&self) -> Vec<String> {
        Vec::new()
    }

    fn class_name(&self) -> &'static str {
        self.type_name()
    }
    /// `isinstance(v, C)` for the host's class named `class` (a Parameter is a Tensor too).
    fn is_instance(&self, class: &str) -> bool {
        class == self.class_name()
    }
}

impl dyn Foreign {
    /// The host's own type behind a foreign value (an upcast to `Any`, then one type check).
    #[inline]
    pub fn downcast_ref<T: Foreign>(&self) -> Option<&T> {
        (self as &dyn Any).downcast_ref()
    }
}

/// What a binding gives the VM (see the module documentation). Every function is called only for
/// [`Value::Foreign`] receivers, except the hooks.
pub struct Host {
    /// The host's classes as (the name of its class object, the path `type()` prints):
    /// `("Tensor", "torch.Tensor")` prints `<class 'torch.Tensor'>`.
    pub classes: &'static [(&'static str, &'static str)],
    /// The host classes' bases, as (class, base): the base another host class, a built-in type
    /// (`("Size", "tuple")`), or a class the host names through `class_value` (`nn.Module`). A
    /// class not listed derives from `object`.
    pub bases: &'static [(&'static str, &'static str)],
    /// The value a class name of `classes` or `bases` stands for in programs (`torch.Tensor`),
    /// where it is no built-in type; None if the host has not made it.
    pub class_value: fn(&mut Ctx, &str) -> Option<Value>,
    /// Whether the host class `class` has `name` (`Tensor.add`, `Tensor.__add__`,
    /// `Tensor.shape`), so that `C.name` is an unbound method or a data descriptor and
    /// `obj.__add__` binds the operator the VM runs for the host's values.
    pub class_member: fn(&mut Ctx, class: &str, name: &str) -> Option<Member>,
    /// A value host class `class` itself holds under `name`, no instance's member: a
    /// classmethod (`nn.Embedding.from_pretrained`), or `__mro_entries__` where a class
    /// statement may derive from the class through its Python equivalent (`class
    /// LoRA(nn.Linear)`).
    pub class_attr: fn(&mut Ctx, class: &str, name: &str) -> Option<Value>,
    /// The names `dir()` may list for host class `class` and its instances (each checked with
    /// `class_member` before it is listed).
    pub class_names: fn(&mut Ctx, class: &str) -> Vec<&'static str>,
    /// Extra exception classes the builtins table holds under dotted names, as (name, parent):
    /// `torch.OutOfMemoryError`, raised by the emulator under that name.
    pub exceptions: &'static [(&'static str, &'static str)],
    /// Called once when a VM is made, with its builtins (to keep classes the host hands out).
    pub on_start: fn(&mut Ctx, &FastMap<&'static str, Value>),
    /// Called before each turn of the VM's loop: may stop it (`NeedsRead`, or an error Debug mode
    /// found in the op the last instruction ran).
    pub before_turn: fn(&mut Ctx) -> Result<(), Flow>,
    /// Whether a native's non-foreign result may skip the general path (nothing for the host to log).
    pub quiet: fn(&Ctx) -> bool,
    /// Checks a foreign value a native returned before the program sees it.
    pub check_result: fn(&Value) -> Result<(), PyErr>,
    /// `os.environ` of this run (a dict value, shared by every import).
    pub environ: fn(&mut Ctx) -> Value,
    pub getattr: fn(&mut Ctx, &Value, &str) -> Result<Value, PyErr>,
    /// A module attribute not found: the host's error for a name its library has upstream but
    /// the playground lacks (`PyErr::missing_upstream`), or None for a plain AttributeError.
    pub missing: fn(module: &str, name: &str) -> Option<PyErr>,
    pub setattr: fn(&mut Ctx, &Value, &str, Value) -> Result<(), PyErr>,
    pub repr: fn(&mut Ctx, &Value) -> Result<String, Flow>,
    /// `str(v)` (`print`, `%s`): the repr, except where the host's class says otherwise
    /// (`str(torch.device('cpu'))` is `cpu`).
    pub str: fn(&mut Ctx, &Value) -> Result<String, Flow>,
    pub format: fn(&mut Ctx, &Value, &str) -> Result<String, Flow>,
    pub truthy: fn(&mut Ctx, &Value) -> Result<bool, Flow>,
    pub len: fn(&mut Ctx, &Value) -> NativeResult,
    /// `int(v)` / `float(v)` (`kind` is "int" or "float").
    pub to_number: fn(&mut Ctx, &Value, &str) -> NativeResult,
    pub call_method: fn(&mut Ctx, &Value, &str, &[Value]) -> NativeResult,
    pub call: fn(&mut Ctx, &Value, &Args) -> NativeResult,
    /// `a op b` (or `a op= b` when `inplace`) where either side is foreign.
    pub binary: fn(&mut Ctx, BinOp, &Value, &Value, bool) -> NativeResult,
    pub unary: fn(&mut Ctx, UnaryOp, &Value) -> NativeResult,
    pub compare: fn(&mut Ctx, CmpOp, &Value, &Value) -> NativeResult,
    pub getitem: fn(&mut Ctx, &Value, &Value) -> Result<Value, Flow>,
    /// The items `for x in v` walks (where they may record something, as a tensor's rows do).
    pub iter: fn(&mut Ctx, &Value) -> Result<Vec<Value>, PyErr>,
    pub setitem: fn(&mut Ctx, &Value, &Value, Value) -> Result<(), Flow>,
}

/// What a host class has under a name (see [`Host::class_member`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Member {
    /// A method: `C.name(obj, ...)` is `obj.name(...)`.
    Method,
    /// A value each instance holds: `C.name` is a descriptor reading it.
    Data,
}

fn no_foreign<T>() -> Result<T, PyErr> {
    Err(PyErr::runtime_error(
        "internal error: a foreign value reached a VM that has no host",
    ))
}

impl Host {
    /// The language alone: no foreign values ever exist, the hooks do nothing.
    pub const NONE: Host = Host {
        classes: &[],
        bases: &[],
        class_value: |_, _| None,
        class_member: |_, _, _| None,
        class_attr: |_, _, _| None,
        class_names: |_, _| Vec::new(),
        exceptions: &[],
        on_start: |_, _| {},
        before_turn: |_| Ok(()),
        quiet: |_| true,
        check_result: |_| Ok(()),
        environ: |_| Value::dict(Vec::new()),
        getattr: |_, _, _| no_foreign(),
        missing: |_, _| None,
        setattr: |_, _, _, _| no_foreign(),
        repr: |_, _| Ok(no_foreign()?),
        str: |_, _| Ok(no_foreign()?),
        format: |_, _, _| Ok(no_foreign()?),
        truthy: |_, _| Ok(no_foreign()?),
        len: |_, _| Ok(no_foreign()?),
        to_number: |_, _, _| Ok(no_foreign()?),
        call_method: |_, _, _, _| Ok(no_foreign()?),
        call: |_, _, _| Ok(no_foreign()?),
        binary: |_, _, _, _, _| Ok(no_foreign()?),
        unary: |_, _, _| Ok(no_foreign()?),
        compare: |_, _, _, _| Ok(no_foreign()?),
        getitem: |_, _, _| Ok(no_foreign()?),
        iter: |_, _| no_foreign(),
        setitem: |_, _, _, _| Ok(no_foreign()?),
    };
}
