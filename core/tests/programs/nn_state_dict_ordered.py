import io
from collections import OrderedDict
import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.bn = nn.BatchNorm2d(2)
        self.head = nn.Sequential(nn.Flatten(), nn.Linear(2 * 4 * 4, 3))
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
    def forward(self, x):
        self.steps += 1
        return self.head(torch.relu(self.bn(self.conv(x))))
net = Net().to(device)
torch.set_printoptions(precision=3)
print("Model's state_dict:")
for param_tensor in net.state_dict():
    print(param_tensor, "\t", net.state_dict()[param_tensor].size())
print(type(net.state_dict()).__name__, net.state_dict().keys())
print(net.head.state_dict())
x = torch.randn(4, 1, 6, 6, device=device)
net(x)
sd = net.state_dict(prefix="model.")
print(list(sd)[:3], sd["model.steps"])
kv = net.state_dict(keep_vars=True)
print(kv["conv.weight"].requires_grad, net.state_dict()["conv.weight"].requires_grad, kv["bn.running_mean"].requires_grad)
dest = OrderedDict()
net.state_dict(destination=dest)
print(len(dest), list(dest)[-1])
wrapped = OrderedDict(("module." + k, v) for k, v in net.state_dict().items())
stripped = OrderedDict()
for k, v in wrapped.items():
    stripped[k[len("module."):]] = v
net2 = Net().to(device)
print(net2.load_state_dict(stripped))
net.eval(); net2.eval()
print(torch.allclose(net(x), net2(x)), net2.steps)
buf = io.BytesIO()
torch.save({"epoch": 5, "model": net.state_dict(), "note": "ckpt"}, buf)
buf.seek(0)
ck = torch.load(buf, weights_only=True)
print(type(ck["model"]).__name__, ck["epoch"], ck["note"], list(ck["model"])[:2])
bad = OrderedDict(ck["model"])
bad.pop("bn.bias")
bad["extra.weight"] = torch.zeros(1)
res = net2.load_state_dict(bad, strict=False)
print(res.missing_keys, res.unexpected_keys)
try:
    net2.load_state_dict(bad)
except RuntimeError as e:
    print(e)
bad["conv.weight"] = torch.zeros(2, 1, 5, 5)
try:
    net2.load_state_dict(bad)
except RuntimeError as e:
    print(e)
try:
    net2.load_state_dict([("a", 1)])
except TypeError as e:
    print("TypeError", e)
