# A minimal GAN on 1-D data: generator and discriminator MLPs with LeakyReLU, BCEWithLogits,
# separate Adam optimizers with betas, detach() for the discriminator step, and sample stats.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

G = nn.Sequential(nn.Linear(2, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1)).to(device)
D = nn.Sequential(nn.Linear(1, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1)).to(device)
opt_g = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_d = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
bce = nn.BCEWithLogitsLoss()
batch = 32
for step in range(40):
    real = torch.randn(batch, 1, device=device) * 0.5 + 2.0
    z = torch.randn(batch, 2, device=device)
    fake = G(z)
    d_loss = bce(D(real), torch.ones(batch, 1, device=device)) + bce(D(fake.detach()), torch.zeros(batch, 1, device=device))
    opt_d.zero_grad()
    d_loss.backward()
    opt_d.step()
    g_loss = bce(D(fake), torch.ones(batch, 1, device=device))
    opt_g.zero_grad()
    g_loss.backward()
    opt_g.step()
    if step % 10 == 0:
        print(f"step {step} d {d_loss.item():.4f} g {g_loss.item():.4f}")
with torch.no_grad():
    samples = G(torch.randn(200, 2, device=device))
print(f"mean {samples.mean().item():.4f} std {samples.std().item():.4f}")
print(samples[:4].view(-1).round(decimals=3))
print(D[0].weight.grad is not None, G[0].weight.grad.shape)
print(torch.sigmoid(D(torch.tensor([[2.0], [-2.0]], device=device))).detach().round(decimals=3))
print(opt_g.param_groups[0]["betas"], len(opt_d.state))
