"""torch.nn.init's Python part, run in the namespace of the native torch.nn.init (whose
initializers draw PyTorch's exact streams): the initializers PyTorch composes of other tensor
ops, written as torch/nn/init.py writes them, so they draw the same numbers."""
import math

import torch


def _no_grad_trunc_normal_(tensor, mean, std, a, b, generator=None):
    # PyTorch 2.15's rejection sampling: normal draws redrawn where they fall outside [a, b]
    # when that is likely (p > 0.3), else uniform candidates in [a, b] accepted against the
    # density's log.
    def norm_cdf(x):
        return (1.0 + math.erf(x / math.sqrt(2.0))) / 2.0

    with torch.no_grad():
        p = norm_cdf((b - mean) / std) - norm_cdf((a - mean) / std)
        if p > 0.3:
            # The bounds in the tensor's dtype, so the mask agrees with its values.
            lo = tensor.new_tensor(a, device="cpu").item()
            hi = tensor.new_tensor(b, device="cpu").item()
            result = tensor.normal_(mean, std, generator=generator)
            while True:
                mask = (result < lo) | (result > hi)
                if not mask.any():
                    break
                result = torch.where(
                    mask, torch.empty_like(result).normal_(mean, std, generator=generator), result
                )
            if tensor is not result:
                tensor.copy_(result)
        else:
            mode = max(a, min(mean, b))
            log_peak = -0.5 * ((mode - mean) / std) ** 2
            candidates = torch.empty_like(tensor)
            accept_buf = torch.empty_like(tensor)
            tensor.uniform_(a, b, generator=generator)
            candidates.copy_(tensor)
            candidates.sub_(mean).div_(std).pow_(2).mul_(-0.5).sub_(log_peak)
            pending = accept_buf.uniform_(generator=generator).log_().gt(candidates)
            if pending.any():
                result = tensor
                while True:
                    candidates.uniform_(a, b, generator=generator)
                    result = torch.where(pending, candidates, result)
                    candidates.sub_(mean).div_(std).pow_(2).mul_(-0.5).sub_(log_peak)
                    pending = torch.where(
                        pending,
                        accept_buf.uniform_(generator=generator).log_().gt(candidates),
                        pending,
                    )
                    if not pending.any():
                        break
                tensor.copy_(result)
        return tensor


def trunc_normal_(tensor, mean=0.0, std=1.0, a=-2.0, b=2.0, generator=None):
    """Fills `tensor` from a normal distribution N(mean, std^2) truncated to [a, b]."""
    return _no_grad_trunc_normal_(tensor, mean, std, a, b, generator=generator)


def __getattr__(name):
    torch._missing_attribute("torch.nn.init", name)
