# Convolution variants: padding_mode reflect/circular/replicate, depthwise groups, dilation,
# ConvTranspose2d with output_padding, Conv3d, padding="same" with even kernels, and F.conv1d.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
x = torch.randn(1, 2, 6, device=device)
for mode in ["zeros", "reflect", "replicate", "circular"]:
    torch.manual_seed(1)
    c = nn.Conv1d(2, 3, 3, padding=2, padding_mode=mode).to(device)
    print(mode, c(x).shape, round(c(x).sum().item(), 4))
print(c)
img = torch.randn(2, 4, 7, 7, device=device)
dw = nn.Conv2d(4, 4, 3, groups=4, bias=False).to(device)
pw = nn.Conv2d(4, 6, 1).to(device)
print(dw.weight.shape, pw(dw(img)).shape, round(pw(dw(img)).sum().item(), 4))
dil = nn.Conv2d(4, 2, 3, dilation=2, stride=(1, 2), padding=(2, 1)).to(device)
print(dil(img).shape, dil)
same = nn.Conv2d(4, 2, 4, padding="same").to(device)
print(same(img).shape, round(same(img).mean().item(), 4))
same_d = nn.Conv1d(2, 2, 3, padding="same", dilation=2).to(device)
print(same_d(x).shape)
ct = nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1).to(device)
print(ct(img).shape, ct)
print(ct(img, output_size=[13, 13]).shape)
ct_g = nn.ConvTranspose1d(2, 4, 2, stride=2, groups=2, dilation=1).to(device)
print(ct_g(x).shape, ct_g.weight.shape)
vol = torch.randn(1, 2, 4, 5, 5, device=device)
c3 = nn.Conv3d(2, 3, (2, 3, 3), stride=(1, 2, 2), padding=(0, 1, 1)).to(device)
print(c3(vol).shape, round(c3(vol).sum().item(), 4))
print(nn.MaxPool3d(2)(vol).shape, nn.AvgPool3d((1, 2, 2), count_include_pad=False, padding=(0, 1, 1))(vol).shape)
k = torch.tensor([[[1.0, 0.0, -1.0]]], device=device)
sig = torch.arange(8.0, device=device).view(1, 1, 8) ** 2
print(F.conv1d(sig, k), F.conv1d(sig, k, stride=2, padding=1))
print(F.conv2d(torch.ones(1, 1, 4, 4, device=device), torch.ones(1, 1, 2, 2, device=device), stride=2))
print(F.conv_transpose1d(torch.ones(1, 1, 3, device=device), torch.ones(1, 1, 2, device=device), stride=2))
print(F.avg_pool2d(torch.arange(16.0, device=device).view(1, 1, 4, 4), 3, stride=1, padding=1, count_include_pad=False))
print(F.max_pool2d(torch.arange(16.0, device=device).view(1, 1, 4, 4), 2, return_indices=True))
loss = c3(vol).pow(2).mean() + ct(img).mean()
loss.backward()
print(round(c3.weight.grad.norm().item(), 4), round(ct.bias.grad.sum().item(), 4))
