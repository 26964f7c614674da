# In-place fills on tensors in the middle of a graph, as attention and loss code writes them:
# scores.masked_fill_(mask, -1e9) before softmax, index_fill_ to silence classes, fill_diagonal_
# on a similarity matrix for contrastive loss, and the gradients that flow (or do not) through them.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

q = nn.Linear(6, 6).to(device)
k = nn.Linear(6, 6).to(device)
x = torch.randn(2, 4, 6, device=device)
lengths = torch.tensor([4, 2], device=device)
pad = torch.arange(4, device=device)[None, :] >= lengths[:, None]
scores = q(x) @ k(x).transpose(1, 2) * 6 ** -0.5
scores.masked_fill_(pad[:, None, :], -1e9)
causal = torch.triu(torch.ones(4, 4, dtype=torch.bool, device=device), 1)
scores.masked_fill_(causal, -1e9)
attn = scores.softmax(-1)
print(attn[1].round(decimals=3))
(attn @ x).pow(2).sum().backward()
print(q.bias.grad.round(decimals=4), k.weight.grad.abs().sum().round(decimals=4))

logits = nn.Linear(6, 5).to(device)(x[:, 0])
logits.index_fill_(1, torch.tensor([0, 4], device=device), -1e4)
print(logits.argmax(1), logits.round(decimals=2))
loss = F.cross_entropy(logits, torch.tensor([1, 2], device=device))
loss.backward()
print(f"{loss.item():.4f}")

proj = nn.Linear(6, 3).to(device)
z = F.normalize(proj(torch.randn(5, 6, device=device)), dim=1)
sim = z @ z.T * (1 / 0.5)
sim.fill_diagonal_(-1e4)
targets = torch.tensor([1, 0, 3, 2, 0], device=device)
nce = F.cross_entropy(sim, targets)
nce.backward()
print(f"nce {nce.item():.4f}", proj.weight.grad.round(decimals=4))

w = torch.randn(3, 3, device=device, requires_grad=True)
h = w * 2
h.masked_fill_(h > 0, 0.0)
h.sum().backward()
print(w.grad)
try:
    w.masked_fill_(w > 0, 1.0)
except RuntimeError as e:
    print("leaf:", e)
with torch.no_grad():
    w.masked_fill_(w > 0, 1.0)
print(w.detach().round(decimals=3))
