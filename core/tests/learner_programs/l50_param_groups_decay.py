# Parameter groups: no weight decay for biases and norms, a lower lr for the backbone,
# add_param_group for a new head, changing lr by hand, and printing the optimizer.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(nn.Linear(4, 8), nn.LayerNorm(8), nn.ReLU(), nn.Linear(8, 2)).to(device)
decay, no_decay = [], []
for name, p in model.named_parameters():
    (no_decay if name.endswith("bias") or name.startswith("1.") else decay).append(p)
print(len(decay), len(no_decay))
opt = torch.optim.AdamW([
    {"params": decay, "weight_decay": 0.1},
    {"params": no_decay, "weight_decay": 0.0},
], lr=0.01)
print(opt)
X = torch.randn(16, 4, device=device)
y = torch.randint(0, 2, (16,), device=device)
for step in range(5):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(X), y)
    loss.backward()
    opt.step()
print(f"loss {loss.item():.4f}")
extra = nn.Linear(2, 2).to(device)
opt.add_param_group({"params": extra.parameters(), "lr": 0.1})
print(len(opt.param_groups), [g["lr"] for g in opt.param_groups], [g["weight_decay"] for g in opt.param_groups])
for g in opt.param_groups:
    g["lr"] *= 0.5
print([g["lr"] for g in opt.param_groups])
sgd = torch.optim.SGD([
    {"params": model[0].parameters(), "lr": 1e-3},
    {"params": model[3].parameters()},
], lr=1e-2, momentum=0.9)
print([g["lr"] for g in sgd.param_groups], sgd.defaults["momentum"])
sched = torch.optim.lr_scheduler.StepLR(sgd, step_size=1, gamma=0.1)
for _ in range(2):
    sgd.zero_grad()
    nn.functional.cross_entropy(model(X), y).backward()
    sgd.step()
    sched.step()
print([round(lr, 7) for lr in sched.get_last_lr()])
print(sorted(sgd.state_dict()["param_groups"][0].keys()))
print(model[0].weight[0].round(decimals=4))
try:
    torch.optim.SGD([model[0].weight, model[0].weight], lr=0.1)
except Exception as e:
    print(type(e).__name__)
