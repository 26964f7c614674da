# Cumulative and difference ops for sequences and integration: cumsum/cumprod with dtype,
# cummax/cummin with indices (ties), logcumsumexp, diff with n/prepend/append, trapezoid and
# cumulative_trapezoid with x or dx, and gradients of cumprod with zeros.
import torch

device = "cpu"
torch.manual_seed(163)

x = torch.tensor([[1.0, 3.0, 3.0, 2.0, 5.0], [0.5, -1.0, 4.0, 4.0, 0.0]], device=device)
print(x.cumsum(1), x.cumprod(1), x.cumsum(0, dtype=torch.float64))
print(torch.cummax(x, dim=1), torch.cummin(x, dim=1))
print(torch.logcumsumexp(x, dim=1).round(decimals=4))
print(torch.diff(x, dim=1), torch.diff(x, n=2, dim=1), torch.diff(x[0], prepend=torch.tensor([0.0], device=device), append=torch.tensor([10.0, 20.0], device=device)))
print(torch.diff(torch.tensor([True, False, False, True], device=device)), torch.diff(torch.tensor([1, 4, 9, 16], device=device)))
t = torch.linspace(0, 3.14159265, 9, device=device)
y = torch.sin(t)
print(round(torch.trapezoid(y, t).item(), 5), round(torch.trapezoid(y, dx=t[1].item()).item(), 5), torch.trapezoid(x, dim=1))
print(torch.cumulative_trapezoid(y, t).round(decimals=4))
print(torch.cumulative_trapezoid(x, dx=0.5, dim=1))
print(torch.trapz(x[0]), torch.trapezoid(x, torch.tensor([0.0, 1.0, 3.0, 4.0, 8.0], device=device)))
p = torch.tensor([2.0, 0.0, 3.0, 4.0], device=device, requires_grad=True)
p.cumprod(0).sum().backward()
print(p.grad)
q = torch.tensor([1.0, 2.0, 3.0], device=device, requires_grad=True)
torch.logcumsumexp(q, 0).sum().backward()
print(q.grad.round(decimals=4))
r = torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0], device=device, requires_grad=True)
vals, idx = r.cummax(0)
vals.sum().backward()
print(vals, idx, r.grad)
ints = torch.tensor([1, 2, 3, 4], dtype=torch.int32, device=device)
print(ints.cumsum(0).dtype, ints.cumprod(0), ints.cumsum(0, dtype=torch.float32))
print(torch.cumsum(torch.ones(3, 3, device=device), dim=-1), torch.flip(torch.cumsum(torch.flip(x[0], [0]), 0), [0]))
