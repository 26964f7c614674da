//! User-defined classes and their instances, properties, generators, and the built-in exception
//! classes (which are ordinary classes, so `class MyError(ValueError)` just works).

use std::cell::RefCell;
use std::rc::Rc;

use super::errors::{PyErr, TraceEntry};
use super::native::{Args, Ctx, NativeFunction, NativeResult};
use super::value::{Function, Value};
use super::vm::Frame;

mod attrs;
mod builtin_classes;
mod class_dict;
pub(crate) use class_dict::class_dict;
mod exceptions;
use attrs::same_str;
pub use attrs::Attrs;
pub use builtin_classes::builtin_classes;
use exceptions::{exc_add_note, exc_init, EXCEPTIONS};
pub use exceptions::{
    exception_args, exception_keywords, exception_method, exception_repr, exception_str,
    exception_str_as, group, import_error_attr, init_args, os_error_attr, os_error_subclass,
    raise_system_exit, str_kind, syntax_error_attr, syntax_field, system_exit_code, unicode_error,
    unicode_message, OBJECT_DOC,
};

#[derive(Debug)]
pub struct Class {
    pub name: String,
    pub qualname: String,
    pub bases: Vec<Rc<Class>>,
    /// The method resolution order after the class itself (C3, as CPython computes it).
    pub mro_rest: Vec<Rc<Class>>,
    pub attrs: RefCell<Attrs>,
    /// Built-in classes (exceptions, `object`) print as `<class 'ValueError'>`, not `__main__.`.
    pub builtin: bool,
    /// Its metaclass when that is not `type` (`class A(metaclass=M)`, or inherited from a base):
    /// see `metaclass.rs`.
    pub meta: RefCell<Option<Rc<Class>>>,
    /// What [`Class::plain_attrs`] worked out, as `(epoch << 2) | slotted << 1 | plain` for the
    /// [`class_epoch`] it was worked out at; `u64::MAX` before the first time.
    plain: std::cell::Cell<u64>,
    /// The names its instances are limited to (`attr::slots_only`), worked out with `plain`.
    slot_names: RefCell<Option<Rc<[Rc<str>]>>>,
    /// `__subclasses__()`: the classes made with this one as a direct base ([`note_subclass`]).
    subclasses: RefCell<Vec<std::rc::Weak<Class>>>,
    /// `C.__name__ = ...` and `C.__qualname__ = ...` after the class was made: what `__name__`,
    /// `__qualname__` and the reprs say from then on.
    pub renamed: RefCell<(Option<String>, Option<String>)>,
    /// The dotted name of the C type CPython implements this library class as (`decimal.Decimal`,
    /// `collections.deque`), which CPython's messages use (`_subclass.c_type_name`).
    pub c_name: RefCell<Option<String>>,
    /// What [`Class::lookup_owner`] found for each name looked up, as (the owner's place in the
    /// MRO, the value), for the [`class_epoch`] of `.0`: a namespace is a list searched in
    /// order, and a class of a hundred methods (`Decimal`) was searched on every call.
    memo: RefCell<LookupMemo>,
}

type LookupMemo = (u64, crate::value::FastMap<Rc<str>, Option<(usize, Value)>>);

/// Names a class's lookup memo holds at most (it starts over past this).
const MEMO_MAX: usize = 1024;

/// Records a new class with each of its bases, for `__subclasses__()` (after the class is
/// complete: a weak reference ends `Rc::get_mut`).
pub fn note_subclass(c: &Rc<Class>) {
    for b in &c.bases {
        let mut subs = b.subclasses.borrow_mut();
        subs.retain(|s| s.strong_count() > 0);
        subs.push(Rc::downgrade(c));
    }
}

impl Class {
    /// The live classes that name this one as a direct base, in the order they were made.
    pub fn subclasses(&self) -> Vec<Rc<Class>> {
        self.subclasses
            .borrow()
            .iter()
            .filter_map(|s| s.upgrade())
            .collect()
    }
}

impl Class {
    pub fn new(
        name: &str,
        bases: Vec<Rc<Class>>,
        attrs: Attrs,
        builtin: bool,
    ) -> Result<Rc<Class>, PyErr> {
        if attrs.get("__del__").is_some() {
            crate::finalize::note_class();
        }
        for (i, b) in bases.iter().enumerate() {
            if bases[..i].iter().any(|x| Rc::ptr_eq(x, b)) {
                return Err(PyErr::type_error(format!(
                    "duplicate base class {}",
                    b.name
                )));
            }
        }
        let mro_rest = c3(&bases).map_err(|heads| {
            PyErr::type_error(format!(
                "Cannot create a consistent method resolution\norder (MRO) for bases {heads}"
            ))
        })?;
        Ok(Rc::new(Class {
            name: name.to_string(),
            qualname: name.to_string(),
            bases,
            mro_rest,
            attrs: RefCell::new(attrs),
            builtin,
            meta: RefCell::new(None),
            plain: std::cell::Cell::new(u64::MAX),
            slot_names: RefCell::new(None),
            subclasses: RefCell::new(Vec::new()),
            memo: RefCell::new((u64::MAX, Default::default())),
            renamed: RefCell::new((None, None)),
            c_name: RefCell::new(None),
        }))
    }

    /// Whether `obj.name` on an instance may be answered from the instance's own attributes
    /// first, and `obj.name = v` stored there, with no descriptor consulted: no class of its MRO
    /// holds a data descriptor (a property, an object whose class defines `__set__` or
    /// `__delete__`; a slot's member under its own name reads and writes that same attribute, so
    /// it does not count) or defines `__getattribute__`, `__setattr__` or `__delattr__`. The
    /// program-wide [`no_properties`] answers yes for every class while no such thing exists
    /// anywhere; this answers per class once one does, so one property somewhere leaves every
    /// other class's attributes on the fast path. Kept until a class attribute is written
    /// anywhere ([`class_changed`]).
    pub fn plain_attrs(self: &Rc<Self>) -> bool {
        self.attr_shape() & 1 == 1
    }

    /// Whether `obj.name` on an instance may be answered from the instance's own attributes
    /// first: as [`Class::plain_attrs`], but a `__setattr__` or `__delattr__` of its own (which
    /// only writes go through: `decimal.Context` checks what is stored) does not matter.
    #[inline]
    pub fn plain_reads(self: &Rc<Self>) -> bool {
        self.attr_shape() & 4 == 4
    }

    /// Whether `obj.name = v` may be stored straight into an instance's own attributes:
    /// [`Class::plain_attrs`], and where `__slots__` limits the names, `name` is one of them
    /// (`holds_name`: the instance holds it already, so it is one).
    #[inline]
    pub fn plain_store(self: &Rc<Self>, name: &str, holds_name: bool) -> bool {
        let shape = self.attr_shape();
        shape & 1 == 1
            && (holds_name
                || shape & 2 == 0
                || self
                    .slots_only()
                    .is_some_and(|n| n.iter().any(|k| same_str(k, name))))
    }

    /// The names `__slots__` limits its instances to (`None`: any name), as
    /// `attr::slots_only` finds them, kept with [`Class::plain_attrs`]'s answer.
    pub fn slots_only(self: &Rc<Self>) -> Option<Rc<[Rc<str>]>> {
        self.attr_shape();
        self.slot_names.borrow().clone()
    }

    /// `reads << 2 | slotted << 1 | plain` (see [`Class::plain_attrs`],
    /// [`Class::plain_reads`]), worked out again after a class attribute changed anywhere.
    fn attr_shape(self: &Rc<Self>) -> u64 {
        let epoch = class_epoch();
        let known = self.plain.get();
        if known != u64::MAX && known >> 3 == epoch {
            return known & 7;
        }
        let (mut plain, mut reads) = (true, true);
        for c in self.mro() {
            for (k, v) in c.attrs.borrow().pairs().iter() {
                // `object`'s own hooks are natives that do the plain thing.
                let native = matches!(v, Value::Native(_));
                let descriptor =
                    crate::attr::is_data_descriptor(v) && !crate::slots::is_member_named(v, k);
                if descriptor || (&**k == "__getattribute__" && !native) {
                    (plain, reads) = (false, false);
                } else if matches!(&**k, "__setattr__" | "__delattr__")
                    && crate::attr::is_own_hook(v, k)
                {
                    plain = false;
                }
            }
        }
        let names: Option<Rc<[Rc<str>]>> = crate::attr::slots_only(self).map(Rc::from);
        let shape = (reads as u64) << 2 | (names.is_some() as u64) << 1 | plain as u64;
        *self.slot_names.borrow_mut() = names;
        self.plain.set((epoch << 3) | shape);
        shape
    }

    /// The name CPython's messages give the class (`'Point' object is not iterable`): its
    /// `__name__`, or the dotted name of the C type it stands for.
    pub fn message_name(&self) -> String {
        match &*self.c_name.borrow() {
            Some(n) => n.clone(),
            None => self.display_name(),
        }
    }

    /// `__name__`: as made, or as a program set it since.
    pub fn display_name(&self) -> String {
        self.renamed
            .borrow()
            .0
            .clone()
            .unwrap_or_else(|| self.name.clone())
    }

    /// `__qualname__`: as made, or as a program set it since.
    pub fn display_qualname(&self) -> String {
        self.renamed
            .borrow()
            .1
            .clone()
            .unwrap_or_else(|| self.qualname.clone())
    }

    /// The dotted name reprs print: `__main__.A`, `collections.OrderedDict`, `ValueError`.
    pub fn qualname(&self) -> String {
        match &self.renamed.borrow().1 {
            Some(q) => self.qualname_in_module(q),
            None => self.qualname_in_module(&self.qualname),
        }
    }

    fn qualname_in_module(&self, qualname: &str) -> String {
        match &self.attrs.borrow().get("__module__") {
            // A built-in class prints bare, unless it names a module (`types.UnionType`,
            // `torch.nn.modules.module.Module`).
            _ if self.builtin && self.attrs.borrow().get("__module__").is_none() => {
                qualname.to_string()
            }
            // The prelude's builtins (`memoryview`) print as the built-in types do.
            Some(Value::Str(m)) if &**m == "builtins" => qualname.to_string(),
            Some(Value::Str(m)) => format!("{m}.{qualname}"),
            _ => format!("__main__.{qualname}"),
        }
    }

    pub fn repr(&self) -> String {
        format!("<class '{}'>", self.qualname())
    }

    /// Its metaclass, if not `type`.
    pub fn meta(&self) -> Option<Rc<Class>> {
        self.meta.borrow().clone()
    }

    /// Looks `name` up along the MRO, with the class that defines it.
    pub fn lookup_owner(self: &Rc<Self>, name: &str) -> Option<(Rc<Class>, Value)> {
        let (at, v) = self.find(name)?;
        let owner = match at {
            0 => self.clone(),
            i => self.mro_rest[i - 1].clone(),
        };
        Some((owner, v))
    }

    /// Looks `name` up along the MRO.
    pub fn lookup(self: &Rc<Self>, name: &str) -> Option<Value> {
        self.find(name).map(|(_, v)| v)
    }

    /// Forgets what the lookup memo holds. The run's end calls it with `attrs` taken: the
    /// memo's values (methods naming the class as their owner) close the same cycles.
    pub(crate) fn forget_lookups(&self) {
        if let Ok(mut memo) = self.memo.try_borrow_mut() {
            *memo = (u64::MAX, Default::default());
        }
    }

    /// `name` along the MRO: (its owner's place, 0 for the class itself; the value), through
    /// the memo while no class attribute has been written anywhere since.
    fn find(&self, name: &str) -> Option<(usize, Value)> {
        let epoch = class_epoch();
        {
            let memo = self.memo.borrow();
            if memo.0 == epoch {
                if let Some(hit) = memo.1.get(name) {
                    return hit.clone();
                }
            }
        }
        let found = match self.attrs.borrow().get(name) {
            Some(v) => Some((0, v)),
            None => self
                .mro_rest
                .iter()
                .enumerate()
                .find_map(|(i, c)| c.attrs.borrow().get(name).map(|v| (i + 1, v))),
        };
        let mut memo = self.memo.borrow_mut();
        if memo.0 != epoch || memo.1.len() >= MEMO_MAX {
            memo.0 = epoch;
            memo.1.clear();
        }
        memo.1.insert(Rc::from(name), found.clone());
        found
    }

    pub fn is_subclass(self: &Rc<Self>, other: &Rc<Class>) -> bool {
        Rc::ptr_eq(self, other) || self.mro_rest.iter().any(|c| Rc::ptr_eq(c, other))
    }

    /// Whether the class is the built-in class `name` or derives from it.
    pub fn derives_from_builtin(&self, name: &str) -> bool {
        (self.builtin && self.name == name)
            || self.mro_rest.iter().any(|c| c.builtin && c.name == name)
    }

    /// Whether this is `object` itself, whose instances have no `__dict__`.
    #[inline]
    pub fn is_object(&self) -> bool {
        self.builtin && &*self.name == "object"
    }

    pub fn is_exception(&self) -> bool {
        (self.builtin && self.name == "BaseException")
            || self
                .mro_rest
                .iter()
                .any(|c| c.builtin && c.name == "BaseException")
    }

    /// The class itself, then its MRO.
    pub fn mro(self: &Rc<Self>) -> Vec<Rc<Class>> {
        let mut v = vec![self.clone()];
        v.extend(self.mro_rest.iter().cloned());
        v
    }
}

/// C3 linearisation of the bases' MROs (without the new class itself).
/// C3 linearization; `Err`: the conflicting heads, named as CPython's `set_mro_error` lists them.
fn c3(bases: &[Rc<Class>]) -> Result<Vec<Rc<Class>>, String> {
    let mut seqs: Vec<Vec<Rc<Class>>> = bases.iter().map(|b| b.mro()).collect();
    seqs.push(bases.to_vec());
    let mut out: Vec<Rc<Class>> = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Ok(out);
        }
        let head = seqs.iter().find_map(|s| {
            let h = &s[0];
            let in_tail = seqs.iter().any(|t| t[1..].iter().any(|x| Rc::ptr_eq(x, h)));
            (!in_tail).then(|| h.clone())
        });
        let Some(head) = head else {
            let mut heads: Vec<&Rc<Class>> = Vec::new();
            for s in &seqs {
                if !heads.iter().any(|h| Rc::ptr_eq(h, &s[0])) {
                    heads.push(&s[0]);
                }
            }
            let names: Vec<&str> = heads.iter().map(|h| h.name.as_str()).collect();
            return Err(names.join(", "));
        };
        for s in seqs.iter_mut() {
            if Rc::ptr_eq(&s[0], &head) {
                s.remove(0);
            }
        }
        out.push(head);
    }
}

#[derive(Debug)]
pub struct Instance {
    pub class: Rc<Class>,
    pub attrs: RefCell<Attrs>,
    /// For exceptions: where it was raised, kept for a bare `raise`.
    pub traceback: RefCell<Vec<TraceEntry>>,
    /// Its `__del__` has been called or is queued (`finalize`): never twice.
    pub finalized: std::cell::Cell<bool>,
    /// For an instance of a class deriving from a built-in type: its built-in value
    /// (`subclass.rs`).
    pub base: Option<Value>,
}

impl Instance {
    pub fn new(class: Rc<Class>) -> Rc<Instance> {
        let attrs = RefCell::new(Attrs::for_instance(&class));
        let o = Rc::new(Instance {
            class,
            attrs,
            traceback: RefCell::new(Vec::new()),
            finalized: std::cell::Cell::new(false),
            base: None,
        });
        crate::cycles::note(&o);
        o
    }

    /// An instance carrying the built-in value `base`.
    pub fn with_base(class: Rc<Class>, base: Value) -> Rc<Instance> {
        let attrs = RefCell::new(Attrs::for_instance(&class));
        let o = Rc::new(Instance {
            class,
            attrs,
            traceback: RefCell::new(Vec::new()),
            finalized: std::cell::Cell::new(false),
            base: Some(base),
        });
        crate::cycles::note(&o);
        o
    }
}

#[derive(Debug)]
pub struct Property {
    pub fget: Value,
    pub fset: Value,
    pub fdel: Value,
    /// `doc=`, else the getter's docstring.
    pub doc: Value,
}

thread_local! {
    /// Properties the running program has made. A property is the only data descriptor: while
    /// none exists, an instance's own attribute is the answer to `obj.name` without a walk of the
    /// class's MRO, and a store needs no setter lookup. The VM sets it from its own count while
    /// it runs and takes it back after ([`enter_program`], [`leave_program`]: values never pass
    /// between VMs, and VMs on one thread take turns); outside a run it reads 1, which turns the
    /// shortcut off.
    static PROPERTIES: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
}

impl Property {
    /// A `property` object (and a note that one exists).
    pub fn value(fget: Value, fset: Value) -> Value {
        Property::full(fget, fset, Value::None, Value::None)
    }

    /// `property(fget, fset, fdel, doc)`.
    pub fn full(fget: Value, fset: Value, fdel: Value, doc: Value) -> Value {
        PROPERTIES.with(|n| n.set(n.get().saturating_add(1)));
        let doc = match (&doc, &fget) {
            (Value::None, Value::Function(f)) => {
                f.code.doc.as_deref().map_or(Value::None, Value::str)
            }
            _ => doc,
        };
        Value::Property(Rc::new(Property {
            fget,
            fset,
            fdel,
            doc,
        }))
    }
}

/// A class whose instances' attribute access runs Python (it defines `__set__`/`__delete__`, a
/// data descriptor, `__setattr__` or `__getattribute__`): the same note as a property, so the shortcuts step aside.
pub(crate) fn note_attribute_hooks(attrs: &Attrs) {
    for name in ["__set__", "__delete__", "__setattr__", "__getattribute__"] {
        if attrs.get(name).is_some() {
            note_attribute_hook(name);
        }
    }
}

/// [`note_attribute_hooks`] for one name a class gained, at its statement or later
/// (`setattr(cls, "__setattr__", f)`, as dataclasses' frozen=True does).
pub(crate) fn note_attribute_hook(name: &str) {
    if name == "__getattribute__" {
        crate::attr::note_getattribute();
    }
    if matches!(
        name,
        "__set__" | "__delete__" | "__setattr__" | "__getattribute__"
    ) {
        PROPERTIES.with(|n| n.set(n.get().saturating_add(1)));
    }
}

/// A new class whose instances take only the names of its `__slots__`: the same note, so each
/// store is checked (`attr::setattr`).
pub(crate) fn note_slots(class: &Rc<Class>) {
    if class.attrs.borrow().get("__slots__").is_some() && crate::attr::slots_only(class).is_some() {
        PROPERTIES.with(|n| n.set(n.get().saturating_add(1)));
    }
}

/// A VM starts running: the properties its program has made so far.
pub(crate) fn enter_program(properties: u64) {
    PROPERTIES.with(|n| n.set(properties));
}

/// A VM stops running: its count, to keep for the next [`enter_program`].
pub(crate) fn leave_program() -> u64 {
    PROPERTIES.with(|n| n.replace(1))
}

thread_local! {
    /// Counts writes to class attributes (`C.x = ...`, `del C.x`) on this thread: a cached method
    /// lookup ([`crate::code::ClassMethodCache`]) holds while it is unchanged. Never reset,
    /// so a count seen by one VM is never seen again after any class changes in another.
    static CLASS_EPOCH: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The current count of class-attribute writes (see `CLASS_EPOCH`).
#[inline]
pub(crate) fn class_epoch() -> u64 {
    CLASS_EPOCH.with(|n| n.get())
}

/// A class attribute was written or deleted: every cached method lookup is stale.
pub(crate) fn class_changed() {
    CLASS_EPOCH.with(|n| n.set(n.get() + 1));
}

/// Whether the running program has made no property (see `PROPERTIES`).
#[inline]
pub(crate) fn no_properties() -> bool {
    PROPERTIES.with(|n| n.get() == 0)
}

/// A generator: its suspended frame, or `None` while it runs or once it has finished.
#[derive(Debug)]
pub struct Generator {
    pub frame: Option<Box<Frame>>,
    /// Its function's code (`gi_code`, and `gi_frame`'s `f_code`).
    pub code: Rc<crate::code::CodeObject>,
    pub started: bool,
    pub finished: bool,
    pub qualname: String,
    /// An `async def`'s coroutine (it prints as `coroutine`, is awaited rather than iterated).
    pub coroutine: bool,
    /// Its last reference's drop closed it already, or never will (a coroutine, an async
    /// generator's body, which CPython closes through the event loop): `finalize::defer_gen`.
    pub finalized: bool,
    /// The built-in type it is for a program: `map` and `filter` are `_prelude`'s generators.
    pub type_name: &'static str,
}

impl Generator {
    /// The type a generator of `code` is: `map`/`filter` for `_prelude`'s (their repr and
    /// `isinstance(x, map)` are CPython's), else `generator` (or `coroutine`).
    pub fn type_for(code: &crate::code::CodeObject) -> &'static str {
        if code.is_coroutine {
            return "coroutine";
        }
        match &code.lib {
            Some(l) if &*l.module == "_prelude" => match code.qualname.as_str() {
                "_map1" | "_mapn" => "map",
                "_filter" | "_filter_true" => "filter",
                _ => "generator",
            },
            _ => "generator",
        }
    }
}

/// Sets the defining class of the functions in a new class's namespace, for `super()`.
pub fn adopt_methods(cls: &Rc<Class>) {
    fn own(v: &Value, cls: &Rc<Class>) {
        match v {
            Value::Function(f) => set_owner(f, cls),
            Value::StaticMethod(f) | Value::ClassMethod(f) => own(f, cls),
            Value::Property(p) => {
                own(&p.fget, cls);
                own(&p.fset, cls);
            }
            _ => {}
        }
    }
    for (_, v) in cls.attrs.borrow().pairs().iter() {
        own(v, cls);
    }
}

fn set_owner(f: &Rc<Function>, cls: &Rc<Class>) {
    if f.owner.borrow().is_none() {
        *f.owner.borrow_mut() = Some(cls.clone());
    }
}

/// `isinstance(v, cls)` for a class object.
pub fn instance_of(v: &Value, cls: &Rc<Class>) -> bool {
    match v {
        Value::Object(o) => o.class.is_subclass(cls),
        Value::Class(c) => crate::metaclass::class_is_instance(c, cls),
        _ => cls.builtin && cls.name == "object",
    }
}

/// A built-in type's attributes are fixed (CPython's `Py_TPFLAGS_IMMUTABLETYPE`): `int.x = 1`,
/// `del ValueError.args` are refused with its TypeError.
pub(crate) fn immutable_type(obj: &Value, name: &str) -> Option<PyErr> {
    let tname = match obj {
        // (A host's classes, `nn.Module`'s natives among them, take the library's additions.)
        Value::Class(c)
            if c.builtin
                && (c.is_object() || c.is_exception())
                && !matches!(name, "__name__" | "__qualname__") =>
        {
            c.display_name()
        }
        Value::Native(n) if crate::builtins::is_type_name(&n.name) => n.name.to_string(),
        _ => return None,
    };
    Some(PyErr::type_error(format!(
        "cannot set '{name}' attribute of immutable type '{tname}'"
    )))
}
