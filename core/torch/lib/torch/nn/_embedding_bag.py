"""F.embedding_bag, as PyTorch's torch/nn/functional.py over ATen's embedding_bag: each bag's rows
of `weight` summed (optionally weighted per sample), averaged or maxed. The bags are a (bags,
positions) membership matrix built by comparing the positions with the offsets, so the result is
a matmul (sum, mean) or a masked max over the gathered rows and no op depends on reading the
offsets; entries equal to padding_idx take no part, an empty bag is zeros. max_norm,
scale_grad_by_freq and sparse gradients are not provided.
"""
import torch
import torch.nn.functional as F


def _check_offsets(offsets, length):
    # One device read for ATen's checks of the offsets (its first message prints offsets[0]
    # as a tensor, whose type line it keeps).
    first, last = offsets[0], offsets[-1]
    bad = (first != 0) | (last > length) | (offsets[1:] < offsets[:-1]).any()
    if not bool(bad):
        return
    if int(first) != 0:
        raise RuntimeError(
            "offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start "
            "from position 0. However, got " + str(int(first)) + "\n[ torch.LongTensor{} ]")
    if int(last) > length:
        raise RuntimeError("offsets[-1] can not be greater than input's length "
                           + str(length) + " but got offsets[-1] of " + str(int(last)))
    raise RuntimeError("embedding_bag: offsets have to be non-decreasing")


def embedding_bag(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False,
                  mode="mean", sparse=False, per_sample_weights=None, include_last_offset=False,
                  padding_idx=None):
    """Sums, means or maxes of bags of embeddings: a 2-D input is one bag per row, a 1-D input
    is cut into bags at `offsets`."""
    if per_sample_weights is not None and tuple(input.shape) != tuple(per_sample_weights.shape):
        raise ValueError(
            "embedding_bag: If per_sample_weights (" + str(per_sample_weights.shape)
            + ") is not None, then it must have the same shape as the input ("
            + str(input.shape) + ")")
    if weight.dim() != 2:
        raise ValueError("weight has to be a 2D Tensor, but got Tensor of dimension "
                         + str(weight.dim()))
    fixed_bags = input.dim() == 2
    if fixed_bags:
        if offsets is not None:
            raise ValueError(
                "if input is 2D, then offsets has to be None, as input is treated is a "
                "mini-batch of fixed length sequences. However, found offsets of type "
                + str(type(offsets)))
        offsets = torch.arange(0, input.numel(), input.size(1), dtype=input.dtype,
                               device=input.device)
        include_last_offset = False
        input = input.reshape(-1)
        if per_sample_weights is not None:
            per_sample_weights = per_sample_weights.reshape(-1)
    elif input.dim() == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.dim() != 1:
            raise ValueError("offsets has to be a 1D Tensor")
    else:
        raise ValueError("input has to be 1D or 2D Tensor, but got Tensor of dimension "
                         + str(input.dim()))
    if mode not in ("sum", "mean", "max"):
        raise ValueError("mode has to be one of sum, mean or max")
    if mode == "max" and scale_grad_by_freq:
        raise ValueError("max mode does not support scaling the gradient by the frequency")
    if mode == "max" and sparse:
        raise ValueError("max mode does not support sparse weights")
    for name, unsupported in (("max_norm", max_norm is not None),
                              ("scale_grad_by_freq", scale_grad_by_freq), ("sparse", sparse)):
        if unsupported:
            raise NotImplementedError(
                "embedding_bag(" + name + "=...) is not supported in the playground")
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError(
            "embedding_bag: per_sample_weights was not None. per_sample_weights is only "
            "supported for mode='sum' (got mode='" + mode + "'). Please open a feature request "
            "on GitHub.")
    length = input.numel()
    if not fixed_bags:
        _check_offsets(offsets, length)
    positions = torch.arange(length, device=input.device)
    if include_last_offset:
        starts, ends = offsets[:-1], offsets[1:]
    else:
        starts = offsets
        ends = torch.cat([offsets[1:], torch.tensor([length], dtype=offsets.dtype,
                                                    device=offsets.device)])
    member = (positions >= starts.unsqueeze(1)) & (positions < ends.unsqueeze(1))
    if padding_idx is not None:
        if padding_idx < 0:
            padding_idx += weight.size(0)
        member = member & (input != padding_idx)
    rows = F.embedding(input, weight)
    if mode == "max":
        values = rows.unsqueeze(0).masked_fill(member.logical_not().unsqueeze(-1),
                                               torch.finfo(rows.dtype).min)
        empty = member.any(1).logical_not().unsqueeze(-1)
        return values.amax(1).masked_fill(empty, 0.0)
    scale = member.to(rows.dtype)
    if per_sample_weights is not None:
        scale = scale * per_sample_weights
    out = scale.matmul(rows)
    if mode == "mean":
        out = out / member.sum(1).clamp(min=1).unsqueeze(-1).to(rows.dtype)
    return out
