# Editing containers the way learners do surgery: Sequential slicing, negative indices,
# append/insert/pop/del, + and * (repeated layers share their weights), ModuleList and
# ModuleDict edits, and what parameters() counts after each change.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def count(m):
    return sum(p.numel() for p in m.parameters())


net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 2))
print(len(net), count(net))
features = net[:-1]
print(type(features).__name__, len(features), features[0] is net[0])
print(features)
print(net[-1])
net.append(nn.Softmax(dim=1))
net.insert(0, nn.Identity())
print([type(m).__name__ for m in net])
popped = net.pop(len(net) - 1)
print("popped", popped)
del net[0]
print([type(m).__name__ for m in net], count(net))
net[4] = nn.Linear(8, 3)
print(net[4], count(net))
combined = nn.Sequential(nn.Linear(2, 4)) + nn.Sequential(nn.Tanh(), nn.Linear(4, 4))
print(combined)
block = nn.Sequential(nn.Linear(4, 4), nn.GELU())
deep = block * 3
print(len(deep), count(block), count(deep), deep[2] is deep[0])
print([n for n, _ in deep.named_parameters()])
stack = nn.Sequential(nn.Linear(3, 3))
alias = stack
stack *= 2
print(alias is stack, len(stack))
try:
    block * 0
except ValueError as e:
    print("ValueError", e)
try:
    block * 1.5
except TypeError as e:
    print("TypeError", e)
try:
    block + [nn.ReLU()]
except ValueError as e:
    print("ValueError", e)

layers = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
layers.append(nn.Linear(2, 1))
layers.extend([nn.ReLU(), nn.Tanh()])
layers.insert(1, nn.Dropout(0.1))
print([type(m).__name__ for m in layers], len(layers), count(layers))
print(layers[1:3])
try:
    layers[10]
except IndexError as e:
    print("IndexError", e)
heads = nn.ModuleDict({"cls": nn.Linear(4, 3)})
heads["reg"] = nn.Linear(4, 1)
heads.update({"aux": nn.Linear(4, 2)})
print(list(heads.keys()), "reg" in heads, len(heads))
print(heads.pop("aux"))
print(list(heads), count(heads))
x = torch.randn(2, 4, device=device)
heads = heads.to(device)
print({k: tuple(v(x).shape) for k, v in heads.items()})
net = net.to(device)
print([round(v, 4) for v in net(x)[0].tolist()])
