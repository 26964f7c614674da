import torch
import torch.nn.functional as F
from torch import nn
device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)
img = torch.arange(20.0, device=device).view(1, 1, 4, 5)
sig = torch.tensor([[[0.0, 1.0, 4.0, 9.0, 16.0]]], device=device)
for mode in ["nearest", "nearest-exact"]:
    print(mode, F.interpolate(sig, size=8, mode=mode)[0, 0])
    print(mode, F.interpolate(sig, scale_factor=1.5, mode=mode)[0, 0])
    print(mode, F.interpolate(img, size=(3, 7), mode=mode)[0, 0])
    print(mode, F.interpolate(sig, size=3, mode=mode)[0, 0])
torch.set_printoptions(precision=3)
for ac in [False, True]:
    print("bicubic", ac, F.interpolate(img, size=(6, 8), mode="bicubic", align_corners=ac)[0, 0])
    print("bicubic down", ac, F.interpolate(img, scale_factor=0.5, mode="bicubic", align_corners=ac)[0, 0])
torch.set_printoptions(precision=4)
print("area", F.interpolate(img, size=(2, 2), mode="area")[0, 0])
print("area 1d", F.interpolate(sig, size=2, mode="area")[0, 0])
print("area up", F.interpolate(sig, scale_factor=2, mode="area")[0, 0])
vol = torch.arange(8.0, device=device).view(1, 1, 2, 2, 2)
print("trilinear", F.interpolate(vol, scale_factor=2, mode="trilinear", align_corners=True)[0, 0, 1])
print("trilinear ac False", F.interpolate(vol, size=(3, 3, 3), mode="trilinear")[0, 0, 0])
x = torch.randn(2, 3, 8, 8, device=device, requires_grad=True)
up = nn.Upsample(scale_factor=2, mode="bicubic", align_corners=False)
print(up)
y = up(x)
y.pow(2).mean().backward()
print(y.shape, round(x.grad.abs().sum().item(), 4))
down = F.interpolate(x, size=(4, 4), mode="area")
print(torch.allclose(down, F.adaptive_avg_pool2d(x, 4)), down.shape)
print(nn.Upsample(size=(5, 5), mode="nearest-exact")(img).shape)
try:
    F.interpolate(img, size=(2, 2), mode="area", align_corners=True)
except ValueError as e:
    print("ValueError", e)
try:
    F.interpolate(sig, size=4, mode="bicubic")
except NotImplementedError as e:
    print("NotImplementedError", e)
for shape, kw in [((4, 4), {"size": 2}), ((4, 4), {"size": (2, 2)}), ((1, 1, 4), {"size": 2, "mode": "bilinear"})]:
    try:
        F.interpolate(torch.ones(shape, device=device), **kw)
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)
