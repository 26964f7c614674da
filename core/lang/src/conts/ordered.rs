//! `sum`, `min`, `max`, `sorted` and `list.sort` over instances of Python classes: each `+` or `<`
//! that needs the class's `__add__`/`__radd__`/`__lt__` is a Python call, so the work runs as a
//! continuation that stops at each call and resumes with its answer (the native never holds the
//! Rust stack while Python runs). Values of built-in types on both sides compare and add natively
//! inside the same loop.

use crate::code::{BinOp, CmpOp};
use crate::dunder;
use crate::native::{self, Continuation, Ctx, Flow, NativeResult, Then};
use crate::value::Value;

/// Whether any value needs Python code to be added or ordered: an instance, or a tuple or list
/// holding one (tuples order element by element, through the elements' `__eq__` and `__lt__`).
pub fn has_objects(values: &[Value]) -> bool {
    values.iter().any(|v| needs_python(v, 0))
}

/// Whether sorting `keys` takes the comparison sort ([`ObjSort`]): they hold instances, or a NaN,
/// which makes the order partial, where the result depends on the algorithm (the comparison
/// sort's is CPython's below 64 items, reverse sorts included).
pub fn sorts_by_comparison(keys: &[Value]) -> bool {
    keys.iter()
        .any(|v| needs_python(v, 0) || matches!(v, Value::Float(f) if f.is_nan()))
}

/// Whether ordering `v` may call Python: an instance, or one inside nested tuples and lists
/// (looked at to a bounded depth; deeper nesting is treated as needing Python).
pub fn needs_python(v: &Value, depth: usize) -> bool {
    match v {
        Value::Object(_) | Value::Foreign(_) => true,
        Value::Tuple(t) => depth >= 32 || t.iter().any(|x| needs_python(x, depth + 1)),
        Value::List(l) => depth >= 32 || l.borrow().iter().any(|x| needs_python(x, depth + 1)),
        _ => false,
    }
}

/// A Python call pending from a step: the continuation goes with it (`Then::Resume` from the
/// native, `Then::Keep` from a resume).
pub(crate) fn with_then(r: NativeResult, then: impl FnOnce() -> Then) -> NativeResult {
    match r {
        Err(Flow::Call(mut c)) => {
            let own = match std::mem::replace(&mut c.then, Then::Tail) {
                Then::Operator(r) => Then::Resume(r),
                t => t,
            };
            c.then = match (own, then()) {
                (Then::Tail, t) => t,
                // The operation continues on its own (an operator trying `__radd__` after
                // `__add__`): its continuation runs above this one.
                (Then::Resume(inner), Then::Resume(outer)) => Then::Nest(outer, inner),
                (Then::Resume(inner), Then::Keep) => Then::Push(inner),
                (t, _) => t,
            };
            Err(Flow::Call(c))
        }
        other => other,
    }
}

/// A comparison's answer as a bool (an instance's `__lt__` may answer any value).
/// A comparison's answer as a bool: an instance is true; a host value (a one-element tensor)
/// answers through the host.
fn truth(ctx: &mut Ctx, v: &Value) -> Result<bool, Flow> {
    match v {
        Value::Object(_) => Ok(true),
        Value::Foreign(_) => (ctx.host.truthy)(ctx, v),
        other => Ok(other.truthy()?),
    }
}

/// `sum(items, start)`, left to right, as CPython adds.
#[derive(Debug)]
pub struct Summing {
    rest: std::vec::IntoIter<Value>,
}

impl Summing {
    pub fn start(ctx: &mut Ctx, items: Vec<Value>, start: Value) -> NativeResult {
        let mut s = Summing {
            rest: items.into_iter(),
        };
        let r = s.step(ctx, start);
        with_then(r, || Then::Resume(Box::new(s)))
    }

    fn step(&mut self, ctx: &mut Ctx, mut acc: Value) -> NativeResult {
        for it in self.rest.by_ref() {
            native::poll()?;
            acc = dunder::binary(ctx, BinOp::Add, &acc, &it, false)?;
        }
        Ok(acc)
    }
}

impl Continuation for Summing {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        let r = self.step(ctx, v);
        with_then(r, || Then::Keep)
    }
}

/// `min(items)` / `max(items)` (with `key=`: by the keys): the first of the extreme items, as
/// CPython keeps it.
#[derive(Debug)]
pub struct Extreme {
    /// (item, key) pairs still to look at.
    rest: std::vec::IntoIter<(Value, Value)>,
    best: (Value, Value),
    cand: (Value, Value),
    /// `Lt` for min, `Gt` for max: `cand op best` makes the candidate the new best.
    op: CmpOp,
}

impl Extreme {
    /// `keys`: the key function's results, one per item (`None`: the items are their own keys).
    pub fn start(
        ctx: &mut Ctx,
        items: Vec<Value>,
        keys: Option<Vec<Value>>,
        op: CmpOp,
    ) -> NativeResult {
        let keys = keys.unwrap_or_else(|| items.clone());
        let mut rest: std::vec::IntoIter<(Value, Value)> =
            items.into_iter().zip(keys).collect::<Vec<_>>().into_iter();
        let best = rest.next().unwrap_or((Value::None, Value::None));
        let mut e = Extreme {
            rest,
            best,
            cand: (Value::None, Value::None),
            op,
        };
        let r = e.step(ctx);
        with_then(r, || Then::Resume(Box::new(e)))
    }

    fn step(&mut self, ctx: &mut Ctx) -> NativeResult {
        for it in self.rest.by_ref() {
            native::poll()?;
            self.cand = it;
            let better = dunder::compare(ctx, self.op, &self.cand.1, &self.best.1)?;
            if truth(ctx, &better)? {
                self.best = std::mem::replace(&mut self.cand, (Value::None, Value::None));
            }
        }
        Ok(self.best.0.clone())
    }
}

impl Continuation for Extreme {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        if truth(ctx, &v)? {
            self.best = std::mem::replace(&mut self.cand, (Value::None, Value::None));
        }
        let r = self.step(ctx);
        with_then(r, || Then::Keep)
    }
}

/// A stable bottom-up merge sort whose comparisons may be Python calls: `items` ordered by
/// `keys` (the items themselves when there is no key function) with `<` only, as CPython's sort
/// asks. With `reverse`, equal keys keep their order, as CPython's reverse sort does.
#[derive(Debug)]
pub struct ObjSort {
    items: Vec<Value>,
    keys: Option<Vec<Value>>,
    reverse: bool,
    /// Where the result goes: a list sorted in place (`list.sort`), else a new list.
    into: Option<Value>,
    src: Vec<usize>,
    dst: Vec<usize>,
    width: usize,
    lo: usize,
    mid: usize,
    hi: usize,
    i: usize,
    j: usize,
    k: usize,
    merging: bool,
}

impl ObjSort {
    pub fn start(
        ctx: &mut Ctx,
        items: Vec<Value>,
        keys: Option<Vec<Value>>,
        reverse: bool,
        into: Option<Value>,
    ) -> NativeResult {
        let n = items.len();
        if n < MIN_MERGE {
            return RunSort::start(ctx, items, keys, reverse, into);
        }
        let mut s = ObjSort {
            items,
            keys,
            reverse,
            into,
            src: (0..n).collect(),
            dst: vec![0; n],
            width: 1,
            lo: 0,
            mid: 0,
            hi: 0,
            i: 0,
            j: 0,
            k: 0,
            merging: false,
        };
        let r = s.step(ctx, None);
        with_then(r, || Then::Resume(Box::new(s)))
    }

    fn key(&self, i: usize) -> &Value {
        match &self.keys {
            Some(k) => &k[i],
            None => &self.items[i],
        }
    }

    /// Runs the merges until a comparison needs Python (`answer` is that comparison's result
    /// when resuming) or the sort is done.
    fn step(&mut self, ctx: &mut Ctx, mut answer: Option<bool>) -> NativeResult {
        let n = self.items.len();
        loop {
            if self.merging {
                while self.i < self.mid && self.j < self.hi {
                    let take_right = match answer.take() {
                        Some(b) => b,
                        None => {
                            native::poll()?;
                            let (l, r) = (self.key(self.src[self.i]), self.key(self.src[self.j]));
                            // Right goes first when it is strictly before left: stable.
                            let (a, b) = if self.reverse { (l, r) } else { (r, l) };
                            let (a, b) = (a.clone(), b.clone());
                            let lt = dunder::compare(ctx, CmpOp::Lt, &a, &b)?;
                            truth(ctx, &lt)?
                        }
                    };
                    if take_right {
                        self.dst[self.k] = self.src[self.j];
                        self.j += 1;
                    } else {
                        self.dst[self.k] = self.src[self.i];
                        self.i += 1;
                    }
                    self.k += 1;
                }
                let (i, mid, j, hi, k) = (self.i, self.mid, self.j, self.hi, self.k);
                self.dst[k..k + (mid - i)].copy_from_slice(&self.src[i..mid]);
                let k = k + (mid - i);
                self.dst[k..k + (hi - j)].copy_from_slice(&self.src[j..hi]);
                self.merging = false;
                self.lo += 2 * self.width;
            }
            if self.width >= n {
                return Ok(self.finish());
            }
            if self.lo >= n {
                std::mem::swap(&mut self.src, &mut self.dst);
                self.width *= 2;
                self.lo = 0;
                continue;
            }
            self.mid = (self.lo + self.width).min(n);
            self.hi = (self.lo + 2 * self.width).min(n);
            (self.i, self.j, self.k) = (self.lo, self.mid, self.lo);
            self.merging = true;
        }
    }

    fn finish(&mut self) -> Value {
        deliver(std::mem::take(&mut self.items), &self.src, &self.into)
    }
}

/// A sort's result: `items` in `order` (their indices), written into the list sorted in place
/// (`list.sort`, `into`) or a new list.
fn deliver(items: Vec<Value>, order: &[usize], into: &Option<Value>) -> Value {
    let mut taken: Vec<Option<Value>> = items.into_iter().map(Some).collect();
    let sorted: Vec<Value> = order
        .iter()
        .map(|&i| taken[i].take().unwrap_or(Value::None))
        .collect();
    match into {
        Some(Value::List(l)) => {
            *l.borrow_mut() = sorted;
            Value::None
        }
        _ => Value::list(sorted),
    }
}

impl Continuation for ObjSort {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        let answer = truth(ctx, &v)?;
        let r = self.step(ctx, Some(answer));
        with_then(r, || Then::Keep)
    }
}

/// Below this length CPython's timsort is one run: the natural run at the start, then a binary
/// insertion sort of the rest (`MIN_MERGE` in listobject.c; no merges).
const MIN_MERGE: usize = 64;

/// Where [`RunSort`] is: finding the run at the start, or inserting item `start`.
#[derive(Debug, Clone, Copy)]
enum RunPhase {
    First,
    Run,
    Insert,
    Done,
}

/// [`ObjSort`] below [`MIN_MERGE`] items, as CPython 3.11's `list.sort` does it, so a program
/// that counts or traces its `__lt__` calls sees CPython's: `count_run` (the ascending or
/// strictly descending run at the start, reversed if descending), then `binarysort` of the
/// rest, each comparison `pivot < item` of the binary search. `reverse` reverses the items
/// before and after, as CPython does (still only `<`, and equal keys keep their order).
#[derive(Debug)]
struct RunSort {
    items: Vec<Value>,
    keys: Option<Vec<Value>>,
    into: Option<Value>,
    reverse: bool,
    order: Vec<usize>,
    phase: RunPhase,
    descending: bool,
    /// The item being compared with the one before it (`Run`), or inserted (`Insert`).
    at: usize,
    l: usize,
    r: usize,
}

impl RunSort {
    fn start(
        ctx: &mut Ctx,
        items: Vec<Value>,
        keys: Option<Vec<Value>>,
        reverse: bool,
        into: Option<Value>,
    ) -> NativeResult {
        let n = items.len();
        let order: Vec<usize> = match reverse {
            true => (0..n).rev().collect(),
            false => (0..n).collect(),
        };
        let mut s = RunSort {
            items,
            keys,
            into,
            reverse,
            order,
            phase: if n < 2 {
                RunPhase::Done
            } else {
                RunPhase::First
            },
            descending: false,
            at: 1,
            l: 0,
            r: 0,
        };
        let r = s.step(ctx, None);
        with_then(r, || Then::Resume(Box::new(s)))
    }

    /// `key(order[a]) < key(order[b])`: the answer a resume brought, or asked now.
    fn less(
        &self,
        ctx: &mut Ctx,
        a: usize,
        b: usize,
        answer: &mut Option<bool>,
    ) -> Result<bool, Flow> {
        if let Some(x) = answer.take() {
            return Ok(x);
        }
        native::poll()?;
        let key = |i: usize| match &self.keys {
            Some(k) => k[self.order[i]].clone(),
            None => self.items[self.order[i]].clone(),
        };
        let lt = dunder::compare(ctx, CmpOp::Lt, &key(a), &key(b))?;
        truth(ctx, &lt)
    }

    fn step(&mut self, ctx: &mut Ctx, mut answer: Option<bool>) -> NativeResult {
        let n = self.order.len();
        loop {
            match self.phase {
                RunPhase::First => {
                    self.descending = self.less(ctx, 1, 0, &mut answer)?;
                    (self.at, self.phase) = (2, RunPhase::Run);
                }
                RunPhase::Run => {
                    // Ascending runs while no item is below the one before; descending ones
                    // while each is (strictly, so reversing keeps equal items in order).
                    if self.at < n
                        && self.less(ctx, self.at, self.at - 1, &mut answer)? == self.descending
                    {
                        self.at += 1;
                        continue;
                    }
                    if self.descending {
                        self.order[..self.at].reverse();
                    }
                    (self.l, self.r, self.phase) = (0, self.at, RunPhase::Insert);
                }
                RunPhase::Insert => {
                    if self.at >= n {
                        self.phase = RunPhase::Done;
                        continue;
                    }
                    let p = self.l + ((self.r - self.l) >> 1);
                    if self.less(ctx, self.at, p, &mut answer)? {
                        self.r = p;
                    } else {
                        self.l = p + 1;
                    }
                    if self.l >= self.r {
                        let (l, at) = (self.l, self.at);
                        self.order[l..=at].rotate_right(1);
                        self.at += 1;
                        (self.l, self.r) = (0, self.at);
                    }
                }
                RunPhase::Done => return Ok(self.finish()),
            }
        }
    }

    fn finish(&mut self) -> Value {
        if self.reverse {
            self.order.reverse();
        }
        deliver(std::mem::take(&mut self.items), &self.order, &self.into)
    }
}

impl Continuation for RunSort {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        let answer = truth(ctx, &v)?;
        let r = self.step(ctx, Some(answer));
        with_then(r, || Then::Keep)
    }
}
