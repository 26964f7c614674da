# torch.save/torch.load through io.BytesIO: a tensor saved twice comes back as one object, nested
# checkpoints (model, optimizer, epoch, RNG state), weights_only loading, map_location, and resuming
# training bit-for-bit.
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(29)

base = torch.arange(6.0, device=device)
buf = io.BytesIO()
torch.save({"base": base, "again": base, "copy": base.clone()}, buf)
buf.seek(0)
loaded = torch.load(buf)
loaded["again"][0] = 100.0
print(loaded["base"].tolist(), loaded["copy"].tolist(), loaded["base"] is loaded["again"])
print(len(buf.getvalue()) > 0)

model = nn.Sequential(nn.Linear(2, 3), nn.Tanh(), nn.Linear(3, 1)).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
x = torch.randn(10, 2, device=device)
y = x[:, :1] - x[:, 1:]


def train(m, o, steps):
    out = []
    for _ in range(steps):
        o.zero_grad()
        loss = nn.functional.mse_loss(m(x), y)
        loss.backward()
        o.step()
        out.append(round(loss.item(), 5))
    return out


print(train(model, opt, 3))
ckpt = io.BytesIO()
torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "epoch": 3,
            "rng": torch.get_rng_state(), "note": "after 3 steps"}, ckpt)
cont = train(model, opt, 3)
print("continued:", cont)

ckpt.seek(0)
state = torch.load(ckpt, weights_only=True)
print(sorted(state), state["epoch"], state["note"], state["rng"].dtype)
model2 = nn.Sequential(nn.Linear(2, 3), nn.Tanh(), nn.Linear(3, 1)).to(device)
opt2 = torch.optim.Adam(model2.parameters(), lr=0.05)
model2.load_state_dict(state["model"])
opt2.load_state_dict(state["opt"])
print(opt2.state_dict()["state"][0]["step"], sorted(opt2.state_dict()["state"][0]))
print("resumed:", train(model2, opt2, 3) == cont)

ckpt.seek(0)
cpu_state = torch.load(ckpt, map_location="cpu")
print(cpu_state["model"]["0.weight"].device)
b2 = io.BytesIO()
torch.save([torch.tensor([1, 2], dtype=torch.int16), (torch.ones(2, 2).bool(), 3.5), {"k": None}], b2)
b2.seek(0)
back = torch.load(b2)
print(back[0].dtype, back[0].tolist(), back[1][0].dtype, back[1][1], back[2])
b3 = io.BytesIO()
torch.save(model, b3)
b3.seek(0)
try:
    torch.load(b3, weights_only=True)
except Exception as e:
    print(type(e).__name__)
b3.seek(0)
whole = torch.load(b3, weights_only=False)
print(type(whole).__name__, torch.equal(whole[0].weight, model[0].weight))
