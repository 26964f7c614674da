# pack_padded_sequence / pad_packed_sequence round trips, sorted and with enforce_sorted=False:
# the PackedSequence's fields, its printing, .to(), pack_sequence/unpack_sequence, total_length,
# gradients flowing back through pack and pad, and PyTorch's errors for bad lengths.
import torch
from torch.nn.utils.rnn import (PackedSequence, pack_padded_sequence, pack_sequence,
                                pad_packed_sequence, pad_sequence, unpack_sequence)

device = "cpu"

x = torch.arange(1.0, 13.0, device=device).view(4, 3)
packed = pack_padded_sequence(x, [4, 2, 1])
print(packed)
print(isinstance(packed, tuple), len(packed), packed._fields)
data, batch_sizes, sorted_indices, unsorted_indices = packed
print(data.tolist(), batch_sizes.tolist(), sorted_indices, unsorted_indices)
padded, lengths = pad_packed_sequence(packed)
print(padded)
print(lengths)

batch = torch.tensor([[1, 2, 0, 0], [3, 4, 5, 6], [7, 8, 9, 0]], device=device)
p = pack_padded_sequence(batch, torch.tensor([2, 4, 3]), batch_first=True, enforce_sorted=False)
print(p)
print(p.data.device.type == batch.device.type, p.batch_sizes.device)
out, lens = pad_packed_sequence(p, batch_first=True, padding_value=-1, total_length=6)
print(out)
print(lens)
print(p.to(torch.float64).data.dtype, p.to(device) is p, p.double().data.dtype)

seqs = [torch.tensor([1.0, 2.0], device=device), torch.tensor([3.0, 4.0, 5.0], device=device),
        torch.tensor([6.0], device=device)]
ps = pack_sequence(seqs, enforce_sorted=False)
print(ps)
print([s.tolist() for s in unpack_sequence(ps)])

w = torch.arange(1.0, 7.0, device=device).view(3, 2).requires_grad_()
feat = pad_sequence([w[:2] * 2, w[2:] * 3], batch_first=True)
pk = pack_padded_sequence(feat, [2, 1], batch_first=True)
print(pk.data.tolist(), pk.batch_sizes.tolist())
(pk.data * torch.arange(1.0, 7.0, device=device).view(3, 2)).sum().backward()
print(w.grad)
g = torch.ones(3, 1, device=device, requires_grad=True)
u, _ = pad_packed_sequence(PackedSequence(g * 5, torch.tensor([2, 1])), total_length=3)
(u.squeeze(2) * torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], device=device)).sum().backward()
print(u.squeeze(2).tolist(), g.grad.view(-1).tolist())

z = torch.zeros(5, 3, 2, device=device)
for lengths in [[3, 5, 2], [5, 3, 0], [5, 3], [5, 3, 2, 1]]:
    try:
        pack_padded_sequence(z, lengths)
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    pack_sequence([torch.ones(2), torch.ones(3)])
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    pad_packed_sequence(pack_padded_sequence(z, [5, 3, 2]), total_length=4)
except ValueError as e:
    print("ValueError:", e)
