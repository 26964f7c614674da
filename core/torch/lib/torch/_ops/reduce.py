# Reductions, statistics and search: median/quantile/mode and their nan- forms, nansum/nanmean,
# histograms and bucketing, cumulative and difference ops, written over the native sort, gather,
# comparison and arithmetic ops (so autograd follows the primitives, as in ATen's composites).
import math

import torch
from torch._ops.shape import _slice


def ReturnType(name, fields, values):
    """A torch.return_types.<name>: the native named tuple (len, index, isinstance tuple)."""
    return torch._return_type(name, tuple(fields), tuple(values))


def _pair(name, values, indices):
    return ReturnType(name, ("values", "indices"), (values, indices))


def _wrap(dim, ndim):
    lim = max(ndim, 1)
    if dim < -lim or dim >= lim:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-lim}, {lim - 1}], but got {dim})")
    return dim % lim


def _at(t, dim, k, keepdim):
    out = t.narrow(dim, k, 1)
    return out if keepdim else out.squeeze(dim)


def _flat_or(input, dim):
    """(input, dim) to reduce over: the flattened input along 0 when dim is None."""
    if dim is None:
        return input.reshape(-1), 0
    if input.dim() == 0:
        _wrap(dim, 0)
        return input.reshape(1), 0
    return input, _wrap(dim, input.dim())


def _squeeze0(t, input, dim, keepdim):
    # A 0-d input reduced along a dim gives a 0-d result, keepdim or not, as in PyTorch.
    return t.reshape(()) if input.dim() == 0 else t


def kthvalue(input, k, dim=-1, keepdim=False):
    """The k-th smallest entry along dim and its index."""
    x, d = _flat_or(input, dim)
    n = x.shape[d]
    if k < 1 or k > n:
        raise RuntimeError(f"kthvalue(): selected number k out of range for dimension {d}")
    # Which of several equal entries is returned follows ATen's CPU quickselect, run on each
    # slice along d (a stable sort answers differently on ties: kthvalue([5, 1, 5, 3], 3)).
    rows = x.detach().movedim(d, -1).reshape(-1, n).tolist()
    picked = [_quick_select(row, k - 1) for row in rows]
    shape = list(x.shape)
    shape[d] = 1
    i = torch.tensor(picked, dtype=torch.long, device=input.device)
    i = i.reshape(shape[:d] + shape[d + 1:] + [1]).movedim(-1, d)
    v = x.gather(d, i)
    if not keepdim:
        v, i = v.squeeze(d), i.squeeze(d)
    v = _squeeze0(v, input, dim, keepdim)
    i = _squeeze0(i, input, dim, keepdim)
    return _pair("kthvalue", torch._rename_grad_fn(v, "KthvalueBackward0"), i)


def _gt_or_nan(a, b):
    return (a != a and b == b) or a > b


def _quick_select(vals, k):
    """The index of the k-th smallest of the list vals, as ATen's quick_select_template picks it
    (median-of-three pivot, Hoare partition; NaN greatest)."""
    arr = list(vals)
    idx = list(range(len(arr)))

    def swap(a, b):
        arr[a], arr[b] = arr[b], arr[a]
        idx[a], idx[b] = idx[b], idx[a]

    lo, hi = 0, len(arr) - 1
    while True:
        if hi <= lo:
            break
        if hi == lo + 1:
            if _gt_or_nan(arr[lo], arr[hi]):
                swap(lo, hi)
            break
        swap(lo + (hi - lo) // 2, lo + 1)
        if _gt_or_nan(arr[lo + 1], arr[hi]):
            swap(lo + 1, hi)
        if _gt_or_nan(arr[lo], arr[hi]):
            swap(lo, hi)
        if _gt_or_nan(arr[lo + 1], arr[lo]):
            swap(lo + 1, lo)
        i, j = lo + 1, hi
        piv = arr[lo]
        while True:
            i += 1
            while _gt_or_nan(piv, arr[i]):
                i += 1
            j -= 1
            while _gt_or_nan(arr[j], piv):
                j -= 1
            if j < i:
                break
            swap(i, j)
        swap(lo, j)
        if j <= k:
            lo = i
        if j >= k:
            hi = j - 1
    return idx[k]


def _first_nan(x, d):
    nan = torch.isnan(x)
    return nan.any(d, keepdim=True), nan.long().argmax(d, keepdim=True)


def median(input, dim=None, keepdim=False):
    """The lower median (NaN if any entry is NaN); with dim, values and indices."""
    return _median(input, dim, keepdim, "median", nan_skip=False)


def nanmedian(input, dim=None, keepdim=False):
    """The lower median of the non-NaN entries."""
    return _median(input, dim, keepdim, "nanmedian", nan_skip=True)


def _median(input, dim, keepdim, name, nan_skip):
    x, d = _flat_or(input, dim)
    if x.shape[d] == 0:
        if dim is None:
            return torch.full((), float("nan"), dtype=input.dtype, device=input.device)
        raise IndexError(f"{name}(): Expected reduction dim {d} to have non-zero size.")
    values, indices = torch.sort(x, dim=d)  # NaN sorts last
    if nan_skip:
        count = (~torch.isnan(x)).long().sum(d, keepdim=True)
        k = ((count - 1).clamp(min=0)) // 2
    else:
        k = torch.full_like(values.narrow(d, 0, 1), (x.shape[d] - 1) // 2, dtype=torch.long)
    v = values.gather(d, k)
    i = indices.gather(d, k)
    if not nan_skip:
        has_nan, first = _first_nan(x, d)
        v = torch.where(has_nan, torch.full_like(v, float("nan")), v)
        i = torch.where(has_nan, first, i)
    if not keepdim:
        v, i = v.squeeze(d), i.squeeze(d)
    node = name.capitalize() + "Backward"
    if dim is None:
        return torch._rename_grad_fn(v.reshape(()), node + "0")
    v = torch._rename_grad_fn(_squeeze0(v, input, dim, keepdim), node + "1")
    return _pair(name, v, _squeeze0(i, input, dim, keepdim))


def mode(input, dim=-1, keepdim=False):
    """The most frequent entry along dim (the smallest among ties) and its last index."""
    x, d = _flat_or(input, dim)
    values, indices = torch.sort(x, dim=d)
    s = values.transpose(d, -1)
    counts = (s.unsqueeze(-1) == s.unsqueeze(-2)).long().sum(-1)
    best = counts.argmax(-1, keepdim=True)  # first max: the smallest value
    v = s.gather(-1, best)
    p = indices.transpose(d, -1)
    i = torch.where(s == v, p, torch.full_like(p, -1)).amax(-1, keepdim=True)
    v, i = v.transpose(d, -1), i.transpose(d, -1)
    if not keepdim:
        v, i = v.squeeze(d), i.squeeze(d)
    v = torch._rename_grad_fn(_squeeze0(v, input, dim, keepdim), "ModeBackward0")
    return _pair("mode", v, _squeeze0(i, input, dim, keepdim))


_INTERPOLATIONS = ("linear", "lower", "higher", "midpoint", "nearest")


def quantile(input, q, dim=None, keepdim=False, *, interpolation="linear"):
    """The q-th quantiles along dim (NaN where a reduced slice holds a NaN)."""
    return _quantile(input, q, dim, keepdim, interpolation, "quantile", nan_skip=False)


def nanquantile(input, q, dim=None, keepdim=False, *, interpolation="linear"):
    """The q-th quantiles of the non-NaN entries along dim."""
    return _quantile(input, q, dim, keepdim, interpolation, "nanquantile", nan_skip=True)


def _check_q(q, name):
    if torch.is_tensor(q):
        if q.dim() > 1:
            raise RuntimeError(f"{name}() q must be a scalar or 1D tensor")
        if q.numel() and bool(((q < 0) | (q > 1)).any()):
            raise RuntimeError(f"{name}() q values must be in the range [0, 1]")
        return q
    if q < 0 or q > 1:
        raise RuntimeError(f"{name}() q must be in the range [0, 1] but got {q}")
    return None


def _quantile(input, q, dim, keepdim, interpolation, name, nan_skip):
    if not input.is_floating_point():
        raise RuntimeError(f"{name}() input tensor must be either float or double dtype")
    if interpolation not in _INTERPOLATIONS:
        raise RuntimeError(
            f"{name}() interpolation must be one of linear, lower, higher, midpoint or nearest, but got {interpolation}"
        )
    qt = _check_q(q, name)
    if qt is not None and qt.dtype != input.dtype:
        raise RuntimeError(f"{name}() q tensor must be same dtype as the input tensor")
    x = input.reshape(-1) if dim is None else input
    d = 0 if dim is None else _wrap(dim, input.dim())
    if x.dim() == 0:
        x = x.reshape(1)
    if x.shape[d] == 0:
        raise RuntimeError(f"{name}() input tensor must be non-empty")
    # Sorted values along the last dim; the ranks q*(n-1), n the count of usable entries.
    # movedim, not transpose: the kept dims stay in their order (x of (200, 6, 1) along dim 0
    # gives quantiles of shape (6, 1)).
    s = torch.sort(x, dim=d)[0].movedim(d, -1)  # (..., n)
    nan = torch.isnan(s)
    n = (~nan).long().sum(-1, keepdim=True) if nan_skip else torch.full_like(s[..., :1], s.shape[-1])
    qs = qt.reshape(-1) if qt is not None else torch.tensor([float(q)], dtype=input.dtype, device=input.device)
    rank = (n.double() - 1).clamp(min=0) * qs.double()  # (..., Q), in double as PyTorch
    lo, hi = rank.floor(), rank.ceil()
    if interpolation == "lower":
        hi = lo
    elif interpolation == "higher":
        lo = hi
    elif interpolation == "nearest":
        lo = hi = rank.round()
    lo_v, hi_v = s.gather(-1, lo.long()), s.gather(-1, hi.long())
    if interpolation in ("linear", "midpoint"):
        weight = rank - lo if interpolation == "linear" else torch.full_like(rank, 0.5)
        out = torch.lerp(lo_v, hi_v, weight.to(input.dtype))
    else:
        out = lo_v
    if not nan_skip:  # any NaN in the slice makes its quantiles NaN
        out = torch.where(nan.any(-1, keepdim=True), torch.full_like(out, float("nan")), out)
    out = out.permute(*([out.dim() - 1] + list(range(out.dim() - 1))))  # (Q, ...the kept dims)
    if keepdim and input.dim() > 0:
        if dim is None:
            out = out.reshape([out.shape[0]] + [1] * input.dim())
        else:
            out = out.unsqueeze(d + 1)
    if qt is None or qt.dim() == 0:
        out = out.squeeze(0)
    return out


def nansum(input, dim=None, keepdim=False, *, dtype=None):
    """The sum with NaN taken as zero."""
    x = torch.where(torch.isnan(input), torch.zeros_like(input), input) if input.is_floating_point() else input
    return torch._rename_grad_fn(_sum(x, dim, keepdim, dtype), "NansumBackward0")


def _sum(x, dim, keepdim, dtype=None):
    if dtype is not None:
        x = x.to(dtype)
    if dim is None:
        return x.sum()
    return x.sum(dim, keepdim=keepdim)


def nanmean(input, dim=None, keepdim=False, *, dtype=None):
    """The mean of the non-NaN entries."""
    if not input.is_floating_point():
        raise NotImplementedError(
            f"nanmean(): expected input to have floating point or complex dtype but got {_dtype_name(input.dtype)}"
        )
    count = _sum((~torch.isnan(input)).to(input.dtype if dtype is None else dtype), dim, keepdim)
    return nansum(input, dim, keepdim, dtype=dtype) / count


_DTYPE_NAMES = {
    "torch.float32": "Float", "torch.float64": "Double", "torch.float16": "Half", "torch.bfloat16": "BFloat16",
    "torch.int64": "Long", "torch.int32": "Int", "torch.int16": "Short", "torch.int8": "Char",
    "torch.uint8": "Byte", "torch.bool": "Bool",
}


def _dtype_name(dtype):
    """A dtype as ATen's messages name it (Float, Long, ...)."""
    return _DTYPE_NAMES.get(str(dtype), str(dtype))


def count_nonzero(input, dim=None):
    """The number of non-zero entries, over all or over dim (an int or a tuple)."""
    return _sum((input != 0).long(), dim, False)


def aminmax(input, *, dim=None, keepdim=False):
    """The minimum and maximum together."""
    if dim is None:
        lo, hi = input.amin(), input.amax()
        if keepdim:
            lo, hi = lo.reshape([1] * input.dim()), hi.reshape([1] * input.dim())
    else:
        lo, hi = input.amin(dim, keepdim=keepdim), input.amax(dim, keepdim=keepdim)
    lo, hi = torch._rename_grad_fn(lo, "AminmaxBackward0"), torch._rename_grad_fn(hi, "AminmaxBackward0")
    return ReturnType("aminmax", ("min", "max"), (lo, hi))


def _moment_args(dim, unbiased, correction):
    if isinstance(dim, bool):  # std_mean(input, unbiased)
        dim, unbiased = None, dim
    if correction is None:
        correction = 1 if unbiased is None or unbiased else 0
    return dim, correction


def var_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """(var, mean) over dim, both from one node as ATen's."""
    var, mean = _var_mean(input, dim, unbiased, keepdim, correction)
    return (torch._rename_grad_fn(var, "VarMeanBackward0"),
            torch._rename_grad_fn(mean, "VarMeanBackward0"))


def _var_mean(input, dim, unbiased, keepdim, correction):
    dim, correction = _moment_args(dim, unbiased, correction)
    if dim is None:
        var = input.var(correction=correction)
        mean = input.mean()
        if keepdim:
            var, mean = var.reshape([1] * input.dim()), mean.reshape([1] * input.dim())
        return var, mean
    return input.var(dim, correction=correction, keepdim=keepdim), input.mean(dim, keepdim=keepdim)


def std_mean(input, dim=None, unbiased=None, keepdim=False, *, correction=None):
    """(std, mean) over dim."""
    var, mean = _var_mean(input, dim, unbiased, keepdim, correction)
    return (torch._rename_grad_fn(var.sqrt(), "StdMeanBackward0"),
            torch._rename_grad_fn(mean, "StdMeanBackward0"))


def _logcumsumexp(input, d):
    """log(cumsum(exp(input))) along dim d (input at least 1-D), computed stably: entry j is the
    logsumexp over i <= j (later entries are replaced by x_j - 1000, whose exp vanishes next to
    exp(x_j)). A float32 (or narrower) input is computed in float64 and rounded once, as ATen's
    CPU kernel accumulates its scan in double."""
    x = input.transpose(d, -1)
    if x.dtype != torch.float64:
        x = x.double()
    n = x.shape[-1]
    rows = torch.arange(n, device=input.device)
    later = rows.unsqueeze(0) > rows.unsqueeze(1)  # [j, i]: i after j
    xi = x.unsqueeze(-2).expand(*x.shape[:-1], n, n)
    xj = x.unsqueeze(-1) - 1000.0
    return torch.where(later, xj, xi).logsumexp(-1).transpose(d, -1).to(input.dtype)


class Logcumsumexp(torch.autograd.Function):
    """logcumsumexp with ATen's backward (logcumsumexp_backward, after TensorFlow's): the
    positive and the negative parts of the gradient each through a reversed logcumsumexp, so
    the rounding is PyTorch's."""

    _node_name = "LogcumsumexpBackward0"

    @staticmethod
    def forward(ctx, input, d):
        out = _logcumsumexp(input, d)
        ctx.save_for_backward(input, out)
        ctx.d = d
        return out

    @staticmethod
    def backward(ctx, grad):
        input, result = ctx.saved_tensors
        d = ctx.d
        if grad.numel() == 0:
            return grad, None
        lowest = torch.full_like(grad, torch.finfo(grad.dtype).min)
        # log|grad| where grad is not zero (the zeros take `lowest` below either way; no -inf).
        log_abs = torch.where(grad != 0, grad.abs(), torch.ones_like(grad)).log()
        positive = torch.where(grad > 0, log_abs, lowest)
        negative = torch.where(grad < 0, log_abs, lowest)

        def reverse(x):
            return _logcumsumexp(x.flip(d), d).flip(d)

        out_pos = (reverse(positive - result) + input).exp()
        out_neg = (reverse(negative - result) + input).exp()
        return out_pos - out_neg, None


def logcumsumexp(input, dim):
    """log(cumsum(exp(input))) along dim."""
    if input.dim() == 0:
        _wrap(dim, 0)
        return input.clone()
    return Logcumsumexp.apply(input, _wrap(dim, input.dim()))


def msort(input):
    """input sorted along its first dim."""
    return input.sort(0).values


def renorm(input, p, dim, maxnorm):
    """input with each slice along dim whose p-norm exceeds maxnorm scaled to norm maxnorm."""
    if input.dim() < 2:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {input.dim()} dimensions")
    if p <= 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if maxnorm < 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {maxnorm}")
    d = _wrap(dim, input.dim())
    norm = torch.linalg.vector_norm(input, p, [i for i in range(input.dim()) if i != d], keepdim=True)
    return torch._rename_grad_fn(input * torch.where(norm > maxnorm, maxnorm / (norm + 1e-7), torch.ones_like(norm)),
                                 "RenormBackward0")


def renorm_(self, p, dim, maxnorm):
    return self.copy_(renorm(self, p, dim, maxnorm))


def diff(input, n=1, dim=-1, prepend=None, append=None):
    """The n-th forward difference along dim, after concatenating prepend and append."""
    if input.dim() == 0:
        raise RuntimeError("diff expects input to be at least one-dimensional")
    if n < 0:
        raise RuntimeError(f"order must be non-negative but got {n}")
    d = _wrap(dim, input.dim())
    parts = [_edge(p, input, d) for p in (prepend,) if p is not None] + [input]
    parts += [_edge(p, input, d) for p in (append,) if p is not None]
    x = torch.cat(parts, d) if len(parts) > 1 else input
    for _ in range(n):
        m = x.shape[d]
        if m == 0:
            break
        a, b = x.narrow(d, 1, m - 1), x.narrow(d, 0, m - 1)
        x = (a != b) if x.dtype == torch.bool else a - b
    return x


def _edge(p, input, d):
    # diff's prepend/append: a scalar is broadcast to input's shape with size 1 along d.
    t = p if torch.is_tensor(p) else torch.tensor(p, dtype=input.dtype, device=input.device)
    if t.dim() == 0:
        shape = list(input.shape)
        shape[d] = 1
        t = t.expand(shape)
    return t


def histc(input, bins=100, min=0, max=0):
    """A histogram of `bins` equal bins over [min, max] (the data's range when both are 0);
    entries outside are ignored."""
    if not input.is_floating_point():
        raise NotImplementedError(f"\"histogram_cpu\" not implemented for '{_dtype_name(input.dtype)}'")
    if bins <= 0:
        raise RuntimeError(f"torch.histc(): bins must be > 0, but got {bins} for dimension 0")
    if max < min:
        raise RuntimeError("torch.histc: max must be larger than min")
    x = input.detach().reshape(-1)
    if min == max and x.numel():
        lo, hi = x.amin(), x.amax()
    else:
        lo = torch.tensor(float(min), dtype=input.dtype, device=input.device)
        hi = torch.tensor(float(max), dtype=input.dtype, device=input.device)
    same = lo == hi
    lo, hi = torch.where(same, lo - 1, lo), torch.where(same, hi + 1, hi)
    pos = ((x - lo) * bins / (hi - lo)).floor().long()
    pos = torch.where(x == hi, torch.full_like(pos, bins - 1), pos)
    inside = (x >= lo) & (x <= hi)
    # Counted by adding ones into the bins (O(entries + bins)); entries outside go to one extra
    # bin that is dropped, so no shape depends on the data.
    pos = torch.where(inside, pos, torch.full_like(pos, bins))
    counts = torch.zeros(bins + 1, dtype=input.dtype, device=input.device)
    counts = counts.index_add(0, pos, torch.ones(x.shape, dtype=input.dtype, device=input.device))
    return counts[:bins]


def histogram(input, bins, *, range=None, weight=None, density=False):
    """(hist, bin_edges): counts (or summed weights) of input in bins equal bins over range (the
    data's by default) or between the given edges; the last bin includes its right edge."""
    if not input.is_floating_point():
        raise NotImplementedError(f"\"histogramdd\" not implemented for '{_dtype_name(input.dtype)}'")
    x = input.detach().reshape(-1)
    if weight is not None and list(weight.shape) != list(input.shape):
        raise RuntimeError(
            "torch.histogramdd: if weight tensor is provided it should have the same shape as the input tensor "
            f"excluding its innermost dimension, but got input with shape {list(input.shape) + [1]} and weight "
            f"with shape {list(weight.shape)}"
        )
    if isinstance(bins, torch.Tensor):
        _check_bin_edges(bins, 0, input)
        edges = bins.detach()
    else:
        edges = torch.linspace(*_outer_edges(x, bins, range), bins + 1, dtype=input.dtype, device=input.device)
    if edges.numel() < 2:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {edges.numel() - 1} for dimension 0")
    n = edges.numel() - 1
    # Bin i holds edges[i] <= x < edges[i + 1]; the last also x == edges[n].
    pos = (x.unsqueeze(1) >= edges).sum(1) - 1
    pos = torch.where(pos == n, pos - 1, pos)
    inside = (x >= edges[0]) & (x <= edges[-1])
    hits = ((pos.unsqueeze(1) == torch.arange(n, device=input.device)) & inside.unsqueeze(1)).to(input.dtype)
    if weight is not None:
        hits = hits * weight.detach().reshape(-1, 1).to(input.dtype)
    hist = hits.sum(0)
    if density:
        hist = hist / hist.sum() / edges.diff()
    return ReturnType("histogram", ("hist", "bin_edges"), (hist, edges))


def _check_bin_edges(b, d, input):
    """PyTorch's checks of a tensor of bin edges given for dimension d (histogram, histogramdd)."""
    if b.dim() != 1:
        raise RuntimeError(
            "torch.histogramdd: bins tensor should have one dimension, but got "
            f"{b.dim()} dimensions in the bins tensor for dimension {d}"
        )
    if b.dtype != input.dtype:
        raise RuntimeError(
            "torch.histogramdd: input tensor and bins tensors should have the same dtype, but got input with "
            f"dtype {_c_type(input.dtype)} and bins for dimension {d} with dtype {_c_type(b.dtype)}"
        )


def histogramdd(input, bins, *, range=None, weight=None, density=False):
    """(hist, bin_edges): the points input[..., :] (D coordinates each) counted (or their weights
    summed) in the cells of a D-dimensional grid: bins an int or D ints (equal bins over range, a
    flat list of D (min, max) pairs, else each coordinate's data range) or D tensors of edges.
    Each dim's last bin includes its right edge; a point outside any dim's edges is not counted."""
    if not input.is_floating_point():
        raise NotImplementedError(f"\"histogramdd\" not implemented for '{_dtype_name(input.dtype)}'")
    if input.dim() < 2:
        raise RuntimeError("torch.histogramdd: input tensor should have at least 2 dimensions")
    D = input.shape[-1]
    x = input.detach().reshape(-1, D)
    if weight is not None and list(weight.shape) != list(input.shape[:-1]):
        raise RuntimeError(
            "torch.histogramdd: if weight tensor is provided it should have the same shape as the input tensor "
            f"excluding its innermost dimension, but got input with shape {list(input.shape)} and weight "
            f"with shape {list(weight.shape)}"
        )
    if isinstance(bins, int):
        bins = [bins] * D
    bins = list(bins)
    if len(bins) != D:
        raise RuntimeError("histogramdd: The size of bins must be equal to the innermost dimension of the input.")
    if range is not None and len(range) != 2 * D:
        raise RuntimeError(
            f"torch.histogramdd: for a {D}-dimensional histogram range should have {2 * D} elements, but got "
            f"{len(range)}"
        )
    edges = []
    for d, b in enumerate(bins):
        if isinstance(b, torch.Tensor):
            _check_bin_edges(b, d, input)
            if b.numel() < 1:
                raise RuntimeError(
                    f"torch.histogramdd: bins tensor should have at least 1 element, but got {b.numel()} "
                    f"elements for dimension {d}"
                )
            edges.append(b.detach())
        else:
            r = None if range is None else range[2 * d:2 * d + 2]
            lo, hi = _outer_edges(x[:, d], b, r, d)
            edges.append(torch.linspace(lo, hi, b + 1, dtype=input.dtype, device=input.device))
    counts = [e.numel() - 1 for e in edges]
    total = 1
    for n in counts:
        total *= n
    flat = torch.zeros(x.shape[0], dtype=torch.int64, device=input.device)
    inside = torch.ones(x.shape[0], dtype=torch.bool, device=input.device)
    for d, e in enumerate(edges):
        n = counts[d]
        xd = x[:, d]
        # Bin i holds e[i] <= x < e[i + 1]; the last also x == e[n].
        pos = ((xd.unsqueeze(1) >= e).sum(1) - 1).clamp(0, max(n - 1, 0))
        inside = inside & (xd >= e[0]) & (xd <= e[-1])
        flat = flat * n + pos
    w = torch.ones(x.shape[0], dtype=input.dtype, device=input.device) if weight is None else \
        weight.detach().reshape(-1).to(input.dtype)
    w = torch.where(inside, w, torch.zeros_like(w))
    hist = torch.zeros(total, dtype=input.dtype, device=input.device)
    if total and x.shape[0]:
        hist = hist.scatter_add(0, torch.where(inside, flat, torch.zeros_like(flat)), w)
    hist = hist.reshape(counts)
    if density:
        hist = hist / hist.sum()
        for d, e in enumerate(edges):
            shape = [1] * D
            shape[d] = counts[d]
            hist = hist / e.diff().reshape(shape)
    return ReturnType("histogramdd", ("hist", "bin_edges"), (hist, tuple(edges)))


def _outer_edges(x, bins, range, dim=0):
    """histogram's first and last edge (Python floats) for `bins` equal bins."""
    if bins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension {dim}")
    lo, hi = 0.0, 1.0
    if range is not None:
        lo, hi = float(range[0]), float(range[1])
    elif x.numel():
        lo, hi = float(x.amin()), float(x.amax())
    if not (math.isfinite(lo) and math.isfinite(hi)):
        raise RuntimeError(f"torch.histogramdd: dimension {dim}'s range [{lo:g}, {hi:g}] is not finite")
    if lo > hi:
        raise RuntimeError(
            f"torch.histogramdd: min should not exceed max, but got min {lo:g} max {hi:g} for dimension {dim}"
        )
    if lo == hi:
        lo, hi = lo - 0.5, hi + 0.5
    return lo, hi


def _c_type(dtype):
    """A dtype's C++ type name in messages: float, double, ..."""
    return {
        torch.float32: "float", torch.float64: "double", torch.float16: "c10::Half",
        torch.bfloat16: "c10::BFloat16", torch.int64: "long int", torch.int32: "int",
        torch.int16: "short int", torch.int8: "signed char", torch.uint8: "unsigned char",
        torch.bool: "bool",
    }.get(dtype, str(dtype))


def gradient(input, *, spacing=1, dim=None, edge_order=1):
    """The derivative estimated along each dim by central differences (one-sided, of order
    edge_order, at the edges), for unit, scalar or coordinate spacing: one tensor per dim."""
    dims = list(range(input.dim())) if dim is None else [dim] if isinstance(dim, int) else list(dim)
    if spacing is None or isinstance(spacing, (int, float)) or (torch.is_tensor(spacing) and spacing.dim() == 0):
        spacing = [spacing if spacing is not None else 1] * len(dims)
    spacing = list(spacing)
    if dim is None and len(spacing) != input.dim():
        raise RuntimeError(
            "torch.gradient expected spacing to be unspecified, a scalar, or a list of length equal to "
            f"'self.dim() = {input.dim()}', since dim argument was not given, but got a list of length {len(spacing)}"
        )
    if dim is not None and len(spacing) != len(dims):
        raise RuntimeError(
            "torch.gradient expected spacing to be unspecified, a scalar or it's spacing and dim arguments to have "
            f"the same length, but got a spacing argument of length {len(spacing)} and a dim argument of length "
            f"{len(dims)}."
        )
    if edge_order not in (1, 2):
        raise RuntimeError("torch.gradient only supports edge_order=1 and edge_order=2.")
    dims = [_wrap(d, input.dim()) for d in dims]
    for i, d in enumerate(dims):
        if d in dims[:i]:
            raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
        if input.shape[d] < edge_order + 1:
            raise RuntimeError("torch.gradient expected each dimension size to be at least edge_order+1")
    return tuple(_gradient_along(input, d, h, edge_order) for d, h in zip(dims, spacing))


def _gradient_along(x, d, h, edge_order):
    """ATen's gradient along dim d: h a number (uniform spacing) or 1-d coordinates."""
    n = x.shape[d]

    def part(start, stop):  # x[start:stop] along d
        return _slice(x, d, start, stop)

    if torch.is_tensor(h) and h.dim() != 0:
        if h.dim() != 1:
            raise RuntimeError(
                "torch.gradient expected each element of spacing to have one dimension, but got an element "
                f"with {h.dim()} dimensions!"
            )
        dx = h[1:] - h[:-1]
        dx1, dx2 = dx[:-1], dx[1:]
        shape = [1] * x.dim()
        shape[d] = -1
        a = (-dx2 / (dx1 * (dx1 + dx2))).reshape(shape)
        b = ((dx2 - dx1) / (dx1 * dx2)).reshape(shape)
        c = (dx1 / (dx2 * (dx1 + dx2))).reshape(shape)
        center = a * part(0, -2) + b * part(1, -1) + c * part(2, n)
        if edge_order == 1:
            first = (part(1, 2) - part(0, 1)) / dx[0]
            last = (part(-1, n) - part(-2, -1)) / dx[-1]
        else:
            d0, d1, e1, e2 = dx[0], dx[1], dx[-1], dx[-2]
            first = (-(2.0 * d0 + d1) / (d0 * (d0 + d1)) * part(0, 1) + (d0 + d1) / (d0 * d1) * part(1, 2)
                     + (-d0) / (d1 * (d0 + d1)) * part(2, 3))
            last = (e1 / (e2 * (e1 + e2)) * part(-3, -2) + -(e1 + e2) / (e1 * e2) * part(-2, -1)
                    + (2 * e1 + e2) / (e1 * (e1 + e2)) * part(-1, n))
    else:
        h = float(h)
        center = (part(2, n) - part(0, -2)) / h / 2
        if edge_order == 1:
            first = (part(1, 2) - part(0, 1)) / h
            last = (part(-1, n) - part(-2, -1)) / h
        else:
            first = (part(0, 1) * -1.5 + part(1, 2) * 2 - part(2, 3) * 0.5) / h
            last = (part(-3, -2) * 0.5 + part(-2, -1) * -2 + part(-1, n) * 1.5) / h
    return torch.cat([first, center, last], d)


def _no_derivative(result, node, op):
    """unique's values under PyTorch's node name (Unique2Backward0, ...), whose backward raises
    as PyTorch's does: these ops have no derivative."""
    values = result[0] if isinstance(result, tuple) else result
    if not values.requires_grad:
        return result
    out = values.detach()

    def refuse(grad):
        raise NotImplementedError(f"the derivative for '{op}' is not implemented.")

    torch._attach_function_node(node, [values], out, refuse)
    return (out,) + result[1:] if isinstance(result, tuple) else out


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None):
    """input's distinct values, ascending (always sorted, as on PyTorch's CPU; each NaN distinct),
    with each element's index among them and their counts when asked."""
    if dim is not None:
        return _no_derivative(_unique_dim(input, dim, return_inverse, return_counts),
                              "UniqueDimBackward0", "unique_dim")
    values, perm = input.reshape(-1).sort()
    return _no_derivative(
        _runs(values, _first_of_runs(values, 0), 0, perm, input.shape, return_inverse, return_counts),
        "Unique2Backward0", "_unique2")


def _unique_dim(input, dim, return_inverse, return_counts):
    """unique(dim=d): the distinct slices along d, in lexicographic order of their elements (each
    slice read in row-major order), found by stable sorts on the last element first."""
    if input.dim() == 0:
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    d = _wrap(dim, input.dim())
    n = input.shape[d]
    rows = input.movedim(d, 0).reshape(n, -1)
    perm = torch.arange(n, device=input.device)
    for col in range(rows.shape[1] - 1, -1, -1):
        perm = perm.index_select(0, rows.index_select(0, perm)[:, col].sort(stable=True).indices)
    ordered = input.index_select(d, perm)
    return _runs(ordered, _first_of_runs(ordered, d), d, perm, [n], return_inverse, return_counts)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None):
    """input with each run of equal consecutive elements (slices along dim) kept once."""
    if dim is None:
        x = input.reshape(-1)
        out = _runs(x, _first_of_runs(x, 0), 0, None, input.shape, return_inverse, return_counts)
    else:
        if input.dim() == 0:
            raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
        d = _wrap(dim, input.dim())
        out = _runs(input, _first_of_runs(input, d), d, None, [input.shape[d]], return_inverse,
                    return_counts)
    return _no_derivative(out, "UniqueConsecutiveBackward0", "unique_consecutive")


def _first_of_runs(x, d):
    """Bool (n,): whether slice i along d starts a run (differs from slice i - 1)."""
    n = x.shape[d]
    first = torch.ones(min(n, 1), dtype=torch.bool, device=x.device)
    if n < 2:
        return first
    change = x.narrow(d, 1, n - 1) != x.narrow(d, 0, n - 1)
    if x.dim() > 1:
        change = change.movedim(d, 0).reshape(n - 1, -1).any(1)
    return torch.cat([first, change])


def _runs(x, first, d, perm, inverse_shape, return_inverse, return_counts):
    """unique's results from the run starts `first` of x along d (perm: the sort that ordered x)."""
    group = first.long().cumsum(0) - 1
    outs = [x.index_select(d, first.nonzero().reshape(-1))]
    if return_inverse:
        inverse = group if perm is None else torch.empty_like(group).scatter(0, perm, group)
        outs.append(inverse.reshape(inverse_shape))
    if return_counts:
        counts = torch.zeros(outs[0].shape[d], dtype=torch.int64, device=x.device)
        outs.append(counts.index_add(0, group, torch.ones_like(group)))
    return outs[0] if len(outs) == 1 else tuple(outs)


def _outside(values, above):
    """A number above (or below) every element of values, so that it never ties with one."""
    v = values.detach().reshape(-1)
    if v.numel() == 0:
        return 0.0
    edge = float(v.amax()) if above else float(v.amin())
    return edge + abs(edge) + 1 if above else edge - abs(edge) - 1


def _segment_reduce(data, reduce, *, lengths=None, indices=None, offsets=None, axis=0, unsafe=False, initial=None):
    """Each segment of data along axis (given by lengths or offsets) reduced (max, min, sum, mean,
    prod), starting from initial when given; an empty segment gives initial (or the identity)."""
    if reduce not in ("max", "min", "sum", "mean", "prod"):
        raise RuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}")
    if lengths is None:
        if offsets is None:
            raise NotImplementedError("torch._segment_reduce: only lengths or offsets are supported in the playground")
        lengths = offsets[1:] - offsets[:-1]
    if lengths.dim() != 1:
        raise NotImplementedError("torch._segment_reduce: batched lengths are not supported in the playground yet")
    x = data.movedim(axis, 0)
    n = x.shape[0]
    if not unsafe and int(lengths.sum()) != n:
        raise RuntimeError(
            "segment_reduce(): Expected all rows of lengths along axis to sum to data.size(lengths.dim()-1) "
            "when !unsafe."
        )
    ends = lengths.cumsum(0)
    pos = torch.arange(n, device=data.device)
    member = (pos >= (ends - lengths).unsqueeze(1)) & (pos < ends.unsqueeze(1))  # (segments, n)
    member = member.reshape(list(member.shape) + [1] * (x.dim() - 1))
    count = lengths.reshape([-1] + [1] * (x.dim() - 1))
    empty = count == 0
    def fill(value):  # a 0-d tensor of x's dtype, for where
        return torch.tensor(value, dtype=x.dtype, device=x.device)

    if reduce in ("sum", "mean", "prod"):
        out = torch.where(member, x.unsqueeze(0), fill(1 if reduce == "prod" else 0))
        out = out.prod(1) if reduce == "prod" else out.sum(1)
        if initial is not None:
            out = out * initial if reduce == "prod" else out + initial
        if reduce == "mean":
            out = torch.where(empty, out, out / count.clamp(min=1).to(out.dtype))
            if initial is None:
                out = out.masked_fill(empty, float("nan"))
        return out.movedim(0, axis)
    out = torch.where(member, x.unsqueeze(0), fill(_outside(x, reduce == "min")))
    out = out.amax(1) if reduce == "max" else out.amin(1)
    if initial is not None:
        bound = torch.full_like(out, initial)
        out = torch.maximum(out, bound) if reduce == "max" else torch.minimum(out, bound)
    else:
        out = out.masked_fill(empty, float("-inf") if reduce == "max" else float("inf"))
    return out.movedim(0, axis)


def bincount(input, weights=None, minlength=0):
    """Counts (or summed weights) of each non-negative integer of a 1-d tensor."""
    if input.is_floating_point() or input.dtype == torch.bool:
        raise NotImplementedError(f"\"bincount_cpu\" not implemented for '{_dtype_name(input.dtype)}'")
    if minlength < 0:
        raise RuntimeError("minlength should be >= 0")
    if input.dim() != 1 or (input.numel() and int(input.amin()) < 0):
        raise RuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if weights is not None and (weights.dim() != 1 or weights.shape[0] != input.shape[0]):
        raise RuntimeError("weights should be 1-d and have the same length as input")
    size = max(int(input.amax()) + 1 if input.numel() else 0, minlength)
    hits = input.unsqueeze(1) == torch.arange(size, device=input.device)
    if weights is None:
        return hits.long().sum(0)
    dtype = weights.dtype if weights.is_floating_point() else torch.double
    return (hits.to(dtype) * weights.to(dtype).unsqueeze(1)).sum(0)


def searchsorted(sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None):
    """For each value, the index where it would be inserted to keep the innermost dim sorted."""
    if side is not None:
        if side not in ("left", "right"):
            raise RuntimeError(f"torch.searchsorted(): side can only be 'left' or 'right' but got {side}")
        if right and side == "left":
            raise RuntimeError(
                "torch.searchsorted(): side and right can't be set to opposites, got side of left while right was True"
            )
        right = side == "right"
    s = sorted_sequence
    if sorter is not None:
        s = s.gather(-1, sorter)
    scalar = not torch.is_tensor(input)
    v = torch.tensor(input, dtype=s.dtype, device=s.device) if scalar else input
    if s.dim() > 1 and s.shape[:-1] != v.shape[:-1]:
        raise RuntimeError(
            "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 dimensions of "
            "boundaries tensor and input value tensor must match, but we got boundaries tensor "
            f"{list(s.shape)} and input value tensor {list(v.shape)}"
        )
    below = (s.unsqueeze(-2) <= v.unsqueeze(-1)) if right else (s.unsqueeze(-2) < v.unsqueeze(-1))
    if s.dim() == 1:
        below = (s <= v.unsqueeze(-1)) if right else (s < v.unsqueeze(-1))
    out = below.long().sum(-1)
    return out.int() if out_int32 else out


def bucketize(input, boundaries, *, out_int32=False, right=False):
    """The bucket of each entry given 1-d sorted boundaries."""
    if boundaries.dim() != 1:
        raise RuntimeError(f"boundaries tensor must be 1 dimension, but got dim({boundaries.dim()})")
    return searchsorted(boundaries, input, out_int32=out_int32, right=right)


def isin(elements, test_elements, *, assume_unique=False, invert=False):
    """Whether each entry of elements is among test_elements."""
    device = (elements if torch.is_tensor(elements) else test_elements).device
    e = elements if torch.is_tensor(elements) else torch.tensor(elements, device=device)
    t = test_elements if torch.is_tensor(test_elements) else torch.tensor(test_elements, device=device)
    found = (e.unsqueeze(-1) == t.reshape(-1)).any(-1)
    return ~found if invert else found


def trapezoid(y, x=None, *, dx=None, dim=-1):
    """The trapezoid rule integral of y along dim, with sample points x or spacing dx."""
    d = _wrap(dim, y.dim())
    n = y.shape[d]
    if n == 0:
        return y.sum(d)
    pairs = y.narrow(d, 1, n - 1) + y.narrow(d, 0, n - 1)
    return (pairs * _spacing(y, x, dx, d)).sum(d) / 2


def _spacing(y, x, dx, d):
    # The sample spacing along d: dx (a number), or x's differences (as ATen's trapezoid: a 1-d
    # x lies along d, a lower-dim x gets leading dims of size 1, then x is sliced along d).
    if x is None:
        return 1.0 if dx is None else dx
    if x.dim() == 1:
        if x.shape[0] != y.shape[d]:
            raise RuntimeError("trapezoid: There must be one `x` value for each sample point")
        shape = [1] * y.dim()
        shape[d] = x.shape[0]
        x = x.reshape(shape)
    elif x.dim() < y.dim():
        x = x.reshape([1] * (y.dim() - x.dim()) + list(x.shape))
    n = x.shape[d]
    return x.narrow(d, 1, max(n - 1, 0)) - x.narrow(d, 0, max(n - 1, 0))


def trapz(y, x=None, *, dx=None, dim=-1):
    """torch.trapz: trapezoid's older name."""
    return trapezoid(y, x, dx=dx, dim=dim)


def cumulative_trapezoid(y, x=None, *, dx=None, dim=-1):
    """The running trapezoid rule integral along dim (one entry fewer than y)."""
    d = _wrap(dim, y.dim())
    n = y.shape[d]
    pairs = y.narrow(d, 1, max(n - 1, 0)) + y.narrow(d, 0, max(n - 1, 0))
    return (pairs * _spacing(y, x, dx, d) / 2).cumsum(d)


def heaviside(input, values):
    """The step function: 0 below zero, 1 above, `values` at zero."""
    if input.dtype != values.dtype:
        raise RuntimeError("heaviside is not yet implemented for tensors with different dtypes.")
    step = (input > 0).to(input.dtype)
    return torch.where(input == 0, values.to(input.dtype), step)


def ldexp(input, other):
    """input * 2**other."""
    x = input if input.is_floating_point() else input.float()
    return x * torch.pow(2.0, other)


def gcd(input, other):
    """The elementwise greatest common divisor of integer tensors (Euclid's algorithm)."""
    for t in (input, other):
        if t.is_floating_point() or t.dtype == torch.bool:
            raise NotImplementedError(f"\"gcd_cpu\" not implemented for '{_dtype_name(t.dtype)}'")
    a, b = input.abs(), other.abs()
    a, b = a + b * 0, b + a * 0  # broadcast
    while bool((b != 0).any()):
        zero = b == 0
        r = a % torch.where(zero, torch.ones_like(b), b)
        a, b = torch.where(zero, a, b), torch.where(zero, b, r)
    return a


def lcm(input, other):
    """The elementwise least common multiple of integer tensors."""
    g = gcd(input, other)
    safe = torch.where(g == 0, torch.ones_like(g), g)
    return torch.where(g == 0, g, (input // safe * other).abs())


def logspace(start, end, steps, base=10.0, *, dtype=None, device=None, requires_grad=False, **kwargs):
    """`steps` points from base**start to base**end, evenly spaced in the exponent."""
    exps = torch.linspace(float(start), float(end), steps, dtype=torch.double, device=device)
    out = torch.pow(float(base), exps).to(_default_dtype() if dtype is None else dtype)
    return out.requires_grad_() if requires_grad else out


def cov(input, *, correction=1, fweights=None, aweights=None):
    """The covariance matrix of the variables in input's rows (observations in columns)."""
    if input.dim() > 2:
        raise RuntimeError(f"cov(): expected input to have two or fewer dimensions but got an input with {input.dim()} dimensions")
    x = input.reshape(1, -1) if input.dim() < 2 else input
    if not x.is_floating_point():
        x = x.to(_default_dtype())
    w = None
    if fweights is not None:
        w = fweights.to(x.dtype)
    if aweights is not None:
        w = aweights.to(x.dtype) if w is None else w * aweights
    if w is None:
        total = torch.tensor(float(x.shape[1]), dtype=x.dtype, device=x.device)
        mean = x.mean(1, keepdim=True)
        norm = total - correction
    else:
        total = w.sum()
        mean = (x * w).sum(1, keepdim=True) / total
        if aweights is None or correction == 0:
            norm = total - correction
        else:
            norm = total - correction * (w * aweights).sum() / total
    xc = x - mean
    xw = xc if w is None else xc * w
    c = xw.matmul(xc.t()) / norm.clamp(min=0)
    return c.squeeze()


def corrcoef(input):
    """Pearson correlation coefficients of the variables in input's rows."""
    c = cov(input)
    if c.dim() == 0:
        return c / c
    s = torch.diag(c).sqrt()
    return (c / s.unsqueeze(1) / s.unsqueeze(0)).clamp(-1, 1)


def _default_dtype():
    return torch.tensor(0.0).dtype
