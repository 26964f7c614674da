# A convolutional autoencoder: strided Conv2d encoder, ConvTranspose2d decoder with output_padding,
# Sigmoid output, MSE reconstruction on synthetic blob images, plus the bottleneck shape and a
# comparison with an Upsample + Conv decoder.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(99)


def blobs(n, size=16):
    yy, xx = torch.meshgrid(torch.arange(size, dtype=torch.float32), torch.arange(size, dtype=torch.float32), indexing="ij")
    cx = torch.rand(n) * (size - 4) + 2
    cy = torch.rand(n) * (size - 4) + 2
    r = torch.rand(n) * 2 + 2
    d2 = (xx[None] - cx[:, None, None]) ** 2 + (yy[None] - cy[:, None, None]) ** 2
    return torch.exp(-d2 / (2 * r[:, None, None] ** 2)).unsqueeze(1)


class AE(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, 8, 3, stride=2, padding=1), nn.ReLU(),
            nn.Conv2d(8, 16, 3, stride=2, padding=1), nn.ReLU(),
        )
        self.decoder = nn.Sequential(
            nn.ConvTranspose2d(16, 8, 3, stride=2, padding=1, output_padding=1), nn.ReLU(),
            nn.ConvTranspose2d(8, 1, 3, stride=2, padding=1, output_padding=1), nn.Sigmoid(),
        )

    def forward(self, x):
        z = self.encoder(x)
        return self.decoder(z), z


class UpAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                                     nn.Conv2d(8, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2))
        self.decoder = nn.Sequential(nn.Upsample(scale_factor=2, mode="nearest"), nn.Conv2d(8, 8, 3, padding=1), nn.ReLU(),
                                     nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False), nn.Conv2d(8, 1, 3, padding=1), nn.Sigmoid())

    def forward(self, x):
        z = self.encoder(x)
        return self.decoder(z), z


data = blobs(48).to(device)
print(data.shape, f"{data.max().item():.4f}", f"{data.mean().item():.4f}")
for cls in (AE, UpAE):
    torch.manual_seed(0)
    model = cls().to(device)
    print(cls.__name__, sum(p.numel() for p in model.parameters()))
    opt = torch.optim.Adam(model.parameters(), lr=5e-3)
    for epoch in range(5):
        total = 0.0
        for i in range(0, 48, 16):
            batch = data[i:i + 16]
            recon, z = model(batch)
            loss = nn.functional.mse_loss(recon, batch)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
        print(f"  epoch {epoch} mse {total / 3:.4f}")
    print("  bottleneck", tuple(z.shape), "recon", tuple(recon.shape))
    with torch.no_grad():
        r, _ = model(data[:2])
    print("  in range", bool(((r >= 0) & (r <= 1)).all()))
print(nn.ConvTranspose2d(16, 8, 3, stride=2, padding=1, output_padding=1))
