//! The methods of list (`append`, `extend`, `insert`, `pop`, `sort`, ...) and the `index` and
//! `count` that lists and tuples share.

use std::cell::RefCell;
use std::rc::Rc;

use crate::builtins::{as_i64, sort_by_keys};
use crate::conts::hashed::{self, ScanAct};
use crate::conts::{self, KeyUse};
use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFn, NativeResult};
use crate::value::Value;

fn list_of(a: &Args) -> &Rc<RefCell<Vec<Value>>> {
    match &a.pos[0] {
        Value::List(l) => l,
        _ => unreachable!("bound to a list"),
    }
}

pub(super) fn arg<'a>(a: &'a Args, i: usize, what: &str) -> Result<&'a Value, PyErr> {
    a.pos
        .get(i)
        .ok_or_else(|| PyErr::type_error(format!("{what} takes exactly one argument (0 given)")))
}

pub(super) fn list_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "append" => |ctx, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "list.append",
                (1, 1),
                crate::builtins::Said::Takes,
                Some("list.append"),
            )?;
            let v = arg(a, 1, "list.append()")?.clone();
            let l = list_of(a);
            let n = l.borrow().len();
            ctx.check_items(n + 1)?;
            l.borrow_mut().push(v);
            Ok(Value::None)
        },
        "extend" => |ctx, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "list.extend",
                (1, 1),
                crate::builtins::Said::Takes,
                Some("list.extend"),
            )?;
            arg(a, 1, "list.extend()")?;
            let items = conts::items_arg(list_extend_again, a, 1)?;
            let l = list_of(a);
            let n = l.borrow().len() + items.len();
            ctx.check_items(n)?;
            l.borrow_mut().extend(items);
            Ok(Value::None)
        },
        "insert" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "insert",
                (2, 2),
                crate::builtins::Said::Expected,
                Some("list.insert"),
            )?;
            let i = as_i64(arg(a, 1, "insert")?, "")?;
            let v = arg(a, 2, "insert")?.clone();
            let l = list_of(a);
            let n = l.borrow().len() as i64;
            let j = if i < 0 { (i + n).max(0) } else { i.min(n) };
            l.borrow_mut().insert(j as usize, v);
            Ok(Value::None)
        },
        "pop" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "pop",
                (0, 1),
                crate::builtins::Said::Expected,
                Some("list.pop"),
            )?;
            let l = list_of(a);
            let n = l.borrow().len();
            if n == 0 {
                return Err(PyErr::new("IndexError", "pop from empty list").into());
            }
            let i = match a.pos.get(1) {
                Some(v) => as_i64(v, "")?,
                None => -1,
            };
            let j = if i < 0 { i + n as i64 } else { i };
            if j < 0 || j >= n as i64 {
                return Err(PyErr::new("IndexError", "pop index out of range").into());
            }
            Ok(l.borrow_mut().remove(j as usize))
        },
        "remove" => |ctx, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "list.remove",
                (1, 1),
                crate::builtins::Said::Takes,
                Some("list.remove"),
            )?;
            let v = arg(a, 1, "list.remove()")?;
            hashed::scan(ctx, &a.pos[0], v, ScanAct::Remove, 0, usize::MAX)
        },
        "index" => seq_index,
        "count" => seq_count,
        "reverse" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "list.reverse",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("list.reverse"),
            )?;
            list_of(a).borrow_mut().reverse();
            Ok(Value::None)
        },
        "clear" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "list.clear",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("list.clear"),
            )?;
            // Emptied first, then the items freed last to first, as CPython's `list.clear`
            // (the order their `__del__`s print in).
            let mut items = std::mem::take(&mut *list_of(a).borrow_mut());
            while let Some(x) = items.pop() {
                drop(x);
            }
            Ok(Value::None)
        },
        "copy" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "list.copy",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("list.copy"),
            )?;
            Ok(Value::list(list_of(a).borrow().clone()))
        },
        "sort" => |ctx, a| {
            crate::builtins::iterables::sort_args(a, 0)?;
            let reverse = match a.kwarg("reverse") {
                Some(v) => v.truthy()?,
                None => false,
            };
            let items = crate::native::clone_polled(&list_of(a).borrow())?;
            match a.kwarg("key") {
                Some(k) if !matches!(k, Value::None) => conts::keyed_into(
                    k.clone(),
                    items,
                    KeyUse::Sorted { reverse },
                    None,
                    Some(a.pos[0].clone()),
                ),
                _ if conts::ordered::sorts_by_comparison(&items) => conts::ordered::ObjSort::start(
                    ctx,
                    items,
                    None,
                    reverse,
                    Some(a.pos[0].clone()),
                ),
                _ => {
                    *list_of(a).borrow_mut() = sort_by_keys(items, None, reverse)?;
                    Ok(Value::None)
                }
            }
        },
        _ => return None,
    })
}

fn list_extend_again(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let f = list_method("extend").expect("extend exists");
    f(ctx, a)
}

pub(super) fn seq_index(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let qual = if let Value::Tuple(_) = a.pos[0] {
        "tuple.index"
    } else {
        "list.index"
    };
    crate::builtins::arity_kw(
        a,
        1,
        "index",
        (1, 3),
        crate::builtins::Said::Expected,
        Some(qual),
    )?;
    let v = arg(a, 1, "index")?;
    let n = match &a.pos[0] {
        Value::List(l) => l.borrow().len(),
        Value::Tuple(t) => t.len(),
        _ => 0,
    } as i64;
    let bound = |i: usize, dflt: i64| -> Result<usize, PyErr> {
        let x = match a.pos.get(i) {
            Some(x) => as_i64(x, "")?,
            None => dflt,
        };
        let x = if x < 0 { (x + n).max(0) } else { x.min(n) };
        Ok(x as usize)
    };
    let (start, stop) = (bound(2, 0)?, bound(3, n)?);
    hashed::scan(ctx, &a.pos[0], v, ScanAct::Index, start, stop)
}

pub(super) fn seq_count(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let owner = if let Value::Tuple(_) = a.pos[0] {
        "tuple.count"
    } else {
        "list.count"
    };
    crate::builtins::arity_kw(
        a,
        1,
        owner,
        (1, 1),
        crate::builtins::Said::Takes,
        Some(owner),
    )?;
    let v = arg(a, 1, "count")?;
    hashed::scan(ctx, &a.pos[0], v, ScanAct::Count, 0, usize::MAX)
}
