"""Measures math.wgsl's sin_f32/cos_f32 in plain float32 arithmetic (numpy) against the correctly
rounded value, over [-200, 200] and normal samples: the figure docs/tolerances.md and
ops/tolerance.rs quote. Run with any Python that has numpy: python3 scripts/check_sincos.py"""
import numpy as np

f = np.float32
# The constants as math.wgsl spells them.
TWO_OVER_PI = f(0.63661977236758134)
P1, P2, P3 = f(1.5703125), f(4.837512969970703125e-4), f(7.54978995489188216e-8)
S1, S2, S3 = f(-1.6666654611e-1), f(8.3321608736e-3), f(-1.9515295891e-4)
C1, C2, C3 = f(4.166664568298827e-2), f(-1.388731625493765e-3), f(2.443315711809948e-5)


def sin_quadrant(x, shift):
    q = np.round(x * TWO_OVER_PI).astype(np.float32)
    r = (((x - q * P1) - q * P2) - q * P3).astype(np.float32)
    z = (r * r).astype(np.float32)
    s = (r + r * z * (S1 + z * (S2 + z * S3))).astype(np.float32)
    c = (f(1) - f(0.5) * z + z * z * (C1 + z * (C2 + z * C3))).astype(np.float32)
    k = (q.astype(np.int64) + shift) % 4
    return np.where(k == 0, s, np.where(k == 1, c, np.where(k == 2, -s, -c))).astype(np.float32)


x = np.concatenate([
    np.linspace(-200, 200, 2_000_001).astype(np.float32),
    (np.random.RandomState(0).randn(1_000_000) * 5).astype(np.float32),
])
eps = np.finfo(np.float32).eps
for name, shift, fn in (("sin", 0, np.sin), ("cos", 1, np.cos)):
    ref = fn(x.astype(np.float64)).astype(np.float32).astype(np.float64)
    got = sin_quadrant(x, shift).astype(np.float64)
    err = np.abs(got - ref) / np.maximum(np.abs(ref), 1.0) / eps
    print(f"{name}: max |error| = {err.max():.2f} eps * max(1, |ref|)")
