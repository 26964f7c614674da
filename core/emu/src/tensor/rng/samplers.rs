//! ATen's rejection samplers on the CPU generator, one element after another in memory order:
//!
//! - `torch._standard_gamma` and `torch._sample_dirichlet`: `sample_gamma` (Marsaglia and
//!   Tsang's acceptance-rejection, with `alpha < 1` boosted by `u^(1/alpha)`), drawing
//!   `uniform_real_distribution<double>` and `normal_distribution<double>` (the cached-sine
//!   Box–Muller of [`Generator::normal_f64`]'s small path);
//! - `torch.poisson`: `sample_poisson`, Hörmann's transformed rejection (PTRS) from a rate of
//!   10, else the product of uniforms against `exp(-rate)`.
//!
//! The kernel's constants are float literals: `1.0f / 3.0f` and `0.0331f` enter the double
//! arithmetic as the floats they round to, and for a float32 tensor `alpha - 1/3` is itself
//! computed in float. They are kept so, since they decide which draws are accepted.

use super::Generator;

/// `1.0f / 3.0f`, the float ATen subtracts from `alpha`.
const THIRD: f32 = 1.0 / 3.0;
/// `0.0331f`, the squeeze test's float constant.
const SQUEEZE: f32 = 0.0331;

impl Generator {
    /// One `sample_gamma<scalar_t, double>` draw for shape `alpha`: `f32_alpha` when the tensor
    /// is float32 (its `alpha` arithmetic is float's), else double's. The caller rounds the result
    /// to its dtype and raises it to the dtype's smallest normal number, as `_s_gamma_cpu` does.
    pub fn standard_gamma(&mut self, alpha: f64, f32_alpha: bool) -> f64 {
        let mut scale = 1.0f64;
        let mut alpha = alpha;
        if alpha < 1.0 {
            if alpha == 0.0 {
                return 0.0;
            }
            // `compat_pow(1 - u, 1.0f / alpha)`: the exponent is a float when alpha is one.
            let exponent = if f32_alpha {
                f64::from(1.0f32 / alpha as f32)
            } else {
                1.0 / alpha
            };
            scale *= (1.0 - self.uniform_double()).powf(exponent);
            alpha = if f32_alpha {
                f64::from(alpha as f32 + 1.0)
            } else {
                alpha + 1.0
            };
        }
        let d = if f32_alpha {
            f64::from(alpha as f32 - THIRD)
        } else {
            alpha - f64::from(THIRD)
        };
        let c = 1.0 / (9.0 * d).sqrt();
        loop {
            let (x, y) = loop {
                let x = self.standard_normal_double();
                let y = 1.0 + c * x;
                if y > 0.0 {
                    break (x, y);
                }
            };
            let v = y * y * y;
            let u = 1.0 - self.uniform_double();
            let xx = x * x;
            if u < 1.0 - f64::from(SQUEEZE) * xx * xx {
                return scale * d * v;
            }
            if u.ln() < 0.5 * xx + d * (1.0 - v + v.ln()) {
                return scale * d * v;
            }
        }
    }

    /// `torch._sample_dirichlet` over rows of `k` concentrations (`alpha.len()` a multiple of
    /// `k`): a double gamma draw per element (at least the smallest normal double), each row
    /// divided by its sum. The caller clamps into its dtype's `(tiny, 1)`.
    pub fn dirichlet(&mut self, alpha: &[f64], k: usize) -> Vec<f64> {
        let gammas: Vec<f64> = alpha
            .iter()
            .map(|&a| self.standard_gamma(a, false).max(f64::MIN_POSITIVE))
            .collect();
        let mut out = Vec::with_capacity(gammas.len());
        for row in gammas.chunks(k.max(1)) {
            let sum: f64 = row.iter().sum();
            out.extend(row.iter().map(|g| g / sum));
        }
        out
    }

    /// One `sample_poisson(rate)` draw. Its constants are doubles; `lgamma` is libm's (a musl
    /// port of the same fdlibm code as glibc's), which only decides the rare draws that reach
    /// the last test.
    pub fn poisson(&mut self, rate: f64) -> i64 {
        if rate >= 10.0 {
            let slam = rate.sqrt();
            let loglam = rate.ln();
            let b = 0.931 + 2.53 * slam;
            let a = -0.059 + 0.02483 * b;
            let invalpha = 1.1239 + 1.1328 / (b - 3.4);
            let vr = 0.9277 - 3.6224 / (b - 2.0);
            loop {
                let u = self.uniform_double() - 0.5;
                let v = self.uniform_double();
                let us = 0.5 - u.abs();
                let k = ((2.0 * a / us + b) * u + rate + 0.43).floor() as i64;
                if us >= 0.07 && v <= vr {
                    return k;
                }
                if k < 0 || (us < 0.013 && v > us) {
                    continue;
                }
                if v.ln() + invalpha.ln() - (a / (us * us) + b).ln()
                    <= -rate + k as f64 * loglam - libm::lgamma(k as f64 + 1.0)
                {
                    return k;
                }
            }
        } else if rate == 0.0 {
            0
        } else {
            let enlam = (-rate).exp();
            let mut x = 0;
            let mut prod = 1.0;
            loop {
                prod *= self.uniform_double();
                if prod > enlam {
                    x += 1;
                } else {
                    return x;
                }
            }
        }
    }
}
