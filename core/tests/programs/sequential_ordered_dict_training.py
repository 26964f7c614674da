import torch
import torch.nn as nn
import torch.nn.functional as F
from collections import OrderedDict

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(OrderedDict([
    ("fc1", nn.Linear(10, 32)),
    ("act", nn.ReLU()),
    ("drop", nn.Dropout(0.1)),
    ("fc2", nn.Linear(32, 3)),
])).to(device)
print(model)
print(sum(p.numel() for p in model.parameters() if p.requires_grad))

X = torch.randn(64, 10, device=device)
y = torch.randint(0, 3, (64,), device=device)
opt = torch.optim.AdamW(model.parameters(), lr=1e-2, weight_decay=0.01)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=5, gamma=0.5)
for epoch in range(12):
    model.train()
    opt.zero_grad()
    out = model(X)
    loss = F.cross_entropy(out, y, label_smoothing=0.1)
    loss.backward()
    gn = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    opt.step()
    sched.step()
    if epoch % 3 == 0:
        print(f"epoch {epoch} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.5f} gn {gn.item():.4f}")

model.eval()
with torch.no_grad():
    pred = model(X).argmax(dim=1)
    acc = (pred == y).float().mean()
print(f"acc {acc.item():.3f}")
print(model.fc1.weight.shape, model.fc2.bias.dtype)
sd = model.state_dict()
print(list(sd.keys()))
m2 = nn.Sequential(OrderedDict([
    ("fc1", nn.Linear(10, 32)), ("act", nn.ReLU()), ("drop", nn.Dropout(0.1)), ("fc2", nn.Linear(32, 3))]))
print(m2.load_state_dict(sd))
print(torch.equal(m2.fc2.weight, model.fc2.weight))
