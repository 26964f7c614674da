//! Builtins over iterables (`min`, `sorted`, `map`, `zip` ...): a generator or user iterable
//! argument is first collected through the frame stack, then the builtin runs again.

use super::super::arith;
use super::super::code::{BinOp, CmpOp};
use super::super::conts::hashed::{self, Tab};
use super::super::conts::{self, KeyUse};
use super::super::dunder;
use super::super::errors::PyErr;
use super::super::native::{Args, Continuation, Ctx, Flow, NativeFn, NativeResult, Then};
use crate::attr;

use super::super::table::DictTable;
use super::super::value::{Iter, Value};
use super::{as_i64, one_arg};
use std::cell::RefCell;
use std::rc::Rc;

pub(super) fn extreme(
    ctx: &mut Ctx,
    f: NativeFn,
    a: &Args,
    name: &str,
    use_: KeyUse,
) -> NativeResult {
    a.check_kw(name, &["key", "default"])?;
    if a.pos.is_empty() {
        return Err(
            PyErr::type_error(format!("{name} expected at least 1 argument, got 0")).into(),
        );
    }
    if a.pos.len() > 1 && a.kwarg("default").is_some() {
        return Err(PyErr::type_error(format!(
            "Cannot specify a default for {name}() with multiple positional arguments"
        ))
        .into());
    }
    if a.pos.len() == 1 && lazy_source(&a.pos[0]) {
        return prelude(
            ctx,
            if matches!(use_, KeyUse::Min) {
                "_min"
            } else {
                "_max"
            },
            a,
        );
    }
    let items = if a.pos.len() == 1 {
        conts::items_arg(f, a, 0)?
    } else {
        a.pos.clone()
    };
    let default = a.kwarg("default").cloned();
    match a.kwarg("key") {
        Some(k) if !matches!(k, Value::None) => conts::keyed(k.clone(), items, use_, default),
        _ => {
            if items.is_empty() {
                return match default {
                    Some(d) => Ok(d),
                    None => {
                        Err(PyErr::value_error(format!("{name}() arg is an empty sequence")).into())
                    }
                };
            }
            let op = if matches!(use_, KeyUse::Min) {
                CmpOp::Lt
            } else {
                CmpOp::Gt
            };
            if conts::ordered::has_objects(&items) {
                return conts::ordered::Extreme::start(ctx, items, None, op);
            }
            let mut best = items[0].clone();
            for it in &items[1..] {
                if let Value::Bool(true) = arith::compare(op, it, &best)? {
                    best = it.clone();
                }
            }
            Ok(best)
        }
    }
}

pub(super) fn min(ctx: &mut Ctx, a: &Args) -> NativeResult {
    extreme(ctx, min, a, "min", KeyUse::Min)
}

pub(super) fn max(ctx: &mut Ctx, a: &Args) -> NativeResult {
    extreme(ctx, max, a, "max", KeyUse::Max)
}

pub(super) fn sum(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.is_empty() {
        return Err(
            PyErr::type_error("sum() takes at least 1 positional argument (0 given)").into(),
        );
    }
    if lazy_source(&a.pos[0]) && !matches!(a.get(1, "start"), Some(Value::Str(_))) {
        return prelude(ctx, "_sum", a);
    }
    let items = conts::items_arg(sum, a, 0)?;
    let mut acc = a.get(1, "start").cloned().unwrap_or(Value::Int(0));
    if let Value::Str(_) = acc {
        return Err(PyErr::type_error("sum() can't sum strings [use ''.join(seq) instead]").into());
    }
    if matches!(acc, Value::Object(_)) || conts::ordered::has_objects(&items) {
        return conts::ordered::Summing::start(ctx, items, acc);
    }
    for it in items {
        acc = if matches!(acc, Value::Foreign(_)) || matches!(it, Value::Foreign(_)) {
            (ctx.host.binary)(ctx, BinOp::Add, &acc, &it, false)?
        } else {
            arith::binary(BinOp::Add, &acc, &it)?
        };
    }
    Ok(acc)
}

pub(super) fn list(ctx: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::list(match a.pos.first() {
        Some(_) => {
            let items = conts::items_arg(list, a, 0)?;
            ctx.check_items(items.len())?;
            items
        }
        None => Vec::new(),
    }))
}

pub(super) fn tuple(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(Value::tuple(match a.pos.first() {
        Some(_) => conts::items_arg(tuple, a, 0)?,
        None => Vec::new(),
    }))
}

pub(super) fn dict(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() > 1 {
        let msg = format!("dict expected at most 1 argument, got {}", a.pos.len());
        return Err(PyErr::type_error(msg).into());
    }
    let mut items: Vec<(Option<i64>, Value, Value)> = Vec::new();
    let plain = a.pos.first().map(crate::subclass::plain);
    if let Some(src) = plain.as_ref() {
        if conts::mapping::is_user_mapping(src) {
            let extra =
                a.kw.iter()
                    .map(|(k, v)| (None, Value::Str(k.clone()), v.clone()))
                    .collect();
            let t = Rc::new(RefCell::new(DictTable::new()));
            return conts::mapping::MappingItems::start(
                src,
                t.clone(),
                extra,
                Value::Dict(t),
                false,
            );
        }
        if let Value::Dict(_) = src {
            items = hashed::entries(src);
        } else {
            let seq = conts::items_arg(dict, a, 0)?;
            items = super::pairs::update_pairs(ctx, seq, dict, a, 0)?;
        }
    }
    for (k, v) in &a.kw {
        items.push((None, Value::Str(k.clone()), v.clone()));
    }
    let t = Rc::new(RefCell::new(DictTable::with_capacity(items.len())));
    hashed::bulk(ctx, Tab::Dict(t.clone()), items, Value::Dict(t))
}

/// `frozenset(iterable)`: a set built as `set()` builds it, then frozen (a frozenset given alone
/// is answered itself, as CPython's).
pub(super) fn frozenset(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(a) = of_set_base(a) {
        return frozenset(ctx, &a);
    }
    if let (Some(v @ Value::Set(t)), 1) = (a.pos.first(), a.pos.len()) {
        if t.borrow().frozen {
            return Ok(v.clone());
        }
    }
    if let Some(arg) = a.pos.first().and_then(crate::conts::setops::SetArg::of) {
        if a.pos.len() == 1 && a.kw.is_empty() {
            return typed_set(
                crate::conts::setops::make(&arg)
                    .map(Value::Set)
                    .map_err(Into::into),
                true,
            );
        }
    }
    let items = match a.pos.first() {
        Some(Value::Set(_) | Value::Dict(_)) => hashed::entries(&a.pos[0]),
        Some(_) => {
            let keys = conts::items_arg(frozenset, a, 0)?;
            let n = keys.len();
            let items = keys.into_iter().map(|k| (None, k, Value::None));
            super::super::native::collect_polled(n, items)?
        }
        None => Vec::new(),
    };
    typed_set(hashed::drive(ctx, hashed::set_builder(items)), true)
}

/// A new set's type once it is made: `frozen` makes it a frozenset (the left operand's type for
/// `|`, `&`, `-`, `^` and the methods that make a new set), at once or when its calls return.
pub(crate) fn typed_set(r: NativeResult, frozen: bool) -> NativeResult {
    match r {
        Ok(v) => {
            if let Value::Set(t) = &v {
                t.borrow_mut().frozen = frozen;
            }
            Ok(v)
        }
        Err(Flow::Call(_)) => {
            conts::ordered::with_then(r, || Then::Resume(Box::new(SetType(frozen))))
        }
        other => other,
    }
}

#[derive(Debug)]
struct SetType(bool);

impl Continuation for SetType {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        if let Value::Set(t) = &v {
            t.borrow_mut().frozen = self.0;
        }
        Ok(v)
    }
}

/// `set(x)`'s arguments with a set subclass's instance `x` replaced by its set (see
/// `subclass::set_base`); `None` when there is none.
fn of_set_base(a: &Args) -> Option<Args> {
    let base = a.pos.first().and_then(crate::subclass::set_base)?;
    let mut a = a.clone();
    a.pos[0] = base;
    Some(a)
}

pub(super) fn set(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if let Some(a) = of_set_base(a) {
        return set(ctx, &a);
    }
    if let Some(arg) = a.pos.first().and_then(crate::conts::setops::SetArg::of) {
        if a.pos.len() == 1 && a.kw.is_empty() {
            return Ok(Value::Set(crate::conts::setops::make(&arg)?));
        }
    }
    let items = match a.pos.first() {
        Some(Value::Set(_) | Value::Dict(_)) => hashed::entries(&a.pos[0]),
        Some(_) => {
            let keys = conts::items_arg(set, a, 0)?;
            let n = keys.len();
            let items = keys.into_iter().map(|k| (None, k, Value::None));
            super::super::native::collect_polled(n, items)?
        }
        None => Vec::new(),
    };
    hashed::drive(ctx, hashed::set_builder(items))
}

/// Whether `v` iterates natively, without calling back into Python (a list, tuple, range, str,
/// dict, set, view or native iterator, or a host value): then `zip` and `enumerate` over it are
/// native lazy iterators; a generator or an object goes to `_prelude`'s Python versions.
fn native_iterable(v: &Value) -> bool {
    !matches!(
        v,
        Value::Generator(_) | Value::Object(_) | Value::Class(_) | Value::Super(_)
    )
}

/// Calls `_prelude.<name>` with the native's own arguments (its result is the native's).
pub(crate) fn prelude(ctx: &Ctx, name: &str, a: &Args) -> NativeResult {
    let f = ctx
        .prelude
        .as_ref()
        .and_then(|m| m.get(name))
        .ok_or_else(|| PyErr::runtime_error(format!("internal error: no _prelude.{name}")))?;
    Err(Flow::Call(Box::new(crate::native::PyCall {
        func: f,
        args: a.clone(),
        then: crate::native::Then::Tail,
    })))
}

fn shared_iter(ctx: &mut Ctx, v: &Value) -> Result<Rc<RefCell<Iter>>, PyErr> {
    match &super::make_iter(ctx, v)? {
        Value::Iterator(it) => Ok(it.clone()),
        _ => Err(PyErr::runtime_error(
            "internal error: make_iter made no iterator",
        )),
    }
}

pub(super) fn enumerate(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("enumerate", &["iterable", "start"])?;
    let Some(src) = a.get(0, "iterable") else {
        return Err(PyErr::type_error("enumerate() missing required argument 'iterable'").into());
    };
    let start = match a.get(1, "start") {
        Some(s) => as_i64(s, "")?,
        None => 0,
    };
    if !native_iterable(src) {
        return prelude(ctx, "enumerate", a);
    }
    let inner = shared_iter(ctx, src)?;
    Ok(Value::Iterator(Rc::new(RefCell::new(Iter::Enumerate {
        inner,
        count: start,
    }))))
}

pub(super) fn zip(ctx: &mut Ctx, a: &Args) -> NativeResult {
    a.check_kw("zip", &["strict"])?;
    if !a.pos.iter().all(native_iterable) {
        return prelude(ctx, "zip", a);
    }
    let strict = match a.kwarg("strict") {
        Some(v) => v.truthy()?,
        None => false,
    };
    let inners = a
        .pos
        .iter()
        .map(|v| shared_iter(ctx, v))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Value::Iterator(Rc::new(RefCell::new(Iter::Zip {
        inners,
        strict,
    }))))
}

/// `map` and `filter` are lazy, calling their function one item at a time as the consumer asks
/// (a function that prints interleaves with the loop's body, as in CPython): `_prelude`'s.
pub(super) fn map(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() < 2 {
        return Err(PyErr::type_error("map() must have at least two arguments.").into());
    }
    if ctx.prelude.is_none() {
        let mut seqs = Vec::with_capacity(a.pos.len() - 1);
        for i in 1..a.pos.len() {
            seqs.push(conts::items_arg(map, a, i)?);
        }
        let n = seqs.iter().map(|s| s.len()).min().unwrap_or(0);
        let items = (0..n)
            .map(|i| Value::tuple(seqs.iter().map(|s| s[i].clone()).collect()))
            .collect();
        return conts::keyed(a.pos[0].clone(), items, KeyUse::Map, None);
    }
    prelude(ctx, "map", a)
}

pub(super) fn filter(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() != 2 {
        return Err(
            PyErr::type_error(format!("filter expected 2 arguments, got {}", a.pos.len())).into(),
        );
    }
    if ctx.prelude.is_none() {
        let items = conts::items_arg(filter, a, 1)?;
        return match &a.pos[0] {
            Value::None => {
                let mut out = Vec::new();
                for it in items {
                    if it.truthy()? {
                        out.push(it);
                    }
                }
                Ok(super::super::vm::seq_iter(out))
            }
            f => conts::keyed(f.clone(), items, KeyUse::Filter, None),
        };
    }
    prelude(ctx, "filter", a)
}

/// sorted()'s and list.sort()'s argument checks, in CPython's words (both are list.sort's).
pub(crate) fn sort_args(a: &Args, positional: usize) -> Result<(), PyErr> {
    if a.kw.len() > 2 {
        let msg = format!(
            "sort() takes at most 2 keyword arguments ({} given)",
            a.kw.len()
        );
        return Err(PyErr::type_error(msg));
    }
    if let Some((k, _)) =
        a.kw.iter()
            .find(|(k, _)| !matches!(&**k, "key" | "reverse"))
    {
        return Err(PyErr::type_error(format!(
            "'{k}' is an invalid keyword argument for sort()"
        )));
    }
    if positional == 0 && a.pos.len() > 1 {
        return Err(PyErr::type_error("sort() takes no positional arguments"));
    }
    Ok(())
}

pub(super) fn sorted(ctx: &mut Ctx, a: &Args) -> NativeResult {
    sort_args(a, 1)?;
    if a.pos.len() != 1 {
        return Err(
            PyErr::type_error(format!("sorted expected 1 argument, got {}", a.pos.len())).into(),
        );
    }
    let items = conts::items_arg(sorted, a, 0)?;
    let reverse = match a.kwarg("reverse") {
        Some(v) => v.truthy()?,
        None => false,
    };
    match a.kwarg("key") {
        Some(k) if !matches!(k, Value::None) => {
            conts::keyed(k.clone(), items, KeyUse::Sorted { reverse }, None)
        }
        _ if conts::ordered::sorts_by_comparison(&items) => {
            conts::ordered::ObjSort::start(ctx, items, None, reverse, None)
        }
        _ => Ok(Value::list(super::sort_by_keys(items, None, reverse)?)),
    }
}

pub(super) fn reversed(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = one_arg(a, "reversed")?;
    if let Value::Object(_) | Value::Class(_) = v {
        let not_reversible = || {
            let name = crate::dunder::type_name(v);
            Err(PyErr::type_error(format!("'{name}' object is not reversible")).into())
        };
        match attr::special(v, "__reversed__") {
            Some(Value::None) => return not_reversible(),
            Some(m) => return Err(Flow::call(m, Vec::new(), Then::Tail)),
            None => {}
        }
        // Otherwise the sequence protocol: `__getitem__` over `range(len(v))`, reversed (a
        // built-in base's own items, below, for a subclass of list, tuple or str).
        let builtin_base = matches!(v, Value::Object(o) if o.base.is_some());
        if !builtin_base {
            if attr::special(v, "__getitem__").is_none() {
                return not_reversible();
            }
            if attr::special(v, "__len__").is_none() {
                let name = crate::dunder::type_name(v);
                let msg = format!("object of type '{name}' has no len()");
                return Err(PyErr::type_error(msg).into());
            }
            if matches!(v, Value::Object(_)) {
                return prelude(ctx, "_reversed", a);
            }
        }
    }
    // A dict and its views reverse in insertion order (CPython 3.8+); a set has no order.
    if matches!(v, Value::Set(_) | Value::Iterator(_) | Value::Generator(_)) {
        return Err(
            PyErr::type_error(format!("'{}' object is not reversible", v.type_name())).into(),
        );
    }
    if let Value::Range { start, stop, step } = *v {
        // A range's reverse is a range iterator, as CPython's.
        let n = crate::value::range_len(start, stop, step);
        let last = (n - 1).checked_mul(step).and_then(|d| d.checked_add(start));
        if let (Some(last), Some(end)) = (last, start.checked_sub(step)) {
            let it = crate::value::Iter::Range {
                next: last,
                stop: if n == 0 { last } else { end },
                step: -step,
            };
            return Ok(Value::Iterator(Rc::new(std::cell::RefCell::new(it))));
        }
    }
    let name = match v {
        Value::List(_) => "list_reverseiterator",
        Value::Dict(_) => "dict_reversekeyiterator",
        Value::DictView(d) => match d.kind {
            crate::value::ViewKind::Keys => "dict_reversekeyiterator",
            crate::value::ViewKind::Values => "dict_reversevalueiterator",
            crate::value::ViewKind::Items => "dict_reverseitemiterator",
        },
        _ => "reversed",
    };
    let mut items = conts::items_arg(reversed, a, 0).map_err(|e| match e {
        // (What has no items at all is, in reversed()'s words, not reversible.)
        Flow::Raise(e)
            if e.kind == "TypeError" && e.message.ends_with(" object is not iterable") =>
        {
            let name = crate::dunder::type_name(v);
            PyErr::type_error(format!("'{name}' object is not reversible")).into()
        }
        other => other,
    })?;
    items.reverse();
    let it = crate::value::Iter::Rev {
        items: Rc::from(items),
        pos: 0,
        name,
    };
    Ok(Value::Iterator(Rc::new(std::cell::RefCell::new(it))))
}

/// Whether `v` produces its items by running Python (a generator, or an object's `__next__`):
/// `any`/`all` over it must stop at the deciding item, as CPython's do, so it goes to the prelude.
fn lazy_source(v: &Value) -> bool {
    matches!(v, Value::Generator(_) | Value::Object(_))
        || matches!(v, Value::Class(c) if c.meta.borrow().is_some())
}

/// Whether an item's truth is Python's to say (its `__bool__` or `__len__`): `any`/`all` over
/// such items go to the prelude too.
fn python_truth(items: &[Value]) -> bool {
    items.iter().any(|v| {
        matches!(v, Value::Object(_) | Value::Class(_)) && dunder::truth_method(v).is_some()
    })
}

pub(super) fn any(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if lazy_source(one_arg(a, "any")?) {
        return prelude(ctx, "any", a);
    }
    let items = conts::items_arg(any, a, 0)?;
    if python_truth(&items) {
        return prelude(
            ctx,
            "any",
            &crate::native::Args {
                pos: vec![Value::list(items)],
                kw: Vec::new(),
            },
        );
    }
    for it in items {
        if dunder::truthy(ctx, &it)? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

pub(super) fn all(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if lazy_source(one_arg(a, "all")?) {
        return prelude(ctx, "all", a);
    }
    let items = conts::items_arg(all, a, 0)?;
    if python_truth(&items) {
        return prelude(
            ctx,
            "all",
            &crate::native::Args {
                pos: vec![Value::list(items)],
                kw: Vec::new(),
            },
        );
    }
    for it in items {
        if !dunder::truthy(ctx, &it)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

pub(super) fn iter(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if !a.kw.is_empty() {
        return Err(PyErr::type_error("iter() takes no keyword arguments").into());
    }
    match a.pos.len() {
        0 => Err(PyErr::type_error("iter expected at least 1 argument, got 0").into()),
        1 => dunder::iter(ctx, &a.pos[0]),
        // `iter(callable, sentinel)`: CPython's callable_iterator, `_prelude`'s class.
        2 => prelude(ctx, "callable_iterator", a),
        n => Err(PyErr::type_error(format!("iter expected at most 2 arguments, got {n}")).into()),
    }
}

/// `next(it, default)`: the default replaces `StopIteration`.
#[derive(Debug)]
struct NextDefault(Value);

impl Continuation for NextDefault {
    fn resume(&mut self, _: &mut Ctx, v: Value) -> NativeResult {
        Ok(v)
    }

    fn on_error(&mut self, _: &mut Ctx, err: &PyErr) -> Option<NativeResult> {
        (err.kind == "StopIteration").then(|| Ok(self.0.clone()))
    }
}

pub(super) fn next(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(it) = a.pos.first() else {
        return Err(PyErr::type_error("next expected at least 1 argument, got 0").into());
    };
    let default = a.pos.get(1).cloned();
    let then = || match &default {
        Some(d) => Then::Resume(Box::new(NextDefault(d.clone()))),
        None => Then::Tail,
    };
    match it {
        Value::Iterator(i) => {
            let n = i.borrow_mut().next_value()?;
            match (n, &default) {
                (Some(v), _) => Ok(v),
                (None, Some(d)) => Ok(d.clone()),
                (None, None) => Err(PyErr::new("StopIteration", "").into()),
            }
        }
        Value::Generator(g) if g.borrow().coroutine => Err(not_iterator(it).into()),
        Value::Generator(g) => {
            if g.borrow().finished {
                return match default {
                    Some(d) => Ok(d),
                    None => Err(PyErr::new("StopIteration", "").into()),
                };
            }
            Err(Flow::call(it.clone(), Vec::new(), then()))
        }
        Value::Object(_) => match attr::special(it, "__next__") {
            Some(m) => Err(Flow::call(m, Vec::new(), then())),
            None => Err(not_iterator(it).into()),
        },
        other => Err(not_iterator(other).into()),
    }
}

/// `gen.send(v)`: resumes the generator with `v` as its paused `yield`'s value.
pub(super) fn gen_send(_: &mut Ctx, a: &Args) -> NativeResult {
    let (g, v) = match (a.pos.first(), a.pos.get(1), a.pos.len()) {
        (Some(g @ Value::Generator(_)), Some(v), 2) => (g, v),
        (_, _, n) => {
            return Err(PyErr::type_error(format!(
                "generator.send() takes exactly one argument ({} given)",
                n.saturating_sub(1)
            ))
            .into())
        }
    };
    if let Value::Generator(gen) = g {
        let gb = gen.borrow();
        if gb.finished && gb.coroutine {
            return Err(PyErr::runtime_error("cannot reuse already awaited coroutine").into());
        }
        if gb.finished {
            return Err(PyErr::new("StopIteration", "").into());
        }
        if !gb.started && !matches!(v, Value::None) {
            let what = if gb.coroutine {
                "coroutine"
            } else {
                "generator"
            };
            return Err(PyErr::type_error(format!(
                "can't send non-None value to a just-started {what}"
            ))
            .into());
        }
    }
    Err(resume(g, crate::vm::GEN_SEND, v.clone()))
}

/// `gen.throw(exc)` (or the deprecated `throw(type, value)`): raises `exc` at the paused `yield`.
pub(super) fn gen_throw(_: &mut Ctx, a: &Args) -> NativeResult {
    let (Some(g @ Value::Generator(_)), Some(exc)) = (a.pos.first(), a.pos.get(1)) else {
        return Err(PyErr::type_error("throw expected at least 1 argument, got 0").into());
    };
    let exc = match (exc, a.pos.get(2)) {
        // throw(type, value): the class made from the value, as `raise type(value)`.
        (Value::Class(c), Some(value)) if !matches!(value, Value::None) => {
            let inst = crate::objects::Instance::new(c.clone());
            inst.attrs
                .borrow_mut()
                .set("args", Value::tuple(vec![value.clone()]));
            Value::Object(inst)
        }
        (exc, _) => exc.clone(),
    };
    Err(resume(g, crate::vm::GEN_THROW, exc))
}

/// `gen.close()`: raises GeneratorExit at the paused `yield`; None once the generator has ended.
pub(super) fn gen_close(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(g @ Value::Generator(_)) = a.pos.first() else {
        return Err(PyErr::type_error("close() of a non-generator").into());
    };
    Err(resume(g, crate::vm::GEN_CLOSE, Value::None))
}

/// The VM's call that resumes generator `g` as `marker` says (see `vm::call::resume_by`).
fn resume(g: &Value, marker: &str, v: Value) -> Flow {
    Flow::Call(Box::new(crate::native::PyCall {
        func: g.clone(),
        args: Args {
            pos: Vec::new(),
            kw: vec![(std::rc::Rc::from(marker), v)],
        },
        then: Then::Tail,
    }))
}

pub(super) fn not_iterator(v: &Value) -> PyErr {
    PyErr::type_error(format!(
        "'{}' object is not an iterator",
        dunder::type_name(v)
    ))
}
