# Preparing a small CNN for deployment: folding each eval-mode BatchNorm into the conv or linear
# layer before it with torch.nn.utils.fusion, checking outputs match, counting parameters saved,
# the transposed-conv case, and the assertion when a layer is still in training mode.
import copy
import torch
import torch.nn as nn
from torch.nn.utils.fusion import fuse_conv_bn_eval, fuse_linear_bn_eval, fuse_conv_bn_weights

device = "cpu"
torch.manual_seed(56)
net = nn.Sequential(
    nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
    nn.Conv2d(8, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU(),
    nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 4), nn.BatchNorm1d(4),
).to(device)
x = torch.randn(16, 3, 6, 6, device=device)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for _ in range(5):
    opt.zero_grad()
    net(x).pow(2).mean().backward()
    opt.step()
net.eval()
with torch.no_grad():
    ref = net(x)

fused_layers = []
mods = list(net)
i = 0
while i < len(mods):
    m = mods[i]
    nxt = mods[i + 1] if i + 1 < len(mods) else None
    if isinstance(m, nn.Conv2d) and isinstance(nxt, nn.BatchNorm2d):
        fused_layers.append(fuse_conv_bn_eval(m, nxt))
        i += 2
    elif isinstance(m, nn.Linear) and isinstance(nxt, nn.BatchNorm1d):
        fused_layers.append(fuse_linear_bn_eval(m, nxt))
        i += 2
    else:
        fused_layers.append(m)
        i += 1
fused = nn.Sequential(*fused_layers).to(device).eval()
print(fused)
with torch.no_grad():
    out = fused(x)
print("same outputs:", torch.allclose(out, ref, atol=1e-4), round((out - ref).abs().max().item(), 5) < 1e-4)
count = lambda m: sum(p.numel() for p in m.parameters())
print("params:", count(net), "->", count(fused))
print("bias added where there was none:", fused[2].bias is not None, tuple(fused[2].bias.shape))
print("original untouched:", net[3].bias is None, fused[0] is not net[0])
print(fused[0].weight.requires_grad, type(fused[0].weight).__name__)

up = nn.ConvTranspose2d(4, 6, 2, stride=2).to(device).eval()
bn = nn.BatchNorm2d(6).to(device)
bn.running_mean.uniform_(-1, 1)
bn.running_var.uniform_(0.5, 2)
bn.eval()
z = torch.randn(2, 4, 3, 3, device=device)
w, b = fuse_conv_bn_weights(up.weight, up.bias, bn.running_mean, bn.running_var, bn.eps, bn.weight, bn.bias, transpose=True)
fused_up = copy.deepcopy(up)
fused_up.weight, fused_up.bias = w, b
with torch.no_grad():
    print("transposed:", torch.allclose(fused_up(z), bn(up(z)), atol=1e-5))
net.train()
try:
    fuse_conv_bn_eval(net[0], net[1])
except AssertionError as e:
    print("AssertionError:", e)
