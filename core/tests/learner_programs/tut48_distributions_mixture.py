# Probabilistic modelling with torch.distributions: MixtureSameFamily of Normals, Independent,
# LowRankMultivariateNormal, Dirichlet/Gamma/Beta/Binomial/Multinomial/Poisson/OneHotCategorical,
# batch and event shapes, log_prob/entropy/mean/variance, kl_divergence, and fitting a 1-D
# Gaussian mixture by maximising log-likelihood with Adam.
import torch
import torch.distributions as D

device = "cpu"
torch.manual_seed(0)
r = lambda t: [round(v, 4) for v in t.flatten().tolist()]
mix = D.Categorical(torch.tensor([0.3, 0.7], device=device))
comp = D.Normal(torch.tensor([-2.0, 1.5], device=device), torch.tensor([0.5, 1.0], device=device))
gmm = D.MixtureSameFamily(mix, comp)
xs = torch.tensor([-2.0, 0.0, 1.5], device=device)
print(gmm.batch_shape, gmm.event_shape, r(gmm.log_prob(xs)), r(gmm.mean), r(gmm.variance))
print(gmm.sample((4,)).shape, r(gmm.cdf(xs)))
ind = D.Independent(D.Normal(torch.zeros(3, 2, device=device), torch.ones(3, 2, device=device)), 1)
print(ind.batch_shape, ind.event_shape, r(ind.log_prob(torch.zeros(3, 2, device=device))), r(ind.entropy()))
lr = D.LowRankMultivariateNormal(torch.zeros(3, device=device), torch.tensor([[1.0], [0.5], [0.0]], device=device), torch.ones(3, device=device))
print(r(lr.covariance_matrix), r(lr.log_prob(torch.tensor([0.5, -0.5, 1.0], device=device))), r(lr.entropy()))
mvn = D.MultivariateNormal(torch.zeros(3, device=device), covariance_matrix=lr.covariance_matrix)
print(r(mvn.log_prob(torch.tensor([0.5, -0.5, 1.0], device=device))), r(D.kl_divergence(mvn, D.MultivariateNormal(torch.ones(3, device=device), torch.eye(3, device=device)))))
print(r(D.kl_divergence(lr, mvn)), r(D.kl_divergence(mvn, lr)), r(D.kl_divergence(lr, D.LowRankMultivariateNormal(torch.ones(3, device=device), torch.ones(3, 2, device=device), torch.full((3,), 0.5, device=device)))))
print(r(D.kl_divergence(D.Normal(0.0, 1.0), D.Laplace(0.5, 2.0))), r(D.kl_divergence(D.Exponential(torch.tensor(2.0)), D.Normal(0.5, 1.5))), r(D.kl_divergence(D.Uniform(0.0, 2.0), D.Normal(1.0, 2.0))))
dir_ = D.Dirichlet(torch.tensor([2.0, 3.0, 5.0], device=device))
print(r(dir_.mean), r(dir_.variance), r(dir_.log_prob(torch.tensor([0.2, 0.3, 0.5], device=device))), r(dir_.entropy()), r(dir_.sample().sum()))
gam = D.Gamma(torch.tensor([2.0, 0.5], device=device), torch.tensor([1.0, 2.0], device=device))
print(r(gam.mean), r(gam.variance), r(gam.log_prob(torch.tensor([1.0, 0.3], device=device))), r(gam.entropy()))
beta = D.Beta(torch.tensor(2.0, device=device), torch.tensor(5.0, device=device))
print(r(beta.mean), r(beta.log_prob(torch.tensor(0.3, device=device))), r(beta.entropy()), r(D.kl_divergence(beta, D.Beta(torch.tensor(1.0), torch.tensor(1.0)))))
binom = D.Binomial(10, probs=torch.tensor([0.2, 0.5], device=device))
print(r(binom.log_prob(torch.tensor([2.0, 5.0], device=device))), r(binom.mean), r(binom.variance))
mult = D.Multinomial(6, probs=torch.tensor([0.2, 0.3, 0.5], device=device))
print(r(mult.log_prob(torch.tensor([1.0, 2.0, 3.0], device=device))), mult.sample().sum().item(), r(mult.mean))
poi = D.Poisson(torch.tensor([3.0], device=device))
print(r(poi.log_prob(torch.tensor([0.0, 2.0, 5.0], device=device))), r(poi.mean), r(D.kl_divergence(poi, D.Poisson(torch.tensor([4.0], device=device)))))
oh = D.OneHotCategorical(logits=torch.tensor([0.0, 1.0, 2.0], device=device))
s = oh.sample((5,))
print(s.sum(1).tolist(), r(oh.log_prob(torch.tensor([0.0, 0.0, 1.0], device=device))), r(oh.entropy()), r(oh.probs))
cat = D.Categorical(logits=torch.tensor([[0.0, 1.0], [2.0, -1.0]], device=device))
print(r(cat.entropy()), r(cat.log_prob(torch.tensor([1, 0], device=device))), cat.enumerate_support().tolist())
print(r(D.kl_divergence(D.Normal(0.0, 1.0), D.Normal(1.0, 2.0))), r(D.kl_divergence(cat, D.Categorical(probs=torch.tensor([0.5, 0.5], device=device)))))
data = torch.cat([torch.randn(60, device=device) * 0.5 - 2, torch.randn(140, device=device) + 1.5])
logits = torch.zeros(2, device=device, requires_grad=True)
means = torch.tensor([-1.0, 1.0], device=device, requires_grad=True)
log_scales = torch.zeros(2, device=device, requires_grad=True)
opt = torch.optim.Adam([logits, means, log_scales], lr=0.05)
for step in range(150):
    model = D.MixtureSameFamily(D.Categorical(logits=logits), D.Normal(means, log_scales.exp()))
    nll = -model.log_prob(data).mean()
    opt.zero_grad()
    nll.backward()
    opt.step()
    if step % 50 == 49:
        print(step, round(nll.item(), 4))
print(r(torch.softmax(logits, 0)), r(means), r(log_scales.exp()))
