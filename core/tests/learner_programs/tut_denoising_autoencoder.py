# A denoising autoencoder on synthetic 8x8 "glyphs": Gaussian and masking noise corruption, an MLP
# encoder/decoder with a 6-d bottleneck and Sigmoid output, BCELoss against the clean input,
# PSNR before and after denoising, and the latent codes' per-class means.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(10)

glyphs = torch.zeros(4, 8, 8)
glyphs[0, 1:7, 3:5] = 1        # vertical bar
glyphs[1, 3:5, 1:7] = 1        # horizontal bar
glyphs[2].fill_diagonal_(1)    # diagonal
glyphs[3, 1:7, 1:7] = 1
glyphs[3, 2:6, 2:6] = 0        # hollow square
labels = torch.randint(0, 4, (512,))
clean = glyphs[labels].view(-1, 64)
clean = (clean + 0.05 * torch.rand_like(clean)).clamp(0, 1).to(device)
labels = labels.to(device)


def corrupt(x, sigma=0.3, drop=0.2):
    noisy = x + sigma * torch.randn_like(x)
    mask = (torch.rand_like(x) > drop).float()
    return (noisy * mask).clamp(0, 1)


def psnr(a, b):
    mse = ((a - b) ** 2).mean().item()
    return 10 * math.log10(1.0 / mse)


model = nn.Sequential(
    nn.Linear(64, 32), nn.ReLU(), nn.Linear(32, 6), nn.ReLU(),
    nn.Linear(6, 32), nn.ReLU(), nn.Linear(32, 64), nn.Sigmoid(),
).to(device)
encoder = model[:4]
print("encoder:", encoder)
opt = torch.optim.Adam(model.parameters(), lr=5e-3)
loss_fn = nn.BCELoss()
for epoch in range(25):
    perm = torch.randperm(len(clean), device=device)
    total = 0.0
    for i in range(0, len(clean), 64):
        xb = clean[perm[i:i + 64]]
        loss = loss_fn(model(corrupt(xb)), xb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item()
    if epoch % 5 == 4:
        print(f"epoch {epoch + 1}: BCE {total / 8:.4f}")

model.eval()
with torch.no_grad():
    test = clean[:100]
    noisy = corrupt(test)
    restored = model(noisy)
print(f"PSNR noisy {psnr(noisy, test):.2f} dB -> denoised {psnr(restored, test):.2f} dB")
print("restored glyph 0 (thresholded):")
for row in (restored[0].view(8, 8) > 0.5).int().tolist():
    print("  " + "".join("#" if v else "." for v in row))
print("true label:", labels[0].item())
with torch.no_grad():
    codes = encoder(clean)
for k in range(4):
    print(f"class {k} mean code:", [f"{v:.2f}" for v in codes[labels == k].mean(0).tolist()])
dead = (codes.max(0).values == 0).sum().item()
print("dead latent units:", dead)
