//! Operations on any value: built-in types natively, tensors through the torch binding, and
//! instances of user classes through their special methods (`__add__`, `__getitem__` ...), which
//! are returned as calls for the VM to make (`Flow::Call`), never run on the Rust stack.

use std::rc::Rc;

use super::arith;
use super::builtins;
use super::code::{BinOp, CmpOp, UnaryOp};
use super::errors::PyErr;
use super::native::{Ctx, Flow, NativeResult, Then};
use super::value::Value;
use crate::attr;
use crate::conts::checks::{checked_call, truth_then, Check};

mod reflected;
pub use reflected::Reflected;
use reflected::{cmp_names, Op};

pub use crate::dunder_items::{delitem, getitem, setitem};

/// The class name CPython's messages use (`'Point' object is not iterable`).
pub fn type_name(v: &Value) -> String {
    match v {
        Value::Object(o) => o.class.message_name(),
        other => other.type_name().to_string(),
    }
}

pub(crate) fn call(m: Value, args: Vec<Value>) -> Flow {
    Flow::call(m, args, Then::Tail)
}

/// `obj.name`. Every object has a `__class__` (`object`'s descriptor): asked of a value whose own
/// table lacks it (a function, a module, `type`, a builtin), it is the value's type.
pub fn getattr(ctx: &mut Ctx, obj: &Value, name: &str) -> NativeResult {
    match find(ctx, obj, name) {
        Err(Flow::Raise(e)) if name == "__class__" && e.kind == "AttributeError" => {
            Ok(builtins::introspect::type_of(obj))
        }
        found => found,
    }
}

/// `C.__dict__` and `vars(C)` of a Python class: `_prelude.mappingproxy` over its namespace.
pub(crate) fn class_dict_proxy(ctx: &mut Ctx, c: &Rc<crate::objects::Class>) -> NativeResult {
    let d = Value::Dict(Rc::new(std::cell::RefCell::new(
        crate::objects::class_dict(c),
    )));
    let args = crate::native::Args {
        pos: vec![d],
        kw: Vec::new(),
    };
    builtins::call_prelude(ctx, "_class_dict", &args)
}

fn find(ctx: &mut Ctx, obj: &Value, name: &str) -> NativeResult {
    match obj {
        Value::Module(m) => match m.get(name) {
            Some(v) => Ok(v),
            None if name == "__dict__" => Ok(m.namespace()),
            // PEP 562: a module's own `__getattr__` answers what it lacks (the library loads
            // parts on first use this way).
            None => match m.get("__getattr__") {
                Some(f) if name != "__getattr__" => Err(call(f, vec![Value::str(name)])),
                _ => Err((ctx.host.missing)(&m.name, name)
                    .unwrap_or_else(|| {
                        PyErr::new(
                            "AttributeError",
                            format!("module '{}' has no attribute '{name}'", m.name),
                        )
                    })
                    .into()),
            },
        },
        // `exc.__traceback__`: the VM keeps an exception's traceback natively; the prelude reads
        // it into `types.TracebackType` entries (what the program set itself comes first).
        Value::Object(o)
            if name == "__traceback__"
                && o.class.is_exception()
                && o.attrs.borrow().get("__traceback__").is_none() =>
        {
            let args = crate::native::Args {
                pos: vec![obj.clone()],
                kw: Vec::new(),
            };
            builtins::call_prelude(ctx, "_traceback_of", &args)
        }
        // `C.__dict__`: a read-only mappingproxy over the class's namespace (a snapshot: the VM
        // keeps a class's attributes in its own table), made by the prelude's class.
        Value::Class(c) if name == "__dict__" => class_dict_proxy(ctx, c),
        Value::Foreign(_) if name == "__class__" => Ok(builtins::introspect::type_of(obj)),
        Value::Foreign(_) => match (ctx.host.getattr)(ctx, obj, name) {
            Err(e) if e.is_absent_attribute() && name.starts_with("__") => {
                crate::hostclass::special(ctx, obj, name).ok_or_else(|| e.into())
            }
            r => Ok(r?),
        },
        Value::Native(n) if crate::hostclass::path(ctx, &n.name).is_some() => {
            let class = n.name.clone();
            crate::hostclass::class_attr(ctx, obj, &class, name)
        }
        Value::Object(_)
        | Value::Class(_)
        | Value::Super(_)
        | Value::Function(_)
        | Value::Property(_)
        | Value::BoundMethod(_) => attr::getattr(obj, name),
        _ => Ok(builtins::method(obj, name)?),
    }
}

pub fn setattr(ctx: &mut Ctx, obj: &Value, name: &str, v: Value) -> Result<(), Flow> {
    match obj {
        Value::Module(m) => {
            m.set(name, v);
            Ok(())
        }
        Value::Foreign(_) => Ok((ctx.host.setattr)(ctx, obj, name, v)?),
        _ => attr::setattr(obj, name, v),
    }
}

pub fn delattr(obj: &Value, name: &str) -> Result<(), PyErr> {
    let removed = match obj {
        Value::Object(o) => o.attrs.borrow_mut().remove(name).is_some(),
        Value::Class(c) => {
            crate::objects::class_changed();
            c.attrs.borrow_mut().remove(name).is_some()
        }
        Value::Module(m) => m.remove(name).is_some(),
        _ => false,
    };
    if removed {
        Ok(())
    } else {
        Err(PyErr::attribute_error(&type_name(obj), name))
    }
}

/// Whether instance `v`'s class has special method `name` from Python code (its own or a
/// Python base's), not the built-in base type's native one.
fn python_method(v: &Value, name: &str) -> bool {
    match v {
        Value::Object(o) => o
            .class
            .lookup(name)
            .is_some_and(|f| !matches!(f, Value::Native(_))),
        _ => false,
    }
}

pub fn binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value, inplace: bool) -> NativeResult {
    match binary_op(ctx, op, a, b, inplace) {
        // `l -= 1`: CPython names the augmented operator.
        Err(Flow::Raise(e)) if inplace => Err(Flow::Raise(arith::augmented(e, op))),
        other => other,
    }
}

fn binary_op(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value, inplace: bool) -> NativeResult {
    if matches!(op, BinOp::BitOr) && (super::union::is_alias(a) || super::union::is_alias(b)) {
        // `list[int] | None`: a union, as between types.
        if let Some(u) = super::union::make(a, b) {
            return Ok(u);
        }
    }
    // `lst += obj`: list's own in-place concatenation, extending by iterating `obj` (any
    // iterable, its `__iter__` honoured), after only a `__radd__` that obj's class defines in
    // Python (CPython's `sq_inplace_concat`, tried after the number slots).
    let list_extend =
        inplace && op == BinOp::Add && matches!(a, Value::List(_)) && !python_method(b, "__radd__");
    if !list_extend && (attr::has_specials(a) || attr::has_specials(b)) {
        // `"caught %r" % err`: a str formats an instance that does not take `%` itself.
        // `str.__mod__` takes any right operand, so the right one's `__rmod__` is tried first
        // only where its type derives from str (CPython's rule for a subclass on the right).
        if let (BinOp::Mod, Value::Str(s)) = (op, a) {
            let str_subclass =
                matches!(b, Value::Object(o) if matches!(o.base, Some(Value::Str(_))));
            // (str's own `__rmod__`, inherited, formats `a` with `b` as `a % b` does.)
            let own_rmod = str_subclass && python_method(b, "__rmod__");
            if !own_rmod {
                return super::conts::text_percent(ctx, s, b);
            }
        }
        if let (BinOp::Mod, Value::Bytes(_) | Value::ByteArray(_)) = (op, a) {
            if attr::special(b, "__rmod__").is_none() {
                let args = super::vm::args(vec![a.clone(), b.clone()]);
                return builtins::call_prelude(ctx, "_bytes_mod", &args);
            }
        }
        return Reflected::start(ctx, Op::Binary(op, inplace), a, b);
    }
    // `str % args` is str's own, whatever the arguments (`"%.3f" % tensor`).
    if let (BinOp::Mod, Value::Str(s)) = (op, a) {
        return super::conts::text_percent(ctx, s, b);
    }
    if matches!(a, Value::Foreign(_)) || matches!(b, Value::Foreign(_)) {
        // `[0] * n` with an integer tensor `n`: the sequence repeated by its `__index__`.
        let seq = |v: &Value| {
            matches!(
                v,
                Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Bytes(_)
            )
        };
        if op == BinOp::Mul && (seq(a) || seq(b)) {
            let (s, n) = if seq(a) { (a, b) } else { (b, a) };
            let args = super::vm::args(vec![s.clone(), n.clone(), Value::Bool(inplace)]);
            return builtins::call_prelude(ctx, "_seq_repeat", &args);
        }
        return (ctx.host.binary)(ctx, op, a, b, inplace);
    }
    match (op, a, b) {
        (BinOp::Add, Value::List(l), _) if inplace => {
            // `lst += xs` extends in place: aliases see the change.
            let items = match builtins::native_items(b) {
                Some(items) => items?,
                None => return Err(super::conts::collect_then_extend(a, b)),
            };
            let n = l.borrow().len() + items.len();
            ctx.check_items(n)?;
            l.borrow_mut().extend(items);
            Ok(a.clone())
        }
        (BinOp::BitOr, Value::Dict(_), _) if inplace && !matches!(b, Value::Dict(_)) => {
            // `d |= pairs` is `d.update(pairs)`: any mapping or iterable of pairs, as CPython's
            // `dict.__ior__` (where `d | pairs` is refused).
            Err(Flow::Call(Box::new(super::native::PyCall {
                func: builtins::method(a, "update")?,
                args: super::vm::args(vec![b.clone()]),
                then: super::native::Then::Resume(Box::new(super::subclass::Give(a.clone()))),
            })))
        }
        (BinOp::BitAnd | BinOp::BitOr | BinOp::Sub | BinOp::BitXor, _, _)
            if matches!(a, Value::DictView(_)) || matches!(b, Value::DictView(_)) =>
        {
            if let Some(r) = super::conts::setops::view_op(op, a, b)? {
                ctx.check_items(r.borrow().len())?;
                return Ok(Value::Set(r));
            }
            // Keys and items views act as sets against any iterable, giving a set.
            let as_set = |v: &Value| -> Result<Value, PyErr> {
                if let Some(s) = super::conts::hashed::view_as_set(v) {
                    return Ok(s);
                }
                match v {
                    Value::Set(_) => Ok(v.clone()),
                    Value::DictView(_) => {
                        Err(arith::unsupported_types(op, &type_name(a), &type_name(b)))
                    }
                    other => Ok(Value::Set(Rc::new(std::cell::RefCell::new(
                        super::table::SetTable::from_values(builtins::iterate(other)?),
                    )))),
                }
            };
            let (x, y) = (as_set(a)?, as_set(b)?);
            builtins::set_binary(ctx, op, &x, &y, false)
        }
        (BinOp::Mul, Value::List(l), Value::Int(_) | Value::Bool(_)) if inplace => {
            // `lst *= n` repeats in place: aliases see the change.
            let items = l.borrow().clone();
            let n = super::builtins::as_i64(b, "")?.max(0) as usize;
            let total = items.len().saturating_mul(n);
            ctx.check_items(total)?;
            let mut l = l.borrow_mut();
            l.clear();
            l.reserve(total);
            for _ in 0..n {
                super::native::poll_n(items.len())?;
                l.extend_from_slice(&items);
            }
            Ok(a.clone())
        }
        (BinOp::Mod, Value::Str(s), _) => super::conts::text_percent(ctx, s, b),
        (BinOp::Mod, Value::Bytes(_) | Value::ByteArray(_), _) => builtins::call_prelude(
            ctx,
            "_bytes_mod",
            &super::vm::args(vec![a.clone(), b.clone()]),
        ),
        (BinOp::Add, Value::ByteArray(x), Value::Bytes(_) | Value::ByteArray(_)) if inplace => {
            // `ba += b` appends in place (amortised O(len(b)), not a copy of `ba`): aliases
            // see it. (`b` is copied first: it may be `ba` itself.)
            let y = super::bytes::view(b).unwrap_or_default();
            super::native::check_str_len(x.borrow().len() + y.len())?;
            x.borrow_mut().extend_from_slice(&y);
            Ok(a.clone())
        }
        (BinOp::Add | BinOp::Mul, Value::ByteArray(x), _) if inplace => {
            // `ba += b` and `ba *= n` change the bytearray in place: aliases see it.
            if let Value::ByteArray(r) = &arith::binary(op, a, b)? {
                let r = r.borrow().clone();
                *x.borrow_mut() = r;
            }
            Ok(a.clone())
        }
        (_, Value::Set(x), Value::Set(_)) => {
            // A frozenset's `|=` makes a new frozenset; a new set takes the left one's type.
            let frozen = x.borrow().frozen;
            if inplace && !frozen {
                return builtins::set_binary(ctx, op, a, b, true);
            }
            builtins::typed_set(builtins::set_binary(ctx, op, a, b, false), frozen)
        }
        (BinOp::BitOr, Value::Dict(x), Value::Dict(_)) => {
            use super::conts::hashed::{bulk, entries, Tab};
            let target = if inplace {
                x.clone()
            } else {
                Rc::new(std::cell::RefCell::new(x.borrow().clone()))
            };
            let result = Value::Dict(target.clone());
            bulk(ctx, Tab::Dict(target), entries(b), result)
        }
        _ => {
            if matches!(op, BinOp::BitOr) {
                // `int | None`: a union of types (`union.rs`).
                if let Some(u) = super::union::make(a, b) {
                    return Ok(u);
                }
            }
            let r = arith::binary(op, a, b)?;
            if let Value::List(l) = &r {
                ctx.check_items(l.borrow().len())?;
            }
            Ok(r)
        }
    }
}

pub fn unary(ctx: &mut Ctx, op: UnaryOp, a: &Value) -> NativeResult {
    if attr::has_specials(a) {
        if op == UnaryOp::Not {
            return match truthy(ctx, a) {
                Ok(b) => Ok(Value::Bool(!b)),
                Err(Flow::Call(c)) => Err(truth_then(c, Box::new(super::conts::Negate))),
                Err(f) => Err(f),
            };
        }
        let name = match op {
            UnaryOp::Neg => "__neg__",
            UnaryOp::Pos => "__pos__",
            UnaryOp::Invert => "__invert__",
            UnaryOp::Not => "__bool__",
        };
        if let Some(m) = attr::special(a, name) {
            return Err(call(m, Vec::new()));
        }
    }
    if matches!(a, Value::Foreign(_)) && op != UnaryOp::Not {
        return (ctx.host.unary)(ctx, op, a);
    }
    match (op, a) {
        (UnaryOp::Not, _) => Ok(Value::Bool(!truthy(ctx, a)?)),
        (UnaryOp::Neg, Value::Int(i)) => Ok(i
            .checked_neg()
            .map(Value::Int)
            .unwrap_or_else(|| super::long::neg(&num_bigint::BigInt::from(*i)))),
        (UnaryOp::Neg, Value::Long(b)) => Ok(super::long::neg(b)),
        (UnaryOp::Pos, Value::Long(_)) => Ok(a.clone()),
        (UnaryOp::Invert, Value::Long(b)) => Ok(super::long::invert(b)),
        (UnaryOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i64))),
        (UnaryOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
        (UnaryOp::Neg, Value::Complex(re, im)) => Ok(Value::Complex(-re, -im)),
        (UnaryOp::Pos, Value::Complex(..)) => Ok(a.clone()),
        (UnaryOp::Pos, Value::Int(_) | Value::Float(_)) => Ok(a.clone()),
        (UnaryOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i64)),
        (UnaryOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
        (UnaryOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i64))),
        _ => Err(PyErr::type_error(format!(
            "bad operand type for unary {}: '{}'",
            match op {
                UnaryOp::Neg => "-",
                UnaryOp::Pos => "+",
                UnaryOp::Invert => "~",
                UnaryOp::Not => "not",
            },
            type_name(a)
        ))
        .into()),
    }
}

pub fn compare(ctx: &mut Ctx, op: CmpOp, a: &Value, b: &Value) -> NativeResult {
    use super::conts::hashed;
    let container = |v: &Value| {
        matches!(
            v,
            Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_)
        )
    };
    if matches!(op, CmpOp::Eq | CmpOp::Ne) {
        // A keys or items view equals a set (or view) of the same items, as CPython's does.
        let (x, y) = (hashed::view_as_set(a), hashed::view_as_set(b));
        if x.is_some() || y.is_some() {
            let side = |s: Option<Value>, v: &Value| match (s, v) {
                (Some(s), _) => Some(s),
                (None, Value::Set(_)) => Some(v.clone()),
                _ => None,
            };
            return match (side(x, a), side(y, b)) {
                (Some(x), Some(y)) => hashed::equals(ctx, &x, &y, op == CmpOp::Ne),
                _ => Ok(Value::Bool(op == CmpOp::Ne)),
            };
        }
    }
    match op {
        // Equality of containers asks the `__eq__` of the instances inside them.
        CmpOp::Eq | CmpOp::Ne if container(a) && container(b) => {
            // (Holding tensors, whose `==` is elementwise and whose truth may need a read:
            // compared item by item in Python.)
            if !matches!(a, Value::Set(_)) && (holds_elementwise(a, 0) || holds_elementwise(b, 0)) {
                let args = crate::native::Args {
                    pos: vec![a.clone(), b.clone(), Value::Bool(op == CmpOp::Ne)],
                    kw: Vec::new(),
                };
                return builtins::call_prelude(ctx, "_host_eq", &args);
            }
            return hashed::equals(ctx, a, b, op == CmpOp::Ne);
        }
        CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge => {
            if let (Value::Set(x), Value::Set(y)) = (a, b) {
                return set_order(ctx, op, x, y);
            }
            // Sequences holding instances order element by element in Python (`_prelude`):
            // the first pair that is not `==` decides, through its own `<` (CPython's rule).
            let same_kind = matches!(
                (a, b),
                (Value::Tuple(_), Value::Tuple(_)) | (Value::List(_), Value::List(_))
            );
            if same_kind
                && (super::conts::ordered::needs_python(a, 0)
                    || super::conts::ordered::needs_python(b, 0))
            {
                let code = match op {
                    CmpOp::Lt => 0,
                    CmpOp::Le => 1,
                    CmpOp::Gt => 2,
                    _ => 3,
                };
                let args = crate::native::Args {
                    pos: vec![a.clone(), b.clone(), Value::Int(code)],
                    kw: Vec::new(),
                };
                return builtins::call_prelude(ctx, "_seq_order", &args);
            }
        }
        _ => {}
    }
    if let (Value::Generator(_), CmpOp::In | CmpOp::NotIn) = (b, op) {
        // `x in gen` (generators, map, filter, itertools): what it yields is searched, and
        // consumed up to the match, as CPython's iteration fallback.
        let args = crate::native::Args {
            pos: vec![b.clone(), a.clone(), Value::Bool(op == CmpOp::NotIn)],
            kw: Vec::new(),
        };
        return builtins::call_prelude(ctx, "_iter_contains", &args);
    }
    if let (Value::Class(_), CmpOp::In | CmpOp::NotIn) = (b, op) {
        // `x in Color`: the metaclass's `__contains__`, else a search of its `__iter__`.
        if let Some(m) = attr::special(b, "__contains__") {
            let then = if op == CmpOp::In {
                Then::Resume(Box::new(super::conts::ToBool))
            } else {
                Then::Resume(Box::new(super::conts::Negate))
            };
            return Err(Flow::call(m, vec![a.clone()], then));
        }
        if attr::special(b, "__iter__").is_some() {
            let args = crate::native::Args {
                pos: vec![b.clone(), a.clone(), Value::Bool(op == CmpOp::NotIn)],
                kw: Vec::new(),
            };
            return builtins::call_prelude(ctx, "_iter_contains", &args);
        }
    }
    let objs = attr::has_specials(a) || attr::has_specials(b);
    if objs {
        if cmp_names(op).is_some() {
            return Reflected::start(ctx, Op::Compare(op), a, b);
        }
        if matches!(op, CmpOp::In | CmpOp::NotIn) {
            if let Some(m) = attr::special(b, "__contains__") {
                let then = if op == CmpOp::In {
                    Then::Resume(Box::new(super::conts::ToBool))
                } else {
                    Then::Resume(Box::new(super::conts::Negate))
                };
                return Err(Flow::call(m, vec![a.clone()], then));
            }
            if let Value::Object(_) = b {
                // No `__contains__`: a search of what `__iter__` (or `__getitem__`) yields.
                if attr::special(b, "__iter__").is_some()
                    || attr::special(b, "__getitem__").is_some()
                {
                    let args = crate::native::Args {
                        pos: vec![b.clone(), a.clone(), Value::Bool(op == CmpOp::NotIn)],
                        kw: Vec::new(),
                    };
                    return builtins::call_prelude(ctx, "_iter_contains", &args);
                }
                return Err(PyErr::type_error(format!(
                    "argument of type '{}' is not iterable",
                    type_name(b)
                ))
                .into());
            }
        }
    }
    // (`x in container` of a host value is the container's search: `torch.float32 in (...)`,
    // `param in params`; a host container answers itself.)
    let search = matches!(op, CmpOp::In | CmpOp::NotIn) && !matches!(b, Value::Foreign(_));
    if (matches!(a, Value::Foreign(_)) || matches!(b, Value::Foreign(_)))
        && !matches!(op, CmpOp::Is | CmpOp::IsNot)
        && !search
    {
        return (ctx.host.compare)(ctx, op, a, b);
    }
    if matches!(op, CmpOp::In | CmpOp::NotIn) {
        if let Some(r) = hashed::contains(ctx, b, a, op == CmpOp::NotIn) {
            return r;
        }
    }
    Ok(arith::compare(op, a, b)?)
}

/// Whether a list, tuple or dict holds (at a few levels' depth) a host value whose `==` is
/// elementwise.
fn holds_elementwise(v: &Value, depth: u32) -> bool {
    if depth > 4 {
        return false;
    }
    match v {
        Value::Foreign(f) => f.eq_is_elementwise(),
        Value::List(l) => l
            .try_borrow()
            .is_ok_and(|l| l.iter().any(|x| holds_elementwise(x, depth + 1))),
        Value::Tuple(t) => t.iter().any(|x| holds_elementwise(x, depth + 1)),
        Value::Dict(d) => d
            .try_borrow()
            .is_ok_and(|d| d.iter().any(|(_, x)| holds_elementwise(x, depth + 1))),
        _ => false,
    }
}

/// Truthiness; instances with `__bool__` or `__len__` answer through a call.
pub fn truthy(ctx: &mut Ctx, v: &Value) -> Result<bool, Flow> {
    match v {
        Value::Foreign(_) => (ctx.host.truthy)(ctx, v),
        Value::Object(_) | Value::Class(_) => match truth_method(v) {
            Some((m, check)) => Err(checked_call(m, check)),
            None => Ok(true),
        },
        other => Ok(other.truthy()?),
    }
}

/// The special method an instance's truth asks: `__bool__`, else `__len__`.
pub fn truth_method(v: &Value) -> Option<(Value, Check)> {
    if let Some(m) = attr::special(v, "__bool__") {
        return Some((m, Check::Bool));
    }
    attr::special(v, "__len__").map(|m| (m, Check::LenTruth))
}

/// `iter(v)`: native iterators for built-in types, the generator itself, or `__iter__`.
pub fn iter(ctx: &mut Ctx, v: &Value) -> NativeResult {
    match v {
        Value::Generator(g) if g.borrow().coroutine => {
            Err(PyErr::type_error("'coroutine' object is not iterable").into())
        }
        Value::Generator(_) => Ok(v.clone()),
        Value::Class(c) if c.meta.borrow().is_some() => match attr::special(v, "__iter__") {
            Some(m) => Err(checked_call(m, Check::Iter)),
            None => {
                Err(PyErr::type_error(format!("'{}' object is not iterable", type_name(v))).into())
            }
        },
        Value::Object(_) => match attr::special(v, "__iter__") {
            // (`__iter__ = None` blocks iteration, the `__getitem__` fallback included.)
            Some(Value::None) => {
                Err(PyErr::type_error(format!("'{}' object is not iterable", type_name(v))).into())
            }
            Some(m) => Err(checked_call(m, Check::Iter)),
            None => {
                if attr::special(v, "__getitem__").is_some() {
                    // Old-style iteration, one `__getitem__` per item (`_prelude.iterator`).
                    let args = super::vm::args(vec![v.clone()]);
                    return builtins::call_prelude(ctx, "iterator", &args);
                }
                Err(PyErr::type_error(format!("'{}' object is not iterable", type_name(v))).into())
            }
        },
        _ => Ok(builtins::make_iter(ctx, v)?),
    }
}

/// `<`, `<=`, `>`, `>=` on sets: subset tests through the sets' hashes and `__eq__`.
fn set_order(
    ctx: &mut Ctx,
    op: CmpOp,
    x: &Rc<std::cell::RefCell<super::table::SetTable>>,
    y: &Rc<std::cell::RefCell<super::table::SetTable>>,
) -> NativeResult {
    use super::conts::hashed::{entries, filter, Filter, FilterThen, Tab};
    // `a > b` is `b < a`.
    let (small, big) = match op {
        CmpOp::Lt | CmpOp::Le => (x, y),
        _ => (y, x),
    };
    let (ns, nb) = (small.borrow().len(), big.borrow().len());
    let strict = matches!(op, CmpOp::Lt | CmpOp::Gt);
    if ns > nb || (strict && ns == nb) {
        return Ok(Value::Bool(false));
    }
    let items = entries(&Value::Set(small.clone()));
    filter(
        ctx,
        Filter::new(items, Tab::Set(big.clone()), true, FilterThen::All),
    )
}
