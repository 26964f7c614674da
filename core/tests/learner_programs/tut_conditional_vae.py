# A conditional VAE on synthetic 2-class data: encoder/decoder MLPs taking a one-hot label, the
# reparameterization trick, BCE reconstruction + KL divergence, and sampling per class.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(123)

D, Z, C = 12, 2, 2


class CVAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(D + C, 32), nn.ReLU())
        self.mu = nn.Linear(32, Z)
        self.logvar = nn.Linear(32, Z)
        self.dec = nn.Sequential(nn.Linear(Z + C, 32), nn.ReLU(), nn.Linear(32, D))

    def encode(self, x, c):
        h = self.enc(torch.cat([x, c], dim=1))
        return self.mu(h), self.logvar(h)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z, c):
        return self.dec(torch.cat([z, c], dim=1))

    def forward(self, x, c):
        mu, logvar = self.encode(x, c)
        z = self.reparameterize(mu, logvar)
        return self.decode(z, c), mu, logvar


def loss_function(recon_logits, x, mu, logvar):
    bce = F.binary_cross_entropy_with_logits(recon_logits, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld, bce, kld


# Class 0 lights up the first half of the pixels, class 1 the second half.
N = 96
labels = torch.randint(0, C, (N,))
probs = torch.full((N, D), 0.1)
probs[labels == 0, : D // 2] = 0.9
probs[labels == 1, D // 2:] = 0.9
data = torch.bernoulli(probs)
onehot = F.one_hot(labels, C).float()
print(data[:2], labels[:2])

model = CVAE().to(device)
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
data, onehot = data.to(device), onehot.to(device)
for epoch in range(8):
    model.train()
    total = bce_t = kld_t = 0.0
    for i in range(0, N, 32):
        x, c = data[i:i + 32], onehot[i:i + 32]
        recon, mu, logvar = model(x, c)
        loss, bce, kld = loss_function(recon, x, mu, logvar)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item()
        bce_t += bce.item()
        kld_t += kld.item()
    print(f"epoch {epoch} loss {total / N:.4f} bce {bce_t / N:.4f} kld {kld_t / N:.4f}")

model.eval()
with torch.no_grad():
    z = torch.randn(4, Z).to(device)
    for cls in range(C):
        c = F.one_hot(torch.full((4,), cls), C).float().to(device)
        sample = torch.sigmoid(model.decode(z, c))
        first, second = sample[:, : D // 2].mean().item(), sample[:, D // 2:].mean().item()
        print(f"class {cls}: first half brighter = {first > second}")
    mu, logvar = model.encode(data[:4], onehot[:4])
    print(mu.shape, logvar.shape)
