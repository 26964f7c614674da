# A checkpoint dict (model, optimizer, scheduler, epoch) saved to io.BytesIO and loaded with
# weights_only=True; training resumed from it reproduces the uninterrupted run exactly.
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(8)
X = torch.randn(12, 4)
y = torch.randn(12, 2)


def build():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 6), nn.ReLU(), nn.Linear(6, 2)).to(device)
    opt = torch.optim.Adam(model.parameters(), lr=0.02)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
    return model, opt, sched


def epoch(model, opt, sched):
    loss = nn.functional.mse_loss(model(X.to(device)), y.to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    sched.step()
    return loss.item()


model, opt, sched = build()
full = [epoch(model, opt, sched) for _ in range(6)]
print("uninterrupted", [f"{v:.5f}" for v in full])

model, opt, sched = build()
first = [epoch(model, opt, sched) for _ in range(3)]
buf = io.BytesIO()
torch.save({"epoch": 3, "model": model.state_dict(), "optim": opt.state_dict(),
            "sched": sched.state_dict(), "note": "halfway"}, buf)
print("bytes > 0", buf.tell() > 0)
buf.seek(0)
ck = torch.load(buf, weights_only=True)
print(sorted(ck), ck["epoch"], ck["note"], list(ck["model"].keys()))
model2, opt2, sched2 = build()
model2.load_state_dict(ck["model"])
opt2.load_state_dict(ck["optim"])
sched2.load_state_dict(ck["sched"])
print("lr restored", opt2.param_groups[0]["lr"], sched2.last_epoch)
rest = [epoch(model2, opt2, sched2) for _ in range(3)]
print("resumed", [f"{v:.5f}" for v in first + rest])
print("identical", all(abs(a - b) < 1e-7 for a, b in zip(full, first + rest)))
buf2 = io.BytesIO()
torch.save(model2[0].weight, buf2)
buf2.seek(0)
w = torch.load(buf2)
print(type(w).__name__, w.requires_grad, tuple(w.shape), torch.equal(w, model2[0].weight))
