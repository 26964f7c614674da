# Gradient clipping utilities compared: clip_grad_norm_ with L2/L1/inf norms and its returned total
# norm, clip_grad_value_, get_total_norm and
# clip_grads_with_norm_, parameters with no grad, and clipping by hand to check the result.
import torch
import torch.nn as nn
from torch.nn.utils import clip_grad_norm_, clip_grad_value_

device = "cpu"
torch.manual_seed(0)


def fresh_grads():
    torch.manual_seed(3)
    model = nn.Sequential(nn.Linear(4, 6), nn.Tanh(), nn.Linear(6, 2)).to(device)
    x = torch.randn(8, 4, device=device)
    (model(x) ** 2).sum().mul(10).backward()
    return model


for norm_type in [2.0, 1, float("inf"), 3.0]:
    model = fresh_grads()
    before = [p.grad.clone() for p in model.parameters()]
    total = clip_grad_norm_(model.parameters(), max_norm=1.0, norm_type=norm_type)
    after = torch.cat([p.grad.flatten() for p in model.parameters()])
    print(norm_type, round(total.item(), 2), round(torch.linalg.vector_norm(after, norm_type).item(), 4), total.dtype)

model = fresh_grads()
grads = [p.grad.clone() for p in model.parameters()]
total = torch.sqrt(sum((g ** 2).sum() for g in grads))
coef = min(1.0, 0.5 / (total.item() + 1e-6))
clip_grad_norm_(model.parameters(), 0.5)
print("by hand", all(torch.allclose(p.grad, g * coef, atol=1e-6) for p, g in zip(model.parameters(), grads)))

model = fresh_grads()
small = clip_grad_norm_(model.parameters(), max_norm=1e6)
print("no change", round(small.item(), 4), round(model[0].weight.grad.abs().sum().item(), 4))

model = fresh_grads()
clip_grad_value_(model.parameters(), clip_value=0.3)
print("value", round(model[0].weight.grad.max().item(), 4), round(model[0].weight.grad.min().item(), 4))

model = fresh_grads()
model[0].bias.grad = None
print("skip none", round(clip_grad_norm_(model.parameters(), 2.0).item(), 4))
single = nn.Parameter(torch.tensor([3.0, 4.0], device=device))
single.grad = torch.tensor([3.0, 4.0], device=device)
print("single", clip_grad_norm_(single, 1.0), single.grad)
print("empty", clip_grad_norm_([], 1.0))

model = fresh_grads()
gs = [p.grad for p in model.parameters()]
tn = torch.nn.utils.get_total_norm(gs, norm_type=2.0)
print("get_total_norm", round(tn.item(), 4))
torch.nn.utils.clip_grads_with_norm_(model.parameters(), max_norm=1.0, total_norm=tn)
print("after", round(torch.nn.utils.get_total_norm([p.grad for p in model.parameters()]).item(), 4))

model = fresh_grads()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
norms = []
for step in range(3):
    opt.zero_grad()
    x = torch.randn(8, 4, device=device)
    loss = (model(x) ** 2).mean()
    loss.backward()
    norms.append(round(clip_grad_norm_(model.parameters(), 0.1, foreach=True).item(), 4))
    opt.step()
print("training norms", norms)
