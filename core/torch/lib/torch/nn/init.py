"""torch.nn.init's Python part, run in the namespace of the native torch.nn.init (whose
initializers draw PyTorch's exact streams): the initializers PyTorch composes of other tensor
ops, written as torch/nn/init.py writes them, so they draw the same numbers."""
import math

import torch


def _calculate_fan_in_and_fan_out(tensor):
    """(fan_in, fan_out) of a weight: its dims 1 and 0 times the receptive field (the product of
    the dims after them), as the initializers compute them."""
    if tensor.dim() < 2:
        raise ValueError("Fan in and fan out can not be computed for tensor with fewer than 2 "
                         "dimensions")
    receptive = 1
    for s in tensor.shape[2:]:
        receptive *= s
    return tensor.size(1) * receptive, tensor.size(0) * receptive


def _calculate_correct_fan(tensor, mode):
    mode = mode.lower()
    valid_modes = ["fan_in", "fan_out"]
    if mode not in valid_modes:
        raise ValueError(f"Mode {mode} not supported, please use one of {valid_modes}")
    fan_in, fan_out = _calculate_fan_in_and_fan_out(tensor)
    return fan_in if mode == "fan_in" else fan_out


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


def orthogonal_(tensor, gain=1, generator=None):
    """A (semi-)orthogonal matrix from the QR of a normal draw, its columns' signs fixed by R's
    diagonal, as PyTorch's (the draw and the QR's signs are PyTorch's, so are the values)."""
    if tensor.ndimension() < 2:
        raise ValueError("Only tensors with 2 or more dimensions are supported")
    if tensor.numel() == 0:
        return tensor
    rows = tensor.size(0)
    cols = tensor.numel() // rows
    flattened = tensor.new_empty((rows, cols)).normal_(0, 1, generator=generator)
    if rows < cols:
        flattened = flattened.t()
    q, r = torch.linalg.qr(flattened)
    q = q * torch.diag(r, 0).sign()
    if rows < cols:
        q = q.t()
    with torch.no_grad():
        tensor.view_as(q).copy_(q)
        tensor.mul_(gain)
    return tensor


def sparse_(tensor, sparsity, std=0.01, generator=None):
    """Normal(0, std) entries with ceil(sparsity * rows) of each column's set to 0, the rows
    chosen by a permutation per column (PyTorch's draws, in its order)."""
    if tensor.ndimension() != 2:
        raise ValueError("Only tensors with 2 dimensions are supported")
    rows, cols = tensor.shape
    num_zeros = int(math.ceil(sparsity * rows))
    with torch.no_grad():
        tensor.normal_(0, std, generator=generator)
        for col_idx in range(cols):
            row_indices = torch.randperm(rows)
            tensor[row_indices[:num_zeros], col_idx] = 0
    return tensor


def dirac_(tensor, groups=1):
    """The identity of a convolution: 1 at each kernel's centre on the matching channel."""
    dimensions = tensor.ndimension()
    if dimensions not in [3, 4, 5]:
        raise ValueError("Only tensors with 3, 4, or 5 dimensions are supported")
    sizes = tensor.size()
    if sizes[0] % groups != 0:
        raise ValueError("dim 0 must be divisible by groups")
    out_chans_per_grp = sizes[0] // groups
    min_dim = min(out_chans_per_grp, sizes[1])
    with torch.no_grad():
        tensor.zero_()
        for g in range(groups):
            for d in range(min_dim):
                centre = tuple(s // 2 for s in tensor.shape[2:])
                tensor[(g * out_chans_per_grp + d, d) + centre] = 1
    return tensor


def _deprecated(new_name):
    old_name = new_name[:-1]

    def deprecated_init(*args, **kwargs):
        import warnings

        warnings.warn(
            f"`nn.init.{old_name}` is now deprecated in favor of `nn.init.{new_name}`.", FutureWarning, stacklevel=2
        )
        import torch.nn.init as init

        return getattr(init, new_name)(*args, **kwargs)

    deprecated_init.__name__ = old_name
    return deprecated_init


_DEPRECATED = frozenset(
    "uniform normal constant xavier_uniform xavier_normal kaiming_uniform kaiming_normal orthogonal sparse".split()
)


def __getattr__(name):
    if name in _DEPRECATED:
        return _deprecated(name + "_")
    torch._missing_attribute("torch.nn.init", name)
