# ConvTranspose2d shapes: stride 2 with output_padding, the output_size argument, groups and
# dilation; checked against the formula, plus an Upsample/Conv decoder on a tiny batch.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(7)


def expect(h, k, s, p, op, d):
    return (h - 1) * s - 2 * p + d * (k - 1) + op + 1


x = torch.randn(2, 4, 5, 5).to(device)
for k, s, p, op, d, g in [(3, 2, 1, 1, 1, 1), (4, 2, 1, 0, 1, 2), (3, 3, 0, 2, 1, 4), (3, 1, 2, 0, 2, 1)]:
    ct = nn.ConvTranspose2d(4, 8, k, stride=s, padding=p, output_padding=op, dilation=d, groups=g).to(device)
    y = ct(x)
    print(k, s, p, op, d, g, tuple(y.shape), expect(5, k, s, p, op, d), tuple(ct.weight.shape))

ct = nn.ConvTranspose2d(4, 2, 3, stride=2, padding=1).to(device)
print(tuple(ct(x).shape), tuple(ct(x, output_size=[10, 10]).shape))

dec = nn.Sequential(
    nn.ConvTranspose2d(4, 6, 2, stride=2, bias=False),
    nn.BatchNorm2d(6),
    nn.ReLU(),
    nn.Upsample(scale_factor=2, mode="nearest"),
    nn.Conv2d(6, 1, 3, padding=1),
    nn.Sigmoid(),
).to(device)
target = torch.rand(2, 1, 20, 20).to(device)
opt = torch.optim.Adam(dec.parameters(), lr=0.01)
for step in range(6):
    out = dec(x)
    loss = nn.functional.binary_cross_entropy(out, target)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.5f}")
print(tuple(out.shape), f"{out.mean().item():.4f}")
print("running_mean", dec[1].running_mean.round(decimals=4))
