//! [`Scan`]: `in`, `count`, `index` and `remove` on lists and tuples, each item compared with `x`
//! through [`EqWalk`](super::EqWalk).

use crate::errors::PyErr;
use crate::native::{poll, Ctx, Flow, NativeResult};
use crate::value::Value;

use super::equality::{EqWalk, Seq};
use super::{drive, Machine, Want};

/// What a [`Scan`] of a list or tuple does with the items equal to `x`.
#[derive(Debug, Clone, Copy)]
pub enum ScanAct {
    /// `x in seq` (`true`: `not in`).
    Contains(bool),
    Count,
    Index,
    Remove,
}

/// `in`, `count`, `index` and `remove` on lists and tuples: each item compared with `x` (the
/// item first, as CPython's `list_contains` and `list.count` do).
#[derive(Debug)]
pub struct Scan {
    seq: Seq,
    x: Value,
    pos: usize,
    stop: usize,
    act: ScanAct,
    count: i64,
    eq: Option<EqWalk>,
}

impl Scan {
    fn found(&mut self, r: bool) -> Option<NativeResult> {
        if !r {
            self.pos += 1;
            return None;
        }
        Some(match self.act {
            ScanAct::Contains(neg) => Ok(Value::Bool(!neg)),
            ScanAct::Index => Ok(Value::Int(self.pos as i64)),
            ScanAct::Remove => {
                if let Seq::List(l) = &self.seq {
                    let mut l = l.borrow_mut();
                    if self.pos < l.len() {
                        l.remove(self.pos);
                    }
                }
                Ok(Value::None)
            }
            ScanAct::Count => {
                self.count += 1;
                self.pos += 1;
                return None;
            }
        })
    }

    fn not_found(&self) -> NativeResult {
        match self.act {
            ScanAct::Contains(neg) => Ok(Value::Bool(neg)),
            ScanAct::Count => Ok(Value::Int(self.count)),
            ScanAct::Index => Err(PyErr::value_error(match &self.seq {
                Seq::Tuple(_) => "tuple.index(x): x not in tuple".to_string(),
                Seq::List(_) => format!("{} is not in list", self.x.repr()),
            })
            .into()),
            ScanAct::Remove => Err(PyErr::value_error("list.remove(x): x not in list").into()),
        }
    }
}

impl Machine for Scan {
    fn step(&mut self, ctx: &mut Ctx, mut input: Option<Value>) -> Result<Want<Value>, Flow> {
        if let Some(w) = self.eq.as_mut() {
            match w.run(ctx, input.take())? {
                Want::Call(f, a) => return Ok(Want::Call(f, a)),
                Want::Done(r) => {
                    self.eq = None;
                    if let Some(out) = self.found(r) {
                        return Ok(Want::Done(out?));
                    }
                }
            }
        }
        loop {
            poll()?;
            if self.pos >= self.stop {
                return Ok(Want::Done(self.not_found()?));
            }
            let Some(item) = self.seq.get(self.pos) else {
                return Ok(Want::Done(self.not_found()?));
            };
            let r = match (&item, &self.x) {
                (Value::Int(a), Value::Int(b)) => a == b,
                _ => {
                    let mut w = EqWalk::new(item, self.x.clone());
                    match w.run(ctx, None)? {
                        Want::Done(r) => r,
                        Want::Call(f, a) => {
                            self.eq = Some(w);
                            return Ok(Want::Call(f, a));
                        }
                    }
                }
            };
            if let Some(out) = self.found(r) {
                return Ok(Want::Done(out?));
            }
        }
    }
}

/// `x in seq`, `seq.count(x)`, `seq.index(x, start, stop)`, `seq.remove(x)`.
pub fn scan(
    ctx: &mut Ctx,
    seq: &Value,
    x: &Value,
    act: ScanAct,
    start: usize,
    stop: usize,
) -> NativeResult {
    let Some(seq) = Seq::of(seq) else {
        return Err(PyErr::type_error("internal error: scan of a non-sequence").into());
    };
    drive(
        ctx,
        Scan {
            seq,
            x: x.clone(),
            pos: start,
            stop,
            act,
            count: 0,
            eq: None,
        },
    )
}
