//! The methods of set and frozenset, done natively in CPython's order where every item compares
//! natively, else through the hashed machines.

use std::cell::RefCell;
use std::rc::Rc;

use crate::builtins::{iterate, typed_set};
use crate::conts::hashed::{self, Chain, Filter, FilterThen, KeyAct, Tab};
use crate::conts::setops;
use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFn, NativeResult};
use crate::table::SetTable;
use crate::value::Value;

use super::list::arg;

fn set_of(a: &Args) -> &Rc<RefCell<SetTable>> {
    match &a.pos[0] {
        Value::Set(s) => s,
        _ => unreachable!("bound to a set"),
    }
}

/// The items of the arguments after the receiver, with the hashes sets and dicts keep.
fn other_items(a: &Args) -> Result<Vec<(Option<i64>, Value, Value)>, PyErr> {
    let mut out = Vec::new();
    for v in &a.pos[1..] {
        match v {
            Value::Set(_) | Value::Dict(_) => out.extend(
                hashed::entries(v)
                    .into_iter()
                    .map(|(h, k, _)| (h, k, Value::None)),
            ),
            other => out.extend(iterate(other)?.into_iter().map(|k| (None, k, Value::None))),
        }
    }
    Ok(out)
}

/// Runs `then` on a set of the other arguments' items (the argument itself when it is a set).
fn with_other_set(
    ctx: &mut Ctx,
    a: &Args,
    then: impl FnOnce(Tab) -> Result<Box<dyn hashed::Machine>, PyErr> + 'static,
) -> NativeResult {
    if let [_, Value::Set(o)] = &a.pos[..] {
        let o = Tab::Set(o.clone());
        let m = then(o)?;
        return hashed::drive(ctx, Boxed(m));
    }
    let build = hashed::set_builder(other_items(a)?);
    hashed::drive(
        ctx,
        Chain::new(build, move |v| {
            let Some(t) = Tab::of(&v) else {
                return Err(PyErr::runtime_error("internal error: not a set"));
            };
            then(t)
        }),
    )
}

#[derive(Debug)]
struct Boxed(Box<dyn hashed::Machine>);

impl hashed::Machine for Boxed {
    fn step(
        &mut self,
        ctx: &mut Ctx,
        input: Option<Value>,
    ) -> Result<hashed::Want<Value>, crate::native::Flow> {
        self.0.step(ctx, input)
    }
}

/// A frozenset's methods: a set's, less those that change it; the new sets it makes are frozen.
pub(super) fn frozenset_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "copy" => takes!("copy", 0, |_, a| Ok(a.pos[0].clone())),
        "union" => |ctx, a| typed_set(set_method("union").expect("set.union")(ctx, a), true),
        "intersection" => |ctx, a| {
            typed_set(
                set_method("intersection").expect("set.intersection")(ctx, a),
                true,
            )
        },
        "difference" => |ctx, a| {
            typed_set(
                set_method("difference").expect("set.difference")(ctx, a),
                true,
            )
        },
        "symmetric_difference" => |ctx, a| {
            typed_set(
                set_method("symmetric_difference").expect("set.symmetric_difference")(ctx, a),
                true,
            )
        },
        "issubset" | "issuperset" | "isdisjoint" => set_method(name)?,
        _ => return None,
    })
}

/// Whether the native walk (`iterate`) can take `v`'s items without running Python code.
fn natively_iterable(v: &Value) -> bool {
    matches!(
        v,
        Value::List(_)
            | Value::Tuple(_)
            | Value::Set(_)
            | Value::Dict(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Range { .. }
            | Value::DictView(_)
    )
}

/// Arguments only Python code can walk (a generator, a `map` object, an instance with
/// `__iter__`): `_prelude._set_retry` lists them, then calls the method `name` again.
fn retry_listed(a: &Args, name: &'static str) -> Option<NativeResult> {
    if a.pos[1..].iter().all(natively_iterable) {
        return None;
    }
    let mut pos = vec![Value::str(name)];
    pos.extend(a.pos.iter().cloned());
    let f = crate::native::NativeFunction::value("_set_retry", |ctx, a| {
        crate::builtins::call_prelude(ctx, "_set_retry", a)
    });
    Some(Err(crate::native::Flow::call(
        f,
        pos,
        crate::native::Then::Tail,
    )))
}

/// A set method done natively in CPython's order when every item compares natively.
fn native_set_op(name: &str, ctx: &mut Ctx, a: &Args) -> Option<NativeResult> {
    let me = set_of(a);
    if !setops::native_set(me) {
        return None;
    }
    let args: Vec<setops::SetArg> = a.pos[1..]
        .iter()
        .map(setops::SetArg::of)
        .collect::<Option<_>>()?;
    run_set_op(name, ctx, me, &args)
}

/// [`native_set_op`] once its operands are known to compare natively: `None` for a name (or
/// arity) it does not do.
fn run_set_op(
    name: &str,
    ctx: &mut Ctx,
    me: &Rc<RefCell<SetTable>>,
    args: &[setops::SetArg],
) -> Option<NativeResult> {
    let done = |r: Result<Rc<RefCell<SetTable>>, PyErr>| -> NativeResult {
        let r = r?;
        let n = r.borrow().len();
        ctx.check_items(n)?;
        Ok(Value::Set(r))
    };
    let updated = |r: Result<(), PyErr>, ctx: &mut Ctx| -> NativeResult {
        r?;
        ctx.check_items(me.borrow().len())?;
        Ok(Value::None)
    };
    Some(match name {
        "union" => done(setops::union(me, args)),
        "intersection" => done(setops::intersection_multi(me, args)),
        "difference" => done(setops::difference_multi(me, args)),
        "symmetric_difference" => match args {
            [o] => done(setops::symmetric_difference(me, o)),
            _ => return None,
        },
        "update" => updated(args.iter().try_for_each(|o| setops::update(me, o)), ctx),
        "intersection_update" => updated(
            setops::intersection_multi(me, args).map(|r| setops::replace(me, r)),
            ctx,
        ),
        "difference_update" => updated(
            args.iter()
                .try_for_each(|o| setops::difference_update(me, o)),
            ctx,
        ),
        "symmetric_difference_update" => match args {
            [o] => updated(setops::symmetric_difference_update(me, o), ctx),
            _ => return None,
        },
        _ => return None,
    })
}

pub(super) fn set_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "add" => |ctx, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "set.add",
                (1, 1),
                crate::builtins::Said::Takes,
                Some("set.add"),
            )?;
            let v = arg(a, 1, "set.add()")?;
            hashed::key_op(ctx, Tab::Set(set_of(a).clone()), v, KeyAct::Add)
        },
        "remove" => |ctx, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "set.remove",
                (1, 1),
                crate::builtins::Said::Takes,
                Some("set.remove"),
            )?;
            let v = arg(a, 1, "set.remove()")?;
            hashed::key_op(ctx, Tab::Set(set_of(a).clone()), v, KeyAct::Remove)
        },
        "discard" => |ctx, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "set.discard",
                (1, 1),
                crate::builtins::Said::Takes,
                Some("set.discard"),
            )?;
            let v = arg(a, 1, "set.discard()")?;
            hashed::key_op(ctx, Tab::Set(set_of(a).clone()), v, KeyAct::Discard)
        },
        "pop" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "set.pop",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("set.pop"),
            )?;
            match set_of(a).borrow_mut().pop_first() {
                Some(v) => Ok(v),
                None => Err(PyErr::key_error(Value::str("pop from an empty set")).into()),
            }
        },
        "update" => |ctx, a| {
            if let Some(r) = retry_listed(a, "update") {
                return r;
            }
            if let Some(r) = native_set_op("update", ctx, a) {
                return r;
            }
            let items = other_items(a)?;
            hashed::bulk(ctx, Tab::Set(set_of(a).clone()), items, Value::None)
        },
        "union" => |ctx, a| {
            if let Some(r) = retry_listed(a, "union") {
                return r;
            }
            if let Some(r) = native_set_op("union", ctx, a) {
                return r;
            }
            let t = Rc::new(RefCell::new(set_of(a).borrow().copy_set()));
            hashed::bulk(ctx, Tab::Set(t.clone()), other_items(a)?, Value::Set(t))
        },
        "intersection" => |ctx, a| {
            if let Some(r) = retry_listed(a, "intersection") {
                return r;
            }
            if let Some(r) = native_set_op("intersection", ctx, a) {
                return r;
            }
            let me = Tab::Set(set_of(a).clone());
            with_other_set(ctx, a, move |o| {
                // CPython walks the smaller side (the other one when sizes are equal) and
                // keeps its items.
                let (from, against) = if o.value_len() > me.value_len() {
                    (me, o)
                } else {
                    (o, me)
                };
                let items = hashed::entries(&from.value());
                Ok(Box::new(Filter::new(
                    items,
                    against,
                    true,
                    FilterThen::NewSet,
                )))
            })
        },
        "difference" => |ctx, a| {
            if let Some(r) = retry_listed(a, "difference") {
                return r;
            }
            if let Some(r) = native_set_op("difference", ctx, a) {
                return r;
            }
            let me = Tab::Set(set_of(a).clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                Ok(Box::new(Filter::new(items, o, false, FilterThen::NewSet)))
            })
        },
        "symmetric_difference" => takes!("symmetric_difference", 1, |ctx, a| {
            if let Some(r) = retry_listed(a, "symmetric_difference") {
                return r;
            }
            if let Some(r) = native_set_op("symmetric_difference", ctx, a) {
                return r;
            }
            let me = Tab::Set(set_of(a).clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                let others = hashed::entries(&o.value());
                Ok(Box::new(
                    Filter::new(items, o, false, FilterThen::NewSet).then_pass(others, me),
                ))
            })
        }),
        "intersection_update" => |ctx, a| {
            if let Some(r) = retry_listed(a, "intersection_update") {
                return r;
            }
            if let Some(r) = native_set_op("intersection_update", ctx, a) {
                return r;
            }
            let t = set_of(a).clone();
            let me = Tab::Set(t.clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                Ok(Box::new(Filter::new(items, o, true, FilterThen::Update(t))))
            })
        },
        "difference_update" => |ctx, a| {
            if let Some(r) = retry_listed(a, "difference_update") {
                return r;
            }
            if let Some(r) = native_set_op("difference_update", ctx, a) {
                return r;
            }
            let t = set_of(a).clone();
            let me = Tab::Set(t.clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                Ok(Box::new(Filter::new(
                    items,
                    o,
                    false,
                    FilterThen::Update(t),
                )))
            })
        },
        "symmetric_difference_update" => takes!("symmetric_difference_update", 1, |ctx, a| {
            if let Some(r) = retry_listed(a, "symmetric_difference_update") {
                return r;
            }
            if let Some(r) = native_set_op("symmetric_difference_update", ctx, a) {
                return r;
            }
            let t = set_of(a).clone();
            let me = Tab::Set(t.clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                let others = hashed::entries(&o.value());
                Ok(Box::new(
                    Filter::new(items, o, false, FilterThen::Update(t)).then_pass(others, me),
                ))
            })
        }),
        "issubset" => takes!("issubset", 1, |ctx, a| {
            if let Some(r) = retry_listed(a, "issubset") {
                return r;
            }
            let me = Tab::Set(set_of(a).clone());
            with_other_set(ctx, a, move |o| {
                let items = hashed::entries(&me.value());
                Ok(Box::new(Filter::new(items, o, true, FilterThen::All)))
            })
        }),
        "issuperset" => takes!("issuperset", 1, |ctx, a| {
            if let Some(r) = retry_listed(a, "issuperset") {
                return r;
            }
            let f = Filter::new(
                other_items(a)?,
                Tab::Set(set_of(a).clone()),
                true,
                FilterThen::All,
            );
            hashed::filter(ctx, f)
        }),
        "isdisjoint" => takes!("isdisjoint", 1, |ctx, a| {
            if let Some(r) = retry_listed(a, "isdisjoint") {
                return r;
            }
            let f = Filter::new(
                other_items(a)?,
                Tab::Set(set_of(a).clone()),
                false,
                FilterThen::All,
            );
            hashed::filter(ctx, f)
        }),
        "clear" => takes!("clear", 0, |_, a| {
            set_of(a).borrow_mut().clear();
            Ok(Value::None)
        }),
        "copy" => takes!("copy", 0, |_, a| {
            Ok(Value::Set(Rc::new(RefCell::new(
                set_of(a).borrow().copy_set(),
            ))))
        }),
        _ => return None,
    })
}
