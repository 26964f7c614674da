//! The special methods of the built-in types as attributes (`[].__len__`, `(3).__add__`): each
//! binds the protocol the operator or builtin runs (`methods::method` falls back to them).

use super::super::code::BinOp;
use super::super::dunder;
use super::super::errors::PyErr;
use super::super::native::{Args, NativeFn};
use super::super::value::Value;
use super::funcs::{abs, format, hash, len, repr, str_};

/// The special methods of the built-in types as attributes (`[].__len__`, `hasattr(x,
/// "__iter__")`, `(3).__add__(4)`): each is the protocol the operator or builtin runs, bound to
/// its receiver. None where the type has no such method (`int` has no `__len__`, a set no
/// `__getitem__`). CPython's `NotImplemented` for a mismatched operand is the operator's
/// TypeError here. An operand of a subclass of the built-in type counts as its value
/// (`int.__add__(1, I(2))` is 3, as CPython's slots read any `PyLong_Check` operand).
pub(super) fn protocol_method(obj: &Value, name: &str) -> Option<NativeFn> {
    use super::super::code::{CmpOp, UnaryOp};
    macro_rules! bin {
        ($op:expr) => {
            Some(|ctx, a| {
                let b = &crate::subclass::unwrap(arg1(a)?);
                if !operand_fits(&a.pos[0], b) {
                    return Ok(Value::NotImplemented);
                }
                dunder::binary(ctx, $op, &a.pos[0], b, false)
            })
        };
    }
    macro_rules! rbin {
        ($op:expr) => {
            Some(|ctx, a| {
                let b = &crate::subclass::unwrap(arg1(a)?);
                if !operand_fits(&a.pos[0], b) {
                    return Ok(Value::NotImplemented);
                }
                dunder::binary(ctx, $op, b, &a.pos[0], false)
            })
        };
    }
    macro_rules! ibin {
        ($op:expr) => {
            Some(|ctx, a| {
                // (A list extends by iterating the operand as it is: its own `__iter__` counts.)
                let b = &match &a.pos[0] {
                    Value::List(_) => arg1(a)?.clone(),
                    _ => crate::subclass::unwrap(arg1(a)?),
                };
                if !operand_fits(&a.pos[0], b) {
                    return Ok(Value::NotImplemented);
                }
                dunder::binary(ctx, $op, &a.pos[0], b, true)
            })
        };
    }
    macro_rules! cmp {
        ($op:expr) => {
            Some(|ctx, a| {
                let b = &crate::subclass::unwrap(arg1(a)?);
                if !comparable(&a.pos[0], b) {
                    return Ok(Value::NotImplemented);
                }
                dunder::compare(ctx, $op, &a.pos[0], b)
            })
        };
    }
    macro_rules! un {
        ($op:expr) => {
            Some(|ctx, a| dunder::unary(ctx, $op, &a.pos[0]))
        };
    }
    let seq = matches!(
        obj,
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range { .. }
    );
    let container = seq || matches!(obj, Value::Dict(_) | Value::Set(_) | Value::DictView(_));
    let number = matches!(
        obj,
        Value::Int(_) | Value::Bool(_) | Value::Long(_) | Value::Float(_)
    );
    let float = matches!(obj, Value::Float(_));
    let integer = number && !float;
    // complex has the arithmetic but not `//`, `%`, divmod or the roundings.
    let arith = number || matches!(obj, Value::Complex(..));
    let iterator = matches!(obj, Value::Iterator(_) | Value::Generator(_));
    let concat = matches!(obj, Value::List(_) | Value::Tuple(_) | Value::Str(_));
    let mutable = matches!(obj, Value::List(_) | Value::Dict(_));
    let set = matches!(obj, Value::Set(_));
    let mut_set = matches!(obj, Value::Set(t) if !t.borrow().frozen);
    let generic = matches!(
        obj,
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_)
    );
    // The kinds of value whose `object`-level methods (`__init__`, `__getstate__` ...) are
    // answered here, as CPython's types inherit them.
    let plain = arith
        || container
        || matches!(obj, Value::None | Value::Slice(_))
        || (iterator && name != "__init__");
    match name {
        "__len__" if container => Some(len),
        "__iter__" if container || iterator => Some(|ctx, a| dunder::iter(ctx, &a.pos[0])),
        "__next__" if iterator => Some(super::iterables::next),
        "__length_hint__" if matches!(obj, Value::Iterator(_)) => Some(|_, a| match &a.pos[0] {
            Value::Iterator(it) => Ok(match it.borrow().length_hint() {
                Some(n) => Value::Int(n as i64),
                None => Value::NotImplemented,
            }),
            _ => Ok(Value::NotImplemented),
        }),
        "__getitem__" if seq || matches!(obj, Value::Dict(_)) => {
            Some(|ctx, a| dunder::getitem(ctx, &a.pos[0], arg1(a)?))
        }
        "__setitem__" if mutable => Some(|ctx, a| {
            let v = a.pos.get(2).cloned().ok_or_else(|| missing_arg(2))?;
            dunder::setitem(ctx, &a.pos[0], arg1(a)?, v)?;
            Ok(Value::None)
        }),
        "__delitem__" if mutable => Some(|ctx, a| {
            dunder::delitem(ctx, &a.pos[0], arg1(a)?)?;
            Ok(Value::None)
        }),
        "__contains__" if container => {
            Some(|ctx, a| dunder::compare(ctx, CmpOp::In, arg1(a)?, &a.pos[0]))
        }
        "__reversed__" if matches!(obj, Value::List(_) | Value::Dict(_) | Value::Range { .. }) => {
            Some(super::iterables::reversed)
        }
        "__add__" if arith || concat => bin!(BinOp::Add),
        "__mul__" if arith || concat => bin!(BinOp::Mul),
        "__mod__" if number || matches!(obj, Value::Str(_)) => bin!(BinOp::Mod),
        "__sub__" if arith || set => bin!(BinOp::Sub),
        "__truediv__" if arith => bin!(BinOp::Div),
        "__floordiv__" if number => bin!(BinOp::FloorDiv),
        "__pow__" if arith => Some(|ctx, a| match a.pos.len() {
            3 if !matches!(a.pos[2], Value::None) => super::funcs::pow(ctx, a),
            _ => {
                let b = &crate::subclass::unwrap(arg1(a)?);
                if !operand_fits(&a.pos[0], b) {
                    return Ok(Value::NotImplemented);
                }
                dunder::binary(ctx, BinOp::Pow, &a.pos[0], b, false)
            }
        }),
        "__and__" if integer || set => bin!(BinOp::BitAnd),
        "__or__" if integer || set || matches!(obj, Value::Dict(_)) => bin!(BinOp::BitOr),
        "__xor__" if integer || set => bin!(BinOp::BitXor),
        "__lshift__" if integer => bin!(BinOp::LShift),
        "__rshift__" if integer => bin!(BinOp::RShift),
        "__radd__" if arith => rbin!(BinOp::Add),
        "__rsub__" if arith || set => rbin!(BinOp::Sub),
        "__rmul__" if arith => rbin!(BinOp::Mul),
        // `3 * [1]`: repetition commutes.
        "__rmul__" if concat => bin!(BinOp::Mul),
        "__rmod__" if number => rbin!(BinOp::Mod),
        "__rmod__" if matches!(obj, Value::Str(_)) => Some(|ctx, a| match arg1(a)? {
            b @ Value::Str(_) => dunder::binary(ctx, BinOp::Mod, b, &a.pos[0], false),
            _ => Ok(Value::NotImplemented),
        }),
        "__rtruediv__" if arith => rbin!(BinOp::Div),
        "__rfloordiv__" if number => rbin!(BinOp::FloorDiv),
        "__rpow__" if arith => rbin!(BinOp::Pow),
        "__rand__" if integer || set => rbin!(BinOp::BitAnd),
        "__ror__" if integer || set || matches!(obj, Value::Dict(_)) => rbin!(BinOp::BitOr),
        "__rxor__" if integer || set => rbin!(BinOp::BitXor),
        "__rlshift__" if integer => rbin!(BinOp::LShift),
        "__rrshift__" if integer => rbin!(BinOp::RShift),
        "__divmod__" if number => Some(|ctx, a| {
            let b = &crate::subclass::unwrap(arg1(a)?);
            if !operand_fits(&a.pos[0], b) {
                return Ok(Value::NotImplemented);
            }
            super::funcs::divmod(ctx, &pos(vec![a.pos[0].clone(), b.clone()]))
        }),
        "__rdivmod__" if number => Some(|ctx, a| {
            let b = &crate::subclass::unwrap(arg1(a)?);
            if !operand_fits(&a.pos[0], b) {
                return Ok(Value::NotImplemented);
            }
            super::funcs::divmod(ctx, &pos(vec![b.clone(), a.pos[0].clone()]))
        }),
        "__iadd__" if matches!(obj, Value::List(_)) => ibin!(BinOp::Add),
        "__imul__" if matches!(obj, Value::List(_)) => ibin!(BinOp::Mul),
        "__ior__" if mut_set || matches!(obj, Value::Dict(_)) => ibin!(BinOp::BitOr),
        "__iand__" if mut_set => ibin!(BinOp::BitAnd),
        "__isub__" if mut_set => ibin!(BinOp::Sub),
        "__ixor__" if mut_set => ibin!(BinOp::BitXor),
        "__neg__" if arith => un!(UnaryOp::Neg),
        "__pos__" if arith => un!(UnaryOp::Pos),
        "__invert__" if integer => un!(UnaryOp::Invert),
        "__abs__" if arith => Some(abs),
        "__bool__" if arith || matches!(obj, Value::None | Value::Range { .. }) => {
            Some(|ctx, a| Ok(Value::Bool(dunder::truthy(ctx, &a.pos[0])?)))
        }
        "__int__" if float => Some(|_, a| Ok(crate::long::from_f64(as_float(a))?)),
        "__float__" if float => Some(|_, a| Ok(a.pos[0].clone())),
        "__trunc__" | "__floor__" | "__ceil__" if integer => Some(|_, a| {
            Ok(crate::long::norm(
                crate::long::big_of(&a.pos[0]).unwrap_or_default(),
            ))
        }),
        "__trunc__" if float => Some(|_, a| Ok(crate::long::from_f64(as_float(a).trunc())?)),
        "__floor__" if float => Some(|_, a| Ok(crate::long::from_f64(as_float(a).floor())?)),
        "__ceil__" if float => Some(|_, a| Ok(crate::long::from_f64(as_float(a).ceil())?)),
        "__round__" if number => Some(super::funcs::round),
        "__getnewargs__" if number || matches!(obj, Value::Str(_)) => Some(|_, a| {
            let v = match &a.pos[0] {
                Value::Bool(b) => Value::Int(*b as i64),
                v => v.clone(),
            };
            Ok(Value::tuple(vec![v]))
        }),
        "__getnewargs__" if arith => Some(|_, a| match a.pos[0] {
            Value::Complex(re, im) => Ok(Value::tuple(vec![Value::Float(re), Value::Float(im)])),
            _ => Ok(Value::None),
        }),
        "__complex__" if arith && !number => Some(|_, a| Ok(a.pos[0].clone())),
        "__getnewargs__" if matches!(obj, Value::Tuple(_)) => {
            Some(|_, a| Ok(Value::tuple(vec![a.pos[0].clone()])))
        }
        "fromhex" if float => Some(|_, a| match arg1(a)? {
            Value::Str(s) => Ok(Value::Float(super::floathex::from_hex(s)?)),
            _ => Err(PyErr::type_error("bad argument type for built-in operation").into()),
        }),
        "__getformat__" if float => Some(|_, a| match a.pos.get(1) {
            Some(Value::Str(s)) if &**s == "double" || &**s == "float" => {
                Ok(Value::str("IEEE, little-endian"))
            }
            Some(Value::Str(_)) => Err(PyErr::value_error(
                "__getformat__() argument 1 must be 'double' or 'float'",
            )
            .into()),
            Some(v) => Err(PyErr::type_error(format!(
                "__getformat__() argument must be str, not {}",
                v.type_name()
            ))
            .into()),
            None => Err(PyErr::type_error(
                "float.__getformat__() takes exactly one argument (0 given)",
            )
            .into()),
        }),
        "__sizeof__" => sizeof(obj)
            .map(|_| -> NativeFn { |_, a| Ok(Value::Int(sizeof(&a.pos[0]).unwrap_or(0))) }),
        "__class_getitem__" if generic => Some(|ctx, a| {
            let origin = owner(&a.pos[0]);
            let item = arg1(a)?.clone();
            super::call_prelude(ctx, "_generic_alias", &pos(vec![origin, item]))
        }),
        "__init__" if matches!(obj, Value::List(_) | Value::Dict(_)) || mut_set => Some(reinit),
        "__init__" if plain => Some(|_, _| Ok(Value::None)),
        "__getstate__" if plain => Some(|_, _| Ok(Value::None)),
        "__init_subclass__" if plain => Some(|_, _| Ok(Value::None)),
        "__subclasshook__" if plain => Some(|_, _| Ok(Value::NotImplemented)),
        "__getattribute__" if plain => Some(|ctx, a| match arg1(a)? {
            Value::Str(n) => dunder::getattr(ctx, &a.pos[0], n),
            v => Err(PyErr::type_error(format!(
                "attribute name must be string, not '{}'",
                v.type_name()
            ))
            .into()),
        }),
        "__setattr__" if plain => Some(|ctx, a| {
            let v = a.pos.get(2).cloned().ok_or_else(|| missing_arg(2))?;
            let n = attr_name(arg1(a)?)?;
            dunder::setattr(ctx, &a.pos[0], &n, v)?;
            Ok(Value::None)
        }),
        "__delattr__" if plain => Some(|_, a| {
            let n = attr_name(arg1(a)?)?;
            dunder::delattr(&a.pos[0], &n)?;
            Ok(Value::None)
        }),
        "__eq__" => cmp!(CmpOp::Eq),
        "__ne__" => cmp!(CmpOp::Ne),
        // complex has no order: its comparisons decline, and the operator raises.
        "__lt__" | "__le__" | "__gt__" | "__ge__" if matches!(obj, Value::Complex(..)) => {
            Some(|_, _| Ok(Value::NotImplemented))
        }
        "__lt__" => cmp!(CmpOp::Lt),
        "__le__" => cmp!(CmpOp::Le),
        "__gt__" => cmp!(CmpOp::Gt),
        "__ge__" => cmp!(CmpOp::Ge),
        "__hash__" => Some(hash),
        "__str__" => Some(str_),
        "__repr__" => Some(repr),
        "__format__" => Some(format),
        _ => None,
    }
}

/// A kind of built-in value, for which operands a special method takes.
fn kind(v: &Value) -> u8 {
    match v {
        Value::Int(_) | Value::Bool(_) | Value::Long(_) => 1,
        Value::Float(_) => 2,
        Value::Str(_) => 3,
        Value::List(_) => 4,
        Value::Tuple(_) => 5,
        Value::Dict(_) => 6,
        Value::Set(_) => 7,
        Value::Range { .. } => 8,
        Value::None => 9,
        Value::Complex(..) => 10,
        _ => 0,
    }
}

/// Whether an arithmetic or set special method takes `other`: CPython's number and set slots
/// answer NotImplemented for another type (`(3).__add__(1.5)`, `set().__or__([])`); the
/// sequences' own methods raise their TypeErrors.
fn operand_fits(obj: &Value, other: &Value) -> bool {
    match (kind(obj), kind(other)) {
        (1, o) => o == 1,
        (2, o) => o == 1 || o == 2,
        (6, o) | (7, o) => o == kind(obj),
        (10, o) => matches!(o, 1 | 2 | 10),
        _ => true,
    }
}

/// Whether a comparison's special method takes `other` (an int's takes ints, a float's ints
/// and floats, the other built-in types their own kind), else NotImplemented as in CPython.
fn comparable(obj: &Value, other: &Value) -> bool {
    match (kind(obj), kind(other)) {
        (0, _) => true,
        (1, o) => o == 1,
        (2, o) => o == 1 || o == 2,
        (10, o) => matches!(o, 1 | 2 | 10),
        (a, b) => a == b,
    }
}

/// The type a class method of a built-in type is bound to: the type itself, or an instance's.
fn owner(v: &Value) -> Value {
    match v {
        Value::Native(n) if super::is_type_name(&n.name) => v.clone(),
        v => super::introspect::type_of(v),
    }
}

/// Class methods of the built-in types: on the type they bind to the type.
pub(super) const CLASS_METHODS: &[&str] = &[
    "__class_getitem__",
    "__init_subclass__",
    "__subclasshook__",
    "__getformat__",
    "fromhex",
];

fn as_float(a: &Args) -> f64 {
    match a.pos[0] {
        Value::Float(f) => f,
        _ => 0.0,
    }
}

fn attr_name(v: &Value) -> Result<std::rc::Rc<str>, PyErr> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        v => Err(PyErr::type_error(format!(
            "attribute name must be string, not '{}'",
            v.type_name()
        ))),
    }
}

/// `x.__sizeof__()` where CPython's answer depends on the value alone (a list's, dict's and
/// set's depend on their allocation history, which the VM does not keep: None).
fn sizeof(v: &Value) -> Option<i64> {
    Some(match v {
        Value::Int(_) | Value::Bool(_) | Value::Long(_) => {
            // 30-bit digits after a 24-byte header, at least one.
            let bits = crate::long::bit_length(&crate::long::big_of(v).unwrap_or_default());
            24 + 4 * ((bits + 29) / 30).max(1)
        }
        Value::Float(_) => 24,
        Value::Tuple(t) => 24 + 8 * t.len() as i64,
        Value::Range { .. } => 48,
        Value::None => 16,
        Value::Slice(_) => 40,
        Value::Str(s) => {
            let (n, widest) = s
                .chars()
                .fold((0i64, 0u32), |(n, w), c| (n + 1, w.max(c as u32)));
            match widest {
                0..=0x7f => 48 + n + 1,
                0x80..=0xff => 72 + n + 1,
                0x100..=0xffff => 72 + 2 * (n + 1),
                _ => 72 + 4 * (n + 1),
            }
        }
        _ => return None,
    })
}

/// `lst.__init__(it)`, `s.__init__(it)` empty the container and fill it again; `d.__init__(m)`
/// updates, as CPython's.
fn reinit(ctx: &mut crate::native::Ctx, a: &Args) -> crate::native::NativeResult {
    if a.pos.len() > 2 {
        return Err(PyErr::type_error(format!(
            "{} expected at most 1 argument, got {}",
            a.pos[0].type_name(),
            a.pos.len() - 1
        ))
        .into());
    }
    let fill = match &a.pos[0] {
        Value::List(_) => "extend",
        Value::Set(_) => "update",
        _ => "update",
    };
    let call = |ctx: &mut crate::native::Ctx, name: &str, pos: Vec<Value>, kw| match &super::method(
        &a.pos[0], name,
    )? {
        Value::BoundNative(m) => (m.1.f)(ctx, &Args { pos, kw }),
        _ => Ok(Value::None),
    };
    if fill == "extend" || matches!(a.pos[0], Value::Set(_)) {
        call(ctx, "clear", vec![a.pos[0].clone()], Vec::new())?;
    }
    if a.pos.len() == 1 && a.kw.is_empty() {
        return Ok(Value::None);
    }
    // `extend` and `update` answer None, after any Python calls of their own.
    call(ctx, fill, a.pos.clone(), a.kw.clone())
}

fn pos(pos: Vec<Value>) -> Args {
    Args {
        pos,
        kw: Vec::new(),
    }
}

fn arg1(a: &Args) -> Result<&Value, PyErr> {
    a.pos.get(1).ok_or_else(|| missing_arg(1))
}

fn missing_arg(n: usize) -> PyErr {
    PyErr::type_error(format!(
        "expected {n} argument{}, got {}",
        if n == 1 { "" } else { "s" },
        n - 1
    ))
}

/// The names `foreign_protocol` answers.
pub(crate) const PROTOCOL_NAMES: &[&str] = &[
    "__add__",
    "__sub__",
    "__mul__",
    "__matmul__",
    "__truediv__",
    "__div__",
    "__floordiv__",
    "__mod__",
    "__pow__",
    "__lshift__",
    "__rshift__",
    "__and__",
    "__or__",
    "__xor__",
    "__iadd__",
    "__isub__",
    "__imul__",
    "__itruediv__",
    "__ifloordiv__",
    "__imod__",
    "__ipow__",
    "__iand__",
    "__ior__",
    "__ixor__",
    "__radd__",
    "__rsub__",
    "__rmul__",
    "__rmatmul__",
    "__rtruediv__",
    "__rfloordiv__",
    "__rmod__",
    "__rpow__",
    "__rand__",
    "__ror__",
    "__rxor__",
    "__eq__",
    "__ne__",
    "__lt__",
    "__le__",
    "__gt__",
    "__ge__",
    "__contains__",
    "__neg__",
    "__pos__",
    "__invert__",
    "__abs__",
    "__len__",
    "__iter__",
    "__getitem__",
    "__setitem__",
    "__bool__",
    "__repr__",
    "__str__",
    "__format__",
    "__hash__",
    "__float__",
    "__int__",
];

/// The special methods of a host value (a tensor) as attributes, for the host classes that
/// have them (`Host::class_member`): each runs the operator or builtin the VM runs for the value
/// (`t.__add__(1)` is `t + 1`, `Tensor.__getitem__(t, 0)` is `t[0]`).
pub(crate) fn foreign_protocol(name: &str) -> Option<NativeFn> {
    use super::super::code::{CmpOp, UnaryOp};
    macro_rules! bin {
        ($op:expr, $inplace:expr) => {
            Some(|ctx, a| dunder::binary(ctx, $op, &a.pos[0], arg1(a)?, $inplace))
        };
    }
    macro_rules! rbin {
        ($op:expr) => {
            Some(|ctx, a| dunder::binary(ctx, $op, arg1(a)?, &a.pos[0], false))
        };
    }
    macro_rules! cmp {
        ($op:expr) => {
            Some(|ctx, a| dunder::compare(ctx, $op, &a.pos[0], arg1(a)?))
        };
    }
    macro_rules! un {
        ($op:expr) => {
            Some(|ctx, a| dunder::unary(ctx, $op, &a.pos[0]))
        };
    }
    match name {
        "__add__" => bin!(BinOp::Add, false),
        "__sub__" => bin!(BinOp::Sub, false),
        "__mul__" => bin!(BinOp::Mul, false),
        "__matmul__" => bin!(BinOp::MatMul, false),
        "__truediv__" | "__div__" => bin!(BinOp::Div, false),
        "__floordiv__" => bin!(BinOp::FloorDiv, false),
        "__mod__" => bin!(BinOp::Mod, false),
        "__pow__" => bin!(BinOp::Pow, false),
        "__lshift__" => bin!(BinOp::LShift, false),
        "__rshift__" => bin!(BinOp::RShift, false),
        "__and__" => bin!(BinOp::BitAnd, false),
        "__or__" => bin!(BinOp::BitOr, false),
        "__xor__" => bin!(BinOp::BitXor, false),
        "__iadd__" => bin!(BinOp::Add, true),
        "__isub__" => bin!(BinOp::Sub, true),
        "__imul__" => bin!(BinOp::Mul, true),
        "__itruediv__" => bin!(BinOp::Div, true),
        "__ifloordiv__" => bin!(BinOp::FloorDiv, true),
        "__imod__" => bin!(BinOp::Mod, true),
        "__ipow__" => bin!(BinOp::Pow, true),
        "__iand__" => bin!(BinOp::BitAnd, true),
        "__ior__" => bin!(BinOp::BitOr, true),
        "__ixor__" => bin!(BinOp::BitXor, true),
        "__radd__" => rbin!(BinOp::Add),
        "__rsub__" => rbin!(BinOp::Sub),
        "__rmul__" => rbin!(BinOp::Mul),
        "__rmatmul__" => rbin!(BinOp::MatMul),
        "__rtruediv__" => rbin!(BinOp::Div),
        "__rfloordiv__" => rbin!(BinOp::FloorDiv),
        "__rmod__" => rbin!(BinOp::Mod),
        "__rpow__" => rbin!(BinOp::Pow),
        "__rand__" => rbin!(BinOp::BitAnd),
        "__ror__" => rbin!(BinOp::BitOr),
        "__rxor__" => rbin!(BinOp::BitXor),
        "__eq__" => cmp!(CmpOp::Eq),
        "__ne__" => cmp!(CmpOp::Ne),
        "__lt__" => cmp!(CmpOp::Lt),
        "__le__" => cmp!(CmpOp::Le),
        "__gt__" => cmp!(CmpOp::Gt),
        "__ge__" => cmp!(CmpOp::Ge),
        "__contains__" => Some(|ctx, a| dunder::compare(ctx, CmpOp::In, arg1(a)?, &a.pos[0])),
        "__neg__" => un!(UnaryOp::Neg),
        "__pos__" => un!(UnaryOp::Pos),
        "__invert__" => un!(UnaryOp::Invert),
        "__abs__" => Some(abs),
        "__len__" => Some(len),
        "__iter__" => Some(|ctx, a| dunder::iter(ctx, &a.pos[0])),
        "__getitem__" => Some(|ctx, a| dunder::getitem(ctx, &a.pos[0], arg1(a)?)),
        "__setitem__" => Some(|ctx, a| {
            let v = a.pos.get(2).cloned().ok_or_else(|| missing_arg(2))?;
            dunder::setitem(ctx, &a.pos[0], arg1(a)?, v)?;
            Ok(Value::None)
        }),
        "__bool__" => Some(|ctx, a| Ok(Value::Bool(dunder::truthy(ctx, &a.pos[0])?))),
        "__repr__" => Some(repr),
        "__str__" => Some(str_),
        "__format__" => Some(format),
        "__hash__" => Some(hash),
        "__float__" => Some(|ctx, a| (ctx.host.to_number)(ctx, &a.pos[0], "float")),
        "__int__" => Some(|ctx, a| (ctx.host.to_number)(ctx, &a.pos[0], "int")),
        _ => None,
    }
}
