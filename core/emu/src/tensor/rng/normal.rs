//! `torch.randn` / `Tensor.normal_`: PyTorch takes one of two unrelated algorithms, chosen by the
//! element count and contiguity, never by the shape.
//!
//! - Fewer than 16 elements, or a non-contiguous tensor: per-element Box–Muller in double, which
//!   keeps the unused sine sample in the generator for the next such call.
//! - 16 or more contiguous elements: fill every slot with a uniform, then transform blocks of 16
//!   (eight pairs at a time); a ragged tail redraws 16 fresh uniforms over the last 16 slots.

use super::{cephes, Generator};
use std::f64::consts::TAU;

/// Blocks of this many values share one vector Box–Muller step in `normal_fill`.
const BLOCK: usize = 16;

impl Generator {
    /// `Tensor.normal_(mean, std)` / `torch.randn` on a float32 tensor of `n` elements.
    ///
    /// The block path (`n >= 16`, contiguous) is the AVX2 kernel: float32 Cephes `log`/`sincos`
    /// with GCC's fused multiply-adds, so it is bit-identical on every target. The per-element
    /// path uses f64 `ln_1p`, `sin` and `cos`; natively these are glibc's, as in PyTorch's
    /// wheel, but on wasm32 Rust's `libm` (a musl port) may differ from glibc in the last bit of
    /// a double. After rounding to f32 that is visible only when the double lands on an f32
    /// rounding boundary, which is rare but not impossible.
    pub fn normal_f32(&mut self, n: usize, mean: f64, std: f64, contiguous: bool) -> Vec<f32> {
        if n < BLOCK || !contiguous {
            return (0..n)
                .map(|_| self.normal_double(mean, std) as f32)
                .collect();
        }
        let (mean, std) = (mean as f32, std as f32);
        let mut data: Vec<f32> = (0..n).map(|_| self.unit_f32()).collect();
        for block in data.chunks_exact_mut(BLOCK) {
            normal_fill_16_f32(block, mean, std);
        }
        if !n.is_multiple_of(BLOCK) {
            // PyTorch redraws the last 16 slots and transforms them again, so the tail overwrites
            // values the last full block already produced; this costs n + 16 words in all.
            let tail = &mut data[n - BLOCK..];
            for slot in tail.iter_mut() {
                *slot = self.unit_f32();
            }
            normal_fill_16_f32(tail, mean, std);
        }
        data
    }

    /// `Tensor.normal_(mean, std)` / `torch.randn(..., dtype=torch.float64)`. The same two paths
    /// as [`Generator::normal_f32`]; the block path here is the scalar template in double with
    /// libm's `ln`/`cos`/`sin`, so both paths carry the wasm32 last-bit caveat.
    pub fn normal_f64(&mut self, n: usize, mean: f64, std: f64, contiguous: bool) -> Vec<f64> {
        if n < BLOCK || !contiguous {
            return (0..n).map(|_| self.normal_double(mean, std)).collect();
        }
        let mut data: Vec<f64> = (0..n).map(|_| self.unit_f64()).collect();
        for block in data.chunks_exact_mut(BLOCK) {
            normal_fill_16_f64(block, mean, std);
        }
        if !n.is_multiple_of(BLOCK) {
            let tail = &mut data[n - BLOCK..];
            for slot in tail.iter_mut() {
                *slot = self.unit_f64();
            }
            normal_fill_16_f64(tail, mean, std);
        }
        data
    }

    /// One sample of `at::normal_distribution<double>`, spending the cached sine sample first.
    /// Each fresh pair costs four words (two 53-bit uniforms).
    ///
    /// `z * std + mean` is fused: this code sits in the same `-mfma` kernel file as `uniform_`,
    /// whose fusion the oracle proves, and GCC contracts the inlined `val * std + mean` the same
    /// way. The oracle cannot tell (its small-path cases use std 1, 0.5 or 0.02 with mean 0 or
    /// 1.5, where fused and unfused round alike), so this one is inferred, not measured.
    fn normal_double(&mut self, mean: f64, std: f64) -> f64 {
        self.standard_normal_double().mul_add(std, mean)
    }

    /// One `normal_distribution<double>(0, 1)` sample: the cached sine first, else a fresh pair.
    pub(super) fn standard_normal_double(&mut self) -> f64 {
        match self.next_double_normal.take() {
            Some(z) => z,
            None => {
                let u1 = self.unit_f64();
                let u2 = self.unit_f64();
                let r = (-2.0 * (-u2).ln_1p()).sqrt();
                let theta = TAU * u1;
                self.next_double_normal = Some(r * theta.sin());
                r * theta.cos()
            }
        }
    }
}

/// `normal_fill_16_AVX2` on one block: lanes j and j + 8 form a Box–Muller pair, with
/// `u1 = 1 - d[j]` (so `log` never sees 0) and `u2 = d[j + 8]`.
fn normal_fill_16_f32(block: &mut [f32], mean: f32, std: f32) {
    // The kernel broadcasts 2π rounded to float, then multiplies in float.
    const TWO_PI: f32 = TAU as f32;
    for j in 0..BLOCK / 2 {
        let u1 = 1.0 - block[j];
        let u2 = block[j + BLOCK / 2];
        let radius = (-2.0 * cephes::log(u1)).sqrt();
        let (sin, cos) = cephes::sincos(TWO_PI * u2);
        block[j] = (radius * cos).mul_add(std, mean);
        block[j + BLOCK / 2] = (radius * sin).mul_add(std, mean);
    }
}

/// The scalar `normal_fill_16<double>`: the same pairing in double with libm. The final
/// `radius * cos * std + mean` is fused for the same reason as in `normal_double`.
fn normal_fill_16_f64(block: &mut [f64], mean: f64, std: f64) {
    for j in 0..BLOCK / 2 {
        let u1 = 1.0 - block[j];
        let u2 = block[j + BLOCK / 2];
        let radius = (-2.0 * u1.ln()).sqrt();
        let theta = TAU * u2;
        block[j] = (radius * theta.cos()).mul_add(std, mean);
        block[j + BLOCK / 2] = (radius * theta.sin()).mul_add(std, mean);
    }
}
