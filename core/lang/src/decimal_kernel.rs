//! The native half of `decimal` (`core/lang/lib/decimal.py`): the private module
//! `_decimal_kernel`, whose `fix` rounds a finite Decimal's coefficient to a context (the body
//! of `Decimal._fix`: the digit count, the rounding by each of the eight modes, the subnormal
//! and clamp rules), the step every arithmetic result takes. It computes; the Python side makes
//! the Decimal and records (or raises) the conditions, so flags and traps stay the library's.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::native::{Args, Ctx, NativeFunction, NativeResult};
use crate::value::{Module, Value};

// libmpdec's status bits, as `decimal._BIT` names them.
const CLAMPED: i64 = 1;
const INEXACT: i64 = 64;
const OVERFLOW: i64 = 2048;
const ROUNDED: i64 = 4096;
const SUBNORMAL: i64 = 8192;
const UNDERFLOW: i64 = 16384;

/// The module `_decimal_kernel`.
pub fn module() -> Value {
    let m = Module::new("_decimal_kernel");
    m.set("fix", NativeFunction::value("fix", fix));
    Value::Module(m)
}

fn small(v: Option<&Value>) -> Option<i128> {
    match v {
        Some(Value::Int(i)) => Some(*i as i128),
        Some(Value::Bool(b)) => Some(*b as i128),
        _ => None,
    }
}

fn digits(c: &BigInt) -> i128 {
    if let Some(u) = c.to_u64() {
        return if u == 0 { 1 } else { u.ilog10() as i128 + 1 };
    }
    c.to_string().len() as i128
}

fn pow10(k: u64) -> BigInt {
    num_traits::pow(BigInt::from(10u8), k as usize)
}

/// `coeff` with its last `k` digits dropped by the rounding mode: (new coefficient, inexact).
fn round_coeff(coeff: &BigInt, k: i128, rounding: &str, negative: bool) -> (BigInt, bool) {
    let (coeff, k) = if k > digits(coeff) + 1 {
        // Far below the last kept digit: only its being nonzero counts.
        (BigInt::one(), 2)
    } else {
        (coeff.clone(), k as u64)
    };
    let (q, r) = coeff.div_rem(&pow10(k));
    if r.is_zero() {
        return (q, false);
    }
    let half = pow10(k - 1) * 5u8;
    let odd = q.is_odd();
    let up = match rounding {
        "ROUND_DOWN" => false,
        "ROUND_UP" => true,
        "ROUND_HALF_UP" => r >= half,
        "ROUND_HALF_DOWN" => r > half,
        "ROUND_HALF_EVEN" => r > half || (r == half && odd),
        "ROUND_CEILING" => !negative,
        "ROUND_FLOOR" => negative,
        // ROUND_05UP
        _ => {
            let last = (&q % 10u8).to_u8().unwrap_or(0);
            last == 0 || last == 5
        }
    };
    (if up { q + 1u8 } else { q }, true)
}

fn answer(coeff: Option<BigInt>, exp: i128, bits: i64) -> NativeResult {
    Ok(Value::tuple(vec![
        coeff.map_or(Value::None, crate::long::norm),
        Value::Int(exp as i64),
        Value::Int(bits),
    ]))
}

/// `fix(coeff, exp, prec, rounding, Emin, Emax, clamp, sign)`: None when the Decimal stays as it
/// is with no condition; else `(coeff, exp, bits)`, `coeff` None to keep the Decimal (with the
/// conditions of `bits`); with the Overflow bit, the Python side makes the overflow's result.
/// NotImplemented (an exponent or a context field past 64 bits) leaves it to the Python code.
fn fix(_: &mut Ctx, a: &Args) -> NativeResult {
    let Some(coeff) = a.pos.first().and_then(crate::long::big_of) else {
        return Ok(Value::NotImplemented);
    };
    let (Some(exp), Some(prec), Some(emin), Some(emax), Some(clamp)) = (
        small(a.pos.get(1)),
        small(a.pos.get(2)),
        small(a.pos.get(4)),
        small(a.pos.get(5)),
        small(a.pos.get(6)),
    ) else {
        return Ok(Value::NotImplemented);
    };
    let Some(Value::Str(rounding)) = a.pos.get(3) else {
        return Ok(Value::NotImplemented);
    };
    if coeff.is_negative() {
        return Ok(Value::NotImplemented);
    }
    let negative = small(a.pos.get(7)).unwrap_or(0) != 0;
    let (etiny, etop) = (emin - prec + 1, emax - prec + 1);
    if coeff.is_zero() {
        let exp_max = if clamp == 1 { etop } else { emax };
        let new_exp = exp.max(etiny).min(exp_max);
        if new_exp != exp {
            return answer(Some(coeff), new_exp, CLAMPED);
        }
        return Ok(Value::None);
    }
    let mut exp_min = digits(&coeff) + exp - prec;
    if exp_min > etop {
        return answer(None, 0, OVERFLOW | INEXACT | ROUNDED);
    }
    let subnormal = exp_min < etiny;
    if subnormal {
        exp_min = etiny;
    }
    if exp < exp_min {
        let (mut c, inexact) = round_coeff(&coeff, exp_min - exp, rounding, negative);
        if !c.is_zero() && digits(&c) > prec {
            c /= 10u8;
            exp_min += 1;
        }
        if exp_min > etop {
            return answer(None, 0, OVERFLOW | INEXACT | ROUNDED);
        }
        let mut bits = ROUNDED;
        if subnormal {
            bits |= SUBNORMAL;
            if inexact {
                bits |= UNDERFLOW;
            }
            if c.is_zero() {
                bits |= CLAMPED;
            }
        }
        if inexact {
            bits |= INEXACT;
        }
        return answer(Some(c), exp_min, bits);
    }
    let bits = if subnormal { SUBNORMAL } else { 0 };
    if clamp == 1 && exp > etop {
        let shift = (exp - etop) as u64;
        return answer(Some(coeff * pow10(shift)), etop, bits | CLAMPED);
    }
    if bits != 0 {
        return answer(None, 0, bits);
    }
    Ok(Value::None)
}
