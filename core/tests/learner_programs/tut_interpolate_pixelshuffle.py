# Resizing feature maps: F.interpolate with nearest, bilinear (align_corners False/True),
# bicubic and area modes, scale_factor vs size, nn.Upsample, PixelShuffle/PixelUnshuffle
# round trips, and a tiny super-resolution net trained to upscale smooth images by 2.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(13)
torch.set_printoptions(precision=3)

x = torch.arange(1.0, 5.0, device=device).view(1, 1, 2, 2)
print("input:\n", x)
print("nearest x2:\n", F.interpolate(x, scale_factor=2, mode="nearest"))
print("bilinear x2:\n", F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False))
print("bilinear x2 align_corners=True:\n", F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=True))
print("bicubic to 3x3:\n", F.interpolate(x, size=(3, 3), mode="bicubic", align_corners=False))
big = torch.arange(16.0, device=device).view(1, 1, 4, 4)
print("area down to 2x2:\n", F.interpolate(big, size=(2, 2), mode="area"))
print("equals avg_pool2d:", torch.equal(F.interpolate(big, size=(2, 2), mode="area"), F.avg_pool2d(big, 2)))
line = torch.tensor([[[0.0, 10.0, 20.0]]], device=device)
print("linear 1-D to 5:", F.interpolate(line, size=5, mode="linear", align_corners=True))
print("nearest-exact 1-D to 5:", F.interpolate(line, size=5, mode="nearest-exact"))
up = nn.Upsample(scale_factor=(1, 3), mode="nearest")
print("Upsample module:", up, tuple(up(x).shape))

ps = nn.PixelShuffle(2)
pu = nn.PixelUnshuffle(2)
c = torch.arange(16.0, device=device).view(1, 4, 2, 2)
shuffled = ps(c)
print("pixel shuffle (1,4,2,2) ->", tuple(shuffled.shape))
print(shuffled[0, 0])
print("unshuffle round trip:", torch.equal(pu(shuffled), c))
print("manual reshape equals:", torch.equal(c.view(1, 1, 2, 2, 2, 2).permute(0, 1, 4, 2, 5, 3).reshape(1, 1, 4, 4), shuffled))


def smooth_images(n, size):
    xs = torch.linspace(-1, 1, size)
    gx, gy = torch.meshgrid(xs, xs, indexing="ij")
    freq = torch.rand(n, 1, 1) * 2 + 1
    phase = torch.rand(n, 1, 1) * 3
    return torch.sin(freq * gx + phase) * torch.cos(freq * gy - phase)


hr = smooth_images(64, 16).unsqueeze(1).to(device)
lr = F.avg_pool2d(hr, 2)
print("hr", tuple(hr.shape), "lr", tuple(lr.shape))


class SubPixelSR(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.Conv2d(16, 4, 3, padding=1))
        self.shuffle = nn.PixelShuffle(2)

    def forward(self, x):
        base = F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)
        return base + self.shuffle(self.body(x))


model = SubPixelSR().to(device)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
baseline = {m: F.mse_loss(F.interpolate(lr, scale_factor=2, mode=m, **({} if m == "nearest" else {"align_corners": False})), hr).item()
            for m in ("nearest", "bilinear", "bicubic")}
print("baselines:", {k: f"{v:.5f}" for k, v in baseline.items()})
for step in range(60):
    loss = F.mse_loss(model(lr), hr)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 19:
        print(f"step {step + 1}: mse {loss.item():.5f}")
print("beats bilinear:", loss.item() < baseline["bilinear"])
