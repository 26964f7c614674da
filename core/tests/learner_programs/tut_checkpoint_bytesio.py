# Saving and resuming training through io.BytesIO: a checkpoint dict with the model's and the
# optimizer's state_dict, the epoch and the loss; a fresh model/optimizer loads it and continues,
# matching an uninterrupted run step for step.
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(17)


def make():
    model = nn.Sequential(nn.Linear(5, 10), nn.ReLU(), nn.Linear(10, 1)).to(device)
    opt = torch.optim.Adam(model.parameters(), lr=0.01)
    return model, opt


X = torch.randn(40, 5).to(device)
y = X.sum(dim=1, keepdim=True).sin().to(device)


def train_step(model, opt):
    loss = nn.functional.mse_loss(model(X), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    return loss.item()


torch.manual_seed(1)
model, opt = make()
init_state = {k: v.clone() for k, v in model.state_dict().items()}
losses_a = [train_step(model, opt) for _ in range(6)]

torch.manual_seed(1)
model_b, opt_b = make()
losses_b = [train_step(model_b, opt_b) for _ in range(3)]
buffer = io.BytesIO()
torch.save({"epoch": 3, "model": model_b.state_dict(), "optim": opt_b.state_dict(),
            "loss": losses_b[-1]}, buffer)
print("checkpoint bytes > 0:", buffer.tell() > 0)

buffer.seek(0)
ckpt = torch.load(buffer)
print(sorted(ckpt.keys()), ckpt["epoch"], round(ckpt["loss"], 4))
print(list(ckpt["model"].keys()))
print(list(ckpt["optim"].keys()), ckpt["optim"]["param_groups"][0]["lr"])
print(sorted(ckpt["optim"]["state"][0].keys()), ckpt["optim"]["state"][0]["step"])

model_c, opt_c = make()
missing = model_c.load_state_dict(ckpt["model"])
print(missing)
opt_c.load_state_dict(ckpt["optim"])
losses_c = [train_step(model_c, opt_c) for _ in range(3)]
print("a:", [round(l, 4) for l in losses_a])
print("b+c:", [round(l, 4) for l in losses_b + losses_c])
print("resumed equals uninterrupted:", all(torch.equal(p, q) for p, q in zip(model.parameters(), model_c.parameters())))

# Only weights, then a strict=False load into a model with an extra head.
buf2 = io.BytesIO()
torch.save(model.state_dict(), buf2)
buf2.seek(0)
bigger = nn.Sequential(nn.Linear(5, 10), nn.ReLU(), nn.Linear(10, 1), nn.Linear(1, 1))
res = bigger.load_state_dict(torch.load(buf2), strict=False)
print("missing:", res.missing_keys, "unexpected:", res.unexpected_keys)
buf2.seek(0)
try:
    nn.Linear(5, 3).load_state_dict({"weight": torch.zeros(3, 4), "bias": torch.zeros(3)})
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
print("changed since init:", not torch.equal(init_state["0.weight"], model.state_dict()["0.weight"]))
