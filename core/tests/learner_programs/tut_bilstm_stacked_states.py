# A 2-layer bidirectional LSTM: output and h_n layouts, recovering the last forward and first
# backward states, dropout between layers, proj_size, and a tagger trained a few steps.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(14)
B, T, I, H, L = 2, 5, 3, 4, 2
lstm = nn.LSTM(I, H, num_layers=L, bidirectional=True, batch_first=True).to(device)
x = torch.randn(B, T, I, device=device)
out, (h_n, c_n) = lstm(x)
print(tuple(out.shape), tuple(h_n.shape), tuple(c_n.shape))
print(sorted(n for n, _ in lstm.named_parameters())[:8])
hv = h_n.view(L, 2, B, H)
print("last layer fwd == out[:, -1, :H]:", torch.allclose(hv[-1, 0], out[:, -1, :H]))
print("last layer bwd == out[:, 0, H:]:", torch.allclose(hv[-1, 1], out[:, 0, H:]))
summary = torch.cat([h_n[-2], h_n[-1]], dim=1)
print(tuple(summary.shape), round(summary.sum().item(), 4))

h0 = torch.zeros(L * 2, B, H, device=device)
c0 = torch.zeros(L * 2, B, H, device=device)
out2, _ = lstm(x, (h0, c0))
print("zero init same:", torch.allclose(out, out2))
try:
    lstm(x, (torch.zeros(L, B, H, device=device), c0))
except RuntimeError as e:
    print("RuntimeError:", e)

proj = nn.LSTM(I, 8, proj_size=3, batch_first=True).to(device)
po, (ph, pc) = proj(x)
print("proj:", tuple(po.shape), tuple(ph.shape), tuple(pc.shape), tuple(proj.weight_hr_l0.shape))

gru = nn.GRU(I, H, num_layers=3, bidirectional=True).to(device)
go, gh = gru(x.transpose(0, 1))
print("gru:", tuple(go.shape), tuple(gh.shape))
print(lstm)


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(8, 6)
        self.rnn = nn.LSTM(6, 5, num_layers=2, bidirectional=True, batch_first=True, dropout=0.2)
        self.out = nn.Linear(10, 3)

    def forward(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.out(h)


tagger = Tagger().to(device)
ids = torch.randint(0, 8, (4, 6), device=device)
tags = ids % 3
opt = torch.optim.Adam(tagger.parameters(), lr=0.05)
for step in range(6):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(tagger(ids).reshape(-1, 3), tags.reshape(-1))
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 3))
tagger.eval()
with torch.no_grad():
    acc = (tagger(ids).argmax(-1) == tags).float().mean().item()
print("train acc:", round(acc, 2))
