# Gradient clipping variants: clip_grad_norm_ with L2, L1 and inf norms (the returned total norm is
# the one before clipping), the two-step get_total_norm + clip_grads_with_norm_, clip_grad_value_
# and per-parameter clipping through hooks.
import torch
import torch.nn as nn
from torch.nn.utils import clip_grad_norm_, clip_grad_value_, clip_grads_with_norm_, get_total_norm

device = "cpu"
torch.manual_seed(4)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
x = torch.randn(8, 3, device=device) * 10
y = torch.randn(8, 1, device=device) * 10


def fresh_grads():
    model.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()


def grad_norm(p_norm):
    return torch.linalg.vector_norm(torch.cat([p.grad.flatten() for p in model.parameters()]), p_norm).item()


for norm_type in [2.0, 1.0, float("inf")]:
    fresh_grads()
    before = grad_norm(norm_type)
    total = clip_grad_norm_(model.parameters(), max_norm=1.0, norm_type=norm_type)
    after = grad_norm(norm_type)
    print(norm_type, round(total.item(), 3), round(before, 3), round(after, 3), total.dim())

fresh_grads()
total = get_total_norm([p.grad for p in model.parameters()])
clip_grads_with_norm_(model.parameters(), 2.0, total)
print("two-step:", round(total.item(), 3), round(grad_norm(2.0), 3))

fresh_grads()
clip_grad_value_(model.parameters(), clip_value=0.05)
print("max abs after value clip:", round(max(p.grad.abs().max().item() for p in model.parameters()), 4))

fresh_grads()
total = clip_grad_norm_(model.parameters(), max_norm=1e6)
print("untouched when small:", round(total.item(), 3), round(grad_norm(2.0), 3))

handles = [p.register_hook(lambda g: g.clamp(-0.01, 0.01)) for p in model.parameters()]
fresh_grads()
print("hook clipped:", round(max(p.grad.abs().max().item() for p in model.parameters()), 4))
for h in handles:
    h.remove()

opt = torch.optim.SGD(model.parameters(), lr=0.1)
torch.manual_seed(4)
for p in model.parameters():
    nn.init.normal_(p, std=0.3)
losses = []
for step in range(5):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    clip_grad_norm_(model.parameters(), 5.0)
    opt.step()
    losses.append(round(loss.item(), 3))
print(losses)
