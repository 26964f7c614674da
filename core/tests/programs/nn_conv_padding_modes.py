import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)
x1 = torch.randn(2, 3, 7, device=device)
x2 = torch.randn(1, 2, 5, 6, device=device)
x3 = torch.randn(1, 2, 4, 4, 4, device=device)
for mode in ["zeros", "reflect", "replicate", "circular"]:
    c1 = nn.Conv1d(3, 6, 3, stride=2, padding=1, groups=3, bias=False, padding_mode=mode).to(device)
    c2 = nn.Conv2d(2, 4, (3, 5), padding="same", padding_mode=mode).to(device)
    c2b = nn.Conv2d(2, 4, 3, padding=(2, 1), dilation=2, padding_mode=mode).to(device)
    c3 = nn.Conv3d(2, 3, 3, padding=1, padding_mode=mode).to(device)
    print(c1)
    print(c2)
    y1, y2, y2b, y3 = c1(x1), c2(x2), c2b(x2), c3(x3)
    print(mode, tuple(y1.shape), tuple(y2.shape), tuple(y2b.shape), tuple(y3.shape))
    print(y1[0, :2], y2[0, 0, 0], y2b[0, 1, :, 0], y3[0, 0, 0, 0])
    loss = y2.pow(2).mean() + y1.abs().mean()
    loss.backward()
    print(round(loss.item(), 4), c2.weight.grad.shape, round(c1.weight.grad.abs().sum().item(), 4))
c = nn.Conv2d(1, 1, 3, padding=1, padding_mode="circular", bias=False).to(device)
with torch.no_grad():
    c.weight.zero_()
    c.weight[0, 0, 1, 0] = 1.0
img = torch.arange(16.0, device=device).view(1, 1, 4, 4)
print(c(img))
print(c.state_dict().keys(), c.padding, c.padding_mode)
try:
    nn.ConvTranspose1d(2, 2, 3, padding_mode="reflect")
except ValueError as e:
    print("ValueError", e)
