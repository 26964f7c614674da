//! The Python object model: what a VM register holds.
//!
//! Small immutable values are held inline; containers are reference counted with interior
//! mutability, as CPython's aliasing semantics need (`b = a; b.append(1)` changes `a`).

use std::cell::RefCell;
use std::fmt::Write as _;
use std::rc::Rc;

use super::code::CodeObject;
use super::errors::PyErr;
use super::native::NativeFunction;
use tpu_emu::tensor::format::py_float_repr;

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

/// A module object (`torch`, `torch.nn.functional`, `math`): a name and its attributes.
#[derive(Debug)]
pub struct Module {
    pub name: String,
    /// In the order they were set (`dir()`, `vars()`). Written only through [`Module::set`] and
    /// [`Module::remove`], which keep `index` in step.
    pub attrs: RefCell<Vec<(String, Value)>>,
    /// Each name's place in `attrs`: `torch.relu` and a library file's globals are looked up
    /// by hash, not by a scan of a few hundred names.
    index: RefCell<FastMap<String, usize>>,
}

impl Module {
    /// `vars(module)`, `module.__dict__`: its names and values now, as a dict. A copy: the VM
    /// keeps a module's names in `attrs`, so a store into this dict does not reach the module.
    pub fn namespace(&self) -> Value {
        let mut pairs = vec![(Value::str("__name__"), Value::str(&self.name))];
        pairs.extend(
            self.attrs
                .borrow()
                .iter()
                .filter(|(n, _)| n != "__name__")
                .map(|(n, v)| (Value::str(n), v.clone())),
        );
        Value::dict(pairs)
    }

    pub fn new(name: &str) -> Rc<Self> {
        Rc::new(Module {
            name: name.to_string(),
            attrs: RefCell::new(Vec::new()),
            index: RefCell::new(FastMap::default()),
        })
    }

    pub fn set(&self, name: &str, v: Value) {
        let mut attrs = self.attrs.borrow_mut();
        let mut index = self.index.borrow_mut();
        match index.get(name) {
            Some(&i) => attrs[i].1 = v,
            None => {
                index.insert(name.to_string(), attrs.len());
                attrs.push((name.to_string(), v));
            }
        }
    }

    pub fn get(&self, name: &str) -> Option<Value> {
        let i = *self.index.borrow().get(name)?;
        Some(self.attrs.borrow()[i].1.clone())
    }

    /// Deletes attribute `name` (`del` of a module global), keeping the others' order.
    pub fn remove(&self, name: &str) -> Option<Value> {
        let mut index = self.index.borrow_mut();
        let at = index.remove(name)?;
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
        self.index.borrow_mut().clear();
        let attrs = std::mem::take(&mut *self.attrs.borrow_mut());
        drop(attrs);
    }
}

/// A running iterator over a sequence the VM can walk without calling back into Python.
#[derive(Debug)]
pub enum Iter {
    Range {
        next: i64,
        stop: i64,
        step: i64,
    },
    Seq {
        items: Rc<[Value]>,
        pos: usize,
    },
    List {
        list: Rc<RefCell<Vec<Value>>>,
        pos: usize,
    },
    /// `reversed(x)` of a built-in sequence: its items reversed, with the class CPython's
    /// reverse iterator of `x` has (`list_reverseiterator`, `reversed`); also the forward
    /// iterator of bytes and bytearray over their ints (`bytes_iterator`).
    Rev {
        items: Rc<[Value]>,
        pos: usize,
        name: &'static str,
    },
    Chars {
        chars: Vec<char>,
        pos: usize,
    },
    /// The keys of a dict (or the items of a set) by slot, noticing a change of size as CPython
    /// does (`RuntimeError: dictionary changed size during iteration`).
    Table {
        table: TableRef,
        pos: usize,
        len: usize,
        layout: u64,
    },
    /// `enumerate(x)` over a native iterator: lazy and live (a list changed by the loop's body
    /// is seen, as CPython's enumerate sees it).
    Enumerate {
        inner: Rc<RefCell<Iter>>,
        count: i64,
    },
    /// `zip(a, b, ...)` over native iterators, lazy; `strict` checks the lengths agree.
    Zip {
        inners: Vec<Rc<RefCell<Iter>>>,
        strict: bool,
    },
    /// A never-ending `itertools.count`-like counter is not needed; an exhausted marker is.
    Done,
}

/// The table a [`Iter::Table`] walks.
#[derive(Debug)]
pub enum TableRef {
    Dict(Rc<RefCell<super::table::DictTable>>, ViewKind),
    Set(Rc<RefCell<super::table::SetTable>>),
}

/// What a dict view (`d.keys()`, `d.values()`, `d.items()`) shows of its dict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

impl ViewKind {
    pub fn type_name(self) -> &'static str {
        match self {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
        }
    }
}

/// A live view of a dict: it sees later changes, as CPython's views do.
#[derive(Debug)]
pub struct DictView {
    pub kind: ViewKind,
    pub dict: Rc<RefCell<super::table::DictTable>>,
}

impl DictView {
    /// The view's items now: keys, values or `(key, value)` tuples.
    pub fn items(&self) -> Vec<Value> {
        let d = self.dict.borrow();
        match self.kind {
            ViewKind::Keys => d.iter().map(|(k, _)| k.clone()).collect(),
            ViewKind::Values => d.iter().map(|(_, v)| v.clone()).collect(),
            ViewKind::Items => d
                .iter()
                .map(|(k, v)| Value::tuple(vec![k.clone(), v.clone()]))
                .collect(),
        }
    }
}

impl Iter {
    /// The class CPython's iterator of the same source has (`list_iterator`, `set_iterator`).
    pub fn type_name(&self) -> &'static str {
        match self {
            Iter::Range { .. } => "range_iterator",
            Iter::Seq { .. } => "tuple_iterator",
            Iter::Rev { name, .. } => name,
            Iter::List { .. } => "list_iterator",
            Iter::Chars { chars, .. } if chars.iter().all(char::is_ascii) => "str_ascii_iterator",
            Iter::Chars { .. } => "str_iterator",
            Iter::Table {
                table: TableRef::Dict(_, kind),
                ..
            } => match kind {
                ViewKind::Keys => "dict_keyiterator",
                ViewKind::Values => "dict_valueiterator",
                ViewKind::Items => "dict_itemiterator",
            },
            Iter::Table { .. } => "set_iterator",
            Iter::Enumerate { .. } => "enumerate",
            // Only an exhausted zip becomes `Done`.
            Iter::Zip { .. } | Iter::Done => "zip",
        }
    }

    pub fn next_value(&mut self) -> Result<Option<Value>, PyErr> {
        if let Iter::Table {
            table,
            pos,
            len,
            layout,
        } = self
        {
            return table_next(table, pos, *len, *layout);
        }
        match self {
            Iter::Enumerate { inner, count } => {
                let v = inner.borrow_mut().next_value()?;
                Ok(v.map(|v| {
                    *count += 1;
                    Value::tuple(vec![Value::Int(*count - 1), v])
                }))
            }
            Iter::Zip { inners, strict } => {
                let (items, strict) = (zip_next(inners, *strict)?, *strict);
                if items.is_none() && !strict {
                    *self = Iter::Done;
                }
                Ok(items)
            }
            _ => Ok(self.next_plain()),
        }
    }

    fn next_plain(&mut self) -> Option<Value> {
        match self {
            Iter::Range { next, stop, step } => {
                let more = if *step > 0 {
                    *next < *stop
                } else {
                    *next > *stop
                };
                if !more {
                    return None;
                }
                let v = *next;
                *next += *step;
                Some(Value::Int(v))
            }
            Iter::Seq { items, pos } | Iter::Rev { items, pos, .. } => {
                let v = items.get(*pos).cloned();
                *pos += 1;
                v
            }
            Iter::List { list, pos } => {
                let v = list.borrow().get(*pos).cloned();
                *pos += 1;
                v
            }
            Iter::Chars { chars, pos } => {
                let v = chars.get(*pos).map(|c| Value::str(&c.to_string()));
                *pos += 1;
                v
            }
            Iter::Done | Iter::Table { .. } | Iter::Enumerate { .. } | Iter::Zip { .. } => None,
        }
    }
}

/// The next tuple of a zip, or None when its shortest input ends (with CPython's errors when
/// `strict` and the inputs' lengths differ).
fn zip_next(inners: &[Rc<RefCell<Iter>>], strict: bool) -> Result<Option<Value>, PyErr> {
    let mut items = Vec::with_capacity(inners.len());
    for (i, it) in inners.iter().enumerate() {
        match it.borrow_mut().next_value()? {
            Some(v) => items.push(v),
            None if strict && i > 0 => {
                return Err(PyErr::value_error(format!(
                    "zip() argument {} is shorter than argument{}",
                    i + 1,
                    if i == 1 {
                        " 1".to_string()
                    } else {
                        format!("s 1-{i}")
                    }
                )))
            }
            None if strict => {
                for (j, other) in inners.iter().enumerate().skip(1) {
                    if other.borrow_mut().next_value()?.is_some() {
                        return Err(PyErr::value_error(format!(
                            "zip() argument {} is longer than argument{}",
                            j + 1,
                            if j == 1 {
                                " 1".to_string()
                            } else {
                                format!("s 1-{j}")
                            }
                        )));
                    }
                }
                return Ok(None);
            }
            None => return Ok(None),
        }
    }
    Ok((!items.is_empty()).then(|| Value::tuple(items)))
}

fn table_next(
    table: &TableRef,
    pos: &mut usize,
    len: usize,
    layout: u64,
) -> Result<Option<Value>, PyErr> {
    fn walk<E: super::table::Entry>(
        t: &super::table::Table<E>,
        pos: &mut usize,
        len: usize,
        layout: u64,
        what: &str,
        out: impl Fn(&E) -> Value,
    ) -> Result<Option<Value>, PyErr> {
        if t.len() != len {
            return Err(PyErr::runtime_error(format!(
                "{what} changed size during iteration"
            )));
        }
        if t.layout() != layout {
            return Err(PyErr::runtime_error(format!(
                "{} changed during iteration",
                if what == "Set" {
                    "Set"
                } else {
                    "dictionary keys"
                }
            )));
        }
        while *pos < t.slot_count() {
            let i = *pos;
            *pos += 1;
            if let Some(e) = t.slot(i) {
                return Ok(Some(out(e)));
            }
        }
        Ok(None)
    }
    match table {
        TableRef::Dict(d, ViewKind::Keys) => {
            walk(&d.borrow(), pos, len, layout, "dictionary", |e| e.0.clone())
        }
        TableRef::Dict(d, ViewKind::Values) => {
            walk(&d.borrow(), pos, len, layout, "dictionary", |e| e.1.clone())
        }
        TableRef::Dict(d, ViewKind::Items) => {
            walk(&d.borrow(), pos, len, layout, "dictionary", |e| {
                Value::tuple(vec![e.0.clone(), e.1.clone()])
            })
        }
        TableRef::Set(s) => walk(&s.borrow(), pos, len, layout, "Set", |e| e.clone()),
    }
}

impl Iter {
    /// An iterator over a dict's keys or a set's items.
    pub fn of_table(v: &Value) -> Option<Iter> {
        Some(match v {
            Value::Dict(d) => {
                let t = d.borrow();
                Iter::Table {
                    len: t.len(),
                    layout: t.layout(),
                    pos: 0,
                    table: TableRef::Dict(d.clone(), ViewKind::Keys),
                }
            }
            Value::DictView(v) => {
                let t = v.dict.borrow();
                Iter::Table {
                    len: t.len(),
                    layout: t.layout(),
                    pos: 0,
                    table: TableRef::Dict(v.dict.clone(), v.kind),
                }
            }
            Value::Set(s) => {
                let t = s.borrow();
                Iter::Table {
                    len: t.len(),
                    layout: t.layout(),
                    pos: 0,
                    table: TableRef::Set(s.clone()),
                }
            }
            _ => return None,
        })
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
            Value::Native(n) if super::builtins::TYPE_NAMES.contains(&n.name.as_str()) => "type",
            Value::Native(_) | Value::BoundNative(_) => "builtin_function_or_method",
            Value::Module(_) => "module",
            Value::Iterator(i) => i.try_borrow().map_or("iterator", |i| i.type_name()),
            Value::Foreign(t) => t.type_name(),
            Value::Set(s) if s.try_borrow().is_ok_and(|t| t.frozen) => "frozenset",
            Value::Set(_) => "set",
            Value::Class(_) => "type",
            Value::Object(_) => "object",
            Value::BoundMethod(_) => "method",
            Value::Generator(g) if g.try_borrow().is_ok_and(|g| g.coroutine) => "coroutine",
            Value::Generator(_) => "generator",
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
            Value::Function(f) => format!("<function {} at {}>", f.code.qualname, addr(&**f)),
            Value::Native(n) if super::builtins::TYPE_NAMES.contains(&n.name.as_str()) => {
                format!("<class '{}'>", n.name)
            }
            Value::Native(n) => format!("<built-in function {}>", n.name),
            Value::BoundNative(b) => format!("<built-in method {}>", b.1.name),
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
            Value::Generator(g) => format!(
                "<{} object {} at {}>",
                self.type_name(),
                g.borrow().qualname,
                addr(&*g.borrow())
            ),
            Value::StaticMethod(_) => "<staticmethod object>".into(),
            Value::ClassMethod(_) => "<classmethod object>".into(),
            Value::Property(_) => "<property object>".into(),
            Value::Super(_) => "<super object>".into(),
            Value::NotImplemented => "NotImplemented".into(),
            Value::Ellipsis => "Ellipsis".into(),
        }
    }
}

/// A stable, CPython-looking address for default reprs (`<Foo object at 0x...>`).
pub fn addr<T>(p: &T) -> String {
    format!("0x{:012x}", p as *const T as usize)
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

/// CPython's `repr(str)`: single quotes unless the text holds a single quote and no double quote.
/// `str.isprintable` for one character, as `repr` decides what to escape: not a control or
/// format character, not a separator other than the space, not private use. (CPython also
/// escapes unassigned code points, which this does not know.)
pub fn printable(c: char) -> bool {
    match c {
        ' ' => true,
        c if c.is_control() || c.is_whitespace() => false,
        '\u{ad}'
        | '\u{600}'..='\u{605}'
        | '\u{61c}'
        | '\u{6dd}'
        | '\u{70f}'
        | '\u{180e}'
        | '\u{200b}'..='\u{200f}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{206f}'
        | '\u{feff}'
        | '\u{fdd0}'..='\u{fdef}'
        | '\u{fffe}'..='\u{ffff}'
        | '\u{fff9}'..='\u{fffb}'
        | '\u{e000}'..='\u{f8ff}'
        | '\u{f0000}'..='\u{10ffff}' => false,
        _ => true,
    }
}

pub fn str_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if printable(c) => out.push(c),
            c if (c as u32) < 0x100 => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if (c as u32) < 0x10000 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let _ = write!(out, "\\U{:08x}", c as u32);
            }
        }
    }
    out.push(quote);
    out
}

thread_local! {
    /// Containers whose text is being made, innermost last (CPython's `Py_ReprEnter` list).
    static REPR_ACTIVE: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
    /// A container nested deeper than [`MAX_REPR_DEPTH`] was met since the last
    /// [`check_repr_depth`].
    static REPR_TOO_DEEP: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The depth allowed to the text being made ([`reset_repr_depth`]).
    static REPR_LIMIT: std::cell::Cell<usize> = const { std::cell::Cell::new(MAX_REPR_DEPTH) };
}

/// Containers nested deeper than this are not rendered (text, and the walks that look for user
/// `__repr__`s and tensors all recurse once per level): CPython's repr of a list nested 998 deep
/// works at module level and of one 999 deep raises RecursionError (its recursion limit, 1000, less
/// the module's frame), measured with `python3 FILE`. A level is a few native frames, well inside
/// the page's 1 MiB wasm stack at this depth.
pub const MAX_REPR_DEPTH: usize = 998;

/// CPython's error for a repr past its recursion limit.
pub fn repr_depth_error() -> PyErr {
    PyErr::new(
        "RecursionError",
        "maximum recursion depth exceeded while getting the repr of an object",
    )
}

/// Forgets any earlier overflow: called where a text is started. `str()` and `print` reach one
/// level deeper than `repr()` and f-strings in CPython (`str(list)` enters the list's repr
/// without counting a level of its own).
pub(crate) fn reset_repr_depth(as_str: bool) {
    REPR_TOO_DEEP.with(|f| f.set(false));
    REPR_LIMIT.with(|l| l.set(MAX_REPR_DEPTH + usize::from(as_str)));
}

/// The RecursionError for a text whose making met a container nested past [`MAX_REPR_DEPTH`]
/// (the text itself was cut there with `[...]`, and must not be used).
pub(crate) fn check_repr_depth() -> Result<(), PyErr> {
    if REPR_TOO_DEEP.with(|f| f.replace(false)) {
        return Err(repr_depth_error());
    }
    Ok(())
}

/// Marks a container as being rendered (or walked) until dropped; `enter` answers `None` when
/// the container is already being rendered, i.e. it contains itself. Values that are not
/// containers always enter.
pub(crate) struct ReprGuard(Option<usize>);

impl ReprGuard {
    pub(crate) fn enter(v: &Value) -> Option<ReprGuard> {
        let addr = match v {
            Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
            Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
            Value::Set(d) => Rc::as_ptr(d) as *const u8 as usize,
            Value::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
            _ => return Some(ReprGuard(None)),
        };
        let fresh = REPR_ACTIVE.with(|a| {
            let mut a = a.borrow_mut();
            if a.len() >= REPR_LIMIT.with(|l| l.get()) {
                REPR_TOO_DEEP.with(|f| f.set(true));
                return false;
            }
            if a.contains(&addr) {
                false
            } else {
                a.push(addr);
                true
            }
        });
        fresh.then_some(ReprGuard(Some(addr)))
    }
}

impl Drop for ReprGuard {
    fn drop(&mut self) {
        if let Some(addr) = self.0 {
            REPR_ACTIVE.with(|a| {
                let mut a = a.borrow_mut();
                if let Some(i) = a.iter().rposition(|x| *x == addr) {
                    a.remove(i);
                }
            });
        }
    }
}

impl Value {
    /// CPython's text for a container met again inside itself.
    pub(crate) fn recursive_repr(&self) -> &'static str {
        match self {
            Value::List(_) => "[...]",
            Value::Tuple(_) => "(...)",
            Value::Set(s) if s.try_borrow().is_ok_and(|t| t.frozen) => "frozenset(...)",
            Value::Set(_) => "set(...)",
            _ => "{...}",
        }
    }
}
