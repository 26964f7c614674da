# A convolutional autoencoder: Conv2d stride-2 encoder, ConvTranspose2d decoder with
# output_padding, Sigmoid output, BCE loss, and the latent shapes printed along the way.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class AE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(
            nn.Conv2d(1, 4, 3, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(4, 8, 3, stride=2, padding=1), nn.ReLU(),
        )
        self.dec = nn.Sequential(
            nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1), nn.ReLU(),
            nn.ConvTranspose2d(4, 1, 3, stride=2, padding=1, output_padding=1), nn.Sigmoid(),
        )

    def forward(self, x):
        z = self.enc(x)
        return self.dec(z), z


imgs = (torch.rand(6, 1, 12, 12) > 0.6).float().to(device)
model = AE().to(device)
recon, z = model(imgs)
print("latent", z.shape, "recon", recon.shape)
for layer in model.enc:
    print(type(layer).__name__, end=" ")
print()
x = imgs
for layer in model.enc:
    x = layer(x)
    print(tuple(x.shape))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
loss_fn = nn.BCELoss()
for epoch in range(12):
    opt.zero_grad()
    recon, _ = model(imgs)
    loss = loss_fn(recon, imgs)
    loss.backward()
    opt.step()
    if epoch % 3 == 0:
        print(f"epoch {epoch} bce {loss.item():.4f}")
with torch.no_grad():
    recon, _ = model(imgs[:1])
print((recon > 0.5).float().eq(imgs[:1]).float().mean().round(decimals=3))
print(recon[0, 0, :3, :3].round(decimals=3))
ct = nn.ConvTranspose2d(2, 3, kernel_size=4, stride=2, padding=1).to(device)
print(ct(torch.randn(1, 2, 5, 5, device=device)).shape, ct.weight.shape)
print(ct(torch.randn(1, 2, 5, 5, device=device), output_size=[11, 11]).shape)
