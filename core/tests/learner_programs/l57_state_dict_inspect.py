# Looking inside a state_dict: keys, shapes, dtypes, OrderedDict type, keep_vars, prefix,
# that its tensors share storage with the model, cloning for a "best" checkpoint, save/load.
import io
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.Flatten(), nn.Linear(8, 3)).to(device)
sd = model.state_dict()
print(type(sd).__name__)
for k, v in sd.items():
    print(f"{k:28s} {str(tuple(v.shape)):14s} {v.dtype} {v.requires_grad}")
kv = model.state_dict(keep_vars=True)
print(type(kv["0.weight"]).__name__, kv["0.weight"].requires_grad, type(sd["0.weight"]).__name__)
print(list(model[3].state_dict(prefix="head.").keys()))
print(hasattr(sd, "_metadata"), sd._metadata[""], sd._metadata["1"])

sd["3.bias"].fill_(0.5)
print("shares storage", model[3].bias.tolist())
shallow = model.state_dict()
best = copy.deepcopy(model.state_dict())
cloned = {k: v.clone() for k, v in model.state_dict().items()}
with torch.no_grad():
    model[3].bias.add_(1.0)
print("shallow", shallow["3.bias"].tolist())
print("deepcopy", best["3.bias"].tolist())
print("clone", cloned["3.bias"].tolist())
model.load_state_dict(best)
print("restored", model[3].bias.tolist())

buf = io.BytesIO()
torch.save({"epoch": 3, "model": model.state_dict(), "note": "best"}, buf)
buf.seek(0)
ck = torch.load(buf)
print(sorted(ck), ck["epoch"], ck["note"], type(ck["model"]).__name__)
print(ck["model"]["1.num_batches_tracked"], ck["model"]["1.running_var"].tolist())
fresh = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.Flatten(), nn.Linear(8, 3)).to(device)
print(fresh.load_state_dict(ck["model"]))
x = torch.randn(2, 1, 4, 4, device=device)
model.eval(); fresh.eval()
print(torch.equal(model(x), fresh(x)))
total_bytes = sum(v.numel() * v.element_size() for v in sd.values())
print("bytes", total_bytes)
print({k: v.numel() for k, v in sd.items() if "running" in k})
