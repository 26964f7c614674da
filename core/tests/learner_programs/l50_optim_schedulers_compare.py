# Compare SGD(momentum, nesterov), Adam, AdamW, RMSprop on the same regression, each with a
# different scheduler (StepLR, CosineAnnealingLR, OneCycleLR, ReduceLROnPlateau).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

X = torch.randn(64, 3)
true_w = torch.tensor([[1.5], [-2.0], [0.5]])
Y = X @ true_w + 0.1 * torch.randn(64, 1)
init = nn.Linear(3, 1).state_dict()


def run(make_opt, make_sched, kind, epochs=12):
    model = nn.Linear(3, 1).to(device)
    model.load_state_dict(init)
    opt = make_opt(model.parameters())
    sched = make_sched(opt)
    lrs = []
    for epoch in range(epochs):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(X.to(device)), Y.to(device))
        loss.backward()
        opt.step()
        if kind == "plateau":
            sched.step(loss.item())
        else:
            sched.step()
        lrs.append(round(opt.param_groups[0]["lr"], 5))
    return loss.item(), lrs, model.weight.detach().view(-1)


configs = [
    ("sgd+step", lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9, nesterov=True),
     lambda o: torch.optim.lr_scheduler.StepLR(o, step_size=4, gamma=0.5), "epoch"),
    ("adam+cos", lambda p: torch.optim.Adam(p, lr=0.1, betas=(0.9, 0.99)),
     lambda o: torch.optim.lr_scheduler.CosineAnnealingLR(o, T_max=12, eta_min=0.001), "epoch"),
    ("adamw+onecycle", lambda p: torch.optim.AdamW(p, lr=0.1, weight_decay=0.1),
     lambda o: torch.optim.lr_scheduler.OneCycleLR(o, max_lr=0.2, total_steps=12), "batch"),
    ("rmsprop+plateau", lambda p: torch.optim.RMSprop(p, lr=0.05, alpha=0.9, momentum=0.5),
     lambda o: torch.optim.lr_scheduler.ReduceLROnPlateau(o, mode="min", factor=0.5, patience=1, threshold=0.5), "plateau"),
]
for name, mo, ms, kind in configs:
    loss, lrs, w = run(mo, ms, kind)
    print(f"{name}: loss {loss:.4f}")
    print("  lrs", lrs)
    print("  w", w.round(decimals=3))
opt = torch.optim.AdamW(nn.Linear(2, 2).parameters(), lr=0.01)
print(opt)
