# torch.distributions.Poisson. Sampling needs torch.poisson, which the playground lacks (it
# raises NotImplementedError naming it); log_prob, mean and variance are computed.
import torch
from torch.distributions import constraints
from torch.distributions.distribution import ExponentialFamily
from torch.distributions.utils import _Number, broadcast_all


class Poisson(ExponentialFamily):
    arg_constraints = {"rate": constraints.nonnegative}
    support = constraints.nonnegative_integer
    _params = ("rate",)

    def __init__(self, rate, validate_args=None):
        (self.rate,) = broadcast_all(rate)
        super().__init__(torch.Size() if isinstance(rate, _Number) else self.rate.size(),
                         validate_args=validate_args)

    mean = property(lambda self: self.rate)
    mode = property(lambda self: self.rate.floor())
    variance = property(lambda self: self.rate)

    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        with torch.no_grad():
            return torch.poisson(self.rate.expand(shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        rate, value = broadcast_all(self.rate, value)
        return value.xlogy(rate) - rate - (value + 1).lgamma()
