# Re-initialising a model the way learners do: every module that has reset_parameters (Linear,
# LayerNorm, Embedding among them) draws its parameters again, in place.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(
    nn.Embedding(5, 3, padding_idx=1),
    nn.Linear(3, 4),
    nn.LayerNorm(4),
    nn.ReLU(),
    nn.Linear(4, 2, bias=False),
).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
ids = torch.tensor([[0, 1, 2], [3, 4, 1]], device=device)
loss = model(ids).pow(2).mean()
loss.backward()
opt.step()
print("trained", [round(p.sum().item(), 4) for p in model.parameters()])
before = [p for p in model.parameters()]
torch.manual_seed(1)
names = []
for m in model.modules():
    if hasattr(m, "reset_parameters"):
        m.reset_parameters()
        names.append(type(m).__name__)
print(names)
print("same objects", all(a is b for a, b in zip(before, model.parameters())))
for n, p in model.named_parameters():
    print(n, tuple(p.shape), [round(v, 4) for v in p.flatten().tolist()[:6]])
print("padding row", model[0].weight[1].tolist())
print("after", round(model(ids).pow(2).mean().item(), 4))
