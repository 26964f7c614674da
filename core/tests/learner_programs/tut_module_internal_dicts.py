# Code that reaches into a module's own dicts, as hook and surgery utilities do: model._modules,
# _parameters and _buffers read (types, keys, iteration order), a head replaced and a layer added
# through _modules, a parameter and a buffer replaced through their dicts, deletion, get/pop/in.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
        self.head = nn.Linear(3, 1)
        self.scale = nn.Parameter(torch.ones(1))
        self.register_buffer("steps", torch.zeros(1))


net = Net()
print(type(net._modules).__name__, list(net._modules.keys()), list(net._parameters), list(net._buffers))
print(list(net.body._modules.keys()))
for name, m in net._modules.items():
    print(name, type(m).__name__)
net._modules["head"] = nn.Linear(3, 2)
print(net.head)
net.body._modules["2"] = nn.Tanh()
print(net.body)
net._parameters["scale"] = nn.Parameter(torch.zeros(2))
print(net.scale, [n for n, _ in net.named_parameters()])
net._buffers["steps"] = torch.ones(3)
print(net.steps, list(net.state_dict().keys()))
del net._modules["head"]
print(hasattr(net, "head"), [n for n, _ in net.named_children()])
print(net._modules.get("body") is net.body, "body" in net._modules, len(net._modules))
print(net._modules.pop("missing", None))
try:
    del net._modules["nope"]
except KeyError as e:
    print("KeyError", e)
x = torch.randn(4, 2, device=device)
net = net.to(device)
print(net.body(x).shape, sum(p.numel() for p in net._parameters.values()))
for name, p in net._parameters.items():
    print(name, tuple(p.shape), p.requires_grad)
