# Shape, view, joining and splitting operations: the torch.<name> function forms of native
# Tensor methods, and ops composed from views (narrow, reshape, expand, permute, flip) and cat,
# so autograd and every backend come with the natives.
import torch


def clone(input, *, memory_format=None):
    return input.clone(memory_format=memory_format)


def reshape(input, shape):
    return input.reshape(shape)


def transpose(input, dim0, dim1):
    return input.transpose(dim0, dim1)


def swapaxes(input, axis0, axis1):
    return input.transpose(axis0, axis1)


def swapdims(input, dim0, dim1):
    return input.transpose(dim0, dim1)


def unsqueeze(input, dim):
    return input.unsqueeze(dim)


def squeeze(input, dim=None):
    if dim is None:
        return input.squeeze()
    if isinstance(dim, int):
        return input.squeeze(dim)
    dims = [_wrap(d, input.dim()) for d in dim]
    for i, d in enumerate(dims):
        if d in dims[:i]:
            raise RuntimeError(f"dim {d} appears multiple times in the list of dims")
    return input.reshape([s for i, s in enumerate(input.shape) if i not in dims or s != 1])


def permute(input, dims):
    return input.permute(*dims)


def t(input):
    return input.t()


# ---- helpers -------------------------------------------------------------------------------


def _sizes(name, what, args, keyword=None):
    """Sizes given as f(2, 3), f((2, 3)) / f([2, 3]) / f(torch.Size(...)), or by keyword."""
    if keyword is not None:
        args = (keyword,)
    if not args:
        raise TypeError(f'{name}() missing 1 required positional arguments: "{what}"')
    if len(args) == 1 and not isinstance(args[0], int):
        return [int(s) for s in args[0]]
    return list(args)


def no_out(name, out):
    """PyTorch's out= (accepted, not provided): NotImplementedError naming it."""
    if out is not None:
        raise NotImplementedError(f"torch.{name}: the keyword argument 'out' is not supported in the playground yet")


def _one_of(name, **given):
    """The one argument of an op's overloads that was given (indices_or_sections / sections / indices)."""
    values = [v for v in given.values() if v is not None]
    if len(values) != 1:
        raise TypeError(f"{name}() takes exactly one of {', '.join(given)}")
    return values[0]


def _wrap(dim, ndim):
    """A dim in [-ndim, ndim) as 0..ndim-1 (a 0-d tensor takes 0 and -1), PyTorch's IndexError."""
    n = max(ndim, 1)
    if dim < -n or dim >= n:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-n}, {n - 1}], but got {dim})")
    return dim % n


_SCALAR_NAMES = {
    "float32": "Float", "float64": "Double", "float16": "Half", "bfloat16": "BFloat16", "int64": "Long",
    "int32": "Int", "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool",
}


def scalar_name(dtype):
    """PyTorch's C++ name of a dtype in messages: Float, Long, Bool, ..."""
    name = str(dtype).split(".")[-1]
    return _SCALAR_NAMES.get(name, name)


def _slice(input, dim, start, end):
    """input[..., start:end] along dim (Python slice clamping), a view."""
    start, end, _ = slice(start, end).indices(input.shape[dim])
    return input.narrow(dim, start, max(end - start, 0))


# ---- views and reshapes --------------------------------------------------------------------


def narrow(input, dim, start, length):
    return input.narrow(dim, start, length)


def select(input, dim, index):
    """input[..., index] along dim, a view without that dim."""
    if input.dim() == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    d = _wrap(dim, input.dim())
    size = input.shape[d]
    if index < -size or index >= size:
        raise IndexError(f"select(): index {index} out of range for tensor of size {list(input.shape)} at dimension {d}")
    return torch._rename_grad_fn(input.narrow(d, index % size, 1).squeeze(d), "SelectBackward0")


def unbind(input, dim=0):
    if input.dim() == 0:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    d = _wrap(dim, input.dim())
    return tuple(torch._rename_grad_fn(input.narrow(d, i, 1).squeeze(d), "UnbindBackward0")
                 for i in range(input.shape[d]))


def _dim_list(dims, ndim, what):
    dims = [dims] if isinstance(dims, int) else list(dims)
    wrapped = [_wrap(d, ndim) for d in dims]
    if len(set(wrapped)) != len(wrapped):
        raise RuntimeError(f"movedim: repeated dim in `{what}` ({dims})")
    return wrapped


def movedim(input, source, destination):
    """The dims `source` moved to positions `destination`, the others keeping their order."""
    nd = input.dim()
    src = _dim_list(source, nd, "source")
    dst = _dim_list(destination, nd, "destination")
    if len(src) != len(dst):
        raise RuntimeError(
            f"movedim: Invalid source or destination dims: source ({list(src)} dims) should contain "
            f"the same number of dims as destination ({list(dst)} dims)"
        )
    if nd == 0:
        return input.view(())
    order = [None] * nd
    for s, d in zip(src, dst):
        order[d] = s
    rest = iter(i for i in range(nd) if i not in src)
    order = [next(rest) if o is None else o for o in order]
    return input.permute(order)


moveaxis = movedim


def ravel(input):
    return input.reshape(-1)


def repeat(input, *sizes, repeats=None):
    """Tensor.repeat: each dim tiled sizes[i] times (leading new dims for extra sizes), a copy."""
    sizes = _sizes("repeat", "repeats", sizes, repeats)
    if len(sizes) < input.dim():
        raise RuntimeError("Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor")
    shape = [1] * (len(sizes) - input.dim()) + list(input.shape)
    target = [r * s for r, s in zip(sizes, shape)]
    if any(r < 0 for r in sizes):
        bad = next(t for t in target if t < 0)
        raise RuntimeError(f"Trying to create tensor with negative dimension {bad}: {target}")
    if all(r == 1 for r in sizes):
        return torch._rename_grad_fn(input.reshape(shape).clone(), "RepeatBackward0")
    # Each dim s becomes (1, s), expanded to (r, s): the flattened pair is s repeated r times.
    # contiguous() copies the expanded (stride-0) tensor: reshape alone could return a view of
    # `input` (a leading repeat of a contiguous tensor reshapes without copying), and a write to
    # that result would reach `input` and every repeat.
    split = [d for s in shape for d in (1, s)]
    grown = [d for r, s in zip(sizes, shape) for d in (r, s)]
    return torch._rename_grad_fn(input.reshape(split).expand(grown).contiguous().view(target),
                                 "RepeatBackward0")


def tile(input, *sizes, dims=None):
    dims = _sizes("tile", "dims", sizes, dims)
    return repeat(input, [1] * (input.dim() - len(dims)) + dims)


# ---- broadcasting --------------------------------------------------------------------------


def broadcast_shapes(*shapes):
    """The shape all `shapes` broadcast to (torch.Size), as PyTorch's torch._refs computes it."""
    shapes = [(s,) if isinstance(s, int) else s for s in shapes if s is not None]
    common = [1] * max([len(s) for s in shapes] or [0])
    for arg, shape in enumerate(shapes):
        for i in range(-1, -1 - len(shape), -1):
            if shape[i] == common[i] or shape[i] == 1:
                continue
            if common[i] != 1:
                raise RuntimeError(
                    f"Attempting to broadcast a dimension of length {shape[i]} at {i}! Mismatching argument "
                    f"at index {arg} had {shape}; but expected shape should be broadcastable to {common}"
                )
            if shape[i] < 0:
                raise ValueError("Attempting to broadcast a dimension with negative length!")
            common[i] = shape[i]
    return torch.Size(common)


def broadcast_to(input, size):
    return input.expand(size)


def broadcast_tensors(*tensors):
    if len(tensors) == 1 and not isinstance(tensors[0], torch.Tensor):
        tensors = tuple(tensors[0])
    shape = list(tensors[0].shape) if tensors else []
    for other in tensors[1:]:
        shape = _broadcast_pair(shape, list(other.shape))
    return tuple(t.expand(shape) for t in tensors)


def _broadcast_pair(a, b):
    """ATen's infer_size: the broadcast of shapes a and b, or its RuntimeError."""
    n = max(len(a), len(b))
    a = [1] * (n - len(a)) + a
    b = [1] * (n - len(b)) + b
    for i in range(n):
        if a[i] != b[i] and a[i] != 1 and b[i] != 1:
            raise RuntimeError(
                f"The size of tensor a ({a[i]}) must match the size of tensor b ({b[i]}) at non-singleton dimension {i}"
            )
    return [y if x == 1 else x for x, y in zip(a, b)]


# ---- joining -------------------------------------------------------------------------------


def _atleast(tensors, fix):
    """atleast_Nd's calling forms: one tensor -> one result; several, or one sequence -> a tuple."""
    if len(tensors) == 1 and isinstance(tensors[0], torch.Tensor):
        return fix(tensors[0])
    if len(tensors) == 1:
        tensors = tensors[0]
    return tuple(fix(t) for t in tensors)


def _at1(t):
    return t.reshape(1) if t.dim() == 0 else t


def _at2(t):
    return t.reshape(1, -1) if t.dim() < 2 else t


def _at3(t):
    if t.dim() == 0:
        return t.reshape(1, 1, 1)
    if t.dim() == 1:
        return t.reshape(1, -1, 1)
    return t.unsqueeze(-1) if t.dim() == 2 else t


def atleast_1d(*tensors):
    return _atleast(tensors, _at1)


def atleast_2d(*tensors):
    return _atleast(tensors, _at2)


def atleast_3d(*tensors):
    return _atleast(tensors, _at3)


def _nonempty(tensors, name):
    tensors = list(tensors)
    if not tensors:
        raise RuntimeError(f"{name} expects a non-empty TensorList")
    return tensors


def hstack(tensors, *, out=None):
    no_out("hstack", out)
    tensors = [_at1(t) for t in _nonempty(tensors, "hstack")]
    return torch.cat(tensors, 0 if tensors[0].dim() == 1 else 1)


def vstack(tensors, *, out=None):
    no_out("vstack", out)
    return torch.cat([_at2(t) for t in _nonempty(tensors, "vstack")], 0)


row_stack = vstack


def dstack(tensors, *, out=None):
    no_out("dstack", out)
    return torch.cat([_at3(t) for t in _nonempty(tensors, "dstack")], 2)


def column_stack(tensors, *, out=None):
    no_out("column_stack", out)
    tensors = _nonempty(tensors, "column_stack")
    return torch.cat([t.reshape(-1, 1) if t.dim() <= 1 else t for t in tensors], 1)


def concatenate(tensors, axis=0, *, out=None):
    no_out("concatenate", out)
    return torch.cat(tensors, axis)


# ---- splitting -----------------------------------------------------------------------------


def tensor_split(input, indices_or_sections=None, dim=0, *, sections=None, indices=None):
    """Views of input cut along dim: into n near-equal parts (an int), or at the given indices."""
    spec = _one_of("tensor_split", indices_or_sections=indices_or_sections, sections=sections, indices=indices)
    if input.dim() == 0:
        raise RuntimeError("tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims")
    if isinstance(spec, torch.Tensor):
        if spec.dtype != torch.int64:
            raise RuntimeError(
                f"tensor_split expected tensor_indices_or_sections to have dtype of long, but got {scalar_name(spec.dtype)}"
            )
        if spec.dim() > 1:
            raise RuntimeError(
                "tensor_split expected tensor_indices_or_sections to be a zero-dimensional or one-dimensional "
                f"tensor, but got a tensor with {spec.dim()} dims"
            )
        spec = spec.tolist()
    d = _wrap(dim, input.dim())
    n = input.shape[d]
    if isinstance(spec, int):
        if spec <= 0:
            raise RuntimeError(f"number of sections must be larger than 0, got {spec}")
        small, extra = divmod(n, spec)
        sizes = [small + 1] * extra + [small] * (spec - extra)
        bounds = [sum(sizes[:i]) for i in range(1, spec)]
    else:
        bounds = list(spec)
    starts = [0] + bounds
    return tuple(_slice(input, d, s, e) for s, e in zip(starts, bounds + [n]))


def _split_at_least(name, input, spec, min_dims, dim):
    if input.dim() < min_dims:
        raise RuntimeError(
            f"torch.{name} requires a tensor with at least {min_dims} dimension, but got a tensor with "
            f"{input.dim()} dimensions!"
        )
    if isinstance(spec, int) and (spec == 0 or input.shape[dim] % spec != 0):
        raise RuntimeError(
            f"torch.{name} attempted to split along dimension {dim}, but the size of the dimension "
            f"{input.shape[dim]} is not divisible by the split_size {spec}!"
        )
    return tensor_split(input, spec, dim)


def hsplit(input, indices_or_sections=None, *, sections=None, indices=None):
    spec = _one_of("hsplit", indices_or_sections=indices_or_sections, sections=sections, indices=indices)
    return _split_at_least("hsplit", input, spec, 1, 0 if input.dim() == 1 else 1)


def vsplit(input, indices_or_sections=None, *, sections=None, indices=None):
    spec = _one_of("vsplit", indices_or_sections=indices_or_sections, sections=sections, indices=indices)
    return _split_at_least("vsplit", input, spec, 2, 0)


def dsplit(input, indices_or_sections=None, *, sections=None, indices=None):
    spec = _one_of("dsplit", indices_or_sections=indices_or_sections, sections=sections, indices=indices)
    return _split_at_least("dsplit", input, spec, 3, 2)


# ---- grids and rotations -------------------------------------------------------------------


def meshgrid(*tensors, indexing=None):
    """Coordinate grids: output i is tensors[i] expanded along dim i ('ij'), or with the first
    two dims swapped ('xy'). PyTorch warns when indexing is not given; 'ij' is then used."""
    if len(tensors) == 1 and not isinstance(tensors[0], torch.Tensor):
        tensors = tuple(tensors[0])
    tensors = _nonempty(tensors, "meshgrid")
    indexing = "ij" if indexing is None else indexing
    if indexing not in ("ij", "xy"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    for t in tensors:
        if t.dim() > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: {t}")
        if t.dtype != tensors[0].dtype:
            raise RuntimeError("meshgrid expects all tensors to have the same dtype")
    # Input i varies along dim axes[i]; 'xy' gives the first two inputs each other's dim.
    axes = list(range(len(tensors)))
    if indexing == "xy" and len(axes) >= 2:
        axes[0], axes[1] = 1, 0
    shape = [0] * len(axes)
    for i, t in enumerate(tensors):
        shape[axes[i]] = t.numel()
    grids = []
    for i, t in enumerate(tensors):
        view = [1] * len(shape)
        view[axes[i]] = -1
        grids.append(t.reshape(view).expand(shape))
    return tuple(grids)


def cartesian_prod(*tensors):
    """Every combination of one element from each 1-D tensor, as rows (lexicographic order)."""
    tensors = _nonempty(tensors, "meshgrid")
    for t in tensors:
        if t.dim() != 1:
            raise RuntimeError(f"Expect a 1D vector, but got shape {list(t.shape)}")
    if len(tensors) == 1:
        return tensors[0]
    return torch.stack([g.reshape(-1) for g in meshgrid(*tensors, indexing="ij")], 1)


def rot90(input, k=1, dims=(0, 1)):
    """input rotated k quarter turns in the plane dims (from dims[0] towards dims[1])."""
    dims = list(dims)
    if len(dims) != 2:
        raise RuntimeError(f"expected total rotation dims == 2, but got dims = {len(dims)}")
    if input.dim() < 2:
        raise RuntimeError(f"expected total dims >= 2, but got total dims = {input.dim()}")
    d0, d1 = _wrap(dims[0], input.dim()), _wrap(dims[1], input.dim())
    if d0 == d1:
        raise RuntimeError(f"expected rotation dims to be different, but got dim0 = {dims[0]} and dim1 = {dims[1]}")
    k = k % 4
    if k == 1:
        out = input.flip(d1).transpose(d0, d1)
    elif k == 2:
        out = input.flip((d0, d1))
    elif k == 3:
        out = input.flip(d0).transpose(d0, d1)
    else:
        out = input.clone()
    return torch._rename_grad_fn(out, "Rot90Backward0")
