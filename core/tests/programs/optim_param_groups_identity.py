import torch
from torch import nn, optim
device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3)).to(device)
head = list(model[2].parameters())
body = [p for n, p in model.named_parameters() if not n.startswith("2.")]
opt = optim.Adagrad([{"params": body}, {"params": head, "lr": 0.5}], lr=0.05)
print(len(opt.param_groups), [len(g["params"]) for g in opt.param_groups], [g["lr"] for g in opt.param_groups])
try:
    optim.RMSprop([{"params": model.parameters()}, {"params": [model[0].weight], "lr": 0.1}])
except ValueError as e:
    print("ValueError", e)
try:
    opt.add_param_group({"params": model[2].weight})
except ValueError as e:
    print("ValueError", e)
extra = nn.Parameter(torch.zeros(3, device=device))
opt.add_param_group({"params": extra, "lr_decay": 0.1})
print(len(opt.param_groups), opt.param_groups[2]["lr"], opt.param_groups[2]["lr_decay"])
x = torch.randn(16, 4, device=device)
y = torch.randint(0, 3, (16,), device=device)
for _ in range(5):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x) + extra, y)
    loss.backward()
    opt.step()
print(round(loss.item(), 4), extra)
sd = opt.state_dict()
print([g["params"] for g in sd["param_groups"]], sorted(sd["state"][0].keys()))
