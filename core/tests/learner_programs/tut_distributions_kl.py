# torch.distributions in a VAE/RL notebook: sample vs rsample, log_prob, entropy, closed-form KL vs a
# Monte-Carlo estimate, Independent for diagonal Gaussians, and batch/event shapes.
import torch
from torch.distributions import Normal, Categorical, Bernoulli, Independent, MultivariateNormal, kl_divergence, Uniform

device = "cpu"
torch.manual_seed(6)

p = Normal(torch.tensor([0.0, 1.0], device=device), torch.tensor([1.0, 2.0], device=device))
q = Normal(torch.tensor([0.5, 0.0], device=device), torch.tensor([1.5, 1.0], device=device))
print(p.batch_shape, p.event_shape, p.mean.tolist(), p.stddev.tolist(), [round(v, 4) for v in p.variance.tolist()])
print("log_prob:", [round(v, 4) for v in p.log_prob(torch.tensor([0.3, -1.0], device=device)).tolist()])
print("entropy:", [round(v, 4) for v in p.entropy().tolist()])
print("kl:", [round(v, 4) for v in kl_divergence(p, q).tolist()])
s = p.sample((20000,))
mc = (p.log_prob(s) - q.log_prob(s)).mean(0)
print("mc close:", torch.allclose(mc, kl_divergence(p, q), atol=0.05))
print("sample grad:", p.sample().requires_grad)

mu = torch.zeros(3, device=device, requires_grad=True)
log_sigma = torch.zeros(3, device=device, requires_grad=True)
d = Normal(mu, log_sigma.exp())
z = d.rsample()
z.pow(2).sum().backward()
print("rsample grads exist:", mu.grad is not None, log_sigma.grad is not None)

diag = Independent(Normal(torch.zeros(4, 2, device=device), torch.ones(4, 2, device=device)), 1)
print(diag.batch_shape, diag.event_shape, diag.log_prob(torch.zeros(4, 2, device=device)).shape)
print(round(diag.log_prob(torch.zeros(4, 2, device=device))[0].item(), 4))
mvn = MultivariateNormal(torch.zeros(2, device=device), covariance_matrix=torch.tensor([[2.0, 0.5], [0.5, 1.0]], device=device))
print(round(mvn.log_prob(torch.tensor([1.0, -1.0], device=device)).item(), 4), round(mvn.entropy().item(), 4))
std_mvn = MultivariateNormal(torch.zeros(2, device=device), torch.eye(2, device=device))
print("kl mvn:", round(kl_divergence(mvn, std_mvn).item(), 4))

cat = Categorical(logits=torch.tensor([[1.0, 2.0, 0.5], [0.0, 0.0, 0.0]], device=device))
print([round(v, 4) for v in cat.probs.flatten().tolist()])
print([round(v, 4) for v in cat.entropy().tolist()])
print([round(v, 4) for v in cat.log_prob(torch.tensor([1, 2], device=device)).tolist()])
counts = torch.bincount(cat.sample((5000,))[:, 0], minlength=3)
print("freq:", [round(c / 5000, 1) for c in counts.tolist()])
cat2 = Categorical(probs=torch.tensor([0.2, 0.3, 0.5], device=device))
print("kl cat:", [round(v, 4) for v in kl_divergence(cat, cat2).tolist()])

b = Bernoulli(logits=torch.tensor([0.0, 2.0], device=device))
print([round(v, 4) for v in b.probs.tolist()], [round(v, 4) for v in b.entropy().tolist()])
print([round(v, 4) for v in b.log_prob(torch.tensor([1.0, 0.0], device=device)).tolist()])
u = Uniform(torch.tensor(0.0, device=device), torch.tensor(4.0, device=device))
print(round(u.log_prob(torch.tensor(1.0, device=device)).item(), 4), round(u.entropy().item(), 4))
try:
    Normal(torch.tensor(0.0), torch.tensor(-1.0))
except ValueError as e:
    print("ValueError:", str(e)[:60])
