# nn.Conv1d/Conv2d, the pools and BatchNorm1d/2d: their reprs, PyTorch's init draws under a seed,
# state_dict keys (buffers after parameters), forward values and gradients, the running
# statistics in train and eval mode, and their errors. Forward checks use dyadic weights and
# inputs, whose sums are exact in float32 whatever order they are added in.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def dyadic(*shape):
    n = 1
    for s in shape:
        n *= s
    return (torch.arange(n, dtype=torch.float32) * 7 % 11 - 5).reshape(shape) / 8


conv = nn.Conv2d(3, 6, 5)
print(conv)
print(conv.weight.shape, conv.bias.shape, conv.weight.requires_grad)
print(conv.weight[0, 0])
print(conv.weight[5, 2, 4])
print(conv.bias)
print(nn.Conv2d(3, 6, (3, 5), stride=2, padding=1, dilation=2, groups=3, bias=False))
print(nn.Conv2d(4, 8, 3, padding="same"), nn.Conv2d(4, 8, 3, padding="valid"))
print(nn.Conv2d(4, 8, kernel_size=(1, 3), stride=(2, 1), padding=(0, 1)))
c1 = nn.Conv1d(4, 2, 3, stride=2, padding=1)
print(c1, c1.weight, c1.bias)
print(nn.Conv1d(4, 4, 3, groups=4, bias=False).weight.shape)
print(nn.MaxPool2d(2, 2), nn.MaxPool2d(3), nn.MaxPool2d((2, 3), stride=1, padding=1, ceil_mode=True))
print(nn.MaxPool1d(2), nn.AvgPool1d(3), nn.AvgPool2d(2), nn.AvgPool2d(3, 2, 1))
print(nn.AdaptiveAvgPool2d((5, 7)), nn.AdaptiveAvgPool2d(1), nn.AdaptiveAvgPool1d(4))
print(nn.BatchNorm2d(6), nn.BatchNorm1d(4, eps=0.001, momentum=None, affine=False))
print(nn.BatchNorm2d(3, track_running_stats=False), nn.BatchNorm1d(3, bias=False))

model = nn.Sequential(nn.Conv2d(2, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2))
print(model)
print(list(model.state_dict().keys()))
print([n for n, p in model.named_parameters()])
print([n for n, b in model.named_buffers()], len(list(model.buffers())))
model = model.to(device)
print(model[1].running_mean, model[1].running_var, model[1].num_batches_tracked)

# Conv2d forward and backward with dyadic weights.
with torch.no_grad():
    conv.weight.copy_(dyadic(6, 3, 5, 5))
    conv.bias.copy_(dyadic(6))
conv = conv.to(device)
x = dyadic(2, 3, 9, 8).to(device).requires_grad_()
out = conv(x)
print(out.shape, out.grad_fn is not None)
print(out[1, 4].tolist())
(out * dyadic(2, 6, 5, 4).to(device)).sum().backward()
print(x.grad[0, 1].tolist())
print(conv.weight.grad[2, 0].tolist())
print(conv.bias.grad.tolist())

# Conv1d, strided and padded, unbatched too.
with torch.no_grad():
    c1.weight.copy_(dyadic(2, 4, 3))
    c1.bias.copy_(dyadic(2))
c1 = c1.to(device)
s = dyadic(3, 4, 7).to(device).requires_grad_()
o1 = c1(s)
print(o1.shape, o1.tolist())
o1.sum().backward()
print(s.grad[0].tolist(), c1.weight.grad.tolist())
print(c1(s[0]).shape)

# Pools over the conv output.
y = out.detach().requires_grad_()
for pool in [nn.MaxPool2d(2), nn.MaxPool2d(3, 1, 1), nn.AvgPool2d(2, 1), nn.AvgPool2d(3, 2, 1, ceil_mode=True),
             nn.AdaptiveAvgPool2d((2, 3)), nn.AdaptiveAvgPool2d(1)]:
    p = pool(y)
    y.grad = None
    (p * torch.arange(p.numel(), device=device).reshape(p.shape)).sum().backward()
    print(type(pool).__name__, p.shape, p[0, 0].tolist(), y.grad[0, 0, 0].tolist())
vals, idx = nn.MaxPool2d(2, return_indices=True)(y)
print(idx[1, 2])

# BatchNorm2d: batch statistics in training, running ones in eval. Each channel holds +-1 in equal
# numbers (32 to a channel), scaled and shifted by powers of two, and eps (2**-30) vanishes beside
# the variance: the statistics, the normalised values and their gradients are exact, so they are
# PyTorch's whichever of its kernels ran.
bn = nn.BatchNorm2d(4, eps=2.0 ** -30).to(device)
sign = (torch.arange(128) % 2 * 2 - 1).reshape(4, 4, 2, 4).float()
z = (sign * torch.tensor([0.5, 1.0, 2.0, 0.25]).reshape(1, 4, 1, 1)
     + torch.tensor([1.0, -2.0, 0.5, 3.0]).reshape(1, 4, 1, 1)).to(device)
for step in range(3):
    r = bn(z * 2 ** step)
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
print(r.shape, (r * r).sum().item(), r.mean().item() < 1e-6)
bn.eval()
e = bn(z)
print(e[0, 1].tolist())
bn.train()
zz = z.clone().requires_grad_()
r = bn(zz)
(r ** 3 + r * dyadic(4, 4, 2, 4).to(device)).sum().backward()
print(bn.weight.grad.tolist(), bn.bias.grad.tolist())
print(zz.grad[1, 2].tolist())
print(bn.state_dict()["num_batches_tracked"], list(bn.state_dict().keys()))

cma = nn.BatchNorm1d(3, momentum=None).to(device)
for k in range(3):
    cma(dyadic(4, 3).to(device) * (k + 2))
print(cma.running_mean, cma.running_var, cma.num_batches_tracked)
free = nn.BatchNorm1d(3, eps=2.0 ** -30, affine=False, track_running_stats=False).to(device)
pm = (torch.arange(30) % 2 * 2 - 1).reshape(5, 3, 2).float() * 0.5 + 1
print(free(pm.to(device))[0].tolist(), free.running_mean, list(free.state_dict().keys()))

for bad in [lambda: conv(torch.zeros(3, 4, device=device)),
            lambda: conv(torch.zeros(1, 3, 4, 4, device=device)),
            lambda: conv(torch.zeros(1, 4, 8, 8, device=device)),
            lambda: nn.MaxPool2d(2)(torch.zeros(1, 1, 1, 1, device=device)),
            lambda: bn(torch.zeros(2, 4, device=device)),
            lambda: nn.BatchNorm1d(4)(torch.zeros(1, 4, device=device)),
            lambda: nn.BatchNorm1d(4, eps=0.0)(torch.zeros(2, 4, device=device)),
            lambda: nn.Conv2d(3, 6, 5, groups=2),
            lambda: nn.Conv2d(3, 6, 5, stride=2, padding="same")]:
    try:
        bad()
    except Exception as err:
        print(type(err).__name__, err)
