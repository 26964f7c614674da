# torch.distributions.utils: broadcasting parameters, probs <-> logits.
import torch

_Number = (int, float)


def broadcast_all(*values):
    if not all(isinstance(v, torch.Tensor) or isinstance(v, _Number) for v in values):
        raise ValueError("Input arguments must all be instances of Number, torch.Tensor or objects "
                         "implementing __torch_function__.")
    t = next((v for v in values if isinstance(v, torch.Tensor)), None)
    opts = {"dtype": torch.get_default_dtype()} if t is None else {"dtype": t.dtype, "device": t.device}
    return torch.broadcast_tensors(*[v if isinstance(v, torch.Tensor) else torch.tensor(v, **opts) for v in values])


def _standard_normal(shape, dtype, device):
    return torch.empty(shape, dtype=dtype, device=device).normal_()


def _sum_rightmost(value, dim):
    return value if dim == 0 else value.reshape(value.shape[:-dim] + (-1,)).sum(-1)


def logits_to_probs(logits, is_binary=False):
    return torch.sigmoid(logits) if is_binary else torch.softmax(logits, dim=-1)


def clamp_probs(probs):
    eps = torch.finfo(probs.dtype).eps
    return probs.clamp(min=eps, max=1 - eps)


def probs_to_logits(probs, is_binary=False):
    p = clamp_probs(probs)
    return torch.log(p) - torch.log1p(-p) if is_binary else torch.log(p)


class lazy_property:
    # Computed on first read, then kept in the instance's __dict__.
    def __init__(self, wrapped):
        self.wrapped = wrapped

    def __get__(self, instance, obj_type=None):
        if instance is None:
            return self
        value = self.wrapped(instance)
        setattr(instance, self.wrapped.__name__, value)
        return value
