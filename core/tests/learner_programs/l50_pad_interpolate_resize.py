# Padding and resizing: F.pad with constant/reflect/replicate/circular, nn.ZeroPad2d,
# F.interpolate nearest/bilinear(align_corners)/scale_factor, nn.Upsample and AdaptiveAvgPool2d.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

x = torch.arange(1.0, 10.0, device=device).view(1, 1, 3, 3)
print(F.pad(x, (1, 1, 0, 0)))
print(F.pad(x, (1, 1, 1, 1), mode="reflect"))
print(F.pad(x, (2, 0, 0, 1), mode="replicate"))
print(F.pad(x, (1, 1, 1, 1), mode="circular")[0, 0, 0])
print(F.pad(x, (0, 1), value=-1.0).shape)
print(nn.ZeroPad2d((1, 0, 0, 1))(x)[0, 0])
print(nn.ConstantPad1d(2, 3.5)(torch.ones(1, 2, 2, device=device)))
print(F.interpolate(x, scale_factor=2, mode="nearest")[0, 0])
print(F.interpolate(x, size=(5, 5), mode="bilinear", align_corners=True)[0, 0])
print(F.interpolate(x, size=(4, 4), mode="bilinear", align_corners=False)[0, 0].round(decimals=4))
print(F.interpolate(torch.arange(4.0, device=device).view(1, 1, 4), scale_factor=1.5, mode="linear"))
up = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
print(up(x).shape, up)
pool = nn.AdaptiveAvgPool2d((2, 2))
print(pool(x)[0, 0])
print(nn.AdaptiveMaxPool2d(1)(x).view(-1))
print(F.avg_pool2d(x, 2, stride=1), F.max_pool2d(x, 2, stride=1, return_indices=True)[1])
img = torch.randn(2, 3, 7, 5, device=device, requires_grad=True)
y = F.interpolate(img, size=(14, 10), mode="bicubic", align_corners=False)
y.mean().backward()
print(y.shape, img.grad.sum().round(decimals=4))
print(F.interpolate(x, scale_factor=0.5, mode="area"))
