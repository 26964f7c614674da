//! How far the GPU backend's float32 results may be from the CPU reference's, per op: the one
//! table `tests/conformance.rs` enforces and `docs/tolerances.md` shows (a test keeps the doc equal
//! to [`markdown`]).
//!
//! A bound is in units of float32's epsilon (2^-23) scaled by `max(|reference|, 1)`: relative for
//! values of magnitude 1 and up, absolute below, which is the right measure for the transcendental
//! functions WGSL specifies by absolute error near zero. Reductions and matmuls scale with the
//! number of terms `K` each output adds: the reference adds in f64 and rounds once, the GPU rounds
//! at every add. Kernels the GPU does not run (`ops::wgsl::placement`: other dtypes) run the same
//! CPU code on both backends and are exact.

/// One op's bound.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    /// The kernel's name, as `Kernel::name` gives it.
    pub op: &'static str,
    /// Epsilons of `max(|reference|, 1)`; 0 means bit-identical (NaN matching NaN).
    pub eps: f64,
    /// Whether `eps` is per term added (`K`) rather than per output.
    pub per_term: bool,
    pub why: &'static str,
}

const fn exact(op: &'static str, why: &'static str) -> Tolerance {
    Tolerance {
        op,
        eps: 0.0,
        per_term: false,
        why,
    }
}

const fn eps(op: &'static str, eps: f64, why: &'static str) -> Tolerance {
    Tolerance {
        op,
        eps,
        per_term: false,
        why,
    }
}

const fn per_term(op: &'static str, eps: f64, why: &'static str) -> Tolerance {
    Tolerance {
        op,
        eps,
        per_term: true,
        why,
    }
}

const IEEE: &str =
    "IEEE-exact on both backends (the reference's f64 result rounds to the same f32)";
const MOVE: &str = "moves or selects values: no arithmetic";
const COMPARE: &str = "a comparison of the same f32 values";

/// Every kernel name, with its bound.
pub const TABLE: &[Tolerance] = &[
    exact("add", IEEE),
    exact("sub", IEEE),
    exact("mul", IEEE),
    eps("div", 3.0, "WGSL allows 2.5 ulp for x / y"),
    exact("maximum", COMPARE),
    exact("minimum", COMPARE),
    eps("pow", 64.0, "WGSL's pow is exp2(y * log2(x)): its error grows with abs(y log2 x)"),
    exact("floor_divide", "ATen's div_floor_floating over math.wgsl's exact fmod: the floor of the exact quotient"),
    exact("remainder", "an exact fmod (math.wgsl's long division), then one rounded add of y, as ATen"),
    exact("contiguous", MOVE),
    exact("neg", IEEE),
    exact("relu", MOVE),
    exact("abs", IEEE),
    eps("exp", 16.0, "WGSL allows 3 + 2|x| ulp; the conformance inputs have |x| <= 6"),
    eps("log", 8.0, "WGSL allows 2^-21 absolute near 1, 3 ulp elsewhere"),
    eps("log1p", 8.0, "log(u) * x / (u - 1), u = 1 + x: log's error, corrected for u's rounding"),
    eps("sqrt", 3.0, "WGSL allows 2.5 ulp (1 / inverseSqrt)"),
    eps("rsqrt", 3.0, "WGSL allows 2 ulp, plus a division"),
    eps("sin", 4.0, "math.wgsl's own range reduction and polynomial (WGSL's builtin may be 2^-11 off): 1 eps measured"),
    eps("cos", 4.0, "math.wgsl's own range reduction and polynomial (WGSL's builtin may be 2^-11 off): 1 eps measured"),
    eps("tanh", 64.0, "WGSL's tanh inherits sinh/cosh's exp-based error"),
    eps("sigmoid", 32.0, "1 / (1 + exp(-x)): exp's error"),
    eps("gelu", 64.0, "ops/math.wgsl's erf fit (2.4 ulp with an exact exp) plus exp's error; the tanh form inherits tanh's"),
    eps("silu", 32.0, "x * sigmoid(x)"),
    eps("softplus", 32.0, "log1p(exp(x)) below 20, x above (PyTorch's threshold)"),
    exact("sign", MOVE),
    eps("reciprocal", 3.0, "WGSL allows 2.5 ulp for 1 / x"),
    exact("square", IEEE),
    exact("isnan", COMPARE),
    exact("isinf", COMPARE),
    exact("logical_not", COMPARE),
    eps("gelu_backward", 64.0, "Phi(x) + x phi(x) from the erf fit and exp"),
    eps("tan", 8.0, "sin_f32 / cos_f32 (math.wgsl's own, 1 eps each) and a division"),
    eps("asin", 8.0, "math.wgsl's own (Cephes' asinf polynomial; WGSL's builtin may be 4096 ulp off)"),
    eps("acos", 8.0, "math.wgsl's own (Cephes' acosf, through the asin polynomial)"),
    eps("atan", 8.0, "math.wgsl's own (Cephes' atanf; WGSL's builtin may be 4096 ulp off)"),
    eps("sinh", 32.0, "(e - 1/e) / 2 from exp, from expm1's polynomial below 1"),
    eps("cosh", 32.0, "(e + 1/e) / 2: exp's error"),
    eps("asinh", 16.0, "log1p(t + t^2 / (1 + sqrt(1 + t^2))): log1p's error and a few roundings"),
    eps("acosh", 16.0, "log1p(d + sqrt(d (x + 1))), d = x - 1 exact: log1p's error and a few roundings"),
    eps("atanh", 16.0, "log1p(2t / (1 - t)) / 2: log1p's error and a division"),
    eps("erf", 64.0, "ops/math.wgsl's erf fit (2.4 ulp with an exact exp) plus exp's error"),
    eps("erfc", 64.0, "the erf fit's erfc, relative to erfc in the tail, plus exp's error"),
    eps("expm1", 16.0, "a degree-9 polynomial below 0.5 (a few roundings), exp(x) - 1 above: exp's error"),
    eps("exp2", 16.0, "WGSL allows 3 + 2|x| ulp"),
    eps("log2", 8.0, "WGSL allows 2^-21 absolute near 1, 3 ulp elsewhere"),
    eps("log10", 8.0, "log2(x) * log10(2): log2's error and one rounding"),
    exact("floor", "exact in f32 on both backends"),
    exact("ceil", "exact in f32 on both backends"),
    exact("round", "exact in f32 on both backends (ties to even)"),
    exact("trunc", "exact in f32 on both backends"),
    exact("frac", "x - trunc(x) is exact in f32"),
    exact("isfinite", COMPARE),
    exact("isposinf", COMPARE),
    exact("isneginf", COMPARE),
    exact("signbit", "the sign bit of the same f32 values"),
    eps("erfinv", 8.0, "Giles' approximation, one Newton step on math.wgsl's erf (erfc past 0.5): 2 eps measured"),
    eps("atan2", 8.0, "math.wgsl's own: Cephes' atanf of a quotient below 1, then the quadrant"),
    eps("hypot", 4.0, "sqrt(x^2 + y^2) in f32 (scaled outside 1e-18..1e18): three roundings and sqrt"),
    exact("fmod", "math.wgsl's long division: every subtraction exact"),
    exact("copysign", "moves the sign bit"),
    exact("fmax", COMPARE),
    exact("fmin", COMPARE),
    exact("bitwise_and", "integer bits of the same truncated values"),
    exact("bitwise_or", "integer bits of the same truncated values"),
    exact("bitwise_xor", "integer bits of the same truncated values"),
    exact("eq", COMPARE),
    exact("ne", COMPARE),
    exact("lt", COMPARE),
    exact("le", COMPARE),
    exact("gt", COMPARE),
    exact("ge", COMPARE),
    exact("logical_and", COMPARE),
    exact("logical_or", COMPARE),
    exact("logical_xor", COMPARE),
    exact("where", MOVE),
    per_term("mm", 1.0, "k in increasing order as the reference, but WGSL lets a compiler fuse each product and add into one fma (NVIDIA's Vulkan driver does; lavapipe and SwiftShader give the reference's bits)"),
    per_term("bmm", 1.0, "the matmul kernels, one batch per workgroup layer"),
    exact("sum", "the full sum: 256 lanes then a binary tree, which ops::cpu::sum_f32 replicates"),
    per_term("sum_dim", 1.0, "f32 partial sums in 256 lanes and a tree against one f64 rounding"),
    per_term("mean", 1.0, "the sum's rounding, then one division"),
    per_term("prod", 1.0, "one rounding per product in f32"),
    exact("max", COMPARE),
    exact("min", COMPARE),
    exact("argmax", "the first index of the extreme; an exact f32 integer on the device"),
    exact("argmin", "the first index of the extreme; an exact f32 integer on the device"),
    per_term("var", 4.0, "two passes (mean, squared deviations) of f32 sums"),
    per_term("norm", 2.0, "an f32 sum of squares, then sqrt"),
    per_term("logsumexp", 16.0, "exp's error per term, then log"),
    exact("any", COMPARE),
    exact("all", COMPARE),
    per_term("cumsum", 0.0, "added in order in f32, which is how the reference rounds every prefix"),
    per_term("softmax", 16.0, "exp's error per term and an f32 sum"),
    per_term("log_softmax", 16.0, "an f32 sum of exps, then log"),
    exact("to", "float32 and bool copy; int64 truncates toward zero, exactly, on both"),
    exact("index", MOVE),
    exact("index_put_", "moves values; accumulating adds once per distinct element, as the reference"),
    exact("cat", MOVE),
];

/// The bound of the kernel named `op` (`sum_dim`: a sum over dimensions rather than the whole).
pub fn of(op: &str) -> Option<&'static Tolerance> {
    TABLE.iter().find(|t| t.op == op)
}

/// The table's key for `kernel`: its name, except `sum_dim` for a sum over dimensions.
pub fn key(kernel: &super::Kernel) -> &'static str {
    match kernel {
        super::Kernel::Reduce {
            op: super::ReduceOp::Sum,
            ..
        } => "sum_dim",
        k => k.name(),
    }
}

/// How many terms each output of `kernel` adds (the `K` of per-term bounds).
pub fn terms(kernel: &super::Kernel) -> usize {
    match kernel {
        super::Kernel::Matmul { k, .. } | super::Kernel::BatchMatmul { k, .. } => *k,
        super::Kernel::SumAll { n } => *n,
        super::Kernel::Reduce { shape, dims, .. } => dims.iter().map(|&d| shape[d]).product(),
        super::Kernel::Cumsum { shape, dim } | super::Kernel::Softmax { shape, dim, .. } => {
            shape[*dim]
        }
        _ => 1,
    }
}

impl Tolerance {
    /// The largest difference allowed for an output of reference value `reference` that adds
    /// `terms` elements.
    pub fn bound(&self, reference: f64, terms: usize) -> f64 {
        let k = if self.per_term {
            terms.max(1) as f64
        } else {
            1.0
        };
        self.eps * k * f64::from(f32::EPSILON) * reference.abs().max(1.0)
    }

    /// Whether `gpu` is within the bound of `cpu` (NaN must match NaN, infinities exactly).
    pub fn admits(&self, cpu: f64, gpu: f64, terms: usize) -> bool {
        if cpu.is_nan() || gpu.is_nan() {
            return cpu.is_nan() && gpu.is_nan();
        }
        if cpu.is_infinite() || gpu.is_infinite() {
            return cpu == gpu;
        }
        (cpu - gpu).abs() <= self.bound(cpu, terms)
    }
}

/// The table as the Markdown of docs/tolerances.md's generated section.
pub fn markdown() -> String {
    let mut s = String::from("| op | bound (f32 eps x max(1, abs(ref))) | why |\n|---|---|---|\n");
    for t in TABLE {
        let bound = match (t.eps, t.per_term) {
            (0.0, _) => "exact".to_string(),
            (e, true) => format!("{e} per term (x K)"),
            (e, false) => format!("{e}"),
        };
        s += &format!("| `{}` | {bound} | {} |\n", t.op, t.why);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_op_has_one_entry() {
        for (i, t) in TABLE.iter().enumerate() {
            assert!(TABLE[..i].iter().all(|u| u.op != t.op), "{} twice", t.op);
        }
    }

    #[test]
    fn bounds_scale_as_documented() {
        let t = of("exp").expect("exp");
        // 16 eps of max(|ref|, 1): 16 * 2^-23 at 0.5, 16 * 2^-23 * 8 at 8.
        assert_eq!(t.bound(0.5, 1), 16.0 * 2f64.powi(-23));
        assert_eq!(t.bound(8.0, 1), 128.0 * 2f64.powi(-23));
        let s = of("sum_dim").expect("sum_dim");
        assert_eq!(s.bound(1.0, 100), 100.0 * 2f64.powi(-23));
        assert!(of("add").expect("add").admits(f64::NAN, f64::NAN, 1));
        assert!(!of("add").expect("add").admits(1.0, f64::NAN, 1));
        assert!(!of("add").expect("add").admits(1.0, 1.0 + 1e-7, 1));
    }
}
