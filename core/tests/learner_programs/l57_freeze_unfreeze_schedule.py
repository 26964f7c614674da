# Freeze a backbone, train the head, then unfreeze with a lower learning rate in a new param
# group; requires_grad_ on modules, counting trainable params per stage, grads stay None.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

backbone = nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU())
head = nn.Linear(8, 2)
model = nn.Sequential(backbone, head).to(device)


def trainable(m):
    return sum(p.numel() for p in m.parameters() if p.requires_grad)


backbone.requires_grad_(False)
print("stage1 trainable", trainable(model), "of", sum(p.numel() for p in model.parameters()))
opt = torch.optim.Adam(head.parameters(), lr=0.05)
X = torch.randn(20, 6, device=device)
Y = (X[:, 0] > 0).long()
for step in range(4):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(X), Y)
    loss.backward()
    opt.step()
    print("s1", step, round(loss.item(), 4))
print("backbone grad", backbone[0].weight.grad)
print("head grad is set", head.weight.grad is not None)

backbone.requires_grad_(True)
opt.add_param_group({"params": backbone.parameters(), "lr": 0.005})
print("groups", len(opt.param_groups), [g["lr"] for g in opt.param_groups], [len(g["params"]) for g in opt.param_groups])
print(sorted(opt.param_groups[1].keys()))
for step in range(4):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(X), Y)
    loss.backward()
    opt.step()
    print("s2", step, round(loss.item(), 4))
print("stage2 trainable", trainable(model))
try:
    opt.add_param_group({"params": head.parameters()})
except ValueError as e:
    print("ValueError", e)

for name, p in model.named_parameters():
    p.requires_grad = name.startswith("1.")
print([n for n, p in model.named_parameters() if p.requires_grad])
with torch.no_grad():
    out = model(X[:3])
print(out.requires_grad, [round(v, 4) for v in out[0].tolist()])
frozen_out = model(X[:3])
print(frozen_out.requires_grad, frozen_out.grad_fn is not None)
model.eval()
for p in model.parameters():
    p.requires_grad_(False)
print(model(X[:1]).requires_grad)
