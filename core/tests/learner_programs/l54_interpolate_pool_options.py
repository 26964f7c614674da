# Resizing and pooling options: interpolate nearest/nearest-exact/linear/bilinear/bicubic/area with
# align_corners and scale_factor, recompute_scale_factor; max_pool with ceil_mode and dilation,
# return_indices; avg_pool with count_include_pad and divisor_override; lp_pool; adaptive pools
# with non-divisible sizes; pixel_shuffle/unshuffle.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(79)

img = torch.arange(16, dtype=torch.float, device=device).reshape(1, 1, 4, 4)
for mode in ["nearest", "nearest-exact", "bilinear", "bicubic", "area"]:
    out = F.interpolate(img, size=(3, 5), mode=mode)
    print(mode, out[0, 0, 1].round(decimals=3))
print(F.interpolate(img, scale_factor=1.5, mode="bilinear", align_corners=True)[0, 0, 0].round(decimals=4))
print(F.interpolate(img, scale_factor=0.6, mode="bilinear", recompute_scale_factor=True).shape)
print(F.interpolate(img, scale_factor=0.6, mode="nearest")[0, 0])
sig = torch.tensor([[[1.0, 4.0, 2.0, 8.0]]], device=device)
print(F.interpolate(sig, size=7, mode="linear").round(decimals=4))
print(F.interpolate(sig, size=7, mode="linear", align_corners=True).round(decimals=4))
x = torch.randn(1, 2, 5, 5, device=device)
print(F.max_pool2d(x, 2, ceil_mode=True).shape, F.max_pool2d(x, 2).shape)
v, i = F.max_pool2d(x, 3, stride=2, padding=1, return_indices=True)
print(v[0, 0].round(decimals=4), i[0, 0])
print(F.max_unpool2d(v, i, 3, stride=2, padding=1, output_size=(5, 5))[0, 0].round(decimals=4))
print(F.max_pool2d(x, 2, dilation=2)[0, 1].round(decimals=4))
print(F.avg_pool2d(img, 3, stride=2, padding=1)[0, 0].round(decimals=4))
print(F.avg_pool2d(img, 3, stride=2, padding=1, count_include_pad=False)[0, 0].round(decimals=4))
print(F.avg_pool2d(img, 2, divisor_override=3)[0, 0].round(decimals=4))
print(F.avg_pool1d(sig, 3, stride=1, padding=1, ceil_mode=True, count_include_pad=False).round(decimals=4))
print(F.lp_pool2d(img, 2, 2)[0, 0].round(decimals=4), F.lp_pool1d(sig, 1, 2).round(decimals=4))
print(F.adaptive_avg_pool2d(img, (3, 3))[0, 0].round(decimals=4))
print(F.adaptive_max_pool2d(img, (3, 2), return_indices=True))
print(F.adaptive_avg_pool1d(torch.arange(7.0, device=device).view(1, 1, 7), 3))
print(F.adaptive_max_pool1d(sig, 3))
ps = torch.arange(8.0, device=device).reshape(1, 8, 1, 1)
sh = F.pixel_shuffle(ps, 2)
print(sh.shape, sh[0])
print(torch.equal(F.pixel_unshuffle(sh, 2), ps))
print(nn.Upsample(size=(2, 6), mode="nearest")(img)[0, 0])
print(nn.AdaptiveAvgPool2d(1)(x).flatten(1).round(decimals=4))
print(F.max_pool1d(sig, 2, stride=1), F.avg_pool1d(sig, 2))
