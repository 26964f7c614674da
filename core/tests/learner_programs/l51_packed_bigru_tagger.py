# A token tagger: Embedding(padding_idx) -> 2-layer bidirectional GRU over packed sequences
# (sorted by length) -> Linear per token, trained with cross_entropy(ignore_index=-100).
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence

device = "cpu"
torch.manual_seed(3)

vocab, ntags = 10, 3
lens = [6, 5, 3, 2]
seqs = [torch.randint(1, vocab, (n,)) for n in lens]
tags = [s % ntags for s in seqs]
x = pad_sequence(seqs, batch_first=True)
y = pad_sequence(tags, batch_first=True, padding_value=-100)
print(x.tolist())
print(y[3].tolist())


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(vocab, 6, padding_idx=0)
        self.rnn = nn.GRU(6, 5, num_layers=2, bidirectional=True, batch_first=True)
        self.out = nn.Linear(10, ntags)

    def forward(self, x, lens):
        packed = pack_padded_sequence(self.emb(x), lens, batch_first=True)
        out, h = self.rnn(packed)
        out, out_lens = pad_packed_sequence(out, batch_first=True, total_length=x.size(1) + 1)
        return self.out(out), h, out_lens


model = Tagger().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for step in range(12):
    logits, h, out_lens = model(x.to(device), lens)
    loss = F.cross_entropy(logits[:, :-1].reshape(-1, ntags), y.to(device).reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 4 == 0:
        print(f"step {step:2d} loss {loss.item():.4f}")
print("logits", tuple(logits.shape), "h", tuple(h.shape), out_lens.tolist())
print("pad rows zero:", bool((logits[3, 2:] == model.out.bias).all()))
pred = logits[:, :-1].argmax(-1)
mask = y != -100
acc = (pred.cpu()[mask] == y[mask]).float().mean().item()
print(f"acc {acc:.3f}")
print("emb grad pad row", model.emb.weight.grad[0].abs().sum().item())
