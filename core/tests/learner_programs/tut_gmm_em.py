# Fitting a 1-D Gaussian mixture with expectation-maximization: responsibilities via logsumexp
# for stability, closed-form M-step updates of weights/means/variances, the log-likelihood rising
# each iteration, and a comparison with torch.distributions' MixtureSameFamily log_prob.
import math
import torch
from torch.distributions import Normal, Categorical, MixtureSameFamily

device = "cpu"
torch.manual_seed(9)

x = torch.cat([torch.randn(150) * 0.5 - 2.0, torch.randn(100) * 1.0 + 1.5, torch.randn(50) * 0.3 + 4.0]).to(device)
K = 3
pi = torch.full((K,), 1.0 / K, device=device)
mu = torch.tensor([-1.0, 0.0, 1.0], device=device)
var = torch.ones(K, device=device)


def log_gauss(x, mu, var):
    return -0.5 * (math.log(2 * math.pi) + var.log() + (x[:, None] - mu) ** 2 / var)


prev = -float("inf")
for it in range(25):
    log_p = log_gauss(x, mu, var) + pi.log()  # (N, K)
    ll = torch.logsumexp(log_p, dim=1)
    resp = (log_p - ll[:, None]).exp()
    Nk = resp.sum(0)
    pi = Nk / len(x)
    mu = (resp * x[:, None]).sum(0) / Nk
    var = (resp * (x[:, None] - mu) ** 2).sum(0) / Nk + 1e-6
    total = ll.sum().item()
    if it % 5 == 0 or it == 24:
        print(f"iter {it:2d} log-likelihood {total:.3f}")
    assert total >= prev - 1e-3
    prev = total

order = mu.argsort()
print("weights", pi[order].round(decimals=3))
print("means", mu[order].round(decimals=3))
print("stds", var[order].sqrt().round(decimals=3))
gmm = MixtureSameFamily(Categorical(probs=pi), Normal(mu, var.sqrt()))
ll_dist = gmm.log_prob(x).sum()
print("matches distributions:", abs(ll_dist.item() - ll.sum().item()) < 0.5)
print("resp rows sum to 1:", torch.allclose(resp.sum(1), torch.ones(len(x), device=device), atol=1e-5))
hard = resp.argmax(1)
print("cluster sizes", sorted(torch.bincount(hard, minlength=K).tolist()))
print(gmm.sample((4,)).shape, gmm.mean.round(decimals=3))
