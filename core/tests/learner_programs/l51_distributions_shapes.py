# torch.distributions: batch_shape/event_shape, sample/rsample shapes, log_prob, entropy,
# Independent, MultivariateNormal(scale_tril), kl_divergence, and a reparameterized fit.
import torch
import torch.distributions as D

device = "cpu"
torch.manual_seed(15)

n = D.Normal(torch.zeros(3).to(device), torch.ones(3).to(device) * 2)
print(n.batch_shape, n.event_shape, n.sample((5,)).shape)
print([round(v, 4) for v in n.log_prob(torch.tensor([0.0, 1.0, -2.0]).to(device)).tolist()], f"{n.entropy().sum().item():.4f}")
ind = D.Independent(n, 1)
print(ind.batch_shape, ind.event_shape, f"{ind.log_prob(torch.zeros(3).to(device)).item():.4f}")
L = torch.tensor([[1.0, 0.0], [0.5, 2.0]]).to(device)
mvn = D.MultivariateNormal(torch.tensor([1.0, -1.0]).to(device), scale_tril=L)
print(mvn.covariance_matrix.tolist(), f"{mvn.log_prob(torch.tensor([0.0, 0.0]).to(device)).item():.4f}",
      f"{mvn.entropy().item():.4f}")
s = mvn.sample((2000,))
print("sample mean", [round(v, 1) for v in s.mean(0).tolist()])
cat = D.Categorical(logits=torch.tensor([[0.0, 1.0, 2.0], [1.0, 1.0, -1.0]]).to(device))
print(cat.batch_shape, [round(v, 4) for v in cat.probs.flatten().tolist()], [round(v, 4) for v in cat.entropy().tolist()])
print(cat.sample((4,)).tolist(), [round(v, 4) for v in cat.log_prob(torch.tensor([2, 0]).to(device)).tolist()])
bern = D.Bernoulli(probs=torch.tensor([0.2, 0.9]).to(device))
print(bern.sample((3,)).tolist(), f"{bern.entropy().sum().item():.4f}", bern.mean.tolist())
p = D.Normal(torch.tensor(0.0).to(device), torch.tensor(1.0).to(device))
q = D.Normal(torch.tensor(1.0).to(device), torch.tensor(2.0).to(device))
print(f"kl normal {D.kl_divergence(p, q).item():.5f}")
print(f"kl cat {D.kl_divergence(cat, D.Categorical(probs=torch.ones(2, 3).to(device) / 3)).sum().item():.5f}")
print(f"kl mvn {D.kl_divergence(mvn, D.MultivariateNormal(torch.zeros(2).to(device), torch.eye(2).to(device))).item():.5f}")

mu = torch.zeros(1, requires_grad=True, device=device)
log_sigma = torch.zeros(1, requires_grad=True, device=device)
data = (torch.randn(200) * 0.5 + 3.0).to(device)
opt = torch.optim.Adam([mu, log_sigma], lr=0.1)
for step in range(150):
    dist = D.Normal(mu, log_sigma.exp())
    loss = -dist.log_prob(data).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
print(f"fit mu {mu.item():.2f} sigma {log_sigma.exp().item():.2f}")
z = D.Normal(mu, log_sigma.exp()).rsample((3,))
print(z.requires_grad, tuple(z.shape), D.Normal(mu, 1.0).has_rsample, D.Categorical(probs=torch.ones(2)).has_rsample)
