import torch
from torch import nn
device = "cpu"
torch.manual_seed(1)
latent = 4
G = nn.Sequential(nn.Linear(latent, 16), nn.LeakyReLU(0.2), nn.Linear(16, 2)).to(device)
D = nn.Sequential(nn.Linear(2, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1), nn.Sigmoid()).to(device)
def weights_init(m):
    classname = m.__class__.__name__
    if classname.find("Linear") != -1:
        nn.init.normal_(m.weight.data, 0.0, 0.2)
        nn.init.constant_(m.bias.data, 0)
G.apply(weights_init)
D.apply(weights_init)
criterion = nn.BCELoss()
optD = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
optG = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
real_label, fake_label = 1.0, 0.0
fixed_noise = torch.randn(5, latent, device=device)
def real_batch(n):
    angle = torch.rand(n, device=device) * 6.2832
    return torch.stack([angle.cos(), angle.sin()], 1) * 2
G_losses, D_losses = [], []
for it in range(60):
    D.zero_grad()
    real = real_batch(32)
    label = torch.full((32,), real_label, dtype=torch.float, device=device)
    output = D(real).view(-1)
    errD_real = criterion(output, label)
    errD_real.backward()
    D_x = output.mean().item()
    noise = torch.randn(32, latent, device=device)
    fake = G(noise)
    label.fill_(fake_label)
    output = D(fake.detach()).view(-1)
    errD_fake = criterion(output, label)
    errD_fake.backward()
    D_G_z1 = output.mean().item()
    errD = errD_real + errD_fake
    optD.step()
    G.zero_grad()
    label.fill_(real_label)
    output = D(fake).view(-1)
    errG = criterion(output, label)
    errG.backward()
    D_G_z2 = output.mean().item()
    optG.step()
    G_losses.append(errG.item())
    D_losses.append(errD.item())
    if it % 20 == 0:
        print('[%d/%d]\tLoss_D: %.4f\tLoss_G: %.4f\tD(x): %.4f\tD(G(z)): %.4f / %.4f'
              % (it, 60, errD.item(), errG.item(), D_x, D_G_z1, D_G_z2))
with torch.no_grad():
    fake = G(fixed_noise).detach()
print(fake.shape, len(G_losses), round(sum(D_losses) / len(D_losses), 2))
print(errD)
print(errG.grad_fn.name(), errD.grad_fn.name())
