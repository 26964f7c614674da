# Optimizer param groups that change during training: add_param_group for a newly unfrozen layer,
# per-group lr and weight_decay, editing group['lr'] by hand, reading optimizer.state, zero_grad
# with set_to_none True/False, and what happens to a parameter listed twice.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(50)
backbone = nn.Linear(4, 4).to(device)
head = nn.Linear(4, 2).to(device)
for p in backbone.parameters():
    p.requires_grad_(False)
opt = torch.optim.SGD(head.parameters(), lr=0.05, momentum=0.9, weight_decay=0.01)
x = torch.randn(10, 4, device=device)
y = torch.randint(0, 2, (10,), device=device)


def step():
    opt.zero_grad()
    loss = nn.functional.cross_entropy(head(torch.relu(backbone(x))), y)
    loss.backward()
    opt.step()
    return round(loss.item(), 4)


print([step() for _ in range(3)])
print(len(opt.param_groups), sorted(opt.param_groups[0].keys())[:6])
for p in backbone.parameters():
    p.requires_grad_(True)
opt.add_param_group({"params": backbone.parameters(), "lr": 0.005, "weight_decay": 0.0})
print(len(opt.param_groups), [g["lr"] for g in opt.param_groups], opt.param_groups[1]["momentum"])
print([step() for _ in range(3)])
st = opt.state[backbone.weight]
print(sorted(st.keys()), tuple(st["momentum_buffer"].shape))
for g in opt.param_groups:
    g["lr"] *= 0.1
print([round(g["lr"], 6) for g in opt.param_groups])
print([step() for _ in range(2)])

opt.zero_grad(set_to_none=False)
print(head.weight.grad is not None, head.weight.grad.abs().sum().item())
opt.zero_grad()
print(head.weight.grad)
try:
    opt.add_param_group({"params": head.weight})
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.SGD([head.weight, head.weight], lr=0.1)
except Exception as e:
    print(type(e).__name__)
sd = opt.state_dict()
print([g["params"] for g in sd["param_groups"]], len(sd["state"]))
sgd = torch.optim.SGD([{"params": head.parameters()}, {"params": backbone.parameters(), "momentum": 0.9}], lr=0.1)
print([g["momentum"] for g in sgd.param_groups], [g["lr"] for g in sgd.param_groups])
try:
    torch.optim.SGD([{"params": head.parameters(), "lr": 0.1}])
    torch.optim.SGD(head.parameters())
except TypeError as e:
    print("TypeError:", e)
