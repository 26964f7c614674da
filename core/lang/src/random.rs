//! The `random` module, reproducing CPython's numbers for a given seed: the same Mersenne Twister,
//! seeded by `init_by_array` as `random.seed(int)` does, and the same algorithms on top of it.

use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed};

use super::builtins::{as_i64, iterate};
use super::errors::PyErr;
use super::native::{Args, Ctx, NativeFunction, NativeResult};
use super::value::{Module, Value};

const N: usize = 624;
const M: usize = 397;

#[derive(Debug, Clone)]
pub struct Mt19937 {
    mt: Box<[u32; N]>,
    index: usize,
    /// `gauss` makes two numbers at a time and keeps the second.
    gauss_next: Option<f64>,
}

impl Mt19937 {
    fn init_genrand(s: u32) -> Self {
        let mut mt = Box::new([0u32; N]);
        mt[0] = s;
        for i in 1..N {
            mt[i] = 1812433253u32
                .wrapping_mul(mt[i - 1] ^ (mt[i - 1] >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 {
            mt,
            index: N,
            gauss_next: None,
        }
    }

    fn init_by_array(key: &[u32]) -> Self {
        let mut g = Self::init_genrand(19650218);
        let mt = &mut g.mt;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(key.len()) {
            mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1664525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1566083941))
                .wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x8000_0000;
        g
    }

    /// `random.getstate()` in CPython's form: `(3, (624 words..., index), gauss_next)`.
    fn state(&self) -> Value {
        let mut words: Vec<Value> = self.mt.iter().map(|&w| Value::Int(w as i64)).collect();
        words.push(Value::Int(self.index as i64));
        Value::tuple(vec![
            Value::Int(3),
            Value::tuple(words),
            self.gauss_next.map(Value::Float).unwrap_or(Value::None),
        ])
    }

    /// `random.setstate(state)` of a state `getstate` gave (CPython's messages otherwise).
    fn from_state(state: &Value) -> Result<Self, PyErr> {
        let bad = || PyErr::type_error("state vector must be a tuple");
        let Value::Tuple(t) = state else {
            return Err(PyErr::type_error("state vector must be a tuple"));
        };
        if t.len() != 3 {
            return Err(PyErr::value_error("state vector is the wrong size"));
        }
        if !matches!(t[0], Value::Int(3)) {
            return Err(PyErr::value_error(format!(
                "state with version {} passed to Random.setstate() of version 3",
                t[0].repr()
            )));
        }
        let Value::Tuple(words) = &t[1] else {
            return Err(bad());
        };
        if words.len() != N + 1 {
            return Err(PyErr::value_error("state vector is the wrong size"));
        }
        let word = |v: &Value| match v {
            Value::Int(i) if (0..=u32::MAX as i64).contains(i) => Ok(*i as u32),
            _ => Err(PyErr::new(
                "OverflowError",
                "Python int too large to convert to C unsigned long",
            )),
        };
        let mut mt = Box::new([0u32; N]);
        for (slot, w) in mt.iter_mut().zip(words.iter()) {
            *slot = word(w)?;
        }
        let index = match &words[N] {
            Value::Int(i) if (0..=N as i64).contains(i) => *i as usize,
            _ => return Err(PyErr::value_error("invalid state")),
        };
        let gauss_next = match &t[2] {
            Value::None => None,
            Value::Float(f) => Some(*f),
            Value::Int(i) => Some(*i as f64),
            _ => return Err(bad()),
        };
        Ok(Mt19937 {
            mt,
            index,
            gauss_next,
        })
    }

    /// `random.seed(n)`: the absolute value's 32-bit words, least significant first.
    pub fn from_seed_u64(n: u64) -> Self {
        let mut key = vec![n as u32];
        if n >> 32 != 0 {
            key.push((n >> 32) as u32);
        }
        Self::init_by_array(&key)
    }

    fn next_u32(&mut self) -> u32 {
        if self.index >= N {
            let mt = &mut self.mt;
            for k in 0..N {
                let y = (mt[k] & 0x8000_0000) | (mt[(k + 1) % N] & 0x7fff_ffff);
                let mut v = mt[(k + M) % N] ^ (y >> 1);
                if y & 1 != 0 {
                    v ^= 0x9908_b0df;
                }
                mt[k] = v;
            }
            self.index = 0;
        }
        let mut y = self.mt[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    pub fn random(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)
    }

    fn getrandbits(&mut self, k: u32) -> u64 {
        if k == 0 {
            return 0;
        }
        if k <= 32 {
            return (self.next_u32() >> (32 - k)) as u64;
        }
        let lo = self.next_u32() as u64;
        let hi = (self.next_u32() >> (64 - k)) as u64;
        lo | (hi << 32)
    }

    /// `getrandbits(k)` of any width: 32-bit words, least significant first, the last one's
    /// surplus low bits dropped (CPython's order, so the stream matches bit for bit).
    fn getrandbits_big(&mut self, k: u64) -> BigInt {
        if k <= 64 {
            return BigInt::from(self.getrandbits(k as u32));
        }
        let mut words = Vec::with_capacity(k.div_ceil(32) as usize);
        let mut left = k;
        while left > 0 {
            let r = self.next_u32();
            words.push(if left < 32 { r >> (32 - left) } else { r });
            left = left.saturating_sub(32);
        }
        BigInt::from(num_bigint::BigUint::new(words))
    }

    /// A uniform integer in `[0, n)` of any size, by the same rejection.
    fn below_big(&mut self, n: &BigInt) -> Result<BigInt, PyErr> {
        let k = n.bits();
        loop {
            crate::native::poll_n(k as usize / 64 + 1)?;
            let r = self.getrandbits_big(k);
            if r < *n {
                return Ok(r);
            }
        }
    }

    /// A uniform integer in `[0, n)`, by rejection as CPython's `_randbelow`.
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let k = 64 - n.leading_zeros();
        loop {
            let r = self.getrandbits(k);
            if r < n {
                return r;
            }
        }
    }

    fn gauss(&mut self, mu: f64, sigma: f64) -> f64 {
        let z = match self.gauss_next.take() {
            Some(z) => z,
            None => {
                let x2pi = self.random() * std::f64::consts::TAU;
                let g2rad = (-2.0 * (1.0 - self.random()).ln()).sqrt();
                self.gauss_next = Some(x2pi.sin() * g2rad);
                x2pi.cos() * g2rad
            }
        };
        mu + z * sigma
    }
}

fn num(v: Option<&Value>, name: &str) -> Result<f64, PyErr> {
    match v.map(crate::subclass::number) {
        Some(Value::Float(f)) => Ok(*f),
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(Value::Bool(b)) => Ok(*b as u8 as f64),
        Some(Value::Long(b)) => crate::long::to_f64(b),
        Some(_) => Err(PyErr::type_error(format!(
            "must be real number, not {}",
            v.map(crate::dunder::type_name).unwrap_or_default()
        ))),
        None => Err(PyErr::type_error(format!(
            "{name}() missing a required argument"
        ))),
    }
}

/// The number of values `randrange` picks from, or CPython 3.11's error for an empty range
/// (`single`: called with the stop alone).
fn range_count(
    start: &BigInt,
    stop: &BigInt,
    step: &BigInt,
    single: bool,
) -> Result<BigInt, PyErr> {
    let empty = || PyErr::value_error("empty range for randrange()");
    if single {
        return if stop.is_positive() {
            Ok(stop.clone())
        } else {
            Err(empty())
        };
    }
    let width = stop - start;
    if step.is_one() {
        if width.is_positive() {
            return Ok(width);
        }
        return Err(PyErr::value_error(format!(
            "empty range for randrange() ({start}, {stop}, {width})"
        )));
    }
    let n = if step.is_positive() {
        (width + step - BigInt::one()).div_floor(step)
    } else if step.is_negative() {
        (width + step + BigInt::one()).div_floor(step)
    } else {
        return Err(PyErr::value_error("zero step for randrange()"));
    };
    if n.is_positive() {
        Ok(n)
    } else {
        Err(empty())
    }
}

fn randrange(ctx: &mut Ctx, start: i64, stop: i64, step: i64, single: bool) -> NativeResult {
    let (a, b, s) = (start as i128, stop as i128, step as i128);
    // The common case in i128 (no overflow), the rest as big ints with the same draws.
    let n = match (single, s) {
        (true, _) if b > 0 => b,
        (false, 1) if b - a > 0 => b - a,
        (false, s) if s > 1 => (b - a + s - 1).div_euclid(s),
        _ => 0,
    };
    if n <= 0 || n > u64::MAX as i128 {
        return randrange_big(ctx, &[start, stop, step].map(Value::Int), single);
    }
    let r = a + s * ctx.random.below(n as u64) as i128;
    Ok(crate::long::norm(BigInt::from(r)))
}

/// `randrange` over big ints (`vals` = start, stop, step).
fn randrange_big(ctx: &mut Ctx, vals: &[Value; 3], single: bool) -> NativeResult {
    let big = |v: &Value| {
        crate::long::big_of(v).ok_or_else(|| {
            PyErr::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                crate::dunder::type_name(v)
            ))
        })
    };
    let (a, b, s) = (big(&vals[0])?, big(&vals[1])?, big(&vals[2])?);
    let n = range_count(&a, &b, &s, single)?;
    let r = ctx.random.below_big(&n)?;
    Ok(crate::long::norm(a + s * r))
}

fn seed(ctx: &mut Ctx, a: &Args) -> NativeResult {
    // An int subclass's instance seeds as its int (CPython's `_PyLong_Copy`).
    let first = a.pos.first().map(crate::subclass::number);
    if let Some(Value::Long(b)) = first {
        // The absolute value's 32-bit words, least significant first, as CPython keys it.
        ctx.random = Mt19937::init_by_array(&b.magnitude().to_u32_digits());
        return Ok(Value::None);
    }
    let n = match first {
        None | Some(Value::None) => 0,
        Some(Value::Int(i)) => i.unsigned_abs(),
        Some(Value::Bool(b)) => *b as u64,
        Some(Value::Float(f)) if f.fract() == 0.0 => f.abs() as u64,
        Some(o) => {
            return Err(
                PyErr::unsupported(&format!("random.seed() with a {}", o.type_name())).into(),
            )
        }
    };
    ctx.random = Mt19937::from_seed_u64(n);
    Ok(Value::None)
}

/// What `choice` and `sample` draw from: the items, or a range by arithmetic (a range of 10**9
/// numbers is never made into a list, as CPython's indexing of it).
enum Population {
    Items(Vec<Value>),
    Range { start: i64, step: i64, len: usize },
}

impl Population {
    fn of(v: &Value) -> Result<Population, PyErr> {
        Ok(match v {
            Value::Range { start, stop, step } => Population::Range {
                start: *start,
                step: *step,
                len: crate::value::range_len(*start, *stop, *step).max(0) as usize,
            },
            other => Population::Items(iterate(other)?),
        })
    }

    fn len(&self) -> usize {
        match self {
            Population::Items(v) => v.len(),
            Population::Range { len, .. } => *len,
        }
    }

    fn get(&self, j: usize) -> Value {
        match self {
            Population::Items(v) => v[j].clone(),
            Population::Range { start, step, .. } => {
                crate::long::norm(BigInt::from(*start) + BigInt::from(*step) * BigInt::from(j))
            }
        }
    }
}

pub fn module() -> Value {
    let m = Module::new("random");
    let fns: &[(&str, super::native::NativeFn)] = &[
        ("seed", seed),
        ("getstate", |ctx, _| Ok(ctx.random.state())),
        ("setstate", |ctx, a| {
            ctx.random = Mt19937::from_state(a.pos.first().unwrap_or(&Value::None))?;
            Ok(Value::None)
        }),
        ("random", |ctx, _| Ok(Value::Float(ctx.random.random()))),
        ("uniform", |ctx, a| {
            let (lo, hi) = (
                num(a.pos.first(), "uniform")?,
                num(a.pos.get(1), "uniform")?,
            );
            Ok(Value::Float(lo + (hi - lo) * ctx.random.random()))
        }),
        ("randint", |ctx, a| {
            let (Some(lo), Some(hi)) = (a.pos.first(), a.pos.get(1)) else {
                return Err(PyErr::type_error(format!(
                    "Random.randint() missing {} required positional argument{}: {}",
                    2 - a.pos.len(),
                    if a.pos.is_empty() { "s" } else { "" },
                    if a.pos.is_empty() {
                        "'a' and 'b'"
                    } else {
                        "'b'"
                    }
                ))
                .into());
            };
            let (lo, hi) = (crate::subclass::number(lo), crate::subclass::number(hi));
            let hi = crate::arith::binary(crate::code::BinOp::Add, hi, &Value::Int(1))?;
            match (lo, &hi) {
                (Value::Int(l), Value::Int(h)) => randrange(ctx, *l, *h, 1, false),
                _ => randrange_big(ctx, &[lo.clone(), hi, Value::Int(1)], false),
            }
        }),
        ("randrange", |ctx, a| {
            let vals: [Value; 3] = match &a
                .pos
                .iter()
                .map(|v| crate::subclass::number(v).clone())
                .collect::<Vec<_>>()[..]
            {
                [stop] => [Value::Int(0), stop.clone(), Value::Int(1)],
                [start, stop] => [start.clone(), stop.clone(), Value::Int(1)],
                [start, stop, step] => [start.clone(), stop.clone(), step.clone()],
                _ => return Err(PyErr::type_error("randrange expected 1 to 3 arguments").into()),
            };
            let single = a.pos.len() == 1;
            match &vals {
                [Value::Int(x), Value::Int(y), Value::Int(z)] => randrange(ctx, *x, *y, *z, single),
                _ => randrange_big(ctx, &vals, single),
            }
        }),
        ("choice", |ctx, a| {
            let pop = Population::of(a.pos.first().unwrap_or(&Value::None))?;
            if pop.len() == 0 {
                return Err(
                    PyErr::new("IndexError", "Cannot choose from an empty sequence").into(),
                );
            }
            Ok(pop.get(ctx.random.below(pop.len() as u64) as usize))
        }),
        ("shuffle", |ctx, a| {
            let Some(Value::List(l)) = a.pos.first() else {
                return Err(PyErr::type_error("shuffle() needs a list").into());
            };
            let mut l = l.borrow_mut();
            for i in (1..l.len()).rev() {
                let j = ctx.random.below(i as u64 + 1) as usize;
                l.swap(i, j);
            }
            Ok(Value::None)
        }),
        ("sample", |ctx, a| {
            let pop = Population::of(a.pos.first().unwrap_or(&Value::None))?;
            let k = as_i64(a.get(1, "k").unwrap_or(&Value::None), "")?;
            let n = pop.len();
            if k < 0 || k as usize > n {
                return Err(
                    PyErr::value_error("Sample larger than population or is negative").into(),
                );
            }
            let k = k as usize;
            let mut setsize = 21usize;
            if k > 5 {
                setsize += 4usize.pow(((k * 3) as f64).log(4.0).ceil() as u32);
            }
            let mut out = Vec::with_capacity(k);
            if n <= setsize {
                let mut pool: Vec<Value> = (0..n).map(|j| pop.get(j)).collect();
                for i in 0..k {
                    let j = ctx.random.below((n - i) as u64) as usize;
                    out.push(pool[j].clone());
                    pool[j] = pool[n - i - 1].clone();
                }
            } else {
                let mut selected = std::collections::HashSet::new();
                for _ in 0..k {
                    let mut j = ctx.random.below(n as u64) as usize;
                    while selected.contains(&j) {
                        j = ctx.random.below(n as u64) as usize;
                    }
                    selected.insert(j);
                    out.push(pop.get(j));
                }
            }
            Ok(Value::list(out))
        }),
        ("gauss", |ctx, a| {
            let mu = num(a.get(0, "mu").or(Some(&Value::Float(0.0))), "gauss")?;
            let sigma = num(a.get(1, "sigma").or(Some(&Value::Float(1.0))), "gauss")?;
            Ok(Value::Float(ctx.random.gauss(mu, sigma)))
        }),
        ("normalvariate", |ctx, a| {
            let mu = num(a.get(0, "mu").or(Some(&Value::Float(0.0))), "normalvariate")?;
            let sigma = num(
                a.get(1, "sigma").or(Some(&Value::Float(1.0))),
                "normalvariate",
            )?;
            let magic = 4.0 * (-0.5f64).exp() / 2.0f64.sqrt();
            loop {
                let u1 = ctx.random.random();
                let u2 = 1.0 - ctx.random.random();
                let z = magic * (u1 - 0.5) / u2;
                if z * z / 4.0 <= -u2.ln() {
                    return Ok(Value::Float(mu + z * sigma));
                }
            }
        }),
        ("getrandbits", |ctx, a| {
            let k = as_i64(a.pos.first().unwrap_or(&Value::None), "")?;
            if k < 0 {
                return Err(PyErr::value_error("number of bits must be non-negative").into());
            }
            if k as u64 > crate::long::MAX_BITS {
                return Err(PyErr::new("MemoryError", "").into());
            }
            Ok(crate::long::norm(ctx.random.getrandbits_big(k as u64)))
        }),
    ];
    for (n, f) in fns {
        m.set(n, NativeFunction::value(n, *f));
    }
    Value::Module(Rc::clone(&m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_like_cpython() {
        // random.seed(42); random.random() in CPython 3.11.
        let mut g = Mt19937::from_seed_u64(42);
        assert_eq!(g.random(), 0.6394267984578837);
        assert_eq!(g.random(), 0.025010755222666936);
    }
}
