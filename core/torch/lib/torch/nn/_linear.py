"""F.linear, F.bilinear, F.normalize, F.one_hot and F.cosine_similarity, composed from the
differentiable tensor ops after ATen's formulas."""
import torch
from _torch_nn import affine as _affine


def linear(input, weight, bias=None):
    """input @ weight.T + bias: with a bias and a matrix input, one matmul with the bias in its
    epilogue (core/torch/src/linear.rs)."""
    if input.dim() == 0 or weight.dim() == 0:
        raise RuntimeError("both arguments to linear need to be at least 1D, but they are "
                           + str(input.dim()) + "D and " + str(weight.dim()) + "D")
    if bias is not None and input.dim() == 2 and weight.dim() == 2:
        # ATen's addmm expands the bias to the result's [rows, out_features] first
        target = [input.shape[0], weight.shape[0]]
        b = list(bias.shape)
        for i in range(1, len(b) + 1):
            if i <= 2 and b[-i] != target[-i] and b[-i] != 1:
                raise RuntimeError(
                    "The expanded size of the tensor (" + str(target[-i]) + ") must match the "
                    "existing size (" + str(b[-i]) + ") at non-singleton dimension "
                    + str(2 - i) + ".  Target sizes: " + str(target) + ".  Tensor sizes: "
                    + str(b))
    if bias is not None and weight.dim() == 2 and (
            input.dim() >= 2 or (input.dim() == 1 and input.shape[0] == weight.shape[1])):
        # (A vector as one row, as ATen's linear flattens a contiguous input with a bias.)
        return _affine(input, weight.t(), bias)
    if bias is not None and weight.dim() == 2 and input.dim() == 1 and input.shape[0] != weight.shape[1]:
        # ATen's linear of a vector with a bias is an addmm of one row.
        raise RuntimeError(
            "addmm: mat1 and mat2 shapes cannot be multiplied (1x" + str(input.shape[0]) + " and "
            + str(weight.shape[1]) + "x" + str(weight.shape[0]) + ")"
        )
    out = input.matmul(weight.t()) if weight.dim() == 2 else input.matmul(weight)
    # Under autocast the product is in the autocast dtype: the bias joins it there.
    return out if bias is None else out + bias.to(out.dtype)


def bilinear(input1, input2, weight, bias=None):
    """out[..., o] = sum_ij input1[..., i] * weight[o, i, j] * input2[..., j] + bias[o]."""
    if input1.dim() != input2.dim():
        raise RuntimeError(
            "bilinear(): input dimensions do not match: got " + str(input1.dim()) + " and "
            + str(input2.dim())
        )
    for d in range(input1.dim() - 1):
        if input1.shape[d] != input2.shape[d]:
            raise RuntimeError(
                "bilinear(): input batch dimensions do not match at dim " + str(d) + ": got "
                + str(input1.shape[d]) + " and " + str(input2.shape[d])
            )
    o, i, j = weight.shape[0], weight.shape[1], weight.shape[2]
    if input1.shape[-1] != i:
        raise RuntimeError(
            "bilinear(): input1 size does not match weight size: got " + str(input1.shape[-1])
            + " but expected " + str(i)
        )
    if input2.shape[-1] != j:
        raise RuntimeError(
            "bilinear(): input2 size does not match weight size: got " + str(input2.shape[-1])
            + " but expected " + str(j)
        )
    lead = list(input1.shape[:-1])
    a = input1.reshape(-1, i)
    b = input2.reshape(-1, j)
    t = (a @ weight.permute(1, 0, 2).reshape(i, o * j)).reshape(-1, o, j)
    out = (t * b.unsqueeze(1)).sum(-1)
    if bias is not None:
        out = out + bias
    return out.reshape(lead + [o])


def _size(t):
    return "[" + ", ".join(str(s) for s in t.shape) + "]"


def normalize(input, p=2.0, dim=1, eps=1e-12, out=None):
    """input / max(||input||_p along dim, eps)."""
    if out is not None:
        raise NotImplementedError("F.normalize(out=...) is not supported")
    denom = input.norm(p, dim, keepdim=True).clamp_min(eps)
    return input / denom


def one_hot(tensor, num_classes=-1):
    """A (*, num_classes) int64 tensor, 1 at each class index."""
    if tensor.dtype != torch.int64:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    if tensor.numel() == 0:
        if num_classes <= 0:
            raise RuntimeError("Can not infer total number of classes from empty tensor.")
        return torch.zeros(list(tensor.shape) + [num_classes], dtype=torch.int64,
                           device=tensor.device)
    if int(tensor.min()) < 0:
        raise RuntimeError("Class values must be non-negative.")
    top = int(tensor.max())
    if num_classes == -1:
        num_classes = top + 1
    elif top >= num_classes:
        raise RuntimeError("Class values must be smaller than num_classes.")
    classes = torch.arange(num_classes, device=tensor.device)
    return (tensor.unsqueeze(-1) == classes).long()


def _broadcast_shape(a, b):
    n = max(len(a), len(b))
    a = [1] * (n - len(a)) + a
    b = [1] * (n - len(b)) + b
    out = []
    for i in range(n):
        if a[i] != b[i] and a[i] != 1 and b[i] != 1:
            raise RuntimeError(
                "The size of tensor a (" + str(a[i]) + ") must match the size of tensor b ("
                + str(b[i]) + ") at non-singleton dimension " + str(i)
            )
        out.append(b[i] if a[i] == 1 else a[i])
    return out


def _clamped_norm(x, dim, eps):
    # ATen clamps the norms in place under no_grad: the value is clamped, the gradient the
    # unclamped norm's.
    n = x.norm(2, dim, keepdim=True)
    return n + (n.detach().clamp_min(eps) - n.detach())


def cosine_similarity(x1, x2, dim=1, eps=1e-8):
    """sum((x1 / ||x1||) * (x2 / ||x2||)) along dim, each norm at least eps."""
    shape = _broadcast_shape(list(x1.shape), list(x2.shape))
    x1, x2 = x1.expand(shape), x2.expand(shape)
    return ((x1 / _clamped_norm(x1, dim, eps)) * (x2 / _clamped_norm(x2, dim, eps))).sum(dim)
