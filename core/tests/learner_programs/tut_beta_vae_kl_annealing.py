# A VAE on synthetic 2-D "moons"-like data with KL annealing (beta warmup): an encoder producing
# mu and logvar, the reparameterisation trick, reconstruction MSE + beta * KL, the KL per latent
# dimension to spot inactive units, and sampling from the prior after training.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(17)

n = 512
t = torch.rand(n) * math.pi
upper = torch.stack([torch.cos(t), torch.sin(t)], 1)
lower = torch.stack([1 - torch.cos(t), 0.5 - torch.sin(t)], 1)
data = torch.cat([upper, lower]) + 0.05 * torch.randn(2 * n, 2)
data = data.to(device)
print("data shape:", tuple(data.shape), "mean:", data.mean(0).round(decimals=3))


class VAE(nn.Module):
    def __init__(self, latent=3, hidden=32):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(2, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.mu = nn.Linear(hidden, latent)
        self.logvar = nn.Linear(hidden, latent)
        self.dec = nn.Sequential(nn.Linear(latent, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 2))

    def encode(self, x):
        h = self.enc(x)
        return self.mu(h), self.logvar(h)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = self.reparameterize(mu, logvar)
        return self.dec(z), mu, logvar


def kl_per_dim(mu, logvar):
    return -0.5 * (1 + logvar - mu.pow(2) - logvar.exp()).mean(0)


model = VAE().to(device)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
epochs, warmup = 30, 10
for epoch in range(epochs):
    beta = min(1.0, epoch / warmup)
    perm = torch.randperm(len(data), device=device)
    tot_rec = tot_kl = 0.0
    for i in range(0, len(data), 128):
        xb = data[perm[i:i + 128]]
        recon, mu, logvar = model(xb)
        rec = F.mse_loss(recon, xb, reduction="none").sum(1).mean()
        kl = kl_per_dim(mu, logvar).sum()
        loss = rec + beta * 0.1 * kl
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot_rec += rec.item()
        tot_kl += kl.item()
    if epoch % 5 == 4:
        print(f"epoch {epoch + 1:2d} beta {beta:.1f} recon {tot_rec / 8:.4f} kl {tot_kl / 8:.4f}")

model.eval()
with torch.no_grad():
    mu, logvar = model.encode(data)
    kls = kl_per_dim(mu, logvar)
    print("KL per latent dim:", [f"{v:.3f}" for v in kls.tolist()])
    print("active dims (KL > 0.01):", int((kls > 0.01).sum()))
    recon = model.dec(mu)
    print(f"reconstruction MSE from the mean: {F.mse_loss(recon, data).item():.4f}")
    z = torch.randn(1000, 3, device=device)
    samples = model.dec(z)
    print("sample mean:", samples.mean(0).round(decimals=2), "data mean:", data.mean(0).round(decimals=2))
    print("sample std:", samples.std(0).round(decimals=2), "data std:", data.std(0).round(decimals=2))
    interp = torch.stack([mu[0] * (1 - a) + mu[n] * a for a in torch.linspace(0, 1, 5).tolist()])
    print("decoded interpolation:\n", model.dec(interp).round(decimals=2))
