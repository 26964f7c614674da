# Masking for padded batches: lengths to a boolean mask, masked mean/max pooling, masked_fill for
# attention, masked_select and nonzero, torch.where, causal masks with tril/triu, and a masked
# MSE loss that ignores padding.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(18)

B, T, D = 3, 5, 4
x = torch.randn(B, T, D, device=device)
lengths = torch.tensor([5, 3, 1], device=device)
mask = torch.arange(T, device=device).expand(B, T) < lengths.unsqueeze(1)
print(mask)
print("valid positions", mask.sum().item(), mask.sum(1).tolist())

m = mask.unsqueeze(-1).float()
mean_pool = (x * m).sum(1) / m.sum(1)
max_pool = x.masked_fill(~mask.unsqueeze(-1), float("-inf")).max(dim=1).values
print(mean_pool.round(decimals=4))
print(max_pool.round(decimals=4))
print("row 2 mean == first step:", torch.allclose(mean_pool[2], x[2, 0]))

scores = torch.randn(B, T, T, device=device)
causal = torch.tril(torch.ones(T, T, dtype=torch.bool, device=device))
print(causal.int())
key_mask = mask.unsqueeze(1) & causal.unsqueeze(0)
att = F.softmax(scores.masked_fill(~key_mask, float("-inf")), dim=-1)
print(att[1].round(decimals=3))
print("rows sum to one:", torch.allclose(att.sum(-1), torch.ones(B, T, device=device)))
upper = torch.triu(torch.full((T, T), float("-inf"), device=device), diagonal=1)
print(upper)

vals = torch.masked_select(x[..., 0], mask)
print("masked_select", vals.shape, vals.round(decimals=3))
print("nonzero", mask.nonzero()[:4].tolist())
print("as_tuple", [t.tolist() for t in (~mask).nonzero(as_tuple=True)])
clipped = torch.where(x > 0, x, torch.zeros_like(x))
print("where == relu:", torch.equal(clipped, F.relu(x)))
print(torch.where(mask, lengths.unsqueeze(1).expand(B, T), -1))

pred = torch.randn(B, T, device=device, requires_grad=True)
target = torch.randn(B, T, device=device)
se = (pred - target) ** 2
loss = (se * mask).sum() / mask.sum()
loss.backward()
print(f"masked mse {loss.item():.4f}")
print("padding grads zero:", bool((pred.grad[~mask] == 0).all()))
print(pred.grad.ne(0).sum().item())
