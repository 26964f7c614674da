# PackedSequence utilities: pack_sequence (enforce_sorted=False), its data/batch_sizes/
# sorted_indices, unpack_sequence, unpad_sequence, and an LSTM run on packed vs padded input.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import (pack_sequence, unpack_sequence, pad_sequence, unpad_sequence,
                                pack_padded_sequence, pad_packed_sequence)

device = "cpu"
torch.manual_seed(33)

seqs = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0, 6.0]), torch.tensor([7.0])]
packed = pack_sequence(seqs, enforce_sorted=False)
print(packed.data.tolist(), packed.batch_sizes.tolist(), packed.sorted_indices.tolist(), packed.unsorted_indices.tolist())
print([s.tolist() for s in unpack_sequence(packed)])
padded = pad_sequence(seqs, batch_first=True, padding_value=-1.0)
print(padded.tolist())
lens = torch.tensor([2, 4, 1])
print([s.tolist() for s in unpad_sequence(padded, lens, batch_first=True)])
print(pad_sequence(seqs, padding_side="left", batch_first=True).tolist())

lstm = nn.LSTM(1, 3, batch_first=True).to(device)
feats = [s.unsqueeze(-1).to(device) for s in seqs]
p_in = pack_sequence(feats, enforce_sorted=False)
p_out, (h, c) = lstm(p_in)
print(type(p_out).__name__, tuple(p_out.data.shape), tuple(h.shape))
out, out_lens = pad_packed_sequence(p_out, batch_first=True, padding_value=0.0)
print(tuple(out.shape), out_lens.tolist())
for i, s in enumerate(feats):
    single, (hs, _) = lstm(s.unsqueeze(0))
    print(i, "last state matches", torch.allclose(hs[0, 0], h[0, i], atol=1e-6),
          torch.allclose(single[0, -1], out[i, len(s) - 1], atol=1e-6))
pp = pack_padded_sequence(pad_sequence(feats, batch_first=True), lens, batch_first=True, enforce_sorted=False)
print(torch.equal(pp.data, p_in.data), pp.batch_sizes.tolist())
moved = p_in.to(device)
print(type(moved).__name__, moved.is_cuda)
