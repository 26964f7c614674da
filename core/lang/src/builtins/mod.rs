//! Python's builtins, the methods of built-in types, indexing, iteration and `format()`.

/// A built-in method's native with CPython's count check first: `takes!("join", 1, f)` refuses
/// any count of positional arguments after the receiver but one, and any keyword, in CPython's
/// words named by the receiver's type ("str.join() takes exactly one argument (2 given)"; with
/// 0, "takes no arguments"). Without it an extra argument would be dropped silently.
macro_rules! takes {
    ($method:literal, $n:literal, $f:expr) => {
        takes!(@ None, $method, $n, $f)
    };
    ($owner:literal . $method:literal, $n:literal, $f:expr) => {
        takes!(@ Some($owner), $method, $n, $f)
    };
    (@ $owner:expr, $method:literal, $n:literal, $f:expr) => {
        |ctx, a| {
            crate::builtins::method_takes(a, $owner, $method, $n)?;
            let f: crate::native::NativeFn = $f;
            f(ctx, a)
        }
    };
}

mod bytearray;
mod bytesmethods;
mod casefold_table;
pub(crate) mod casing;
mod containers;
pub(crate) mod funcs;
pub(crate) use funcs::is_builtin_function;
mod index;
pub(crate) mod introspect;
mod iterables;
pub(crate) mod matching;
pub(crate) use iterables::prelude as call_prelude;
pub(crate) use iterables::typed_set;
mod alpha_table;
mod digits;
mod dirnames;
mod floathex;
pub(crate) mod methods;
mod numeric;
mod objectmethods;
pub(crate) mod pairs;
pub(crate) use objectmethods::object_method;
pub(crate) use protocols::{foreign_protocol, PROTOCOL_NAMES};
mod protocols;
mod strmethods;

use std::rc::Rc;

use super::errors::PyErr;
use super::format_spec;
use super::native::{Args, Ctx, Flow, NativeFunction};
use super::value::{range_len, FastMap, Iter, Value};

pub use containers::{
    delitem, dict_set, extend_into, native_items, no_item_deletion, set_binary, sort_by_keys,
    type_of,
};
pub use index::{getitem, setitem, slice_indices};
pub use methods::{container_method, method, same_unbound, unbound_info};

/// One list makes both [`TYPE_NAMES`] and [`is_type_name`], so the two cannot drift.
macro_rules! type_names {
    ($($name:literal,)*) => {
        /// Names of the built-in types, which print as `<class 'int'>` and answer `isinstance`.
        pub const TYPE_NAMES: &[&str] = &[$($name,)*];

        /// Whether `name` is one of [`TYPE_NAMES`]: a `match` on the same literals, so the hot
        /// paths (`type(x)`, attribute lookups on natives) do not scan the slice.
        pub fn is_type_name(name: &str) -> bool {
            matches!(name, $($name)|*)
        }
    };
}

type_names! {
    "int",
    "float",
    "complex",
    "bool",
    "str",
    "list",
    "tuple",
    "dict",
    "set",
    "range",
    "slice",
    "type",
    "frozenset",
    "object",
    "function",
    "NoneType",
    "enumerate",
    "zip",
    "map",
    "filter",
    "property",
    "staticmethod",
    "classmethod",
    "super",
    "reversed",
    "generator",
    "coroutine",
    // Types no program constructs, named so `type(x)` prints as CPython's class.
    "builtin_function_or_method",
    "method_descriptor",
    "wrapper_descriptor",
    "method",
    "module",
    "list_iterator",
    "tuple_iterator",
    "range_iterator",
    "str_iterator",
    "str_ascii_iterator",
    "dict_keyiterator",
    "dict_valueiterator",
    "dict_itemiterator",
    "set_iterator",
    "list_reverseiterator",
    "dict_reversekeyiterator",
    "dict_reversevalueiterator",
    "dict_reverseitemiterator",
    "dict_keys",
    "dict_values",
    "dict_items",
    "NotImplementedType",
    "ellipsis",
    "bytes",
    "bytearray",
    "bytes_iterator",
    "bytearray_iterator",
    "memoryview",
}

/// The builtins: functions, `object`, the exception classes (with the host's `exceptions`).
pub fn table(exceptions: &[(&'static str, &'static str)]) -> FastMap<&'static str, Value> {
    let mut t: FastMap<&'static str, Value> = funcs::FUNCS
        .iter()
        .map(|(n, f)| (*n, NativeFunction::value(n, *f)))
        .collect();
    for (n, c) in super::objects::builtin_classes(exceptions) {
        t.insert(n, c);
    }
    t.insert("NotImplemented", Value::NotImplemented);
    t.insert("Ellipsis", Value::Ellipsis);
    // (What a `__name__` lookup finds past globals that lack one: `exec`'d code's classes are
    // of module 'builtins' then, as in CPython.)
    t.insert("__name__", Value::str("builtins"));
    t
}

pub fn to_str(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    match v {
        // A host value's str is its format with an empty spec (str(torch.device) is 'cpu').
        Value::Foreign(_) => (ctx.host.str)(ctx, v),
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) if contains_foreign(v) => {
            // (The guard is this branch's: a plain repr below guards itself, and a set's would
            // find itself already entered: `format({1, 2})` was 'set(...)'.)
            let Some(_guard) = super::value::ReprGuard::enter(v) else {
                return Ok(v.recursive_repr().into());
            };
            // Containers of tensors print their elements' reprs, which may need reads.
            let items = iterate(v)?;
            let mut parts = Vec::with_capacity(items.len());
            for it in &items {
                parts.push(repr_of(ctx, it)?);
            }
            Ok(match v {
                Value::Tuple(_) if parts.len() == 1 => format!("({},)", parts[0]),
                Value::Tuple(_) => format!("({})", parts.join(", ")),
                _ => format!("[{}]", parts.join(", ")),
            })
        }
        other => Ok(other.to_str()),
    }
}

fn contains_foreign(v: &Value) -> bool {
    let Some(_guard) = super::value::ReprGuard::enter(v) else {
        return false;
    };
    match v {
        Value::List(l) => l
            .borrow()
            .iter()
            .any(|x| matches!(x, Value::Foreign(_)) || contains_foreign(x)),
        Value::Tuple(t) => t
            .iter()
            .any(|x| matches!(x, Value::Foreign(_)) || contains_foreign(x)),
        _ => false,
    }
}

pub fn repr_of(ctx: &mut Ctx, v: &Value) -> Result<String, Flow> {
    match v {
        Value::Str(_) => Ok(v.repr()),
        other => to_str(ctx, other),
    }
}

pub(crate) fn as_i64(v: &Value, what: &str) -> Result<i64, PyErr> {
    if let Value::Object(o) = v {
        // An int subclass's instance is its int.
        if let Some(b @ (Value::Int(_) | Value::Bool(_) | Value::Long(_))) = &o.base {
            return as_i64(b, what);
        }
    }
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::Long(_) => Err(crate::long::index_overflow()),
        other => Err(PyErr::type_error(format!(
            "'{}' object cannot be interpreted as an integer{}",
            crate::dunder::type_name(other),
            what
        ))),
    }
}

/// Whether a value is an instance whose `__index__` a native taking an int must call (an int
/// subclass's instance is already its int).
/// How CPython words a built-in's argument-count error: Argument Clinic's `"pop expected at
/// most 1 argument, got 2"`, or the older `"round() takes at most 2 arguments (3 given)"`.
#[derive(Clone, Copy)]
pub(crate) enum Said {
    Expected,
    Takes,
}

/// Checks the count of positional arguments after the first `skip` (a method's receiver):
/// between `min` and `max`, else CPython's TypeError for `name` in its wording.
pub(crate) fn arity(
    a: &Args,
    skip: usize,
    name: &str,
    (min, max): (usize, usize),
    said: Said,
) -> Result<(), PyErr> {
    arity_kw(a, skip, name, (min, max), said, None)
}

/// [`arity`], and for a function that takes no keywords (`qual`: its name as CPython's message
/// gives it, `str.center`), none given: `'x'.center(5, fillchar='*')` or `tuple(iterable=x)`
/// would otherwise drop the keyword.
pub(crate) fn arity_kw(
    a: &Args,
    skip: usize,
    name: &str,
    (min, max): (usize, usize),
    said: Said,
    qual: Option<&str>,
) -> Result<(), PyErr> {
    if let (Some(q), false) = (qual, a.kw.is_empty()) {
        return Err(PyErr::type_error(format!(
            "{q}() takes no keyword arguments"
        )));
    }
    let n = a.pos.len().saturating_sub(skip);
    if (min..=max).contains(&n) {
        return Ok(());
    }
    let s = |k: usize| if k == 1 { "" } else { "s" };
    let msg = match said {
        Said::Expected if min == max => {
            format!("{name} expected {min} argument{}, got {n}", s(min))
        }
        Said::Expected if n > max => {
            format!("{name} expected at most {max} argument{}, got {n}", s(max))
        }
        Said::Expected => format!("{name} expected at least {min} argument{}, got {n}", s(min)),
        Said::Takes if max == 0 => format!("{name}() takes no arguments ({n} given)"),
        Said::Takes if min == 1 && max == 1 => {
            format!("{name}() takes exactly one argument ({n} given)")
        }
        Said::Takes if n > max => format!(
            "{name}() takes at most {max} argument{} ({n} given)",
            s(max)
        ),
        Said::Takes => format!(
            "{name}() takes at least {min} argument{} ({n} given)",
            s(min)
        ),
    };
    Err(PyErr::type_error(msg))
}

/// [`takes!`]'s check: exactly `n` (0 or 1) positional arguments after the receiver and no
/// keywords, the method named `owner.method` (`owner`: the receiver's type when None).
pub(crate) fn method_takes(
    a: &Args,
    owner: Option<&str>,
    method: &str,
    n: usize,
) -> Result<(), PyErr> {
    if a.kw.is_empty() && a.pos.len() == n + 1 {
        return Ok(());
    }
    let owner = match (owner, a.pos.first()) {
        (Some(o), _) => o.to_string(),
        // (A subclass's instance: the built-in type the method belongs to, as CPython names it.)
        (None, Some(v)) => crate::dunder::type_name(&crate::subclass::unwrap(v)),
        (None, None) => String::new(),
    };
    let qual = format!("{owner}.{method}");
    arity_kw(a, 1, &qual, (n, n), Said::Takes, Some(&qual))
}

/// A builtin that takes no keywords: any given is CPython's TypeError naming it.
pub(crate) fn no_keywords(a: &Args, qual: &str) -> Result<(), PyErr> {
    match a.kw.is_empty() {
        true => Ok(()),
        false => Err(PyErr::type_error(format!(
            "{qual}() takes no keyword arguments"
        ))),
    }
}

pub(crate) fn needs_index(v: &Value) -> bool {
    // (A host value, a tensor, converts through its type's `__index__`: `hex(torch.tensor(7))`.)
    matches!(v, Value::Foreign(_))
        || (matches!(v, Value::Object(o) if o.base.is_none())
            && crate::attr::special(v, "__index__").is_some())
}

/// A native given an instance with `__index__` where it takes an int (`hex(obj)`,
/// `range(obj)`): `_prelude._index_retry` converts each such argument, as CPython's
/// `PyNumber_Index`, and calls the native again. `None` when no argument needs it.
pub(crate) fn index_retry(a: &Args, name: &str, f: crate::native::NativeFn) -> Option<Flow> {
    if !a.pos.iter().any(needs_index) {
        return None;
    }
    let mut pos = vec![NativeFunction::value(name, f)];
    pos.extend(a.pos.iter().cloned());
    let retry = NativeFunction::value("_index_retry", |ctx, a| {
        call_prelude(ctx, "_index_retry", a)
    });
    Some(Flow::call(retry, pos, crate::native::Then::Tail))
}

/// A native's result, or, when it refused an argument as no integer and one has `__index__`
/// (`[1, 2, 3].pop(Idx())`, `"ab".center(torch.tensor(6))`), the native called again with those
/// converted ([`index_retry`]), as CPython's natives take `__index__` through PyNumber_Index.
pub(crate) fn index_retried(
    r: crate::native::NativeResult,
    a: &Args,
    name: &str,
    f: crate::native::NativeFn,
) -> crate::native::NativeResult {
    match &r {
        Err(Flow::Raise(e))
            if e.kind == "TypeError"
                && a.kw.is_empty()
                && e.message.contains("cannot be interpreted as an integer") =>
        {
            match index_retry(a, name, f) {
                Some(flow) => Err(flow),
                None => r,
            }
        }
        _ => r,
    }
}

pub(crate) fn one_arg<'a>(a: &'a Args, name: &str) -> Result<&'a Value, PyErr> {
    if a.pos.len() != 1 {
        return Err(PyErr::type_error(format!(
            "{name}() takes exactly one argument ({} given)",
            a.pos.len()
        )));
    }
    Ok(&a.pos[0])
}

pub(crate) fn builtin_type_name(v: &Value) -> String {
    match v {
        Value::Native(n) => n.name.clone(),
        other => other.type_name().to_string(),
    }
}

/// All items of an iterable that the VM can walk natively.
pub fn iterate(v: &Value) -> Result<Vec<Value>, PyErr> {
    // Copies charge the time limit chunk by chunk; generated items one by one.
    use super::native::{clone_polled, collect_polled};
    Ok(match v {
        Value::List(l) => clone_polled(&l.borrow())?,
        Value::Tuple(t) => clone_polled(t)?,
        Value::Dict(d) => {
            let d = d.borrow();
            collect_polled(d.len(), d.iter().map(|(k, _)| k.clone()))?
        }
        Value::Set(d) => {
            let d = d.borrow();
            collect_polled(d.len(), d.iter().cloned())?
        }
        Value::DictView(v) => v.items(),
        Value::Bytes(_) | Value::ByteArray(_) => {
            let b = super::bytes::view(v).unwrap_or_default();
            collect_polled(b.len(), b.iter().map(|&c| Value::Int(c as i64)))?
        }
        Value::Str(s) => collect_polled(s.len(), s.chars().map(|c| Value::str(&c.to_string())))?,
        Value::Range { start, stop, step } => {
            let n = range_len(*start, *stop, *step);
            if n > super::native::MAX_ITEMS as i64 {
                return Err(PyErr::new(
                    "MemoryError",
                    format!("a container of {n} items exceeds the playground's memory limit for Python objects ({} items)", super::native::MAX_ITEMS),
                ));
            }
            super::native::check_host_memory((n as usize).saturating_mul(size_of::<Value>()))?;
            collect_polled(n as usize, (0..n).map(|i| Value::Int(start + i * step)))?
        }
        Value::Iterator(it) => {
            let mut out = Vec::new();
            let mut it = it.borrow_mut();
            while let Some(x) = it.next_value()? {
                super::native::poll()?;
                out.push(x);
            }
            out
        }
        Value::Foreign(t) => t.iter_values()?,
        other => {
            return Err(PyErr::type_error(format!(
                "'{}' object is not iterable",
                other.type_name()
            )))
        }
    })
}

pub fn make_iter(ctx: &mut Ctx, v: &Value) -> Result<Value, PyErr> {
    let it = match v {
        Value::Range { start, stop, step } => Iter::Range {
            next: *start,
            stop: *stop,
            step: *step,
        },
        Value::List(l) => Iter::List {
            list: l.clone(),
            pos: 0,
        },
        Value::Iterator(_) => return Ok(v.clone()),
        Value::Dict(_) | Value::Set(_) | Value::DictView(_) => Iter::of_table(v).expect("a table"),
        Value::Str(s) => Iter::Chars {
            chars: s.chars().collect(),
            pos: 0,
        },
        Value::Bytes(_) | Value::ByteArray(_) => Iter::Rev {
            items: Rc::from(iterate(v)?),
            pos: 0,
            name: if matches!(v, Value::Bytes(_)) {
                "bytes_iterator"
            } else {
                "bytearray_iterator"
            },
        },
        Value::Foreign(_) => Iter::Seq {
            items: Rc::from((ctx.host.iter)(ctx, v)?),
            pos: 0,
        },
        other => Iter::Seq {
            items: Rc::from(iterate(other)?),
            pos: 0,
        },
    };
    Ok(Value::Iterator(Rc::new(std::cell::RefCell::new(it))))
}

pub fn format_value(ctx: &mut Ctx, v: &Value, conversion: u8, spec: &str) -> Result<String, Flow> {
    let v = match conversion {
        1 => Value::str(&to_str(ctx, v)?),
        2 => Value::str(&repr_of(ctx, v)?),
        3 => Value::str(&crate::codecs::ascii_escaped(&repr_of(ctx, v)?)),
        _ => v.clone(),
    };
    if spec.is_empty() && !matches!(v, Value::Foreign(_)) {
        return to_str(ctx, &v);
    }
    match &v {
        Value::Foreign(_) => (ctx.host.format)(ctx, &v, spec),
        other => Ok(format_spec::format(other, spec)?),
    }
}

/// The language's native modules (its pack's `natives`, see `script::library`).
pub fn native_module(ctx: &mut Ctx, name: &str) -> Option<Result<Value, PyErr>> {
    Some(Ok(match name {
        "math" => super::modules::math(),
        "random" => super::random::module(),
        "time" => super::modules::time(),
        "sys" => {
            let m = super::modules::sys();
            if let Value::Module(m) = &m {
                ctx.sys = Some(m.clone());
            }
            m
        }
        "os" => super::modules::os(ctx),
        "_files" => super::files::module(),
        "_subclass" => super::subclass::module(),
        "_traceback" => super::traceback::traceback_module(),
        "_re" => super::regex::module(),
        "_json" => super::json::module(),
        "_binascii" => super::binascii::module(),
        "_decimal_kernel" => super::decimal_kernel::module(),
        "_cmath" => super::complex::module(),
        "_weakref" => super::weak::module(),
        "_gc" => super::cycles::module(),
        "_array" => super::array_fast::module(),
        _ => return None,
    }))
}

#[cfg(test)]
mod tests {
    use super::{is_type_name, TYPE_NAMES};

    #[test]
    fn is_type_name_answers_for_the_type_names_and_nothing_else() {
        for n in TYPE_NAMES {
            assert!(is_type_name(n), "{n}");
        }
        let distinct: std::collections::HashSet<_> = TYPE_NAMES.iter().collect();
        assert_eq!(distinct.len(), TYPE_NAMES.len(), "a name is listed twice");
        for n in [
            "",
            "Int",
            "int ",
            "intt",
            "in",
            "print",
            "len",
            "Exception",
            "torch",
            "Tensor",
        ] {
            assert!(!is_type_name(n), "{n}");
        }
    }
}
