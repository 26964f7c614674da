# Convolutional denoising autoencoder: Conv2d stride 2 down, ConvTranspose2d with output_padding
# up, Sigmoid output, MSE on noisy->clean, DataLoader over TensorDataset with a seeded generator,
# per-epoch loss, shapes through the network and reconstruction error on held-out images.
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(568)

yy, xx = torch.meshgrid(torch.arange(8.0), torch.arange(8.0), indexing="ij")
imgs = []
for k in range(40):
    cx, cy = torch.randint(2, 6, (2,)).tolist()
    imgs.append(torch.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / 3.0))
clean = torch.stack(imgs).unsqueeze(1)
noisy = (clean + 0.2 * torch.randn_like(clean)).clamp(0, 1)
ds = TensorDataset(noisy[:32], clean[:32])
loader = DataLoader(ds, batch_size=8, shuffle=True, generator=torch.Generator().manual_seed(3))

model = nn.Sequential(
    nn.Conv2d(1, 8, 3, stride=2, padding=1), nn.ReLU(),
    nn.Conv2d(8, 16, 3, stride=2, padding=1), nn.ReLU(),
    nn.ConvTranspose2d(16, 8, 3, stride=2, padding=1, output_padding=1), nn.ReLU(),
    nn.ConvTranspose2d(8, 1, 3, stride=2, padding=1, output_padding=1), nn.Sigmoid()).to(device)
h = torch.zeros(1, 1, 8, 8, device=device)
for layer in model:
    h = layer(h)
    if not isinstance(layer, (nn.ReLU, nn.Sigmoid)):
        print(type(layer).__name__, tuple(h.shape))
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(6):
    tot = 0.0
    for xb, yb in loader:
        xb, yb = xb.to(device), yb.to(device)
        loss = nn.functional.mse_loss(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * len(xb)
    print(f"epoch {epoch} loss {tot / len(ds):.4f}")
model.eval()
with torch.no_grad():
    out = model(noisy[32:].to(device))
    err_noisy = ((noisy[32:] - clean[32:]) ** 2).mean().item()
    err_out = ((out.cpu() - clean[32:]) ** 2).mean().item()
print(f"noisy mse {err_noisy:.4f} denoised mse {err_out:.4f}", err_out < err_noisy)
print(out[0, 0, 3].round(decimals=3))
print(len(loader), loader.batch_size, type(loader.sampler).__name__)
