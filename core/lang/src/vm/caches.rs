//! What the fast loop remembers and specialises: `LoadMethod`'s per-class cache of plain
//! functions, and the natives (`len`, `list.append`) it answers itself. Kept beside `fast`, whose
//! instructions use them, so the loop itself stays one concern.

use std::rc::Rc;

use crate::builtins;
use crate::code::{CachedAttr, ClassAttrCache, ClassMethodCache, CodeObject};
use crate::native::{Ctx, NativeFunction};
use crate::objects::{self, Class};
use crate::value::{Function, Value};

/// The plain function `LoadMethod(i)` of `code` finds on `class` (`None`: not a plain function,
/// or nothing: the general path decides), remembered in `code` until a class attribute changes.
#[inline]
pub(super) fn class_method(code: &CodeObject, i: u32, class: &Rc<Class>) -> Option<Rc<Function>> {
    let epoch = objects::class_epoch();
    let hit = code.class_methods.borrow().iter().find_map(|e| {
        (e.name == i && e.epoch == epoch && std::ptr::eq(e.class.as_ptr(), Rc::as_ptr(class)))
            .then(|| e.function.upgrade())
            .flatten()
    });
    if hit.is_some() {
        return hit;
    }
    let Some(Value::Function(ref f)) = class.lookup(&code.names[i as usize]) else {
        return None;
    };
    if crate::attr::getattribute_hook(class).is_some() {
        // `__getattribute__` decides what `obj.name` is: the general path calls it.
        return None;
    }
    let mut cache = code.class_methods.borrow_mut();
    let entry = ClassMethodCache {
        name: i,
        class: Rc::downgrade(class),
        epoch,
        function: Rc::downgrade(f),
    };
    // One entry per instruction's name and class: a stale one is replaced in place.
    let same =
        |e: &ClassMethodCache| e.name == i && std::ptr::eq(e.class.as_ptr(), Rc::as_ptr(class));
    match cache.iter().position(same) {
        Some(at) => cache[at] = entry,
        None if cache.len() < 16 => cache.push(entry),
        None => {}
    }
    Some(f.clone())
}

/// `C.name` for a class `C` without a metaclass (`Strength.REQUIRED`, `Node.count`) when the
/// class's namespace holds the answer itself (no descriptor makes something else of it: not a
/// staticmethod, a classmethod or a property), remembered in `code` until a class attribute
/// changes anywhere. `None`: the general path decides (and nothing is remembered).
#[inline]
pub(super) fn class_attr(code: &CodeObject, i: u32, class: &Rc<Class>) -> Option<Value> {
    let epoch = objects::class_epoch();
    let same =
        |e: &ClassAttrCache| e.name == i && std::ptr::eq(e.class.as_ptr(), Rc::as_ptr(class));
    {
        let cache = code.class_attrs.borrow();
        if let Some(e) = cache.iter().find(|e| same(e)) {
            if e.epoch == epoch {
                let hit = match &e.value {
                    CachedAttr::Plain(v) => Some(v.clone()),
                    CachedAttr::Object(w) => w.upgrade().map(Value::Object),
                    CachedAttr::Function(w) => w.upgrade().map(Value::Function),
                    CachedAttr::Class(w) => w.upgrade().map(Value::Class),
                };
                if hit.is_some() {
                    return hit;
                }
            }
        }
    }
    let name = &code.names[i as usize];
    let got = crate::attr::getattr(&Value::Class(class.clone()), name).ok()?;
    let Some(raw) = class.lookup(name) else {
        return Some(got);
    };
    let value = match (&raw, &got) {
        (Value::Int(a), Value::Int(b)) if a == b => CachedAttr::Plain(got.clone()),
        (Value::Float(a), Value::Float(b)) if a.to_bits() == b.to_bits() => {
            CachedAttr::Plain(got.clone())
        }
        (Value::Bool(a), Value::Bool(b)) if a == b => CachedAttr::Plain(got.clone()),
        (Value::None, Value::None) => CachedAttr::Plain(Value::None),
        (Value::Str(a), Value::Str(b)) if Rc::ptr_eq(a, b) => CachedAttr::Plain(got.clone()),
        (Value::Object(a), Value::Object(b)) if Rc::ptr_eq(a, b) => {
            CachedAttr::Object(Rc::downgrade(b))
        }
        (Value::Function(a), Value::Function(b)) if Rc::ptr_eq(a, b) => {
            CachedAttr::Function(Rc::downgrade(b))
        }
        (Value::Class(a), Value::Class(b)) if Rc::ptr_eq(a, b) => {
            CachedAttr::Class(Rc::downgrade(b))
        }
        _ => return Some(got),
    };
    let entry = ClassAttrCache {
        name: i,
        class: Rc::downgrade(class),
        epoch,
        value,
    };
    let mut cache = code.class_attrs.borrow_mut();
    match cache.iter().position(same) {
        Some(at) => cache[at] = entry,
        None if cache.len() < 16 => cache.push(entry),
        None => {}
    }
    Some(got)
}

/// The natives whose calls the loop answers itself, as CPython 3.11 specialises `len(x)` and
/// `xs.append(x)` (`PRECALL_NO_KW_LEN`, `PRECALL_NO_KW_LIST_APPEND`): the same answer as the
/// native's, without its argument vector and call. Recognised by identity: the builtins table's
/// `len` and the one cached `list.append` and `dict.get`, which `LoadMethod` pushes.
pub(crate) struct Specials {
    len: Option<Rc<NativeFunction>>,
    append: Option<Rc<NativeFunction>>,
    get: Option<Rc<NativeFunction>>,
}

impl Specials {
    pub(crate) fn new(builtins: &crate::value::FastMap<&'static str, Value>) -> Self {
        let native = |v: Option<Value>| match v {
            Some(Value::Native(ref f)) => Some(f.clone()),
            _ => None,
        };
        Specials {
            len: native(builtins.get("len").cloned()),
            append: builtins::container_method(&Value::list(Vec::new()), "append"),
            get: builtins::container_method(&Value::dict(Vec::new()), "get"),
        }
    }

    /// `nf(*args)`'s result when it is one of these natives on arguments it answers plainly
    /// (`None`: call the native; it raises, or handles the rest).
    #[inline]
    pub(super) fn call(&self, ctx: &Ctx, nf: &Rc<NativeFunction>, args: &[Value]) -> Option<Value> {
        let is = |f: &Option<Rc<NativeFunction>>| f.as_ref().is_some_and(|f| Rc::ptr_eq(f, nf));
        if is(&self.len) {
            let [v] = args else { return None };
            let n = match v {
                Value::List(l) => l.borrow().len(),
                Value::Tuple(t) => t.len(),
                Value::Dict(d) => d.borrow().len(),
                Value::Set(s) => s.borrow().len(),
                _ => return None,
            };
            return Some(Value::Int(n as i64));
        }
        if is(&self.append) {
            let [Value::List(l), x] = args else {
                return None;
            };
            let n = l.borrow().len();
            // Past the memory limit, the native raises the MemoryError.
            ctx.check_items(n + 1).ok()?;
            l.borrow_mut().push(x.clone());
            return Some(Value::None);
        }
        if is(&self.get) {
            return builtins::methods::dict_plain_get(args);
        }
        None
    }
}
