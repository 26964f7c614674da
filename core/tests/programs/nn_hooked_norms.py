# The older torch.nn.utils.weight_norm / spectral_norm (forward pre-hooks): weight_g/weight_v,
# weight_orig/weight_u/weight_v, the recomputed weight, gradients, removal and its error.
import warnings

import torch
import torch.nn as nn
from torch.nn.utils import remove_spectral_norm, remove_weight_norm, spectral_norm, weight_norm

device = "cpu"
warnings.simplefilter("ignore")

torch.manual_seed(0)
m = weight_norm(nn.Linear(4, 3).to(device), name="weight")
print(m)
print([n for n, _ in m.named_parameters()])
print(m.weight_g)
print(m.weight_v)
print(m.weight)
x = torch.randn(2, 4, device=device)
m(x).pow(2).sum().backward()
print(m.weight_g.grad)
print(m.weight_v.grad)
with torch.no_grad():
    m.weight_g.mul_(2.0)
m(x)
print(m.weight)
remove_weight_norm(m)
print([n for n, _ in m.named_parameters()])
print(m.weight)
try:
    remove_weight_norm(m)
except ValueError as e:
    print("ValueError:", e)

conv = weight_norm(nn.Conv2d(2, 2, 2).to(device), dim=None)
print(conv.weight_g)

torch.manual_seed(1)


class Disc(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = spectral_norm(nn.Conv2d(1, 2, 3))
        self.fc = spectral_norm(nn.Linear(8, 1))

    def forward(self, x):
        return self.fc(torch.relu(self.conv(x)).flatten(1))


d = Disc().to(device)
print(d)
print(list(d.state_dict().keys()))
print(d.fc.weight_u, d.fc.weight_v)
print(d.conv.weight_u)
inp = torch.randn(3, 1, 4, 4, device=device)
out = d(inp)
print(out)
out.mean().backward()
print(d.fc.weight_orig.grad)
print(d.fc.weight_u)
print(d.fc.weight)
d.eval()
print(d(inp))
remove_spectral_norm(d.fc)
print([n for n, _ in d.fc.named_parameters()], [n for n, _ in d.fc.named_buffers()])
print(d.fc.weight)
try:
    spectral_norm(d.conv)
except RuntimeError as e:
    print("RuntimeError:", e)
