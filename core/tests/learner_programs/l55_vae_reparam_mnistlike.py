# A small VAE on synthetic 16-dim binary-ish data: encoder to mu/logvar, reparameterisation with
# randn_like, BCE-with-logits reconstruction summed per batch plus KL, per-epoch loss split into
# parts, decoding samples from the prior, and latent means for two prototypes.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(555)

protos = (torch.rand(3, 16) > 0.5).float()
idx = torch.randint(0, 3, (96,))
data = (protos[idx] + 0.1 * torch.randn(96, 16)).clamp(0, 1).to(device)


class VAE(nn.Module):
    def __init__(self, d=16, h=24, z=2):
        super().__init__()
        self.enc = nn.Linear(d, h)
        self.mu = nn.Linear(h, z)
        self.logvar = nn.Linear(h, z)
        self.dec = nn.Sequential(nn.Linear(z, h), nn.ReLU(), nn.Linear(h, d))

    def encode(self, x):
        h = F.relu(self.enc(x))
        return self.mu(h), self.logvar(h)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        return mu + torch.randn_like(std) * std

    def forward(self, x):
        mu, logvar = self.encode(x)
        return self.dec(self.reparameterize(mu, logvar)), mu, logvar


vae = VAE().to(device)
opt = torch.optim.Adam(vae.parameters(), lr=5e-3)
for epoch in range(8):
    rec_t = kl_t = 0.0
    for b in range(0, 96, 32):
        x = data[b:b + 32]
        logits, mu, logvar = vae(x)
        rec = F.binary_cross_entropy_with_logits(logits, x, reduction="sum")
        kl = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
        loss = (rec + kl) / x.shape[0]
        opt.zero_grad()
        loss.backward()
        opt.step()
        rec_t += rec.item()
        kl_t += kl.item()
    print(f"epoch {epoch} rec {rec_t / 96:.4f} kl {kl_t / 96:.4f}")
vae.eval()
with torch.no_grad():
    z = torch.randn(3, 2, device=device)
    samples = torch.sigmoid(vae.dec(z))
    print((samples > 0.5).int())
    mu, logvar = vae.encode(protos.to(device))
    print(mu.round(decimals=3))
    print(logvar.exp().mean().item() < 1.5)
    recon = torch.sigmoid(vae(protos.to(device))[0])
    print(((recon > 0.5).float() == protos.to(device)).float().mean(1))
