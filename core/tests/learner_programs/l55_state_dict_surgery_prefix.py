# State-dict surgery as done when porting checkpoints: stripping a "module." prefix, renaming keys
# with a mapping, dropping a head with a different shape, OrderedDict type and _metadata, loading
# into a submodule, strict=False reports, and verifying equality parameter by parameter.
from collections import OrderedDict
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(569)


class Net(nn.Module):
    def __init__(self, classes):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 6), nn.LayerNorm(6), nn.ReLU())
        self.head = nn.Linear(6, classes)

    def forward(self, x):
        return self.head(self.body(x))


src = Net(3).to(device)
wrapped = OrderedDict(("module." + k, v) for k, v in src.state_dict().items())
print(list(wrapped)[:2])
stripped = OrderedDict((k[len("module."):] if k.startswith("module.") else k, v) for k, v in wrapped.items())
dst = Net(5).to(device)
sd = src.state_dict()
print(type(sd).__name__, hasattr(sd, "_metadata"), sorted(sd._metadata.keys()))
filtered = {k: v for k, v in stripped.items() if not k.startswith("head.")}
res = dst.load_state_dict(filtered, strict=False)
print("missing", res.missing_keys, "unexpected", res.unexpected_keys)
try:
    dst.load_state_dict(stripped)
except RuntimeError as e:
    print("RuntimeError:", e)
print(all(torch.equal(a, b) for (n, a), (_, b) in zip(src.body.state_dict().items(), dst.body.state_dict().items())))
renamed = {k.replace("body.0", "encoder").replace("body.1", "norm"): v for k, v in sd.items()}
print(sorted(renamed))


class Other(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 6)
        self.norm = nn.LayerNorm(6)


o = Other().to(device)
print(o.load_state_dict(renamed, strict=False))
print(torch.equal(o.encoder.weight, src.body[0].weight))
sub = nn.Sequential(nn.Linear(4, 6), nn.LayerNorm(6), nn.ReLU()).to(device)
print(sub.load_state_dict(src.body.state_dict()))
x = torch.randn(2, 4, device=device)
print(torch.allclose(sub(x), src.body(x)))
print([(k, tuple(v.shape)) for k, v in src.head.state_dict(prefix="classifier.").items()])
sd2 = src.state_dict()
sd2["head.weight"] = sd2["head.weight"][:, :3]
try:
    src.load_state_dict(sd2)
except RuntimeError as e:
    print("RuntimeError:", e)
with torch.no_grad():
    sd["body.0.bias"].fill_(1.0)
print(src.body[0].bias[:3])
