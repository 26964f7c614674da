# A VAE's loss: Normal posteriors from an encoder, the reparameterised sample, KL to the prior.
import torch
import torch.nn as nn
import torch.distributions as D

device = "cpu"
torch.manual_seed(0)


class VAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(6, 2 * 2)
        self.dec = nn.Linear(2, 6)

    def forward(self, x):
        mu, logvar = self.enc(x).chunk(2, dim=-1)
        q = D.Normal(mu, torch.exp(0.5 * logvar))
        z = q.rsample()
        return q, z, torch.sigmoid(self.dec(z))


model = VAE().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
x = torch.rand(5, 6, device=device)
prior = D.Normal(torch.zeros(5, 2, device=device), torch.ones(5, 2, device=device))
for step in range(5):
    q, z, xr = model(x)
    recon = nn.functional.binary_cross_entropy(xr, x, reduction="sum")
    kl = D.kl_divergence(q, prior).sum()
    loss = recon + kl
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, round(recon.item(), 3), round(kl.item(), 4), [round(v, 5) for v in z[0].tolist()])

q, z, xr = model(x)
print(q)
print(q.batch_shape, q.has_rsample, z.requires_grad)
print(D.kl.kl_divergence(q, prior).shape)
# The same KL by Independent over the latent dimension, and a Monte Carlo estimate.
qi = D.Independent(q, 1)
pi = D.Independent(prior, 1)
print(qi, qi.batch_shape, qi.event_shape)
print([round(v, 5) for v in D.kl_divergence(qi, pi).tolist()])
zs = qi.rsample((200,))
mc = (qi.log_prob(zs) - pi.log_prob(zs)).mean(0)
print(zs.shape, [round(v, 3) for v in mc.tolist()])
g = torch.autograd.grad(qi.log_prob(zs.detach()).sum(), model.enc.weight)[0]
print([round(v, 4) for v in g[0].tolist()])
# sample() carries no graph; rsample() does
print(q.sample().requires_grad, q.rsample().requires_grad)
