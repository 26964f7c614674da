import torch
from torch import distributions as D
device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)
g = D.Gumbel(torch.tensor([0.0, 1.0], device=device), torch.tensor([1.0, 2.0], device=device))
print(g, g.mean, g.mode, g.stddev, g.variance, g.entropy(), g.support)
print(g.log_prob(torch.tensor([0.5, 0.5], device=device)), g.sample((2,)), g.rsample().shape)
h = D.HalfNormal(torch.tensor([1.0, 2.0], device=device))
print(h, h.mean, h.mode, h.variance, h.entropy(), h.support, h.scale)
print(h.log_prob(torch.tensor([0.5, 1.5], device=device)), h.cdf(torch.tensor([0.5, 1.0], device=device)), h.icdf(torch.tensor([0.5, 0.9], device=device)))
print(h.sample((2,)))
c = D.Cauchy(0.0, 2.0)
print(c, c.log_prob(torch.tensor(1.0)), c.cdf(torch.tensor(1.0)), c.icdf(torch.tensor(0.75)).round(decimals=3), c.entropy(), c.mode, c.mean, c.variance)
print(D.kl_divergence(D.Gumbel(0., 1.), D.Gumbel(0.5, 1.5)).round(decimals=4))
scores = torch.tensor([1.0, 2.0, 0.5], device=device)
noise = D.Gumbel(torch.zeros(3, device=device), torch.ones(3, device=device)).sample((1000,))
picks = (scores + noise).argmax(-1)
freq = torch.bincount(picks, minlength=3).float() / 1000
print(freq, torch.softmax(scores, 0))
sigma = torch.tensor(1.0, device=device, requires_grad=True)
data = D.HalfNormal(torch.tensor(2.5, device=device)).sample((500,))
opt = torch.optim.Adam([sigma], lr=0.1)
for _ in range(100):
    opt.zero_grad()
    nll = -D.HalfNormal(sigma).log_prob(data).mean()
    nll.backward()
    opt.step()
print(round(sigma.item(), 2), round(nll.item(), 3))
try:
    D.HalfNormal(torch.tensor(1.0)).log_prob(torch.tensor(-1.0))
except ValueError as e:
    print("ValueError", str(e).split("\n")[0][:70])
