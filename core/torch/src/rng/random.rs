//! `Tensor.random_(from=0, to=None)` on every dtype, as ATen's `random_impl` and
//! `random_from_to_impl`: the integer draws, the range each dtype can hold, PyTorch's errors.

use tpu_emu::tensor::{DType, HostData};
use tpu_lang::native::{Args, Ctx, NativeResult};
use tpu_lang::value::Value;
use tpu_lang::PyErr;

use crate::TorchCtx;

use super::write_drawn;

/// Integer draws as host data for `dtype` (`static_cast<scalar_t>` of an int64).
fn host_of_ints(v: Vec<i64>, dtype: DType) -> (HostData, DType) {
    match dtype {
        DType::Bool => (
            HostData::Bool(v.into_iter().map(|x| x != 0).collect()),
            dtype,
        ),
        DType::Int32 | DType::Int16 | DType::Int8 | DType::UInt8 => (
            HostData::I32(v.into_iter().map(|x| dtype.wrap(x) as i32).collect()),
            dtype,
        ),
        DType::Int64 => (HostData::I64(v), dtype),
        DType::Float64 => (
            HostData::F64(v.into_iter().map(|x| x as f64).collect()),
            dtype,
        ),
        _ => (
            HostData::F32(v.into_iter().map(|x| x as f32).collect()),
            DType::Float32,
        ),
    }
}

/// `std::numeric_limits<T>::digits` of a float dtype.
fn digits(d: DType) -> u32 {
    match d {
        DType::Float64 => 53,
        DType::Float32 => 24,
        DType::Float16 => 11,
        _ => 8,
    }
}

/// `static_cast<int64_t>(static_cast<scalar_t>(x))` for a float dtype.
fn through(x: i64, d: DType) -> i64 {
    match d {
        DType::Float64 => x as f64 as i64,
        DType::Float32 => x as f32 as i64,
        d => crate::creation::round_to(x as f32 as f64, d) as i64,
    }
}

/// ATen's `update_from`: a `from` the dtype cannot hold moves up to the next value it can.
fn update_from(from: i64, d: DType) -> i64 {
    let plus_1 = through(from.wrapping_add(1), d);
    if plus_1 < from {
        let n = 63 - from.wrapping_add(1).unsigned_abs().leading_zeros() as i64;
        return plus_1 + (1i64 << (n - digits(d) as i64 + 1));
    }
    from
}

/// ATen's `update_to`.
fn update_to(to: i64, d: DType) -> i64 {
    let minus_1 = through(to.wrapping_sub(1), d);
    if minus_1 >= to {
        let n = 63 - to.wrapping_sub(1).unsigned_abs().leading_zeros() as i64;
        return minus_1 - (1i64 << (n - digits(d) as i64 + 1));
    }
    to
}

/// ATen's `check_from_to_in_range`, with the C++ type names PyTorch's message shows.
pub(crate) fn check_in_range(from: i64, to_inc: i64, d: DType) -> Result<(), PyErr> {
    let (min, max, name): (f64, f64, &str) = match d {
        DType::Bool => (0.0, 1.0, "bool"),
        DType::UInt8 => (0.0, 255.0, "unsigned char"),
        DType::Int8 => (-128.0, 127.0, "signed char"),
        DType::Int16 => (-32768.0, 32767.0, "short"),
        DType::Int32 => (i32::MIN as f64, i32::MAX as f64, "int"),
        DType::Int64 => (i64::MIN as f64, i64::MAX as f64, "long"),
        DType::Float16 => (-65504.0, 65504.0, "c10::Half"),
        DType::BFloat16 => (
            -3.3895313892515355e38,
            3.3895313892515355e38,
            "c10::BFloat16",
        ),
        DType::Float32 => (f32::MIN as f64, f32::MAX as f64, "float"),
        DType::Float64 => (f64::MIN, f64::MAX, "double"),
    };
    let inside = |x: i64| {
        if d.is_floating() {
            (x as f64) >= min && (x as f64) <= max
        } else {
            x >= min as i64 && x <= max as i64
        }
    };
    if !inside(from) {
        return Err(PyErr::runtime_error(format!(
            "from is out of bounds for {name}"
        )));
    }
    if !inside(to_inc) {
        return Err(PyErr::runtime_error(format!(
            "to - 1 is out of bounds for {name}"
        )));
    }
    Ok(())
}

fn random_overloads_error(a: &Args) -> PyErr {
    let mut got: Vec<String> = a.pos[1..]
        .iter()
        .map(|v| v.type_name().to_string())
        .collect();
    got.extend(a.kw.iter().map(|(k, v)| format!("{k}={}", v.type_name())));
    let got = if a.pos.len() == 1 && !a.kw.is_empty() {
        format!("{}, ", got.join(", "))
    } else {
        got.join(", ")
    };
    PyErr::type_error(format!(
        "random_() received an invalid combination of arguments - got ({got}), but expected one of:\n * (*, torch.Generator generator = None)\n * (int from, int to, *, torch.Generator generator = None)\n * (int to, *, torch.Generator generator = None)\n"
    ))
}

/// `Tensor.random_(from=0, to=None, *, generator=None)` on every dtype, as ATen's
/// `random_impl` / `random_from_to_impl` (the generator keyword was taken off by
/// [`call_with_generator`]).
pub fn random_(ctx: &mut Ctx, a: &Args) -> NativeResult {
    let t = crate::as_tensor(&a.pos[0], "random_")?.clone();
    let int = |v: &Value| match v {
        Value::Int(i) => Some(Some(*i)),
        Value::None => Some(None),
        _ => None,
    };
    let from_kw = a.kwarg("from");
    let to_kw = a.kwarg("to");
    // (from, to): to None is "to the dtype's top"; neither given is the plain `random_()`.
    let bounds: Option<(i64, Option<i64>)> = match (&a.pos[1..], from_kw, to_kw) {
        ([], None, None) => None,
        ([to], None, None) | ([], None, Some(to)) => match int(to) {
            Some(Some(to)) => Some((0, Some(to))),
            _ => return Err(random_overloads_error(a).into()),
        },
        ([from, to], None, None) | ([from], None, Some(to)) | ([], Some(from), Some(to)) => {
            match (int(from), int(to)) {
                (Some(Some(from)), Some(to)) => Some((from, to)),
                _ => return Err(random_overloads_error(a).into()),
            }
        }
        ([], Some(from), None) => match int(from) {
            Some(Some(from)) => Some((from, None)),
            _ => return Err(random_overloads_error(a).into()),
        },
        _ => return Err(random_overloads_error(a).into()),
    };
    let dtype = t.tensor.dtype();
    let n = t.tensor.numel();
    let saved = ctx.torch().generator.get_state();
    let drawn = match bounds {
        None => {
            let (modulus, wide) = match dtype {
                DType::Bool => (2, false),
                DType::Int32 => (1 << 31, false),
                d @ (DType::Int16 | DType::Int8 | DType::UInt8) => {
                    (d.int_range().map_or(0, |r| r.1 as u64 + 1), false)
                }
                DType::Int64 => (1 << 63, true),
                DType::Float64 => ((1 << 53) + 1, true),
                d => ((1 << digits(d)) + 1, false),
            };
            ctx.torch().generator.random_mod(n, modulus, wide)
        }
        Some((mut from, Some(mut to))) => {
            if from >= to {
                return Err(PyErr::runtime_error(format!(
                    "random_ expects 'from' to be less than 'to', but got from={from} >= to={to}"
                ))
                .into());
            }
            if dtype.is_floating() {
                from = update_from(from, dtype);
                to = update_to(to, dtype);
                if from >= to {
                    return Err(PyErr::runtime_error(format!(
                        "random_ expects 'from' casted to dtype to be less than 'to' casted to dtype, but got from={from} >= to={to}"
                    ))
                    .into());
                }
            }
            check_in_range(from, to - 1, dtype)?;
            let range = (to as u64).wrapping_sub(from as u64);
            ctx.torch().generator.random_from_to(n, range, from)
        }
        Some((i64::MIN, None)) => {
            if !matches!(
                dtype,
                DType::Int64 | DType::Float64 | DType::Float32 | DType::BFloat16
            ) {
                return Err(PyErr::runtime_error(
                    "random_full_64_bits_range_kernel_cpu handles only int64, double, float and bfloat16",
                )
                .into());
            }
            ctx.torch().generator.random_from_to(n, 0, 0)
        }
        Some((mut from, None)) => {
            let to_inc = match dtype {
                DType::Bool => 1,
                DType::Int32 => i32::MAX as i64,
                DType::Int64 => i64::MAX,
                DType::Int16 => i16::MAX as i64,
                DType::Int8 => i8::MAX as i64,
                DType::UInt8 => u8::MAX as i64,
                d => {
                    let top = 1i64 << digits(d);
                    from = update_from(from, d);
                    if from >= top {
                        return Err(PyErr::runtime_error(format!(
                            "random_ expects 'from' casted to dtype to be less than or equal to 'to_inc' casted to dtype, but got from={from} > to_inc={top}"
                        ))
                        .into());
                    }
                    top
                }
            };
            check_in_range(from, to_inc, dtype)?;
            let range = (to_inc as u64).wrapping_sub(from as u64).wrapping_add(1);
            ctx.torch().generator.random_from_to(n, range, from)
        }
    };
    let (data, host_dtype) = host_of_ints(drawn, dtype);
    write_drawn(ctx, &t, data, host_dtype, &saved)
}
