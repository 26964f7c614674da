# torch.nn.utils.rnn: padding and packing of variable-length sequences, as PyTorch's.
from collections import namedtuple

import torch


class PackedSequence(namedtuple("PackedSequence_", "data batch_sizes sorted_indices unsorted_indices",
                                       module=__name__)):
    def __new__(cls, data, batch_sizes=None, sorted_indices=None, unsorted_indices=None):
        if unsorted_indices is None:
            unsorted_indices = invert_permutation(sorted_indices)
        if batch_sizes is None:
            data, batch_sizes = data
        return super().__new__(cls, data, batch_sizes, sorted_indices, unsorted_indices)

    def to(self, *args, **kwargs):
        data = self.data.to(*args, **kwargs)
        if data is self.data:
            return self
        f = lambda t: None if t is None else t.to(data.device)
        return type(self)(data, self.batch_sizes, f(self.sorted_indices), f(self.unsorted_indices))

    def cpu(self):
        return self.to("cpu")

    def double(self):
        return self.to(torch.float64)

    def float(self):
        return self.to(torch.float32)

    def half(self):
        return self.to(torch.float16)

    def long(self):
        return self.to(torch.int64)

    def int(self):
        return self.to(torch.int32)

    @property
    def is_cuda(self):
        return self.data.is_cuda


def invert_permutation(permutation):
    if permutation is None:
        return None
    return torch.empty_like(permutation).scatter_(
        0, permutation, torch.arange(permutation.numel(), device=permutation.device))


def _pack(input, sizes):
    # time-major (T, B, *) -> the packed rows, step by step
    return torch.cat([input[t, :b] for t, b in enumerate(sizes)])


def _unpack(data, sizes, padding_value=0.0, total=None):
    # packed rows -> time-major (T, B, *) padded with padding_value
    B, rows, off = sizes[0], [], 0
    for b in sizes + [0] * ((total or 0) - len(sizes)):
        row = data[off:off + b]
        off += b
        if b < B:
            pad = torch.full((B - b,) + tuple(data.shape[1:]), padding_value, dtype=data.dtype,
                             device=data.device)
            row = torch.cat([row, pad])
        rows.append(row)
    return torch.stack(rows)


def _lengths(sizes):
    return [sum(1 for s in sizes if s > b) for b in range(sizes[0])]


def pack_padded_sequence(input, lengths, batch_first=False, enforce_sorted=True):
    lengths = torch.as_tensor(lengths, dtype=torch.int64, device="cpu")
    sorted_indices = None
    if not enforce_sorted:
        lengths, sorted_indices = torch.sort(lengths, descending=True)
        sorted_indices = sorted_indices.to(input.device)
        input = input.index_select(0 if batch_first else 1, sorted_indices)
    if batch_first:
        input = input.transpose(0, 1)
    n = lengths.tolist()
    if len(n) != input.size(1):
        raise RuntimeError("Expected `len(lengths)` to be equal to batch_size, but got "
                           + str(len(n)) + " (batch_size=" + str(input.size(1)) + ")")
    if any(a < b for a, b in zip(n, n[1:])):
        raise RuntimeError(
            "`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. "
            "You can pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence "
            "to sidestep this requirement if you do not need ONNX exportability.")
    if n[-1] <= 0:
        raise RuntimeError("Length of all samples has to be greater than 0, but found an "
                           "element in 'lengths' that is <= 0")
    sizes = [sum(1 for m in n if m > t) for t in range(n[0])]
    return PackedSequence(_pack(input, sizes), torch.tensor(sizes), sorted_indices, None)


def pad_packed_sequence(sequence, batch_first=False, padding_value=0.0, total_length=None):
    sizes = sequence.batch_sizes.tolist()
    if total_length is not None and total_length < len(sizes):
        raise ValueError(
            "Expected total_length to be at least the length of the longest sequence in input, "
            "but got total_length=" + str(total_length) + " and max sequence length being "
            + str(len(sizes)))
    out = _unpack(sequence.data, sizes, padding_value, total_length)
    if batch_first:
        out = out.transpose(0, 1)
    lengths = torch.tensor(_lengths(sizes))
    idx = sequence.unsorted_indices
    if idx is not None:
        return out.index_select(0 if batch_first else 1, idx), lengths[idx.cpu()]
    return out, lengths


def pad_sequence(sequences, batch_first=False, padding_value=0.0, padding_side="right"):
    if isinstance(sequences, torch.Tensor):
        sequences = sequences.unbind(0)
    sequences = tuple(sequences)
    if not sequences:
        raise RuntimeError("received an empty list of sequences")
    if padding_side not in ("left", "right"):
        raise RuntimeError("Expected padding_side to be one of left or right, but got "
                           + str(padding_side) + ".")
    n = max(s.size(0) for s in sequences)
    rest = tuple(sequences[0].shape[1:])
    rows = []
    for s in sequences:
        for d, (a, b) in enumerate(zip(rest, s.shape[1:])):
            if a != b and b != 1:
                raise RuntimeError("The size of tensor a (" + str(a) + ") must match the size of "
                                   "tensor b (" + str(b) + ") at non-singleton dimension "
                                   + str(d + 1))
        s = s.expand((s.size(0),) + rest)
        pad = torch.full((n - s.size(0),) + rest, padding_value, dtype=sequences[0].dtype,
                         device=s.device)
        rows.append(torch.cat([s, pad] if padding_side == "right" else [pad, s]))
    return torch.stack(rows, 0 if batch_first else 1)


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    if not batch_first:
        padded_sequences = padded_sequences.transpose(0, 1)
    idx = torch.arange(padded_sequences.size(1), device=lengths.device)
    # indexing rows, not iterating the tensor: iteration here drops the autograd graph
    return [padded_sequences[i][idx < n] for i, n in enumerate(lengths)]


def pack_sequence(sequences, enforce_sorted=True):
    lengths = torch.as_tensor([v.size(0) for v in sequences])
    return pack_padded_sequence(pad_sequence(sequences), lengths, enforce_sorted=enforce_sorted)


def unpack_sequence(packed_sequences):
    padded, lengths = pad_packed_sequence(packed_sequences, batch_first=True)
    return unpad_sequence(padded, lengths, batch_first=True)
