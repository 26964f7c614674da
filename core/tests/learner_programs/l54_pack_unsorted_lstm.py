# Variable-length batches through an LSTM: pack_padded_sequence with enforce_sorted=False,
# pack_sequence, sorted/unsorted indices, pad_packed_sequence with total_length and padding_value,
# and how bidirectional h_n lines up with the padded outputs.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pack_sequence, pad_sequence

device = "cpu"
torch.manual_seed(3)

seqs = [torch.randn(n, 3, device=device) for n in (2, 4, 3)]
padded = pad_sequence(seqs, batch_first=True)
print(padded.shape)
lengths = torch.tensor([2, 4, 3])
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.batch_sizes, packed.sorted_indices, packed.unsorted_indices)
print(packed.data.shape)
lstm = nn.LSTM(3, 4, batch_first=True, bidirectional=True).to(device)
out, (h, c) = lstm(packed)
unpacked, lens = pad_packed_sequence(out, batch_first=True, total_length=5, padding_value=-1.0)
print(unpacked.shape, lens)
print(unpacked[0].round(decimals=4))
last_fwd = torch.stack([unpacked[i, lens[i] - 1, :4] for i in range(3)])
print(torch.allclose(last_fwd, h[0], atol=1e-6))
print(torch.allclose(unpacked[:, 0, 4:], h[1], atol=1e-6))
print(h.shape, c.shape)

ps = pack_sequence(seqs, enforce_sorted=False)
print(ps.batch_sizes)
o2, _ = lstm(ps)
u2, l2 = pad_packed_sequence(o2)
print(u2.shape, l2)
print(torch.allclose(u2.transpose(0, 1)[:, :4], unpacked[:, :4], atol=1e-6))

sorted_seqs = sorted(seqs, key=len, reverse=True)
ps3 = pack_sequence(sorted_seqs)
print(ps3.sorted_indices, ps3.unsorted_indices)
gru = nn.GRU(3, 2, num_layers=2).to(device)
o3, h3 = gru(ps3)
print(h3.round(decimals=4))
loss = pad_packed_sequence(o3)[0].pow(2).sum()
loss.backward()
print(round(loss.item(), 4), gru.weight_hh_l1.grad.abs().sum().item() > 0)
try:
    pack_sequence(seqs)
except RuntimeError as e:
    print("RuntimeError:", str(e).split("\n")[0])
