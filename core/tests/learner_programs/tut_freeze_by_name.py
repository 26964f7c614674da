# Counting parameters and freezing layers by name patterns, the way fine-tuning scripts do it:
# requires_grad_(False) on matches, an optimizer over only trainable tensors, and a check that the
# frozen ones really did not move.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(1)

model = nn.Sequential()
model.add_module("stem", nn.Conv2d(1, 4, 3, padding=1))
model.add_module("bn", nn.BatchNorm2d(4))
model.add_module("act", nn.ReLU())
model.add_module("pool", nn.AdaptiveAvgPool2d(1))
model.add_module("flat", nn.Flatten())
model.add_module("fc1", nn.Linear(4, 8))
model.add_module("fc2", nn.Linear(8, 3))
model.to(device)


def count(m, trainable_only=False):
    return sum(p.numel() for p in m.parameters() if p.requires_grad or not trainable_only)


print("total:", count(model), "trainable:", count(model, True))
for name, p in model.named_parameters():
    if name.startswith(("stem.", "bn.")) or name.endswith(".bias"):
        p.requires_grad_(False)
print("total:", count(model), "trainable:", count(model, True))
print([n for n, p in model.named_parameters() if p.requires_grad])

before = {n: p.detach().clone() for n, p in model.named_parameters()}
opt = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.5)
print(len(opt.param_groups[0]["params"]))
x = torch.randn(6, 1, 5, 5, device=device)
y = torch.tensor([0, 1, 2, 0, 1, 2], device=device)
for step in range(3):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
for n, p in model.named_parameters():
    moved = not torch.equal(before[n], p.detach())
    print(f"{n:12s} grad={'none' if p.grad is None else 'set'} moved={moved}")
print("bn running mean changed:", not torch.equal(model.bn.running_mean, torch.zeros(4, device=device)))

model.bn.eval()
for m in model.modules():
    if isinstance(m, nn.BatchNorm2d):
        m.requires_grad_(True)
print("trainable now:", count(model, True))
table = [(n, tuple(p.shape), p.numel()) for n, p in model.named_parameters()]
for row in table:
    print(*row)
