# Container manipulation: nn.Sequential slicing/indexing/negative index/len/append/insert/extend/
# pop/del, an OrderedDict-built Sequential with names, ModuleList insert/extend, iterating
# containers, replacing a layer in place (transfer learning head swap), and float()/to(float32).
from collections import OrderedDict
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(10)

seq = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 2))
print(len(seq), seq[0], seq[-1])
print(seq[1:3])
print(type(seq[1:3]).__name__, len(seq[::2]))
seq.append(nn.Softmax(dim=1))
print(len(seq), seq[-1])
del seq[-1]
seq.insert(1, nn.BatchNorm1d(8))
print([type(m).__name__ for m in seq])
seq.extend([nn.Identity(), nn.Identity()])
print(len(seq))
popped = seq.pop(-1)
print(type(popped).__name__, len(seq))
seq = seq.to(device)
x = torch.randn(5, 4, device=device)
print(seq(x).shape)

named = nn.Sequential(OrderedDict([
    ("conv", nn.Conv2d(1, 4, 3)),
    ("act", nn.ReLU()),
    ("pool", nn.AdaptiveAvgPool2d(1)),
    ("flat", nn.Flatten()),
    ("fc", nn.Linear(4, 3)),
]))
print(named)
print(named.fc, named[4] is named.fc, list(named._modules.keys()) if hasattr(named, "_modules") else None)
named.fc = nn.Linear(4, 10)
print(named.fc, named(torch.randn(2, 1, 6, 6)).shape)
for p in named.parameters():
    p.requires_grad = False
named.fc = nn.Linear(4, 5)
trainable = [n for n, p in named.named_parameters() if p.requires_grad]
print("trainable after head swap:", trainable)

ml = nn.ModuleList([nn.Linear(2, 2)])
ml.insert(0, nn.Tanh())
ml.extend([nn.ReLU(), nn.Linear(2, 1)])
ml += [nn.Sigmoid()]
print([type(m).__name__ for m in ml], len(ml))
h = torch.randn(3, 2)
for m in ml:
    h = m(h)
print(h.shape)
print(ml[1:3])

f32 = nn.Linear(3, 3).float()
print(f32.weight.dtype, f32.to(torch.float32)(torch.randn(1, 3)).dtype)
try:
    seq[10]
except IndexError as e:
    print("IndexError:", e)
try:
    del seq[42]
except IndexError as e:
    print("IndexError:", e)
