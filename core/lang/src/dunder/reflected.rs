//! The operators' special methods in turn (`Reflected`): `a.__add__(b)`, then `b.__radd__(a)`
//! (the right operand's first when its type is a proper subclass of the left's), and what
//! follows when every one answers `NotImplemented`.

use std::rc::Rc;

use super::{truthy, type_name};
use crate::arith;
use crate::attr;
use crate::builtins;
use crate::code::{BinOp, CmpOp};
use crate::errors::PyErr;
use crate::native::{Ctx, Flow, NativeResult, Then};
use crate::value::Value;

/// Whether a value is a sequence that `*` repeats (an instance of a subclass counts).
fn is_sequence(v: &Value) -> bool {
    matches!(
        crate::subclass::unwrap(v),
        Value::Bytes(_) | Value::ByteArray(_) | Value::List(_) | Value::Tuple(_) | Value::Str(_)
    )
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
pub(super) enum Op {
    Binary(BinOp, bool),
    Compare(CmpOp),
}

impl Reflected {
    /// Makes the first call (as `Then::Operator`), or gives the fallback at once when the
    /// operands have no method for it.
    pub(super) fn start(ctx: &Ctx, op: Op, a: &Value, b: &Value) -> NativeResult {
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
            Op::Binary(BinOp::Mul, inplace) if is_sequence(a) || is_sequence(b) => {
                let (seq, n) = if is_sequence(a) { (a, b) } else { (b, a) };
                if builtins::needs_index(n) {
                    let args = crate::vm::args(vec![seq.clone(), n.clone(), Value::Bool(inplace)]);
                    return builtins::call_prelude(ctx, "_seq_repeat", &args);
                }
                Err(arith::sequence_error(BinOp::Mul, a, b, &type_name)
                    .unwrap_or_else(|| {
                        arith::unsupported_types(BinOp::Mul, &type_name(a), &type_name(b))
                    })
                    .into())
            }
            Op::Binary(op, inplace) => Err(arith::sequence_error(op, a, b, &type_name)
                .unwrap_or_else(|| {
                    let e = arith::unsupported_types(op, &type_name(a), &type_name(b));
                    match inplace {
                        // `a |= 1`: CPython names the augmented operator.
                        true => arith::augmented(e, op),
                        false => e,
                    }
                })
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
impl crate::native::Continuation for Reflected {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        if !matches!(v, Value::NotImplemented) {
            return if self.negate {
                match truthy(ctx, &v) {
                    Ok(b) => Ok(Value::Bool(!b)),
                    Err(Flow::Call(c)) => Err(crate::conts::checks::truth_then(
                        c,
                        Box::new(crate::conts::Negate),
                    )),
                    Err(e) => Err(e),
                }
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

pub(super) fn cmp_names(op: CmpOp) -> Option<(&'static str, &'static str)> {
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
