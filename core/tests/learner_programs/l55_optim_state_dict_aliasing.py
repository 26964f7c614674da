# Checkpoint dicts saved with torch.save to a BytesIO and to a file in a temporary directory:
# model, optimizer and scheduler state, epoch and loss history, RNG state; resuming reproduces the
# uninterrupted run exactly; load_state_dict(strict=False) results with missing/unexpected keys.
import io
import os
import tempfile
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(562)

X = torch.randn(32, 4, device=device)
Y = (X.sum(1, keepdim=True) > 0).float()


def build():
    m = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1)).to(device)
    o = torch.optim.Adam(m.parameters(), lr=0.02)
    s = torch.optim.lr_scheduler.StepLR(o, step_size=2, gamma=0.5)
    return m, o, s


def train(m, o, s, epochs, hist):
    for e in epochs:
        loss = nn.functional.binary_cross_entropy_with_logits(m(X + 0.01 * torch.randn_like(X)), Y)
        o.zero_grad()
        loss.backward()
        o.step()
        s.step()
        hist.append(round(loss.item(), 4))


m, o, s = build()
hist = []
train(m, o, s, range(3), hist)
ckpt = {"epoch": 3, "model": m.state_dict(), "optim": o.state_dict(), "sched": s.state_dict(),
        "hist": hist, "rng": torch.get_rng_state()}
buf = io.BytesIO()
torch.save(ckpt, buf)
print(buf.tell() > 0, sorted(ckpt))
train(m, o, s, range(3, 6), hist)
print("uninterrupted", hist)
final = m[2].weight.detach().clone()

buf.seek(0)
c = torch.load(buf)
m2, o2, s2 = build()
m2.load_state_dict(c["model"])
o2.load_state_dict(c["optim"])
s2.load_state_dict(c["sched"])
torch.set_rng_state(c["rng"])
h2 = list(c["hist"])
train(m2, o2, s2, range(c["epoch"], 6), h2)
print("resumed     ", h2)
print(torch.equal(final, m2[2].weight), s2.get_last_lr(), o2.param_groups[0]["lr"])
print(c["sched"])
print(c["optim"]["state"][0]["step"], list(c["optim"]["state"][0].keys()))

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "model.pt")
    torch.save(m2.state_dict(), path)
    sd = torch.load(path, weights_only=True)
    print(os.path.exists(path), list(sd.keys()))
big = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1), nn.Sigmoid(), nn.Linear(1, 1)).to(device)
r = big.load_state_dict(sd, strict=False)
print(r)
print(r.missing_keys, r.unexpected_keys)
sd["extra.bias"] = torch.zeros(1)
r = m2.load_state_dict(sd, strict=False)
print(r, bool(r.unexpected_keys))
try:
    m2.load_state_dict(sd)
except RuntimeError as e:
    print(str(e).splitlines()[0])
