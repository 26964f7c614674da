# Learning-rate schedules inside real training loops, as the optimization recipes write them:
# OneCycleLR stepped per batch, CosineAnnealingLR and StepLR stepped per epoch, ReduceLROnPlateau
# fed the validation loss, a LambdaLR warm-up, with torch.nn.utils.clip_grad_norm_ before each step.
import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim import lr_scheduler
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(0)
X = torch.randn(64, 5)
true_w = torch.tensor([[1.5], [-2.0], [0.5], [0.0], [3.0]])
Y = X @ true_w + 0.1 * torch.randn(64, 1)
loader = DataLoader(TensorDataset(X, Y), batch_size=16, shuffle=True)
Xv = torch.randn(16, 5)
Yv = Xv @ true_w


def make_model():
    torch.manual_seed(1)
    return nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Linear(16, 1)).to(device)


def val_loss(model):
    model.eval()
    with torch.no_grad():
        loss = F.mse_loss(model(Xv.to(device)), Yv.to(device)).item()
    model.train()
    return loss


def train(name, make_opt, make_sched, epochs, per_batch=False, plateau=False, clip=None):
    model = make_model()
    opt = make_opt(model.parameters())
    sched = make_sched(opt)
    for epoch in range(epochs):
        norms = []
        for xb, yb in loader:
            xb, yb = xb.to(device), yb.to(device)
            opt.zero_grad()
            loss = F.mse_loss(model(xb), yb)
            loss.backward()
            if clip is not None:
                norms.append(nn.utils.clip_grad_norm_(model.parameters(), max_norm=clip).item())
            opt.step()
            if per_batch:
                sched.step()
        v = val_loss(model)
        if plateau:
            sched.step(v)
        elif not per_batch:
            sched.step()
        lr = opt.param_groups[0]["lr"]
        extra = f" max_norm {max(norms):.4f}" if norms else ""
        print(f"{name} epoch {epoch} loss {loss.item():.4f} val {v:.4f} lr {lr:.6f}{extra}")
    return model


train("onecycle", lambda p: torch.optim.SGD(p, lr=0.01, momentum=0.9),
      lambda o: lr_scheduler.OneCycleLR(o, max_lr=0.1, steps_per_epoch=len(loader), epochs=4),
      4, per_batch=True, clip=1.0)
train("cosine", lambda p: torch.optim.SGD(p, lr=0.05),
      lambda o: lr_scheduler.CosineAnnealingLR(o, T_max=5, eta_min=0.001), 5)
train("step", lambda p: torch.optim.Adam(p, lr=0.05),
      lambda o: lr_scheduler.StepLR(o, step_size=2, gamma=0.5), 5, clip=5.0)
train("exp", lambda p: torch.optim.AdamW(p, lr=0.05, weight_decay=0.01),
      lambda o: lr_scheduler.ExponentialLR(o, gamma=0.8), 4)
train("plateau", lambda p: torch.optim.SGD(p, lr=0.1),
      lambda o: lr_scheduler.ReduceLROnPlateau(o, mode="min", factor=0.5, patience=0), 6,
      plateau=True)
warmup = 3
train("warmup", lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9),
      lambda o: lr_scheduler.LambdaLR(
          o, lambda e: (e + 1) / warmup if e < warmup else 0.5 * (1 + math.cos(math.pi * (e - warmup) / 5))),
      6)
m = make_model()
opt = torch.optim.SGD(m.parameters(), lr=0.1)
s = lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=10)
print(s.state_dict()["total_steps"], [f"{x:.6f}" for x in s.get_last_lr()])
