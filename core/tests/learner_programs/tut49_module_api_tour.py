# The nn.Module API a learner pokes at after the first tutorial: get_submodule/get_parameter,
# named_modules prefixes, non-persistent buffers, load_state_dict(strict=False)'s result,
# add_module/register_module, deleting a layer, requires_grad_, zero_grad(set_to_none=False),
# .to(dtype), half/double, train(False), and the AttributeError for a missing layer.
import torch
import torch.nn as nn
from collections import OrderedDict
import copy

device = "cpu"
torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(OrderedDict([("fc1", nn.Linear(4, 8)), ("act", nn.ReLU()), ("fc2", nn.Linear(8, 4))]))
        self.head = nn.Linear(4, 2)
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_buffer("cache", torch.ones(3), persistent=False)

    def forward(self, x):
        self.steps += 1
        return self.head(self.encoder(x))


net = Net().to(device)
print(net.get_submodule("encoder.fc2"))
print(net.get_parameter("encoder.fc1.bias").shape)
print(net.get_buffer("steps"))
print([name for name, _ in net.named_modules()])
print([name for name, _ in net.named_modules(prefix="model")])
print([name for name, _ in net.named_buffers()])
print(list(net.state_dict().keys()))
print([name for name, _ in net.named_parameters(recurse=False)], len(list(net.children())))
print(net.encoder[0], net.encoder[-1], net.encoder.fc1 is net.encoder[0])
print(net.encoder[:2])
try:
    net.decoder
except AttributeError as e:
    print("AttributeError:", e)
try:
    net.get_submodule("encoder.fc3")
except AttributeError as e:
    print("AttributeError:", e)

sd = copy.deepcopy(net.state_dict())
sd["extra.weight"] = torch.zeros(1)
del sd["head.bias"]
result = net.load_state_dict(sd, strict=False)
print(result)
print(result.missing_keys, result.unexpected_keys)
try:
    net.load_state_dict(sd)
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
    print(str(e).splitlines()[1].strip())
    print(str(e).splitlines()[2].strip())

net.add_module("dropout", nn.Dropout(0.25))
net.register_module("norm", nn.LayerNorm(2))
print(net)
del net.dropout
print([n for n, _ in net.named_children()])

x = torch.randn(5, 4, device=device)
out = net(x)
out.sum().backward()
print(net.steps.item(), net.head.weight.grad.shape)
net.zero_grad(set_to_none=False)
print(net.head.weight.grad.abs().sum().item())
net.zero_grad()
print(net.head.weight.grad)
net.encoder.requires_grad_(False)
print([n for n, p in net.named_parameters() if p.requires_grad])
net.double()
print(net.head.weight.dtype, net.steps.dtype, net(x.double()).dtype)
net.to(torch.float16)
print(net.encoder.fc1.weight.dtype, net.cache.dtype)
net.float()
print(net.training, net.train(False).training, net.encoder.act.training)
print(sum(p.numel() for p in net.parameters()), sum(b.numel() for b in net.buffers()))
print(type(net.state_dict()).__name__, net.state_dict()["steps"])
