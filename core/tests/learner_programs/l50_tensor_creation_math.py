# Tensor creation and elementwise math learners try first: arange/linspace/logspace, zeros_like,
# rand/randn/randint shapes, cat/stack/hstack, sum/mean/std/var over dims, cumsum, clamp, sign,
# floor division and remainder with negatives, and comparisons.
import torch

device = "cpu"
torch.manual_seed(0)

print(torch.arange(0, 1, 0.25, device=device), torch.arange(5, 0, -2, device=device))
print(torch.logspace(0, 2, 3, device=device), torch.linspace(-1, 1, 4, device=device))
x = torch.randint(0, 10, (3, 4), device=device)
print(x, x.dtype)
print(torch.zeros_like(x, dtype=torch.float32), torch.ones_like(x).sum())
print(torch.rand(2, 3, device=device).shape, torch.randn(4, device=device).round(decimals=3))
f = x.float()
print(f.sum(), f.sum(0), f.mean(1), f.std(), f.var(1, unbiased=False))
print(f.std(dim=0, correction=0).round(decimals=4), f.median(), f.mode(1))
print(f.prod(1), f.cumsum(1), f.cumprod(0)[-1])
print(torch.cat([x, x], 0).shape, torch.stack([x, x], 2).shape, torch.hstack([x, x]).shape, torch.vstack([x, x[:1]]).shape)
a = torch.tensor([-7, -3, 3, 7], device=device)
print(a // 2, a % 3, torch.fmod(a, 3), torch.remainder(a, -3), a.div(2, rounding_mode="trunc"), a / 2)
print(torch.tensor([-1.5, 0.0, 2.5], device=device).sign(), torch.tensor([2.5, 3.5, -2.5], device=device).round())
print(torch.tensor([1.7, -1.7], device=device).floor(), torch.tensor([1.7, -1.7], device=device).ceil(), torch.tensor([1.7, -1.7], device=device).trunc())
print(f.clamp(2, 6), f.clamp(min=5).min())
print((x > 5).any(), (x > 5).all(dim=1), torch.eq(x, 3).sum(), x.ne(0).float().mean())
print(torch.maximum(f, torch.full_like(f, 4.0)).sum(), torch.minimum(f[0], f[1]))
print(torch.sqrt(torch.tensor([4.0, 9.0], device=device)), torch.exp(torch.tensor([0.0, 1.0], device=device)), torch.log1p(torch.tensor([0.5], device=device)))
print(torch.pow(2, torch.arange(5, device=device)), torch.tensor([2.0], device=device) ** 0.5, 2 ** torch.tensor([3.0], device=device))
print(x.sum().item(), type(x.sum().item()), f.mean().item())
print(torch.allclose(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0 + 1e-9])), torch.isclose(torch.tensor([1.0, 1.1]), torch.tensor([1.0, 1.0])))
print(torch.sort(x[0]), torch.unique(x, return_counts=True))
print(x.float().norm(), x.float().norm(dim=1, p=1), torch.dist(f[0], f[1]))
print(torch.tril(f), torch.triu(f, 1).sum())
