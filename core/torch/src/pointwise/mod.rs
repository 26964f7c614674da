//! The rest of PyTorch's pointwise functions and a few simple shape ops, as people write them:
//! the unary ops' methods and in-place forms, `round(decimals=)`, `nan_to_num`, `logit`, the
//! binary ops (`atan2`, `hypot`, `fmod`, `copysign`, `fmax`, `xlogy`, `logaddexp`, `lerp`,
//! `addcmul`, ...), comparisons and logical/bitwise ops as functions, `isclose`, and `tril`/`triu`,
//! `diag`, `diagonal`, `trace`, `flip`, `roll`, `repeat_interleave`.
//!
//! Each is a kernel of the op table or a composite of them computed in the order PyTorch's CPU
//! kernel computes (so float32 rounds at the same steps), with PyTorch's backward rule.
//!
//! Here: the argument helpers and the registration tables. The rooms: `unary` (methods, in-place
//! forms, composites), `binary` (binary ops, comparisons, logical and bitwise functions), `shape`
//! (`tril`/`triu`, `diag`, `flip`, `roll`, `repeat_interleave`, `kron` ...).

use std::rc::Rc;

use tpu_emu::ops::UnaryOp;
use tpu_emu::tensor::{DType, HostData, Tensor};
use tpu_lang::native::{Args, Ctx, Flow, NativeFn, NativeResult};
use tpu_lang::value::{Module, Value};
use tpu_lang::PyErr;

use crate::autograd::record::value;
use crate::kernels::scalar;
use crate::{as_tensor, native, ops, Device, TensorObj};

mod binary;
mod shape;
mod unary;

use binary::{
    addc, bitwise_not, clamp_bound, clamp_fn, float_power, isclose, lerp, logaddexp, true_divide,
    xlogy, BINARY, BINARY_INPLACE, BITWISE, COMPARE, LOGICAL,
};
use shape::{diag, diagonal, flip, flip_lr_ud, kron, repeat_interleave, roll, trace, tri};
use unary::{
    cum_extreme, cumprod, deg2rad, logit, nan_to_num, positive, rad2deg, round, sgn, sinc,
};
pub(crate) use unary::{UNARY_INPLACE, UNARY_METHODS};

type Obj = Result<Rc<TensorObj>, Flow>;

fn tensor_arg(v: Option<&Value>, what: &str) -> Result<Rc<TensorObj>, PyErr> {
    Ok(as_tensor(v.unwrap_or(&Value::None), what)?.clone())
}

fn required<'a>(a: &'a Args, i: usize, kw: &str, what: &str) -> Result<&'a Value, PyErr> {
    a.get(i, kw).ok_or_else(|| {
        PyErr::type_error(format!(
            "{what}() missing 1 required positional arguments: \"{kw}\""
        ))
    })
}

fn number(v: &Value, what: &str, arg: &str) -> Result<f64, PyErr> {
    match v {
        Value::Int(i) => Ok(*i as f64),
        Value::Float(f) => Ok(*f),
        Value::Bool(b) => Ok(*b as u8 as f64),
        other => Err(PyErr::type_error(format!(
            "{what}(): argument '{arg}' must be Number, not {}",
            other.type_name()
        ))),
    }
}

fn opt_number(v: Option<&Value>, what: &str, arg: &str) -> Result<Option<f64>, PyErr> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => number(v, what, arg).map(Some),
    }
}

fn int(v: &Value, what: &str, arg: &str) -> Result<i64, PyErr> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        other => Err(PyErr::type_error(format!(
            "{what}(): argument '{arg}' must be int, not {}",
            other.type_name()
        ))),
    }
}

fn opt_int(v: Option<&Value>, what: &str, arg: &str, default: i64) -> Result<i64, PyErr> {
    match v {
        None | Some(Value::None) => Ok(default),
        Some(v) => int(v, what, arg),
    }
}

/// An int or a sequence of ints (`dims=(0, 1)`, `shifts=2`).
fn ints(v: &Value, what: &str, arg: &str) -> Result<Vec<i64>, PyErr> {
    match v {
        Value::Int(_) | Value::Bool(_) => Ok(vec![int(v, what, arg)?]),
        _ => tpu_lang::builtins::iterate(v)?
            .iter()
            .map(|x| int(x, what, arg))
            .collect(),
    }
}

/// PyTorch's refusal of extra positional arguments (they are never ignored): `n` counts the input.
fn arity(a: &Args, n: usize, what: &str) -> Result<(), PyErr> {
    if a.pos.len() > n {
        return Err(PyErr::type_error(format!(
            "{what}() takes {n} positional argument{} but {} were given",
            if n == 1 { "" } else { "s" },
            a.pos.len()
        )));
    }
    Ok(())
}

fn const_obj(v: f64, dtype: DType, device: Device) -> Rc<TensorObj> {
    Rc::new(TensorObj::new(scalar(v, dtype), device))
}

fn host_bool(mask: Vec<bool>, shape: Vec<usize>) -> Tensor {
    Tensor::from_host(HostData::Bool(mask), DType::Bool, shape)
}

/// Writes `result` into `t` as an in-place method does (PyTorch's casting rule), returning `t`.
fn write_back(ctx: &mut Ctx, t: &Rc<TensorObj>, result: &Value) -> NativeResult {
    let r = as_tensor(result, "in-place op")?.clone();
    ops::check_inplace(ctx, t)?;
    ops::check_inplace_source(ctx, t, &r)?;
    ops::check_overlap(&t.tensor, &r.tensor)?;
    ops::write_into(ctx, t, &r.tensor)?;
    Ok(value(t.clone()))
}

/// `t.op_(...)`: `f` computes the out-of-place result from the same arguments.
fn inplace(ctx: &mut Ctx, a: &Args, f: NativeFn) -> NativeResult {
    let t = tensor_arg(a.pos.first(), "in-place op")?;
    if ops::needs_rebase(ctx, &t) {
        ops::check_rebase(&t)?;
        let mut from_copy = a.clone();
        from_copy.pos[0] = value(ops::history_copy(ctx, &t)?);
        let r = f(ctx, &from_copy)?;
        return ops::write_rebased(ctx, &t, &r);
    }
    ops::check_inplace(ctx, &t)?;
    let r = f(ctx, a)?;
    write_back(ctx, &t, &r)
}

fn unary_of(ctx: &mut Ctx, a: &Args, op: UnaryOp) -> NativeResult {
    arity(a, 1, op.name())?;
    let t = tensor_arg(a.get(0, "input"), op.name())?;
    Ok(value(ops::unary(ctx, op, &t)?))
}

// ---- registration ----------------------------------------------------------------------------

/// Functions with the same native as their method (the receiver is argument 0).
const SHARED: &[(&str, NativeFn)] = &[
    ("round", round),
    ("cummax", |c, a| cum_extreme(c, a, true)),
    ("cummin", |c, a| cum_extreme(c, a, false)),
    ("kron", kron),
    ("sinc", sinc),
    ("cumprod", cumprod),
    ("deg2rad", deg2rad),
    ("rad2deg", rad2deg),
    ("sgn", sgn),
    ("positive", positive),
    ("nan_to_num", nan_to_num),
    ("logit", logit),
    ("true_divide", true_divide),
    ("float_power", float_power),
    ("xlogy", xlogy),
    ("logaddexp", |c, a| logaddexp(c, a, false)),
    ("logaddexp2", |c, a| logaddexp(c, a, true)),
    ("bitwise_not", bitwise_not),
    ("clamp_min", |c, a| clamp_bound(c, a, false)),
    ("clamp_max", |c, a| clamp_bound(c, a, true)),
    ("lerp", lerp),
    ("addcmul", |c, a| addc(c, a, false)),
    ("addcdiv", |c, a| addc(c, a, true)),
    ("isclose", isclose),
    ("tril", |c, a| tri(c, a, false)),
    ("triu", |c, a| tri(c, a, true)),
    ("diag", diag),
    ("diagonal", diagonal),
    ("trace", trace),
    ("flip", flip),
    ("fliplr", |c, a| flip_lr_ud(c, a, true)),
    ("flipud", |c, a| flip_lr_ud(c, a, false)),
    ("roll", roll),
    ("repeat_interleave", repeat_interleave),
];

/// In-place methods of the shared natives.
const SHARED_INPLACE: &[(&str, NativeFn)] = &[
    ("round_", |c, a| inplace(c, a, round)),
    ("sinc_", |c, a| inplace(c, a, sinc)),
    ("cumprod_", |c, a| inplace(c, a, cumprod)),
    ("deg2rad_", |c, a| inplace(c, a, deg2rad)),
    ("rad2deg_", |c, a| inplace(c, a, rad2deg)),
    ("sgn_", |c, a| inplace(c, a, sgn)),
    ("nan_to_num_", |c, a| inplace(c, a, nan_to_num)),
    ("logit_", |c, a| inplace(c, a, logit)),
    ("true_divide_", |c, a| inplace(c, a, true_divide)),
    ("float_power_", |c, a| inplace(c, a, float_power)),
    ("xlogy_", |c, a| inplace(c, a, xlogy)),
    ("bitwise_not_", |c, a| inplace(c, a, bitwise_not)),
    ("bitwise_and_", |c, a| inplace(c, a, BITWISE[0].1)),
    ("bitwise_or_", |c, a| inplace(c, a, BITWISE[1].1)),
    ("bitwise_xor_", |c, a| inplace(c, a, BITWISE[2].1)),
    ("logical_and_", |c, a| inplace(c, a, LOGICAL[0].1)),
    ("logical_or_", |c, a| inplace(c, a, LOGICAL[1].1)),
    ("logical_xor_", |c, a| inplace(c, a, LOGICAL[2].1)),
    ("clamp_", |c, a| inplace(c, a, clamp_fn)),
    ("clip_", |c, a| inplace(c, a, clamp_fn)),
    ("clamp_min_", |c, a| {
        inplace(c, a, |c, a| clamp_bound(c, a, false))
    }),
    ("clamp_max_", |c, a| {
        inplace(c, a, |c, a| clamp_bound(c, a, true))
    }),
    ("lerp_", |c, a| inplace(c, a, lerp)),
    ("addcmul_", |c, a| inplace(c, a, |c, a| addc(c, a, false))),
    ("addcdiv_", |c, a| inplace(c, a, |c, a| addc(c, a, true))),
    ("tril_", |c, a| inplace(c, a, |c, a| tri(c, a, false))),
    ("triu_", |c, a| inplace(c, a, |c, a| tri(c, a, true))),
];

/// Every table of natives that is both a `torch.` function and a Tensor method.
const FUNCTION_TABLES: &[&[(&str, NativeFn)]] = &[SHARED, BINARY, COMPARE, LOGICAL, BITWISE];

pub(super) fn register(m: &Module) {
    for table in FUNCTION_TABLES {
        for (name, f) in table.iter() {
            native(m, name, *f);
        }
    }
    native(m, "clip", clamp_fn);
}

/// Every Tensor method this module adds, with its native.
pub(crate) fn methods() -> impl Iterator<Item = &'static (&'static str, NativeFn)> {
    FUNCTION_TABLES
        .iter()
        .copied()
        .chain([UNARY_METHODS, UNARY_INPLACE, BINARY_INPLACE, SHARED_INPLACE])
        .flat_map(|t| t.iter())
}

/// The Tensor method `name` if this module adds it (the method table consults it first).
pub(crate) fn method(name: &str) -> Option<NativeFn> {
    methods().find(|(n, _)| *n == name).map(|(_, f)| *f)
}
