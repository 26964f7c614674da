# The *_copy forms of views (PyTorch's functionalization ops: the view's values as a new tensor)
# and the *_scatter ops, which write a tensor into a copy of input where such a view would see it.
import torch
from torch._ops.shape import _wrap, select, squeeze, unbind


def alias_copy(input):
    return input.clone()


def detach_copy(input):
    return input.detach().clone()


def diagonal_copy(input, offset=0, dim1=0, dim2=1):
    return input.diagonal(offset, dim1, dim2).clone()


def expand_copy(input, size, *, implicit=False):
    return input.expand(size).clone()


def narrow_copy(input, dim, start, length):
    return torch._rename_grad_fn(input.narrow(dim, start, length).clone(), "NarrowCopyBackward0")


def permute_copy(input, dims):
    return input.permute(dims).clone()


def select_copy(input, dim, index):
    return select(input, dim, index).clone()


def slice_copy(input, dim=0, start=None, end=None, step=1):
    return _slice(input, dim, start, end, step).clone()


def split_copy(input, split_size, dim=0):
    return tuple(t.clone() for t in input.split(split_size, dim))


def split_with_sizes(input, split_sizes, dim=0):
    """Views of input along dim with the given sizes, which must add up to its size there."""
    d = _wrap(dim, input.dim())
    sizes = [int(s) for s in split_sizes]
    if any(s < 0 for s in sizes):
        raise RuntimeError(
            f"split_with_sizes expects split_sizes have only non-negative entries, but got split_sizes={sizes}"
        )
    if sum(sizes) != input.shape[d]:
        raise RuntimeError(
            f"split_with_sizes expects split_sizes to sum exactly to {input.shape[d]} (input tensor's size at "
            f"dimension {d}), but got split_sizes={sizes}"
        )
    starts = [sum(sizes[:i]) for i in range(len(sizes))]
    return tuple(input.narrow(d, s, n) for s, n in zip(starts, sizes))


def split_with_sizes_copy(input, split_sizes, dim=0):
    return tuple(t.clone() for t in split_with_sizes(input, split_sizes, dim))


unsafe_split_with_sizes = split_with_sizes


def unsafe_split(input, split_size, dim=0):
    return input.split(split_size, dim)


def unsafe_chunk(input, chunks, dim=0):
    return input.chunk(chunks, dim)


def squeeze_copy(input, dim=None):
    return squeeze(input, dim).clone()


def t_copy(input):
    return input.t().clone()


def transpose_copy(input, dim0, dim1):
    return input.transpose(dim0, dim1).clone()


def unbind_copy(input, dim=0):
    return tuple(t.clone() for t in unbind(input, dim))


def unfold_copy(input, dimension, size, step):
    return input.unfold(dimension, size, step).clone()


def unsqueeze_copy(input, dim):
    return input.unsqueeze(dim).clone()


def view_copy(input, size):
    return input.view(size).clone()


def _chunk_cat(tensors, dim, num_chunks):
    """Each tensor cut into num_chunks equal chunks along dim (zero-padded at the end), its chunk i
    flattened after dim; chunk i of all tensors side by side: (*leading, num_chunks, -1)."""
    parts = []
    for t in tensors:
        d = _wrap(dim, t.dim())
        size = -(-t.shape[d] // num_chunks)
        pad = size * num_chunks - t.shape[d]
        if pad:
            shape = list(t.shape)
            shape[d] = pad
            t = torch.cat([t, torch.zeros(shape, dtype=t.dtype, device=t.device)], d)
        parts.append(t.reshape(list(t.shape[:d]) + [num_chunks, -1]))
    return torch.cat(parts, -1)


# ---- scatters: src written where a view of input would be ----------------------------------


def _slice(input, dim, start, end, step):
    """input[..., start:end:step] along dim (Python slice clamping)."""
    d = _wrap(dim, input.dim())
    if step <= 0:
        raise RuntimeError("slice step must be positive")
    start, end, _ = slice(start, end).indices(input.shape[d])
    view = input.narrow(d, start, max(end - start, 0))
    if step == 1 or view.shape[d] == 0:
        return view
    return view.unfold(d, 1, step).squeeze(-1)


def _embed(input, src, positions, view_shape):
    """A copy of input with src at the flat positions a view of shape view_shape takes."""
    if list(src.shape) != list(view_shape):
        raise RuntimeError(
            f"expected src to have a size equal to the slice of self. src size = {list(src.shape)}, slice size = "
            f"{list(view_shape)}"
        )
    hit = torch.zeros(input.numel(), dtype=torch.bool, device=input.device)
    hit[positions.reshape(-1)] = True
    # out takes src's value at each hit position: placed by a scatter of src into a zero tensor.
    placed = torch.zeros(input.numel(), dtype=input.dtype, device=input.device)
    placed = placed.scatter(0, positions.reshape(-1), src.to(input.dtype).reshape(-1))
    return torch.where(hit.reshape(input.shape), placed.reshape(input.shape), input)


def _positions(input):
    return torch.arange(input.numel(), device=input.device).reshape(input.shape)


def select_scatter(input, src, dim, index):
    view = select(input, dim, index)
    return _embed(input, src, select(_positions(input), dim, index), view.shape)


def slice_scatter(input, src, dim=0, start=None, end=None, step=1):
    view = _slice(input, dim, start, end, step)
    return _embed(input, src, _slice(_positions(input), dim, start, end, step), view.shape)


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1):
    view = input.diagonal(offset, dim1, dim2)
    return _embed(input, src, _positions(input).diagonal(offset, dim1, dim2), view.shape)


def as_strided(input, size, stride, storage_offset=None):
    """torch.as_strided: the view Tensor.as_strided gives (of input's storage)."""
    return input.as_strided(size, stride, storage_offset)


def as_strided_copy(input, size, stride, storage_offset=None):
    return input.as_strided(size, stride, storage_offset).clone()


class AsStridedScatter(torch.autograd.Function):
    """as_strided_scatter with PyTorch 2.15's gradients (FunctionsManual's
    as_strided_scatter_backward, for a contiguous input): src gets the output gradient at the
    view's positions, and so does input, whose gradient is zero elsewhere (what PyTorch computes,
    though those positions were overwritten)."""

    _node_name = "AsStridedScatterBackward0"

    @staticmethod
    def forward(ctx, input, src, size, stride, offset):
        ctx.geometry = (size, stride, offset)
        positions = _positions(input).as_strided(size, stride, offset)
        return _embed(input, src, positions, positions.shape)

    @staticmethod
    def backward(ctx, grad):
        size, stride, offset = ctx.geometry
        g = grad.contiguous()
        grad_slice = g.as_strided(size, stride, offset).clone()
        positions = _positions(g).as_strided(size, stride, offset)
        grad_self = _embed(torch.zeros_like(g), grad_slice, positions, positions.shape)
        return grad_self, grad_slice, None, None, None


def as_strided_scatter(input, src, size, stride, storage_offset=None):
    """A copy of input (contiguous, as PyTorch's clone of a contiguous input) with src written
    into its as_strided(size, stride, storage_offset) view; where the view's elements overlap,
    the last of src's values written is kept."""
    offset = 0 if storage_offset is None else storage_offset
    view = input.detach().contiguous().as_strided(size, stride, offset)  # PyTorch's checks
    if list(src.shape) != list(view.shape):
        raise RuntimeError(
            f"expected src to have a size equal to the slice of self. src size = {list(src.shape)}, slice size = "
            f"{list(view.shape)}"
        )
    return AsStridedScatter.apply(input, src, tuple(size), tuple(stride), offset)
