# torch.save/torch.load through io.BytesIO for the things a learner saves: a tensor, a list/tuple/
# dict mix with ints, floats, strings and None, an OrderedDict state_dict, one tensor saved twice,
# int/bool/float64 dtypes, requires_grad, and map_location.
import io
from collections import OrderedDict
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(6)


def roundtrip(obj, **kw):
    buf = io.BytesIO()
    torch.save(obj, buf)
    buf.seek(0)
    return torch.load(buf, **kw)


t = torch.randn(2, 3, device=device)
print(torch.equal(roundtrip(t), t), roundtrip(t).device.type == t.device.type)
obj = {"epoch": 7, "lr": 0.001, "name": "run-1", "best": None, "history": [0.9, 0.7, 0.5],
       "shape": (2, 3), "nested": {"ids": torch.arange(4), "flags": torch.tensor([True, False])}}
back = roundtrip(obj)
print(sorted(back.keys()))
print(back["epoch"], back["lr"], back["name"], back["best"], back["history"], back["shape"])
print(back["nested"]["ids"], back["nested"]["flags"], type(back["shape"]).__name__)

sd = nn.Sequential(nn.Linear(3, 2)).state_dict()
print(type(sd).__name__, type(roundtrip(sd)).__name__, list(roundtrip(sd).keys()))
od = OrderedDict([("b", 1), ("a", 2)])
print(list(roundtrip(od).items()))

base = torch.arange(6.0)
a, b = roundtrip([base, base])
b[0] = 100.0
print("same tensor saved twice loads once:", a is b, a[0].item())

for dt in [torch.int64, torch.int32, torch.bool, torch.float64, torch.float16, torch.uint8]:
    x = torch.ones(2, dtype=dt)
    print(dt, roundtrip(x).dtype)
p = torch.randn(3, requires_grad=True)
q = roundtrip(p)
print("requires_grad kept:", q.requires_grad, q.is_leaf)
param = nn.Parameter(torch.zeros(2))
print(type(roundtrip(param)).__name__)
mapped = roundtrip(t, map_location="cpu")
print(mapped.device, torch.allclose(mapped, t.cpu()))
buf = io.BytesIO()
torch.save({"a": torch.zeros(1)}, buf)
print("bytes written:", buf.getbuffer().nbytes > 0)
buf.seek(0)
print(torch.load(buf, weights_only=True))
