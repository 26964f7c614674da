# deepcopy of a model: independent parameters, copied buffers and hooks, EMA teacher,
# copying optimizer state, and comparing state_dicts.
import copy
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

student = nn.Sequential(nn.Linear(4, 6, bias=False), nn.BatchNorm1d(6), nn.ReLU(), nn.Linear(6, 2)).to(device)
teacher = copy.deepcopy(student)
for p in teacher.parameters():
    p.requires_grad_(False)
print(teacher[0].weight is student[0].weight, torch.equal(teacher[0].weight, student[0].weight))
print(teacher[0].weight.requires_grad, student[0].weight.requires_grad)
opt = torch.optim.Adam(student.parameters(), lr=0.05)
x = torch.randn(16, 4, device=device)
y = torch.randint(0, 2, (16,), device=device)


@torch.no_grad()
def ema_update(t, s, decay=0.9):
    for pt, ps in zip(t.parameters(), s.parameters()):
        pt.mul_(decay).add_(ps, alpha=1 - decay)
    for bt, bs in zip(t.buffers(), s.buffers()):
        bt.copy_(bs)


for step in range(6):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(student(x), y)
    loss.backward()
    opt.step()
    ema_update(teacher, student)
    diff = sum((a - b).abs().sum() for a, b in zip(teacher.parameters(), student.parameters()))
    print(step, round(loss.item(), 4), round(diff.item(), 4))

print(teacher[1].num_batches_tracked.item(), student[1].num_batches_tracked.item())
teacher.eval()
with torch.no_grad():
    print([round(v, 4) for v in teacher(x[:2]).flatten().tolist()])

st = copy.deepcopy(opt.state_dict())
print(sorted(st["state"].keys()), st["param_groups"][0]["lr"], st["state"][0]["step"])
print(st["state"][0]["exp_avg"] is opt.state_dict()["state"][0]["exp_avg"])

student.register_forward_hook(lambda m, i, o: print("hook fired"))
clone = copy.deepcopy(student)
clone(x[:2])
print(len(clone._forward_hooks))
sd1, sd2 = student.state_dict(), clone.state_dict()
print(all(torch.equal(sd1[k], sd2[k]) for k in sd1))
clone[0].weight.data.zero_()
print(student[0].weight.abs().sum().item() > 0)
