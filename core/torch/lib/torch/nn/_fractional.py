"""F.fractional_max_pool2d/3d: PyTorch's draw (torch.rand(N, C, nd)) and ATen's window starts
(generate_intervals, in the input's dtype), then a max over each window gathered from the input;
the first maximum in window order wins, as in ATen, and the gradient is gather's."""
import torch
from torch.nn._conv import _size, _tuple

_DIMS = ("time", "height", "width")


def _starts(s, n_in, n_out, k, dtype):
    """(N, C, n_out) window starts from the samples s (N, C): int((i + s) * alpha) - int(s * alpha)
    with alpha = (n_in - k) / (n_out - 1) rounded to the dtype (exact for small integers); the
    last window ends at the input's end."""
    last = torch.full(list(s.shape) + [1], n_in - k, dtype=torch.long, device=s.device)
    if n_out == 1:
        return last
    alpha = torch.tensor((n_in - k) / (n_out - 1), dtype=dtype, device=s.device)
    i = torch.arange(n_out - 1, dtype=dtype, device=s.device)
    seq = ((i + s.unsqueeze(-1)) * alpha).long() - (s * alpha).long().unsqueeze(-1)
    return torch.cat([seq, last], -1)


def _fractional(input, kernel_size, output_size, output_ratio, return_indices, samples, nd):
    name = "fractional_max_pool" + str(nd) + "d"
    if output_size is None and output_ratio is None:
        raise ValueError(name + " requires specifying either an output_size or an output_ratio")
    if input.dim() <= nd:  # where PyTorch's Python asks for input.size(-nd - 1)
        d = input.dim()
        got = -nd if output_size is None and d < nd else -nd - 1
        raise IndexError("Dimension out of range (expected to be in range of [" + str(-d) + ", "
                         + str(d - 1) + "], but got " + str(got) + ")")
    if input.dim() > nd + 2:
        raise RuntimeError(name + "(): Expected " + str(nd + 1) + "D or " + str(nd + 2)
                           + "D tensor, but got: " + _size(input))
    sizes = list(input.shape[-nd:])
    if output_size is None:
        if nd == 2 and len(output_ratio) > 2:  # len() of a number: PyTorch's TypeError too
            raise ValueError("fractional_max_pool2d requires output_ratio to either be a single "
                             "Int or tuple of Ints.")
        r = _tuple(output_ratio, nd, "output_ratio")
        output_size = [int(sizes[i] * r[i]) for i in range(nd)]
    o = _tuple(output_size, nd, "output_size")
    k = _tuple(kernel_size, nd, "kernel_size")
    batched = input.dim() == nd + 2
    x = input if batched else input.unsqueeze(0)
    N, C = x.shape[0], x.shape[1]
    if samples is None:
        samples = torch.rand(N, C, nd, dtype=input.dtype, device=input.device)
    elif samples.shape[2] != nd or samples.shape[0] < N:
        raise RuntimeError("Expect _random_samples.size(2) equals to " + str(nd) + "; got "
                           + str(samples.shape[2]) + "." if samples.shape[2] != nd else
                           "Expect _random_samples.size(0) no less then input batch size.")
    where = name + ("_out" if nd == 3 else "")
    for i in range(nd):
        if o[i] + k[i] - 1 > sizes[i]:
            d = _DIMS[i + 3 - nd]
            raise RuntimeError(where + "(): pool " + d + " " + str(k[i]) + " too large relative "
                               "to input " + d + " " + str(sizes[i]))
    # ATen's samples per plane: 2-D (W, H), 3-D (T, H, W).
    order = (1, 0) if nd == 2 else (0, 1, 2)
    flat = None  # (N, C, o..., k...) flat input positions of every window element
    for i in range(nd):
        s = samples[:N, :, order[i]]
        pos = _starts(s, sizes[i], o[i], k[i], input.dtype).unsqueeze(-1) + torch.arange(
            k[i], device=input.device)
        shape = [N, C] + [1] * (2 * nd)
        shape[2 + i], shape[2 + nd + i] = o[i], k[i]
        pos = pos.reshape(shape)
        flat = pos if flat is None else flat * sizes[i] + pos
    kk = 1
    for v in k:
        kk *= v
    flat = flat.expand([N, C] + list(o) + list(k)).reshape(N, C, -1, kk)
    g = x.reshape(N, C, -1).gather(2, flat.reshape(N, C, -1)).reshape(N, C, -1, kk)
    values, which = g.max(dim=-1)
    out = values.reshape([N, C] + list(o))
    out = out if batched else out.squeeze(0)
    if not return_indices:
        return out
    idx = flat.gather(-1, which.unsqueeze(-1)).reshape([N, C] + list(o))
    return out, (idx if batched else idx.squeeze(0))


def fractional_max_pool2d(input, kernel_size, output_size=None, output_ratio=None,
                          return_indices=False, _random_samples=None):
    """F.fractional_max_pool2d over (C, H, W) or (N, C, H, W)."""
    return _fractional(input, kernel_size, output_size, output_ratio, return_indices,
                       _random_samples, 2)


def fractional_max_pool3d(input, kernel_size, output_size=None, output_ratio=None,
                          return_indices=False, _random_samples=None):
    """F.fractional_max_pool3d over (C, T, H, W) or (N, C, T, H, W)."""
    return _fractional(input, kernel_size, output_size, output_ratio, return_indices,
                       _random_samples, 3)
