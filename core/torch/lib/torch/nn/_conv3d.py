"""The 3-D convolutions and pools of torch.nn.functional, over their 2-D (and 1-D) forms in
torch/nn/_conv.py: a convolution gathers the kernel's depth slices of the input into channels
and makes one conv2d of them; a pool over a box is a pool over (H, W), then one over the depth
(max, mean and sum all separate so, ties going to the first in (d, h, w) order as in ATen)."""
import torch
from torch.nn import _conv as _c
from torch.nn._conv import _size, _tuple


def _batch(input, name, what="input"):
    # The input as (N, C, D, H, W), and whether it had a batch dimension.
    if input.dim() not in (4, 5):
        raise RuntimeError("Expected 4D (unbatched) or 5D (batched) " + what + " to " + name
                           + ", but got input of size: " + _size(input))
    return (input, True) if input.dim() == 5 else (input.unsqueeze(0), False)


def _pad_depth(x, lo, hi):
    return x if lo == 0 and hi == 0 else torch.nn.functional.pad(x, (0, 0, 0, 0, lo, hi))


def _unbatch(out, batched):
    return out if batched else out.squeeze(0)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """F.conv3d: the kernel's depth slices of the input stacked as channels, then one conv2d."""
    x, batched = _batch(input, "conv3d")
    if weight.dim() != 5:
        raise RuntimeError("Expected 5-dimensional weight for 5-dimensional input "
                           + _size(input) + ", but got " + str(weight.dim())
                           + "-dimensional weight of size " + _size(weight) + " instead")
    N, C, D = x.shape[0], x.shape[1], x.shape[2]
    cout, cg, kd = weight.shape[0], weight.shape[1], weight.shape[2]
    if groups > 0 and C != cg * groups:
        raise RuntimeError("Given groups=" + str(groups) + ", weight of size " + _size(weight)
                           + ", expected input" + _size(x) + " to have " + str(cg * groups)
                           + " channels, but got " + str(C) + " channels instead")
    s, d = _tuple(stride, 3, "stride"), _tuple(dilation, 3, "dilation")
    if isinstance(padding, str):
        if padding == "same" and s != (1, 1, 1):
            raise RuntimeError("padding='same' is not supported for strided convolutions")
        total = d[0] * (kd - 1) if padding == "same" else 0
        x = _pad_depth(x, total // 2, total - total // 2)
        p2 = padding
    else:
        p = _tuple(padding, 3, "padding")
        x = _pad_depth(x, p[0], p[0])
        p2 = p[1:]
    od = (x.shape[2] - d[0] * (kd - 1) - 1) // s[0] + 1
    if od < 1:
        k = [d[i] * (weight.shape[2 + i] - 1) + 1 for i in range(3)]
        raise RuntimeError("Calculated padded input size per channel: (" + str(x.shape[2]) + " x "
                           + str(x.shape[3]) + " x " + str(x.shape[4]) + "). Kernel size: ("
                           + " x ".join(str(v) for v in k)
                           + "). Kernel size can't be greater than actual input size")
    H, W = x.shape[3], x.shape[4]
    # (N, C, kd, od, H, W) -> (N*od, groups*kd*cg, H, W): each group's channels in (kd, cg) order,
    # as the weight's (cout, kd*cg, kh, kw) reads them.
    last = s[0] * (od - 1) + 1
    cols = torch.stack([x[:, :, i * d[0] : i * d[0] + last : s[0]] for i in range(kd)], 2)
    g = max(groups, 1)
    cols = cols.reshape(N, g, C // g, kd, od, H, W).permute(0, 4, 1, 3, 2, 5, 6)
    w = weight.transpose(1, 2).reshape(cout, kd * cg, weight.shape[3], weight.shape[4])
    out = _c.conv2d(cols.reshape(N * od, kd * C, H, W), w, None, s[1:], p2, d[1:], groups)
    out = out.reshape(N, od, cout, out.shape[2], out.shape[3]).transpose(1, 2)
    if bias is not None:
        out = out + bias.to(out.dtype).reshape(1, -1, 1, 1, 1)
    return _unbatch(out.contiguous(), batched)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1,
                     dilation=1):
    """F.conv_transpose3d: one conv_transpose2d for every kernel depth (its outputs as channels),
    each then spread over the output's depth at stride and shifted by its kernel offset."""
    x, batched = _batch(input, "conv_transpose3d")
    s, p = _tuple(stride, 3, "stride"), _tuple(padding, 3, "padding")
    op, d = _tuple(output_padding, 3, "output_padding"), _tuple(dilation, 3, "dilation")
    if any(op[i] >= s[i] and op[i] >= d[i] for i in range(3)):
        parts = [n + "_" + a + ": " + str(v[i]) for n, v in
                 (("output_padding", op), ("stride", s), ("dilation", d))
                 for i, a in enumerate(("depth", "height", "width"))]
        raise RuntimeError("output padding must be smaller than either stride or dilation, "
                           "but got " + " ".join(parts))
    N, C, D, H, W = x.shape
    g = max(groups, 1)
    og, kd = weight.shape[1], weight.shape[2]
    # (C, og, kd, kh, kw) -> (C, kd*og, kh, kw): group j's outputs in (kd, og) order.
    w = weight.transpose(1, 2).reshape(weight.shape[0], kd * og, weight.shape[3],
                                       weight.shape[4])
    y = _c.conv_transpose2d(x.transpose(1, 2).reshape(N * D, C, H, W), w, None, s[1:], p[1:],
                            op[1:], groups, d[1:])
    oh, ow = y.shape[2], y.shape[3]
    y = y.reshape(N, D, g, kd, og, oh, ow)
    od = (D - 1) * s[0] - 2 * p[0] + d[0] * (kd - 1) + op[0] + 1
    span = (D - 1) * s[0] + 1
    out = None
    for i in range(kd):
        z = y[:, :, :, i].reshape(N, D, 1, g * og, oh, ow)
        if s[0] > 1:  # input depth j lands on output depth j * stride
            zeros = torch.zeros(N, D, s[0] - 1, g * og, oh, ow, dtype=z.dtype, device=z.device)
            z = torch.cat([z, zeros], 2)
        z = z.reshape(N, D * s[0], g * og, oh, ow)[:, :span]
        lo = i * d[0] - p[0]
        z = torch.nn.functional.pad(z, (0, 0, 0, 0, 0, 0, lo, od - lo - span))
        out = z if out is None else out + z
    out = out.transpose(1, 2)
    if bias is not None:
        out = out + bias.to(out.dtype).reshape(1, -1, 1, 1, 1)
    return _unbatch(out.contiguous(), batched)


def _pool_input(input):
    if input.dim() not in (4, 5) or input.numel() == 0:
        raise RuntimeError("non-empty 4D or 5D (batch mode) tensor expected for input")
    return (input, True) if input.dim() == 5 else (input.unsqueeze(0), False)


def _pool_args(x, kernel_size, stride, padding, dilation, ceil_mode):
    k = _tuple(kernel_size, 3, "kernel_size")
    none = stride is None or (isinstance(stride, (tuple, list)) and len(stride) == 0)
    s = k if none else _tuple(stride, 3, "stride")
    p, d = _tuple(padding, 3, "padding"), _tuple(dilation, 3, "dilation")
    o = [_c._out_len(x.shape[2 + i], p[i], d[i], k[i], s[i], ceil_mode) for i in range(3)]
    if min(o) < 1:
        C = str(x.shape[1])
        raise RuntimeError("Given input size: (" + "x".join([C] + [str(v) for v in x.shape[2:]])
                           + "). Calculated output size: (" + "x".join([C] + [str(v) for v in o])
                           + "). Output size is too small")
    return k, s, p, d


def _depth_last(v, N, C):
    # (N, C*D, oh, ow) -> (N*C, oh*ow, D), the depth as the pooled dimension.
    return v.reshape(N * C, -1, v.shape[2] * v.shape[3]).transpose(1, 2)


def _depth_back(v, N, C, oh, ow):
    return v.transpose(1, 2).reshape(N, C, -1, oh, ow)


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False,
               return_indices=False):
    """F.max_pool3d: max_pool2d over each depth slice, then max_pool1d over the depth."""
    x, batched = _pool_input(input)
    k, s, p, d = _pool_args(x, kernel_size, stride, padding, dilation, ceil_mode)
    N, C, D, H, W = x.shape
    v, i_hw = _c.max_pool2d(x.reshape(N, C * D, H, W), k[1:], s[1:], p[1:], d[1:], ceil_mode,
                            True)
    oh, ow = v.shape[2], v.shape[3]
    v, i_d = _c.max_pool1d(_depth_last(v, N, C), k[0], s[0], p[0], d[0], ceil_mode, True)
    out = _unbatch(_depth_back(v, N, C, oh, ow), batched)
    if not return_indices:
        return out
    depth = _depth_back(i_d, N, C, oh, ow)
    hw = i_hw.reshape(N, C, D, oh, ow).gather(2, depth)
    return out, _unbatch(depth * (H * W) + hw, batched)


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    """F.avg_pool3d: avg_pool2d over each depth slice, then over the depth (a box's divisor is
    the product of its sides'); with divisor_override, two sums over the override."""
    x, batched = _pool_input(input)
    k, s, p, _ = _pool_args(x, kernel_size, stride, padding, 1, ceil_mode)
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    div = None if divisor_override is None else 1
    N, C, D, H, W = x.shape
    v = _c.avg_pool2d(x.reshape(N, C * D, H, W), k[1:], s[1:], p[1:], ceil_mode,
                      count_include_pad, div)
    oh, ow = v.shape[2], v.shape[3]
    v = _c.avg_pool2d(_depth_last(v, N, C).unsqueeze(2), (1, k[0]), (1, s[0]), (0, p[0]),
                      ceil_mode, count_include_pad, div).squeeze(2)
    out = _depth_back(v, N, C, oh, ow)
    if div is not None:
        out = out / divisor_override
    return _unbatch(out, batched)


def _adaptive_input(input, output_size, name, colon=""):
    if input.dim() not in (4, 5):
        raise RuntimeError(name + "(): Expected 4D or 5D tensor, but got" + colon + " "
                           + _size(input))
    o = _tuple(output_size, 3, "output_size")
    return [input.shape[-3 + i] if o[i] is None else o[i] for i in range(3)]


def adaptive_avg_pool3d(input, output_size):
    """F.adaptive_avg_pool3d: adaptive_avg_pool2d over each depth slice, then over the depth."""
    o = _adaptive_input(input, output_size, "adaptive_avg_pool3d")
    x, batched = (input, True) if input.dim() == 5 else (input.unsqueeze(0), False)
    N, C, D, H, W = x.shape
    v = _c.adaptive_avg_pool2d(x.reshape(N, C * D, H, W), o[1:])
    v = _c.adaptive_avg_pool1d(_depth_last(v, N, C), o[0])
    return _unbatch(_depth_back(v, N, C, o[1], o[2]), batched)


def adaptive_max_pool3d(input, output_size, return_indices=False):
    """F.adaptive_max_pool3d: a max over the W windows, the H windows, then the D windows; the
    indices are flat positions in (D, H, W)."""
    o = _adaptive_input(input, output_size, "adaptive_max_pool3d", ":")
    n = input.dim()
    v, pw = _c._adaptive_max(input, n - 1, o[2])
    v, ph = _c._adaptive_max(v, n - 2, o[1])
    v, pd = _c._adaptive_max(v, n - 3, o[0])
    if not return_indices:
        return v
    pw = pw.gather(n - 2, ph).gather(n - 3, pd)
    H, W = input.shape[-2], input.shape[-1]
    return v, (pd * H + ph.gather(n - 3, pd)) * W + pw


def lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    """F.lp_pool3d: (sum over each window of x^p) ^ (1/p), as PyTorch's Python composes it."""
    k = _tuple(kernel_size, 3, "kernel_size")
    out = avg_pool3d(input.pow(norm_type), kernel_size, stride, 0, ceil_mode)
    return _c._lp_root(out, k[0] * k[1] * k[2], norm_type)
