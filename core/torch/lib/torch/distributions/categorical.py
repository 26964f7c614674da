# torch.distributions.Categorical: sampling is torch.multinomial with replacement, as PyTorch's.
import torch
from torch.distributions import constraints
from torch.distributions.distribution import Distribution
from torch.distributions.utils import lazy_property, logits_to_probs, probs_to_logits


class Categorical(Distribution):
    arg_constraints = {"probs": constraints.simplex, "logits": constraints.real_vector}
    has_enumerate_support = True

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        name, p = ("probs", probs) if probs is not None else ("logits", logits)
        if p.dim() < 1:
            raise ValueError(f"`{name}` parameter must be at least one-dimensional.")
        if probs is not None:
            self.probs = p = probs / probs.sum(-1, keepdim=True)
        else:
            self.logits = p = logits - logits.logsumexp(dim=-1, keepdim=True)
        self._param, self._num_events = p, p.size()[-1]
        super().__init__(p.size()[:-1] if p.dim() > 1 else torch.Size(), validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = _instance if _instance is not None else object.__new__(type(self))
        shape = torch.Size(batch_shape) + (self._num_events,)
        for n in ("probs", "logits"):
            if n in self.__dict__:
                new._param = self.__dict__[n].expand(shape)
                setattr(new, n, new._param)
        new._num_events = self._num_events
        Distribution.__init__(new, torch.Size(batch_shape), validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def support(self):
        return constraints.integer_interval(0, self._num_events - 1)

    @lazy_property
    def logits(self):
        return probs_to_logits(self.probs)

    @lazy_property
    def probs(self):
        return logits_to_probs(self.logits)

    param_shape = property(lambda self: self._param.size())
    mode = property(lambda self: self.probs.argmax(dim=-1))

    @property
    def mean(self):
        return torch.full(self._extended_shape(), torch.nan, dtype=self.probs.dtype, device=self.probs.device)

    variance = mean

    def sample(self, sample_shape=torch.Size()):
        sample_shape = torch.Size(sample_shape)
        s = torch.multinomial(self.probs.reshape(-1, self._num_events), sample_shape.numel(), True).T
        return s.reshape(self._extended_shape(sample_shape))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        value, log_pmf = torch.broadcast_tensors(value.long().unsqueeze(-1), self.logits)
        return log_pmf.gather(-1, value[..., :1]).squeeze(-1)

    def entropy(self):
        logits = torch.clamp(self.logits, min=torch.finfo(self.logits.dtype).min)
        return -(logits * self.probs).sum(-1)

    def enumerate_support(self, expand=True):
        v = torch.arange(self._num_events, dtype=torch.long, device=self._param.device)
        v = v.view((-1,) + (1,) * len(self._batch_shape))
        return v.expand((-1,) + self._batch_shape) if expand else v
