# Checkpoint and resume, the tutorial way: save model, optimizer, scheduler, epoch and RNG state to a
# BytesIO, reload into fresh objects, and check the resumed run matches an uninterrupted one.
import io
import torch
import torch.nn as nn

device = "cpu"


def make():
    torch.manual_seed(0)
    m = nn.Sequential(nn.Linear(4, 6), nn.GELU(), nn.Dropout(0.2), nn.Linear(6, 2)).to(device)
    opt = torch.optim.AdamW(m.parameters(), lr=0.01, betas=(0.8, 0.95))
    sch = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
    return m, opt, sch


X = torch.randn(20, 4, generator=torch.Generator().manual_seed(1)).to(device)
Y = torch.randint(0, 2, (20,), generator=torch.Generator().manual_seed(2)).to(device)


def train_epoch(m, opt, sch):
    m.train()
    opt.zero_grad()
    loss = nn.functional.cross_entropy(m(X), Y)
    loss.backward()
    opt.step()
    sch.step()
    return loss.item()


m, opt, sch = make()
full = [round(train_epoch(m, opt, sch), 5) for _ in range(6)]
print(full)

m, opt, sch = make()
part = [round(train_epoch(m, opt, sch), 5) for _ in range(3)]
buf = io.BytesIO()
torch.save({"epoch": 3, "model": m.state_dict(), "opt": opt.state_dict(), "sched": sch.state_dict(),
            "rng": torch.get_rng_state()}, buf)
print(buf.tell() > 0, part)
buf.seek(0)
ck = torch.load(buf, weights_only=False)
print(sorted(ck.keys()), ck["epoch"], sorted(ck["opt"].keys()), ck["sched"]["last_epoch"])
m2, opt2, sch2 = make()
m2.load_state_dict(ck["model"])
opt2.load_state_dict(ck["opt"])
sch2.load_state_dict(ck["sched"])
torch.set_rng_state(ck["rng"])
rest = [round(train_epoch(m2, opt2, sch2), 5) for _ in range(3)]
print(rest, part + rest == full)
print(opt2.param_groups[0]["lr"], opt2.state[m2[0].weight]["step"])
print(torch.equal(opt2.state[m2[0].weight]["exp_avg"], opt2.state_dict()["state"][0]["exp_avg"]))
buf2 = io.BytesIO()
torch.save(m2.state_dict(), buf2)
buf2.seek(0)
sd = torch.load(buf2, map_location="cpu", weights_only=True)
print(type(sd).__name__, list(sd.keys()), sd["0.weight"].device)
