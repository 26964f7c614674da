# Integration, elementwise number functions and covariance written in Python over native ops
# (torch/_ops/reduce.py).
import torch

device = "cpu"
y = torch.tensor([[1.0, 2.0, 4.0, 7.0], [0.5, -1.0, 3.0, 2.0]], device=device)
xs = torch.tensor([0.0, 0.5, 2.0, 3.0], device=device)

print(torch.trapezoid(y), torch.trapezoid(y, dx=0.5), torch.trapezoid(y, xs), torch.trapezoid(y, dim=0))
print(torch.trapezoid(y, xs.expand(2, 4)), torch.trapz(y, xs), torch.trapz(y, dx=2.0, dim=0))
print(torch.cumulative_trapezoid(y), torch.cumulative_trapezoid(y, xs), torch.cumulative_trapezoid(y, dx=0.25, dim=0))

print(torch.heaviside(torch.tensor([-1.5, 0.0, 2.0, 0.0], device=device), torch.tensor([0.5, 0.25, 0.5, 1.0], device=device)))
print(y.heaviside(torch.tensor(0.5, device=device)), torch.heaviside(torch.tensor([0, -3, 4], device=device), torch.tensor([7], device=device)))
print(torch.ldexp(y, torch.tensor([1, 2, -1, 0], device=device)), torch.ldexp(torch.tensor([3, 1], device=device), torch.tensor([2, 3], device=device)))
a = torch.tensor([12, -18, 0, 7, 0, 35], device=device)
b = torch.tensor([8, 24, 5, 0, 0, -21], device=device)
print(torch.gcd(a, b), a.lcm(b), torch.lcm(torch.tensor([[4], [9]], device=device), torch.tensor([6, 15], device=device)))
print(torch.logspace(0, 3, 4, device=device), torch.logspace(-1, 1, 5, base=2.0, dtype=torch.float64, device=device))
print(torch.logspace(1, 2, 3, device=device).dtype, torch.logspace(2, 2, 1, device=device))

obs = torch.tensor([[0.0, 1.0, 2.0, 5.0], [3.0, 1.0, 0.0, 2.0], [1.0, 1.5, -1.0, 4.0]], device=device)
print(torch.cov(obs), obs.cov(correction=0), torch.cov(obs[0]))
fw = torch.tensor([1, 2, 1, 3], device=device)
aw = torch.tensor([0.5, 1.0, 2.0, 1.0], device=device)
print(torch.cov(obs, fweights=fw), torch.cov(obs, aweights=aw), torch.cov(obs, correction=2, fweights=fw, aweights=aw))
print(torch.corrcoef(obs), obs[:2].corrcoef())
print(torch.cov(torch.tensor([[1, 2, 4], [0, 3, 3]], device=device)))

g = y.clone().requires_grad_()
(torch.trapezoid(g, xs).sum() + torch.cumulative_trapezoid(g, dim=0).pow(2).sum() + torch.ldexp(g, torch.tensor([1, 2, 3, 4], device=device)).sum()).backward()
print(g.grad)
g = obs.clone().requires_grad_()
(torch.cov(g, aweights=aw) * torch.arange(9.0, device=device).reshape(3, 3).pow(2)).sum().backward()
print(g.grad)
g = obs.clone().requires_grad_()
(torch.corrcoef(g) * torch.tensor([[0.0, 1, 2], [1, 0, 3], [2, 3, 0]], device=device)).sum().backward()
print(g.grad)
