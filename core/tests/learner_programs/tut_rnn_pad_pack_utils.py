# The nn.utils.rnn toolbox printed step by step: pad_sequence (batch_first, padding_value),
# pack_sequence and pack_padded_sequence (sorted and enforce_sorted=False), a PackedSequence's
# data/batch_sizes/sorted_indices, pad_packed_sequence with total_length, and an LSTM on packed input.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_sequence, pack_padded_sequence, pad_packed_sequence

device = "cpu"
torch.manual_seed(4)

seqs = [torch.tensor([1, 2, 3, 4]), torch.tensor([5, 6]), torch.tensor([7, 8, 9])]
padded = pad_sequence(seqs)
print("time-major padded:\n", padded)
padded_bf = pad_sequence(seqs, batch_first=True, padding_value=-1)
print("batch-first padded:\n", padded_bf)
lengths = torch.tensor([len(s) for s in seqs])
print("lengths:", lengths)

packed = pack_sequence(seqs, enforce_sorted=False)
print("data:", packed.data)
print("batch_sizes:", packed.batch_sizes)
print("sorted_indices:", packed.sorted_indices, "unsorted_indices:", packed.unsorted_indices)

sorted_seqs = sorted(seqs, key=len, reverse=True)
packed_sorted = pack_sequence(sorted_seqs)
print("sorted pack data:", packed_sorted.data, "sorted_indices:", packed_sorted.sorted_indices)
try:
    pack_sequence(seqs)
except RuntimeError as e:
    print("RuntimeError:", str(e).split(".")[0])

unpacked, lens = pad_packed_sequence(packed, batch_first=True)
print("unpacked:\n", unpacked, "\nlens:", lens)
unpacked_long, _ = pad_packed_sequence(packed, batch_first=True, total_length=6, padding_value=0)
print("total_length=6 shape:", tuple(unpacked_long.shape))

float_seqs = [torch.randn(n, 3) for n in (4, 2, 3)]
x = pad_sequence(float_seqs, batch_first=True).to(device)
lstm = nn.LSTM(input_size=3, hidden_size=5, batch_first=True).to(device)
packed_x = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
out_packed, (h, c) = lstm(packed_x)
print("packed output type:", type(out_packed).__name__, "data shape:", tuple(out_packed.data.shape))
out, out_lens = pad_packed_sequence(out_packed, batch_first=True)
print("output shape:", tuple(out.shape), "lengths:", out_lens.tolist())
print("padded steps are zero:", out[1, 2:].abs().sum().item() == 0.0)
last = out[torch.arange(3), lengths.to(device) - 1]
print("h_n equals last valid output:", torch.allclose(h[0], last, atol=1e-6))

# Compare with running each sequence alone.
for i, s in enumerate(float_seqs):
    o, (hi, _) = lstm(s.unsqueeze(0).to(device))
    print(f"seq {i}: same final hidden {torch.allclose(hi[0, 0], h[0, i], atol=1e-6)}")

# Unpadded LSTM over the padded batch gives a different (wrong) final state for short sequences.
_, (h_bad, _) = lstm(x)
print("naive final state differs for short seqs:", [not torch.allclose(h_bad[0, i], h[0, i]) for i in range(3)])

# A packed sequence can be moved and its data transformed.
doubled = packed_x._replace(data=packed_x.data * 2)
print("doubled data sum ratio:", round((doubled.data.sum() / packed_x.data.sum()).item(), 4))
print(f"h checksum {h.sum().item():.4f} c checksum {c.sum().item():.4f}")
