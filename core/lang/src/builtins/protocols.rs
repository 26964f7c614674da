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
/// TypeError here.
pub(super) fn protocol_method(obj: &Value, name: &str) -> Option<NativeFn> {
    use super::super::code::{CmpOp, UnaryOp};
    macro_rules! bin {
        ($op:expr) => {
            Some(|ctx, a| dunder::binary(ctx, $op, &a.pos[0], arg1(a)?, false))
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
    let seq = matches!(
        obj,
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range { .. }
    );
    let container = seq || matches!(obj, Value::Dict(_) | Value::Set(_));
    let number = matches!(
        obj,
        Value::Int(_) | Value::Bool(_) | Value::Long(_) | Value::Float(_)
    );
    let integer = number && !matches!(obj, Value::Float(_));
    let iterator = matches!(obj, Value::Iterator(_) | Value::Generator(_));
    let concat = matches!(obj, Value::List(_) | Value::Tuple(_) | Value::Str(_));
    let mutable = matches!(obj, Value::List(_) | Value::Dict(_));
    match name {
        "__len__" if container => Some(len),
        "__iter__" if container || iterator => Some(|ctx, a| dunder::iter(ctx, &a.pos[0])),
        "__next__" if iterator => Some(super::iterables::next),
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
        "__add__" if number || concat => bin!(BinOp::Add),
        "__mul__" if number || concat => bin!(BinOp::Mul),
        "__mod__" if number || matches!(obj, Value::Str(_)) => bin!(BinOp::Mod),
        "__sub__" if number || matches!(obj, Value::Set(_)) => bin!(BinOp::Sub),
        "__truediv__" if number => bin!(BinOp::Div),
        "__floordiv__" if number => bin!(BinOp::FloorDiv),
        "__pow__" if number => bin!(BinOp::Pow),
        "__and__" if integer || matches!(obj, Value::Set(_)) => bin!(BinOp::BitAnd),
        "__or__" if integer || matches!(obj, Value::Set(_) | Value::Dict(_)) => {
            bin!(BinOp::BitOr)
        }
        "__xor__" if integer || matches!(obj, Value::Set(_)) => bin!(BinOp::BitXor),
        "__lshift__" if integer => bin!(BinOp::LShift),
        "__rshift__" if integer => bin!(BinOp::RShift),
        "__neg__" if number => un!(UnaryOp::Neg),
        "__pos__" if number => un!(UnaryOp::Pos),
        "__invert__" if integer => un!(UnaryOp::Invert),
        "__abs__" if number => Some(abs),
        "__bool__" if number => Some(|ctx, a| Ok(Value::Bool(dunder::truthy(ctx, &a.pos[0])?))),
        "__eq__" => cmp!(CmpOp::Eq),
        "__ne__" => cmp!(CmpOp::Ne),
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
