//! `torch.manual_seed` and everything that draws from it, bit for bit with PyTorch's CPU generator
//! (`at::CPUGeneratorImpl` over `at::mt19937`), so a program seeded here prints the numbers that
//! it prints under real PyTorch.
//!
//! The reference values are in `core/testdata/rng/torch_rng_reference.json` (real torch 2.15.0
//! on x86-64, written by `scripts/refdata/rng.py`). What is reproduced is the x86 build with AVX2
//! kernels, which every AVX2 or AVX-512 machine runs; `ATEN_CPU_CAPABILITY=default` and other
//! architectures differ in the last bit of some `uniform_` and large `randn` values.
//!
//! - `mt19937.rs`: the engine.
//! - `cephes.rs`: the float32 `log`/`sincos` of the vectorised `randn` kernel.
//! - `normal.rs`: both `randn` paths (per-element double Box–Muller with its cache, and blocks
//!   of 16).
//! - `samplers.rs`: ATen's rejection samplers (`_standard_gamma`, `_sample_dirichlet`,
//!   `poisson`).
//! - this file: seeding, raw words, `uniform_`, integer draws, `randperm`, the `nn.init` bounds.

mod cephes;
mod mt19937;
mod normal;
mod samplers;
#[cfg(test)]
mod tests;

use mt19937::Mt19937;

/// The seed the playground's default generator starts from when a program never calls
/// `torch.manual_seed` (`c10::detail::default_rng_seed_val`, which PyTorch's CUDA generators
/// use). PyTorch 2.15 seeds its default CPU generator from `/dev/urandom` at startup, so an
/// unseeded program draws differently every run there; here runs repeat themselves.
pub const DEFAULT_SEED: u64 = 67_280_421_310_721;

/// PyTorch's CPU generator: the Mersenne Twister plus the one cached Box–Muller sample that the
/// per-element `randn` path carries from call to call.
#[derive(Clone, Debug, PartialEq)]
pub struct Generator {
    mt: Mt19937,
    seed: u64,
    /// The sine half of the last double Box–Muller pair, spent by the next small `randn`.
    next_double_normal: Option<f64>,
    /// PyTorch's float twin of the cache above. No kernel reproduced here fills or spends it;
    /// it is kept only so a state set from PyTorch's bytes comes back out unchanged.
    next_float_normal: Option<f32>,
}

/// An opaque snapshot for `torch.get_rng_state()` / `torch.set_rng_state()`: the engine, the seed
/// and the cached normal sample, all of which PyTorch's state tensor also carries.
#[derive(Clone, Debug, PartialEq)]
pub struct RngState(Generator);

impl Default for Generator {
    /// The generator a run starts with before any `manual_seed` (see [`DEFAULT_SEED`]).
    fn default() -> Self {
        Generator::new(DEFAULT_SEED)
    }
}

/// The size of PyTorch's CPU generator state tensor (`sizeof(CPUGeneratorImplState)`).
pub const STATE_BYTES: usize = 5056;

/// `torch.randperm` keeps its original 32-bit Fisher–Yates below this size and switches to a
/// 64-bit inside-out shuffle above it, where `random() % n` would be visibly biased.
const RANDPERM_SMALL_LIMIT: u64 = u32::MAX as u64 / 20;

/// `randint` draws one 32-bit word while the range is below 2^28 and a 64-bit word from there on
/// (the public wheel's `DistributionsHelper.h`; the 2^32 threshold beside it is for Meta's
/// internal builds only). The oracle's two `randint(0, 2**28 ± ...)` cases pin this.
const RANDINT_WIDE_RANGE: u64 = 1 << 28;

impl Generator {
    /// A generator in the state `torch.manual_seed(seed)` leaves.
    pub fn new(seed: u64) -> Self {
        Generator {
            mt: Mt19937::new(seed),
            seed,
            next_double_normal: None,
            next_float_normal: None,
        }
    }

    /// `torch.manual_seed(seed)`: a new engine, and the cached normal sample is dropped, so a
    /// reseeded program repeats itself exactly. Only the low 32 bits reach the engine; all 64
    /// are kept for [`Generator::initial_seed`].
    pub fn manual_seed(&mut self, seed: u64) {
        *self = Generator::new(seed);
    }

    /// `torch.initial_seed()`.
    pub fn initial_seed(&self) -> u64 {
        self.seed
    }

    /// `torch.get_rng_state()`.
    pub fn get_state(&self) -> RngState {
        RngState(self.clone())
    }

    /// `torch.set_rng_state(state)`.
    pub fn set_state(&mut self, state: &RngState) {
        *self = state.0.clone();
    }

    /// The state as the bytes of PyTorch's `CPUGeneratorImplState` (`torch.get_rng_state()`,
    /// `Generator.get_state()`): [`STATE_BYTES`] bytes, little-endian, C layout with zeroed
    /// padding. Offsets: 0 the initial seed (i64), 8 `left` (i32), 12 `seeded` (i32), 16 `next`
    /// (u64), 24 the 624 engine words each widened to u64, 5016 `normal_x`, 5024 `normal_y` (the
    /// cached double normal sample), 5032 `normal_rho` (f64 each; x and rho always 0), 5040
    /// `normal_is_valid` (i32), 5048 the cached float sample (f32), 5052 its valid flag (u8).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = vec![0u8; STATE_BYTES];
        b[0..8].copy_from_slice(&self.seed.to_le_bytes());
        b[8..12].copy_from_slice(&(self.mt.left as i32).to_le_bytes());
        b[12..16].copy_from_slice(&1i32.to_le_bytes());
        b[16..24].copy_from_slice(&(self.mt.next as u64).to_le_bytes());
        for (i, w) in self.mt.state.iter().enumerate() {
            let at = 24 + 8 * i;
            b[at..at + 8].copy_from_slice(&u64::from(*w).to_le_bytes());
        }
        if let Some(y) = self.next_double_normal {
            b[5024..5032].copy_from_slice(&y.to_le_bytes());
            b[5040..5044].copy_from_slice(&1i32.to_le_bytes());
        }
        if let Some(f) = self.next_float_normal {
            b[5048..5052].copy_from_slice(&f.to_le_bytes());
            b[5052] = 1;
        }
        b
    }

    /// A generator from PyTorch's state bytes (`torch.set_rng_state`), as PyTorch 2.15's
    /// `CPUGeneratorImpl::set_state` reads them (it no longer takes the older 5048-byte layout).
    /// The error is PyTorch's RuntimeError message.
    pub fn from_bytes(b: &[u8]) -> Result<Generator, String> {
        if b.len() != STATE_BYTES {
            return Err(format!(
                "Expected a CPUGeneratorImplState of size {STATE_BYTES} but found the input RNG \
                 state size to be {}",
                b.len()
            ));
        }
        let word = |at: usize| u64::from_le_bytes(b[at..at + 8].try_into().expect("8 bytes"));
        let int = |at: usize| i32::from_le_bytes(b[at..at + 4].try_into().expect("4 bytes"));
        let double = |at: usize| f64::from_bits(word(at));
        let mut state = [0u32; mt19937::N];
        for (i, w) in state.iter_mut().enumerate() {
            // ATen copies each u64 into a u32: the high half is dropped.
            *w = word(24 + 8 * i) as u32;
        }
        let (left, seeded, next) = (int(8), int(12) != 0, word(16) as u32);
        if !seeded || left <= 0 || left > mt19937::N as i32 || next > mt19937::N as u32 {
            return Err("Invalid mt19937 state".into());
        }
        let next_double_normal = (int(5040) != 0).then(|| double(5024));
        let next_float_normal =
            (b[5052] != 0).then(|| f32::from_le_bytes(b[5048..5052].try_into().expect("4 bytes")));
        Ok(Generator {
            mt: Mt19937 {
                state,
                left: left as u32,
                next: next as usize,
            },
            seed: word(0),
            next_double_normal,
            next_float_normal,
        })
    }

    /// One 32-bit word (`CPUGeneratorImpl::random`).
    pub fn random(&mut self) -> u32 {
        self.mt.next_u32()
    }

    /// Two words, the first one high (`CPUGeneratorImpl::random64`).
    pub fn random64(&mut self) -> u64 {
        let hi = self.random();
        let lo = self.random();
        (u64::from(hi) << 32) | u64::from(lo)
    }

    /// `uniform_real_distribution<float>(0, 1)`: the *low* 24 bits of one word, exact in f32.
    fn unit_f32(&mut self) -> f32 {
        (self.random() & 0x00ff_ffff) as f32 * (1.0 / (1u32 << 24) as f32)
    }

    /// `uniform_real_distribution<double>(0, 1)`: the low 53 bits of `random64()`.
    fn unit_f64(&mut self) -> f64 {
        (self.random64() & ((1u64 << 53) - 1)) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// `torch.rand` / `Tensor.uniform_(from, to)` for float32, one word per element in memory
    /// order. The bounds are rounded to f32 first, as the kernel casts them to the tensor's type.
    /// The AVX2/AVX-512 kernels are built with `-mfma` and GCC fuses `x * (to - from) + from`
    /// into one rounding; the unfused form differs for ranges like ±1/√3 (`nn.Linear(3, 2)`).
    /// A value that rounds up to `to` is replaced by `from` to keep the interval half-open
    /// (RNG_ALGORITHM.md §2).
    pub fn uniform_f32(&mut self, n: usize, from: f64, to: f64) -> Vec<f32> {
        let (from, to) = (from as f32, to as f32);
        let range = to - from;
        (0..n)
            .map(|_| {
                let v = self.unit_f32().mul_add(range, from);
                if v == to {
                    from
                } else {
                    v
                }
            })
            .collect()
    }

    /// `torch.rand` / `Tensor.uniform_(from, to)` for float64, two words per element. The same
    /// template as the f32 kernel, so the same fused multiply-add and `to -> from` rule; the
    /// oracle pins only `[0, 1)`, where fused and unfused agree.
    pub fn uniform_f64(&mut self, n: usize, from: f64, to: f64) -> Vec<f64> {
        let range = to - from;
        (0..n)
            .map(|_| {
                let v = self.unit_f64().mul_add(range, from);
                if v == to {
                    from
                } else {
                    v
                }
            })
            .collect()
    }

    /// `Tensor.bernoulli_(p)` with a scalar `p`, one draw per element in memory order:
    /// `uniform_real_distribution<double>(0, 1) < p` (`at::bernoulli_distribution<double>`, the
    /// CPU kernel's serial path; measured against PyTorch 2.15's `nn.Dropout` masks).
    pub fn bernoulli(&mut self, n: usize, p: f64) -> Vec<bool> {
        (0..n).map(|_| self.unit_f64() < p).collect()
    }

    /// `torch.randint(low, high, (n,))` for int64: `low + word % (high - low)`, a plain modulo
    /// (PyTorch accepts its slight bias rather than spend a variable number of words).
    ///
    /// # Panics
    /// If `low >= high`, which PyTorch rejects with "random_ expects 'from' to be less than 'to'".
    pub fn randint(&mut self, low: i64, high: i64, n: usize) -> Vec<i64> {
        assert!(
            low < high,
            "random_ expects 'from' to be less than 'to', but got from={low} >= to={high}"
        );
        // Unsigned, wrapping arithmetic as in `uniform_int_from_to`, so a negative `low` and
        // ranges beyond i64::MAX come out as PyTorch's do.
        let range = (high as u64).wrapping_sub(low as u64);
        (0..n)
            .map(|_| {
                let word = if range >= RANDINT_WIDE_RANGE {
                    self.random64()
                } else {
                    u64::from(self.random())
                };
                (word % range).wrapping_add(low as u64) as i64
            })
            .collect()
    }

    /// `random_(from, to)`: `base + word % range`, one 32-bit word per element while `range` is
    /// below 2^28, else a 64-bit one (`uniform_int_from_to_distribution`), wrapping as ATen's
    /// unsigned arithmetic does. `range` 0 stands for 2^64 (`random_(-2**63, None)`), which
    /// takes the whole 64-bit word (`uniform_int_full_range_distribution`).
    pub fn random_from_to(&mut self, n: usize, range: u64, base: i64) -> Vec<i64> {
        (0..n)
            .map(|_| {
                if range == 0 {
                    return self.random64() as i64;
                }
                let word = if range >= RANDINT_WIDE_RANGE {
                    self.random64()
                } else {
                    u64::from(self.random())
                };
                (word % range).wrapping_add(base as u64) as i64
            })
            .collect()
    }

    /// `random_()` without bounds (`uniform_int_distribution`): one word per element, 64-bit
    /// when `wide` (int64 and float64 tensors), reduced modulo `modulus` (the dtype's range:
    /// 2^63, 2^31, 2^24 + 1 for float32, 2^53 + 1 for float64, 2049 for float16, 257 for
    /// bfloat16, 2 for bool, whose `val & 1` is the same thing).
    pub fn random_mod(&mut self, n: usize, modulus: u64, wide: bool) -> Vec<i64> {
        (0..n)
            .map(|_| {
                let word = if wide {
                    self.random64()
                } else {
                    u64::from(self.random())
                };
                (word % modulus) as i64
            })
            .collect()
    }

    /// `Tensor.bernoulli_(p)` with a float32 (or float16/bfloat16) probability tensor:
    /// `uniform_real_distribution<float>(0, 1) < p`, one word per element.
    pub fn bernoulli_f32(&mut self, p: &[f32]) -> Vec<bool> {
        p.iter().map(|&p| self.unit_f32() < p).collect()
    }

    /// `Tensor.bernoulli_(p)` with a float64 probability tensor: `uniform<double> < p`.
    pub fn bernoulli_f64(&mut self, p: &[f64]) -> Vec<bool> {
        p.iter().map(|&p| self.unit_f64() < p).collect()
    }

    /// `Tensor.exponential_(lambd)`: `-1/lambd * log1p(-u)` with `u` a double uniform (two words
    /// per element whatever the tensor's dtype: `exponential_distribution<double>`, the CPU
    /// kernel's serial path, measured on PyTorch 2.15). The caller casts to the tensor's dtype.
    pub fn exponential(&mut self, n: usize, lambd: f64) -> Vec<f64> {
        (0..n)
            .map(|_| (-1.0 / lambd) * (-self.unit_f64()).ln_1p())
            .collect()
    }

    /// One `uniform_real_distribution<double>(0, 1)` draw (`torch.multinomial` with replacement
    /// spends one per sample).
    pub fn uniform_double(&mut self) -> f64 {
        self.unit_f64()
    }

    /// `Tensor.random_()` without bounds on an int64 tensor: `random64() mod 2^63`.
    pub fn random_i64(&mut self, n: usize) -> Vec<i64> {
        (0..n)
            .map(|_| (self.random64() & (u64::MAX >> 1)) as i64)
            .collect()
    }

    /// `Tensor.random_()` without bounds on an int32 tensor: `random() mod 2^31`.
    pub fn random_i32(&mut self, n: usize) -> Vec<i32> {
        (0..n)
            .map(|_| (self.random() & (u32::MAX >> 1)) as i32)
            .collect()
    }

    /// `torch.randperm(n)` on the CPU (`randperm_cpu` in ATen's TensorFactories.cpp). Below about
    /// 2.1e8 it is a forward Fisher–Yates that swaps slot `i` with `i + random() % (n - i)`,
    /// spending `n - 1` words; above, an inside-out shuffle with `random64() % (i + 1)`.
    pub fn randperm(&mut self, n: usize) -> Vec<i64> {
        let len = n as u64;
        if len < RANDPERM_SMALL_LIMIT {
            let mut perm: Vec<i64> = (0..n as i64).collect();
            for i in 0..n.saturating_sub(1) {
                let z = (u64::from(self.random()) % (len - i as u64)) as usize;
                perm.swap(i, i + z);
            }
            perm
        } else {
            let mut perm = vec![0i64; n];
            for i in 0..n {
                let z = (self.random64() % (i as u64 + 1)) as usize;
                perm[i] = perm[z];
                perm[z] = i as i64;
            }
            perm
        }
    }
}

/// The bound `nn.init.kaiming_uniform_(w, a)` draws `uniform_(-bound, bound)` with, in fan-in
/// mode with the default leaky-ReLU gain: `sqrt(3) * sqrt(2 / (1 + a²)) / sqrt(fan_in)`.
/// Computed in f64 in PyTorch's order: `nn.Linear` passes `a = sqrt(5)`, whose square is
/// 5.000000000000001, so this is not exactly `1/sqrt(fan_in)` and the weights show it.
pub fn kaiming_uniform_bound(fan_in: usize, a: f64) -> f64 {
    let gain = (2.0 / (1.0 + a * a)).sqrt();
    let std = gain / (fan_in as f64).sqrt();
    3f64.sqrt() * std
}

/// The bound of `nn.init.xavier_uniform_(w, gain)`:
/// `sqrt(3) * gain * sqrt(2 / (fan_in + fan_out))`.
pub fn xavier_uniform_bound(fan_in: usize, fan_out: usize, gain: f64) -> f64 {
    let std = gain * (2.0 / (fan_in + fan_out) as f64).sqrt();
    3f64.sqrt() * std
}

/// The bound `nn.Linear.reset_parameters` draws its bias with: `1/sqrt(fan_in)`, or 0 for a
/// layer without inputs. (Its weight uses [`kaiming_uniform_bound`] with `a = sqrt(5)`.)
pub fn linear_bias_bound(fan_in: usize) -> f64 {
    if fan_in > 0 {
        1.0 / (fan_in as f64).sqrt()
    } else {
        0.0
    }
}
