//! The methods of dict: `keys`/`values`/`items` views, `fromkeys`, `get`, `pop`, `popitem`,
//! `setdefault`, `update`, `clear`, `copy`.

use std::cell::RefCell;
use std::rc::Rc;

use crate::conts;
use crate::conts::hashed::{self, KeyAct, Tab};
use crate::errors::PyErr;
use crate::native::{Args, Ctx, NativeFn, NativeResult};
use crate::table::DictTable;
use crate::value::{DictView, Value, ViewKind};

use super::dict_fromkeys;
use super::list::arg;

fn dict_of(a: &Args) -> &Rc<RefCell<DictTable>> {
    match &a.pos[0] {
        Value::Dict(d) => d,
        _ => unreachable!("bound to a dict"),
    }
}

fn view(a: &Args, kind: ViewKind) -> Value {
    Value::DictView(Rc::new(DictView {
        kind,
        dict: dict_of(a).clone(),
    }))
}

/// `d.get(k[, default])` (the receiver first in `args`) where no Python code need answer (the
/// key's hash and every comparison native): the value or the default; `None` otherwise (the
/// native's general path, with its errors and calls).
pub(crate) fn plain_get(args: &[Value]) -> Option<Value> {
    let (d, k, default) = match args {
        [Value::Dict(d), k] => (d, k, None),
        [Value::Dict(d), k, default] => (d, k, Some(default)),
        _ => return None,
    };
    let d = d.borrow();
    Some(match d.find_native(k)? {
        Ok(i) => d.slot(i)?.1.clone(),
        Err(_) => default.cloned().unwrap_or(Value::None),
    })
}

pub(super) fn dict_method(name: &str) -> Option<NativeFn> {
    Some(match name {
        "keys" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "dict.keys",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("dict.keys"),
            )?;
            Ok(view(a, ViewKind::Keys))
        },
        // A class method: on an instance, the receiver is not an argument.
        "fromkeys" => |ctx, a| dict_fromkeys(ctx, &crate::vm::args(a.pos[1..].to_vec())),
        "values" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "dict.values",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("dict.values"),
            )?;
            Ok(view(a, ViewKind::Values))
        },
        "items" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "dict.items",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("dict.items"),
            )?;
            Ok(view(a, ViewKind::Items))
        },
        "get" => |ctx, a| {
            if a.kw.is_empty() {
                if let Some(v) = plain_get(&a.pos) {
                    return Ok(v);
                }
            }
            crate::builtins::arity_kw(
                a,
                1,
                "get",
                (1, 2),
                crate::builtins::Said::Expected,
                Some("dict.get"),
            )?;
            let k = arg(a, 1, "get")?;
            let d = Tab::Dict(dict_of(a).clone());
            let default = a.pos.get(2).cloned().unwrap_or(Value::None);
            hashed::key_op(ctx, d, k, KeyAct::Get(default))
        },
        "pop" => |ctx, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "pop",
                (1, 2),
                crate::builtins::Said::Expected,
                Some("dict.pop"),
            )?;
            let k = arg(a, 1, "pop")?;
            let d = Tab::Dict(dict_of(a).clone());
            hashed::key_op(ctx, d, k, KeyAct::Pop(a.pos.get(2).cloned()))
        },
        "popitem" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "dict.popitem",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("dict.popitem"),
            )?;
            match dict_of(a).borrow_mut().pop_last() {
                Some((k, v)) => Ok(Value::tuple(vec![k, v])),
                None => Err(PyErr::key_error(Value::str("popitem(): dictionary is empty")).into()),
            }
        },
        "setdefault" => |ctx, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "setdefault",
                (1, 2),
                crate::builtins::Said::Expected,
                Some("dict.setdefault"),
            )?;
            let k = arg(a, 1, "setdefault")?;
            let default = a.pos.get(2).cloned().unwrap_or(Value::None);
            let d = Tab::Dict(dict_of(a).clone());
            hashed::key_op(ctx, d, k, KeyAct::SetDefault(default))
        },
        "update" => update,
        "clear" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "dict.clear",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("dict.clear"),
            )?;
            dict_of(a).borrow_mut().clear();
            Ok(Value::None)
        },
        "copy" => |_, a| {
            crate::builtins::arity_kw(
                a,
                1,
                "dict.copy",
                (0, 0),
                crate::builtins::Said::Takes,
                Some("dict.copy"),
            )?;
            Ok(Value::Dict(Rc::new(RefCell::new(
                dict_of(a).borrow().clone(),
            ))))
        },
        _ => return None,
    })
}

/// `d.update(other, **kw)`: a mapping's items, or an iterable's pairs, then the keywords.
fn update(ctx: &mut Ctx, a: &Args) -> NativeResult {
    if a.pos.len() > 2 {
        return Err(PyErr::type_error(format!(
            "update expected at most 1 argument, got {}",
            a.pos.len() - 1
        ))
        .into());
    }
    let mut items: Vec<(Option<i64>, Value, Value)> = Vec::new();
    let plain = a.pos.get(1).map(crate::subclass::plain);
    if let Some(src) = plain.as_ref() {
        if conts::mapping::is_user_mapping(src) {
            let extra =
                a.kw.iter()
                    .map(|(k, v)| (None, Value::Str(k.clone()), v.clone()))
                    .collect();
            return conts::mapping::MappingItems::start(
                src,
                dict_of(a).clone(),
                extra,
                Value::None,
                false,
            );
        }
        match src {
            Value::Dict(_) => items = hashed::entries(src),
            _ => {
                // A generator or an instance's iterator is collected first (the VM runs it),
                // then this runs again over the list.
                let seq = conts::items_arg(update, a, 1)?;
                items = crate::builtins::pairs::update_pairs(ctx, seq, update, a, 1)?;
            }
        }
    }
    for (k, v) in &a.kw {
        items.push((None, Value::Str(k.clone()), v.clone()));
    }
    hashed::bulk(ctx, Tab::Dict(dict_of(a).clone()), items, Value::None)
}
