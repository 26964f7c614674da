# A first Bayesian exercise: a coin's bias under a Beta prior, updated with observed flips, then
# the posterior summarised by its moments and by Monte Carlo samples; a Gamma prior on a Poisson
# rate alongside.
import torch
from torch.distributions import Bernoulli, Beta, Gamma, Poisson

torch.manual_seed(42)
device = "cpu"

true_p = 0.7
flips = Bernoulli(torch.tensor(true_p, device=device)).sample((50,))
heads = int(flips.sum().item())
tails = 50 - heads
print(f"observed {heads} heads, {tails} tails")

prior = Beta(torch.tensor(2.0, device=device), torch.tensor(2.0, device=device))
posterior = Beta(prior.concentration1 + heads, prior.concentration0 + tails)
print(f"posterior mean {posterior.mean.item():.4f}  sd {posterior.stddev.item():.4f}")
draws = posterior.sample((2000,))
print(f"MC mean {draws.mean().item():.4f}  P(p > 0.5) {(draws > 0.5).float().mean().item():.4f}")
lo, hi = torch.quantile(draws, torch.tensor([0.05, 0.95], device=device))
print(f"90% interval [{lo.item():.3f}, {hi.item():.3f}]")
grid = torch.linspace(0.05, 0.95, 5, device=device)
print("log density on a grid:", posterior.log_prob(grid))

counts = Poisson(torch.tensor(3.5, device=device)).sample((20,))
rate_post = Gamma(1.0 + counts.sum(), 1.0 + len(counts))
print(f"counts sum {int(counts.sum().item())}, rate posterior mean {rate_post.mean.item():.4f}")
print("rate draws:", rate_post.sample((4,)))
