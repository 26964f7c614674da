//! The pairs of a `dict(seq)` or `d.update(seq)` sequence, as CPython's `PyDict_MergeFromSeq2`
//! takes them: each element a sequence (any iterable) of length 2. Elements that need Python to
//! produce their items (a generator, an instance's `__iter__`) are converted by
//! `_prelude._dict_pairs`, and the native runs again over its list of 2-tuples.

use super::super::errors::PyErr;
use super::super::native::{Args, Continuation, Ctx, Flow, NativeFn, NativeResult, Then};
use super::super::value::Value;

/// A dict entry to insert: (a known hash, key, value).
pub(crate) type Entry = (Option<i64>, Value, Value);

/// The entries of `seq`'s pairs; `Err(Flow)` where Python must convert them first: then `f`
/// runs again with argument `idx` replaced by the converted list.
pub(crate) fn update_pairs(
    ctx: &Ctx,
    seq: Vec<Value>,
    f: NativeFn,
    a: &Args,
    idx: usize,
) -> Result<Vec<Entry>, Flow> {
    let mut items = Vec::with_capacity(seq.len());
    for (i, pair) in seq.iter().enumerate() {
        let kv = match super::native_items(pair) {
            Some(Ok(kv)) => kv,
            _ if matches!(
                pair,
                Value::Generator(_) | Value::Object(_) | Value::Class(_) | Value::Foreign(_)
            ) =>
            {
                let conv = ctx
                    .prelude
                    .as_ref()
                    .and_then(|m| m.get("_dict_pairs"))
                    .ok_or_else(|| {
                        PyErr::runtime_error("internal error: no _prelude._dict_pairs")
                    })?;
                let retry = Retry {
                    f,
                    args: a.clone(),
                    idx,
                };
                return Err(Flow::call(
                    conv,
                    vec![Value::list(seq)],
                    Then::Resume(Box::new(retry)),
                ));
            }
            _ => {
                return Err(PyErr::type_error(format!(
                    "cannot convert dictionary update sequence element #{i} to a sequence"
                ))
                .into())
            }
        };
        if kv.len() != 2 {
            return Err(PyErr::value_error(format!(
                "dictionary update sequence element #{i} has length {}; 2 is required",
                kv.len()
            ))
            .into());
        }
        let mut kv = kv.into_iter();
        let (k, v) = (kv.next().expect("two"), kv.next().expect("two"));
        items.push((None, k, v));
    }
    Ok(items)
}

/// Runs a native again with one argument replaced by the result of a call.
#[derive(Debug)]
struct Retry {
    f: NativeFn,
    args: Args,
    idx: usize,
}

impl Continuation for Retry {
    fn resume(&mut self, ctx: &mut Ctx, v: Value) -> NativeResult {
        let mut args = self.args.clone();
        args.pos[self.idx] = v;
        (self.f)(ctx, &args)
    }
}
