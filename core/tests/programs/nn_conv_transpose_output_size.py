import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
torch.set_printoptions(precision=4)
down = nn.Conv2d(1, 4, 3, stride=2, padding=1).to(device)
up = nn.ConvTranspose2d(4, 1, 3, stride=2, padding=1).to(device)
for size in [(7, 7), (8, 8), (8, 7)]:
    x = torch.randn(1, 1, *size, device=device)
    h = down(x)
    y = up(h, output_size=x.size())
    print(size, tuple(h.shape), tuple(y.shape), tuple(up(h).shape))
y = up(h, output_size=[8, 7])
print(y[0, 0, 0])
y.sum().backward()
print(up.weight.grad.shape, round(up.weight.grad.sum().item(), 3))
up1 = nn.ConvTranspose1d(2, 3, 4, stride=3, padding=1, dilation=2).to(device)
z = torch.randn(2, 2, 5, device=device)
print(up1(z).shape, up1(z, output_size=[17]).shape, up1(z, output_size=(2, 3, 18)).shape)
up3 = nn.ConvTranspose3d(1, 1, 2, stride=2).to(device)
print(up3(torch.randn(1, 1, 2, 2, 2, device=device), output_size=(5, 4, 5)).shape)
for bad in [[20], [1, 2, 3, 4, 5]]:
    try:
        up1(z, output_size=bad)
    except ValueError as e:
        print("ValueError", e)
