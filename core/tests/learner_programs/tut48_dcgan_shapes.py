# DCGAN-style generator and discriminator: ConvTranspose2d stacks with stride/padding/output_padding,
# BatchNorm2d, Tanh/LeakyReLU, weights initialised N(0, 0.02) as the DCGAN paper, shape checks
# after each layer via forward hooks, one adversarial step with BCEWithLogits, and
# ConvTranspose1d/output_size usage.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
nz = 8
G = nn.Sequential(
    nn.ConvTranspose2d(nz, 32, 4, 1, 0, bias=False), nn.BatchNorm2d(32), nn.ReLU(True),
    nn.ConvTranspose2d(32, 16, 4, 2, 1, bias=False), nn.BatchNorm2d(16), nn.ReLU(True),
    nn.ConvTranspose2d(16, 1, 4, 2, 1, bias=False), nn.Tanh(),
).to(device)
D = nn.Sequential(
    nn.Conv2d(1, 16, 4, 2, 1, bias=False), nn.LeakyReLU(0.2, inplace=True),
    nn.Conv2d(16, 32, 4, 2, 1, bias=False), nn.BatchNorm2d(32), nn.LeakyReLU(0.2, inplace=True),
    nn.Conv2d(32, 1, 4, 1, 0, bias=False), nn.Flatten(),
).to(device)


def weights_init(m):
    name = m.__class__.__name__
    if name.find("Conv") != -1:
        nn.init.normal_(m.weight, 0.0, 0.02)
    elif name.find("BatchNorm") != -1:
        nn.init.normal_(m.weight, 1.0, 0.02)
        nn.init.constant_(m.bias, 0)


G.apply(weights_init)
D.apply(weights_init)
shapes = []
hooks = [m.register_forward_hook(lambda mod, i, o: shapes.append((type(mod).__name__, tuple(o.shape)))) for m in G if isinstance(m, (nn.ConvTranspose2d, nn.Tanh))]
z = torch.randn(4, nz, 1, 1, device=device)
fake = G(z)
print(shapes)
for h in hooks:
    h.remove()
print(fake.shape, round(fake.abs().max().item(), 4) <= 1.0, D(fake).shape)
real = torch.rand(4, 1, 16, 16, device=device) * 2 - 1
criterion = nn.BCEWithLogitsLoss()
optD = torch.optim.Adam(D.parameters(), lr=2e-4, betas=(0.5, 0.999))
optG = torch.optim.Adam(G.parameters(), lr=2e-4, betas=(0.5, 0.999))
for step in range(3):
    optD.zero_grad()
    lossD = criterion(D(real), torch.ones(4, 1, device=device)) + criterion(D(fake.detach()), torch.zeros(4, 1, device=device))
    lossD.backward()
    optD.step()
    optG.zero_grad()
    fake = G(z)
    lossG = criterion(D(fake), torch.ones(4, 1, device=device))
    lossG.backward()
    optG.step()
    print(step, round(lossD.item(), 4), round(lossG.item(), 4))
up = nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1).to(device)
x = torch.randn(1, 4, 5, 5, device=device)
print(up(x).shape, up(x, output_size=[10, 10]).shape, nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1).to(device)(x).shape)
print(nn.ConvTranspose2d(4, 2, 3, stride=(2, 1), dilation=2, groups=2).to(device)(x).shape)
t1 = nn.ConvTranspose1d(3, 2, 5, stride=3, padding=2).to(device)
print(t1(torch.randn(2, 3, 7, device=device)).shape, t1.weight.shape)
conv = nn.Conv2d(2, 4, 3, stride=2, padding=1).to(device)
deconv = nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1).to(device)
y = torch.randn(1, 2, 8, 8, device=device)
print(conv(y).shape, deconv(conv(y)).shape)
G.eval()
with torch.no_grad():
    samples = G(torch.randn(2, nz, 1, 1, device=device))
print(samples.shape, round(samples.mean().item(), 4))
