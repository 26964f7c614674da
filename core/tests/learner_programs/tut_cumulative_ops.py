# Running computations: cumsum/cumprod (and their gradients), logcumsumexp as a stable running
# log-sum, cummax/cummin indices, diff with prepend, and uses: running mean, drawdown, compound
# growth, and prefix-sum range queries.
import torch

device = "cpu"
torch.manual_seed(22)
x = torch.tensor([1.0, 3.0, -2.0, 4.0, 0.5], device=device)
print(x.cumsum(0).tolist(), torch.cumprod(x, 0).tolist())
print([round(v, 4) for v in torch.logcumsumexp(x, 0).tolist()])
print([round(v, 4) for v in torch.log(torch.exp(x).cumsum(0)).tolist()])
mx = torch.cummax(x, 0)
mn = x.cummin(0)
print(mx.values.tolist(), mx.indices.tolist(), mn.values.tolist(), mn.indices.tolist())
print(torch.diff(x).tolist(), torch.diff(x, n=2).tolist(), torch.diff(x, prepend=torch.zeros(1, device=device)).tolist())

m = torch.arange(1, 13, dtype=torch.float32, device=device).reshape(3, 4)
print(m.cumsum(1).tolist(), m.cumsum(dim=0)[-1].tolist())
print(torch.cumsum(torch.tensor([1, 2, 3], dtype=torch.int32, device=device), 0).dtype)
print(torch.cumsum(torch.tensor([True, True, False], device=device), 0).tolist())
print(m.cumprod(1, dtype=torch.float64)[:, -1].tolist())

t = x.clone().requires_grad_(True)
t.cumsum(0).sum().backward()
print("cumsum grad:", t.grad.tolist())
t.grad = None
torch.cumprod(t, 0)[-1].backward()
print("cumprod grad:", [round(v, 4) for v in t.grad.tolist()])
t.grad = None
torch.logcumsumexp(t, 0)[-1].backward()
print("lcse grad:", [round(v, 4) for v in t.grad.tolist()], round(t.grad.sum().item(), 4))

prices = 100 * torch.cumprod(1 + 0.02 * torch.randn(12, device=device), 0)
peak = prices.cummax(0).values
drawdown = (prices - peak) / peak
print([round(v, 2) for v in prices.tolist()])
print("max drawdown:", round(drawdown.min().item(), 4), int(drawdown.argmin().item()))
running_mean = prices.cumsum(0) / torch.arange(1, 13, device=device)
print([round(v, 2) for v in running_mean.tolist()[-3:]])
prefix = torch.cat([torch.zeros(1, device=device), prices.cumsum(0)])
lo = torch.tensor([0, 3, 6], device=device)
hi = torch.tensor([4, 9, 12], device=device)
print("range means:", [round(v, 2) for v in ((prefix[hi] - prefix[lo]) / (hi - lo)).tolist()])
rewards = torch.tensor([0.0, 0.0, 1.0, 0.0, 1.0], device=device)
gammas = 0.9 ** torch.arange(5, dtype=torch.float32, device=device)
ret = (rewards * gammas).flip(0).cumsum(0).flip(0) / gammas
print("returns:", [round(v, 4) for v in ret.tolist()])
print(torch.logcumsumexp(torch.tensor([[-1e4, 0.0], [0.0, -1e4]], device=device), 1).tolist())
