# Elementwise ops over the native ones (rsub, fill, angle, the complex-number views that are the
# identity on real tensors: the playground has no complex dtypes) and creation ops (scalar_tensor,
# empty_strided, randint_like, ...) over the native factories.
import math

import torch
from torch._ops.index import _fill, _write_back, nonzero
from torch._ops.shape import scalar_name


def rsub(input, other, *, alpha=1):
    """other - alpha * input."""
    return torch.sub(other, input, alpha=alpha)


def fill(input, value):
    """A tensor like input filled with value (input gets a zero gradient, as in PyTorch)."""
    if isinstance(value, torch.Tensor) and value.dim() != 0:
        raise RuntimeError(
            f"fill_ only supports 0-dimension value tensor but got tensor with {value.dim()} dimensions."
        )
    return _fill(input, torch.ones_like(input, dtype=torch.bool), value)


def fill_(input, value):
    return input.fill_(value)


def zero_(input):
    return input.zero_()


def pow_(self, exponent):
    """self ** exponent written into self (PyTorch refuses a result its dtype cannot hold)."""
    result = torch.pow(self, exponent)
    if result.dtype != self.dtype:
        if result.is_floating_point() and not self.is_floating_point():
            raise RuntimeError(
                f"result type {scalar_name(result.dtype)} can't be cast to the desired output type "
                f"{scalar_name(self.dtype)}"
            )
        result = result.to(self.dtype)
    return _write_back(self, result, "pow_")


def scalar_tensor(s, *, dtype=None, layout=None, device=None, pin_memory=None, requires_grad=False):
    """A 0-d tensor holding s, of the default float dtype unless given."""
    dtype = torch.get_default_dtype() if dtype is None else dtype
    return torch.full((), s, dtype=dtype, device=device, requires_grad=requires_grad)


def conj(input):
    return input


resolve_conj = resolve_neg = real = conj_physical = conj_physical_ = conj


def isreal(input):
    return torch.ones_like(input, dtype=torch.bool)


def is_complex(input):
    return False


is_conj = is_neg = is_complex


def angle(input):
    """The argument of each (real) element: pi for a negative one, 0 otherwise, nan kept; zero gradient."""
    x = input if input.is_floating_point() else input.to(torch.get_default_dtype())
    return x.masked_fill(x >= 0, 0.0).masked_fill(x < 0, math.pi)


def constant_pad_nd(input, pad, value=0):
    return torch.nn.functional.pad(input, pad, "constant", value)


_BITS = {"torch.int64": 64, "torch.int32": 32, "torch.int16": 16, "torch.int8": 8, "torch.uint8": 8}


def _shift_operands(name, input, other):
    """(input, other) as tensors of their promoted integer dtype, and its width in bits."""
    ref = input if torch.is_tensor(input) else other
    probe = [t.reshape(-1)[:0] if torch.is_tensor(t) and t.dim() else t for t in (input, other)]
    dtype = (probe[0] + probe[1]).dtype
    if str(dtype) not in _BITS:
        raise NotImplementedError(f"\"{name}_cpu\" not implemented for '{scalar_name(dtype)}'")
    input, other = (torch.as_tensor(t, device=ref.device).to(dtype) for t in (input, other))
    return input, other, _BITS[str(dtype)]


def _by_powers_of_two(x, count, step, bits):
    """x stepped by 2**count for counts in [0, bits), one bit of count at a time."""
    for k in range(bits.bit_length() - 1):
        x = torch.where(count.bitwise_and(1 << k) != 0, step(x, 2 ** (1 << k)), x)
    return x


def bitwise_left_shift(input, other):
    """input * 2**other, wrapping; 0 for a count outside [0, bits)."""
    x, n, bits = _shift_operands("lshift", input, other)
    out = _by_powers_of_two(x, n, lambda v, p: v * p, bits)
    return torch.where((n < 0) | (n >= bits), torch.zeros_like(out), out)


def bitwise_right_shift(input, other):
    """input // 2**other (arithmetic); the sign fill for a count outside [0, bits)."""
    x, n, bits = _shift_operands("rshift", input, other)
    out = _by_powers_of_two(x, n, lambda v, p: v.div(p, rounding_mode="floor"), bits)
    fill = torch.where(x < 0, torch.full_like(x, -1), torch.zeros_like(x))
    return torch.where((n < 0) | (n >= bits), fill, out)


def bitwise_left_shift_(input, other):
    """input <<= other: the shift written back in input's dtype."""
    return input.copy_(bitwise_left_shift(input, other))


def bitwise_right_shift_(input, other):
    """input >>= other."""
    return input.copy_(bitwise_right_shift(input, other))


def i0(input, *, out=None):
    """The modified Bessel function of the first kind of order 0, by its power series
    sum_k ((x/2)^2)^k / (k!)^2 (terms enough for the largest |x|; it overflows where float does)."""
    if out is not None:
        raise NotImplementedError("torch.i0: the keyword argument 'out' is not supported in the playground yet")
    x = input if input.is_floating_point() else input.to(torch.get_default_dtype())
    q = (x / 2) ** 2
    largest = float(x.detach().abs().amax()) if x.numel() else 0.0
    term = total = torch.ones_like(q)
    for k in range(1, int(min(largest, 100.0)) + 30):
        term = term * q / (k * k)
        total = total + term
    return torch._rename_grad_fn(total, "I0Backward0")


_FLOAT_BITS = {"torch.float32": (23, -126, -149), "torch.float64": (52, -1022, -1074)}


def nextafter(input, other):
    """The next float after input toward other: input plus or minus its unit in the last place
    (half of it stepping down from a power of two), found from input's binary exponent."""
    if input.dtype != other.dtype:
        raise RuntimeError("nextafter(): expected both arguments to have the same dtype")
    if str(input.dtype) not in _FLOAT_BITS:
        raise NotImplementedError(f"\"nextafter_cpu\" not implemented for '{scalar_name(input.dtype)}'")
    mantissa, min_exp, tiny_exp = _FLOAT_BITS[str(input.dtype)]
    x, y = torch.broadcast_tensors(input, other)
    ax = x.abs()
    e = ax.clamp(min=2.0**min_exp).log2().floor()
    e = e - (2.0**e > ax).to(e.dtype) + (2.0 ** (e + 1) <= ax).to(e.dtype)  # log2's rounding, corrected
    ulp = torch.where(e <= min_exp, torch.full_like(ax, 2.0**tiny_exp), 2.0 ** (e - mantissa))
    away = torch.sign(y - x) == torch.sign(x)
    step = torch.where(away | (ax != 2.0**e) | (e <= min_exp), ulp, ulp / 2)
    out = x + torch.sign(y - x) * torch.where(x == 0, torch.full_like(ax, 2.0**tiny_exp), step)
    # PyTorch's gradient: 1 to input where it moves (out - x is an exact step), else 0, and 0 to other.
    out = torch.where(x == y, y.detach(), x + (out - x).detach())
    return torch.where(torch.zeros_like(x, dtype=torch.bool), y, out)


def frexp(input, *, out=None):
    """(mantissa in [0.5, 1) with input's sign, int32 exponent) with input = mantissa * 2**exponent."""
    from torch._ops.reduce import ReturnType

    if str(input.dtype) not in _FLOAT_BITS:
        raise RuntimeError(
            f"torch.frexp() only supports floating-point dtypes, but got {scalar_name(input.dtype)}"
        )
    ax = input.detach().abs()
    e = ax.clamp(min=1e-300 if input.dtype == torch.float64 else 1e-38).log2().floor()
    e = e - (2.0**e > ax).to(e.dtype) + (2.0 ** (e + 1) <= ax).to(e.dtype) + 1
    e = torch.where((ax == 0) | ~torch.isfinite(ax), torch.zeros_like(e), e)
    return ReturnType("frexp", ("mantissa", "exponent"), (input / 2.0**e, e.to(torch.int32)))


# ---- gamma family: series and recurrences in float64, the result in the input's float dtype ------


def _float64(input):
    dtype = input.dtype if input.is_floating_point() else torch.get_default_dtype()
    return input.to(torch.float64), dtype


def _lgamma_from_half(z):
    """lgamma(z) for z >= 0.5: Stirling's series at z + 8, less the logs of the 8 steps up."""
    w = z + 8
    steps = sum((z + k).log() for k in range(8))
    series = 1 / (12 * w) - 1 / (360 * w**3) + 1 / (1260 * w**5) - 1 / (1680 * w**7)
    return (w - 0.5) * w.log() - w + 0.5 * math.log(2 * math.pi) + series - steps


def lgamma(input, *, out=None):
    """log|Gamma(x)|, by reflection for x < 1/2; inf at the poles (0, -1, -2, ...)."""
    x, dtype = _float64(input)
    left = x < 0.5
    lg = _lgamma_from_half(torch.where(left, 1 - x, x))
    reflected = math.log(math.pi) - (math.pi * x).sin().abs().log() - lg
    res = torch.where(left, reflected, lg).masked_fill(left & (x == x.floor()), math.inf)
    # lgamma(1) and lgamma(2) are exactly 0, as the C library's (the series is off by ~1e-12);
    # the gradient (digamma) stays.
    res = torch.where((x == 1) | (x == 2), res - res.detach(), res)
    return torch._rename_grad_fn(res.to(dtype), "LgammaBackward0")


def _digamma_from_half(z):
    """digamma(z) for z >= 0.5: the asymptotic series at z + 8, less the 8 steps' 1/(z + k)."""
    w = z + 8
    inv2 = 1 / (w * w)
    series = inv2 * (-1 / 12 + inv2 * (1 / 120 + inv2 * (-1 / 252 + inv2 * (1 / 240 - inv2 / 132))))
    return w.log() - 0.5 / w + series - sum(1 / (z + k) for k in range(8))


def digamma(input, *, out=None):
    """d/dx lgamma(x), by reflection (minus pi cot(pi x)) for x < 1/2; -inf at 0, nan at -1, -2, ..."""
    x, dtype = _float64(input)
    left = x < 0.5
    dg = _digamma_from_half(torch.where(left, 1 - x, x))
    res = torch.where(left, dg - math.pi / (math.pi * x).tan(), dg)
    res = res.masked_fill(left & (x == x.floor()), math.nan).masked_fill(x == 0, -math.inf)
    return torch._rename_grad_fn(res.to(dtype), "DigammaBackward0")


_BERNOULLI = (1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6)


def polygamma(n, input, *, out=None):
    """The n-th derivative of digamma: (-1)^(n+1) n! zeta(n + 1, x), the Hurwitz zeta summed
    directly until x + k >= 10 + n, then by Euler-Maclaurin (as Cephes' zeta does)."""
    if torch.is_tensor(n):  # Tensor.polygamma(n): self comes first
        n, input = input, n
    if n < 0:
        raise RuntimeError("polygamma(n, x) does not support negative n.")
    if n == 0:
        return digamma(input)
    x, dtype = _float64(input)
    s = n + 1
    lowest = float(x.detach().amin()) if x.numel() else 0.0
    steps = max(0, math.ceil(10 + n - lowest))
    zeta = sum((x + k) ** -s for k in range(steps)) if steps else torch.zeros_like(x)
    w = x + steps
    zeta = zeta + w ** (1 - s) / (s - 1) + 0.5 * w**-s
    rising, fact = 1.0, 1.0
    for j, b in enumerate(_BERNOULLI):  # B_2j / (2j)! * s (s+1) ... (s+2j-2) * w^-(s+2j-1)
        rising *= (s + 2 * j) * (s + 2 * j - 1) if j else s
        fact *= (2 * j + 1) * (2 * j + 2)
        zeta = zeta + b / fact * rising * w ** -(s + 2 * j + 1)
    sign = 1 if n % 2 else -1
    pole = (x <= 0) & (x == x.floor())
    out = (sign * math.factorial(n) * zeta).masked_fill(pole, math.inf if n % 2 else -math.inf).to(dtype)
    return torch._rename_grad_fn(out, "PolygammaBackward0")


def mvlgamma(input, p):
    """The multivariate log-gamma of dimension p: p(p-1)/4 log(pi) + sum_j lgamma(x - j/2)."""
    if p < 1:
        raise RuntimeError("p has to be greater than or equal to 1")
    out = sum(lgamma(input - j / 2) for j in range(p)) + p * (p - 1) / 4 * math.log(math.pi)
    return torch._rename_grad_fn(out, "MvlgammaBackward0")


# ---- creation ------------------------------------------------------------------------------


def empty_strided(size, stride, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """An uninitialized tensor of `size` (the playground's tensors have no strides to choose)."""
    return torch.empty(size, dtype=dtype, device=device, requires_grad=requires_grad)


def empty_permuted(size, physical_layout, *, dtype=None, layout=None, device=None, pin_memory=False,
                   requires_grad=False):
    """An uninitialized tensor of `size` (its memory order is not observable in the playground)."""
    if len(physical_layout) != len(size):
        raise RuntimeError(
            "Number of dimensions in size does not match the length of the physical_layout; i.e. "
            f"len(size) = {len(size)} is not equal to len(physical_layout) = {len(physical_layout)}"
        )
    if len(set(physical_layout)) != len(size):
        raise RuntimeError("Duplicate dim not allowed")
    return torch.empty(size, dtype=dtype, device=device, requires_grad=requires_grad)


def randint_like(input, low_or_high, high=None, *, dtype=None, layout=None, device=None, pin_memory=False,
                 requires_grad=False, memory_format=None):
    """torch.randint over input's shape (and dtype and device unless given): the same draws."""
    low, high = (0, low_or_high) if high is None else (low_or_high, high)
    dtype = input.dtype if dtype is None else dtype
    device = input.device if device is None else device
    return torch.randint(low, high, tuple(input.shape), dtype=dtype, device=device, requires_grad=requires_grad)


def nonzero_static(input, *, size, fill_value=-1):
    """nonzero's (n, ndim) indices cut or padded with fill_value to exactly `size` rows."""
    if size < 0:
        raise RuntimeError("nonzero_static: 'size' must be an non-negative integer")
    found = nonzero(input)
    if found.shape[0] >= size:
        return found[:size]
    pad = torch.full((size - found.shape[0], found.shape[1]), fill_value, dtype=found.dtype, device=found.device)
    return torch.cat([found, pad])
