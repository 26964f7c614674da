# nn containers of user modules: Sequential running user forwards, ModuleList/ModuleDict,
# state_dict round trips and their errors, Dropout masks from the seeded generator.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(3)


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.fc = nn.Linear(d, d)
        self.drop = nn.Dropout(0.2)

    def forward(self, x):
        return self.drop(torch.relu(self.fc(x))) + x


net = nn.Sequential(Block(4), nn.Sequential(Block(4), nn.Tanh()), nn.Linear(4, 2)).to(device)
print(net)
x = torch.randn(3, 4, device=device)
y = net(x)
print(y)
y.sum().backward()
print(net[0].fc.weight.grad)
print([n for n, _ in net.named_parameters()])
print([n for n, _ in net.named_modules()])
net.eval()
print(net[1][0].drop.training, net(x))
sd = net.state_dict()
print(list(sd.keys()))
print(sd['2.bias'])
clone = nn.Sequential(Block(4), nn.Sequential(Block(4), nn.Tanh()), nn.Linear(4, 2)).to(device)
print(clone.load_state_dict(sd))
clone.eval()
print(torch.equal(clone(x), net(x)))
try:
    nn.Linear(4, 3).load_state_dict(nn.Linear(3, 3).state_dict())
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    nn.Linear(4, 3).load_state_dict({'weight': torch.zeros(3, 4)})
except RuntimeError as e:
    print("RuntimeError:", e)
print(nn.Linear(4, 3).load_state_dict({'weight': torch.zeros(3, 4)}, strict=False))
layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)]).to(device)
layers.append(nn.ReLU())
print(layers)
print(len(layers), layers[-1], layers[1:3])
h = x
for layer in layers:
    h = layer(h)
print(h)
heads = nn.ModuleDict({'cls': nn.Linear(4, 2), 'reg': nn.Linear(4, 1)}).to(device)
print(heads)
print(heads['reg'](x).shape, list(heads.keys()), [type(m).__name__ for m in heads.values()])
for k in heads:
    print(k, heads[k].out_features)


class Tower(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([Block(4), Block(4)])
        self.heads = nn.ModuleDict({'a': nn.Linear(4, 1)})

    def forward(self, x):
        for l in self.layers:
            x = l(x)
        return self.heads['a'](x)


t = Tower().to(device)
print(t)
print(sum(p.numel() for p in t.parameters()), len(list(t.modules())))
print(t(x))
print(F.dropout(torch.ones(3, 5), p=0.4))
print(F.dropout(torch.ones(3, 5), p=0.4, training=False))
print(nn.Dropout(p=1.0)(torch.ones(2, 2)))
try:
    nn.Dropout(1.5)
except ValueError as e:
    print("ValueError:", e)
