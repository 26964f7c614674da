# A GAN on 2-D data (points on a ring): generator and discriminator with separate Adam optimizers
# and betas, fake.detach() for the discriminator step, BCEWithLogits with ones_like/zeros_like
# targets, per-epoch D and G losses, and statistics of generated samples.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(556)


def real_batch(n):
    a = torch.rand(n, device=device) * 2 * math.pi
    return torch.stack([a.cos(), a.sin()], 1) * 2 + 0.05 * torch.randn(n, 2, device=device)


G = nn.Sequential(nn.Linear(4, 32), nn.LeakyReLU(0.2), nn.Linear(32, 2)).to(device)
D = nn.Sequential(nn.Linear(2, 32), nn.LeakyReLU(0.2), nn.Linear(32, 1)).to(device)
optG = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
optD = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
bce = nn.BCEWithLogitsLoss()
for epoch in range(10):
    dl = gl = 0.0
    for _ in range(5):
        real = real_batch(32)
        z = torch.randn(32, 4, device=device)
        fake = G(z)
        d_real, d_fake = D(real), D(fake.detach())
        lossD = bce(d_real, torch.ones_like(d_real)) + bce(d_fake, torch.zeros_like(d_fake))
        optD.zero_grad()
        lossD.backward()
        optD.step()
        out = D(fake)
        lossG = bce(out, torch.ones_like(out))
        optG.zero_grad()
        lossG.backward()
        optG.step()
        dl += lossD.item()
        gl += lossG.item()
    print(f"epoch {epoch} D {dl / 5:.4f} G {gl / 5:.4f}")
print(G[0].weight.grad is not None, D[0].weight.grad.abs().sum().item() > 0)
with torch.no_grad():
    s = G(torch.randn(200, 4, device=device))
    r = s.norm(dim=1)
print(f"radius mean {r.mean():.3f} std {r.std():.3f}")
print(s.mean(0).round(decimals=3), torch.sigmoid(D(s[:4])).squeeze(1).round(decimals=3))
print(optG.state_dict()["param_groups"][0]["betas"], len(optD.state))
