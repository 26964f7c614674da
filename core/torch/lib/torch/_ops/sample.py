# Grid sampling (ATen's grid_sampler_2d/3d under F.grid_sample): each output point reads the input
# at a grid coordinate in [-1, 1], bilinearly (trilinearly) or at the nearest pixel, after ATen's
# unnormalizing and zeros / border / reflection padding; a gather and weights, so autograd reaches
# the input and the grid.
import torch

_MODES = {0: "bilinear", 1: "nearest"}


def _reflect(c, low2, high2):
    """ATen's reflect_coordinates: c folded into [low2 / 2, high2 / 2]."""
    if low2 == high2:
        return torch.zeros_like(c)
    low, span = low2 / 2, (high2 - low2) / 2
    c = (c - low).abs()
    flips = (c / span).floor()
    extra = c - flips * span
    return torch.where(flips % 2 == 0, extra + low, span - extra + low)


def _coordinate(g, size, padding, align_corners):
    """A grid coordinate (-1 .. 1) as a pixel position along a dim of `size`, padded."""
    c = (g + 1) / 2 * (size - 1) if align_corners else ((g + 1) * size - 1) / 2
    if padding == 2:
        c = _reflect(c, 0, 2 * (size - 1)) if align_corners else _reflect(c, -1, 2 * size - 1)
    if padding:
        c = c.clamp(0, size - 1)
    return c


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    """input (N, C, *in) read at grid (N, *out, D) -> (N, C, *out); D = 2 or 3 spatial dims."""
    if interpolation_mode not in _MODES:
        raise NotImplementedError("torch.grid_sampler: bicubic interpolation is not supported in the playground yet")
    d = input.dim() - 2
    if grid.shape[-1] != d:
        raise RuntimeError(
            f"grid_sampler(): expected grid to have size {d} in last dimension, but got grid with sizes "
            f"{list(grid.shape)}"
        )
    if grid.dim() != input.dim() or grid.shape[0] != input.shape[0]:
        raise RuntimeError(
            "grid_sampler(): expected grid and input to have same batch size and number of dimensions, but got "
            f"input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
        )
    n, channels, sizes = input.shape[0], input.shape[1], list(input.shape[2:])
    out_shape = list(grid.shape[1:-1])
    # grid[..., 0] indexes the last spatial dim (x: width), grid[..., 1] the one before, ...
    coords = [_coordinate(grid[..., d - 1 - i].reshape(n, 1, -1), sizes[i], padding_mode, align_corners)
              for i in range(d)]
    flat = input.reshape(n, channels, -1)
    if interpolation_mode == 1:
        # Weight 1 with round's zero gradient, so the grid still gets its (zero) gradient.
        corners = [[(c.round(), c.round() - c.round().detach() + 1) for c in coords]]
    else:
        corners = [[]]
        for c in coords:
            low = c.floor()
            corners = [k + [(low, 1 - (c - low))] for k in corners] + [k + [(low + 1, c - low)] for k in corners]
    out = 0
    for corner in corners:
        index, weight, inside = 0, 1, True
        for (pos, w), size in zip(corner, sizes):
            inside = inside & (pos >= 0) & (pos <= size - 1)
            index = index * size + pos.clamp(0, size - 1).long()
            weight = weight * w
        values = flat.gather(2, index.expand(n, channels, index.shape[-1]))
        out = out + torch.where(inside, values * weight, torch.zeros_like(values))
    return out.reshape([n, channels] + out_shape)


grid_sampler_2d = grid_sampler_3d = grid_sampler


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    """F.grid_sample: grid_sampler with the modes by name (align_corners None is False)."""
    modes, paddings = ("bilinear", "nearest", "bicubic"), ("zeros", "border", "reflection")
    if mode not in modes:
        raise ValueError(
            f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but got: '{mode}'"
        )
    if padding_mode not in paddings:
        raise ValueError(
            "nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or 'reflection', but got: "
            f"'{padding_mode}'"
        )
    out = grid_sampler(input, grid, modes.index(mode), paddings.index(padding_mode), bool(align_corners))
    return torch._rename_grad_fn(out, "GridSampler3DBackward0" if input.dim() == 5 else "GridSampler2DBackward0")


# Affine grids (ATen's affine_grid_generator under F.affine_grid): a base grid of normalized
# coordinates (x, y[, z], 1) times each theta transposed, so autograd reaches theta.


def _linspace_from_neg_one(theta, num_steps, align_corners):
    if num_steps <= 1:
        return torch.tensor(0, dtype=theta.dtype, device=theta.device)
    r = torch.linspace(-1, 1, num_steps, dtype=theta.dtype, device=theta.device)
    if not align_corners:
        r = r * (num_steps - 1) / num_steps
    return r


def affine_grid_generator(theta, size, align_corners):
    """torch.affine_grid_generator: the (N, H, W, 2) or (N, D, H, W, 3) sampling grid."""
    size = [int(s) for s in size]
    n = size[0]
    spatial = size[2:]
    # Coordinates in PyTorch's order: x along the last spatial dim, then y, then z.
    axes = [_linspace_from_neg_one(theta, s, align_corners) for s in reversed(spatial)]
    shape = [n] + spatial
    coords = []
    for k, r in enumerate(axes):
        # axis k (x, y, z) varies along spatial dim len(spatial) - 1 - k
        view = [1] * len(spatial)
        view[len(spatial) - 1 - k] = -1
        coords.append(r.reshape(view) if r.dim() else r)
    # base @ theta^T one output coordinate at a time, as ATen's bmm sums a short contraction:
    # in order, one rounding per product and per addition (a batched matmul's dot would round
    # differently, visible where the terms cancel).
    theta = theta.reshape([n] + [1] * len(spatial) + list(theta.shape[1:]))
    outs = []
    for i in range(len(spatial)):
        acc = coords[0] * theta[..., i, 0]
        for k in range(1, len(coords)):
            acc = acc + coords[k] * theta[..., i, k]
        acc = acc + theta[..., i, len(coords)]
        outs.append(acc.expand(shape))
    return torch.stack(outs, dim=-1)


def affine_grid(theta, size, align_corners=None):
    """F.affine_grid: PyTorch's checks, then affine_grid_generator (align_corners None is False)."""
    if align_corners is None:
        align_corners = False
    if not theta.is_floating_point():
        raise ValueError(f"Expected theta to have floating point type, but got {theta.dtype}")
    given, size = size, list(size)
    if len(size) == 4:
        if theta.dim() != 3 or theta.shape[-2] != 2 or theta.shape[-1] != 3:
            raise ValueError(
                f"Expected a batch of 2D affine matrices of shape Nx2x3 for size {given}. "
                f"Got {theta.shape}."
            )
    elif len(size) == 5:
        if theta.dim() != 3 or theta.shape[-2] != 3 or theta.shape[-1] != 4:
            raise ValueError(
                f"Expected a batch of 3D affine matrices of shape Nx3x4 for size {given}. "
                f"Got {theta.shape}."
            )
    else:
        raise NotImplementedError(
            "affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
            f"respectively. Got size {given}."
        )
    if min(size) <= 0:
        raise ValueError(f"Expected non-zero, positive output size. Got {given}")
    return torch._rename_grad_fn(affine_grid_generator(theta, size, align_corners), "AffineGridGeneratorBackward0")
