# Indexing, masking, diagonal/block constructions and `new_*` creation ops written over the native
# ones: advanced indexing (t[index], t[mask]), gather, masked_fill, where, cat, cumprod. A bounds
# check that PyTorch makes while indexing is one device read of `.any()` here, so a bad index
# raises PyTorch's own message before the native indexing would raise its own.
import torch
from torch._ops.copy import _embed
from torch._ops.reduce import _outside
from torch._ops.shape import _broadcast_pair, _sizes, _wrap, broadcast_tensors, movedim, no_out, scalar_name


def _first_out_of_range(index, n):
    """The first element of `index` outside [-n, n) in index order, or None (one device read)."""
    bad = (index >= n) | (index < -n)
    if index.numel() == 0 or not bool(bad.any()):
        return None
    return int(index[bad].reshape(-1)[0])


# ---- gathering -----------------------------------------------------------------------------


def take(input, index, *, out=None):
    """input viewed as 1-D, indexed by `index` (negative counts from the end): index's shape."""
    no_out("take", out)
    if index.dtype != torch.int64:
        raise RuntimeError(f"take(): Expected a long tensor for index, but got {scalar_name(index.dtype)}")
    n = input.numel()
    bad = _first_out_of_range(index, n)
    if bad is not None:
        raise IndexError(f"out of range: tried to access index {bad} on a tensor of {n} elements.")
    return torch._rename_grad_fn(input.reshape(-1)[index], "TakeBackward0")


def take_along_dim(input, indices, dim=None, *, out=None):
    """gather along dim after broadcasting input and indices over the other dims (flat if None)."""
    no_out("take_along_dim", out)
    if indices.dtype != torch.int64:
        raise RuntimeError(
            f"torch.take_along_dim(): dtype of indices should be Long but got {scalar_name(indices.dtype)}"
        )
    if dim is None:
        return input.reshape(-1).gather(0, indices.reshape(-1))
    if input.dim() != indices.dim():
        raise RuntimeError(
            "torch.take_along_dim(): input and indices should have the same number of dimensions, but got "
            f"{input.dim()} dimensions for input, and {indices.dim()} dimensions for indices"
        )
    d = _wrap(dim, input.dim())
    shape = list(input.shape)
    shape[d] = indices.shape[d]
    shape = _broadcast_pair(shape, list(indices.shape))
    index = indices.expand(shape)
    n = shape[d] = input.shape[d]
    index = torch.where(index < 0, index + n, index)  # along a dim, PyTorch counts negatives from the end
    return input.expand(shape).gather(d, index)


def masked_select(input, mask, *, out=None):
    """The elements of input where the (broadcast) bool mask is True, as a 1-D tensor."""
    no_out("masked_select", out)
    if mask.dtype != torch.bool:
        raise RuntimeError("masked_select: expected BoolTensor for mask")
    input, mask = broadcast_tensors(input, mask)
    return torch._rename_grad_fn(input[mask], "MaskedSelectBackward0")


def nonzero(input, *, out=None, as_tuple=False):
    """The indices of input's nonzero elements: an (n, ndim) tensor, or one 1-D tensor per dim."""
    no_out("nonzero", out)
    mask = input if input.dtype == torch.bool else input != 0
    if input.dim() == 0:
        # A 0-d tensor answers as if 1-D for as_tuple, else with 0 columns.
        hits = torch.zeros(1, *([] if as_tuple else [0]), dtype=torch.int64, device=input.device)[mask.reshape(1)]
        return (hits,) if as_tuple else hits
    coords = []
    for d, size in enumerate(input.shape):
        view = [1] * input.dim()
        view[d] = size
        coords.append(torch.arange(size, device=input.device).reshape(view).expand(input.shape)[mask])
    return tuple(coords) if as_tuple else torch.stack(coords, 1)


def argwhere(input):
    return nonzero(input)


def _triangle_indices(name, row, col, keep, dtype, device, layout):
    if layout is not None and layout != torch.strided:
        raise NotImplementedError(f"torch.{name}: layout {layout} is not supported in the playground yet")
    if row < 0:
        raise RuntimeError(f"row must be non-negative, got{row}")
    if col < 0:
        raise RuntimeError(f"col must be non-negative, got{col}")
    dtype = torch.int64 if dtype is None else dtype
    if dtype.is_floating_point or dtype == torch.bool:
        raise NotImplementedError(f"\"{name}\" not implemented for '{scalar_name(dtype)}'")
    r = torch.arange(row, device=device).unsqueeze(1).expand(row, col)
    c = torch.arange(col, device=device).unsqueeze(0).expand(row, col)
    mask = keep(c - r)
    return torch.stack([r[mask], c[mask]]).to(dtype)


def tril_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    """The (row, col) coordinates of the lower triangle (col - row <= offset), row-major."""
    return _triangle_indices("tril_indices", row, col, lambda k: k <= offset, dtype, device, layout)


def triu_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    """The (row, col) coordinates of the upper triangle (col - row >= offset), row-major."""
    return _triangle_indices("triu_indices", row, col, lambda k: k >= offset, dtype, device, layout)


# ---- filling -------------------------------------------------------------------------------


def _index_fill_mask(input, dim, index, value):
    """The bool mask (broadcastable to input) of the entries index_fill sets, after its checks."""
    if index.dtype != torch.int64:
        raise IndexError("index_fill_(): Expected dtype int64 for index.")
    if index.dim() > 1:
        raise RuntimeError("Index has to be a vector/scalar")
    if isinstance(value, torch.Tensor) and value.dim() != 0:
        raise RuntimeError(
            f"index_fill_ only supports a 0-dimensional value tensor, but got tensor with {value.dim()} dimension(s)."
        )
    d = _wrap(dim, input.dim())
    n = input.shape[d] if input.dim() else 1
    bad = _first_out_of_range(index, n)
    if bad is not None:
        raise IndexError(f"index {bad} is out of bounds for dimension {d} with size {n}")
    index = index.reshape(-1)
    index = torch.where(index < 0, index + n, index)
    hit = (torch.arange(n, device=input.device).unsqueeze(1) == index).any(1)
    view = [1] * input.dim()
    if view:
        view[d] = n
    return hit.reshape(view)


def index_fill(input, dim, index, value):
    """input with the entries at `index` along dim set to value (a number or a 0-d tensor)."""
    return torch._rename_grad_fn(_fill(input, _index_fill_mask(input, dim, index, value), value),
                                 "IndexFillBackward0")


def _fill(input, mask, value):
    """input.masked_fill(mask, value); a tensor value goes through where, which (unlike the
    native masked_fill) carries its gradient."""
    if isinstance(value, torch.Tensor):
        return torch.where(mask, value.to(input.dtype), input)
    return input.masked_fill(mask, value)


def _write_back(self, result, name, redo=None):
    """self overwritten by result in place (its shape may not grow by broadcasting). redo(base)
    computes the result again from a copy of self: needed where the result requires grad and self
    does not, as the write then goes through an index assignment (the native copy_ records no
    gradient into a tensor that had none; PyTorch's does), which a result computed from self
    itself would block."""
    if list(result.shape) != list(self.shape):
        raise RuntimeError(
            f"output with shape {list(self.shape)} doesn't match the broadcast shape {list(result.shape)}"
        )
    if result.requires_grad and not self.requires_grad:
        if redo is None:
            raise NotImplementedError(
                f"Tensor.{name}: a value that requires grad written into a tensor that does not is not supported in the playground yet"
            )
        del result  # (it saved self: alive, it would block the write)
        self[...] = redo(self.clone())
        return self
    return self.copy_(result)


def _in_graph(t):
    """Whether t is a non-leaf tensor of the autograd graph: the native copy_ and index_put_
    refuse to write into one, while an index assignment (t[mask] = value) records the write."""
    return t.requires_grad and not t.is_leaf


def _masked_write(self, mask, value):
    """self[mask] = value for a graph tensor (mask broadcast to self's shape), as the in-place
    fills' own write: PyTorch records it as MaskedFillBackward0, which the assignment records."""
    shape = list(torch.broadcast_shapes(mask.shape, self.shape))
    if shape != list(self.shape):
        raise RuntimeError(f"output with shape {list(self.shape)} doesn't match the broadcast shape {shape}")
    self[mask.expand(shape)] = value
    return self


def index_fill_(self, dim, index, value):
    if _in_graph(self):
        return _masked_write(self, _index_fill_mask(self, dim, index, value), value)
    return _write_back(self, index_fill(self, dim, index, value), "index_fill_",
                       lambda base: index_fill(base, dim, index, value))


def fill_diagonal_(self, fill_value, wrap=False):
    """Tensor.fill_diagonal_: the main diagonal (every dim's index equal) set to fill_value; a
    tall matrix with wrap=True starts again every columns + 1 rows, as PyTorch's."""
    n = self.dim()
    if n < 2:
        raise RuntimeError("dimensions must larger than 1")
    shape = list(self.shape)
    if n > 2 and any(s != shape[0] for s in shape):
        raise RuntimeError("all dimensions of input must be of equal length")
    if n == 2:
        rows, cols = shape
        end = rows * cols if (wrap and rows > cols + 1) else min(rows, cols) * cols
        flat = torch.arange(0, end, cols + 1, device=self.device)
        index = (flat // cols, flat % cols)
    else:
        i = torch.arange(shape[0], device=self.device)
        index = (i,) * n
    if _in_graph(self):  # (the native index_put_ refuses a graph tensor; the assignment records it)
        self[index] = fill_value
        return self
    return self.index_put_(index, torch.tensor(fill_value, dtype=self.dtype, device=self.device))


def masked_fill_(self, mask, value):
    if isinstance(value, torch.Tensor) and value.dim() != 0:
        raise RuntimeError(
            f"masked_fill_ only supports a 0-dimensional value tensor, but got tensor with {value.dim()} dimension(s)."
        )
    if _in_graph(self):
        return _masked_write(self, mask, value)
    return _write_back(self, _fill(self, mask, value), "masked_fill_", lambda base: _fill(base, mask, value))


def index_copy(input, dim, index, source):
    """A copy of input with its slices at `index` along dim replaced by source's, in order."""
    if index.dtype != torch.int64:
        raise RuntimeError(f"index_copy_(): Expected a long tensor for index, but got {scalar_name(index.dtype)}")
    if index.dim() > 1:
        raise IndexError(f"index_copy_(): Index should have dimension 1 or 0 (got {index.dim()})")
    d = _wrap(dim, input.dim())
    shape = list(input.shape) or [1]
    k = index.numel()
    if source.dim() and input.dim() and source.dim() != input.dim():
        raise IndexError(
            "index_copy_(): When source and destination are not scalars, their dimensionality must match. "
            f"Source dimensionality ({source.dim()}), destination dimensionality ({input.dim()})"
        )
    src_k = source.shape[d] if source.dim() else 1
    if k != src_k:
        raise IndexError(f"index_copy_(): Number of indices ({k}) should be equal to source.size(dim) ({src_k})")
    dest_slice = [str(n) for i, n in enumerate(input.shape) if i != d]
    src_slice = [str(n) for i, n in enumerate(source.shape) if i != d]
    if source.dim() and dest_slice != src_slice:
        raise RuntimeError(
            f"index_copy_(): Source/destination tensor must have same slice shapes. Destination slice shape: "
            f"{' '.join(dest_slice)} at dimension {d} and source slice shape: {' '.join(src_slice)} at dimension 0."
        )
    if input.dtype != source.dtype:
        raise RuntimeError(
            "index_copy_(): self and source expected to have the same dtype, but got (self) "
            f"{scalar_name(input.dtype)} and (source) {scalar_name(source.dtype)}"
        )
    n = shape[d]
    bad = _first_out_of_range(index, n)
    if bad is None and k and bool((index < 0).any()):
        bad = int(index[index < 0].reshape(-1)[0])
    if bad is not None:
        raise IndexError(f"index_copy_(): index {bad} is out of bounds for dimension {d} with size {n}")
    if k == 0:  # source is empty, yet in the graph (a zero gradient), as in PyTorch
        return torch.where(torch.zeros((), dtype=torch.bool, device=input.device), source.sum().to(input.dtype), input)
    # Position p along dim takes source slot j, the last with index[j] == p (a write in order).
    eq = torch.arange(n, device=input.device).unsqueeze(1) == index.reshape(1, -1)
    slot = (eq.long() * torch.arange(1, k + 1, device=input.device)).argmax(1)
    src = source.reshape(shape[:d] + [k] + shape[d + 1:])
    placed = src.index_select(d, slot)
    if k > 1 and bool((eq.sum(1) > 1).any()):
        # A repeated index: PyTorch's gradient reaches every source slice written, the lost ones too.
        placed = placed.detach() + torch.zeros_like(placed).index_add(d, index.reshape(-1), src - src.detach())
    view = [1] * len(shape)
    view[d] = n
    return torch.where(eq.any(1).reshape(view), placed, input.reshape(shape)).reshape(input.shape)


def index_copy_(self, dim, index, source):
    return _write_back(self, index_copy(self, dim, index, source), "index_copy_",
                       lambda base: index_copy(base, dim, index, source))


def put(input, index, source, accumulate=False):
    """A copy of input, seen flat, with source written (or added) at `index` (negatives count from the end)."""
    if index.dtype != torch.int64:
        raise RuntimeError(f"put_(): Expected a long tensor for index, but got {scalar_name(index.dtype)}")
    if source.numel() != index.numel():
        raise IndexError(
            "put_(): Expected source and index to have the same number of elements, but got source.numel() = "
            f"{source.numel()}, index.numel() = {index.numel()}"
        )
    if input.dtype != source.dtype:
        raise RuntimeError(
            f"put_(): self and source expected to have the same dtype, but got self.dtype = "
            f"{scalar_name(input.dtype)} and source.dtype = {scalar_name(source.dtype)}"
        )
    n = input.numel()
    bad = _first_out_of_range(index, n)
    if bad is not None:
        raise IndexError(f"out of range: tried to access index {bad} on a tensor of {n} elements.")
    flat, index, source = input.reshape(-1), index.reshape(-1), source.reshape(-1)
    index = torch.where(index < 0, index + n, index)
    out = flat.index_add(0, index, source) if accumulate else index_copy(flat, 0, index, source)
    return out.reshape(input.shape)


def put_(self, index, source, accumulate=False):
    return _write_back(self, put(self, index, source, accumulate), "put_",
                       lambda base: put(base, index, source, accumulate))


def masked_scatter(input, mask, source):
    """input (broadcast with mask) with its masked positions filled, in order, by source's elements."""
    if mask.dtype != torch.bool:
        raise RuntimeError(
            f"masked_scatter_ only supports boolean masks, but got mask with dtype {scalar_name(mask.dtype)}"
        )
    if input.dtype != source.dtype:
        raise RuntimeError(
            "masked_scatter: expected self and source to have same dtypes but got"
            f"{scalar_name(input.dtype)} and {scalar_name(source.dtype)}"
        )
    input, mask = broadcast_tensors(input, mask)
    m = mask.reshape(-1)
    count = m.long().cumsum(0) if m.numel() else m.long()
    if m.numel() and int(count[-1]) > source.numel():
        raise RuntimeError("Number of elements of source < number of ones in mask")
    if source.numel() == 0:
        return torch.where(mask, input, input)
    taken = source.reshape(-1)[(count - 1).clamp(min=0)]  # the k-th masked position takes source[k]
    return torch._rename_grad_fn(torch.where(m, taken, input.reshape(-1)).reshape(input.shape),
                                 "MaskedScatterBackward0")


def masked_scatter_(self, mask, source):
    return _write_back(self, masked_scatter(self, mask, source), "masked_scatter_",
                       lambda base: masked_scatter(base, mask, source))


def _linear_index(input, indices):
    """(the flat position over input's first k dims of each broadcast index, k): the indices (long,
    or bool masks standing for their nonzero coordinates) address the leading dims."""
    idx = []
    for t in indices:
        if t is None:
            raise NotImplementedError("torch.index_put: a None index is not supported in the playground yet")
        t = t.to(input.device)  # CPU indices address a tensor on another device, as in PyTorch
        if t.dtype == torch.bool:
            idx.extend(t.nonzero().unbind(1))
        elif t.dtype == torch.int64:
            idx.append(t)
        else:
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
    if not idx or len(idx) > input.dim():
        raise IndexError(f"too many indices for tensor of dimension {input.dim()} (got {len(idx)})")
    lin = torch.zeros((), dtype=torch.int64, device=input.device)
    for i, t in enumerate(broadcast_tensors(*idx)):
        n = input.shape[i]
        bad = _first_out_of_range(t, n)
        if bad is not None:
            raise IndexError(f"index {bad} is out of bounds for dimension {i} with size {n}")
        lin = lin * n + torch.where(t < 0, t + n, t)
    return lin, len(idx)


def _rows(input, k):
    """input viewed as (the product of its first k dims, *the rest)."""
    count = 1
    for n in input.shape[:k]:
        count *= n
    return input.reshape([count] + list(input.shape[k:]))


def index_put(input, indices, values, accumulate=False):
    """A copy of input with input[indices] = values (added with accumulate; indices as tensors)."""
    if values.dtype != input.dtype:
        raise RuntimeError(
            f"Index put requires the source and destination dtypes match, got {scalar_name(input.dtype)} for the "
            f"destination and {scalar_name(values.dtype)} for the source."
        )
    lin, k = _linear_index(input, indices)
    rest = list(input.shape[k:])
    target = list(lin.shape) + rest
    tail = target[len(target) - values.dim():] if values.dim() <= len(target) else None
    if tail is None or any(v not in (1, t) for v, t in zip(values.shape, tail)):
        raise RuntimeError(
            f"shape mismatch: value tensor of shape {list(values.shape)} cannot be broadcast to indexing result of "
            f"shape {target}"
        )
    vals = values.expand(target).reshape([lin.numel()] + rest)
    rows, lin = _rows(input, k), lin.reshape(-1)
    out = rows.index_add(0, lin, vals) if accumulate else index_copy(rows, 0, lin, vals)
    return torch._rename_grad_fn(out.reshape(input.shape), "IndexPutBackward0")


def index_put_(self, indices, values, accumulate=False):
    return _write_back(self, index_put(self, indices, values, accumulate), "index_put_",
                       lambda base: index_put(base, indices, values, accumulate))


def _clamped(input, indices):
    # The _unsafe_masked_* ops: indices may be out of range where the mask is False.
    return [t.clamp(-n, n - 1) for t, n in zip(indices, input.shape)]


def _unsafe_masked_index(input, mask, indices, fill):
    """input[indices] where mask, else fill."""
    lin, k = _linear_index(input, _clamped(input, indices))
    taken = _rows(input, k).index_select(0, lin.reshape(-1)).reshape(list(lin.shape) + list(input.shape[k:]))
    return torch.where(mask, taken, torch.tensor(fill, dtype=input.dtype, device=input.device))


def _unsafe_masked_index_put_accumulate(input, mask, indices, values):
    """input with values added at indices where mask."""
    return index_put(input, _clamped(input, indices), values.masked_fill(~mask, 0), True)


_REDUCES = ("sum", "prod", "mean", "amax", "amin")


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True):
    """input with src's elements reduced (sum, prod, mean, amax, amin) into the positions index
    gives along dim, together with input's own values unless include_self is False."""
    if index.dtype != torch.int64:
        raise RuntimeError("scatter(): Expected dtype int32/int64 for index")
    reduce = {"max": "amax", "min": "amin"}.get(reduce, reduce)  # PyTorch takes these too
    if reduce not in _REDUCES:
        raise RuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}")
    d = _wrap(dim, input.dim())
    for i, n in enumerate(index.shape):
        if n > src.shape[i] or (i != d and n > input.shape[i]):
            raise RuntimeError(
                f"Expected index {list(index.shape)} to be no larger than self {list(input.shape)} apart from "
                f"dimension {d} and to be no larger size than src {list(src.shape)}"
            )
    n = input.shape[d] if input.dim() else 1
    bad = _first_out_of_range(index, n)
    if bad is None and index.numel() and bool((index < 0).any()):
        bad = int(index[index < 0].reshape(-1)[0])
    if bad is not None:
        raise RuntimeError(f"index {bad} is out of bounds for dimension {d} with size {n}")
    for i, k in enumerate(index.shape):
        src = src.narrow(i, 0, k)
    count = torch.zeros_like(input, dtype=torch.int64).scatter_add(d, index, torch.ones_like(index))
    hit = count > 0
    base = input if include_self else input.masked_fill(hit, 0)
    if reduce in ("sum", "mean"):
        total = base.scatter_add(d, index, src.to(input.dtype))
        if reduce == "sum":
            return torch._rename_grad_fn(total, "ScatterReduceBackward0")
        count = (count + int(include_self)).clamp(min=1).to(input.dtype)
        mean = total / count if input.is_floating_point() else total.div(count, rounding_mode="floor")
        return torch._rename_grad_fn(torch.where(hit, mean, input), "ScatterReduceBackward0")
    # The block of input that index reaches (all of dim d); the rest is kept.
    block = input
    for i, k in enumerate(index.shape):
        block = block if i == d else block.narrow(i, 0, k)
    # One-hot over the output positions: cand[..., j, p] is src[..., j] when index[..., j] == p.
    x, idx, sv = block.movedim(d, -1), index.movedim(d, -1), src.movedim(d, -1).to(input.dtype)
    onehot = idx.unsqueeze(-1) == torch.arange(x.shape[-1], device=input.device)
    if reduce == "prod":
        neutral = torch.ones((), dtype=input.dtype, device=input.device)
    else:  # below (amax) or above (amin) every element
        far = _outside(torch.cat([x.reshape(-1), sv.reshape(-1)]), reduce == "amin")
        neutral = torch.tensor(far, dtype=input.dtype, device=input.device)
    cand = torch.where(onehot, sv.unsqueeze(-1), neutral)
    if include_self:
        cand = torch.cat([cand, x.unsqueeze(-2)], -2)
    out = cand.prod(-2) if reduce == "prod" else cand.amax(-2) if reduce == "amax" else cand.amin(-2)
    out = out.movedim(-1, d)
    if list(block.shape) != list(input.shape):
        positions = torch.arange(input.numel(), device=input.device).reshape(input.shape)
        for i, k in enumerate(block.shape):
            positions = positions.narrow(i, 0, k)
        out = _embed(input, out, positions, out.shape)
    return torch._rename_grad_fn(torch.where(hit, out, input), "ScatterReduceBackward0")


def scatter_reduce_(self, dim, index, src, reduce, *, include_self=True):
    out = scatter_reduce(self, dim, index, src, reduce, include_self=include_self)
    return _write_back(self, out, "scatter_reduce_",
                       lambda base: scatter_reduce(base, dim, index, src, reduce, include_self=include_self))


def index_reduce_(self, dim, index, source, reduce, *, include_self=True):
    out = index_reduce(self, dim, index, source, reduce, include_self=include_self)
    return _write_back(self, out, "index_reduce_",
                       lambda base: index_reduce(base, dim, index, source, reduce, include_self=include_self))


def index_reduce(input, dim, index, source, reduce, *, include_self=True):
    """input with source's slices reduced (prod, mean, amax, amin) into the slices index names along dim."""
    if reduce not in _REDUCES[1:]:
        raise RuntimeError(f"index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got {reduce}.")
    d = _wrap(dim, input.dim())
    k = source.shape[d] if source.dim() else 1
    if index.numel() != k:
        raise RuntimeError(
            f"index_reduce_(): Number of indices ({index.numel()}) should be equal to source.size(dim): ({k}), "
            f"for dim: {d}"
        )
    if input.dim() == 0:
        input, source = input.reshape(1), source.reshape(1)
        return scatter_reduce(input, 0, index.reshape(1), source, reduce, include_self=include_self).reshape(())
    view = [1] * source.dim()
    view[d] = k
    index = index.reshape(view).expand(source.shape)
    return scatter_reduce(input, d, index, source, reduce, include_self=include_self)


def unravel_index(indices, shape):
    """The coordinates in an array of `shape` of each flat index (negative ones count from the end)."""
    if indices.is_floating_point() or indices.dtype == torch.bool:
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype}")
    shape = [shape] if isinstance(shape, int) else list(shape)
    if any(s < 0 for s in shape):
        raise ValueError(f"'shape' cannot have negative values, but got {tuple(shape)}")
    strides, step = [], 1
    for s in reversed(shape):
        strides.insert(0, step)
        step *= s
    x = indices.long().unsqueeze(-1)
    strides = torch.tensor(strides, dtype=torch.int64, device=indices.device)
    sizes = torch.tensor(shape, dtype=torch.int64, device=indices.device)
    return (x.div(strides, rounding_mode="floor") % sizes).unbind(-1)


# ---- diagonal and block constructions ------------------------------------------------------


def diag_embed(input, offset=0, dim1=-2, dim2=-1):
    """Each vector along input's last dim as the offset diagonal of a matrix in dims dim1, dim2."""
    nd = input.dim() + 1
    d1, d2 = _wrap(dim1, nd), _wrap(dim2, nd)
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    k = abs(offset)
    pad = torch.zeros(*input.shape[:-1], k, dtype=input.dtype, device=input.device)
    p = torch.cat([input, pad], -1)
    m = p.shape[-1]
    i = torch.arange(m, device=input.device).unsqueeze(1)
    j = torch.arange(m, device=input.device).unsqueeze(0)
    # out[..., i, j] = p[..., i] where j - i == offset (above the diagonal), else p[..., j].
    values = p.unsqueeze(-1) if offset >= 0 else p.unsqueeze(-2)
    zero = torch.zeros((), dtype=input.dtype, device=input.device)
    out = torch.where(j - i == offset, values, zero)
    return torch._rename_grad_fn(movedim(out, (-2, -1), (d1, d2)), "DiagEmbedBackward0")


def diagflat(input, offset=0):
    return diag_embed(input.reshape(-1), offset)


def block_diag(*tensors):
    """The tensors (0-d, 1-d as a row, or 2-d) as the blocks of a block-diagonal matrix."""
    mats = []
    for i, t in enumerate(tensors):
        if t.dim() > 2:
            raise RuntimeError(
                f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input {i} has {t.dim()} dimensions"
            )
        mats.append(t.reshape(1, -1) if t.dim() < 2 else t)
    if not mats:
        return torch.zeros(1, 0)
    width = sum(m.shape[1] for m in mats)
    rows, left = [], 0
    for m in mats:
        r, c = m.shape
        before = torch.zeros(r, left, dtype=m.dtype, device=m.device)
        after = torch.zeros(r, width - left - c, dtype=m.dtype, device=m.device)
        rows.append(torch.cat([before, m, after], 1))
        left += c
    return torch._rename_grad_fn(torch.cat(rows, 0), "BlockDiagBackward0")


def combinations(input, r=2, with_replacement=False):
    """The length-r combinations of a 1-D tensor's elements, as rows (itertools' order)."""
    if input.dim() != 1:
        raise RuntimeError(f"Expect a 1D vector, but got shape {list(input.shape)}")
    if r < 0:
        raise RuntimeError(f"Expect a non-negative number, but got {r}")
    if r == 0:
        return torch.empty(0, dtype=input.dtype, device=input.device)
    import itertools  # on first use: most runs never compile it

    pick = itertools.combinations_with_replacement if with_replacement else itertools.combinations
    rows = list(pick(range(input.shape[0]), r))
    index = torch.tensor(rows, dtype=torch.int64, device=input.device).reshape(len(rows), r)
    return input[index]


def vander(x, N=None, increasing=False):
    """The Vandermonde matrix of 1-D x: column j is x**(N-1-j) (x**j if increasing), by cumprod."""
    if x.dim() != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    N = x.shape[0] if N is None else N
    if N < 0:
        raise RuntimeError("N must be non-negative.")
    dtype = x.dtype if x.is_floating_point() else torch.int64
    columns = [torch.ones(x.shape[0], min(N, 1), dtype=dtype, device=x.device)]
    if N > 1:
        columns.append(x.to(dtype).unsqueeze(1).expand(-1, N - 1).cumprod(1))
    out = torch.cat(columns, 1)
    return out if increasing else out.flip(1)


# ---- new tensors like self -----------------------------------------------------------------


def _like(self, make, size, dtype, device, requires_grad):
    dtype = self.dtype if dtype is None else dtype
    device = self.device if device is None else device
    for d in size:
        if d < 0:
            # ATen's words for every new_* (torch.zeros itself words it its own way).
            raise RuntimeError(f"Trying to create tensor with negative dimension {d}: "
                               f"[{', '.join(str(s) for s in size)}]")
    return make(size, dtype=dtype, device=device, requires_grad=requires_grad)


def new_zeros(self, *sizes, size=None, dtype=None, device=None, requires_grad=False):
    return _like(self, torch.zeros, _sizes("new_zeros", "size", sizes, size), dtype, device, requires_grad)


def new_ones(self, *sizes, size=None, dtype=None, device=None, requires_grad=False):
    return _like(self, torch.ones, _sizes("new_ones", "size", sizes, size), dtype, device, requires_grad)


def new_empty(self, *sizes, size=None, dtype=None, device=None, requires_grad=False):
    return _like(self, torch.empty, _sizes("new_empty", "size", sizes, size), dtype, device, requires_grad)


def new_full(self, size, fill_value, *, dtype=None, device=None, requires_grad=False):
    if isinstance(size, int):
        raise TypeError("new_full(): argument 'size' (position 1) must be tuple of ints, not int")

    def full(size, **kw):
        return torch.full(size, fill_value, **kw)

    return _like(self, full, tuple(size), dtype, device, requires_grad)


def new_tensor(self, data, *, dtype=None, device=None, requires_grad=False):
    """A new tensor holding data, with self's dtype and device unless given."""
    dtype = self.dtype if dtype is None else dtype
    device = self.device if device is None else device
    if isinstance(data, torch.Tensor):
        return data.detach().to(dtype).clone().requires_grad_(requires_grad)
    return torch.tensor(data, dtype=dtype, device=device, requires_grad=requires_grad)


def type_as(self, other):
    # self.type(other.type()): the type names the device too ('torch.cuda.LongTensor')
    return self.to(device=other.device, dtype=other.dtype)
