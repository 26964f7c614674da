# Loading weights the way fine-tuning tutorials do: load_state_dict(strict=False) and its
# missing/unexpected keys, the error text of a strict load with wrong keys or shapes, renaming
# keys (module. prefixes from DataParallel), partial loading of matching shapes, buffers in the
# state_dict, persistent=False buffers, and keep_vars.
import io

import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self, classes=3):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.ReLU())
        self.head = nn.Linear(8, classes)
        self.register_buffer("scale", torch.ones(1))
        self.register_buffer("cache", torch.zeros(2), persistent=False)

    def forward(self, x):
        return self.head(self.features(x)) * self.scale


src = Net().to(device)
print(list(src.state_dict().keys()))
print([k for k, v in src.state_dict(keep_vars=True).items() if isinstance(v, nn.Parameter)])
dst = Net(classes=5).to(device)
try:
    dst.load_state_dict(src.state_dict())
except RuntimeError as e:
    print(str(e))
filtered = {k: v for k, v in src.state_dict().items() if v.shape == dst.state_dict()[k].shape}
result = dst.load_state_dict(filtered, strict=False)
print(result.missing_keys, result.unexpected_keys)
print(torch.equal(dst.features[0].weight, src.features[0].weight), torch.equal(dst.head.bias[:3], src.head.bias))
prefixed = {"module." + k: v for k, v in src.state_dict().items()}
try:
    Net().load_state_dict(prefixed)
except RuntimeError as e:
    print(str(e)[:300])
clean = {k.removeprefix("module."): v for k, v in prefixed.items()}
print(Net().load_state_dict(clean))
extra = dict(src.state_dict())
extra["head.extra"] = torch.zeros(1)
del extra["scale"]
print(Net().load_state_dict(extra, strict=False))
buf = io.BytesIO()
torch.save(src.state_dict(), buf)
buf.seek(0)
loaded = torch.load(buf, weights_only=True)
print(type(loaded).__name__, list(loaded.keys())[:3], loaded["features.1.num_batches_tracked"])
backbone = Net().to(device)
backbone.features.load_state_dict({k.split("features.", 1)[1]: v for k, v in src.state_dict().items() if k.startswith("features.")})
x = torch.randn(6, 4, device=device)
src.eval()
backbone.eval()
print(torch.allclose(backbone.features(x), src.features(x)))
print(sorted(src.features.state_dict().keys()))
sd = src.state_dict()
sd["head.weight"].mul_(0)
print(src.head.weight.abs().sum().item())
cloned = {k: v.clone() for k, v in src.state_dict().items()}
cloned["head.bias"].fill_(5.0)
print(src.head.bias.tolist() != [5.0, 5.0, 5.0])
m = nn.Linear(2, 2)
try:
    m.load_state_dict({"weight": torch.zeros(2, 2)})
except RuntimeError as e:
    print(str(e))
print(m.load_state_dict({"weight": torch.zeros(2, 2), "bias": torch.ones(2)}), m.bias)
