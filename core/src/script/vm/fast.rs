//! The fast path: instructions that touch only the top frame's slots and stack (loads, stores,
//! small-int and float arithmetic, comparisons, jumps, `for` over a range or a list) run here in a
//! tight loop, without the per-instruction work of [`Vm::run`] (the dispatcher's replay log and
//! Debug check, which only matter around instructions that can launch kernels) and without the
//! general [`Vm::step`]'s dispatch. Anything else, and any case whose answer is not plain (an
//! overflow, a division by zero, an unbound local, a tensor's truth), stops the loop at that
//! instruction, which the general path then runs, with its errors and calls. So the two paths
//! agree on every program; this one is only quicker where it applies.

use std::rc::Rc;

use super::caches::class_method;
use super::push::{
    copy_value, drop_value, dup_top, insert_below_top, move_top, pop_drop, push_copy, push_int,
    push_moved, Method,
};
use super::step::is_simple;
use super::{Frame, FrameKind, Step, Vm, RECURSION_LIMIT};
use crate::script::code::{BinOp, CmpOp, Instr, UnaryOp};
use crate::script::compile::SWAPPED;
use crate::script::errors::PyErr;
use crate::script::native::{Args, Flow};
use crate::script::value::{Function, Iter, Value};
use crate::script::{builtins, objects};

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

/// The bookkeeping of an instruction that ends with `continue` (the loop's foot is skipped).
#[inline(always)]
fn continue_store(pc: &mut usize, n: &mut u64) {
    *pc += 1;
    *n += 1;
}

#[inline]
fn float_op(op: BinOp, x: f64, y: f64) -> Option<f64> {
    match op {
        BinOp::Add => Some(x + y),
        BinOp::Sub => Some(x - y),
        BinOp::Mul => Some(x * y),
        BinOp::Div if y != 0.0 => Some(x / y),
        _ => None,
    }
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

/// `obj[idx]` when its answer is plain: an int index in range of a list or tuple, or a str key a
/// dict holds (only a str equals a str in Python's `==`, so the scan compares strs alone).
#[inline]
fn subscr(obj: &Value, idx: &Value) -> Option<Value> {
    match (obj, idx) {
        (Value::List(l), &Value::Int(i)) => {
            let l = l.borrow();
            l.get(plain_index(i, l.len())?).cloned()
        }
        (Value::Tuple(t), &Value::Int(i)) => t.get(plain_index(i, t.len())?).cloned(),
        (Value::Dict(d), Value::Str(k)) => d.borrow().iter().find_map(|(key, v)| match key {
            Value::Str(s) if Rc::ptr_eq(s, k) || **s == **k => Some(v.clone()),
            _ => None,
        }),
        _ => None,
    }
}

/// `obj[idx] = v` when it is plain: an int index in range of a list, or a str key of a dict
/// (replaced where a key equal to it is, else added, as `dict_set` does). `false`: not done.
#[inline]
fn store_subscr(obj: &Value, idx: &Value, v: &Value) -> bool {
    match (obj, idx) {
        (Value::List(l), &Value::Int(i)) => {
            let mut l = l.borrow_mut();
            match plain_index(i, l.len()) {
                Some(j) => {
                    l[j] = v.clone();
                    true
                }
                None => false,
            }
        }
        (Value::Dict(d), Value::Str(k)) => {
            let mut d = d.borrow_mut();
            let slot = d.iter_mut().find(|(key, _)| match key {
                Value::Str(s) => Rc::ptr_eq(s, k) || **s == **k,
                _ => false,
            });
            match slot {
                Some(p) => p.1 = v.clone(),
                None => d.push((idx.clone(), v.clone())),
            }
            true
        }
        _ => false,
    }
}

/// A Python index (negative from the end) into `len` items, when it is in range.
#[inline]
fn plain_index(i: i64, len: usize) -> Option<usize> {
    let j = if i < 0 { i.checked_add(len as i64)? } else { i };
    (0..len as i64).contains(&j).then_some(j as usize)
}

/// Resets a returning frame of `f` (a simple function, see [`is_simple`]) to run `f` again from
/// the start with `arg` as its first parameter, the others taking their defaults.
fn rerun_with(frame: &mut Frame, f: &Function, arg: Value) {
    frame.stack.clear();
    frame.handlers.clear();
    frame.handling.clear();
    let locals = &mut frame.locals;
    locals.clear();
    locals.push(Some(arg));
    let argcount = f.code.argcount as usize;
    let first_default = argcount - f.defaults.len();
    while locals.len() < argcount {
        locals.push(Some(f.defaults[locals.len() - first_default].clone()));
    }
    locals.resize(f.code.locals.len(), None);
}

impl Vm {
    /// Runs up to `fuel` fast-path instructions in the top frame; returns how many ran. Stops
    /// before the first instruction it does not handle (the caller runs that one generally), or
    /// after a native call that needs the general protocol: then the second value is that
    /// instruction's outcome, as [`Vm::step`] would have returned it (not counted in the first).
    pub(super) fn run_fast(&mut self, fuel: u64) -> (u64, Option<Result<Step, PyErr>>) {
        let mut n = 0;
        // Calls and returns between plain Python functions switch frames without leaving.
        'frames: loop {
            let depth = self.frames.len();
            let Some((frame, callers)) = self.frames.split_last_mut() else {
                return (n, None);
            };
            if !matches!(
                frame.kind,
                FrameKind::Normal | FrameKind::Init(_) | FrameKind::Discard | FrameKind::Gen(..)
            ) {
                return (n, None);
            }
            let code = frame.code.clone();
            let instrs = &code.instrs[..];
            let mut pc = frame.pc;
            while n < fuel {
                let Some(&instr) = instrs.get(pc) else { break };
                let stack = &mut frame.stack;
                match instr {
                    Instr::LoadFast(i) => match &frame.locals[i as usize] {
                        Some(v) => push_copy(stack, v),
                        None => break,
                    },
                    Instr::StoreFast(i) => {
                        let slot = &mut frame.locals[i as usize];
                        let len = stack.len();
                        match stack.last() {
                            Some(&Value::Int(x)) => *slot = Some(Value::Int(x)),
                            Some(&Value::Float(x)) => *slot = Some(Value::Float(x)),
                            Some(_) => {
                                *slot = stack.pop();
                                continue_store(&mut pc, &mut n);
                                continue;
                            }
                            None => break,
                        }
                        // A scalar was copied field by field: dropping it from the stack is free.
                        stack.truncate(len - 1);
                    }
                    Instr::LoadConst(i) => push_copy(stack, &code.consts[i as usize]),
                    Instr::Binary(op) | Instr::InPlace(op) => {
                        let len = stack.len();
                        if len < 2 {
                            break;
                        }
                        // The result overwrites the left operand's payload: same type, no move.
                        let (left, right) = stack.split_at_mut(len - 1);
                        match (&mut left[len - 2], &right[0]) {
                            (Value::Int(x), &Value::Int(y)) => match int_op(op, *x, y) {
                                Some(r) => *x = r,
                                None => break,
                            },
                            (Value::Float(x), &Value::Float(y)) => match float_op(op, *x, y) {
                                Some(r) => *x = r,
                                None => break,
                            },
                            _ => break,
                        }
                        stack.truncate(len - 1);
                    }
                    Instr::Unary(op) => {
                        let Some(top) = stack.last_mut() else { break };
                        let Some(r) = unary(op, top) else { break };
                        *top = r;
                    }
                    Instr::Compare(op) => {
                        let len = stack.len();
                        if len < 2 {
                            break;
                        }
                        let r = match (&stack[len - 2], &stack[len - 1]) {
                            (Value::Int(x), Value::Int(y)) => cmp(op, x, y),
                            (Value::Float(x), Value::Float(y)) => cmp(op, x, y),
                            _ => None,
                        };
                        let Some(r) = r else { break };
                        stack.truncate(len - 1);
                        stack[len - 2] = Value::Bool(r);
                    }
                    Instr::Jump(t) => {
                        pc = t as usize;
                        n += 1;
                        continue;
                    }
                    Instr::JumpIfFalse(t) | Instr::JumpIfTrue(t) => {
                        let b = match stack.last() {
                            Some(Value::Bool(b)) => *b,
                            Some(Value::Int(i)) => *i != 0,
                            Some(Value::None) => false,
                            _ => break,
                        };
                        stack.pop();
                        n += 1;
                        pc = if b == matches!(instr, Instr::JumpIfTrue(_)) {
                            t as usize
                        } else {
                            pc + 1
                        };
                        continue;
                    }
                    Instr::ForIter(t) => {
                        let Some(Value::Iterator(it)) = stack.last() else {
                            break;
                        };
                        // Every `Iter` steps without calling back into Python; a range's next
                        // value is pushed as it is made.
                        let mut iter = it.borrow_mut();
                        if let Iter::Range { next, stop, step } = &mut *iter {
                            let v = *next;
                            if (*step > 0 && v < *stop) || (*step < 0 && v > *stop) {
                                *next += *step;
                                drop(iter);
                                // `for i in range(...)`: the `StoreFast` that follows takes the
                                // value straight into its slot (two instructions, one dispatch,
                                // when the fuel covers both).
                                if let (Some(&Instr::StoreFast(j)), true) =
                                    (instrs.get(pc + 1), n + 2 <= fuel)
                                {
                                    match &mut frame.locals[j as usize] {
                                        Some(Value::Int(x)) => *x = v,
                                        slot => {
                                            if let Some(old) = slot.replace(Value::Int(v)) {
                                                drop_value(old);
                                            }
                                        }
                                    }
                                    pc += 2;
                                    n += 2;
                                    continue;
                                }
                                push_int(stack, v);
                                pc += 1;
                                n += 1;
                                continue;
                            }
                        }
                        let next = iter.next_value();
                        drop(iter);
                        n += 1;
                        match next {
                            Some(v) => {
                                stack.push(v);
                                pc += 1;
                            }
                            None => {
                                stack.pop();
                                pc = t as usize;
                            }
                        }
                        continue;
                    }
                    Instr::Pop => {
                        if stack.is_empty() {
                            break;
                        }
                        pop_drop(stack, 1);
                    }
                    Instr::Dup => {
                        if !dup_top(stack) {
                            break;
                        }
                    }
                    Instr::Rot2 => {
                        let len = stack.len();
                        if len < 2 {
                            break;
                        }
                        stack.swap(len - 1, len - 2);
                    }
                    Instr::LoadGlobal(i) => {
                        let Some(v) = self.globals.load(&code, i, &self.builtins) else {
                            break;
                        };
                        push_copy(stack, v);
                    }
                    Instr::LoadAttr(i) => {
                        // Attributes of instances of Python classes (no dispatcher involved);
                        // a property or `__getattr__` (a call) goes the general way.
                        let name = &code.names[i as usize];
                        let found = match stack.last() {
                            // An instance's own attribute, found by the interned name's pointer,
                            // while no property could shadow it (`objects::getattr`'s shortcut).
                            Some(obj @ Value::Object(o)) => {
                                if objects::no_properties()
                                    && !matches!(&**name, "__class__" | "__dict__")
                                {
                                    // Copied field by field from the attribute into the slot
                                    // the instance held (a value built first and then moved
                                    // stalled on its own stores); the instance is kept alive
                                    // by `o` meanwhile.
                                    let o = o.clone();
                                    let attrs = o.attrs.borrow();
                                    if let Some(v) = attrs.get_rc(name) {
                                        pop_drop(stack, 1);
                                        push_copy(stack, v);
                                        drop(attrs);
                                        drop_value(Value::Object(o));
                                        pc += 1;
                                        n += 1;
                                        continue;
                                    }
                                }
                                objects::getattr(obj, name)
                            }
                            // Methods of the built-in containers and str (`xs.append`).
                            Some(
                                obj @ (Value::List(_)
                                | Value::Dict(_)
                                | Value::Str(_)
                                | Value::Tuple(_)
                                | Value::Set(_)),
                            ) => builtins::method(obj, name).map_err(Flow::Raise),
                            _ => break,
                        };
                        let Ok(v) = found else { break };
                        pop_drop(stack, 1);
                        push_moved(stack, v);
                    }
                    Instr::LoadSubscr => {
                        // `xs[i]` on a list or tuple in range, `d[k]` on a dict with a str key
                        // that is there; errors and everything else go the general way.
                        let len = stack.len();
                        if len < 2 {
                            break;
                        }
                        let Some(v) = subscr(&stack[len - 2], &stack[len - 1]) else {
                            break;
                        };
                        stack.truncate(len - 2);
                        stack.push(v);
                    }
                    Instr::StoreSubscr => {
                        let len = stack.len();
                        if len < 3
                            || !store_subscr(&stack[len - 2], &stack[len - 1], &stack[len - 3])
                        {
                            break;
                        }
                        stack.truncate(len - 3);
                    }
                    Instr::StoreAttr(raw) => {
                        let len = stack.len();
                        if len < 2 {
                            break;
                        }
                        let (obj, value) = if raw & SWAPPED != 0 {
                            (&stack[len - 2], &stack[len - 1])
                        } else {
                            (&stack[len - 1], &stack[len - 2])
                        };
                        if !matches!(obj, Value::Object(_)) {
                            break;
                        }
                        let name = &code.names[(raw & !SWAPPED) as usize];
                        match obj {
                            Value::Object(o) if objects::no_properties() => {
                                let old = o.attrs.borrow_mut().set_rc(name, copy_value(value));
                                if let Some(old) = old {
                                    drop_value(old);
                                }
                            }
                            _ => {
                                if objects::setattr(obj, name, value.clone()).is_err() {
                                    break;
                                }
                            }
                        }
                        pop_drop(stack, 2);
                    }
                    Instr::LoadMethod(i) => {
                        // A plain function of an instance's class (when the instance's own
                        // attributes do not shadow it), or a native method of a built-in
                        // container or str: pushed with the receiver, no bound object made.
                        let name = &code.names[i as usize];
                        let method = match stack.last() {
                            Some(Value::Object(o)) => {
                                let Some(f) = class_method(&code, i, &o.class) else {
                                    break;
                                };
                                if o.attrs.borrow().get_rc(name).is_some()
                                    || matches!(&**name, "__class__" | "__dict__")
                                {
                                    break;
                                }
                                Method::Function(f)
                            }
                            Some(
                                obj @ (Value::List(_)
                                | Value::Dict(_)
                                | Value::Str(_)
                                | Value::Tuple(_)
                                | Value::Set(_)),
                            ) => {
                                let ty = obj.type_name();
                                let hit = code.method_cache.borrow().iter().find_map(|e| {
                                    (e.0 == i && std::ptr::eq(e.1, ty)).then(|| e.2.clone())
                                });
                                match hit {
                                    Some(f) => Method::Native(f),
                                    None => match builtins::container_method(obj, name) {
                                        Some(f) => {
                                            let mut cache = code.method_cache.borrow_mut();
                                            if cache.len() < 16 {
                                                cache.push((i, ty, f.clone()));
                                            }
                                            Method::Native(f)
                                        }
                                        None => break,
                                    },
                                }
                            }
                            _ => break,
                        };
                        // The method goes under its receiver: the receiver moves up a slot.
                        insert_below_top(stack, method);
                    }
                    Instr::Call { .. } | Instr::CallMethod(_) => {
                        // As in `Vm::step`: `CallMethod` with the marker calls the value above it
                        // (popping the marker too), else the method with its receiver first.
                        let (argc, base, bottom) = match instr {
                            Instr::Call { argc, kwnames } if kwnames == u32::MAX => {
                                let Some(base) = stack.len().checked_sub(argc as usize + 1) else {
                                    break;
                                };
                                (argc, base, base)
                            }
                            Instr::CallMethod(argc) => {
                                let Some(at) = stack.len().checked_sub(argc as usize + 2) else {
                                    break;
                                };
                                match stack[at] {
                                    Value::NotImplemented => (argc, at + 1, at),
                                    _ => (argc + 1, at, at),
                                }
                            }
                            _ => break,
                        };
                        if let Value::Native(nf) = &stack[base] {
                            if let Some(v) = self.specials.call(&self.ctx, nf, &stack[base + 1..]) {
                                stack.truncate(bottom);
                                push_moved(stack, v);
                                pc += 1;
                                n += 1;
                                continue;
                            }
                        }
                        let (f, receiver) = match &stack[base] {
                            Value::Native(_) | Value::BoundNative(_) => {
                                // A native runs here; if it launched or logged anything (or did
                                // not simply return), the slice loop takes over after it.
                                let mut pos = self.arg_vecs.pop().unwrap_or_default();
                                let f = match &stack[base] {
                                    Value::Native(nf) => nf.f,
                                    Value::BoundNative(b) => {
                                        pos.push(b.0.clone());
                                        b.1.f
                                    }
                                    _ => unreachable!("matched above"),
                                };
                                for v in &stack[base + 1..] {
                                    push_copy(&mut pos, v);
                                }
                                self.ctx.span = code.spans[pc];
                                let args = Args {
                                    pos,
                                    kw: Vec::new(),
                                };
                                let r = f(&mut self.ctx, &args);
                                let mut pos = args.pos;
                                pos.clear();
                                if self.arg_vecs.len() < 16 {
                                    self.arg_vecs.push(pos);
                                }
                                match r {
                                    Ok(v)
                                        if !matches!(v, Value::Torch(_))
                                            && self.ctx.torch.dispatcher.quiet() =>
                                    {
                                        stack.truncate(bottom);
                                        stack.push(v);
                                    }
                                    r => {
                                        // As `Vm::call_instr` finishes it in the general path.
                                        frame.pc = pc;
                                        let npop = stack.len() - bottom;
                                        return (
                                            n,
                                            Some(self.complete(depth - 1, npop, r, pc + 1)),
                                        );
                                    }
                                }
                                pc += 1;
                                n += 1;
                                continue;
                            }
                            Value::Function(f) if is_simple(f, argc) => (f.clone(), None),
                            Value::BoundMethod(b) => match &b.1 {
                                Value::Function(f) if is_simple(f, argc + 1) => {
                                    (f.clone(), Some(b.clone()))
                                }
                                _ => break,
                            },
                            _ => break,
                        };
                        if depth >= RECURSION_LIMIT {
                            break;
                        }
                        n += 1;
                        // Cannot fail: the recursion limit was checked above.
                        let _ = self.fast_call(depth - 1, (base, bottom), pc + 1, f, receiver);
                        continue 'frames;
                    }
                    Instr::Return => {
                        // A plain frame returning to a Python frame: the value lands on its stack.
                        let Some(caller) = callers.last_mut() else {
                            break;
                        };
                        if !matches!(frame.kind, FrameKind::Normal) || stack.is_empty() {
                            break;
                        }
                        if let FrameKind::Native {
                            cont,
                            pending: None,
                        } = &mut caller.kind
                        {
                            // A key function returning to `sorted`/`map`/`min`: its frame runs
                            // again in place on the next item, when the continuation has one.
                            let Some(f) = frame.func.clone().filter(|f| is_simple(f, 1)) else {
                                break;
                            };
                            let Some(v) = stack.pop() else { break };
                            match cont.next_arg(&f, v) {
                                Ok(arg) => {
                                    rerun_with(frame, &f, arg);
                                    pc = 0;
                                    n += 1;
                                    continue;
                                }
                                Err(v) => {
                                    stack.push(v);
                                    break;
                                }
                            }
                        }
                        if caller.is_native() {
                            break;
                        }
                        move_top(stack, &mut caller.stack);
                        caller.in_call = false;
                        n += 1;
                        if let Some(done) = self.frames.pop() {
                            self.recycle_returned(done);
                        }
                        continue 'frames;
                    }
                    _ => break,
                }
                pc += 1;
                n += 1;
            }
            frame.pc = pc;
            return (n, None);
        }
    }
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
