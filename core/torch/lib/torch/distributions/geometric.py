# torch.distributions.Geometric: the number of failures before the first success.
import torch
import torch.nn.functional as F
from torch.distributions import constraints
from torch.distributions.distribution import Distribution
from torch.distributions.utils import _Number, broadcast_all, lazy_property, logits_to_probs, probs_to_logits


class Geometric(Distribution):
    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.nonnegative_integer
    _params = ("probs", "logits")

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            scalar, (self.probs,) = isinstance(probs, _Number), broadcast_all(probs)
        else:
            scalar, (self.logits,) = isinstance(logits, _Number), broadcast_all(logits)
        param = self.probs if probs is not None else self.logits
        super().__init__(torch.Size() if scalar else param.size(), validate_args=validate_args)
        if self._validate_args and probs is not None:
            bad = ~(self.probs > 0)
            if bad.any():
                raise ValueError("Expected parameter probs (" + type(self.probs).__name__
                                 + " of shape " + str(tuple(self.probs.shape)) + ") of distribution "
                                 + repr(self) + " to satisfy the constraint Interval(lower_bound=0.0, "
                                 "upper_bound=1.0), but found invalid values:\n" + str(self.probs))

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs, is_binary=True)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits, is_binary=True)

    @property
    def mean(self):
        return 1.0 / self.probs - 1.0

    @property
    def mode(self):
        return torch.zeros_like(self.probs)

    @property
    def variance(self):
        return (1.0 / self.probs - 1.0) / self.probs

    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        tiny = torch.finfo(self.probs.dtype).tiny
        with torch.no_grad():
            u = torch.rand(shape, dtype=self.probs.dtype, device=self.probs.device)
            u = u.clamp(min=tiny)
            return (u.log() / (-self.probs).log1p()).floor()

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        value, probs = broadcast_all(value, self.probs)
        probs = probs.clone()
        probs[(probs == 1) & (value == 0)] = 0
        return value * (-probs).log1p() + self.probs.log()

    def entropy(self):
        return F.binary_cross_entropy_with_logits(self.logits, self.probs, reduction="none") / self.probs
