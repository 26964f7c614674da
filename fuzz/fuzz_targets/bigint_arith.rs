//! Python's int arithmetic against a reference: two ints (from a few bits to a few hundred, with
//! the 64-bit edges the VM's small-int fast path turns at over-represented) and one operation,
//! run as a program; what it prints must equal the answer num-bigint gives under Python's rules
//! (floor division, the modulo's sign, two's-complement bit operations, CPython's int hash), and
//! a refused operation must raise CPython's error kind.
#![no_main]

use libfuzzer_sys::fuzz_target;
use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use tpu_fuzz::{output, Bytes};

/// Values where the fast path and the bigint path meet, and their neighbours.
fn edge(b: &mut Bytes) -> BigInt {
    let base: BigInt = match b.below(6) {
        0 => BigInt::from(i64::MAX),
        1 => BigInt::from(i64::MIN),
        2 => BigInt::from(u64::MAX),
        3 => BigInt::from(i32::MAX),
        4 => BigInt::from(1u8) << 62,
        _ => BigInt::zero(),
    };
    base + BigInt::from(b.byte() as i8)
}

fn int(b: &mut Bytes) -> BigInt {
    if b.byte() % 3 == 0 {
        return edge(b);
    }
    let len = b.below(25);
    let digits: Vec<u8> = (0..len).map(|_| b.byte()).collect();
    let sign = if b.byte() % 2 == 0 {
        Sign::Plus
    } else {
        Sign::Minus
    };
    BigInt::from_bytes_le(sign, &digits)
}

/// CPython's `hash()` of an int: the value modulo 2**61 - 1 with its sign, -1 becoming -2.
fn py_hash(x: &BigInt) -> BigInt {
    let p = (BigInt::from(1u8) << 61) - 1;
    let mut h: BigInt = x.abs() % &p;
    if x.is_negative() {
        h = -h;
    }
    if h == BigInt::from(-1) {
        h = BigInt::from(-2);
    }
    h
}

fn tuple(a: &BigInt, b: &BigInt) -> String {
    format!("({a}, {b})")
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let (x, y, m) = (int(&mut b), int(&mut b), int(&mut b));
    let zero_div = || Err("ZeroDivisionError".to_string());
    let (expr, want): (String, Result<String, String>) = match b.below(20) {
        0 => ("x + y".into(), Ok((&x + &y).to_string())),
        1 => ("x - y".into(), Ok((&x - &y).to_string())),
        2 => ("x * y".into(), Ok((&x * &y).to_string())),
        3 if y.is_zero() => ("x // y".into(), zero_div()),
        3 => ("x // y".into(), Ok(x.div_floor(&y).to_string())),
        4 if y.is_zero() => ("x % y".into(), zero_div()),
        4 => ("x % y".into(), Ok(x.mod_floor(&y).to_string())),
        5 if y.is_zero() => ("divmod(x, y)".into(), zero_div()),
        5 => {
            let (q, r) = x.div_mod_floor(&y);
            ("divmod(x, y)".into(), Ok(tuple(&q, &r)))
        }
        6 => {
            let e = (y.abs() % 40u32).to_u32().unwrap_or(0);
            (format!("x ** {e}"), Ok(x.pow(e).to_string()))
        }
        7 if m.is_zero() => ("pow(x, abs(y), m)".into(), Err("ValueError".into())),
        7 => (
            "pow(x, abs(y), m)".into(),
            Ok(x.modpow(&y.abs(), &m).to_string()),
        ),
        8 => ("x & y".into(), Ok((&x & &y).to_string())),
        9 => ("x | y".into(), Ok((&x | &y).to_string())),
        10 => ("x ^ y".into(), Ok((&x ^ &y).to_string())),
        11 => {
            let s = (y.abs() % 200u32).to_usize().unwrap_or(0);
            (format!("x << {s}"), Ok((&x << s).to_string()))
        }
        12 => {
            // Python's >> floors, as num-bigint's does for negative values.
            let s = (y.abs() % 300u32).to_usize().unwrap_or(0);
            (format!("x >> {s}"), Ok((&x >> s).to_string()))
        }
        13 => (
            "(x < y, x == y, x >= y)".into(),
            Ok(format!(
                "({}, {}, {})",
                py_bool(x < y),
                py_bool(x == y),
                py_bool(x >= y)
            )),
        ),
        14 => ("(-x, abs(x), ~x)".into(), Ok(format!("({}, {}, {})", -&x, x.abs(), -&x - 1))),
        15 => ("hash(x)".into(), Ok(py_hash(&x).to_string())),
        16 => ("x.bit_length()".into(), Ok(x.bits().to_string())),
        17 => {
            let base = 2 + b.below(35) as u32;
            let digits = x.to_str_radix(base);
            (format!("int('{digits}', {base})"), Ok(x.to_string()))
        }
        18 => (
            "(format(x, 'x'), format(x, 'b'), format(x, 'o'))".into(),
            Ok(format!(
                "('{}', '{}', '{}')",
                x.to_str_radix(16),
                x.to_str_radix(2),
                x.to_str_radix(8)
            )),
        ),
        _ => ("int(str(x)) == x".into(), Ok("True".into())),
    };
    let source = format!("x = {x}\ny = {y}\nm = {m}\nprint({expr})\n");
    // The error's kind: CPython's messages are the conformance cases' business.
    let got = output(&source).map_err(|e| e.split(':').next().unwrap_or("").to_string());
    let want = want.map(|w| format!("{w}\n"));
    assert_eq!(got, want, "\n--- program ---\n{source}");
});

fn py_bool(b: bool) -> &'static str {
    if b {
        "True"
    } else {
        "False"
    }
}
