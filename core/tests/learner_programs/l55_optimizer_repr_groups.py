# Printing optimizers and schedulers as learners do: repr of SGD/Adam/AdamW with several param
# groups, add_param_group, defaults dict, state after steps (keys, step tensors), zero_grad
# set_to_none default, scheduler state_dict and get_last_lr across groups with LambdaLR.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(572)

net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)).to(device)
sgd = torch.optim.SGD(net[0].parameters(), lr=0.1, momentum=0.9, nesterov=True)
print(sgd)
sgd.add_param_group({"params": net[2].parameters(), "lr": 0.01, "weight_decay": 1e-3})
print(sgd)
print(sorted(sgd.defaults.items()))
adam = torch.optim.Adam([{"params": net[0].parameters()}, {"params": net[2].parameters(), "lr": 1e-2, "betas": (0.8, 0.9)}], lr=1e-3)
print(adam)
adamw = torch.optim.AdamW(net.parameters(), lr=5e-3, amsgrad=True)
print(adamw)
x = torch.randn(5, 3, device=device)
for _ in range(2):
    adam.zero_grad()
    net(x).pow(2).mean().backward()
    adam.step()
st = adam.state_dict()
print(sorted(st["state"].keys()), sorted(st["state"][0].keys()), st["state"][0]["step"])
print([{k: v for k, v in g.items() if k != "params"}["lr"] for g in st["param_groups"]], [g["params"] for g in st["param_groups"]])
adam.zero_grad()
print(net[0].weight.grad)
sched = torch.optim.lr_scheduler.LambdaLR(adam, [lambda e: 0.5 ** e, lambda e: 1.0 / (e + 1)])
for _ in range(3):
    adam.step()
    sched.step()
    print([round(lr, 6) for lr in sched.get_last_lr()])
sd = sched.state_dict()
print(sorted(sd.keys()), sd["last_epoch"], sd["base_lrs"])
ms = torch.optim.lr_scheduler.MultiStepLR(sgd, milestones=[2, 4], gamma=0.1)
lrs = []
for _ in range(5):
    sgd.step()
    ms.step()
    lrs.append([round(g["lr"], 6) for g in sgd.param_groups])
print(lrs)
print(ms.state_dict()["milestones"], type(ms.state_dict()["milestones"]).__name__)
