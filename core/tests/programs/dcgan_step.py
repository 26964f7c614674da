# A DCGAN in miniature (the DCGAN tutorial's structure): a generator of ConvTranspose2d,
# BatchNorm2d and ReLU ending in Tanh, a discriminator of Conv2d, BatchNorm2d and LeakyReLU ending
# in Sigmoid, weights_init applied with Module.apply, BCELoss, and two Adam optimizers with
# betas=(0.5, 0.999), trained a few steps on synthetic "real" images.
import torch
import torch.nn as nn
import torch.optim as optim

device = "cpu"
torch.manual_seed(999)
nc, nz, ngf, ndf = 1, 8, 4, 4
batch_size = 8


def weights_init(m):
    classname = m.__class__.__name__
    if classname.find("Conv") != -1:
        nn.init.normal_(m.weight.data, 0.0, 0.02)
    elif classname.find("BatchNorm") != -1:
        nn.init.normal_(m.weight.data, 1.0, 0.02)
        nn.init.constant_(m.bias.data, 0)


class Generator(nn.Module):
    def __init__(self):
        super(Generator, self).__init__()
        self.main = nn.Sequential(
            # nz x 1 x 1 -> (ngf*4) x 4 x 4
            nn.ConvTranspose2d(nz, ngf * 4, 4, 1, 0, bias=False),
            nn.BatchNorm2d(ngf * 4),
            nn.ReLU(True),
            # -> (ngf*2) x 8 x 8
            nn.ConvTranspose2d(ngf * 4, ngf * 2, 4, 2, 1, bias=False),
            nn.BatchNorm2d(ngf * 2),
            nn.ReLU(True),
            # -> nc x 16 x 16
            nn.ConvTranspose2d(ngf * 2, nc, 4, 2, 1, bias=False),
            nn.Tanh(),
        )

    def forward(self, input):
        return self.main(input)


class Discriminator(nn.Module):
    def __init__(self):
        super(Discriminator, self).__init__()
        self.main = nn.Sequential(
            # nc x 16 x 16 -> ndf x 8 x 8
            nn.Conv2d(nc, ndf, 4, 2, 1, bias=False),
            nn.LeakyReLU(0.2, inplace=True),
            # -> (ndf*2) x 4 x 4
            nn.Conv2d(ndf, ndf * 2, 4, 2, 1, bias=False),
            nn.BatchNorm2d(ndf * 2),
            nn.LeakyReLU(0.2, inplace=True),
            # -> 1 x 1 x 1
            nn.Conv2d(ndf * 2, 1, 4, 1, 0, bias=False),
            nn.Sigmoid(),
        )

    def forward(self, input):
        return self.main(input)


netG = Generator().to(device)
netG.apply(weights_init)
print(netG)
netD = Discriminator().to(device)
netD.apply(weights_init)
print(netD)
print(sum(p.numel() for p in netG.parameters()), sum(p.numel() for p in netD.parameters()))

criterion = nn.BCELoss()
fixed_noise = torch.randn(4, nz, 1, 1, device=device)
real_label = 1.0
fake_label = 0.0
optimizerD = optim.Adam(netD.parameters(), lr=0.0002 * 10, betas=(0.5, 0.999))
optimizerG = optim.Adam(netG.parameters(), lr=0.0002 * 10, betas=(0.5, 0.999))

# "real" images: smooth blobs in [-1, 1]
xs = torch.linspace(-1, 1, 16)
grid = xs.view(1, -1) ** 2 + xs.view(-1, 1) ** 2
real_data = torch.tanh(2.0 - 4.0 * grid * (1 + 0.3 * torch.rand(32, 1, 1, 1)))
print(real_data.shape, f"{real_data.mean().item():.4f}")

G_losses = []
D_losses = []
iters = 0
for epoch in range(2):
    for i in range(0, real_data.size(0), batch_size):
        # (1) Update D network: maximize log(D(x)) + log(1 - D(G(z)))
        netD.zero_grad()
        real_cpu = real_data[i : i + batch_size].to(device)
        b_size = real_cpu.size(0)
        label = torch.full((b_size,), real_label, dtype=torch.float, device=device)
        output = netD(real_cpu).view(-1)
        errD_real = criterion(output, label)
        errD_real.backward()
        D_x = output.mean().item()

        noise = torch.randn(b_size, nz, 1, 1, device=device)
        fake = netG(noise)
        label.fill_(fake_label)
        output = netD(fake.detach()).view(-1)
        errD_fake = criterion(output, label)
        errD_fake.backward()
        D_G_z1 = output.mean().item()
        errD = errD_real + errD_fake
        optimizerD.step()

        # (2) Update G network: maximize log(D(G(z)))
        netG.zero_grad()
        label.fill_(real_label)
        output = netD(fake).view(-1)
        errG = criterion(output, label)
        errG.backward()
        D_G_z2 = output.mean().item()
        optimizerG.step()

        print(
            "[%d/%d][%d]\tLoss_D: %.4f\tLoss_G: %.4f\tD(x): %.4f\tD(G(z)): %.4f / %.4f"
            % (epoch, 2, i // batch_size, errD.item(), errG.item(), D_x, D_G_z1, D_G_z2)
        )
        G_losses.append(errG.item())
        D_losses.append(errD.item())
        iters += 1

with torch.no_grad():
    fake = netG(fixed_noise).detach()
print(iters, fake.shape, f"{fake.mean().item():.4f} {fake.std().item():.4f}")
print(f"{netG.main[1].running_var.mean().item():.4f}", netD.main[3].num_batches_tracked)
netG.eval()
with torch.no_grad():
    print(f"{netG(fixed_noise).abs().max().item():.4f}")
