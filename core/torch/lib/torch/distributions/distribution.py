# torch.distributions.Distribution: shapes, argument validation and repr as PyTorch's.
import torch
from torch.distributions import constraints
from torch.distributions.utils import lazy_property


class Distribution:
    has_rsample = False
    has_enumerate_support = False
    _validate_args = True
    arg_constraints = {}
    _params = ()  # the parameter tensors `expand` expands

    @staticmethod
    def set_default_validate_args(value):
        if value not in [True, False]:
            raise ValueError
        Distribution._validate_args = value

    def __init__(self, batch_shape=torch.Size(), event_shape=torch.Size(), validate_args=None):
        self._batch_shape, self._event_shape = batch_shape, event_shape
        if validate_args is not None:
            self._validate_args = validate_args
        if self._validate_args:
            for p, c in self.arg_constraints.items():
                if constraints.is_dependent(c) or (
                        p not in self.__dict__ and isinstance(getattr(type(self), p, None), lazy_property)):
                    continue
                v = getattr(self, p)
                if not c.check(v).all():
                    raise ValueError(f"Expected parameter {p} ({type(v).__name__} of shape {tuple(v.shape)}) of "
                                     f"distribution {self!r} to satisfy the constraint {c!r}, but found invalid "
                                     f"values:\n{v}")

    def expand(self, batch_shape, _instance=None):
        new = _instance if _instance is not None else object.__new__(type(self))
        batch_shape = torch.Size(batch_shape)
        for p in self._params:
            if p in self.__dict__:
                setattr(new, p, getattr(self, p).expand(batch_shape + self._event_shape))
        Distribution.__init__(new, batch_shape, self._event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def event_shape(self):
        return self._event_shape

    @property
    def support(self):
        raise NotImplementedError

    def _no(self, what):
        raise NotImplementedError(f"{self.__class__} does not implement {what}")

    @property
    def mean(self):
        self._no("mean")

    @property
    def mode(self):
        self._no("mode")

    @property
    def variance(self):
        self._no("variance")

    @property
    def stddev(self):
        return self.variance.sqrt()

    def sample(self, sample_shape=torch.Size()):
        with torch.no_grad():
            return self.rsample(sample_shape)

    def rsample(self, sample_shape=torch.Size()):
        raise NotImplementedError

    def log_prob(self, value):
        raise NotImplementedError

    def cdf(self, value):
        raise NotImplementedError

    def icdf(self, value):
        raise NotImplementedError

    def entropy(self):
        raise NotImplementedError

    def enumerate_support(self, expand=True):
        raise NotImplementedError

    def perplexity(self):
        return torch.exp(self.entropy())

    def _extended_shape(self, sample_shape=torch.Size()):
        return torch.Size(torch.Size(sample_shape) + self._batch_shape + self._event_shape)

    def _validate_sample(self, value):
        if not isinstance(value, torch.Tensor):
            raise ValueError("The value argument to log_prob must be a Tensor")
        ev = self._event_shape
        if value.size()[len(value.size()) - len(ev):] != ev:
            raise ValueError(f"The right-most size of value must match event_shape: {value.size()} vs {ev}.")
        got, want = value.size(), self._batch_shape + ev
        for i, j in zip(reversed(got), reversed(want)):
            if i != 1 and j != 1 and i != j:
                raise ValueError(f"Value is not broadcastable with batch_shape+event_shape: {got} vs {want}.")
        s = self.support
        if not s.check(value).all():
            raise ValueError(f"Expected value argument ({type(value).__name__} of shape {tuple(value.shape)}) to be "
                             f"within the support ({s!r}) of the distribution {self!r}, but found invalid values:\n"
                             f"{value}")

    def __repr__(self):
        d = self.__dict__
        return type(self).__name__ + "(" + ", ".join(
            f"{p}: {d[p] if d[p].numel() == 1 else d[p].size()}" for p in self.arg_constraints if p in d) + ")"


class ExponentialFamily(Distribution):
    pass
