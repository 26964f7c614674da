# Everyday indexing and contraction idioms: torch.einsum for batched matmul, attention scores,
# bilinear forms, traces and outer products; gather to pick per-row values (as a policy-gradient or
# DQN loss does), scatter_/scatter_add_ for one-hot and histograms, masked_fill for padding masks,
# and index_select / nonzero / where — with gradients through the differentiable ones.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

a = torch.randn(2, 3, 4, device=device)
b = torch.randn(2, 4, 5, device=device)
print(torch.allclose(torch.einsum("bij,bjk->bik", a, b), a @ b))
q = torch.randn(2, 3, 8, device=device)
k = torch.randn(2, 5, 8, device=device)
scores = torch.einsum("bqd,bkd->bqk", q, k) / 8**0.5
print(scores.shape, f"{scores.sum().item():.4f}")
m = torch.randn(4, 4, device=device)
print(f"{torch.einsum('ii', m).item():.4f} {m.trace().item():.4f}")
print(torch.einsum("i,j->ij", torch.arange(3.0, device=device), torch.arange(4.0, device=device)))
x = torch.randn(3, 4, device=device, requires_grad=True)
W = torch.randn(4, 4, device=device)
y = torch.randn(3, 4, device=device)
bil = torch.einsum("ni,ij,nj->n", x, W, y)
bil.sum().backward()
print(bil.detach(), x.grad)
print(torch.einsum("bhqk,bhkd->bhqd", torch.ones(1, 2, 2, 3, device=device), torch.arange(12.0, device=device).view(1, 2, 3, 2)))

# gather: Q(s, a) for the chosen actions
q_values = torch.randn(5, 3, device=device, requires_grad=True)
actions = torch.tensor([0, 2, 1, 1, 0], device=device)
chosen = q_values.gather(1, actions.unsqueeze(1)).squeeze(1)
target = torch.tensor([1.0, 0.0, 0.5, -0.5, 2.0], device=device)
loss = F.smooth_l1_loss(chosen, target)
loss.backward()
print(chosen.detach(), f"{loss.item():.4f}")
print(q_values.grad)
print(torch.gather(torch.arange(12, device=device).view(3, 4), 0, torch.tensor([[2, 1, 0, 2]], device=device)))

# scatter: one-hot and counts
labels = torch.tensor([2, 0, 3, 3, 1], device=device)
one_hot = torch.zeros(5, 4, device=device).scatter_(1, labels.unsqueeze(1), 1.0)
print(one_hot)
print(torch.equal(one_hot, F.one_hot(labels, num_classes=4).float()))
counts = torch.zeros(4, device=device).scatter_add_(0, labels, torch.ones(5, device=device))
print(counts, torch.bincount(labels, minlength=4))
src = torch.arange(1.0, 11.0, device=device).view(2, 5)
print(torch.zeros(3, 5, device=device).scatter_(0, torch.tensor([[0, 1, 2, 0, 0], [2, 0, 0, 1, 2]], device=device), src))
print(torch.zeros(2, 4, device=device).scatter(1, torch.tensor([[1], [3]], device=device), 7.5))

# masked_fill: padding and causal masks
lengths = torch.tensor([3, 1, 4], device=device)
pad_mask = torch.arange(4, device=device).unsqueeze(0) >= lengths.unsqueeze(1)
print(pad_mask)
logits = torch.randn(3, 4, device=device, requires_grad=True)
masked = logits.masked_fill(pad_mask, float("-inf"))
attn = F.softmax(masked, dim=-1)
print(attn.detach())
(attn * torch.arange(4.0, device=device)).sum().backward()
print(logits.grad)
causal = torch.triu(torch.ones(4, 4, device=device, dtype=torch.bool), diagonal=1)
print(torch.zeros(4, 4, device=device).masked_fill(causal, -1e9))
t = torch.arange(6.0, device=device).view(2, 3)
t.masked_fill_(t > 3, 0.0)
print(t)

# selection helpers
v = torch.tensor([0.5, -1.0, 0.0, 2.0, -0.25], device=device)
print(torch.nonzero(v > 0), (v < 0).nonzero(as_tuple=True))
print(torch.where(v > 0, v, torch.zeros_like(v)), torch.where(v == 0))
print(v.index_select(0, torch.tensor([4, 0], device=device)), v[v.abs() > 0.3])
print(torch.masked_select(v, v > -0.5))
vals, idx = torch.topk(v, 2)
print(vals, idx, v.argsort(descending=True))
