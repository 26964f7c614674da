# Additive (Bahdanau-style) attention pooling over LSTM outputs for sequence classification: a
# score MLP per timestep, masked softmax over valid positions only, the context vector as a
# weighted sum with bmm, attention weights inspected after training on a "find the marker" task.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(19)

V, T, MARK = 12, 10, 11


def make_batch(n):
    lengths = torch.randint(4, T + 1, (n,))
    x = torch.randint(1, 10, (n, T))
    y = torch.randint(0, 2, (n,))
    pos = (torch.rand(n) * lengths).long()
    x[y == 1, :] = x[y == 1, :]
    x[torch.arange(n)[y == 1], pos[y == 1]] = MARK
    mask = torch.arange(T)[None, :] < lengths[:, None]
    x = x.masked_fill(~mask, 0)
    return x.to(device), y.to(device), mask.to(device), pos.to(device)


class AttnPool(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.proj = nn.Linear(d, d)
        self.v = nn.Linear(d, 1, bias=False)

    def forward(self, h, mask):
        scores = self.v(torch.tanh(self.proj(h))).squeeze(-1)
        scores = scores.masked_fill(~mask, float("-inf"))
        weights = F.softmax(scores, dim=1)
        context = torch.bmm(weights.unsqueeze(1), h).squeeze(1)
        return context, weights


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 16, padding_idx=0)
        self.lstm = nn.LSTM(16, 16, batch_first=True, bidirectional=True)
        self.pool = AttnPool(32)
        self.out = nn.Linear(32, 2)

    def forward(self, x, mask):
        h, _ = self.lstm(self.emb(x))
        context, weights = self.pool(h, mask)
        return self.out(context), weights


model = Classifier().to(device)
x, y, mask, pos = make_batch(4)
logits, w = model(x, mask)
print("logits", tuple(logits.shape), "weights", tuple(w.shape))
print("weights on padding are zero:", (w[~mask] == 0).all().item())
print("weights sum to one:", torch.allclose(w.sum(1), torch.ones(4, device=device)))

opt = torch.optim.Adam(model.parameters(), lr=0.01)
for step in range(40):
    x, y, mask, pos = make_batch(48)
    logits, _ = model(x, mask)
    loss = F.cross_entropy(logits, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 19:
        acc = (logits.argmax(1) == y).float().mean().item()
        print(f"step {step + 1}: loss {loss.item():.4f} acc {acc:.3f}")

model.eval()
with torch.no_grad():
    x, y, mask, pos = make_batch(200)
    logits, w = model(x, mask)
    acc = (logits.argmax(1) == y).float().mean().item()
    pos_mask = y == 1
    hit = (w[pos_mask].argmax(1) == pos[pos_mask]).float().mean().item()
    w_on_mark = w[pos_mask].gather(1, pos[pos_mask].unsqueeze(1)).mean().item()
print(f"eval acc {acc:.3f}; attention peak on the marker {hit:.3f}; mean weight on the marker {w_on_mark:.3f}")
i = int(pos_mask.nonzero()[0])
print("example tokens: ", x[i].tolist())
print("example weights:", [round(v, 2) for v in w[i].tolist()])
