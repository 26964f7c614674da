# A minimal GAN on 1-D data: the generator maps noise to samples meant to look like N(3, 0.5),
# the discriminator is an MLP; alternating steps with BCELoss, detach() for the D step, and the
# generated mean/std as training goes.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2024)

G = nn.Sequential(nn.Linear(4, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1)).to(device)
D = nn.Sequential(nn.Linear(1, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1), nn.Sigmoid()).to(device)
print(G)
print(D)


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.normal_(m.weight, 0.0, 0.2)
        nn.init.zeros_(m.bias)


G.apply(init_weights)
D.apply(init_weights)
criterion = nn.BCELoss()
opt_g = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_d = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
batch = 64
real_label, fake_label = 1.0, 0.0

for step in range(40):
    real = (3.0 + 0.5 * torch.randn(batch, 1)).to(device)
    noise = torch.randn(batch, 4).to(device)
    fake = G(noise)

    # Discriminator: maximize log(D(x)) + log(1 - D(G(z)))
    opt_d.zero_grad()
    out_real = D(real)
    loss_real = criterion(out_real, torch.full_like(out_real, real_label))
    out_fake = D(fake.detach())
    loss_fake = criterion(out_fake, torch.full_like(out_fake, fake_label))
    loss_d = loss_real + loss_fake
    loss_d.backward()
    opt_d.step()

    # Generator: maximize log(D(G(z)))
    opt_g.zero_grad()
    out = D(fake)
    loss_g = criterion(out, torch.ones_like(out))
    loss_g.backward()
    opt_g.step()

    if step % 8 == 0 or step == 39:
        print(f"step {step:2d} D {loss_d.item():.4f} G {loss_g.item():.4f} "
              f"D(x) {out_real.mean().item():.4f} D(G(z)) {out_fake.mean().item():.4f} "
              f"fake mean {fake.mean().item():.4f} std {fake.std().item():.4f}")

with torch.no_grad():
    samples = G(torch.randn(1000, 4).to(device))
print("samples", samples.shape, f"{samples.mean().item():.3f}")
print("G grads exist:", all(p.grad is not None for p in G.parameters()))
print("D requires grad:", [p.requires_grad for p in D.parameters()])
