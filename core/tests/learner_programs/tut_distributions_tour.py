# A torch.distributions tour: Normal (sample vs rsample, log_prob, cdf, icdf, entropy),
# Categorical from logits and probs, Bernoulli, batch_shape vs event_shape, Independent,
# kl_divergence analytic vs Monte Carlo, and fitting a Normal's parameters by maximum likelihood.
import torch
from torch.distributions import Normal, Categorical, Bernoulli, Independent, Uniform, kl_divergence

device = "cpu"
torch.manual_seed(0)

n = Normal(torch.tensor(1.0, device=device), torch.tensor(2.0, device=device))
print(n)
print("mean", n.mean.item(), "stddev", n.stddev.item(), "variance", n.variance.item())
x = torch.tensor([-1.0, 0.0, 1.0, 3.0], device=device)
print("log_prob:", n.log_prob(x))
print("cdf:", n.cdf(x))
print("icdf(0.975):", round(n.icdf(torch.tensor(0.975, device=device)).item(), 4))
print("entropy:", round(n.entropy().item(), 4))
s = n.sample((5,))
print("sample shape", tuple(s.shape), "requires_grad", s.requires_grad)

mu = torch.tensor(0.5, device=device, requires_grad=True)
sigma = torch.tensor(1.5, device=device, requires_grad=True)
z = Normal(mu, sigma).rsample((1000,))
(z ** 2).mean().backward()
print(f"rsample grads: dmu {mu.grad.item():.3f} dsigma {sigma.grad.item():.3f}")

c = Categorical(logits=torch.tensor([1.0, 2.0, 0.5, -1.0], device=device))
print("probs:", c.probs)
print("entropy:", round(c.entropy().item(), 4))
draws = c.sample((2000,))
print("empirical freqs:", (torch.bincount(draws, minlength=4).float() / 2000).tolist())
print("log_prob of [0, 1, 3]:", c.log_prob(torch.tensor([0, 1, 3], device=device)))
c2 = Categorical(probs=torch.tensor([[0.2, 0.8], [0.5, 0.5], [0.9, 0.1]], device=device))
print("batch_shape", c2.batch_shape, "event_shape", c2.event_shape, "sample", c2.sample().shape)

b = Bernoulli(probs=torch.tensor([0.1, 0.5, 0.9], device=device))
print("bernoulli sample:", b.sample())
print("bernoulli log_prob(1):", b.log_prob(torch.ones(3, device=device)))
print("bernoulli entropy:", b.entropy())

loc = torch.zeros(3, device=device)
scale = torch.ones(3, device=device)
diag = Independent(Normal(loc, scale), 1)
print("Normal batch/event:", Normal(loc, scale).batch_shape, Normal(loc, scale).event_shape)
print("Independent batch/event:", diag.batch_shape, diag.event_shape)
print("Independent log_prob:", round(diag.log_prob(torch.tensor([0.5, -0.5, 1.0], device=device)).item(), 4))

p = Normal(torch.tensor(0.0, device=device), torch.tensor(1.0, device=device))
q = Normal(torch.tensor(1.0, device=device), torch.tensor(0.5, device=device))
kl = kl_divergence(p, q)
samples = p.sample((20000,))
mc = (p.log_prob(samples) - q.log_prob(samples)).mean()
print(f"KL analytic {kl.item():.4f}  Monte Carlo {mc.item():.2f}")
print(f"KL(Cat) {kl_divergence(c, Categorical(logits=torch.zeros(4, device=device))).item():.4f}")
u = Uniform(torch.tensor(-1.0, device=device), torch.tensor(3.0, device=device))
print("uniform log_prob(0):", round(u.log_prob(torch.tensor(0.0, device=device)).item(), 4), "mean", u.mean.item())

data = 3.0 + 0.7 * torch.randn(500, device=device)
m = torch.zeros((), device=device, requires_grad=True)
log_s = torch.zeros((), device=device, requires_grad=True)
opt = torch.optim.Adam([m, log_s], lr=0.1)
for step in range(200):
    opt.zero_grad()
    nll = -Normal(m, log_s.exp()).log_prob(data).mean()
    nll.backward()
    opt.step()
    if step % 50 == 49:
        print(f"step {step + 1}: nll {nll.item():.4f}")
print(f"fitted mean {m.item():.3f} std {log_s.exp().item():.3f}; sample mean {data.mean().item():.3f} std {data.std(unbiased=False).item():.3f}")
