# einsum for batched matmul, outer products, traces, bilinear forms and attention scores, and
# broadcasting rules with explicit expand/unsqueeze, plus in-place ops and their pitfalls.
import torch

device = "cpu"
torch.manual_seed(0)

a = torch.randn(2, 3, 4, device=device)
b = torch.randn(2, 4, 5, device=device)
print(torch.allclose(torch.einsum("bij,bjk->bik", a, b), a @ b, atol=1e-6))
v = torch.arange(3.0, device=device)
w = torch.arange(4.0, device=device)
print(torch.einsum("i,j->ij", v, w))
m = torch.arange(9.0, device=device).view(3, 3)
print(torch.einsum("ii", m), torch.einsum("ii->i", m), torch.einsum("ij->ji", m))
print(torch.einsum("ij,ij->", m, m), (m * m).sum())
q = torch.randn(2, 4, 8, device=device)
k = torch.randn(2, 6, 8, device=device)
scores = torch.einsum("bqd,bkd->bqk", q, k) / 8 ** 0.5
print(scores.shape, torch.allclose(scores, q @ k.transpose(1, 2) / 8 ** 0.5, atol=1e-5))
W = torch.randn(3, 5, 4, device=device)
print(torch.einsum("bi,oij,bj->bo", torch.randn(2, 5, device=device), W, torch.randn(2, 4, device=device)).shape)
print(torch.einsum("...ij->...ji", a).shape)

col = torch.tensor([[1.0], [2.0], [3.0]], device=device)
row = torch.tensor([10.0, 20.0], device=device)
print(col + row)
print((col * row).shape, torch.broadcast_shapes((3, 1), (2,), (1, 1, 1)))
print(a.mean(dim=(0, 2), keepdim=True).shape)
centered = a - a.mean(dim=-1, keepdim=True)
print(centered.sum(-1).abs().max() < 1e-5)
print(row.expand(3, 2), row.expand(3, 2).stride(), row.repeat(3, 1).stride())
try:
    torch.ones(3, 2, device=device) + torch.ones(3, device=device)
except RuntimeError as e:
    print("error:", e)
t = torch.ones(3, device=device)
t.add_(2).mul_(3)
print(t)
t2 = t.view(3, 1)
t2 += torch.arange(3.0, device=device).view(3, 1)
print(t)
x = torch.zeros(2, 3, device=device)
x.copy_(torch.tensor([1.0, 2.0, 3.0], device=device))
print(x, x.clamp_(max=2.5), x.sub_(1).abs_())
leaf = torch.ones(2, device=device, requires_grad=True)
try:
    leaf.add_(1)
except RuntimeError as e:
    print("error:", e)
