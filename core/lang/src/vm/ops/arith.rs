//! Arithmetic and comparison: binary and in-place operators, unary operators, comparisons.

use super::super::fast::Fast;
use super::super::push;
use super::super::step::top;
use super::super::{Frame, Step, Vm};
use crate::code::{BinOp, CmpOp, Instr, UnaryOp};
use crate::dunder;
use crate::errors::PyErr;
use crate::value::Value;

// The general path (`Vm::step`).
impl Vm {
    /// `Binary(op)` and `InPlace(op)`.
    pub(in super::super) fn binary(
        &mut self,
        fi: usize,
        instr: Instr,
        op: BinOp,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let n = frame.stack.len();
        if let (Value::Int(x), Value::Int(y)) = (&frame.stack[n - 2], &frame.stack[n - 1]) {
            // Small-int arithmetic is most of a loop's work: no clones, no dispatch.
            let r = match op {
                BinOp::Add => x.checked_add(*y),
                BinOp::Sub => x.checked_sub(*y),
                BinOp::Mul => x.checked_mul(*y),
                _ => None,
            };
            if let Some(r) = r {
                push::pop_plain(&mut frame.stack, 2);
                frame.stack.push(Value::Int(r));
                frame.pc = next_pc;
                return Ok(Step::Next);
            }
        }
        let (a, b) = (top(frame, 1).clone(), top(frame, 0).clone());
        let inplace = matches!(instr, Instr::InPlace(_));
        let r = dunder::binary(&mut self.ctx, op, &a, &b, inplace);
        self.complete(fi, 2, r, next_pc)
    }

    pub(in super::super) fn unary(
        &mut self,
        fi: usize,
        op: UnaryOp,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let a = top(frame, 0).clone();
        let r = dunder::unary(&mut self.ctx, op, &a);
        self.complete(fi, 1, r, next_pc)
    }

    pub(in super::super) fn compare(
        &mut self,
        fi: usize,
        op: CmpOp,
        next_pc: usize,
    ) -> Result<Step, PyErr> {
        let frame = &mut self.frames[fi];
        let n = frame.stack.len();
        if let (Value::Int(x), Value::Int(y)) = (&frame.stack[n - 2], &frame.stack[n - 1]) {
            let r = match op {
                CmpOp::Lt => Some(x < y),
                CmpOp::Le => Some(x <= y),
                CmpOp::Gt => Some(x > y),
                CmpOp::Ge => Some(x >= y),
                CmpOp::Eq => Some(x == y),
                CmpOp::Ne => Some(x != y),
                _ => None,
            };
            if let Some(r) = r {
                push::pop_plain(&mut frame.stack, 2);
                frame.stack.push(Value::Bool(r));
                frame.pc = next_pc;
                return Ok(Step::Next);
            }
        }
        let (a, b) = (top(frame, 1).clone(), top(frame, 0).clone());
        let r = dunder::compare(&mut self.ctx, op, &a, &b);
        self.complete(fi, 2, r, next_pc)
    }
}

// The fast loop (`Vm::run_fast`).

/// `Some(result)` of an int operation when it is a plain i64 (else the general path decides:
/// big ints, division by zero, negative shifts...).
#[inline]
fn int_op(op: BinOp, x: i64, y: i64) -> Option<i64> {
    match op {
        BinOp::Add => x.checked_add(y),
        BinOp::Sub => x.checked_sub(y),
        BinOp::Mul => x.checked_mul(y),
        BinOp::FloorDiv if y != 0 => {
            let q = x.checked_div(y)?;
            // Python rounds toward negative infinity.
            Some(if (x % y != 0) && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            })
        }
        BinOp::Mod if y != 0 => {
            let r = x.checked_rem(y)?;
            // Python's remainder takes the divisor's sign.
            Some(if r != 0 && ((r < 0) != (y < 0)) {
                r + y
            } else {
                r
            })
        }
        BinOp::BitAnd => Some(x & y),
        BinOp::BitOr => Some(x | y),
        BinOp::BitXor => Some(x ^ y),
        _ => None,
    }
}

#[inline]
fn float_op(op: BinOp, x: f64, y: f64) -> Option<f64> {
    let r = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div if y != 0.0 => x / y,
        _ => return None,
    };
    // A NaN result is a new object (`crate::arith::fresh_nan`).
    Some(if r.is_nan() {
        crate::arith::fresh_nan(r)
    } else {
        r
    })
}

/// A unary operation on a plain scalar (an int that overflows, a tensor... go the general way).
#[inline]
fn unary(op: UnaryOp, v: &Value) -> Option<Value> {
    Some(match (op, v) {
        (UnaryOp::Neg, &Value::Int(x)) => Value::Int(x.checked_neg()?),
        (UnaryOp::Neg, &Value::Float(x)) => Value::Float(-x),
        (UnaryOp::Pos, &Value::Int(x)) => Value::Int(x),
        (UnaryOp::Pos, &Value::Float(x)) => Value::Float(x),
        (UnaryOp::Invert, &Value::Int(x)) => Value::Int(!x),
        (UnaryOp::Not, &Value::Bool(b)) => Value::Bool(!b),
        (UnaryOp::Not, &Value::Int(x)) => Value::Bool(x == 0),
        (UnaryOp::Not, &Value::Float(x)) => Value::Bool(x == 0.0),
        (UnaryOp::Not, Value::None) => Value::Bool(true),
        _ => return None,
    })
}

#[inline]
fn cmp<T: PartialOrd>(op: CmpOp, x: T, y: T) -> Option<bool> {
    Some(match op {
        CmpOp::Lt => x < y,
        CmpOp::Le => x <= y,
        CmpOp::Gt => x > y,
        CmpOp::Ge => x >= y,
        CmpOp::Eq => x == y,
        CmpOp::Ne => x != y,
        _ => return None,
    })
}

/// `Binary(op)` and `InPlace(op)`.
#[inline(always)]
pub(in super::super) fn fast_binary(frame: &mut Frame, op: BinOp) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    if len < 2 {
        return Fast::Stop;
    }
    // The result overwrites the left operand's payload: same type, no move.
    let (left, right) = stack.split_at_mut(len - 1);
    match (&mut left[len - 2], &right[0]) {
        (Value::Int(x), &Value::Int(y)) => match int_op(op, *x, y) {
            Some(r) => *x = r,
            None => return Fast::Stop,
        },
        (Value::Float(x), &Value::Float(y)) => match float_op(op, *x, y) {
            Some(r) => *x = r,
            None => return Fast::Stop,
        },
        _ => return Fast::Stop,
    }
    push::pop_plain(stack, 1);
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_unary(frame: &mut Frame, op: UnaryOp) -> Fast {
    let stack = &mut frame.stack;
    let Some(top) = stack.last_mut() else {
        return Fast::Stop;
    };
    let Some(r) = unary(op, top) else {
        return Fast::Stop;
    };
    *top = r;
    Fast::Next
}

#[inline(always)]
pub(in super::super) fn fast_compare(frame: &mut Frame, op: CmpOp) -> Fast {
    let stack = &mut frame.stack;
    let len = stack.len();
    if len < 2 {
        return Fast::Stop;
    }
    let r = match (&stack[len - 2], &stack[len - 1]) {
        (Value::Int(x), Value::Int(y)) => cmp(op, x, y),
        (Value::Float(x), Value::Float(y)) => cmp(op, x, y),
        // Identity never calls Python.
        (x, y) if matches!(op, CmpOp::Is | CmpOp::IsNot) => {
            let r = crate::arith::identical(x, y) == (op == CmpOp::Is);
            push::pop_drop(stack, 2);
            stack.push(Value::Bool(r));
            return Fast::Next;
        }
        // `key in a_set`, `key in a_dict` with a key hashed and compared natively.
        (x, Value::Set(t)) if matches!(op, CmpOp::In | CmpOp::NotIn) => {
            let Some(hit) = t.borrow().contains_native(x) else {
                return Fast::Stop;
            };
            push::pop_drop(stack, 2);
            stack.push(Value::Bool(hit == (op == CmpOp::In)));
            return Fast::Next;
        }
        (x, Value::Dict(t)) if matches!(op, CmpOp::In | CmpOp::NotIn) => {
            let Some(hit) = t.borrow().contains_native(x) else {
                return Fast::Stop;
            };
            push::pop_drop(stack, 2);
            stack.push(Value::Bool(hit == (op == CmpOp::In)));
            return Fast::Next;
        }
        _ => None,
    };
    let Some(r) = r else { return Fast::Stop };
    push::pop_plain(stack, 1);
    // The left operand is an int or a float: overwritten without a drop.
    std::mem::forget(std::mem::replace(&mut stack[len - 2], Value::Bool(r)));
    Fast::Next
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_ops_round_and_sign_as_python() {
        // CPython 3.11: -7 // 2 == -4, -7 % 2 == 1, 7 // -2 == -4, 7 % -2 == -1, -8 % 4 == 0.
        assert_eq!(int_op(BinOp::FloorDiv, -7, 2), Some(-4));
        assert_eq!(int_op(BinOp::Mod, -7, 2), Some(1));
        assert_eq!(int_op(BinOp::FloorDiv, 7, -2), Some(-4));
        assert_eq!(int_op(BinOp::Mod, 7, -2), Some(-1));
        assert_eq!(int_op(BinOp::Mod, -8, 4), Some(0));
        assert_eq!(int_op(BinOp::FloorDiv, 6, 3), Some(2));
        // Left to the general path: ZeroDivisionError, and results past i64 (a big int there).
        assert_eq!(int_op(BinOp::FloorDiv, 1, 0), None);
        assert_eq!(int_op(BinOp::Mod, 1, 0), None);
        assert_eq!(int_op(BinOp::FloorDiv, i64::MIN, -1), None);
        assert_eq!(int_op(BinOp::Add, i64::MAX, 1), None);
        assert_eq!(int_op(BinOp::Pow, 2, 3), None);
        assert_eq!(float_op(BinOp::Div, 1.0, 0.0), None);
        assert_eq!(float_op(BinOp::Div, 1.0, 4.0), Some(0.25));
    }
}
