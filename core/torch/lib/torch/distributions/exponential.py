# torch.distributions.Exponential: exponential_() / rate.
import torch
from torch.distributions import constraints
from torch.distributions.distribution import ExponentialFamily
from torch.distributions.utils import _Number, broadcast_all


class Exponential(ExponentialFamily):
    arg_constraints = {"rate": constraints.positive}
    support = constraints.nonnegative
    has_rsample = True
    _params = ("rate",)

    def __init__(self, rate, validate_args=None):
        (self.rate,) = broadcast_all(rate)
        super().__init__(torch.Size() if isinstance(rate, _Number) else self.rate.size(), validate_args=validate_args)

    mean = stddev = property(lambda self: self.rate.reciprocal())
    mode = property(lambda self: torch.zeros_like(self.rate))
    variance = property(lambda self: self.rate.pow(-2))

    def rsample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        return torch.empty(shape, dtype=self.rate.dtype, device=self.rate.device).exponential_() / self.rate

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return self.rate.log() - self.rate * value

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return 1 - torch.exp(-self.rate * value)

    def icdf(self, value):
        return -torch.log1p(-value) / self.rate

    def entropy(self):
        return 1.0 - torch.log(self.rate)
