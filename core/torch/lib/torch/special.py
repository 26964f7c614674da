# torch.special: PyTorch's special functions, as its aliases of the elementwise ops (expit is
# sigmoid, gammaln is lgamma, ...) and short compositions of them (entr, ndtr, ndtri, xlog1py,
# i0e). The Bessel, zeta and orthogonal-polynomial families are not provided: asking for one
# raises NotImplementedError naming it.
import math

import torch
from torch import digamma, erf, erfc, erfinv, exp2, expm1, i0, log1p, logit, logsumexp, polygamma, round, sinc, xlogy
from torch import digamma as psi
from torch import lgamma as gammaln
from torch import mvlgamma as multigammaln
from torch import sigmoid as expit


def softmax(input, dim, *, dtype=None):
    return torch.softmax(input, dim, dtype=dtype)


def log_softmax(input, dim, *, dtype=None):
    return torch.log_softmax(input, dim, dtype=dtype)


def entr(input, *, out=None):
    """-x ln(x) elementwise: 0 at 0, -inf below it."""
    safe = torch.where(input > 0, input, torch.ones_like(input))
    out = torch.where(input > 0, -input * torch.log(safe), torch.zeros_like(input))
    out = torch.where(input < 0, torch.full_like(input, -math.inf), out)
    return torch.where(torch.isnan(input), input, out)


def ndtr(input, *, out=None):
    """The standard normal CDF: erfc(-x / sqrt(2)) / 2."""
    if not input.is_floating_point():
        input = input.to(torch.get_default_dtype())
    return 0.5 * torch.erfc(-input * math.sqrt(0.5))


def log_ndtr(input, *, out=None):
    return torch.log(ndtr(input))


def ndtri(input, *, out=None):
    """The inverse of ndtr: sqrt(2) erfinv(2p - 1)."""
    return math.sqrt(2.0) * torch.erfinv(2 * input - 1)


def xlog1py(input, other, *, out=None):
    """x log1p(y), 0 where x is 0 (and y not nan)."""
    if not isinstance(input, torch.Tensor):
        input = torch.tensor(input, dtype=torch.get_default_dtype())
    if not isinstance(other, torch.Tensor):
        other = torch.tensor(other, dtype=input.dtype if input.is_floating_point() else torch.get_default_dtype())
    out = input * torch.log1p(other)
    return torch.where((input == 0) & ~torch.isnan(other), torch.zeros_like(out), out)


def i0e(input, *, out=None):
    """exp(-|x|) i0(x)."""
    return torch.exp(-input.abs()) * torch.i0(input)


def __getattr__(name):
    from torch import _missing_attribute

    _missing_attribute("torch.special", name)
