# torch.distributions.transforms: invertible maps y = f(x) with log|det df/dx|, for
# TransformedDistribution. The elementwise ones (event_dim 0) and their compositions.
import math
import torch
import torch.nn.functional as F
from torch.distributions import constraints

__all__ = ["Transform", "ExpTransform", "AffineTransform", "SigmoidTransform", "TanhTransform",
           "SoftplusTransform", "PowerTransform", "AbsTransform", "ComposeTransform", "identity_transform",
           "SoftmaxTransform", "StickBreakingTransform"]


class Transform:
    bijective = False
    domain = constraints.real
    codomain = constraints.real
    sign = 1
    event_dim = 0

    def __init__(self, cache_size=0):
        if cache_size not in (0, 1):
            raise ValueError("cache_size must be 0 or 1")
        self._cache_size = cache_size
        self._inv = None

    @property
    def inv(self):
        if self._inv is None:
            self._inv = _InverseTransform(self)
        return self._inv

    def __call__(self, x):
        return self._call(x)

    def _call(self, x):
        raise NotImplementedError

    def _inverse(self, y):
        raise NotImplementedError

    def log_abs_det_jacobian(self, x, y):
        raise NotImplementedError

    def forward_shape(self, shape):
        return shape

    def inverse_shape(self, shape):
        return shape

    def __eq__(self, other):
        return self is other

    def __ne__(self, other):
        return not self.__eq__(other)

    __hash__ = object.__hash__

    def __repr__(self):
        return type(self).__name__ + "()"


class _InverseTransform(Transform):
    def __init__(self, transform):
        super().__init__(transform._cache_size)
        self._inv = transform

    domain = property(lambda self: self._inv.codomain)
    codomain = property(lambda self: self._inv.domain)
    bijective = property(lambda self: self._inv.bijective)
    sign = property(lambda self: self._inv.sign)
    event_dim = property(lambda self: self._inv.event_dim)

    @property
    def inv(self):
        return self._inv

    def __call__(self, x):
        return self._inv._inverse(x)

    def log_abs_det_jacobian(self, x, y):
        return -self._inv.log_abs_det_jacobian(y, x)

    def __eq__(self, other):
        return isinstance(other, _InverseTransform) and self._inv == other._inv

    __hash__ = object.__hash__

    def __repr__(self):
        return f"{type(self).__name__}({self._inv!r})"


class ComposeTransform(Transform):
    def __init__(self, parts, cache_size=0):
        super().__init__(cache_size)
        self.parts = list(parts)

    bijective = property(lambda self: all(p.bijective for p in self.parts))
    event_dim = property(lambda self: max([p.event_dim for p in self.parts] or [0]))

    @property
    def sign(self):
        s = 1
        for p in self.parts:
            s = s * p.sign
        return s

    @property
    def domain(self):
        # the first part's domain, widened to as many event dims as the chain consumes
        if not self.parts:
            return constraints.real
        domain = self.parts[0].domain
        event_dim = self.parts[-1].codomain.event_dim
        for part in reversed(self.parts):
            event_dim = max(event_dim + part.domain.event_dim - part.codomain.event_dim,
                            part.domain.event_dim)
        if event_dim > domain.event_dim:
            domain = constraints.independent(domain, event_dim - domain.event_dim)
        return domain

    @property
    def codomain(self):
        if not self.parts:
            return constraints.real
        codomain = self.parts[-1].codomain
        event_dim = self.parts[0].domain.event_dim
        for part in self.parts:
            event_dim = max(event_dim + part.codomain.event_dim - part.domain.event_dim,
                            part.codomain.event_dim)
        if event_dim > codomain.event_dim:
            codomain = constraints.independent(codomain, event_dim - codomain.event_dim)
        return codomain

    def forward_shape(self, shape):
        for part in self.parts:
            shape = part.forward_shape(shape)
        return shape

    def inverse_shape(self, shape):
        for part in reversed(self.parts):
            shape = part.inverse_shape(shape)
        return shape

    @property
    def inv(self):
        if self._inv is None:
            self._inv = ComposeTransform([p.inv for p in reversed(self.parts)])
            self._inv._inv = self
        return self._inv

    def __call__(self, x):
        for p in self.parts:
            x = p(x)
        return x

    def log_abs_det_jacobian(self, x, y):
        if not self.parts:
            return torch.zeros_like(x)
        # each part's term summed over the event dims it leaves to the whole chain
        from torch.distributions.utils import _sum_rightmost

        xs = [x]
        for p in self.parts[:-1]:
            xs.append(p(xs[-1]))
        xs.append(y)
        event_dim = self.domain.event_dim
        total = 0
        for p, a, b in zip(self.parts, xs[:-1], xs[1:]):
            total = total + _sum_rightmost(p.log_abs_det_jacobian(a, b), event_dim - p.domain.event_dim)
            event_dim += p.codomain.event_dim - p.domain.event_dim
        return total

    def __repr__(self):
        return type(self).__name__ + "(\n    " + ",\n    ".join(repr(p) for p in self.parts) + "\n)"


identity_transform = ComposeTransform([])


class ExpTransform(Transform):
    domain = constraints.real
    codomain = constraints.positive
    bijective = True
    sign = 1

    def __eq__(self, other):
        return isinstance(other, ExpTransform)

    __hash__ = object.__hash__

    def _call(self, x):
        return x.exp()

    def _inverse(self, y):
        return y.log()

    def log_abs_det_jacobian(self, x, y):
        return x


class PowerTransform(Transform):
    domain = constraints.positive
    codomain = constraints.positive
    bijective = True

    def __init__(self, exponent, cache_size=0):
        super().__init__(cache_size)
        self.exponent = exponent

    @property
    def sign(self):
        return self.exponent.sign() if isinstance(self.exponent, torch.Tensor) else (
            1 if self.exponent > 0 else -1 if self.exponent < 0 else 0)

    def _call(self, x):
        return x.pow(self.exponent)

    def _inverse(self, y):
        return y.pow(1 / self.exponent)

    def log_abs_det_jacobian(self, x, y):
        return (self.exponent * y / x).abs().log()


def _clipped_sigmoid(x):
    finfo = torch.finfo(x.dtype)
    return torch.clamp(torch.sigmoid(x), min=finfo.tiny, max=1.0 - finfo.eps)


class SigmoidTransform(Transform):
    domain = constraints.real
    codomain = constraints.unit_interval
    bijective = True
    sign = 1

    def __eq__(self, other):
        return isinstance(other, SigmoidTransform)

    __hash__ = object.__hash__

    def _call(self, x):
        return _clipped_sigmoid(x)

    def _inverse(self, y):
        finfo = torch.finfo(y.dtype)
        y = y.clamp(min=finfo.tiny, max=1.0 - finfo.eps)
        return y.log() - (-y).log1p()

    def log_abs_det_jacobian(self, x, y):
        return -F.softplus(-x) - F.softplus(x)


class SoftplusTransform(Transform):
    domain = constraints.real
    codomain = constraints.positive
    bijective = True
    sign = 1

    def __eq__(self, other):
        return isinstance(other, SoftplusTransform)

    __hash__ = object.__hash__

    def _call(self, x):
        return F.softplus(x)

    def _inverse(self, y):
        return (-y).expm1().neg().log() + y

    def log_abs_det_jacobian(self, x, y):
        return -F.softplus(-x)


class TanhTransform(Transform):
    domain = constraints.real
    codomain = constraints.interval(-1.0, 1.0)
    bijective = True
    sign = 1

    def __eq__(self, other):
        return isinstance(other, TanhTransform)

    __hash__ = object.__hash__

    def _call(self, x):
        return x.tanh()

    def _inverse(self, y):
        return torch.atanh(y)

    def log_abs_det_jacobian(self, x, y):
        # log(1 - tanh(x)^2), in the stable form 2 (log 2 - x - softplus(-2x))
        return 2.0 * (math.log(2.0) - x - F.softplus(-2.0 * x))


class AbsTransform(Transform):
    domain = constraints.real
    codomain = constraints.positive

    def __eq__(self, other):
        return isinstance(other, AbsTransform)

    __hash__ = object.__hash__

    def _call(self, x):
        return x.abs()

    def _inverse(self, y):
        return y


class AffineTransform(Transform):
    bijective = True

    def __init__(self, loc, scale, event_dim=0, cache_size=0):
        super().__init__(cache_size)
        self.loc, self.scale, self._event_dim = loc, scale, event_dim

    event_dim = property(lambda self: self._event_dim)

    @property
    def domain(self):
        return constraints.real if self._event_dim == 0 else constraints.independent(
            constraints.real, self._event_dim)

    codomain = domain

    @property
    def sign(self):
        if isinstance(self.scale, (int, float)):
            return 1 if self.scale > 0 else -1 if self.scale < 0 else 0
        return self.scale.sign()

    def _call(self, x):
        return self.loc + self.scale * x

    def _inverse(self, y):
        return (y - self.loc) / self.scale

    def log_abs_det_jacobian(self, x, y):
        scale = self.scale
        if isinstance(scale, (int, float)):
            result = torch.full_like(x, math.log(abs(scale)))
        else:
            result = torch.abs(scale).log()
        if self._event_dim:
            shape = result.size()[:result.dim() - self._event_dim] + (-1,)
            result = result.view(shape).sum(-1)
            shape = shape[:-1]
        else:
            shape = x.shape
        return result.expand(shape)


class SoftmaxTransform(Transform):
    # x -> softmax(x) over the last dim: onto the simplex, not injective (the inverse is log).
    domain = constraints.real_vector
    codomain = constraints.simplex
    event_dim = 1

    def __eq__(self, other):
        return isinstance(other, SoftmaxTransform)

    __hash__ = object.__hash__

    def _call(self, x):
        shifted = x - x.max(-1, keepdim=True)[0]
        e = shifted.exp()
        return e / e.sum(-1, keepdim=True)

    def _inverse(self, y):
        return y.log()

    def forward_shape(self, shape):
        if len(shape) < 1:
            raise ValueError("Too few dimensions on input")
        return shape

    inverse_shape = forward_shape


class StickBreakingTransform(Transform):
    # R^(K-1) -> K-simplex by breaking a unit stick: piece k takes the fraction
    # sigmoid(x_k - log(K-1-k)) of what is left, the last piece the remainder.
    domain = constraints.real_vector
    codomain = constraints.simplex
    bijective = True
    event_dim = 1

    def __eq__(self, other):
        return isinstance(other, StickBreakingTransform)

    __hash__ = object.__hash__

    @staticmethod
    def _offset(x, n, last):
        return last - x.new_ones(n).cumsum(-1)

    def _call(self, x):
        n = x.shape[-1]
        z = _clipped_sigmoid(x - self._offset(x, n, n + 1).log())
        rest = (1 - z).cumprod(-1)
        return F.pad(z, [0, 1], value=1) * F.pad(rest, [1, 0], value=1)

    def _inverse(self, y):
        head = y[..., :-1]
        offset = self._offset(y, head.shape[-1], y.shape[-1])
        left = torch.clamp(1 - head.cumsum(-1), min=torch.finfo(y.dtype).tiny)
        return head.log() - left.log() + offset.log()

    def log_abs_det_jacobian(self, x, y):
        n = x.shape[-1]
        x = x - self._offset(x, n, n + 1).log()
        return (-x + F.logsigmoid(x) + y[..., :-1].log()).sum(-1)

    def forward_shape(self, shape):
        if len(shape) < 1:
            raise ValueError("Too few dimensions on input")
        return shape[:-1] + (shape[-1] + 1,)

    def inverse_shape(self, shape):
        if len(shape) < 1:
            raise ValueError("Too few dimensions on input")
        return shape[:-1] + (shape[-1] - 1,)
