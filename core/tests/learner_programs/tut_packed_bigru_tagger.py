# A bidirectional GRU over variable-length sequences with pack_padded_sequence
# (enforce_sorted=False), pad_packed_sequence back, the final hidden states of both directions
# concatenated for classification, and the PackedSequence fields.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence

device = "cpu"
torch.manual_seed(101)

seqs = [torch.randn(n, 3) for n in [4, 2, 5, 1]]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True)
print(padded.shape, lengths.tolist())
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(type(packed).__name__, packed.data.shape, packed.batch_sizes.tolist())
print(packed.sorted_indices.tolist(), packed.unsorted_indices.tolist())

gru = nn.GRU(3, 6, batch_first=True, bidirectional=True).to(device)
out_packed, h = gru(packed.to(device))
out, out_lengths = pad_packed_sequence(out_packed, batch_first=True)
print("out", tuple(out.shape), out_lengths.tolist(), "h", tuple(h.shape))
print("padding zeros:", out[1, 2:].abs().sum().item())
# Forward direction's last valid step equals h[0]; backward direction's first step equals h[1].
last_fwd = out[torch.arange(4), lengths - 1, :6]
print("h[0] == last valid forward output:", torch.allclose(last_fwd, h[0], atol=1e-6))
print("h[1] == first backward output:", torch.allclose(out[:, 0, 6:], h[1], atol=1e-6))
unpacked_total, _ = pad_packed_sequence(out_packed, batch_first=True, total_length=7)
print("total_length", tuple(unpacked_total.shape))


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU(3, 8, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(16, 2)

    def forward(self, x, lengths):
        p = pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=False)
        _, h = self.rnn(p)
        return self.fc(torch.cat([h[-2], h[-1]], dim=1))


def make(n):
    xs = [torch.randn(int(torch.randint(1, 7, (1,))), 3) for _ in range(n)]
    ys = torch.tensor([int(x[:, 0].sum() > 0) for x in xs])
    return pad_sequence(xs, batch_first=True), torch.tensor([len(x) for x in xs]), ys


model = Classifier().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
X, L, Y = make(48)
for epoch in range(6):
    logits = model(X.to(device), L)
    loss = nn.functional.cross_entropy(logits, Y.to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    acc = (logits.argmax(1) == Y.to(device)).float().mean().item()
    print(f"epoch {epoch} loss {loss.item():.4f} acc {acc:.3f}")
