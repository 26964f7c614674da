import io
import torch
from torch import nn, optim
device = "cpu"
torch.manual_seed(0)
X = torch.randn(64, 4, device=device)
Y = (X @ torch.tensor([[1.0], [-1.0], [0.5], [2.0]], device=device)).squeeze(1)
def make():
    torch.manual_seed(1)
    model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)
    opt = optim.Adam(model.parameters(), lr=0.01, weight_decay=1e-4)
    sched = optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.5)
    return model, opt, sched
def train(model, opt, sched, epochs):
    losses = []
    for _ in range(epochs):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(X).squeeze(1), Y)
        loss.backward()
        opt.step()
        sched.step()
        losses.append(round(loss.item(), 5))
    return losses
model, opt, sched = make()
full = train(model, opt, sched, 8)
print(full)
model, opt, sched = make()
first = train(model, opt, sched, 4)
buf = io.BytesIO()
torch.save({"epoch": 4, "model_state_dict": model.state_dict(), "optimizer_state_dict": opt.state_dict(),
            "scheduler": sched.state_dict(), "loss": first[-1]}, buf)
buf.seek(0)
model2, opt2, sched2 = make()
checkpoint = torch.load(buf, weights_only=True)
model2.load_state_dict(checkpoint["model_state_dict"])
opt2.load_state_dict(checkpoint["optimizer_state_dict"])
sched2.load_state_dict(checkpoint["scheduler"])
print(checkpoint["epoch"], checkpoint["loss"], sched2.last_epoch, sched2.get_last_lr())
rest = train(model2, opt2, sched2, 4)
print(first + rest == full, rest)
state = opt2.state_dict()
print(sorted(state["state"].keys()), sorted(state["state"][0].keys()), state["param_groups"][0]["lr"])
print(state["state"][0]["step"], state["state"][0]["exp_avg"].shape)
model2.eval()
with torch.no_grad():
    print(round(nn.functional.mse_loss(model2(X).squeeze(1), Y).item(), 5))
