# Distributions a learner meets in VAEs and RL: Categorical (logits vs probs, entropy,
# enumerate_support), MultivariateNormal via scale_tril/precision, rsample gradients, KL pairs,
# Binomial, Dirichlet/Beta means, expand and batch shapes.
import torch
from torch import distributions as D

device = "cpu"
torch.manual_seed(0)
logits = torch.tensor([[1.0, 2.0, 0.5], [0.0, 0.0, 0.0]], device=device)
cat = D.Categorical(logits=logits)
print(cat.probs, cat.entropy(), cat.log_prob(torch.tensor([1, 2], device=device)))
print(cat.enumerate_support().shape, cat.enumerate_support(expand=False).view(-1), cat.param_shape)
print(cat.sample((4,)).shape, cat.mode)
cat2 = D.Categorical(probs=torch.tensor([0.2, 0.3, 0.5], device=device))
print(cat2.logits, D.kl_divergence(cat2, D.Categorical(logits=logits[0])))

mu = torch.tensor([1.0, -1.0], device=device)
cov = torch.tensor([[2.0, 0.5], [0.5, 1.0]], device=device)
mvn = D.MultivariateNormal(mu, covariance_matrix=cov)
mvn2 = D.MultivariateNormal(mu, scale_tril=torch.linalg.cholesky(cov))
mvn3 = D.MultivariateNormal(mu, precision_matrix=torch.linalg.inv(cov))
pt = torch.tensor([0.0, 0.0], device=device)
print(mvn.log_prob(pt), mvn2.log_prob(pt), mvn3.log_prob(pt))
print(mvn.entropy(), mvn.variance, mvn.scale_tril)
print(D.kl_divergence(mvn, D.MultivariateNormal(torch.zeros(2, device=device), torch.eye(2, device=device))))
s = mvn.sample((2000,))
print(s.shape, [round(v, 1) for v in s.mean(0).tolist()])

loc = torch.tensor([0.5, -0.2], device=device, requires_grad=True)
log_scale = torch.tensor([0.1, -0.3], device=device, requires_grad=True)
q = D.Normal(loc, log_scale.exp())
z = q.rsample((500,))
kl = D.kl_divergence(q, D.Normal(0.0, 1.0)).sum()
loss = (z ** 2).mean() + kl
loss.backward()
print(round(kl.item(), 4), loc.grad.shape, log_scale.grad.shape, q.has_rsample, D.Bernoulli(0.3).has_rsample)

b = D.Binomial(total_count=10, probs=torch.tensor([0.2, 0.7], device=device))
print(b.log_prob(torch.tensor([2.0, 7.0], device=device)), b.mean, b.variance, b.enumerate_support().shape)
dr = D.Dirichlet(torch.tensor([1.0, 2.0, 3.0], device=device))
print(dr.mean, dr.log_prob(torch.tensor([0.2, 0.3, 0.5], device=device)), dr.sample().sum().round())
beta = D.Beta(torch.tensor(2.0), torch.tensor(5.0))
print(round(beta.mean.item(), 4), beta.log_prob(torch.tensor(0.3)), round(beta.entropy().item(), 4))
n = D.Normal(torch.zeros(3, device=device), 1.0).expand((2, 3))
print(n.batch_shape, n.sample().shape, n.cdf(torch.zeros(2, 3, device=device))[0], n.icdf(torch.tensor(0.975)).round(decimals=3)[0])
print(D.Normal(0.0, 1.0).log_prob(torch.tensor([0.0, 1.0])), D.Exponential(2.0).cdf(torch.tensor(1.0)))
print(D.Uniform(0.0, 2.0).entropy(), D.Poisson(3.0).log_prob(torch.tensor(2.0)), D.Geometric(0.25).mean)
print(D.OneHotCategorical(probs=torch.tensor([0.1, 0.9])).sample((3,)).shape, D.Laplace(0.0, 2.0).stddev)
print(D.Normal(torch.zeros(2), torch.ones(2)))
print(D.Categorical(logits=torch.zeros(3)), D.Independent(D.Normal(torch.zeros(2), 1.0), 1))
