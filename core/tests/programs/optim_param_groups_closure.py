# Parameter groups added after construction, the optimizer's defaults, and step(closure).
import torch
import torch.nn as nn

torch.manual_seed(0)
device = "cpu"
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
head = nn.Linear(1, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
print(opt.defaults)
opt.add_param_group({"params": head.parameters(), "lr": 0.01})
opt.add_param_group({"params": nn.Parameter(torch.zeros(2, device=device))})
print(len(opt.param_groups), [g["lr"] for g in opt.param_groups])
print([len(g["params"]) for g in opt.param_groups])
print(opt)
try:
    opt.add_param_group({"params": head.weight})
except ValueError as e:
    print("ValueError", e)
try:
    opt.add_param_group([1])
except TypeError as e:
    print("TypeError", e)
x = torch.randn(8, 3, device=device)
y = torch.randn(8, 1, device=device)


def closure():
    opt.zero_grad()
    loss = ((head(model(x)) - y) ** 2).mean()
    loss.backward()
    return loss


for i in range(3):
    loss = opt.step(closure)
    print(i, round(loss.item(), 4))
print(round(head.weight.item(), 4))
a = torch.optim.Adam([nn.Parameter(torch.ones(2, device=device))], lr=0.1)
a.add_param_group({"params": [nn.Parameter(torch.ones(3, device=device))], "betas": (0.5, 0.6)})
print(a.param_groups[1]["betas"], a.param_groups[1]["lr"], len(a.state_dict()["param_groups"]))
