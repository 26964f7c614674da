# torch.distributions.Bernoulli.
import torch
import torch.nn.functional as F
from torch.distributions import constraints
from torch.distributions.distribution import ExponentialFamily
from torch.distributions.utils import _Number, broadcast_all, lazy_property, logits_to_probs, probs_to_logits


class Bernoulli(ExponentialFamily):
    arg_constraints = {"probs": constraints.unit_interval, "logits": constraints.real}
    support = constraints.boolean
    has_enumerate_support = True
    _params = ("probs", "logits")

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            scalar, (self.probs,) = isinstance(probs, _Number), broadcast_all(probs)
        else:
            scalar, (self.logits,) = isinstance(logits, _Number), broadcast_all(logits)
        self._param = self.probs if probs is not None else self.logits
        super().__init__(torch.Size() if scalar else self._param.size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = super().expand(batch_shape, _instance)
        new._param = new.__dict__.get("probs", new.__dict__.get("logits"))
        return new

    mean = property(lambda self: self.probs)
    variance = property(lambda self: self.probs * (1 - self.probs))
    param_shape = property(lambda self: self._param.size())

    @property
    def mode(self):
        mode = (self.probs >= 0.5).to(self.probs)
        mode[self.probs == 0.5] = torch.nan
        return mode

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs, is_binary=True)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits, is_binary=True)

    def sample(self, sample_shape=torch.Size()):
        with torch.no_grad():
            return torch.bernoulli(self.probs.expand(self._extended_shape(sample_shape)))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        logits, value = broadcast_all(self.logits, value)
        return -F.binary_cross_entropy_with_logits(logits, value, reduction="none")

    def entropy(self):
        return F.binary_cross_entropy_with_logits(self.logits, self.probs, reduction="none")

    def enumerate_support(self, expand=True):
        v = torch.arange(2, dtype=self._param.dtype, device=self._param.device)
        v = v.view((-1,) + (1,) * len(self._batch_shape))
        return v.expand((-1,) + self._batch_shape) if expand else v
