# A tiny VAE as in the PyTorch examples: encoder to (mu, logvar), reparameterisation, BCE
# reconstruction plus analytic KL, Adam, and sampling from the prior in eval mode.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
D, Z = 16, 2
data = (torch.rand(64, D) > 0.5).float()
data[:32, :8] = 1.0
data[32:, 8:] = 0.0


class VAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(D, 12)
        self.mu = nn.Linear(12, Z)
        self.logvar = nn.Linear(12, Z)
        self.dec = nn.Sequential(nn.Linear(Z, 12), nn.ReLU(), nn.Linear(12, D))

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def forward(self, x):
        h = F.relu(self.enc(x))
        mu, logvar = self.mu(h), self.logvar(h)
        z = self.reparameterize(mu, logvar)
        return torch.sigmoid(self.dec(z)), mu, logvar


def loss_function(recon, x, mu, logvar):
    bce = F.binary_cross_entropy(recon, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld, bce, kld


model = VAE().to(device)
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(5):
    model.train()
    tot = 0.0
    for i in range(0, 64, 16):
        x = data[i:i + 16].to(device)
        recon, mu, logvar = model(x)
        loss, bce, kld = loss_function(recon, x, mu, logvar)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item()
    print(f"epoch {epoch} avg loss {tot / 64:.4f} last bce {bce.item():.3f} kld {kld.item():.3f}")
model.eval()
with torch.no_grad():
    z = torch.randn(3, Z, device=device)
    samples = torch.sigmoid(model.dec(z))
    print(samples.round(decimals=2)[:, :6])
    _, mu, logvar = model(data[[0, 40]].to(device))
    print(mu.round(decimals=3), logvar.exp().round(decimals=3))
