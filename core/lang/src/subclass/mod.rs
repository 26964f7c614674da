//! Classes deriving from the built-in types: `class Stack(list)`, `class Name(str)`,
//! `class Counter(dict)` with `__missing__`, `class Meters(float)`, `class Z(complex)`.
//!
//! The VM's built-in values are not instances, so an instance of such a class carries its
//! built-in value (`Instance::base`): a list for `Stack()`, the str for `Name("x")`. The built-in
//! type, as a base, is a class of its own ([`builtin_class`]) whose methods are natives that do
//! the built-in operation on that value: `__len__`, `__getitem__`, `__add__`, `__eq__`,
//! `__hash__`, `__repr__`, ... so every path that serves an instance's special methods serves
//! these too. The type's named methods (`append`, `upper`, `items`) are the value's own, found
//! after the class's attributes (`attr::getattr`), also through `super()`. Results are plain
//! built-in values, as CPython's are (`Stack() + [1]` is a list). Mutable types (list, dict, set,
//! bytearray) start empty in `__new__` and are filled by `__init__`; immutable ones (tuple, str,
//! int, float, frozenset, bytes) take their value in `__new__`.
//!
//! Here: the base classes, the operators and items, and each type's table of special methods.
//! `text` holds `repr`/`str`/`format`, `construct` `__new__` and `__init__`.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::code::{BinOp, CmpOp, UnaryOp};
use crate::dunder;
use crate::errors::PyErr;
use crate::native::{Args, Continuation, Ctx, Flow, NativeFn, NativeFunction, NativeResult, Then};
use crate::objects::{Attrs, Class};
use crate::value::Value;

mod construct;
mod text;

use construct::{init, new};
use text::{format, repr, str_};

/// The built-in types a class statement may derive from.
pub const SUBCLASSABLE: &[&str] = &[
    "list",
    "dict",
    "set",
    "frozenset",
    "tuple",
    "str",
    "int",
    "float",
    "complex",
    "bytes",
    "bytearray",
];

const MUTABLE: &[&str] = &["list", "dict", "set", "bytearray"];

/// The built-in classes made so far; left alone at thread exit (see `metaclass::Held`).
struct Held(HashMap<&'static str, Rc<Class>>);

impl Drop for Held {
    fn drop(&mut self) {
        for (_, c) in self.0.drain() {
            std::mem::forget(c);
        }
    }
}

thread_local! {
    static CLASSES: RefCell<Held> = RefCell::new(Held(HashMap::new()));
}

/// The class standing for the built-in type `name` as a base (None if it cannot be one).
pub fn builtin_class(name: &str) -> Result<Option<Rc<Class>>, PyErr> {
    if name == "bool" {
        return Err(PyErr::type_error(
            "type 'bool' is not an acceptable base type",
        ));
    }
    let Some(&name) = SUBCLASSABLE.iter().find(|n| **n == name) else {
        return Ok(None);
    };
    let Some(object) = crate::metaclass::type_class().and_then(|t| t.bases.first().cloned()) else {
        return Ok(None);
    };
    // Made over this VM's `object`: a stand-in an earlier VM on this thread made (the page's
    // worker runs one program after another) would put a second `object` in a class's MRO.
    let cached = CLASSES.with(|m| m.borrow().0.get(name).cloned());
    if let Some(c) = cached.filter(|c| c.bases.first().is_some_and(|b| Rc::ptr_eq(b, &object))) {
        return Ok(Some(c));
    }
    let c = Class::new(name, vec![object], methods(name), true)?;
    CLASSES.with(|m| m.borrow_mut().0.insert(name, c.clone()));
    Ok(Some(c))
}

/// A class as `__mro__`, `__bases__` and `__base__` show it: the stand-in for a built-in type
/// ([`builtin_class`]) is the type itself (`class A(int)`: `A.__mro__[1] is int`).
pub fn shown(c: &Rc<Class>) -> Value {
    if c.builtin && SUBCLASSABLE.contains(&c.name.as_str()) {
        if let Some((n, f)) = crate::builtins::funcs::FUNCS
            .iter()
            .find(|(n, _)| *n == c.name)
        {
            return crate::native::NativeFunction::value(n, *f);
        }
    }
    Value::Class(c.clone())
}

/// The built-in type a class derives from, if any.
pub fn base_type(c: &Rc<Class>) -> Option<&'static str> {
    std::iter::once(c)
        .chain(c.mro_rest.iter())
        .filter(|k| k.builtin)
        .find_map(|k| SUBCLASSABLE.iter().find(|n| **n == k.name).copied())
}

/// A class's bases may derive from one built-in type at most (CPython's layout conflict).
pub fn check_bases(bases: &[Rc<Class>]) -> Result<(), PyErr> {
    let mut seen: Option<&'static str> = None;
    for b in bases {
        if let Some(t) = base_type(b) {
            match seen {
                Some(s) if s != t => {
                    return Err(PyErr::type_error(
                        "multiple bases have instance lay-out conflict",
                    ))
                }
                _ => seen = Some(t),
            }
        }
    }
    Ok(())
}

/// The built-in value an instance carries, else the value itself.
pub fn unwrap(v: &Value) -> Value {
    match v {
        Value::Object(o) => o.base.clone().unwrap_or_else(|| v.clone()),
        other => other.clone(),
    }
}

/// The text of a str or of a str subclass's instance (what CPython's `PyUnicode_Check` accepts).
pub fn text(v: &Value) -> Option<&str> {
    match v {
        Value::Str(s) => Some(s),
        Value::Object(o) => match &o.base {
            Some(Value::Str(s)) => Some(s),
            _ => None,
        },
        _ => None,
    }
}

/// The number an int, float or complex subclass's instance carries (CPython's `PyLong_Check`
/// and `PyFloat_Check` accept subclasses and read their value), else the value itself.
pub fn number(v: &Value) -> &Value {
    match v {
        Value::Object(o) => match &o.base {
            Some(
                b @ (Value::Int(_)
                | Value::Bool(_)
                | Value::Long(_)
                | Value::Float(_)
                | Value::Complex(..)),
            ) => b,
            _ => v,
        },
        _ => v,
    }
}

/// For native code that reads a container directly (`dict(x)`, `{**x}`, `list(x)`, `f(*x)`):
/// the built-in value of an instance whose class iterates it as the built-in type does (no
/// Python `__iter__` of its own), as CPython reads a dict or list subclass; else `v` itself.
pub fn plain(v: &Value) -> Value {
    if let Value::Object(o) = v {
        if let Some(b) = &o.base {
            if o.class
                .lookup_owner("__iter__")
                .is_some_and(|(owner, _)| owner.builtin)
            {
                return b.clone();
            }
        }
    }
    v.clone()
}

/// The set a set or frozenset subclass's instance carries: `set(x)` and `frozenset(x)` read it
/// directly, whatever `__iter__` the class defines (CPython's `set_update_internal` merges any
/// set without iterating it).
pub fn set_base(v: &Value) -> Option<Value> {
    match v {
        Value::Object(o) => match &o.base {
            Some(b @ Value::Set(_)) => Some(b.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The private module `_subclass`, for library classes that derive from a built-in type and
/// keep their own Python methods over its value: `base(obj)` is the built-in value `obj`
/// carries, the same object (a `defaultdict` works on its dict, which `dict(d)`, `{**d}` and
/// `json` then read).
pub fn module() -> Value {
    let m = crate::value::Module::new("_subclass");
    m.set("base", NativeFunction::value("base", base_of));
    // `c_type_name(cls, "decimal.Decimal")`: the name CPython's messages give the C type a library
    // class stands for.
    m.set(
        "c_type_name",
        NativeFunction::value("c_type_name", |_, a| match a.pos.as_slice() {
            [Value::Class(c), Value::Str(n)] => {
                *c.c_name.borrow_mut() = Some(n.to_string());
                Ok(Value::None)
            }
            _ => Err(PyErr::type_error("c_type_name(cls, name)").into()),
        }),
    );
    m.set(
        "tuplegetter",
        NativeFunction::value("tuplegetter", tuplegetter),
    );
    Value::Module(m)
}

/// `tuplegetter(i)`: the getter of a namedtuple's field `i` (CPython's
/// `_collections._tuplegetter`), a native bound to `i` that reads item `i` of the tuple an
/// instance carries; [`tuple_field`] lets a property over it answer without a call.
fn tuplegetter(_: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.as_slice() {
        [i @ Value::Int(n)] if *n >= 0 => Ok(Value::BoundNative(Rc::new((
            i.clone(),
            Rc::new(NativeFunction {
                name: "tuplegetter".into(),
                f: tuple_item,
            }),
        )))),
        _ => Err(PyErr::type_error("tuplegetter() takes one index").into()),
    }
}

fn tuple_item(_: &mut Ctx, a: &Args) -> NativeResult {
    if let [Value::Int(i), obj] = a.pos.as_slice() {
        if let Some(v) = item_of(*i, obj) {
            return Ok(v);
        }
        return Err(PyErr::type_error(format!(
            "descriptor for index '{i}' for tuple subclasses doesn't apply to '{}' object",
            crate::dunder::type_name(obj)
        ))
        .into());
    }
    Err(PyErr::type_error("tuplegetter expects one argument").into())
}

fn item_of(i: i64, obj: &Value) -> Option<Value> {
    let Value::Object(o) = obj else { return None };
    let Some(Value::Tuple(t)) = &o.base else {
        return None;
    };
    t.get(usize::try_from(i).ok()?).cloned()
}

/// A property whose getter is a [`tuplegetter`], read on an instance of a tuple subclass: its
/// field, with no call.
#[inline]
pub fn tuple_field(fget: &Value, obj: &Value) -> Option<Value> {
    match fget {
        Value::BoundNative(b) if std::ptr::fn_addr_eq(b.1.f, tuple_item as NativeFn) => match b.0 {
            Value::Int(i) => item_of(i, obj),
            _ => None,
        },
        _ => None,
    }
}

fn base_of(_: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.first() {
        Some(Value::Object(o)) if o.base.is_some() => Ok(o.base.clone().expect("checked")),
        Some(v) => Err(PyErr::type_error(format!(
            "'{}' object does not derive from a built-in type",
            crate::dunder::type_name(v)
        ))
        .into()),
        None => Err(PyErr::type_error("base() takes exactly one argument (0 given)").into()),
    }
}

fn me(a: &Args) -> Result<Value, PyErr> {
    match a.pos.first() {
        Some(v @ Value::Object(o)) if o.base.is_some() => Ok(unwrap(v)),
        Some(v @ Value::Object(_)) => Err(PyErr::type_error(format!(
            "descriptor needs a built-in value, not '{}'",
            crate::dunder::type_name(v)
        ))),
        Some(v) => Ok(v.clone()),
        None => Err(PyErr::type_error("descriptor needs an argument")),
    }
}

fn arg(a: &Args, i: usize) -> Result<Value, PyErr> {
    a.pos
        .get(i)
        .map(unwrap)
        .ok_or_else(|| PyErr::type_error("expected an argument"))
}

fn builtin(name: &str) -> NativeFn {
    crate::builtins::funcs::FUNCS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, f)| *f)
        .expect("a builtin of the table")
}

fn call_builtin(ctx: &mut Ctx, name: &str, pos: Vec<Value>) -> NativeResult {
    builtin(name)(
        ctx,
        &Args {
            pos,
            kw: Vec::new(),
        },
    )
}

/// Whether a set's or dict's operator takes `other`: a set's only sets, a dict's `|` only
/// dicts; else the built-in type answers NotImplemented, so the error names the operands' own
/// types (`S() | [1]`, `s |= [2]`).
fn hashed_fits(mine: &Value, other: &Value) -> bool {
    match mine {
        Value::Set(_) => matches!(other, Value::Set(_)),
        Value::Dict(_) => matches!(other, Value::Dict(_)),
        _ => true,
    }
}

macro_rules! binops {
    ($($f:ident $rf:ident $op:expr;)*) => {$(
        fn $f(ctx: &mut Ctx, a: &Args) -> NativeResult {
            let (mine, other) = (me(a)?, arg(a, 1)?);
            if !hashed_fits(&mine, &other) {
                return Ok(Value::NotImplemented);
            }
            dunder::binary(ctx, $op, &mine, &other, false)
        }
        fn $rf(ctx: &mut Ctx, a: &Args) -> NativeResult {
            let (mine, other) = (me(a)?, arg(a, 1)?);
            if !hashed_fits(&mine, &other) {
                return Ok(Value::NotImplemented);
            }
            dunder::binary(ctx, $op, &other, &mine, false)
        }
    )*};
}

binops! {
    add radd BinOp::Add;
    sub rsub BinOp::Sub;
    mul rmul BinOp::Mul;
    truediv rtruediv BinOp::Div;
    floordiv rfloordiv BinOp::FloorDiv;
    modulo rmodulo BinOp::Mod;
    lshift rlshift BinOp::LShift;
    rshift rrshift BinOp::RShift;
    and rand BinOp::BitAnd;
    or ror BinOp::BitOr;
    xor rxor BinOp::BitXor;
}

/// `__pow__`, with the optional modulus of the three-argument form (`pow(I(3), 4, 5)`).
fn pow(ctx: &mut Ctx, a: &Args) -> NativeResult {
    match a.pos.get(2) {
        Some(m) if !matches!(m, Value::None) => {
            call_builtin(ctx, "pow", vec![me(a)?, arg(a, 1)?, unwrap(m)])
        }
        _ => dunder::binary(ctx, BinOp::Pow, &me(a)?, &arg(a, 1)?, false),
    }
}

fn rpow(ctx: &mut Ctx, a: &Args) -> NativeResult {
    dunder::binary(ctx, BinOp::Pow, &arg(a, 1)?, &me(a)?, false)
}

macro_rules! cmpops {
    ($($f:ident $op:expr;)*) => {$(
        fn $f(ctx: &mut Ctx, a: &Args) -> NativeResult {
            let (mine, other) = (me(a)?, arg(a, 1)?);
            if !same_kind(&mine, &other) {
                // As the built-in type's own comparison answers: the interpreter then tries
                // the other side, and its error names the operands' own types.
                return Ok(Value::NotImplemented);
            }
            dunder::compare(ctx, $op, &mine, &other)
        }
    )*};
}

/// `x + s` for a list, tuple or str subclass `s`: the built-in concatenation when `x` is the
/// same kind of sequence, else NotImplemented, as the built-in type has no `__radd__` of its
/// own (the error then names `s`'s own type).
fn seq_radd(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (mine, other) = (me(a)?, arg(a, 1)?);
    if !same_kind(&mine, &other) {
        return Ok(Value::NotImplemented);
    }
    dunder::binary(ctx, BinOp::Add, &other, &mine, false)
}

/// `n * s` for a list, tuple or str subclass `s`: the repetition for an int `n`, else
/// NotImplemented.
fn seq_rmul(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let (mine, other) = (me(a)?, arg(a, 1)?);
    if !matches!(other, Value::Int(_) | Value::Bool(_) | Value::Long(_)) {
        return Ok(Value::NotImplemented);
    }
    dunder::binary(ctx, BinOp::Mul, &other, &mine, false)
}

/// Whether the built-in type's comparison takes `other` at all: a sequence compares with its
/// own kind, a number with any number.
fn same_kind(mine: &Value, other: &Value) -> bool {
    let number = |v: &Value| {
        matches!(
            v,
            Value::Int(_) | Value::Long(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..)
        )
    };
    match (mine, other) {
        (Value::Tuple(_), Value::Tuple(_))
        | (Value::List(_), Value::List(_))
        | (Value::Dict(_), Value::Dict(_))
        | (Value::Set(_), Value::Set(_))
        | (Value::Str(_), Value::Str(_))
        | (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => true,
        (m, o) => number(m) && number(o),
    }
}

cmpops! {
    eq CmpOp::Eq;
    ne CmpOp::Ne;
    lt CmpOp::Lt;
    le CmpOp::Le;
    gt CmpOp::Gt;
    ge CmpOp::Ge;
}

macro_rules! unops {
    ($($f:ident $op:expr;)*) => {$(
        fn $f(ctx: &mut Ctx, a: &Args) -> NativeResult {
            dunder::unary(ctx, $op, &me(a)?)
        }
    )*};
}

unops! {
    neg UnaryOp::Neg;
    pos UnaryOp::Pos;
    invert UnaryOp::Invert;
}

macro_rules! via_builtin {
    ($($f:ident $name:literal;)*) => {$(
        fn $f(ctx: &mut Ctx, a: &Args) -> NativeResult {
            let mut pos = vec![me(a)?];
            pos.extend(a.pos[1..].iter().map(unwrap));
            call_builtin(ctx, $name, pos)
        }
    )*};
}

via_builtin! {
    len "len";
    hash "hash";
    abs "abs";
    to_int "int";
    to_float "float";
    to_bool "bool";
    round "round";
    reversed "reversed";
    divmod "divmod";
}

fn rdivmod(ctx: &mut Ctx, a: &Args) -> NativeResult {
    call_builtin(ctx, "divmod", vec![arg(a, 1)?, me(a)?])
}

fn index(_: &mut Ctx, a: &Args) -> NativeResult {
    Ok(me(a)?)
}

fn iter(ctx: &mut Ctx, a: &Args) -> NativeResult {
    dunder::iter(ctx, &me(a)?)
}

fn contains(ctx: &mut Ctx, a: &Args) -> NativeResult {
    dunder::compare(ctx, CmpOp::In, &arg(a, 1)?, &me(a)?)
}

fn getitem(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let base = me(a)?;
    let key = arg(a, 1)?;
    match dunder::getitem(ctx, &base, &key) {
        // A dict subclass's `__missing__` answers a missing key, as dict.__getitem__ asks it.
        Err(Flow::Raise(e)) if e.kind == "KeyError" && matches!(base, Value::Dict(_)) => {
            match a
                .pos
                .first()
                .and_then(|s| crate::attr::special(s, "__missing__"))
            {
                Some(m) => Err(Flow::call(m, vec![a.pos[1].clone()], Then::Tail)),
                None => Err(Flow::Raise(e)),
            }
        }
        r => r,
    }
}

fn setitem(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let v = a.pos.get(2).cloned().unwrap_or(Value::None);
    dunder::setitem(ctx, &me(a)?, &arg(a, 1)?, v)?;
    Ok(Value::None)
}

fn delitem(ctx: &mut Ctx, a: &Args) -> NativeResult {
    dunder::delitem(ctx, &me(a)?, &arg(a, 1)?)?;
    Ok(Value::None)
}

/// `x += y` on a list, dict or set subclass: in place, the instance itself is the result.
fn inplace(ctx: &mut Ctx, a: &Args, op: BinOp) -> NativeResult {
    let this = a.pos.first().cloned().unwrap_or(Value::None);
    let mine = me(a)?;
    // A list extends by iterating the other operand as it is (its own `__iter__` honoured).
    let other = match (&mine, a.pos.get(1)) {
        (Value::List(_), Some(o)) if op == BinOp::Add => o.clone(),
        _ => arg(a, 1)?,
    };
    // A set's in-place operators take sets only (`s.__ior__([2])` is NotImplemented).
    if matches!(mine, Value::Set(_)) && !hashed_fits(&mine, &other) {
        return Ok(Value::NotImplemented);
    }
    match dunder::binary(ctx, op, &mine, &other, true) {
        Ok(_) => Ok(this),
        // (After whatever the operation still runs: `d |= pairs` updating, `l += gen`
        // collecting.)
        r => crate::conts::ordered::with_then(r, || Then::Resume(Box::new(Give(this)))),
    }
}

fn iadd(ctx: &mut Ctx, a: &Args) -> NativeResult {
    inplace(ctx, a, BinOp::Add)
}

fn imul(ctx: &mut Ctx, a: &Args) -> NativeResult {
    inplace(ctx, a, BinOp::Mul)
}

fn ior(ctx: &mut Ctx, a: &Args) -> NativeResult {
    inplace(ctx, a, BinOp::BitOr)
}

fn iand(ctx: &mut Ctx, a: &Args) -> NativeResult {
    inplace(ctx, a, BinOp::BitAnd)
}

fn isub(ctx: &mut Ctx, a: &Args) -> NativeResult {
    inplace(ctx, a, BinOp::Sub)
}

fn ixor(ctx: &mut Ctx, a: &Args) -> NativeResult {
    inplace(ctx, a, BinOp::BitXor)
}

/// Answers its value whatever the call before it returned.
#[derive(Debug)]
pub(crate) struct Give(pub(crate) Value);

impl Continuation for Give {
    fn resume(&mut self, _: &mut Ctx, _: Value) -> NativeResult {
        Ok(self.0.clone())
    }
}

/// The special methods of the built-in type `t` as a base class.
fn methods(t: &str) -> Attrs {
    let mut m: Vec<(&str, NativeFn)> = vec![
        ("__init__", init),
        ("__repr__", repr),
        ("__eq__", eq),
        ("__ne__", ne),
        ("__lt__", lt),
        ("__le__", le),
        ("__gt__", gt),
        ("__ge__", ge),
    ];
    if ["str", "int", "float", "complex"].contains(&t) {
        m.push(("__format__", format));
    }
    let container = [
        "list",
        "dict",
        "set",
        "frozenset",
        "tuple",
        "str",
        "bytes",
        "bytearray",
    ]
    .contains(&t);
    if container {
        m.extend([
            ("__len__", len as NativeFn),
            ("__iter__", iter),
            ("__contains__", contains),
        ]);
    }
    if ["list", "dict", "tuple", "str", "bytes", "bytearray"].contains(&t) {
        m.push(("__getitem__", getitem));
    }
    if ["list", "dict", "bytearray"].contains(&t) {
        m.extend([
            ("__setitem__", setitem as NativeFn),
            ("__delitem__", delitem),
        ]);
    }
    if ["list", "tuple", "str", "bytes", "bytearray"].contains(&t) {
        m.extend([
            ("__add__", add as NativeFn),
            ("__radd__", seq_radd),
            ("__mul__", mul),
            ("__rmul__", seq_rmul),
        ]);
    }
    match t {
        "list" => m.extend([
            ("__iadd__", iadd as NativeFn),
            ("__imul__", imul),
            ("__reversed__", reversed),
        ]),
        "bytearray" => m.extend([("__iadd__", iadd as NativeFn), ("__imul__", imul)]),
        "dict" => m.extend([
            ("__or__", or as NativeFn),
            ("__ror__", ror),
            ("__ior__", ior),
            ("__reversed__", reversed),
        ]),
        "set" | "frozenset" => {
            m.extend([
                ("__or__", or as NativeFn),
                ("__ror__", ror),
                ("__and__", and),
                ("__rand__", rand),
                ("__sub__", sub),
                ("__rsub__", rsub),
                ("__xor__", xor),
                ("__rxor__", rxor),
            ]);
            if t == "set" {
                m.extend([
                    ("__ior__", ior as NativeFn),
                    ("__iand__", iand),
                    ("__isub__", isub),
                    ("__ixor__", ixor),
                ]);
            }
        }
        "str" => m.extend([
            ("__str__", str_ as NativeFn),
            ("__mod__", modulo),
            ("__rmod__", rmodulo),
        ]),
        "int" | "float" => {
            m.extend([
                ("__add__", add as NativeFn),
                ("__radd__", radd),
                ("__sub__", sub),
                ("__rsub__", rsub),
                ("__mul__", mul),
                ("__rmul__", rmul),
                ("__truediv__", truediv),
                ("__rtruediv__", rtruediv),
                ("__floordiv__", floordiv),
                ("__rfloordiv__", rfloordiv),
                ("__mod__", modulo),
                ("__rmod__", rmodulo),
                ("__pow__", pow),
                ("__rpow__", rpow),
                ("__neg__", neg),
                ("__pos__", pos),
                ("__abs__", abs),
                ("__int__", to_int),
                ("__float__", to_float),
                ("__bool__", to_bool),
                ("__round__", round),
                ("__divmod__", divmod),
                ("__rdivmod__", rdivmod),
            ]);
            if t == "int" {
                m.extend([
                    ("__index__", index as NativeFn),
                    ("__lshift__", lshift),
                    ("__rlshift__", rlshift),
                    ("__rshift__", rshift),
                    ("__rrshift__", rrshift),
                    ("__and__", and),
                    ("__rand__", rand),
                    ("__or__", or),
                    ("__ror__", ror),
                    ("__xor__", xor),
                    ("__rxor__", rxor),
                    ("__invert__", invert),
                ]);
            }
        }
        "complex" => m.extend([
            ("__add__", add as NativeFn),
            ("__radd__", radd),
            ("__sub__", sub),
            ("__rsub__", rsub),
            ("__mul__", mul),
            ("__rmul__", rmul),
            ("__truediv__", truediv),
            ("__rtruediv__", rtruediv),
            ("__pow__", pow),
            ("__rpow__", rpow),
            ("__neg__", neg),
            ("__pos__", pos),
            ("__abs__", abs),
            ("__bool__", to_bool),
            ("__complex__", index),
        ]),
        _ => {}
    }
    let mut attrs = Attrs::default();
    for (name, f) in m {
        attrs.set(name, NativeFunction::value(name, f));
    }
    attrs.set(
        "__new__",
        Value::StaticMethod(Rc::new(NativeFunction::value("__new__", new))),
    );
    if MUTABLE.contains(&t) {
        attrs.set("__hash__", Value::None);
    } else {
        attrs.set("__hash__", NativeFunction::value("__hash__", hash));
    }
    attrs
}
