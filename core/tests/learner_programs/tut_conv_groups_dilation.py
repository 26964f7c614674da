# Conv2d options learners trip over: groups (depthwise and grouped), dilation, padding='same',
# padding modes (reflect, replicate, circular) and the output shape arithmetic for each.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(8)
x = torch.arange(2 * 4 * 5 * 5, dtype=torch.float32, device=device).reshape(2, 4, 5, 5) / 50

for kw in [dict(groups=1), dict(groups=2), dict(groups=4), dict(dilation=2), dict(padding="same", dilation=2),
           dict(stride=2, padding=1), dict(padding=(0, 2))]:
    conv = nn.Conv2d(4, 8, 3, bias=False, **kw).to(device)
    y = conv(x)
    print(kw, tuple(conv.weight.shape), tuple(y.shape), round(y.sum().item(), 3))

dw = nn.Conv2d(4, 4, 3, padding=1, groups=4, bias=False).to(device)
with torch.no_grad():
    dw.weight.zero_()
    dw.weight[:, 0, 1, 1] = torch.tensor([1.0, 2.0, 3.0, 4.0])
print("depthwise scales channels:", torch.allclose(dw(x), x * torch.tensor([1.0, 2.0, 3.0, 4.0], device=device).view(1, 4, 1, 1)))

img = torch.arange(9, dtype=torch.float32, device=device).reshape(1, 1, 3, 3)
for mode in ["zeros", "reflect", "replicate", "circular"]:
    conv = nn.Conv2d(1, 1, 3, padding=1, padding_mode=mode, bias=False).to(device)
    with torch.no_grad():
        conv.weight.fill_(1.0)
    print(mode, conv(img)[0, 0].tolist())
for mode in ["reflect", "replicate", "circular"]:
    print(mode, F.pad(img, (1, 1, 1, 1), mode=mode)[0, 0, 0].tolist())
print("constant", F.pad(img, (2, 0, 0, 1), value=-1.0)[0, 0].tolist())

try:
    nn.Conv2d(4, 6, 3, groups=4)
except ValueError as e:
    print("ValueError:", e)
try:
    nn.Conv2d(4, 4, 3, stride=2, padding="same")
except ValueError as e:
    print("ValueError:", e)
try:
    nn.Conv2d(3, 4, 3).to(device)(x)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:80])

w = torch.randn(6, 2, 3, 3, device=device)
a = F.conv2d(x, w, groups=2, padding=1)
b = torch.cat([F.conv2d(x[:, :2], w[:3], padding=1), F.conv2d(x[:, 2:], w[3:], padding=1)], 1)
print("groups == split convs:", torch.allclose(a, b, atol=1e-5))
c1 = nn.Conv1d(2, 2, 2, dilation=3, groups=2).to(device)
print(tuple(c1(torch.randn(1, 2, 10, device=device)).shape))
