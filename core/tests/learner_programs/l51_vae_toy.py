# A small VAE on synthetic binary "images": encoder to mu/logvar, reparameterization with
# randn_like, BCE reconstruction plus KL, and sampling from the prior.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(24)


class VAE(nn.Module):
    def __init__(self, d=16, z=2):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(d, 12), nn.ReLU())
        self.mu = nn.Linear(12, z)
        self.logvar = nn.Linear(12, z)
        self.dec = nn.Sequential(nn.Linear(z, 12), nn.ReLU(), nn.Linear(12, d))

    def forward(self, x):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        std = torch.exp(0.5 * logvar)
        z = mu + std * torch.randn_like(std)
        return self.dec(z), mu, logvar


protos = (torch.rand(3, 16) > 0.5).float()
data = protos[torch.randint(0, 3, (48,))]
flip = torch.rand_like(data) < 0.05
data = torch.where(flip, 1 - data, data)
model = VAE().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for epoch in range(25):
    recon, mu, logvar = model(data.to(device))
    bce = F.binary_cross_entropy_with_logits(recon, data.to(device), reduction="sum") / len(data)
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()) / len(data)
    loss = bce + kld
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 5 == 4:
        print(f"epoch {epoch} bce {bce.item():.4f} kld {kld.item():.4f}")
model.eval()
with torch.no_grad():
    _, mu, _ = model(protos.to(device))
    print("latent means", [[round(v, 3) for v in r] for r in mu.tolist()])
    z = torch.randn(2, 2).to(device)
    samples = torch.sigmoid(model.dec(z))
print(tuple(samples.shape), (samples > 0.5).int().tolist())
