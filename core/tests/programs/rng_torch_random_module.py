import io
import torch
from torch import nn
device = "cpu"
torch.random.manual_seed(7)
print(torch.random.initial_seed(), torch.rand(2, device=device))
state = torch.random.get_rng_state()
x1 = torch.randn(3, device=device)
torch.random.set_rng_state(state)
x2 = torch.randn(3, device=device)
print(torch.equal(x1, x2))
with torch.random.fork_rng():
    inner = torch.rand(2, device=device)
after = torch.rand(2, device=device)
torch.random.set_rng_state(state)
torch.randn(3, device=device)
print(torch.equal(after, torch.rand(2, device=device)), inner.shape)
with torch.random.fork_rng(enabled=False):
    torch.rand(1)
print(torch.rand(1, device=device))
from torch.random import fork_rng, manual_seed
manual_seed(3)
with fork_rng(devices=[]):
    torch.randn(5)
print(torch.randn(2, device=device))
print(type(torch.random.default_generator).__name__, isinstance(torch.random.seed(), int))
model = nn.Sequential(nn.Linear(3, 2), nn.ReLU()).to(device)
buf = io.BytesIO()
torch.save({"model": model.state_dict(), "rng": torch.get_rng_state()}, buf)
buf.seek(0)
ck = torch.load(buf, map_location=torch.device("cpu"))
print(list(ck["model"].keys()), ck["rng"].dtype)
buf.seek(0)
ck2 = torch.load(buf, map_location="cpu")
print(torch.equal(ck2["model"]["0.weight"], ck["model"]["0.weight"]))
buf.seek(0)
ck3 = torch.load(buf, map_location={"cpu": "cpu"})
print(ck3["model"]["0.bias"].shape)
