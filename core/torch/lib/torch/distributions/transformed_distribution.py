# torch.distributions.TransformedDistribution (a base distribution pushed through transforms) and
# LogNormal, the exp of a Normal.
import torch
from torch.distributions import constraints
from torch.distributions.distribution import Distribution
from torch.distributions.normal import Normal
from torch.distributions.transforms import ComposeTransform, ExpTransform, Transform
from torch.distributions.utils import _sum_rightmost


class TransformedDistribution(Distribution):
    arg_constraints = {}

    def __init__(self, base_distribution, transforms, validate_args=None):
        if isinstance(transforms, Transform):
            transforms = [transforms]
        elif isinstance(transforms, list):
            if not all(isinstance(t, Transform) for t in transforms):
                raise ValueError("transforms must be a Transform or a list of Transforms")
        else:
            raise ValueError(f"transforms must be a Transform or list, but was {transforms}")
        self.transforms = transforms
        if not any(t.domain.event_dim or t.codomain.event_dim for t in transforms):
            self.base_dist = base_distribution
            super().__init__(base_distribution.batch_shape, base_distribution.event_shape,
                             validate_args=validate_args)
            return
        # Transforms over event dims: the base is expanded to the shape the chain maps from and
        # its extra dims made event dims (Independent); the result's event dims are what the
        # chain's codomain and the base's event dims give after the chain.
        from torch.distributions.independent import Independent

        chain = ComposeTransform(transforms)
        base = base_distribution
        base_shape = torch.Size(base.batch_shape + base.event_shape)
        dom = chain.domain.event_dim
        if len(base_shape) < dom:
            raise ValueError(f"base_distribution needs to have shape with size at least {dom}, "
                             f"but got {base_shape}.")
        forward = torch.Size(chain.forward_shape(base_shape))
        wanted = torch.Size(chain.inverse_shape(forward))
        if wanted != base_shape:
            base = base.expand(wanted[:len(wanted) - len(base.event_shape)])
        extra = dom - len(base.event_shape)
        if extra > 0:
            base = Independent(base, extra)
        self.base_dist = base
        change = chain.codomain.event_dim - chain.domain.event_dim
        event_dim = max(chain.codomain.event_dim, len(base.event_shape) + change)
        cut = len(forward) - event_dim
        super().__init__(forward[:cut], forward[cut:], validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = _instance if _instance is not None else object.__new__(type(self))
        batch_shape = torch.Size(batch_shape)
        new.base_dist = self.base_dist.expand(batch_shape)
        new.transforms = self.transforms
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def support(self):
        return self.transforms[-1].codomain if self.transforms else self.base_dist.support

    @property
    def has_rsample(self):
        return self.base_dist.has_rsample

    def sample(self, sample_shape=torch.Size()):
        with torch.no_grad():
            x = self.base_dist.sample(sample_shape)
            for t in self.transforms:
                x = t(x)
            return x

    def rsample(self, sample_shape=torch.Size()):
        x = self.base_dist.rsample(sample_shape)
        for t in self.transforms:
            x = t(x)
        return x

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        event_dim = len(self.event_shape)
        log_prob = 0.0
        y = value
        for t in reversed(self.transforms):
            x = t.inv(y)
            event_dim += t.domain.event_dim - t.codomain.event_dim
            log_prob = log_prob - _sum_rightmost(t.log_abs_det_jacobian(x, y),
                                                 event_dim - t.domain.event_dim)
            y = x
        return log_prob + _sum_rightmost(self.base_dist.log_prob(y),
                                         event_dim - len(self.base_dist.event_shape))

    def _monotonize_cdf(self, value):
        sign = 1
        for t in self.transforms:
            sign = sign * t.sign
        if isinstance(sign, int) and sign == 1:
            return value
        return sign * (value - 0.5) + 0.5

    def cdf(self, value):
        for t in self.transforms[::-1]:
            value = t.inv(value)
        if self._validate_args:
            self.base_dist._validate_sample(value)
        return self._monotonize_cdf(self.base_dist.cdf(value))

    def icdf(self, value):
        value = self.base_dist.icdf(self._monotonize_cdf(value))
        for t in self.transforms:
            value = t(value)
        return value


class LogNormal(TransformedDistribution):
    arg_constraints = {"loc": constraints.real, "scale": constraints.positive}
    support = constraints.positive
    has_rsample = True

    def __init__(self, loc, scale, validate_args=None):
        base = Normal(loc, scale, validate_args=validate_args)
        super().__init__(base, ExpTransform(), validate_args=validate_args)

    loc = property(lambda self: self.base_dist.loc)
    scale = property(lambda self: self.base_dist.scale)

    @property
    def mean(self):
        return (self.loc + self.scale.pow(2) / 2).exp()

    @property
    def mode(self):
        return (self.loc - self.scale.square()).exp()

    @property
    def variance(self):
        s2 = self.scale.pow(2)
        return s2.expm1() * (2 * self.loc + s2).exp()

    def entropy(self):
        return self.base_dist.entropy() + self.loc
