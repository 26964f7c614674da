//! The Python object model: what a VM register holds.
//!
//! Small immutable values are held inline; containers are reference counted with interior
//! mutability, as CPython's aliasing semantics need (`b = a; b.append(1)` changes `a`).
//!
//! Here: [`Value`], functions, modules and the map the VM's names use. The rooms: `iter` (the
//! native iterators and dict views), `repr` (str reprs and the recursion guards of repr).

use std::cell::RefCell;
use std::rc::Rc;

use super::code::CodeObject;
use super::errors::PyErr;
use super::native::NativeFunction;
use tpu_emu::tensor::format::py_float_repr;

mod iter;
mod repr;

pub use iter::{DictView, Iter, TableRef, ViewKind};
pub use repr::{addr, printable, repr_depth_error, str_repr, MAX_REPR_DEPTH};
pub(crate) use repr::{check_repr_depth, reset_repr_depth, ReprGuard};

/// FNV-1a: name lookups (globals, builtins) hash short strings on every access, where SipHash's
/// DoS resistance buys nothing and costs a third of a function call.
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl std::hash::Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ *b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<Fnv>>;

/// A closure cell: a variable shared between a function and the functions defined inside it.
pub type Cell = Rc<RefCell<Option<Value>>>;

/// A user-defined function: its code, the defaults captured when `def` ran, and its closure.
#[derive(Debug)]
pub struct Function {
    pub code: Rc<CodeObject>,
    pub defaults: Vec<Value>,
    /// Defaults of keyword-only parameters, by name.
    pub kwdefaults: Vec<(Rc<str>, Value)>,
    pub cells: Vec<Cell>,
    /// The class whose body defined this function: what a zero-argument `super()` means.
    pub owner: RefCell<Option<Rc<super::objects::Class>>>,
    /// Attributes a program set on the function (`f.calls = 0`, `wrapper.__wrapped__ = f`):
    /// its `__dict__`.
    pub dict: RefCell<super::objects::Attrs>,
}

thread_local! {
    /// Counts the times a name was added to or removed from any module's namespace on this
    /// thread, and each VM's turn ([`namespace_changed`]): a library instruction's remembered
    /// global ([`crate::code::LibGlobal`]) holds while it is unchanged. Never reset.
    static NAMESPACE_EPOCH: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
}

/// The current count of namespace changes (see `NAMESPACE_EPOCH`).
#[inline]
pub fn namespace_epoch() -> u64 {
    NAMESPACE_EPOCH.with(|n| n.get())
}

/// A name was added to or removed from a module, or another VM may have run: every remembered
/// library global is stale.
pub fn namespace_changed() {
    NAMESPACE_EPOCH.with(|n| n.set(n.get() + 1));
}

/// A module object (`torch`, `torch.nn.functional`, `math`): a name and its attributes.
///
/// The names live in `attrs` until a program asks for the module's dict (`globals()` in its
/// code, `vars(m)`, `m.__dict__`): from then on they live in that dict, shared with the program
/// as CPython's module dict is, and every method here reads and writes it.
#[derive(Debug)]
pub struct Module {
    pub name: String,
    /// In the order they were set (`dir()`, `vars()`). Written only through [`Module::set`] and
    /// [`Module::remove`], which keep `index` in step; empty once the names are `live`.
    attrs: RefCell<Vec<(String, Value)>>,
    /// Each name's place in `attrs`: `torch.relu` and a library file's globals are looked up
    /// by hash, not by a scan of a few hundred names.
    index: RefCell<FastMap<String, usize>>,
    /// The module's dict, once a program has asked for it: where the names live from then on.
    live: RefCell<Option<Rc<RefCell<super::table::DictTable>>>>,
}

impl Module {
    /// `globals()` in the module's code, `vars(module)`, `module.__dict__`: its names as the
    /// dict they live in from now on (made on the first request).
    pub fn namespace(&self) -> Value {
        Value::Dict(self.live_dict())
    }

    /// The dict the names live in (made from `attrs` on the first request, `__name__` first).
    pub fn live_dict(&self) -> Rc<RefCell<super::table::DictTable>> {
        if let Some(d) = &*self.live.borrow() {
            return d.clone();
        }
        let attrs = std::mem::take(&mut *self.attrs.borrow_mut());
        self.index.borrow_mut().clear();
        let mut pairs = Vec::with_capacity(attrs.len() + 1);
        if !attrs.iter().any(|(n, _)| n == "__name__") {
            pairs.push((Value::str("__name__"), Value::str(&self.name)));
        }
        pairs.extend(attrs.into_iter().map(|(n, v)| (Value::str(&n), v)));
        let d = Rc::new(RefCell::new(super::table::DictTable::from_pairs(pairs)));
        *self.live.borrow_mut() = Some(d.clone());
        // Places remembered in `attrs` (`Module::position`) are gone.
        namespace_changed();
        d
    }

    /// Whether the names live in the module's dict (nothing may remember a place in them).
    pub fn is_live(&self) -> bool {
        self.live.borrow().is_some()
    }

    fn live(&self) -> Option<Rc<RefCell<super::table::DictTable>>> {
        self.live.borrow().clone()
    }

    pub fn new(name: &str) -> Rc<Self> {
        Rc::new(Module {
            name: name.to_string(),
            attrs: RefCell::new(Vec::new()),
            index: RefCell::new(FastMap::default()),
            live: RefCell::new(None),
        })
    }

    pub fn set(&self, name: &str, v: Value) {
        if let Some(d) = &*self.live.borrow() {
            d.borrow_mut().insert_plain(Value::str(name), v);
            return;
        }
        let mut attrs = self.attrs.borrow_mut();
        let mut index = self.index.borrow_mut();
        match index.get(name) {
            Some(&i) => attrs[i].1 = v,
            None => {
                index.insert(name.to_string(), attrs.len());
                attrs.push((name.to_string(), v));
                namespace_changed();
            }
        }
    }

    /// The value at `at` in `attrs` (a place [`Module::position`] gave, valid while
    /// [`namespace_epoch`] is unchanged).
    #[inline]
    pub fn value_at(&self, at: usize) -> Option<Value> {
        self.attrs.borrow().get(at).map(|(_, v)| v.clone())
    }

    /// Where `name` is in `attrs` (None once the names are live: a dict's places move).
    pub fn position(&self, name: &str) -> Option<usize> {
        self.index.borrow().get(name).copied()
    }

    pub fn get(&self, name: &str) -> Option<Value> {
        if let Some(d) = &*self.live.borrow() {
            return d.borrow().get_plain(&Value::str(name)).cloned();
        }
        let i = *self.index.borrow().get(name)?;
        Some(self.attrs.borrow()[i].1.clone())
    }

    /// The names and values, in order (a live dict's str keys).
    pub fn pairs(&self) -> Vec<(String, Value)> {
        if let Some(d) = self.live() {
            return d
                .borrow()
                .iter()
                .filter_map(|(k, v)| match k {
                    Value::Str(s) => Some((s.to_string(), v.clone())),
                    _ => None,
                })
                .collect();
        }
        self.attrs.borrow().clone()
    }

    /// The names, in order.
    pub fn names(&self) -> Vec<String> {
        self.pairs().into_iter().map(|(n, _)| n).collect()
    }

    /// Deletes attribute `name` (`del` of a module global), keeping the others' order.
    pub fn remove(&self, name: &str) -> Option<Value> {
        if let Some(d) = self.live() {
            let key = Value::str(name);
            let hash = crate::table::hash_native(&key).ok().flatten()?;
            let found = d.borrow().find(hash, &key);
            return match found {
                crate::table::Find::Hit(i) => Some(d.borrow_mut().remove_at(i).1),
                _ => None,
            };
        }
        let mut index = self.index.borrow_mut();
        let at = index.remove(name)?;
        namespace_changed();
        for i in index.values_mut() {
            if *i > at {
                *i -= 1;
            }
        }
        Some(self.attrs.borrow_mut().remove(at).1)
    }

    /// Empties the namespace (the VM's end: see `Drop for Vm`). The attributes are dropped after
    /// the borrows end, since freeing one may reach this module again.
    pub fn clear(&self) {
        namespace_changed();
        self.index.borrow_mut().clear();
        let attrs = std::mem::take(&mut *self.attrs.borrow_mut());
        drop(attrs);
        if let Some(d) = self.live() {
            let t = std::mem::take(&mut *d.borrow_mut());
            drop(t);
        }
    }
}

/// A Python value.
#[derive(Clone, Debug)]
pub enum Value {
    None,
    Bool(bool),
    Int(i64),
    /// An int outside i64 (never one that fits: see `long::norm`).
    Long(Rc<num_bigint::BigInt>),
    Float(f64),
    /// `complex`: the real and imaginary parts (`core/lang/src/complex.rs`).
    Complex(f64, f64),
    Str(Rc<str>),
    /// `bytes`: immutable, so shared as `str` is.
    Bytes(Rc<[u8]>),
    /// `bytearray`: mutable, aliased as a list is.
    ByteArray(Rc<RefCell<Vec<u8>>>),
    List(Rc<RefCell<Vec<Value>>>),
    Tuple(Rc<[Value]>),
    Dict(Rc<RefCell<super::table::DictTable>>),
    Range {
        start: i64,
        stop: i64,
        step: i64,
    },
    Slice(Rc<[Value; 3]>),
    Function(Rc<Function>),
    Native(Rc<NativeFunction>),
    /// A native method bound to its receiver (`t.sum`, `lst.append`).
    BoundNative(Rc<(Value, Rc<NativeFunction>)>),
    Module(Rc<Module>),
    Iterator(Rc<RefCell<Iter>>),
    /// A value owned by the host binding (torch's tensors, dtypes, sizes, devices): see `host`.
    Foreign(Rc<dyn super::host::Foreign>),
    Set(Rc<RefCell<super::table::SetTable>>),
    /// `d.keys()`, `d.values()`, `d.items()`.
    DictView(Rc<DictView>),
    Class(Rc<super::objects::Class>),
    Object(Rc<super::objects::Instance>),
    /// A Python function or other callable bound to its receiver: `obj.method`.
    BoundMethod(Rc<(Value, Value)>),
    Generator(Rc<RefCell<super::objects::Generator>>),
    StaticMethod(Rc<Value>),
    ClassMethod(Rc<Value>),
    Property(Rc<super::objects::Property>),
    /// `super()`: look up attributes after `.0` in the MRO of the receiver `.1`.
    Super(Rc<(Rc<super::objects::Class>, Value)>),
    NotImplemented,
    Ellipsis,
}

impl Value {
    pub fn str(s: &str) -> Value {
        Value::Str(Rc::from(s))
    }

    pub fn bytes(b: &[u8]) -> Value {
        Value::Bytes(Rc::from(b))
    }

    pub fn bytearray(b: Vec<u8>) -> Value {
        Value::ByteArray(Rc::new(RefCell::new(b)))
    }

    pub fn list(items: Vec<Value>) -> Value {
        Value::List(Rc::new(RefCell::new(items)))
    }

    /// A dict of these (key, value) pairs, in order (keys assumed distinct).
    pub fn dict(pairs: Vec<(Value, Value)>) -> Value {
        Value::Dict(Rc::new(RefCell::new(super::table::DictTable::from_unique(
            pairs,
        ))))
    }

    pub fn tuple(items: Vec<Value>) -> Value {
        Value::Tuple(Rc::from(items))
    }

    /// The name `type(x).__name__` gives, used in error messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::None => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) | Value::Long(_) => "int",
            Value::Float(_) => "float",
            Value::Complex(..) => "complex",
            Value::Str(_) => "str",
            Value::Bytes(_) => "bytes",
            Value::ByteArray(_) => "bytearray",
            Value::List(_) => "list",
            Value::Tuple(_) => "tuple",
            Value::Dict(_) => "dict",
            Value::DictView(v) => v.kind.type_name(),
            Value::Range { .. } => "range",
            Value::Slice(_) => "slice",
            Value::Function(_) => "function",
            Value::Native(n) if super::builtins::is_type_name(&n.name) => "type",
            Value::BoundNative(b) => match crate::builtins::unbound_info(b) {
                Some((_, _, true)) => "wrapper_descriptor",
                Some(_) => "method_descriptor",
                None => "builtin_function_or_method",
            },
            Value::Native(_) => "builtin_function_or_method",
            Value::Module(_) => "module",
            Value::Iterator(i) => i.try_borrow().map_or("iterator", |i| i.type_name()),
            Value::Foreign(t) => t.type_name(),
            Value::Set(s) if s.try_borrow().is_ok_and(|t| t.frozen) => "frozenset",
            Value::Set(_) => "set",
            Value::Class(_) => "type",
            Value::Object(_) => "object",
            Value::BoundMethod(_) => "method",
            Value::Generator(g) => g.try_borrow().map_or("generator", |g| g.type_name),
            Value::StaticMethod(_) => "staticmethod",
            Value::ClassMethod(_) => "classmethod",
            Value::Property(_) => "property",
            Value::Super(_) => "super",
            Value::NotImplemented => "NotImplementedType",
            Value::Ellipsis => "ellipsis",
        }
    }

    /// Python truthiness for values that need no device read (tensors are handled by the caller).
    pub fn truthy(&self) -> Result<bool, PyErr> {
        Ok(match self {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::Float(f) => *f != 0.0,
            Value::Complex(re, im) => *re != 0.0 || *im != 0.0,
            Value::Str(s) => !s.is_empty(),
            Value::Bytes(b) => !b.is_empty(),
            Value::ByteArray(b) => !b.borrow().is_empty(),
            Value::List(l) => !l.borrow().is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Dict(d) => !d.borrow().is_empty(),
            Value::DictView(v) => !v.dict.borrow().is_empty(),
            Value::Set(d) => !d.borrow().is_empty(),
            Value::Range { start, stop, step } => range_len(*start, *stop, *step) > 0,
            _ => true,
        })
    }

    /// `str(x)`.
    pub fn to_str(&self) -> String {
        match self {
            Value::Str(s) => s.to_string(),
            other => other.repr(),
        }
    }

    /// `repr(x)` for values whose repr needs no device read.
    pub fn repr(&self) -> String {
        // Each value charges the time limit; past it, the rest are empty (the VM then ends the
        // run, and nothing half-formatted is printed: see `Ctx::emit`).
        if tpu_emu::limits::poll() {
            return String::new();
        }
        // A container that holds itself prints `[...]`, as CPython's Py_ReprEnter has it.
        let Some(_guard) = ReprGuard::enter(self) else {
            return self.recursive_repr().into();
        };
        match self {
            Value::None => "None".into(),
            Value::Bool(true) => "True".into(),
            Value::Bool(false) => "False".into(),
            Value::Int(i) => i.to_string(),
            Value::Long(b) => super::long::display(b),
            Value::Float(f) => py_float_repr(*f),
            Value::Complex(re, im) => crate::complex::repr(*re, *im),
            Value::Str(s) => str_repr(s),
            Value::Bytes(b) => super::bytes::repr(b),
            Value::ByteArray(b) => {
                format!("bytearray({})", super::bytes::repr_as(&b.borrow(), true))
            }
            Value::List(l) => {
                let items: Vec<String> = l.borrow().iter().map(|v| v.repr()).collect();
                format!("[{}]", items.join(", "))
            }
            Value::Tuple(t) => {
                let items: Vec<String> = t.iter().map(|v| v.repr()).collect();
                if items.len() == 1 {
                    format!("({},)", items[0])
                } else {
                    format!("({})", items.join(", "))
                }
            }
            Value::Dict(d) => {
                let items: Vec<String> = d
                    .borrow()
                    .iter()
                    .map(|(k, v)| format!("{}: {}", k.repr(), v.repr()))
                    .collect();
                format!("{{{}}}", items.join(", "))
            }
            Value::DictView(v) => {
                let items: Vec<String> = v.items().iter().map(|x| x.repr()).collect();
                format!("{}([{}])", v.kind.type_name(), items.join(", "))
            }
            Value::Range { start, stop, step } => {
                if *step == 1 {
                    format!("range({start}, {stop})")
                } else {
                    format!("range({start}, {stop}, {step})")
                }
            }
            Value::Slice(s) => format!("slice({}, {}, {})", s[0].repr(), s[1].repr(), s[2].repr()),
            // A `__qualname__` set on the function (functools.wraps copies one) names it.
            Value::Function(f) => match &f.dict.borrow().get("__qualname__") {
                Some(Value::Str(q)) => format!("<function {q} at {}>", addr(&**f)),
                _ => format!("<function {} at {}>", f.code.qualname, addr(&**f)),
            },
            Value::Native(n) if super::builtins::is_type_name(&n.name) => {
                format!("<class '{}'>", n.name)
            }
            Value::Native(n) => format!("<built-in function {}>", n.name),
            Value::BoundNative(b) => match crate::builtins::unbound_info(b) {
                Some((ty, name, true)) => format!("<slot wrapper '{name}' of '{ty}' objects>"),
                Some((ty, name, false)) => format!("<method '{name}' of '{ty}' objects>"),
                None => {
                    let ty = match &b.0 {
                        Value::Class(_) => "type".to_string(),
                        Value::Native(n) if crate::builtins::is_type_name(&n.name) => "type".into(),
                        other => crate::dunder::type_name(other),
                    };
                    let at = crate::builtins::introspect::identity(&b.0);
                    match &*b.1.name {
                        "__call__" => {
                            format!("<method-wrapper '__call__' of {ty} object at 0x{at:012x}>")
                        }
                        name => format!("<built-in method {name} of {ty} object at 0x{at:012x}>"),
                    }
                }
            },
            Value::Module(m) if m.name == "builtins" => "<module 'builtins' (built-in)>".into(),
            Value::Module(m) => format!("<module '{}'>", m.name),
            Value::Iterator(i) => format!(
                "<{} object at {}>",
                i.try_borrow().map_or("iterator", |i| i.type_name()),
                addr(&**i)
            ),
            Value::Foreign(t) => t.repr(),
            Value::Set(items) => {
                let frozen = items.borrow().frozen;
                let items: Vec<String> = items.borrow().iter().map(|v| v.repr()).collect();
                match (frozen, items.is_empty()) {
                    (false, true) => "set()".into(),
                    (false, false) => format!("{{{}}}", items.join(", ")),
                    (true, true) => "frozenset()".into(),
                    (true, false) => format!("frozenset({{{}}})", items.join(", ")),
                }
            }
            Value::Class(c) => c.repr(),
            Value::Object(o) => {
                if o.class.is_exception() {
                    super::objects::exception_repr(o)
                } else {
                    format!("<{} object at {}>", o.class.qualname(), addr(&**o))
                }
            }
            Value::BoundMethod(b) => match &b.1 {
                Value::Function(f) => {
                    format!("<bound method {} of {}>", f.code.qualname, b.0.repr())
                }
                other => other.repr(),
            },
            Value::Generator(g) => match self.type_name() {
                // `map` and `filter` (`_prelude`'s generators) print as CPython's objects.
                t @ ("map" | "filter") => format!("<{t} object at {}>", addr(&*g.borrow())),
                t => format!(
                    "<{t} object {} at {}>",
                    g.borrow().qualname,
                    addr(&*g.borrow())
                ),
            },
            Value::StaticMethod(_) => "<staticmethod object>".into(),
            Value::ClassMethod(_) => "<classmethod object>".into(),
            Value::Property(_) => "<property object>".into(),
            Value::Super(_) => "<super object>".into(),
            Value::NotImplemented => "NotImplemented".into(),
            Value::Ellipsis => "Ellipsis".into(),
        }
    }
}

pub fn range_len(start: i64, stop: i64, step: i64) -> i64 {
    if step > 0 && start < stop {
        (stop - start - 1) / step + 1
    } else if step < 0 && start > stop {
        (start - stop - 1) / (-step) + 1
    } else {
        0
    }
}
