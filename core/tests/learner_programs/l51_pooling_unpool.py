# Pooling zoo: MaxPool2d(return_indices) + MaxUnpool2d, AvgPool2d with ceil_mode and
# count_include_pad=False, divisor_override, AdaptiveAvg/MaxPool on odd sizes, LPPool, 1d/3d.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(25)

x = torch.randn(1, 2, 5, 5).to(device)
pool = nn.MaxPool2d(2, stride=2, return_indices=True)
out, idx = pool(x)
print(tuple(out.shape), idx[0, 0].tolist())
unpool = nn.MaxUnpool2d(2, stride=2)
up = unpool(out, idx, output_size=x.shape)
print(tuple(up.shape), int((up != 0).sum()), torch.equal(up.flatten(2).gather(2, idx.flatten(2)), out.flatten(2)))
print(f"max ceil {nn.MaxPool2d(2, ceil_mode=True)(x).shape}")
a1 = nn.AvgPool2d(3, stride=2, padding=1)(x)
a2 = nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=False)(x)
a3 = nn.AvgPool2d(3, stride=2, padding=1, ceil_mode=True)(x)
a4 = nn.AvgPool2d(2, divisor_override=1)(x)
print([tuple(t.shape) for t in (a1, a2, a3, a4)])
print(f"{a1[0, 0, 0, 0].item():.5f} {a2[0, 0, 0, 0].item():.5f} {a4.sum().item():.5f}")
print("adaptive avg", [[round(v, 4) for v in r] for r in nn.AdaptiveAvgPool2d((2, 3))(x)[0, 0].tolist()])
print("adaptive max", [[round(v, 4) for v in r] for r in nn.AdaptiveMaxPool2d(3)(x)[0, 1].tolist()])
am, ai = F.adaptive_max_pool1d(x[0, :, 0], 2, return_indices=True)
print("adaptive 1d", ai.tolist())
print(f"lppool {nn.LPPool2d(2, 2)(x).sum().item():.5f} {nn.LPPool1d(3, 2)(x[0].abs()).shape}")
v = torch.randn(1, 1, 4, 4, 4).to(device)
print(tuple(nn.MaxPool3d(2)(v).shape), tuple(nn.AvgPool3d(2, stride=1)(v).shape), tuple(nn.AdaptiveAvgPool3d(1)(v).shape))
s = torch.arange(10.0).view(1, 1, 10).to(device)
print(F.max_pool1d(s, 3, stride=2).tolist(), F.avg_pool1d(s, 4, stride=3, padding=1).tolist())
print(F.max_pool1d(s, 2, dilation=3).tolist())
xr = x.clone().requires_grad_(True)
nn.MaxPool2d(2)(xr).sum().backward()
print("maxpool grad count", int(xr.grad.sum().item()))
