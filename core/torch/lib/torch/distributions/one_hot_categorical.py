# torch.distributions.OneHotCategorical: a Categorical whose samples are one-hot vectors.
import torch
import torch.nn.functional as F
from torch.distributions import constraints
from torch.distributions.categorical import Categorical
from torch.distributions.distribution import Distribution


class OneHotCategorical(Distribution):
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.real_vector}
    support = constraints.one_hot
    has_enumerate_support = True

    def __init__(self, probs=None, logits=None, validate_args=None):
        self._categorical = c = Categorical(probs, logits)
        super().__init__(c.batch_shape, c.param_shape[-1:], validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = _instance if _instance is not None else object.__new__(type(self))
        new._categorical = self._categorical.expand(batch_shape)
        Distribution.__init__(new, torch.Size(batch_shape), self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    _param = property(lambda self: self._categorical._param)
    probs = mean = property(lambda self: self._categorical.probs)
    logits = property(lambda self: self._categorical.logits)
    param_shape = property(lambda self: self._categorical.param_shape)
    variance = property(lambda self: self._categorical.probs * (1 - self._categorical.probs))

    @property
    def mode(self):
        p = self._categorical.probs
        return F.one_hot(p.argmax(dim=-1), num_classes=p.shape[-1]).to(p)

    def sample(self, sample_shape=torch.Size()):
        c = self._categorical
        return F.one_hot(c.sample(torch.Size(sample_shape)), c._num_events).to(c.probs)

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return self._categorical.log_prob(value.max(-1)[1])

    def entropy(self):
        return self._categorical.entropy()

    def enumerate_support(self, expand=True):
        n, b = self.event_shape[0], self.batch_shape
        v = torch.eye(n, dtype=self._param.dtype, device=self._param.device).view((n,) + (1,) * len(b) + (n,))
        return v.expand((n,) + b + (n,)) if expand else v


class OneHotCategoricalStraightThrough(OneHotCategorical):
    has_rsample = True

    def rsample(self, sample_shape=torch.Size()):
        s, p = self.sample(sample_shape), self._categorical.probs
        return s + (p - p.detach())
