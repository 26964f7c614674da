# The distributions over the Gamma sampler: Gamma, Chi2, StudentT, Dirichlet and Beta sample
# PyTorch's values after a seed (float32 and float64, concentrations above and below one), and
# their densities, moments, entropies and KL divergences are PyTorch's.
import torch
from torch.distributions import Beta, Chi2, Dirichlet, Gamma, StudentT, kl_divergence

device = "cpu"
torch.manual_seed(0)

g = Gamma(torch.tensor([0.5, 2.0, 7.5], device=device), torch.tensor([1.0, 0.5, 3.0], device=device))
print(g, g.batch_shape)
print(g.sample())
print(g.sample((2,)))
print(g.mean, g.variance, g.mode)
print(g.log_prob(torch.tensor([0.3, 1.0, 2.5], device=device)))
print(g.entropy())
print(torch._standard_gamma(torch.tensor([0.1, 1.0, 30.0], dtype=torch.float64, device=device)))
print(Gamma(3.0, 2.0).sample((4,)))

c = Chi2(torch.tensor([1.0, 4.0], device=device))
print(c.df, c.sample(), c.log_prob(torch.tensor([0.5, 3.0], device=device)))

t = StudentT(torch.tensor([1.5, 2.5, 10.0], device=device), loc=1.0, scale=2.0)
print(t.sample())
print(t.mean, t.variance)
print(t.log_prob(torch.tensor([0.0, 1.0, 3.0], device=device)), t.entropy())

d = Dirichlet(torch.tensor([[0.5, 1.0, 2.0], [5.0, 5.0, 5.0]], device=device))
print(d.batch_shape, d.event_shape)
s = d.sample()
print(s, ((s.sum(-1) - 1).abs() < 1e-6).all())
print(d.sample((2,)).shape)
print(d.log_prob(torch.tensor([0.2, 0.3, 0.5], device=device)))
print(d.mean, d.variance)
print(d.entropy(), Dirichlet(torch.tensor([0.5, 0.7], device=device)).mode)

b = Beta(torch.tensor([0.5, 2.0], device=device), torch.tensor([0.5, 3.0], device=device))
print(b, b.sample(), b.sample((3,)))
print(b.mean, b.variance, b.mode)
print(b.log_prob(torch.tensor([0.25, 0.5], device=device)), b.entropy())
print(Beta(2.0, 5.0).sample((3,)))

print(kl_divergence(g, Gamma(torch.tensor([1.0, 1.0, 1.0], device=device), torch.tensor([1.0, 1.0, 1.0], device=device))))
print(kl_divergence(b, Beta(torch.tensor([1.0, 1.0], device=device), torch.tensor([2.0, 2.0], device=device))))
print(kl_divergence(d, Dirichlet(torch.ones(2, 3, device=device))))

# A float64 concentration draws in double's arithmetic.
g64 = Gamma(torch.tensor([0.3, 4.0], dtype=torch.float64, device=device), torch.tensor([1.0, 1.0], dtype=torch.float64, device=device))
print(g64.sample((3,)))
print(Dirichlet(torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, device=device)).sample())

# Poisson counts: the product of uniforms below a rate of 10, Hoermann's PTRS from 10.
print(torch.poisson(torch.tensor([0.5, 3.0, 12.0, 50.0, 0.0, 400.0], device=device)))
print(torch.poisson(torch.full((2, 3), 25.0, dtype=torch.float64, device=device)))

try:
    Gamma(torch.tensor([-1.0], device=device), torch.tensor([1.0], device=device))
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
