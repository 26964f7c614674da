# nn.LazyConv1d/2d/3d and nn.LazyConvTranspose1d/2d/3d: in_channels 0 until the first call, which
# takes it from the input and draws the parameters then (after any draws in between), as PyTorch.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def r(t, n=4):
    return [round(v, n) for v in t.detach().flatten().tolist()]


cases = [
    (nn.LazyConv1d(4, 3), (2, 3, 7)), (nn.LazyConv1d(4, 2, padding="same", bias=False), (6, 5)),
    (nn.LazyConv2d(6, (2, 3), stride=2, groups=3), (2, 3, 5, 6)),
    (nn.LazyConv3d(2, 2, padding=1), (1, 2, 3, 3, 4)),
    (nn.LazyConvTranspose1d(3, 3, stride=2), (2, 4, 5)),
    (nn.LazyConvTranspose2d(4, 2, groups=2, output_padding=1, stride=2), (4, 3, 3)),
    (nn.LazyConvTranspose3d(2, (2, 1, 2)), (1, 3, 2, 3, 2)),
]
for m, shape in cases:
    m.to(device)
    print(m, m.in_channels)
    noise = torch.rand(2)  # a draw between construction and the first call
    x = torch.randn(shape, device=device, requires_grad=True)
    out = m(x)
    g = torch.arange(out.numel(), device=device).reshape(out.shape) % 5 - 2.0
    (out * g).sum().backward()
    print(m, m.in_channels, tuple(m.weight.shape), r(m.weight)[:6])
    print(tuple(out.shape), r(out, 3)[:10], r(x.grad, 3)[:10])
    print([tuple(p.shape) for p in m.parameters()], isinstance(m, nn.modules.conv._ConvNd))
    print(r(m(x), 3)[:4], r(torch.rand(2)))
try:
    nn.LazyConv2d(4, 3, groups=2)(torch.randn(1, 3, 4, 4, device=device))
except ValueError as e:
    print("ValueError:", e)
