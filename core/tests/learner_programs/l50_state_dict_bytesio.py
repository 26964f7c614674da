# Saving and loading model/optimizer state via io.BytesIO, resuming training and checking
# that results match an uninterrupted run; strict=False loading with missing/unexpected keys.
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


def make():
    return nn.Sequential(nn.Linear(3, 5), nn.ReLU(), nn.Linear(5, 1)).to(device)


X = torch.randn(20, 3, device=device)
Y = X.sum(1, keepdim=True)


def train(model, opt, steps):
    for _ in range(steps):
        opt.zero_grad()
        loss = ((model(X) - Y) ** 2).mean()
        loss.backward()
        opt.step()
    return loss.item()


torch.manual_seed(1)
a = make()
opt_a = torch.optim.Adam(a.parameters(), lr=0.01)
train(a, opt_a, 5)
buf = io.BytesIO()
torch.save({"model": a.state_dict(), "opt": opt_a.state_dict(), "epoch": 5}, buf)
print("saved bytes > 0", buf.tell() > 0)
full = train(a, opt_a, 5)

buf.seek(0)
ckpt = torch.load(buf)
print(sorted(ckpt), ckpt["epoch"], list(ckpt["model"].keys()))
b = make()
opt_b = torch.optim.Adam(b.parameters(), lr=0.01)
b.load_state_dict(ckpt["model"])
opt_b.load_state_dict(ckpt["opt"])
print(opt_b.state_dict()["state"][0]["step"], sorted(opt_b.state_dict()["state"][0]))
resumed = train(b, opt_b, 5)
print(f"full {full:.6f} resumed {resumed:.6f} same {abs(full - resumed) < 1e-7}")

bigger = nn.Sequential(nn.Linear(3, 5), nn.ReLU(), nn.Linear(5, 1), nn.Sigmoid(), nn.Linear(1, 1)).to(device)
res = bigger.load_state_dict(a.state_dict(), strict=False)
print("missing", res.missing_keys, "unexpected", res.unexpected_keys)
sd = a.state_dict()
sd["extra.weight"] = torch.zeros(1)
res2 = b.load_state_dict(sd, strict=False)
print(res2)
try:
    b.load_state_dict(sd)
except RuntimeError as e:
    print("error:", str(e).splitlines()[0])
print(a[0].weight is not b[0].weight, torch.equal(a[0].weight, b[0].weight))
c = make()
c[0].bias.requires_grad_(False)
buf.seek(0)
sd_loaded = torch.load(buf)["model"]
print(c.load_state_dict(sd_loaded, assign=True), c[0].weight is not sd_loaded["0.weight"])
print(c[0].bias.requires_grad, torch.equal(c[2].weight, sd_loaded["2.weight"]), type(c[2].weight).__name__)
