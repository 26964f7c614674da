# Convolution options: padding="same" with dilation, padding_mode reflect/replicate/circular,
# groups and depthwise convs, conv_transpose with output_padding, stride and dilation, and the
# shapes of weight tensors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(5)

x = torch.arange(2 * 1 * 5 * 5, dtype=torch.float, device=device).reshape(2, 1, 5, 5) / 10
for mode in ["zeros", "reflect", "replicate", "circular"]:
    conv = nn.Conv2d(1, 1, 3, padding=1, padding_mode=mode, bias=False).to(device)
    with torch.no_grad():
        conv.weight.fill_(1.0 / 9)
    print(mode, conv(x)[0, 0, 0].round(decimals=4))
same = nn.Conv2d(1, 2, 3, padding="same", dilation=2).to(device)
print(same(x).shape, same)
c1 = nn.Conv1d(4, 4, 3, groups=4, padding=2, dilation=2).to(device)
print(c1.weight.shape, c1(torch.randn(1, 4, 7, device=device)).shape)
c1g = nn.Conv1d(4, 6, 3, groups=2, stride=2).to(device)
s = torch.randn(2, 4, 9, device=device)
print(c1g.weight.shape, c1g(s).shape, c1g(s)[0, :, 0].round(decimals=4))
ct = nn.ConvTranspose2d(1, 2, 3, stride=2, padding=1, output_padding=1).to(device)
print(ct.weight.shape, ct(x).shape)
print(ct(x)[1, 1, :2].round(decimals=4))
ctg = nn.ConvTranspose1d(4, 2, 2, stride=2, groups=2, dilation=1).to(device)
print(ctg.weight.shape, ctg(s).shape)
ctd = nn.ConvTranspose1d(4, 3, 3, dilation=2).to(device)
print(ctd(s).shape, ctd(s)[0, 0, :4].round(decimals=4))
y = F.conv2d(x, torch.ones(1, 1, 2, 2, device=device), stride=(2, 1))
print(y.shape, y[0, 0].round(decimals=4))
print(F.pad(x[0, 0, :2], (1, 2), mode="reflect"))
print(F.pad(x[:, :, :2, :3], (1, 1, 1, 0), mode="replicate")[0, 0])
print(F.pad(x[0, :, :2, :3], (2, 0), mode="circular"))
c3 = nn.Conv3d(1, 2, (1, 3, 3), padding=(0, 1, 1)).to(device)
print(c3(x.unsqueeze(2)).shape)
try:
    nn.Conv2d(1, 1, 3, padding="same", stride=2)
except ValueError as e:
    print("ValueError:", e)
try:
    nn.Conv2d(3, 4, 3, groups=2)
except ValueError as e:
    print("ValueError:", e)
