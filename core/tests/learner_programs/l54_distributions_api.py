# torch.distributions basics a learner meets: repr of distributions, batch/event shapes,
# sample vs rsample shapes, log_prob/entropy/mean/variance, Categorical from logits vs probs,
# Independent, MultivariateNormal with scale_tril, Bernoulli, Beta/Dirichlet/Gamma means,
# kl_divergence, support and constraints, and validate_args errors.
import torch
import torch.distributions as D

device = "cpu"
torch.manual_seed(83)

n = D.Normal(torch.tensor([0.0, 1.0], device=device), torch.tensor([1.0, 2.0], device=device))
print(n)
print(n.batch_shape, n.event_shape, n.sample().shape, n.sample((3,)).shape, n.rsample((2, 4)).shape)
print(n.log_prob(torch.tensor([0.5, 0.5], device=device)).round(decimals=4), n.entropy().round(decimals=4))
print(n.mean, n.stddev, n.variance, n.cdf(torch.tensor([0.0, 1.0], device=device)))
print(n.icdf(torch.tensor([0.975, 0.5], device=device)).round(decimals=4))
ind = D.Independent(n, 1)
print(ind, ind.batch_shape, ind.event_shape, ind.log_prob(torch.zeros(2, device=device)).round(decimals=4))
c = D.Categorical(logits=torch.tensor([1.0, 2.0, 3.0], device=device))
print(c)
print(c.probs.round(decimals=4), c.logits.round(decimals=4), c.entropy().round(decimals=4))
print(c.log_prob(torch.tensor([0, 2], device=device)).round(decimals=4), c.sample((5,)).shape, c.param_shape)
c2 = D.Categorical(probs=torch.tensor([[2.0, 2.0], [1.0, 3.0]], device=device))
print(c2.probs, c2.batch_shape, c2.enumerate_support())
b = D.Bernoulli(probs=torch.tensor([0.2, 0.9], device=device))
print(b, b.log_prob(torch.tensor([1.0, 0.0], device=device)).round(decimals=4), b.entropy().round(decimals=4))
print(D.Bernoulli(logits=torch.tensor([0.0], device=device)).probs)
mvn = D.MultivariateNormal(torch.zeros(2, device=device), scale_tril=torch.tensor([[1.0, 0.0], [0.5, 2.0]], device=device))
print(mvn, mvn.covariance_matrix, mvn.log_prob(torch.tensor([1.0, 1.0], device=device)).round(decimals=4))
print(mvn.entropy().round(decimals=4), mvn.precision_matrix.round(decimals=4))
print(D.Beta(torch.tensor(2.0), torch.tensor(3.0)).mean, D.Dirichlet(torch.tensor([1.0, 2.0, 3.0])).mean.round(decimals=4))
g = D.Gamma(torch.tensor([2.0]), torch.tensor([0.5]))
print(g.mean, g.variance, g.log_prob(torch.tensor([3.0])).round(decimals=4))
print(D.Poisson(torch.tensor([4.0])).log_prob(torch.tensor([2.0])).round(decimals=4))
print(D.Uniform(0.0, 2.0).log_prob(torch.tensor(1.5)), D.Uniform(torch.tensor([0.0]), torch.tensor([2.0])).entropy())
print(D.kl_divergence(n, D.Normal(torch.zeros(2, device=device), torch.ones(2, device=device))).round(decimals=4))
print(D.kl_divergence(c, D.Categorical(logits=torch.zeros(3, device=device))).round(decimals=4))
print(n.support, c.support, D.Beta(torch.tensor(1.0), torch.tensor(1.0)).support, b.support)
print(D.Exponential(torch.tensor([2.0])).rsample((3,)).shape, D.Laplace(0.0, 1.0).log_prob(torch.tensor(1.0)).round(decimals=4))
try:
    D.Normal(torch.tensor([0.0]), torch.tensor([-1.0]))
except ValueError as e:
    print("ValueError:", str(e)[:140])
try:
    D.Categorical(probs=torch.tensor([0.5, 0.5])).log_prob(torch.tensor([3]))
except ValueError as e:
    print("ValueError:", str(e)[:120])
torch.manual_seed(0)
samples = D.Normal(0.0, 1.0).sample((2000,))
print(round(samples.mean().item(), 1), round(samples.std().item(), 1))
