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

fn dunder_names(op: BinOp) -> (&'static str, &'static str, &'static str) {
    match op {
        BinOp::Add => ("__add__", "__radd__", "__iadd__"),
        BinOp::Sub => ("__sub__", "__rsub__", "__isub__"),
        BinOp::Mul => ("__mul__", "__rmul__", "__imul__"),
        BinOp::MatMul => ("__matmul__", "__rmatmul__", "__imatmul__"),
        BinOp::Div => ("__truediv__", "__rtruediv__", "__itruediv__"),
        BinOp::FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
        BinOp::Mod => ("__mod__", "__rmod__", "__imod__"),
        BinOp::Pow => ("__pow__", "__rpow__", "__ipow__"),
        BinOp::LShift => ("__lshift__", "__rlshift__", "__ilshift__"),
        BinOp::RShift => ("__rshift__", "__rrshift__", "__irshift__"),
        BinOp::BitAnd => ("__and__", "__rand__", "__iand__"),
        BinOp::BitOr => ("__or__", "__ror__", "__ior__"),
        BinOp::BitXor => ("__xor__", "__rxor__", "__ixor__"),
    }
}

/// The special methods an operator tries in turn, each answering `NotImplemented` to pass to
/// the next (`a.__iadd__(b)`, `a.__add__(b)`, `b.__radd__(a)`), and what follows when all do.
/// The method runs in a frame of kind `FrameKind::Operator` holding this, so an answer other than
/// `NotImplemented` returns as from any call. Each next method is looked up only when needed.
#[derive(Debug)]
pub struct Reflected {
    op: Op,
    a: Value,
    b: Value,
    /// The next method to look for (see `method`).
    stage: u8,
    /// Whether the running call's answer is negated (`!=` through `__eq__`).
    pub negate: bool,
    /// The right operand's type is a subclass of the left's that overrides the reflected
    /// method: that method goes first (CPython's `do_richcompare` and `binary_op1`).
    swapped: bool,
}

/// Whether `b`'s class is a proper subclass of `a`'s (both instances), so its reflected method
/// answers first: for a comparison always, for an arithmetic operator when `rev` there differs
/// from the one `a`'s class has (CPython's `method_is_overloaded`).
fn right_first(a: &Value, b: &Value, rev: &str, compare: bool) -> bool {
    let (Value::Object(x), Value::Object(y)) = (a, b) else {
        return false;
    };
    if Rc::ptr_eq(&x.class, &y.class) || !y.class.is_subclass(&x.class) {
        return false;
    }
    if compare {
        return true;
    }
    match (y.class.lookup_owner(rev), x.class.lookup_owner(rev)) {
        (Some((yo, _)), Some((xo, _))) => !Rc::ptr_eq(&yo, &xo),
        (Some(_), None) => true,
        _ => false,
    }
}

#[derive(Debug, Clone, Copy)]
enum Op {
    Binary(BinOp, bool),
    Compare(CmpOp),
}

impl Reflected {
    /// Makes the first call (as `Then::Operator`), or gives the fallback at once when the
    /// operands have no method for it.
    fn start(ctx: &Ctx, op: Op, a: &Value, b: &Value) -> NativeResult {
        let rev = match op {
            Op::Binary(op, _) => Some(dunder_names(op).1),
            Op::Compare(op) => cmp_names(op).map(|n| n.1),
        };
        let compare = matches!(op, Op::Compare(_));
        let swapped = rev.is_some_and(|rev| right_first(a, b, rev, compare));
        let mut r = Reflected {
            op,
            a: a.clone(),
            b: b.clone(),
            stage: 0,
            negate: false,
            swapped,
        };
        match r.next_call() {
            Some((m, arg)) => Err(Flow::call(m, vec![arg], Then::Operator(Box::new(r)))),
            None => r.fail(ctx),
        }
    }

    /// The method of stage `k` (and its argument and negation), if the operand has it.
    fn method(&self, k: u8) -> Option<(Value, Value, bool)> {
        match self.op {
            Op::Binary(op, inplace) => {
                let (fwd, rev, inp) = dunder_names(op);
                // Swapped: the right operand's reflected method before the left's own.
                let k = match (self.swapped, k) {
                    (true, 1) => 2,
                    (true, 2) => 1,
                    _ => k,
                };
                match k {
                    0 if inplace => attr::special(&self.a, inp).map(|m| (m, self.b.clone(), false)),
                    1 => attr::special(&self.a, fwd).map(|m| (m, self.b.clone(), false)),
                    2 => attr::special(&self.b, rev).map(|m| (m, self.a.clone(), false)),
                    _ => None,
                }
            }
            Op::Compare(op) => {
                let (fwd, rev) = cmp_names(op)?;
                let k = if self.swapped && k < 2 { 1 - k } else { k };
                let (x, y, name) = match k {
                    0 => (&self.a, &self.b, fwd),
                    1 => (&self.b, &self.a, rev),
                    _ => return None,
                };
                match attr::special(x, name) {
                    Some(m) => Some((m, y.clone(), false)),
                    // `!=` without `__ne__` is the negated `__eq__`.
                    None if op == CmpOp::Ne => {
                        attr::special(x, "__eq__").map(|m| (m, y.clone(), true))
                    }
                    None => None,
                }
            }
        }
    }

    /// The next call to make (the first, or after an answer of `NotImplemented`), with this
    /// state updated for it; `None` when no method is left.
    pub fn next_call(&mut self) -> Option<(Value, Value)> {
        while self.stage < 3 {
            let k = self.stage;
            self.stage += 1;
            if let Some((m, arg, negate)) = self.method(k) {
                self.negate = negate;
                return Some((m, arg));
            }
        }
        None
    }

    /// What the operator gives when every method answered `NotImplemented` (or none exists).
    pub fn fail(&self, ctx: &Ctx) -> NativeResult {
        let (a, b) = (&self.a, &self.b);
        match self.op {
            // `seq * obj`, `obj * seq`: the sequence repeated by obj's `__index__` (CPython's
            // `sq_repeat`, after both operands' methods declined).
            Op::Binary(BinOp::Mul, inplace) if arith::is_sequence(a) || arith::is_sequence(b) => {
                let (seq, n) = if arith::is_sequence(a) {
                    (a, b)
                } else {
                    (b, a)
                };
                if builtins::needs_index(n) {
                    let args = super::vm::args(vec![seq.clone(), n.clone(), Value::Bool(inplace)]);
                    return builtins::call_prelude(ctx, "_seq_repeat", &args);
                }
                Err(arith::sequence_error(BinOp::Mul, a, b, &type_name)
                    .unwrap_or_else(|| {
                        arith::unsupported_types(BinOp::Mul, &type_name(a), &type_name(b))
                    })
                    .into())
            }
            Op::Binary(op, _) => Err(arith::sequence_error(op, a, b, &type_name)
                .unwrap_or_else(|| arith::unsupported_types(op, &type_name(a), &type_name(b)))
                .into()),
            Op::Compare(CmpOp::Eq) => Ok(Value::Bool(arith::identical(a, b))),
            Op::Compare(CmpOp::Ne) => Ok(Value::Bool(!arith::identical(a, b))),
            Op::Compare(op) => Err(PyErr::type_error(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                op.symbol(),
                type_name(a),
                type_name(b)
            ))
            .into()),
        }
    }
}

/// Where a continuation must receive the operator's answer (`sum` over `__add__`s), the same
/// object runs as one.
impl super::native::Continuation for Reflected {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        if !matches!(v, Value::NotImplemented) {
            return if self.negate {
                Ok(Value::Bool(!truthy(ctx, &v)?))
            } else {
                Ok(v)
            };
        }
        match self.next_call() {
            None => self.fail(ctx),
            Some((m, arg)) => Err(Flow::call(m, vec![arg], Then::Keep)),
        }
    }
}

pub fn binary(ctx: &mut Ctx, op: BinOp, a: &Value, b: &Value, inplace: bool) -> NativeResult {
    if matches!(op, BinOp::BitOr) && (super::union::is_alias(a) || super::union::is_alias(b)) {
        // `list[int] | None`: a union, as between types.
        if let Some(u) = super::union::make(a, b) {
            return Ok(u);
        }
    }
    if attr::has_specials(a) || attr::has_specials(b) {
        // `"caught %r" % err`: a str formats an instance that does not take `%` itself.
        // `str.__mod__` takes any right operand, so the right one's `__rmod__` is tried first
        // only where its type derives from str (CPython's rule for a subclass on the right).
        if let (BinOp::Mod, Value::Str(s)) = (op, a) {
            let str_subclass =
                matches!(b, Value::Object(o) if matches!(o.base, Some(Value::Str(_))));
            if !str_subclass || attr::special(b, "__rmod__").is_none() {
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
    if matches!(a, Value::Foreign(_)) || matches!(b, Value::Foreign(_)) {
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
                Err(Flow::Call(c)) => Err(Flow::call(
                    c.func,
                    c.args.pos,
                    Then::Resume(Box::new(super::conts::Negate)),
                )),
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

fn cmp_names(op: CmpOp) -> Option<(&'static str, &'static str)> {
    Some(match op {
        CmpOp::Eq => ("__eq__", "__eq__"),
        CmpOp::Ne => ("__ne__", "__ne__"),
        CmpOp::Lt => ("__lt__", "__gt__"),
        CmpOp::Le => ("__le__", "__ge__"),
        CmpOp::Gt => ("__gt__", "__lt__"),
        CmpOp::Ge => ("__ge__", "__le__"),
        _ => return None,
    })
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
    if (matches!(a, Value::Foreign(_)) || matches!(b, Value::Foreign(_)))
        && !matches!(op, CmpOp::Is | CmpOp::IsNot)
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

/// Truthiness; instances with `__bool__` or `__len__` answer through a call.
pub fn truthy(ctx: &mut Ctx, v: &Value) -> Result<bool, Flow> {
    match v {
        Value::Foreign(_) => (ctx.host.truthy)(ctx, v),
        Value::Object(_) | Value::Class(_) => {
            if let Some(m) = attr::special(v, "__bool__") {
                return Err(call(m, Vec::new()));
            }
            if let Some(m) = attr::special(v, "__len__") {
                return Err(call(m, Vec::new()));
            }
            Ok(true)
        }
        other => Ok(other.truthy()?),
    }
}

/// `iter(v)`: native iterators for built-in types, the generator itself, or `__iter__`.
pub fn iter(ctx: &mut Ctx, v: &Value) -> NativeResult {
    match v {
        Value::Generator(g) if g.borrow().coroutine => {
            Err(PyErr::type_error("'coroutine' object is not iterable").into())
        }
        Value::Generator(_) => Ok(v.clone()),
        Value::Class(c) if c.meta.borrow().is_some() => match attr::special(v, "__iter__") {
            Some(m) => Err(call(m, Vec::new())),
            None => {
                Err(PyErr::type_error(format!("'{}' object is not iterable", type_name(v))).into())
            }
        },
        Value::Object(_) => match attr::special(v, "__iter__") {
            Some(m) => Err(call(m, Vec::new())),
            None => {
                if attr::special(v, "__getitem__").is_some() {
                    return Err(super::conts::iter_by_index(v));
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
